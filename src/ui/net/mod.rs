//! The transport of online play: text messages between browsers over
//! WebRTC data channels, set up in one of two ways.
//!
//! - **Through a signalling server** ([`join_room`]): every page of one game joins the
//!   same room of a `matchbox_server` (`<signalling url>/<room>`). The server only
//!   introduces the pages to each other (it relays their WebRTC offers, answers and ICE
//!   candidates); the game's messages then go straight from browser to browser. Each
//!   page that was already in the room offers a connection to each newcomer, so every
//!   pair of pages gets one data channel (a full mesh).
//! - **With no server at all** ([`direct`]): the host makes an offer code for one remote
//!   seat ([`direct::offer`]), which travels in the invite link; the joiner's page turns
//!   it into a reply code ([`direct::answer`]) that the person sends back; the host pastes
//!   it ([`direct::PendingHost::accept`]) and the channel opens.
//!
//! Either way the caller sees one [`Channel`] and a stream of [`NetEvent`]s through a
//! Yew callback: `Open(peer)` when a peer can be written to, `Text(peer, text)` for each
//! message, `Closed(peer)` once when a peer is gone (it closed its page, its network
//! dropped, or it left the room), and `Failed(words)` for anything that went wrong
//! without ending the channel (an unreachable server, an oversized message refused).
//! Nothing here panics on what a peer or the network does: every message is checked
//! against [`MAX_MESSAGE_BYTES`] when sent and when received, and what is not text is
//! dropped with a console warning. The browser's side (WebRTC, the signalling socket)
//! is `transport.js`, a module file beside this one, kept out of the wasm for size.
//!
//! Where the servers are (the signalling address, the STUN and TURN servers) is in
//! [`settings`]: build settings with documented defaults, changeable on the page and
//! remembered in the browser's storage.

mod code;
pub mod direct;
mod js;
pub mod settings;

use std::rc::Rc;

use yew::Callback;

/// A peer as the transport names it: the signalling server's id for it, or the name
/// the host gave a serverless seat ([`direct::offer`]; the host is [`direct::HOST`]).
pub type PeerId = String;

/// What the transport tells the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetEvent {
    /// A data channel to this peer is open: [`Channel::send`] to it now works.
    Open(PeerId),
    /// A whole message from this peer (at most [`MAX_MESSAGE_BYTES`]).
    Text(PeerId, String),
    /// This peer is gone; raised once per opened peer.
    Closed(PeerId),
    /// Something went wrong that did not end the channel, in plain words.
    Failed(String),
}

/// A way to send text to the connected peers.
pub trait Channel {
    /// Sends one message to one peer; an error (in plain words) if that peer is not
    /// connected or the message is over [`MAX_MESSAGE_BYTES`]. Nothing is sent then.
    fn send(&self, peer: &str, text: &str) -> Result<(), String>;
    /// Closes every connection of this channel (and leaves the room): the peers see
    /// `Closed`, this page raises no more events.
    fn close(&self);
}

/// The largest message, in bytes of UTF-8, sent or accepted: under what every browser's
/// data channel carries in one message (Chromium's SCTP limit is 256 KiB), and far over a
/// game's view and legal list.
pub const MAX_MESSAGE_BYTES: usize = 200 * 1024;

/// Joins `room` on the signalling server at `signalling_url` (`ws://` or `wss://`,
/// see [`settings::signalling_url`]), with the STUN/TURN servers of
/// [`settings::ice_servers`]. Every page of one game joins the same room; each other
/// page raises `Open` when its data channel opens. An unreachable server raises
/// `Failed`. Keep the channel while playing: dropping it leaves the room.
pub fn join_room(signalling_url: &str, room: &str, on: Callback<NetEvent>) -> Result<Rc<dyn Channel>, String> {
    join_room_with(signalling_url, room, &settings::ice_servers(), on)
}

/// [`join_room`] with the given STUN/TURN servers.
pub fn join_room_with(
    signalling_url: &str,
    room: &str,
    ice: &[settings::IceServer],
    on: Callback<NetEvent>,
) -> Result<Rc<dyn Channel>, String> {
    let base = settings::parse_signalling(signalling_url)?;
    if room.is_empty() || room.len() > 100 || !room.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
        return Err(format!("\"{room}\" is not a room name (letters, digits, - and _)"));
    }
    js::join_room(&base, room, ice, on)
}
