//! Aeon's End's card text drawn in the game's visual language (the table standard, point 1: every card readable): an
//! amount of aether is a teal gem with its number, damage a red burst, life a heart and
//! a charge a gold pip (the mat's charge pips), each with its number inside; "aether",
//! "charge" or "life" without a number get the bare symbol before the word; the card
//! keywords (Cast, While prepped, TO DISCARD, PERSISTENT, POWER N) are drawn as tags and
//! Unleash, Gravehold and breaches have their own small marks beside the word.
//!
//! The card data is plain words, so nothing here is a placeholder: [`pieces`] finds the
//! phrases, [`card_text`] draws them, and every symbol carries its words as its
//! accessible name ("2 aether"), so the text reads the same aloud.

use yew::prelude::*;

/// A symbol drawn from the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sym {
    Aether,
    Damage,
    Life,
    Charge,
    Unleash,
    Gravehold,
    Breach,
}

impl Sym {
    fn class(self) -> &'static str {
        match self {
            Sym::Aether => "ae-sym-aether",
            Sym::Damage => "ae-sym-damage",
            Sym::Life => "ae-sym-life",
            Sym::Charge => "ae-sym-charge",
            Sym::Unleash => "ae-sym-unleash",
            Sym::Gravehold => "ae-sym-gravehold",
            Sym::Breach => "ae-sym-breach",
        }
    }
}

/// One run of a card's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece<'a> {
    Text(&'a str),
    /// A symbol with its number drawn inside ("2 aether"): the words it stands for.
    Amount(Sym, &'a str, &'a str),
    /// A mark drawn before a word that stays ("Unleash", "aether").
    Mark(Sym, &'a str),
    /// A keyword drawn as a tag ("Cast:", "POWER 2:").
    Keyword(&'a str),
}

/// Nouns drawn as a numbered symbol after an amount, or as a mark before the word.
const NOUNS: &[(&str, Sym)] = &[
    ("aether", Sym::Aether),
    ("damage", Sym::Damage),
    ("life", Sym::Life),
    ("charges", Sym::Charge),
    ("charge", Sym::Charge),
];

/// Words that keep their text with a mark before them (matched at a word start).
const MARKS: &[(&str, Sym)] =
    &[("Unleash", Sym::Unleash), ("Gravehold", Sym::Gravehold), ("breaches", Sym::Breach), ("breach", Sym::Breach)];

/// Keywords, drawn as tags.
const KEYWORDS: &[&str] = &["Cast:", "While prepped:", "TO DISCARD:", "PERSISTENT:"];

// Letters and digits the ASCII way: the set files are ASCII, and Unicode's tables of
// letters would cost the page's wasm for nothing.
fn word_start(text: &str, i: usize) -> bool {
    i == 0 || !text[..i].ends_with(|c: char| c.is_ascii_alphanumeric() || c == '-' || c == '\'')
}

fn word_end(text: &str, i: usize) -> bool {
    !text[i..].starts_with(|c: char| c.is_ascii_alphanumeric())
}

/// The phrase starting at `i`, if any: its length and what it is drawn as.
fn phrase_at<'a>(text: &'a str, i: usize) -> Option<(usize, Piece<'a>)> {
    let rest = &text[i..];
    if !word_start(text, i) {
        return None;
    }
    if let Some(k) = KEYWORDS.iter().find(|k| rest.starts_with(*k)) {
        return Some((k.len(), Piece::Keyword(&rest[..k.len()])));
    }
    // "POWER 2:"
    if let Some(after) = rest.strip_prefix("POWER ") {
        let digits = after.chars().take_while(|c| c.is_ascii_digit()).count();
        if digits > 0 && after[digits..].starts_with(':') {
            let len = "POWER ".len() + digits + 1;
            return Some((len, Piece::Keyword(&rest[..len])));
        }
    }
    // An amount: "2 aether", "4 damage", "1 charge".
    let digits = rest.chars().take_while(|c| c.is_ascii_digit()).count();
    if digits > 0 && rest[digits..].starts_with(' ') {
        let after = &rest[digits + 1..];
        for (noun, sym) in NOUNS {
            if after.starts_with(noun) && word_end(text, i + digits + 1 + noun.len()) {
                let len = digits + 1 + noun.len();
                return Some((len, Piece::Amount(*sym, &rest[..digits], &rest[..len])));
            }
        }
    }
    for (word, sym) in NOUNS.iter().chain(MARKS) {
        if rest.starts_with(word) && word_end(text, i + word.len()) {
            return Some((word.len(), Piece::Mark(*sym, &rest[..word.len()])));
        }
    }
    None
}

/// Splits card text into plain runs, symbols and keywords.
pub fn pieces(text: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let (mut i, mut start) = (0, 0);
    while i < text.len() {
        if let Some((len, p)) = phrase_at(text, i) {
            if start < i {
                out.push(Piece::Text(&text[start..i]));
            }
            out.push(p);
            i += len;
            start = i;
            continue;
        }
        i += text[i..].chars().next().map_or(1, char::len_utf8);
    }
    if start < text.len() {
        out.push(Piece::Text(&text[start..]));
    }
    out
}

/// A symbol alone (a cost, a charge count), with its words as its name.
pub fn symbol(sym: Sym, glyph: &str, words: &str) -> Html {
    html! { <span class={classes!("ae-sym", sym.class())} role="img" aria-label={words.to_string()}>{ glyph.to_string() }</span> }
}

/// A card's text with its symbols drawn.
pub fn card_text(text: &str) -> Html {
    html! {
        { for pieces(text).into_iter().map(|p| match p {
            Piece::Text(t) => html! { { t.to_string() } },
            Piece::Amount(sym, n, words) => symbol(sym, n, words),
            Piece::Mark(sym, word) => html! {
                <span class="ae-marked"><span class={classes!("ae-sym", "ae-mark", sym.class())} aria-hidden="true"></span>{ word.to_string() }</span>
            },
            Piece::Keyword(k) => html! { <span class="ae-kw">{ k.to_string() }</span> },
        }) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The words a screen reader reads: the text itself, symbol by symbol.
    fn words(text: &str) -> String {
        pieces(text)
            .into_iter()
            .map(|p| match p {
                Piece::Text(t) | Piece::Mark(_, t) | Piece::Keyword(t) => t,
                Piece::Amount(_, _, w) => w,
            })
            .collect()
    }

    #[test]
    fn amounts_become_numbered_symbols_and_keywords_tags() {
        let p = pieces("Gain 2 aether, OR any ally gains 1 charge.");
        assert_eq!(p[1], Piece::Amount(Sym::Aether, "2", "2 aether"));
        assert_eq!(p[3], Piece::Amount(Sym::Charge, "1", "1 charge"));
        let p = pieces("Cast: Deal 2 damage to a minion, OR deal 1 damage to the nemesis.");
        assert_eq!(p[0], Piece::Keyword("Cast:"));
        assert!(p.contains(&Piece::Amount(Sym::Damage, "2", "2 damage")));
        assert!(p.contains(&Piece::Amount(Sym::Damage, "1", "1 damage")));
        let p = pieces("TO DISCARD: Spend 5 aether. POWER 2: Unleash twice.");
        assert_eq!(p[0], Piece::Keyword("TO DISCARD:"));
        assert!(p.contains(&Piece::Keyword("POWER 2:")));
        assert!(p.contains(&Piece::Mark(Sym::Unleash, "Unleash")));
        let p = pieces("Gain 1 more aether that may only be spent to focus or open a breach.");
        assert!(p.contains(&Piece::Mark(Sym::Aether, "aether")), "{p:?}");
        assert!(p.contains(&Piece::Mark(Sym::Breach, "breach")));
        assert!(pieces("any player gains 4 life").contains(&Piece::Amount(Sym::Life, "4", "4 life")));
        assert!(pieces("the player with the lowest life").contains(&Piece::Mark(Sym::Life, "life")));
    }

    #[test]
    fn every_card_reads_the_same_in_words_and_nothing_inside_words_is_marked() {
        use crate::games::aeons_end::content::pool;
        assert_eq!(pieces("lifeless breaching"), vec![Piece::Text("lifeless breaching")]);
        assert_eq!(pieces("21 lives"), vec![Piece::Text("21 lives")]);
        let p = pool().expect("the sets read");
        let texts = p.nemeses.iter().flat_map(|n| &n.cards).map(|c| c.text.as_str()).chain(
            ["glimstone", "quarry_heart", "ashglass_bead", "glyph_of_tithing"]
                .iter()
                .map(|id| p.card(id).expect("a starter card").text.as_str()),
        );
        for t in texts {
            assert_eq!(words(t), t, "the pieces cover the text exactly");
            assert!(!pieces(t).iter().all(|p| matches!(p, Piece::Text(_))), "{t} has a symbol");
        }
    }
}
