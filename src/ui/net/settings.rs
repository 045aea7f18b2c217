//! Where online play's servers are. Each is a build setting with a documented default
//! (README, "Online play"), and a person may change it on the page; the choice is kept
//! in the browser's storage ([`crate::ui::storage`]).
//!
//! - The signalling server: `TURNKEEPER_SIGNALLING` at build time, `ws://127.0.0.1:3536`
//!   by default (the `matchbox_server` that `scripts/serve.sh` starts beside the site).
//! - The STUN and TURN servers: `TURNKEEPER_ICE` at build time, a public STUN server by
//!   default. A list separated by spaces; each entry is a URL, or for a TURN server
//!   `url|username|credential` (`turn:turn.example.org:3478|alice|secret`).

use serde::{Deserialize, Serialize};

use crate::ui::storage;

/// The signalling server this build uses unless the person chose another.
pub const DEFAULT_SIGNALLING: &str = match option_env!("TURNKEEPER_SIGNALLING") {
    Some(url) => url,
    None => "ws://127.0.0.1:3536",
};

/// The STUN/TURN servers this build uses unless the person chose others.
pub const DEFAULT_ICE: &str = match option_env!("TURNKEEPER_ICE") {
    Some(list) => list,
    None => "stun:stun.l.google.com:19302",
};

/// One STUN or TURN server, as WebRTC takes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IceServer {
    pub urls: String,
    pub username: Option<String>,
    pub credential: Option<String>,
}

/// Reads a signalling address: a `ws://` or `wss://` URL, without a room.
pub fn parse_signalling(text: &str) -> Result<String, String> {
    let url = text.trim().trim_end_matches('/');
    let rest = url.strip_prefix("wss://").or_else(|| url.strip_prefix("ws://"));
    match rest {
        Some(host) if !host.is_empty() && !host.contains(char::is_whitespace) => Ok(url.to_string()),
        _ => Err(format!("\"{}\" is not a signalling address like wss://host:port", text.trim())),
    }
}

/// Reads a list of STUN/TURN servers (see the module doc); an empty list is allowed
/// (host candidates only: two pages on one machine or one network still connect).
pub fn parse_ice(text: &str) -> Result<Vec<IceServer>, String> {
    text.split_whitespace()
        .map(|entry| {
            let mut parts = entry.split('|');
            let urls = parts.next().unwrap_or_default().to_string();
            if !["stun:", "stuns:", "turn:", "turns:"].iter().any(|p| urls.starts_with(p)) {
                return Err(format!("\"{urls}\" is not a stun: or turn: URL"));
            }
            let username = parts.next().map(str::to_string);
            let credential = parts.next().map(str::to_string);
            if parts.next().is_some() || username.is_some() != credential.is_some() {
                return Err(format!("\"{entry}\" is not url or url|username|credential"));
            }
            Ok(IceServer { urls, username, credential })
        })
        .collect()
}

/// The list as a person edits it (the inverse of [`parse_ice`]).
pub fn ice_text(servers: &[IceServer]) -> String {
    let entry = |s: &IceServer| match (&s.username, &s.credential) {
        (Some(u), Some(c)) => format!("{}|{u}|{c}", s.urls),
        _ => s.urls.clone(),
    };
    servers.iter().map(entry).collect::<Vec<_>>().join(" ")
}

/// The signalling server to use: the person's choice, else the build's.
pub fn signalling_url() -> String {
    storage::load_setting("signalling")
        .and_then(|s| parse_signalling(&s).ok())
        .unwrap_or_else(|| DEFAULT_SIGNALLING.to_string())
}

/// Remembers a signalling server chosen on the page; a blank one goes back to the default.
pub fn set_signalling_url(text: &str) -> Result<(), String> {
    if text.trim().is_empty() {
        storage::forget_setting("signalling");
        return Ok(());
    }
    storage::store_setting("signalling", &parse_signalling(text)?);
    Ok(())
}

/// The STUN/TURN servers to use: the person's choice, else the build's.
pub fn ice_servers() -> Vec<IceServer> {
    storage::load_setting("ice")
        .and_then(|s| parse_ice(&s).ok())
        .or_else(|| parse_ice(DEFAULT_ICE).ok())
        .unwrap_or_default()
}

/// Remembers the STUN/TURN servers chosen on the page (an empty list is a choice too).
pub fn set_ice_servers(text: &str) -> Result<(), String> {
    let servers = parse_ice(text)?;
    storage::store_setting("ice", &ice_text(&servers));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signalling_addresses_are_websocket_urls() {
        assert_eq!(parse_signalling(" wss://signal.example.org:443/ ").unwrap(), "wss://signal.example.org:443");
        assert_eq!(parse_signalling("ws://127.0.0.1:3536").unwrap(), "ws://127.0.0.1:3536");
        for bad in ["", "http://x", "ws://", "ws://a b", "127.0.0.1:3536"] {
            assert!(parse_signalling(bad).is_err(), "{bad:?} was taken as a signalling address");
        }
        assert!(parse_signalling(DEFAULT_SIGNALLING).is_ok(), "the default must be valid");
    }

    #[test]
    fn ice_lists_take_stun_and_turn_with_credentials_and_round_trip() {
        let list = parse_ice("stun:stun.l.google.com:19302  turn:t.example.org:3478?transport=udp|al|pw").unwrap();
        assert_eq!(list.len(), 2);
        assert_eq!(
            list[0],
            IceServer { urls: "stun:stun.l.google.com:19302".into(), username: None, credential: None }
        );
        assert_eq!(list[1].username.as_deref(), Some("al"));
        assert_eq!(list[1].credential.as_deref(), Some("pw"));
        assert_eq!(parse_ice(&ice_text(&list)).unwrap(), list);
        assert_eq!(parse_ice("  ").unwrap(), vec![]);
        for bad in ["http://x", "turn:x|user", "turn:x|a|b|c"] {
            assert!(parse_ice(bad).is_err(), "{bad:?} was taken as an ICE server list");
        }
        assert!(parse_ice(DEFAULT_ICE).is_ok(), "the default must be valid");
    }
}
