//! Nexus's table: the planet's three biomes (both sectors, their agents), the queue as a
//! stack, each seat's staging, energy, deck, cache and hand, and the window line (whose
//! floor, which speeds), one component per zone, all drawn from the seat's
//! [`NexusView`](crate::games::nexus::NexusView) and the legal list; what each action
//! acts on is said once, in [`interact`].

mod art;
mod biome;
mod cache;
mod card;
mod deck;
mod decks;
mod energy;
mod explain;
mod face;
mod fights;
mod gems;
mod hand;
mod interact;
mod markup;
mod planet;
mod queue;
mod seat;
mod series;
mod sector;
mod staging;
mod status;
mod table;
mod words;
mod zone;

use yew::prelude::*;

use super::common::deck_picker;
use super::game_ui::{GameUi, TableProps};
use crate::games::nexus::{Action, DeckChoice, Nexus, NexusOptions, Planet};

pub use table::NexusTable;

impl GameUi for Nexus {

    const GUIDE: &'static str = include_str!("guide.md");

    const DECKS: bool = true;

    /// Between matches is no seat's turn: both players swap and say Ready (NX-2.2).
    fn turn_of(active: crate::engine::Seat, phase: &[&str]) -> Option<crate::engine::Seat> {
        (phase.first() != Some(&"Between matches")).then_some(active)
    }

    const NO_SEAT_TURN: &'static str = "Between matches";

    /// One search: Hard with two root-parallel searches lost 13-27 to Hard with one over
    /// 40 games (`arena --a-workers 2`, seeds 3001 and 7001; docs/computer-player.md).
    const HARD_WORKERS: u32 = 1;

    /// The step between matches is tracked only in a best of three (NX-2.1): a best of
    /// one never reaches it, and its chip would wrap the tracker onto a second line.
    fn tracker_phases(&self) -> Vec<(&'static str, &'static [&'static str])> {
        let series = self.best_of() > 1;
        <Self as crate::engine::Rules>::PHASES.iter().copied().filter(|(p, _)| series || *p != "Between matches").collect()
    }

    fn deck_config() -> Option<crate::ui::common::DeckConfig> {
        Some(decks::config())
    }

    fn premade_decks() -> Vec<crate::ui::common::deck_builder::Premade> {
        decks::premades()
    }

    fn seat_count(_: &NexusOptions) -> usize {
        2
    }

    fn options_form(options: NexusOptions, on_change: Callback<NexusOptions>) -> Html {
        let decks = crate::games::nexus::premade_decks();
        let picker = |label: &'static str, current: DeckChoice, set: fn(&mut NexusOptions, DeckChoice)| {
            deck_picker(label, current, decks.clone(), &options, &on_change, set)
        };
        let planet = {
            let current = options.planet;
            let (options, on_change) = (options.clone(), on_change.clone());
            let onchange = Callback::from(move |e: Event| {
                let value = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
                let mut o = options.clone();
                o.planet = if value == "test" { Planet::Test } else { Planet::HalvardsReach };
                on_change.emit(o);
            });
            html! {
                <label>{ "Planet" }
                    <select {onchange} aria-label="Planet">
                        <option value="halvard" selected={current == Planet::HalvardsReach}>{ "Halvard's Reach (biome influences)" }</option>
                        <option value="test" selected={current == Planet::Test}>{ "Test Planet (no influences)" }</option>
                    </select>
                </label>
            }
        };
        // NX-2.1: a best of one or of three (with the premades' reserves, NX-2.2).
        let best_of = {
            let current = options.best_of;
            let (options, on_change) = (options.clone(), on_change.clone());
            let onchange = Callback::from(move |e: Event| {
                let value = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
                let mut o = options.clone();
                o.best_of = if value == "3" { 3 } else { 1 };
                on_change.emit(o);
            });
            html! {
                <label>{ "Matches" }
                    <select {onchange} aria-label="Matches">
                        <option value="1" selected={current != 3}>{ "Best of one" }</option>
                        <option value="3" selected={current == 3}>{ "Best of three (swap cards with a reserve between matches)" }</option>
                    </select>
                </label>
            }
        };
        let auto = {
            let current = options.auto_pass;
            let (options, on_change) = (options.clone(), on_change.clone());
            let onchange = Callback::from(move |e: Event| {
                let checked = e.target_unchecked_into::<web_sys::HtmlInputElement>().checked();
                let mut o = options.clone();
                o.auto_pass = checked;
                on_change.emit(o);
            });
            html! {
                <label><input type="checkbox" checked={current} {onchange} />
                    { " Auto-pass when I have nothing I can do" }</label>
            }
        };
        html! {
            <div class="options-form">
                { picker("P1 deck", options.p1_deck.clone(), |o, d| o.p1_deck = d) }
                { picker("P2 deck", options.p2_deck.clone(), |o, d| o.p2_deck = d) }
                { best_of }
                { planet }
                { auto }
                <p class="hint">{ "The starting player is drawn at random (the seed decides). Where the published rules leave a question open, this table plays as How to play says." }</p>
            </div>
        }
    }

    /// Our own drawing: the planet's three biomes as bands of one globe, beside the
    /// shared queue as a short stack of cards, the top one answering in a brighter edge.
    /// A fixed picture, so it is kept as markup (data) rather than built node by node.
    fn tile_art() -> Html {
        Html::from_html_unchecked(AttrValue::Static(include_str!("tile.svg")))
    }

    /// Costs in a refusal ("you cannot pay {2}{E} for ...") drawn as the energy gems the
    /// cards show (NX-5.4).
    fn message(text: &str) -> Html {
        gems::spoken(text)
    }

    fn explain(before: &Self, after: &Self, seat: crate::engine::Seat) -> Option<String> {
        explain::explain(before, after, seat)
    }

    fn table(props: TableProps<Self>) -> Html {
        html! { <NexusTable ..props /> }
    }

    /// The actions that act on nothing on the table (src/ui/nexus/interact.rs).
    fn is_bar_action(action: &Action) -> bool {
        interact::subject(action).is_none()
    }
}
