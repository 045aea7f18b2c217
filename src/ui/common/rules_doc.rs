//! A small reader for the markdown of a game's rules reference (`static/rules/<id>.md`,
//! written for players, in the repository) and of its short guide: headings,
//! paragraphs, nested lists, tables and code blocks, with bold, italic and code spans.
//! Everything read is kept as text (the page draws it as text, never as HTML).
//!
//! Every rule id the text states (`NX-6.3.1` opening a heading, a list item or a
//! paragraph, bold or not) becomes an anchor; so does the number of an item in an
//! ordered list under a rule (item 4 under `NX-12` is `NX-12.4`), the way the briefs
//! number their steps and the refusals cite them.

/// A block of the text.
#[derive(Clone, Debug, PartialEq)]
pub enum Block {
    /// Level 1 to 6, as written.
    Heading {
        level: u8,
        text: String,
        ids: Vec<String>,
    },
    Para {
        text: String,
        ids: Vec<String>,
    },
    List {
        ordered: bool,
        items: Vec<Item>,
    },
    /// Rows of cells; the first row is the header.
    Table(Vec<Vec<String>>),
    Code(String),
}

/// One list item: its text, its anchors and what is nested in it.
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    /// The number written before it, in an ordered list.
    pub number: Option<u32>,
    pub text: String,
    pub ids: Vec<String>,
    pub children: Vec<Block>,
}

/// A piece of inline text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Span<'a> {
    Plain(&'a str),
    Strong(&'a str),
    Em(&'a str),
    Code(&'a str),
}

/// A parsed document.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Doc {
    pub blocks: Vec<Block>,
}

struct OpenList {
    indent: usize,
    ordered: bool,
    items: Vec<Item>,
}

#[derive(Default)]
struct Reader<'p> {
    prefix: &'p str,
    out: Vec<Block>,
    para: Option<String>,
    table: Vec<Vec<String>>,
    lists: Vec<OpenList>,
    code: Option<String>,
    blank_before: bool,
}

impl Reader<'_> {
    fn flush_para(&mut self) {
        if let Some(text) = self.para.take() {
            let ids = ids_at_start(&text, self.prefix);
            self.out.push(Block::Para { text, ids });
        }
    }

    fn flush_table(&mut self) {
        if !self.table.is_empty() {
            self.out.push(Block::Table(std::mem::take(&mut self.table)));
        }
    }

    /// Closes the innermost open list, into its parent item or the document.
    fn close_list(&mut self) {
        let Some(l) = self.lists.pop() else { return };
        let block = Block::List { ordered: l.ordered, items: l.items };
        match self.lists.last_mut().and_then(|p| p.items.last_mut()) {
            Some(parent) => parent.children.push(block),
            None => self.out.push(block),
        }
    }

    fn flush_all(&mut self) {
        self.flush_para();
        self.flush_table();
        while !self.lists.is_empty() {
            self.close_list();
        }
    }

    fn line(&mut self, line: &str) {
        let trimmed = line.trim();
        if let Some(mut code) = self.code.take() {
            if trimmed.starts_with("```") {
                self.out.push(Block::Code(code));
            } else {
                code.push_str(line);
                code.push('\n');
                self.code = Some(code);
            }
            return;
        }
        let blank_before = std::mem::replace(&mut self.blank_before, trimmed.is_empty());
        if trimmed.is_empty() {
            self.flush_para();
            self.flush_table();
            return;
        }
        if trimmed.starts_with("<!--") {
            return;
        }
        if trimmed.starts_with("```") {
            self.flush_all();
            self.code = Some(String::new());
            return;
        }
        let indent = line.len() - line.trim_start().len();
        if let Some((level, text)) = heading(line) {
            self.flush_all();
            let ids = ids_at_start(text, self.prefix);
            self.out.push(Block::Heading { level, text: text.to_string(), ids });
            return;
        }
        if trimmed.len() >= 3 && trimmed.chars().all(|c| c == '-') {
            self.flush_all();
            return;
        }
        if let Some((number, text)) = list_marker(trimmed) {
            self.flush_para();
            self.flush_table();
            self.item(indent, number, text);
            return;
        }
        if trimmed.starts_with('|') && (self.lists.is_empty() || indent == 0) {
            self.flush_para();
            while !self.lists.is_empty() {
                self.close_list();
            }
            if !trimmed.chars().all(|c| matches!(c, '|' | '-' | ':' | ' ')) {
                let cells = trimmed.trim_matches('|').split('|').map(|c| c.trim().to_string()).collect();
                self.table.push(cells);
            }
            return;
        }
        self.flush_table();
        if !self.lists.is_empty() && (indent > 0 || !blank_before) {
            // A continuation line of the innermost item it is indented under.
            while self.lists.len() > 1 && self.lists.last().is_some_and(|l| l.indent >= indent) {
                self.close_list();
            }
            if let Some(item) = self.lists.last_mut().and_then(|l| l.items.last_mut()) {
                item.text.push(' ');
                item.text.push_str(trimmed);
            }
            return;
        }
        while !self.lists.is_empty() {
            self.close_list();
        }
        match self.para.as_mut() {
            Some(p) => {
                p.push(' ');
                p.push_str(trimmed);
            }
            None => self.para = Some(trimmed.to_string()),
        }
    }

    fn item(&mut self, indent: usize, number: Option<u32>, text: &str) {
        while self.lists.last().is_some_and(|l| l.indent > indent + 1) {
            self.close_list();
        }
        let ordered = number.is_some();
        let sibling = self.lists.last().is_some_and(|l| indent <= l.indent + 1);
        if sibling && self.lists.last().is_some_and(|l| l.ordered != ordered) {
            self.close_list();
        }
        if self.lists.last().is_none_or(|l| indent > l.indent + 1) {
            self.lists.push(OpenList { indent, ordered, items: Vec::new() });
        }
        let ids = ids_at_start(text, self.prefix);
        if let Some(l) = self.lists.last_mut() {
            l.items.push(Item { number, text: text.to_string(), ids, children: Vec::new() });
        }
    }
}

fn heading(line: &str) -> Option<(u8, &str)> {
    let hashes = line.bytes().take_while(|&b| b == b'#').count();
    let rest = &line[hashes..];
    ((1..=6).contains(&hashes) && rest.starts_with(' ')).then(|| (hashes as u8, rest.trim()))
}

/// `- text`, `* text` or `12. text`: the number (ordered lists) and the text.
fn list_marker(trimmed: &str) -> Option<(Option<u32>, &str)> {
    if let Some(rest) = trimmed.strip_prefix("- ").or_else(|| trimmed.strip_prefix("* ")) {
        return Some((None, rest.trim()));
    }
    let digits = trimmed.bytes().take_while(u8::is_ascii_digit).count();
    let rest = trimmed[digits..].strip_prefix(". ")?;
    let number = trimmed[..digits].parse().ok()?;
    Some((Some(number), rest.trim()))
}

/// The rule ids a block opens with: `**NX-6.3.1 (guide)**`, `AE-1.6.3 Opened ...`,
/// `LO-4.3 Play a card`; a range `LO-7.2-7.6` gives each id in it.
pub fn ids_at_start(text: &str, prefix: &str) -> Vec<String> {
    if prefix.is_empty() {
        return Vec::new();
    }
    let t = text.trim_start_matches(['*', '_', ' ']);
    let Some(rest) = t.strip_prefix(prefix) else { return Vec::new() };
    let number = rule_number(rest);
    if number.is_empty() {
        return Vec::new();
    }
    let mut ids = vec![format!("{prefix}{number}")];
    // A range such as 7.2-7.6: the same parent, the last part counting up.
    let after = &rest[number.len()..];
    if let Some(end) = after.strip_prefix('-').map(rule_number).filter(|e| !e.is_empty()) {
        if let (Some((head, first)), Some((end_head, last))) = (number.rsplit_once('.'), end.rsplit_once('.')) {
            if let (true, Ok(first), Ok(last)) = (head == end_head, first.parse::<u32>(), last.parse::<u32>()) {
                ids.extend((first + 1..=last.min(first + 50)).map(|n| format!("{prefix}{head}.{n}")));
            }
        }
    }
    ids
}

/// The `6.3.1` at the start of `s` (digits and dots, never ending with a dot).
fn rule_number(s: &str) -> &str {
    let mut end = 0;
    let bytes = s.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'0'..=b'9' => {
                i += 1;
                end = i;
            }
            b'.' if i > 0 && bytes.get(i + 1).is_some_and(u8::is_ascii_digit) => i += 1,
            _ => break,
        }
    }
    &s[..end]
}

/// The inline spans of a line of text: `**strong**`, `*emphasis*`, `` `code` ``; a
/// marker left open is kept as written.
pub fn spans<'t>(text: &'t str) -> Vec<Span<'t>> {
    let mut out = Vec::new();
    let mut plain_from = 0;
    let mut i = 0;
    let b = text.as_bytes();
    while i < b.len() {
        let (open, close, make): (&str, &str, fn(&'t str) -> Span<'t>) = match b[i] {
            b'`' => ("`", "`", Span::Code),
            b'*' if b.get(i + 1) == Some(&b'*') => ("**", "**", Span::Strong),
            b'*' if b.get(i + 1).is_some_and(|c| !c.is_ascii_whitespace()) => ("*", "*", Span::Em),
            _ => {
                i += 1;
                continue;
            }
        };
        let start = i + open.len();
        match text[start..].find(close).filter(|&n| n > 0) {
            Some(n) => {
                if plain_from < i {
                    out.push(Span::Plain(&text[plain_from..i]));
                }
                out.push(make(&text[start..start + n]));
                i = start + n + close.len();
                plain_from = i;
            }
            None => i += open.len(),
        }
    }
    if plain_from < text.len() {
        out.push(Span::Plain(&text[plain_from..]));
    }
    out
}

impl Doc {
    /// Reads markdown; `prefix` (`NX-`) marks the rule ids to anchor, empty for none.
    pub fn parse(text: &str, prefix: &str) -> Doc {
        let mut r = Reader { prefix, ..Reader::default() };
        for line in text.lines() {
            r.line(line);
        }
        if let Some(code) = r.code.take() {
            r.out.push(Block::Code(code));
        }
        r.flush_all();
        let mut doc = Doc { blocks: r.out };
        if !prefix.is_empty() {
            doc.number_steps();
        }
        doc
    }

    /// Gives the items of an ordered list under a rule the ids of their numbers (item 4
    /// under `NX-12` is `NX-12.4`), unless the text states them; and keeps each id once.
    fn number_steps(&mut self) {
        // Plain lists, not hash sets: a few hundred ids, and no hashing code in the wasm.
        let mut seen: Vec<String> = Vec::new();
        let mut stated = Vec::new();
        walk_ref(&self.blocks, &mut |ids| stated.extend(ids.iter().cloned()));
        let mut rule: Option<String> = None;
        for block in &mut self.blocks {
            match block {
                Block::Heading { ids, .. } => rule = ids.first().cloned(),
                Block::Para { ids, .. } if !ids.is_empty() => rule = ids.first().cloned(),
                Block::List { ordered, items } => number_items(items, *ordered, rule.as_deref(), &stated),
                _ => {}
            }
        }
        keep_first(&mut self.blocks, &mut seen);
    }

    /// Every anchor, in reading order.
    pub fn anchors(&self) -> Vec<&str> {
        let mut out = Vec::new();
        walk_ref(&self.blocks, &mut |ids| out.extend(ids.iter().map(String::as_str)));
        out
    }

    /// The anchor a cited rule lands on: the rule itself, else its nearest parent
    /// (`LO-4.3.2` → `LO-4.3` → `LO-4`).
    pub fn resolve<'a>(&'a self, rule: &str) -> Option<&'a str> {
        let anchors = self.anchors();
        let mut id = rule;
        loop {
            if let Some(a) = anchors.iter().find(|a| **a == id) {
                return Some(a);
            }
            id = &id[..id.rfind('.')?];
        }
    }

    /// The smallest heading level written (drawn as the page's third level).
    pub fn top_level(&self) -> u8 {
        self.blocks
            .iter()
            .filter_map(|b| if let Block::Heading { level, .. } = b { Some(*level) } else { None })
            .min()
            .unwrap_or(1)
    }
}

fn number_items(items: &mut [Item], ordered: bool, rule: Option<&str>, stated: &[String]) {
    for item in items.iter_mut() {
        if item.ids.is_empty() && ordered {
            if let (Some(rule), Some(n)) = (rule, item.number) {
                let id = format!("{rule}.{n}");
                if !stated.contains(&id) {
                    item.ids.push(id);
                }
            }
        }
        let inner = item.ids.first().cloned();
        for child in &mut item.children {
            if let Block::List { ordered, items } = child {
                number_items(items, *ordered, inner.as_deref(), stated);
            }
        }
    }
}

fn walk_ref<'a>(blocks: &'a [Block], f: &mut impl FnMut(&'a [String])) {
    for b in blocks {
        match b {
            Block::Heading { ids, .. } | Block::Para { ids, .. } => f(ids),
            Block::List { items, .. } => {
                for item in items {
                    f(&item.ids);
                    walk_ref(&item.children, f);
                }
            }
            Block::Table(_) | Block::Code(_) => {}
        }
    }
}

/// An id stated twice anchors its first place only (an element id is unique).
fn keep_first(blocks: &mut [Block], seen: &mut Vec<String>) {
    let mut first = |id: &String| {
        let new = !seen.contains(id);
        if new {
            seen.push(id.clone());
        }
        new
    };
    keep_first_with(blocks, &mut first);
}

fn keep_first_with(blocks: &mut [Block], first: &mut impl FnMut(&String) -> bool) {
    for b in blocks {
        match b {
            Block::Heading { ids, .. } | Block::Para { ids, .. } => ids.retain(|id| first(id)),
            Block::List { items, .. } => {
                for item in items {
                    item.ids.retain(|id| first(id));
                    keep_first_with(&mut item.children, first);
                }
            }
            Block::Table(_) | Block::Code(_) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_lists_and_ids() {
        let text = "<!-- note -->\n## NX-12 Setup\n\n1. **(guide)** Validate.\n2. Draw six,\n   then keep.\n   - a point\n\n**AE-5.1** Cast.\n- AE-1.6.3 Opened is permanent;\n  never closed.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n";
        let doc = Doc::parse(text, "NX-");
        assert_eq!(doc.anchors(), vec!["NX-12", "NX-12.1", "NX-12.2"]);
        let Block::List { items, .. } = &doc.blocks[1] else { panic!("a list after the heading: {:?}", doc.blocks) };
        assert_eq!(items[1].text, "Draw six, then keep.");
        assert_eq!(items[1].children.len(), 1, "the bullet nests in item 2");
        assert!(matches!(&doc.blocks[4], Block::Table(rows) if rows.len() == 2), "{:?}", doc.blocks);
        let ae = Doc::parse(text, "AE-");
        assert_eq!(ae.anchors(), vec!["AE-5.1", "AE-1.6.3"]);
        assert_eq!(ae.resolve("AE-5.1.2"), Some("AE-5.1"));
        assert_eq!(ae.resolve("AE-7"), None);
    }

    #[test]
    fn ids_ranges_and_spans() {
        assert_eq!(ids_at_start("LO-7.2-7.4 Deck, hand", "LO-"), vec!["LO-7.2", "LO-7.3", "LO-7.4"]);
        assert_eq!(ids_at_start("**NX-6.3.1 Speed 1**: only", "NX-"), vec!["NX-6.3.1"]);
        assert_eq!(ids_at_start("**AE-1.1 Sides.** 1–4", "AE-"), vec!["AE-1.1"]);
        assert!(ids_at_start("NX-x", "NX-").is_empty() && ids_at_start("see NX-1", "NX-").is_empty());
        assert_eq!(
            spans("a **b** *c* `d` 2 * 3 **open"),
            vec![
                Span::Plain("a "),
                Span::Strong("b"),
                Span::Plain(" "),
                Span::Em("c"),
                Span::Plain(" "),
                Span::Code("d"),
                Span::Plain(" 2 * 3 **open")
            ]
        );
    }

    #[test]
    fn an_id_stated_twice_anchors_once() {
        let doc = Doc::parse("## TK-1 A\n\n## TK-1 again\n\n- **TK-1.1** x\n", "TK-");
        assert_eq!(doc.anchors(), vec!["TK-1", "TK-1.1"]);
    }
}
