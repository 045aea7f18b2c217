//! A game started from the builder: the deck in either seat, against a person here, the
//! computer or a person on another device (who picks a deck on their own device), the
//! other seat bringing a premade deck, a kept one or one the computer builds at random.

use yew::prelude::*;

use super::deck::{self, Deck};
use super::Premade;
use crate::engine::ai::Level;
use crate::engine::{to_json, Rng, RuleError, Seat};
use crate::ui::common::seat_name;
use crate::ui::game_ui::GameUi;
use crate::ui::new_game::{fresh_seed, replace_ok};
use crate::ui::online::OnlineConfig;
use crate::ui::route::Route;
use crate::ui::session::{SeatKind, Session, StartConfig};
use crate::ui::{site, storage};

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

/// The other seat's deck: a select value ("premade:ID", "kept:N", "random").
fn their_deck<G: GameUi>(choice: &str, premades: &[Premade], seat: Seat) -> Result<Vec<String>, RuleError> {
    let missing = || RuleError::protocol("choose the other seat's deck");
    if let Some(id) = choice.strip_prefix("premade:") {
        return premades.iter().find(|p| p.id == id).map(|p| p.cards.clone()).ok_or_else(missing);
    }
    if let Some(i) = choice.strip_prefix("kept:").and_then(|i| i.parse::<usize>().ok()) {
        return deck::saved(G::ID).get(i).map(|d| d.cards.clone()).ok_or_else(missing);
    }
    let mut rng = Rng::new(fresh_seed());
    G::random_setup(&G::Options::default(), &mut rng).and_then(|o| G::seat_deck(&o, seat)).ok_or_else(missing)
}

/// The game to start, checked by starting it.
fn config<G: GameUi>(
    deck: &Deck,
    mine: Seat,
    opponent: &str,
    theirs: &str,
    premades: &[Premade],
) -> Result<StartConfig, RuleError> {
    let base = G::Options::default();
    let n = G::seat_count(&base);
    let mut options = G::with_deck(&base, mine, deck.cards.clone())?;
    let kind = match opponent {
        "person" => SeatKind::Human,
        "remote" => SeatKind::Remote,
        level => SeatKind::computer(Level::parse(level.trim_start_matches("computer-")).unwrap_or(Level::Normal)),
    };
    let mut seats = vec![kind; n];
    seats[mine] = SeatKind::Human;
    for other in (0..n).filter(|s| *s != mine && kind != SeatKind::Remote) {
        options = G::with_deck(&options, other, their_deck::<G>(theirs, premades, other)?)?;
    }
    let online = (kind == SeatKind::Remote).then(|| OnlineConfig::fresh(&seats, false)).transpose()?;
    let config = StartConfig {
        game: G::ID.to_string(),
        seed: if online.is_some() { 0 } else { fresh_seed() },
        seats,
        options: to_json(&options, "the options", RuleError::protocol)?,
        resume: None,
        replay: false,
        online,
    };
    Session::<G>::start(&config)?;
    Ok(config)
}

#[component]
pub fn StartPanel<G: GameUi>(props: &StartPanelProps) -> Html {
    let seat = use_state(|| 0usize);
    let opponent = use_state(|| OPPONENTS[0].0.to_string());
    let premades = G::deck_config().map(|c| (c.premades)()).unwrap_or_default();
    let random_offered = G::random_setup(&G::Options::default(), &mut Rng::new(1)).is_some();
    let first = premades.first().map(|p| format!("premade:{}", p.id)).unwrap_or_else(|| "random".into());
    let theirs = use_state(|| first);
    let error = use_state(|| None::<RuleError>);
    let kept = deck::saved(G::ID);
    let start = {
        let (deck, seat, opponent, theirs, error, premades) =
            (props.deck.clone(), *seat, (*opponent).clone(), (*theirs).clone(), error.clone(), premades.clone());
        Callback::from(move |_: MouseEvent| match config::<G>(&deck, seat, &opponent, &theirs, &premades) {
            Err(e) => error.set(Some(e)),
            Ok(_) if !replace_ok::<G>() => {}
            Ok(c) => match storage::store(&c) {
                Err(e) => error.set(Some(e)),
                Ok(()) => {
                    if let Some(w) = web_sys::window() {
                        let _ = w.location().set_href(&site::href(&Route::Play(G::ID.into())));
                    }
                }
            },
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
            if let Some(e) = &*error {
                <p class="form-error" role="alert"><span class="rule-id">{ e.rule.to_string() }</span>{ " " }{ &e.message }</p>
            }
            <button class="primary db-play" disabled={!props.legal} onclick={start}>{ "Start the game" }</button>
            if !props.legal { <p class="hint">{ "A game starts with a legal deck." }</p> }
        </section>
    }
}
