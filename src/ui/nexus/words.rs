//! A card in words: its type line and the whole card for screen readers and the large
//! view's label (name first, so it holds the name the card shows).

use crate::games::nexus::cards::{type_line, Kind, CONVERTED_TYPE_LINE};
use crate::games::nexus::view::CardView;
use crate::ui::common::plain_text;

use super::gems::{words, SYMBOLS};

/// The type line: "Agent · ranged", "Software · modification", "Converted source".
pub fn kind_name(c: &CardView) -> &'static str {
    if c.converted {
        return CONVERTED_TYPE_LINE;
    }
    type_line(c.kind, c.ranged, c.modification, c.gear)
}

/// Name, type, cost and speed, stats, output, state, text and attachments.
pub fn describe(c: &CardView) -> String {
    let mut s = String::from(c.name);
    let mut add = |parts: &[&str]| parts.iter().for_each(|p| s.push_str(p));
    add(&[", ", kind_name(c)]);
    if !c.converted && !c.cost.is_empty() {
        add(&[", cost ", &words(&c.cost), ", speed ", &c.speed.to_string()]);
    }
    if !c.converted && c.kind == Kind::Agent {
        add(&[", attack ", &c.attack.to_string(), " defense ", &c.defense.to_string()]);
    }
    if let Some(o) = &c.output {
        add(&[", lock for ", &words(o)]);
    }
    if c.damage > 0 {
        add(&[", ", &c.damage.to_string(), " damage"]);
    }
    if c.increase > 0 {
        add(&[", ", &c.increase.to_string(), " increase marker(s)"]);
    }
    if c.locked {
        add(&[", locked"]);
    }
    if c.arrived_this_turn {
        add(&[", arrived this turn"]);
    }
    if !c.text.is_empty() && !c.converted {
        add(&[". ", &plain_text(c.text, SYMBOLS)]);
    }
    for a in &c.attached {
        add(&[". Attached: ", a.name]);
    }
    s
}
