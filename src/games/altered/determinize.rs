//! Hidden information re-drawn for one observer (the computer player searches over such
//! states), and the pending decision in words.
//!
//! Hidden from the observer: the other Hand, the faces of the other seat's Mana Orbs,
//! both Deck orders, face-down Tumult cards, and the generator's future. The other
//! seat's Hand cards, Mana faces and Deck are pooled and dealt again (same counts, the
//! orbs keep their objects and statuses); the own Deck is shuffled; face-down Tumult
//! cards are re-dealt among their slots with fresh orientations.

use super::action::Side;
use super::cards::{def_of, Effect};
use super::rules::setup::TUMULT;
use super::state::{Altered, Pending, Step};
use crate::engine::{Decision, DecisionKind, Rng, Seat};

impl Altered {
    /// See [`crate::engine::Observe::determinize`].
    pub fn determinized(&self, observer: Seat, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        for seat in 0..2 {
            if seat == observer {
                rng.shuffle(&mut g.players[seat].deck);
                continue;
            }
            let p = &mut g.players[seat];
            let mut pool: Vec<_> = p.deck.iter().chain(p.hand.iter()).copied().collect();
            pool.extend(p.mana.iter().filter_map(|o| o.card));
            rng.shuffle(&mut pool);
            let (hand_n, mana_n) = (p.hand.len(), p.mana.len());
            p.hand = pool[..hand_n].to_vec();
            for (o, &c) in p.mana.iter_mut().zip(pool[hand_n..hand_n + mana_n].iter()) {
                o.card = Some(c);
                o.def = g.cards[c.index()];
            }
            p.deck = pool[hand_n + mana_n..].to_vec();
        }
        // Face-down Tumult cards: which card lies in which hidden slot, and which way.
        let hidden: Vec<usize> = (0..3).filter(|&slot| !g.regions[1 + 2 * slot].face_up).collect();
        let mut cards: Vec<u8> = hidden.iter().map(|&slot| g.regions[1 + 2 * slot].tumult.unwrap_or(0)).collect();
        rng.shuffle(&mut cards);
        for (&slot, &t) in hidden.iter().zip(cards.iter()) {
            let flip = rng.below(2) == 1;
            let halves = TUMULT[t as usize];
            let (a, b) = if flip { (halves[1], halves[0]) } else { (halves[0], halves[1]) };
            g.regions[1 + 2 * slot].terrains = a;
            g.regions[2 + 2 * slot].terrains = b;
            g.regions[1 + 2 * slot].tumult = Some(t);
            g.regions[2 + 2 * slot].tumult = Some(t);
        }
        g.book.reseed(rng.next_u64());
        g
    }

    /// The pending decision, structured, with words for the deciding seat.
    pub fn decision_now(&self) -> Option<Decision> {
        let seat = self.to_act_seat()?;
        if let Some(g) = self.ordering.first() {
            let left = g.objs.len() - g.placed;
            return Some(Decision::new(
                seat,
                DecisionKind::Order,
                "AL-2.8",
                format!(
                    "{left} of your objects got their timestamps at once: click the one that gets the earliest, or Keep this order"
                ),
            ));
        }
        if let Some(p) = &self.pending {
            let res = p.res();
            let name = def_of(res.source_def).name;
            let d = match p {
                Pending::YesNo { .. } => Decision::new(
                    seat,
                    DecisionKind::YesNo,
                    "AL-14.2",
                    format!("{name}: Resupply (put the top card of your Deck into your Reserve)?"),
                ),
                Pending::Choose { max, optional, .. } => {
                    let what = match res.effect {
                        Effect::BoostOtherUpTo1 => "up to one other Character you control to gain 1 boost",
                        Effect::BoostUpTo1 => "up to one Character you control to gain 1 boost",
                        Effect::BoostUpTo2 => "up to two Characters you control to gain 1 boost each",
                        Effect::SwitchThenBoost => "a Character you control to switch expeditions and gain 1 boost",
                        Effect::AnchorYours => "a Character you control to gain Anchored",
                        Effect::AnchorUpTo1InMyExpedition => "up to one Character in its expedition to gain Anchored",
                        Effect::Asleep => "a Character to fall Asleep",
                        Effect::SendToReserve => "a Character to send to its owner's Reserve",
                        Effect::SacrificeThenDraw2 => "a Character of yours to sacrifice (then draw two)",
                        _ => "a Character",
                    };
                    let kind = if res.effect == Effect::SacrificeThenDraw2 {
                        DecisionKind::Discard
                    } else {
                        DecisionKind::Target
                    };
                    let tail = if *optional || !res.chosen.is_empty() { ", or Done" } else { "" };
                    let more = if *max > 1 && !res.chosen.is_empty() { " (one more)" } else { "" };
                    Decision::new(seat, kind, "AL-8.3", format!("{name}: click {what}{more}{tail}"))
                }
            };
            return Some(d.for_source(res.source.0));
        }
        if self.emblem_seat().is_some() {
            return Some(Decision::new(
                seat,
                DecisionKind::Order,
                "AL-13.6",
                "Several of your Reactions wait in Limbo: click the one to play next",
            ));
        }
        let d = match self.step {
            Step::SetupMana(s) => Decision::new(
                seat,
                DecisionKind::Setup,
                "AL-1.3",
                format!("Setup: click {} more card(s) of your opening hand to put into Mana", 3 - self.setup_mana[s]),
            ),
            Step::Expand(_) => Decision::new(
                seat,
                DecisionKind::Option,
                "AL-5.1.4",
                "Morning Expand: click a card in your Hand to put it into Mana (ready), or skip",
            ),
            Step::CleanUp(s) => {
                let (r, l) = self.limits(s);
                let p = &self.players[s];
                let c = &self.cleanup[s];
                let rr = if p.reserve.len() > r { r - c.reserve.len() } else { 0 };
                let ll = if p.landmarks.len() > l { l - c.landmarks.len() } else { 0 };
                Decision::new(
                    seat,
                    DecisionKind::Keep,
                    "AL-5.5.3",
                    format!(
                        "Clean-up: click {rr} more Reserve card(s) and {ll} more landmark(s) to keep; the rest of your Reserve is discarded and the other landmarks sacrificed"
                    ),
                )
            }
            _ => Decision::new(
                seat,
                DecisionKind::Turn,
                "AL-5.3.2",
                "Your turn: play a card from your Hand or Reserve into an expedition, use a quick action, or pass",
            ),
        };
        Some(d)
    }

    /// How far a seat stands ahead, in 0..=1 (the computer player's cut-off evaluation):
    /// the regions travelled (AL-6.1), the moves the coming Dusk would make on the totals
    /// now (AL-5.4), the terrain totals in play, and the cards at hand for later days.
    pub fn estimate(&self, seat: Seat) -> f64 {
        if let Some(o) = self.book.outcome() {
            return if o.winners.contains(&seat) { 1.0 } else { 0.0 };
        }
        let dusk_ahead = !self.arena
            && !matches!(
                self.step,
                Step::NightStart | Step::Rest | Step::CleanUp(_) | Step::CleanUpApply | Step::CheckVictory | Step::Over
            );
        let lead = |s: Seat| {
            let p = &self.players[s];
            let mut v = self.progress(s) as f64;
            for side in Side::BOTH {
                let t = self.totals(s, side);
                v += 0.04 * t.iter().map(|&x| x.max(0)).sum::<i32>() as f64;
                if dusk_ahead {
                    let facing = self.totals(1 - s, side);
                    let pos = p.pos[side.index()];
                    let at_end = if side == Side::Hero { pos == 7 } else { pos == 0 };
                    if !at_end && self.wins_progress(s, side, t, facing) && !self.has_defender(s, side) {
                        v += 0.8;
                    }
                }
            }
            let ready_reserve = p.reserve.iter().filter(|o| !o.exhausted).count();
            v + 0.06 * p.hand.len() as f64 + 0.04 * ready_reserve as f64 + 0.03 * p.mana.len() as f64
        };
        (0.5 + (lead(seat) - lead(1 - seat)) / 14.0).clamp(0.0, 1.0)
    }
}
