use super::Rules;
use crate::engine::ai::{Level, SearchConfig};
use crate::engine::{Rng, Seat};

/// The computer player's optional hints about a game. Every item has a default: a game
/// with no hints is searched by random playouts to the end.
pub trait Hints: Rules {
    /// An estimate, in 0.0 ..= 1.0, of how well the game stands for `seat` (1.0: won),
    /// used to cut playouts short. `None` where the game gives no estimate; the search
    /// then plays to the end.
    fn evaluate(&self, _seat: Seat) -> Option<f64> {
        None
    }
    /// The greedy player's estimate ([`crate::engine::ai::greedy`]), in 0.0 ..= 1.0, of
    /// how well the game stands for `seat` one decision later. Default: [`Hints::evaluate`].
    /// A game whose cut-off estimate misleads a single ply (one fitted on whole games,
    /// where a card in hand is worth more than the same card spent) gives a hand-written
    /// one here instead.
    fn greedy_evaluate(&self, seat: Seat) -> Option<f64> {
        self.evaluate(seat)
    }
    /// The search budget of `level` in this game: by default the level's own
    /// ([`Level::config`]). A game whose levels would otherwise not be felt apart, or
    /// not beat the greedy baseline by the margins of issue 33, sets its own iterations
    /// and exploration here (figures in docs/computer-player.md); `None` for a level that
    /// does not search. Read through [`crate::engine::ai::config_for`].
    fn search_config(level: Level) -> Option<SearchConfig>
    where
        Self: Sized,
    {
        level.config()
    }
    /// The terms [`Hints::evaluate`] adds up for `seat`, one per thing it weighs, so the
    /// Hint can say what the search really counted (issue 33 point 5). A game that gives
    /// them computes its estimate from these very terms: the estimate is a function of
    /// their sum alone (each game says which, and its tests check it over positions).
    /// Default: none (the Hint then tells only what the move changes).
    fn terms(&self, _seat: Seat) -> Vec<Term> {
        Vec::new()
    }
    /// The greedy player's own move, where the game has a hand-written greedy player that
    /// plays a turn better than one ply of [`Hints::greedy_evaluate`] (Aeon's End's mage
    /// policy): an index into `legal`, or `None` (the default) for the one-ply choice.
    /// Kept apart from [`Hints::playout_pick`], whose playout policies may be partly random.
    fn greedy_pick(&self, _legal: &[Self::Action], _rng: &mut Rng) -> Option<usize> {
        None
    }
    /// The computer player's playout move: an index into `legal` (the legal actions now),
    /// or `None` (the default) for a uniform random one. A game whose random play says
    /// little about a position (Aeon's End) may play its playouts greedily instead.
    fn playout_pick(&self, _legal: &[Self::Action], _rng: &mut Rng) -> Option<usize> {
        None
    }
    /// Which of `legal` (the legal actions now) the search's tree looks at: `Some(keep)`
    /// leaves out each `legal[i]` with `keep[i]` false (as long as one is kept), `None`
    /// (the default) looks at all. A game with many near-alike choices (Tash-Kalar's
    /// placements) keeps the promising few, so a budget of a few hundred iterations is not
    /// spread thin over all of them. Playouts still play any legal action.
    fn considered(&self, _legal: &[Self::Action]) -> Option<Vec<bool>> {
        None
    }
    /// Whether the computer player judges this game's moves by flat rollouts of its
    /// playout policy instead of the tree, and how. `None` (the default): the tree.
    /// A game whose playout policy plays far better than a thinly visited tree node
    /// (Aeon's End) opts in, so the search improves on its policy instead of wandering
    /// from it; see [`Rollouts`].
    fn rollouts(&self) -> Option<Rollouts> {
        None
    }
    /// Whether this action only takes back a choice in progress, back to the position
    /// before that choice began (Nexus's "cancel this payment"). The computer player
    /// never picks one while anything else is legal, so it cannot start a move and take
    /// it back forever; a person may, and so may the random player.
    fn is_take_back(&self, _action: &Self::Action) -> bool {
        false
    }
    /// Whether this action can only help another seat, never the seat taking it
    /// (Lorcana: Support's strength given to an opposing character, LO-8.13). The
    /// rules allow it, so a person and the random player may take it; the computer
    /// player never does while anything else is legal, in its own moves and in the moves
    /// it expects of others. Default: none is.
    fn helps_only_others(&self, _action: &Self::Action) -> bool {
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

/// One term of a game's estimate ([`Hints::terms`]): what it counts, in a player's words,
/// and what it adds to the seat's side of the estimate, in the estimate's own units
/// before they become a chance to win (a lead over the other side is positive).
#[derive(Clone, Debug, PartialEq)]
pub struct Term {
    /// What is counted ("lore your characters can quest for"); the same words name the
    /// same term in every position, so two positions' terms can be compared.
    pub what: String,
    /// Where it stands now, in the game's words ("one square short"), or empty.
    pub now: String,
    /// Its share of the estimate's sum.
    pub value: f64,
}

impl Term {
    /// A term with no words about where it stands.
    pub fn new(what: impl Into<String>, value: f64) -> Term {
        Term { what: what.into(), now: String::new(), value }
    }
}

/// A flat rollout search ([`Hints::rollouts`]): every root move is played out by the
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
