//! The decks kept in this browser, by name: save the deck being built, and open,
//! rename or delete each kept one.

use yew::prelude::*;

use super::deck::{self, Deck, DeckMsg};
use super::panels::Note;
use crate::engine::RuleError;

#[derive(Properties, PartialEq)]
pub struct SavedDecksProps {
    pub game: &'static str,
    pub deck: UseReducerHandle<Deck>,
    pub note: UseStateHandle<Option<Note>>,
}

/// Sets the page's note from a change of the kept decks.
fn said(note: &UseStateHandle<Option<Note>>, r: Result<String, String>) {
    note.set(Some(match r {
        Ok(words) => Note::Done(words),
        Err(e) => Note::Refused(RuleError::save(e)),
    }))
}

#[component]
pub fn SavedDecks(props: &SavedDecksProps) -> Html {
    let game = props.game;
    // The kept deck being renamed, with the name typed so far.
    let renaming = use_state(|| None::<(usize, String)>);
    let all = deck::saved(game);
    let save = {
        let (deck, note) = (props.deck.clone(), props.note.clone());
        Callback::from(move |_: MouseEvent| {
            let mut d = (*deck).clone();
            if d.name.trim().is_empty() {
                d.name = format!("Deck {}", deck::saved(game).len() + 1);
                deck.dispatch(DeckMsg::Name(d.name.clone()));
            }
            said(&note, deck::save(game, &d).map(|_| format!("Saved as \u{201c}{}\u{201d}.", d.name)));
        })
    };
    let d = props.deck.dispatcher();
    let new = Callback::from(move |_: MouseEvent| d.dispatch(DeckMsg::Load(Deck::default())));
    html! {
        <section class="db-saved" aria-labelledby="db-saved-title">
            <h3 id="db-saved-title">{ "Kept decks" }</h3>
            <div class="db-actions">
                <button class="primary db-save" onclick={save}>{ "Save deck" }</button>
                <button class="db-new" onclick={new}>{ "New deck" }</button>
            </div>
            <ul class="db-saved-list">
                if all.is_empty() { <li class="db-empty">{ "No deck kept in this browser yet." }</li> }
                { for all.iter().enumerate().map(|(i, d)| row(props, i, d, &renaming)) }
            </ul>
        </section>
    }
}

/// Changes the kept decks with `f` (which says what it did), and says so.
fn change(props: &SavedDecksProps, f: impl Fn(&mut Vec<Deck>) -> Option<String> + 'static) -> Callback<()> {
    let (game, note) = (props.game, props.note.clone());
    Callback::from(move |()| {
        let mut all = deck::saved(game);
        if let Some(words) = f(&mut all) {
            said(&note, deck::store_saved(game, &all).map(|()| words));
        }
    })
}

/// One kept deck: open, rename (in place) and delete.
fn row(props: &SavedDecksProps, i: usize, d: &Deck, renaming: &UseStateHandle<Option<(usize, String)>>) -> Html {
    let open = {
        let (deck, d) = (props.deck.clone(), d.clone());
        Callback::from(move |_: MouseEvent| deck.dispatch(DeckMsg::Load(d.clone())))
    };
    if let Some((_, name)) = renaming.as_ref().filter(|(r, _)| *r == i) {
        let typed = name.trim().to_string();
        let done = {
            let renaming = renaming.clone();
            let store = change(props, move |all| {
                let d = all.get_mut(i).filter(|_| !typed.is_empty())?;
                let old = std::mem::replace(&mut d.name, typed.clone());
                Some(format!("\u{201c}{old}\u{201d} is now \u{201c}{typed}\u{201d}."))
            });
            Callback::from(move |e: SubmitEvent| {
                e.prevent_default();
                store.emit(());
                renaming.set(None);
            })
        };
        let input = {
            let renaming = renaming.clone();
            Callback::from(move |e: InputEvent| {
                renaming.set(Some((i, e.target_unchecked_into::<web_sys::HtmlInputElement>().value())))
            })
        };
        let cancel = {
            let renaming = renaming.clone();
            Callback::from(move |_: MouseEvent| renaming.set(None))
        };
        return html! {
            <li class="db-saved-deck renaming">
                <form class="db-rename-form" onsubmit={done}>
                    <label>{ format!("New name for {}", d.name) }<input class="db-rename-input" value={name.clone()} oninput={input} /></label>
                    <button type="submit" class="primary">{ "Rename" }</button>
                    <button type="button" onclick={cancel}>{ "Cancel" }</button>
                </form>
            </li>
        };
    }
    let rename = {
        let (renaming, name) = (renaming.clone(), d.name.clone());
        Callback::from(move |_: MouseEvent| renaming.set(Some((i, name.clone()))))
    };
    let delete = {
        let store = change(props, move |all| {
            (i < all.len()).then(|| format!("\u{201c}{}\u{201d} deleted.", all.remove(i).name))
        });
        Callback::from(move |_: MouseEvent| {
            let sure =
                web_sys::window().and_then(|w| w.confirm_with_message("Delete this kept deck?").ok()).unwrap_or(false);
            if sure {
                store.emit(())
            }
        })
    };
    html! {
        <li class="db-saved-deck">
            <span class="db-saved-name">{ &d.name }<span class="db-saved-size">{ format!(" · {} cards", d.cards.len()) }</span></span>
            <button class="db-open" onclick={open} aria-label={format!("Open {}", d.name)}>{ "Open" }</button>
            <button class="db-rename" onclick={rename} aria-label={format!("Rename {}", d.name)}>{ "Rename" }</button>
            <button class="db-delete" onclick={delete} aria-label={format!("Delete {}", d.name)}>{ "Delete" }</button>
        </li>
    }
}
