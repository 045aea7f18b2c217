//! Aeon's End's words for the Hint's reason, from the seat's views one move apart:
//! damage to the nemesis and its minions (AE-10), breaches opened or focused (AE-6),
//! cards gained, aether made, charges, and what it costs Gravehold or the mages.

use crate::engine::prelude::*;
use crate::engine::Seat;
use crate::games::aeons_end::{AeonsEnd, BreachState};

const ROMAN: [&str; 4] = ["I", "II", "III", "IV"];

/// The words, or `None` when nothing it reads changed.
pub fn explain(before: &AeonsEnd, after: &AeonsEnd, seat: Seat) -> Option<String> {
    let (b, a) = (before.view(seat), after.view(seat));
    let mut parts = Vec::new();
    if a.nemesis.life < b.nemesis.life {
        parts.push(format!("deals {} damage to {} ({} → {})", b.nemesis.life - a.nemesis.life, b.nemesis.name, b.nemesis.life, a.nemesis.life));
    }
    for m in &b.nemesis.play {
        match a.nemesis.play.iter().find(|n| n.id == m.id) {
            None => parts.push(format!("gets rid of {}", m.name)),
            Some(n) if n.life < m.life => parts.push(format!("deals {} damage to {}", m.life - n.life, m.name)),
            _ => {}
        }
    }
    if let (Some(mb), Some(ma)) = (b.mages.iter().find(|m| m.seat == seat), a.mages.iter().find(|m| m.seat == seat)) {
        for (i, (x, y)) in mb.breaches.iter().zip(&ma.breaches).enumerate() {
            let name = ROMAN.get(i).copied().unwrap_or("?");
            match (x.state, y.state) {
                (BreachState::Closed(_), BreachState::Opened) => {
                    let bonus = if y.bonus > 0 { format!(": its spells deal +{}", y.bonus) } else { String::new() };
                    parts.push(format!("opens breach {name}{bonus}"))
                }
                (BreachState::Closed(s), BreachState::Closed(t)) if t > s => parts.push(format!("focuses breach {name}")),
                _ => {}
            }
            if x.spell.is_none() {
                if let Some(s) = &y.spell {
                    parts.push(format!("preps {} in breach {name} to cast next turn", s.name));
                }
            }
        }
        // A card in the discard pile that was nowhere the mage could see: gained.
        let known: Vec<_> = mb
            .hand
            .iter()
            .chain(&mb.discard)
            .chain(&mb.played)
            .chain(mb.breaches.iter().filter_map(|b| b.spell.as_ref()))
            .map(|c| c.id)
            .collect();
        for c in ma.discard.iter().filter(|c| !known.contains(&c.id)) {
            parts.push(format!("gains {}", c.name));
        }
        if ma.charges > mb.charges {
            parts.push(format!("charges {} ({} of {})", ma.name, ma.charges, ma.max_charges));
        }
        if ma.life < mb.life {
            parts.push(format!("costs {} {} life", ma.name, mb.life - ma.life));
        }
    }
    if a.aether > b.aether {
        parts.push(format!("makes {} aether", a.aether - b.aether));
    }
    if a.gravehold < b.gravehold {
        parts.push(format!("Gravehold loses {} life", b.gravehold - a.gravehold));
    }
    (!parts.is_empty()).then(|| parts.join(", "))
}
