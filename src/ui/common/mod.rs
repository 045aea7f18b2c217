//! Pieces every game page shares. A new game's table uses them as they are: the page
//! (top bar, tracker, log, prompt, action bar, hand-over, end screen, replay) is built
//! around its table by [`crate::ui::game_ui::GameUi`]; inside the table, cards use
//! [`use_inspector`] to be read whole and [`rich_text`] to draw their symbols.
//!
//! **One interaction layer.** A game implements [`Interact`] (`interact.rs`): its
//! clickable object type `Obj`, each action's `subject` (clicked first) and `target`
//! (clicked second, default none), the actions a click applies `direct`ly when they are
//! an object's only one, an object's `why_not` candidates and its `name`, and optionally
//! `placements` (which zone each object is in, so arrivals move in). Its table calls
//! [`use_interaction`] once with its `TableProps` and gets an [`Interaction`]: `lit`
//! (a [`Highlights`]: each object's [`Lit`] of actionable, target, selected, the other
//! side's last move from/to, arrived), `on_click` (a stable callback: the selected object
//! and a clicked one make the one action pairing them, an object's sole direct action
//! applies, else the object is selected or deselected), `menu` (the selected object's
//! [`ActionMenu`] in its slot: its legal actions, then "why not?" items, close, Escape)
//! and `on_key` (Escape, for the table's root). The zones only draw objects with
//! `lit.lit(obj)` and `on_click`.

mod action_bar;
mod action_menu;
mod bot_speed;
mod clipboard;
pub mod deck_builder;
mod deck_picker;
mod end_screen;
mod error_toast;
mod focus;
mod highlights;
mod icon;
mod inspect;
mod interact;
mod interaction;
mod keep_focus;
mod log_panel;
mod motion;
mod pass_device;
mod phase_tracker;
mod prompt;
mod replay_bar;
mod rules_doc;
mod rules_page;
mod save_panel;
pub mod share;
mod stable;
mod symbols;

pub use action_bar::{action_bar, ActionBar, BarButton};
pub use action_menu::{ActionMenu, ActionMenuProps};
pub use bot_speed::{bot_held_ms, bot_pause_ms, bot_speed, hold_bot, BOT_SPEEDS};
pub use clipboard::copy_text;
pub use deck_builder::{DeckBuilder, DeckConfig};
pub use deck_picker::deck_picker;
pub use end_screen::{verdict_and_scores, EndScreen, EndScreenProps, FinalScore};
pub use error_toast::{error_toast, use_toast_timer, ErrorToast};
pub use focus::use_focus_trap;
pub use highlights::{Highlights, Lit, Set};
pub use icon::{icon, icon_svg, Icon, IconName};
pub use inspect::{use_inspector, InspectHandlers, InspectHost, Inspector};
#[cfg(test)]
pub(crate) use interact::random_position;
pub use interact::{acts_on_table, decide_click, involves, menu_items, pairing, Click, Interact, MenuItem};
pub use interaction::{use_interaction, Interaction};
pub use keep_focus::{note_focus, restore_focus};
pub use log_panel::{LogPanel, LogPanelProps, LOG_BLOCK};
pub use motion::{fly_in, forget_all, grow_in, hold_motion, motion_ms, pulse, reduced_motion, remember};
pub use pass_device::{PassDevice, PassDeviceProps};
pub use phase_tracker::{phase_tracker, PhaseTracker};
pub use prompt::{prompt_words, turn_status, PromptSeat, TurnStatus};
pub use replay_bar::replay_bar;
pub use rules_doc::Doc;
pub use rules_page::{preload_reference, rule_href, HowToPlay};
pub use save_panel::{SavePanel, SavePanelProps};
pub use stable::{use_pick, use_stable_callback, Pick};
pub use symbols::{plain_text, rich_text, Symbol};

/// `text` with its first letter in capitals ("nothing to undo" as a sentence).
pub fn capitalized(text: &str) -> String {
    // ASCII only: the refusals are English, and char::to_uppercase would bring Unicode's tables.
    let mut s = text.to_string();
    if let Some(f) = s.get_mut(..1) {
        f.make_ascii_uppercase();
    }
    s
}

/// "1st", "2nd", "3rd", "4th" ... for a place in a row.
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// "P1" for seat 0.
pub fn seat_name(seat: usize) -> String {
    format!("P{}", seat + 1)
}
