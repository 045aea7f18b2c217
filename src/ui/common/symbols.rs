//! Symbols inside card text (`{E}`, `{S}` ...) drawn as symbols in the game's visual
//! language, never shown as raw placeholders; screen readers get the words.

use yew::prelude::*;

/// One symbol a game's card text uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symbol {
    /// The code between braces in the card data (`E` for `{E}`).
    pub code: &'static str,
    /// The CSS class that draws it (`sym-exert`).
    pub class: &'static str,
    /// What it means, for screen readers and the plain text ("exert").
    pub words: &'static str,
    /// A glyph drawn inside the shape, if any.
    pub glyph: &'static str,
}

/// Splits text into plain runs and symbols; unknown `{X}` stays as text.
fn pieces<'a>(text: &'a str, symbols: &'a [Symbol]) -> Vec<Result<&'a str, &'a Symbol>> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else { break };
        let code = &rest[open + 1..open + close];
        match symbols.iter().find(|s| s.code == code) {
            Some(sym) => {
                if open > 0 {
                    out.push(Ok(&rest[..open]));
                }
                out.push(Err(sym));
            }
            None => out.push(Ok(&rest[..open + close + 1])),
        }
        rest = &rest[open + close + 1..];
    }
    if !rest.is_empty() {
        out.push(Ok(rest));
    }
    out
}

/// Card text with its symbols drawn.
pub fn rich_text(text: &str, symbols: &[Symbol]) -> Html {
    html! {
        { for pieces(text, symbols).into_iter().map(|p| match p {
            Ok(t) => html! { { t.to_string() } },
            Err(s) => html! {
                <span class={classes!("sym", s.class)} role="img" aria-label={s.words} title={s.words}>{ s.glyph }</span>
            },
        }) }
    }
}

/// Card text with its symbols in words, for accessible descriptions.
pub fn plain_text(text: &str, symbols: &[Symbol]) -> String {
    pieces(text, symbols)
        .into_iter()
        .map(|p| match p {
            Ok(t) => t.to_string(),
            Err(s) => s.words.to_string(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const SYMS: &[Symbol] = &[
        Symbol { code: "E", class: "sym-exert", words: "exert", glyph: "" },
        Symbol { code: "S", class: "sym-strength", words: "strength", glyph: "" },
    ];

    #[test]
    fn placeholders_become_words_and_unknown_ones_stay() {
        assert_eq!(plain_text("{E}, 1 ink: +2 {S} this turn.", SYMS), "exert, 1 ink: +2 strength this turn.");
        assert_eq!(plain_text("no symbols", SYMS), "no symbols");
        assert_eq!(plain_text("odd {Q} and {", SYMS), "odd {Q} and {");
        assert_eq!(pieces("{E}{S}", SYMS).len(), 2);
    }
}
