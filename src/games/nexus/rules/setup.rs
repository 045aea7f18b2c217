//! Match setup (NX-12): decks, planet, starting player by seeded coin flip (NX-2.4),
//! hands of six and mulligans (NX-12.4).

use crate::log_line;
use super::super::action::CardId;
use super::super::cards::{try_pool, DECK_SIZE, SECTOR_DURABILITY};
use super::super::cards::decks::reserve_problems;
use super::super::options::{DeckChoice, NexusOptions};
use super::super::state::{seat_name, Battle, Card, Draft, Loc, Nexus, Pending, Player, Step};
use crate::engine::{Book, Rng, RuleError, Seat};

impl Nexus {
    pub fn setup(opts: &NexusOptions, seed: u64) -> Result<Self, RuleError> {
        if opts.specials_enabled {
            return Err(RuleError::new(
                "NX-2.2",
                "specials are not defined by the rules this table follows; leave specials_enabled off",
            ));
        }
        if !(1..=3).contains(&opts.biomes_to_lose_match) {
            return Err(RuleError::new("NX-11.2", "biomes_to_lose_match must be 1, 2 or 3"));
        }
        if !(1..=10).contains(&opts.mulligan_hand_size) {
            return Err(RuleError::new("NX-12.4", "mulligan_hand_size must be between 1 and 10"));
        }
        let pool = try_pool().map_err(|e| RuleError::new("NX-2.3", format!("the card pool: {e}")))?;
        let lists = [opts.p1_deck.resolve(pool)?, opts.p2_deck.resolve(pool)?];
        let reserves = Self::reserves(opts, pool)?;
        let mut cards = Vec::with_capacity(2 * DECK_SIZE);
        let mut players: [Player; 2] = Default::default();
        for (seat, list) in lists.into_iter().enumerate() {
            for (i, def) in list.into_iter().enumerate() {
                cards.push(Card::new(def));
                players[seat].deck.push(CardId((seat * DECK_SIZE + i) as u8));
            }
        }
        for (p, reserve) in players.iter_mut().zip(reserves) {
            p.reserve = reserve;
        }
        let mut rng = Rng::new(seed);
        for p in players.iter_mut() {
            rng.shuffle(&mut p.deck);
        }
        let starting = rng.below(2);
        let mut g = Nexus {
            opts: opts.clone(),
            cards,
            players,
            sectors: [[SECTOR_DURABILITY; 3]; 2],
            lost: [[false; 3]; 2],
            queue: Vec::new(),
            next_item: 1,
            step: Step::Mulligan,
            floor: starting,
            passes: 0,
            active: starting,
            starting,
            turn: 0,
            pending: None,
            draft: Draft::default(),
            battle: Battle::default(),
            triggers: Vec::new(),
            order_queue: Vec::new(),
            book: Book::with_rng(rng),
            last: None,
            series: Default::default(),
            legal_cache: Default::default(),
        };
        log_line!(g, "{} is the starting player (coin flip)", seat_name(starting));
        for seat in 0..2 {
            g.draw(seat, 6);
        }
        Ok(g)
    }

    /// NX-2.1 / NX-2.2: a best of one or three; in a best of three each seat's reserve
    /// (given, or its premade deck's own), checked: at most 12 cards, at most 3 copies of
    /// a card with the deck. A best of one brings none.
    fn reserves(opts: &NexusOptions, pool: &super::super::cards::Pool) -> Result<[Vec<u8>; 2], RuleError> {
        if !matches!(opts.best_of, 1 | 3) {
            return Err(RuleError::new("NX-2.1", format!("a game is a best of 1 or of 3, not of {}", opts.best_of)));
        }
        if opts.best_of == 1 {
            return Ok([Vec::new(), Vec::new()]);
        }
        let mut out: [Vec<u8>; 2] = Default::default();
        for (seat, (deck, given)) in [(&opts.p1_deck, &opts.p1_reserve), (&opts.p2_deck, &opts.p2_reserve)].into_iter().enumerate() {
            let reserve = match (given, deck) {
                (Some(list), _) => list.clone(),
                (None, DeckChoice::Premade(id)) => pool.premade(id).map(|p| pool.premade_reserve(p)).unwrap_or_default(),
                (None, DeckChoice::List(_)) => Vec::new(),
            };
            if let Some(e) = reserve_problems(pool, &deck.ids(pool)?, &reserve).into_iter().next() {
                return Err(RuleError { message: format!("{}'s reserve: {}", seat_name(seat), e.message), ..e });
            }
            out[seat] = reserve.iter().filter_map(|c| pool.id(c)).collect();
        }
        Ok(out)
    }

    /// Who decides about their hand next: the starting player first (NX-12.4).
    pub(crate) fn mulligan_seat(&self) -> Option<Seat> {
        [self.starting, Self::other(self.starting)].into_iter().find(|&s| !self.players[s].kept)
    }

    pub fn keep(&mut self, seat: Seat) {
        self.players[seat].kept = true;
        log_line!(self, "{} keeps {} cards", seat_name(seat), self.players[seat].hand.len());
    }

    /// Whether another mulligan is allowed (the bottomed count may not exceed the new hand).
    pub(crate) fn may_mulligan(&self, seat: Seat) -> bool {
        self.players[seat].mulligans < self.opts.mulligan_hand_size
    }

    /// NX-12.4: shuffle the hand in, draw a new hand, then bottom N (N = mulligans taken).
    pub fn mulligan(&mut self, seat: Seat) {
        let hand = std::mem::take(&mut self.players[seat].hand);
        for c in hand {
            self.cards[c.index()].loc = Loc::Deck;
            self.players[seat].deck.push(c);
        }
        let mut deck = std::mem::take(&mut self.players[seat].deck);
        self.book.rng().shuffle(&mut deck);
        self.players[seat].deck = deck;
        self.players[seat].mulligans += 1;
        let n = self.players[seat].mulligans;
        self.draw(seat, self.opts.mulligan_hand_size as usize);
        log_line!(self, "{} mulligans (number {n}) and must put {n} card(s) on the bottom", seat_name(seat));
        self.pending = Some(Pending::Bottom { seat, left: n });
    }

    pub fn bottom(&mut self, card: CardId) {
        self.put_on_deck_bottom(card);
        if let Some(Pending::Bottom { seat, left }) = &mut self.pending {
            *left -= 1;
            let s = *seat;
            if *left == 0 || self.players[s].hand.is_empty() {
                self.pending = None;
                log_line!(self, "{} has bottomed the cards and holds {}", seat_name(s), self.players[s].hand.len());
            }
        }
    }
}
