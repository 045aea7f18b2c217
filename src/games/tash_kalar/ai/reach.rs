//! How far a side is from each image of a pattern (TK-5.2 .. TK-5.4), for every placement
//! square at once, on the padded bitboards of `board` (one shift and a few bit operations
//! per required square, as `rules::pattern::candidate_squares` finds the legal ones).

use crate::games::tash_kalar::board::{Square, ON_BOARD13};
use crate::games::tash_kalar::cards::{CardId, Need, Orientation};
use crate::games::tash_kalar::state::{Rank, TashKalar};

/// One side's pieces as padded bitboards ([`Square::bit13`]).
pub(crate) struct Boards {
    /// The side's pieces of any rank (fill a `C` square, TK-5.2).
    pub own: u128,
    /// The side's heroic and legendary pieces (fill an `H` square).
    pub own_up: u128,
    /// Empty squares (a common piece may go there, TK-4.1).
    pub empty: u128,
    /// By a card's rank: squares a summon of that rank may be placed on, empty or holding
    /// a piece of at most that rank (TK-5.3), and those holding the side's own such piece
    /// (a `*` placement, TK-5.4).
    pub le: [u128; 3],
    pub own_le: [u128; 3],
    /// Squares touching at least one, and at least two, of the side's pieces (TK-0.4).
    pub near: [u128; 2],
}

fn shift(set: u128, k: i32) -> u128 {
    if k >= 0 {
        set >> k
    } else {
        set << -k
    }
}

fn unshift(set: u128, k: i32) -> u128 {
    shift(set, -k)
}

impl TashKalar {
    /// The bitboards of `colour`'s pieces.
    pub(crate) fn boards(&self, colour: u8) -> Boards {
        let mut b = Boards { own: 0, own_up: 0, empty: 0, le: [0; 3], own_le: [0; 3], near: [0; 2] };
        for (i, p) in self.board.iter().enumerate() {
            let s = Square::from_index(i);
            if !s.on_board() {
                continue;
            }
            let bit = 1u128 << s.bit13();
            match p {
                None => {
                    b.empty |= bit;
                    for r in 0..3 {
                        b.le[r] |= bit;
                    }
                }
                Some(p) => {
                    for r in p.rank as usize..3 {
                        b.le[r] |= bit;
                        if p.colour == colour {
                            b.own_le[r] |= bit;
                        }
                    }
                    if p.colour == colour {
                        b.own |= bit;
                        if p.rank != Rank::Common {
                            b.own_up |= bit;
                        }
                    }
                }
            }
        }
        // The 8 neighbours are 1, 12, 13 and 14 bits away on the padded board.
        let (mut n1, mut n2) = (0u128, 0u128);
        for k in [1, 12, 13, 14, -1, -12, -13, -14] {
            let x = shift(b.own, k) & ON_BOARD13;
            n2 |= n1 & x;
            n1 |= x;
        }
        b.near = [n1, n2];
        b
    }
}

/// The placement squares of one image with 0, 1 and 2 required squares still missing,
/// where every missing one can still be filled: empty, or (an `H` square) the side's own
/// common piece to upgrade; a `*` placement square missing when empty.
pub(crate) fn reach(orient: &Orientation, star: bool, rank: Rank, b: &Boards) -> [u128; 3] {
    let fillable = b.own | b.empty;
    let mut valid = ON_BOARD13 & if star { b.own_le[rank as usize] | b.empty } else { b.le[rank as usize] };
    // Saturating counters of missing squares: at least 1, 2, 3.
    let (mut m1, mut m2, mut m3) = (0u128, 0u128, 0u128);
    let mut add = |x: u128| {
        m3 |= m2 & x;
        m2 |= m1 & x;
        m1 |= x;
    };
    if star {
        add(b.empty);
    }
    for &(dc, dr, need) in &orient.cells {
        let k = dc as i32 + 13 * dr as i32;
        let filled = if need == Need::Heroic { b.own_up } else { b.own };
        valid &= shift(fillable, k);
        add(shift(fillable & !filled, k));
    }
    [valid & !m1, valid & m1 & !m2, valid & m2 & !m3]
}

/// The empty squares where a common piece fills a missing `C` square (or the `*`
/// placement square) of the image placed on one of `at`: placing there brings a summon
/// nearer.
pub(crate) fn fill_squares(orient: &Orientation, star: bool, at: u128, b: &Boards) -> u128 {
    let mut out = if star { at & b.empty } else { 0 };
    for &(dc, dr, need) in &orient.cells {
        if need == Need::Common {
            let k = dc as i32 + 13 * dr as i32;
            out |= unshift(at & shift(b.empty, k), k);
        }
    }
    out & b.empty
}

/// The squares of a padded bitboard.
pub(crate) fn squares(mut set: u128) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let bit = set.trailing_zeros();
        set &= set - 1;
        Some(Square::from_bit13(bit))
    })
}

/// For one card: the fewest required squares still missing over its images and
/// placement squares (0, 1, 2; `None` for more), without the squares to fill.
pub(crate) fn card_nearest(card: CardId, b: &Boards) -> Option<usize> {
    let pattern = card.pattern();
    let rank = card.def().rank;
    let mut best: Option<usize> = None;
    for orient in &pattern.orientations {
        let r = reach(orient, pattern.star, rank, b);
        if let Some(m) = r.iter().position(|&x| x != 0) {
            if m == 0 {
                return Some(0);
            }
            best = Some(best.map_or(m, |bm: usize| bm.min(m)));
        }
    }
    best
}

/// For one card: the fewest required squares still missing over its images and
/// placement squares (0, 1, 2; `None` for more), and the squares where a common piece
/// brings that image nearer (on the nearest images, when one or two are missing).
pub(crate) fn card_reach(card: CardId, b: &Boards) -> (Option<usize>, u128) {
    let pattern = card.pattern();
    let rank = card.def().rank;
    let mut best: Option<usize> = None;
    let mut fill = 0u128;
    for orient in &pattern.orientations {
        let r = reach(orient, pattern.star, rank, b);
        let Some(m) = r.iter().position(|&x| x != 0) else { continue };
        if best.is_none_or(|bm| m < bm) {
            best = Some(m);
            fill = 0;
        }
        if Some(m) == best && m > 0 {
            fill |= fill_squares(orient, pattern.star, r[m], b);
        }
    }
    (best, fill)
}
