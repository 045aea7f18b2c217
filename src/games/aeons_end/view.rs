//! What one seat sees. Hands are open between allies (the game is cooperative), and so
//! are discard piles, breaches and the supply; deck orders (the mages', the nemesis
//! deck's, the turn order deck's) are hidden: only counts (per tier for the nemesis).

use serde::{Deserialize, Serialize};

use super::action::{CardId, NemId};
use super::cards::{focus_cost, open_cost, unleash_text, CardKind, CardType, NemType, NEMESIS_NAME};
use super::rules::nemesis::ROMAN;
use super::state::{AeonsEnd, BreachState, Pending, Phase, PlayerFor, TurnCard};
use crate::engine::prelude::*;
use crate::engine::{Decision, DecisionKind, Outcome, Seat};
use crate::engine::static_words::Word;

/// A player card face.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardView {
    pub id: CardId,
    pub kind: CardKind,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub name: Word,
    pub ty: CardType,
    pub cost: u32,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub text: Word,
}

impl CardView {
    /// The design's data key (`glimstone`, `emberwisp` ...).
    pub fn kind_key(&self) -> &'static str {
        self.kind.data().key
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
        let k = self.kind(id);
        let d = k.data();
        CardView { id, kind: k, name: d.name, ty: d.ty, cost: d.cost, text: d.text }
    }

    fn nem_view(&self, id: NemId, life: u32, tokens: u32) -> NemCardView {
        let d = self.nem_kind(id).data();
        NemCardView { id, name: d.name, tier: d.tier, ty: d.ty, text: d.text, life, tokens }
    }

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
                let d = m.kind.data();
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
                    name: d.name,
                    title: d.title,
                    life: m.life,
                    max_life: m.max_life,
                    exhausted: m.exhausted,
                    charges: m.charges,
                    max_charges: d.max_charges,
                    ability: d.ability,
                    ability_text: d.ability_text,
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
            tiers[(self.nem_kind(c).tier() - 1) as usize] += 1;
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
                    card: CardView {
                        id: p.cards.last().copied().unwrap_or(CardId(u16::MAX)),
                        kind: p.kind,
                        name: p.kind.name(),
                        ty: p.kind.ty(),
                        cost: p.kind.cost(),
                        text: p.kind.data().text,
                    },
                    count: p.cards.len(),
                })
                .collect(),
            gravehold: self.gravehold,
            gravehold_max: self.gravehold_max,
            nemesis: NemesisView {
                name: NEMESIS_NAME,
                life: n.life,
                max_life: n.max_life,
                unleash: unleash_text(n.unleash),
                deck_tiers: tiers,
                discard: n.discard.iter().rev().map(|&c| self.nem_view(c, 0, 0)).collect(),
                play: n.play.iter().map(|p| self.nem_view(p.card, p.life, p.tokens)).collect(),
                last_turn: self.nemesis_acted.clone(),
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
            Some(Pending::Player { why, .. }) => {
                let words = match why {
                    PlayerFor::Damage(n) => format!("Choose which mage suffers {n} damage (any player)"),
                    PlayerFor::Lowest(n) => format!("Tied for the lowest life: choose which mage suffers {n} damage"),
                    PlayerFor::DiscardSpell => {
                        "Tied for the most prepped spells: choose which mage discards one".into()
                    }
                    PlayerFor::LoseCharge => "Tied for the most charges: choose which mage loses one".into(),
                };
                let effect = self.acting.map(|id| self.nem_kind(id).name());
                let from = effect.map(|n| format!("{n}: ")).unwrap_or_default();
                Decision::new(seat, DecisionKind::Target, "AE-9.6", format!("{from}the team decides. {words}")).for_team()
            }
            Some(Pending::DestroyBreach { .. }) => Decision::new(
                seat,
                DecisionKind::Target,
                "AE-11.1",
                "You are exhausted: choose one of your breaches to destroy",
            ),
            Some(Pending::DiscardPrepped { .. }) => Decision::new(
                seat,
                DecisionKind::Discard,
                "AE-9.5",
                "Drowning Grasp: choose one of your prepped spells to discard",
            ),
            Some(Pending::OrderPlayed) => Decision::new(
                seat,
                DecisionKind::Order,
                "AE-7.1",
                "Draw phase: click your played gems and relics in the order they go onto your discard pile",
            ),
            Some(Pending::CompassAgain { owner, breach }) => Decision::new(
                seat,
                DecisionKind::YesNo,
                "C-3",
                format!(
                    "Wayfinder's Compass: spend 1 aether to focus {}'s breach {} once more?",
                    self.mage_word(*owner),
                    ROMAN[*breach as usize]
                ),
            ),
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
