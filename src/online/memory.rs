//! An in-memory network for online play: what the transport (`ui::net`, WebRTC) does
//! between browsers, done in one process. Messages arrive in the order sent, whole, as
//! a data channel delivers them; the tests play whole games through it, and count the
//! bytes.

use std::collections::VecDeque;

use super::PeerId;

/// The name the host's page has on the network.
pub const HOST: &str = "host";

/// One message in flight.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Packet {
    pub from: PeerId,
    pub to: PeerId,
    pub text: String,
}

/// Messages in flight, first sent first delivered.
#[derive(Default)]
pub struct Memory {
    queue: VecDeque<Packet>,
    /// Every message sent so far (from, to, bytes), for the measurements.
    pub sent: Vec<(PeerId, PeerId, usize)>,
}

impl Memory {
    pub fn new() -> Self {
        Self::default()
    }

    /// Sends `text` from one page to another.
    pub fn send(&mut self, from: &str, to: &str, text: String) {
        self.sent.push((from.to_string(), to.to_string(), text.len()));
        self.queue.push_back(Packet { from: from.to_string(), to: to.to_string(), text });
    }

    /// The next message to deliver.
    pub fn deliver(&mut self) -> Option<Packet> {
        self.queue.pop_front()
    }

    /// A page's connection breaks: what was in flight to or from it is lost.
    pub fn cut(&mut self, peer: &str) {
        self.queue.retain(|p| p.from != peer && p.to != peer);
    }

    pub fn is_empty(&self) -> bool {
        self.queue.is_empty()
    }
}
