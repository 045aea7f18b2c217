//! TK-C3 legends and TK-C4 flares, effects as steps.

use super::{Area, CardDef, Dest, DirOp, FlareDef, MoveKind, Op, PutArea, Ranks, Reach, Step, Who};
use crate::games::tash_kalar::state::Rank;

const L: Rank = Rank::Legendary;
const C: Rank = Rank::Common;

const fn pick(who: Who, ranks: Ranks, area: Area, op: Op, max: u8, optional: bool) -> Step {
    Step::Pick { who, ranks, area, op, max, optional, not_being: false }
}

const fn put(area: PutArea, max: u8, optional: bool) -> Step {
    Step::Put { rank: C, area, max, optional }
}

const fn own_move(kind: MoveKind, reach: Reach, pieces: u8) -> Step {
    Step::MoveOthers {
        who: Who::Own,
        ranks: Ranks::COMMON,
        area: Area::Anywhere,
        not_being: false,
        kind,
        reach,
        dest: Dest::Any,
        moves_each: 1,
        pieces,
    }
}

/// TK-C3 the legend deck.
pub static LEGENDS: [CardDef; 8] = [
    CardDef { code: "L01", name: "Obsidian Colossus", rank: L, grid: &["H.H", "...", "CXC"],
        text: "Every non-legendary piece touching the Colossus, whatever its colour, is destroyed.",
        effect: &[Step::DestroyAll { who: Who::Any, ranks: Ranks::NONLEG, area: Area::Touching }] },
    CardDef { code: "L02", name: "Sky Serpent", rank: L, grid: &["..X..", ".H.H.", "C...C", "..C.."],
        text: "Optional: the Serpent takes up to 3 combat leaps in a row, each landing exactly 2 squares away in a straight line (as A13).",
        effect: &[Step::MoveBeing { kind: MoveKind::Combat, reach: Reach::LeapLine2, dest: Dest::Any, moves: 3, stop_on_capture: false }] },
    CardDef { code: "L03", name: "Grave Harvester", rank: L, grid: &["C.H.C", "..X..", "..C.."],
        text: "Destroy one enemy heroic piece anywhere on the board. Then destroy up to two enemy common pieces that were touching it.",
        effect: &[pick(Who::Enemy, Ranks::HEROIC, Area::Anywhere, Op::Destroy, 1, false),
            pick(Who::Enemy, Ranks::COMMON, Area::TouchingLast, Op::Destroy, 2, true)] },
    CardDef { code: "L04", name: "Sunfire Phoenix", rank: L, grid: &["H...H", ".....", "C.X.C"],
        text: "Pick one of the 8 directions: every non-legendary piece, of any colour, on the first 3 squares that way from the Phoenix is destroyed.",
        effect: &[Step::Direction { all8: true, op: DirOp::LineDestroy { ranks: Ranks::NONLEG } }] },
    CardDef { code: "L05", name: "Chasm Wyrm", rank: L, grid: &["HCX", "C..", "H.."],
        text: "Optional: the Wyrm makes up to 2 combat moves. Afterwards, every enemy common piece touching the Wyrm is destroyed.",
        effect: &[Step::MoveBeing { kind: MoveKind::Combat, reach: Reach::Step, dest: Dest::Any, moves: 2, stop_on_capture: false },
            Step::DestroyAll { who: Who::Enemy, ranks: Ranks::COMMON, area: Area::Touching }] },
    CardDef { code: "L06", name: "Thousand-Eyed Oracle", rank: L, grid: &[".H.", "H.H", "...", "CXC"],
        text: "Convert up to two enemy non-legendary pieces at most 2 away from the Oracle; each becomes your piece of the same rank.",
        effect: &[pick(Who::Enemy, Ranks::NONLEG, Area::Within(2), Op::Convert, 2, true)] },
    CardDef { code: "L07", name: "Iron Behemoth", rank: L, grid: &["H..H", "....", "C.XC"],
        text: "Upgrade up to two of your common pieces touching the Behemoth. Then destroy one enemy heroic piece touching it.",
        effect: &[pick(Who::Own, Ranks::COMMON, Area::Touching, Op::Upgrade, 2, true),
            pick(Who::Enemy, Ranks::HEROIC, Area::Touching, Op::Destroy, 1, false)] },
    CardDef { code: "L08", name: "Tempest Drake", rank: L, grid: &["C...", "H.X.", "C..H"],
        text: "+1 action this turn. When you refill your hand this turn, also take one extra legend card.",
        effect: &[Step::Gain, Step::DrawLegend] },
];

/// TK-C4 the flare deck.
pub static FLARES: [FlareDef; 8] = [
    FlareDef { code: "F01", name: "Defiant Spark",
        top: 3, top_text: "Upgrade one of your common pieces.", top_effect: &[pick(Who::Own, Ranks::COMMON, Area::Anywhere, Op::Upgrade, 1, false)],
        bottom: 5, bottom_text: "Put one of your common pieces on any empty square.", bottom_effect: &[put(PutArea::Anywhere, 1, false)] },
    FlareDef { code: "F02", name: "Second Breath",
        top: 4, top_text: "+1 action this turn.", top_effect: &[Step::Gain],
        bottom: 6, bottom_text: "Put up to two of your common pieces on empty squares.", bottom_effect: &[put(PutArea::Anywhere, 2, true)] },
    FlareDef { code: "F03", name: "Roar of the Stands",
        top: 2, top_text: "Optional: one of your common pieces makes a standard move.", top_effect: &[own_move(MoveKind::Standard, Reach::Step, 1)],
        bottom: 4, bottom_text: "Put one of your common pieces on an empty square touching one of your pieces.", bottom_effect: &[put(PutArea::TouchingOwn, 1, false)] },
    FlareDef { code: "F04", name: "Last Bastion",
        top: 5, top_text: "Put one of your heroic pieces on an empty square touching at least two of your pieces (nothing happens if there is no such square).",
        top_effect: &[Step::Put { rank: Rank::Heroic, area: PutArea::TouchingOwnTwice, max: 1, optional: false }],
        bottom: 5, bottom_text: "+1 action this turn.", bottom_effect: &[Step::Gain] },
    FlareDef { code: "F05", name: "Rally",
        top: 3, top_text: "Optional: up to two standard moves, each by a different common piece of yours.", top_effect: &[own_move(MoveKind::Standard, Reach::Step, 2)],
        bottom: 4, bottom_text: "Put one of your common pieces on an empty red or green square; if none is empty, on any empty square.", bottom_effect: &[put(PutArea::ColouredElseAny, 1, false)] },
    FlareDef { code: "F06", name: "Sidestep",
        top: 4, top_text: "Optional: one of your common pieces takes a combat leap to a square at most 3 away.", top_effect: &[own_move(MoveKind::Combat, Reach::LeapWithin(3), 1)],
        bottom: 6, bottom_text: "Upgrade one of your common pieces, then put one of your common pieces on any empty square.",
        bottom_effect: &[pick(Who::Own, Ranks::COMMON, Area::Anywhere, Op::Upgrade, 1, false), put(PutArea::Anywhere, 1, false)] },
    FlareDef { code: "F07", name: "Spite",
        top: 3, top_text: "Downgrade one heroic piece of the compared opponent.", top_effect: &[pick(Who::Compared, Ranks::HEROIC, Area::Anywhere, Op::Downgrade, 1, false)],
        bottom: 5, bottom_text: "Destroy one enemy common piece touching one of your pieces.", bottom_effect: &[pick(Who::Enemy, Ranks::COMMON, Area::TouchingOwn, Op::Destroy, 1, false)] },
    FlareDef { code: "F08", name: "Desperate Pact",
        top: 5, top_text: "Upgrade up to two of your common pieces.", top_effect: &[pick(Who::Own, Ranks::COMMON, Area::Anywhere, Op::Upgrade, 2, true)],
        bottom: 3, bottom_text: "Put one of your common pieces on an empty square at most 2 away from one of your pieces (any empty square if you have none on the board).",
        bottom_effect: &[put(PutArea::NearOwnElseAny, 1, false)] },
];
