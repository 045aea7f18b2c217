//! The Hint: a person asks for a suggested move; the computer searches (in slices, at
//! Normal) from that seat's side and says in words which moves look best and why (their
//! expected result over the search's tries).

use std::rc::Rc;

use yew::prelude::*;

use super::ai_player;
use super::game_ui::GameUi;
use super::session::Session;
use crate::engine::ai::Level;

#[derive(Properties)]
pub struct HintProps<G: GameUi> {
    pub session: UseReducerHandle<Session<G>>,
    /// The session version: a new position clears the hint.
    pub version: u64,
}

impl<G: GameUi> PartialEq for HintProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.version == other.version
    }
}

/// A Hint button and, once the search is done, the suggestions in words.
#[component]
pub fn Hint<G: GameUi>(props: &HintProps<G>) -> Html {
    let words = use_state(Vec::<String>::new);
    let busy = use_state(|| false);
    let thinking = use_mut_ref(|| None::<ai_player::Thinking>);
    {
        let (words, busy, thinking) = (words.clone(), busy.clone(), thinking.clone());
        use_effect_with(props.version, move |_| {
            words.set(Vec::new());
            busy.set(false);
            thinking.borrow_mut().take();
        });
    }
    let onclick = {
        let (session, words, busy, thinking) = (props.session.clone(), words.clone(), busy.clone(), thinking.clone());
        Callback::from(move |_: MouseEvent| {
            let game = Rc::new(session.m.state().clone());
            let seed = session.m.seed() ^ 0x0005_EED0_F4A1 ^ session.m.actions().len() as u64;
            let (words, busy, g) = (words.clone(), busy.clone(), game.clone());
            busy.set(true);
            let done = Callback::from(move |s: Vec<crate::engine::ai::Suggestion<G::Action>>| {
                words.set(ai_player::hint_words(&*g, &s));
                busy.set(false);
            });
            *thinking.borrow_mut() = ai_player::hint(&*game, Level::Normal, seed, 3, done);
        })
    };
    html! {
        <>
            <button class="hint" {onclick} disabled={*busy} title="Ask the computer for a suggested move">
                { if *busy { "Thinking…" } else { "Hint" } }
            </button>
            if !words.is_empty() {
                <aside class="hint-panel" role="status" aria-label="Suggested moves">
                    <ol>{ for words.iter().map(|w| html! { <li>{ w }</li> }) }</ol>
                </aside>
            }
        </>
    }
}
