//! The parts of a remote seat's page around its table: the connection's state in
//! words, the reply code to send back (serverless), the notice that another device
//! holds the seat, the log, the action bar and the end screen with the fair-shuffle
//! check's verdict.

use std::rc::Rc;

use yew::prelude::*;

use super::remote::Remote;
use crate::engine::prelude::*;
use crate::engine::LogLine;
use crate::online::joiner::Elsewhere;
use crate::online::wire::HintMove;
use crate::ui::common::{
    self, seat_name, share, verdict_and_scores, ActionBar, BarButton, EndScreen, LogPanel, LOG_BLOCK,
};
use crate::ui::game_page::{save_text, share_link};
use crate::ui::game_ui::GameUi;
use crate::ui::hint_explain::HintLine;
use crate::ui::route::Route;
use crate::ui::site;

/// The page's connection in words, when it is not simply connected.
pub fn status<G: Game>(r: &Remote<G>) -> Option<String> {
    if let Some(t) = &r.trouble {
        return Some(t.clone());
    }
    if let Some(e) = r.joiner.elsewhere() {
        return Some(elsewhere_words(r.joiner.seat(), e).0);
    }
    match (r.with_host(), r.joiner.update().is_some()) {
        (true, _) => None,
        (false, true) => Some(HOST_GONE[usize::from(r.reply.is_some())].into()),
        (false, false) if r.no_answer => Some(NO_ANSWER.into()),
        (false, false) if r.reply.is_some() => Some("Send the reply code below to the host".into()),
        (false, false) => Some("Connecting to the host...".into()),
    }
}

/// What a page with its table says while the host's page is gone (closed, reloading or
/// cut off): through a signalling server it waits in the room and comes back by itself
/// when the host reopens the game; with no server its link's code is used up.
const HOST_GONE: [&str; 2] = [
    "The host's page is closed or cut off: waiting for the host to open the game again (Resume in their lobby). \
     Your seat and table come back then; nothing is played meanwhile",
    "The host's page is closed or cut off: with no server this link cannot reconnect. Ask the host for a new link \
     (their invite panel has one when they open the game again); your seat and table come back with it",
];

/// With no signalling server, what the page says when no host came long after its
/// reply code was shown: the host's offer in the link connects one device only.
const NO_ANSWER: &str =
    "No answer from the host: this invite may already be in use on another device; ask the host for a new link";

/// How long after its reply code is shown the page says [`NO_ANSWER`] (the person has
/// had time to send it, and the host to paste it).
pub const ANSWER_WAIT_MS: u32 = 60_000;

/// The notice's title and words, for a seat another device holds.
fn elsewhere_words(seat: crate::engine::Seat, e: Elsewhere) -> (String, &'static str, String) {
    let name = seat_name(seat);
    match e {
        Elsewhere::Taken => (
            format!("{name} is played on another device"),
            "Each seat is played on one device, and another device opened this link first. To play the seat here \
             instead, take it over: the other device stops playing it and is told so.",
            format!("Play {name} on this device"),
        ),
        Elsewhere::Replaced => (
            format!("{name} moved to another device"),
            "It was taken over with this link on another device: this page no longer plays it.",
            format!("Play {name} here again"),
        ),
    }
}

/// Another device holds this seat: say so, and offer to take it over on purpose.
pub fn elsewhere_panel(seat: crate::engine::Seat, e: Elsewhere, on_take: Callback<MouseEvent>) -> Html {
    let (title, words, button) = elsewhere_words(seat, e);
    html! {
        <section class="reply-panel seat-elsewhere" role="alert" aria-label="Your seat">
            <h2>{ title }</h2>
            <p>{ words }</p>
            <button class="take-over" onclick={on_take}>{ button }</button>
        </section>
    }
}

/// With no signalling server: the reply code the person sends back to the host; its
/// Copy button says whether it was copied, as the host's invite links do.
pub fn reply_panel<G: Game>(r: &Remote<G>, on_copy: Callback<MouseEvent>) -> Html {
    let code = r.reply.clone().unwrap_or_default();
    html! {
        <section class="reply-panel" aria-label="Reply code">
            <h2>{ "Send this reply code to the host" }</h2>
            <p>{ "By any message. When the host pastes it, the game connects." }</p>
            <textarea readonly=true class="my-reply" rows="3" aria-label="Your reply code" value={code.clone()} />
            <button class="copy-reply" onclick={on_copy}>{ match r.reply_copied {
                Some(true) => "Copied",
                Some(false) => "Select and copy",
                None => "Copy",
            } }</button>
        </section>
    }
}

/// How many log lines the page keeps on screen (as the local page does).
const LOG_LINES_SHOWN: usize = 200;

/// The log in words as far as the host sent it, drawn as a local game's.
pub fn log_panel(all: &[crate::online::wire::Line]) -> Html {
    let from = all.len().saturating_sub(LOG_LINES_SHOWN) / LOG_BLOCK * LOG_BLOCK;
    let lines: Rc<[LogLine]> =
        all[from..].iter().map(|l| LogLine { turn: l.turn, seat: l.seat, text: l.text.as_str().into() }).collect();
    html! { <LogPanel {lines} total={all.len()} /> }
}

/// The hint's moves as the local Hint shows them.
pub fn hint_words<A>(moves: &[HintMove<A>]) -> Vec<HintLine> {
    moves
        .iter()
        .map(|m| HintLine {
            label: m.label.clone(),
            reason: m.reason.clone(),
            confidence: m.confidence.clone(),
            tries: None,
        })
        .collect()
}

/// The prompt, the other seats' last moves, and the seat's choices that belong to no
/// object on the table.
pub fn action_bar<G: GameUi>(remote: &Rc<std::cell::RefCell<Remote<G>>>, redraw: &Callback<()>) -> Html {
    let r = remote.borrow();
    let Some(u) = r.joiner.update() else {
        return common::action_bar(ActionBar {
            prompt: html! { "Waiting for the game to start" },
            ..ActionBar::default()
        });
    };
    let hinted = r.hint().and_then(|h| h.first()).map(|m| m.action.clone());
    let prompt = match (&u.public.outcome, &u.prompt, u.public.to_act) {
        (Some(o), _, _) => format!("Game over: {}", o.reason),
        (None, Some(p), _) => p.clone(),
        (None, None, Some(s)) => format!("{} is deciding", seat_name(s)),
        (None, None, None) => String::new(),
    };
    let last_move =
        u.public.last_moves.last().map(|m| format!("Last move, {}: {}", seat_name(m.seat), m.words.join(" · ")));
    let press = |action: G::Action| {
        let (remote, redraw) = (remote.clone(), redraw.clone());
        Callback::from(move |_| {
            remote.borrow_mut().act(&action);
            redraw.emit(());
        })
    };
    let mut buttons: Vec<BarButton> = u
        .legal
        .iter()
        .filter(|c| G::is_bar_action(&c.action))
        .filter(|c| hinted.as_ref().is_none_or(|h| *h == c.action))
        .map(|c| BarButton {
            label: c.label.clone(),
            kind: crate::engine::static_words::keep(&c.kind).unwrap_or("action"),
            hinted: hinted.as_ref() == Some(&c.action),
            why_not: false,
            on_click: press(c.action.clone()),
        })
        .collect();
    // The host's refusal of one says why, with the rule.
    if let Some(shown) = r.shown.as_ref().filter(|_| !u.legal.is_empty()) {
        let legal = |a: &G::Action| u.legal.iter().any(|c| c.action == *a);
        buttons.extend(crate::ui::game_page::why_not_buttons::<G>(&shown.view, legal, press));
    }
    common::action_bar(ActionBar {
        prompt: G::message(&prompt),
        mine: !u.legal.is_empty(),
        last_move: G::message(last_move.as_deref().unwrap_or_default()),
        buttons,
        rule: None,
    })
}

/// The end: who won, the scores, and this device's check of the whole game.
pub fn end_screen<G: GameUi>(remote: &Rc<std::cell::RefCell<Remote<G>>>, redraw: &Callback<()>) -> Html {
    let r = remote.borrow();
    let Some(u) = r.joiner.update() else { return html! {} };
    let Some(o) = &u.public.outcome else { return html! {} };
    let (headline, scores) = verdict_and_scores(&o.winners, &u.public.scores, G::COOPERATIVE, seat_name);
    let verdict = r.joiner.verdict().map(|v| AttrValue::from(v.words()));
    let waiting = AttrValue::from("Checking: waiting for the host to reveal the game");
    let game = r.joiner.revealed();
    let (save, link) = match game {
        Some(m) => (save_text(m), share_link(m)),
        None => ("No save: the game was not verified on this device".to_string(), String::new()),
    };
    let code = game.and_then(|m| share::encode(m).ok());
    let close = {
        let (remote, redraw) = (remote.clone(), redraw.clone());
        Callback::from(move |_: ()| {
            remote.borrow_mut().end_closed = true;
            redraw.emit(());
        })
    };
    let on_replay = Callback::from(move |_| {
        if let (Some(w), Some(code)) = (web_sys::window(), &code) {
            let _ = w.location().assign(&site::href(&Route::Replay(G::ID.into(), code.clone())));
        }
    });
    html! {
        <EndScreen {headline} reason={o.reason.clone()} {scores} score_name={G::SCORE_NAME}
            seed={game.map(|m| m.seed())} moves={game.map_or(u.at, |m| m.actions().len())}
            new_game_href={site::href(&Route::NewGame(G::ID.into()))} save_json={save} link={link} on_rematch={None::<Callback<()>>}
            {on_replay} on_close={close} verdict={Some(verdict.unwrap_or(waiting))} />
    }
}
