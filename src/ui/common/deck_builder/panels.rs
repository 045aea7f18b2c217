//! The builder's panels around the deck: the filters, the deck's name and format, its
//! legality, its charts, its list, the saved decks, and a sample opening hand.

use std::collections::BTreeMap;
use std::rc::Rc;

use yew::prelude::*;

use super::deck::{Deck, DeckMsg};
use super::pool::{number_label, Facet, Filter, Pool};
use super::{chart, rule_href, DeckConfig};
use crate::engine::{Rng, RuleError};
use crate::ui::game_ui::GameUi;

/// What the page last said about an import, a code or a save.
#[derive(Clone, Debug, PartialEq)]
pub enum Note {
    Done(String),
    Refused(RuleError),
    /// A list was read: how many cards it gave, and each line that gave none.
    Listed {
        cards: usize,
        unknown: Vec<crate::engine::deck_code::BadLine>,
    },
}

/// The text search and a group of toggle chips per facet.
pub fn filters(facets: &[Facet], pool: &Pool, filter: &UseStateHandle<Filter>) -> Html {
    let search = {
        let filter = filter.clone();
        Callback::from(move |e: InputEvent| {
            let text = e.target_unchecked_into::<web_sys::HtmlInputElement>().value();
            filter.set(Filter { text, ..(*filter).clone() });
        })
    };
    let clear = {
        let filter = filter.clone();
        Callback::from(move |_: MouseEvent| filter.set(Filter::default()))
    };
    let any = **filter != Filter::default();
    html! {
        <div class="db-filters">
            <label class="db-search">{ "Find" }
                <input type="search" placeholder="Name, text, keyword" value={filter.text.clone()} oninput={search} />
            </label>
            { for facets.iter().enumerate().map(|(i, f)| html! {
                <fieldset class={classes!("db-facet", format!("db-facet-{}", f.key))}>
                    <legend>{ f.label }</legend>
                    { for pool.values(f).into_iter().map(|v| {
                        let on = filter.is_chosen(i, &v);
                        let filter = filter.clone();
                        let value = v.clone();
                        html! {
                            <button class={classes!("db-chip", on.then_some("on"))} aria-pressed={on.to_string()} data-value={v.clone()}
                                onclick={move |_: MouseEvent| filter.set(filter.toggled(i, &value))}>{ chip_words(&v) }</button>
                        }
                    }) }
                </fieldset>
            }) }
            <button class="db-clear" disabled={!any} onclick={clear}>{ "Clear filters" }</button>
        </div>
    }
}

/// A value as a chip says it: data's "super_rare" is "Super rare".
fn chip_words(value: &str) -> String {
    let words = value.replace('_', " ");
    let mut chars = words.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// The deck's name, its format where the game has several, and its size.
pub fn deck_head(config: &DeckConfig, deck: &UseReducerHandle<Deck>) -> Html {
    let d = deck.dispatcher();
    let rename = Callback::from(move |e: InputEvent| {
        d.dispatch(DeckMsg::Name(e.target_unchecked_into::<web_sys::HtmlInputElement>().value()))
    });
    let d = deck.dispatcher();
    let format = Callback::from(move |e: Event| {
        let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
        d.dispatch(DeckMsg::Format(Some(v).filter(|v| !v.is_empty())))
    });
    let current = deck.format.clone().or_else(|| config.formats.first().map(|f| f.0.to_string()));
    html! {
        <div class="db-deck-head">
            <label>{ "Name" }<input class="db-name" value={deck.name.clone()} oninput={rename} placeholder="My deck" /></label>
            if config.formats.len() > 1 {
                <label>{ "Format" }
                    <select class="db-format" onchange={format}>
                        { for config.formats.iter().map(|(id, words)| html! {
                            <option value={*id} selected={current.as_deref() == Some(*id)}>{ *words }</option>
                        }) }
                    </select>
                </label>
            }
            <p class="db-size"><strong>{ deck.cards.len() }</strong>{ " cards" }</p>
        </div>
    }
}

/// Whether the deck is legal, or each problem with its rule linked to How to play.
pub fn legality<G: GameUi>(problems: &Result<Vec<RuleError>, RuleError>) -> Html {
    let item = |e: &RuleError| {
        let rule = e.rule.to_string();
        let id = match rule_href(G::ID, G::RULE_PREFIX, &rule) {
            Some(href) => html! { <a class="rule-id" href={href}>{ rule }</a> },
            None => html! { <span class="rule-id">{ rule }</span> },
        };
        html! { <li class="db-problem">{ id }{ " " }{ G::message(&e.message) }</li> }
    };
    html! {
        <div class="db-legality" role="status">
            { match problems {
                Ok(p) if p.is_empty() => html! { <p class="db-legal">{ "Legal: this deck can be played." }</p> },
                Ok(p) => html! { <><p class="db-not-legal">{ "Not legal yet:" }</p><ul>{ for p.iter().map(item) }</ul></> },
                Err(e) => html! { <ul>{ item(e) }</ul> },
            } }
        </div>
    }
}

/// Per value of a number field, how many cards of the deck have it, every value from
/// the lowest to `top` shown.
fn curve_bars(pool: &Pool, deck: &Deck, key: &str, top: i64) -> Vec<(String, usize)> {
    let numbers: Vec<i64> =
        deck.cards.iter().filter_map(|id| pool.card(id)?.data.get(key)?.as_i64()).map(|n| n.min(top)).collect();
    let low = numbers.iter().copied().min().unwrap_or(1).min(1);
    (low..=top).map(|n| (number_label(n, top), numbers.iter().filter(|x| **x == n).count())).collect()
}

/// The cost curves and the colour split.
pub fn charts(config: &DeckConfig, pool: &Pool, deck: &Deck) -> Html {
    let mut colours: BTreeMap<usize, (String, usize)> = BTreeMap::new();
    let order = pool.values(&config.colour);
    for id in &deck.cards {
        for v in pool.card(id).map(|c| config.colour.values(&c.data)).unwrap_or_default() {
            let at = order.iter().position(|o| *o == v).unwrap_or(usize::MAX);
            colours.entry(at).or_insert((v, 0)).1 += 1;
        }
    }
    let parts: Vec<(String, usize)> = colours.into_values().collect();
    html! {
        <div class="db-charts">
            { for config.curves.iter().map(|c| chart::curve(c.title, &curve_bars(pool, deck, c.key, c.top))) }
            { chart::split(config.colour.label, config.colour_class, &parts) }
        </div>
    }
}

/// The deck's cards, one line per card with its count, add and remove.
pub fn deck_list(pool: &Pool, deck: &Deck, add: &Callback<String>, remove: &Callback<String>) -> Html {
    let counts = crate::engine::deck_code::counts(&deck.cards);
    // In the set's order, as the browser shows them.
    let mut lines: Vec<(usize, String, usize)> = counts
        .into_iter()
        .map(|(id, n)| (pool.cards.iter().position(|c| c.id == id).unwrap_or(usize::MAX), id, n))
        .collect();
    lines.sort();
    html! {
        <ul class="db-list" aria-label="Cards in the deck">
            if lines.is_empty() { <li class="db-empty">{ "No cards yet: add cards from the set." }</li> }
            { for lines.into_iter().map(|(_, id, n)| {
                let name = pool.card(&id).map_or(id.clone(), |c| c.listed.clone());
                let (a, r, id2) = (add.clone(), remove.clone(), id.clone());
                html! {
                    <li class="db-line" data-card={id.clone()}>
                        <span class="db-line-count">{ n }</span>
                        <span class="db-line-name">{ name.clone() }</span>
                        <button class="db-remove" aria-label={format!("Remove one {name}")} onclick={move |_| r.emit(id.clone())}>{ "−" }</button>
                        <button class="db-add" aria-label={format!("Add one {name}")} onclick={move |_| a.emit(id2.clone())}>{ "+" }</button>
                    </li>
                }
            }) }
        </ul>
    }
}

/// What the page last said, if anything.
pub fn note(note: &UseStateHandle<Option<Note>>) -> Html {
    match &**note {
        None => html! {},
        Some(Note::Done(words)) => html! { <p class="db-note" role="status">{ words }</p> },
        Some(Note::Refused(e)) => html! {
            <p class="db-note db-refused" role="alert"><span class="rule-id">{ e.rule.to_string() }</span>{ " " }{ &e.message }</p>
        },
        Some(Note::Listed { cards, unknown }) => html! {
            <div class="db-note" role="alert">
                <p>{ format!("The list gave {cards} cards.") }
                    if !unknown.is_empty() { { format!(" {} line{} named no card of the set:", unknown.len(), if unknown.len() == 1 { "" } else { "s" }) } }
                </p>
                if !unknown.is_empty() {
                    <ul class="db-unknown">
                        { for unknown.iter().map(|b| html! {
                            <li><span class="db-line-no">{ format!("line {}: ", b.line) }</span><q>{ &b.text }</q>{ format!(" ({})", b.why) }</li>
                        }) }
                    </ul>
                }
            </div>
        },
    }
}

#[derive(Properties, PartialEq)]
pub struct SampleHandProps {
    pub deck: Vec<String>,
    pub pool: Rc<Pool>,
}

/// A sample opening hand: the deck shuffled, its first cards shown; Draw again.
#[component]
pub fn SampleHand<G: GameUi>(props: &SampleHandProps) -> Html {
    let drawn = use_state(|| None::<Vec<String>>);
    let Some(config) = G::deck_config() else { return html! {} };
    let n = config.hand;
    // The cards a hand is drawn from: the deck but what starts elsewhere.
    let drawn_from: Vec<String> = props
        .deck
        .iter()
        .filter(|id| {
            let card = props.pool.card(id).map(|c| &c.data);
            config.set_aside.is_none_or(|(k, v)| card.and_then(|d| d.get(k)?.as_str()) != Some(v))
        })
        .cloned()
        .collect();
    let enough = drawn_from.len() >= n;
    let draw = {
        let drawn = drawn.clone();
        Callback::from(move |_: MouseEvent| {
            let mut cards = drawn_from.clone();
            let mut rng = Rng::new((js_sys::Math::random() * 9.0e15) as u64);
            rng.shuffle(&mut cards);
            cards.truncate(n);
            drawn.set(Some(cards));
        })
    };
    // A hand from another deck is not this deck's.
    let hand = drawn.as_ref().filter(|h| h.iter().all(|c| props.deck.contains(c)));
    html! {
        <section class="db-sample" aria-labelledby="db-sample-title">
            <h3 id="db-sample-title">{ "Sample opening hand" }</h3>
            <button class="db-draw" disabled={!enough} onclick={draw}>
                { if hand.is_some() { format!("Draw {n} again") } else { format!("Draw {n}") } }
            </button>
            if let Some(hand) = hand {
                <ul class="db-hand" aria-label="Sample hand">
                    { for hand.iter().filter_map(|id| props.pool.card(id)).map(|c| html! { <li>{ (config.face)(&c.data) }</li> }) }
                </ul>
            }
        </section>
    }
}
