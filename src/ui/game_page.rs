//! The game page: top bar, phase tracker, the game's table, log, the prompt and action
//! bar, error toast, and the overlays (pass the device, save, end of game), plus the
//! replay of a finished or shared game. Bots move on their own at the chosen speed.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use super::ai_player;
use super::common::{
    action_bar, bot_pause_ms, bot_speed, error_toast, note_focus, phase_tracker, prompt_words, replay_bar,
    restore_focus, rule_href, seat_name, share, turn_status, use_toast_timer, verdict_and_scores, ActionBar, BarButton,
    EndScreen, ErrorToast, InspectHost, LogPanel, PassDevice, PhaseTracker, PromptSeat, SavePanel, TurnStatus,
};
use super::game_ui::{Ask, GameUi, TableProps};
use super::new_game::fresh_seed;
use super::route::Route;
use super::session::{SeatKind, Session, SessionMsg, StartConfig};
use super::site;
use super::storage;
use crate::engine::ai::Level;
use crate::engine::prelude::*;
use crate::engine::{to_json, Match, RuleError};

/// The pages a game has besides setup and play, built for each registered game.
#[derive(Clone, Copy)]
pub struct ExtraPages {
    pub replay: fn(String) -> Html,
    /// An online game's invite: a remote seat's page or a watcher's.
    pub online: fn(crate::online::invite::Invite) -> Html,
    /// The game's campaign page (`GameUi::campaign_page`), with a link's code.
    pub campaign: fn(Option<String>) -> Html,
}

impl ExtraPages {
    pub fn of<G: GameUi>() -> Self {
        // Each behind a constant of `site`: a build that does not draw the page leaves
        // it out (a game's build has no join page, its join build no replay).
        Self {
            replay: |code| {
                if site::PLAYS {
                    html! { <SharedReplay<G> {code} /> }
                } else {
                    html! {}
                }
            },
            // The second build's (`site::BUILDER`), beside the deck builder: the game's
            // page stays within its budget.
            campaign: |code| {
                if site::BUILDER {
                    G::campaign_page(code)
                } else {
                    html! {}
                }
            },
            online: |invite| {
                if site::JOINS {
                    super::online::invite_page::<G>(invite)
                } else {
                    html! {}
                }
            },
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct GamePageProps {
    pub config: Rc<StartConfig>,
}

/// Starts the session from the config (or a rematch of it), or says why it cannot.
#[component]
pub fn GamePage<G: GameUi>(props: &GamePageProps) -> Html {
    let current = use_state(|| props.config.clone());
    let started = use_memo((*current).clone(), |c| Session::<G>::start(c).map(Rc::new));
    let rematch = {
        let current = current.clone();
        Callback::from(move |_: ()| {
            let c = StartConfig { seed: fresh_seed(), resume: None, replay: false, ..(**current).clone() };
            // Not kept? The game starts anyway, and its first autosave says why.
            let _ = storage::store(&c);
            current.set(Rc::new(c));
        })
    };
    match &*started {
        Ok(session) => {
            let key = format!("{}-{}", current.seed, current.resume.as_ref().map_or(0, |s| s.log.len()));
            html! { <Table<G> {key} initial={SessionRc(session.clone())} autosave={!current.replay} on_rematch={rematch} /> }
        }
        Err(e) => cannot_start::<G>(e),
    }
}

fn cannot_start<G: GameUi>(e: &crate::engine::RuleError) -> Html {
    html! {
        <div class="panel error-panel" role="alert">
            <h2>{ "This game cannot start" }</h2>
            <p><span class="rule-id">{ e.rule.to_string() }</span>{ " " }{ &e.message }</p>
            <a class="button" href={site::href(&Route::NewGame(G::ID.into()))}>{ "Set up a new game" }</a>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct SharedReplayProps {
    code: String,
}

/// A whole game from a link, opened at its first step; it never replaces the game in
/// progress kept in this browser.
#[component]
fn SharedReplay<G: GameUi>(props: &SharedReplayProps) -> Html {
    let config = use_memo(props.code.clone(), |code| {
        share::decode::<G>(code).and_then(|m| {
            Ok(Rc::new(StartConfig {
                game: G::ID.to_string(),
                seats: vec![SeatKind::Human; m.state().seats()],
                seed: m.seed(),
                options: to_json(m.options(), "the options", RuleError::save)?,
                resume: Some(m.save()?),
                replay: true,
                online: None,
            }))
        })
    });
    match &*config {
        Ok(config) => html! { <GamePage<G> config={config.clone()} /> },
        Err(e) => cannot_start::<G>(e),
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
    autosave: bool,
    on_rematch: Callback<()>,
}

impl<G: Game> PartialEq for TablePageProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.initial == other.initial && self.autosave == other.autosave && self.on_rematch == other.on_rematch
    }
}

/// The link that opens this game's replay on any copy of the site.
pub(crate) fn share_link<G: Game>(m: &crate::engine::Match<G>) -> String {
    match share::encode(m) {
        Ok(code) => site::absolute(&Route::Replay(G::ID.into(), code)),
        Err(e) => format!("No link: {} [{}]", e.message, e.rule),
    }
}

/// What the table gets, worked out once per change of the match or of the seat shown:
/// the viewer's view and legal list, never the state itself.
///
/// While the Hint suggests a move (`hinted`), the table marks it; the legal list stays
/// whole, so every move can still be made (issue 34 point 6).
#[hook]
fn use_table_props<G: GameUi>(
    session: &UseReducerHandle<Session<G>>,
    decides: bool,
    hinted: Option<G::Action>,
) -> Rc<TableProps<G>> {
    let s = &**session;
    let handle = session.clone();
    let (m, viewer, version) = (s.m.clone(), s.viewer, s.version);
    let hinted = hinted.filter(|_| decides);
    // Drawn for a person who decides now or will once they take the device.
    let decides = decides || s.table_decides();
    // While the hand-over screen is up and the table behind it still shows the seat
    // that just played, that table is hidden and about to be drawn for the next person
    // (`use_prepare_next`): it keeps its props, so the click that ended the turn does
    // not redraw it for nobody. After that, taking the device changes no input of the
    // table (the match, the seat shown, whether that seat decides) and draws nothing.
    let frozen = use_mut_ref(|| None::<(u64, crate::engine::Seat, bool, bool)>);
    let now = (s.match_version, viewer, decides, hinted.is_some());
    let deps = match *frozen.borrow() {
        Some(before) if s.next_to_prepare().is_some() => before,
        _ => now,
    };
    *frozen.borrow_mut() = Some(deps);
    let last: Vec<G::Action> = s.others_moves().iter().map(|n| n.action.clone()).collect();
    use_memo(deps, move |_| {
        let game = m.state();
        let legal = if decides { game.legal_actions() } else { Vec::new() };
        TableProps {
            view: Rc::new(game.view(viewer)),
            viewer,
            watching: false,
            decides,
            legal: Rc::new(legal),
            hinted,
            last: Rc::new(last),
            act: Callback::from(move |a| handle.dispatch(SessionMsg::Act(a))),
            ask: Ask::new(m.clone()),
            version,
        }
    })
}

#[component]
fn Table<G: GameUi>(props: &TablePageProps<G>) -> Html {
    let initial = props.initial.0.clone();
    let session = use_reducer(move || (*initial).clone());
    let show_save = use_state(|| false);
    let end_closed = use_state(|| false);
    let pause = use_state(bot_pause_ms);
    use_bot_driver(&session, *pause);
    use_autosave(&session, props.autosave);
    use_prepare_next(&session);
    // After every move the keyboard's place is kept (issue 34 point 9).
    use_effect_with(session.match_version, |_| restore_focus());
    // Online play: the strip, invite links and network of the host's page (nothing for
    // a game played here only).
    let online = super::online::use_hosting(&session);
    use_toast_timer(session.error.clone(), {
        let d = session.dispatcher();
        Callback::from(move |()| d.dispatch(SessionMsg::DismissError))
    });

    let s = &*session;
    let g = s.m.state();
    let decides = s.viewer_decides();
    let over = g.outcome().is_some();
    let replaying = s.replay.is_some();
    let decision = g.decision();
    let who = PromptSeat {
        viewer: s.viewer,
        decider: s.decider(),
        viewer_decides: decides,
        bots: s.seats.iter().map(|k| k.is_computer()).collect(),
        replaying,
    };
    let prompt = prompt_words(decision.as_ref(), g.outcome().as_ref(), &who);
    let rule = decision
        .as_ref()
        .filter(|_| decides)
        .and_then(|d| rule_href(G::ID, G::RULE_PREFIX, d.rule).map(|h| (AttrValue::from(d.rule), AttrValue::from(h))));
    let last_move = last_move_line(s);
    let log_lines = {
        let m = s.m.clone();
        use_memo(s.version, move |_| recent_lines(m.lines()))
    };
    // The move the Hint lights, for the position it was found in.
    let hint = use_state(|| None::<(u64, G::Action)>);
    let hinted = hint.as_ref().filter(|(v, _)| *v == s.version).map(|(_, a)| a.clone());
    let on_hint = {
        let (hint, version) = (hint.clone(), s.version);
        use_callback(version, move |a: Option<G::Action>, version| hint.set(a.map(|a| (*version, a))))
    };
    let table = use_table_props(&session, decides, hinted.clone());
    let buttons = bar_buttons(&session, decides, hinted.as_ref());
    let dispatch = |msg: fn() -> SessionMsg<G>| {
        let session = session.clone();
        Callback::from(move |_: ()| session.dispatch(msg()))
    };
    let toggle_save = {
        let show_save = show_save.clone();
        Callback::from(move |_| show_save.set(!*show_save))
    };
    let overlay = s.handoff || *show_save || (over && !*end_closed && !replaying);
    let inert = overlay;
    // Behind the pass-the-device screen the table is hidden (so nothing in it can be
    // reached); making the whole play area inert too would restyle every node in it
    // when the screen opens and again when it closes, the slowest part of that click.
    let play_inert = overlay && !s.handoff;
    let status = match (g.outcome(), s.decider()) {
        _ if replaying => format!(
            "Replay: step {} of {}",
            s.replay.as_ref().map_or(0, |r| r.step),
            s.replay.as_ref().map_or(0, |r| r.full.actions().len())
        ),
        (Some(_), _) => "Game over".to_string(),
        (None, decider) => turn_status(&TurnStatus {
            turn_of: G::turn_of(g.active(), &g.phase()),
            no_seat: G::NO_SEAT_TURN,
            decider,
            viewer_decides: decider == Some(s.viewer) && decides,
            other: decider.map(|seat| others_words(s, seat)).unwrap_or_default(),
        }),
    };
    // During a hot-seat or online game the save (and its seed) would reveal the hidden
    // cards of the other people.
    let save_allowed = over || !s.hot_seat() && s.hosting().is_none();
    let waiting = s.hosting().is_some_and(|o| o.waiting());
    let has_bot = s.seats.iter().any(|k| k.is_computer());
    let can_undo = decides && s.m.can_undo();
    let undo_title = if can_undo {
        "Take back your last action this turn".to_string()
    } else if decides {
        crate::ui::common::capitalized(&s.m.undo_refusal().message)
    } else {
        "Undo takes back your own moves, when it is your decision".to_string()
    };
    let end_screen =
        (over && !*end_closed && !replaying).then(|| end_screen::<G>(&session, &end_closed, &props.on_rematch));
    html! {
        <div class={classes!("game-page", format!("game-{}", G::ID), replaying.then_some("replaying"), s.hosting().is_some().then_some("online"))}
            onfocusin={note_focus}>
            <header class="topbar" {inert}>
                <a class="back" href={site::href(&Route::Lobby)} aria-label="Back to the lobby">{ "← Lobby" }</a>
                <h1>{ G::NAME }</h1>
                <span class="turn-status">{ format!("Turn {} · ", g.turn()) }{ status }</span>
                if has_bot && !over {
                    { bot_speed(*pause, { let p = pause.clone(); Callback::from(move |ms| p.set(ms)) }) }
                }
                if !replaying && !over {
                    // Never disabled: a click when nothing can be taken back says why.
                    <button class="undo" aria-disabled={(!can_undo).then_some("true")} onclick={dispatch(|| SessionMsg::Undo).reform(|_: MouseEvent| ())}
                        title={undo_title}>{ "Undo" }</button>
                }
                if decides && !replaying && !over {
                    <super::hint::Hint<G> session={session.clone()} version={s.version} on_show={on_hint} />
                }
                if save_allowed && !replaying {
                    <button class="save" onclick={toggle_save.reform(|_: MouseEvent| ())}>{ "Save" }</button>
                }
                if over && (*end_closed || replaying) {
                    <button class="results" onclick={let (c, sn) = (end_closed.clone(), session.clone()); move |_: MouseEvent| { sn.dispatch(SessionMsg::ReplayExit); c.set(false) }}>{ "Results" }</button>
                }
                <a class="button help" href={site::href(&Route::Rules(G::ID.into(), None))}>{ "How to play" }</a>
                <a class="button new-game-link" href={site::href(&Route::NewGame(G::ID.into()))}>{ "New game" }</a>
            </header>
            if s.hosting().is_some() {
                <div class="online-row" {inert}>{ online }</div>
            }
            <div class="tracker-row" {inert}>
                if !waiting { { phase_tracker(PhaseTracker { phases: g.tracker_phases(), current: g.phase() }) } }
            </div>
            <div class="play-area" inert={play_inert}>
                // The table stays mounted behind the pass-the-device screen (hidden, and
                // showing the seat that just played): taking the device then updates it
                // instead of building it anew, so that click repaints within a frame. A
                // game just opened in hot-seat draws no side at all until then.
                <main class={classes!("table-wrap", s.handoff.then_some("handing-over"))} aria-hidden={s.handoff.then_some("true")}>
                    if !s.sealed && !waiting {
                        <InspectHost>{ G::table((*table).clone()) }</InspectHost>
                    }
                </main>
                <LogPanel lines={(*log_lines).clone()} total={s.m.lines().len()} />
            </div>
            <div class="bar-wrap" inert={inert && !replaying}>
                if replaying {
                    { replay_bar(&session) }
                } else {
                    { action_bar(ActionBar {
                        prompt: G::message(&prompt),
                        rule,
                        mine: decides,
                        last_move: G::message(last_move.as_deref().unwrap_or_default()),
                        buttons,
                    }) }
                }
            </div>
            { error_toast(ErrorToast {
                error: s.error.clone(),
                message: s.error.as_ref().map(|e| G::message(&e.message)),
                rule_href: s.error.as_ref().and_then(|e| rule_href(G::ID, G::RULE_PREFIX, &e.rule)),
                on_dismiss: dispatch(|| SessionMsg::DismissError),
            }) }
            // Overlays in one stable box, so opening and closing them never shifts the
            // page's other nodes.
            <div class="overlays">
                if s.handoff {
                    <PassDevice to={s.human_to_act().map(seat_name).unwrap_or_default()} on_ready={dispatch(|| SessionMsg::TakeDevice)} />
                }
                if let Some(end) = end_screen { { end } }
                if *show_save {
                    <SavePanel save_json={save_text(&s.m)} on_close={toggle_save.reform(|_: ()| ())} />
                }
            </div>
        </div>
    }
}

/// Who decides, when it is not the viewer: the computer thinking, a person on another
/// device or here.
fn others_words<G: Game>(s: &Session<G>, seat: crate::engine::Seat) -> String {
    match s.level_of(seat) {
        _ if s.seats[seat] == SeatKind::Remote && s.level_of(seat).is_none() => {
            format!("{} (on another device) to decide", seat_name(seat))
        }
        Some(l) => format!("{} (computer, {}) is thinking", seat_name(seat), l.name()),
        None => format!("{} to decide", seat_name(seat)),
    }
}

/// The other side's moves since the viewer last decided, in one line.
fn last_move_line<G: Game>(s: &Session<G>) -> Option<String> {
    let moves = s.others_moves();
    let seat = moves.last()?.seat;
    let bot = s.seats.get(seat).is_some_and(|k| k.is_computer());
    // A decision that logged nothing (a choice kept hidden, an order kept) has no words:
    // it is left out rather than shown as an empty "·".
    let said: Vec<&str> = moves.iter().map(|n| &*n.label).filter(|l| !l.trim().is_empty()).collect();
    if said.is_empty() {
        return None;
    }
    let shown: Vec<&str> = said.iter().rev().take(4).rev().copied().collect();
    let more = if said.len() > 4 { format!("… {} earlier, then ", said.len() - 4) } else { String::new() };
    Some(format!("Last move, {}{}: {more}{}", seat_name(seat), if bot { " (bot)" } else { "" }, shown.join(" · ")))
}

fn end_screen<G: GameUi>(
    session: &UseReducerHandle<Session<G>>,
    closed: &UseStateHandle<bool>,
    on_rematch: &Callback<()>,
) -> Html {
    let g = session.m.state();
    let Some(o) = g.outcome() else { return html! {} };
    let points: Vec<Option<i64>> = g.summary().into_iter().map(|s| s.score).collect();
    let (headline, scores) = verdict_and_scores(&o.winners, &points, G::COOPERATIVE, seat_name);
    let replay = {
        let session = session.clone();
        Callback::from(move |_| session.dispatch(SessionMsg::ReplayTo(0)))
    };
    let close = {
        let closed = closed.clone();
        Callback::from(move |_| closed.set(true))
    };
    html! {
        <EndScreen {headline} reason={o.reason.clone()} {scores} score_name={G::SCORE_NAME} seed={Some(session.m.seed())}
            moves={session.m.actions().len()} new_game_href={site::href(&Route::NewGame(G::ID.into()))}
            save_json={save_text(&session.m)}
            link={share_link(&session.m)} on_rematch={session.hosting().is_none().then(|| on_rematch.clone())}
            on_replay={replay} on_close={close} extra={G::end_extra(&session.m)} />
    }
}

/// How many log lines the page keeps on screen; the whole log is in the save.
const LOG_LINES_SHOWN: usize = 200;

/// The last [`LOG_LINES_SHOWN`] lines or a few more: from the start of a log block, so
/// that the blocks keep their lines as the log grows.
fn recent_lines(lines: &crate::engine::SharedList<crate::engine::LogLine>) -> Rc<[crate::engine::LogLine]> {
    use super::common::LOG_BLOCK;
    let from = lines.len().saturating_sub(LOG_LINES_SHOWN) / LOG_BLOCK * LOG_BLOCK;
    lines.iter_from(from).cloned().collect()
}

/// The action-bar buttons: legal actions that belong to no object.
fn bar_buttons<G: GameUi>(
    session: &UseReducerHandle<Session<G>>,
    decides: bool,
    hinted: Option<&G::Action>,
) -> Vec<BarButton> {
    if !decides {
        return Vec::new();
    }
    let g = session.m.state();
    let legal = g.legal_actions();
    let press = |a: G::Action| {
        let session = session.clone();
        Callback::from(move |_| session.dispatch(SessionMsg::Act(a.clone())))
    };
    let mut buttons: Vec<BarButton> = legal
        .iter()
        .filter(|a| G::is_bar_action(a))
        .map(|a| {
            let info = g.describe(a);
            BarButton {
                hinted: hinted == Some(a),
                why_not: false,
                label: info.label,
                kind: info.kind,
                on_click: press(a.clone()),
            }
        })
        .collect();
    buttons.extend(why_not_buttons::<G>(&g.view(session.viewer), |a| legal.contains(a), press));
    buttons
}

/// The bar's "why not?" buttons ([`GameUi::bar_why_not`]) for actions not legal now.
pub(crate) fn why_not_buttons<G: GameUi>(
    view: &G::View,
    legal: impl Fn(&G::Action) -> bool,
    press: impl Fn(G::Action) -> Callback<()>,
) -> Vec<BarButton> {
    G::bar_why_not(view)
        .into_iter()
        .filter(|(a, _)| !legal(a))
        .map(|(a, label)| BarButton {
            label: label.into(),
            kind: "why_not",
            hinted: false,
            why_not: true,
            on_click: press(a),
        })
        .collect()
}

/// When the computer is to act, it moves after the chosen pause (none at Instant): the
/// random player at once, the search player by its search (`ui::ai_player`: in a Web
/// Worker on a deployed page, else in slices of at most 20 ms), so the page stays
/// responsive while it thinks. A change of the
/// session (an undo, a new game) drops the timer and cancels the search.
#[hook]
fn use_bot_driver<G: GameUi>(session: &UseReducerHandle<Session<G>>, pause_ms: u32) {
    let handle = session.clone();
    use_effect_with((session.version, pause_ms), move |(_, pause)| {
        let thinking: Rc<RefCell<Option<ai_player::Thinking>>> = Rc::new(RefCell::new(None));
        // Waits for the pause, then for a table still showing steps (bot_held_ms).
        let waits: Rc<RefCell<Vec<Timeout>>> = Rc::default();
        if let Some(seat) = handle.bot_to_act() {
            let handle = handle.clone();
            let thinking = thinking.clone();
            let level = handle.level_of(seat).unwrap_or(Level::Random);
            after_held(waits.clone(), *pause, move || {
                if level == Level::Random {
                    handle.dispatch(SessionMsg::BotStep);
                    return;
                }
                let seed = handle.m.seed() ^ (handle.m.actions().len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                let h = handle.clone();
                let done = Callback::from(move |a: Result<Option<G::Action>, ai_player::Failure>| match a {
                    Ok(Some(a)) => h.dispatch(SessionMsg::ComputerMove(a)),
                    Ok(None) => h.dispatch(SessionMsg::BotStep),
                    Err(why) => h.dispatch(SessionMsg::Fault(computer_fault(&why))),
                });
                *thinking.borrow_mut() = ai_player::think(&handle.m, level, seed, done);
            });
        }
        move || {
            waits.borrow_mut().clear();
            thinking.borrow_mut().take();
        }
    });
}

/// Runs `go` after `ms`, and after any hold a table put on the computer (`hold_bot`).
/// Each wait is kept in `waits` (a running one is never dropped by the next).
fn after_held(waits: Rc<RefCell<Vec<Timeout>>>, ms: u32, go: impl FnOnce() + 'static) {
    let again = waits.clone();
    let t = Timeout::new(ms, move || match super::common::bot_held_ms() {
        0 => go(),
        held => after_held(again, held, go),
    });
    waits.borrow_mut().push(t);
}

/// What the page says when the computer could not choose (its search worker failed).
fn computer_fault(why: &str) -> crate::engine::RuleError {
    crate::engine::RuleError::new(
        "computer",
        format!("The computer could not choose its move: {why}. Reload the page to try again."),
    )
}

/// Once the pass-the-device screen is up (the click that raised it has been painted),
/// draws the table behind it for the next person in a task of its own, and lays the page
/// out there too: that work is done while the device changes hands instead of in the
/// frame of the click that ended the turn or of the one on *I'm ready*.
#[hook]
fn use_prepare_next<G: GameUi>(session: &UseReducerHandle<Session<G>>) {
    let handle = session.clone();
    use_effect_with(session.version, move |_| {
        let timer = match handle.next_to_prepare() {
            Some(_) => Some(Timeout::new(0, move || handle.dispatch(SessionMsg::PrepareNext))),
            None => {
                if handle.handoff {
                    // Drawn for the next person: style and lay it out now, in this task.
                    if let Some(body) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.body()) {
                        let _ = body.offset_height();
                    }
                }
                None
            }
        };
        move || drop(timer)
    });
}

/// The save as text for the save panel and the end screen, or why it could not be
/// written (shown where the save would be, so nobody copies an empty one).
pub(crate) fn save_text<G: Game>(m: &Match<G>) -> String {
    m.save().map(|s| super::storage::write(&s)).unwrap_or_else(|e| format!("No save: {} [{}]", e.message, e.rule))
}

/// How long the autosave waits after the last change, so that writing the save never
/// delays the repaint of a click.
const AUTOSAVE_DELAY_MS: u32 = 400;

pub(crate) fn store_now<G: GameUi>(s: &Session<G>) -> Result<(), RuleError> {
    if s.replay.is_some() {
        return Ok(());
    }
    if s.m.state().outcome().is_some() {
        storage::clear(G::ID);
        Ok(())
    } else {
        storage::store(&s.to_keep()?)
    }
}

/// Keeps the match in local storage (a finished one is forgotten); leaving the page
/// stores at once, so nothing is lost by going back to the lobby right after a move,
/// and so does closing the tab (`pagehide`): a host who closes its page finds the game
/// as its friends last saw it when it opens the site again.
#[hook]
fn use_autosave<G: GameUi>(session: &UseReducerHandle<Session<G>>, enabled: bool) {
    let handle = session.clone();
    use_effect_with(session.version, move |version| {
        let pending = (enabled && *version > 0).then(|| {
            let closing = handle.clone();
            let on_close = web_sys::window().map(|w| {
                gloo::events::EventListener::new(&w, "pagehide", move |_| {
                    let _ = store_now(&closing);
                })
            });
            let timer = Timeout::new(AUTOSAVE_DELAY_MS, move || {
                if let Err(e) = store_now(&handle) {
                    handle.dispatch(SessionMsg::Fault(e));
                }
            });
            (timer, on_close)
        });
        move || drop(pending)
    });
    let handle = session.clone();
    use_effect_with((), move |_| {
        move || {
            // Leaving the page: nobody is left to tell if this fails, and the last
            // autosave (whose failure was shown) stands.
            if enabled && handle.version > 0 {
                let _ = store_now(&handle);
            }
        }
    });
}
