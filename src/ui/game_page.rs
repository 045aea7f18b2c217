//! The game page: top bar, phase tracker, the game's table, log, action bar, error
//! toast, pass-the-device screen and the result. Bots move on their own after a pause.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use super::common::{seat_name, ActionBar, BarButton, ErrorToast, LogPanel, PassDevice, PhaseTracker, SavePanel};
use super::game_ui::{GameUi, TableProps};
use super::session::{SeatKind, Session, SessionMsg, StartConfig};
use super::storage;
use crate::engine::Game;

/// How long a bot "thinks", so people can follow its moves.
const BOT_PAUSE_MS: u32 = 550;

#[derive(Properties, PartialEq)]
pub struct GamePageProps {
    pub config: Rc<StartConfig>,
}

/// Starts the session from the config, or says why it cannot.
#[component]
pub fn GamePage<G: GameUi>(props: &GamePageProps) -> Html {
    let started = use_memo(props.config.clone(), |c| Session::<G>::start(c).map(Rc::new));
    match &*started {
        Ok(session) => html! { <Table<G> initial={SessionRc(session.clone())} /> },
        Err(e) => html! {
            <div class="panel error-panel" role="alert">
                <h2>{ "This game cannot start" }</h2>
                <p><span class="rule-id">{ e.rule.to_string() }</span>{ " " }{ &e.message }</p>
                <a class="button" href={format!("#/{}/new", G::ID)}>{ "Set up a new game" }</a>
            </div>
        },
    }
}

/// A started session, compared by identity.
pub struct SessionRc<G: Game>(Rc<Session<G>>);

impl<G: Game> PartialEq for SessionRc<G> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

#[derive(Properties)]
struct TablePageProps<G: Game> {
    initial: SessionRc<G>,
}

impl<G: Game> PartialEq for TablePageProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.initial == other.initial
    }
}

#[component]
fn Table<G: GameUi>(props: &TablePageProps<G>) -> Html {
    let initial = props.initial.0.clone();
    let session = use_reducer(move || (*initial).clone());
    let show_save = use_state(|| false);
    use_bot_driver(&session);
    use_autosave(&session);

    let s = &*session;
    let g = s.m.state();
    let decides = s.viewer_decides();
    let status = match (g.outcome(), g.to_act()) {
        (Some(o), _) => o.reason.clone(),
        (None, Some(seat)) if s.seats[seat] == SeatKind::Bot => format!("{} (bot) is thinking…", seat_name(seat)),
        (None, Some(seat)) => format!("{} to decide", seat_name(seat)),
        (None, None) => String::new(),
    };
    let buttons = bar_buttons(&session, decides);
    let dispatch = |msg: fn() -> SessionMsg<G>| {
        let session = session.clone();
        Callback::from(move |_: ()| session.dispatch(msg()))
    };
    let toggle_save = {
        let show_save = show_save.clone();
        Callback::from(move |_| show_save.set(!*show_save))
    };
    html! {
        <div class={classes!("game-page", format!("game-{}", G::ID))}>
            <header class="topbar">
                <a class="back" href="#/">{ "← Lobby" }</a>
                <h1>{ G::NAME }</h1>
                <span class="turn-status">{ format!("Turn {} · ", g.turn()) }{ status.clone() }</span>
                <span class="seed" title="Same seed and same moves give the same game">{ format!("seed {}", s.m.seed()) }</span>
                <button class="undo" disabled={!(decides && s.m.can_undo())} onclick={dispatch(|| SessionMsg::Undo).reform(|_: MouseEvent| ())}
                    title="Take back your last action this turn">{ "Undo" }</button>
                <button class="save" onclick={toggle_save.reform(|_: MouseEvent| ())}>{ "Save" }</button>
                <a class="button" href={format!("#/{}/new", G::ID)}>{ "New game" }</a>
            </header>
            <PhaseTracker phases={G::PHASES} current={g.phase()} />
            <div class="play-area">
                <main class="table-wrap">
                    if s.handoff {
                        <PassDevice to={s.human_to_act().map(seat_name).unwrap_or_default()}
                            on_ready={dispatch(|| SessionMsg::TakeDevice)} />
                    } else {
                        { G::table(TableProps { session: session.clone(), version: s.version }) }
                    }
                </main>
                <LogPanel lines={recent_lines(s.m.lines())} total={s.m.lines().len()} />
            </div>
            <ActionBar prompt={if decides { format!("{}: your decision", seat_name(s.viewer)) } else { status.clone() }} {buttons} />
            <ErrorToast error={s.error.clone()} on_dismiss={dispatch(|| SessionMsg::DismissError)} />
            if let Some(o) = g.outcome() {
                <div class="outcome" role="status">
                    <strong>{ if o.winners.is_empty() { "Draw".to_string() } else {
                        format!("{} win{}", o.winners.iter().map(|w| seat_name(*w)).collect::<Vec<_>>().join(" & "),
                            if o.winners.len() == 1 { "s" } else { "" }) } }</strong>
                    <span>{ &o.reason }</span>
                    <a class="button" href={format!("#/{}/new", G::ID)}>{ "Play again" }</a>
                </div>
            }
            if *show_save {
                <SavePanel save_json={serde_json::to_string(&s.m.save()).unwrap_or_default()} on_close={toggle_save.reform(|_: ()| ())} />
            }
        </div>
    }
}

/// How many log lines the page keeps on screen; the whole log is in the save.
const LOG_LINES_SHOWN: usize = 200;

fn recent_lines(lines: &[crate::engine::LogLine]) -> Vec<crate::engine::LogLine> {
    lines[lines.len().saturating_sub(LOG_LINES_SHOWN)..].to_vec()
}

/// The action-bar buttons: legal actions that belong to no object.
fn bar_buttons<G: GameUi>(session: &UseReducerHandle<Session<G>>, decides: bool) -> Vec<BarButton> {
    if !decides {
        return Vec::new();
    }
    let g = session.m.state();
    g.legal_actions()
        .into_iter()
        .filter(G::is_bar_action)
        .map(|a| {
            let info = g.describe(&a);
            let session = session.clone();
            BarButton {
                label: info.label,
                kind: info.kind,
                on_click: Callback::from(move |_| session.dispatch(SessionMsg::Act(a.clone()))),
            }
        })
        .collect()
}

/// When a bot is to act, it moves after a short visible pause.
#[hook]
fn use_bot_driver<G: GameUi>(session: &UseReducerHandle<Session<G>>) {
    let handle = session.clone();
    use_effect_with(session.version, move |_| {
        let timer = handle.bot_to_act().map(|_| {
            let handle = handle.clone();
            Timeout::new(BOT_PAUSE_MS, move || handle.dispatch(SessionMsg::BotStep))
        });
        move || drop(timer)
    });
}

/// How long the autosave waits after the last change, so that writing the save never
/// delays the repaint of a click.
const AUTOSAVE_DELAY_MS: u32 = 400;

/// Keeps the match in local storage; a finished one is forgotten.
#[hook]
fn use_autosave<G: GameUi>(session: &UseReducerHandle<Session<G>>) {
    let handle = session.clone();
    use_effect_with(session.version, move |_| {
        let timer = Timeout::new(AUTOSAVE_DELAY_MS, move || {
            if handle.m.state().outcome().is_some() {
                storage::clear(G::ID);
            } else {
                storage::store(&StartConfig {
                    game: G::ID.to_string(),
                    seats: handle.seats.clone(),
                    seed: handle.m.seed(),
                    options: serde_json::to_value(handle.m.options()).unwrap_or_default(),
                    resume: Some(handle.m.save()),
                });
            }
        });
        move || drop(timer)
    });
}
