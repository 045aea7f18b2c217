//! What one seat may see (LO-7.1.1): public zones in full, the own hand, and only
//! counts for the opponent's hand, both decks and both inkwells (LO-7.5.4).

use serde::{Deserialize, Serialize};

use super::action::CardId;
use super::cards::{def, CardDef, CardType, Keyword};
use super::state::{Lorcana, Pending, Step, Triggered};
use crate::engine::static_words::Word;
use crate::engine::{Decision, DecisionKind, Observe, Outcome, Seat};

/// One card as shown on the table, with effective values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardView {
    pub id: CardId,
    /// Design code, e.g. "A03".
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub def: Word,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub name: Word,
    #[serde(deserialize_with = "crate::engine::static_words::opt_word")]
    pub version: Option<Word>,
    pub card_type: CardType,
    pub song: bool,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub classes: Word,
    pub cost: u8,
    pub inkable: bool,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub ink: Word,
    pub strength: Option<i32>,
    pub willpower: Option<i32>,
    pub lore: Option<i32>,
    pub move_cost: Option<u8>,
    pub keywords: Vec<String>,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub text: Word,
    pub exerted: bool,
    pub drying: bool,
    pub damage: u8,
    pub ward: bool,
    pub at_location: Option<CardId>,
    /// Cards under this one (Shift stack), bottom first.
    pub under: Vec<CardId>,
    /// How many cards Boost put face down under it (LO-8.16.2).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub tucked: usize,
    /// Keywords it has now that are not printed on it (from an effect or a static
    /// ability), other than Ward (`ward` says that one).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub granted: Vec<String>,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

impl CardView {
    /// The card as printed, out of play (the deck builder's face): no damage, nothing
    /// under it, its printed numbers.
    pub fn printed(d: &'static CardDef) -> CardView {
        let is_char = d.kind == CardType::Character;
        let has_lore = is_char || d.kind == CardType::Location;
        CardView {
            id: CardId(0),
            def: d.code.as_str(),
            name: d.name.as_str(),
            version: d.version.as_deref(),
            card_type: d.kind,
            song: d.song,
            classes: d.classes_line.as_str(),
            cost: d.cost,
            inkable: d.inkable,
            ink: d.ink.word(),
            strength: is_char.then_some(d.strength as i32),
            willpower: has_lore.then_some(d.willpower as i32),
            lore: has_lore.then_some(d.lore as i32),
            move_cost: (d.kind == CardType::Location).then_some(d.move_cost),
            keywords: d.keyword_labels.clone(),
            text: d.text.as_str(),
            exerted: false,
            drying: false,
            damage: 0,
            ward: false,
            at_location: None,
            under: Vec::new(),
            tucked: 0,
            granted: Vec::new(),
        }
    }
}

/// Inkwell counts: the faces are hidden even from the owner (LO-7.5.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InkwellView {
    pub total: usize,
    pub ready: usize,
}

/// One seat's side of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub seat: Seat,
    pub lore: u32,
    pub deck: usize,
    pub hand_count: usize,
    /// The cards, only for the viewing seat.
    pub hand: Option<Vec<CardView>>,
    pub inkwell: InkwellView,
    pub characters: Vec<CardView>,
    pub items: Vec<CardView>,
    pub locations: Vec<CardView>,
    pub discard: Vec<CardView>,
    pub ink_used_this_turn: bool,
    pub altered_hand: bool,
}

/// A bag entry, in bag order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BagView {
    pub owner: Seat,
    pub source: CardId,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub source_name: Word,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub text: Word,
}

/// Everything `seat` may see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LorcanaView {
    pub viewer: Seat,
    pub turn: u32,
    pub active: Seat,
    pub starting_player: Seat,
    pub to_act: Option<Seat>,
    #[serde(deserialize_with = "crate::engine::static_words::words")]
    pub phase: Vec<Word>,
    pub ink_used_this_turn: bool,
    pub seats: Vec<SeatView>,
    pub bag: Vec<BagView>,
    /// An action or song whose effect is resolving.
    pub resolving: Option<CardView>,
    /// The decision being waited for, in words ("P1: choose a target for Kindle Strike").
    pub pending: Option<String>,
    pub outcome: Option<Outcome>,
}

impl Lorcana {
    /// The card as shown, with effective values.
    pub(crate) fn card_view(&self, id: CardId) -> CardView {
        let cs = self.card(id);
        let d = def(cs.def);
        let is_char = d.kind == CardType::Character;
        let in_play = self.in_play(id);
        let printed = CardView::printed(d);
        // In play a number is its effective value (the rules' reads), elsewhere as printed.
        let stat = |printed: Option<i32>, now: &dyn Fn() -> i32| printed.map(|p| if in_play { now() } else { p });
        CardView {
            id,
            strength: stat(printed.strength, &|| self.strength(id)),
            willpower: stat(printed.willpower, &|| self.willpower(id)),
            lore: stat(printed.lore, &|| self.lore_value(id)),
            exerted: cs.exerted,
            drying: cs.drying,
            damage: cs.damage,
            ward: is_char && self.has_ward(id),
            at_location: cs.at_location,
            under: cs.under.clone(),
            tucked: cs.tucked.len(),
            granted: if in_play && is_char { self.granted_keywords(id) } else { Vec::new() },
            ..printed
        }
    }

    /// Keywords a character has now beyond its printed ones (Ward aside).
    fn granted_keywords(&self, id: CardId) -> Vec<String> {
        const KINDS: [Keyword; 7] = [
            Keyword::Alert,
            Keyword::Bodyguard,
            Keyword::Evasive,
            Keyword::Reckless,
            Keyword::Rush,
            Keyword::Support,
            Keyword::Vanish,
        ];
        let d = self.def_of(id);
        let mut out: Vec<String> =
            KINDS.iter().filter(|&&k| !d.has(k) && self.has(id, k)).map(|k| k.label()).collect();
        let extra = self.challenger_bonus(id) - d.keyword_value(Keyword::Challenger(0)).unwrap_or(0) as i32;
        if extra > 0 {
            out.push(format!("Challenger +{extra}"));
        }
        let extra = self.resist(id) - d.keyword_value(Keyword::Resist(0)).unwrap_or(0) as i32;
        if extra > 0 {
            out.push(format!("Resist +{extra}"));
        }
        out
    }

    fn seat_view(&self, s: Seat, own: Option<Seat>) -> SeatView {
        let p = &self.players[s];
        let of_kind =
            |k: CardType| p.play.iter().filter(|&&c| self.def_of(c).kind == k).map(|&c| self.card_view(c)).collect();
        SeatView {
            seat: s,
            lore: p.lore,
            deck: p.deck.len(),
            hand_count: p.hand.len(),
            hand: (own == Some(s)).then(|| p.hand.iter().map(|&c| self.card_view(c)).collect()),
            inkwell: InkwellView { total: p.inkwell.len(), ready: p.ready_ink() },
            characters: of_kind(CardType::Character),
            items: of_kind(CardType::Item),
            locations: of_kind(CardType::Location),
            discard: p.discard.iter().map(|&c| self.card_view(c)).collect(),
            ink_used_this_turn: p.inked_this_turn > 0,
            altered_hand: p.altered,
        }
    }
}


impl Observe for Lorcana {
    type View = LorcanaView;

    fn view_from(&self, seat: Seat, own: Option<Seat>) -> Self::View {
        let seats = (0..2).map(|s| self.seat_view(s, own)).collect();
        let bag = self
            .bag
            .iter()
            .map(|e| BagView {
                owner: e.owner,
                source: e.item.source,
                source_name: self.name(e.item.source),
                text: match e.item.what {
                    Triggered::Support => {
                        "Support: add this character's strength to another chosen character this turn"
                    }
                    Triggered::Ability(i) => {
                        self.def_of(e.item.source).ability_texts.get(i as usize).map_or("", String::as_str)
                    }
                },
            })
            .collect();
        LorcanaView {
            viewer: seat,
            turn: self.turn,
            active: self.active,
            starting_player: self.starting,
            to_act: self.to_act_seat(),
            phase: self.phase_names(),
            ink_used_this_turn: self.players[self.active].inked_this_turn > 0,
            seats,
            bag,
            resolving: self.resolving.map(|c| self.card_view(c)),
            pending: self.prompt(),
            outcome: self.book.outcome().cloned(),
        }
    }


    /// The pending decision, structured, with words for the deciding seat.
    fn decision(&self) -> Option<Decision> {
        if self.book.is_over() {
            return None;
        }
        let seat = self.to_act_seat()?;
        let d = match &self.pending {
            Some(Pending::OrderBag { .. }) => Decision::new(
                seat,
                DecisionKind::Order,
                "LO-7.7.3",
                "Choose which of your abilities in the bag resolves next",
            ),
            Some(Pending::Target { source, choice, .. }) => Decision::new(
                seat,
                DecisionKind::Target,
                "LO-6.7",
                format!(
                    "Choose {} for {}{}",
                    if choice.max > 1 { "targets" } else { "a target" },
                    self.name(*source),
                    if choice.can_stop() { ", or decline" } else { "" }
                ),
            )
            .for_source(source.0 as u32),
            Some(Pending::Amount { source, card, max, .. }) => Decision::new(
                seat,
                DecisionKind::Amount,
                "LO-6.7",
                format!("Choose how much damage (0 to {max}) to remove from {}", self.name(*card)),
            )
            .for_source(source.0 as u32),
            Some(Pending::BodyguardEnter { card, .. }) => Decision::new(
                seat,
                DecisionKind::YesNo,
                "LO-8.3.1",
                format!("Should {} enter play exerted (Bodyguard)?", self.name(*card)),
            )
            .for_source(card.0 as u32),
            Some(Pending::May { source, .. }) => Decision::new(
                seat,
                DecisionKind::YesNo,
                "LO-6.1.3",
                self.prompt().map(|p| p.split_once(": ").map_or(p.clone(), |(_, q)| capitalise(q))).unwrap_or_default(),
            )
            .for_source(source.0 as u32),
            Some(Pending::Singers { song, need, .. }) => Decision::new(
                seat,
                DecisionKind::Target,
                "LO-8.16.3",
                format!("Choose characters whose costs total {need} or more to sing {}", self.name(*song)),
            )
            .for_source(song.0 as u32),
            None => match self.step {
                Step::AlterHand(_) => Decision::new(
                    seat,
                    DecisionKind::Setup,
                    "LO-2.2.2",
                    "Click cards to put them on the bottom of your deck, then Done to draw back up to 7",
                ),
                _ => Decision::new(
                    seat,
                    DecisionKind::Turn,
                    "LO-3.3.1",
                    "Your turn: ink a card, play, quest, challenge or move, then end the turn",
                ),
            },
        };
        Some(d)
    }
}

/// The first letter upper case. ASCII only: prompts begin with ASCII words, and
/// `char::to_uppercase` would bring the Unicode case tables into the page.
fn capitalise(s: &str) -> String {
    let mut s = s.to_string();
    if let Some(first) = s.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    s
}
