//! Sharing a deck (its code, a link that opens it here, a plain list) and bringing one
//! in (a code, a link or a pasted list, every unknown line given back).

use std::rc::Rc;

use yew::prelude::*;

use super::deck::Deck;
use super::panels::Note;
use super::pool::Pool;
use crate::engine::deck_code::{self, parse_list, write_list};
use crate::ui::common::copy_text;
use crate::ui::game_ui::GameUi;
use crate::ui::route::Route;
use crate::ui::site;

#[derive(Properties, PartialEq)]
pub struct SharePanelProps {
    pub deck: Deck,
    pub pool: Rc<Pool>,
    pub on_load: Callback<Deck>,
    pub note: UseStateHandle<Option<Note>>,
}

/// Whether a pasted text is a code or a link rather than a list: one word that is not
/// a card's id or name, or a link to the builder.
fn is_code(text: &str, pool: &Pool) -> bool {
    let t = text.trim();
    let one_word = !t.contains(char::is_whitespace);
    t.contains("/decks/") || one_word && parse_list(t, &pool.names).unknown.len() == 1
}

#[component]
pub fn SharePanel<G: GameUi>(props: &SharePanelProps) -> Html {
    let pasted = use_state(String::new);
    let copied = use_state(|| None::<&'static str>);
    let d = &props.deck;
    let code = deck_code::encode(G::ID, d.format.as_deref(), &d.cards);
    let link = site::absolute(&Route::Decks(G::ID.into(), Some(code.clone())));
    let list = write_list(&d.cards, &props.pool.names);
    let copy = |what: &'static str, text: String| {
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| copied.set(copy_text(&text).then_some(what)))
    };
    let import = {
        let (pasted, pool, on_load, note, deck) =
            (pasted.clone(), props.pool.clone(), props.on_load.clone(), props.note.clone(), props.deck.clone());
        Callback::from(move |_: MouseEvent| {
            if is_code(&pasted, &pool) {
                match super::from_code::<G>(&pasted, &pool) {
                    Ok(d) => {
                        on_load.emit(d);
                        note.set(Some(Note::Done("The deck from the code is open. Save it to keep it.".into())));
                    }
                    Err(e) => note.set(Some(Note::Refused(e))),
                }
                return;
            }
            let read = parse_list(&pasted, &pool.names);
            note.set(Some(Note::Listed { cards: read.cards.len(), unknown: read.unknown }));
            if !read.cards.is_empty() {
                on_load.emit(Deck { name: deck.name.clone(), format: deck.format.clone(), cards: read.cards });
            }
        })
    };
    let said = |what: &'static str| if *copied == Some(what) { "Copied" } else { "Copy" };
    html! {
        <section class="db-share" aria-labelledby="db-share-title">
            <h3 id="db-share-title">{ "Share or bring in a deck" }</h3>
            <label class="db-code-row">{ "Deck code" }
                <input class="db-code" readonly=true value={code.clone()} />
            </label>
            <div class="db-actions">
                <button class="db-copy-code" onclick={copy("code", code)}>{ format!("{} code", said("code")) }</button>
                <button class="db-copy-link" onclick={copy("link", link.clone())}>{ format!("{} link", said("link")) }</button>
                <button class="db-copy-list" onclick={copy("list", list.clone())}>{ format!("{} as a list", said("list")) }</button>
                <a class="button db-link" href={link}>{ "Link to this deck" }</a>
            </div>
            <label class="db-paste">{ "Paste a deck code, a link or a list (\u{201c}4 Name - Version\u{201d} a line)" }
                <textarea class="db-import-text" rows="4" value={(*pasted).clone()}
                    oninput={let p = pasted.clone(); move |e: InputEvent| p.set(e.target_unchecked_into::<web_sys::HtmlTextAreaElement>().value())} />
            </label>
            <button class="db-import" disabled={pasted.trim().is_empty()} onclick={import}>{ "Open this deck" }</button>
        </section>
    }
}
