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
    /// concedes ([`Game::is_concession`]) unless nothing else is legal: a bot that gives
    /// up at random is no opponent, and its games would measure nothing.
    pub fn choose<G: Game>(&mut self, game: &G) -> Option<G::Action> {
        let mut legal = game.legal_actions();
        if legal.len() > 1 {
            legal.retain(|a| !game.is_concession(a));
        }
        if legal.is_empty() {
            return None;
        }
        let i = self.rng.below(legal.len());
        Some(legal.swap_remove(i))
    }
}
