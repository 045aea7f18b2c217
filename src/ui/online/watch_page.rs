//! The watch link's page, `#/<game>/watch/<room>`: the public table live (the game's
//! `Observe::public_view`: no hand, no deck order, no face-down card), the log, who is
//! here and who acts. It joins the signalling room and says it watches; the host sends
//! it nothing else.

use std::rc::Rc;

use yew::prelude::*;

use super::links::Links;
use super::seats_strip::{seats_strip, SeatsStrip};
use crate::online::joiner::Watcher;
use crate::online::PeerId;
use crate::ui::common::{action_bar, seat_name, turn_status, ActionBar, InspectHost, TurnStatus};
use crate::ui::game_ui::{Ask, GameUi, TableProps};
use crate::ui::net::{self, settings, NetEvent};
use crate::ui::route::Route;
use crate::ui::site;

#[derive(Properties, PartialEq)]
pub struct WatchPageProps {
    pub room: AttrValue,
}

/// A watcher's page state: the watcher, which page is the host, the connection.
struct Watching<G: crate::engine::Game> {
    watcher: Watcher<G>,
    host: Option<PeerId>,
    links: Rc<Links>,
    trouble: Option<String>,
    /// The public table, ready for drawing, and how many messages made it.
    view: Option<Rc<G::View>>,
    count: u64,
}

impl<G: crate::engine::Game> Watching<G> {
    fn on_event(&mut self, e: NetEvent) {
        match e {
            // The host greets the page; the watcher answers with its watch.
            NetEvent::Text(peer, text) if self.host.as_ref().is_none_or(|h| *h == peer) => {
                let Ok(replies) = self.watcher.receive(&text) else { return };
                for r in replies {
                    let _ = self.links.send(&peer, &r);
                }
                if self.watcher.view().is_some() {
                    self.host = Some(peer);
                    self.view = self.watcher.view().cloned().map(Rc::new);
                    self.count += 1;
                }
            }
            NetEvent::Closed(peer) if self.host.as_ref() == Some(&peer) => self.host = None,
            NetEvent::Failed(words) => self.trouble = Some(words),
            _ => {}
        }
    }
}

/// The page.
#[component]
pub fn WatchPage<G: GameUi>(props: &WatchPageProps) -> Html {
    let state = use_mut_ref(|| Watching::<G> {
        watcher: Watcher::default(),
        host: None,
        links: Rc::default(),
        trouble: None,
        view: None,
        count: 0,
    });
    let redraw = use_force_update();
    {
        let (state, room) = (state.clone(), props.room.clone());
        use_effect_with((), move |_| {
            let on = {
                let state = state.clone();
                Callback::from(move |e: NetEvent| {
                    state.borrow_mut().on_event(e);
                    redraw.force_update();
                })
            };
            let links = state.borrow().links.clone();
            match net::join_room(&settings::signalling_url(), &room, on) {
                Ok(channel) => links.add(channel),
                Err(e) => state.borrow_mut().trouble = Some(e),
            }
            move || links.close()
        });
    }
    let shown = page::<G>(&state.borrow());
    shown
}

fn page<G: GameUi>(w: &Watching<G>) -> Html {
    let public = w.watcher.public();
    let status = w.trouble.clone().or_else(|| (w.host.is_none()).then(|| "Connecting to the host...".to_string()));
    let prompt = match public {
        Some(p) if p.outcome.is_some() => {
            format!("Game over: {}", p.outcome.as_ref().map_or("", |o| o.reason.as_str()))
        }
        Some(p) => p.to_act.map(|s| format!("{} is deciding", seat_name(s))).unwrap_or_default(),
        None => "Waiting for the game to start".to_string(),
    };
    let table = w.view.as_ref().map(|view| {
        G::table(TableProps::<G> {
            view: view.clone(),
            viewer: 0,
            watching: true,
            decides: false,
            legal: Rc::new(Vec::new()),
            hinted: None,
            last: Rc::new(Vec::new()),
            act: Callback::noop(),
            ask: Ask::remote(Rc::new(Vec::new())),
            version: w.count,
        })
    });
    html! {
        <div class={classes!("game-page", format!("game-{}", G::ID), "online", "watching")}>
            <header class="topbar">
                <a class="back" href={site::href(&Route::Lobby)} aria-label="Back to the lobby">{ "← Lobby" }</a>
                <h1>{ format!("{} · watching", G::NAME) }</h1>
                if let Some(p) = public.filter(|p| p.outcome.is_none() && p.to_act.is_some()) {
                    <span class="turn-status">{ format!("Turn {} · ", p.turn) }{ turn_status(&TurnStatus {
                        turn_of: G::turn_of(p.active, &p.phase.iter().map(String::as_str).collect::<Vec<_>>()),
                        no_seat: G::NO_SEAT_TURN,
                        decider: p.to_act,
                        viewer_decides: false,
                        other: p.to_act.map(|s| format!("{} to decide", seat_name(s))).unwrap_or_default(),
                    }) }</span>
                }
                <a class="button help" href={site::href(&Route::Rules(G::ID.into(), None))}>{ "How to play" }</a>
            </header>
            <div class="online-row">
                { seats_strip(SeatsStrip { seats: public.map(|p| p.seats.clone()).unwrap_or_default(), mine: Vec::new(),
                    to_act: public.and_then(|p| p.to_act), said: Vec::new(), on_say: None, status }, Html::default()) }
            </div>
            <div class="play-area">
                <main class="table-wrap">
                    if let Some(t) = table { <InspectHost>{ t }</InspectHost> }
                    else { <p class="waiting-table">{ "The table appears when the game starts." }</p> }
                </main>
                { super::join_parts::log_panel(w.watcher.log()) }
            </div>
            <div class="bar-wrap">{ action_bar(ActionBar { prompt: G::message(&prompt), ..ActionBar::default() }) }</div>
        </div>
    }
}
