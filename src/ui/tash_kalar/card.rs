//! A Tash-Kalar card: code, name and rank, the pattern grid and the effect; a flare
//! shows both halves with whether each criterion is met now (TK-8.2).

use yew::prelude::*;

use super::pattern::Pattern;
use super::piece::{colour_class, colour_name, rank_word};
use super::symbols::card_text;
use crate::games::tash_kalar::{CardId, CardKind, CardView, FlareStatus};
use crate::ui::common::{grow_in, use_inspector};

#[derive(Properties, PartialEq)]
pub struct TkCardProps {
    pub card: CardView,
    /// The holder's colour, for the pattern's pieces.
    pub colour: u8,
    /// It has a legal action now.
    #[prop_or_default]
    pub actionable: bool,
    #[prop_or_default]
    pub selected: bool,
    /// For a flare: its criteria against each opponent.
    #[prop_or_default]
    pub flare: Vec<FlareStatus>,
    #[prop_or_default]
    pub teams: bool,
    pub on_click: Callback<CardId>,
    /// The large copy shown by the inspector.
    #[prop_or_default]
    pub large: bool,
}

/// The card in words for screen readers: code, name, rank and its whole text.
pub fn describe_card(c: &CardView) -> String {
    let rank = c.rank.map(rank_word).unwrap_or("flare");
    format!("{} {}, {rank}. {}", c.code, c.name, c.text)
}

#[component]
pub fn TkCard(props: &TkCardProps) -> Html {
    let inspector = use_inspector();
    let c = &props.card;
    let id = c.id;
    let on_click = props.on_click.clone();
    let node = use_node_ref();
    {
        // A card that comes into the hand (refilled, taken) grows in.
        let node = node.clone();
        use_effect_with((), move |_| {
            if let Some(el) = node.cast::<web_sys::Element>() {
                grow_in(&el);
            }
        });
    }
    let kind = match c.kind {
        CardKind::Being => "tk-being",
        CardKind::Legend => "tk-legend",
        CardKind::Flare => "tk-flare",
    };
    let rank = c.rank.map(rank_word);
    let class = classes!(
        "tk-card",
        kind,
        colour_class(props.colour),
        rank.map(|r| format!("tk-rank-{r}")),
        props.actionable.then_some("tk-actionable"),
        props.selected.then_some("tk-selected"),
        props.large.then_some("large"),
    );
    let label = describe_card(c);
    let face = html! {
        <CardFace card={c.clone()} colour={props.colour} flare={props.flare.clone()} teams={props.teams} />
    };
    if props.large {
        return html! { <div {class} role="img" aria-label={label}>{ face }</div> };
    }
    let big = (c.clone(), props.colour, props.flare.clone(), props.teams);
    let h = inspector.handlers(move || {
        let (card, colour, flare, teams) = big.clone();
        html! { <TkCard {card} {colour} {flare} {teams} on_click={Callback::noop()} large=true /> }
    });
    html! {
        <button ref={node} {class} data-card={c.code} data-id={id.0.to_string()} aria-label={label}
            aria-pressed={if props.selected { "true" } else { "false" }}
            onmouseenter={h.on_enter()} onmouseleave={h.on_leave()} onfocus={h.on_focus()} onblur={h.on_blur()}
            oncontextmenu={h.on_long_press()}
            onclick={move |_| on_click.emit(id)}>
            { face }
        </button>
    }
}

#[derive(Properties, PartialEq)]
struct CardFaceProps {
    card: CardView,
    colour: u8,
    flare: Vec<FlareStatus>,
    teams: bool,
}

/// What is printed on the card. Its own component: a card that becomes playable, or
/// stops being, or is selected, changes only its frame (classes and ARIA), and its
/// face is not built or compared again (the table standard, point 4: the other side's moves are followed).
#[component]
fn CardFace(props: &CardFaceProps) -> Html {
    let c = &props.card;
    let rank = c.rank.map(rank_word);
    html! {
        <>
            <span class="tk-head">
                <span class="tk-code">{ c.code }</span>
                <span class="tk-name">{ c.name }</span>
                if let Some(r) = rank { <span class={classes!("tk-rank-badge", format!("tk-rank-{r}"))}>{ r }</span> }
            </span>
            if let (Some(r), false) = (c.rank, c.pattern.is_empty()) {
                <Pattern cells={c.pattern.clone()} rank={r} colour={props.colour} />
                <span class="tk-text">{ card_text(&c.text) }</span>
            } else {
                { flare_halves(c, &props.flare, props.teams) }
            }
        </>
    }
}

/// The two halves of a flare, each with its threshold and whether it is met now.
fn flare_halves(c: &CardView, status: &[FlareStatus], teams: bool) -> Html {
    let (top_text, bottom_text) = split_flare_text(&c.text);
    let half = |name: &'static str, n: Option<u8>, text: String, met: Vec<(u8, bool)>| {
        let any = met.iter().any(|(_, m)| *m);
        html! {
            <span class={classes!("tk-half", format!("tk-{name}"), any.then_some("tk-met"))}>
                <span class="tk-half-head">
                    <span class="tk-threshold">{ format!("{} {}", if name == "top" { "▲" } else { "▼" }, n.unwrap_or(0)) }</span>
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
