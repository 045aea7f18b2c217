//! The zones of the table, drawn from the view: the planet's three biomes (both sectors,
//! their agents), the queue as a stack, each seat's staging, energy, deck, cache and hand.

use yew::prelude::*;

use super::card::{describe, Lit, NexusCard};
use crate::games::nexus::view::{CardView, ItemView, NexusView, SeatView};
use crate::games::nexus::CardId;

/// What is lit on the table.
#[derive(Clone, PartialEq, Default)]
pub struct Highlights {
    pub actionable: Vec<CardId>,
    pub targets: Vec<CardId>,
    pub selected: Option<CardId>,
    pub attackers: Vec<CardId>,
    pub defenders: Vec<CardId>,
    pub last_move: Vec<CardId>,
}

impl Highlights {
    pub fn lit(&self, id: CardId) -> Lit {
        Lit {
            actionable: self.actionable.contains(&id),
            selected: self.selected == Some(id),
            target: self.targets.contains(&id),
            attacking: self.attackers.contains(&id),
            defending: self.defenders.contains(&id),
            last_move: self.last_move.contains(&id),
        }
    }
}

pub fn cards(list: &[CardView], h: &Highlights, on_card: &Callback<CardId>) -> Html {
    list.iter()
        .map(|c| html! { <NexusCard card={c.clone()} lit={h.lit(c.id)} on_click={on_card.clone()} /> })
        .collect::<Html>()
}

fn seat_label(s: usize) -> &'static str {
    if s == 0 {
        "P1"
    } else {
        "P2"
    }
}

/// The planet: three biomes side by side; the viewer's sector at the bottom of each.
pub fn planet(view: &NexusView, h: &Highlights, on_card: &Callback<CardId>) -> Html {
    let me = view.seat;
    let them = 1 - me;
    html! {
        <section class="nx-planet" aria-label="The planet: three biomes">
            { for view.planet.iter().map(|b| {
                let sector = |s: usize| html! {
                    <div class={classes!("nx-sector", (s == me).then_some("nx-mine"), b.lost[s].then_some("nx-lost"))} role="group"
                        aria-label={format!("{}'s {} sector: {} durability{}", seat_label(s), b.slot, b.durability[s].max(0),
                            if b.lost[s] { ", lost" } else { "" })}>
                        <span class="nx-durability" title="Durability">
                            { format!("{} {}", seat_label(s), if b.lost[s] { "LOST".to_string() } else { format!("♦ {}", b.durability[s].max(0)) }) }
                        </span>
                        <div class="nx-agents">{ cards(&b.agents[s], h, on_card) }</div>
                    </div>
                };
                html! {
                    <div class={classes!("nx-biome", (b.lost[0] || b.lost[1]).then_some("nx-closed"))}>
                        <header class="nx-biome-head">
                            <strong>{ b.slot }{ " · " }{ b.name }</strong>
                            if let Some(i) = b.influence { <span class="nx-influence" title={i}>{ i }</span> }
                        </header>
                        { sector(them) }
                        { sector(me) }
                        { fights(view, b) }
                    </div>
                }
            }) }
        </section>
    }
}

/// Who hits whom in this biome during a battle (NX-9.2-9.4): each attacker and the
/// defenders that block it, in damage order, or the sector it strikes if unblocked.
fn fights(view: &NexusView, b: &crate::games::nexus::view::BiomeView) -> Html {
    let here = |id: CardId| b.agents.iter().flatten().find(|c| c.id == id);
    let mut attackers: Vec<CardId> = view.attackers.clone();
    attackers.extend(view.draft.attackers.iter().copied().filter(|a| !view.attackers.contains(a)));
    let lines: Vec<(String, String)> = attackers
        .iter()
        .filter_map(|&a| here(a).map(|c| (a, c)))
        .map(|(a, c)| {
            let mut defenders: Vec<&str> = view
                .blocks
                .iter()
                .filter(|(x, _)| *x == a)
                .flat_map(|(_, ds)| ds.iter().filter_map(|&d| here(d).map(|v| v.name)))
                .collect();
            defenders.extend(view.draft.blocks.iter().filter(|(_, x)| *x == a).filter_map(|&(d, _)| here(d).map(|v| v.name)));
            let owner = seat_label(a.owner());
            let foe = seat_label(1 - a.owner());
            let hits = if defenders.is_empty() {
                format!("{foe}'s {} sector", b.slot)
            } else {
                defenders.join(", then ")
            };
            (format!("{owner}'s {}", c.name), hits)
        })
        .collect();
    if lines.is_empty() {
        return html! {};
    }
    html! {
        <ul class="nx-fights" aria-label={format!("Battle in {}", b.slot)}>
            { for lines.into_iter().map(|(who, whom)| html! {
                <li><span class="nx-hitter">{ who }</span><span class="nx-arrow" role="img" aria-label="hits">{ " ⚔→ " }</span><span class="nx-hit">{ whom }</span></li>
            }) }
        </ul>
    }
}

/// The queue as a stack: the top (next to execute) first, with what each entry targets.
pub fn queue(items: &[ItemView], on_card: &Callback<CardId>, h: &Highlights) -> Html {
    html! {
        <section class="nx-queue" aria-label="The queue (last in, first out)">
            <h3>{ "Queue" }<span class="nx-hint">{ if items.is_empty() { " — empty" } else { " — top executes first" } }</span></h3>
            <ol class="nx-stack">
                { for items.iter().rev().enumerate().map(|(i, it)| html! {
                    <li class={classes!("nx-item", (i == 0).then_some("nx-top"), it.cancelled.then_some("nx-cancelled"))}
                        data-item={it.id.to_string()}>
                        <span class="nx-item-what">
                            { &it.what }
                            { match it.speed { Some(s) => format!(" (speed {s})"), None => " (speedless)".to_string() } }
                            { if it.cancelled { " — cancelled" } else { "" } }
                        </span>
                        if !it.targets.is_empty() {
                            <span class="nx-item-targets">{ "→ " }{ it.targets.join("; ") }</span>
                        }
                        if let Some(c) = &it.card {
                            <NexusCard card={c.clone()} lit={h.lit(c.id)} on_click={on_card.clone()} />
                        }
                    </li>
                }) }
            </ol>
        </section>
    }
}

/// One seat's row: energy, deck, hand count, cache (browsable), staging.
pub fn side(view: &NexusView, seat: usize, h: &Highlights, on_card: &Callback<CardId>) -> Html {
    let p: &SeatView = &view.players[seat];
    let mine = seat == view.seat;
    html! {
        <section class={classes!("nx-side", mine.then_some("nx-mine"), (view.active == seat).then_some("nx-active"))}
            aria-label={format!("{}{}", seat_label(seat), if mine { " (you)" } else { "" })}>
            <div class="nx-counts">
                <strong>{ seat_label(seat) }{ if mine { " (you)" } else { "" } }{ if view.active == seat { " · active" } else { "" } }</strong>
                <span class="nx-energy" title="Unlocked energy sources / all sources">{ format!("Energy {}/{}", p.energy_ready, p.energy_total) }</span>
                <span>{ format!("Deck {}", p.deck_count) }</span>
                if !mine { <span class="nx-hand-count">{ format!("Hand {}", p.hand_count) }</span> }
                <span>{ format!("Biomes lost {}", p.biomes_lost) }</span>
                if mine && view.active == seat {
                    <span class="nx-limits">{ format!("{} · {}", if p.converted_this_turn { "converted" } else { "may convert" },
                        if p.anomaly_this_turn { "anomaly played" } else { "may play an anomaly" }) }</span>
                }
                <details class="nx-cache">
                    <summary>{ format!("Cache {}", p.cache.len()) }</summary>
                    <ul>{ for p.cache.iter().rev().map(|c| html! { <li title={describe(c)}>{ c.name }</li> }) }</ul>
                </details>
            </div>
            <div class="nx-staging" role="group" aria-label={format!("{}'s staging area", seat_label(seat))}>
                <span class="nx-zone-name">{ "Staging" }</span>
                { cards(&p.staging, h, on_card) }
            </div>
        </section>
    }
}

/// The viewer's hand (the other hand is never in the view).
pub fn hand(view: &NexusView, h: &Highlights, on_card: &Callback<CardId>) -> Html {
    let list = view.players[view.seat].hand.clone().unwrap_or_default();
    html! {
        <section class="nx-hand" aria-label="Your hand">
            <span class="nx-zone-name">{ format!("Your hand ({})", list.len()) }</span>
            { cards(&list, h, on_card) }
        </section>
    }
}
