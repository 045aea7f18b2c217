use super::Rules;
use crate::engine::{Event, Outcome, RuleError};

/// What the engine does with a game's rules, written once for every game: implemented
/// for every [`Rules`] and never by a game.
pub trait Play: Rules {
    /// Applies one decision of the seat to act. An action not in the legal list is
    /// refused with the game's rule id and words, and the state is exactly as before;
    /// a listed one is carried out with every automatic step after it. Returns the log
    /// lines it wrote.
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Event>, RuleError>;
    /// [`Play::apply`] when the legal list is already at hand (bots, `simulate`).
    fn apply_listed(&mut self, legal: &[Self::Action], action: &Self::Action) -> Result<Vec<Event>, RuleError>;
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
        if !legal.contains(action) {
            return Err(self.refusal(action));
        }
        // A listed action cannot be refused: nothing has changed yet that could need
        // undoing, and a rules fault after this point is reported, not hidden.
        self.apply_unchecked(action);
        let events = self.book_mut().take_events();
        match self.book_mut().take_fault() {
            Some(fault) => Err(fault),
            None => Ok(events),
        }
    }

    fn apply_in_search(&mut self, action: &G::Action) -> bool {
        self.book_mut().set_quiet(true);
        self.apply_unchecked(action);
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
}
