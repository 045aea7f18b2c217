//! Moving cards between areas (NX-4), and what leaving the planet does (NX-4.7,
//! NX-3.6.2, NX-3.7.3, NX-10.5).

use crate::log_line;
use super::super::action::CardId;
use super::super::state::{Loc, Nexus};

impl Nexus {
    fn detach_from_lists(&mut self, c: CardId) {
        let owner = c.owner();
        let p = &mut self.players[owner];
        let remove = |v: &mut Vec<CardId>| {
            if let Some(i) = v.iter().position(|&x| x == c) {
                v.remove(i);
            }
        };
        match self.cards[c.index()].loc {
            Loc::Deck => remove(&mut p.deck),
            Loc::Hand => remove(&mut p.hand),
            Loc::Staging => remove(&mut p.staging),
            Loc::Biome(b) => remove(&mut p.biomes[b as usize]),
            Loc::Cache => remove(&mut p.cache),
            Loc::Attached(h) => remove(&mut self.cards[h.index()].attached),
            Loc::Queue => {}
        }
    }

    /// Moves `c` to `to` (on top of a deck). Leaving the planet clears its play state and
    /// unhooks what is attached to it: gear stays in staging, modifications go to the cache.
    pub fn move_card(&mut self, c: CardId, to: Loc) {
        let was_on_planet = self.on_planet(c);
        self.detach_from_lists(c);
        let owner = c.owner();
        self.cards[c.index()].loc = to;
        let p = &mut self.players[owner];
        match to {
            Loc::Deck => p.deck.push(c),
            Loc::Hand => p.hand.push(c),
            Loc::Staging => p.staging.push(c),
            Loc::Biome(b) => p.biomes[b as usize].push(c),
            Loc::Cache => p.cache.push(c),
            Loc::Attached(h) => self.cards[h.index()].attached.push(c),
            Loc::Queue => {}
        }
        if was_on_planet && !self.on_planet(c) {
            self.left_planet(c);
        }
    }

    /// NX-4.7, NX-10.5: a card that leaves the planet loses markers, damage, locks and
    /// temporary effects; its gear becomes unattached in staging (NX-3.7.3) and its
    /// modifications are terminated (NX-3.6.2).
    fn left_planet(&mut self, c: CardId) {
        let attached = std::mem::take(&mut self.cards[c.index()].attached);
        for a in attached {
            self.cards[a.index()].loc = Loc::Queue; // unhooked; placed below
            if self.def(a).gear {
                self.cards[a.index()].loc = Loc::Staging;
                self.players[a.owner()].staging.push(a);
            } else {
                self.cards[a.index()].loc = Loc::Cache;
                self.players[a.owner()].cache.push(a);
                self.clear_play_state(a);
                let n = self.name(a);
                log_line!(self, "{n} is terminated with its host (NX-3.6.2)");
            }
        }
        self.clear_play_state(c);
    }

    pub(crate) fn clear_play_state(&mut self, c: CardId) {
        let k = &mut self.cards[c.index()];
        k.locked = false;
        k.damage = 0;
        k.increase = 0;
        k.temp_attack = 0;
        k.temp_defense = 0;
        k.arrived = 0;
        k.converted = false;
        k.attacked = false;
    }

    /// Puts a card on the bottom of its owner's deck.
    pub(crate) fn put_on_deck_bottom(&mut self, c: CardId) {
        self.move_card(c, Loc::Deck);
        let d = &mut self.players[c.owner()].deck;
        let top = d.pop().expect("just pushed");
        d.insert(0, top);
    }

    /// A card enters the planet now (NX-3.4.6).
    pub fn arrive(&mut self, c: CardId, to: Loc) {
        self.move_card(c, to);
        let turn = self.turn;
        let k = &mut self.cards[c.index()];
        k.arrived = turn;
        k.locked = false;
    }

    /// Terminates a card on the planet: to its owner's cache (NX-4.6).
    pub(crate) fn terminate(&mut self, c: CardId) {
        let n = self.name(c);
        self.move_card(c, Loc::Cache);
        log_line!(self, "{n} is terminated");
    }
}
