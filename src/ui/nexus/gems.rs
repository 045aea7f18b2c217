//! Energy drawn as gems (NX-5.1-5.2): each typed symbol a cut gem in its type's colour,
//! Void a grey hexagon with its number. Costs, outputs, payments and the symbols in
//! card text all use them, so `{2}{E}` is never shown raw.

use yew::prelude::*;

use super::markup::Markup;

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
pub fn symbol(code: &str) -> Option<&'static Symbol> {
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

/// The card's colour (NX-3.1): the typed symbol of its cost, else of what it produces
/// (an anomaly's output, or its text while it is in a hand); Void when it has none.
pub fn alignment(cost: &str, output: Option<&str>, text: &str) -> &'static str {
    const TYPED: [(&str, &str); 5] =
        [("{E}", "nx-ember"), ("{T}", "nx-tide"), ("{G}", "nx-grove"), ("{S}", "nx-spark"), ("{H}", "nx-shade")];
    for s in [cost, output.unwrap_or(""), text] {
        for (code, class) in TYPED {
            if s.contains(code) {
                return class;
            }
        }
    }
    "nx-void"
}

/// Words with costs in them (a refusal, a menu item) drawn as gems followed by their
/// words: "pay ◆ Tide", "pay ② Void". The words stay visible beside the gem, so what a
/// button shows is what it is called (its accessible name holds every visible word).
pub fn spoken(text: &str) -> Html {
    let mut m = Markup::default();
    m.symbols(text, true);
    m.html()
}
