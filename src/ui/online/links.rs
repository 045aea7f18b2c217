//! The connections of one page of an online game: the signalling room's channel, or
//! one channel per seat made with the serverless codes; a message goes out on the one
//! that reaches its peer.

use std::cell::RefCell;
use std::rc::Rc;

use crate::online::Outgoing;
use crate::ui::net::Channel;

/// Every channel this page holds.
#[derive(Default)]
pub struct Links {
    channels: RefCell<Vec<Rc<dyn Channel>>>,
}

impl Links {
    pub fn add(&self, channel: Rc<dyn Channel>) {
        self.channels.borrow_mut().push(channel);
    }

    /// Forgets a channel (given up on, or replaced by a new one to the same peer).
    pub fn remove(&self, channel: &Rc<dyn Channel>) {
        self.channels.borrow_mut().retain(|c| !std::ptr::addr_eq(Rc::as_ptr(c), Rc::as_ptr(channel)));
    }

    /// Sends one message to one peer; the reason in words if no channel reaches it.
    pub fn send(&self, peer: &str, text: &str) -> Result<(), String> {
        let mut last = Err(format!("{peer} is not connected"));
        for c in self.channels.borrow().iter() {
            last = c.send(peer, text);
            if last.is_ok() {
                break;
            }
        }
        last
    }

    /// Sends what the referee queued. A peer that is gone is skipped: it gets its
    /// table again when it comes back.
    pub fn flush(&self, outbox: &RefCell<Vec<Outgoing>>) {
        let out = std::mem::take(&mut *outbox.borrow_mut());
        for o in out {
            if let Err(e) = self.send(&o.to, &o.text) {
                web_sys::console::warn_1(&format!("not sent: {e}").into());
            }
        }
    }

    /// Closes every connection (leaving the page).
    pub fn close(&self) {
        for c in self.channels.borrow_mut().drain(..) {
            c.close();
        }
    }
}
