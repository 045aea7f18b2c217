//! The table's display-only parts (a card's face, a seat's piles, the battle lines, the
//! status line) written as markup text and handed to the page whole
//! (`Html::from_html_unchecked`). Built node by node, each element costs the game
//! build's wasm its own code, and the table must stay inside the per-game size budget;
//! as text, a part is one format string. Only parts with no handler are written this
//! way (buttons and cards stay components), and only our own words and card data go in,
//! escaped all the same.

use std::fmt::Write;

use yew::prelude::*;

use super::art::SPRITE;
use super::gems::symbol;
use crate::ui::common::IconName;

/// Markup being written.
#[derive(Default)]
pub struct Markup(pub String);

impl Markup {
    /// Appends markup as it is (our own fixed markup, or what the other methods made).
    pub fn raw(&mut self, markup: &str) -> &mut Self {
        self.0.push_str(markup);
        self
    }

    /// Appends words, escaped.
    pub fn text(&mut self, text: &str) -> &mut Self {
        for ch in text.chars() {
            match ch {
                '<' => self.0.push_str("&lt;"),
                '>' => self.0.push_str("&gt;"),
                '&' => self.0.push_str("&amp;"),
                '"' => self.0.push_str("&quot;"),
                c => self.0.push(c),
            }
        }
        self
    }

    /// Appends a number.
    pub fn num(&mut self, n: i64) -> &mut Self {
        let _ = write!(self.0, "{n}");
        self
    }

    /// Opens `<span class="...">`.
    pub fn span(&mut self, class: &str) -> &mut Self {
        let _ = write!(self.0, r#"<span class="{class}">"#);
        self
    }

    /// Closes a span.
    pub fn end(&mut self) -> &mut Self {
        self.raw("</span>")
    }

    /// An icon of the sprite, drawn as `ui::common::Icon` draws it (hidden from screen
    /// readers: the words beside it say what it means).
    pub fn icon(&mut self, name: IconName) -> &mut Self {
        let _ = write!(
            self.0,
            r#"<svg class="icon nx-icon" aria-hidden="true" focusable="false"><use href="icons/{SPRITE}.svg#{}"></use></svg>"#,
            name.as_str()
        );
        self
    }

    /// Words with energy symbols (`{2}{E}`: a cost, an output, card text) drawn as gems.
    pub fn gems(&mut self, text: &str) -> &mut Self {
        self.symbols(text, false)
    }

    /// Words with energy symbols as gems; `spoken`: each gem followed by its words, for a
    /// button or a message (a typed gem is then hidden from screen readers, the words say it).
    pub fn symbols(&mut self, text: &str, spoken: bool) -> &mut Self {
        let mut rest = text;
        while let Some(open) = rest.find('{') {
            let Some(close) = rest[open..].find('}').map(|c| open + c) else { break };
            self.text(&rest[..open]);
            match symbol(&rest[open + 1..close]) {
                Some(s) => {
                    let typed = s.glyph.is_empty();
                    self.raw(r#"<span class="sym "#).raw(s.class);
                    self.raw(if spoken && typed { r#"" aria-hidden="true">"# } else { r#"">"# }).raw(s.glyph).end();
                    if spoken {
                        self.raw(if typed { s.words } else { "\u{a0}Void" });
                        // Symbols in a row are a list: "2 Void, Ember", never "2 VoidEmber".
                        let next = &rest[close + 1..];
                        if next.starts_with('{') && next.find('}').is_some_and(|c| symbol(&next[1..c]).is_some()) {
                            self.raw(", ");
                        }
                    }
                }
                None => {
                    self.text(&rest[open..=close]);
                }
            }
            rest = &rest[close + 1..];
        }
        self.text(rest)
    }

    /// The markup, for the page.
    pub fn html(self) -> Html {
        Html::from_html_unchecked(AttrValue::from(self.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 34 point 10: a refusal read "you cannot pay 2 VoidEmber".
    #[test]
    fn symbols_in_a_row_are_read_as_a_list() {
        let mut m = Markup::default();
        m.symbols("you cannot pay {2}{E}{T} for X: your unlocked sources give {1}{E}", true);
        let text: String = m.0.split('<').map(|p| p.split_once('>').map_or(p, |(_, t)| t)).collect();
        assert!(text.contains("2\u{a0}Void, Ember, Tide for X"), "{text}");
        assert!(text.contains("give 1\u{a0}Void, Ember"), "{text}");
    }

    #[test]
    fn words_are_escaped_and_symbols_become_gems() {
        let mut m = Markup::default();
        m.gems("Pay {T} & {2}: <b>");
        assert_eq!(
            m.0,
            r#"Pay <span class="sym nx-pip nx-tide"></span> &amp; <span class="sym nx-pip nx-void">2</span>: &lt;b&gt;"#
        );
        let mut odd = Markup::default();
        odd.gems("an {unknown} code and a lone {");
        assert_eq!(odd.0, "an {unknown} code and a lone {");
    }
}
