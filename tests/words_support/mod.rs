//! The words a player must never read (issue 34 point 5), shared by the native check
//! (tests/player_words.rs) and the pages' check in the browser (tests/web_players.rs).
#![allow(dead_code)]

/// Words of the developers' side, as whole words, in any case.
const DEVELOPER_WORDS: [&str; 9] =
    ["brief", "protocol", "impl", "engine", "inferred", "inference", "unconfirmed", "bga", "todo"];

/// The developer words in `text`, each with the text around it. A word that is part
/// of a name in title case ("Skarnveil, the Drowned Engine", "Heat Sink Protocol") is
/// a game word, not the program's.
pub fn developer_words(text: &str) -> Vec<String> {
    let words: Vec<(usize, &str)> = text
        .split(|c: char| !c.is_alphanumeric())
        .scan(0usize, |at, w| {
            let start = text[*at..].find(w).map_or(*at, |i| *at + i);
            *at = start + w.len();
            Some((start, w))
        })
        .filter(|(_, w)| !w.is_empty())
        .collect();
    let mut found = Vec::new();
    for (i, &(at, w)) in words.iter().enumerate() {
        if !DEVELOPER_WORDS.contains(&w.to_lowercase().as_str()) {
            continue;
        }
        let capital = |s: &str| s.chars().next().is_some_and(char::is_uppercase);
        let in_name = capital(w) && i > 0 && capital(words[i - 1].1) && at > 0 && !text[..at].trim_end().ends_with('.');
        if !in_name {
            let from = text[..at].char_indices().rev().nth(40).map_or(0, |(i, _)| i);
            let to = text[at..].char_indices().nth(40).map_or(text.len(), |(i, _)| at + i);
            found.push(format!("{w:?} in \"…{}…\"", &text[from..to]));
        }
    }
    found
}
