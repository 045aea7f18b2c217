//! Online play with no server at all (the serverless flow).
//!
//! 1. The host calls [`offer`] once per remote seat: an offer code (for the invite link)
//!    and a [`PendingHost`] to keep, whose [`PendingHost::channel`] the host holds from
//!    then on (it opens after step 3, and may open before [`PendingHost::accept`]'s
//!    future has finished).
//! 2. The joiner's page calls [`answer`] with that code: a reply code to send back, and
//!    the joiner's [`Channel`] (its one peer is [`HOST`]).
//! 3. The host calls [`PendingHost::accept`] with the reply: the channel of step 1 (its
//!    one peer is the name the host gave [`offer`]) opens.
//!
//! Both sides then get `Open` and the rest as with the signalling server. Each code
//! carries every ICE candidate the browser found within [`GATHER_MS`] (host candidates
//! on the local network, and with a STUN server the public address), so no further
//! message is needed; a pair of devices that STUN cannot bring together needs a TURN
//! server ([`super::settings`], README "Online play"). Keep each channel (and the
//! pending host) alive as long as it is used: dropping it closes the connection. The
//! codes are made and checked here ([`super::code`]); the browser's side is
//! `transport.js`.

use std::rc::Rc;

use wasm_bindgen::JsValue;
use yew::Callback;

use super::code::{self, Kind};
use super::settings::{self, IceServer};
use super::{js, Channel, NetEvent};

/// The joiner's name for the host.
pub const HOST: &str = "host";

/// How long a page gathers ICE candidates before writing its code, at most (an
/// unreachable STUN server must not hold it back; host candidates come at once).
pub const GATHER_MS: i32 = 3000;

/// The host's side of one seat, between its offer and the joiner's reply.
pub struct PendingHost {
    /// The channel as `transport.js` takes it.
    pending: JsValue,
    channel: Rc<dyn Channel>,
}

impl PendingHost {
    /// The channel to that seat, to hold from the offer on: `Open` comes on it once
    /// the reply is accepted.
    pub fn channel(&self) -> Rc<dyn Channel> {
        self.channel.clone()
    }

    /// Takes the joiner's reply code: the channel opens shortly after. A mistyped reply
    /// is refused in words and may be pasted again.
    pub async fn accept(&self, reply: &str) -> Result<(), String> {
        let sdp = code::decode(Kind::Answer, reply)?;
        js::accept(&self.pending, &sdp).await
    }
}

/// The host's offer for one remote seat, which its events will name `seat`, with the
/// STUN/TURN servers of [`settings::ice_servers`].
pub async fn offer(seat: &str, on: Callback<NetEvent>) -> Result<(String, PendingHost), String> {
    offer_with(seat, &settings::ice_servers(), on).await
}

/// [`offer`] with the given STUN/TURN servers.
pub async fn offer_with(
    seat: &str,
    ice: &[IceServer],
    on: Callback<NetEvent>,
) -> Result<(String, PendingHost), String> {
    let (sdp, pending, channel) = js::offer(seat, ice, GATHER_MS, on).await?;
    let code = code::encode(Kind::Offer, &sdp)?;
    Ok((code, PendingHost { pending, channel }))
}

/// The joiner's side: the reply code to send back, and the channel to [`HOST`].
pub async fn answer(offer: &str, on: Callback<NetEvent>) -> Result<(String, Rc<dyn Channel>), String> {
    answer_with(offer, &settings::ice_servers(), on).await
}

/// [`answer`] with the given STUN/TURN servers.
pub async fn answer_with(
    offer: &str,
    ice: &[IceServer],
    on: Callback<NetEvent>,
) -> Result<(String, Rc<dyn Channel>), String> {
    let sdp = code::decode(Kind::Offer, offer)?;
    let (sdp, channel) = js::answer(&sdp, HOST, ice, GATHER_MS, on).await?;
    Ok((code::encode(Kind::Answer, &sdp)?, channel))
}
