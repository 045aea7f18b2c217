//! What the host's page keeps of an online game, with the game itself, in its own
//! browser's storage: so a host who reloads resumes the game and the joiners reconnect
//! with the links they have.

use serde::{Deserialize, Serialize};

use crate::engine::{RuleError, Seat};
use crate::online::fairness::{from_hex, to_hex};
use crate::online::invite::{room_and_tokens, Invite};
use crate::online::{SeatKind as HostSeat, Secret};
use crate::ui::session::SeatKind;

/// An online game as its host keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OnlineConfig {
    /// Where the pages meet on the signalling server (and the links' room).
    pub room: String,
    /// Per seat: the token of its invite link if a person on another device plays it.
    pub tokens: Vec<Option<String>>,
    /// The host's secret part of the seed (hex), committed to before the joiners'.
    pub secret: String,
    /// Each seat's random part, as its page sent it (hex); kept so that a host who
    /// reloads before the start does not ask for them again.
    #[serde(default)]
    pub parts: Vec<Option<String>>,
    /// No signalling server: each invite link carries an offer code and each joiner
    /// sends a reply code back (`ui::net::direct`).
    pub serverless: bool,
    /// Per seat, the device that holds it or held it last: a host who reopens the game
    /// gives each seat back to its device (`online::Host::keep_seats_for`).
    #[serde(default)]
    pub devices: Vec<Option<String>>,
    /// Per seat: the game waits for this remote seat's deck, chosen on its device
    /// (a game with decks: each person picks theirs); false once it came, the options
    /// then holding it (`online::Host::choosing_decks`).
    #[serde(default)]
    pub decks: Vec<bool>,
}

/// 32 random bytes from the browser.
pub fn random_bytes() -> Result<Secret, RuleError> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes)
        .map_err(|e| RuleError::online(format!("this browser gave no random numbers for the game's seed: {e}")))?;
    Ok(bytes)
}

impl OnlineConfig {
    /// A new online game for these seats: a room, a token per remote seat and the
    /// host's secret, all drawn from the browser's random source. `decks`: the game
    /// has decks, and each remote seat chooses its own on its device.
    pub fn fresh(seats: &[SeatKind], serverless: bool, decks: bool) -> Result<Self, RuleError> {
        let (room, tokens) = room_and_tokens(&random_bytes()?, seats.len());
        let tokens = seats.iter().zip(tokens).map(|(k, t)| (*k == SeatKind::Remote).then_some(t)).collect();
        let secret = to_hex(&random_bytes()?);
        let decks = seats.iter().map(|k| decks && *k == SeatKind::Remote).collect();
        Ok(Self { room, tokens, secret, parts: vec![None; seats.len()], serverless, devices: Vec::new(), decks })
    }

    /// The host's secret.
    pub fn secret(&self) -> Result<Secret, RuleError> {
        from_hex(&self.secret).ok_or_else(|| RuleError::save("the kept online game's secret does not read"))
    }

    /// The parts kept so far.
    pub fn parts(&self) -> Result<Vec<Option<Secret>>, RuleError> {
        let read = |p: &Option<String>| match p {
            None => Ok(None),
            Some(h) => from_hex(h).map(Some).ok_or_else(|| RuleError::save("a kept random part does not read")),
        };
        let mut parts = self.parts.iter().map(read).collect::<Result<Vec<_>, _>>()?;
        parts.resize(self.tokens.len(), None);
        Ok(parts)
    }

    /// Who plays each seat, as the referee knows it.
    pub fn host_seats(&self, seats: &[SeatKind]) -> Result<Vec<HostSeat>, RuleError> {
        if seats.len() != self.tokens.len() {
            return Err(RuleError::save("the kept online game's seats do not match"));
        }
        Ok(seats
            .iter()
            .zip(&self.tokens)
            .map(|(kind, token)| match (kind, token) {
                (SeatKind::Remote, Some(t)) => HostSeat::Remote { token: t.clone() },
                (SeatKind::Human, _) => HostSeat::Host,
                _ => HostSeat::Computer,
            })
            .collect())
    }

    /// The invite of remote seat `seat` (with its offer code, with no signalling server).
    pub fn invite(&self, game: &str, seat: Seat, offer: Option<String>) -> Option<Invite> {
        let token = self.tokens.get(seat)?.clone()?;
        Some(Invite::Join { game: game.to_string(), room: self.room.clone(), seat, token, offer })
    }

    /// What the lobby says of a game this device hosts and may reopen (the host's page
    /// holds the game: its friends' pages wait for it). `moves`: decisions made so far.
    pub fn resume_words(&self, game: &str, moves: usize) -> String {
        let seats: Vec<String> = self.remote_seats().into_iter().map(crate::ui::common::seat_name).collect();
        let mut words =
            format!("Resume the game you host: {game}, move {moves}, with {} on another device", seats.join(", "));
        words.push_str(if self.serverless {
            ". With no server their links cannot reconnect: send each a new link from your invite panel"
        } else {
            ": their pages reconnect when you open it"
        });
        words
    }

    /// The remote seats, in order.
    pub fn remote_seats(&self) -> Vec<Seat> {
        self.tokens.iter().enumerate().filter(|(_, t)| t.is_some()).map(|(s, _)| s).collect()
    }
}
