//! Fair shuffles that the joiners can check, by commit and reveal.
//!
//! 1. The host draws a secret and sends its SHA-256 (the commitment) to every remote
//!    seat before it has seen any of their parts.
//! 2. Each remote page answers with its own random part. The seed is the SHA-256 of the
//!    secret and every seat's part in seat order ([`seed`]): no one, the host included,
//!    chose it alone.
//! 3. At the end the host reveals its secret, the parts and every action. Each joiner
//!    checks the commitment and that its own part was used, derives the seed, replays
//!    the game and compares every table it was shown with its seat's table in the
//!    replay ([`verify`]).
//!
//! What this cannot prove: the host's page holds the whole state during play, so a
//! host reading its page's memory could see hidden cards. Everything else (the shuffles,
//! the rules, what each seat was shown) is checked.

use sha2::{Digest, Sha256};

use super::update::{shown_hash, Shown};
use crate::engine::{Game, Match, Seat};

/// 32 random bytes: the host's secret or a joiner's part.
pub type Secret = [u8; 32];

/// The hash the host commits to before play.
pub fn commitment(secret: &Secret) -> Secret {
    Sha256::digest(secret).into()
}

/// The game's seed, from the host's secret and every seat's part (`None`: no part).
pub fn seed(secret: &Secret, parts: &[Option<Secret>]) -> u64 {
    let mut h = Sha256::new();
    h.update(b"turnkeeper seed v1");
    h.update(secret);
    for part in parts {
        match part {
            Some(p) => {
                h.update([1u8]);
                h.update(p);
            }
            None => h.update([0u8]),
        }
    }
    let digest: [u8; 32] = h.finalize().into();
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_le_bytes(first)
}

/// A seat page's proof that it holds its invite link's token, for the host's greeting
/// `nonce`: the token itself never leaves the page, and a proof made for one greeting is
/// worth nothing for another.
pub fn proof(token: &str, nonce: &str) -> String {
    let digest: Secret = Sha256::new()
        .chain_update(b"turnkeeper hello v1")
        .chain_update(token.as_bytes())
        .chain_update([0u8])
        .chain_update(nonce.as_bytes())
        .finalize()
        .into();
    to_hex(&digest)
}

/// Lower-case hex of 32 bytes.
pub fn to_hex(bytes: &Secret) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// 32 bytes from 64 hex digits, or `None`.
pub fn from_hex(text: &str) -> Option<Secret> {
    if text.len() != 64 || !text.is_ascii() {
        return None;
    }
    let mut out = [0u8; 32];
    for (i, o) in out.iter_mut().enumerate() {
        *o = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

/// The result of a joiner's check at the end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Shuffles and rules checked: this many tables shown matched the replay.
    Verified { tables: usize },
    /// Exactly what did not match, in words.
    Failed(Vec<String>),
}

impl Verdict {
    /// The end screen's words.
    pub fn words(&self) -> String {
        match self {
            Verdict::Verified { tables } => {
                format!("Verified: shuffles and rules checked on this device ({tables} tables you were shown match).")
            }
            Verdict::Failed(what) => format!("Not verified: {}", what.join("; ")),
        }
    }
}

/// What a joiner knows at the end, to check the host's reveal against.
pub struct Evidence<'a, G: Game> {
    pub seat: Seat,
    pub options: &'a G::Options,
    /// The commitment received before this page sent its part.
    pub commitment: &'a Secret,
    /// This page's part, if it sent one (a page reloaded after the start has none).
    pub part: Option<&'a Secret>,
    /// Every table shown, by the number of actions in the log at that point, in order.
    pub shown: &'a [(usize, Shown)],
}

/// Checks the host's reveal: the commitment, this seat's part, then a replay from the
/// derived seed in which every table shown must be this seat's table at that point.
pub fn verify<G: Game>(
    evidence: &Evidence<'_, G>,
    secret: &Secret,
    parts: &[Option<Secret>],
    actions: &[G::Action],
) -> Verdict {
    let mut wrong = Vec::new();
    if commitment(secret) != *evidence.commitment {
        wrong.push("the host's revealed secret is not the one it committed to before play".to_string());
    }
    if let Some(mine) = evidence.part {
        if parts.get(evidence.seat).copied().flatten().as_ref() != Some(mine) {
            wrong.push("your device's random part was not used for the seed".to_string());
        }
    }
    if !wrong.is_empty() {
        return Verdict::Failed(wrong);
    }
    let seed = seed(secret, parts);
    let mut game = match Match::<G>::new(evidence.options.clone(), seed) {
        Ok(m) => m,
        Err(e) => return Verdict::Failed(vec![format!("the game's options do not set up: {e}")]),
    };
    let mut tables = 0;
    let mut check = |at: usize, game: &Match<G>, wrong: &mut Vec<String>| {
        if let Some((_, shown)) = evidence.shown.iter().find(|(a, _)| *a == at) {
            if shown_hash(game.state(), evidence.seat) == *shown {
                tables += 1;
            } else {
                wrong.push(format!("the table you were shown after action {at} is not the replay's"));
            }
        }
    };
    check(0, &game, &mut wrong);
    for (i, action) in actions.iter().enumerate() {
        if let Err(e) = game.apply(action) {
            wrong.push(format!("action {} is not legal in the replay: {e}", i + 1));
            break;
        }
        check(i + 1, &game, &mut wrong);
    }
    if let Some((last, _)) = evidence.shown.last() {
        if *last > actions.len() {
            wrong.push(format!(
                "you were shown a table after action {last}, but the revealed game has {}",
                actions.len()
            ));
        }
    }
    if game.state().outcome().is_none() && wrong.is_empty() {
        wrong.push("the revealed actions do not finish the game".to_string());
    }
    if wrong.is_empty() {
        Verdict::Verified { tables }
    } else {
        Verdict::Failed(wrong)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_reads_back_and_refuses_junk() {
        let s: Secret = std::array::from_fn(|i| (i * 37) as u8);
        assert_eq!(from_hex(&to_hex(&s)), Some(s));
        assert_eq!(from_hex("zz"), None);
        assert_eq!(from_hex(&"é".repeat(32)), None);
        assert_eq!(from_hex(&"g".repeat(64)), None);
    }

    #[test]
    fn every_part_changes_the_seed() {
        let s = [1u8; 32];
        let base = seed(&s, &[None, Some([2; 32])]);
        assert_ne!(base, seed(&[3; 32], &[None, Some([2; 32])]));
        assert_ne!(base, seed(&s, &[None, Some([4; 32])]));
        assert_ne!(base, seed(&s, &[Some([2; 32]), None]));
        assert_eq!(base, seed(&s, &[None, Some([2; 32])]));
    }
}
