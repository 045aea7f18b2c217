//! Lorcana's words for the Hint's reason: what a move changed, read from the seat's
//! views one move apart: lore toward 20 (LO-1.8), what an ink pays for (LO-4.2), what a
//! card played does (LO-4.3), what a banished card was worth (cost and lore), and whether a character
//! it leaves exerted can be challenged and banished on the other side's next turn
//! (LO-4.6: exerted characters can be challenged; LO-8.6: only Evasive challenges
//! Evasive; damage from the challenger's strength, Challenger +N and Resist ignored).

use crate::engine::prelude::*;
use crate::engine::Seat;
use crate::games::lorcana::cards::CardType;
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

/// Who `c` is in play terms: a character's strength, willpower and the lore it quests
/// for (LO-4.5), another card's first sentence of text.
fn what(c: &CardView) -> String {
    match (c.card_type, c.strength, c.willpower, c.lore) {
        (CardType::Character, Some(s), Some(w), Some(l)) => format!("a {s}/{w} character that quests for {l} lore"),
        _ => {
            let text = c.text.split(". ").next().unwrap_or("").trim_end_matches('.');
            let worth = match (c.card_type, c.lore) {
                (CardType::Location, Some(l)) if l > 0 => format!("a location worth {l} lore a turn"),
                _ => String::new(),
            };
            match (worth.is_empty(), text.is_empty()) {
                (_, true) => worth,
                (true, false) => format!("“{text}”"),
                (false, false) => format!("{worth}, “{text}”"),
            }
        }
    }
}

/// What an ink pays for (LO-4.2: one card a turn, each ink pays 1 of a cost): a card
/// in hand it makes affordable now or next turn, and why this card was the one inked.
fn ink(inked: Option<&CardView>, hand: &[CardView], b: &SeatView, a: &SeatView) -> String {
    let (total, ready) = (a.inkwell.total, a.inkwell.ready);
    let costliest = |lo: usize, hi: usize| {
        hand.iter().filter(|c| (c.cost as usize) > lo && (c.cost as usize) <= hi).max_by_key(|c| c.cost)
    };
    let mut out = match (costliest(b.inkwell.ready, ready), costliest(b.inkwell.total, total)) {
        (Some(c), _) => format!("{ready} ink ready now: enough for {} (cost {})", c.name, c.cost),
        (None, Some(c)) => format!("{total} ink next turn: enough for {} (cost {})", c.name, c.cost),
        _ => format!("{total} ink next turn"),
    };
    if let Some(c) = inked {
        out += &if hand.iter().any(|h| h.name == c.name) {
            format!("; another copy of {} stays in hand", c.name)
        } else if c.cost as usize > total {
            format!("; {} (cost {}) is beyond your ink for now", c.name, c.cost)
        } else {
            format!("; {} (cost {}) pays for it instead of being played", c.name, c.cost)
        };
    }
    out
}

/// The words, or `None` when the views are not a two-seat Lorcana position.
pub fn explain(before: &Lorcana, after: &Lorcana, seat: Seat) -> Option<String> {
    let (b, a): (LorcanaView, LorcanaView) = (before.view(seat), after.view(seat));
    let other = 1 - seat.min(1);
    let (mine_b, mine_a) = (b.seats.get(seat)?, a.seats.get(seat)?);
    let (theirs_b, theirs_a) = (b.seats.get(other)?, a.seats.get(other)?);
    let (hand_b, hand_a) = (mine_b.hand.as_deref().unwrap_or(&[]), mine_a.hand.as_deref().unwrap_or(&[]));
    let left: Vec<&CardView> = hand_b.iter().filter(|c| !hand_a.iter().any(|h| h.id == c.id)).collect();
    let mut parts = Vec::new();
    if mine_a.lore > mine_b.lore {
        let to_go = 20u32.saturating_sub(mine_a.lore);
        let (x, y) = (mine_b.lore, mine_a.lore);
        parts.push(format!("gains {} lore ({x} → {y} of 20, {to_go} to go)", y - x));
    }
    let inked = mine_a.inkwell.total > mine_b.inkwell.total;
    if inked {
        parts.push(ink(left.first().copied(), hand_a, mine_b, mine_a));
    } else if mine_a.deck > mine_b.deck {
        // Altering the opening hand (LO-2.2.2).
        for c in &left {
            parts.push(format!("{} (cost {}) goes under your deck: a new card replaces it when you are done", c.name, c.cost));
        }
    } else {
        // Cards played from hand (LO-4.3), with what they do and the ink they took.
        let spent = mine_b.inkwell.ready.saturating_sub(mine_a.inkwell.ready);
        for c in &left {
            let cost = if spent > 0 { format!(" for {spent} ink ({} left)", mine_a.inkwell.ready) } else { String::new() };
            parts.push(format!("plays {}{cost}: {}", c.name, what(c)));
        }
    }
    let drawn = hand_a.iter().filter(|c| !hand_b.iter().any(|h| h.id == c.id)).count();
    if drawn > 0 && (!left.is_empty() || b.phase == a.phase) {
        parts.push(format!("draws {drawn}"));
    }
    let in_play = |s: &SeatView| {
        s.characters.iter().chain(&s.items).chain(&s.locations).map(|c| (c.id, c.name)).collect::<Vec<_>>()
    };
    let (was, now) = (in_play(mine_b), in_play(mine_a));
    let played: Vec<&str> =
        now.iter().filter(|c| !was.contains(c) && !left.iter().any(|l| l.id == c.0)).map(|c| c.1).collect();
    if !played.is_empty() {
        parts.push(format!("puts {} into play", played.join(" and ")));
    }
    let all = |s: &SeatView| s.characters.iter().chain(&s.items).chain(&s.locations).cloned().collect::<Vec<_>>();
    let now = all(theirs_a);
    for c in all(theirs_b).iter().filter(|c| !now.iter().any(|n| n.id == c.id)) {
        let quests = c.lore.filter(|_| c.card_type == CardType::Character).map(|l| format!(", it quests for {l} lore"));
        parts.push(format!("banishes their {} (cost {}{})", c.name, c.cost, quests.unwrap_or_default()));
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
                    let left = c.willpower.unwrap_or(0) - c.damage as i32;
                    parts.push(format!(
                        "deals {} damage to {whose} {} ({left} more banishes it)",
                        c.damage - was.damage,
                        c.name
                    ));
                }
            }
        }
    };
    hurt(theirs_b, theirs_a, "their", &mut parts);
    hurt(mine_b, mine_a, "your", &mut parts);
    // Characters moved to a location (LO-4.7): the lore it gives at the start of the turn.
    for c in &mine_a.characters {
        let moved = c.at_location.is_some() && mine_b.characters.iter().any(|o| o.id == c.id && o.at_location != c.at_location);
        if let Some(l) = mine_a.locations.iter().find(|l| moved && Some(l.id) == c.at_location) {
            parts.push(format!("moves {} to {}, which gives {} lore at the start of your turn", c.name, l.name, l.lore.unwrap_or(0)));
        }
    }
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
