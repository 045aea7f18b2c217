//! What one seat may see (NX-1.5): everything on the planet, the queue and the caches;
//! the counts of every deck and hand; its own hand; never the other hand or any deck order.

use serde::{Deserialize, Serialize};

use super::action::{CardId, Target};
use super::cards::{pool, Kind, SLOT_NAMES};
use super::options::Planet;
use super::state::{seat_name, ItemKind, Nexus, Paying, Pending, Step};
use crate::engine::static_words::Word;
use crate::engine::{Decision, DecisionKind, Observe, Outcome, Seat};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardView {
    pub id: CardId,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub code: Word,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub name: Word,
    pub kind: Kind,
    pub gear: bool,
    pub modification: bool,
    pub cost: String,
    pub speed: u8,
    pub ranged: bool,
    pub attack: i32,
    pub defense: i32,
    pub damage: i32,
    pub locked: bool,
    pub increase: u8,
    pub arrived_this_turn: bool,
    pub converted: bool,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub text: Word,
    pub attached: Vec<CardView>,
    /// Energy it produces when locked, if it is a source ("{E}{1}").
    pub output: Option<String>,
}

impl CardView {
    /// A design as printed, in no game (the deck builder's cards): unlocked, undamaged,
    /// in a hand (no source's output, NX-5.3), with the words the table's cards have.
    pub fn printed(code: u8) -> Self {
        let d = super::cards::def_of(code);
        CardView {
            id: CardId(code),
            code: d.code,
            name: d.name,
            kind: d.kind,
            gear: d.gear,
            modification: d.modification,
            cost: if d.kind == Kind::Anomaly { String::new() } else { d.cost.text() },
            speed: d.speed,
            ranged: d.ranged,
            attack: d.attack,
            defense: d.defense,
            damage: 0,
            locked: false,
            increase: 0,
            arrived_this_turn: false,
            converted: false,
            text: d.text,
            attached: Vec::new(),
            output: None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BiomeView {
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub slot: Word,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub name: Word,
    #[serde(deserialize_with = "crate::engine::static_words::opt_word")]
    pub influence: Option<Word>,
    /// Per seat.
    pub durability: [i32; 2],
    pub lost: [bool; 2],
    pub agents: [Vec<CardView>; 2],
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatView {
    pub hand: Option<Vec<CardView>>,
    pub hand_count: usize,
    pub deck_count: usize,
    pub staging: Vec<CardView>,
    pub cache: Vec<CardView>,
    /// Unlocked sources and the energy they could produce.
    pub energy_ready: usize,
    pub energy_total: usize,
    pub converted_this_turn: bool,
    pub anomaly_this_turn: bool,
    pub biomes_lost: usize,
    /// Best of three: the seat's own reserve (NX-2.2); never the other seat's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reserve: Option<Vec<CardView>>,
    /// Between matches: the seat's own deck, in card order, to swap from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deck_list: Option<Vec<CardView>>,
}

/// The ids the own reserve's cards are shown with: slot `i` is `CardId(RESERVE_IDS + i)`,
/// past every card of the table (a swap's second click, NX-2.2).
pub const RESERVE_IDS: u8 = 200;

/// The score of a best of three (NX-2.1), as both seats see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeriesView {
    pub best_of: u8,
    /// The match being played (between matches: the next one), from 1.
    pub match_number: usize,
    /// Match wins per seat.
    pub wins: [u8; 2],
    /// Each finished match's winner; `None` for a draw (NX-2.5).
    pub results: Vec<Option<Seat>>,
    /// Between matches: who starts the next match (NX-2.4).
    pub next_starter: Seat,
    /// Between matches: the seats that are ready.
    pub ready: [bool; 2],
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ItemView {
    pub id: u32,
    pub controller: Seat,
    pub speed: Option<u8>,
    pub cancelled: bool,
    pub what: String,
    pub card: Option<CardView>,
    pub targets: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NexusView {
    pub seat: Seat,
    /// The turn number as [`crate::engine::Game::turn`] gives it, from 1: the mulligans
    /// (NX-12.4) are the match's setup, which leads into turn 1, the starting player's
    /// first (NX-12.5); the brief counts no turn 0, so they show turn 1.
    pub turn: u32,
    pub active: Seat,
    pub step: Step,
    #[serde(deserialize_with = "crate::engine::static_words::words")]
    pub phase: Vec<Word>,
    /// Who holds the floor in the open window, if one is open.
    pub floor: Option<Seat>,
    pub leader: Option<Seat>,
    /// Speeds the floor holder may use right now.
    pub speeds_now: Vec<u8>,
    pub window_speeds: Vec<u8>,
    pub planet: Vec<BiomeView>,
    pub players: Vec<SeatView>,
    pub queue: Vec<ItemView>,
    pub attackers: Vec<CardId>,
    pub blocks: Vec<(CardId, Vec<CardId>)>,
    pub draft: super::state::Draft,
    /// The card or skill being paid for, and what is still owed.
    pub paying: Option<(String, String)>,
    pub decision: Option<Decision>,
    pub outcome: Option<Outcome>,
    pub last: Option<String>,
    /// A best of three's score; absent in a best of one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub series: Option<SeriesView>,
}

impl Nexus {
    pub(crate) fn card_view(&self, c: CardId) -> CardView {
        let k = self.card(c);
        let d = k.def();
        let on = self.on_planet(c);
        CardView {
            id: c,
            code: d.code,
            name: d.name,
            kind: d.kind,
            gear: d.gear,
            modification: d.modification,
            cost: if d.kind == Kind::Anomaly { String::new() } else { d.cost.text() },
            speed: d.speed,
            ranged: if on && d.kind == Kind::Agent { self.ranged(c) } else { d.ranged },
            attack: if on && d.kind == Kind::Agent { self.attack(c) } else { d.attack },
            defense: if on && d.kind == Kind::Agent { self.defense(c) } else { d.defense },
            damage: k.damage,
            locked: k.locked,
            increase: k.increase,
            arrived_this_turn: on && k.arrived == self.turn,
            converted: k.converted,
            text: d.text,
            attached: k.attached.iter().map(|&a| self.card_view(a)).collect(),
            output: self.output(c).map(|(t, x)| {
                let mut s = t.map(|t| format!("{{{}}}", super::cards::ENERGY_SYMBOLS[t as usize])).unwrap_or_default();
                if x > 0 {
                    s.push_str(&format!("{{{x}}}"));
                }
                s
            }),
        }
    }


    fn item_view(&self, i: usize, it: &super::state::Item) -> ItemView {
        let (card, targets) = match &it.kind {
            ItemKind::Card { card, target, biome } => {
                let mut t: Vec<String> = target.iter().map(|&t| self.target_text(t)).collect();
                if let Some(b) = biome {
                    t.push(format!("arrives in {}", SLOT_NAMES[*b as usize]));
                }
                (Some(self.card_view(*card)), t)
            }
            ItemKind::Skill { source, target, .. } => {
                (Some(self.card_view(*source)), target.iter().map(|&t| self.target_text(t)).collect())
            }
            ItemKind::Advance { moves, gear } => (
                None,
                moves
                    .iter()
                    .map(|&(a, b)| format!("{} to {}", self.name(a), SLOT_NAMES[b as usize]))
                    .chain(gear.iter().map(|&(g, a)| format!("{} on {}", self.name(g), self.name(a))))
                    .collect(),
            ),
            ItemKind::Attack { agents } => (None, agents.iter().map(|&a| self.name(a).to_string()).collect()),
            ItemKind::Defend { blocks } => {
                (None, blocks.iter().map(|&(d, a)| format!("{} blocks {}", self.name(d), self.name(a))).collect())
            }
        };
        ItemView {
            id: it.id,
            controller: it.controller,
            speed: it.speed,
            cancelled: it.cancelled,
            what: self.item_name(i),
            card,
            targets,
        }
    }

    fn target_text(&self, t: Target) -> String {
        self.target_words(Some(t), None).trim_start_matches(" on ").to_string()
    }
}

impl Observe for Nexus {
    type View = NexusView;

    fn view_from(&self, seat: Seat, own: Option<Seat>) -> Self::View {
        let planet = (0..3)
            .map(|b| BiomeView {
                slot: SLOT_NAMES[b],
                name: pool().biomes[b].name,
                influence: (self.opts.planet == Planet::HalvardsReach).then_some(pool().biomes[b].words),
                durability: [self.sectors[0][b], self.sectors[1][b]],
                lost: [self.lost[0][b], self.lost[1][b]],
                agents: [0, 1].map(|s| self.players[s].biomes[b].iter().map(|&c| self.card_view(c)).collect()),
            })
            .collect();
        let players = (0..2)
            .map(|s| {
                let p = &self.players[s];
                let sources: Vec<CardId> = p.staging.iter().copied().filter(|&c| self.output(c).is_some()).collect();
                SeatView {
                    hand: (own == Some(s)).then(|| p.hand.iter().map(|&c| self.card_view(c)).collect()),
                    hand_count: p.hand.len(),
                    deck_count: p.deck.len(),
                    staging: p.staging.iter().map(|&c| self.card_view(c)).collect(),
                    cache: p.cache.iter().map(|&c| self.card_view(c)).collect(),
                    energy_ready: sources.iter().filter(|&&c| !self.card(c).locked).count(),
                    energy_total: sources.len(),
                    converted_this_turn: p.converted_this_turn,
                    anomaly_this_turn: p.anomaly_this_turn,
                    biomes_lost: self.lost_count(s),
                    reserve: (own == Some(s) && self.best_of() > 1)
                        .then(|| p.reserve.iter().enumerate().map(|(i, &d)| CardView {
                            id: CardId(RESERVE_IDS + i as u8),
                            ..CardView::printed(d)
                        }).collect()),
                    // In card order: the deck's order is hidden, even from its owner.
                    deck_list: (own == Some(s) && self.step == Step::BetweenMatches).then(|| {
                        let mut ids = p.deck.clone();
                        ids.sort_unstable();
                        ids.into_iter().map(|c| self.card_view(c)).collect()
                    }),
                }
            })
            .collect();
        let queue = self.queue.iter().enumerate().map(|(i, it)| self.item_view(i, it)).collect();
        let window = self.step.is_window() && self.pending.is_none() && !self.book.is_over();
        let paying = match &self.pending {
            Some(Pending::Pay { left, paying, seat: payer, .. }) => {
                let what = match paying {
                    Paying::Card { card, .. } => format!("{} plays {}", seat_name(*payer), self.name(*card)),
                    Paying::Skill { source, .. } => format!("{} activates {}", seat_name(*payer), self.name(*source)),
                };
                Some((what, left.text()))
            }
            _ => None,
        };
        NexusView {
            seat,
            turn: self.turn.max(1),
            active: self.active,
            step: self.step,
            phase: self.step.names(),
            floor: window.then_some(self.floor),
            leader: window.then(|| self.leader()),
            speeds_now: if window { self.speeds_for(self.floor) } else { Vec::new() },
            window_speeds: self.step.speeds().to_vec(),
            planet,
            players,
            queue,
            attackers: self.battle.attackers.clone(),
            blocks: self.battle.blocks.clone(),
            draft: self.draft.clone(),
            paying,
            decision: self.decision(),
            outcome: self.book.outcome().cloned(),
            last: self.last.as_ref().map(|(s, a)| match a {
                // The card put under a deck after a mulligan stays hidden from the other seat.
                super::action::Action::Bottom { .. } if own != Some(*s) => {
                    format!("{}: put a card on the bottom of their deck", seat_name(*s))
                }
                // So do the cards swapped with a reserve (NX-2.2).
                super::action::Action::Swap { .. } if own != Some(*s) => {
                    format!("{}: swapped a card of their deck with their reserve", seat_name(*s))
                }
                super::action::Action::Swap { out, slot } => {
                    let now = self.players[*s].reserve.get(*slot as usize).map_or("", |&d| super::cards::def_of(d).name);
                    format!("{}: {} into the deck, {now} into the reserve", seat_name(*s), self.nm(*out))
                }
                _ => format!("{}: {}", seat_name(*s), self.label(a)),
            }),
            series: (self.best_of() > 1).then(|| SeriesView {
                best_of: self.best_of(),
                match_number: self.match_number(),
                wins: self.series.wins,
                results: self.series.results.clone(),
                next_starter: self.series.next_starter,
                ready: self.series.ready,
            }),
        }
    }


    /// The pending decision, structured, in words for the deciding seat.
    fn decision(&self) -> Option<Decision> {
        let seat = self.to_act_seat()?;
        let d = match &self.pending {
            Some(Pending::Bottom { left, .. }) => Decision::new(seat, DecisionKind::Setup, "NX-12.4",
                format!("Click {left} more card(s) in your hand to put them on the bottom of your deck")),
            Some(Pending::Pay { left, paying, .. }) => {
                let what = match paying {
                    super::state::Paying::Card { card, .. } => self.nm(*card),
                    super::state::Paying::Skill { source, .. } => format!("{}'s skill", self.nm(*source)),
                };
                Decision::new(seat, DecisionKind::Discard, "NX-5.4",
                    format!("Pay {} for {what}: click energy sources to lock, or cancel", left.text()))
            }
            Some(Pending::OrderReactives { left, .. }) => Decision::new(seat, DecisionKind::Order, "NX-10.3",
                format!("{} of your reactive skills trigger together: click the one that enters the queue next (the last in executes first)", left.len())),
            Some(Pending::ReactiveTarget { source, .. }) => Decision::new(seat, DecisionKind::Target, "NX-6.6",
                format!("Choose a target for {}'s reactive skill", self.nm(*source))).for_source(source.0 as u32),
            Some(Pending::OrderDefenders { attacker, .. }) => Decision::new(seat, DecisionKind::Order, "NX-9.3.4",
                format!("Click the defender of {} that takes its damage next", self.nm(*attacker))).for_source(attacker.0 as u32),
            Some(Pending::Split { attacker, .. }) => Decision::new(seat, DecisionKind::Amount, "NX-9.4.3",
                format!("Split {}'s {} damage among its defenders, in order", self.nm(*attacker), self.attack(*attacker).max(0)))
                .for_source(attacker.0 as u32),
            Some(Pending::Collapse { .. }) => Decision::new(seat, DecisionKind::Option, "NX-11.4",
                "You cannot draw: choose one of your biomes to lose"),
            Some(Pending::Discard { .. }) => Decision::new(seat, DecisionKind::Discard, "NX-8.5.2",
                format!("Click a card to discard: your hand must come down to 7 ({} now)", self.players[seat].hand.len())),
            None => match self.step {
                Step::Mulligan => Decision::new(seat, DecisionKind::Setup, "NX-12.4", "Keep this hand or mulligan"),
                Step::BetweenMatches => Decision::new(seat, DecisionKind::Setup, "NX-2.2",
                    "Between matches: click a card of your deck and one of your reserve to swap them, or be ready"),
                Step::AdvanceDeclare(_) => Decision::new(seat, DecisionKind::Turn, "NX-9.1.1",
                    "Advance: click agents in your staging and a biome for each, attach gear, then Declare (or do not advance)"),
                Step::AttackDeclare => Decision::new(seat, DecisionKind::Turn, "NX-9.2.3",
                    "Attack: click your agents in the biomes that attack, then Declare (or do not attack)"),
                Step::DefendDeclare => Decision::new(seat, DecisionKind::Turn, "NX-9.3.3",
                    "Defend: click your agents and the attacker each blocks, then Declare (or do not defend)"),
                _ => {
                    let speeds: Vec<String> = self.speeds_for(seat).iter().map(|s| s.to_string()).collect();
                    let mine = seat == self.active;
                    let what = if speeds.is_empty() { "no speed".to_string() } else { format!("speed {}", speeds.join("/")) };
                    let words = if !self.queue.is_empty() {
                        format!("Answer {} with a {what} action, or pass to let it execute", self.item_name(self.queue.len() - 1))
                    } else if mine && self.step.is_primary() {
                        format!("Your turn: take a {what} action, convert or play an anomaly, or pass")
                    } else {
                        format!("You may take a {what} action, or pass")
                    };
                    Decision::new(seat, DecisionKind::Respond, "NX-6.4.1", words)
                }
            },
        };
        Some(d)
    }

}

impl Nexus {
    /// The speeds `seat` may use right now (for the table and the prompt).
    pub(crate) fn speeds_for(&self, seat: Seat) -> Vec<u8> {
        [1u8, 2, 3].into_iter().filter(|&s| self.check_speed(seat, s).is_ok()).collect()
    }
}
