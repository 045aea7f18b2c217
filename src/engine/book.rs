//! The bookkeeping every game state carries and only the engine runs: the seeded
//! generator, the count of reveals, the outcome, the log lines of the action being
//! applied, and whether the game is being played quietly inside the computer
//! player's search.

use serde::{Deserialize, Serialize};

use super::{Event, Outcome, Rng, RuleError};

/// A game's bookkeeping, one field of its state (`book`). The rules draw from its
/// generator, say when hidden information is revealed, write log lines and end the
/// game through it; the engine ([`super::Play`]) takes the lines after each action,
/// derives the undo barrier from the draws and reveals, and plays quietly in the search.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Book {
    rng: Rng,
    /// Hidden information revealed so far (a card shown from a hand, a deck's top card
    /// turned face up): undo never takes a reveal back (docs/architecture.md section 3).
    reveals: u64,
    /// Cards of the deciding seat shown to the other seats (one inked or played from
    /// its hand): a barrier of undo between people, whom it tells something; against
    /// the computer, which keeps no memory between its views, undo may take it back
    /// (`Match::undo_past_shown`, issue 34 point 9).
    #[serde(default)]
    shown: u64,
    outcome: Option<Outcome>,
    /// The log lines of the action being applied; the engine takes them when it ends.
    #[serde(skip)]
    events: Vec<Event>,
    /// Inside the computer player's search nobody reads the log, so no words are made.
    #[serde(skip)]
    quiet: bool,
    /// A listed action the rules could not carry out: a fault of the rules, which the
    /// engine reports as a refusal and `simulate` counts as rejected.
    #[serde(skip)]
    fault: Option<RuleError>,
}

impl Book {
    /// Bookkeeping for a new game whose randomness all comes from `seed`.
    pub fn new(seed: u64) -> Self {
        Self::with_rng(Rng::new(seed))
    }

    /// Bookkeeping around a generator the set-up has already drawn from.
    pub fn with_rng(rng: Rng) -> Self {
        Self { rng, reveals: 0, shown: 0, outcome: None, events: Vec::new(), quiet: false, fault: None }
    }

    /// The game's generator: every shuffle and draw of the rules goes through it.
    pub fn rng(&mut self) -> &mut Rng {
        &mut self.rng
    }

    /// Gives the generator a new future, as a determinized copy must (the observer
    /// cannot know the real one).
    pub fn reseed(&mut self, seed: u64) {
        self.rng = Rng::new(seed);
    }

    /// Hidden information was shown: undo stops here.
    pub fn reveal(&mut self) {
        self.reveals += 1;
    }

    /// A card of the deciding seat was shown to the others (inked, played): undo stops
    /// here between people.
    pub fn show(&mut self) {
        self.shown += 1;
    }

    /// A number that changes whenever something random happens or hidden information is
    /// revealed or shown; undo never crosses a change of it.
    pub fn epoch(&self) -> u64 {
        self.rng.draws() + self.reveals + self.shown
    }

    /// The same, counting only what the deciding seat itself learns (a draw, a reveal,
    /// a shuffle): the barrier of undo against the computer.
    pub fn private_epoch(&self) -> u64 {
        self.rng.draws() + self.reveals
    }

    /// Ends the game.
    pub fn finish(&mut self, outcome: Outcome) {
        self.outcome = Some(outcome);
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Whether no words are wanted (inside the search): a game checks it before it
    /// formats a line (`log_line!`, `push_event!`).
    pub fn is_quiet(&self) -> bool {
        self.quiet
    }

    /// Writes a log line of the action being applied (nothing when quiet).
    pub fn event(&mut self, event: Event) {
        if !self.quiet {
            self.events.push(event);
        }
    }

    /// Writes every line of `events`, in order (nothing when quiet).
    pub fn events(&mut self, events: impl IntoIterator<Item = Event>) {
        if !self.quiet {
            self.events.extend(events);
        }
    }

    /// The lines written so far by the action being applied.
    pub fn pending_events(&self) -> &[Event] {
        &self.events
    }

    /// Records that the rules could not carry out a listed action (a rules fault).
    pub fn fault(&mut self, error: RuleError) {
        if self.fault.is_none() {
            self.fault = Some(error);
        }
    }

    pub(crate) fn take_events(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.events)
    }

    pub(crate) fn take_fault(&mut self) -> Option<RuleError> {
        self.fault.take()
    }

    pub(crate) fn set_quiet(&mut self, quiet: bool) {
        self.quiet = quiet;
    }

    /// Reopens a finished game: only for tests that build positions by hand.
    #[doc(hidden)]
    pub fn clear_outcome(&mut self) {
        self.outcome = None;
    }
}
