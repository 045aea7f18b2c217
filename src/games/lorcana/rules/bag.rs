//! The bag, LO-7.7: only triggered abilities enter it (LO-7.7.1); the active player
//! resolves all of theirs first, choosing the order when they hold two or more
//! (LO-7.7.3.1-2), then the bag passes in turn order (LO-7.7.3.3-4); a GSC follows
//! each resolution (LO-1.8.3, run by `advance`).

use crate::log_line;
use super::super::action::CardId;
use super::super::cards::Ability;
use super::super::state::{seat_name, Filter, Lorcana, Pending, Purpose};

impl Lorcana {
    /// Resolves the next bag entry, or asks the holder which one when they have 2+.
    pub(crate) fn bag_step(&mut self) {
        if !self.bag.iter().any(|e| e.owner == self.bag_holder) {
            self.bag_holder = 1 - self.bag_holder;
            log_line!(self, "The bag passes to {}", seat_name(self.bag_holder));
        }
        let holder = self.bag_holder;
        let mine = self.bag.iter().filter(|e| e.owner == holder).count();
        if mine >= 2 {
            self.pending = Some(Pending::OrderBag { seat: holder });
            return;
        }
        if let Some(i) = self.bag.iter().position(|e| e.owner == holder) {
            self.resolve_entry(i);
        }
    }

    /// Resolves the holder's entry from `source` (chosen with ResolveTrigger).
    pub(crate) fn resolve_from(&mut self, source: CardId) {
        if let Some(i) = self.bag.iter().position(|e| e.owner == self.bag_holder && e.source == source) {
            self.resolve_entry(i);
        }
    }

    fn resolve_entry(&mut self, i: usize) {
        let e = self.bag.remove(i);
        if self.bag.is_empty() {
            self.bag_holder = self.active;
        }
        let seat = e.owner;
        let name = self.name(e.source);
        if e.support {
            log_line!(self, "{name}'s Support resolves");
            return self.ask_target(Pending::Target {
                seat,
                source: e.source,
                purpose: Purpose::Support,
                filter: Filter::OtherCharacter,
                optional: true,
            });
        }
        match e.ability {
            Ability::FirstLight => {
                self.gain_lore(seat, 1);
                log_line!(self, "{name}'s FIRST LIGHT: {} gains 1 lore ({} total)", seat_name(seat), self.lore(seat));
            }
            Ability::NightWatch if self.in_play(e.source) => {
                self.cards[e.source.index()].exerted = false;
                log_line!(self, "{name}'s NIGHT WATCH readies it");
            }
            Ability::PatchUp => self.ask_target(Pending::Target {
                seat,
                source: e.source,
                purpose: Purpose::Heal(2),
                filter: Filter::OwnCharacter,
                optional: true,
            }),
            Ability::DropAnchor => self.ask_target(Pending::Target {
                seat,
                source: e.source,
                purpose: Purpose::Exert,
                filter: Filter::OpposingCharacter,
                optional: false,
            }),
            Ability::StowCargo => {
                if self.players[seat].deck.is_empty() {
                    log_line!(self, "{name}'s STOW CARGO does nothing: the deck is empty");
                } else {
                    self.pending = Some(Pending::StowCargo { seat, source: e.source });
                }
            }
            _ => {}
        }
    }
}
