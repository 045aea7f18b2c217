//! The new-game page's online parts: how the devices connect (a signalling server,
//! whose address the person may change, or no server: codes by hand) and the STUN/TURN
//! servers, shown when a seat is played on another device; and the box where a person
//! types the short code a host read to them.

use yew::prelude::*;

use crate::online::invite::Invite;
use crate::ui::net::settings;
use crate::ui::route::Route;
use crate::ui::site;

/// What the new-game page keeps for its online parts: the last refused server address,
/// and the code being typed (and whether it was refused). Kept in the page rather than
/// in components of their own: each component type costs a build its own copy of
/// Yew's machinery.
#[derive(Clone)]
pub struct SetupState {
    error: UseStateHandle<Option<String>>,
    code: UseStateHandle<String>,
    code_error: UseStateHandle<bool>,
}

/// The new-game page's [`SetupState`].
#[hook]
pub fn use_setup_state() -> SetupState {
    SetupState { error: use_state(|| None), code: use_state(String::new), code_error: use_state(|| false) }
}

fn input_value(e: &Event) -> String {
    e.target_unchecked_into::<web_sys::HtmlInputElement>().value()
}

/// How the other devices connect.
pub fn online_setup(state: &SetupState, serverless: bool, on_change: Callback<bool>) -> Html {
    let error = state.error.clone();
    let on_signalling = {
        let error = error.clone();
        Callback::from(move |e: Event| error.set(settings::set_signalling_url(&input_value(&e)).err()))
    };
    let on_ice = {
        let error = error.clone();
        Callback::from(move |e: Event| error.set(settings::set_ice_servers(&input_value(&e)).err()))
    };
    let pick = |serverless: bool| {
        let on_change = on_change.clone();
        Callback::from(move |_: Event| on_change.emit(serverless))
    };
    html! {
        <section class="online-setup" aria-label="Playing online">
            <h2>{ "Playing online" }</h2>
            <p>{ "You host the game: it lives in this page, so keep the page open to the end. Each person on another device gets a link for their seat; no account is needed." }</p>
            <fieldset>
                <legend>{ "How the devices connect" }</legend>
                <label><input type="radio" name="online-connect" class="connect-signalling" checked={!serverless}
                    onchange={pick(false)} />{ " Through a signalling server (the links work at once)" }</label>
                <label><input type="radio" name="online-connect" class="connect-serverless" checked={serverless}
                    onchange={pick(true)} />{ " No server: each person sends back a reply code" }</label>
            </fieldset>
            if !serverless {
                <label for="signalling">{ "Signalling server" }</label>
                <input id="signalling" value={settings::signalling_url()} onchange={on_signalling} />
            }
            <label for="ice">{ "STUN and TURN servers" }</label>
            <input id="ice" value={settings::ice_text(&settings::ice_servers())} onchange={on_ice} />
            if let Some(e) = &*error { <p class="form-error" role="alert">{ e.clone() }</p> }
        </section>
    }
}

/// Joining a friend's game with the code they read aloud.
pub fn join_by_code(state: &SetupState, game: &'static str) -> Html {
    let (code, error) = (&state.code, &state.code_error);
    let join = {
        let (code, error) = (code.clone(), error.clone());
        Callback::from(move |_: MouseEvent| match Invite::from_code(game, &code) {
            Some(invite) => {
                // The seat's page is in the game's join build (`crate::ui::site`).
                if let Some(w) = web_sys::window() {
                    let _ = w.location().assign(&site::href(&Route::Online(invite)));
                }
            }
            None => error.set(true),
        })
    };
    let oninput = {
        let (code, error) = (code.clone(), error.clone());
        Callback::from(move |e: InputEvent| {
            code.set(e.target_unchecked_into::<web_sys::HtmlInputElement>().value());
            error.set(false);
        })
    };
    html! {
        <details class="join-by-code">
            <summary>{ "Join a friend's game with a code" }</summary>
            <label for="join-code">{ "The code your host read to you" }</label>
            <input id="join-code" value={(**code).clone()} {oninput} placeholder="P2 7f3a 91c2 e5d8 5be0 d417 88aa" />
            <button class="join-code" onclick={join}>{ "Join" }</button>
            if **error { <p class="form-error" role="alert">{ "That is not a code for this game: it reads like \"P2 7f3a 91c2 e5d8 5be0 d417 88aa\"." }</p> }
        </details>
    }
}
