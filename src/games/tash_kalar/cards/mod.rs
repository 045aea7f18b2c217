//! The original content of Part 2 (TK-C0 .. TK-C5) as data: cards, patterns, effects
//! as enums, tasks. Patterns are parsed once and their 8 images precomputed (TK-5.2).

mod legends;
mod schools;
mod tasks;

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::board::transform;
use super::state::Rank;

pub use legends::{FLARES, LEGENDS};
pub use schools::{SCHOOL_A, SCHOOL_B};
pub use tasks::{TaskDef, TaskKind, TaskLevel, TaskType, TASKS};

/// A card: 0..18 school A, 18..36 school B, 36..44 legends, 44..52 flares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u8);

/// First id of each block.
pub const SCHOOL_B_START: u8 = 18;
pub const LEGEND_START: u8 = 36;
pub const FLARE_START: u8 = 44;
pub const CARD_COUNT: u8 = 52;

/// What kind of card (TK-0.6, TK-8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardKind {
    Being,
    Legend,
    Flare,
}

/// Whose pieces a part of an effect may pick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    Own,
    Enemy,
    Any,
    /// The opponent the flare compared against (F07).
    Compared,
}

/// A set of ranks as bits: common 1, heroic 2, legendary 4.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ranks(pub u8);

impl Ranks {
    pub const COMMON: Ranks = Ranks(1);
    pub const HEROIC: Ranks = Ranks(2);
    pub const UPGRADED: Ranks = Ranks(6);
    pub const NONLEG: Ranks = Ranks(3);
    pub const ANY: Ranks = Ranks(7);
    pub const COMMON_HEROIC: Ranks = Ranks(3);

    pub fn has(self, r: Rank) -> bool {
        self.0 & (1 << r as u8) != 0
    }
}

/// Where, relative to the summoned piece (TK-5.8), an effect looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Area {
    Touching,
    EdgeAdj,
    CornerAdj,
    Within(u8),
    Anywhere,
    /// The pattern's marked squares, as oriented (TK-5.10).
    Marked,
    /// Touching the square where the previous pick was (L03).
    TouchingLast,
    /// The pieces noted by [`Step::NoteTouching`] (A18).
    Noted,
    /// Touching one of your pieces (F07).
    TouchingOwn,
    /// The summoned piece itself (A16).
    Being,
}

/// What a pick does to the chosen piece (TK-6.7 .. TK-6.10).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Destroy,
    Upgrade,
    Downgrade,
    Convert,
    /// Convert to your common piece, then upgrade it (B07).
    ConvertUpgrade,
    /// A17: a heroic target is downgraded, a common one destroyed.
    DowngradeOrDestroy,
}

/// Where a put piece may go (TK-6.11).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PutArea {
    TouchingBeing,
    Anywhere,
    TouchingOwn,
    /// Touching at least two of your pieces (F04).
    TouchingOwnTwice,
    /// An empty red or green square, else any (F05).
    ColouredElseAny,
    /// At most 2 from one of your pieces, else any (F08).
    NearOwnElseAny,
}

/// Standard or combat (TK-6.2, TK-6.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveKind {
    Standard,
    Combat,
}

/// How far a move goes (TK-6.2, TK-6.5, TK-6.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    Step,
    LeapWithin(u8),
    /// Exactly 2 away in one of the 8 straight lines (A13, L02).
    LeapLine2,
    /// One square along the direction chosen earlier (A09).
    InDir,
}

/// Extra limits on where a move may end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dest {
    Any,
    Empty,
    NotOwn,
    TouchingBeing,
    NearBeing(u8),
}

/// What a chosen direction does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DirOp {
    /// Destroy matching pieces on the first 3 squares (B14, L04).
    LineDestroy { ranks: Ranks },
    /// The first occupied square; an enemy common or heroic there is destroyed (A14).
    FirstOccupied,
    /// Remember the direction for a following [`Reach::InDir`] move (A09).
    Advance,
}

/// A condition on the step that follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond {
    /// The previous step did something.
    DidLast,
    /// The previous move landed on an empty square (A02).
    LandedEmpty,
}

/// One part of an effect, resolved in order (TK-6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Gain,
    DrawBeing,
    DrawLegend,
    DestroyAll {
        who: Who,
        ranks: Ranks,
        area: Area,
    },
    Pick {
        who: Who,
        ranks: Ranks,
        area: Area,
        op: Op,
        max: u8,
        optional: bool,
        not_being: bool,
    },
    Put {
        rank: Rank,
        area: PutArea,
        max: u8,
        optional: bool,
    },
    MoveBeing {
        kind: MoveKind,
        reach: Reach,
        dest: Dest,
        moves: u8,
        stop_on_capture: bool,
    },
    MoveOthers {
        who: Who,
        ranks: Ranks,
        area: Area,
        not_being: bool,
        kind: MoveKind,
        reach: Reach,
        dest: Dest,
        moves_each: u8,
        pieces: u8,
    },
    Direction {
        all8: bool,
        op: DirOp,
    },
    When(Cond),
    DestroyBeing,
    NoteTouching,
}

/// A being or legend card.
#[derive(Debug)]
pub struct CardDef {
    pub code: &'static str,
    pub name: &'static str,
    pub rank: Rank,
    pub grid: &'static [&'static str],
    pub text: &'static str,
    pub effect: &'static [Step],
}

/// A flare card (TK-C4).
#[derive(Debug)]
pub struct FlareDef {
    pub code: &'static str,
    pub name: &'static str,
    pub top: u8,
    pub top_text: &'static str,
    pub top_effect: &'static [Step],
    pub bottom: u8,
    pub bottom_text: &'static str,
    pub bottom_effect: &'static [Step],
}

/// What a pattern square requires (TK-C0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Need {
    Common,
    Heroic,
}

/// One image of a pattern under one symmetry: required cells and marked cells as
/// offsets from the placement square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Orientation {
    pub transform: u8,
    pub cells: Vec<(i8, i8, Need)>,
    pub marked: Vec<(i8, i8)>,
}

/// A parsed pattern: the drawn image, whether `*` is used, and its distinct images.
#[derive(Clone, Debug)]
pub struct Pattern {
    pub star: bool,
    pub orientations: Vec<Orientation>,
}

impl CardId {
    /// Which kind of card this is.
    pub fn kind(self) -> CardKind {
        if self.0 >= FLARE_START {
            CardKind::Flare
        } else if self.0 >= LEGEND_START {
            CardKind::Legend
        } else {
            CardKind::Being
        }
    }

    /// The being or legend definition (panics on a flare id: callers check the kind).
    pub fn def(self) -> &'static CardDef {
        match self.0 {
            i if i < SCHOOL_B_START => &SCHOOL_A[i as usize],
            i if i < LEGEND_START => &SCHOOL_B[(i - SCHOOL_B_START) as usize],
            i => &LEGENDS[(i - LEGEND_START) as usize],
        }
    }

    /// The flare definition.
    pub fn flare(self) -> &'static FlareDef {
        &FLARES[(self.0 - FLARE_START) as usize]
    }

    /// The card's name.
    pub fn name(self) -> &'static str {
        match self.kind() {
            CardKind::Flare => self.flare().name,
            _ => self.def().name,
        }
    }

    /// The printed code, e.g. "A13".
    pub fn code(self) -> &'static str {
        match self.kind() {
            CardKind::Flare => self.flare().code,
            _ => self.def().code,
        }
    }

    /// The parsed pattern with its precomputed images.
    pub fn pattern(self) -> &'static Pattern {
        &patterns()[self.0 as usize]
    }
}

/// Required squares as `(dc, dr, need)` offsets from the placement square.
pub type Cells = Vec<(i8, i8, Need)>;
/// Plain `(dc, dr)` offsets (marked squares).
pub type Offsets = Vec<(i8, i8)>;

/// Parses a TK-C0 grid into offsets from the placement square.
pub fn parse_grid(grid: &[&str]) -> (bool, Cells, Offsets) {
    let mut origin = (0i32, 0i32);
    let mut star = false;
    for (r, line) in grid.iter().enumerate() {
        for (c, ch) in line.chars().enumerate() {
            if ch == 'X' || ch == '*' {
                origin = (c as i32, r as i32);
                star = ch == '*';
            }
        }
    }
    let mut cells = Vec::new();
    let mut marked = Vec::new();
    for (r, line) in grid.iter().enumerate() {
        for (c, ch) in line.chars().enumerate() {
            let (dc, dr) = ((c as i32 - origin.0) as i8, (r as i32 - origin.1) as i8);
            match ch {
                'C' => cells.push((dc, dr, Need::Common)),
                'H' => cells.push((dc, dr, Need::Heroic)),
                'm' => marked.push((dc, dr)),
                _ => {}
            }
        }
    }
    (star, cells, marked)
}

fn build(grid: &[&str]) -> Pattern {
    let (star, cells, marked) = parse_grid(grid);
    let mut orientations: Vec<Orientation> = Vec::new();
    for t in 0..8u8 {
        let map = |dc: i8, dr: i8| {
            let (a, b) = transform(t, dc as i32, dr as i32);
            (a as i8, b as i8)
        };
        let mut oc: Vec<(i8, i8, Need)> = cells
            .iter()
            .map(|&(a, b, n)| {
                let (x, y) = map(a, b);
                (x, y, n)
            })
            .collect();
        let mut om: Vec<(i8, i8)> = marked.iter().map(|&(a, b)| map(a, b)).collect();
        crate::engine::order::sort_by_key(&mut oc, |&(a, b, _)| (a, b));
        crate::engine::order::sort(&mut om);
        // Symmetric patterns give equal images; keep one so a summon is listed once.
        if !orientations.iter().any(|o| o.cells == oc && o.marked == om) {
            orientations.push(Orientation { transform: t, cells: oc, marked: om });
        }
    }
    Pattern { star, orientations }
}

/// Every being and legend pattern, by card id (flares get an empty pattern).
pub fn patterns() -> &'static [Pattern] {
    static P: OnceLock<Vec<Pattern>> = OnceLock::new();
    P.get_or_init(|| {
        (0..CARD_COUNT)
            .map(|i| {
                let id = CardId(i);
                if id.kind() == CardKind::Flare {
                    Pattern { star: false, orientations: Vec::new() }
                } else {
                    build(id.def().grid)
                }
            })
            .collect()
    })
}

/// The being cards of school 0 (A) or 1 (B).
pub(crate) fn school_cards(school: u8) -> Vec<CardId> {
    let start = if school == 0 { 0 } else { SCHOOL_B_START };
    (start..start + 18).map(CardId).collect()
}

/// The legend deck.
pub(crate) fn legend_cards() -> Vec<CardId> {
    (LEGEND_START..FLARE_START).map(CardId).collect()
}

/// The flare deck.
pub(crate) fn flare_cards() -> Vec<CardId> {
    (FLARE_START..CARD_COUNT).map(CardId).collect()
}
