//! Altered's words for the Hint's reason (filled in below).

use crate::engine::Seat;
use crate::games::altered::Altered;

pub fn explain(_before: &Altered, _after: &Altered, _seat: Seat) -> Option<String> {
    None
}
