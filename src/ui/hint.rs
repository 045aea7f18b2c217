//! The Hint: a person asks for a suggested move; the computer searches (at its game's
//! `GameUi::HINT_LEVEL`, in the page's search worker: `ai_player`) from that seat's side, rings the best move on
//! the table (`TableProps::hinted`: every move stays open, issue 34 point 6; the action
//! bar rings it when it is a bar button) and lists
//! the top moves in the search's own order (most tried first: the first is the move the
//! computer would play), each once, with a reason in words and the search's confidence
//! ([`super::hint_explain`]).

use yew::prelude::*;

use super::ai_player::{self, HintPick};
use super::game_ui::GameUi;
use super::hint_explain::HintLine;
use super::session::Session;

#[derive(Properties)]
pub struct HintProps<G: GameUi> {
    pub session: UseReducerHandle<Session<G>>,
    /// The session version: a new position clears the hint.
    pub version: u64,
    /// The move to light on the table, or none to light every legal move again.
    pub on_show: Callback<Option<G::Action>>,
}

impl<G: GameUi> PartialEq for HintProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.version == other.version && self.on_show == other.on_show
    }
}

/// A Hint button and, once the search is done, the suggestions in words.
#[component]
pub fn Hint<G: GameUi>(props: &HintProps<G>) -> Html {
    let words = use_state(Vec::<HintLine>::new);
    let busy = use_state(|| false);
    let thinking = use_mut_ref(|| None::<ai_player::Thinking>);
    {
        let (words, busy, thinking) = (words.clone(), busy.clone(), thinking.clone());
        use_effect_with(props.version, move |_| {
            // Only what is set: setting a state redraws the Hint even to the same value.
            if !words.is_empty() {
                words.set(Vec::new());
            }
            if *busy {
                busy.set(false);
            }
            thinking.borrow_mut().take();
        });
    }
    let shown = !words.is_empty();
    let onclick = {
        let (session, words, busy, thinking) = (props.session.clone(), words.clone(), busy.clone(), thinking.clone());
        let on_show = props.on_show.clone();
        Callback::from(move |_: MouseEvent| {
            // Hint again puts the shown hint away.
            if !words.is_empty() {
                words.set(Vec::new());
                on_show.emit(None);
                return;
            }
            let seed = session.m.seed() ^ 0x0005_EED0_F4A1 ^ session.m.actions().len() as u64;
            let (words, busy, show) = (words.clone(), busy.clone(), on_show.clone());
            busy.set(true);
            let done = Callback::from(move |picks: Result<Vec<HintPick<G::Action>>, ai_player::Failure>| {
                busy.set(false);
                match picks {
                    Ok(picks) => {
                        words.set(picks.iter().map(|p| p.line.clone()).collect());
                        show.emit(picks.first().map(|p| p.action.clone()));
                    }
                    Err(why) => words.set(vec![HintLine {
                        label: "No hint this time".into(),
                        reason: why,
                        confidence: String::new(),
                        tries: None,
                    }]),
                }
            });
            *thinking.borrow_mut() = ai_player::hint(&session.m, seed, done);
        })
    };
    let clear = {
        let (words, show) = (words.clone(), props.on_show.clone());
        Callback::from(move |_: MouseEvent| {
            words.set(Vec::new());
            show.emit(None)
        })
    };
    html! {
        <>
            <button class="hint" {onclick} disabled={*busy} aria-pressed={shown.to_string()}
                title={if shown { "Put the suggested moves away" } else { "Ask the computer for a suggested move" }}>
                { if *busy { "Thinking…" } else if shown { "Hide hint" } else { "Hint" } }
            </button>
            if shown {
                { hint_panel(&words, clear) }
            }
        </>
    }
}

/// The suggested moves in words, with the button that puts them away: the local Hint's
/// and a remote seat's (whose search the host ran).
pub fn hint_panel(words: &[HintLine], on_clear: Callback<MouseEvent>) -> Html {
    html! {
        <aside class="hint-panel" role="status" aria-label="Suggested moves">
            <p class="hint-lit">{ "Best first: the first is the move the computer would play, ringed on the table. Every move is still yours to make." }</p>
            <ol>{ for words.iter().map(|w| html! {
                <li class="hint-move" data-tries={w.tries.map(|t| t.to_string())}>
                    <strong class="hint-label">{ &w.label }</strong>
                    <span class="hint-reason">{ &w.reason }</span>
                    <span class="hint-confidence">{ &w.confidence }</span>
                </li>
            }) }</ol>
            <button class="hint-clear" onclick={on_clear}>{ "Put the hint away" }</button>
        </aside>
    }
}
