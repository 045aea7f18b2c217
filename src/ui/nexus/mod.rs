//! Nexus's table: the planet's three biomes (both sectors, their agents), the queue as a
//! stack, each seat's staging, energy, deck, cache and hand, and the window line (whose
//! floor, which speeds), all drawn from the seat's [`NexusView`] and the legal list.

mod card;
mod table;
mod zones;

use yew::prelude::*;

use super::common::deck_picker;
use super::game_ui::{GameUi, TableProps};
use crate::games::nexus::{Action, DeckChoice, Nexus, NexusOptions, Planet};

pub use table::NexusTable;

impl GameUi for Nexus {
    type Preview = ();

    const GUIDE: &'static str = include_str!("guide.md");

    fn seat_count(_: &NexusOptions) -> usize {
        2
    }

    fn options_form(options: NexusOptions, on_change: Callback<NexusOptions>) -> Html {
        let decks = [(DeckChoice::A, "Emberline Raiders (Ember, melee)"), (DeckChoice::B, "Tidewire Collective (Tide, ranged)")];
        let picker = |label: &'static str, current: DeckChoice, set: fn(&mut NexusOptions, DeckChoice)| {
            deck_picker(label, current, decks, &options, &on_change, set)
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
                { picker("P1 deck", options.p1_deck, |o, d| o.p1_deck = d) }
                { picker("P2 deck", options.p2_deck, |o, d| o.p2_deck = d) }
                { planet }
                { auto }
                <p class="hint">{ "The starting player is drawn from the seed. The inferred rules of the brief's Appendix A keep their defaults (change them through the protocol's options)." }</p>
            </div>
        }
    }

    /// Our own drawing: the planet's three biomes as bands of one globe, beside the
    /// shared queue as a short stack of cards, the top one answering in a brighter edge.
    fn tile_art() -> Html {
        html! {
            <svg class="tile-art" viewBox="0 0 120 60" aria-hidden="true">
                <defs>
                    <clipPath id="nx-tile-globe"><circle cx="36" cy="30" r="24" /></clipPath>
                </defs>
                <g clip-path="url(#nx-tile-globe)">
                    <rect x="12" y="6" width="16" height="48" fill="#d9a441" />
                    <rect x="28" y="6" width="16" height="48" fill="#3f8f7a" />
                    <rect x="44" y="6" width="16" height="48" fill="#5b79c4" />
                    <path d="M12 30 H60" stroke="#1d2433" stroke-width="1.5" stroke-dasharray="3 2" />
                </g>
                <circle cx="36" cy="30" r="24" fill="none" stroke="#1d2433" stroke-width="2" />
                <rect x="74" y="20" width="24" height="32" rx="3" fill="#ece6f4" stroke="#8a72b5" stroke-width="2" />
                <rect x="80" y="14" width="24" height="32" rx="3" fill="#f3f0ff" stroke="#8a72b5" stroke-width="2" />
                <rect x="86" y="8" width="24" height="32" rx="3" fill="#fffdf7" stroke="#d0572c" stroke-width="2.5" />
                <circle cx="92" cy="14" r="3" fill="#e0642a" />
                <circle cx="92" cy="22" r="3" fill="#2f7fd1" />
            </svg>
        }
    }

    /// Costs in a refusal ("you cannot pay {2}{E} for ...") drawn as the energy gems the
    /// cards show (NX-5.4).
    fn message(text: &str) -> Html {
        crate::ui::common::rich_text(text, card::SYMBOLS)
    }

    fn table(props: TableProps<Self>) -> Html {
        html! { <NexusTable ..props /> }
    }

    fn is_bar_action(action: &Action) -> bool {
        matches!(
            action,
            Action::Keep
                | Action::Mulligan
                | Action::Pass
                | Action::CancelPayment
                | Action::Confirm
                | Action::Split { .. }
                | Action::LoseBiome { .. }
                | Action::Concede
        ) || matches!(action, Action::ChooseTarget { target } if !matches!(target, crate::games::nexus::Target::Agent(_)))
    }
}
