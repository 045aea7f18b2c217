//! The new-game page's online parts: how the devices connect (a signalling server,
//! whose address the person may change, or no server: codes by hand) and the STUN/TURN
//! servers, shown when a seat is played on another device; and the box where a person
//! types the short code a host read to them.

use yew::prelude::*;

use crate::online::invite::Invite;
use crate::ui::net::settings;
use crate::ui::route::Route;
use crate::ui::site;

#[derive(Properties, PartialEq)]
pub struct OnlineSetupProps {
    pub serverless: bool,
    pub on_change: Callback<bool>,
}

fn input_value(e: &Event) -> String {
    e.target_unchecked_into::<web_sys::HtmlInputElement>().value()
}

/// How the other devices connect.
#[component]
pub fn OnlineSetup(props: &OnlineSetupProps) -> Html {
    let error = use_state(|| None::<String>);
    let on_signalling = {
        let error = error.clone();
        Callback::from(move |e: Event| error.set(settings::set_signalling_url(&input_value(&e)).err()))
    };
    let on_ice = {
        let error = error.clone();
        Callback::from(move |e: Event| error.set(settings::set_ice_servers(&input_value(&e)).err()))
    };
    let pick = |serverless: bool| {
        let on_change = props.on_change.clone();
        Callback::from(move |_: Event| on_change.emit(serverless))
    };
    html! {
        <section class="online-setup" aria-label="Playing online">
            <h2>{ "Playing online" }</h2>
            <p>{ "You host the game: this device keeps it and each person on another device gets a link for their seat. Nobody else's device holds the game, and no account is needed." }</p>
            <fieldset>
                <legend>{ "How the devices connect" }</legend>
                <label><input type="radio" name="online-connect" class="connect-signalling" checked={!props.serverless}
                    onchange={pick(false)} />{ " Through a signalling server (the links work at once)" }</label>
                <label><input type="radio" name="online-connect" class="connect-serverless" checked={props.serverless}
                    onchange={pick(true)} />{ " No server: each person sends back a reply code" }</label>
            </fieldset>
            if !props.serverless {
                <label for="signalling">{ "Signalling server" }</label>
                <input id="signalling" value={settings::signalling_url()} onchange={on_signalling} />
            }
            <label for="ice">{ "STUN and TURN servers" }</label>
            <input id="ice" value={settings::ice_text(&settings::ice_servers())} onchange={on_ice} />
            if let Some(e) = &*error { <p class="form-error" role="alert">{ e.clone() }</p> }
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct JoinByCodeProps {
    pub game: AttrValue,
}

/// Joining a friend's game with the code they read aloud.
#[component]
pub fn JoinByCode(props: &JoinByCodeProps) -> Html {
    let code = use_state(String::new);
    let error = use_state(|| false);
    let join = {
        let (code, error, game) = (code.clone(), error.clone(), props.game.clone());
        Callback::from(move |_: MouseEvent| match Invite::from_code(&game, &code) {
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
            <input id="join-code" value={(*code).clone()} {oninput} placeholder="P2 7f3a 91c2 e5d8 5be0 d417 88aa" />
            <button class="join-code" onclick={join}>{ "Join" }</button>
            if *error { <p class="form-error" role="alert">{ "That is not a code for this game: it reads like \"P2 7f3a 91c2 e5d8 5be0 d417 88aa\"." }</p> }
        </details>
    }
}
