//! The Hint's lines: each suggested move with a reason in words and the search's
//! confidence, in the order the search ranked them (the first is the move the computer
//! would play). The reason is what the move changes one step ahead, worked out on a
//! state drawn from the seat's own view (`Game::determinize`, so nothing hidden from
//! the seat is read), and the answer the search expected to it.

use crate::engine::ai::Suggestion;
use crate::engine::{Rng, Seat, SeatSummary};
use crate::ui::common::seat_name;
use crate::ui::GameUi;

/// One suggested move, in words.
#[derive(Clone, Debug, PartialEq)]
pub struct HintLine {
    pub label: String,
    /// Why, from what the search saw: what the move changes and what it expects next.
    pub reason: String,
    /// The search's estimate and how many tries it rests on.
    pub confidence: String,
    /// The statistic the search ranks by (its tries of the move); `None` when decided
    /// without searching (the only move, a win on the spot).
    pub tries: Option<u32>,
}

/// The lines for the search's `suggestions` (in its order), at most `k`, one per label:
/// two moves a person cannot tell apart (two copies of one card) are one line, at the
/// place of the better ranked, whose tries it keeps (the computer plays that one; the
/// other copies' tries are told in its words).
pub fn hint_lines<G: GameUi>(game: &G, suggestions: &[Suggestion<G::Action>], k: usize, seed: u64) -> Vec<HintLine> {
    let Some(seat) = game.to_act() else { return Vec::new() };
    let mut rng = Rng::new(seed ^ 0x4E1A_7E11);
    let sample = game.determinize(seat, &mut rng);
    let searched = || suggestions.iter().filter(|s| s.visits != u32::MAX);
    let total: u64 = searched().map(|s| s.visits as u64).sum();
    // A flat rollout search (Aeon's End) plays every move equally often: no share to tell.
    let flat = searched().all(|s| Some(s.visits) == searched().next().map(|f| f.visits)) && searched().count() > 1;
    // Every playout of every move lost: the win rates are all 0 and rank nothing. The
    // lines say so, and after the computer's own move they follow the game's estimate of
    // where each move leaves the seat (`Hints::evaluate`), which still tells them apart.
    let lost = flat && searched().all(|s| s.win_rate <= 0.0);
    let mut ranked: Vec<(&Suggestion<G::Action>, Option<u32>)> =
        suggestions.iter().map(|s| (s, lost.then(|| estimate_after(&sample, seat, &s.action)))).collect();
    // Best estimate first after the computer's own move (an insertion sort, stable: the
    // search's order breaks ties).
    for i in 2..ranked.len() {
        let mut j = i;
        while j > 1 && ranked[j - 1].1 < ranked[j].1 {
            ranked.swap(j - 1, j);
            j -= 1;
        }
    }
    // Each line with the count and tries of the other copies of its move.
    let mut out: Vec<(HintLine, u32, u64)> = Vec::new();
    for (s, estimate) in ranked {
        let label = game.describe(&s.action).label;
        if let Some((_, same, tries)) = out.iter_mut().find(|(l, _, _)| l.label == label) {
            *same += 1;
            *tries += u64::from(s.visits).min(u64::from(u32::MAX - 1));
            continue;
        }
        if out.len() == k {
            continue;
        }
        let reason = reason(&sample, seat, s);
        let confidence = match estimate {
            Some(e) => lost_confidence(s.visits, e),
            None => confidence(s, if flat { 0 } else { total }),
        };
        let tries = (s.visits != u32::MAX).then_some(s.visits);
        out.push((HintLine { label, reason, confidence, tries }, 0, 0));
    }
    out.into_iter()
        .map(|(mut line, same, tries)| {
            if same > 0 {
                let copies =
                    if same == 1 { "another copy of this move".to_string() } else { format!("{same} other copies") };
                line.confidence.push_str(&format!("; {copies}, the same to you, had {tries} tries"));
            }
            line
        })
        .collect()
}

/// The game's estimate for `seat` of the position after `action` on the sample (the
/// outcome itself if the move ends the game), in whole percents.
fn estimate_after<G: GameUi>(sample: &G, seat: Seat, action: &G::Action) -> u32 {
    let mut after = sample.clone();
    let estimate = match (after.apply(action), after.outcome()) {
        (Err(_), _) => 0.0,
        (_, Some(o)) => f64::from(u8::from(o.winners.contains(&seat))),
        (_, None) => after.evaluate(seat).unwrap_or(0.0),
    };
    (estimate.clamp(0.0, 1.0) * 100.0).round() as u32
}

/// The confidence of a move in a position where every playout was lost.
fn lost_confidence(playouts: u32, e: u32) -> String {
    format!(
        "The computer lost every game it tried from here, whatever the move ({playouts} each): it sees no sure \
         way to win. Your chances after this move, by its estimate: {e}%"
    )
}

/// The search's result for a move in a player's words: the share of the games it tried
/// after the move that it won (a cut-off game counts by the game's estimate), and of how
/// many tries in all (`total`, 0 when every move was tried alike).
fn confidence<A>(s: &Suggestion<A>, total: u64) -> String {
    if s.visits == u32::MAX {
        return if s.win_rate >= 1.0 { "It wins the game now".into() } else { "The only move".into() };
    }
    // Whole percents as integers: formatting a float would add some 6 KB gzipped to the
    // page's wasm (no table formats one otherwise).
    let won = (s.win_rate.clamp(0.0, 1.0) * 100.0).round() as u32;
    let of_all = if total == 0 { String::new() } else { format!(", of {total} in all") };
    format!("Won about {won}% of the games the computer tried after this move ({} tries{of_all})", s.visits)
}

/// What the move changes, one step ahead on the sample, and the search's expected next
/// move; a sentence either way.
fn reason<G: GameUi>(sample: &G, seat: Seat, s: &Suggestion<G::Action>) -> String {
    let mut after = sample.clone();
    let mut parts = Vec::new();
    if after.apply(&s.action).is_ok() {
        match G::explain(sample, &after, seat) {
            Some(words) => parts.push(words),
            None => parts.push(changes(sample, &after, seat)),
        }
        parts.extend(weighed(sample, &after, seat));
        if let Some((next, tries)) = &s.next {
            if after.legal_actions().contains(next) {
                let who = after.to_act();
                let label = after.describe(next).label;
                parts.push(if who == Some(seat) {
                    format!("then the computer plans: {label} ({tries} tries)")
                } else {
                    format!("the answer it expects: {label} ({tries} tries)")
                });
            }
        }
    }
    let mut words = parts.into_iter().filter(|p| !p.is_empty()).collect::<Vec<_>>().join("; ");
    if words.is_empty() {
        words = "nothing counted changes at once: the search values the position it leads to".into();
    }
    // ASCII case only: Unicode's case tables would cost the page's wasm some 14 KB gzipped.
    let mut c = words.chars();
    c.next().map(|f| f.to_ascii_uppercase().to_string() + c.as_str()).unwrap_or_default()
}

/// How many of the estimate's terms a reason names at most.
const TERMS_SHOWN: usize = 2;
/// The least change of a term a reason names, in the estimate's units (about a tenth of
/// a percent of a chance to win near even).
const TERM_MOVED: f64 = 0.005;

/// What the search's own estimate weighed in the move ([`crate::engine::Hints::terms`]):
/// the terms that changed most between the two positions, each better or worse for the
/// seat, with where it stands now where the game says so. `None` when the game gives no
/// terms or none moved.
pub fn weighed<G: GameUi>(before: &G, after: &G, seat: Seat) -> Option<String> {
    let (b, a) = (before.terms(seat), after.terms(seat));
    if b.is_empty() || a.is_empty() {
        return None;
    }
    let mut moved: Vec<(f64, String)> = Vec::new();
    for t in &a {
        let was = b.iter().find(|x| x.what == t.what);
        let delta = t.value - was.map_or(0.0, |x| x.value);
        let changed_words = was.is_some_and(|x| x.now != t.now) && !t.now.is_empty();
        if delta.abs() < TERM_MOVED && !changed_words {
            continue;
        }
        let side = if delta >= 0.0 { "better for you" } else { "worse for you" };
        let now = match was {
            Some(x) if changed_words && !x.now.is_empty() => format!(": was {}, now {}", x.now, t.now),
            _ if !t.now.is_empty() => format!(": {}", t.now),
            _ => String::new(),
        };
        moved.push((delta.abs(), format!("{}{now} ({side})", t.what)));
    }
    for t in b.iter().filter(|x| !a.iter().any(|y| y.what == x.what) && x.value.abs() >= TERM_MOVED) {
        let side = if t.value > 0.0 { "worse for you" } else { "better for you" };
        moved.push((t.value.abs(), format!("{}: no longer counted ({side})", t.what)));
    }
    if moved.is_empty() {
        return None;
    }
    // Largest change first (stable: the game's order breaks ties).
    crate::engine::order::sort_by_key(&mut moved, |m| std::cmp::Reverse((m.0 * 1e6) as u64));
    let named: Vec<String> = moved.into_iter().take(TERMS_SHOWN).map(|(_, w)| w).collect();
    Some(format!("what the computer weighed: {}", named.join(" and ")))
}

/// The generic reason: the score, the outcome and the zone counts that change, the
/// seat's own first, in the summary's words.
pub fn changes<G: GameUi>(before: &G, after: &G, seat: Seat) -> String {
    let mut parts = Vec::new();
    if let Some(o) = after.outcome() {
        parts.push(if o.winners.contains(&seat) { "wins the game".to_string() } else { "ends the game".to_string() });
    }
    let (b, a) = (before.summary(), after.summary());
    let score = G::SCORE_NAME.to_ascii_lowercase();
    let mut seats: Vec<Seat> = (0..a.len().min(b.len())).collect();
    crate::engine::order::sort_by_key(&mut seats, |&s| s != seat);
    for s in seats {
        let whose = if s == seat { "your".to_string() } else { format!("{}'s", seat_name(s)) };
        parts.extend(seat_changes(&b[s], &a[s], &whose, &score));
    }
    parts.join(", ")
}

fn seat_changes(b: &SeatSummary, a: &SeatSummary, whose: &str, score: &str) -> Vec<String> {
    let mut out = Vec::new();
    if let (Some(x), Some(y)) = (b.score, a.score) {
        if x != y {
            out.push(format!("{whose} {score} {x} → {y}"));
        }
    }
    for (zone, n) in &a.zones {
        let was = b.zones.iter().find(|(z, _)| z == zone).map_or(0, |(_, m)| *m);
        if was != *n {
            out.push(format!("{whose} {} {was} → {n}", zone.replace('_', " ")));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::hint_lines;
    use crate::engine::ai::{choose, suggest, Level};
    use crate::engine::{Match, RandomBot};
    use crate::ui::GameUi;

    /// Positions along a random game of `G`, at the seat to act.
    fn positions<G: GameUi>(seed: u64, every: usize, count: usize) -> Vec<G> {
        let mut m = Match::<G>::new(G::Options::default(), seed).expect("a game");
        let mut bot = RandomBot::new(seed);
        let mut out = Vec::new();
        let mut step = 0;
        while out.len() < count {
            let g = m.state().clone();
            if g.outcome().is_some() {
                break;
            }
            if step % every == every - 1 && g.legal_actions().len() > 2 {
                out.push(g.clone());
            }
            let Some(a) = bot.choose(&g) else { break };
            m.apply(&a).expect("the bot's move is legal");
            step += 1;
        }
        out
    }

    fn check<G: GameUi>() -> (usize, usize) {
        let mut merged = 0;
        let mut seen = 0;
        for (i, g) in positions::<G>(11, 7, 6).into_iter().enumerate() {
            let seed = 1000 + i as u64;
            let all = suggest(&g, Level::Normal, seed, usize::MAX);
            let lines = hint_lines(&g, &all, 3, seed);
            assert!(!lines.is_empty(), "{}: a hint for a position with moves", G::ID);
            let best = choose(&g, Level::Normal, seed).expect("a move");
            assert_eq!(lines[0].label, g.describe(&best).label, "{}: the first line is the computer's move", G::ID);
            let mut labels: Vec<&str> = lines.iter().map(|l| l.label.as_str()).collect();
            labels.sort();
            labels.dedup();
            assert_eq!(labels.len(), lines.len(), "{}: no label twice: {lines:?}", G::ID);
            for l in &lines {
                assert!(l.reason.len() > 10, "{}: a reason for {}: {:?}", G::ID, l.label, l.reason);
            }
            // Ranked by the search's statistic: its tries, most first (the first one may
            // carry a copy's tries too).
            let tries: Vec<u32> = all.iter().map(|s| s.visits).collect();
            assert!(tries.windows(2).all(|w| w[0] >= w[1]), "{}: {tries:?}", G::ID);
            let distinct =
                all.iter().map(|s| g.describe(&s.action).label).collect::<std::collections::HashSet<_>>().len();
            merged += all.len() - distinct;
            seen += all.len();
            let shown: Vec<u32> = lines.iter().filter_map(|l| l.tries).collect();
            assert!(shown.windows(2).all(|w| w[0] >= w[1]), "{}: the lines keep the search's order: {lines:?}", G::ID);
        }
        (merged, seen)
    }

    /// Aeon's End in a lost position: every playout of every move lost (win rates all 0).
    #[test]
    fn a_lost_position_says_so_in_words_and_ranks_by_the_estimate_after_the_computers_move() {
        use crate::engine::ai::Suggestion;
        use crate::engine::prelude::*;
        use crate::games::aeons_end::AeonsEnd;
        let g = positions::<AeonsEnd>(11, 7, 1).remove(0);
        let legal = g.legal_actions();
        let lost: Vec<_> =
            legal.iter().map(|a| Suggestion { action: *a, visits: 40, win_rate: 0.0, next: None }).collect();
        let lines = hint_lines(&g, &lost, usize::MAX, 7);
        assert!(lines.len() > 2, "{lines:?}");
        assert_eq!(lines[0].label, g.describe(&legal[0]).label, "the computer's own move stays first");
        let percent = |c: &str| -> u32 {
            let after = c.split("estimate: ").nth(1).unwrap_or_else(|| panic!("an estimate in {c:?}"));
            after.chars().take_while(char::is_ascii_digit).collect::<String>().parse().expect("a whole percent")
        };
        for l in &lines {
            assert!(
                l.confidence
                    .starts_with("The computer lost every game it tried from here, whatever the move (40 each)"),
                "{:?}",
                l.confidence
            );
            assert!(!l.confidence.contains("Won about"), "{:?}", l.confidence);
        }
        let rest: Vec<u32> = lines[1..].iter().map(|l| percent(&l.confidence)).collect();
        assert!(rest.windows(2).all(|w| w[0] >= w[1]), "the others by the estimate, best first: {rest:?}");
        // A search that won some playouts keeps its own words and order.
        let mixed: Vec<_> = lost
            .iter()
            .enumerate()
            .map(|(i, s)| Suggestion { win_rate: if i == 1 { 0.5 } else { 0.0 }, ..s.clone() })
            .collect();
        let lines = hint_lines(&g, &mixed, usize::MAX, 7);
        assert!(lines.iter().all(|l| l.confidence.starts_with("Won about")), "{lines:?}");
    }

    #[test]
    fn the_hint_ranks_as_the_search_names_each_move_once_and_gives_a_reason() {
        let (mut merged, mut seen) = (0, 0);
        macro_rules! each {
            ($module:ident, $ty:ident, $id:literal) => {
                let (m, s) = check::<crate::games::$module::$ty>();
                merged += m;
                seen += s;
            };
        }
        crate::for_each_game!(each);
        // Two copies of one card in hand are two actions with one label (Play Glimstone,
        // Ink Brine Hound): the positions above have such pairs, which the Hint merges.
        assert!(merged > 0 && seen > 100, "{merged} shared labels among {seen} moves");
    }
}
