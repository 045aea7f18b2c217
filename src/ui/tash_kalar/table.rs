//! The Tash-Kalar table: the turn strip, the arena, your cards with the selected card's
//! menu, and the score tracks, tasks and supplies.
//!
//! Clicks, from the legal actions only:
//! - no card selected: a lit square places a common piece (TK-4) or makes the pending
//!   choice (a pickup, an effect's piece or square, a start square);
//! - a being or legend selected: its placement squares light up; hovering or focusing
//!   one previews the matched image ([`TashKalar::summon_preview_for`]); a click
//!   summons, or first asks which image when several fit there (TK-5.10);
//! - the one deliberate exception, "why not?": with a card selected, an occupied square
//!   that is not lit still takes a click and dispatches that summon anyway, with the
//!   image closest to fitting, so the engine refuses it and the error toast shows the
//!   rule (TK-5.2 pattern, TK-5.3 higher rank, TK-5.4, TK-5.6). The card menu has the
//!   same kind of button for a discard or flare that is not allowed now.

use std::collections::BTreeMap;
use std::rc::Rc;

use yew::prelude::*;

use super::board::Board;
use super::clicks::{
    action_card, board_marks, closest_image, holds, preview_words, square_actions, summon_squares, SummonSquares,
};
use super::hand::Hand;
use super::menus::{card_menu, chooser};
use super::scores::Scores;
use super::supply::Supply;
use super::tasks::Tasks;
use super::turn_strip::TurnStrip;
use crate::games::tash_kalar::{Action, CardId, CardKind, Form, Square, SummonPreview, TashKalar, TashKalarView};
use crate::ui::common::{hold_motion, use_pick, use_stable_callback, Pick};
use crate::ui::game_ui::{Ask, TableProps};

/// What the pointer and keyboard have picked on this table, cleared after every action.
#[derive(Clone)]
pub struct Picks {
    /// The card whose placement squares are lit.
    pub selected: Pick<CardId>,
    /// The hovered or focused square.
    pub hover: Pick<Square>,
    /// A square where several images (or actions) fit, waiting for the choice.
    pub choosing: Pick<Square>,
    /// The image hovered in the chooser.
    pub image_hover: Pick<u8>,
    /// A summon that would spend an improvised summon (TK-12.6), waiting for "yes".
    pub confirm: Pick<Action>,
}

#[hook]
fn use_picks(version: u64) -> Picks {
    // Each pick belongs to the position it was made in (`use_pick`): an action clears
    // them all without an effect.
    Picks {
        selected: use_pick(version),
        hover: use_pick(version),
        choosing: use_pick(version),
        image_hover: use_pick(version),
        confirm: use_pick(version),
    }
}

/// The previewed summon: the chooser's hovered image, else the first image at the
/// hovered square.
fn preview(
    ask: &Ask<TashKalar>,
    picks: &Picks,
    card: Option<CardId>,
    summons: &SummonSquares,
) -> Option<(Square, SummonPreview)> {
    let c = card?;
    let at = (*picks.choosing).or(*picks.hover).filter(|s| summons.contains_key(s))?;
    let o = (*picks.image_hover)
        .filter(|_| *picks.choosing == Some(at))
        .or_else(|| summons.get(&at).and_then(|v| v.first().copied()));
    let p = ask.preview(&Action::Summon { card: c, square: at, orientation: o? })?;
    Some((at, p))
}

/// Takes an action, except a summon that would spend the once-per-game improvised summon
/// of an enemy colour (TK-12.6, Battle): that one waits for the player's "yes" (issue 21
/// point 5), so it is never spent by a click that did not mean it. The rules are not
/// changed: the protocol and the computer summon at once.
fn summon_or_confirm(ask: Ask<TashKalar>, act: Callback<Action>, confirm: Pick<Action>) -> Callback<Action> {
    Callback::from(move |a: Action| {
        let spends = matches!(a, Action::Summon { .. }) && ask.preview(&a).is_some_and(|p| p.improvised.is_some());
        if spends {
            confirm.set(Some(a));
        } else {
            act.emit(a);
        }
    })
}

/// A click on a square: summon the selected card there (or ask which image, or ask the
/// engine why not), or else the square's own action.
fn square_click(
    card: Option<CardId>,
    view: Rc<TashKalarView>,
    summons: Rc<SummonSquares>,
    on_squares: Rc<BTreeMap<Square, Vec<Action>>>,
    act: Callback<Action>,
    summon: Callback<Action>,
    choosing: Pick<Square>,
) -> Callback<Square> {
    Callback::from(move |s: Square| match card {
        Some(c) if c.kind() == CardKind::Flare => {}
        Some(c) => match summons.get(&s).map(Vec::as_slice) {
            Some([only]) => summon.emit(Action::Summon { card: c, square: s, orientation: *only }),
            Some(_) => choosing.set(Some(s)),
            // "Why not?": an occupied square the card cannot be summoned on. The engine
            // refuses and says why; nothing changes.
            None => act.emit(Action::Summon { card: c, square: s, orientation: closest_image(&view, c, s) }),
        },
        None => match on_squares.get(&s).map(Vec::as_slice) {
            Some([only]) => act.emit(*only),
            Some([_, _, ..]) => choosing.set(Some(s)),
            _ => {}
        },
    })
}

/// A click on a card: return it while returning cards (TK-7.1), else select or deselect it.
fn card_click(legal: Rc<Vec<Action>>, picks: &Picks, act: Callback<Action>) -> Callback<CardId> {
    let (selected, choosing) = (picks.selected.clone(), picks.choosing.clone());
    Callback::from(move |id: CardId| {
        if legal.contains(&Action::ReturnCard { card: id }) {
            act.emit(Action::ReturnCard { card: id });
            return;
        }
        choosing.set(None);
        selected.set(if *selected == Some(id) { None } else { Some(id) });
    })
}

#[component]
pub fn TashKalarTable(props: &TableProps<TashKalar>) -> Html {
    // Drawn for the first time or for another seat (a hand-over): nothing grows in.
    use_memo(props.viewer, |_| hold_motion(400.0));
    let picks = use_picks(props.version);
    let zoom = use_state(|| false);
    let view = props.view.clone();
    let decides = props.decides;
    let legal = props.legal.clone();
    let card = (*picks.selected).filter(|c| decides && holds(&view, *c));
    let summons = Rc::new(summon_squares(&legal, card));
    let on_squares = Rc::new(square_actions(&legal));
    let preview = preview(&props.ask, &picks, card, &summons);
    let preview_at = preview.as_ref().map(|(at, _)| *at);
    let marks = Rc::new(board_marks(
        &view,
        card,
        &summons,
        &on_squares,
        preview.as_ref().map(|(_, p)| p),
        *picks.choosing,
        preview_at,
    ));
    let marks = {
        let mut marks = (*marks).clone();
        for a in props.last.iter() {
            if let Some(sq) = moved_square(a) {
                marks[sq.index()].last = true;
            }
        }
        Rc::new(marks)
    };
    let act = props.act.clone();
    let summon = summon_or_confirm(props.ask.clone(), act.clone(), picks.confirm.clone());
    let on_square = square_click(
        card,
        view.clone(),
        summons.clone(),
        on_squares.clone(),
        act.clone(),
        summon.clone(),
        picks.choosing.clone(),
    );
    let on_hover = {
        let hover = picks.hover.clone();
        Callback::from(move |s: Option<Square>| hover.set(s))
    };
    let on_card = {
        let on_card = card_click(legal.clone(), &picks, act.clone());
        use_stable_callback(move |id: CardId| on_card.emit(id))
    };
    let preview_text = match (card, &preview) {
        (Some(c), Some((at, p))) => Some(preview_words(&view, c, *at, p, summons.get(at).map_or(0, Vec::len))),
        _ => None,
    };
    let ghost =
        card.filter(|c| preview.is_some() && c.kind() != CardKind::Flare).map(|c| (view.my_colour, c.def().rank));
    // The preview is told inside the card's menu, so the menu never covers it.
    let menu = card.map(|c| card_menu(c, &legal, &summons, &props.ask, &view, &act, &picks.selected, preview_text));
    let chooser = (*picks.choosing)
        .map(|at| chooser(at, card, &summons, &on_squares, &props.ask, &summon, &picks.choosing, &picks.image_hover));
    let confirm = (*picks.confirm).and_then(|a| confirm_improvised(&view, &props.ask, a, &act, &picks.confirm));
    let me = &view.players[view.seat.min(view.players.len() - 1)];
    let actionable: Rc<Vec<CardId>> = Rc::new(legal.iter().filter_map(action_card).collect());
    let claimable: Vec<u8> =
        legal.iter().filter_map(|a| if let Action::ClaimTask { task } = a { Some(*task) } else { None }).collect();
    let legends = view.sides.get(view.my_colour as usize).and_then(|s| s.legends.clone()).unwrap_or_default();
    html! {
        <div class={classes!("tk-table", format!("form-{}", form_word(view.form)))} onkeydown={escape_clears(&picks)}>
            <TurnStrip view={view.clone()} decides={decides} />
            <div class={classes!("tk-board-col", (*zoom).then_some("tk-zoomed"))}>
                <button class="tk-zoom" aria-pressed={zoom.to_string()} onclick={let z = zoom.clone(); move |_: MouseEvent| z.set(!*z)}>
                    { if *zoom { "Fit board" } else { "Zoom board" } }
                </button>
                <Board squares={Rc::new(view.squares.clone())} {marks} teams={view.teams} on_click={on_square} {on_hover} {ghost} />
            </div>
            <div class="tk-hand-col">
                <Hand beings={me.hand.clone().unwrap_or_default()} {legends} flares={me.flares.clone().unwrap_or_default()}
                    colour={view.my_colour} teams={view.teams} flare_status={view.flare_status.clone()}
                    {actionable} selected={card} {on_card} />
                // After the hand in the tab order, drawn over it: opening one moves nothing.
                <div class="menu-slot">
                    if let Some(confirm) = confirm { { confirm } } else {
                        { chooser.unwrap_or_default() }
                        { menu.unwrap_or_default() }
                    }
                </div>
            </div>
            <div class="tk-info-col">
                // The scores are also in the turn strip, so High Form's tasks come first.
                if let Some(tasks) = &view.tasks {
                    <Tasks tasks={tasks.clone()} sides={view.sides.clone()} teams={view.teams} {claimable}
                        on_claim={act.reform(|task: u8| Action::ClaimTask { task })} />
                }
                <Scores view={view.clone()} />
                <Supply sides={view.sides.clone()} teams={view.teams} deathmatch={view.form != Form::HighForm} />
            </div>
        </div>
    }
}

/// "Use your one improvised summon?" (TK-12.6): the summon in words, then yes or no.
fn confirm_improvised(
    view: &TashKalarView,
    ask: &Ask<TashKalar>,
    a: Action,
    act: &Callback<Action>,
    confirm: &Pick<Action>,
) -> Option<Html> {
    let Action::Summon { card, square, .. } = a else { return None };
    let p = ask.preview(&a)?;
    let words = super::clicks::improvised_words(view, square, &p)?;
    let yes = {
        let (act, confirm) = (act.clone(), confirm.clone());
        Callback::from(move |_: MouseEvent| {
            confirm.set(None);
            act.emit(a);
        })
    };
    let no = {
        let confirm = confirm.clone();
        Callback::from(move |_: MouseEvent| confirm.set(None))
    };
    Some(html! {
        <div class="card-menu tk-confirm" role="alertdialog" aria-labelledby="tk-confirm-title" aria-describedby="tk-confirm-words">
            <span class="title" id="tk-confirm-title">{ "Use your one improvised summon?" }</span>
            <p class="tk-confirm-words" id="tk-confirm-words">{ format!("{} on {}: this summon {words}.", card.name(), square.label()) }</p>
            <button class="menu-action primary tk-confirm-yes" data-kind="summon" onclick={yes}>{ "Summon and use it" }</button>
            <button class="menu-action tk-confirm-no" onclick={no}>{ "Keep it for later" }</button>
        </div>
    })
}

/// The square a decision acted on, for the last-move mark.
fn moved_square(a: &Action) -> Option<Square> {
    match *a {
        Action::Place { square }
        | Action::Summon { square, .. }
        | Action::ChoosePiece { square }
        | Action::ChooseSquare { square } => Some(square),
        _ => None,
    }
}

/// Escape drops the selected card and any open chooser.
fn escape_clears(picks: &Picks) -> Callback<KeyboardEvent> {
    let (selected, choosing) = (picks.selected.clone(), picks.choosing.clone());
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Escape" {
            selected.set(None);
            choosing.set(None);
        }
    })
}

fn form_word(f: Form) -> &'static str {
    match f {
        Form::HighForm => "high-form",
        Form::Duel => "duel",
        Form::Battle => "battle",
    }
}
