//! The original starter content of the brief's Part 2, as data: the Sproutling token,
//! two heroes and two 30-card decks (names and wording our own), plus the test-only
//! designs the edge cases of Part 3 ask for (never in a deck).

use serde::{Deserialize, Serialize};

/// An index into [`DEFS`].
pub type DefId = u8;

/// Card types (AL-2.10, AL-9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardType {
    Character,
    Spell,
    /// Landmark Permanent (AL-9.3): goes to the Landmark zone.
    Landmark,
    /// Expedition Permanent, a Gear (AL-9.3): goes into one of your expeditions.
    Gear,
    Hero,
    /// A token is a Character created by an effect (AL-9.5).
    Token,
}

/// What wakes a Reaction (AL-13.2): self-move triggers first, then the others.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Trigger {
    /// "Arrive —": I join the Expedition zone or the Landmark zone (self-move).
    Arrive,
    /// "From Hand —": I am played from Hand (self-move, AL-13.3).
    FromHand,
    /// "From Reserve —": I am played from Reserve (self-move, AL-13.3).
    FromReserve,
    /// "At Noon —" (AL-5.0.2).
    AtNoon,
    /// "When I am sacrificed —" (works from before the event, AL-13.2).
    Sacrificed,
    /// "When my Expedition moves forward —" (TO-09).
    MyExpeditionMoves,
    /// "When a token is created under your control —" (VP-H).
    TokenCreated,
    /// "When a Character joins my Expedition —" (test-only design for EC-04).
    JoinsMyExpedition,
}

/// The effects of the starter set, each one a short program in `rules/effects.rs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    /// Create a Sproutling in my Expedition (VP-02).
    SproutInMyExpedition,
    /// Create a Sproutling in your Companion Expedition (VP-08).
    SproutInCompanion,
    /// Create a Sproutling in each of your Expeditions (VP-11).
    SproutInEach,
    /// I gain N boosts.
    SelfBoost(u8),
    /// The bound token ("that token") gains 1 boost (VP-H).
    BoostIt,
    /// Up to one other target Character you control gains 1 boost (VP-05).
    BoostOtherUpTo1,
    /// Up to one target Character you control gains 1 boost (TO-08).
    BoostUpTo1,
    /// Up to two target Characters you control each gain 1 boost (VP-10).
    BoostUpTo2,
    /// Target Character you control switches Expeditions, then gains 1 boost (VP-12).
    SwitchThenBoost,
    /// Draw N cards.
    Draw(u8),
    /// You may Resupply (TO-06).
    MayResupply,
    /// I gain Anchored (TO-03).
    SelfAnchor,
    /// Up to one target Character in my Expedition gains Anchored (TO-09).
    AnchorUpTo1InMyExpedition,
    /// Target Character you control gains Anchored (TO-H quick action).
    AnchorYours,
    /// Target Character gains Asleep (TO-10).
    Asleep,
    /// Sacrifice a Character; if you did, draw two cards (TO-11).
    SacrificeThenDraw2,
    /// Send target Character to its owner's Reserve (TO-12).
    SendToReserve,
    /// Sacrifice me (test-only design for EC-02).
    SacrificeMe,
    /// "After You" (AL-5.3.5): the turn ends once Reactions are done; it is not a pass.
    AfterYou,
    /// "it" (the Character that joined) gains 1 boost (test-only design for EC-04).
    BoostJoiner,
    /// Put each Landmark card of your Reserve into your Landmark zone (test-only, EC-21).
    LandmarksFromReserve,
    /// Create a Sproutling in the opponent's Companion Expedition, under their control
    /// (test-only design for EC-22).
    SproutForOpponent,
}

/// A Reaction: `trigger — effect` (AL-13.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Reaction {
    pub trigger: Trigger,
    pub effect: Effect,
}

/// Keyword abilities (AL-12) and the Fleeting keyword of spells (AL-10.6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Keywords {
    pub defender: bool,
    pub eternal: bool,
    pub gigantic: bool,
    pub seasoned: bool,
    pub fleeting: bool,
    /// Tough X (0: none).
    pub tough: u8,
}

const NO_KW: Keywords =
    Keywords { defender: false, eternal: false, gigantic: false, seasoned: false, fleeting: false, tough: 0 };

/// One design.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CardDef {
    /// Stable id from the brief, e.g. "VP-03".
    pub code: &'static str,
    pub name: &'static str,
    pub kind: CardType,
    pub subtype: &'static str,
    pub hand_cost: u8,
    pub reserve_cost: u8,
    /// Forest, Mountain, Water (AL-9.1); zero for non-Characters.
    pub stats: [i32; 3],
    pub keywords: Keywords,
    pub reactions: &'static [Reaction],
    /// The spell's effect, or the quick action's (for the hero TO-H).
    pub effect: Option<Effect>,
    /// Reserve and landmark limits (heroes only, AL-9.4).
    pub limits: (usize, usize),
    /// Mana a quick action costs on top of exhausting its source (AL-8.7).
    pub quick_mana: u8,
    /// Our own rules text.
    pub text: &'static str,
    pub copies: u8,
}

const fn def(code: &'static str, name: &'static str, kind: CardType, subtype: &'static str) -> CardDef {
    CardDef {
        code,
        name,
        kind,
        subtype,
        hand_cost: 0,
        reserve_cost: 0,
        stats: [0, 0, 0],
        keywords: NO_KW,
        reactions: &[],
        effect: None,
        limits: (0, 0),
        quick_mana: 0,
        text: "",
        copies: 0,
    }
}

const fn ch(code: &'static str, name: &'static str, sub: &'static str, h: u8, r: u8, s: [i32; 3], n: u8) -> CardDef {
    let mut d = def(code, name, CardType::Character, sub);
    d.hand_cost = h;
    d.reserve_cost = r;
    d.stats = s;
    d.copies = n;
    d
}

const fn card(
    code: &'static str,
    name: &'static str,
    kind: CardType,
    sub: &'static str,
    h: u8,
    r: u8,
    n: u8,
) -> CardDef {
    let mut d = def(code, name, kind, sub);
    d.hand_cost = h;
    d.reserve_cost = r;
    d.copies = n;
    d
}

const fn with(mut d: CardDef, text: &'static str, reactions: &'static [Reaction]) -> CardDef {
    d.text = text;
    d.reactions = reactions;
    d
}

const fn kw(mut d: CardDef, k: Keywords) -> CardDef {
    d.keywords = k;
    d
}

const fn eff(mut d: CardDef, e: Effect) -> CardDef {
    d.effect = Some(e);
    d
}

const fn r(trigger: Trigger, effect: Effect) -> Reaction {
    Reaction { trigger, effect }
}

use CardType::*;
use Effect as E;
use Trigger as T;

/// The token TK-01 (index 0).
pub const SPROUTLING: DefId = 0;
/// The heroes.
pub const VP_H: DefId = 1;
pub const TO_H: DefId = 2;
/// First deck designs of deck A and deck B.
const DECK_A: std::ops::Range<usize> = 3..15;
const DECK_B: std::ops::Range<usize> = 15..27;

/// Every design. Deck A is 3..15, deck B 15..27, test-only designs after.
pub static DEFS: [CardDef; 34] = [
    {
        let mut d = ch("TK-01", "Sproutling", "Plant", 0, 0, [1, 1, 1], 0);
        d.kind = Token;
        d
    },
    {
        let mut d = with(
            def("VP-H", "Ysolde, Root-Speaker", Hero, "Verdant Pact"),
            "When a token is created under your control — that token gains 1 boost.",
            &[r(T::TokenCreated, E::BoostIt)],
        );
        d.limits = (3, 2);
        d
    },
    {
        let mut d = eff(
            with(
                def("TO-H", "Odrin, Tide Captain", Hero, "Tidebound Order"),
                "Quick (exhaust me, pay 1): Target Character you control gains Anchored.",
                &[],
            ),
            E::AnchorYours,
        );
        d.limits = (2, 1);
        d.quick_mana = 1;
        d
    },
    // Deck A: Verdant Pact.
    with(ch("VP-01", "Mossback Scout", "Animal", 1, 1, [2, 0, 1], 3), "", &[]),
    with(
        ch("VP-02", "Sproutcaller", "Druid", 2, 2, [1, 1, 1], 3),
        "Arrive — Create a Sproutling 1/1/1 Plant token in my Expedition.",
        &[r(T::Arrive, E::SproutInMyExpedition)],
    ),
    kw(
        with(
            ch("VP-03", "Barkhide Veteran", "Soldier", 2, 3, [2, 1, 0], 3),
            "Seasoned. From Hand — I gain 1 boost.",
            &[r(T::FromHand, E::SelfBoost(1))],
        ),
        Keywords { seasoned: true, ..NO_KW },
    ),
    with(
        ch("VP-04", "Canopy Runner", "Adventurer", 1, 2, [1, 1, 0], 3),
        "From Reserve — I gain 2 boosts.",
        &[r(T::FromReserve, E::SelfBoost(2))],
    ),
    with(
        ch("VP-05", "Glade Drummer", "Artist", 3, 3, [2, 2, 1], 3),
        "Arrive — Up to one other target Character you control gains 1 boost.",
        &[r(T::Arrive, E::BoostOtherUpTo1)],
    ),
    kw(
        with(ch("VP-06", "Thicket Warden", "Plant", 3, 4, [2, 2, 1], 2), "Eternal.", &[]),
        Keywords { eternal: true, ..NO_KW },
    ),
    kw(
        with(
            ch("VP-07", "Elder Trunk Colossus", "Titan", 5, 6, [3, 2, 2], 2),
            "Gigantic. Arrive — I gain 1 boost.",
            &[r(T::Arrive, E::SelfBoost(1))],
        ),
        Keywords { gigantic: true, ..NO_KW },
    ),
    with(
        card("VP-08", "Rootwell Shrine", Landmark, "Site", 2, 2, 3),
        "At Noon — Create a Sproutling 1/1/1 Plant token in your Companion Expedition.",
        &[r(T::AtNoon, E::SproutInCompanion)],
    ),
    with(card("VP-09", "Trailblazer's Pack", Gear, "Gear", 1, 1, 2), "Characters in my Expedition get +1 Forest.", &[]),
    eff(
        with(
            card("VP-10", "Wild Growth", Spell, "Boon", 2, 2, 3),
            "Up to two target Characters you control each gain 1 boost.",
            &[],
        ),
        E::BoostUpTo2,
    ),
    kw(
        eff(
            with(
                card("VP-11", "Scatter Seeds", Spell, "Conjuration", 2, 2, 2),
                "Fleeting. Create a Sproutling 1/1/1 Plant token in each of your Expeditions.",
                &[],
            ),
            E::SproutInEach,
        ),
        Keywords { fleeting: true, ..NO_KW },
    ),
    eff(
        with(
            card("VP-12", "Forest Shortcut", Spell, "Maneuver", 1, 1, 1),
            "Target Character you control switches Expeditions. Then it gains 1 boost.",
            &[],
        ),
        E::SwitchThenBoost,
    ),
    // Deck B: Tidebound Order.
    with(ch("TO-01", "Brine Deckhand", "Citizen", 1, 1, [0, 1, 2], 3), "", &[]),
    with(
        ch("TO-02", "Lantern Eel", "Animal", 2, 2, [1, 0, 2], 3),
        "When I am sacrificed — Draw a card.",
        &[r(T::Sacrificed, E::Draw(1))],
    ),
    with(
        ch("TO-03", "Kelp Anchorwife", "Citizen", 3, 3, [1, 2, 2], 2),
        "Arrive — I gain Anchored.",
        &[r(T::Arrive, E::SelfAnchor)],
    ),
    kw(
        with(ch("TO-04", "Harbor Sentinel", "Soldier", 3, 3, [2, 3, 3], 2), "Defender.", &[]),
        Keywords { defender: true, ..NO_KW },
    ),
    kw(
        with(ch("TO-05", "Shellguard Knight", "Noble", 4, 4, [2, 3, 3], 2), "Tough 2.", &[]),
        Keywords { tough: 2, ..NO_KW },
    ),
    with(
        ch("TO-06", "Tide Oracle", "Mage", 2, 3, [0, 2, 2], 3),
        "From Hand — You may Resupply.",
        &[r(T::FromHand, E::MayResupply)],
    ),
    with(
        ch("TO-07", "Gull Messenger", "Messenger", 1, 2, [1, 1, 1], 3),
        "From Reserve — Draw a card.",
        &[r(T::FromReserve, E::Draw(1))],
    ),
    with(
        card("TO-08", "Drowned Bell Tower", Landmark, "Construction", 2, 2, 2),
        "At Noon — Up to one target Character you control gains 1 boost. When I am sacrificed — Draw a card.",
        &[r(T::AtNoon, E::BoostUpTo1), r(T::Sacrificed, E::Draw(1))],
    ),
    kw(
        with(
            card("TO-09", "Barnacle Buoy", Gear, "Gear", 2, 2, 2),
            "Tough 1. When my Expedition moves forward — Up to one target Character in my Expedition gains Anchored.",
            &[r(T::MyExpeditionMoves, E::AnchorUpTo1InMyExpedition)],
        ),
        Keywords { tough: 1, ..NO_KW },
    ),
    eff(
        with(card("TO-10", "Lullaby of the Deep", Spell, "Song", 2, 3, 3), "Target Character gains Asleep.", &[]),
        E::Asleep,
    ),
    eff(
        with(
            card("TO-11", "Undertow Offering", Spell, "Maneuver", 1, 2, 2),
            "Sacrifice a Character. If you did, draw two cards.",
            &[],
        ),
        E::SacrificeThenDraw2,
    ),
    eff(
        with(
            card("TO-12", "Harpoon Volley", Spell, "Disruption", 3, 4, 3),
            "Send target Character to its owner's Reserve.",
            &[],
        ),
        E::SendToReserve,
    ),
    // Test-only designs (Part 3), never in a deck.
    with(
        ch("XX-01", "Restless Twin", "Test", 1, 1, [1, 1, 1], 0),
        "From Reserve — I gain 2 boosts. Arrive — Sacrifice me.",
        &[r(T::FromReserve, E::SelfBoost(2)), r(T::Arrive, E::SacrificeMe)],
    ),
    with(ch("XX-02", "Plain Stone", "Test", 0, 0, [0, 0, 0], 0), "", &[]),
    with(ch("XX-03", "Hollow Shade", "Test", 0, 0, [-1, -1, -1], 0), "", &[]),
    eff(
        with(card("XX-04", "Courtesy Arch", Landmark, "Test", 0, 0, 0), "Quick (exhaust me): After You.", &[]),
        E::AfterYou,
    ),
    with(
        card("XX-05", "Waystone", Gear, "Test", 0, 0, 0),
        "When a Character joins my Expedition — it gains 1 boost.",
        &[r(T::JoinsMyExpedition, E::BoostJoiner)],
    ),
    with(
        card("XX-06", "Beacon Cairn", Landmark, "Test", 0, 0, 0),
        "At Noon — Put each Landmark Permanent card from your Reserve into your Landmark zone.",
        &[r(T::AtNoon, E::LandmarksFromReserve)],
    ),
    with(
        card("XX-07", "Gifting Well", Landmark, "Test", 0, 0, 0),
        "At Noon — Create a Sproutling 1/1/1 Plant token in the opponent's Companion Expedition; they control it.",
        &[r(T::AtNoon, E::SproutForOpponent)],
    ),
];

/// The design with that id.
pub fn def_of(id: DefId) -> &'static CardDef {
    &DEFS[id as usize]
}

/// The design with that stable code ("VP-03"), if any.
pub fn def_by_code(code: &str) -> Option<DefId> {
    DEFS.iter().position(|d| d.code == code).map(|i| i as DefId)
}

/// The designs of a starter deck (0: Verdant Pact, 1: Tidebound Order), in list order:
/// 30 cards each.
///
/// Brief decision (deck A's size): Part 2 calls both decks "30 cards + Hero" (AL-1.1)
/// and titles deck A "12 distinct cards, 30 total", but deck A's copies as printed
/// (3+3+3+3+3+2+2+2+2+3+2+1) add up to 29. We build the 30 the rules state by running
/// a third Rootwell Shrine (VP-08): a 2-cost card, so the hand-cost curve keeps its shape
/// (1: 9, 2: 13 -> 14, 3: 5, 5: 2; mean 2.07 either way), no Character count changes,
/// no name goes past 3 copies, and with Ysolde's landmark limit of 2 the third copy makes
/// Clean-up's landmark choice reachable for Verdant Pact too, as deck B's two Bell Towers
/// do with Odrin's limit of 1.
pub fn deck_list(deck: usize) -> Vec<DefId> {
    let range = if deck == 0 { DECK_A } else { DECK_B };
    range.flat_map(|i| std::iter::repeat_n(i as DefId, DEFS[i].copies as usize)).collect()
}

/// The hero of a starter deck.
pub(crate) fn deck_hero(deck: usize) -> DefId {
    if deck == 0 {
        VP_H
    } else {
        TO_H
    }
}

/// Terrain names, in statistic order (AL-4.2).
pub const TERRAINS: [&str; 3] = ["Forest", "Mountain", "Water"];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_decks_have_thirty_cards_and_distinct_codes() {
        // AL-1.1: both starter decks are 30 cards (deck A's printed copies add to 29; see
        // `deck_list` for the third Rootwell Shrine).
        assert_eq!(deck_list(0).len(), 30);
        assert_eq!(deck_list(1).len(), 30);
        assert_eq!(deck_list(0).iter().filter(|&&d| def_of(d).code == "VP-08").count(), 3);
        let mut codes: Vec<_> = DEFS.iter().map(|d| d.code).collect();
        codes.sort();
        codes.dedup();
        assert_eq!(codes.len(), DEFS.len());
        assert_eq!(def_of(SPROUTLING).code, "TK-01");
        assert_eq!(def_of(deck_list(1)[0]).code, "TO-01");
    }
}
