//! Information-set MCTS over determinizations of the root, run in slices; or, for a
//! game that asks for it, a flat rollout search of its playout policy.

use serde::Serialize;

use super::playout::{of_outcome, play_out, Rewards, MAX_SEATS};
use super::SearchConfig;
use crate::engine::prelude::*;
use crate::engine::{Rng, Rollouts, Seat};

const NONE: u32 = u32::MAX;
/// A playout of a game without evaluation is cut here (a draw-like 0.5 each).
const FULL_GAME_CAP: u32 = 5000;

/// One action out of a node: who took it, how often it was tried and was available,
/// and the summed reward of the seat who took it.
struct Child<A> {
    action: A,
    actor: u8,
    node: u32,
    visits: u32,
    avail: u32,
    reward: f64,
}

struct Node<A> {
    children: Vec<Child<A>>,
}

/// A move the search recommends: how often it was tried and the searching seat's
/// expected result after it (0..=1, a win rate where the game is won or lost).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Suggestion<A> {
    pub action: A,
    pub visits: u32,
    pub win_rate: f64,
    /// What the tree most often tried next after this move (by whoever acts next), and
    /// how often: the line the search expects, for the Hint's reason. None in a flat
    /// rollout search, which keeps no tree.
    pub next: Option<(A, u32)>,
}

/// A search for the seat to act in one position. Create it, [`Search::run`] it in as
/// many slices as wanted (the result depends only on the total), then read
/// [`Search::best`] or [`Search::suggestions`].
pub struct Search<G: Game> {
    root: G,
    seat: Seat,
    config: SearchConfig,
    rng: Rng,
    /// The searching seat's legal actions (its own choices, which it may see).
    legal: Vec<G::Action>,
    /// Decided without searching: the only action, or a win on the table.
    decided: Option<G::Action>,
    has_eval: bool,
    nodes: Vec<Node<G::Action>>,
    done: u32,
    /// Stopped by the time cap before the budget was spent.
    cut: bool,
    path: Vec<(u32, u32)>,
    avail: Vec<u32>,
    untried: Vec<u32>,
    /// The flat rollout search, for a game that asks for it ([`Hints::rollouts`]).
    flat: Option<Flat<G>>,
}

/// The state of a flat rollout search: one sample (determinization and generator seed)
/// at a time, every root move played out on it in turn.
struct Flat<G> {
    plan: Rollouts,
    /// Playouts in all (whole samples only: a sample's last moves never go unplayed).
    budget: u32,
    /// The policy's move at the root (an index into `legal`), from the first sample.
    policy: Option<usize>,
    sample: Option<G>,
    seed: u64,
    /// This sample's reward per root move.
    now: Vec<f64>,
    /// Summed reward per root move, and per root move the sums of its paired
    /// difference to the policy's move and of its square.
    sum: Vec<f64>,
    diff: Vec<f64>,
    diff2: Vec<f64>,
    samples: u32,
}

impl<G: Game> Search<G> {
    /// A search for the seat to act in `game`; `None` when nothing is to be chosen.
    pub fn new(game: &G, config: SearchConfig, seed: u64) -> Option<Self> {
        let seat = game.to_act()?;
        let mut legal = root_choices(game);
        // Only the choices the game has the search look at (Hints::considered); the
        // greedy level weighs every root choice.
        if let Some(keep) = game.considered(&legal).filter(|k| k.iter().any(|&x| x)) {
            let mut i = 0;
            legal.retain(|_| {
                i += 1;
                keep.get(i - 1).copied().unwrap_or(true)
            });
        }
        if legal.is_empty() {
            return None;
        }
        let mut rng = Rng::new(seed ^ 0x5EA2_C4ED_0000_0001);
        let sample = game.determinize(seat, &mut rng);
        let has_eval = sample.evaluate(seat).is_some();
        let decided = if legal.len() == 1 { legal.first().cloned() } else { winning_action(&sample, seat, &legal) };
        let flat = game.rollouts().map(|plan| {
            let k = legal.len() as u64;
            let playouts = config.iterations as u64 * plan.percent as u64 / 100;
            Flat {
                plan,
                budget: (playouts / k * k).min(u32::MAX as u64) as u32,
                policy: None,
                sample: None,
                seed: 0,
                now: vec![0.0; legal.len()],
                sum: vec![0.0; legal.len()],
                diff: vec![0.0; legal.len()],
                diff2: vec![0.0; legal.len()],
                samples: 0,
            }
        });
        Some(Self {
            root: game.clone(),
            seat,
            config,
            rng,
            legal,
            decided,
            has_eval,
            nodes: vec![Node { children: Vec::new() }],
            done: 0,
            cut: false,
            path: Vec::new(),
            avail: Vec::new(),
            untried: Vec::new(),
            flat,
        })
    }

    /// The seat searching.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// Iterations run so far (playouts, in a flat rollout search).
    pub fn iterations(&self) -> u32 {
        self.done
    }

    /// Whether the budget is spent (or no search is needed).
    pub fn finished(&self) -> bool {
        let budget = self.flat.as_ref().map_or(self.config.iterations, |f| f.budget);
        self.decided.is_some() || self.cut || self.done >= budget
    }

    /// Whether this is a flat rollout search ([`crate::engine::Hints::rollouts`]).
    pub(super) fn is_flat(&self) -> bool {
        self.flat.is_some()
    }

    /// Whether the time cap stopped the search before its budget was spent.
    pub fn was_cut(&self) -> bool {
        self.cut
    }

    /// Like [`Search::run`], but the search also ends (with what it has found so far)
    /// once `clock()` (ms) reaches `deadline`: the time cap of a level. The clock is
    /// read every few iterations; below the cap the result is exactly that of `run`.
    pub fn run_until(&mut self, n: u32, clock: &dyn Fn() -> f64, deadline: f64) -> bool {
        const CHUNK: u32 = 4;
        let mut left = n;
        while left > 0 && !self.finished() {
            if clock() >= deadline {
                self.cut = true;
                break;
            }
            let step = left.min(CHUNK);
            self.run(step);
            left -= step;
        }
        self.finished()
    }

    /// Runs up to `n` more iterations, never past the budget; returns [`Search::finished`].
    pub fn run(&mut self, n: u32) -> bool {
        let mut left = n;
        while left > 0 && !self.finished() {
            if self.flat.is_some() {
                self.roll_out();
            } else {
                self.iterate();
            }
            self.done += 1;
            left -= 1;
        }
        self.finished()
    }

    /// The chosen action: the most tried of the root's legal actions.
    pub fn best(&self) -> Option<G::Action> {
        if let Some(a) = &self.decided {
            return Some(a.clone());
        }
        if let Some(f) = &self.flat {
            return self.legal.get(self.flat_choice(f)).cloned();
        }
        self.ranked(1, false).into_iter().next().map(|s| s.action).or_else(|| self.legal.first().cloned())
    }

    /// The root's legal actions, most tried first (ties: better result, then listed
    /// order), at most `k`. A decided action comes first with a win rate of 1 when won.
    pub fn suggestions(&self, k: usize) -> Vec<Suggestion<G::Action>> {
        self.ranked(k, true)
    }

    /// [`Search::suggestions`], with each move's most tried follow-up only when asked
    /// (the Hint's words; choosing a move needs none).
    pub(super) fn ranked(&self, k: usize, with_next: bool) -> Vec<Suggestion<G::Action>> {
        if let Some(f) = &self.flat {
            return self.flat_suggestions(f, k);
        }
        let root = &self.nodes[0];
        let mut out: Vec<(usize, Suggestion<G::Action>)> = self
            .legal
            .iter()
            .enumerate()
            .map(|(i, a)| {
                let c = root.children.iter().find(|c| c.actor as usize == self.seat && c.action == *a);
                let (visits, win_rate) = match c {
                    Some(c) if c.visits > 0 => (c.visits, c.reward / c.visits as f64),
                    _ => (0, 0.0),
                };
                let next = c.filter(|_| with_next).and_then(|c| self.most_tried(c.node));
                (i, Suggestion { action: a.clone(), visits, win_rate, next })
            })
            .collect();
        if let Some(d) = &self.decided {
            if let Some(entry) = out.iter_mut().find(|(_, s)| s.action == *d) {
                entry.1.visits = u32::MAX;
                if self.legal.len() > 1 {
                    entry.1.win_rate = 1.0;
                }
            }
        }
        crate::engine::order::sort_by(&mut out, |(i, a), (j, b)| {
            b.visits.cmp(&a.visits).then(b.win_rate.total_cmp(&a.win_rate)).then(i.cmp(j))
        });
        out.into_iter().take(k).map(|(_, s)| s).collect()
    }

    /// The most tried action out of `node`, with its tries (read once, when the search
    /// reports; never during it).
    fn most_tried(&self, node: u32) -> Option<(G::Action, u32)> {
        let children = &self.nodes.get(node as usize)?.children;
        let best = children.iter().filter(|c| c.visits > 0).max_by_key(|c| c.visits)?;
        Some((best.action.clone(), best.visits))
    }

    /// The move the flat search plays (an index into `legal`): the policy's, unless
    /// another move's paired gain over it is more than `margin` standard errors (the
    /// largest such gain); without a policy, the best mean.
    fn flat_choice(&self, f: &Flat<G>) -> usize {
        let best_mean = || (0..self.legal.len()).fold(0, |b, i| if f.sum[i] > f.sum[b] { i } else { b });
        let Some(p) = f.policy else { return best_mean() };
        let mut choice = p;
        let mut gain = 0.0;
        for i in 0..self.legal.len() {
            // The paired gain against its standard error, sum(d) / sqrt(sum(d^2)): for
            // win-or-lose playouts the sign test of the samples where the two differ.
            let (d, d2) = (f.diff[i], f.diff2[i]);
            if i != p && d > gain && d > f.plan.margin * d2.sqrt() {
                choice = i;
                gain = d;
            }
        }
        choice
    }

    fn flat_suggestions(&self, f: &Flat<G>, k: usize) -> Vec<Suggestion<G::Action>> {
        let n = f.samples;
        let chosen = match &self.decided {
            Some(d) => self.legal.iter().position(|a| a == d).unwrap_or(0),
            None => self.flat_choice(f),
        };
        let mut out: Vec<(usize, Suggestion<G::Action>)> = self
            .legal
            .iter()
            .enumerate()
            .map(|(i, a)| {
                let win_rate = if n > 0 { f.sum[i] / n as f64 } else { 0.0 };
                (i, Suggestion { action: a.clone(), visits: n, win_rate, next: None })
            })
            .collect();
        if self.decided.is_some() {
            out[chosen].1.visits = u32::MAX;
            if self.legal.len() > 1 {
                out[chosen].1.win_rate = 1.0;
            }
        }
        crate::engine::order::sort_by(&mut out, |(i, a), (j, b)| {
            (*j == chosen).cmp(&(*i == chosen)).then(b.win_rate.total_cmp(&a.win_rate)).then(i.cmp(j))
        });
        out.into_iter().take(k).map(|(_, s)| s).collect()
    }

    /// One playout of the flat search: root move `done mod k` on the current sample (a
    /// new determinization and generator seed when the round starts), and, when the
    /// round is complete, its rewards added up and paired against the policy's move.
    fn roll_out(&mut self) {
        let k = self.legal.len();
        let Some(f) = self.flat.as_mut() else { return };
        let i = self.done as usize % k;
        if i == 0 {
            let sample = self.root.determinize(self.seat, &mut self.rng);
            f.seed = self.rng.next_u64();
            if f.samples == 0 {
                let legal = sample.legal_actions();
                let mut rng = Rng::new(f.seed);
                f.policy = sample
                    .playout_pick(&legal, &mut rng)
                    .and_then(|j| legal.get(j))
                    .and_then(|a| self.legal.iter().position(|b| b == a));
            }
            f.sample = Some(sample);
        }
        let Some(sample) = f.sample.as_ref() else { return };
        let mut g = sample.clone();
        let mut rng = Rng::new(f.seed);
        f.now[i] = if g.apply_in_search(&self.legal[i]) {
            let depth = f.plan.depth.min(FULL_GAME_CAP);
            play_out(&mut g, &mut rng, depth)[self.seat.min(MAX_SEATS - 1)]
        } else {
            0.0
        };
        if i + 1 == k {
            f.samples += 1;
            let base = f.policy.map(|p| f.now[p]);
            for j in 0..k {
                f.sum[j] += f.now[j];
                if let Some(b) = base {
                    let d = f.now[j] - b;
                    f.diff[j] += d;
                    f.diff2[j] += d * d;
                }
            }
        }
    }

    fn iterate(&mut self) {
        let mut g = self.root.determinize(self.seat, &mut self.rng);
        self.path.clear();
        let mut node = 0u32;
        let mut rewards: Option<Rewards> = None;
        loop {
            if let Some(o) = g.outcome() {
                rewards = Some(of_outcome(&g, &o));
                break;
            }
            let Some(actor) = g.to_act() else { break };
            let legal = g.legal_actions();
            let skip_concessions = legal.len() > 1;
            self.avail.clear();
            self.untried.clear();
            let children = &mut self.nodes[node as usize].children;
            let skipped = |a: &G::Action| skip_concessions && g.is_concession(a);
            let skip_take_backs =
                legal.iter().any(|a| g.is_take_back(a)) && legal.iter().any(|a| !(g.is_take_back(a) || skipped(a)));
            let skip_gifts = legal.iter().any(|a| g.helps_only_others(a))
                && legal.iter().any(|a| !(g.helps_only_others(a) || skipped(a)));
            let keep = g.considered(&legal).filter(|k| k.iter().any(|&x| x));
            for (i, a) in legal.iter().enumerate() {
                if keep.as_ref().is_some_and(|k| !k.get(i).copied().unwrap_or(true))
                    || skipped(a)
                    || (skip_take_backs && g.is_take_back(a))
                    || (skip_gifts && g.helps_only_others(a))
                    || g.repeats_earlier(&legal, i)
                {
                    continue;
                }
                match children.iter().position(|c| c.actor as usize == actor && c.action == *a) {
                    Some(j) => self.avail.push(j as u32),
                    None => self.untried.push(i as u32),
                }
            }
            for &j in &self.avail {
                children[j as usize].avail += 1;
            }
            if !self.untried.is_empty() {
                let i = self.untried[self.rng.below(self.untried.len())] as usize;
                let action = legal[i].clone();
                if !g.apply_in_search(&action) {
                    break;
                }
                children.push(Child { action, actor: actor as u8, node: NONE, visits: 0, avail: 1, reward: 0.0 });
                self.path.push((node, (children.len() - 1) as u32));
                break;
            }
            if self.avail.is_empty() {
                break;
            }
            let c = self.config.exploration;
            let mut best = self.avail[0];
            let mut best_score = f64::NEG_INFINITY;
            for &j in &self.avail {
                let ch = &children[j as usize];
                let n = ch.visits.max(1) as f64;
                let score = ch.reward / n + c * ((ch.avail.max(1) as f64).ln() / n).sqrt();
                if score > best_score {
                    best_score = score;
                    best = j;
                }
            }
            if !g.apply_in_search(&children[best as usize].action) {
                break;
            }
            self.path.push((node, best));
            let next = children[best as usize].node;
            node = if next == NONE {
                self.nodes.push(Node { children: Vec::new() });
                let id = (self.nodes.len() - 1) as u32;
                self.nodes[node as usize].children[best as usize].node = id;
                id
            } else {
                next
            };
        }
        let r = match rewards {
            Some(r) => r,
            None => {
                let depth = if self.has_eval { self.config.playout_depth } else { FULL_GAME_CAP };
                play_out(&mut g, &mut self.rng, depth)
            }
        };
        for &(n, j) in &self.path {
            let ch = &mut self.nodes[n as usize].children[j as usize];
            ch.visits += 1;
            ch.reward += r[(ch.actor as usize).min(MAX_SEATS - 1)];
        }
    }
}

/// The seat to act's choices the computer player weighs, in legal order: never a
/// concession, a take-back ([`Hints::is_take_back`]) or a gift to another seat
/// ([`Hints::helps_only_others`]) while anything else is legal, and one of each group of
/// equivalent choices ([`Hints::repeats_earlier`]). Shared by the search and the greedy
/// player.
pub(super) fn root_choices<G: Game>(game: &G) -> Vec<G::Action> {
    let mut legal = game.legal_actions();
    if legal.len() > 1 {
        legal.retain(|a| !game.is_concession(a));
    }
    // Nor a take-back while anything else is legal: choosing to start a move and
    // then to take it back would bring the search to the same position again.
    if legal.iter().any(|a| !game.is_take_back(a)) {
        legal.retain(|a| !game.is_take_back(a));
    }
    // Nor a gift to another seat (Hints::helps_only_others).
    if legal.iter().any(|a| !game.helps_only_others(a)) {
        legal.retain(|a| !game.helps_only_others(a));
    }
    // One of each group of equivalent choices (Hints::repeats_earlier).
    let all = legal.clone();
    let mut i = 0;
    legal.retain(|_| {
        i += 1;
        !game.repeats_earlier(&all, i - 1)
    });
    legal
}

/// An action of `legal` that wins the game for `seat` at once in this sample, if any.
fn winning_action<G: Game>(sample: &G, seat: Seat, legal: &[G::Action]) -> Option<G::Action> {
    legal
        .iter()
        .find(|a| {
            let mut g = sample.clone();
            g.apply_in_search(a) && g.outcome().is_some_and(|o| o.winners.contains(&seat))
        })
        .cloned()
}
