//! Setup (TK-1.4 .. TK-1.7, TK-2.1 .. TK-2.8): supplies, decks, opening hands, the
//! starting player, High Form tasks and the Deathmatch start pieces.

use crate::engine::{Book, Rng, RuleError};
use crate::games::tash_kalar::cards::{flare_cards, legend_cards, school_cards, TaskLevel, TASKS};
use crate::games::tash_kalar::state::{Form, Pending, SeatState, SideState, TashKalar, TurnLog};

use super::rulings;

impl TashKalar {
    /// Builds a game for a checked form, team flag and player count.
    pub(crate) fn setup(form: Form, teams: bool, players: usize, seed: u64) -> Result<Self, RuleError> {
        let mut rng = Rng::new(seed);
        let sides = if teams { 2 } else { players };
        let nonleg = rulings::nonlegendary_pieces(form, if teams { 2 } else { players });
        let mut seats = Vec::new();
        for seat in 0..players {
            // Two schools for up to four seats: equal decks are allowed (TK-1.7).
            let school = (seat % 2) as u8;
            let mut deck = school_cards(school);
            rng.shuffle(&mut deck);
            let reserve =
                if teams { deck.iter().take(rulings::RESERVE_CARDS).fold(0u64, |m, c| m | 1u64 << c.0) } else { 0 };
            seats.push(SeatState { school, deck, hand: Vec::new(), flares: Vec::new(), discard: Vec::new(), reserve });
        }
        let mut legend_deck = legend_cards();
        rng.shuffle(&mut legend_deck);
        let mut flare_deck = flare_cards();
        rng.shuffle(&mut flare_deck);
        let side_states = (0..sides).map(|_| SideState::fresh(nonleg, sides)).collect();
        let starting = rng.below(players);
        let mut g = TashKalar {
            form,
            teams,
            players,
            nonleg_total: nonleg,
            target: rulings::target(form, if teams { 2 } else { players }),
            book: Book::with_rng(rng),
            board: vec![None; 81],
            seats,
            sides: side_states,
            legend_deck,
            legend_discard: Vec::new(),
            flare_deck,
            flare_discard: Vec::new(),
            tasks_current: Vec::new(),
            task_next: None,
            task_deck: Vec::new(),
            turn: 1,
            active: starting,
            starting,
            actions_left: 1,
            actions_used: 0,
            discarded: false,
            control_passed: false,
            log: TurnLog { destroyed: vec![[0; 3]; sides], ..TurnLog::default() },
            pending: if form == Form::HighForm { Pending::Actions } else { Pending::Setup { placed: 0 } },
            final_trigger: None,
        };
        g.deal();
        if form == Form::HighForm {
            g.setup_tasks();
        }
        Ok(g)
    }

    /// TK-2.3 opening hands (the team's legend hand once per team: TK-2.8).
    fn deal(&mut self) {
        for seat in 0..self.players {
            for _ in 0..3 {
                if let Some(c) = self.seats[seat].deck.pop() {
                    self.seats[seat].hand.push(c);
                }
            }
            if let Some(c) = self.flare_deck.pop() {
                self.seats[seat].flares.push(c);
            }
            let colour = self.colour_of(seat) as usize;
            while self.sides[colour].legends.len() < 2 {
                let Some(c) = self.legend_deck.pop() else { break };
                self.sides[colour].legends.push(c);
            }
        }
    }

    /// TK-2.5: three basic tasks face up, then the next task.
    fn setup_tasks(&mut self) {
        let mut deck: Vec<u8> = (0..TASKS.len() as u8).collect();
        self.book.rng().shuffle(&mut deck);
        let (basic, advanced): (Vec<u8>, Vec<u8>) =
            deck.into_iter().partition(|&t| TASKS[t as usize].level == TaskLevel::Basic);
        let mut basic = basic;
        self.tasks_current = basic.split_off(basic.len() - 3);
        let mut rest: Vec<u8> = basic.into_iter().chain(advanced).collect();
        self.book.rng().shuffle(&mut rest);
        self.task_deck = rest;
        self.reveal_next_task();
        // The set-up writes no log line: the log opens with the first turn.
        self.book.take_events();
    }
}

impl SideState {
    /// A colour's full supply and empty scores (TK-1.4, TK-1.6).
    fn fresh(nonleg: u8, sides: usize) -> Self {
        SideState {
            supply_nonleg: nonleg,
            supply_leg: rulings::LEGENDARY_PIECES,
            colour_points: vec![0; sides],
            improvised: vec![false; sides],
            ..SideState::default()
        }
    }
}
