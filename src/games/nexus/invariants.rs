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
        self.series_invariants()?;
        if !self.book.is_over() && self.queue.is_empty() && self.pending.is_none() && self.step != Step::Mulligan {
            let need = self.opts.biomes_to_lose_match as usize;
            if (0..2).any(|s| self.lost_count(s) >= need) {
                return Err("a player has lost enough biomes but the match goes on".into());
            }
        }
        Ok(())
    }

    /// A best of three (NX-2.1, NX-2.2): no seat past two match wins, and none at two
    /// while the game goes on; the wins and draws add up to the matches played; each
    /// reserve at most 12, and deck and reserve together at most 3 of a design (a swap
    /// trades one for one, so nothing is gained or lost).
    fn series_invariants(&self) -> Result<(), String> {
        let need = super::rules::series::wins_needed(self.best_of());
        let sr = &self.series;
        if sr.wins.iter().any(|&w| w > need) || (!self.book.is_over() && sr.wins.contains(&need) && self.best_of() > 1) {
            return Err(format!("match wins {:?} in a best of {}", sr.wins, self.best_of()));
        }
        let counted = sr.results.iter().filter(|r| r.is_some()).count();
        if counted != (sr.wins[0] + sr.wins[1]) as usize {
            return Err("the match wins do not add up to the matches played".into());
        }
        if self.best_of() == 1 && (!sr.results.is_empty() || self.players.iter().any(|p| !p.reserve.is_empty())) {
            return Err("a best of one with a reserve or a series score".into());
        }
        for (s, p) in self.players.iter().enumerate() {
            if p.reserve.len() > super::cards::decks::MAX_RESERVE {
                return Err(format!("P{}'s reserve holds {} cards", s + 1, p.reserve.len()));
            }
            if p.reserve.is_empty() {
                continue;
            }
            let mut counts = [0u8; 256];
            for (i, k) in self.cards.iter().enumerate() {
                if CardId(i as u8).owner() == s {
                    counts[k.def as usize] += 1;
                }
            }
            for &d in &p.reserve {
                counts[d as usize] += 1;
            }
            if counts.iter().any(|&n| n as usize > super::cards::decks::MAX_COPIES) {
                return Err(format!("P{} has more than 3 of a card in deck and reserve", s + 1));
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
