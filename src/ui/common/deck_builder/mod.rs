//! The deck builder every card game shares (`#/<game>/decks`, `#/<game>/decks/<code>`):
//! the set browsed as cards with the game's own faces, filters, the deck with counts, its
//! curve and colour split, its legality from the game's own deck rules (`Cards::check_deck`,
//! each problem with its rule linked), a sample opening hand, decks kept by name, codes,
//! links and pasted lists, and a game started with the deck.
//!
//! A game takes part by [`GameUi::deck_config`](crate::ui::GameUi::deck_config): a
//! [`DeckConfig`] of data (its facets, curves, colour field, formats, hand size) and its
//! card face, and by [`GameUi::premade_decks`](crate::ui::GameUi::premade_decks). Nothing
//! else differs between games.
//!
//! The builder is a build of its own on the site (`<game>/decks/`, `site::BUILDER`): its
//! "Start the game" hands the deck to the game's page by a link (`Route::DeckGame`,
//! `ui::deck_game`), so the game's page carries none of it.

mod chart;
mod deck;
mod panels;
mod pool;
mod saved;
mod share_panel;
mod start;

use std::rc::Rc;

use serde_json::Value;
use yew::prelude::*;

pub use deck::{saved, Deck};
pub use pool::{Facet, FacetKind, Filter, Pool};

use super::rule_href;
use crate::engine::deck_code;
use crate::engine::RuleError;
use crate::ui::game_ui::GameUi;
use crate::ui::route::Route;
use crate::ui::site;
use deck::DeckMsg;

/// A cost curve of the deck: its title and the number field of a card it counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Curve {
    pub title: &'static str,
    pub key: &'static str,
    /// This number and above are one bar ("7+").
    pub top: i64,
}

/// A premade deck the game offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Premade {
    pub id: String,
    pub name: String,
    /// What it tries to do, in one line.
    pub plan: String,
    /// One card id per card.
    pub cards: Vec<String>,
}

/// What a game tells the deck builder: data, and its card face and premade decks.
#[derive(Clone, Copy)]
pub struct DeckConfig {
    /// The filters, in the order shown (a text search is always there).
    pub facets: &'static [Facet],
    /// The cost curves drawn (two for Altered: hand and reserve).
    pub curves: &'static [Curve],
    /// The colour field (ink, faction, energy): its word and key.
    pub colour: Facet,
    /// The class of a colour's swatch: this prefix and the value in lower case (a space
    /// as a dash), so the chart uses the colours the cards' frames do.
    pub colour_class: &'static str,
    /// The formats the deck rules know (`Cards::check_deck`'s id, words), the rules'
    /// default (a deck without a format) first; empty for a game with one.
    pub formats: &'static [(&'static str, &'static str)],
    /// How many cards an opening hand holds.
    pub hand: usize,
    /// Cards that start the game outside the deck, never drawn into a hand: those whose
    /// field (the first word) has this value (the second), as Altered's Hero (AL-1.3).
    pub set_aside: Option<(&'static str, &'static str)>,
    /// The card drawn as the table draws it, whole and readable, from its data.
    pub face: fn(&Value) -> Html,
}

#[derive(Properties, PartialEq)]
pub struct DeckBuilderProps {
    /// A deck code from the link that opened the page.
    #[prop_or_default]
    pub code: Option<AttrValue>,
}

/// The deck a link's code holds for game `G`, or why it cannot be opened.
fn from_code<G: GameUi>(code: &str, pool: &Pool) -> Result<Deck, RuleError> {
    let read = deck_code::decode(code)?;
    if read.game != G::ID {
        return Err(RuleError::save(format!("this deck code is for another game ({}), not {}", read.game, G::NAME)));
    }
    let unknown: Vec<&str> = read.cards.iter().filter(|c| pool.card(c).is_none()).map(String::as_str).collect();
    if let Some(first) = unknown.first() {
        return Err(RuleError::save(format!("this deck code names a card this set does not have ({first})")));
    }
    Ok(Deck { name: String::new(), format: read.format, cards: read.cards })
}

/// The builder's page for game `G`.
#[component]
pub fn DeckBuilder<G: GameUi>(props: &DeckBuilderProps) -> Html {
    let config = G::deck_config();
    let pool = use_memo((), |_| Pool::new(&G::cards().unwrap_or_default()));
    // What the page says about the last import, code or save.
    let note = use_state(|| None::<panels::Note>);
    let deck = {
        let (pool, note, code) = (pool.clone(), note.clone(), props.code.clone());
        use_reducer(move || match code.as_deref().map(|c| from_code::<G>(c, &pool)) {
            Some(Ok(d)) => {
                note.set(Some(panels::Note::Done("The deck from the link is open. Save it to keep it.".into())));
                d
            }
            Some(Err(e)) => {
                note.set(Some(panels::Note::Refused(e)));
                deck::draft(G::ID).unwrap_or_default()
            }
            None => deck::draft(G::ID).unwrap_or_default(),
        })
    };
    {
        let d = (*deck).clone();
        use_effect_with(d, |d| deck::keep_draft(G::ID, d));
    }
    let filter = use_state(Filter::default);
    let Some(config) = config.filter(|_| !pool.cards.is_empty()) else {
        return html! {
            <main class="panel deck-builder-none">
                <h1>{ format!("{} decks", G::NAME) }</h1>
                <p>{ format!("{} has no cards to build a deck from here.", G::NAME) }</p>
                <a class="button" href={site::href(&Route::Lobby)}>{ "Back to the lobby" }</a>
            </main>
        };
    };
    let problems = {
        let d = (*deck).clone();
        use_memo(d, |d| G::check_deck(&d.cards, d.format.as_deref()))
    };
    let add = {
        let deck = deck.dispatcher();
        Callback::from(move |id: String| deck.dispatch(DeckMsg::Add(id)))
    };
    let remove = {
        let deck = deck.dispatcher();
        Callback::from(move |id: String| deck.dispatch(DeckMsg::Remove(id)))
    };
    let load = {
        let deck = deck.dispatcher();
        Callback::from(move |d: Deck| deck.dispatch(DeckMsg::Load(d)))
    };
    let shown: Vec<&pool::PoolCard> = pool.cards.iter().filter(|c| filter.passes(config.facets, c)).collect();
    let legal = matches!(&*problems, Ok(p) if p.is_empty());
    html! {
        <main class={classes!("deck-builder", format!("db-{}", G::ID))}>
            <header class="db-head">
                <a class="back" href={site::href(&Route::Lobby)} aria-label="Back to the lobby">{ "← Lobby" }</a>
                <h1>{ format!("{} decks", G::NAME) }</h1>
                <a class="button help" href={site::href(&Route::Rules(G::ID.into(), None))}>{ "How to play" }</a>
                <a class="button new-game-link" href={site::href(&Route::NewGame(G::ID.into()))}>{ "New game" }</a>
            </header>
            <a class="db-summary button" href="#db-deck" onclick={jump_to_deck()}>
                { format!("Deck: {} cards · {}", deck.cards.len(), if legal { "legal" } else { "not legal yet" }) }
            </a>
            <section class="db-browse" aria-labelledby="db-browse-title">
                <h2 id="db-browse-title">{ "Cards of the set" }</h2>
                { panels::filters(config.facets, &pool, &filter) }
                <p class="db-shown" role="status">{ format!("{} of {} cards shown", shown.len(), pool.cards.len()) }</p>
                <ul class="db-grid">
                    { for shown.iter().map(|c| html! {
                        <CardTile<G> key={c.id.clone()} id={c.id.clone()} listed={c.listed.clone()} data={c.data.clone()}
                            count={deck.count(&c.id)} add={add.clone()} remove={remove.clone()} />
                    }) }
                </ul>
            </section>
            <aside class="db-deck" id="db-deck" aria-labelledby="db-deck-title" tabindex="-1">
                <h2 id="db-deck-title">{ "Your deck" }</h2>
                { panels::deck_head(&config, &deck) }
                { panels::legality::<G>(&problems) }
                { panels::charts(&config, &pool, &deck) }
                { panels::deck_list(&pool, &deck, &add, &remove) }
                <saved::SavedDecks game={G::ID} deck={deck.clone()} note={note.clone()} />
                <share_panel::SharePanel<G> deck={(*deck).clone()} pool={pool.clone()} on_load={load} note={note.clone()} />
                { panels::note(&note) }
                <panels::SampleHand<G> deck={deck.cards.clone()} pool={pool.clone()} />
                <start::StartPanel<G> deck={(*deck).clone()} {legal} />
            </aside>
        </main>
    }
}

/// Moves the focus to the deck panel (the summary link on a phone).
fn jump_to_deck() -> Callback<MouseEvent> {
    Callback::from(|e: MouseEvent| {
        let panel = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("db-deck"));
        if let Some(el) = panel.and_then(|p| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(p).ok()) {
            e.prevent_default();
            el.scroll_into_view();
            let _ = el.focus();
        }
    })
}

#[derive(Properties, PartialEq)]
struct CardTileProps {
    id: String,
    listed: String,
    data: Rc<Value>,
    count: usize,
    add: Callback<String>,
    remove: Callback<String>,
}

/// One card of the set: its face, whole, and how many the deck holds, with add and
/// remove. Its own component, so adding a card redraws that tile only.
#[component]
fn CardTile<G: GameUi>(props: &CardTileProps) -> Html {
    let (add, remove, id) = (props.add.clone(), props.remove.clone(), props.id.clone());
    let id2 = id.clone();
    html! {
        <li class={classes!("db-card", (props.count > 0).then_some("in-deck"))} data-card={props.id.clone()}>
            { G::deck_config().map(|c| (c.face)(&props.data)).unwrap_or_default() }
            <div class="db-card-controls">
                <button class="db-remove" disabled={props.count == 0} aria-label={format!("Remove one {}", props.listed)}
                    onclick={move |_| remove.emit(id.clone())}>{ "−" }</button>
                <span class="db-count">{ props.count }<span class="visually-hidden">{ " in the deck" }</span></span>
                <button class="db-add" aria-label={format!("Add one {}", props.listed)}
                    onclick={move |_| add.emit(id2.clone())}>{ "+" }</button>
            </div>
        </li>
    }
}
