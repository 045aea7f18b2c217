//! The data of a game in progress: board, supplies, decks and hands, scores, the turn
//! and the decision that is pending. Queries and changes live in `rules/`.

use serde::{Deserialize, Serialize};

use super::board::{Dir, Square, SquareSet};
use super::cards::CardId;
use crate::engine::{Book, Seat};

/// TK-0.1 ranks, ordered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rank {
    Common = 0,
    Heroic = 1,
    Legendary = 2,
}

impl Rank {
    /// Lower-case word for the log.
    pub fn word(self) -> &'static str {
        match self {
            Rank::Common => "common",
            Rank::Heroic => "heroic",
            Rank::Legendary => "legendary",
        }
    }
}

/// A piece on the board: its colour (a side, TK-0.1 / TK-13.2) and rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Piece {
    pub colour: u8,
    pub rank: Rank,
}

/// The game form (TK-2.1, TK-10 .. TK-13).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    #[default]
    HighForm,
    Duel,
    Battle,
    TeamHighForm,
    TeamDuel,
}

/// Scoring form, once teams are folded in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Form {
    HighForm,
    Duel,
    Battle,
}

/// One player's cards (TK-2.2, TK-2.3, TK-2.8, TK-13.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    pub school: u8,
    /// Top of the deck is the end of the vector.
    pub deck: Vec<CardId>,
    pub hand: Vec<CardId>,
    pub flares: Vec<CardId>,
    pub discard: Vec<CardId>,
    /// Team game: cards turned sideways (TK-2.8), as bits by card id.
    pub reserve: u64,
}

/// One colour's pieces and score (a player, or a team in the team game).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideState {
    /// Two-sided pieces off the board and not set aside (TK-1.5).
    pub supply_nonleg: u8,
    pub supply_leg: u8,
    /// Deathmatch: destroyed pieces waiting for end-of-turn scoring (TK-1.8).
    pub aside_nonleg: u8,
    pub aside_leg: u8,
    /// The legend hand (per player, or shared by a team: TK-13.3).
    pub legends: Vec<CardId>,
    /// High Form: task points. Duel: points.
    pub points: i64,
    /// Battle: points scored in each colour (TK-12.1).
    pub colour_points: Vec<i64>,
    /// Battle: improvised summoning used per enemy colour (TK-12.6).
    pub improvised: Vec<bool>,
    /// High Form: claimed task indices.
    pub claimed: Vec<u8>,
}

/// What happened this turn, for scoring and "this turn" tasks.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnLog {
    /// Enemy pieces destroyed by the acting side, by victim colour and rank.
    pub destroyed: Vec<[u8; 3]>,
    pub heroic_summons: u8,
    pub central_legend: bool,
    pub extra_beings: u8,
    pub extra_legends: u8,
}

/// A flare being resolved (TK-8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FlareUse {
    pub top: bool,
    pub bottom: bool,
    pub compared: u8,
}

/// An effect being resolved (TK-6), step by step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Resolution {
    pub card: CardId,
    pub flare: Option<FlareUse>,
    /// The summoned piece, while it is on the board (TK-5.8).
    pub being: Option<Square>,
    pub marked: SquareSet,
    pub step: u8,
    /// Picks, puts or movers done in this step.
    pub count: u8,
    pub mover: Option<Square>,
    pub mover_moves: u8,
    /// Whether the current step did something, and whether the previous one did.
    pub did: bool,
    pub prev_did: bool,
    pub landed_empty: bool,
    /// Battle: a legend was summoned, so a scoring colour is chosen afterwards (TK-12.3).
    pub score_colour: bool,
    pub last: Option<Square>,
    pub dir: Option<Dir>,
    pub noted: SquareSet,
    pub moved: SquareSet,
}

impl Resolution {
    /// The first step of `card`'s effects, with nothing done yet.
    pub fn starting(card: CardId) -> Self {
        Self {
            card,
            flare: None,
            being: None,
            marked: SquareSet::default(),
            step: 0,
            count: 0,
            mover: None,
            mover_moves: 0,
            did: false,
            prev_did: false,
            landed_empty: false,
            score_colour: false,
            last: None,
            dir: None,
            noted: SquareSet::default(),
            moved: SquareSet::default(),
        }
    }
}

/// The decision that is pending, if it is not a free choice of action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// The action phase: place, summon, discard, flare, end turn.
    Actions,
    /// TK-2.6 / TK-2.7: start pieces, one per seat in order.
    Setup {
        placed: u8,
    },
    /// TK-4.2: the target is chosen, now the piece to pick up.
    PlacePickup {
        target: Square,
    },
    /// TK-5.6(b): the piece to take for a summon.
    SummonPickup {
        card: CardId,
        square: Square,
        orientation: u8,
    },
    /// TK-7.1: returning cards after the discard.
    Returns,
    Effect(Box<Resolution>),
    /// TK-12.3: the colour in which a legend summon scores.
    LegendColour,
    /// TK-10.2.
    ClaimTask,
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TashKalar {
    pub form: Form,
    pub teams: bool,
    pub players: usize,
    pub nonleg_total: u8,
    pub target: i64,
    /// The generator, reveals, outcome and log lines, kept by the engine.
    pub(crate) book: Book,
    pub board: Vec<Option<Piece>>,
    pub seats: Vec<SeatState>,
    pub sides: Vec<SideState>,
    pub legend_deck: Vec<CardId>,
    pub legend_discard: Vec<CardId>,
    pub flare_deck: Vec<CardId>,
    pub flare_discard: Vec<CardId>,
    pub tasks_current: Vec<u8>,
    pub task_next: Option<u8>,
    pub task_deck: Vec<u8>,
    pub turn: u32,
    pub active: Seat,
    pub starting: Seat,
    pub actions_left: u8,
    pub actions_used: u8,
    pub discarded: bool,
    pub control_passed: bool,
    pub log: TurnLog,
    pub pending: Pending,
    pub final_trigger: Option<Seat>,
}

impl TashKalar {
    /// The piece on a square.
    pub fn at(&self, s: Square) -> Option<Piece> {
        self.board[s.index()]
    }

    /// The colour (side) a seat plays (TK-13.2).
    pub(crate) fn colour_of(&self, seat: Seat) -> u8 {
        if self.teams {
            (seat % 2) as u8
        } else {
            seat as u8
        }
    }

    /// The colour of the side whose turn it is.
    pub fn me(&self) -> u8 {
        self.colour_of(self.active)
    }

    /// Squares holding a piece of that colour.
    pub(crate) fn pieces_of(&self, colour: u8) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.board.iter().enumerate().filter_map(move |(i, p)| match p {
            Some(p) if p.colour == colour => Some((Square::from_index(i), *p)),
            _ => None,
        })
    }
}
