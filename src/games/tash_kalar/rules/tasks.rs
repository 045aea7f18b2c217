//! High Form tasks (TK-2.5, TK-10.2, TK-C5): conditions, the claim at the end of the
//! turn, and revealing the next task with the type filter.

use crate::log_line;
use crate::engine::{RuleError};
use crate::games::tash_kalar::board::{all_squares, Square};
use crate::games::tash_kalar::cards::{TaskKind, TASKS};
use crate::games::tash_kalar::state::{Pending, Rank, TashKalar};

impl TashKalar {
    /// Whether `colour` meets task `t` now (board tasks) or this turn (turn tasks).
    pub fn task_met(&self, colour: u8, t: u8) -> bool {
        let mine = |s: Square| self.at(s).is_some_and(|p| p.colour == colour);
        let enemy_up = |s: Square| self.at(s).is_some_and(|p| p.colour != colour);
        let acting = colour == self.me();
        let destroyed: [u32; 3] = self.log.destroyed.iter().enumerate().filter(|&(c, _)| c as u8 != colour).fold(
            [0; 3],
            |mut acc, (_, d)| {
                for r in 0..3 {
                    acc[r] += d[r] as u32;
                }
                acc
            },
        );
        let total: u32 = destroyed.iter().sum();
        match TASKS[t as usize].kind {
            TaskKind::ScorchedGround => acting && total >= 2 && destroyed[1] + destroyed[2] >= 1,
            TaskKind::Firestorm => acting && total >= 5,
            TaskKind::RedVigil => all_squares().filter(|s| s.is_red() && mine(*s)).count() >= 3,
            TaskKind::VerdantRing => {
                let green: Vec<Square> = all_squares().filter(|s| s.is_green() && mine(*s)).collect();
                green.len() >= 3 && green.iter().any(|&s| self.at(s).is_some_and(|p| p.rank != Rank::Common))
            }
            TaskKind::TwinInvocation => acting && self.log.heroic_summons >= 2,
            TaskKind::CrownedInTheCentre => acting && self.log.central_legend,
            TaskKind::HeartOfTheArena => {
                mine(Square::new(5, 5))
                    && all_squares().filter(|s| s.is_central() && *s != Square::new(5, 5) && mine(*s)).count() >= 3
            }
            TaskKind::StoneWall => self.stone_wall(colour),
            TaskKind::Encirclement => all_squares().any(|s| {
                enemy_up(s)
                    && self.at(s).is_some_and(|p| p.rank != Rank::Common)
                    && self.neighbours(s).filter(|&n| mine(n)).count() >= 5
            }),
            TaskKind::CutOff => all_squares().any(|s| {
                let Some(p) = self.at(s).filter(|p| p.colour != colour) else { return false };
                let ns: Vec<Square> = self.neighbours(s).collect();
                ns.iter().all(|&n| self.at(n).is_some())
                    && !ns.iter().any(|&n| self.at(n).is_some_and(|q| q.colour == p.colour))
                    && ns.iter().filter(|&&n| mine(n)).count() >= 4
            }),
        }
    }

    fn neighbours(&self, s: Square) -> impl Iterator<Item = Square> {
        (-1..=1)
            .flat_map(move |dc| (-1..=1).filter_map(move |dr| if dc == 0 && dr == 0 { None } else { s.offset(dc, dr) }))
    }

    fn stone_wall(&self, colour: u8) -> bool {
        let mine = |c: u8, r: u8| {
            let s = Square::new(c, r);
            s.on_board() && self.at(s).is_some_and(|p| p.colour == colour)
        };
        for a in 1..=9u8 {
            let (mut row, mut col) = (0, 0);
            for b in 1..=9u8 {
                row = if mine(b, a) { row + 1 } else { 0 };
                col = if mine(a, b) { col + 1 } else { 0 };
                if row >= 5 || col >= 5 {
                    return true;
                }
            }
        }
        false
    }

    /// Current tasks the acting side may claim now.
    pub(crate) fn claimable_tasks(&self) -> Vec<u8> {
        self.tasks_current.iter().copied().filter(|&t| self.task_met(self.me(), t)).collect()
    }

    /// TK-10.2: claim one task (or none) and refill the task row.
    pub(crate) fn claim(&mut self, task: Option<u8>) -> Result<(), RuleError> {
        if !matches!(self.pending, Pending::ClaimTask) {
            return Err(RuleError::new("TK-10.2", "tasks are claimed only at the end of your own turn"));
        }
        if let Some(t) = task {
            if !self.claimable_tasks().contains(&t) {
                return Err(RuleError::new("TK-10.2", "claim one of the current tasks whose condition you meet now"));
            }
            let me = self.me() as usize;
            self.sides[me].claimed.push(t);
            self.sides[me].points += TASKS[t as usize].points as i64;
            self.tasks_current.retain(|&x| x != t);
            log_line!(self, 
                "{} claims {} for {} point(s).",
                self.colour_name(me as u8),
                TASKS[t as usize].name,
                TASKS[t as usize].points
            );
            if let Some(n) = self.task_next.take() {
                self.tasks_current.push(n);
            }
            self.reveal_next_task();
        } else {
            log_line!(self, "No task is claimed.");
        }
        self.finish_turn();
        Ok(())
    }

    /// TK-2.5: reveal the next task; one that shares its type with two current tasks
    /// goes under the deck (at most once round the deck, so this always ends).
    pub(crate) fn reveal_next_task(&mut self) {
        let mut tries = self.task_deck.len();
        while let Some(t) = self.task_deck.pop() {
            let ty = TASKS[t as usize].ty;
            let same = self.tasks_current.iter().filter(|&&c| TASKS[c as usize].ty == ty).count();
            if same >= 2 && tries > 1 {
                self.task_deck.insert(0, t);
                tries -= 1;
                continue;
            }
            self.task_next = Some(t);
            self.book.reveal();
            log_line!(self, "Next task revealed: {}.", TASKS[t as usize].name);
            return;
        }
    }
}
