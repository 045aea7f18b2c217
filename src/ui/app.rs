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

/// How this build renders a game's pages; `None` for a game whose table is in another
/// build (the per-game builds of `scripts/build.sh`), which the lobby links to.
#[derive(Clone, Copy)]
pub struct Pages {
    new_game: fn(Callback<StartConfig>) -> Html,
    play: fn(Rc<StartConfig>) -> Html,
    extra: super::game_page::ExtraPages,
    /// The game's stylesheet, `styles/<module>.css`, carried in its wasm (see [`add_styles`]).
    style: &'static str,
}

/// A registered game as the app knows it: what the lobby shows, and its pages when this
/// build carries its table.
#[derive(Clone)]
pub struct UiGame {
    pub id: &'static str,
    pub name: &'static str,
    pub blurb: &'static str,
    pub seats: (usize, usize),
    /// The lobby tile's picture.
    pub art: fn() -> Html,
    pages: Option<Pages>,
}

impl PartialEq for UiGame {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}

impl UiGame {
    /// Whether this build carries the game's table.
    pub fn built(&self) -> bool {
        self.pages.is_some()
    }

    /// The link to one of the game's pages (`new`, `play`, `rules` ...): a hash route in
    /// this build, or the page in the game's own build, a sibling folder of the site.
    pub fn href(&self, page: &str) -> String {
        self.link(&format!("#/{}/{page}", self.id))
    }

    /// A hash route of this game, as a link that works from this build.
    fn link(&self, hash: &str) -> String {
        if self.built() {
            hash.to_string()
        } else {
            // The lobby build sits at the site's root, each game's build in `<id>/`.
            let root = if playable().is_empty() { "./" } else { "../" };
            format!("{root}{}/index.html{hash}", self.id)
        }
    }
}

fn ui_game<G: GameUi>(style: &'static str) -> UiGame {
    UiGame {
        id: G::ID,
        name: G::NAME,
        blurb: G::BLURB,
        seats: G::SEATS,
        art: G::tile_art,
        pages: Some(Pages {
            new_game: |on_start| html! { <NewGame<G> {on_start} /> },
            play: |config| html! { <GamePage<G> {config} /> },
            extra: super::game_page::ExtraPages::of::<G>(),
            style,
        }),
    }
}

/// A game whose table is in another build: its name and counts only, so none of its
/// rules is linked into this build.
#[allow(dead_code)] // only per-game builds carry games elsewhere
fn elsewhere<G: GameUi>() -> UiGame {
    UiGame { id: G::ID, name: G::NAME, blurb: G::BLURB, seats: G::SEATS, art: G::tile_art, pages: None }
}

/// Every registered game, in lobby order, with its pages where this build carries its
/// table (every table by default; a per-game build carries one, see `scripts/build.sh`).
pub fn all_games() -> Vec<UiGame> {
    let mut games = Vec::new();
    macro_rules! add {
        ($module:ident, $ty:ident, $id:literal) => {
            #[cfg(any(tables = "all", tables = $id))]
            games.push(ui_game::<crate::games::$module::$ty>(include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/styles/",
                stringify!($module),
                ".css"
            ))));
            #[cfg(not(any(tables = "all", tables = $id)))]
            games.push(elsewhere::<crate::games::$module::$ty>());
        };
    }
    crate::for_each_game!(add);
    games
}

/// Puts the stylesheet of each game this build carries into the page's head, once, before
/// the first render. A game's styles travel in its own wasm, so a build carries only its
/// games' styles and adding a game needs no `<link>` in index.html.
pub fn add_styles() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let Some(head) = doc.head() else { return };
    for g in playable() {
        let id = format!("styles-{}", g.id);
        if doc.get_element_by_id(&id).is_some() {
            continue;
        }
        if let (Some(p), Ok(el)) = (g.pages, doc.create_element("style")) {
            el.set_id(&id);
            el.set_text_content(Some(p.style));
            let _ = head.append_child(&el);
        }
    }
}

/// The games whose tables this build carries.
pub fn playable() -> Vec<UiGame> {
    all_games().into_iter().filter(UiGame::built).collect()
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
    let games = all_games();
    let find = |id: &str| games.iter().find(|g| g.id == id).cloned();
    let body = match &*route {
        Route::Lobby => html! { <Lobby games={games.clone()} /> },
        Route::NetCheck => super::net_check::page(),
        // A game whose table is in its own build: go there, to the same page.
        r if game_of(r).and_then(find).is_some_and(|g| !g.built()) => {
            if let (Some(w), Some(g)) = (web_sys::window(), game_of(r).and_then(find)) {
                let _ = w.location().assign(&g.link(&r.hash()));
            }
            html! {}
        }
        Route::NewGame(id) => match find(id).and_then(|g| g.pages.map(|p| (g, p))) {
            Some((g, pages)) => {
                let started = started.clone();
                let id = g.id;
                (pages.new_game)(Callback::from(move |config: StartConfig| {
                    // Kept at once, not only after the first move: Resume and a reload
                    // then find the game as it stands. If the browser cannot keep it, the
                    // game still starts (from `started`) and its first autosave says why.
                    let _ = storage::store(&config);
                    started.set(Some(Rc::new(config)));
                    go(&Route::Play(id.to_string()));
                }))
            }
            None => not_found(id),
        },
        Route::Play(id) => match find(id).and_then(|g| g.pages.map(|p| (g, p))) {
            Some((g, pages)) => {
                // The stored game first: it is the game as it stands, where `started` is
                // how it began (it serves only when the browser keeps nothing).
                let config = storage::load(g.id).map(Rc::new).or_else(|| (*started).clone().filter(|c| c.game == g.id));
                match config {
                    Some(config) => (pages.play)(config),
                    None => {
                        go(&Route::NewGame(g.id.to_string()));
                        html! {}
                    }
                }
            }
            None => not_found(id),
        },
        Route::Rules(id, rule) => {
            find(id).and_then(|g| g.pages).map_or_else(|| not_found(id), |p| (p.extra.rules)(rule.clone()))
        }
        Route::Replay(id, code) => {
            find(id).and_then(|g| g.pages).map_or_else(|| not_found(id), |p| (p.extra.replay)(code.clone()))
        }
        Route::Online(invite) => {
            let id = invite.game();
            find(id).and_then(|g| g.pages).map_or_else(|| not_found(id), |p| (p.extra.online)(invite.clone()))
        }
    };
    html! { <div class="app">{ body }</div> }
}

/// The game a route is about, if any.
fn game_of(route: &Route) -> Option<&str> {
    match route {
        Route::Lobby | Route::NetCheck => None,
        Route::NewGame(id) | Route::Play(id) | Route::Rules(id, _) | Route::Replay(id, _) => Some(id),
        Route::Online(invite) => Some(invite.game()),
    }
}

fn not_found(id: &str) -> Html {
    html! {
        <div class="panel">
            <h2>{ format!("No game called \"{id}\" here") }</h2>
            <a class="button" href="#/">{ "Back to the lobby" }</a>
        </div>
    }
}
