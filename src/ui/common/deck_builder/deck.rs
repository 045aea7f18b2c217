//! The deck being built, and the decks kept in the browser with their names.

use std::rc::Rc;

use serde::{Deserialize, Serialize};
use yew::Reducible;

use crate::ui::storage;

/// A deck: its name, the format it is built for, one card id per card.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck {
    pub name: String,
    #[serde(default)]
    pub format: Option<String>,
    pub cards: Vec<String>,
}

impl Deck {
    /// How many copies of `id` it holds.
    pub fn count(&self, id: &str) -> usize {
        self.cards.iter().filter(|c| *c == id).count()
    }
}

/// A change to the deck being built.
pub enum DeckMsg {
    Add(String),
    Remove(String),
    Load(Deck),
    Name(String),
    Format(Option<String>),
}

impl Reducible for Deck {
    type Action = DeckMsg;
    fn reduce(self: Rc<Self>, msg: DeckMsg) -> Rc<Self> {
        let mut d = (*self).clone();
        match msg {
            // Next to its other copies, so the list keeps each card's copies together.
            DeckMsg::Add(id) => match d.cards.iter().rposition(|c| *c == id) {
                Some(i) => d.cards.insert(i + 1, id),
                None => d.cards.push(id),
            },
            DeckMsg::Remove(id) => match d.cards.iter().rposition(|c| *c == id) {
                Some(i) => drop(d.cards.remove(i)),
                None => return self,
            },
            DeckMsg::Load(deck) => d = deck,
            DeckMsg::Name(name) => d.name = name,
            DeckMsg::Format(format) => d.format = format,
        }
        Rc::new(d)
    }
}

fn decks_key(game: &str) -> String {
    format!("turnkeeper/{game}/decks")
}

fn draft_key(game: &str) -> String {
    format!("turnkeeper/{game}/deck-draft")
}

/// The decks kept in this browser for `game`, in the order they were first kept.
pub fn saved(game: &str) -> Vec<Deck> {
    storage::get(&decks_key(game)).unwrap_or_default()
}

/// Keeps `decks` as the saved decks of `game`, or says why the browser would not.
pub fn store_saved(game: &str, decks: &[Deck]) -> Result<(), String> {
    storage::set(&decks_key(game), &decks)
}

/// `deck` kept under its name: replaces a saved deck of that name, else is added.
pub fn save(game: &str, deck: &Deck) -> Result<Vec<Deck>, String> {
    let mut all = saved(game);
    match all.iter_mut().find(|d| d.name == deck.name) {
        Some(d) => *d = deck.clone(),
        None => all.push(deck.clone()),
    }
    store_saved(game, &all)?;
    Ok(all)
}

/// The deck last being built (so a reload keeps it), if any.
pub fn draft(game: &str) -> Option<Deck> {
    storage::get(&draft_key(game))
}

/// Keeps the deck being built; a full storage only loses the draft.
pub fn keep_draft(game: &str, deck: &Deck) {
    let _ = storage::set(&draft_key(game), deck);
}
