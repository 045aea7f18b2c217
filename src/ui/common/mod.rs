//! Pieces every game page shares. A new game's table uses them as they are: the page
//! (top bar, tracker, log, prompt, action bar, hand-over, end screen, replay) is built
//! around its table by [`crate::ui::game_ui::GameUi`]; inside the table, cards use
//! [`use_inspector`] to be read whole and [`rich_text`] to draw their symbols.

mod action_bar;
mod bot_speed;
mod clipboard;
mod deck_picker;
mod end_screen;
mod error_toast;
mod focus;
mod inspect;
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

pub use action_bar::{ActionBar, ActionBarProps, BarButton};
pub use bot_speed::{bot_pause_ms, BotSpeed, BOT_SPEEDS};
pub use clipboard::copy_text;
pub use deck_picker::deck_picker;
pub use end_screen::{EndScreen, EndScreenProps, FinalScore};
pub use error_toast::{ErrorToast, ErrorToastProps};
pub use focus::use_focus_trap;
pub use inspect::{use_inspector, InspectHandlers, InspectHost, Inspector};
pub use log_panel::{LogPanel, LogPanelProps, LOG_BLOCK};
pub use motion::{fly_in, forget_all, grow_in, hold_motion, motion_ms, pulse, reduced_motion, remember};
pub use pass_device::{PassDevice, PassDeviceProps};
pub use phase_tracker::{PhaseTracker, PhaseTrackerProps};
pub use prompt::{prompt_words, PromptSeat};
pub use replay_bar::{ReplayBar, ReplayBarProps};
pub use rules_doc::Doc;
pub use rules_page::{preload_reference, rule_href, HowToPlay};
pub use save_panel::{SavePanel, SavePanelProps};
pub use stable::{use_pick, use_stable_callback, Pick};
pub use symbols::{plain_text, rich_text, Symbol};

/// "P1" for seat 0.
pub fn seat_name(seat: usize) -> String {
    format!("P{}", seat + 1)
}
