//! A game started with a deck from the builder ([`Route::DeckGame`],
//! `#/<game>/new?deck=<code>&seat=1&against=computer-easy&theirs=premade:<id>`). The deck
//! builder is a build of its own (`site::BUILDER`), so it hands the deck to the game's
//! page by this link. The page reads the code (`engine::deck_code`), checks the deck with
//! the game's own deck rules (`Cards::check_deck`: LO-1.10 for Lorcana) and the seat,
//! opponent and other deck chosen beside it, then starts the game as the new-game page
//! does. Anything wrong is said on the page in words, and no game is started or replaced.

use yew::prelude::*;

use super::common::deck_builder::Premade;
use super::game_ui::GameUi;
use super::new_game::{fresh_seed, replace_ok};
use super::online::OnlineConfig;
use super::route::{DeckGame, Route};
use super::session::{SeatKind, Session, StartConfig};
use super::{site, storage};
use crate::engine::ai::Level;
use crate::engine::{deck_code, to_json, Rng, RuleError, Seat};

/// The cards of the deck `code` holds if it is a legal deck of game `G` (its deck rules,
/// `Cards::check_deck`), else every problem.
fn legal<G: GameUi>(code: &str) -> Result<Vec<String>, Vec<RuleError>> {
    let read = deck_code::decode(code).map_err(|e| vec![e])?;
    if read.game != G::ID {
        let e = RuleError::save(format!("this deck code is for another game ({}), not {}", read.game, G::NAME));
        return Err(vec![e]);
    }
    match G::check_deck(&read.cards, read.format.as_deref()) {
        Ok(problems) if problems.is_empty() => Ok(read.cards),
        Ok(problems) => Err(problems),
        Err(e) => Err(vec![e]),
    }
}

/// Who sits across, from the link's `against`.
fn opponent(against: &str) -> Result<SeatKind, RuleError> {
    let level = against.strip_prefix("computer-").map(Level::parse);
    match (against, level) {
        ("person", _) => Ok(SeatKind::Human),
        ("remote", _) => Ok(SeatKind::Remote),
        (_, Some(Some(level))) => Ok(SeatKind::computer(level)),
        _ => Err(RuleError::protocol(format!(
            "\"{against}\" is not who can sit across (the computer at a level, or a person)"
        ))),
    }
}

/// The other seat's deck, from the link's `theirs`: a premade deck, one the computer
/// builds, or a deck code.
fn their_deck<G: GameUi>(choice: &str, premades: &[Premade], seat: Seat) -> Result<Vec<String>, Vec<RuleError>> {
    let unknown =
        || vec![RuleError::protocol(format!("\"{choice}\" is not a deck {} offers for the other seat", G::NAME))];
    if let Some(id) = choice.strip_prefix("premade:") {
        return premades.iter().find(|p| p.id == id).map(|p| p.cards.clone()).ok_or_else(unknown);
    }
    if let Some(code) = choice.strip_prefix("code:") {
        return legal::<G>(code);
    }
    let random = (choice == "random").then(|| Rng::new(fresh_seed()));
    random
        .and_then(|mut rng| G::random_setup(&G::Options::default(), &mut rng))
        .and_then(|o| G::seat_deck(&o, seat))
        .ok_or_else(unknown)
}

/// The game the link asks for, checked by starting it; or every reason it cannot start.
pub fn config<G: GameUi>(start: &DeckGame) -> Result<StartConfig, Vec<RuleError>> {
    let one = |e: RuleError| vec![e];
    let deck = legal::<G>(&start.deck)?;
    let base = G::Options::default();
    let n = G::seat_count(&base);
    let mine = start.seat.parse::<usize>().ok().filter(|s| *s < n).ok_or_else(|| {
        one(RuleError::protocol(format!("\"{}\" is not a seat of {} (0 to {})", start.seat, G::NAME, n - 1)))
    })?;
    let kind = opponent(&start.against).map_err(one)?;
    let mut options = G::with_deck(&base, mine, deck).map_err(one)?;
    let mut seats = vec![kind; n];
    seats[mine] = SeatKind::Human;
    let premades = G::premade_decks();
    for other in (0..n).filter(|s| *s != mine && kind != SeatKind::Remote) {
        options = G::with_deck(&options, other, their_deck::<G>(&start.theirs, &premades, other)?).map_err(one)?;
    }
    let online = (kind == SeatKind::Remote).then(|| OnlineConfig::fresh(&seats, false)).transpose().map_err(one)?;
    let config = StartConfig {
        game: G::ID.to_string(),
        seed: if online.is_some() { 0 } else { fresh_seed() },
        seats,
        options: to_json(&options, "the options", RuleError::protocol).map_err(one)?,
        resume: None,
        replay: false,
        online,
    };
    Session::<G>::start(&config).map_err(one)?;
    Ok(config)
}

#[derive(Properties, PartialEq)]
pub struct DeckGamePageProps {
    pub start: DeckGame,
}

/// Where the hand-over stands: refused (and why), started, or the game in progress kept.
#[derive(Clone, PartialEq)]
enum Outcome {
    Refused(Vec<RuleError>),
    Starting,
    Kept,
}

/// The page a built deck is handed to: it starts the game (replacing the one in progress
/// only when the person says so), or says why it cannot.
#[component]
pub fn DeckGamePage<G: GameUi>(props: &DeckGamePageProps) -> Html {
    let checked = use_memo(props.start.clone(), config::<G>);
    let done = use_state(|| None::<Outcome>);
    {
        let done = done.clone();
        use_effect_with(checked.clone(), move |checked| {
            if let Ok(config) = &**checked {
                done.set(Some(match replace_ok::<G>().then(|| storage::store(config)) {
                    None => Outcome::Kept,
                    Some(Err(e)) => Outcome::Refused(vec![e]),
                    Some(Ok(())) => {
                        // In place of this link, so Back returns to the builder.
                        site::go_elsewhere(&Route::Play(G::ID.into()));
                        Outcome::Starting
                    }
                }));
            }
        });
    }
    let outcome = match &*checked {
        Err(problems) => Outcome::Refused(problems.clone()),
        Ok(_) => (*done).clone().unwrap_or(Outcome::Starting),
    };
    let builder = site::href(&Route::Decks(G::ID.into(), Some(props.start.deck.clone())));
    let (title, body) = match &outcome {
        Outcome::Starting => {
            ("Starting the game", html! { <p role="status">{ "Starting the game with your deck\u{2026}" }</p> })
        }
        Outcome::Kept => (
            "The game in progress is kept",
            html! { <a class="button primary" href={site::href(&Route::Play(G::ID.into()))}>{ "Resume it" }</a> },
        ),
        Outcome::Refused(problems) => (
            "This deck cannot start a game",
            html! {
                <ul class="form-error deck-game-refused" role="alert">
                    { for problems.iter().map(|e| html! {
                        <li><span class="rule-id">{ e.rule.to_string() }</span>{ " " }{ &e.message }</li>
                    }) }
                </ul>
            },
        ),
    };
    html! {
        <main class="panel deck-game">
            <h1>{ title }</h1>
            { body }
            <div class="form-actions">
                <a class="button deck-game-builder" href={builder}>{ "Back to the deck builder" }</a>
                <a class="button" href={site::href(&Route::NewGame(G::ID.into()))}>{ "New game" }</a>
            </div>
        </main>
    }
}
