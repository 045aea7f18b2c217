//! Advance step (NX-9.1): each player in turn declares agents to advance, with gear to
//! attach (NX-3.7.2); the declaration is a queued speedless action.

use crate::log_line;
use super::super::super::action::CardId;
use super::super::super::cards::Kind;
use super::super::super::state::{seat_name, ItemKind, Loc, Nexus, Step};
use crate::engine::Seat;
use super::super::Refusal;

impl Nexus {
    /// Who declares in `AdvanceDeclare(i)` / leads `AdvanceWindow(i)`.
    pub(crate) fn advancer(&self, i: u8) -> Seat {
        if i == 0 {
            self.active
        } else {
            Self::other(self.active)
        }
    }

    /// NX-9.1.1: agents that may advance: in staging, not arrived this turn.
    pub(crate) fn may_advance(&self, seat: Seat, agent: CardId) -> Result<(), Refusal> {
        if agent.index() >= self.cards.len() || agent.owner() != seat || !self.is_agent(agent) {
            return Err(Refusal::new("NX-9.1.1", "advance one of your own agents"));
        }
        if self.card(agent).loc != Loc::Staging {
            return Err(Refusal::new("NX-9.1.1", "only agents in your staging area can advance"));
        }
        if self.card(agent).arrived == self.turn {
            return Err(Refusal::new("NX-9.1.1", "an agent that arrived this turn cannot advance"));
        }
        Ok(())
    }

    pub(crate) fn check_advance_agent(&self, seat: Seat, agent: CardId, biome: u8) -> Result<(), Refusal> {
        if !matches!(self.step, Step::AdvanceDeclare(i) if self.advancer(i) == seat) || self.pending.is_some() {
            return Err(Refusal::new(
                "NX-9.1.1",
                "agents advance only when you declare your advance in the advance step",
            ));
        }
        self.may_advance(seat, agent)?;
        if self.draft.moves.iter().any(|m| m.0 == agent) {
            return Err(Refusal::new("NX-9.1.1", "that agent is already advancing; withdraw it first"));
        }
        if biome > 2 || self.closed(biome) || self.lost[seat][biome as usize] {
            return Err(Refusal::new("NX-9.1.1", "agents cannot advance into a lost biome"));
        }
        Ok(())
    }

    /// NX-3.7.2: unattached gear in staging, onto an agent in this advance.
    pub(crate) fn check_attach(&self, seat: Seat, gear: CardId, agent: CardId) -> Result<(), Refusal> {
        if !matches!(self.step, Step::AdvanceDeclare(i) if self.advancer(i) == seat) || self.pending.is_some() {
            return Err(Refusal::new("NX-3.7.2", "gear is attached only while declaring an advance"));
        }
        let ok_gear = gear.index() < self.cards.len()
            && gear.owner() == seat
            && self.card(gear).loc == Loc::Staging
            && !self.card(gear).converted
            && self.def(gear).kind == Kind::Hardware
            && self.def(gear).gear;
        if !ok_gear || self.draft.gear.iter().any(|g| g.0 == gear) {
            return Err(Refusal::new("NX-3.7.2", "attach an unattached gear from your staging area"));
        }
        if !self.draft.moves.iter().any(|m| m.0 == agent) {
            return Err(Refusal::new("NX-3.7.2", "gear can be attached only to an agent that is advancing"));
        }
        Ok(())
    }

    /// Whether any agent of `seat` may advance (without listing them).
    pub(crate) fn any_advance_candidate(&self, seat: Seat) -> bool {
        self.players[seat].staging.iter().any(|&c| self.may_advance(seat, c).is_ok())
    }

    pub(crate) fn advance_candidates(&self, seat: Seat) -> Vec<CardId> {
        self.players[seat].staging.iter().copied().filter(|&c| self.may_advance(seat, c).is_ok()).collect()
    }

    /// Confirms the advance: it goes on the queue and the declarer's window opens (NX-9.1.3).
    pub(crate) fn confirm_advance(&mut self, i: u8) {
        let seat = self.advancer(i);
        let draft = std::mem::take(&mut self.draft);
        if draft.moves.is_empty() {
            self.log_seat(seat, "does not advance");
        } else {
            let words: Vec<String> = draft
                .moves
                .iter()
                .map(|&(a, b)| format!("{} to {}", self.name(a), super::super::super::cards::SLOT_NAMES[b as usize]))
                .collect();
            log_line!(self, "{} declares an advance: {}", seat_name(seat), words.join(", "));
            self.push_item(seat, ItemKind::Advance { moves: draft.moves, gear: draft.gear }, None);
        }
        self.step = Step::AdvanceWindow(i);
        self.open_window();
    }

    /// NX-9.1.4: attach the gear, then move each agent still in staging with its attachments.
    pub(crate) fn execute_advance(&mut self, seat: Seat, moves: &[(CardId, u8)], gear: &[(CardId, CardId)]) {
        for &(g, a) in gear {
            let still = self.card(a).loc == Loc::Staging && self.card(g).loc == Loc::Staging && self.is_agent(a);
            if still {
                self.move_card(g, Loc::Attached(a));
                log_line!(self, "{} is attached to {}", self.name(g), self.name(a));
            }
        }
        for &(a, b) in moves {
            if self.card(a).loc == Loc::Staging && self.is_agent(a) && !self.closed(b) && !self.lost[seat][b as usize] {
                self.move_card(a, Loc::Biome(b));
                log_line!(self, 
                    "{} advances into {}'s {} sector",
                    self.name(a),
                    seat_name(seat),
                    super::super::super::cards::SLOT_NAMES[b as usize]
                );
            }
        }
    }
}
