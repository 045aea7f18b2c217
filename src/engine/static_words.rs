//! Reading back the fixed words of a view (`&'static str`: card names, rule texts,
//! phase names) from JSON, so a joining page can rebuild its seat's view from the
//! host's message.
//!
//! The views keep `&'static str` for these words (they come from the games' card data
//! and cost nothing to copy). A word read from a message is kept once, for the rest of
//! the page's life, and the next message naming it reuses it. An honest host only ever
//! sends words from the game's own data, a small fixed set; a peer sending made-up
//! words meets a bound ([`MAX_WORDS`], [`MAX_BYTES`]) and a refusal, never an ever
//! growing page.

use std::collections::HashSet;
use std::sync::{Mutex, OnceLock};

use serde::de::Error as _;
use serde::{Deserialize, Deserializer};

/// A fixed word of a view. An alias, not a new type: the tables read it as the
/// `&'static str` it is. It exists because serde's derive treats a field written
/// `&'static str` as borrowed from the input (and then only reads it from `'static`
/// input, never from a message); under this name, with `deserialize_with` pointing at
/// [`word`], the field is read into a kept copy instead.
pub type Word = &'static str;

/// At most this many distinct words are kept (every game's data holds far fewer).
pub const MAX_WORDS: usize = 16_384;
/// At most this many bytes of distinct words are kept.
pub const MAX_BYTES: usize = 4 << 20;

struct Kept {
    words: HashSet<&'static str>,
    bytes: usize,
}

fn kept() -> &'static Mutex<Kept> {
    static KEPT: OnceLock<Mutex<Kept>> = OnceLock::new();
    KEPT.get_or_init(|| Mutex::new(Kept { words: HashSet::new(), bytes: 0 }))
}

/// The kept copy of `word`, keeping it first if it is new; an error once the bound
/// is reached.
pub fn keep(word: &str) -> Result<&'static str, String> {
    // A poisoned lock only means another thread panicked while holding it; the set is
    // still a valid set of words.
    let mut kept = kept().lock().unwrap_or_else(|p| p.into_inner());
    if let Some(&w) = kept.words.get(word) {
        return Ok(w);
    }
    if kept.words.len() >= MAX_WORDS || kept.bytes + word.len() > MAX_BYTES {
        return Err(format!(
            "too many distinct words in views (more than {MAX_WORDS} or {MAX_BYTES} bytes): not an honest view"
        ));
    }
    let w: &'static str = Box::leak(word.to_owned().into_boxed_str());
    kept.bytes += w.len();
    kept.words.insert(w);
    Ok(w)
}

/// `#[serde(deserialize_with = "...::word")]` for a `&'static str` field.
pub fn word<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    let s = String::deserialize(d)?;
    keep(&s).map_err(D::Error::custom)
}

/// The same for an `Option<&'static str>` field.
pub fn opt_word<'de, D: Deserializer<'de>>(d: D) -> Result<Option<&'static str>, D::Error> {
    Option::<String>::deserialize(d)?.map(|s| keep(&s).map_err(D::Error::custom)).transpose()
}

/// The same for a `Vec<&'static str>` field.
pub fn words<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<&'static str>, D::Error> {
    Vec::<String>::deserialize(d)?.iter().map(|s| keep(s).map_err(D::Error::custom)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_is_kept_once() {
        let a = keep("Kindle Strike (test)").expect("kept");
        let b = keep(&String::from("Kindle Strike (test)")).expect("kept");
        assert!(std::ptr::eq(a, b));
    }

    #[derive(Deserialize, Debug)]
    struct Named {
        #[serde(deserialize_with = "word")]
        name: Word,
        #[serde(deserialize_with = "opt_word")]
        version: Option<Word>,
        #[serde(deserialize_with = "words")]
        phase: Vec<Word>,
    }

    #[test]
    fn fields_read_back() {
        let n: Named =
            serde_json::from_str(r#"{"name":"Ariel","version":null,"phase":["Main","Draw"]}"#).expect("parses");
        assert_eq!((n.name, n.version, n.phase), ("Ariel", None, vec!["Main", "Draw"]));
        assert!(serde_json::from_str::<Named>(r#"{"name":3,"version":null,"phase":[]}"#).is_err());
    }
}
