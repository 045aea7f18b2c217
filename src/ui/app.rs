//! The app: hash routes to the lobby, a game's setup, or its table.

use std::rc::Rc;

use gloo::events::EventListener;
use yew::prelude::*;

use super::common::{DeckBuilder, HowToPlay};
use super::game_page::GamePage;
use super::game_ui::GameUi;
use super::lobby::Lobby;
use super::new_game::NewGame;
use super::route::{DeckGame, Route};
use super::session::StartConfig;
use super::site;
use super::storage;

/// How this build renders a game's pages; `None` for a game whose table is in another
/// build (the per-game builds of `scripts/build.sh`), which the lobby links to.
#[derive(Clone, Copy)]
pub struct Pages {
    new_game: fn(Callback<StartConfig>) -> Html,
    play: fn(Rc<StartConfig>) -> Html,
    extra: super::game_page::ExtraPages,
    /// The deck builder (`ui::common::deck_builder`), with the code of a link.
    decks: fn(Option<String>) -> Html,
    /// A game started with a deck the builder hands over (`ui::deck_game`).
    deck_game: fn(DeckGame) -> Html,
    /// The game's stylesheet, `styles/<module>.css`, a file of the build (see [`add_styles`]).
    style: &'static str,
}

/// A registered game as the app knows it: what the lobby and How to play show, and its
/// pages when this build carries its table.
#[derive(Clone)]
pub struct UiGame {
    pub id: &'static str,
    pub name: &'static str,
    pub blurb: &'static str,
    pub seats: (usize, usize),
    /// The lobby tile's picture.
    pub art: fn() -> Html,
    /// How to play's guide (`GameUi::GUIDE`) and the game's rule-id prefix; the guide
    /// only in the builds that show How to play ([`site::GUIDES`]).
    pub guide: &'static str,
    pub prefix: &'static str,
    /// Whether the game has a deck builder (`GameUi::DECKS`).
    pub decks: bool,
    /// The name of its campaign, if it has one (`GameUi::CAMPAIGN`).
    pub campaign: Option<&'static str>,
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
}

/// A registered game whose table this build carries, with its pages.
fn ui_game<G: GameUi>(style: &'static str) -> UiGame {
    UiGame {
        pages: Some(Pages {
            // A join build draws none of these (`site::PLAYS`, a constant): left out of it.
            new_game: |on_start| {
                if site::PLAYS {
                    html! { <NewGame<G> {on_start} /> }
                } else {
                    html! {}
                }
            },
            play: |config| {
                if site::PLAYS {
                    html! { <GamePage<G> {config} /> }
                } else {
                    html! {}
                }
            },
            extra: super::game_page::ExtraPages::of::<G>(),
            // The builder is a build of its own (`site::BUILDER`): left out of the
            // game's page, which only reads the deck it hands over.
            decks: |code| {
                if site::BUILDER && G::DECKS {
                    html! { <DeckBuilder<G> code={code.map(AttrValue::from)} /> }
                } else {
                    html! {}
                }
            },
            deck_game: |start| {
                if site::PLAYS && G::DECKS {
                    super::deck_game::page::<G>(&start)
                } else {
                    html! {}
                }
            },
            style,
        }),
        ..elsewhere::<G>()
    }
}

/// A game whose table is in another build: its names and counts only (and the lobby's
/// words and picture and How to play's guide in the builds that show them, `site::GUIDES`, a
/// constant), so none of its rules is linked into this build.
fn elsewhere<G: GameUi>() -> UiGame {
    UiGame {
        id: G::ID,
        name: G::NAME,
        // Only the lobby reads it: the other builds carry no game's (about 300 B of
        // every game page's gzipped wasm).
        blurb: if site::GUIDES { G::BLURB } else { "" },
        seats: G::SEATS,
        art: if site::GUIDES { G::tile_art } else { || html! {} },
        guide: if site::GUIDES { G::GUIDE } else { "" },
        prefix: G::RULE_PREFIX,
        decks: G::DECKS,
        campaign: G::CAMPAIGN,
        pages: None,
    }
}

/// Whether this build carries the table of a game with a deck builder (`GameUi::DECKS`):
/// only such a page is handed a built deck by a link (`Route::DeckGame`), so the other
/// builds leave the reading of one out.
pub const HANDS_OVER_DECKS: bool = {
    #[allow(unused_mut)]
    let mut any = false;
    macro_rules! add {
        ($module:ident, $ty:ident, $id:literal) => {
            #[cfg(any(tables = "all", tables = $id))]
            {
                any = any || <crate::games::$module::$ty as GameUi>::DECKS;
            }
        };
    }
    crate::for_each_game!(add);
    any
};

/// Whether this build makes or reads the deck builder's routes (`Route::Decks`,
/// `Route::DeckGame`): the lobby and the builder link to them, and a game's page with a
/// builder is handed decks by them; the other builds leave them out.
pub const DECK_ROUTES: bool =
    HANDS_OVER_DECKS || matches!(site::BUILD, site::Build::Whole | site::Build::Lobby | site::Build::Decks);

/// Every registered game, in lobby order, with its pages where this build carries its
/// table (every table by default; a per-game build carries one, see `scripts/build.sh`).
pub fn all_games() -> Vec<UiGame> {
    let mut games = Vec::new();
    macro_rules! add {
        ($module:ident, $ty:ident, $id:literal) => {
            #[cfg(any(tables = "all", tables = $id))]
            games.push(ui_game::<crate::games::$module::$ty>(concat!("styles/", stringify!($module), ".css")));
            #[cfg(not(any(tables = "all", tables = $id)))]
            games.push(elsewhere::<crate::games::$module::$ty>());
        };
    }
    crate::for_each_game!(add);
    games
}

/// Links the stylesheet of each game this build carries (`styles/<module>.css`, a file
/// of the build, `style-src 'self'`), once, before the first render. The deployed
/// builds already link theirs in `index.html` (`scripts/stamp-site.sh`), so it loads
/// beside the wasm; the whole-app builds (`scripts/dev.sh`, the gallery) get every
/// game's here.
pub fn add_styles() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let Some(head) = doc.head() else { return };
    for p in playable().into_iter().filter_map(|g| g.pages) {
        let linked = doc.query_selector(&format!("link[href='{}']", p.style)).ok().flatten().is_some();
        if linked {
            continue;
        }
        if let Ok(el) = doc.create_element("link") {
            let _ = el.set_attribute("rel", "stylesheet");
            let _ = el.set_attribute("href", p.style);
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
            // A page may move on during the first render (a built deck handed over starts
            // its game and goes to the table), before this listener is there to hear it.
            if HANDS_OVER_DECKS {
                route.set(current_route());
            }
            let listener =
                web_sys::window().map(|w| EventListener::new(&w, "hashchange", move |_| route.set(current_route())));
            move || drop(listener)
        });
    }
    let games = all_games();
    let find = |id: &str| games.iter().find(|g| g.id == id).cloned();
    let pages = |id: &str| find(id).and_then(|g| g.pages.map(|p| (g, p)));
    // Each arm behind a constant of `site`: a build leaves out the pages it does not
    // draw, and a route it does not draw goes to the build that does.
    let body = match &*route {
        r if game_of(r).is_some_and(|id| find(id).is_none()) => not_found(game_of(r).unwrap_or_default()),
        r if !site::draws(r) => {
            site::go_elsewhere(r);
            html! {}
        }
        Route::Lobby if site::GUIDES => html! { <Lobby games={games.clone()} /> },
        Route::NetCheck if site::GUIDES => super::net_check::page(),
        Route::Rules(id, rule) if site::GUIDES => match find(id) {
            Some(g) => html! {
                <HowToPlay game={g.id} name={g.name} guide={g.guide} prefix={g.prefix} focus={rule.clone().map(AttrValue::from)} />
            },
            None => not_found(id),
        },
        Route::NewGame(id) if site::PLAYS => match pages(id) {
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
        Route::Play(id) if site::PLAYS => match pages(id) {
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
        Route::Replay(id, code) if site::PLAYS => {
            pages(id).map_or_else(|| not_found(id), |(_, p)| (p.extra.replay)(code.clone()))
        }
        Route::Decks(id, code) if site::BUILDER => {
            pages(id).map_or_else(|| not_found(id), |(_, p)| (p.decks)(code.clone()))
        }
        Route::DeckGame(id, start) if site::PLAYS => {
            pages(id).map_or_else(|| not_found(id), |(_, p)| (p.deck_game)(start.clone()))
        }
        Route::Campaign(id, code) if site::BUILDER => {
            pages(id).map_or_else(|| not_found(id), |(_, p)| (p.extra.campaign)(code.clone()))
        }
        Route::Online(invite) if site::JOINS => {
            let id = invite.game();
            pages(id).map_or_else(|| not_found(id), |(_, p)| (p.extra.online)(invite.clone()))
        }
        r => not_found(game_of(r).unwrap_or_default()),
    };
    html! { <div class="app">{ body }</div> }
}

/// The game a route is about, if any.
fn game_of(route: &Route) -> Option<&str> {
    match route {
        Route::Lobby | Route::NetCheck => None,
        Route::NewGame(id)
        | Route::Play(id)
        | Route::Rules(id, _)
        | Route::Replay(id, _)
        | Route::Decks(id, _)
        | Route::DeckGame(id, _)
        | Route::Campaign(id, _) => Some(id),
        Route::Online(invite) => Some(invite.game()),
    }
}

fn not_found(id: &str) -> Html {
    html! {
        <div class="panel">
            <h2>{ format!("No game called \"{id}\" here") }</h2>
            <a class="button" href={site::href(&Route::Lobby)}>{ "Back to the lobby" }</a>
        </div>
    }
}
