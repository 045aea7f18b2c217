//! Board geometry (TK-0.4, TK-0.5, TK-1.1 .. TK-1.3): the 69 squares, coloured and
//! central squares, directions, distances and the 8 symmetries of a pattern.

use serde::{Deserialize, Serialize};

/// A square `(col,row)`, both 1..=9 as in TK-1.1. Shown as "e5": column letter, row number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Square {
    pub col: u8,
    pub row: u8,
}

impl Square {
    /// The square at `(col,row)`; it may be off the board (see [`Square::on_board`]).
    pub const fn new(col: u8, row: u8) -> Self {
        Self { col, row }
    }

    /// TK-1.1: on the board iff `4 <= c+r <= 16` and `|c-r| <= 6`.
    pub fn on_board(self) -> bool {
        let (c, r) = (self.col as i32, self.row as i32);
        (1..=9).contains(&c) && (1..=9).contains(&r) && (4..=16).contains(&(c + r)) && (c - r).abs() <= 6
    }

    /// Index 0..81 into the board array.
    pub fn index(self) -> usize {
        (self.row as usize - 1) * 9 + (self.col as usize - 1)
    }

    /// The square of an index 0..81.
    pub(crate) fn from_index(i: usize) -> Self {
        Self { col: (i % 9) as u8 + 1, row: (i / 9) as u8 + 1 }
    }

    /// The square moved by `(dc,dr)`, if it is on the board.
    pub fn offset(self, dc: i32, dr: i32) -> Option<Square> {
        let (c, r) = (self.col as i32 + dc, self.row as i32 + dr);
        if !(1..=9).contains(&c) || !(1..=9).contains(&r) {
            return None;
        }
        let s = Square::new(c as u8, r as u8);
        s.on_board().then_some(s)
    }

    /// Bit of the square in a 13-wide padded bitboard: rows of 9 squares and 4 padding
    /// bits, so that pattern offsets up to 4 columns never wrap onto another row.
    pub(crate) fn bit13(self) -> u32 {
        (self.row as u32 - 1) * 13 + (self.col as u32 - 1)
    }

    /// The square of a padded bit (may be off the board for padding bits).
    pub(crate) fn from_bit13(b: u32) -> Self {
        Self { col: (b % 13) as u8 + 1, row: (b / 13) as u8 + 1 }
    }

    /// "e5": column letter a..i, then the row.
    pub fn label(self) -> String {
        format!("{}{}", (b'a' + self.col - 1) as char, self.row)
    }

    /// TK-0.4 king-move distance.
    pub fn distance(self, other: Square) -> u8 {
        (self.col as i32 - other.col as i32).abs().max((self.row as i32 - other.row as i32).abs()) as u8
    }

    /// TK-0.4 adjacency: distance exactly 1.
    pub(crate) fn touches(self, other: Square) -> bool {
        self.distance(other) == 1
    }

    /// Orthogonally adjacent.
    pub(crate) fn edge_adjacent(self, other: Square) -> bool {
        self.touches(other) && (self.col == other.col || self.row == other.row)
    }

    /// Diagonally adjacent.
    pub(crate) fn corner_adjacent(self, other: Square) -> bool {
        self.touches(other) && self.col != other.col && self.row != other.row
    }

    /// TK-1.2: the 9 central squares, c,r in 4..=6.
    pub(crate) fn is_central(self) -> bool {
        (4..=6).contains(&self.col) && (4..=6).contains(&self.row)
    }

    /// TK-1.3 red squares.
    pub(crate) fn is_red(self) -> bool {
        RED.contains(&self)
    }

    /// TK-1.3 green squares.
    pub(crate) fn is_green(self) -> bool {
        GREEN.contains(&self)
    }
}

/// TK-1.3 red squares.
pub const RED: [Square; 4] = [Square::new(3, 8), Square::new(4, 2), Square::new(5, 5), Square::new(8, 6)];
/// TK-1.3 green squares.
pub const GREEN: [Square; 5] =
    [Square::new(1, 5), Square::new(3, 3), Square::new(6, 8), Square::new(7, 3), Square::new(9, 4)];
/// TK-2.6 Duel start squares.
pub const DUEL_START: [Square; 2] = [Square::new(3, 5), Square::new(7, 5)];
/// TK-2.7 Battle start spots, each a pair of squares.
pub const BATTLE_START: [[Square; 2]; 3] = [
    [Square::new(6, 2), Square::new(7, 2)],
    [Square::new(7, 6), Square::new(7, 7)],
    [Square::new(2, 7), Square::new(3, 7)],
];

/// The 69 squares as a padded bitboard (see [`Square::bit13`]).
pub const ON_BOARD13: u128 = {
    let mut m = 0u128;
    let mut r: i32 = 1;
    while r <= 9 {
        let mut c: i32 = 1;
        while c <= 9 {
            let d = if c > r { c - r } else { r - c };
            if c + r >= 4 && c + r <= 16 && d <= 6 {
                m |= 1u128 << ((r - 1) * 13 + (c - 1));
            }
            c += 1;
        }
        r += 1;
    }
    m
};

/// Every square on the board, in index order (69 of them).
pub fn all_squares() -> impl Iterator<Item = Square> {
    (0..81).map(Square::from_index).filter(|s| s.on_board())
}

/// One of the 8 directions (TK-0.5); the first four are the edge directions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Dir {
    Up,
    Down,
    Left,
    Right,
    UpLeft,
    UpRight,
    DownLeft,
    DownRight,
}

impl Dir {
    /// All 8 directions, edge directions first.
    pub const ALL: [Dir; 8] =
        [Dir::Up, Dir::Down, Dir::Left, Dir::Right, Dir::UpLeft, Dir::UpRight, Dir::DownLeft, Dir::DownRight];
    /// The 4 edge directions.
    pub const EDGE: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

    /// The unit vector `(dc,dr)`; rows grow downwards, as the grids are drawn.
    pub fn vector(self) -> (i32, i32) {
        match self {
            Dir::Up => (0, -1),
            Dir::Down => (0, 1),
            Dir::Left => (-1, 0),
            Dir::Right => (1, 0),
            Dir::UpLeft => (-1, -1),
            Dir::UpRight => (1, -1),
            Dir::DownLeft => (-1, 1),
            Dir::DownRight => (1, 1),
        }
    }

    /// Words for labels.
    pub fn name(self) -> &'static str {
        match self {
            Dir::Up => "up",
            Dir::Down => "down",
            Dir::Left => "left",
            Dir::Right => "right",
            Dir::UpLeft => "up-left",
            Dir::UpRight => "up-right",
            Dir::DownLeft => "down-left",
            Dir::DownRight => "down-right",
        }
    }
}

/// The squares from `s` in direction `d`, nearest first, up to `len` of them (TK-0.5).
pub(crate) fn ray(s: Square, d: Dir, len: usize) -> Vec<Square> {
    let (dc, dr) = d.vector();
    let mut out = Vec::new();
    let mut cur = s;
    while out.len() < len {
        match cur.offset(dc, dr) {
            Some(n) => {
                out.push(n);
                cur = n;
            }
            None => break,
        }
    }
    out
}

/// TK-5.2: the 8 symmetries, in the order of EC-02:
/// identity, three rotations, then the mirror images.
pub fn transform(t: u8, dc: i32, dr: i32) -> (i32, i32) {
    match t {
        0 => (dc, dr),
        1 => (-dr, dc),
        2 => (-dc, -dr),
        3 => (dr, -dc),
        4 => (-dc, dr),
        5 => (dr, dc),
        6 => (dc, -dr),
        _ => (-dr, -dc),
    }
}

/// A set of squares as 81 bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SquareSet(pub u128);

impl SquareSet {
    pub fn insert(&mut self, s: Square) {
        self.0 |= 1u128 << s.index();
    }
    pub fn remove(&mut self, s: Square) {
        self.0 &= !(1u128 << s.index());
    }
    pub fn contains(self, s: Square) -> bool {
        self.0 & (1u128 << s.index()) != 0
    }
}
