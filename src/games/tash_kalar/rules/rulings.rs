//! Engine decisions where the sources are silent or unconfirmed (the (engine) and
//! **unconfirmed** points of the brief), kept in one place so they are easy to change.
//!
//! Decisions that are shapes of the data rather than numbers, listed here so they can
//! be found:
//! - TK-6.13: every choice is made against the board as it stands when that part of
//!   the effect resolves (`rules::effects`).
//! - TK-3.4: when no action that costs 1 is possible, `EndTurn` is listed and the rest
//!   of the actions are lost.
//! - TK-12.6: the `*` square counts as a pattern square for improvised summoning.
//! - TK-13.4: once control is passed the turn has no more flares, also after control
//!   returns for the end-of-turn steps.
//! - TK-C2 B06, TK-C4 F05: "up to two moves" are made by two different pieces.
//! - TK-12.3: the colour for a legend summon's point is chosen when its effect is over.

use crate::games::tash_kalar::state::Form;

/// TK-1.6: two-sided pieces per colour.
pub(crate) fn nonlegendary_pieces(form: Form, players: usize) -> u8 {
    match (form, players) {
        (Form::HighForm, _) => 17,
        (Form::Duel, _) => 16,
        (Form::Battle, 3) => 15,
        (Form::Battle, _) => 14,
    }
}

/// TK-1.4: legendary pieces per colour.
pub const LEGENDARY_PIECES: u8 = 3;

/// TK-10.3, TK-11.4, TK-12.7, TK-13.6: the target score.
pub fn target(form: Form, players: usize) -> i64 {
    match (form, players) {
        (Form::HighForm, _) => 9,
        (Form::Duel, _) => 18,
        (Form::Battle, 3) => 12,
        (Form::Battle, _) => 10,
    }
}

/// TK-2.8: cards turned sideways at the bottom of each deck in the team game.
pub const RESERVE_CARDS: usize = 6;

/// TK-2.7 (unconfirmed): start pieces are placed by each player in turn, beginning
/// with the player after the starting player, at most one per pair while a pair is
/// free; with 4 players the last piece takes any free start square.
pub const BATTLE_SETUP_NOTE: &str = "players place their start pieces in turn order";

/// TK-12.2 (unconfirmed): BGA's extra pair from odd commons of several colours is not
/// applied; odd commons score nothing, as in TK-11.1.
pub const BATTLE_MIXED_PAIR: bool = false;
