//! The nemesis turn (AE-9): minions and powers oldest first, then the draw, each card's
//! text as a list of steps. Every choice the rules give the players ("any player", ties,
//! the breach an exhausted mage destroys) stops the steps as a pending decision.

use crate::push_event;
use super::super::action::NemId;
use super::super::cards::{NemKind, NemType};
use super::super::state::{AeonsEnd, EmptyDeckDraw, InPlay, Pending, Phase, PlayerFor, Task};
use crate::engine::{Event, Seat};

/// The steps of a card's text (C-4), in printed order.
pub fn effect(k: NemKind) -> Vec<Task> {
    use Task::*;
    match k {
        NemKind::TidalLash => vec![Unleash, AnyPlayer(2)],
        NemKind::SiltCrawler => vec![Gravehold(2)],
        NemKind::Undertow => vec![Unleash, Unleash],
        NemKind::BarnacleSwarm => vec![AnyPlayer(1)],
        NemKind::DrowningGrasp => vec![Unleash, MostPrepped],
        NemKind::Kelpwarden => vec![Unleash],
        NemKind::PressureFront => vec![Gravehold(8)],
        NemKind::BrineSurge => vec![AnyPlayer(4), Unleash],
        NemKind::LanternEater => vec![MostCharges],
        NemKind::AbyssalRoar => vec![Unleash, Unleash, AnyPlayer(4)],
        NemKind::DeepspawnTitan => vec![Gravehold(3)],
        NemKind::DrownedChoir => vec![Unleash, Unleash, LowestLife(4)],
        NemKind::SeawallCollapse => vec![Gravehold(5), EachPlayer(1)],
        NemKind::Tidebreaker => vec![Unleash, AnyPlayer(1)],
        NemKind::MawAscendant => vec![Unleash, MawCount],
    }
}

impl AeonsEnd {
    fn push_front_all(&mut self, steps: Vec<Task>) {
        for t in steps.into_iter().rev() {
            self.tasks.push_front(t);
        }
    }

    /// Runs the automatic steps until a decision is pending, the game ends, or a mage's
    /// turn begins.
    pub fn run(&mut self, ev: &mut Vec<Event>) {
        while !self.book.is_over() && self.pending.is_none() {
            let Some(t) = self.tasks.pop_front() else { return };
            self.step(t, ev);
        }
    }

    /// Asks the team to choose among `among`, or goes on at once when there is one.
    fn choose_player(&mut self, why: PlayerFor, among: Vec<Seat>, ev: &mut Vec<Event>) {
        match among.len() {
            0 => {}
            1 => self.player_chosen(why, among[0], ev),
            _ => self.pending = Some(Pending::Player { why, among }),
        }
    }

    /// The chosen player's part of the effect (AE-9.6).
    pub(crate) fn player_chosen(&mut self, why: PlayerFor, seat: Seat, ev: &mut Vec<Event>) {
        match why {
            PlayerFor::Damage(n) | PlayerFor::Lowest(n) => self.tasks.push_front(Task::Player(seat, n)),
            PlayerFor::LoseCharge => {
                self.mages[seat].charges -= 1;
                let m = &self.mages[seat];
                push_event!(self, ev, Event::new(format!(
                    "{} loses a charge ({}/{}).",
                    m.kind.data().name,
                    m.charges,
                    m.max_charges()
                )));
            }
            PlayerFor::DiscardSpell => {
                let prepped = self.mages[seat].prepped();
                if prepped.len() == 1 {
                    self.discard_prepped(seat, prepped[0], ev);
                } else {
                    self.pending = Some(Pending::DiscardPrepped { seat });
                }
            }
        }
    }

    /// Moves a prepped spell (both breaches of a two-breach spell) to its owner's discard.
    pub(crate) fn discard_prepped(&mut self, seat: Seat, breach: usize, ev: &mut Vec<Event>) {
        let m = &mut self.mages[seat];
        let Some(card) = m.breaches[breach].spell else { return };
        for b in m.breaches.iter_mut() {
            if b.spell == Some(card) {
                b.spell = None;
                b.fresh = false;
            }
        }
        m.discard.push(card);
        let name = self.kind(card).name();
        push_event!(self, ev, Event::new(format!("{name} is discarded from {}'s breach.", self.mages[seat].kind.data().name)));
    }

    /// AE-11.1b: destroys a breach; its spell goes to the discard pile.
    pub(crate) fn destroy_breach(&mut self, seat: Seat, breach: usize, ev: &mut Vec<Event>) {
        self.discard_prepped(seat, breach, ev);
        let b = &mut self.mages[seat].breaches[breach];
        b.state = super::super::state::BreachState::Destroyed;
        b.focused = false;
        push_event!(self, ev, Event::new(format!("{} destroys breach {}.", self.mages[seat].kind.data().name, ROMAN[breach])));
    }

    fn step(&mut self, t: Task, ev: &mut Vec<Event>) {
        match t {
            Task::InPlay(id) => self.resolve_in_play(id, ev),
            Task::Draw => self.nemesis_draw(ev),
            Task::FinishResolving => {
                if let Some(id) = self.nemesis.resolving.take() {
                    self.nemesis.discard.push(id);
                }
                self.check_deck_out(ev);
            }
            Task::Unleash => {
                push_event!(self, ev, Event::new("The nemesis unleashes."));
                self.damage_gravehold(self.nemesis.unleash, ev);
            }
            Task::Gravehold(n) => self.damage_gravehold(n, ev),
            Task::AnyPlayer(n) => self.choose_player(PlayerFor::Damage(n), (0..self.mages.len()).collect(), ev),
            Task::Player(s, n) => self.damage_player(s, n, ev),
            Task::EachPlayer(n) => {
                let steps = (0..self.mages.len()).map(|s| Task::Player(s, n)).collect();
                self.push_front_all(steps);
            }
            Task::LowestLife(n) => {
                // AE-11.2: exhausted players are skipped.
                let alive: Vec<Seat> = (0..self.mages.len()).filter(|&s| !self.mages[s].exhausted).collect();
                let Some(min) = alive.iter().map(|&s| self.mages[s].life).min() else { return };
                let among = alive.into_iter().filter(|&s| self.mages[s].life == min).collect();
                self.choose_player(PlayerFor::Lowest(n), among, ev);
            }
            Task::MostPrepped => {
                let counts: Vec<usize> = self.mages.iter().map(|m| m.prepped().len()).collect();
                let max = counts.iter().copied().max().unwrap_or(0);
                if max == 0 {
                    push_event!(self, ev, Event::new("Nobody has a prepped spell to discard."));
                    return;
                }
                let among = (0..self.mages.len()).filter(|&s| counts[s] == max).collect();
                self.choose_player(PlayerFor::DiscardSpell, among, ev);
            }
            Task::MostCharges => {
                let max = self.mages.iter().map(|m| m.charges).max().unwrap_or(0);
                if max == 0 {
                    push_event!(self, ev, Event::new("No mage has a charge to lose."));
                    self.tasks.push_front(Task::AnyPlayer(2));
                    return;
                }
                let among = (0..self.mages.len()).filter(|&s| self.mages[s].charges == max).collect();
                self.choose_player(PlayerFor::LoseCharge, among, ev);
            }
            Task::MawCount => {
                let n = self.minions().count() as u32;
                push_event!(self, ev, Event::new(format!("{n} minion(s) in play.")));
                self.damage_gravehold(2 * n, ev);
            }
            Task::DestroyBreach(s) => {
                let left: Vec<usize> = (0..4).filter(|&i| self.mages[s].breaches[i].exists()).collect();
                match left.len() {
                    0 => {}
                    1 => self.destroy_breach(s, left[0], ev),
                    _ => self.pending = Some(Pending::DestroyBreach { seat: s }),
                }
            }
            Task::ClearCharges(s) => {
                self.mages[s].charges = 0;
                push_event!(self, ev, Event::new(format!("{} discards all charges.", self.mages[s].kind.data().name)));
            }
            Task::EndNemesisTurn => {
                self.acting = None;
                self.next_turn(ev)
            }
        }
    }

    /// AE-9.1: a minion's PERSISTENT text, or a power's token.
    fn resolve_in_play(&mut self, id: NemId, ev: &mut Vec<Event>) {
        let Some(i) = self.nemesis.play.iter().position(|p| p.card == id) else { return };
        let k = self.nem_kind(id);
        self.acting = Some(id);
        self.nemesis_acted.push(id);
        match k.data().ty {
            NemType::Minion { .. } => {
                // The card's text already opens with its keyword: said once, not "PERSISTENT: PERSISTENT:".
                let text = k.data().text.trim_start_matches("PERSISTENT:").trim_start();
                push_event!(self, ev, Event::new(format!("{} (PERSISTENT): {}", k.name(), text)));
                self.push_front_all(effect(k));
            }
            NemType::Power { .. } => {
                self.nemesis.play[i].tokens -= 1;
                let left = self.nemesis.play[i].tokens;
                if left > 0 {
                    push_event!(self, ev, Event::new(format!("{}: a power token is removed ({left} left).", k.name())));
                } else {
                    self.nemesis.play.remove(i);
                    self.nemesis.resolving = Some(id);
                    push_event!(self, ev, Event::new(format!("{}: the last power token is removed. {}", k.name(), k.data().text)));
                    let mut steps = effect(k);
                    steps.push(Task::FinishResolving);
                    self.push_front_all(steps);
                }
            }
            NemType::Attack => {}
        }
    }

    /// AE-9.2, AE-9.4: draw the top nemesis card and resolve or place it.
    fn nemesis_draw(&mut self, ev: &mut Vec<Event>) {
        self.phase = Phase::NemesisDraw;
        if self.nemesis.deck.is_empty() {
            match self.empty_deck_draw {
                EmptyDeckDraw::Nothing => push_event!(self, ev, Event::new("The nemesis deck is empty: the nemesis draws nothing.")),
                EmptyDeckDraw::UnleashThrice => {
                    push_event!(self, ev, Event::new("The nemesis deck is empty: the nemesis unleashes three times instead."));
                    self.push_front_all(vec![Task::Unleash; 3]);
                }
            }
            return;
        }
        let id = self.nemesis.deck.remove(0);
        self.book.reveal();
        self.acting = Some(id);
        self.nemesis_acted.push(id);
        let k = self.nem_kind(id);
        let d = k.data();
        match d.ty {
            NemType::Attack => {
                push_event!(self, ev, Event::new(format!("The nemesis draws {} (attack): {}", d.name, d.text)));
                self.nemesis.resolving = Some(id);
                let mut steps = effect(k);
                steps.push(Task::FinishResolving);
                self.push_front_all(steps);
            }
            NemType::Minion { life } => {
                push_event!(self, ev, Event::new(format!("The nemesis draws {} (minion, {life} life): {}", d.name, d.text)));
                self.nemesis.play.push(InPlay { card: id, life, tokens: 0 });
            }
            NemType::Power { tokens, .. } => {
                push_event!(self, ev, Event::new(format!("The nemesis draws {} (power, {tokens} tokens): {}", d.name, d.text)));
                self.nemesis.play.push(InPlay { card: id, life: 0, tokens });
            }
        }
    }
}

/// Breach numerals I-IV.
pub const ROMAN: [&str; 4] = ["I", "II", "III", "IV"];
