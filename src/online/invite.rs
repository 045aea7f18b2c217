//! Invite links: one per remote seat, opening that seat's page on
//! another device, and a watch link for the public table. The link names the game,
//! the room (where the pages meet on the signalling server), the seat and its token;
//! the token is what lets only the link's holder take the seat ([`super::Host`]).
//!
//! `#/<game>/join/<room>/<seat>/<token>` and `#/<game>/watch/<room>`; with no signalling
//! server the join link also carries the host's offer code for that seat
//! (`.../<token>/<offer>`, base64url, see `ui::net::direct`). Room and token are
//! lower-case hex drawn by the host's page. The short code read aloud names the seat,
//! the room and the token ("P2 7f3a 91c2 e5d8 5be0 d417 88aa"): typed into a game's
//! new-game page it opens the same seat as the link ([`Invite::from_code`]).

use sha2::{Digest, Sha256};

use super::fairness::{to_hex, Secret};
use crate::engine::Seat;

/// What an invite link says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Invite {
    /// Take seat `seat` of the game in `room`, proving it with `token`; with no
    /// signalling server, connect with the host's `offer` code.
    Join { game: String, room: String, seat: Seat, token: String, offer: Option<String> },
    /// Watch the public table of the game in `room`.
    Watch { game: String, room: String },
}

/// The longest room or token a link may carry.
const MAX_ID: usize = 64;
/// Hex digits in a room name or a token drawn here (48 bits: short enough to read
/// aloud, and a room or seat no one guesses).
const ID_DIGITS: usize = 12;
/// The longest offer code a link may carry (`ui::net`'s codes are about 350).
const MAX_OFFER: usize = 6000;

fn is_id(s: &str) -> bool {
    !s.is_empty() && s.len() <= MAX_ID && s.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

fn is_offer(s: &str) -> bool {
    !s.is_empty() && s.len() <= MAX_OFFER && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

fn game_ok(g: &str) -> bool {
    !g.is_empty() && g.len() <= 32 && g.bytes().all(|b| b.is_ascii_lowercase() || b == b'-')
}

/// A room name and per-seat tokens from 32 random bytes, [`ID_DIGITS`] hex digits
/// each: every one a separate hash of the bytes, so a seat's link tells nothing about
/// another seat's token.
pub fn room_and_tokens(random: &Secret, seats: usize) -> (String, Vec<String>) {
    let id = |label: &[u8], n: usize| {
        let digest: Secret =
            Sha256::new().chain_update(random).chain_update(label).chain_update(n.to_le_bytes()).finalize().into();
        to_hex(&digest)[..ID_DIGITS].to_string()
    };
    (id(b"room", 0), (0..seats).map(|s| id(b"seat", s)).collect())
}

impl Invite {
    /// The game the invite is for.
    pub fn game(&self) -> &str {
        match self {
            Invite::Join { game, .. } | Invite::Watch { game, .. } => game,
        }
    }

    /// The link's hash.
    pub fn hash(&self) -> String {
        match self {
            Invite::Join { game, room, seat, token, offer: None } => format!("#/{game}/join/{room}/{seat}/{token}"),
            Invite::Join { game, room, seat, token, offer: Some(o) } => {
                format!("#/{game}/join/{room}/{seat}/{token}/{o}")
            }
            Invite::Watch { game, room } => format!("#/{game}/watch/{room}"),
        }
    }

    /// Reads a hash; `None` for anything that is not an invite.
    pub fn parse(hash: &str) -> Option<Self> {
        let path = hash.trim_start_matches('#').trim_matches('/');
        let parts: Vec<&str> = path.split('/').collect();
        let join = |game: &str, room: &str, seat: &str, token: &str, offer: Option<&str>| {
            let seat: Seat = seat.parse().ok().filter(|s| *s < 16)?;
            (game_ok(game) && is_id(room) && is_id(token) && offer.is_none_or(is_offer)).then(|| Invite::Join {
                game: game.to_string(),
                room: room.to_string(),
                seat,
                token: token.to_string(),
                offer: offer.map(str::to_string),
            })
        };
        match parts.as_slice() {
            [game, "join", room, seat, token] => join(game, room, seat, token, None),
            [game, "join", room, seat, token, offer] => join(game, room, seat, token, Some(offer)),
            [game, "watch", room] if game_ok(game) && is_id(room) => {
                Some(Invite::Watch { game: game.to_string(), room: room.to_string() })
            }
            _ => None,
        }
    }

    /// The code to read aloud: the seat, the room and the token, in groups of four
    /// ("P2 7f3a 91c2 e5d8 5be0 d417 88aa"); a watcher's is the room ("watch 7f3a ...").
    /// It carries no offer: with no signalling server only the link joins.
    pub fn short_code(&self) -> String {
        let groups = |id: &str| -> String {
            id.as_bytes().chunks(4).filter_map(|c| std::str::from_utf8(c).ok()).collect::<Vec<_>>().join(" ")
        };
        match self {
            Invite::Join { seat, room, token, .. } => format!("P{} {} {}", seat + 1, groups(room), groups(token)),
            Invite::Watch { room, .. } => format!("watch {}", groups(room)),
        }
    }

    /// Reads a short code typed in for `game` (any case, spaces and dashes as they come).
    pub fn from_code(game: &str, code: &str) -> Option<Self> {
        let text: String = code.chars().filter(|c| c.is_ascii_alphanumeric()).collect::<String>().to_ascii_lowercase();
        if !game_ok(game) {
            return None;
        }
        if let Some(room) = text.strip_prefix("watch") {
            return (room.len() == ID_DIGITS && is_id(room))
                .then(|| Invite::Watch { game: game.to_string(), room: room.to_string() });
        }
        let rest = text.strip_prefix('p')?;
        // The seat is the digits before the room and token, which are exactly their length.
        let digits = rest.len().checked_sub(2 * ID_DIGITS).filter(|d| (1..=2).contains(d))?;
        let seat: Seat = rest[..digits].parse::<usize>().ok().filter(|s| (1..=16).contains(s))? - 1;
        let (room, token) = rest[digits..].split_at(ID_DIGITS);
        (is_id(room) && is_id(token)).then(|| Invite::Join {
            game: game.to_string(),
            room: room.to_string(),
            seat,
            token: token.to_string(),
            offer: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_read_back_and_junk_is_not_an_invite() {
        let (room, tokens) = room_and_tokens(&[0xab; 32], 3);
        assert_ne!(tokens[0], tokens[1]);
        assert_eq!(room.len(), 12);
        let join = Invite::Join {
            game: "tash-kalar".into(),
            room: room.clone(),
            seat: 2,
            token: tokens[2].clone(),
            offer: None,
        };
        assert_eq!(Invite::parse(&join.hash()), Some(join.clone()));
        let with_offer = Invite::Join {
            game: "tash-kalar".into(),
            room: room.clone(),
            seat: 2,
            token: tokens[2].clone(),
            offer: Some("AbC-_09".into()),
        };
        assert_eq!(Invite::parse(&with_offer.hash()), Some(with_offer));
        let watch = Invite::Watch { game: "lorcana".into(), room };
        assert_eq!(Invite::parse(&watch.hash()), Some(watch.clone()));
        assert!(join.short_code().starts_with("P3 "));
        for junk in [
            "#/lorcana/join/abc/1/def/has space",
            "#/lorcana/join/abc/1/def/<b>",
            "#/lorcana/join/abc/1",
            "#/lorcana/join/abc/x/def",
            "#/lorcana/join/ABC/1/def",
            "#/lorcana/join/abc/99/def",
            "#/lorcana/join/<script>/1/def",
            "#/Lorcana/watch/abc",
            "#/lorcana/play",
        ] {
            assert_eq!(Invite::parse(junk), None, "{junk}");
        }
    }

    #[test]
    fn seats_get_distinct_tokens() {
        let random: Secret = std::array::from_fn(|i| (i * 29 + 7) as u8);
        let (_, tokens) = room_and_tokens(&random, 4);
        let mut unique = tokens.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 4, "{tokens:?}");
    }
}

#[cfg(test)]
mod code_tests {
    use super::*;

    #[test]
    fn a_short_code_opens_the_same_seat_as_the_link() {
        let (room, tokens) = room_and_tokens(&[7; 32], 2);
        let join =
            Invite::Join { game: "lorcana".into(), room: room.clone(), seat: 1, token: tokens[1].clone(), offer: None };
        let code = join.short_code();
        assert_eq!(Invite::from_code("lorcana", &code), Some(join.clone()), "{code}");
        assert_eq!(Invite::from_code("lorcana", &code.to_uppercase().replace(' ', "-")), Some(join));
        let watch = Invite::Watch { game: "lorcana".into(), room };
        assert_eq!(Invite::from_code("lorcana", &watch.short_code()), Some(watch));
        for junk in
            ["", "P2", "P0 1234", "p2 zzzz zzzz zzzz zzzz zzzz zzzz", "P99 1234 1234 1234 1234 1234 1234", "watch 12"]
        {
            assert_eq!(Invite::from_code("lorcana", junk), None, "{junk}");
        }
    }
}
