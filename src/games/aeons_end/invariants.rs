//! Conservation and sanity checks run after every action in tests and `simulate`.

use super::cards::{CardType, NemType};
use super::state::{AeonsEnd, BreachState};

impl AeonsEnd {
    /// Every card in exactly one zone, counters within their bounds.
    pub fn invariants(&self) -> Result<(), String> {
        let mut seen = vec![0u8; self.cards.len()];
        let mut count = |c: super::action::CardId, zone: &str| -> Result<(), String> {
            let s = seen.get_mut(c.index()).ok_or_else(|| format!("unknown card {c:?} in {zone}"))?;
            *s += 1;
            Ok(())
        };
        for (i, m) in self.mages.iter().enumerate() {
            for &c in m.hand.iter().chain(&m.deck).chain(&m.discard).chain(&m.played) {
                count(c, "a mage zone")?;
            }
            for b in m.prepped() {
                let c = m.breaches[b].spell.ok_or("prepped without a spell")?;
                count(c, "a breach")?;
                let span = (0..4).filter(|&j| m.breaches[j].spell == Some(c)).count();
                let want = self.kind(c).breaches as usize;
                if span != want {
                    return Err(format!("P{} spell {c:?} fills {span} breaches, not {want}", i + 1));
                }
            }
            for b in &m.breaches {
                if b.spell.is_some() && !b.exists() {
                    return Err(format!("P{}: a destroyed breach holds a spell", i + 1));
                }
                if matches!(b.state, BreachState::Closed(s) if s > 3) {
                    return Err(format!("P{}: a breach stage above 3", i + 1));
                }
            }
            if m.life > m.max_life || m.charges > m.max_charges() {
                return Err(format!("P{}: life or charges above the maximum", i + 1));
            }
            if m.exhausted != (m.life == 0) {
                return Err(format!("P{}: exhausted is {} at {} life", i + 1, m.exhausted, m.life));
            }
            if m.played.iter().any(|&c| self.kind(c).kind == CardType::Spell) {
                return Err(format!("P{}: a spell in the play area", i + 1));
            }
        }
        for p in &self.supply {
            for &c in &p.cards {
                if self.kind(c) != p.kind {
                    return Err(format!("a {:?} in the {:?} pile", self.kind(c), p.kind));
                }
                count(c, "the supply")?;
            }
        }
        for &c in self.nemesis.corruption.iter().chain(&self.destroyed) {
            count(c, "the corruption pile or the destroyed cards")?;
        }
        if let Some(i) = seen.iter().position(|&n| n != 1) {
            return Err(format!("card {i} is in {} zones", seen[i]));
        }
        let n = &self.nemesis;
        let mut nseen = vec![0u8; n.kinds.len()];
        let zones = n.deck.iter().chain(&n.discard).chain(&n.brood);
        for c in zones.chain(n.play.iter().map(|p| &p.card)).chain(n.resolving.iter()) {
            *nseen.get_mut(c.index()).ok_or("unknown nemesis card")? += 1;
        }
        if nseen.iter().any(|&x| x != 1) {
            return Err("a nemesis card is missing or in two zones".into());
        }
        for p in &n.play {
            match n.kinds[p.card.index()].ty() {
                NemType::Minion { life } if p.life == 0 || p.life > life => {
                    return Err("a minion in play with 0 or too much life".into())
                }
                NemType::Power { tokens, .. } if p.tokens == 0 || p.tokens > tokens => {
                    return Err("a power in play with a bad token count".into())
                }
                NemType::Attack => return Err("an attack in play".into()),
                _ => {}
            }
        }
        if n.life > n.max_life || self.gravehold > self.gravehold_max {
            return Err("nemesis or Gravehold life above its maximum".into());
        }
        let want = if self.mages.len() == 1 { 5 } else { 6 };
        if n.counter > n.def.counter.as_ref().map_or(0, |c| c.max) {
            return Err(format!("the nemesis counter at {} is above its maximum", n.counter));
        }
        if self.turn_deck.len() + self.turn_discard.len() != want {
            return Err("turn order cards created or lost".into());
        }
        if !self.book.is_over() && self.to_act_seat() >= self.mages.len() {
            return Err("the seat to act does not exist".into());
        }
        if !self.book.is_over()
            && self.pending.is_none()
            && !matches!(self.phase, super::state::Phase::Casting | super::state::Phase::Main)
        {
            return Err(format!("waiting in phase {:?} with nothing pending", self.phase));
        }
        Ok(())
    }
}
