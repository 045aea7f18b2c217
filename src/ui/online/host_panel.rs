//! What the host's page adds to its table in an online game: the strip (who is here,
//! who acts, the phrases), a warning when the game waits for a person who left (and
//! the choice to let the computer play for them), a note when a seat was taken over
//! on another device (one device holds a seat), and the invite panel: each remote
//! seat's link and short code, the watch link, and with no signalling server the box
//! for each joiner's reply code.

use yew::prelude::*;

use super::host_net::{use_host_net, HostNet, Offer};
use super::hosting::HostMsg;
use super::seats_strip::{seats_strip, SeatsStrip};
use super::OnlineConfig;
use crate::engine::Seat;
use crate::online::invite::Invite;
use crate::online::wire::SeatState;
use crate::online::Phrase;
use crate::ui::common::{copy_text, seat_name};
use crate::ui::game_ui::GameUi;
use crate::ui::net::settings;
use crate::ui::route::Route;
use crate::ui::session::{SeatKind, Session, SessionMsg};
use crate::ui::site;

/// An invite's whole address: the page it opens is in the game's join build
/// (`<site>/<id>/join/`, `crate::ui::site`).
fn invite_link(invite: &Invite) -> String {
    site::absolute(&Route::Online(invite.clone()))
}

/// What the host's page keeps for its invite panel: which link was last copied (and
/// whether the copy worked), and each seat's reply code as typed. Kept here rather than
/// in small components of their own: each component type costs a build its own copy of
/// Yew's machinery.
#[derive(Clone)]
struct PanelState {
    copied: UseStateHandle<Option<(String, bool)>>,
    replies: UseStateHandle<Vec<(Seat, String)>>,
}

impl PanelState {
    fn reply(&self, seat: Seat) -> String {
        self.replies.iter().find(|(s, _)| *s == seat).map(|(_, t)| t.clone()).unwrap_or_default()
    }
}

/// The host page's online parts (nothing for a game with no remote seat).
#[hook]
pub fn use_hosting<G: GameUi>(session: &UseReducerHandle<Session<G>>) -> Html {
    let net = use_host_net(session);
    let show = use_state(|| false);
    let panel = PanelState { copied: use_state(|| None), replies: use_state(Vec::new) };
    let (Some(o), Some(net)) = (session.online.as_ref(), net) else { return html! {} };
    let host = &o.host;
    let states = host.seat_states();
    let mine: Vec<Seat> = (0..states.len()).filter(|s| session.seats[*s] == SeatKind::Human).collect();
    let speaker = mine.first().copied().unwrap_or(0);
    let on_say = {
        let d = session.dispatcher();
        Callback::from(move |p: Phrase| d.dispatch(SessionMsg::Online(HostMsg::Say(speaker, p))))
    };
    let waiting = o.waiting();
    let dropped = host.waiting_for_dropped();
    let toggle = {
        let show = show.clone();
        Callback::from(move |_: MouseEvent| show.set(!*show))
    };
    // The transport's trouble, else the last seat taken over on another device.
    let moved = host.moved().map(|(s, _)| format!("{} moved to another device", seat_name(s)));
    let status = net.trouble.borrow().clone().or(moved);
    let strip = SeatsStrip {
        seats: states.clone(),
        mine,
        to_act: host.decider(),
        said: host.said().to_vec(),
        on_say: Some(on_say),
        status,
    };
    html! {
        <>
            { seats_strip(strip, html! {
                <button class="invites-toggle" onclick={toggle.clone()} aria-expanded={(*show || waiting).to_string()}>{ "Invite links" }</button>
            }) }
            if let Some(seat) = dropped { { dropped_alert(session, seat) } }
            if *show || waiting {
                { invite_panel(G::ID, &o.config, &net, &panel, &seat_rows(&states, o.host.decks_wanted()), waiting, toggle) }
            }
        </>
    }
}

/// The game waits for a person who left: say so, and offer the computer in their place.
fn dropped_alert<G: GameUi>(session: &UseReducerHandle<Session<G>>, seat: Seat) -> Html {
    let d = session.dispatcher();
    let stand_in = Callback::from(move |_: MouseEvent| d.dispatch(SessionMsg::Online(HostMsg::StandIn(seat, true))));
    html! {
        <p class="net-alert" role="alert">
            { format!("{} has left. The game waits for them: they come back with their link or code. ", seat_name(seat)) }
            <button class="stand-in" onclick={stand_in}>{ format!("Let the computer play {} until they return", seat_name(seat)) }</button>
        </p>
    }
}

/// The links, codes and (with no signalling server) reply boxes of every remote seat.
/// Each seat's state, and whether the game waits for its deck (chosen on its device).
fn seat_rows(states: &[SeatState], choosing: &[bool]) -> Vec<(SeatState, bool)> {
    states.iter().enumerate().map(|(s, st)| (*st, choosing.get(s) == Some(&true))).collect()
}

fn invite_panel(
    game: &str,
    config: &OnlineConfig,
    net: &HostNet,
    panel: &PanelState,
    states: &[(SeatState, bool)],
    waiting: bool,
    close: Callback<MouseEvent>,
) -> Html {
    let watch = Invite::Watch { game: game.to_string(), room: config.room.clone() };
    html! {
        <section class="invite-panel" aria-label="Invite links">
            <h2>{ if waiting { "Waiting for the other players" } else { "Invite links" } }</h2>
            <p class="invite-help">{ if config.serverless {
                "Send each person their link; they send back the reply code their page shows: paste it here. The game lives in this page: keep it open to the end."
            } else {
                "Send each person their link, or read them the code to type on this game's new-game page. The game lives in this page: keep it open to the end."
            } }</p>
            { for config.remote_seats().into_iter().map(|seat| seat_invite(game, config, net, panel, seat, states.get(seat).copied())) }
            if !config.serverless {
                <div class="invite watch-invite">
                    <h3>{ "Watchers" }</h3>
                    { link_row(panel, &invite_link(&watch), "Watch link") }
                    <p class="short-code">{ "Code: " }<strong>{ watch.short_code() }</strong></p>
                    <p class="invite-note">{ format!("Signalling server: {}", settings::signalling_url()) }</p>
                </div>
            }
            if !waiting { <button class="close-invites" onclick={close}>{ "Close" }</button> }
        </section>
    }
}

/// A link to copy, and whether it was copied.
fn link_row(panel: &PanelState, link: &str, what: &'static str) -> Html {
    let copied = panel.copied.as_ref().filter(|(l, _)| l == link).map(|(_, ok)| *ok);
    let onclick = {
        let (state, link) = (panel.copied.clone(), link.to_string());
        Callback::from(move |_: MouseEvent| state.set(Some((link.clone(), copy_text(&link)))))
    };
    html! {
        <div class="link-row">
            <input readonly=true class="invite-link" aria-label={what} value={link.to_string()} />
            <button class="copy-invite" {onclick}>{ match copied {
                Some(true) => "Copied",
                Some(false) => "Select and copy",
                None => "Copy",
            } }</button>
        </div>
    }
}

fn seat_invite(
    game: &str,
    config: &OnlineConfig,
    net: &HostNet,
    panel: &PanelState,
    seat: Seat,
    state: Option<(SeatState, bool)>,
) -> Html {
    let (state, choosing) = state.map_or((None, false), |(s, c)| (Some(s), c));
    let connected = matches!(state, Some(SeatState::Remote { connected: true, .. }));
    let offer = net.offers.borrow().get(seat);
    let code = match &offer {
        Some(Offer::Ready { code, .. }) => Some(code.clone()),
        _ => None,
    };
    let invite = config.invite(game, seat, code);
    html! {
        <div class={classes!("invite", connected.then_some("joined"))} data-seat={seat.to_string()}>
            <h3>{ format!("{} · {}", seat_name(seat), match (connected, choosing) {
                (true, true) => "connected, choosing their deck",
                (true, false) => "connected",
                _ => "not connected",
            }) }</h3>
            if choosing && !connected {
                <p class="invite-note">{ "They choose their deck on their device when they join." }</p>
            }
            if let Some(invite) = &invite {
                if config.serverless { { serverless_row(net, panel, seat, &offer, invite, connected) } }
                else {
                    { link_row(panel, &invite_link(invite), "Invite link") }
                    <p class="short-code">{ "Code to read aloud: " }<strong>{ invite.short_code() }</strong></p>
                }
            }
        </div>
    }
}

fn serverless_row(
    net: &HostNet,
    panel: &PanelState,
    seat: Seat,
    offer: &Option<Offer>,
    invite: &Invite,
    connected: bool,
) -> Html {
    match offer {
        _ if connected => html! {},
        None | Some(Offer::Making) => html! { <p class="invite-note">{ "Making this seat's connection offer..." }</p> },
        Some(Offer::Failed(e)) => html! { <p class="form-error" role="alert">{ e.clone() }</p> },
        Some(Offer::Connected(_)) => {
            let net = net.clone();
            html! {
                <p class="invite-note">{ "Connecting... " }
                    <button class="new-offer" onclick={move |_: MouseEvent| net.make_offer(seat)}>{ "New link" }</button></p>
            }
        }
        Some(Offer::Ready { error, .. }) => html! {
            <>
                { link_row(panel, &invite_link(invite), "Invite link") }
                { reply_box(net, panel, seat, error.as_deref()) }
            </>
        },
    }
}

/// Where the host pastes a joiner's reply code (serverless).
fn reply_box(net: &HostNet, panel: &PanelState, seat: Seat, error: Option<&str>) -> Html {
    let text = panel.reply(seat);
    let id = format!("reply-{seat}");
    let oninput = {
        let replies = panel.replies.clone();
        Callback::from(move |e: InputEvent| {
            let typed = e.target_unchecked_into::<web_sys::HtmlTextAreaElement>().value();
            let mut all: Vec<(Seat, String)> = replies.iter().filter(|(s, _)| *s != seat).cloned().collect();
            all.push((seat, typed));
            replies.set(all);
        })
    };
    let empty = text.trim().is_empty();
    let connect = {
        let (net, text) = (net.clone(), text.clone());
        Callback::from(move |_: MouseEvent| net.accept(seat, text.clone()))
    };
    html! {
        <div class="reply-box">
            <label for={id.clone()}>{ format!("{}'s reply code", seat_name(seat)) }</label>
            <textarea {id} class="reply-code" rows="2" value={text} {oninput} placeholder="Paste the code their page shows" />
            <button class="connect-reply" onclick={connect} disabled={empty}>{ "Connect" }</button>
            if let Some(e) = error { <p class="form-error" role="alert">{ e.to_string() }</p> }
        </div>
    }
}
