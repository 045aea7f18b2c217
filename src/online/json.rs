//! The wire's JSON, read and written by hand over `serde_json::Value`.
//!
//! Why not serde's derives for the messages: each derived type instantiates serde_json's
//! reader for itself, and every game's page carries both directions of every message;
//! that cost some 40 KB of each game's gzipped wasm, over its size budget. Over `Value`,
//! the messages' own shapes cost a few small functions, and a game's types (its view,
//! actions and options) go through the `Value` converters the saves already use. The
//! JSON is the same as serde's externally tagged form (`{"act":{"at":3,"action":..}}`),
//! an unknown field is refused as serde's `deny_unknown_fields` would.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};

/// A type of the wire, to and from JSON.
pub trait Json: Sized {
    fn to_json(&self) -> Value;
    /// The value read back, or what is wrong with it in words.
    fn from_json(v: Value) -> Result<Self, String>;
}

/// A game's own type (view, action, options) through its serde derive.
pub fn to_game<T: Serialize>(t: &T) -> Value {
    // A game's types are plain data (no map with keys that are not text): writing
    // them cannot fail.
    serde_json::to_value(t).unwrap_or(Value::Null)
}

/// A game's own type read back.
pub fn from_game<T: DeserializeOwned>(v: Value) -> Result<T, String> {
    serde_json::from_value(v).map_err(|e| e.to_string())
}

/// `v` as JSON text, as `v.to_string()` writes it (compact, fields in the map's order,
/// the same escapes), without serde_json's number formatter for floats: that writer
/// (some 2 KB of code and a table of powers of ten) was in every page for floats no
/// save or message holds. A float, if one ever comes, is written by the browser's
/// `JSON.stringify` in the page, by serde_json elsewhere; both read back the same number.
pub fn text(v: &Value) -> String {
    let mut out = String::new();
    write_value(v, &mut out);
    out
}

fn write_value(v: &Value, out: &mut String) {
    use std::fmt::Write;
    match v {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(n) => {
            if let Some(u) = n.as_u64() {
                let _ = write!(out, "{u}");
            } else if let Some(i) = n.as_i64() {
                let _ = write!(out, "{i}");
            } else {
                out.push_str(&float_text(n.as_f64().unwrap_or(f64::NAN)));
            }
        }
        Value::String(s) => write_str(s, out),
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_value(item, out);
            }
            out.push(']');
        }
        Value::Object(map) => {
            out.push('{');
            for (i, (k, item)) in map.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_str(k, out);
                out.push(':');
                write_value(item, out);
            }
            out.push('}');
        }
    }
}

/// A JSON string, escaped as serde_json escapes it.
fn write_str(s: &str, out: &mut String) {
    use std::fmt::Write;
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(all(feature = "web", target_arch = "wasm32"))]
fn float_text(f: f64) -> String {
    js_sys::JSON::stringify(&f.into()).ok().and_then(|s| s.as_string()).unwrap_or_else(|| "null".into())
}

#[cfg(not(all(feature = "web", target_arch = "wasm32")))]
fn float_text(f: f64) -> String {
    serde_json::Number::from_f64(f).map_or_else(|| "null".into(), |n| n.to_string())
}

/// An object of these fields, in this order.
pub fn object(fields: Vec<(&str, Value)>) -> Value {
    // Inserted one by one: collecting into the map sorts its input with the standard
    // stable sort, a copy of which (some 4 KB of wasm) only this made in the pages.
    let mut map = Map::new();
    for (k, v) in fields {
        map.insert(k.to_string(), v);
    }
    Value::Object(map)
}

/// An enum's variant with content: `{"name": content}`.
pub fn variant(name: &str, content: Value) -> Value {
    object(vec![(name, content)])
}

/// The name and content of an externally tagged variant (a unit variant is a bare
/// string, with `null` content).
pub fn read_variant(v: Value) -> Result<(String, Value), String> {
    match v {
        Value::String(name) => Ok((name, Value::Null)),
        Value::Object(map) if map.len() == 1 => Ok(map.into_iter().next().unwrap_or_default()),
        _ => Err("not one kind of message".to_string()),
    }
}

/// The fields of one object, read one by one; any other field is refused.
pub struct Fields {
    map: Map<String, Value>,
    what: &'static str,
}

impl Fields {
    pub fn of(v: Value, what: &'static str, known: &[&str]) -> Result<Self, String> {
        let Value::Object(map) = v else { return Err(format!("{what} is not an object")) };
        if let Some(k) = map.keys().find(|k| !known.contains(&k.as_str())) {
            return Err(format!("unknown field `{k}` in {what}"));
        }
        Ok(Self { map, what })
    }

    /// Whether the object has field `key` (an optional field of text is read with
    /// [`Fields::get`] only then: one reader fewer in each page than `Option<String>`).
    pub fn has(&self, key: &str) -> bool {
        self.map.contains_key(key)
    }

    /// A field of the wire's own types (a missing one reads as `null`: only an
    /// `Option` takes that).
    pub fn get<T: Json>(&mut self, key: &str) -> Result<T, String> {
        T::from_json(self.map.remove(key).unwrap_or(Value::Null)).map_err(|e| format!("`{key}` of {}: {e}", self.what))
    }

    /// A field of a game's own type.
    pub fn game<T: DeserializeOwned>(&mut self, key: &str) -> Result<T, String> {
        from_game(self.map.remove(key).unwrap_or(Value::Null)).map_err(|e| format!("`{key}` of {}: {e}", self.what))
    }
}

fn expected<T>(what: &str, v: &Value) -> Result<T, String> {
    Err(format!("expected {what}, found {}", text(v)))
}

impl Json for bool {
    fn to_json(&self) -> Value {
        Value::Bool(*self)
    }
    fn from_json(v: Value) -> Result<Self, String> {
        v.as_bool().map_or_else(|| expected("true or false", &v), Ok)
    }
}

impl Json for u64 {
    fn to_json(&self) -> Value {
        Value::from(*self)
    }
    fn from_json(v: Value) -> Result<Self, String> {
        v.as_u64().map_or_else(|| expected("a whole number", &v), Ok)
    }
}

impl Json for usize {
    fn to_json(&self) -> Value {
        Value::from(*self as u64)
    }
    fn from_json(v: Value) -> Result<Self, String> {
        u64::from_json(v).and_then(|n| usize::try_from(n).map_err(|_| format!("{n} is too large")))
    }
}

impl Json for u32 {
    fn to_json(&self) -> Value {
        Value::from(*self)
    }
    fn from_json(v: Value) -> Result<Self, String> {
        u64::from_json(v).and_then(|n| u32::try_from(n).map_err(|_| format!("{n} is too large")))
    }
}

impl Json for i64 {
    fn to_json(&self) -> Value {
        Value::from(*self)
    }
    fn from_json(v: Value) -> Result<Self, String> {
        v.as_i64().map_or_else(|| expected("a whole number", &v), Ok)
    }
}

impl Json for String {
    fn to_json(&self) -> Value {
        Value::String(self.clone())
    }
    fn from_json(v: Value) -> Result<Self, String> {
        match v {
            Value::String(s) => Ok(s),
            v => expected("text", &v),
        }
    }
}

impl<T: Json> Json for Option<T> {
    fn to_json(&self) -> Value {
        self.as_ref().map_or(Value::Null, T::to_json)
    }
    fn from_json(v: Value) -> Result<Self, String> {
        match v {
            Value::Null => Ok(None),
            v => T::from_json(v).map(Some),
        }
    }
}

impl<T: Json> Json for Vec<T> {
    fn to_json(&self) -> Value {
        Value::Array(self.iter().map(T::to_json).collect())
    }
    fn from_json(v: Value) -> Result<Self, String> {
        match v {
            Value::Array(items) => items.into_iter().map(T::from_json).collect(),
            v => expected("a list", &v),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_refuse_unknown_ones_and_wrong_types() {
        let v: Value = serde_json::from_str(r#"{"at":3,"name":"x","extra":1}"#).expect("JSON");
        assert!(Fields::of(v, "a test", &["at", "name"]).err().is_some_and(|e| e.contains("unknown field `extra`")));
        let v: Value = serde_json::from_str(r#"{"at":"soon"}"#).expect("JSON");
        let mut f = Fields::of(v, "a test", &["at", "name"]).expect("known fields");
        assert!(f.get::<usize>("at").is_err());
        assert_eq!(f.get::<Option<String>>("name"), Ok(None), "a missing field is none");
        assert_eq!(Vec::<Option<i64>>::from_json(serde_json::json!([1, null, -2])), Ok(vec![Some(1), None, Some(-2)]));
        assert!(u32::from_json(serde_json::json!(1u64 << 40)).is_err());
    }

    #[test]
    fn text_writes_what_serde_json_writes() {
        let v = serde_json::json!({
            "b": [true, false, null, 0, 7, -3, u64::MAX, i64::MIN, 1.5, -0.25, 1e300],
            "a": "quote \" slash \\ lines \n\r\t \u{8}\u{c} \u{1} \u{1f} \u{7f} é ✓ 🂡",
            "": {}, "e": [], "n": {"x": {"y": [[]]}}
        });
        assert_eq!(text(&v), v.to_string());
        assert_eq!(serde_json::from_str::<Value>(&text(&v)).expect("JSON"), v, "it reads back");
    }
}
