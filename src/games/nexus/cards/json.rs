//! A design as data, written from the decoded pool: what the page reads of the set (the
//! deck builder's cards, `Cards::cards` in the browser), where no set file is at hand.
//! Its fields are the set file's, as the command line gives them (the design's `raw`
//! with its words and alignment), so both read alike: id, name, kind, speed, cost,
//! range, attack, defense, subtypes and picture; and, for the builder's filters and
//! curve, `mana_value` (the cost's total, NX-5.2) as a number.

use serde_json::{Map, Value};

use super::{CardDef, Kind, ENERGY_NAMES};

/// The design `d` as data.
pub fn card_json(d: &CardDef) -> Value {
    let mut m = Map::new();
    let mut put = |k: &str, v: Value| {
        m.insert(k.into(), v);
    };
    put("id", d.code.into());
    put("name", d.name.into());
    put("kind", serde_json::to_value(d.kind).unwrap_or_default());
    // An anomaly is never paid for and has no speed (NX-3.8.1).
    if d.kind != Kind::Anomaly {
        put("speed", d.speed.into());
        put("cost", d.cost.text().into());
        put("mana_value", d.cost.total().into());
    }
    if d.kind == Kind::Agent {
        put("range", if d.ranged { "ranged" } else { "melee" }.into());
        put("attack", d.attack.into());
        put("defense", d.defense.into());
    }
    if d.modification {
        put("modification", true.into());
    }
    if d.gear {
        put("gear", true.into());
    }
    put("art", d.art.into());
    put("text", d.text.into());
    put("alignment", d.alignment.map_or("Void", |a| ENERGY_NAMES[a as usize]).into());
    Value::Object(m)
}
