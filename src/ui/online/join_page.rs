//! A remote seat's page, `#/<game>/join/<room>/<seat>/<token>[/<offer>]`: it connects
//! to the host (through the signalling room, or with the offer the link carries and a
//! reply code the person sends back), and draws the table from this seat exactly as a
//! local game does (the game's own `GameUi::table`, from the view the host sent and
//! `Ask::remote` for the words of its choices). Undo and Hint go to the host; the
//! computer can play the seat. At the end the page replays the game from the host's
//! reveal and says whether every table it was shown matches. When another device holds
//! the seat, the page says so and offers to take it over on purpose; with no server, it
//! says when no host came long after its reply code was shown.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use super::config::random_bytes;
use super::remote::{Auto, Remote};
use super::seats_strip::{seats_strip, SeatsStrip};
use crate::engine::Seat;
use crate::online::Phrase;
use crate::ui::common::{
    bot_pause_ms, error_toast, note_focus, restore_focus, rule_href, seat_name, turn_status, use_toast_timer,
    ErrorToast, InspectHost, TurnStatus,
};
use crate::ui::game_ui::{Ask, GameUi, TableProps};
use crate::ui::hint::hint_panel;
use crate::ui::net::{self, direct, settings, NetEvent};
use crate::ui::route::Route;
use crate::ui::site;

#[derive(Properties, PartialEq)]
pub struct JoinPageProps {
    pub room: AttrValue,
    pub seat: Seat,
    pub token: AttrValue,
    /// The host's offer code, with no signalling server.
    pub offer: Option<AttrValue>,
}

type Shared<G> = Rc<RefCell<Remote<G>>>;

/// The page.
#[component]
pub fn JoinPage<G: GameUi>(props: &JoinPageProps) -> Html {
    let part = use_memo((), |_| random_bytes());
    let seed = use_memo((), |_| crate::ui::new_game::fresh_seed());
    let remote: Shared<G> = {
        let (room, seat, token) = (props.room.clone(), props.seat, props.token.clone());
        // With no random part the page shows why, below, and never connects.
        let part = part.as_ref().as_ref().copied().unwrap_or([0; 32]);
        (*use_memo((), move |_| Rc::new(RefCell::new(Remote::<G>::new(&room, seat, &token, part, *seed))))).clone()
    };
    let tick = use_state(|| 0u64);
    let redraw = {
        let tick = tick.setter();
        let count = use_mut_ref(|| 0u64);
        Callback::from(move |_: ()| {
            *count.borrow_mut() += 1;
            tick.set(*count.borrow());
        })
    };
    use_connection(&remote, props, redraw.clone());
    use_auto_play(&remote, *tick, redraw.clone());
    // After every table the host sends, the keyboard's place is kept (issue 34 point 9).
    let at = remote.borrow().joiner.update().map_or(0, |u| u.at);
    use_effect_with(at, |_| restore_focus());
    use_toast_timer(remote.borrow().error(), with(&remote, &redraw, |r: &mut Remote<G>, ()| r.dismiss()));
    if let Err(e) = &*part {
        return html! { <div class="panel error-panel" role="alert"><p>{ e.message.clone() }</p></div> };
    }
    page::<G>(&remote, &redraw)
}

/// Connects once, and closes on leaving the page.
#[hook]
fn use_connection<G: GameUi>(remote: &Shared<G>, props: &JoinPageProps, redraw: Callback<()>) {
    let (remote, offer, room) = (remote.clone(), props.offer.clone(), props.room.clone());
    use_effect_with((), move |_| {
        let on = {
            let (remote, redraw) = (remote.clone(), redraw.clone());
            Callback::from(move |e: NetEvent| {
                remote.borrow_mut().on_event(e);
                redraw.emit(());
            })
        };
        let links = remote.borrow().links.clone();
        match offer {
            Some(offer) => {
                let remote = remote.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    match direct::answer(&offer, on).await {
                        Ok((reply, channel)) => {
                            remote.borrow().links.add(channel);
                            remote.borrow_mut().reply = Some(reply);
                            no_answer_after_a_while(&remote, &redraw);
                        }
                        Err(e) => remote.borrow_mut().trouble = Some(e),
                    }
                    redraw.emit(());
                });
            }
            None => match net::join_room(&settings::signalling_url(), &room, on) {
                Ok(channel) => links.add(channel),
                Err(e) => remote.borrow_mut().trouble = Some(e),
            },
        }
        let links = remote.borrow().links.clone();
        move || links.close()
    });
}

/// With no server, a host's offer connects one device only: a page still without a
/// host long after its reply code was shown says the invite may be in use elsewhere.
fn no_answer_after_a_while<G: GameUi>(remote: &Shared<G>, redraw: &Callback<()>) {
    let (remote, redraw) = (remote.clone(), redraw.clone());
    Timeout::new(super::join_parts::ANSWER_WAIT_MS, move || {
        let waiting = !remote.borrow().with_host();
        remote.borrow_mut().no_answer = waiting;
        redraw.emit(());
    })
    .forget();
}

/// When the computer plays this seat: its move after the chosen pause.
#[hook]
fn use_auto_play<G: GameUi>(remote: &Shared<G>, tick: u64, redraw: Callback<()>) {
    let remote = remote.clone();
    use_effect_with(tick, move |_| {
        let next = remote.borrow_mut().auto_move();
        let timer = next.map(|action| {
            Timeout::new(bot_pause_ms(), move || {
                remote.borrow_mut().act(&action);
                redraw.emit(());
            })
        });
        move || drop(timer)
    });
}

/// Runs `f` on the page's state, then redraws.
fn with<G: GameUi, T: 'static>(
    remote: &Shared<G>,
    redraw: &Callback<()>,
    f: impl Fn(&mut Remote<G>, T) + 'static,
) -> Callback<T> {
    let (remote, redraw) = (remote.clone(), redraw.clone());
    Callback::from(move |t: T| {
        f(&mut remote.borrow_mut(), t);
        redraw.emit(());
    })
}

fn page<G: GameUi>(remote: &Shared<G>, redraw: &Callback<()>) -> Html {
    let r = remote.borrow();
    let u = r.joiner.update();
    let seat = r.joiner.seat();
    let over = u.is_some_and(|u| u.public.outcome.is_some());
    let elsewhere = r.joiner.elsewhere();
    // Played on another device, this page's seat is not "you", and it says nothing.
    let mine = if elsewhere.is_some() { Vec::new() } else { vec![seat] };
    let choosing = r.joiner.wants_deck() && u.is_none();
    let on_say = elsewhere.is_none().then(|| with(remote, redraw, |r: &mut Remote<G>, p: Phrase| r.say(p)));
    html! {
        <div class={classes!("game-page", format!("game-{}", G::ID), "online", "joining")} onfocusin={note_focus}>
            { top_bar::<G>(remote, redraw) }
            <div class="online-row">
                { seats_strip(SeatsStrip { seats: r.joiner.seats().to_vec(), mine, to_act: u.and_then(|u| u.public.to_act),
                    said: r.joiner.said().to_vec(), on_say, status: super::join_parts::status(&r) }, Html::default()) }
                if let Some(e) = elsewhere {
                    { super::join_parts::elsewhere_panel(seat, e, with(remote, redraw, |r: &mut Remote<G>, _: MouseEvent| r.take_over())) }
                }
                if r.reply.is_some() && !r.with_host() {
                    { super::join_parts::reply_panel(&r, with(remote, redraw, |r: &mut Remote<G>, _: MouseEvent| {
                        r.reply_copied = Some(crate::ui::common::copy_text(r.reply.as_deref().unwrap_or_default()));
                    })) }
                }
            </div>
            <div class="play-area">
                <main class="table-wrap">{ table::<G>(remote, redraw) }</main>
                { super::join_parts::log_panel(r.joiner.log()) }
            </div>
            <div class="bar-wrap">{ super::join_parts::action_bar::<G>(remote, redraw) }</div>
            // While the deck is chosen, its panel says what was refused.
            { error_toast(ErrorToast {
                error: r.error().filter(|_| !choosing),
                message: r.error().filter(|_| !choosing).map(|e| G::message(&e.message)),
                rule_href: r.error().filter(|_| !choosing).and_then(|e| rule_href(G::ID, G::RULE_PREFIX, &e.rule)),
                on_dismiss: with(remote, redraw, |r: &mut Remote<G>, ()| r.dismiss()),
            }) }
            <div class="overlays">
                if over && !r.end_closed { { super::join_parts::end_screen::<G>(remote, redraw) } }
            </div>
        </div>
    }
}

fn top_bar<G: GameUi>(remote: &Shared<G>, redraw: &Callback<()>) -> Html {
    let r = remote.borrow();
    let u = r.joiner.update();
    let seat = r.joiner.seat();
    let decides = r.joiner.decides();
    let over = u.is_some_and(|u| u.public.outcome.is_some());
    let status = match u {
        _ if over => "Game over".to_string(),
        _ if r.joiner.elsewhere().is_some() => "Played on another device".to_string(),
        Some(_) if !r.with_host() => "Waiting for the host".to_string(),
        Some(u) if u.public.to_act.is_some() => {
            let phase: Vec<&str> = u.public.phase.iter().map(String::as_str).collect();
            turn_status(&TurnStatus {
                turn_of: G::turn_of(u.public.active, &phase),
                no_seat: G::NO_SEAT_TURN,
                decider: if decides { Some(seat) } else { u.public.to_act },
                viewer_decides: decides,
                other: u.public.to_act.map(|s| format!("{} to decide", seat_name(s))).unwrap_or_default(),
            })
        }
        _ if r.joiner.wants_deck() => "Choose your deck".to_string(),
        _ if r.with_host() => "Waiting for everyone to join".to_string(),
        _ if r.no_answer => "No answer from the host".to_string(),
        _ => "Connecting to the host".to_string(),
    };
    // The host's turn number (the log's last line is still turn 0 during set-up).
    let turn = u.map_or(0, |u| u.public.turn);
    let on_auto = with(remote, redraw, |r: &mut Remote<G>, e: Event| {
        r.auto = match e.target_unchecked_into::<web_sys::HtmlSelectElement>().value().as_str() {
            "random" => Auto::Random,
            "search" => Auto::Search,
            _ => Auto::Off,
        };
    });
    html! {
        <header class="topbar">
            <a class="back" href={site::href(&Route::Lobby)} aria-label="Back to the lobby">{ "← Lobby" }</a>
            <h1>{ G::NAME }</h1>
            <span class="turn-status">{ format!("Turn {turn} · {status}") }</span>
            if !over && r.joiner.elsewhere().is_none() {
                // Each choice says it whole: on a phone the select stands alone.
                <label class="auto-play">
                    <select class="auto-level" onchange={on_auto} aria-label="Who plays your seat">
                        <option value="off" selected={r.auto == Auto::Off}>{ "I play my seat" }</option>
                        <option value="random" selected={r.auto == Auto::Random}>{ "The computer plays it (random moves)" }</option>
                        <option value="search" selected={r.auto == Auto::Search}>{ "The computer plays it (the host searches)" }</option>
                    </select>
                </label>
                <button class="undo" disabled={!u.is_some_and(|u| u.can_undo)} title="Take back your last action this turn"
                    onclick={with(remote, redraw, |r: &mut Remote<G>, _: MouseEvent| r.undo())}>{ "Undo" }</button>
            }
            if decides {
                <button class="hint" title="Ask the host's computer for a suggested move" disabled={r.hint_pending()}
                    onclick={with(remote, redraw, |r: &mut Remote<G>, _: MouseEvent| r.ask_hint())}>
                    { if r.hint_pending() { "Thinking…" } else { "Hint" } }</button>
                if let Some(moves) = r.hint() {
                    { hint_panel(&super::join_parts::hint_words(moves), with(remote, redraw, |r: &mut Remote<G>, _: MouseEvent| r.put_hint_away())) }
                }
            }
            if over && r.end_closed {
                <button class="results" onclick={with(remote, redraw, |r: &mut Remote<G>, _: MouseEvent| r.end_closed = false)}>{ "Results" }</button>
            }
            <a class="button help" href={site::href(&Route::Rules(G::ID.into(), None))}>{ "How to play" }</a>
        </header>
    }
}

/// The table from this seat, as a local game draws it.
fn table<G: GameUi>(remote: &Shared<G>, redraw: &Callback<()>) -> Html {
    let r = remote.borrow();
    let (Some(shown), Some(u)) = (r.shown.as_ref(), r.joiner.update()) else {
        if r.joiner.wants_deck() || r.joiner.deck_sent() {
            return super::deck_choice::deck_choice::<G>(
                &r,
                with(remote, redraw, |r: &mut Remote<G>, v: String| r.deck_pick = v),
                with(remote, redraw, |r: &mut Remote<G>, v: String| r.deck_code = v),
                with(remote, redraw, |r: &mut Remote<G>, deck| r.send_deck(deck)),
                with(remote, redraw, |r: &mut Remote<G>, e: crate::engine::RuleError| r.local_error = Some(e)),
            );
        }
        return html! { <p class="waiting-table">{ "The table appears when the game starts." }</p> };
    };
    let decides = !shown.legal.is_empty();
    // While a hint is shown, the table marks its best move; every move stays open.
    let props = TableProps::<G> {
        view: shown.view.clone(),
        viewer: r.joiner.seat(),
        watching: false,
        decides,
        legal: shown.legal.clone(),
        hinted: r.hint().and_then(|h| h.first()).map(|best| best.action.clone()),
        last: Rc::new(Vec::new()),
        act: with(remote, redraw, |r: &mut Remote<G>, a: G::Action| r.act(&a)),
        ask: Ask::remote(shown.choices.clone()),
        version: u.at as u64,
    };
    html! { <InspectHost>{ G::table(props) }</InspectHost> }
}
