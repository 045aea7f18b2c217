//! The decisions a seat can take, as small `Copy` values naming card instances.

use serde::{Deserialize, Serialize};

/// A card instance, numbered at set-up: the first seat's deck first, in list order, then
/// the second seat's (its owner is kept in the game, `Lorcana::owner`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardId(pub u16);

impl CardId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// One decision. See the module docs of `lorcana` for which card each variant is about.
/// JSON: externally tagged snake_case (`"end_turn"`, `{"play":{"card":3}}`); read by
/// hand ([`Action::deserialize`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Alter hand (LO-2.2.2): put this card from hand on the bottom of the deck.
    PutBack { card: CardId },
    /// Alter hand done: draw back up to 7 (shuffling if anything was put back).
    KeepHand,
    /// Ink this inkable card from hand (LO-4.2).
    Ink { card: CardId },
    /// Play this card from hand paying its ink cost (LO-4.3).
    Play { card: CardId },
    /// Play `card` with Shift on top of your character `base` (LO-8.10).
    Shift { card: CardId, base: CardId },
    /// Play the song `song` for free by exerting `singer` (LO-5.4.4).
    Sing { song: CardId, singer: CardId },
    /// Quest with this character (LO-4.5).
    Quest { card: CardId },
    /// `attacker` challenges `target` (LO-4.6).
    Challenge { attacker: CardId, target: CardId },
    /// Move `card` to your location `location` (LO-4.7).
    Move { card: CardId, location: CardId },
    /// Use the activated ability of this card (LO-4.4).
    Activate { card: CardId },
    /// Boost this character: pay its Boost cost to put the top card of your deck face
    /// down under it (LO-8.16.2).
    Boost { card: CardId },
    /// Sing this song with Sing Together: the singers are chosen next (LO-8.16.3).
    SingTogether { song: CardId },
    /// Choose this card for the pending effect (LO-1.7.3).
    ChooseTarget { card: CardId },
    /// Choose a number for an "up to" effect (LO-6.1.2).
    ChooseAmount { amount: u8 },
    /// Resolve next this bag entry of yours, named by its source card (LO-7.7.3).
    ResolveTrigger { source: CardId },
    /// Say yes to the pending "may" (Bodyguard: enter exerted; STOW CARGO: do it).
    Confirm,
    /// Say no to the pending "may", or choose no target for an optional effect.
    Decline,
    /// Declare the end of the turn (LO-3.3.2).
    EndTurn,
    /// The seat to decide gives up: it loses at once (LO-2.3.3).
    Concede,
}

/// Every action's name in JSON, in the enum's order.
const NAMES: &[&str] = &[
    "put_back",
    "keep_hand",
    "ink",
    "play",
    "shift",
    "sing",
    "quest",
    "challenge",
    "move",
    "activate",
    "boost",
    "sing_together",
    "choose_target",
    "choose_amount",
    "resolve_trigger",
    "confirm",
    "decline",
    "end_turn",
    "concede",
];

/// The derive's JSON shapes, read by hand through a JSON value: the derived visitors of
/// the nineteen variants were some 11 KB of the page's code (its gzipped wasm is kept
/// under a budget). A name without fields is a string or a one-key object; missing or
/// unknown names say so in serde's words.
impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        use serde_json::Value;
        let v = Value::deserialize(d)?;
        let (name, body) = match &v {
            Value::String(s) => (s.as_str(), None),
            Value::Object(m) if m.len() == 1 => match m.iter().next() {
                Some((k, b)) => (k.as_str(), Some(b)),
                None => ("", None),
            },
            _ => {
                return Err(D::Error::custom(
                    "an action is a name (\"end_turn\") or one name with its fields ({\"play\":{\"card\":3}})",
                ))
            }
        };
        let number = |f: &'static str| -> Result<u64, D::Error> {
            let value = body.and_then(|b| b.get(f)).ok_or_else(|| D::Error::missing_field(f))?;
            value.as_u64().ok_or_else(|| D::Error::custom(format!("`{f}` is a number, not {value}")))
        };
        let card = |f: &'static str| -> Result<CardId, D::Error> {
            let n = number(f)?;
            u16::try_from(n).map(CardId).map_err(|_| D::Error::custom(format!("no card numbered {n}")))
        };
        Ok(match name {
            "put_back" => Action::PutBack { card: card("card")? },
            "keep_hand" => Action::KeepHand,
            "ink" => Action::Ink { card: card("card")? },
            "play" => Action::Play { card: card("card")? },
            "shift" => Action::Shift { card: card("card")?, base: card("base")? },
            "sing" => Action::Sing { song: card("song")?, singer: card("singer")? },
            "quest" => Action::Quest { card: card("card")? },
            "challenge" => Action::Challenge { attacker: card("attacker")?, target: card("target")? },
            "move" => Action::Move { card: card("card")?, location: card("location")? },
            "activate" => Action::Activate { card: card("card")? },
            "boost" => Action::Boost { card: card("card")? },
            "sing_together" => Action::SingTogether { song: card("song")? },
            "choose_target" => Action::ChooseTarget { card: card("card")? },
            "choose_amount" => {
                let n = number("amount")?;
                let amount = u8::try_from(n).map_err(|_| D::Error::custom(format!("an amount of {n} is too large")))?;
                Action::ChooseAmount { amount }
            }
            "resolve_trigger" => Action::ResolveTrigger { source: card("source")? },
            "confirm" => Action::Confirm,
            "decline" => Action::Decline,
            "end_turn" => Action::EndTurn,
            "concede" => Action::Concede,
            other => return Err(D::Error::unknown_variant(other, NAMES)),
        })
    }
}

/// The card the action is about: the card to ink/play/quest, the challenger, the
/// singer's song, the mover, the chosen target, the trigger's source.
pub fn action_subject(action: &Action) -> Option<CardId> {
    match *action {
        Action::PutBack { card }
        | Action::Ink { card }
        | Action::Play { card }
        | Action::Shift { card, .. }
        | Action::Quest { card }
        | Action::Move { card, .. }
        | Action::Activate { card }
        | Action::Boost { card }
        | Action::ChooseTarget { card } => Some(card),
        Action::SingTogether { song } => Some(song),
        Action::Sing { singer, .. } => Some(singer),
        Action::Challenge { attacker, .. } => Some(attacker),
        Action::ResolveTrigger { source } => Some(source),
        Action::ChooseAmount { .. }
        | Action::KeepHand
        | Action::Confirm
        | Action::Decline
        | Action::EndTurn
        | Action::Concede => None,
    }
}

/// The second card of a two-card action: challenge target, shift base, move
/// location, the song being sung.
pub fn action_target(action: &Action) -> Option<CardId> {
    match *action {
        Action::Challenge { target, .. } => Some(target),
        Action::Shift { base, .. } => Some(base),
        Action::Move { location, .. } => Some(location),
        Action::Sing { song, .. } => Some(song),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every action reads back from what the derived `Serialize` writes (the reader is by
    /// hand, so this keeps the two the same), and bad JSON is refused with words.
    #[test]
    fn every_action_reads_back_from_its_json() {
        let (a, b) = (CardId(3), CardId(71));
        let all = [
            Action::PutBack { card: a },
            Action::KeepHand,
            Action::Ink { card: a },
            Action::Play { card: a },
            Action::Shift { card: a, base: b },
            Action::Sing { song: a, singer: b },
            Action::Quest { card: a },
            Action::Challenge { attacker: a, target: b },
            Action::Move { card: a, location: b },
            Action::Activate { card: a },
            Action::Boost { card: a },
            Action::SingTogether { song: a },
            Action::ChooseTarget { card: a },
            Action::ChooseAmount { amount: 2 },
            Action::ResolveTrigger { source: a },
            Action::Confirm,
            Action::Decline,
            Action::EndTurn,
            Action::Concede,
        ];
        assert_eq!(all.len(), NAMES.len(), "NAMES lists every action");
        for (action, name) in all.iter().zip(NAMES) {
            let json = serde_json::to_value(action).expect("an action writes");
            let written = json.as_str().or_else(|| json.as_object().and_then(|m| m.keys().next()).map(String::as_str));
            assert_eq!(written, Some(*name), "{action:?} is named {name}");
            let back: Action = serde_json::from_value(json.clone()).unwrap_or_else(|e| panic!("{json} reads: {e}"));
            assert_eq!(back, *action);
            let text = serde_json::to_string(action).expect("an action writes");
            assert_eq!(serde_json::from_str::<Action>(&text).ok(), Some(*action), "{text} reads from text");
        }
        for (bad, says) in [
            (r#""fly""#, "unknown variant `fly`"),
            (r#"{"play":{}}"#, "missing field `card`"),
            (r#"{"play":{"card":"x"}}"#, "`card` is a number"),
            (r#"{"play":{"card":70000}}"#, "no card numbered 70000"),
            (r#"{"choose_amount":{"amount":300}}"#, "too large"),
            ("3", "an action is a name"),
        ] {
            let e = serde_json::from_str::<Action>(bad).expect_err(bad).to_string();
            assert!(e.contains(says), "{bad} is refused saying {says:?}: {e}");
        }
    }
}
