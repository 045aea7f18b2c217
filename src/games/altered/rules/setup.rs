//! Setup (AL-1.3): the Adventure, expeditions at their starting regions, a random first
//! player, heroes, shuffled decks, 6 cards drawn and 3 of them put into Mana (each seat
//! chooses, first player first, without revealing), then day 1 starts at Noon.

use crate::log_line;
use super::super::action::CardId;
use super::super::cards::DefId;
use super::super::state::{Altered, DayPhase, KeepChoice, Player, Region, Step};
use crate::engine::{Book, Rng, Seat};

/// The two halves of each Tumult card, as terrain sets (AL-4.2): F | M+W, M | F+W, W | F+M.
pub const TUMULT: [[[bool; 3]; 2]; 3] = [
    [[true, false, false], [false, true, true]],
    [[false, true, false], [true, false, true]],
    [[false, false, true], [true, true, false]],
];

/// The 8 regions for a Tumult order and orientations (AL-4.1).
pub(crate) fn build_regions(order: [u8; 3], flipped: [bool; 3], face_up: [bool; 3]) -> [Region; 8] {
    let all = Region { terrains: [true; 3], tumult: None, face_up: true };
    let mut r = [all; 8];
    for slot in 0..3 {
        let t = order[slot];
        let halves = TUMULT[t as usize];
        let (a, b) = if flipped[slot] { (halves[1], halves[0]) } else { (halves[0], halves[1]) };
        r[1 + 2 * slot] = Region { terrains: a, tumult: Some(t), face_up: face_up[slot] };
        r[2 + 2 * slot] = Region { terrains: b, tumult: Some(t), face_up: face_up[slot] };
    }
    r
}

impl Altered {
    /// A new game: each seat's Hero (if any) and deck list. The cards get their ids here,
    /// seat 0's first (AL-1.2: the owner never changes).
    pub fn setup(decks: [(Option<DefId>, Vec<DefId>); 2], seed: u64) -> Self {
        let mut rng = Rng::new(seed);
        let mut order = [0u8, 1, 2];
        rng.shuffle(&mut order);
        let flipped = [rng.below(2) == 1, rng.below(2) == 1, rng.below(2) == 1];
        let first = rng.below(2);
        let deck_sizes = [decks[0].1.len() as u16, decks[1].1.len() as u16];
        let cards: Vec<DefId> = decks[0].1.iter().chain(&decks[1].1).copied().collect();
        let mut g = Altered {
            players: [Player::default(), Player::default()],
            cards,
            deck_sizes,
            regions: build_regions(order, flipped, [false; 3]),
            arena: false,
            expeditions: Vec::new(),
            limbo: Vec::new(),
            emblems: Vec::new(),
            pending: None,
            ordering: Vec::new(),
            step: Step::SetupMana(first),
            day: 1,
            phase: DayPhase::Noon,
            first_player: first,
            active: first,
            end_turn: false,
            cleanup: [KeepChoice::default(), KeepChoice::default()],
            last_dusk: Vec::new(),
            setup_mana: [0; 2],
            activations: Vec::new(),
            next_id: 0,
            next_ts: 0,
            book: Book::with_rng(rng),
            turns: 0,
            last_played: None,
            ongoing: Vec::new(),
        };
        for seat in 0..2 {
            let hero = decks[seat].0.map(|h| g.new_obj(None, h, seat));
            let p = &mut g.players[seat];
            p.hero = hero;
            p.pos = [0, 7];
            let base = if seat == 0 { 0 } else { deck_sizes[0] };
            p.deck = (base..base + deck_sizes[seat]).map(CardId).collect();
            let mut deck = std::mem::take(&mut g.players[seat].deck);
            g.book.rng().shuffle(&mut deck);
            g.players[seat].deck = deck;
            g.draw(seat, 6);
        }
        log_line!(g, "P{} is the first player. Each player puts 3 cards into Mana", first + 1);
        g
    }

    /// AL-1.3 step 6: one of the 3 starting orbs, ready.
    pub(crate) fn setup_to_mana(&mut self, seat: Seat, card: CardId) {
        self.to_mana(seat, card, true);
        self.setup_mana[seat] += 1;
        if self.setup_mana[seat] == 3 {
            log_line!(self, "P{} has chosen their 3 Mana Orbs", seat + 1);
            self.step = if seat == self.first_player { Step::SetupMana(1 - seat) } else { Step::NoonStart };
        }
    }
}
