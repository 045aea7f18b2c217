//! A deck as a short text code and as a plain list, for every game that builds decks
//! (the deck builder's share and import, a deck brought to an online game).
//!
//! **The code** (version 1): base64url of `[1] [game id] [format] [n] n × [count]
//! [shared] [rest] [CRC-32]`, where the game id, the format and each card's `rest` are
//! length-prefixed text, the numbers varints, and each card id is written as the part it
//! shares with the one before it (`shared` bytes) and the rest: ids sorted, so one deck
//! has one code, and a 60-card deck of 16 names is about 100 characters. The CRC-32 over
//! everything before it refuses any changed character; every other check refuses a code
//! that no encoder writes, with words saying what is wrong, never a panic.
//!
//! **The list**: one line per card, `4 Name - Version` as Lorcana players write them
//! (`4x`, a card's id instead of its name, or no count for one copy also read), matched
//! to the set's cards whatever the case, dashes and punctuation; every line that names no
//! card, or more than one, is given back with its text.

use std::collections::BTreeMap;

use serde_json::Value;

use super::packing::{base64url, crc32, get_varint, put_varint, unbase64url};
use super::RuleError;

/// The version of the codes [`encode`] writes.
pub const VERSION: u8 = 1;
/// Most copies of one card a code or a list line may hold (more than any game allows,
/// so its own deck rules say what is wrong).
pub const MAX_COPIES: usize = 99;
/// Most cards a code or a list may hold.
pub const MAX_CARDS: usize = 1000;
/// The longest card id a code may hold.
const MAX_ID: usize = 64;

/// What a deck code holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckCode {
    /// The game's id (`lorcana`).
    pub game: String,
    /// The format it was built for, if the game has more than one.
    pub format: Option<String>,
    /// One card id per card, sorted.
    pub cards: Vec<String>,
}

/// Each card id of `cards` with its number of copies, sorted by id.
pub fn counts(cards: &[String]) -> Vec<(String, usize)> {
    let mut map: BTreeMap<&str, usize> = BTreeMap::new();
    for c in cards {
        *map.entry(c).or_insert(0) += 1;
    }
    map.into_iter().map(|(id, n)| (id.to_string(), n)).collect()
}

fn put_text(out: &mut Vec<u8>, text: &str) {
    put_varint(out, text.len() as u64);
    out.extend_from_slice(text.as_bytes());
}

/// The code of a deck of `game` (one id per card, in any order).
pub fn encode(game: &str, format: Option<&str>, cards: &[String]) -> String {
    let mut out = vec![VERSION];
    put_text(&mut out, game);
    put_text(&mut out, format.unwrap_or_default());
    let counts = counts(cards);
    put_varint(&mut out, counts.len() as u64);
    let mut before: &str = "";
    for (id, n) in &counts {
        let shared = before.bytes().zip(id.bytes()).take_while(|(a, b)| a == b).count();
        put_varint(&mut out, *n as u64);
        put_varint(&mut out, shared as u64);
        put_text(&mut out, &id[shared..]);
        before = id;
    }
    out.extend_from_slice(&crc32(&out).to_le_bytes());
    base64url(&out)
}

fn refused(what: &str) -> RuleError {
    RuleError::save(format!("this deck code cannot be read: {what}"))
}

/// The code in `text`: the text itself, or the last part of a link to the deck builder
/// (`...#/lorcana/decks/<code>`).
pub fn code_of(text: &str) -> &str {
    let text = text.trim();
    match text.split_once("/decks/") {
        Some((_, code)) => code.trim_end_matches('/'),
        None => text,
    }
}

/// Reads a code or a link holding one; a damaged, changed or foreign one is refused
/// with what is wrong.
pub fn decode(text: &str) -> Result<DeckCode, RuleError> {
    read(code_of(text))
}

/// Reads a code as it is, nothing around it (a link's query, where the game's page finds
/// it): [`decode`] without looking for a link, which keeps core's substring search out of
/// the game's page.
pub fn read(code: &str) -> Result<DeckCode, RuleError> {
    if code.is_empty() {
        return Err(refused("it is empty"));
    }
    let bytes = unbase64url(code).ok_or_else(|| {
        refused("it holds characters or a length no deck code has (codes are letters, digits, - and _)")
    })?;
    if bytes.len() < 5 {
        return Err(refused("it is cut short"));
    }
    let (body, sum) = bytes.split_at(bytes.len() - 4);
    if crc32(body).to_le_bytes() != sum {
        return Err(refused("it was damaged or changed (its checksum does not match): copy it again whole"));
    }
    if body[0] != VERSION {
        return Err(refused(&format!("it is a code of version {}, and this page reads version {VERSION}", body[0])));
    }
    read_body(&body[1..]).ok_or_else(|| refused("its contents are not a deck"))
}

fn get_text(bytes: &[u8], at: &mut usize, max: usize) -> Option<String> {
    let len = usize::try_from(get_varint(bytes, at)?).ok().filter(|n| *n <= max)?;
    let raw = bytes.get(*at..*at + len)?;
    *at += len;
    String::from_utf8(raw.to_vec()).ok()
}

/// The game, format and cards after the version byte; `None` for anything an encoder
/// does not write (ids out of order, a zero count, trailing bytes ...).
fn read_body(bytes: &[u8]) -> Option<DeckCode> {
    let mut at = 0;
    let game = get_text(bytes, &mut at, MAX_ID)?;
    let format = get_text(bytes, &mut at, MAX_ID)?;
    let n = usize::try_from(get_varint(bytes, &mut at)?).ok().filter(|n| *n <= MAX_CARDS)?;
    let mut cards: Vec<String> = Vec::new();
    let mut before = String::new();
    for _ in 0..n {
        let count = usize::try_from(get_varint(bytes, &mut at)?).ok().filter(|c| (1..=MAX_COPIES).contains(c))?;
        let shared = usize::try_from(get_varint(bytes, &mut at)?).ok().filter(|s| *s <= before.len())?;
        let rest = get_text(bytes, &mut at, MAX_ID)?;
        let id = format!("{}{rest}", before.get(..shared)?);
        if id.len() > MAX_ID || id <= before || cards.len() + count > MAX_CARDS {
            return None;
        }
        cards.extend(std::iter::repeat_n(id.clone(), count));
        before = id;
    }
    (at == bytes.len() && !game.is_empty()).then(|| DeckCode {
        game,
        format: Some(format).filter(|f| !f.is_empty()),
        cards,
    })
}

/// A card as lists name it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardName {
    pub id: String,
    pub name: String,
    pub version: Option<String>,
}

impl CardName {
    /// The names of a game's pool, from its cards as data (`Cards::cards`: `id`, `name`
    /// and, where cards have one, `version`).
    pub fn from_pool(cards: &[Value]) -> Vec<CardName> {
        cards
            .iter()
            .filter_map(|c| {
                Some(CardName {
                    id: c.get("id")?.as_str()?.to_string(),
                    name: c.get("name")?.as_str()?.to_string(),
                    version: c.get("version").and_then(Value::as_str).map(str::to_string),
                })
            })
            .collect()
    }

    /// "Name - Version", as a list line writes it.
    pub fn listed(&self) -> String {
        match &self.version {
            Some(v) => format!("{} - {v}", self.name),
            None => self.name.clone(),
        }
    }
}

/// Lower case, letters and digits only, one space between words: "Varro – Ashen
/// Duelist" and "varro - ashen duelist" read the same.
fn key(text: &str) -> String {
    let words: Vec<String> = text
        .split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’')
        .map(|w| w.chars().filter(|c| c.is_alphanumeric()).flat_map(char::to_lowercase).collect::<String>())
        .filter(|w| !w.is_empty())
        .collect();
    words.join(" ")
}

/// A line of a pasted list that gave no card, with its text and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadLine {
    /// Its number in the pasted text, from 1.
    pub line: usize,
    pub text: String,
    pub why: String,
}

/// What a pasted list gave.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Import {
    /// One card id per card, in the list's order.
    pub cards: Vec<String>,
    /// Every line that gave no card.
    pub unknown: Vec<BadLine>,
}

/// The count and the rest of a line: "4 Name", "4x Name", "4 x Name", or "Name" (one).
fn split_count(line: &str) -> (Option<usize>, &str) {
    let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let (number, after) = line.split_at(digits);
    let marked = after.trim_start().strip_prefix(['x', 'X', '×']).filter(|r| r.starts_with(char::is_whitespace));
    match marked {
        _ if digits == 0 => (Some(1), line),
        Some(rest) => (number.parse().ok(), rest.trim()),
        None if after.starts_with(char::is_whitespace) => (number.parse().ok(), after.trim()),
        // A number glued to a word ("3rd Watch") is part of the name.
        None => (Some(1), line),
    }
}

/// The card a line's name means, or why none.
fn find_card<'a>(name: &str, names: &'a [CardName]) -> Result<&'a CardName, String> {
    let k = key(name);
    if let Some(c) = names.iter().find(|c| c.id.eq_ignore_ascii_case(name.trim())) {
        return Ok(c);
    }
    if let Some(c) = names.iter().find(|c| key(&c.listed()) == k) {
        return Ok(c);
    }
    let by_name: Vec<&CardName> = names.iter().filter(|c| key(&c.name) == k).collect();
    match by_name.as_slice() {
        [one] => Ok(one),
        [] => Err("no card of the set has this name".to_string()),
        many => {
            let all: Vec<String> = many.iter().map(|c| c.listed()).collect();
            Err(format!("more than one card has this name ({}): write its version too", all.join("; ")))
        }
    }
}

/// Reads a pasted list against a set's `names`. Empty lines and lines starting with `#`
/// or `//` are skipped; every other line gives its cards or is listed in `unknown`.
pub fn parse_list(text: &str, names: &[CardName]) -> Import {
    let mut out = Import::default();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') || line.starts_with("//") {
            continue;
        }
        let bad = |why: String| BadLine { line: i + 1, text: line.to_string(), why };
        let (count, name) = split_count(line);
        let found = match count {
            Some(n) if (1..=MAX_COPIES).contains(&n) => find_card(name, names).map(|c| (n, c)),
            _ => Err(format!("a line holds 1 to {MAX_COPIES} copies of a card")),
        };
        match found {
            Ok((n, _)) if out.cards.len() + n > MAX_CARDS => {
                out.unknown.push(bad(format!("a list holds at most {MAX_CARDS} cards")))
            }
            Ok((n, c)) => out.cards.extend(std::iter::repeat_n(c.id.clone(), n)),
            Err(why) => out.unknown.push(bad(why)),
        }
    }
    out
}

/// The deck as a plain list, one "4 Name - Version" line per card, in first-seen order;
/// a card the set does not name is written by its id.
pub fn write_list(cards: &[String], names: &[CardName]) -> String {
    let mut order: Vec<(&str, usize)> = Vec::new();
    for c in cards {
        match order.iter_mut().find(|(id, _)| id == c) {
            Some((_, n)) => *n += 1,
            None => order.push((c, 1)),
        }
    }
    let lines: Vec<String> = order
        .iter()
        .map(|(id, n)| {
            let name = names.iter().find(|c| c.id == *id).map_or_else(|| id.to_string(), CardName::listed);
            format!("{n} {name}")
        })
        .collect();
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_sorted_by_id() {
        let deck: Vec<String> = ["B", "A", "B"].iter().map(|s| s.to_string()).collect();
        assert_eq!(counts(&deck), vec![("A".to_string(), 1), ("B".to_string(), 2)]);
    }

    #[test]
    fn split_count_reads_the_ways_players_write_a_count() {
        assert_eq!(split_count("4 Varro - Ashen Duelist"), (Some(4), "Varro - Ashen Duelist"));
        assert_eq!(split_count("4x Varro"), (Some(4), "Varro"));
        assert_eq!(split_count("2 x Varro"), (Some(2), "Varro"));
        assert_eq!(split_count("Varro"), (Some(1), "Varro"));
        assert_eq!(split_count("3rd Watch"), (Some(1), "3rd Watch"), "a number in a name is the name's");
    }
}
