//! Online play's core: the host's page is the referee, every other device a
//! remote seat that holds only what its seat may see. No web imports here: the pages
//! (`ui`) and the transport (`ui::net`, WebRTC) wrap these types, and the native tests
//! (`tests/online_*.rs`) play whole games through [`memory`].
//!
//! - [`wire`]: the messages both ways, versioned, size-limited, refused when bad
//!   (their JSON written by hand in `json`, to keep each game's page small).
//! - [`host`]: the referee, holding the match and the seat table.
//! - [`joiner`]: a remote seat's page: what it was shown, refusals, the end's check.
//! - [`fairness`]: commit-reveal seeding and the joiner's replay check.
//! - [`update`]: what one seat is sent, built the same way by the host and the check.
//! - [`changes`]: a table sent as what changed since the last one its page was sent.
//! - [`memory`]: an in-memory network, for the tests and a page's own loop-back.
//!
//! It lives in the site crate, not the rules crate: it is not a rule of any game, the
//! rules crate is built for speed in the page, and only this needs `sha2`.

pub mod changes;
pub mod fairness;
pub mod host;
pub mod invite;
pub mod joiner;
pub mod json;
pub mod memory;
pub mod update;
pub mod wire;

pub use fairness::{Secret, Verdict};
pub use host::{Host, Outgoing, SeatKind};
pub use joiner::Joiner;
pub use wire::{Phrase, ToHost, ToJoiner, Update, MAX_MESSAGE_BYTES, PROTOCOL_VERSION};

/// Who a message comes from or goes to: the transport's name for a connected page.
pub type PeerId = String;

/// How many refused messages or things said a page keeps: a hostile peer could send
/// any number, and a page must not grow without end.
const KEPT: usize = 100;

/// A page's handling of one message: a refusal's words are kept in `problems` (the
/// result is passed on as it was).
fn noted<T>(
    problems: &mut Vec<String>,
    result: Result<T, crate::engine::RuleError>,
) -> Result<T, crate::engine::RuleError> {
    if let Err(e) = &result {
        keep(problems, e.to_string());
    }
    result
}

/// Appends `item`, dropping the oldest past [`KEPT`].
fn keep<T>(list: &mut Vec<T>, item: T) {
    if list.len() >= KEPT {
        list.remove(0);
    }
    list.push(item);
}
