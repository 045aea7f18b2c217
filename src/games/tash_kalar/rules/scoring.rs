//! Scores and the result: High Form (TK-10.1), Deathmatch (TK-11.1, TK-12.2, TK-12.5),
//! targets (TK-10.3, TK-11.4, TK-12.7, TK-13.6) and tie-breaks (TK-14.3, TK-14.4).

use crate::log_line;
use crate::engine::{Outcome, Seat};
use crate::games::tash_kalar::state::{Form, Rank, TashKalar};

impl TashKalar {
    /// The score that decides the game for a colour.
    pub fn score(&self, colour: u8) -> i64 {
        let side = &self.sides[colour as usize];
        match self.form {
            Form::HighForm => {
                side.points + self.pieces_of(colour).filter(|(_, p)| p.rank == Rank::Legendary).count() as i64
            }
            Form::Duel => side.points,
            Form::Battle => (0..self.sides.len())
                .filter(|&c| c != colour as usize)
                .map(|c| side.colour_points[c])
                .min()
                .unwrap_or(0),
        }
    }

    /// TK-14.1: has this colour reached the target (Battle: in any single colour)?
    pub(crate) fn target_reached(&self, colour: u8) -> bool {
        match self.form {
            Form::Battle => self.sides[colour as usize].colour_points.iter().any(|&p| p >= self.target),
            _ => self.score(colour) >= self.target,
        }
    }

    /// TK-11.1 / TK-12.2: score the pieces set aside this turn, then return them.
    pub(crate) fn score_destroyed(&mut self) {
        let me = self.me() as usize;
        for c in 0..self.sides.len() {
            let d = self.log.destroyed[c];
            if c == me {
                continue;
            }
            let pts = 2 * d[2] as i64 + d[1] as i64 + (d[0] / 2) as i64;
            if pts > 0 {
                match self.form {
                    Form::Battle => self.sides[me].colour_points[c] += pts,
                    _ => self.sides[me].points += pts,
                }
                log_line!(self, 
                    "{} scores {pts} for destroyed {} pieces.",
                    self.colour_name(me as u8),
                    self.colour_name(c as u8)
                );
            }
        }
        for side in &mut self.sides {
            side.supply_nonleg += side.aside_nonleg;
            side.supply_leg += side.aside_leg;
            side.aside_nonleg = 0;
            side.aside_leg = 0;
        }
    }

    /// The seats playing a colour.
    pub(crate) fn seats_of(&self, colour: u8) -> Vec<Seat> {
        (0..self.players).filter(|&s| self.colour_of(s) == colour).collect()
    }

    /// The comparison key of TK-14.3 / TK-14.4, larger is better.
    fn rank_key(&self, colour: u8) -> (i64, Vec<i64>, i64, i64) {
        let (up, all) = self.piece_counts(colour);
        let mut sorted: Vec<i64> = if self.form == Form::Battle {
            (0..self.sides.len())
                .filter(|&c| c != colour as usize)
                .map(|c| self.sides[colour as usize].colour_points[c])
                .collect()
        } else {
            Vec::new()
        };
        crate::engine::order::sort(&mut sorted);
        (self.score(colour), sorted, up, all)
    }

    /// The result at the end of the final round.
    pub(crate) fn final_outcome(&self) -> Outcome {
        let keys: Vec<_> = (0..self.sides.len() as u8).map(|c| self.rank_key(c)).collect();
        let best = keys.iter().max().cloned().expect("at least two sides");
        let top: Vec<u8> = (0..self.sides.len() as u8).filter(|&c| keys[c as usize] == best).collect();
        let scores: Vec<String> =
            (0..self.sides.len() as u8).map(|c| format!("{} {}", self.colour_name(c), self.score(c))).collect();
        if top.len() == self.sides.len() {
            return Outcome { winners: Vec::new(), reason: format!("draw after tie-breaks ({})", scores.join(", ")) };
        }
        let winners: Vec<Seat> = top.iter().flat_map(|&c| self.seats_of(c)).collect();
        let names: Vec<String> = top.iter().map(|&c| self.colour_name(c)).collect();
        Outcome { winners, reason: format!("{} won with the best score ({})", names.join(" and "), scores.join(", ")) }
    }
}
