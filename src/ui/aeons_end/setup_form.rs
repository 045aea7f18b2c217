//! Aeon's End's part of the new-game page: the team (1 to 4 mages, each chosen or
//! drawn at random, AE-1.1), the nemesis (chosen or random, with what it asks of the
//! players), the difficulty (the nemesis's and Gravehold's life, AE-15.1) and the market
//! of nine supply piles (AE-2.4): a preset, drawn at random by a preset's cost spread,
//! or set by hand, shown card by card before the start.

use yew::prelude::*;

use crate::engine::Rng;
use crate::games::aeons_end::cards::{CardType, Origin};
use crate::games::aeons_end::content::{pool, Pool};
use crate::games::aeons_end::{random_market, Options};

/// A select's change: its value.
fn value(e: &Event) -> String {
    e.target_unchecked_into::<web_sys::HtmlSelectElement>().value()
}

/// A generator for the page's own draws (the game's randomness is its seed's).
fn page_rng() -> Rng {
    Rng::new(crate::ui::new_game::fresh_seed())
}

/// The team's ids as the options give them.
fn team(o: &Options, p: &Pool) -> Vec<String> {
    o.team_ids(p)
}

/// `o` with `team` as its mages.
fn with_team(o: &Options, team: Vec<String>) -> Options {
    Options { mages: team.len(), solo_mage: team.first().cloned().unwrap_or_else(|| o.solo_mage.clone()), team, ..o.clone() }
}

/// A team of `n`: the current mages first, then the pool's others in order.
fn resized(current: &[String], n: usize, p: &Pool) -> Vec<String> {
    let mut t: Vec<String> = current.iter().take(n).cloned().collect();
    for m in &p.mages {
        if t.len() >= n {
            break;
        }
        if !t.contains(&m.id) {
            t.push(m.id.clone());
        }
    }
    t
}

/// How a select's value changes the options.
type Set = std::rc::Rc<dyn Fn(&Options, &str) -> Options>;

/// A select of `items` (value, words, selected) that emits the options `set` makes.
/// One copy for every select of the form (`set` is a trait object, not a type
/// parameter: each of the form's selects would be a copy of this in the page's wasm).
pub(super) fn select(id: String, label: String, items: Vec<(String, String, bool)>, o: &Options, on: &Callback<Options>, set: Set) -> Html {
    let (o, on) = (o.clone(), on.clone());
    let onchange = Callback::from(move |e: Event| on.emit(set(&o, &value(&e))));
    html! {
        <label>{ label.clone() }
            <select {id} aria-label={label} {onchange}>
                // An option's `selected` is only the default once a person has chosen: when
                // the choice changes from elsewhere (a draw, a swap), the options whose
                // choice changed are made anew, so the select shows what the options say.
                { for items.into_iter().enumerate().map(|(i, (v, name, sel))| html! {
                    <option key={2 * i + usize::from(sel)} value={v} selected={sel}>{ name }</option>
                }) }
            </select>
        </label>
    }
}

/// A button that emits the options `make` makes.
fn button(class: &'static str, words: &'static str, o: &Options, on: &Callback<Options>, make: fn(&Options) -> Options) -> Html {
    let (o, on) = (o.clone(), on.clone());
    html! { <button type="button" class={class} onclick={move |_: MouseEvent| on.emit(make(&o))}>{ words }</button> }
}

pub(super) fn team_section(o: &Options, on: &Callback<Options>, p: &Pool) -> Html {
    let t = team(o, p);
    let count = select(
        "ae-mages".into(),
        "Mages".into(),
        (1..=4)
            .map(|n| {
                let words = if n == 1 { "1 mage (true solo)".to_string() } else { format!("{n} mages") };
                (n.to_string(), words, t.len() == n)
            })
            .collect(),
        o,
        on,
        std::rc::Rc::new(|o, v| {
            let p = pool().expect("the sets read");
            let n = v.parse().unwrap_or(2);
            with_team(o, resized(&team(o, p), n, p))
        }),
    );
    let seat = |i: usize| {
        let items = p
            .mages
            .iter()
            .map(|m| (m.id.clone(), format!("{}, {}", m.name, m.title), t.get(i) == Some(&m.id)))
            .collect();
        select(
            format!("ae-mage-{i}"),
            format!("P{}", i + 1),
            items,
            o,
            on,
            std::rc::Rc::new(move |o, v| {
                let p = pool().expect("the sets read");
                let mut t = team(o, p);
                // Choosing a mage who already plays swaps the two.
                if let Some(j) = t.iter().position(|x| x == v) {
                    t.swap(i, j);
                } else if let Some(x) = t.get_mut(i) {
                    *x = v.to_string();
                }
                with_team(o, t)
            }),
        )
    };
    let abilities = t.iter().filter_map(|id| p.mage(id)).map(|m| {
        html! { <li><b>{ format!("{}: {}", m.name, m.ability.name) }</b>{ format!(" ({} charges). {}", m.ability.charges, m.ability_text) }</li> }
    });
    html! {
        <fieldset class="ae-setup-team">
            <legend>{ "Mages" }</legend>
            { count }
            { for (0..t.len()).map(seat) }
            { button("ae-random-team", "Random mages", o, on, |o| {
                let p = pool().expect("the sets read");
                let mut ids: Vec<String> = p.mages.iter().map(|m| m.id.clone()).collect();
                page_rng().shuffle(&mut ids);
                ids.truncate(o.mages.clamp(1, 4));
                with_team(o, ids)
            }) }
            <ul class="ae-setup-abilities">{ for abilities }</ul>
        </fieldset>
    }
}

fn nemesis_section(o: &Options, on: &Callback<Options>, p: &Pool) -> Html {
    let nemesis = p.nemesis(&o.nemesis);
    let pick = select(
        "ae-nemesis".into(),
        "Nemesis".into(),
        p.nemeses
            .iter()
            .map(|n| (n.id.clone(), format!("{} (difficulty {})", n.name, n.difficulty), n.id == o.nemesis))
            .collect(),
        o,
        on,
        std::rc::Rc::new(|o, v| Options { nemesis: v.to_string(), nemesis_life: None, ..o.clone() }),
    );
    let mat = nemesis.map_or(0, |n| n.life);
    let life = o.nemesis_life.unwrap_or(mat);
    let lives: Vec<(String, String, bool)> = [-10i32, -5, 0, 5, 10]
        .iter()
        .map(|d| {
            let l = (mat as i32 + d).max(1) as u32;
            let words = match d {
                -10 => format!("{l} (beginner)"),
                0 => format!("{l} (standard)"),
                10 => format!("{l} (extinction)"),
                _ => l.to_string(),
            };
            (l.to_string(), words, l == life)
        })
        .collect();
    let life_select = select(
        "ae-nemesis-life".into(),
        "Nemesis life".into(),
        lives,
        o,
        on,
        std::rc::Rc::new(|o, v| {
            let mat = pool().ok().and_then(|p| p.nemesis(&o.nemesis)).map_or(0, |n| n.life);
            let l: u32 = v.parse().unwrap_or(mat);
            Options { nemesis_life: (l != mat).then_some(l), ..o.clone() }
        }),
    );
    let gravehold = select(
        "ae-gravehold-life".into(),
        "Gravehold life".into(),
        [(35, "35 (beginner)"), (30, "30 (standard)"), (25, "25 (extinction)")]
            .iter()
            .map(|(l, w)| (l.to_string(), w.to_string(), o.gravehold_life == *l))
            .collect(),
        o,
        on,
        std::rc::Rc::new(|o, v| Options { gravehold_life: v.parse().unwrap_or(30), ..o.clone() }),
    );
    html! {
        <fieldset class="ae-setup-nemesis">
            <legend>{ "Nemesis and difficulty" }</legend>
            { pick }
            { button("ae-random-nemesis", "Random nemesis", o, on, |o| {
                let p = pool().expect("the sets read");
                let n = &p.nemeses[page_rng().below(p.nemeses.len())];
                Options { nemesis: n.id.clone(), nemesis_life: None, ..o.clone() }
            }) }
            if let Some(n) = nemesis {
                <p class="ae-setup-notes">{ &n.notes }</p>
                <ul class="ae-setup-rules">
                    <li>{ &n.unleash_text }</li>
                    { for n.rules_text.iter().map(|r| html! { <li>{ r }</li> }) }
                </ul>
            }
            { life_select }
            { gravehold }
        </fieldset>
    }
}

pub(super) fn type_word(t: CardType) -> &'static str {
    match t {
        CardType::Gem => "Gem",
        CardType::Relic => "Relic",
        CardType::Spell => "Spell",
    }
}

fn market_section(o: &Options, on: &Callback<Options>, p: &Pool) -> Html {
    let market = o.market_ids(p);
    let presets = p.markets.iter().enumerate().map(|(i, m)| {
        let (o, on) = (o.clone(), on.clone());
        let draw = !m.slots.is_empty();
        let words = if draw { format!("Draw: {}", m.name) } else { m.name.clone() };
        let onclick = move |_: MouseEvent| {
            let p = pool().expect("the sets read");
            let m = &p.markets[i];
            on.emit(Options { market: random_market(p, m, &mut page_rng()), ..o.clone() });
        };
        html! { <button type="button" class="ae-market-preset" data-preset={m.id.clone()} {onclick}>{ words }</button> }
    });
    // By hand: each pile a select of the supply cards of its type.
    let slots: Vec<CardType> = market.iter().filter_map(|id| p.card(id)).map(|c| c.kind).collect();
    let hand = slots.iter().enumerate().map(|(i, &kind)| {
        let items = p
            .cards
            .iter()
            .filter(|c| c.pool == Origin::Supply && c.kind == kind)
            .map(|c| (c.id.clone(), format!("{} ({})", c.name, c.cost), market.get(i) == Some(&c.id)))
            .collect();
        select(
            format!("ae-pile-{i}"),
            format!("Pile {} ({})", i + 1, type_word(kind)),
            items,
            o,
            on,
            std::rc::Rc::new(move |o, v| {
                let p = pool().expect("the sets read");
                let mut m = o.market_ids(p);
                if let Some(j) = m.iter().position(|x| x == v) {
                    m.swap(i, j);
                } else if let Some(x) = m.get_mut(i) {
                    *x = v.to_string();
                }
                Options { market: m, ..o.clone() }
            }),
        )
    });
    let cards = market.iter().filter_map(|id| p.card(id)).map(|c| {
        html! {
            <li class={classes!("ae-market-card", format!("ae-type-{}", type_word(c.kind).to_ascii_lowercase()))} data-kind={c.id.clone()}>
                <span class="ae-market-name">{ &c.name }</span>
                <span class="ae-market-cost">{ format!("{} · cost {}", type_word(c.kind), c.cost) }</span>
                <span class="ae-market-text">{ &c.text }</span>
            </li>
        }
    });
    html! {
        <fieldset class="ae-setup-market">
            <legend>{ "Market (nine supply piles)" }</legend>
            <div class="ae-market-presets">{ for presets }</div>
            <ol class="ae-market-list" aria-label="The market of this game">{ for cards }</ol>
            <details class="ae-market-hand">
                <summary>{ "Set the market by hand" }</summary>
                { for hand }
            </details>
        </fieldset>
    }
}

/// The whole form.
pub fn setup_form(o: &Options, on: &Callback<Options>) -> Html {
    let Ok(p) = pool() else {
        return html! { <p class="form-error" role="alert">{ "The card files could not be read." }</p> };
    };
    html! {
        <>
            { team_section(o, on, p) }
            { nemesis_section(o, on, p) }
            { market_section(o, on, p) }
        </>
    }
}
