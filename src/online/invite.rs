//! Invite links (issue 23, point 1): one per remote seat, opening that seat's page on
//! another device, and a watch link for the public table. The link names the game,
//! the room (where the pages meet on the signalling server), the seat and its token;
//! the token is what lets only the link's holder take the seat ([`super::Host`]).
//!
//! `#/<game>/join/<room>/<seat>/<token>` and `#/<game>/watch/<room>`. Room and token
//! are lower-case hex drawn by the host's page; the short code read aloud is the token
//! in groups of four.

use sha2::{Digest, Sha256};

use super::fairness::{to_hex, Secret};
use crate::engine::Seat;

/// What an invite link says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Invite {
    /// Take seat `seat` of the game in `room`, proving it with `token`.
    Join { game: String, room: String, seat: Seat, token: String },
    /// Watch the public table of the game in `room`.
    Watch { game: String, room: String },
}

/// The longest room or token a link may carry.
const MAX_ID: usize = 64;

fn is_id(s: &str) -> bool {
    !s.is_empty() && s.len() <= MAX_ID && s.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// A room name and per-seat tokens from 32 random bytes, 16 hex digits (64 bits)
/// each: every one a separate hash of the bytes, so a seat's link tells nothing about
/// another seat's token.
pub fn room_and_tokens(random: &Secret, seats: usize) -> (String, Vec<String>) {
    let id = |label: &[u8], n: usize| {
        let digest: Secret =
            Sha256::new().chain_update(random).chain_update(label).chain_update(n.to_le_bytes()).finalize().into();
        to_hex(&digest)[..16].to_string()
    };
    (id(b"room", 0), (0..seats).map(|s| id(b"seat", s)).collect())
}

impl Invite {
    /// The link's hash.
    pub fn hash(&self) -> String {
        match self {
            Invite::Join { game, room, seat, token } => format!("#/{game}/join/{room}/{seat}/{token}"),
            Invite::Watch { game, room } => format!("#/{game}/watch/{room}"),
        }
    }

    /// Reads a hash; `None` for anything that is not an invite.
    pub fn parse(hash: &str) -> Option<Self> {
        let path = hash.trim_start_matches('#').trim_matches('/');
        let parts: Vec<&str> = path.split('/').collect();
        let game_ok =
            |g: &str| !g.is_empty() && g.len() <= 32 && g.bytes().all(|b| b.is_ascii_lowercase() || b == b'-');
        match parts.as_slice() {
            [game, "join", room, seat, token] if game_ok(game) && is_id(room) && is_id(token) => {
                let seat: Seat = seat.parse().ok().filter(|s| *s < 16)?;
                Some(Invite::Join { game: game.to_string(), room: room.to_string(), seat, token: token.to_string() })
            }
            [game, "watch", room] if game_ok(game) && is_id(room) => {
                Some(Invite::Watch { game: game.to_string(), room: room.to_string() })
            }
            _ => None,
        }
    }

    /// The code to read aloud: the seat and its token in groups of four.
    pub fn short_code(&self) -> String {
        match self {
            Invite::Join { seat, token, .. } => {
                let groups: Vec<&str> =
                    token.as_bytes().chunks(4).filter_map(|c| std::str::from_utf8(c).ok()).collect();
                format!("P{} {}", seat + 1, groups.join("-"))
            }
            Invite::Watch { room, .. } => format!("watch {room}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_read_back_and_junk_is_not_an_invite() {
        let (room, tokens) = room_and_tokens(&[0xab; 32], 3);
        assert_ne!(tokens[0], tokens[1]);
        assert_eq!(room.len(), 16);
        let join = Invite::Join { game: "tash-kalar".into(), room: room.clone(), seat: 2, token: tokens[2].clone() };
        assert_eq!(Invite::parse(&join.hash()), Some(join.clone()));
        let watch = Invite::Watch { game: "lorcana".into(), room };
        assert_eq!(Invite::parse(&watch.hash()), Some(watch));
        assert!(join.short_code().starts_with("P3 "));
        for junk in [
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
