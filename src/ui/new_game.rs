//! Setting up a game: who sits where (a person here, the computer, or a person on
//! another device: online play, `ui::online`), the seed, the game's options, or a save
//! to load.

use yew::prelude::*;

use super::common::seat_name;
use super::game_ui::GameUi;
use super::online::{join_by_code, online_setup, use_setup_state, OnlineConfig};
use super::session::{SeatKind, Session, StartConfig};
use crate::engine::ai::Level;
use crate::engine::{to_json, RuleError, Save};

#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    pub on_start: Callback<StartConfig>,
}

/// A fresh seed for a new game; games themselves never call a global random source.
pub fn fresh_seed() -> u64 {
    getrandom::u64().map(|x| x % 1_000_000_000).unwrap_or(1)
}

#[component]
pub fn NewGame<G: GameUi>(props: &NewGameProps) -> Html {
    let options = use_state(G::Options::default);
    let seats = use_state(|| default_seats(G::seat_count(&G::Options::default())));
    let seed = use_state(|| fresh_seed().to_string());
    let save_text = use_state(String::new);
    let error = use_state(|| None::<RuleError>);
    let serverless = use_state(|| false);
    let setup = use_setup_state();
    let online = seats.contains(&SeatKind::Remote);

    let on_options = {
        let (options, seats) = (options.clone(), seats.clone());
        Callback::from(move |o: G::Options| {
            let n = G::seat_count(&o);
            if n != seats.len() {
                seats.set(default_seats(n));
            }
            options.set(o);
        })
    };
    let start = {
        let (options, seats, seed, error, on_start) =
            (options.clone(), seats.clone(), seed.clone(), error.clone(), props.on_start.clone());
        let serverless = *serverless;
        Callback::from(move |_: MouseEvent| {
            // Online, the seed is made from every device's random part (`online::fairness`).
            let seed = if online { Ok(0) } else { seed.trim().parse::<u64>() };
            let config = seed.map_err(|_| RuleError::protocol("the seed must be a whole number")).and_then(|seed| {
                Ok(StartConfig {
                    game: G::ID.to_string(),
                    seats: (*seats).clone(),
                    seed,
                    options: to_json(&*options, "the options", RuleError::protocol)?,
                    resume: None,
                    replay: false,
                    online: online.then(|| OnlineConfig::fresh(&seats, serverless, G::DECKS)).transpose()?,
                })
            });
            submit::<G>(config, &error, &on_start);
        })
    };
    let load = {
        let (save_text, seats, error, on_start) =
            (save_text.clone(), seats.clone(), error.clone(), props.on_start.clone());
        Callback::from(move |_: MouseEvent| {
            let config = super::storage::read::<Save>(&save_text)
                .map_err(|e| RuleError::save(format!("that is not a Turnkeeper save: {e}")))
                .and_then(|save| {
                    let options: G::Options = serde_json::from_value(save.options.clone())
                        .map_err(|e| RuleError::save(format!("the save's options are not {}'s: {e}", G::NAME)))?;
                    let n = G::seat_count(&options);
                    // A loaded save is played on this device: its seed was not made by everyone.
                    let mut kinds: Vec<SeatKind> =
                        seats
                            .iter()
                            .map(|k| {
                                if *k == SeatKind::Remote {
                                    SeatKind::computer(super::storage::last_level())
                                } else {
                                    *k
                                }
                            })
                            .collect();
                    kinds.resize(n, SeatKind::computer(super::storage::last_level()));
                    Ok(StartConfig {
                        game: G::ID.to_string(),
                        seats: kinds,
                        seed: save.seed,
                        options: save.options.clone(),
                        resume: Some(save),
                        replay: false,
                        online: None,
                    })
                });
            submit::<G>(config, &error, &on_start);
        })
    };
    let reroll = {
        let seed = seed.clone();
        Callback::from(move |_: MouseEvent| seed.set(fresh_seed().to_string()))
    };
    html! {
        <main class="new-game panel">
            <h1>{ format!("New game of {}", G::NAME) }</h1>
            if super::storage::load(G::ID).is_some() {
                <p class="warning" role="note">{ "A game in progress is kept until you start or load another; " }
                    <a href={super::site::href(&super::route::Route::Play(G::ID.into()))}>{ "resume it" }</a>{ "." }</p>
            }
            <section class="seats-setup" aria-label="Seats">
                <h2>{ "Seats" }</h2>
                { for seats.iter().enumerate().map(|(i, kind)| seat_row(i, *kind, &seats)) }
            </section>
            <section aria-label="Options">
                <h2>{ "Options" }</h2>
                { G::options_form((*options).clone(), on_options) }
                if G::DECKS {
                    { for seats.iter().enumerate().filter(|(_, k)| **k == SeatKind::Remote).map(|(i, _)| html! {
                        <p class="note remote-deck">{ format!("{} chooses their deck on their own device; the deck set here for them is not used.", super::common::seat_name(i)) }</p>
                    }) }
                }
            </section>
            if online {
                { online_setup(&setup, *serverless, { let s = serverless.clone(); Callback::from(move |v| s.set(v)) }) }
            } else {
                <section class="seed-row">
                    <label for="seed">{ "Seed" }</label>
                    <input id="seed" inputmode="numeric" value={(*seed).clone()}
                        oninput={let seed = seed.clone(); move |e: InputEvent| seed.set(input_value(&e))} />
                    <button onclick={reroll}>{ "New seed" }</button>
                </section>
            }
            if let Some(e) = &*error {
                <p class="form-error" role="alert"><span class="rule-id">{ e.rule.to_string() }</span>{ " " }{ &e.message }</p>
            }
            <div class="form-actions">
                <button class="primary start" onclick={start}>{ "Start" }</button>
                <a class="button" href={super::site::href(&super::route::Route::Lobby)}>{ "Back" }</a>
                if G::DECKS {
                    <a class="button build-deck" href={super::site::href(&super::route::Route::Decks(G::ID.into(), None))}>{ "Build a deck" }</a>
                }
            </div>
            { join_by_code(&setup, G::ID) }
            <details class="load-save">
                <summary>{ "Load a save" }</summary>
                <textarea rows="4" placeholder="Paste a save here" value={(*save_text).clone()}
                    oninput={let t = save_text.clone(); move |e: InputEvent| t.set(textarea_value(&e))} />
                <button onclick={load}>{ "Load" }</button>
            </details>
        </main>
    }
}

/// One seat's row: who plays it (a person here, the computer at a level, a person on
/// another device).
fn seat_row(i: usize, kind: SeatKind, seats: &UseStateHandle<Vec<SeatKind>>) -> Html {
    // A callback setting this seat to what `pick` makes of the event.
    let setter = |pick: fn(SeatKind, &str) -> Option<SeatKind>| {
        let seats = seats.clone();
        move |value: &str| {
            let mut v = (*seats).clone();
            if let Some(k) = pick(v[i], value) {
                v[i] = k;
                seats.set(v);
            }
        }
    };
    let toggle = setter(|k, _| {
        Some(if k == SeatKind::Human { SeatKind::computer(super::storage::last_level()) } else { SeatKind::Human })
    });
    let toggle = Callback::from(move |_: MouseEvent| toggle(""));
    let remote = setter(|_, _| Some(SeatKind::Remote));
    let remote = Callback::from(move |_: MouseEvent| remote(""));
    let level = setter(|_, value| {
        let level = Level::parse(value).filter(|&l| l != Level::Greedy)?;
        super::storage::remember_level(level);
        Some(SeatKind::computer(level))
    });
    let on_level =
        Callback::from(move |e: Event| level(&e.target_unchecked_into::<web_sys::HtmlSelectElement>().value()));
    let (who, shown) = match kind {
        SeatKind::Human => ("a person", "Person"),
        SeatKind::Remote => ("a person on another device", "Another device"),
        _ => ("the computer", "Computer"),
    };
    html! {
        <div class="seat-row">
            <span class="seat-label">{ seat_name(i) }</span>
            <button class={classes!("seat-kind", format!("seat-kind-{i}"))} onclick={toggle}
                aria-label={format!("{} is played by {who}: click to change", seat_name(i))}>
                { shown }
            </button>
            if kind != SeatKind::Remote {
                <button class={classes!("seat-remote", format!("seat-remote-{i}"))} onclick={remote}
                    aria-label={format!("{} is played by a person on another device", seat_name(i))}>
                    { "On another device" }
                </button>
            }
            if let Some(current) = kind.level() {
                <select class={classes!("seat-level", format!("seat-level-{i}"))} onchange={on_level}
                    aria-label={format!("{}: computer level", seat_name(i))}>
                    { for [Level::Easy, Level::Normal, Level::Hard, Level::Random].into_iter().map(|l| html! {
                        <option value={l.name()} selected={l == current}>{ level_words(l) }</option>
                    }) }
                </select>
            }
        </div>
    }
}

fn default_seats(n: usize) -> Vec<SeatKind> {
    let level = super::storage::last_level();
    (0..n).map(|i| if i == 0 { SeatKind::Human } else { SeatKind::computer(level) }).collect()
}

fn level_words(level: Level) -> &'static str {
    match level {
        Level::Easy => "Easy",
        Level::Normal => "Normal",
        Level::Hard => "Hard",
        Level::Random => "Random moves",
        Level::Greedy => "Greedy",
    }
}

/// Starts only a config that really starts, so a bad seed, option or save is reported
/// here rather than on a broken table.
fn submit<G: GameUi>(
    config: Result<StartConfig, RuleError>,
    error: &UseStateHandle<Option<RuleError>>,
    on_start: &Callback<StartConfig>,
) {
    match config.and_then(|c| Session::<G>::start(&c).map(|_| c)) {
        Ok(_) if !replace_ok::<G>() => {}
        Ok(c) => {
            error.set(None);
            on_start.emit(c);
        }
        Err(e) => error.set(Some(e)),
    }
}

/// Starting or loading replaces the game in progress, so it asks first.
pub(crate) fn replace_ok<G: GameUi>() -> bool {
    if super::storage::load(G::ID).is_none() {
        return true;
    }
    web_sys::window()
        .and_then(|w| {
            w.confirm_with_message(&format!(
                "A game of {} is in progress. Starting this one replaces it. Go on?",
                G::NAME
            ))
            .ok()
        })
        .unwrap_or(false)
}

fn input_value(e: &InputEvent) -> String {
    e.target_unchecked_into::<web_sys::HtmlInputElement>().value()
}

fn textarea_value(e: &InputEvent) -> String {
    e.target_dyn_into::<web_sys::HtmlTextAreaElement>().map(|t| t.value()).unwrap_or_default()
}
