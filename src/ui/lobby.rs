use yew::prelude::*;

use super::app::UiGame;
use super::common::seat_name;
use super::route::Route;
use super::site;
use super::storage;

#[derive(Properties, PartialEq)]
pub struct LobbyProps {
    pub games: Vec<UiGame>,
}

/// The games in progress kept in this browser, then a tile per playable game: its
/// picture, one line, player counts, New game, Resume and How to play.
#[component]
pub fn Lobby(props: &LobbyProps) -> Html {
    let in_progress: Vec<Html> = props
        .games
        .iter()
        .filter_map(|g| {
            let c = storage::load(g.id)?;
            let moves = c.resume.as_ref().map_or(0, |s| s.log.len());
            // A game this device hosts: its friends' pages wait for it to come back.
            if let Some(online) = &c.online {
                return Some(html! {
                    <li class="in-progress hosted" data-game={g.id}>
                        <span class="what">{ online.resume_words(g.name, moves) }</span>
                        <a class="button primary resume" href={site::href(&Route::Play(g.id.into()))}>{ "Resume" }</a>
                    </li>
                });
            }
            let seats = c
                .seats
                .iter()
                .enumerate()
                .map(|(i, k)| format!("{} {}", seat_name(i), if k.is_computer() { "bot" } else { "person" }))
                .collect::<Vec<_>>()
                .join(", ");
            Some(html! {
                <li class="in-progress" data-game={g.id}>
                    <span class="what"><strong>{ g.name }</strong>{ format!(" · {moves} decisions made · {seats}") }</span>
                    <a class="button primary resume" href={site::href(&Route::Play(g.id.into()))}>{ "Resume" }</a>
                </li>
            })
        })
        .collect();
    // A campaign under way (Aeon's End's expedition): its progress, kept in words by its
    // page, since this build has no rules to read the campaign itself.
    let campaigns = props.games.iter().filter_map(|g| {
        let name = g.campaign?;
        let words = storage::get::<String>(&storage::campaign_progress_key(g.id))?;
        Some(html! {
            <li class="in-progress campaign" data-game={g.id}>
                <span class="what"><strong>{ format!("{} · {name}", g.name) }</strong>{ format!(" · {words}") }</span>
                <a class="button primary resume" href={site::href(&Route::Campaign(g.id.into(), None))}>{ "Continue" }</a>
            </li>
        })
    });
    let in_progress: Vec<Html> = in_progress.into_iter().chain(campaigns).collect();
    html! {
        <main class="lobby">
            <header class="lobby-head">
                <h1>{ "Turnkeeper" }</h1>
                <p>{ "Tabletop games with every rule enforced. Play hot-seat with friends or against the computer; no server, no sign-up." }</p>
            </header>
            if !in_progress.is_empty() {
                <section class="games-in-progress" aria-labelledby="progress-title">
                    <h2 id="progress-title">{ "Games in progress" }</h2>
                    <ul>{ for in_progress }</ul>
                </section>
            }
            <h2 class="visually-hidden">{ "Games" }</h2>
            <ul class="tiles">
                { for props.games.iter().map(|g| {
                    let resumable = storage::load(g.id).is_some();
                    let seats = if g.seats.0 == g.seats.1 { format!("{} players", g.seats.0) } else { format!("{}–{} players", g.seats.0, g.seats.1) };
                    html! {
                        <li class={classes!("tile", format!("tile-{}", g.id))} data-game={g.id}>
                            <div class="tile-picture" aria-hidden="true">{ (g.art)() }</div>
                            <h3>{ g.name }</h3>
                            <p class="blurb">{ g.blurb }</p>
                            <p class="seats">{ seats }</p>
                            <div class="tile-actions">
                                <a class="button primary new-game" href={site::href(&Route::NewGame(g.id.into()))}>{ "New game" }</a>
                                if resumable {
                                    <a class="button resume" href={site::href(&Route::Play(g.id.into()))}>{ "Resume" }</a>
                                }
                                if let Some(name) = g.campaign {
                                    <a class="button campaign" href={site::href(&Route::Campaign(g.id.into(), None))}>{ name }</a>
                                }
                                if g.decks {
                                    <a class="button decks" href={site::href(&Route::Decks(g.id.into(), None))}>{ "Decks" }</a>
                                }
                                <a class="button how-to" href={site::href(&Route::Rules(g.id.into(), None))}>{ "How to play" }</a>
                            </div>
                        </li>
                    }
                }) }
            </ul>
        </main>
    }
}
