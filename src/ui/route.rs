//! Hash routing (`#/`, `#/lorcana/new`, `#/lorcana/play`), so the app works from any
//! static host and any sub-path without server rewrites.

use crate::online::invite::Invite;

/// Where the app is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Lobby,
    NewGame(String),
    Play(String),
    /// The How to play page, optionally opened at one rule.
    Rules(String, Option<String>),
    /// A whole game from a shared link, opened as a replay.
    Replay(String, String),
    /// The deck builder, optionally opened with a deck code (`#/lorcana/decks/<code>`).
    Decks(String, Option<String>),
    /// A game to start with a deck from the builder (`#/lorcana/new?deck=<code>&...`):
    /// how the builder's build hands a deck to the game's.
    DeckGame(String, DeckGame),
    /// The transport's check page (src/ui/net_check.rs), for the online browser test.
    NetCheck,
    /// An online game's invite: a remote seat's page or a watcher's (`ui::online`).
    Online(Invite),
    /// The game's campaign (Aeon's End's expedition, `GameUi::CAMPAIGN`), optionally
    /// opened with a shared link's code (`#/aeons-end/campaign/<code>`).
    Campaign(String, Option<String>),
}

/// A game the deck builder asks the game's page to start: the deck's code and the
/// choices made beside it, as written in the link (the page checks each of them).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeckGame {
    /// The deck's code (`engine::deck_code`).
    pub deck: String,
    /// The seat it takes (`0` is P1).
    pub seat: String,
    /// Who sits across: `computer-<level>`, `person` or `remote`.
    pub against: String,
    /// The other seat's deck, as a deck code too (none when a person on another device
    /// brings their own).
    pub theirs: String,
}

impl DeckGame {
    /// Reads the query of `#/<game>/new?...`; `None` without a deck.
    fn parse(query: &str) -> Option<Self> {
        let mut out = DeckGame::default();
        for (key, value) in query.split('&').filter_map(|pair| pair.split_once('=')) {
            match key {
                "deck" => out.deck = value.into(),
                "seat" => out.seat = value.into(),
                "against" => out.against = value.into(),
                "theirs" => out.theirs = value.into(),
                _ => {}
            }
        }
        (!out.deck.is_empty()).then_some(out)
    }

    fn query(&self) -> String {
        format!("deck={}&seat={}&against={}&theirs={}", self.deck, self.seat, self.against, self.theirs)
    }
}

impl Route {
    /// Reads a location hash such as `#/lorcana/play`.
    pub fn parse(hash: &str) -> Self {
        if let Some(invite) = Invite::parse(hash) {
            return Route::Online(invite);
        }
        let path = hash.trim_start_matches('#').trim_matches('/');
        let mut parts = path.split('/');
        match (parts.next(), parts.next(), parts.next(), parts.next()) {
            (Some("net-check"), None, _, _) => Route::NetCheck,
            (Some(game), Some("new"), None, _) if !game.is_empty() => Route::NewGame(game.into()),
            // A deck handed over by the builder; a char-wise look for the query, so the
            // pages carry no substring search for it.
            (Some(game), Some(new), None, _)
                if super::app::HANDS_OVER_DECKS && !game.is_empty() && new.starts_with("new?") =>
            {
                DeckGame::parse(&new[4..])
                    .map_or_else(|| Route::NewGame(game.into()), |d| Route::DeckGame(game.into(), d))
            }
            (Some(game), Some("play"), None, _) if !game.is_empty() => Route::Play(game.into()),
            (Some(game), Some("rules"), rule, None) if !game.is_empty() => {
                Route::Rules(game.into(), rule.filter(|r| !r.is_empty()).map(Into::into))
            }
            (Some(game), Some("replay"), Some(code), None) if !game.is_empty() && !code.is_empty() => {
                Route::Replay(game.into(), code.into())
            }
            (Some(game), Some("campaign"), code, None) if !game.is_empty() => {
                Route::Campaign(game.into(), code.filter(|c| !c.is_empty()).map(Into::into))
            }
            (Some(game), Some("decks"), code, None) if super::app::DECK_ROUTES && !game.is_empty() => {
                Route::Decks(game.into(), code.filter(|c| !c.is_empty()).map(Into::into))
            }
            _ => Route::Lobby,
        }
    }

    /// The hash for this route: `#/<game>/<page>[/<more>]` but for a few (one format
    /// for all of those, which keeps every page's build smaller).
    pub fn hash(&self) -> String {
        let (g, page, more) = match self {
            Route::Lobby => return "#/".into(),
            Route::NetCheck => return "#/net-check".into(),
            Route::Online(invite) => return invite.hash(),
            // Never made in a build without a deck builder's routes (and left out of it).
            Route::Decks(..) | Route::DeckGame(..) if !super::app::DECK_ROUTES => return String::new(),
            Route::DeckGame(g, start) => return format!("#/{g}/new?{}", start.query()),
            Route::NewGame(g) => (g, "new", None),
            Route::Play(g) => (g, "play", None),
            Route::Rules(g, rule) => (g, "rules", rule.as_deref()),
            Route::Replay(g, code) => (g, "replay", Some(code.as_str())),
            Route::Decks(g, code) => (g, "decks", code.as_deref()),
            Route::Campaign(g, code) => (g, "campaign", code.as_deref()),
        };
        match more {
            Some(more) => format!("#/{g}/{page}/{more}"),
            None => format!("#/{g}/{page}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{DeckGame, Invite, Route};

    #[test]
    fn hashes_round_trip_and_junk_goes_to_the_lobby() {
        for r in [
            Route::Lobby,
            Route::NewGame("lorcana".into()),
            Route::Play("tash-kalar".into()),
            Route::Rules("lorcana".into(), None),
            Route::Rules("lorcana".into(), Some("LO-4.3".into())),
            Route::Replay("tash-kalar".into(), "AQID".into()),
            Route::Decks("lorcana".into(), None),
            Route::Decks("lorcana".into(), Some("AQID-_".into())),
            Route::DeckGame(
                "lorcana".into(),
                DeckGame {
                    deck: "AQID-_".into(),
                    seat: "1".into(),
                    against: "computer-easy".into(),
                    theirs: "premade:starter-a".into(),
                },
            ),
            Route::NetCheck,
            Route::Campaign("aeons-end".into(), None),
            Route::Campaign("aeons-end".into(), Some("eyJ0-_".into())),
            Route::Online(Invite::Watch { game: "lorcana".into(), room: "0a1b2c3d4e5f".into() }),
            Route::Online(Invite::Join {
                game: "nexus".into(),
                room: "0a1b2c3d4e5f".into(),
                seat: 1,
                token: "abcdef012345".into(),
                offer: Some("Zm9v-_".into()),
            }),
        ] {
            assert_eq!(Route::parse(&r.hash()), r);
        }
        assert_eq!(Route::parse(""), Route::Lobby);
        assert_eq!(Route::parse("#/lorcana/x/y"), Route::Lobby);
        assert_eq!(Route::parse("#//play"), Route::Lobby);
        assert_eq!(Route::parse("#/lorcana/replay/"), Route::Lobby);
        assert_eq!(Route::parse("#/lorcana/new?seat=1"), Route::NewGame("lorcana".into()), "no deck, no hand-over");
        let odd = Route::parse("#/lorcana/new?deck=AQ&what=1&seat");
        assert_eq!(odd, Route::DeckGame("lorcana".into(), DeckGame { deck: "AQ".into(), ..DeckGame::default() }));
    }
}
