//! A card in words: its type line and the whole card for screen readers and the large
//! view's label (name first, so it holds the name the card shows).

use crate::games::nexus::cards::Kind;
use crate::games::nexus::view::CardView;
use crate::ui::common::plain_text;

use super::gems::{words, SYMBOLS};

/// The type line: "Agent · ranged", "Software · modification", "Converted source".
pub fn kind_name(c: &CardView) -> &'static str {
    match c.kind {
        _ if c.converted => "Converted source",
        Kind::Anomaly => "Anomaly",
        Kind::Agent if c.ranged => "Agent · ranged",
        Kind::Agent => "Agent · melee",
        Kind::Event => "Event",
        Kind::Software if c.modification => "Software · modification",
        Kind::Software => "Software",
        Kind::Hardware if c.gear => "Hardware · gear",
        Kind::Hardware => "Hardware",
    }
}

/// Name, type, cost and speed, stats, output, state, text and attachments.
pub fn describe(c: &CardView) -> String {
    let mut s = format!("{}, {}", c.name, kind_name(c));
    if !c.converted {
        if !c.cost.is_empty() {
            s.push_str(&format!(", cost {}, speed {}", words(&c.cost), c.speed));
        }
        if c.kind == Kind::Agent {
            s.push_str(&format!(", attack {} defense {}", c.attack, c.defense));
        }
    }
    if let Some(o) = &c.output {
        s.push_str(&format!(", lock for {}", words(o)));
    }
    for (on, what) in [
        (c.damage > 0, format!("{} damage", c.damage)),
        (c.increase > 0, format!("{} increase marker(s)", c.increase)),
        (c.locked, "locked".to_string()),
        (c.arrived_this_turn, "arrived this turn".to_string()),
    ] {
        if on {
            s.push_str(", ");
            s.push_str(&what);
        }
    }
    if !c.text.is_empty() && !c.converted {
        s.push_str(". ");
        s.push_str(&plain_text(c.text, SYMBOLS));
    }
    for a in &c.attached {
        s.push_str(". Attached: ");
        s.push_str(a.name);
    }
    s
}
