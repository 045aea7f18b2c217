//! A whole game in a link: options, seed and every decision, packed small enough for a
//! URL's hash. Each decision is stored as its index in the legal list of the moment
//! (one byte for nearly every action, against ~40 bytes of JSON), which replaying
//! recovers exactly because the legal list is deterministic. Base64url, no server.

use crate::engine::packing::{base64url, get_varint, put_varint, unbase64url};
use crate::engine::prelude::*;
use crate::engine::{Match, RuleError};

const VERSION: u8 = 1;

/// The match as a link code: each decision as its place in the legal list then, so the
/// match is replayed once here; a match that does not replay has no link.
pub fn encode<G: Game>(m: &Match<G>) -> Result<String, RuleError> {
    let mut out = vec![VERSION];
    put_varint(&mut out, m.seed());
    let options = serde_json::to_vec(m.options()).map_err(|e| RuleError::save(e.to_string()))?;
    put_varint(&mut out, options.len() as u64);
    out.extend_from_slice(&options);
    put_varint(&mut out, m.actions().len() as u64);
    let mut g = G::new(m.options(), m.seed())?;
    for (step, a) in m.actions().iter().enumerate() {
        let i = g
            .legal_actions()
            .iter()
            .position(|l| l == a)
            .ok_or_else(|| RuleError::save(format!("decision {step} of this game is not legal when replayed")))?;
        put_varint(&mut out, i as u64);
        g.apply(a)?;
    }
    Ok(base64url(&out))
}

fn bad(what: &str) -> RuleError {
    RuleError::save(format!("this link does not hold a whole game: {what}"))
}

/// The match a link code holds, replayed decision by decision; a damaged code is refused.
pub fn decode<G: Game>(code: &str) -> Result<Match<G>, RuleError> {
    let bytes = unbase64url(code.trim()).ok_or_else(|| bad("it is not base64url"))?;
    let mut at = 0;
    if bytes.first() != Some(&VERSION) {
        return Err(bad("unknown version"));
    }
    at += 1;
    let seed = get_varint(&bytes, &mut at).ok_or_else(|| bad("no seed"))?;
    let len = get_varint(&bytes, &mut at).ok_or_else(|| bad("no options"))? as usize;
    let raw = bytes.get(at..at.saturating_add(len)).ok_or_else(|| bad("options cut short"))?;
    at += len;
    // Read as text, as every other JSON of the page is: one JSON reader in the wasm, not
    // a second one over bytes.
    let raw = std::str::from_utf8(raw).map_err(|_| bad("options are not text"))?;
    let options: G::Options = crate::ui::storage::read(raw).map_err(|e| bad(&format!("options: {e}")))?;
    let n = get_varint(&bytes, &mut at).ok_or_else(|| bad("no move count"))?;
    let mut m = Match::<G>::new(options, seed)?;
    for k in 0..n {
        let i = get_varint(&bytes, &mut at).ok_or_else(|| bad("moves cut short"))? as usize;
        let legal = m.state().legal_actions();
        let a = legal.get(i).ok_or_else(|| bad(&format!("move {k} is not legal")))?.clone();
        m.apply(&a)?;
    }
    if at != bytes.len() {
        return Err(bad("trailing bytes"));
    }
    Ok(m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::RandomBot;
    use crate::games::lorcana::Lorcana;
    use crate::games::tash_kalar::TashKalar;

    fn played<G: Game>(seed: u64) -> Match<G> {
        let mut m = Match::<G>::new(G::Options::default(), seed).unwrap();
        let mut bot = RandomBot::new(seed);
        while let Some(a) = bot.choose(m.state()) {
            m.apply(&a).unwrap();
        }
        m
    }

    fn round_trip<G: Game>(seed: u64) {
        let m = played::<G>(seed);
        let code = encode(&m).unwrap();
        let back = decode::<G>(&code).unwrap();
        assert_eq!(back.actions(), m.actions());
        assert_eq!(back.state().outcome(), m.state().outcome());
        let json = serde_json::to_string(&m.save().unwrap()).unwrap().len();
        assert!(code.len() * 4 < json, "{} chars against {json} of JSON", code.len());
        assert!(code.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_'));
    }

    #[test]
    fn whole_games_survive_the_link_and_are_far_smaller_than_the_save() {
        round_trip::<Lorcana>(3);
        round_trip::<TashKalar>(4);
    }

    #[test]
    fn damaged_codes_are_refused() {
        let code = encode(&played::<Lorcana>(5)).unwrap();
        assert!(decode::<Lorcana>(&code[..code.len() / 2]).is_err());
        assert!(decode::<Lorcana>("not*base64").is_err());
        assert!(decode::<Lorcana>("").is_err());
        assert!(decode::<TashKalar>(&code).is_err(), "a Lorcana game is not a Tash-Kalar game");
    }
}
