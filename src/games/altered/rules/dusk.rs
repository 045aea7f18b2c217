//! Dusk: Progress (AL-5.4). Each expedition compares its terrain totals with the
//! expedition facing it; it moves forward one region if some terrain of its own region
//! has a total strictly greater than the facing one and than 0, unless it holds a
//! Defender. All moves happen at once, after every total is computed. During
//! tiebreakers (AL-6.3) Progress compares each player's totals over both expeditions.

use crate::log_line;
use super::super::action::Side;
use super::super::cards::TERRAINS;
use super::super::state::{Altered, DuskLine, Step};
use crate::engine::Outcome;
use crate::engine::Seat;

impl Altered {
    /// Whether an expedition holds a Defender (AL-5.4.6; a Gigantic one is in both, AL-12.1).
    pub(crate) fn has_defender(&self, seat: Seat, side: Side) -> bool {
        self.expeditions
            .iter()
            .any(|o| o.is_character() && o.def().keywords.defender && Altered::present_in(o, seat, side))
    }

    /// AL-5.4.1 - 5.4.3: would this expedition move forward on these totals?
    pub(crate) fn wins_progress(&self, seat: Seat, side: Side, mine: [i32; 3], facing: [i32; 3]) -> bool {
        let region = &self.regions[self.players[seat].pos[side.index()] as usize];
        (0..3).any(|t| region.terrains[t] && mine[t] > facing[t] && mine[t] > 0)
    }

    pub(crate) fn dusk_progress(&mut self) {
        self.step = Step::NightStart;
        if self.arena {
            self.tiebreak_progress();
            return;
        }
        let mut lines = Vec::new();
        for seat in 0..2 {
            for side in Side::BOTH {
                let mine = self.totals(seat, side);
                let facing = self.totals(1 - seat, side);
                let wins = self.wins_progress(seat, side, mine, facing);
                let blocked = wins && self.has_defender(seat, side);
                let pos = self.players[seat].pos[side.index()];
                let at_end = match side {
                    Side::Hero => pos == 7,
                    Side::Companion => pos == 0,
                };
                lines.push(DuskLine {
                    seat,
                    side,
                    totals: mine,
                    moved: wins && !blocked && !at_end,
                    blocked_by_defender: blocked,
                });
            }
        }
        // AL-5.4.4: every move at once, one region at most.
        for l in &lines {
            let p = &mut self.players[l.seat];
            let t = l.totals;
            if !l.moved {
                let why = if l.blocked_by_defender { " (Defender)" } else { "" };
                self.book.event(crate::engine::Event::new(format!(
                    "P{}'s {} stays{why}: {} {} / {} {} / {} {}",
                    l.seat + 1,
                    l.side.name(),
                    TERRAINS[0],
                    t[0],
                    TERRAINS[1],
                    t[1],
                    TERRAINS[2],
                    t[2]
                )));
                continue;
            }
            let i = l.side.index();
            p.pos[i] = if l.side == Side::Hero { p.pos[i] + 1 } else { p.pos[i] - 1 };
            p.moved_today[i] = true;
            let to = p.pos[i] as usize;
            log_line!(self, "P{}'s {} moves forward to region {}", l.seat + 1, l.side.name(), to + 1);
            self.reveal_region(to);
        }
        // "When my Expedition moves forward", from objects in it (AL-5.4.8).
        for l in lines.iter().filter(|l| l.moved) {
            self.expedition_moved(l.seat, l.side);
        }
        self.last_dusk = lines;
    }

    /// AL-4.3: entering a face-down half flips its Tumult card (both halves).
    pub(crate) fn reveal_region(&mut self, index: usize) {
        if let Some(t) = self.regions[index].tumult {
            if !self.regions[index].face_up {
                for r in self.regions.iter_mut().filter(|r| r.tumult == Some(t)) {
                    r.face_up = true;
                }
                self.book.reveal();
                log_line!(self, "A Tumult card is revealed at region {}", index + 1);
            }
        }
    }

    /// A player's totals over both expeditions for tiebreakers (AL-6.3): a Gigantic
    /// Character counts twice, Asleep ones not at all.
    pub fn tiebreak_totals(&self, seat: Seat) -> [i32; 3] {
        let (a, b) = (self.totals(seat, Side::Hero), self.totals(seat, Side::Companion));
        [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
    }

    /// AL-6.3: a terrain is won with a positive total strictly greater than the
    /// opponent's; winning more terrains wins the game, otherwise another day is played.
    fn tiebreak_progress(&mut self) {
        let t = [self.tiebreak_totals(0), self.tiebreak_totals(1)];
        let won = |s: usize| (0..3).filter(|&i| t[s][i] > 0 && t[s][i] > t[1 - s][i]).count();
        let w = [won(0), won(1)];
        self.last_dusk = (0..2)
            .map(|seat| DuskLine { seat, side: Side::Hero, totals: t[seat], moved: false, blocked_by_defender: false })
            .collect();
        log_line!(self, "Tiebreaker in the Arena: P1 wins {} terrain(s), P2 wins {}", w[0], w[1]);
        if w[0] != w[1] {
            let winner = if w[0] > w[1] { 0 } else { 1 };
            self.book.finish(Outcome {
                winners: vec![winner],
                reason: format!("P{} won more terrains in the Arena ({} to {})", winner + 1, w[winner], w[1 - winner]),
            });
        }
    }
}
