//! The app: hash routes to the lobby, a game's setup, or its table.

use std::rc::Rc;

use gloo::events::EventListener;
use yew::prelude::*;

use super::game_page::GamePage;
use super::game_ui::GameUi;
use super::lobby::Lobby;
use super::new_game::NewGame;
use super::route::Route;
use super::session::StartConfig;
use super::storage;
use crate::games::lorcana::Lorcana;

/// A game the browser can play: what the lobby shows and how to render its pages.
#[derive(Clone)]
pub struct UiGame {
    pub id: &'static str,
    pub name: &'static str,
    pub blurb: &'static str,
    pub seats: (usize, usize),
    new_game: fn(Callback<StartConfig>) -> Html,
    play: fn(Rc<StartConfig>) -> Html,
}

impl PartialEq for UiGame {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}

fn ui_game<G: GameUi>() -> UiGame {
    UiGame {
        id: G::ID,
        name: G::NAME,
        blurb: G::BLURB,
        seats: G::SEATS,
        new_game: |on_start| html! { <NewGame<G> {on_start} /> },
        play: |config| html! { <GamePage<G> {config} /> },
    }
}

/// The games whose tables are built; a game appears in the lobby only once it is.
pub fn playable() -> Vec<UiGame> {
    vec![
        ui_game::<Lorcana>(),
        ui_game::<crate::games::tash_kalar::TashKalar>(),
        ui_game::<crate::games::nexus::Nexus>(),
    ]
}

fn current_route() -> Route {
    let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    Route::parse(&hash)
}

fn go(route: &Route) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash(&route.hash());
    }
}

/// The root component.
#[component]
pub fn App() -> Html {
    let route = use_state(current_route);
    let started = use_state(|| None::<Rc<StartConfig>>);
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listener =
                web_sys::window().map(|w| EventListener::new(&w, "hashchange", move |_| route.set(current_route())));
            move || drop(listener)
        });
    }
    let games = playable();
    let find = |id: &str| games.iter().find(|g| g.id == id).cloned();
    let body = match &*route {
        Route::Lobby => html! { <Lobby games={games.clone()} /> },
        Route::NewGame(id) => match find(id) {
            Some(g) => {
                let started = started.clone();
                let id = g.id;
                (g.new_game)(Callback::from(move |config: StartConfig| {
                    storage::clear(id);
                    started.set(Some(Rc::new(config)));
                    go(&Route::Play(id.to_string()));
                }))
            }
            None => not_found(id),
        },
        Route::Play(id) => match find(id) {
            Some(g) => {
                let config = (*started).clone().filter(|c| c.game == g.id).or_else(|| storage::load(g.id).map(Rc::new));
                match config {
                    Some(config) => (g.play)(config),
                    None => {
                        go(&Route::NewGame(g.id.to_string()));
                        html! {}
                    }
                }
            }
            None => not_found(id),
        },
    };
    html! { <div class="app">{ body }</div> }
}

fn not_found(id: &str) -> Html {
    html! {
        <div class="panel">
            <h2>{ format!("No game called \"{id}\" here") }</h2>
            <a class="button" href="#/">{ "Back to the lobby" }</a>
        </div>
    }
}
