//! TK-C1 and TK-C2: the two schools of 18 beings, word for word, effects as steps.

use super::{Area, CardDef, Cond, Dest, DirOp, MoveKind, Op, PutArea, Ranks, Reach, Step, Who};
use crate::games::tash_kalar::state::Rank;

use Area::*;
use MoveKind::*;

const fn pick(who: Who, ranks: Ranks, area: Area, op: Op, max: u8, optional: bool) -> Step {
    Step::Pick { who, ranks, area, op, max, optional, not_being: false }
}

const fn being(kind: MoveKind, reach: Reach, dest: Dest, moves: u8) -> Step {
    Step::MoveBeing { kind, reach, dest, moves, stop_on_capture: false }
}

#[allow(clippy::too_many_arguments)]
const fn others(
    who: Who,
    ranks: Ranks,
    area: Area,
    not_being: bool,
    kind: MoveKind,
    reach: Reach,
    dest: Dest,
    moves_each: u8,
    pieces: u8,
) -> Step {
    Step::MoveOthers { who, ranks, area, not_being, kind, reach, dest, moves_each, pieces }
}

const C: Rank = Rank::Common;
const H: Rank = Rank::Heroic;

/// TK-C1 School A, Cinder Legion.
pub static SCHOOL_A: [CardDef; 18] = [
    CardDef { code: "A01", name: "Ember Squire", rank: C, grid: &["C..C", ".X.."],
        text: "Optional: destroy one enemy common piece edge-adjacent to the Squire.",
        effect: &[pick(Who::Enemy, Ranks::COMMON, EdgeAdj, Op::Destroy, 1, true)] },
    CardDef { code: "A02", name: "Cinder Runner", rank: C, grid: &["C...", "....", "..CX"],
        text: "Optional: the Runner makes one standard move. If it landed on an empty square, it may then make a second standard move.",
        effect: &[being(Standard, Reach::Step, Dest::Any, 1), Step::When(Cond::LandedEmpty), being(Standard, Reach::Step, Dest::Any, 1)] },
    CardDef { code: "A03", name: "Forge Apprentice", rank: C, grid: &["C..", "..X", ".C."],
        text: "Pick one of your other common pieces touching the Apprentice and upgrade it.",
        effect: &[Step::Pick { who: Who::Own, ranks: Ranks::COMMON, area: Touching, op: Op::Upgrade, max: 1, optional: false, not_being: true }] },
    CardDef { code: "A04", name: "Smoke Courier", rank: C, grid: &["X.C", "..C"],
        text: "Optional: one of your common pieces at most 2 away from the Courier takes a standard leap to an empty square that is also at most 2 away from the Courier.",
        effect: &[others(Who::Own, Ranks::COMMON, Within(2), true, Standard, Reach::LeapWithin(9), Dest::NearBeing(2), 1, 1)] },
    CardDef { code: "A05", name: "Spark Sapper", rank: C, grid: &[".C.", "...", "X.C"],
        text: "Optional trade: destroy one enemy common piece touching the Sapper, and then destroy the Sapper itself.",
        effect: &[pick(Who::Enemy, Ranks::COMMON, Touching, Op::Destroy, 1, true), Step::When(Cond::DidLast), Step::DestroyBeing] },
    CardDef { code: "A06", name: "Drill Sergeant", rank: C, grid: &["C...", "...X", "C..."],
        text: "Optional: one of your common pieces corner-adjacent to the Sergeant makes one combat move.",
        effect: &[others(Who::Own, Ranks::COMMON, CornerAdj, true, Combat, Reach::Step, Dest::Any, 1, 1)] },
    CardDef { code: "A07", name: "Blazing Vanguard", rank: H, grid: &[".X.", "C.C", ".C."],
        text: "The Vanguard may make one combat move and then one standard move; either may be skipped.",
        effect: &[being(Combat, Reach::Step, Dest::Any, 1), being(Standard, Reach::Step, Dest::Any, 1)] },
    CardDef { code: "A08", name: "Pyre Warden", rank: H, grid: &["C.C", ".X.", "...", ".C."],
        text: "Every enemy common piece edge-adjacent to the Warden is destroyed.",
        effect: &[Step::DestroyAll { who: Who::Enemy, ranks: Ranks::COMMON, area: EdgeAdj }] },
    CardDef { code: "A09", name: "Flame Lancer", rank: H, grid: &["X.", "C.", "C.", ".C"],
        text: "Pick an edge direction (up, down, left or right). The Lancer may advance along it one combat move at a time; its first capture ends the advance.",
        effect: &[Step::Direction { all8: false, op: DirOp::Advance },
            Step::MoveBeing { kind: Combat, reach: Reach::InDir, dest: Dest::Any, moves: 9, stop_on_capture: true }] },
    CardDef { code: "A10", name: "Ember Marshal", rank: H, grid: &["C...C", "..X..", ".C.C."],
        text: "Optional: one of your heroic pieces other than the Marshal makes up to 2 combat moves.",
        effect: &[others(Who::Own, Ranks::HEROIC, Anywhere, true, Combat, Reach::Step, Dest::Any, 2, 1)] },
    CardDef { code: "A11", name: "Ash Seer", rank: H, grid: &["CC..", "...X", "..CC"],
        text: "+1 action this turn.", effect: &[Step::Gain] },
    CardDef { code: "A12", name: "Crucible Adept", rank: H, grid: &["C.C.", ".C..", "...X"],
        text: "Upgrade one of your non-legendary pieces at most 2 away from the Adept (not the Adept itself).",
        effect: &[Step::Pick { who: Who::Own, ranks: Ranks::NONLEG, area: Within(2), op: Op::Upgrade, max: 1, optional: false, not_being: true }] },
    CardDef { code: "A13", name: "Ashback Rider", rank: H, grid: &["C..", "CX.", "..C"],
        text: "Optional: the Rider takes one combat leap that lands exactly 2 squares away in a straight line (any of the 8 directions; the square in between does not matter).",
        effect: &[being(Combat, Reach::LeapLine2, Dest::Any, 1)] },
    CardDef { code: "A14", name: "Siege Kiln", rank: H, grid: &["*..", "...", "C.C"],
        text: "Pick an edge direction and look outward from the Kiln for the first occupied square. If it holds an enemy common or heroic piece, destroy that piece; in every other case nothing happens.",
        effect: &[Step::Direction { all8: false, op: DirOp::FirstOccupied }] },
    CardDef { code: "A15", name: "Brand Captain", rank: H, grid: &["C.C.C", ".....", "..X.."],
        text: "Optional: up to two different common pieces of yours, each starting at most 2 away from the Captain, make one combat move each.",
        effect: &[others(Who::Own, Ranks::COMMON, Within(2), true, Combat, Reach::Step, Dest::Any, 1, 2)] },
    CardDef { code: "A16", name: "Phoenix Acolyte", rank: H, grid: &["C.H", "X.."],
        text: "Optional: downgrade the Acolyte. If you do, +1 action this turn.",
        effect: &[pick(Who::Own, Ranks::UPGRADED, Being, Op::Downgrade, 1, true), Step::When(Cond::DidLast), Step::Gain] },
    CardDef { code: "A17", name: "Soot Witch", rank: H, grid: &["C..", "..C", "X..", "..C"],
        text: "Choose one: downgrade an enemy heroic piece touching the Witch, or destroy an enemy common piece touching the Witch.",
        effect: &[pick(Who::Enemy, Ranks::COMMON_HEROIC, Touching, Op::DowngradeOrDestroy, 1, false)] },
    CardDef { code: "A18", name: "Standard-Bearer", rank: H, grid: &["H.H", "...", ".X."],
        text: "Note which of your other pieces touch the Bearer right now. Each of those may make one standard move, in an order you choose.",
        effect: &[Step::NoteTouching, others(Who::Own, Ranks::ANY, Noted, true, Standard, Reach::Step, Dest::Any, 1, 8)] },
];

/// TK-C2 School B, Tidewrought Circle.
pub static SCHOOL_B: [CardDef; 18] = [
    CardDef { code: "B01", name: "Brine Sprite", rank: C, grid: &["C.", "..", ".C", "X."],
        text: "Put one of your common pieces on an empty square touching the Sprite.",
        effect: &[Step::Put { rank: C, area: PutArea::TouchingBeing, max: 1, optional: false }] },
    CardDef { code: "B02", name: "Reef Diver", rank: C, grid: &["C...", "...X", "....", ".C.."],
        text: "Optional: the Diver takes a standard leap to an empty square at most 3 away.",
        effect: &[being(Standard, Reach::LeapWithin(3), Dest::Empty, 1)] },
    CardDef { code: "B03", name: "Shellbinder", rank: C, grid: &["C...", "..X.", "...C"],
        text: "Optional: convert one enemy common piece edge-adjacent to the Shellbinder into your common piece.",
        effect: &[pick(Who::Enemy, Ranks::COMMON, EdgeAdj, Op::Convert, 1, true)] },
    CardDef { code: "B04", name: "Current Caller", rank: C, grid: &["C..", "...", "C.X"],
        text: "Optional: pick an enemy common piece at most 2 away from the Caller and make one standard move with it.",
        effect: &[others(Who::Enemy, Ranks::COMMON, Within(2), true, Standard, Reach::Step, Dest::Any, 1, 1)] },
    CardDef { code: "B05", name: "Tide Scribe", rank: C, grid: &["X..", "...", ".CC"],
        text: "When you refill your hand this turn, take one extra card from your own deck.",
        effect: &[Step::DrawBeing] },
    CardDef { code: "B06", name: "Foam Dancer", rank: C, grid: &["..C", "X..", "...", "C.."],
        text: "Optional: up to two standard moves with your common pieces, each move ending on a square touching the Dancer.",
        effect: &[others(Who::Own, Ranks::COMMON, Anywhere, true, Standard, Reach::Step, Dest::TouchingBeing, 1, 2)] },
    CardDef { code: "B07", name: "Pearl Oracle", rank: H, grid: &["C...C", "..X..", "C...C"],
        text: "Optional: convert one enemy common piece touching the Oracle into your common piece, then upgrade it.",
        effect: &[pick(Who::Enemy, Ranks::COMMON, Touching, Op::ConvertUpgrade, 1, true)] },
    CardDef { code: "B08", name: "Maelstrom Adept", rank: H, grid: &["C...C", ".C.C.", "..X.."],
        text: "Optional: up to two enemy common pieces touching the Adept each make one combat move, steered by you.",
        effect: &[others(Who::Enemy, Ranks::COMMON, Touching, true, Combat, Reach::Step, Dest::Any, 1, 2)] },
    CardDef { code: "B09", name: "Coral Warden", rank: H, grid: &["..C..", "C.X.C", "..C.."],
        text: "Every enemy non-legendary piece corner-adjacent to the Warden is destroyed.",
        effect: &[Step::DestroyAll { who: Who::Enemy, ranks: Ranks::NONLEG, area: CornerAdj }] },
    CardDef { code: "B10", name: "Wave Rider", rank: H, grid: &["X...", ".C..", "..C.", "..CC"],
        text: "Optional: the Rider takes one combat leap to a square at most 3 away.",
        effect: &[being(Combat, Reach::LeapWithin(3), Dest::Any, 1)] },
    CardDef { code: "B11", name: "Deepcaller", rank: H, grid: &["C..C", "..X.", "CC.."],
        text: "+1 action this turn. Optional: also put one of your common pieces on an empty square touching the Deepcaller.",
        effect: &[Step::Gain, Step::Put { rank: C, area: PutArea::TouchingBeing, max: 1, optional: true }] },
    CardDef { code: "B12", name: "Siren of Shoals", rank: H, grid: &["H..", "..C", "...", ".X."],
        text: "Optional: convert one enemy common piece at most 2 away from the Siren into your common piece.",
        effect: &[pick(Who::Enemy, Ranks::COMMON, Within(2), Op::Convert, 1, true)] },
    CardDef { code: "B13", name: "Kelp Strangler", rank: H, grid: &["C...", "CmmX", "C..."],
        text: "Every enemy non-legendary piece on a marked square is destroyed.",
        effect: &[Step::DestroyAll { who: Who::Enemy, ranks: Ranks::NONLEG, area: Marked }] },
    CardDef { code: "B14", name: "Tidal Sentinel", rank: H, grid: &["C", "C", ".", "X", "C"],
        text: "Pick an edge direction: every common piece, of any colour, on the first 3 squares that way from the Sentinel is destroyed.",
        effect: &[Step::Direction { all8: false, op: DirOp::LineDestroy { ranks: Ranks::COMMON } }] },
    CardDef { code: "B15", name: "Mist Weaver", rank: H, grid: &[".C.", "C.C", "...", "...", ".X."],
        text: "When you refill your hand this turn, take one extra legend card.",
        effect: &[Step::DrawLegend] },
    CardDef { code: "B16", name: "Undertow Priest", rank: H, grid: &["H..", "...", "..C", "X.."],
        text: "Downgrade one enemy upgraded piece at most 2 away from the Priest.",
        effect: &[pick(Who::Enemy, Ranks::UPGRADED, Within(2), Op::Downgrade, 1, false)] },
    CardDef { code: "B17", name: "Gull Messenger", rank: H, grid: &["C...C", "..X.."],
        text: "Optional: one of your non-legendary pieces other than the Messenger takes a combat leap to a square at most 2 away from where it stands.",
        effect: &[others(Who::Own, Ranks::NONLEG, Anywhere, true, Combat, Reach::LeapWithin(2), Dest::Any, 1, 1)] },
    CardDef { code: "B18", name: "Abyssal Tidelord", rank: H, grid: &["C.C.C", "..X..", "C...C"],
        text: "Optional: the Tidelord makes up to 3 combat moves, never onto a square holding one of your own pieces.",
        effect: &[being(Combat, Reach::Step, Dest::NotOwn, 3)] },
];
