//! The strip every online page shows (host, joiner, watcher): who sits where, who is
//! connected, who is to act, what people said, and the fixed phrases to say. Every
//! word a peer sent is drawn as text (a phrase is an enum, a seat a number), never as
//! markup.

use yew::prelude::*;

use crate::engine::Seat;
use crate::online::wire::SeatState;
use crate::online::Phrase;
use crate::ui::common::seat_name;

/// What the strip shows. A function, not a component: each component type costs a
/// build its own copy of Yew's machinery (the strip has no state of its own).
pub struct SeatsStrip {
    pub seats: Vec<SeatState>,
    /// The seats this device plays ("you").
    pub mine: Vec<Seat>,
    pub to_act: Option<Seat>,
    /// What people said, oldest first.
    pub said: Vec<(Seat, Phrase)>,
    /// Say a phrase (none for a watcher).
    pub on_say: Option<Callback<Phrase>>,
    /// This page's own connection, in words, when it is not simply connected.
    pub status: Option<String>,
}

/// How a seat is played, in words.
fn who(state: SeatState, mine: bool) -> &'static str {
    match state {
        _ if mine => "you",
        SeatState::Host => "at the host's device",
        SeatState::Computer => "the computer",
        SeatState::Remote { computer: true, .. } => "left: the computer plays for them",
        SeatState::Remote { connected: true, .. } => "connected",
        SeatState::Remote { connected: false, .. } => "not connected",
    }
}

/// The strip, with `children` (the host's invite toggle) at its end.
pub fn seats_strip(props: SeatsStrip, children: Html) -> Html {
    let said: Vec<&(Seat, Phrase)> = props.said.iter().rev().take(3).collect();
    html! {
        <section class="online-strip" aria-label="Online game">
            <ul class="online-seats">
                { for props.seats.iter().enumerate().map(|(s, state)| {
                    let gone = matches!(state, SeatState::Remote { connected: false, .. });
                    let acting = props.to_act == Some(s);
                    html! {
                        <li class={classes!("online-seat", gone.then_some("gone"), acting.then_some("acting"))} data-seat={s.to_string()}>
                            <strong>{ seat_name(s) }</strong>{ " · " }{ who(*state, props.mine.contains(&s)) }
                            if acting { <span class="to-act">{ " · to act" }</span> }
                        </li>
                    }
                }) }
            </ul>
            if let Some(status) = &props.status {
                <p class="online-status" role="status">{ status.clone() }</p>
            }
            if let Some(on_say) = &props.on_say {
                <div class="phrases" role="group" aria-label="Say to the others">
                    { for Phrase::ALL.into_iter().map(|p| {
                        let on_say = on_say.clone();
                        html! { <button class="phrase" onclick={move |_: MouseEvent| on_say.emit(p)}>{ p.words() }</button> }
                    }) }
                </div>
            }
            <ol class="said" aria-live="polite" aria-label="Said">
                { for said.into_iter().rev().map(|(s, p)| html! { <li>{ format!("{}: {}", seat_name(*s), p.words()) }</li> }) }
            </ol>
            { children }
        </section>
    }
}
