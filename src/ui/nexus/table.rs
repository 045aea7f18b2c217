//! The Nexus table: the prompt and the window (whose floor, which speeds), the other
//! seat, the planet and the queue, your seat, the selected card's menu and your hand.
//! A click on a card offers exactly its legal actions; every action also has a button.


use yew::prelude::*;

use crate::ui::common::{hold_motion, use_pick};

use super::zones::{hand, planet, queue, side, Highlights};
use crate::games::nexus::view::{CardView, NexusView};
use crate::games::nexus::{action_subject, action_target, Action, CardId, Nexus, Target};
use crate::ui::game_ui::TableProps;

fn target_card(a: &Action) -> Option<CardId> {
    match action_target(a) {
        Some(Target::Agent(c)) => Some(c),
        _ => None,
    }
}

fn involves(a: &Action, card: CardId) -> bool {
    action_subject(a) == Some(card) || target_card(a) == Some(card)
}

fn highlights(view: &NexusView, legal: &[Action], last: &[Action], selected: Option<CardId>) -> Highlights {
    let mut h = Highlights { selected, attackers: view.attackers.clone(), ..Default::default() };
    // The other side's moves since the viewer last decided: outlined until the viewer acts.
    for a in last {
        h.last_move.extend(action_subject(a));
        h.last_move.extend(target_card(a));
    }
    h.defenders = view.blocks.iter().flat_map(|(_, d)| d.clone()).collect();
    h.attackers.extend(view.draft.attackers.iter().copied());
    h.defenders.extend(view.draft.blocks.iter().map(|b| b.0));
    for a in legal {
        h.actionable.extend(action_subject(a));
        if let Some(sel) = selected {
            if action_subject(a) == Some(sel) {
                h.targets.extend(target_card(a));
            }
        }
    }
    h
}

/// Speeds in words for the window line.
fn window_line(view: &NexusView) -> String {
    match view.floor {
        Some(f) => {
            let who =
                if f == view.seat { "You hold the floor".to_string() } else { format!("P{} holds the floor", f + 1) };
            let speeds = if view.speeds_now.is_empty() {
                "no speed usable now".to_string()
            } else {
                format!(
                    "speed {} usable now",
                    view.speeds_now.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(", ")
                )
            };
            format!(
                "{who} · {speeds} · this window allows speed {}",
                view.window_speeds.iter().map(|s| s.to_string()).collect::<Vec<_>>().join("/")
            )
        }
        None => "No window open: a declaration or a choice is being made".to_string(),
    }
}

#[component]
pub fn NexusTable(props: &TableProps<Nexus>) -> Html {
    // Drawn for the first time or for another seat (a hand-over): nothing moves in.
    use_memo(props.viewer, |_| hold_motion(400.0));
    // For this position only: an action clears it (src/ui/common/stable.rs).
    let selected = use_pick::<CardId>(props.version);
    let view = props.view.clone();
    let decides = props.decides;
    let legal = props.legal.clone();
    let lit = highlights(&view, &legal, &props.last, *selected);
    let their_moves = last_moves(props);
    let act = props.act.clone();
    let on_card = {
        let (legal, selected, act) = (legal.clone(), selected.clone(), act.clone());
        Callback::from(move |id: CardId| {
            if let Some(sel) = *selected {
                let pair: Vec<&Action> =
                    legal.iter().filter(|a| action_subject(a) == Some(sel) && target_card(a) == Some(id)).collect();
                if let [only] = pair.as_slice() {
                    act.emit((*only).clone());
                    return;
                }
            }
            let mine: Vec<&Action> = legal.iter().filter(|a| action_subject(a) == Some(id)).collect();
            if let [only] = mine.as_slice() {
                if matches!(
                    only,
                    Action::Lock { .. }
                        | Action::Bottom { .. }
                        | Action::Discard { .. }
                        | Action::OrderDefender { .. }
                        | Action::ChooseTarget { .. }
                        | Action::ReactiveNext { .. }
                ) {
                    act.emit((*only).clone());
                    return;
                }
            }
            selected.set(if *selected == Some(id) { None } else { Some(id) });
        })
    };
    let menu = selected.filter(|_| decides).map(|id| {
        let mut items: Vec<(String, &'static str, Action, bool)> = legal
            .iter()
            .filter(|a| involves(a, id))
            .map(|a| {
                let info = props.ask.describe(a);
                (info.label, info.kind, a.clone(), false)
            })
            .collect();
        let in_hand = view.players[view.seat].hand.iter().flatten().any(|c| c.id == id);
        if in_hand && !legal.iter().any(|a| matches!(a, Action::Play { card, .. } if *card == id)) {
            let a = Action::Play { card: id, target: None, biome: None };
            items.push((format!("Play {}", card_name(&view, id)), "play", a, true));
        }
        let close = selected.clone();
        html! {
            <div class="nx-menu" role="menu" aria-label={format!("Actions for {}", card_name(&view, id))}>
                <span class="nx-menu-title">{ card_name(&view, id) }</span>
                if items.iter().all(|i| i.3) { <span class="nx-none">{ "No legal action for this card now." }</span> }
                { for items.into_iter().map(|(label, kind, a, why)| {
                    let act = act.clone();
                    html! {
                        <button role="menuitem" data-kind={kind} class={classes!("nx-menu-action", why.then_some("nx-why-not"))}
                            onclick={move |_| act.emit(a.clone())}>
                            { label }{ if why { " — why not?" } else { "" } }
                        </button>
                    }
                }) }
                <button role="menuitem" class="nx-close" aria-label="Close menu" onclick={move |_| close.set(None)}>{ "×" }</button>
            </div>
        }
    });
    let prompt = match (&view.decision, &view.outcome) {
        (_, Some(o)) => o.reason.clone(),
        (Some(d), _) if d.seat == view.seat && decides => d.prompt.clone(),
        (Some(d), _) => format!("Waiting for P{} to decide", d.seat + 1),
        _ => String::new(),
    };
    let on_key = {
        let selected = selected.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                selected.set(None);
            }
        })
    };
    let me = view.seat;
    html! {
        <div class="nx-table" onkeydown={on_key}>
            <div class="nx-status" role="status" aria-live="polite">
                <p class="nx-prompt">{ prompt }</p>
                <p class="nx-window">{ window_line(&view) }</p>
                if let Some((what, owed)) = &view.paying { <p class="nx-paying">{ format!("{what}: {owed} still owed") }</p> }
                if let Some(l) = their_moves { <p class="nx-last nx-their-move">{ l }</p> }
                else if let Some(l) = &view.last { <p class="nx-last">{ "Last: " }{ l }</p> }
            </div>
            // The board scrolls in its own box if the window is short; the hand is the
            // last row, always in view and never over a card.
            <div class="nx-board">
                { side(&view, 1 - me, &lit, &on_card) }
                <div class="nx-middle">
                    { planet(&view, &lit, &on_card) }
                    { queue(&view.queue, &on_card, &lit) }
                </div>
                { side(&view, me, &lit, &on_card) }
            </div>
            { menu.unwrap_or_default() }
            { hand(&view, &lit, &on_card) }
        </div>
    }
}

/// A card's name as the viewer sees it: on the planet, in a staging area, a cache, the
/// queue or the viewer's own hand.
fn card_name(view: &NexusView, id: CardId) -> &'static str {
    fn walk<'a>(cards: impl IntoIterator<Item = &'a CardView>, id: CardId) -> Option<&'static str> {
        cards.into_iter().find_map(|c| if c.id == id { Some(c.name) } else { walk(&c.attached, id) })
    }
    let planet = view.planet.iter().flat_map(|b| b.agents.iter().flatten());
    let seats = view.players.iter().flat_map(|p| p.hand.iter().flatten().chain(&p.staging).chain(&p.cache));
    let queue = view.queue.iter().filter_map(|i| i.card.as_ref());
    walk(planet.chain(seats).chain(queue), id).unwrap_or("this card")
}

/// The other side's moves since the viewer last decided, in one line (the last three,
/// passes left out when something else happened). A card put under a deck after a
/// mulligan is not named: the viewer may not see it.
fn last_moves(props: &TableProps<Nexus>) -> Option<String> {
    let other = 1 - props.viewer;
    let shown: Vec<&Action> = props.last.iter().filter(|a| !matches!(a, Action::Pass)).collect();
    let shown: Vec<&Action> =
        if shown.is_empty() { props.last.iter().collect() } else { shown };
    let words: Vec<String> = shown
        .iter()
        .rev()
        .take(3)
        .rev()
        .map(|a| match a {
            Action::Bottom { .. } => "put a card on the bottom of their deck".to_string(),
            Action::Pass => "passed".to_string(),
            _ => props.ask.describe(a).label,
        })
        .collect();
    (!words.is_empty()).then(|| format!("P{}'s last move: {}", other + 1, words.join("; ")))
}
