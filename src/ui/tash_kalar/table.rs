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

use super::board::{Board, Lit, SquareMark};
use super::hand::Hand;
use super::piece::{colour_class, colour_name};
use super::scores::Scores;
use super::supply::Supply;
use super::tasks::Tasks;
use crate::engine::Game;
use crate::games::tash_kalar::cards::Need;
use crate::games::tash_kalar::{Action, CardId, CardKind, Form, Rank, Square, SummonPreview, TashKalar, TashKalarView};
use crate::ui::game_ui::TableProps;
use crate::ui::session::SessionMsg;

/// The selected card's legal images at each placement square.
type SummonSquares = BTreeMap<Square, Vec<u8>>;

fn summon_squares(legal: &[Action], card: Option<CardId>) -> SummonSquares {
    let mut out = SummonSquares::new();
    for a in legal {
        if let Action::Summon { card: c, square, orientation } = *a {
            if Some(c) == card {
                out.entry(square).or_default().push(orientation);
            }
        }
    }
    out
}

/// Legal actions that act on a square: place, pick a piece, pick a square.
fn square_actions(legal: &[Action]) -> BTreeMap<Square, Vec<Action>> {
    let mut out: BTreeMap<Square, Vec<Action>> = BTreeMap::new();
    for a in legal {
        if let Action::Place { square } | Action::ChoosePiece { square } | Action::ChooseSquare { square } = *a {
            out.entry(square).or_default().push(*a);
        }
    }
    out
}

fn action_card(a: &Action) -> Option<CardId> {
    match *a {
        Action::Summon { card, .. } | Action::Discard { card } | Action::ReturnCard { card } | Action::Flare { card, .. } => Some(card),
        _ => None,
    }
}

/// For a refused summon: the image whose required squares hold the most of your
/// pieces of enough rank, so the refusal names what is really missing.
fn closest_image(view: &TashKalarView, card: CardId, at: Square) -> u8 {
    let mine = |s: Square, need: Need| {
        view.squares.iter().any(|q| {
            q.square == s
                && q.piece.as_ref().is_some_and(|p| {
                    p.colour == view.my_colour && (p.rank >= if need == Need::Heroic { Rank::Heroic } else { Rank::Common })
                })
        })
    };
    let score = |o: &crate::games::tash_kalar::cards::Orientation| {
        o.cells.iter().filter(|&&(dc, dr, need)| at.offset(dc as i32, dr as i32).is_some_and(|s| mine(s, need))).count()
    };
    let images = &card.pattern().orientations;
    let mut best = (0usize, 0u8);
    for (i, o) in images.iter().enumerate() {
        let s = score(o);
        if s > best.0 {
            best = (s, i as u8);
        }
    }
    best.1
}

fn holds(view: &TashKalarView, card: CardId) -> bool {
    let me = &view.players[view.seat.min(view.players.len() - 1)];
    me.hand.iter().flatten().chain(me.flares.iter().flatten()).any(|c| c.id == card)
        || view.sides.get(view.my_colour as usize).and_then(|s| s.legends.as_ref()).is_some_and(|l| l.iter().any(|c| c.id == card))
}

/// Board marks: what each square does on a click, and the hovered summon's preview.
fn board_marks(
    view: &TashKalarView,
    card: Option<CardId>,
    summons: &SummonSquares,
    on_squares: &BTreeMap<Square, Vec<Action>>,
    preview: Option<&SummonPreview>,
    choosing: Option<Square>,
    preview_at: Option<Square>,
) -> Vec<SquareMark> {
    let mut marks = vec![SquareMark::default(); 81];
    for q in &view.squares {
        let s = q.square;
        let m = &mut marks[s.index()];
        m.lit = match card {
            // A flare acts from its menu, never on a square.
            Some(c) if c.kind() == CardKind::Flare => Lit::None,
            Some(_) => {
                if summons.contains_key(&s) {
                    Lit::Summon
                } else if q.piece.is_some() && view.to_act == Some(view.seat) {
                    Lit::Ask
                } else {
                    Lit::None
                }
            }
            None => match on_squares.get(&s).and_then(|v| v.first()) {
                Some(Action::Place { .. }) => Lit::Place,
                Some(_) => Lit::Choose,
                None => Lit::None,
            },
        };
        m.choosing = choosing == Some(s);
    }
    if let (Some(p), Some(at)) = (preview, preview_at) {
        marks[at.index()].place = true;
        for s in &p.orientation_cells {
            marks[s.index()].pattern = true;
        }
        for s in &p.marked {
            marks[s.index()].marked = true;
        }
        for s in &p.destroyed {
            marks[s.index()].destroyed = true;
        }
    }
    marks
}

fn preview_words(view: &TashKalarView, card: CardId, at: Square, p: &SummonPreview, images: usize) -> String {
    let mut w = format!("{} on {}: pattern image {} of {} fits", card.name(), at.label(), p.orientation + 1, card.pattern().orientations.len());
    if images > 1 {
        w.push_str(&format!(" ({images} images fit here; a click lets you choose)"));
    }
    if !p.marked.is_empty() {
        w.push_str(&format!("; marked {}", p.marked.iter().map(|s| s.label()).collect::<Vec<_>>().join(", ")));
    }
    for s in &p.destroyed {
        if let Some(piece) = view.squares.iter().find(|q| q.square == *s).and_then(|q| q.piece.as_ref()) {
            w.push_str(&format!("; destroys the {} {} piece on {}", colour_name(view.teams, piece.colour), piece.rank.word(), s.label()));
        }
    }
    if p.destroyed.is_empty() {
        w.push_str("; destroys nothing");
    }
    w
}

#[component]
pub fn TashKalarTable(props: &TableProps<TashKalar>) -> Html {
    let session = props.session.clone();
    let selected = use_state(|| None::<CardId>);
    let hover = use_state(|| None::<Square>);
    let choosing = use_state(|| None::<Square>);
    let image_hover = use_state(|| None::<u8>);
    {
        let (selected, hover, choosing, image_hover) = (selected.clone(), hover.clone(), choosing.clone(), image_hover.clone());
        use_effect_with(props.version, move |_| {
            selected.set(None);
            hover.set(None);
            choosing.set(None);
            image_hover.set(None);
        });
    }
    let game = session.m.state();
    let view = Rc::new(game.view_of(session.viewer));
    let decides = session.viewer_decides();
    let legal: Rc<Vec<Action>> = Rc::new(if decides { game.legal_actions() } else { Vec::new() });
    let card = (*selected).filter(|c| decides && holds(&view, *c));
    let summons = Rc::new(summon_squares(&legal, card));
    let on_squares = Rc::new(square_actions(&legal));

    // The previewed image: the chooser's hovered image, else the first at the hovered square.
    let preview_at = (*choosing).or(*hover).filter(|s| summons.contains_key(s));
    let preview = match (card, preview_at) {
        (Some(c), Some(at)) => {
            let o = (*image_hover).filter(|_| *choosing == Some(at)).or_else(|| summons.get(&at).and_then(|v| v.first().copied()));
            o.and_then(|o| game.summon_preview_for(c, at, o)).or_else(|| game.summon_preview(c, at))
        }
        _ => None,
    };
    let marks = Rc::new(board_marks(&view, card, &summons, &on_squares, preview.as_ref(), *choosing, preview_at));

    let act = {
        let session = session.clone();
        Callback::from(move |a: Action| session.dispatch(SessionMsg::Act(a)))
    };
    let on_square = {
        let (view, summons, on_squares, act, choosing) = (view.clone(), summons.clone(), on_squares.clone(), act.clone(), choosing.clone());
        Callback::from(move |s: Square| match card {
            Some(c) if c.kind() == CardKind::Flare => {}
            Some(c) => match summons.get(&s).map(Vec::as_slice) {
                Some([only]) => act.emit(Action::Summon { card: c, square: s, orientation: *only }),
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
    };
    let on_hover = {
        let hover = hover.clone();
        Callback::from(move |s: Option<Square>| hover.set(s))
    };
    let on_card = {
        let (legal, selected, act, choosing) = (legal.clone(), selected.clone(), act.clone(), choosing.clone());
        Callback::from(move |id: CardId| {
            // Returning cards after a discard (TK-7.1): the card's only action.
            if legal.contains(&Action::ReturnCard { card: id }) {
                act.emit(Action::ReturnCard { card: id });
                return;
            }
            choosing.set(None);
            selected.set(if *selected == Some(id) { None } else { Some(id) });
        })
    };

    let me = &view.players[view.seat.min(view.players.len() - 1)];
    let actionable: Rc<Vec<CardId>> = Rc::new(legal.iter().filter_map(action_card).collect());
    let claimable: Vec<u8> = legal.iter().filter_map(|a| if let Action::ClaimTask { task } = a { Some(*task) } else { None }).collect();
    let legends = view.sides.get(view.my_colour as usize).and_then(|s| s.legends.clone()).unwrap_or_default();
    let preview_text = match (card, preview_at, &preview) {
        (Some(c), Some(at), Some(p)) => Some(preview_words(&view, c, at, p, summons.get(&at).map_or(0, Vec::len))),
        _ => None,
    };
    let menu = card.map(|c| card_menu(c, &legal, &summons, game, &view, &act, &selected));
    let chooser = (*choosing).map(|at| chooser(at, card, &summons, &on_squares, game, &act, &choosing, &image_hover));
    html! {
        <div class={classes!("tk-table", format!("form-{}", form_word(view.form)))}>
            <TurnStrip view={view.clone()} decides={decides} />
            <div class="tk-board-col">
                <Board squares={Rc::new(view.squares.clone())} {marks} teams={view.teams} on_click={on_square} {on_hover}
                    ghost={card.filter(|_| preview.is_some()).and_then(|c| c.kind().ne(&CardKind::Flare).then(|| (view.my_colour, c.def().rank)))} />
                // Below the board, so the words appearing never move the squares under the pointer.
                if let Some(p) = preview_text { <p class="tk-preview" role="status">{ p }</p> }
            </div>
            <div class="tk-hand-col">
                { chooser.unwrap_or_default() }
                { menu.unwrap_or_default() }
                <Hand beings={me.hand.clone().unwrap_or_default()} {legends} flares={me.flares.clone().unwrap_or_default()}
                    colour={view.my_colour} teams={view.teams} flare_status={view.flare_status.clone()}
                    {actionable} selected={card} {on_card} />
            </div>
            <div class="tk-info-col">
                <Scores view={view.clone()} />
                if let Some(tasks) = &view.tasks {
                    <Tasks tasks={tasks.clone()} sides={view.sides.clone()} teams={view.teams} {claimable}
                        on_claim={act.reform(|task: u8| Action::ClaimTask { task })} />
                }
                <Supply sides={view.sides.clone()} teams={view.teams} deathmatch={view.form != Form::HighForm} />
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

/// The selected card's menu: how to summon it, and its discard or flare actions, with
/// "why not?" buttons for the usual ones that are not legal now.
fn card_menu(
    card: CardId,
    legal: &[Action],
    summons: &SummonSquares,
    game: &TashKalar,
    view: &TashKalarView,
    act: &Callback<Action>,
    selected: &UseStateHandle<Option<CardId>>,
) -> Html {
    let mut items: Vec<(Action, bool)> = legal
        .iter()
        .filter(|a| matches!(a, Action::Discard { .. } | Action::Flare { .. }) && action_card(a) == Some(card))
        .map(|a| (*a, false))
        .collect();
    let usual: Vec<Action> = match card.kind() {
        CardKind::Being => vec![Action::Discard { card }],
        CardKind::Flare => (0..view.sides.len() as u8).filter(|&o| o != view.my_colour).map(|opponent| Action::Flare { card, opponent }).collect(),
        CardKind::Legend => Vec::new(),
    };
    items.extend(usual.into_iter().filter(|a| !legal.contains(a)).map(|a| (a, true)));
    let hint = match card.kind() {
        CardKind::Flare => String::new(),
        _ if summons.is_empty() => "No placement square fits its pattern now. Click an occupied square to ask why not.".to_string(),
        _ => format!(
            "Summon: click a lit square ({} fit{}). Hover or focus one to preview the pattern. Deselect the card to place a piece instead.",
            summons.len(),
            if summons.len() == 1 { "s" } else { "" }
        ),
    };
    let close = {
        let selected = selected.clone();
        Callback::from(move |_: MouseEvent| selected.set(None))
    };
    html! {
        <div class="card-menu tk-card-menu" role="menu" aria-label={format!("Actions for {}", card.name())}>
            <span class="title">{ card.name() }</span>
            if !hint.is_empty() { <span class="hint summon-hint">{ hint }</span> }
            { for items.into_iter().map(|(a, why_not)| {
                let info = game.describe(&a);
                let act = act.clone();
                html! {
                    <button role="menuitem" data-kind={info.kind} class={classes!("menu-action", why_not.then_some("why-not"))}
                        onclick={move |_| act.emit(a)}>
                        { info.label }{ if why_not { " — why not?" } else { "" } }
                    </button>
                }
            }) }
            <button class="close" aria-label="Deselect the card" onclick={close}>{ "×" }</button>
        </div>
    }
}

/// Several things fit one square: the summon's images (each previewed on hover or
/// focus), or several square actions.
#[allow(clippy::too_many_arguments)]
fn chooser(
    at: Square,
    card: Option<CardId>,
    summons: &SummonSquares,
    on_squares: &BTreeMap<Square, Vec<Action>>,
    game: &TashKalar,
    act: &Callback<Action>,
    choosing: &UseStateHandle<Option<Square>>,
    image_hover: &UseStateHandle<Option<u8>>,
) -> Html {
    let actions: Vec<Action> = match card {
        Some(c) => summons.get(&at).into_iter().flatten().map(|&o| Action::Summon { card: c, square: at, orientation: o }).collect(),
        None => on_squares.get(&at).cloned().unwrap_or_default(),
    };
    let close = {
        let choosing = choosing.clone();
        Callback::from(move |_: MouseEvent| choosing.set(None))
    };
    html! {
        <div class="card-menu tk-chooser" role="menu" aria-label={format!("Choose on {}", at.label())}>
            <span class="title">{ format!("On {}:", at.label()) }</span>
            { for actions.into_iter().map(|a| {
                let info = game.describe(&a);
                let act = act.clone();
                let image = if let Action::Summon { orientation, .. } = a { Some(orientation) } else { None };
                let (h1, h2) = (image_hover.clone(), image_hover.clone());
                html! {
                    <button role="menuitem" data-kind={info.kind} class="menu-action"
                        onmouseenter={move |_: MouseEvent| h1.set(image)} onfocus={move |_: FocusEvent| h2.set(image)}
                        onclick={move |_| act.emit(a)}>{ info.label }</button>
                }
            }) }
            <button class="close" aria-label="Cancel" onclick={close}>{ "×" }</button>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct TurnStripProps {
    view: Rc<TashKalarView>,
    decides: bool,
}

/// Whose turn, the actions used and left (TK-3.1), the discard (TK-3.3), the engine's
/// prompt and the scores.
#[function_component]
fn TurnStrip(props: &TurnStripProps) -> Html {
    let v = &props.view;
    let total = v.actions_used + v.actions_left;
    html! {
        <div class="tk-turn-strip" aria-live="polite">
            <span class="turn-who">{ format!("P{}'s turn", v.active + 1) }</span>
            if !matches!(v.phase.first(), Some(&"Setup") | Some(&"Game over")) {
                <span class="actions" aria-label={format!("{} of {} actions used", v.actions_used, total)}>
                    { for (0..total).map(|i| html! {
                        <span class={classes!("action-pip", (i < v.actions_used).then_some("used"))} aria-hidden="true" />
                    }) }
                    <span class="count">{ format!("{} left", v.actions_left) }</span>
                </span>
            }
            if v.discarded { <span class="badge-note">{ "discard used" }</span> }
            if v.control_passed { <span class="badge-note">{ "partner in control" }</span> }
            <span class="score-chips" aria-label="Scores">
                { for v.sides.iter().map(|s| html! {
                    <span class={classes!("score-chip", colour_class(s.colour))}>
                        <span class="swatch" aria-hidden="true" />{ format!("{} {}", colour_name(v.teams, s.colour), s.score) }
                    </span>
                }) }
                <span class="count">{ format!("/ {}", v.target) }</span>
            </span>
            <span class={classes!("prompt", props.decides.then_some("mine"))}>{ &v.prompt }</span>
        </div>
    }
}
