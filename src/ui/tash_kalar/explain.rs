//! Tash-Kalar's words for the Hint's reason: what a move changed on the arena and the
//! score tracks, read from the seat's views one move apart. Pieces placed (TK-4),
//! upgraded or downgraded (TK-6.8, TK-6.9), converted (TK-6.10) and destroyed (TK-6.7),
//! the card summoned or discarded (TK-5, TK-7), the flare invoked (TK-8), a task
//! claimed (TK-10.2) and the score against the target.

use crate::engine::Seat;
use crate::games::tash_kalar::view::{CardView, PieceView, SquareView};
use crate::games::tash_kalar::{Rank, TashKalar, TashKalarView};

use super::piece::colour_name;

/// The words, or `None` when nothing on the table changed (the generic reason then).
pub fn explain(before: &TashKalar, after: &TashKalar, seat: Seat) -> Option<String> {
    use crate::engine::Observe;
    let (b, a) = (before.view(seat), after.view(seat));
    let board = board_changes(&b, &a);
    let mut parts = cards_used(&b, &a, !board.is_empty());
    parts.extend(board);
    parts.extend(score_changes(&b, &a));
    (!parts.is_empty()).then(|| parts.join(", "))
}

/// The cards that left the viewer's hands: summoned (a piece changed on the board), else
/// discarded, or a flare invoked.
fn cards_used(b: &TashKalarView, a: &TashKalarView, board_changed: bool) -> Vec<String> {
    let held = |v: &TashKalarView| -> Vec<CardView> {
        let me = &v.players[v.seat.min(v.players.len() - 1)];
        let legends = v.sides.get(v.my_colour as usize).and_then(|s| s.legends.clone()).unwrap_or_default();
        me.hand.iter().flatten().chain(me.flares.iter().flatten()).chain(&legends).cloned().collect()
    };
    let now = held(a);
    let mut out = Vec::new();
    for c in held(b).iter().filter(|c| !now.iter().any(|n| n.id == c.id)) {
        out.push(match c.rank {
            None => format!("invokes the flare {}", c.name),
            Some(r) if board_changed => {
                format!("summons {} (a {} {})", c.name, r.word(), if r == Rank::Legendary { "legend" } else { "being" })
            }
            Some(_) => format!("discards {}", c.name),
        });
    }
    out
}

/// Each square whose piece changed, in the viewer's terms.
fn board_changes(b: &TashKalarView, a: &TashKalarView) -> Vec<String> {
    let me = a.my_colour;
    let whose = |p: &PieceView| {
        if p.colour == me {
            "your".to_string()
        } else {
            format!("{}'s", colour_name(a.teams, p.colour))
        }
    };
    let mut out = Vec::new();
    for (was, now) in b.squares.iter().zip(&a.squares) {
        let at = &now.label;
        out.extend(match (&was.piece, &now.piece) {
            (None, Some(p)) if p.colour == me => Some(format!("puts a {} piece on {at}", p.rank.word())),
            (None, Some(p)) => Some(format!("{} gains a {} piece on {at}", colour_name(a.teams, p.colour), p.rank.word())),
            (Some(p), None) => Some(format!("removes {} {} piece from {at}", whose(p), p.rank.word())),
            (Some(p), Some(q)) if p.colour != q.colour => {
                Some(format!("turns {} {} piece on {at} into {}", whose(p), p.rank.word(), whose(q)))
            }
            (Some(p), Some(q)) if q.rank > p.rank => Some(format!("upgrades {} piece on {at} to {}", whose(p), q.rank.word())),
            (Some(p), Some(q)) if q.rank < p.rank => {
                Some(format!("downgrades {} piece on {at} to {}", whose(p), q.rank.word()))
            }
            _ => None,
        });
    }
    shorten(out, b, a)
}

/// Many changes (a sweeping effect) are counted rather than listed square by square.
fn shorten(parts: Vec<String>, b: &TashKalarView, a: &TashKalarView) -> Vec<String> {
    if parts.len() <= 4 {
        return parts;
    }
    let count = |v: &TashKalarView, mine: bool| {
        v.squares.iter().filter_map(|s: &SquareView| s.piece.as_ref()).filter(|p| (p.colour == v.my_colour) == mine).count()
    };
    vec![format!(
        "changes {} squares: your pieces {} → {}, the others' {} → {}",
        parts.len(),
        count(b, true),
        count(a, true),
        count(b, false),
        count(a, false)
    )]
}

/// The score tracks that moved, the viewer's first, and a task claimed.
fn score_changes(b: &TashKalarView, a: &TashKalarView) -> Vec<String> {
    let mut out = Vec::new();
    let claimed = |v: &TashKalarView| v.sides.get(v.my_colour as usize).map_or(0, |s| s.claimed_tasks.len());
    if claimed(a) > claimed(b) {
        out.push("claims a task".to_string());
    }
    let mut sides: Vec<_> = b.sides.iter().zip(&a.sides).collect();
    sides.sort_by_key(|(s, _)| s.colour != a.my_colour);
    for (was, now) in sides {
        if was.score != now.score {
            let who = if now.colour == a.my_colour { "your".to_string() } else { format!("{}'s", colour_name(a.teams, now.colour)) };
            out.push(format!("{who} score {} → {} of {}", was.score, now.score, a.target));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::prelude::*;
    use crate::games::tash_kalar::{Action, CardId};
    use crate::ui::tash_kalar::summon::{game_after, sq};

    #[test]
    fn a_placement_and_a_summon_are_told_in_the_games_words() {
        let g = game_after(&[&["c4"], &["c1", "d1"]]);
        let mut placed = g.clone();
        placed.apply(&Action::Place { square: sq("d6") }).unwrap();
        assert_eq!(explain(&g, &placed, 0).as_deref(), Some("puts a common piece on d6"));
        let mut summoned = placed.clone();
        summoned.apply(&Action::Summon { card: CardId(2), square: sq("e5"), orientation: 0 }).unwrap();
        let words = explain(&placed, &summoned, 0).unwrap();
        assert!(words.contains("summons Forge Apprentice (a common being)"), "{words}");
        assert!(words.contains("puts a common piece on e5"), "{words}");
        let mut upgraded = summoned.clone();
        upgraded.apply(&Action::ChoosePiece { square: sq("d6") }).unwrap();
        assert_eq!(explain(&summoned, &upgraded, 0).as_deref(), Some("upgrades your piece on d6 to heroic"));
    }
}
