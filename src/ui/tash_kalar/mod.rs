//! Tash-Kalar's table: the arena board, your cards with their patterns, score tracks,
//! High Form tasks and the piece supplies, over the seat's [`TashKalarView`].
//!
//! Summoning is drawn on the board: a selected card lights every placement square of a
//! legal summon; hovering or focusing one previews the pattern image, marked squares and
//! what would be destroyed ([`TashKalar::summon_preview_for`]); a click summons. Effect
//! steps light the squares of their legal choices.
//!
//! [`TashKalarView`]: crate::games::tash_kalar::TashKalarView

mod art;
mod board;
mod card;
mod chooser;
mod confirm;
mod explain;
mod face;
mod flares;
mod glow;
mod hand;
mod interact;
mod legends;
mod marks;
mod pattern;
mod piece;
mod piles;
mod preview;
mod scores;
mod square;
mod summon;
mod supply;
mod symbols;
mod table;
mod tasks;
mod turn_strip;
mod words;

use yew::prelude::*;

use super::game_ui::{GameUi, TableProps};
use crate::games::tash_kalar::{Action, Mode, Options, TashKalar};

pub use table::TashKalarTable;

impl GameUi for TashKalar {
    fn seat_count(options: &Options) -> usize {
        options.resolve().map(|(_, _, n)| n).unwrap_or(2)
    }

    fn options_form(options: Options, on_change: Callback<Options>) -> Html {
        let on_mode = {
            let on_change = on_change.clone();
            Callback::from(move |e: Event| {
                let value = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
                let mode = MODES.iter().find(|(id, _, _)| *id == value).map(|m| m.2).unwrap_or_default();
                // Each mode starts at its own player count; Battle may then choose 3 or 4.
                on_change.emit(Options { mode, players: None, teams: false });
            })
        };
        let on_players = {
            let (options, on_change) = (options.clone(), on_change.clone());
            Callback::from(move |e: Event| {
                let value = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
                on_change.emit(Options { players: value.parse().ok(), ..options.clone() });
            })
        };
        let players = TashKalar::seat_count(&options);
        let battle = options.mode == Mode::Battle;
        html! {
            <div class="options-form tk-options">
                <label>{ "Mode" }
                    <select id="tk-mode" aria-label="Mode" onchange={on_mode}>
                        { for MODES.iter().map(|(id, name, mode)| html! {
                            <option value={*id} selected={options.mode == *mode}>{ *name }</option>
                        }) }
                    </select>
                </label>
                if battle {
                    <label>{ "Players" }
                        <select id="tk-players" aria-label="Players" onchange={on_players}>
                            <option value="3" selected={players == 3}>{ "3 players" }</option>
                            <option value="4" selected={players == 4}>{ "4 players" }</option>
                        </select>
                    </label>
                }
                <p class="tk-hint">{ mode_hint(options.mode) }</p>
            </div>
        }
    }

    /// What a move does in Tash-Kalar's words: pieces placed, upgraded, converted or
    /// destroyed, the card summoned, discarded or flared, tasks and scores.
    fn explain(before: &Self, after: &Self, seat: crate::engine::Seat) -> Option<String> {
        explain::explain(before, after, seat)
    }

    const GUIDE: &'static str = include_str!("guide.md");
    const SCORE_NAME: &'static str = "Points";
    const HINT_LEVEL: crate::engine::ai::Level = crate::engine::ai::Level::Hard;

    /// Our own drawing for the lobby tile: the arena's stone squares (one SVG pattern),
    /// two colours' pieces and a summon's dashed pattern. Static markup, kept as text:
    /// written with `html!` it was 2 KB of the game's wasm.
    fn tile_art() -> Html {
        Html::from_html_unchecked(AttrValue::Static(TILE_ART))
    }

    fn table(props: TableProps<Self>) -> Html {
        html! { <TashKalarTable ..props /> }
    }

    /// Only the action steps this turn has (TK-3.1): "Action 1 of 1" on the starting
    /// player's first turn, "Action 1 of 2" and "Action 2 of 2" otherwise, more when an
    /// effect gained actions; "Extra action" only while it is the current one.
    fn tracker_phases(&self) -> Vec<(&'static str, &'static [&'static str])> {
        let of_total = format!(" of {}", self.actions_used + self.actions_left);
        let now = crate::engine::Rules::phase(self);
        <Self as crate::engine::Rules>::PHASES
            .iter()
            .filter(|(name, _)| match *name {
                "Extra action" => now.first() == Some(name),
                n if n.starts_with("Action ") => n.ends_with(&of_total),
                _ => true,
            })
            .copied()
            .collect()
    }

    fn is_bar_action(action: &Action) -> bool {
        // Directions and scoring colours have no piece or card to click: they sit in the
        // bar with the turn's own buttons.
        matches!(
            action,
            Action::EndTurn
                | Action::Skip
                | Action::PassControl
                | Action::ChooseDirection { .. }
                | Action::ChooseColour { .. }
                | Action::Concede
        )
    }
}

/// The lobby tile's picture ([`GameUi::tile_art`]).
const TILE_ART: &str = r##"<svg class="tile-art" viewBox="0 0 120 60" aria-hidden="true">
<defs><pattern id="tk-tile-squares" width="10" height="10" patternUnits="userSpaceOnUse" x="8" y="6">
<rect width="9" height="9" rx="1.5" fill="#cbbd9c" stroke="#3d372e" stroke-width="0.6"/></pattern></defs>
<rect x="2" y="2" width="116" height="56" rx="8" fill="#4a4338"/>
<rect x="8" y="6" width="110" height="50" fill="url(#tk-tile-squares)"/>
<circle cx="32.5" cy="20.5" r="3.6" fill="#c4533b"/><circle cx="42.5" cy="30.5" r="3.6" fill="#c4533b"/>
<circle cx="52.5" cy="20.5" r="3.6" fill="#c4533b" stroke="#e6c370" stroke-width="1.4"/>
<circle cx="72.5" cy="30.5" r="3.6" fill="#4a7fb5"/><circle cx="82.5" cy="40.5" r="3.6" fill="#4a7fb5"/>
<circle cx="92.5" cy="30.5" r="4.4" fill="#4a7fb5" stroke="#e6c370" stroke-width="1.8"/>
<path d="M42.5 30.5 L52.5 20.5 M32.5 20.5 L42.5 30.5" stroke="#fff" stroke-width="1" stroke-dasharray="2 1.5"/>
</svg>"##;

/// The modes of the options struct: value, name, mode.
const MODES: &[(&str, &str, Mode)] = &[
    ("high_form", "High Form (2 players)", Mode::HighForm),
    ("duel", "Deathmatch Duel (2 players)", Mode::Duel),
    ("battle", "Battle (3–4 players)", Mode::Battle),
    ("team_high_form", "Team High Form (2 vs 2)", Mode::TeamHighForm),
    ("team_duel", "Team Deathmatch (2 vs 2)", Mode::TeamDuel),
];

fn mode_hint(mode: Mode) -> &'static str {
    match mode {
        Mode::HighForm => "Claim tasks and keep legends on the board; first to 9 points triggers the end (TK-10).",
        Mode::Duel => "Score destroyed enemy pieces, legend summons and the opponent's flares; 18 points (TK-11).",
        Mode::Battle => "A score in each opponent's colour; your lowest one counts (TK-12).",
        Mode::TeamHighForm => "Partners share one colour and one legend hand; P1 and P3 against P2 and P4 (TK-13).",
        Mode::TeamDuel => "Deathmatch scoring for two teams of two (TK-13).",
    }
}
