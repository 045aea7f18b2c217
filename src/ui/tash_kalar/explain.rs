//! Tash-Kalar's words for the Hint's reason: what a move changed on the arena and the
//! score tracks. Pieces placed (TK-4), upgraded or downgraded (TK-6.8, TK-6.9),
//! converted (TK-6.10) and destroyed (TK-6.7); the card summoned or discarded (TK-5,
//! TK-7); the flare invoked (TK-8); a task claimed (TK-10.2); the scores against the
//! target; and for a placement, the being in hand whose pattern it builds (TK-5.2: k
//! of n squares). Read from two states one move apart, both drawn from the seat's own view
//! (`Determinize`), so nothing hidden from the seat is told.

use crate::engine::Seat;
use crate::games::tash_kalar::board::all_squares;
use crate::games::tash_kalar::cards::Need;
use crate::games::tash_kalar::{CardId, Piece, Rank, Square, TashKalar};

use super::piece::colour_name;

/// The words, or `None` when nothing on the table changed (the generic reason then).
pub fn explain(before: &TashKalar, after: &TashKalar, seat: Seat) -> Option<String> {
    let me = if after.teams { (seat % 2) as u8 } else { seat as u8 };
    let mut board = Vec::new();
    for s in all_squares() {
        board.extend(square_change(after, me, &s.label(), before.at(s), after.at(s)));
    }
    if board.len() > 4 {
        board = vec![format!("changes {} squares", board.len())];
    }
    let mut parts = cards_used(before, after, seat, me, !board.is_empty());
    if parts.is_empty() {
        parts.extend(builds(after, seat, me, before));
    }
    if after.active != before.active {
        parts.push("ends the turn".into());
    }
    parts.append(&mut board);
    parts.extend(draws(before, after, seat, me));
    parts.extend(scores(before, after, me));
    (!parts.is_empty()).then(|| parts.join(", "))
}

/// "your" or "P2's" for a piece of `colour`.
fn whose(g: &TashKalar, me: u8, colour: u8) -> String {
    if colour == me {
        "your".into()
    } else {
        format!("{}'s", colour_name(g.teams, colour))
    }
}

/// One square's change, in the seat's terms.
fn square_change(g: &TashKalar, me: u8, at: &str, was: Option<Piece>, now: Option<Piece>) -> Option<String> {
    let (w, r) = (|p: Piece| whose(g, me, p.colour), |p: Piece| p.rank.word());
    Some(match (was, now) {
        (None, Some(p)) if p.colour == me => format!("puts a {} piece on {at}", r(p)),
        (None, Some(p)) => format!("{} gains a {} piece on {at}", colour_name(g.teams, p.colour), r(p)),
        (Some(p), None) => format!("removes {} {} piece from {at}", w(p), r(p)),
        (Some(p), Some(q)) if p.colour != q.colour => format!("turns {} piece on {at} into {} {} piece", w(p), w(q), r(q)),
        (Some(p), Some(q)) if q.rank != p.rank => {
            let how = if q.rank > p.rank { "upgrades" } else { "downgrades" };
            format!("{how} {} piece on {at} to {}", w(p), r(q))
        }
        _ => return None,
    })
}

/// For a piece placed (TK-4), the being in hand (or legend) whose pattern it builds
/// most (TK-5.2): the image, anywhere on the board, that holds the new piece and the
/// most of the seat's pieces of the rank each square needs: "k of n squares".
fn builds(after: &TashKalar, seat: Seat, me: u8, before: &TashKalar) -> Option<String> {
    let placed = all_squares().find(|&s| before.at(s).is_none() && after.at(s).is_some_and(|p| p.colour == me))?;
    let mine = |s: Square, need: Need| {
        after.at(s).is_some_and(|p| p.colour == me && (need == Need::Common || p.rank >= Rank::Heroic))
    };
    let cards = after.seats[seat].hand.iter().chain(&after.sides[me as usize].legends);
    // (held, -size, card): the most held, then the smallest pattern.
    let mut best: Option<(usize, i32, CardId)> = None;
    for &c in cards {
        for o in &c.pattern().orientations {
            for at in all_squares() {
                let cell = |&(dc, dr, _): &(i8, i8, Need)| at.offset(dc as i32, dr as i32);
                if !o.cells.iter().any(|x| cell(x) == Some(placed)) {
                    continue;
                }
                let held = o.cells.iter().filter(|x| cell(x).is_some_and(|s| mine(s, x.2))).count();
                let key = (held, -(o.cells.len() as i32), c);
                if held >= 2 && best.is_none_or(|b| (key.0, key.1) > (b.0, b.1)) {
                    best = Some(key);
                }
            }
        }
    }
    let (held, size, c) = best?;
    let n = -size as usize;
    Some(if held == n {
        format!("completes the pattern of {} from your hand ({n} of {n} squares): it may be summoned", c.name())
    } else {
        format!("builds the pattern of {} from your hand ({held} of {n} squares)", c.name())
    })
}

/// The cards that left the seat's hands: summoned (a piece changed on the board), else
/// discarded, or a flare invoked.
fn cards_used(before: &TashKalar, after: &TashKalar, seat: Seat, me: u8, board_changed: bool) -> Vec<String> {
    let held = |g: &TashKalar| -> Vec<CardId> {
        let s = &g.seats[seat];
        s.hand.iter().chain(&s.flares).chain(&g.sides[me as usize].legends).copied().collect()
    };
    let now = held(after);
    let mut out = Vec::new();
    for c in held(before).into_iter().filter(|c| !now.contains(c)) {
        out.push(match c.kind() {
            crate::games::tash_kalar::CardKind::Flare => format!("invokes the flare {}", c.name()),
            _ if board_changed => {
                let legend = c.def().rank == Rank::Legendary;
                let text = c.def().text.split(". ").next().unwrap_or("").trim_end_matches('.');
                let kind = if legend { "legend" } else { "being" };
                format!("summons {} (a {} {kind}): “{text}”", c.name(), c.def().rank.word())
            }
            _ => format!("discards {}", c.name()),
        });
    }
    out
}

/// The cards the seat draws (TK-9: refilling its hand at the end of its turn).
fn draws(before: &TashKalar, after: &TashKalar, seat: Seat, me: u8) -> Option<String> {
    let held = |g: &TashKalar| [g.seats[seat].hand.len(), g.sides[me as usize].legends.len(), g.seats[seat].flares.len()];
    let (b, a) = (held(before), held(after));
    let got: Vec<String> = ["being", "legend", "flare"]
        .iter()
        .enumerate()
        .filter(|&(i, _)| a[i] > b[i])
        .map(|(i, w)| format!("{} {w}{}", a[i] - b[i], if a[i] - b[i] > 1 { "s" } else { "" }))
        .collect();
    (!got.is_empty()).then(|| format!("draws {}", got.join(" and ")))
}

/// A task claimed, and the score tracks that moved, the seat's own first.
fn scores(before: &TashKalar, after: &TashKalar, me: u8) -> Vec<String> {
    let mut out = Vec::new();
    if after.sides[me as usize].claimed.len() > before.sides[me as usize].claimed.len() {
        out.push("claims a task".to_string());
    }
    let colours = (0..after.sides.len() as u8).filter(|&c| c == me).chain((0..after.sides.len() as u8).filter(|&c| c != me));
    for c in colours {
        let (was, now) = (before.score(c), after.score(c));
        if was != now {
            out.push(format!("{} score {was} → {now} of {}", whose(after, me, c), after.target));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::prelude::*;
    use crate::games::tash_kalar::Action;
    use crate::ui::tash_kalar::summon::{game_after, sq};

    #[test]
    fn a_placement_a_summon_and_an_upgrade_are_told_in_the_games_words() {
        let g = game_after(&[&["c4"], &["c1", "d1"]]);
        let mut placed = g.clone();
        placed.apply(&Action::Place { square: sq("d6") }).unwrap();
        // d6 beside c4 is the whole pattern of Forge Apprentice, in hand.
        assert_eq!(
            explain(&g, &placed, 0).as_deref(),
            Some(
                "completes the pattern of Forge Apprentice from your hand (2 of 2 squares): it may be summoned, puts a \
                 common piece on d6"
            )
        );
        let mut summoned = placed.clone();
        summoned.apply(&Action::Summon { card: CardId(2), square: sq("e5"), orientation: 0 }).unwrap();
        let words = explain(&placed, &summoned, 0).unwrap();
        assert!(words.starts_with("summons Forge Apprentice (a common being)"), "{words}");
        assert!(words.contains("puts a common piece on e5"), "{words}");
        let mut upgraded = summoned.clone();
        upgraded.apply(&Action::ChoosePiece { square: sq("d6") }).unwrap();
        assert_eq!(explain(&summoned, &upgraded, 0).as_deref(), Some("upgrades your piece on d6 to heroic"));
    }

    #[test]
    fn the_end_of_a_turn_says_what_it_draws() {
        let mut g = game_after(&[&["c4"], &["c1", "d1"]]);
        g.apply(&Action::Place { square: sq("d6") }).unwrap();
        g.apply(&Action::Summon { card: CardId(2), square: sq("e5"), orientation: 0 }).unwrap();
        g.apply(&Action::ChoosePiece { square: sq("d6") }).unwrap();
        let mut ended = g.clone();
        ended.apply(&Action::EndTurn).unwrap();
        assert_eq!(explain(&g, &ended, 0).as_deref(), Some("ends the turn, draws 1 being"));
    }

    #[test]
    fn a_discard_is_not_called_a_summon() {
        let mut g = game_after(&[&["c4"], &["c1", "d1"]]);
        g.apply(&Action::Place { square: sq("d6") }).unwrap();
        let card = g.seats[0].hand[0];
        let mut discarded = g.clone();
        discarded.apply(&Action::Discard { card }).unwrap();
        let words = explain(&g, &discarded, 0).unwrap_or_default();
        assert!(words.starts_with(&format!("discards {}", card.name())), "{words}");
    }
}
