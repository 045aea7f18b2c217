//! The bag, LO-7.7: only triggered abilities enter it (LO-7.7.1); the active player
//! resolves all of theirs first, choosing the order when they hold two or more
//! (LO-7.7.3.1-2), then the bag passes in turn order (LO-7.7.3.3-4); an ability's
//! condition is checked as it resolves (LO-6.2.2); a GSC follows each resolution
//! (LO-1.8.3, run by `advance`).

use crate::log_line;

use super::super::action::CardId;
use super::super::cards::Ability;
use super::super::state::{seat_name, Lorcana, Pending, Source, Triggered};

impl Lorcana {
    /// Resolves the next bag entry, or asks the holder which one when they have 2+.
    pub(crate) fn bag_step(&mut self) {
        let Some((holder, passed)) = self.bag.next_holder(2) else { return };
        if passed {
            log_line!(self, "The bag passes to {}", seat_name(holder));
        }
        if self.bag.owned_by(holder) >= 2 {
            self.pending = Some(Pending::OrderBag { seat: holder });
            return;
        }
        if let Some(i) = self.bag.find_held(|_| true) {
            self.resolve_entry(i);
        }
    }

    /// Resolves the holder's entry from `source` (chosen with ResolveTrigger).
    pub(crate) fn resolve_from(&mut self, source: CardId) {
        if let Some(i) = self.bag.find_held(|e| e.source == source) {
            self.resolve_entry(i);
        }
    }

    fn resolve_entry(&mut self, i: usize) {
        let e = self.bag.take(i);
        if self.bag.is_empty() {
            self.bag.hold(self.active);
        }
        let (seat, source) = (e.owner, e.item.source);
        match e.item.what {
            Triggered::Support => {
                log_line!(self, "{}'s Support resolves", self.name(source));
                self.start_frame(seat, source, Source::Support);
            }
            Triggered::Ability(i) => {
                let condition = match self.def_of(source).abilities.get(i as usize) {
                    Some(Ability::Triggered { condition, .. }) => condition.as_ref(),
                    _ => None,
                };
                if condition.is_some_and(|c| !self.holds(c, source)) {
                    log_line!(self, "{}'s ability does nothing: its condition does not hold", self.name(source));
                    return;
                }
                self.start_frame(seat, source, Source::Ability(i));
            }
        }
    }
}
