use super::Rules;
use crate::engine::{seat_name, Event, Outcome, RuleError};

/// What the engine does with a game's rules, written once for every game: implemented
/// for every [`Rules`] and never by a game.
pub trait Play: Rules {
    /// Applies one decision of the seat to act. An action not in the legal list is
    /// refused with the game's rule id and words, and the state is exactly as before;
    /// a listed one is carried out with every automatic step after it. Returns the log
    /// lines it wrote.
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Event>, RuleError>;
    /// [`Play::apply`] when the legal list is already at hand. The engine refuses
    /// everything once the game is over, carries out a concession itself, and puts the
    /// state back as it was if the rules fault while carrying out a listed action.
    fn apply_listed(&mut self, legal: &[Self::Action], action: &Self::Action) -> Result<Vec<Event>, RuleError>;
    /// Applies an action just taken from the legal list where a fault needs no undoing,
    /// because the caller drops the game on it (`simulate` counts it as rejected and
    /// ends that game): no legality check and no copy of the state.
    fn apply_trusted(&mut self, action: &Self::Action) -> Result<Vec<Event>, RuleError>;
    /// The seat to decide gives up: the game ends as [`Rules::concession_outcome`] says,
    /// with one log line naming who won.
    fn concede(&mut self);
    /// Applies a listed action inside the computer player's search, where speed counts:
    /// no legality check and no log words. Returns whether it was carried out; after
    /// `false` (a fault of the rules) the state is dropped by the search.
    fn apply_in_search(&mut self, action: &Self::Action) -> bool;
    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// A number that changes whenever something random happens or hidden information
    /// is revealed; undo never crosses a change of it.
    fn undo_epoch(&self) -> u64;
}

impl<G: Rules> Play for G {
    fn apply(&mut self, action: &G::Action) -> Result<Vec<Event>, RuleError> {
        let legal = self.legal_actions();
        self.apply_listed(&legal, action)
    }

    fn apply_listed(&mut self, legal: &[G::Action], action: &G::Action) -> Result<Vec<Event>, RuleError> {
        if let Some(o) = self.book().outcome() {
            return Err(RuleError::new(G::GAME_OVER_RULE, format!("the game is over: {}", o.reason)));
        }
        if !legal.contains(action) {
            return Err(self.refusal(action));
        }
        if self.is_concession(action) {
            self.concede();
            return Ok(self.book_mut().take_events());
        }
        // A listed action is carried out in full or not at all: a fault of the rules
        // after it began puts the state back as it was, and is reported.
        let before = self.clone();
        self.apply_unchecked(action);
        let events = self.book_mut().take_events();
        match self.book_mut().take_fault() {
            Some(fault) => {
                *self = before;
                Err(fault)
            }
            None => Ok(events),
        }
    }

    fn apply_trusted(&mut self, action: &G::Action) -> Result<Vec<Event>, RuleError> {
        if self.is_concession(action) {
            self.concede();
        } else {
            self.apply_unchecked(action);
        }
        let events = self.book_mut().take_events();
        match self.book_mut().take_fault() {
            Some(fault) => Err(fault),
            None => Ok(events),
        }
    }

    fn apply_in_search(&mut self, action: &G::Action) -> bool {
        self.book_mut().set_quiet(true);
        if self.is_concession(action) {
            self.concede();
        } else {
            self.apply_unchecked(action);
        }
        let book = self.book_mut();
        book.set_quiet(false);
        book.take_events();
        book.take_fault().is_none()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.book().outcome().cloned()
    }

    fn undo_epoch(&self) -> u64 {
        self.book().epoch()
    }

    fn concede(&mut self) {
        let Some(seat) = self.to_act() else { return };
        let outcome = self.concession_outcome(seat);
        if !self.book().is_quiet() {
            let winners: Vec<String> = outcome.winners.iter().map(|&s| seat_name(s)).collect();
            let words = match winners.as_slice() {
                [] => format!("{} concedes: the game is lost", seat_name(seat)),
                [one] => format!("{} concedes; {one} wins", seat_name(seat)),
                many => format!("{} concedes; {} win", seat_name(seat), many.join(" and ")),
            };
            self.book_mut().event(Event::new(words));
        }
        self.book_mut().finish(outcome);
        self.ended_by_engine();
    }
}
