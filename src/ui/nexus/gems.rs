//! Energy drawn as gems (NX-5.1-5.2): each typed symbol a cut gem in its type's colour,
//! Void a grey hexagon with its number. Costs, outputs, payments and the symbols in
//! card text all use them, so `{2}{E}` is never shown raw.

use yew::prelude::*;

use crate::ui::common::Symbol;

/// The energy symbols of Nexus card text, drawn as the cost gems are.
pub const SYMBOLS: &[Symbol] = &[
    Symbol { code: "E", class: "nx-pip nx-ember", words: "Ember", glyph: "" },
    Symbol { code: "T", class: "nx-pip nx-tide", words: "Tide", glyph: "" },
    Symbol { code: "G", class: "nx-pip nx-grove", words: "Grove", glyph: "" },
    Symbol { code: "S", class: "nx-pip nx-spark", words: "Spark", glyph: "" },
    Symbol { code: "H", class: "nx-pip nx-shade", words: "Shade", glyph: "" },
    Symbol { code: "0", class: "nx-pip nx-void", words: "0 Void", glyph: "0" },
    Symbol { code: "1", class: "nx-pip nx-void", words: "1 Void", glyph: "1" },
    Symbol { code: "2", class: "nx-pip nx-void", words: "2 Void", glyph: "2" },
    Symbol { code: "3", class: "nx-pip nx-void", words: "3 Void", glyph: "3" },
    Symbol { code: "4", class: "nx-pip nx-void", words: "4 Void", glyph: "4" },
    Symbol { code: "X", class: "nx-pip nx-void", words: "X Void", glyph: "X" },
];

/// The symbol of one `{..}` code, if it is an energy symbol.
fn symbol(code: &str) -> Option<&'static Symbol> {
    SYMBOLS.iter().find(|s| s.code == code)
}

/// The codes of a cost or output in order: `{2}{E}` gives `["2", "E"]`.
fn codes(s: &str) -> impl Iterator<Item = &str> {
    s.split('}').map(|p| p.trim_start_matches('{')).filter(|p| !p.is_empty())
}

/// `{2}{E}` in words: "2 Void, Ember".
pub fn words(s: &str) -> String {
    codes(s).map(|c| symbol(c).map_or(c, |s| s.words)).collect::<Vec<_>>().join(", ")
}

/// The card's colour (NX-3.1): the typed symbol of its cost, or of its output for an
/// anomaly or a converted card; Void when it has none.
pub fn alignment(cost: &str, output: Option<&str>) -> &'static str {
    let typed = |s: &str| codes(s).find_map(|c| symbol(c).filter(|s| !s.class.ends_with("void")));
    match typed(cost).or_else(|| output.and_then(typed)) {
        Some(s) => s.class.trim_start_matches("nx-pip "),
        None => "nx-void",
    }
}

/// A cost or output drawn as gems (their words are in the card's accessible name).
pub fn gems(s: &str) -> Html {
    html! {
        <span class="nx-pips" aria-hidden="true">
            { for codes(s).filter_map(symbol).map(|s| html! { <span class={s.class}>{ s.glyph }</span> }) }
        </span>
    }
}

/// Words with costs in them (a refusal, a menu item) drawn as gems followed by their
/// words: "pay ◆ Tide", "pay ② Void". The words stay visible beside the gem, so what a
/// button shows is what it is called (its accessible name holds every visible word).
pub fn spoken(text: &str) -> Html {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some((s, open, close)) = rest.find('{').and_then(|o| {
        let c = o + rest[o..].find('}')?;
        symbol(&rest[o + 1..c]).map(|s| (s, o, c))
    }) {
        out.push(html! { { rest[..open].to_string() } });
        let void = !s.glyph.is_empty();
        out.push(html! {
            <>
                <span class={classes!("sym", s.class)} aria-hidden={(!void).then_some("true")}>{ s.glyph }</span>
                { if void { "\u{a0}Void" } else { s.words } }
            </>
        });
        rest = &rest[close + 1..];
    }
    out.push(html! { { rest.to_string() } });
    html! { { for out } }
}
