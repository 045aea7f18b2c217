//! A design as data, written from the decoded pool: what the page reads of the set (the
//! deck builder's cards, `Cards::cards` in the browser), where no set file is at hand.
//! Its fields are the set file's, as the command line gives them (the design's `raw`
//! with its words), so both read alike: id, name, kind, subtype, faction, rarity, the
//! two costs, the statistics, keywords and picture; and, for the builder's filters and
//! curves (AL-1.1's factions, AL-3's hand and reserve costs), `faction_name`,
//! `hand_cost` and `reserve_cost` as plain values.

use serde_json::{json, Map, Value};

use super::{CardDef, CardType, Pool};

/// The design `d` of `pool` as data.
pub fn card_json(pool: &Pool, d: &CardDef) -> Value {
    let mut m = Map::new();
    let mut put = |k: &str, v: Value| {
        m.insert(k.into(), v);
    };
    put("id", d.code.into());
    put("name", d.name.into());
    put("kind", serde_json::to_value(d.kind).unwrap_or_default());
    if !d.subtype.is_empty() && d.kind != CardType::Hero {
        put("subtype", d.subtype.into());
    }
    if let Some(f) = d.faction {
        put("faction", f.into());
    }
    put("faction_name", d.faction.and_then(|f| pool.faction(f)).map(|f| f.name).into());
    if let Some(r) = d.rarity {
        put("rarity", serde_json::to_value(r).unwrap_or_default());
    }
    // Heroes and tokens are never paid for (AL-9.4, AL-9.5): no cost is printed.
    if !matches!(d.kind, CardType::Hero | CardType::Token) {
        put("cost", json!([d.hand_cost, d.reserve_cost]));
        put("hand_cost", d.hand_cost.into());
        put("reserve_cost", d.reserve_cost.into());
    }
    if matches!(d.kind, CardType::Character | CardType::Token) {
        put("stats", json!(d.stats));
    }
    if d.kind == CardType::Hero {
        put("limits", json!([d.limits.0, d.limits.1]));
    }
    if !d.keyword_list.is_empty() {
        put("keywords", serde_json::to_value(d.keyword_list).unwrap_or_default());
    }
    put("art", d.art.into());
    put("text", d.text.into());
    Value::Object(m)
}
