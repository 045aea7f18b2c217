//! Where a move, leap or put may go (TK-6.2 .. TK-6.6, TK-6.11, TK-C0 wording).

use crate::games::tash_kalar::board::{all_squares, Dir, Square};
use crate::games::tash_kalar::cards::{Dest, MoveKind, PutArea, Reach};
use crate::games::tash_kalar::state::{Resolution, TashKalar};

impl TashKalar {
    /// Legal destinations for the piece on `from`.
    pub(crate) fn destinations(
        &self,
        res: &Resolution,
        from: Square,
        kind: MoveKind,
        reach: Reach,
        dest: Dest,
    ) -> Vec<Square> {
        let Some(piece) = self.at(from) else { return Vec::new() };
        let reachable: Vec<Square> = match reach {
            Reach::Step => Dir::ALL.iter().filter_map(|d| from.offset(d.vector().0, d.vector().1)).collect(),
            Reach::LeapWithin(n) => all_squares().filter(|&s| s != from && from.distance(s) <= n).collect(),
            Reach::LeapLine2 => {
                Dir::ALL.iter().filter_map(|d| from.offset(2 * d.vector().0, 2 * d.vector().1)).collect()
            }
            Reach::InDir => res.dir.and_then(|d| from.offset(d.vector().0, d.vector().1)).into_iter().collect(),
        };
        reachable
            .into_iter()
            .filter(|&to| self.may_enter(to, piece.rank, kind))
            .filter(|&to| match dest {
                Dest::Any => true,
                Dest::Empty => self.at(to).is_none(),
                Dest::NotOwn => self.at(to).is_none_or(|q| q.colour != self.me()),
                Dest::TouchingBeing => res.being.is_some_and(|b| b.touches(to)),
                // A04: "an empty square that is also at most 2 away from the Courier".
                Dest::NearBeing(n) => {
                    self.at(to).is_none() && res.being.is_some_and(|b| b != to && b.distance(to) <= n)
                }
            })
            .collect()
    }

    /// Empty squares where an effect may put a piece (TK-6.11).
    pub(crate) fn put_squares(&self, res: &Resolution, area: PutArea) -> Vec<Square> {
        let me = self.me();
        let empty: Vec<Square> = all_squares().filter(|&s| self.at(s).is_none()).collect();
        let own: Vec<Square> = self.pieces_of(me).map(|(s, _)| s).collect();
        let touching = |s: Square| own.iter().filter(|o| o.touches(s)).count();
        let pick = |f: &dyn Fn(Square) -> bool| empty.iter().copied().filter(|&s| f(s)).collect::<Vec<_>>();
        match area {
            PutArea::TouchingBeing => pick(&|s| res.being.is_some_and(|b| b.touches(s))),
            PutArea::Anywhere => empty.clone(),
            PutArea::TouchingOwn => pick(&|s| touching(s) >= 1),
            PutArea::TouchingOwnTwice => pick(&|s| touching(s) >= 2),
            PutArea::ColouredElseAny => {
                let c = pick(&|s| s.is_red() || s.is_green());
                if c.is_empty() {
                    empty.clone()
                } else {
                    c
                }
            }
            PutArea::NearOwnElseAny => {
                if own.is_empty() {
                    empty.clone()
                } else {
                    pick(&|s| own.iter().any(|o| o.distance(s) <= 2))
                }
            }
        }
    }
}
