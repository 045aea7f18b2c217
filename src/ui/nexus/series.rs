//! A best of three on the table (NX-2.1 to NX-2.5): the score line over the board, and
//! between two matches the screen where the seat deciding sees its own deck and reserve
//! and swaps a card of one for a card of the other by clicking both (NX-2.2). The other
//! seat's reserve is never in the view.

use yew::prelude::*;

use super::card::Form;
use super::zone::{card, seat_label, Zone};
use crate::games::nexus::view::{CardView, SeriesView};

/// "Match 2 of a best of three · P1 (you) 1 – 0 P2", the viewer first.
pub fn score_line(s: &SeriesView, me: Option<usize>) -> String {
    let first = me.unwrap_or(0).min(1);
    let other = 1 - first;
    let you = if me.is_some() { " (you)" } else { "" };
    format!(
        "Match {} of a best of three · {}{you} {} – {} {}",
        s.match_number,
        seat_label(first),
        s.wins[first],
        s.wins[other],
        seat_label(other)
    )
}

/// Each finished match's result: "Match 1: P2 won", "Match 2: a draw".
pub fn results(s: &SeriesView) -> Vec<String> {
    s.results
        .iter()
        .enumerate()
        .map(|(i, r)| match r {
            Some(w) => format!("Match {}: {} won", i + 1, seat_label(*w)),
            None => format!("Match {}: a draw (played again)", i + 1),
        })
        .collect()
}

/// The screen between two matches: the results so far, who starts the next match, and
/// the viewer's own deck (one card per design, with its count) and reserve to swap from.
pub fn between(z: &Zone) -> Html {
    let v = &z.view;
    let Some(s) = &v.series else { return html! {} };
    let me = v.seat;
    let mine = &v.players[me];
    let deciding = !z.watching && v.decision.as_ref().is_some_and(|d| d.seat == me);
    let starter = seat_label(s.next_starter);
    let why = if s.results.last() == Some(&None) { "the last match was a draw" } else { "they lost the last match" };
    let waiting = if z.watching || deciding {
        String::new()
    } else if s.ready[me] {
        format!("You are ready. {} is choosing their deck.", seat_label(1 - me))
    } else {
        format!("{} is choosing their deck.", seat_label(1 - me))
    };
    let deck: Vec<(CardView, usize)> = {
        let mut out: Vec<(CardView, usize)> = Vec::new();
        for c in mine.deck_list.iter().flatten() {
            match out.iter_mut().find(|(d, _)| d.code == c.code) {
                Some((_, n)) => *n += 1,
                None => out.push((c.clone(), 1)),
            }
        }
        out
    };
    let counted = |(c, n): &(CardView, usize)| {
        html! { <div key={c.id.0} class="nx-between-card">{ card(z, c, Form::Card) }<span class="nx-count">{ format!("×{n}") }</span></div> }
    };
    html! {
        <section key="between" class="nx-between" aria-label="Between matches">
            <h2>{ format!("Match {} is over", s.results.len()) }</h2>
            <ul class="nx-results">{ for results(s).into_iter().map(|r| html! { <li>{ r }</li> }) }</ul>
            <p>{ format!("{starter} starts match {} ({why}).", s.match_number) }</p>
            if !waiting.is_empty() { <p class="nx-waiting">{ waiting }</p> }
            if deciding {
                <p class="hint">{ "Click a card of your deck, then the card of your reserve that takes its place. Ready when your deck is as you want it." }</p>
            }
            if !z.watching && mine.deck_list.is_some() {
                <h3>{ format!("Your deck ({} cards)", mine.deck_list.as_ref().map_or(0, |d| d.len())) }</h3>
                <div class="nx-between-list nx-deck-list">{ for deck.iter().map(counted) }</div>
                <h3>{ format!("Your reserve ({} cards)", mine.reserve.as_ref().map_or(0, |r| r.len())) }</h3>
                <div class="nx-between-list nx-reserve-list">{ for mine.reserve.iter().flatten().map(|c| card(z, c, Form::Card)) }</div>
            }
        </section>
    }
}
