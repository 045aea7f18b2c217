//! The Altered table. A click on a card or object offers exactly its legal actions: one
//! is applied at once, several open a menu (and, for a card going into an expedition,
//! light the expeditions it can go to). A card with no legal action offers "why not?",
//! which asks the engine and shows its refusal with the rule id.

use std::rc::Rc;

use yew::prelude::*;

use crate::ui::common::use_pick;

use super::adventure::{Expeditions, Track};
use super::card::{AlCard, Key, Lit};
use super::order::needless_order;
use super::side::PlayerSide;
use crate::games::altered::view::AlteredView;
use crate::games::altered::{Action, Altered, ObjectId, Side};
use crate::ui::game_ui::TableProps;

fn key_of(a: &Action) -> Option<Key> {
    match a.subject() {
        (Some(c), _) => Some(Key::Hand(c)),
        (_, Some(o)) => Some(Key::Obj(o)),
        _ => None,
    }
}

/// The usual plays of a card that are not legal now, offered as "why not?".
fn why_not(view: &AlteredView, key: Key, legal: &[Action]) -> Vec<Action> {
    if view.decision.as_ref().is_none_or(|d| d.kind != crate::engine::DecisionKind::Turn) {
        return Vec::new();
    }
    let me = &view.seats[view.viewer];
    let into = |needs: bool| if needs { Some(Side::Hero) } else { None };
    let cands = match key {
        Key::Hand(card) => me
            .hand
            .iter()
            .flatten()
            .filter(|h| h.card == card)
            .map(|h| Action::PlayHand { card, to: into(needs_exp(&h.face)) })
            .collect(),
        Key::Obj(obj) => me
            .reserve
            .iter()
            .filter(|o| o.id == obj)
            .map(|o| Action::PlayReserve { obj, to: into(needs_exp(&o.face)) })
            .collect::<Vec<_>>(),
    };
    cands.into_iter().filter(|a| !legal.iter().any(|l| key_of(l) == key_of(a))).collect()
}

fn needs_exp(f: &crate::games::altered::view::Face) -> bool {
    use crate::games::altered::cards::CardType;
    matches!(f.kind, CardType::Character | CardType::Gear)
}

#[component]
pub fn AlteredTable(props: &TableProps<Altered>) -> Html {
    // For this position only: an action clears it (src/ui/common/stable.rs).
    let selected = use_pick::<Key>(props.version);
    let view = props.view.clone();
    let decides = props.decides;
    let legal = props.legal.clone();
    let act = props.act.clone();
    // Issue 21 point 5: an AL-2.8 order that cannot differ for the viewer is answered by
    // the table (src/ui/altered/order.rs), and the words stay on the table for that day.
    let auto_note = use_state_eq(|| None::<(u32, String)>);
    {
        let needless = if decides { needless_order(&view, &legal) } else { None };
        let (act, auto_note, day) = (act.clone(), auto_note.clone(), view.day);
        use_effect_with((props.version, needless), move |(_, needless)| {
            if let Some((action, why)) = needless.clone() {
                auto_note.set(Some((day, why)));
                act.emit(action);
            }
        });
    }
    let note = auto_note.as_ref().filter(|(day, _)| *day == view.day).map(|(_, why)| why.clone());
    let on_card = {
        let (legal, selected, act, view) = (legal.clone(), selected.clone(), act.clone(), view.clone());
        Callback::from(move |k: Key| {
            let mine: Vec<&Action> = legal.iter().filter(|a| key_of(a) == Some(k)).collect();
            if let [only] = mine.as_slice() {
                if only.destination().is_none() {
                    act.emit(**only);
                    return;
                }
            }
            if mine.is_empty() && why_not(&view, k, &legal).is_empty() {
                selected.set(None);
                return;
            }
            selected.set(if *selected == Some(k) { None } else { Some(k) });
        })
    };
    let targets: Rc<Vec<Side>> = Rc::new(match *selected {
        Some(k) => legal.iter().filter(|a| key_of(a) == Some(k)).filter_map(|a| a.destination()).collect(),
        None => Vec::new(),
    });
    let on_expedition = {
        let (legal, selected, act) = (legal.clone(), selected.clone(), act.clone());
        Callback::from(move |side: Side| {
            if let Some(a) = legal.iter().find(|a| key_of(a) == *selected && a.destination() == Some(side)) {
                act.emit(*a);
            }
        })
    };
    let actionable_objs: Rc<Vec<ObjectId>> =
        Rc::new(legal.iter().filter_map(|a| if let Some(Key::Obj(o)) = key_of(a) { Some(o) } else { None }).collect());
    let me = view.viewer;
    let them = 1 - me;
    // The other side's moves since the viewer last decided (the table standard, point 4: the other side's moves are followed): the
    // objects they acted on, and the object a card they played became.
    let played = props.last.iter().any(|a| matches!(a, Action::PlayHand { .. } | Action::PlayReserve { .. }));
    let last_play = view.last_played.filter(|(s, _)| *s != me && played).map(|(_, id)| id);
    let last: Rc<Vec<ObjectId>> = Rc::new(
        props
            .last
            .iter()
            .filter_map(|a| if let Some(Key::Obj(o)) = key_of(a) { Some(o) } else { None })
            .chain(last_play)
            .collect(),
    );
    let last_words = last_play.and_then(|id| {
        let all = view.seats.iter().flat_map(|s| {
            s.reserve
                .iter()
                .chain(s.landmarks.iter())
                .chain(s.discard.iter())
                .chain(s.expeditions.iter().flat_map(|e| e.characters.iter().chain(e.gears.iter())))
        });
        all.into_iter().find(|o| o.id == id).map(|o| format!("P{} last played {}", them + 1, o.face.name))
    });
    let kept = |seat: usize| -> Vec<ObjectId> {
        view.cleanup
            .get(seat)
            .cloned()
            .flatten()
            .map(|c| c.reserve.into_iter().chain(c.landmarks).collect())
            .unwrap_or_default()
    };
    let menu = selected.filter(|_| decides).map(|k| {
        let mut items: Vec<(Action, String, &'static str, bool)> = legal
            .iter()
            .filter(|a| key_of(a) == Some(k))
            .map(|a| {
                let i = props.ask.describe(a);
                (*a, i.label, i.kind, false)
            })
            .collect();
        items.extend(why_not(&view, k, &legal).into_iter().map(|a| {
            let i = props.ask.describe(&a);
            (a, i.label, i.kind, true)
        }));
        let close = {
            let selected = selected.clone();
            Callback::from(move |_| selected.set(None))
        };
        html! {
            <div class="al-menu" role="menu" aria-label="Actions for the selected card">
                { for items.into_iter().map(|(a, label, kind, why)| {
                    let act = act.clone();
                    html! { <button role="menuitem" data-kind={kind} class={classes!("al-menu-item", why.then_some("al-why-not"))}
                        onclick={move |_| act.emit(a)}>{ label }{ if why { " — why not?" } else { "" } }</button> }
                }) }
                <button role="menuitem" class="al-close" aria-label="Close menu" onclick={close}>{ "×" }</button>
            </div>
        }
    });
    let on_key = {
        let selected = selected.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                selected.set(None);
            }
        })
    };
    let hand_lit = |c: crate::games::altered::CardId| Lit {
        actionable: legal.iter().any(|a| key_of(a) == Some(Key::Hand(c))),
        selected: *selected == Some(Key::Hand(c)),
        last: false,
    };
    let prompt = match (&view.decision, &view.outcome) {
        (_, Some(o)) => o.reason.clone(),
        (Some(d), _) if d.seat == me && decides => d.prompt.clone(),
        (Some(d), _) => format!("Waiting for P{}", d.seat + 1),
        _ => String::new(),
    };
    let phases = ["Morning", "Noon", "Afternoon", "Dusk", "Night"];
    html! {
        <div class="al-table" onkeydown={on_key}>
            <div class="al-topline">
                <nav class="al-day" aria-label="The day">
                    <span class="al-day-number">{ format!("Day {}", view.day) }</span>
                    { for phases.iter().map(|p| {
                        let on = view.phase == *p;
                        html! { <span class={classes!("al-phase", on.then_some("al-now"))} aria-current={on.then_some("step")}>{ *p }</span> }
                    }) }
                    <span class="al-step">{ view.step }</span>
                </nav>
                <p class="al-prompt" role="status" aria-live="polite">{ prompt }</p>
                if let Some(why) = note { <p class="al-auto-note" role="status">{ why }</p> }
            </div>
            // The board scrolls in its own box if the window is short; the viewer's side
            // and hand below it are rows of their own, so they never lie over a card.
            <div class="al-board">
            <Track view={view.clone()} />
            <PlayerSide seat={view.seats[them].clone()} mine={false} active={view.to_act == Some(them)} first={view.first_player == them}
                actionable={actionable_objs.clone()} selected={*selected} on_card={on_card.clone()} last={last.clone()} kept={kept(them)} />
            <Expeditions view={view.clone()} actionable={actionable_objs.clone()} selected={*selected} targets={targets.clone()}
                on_card={on_card.clone()} {on_expedition} last={last.clone()} />
            </div>
            // Limbo is its own row, never over a card of the board.
            <section class="al-limbo" aria-label="Limbo">
                <span class="al-zone-name">{ "Limbo" }</span>
                if let Some(w) = last_words { <span class="al-last-move">{ w }</span> }
                { for view.limbo.iter().map(|o| html! {
                    <AlCard face={o.face.clone()} at={Key::Obj(o.id)} obj={Some(o.clone())} on_click={on_card.clone()} />
                }) }
                if view.emblems.is_empty() && view.limbo.is_empty() { <span class="al-empty">{ "nothing waiting" }</span> }
                <ol class="al-emblems" aria-label="Reactions waiting, in order">
                    { for view.emblems.iter().map(|e| {
                        let k = Key::Obj(e.id);
                        let on = on_card.clone();
                        let live = actionable_objs.contains(&e.id);
                        html! { <li><button class={classes!("al-emblem", live.then_some("al-actionable"))} data-obj={e.id.0.to_string()}
                            title={e.text} aria-label={format!("P{}'s Reaction of {}: {}", e.controller + 1, e.source_name, e.text)}
                            onclick={move |_| on.emit(k)}>{ format!("P{} · {}", e.controller + 1, e.source_name) }</button></li> }
                    }) }
                </ol>
                if !view.last_dusk.is_empty() && (view.phase == "Dusk" || view.phase == "Night") {
                    <span class="al-dusk-sum">{ "Dusk: " }{ for view.last_dusk.iter().map(|l| html! {
                        <span class="al-dusk-line">{ format!("P{} {} {}/{}/{} {}", l.seat + 1, if l.side == Side::Hero { "H" } else { "C" },
                            l.totals[0], l.totals[1], l.totals[2], if l.moved { "moves" } else { "stays" }) }</span>
                    }) }</span>
                }
            </section>
            // The viewer's own side (hero, mana, reserve, landmarks) is docked with the
            // hand, out of the board's scrolling box: what they play from and choose at
            // Clean-up is always in view, at every window size.
            <div class="al-dock">
            <div class="al-menu-slot">{ menu.unwrap_or_default() }</div>
            <PlayerSide seat={view.seats[me].clone()} mine={true} active={view.to_act == Some(me)} first={view.first_player == me}
                actionable={actionable_objs.clone()} selected={*selected} on_card={on_card.clone()} last={last.clone()} kept={kept(me)} />
            <section class="al-hand" aria-label="Your hand">
                { for view.seats[me].hand.iter().flatten().map(|h| html! {
                    <AlCard face={h.face.clone()} at={Key::Hand(h.card)} lit={hand_lit(h.card)} on_click={on_card.clone()} />
                }) }
                if view.seats[me].hand.as_ref().is_none_or(|h| h.is_empty()) { <span class="al-empty">{ "Your hand is empty" }</span> }
            </section>
            </div>
            <span class="al-sr">{ describe_summary(&view) }</span>
        </div>
    }
}

/// One line for screen readers: where the race stands.
fn describe_summary(v: &AlteredView) -> String {
    format!("Day {}, {}: P1 travelled {}, P2 travelled {}", v.day, v.phase, v.seats[0].progress, v.seats[1].progress)
}
