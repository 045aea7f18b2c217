//! TK-C5 the High Form task deck.

use serde::{Deserialize, Serialize};

/// A task's type, for the TK-2.5 "two of the same type" filter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TaskType {
    Destruction,
    Colored,
    Summoning,
    Pattern,
    Enemy,
}

/// Basic tasks may open the game (TK-2.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TaskLevel {
    Basic,
    Advanced,
}

/// The condition, checked in `rules::tasks`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TaskKind {
    ScorchedGround,
    Firestorm,
    RedVigil,
    VerdantRing,
    TwinInvocation,
    CrownedInTheCentre,
    HeartOfTheArena,
    StoneWall,
    Encirclement,
    CutOff,
}

/// One task card.
#[derive(Debug)]
pub struct TaskDef {
    pub code: &'static str,
    pub name: &'static str,
    pub kind: TaskKind,
    pub ty: TaskType,
    pub level: TaskLevel,
    pub text: &'static str,
    pub points: u32,
}

use TaskLevel::*;
use TaskType::*;

/// TK-C5, in order T01..T10.
pub static TASKS: [TaskDef; 10] = [
    TaskDef { code: "T01", name: "Scorched Ground", kind: TaskKind::ScorchedGround, ty: Destruction, level: Basic, points: 1,
        text: "You destroyed at least 2 enemy pieces this turn, and at least 1 of them was upgraded." },
    TaskDef { code: "T02", name: "Firestorm", kind: TaskKind::Firestorm, ty: Destruction, level: Advanced, points: 3,
        text: "You destroyed at least 5 enemy pieces this turn." },
    TaskDef { code: "T03", name: "Red Vigil", kind: TaskKind::RedVigil, ty: Colored, level: Basic, points: 2,
        text: "You have pieces on at least 3 different red squares." },
    TaskDef { code: "T04", name: "Verdant Ring", kind: TaskKind::VerdantRing, ty: Colored, level: Basic, points: 2,
        text: "You have pieces on at least 3 green squares, and at least one of those pieces is upgraded." },
    TaskDef { code: "T05", name: "Twin Invocation", kind: TaskKind::TwinInvocation, ty: Summoning, level: Basic, points: 2,
        text: "You summoned at least 2 heroic beings this turn." },
    TaskDef { code: "T06", name: "Crowned in the Centre", kind: TaskKind::CrownedInTheCentre, ty: Summoning, level: Advanced, points: 2,
        text: "This turn you summoned a legend whose placement square was a central square." },
    TaskDef { code: "T07", name: "Heart of the Arena", kind: TaskKind::HeartOfTheArena, ty: Pattern, level: Basic, points: 2,
        text: "You have a piece on e5 and on at least 3 other central squares." },
    TaskDef { code: "T08", name: "Stone Wall", kind: TaskKind::StoneWall, ty: Pattern, level: Basic, points: 2,
        text: "You have pieces on 5 consecutive squares of one row or one column." },
    TaskDef { code: "T09", name: "Encirclement", kind: TaskKind::Encirclement, ty: Enemy, level: Basic, points: 2,
        text: "At least 5 of your pieces are adjacent to the same enemy upgraded piece." },
    TaskDef { code: "T10", name: "Cut Off", kind: TaskKind::CutOff, ty: Enemy, level: Advanced, points: 3,
        text: "Some enemy piece has no empty adjacent square, no adjacent piece of its own colour, and at least 4 of your pieces adjacent to it." },
];
