//! What one seat sees. Hands are open between allies (the game is cooperative), and so
//! are discard piles, breaches and the supply; deck orders (the mages', the nemesis
//! deck's, the turn order deck's) are hidden: only counts (per tier for the nemesis).

use serde::{Deserialize, Serialize};

use super::action::{CardId, NemId};
use super::rules::nemesis::ROMAN;
use super::cards::{focus_cost, open_cost, CardType, NemType};
use super::content::unleash_words;
use super::state::{AeonsEnd, BreachState, Phase, TurnCard};
use crate::engine::prelude::*;
use crate::engine::{Decision, DecisionKind, Outcome, Seat};
use crate::engine::static_words::Word;

/// A player card face.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardView {
    pub id: CardId,
    /// The design's id (`glimstone`, `emberwisp` ...).
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub kind: Word,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub name: Word,
    pub ty: CardType,
    pub cost: u32,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub text: Word,
}

impl CardView {
    /// The design's id (`glimstone`, `emberwisp` ...).
    pub fn kind_key(&self) -> &'static str {
        self.kind
    }
}

/// A breach as drawn on the mat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BreachView {
    pub state: BreachState,
    /// Focus cost (closed) (AE-1.6).
    pub focus_cost: u32,
    /// Open cost at the current stage (closed).
    pub open_cost: u32,
    pub focused: bool,
    pub bonus: u32,
    pub spell: Option<CardView>,
    /// Holds the second half of a two-breach spell shown in the breach to its left.
    pub spell_continues: bool,
}

/// One mage, as every seat sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MageView {
    pub seat: Seat,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub name: Word,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub title: Word,
    pub life: u32,
    pub max_life: u32,
    pub exhausted: bool,
    pub charges: u32,
    pub max_charges: u32,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub ability: Word,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub ability_text: Word,
    pub hand: Vec<CardView>,
    pub deck_count: usize,
    /// Top first (AE-8.5).
    pub discard: Vec<CardView>,
    pub played: Vec<CardView>,
    pub breaches: Vec<BreachView>,
}

/// A supply pile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PileView {
    pub index: usize,
    pub card: CardView,
    pub count: usize,
}

/// A nemesis card face.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NemCardView {
    pub id: NemId,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub name: Word,
    pub tier: u8,
    pub ty: NemType,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub text: Word,
    /// Life left (minion) or tokens left (power) while in play.
    pub life: u32,
    pub tokens: u32,
}

/// The nemesis side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NemesisView {
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub name: Word,
    pub life: u32,
    pub max_life: u32,
    pub unleash: String,
    /// Cards left per tier 1, 2, 3 (the order is hidden).
    pub deck_tiers: [usize; 3],
    /// Top first.
    pub discard: Vec<NemCardView>,
    /// Oldest first.
    pub play: Vec<NemCardView>,
    /// The cards that acted in the nemesis's latest turn, in order (its last move).
    pub last_turn: Vec<NemId>,
    /// The mat's own rules and setup, in words.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<String>,
    /// The counter on its mat: its name, value and maximum.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub counter: Option<CounterView>,
    /// Its corruptions not yet given out: what one is called, and how many are left.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub corruption: Option<ReserveView>,
    /// Its brood's minions not in play.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub brood: Option<ReserveView>,
}

/// A counter on the nemesis mat (AE-14.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CounterView {
    pub name: String,
    pub value: u32,
    pub max: u32,
}

/// Cards the nemesis keeps outside its deck.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReserveView {
    pub name: String,
    pub plural: String,
    pub left: usize,
}

/// The whole table as `seat` sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AeonsEndView {
    pub seat: Seat,
    pub turn: u32,
    pub active: Seat,
    pub phase: Phase,
    pub aether: u32,
    pub restricted: u32,
    pub mages: Vec<MageView>,
    pub supply: Vec<PileView>,
    pub gravehold: u32,
    pub gravehold_max: u32,
    pub nemesis: NemesisView,
    pub turn_deck_count: usize,
    /// Revealed turn order cards, oldest first.
    pub turn_revealed: Vec<TurnCard>,
    /// What happened since the last decision, in words.
    pub recent: Vec<String>,
    pub decision: Option<Decision>,
    pub outcome: Option<Outcome>,
}

impl AeonsEnd {
    pub(crate) fn card_view(&self, id: CardId) -> CardView {
        design_view(id, self.kind(id))
    }

    fn nem_view(&self, id: NemId, life: u32, tokens: u32) -> NemCardView {
        let d = self.nem_kind(id);
        NemCardView { id, name: &d.name, tier: d.tier, ty: d.ty(), text: &d.text, life, tokens }
    }

}


/// A player card's face, `id` being the instance shown.
pub(crate) fn design_view(id: CardId, k: super::cards::CardKind) -> CardView {
    CardView { id, kind: &k.id, name: &k.name, ty: k.kind, cost: k.cost, text: &k.text }
}

impl Observe for AeonsEnd {
    type View = AeonsEndView;

    /// Every mage's hand is open to all (AE-1.1) and no deck order is shown, so a watcher
    /// sees what a seat sees.
    fn view_from(&self, seat: Seat, _own: Option<Seat>) -> Self::View {
        let mages = self
            .mages
            .iter()
            .enumerate()
            .map(|(s, m)| {
                let d = m.kind;
                let breaches = (0..4)
                    .map(|i| {
                        let b = m.breaches[i];
                        let cont = i > 0 && b.spell.is_some() && m.breaches[i - 1].spell == b.spell;
                        BreachView {
                            state: b.state,
                            focus_cost: focus_cost(i),
                            open_cost: match b.state {
                                BreachState::Closed(st) => open_cost(i, st),
                                _ => 0,
                            },
                            focused: b.focused,
                            bonus: super::cards::breach_bonus(i),
                            spell: b.spell.map(|c| self.card_view(c)),
                            spell_continues: cont,
                        }
                    })
                    .collect();
                MageView {
                    seat: s,
                    name: &d.name,
                    title: &d.title,
                    life: m.life,
                    max_life: m.max_life,
                    exhausted: m.exhausted,
                    charges: m.charges,
                    max_charges: d.ability.charges,
                    ability: &d.ability.name,
                    ability_text: &d.ability_text,
                    hand: m.hand.iter().map(|&c| self.card_view(c)).collect(),
                    deck_count: m.deck.len(),
                    discard: m.discard.iter().rev().map(|&c| self.card_view(c)).collect(),
                    played: m.played.iter().map(|&c| self.card_view(c)).collect(),
                    breaches,
                }
            })
            .collect();
        let n = &self.nemesis;
        let mut tiers = [0usize; 3];
        for &c in &n.deck {
            tiers[(self.nem_kind(c).tier.clamp(1, 3) - 1) as usize] += 1;
        }
        AeonsEndView {
            seat,
            turn: self.turn,
            active: self.active,
            phase: self.phase,
            aether: self.aether,
            restricted: self.restricted,
            mages,
            supply: self
                .supply
                .iter()
                .enumerate()
                .map(|(i, p)| PileView {
                    index: i,
                    card: design_view(p.cards.last().copied().unwrap_or(CardId(u16::MAX)), p.kind),
                    count: p.cards.len(),
                })
                .collect(),
            gravehold: self.gravehold,
            gravehold_max: self.gravehold_max,
            nemesis: NemesisView {
                name: &n.def.name,
                life: n.life,
                max_life: n.max_life,
                unleash: unleash_words(n.def, n.unleash),
                deck_tiers: tiers,
                discard: n.discard.iter().rev().map(|&c| self.nem_view(c, 0, 0)).collect(),
                play: n.play.iter().map(|p| self.nem_view(p.card, p.life, p.tokens)).collect(),
                last_turn: self.nemesis_acted.clone(),
                rules: n.def.rules_text.clone(),
                counter: n.def.counter.as_ref().map(|c| CounterView { name: c.name.clone(), value: n.counter, max: c.max }),
                corruption: n.def.corruption.as_ref().map(|r| ReserveView {
                    name: r.name.clone(),
                    plural: r.plural.clone(),
                    left: n.corruption.len(),
                }),
                brood: n.def.brood.as_ref().map(|r| ReserveView {
                    name: r.name.clone(),
                    plural: r.plural.clone(),
                    left: n.brood.len(),
                }),
            },
            turn_deck_count: self.turn_deck.len(),
            turn_revealed: self.turn_discard.clone(),
            recent: self.recent.clone(),
            decision: self.decision(),
            outcome: self.book.outcome().cloned(),
        }
    }


    /// The pending decision, in words for the deciding seat.
    fn decision(&self) -> Option<Decision> {
        if self.book.is_over() {
            return None;
        }
        let seat = self.to_act_seat();
        let d = match &self.pending {
            Some(p) => self.pending_decision(p),
            None => match self.phase {
                Phase::Casting => {
                    let words = match self.must_cast() {
                        Some(b) => format!(
                            "Casting phase: cast your prepped spells (the one in closed breach {} must be cast)",
                            ROMAN[b]
                        ),
                        None => "Casting phase: cast prepped spells in any order, or go on to the main phase".into(),
                    };
                    Decision::new(seat, DecisionKind::Turn, "AE-5", words)
                }
                _ => Decision::new(
                    seat,
                    DecisionKind::Turn,
                    "AE-6",
                    "Main phase: play gems and relics, gain cards or charges, focus or open breaches, prep spells; \
                     then end the main phase",
                ),
            },
        };
        Some(d)
    }
}
