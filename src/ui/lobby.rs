use yew::prelude::*;

use super::app::UiGame;
use super::storage;

#[derive(Properties, PartialEq)]
pub struct LobbyProps {
    pub games: Vec<UiGame>,
}

/// A tile per playable game: name, one line, player counts, and a game to resume.
#[component]
pub fn Lobby(props: &LobbyProps) -> Html {
    html! {
        <div class="lobby">
            <header class="lobby-head">
                <h1>{ "Turnkeeper" }</h1>
                <p>{ "Tabletop games with every rule enforced. Play hot-seat with friends or against the bot; no server, no sign-up." }</p>
            </header>
            <ul class="tiles">
                { for props.games.iter().map(|g| {
                    let resumable = storage::load(g.id).is_some();
                    let seats = if g.seats.0 == g.seats.1 { format!("{} players", g.seats.0) } else { format!("{}–{} players", g.seats.0, g.seats.1) };
                    html! {
                        <li class={classes!("tile", format!("tile-{}", g.id))} data-game={g.id}>
                            <h2>{ g.name }</h2>
                            <p class="blurb">{ g.blurb }</p>
                            <p class="seats">{ seats }</p>
                            <div class="tile-actions">
                                <a class="button primary new-game" href={g.href("new")}>{ "New game" }</a>
                                if resumable {
                                    <a class="button resume" href={g.href("play")}>{ "Resume" }</a>
                                }
                            </div>
                        </li>
                    }
                }) }
            </ul>
        </div>
    }
}
