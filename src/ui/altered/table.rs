//! The Altered table, laid out as players sit: the other player's two expeditions, the
//! Adventure between the expeditions that face each other (AL-1.5), the viewer's two
//! expeditions, each player's own zones beside their expeditions, then Limbo and the
//! viewer's Hand at the bottom. Clicks, lights and the card's menu are the shared layer's
//! (src/ui/common/interaction.rs, src/ui/altered/interact.rs).

use std::rc::Rc;

use yew::prelude::*;

use super::day::day;
use super::expedition::{expedition, Standing};
use super::hand::hand;
use super::interact::{objects, Key};
use super::limbo::{limbo, Words};
use super::order::needless_order;
use super::playback::use_dusk_playback;
use super::side::{side, Who};
use super::track::{track, use_marker_motion};
use crate::games::altered::view::AlteredView;
use crate::games::altered::{Action, Altered, ObjectId, Side};
use crate::ui::common::{hold_motion, motion_ms, use_interaction, Highlights};
use crate::ui::game_ui::TableProps;

/// An AL-2.8 order that cannot differ for the viewer is answered by the table
/// (src/ui/altered/order.rs); its words stay on the table for that day.
#[hook]
fn use_needless_order(props: &TableProps<Altered>) -> Option<String> {
    let note = use_state_eq(|| None::<(u32, String)>);
    let view = &props.view;
    let needless = if props.decides { needless_order(view, &props.legal) } else { None };
    {
        let (act, note, day) = (props.act.clone(), note.clone(), view.day);
        use_effect_with((props.version, needless), move |(_, needless)| {
            if let Some((action, why)) = needless.clone() {
                note.set(Some((day, why)));
                act.emit(action);
            }
        });
    }
    note.as_ref().filter(|(day, _)| *day == view.day).map(|(_, why)| why.clone())
}

/// The object the other side's last play became (a Hand card is a new object in play,
/// AL-2.3), with the words saying so.
fn last_play(view: &AlteredView, last: &[Action]) -> Option<(ObjectId, String)> {
    let played = last.iter().any(|a| matches!(a, Action::PlayHand { .. } | Action::PlayReserve { .. }));
    let (seat, id) = view.last_played.filter(|(s, _)| *s != view.viewer && played)?;
    let o = objects(view).find(|o| o.id == id)?;
    Some((id, format!("P{} last played {}", seat + 1, o.face.name)))
}

/// What the viewer reads as the prompt: the outcome, their decision, or who is deciding.
fn prompt(view: &AlteredView, decides: bool) -> String {
    match (&view.decision, &view.outcome) {
        (_, Some(o)) => o.reason.clone(),
        (Some(d), _) if d.seat == view.viewer && decides => d.prompt.clone(),
        (Some(d), _) => format!("Waiting for P{}", d.seat + 1),
        _ => String::new(),
    }
}

#[component]
pub fn AlteredTable(props: &TableProps<Altered>) -> Html {
    // Drawn for the first time or for another seat (a hand-over): nothing moves in.
    use_memo(props.viewer, |_| hold_motion(400.0));
    let ui = use_interaction(props);
    let note = use_needless_order(props);
    // After both players pass, Dusk and Night are shown a step at a time (dusk.rs).
    let play = use_dusk_playback(&props.view, props.version);
    use_marker_motion(&play.view);
    let view = play.view.clone();
    let (me, them) = (view.viewer, 1 - view.viewer);
    let last = last_play(&view, &props.last);
    let lit: Rc<Highlights<Key>> = match &last {
        Some((id, _)) => {
            let mut l = (*ui.lit).clone();
            l.last_from.insert(Key::Obj(*id));
            Rc::new(l)
        }
        None => ui.lit.clone(),
    };
    let on_card = ui.on_click.clone();
    let kept = |seat: usize| -> Vec<ObjectId> {
        let c = view.cleanup.get(seat).cloned().flatten();
        c.map(|c| c.reserve.into_iter().chain(c.landmarks).collect()).unwrap_or_default()
    };
    // From Dusk to the next Morning the table says how the last Dusk went; from Noon on,
    // what the coming Dusk would do.
    let after_dusk = matches!(view.phase, "Dusk" | "Night" | "Morning");
    let exp = |seat: usize, side: Side| {
        let e = &view.seats[seat].expeditions[side.index()];
        let st = Standing {
            seat,
            mine: seat == me,
            facing: view.seats[1 - seat].expeditions[side.index()].totals,
            terrains: if view.arena { None } else { view.regions.get(usize::from(e.region)).and_then(|r| r.terrains) },
            moved: view.last_dusk.iter().find(|l| l.seat == seat && l.side == side).map(|l| l.moved).filter(|_| after_dusk),
            forecast: !after_dusk,
            now: play.frame.as_ref().is_some_and(|f| f.focus == Some((seat, side))),
        };
        expedition(e, st, &lit, &on_card)
    };
    let own = |seat: usize| {
        // A watcher is nobody's seat: no side is "you".
        let who =
            Who { mine: seat == me && !props.watching, active: view.to_act == Some(seat), first: view.first_player == seat };
        side(&view.seats[seat], who, &kept(seat), &lit, &on_card)
    };
    html! {
        // Cards move in by CSS; none at the Instant bot speed or with reduced motion.
        <div class={classes!("al-table", (motion_ms() <= 0.0).then_some("al-still"), play.frame.is_some().then_some("al-playing"))}
            onkeydown={ui.on_key} ref={play.node.clone()} onclick={play.skip.reform(|_: MouseEvent| ())}>
            // The board scrolls in its own box if the window is short; Limbo and the hand
            // below it are rows of their own, never over a card. Each player's own zones
            // sit beside their expeditions (above and below them on a phone); focusable,
            // so a keyboard can scroll the board when it holds no card yet.
            <div class="al-board" tabindex="0" role="region" aria-label="The expeditions and the Adventure">
                { own(them) }
                <div class="al-expeditions al-theirs-row">{ exp(them, Side::Hero) }{ exp(them, Side::Companion) }</div>
                // The prompt is the real table's, even while the steps are shown.
                { day(&view, prompt(&props.view, props.decides)) }
                if let Some(f) = &play.frame {
                    <p class="al-playback" role="status">
                        <span class="al-playback-words">{ &f.caption }</span>
                        <button class="al-playback-skip">{ "Skip" }</button>
                    </p>
                }
                { track(&view) }
                { own(me) }
                <div class="al-expeditions al-mine-row">{ exp(me, Side::Hero) }{ exp(me, Side::Companion) }</div>
            </div>
            { limbo(&view, Words { last: last.map(|l| l.1), note, dusk: after_dusk }, &lit, &on_card) }
            if !props.watching { { hand(view.seats[me].hand.as_deref().unwrap_or_default(), &lit, &on_card) } }
            // After the hand in the tab order; drawn over the table, so opening it moves nothing.
            { ui.menu }
        </div>
    }
}
