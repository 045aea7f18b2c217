//! The Yew single-page app: lobby, new-game setup and the game page. It changes a
//! game only by dispatching actions to the session reducer.
// The lobby-only and per-game builds (cfg `tables`, see build.rs and scripts/build.sh)
// carry no table or one, so pieces only some tables use are unused there.
#![cfg_attr(not(tables = "all"), allow(dead_code, unused_imports))]

pub mod ai_player;
mod app;
pub mod common;
mod deck_game;
mod game_page;
mod game_ui;
mod hint;
pub mod hint_explain;
mod lobby;
pub mod net;
mod net_check;
mod new_game;
pub mod online;
pub(crate) mod pools;
mod route;
mod session;
pub mod site;
mod storage;

macro_rules! declare_table {
    ($module:ident, $ty:ident, $id:literal) => {
        pub mod $module;
    };
}
crate::for_each_game!(declare_table);

pub use app::{add_styles, App};
pub use game_ui::{Ask, GameUi, TableProps};
pub use route::{DeckGame, Route};
pub use session::{SeatKind, Session, SessionMsg, StartConfig};

/// Mounts the app on the page's body, once the card pools it fetches are in.
pub fn start() {
    app::add_styles();
    pools::then_mount(|| {
        yew::Renderer::<App>::new().render();
    });
}
