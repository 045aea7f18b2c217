//! A game started from the builder: the deck in either seat, against a person here, the
//! computer or a person on another device (who picks a deck on their own device), the
//! other seat bringing a premade deck, a kept one or one the computer builds at random.
//! The game's page starts it: the builder hands the deck over by a link
//! ([`Route::DeckGame`], the deck's code in the hash), and the page checks it
//! (`ui::deck_game`).

use yew::prelude::*;

use super::deck::{self, Deck};
use super::Premade;
use crate::engine::{deck_code, Rng};
use crate::ui::common::seat_name;
use crate::ui::game_ui::GameUi;
use crate::ui::new_game::fresh_seed;
use crate::ui::route::{DeckGame, Route};
use crate::ui::site;

#[derive(Properties, PartialEq)]
pub struct StartPanelProps {
    pub deck: Deck,
    pub legal: bool,
}

/// Who sits across: the select's values.
const OPPONENTS: [(&str, &str); 5] = [
    ("computer-normal", "The computer (Normal)"),
    ("computer-easy", "The computer (Easy)"),
    ("computer-hard", "The computer (Hard)"),
    ("person", "A person here (pass the device)"),
    ("remote", "A person on another device (they pick their deck)"),
];

/// The other seat's deck for a select value ("premade:ID", "kept:N", "random"): its
/// format (a kept deck's own; else the rules' default) and one card id per card.
fn their_deck<G: GameUi>(choice: &str, premades: &[Premade]) -> Option<(Option<String>, Vec<String>)> {
    if let Some(id) = choice.strip_prefix("premade:") {
        return premades.iter().find(|p| p.id == id).map(|p| (None, p.cards.clone()));
    }
    if let Some(i) = choice.strip_prefix("kept:") {
        return deck::saved(G::ID).get(i.parse::<usize>().ok()?).map(|d| (d.format.clone(), d.cards.clone()));
    }
    let mut rng = Rng::new(fresh_seed());
    (choice == "random")
        .then(|| G::random_setup(&G::Options::default(), &mut rng))
        .flatten()
        .and_then(|o| G::seat_deck(&o, 1))
        .map(|cards| (None, cards))
}

/// The game the page is asked to start, the other seat's deck as its code (the game's
/// page carries neither the premade list nor the deck maker, and need not share this
/// page's storage).
fn hand_over<G: GameUi>(deck: &Deck, seat: usize, against: &str, theirs: &str, premades: &[Premade]) -> Route {
    // Each deck is checked in its own format: a premade one faced by a Constructed deck
    // is still the Limited deck it is (AL-1.1).
    let theirs = match against {
        "remote" => String::new(),
        _ => their_deck::<G>(theirs, premades)
            .map(|(format, cards)| deck_code::encode(G::ID, format.as_deref(), &cards))
            .unwrap_or_default(),
    };
    let start = DeckGame {
        deck: deck_code::encode(G::ID, deck.format.as_deref(), &deck.cards),
        seat: seat.to_string(),
        against: against.to_string(),
        theirs,
    };
    Route::DeckGame(G::ID.into(), start)
}

#[component]
pub fn StartPanel<G: GameUi>(props: &StartPanelProps) -> Html {
    let seat = use_state(|| 0usize);
    let opponent = use_state(|| OPPONENTS[0].0.to_string());
    let premades = G::premade_decks();
    let random_offered = G::random_setup(&G::Options::default(), &mut Rng::new(1)).is_some();
    let first = premades.first().map(|p| format!("premade:{}", p.id)).unwrap_or_else(|| "random".into());
    let theirs = use_state(|| first);
    let kept = deck::saved(G::ID);
    let start = {
        let (deck, seat, opponent, theirs) = (props.deck.clone(), *seat, (*opponent).clone(), (*theirs).clone());
        let premades = premades.clone();
        Callback::from(move |_: MouseEvent| {
            let link = site::href(&hand_over::<G>(&deck, seat, &opponent, &theirs, &premades));
            if let Some(w) = web_sys::window() {
                let _ = w.location().set_href(&link);
            }
        })
    };
    let pick = |state: &UseStateHandle<String>| {
        let state = state.clone();
        Callback::from(move |e: Event| state.set(e.target_unchecked_into::<web_sys::HtmlSelectElement>().value()))
    };
    let on_seat = {
        let seat = seat.clone();
        Callback::from(move |e: Event| {
            seat.set(e.target_unchecked_into::<web_sys::HtmlSelectElement>().value().parse().unwrap_or(0))
        })
    };
    html! {
        <section class="db-start" aria-labelledby="db-start-title">
            <h3 id="db-start-title">{ "Play with this deck" }</h3>
            <label>{ "Your seat" }
                <select class="db-seat" onchange={on_seat}>
                    { for (0..2).map(|s| html! { <option value={s.to_string()} selected={*seat == s}>{ seat_name(s) }</option> }) }
                </select>
            </label>
            <label>{ "Against" }
                <select class="db-opponent" onchange={pick(&opponent)}>
                    { for OPPONENTS.iter().map(|(v, w)| html! { <option value={*v} selected={*opponent == *v}>{ *w }</option> }) }
                </select>
            </label>
            if *opponent != "remote" {
                <label>{ "Their deck" }
                    <select class="db-their-deck" onchange={pick(&theirs)}>
                        { for premades.iter().map(|p| { let v = format!("premade:{}", p.id); html! {
                            <option value={v.clone()} selected={*theirs == v} title={p.plan.clone()}>{ &p.name }</option>
                        } }) }
                        if random_offered {
                            <option value="random" selected={*theirs == "random"}>{ "A random deck the computer builds" }</option>
                        }
                        { for kept.iter().enumerate().map(|(i, d)| { let v = format!("kept:{i}"); html! {
                            <option value={v.clone()} selected={*theirs == v}>{ format!("Kept: {}", d.name) }</option>
                        } }) }
                    </select>
                </label>
            }
            <button class="primary db-play" disabled={!props.legal} onclick={start}>{ "Start the game" }</button>
            if !props.legal { <p class="hint">{ "A game starts with a legal deck." }</p> }
        </section>
    }
}
