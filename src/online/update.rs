//! What one seat is sent, built from the state by the host and again, in the replay,
//! by the joiner's check: one function for both, so they agree byte for byte.
//!
//! Only three things here read the state, and all three are the seat's own: its view
//! ([`Observe::view`](crate::engine::Observe::view)), its legal list with the actions'
//! words when it decides, and the decision's prompt. The rest of an update (the
//! public part) comes from the match's log, never from the state.

use serde::Serialize;
use sha2::{Digest, Sha256};

use super::wire::{Choice, Public, Update};
use crate::engine::{Game, Seat};

/// The hash of a table a seat was shown (of its view's JSON).
pub type Shown = [u8; 32];

/// Who decides now: the seat to act, except that a team decision (Aeon's End's "any
/// player", AE-9.6) goes to a person of that team: the seat to act if a person plays
/// it, else the team's first person. `persons[s]` says whether a person plays seat `s`
/// (at the host's device or on another).
pub fn decider<G: Game>(state: &G, persons: &[bool]) -> Option<Seat> {
    let seat = state.to_act()?;
    let person = |s: &Seat| persons.get(*s).copied().unwrap_or(false);
    if !state.decision().is_some_and(|d| d.team) || person(&seat) {
        return Some(seat);
    }
    let team = state.teams().into_iter().find(|t| t.contains(&seat)).unwrap_or_default();
    Some(team.into_iter().find(person).unwrap_or(seat))
}

/// The legal actions with their words and previews, for the seat that decides.
pub fn choices<G: Game>(state: &G) -> Vec<Choice<G::Action, G::Preview>> {
    state
        .legal_actions()
        .into_iter()
        .map(|action| {
            let info = state.describe(&action);
            let preview = state.preview(&action);
            Choice { action, kind: info.kind.to_string(), label: info.label, preview }
        })
        .collect()
}

/// The hash of a view's JSON. Written through `serde_json::Value`, as the wire writes a
/// view (`json::to_game`), so the page carries one writer of views, not two.
pub fn view_hash<V: Serialize>(view: &V) -> Shown {
    Sha256::digest(super::json::text(&super::json::to_game(view))).into()
}

/// The hash of the table `seat` is shown in `state`.
pub fn shown_hash<G: Game>(state: &G, seat: Seat) -> Shown {
    view_hash(&state.view(seat))
}

/// The update for `seat`: its view, and its legal list and prompt when it `decides`.
pub fn build<G: Game>(
    state: &G,
    seat: Seat,
    at: usize,
    decides: bool,
    can_undo: bool,
    public: Public,
) -> super::host::SeatUpdate<G> {
    let (legal, prompt) =
        if decides { (choices(state), state.decision().map(|d| d.prompt)) } else { (Vec::new(), None) };
    Update { at, view: state.view(seat), legal, prompt, can_undo: decides && can_undo, public }
}
