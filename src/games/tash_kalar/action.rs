//! The decisions a seat can make (see the table in the module docs of `tash_kalar`).

use serde::{Deserialize, Serialize};

use super::board::{Dir, Square};
use super::cards::CardId;

/// One decision. Small and `Copy`; squares are typed, cards are ids from `cards`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// TK-4: place a common piece on an empty square (under TK-4.2 a pickup follows).
    Place { square: Square },
    /// TK-5: summon `card` with its placement square on `square`, using image number
    /// `orientation` of the card's pattern (an index into its distinct images).
    Summon { card: CardId, square: Square, orientation: u8 },
    /// TK-7: discard a being card (returns follow).
    Discard { card: CardId },
    /// TK-7.1: return one more card from the hand to the bottom of its deck.
    ReturnCard { card: CardId },
    /// TK-8: invoke the flare `card`, comparing against colour `opponent`.
    Flare { card: CardId, opponent: u8 },
    /// Choose a piece (a pickup, a target, a mover).
    ChoosePiece { square: Square },
    /// Choose a square (a destination, a put, a start square).
    ChooseSquare { square: Square },
    /// Choose a direction (A09, A14, B14, L04).
    ChooseDirection { dir: Dir },
    /// Choose a colour to score in (TK-12.3).
    ChooseColour { colour: u8 },
    /// Decline an optional part, stop moving, return no more cards, claim no task.
    Skip,
    /// TK-3.4: end the turn (runs the end-of-turn steps).
    EndTurn,
    /// TK-10.2: claim a current task (index into the TK-C5 table).
    ClaimTask { task: u8 },
    /// TK-13.4: hand control to your partner.
    PassControl,
    /// Give up the game at any decision (carried out by the engine).
    Concede,
}
