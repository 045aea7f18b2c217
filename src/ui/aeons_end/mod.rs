//! Aeon's End's table: Gravehold and the nemesis, the supply, and each mage's breaches,
//! hand, play area and piles, over the seat's [`AeonsEndView`]. Hands are open between
//! allies; deck orders stay hidden.
//!
//! [`AeonsEndView`]: crate::games::aeons_end::AeonsEndView

mod card;
mod clicks;
mod lit;
mod mage;
mod nemesis;
mod table;

use yew::prelude::*;

use super::game_ui::{GameUi, TableProps};
use crate::games::aeons_end::{Action, AeonsEnd, MageKind, Options};

pub use table::AeonsEndTable;

impl GameUi for AeonsEnd {
    type Preview = ();

    /// A mage's turn (AE-4: casting, main, draw) and the nemesis turn (AE-9).
    const PHASES: &'static [(&'static str, &'static [&'static str])] =
        &[("Mage turn", &["Casting", "Main", "Draw"]), ("Nemesis turn", &["Minions and powers", "Draw"])];

    fn seat_count(options: &Options) -> usize {
        options.mages.clamp(1, 2)
    }

    fn options_form(options: Options, on_change: Callback<Options>) -> Html {
        let select = |id: &'static str,
                      label: &'static str,
                      items: Vec<(String, String, bool)>,
                      set: fn(&mut Options, &str)| {
            let (options, on_change) = (options.clone(), on_change.clone());
            let onchange = Callback::from(move |e: Event| {
                let value = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
                let mut o = options.clone();
                set(&mut o, &value);
                on_change.emit(o);
            });
            html! {
                <label>{ label }
                    <select {id} aria-label={label} {onchange}>
                        { for items.into_iter().map(|(v, name, sel)| html! { <option value={v} selected={sel}>{ name }</option> }) }
                    </select>
                </label>
            }
        };
        let mages = select(
            "ae-mages",
            "Mages",
            vec![
                ("2".into(), "2 mages: Orrin and Sabe".into(), options.mages == 2),
                ("1".into(), "1 mage (true solo)".into(), options.mages == 1),
            ],
            |o, v| o.mages = if v == "1" { 1 } else { 2 },
        );
        let solo = select(
            "ae-solo-mage",
            "Solo mage",
            vec![
                ("orrin".into(), "Orrin Vael, Lantern-Keeper".into(), options.solo_mage == MageKind::Orrin),
                ("sabe".into(), "Sabe Tunmere, Quarry Warden".into(), options.solo_mage == MageKind::Sabe),
            ],
            |o, v| o.solo_mage = if v == "sabe" { MageKind::Sabe } else { MageKind::Orrin },
        );
        let life = select(
            "ae-nemesis-life",
            "Nemesis life",
            [45u32, 50, 55, 60]
                .iter()
                .map(|&l| {
                    let name = match l {
                        45 => "45 (beginner)".to_string(),
                        55 => "55 (standard)".to_string(),
                        _ => l.to_string(),
                    };
                    (l.to_string(), name, options.nemesis_life == l)
                })
                .collect(),
            |o, v| o.nemesis_life = v.parse().unwrap_or(55),
        );
        html! {
            <div class="options-form ae-options">
                { mages }
                if options.mages == 1 { { solo } }
                { life }
                <p class="hint">{ "A cooperative game: the mages win or lose together against Skarnveil. The nemesis plays itself; its choices that belong to the players are asked of P1." }</p>
            </div>
        }
    }

    fn table(props: TableProps<Self>) -> Html {
        html! { <AeonsEndTable ..props /> }
    }

    fn is_bar_action(action: &Action) -> bool {
        matches!(action, Action::EndCasting | Action::EndMain | Action::Confirm | Action::Decline)
    }
}
