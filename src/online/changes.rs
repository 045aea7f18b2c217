//! A seat's table sent as what changed since the last one its page was sent: most of a
//! table stays as it was from one action to the next (Tash-Kalar's 81 squares, the
//! hands, the piles), so the host sends the whole table once per connection and then
//! only the changes, and the page rebuilds the whole one before it reads it.
//!
//! The changes are a JSON list of `[path, value]`: the path a list of object keys and
//! list positions from the table's root, the value what is there now. An object with
//! the same keys, or a list of the same length, is compared part by part; anything
//! else that differs is sent whole. Nothing here knows a game: it works on the JSON
//! the wire already writes ([`super::json`]).

use serde_json::Value;

/// The changes that make `old` into `new` (an empty list when nothing changed).
pub fn between(old: &Value, new: &Value) -> Value {
    let mut changes = Vec::new();
    collect(old, new, &mut Vec::new(), &mut changes);
    Value::Array(changes)
}

fn collect(old: &Value, new: &Value, path: &mut Vec<Value>, out: &mut Vec<Value>) {
    if old == new {
        return;
    }
    match (old, new) {
        (Value::Object(a), Value::Object(b)) if a.len() == b.len() && b.keys().all(|k| a.contains_key(k)) => {
            for (k, v) in b {
                path.push(Value::from(k.as_str()));
                collect(&a[k], v, path, out);
                path.pop();
            }
        }
        (Value::Array(a), Value::Array(b)) if a.len() == b.len() => {
            for (i, (x, y)) in a.iter().zip(b).enumerate() {
                path.push(Value::from(i));
                collect(x, y, path, out);
                path.pop();
            }
        }
        _ => out.push(Value::Array(vec![Value::Array(path.clone()), new.clone()])),
    }
}

/// The table `changes` make of `base`, or what is wrong with them.
pub fn apply(base: &Value, changes: &Value) -> Result<Value, String> {
    let Value::Array(changes) = changes else { return Err("the changes are not a list".to_string()) };
    let mut table = base.clone();
    for change in changes {
        let [Value::Array(path), value] = change.as_array().map(Vec::as_slice).unwrap_or_default() else {
            return Err("a change is not a path and a value".to_string());
        };
        let mut at = &mut table;
        for step in path {
            at = match (at, step) {
                (Value::Object(map), Value::String(key)) => map.get_mut(key),
                (Value::Array(list), Value::Number(i)) => i.as_u64().and_then(|i| list.get_mut(i as usize)),
                _ => None,
            }
            .ok_or_else(|| {
                format!("a change's path {} is not in the table", super::json::text(&Value::Array(path.clone())))
            })?;
        }
        *at = value.clone();
    }
    Ok(table)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_changes_rebuild_the_new_table_and_only_say_what_changed() {
        let old = json!({"at": 3, "squares": [{"piece": null}, {"piece": "red"}, {"piece": null}], "hand": [1, 2], "log": []});
        let new = json!({"at": 4, "squares": [{"piece": "blue"}, {"piece": "red"}, {"piece": null}], "hand": [1, 2, 5], "log": []});
        let changes = between(&old, &new);
        assert_eq!(changes, json!([[["at"], 4], [["hand"], [1, 2, 5]], [["squares", 0, "piece"], "blue"]]));
        assert_eq!(apply(&old, &changes), Ok(new.clone()));
        assert_eq!(between(&new, &new), json!([]));
        // A whole new shape is sent whole.
        assert_eq!(between(&old, &json!([1])), json!([[[], [1]]]));
        assert_eq!(apply(&old, &json!([[[], [1]]])), Ok(json!([1])));
    }

    #[test]
    fn changes_that_do_not_fit_the_table_are_refused() {
        let base = json!({"squares": [0, 1]});
        for bad in [
            json!({}),
            json!([1]),
            json!([[["squares", 2], 5]]),
            json!([[["hand"], 1]]),
            json!([[[0], 1]]),
            json!([[["squares", -1], 1]]),
            json!([["squares", 1]]),
            json!([[["squares"], 1, 2]]),
        ] {
            assert!(apply(&base, &bad).is_err(), "{bad} refused");
        }
    }
}
