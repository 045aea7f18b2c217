//! The Tash-Kalar table: the turn strip, the arena, the viewer's cards (beings, legends,
//! flare) with the selected object's menu, then the tasks, scores, decks and supplies.
//! Clicks, lights and menus come from the shared interaction layer (`interact.rs`);
//! summoning on the board from `summon.rs`.
//!
//! Its stylesheet, `styles/tash_kalar.css`, travels in the game's wasm, so it carries
//! no comments; why its rules are as they are:
//! - the board takes the height the window leaves (`100dvh - 235px`), cards and tasks
//!   beside it; windows up to 720 px high get smaller cards, so hand and tasks stay in
//!   view at 1280x657; phones get one column, the hand one strip scrolling sideways;
//! - the board is square by its own aspect ratio with nine equal tracks, each square
//!   size-contained and each region isolated, so a placement lays out one square and
//!   repaints one region; what a click does is drawn by the glow layer (`glow.rs`), never
//!   by a rule on the squares' `data-lit`;
//! - a card's frame is its rank's metal (`--metal`), its band the holder's colour
//!   (`--pc`, set by `tk-c0`..`tk-c3`), its medallion the picture; text symbols take the
//!   holder's colour from the card, a neutral one elsewhere (tasks);
//! - a pattern's column count comes from `data-cols` (no `style` attribute: the page's
//!   Content-Security-Policy refuses it);
//! - on a wide window the menus sit at the right, over the log, never over the board or
//!   the hand; on a phone they are the shared sheet above the action bar.

use std::rc::Rc;

use yew::prelude::*;

use super::board::Board;
use super::chooser::image_chooser;
use super::confirm::{confirm_menu, question, use_confirmed_act};
use super::flares::flares;
use super::hand::{hand, Zone};
use super::legends::legends;
use super::marks::{board_marks, MarksOf};
use super::piles::piles;
use super::preview::summon_preview;
use super::scores::scores;
use super::summon::use_summoning;
use super::supply::supply;
use super::tasks::{tasks, TasksOf};
use super::turn_strip::turn_strip;
use super::words::preview_words;
use crate::games::tash_kalar::{Form, TashKalar};
use crate::ui::common::{hold_motion, use_interaction};
use crate::ui::game_ui::TableProps;

#[component]
pub fn TashKalarTable(props: &TableProps<TashKalar>) -> Html {
    // Drawn for the first time or for another seat (a hand-over): nothing grows in.
    use_memo(props.viewer, |_| hold_motion(400.0));
    let (asking, waiting) = use_confirmed_act(props);
    let ui = use_interaction(&asking);
    let summon = use_summoning(props, &ui);
    let zoom = use_state(|| false);
    let view = props.view.clone();
    let card = match ui.selected {
        Some(super::interact::Obj::Card(c)) => Some(c),
        _ => None,
    };
    let marks = Rc::new(board_marks(&MarksOf {
        view: &view,
        legal: &props.legal,
        lit: &ui.lit,
        card,
        decides: props.decides,
        choosing: *summon.choosing,
        preview: summon.preview.as_ref().map(|(at, p)| (*at, p)),
    }));
    let words = summon.card.zip(summon.preview.as_ref()).map(|(c, (at, p))| {
        AttrValue::from(preview_words(&view, c, *at, p, summon.squares.get(at).map_or(0, Vec::len)))
    });
    let ghost = summon.card.filter(|_| summon.preview.is_some()).map(|c| (view.my_colour, c.def().rank));
    let close_question = {
        let waiting = waiting.clone();
        Callback::from(move |_: ()| waiting.set(None))
    };
    let overlay = match (question(&view, &props.ask, &waiting), summon.card.zip(*summon.choosing)) {
        (Some((a, w)), _) => confirm_menu(a, w, &props.act, close_question),
        (None, Some((c, at))) => image_chooser(c, at, &summon, &props.ask, &asking.act, words.clone()),
        (None, None) if summon.card.is_some() => {
            ui.menu_with(classes!("tk-menu"), summon_preview(words, summon.squares.len()))
        }
        (None, None) => ui.menu_with(classes!("tk-menu"), Html::default()),
    };
    let me = &view.players[view.seat.min(view.players.len() - 1)];
    let my_legends = view.sides.get(view.my_colour as usize).and_then(|s| s.legends.clone()).unwrap_or_default();
    let (teams, lit, on_card) = (view.teams, ui.lit.clone(), ui.on_click.clone());
    let flip = {
        let zoom = zoom.clone();
        Callback::from(move |_: MouseEvent| zoom.set(!*zoom))
    };
    html! {
        <div class={classes!("tk-table", format!("form-{}", form_word(view.form)))} onkeydown={ui.on_key.clone()}>
            { turn_strip(&view) }
            <div class={classes!("tk-board-col", (*zoom).then_some("tk-zoomed"))}>
                <button class="tk-zoom" aria-pressed={zoom.to_string()} onclick={flip}>
                    // Over the corner that has no squares: a sign, its words for screen readers.
                    <span aria-hidden="true">{ if *zoom { "⤡" } else { "⤢" } }</span>
                    <span class="visually-hidden">{ "Zoom board" }</span>
                </button>
                <Board squares={Rc::new(view.squares.clone())} {marks} {teams} on_click={summon.on_square.clone()} on_hover={summon.on_hover.clone()} {ghost} />
            </div>
            <div class="tk-hand-col">
                // A watcher sees no one's cards: the decks panel counts each hand.
                if !props.watching {
                    <div class="tk-hand" aria-label="Your cards" role="group">
                        { hand(&Zone::of(me.hand.as_deref().unwrap_or_default(), &view, &lit, &on_card)) }
                        { legends(&Zone::of(&my_legends, &view, &lit, &on_card)) }
                        { flares(&Zone::of(me.flares.as_deref().unwrap_or_default(), &view, &lit, &on_card)) }
                    </div>
                }
                // After the hand in the tab order, drawn over the table: opening one moves nothing.
                { overlay }
                if let Some(t) = &view.tasks {
                    { tasks(&TasksOf { tasks: t, sides: &view.sides, teams, lit: &lit, on_task: &on_card }) }
                }
            </div>
            <div class="tk-info-col">
                { scores(&view, props.watching) }
                { piles(&view, props.watching) }
                { supply(&view.sides, teams, view.form != Form::HighForm) }
            </div>
        </div>
    }
}

fn form_word(f: Form) -> &'static str {
    match f {
        Form::HighForm => "high-form",
        Form::Duel => "duel",
        Form::Battle => "battle",
    }
}
