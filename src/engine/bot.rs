use super::{Game, Rng};

/// The random bot: picks uniformly among the legal actions, from its own seeded
/// generator (so a bot game is as reproducible as any other).
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: Rng,
}

impl RandomBot {
    pub fn new(seed: u64) -> Self {
        Self { rng: Rng::new(seed ^ 0xB07_B07_B07) }
    }

    /// The chosen action, or `None` when there is nothing to choose. The bot never
    /// concedes ([`Hints::is_concession`](super::Hints::is_concession)) unless nothing
    /// else is legal: a bot that gives up at random is no opponent, and its games would
    /// measure nothing.
    pub fn choose<G: Game>(&mut self, game: &G) -> Option<G::Action> {
        let legal = game.legal_actions();
        self.pick(game, &legal).map(|i| legal[i].clone())
    }

    /// [`RandomBot::choose`] from a legal list already at hand: its index.
    pub fn pick<G: Game>(&mut self, game: &G, legal: &[G::Action]) -> Option<usize> {
        let open = |a: &G::Action| legal.len() <= 1 || !game.is_concession(a);
        let n = legal.iter().filter(|a| open(a)).count();
        if n == 0 {
            return None;
        }
        let i = self.rng.below(n);
        legal.iter().enumerate().filter(|(_, a)| open(a)).nth(i).map(|(j, _)| j)
    }
}

/// A seeded random game: up to `steps` actions of [`RandomBot`] from `seed` (fewer if the
/// game ends), with the actions taken. Every listed action must be accepted: a refusal
/// is a rules fault and panics, as a test wants.
pub fn random_game<G: Game>(options: &G::Options, seed: u64, steps: usize) -> (G, Vec<G::Action>) {
    let mut g = G::new(options, seed).unwrap_or_else(|e| panic!("{}: {options:?} set up no game: {e}", G::ID));
    let mut bot = RandomBot::new(seed);
    let mut log = Vec::new();
    for _ in 0..steps {
        if g.outcome().is_some() {
            break;
        }
        let Some(a) = bot.choose(&g) else { panic!("{} seed {seed}: a live game has no legal action", G::ID) };
        if let Err(e) = g.apply(&a) {
            panic!("{} seed {seed}: listed action {a:?} refused: {e}", G::ID);
        }
        log.push(a);
    }
    (g, log)
}
