//! What is printed on a card. A being or legend: its rank mark and name, its
//! illustration beside its pattern (the card's key information, TK-C0) and its effect.
//! A flare: both halves, each with its threshold and whether it is met now (TK-8.2).
//!
//! Its own component: a card that becomes playable, or stops being, or is selected,
//! changes only its frame (classes and ARIA), and its face is not built again.

use yew::prelude::*;

use super::art::art;
use super::pattern::pattern;
use super::piece::{colour_name, rank_word};
use super::symbols::card_text;
use crate::games::tash_kalar::{CardKind, CardView, FlareStatus};

#[derive(Properties, PartialEq)]
pub struct CardFaceProps {
    pub card: CardView,
    pub colour: u8,
    pub flare: Vec<FlareStatus>,
    pub teams: bool,
}

#[component]
pub fn CardFace(props: &CardFaceProps) -> Html {
    let c = &props.card;
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
                    { pattern(&c.pattern, r, props.colour) }
                </span>
                <span class="tk-text">{ card_text(&c.text) }</span>
            } else {
                { art(c.code, "tk-art") }
                { flare_halves(c, &props.flare, props.teams) }
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
        let (arrow, what) = if name == "top" { ("▲", "upgraded pieces") } else { ("▼", "pieces") };
        html! {
            <span class={classes!("tk-half", format!("tk-{name}"), any.then_some("tk-met"))}>
                <span class="tk-half-head">
                    <span class="tk-threshold" title={format!("They have {} more {what} than you", n.unwrap_or(0))}>
                        { format!("{arrow} {}", n.unwrap_or(0)) }
                    </span>
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
