//! The expedition's page (`#/aeons-end/campaign`): a campaign of battles against every
//! nemesis by rising difficulty (`games::aeons_end::expedition`). It begins one with a
//! team, starts each battle as a game of Aeon's End's page, takes the rewards between
//! battles, and keeps the whole campaign in the browser's storage and in a link.
//!
//! The page is in the game's second build (`<id>/decks/`, `site::Build::Decks`), beside
//! the table's, which stays within its size budget: the battle's end screen only links
//! back here ([`end_extra`]), and this page reads the battle's result from the game kept
//! in the browser, replaying its save ([`settle`]).

use std::rc::Rc;

use gloo::storage::{LocalStorage, Storage};
use yew::prelude::*;

use super::setup_form::{select, team_section, type_word};
use crate::engine::{Match, Play, RuleError};
use crate::games::aeons_end::content::{pool, Pool};
use crate::games::aeons_end::expedition::Expedition;
use crate::games::aeons_end::{AeonsEnd, Options};
use crate::ui::common::copy_text;
use crate::ui::route::Route;
use crate::ui::session::{SeatKind, StartConfig};
use crate::ui::{site, storage};

const KEY: &str = "turnkeeper/aeons-end/expedition";

/// The deal (seed) of the expedition's battle last started, which the table's end
/// screen compares with its own game's.
const BATTLE_KEY: &str = "turnkeeper/aeons-end/campaign-battle";

/// The finished battle's save, left by its end screen's link for this page (the page
/// forgets a finished game as it ends).
const RESULT_KEY: &str = "turnkeeper/aeons-end/campaign-result";

/// Where the lobby reads the expedition's progress in words.
fn progress_key() -> String {
    storage::campaign_progress_key("aeons-end")
}

/// The expedition kept in this browser, if one is there and still one the rules accept.
fn load() -> Option<Expedition> {
    storage::get::<Expedition>(KEY).filter(|e| e.check().is_ok())
}

/// `e` with its battle's result once that battle is over: the save its end screen left
/// is the battle (its deal and options) and, replayed by the rules, has ended. The
/// result is recorded once (the expedition then waits for its rewards) and kept.
fn settle(e: Expedition) -> Expedition {
    let Some(battle) = e.battle() else { return e };
    let Some(save) = storage::get::<serde_json::Value>(RESULT_KEY) else { return e };
    let Ok(m) = Match::<AeonsEnd>::load(&save) else { return e };
    if m.seed() != e.battle_seed() || *m.options() != battle {
        return e;
    }
    let Some(o) = m.state().outcome() else { return e };
    let mut e = e;
    if e.record(!o.winners.is_empty()).is_ok() {
        let _ = keep(Some(&e));
        LocalStorage::delete(BATTLE_KEY);
        LocalStorage::delete(RESULT_KEY);
    }
    e
}

/// Keeps `e` and its progress line for the lobby; `None` forgets both.
fn keep(e: Option<&Expedition>) -> Result<(), String> {
    match e {
        Some(e) => storage::set(KEY, e).and_then(|()| storage::set(&progress_key(), &e.progress())),
        None => {
            LocalStorage::delete(KEY);
            LocalStorage::delete(progress_key());
            Ok(())
        }
    }
}

/// A card's name and cost, and its text for a title.
fn card_words(p: &Pool, id: &str) -> (String, String) {
    p.card(id).map_or_else(|| (id.to_string(), String::new()), |c| (format!("{} ({})", c.name, c.cost), c.text.clone()))
}

fn mage_name(p: &Pool, id: &str) -> String {
    p.mage(id).map_or_else(|| id.to_string(), |m| m.name.clone())
}

/// Who plays the mages of a battle.
const SEATS: [&str; 3] = ["Every mage played here", "P1 here, the computer plays the others", "The computer plays every mage"];

fn seats(n: usize, how: usize) -> Vec<SeatKind> {
    let level = storage::last_level();
    (0..n).map(|i| if how == 2 || (how == 1 && i > 0) { SeatKind::computer(level) } else { SeatKind::Human }).collect()
}

/// Starts the expedition's battle now as this page's game.
/// The battle already under way goes on where it stands; another game of Aeon's End in
/// progress is replaced only once the person says so.
fn start(e: &Expedition, how: usize) -> Result<(), RuleError> {
    let options = e.battle().ok_or_else(|| RuleError::new("AE-2", "the rewards are chosen before the next battle"))?;
    let kept = storage::load("aeons-end");
    let under_way = kept.as_ref().is_some_and(|c| {
        c.seed == e.battle_seed() && serde_json::from_value::<Options>(c.options.clone()).is_ok_and(|o| o == options)
    });
    if under_way {
        site::go_elsewhere(&Route::Play("aeons-end".into()));
        return Ok(());
    }
    if kept.is_some() && !crate::ui::new_game::replace_ok::<AeonsEnd>() {
        return Ok(());
    }
    let config = StartConfig {
        game: "aeons-end".into(),
        seats: seats(options.mages, how),
        seed: e.battle_seed(),
        options: crate::engine::to_json(&options, "the options", RuleError::protocol)?,
        resume: None,
        replay: false,
        online: None,
    };
    storage::store(&config)?;
    let _ = storage::set(BATTLE_KEY, &config.seed);
    // The table is the game build's page (this is the second build's).
    site::go_elsewhere(&Route::Play("aeons-end".into()));
    Ok(())
}

#[derive(Properties, PartialEq)]
pub struct ExpeditionProps {
    /// A shared link's code.
    pub code: Option<AttrValue>,
}

/// The page.
#[component]
pub fn ExpeditionPage(props: &ExpeditionProps) -> Html {
    let exp = use_state(|| load().map(settle));
    // A link's expedition, until it is taken up (it never replaces the one kept here
    // unasked).
    let linked = use_state(|| props.code.as_ref().map(|c| Expedition::from_code(c)));
    let team = use_state(Options::default);
    let how = use_state(|| 0usize);
    let error = use_state(|| None::<String>);
    let copied = use_state_eq(|| false);
    let Ok(p) = pool() else {
        return html! { <p class="form-error" role="alert">{ "The card files could not be read." }</p> };
    };
    let set = {
        let (exp, error) = (exp.clone(), error.clone());
        Rc::new(move |e: Option<Expedition>| {
            error.set(keep(e.as_ref()).err().map(|why| format!("Not kept in this browser: {why}")));
            exp.set(e);
        })
    };
    let body = match (&*linked, &*exp) {
        (Some(Err(why)), _) => html! { <p class="form-error" role="alert">{ why.to_string() }</p> },
        (Some(Ok(shared)), mine) if mine.as_ref() != Some(shared) => {
            let (set, linked, shared) = (set.clone(), linked.clone(), shared.clone());
            let words = shared.progress();
            html! {
                <section class="ae-exp-link">
                    <p>{ format!("An expedition shared by link: {words}.") }</p>
                    if let Some(mine) = mine {
                        <p>{ format!("It replaces the one kept here ({}).", mine.progress()) }</p>
                    }
                    <button class="primary ae-exp-take" onclick={move |_: MouseEvent| { set(Some(shared.clone())); linked.set(None); }}>{ "Take it up" }</button>
                </section>
            }
        }
        (_, None) => begin(&team, set.clone(), p),
        (_, Some(e)) => campaign(e, p, set.clone(), (&how, &error, &copied)),
    };
    html! {
        <main class="panel ae-expedition">
            <h2>{ "Expedition" }</h2>
            <p class="hint">{ "Four battles against every nemesis, the easiest first, each 5 life harder than its mat. After a won battle each mage takes a card and the team a treasure, kept for the battles after it; after a lost one the team tries the same battle again with one card." }</p>
            if let Some(why) = &*error { <p class="form-error" role="alert">{ why.clone() }</p> }
            { body }
            <p><a class="button" href={site::href(&Route::Lobby)}>{ "Back to the lobby" }</a></p>
        </main>
    }
}

/// No expedition yet: choose the team and begin.
fn begin(team: &UseStateHandle<Options>, set: Rc<dyn Fn(Option<Expedition>)>, p: &Pool) -> Html {
    let on = {
        let team = team.clone();
        Callback::from(move |o: Options| team.set(o))
    };
    let ids = team.team_ids(p);
    let go = Callback::from(move |_: MouseEvent| {
        if let Ok(e) = Expedition::new(ids.clone(), crate::ui::new_game::fresh_seed()) {
            set(Some(e));
        }
    });
    html! {
        <>
            { team_section(team, &on, p) }
            <button class="primary ae-exp-begin" onclick={go}>{ "Begin the expedition" }</button>
        </>
    }
}

/// An expedition under way: its battles, the team's kept cards, then the rewards to
/// choose or the battle to play.
fn campaign(e: &Expedition, p: &Pool, set: Rc<dyn Fn(Option<Expedition>)>, page: (&UseStateHandle<usize>, &UseStateHandle<Option<String>>, &UseStateHandle<bool>)) -> Html {
    let (how, error, copied) = page;
    let battles = e.battles.iter().enumerate().map(|(i, id)| {
        let name = p.nemesis(id).map_or(id.as_str(), |n| n.name.as_str());
        let (class, mark) = match i.cmp(&e.at) {
            std::cmp::Ordering::Less => ("ae-exp-done", "✓ "),
            std::cmp::Ordering::Equal => ("ae-exp-now", "▶ "),
            _ => ("ae-exp-later", ""),
        };
        html! { <li class={classes!("ae-exp-battle", class)}>{ format!("{mark}{name}") }</li> }
    });
    let kept = e.team.iter().zip(&e.carried).map(|(m, cards)| {
        let names: Vec<String> = cards.iter().map(|c| card_words(p, c).0).collect();
        let words = if names.is_empty() { "nothing yet".to_string() } else { names.join(", ") };
        html! { <li><b>{ mage_name(p, m) }</b>{ format!(" keeps {words}") }</li> }
    });
    let next = if e.finished() {
        html! { <p class="ae-exp-won">{ "Every nemesis is defeated: the expedition is won." }</p> }
    } else if e.reward.is_some() {
        html! { <Rewards e={e.clone()} set={Callback::from({ let set = set.clone(); move |x| set(Some(x)) })} /> }
    } else {
        let (e2, how2, error) = (e.clone(), how.clone(), error.clone());
        let play = Callback::from(move |_: MouseEvent| {
            if let Err(why) = start(&e2, *how2) {
                error.set(Some(why.to_string()));
            }
        });
        let life = e.battle().and_then(|o| o.nemesis_life).unwrap_or(0);
        let h = how.clone();
        let on = Callback::from(move |i: usize| h.set(i));
        html! {
            <div class="ae-exp-next">
                <p>{ format!("{}: nemesis life {life}.", e.progress()) }</p>
                { choice("ae-exp-seats".into(), "Who plays".into(), SEATS.iter().map(|s| s.to_string()).collect(), **how, on) }
                <button class="primary ae-exp-play" onclick={play}>{ format!("Play battle {}", e.at + 1) }</button>
            </div>
        }
    };
    let code = Expedition::code(&storage::write(e));
    let link = site::absolute(&Route::Campaign("aeons-end".into(), Some(code)));
    let copy = {
        let (link, copied) = (link.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| copied.set(copy_text(&link)))
    };
    let forget = Callback::from(move |_: MouseEvent| set(None));
    html! {
        <>
            <ol class="ae-exp-battles" aria-label="The battles">{ for battles }</ol>
            <ul class="ae-exp-kept">{ for kept }</ul>
            if !e.history.is_empty() {
                <ul class="ae-exp-history">{ for e.history.iter().map(|h| html! { <li>{ h }</li> }) }</ul>
            }
            { next }
            <div class="ae-exp-share">
                <button class="ae-exp-copy" onclick={copy}>{ if **copied { "Link copied" } else { "Copy the expedition's link" } }</button>
                <input readonly=true class="ae-exp-link-text" aria-label="The expedition's link" value={link} />
                <button class="ae-exp-forget" onclick={forget}>{ "Abandon the expedition" }</button>
            </div>
        </>
    }
}

#[derive(Properties, PartialEq)]
struct RewardsProps {
    e: Expedition,
    set: Callback<Expedition>,
}

/// The rewards after a battle: a card of the offer for each mage and a treasure for
/// one after a win; one card for one mage after a loss.
#[component]
fn Rewards(props: &RewardsProps) -> Html {
    let e = &props.e;
    let r = e.reward.clone().unwrap_or_default();
    let n = e.team.len();
    // After a win, mage i's card; after a loss, the card, then whose it is (in `who`).
    let cards = use_state(|| (0..n).map(|i| i.min(r.cards.len().saturating_sub(1))).collect::<Vec<usize>>());
    let who = use_state(|| 0usize);
    let treasure = use_state(|| (0usize, 0usize));
    let why = use_state(|| None::<String>);
    let Ok(p) = pool() else { return html! {} };
    let names: Vec<String> = r.cards.iter().map(|c| card_words(p, c).0).collect();
    let mages: Vec<String> = e.team.iter().map(|m| mage_name(p, m)).collect();
    // Each card with its type; the treasures (cards of their own, kept only by an
    // expedition) said apart.
    let offer = r.cards.iter().chain(&r.treasures).enumerate().map(|(i, c)| {
        let (name, text) = card_words(p, c);
        let kind = p.card(c).map_or("", |c| type_word(c.kind));
        let what = if i < r.cards.len() { kind.to_string() } else { format!("Treasure, {}", kind.to_lowercase()) };
        html! { <li class="ae-exp-card" data-kind={c.clone()}><b>{ name }</b>{ format!(" · {what} · {text}") }</li> }
    });
    let pick = |slot: usize| {
        let cards = cards.clone();
        Callback::from(move |i: usize| {
            let mut v = (*cards).clone();
            v[slot] = i;
            cards.set(v);
        })
    };
    let selects: Html = if r.won {
        (0..n).map(|i| choice(format!("ae-exp-card-{i}"), format!("{} takes", mages[i]), names.clone(), cards[i], pick(i))).collect()
    } else {
        let w = who.clone();
        html! {
            <>
                { choice("ae-exp-card-0".into(), "The card".into(), names.clone(), cards[0], pick(0)) }
                { choice("ae-exp-who".into(), "For".into(), mages.clone(), *who, Callback::from(move |i| w.set(i))) }
            </>
        }
    };
    let treasures = (r.won && !r.treasures.is_empty()).then(|| {
        let tn: Vec<String> = r.treasures.iter().map(|c| card_words(p, c).0).collect();
        let (t1, t2) = (treasure.clone(), treasure.clone());
        html! {
            <>
                { choice("ae-exp-treasure".into(), "The treasure".into(), tn, treasure.0, Callback::from(move |i| t1.set((i, t1.1)))) }
                { choice("ae-exp-keeper".into(), "Kept by".into(), mages.clone(), treasure.1, Callback::from(move |i| t2.set((t2.0, i)))) }
            </>
        }
    });
    let take = {
        let (e, set, why) = (e.clone(), props.set.clone(), why.clone());
        let (cards, who, treasure) = ((*cards).clone(), *who, *treasure);
        Callback::from(move |_: MouseEvent| {
            let mut next = e.clone();
            let Some(r) = e.reward.clone() else { return };
            let picks: Vec<(usize, String)> = if r.won {
                cards.iter().enumerate().map(|(i, &c)| (i, r.cards[c].clone())).collect()
            } else {
                vec![(who, r.cards[cards[0]].clone())]
            };
            let t = (r.won && !r.treasures.is_empty()).then(|| (treasure.1, r.treasures[treasure.0].clone()));
            match next.choose(&picks, t) {
                Ok(()) => set.emit(next),
                Err(err) => why.set(Some(err.to_string())),
            }
        })
    };
    html! {
        <section class="ae-exp-rewards" aria-label="Rewards">
            <h3>{ if r.won { "Rewards: a card for each mage and a treasure" } else { "After the loss: one card for one mage" } }</h3>
            <ul class="ae-exp-offer">{ for offer }</ul>
            { selects }
            { for treasures }
            if let Some(w) = &*why { <p class="form-error" role="alert">{ w.clone() }</p> }
            <button class="primary ae-exp-take-rewards" onclick={take}>{ "Take the rewards" }</button>
        </section>
    }
}

/// A select of `items` that emits the index chosen (the form's one select, whose
/// options it leaves as they are).
fn choice(id: String, label: String, items: Vec<String>, at: usize, on: Callback<usize>) -> Html {
    let items = items.into_iter().enumerate().map(|(i, w)| (i.to_string(), w, i == at)).collect();
    select(id, label, items, &Options::default(), &Callback::noop(), Rc::new(move |o: &Options, v: &str| {
        on.emit(v.parse().unwrap_or(0));
        o.clone()
    }))
}

/// On a battle's end screen (the game build's, which carries no expedition): when the
/// game is the expedition's battle last started, a link back to the expedition. It
/// leaves the battle's save for the expedition's page, which replays it to read the
/// result ([`settle`]).
pub fn end_extra(m: &Match<AeonsEnd>) -> Html {
    if storage::get::<u64>(BATTLE_KEY) != Some(m.seed()) {
        return html! {};
    }
    let save = m.save().ok();
    let leave = Callback::from(move |_: MouseEvent| {
        if let Some(save) = &save {
            let _ = storage::set(RESULT_KEY, save);
        }
    });
    html! {
        <p class="ae-exp-end">
            <a class="button primary ae-exp-back" onclick={leave} href={site::href(&Route::Campaign("aeons-end".into(), None))}>{ "Back to the expedition" }</a>
        </p>
    }
}
