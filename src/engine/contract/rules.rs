use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::engine::{seat_name, Book, Outcome, RuleError, Seat, SeatSummary};

/// The rules of a game: the part every game must write. The engine's [`super::Play`]
/// turns it into checked, atomic, logged actions.
pub trait Rules: Clone + PartialEq + Debug + 'static {
    /// One decision. Legal if and only if it is in [`Rules::legal_actions`].
    type Action: Clone + PartialEq + Debug + Serialize + DeserializeOwned + 'static;
    /// Table options (player count, mode ...). `Default` is what a new game offers;
    /// unknown fields are refused so a typo is not ignored.
    type Options: Clone + Default + PartialEq + Debug + Serialize + DeserializeOwned + 'static;

    /// The protocol id: `lorcana`, `tash-kalar` ...
    const ID: &'static str;
    /// The name shown in the lobby.
    const NAME: &'static str;
    /// One line for the lobby tile.
    const BLURB: &'static str;
    /// Fewest and most seats.
    const SEATS: (usize, usize);
    /// The prefix of this game's rule ids (`LO-`, `TK-` ...): every refusal cites one.
    const RULE_PREFIX: &'static str;
    /// The turn's structure for the phase tracker: each outer phase with its steps, in
    /// the words [`Rules::phase`] returns (a test checks that every phase the game
    /// reports is listed here).
    const PHASES: &'static [(&'static str, &'static [&'static str])];
    /// The rule every action is refused by once the game is over (`LO-2.3` ...).
    const GAME_OVER_RULE: &'static str;

    /// Sets up a game; all randomness comes from `seed`. Bad options are refused.
    fn new(options: &Self::Options, seed: u64) -> Result<Self, RuleError>;
    /// The state's bookkeeping (generator, reveals, outcome, log lines).
    fn book(&self) -> &Book;
    /// The same, to change.
    fn book_mut(&mut self) -> &mut Book;

    /// How many seats this game has.
    fn seats(&self) -> usize;
    /// Who must decide now; `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;
    /// Every legal decision for [`Rules::to_act`], complete and exact. It includes the
    /// concession ([`Rules::concession`]) at every decision.
    fn legal_actions(&self) -> Vec<Self::Action>;
    /// The action by which the seat to decide gives up the game. The engine carries it
    /// out ([`super::Play::apply_listed`]): the game's own apply never sees it.
    fn concession() -> Self::Action;
    /// Whether this action gives up the game (bots never pick it while anything else is
    /// legal). Cheap, because bots ask it of every action.
    fn is_concession(&self, action: &Self::Action) -> bool {
        *action == Self::concession()
    }
    /// Called once the engine has ended the game itself (a concession): a game whose state
    /// marks its end (a step, a pending choice to drop) settles it here.
    fn ended_by_engine(&mut self) {}
    /// How the game ends when `seat` concedes: by default every seat outside its team
    /// wins (nobody, in a cooperative game: the team has lost).
    fn concession_outcome(&self, seat: Seat) -> Outcome {
        let team = self.teams().into_iter().find(|t| t.contains(&seat)).unwrap_or_else(|| vec![seat]);
        let winners: Vec<Seat> = (0..self.seats()).filter(|s| !team.contains(s)).collect();
        Outcome { winners, reason: format!("{} conceded", seat_name(seat)) }
    }
    /// Why `action`, which is not in [`Rules::legal_actions`], is refused: the rule it
    /// breaks (an id starting with [`Rules::RULE_PREFIX`]) and what would be allowed.
    fn refusal(&self, action: &Self::Action) -> RuleError;
    /// Carries out a listed action and every automatic step after it, until a seat must
    /// decide. Only the engine calls it, and only with a listed action; log lines,
    /// reveals and the end of the game go through [`Rules::book_mut`].
    fn apply_unchecked(&mut self, action: &Self::Action);

    /// Where the turn is, outermost first: `["Start of turn", "Draw"]`.
    fn phase(&self) -> Vec<&'static str>;
    /// The turn number, from 1.
    fn turn(&self) -> u32;
    /// Whose turn it is (may differ from [`Rules::to_act`] during resolution).
    fn active(&self) -> Seat;
    /// Public counts per seat, for the protocol's SUMMARY.
    fn summary(&self) -> Vec<SeatSummary>;
    /// Conservation and sanity checks (no card created or lost, unique ids, no negative
    /// counters), run after every action in tests and in `simulate`.
    fn check_invariants(&self) -> Result<(), String>;

    /// The set-ups the conformance suite plays: the default first, then every mode,
    /// seat count or rule option whose rules differ.
    fn variants() -> Vec<Self::Options> {
        vec![Self::Options::default()]
    }
    /// The seats that win or lose together: each seat alone by default; the two teams
    /// in a team mode; one group of every seat in a cooperative game.
    fn teams(&self) -> Vec<Vec<Seat>> {
        (0..self.seats()).map(|s| vec![s]).collect()
    }
    /// Whether every seat's view shows the same cards (Aeon's End: hands are open between
    /// allies, AE-1.1), so people sharing a device need no hand-over screen between seats.
    fn open_table(&self) -> bool {
        false
    }
}
