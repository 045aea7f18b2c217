use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::{Decision, Rng, RuleError};

/// A seat at the table, counted from 0 (the UI and the log say "P1" for seat 0).
pub type Seat = usize;

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The seats that won (several for a team or a shared win; empty for a draw).
    pub winners: Vec<Seat>,
    /// Why, in plain words, e.g. "P2 reached 20 lore".
    pub reason: String,
}

impl Outcome {
    /// What the finished game is worth to `seat` on an evaluation's scale: 1 for a
    /// winner, 0 for a loser, one half when nobody won.
    pub fn value_for(&self, seat: Seat) -> f64 {
        if self.winners.is_empty() {
            0.5
        } else if self.winners.contains(&seat) {
            1.0
        } else {
            0.0
        }
    }
}

/// Something that happened, told in words for the log. Events are public: a text
/// never names a card that one seat may not see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub text: String,
    /// The turn this event belongs to, when the game says so: the event that opens a
    /// turn ("Turn 2: P2 begins their turn") carries the new turn's number, and the
    /// match stamps it and every later line of the same action with that number.
    /// `None` means "the turn current when the action began, or the last one an
    /// earlier event of this action opened". Not part of the protocol's JSON.
    #[serde(skip)]
    pub turn: Option<u32>,
}

impl Event {
    pub fn new(text: impl Into<String>) -> Self {
        Self { text: text.into(), turn: None }
    }

    /// An event that belongs to turn `turn`: the line that opens a turn, or any line
    /// written by a game that stamps every event with its current turn.
    pub fn in_turn(turn: u32, text: impl Into<String>) -> Self {
        Self { text: text.into(), turn: Some(turn) }
    }
}

/// How an action is shown: a stable snake_case `kind` (`ink`, `quest`, `end_turn`,
/// `summon` ...) and a `label` a person reads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActionInfo {
    pub kind: &'static str,
    pub label: String,
}

/// The public counts of one seat: cards or objects per zone (snake_case names from the
/// rules brief) and the score that decides the game (lore, points ...), if any.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatSummary {
    pub zones: Vec<(&'static str, usize)>,
    pub score: Option<i64>,
}

/// The contract every game implements; the engine offers matches, undo, replay,
/// saves, bots and simulation on top of it.
pub trait Game: Clone + PartialEq + Debug + 'static {
    /// One decision. Legal if and only if it is in [`Game::legal_actions`].
    type Action: Clone + PartialEq + Debug + Serialize + DeserializeOwned + 'static;
    /// Table options (player count, mode ...). `Default` is what a new game offers.
    type Options: Clone + Default + PartialEq + Debug + Serialize + DeserializeOwned + 'static;

    /// What one seat may see: comparable, so a test can check that two states look the
    /// same to a seat, and serializable for the protocol.
    type View: Clone + PartialEq + Debug + Serialize + 'static;

    /// The protocol id: `lorcana`, `tash-kalar` ...
    const ID: &'static str;
    /// The name shown in the lobby.
    const NAME: &'static str;
    /// One line for the lobby tile.
    const BLURB: &'static str;
    /// Fewest and most seats.
    const SEATS: (usize, usize);
    /// The prefix of this game's rule ids (`LO-`, `TK-` ...): every refusal of an
    /// action cites a rule starting with it.
    const RULE_PREFIX: &'static str;

    /// Sets up a game; all randomness comes from `seed`. Bad options are refused.
    fn new(options: &Self::Options, seed: u64) -> Result<Self, RuleError>;

    /// The set-ups the conformance suite plays: the default first, then every mode,
    /// seat count or rule option whose rules differ (Tash-Kalar's forms, one or two
    /// mages, the other deck, Nexus's Appendix A alternatives).
    fn variants() -> Vec<Self::Options> {
        vec![Self::Options::default()]
    }
    /// How many seats this game has.
    fn seats(&self) -> usize;
    /// Who must decide now; `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;
    /// Every legal decision for [`Game::to_act`], complete and exact.
    fn legal_actions(&self) -> Vec<Self::Action>;
    /// Applies one decision and runs every automatic step until a seat must decide.
    /// Atomic: on `Err` the state is exactly as before (see [`transact`]).
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Event>, RuleError>;
    /// Applies a listed action inside the computer player's search, where speed counts: a
    /// game may skip what only people need (atomicity, the log's words). Returns whether
    /// it was applied; after `false` the state may be half-changed and is dropped.
    fn apply_in_search(&mut self, action: &Self::Action) -> bool {
        self.apply(action).is_ok()
    }
    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// Where the turn is, outermost first: `["Start of turn", "Draw"]`.
    fn phase(&self) -> Vec<&'static str>;
    /// The turn number, from 1.
    fn turn(&self) -> u32;
    /// Whose turn it is (may differ from [`Game::to_act`] during resolution).
    fn active(&self) -> Seat;
    /// Public counts per seat, for the protocol's SUMMARY.
    fn summary(&self) -> Vec<SeatSummary>;
    /// What that seat may see, nothing more: never another seat's hand, any deck order,
    /// face-down cards or the generator's future.
    fn view(&self, seat: Seat) -> Self::View;
    /// The decision pending now, structured (the view of every seat carries it too).
    /// `None` once the game is over.
    fn decision(&self) -> Option<Decision>;
    /// A state `observer` cannot tell apart from this one (`view(observer)` is equal),
    /// with everything hidden from them re-drawn consistently with what they know: other
    /// hands, deck orders, face-down cards, and the generator's future (reseeded from
    /// `rng`). The computer player searches over such states, so it never reads what its
    /// seat may not see.
    fn determinize(&self, observer: Seat, rng: &mut Rng) -> Self;
    /// An estimate, in 0.0 ..= 1.0, of how well the game stands for `seat` (1.0: won),
    /// used to cut playouts short. `None` where the game gives no estimate; the search
    /// then plays to the end.
    fn evaluate(&self, _seat: Seat) -> Option<f64> {
        None
    }
    /// The computer player's playout move: an index into `legal` (the legal actions now),
    /// or `None` (the default) for a uniform random one. A game whose random play says
    /// little about a position (Aeon's End) may play its playouts greedily instead.
    fn playout_pick(&self, _legal: &[Self::Action], _rng: &mut Rng) -> Option<usize> {
        None
    }
    /// Whether the computer player judges this game's moves by flat rollouts of its
    /// playout policy instead of the tree, and how. `None` (the default): the tree.
    /// A game whose playout policy ([`Game::playout_pick`]) plays far better than a
    /// thinly visited tree node (Aeon's End) opts in, so the search improves on its
    /// policy instead of wandering from it; see [`Rollouts`].
    fn rollouts(&self) -> Option<Rollouts> {
        None
    }
    /// The seats that win or lose together: each seat alone by default; the two teams
    /// in a team mode; one group of every seat in a cooperative game. The arena sides
    /// follow it; the search needs nothing of it (winners already list whole teams).
    fn teams(&self) -> Vec<Vec<Seat>> {
        (0..self.seats()).map(|s| vec![s]).collect()
    }
    /// Whether every seat's view shows the same cards (Aeon's End: hands are open between
    /// allies, AE-1.1), so people sharing a device need no hand-over screen between seats.
    fn open_table(&self) -> bool {
        false
    }
    /// The kind and the words of an action.
    fn describe(&self, action: &Self::Action) -> ActionInfo;
    /// Conservation and sanity checks (no card created or lost, unique ids, no
    /// negative counters), run after every action in tests and in `simulate`.
    fn check_invariants(&self) -> Result<(), String>;
    /// A number that changes whenever something random happens or hidden information
    /// is revealed; undo never crosses a change of it.
    fn undo_epoch(&self) -> u64;
    /// Whether this action gives up the game (bots never pick it while anything else is
    /// legal). Cheap, unlike [`Game::describe`], because bots ask it of every action.
    fn is_concession(&self, _action: &Self::Action) -> bool {
        false
    }
    /// Whether this action only takes back a choice in progress, back to the position
    /// before that choice began (Nexus's "cancel this payment"). The computer player
    /// never picks one while anything else is legal, so it cannot start a move and take
    /// it back forever; a person may, and so may the random player.
    fn is_take_back(&self, _action: &Self::Action) -> bool {
        false
    }
    /// Whether `legal[i]` does what an earlier entry of `legal` (the legal actions now)
    /// does, in every way the game's outcome depends on (Nexus: locking a second source
    /// with the same output). The computer player searches only the first of such
    /// entries, so equivalent choices do not split its search; the legal list still
    /// lists them all. Default: none does.
    fn repeats_earlier(&self, _legal: &[Self::Action], _i: usize) -> bool {
        false
    }
}

/// A flat rollout search ([`Game::rollouts`]): every root move is played out by the
/// playout policy on the same determinizations with the same generator seeds (common
/// random numbers), and the policy's own move is kept unless another one beats it,
/// paired sample by sample, by `margin` standard errors.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rollouts {
    /// Playouts per iteration of the level's budget, in percent (100: one playout per
    /// iteration; fewer where a playout to the end is costly).
    pub percent: u32,
    /// Actions a playout may take before the evaluation (if any) scores it; a value
    /// past the length of a game plays every playout to its end.
    pub depth: u32,
    /// How many standard errors of the paired difference another move must gain over
    /// the policy's move to be played instead.
    pub margin: f64,
}

/// Runs `f` on a copy of `state` and keeps the copy only if `f` succeeds, so that an
/// `Err` leaves `state` exactly as it was.
pub fn transact<G: Clone, T>(state: &mut G, f: impl FnOnce(&mut G) -> Result<T, RuleError>) -> Result<T, RuleError> {
    let mut draft = state.clone();
    let out = f(&mut draft)?;
    *state = draft;
    Ok(out)
}
