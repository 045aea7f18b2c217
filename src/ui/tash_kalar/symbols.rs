//! Tash-Kalar's card text drawn in the game's visual language (the table standard, point 1: every card readable): the
//! pieces a text names are drawn as the board draws them (a plain disc, a disc with a
//! star, a gold crowned disc, in the holder's colour), actions as the turn strip's
//! action pips, and destroy, upgrade, downgrade, convert, standard and combat moves,
//! legend cards and the coloured squares each with its own mark. The words stay beside
//! each symbol, so the text reads whole; screen readers get the card's description.
//!
//! The card data is plain words; [`symbolize`] marks the phrases with `{X}` codes and
//! the shared [`rich_text`] draws them, so no placeholder ever shows raw.

use yew::prelude::*;

use crate::ui::common::{rich_text, Symbol};

/// Tash-Kalar's symbols (drawn by styles/tash_kalar.css, classes `tk-sym-*`).
pub const SYMBOLS: &[Symbol] = &[
    Symbol { code: "C", class: "tk-sym-common", words: "common piece", glyph: "" },
    Symbol { code: "H", class: "tk-sym-heroic", words: "heroic piece", glyph: "★" },
    Symbol { code: "L", class: "tk-sym-legendary", words: "legendary piece", glyph: "♛" },
    Symbol { code: "N", class: "tk-sym-nonleg", words: "common or heroic piece", glyph: "" },
    Symbol { code: "U", class: "tk-sym-upgraded", words: "upgraded piece", glyph: "★" },
    Symbol { code: "A", class: "tk-sym-action", words: "action", glyph: "" },
    Symbol { code: "X", class: "tk-sym-destroy", words: "destroy", glyph: "✕" },
    Symbol { code: "UP", class: "tk-sym-upgrade", words: "upgrade", glyph: "▲" },
    Symbol { code: "DN", class: "tk-sym-downgrade", words: "downgrade", glyph: "▼" },
    Symbol { code: "CV", class: "tk-sym-convert", words: "convert", glyph: "⇄" },
    Symbol { code: "SM", class: "tk-sym-standard", words: "standard move", glyph: "➜" },
    Symbol { code: "CM", class: "tk-sym-combat", words: "combat move", glyph: "⚔" },
    Symbol { code: "LC", class: "tk-sym-legend-card", words: "legend card", glyph: "♛" },
    Symbol { code: "R", class: "tk-sym-red", words: "red square", glyph: "" },
    Symbol { code: "G", class: "tk-sym-green", words: "green square", glyph: "" },
    Symbol { code: "RG", class: "tk-sym-red-green", words: "red or green square", glyph: "" },
];

/// Phrases (matched at a word start, first letter in either case) and the symbol
/// drawn before them. Longer phrases first, so "non-legendary piece" is not read as
/// "legendary piece".
const PHRASES: &[(&str, &str)] = &[
    ("non-legendary piece", "N"),
    ("upgraded piece", "U"),
    ("legendary piece", "L"),
    ("common piece", "C"),
    ("common or heroic piece", "N"),
    ("heroic piece", "H"),
    ("heroic being", "H"),
    ("+1 action", "A"),
    ("destroy", "X"),
    ("downgrade", "DN"),
    ("upgrade", "UP"),
    ("convert", "CV"),
    ("standard move", "SM"),
    ("standard leap", "SM"),
    ("combat move", "CM"),
    ("combat leap", "CM"),
    ("legend card", "LC"),
    ("red square", "R"),
    ("red or green square", "RG"),
    ("green square", "G"),
];

/// The text with a `{code}` put before each phrase that has a symbol.
pub fn symbolize(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 32);
    let mut i = 0;
    let starts_word = |i: usize| i == 0 || !text[..i].ends_with(|c: char| c.is_alphanumeric() || c == '-');
    while i < text.len() {
        let rest = &text[i..];
        let hit = starts_word(i)
            .then(|| {
                PHRASES.iter().filter(|(p, _)| starts_with_either_case(rest, p)).max_by_key(|(p, _)| p.len())
            })
            .flatten();
        if let Some((phrase, code)) = hit {
            out.push('{');
            out.push_str(code);
            out.push('}');
            out.push_str(&rest[..phrase.len()]);
            i += phrase.len();
            continue;
        }
        let c = rest.chars().next().expect("not at the end");
        out.push(c);
        i += c.len_utf8();
    }
    out
}

fn starts_with_either_case(rest: &str, phrase: &str) -> bool {
    rest.len() >= phrase.len()
        && rest.is_char_boundary(phrase.len())
        && rest[..phrase.len()].eq_ignore_ascii_case(phrase)
        && rest[1..phrase.len()] == phrase[1..]
}

/// A card's text with its symbols drawn.
pub fn card_text(text: &str) -> Html {
    rich_text(&symbolize(text), SYMBOLS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::common::plain_text;

    #[test]
    fn phrases_get_their_symbol_and_keep_their_words() {
        assert_eq!(symbolize("Upgrade one of your common pieces."), "{UP}Upgrade one of your {C}common pieces.");
        assert_eq!(
            symbolize("Every non-legendary piece touching it is destroyed."),
            "Every {N}non-legendary piece touching it is {X}destroyed."
        );
        assert_eq!(symbolize("+1 action this turn."), "{A}+1 action this turn.");
        assert_eq!(symbolize("an empty red or green square"), "an empty {RG}red or green square");
        // Not in the middle of a word, and the same text without symbols reads the same.
        assert_eq!(symbolize("indestructible"), "indestructible");
        let text = "Optional: the Wyrm makes up to 2 combat moves. Afterwards, every enemy common piece touching the Wyrm is destroyed.";
        let drawn = symbolize(text);
        assert!(drawn.contains("{CM}combat moves") && drawn.contains("{C}common piece") && drawn.contains("{X}destroyed"));
        assert!(!plain_text(&drawn, SYMBOLS).contains('{'), "every code is a known symbol");
    }
}
