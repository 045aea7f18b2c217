//! Which of the site's builds this page is, and the link to any page of the site from it.
//!
//! `scripts/build.sh` lays the site out as several builds, each within the size budget
//! (README, "Deploying"):
//!
//! - `./` the **lobby** (`TURNKEEPER_TABLES=none`): the tiles, every game's How to play
//!   (the guides, the markdown reader and the rules references) and the transport's
//!   check page; no game's rules.
//! - `<id>/` a **game** (`TURNKEEPER_TABLES=<id>`): local play, hosting an online game,
//!   and the replay of a shared game.
//! - `<id>/join/` the game's **join build** (and `TURNKEEPER_JOIN=1`): the pages an invite
//!   or a watch link opens, with the table and the rules its end-of-game check replays.
//! - `<id>/decks/` the game's **second build** (and `TURNKEEPER_DECKS=1`): the deck
//!   builder, for the games that have one (`GameUi::DECKS`): the set, the deck and its
//!   code. Its "Start the game" hands the deck to the game's build by a link
//!   (`Route::DeckGame`, the deck's code in the hash), which checks it with the game's
//!   deck rules before seating it. For a game with a campaign (`GameUi::CAMPAIGN`,
//!   Aeon's End's expedition) it is the campaign's page, which starts each battle in
//!   the game's build through the browser's storage.
//!
//! The whole app (`tables = "all"`: `scripts/dev.sh`, the gallery, the browser tests,
//! native builds) is every build in one and renders every page itself. A route this
//! build does not render is a link to the build that does, relative to this one, so
//! the site works from any static host and sub-path.

use super::route::Route;

/// What this build is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Build {
    /// Every page (the development and test builds).
    Whole,
    Lobby,
    Game,
    Join,
    Decks,
}

/// This build (build.rs sets the cfgs from `TURNKEEPER_TABLES` and `TURNKEEPER_JOIN`).
pub const BUILD: Build = if cfg!(tables = "all") {
    Build::Whole
} else if cfg!(tables = "none") {
    Build::Lobby
} else if cfg!(join) {
    Build::Join
} else if cfg!(decks) {
    Build::Decks
} else {
    Build::Game
};

/// This build plays games here and hosts online ones.
pub const PLAYS: bool = matches!(BUILD, Build::Whole | Build::Game);
/// This build draws a remote seat's and a watcher's pages.
pub const JOINS: bool = matches!(BUILD, Build::Whole | Build::Join);
/// This build draws the deck builder.
pub const BUILDER: bool = matches!(BUILD, Build::Whole | Build::Decks);
/// This build shows the lobby and How to play (the guides and the rules references).
pub const GUIDES: bool = matches!(BUILD, Build::Whole | Build::Lobby);

/// Where `route` is drawn: this build (`None`), or the folder of the build that draws
/// it relative to the site's root (`""` for the lobby, `<id>/`, `<id>/join/`).
fn folder(route: &Route) -> Option<String> {
    if BUILD == Build::Whole {
        return None;
    }
    let (wanted, game) = match route {
        Route::Lobby | Route::Rules(..) | Route::NetCheck => (Build::Lobby, None),
        Route::NewGame(g) | Route::Play(g) | Route::Replay(g, _) | Route::DeckGame(g, _) => {
            (Build::Game, Some(g.as_str()))
        }
        Route::Decks(g, _) | Route::Campaign(g, _) => (Build::Decks, Some(g.as_str())),
        Route::Online(invite) => (Build::Join, Some(invite.game())),
    };
    // A game's build carries only its own game (`tables`): another game's page is in
    // that game's build even when it is of the same kind.
    let mine = game.is_none_or(|g| super::app::playable().iter().any(|p| p.id == g));
    let below = match wanted {
        Build::Game => "",
        Build::Decks => "decks/",
        _ => "join/",
    };
    match (wanted, game) {
        _ if wanted == BUILD && mine => None,
        (Build::Lobby, _) | (_, None) => Some(String::new()),
        (_, Some(g)) => Some(format!("{g}/{below}")),
    }
}

/// The way from this build's folder up to the site's root.
fn to_root() -> &'static str {
    match BUILD {
        Build::Whole | Build::Lobby => "",
        Build::Game => "../",
        Build::Join | Build::Decks => "../../",
    }
}

/// A link to `route` that works from this build: its hash here, or the page in the
/// build that draws it (`../index.html#/lorcana/rules/LO-4.2`).
pub fn href(route: &Route) -> String {
    match folder(route) {
        None => route.hash(),
        Some(f) => format!("{}{f}index.html{}", to_root(), route.hash()),
    }
}

/// Whether this build draws `route` itself.
pub fn draws(route: &Route) -> bool {
    folder(route).is_none()
}

/// `href` as a whole address, for links sent to another device (invites, replays):
/// resolved against this page's own address.
pub fn absolute(route: &Route) -> String {
    let here = web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_default();
    resolve(&here, &href(route))
}

/// `link` (a hash, or a path relative to this build's folder) resolved against the page
/// address `here`.
pub fn resolve(here: &str, link: &str) -> String {
    let page = here.split('#').next().unwrap_or_default();
    if link.starts_with('#') {
        return format!("{page}{link}");
    }
    let page = page.split('?').next().unwrap_or_default();
    // The folder: everything up to the last `/` (the page may be `.../index.html`).
    let mut dir = page.rsplit_once('/').map_or(page, |(d, _)| d).to_string();
    let mut rest = link;
    while let Some(r) = rest.strip_prefix("../") {
        // Never above the host itself (`https://host`).
        if dir.matches('/').count() > 2 {
            dir = dir.rsplit_once('/').map_or(dir.clone(), |(d, _)| d.to_string());
        }
        rest = r;
    }
    format!("{dir}/{rest}")
}

/// Opens `route`'s page in the build that draws it, in place of this one (no new
/// history entry: Back goes to where the person came from).
pub fn go_elsewhere(route: &Route) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().replace(&href(route));
    }
}

#[cfg(test)]
mod tests {
    use super::resolve;

    #[test]
    fn links_resolve_against_the_page_on_any_sub_path() {
        let page = "https://example.org/games/lorcana/index.html#/lorcana/play";
        assert_eq!(resolve(page, "#/lorcana/new"), "https://example.org/games/lorcana/index.html#/lorcana/new");
        assert_eq!(
            resolve(page, "join/index.html#/lorcana/watch/ab12"),
            "https://example.org/games/lorcana/join/index.html#/lorcana/watch/ab12"
        );
        assert_eq!(
            resolve("http://127.0.0.1:8080/lorcana/#/x", "../index.html#/"),
            "http://127.0.0.1:8080/index.html#/"
        );
        assert_eq!(
            resolve("http://h/lorcana/join/index.html#/lorcana/join/a/1/b", "../../nexus/index.html#/nexus/new"),
            "http://h/nexus/index.html#/nexus/new"
        );
        assert_eq!(
            resolve("http://h/index.html", "../../index.html#/"),
            "http://h/index.html#/",
            "never above the host"
        );
    }
}
