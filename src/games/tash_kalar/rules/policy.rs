//! Engine decisions where the sources are silent or unconfirmed (the (engine) and
//! **unconfirmed** points of the brief), kept in one place so they are easy to change.

use crate::games::tash_kalar::state::Form;

/// TK-1.6: two-sided pieces per colour.
pub fn nonlegendary_pieces(form: Form, players: usize) -> u8 {
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
