//! A game started with a deck from the builder ([`Route::DeckGame`],
//! `#/<game>/new?deck=<code>&seat=1&against=computer-easy&theirs=<code>`). The deck
//! builder is a build of its own (`site::BUILDER`), so it hands the deck to the game's
//! page by this link, the other seat's deck as a code too (a premade, a kept or a random
//! deck: the builder writes each as its code, so this page needs neither the premade
//! list nor the deck maker). The page reads the codes (`engine::deck_code`), checks the
//! decks with the game's own deck rules (`Cards::check_deck`: LO-1.10 for Lorcana) and
//! the seat and opponent, then starts the game as the new-game page does. Anything wrong
//! is said on the page in words, and no game is started or replaced.

use yew::prelude::*;

use super::game_ui::GameUi;
use super::new_game::{fresh_seed, replace_ok};
use super::online::OnlineConfig;
use super::route::{DeckGame, Route};
use super::session::{SeatKind, Session, StartConfig};
use super::{site, storage};
use crate::engine::ai::Level;
use crate::engine::{deck_code, to_json, RuleError};

/// The cards of the deck `code` holds if it is a legal deck of game `G` (its deck rules,
/// `Cards::check_deck`), else every problem.
fn legal<G: GameUi>(code: &str) -> Result<Vec<String>, Vec<RuleError>> {
    let read = deck_code::read(code).map_err(|e| vec![e])?;
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
    // The greedy player is the arena's baseline, not a level a link may ask for.
    let level = against.strip_prefix("computer-").map(|l| Level::parse(l).filter(|&l| l != Level::Greedy));
    match (against, level) {
        ("person", _) => Ok(SeatKind::Human),
        ("remote", _) => Ok(SeatKind::Remote),
        (_, Some(Some(level))) => Ok(SeatKind::computer(level)),
        _ => Err(RuleError::protocol(format!(
            "\"{against}\" is not who can sit across (the computer at a level, or a person)"
        ))),
    }
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
    if kind != SeatKind::Remote {
        let theirs = legal::<G>(&start.theirs)?;
        for other in (0..n).filter(|s| *s != mine) {
            options = G::with_deck(&options, other, theirs.clone()).map_err(one)?;
        }
    }
    let online =
        (kind == SeatKind::Remote).then(|| OnlineConfig::fresh(&seats, false, G::DECKS)).transpose().map_err(one)?;
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

/// Where the hand-over stands: refused (and why), started, or the game in progress kept.
enum Outcome {
    Refused(Vec<RuleError>),
    Starting,
    Kept,
}

/// Starts the game the link asks for (replacing the one in progress only when the person
/// says so), or says why it cannot.
fn begin<G: GameUi>(start: &DeckGame) -> Outcome {
    let config = match config::<G>(start) {
        Ok(config) => config,
        Err(problems) => return Outcome::Refused(problems),
    };
    if !replace_ok::<G>() {
        return Outcome::Kept;
    }
    match storage::store(&config) {
        Err(e) => Outcome::Refused(vec![e]),
        Ok(()) => {
            // In place of this link, so Back returns to the builder.
            site::go_elsewhere(&Route::Play(G::ID.into()));
            Outcome::Starting
        }
    }
}

/// The page a built deck is handed to. A plain function, not a component: the app draws
/// it once for the link, and starting the game moves on to the table (the page's own
/// route does the same for a table with no game, `app.rs`).
pub fn page<G: GameUi>(start: &DeckGame) -> Html {
    let outcome = begin::<G>(start);
    let builder = site::href(&Route::Decks(G::ID.into(), Some(start.deck.clone())));
    let (title, body) = match &outcome {
        Outcome::Starting => return Html::default(),
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
