//! Pieces every game page shares.

mod action_bar;
mod error_toast;
mod log_panel;
mod pass_device;
mod phase_tracker;
mod save_panel;

pub use action_bar::{ActionBar, ActionBarProps, BarButton};
pub use error_toast::{ErrorToast, ErrorToastProps};
pub use log_panel::{LogPanel, LogPanelProps};
pub use pass_device::{PassDevice, PassDeviceProps};
pub use phase_tracker::{PhaseTracker, PhaseTrackerProps};
pub use save_panel::{SavePanel, SavePanelProps};

/// "P1" for seat 0.
pub fn seat_name(seat: usize) -> String {
    format!("P{}", seat + 1)
}
