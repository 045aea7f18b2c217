//! The legal-action list and the dispatcher. Every main action has one validation
//! function; the list is the candidates that pass it, so "legal iff listed" holds by
//! construction (TK-3.2 .. TK-3.6).

use crate::engine::{RuleError};
use crate::games::tash_kalar::action::Action;
use crate::games::tash_kalar::board::all_squares;
use crate::games::tash_kalar::cards::CardId;
use crate::games::tash_kalar::state::{Form, Pending, Rank, TashKalar};

use super::effects::step_at;

impl TashKalar {
    /// Place and summon and discard actions that are legal now (TK-3.2).
    pub(crate) fn costed_actions(&self, first_only: bool) -> Vec<Action> {
        let mut out = Vec::new();
        // Same test as `validate_place`, hoisted out of the square loop for speed.
        let can_place = self.check_main_action("place").is_ok()
            && (self.sides[self.me() as usize].supply_nonleg > 0
                || self.pieces_of(self.me()).any(|(_, p)| p.rank != Rank::Legendary));
        if can_place {
            for square in all_squares().filter(|&s| self.at(s).is_none()) {
                out.push(Action::Place { square });
                if first_only {
                    return out;
                }
            }
        }
        if self.check_main_action("summon").is_ok() {
            let sets = self.fill_sets();
            for card in self.summon_cards() {
                self.summons_of(card, sets, &mut out);
                if first_only && !out.is_empty() {
                    return out;
                }
            }
        }
        if self.check_main_action("discard").is_ok() && !self.discarded {
            out.extend(self.seats[self.active].hand.iter().map(|&card| Action::Discard { card }));
        }
        out
    }

    /// The being and legend cards the acting player could summon with.
    pub(crate) fn summon_cards(&self) -> Vec<CardId> {
        let mut cards = self.seats[self.active].hand.clone();
        cards.extend(self.sides[self.me() as usize].legends.iter().copied());
        cards
    }

    /// Every legal summon of one card: bitboard candidates, then the full check.
    pub(crate) fn summons_of(&self, card: CardId, sets: (u128, u128), out: &mut Vec<Action>) {
        let rank = card.def().rank;
        for (o, orient) in card.pattern().orientations.iter().enumerate() {
            for square in Self::candidate_squares(orient, sets) {
                if self.at(square).is_some_and(|q| q.rank > rank) {
                    continue;
                }
                if self.validate_summon(card, square, o as u8).is_ok() {
                    out.push(Action::Summon { card, square, orientation: o as u8 });
                }
            }
        }
    }

    /// Every legal action for the seat to act: its decisions, and giving up.
    pub(crate) fn all_legal(&self) -> Vec<Action> {
        let mut v = self.decisions();
        if !v.is_empty() {
            v.push(Action::Concede);
        }
        v
    }

    /// Every decision open to the seat to act (the legal actions but the concession).
    pub(crate) fn decisions(&self) -> Vec<Action> {
        if self.book.is_over() {
            return Vec::new();
        }
        match &self.pending {
            Pending::Setup { .. } => {
                self.setup_squares().into_iter().map(|square| Action::ChooseSquare { square }).collect()
            }
            Pending::PlacePickup { .. } => {
                self.place_pickups().into_iter().map(|square| Action::ChoosePiece { square }).collect()
            }
            Pending::SummonPickup { card, square, orientation } => match self.match_at(*card, *square, *orientation) {
                Ok(m) => self
                    .shortage_pickups(card.kind() == crate::games::tash_kalar::cards::CardKind::Legend, &m, *square)
                    .into_iter()
                    .map(|square| Action::ChoosePiece { square })
                    .collect(),
                Err(_) => Vec::new(),
            },
            Pending::Returns => self.return_choices(),
            Pending::Effect(res) => step_at(res, res.step).map(|s| self.effect_choices(res, s)).unwrap_or_default(),
            Pending::LegendColour => self.colour_choices(),
            Pending::ClaimTask => {
                let mut v: Vec<Action> =
                    self.claimable_tasks().into_iter().map(|task| Action::ClaimTask { task }).collect();
                v.push(Action::Skip);
                v
            }
            Pending::Actions => self.action_phase_legal(),
        }
    }

    fn action_phase_legal(&self) -> Vec<Action> {
        let mut out = self.costed_actions(false);
        for &card in &self.seats[self.active].flares {
            for opponent in 0..self.sides.len() as u8 {
                if self.validate_flare(card, opponent).is_ok() {
                    out.push(Action::Flare { card, opponent });
                }
            }
        }
        if self.can_pass_control() {
            out.push(Action::PassControl);
        }
        if self.actions_left == 0 || out.iter().all(|a| matches!(a, Action::Flare { .. } | Action::PassControl)) {
            out.push(Action::EndTurn);
        }
        out
    }

    /// Whether `a` is legal now and, if not, the rule it breaks (TK-3.2 .. TK-3.7): the
    /// same lists and `validate_*` checks that build the legal list, so a refusal is never
    /// found by trying the action on a copy.
    pub(crate) fn check(&self, a: Action) -> Result<(), RuleError> {
        if a == Action::Concede {
            return Ok(());
        }
        let offered = |list: Vec<Action>, rule: &'static str, words: &'static str| {
            if list.contains(&a) {
                Ok(())
            } else {
                Err(RuleError::new(rule, words))
            }
        };
        let setup_rule = if self.form == Form::Duel { "TK-2.6" } else { "TK-2.7" };
        match (&self.pending, a) {
            (Pending::Setup { .. }, Action::ChooseSquare { square }) => {
                if self.setup_squares().contains(&square) {
                    Ok(())
                } else {
                    Err(RuleError::new(setup_rule, "choose one of the marked start squares that is still allowed"))
                }
            }
            (Pending::Setup { .. }, _) => {
                Err(RuleError::new(setup_rule, "the start pieces come first: choose a marked start square"))
            }
            (Pending::PlacePickup { .. }, Action::ChoosePiece { square }) => self.validate_place_pickup(square),
            (Pending::PlacePickup { .. }, _) => {
                Err(RuleError::new("TK-4.2", "choose one of your common or heroic pieces to pick up for the placement"))
            }
            (Pending::SummonPickup { .. }, Action::ChoosePiece { square }) => {
                self.validate_summon_pickup(square).map(drop)
            }
            (Pending::SummonPickup { .. }, _) => Err(RuleError::new("TK-5.6", "choose the piece to take for the summon")),
            (Pending::Returns, _) => {
                offered(self.return_choices(), "TK-7.1", "return a card from your hand, or stop returning")
            }
            (Pending::Effect(res), _) => match step_at(res, res.step) {
                Some(step) if self.effect_choices(res, step).contains(&a) => Ok(()),
                Some(step) => Err(self.effect_refusal(res, step, a)),
                None => Err(RuleError::new("TK-6.1", "no effect is resolving")),
            },
            (Pending::LegendColour, Action::ChooseColour { .. }) => offered(
                self.colour_choices(),
                "TK-12.3",
                "after summoning a legend, choose one opponent's colour to score 1 in",
            ),
            (Pending::LegendColour, _) => {
                Err(RuleError::new("TK-12.3", "choose the colour in which the legend summon scores"))
            }
            (Pending::ClaimTask, Action::ClaimTask { task }) => {
                if self.claimable_tasks().contains(&task) {
                    Ok(())
                } else {
                    Err(RuleError::new("TK-10.2", "claim one of the current tasks whose condition you meet now"))
                }
            }
            (Pending::ClaimTask, Action::Skip) => Ok(()),
            (Pending::ClaimTask, _) => Err(RuleError::new("TK-3.7", "the turn is ending: claim one task or none")),
            (Pending::Actions, _) => self.check_main_action_kind(a),
        }
    }

    /// [`TashKalar::check`] while no decision is pending: the turn's own actions.
    fn check_main_action_kind(&self, a: Action) -> Result<(), RuleError> {
        match a {
            Action::Place { square } => self.validate_place(square),
            Action::Summon { card, square, orientation } => self.validate_summon(card, square, orientation).map(drop),
            Action::Discard { card } => self.validate_discard(card),
            Action::Flare { card, opponent } => self.validate_flare(card, opponent).map(drop),
            Action::EndTurn => self.validate_end_turn(),
            Action::PassControl => self.validate_pass_control(),
            Action::Concede => Ok(()),
            Action::ClaimTask { .. } => {
                Err(RuleError::new("TK-10.2", "tasks are claimed only at the end of your turn, after EndTurn"))
            }
            Action::ReturnCard { .. } => {
                Err(RuleError::new("TK-7.1", "cards are returned only right after the discard action"))
            }
            Action::ChooseColour { .. } => {
                Err(RuleError::new("TK-12.3", "a scoring colour is chosen only after summoning a legend in Battle"))
            }
            Action::ChoosePiece { .. } | Action::ChooseSquare { .. } | Action::ChooseDirection { .. } | Action::Skip => {
                Err(RuleError::new("TK-3.2", "no choice is pending: place, summon, discard, invoke a flare or end the turn"))
            }
        }
    }

    /// Carries out a listed action. Each step re-uses the check it passed (the engine
    /// hands it only listed actions); should one fail, it is reported as the rules' fault.
    pub(crate) fn dispatch(&mut self, a: Action) -> Result<(), RuleError> {
        match (&self.pending, a) {
            (Pending::Setup { .. }, Action::ChooseSquare { square }) => self.setup_place(square),
            (Pending::PlacePickup { .. }, Action::ChoosePiece { square }) => self.place_pickup(square),
            (Pending::SummonPickup { .. }, Action::ChoosePiece { square }) => self.summon_pickup(square),
            (Pending::Returns, _) => self.return_card(a),
            (Pending::Effect(_), _) => self.effect_decide(a),
            (Pending::LegendColour, Action::ChooseColour { colour }) => self.choose_colour(colour),
            (Pending::ClaimTask, Action::ClaimTask { task }) => self.claim(Some(task)),
            (Pending::ClaimTask, Action::Skip) => self.claim(None),
            (Pending::Actions, Action::Place { square }) => self.do_place(square),
            (Pending::Actions, Action::Summon { card, square, orientation }) => self.do_summon(card, square, orientation),
            (Pending::Actions, Action::Discard { card }) => self.do_discard(card),
            (Pending::Actions, Action::Flare { card, opponent }) => self.do_flare(card, opponent),
            (Pending::Actions, Action::EndTurn) => self.do_end_turn(),
            (Pending::Actions, Action::PassControl) => self.pass_control(),
            _ => Err(self.check(a).err().unwrap_or_else(|| {
                RuleError::new("TK-3.2", "that is not one of the actions open to you now")
            })),
        }
    }
}
