//! Conservation and sanity checks of a Nexus state, run after every action in the tests
//! and in `simulate`: every card in exactly one place, counters in range.

use super::action::CardId;
use super::cards::SECTOR_DURABILITY;
use super::state::{Loc, Nexus, Step};

impl Nexus {
    /// Cards conserved (each of the 90 in exactly one place, matching its `loc`), no
    /// negative counters, and no finished match left running.
    pub fn invariants(&self) -> Result<(), String> {
        // It runs after every simulated action: a tight check first, the words only on failure.
        if !self.cards_in_place() {
            return self.cards_in_place_words();
        }
        if self.sectors.iter().flatten().any(|&d| d > SECTOR_DURABILITY) {
            return Err("a sector above its starting durability".into());
        }
        if !self.book.is_over() && self.queue.is_empty() && self.pending.is_none() && self.step != Step::Mulligan {
            let need = self.opts.biomes_to_lose_match as usize;
            if (0..2).any(|s| self.lost_count(s) >= need) {
                return Err("a player has lost enough biomes but the match goes on".into());
            }
        }
        Ok(())
    }

    /// Every card listed exactly once, where its `loc` says, in its owner's areas, with
    /// no negative damage. The zone lists write the place they give each card into a small
    /// array (a card written twice is listed twice), then one pass in card order compares
    /// it with the card's own `loc`: sequential reads, no allocation (it runs after every
    /// simulated action).
    fn cards_in_place(&self) -> bool {
        // No card id reaches 128, so this place is never a real one.
        const UNSET: Loc = Loc::Attached(CardId(255));
        let n = self.cards.len();
        if n == 0 || n > 128 {
            return false;
        }
        let mut want = [UNSET; 128];
        let mut ok = true;
        macro_rules! put {
            ($c:expr, $loc:expr) => {{
                let i = $c.index() & 127;
                ok &= $c.index() < n && want[i] == UNSET;
                want[i] = $loc;
            }};
        }
        for (s, p) in self.players.iter().enumerate() {
            // The seat's own ids (`CardId::owner`, without a division per card).
            let (lo, hi) = (s * super::cards::DECK_SIZE, (s + 1) * super::cards::DECK_SIZE);
            for (z, loc) in [(&p.deck, Loc::Deck), (&p.hand, Loc::Hand), (&p.staging, Loc::Staging), (&p.cache, Loc::Cache)] {
                for &c in z {
                    ok &= (lo..hi).contains(&c.index());
                    put!(c, loc);
                }
            }
            for (b, zone) in p.biomes.iter().enumerate() {
                for &c in zone {
                    put!(c, Loc::Biome(b as u8));
                }
            }
        }
        for it in &self.queue {
            if let super::state::ItemKind::Card { card, .. } = it.kind {
                put!(card, Loc::Queue);
            }
        }
        for (i, k) in self.cards.iter().enumerate() {
            for &a in &k.attached {
                put!(a, Loc::Attached(CardId(i as u8)));
            }
        }
        for (k, w) in self.cards.iter().zip(want.iter()) {
            ok &= k.damage >= 0 && k.loc == *w;
        }
        ok
    }

    /// The same check, saying what is wrong.
    fn cards_in_place_words(&self) -> Result<(), String> {
        let mut seen = [0u8; 256];
        let mut check = |c: CardId, loc: Loc| -> Result<(), String> {
            if self.cards.get(c.index()).map(|k| k.loc) != Some(loc) {
                return Err(format!("card {} is listed in {loc:?} but is elsewhere", c.0));
            }
            seen[c.index()] += 1;
            Ok(())
        };
        for (s, p) in self.players.iter().enumerate() {
            let zones: [(&Vec<CardId>, Loc); 4] =
                [(&p.deck, Loc::Deck), (&p.hand, Loc::Hand), (&p.staging, Loc::Staging), (&p.cache, Loc::Cache)];
            for (z, loc) in zones {
                for &c in z {
                    if c.owner() != s {
                        return Err(format!("card {} in the wrong seat's area", c.0));
                    }
                    check(c, loc)?;
                }
            }
            for (b, zone) in p.biomes.iter().enumerate() {
                for &c in zone {
                    check(c, Loc::Biome(b as u8))?;
                }
            }
        }
        for (i, k) in self.cards.iter().enumerate() {
            for &a in &k.attached {
                check(a, Loc::Attached(CardId(i as u8)))?;
            }
            if k.damage < 0 {
                return Err(format!("card {i} has negative damage"));
            }
        }
        for it in &self.queue {
            if let super::state::ItemKind::Card { card, .. } = it.kind {
                check(card, Loc::Queue)?;
            }
        }
        if let Some(i) = seen[..self.cards.len().min(256)].iter().position(|&n| n != 1) {
            return Err(format!("card {i} is in {} places", seen[i]));
        }
        Err(format!("{} cards: more than the 128 the check counts, or none", self.cards.len()))
    }
}
