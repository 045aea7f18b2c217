//! The Lorcana table: the opponent's side, the bag, your side, the selected card's
//! menu and your hand. A click on a card offers exactly its legal actions; a second
//! click on a lit target completes a two-card action.

use std::collections::HashSet;
use std::rc::Rc;

use yew::prelude::*;

use super::arrows::{Blow, ChallengeArrows};
use super::bag::Bag;
use super::card_menu::{CardMenu, MenuItem};
use super::hand::Hand;
use super::side::{Highlights, Side};
use crate::games::lorcana::cards::CardType;
use crate::games::lorcana::{action_subject, action_target, Action, CardId, CardView, Lorcana, LorcanaView};
use crate::ui::common::{hold_motion, use_pick, use_stable_callback};
use crate::ui::game_ui::TableProps;

/// Actions a click applies at once when they are a card's only one: there is nothing
/// else the player could have meant.
fn is_direct(action: &Action) -> bool {
    matches!(action, Action::PutBack { .. } | Action::ChooseTarget { .. } | Action::ResolveTrigger { .. })
}

fn involves(action: &Action, card: CardId) -> bool {
    action_subject(action) == Some(card) || action_target(action) == Some(card)
}

/// The action pairing the selected card with the clicked one, if exactly one does.
fn pairing(legal: &[Action], selected: CardId, clicked: CardId) -> Option<Action> {
    let mut found = legal.iter().filter(|a| {
        let (s, t) = (action_subject(a), action_target(a));
        (s == Some(selected) && t == Some(clicked)) || (t == Some(selected) && s == Some(clicked))
    });
    match (found.next(), found.next()) {
        (Some(a), None) => Some(*a),
        _ => None,
    }
}

fn highlights(legal: &[Action], selected: Option<CardId>, last: &[Action]) -> Highlights {
    let mut h = Highlights { selected, ..Default::default() };
    for a in last {
        h.last_from.extend(action_subject(a));
        h.last_to.extend(action_target(a));
    }
    for a in legal {
        h.actionable.extend(action_subject(a));
        if matches!(a, Action::Sing { .. }) {
            h.actionable.extend(action_target(a));
        }
        if let Some(sel) = selected {
            if action_subject(a) == Some(sel) {
                h.targets.extend(action_target(a));
            } else if action_target(a) == Some(sel) {
                h.targets.extend(action_subject(a));
            }
        }
    }
    h
}

/// The usual actions of a card that are not legal now, offered as "why not?".
fn why_not(view: &LorcanaView, card: &CardView, legal: &[Action]) -> Vec<Action> {
    let me = &view.seats[view.viewer];
    let in_hand = me.hand.as_ref().is_some_and(|h| h.iter().any(|c| c.id == card.id));
    let mine_in_play = me.characters.iter().chain(&me.items).any(|c| c.id == card.id);
    let candidates = match (in_hand, mine_in_play, card.card_type) {
        (true, _, _) => vec![Action::Ink { card: card.id }, Action::Play { card: card.id }],
        (_, true, CardType::Character) => vec![Action::Quest { card: card.id }],
        (_, true, CardType::Item) => vec![Action::Activate { card: card.id }],
        _ => vec![],
    };
    candidates.into_iter().filter(|a| !legal.contains(a)).collect()
}

fn find_card(view: &LorcanaView, id: CardId) -> Option<CardView> {
    view.seats.iter().find_map(|s| {
        s.hand.iter().flatten().chain(&s.characters).chain(&s.items).chain(&s.locations).find(|c| c.id == id).cloned()
    })
}

/// The cards in a zone now that were not in it at the last change of the match (drawn
/// into the viewer's hand, put into play): they move in when they appear. Nothing when
/// the seat shown changes (a hand-over), which is a new table, not a move.
#[hook]
fn use_arrivals(view: &Rc<LorcanaView>, version: u64) -> HashSet<CardId> {
    let memory = use_mut_ref(|| (version, view.clone(), HashSet::new()));
    let mut m = memory.borrow_mut();
    if m.0 != version {
        let fresh = if m.1.viewer == view.viewer { arrivals(&m.1, view) } else { HashSet::new() };
        *m = (version, view.clone(), fresh);
    }
    m.2.clone()
}

fn arrivals(before: &LorcanaView, now: &LorcanaView) -> HashSet<CardId> {
    // (in play?, card): a card played from a hand arrives in play.
    let zones = |v: &LorcanaView| -> HashSet<(bool, CardId)> {
        v.seats
            .iter()
            .flat_map(|s| {
                let play = s.characters.iter().chain(&s.items).chain(&s.locations).map(|c| (true, c.id));
                play.chain(s.hand.iter().flatten().map(|c| (false, c.id)))
            })
            .collect()
    };
    let was = zones(before);
    zones(now).into_iter().filter(|z| !was.contains(z)).map(|(_, id)| id).collect()
}

#[component]
pub fn LorcanaTable(props: &TableProps<Lorcana>) -> Html {
    // The selected card, for this position only (src/ui/common/stable.rs).
    let picked = use_pick::<CardId>(props.version);
    let selected = *picked;
    // Drawn for the first time or for another seat (a hand-over): nothing flies in.
    use_memo(props.viewer, |_| hold_motion(400.0));
    let view = props.view.clone();
    let decides = props.decides;
    let legal = props.legal.clone();
    let arrived = use_arrivals(&view, props.version);
    let mut lit = highlights(&legal, selected, &props.last);
    lit.arrived = arrived;
    let lit = Rc::new(lit);
    let blows: Vec<Blow> = props
        .last
        .iter()
        .filter_map(|a| match *a {
            Action::Challenge { attacker, target } => Some(Blow {
                attacker: u32::from(attacker.0),
                attacker_owner: attacker.owner(),
                target: u32::from(target.0),
                target_owner: target.owner(),
            }),
            _ => None,
        })
        .collect();
    let act = props.act.clone();
    // The same callback in every render, so the cards whose look did not change are
    // not redrawn (src/ui/common/stable.rs).
    let on_card = {
        let (legal, picked, act) = (legal.clone(), picked.clone(), act.clone());
        use_stable_callback(move |id: CardId| {
            if let Some(a) = selected.and_then(|sel| pairing(&legal, sel, id)) {
                act.emit(a);
                return;
            }
            let mine: Vec<&Action> = legal.iter().filter(|a| involves(a, id)).collect();
            if let [only] = mine.as_slice() {
                if is_direct(only) {
                    act.emit(**only);
                    return;
                }
            }
            picked.set(if selected == Some(id) { None } else { Some(id) });
        })
    };
    let menu = selected.and_then(|id| find_card(&view, id)).filter(|_| decides).map(|card| {
        let mut items: Vec<MenuItem> = legal
            .iter()
            .filter(|a| involves(a, card.id))
            .map(|a| {
                let info = props.ask.describe(a);
                MenuItem { label: info.label, kind: info.kind, action: *a, why_not: false }
            })
            .collect();
        items.extend(why_not(&view, &card, &legal).into_iter().map(|a| {
            let info = props.ask.describe(&a);
            MenuItem { label: info.label, kind: info.kind, action: a, why_not: true }
        }));
        let close = {
            let picked = picked.clone();
            Callback::from(move |_| picked.set(None))
        };
        html! { <CardMenu {card} {items} on_pick={act.clone()} on_close={close} /> }
    });
    let me = view.viewer;
    let them = 1 - me;
    let choosable: Vec<CardId> = legal
        .iter()
        .filter_map(|a| if let Action::ResolveTrigger { source } = a { Some(*source) } else { None })
        .collect();
    // Escape closes the card menu when focus is anywhere on the table.
    let on_key = {
        let picked = picked.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                picked.set(None);
            }
        })
    };
    html! {
        // Every child is keyed, the sides by seat: when the device changes hands the two
        // sides swap places and keep their cards, instead of each being rebuilt.
        <div class="lo-table" onkeydown={on_key}>
            <Side key={format!("side-{them}")} seat={view.seats[them].clone()} mine={false} active={view.active == them} highlights={lit.clone()} on_card={on_card.clone()} />
            <Bag key="bag" entries={view.bag.clone()} resolving={view.resolving.clone()} {choosable} on_pick={on_card.clone()} />
            <Side key={format!("side-{me}")} seat={view.seats[me].clone()} mine={true} active={view.active == me} highlights={lit.clone()} on_card={on_card.clone()} />
            <Hand key="hand" cards={view.seats[me].hand.clone().unwrap_or_default()} highlights={lit} {on_card} />
            // After the hand in the tab order; drawn over the table, so opening it moves nothing.
            <div key="menu" class="menu-slot">{ menu.unwrap_or_default() }</div>
            <ChallengeArrows key="arrows" {blows} version={props.version} />
        </div>
    }
}
