//! Hash routing (`#/`, `#/lorcana/new`, `#/lorcana/play`), so the app works from any
//! static host and any sub-path without server rewrites.

/// Where the app is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Lobby,
    NewGame(String),
    Play(String),
}

impl Route {
    /// Reads a location hash such as `#/lorcana/play`.
    pub fn parse(hash: &str) -> Self {
        let path = hash.trim_start_matches('#').trim_matches('/');
        let mut parts = path.split('/');
        match (parts.next(), parts.next(), parts.next()) {
            (Some(game), Some("new"), None) if !game.is_empty() => Route::NewGame(game.into()),
            (Some(game), Some("play"), None) if !game.is_empty() => Route::Play(game.into()),
            _ => Route::Lobby,
        }
    }

    /// The hash for this route.
    pub fn hash(&self) -> String {
        match self {
            Route::Lobby => "#/".into(),
            Route::NewGame(g) => format!("#/{g}/new"),
            Route::Play(g) => format!("#/{g}/play"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Route;

    #[test]
    fn hashes_round_trip_and_junk_goes_to_the_lobby() {
        for r in [Route::Lobby, Route::NewGame("lorcana".into()), Route::Play("tash-kalar".into())] {
            assert_eq!(Route::parse(&r.hash()), r);
        }
        assert_eq!(Route::parse(""), Route::Lobby);
        assert_eq!(Route::parse("#/lorcana/x/y"), Route::Lobby);
        assert_eq!(Route::parse("#//play"), Route::Lobby);
    }
}
