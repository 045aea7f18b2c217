//! Lorcana's words for the Hint's reason: what a move changed, read from the seat's
//! views one move apart (lore, ink, cards played or banished), and whether a character
//! it leaves exerted can be challenged and banished on the other side's next turn
//! (LO-4.6: exerted characters can be challenged; LO-8.6: only Evasive challenges
//! Evasive; damage from the challenger's strength, Challenger +N and Resist ignored).

use crate::engine::prelude::*;
use crate::engine::Seat;
use crate::games::lorcana::{CardView, Lorcana, LorcanaView, SeatView};

fn has(c: &CardView, keyword: &str) -> bool {
    c.keywords.iter().any(|k| k == keyword)
}

/// The other side's characters that could challenge and banish `c` next turn.
fn threats<'a>(c: &CardView, theirs: &'a [CardView]) -> Vec<&'a CardView> {
    let left = c.willpower.unwrap_or(0) - c.damage as i32;
    theirs
        .iter()
        .filter(|t| t.strength.unwrap_or(0) >= left && left > 0)
        .filter(|t| !has(c, "Evasive") || has(t, "Evasive"))
        .collect()
}

/// The words, or `None` when the views are not a two-seat Lorcana position.
pub fn explain(before: &Lorcana, after: &Lorcana, seat: Seat) -> Option<String> {
    let (b, a): (LorcanaView, LorcanaView) = (before.view(seat), after.view(seat));
    let other = 1 - seat.min(1);
    let (mine_b, mine_a) = (b.seats.get(seat)?, a.seats.get(seat)?);
    let (theirs_b, theirs_a) = (b.seats.get(other)?, a.seats.get(other)?);
    let mut parts = Vec::new();
    if mine_a.lore > mine_b.lore {
        parts.push(format!("gains {} lore ({} → {})", mine_a.lore - mine_b.lore, mine_b.lore, mine_a.lore));
    }
    if mine_a.inkwell.total > mine_b.inkwell.total {
        parts.push(format!("adds to your ink ({} → {})", mine_b.inkwell.total, mine_a.inkwell.total));
    }
    let in_play = |s: &SeatView| {
        s.characters.iter().chain(&s.items).chain(&s.locations).map(|c| (c.id, c.name)).collect::<Vec<_>>()
    };
    let (was, now) = (in_play(mine_b), in_play(mine_a));
    let played: Vec<&str> = now.iter().filter(|c| !was.contains(c)).map(|c| c.1).collect();
    if !played.is_empty() {
        parts.push(format!("puts {} into play", played.join(" and ")));
    }
    let (was, now) = (in_play(theirs_b), in_play(theirs_a));
    let gone: Vec<&str> = was.iter().filter(|c| !now.contains(c)).map(|c| c.1).collect();
    if !gone.is_empty() {
        parts.push(format!("banishes their {}", gone.join(" and ")));
    }
    let (was, now) = (in_play(mine_b), in_play(mine_a));
    let lost: Vec<&str> = was.iter().filter(|c| !now.contains(c)).map(|c| c.1).collect();
    if !lost.is_empty() {
        parts.push(format!("loses your {}", lost.join(" and ")));
    }
    let hurt = |b: &SeatView, a: &SeatView, whose: &str, parts: &mut Vec<String>| {
        for c in a.characters.iter().chain(&a.locations) {
            if let Some(was) = b.characters.iter().chain(&b.locations).find(|o| o.id == c.id) {
                if c.damage > was.damage {
                    parts.push(format!("deals {} damage to {whose} {}", c.damage - was.damage, c.name));
                }
            }
        }
    };
    hurt(theirs_b, theirs_a, "their", &mut parts);
    hurt(mine_b, mine_a, "your", &mut parts);
    // Characters this move exerted: can the other side banish them next turn?
    let newly_exerted: Vec<&CardView> = mine_a
        .characters
        .iter()
        .filter(|c| c.exerted && !mine_b.characters.iter().any(|o| o.id == c.id && o.exerted))
        .collect();
    for c in newly_exerted {
        let t = threats(c, &theirs_a.characters);
        parts.push(match t.first() {
            Some(t) => format!("leaves {} exerted where their {} can challenge and banish it", c.name, t.name),
            None => format!("leaves no challenger that can banish {}", c.name),
        });
    }
    (!parts.is_empty()).then(|| parts.join(", "))
}
