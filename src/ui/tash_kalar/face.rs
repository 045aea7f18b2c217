//! What is printed on a card. A being or legend: its rank mark and name, its
//! illustration beside its pattern (the card's key information, TK-C0) and its effect.
//! A flare: both halves, each with its threshold and whether it is met now (TK-8.2).
//!
//! Drawn by its card, a component that is drawn again only when the card's own look
//! changes (playable, selected).

use yew::prelude::*;

use super::art::art;
use super::pattern::pattern;
use super::piece::{colour_name, rank_word};
use super::symbols::card_text;
use crate::games::tash_kalar::{CardKind, CardView, FlareStatus};

/// The face of `c`, held by `colour`; a flare's criteria in `flare`.
pub fn face(c: &CardView, colour: u8, flare: &[FlareStatus], teams: bool) -> Html {
    let rank = c.rank.map(rank_word);
    let kind = match c.kind {
        CardKind::Being => "being",
        CardKind::Legend => "legend",
        CardKind::Flare => "flare",
    };
    html! {
        <>
            <span class="tk-head">
                <span class="tk-rank-mark" aria-hidden="true" />
                <span class="tk-name">{ c.name }</span>
            </span>
            if let (Some(r), false) = (c.rank, c.pattern.is_empty()) {
                <span class="tk-art-row">
                    { art(c.code, "tk-art") }
                    { pattern(&c.pattern, r, colour) }
                </span>
                <span class="tk-text">{ card_text(&c.text) }</span>
            } else {
                { art(c.code, "tk-art") }
                { flare_halves(c, flare, teams) }
            }
            <span class="tk-foot">
                <span class="tk-kind">{ match (c.kind, rank) { (CardKind::Being, Some(r)) => format!("{r} {kind}"), _ => kind.to_string() } }</span>
                <span class="tk-code">{ c.code }</span>
            </span>
        </>
    }
}

/// The two halves of a flare, each with its threshold and whether it is met now.
fn flare_halves(c: &CardView, status: &[FlareStatus], teams: bool) -> Html {
    let (top_text, bottom_text) = split_flare_text(&c.text);
    let half = |name: &'static str, n: Option<u8>, text: String, met: Vec<(u8, bool)>| {
        let any = met.iter().any(|(_, m)| *m);
        let arrow = if name == "top" { "▲" } else { "▼" };
        html! {
            <span class={classes!("tk-half", format!("tk-{name}"), any.then_some("tk-met"))}>
                <span class="tk-half-head">
                    <span class="tk-threshold">{ format!("{arrow} {}", n.unwrap_or(0)) }</span>
                    { for met.iter().map(|(o, m)| html! {
                        <span class={classes!("tk-crit", m.then_some("tk-met"))} data-half={name}>
                            { if met.len() > 1 { format!("vs {} ", colour_name(teams, *o)) } else { String::new() } }
                            { if *m { "✓ met" } else { "✗ not met" } }
                        </span>
                    }) }
                </span>
                <span class="tk-text">{ card_text(&text) }</span>
            </span>
        }
    };
    let top: Vec<(u8, bool)> = status.iter().map(|s| (s.opponent, s.top_met)).collect();
    let bottom: Vec<(u8, bool)> = status.iter().map(|s| (s.opponent, s.bottom_met)).collect();
    html! {
        <span class="tk-halves">
            { half("top", c.top, top_text, top) }
            { half("bottom", c.bottom, bottom_text, bottom) }
            <span class="tk-hint">{ "Top: they have that many more upgraded pieces. Bottom: that many more pieces." }</span>
        </span>
    }
}

/// The view joins both halves as "Top (n): … Bottom (n): …".
fn split_flare_text(text: &str) -> (String, String) {
    let strip =
        |s: &str| s.split_once("): ").map(|(_, t)| t.trim().to_string()).unwrap_or_else(|| s.trim().to_string());
    match text.find(" Bottom (") {
        Some(i) => (strip(&text[..i]), strip(&text[i + 1..])),
        None => (strip(text), String::new()),
    }
}
