//! The in-app "How to play" page of a game: its short guide (how to play it here, in
//! the game's `GameUi::GUIDE`) and the whole rules reference with the ids refusals
//! cite: the game's numbered rules written for players (`static/rules/<id>.md`, served as
//! `rules/<id>.md`) and fetched when the page opens, so no game's wasm carries
//! it; the service worker keeps it for offline play. A refusal's rule id links to
//! `#/<game>/rules/<id>`, which lands on that rule (or the nearest rule above it).

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::rules_doc::{spans, Block, Doc, Item, Span};
use crate::ui::route::Route;
use crate::ui::site;

/// The link to a cited rule on the game's How to play page (in the lobby's build,
/// `crate::ui::site`); `None` for an id that is not the game's (`undo`, `protocol`).
pub fn rule_href(game: &str, prefix: &str, rule: &str) -> Option<String> {
    rule.strip_prefix(prefix)
        .filter(|r| !r.is_empty())
        .map(|_| site::href(&Route::Rules(game.into(), Some(rule.into()))))
}

thread_local! {
    /// The references already read, by game id: fetched once per page load.
    static TEXTS: RefCell<Vec<(String, Rc<str>)>> = const { RefCell::new(Vec::new()) };
}

/// Keeps a game's reference text, so the page shows it without fetching it (the
/// browser tests, which have no site to fetch from, and a second visit of the page).
pub fn preload_reference(game: &str, text: &str) {
    TEXTS.with(|t| {
        let mut t = t.borrow_mut();
        t.retain(|(g, _)| g != game);
        t.push((game.to_string(), Rc::from(text)));
    });
}

fn loaded(game: &str) -> Option<Rc<str>> {
    TEXTS.with(|t| t.borrow().iter().find(|(g, _)| g == game).map(|(_, s)| s.clone()))
}

/// Fetches `url` as text; `done` gets `None` when it cannot be had (offline on a first
/// visit, a missing file).
fn fetch_text(url: &str, done: impl FnOnce(Option<String>) + 'static) {
    let Ok(xhr) = web_sys::XmlHttpRequest::new() else { return done(None) };
    if xhr.open("GET", url).is_err() {
        return done(None);
    }
    let x = xhr.clone();
    let on_end = Closure::once_into_js(move || {
        let ok = x.status().is_ok_and(|s| s == 200 || s == 0);
        done(ok.then(|| x.response_text().ok().flatten()).flatten().filter(|t| !t.trim().is_empty()))
    });
    xhr.set_onloadend(Some(on_end.unchecked_ref()));
    let _ = xhr.send();
}

#[derive(Properties, PartialEq)]
pub struct HowToPlayProps {
    pub game: AttrValue,
    pub name: AttrValue,
    /// The short guide, markdown (`GameUi::GUIDE`).
    pub guide: &'static str,
    /// The game's rule-id prefix (`NX-`): which ids get anchors.
    pub prefix: &'static str,
    /// The rule to show first (from a refusal's link).
    #[prop_or_default]
    pub focus: Option<AttrValue>,
}

/// Where the reference is: being fetched, read, or not to be had.
#[derive(Clone, PartialEq)]
enum Reference {
    Loading,
    Ready(Rc<Doc>),
    Missing,
}

#[component]
pub fn HowToPlay(props: &HowToPlayProps) -> Html {
    let prefix = props.prefix;
    let known = |game: &str| match loaded(game) {
        Some(text) => Reference::Ready(Rc::new(Doc::parse(&text, prefix))),
        None => Reference::Loading,
    };
    // The reference with the game it is of: the page stays mounted when a link goes
    // from one game's How to play to another's.
    let state = {
        let game = props.game.clone();
        use_state(move || (game.clone(), known(&game)))
    };
    {
        let state = state.clone();
        use_effect_with(props.game.clone(), move |game| {
            if state.0 != *game {
                state.set((game.clone(), known(game)));
            }
            if loaded(game).is_none() {
                let game = game.clone();
                fetch_text(&format!("rules/{game}.md"), move |text| match text {
                    Some(text) => {
                        preload_reference(&game, &text);
                        state.set((game, Reference::Ready(Rc::new(Doc::parse(&text, prefix)))));
                    }
                    None => state.set((game, Reference::Missing)),
                });
            }
        });
    }
    let reference = if state.0 == props.game { state.1.clone() } else { known(&props.game) };
    let guide = use_memo(props.guide, |guide| Doc::parse(guide, ""));
    // The anchor the cited rule lands on: itself, or the nearest rule above it.
    let target: Option<String> = match (&reference, &props.focus) {
        (Reference::Ready(doc), Some(rule)) => doc.resolve(rule).map(str::to_string),
        _ => None,
    };
    use_effect_with(target.clone(), move |target| {
        if let Some(id) = target {
            let el =
                web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(&format!("rule-{id}")));
            if let Some(el) = el {
                el.scroll_into_view();
            }
        }
    });
    let reference_html = match &reference {
        Reference::Loading => html! { <p class="hint">{ "Loading the rules reference…" }</p> },
        Reference::Missing => html! {
            <p class="hint">{ "The rules reference could not be loaded (the site has not been opened online yet?). The guide above still holds; try again when online." }</p>
        },
        Reference::Ready(doc) => {
            let top = doc.top_level();
            html! { <div class="rules-text">{ blocks(&doc.blocks, top, target.as_deref()) }</div> }
        }
    };
    let cited = match (&props.focus, &target) {
        (Some(rule), Some(t)) if rule.as_str() != t => {
            html! { <p class="hint">{ format!("{rule} is part of {t}, shown lit below.") }</p> }
        }
        _ => html! {},
    };
    html! {
        <div class="how-to-play panel">
            <h1>{ format!("How to play {}", props.name) }</h1>
            <section class="guide" aria-labelledby="guide-title">
                <h2 id="guide-title">{ "Playing here" }</h2>
                { blocks(&guide.blocks, guide.top_level(), None) }
            </section>
            <section class="reference" aria-labelledby="ref-title">
                <h2 id="ref-title">{ "Rules reference" }</h2>
                <p class="hint">{ "The rules as this table plays them. A refused move names the rule it breaks by its id; the id links here." }</p>
                { cited }
                { reference_html }
            </section>
            // The pictures on the cards and boards are a credited dependency (CC BY 3.0
            // asks for the authors, the licence and a link).
            <p class="credits">
                { "Icons: " }<a href="https://game-icons.net" rel="noopener">{ "game-icons.net" }</a>
                { " (Lorc, Delapouite and contributors), " }
                <a href="https://creativecommons.org/licenses/by/3.0/" rel="license noopener">{ "CC BY 3.0" }</a>
            </p>
            <div class="form-actions">
                <a class="button primary" href={site::href(&Route::NewGame(props.game.to_string()))}>{ "New game" }</a>
                <a class="button" href={site::href(&Route::Lobby)}>{ "Lobby" }</a>
            </div>
        </div>
    }
}

/// Inline text: bold, italic and code spans, everything as text.
fn inline(text: &str) -> Html {
    spans(text)
        .into_iter()
        .map(|s| match s {
            Span::Plain(t) => html! { { t } },
            Span::Strong(t) => html! { <strong>{ t }</strong> },
            Span::Em(t) => html! { <em>{ t }</em> },
            Span::Code(t) => html! { <code>{ t }</code> },
        })
        .collect()
}

/// The element id of a block's first anchor, and the extra ids of a range as empty
/// marks, with the lit class when the cited rule is among them.
fn anchor(ids: &[String], target: Option<&str>) -> (Option<String>, Html, Option<&'static str>) {
    let first = ids.first().map(|id| format!("rule-{id}"));
    let extra =
        ids.iter().skip(1).map(|id| html! { <span class="rule-mark" id={format!("rule-{id}")}></span> }).collect();
    let lit = target.is_some_and(|t| ids.iter().any(|id| id == t)).then_some("focused");
    (first, extra, lit)
}

fn blocks(list: &[Block], top: u8, target: Option<&str>) -> Html {
    list.iter().map(|b| block(b, top, target)).collect()
}

fn block(b: &Block, top: u8, target: Option<&str>) -> Html {
    match b {
        Block::Heading { level, text, ids } => {
            // The page's own h1 and h2 come first: the text's headings start at h3.
            let (id, extra, lit) = anchor(ids, target);
            let (class, body) = (classes!("rule-anchor", lit), html! { <>{ extra }{ inline(text) }</> });
            match level.saturating_sub(top) {
                0 => html! { <h3 {id} {class}>{ body }</h3> },
                1 => html! { <h4 {id} {class}>{ body }</h4> },
                2 => html! { <h5 {id} {class}>{ body }</h5> },
                _ => html! { <h6 {id} {class}>{ body }</h6> },
            }
        }
        Block::Para { text, ids } => {
            let (id, extra, lit) = anchor(ids, target);
            html! { <p {id} class={classes!(ids.first().map(|_| "rule-anchor"), lit)}>{ extra }{ inline(text) }</p> }
        }
        Block::List { ordered: true, items } => html! { <ol>{ for items.iter().map(|i| item(i, top, target)) }</ol> },
        Block::List { ordered: false, items } => html! { <ul>{ for items.iter().map(|i| item(i, top, target)) }</ul> },
        Block::Table(rows) => html! {
            // Wider than a phone, it scrolls sideways: focusable, so a keyboard can scroll it
            // (axe scrollable-region-focusable).
            <div class="rules-table" tabindex="0" role="region" aria-label="Table (scrolls sideways)">
                <table>
                    if let Some(head) = rows.first() {
                        <thead><tr>{ for head.iter().map(|c| html! { <th scope="col">{ inline(c) }</th> }) }</tr></thead>
                    }
                    <tbody>
                        { for rows.iter().skip(1).map(|r| html! { <tr>{ for r.iter().map(|c| html! { <td>{ inline(c) }</td> }) }</tr> }) }
                    </tbody>
                </table>
            </div>
        },
        Block::Code(text) => html! { <pre><code>{ text }</code></pre> },
    }
}

fn item(i: &Item, top: u8, target: Option<&str>) -> Html {
    let (id, extra, lit) = anchor(&i.ids, target);
    let value = i.number.map(|n| n.to_string());
    html! {
        <li {id} {value} class={classes!(i.ids.first().map(|_| "rule-anchor"), lit)}>
            { extra }{ inline(&i.text) }{ blocks(&i.children, top, target) }
        </li>
    }
}

#[cfg(test)]
mod tests {
    use super::rule_href;

    #[test]
    fn a_cited_rule_links_to_its_page_and_other_ids_link_nowhere() {
        assert_eq!(rule_href("nexus", "NX-", "NX-5.4").as_deref(), Some("#/nexus/rules/NX-5.4"));
        assert_eq!(rule_href("nexus", "NX-", "undo"), None);
        assert_eq!(rule_href("nexus", "NX-", "NX-"), None);
    }
}

#[cfg(test)]
mod reference_tests {
    use super::super::rules_doc::Doc;
    use crate::ui::GameUi;
    use std::path::Path;

    /// Every rule id written as a string in `dir` (refusals, decisions, prompts): the
    /// ids a page can link to.
    fn cited_ids(dir: &Path, prefix: &str, out: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for e in entries.flatten() {
            let path = e.path();
            if path.is_dir() {
                cited_ids(&path, prefix, out);
                continue;
            }
            let Ok(text) = std::fs::read_to_string(&path) else { continue };
            let quoted = format!("\"{prefix}");
            for (at, _) in text.match_indices(&quoted) {
                let rest = &text[at + quoted.len()..];
                let n = rest.bytes().take_while(|b| b.is_ascii_digit() || *b == b'.').count();
                if n > 0 && rest[n..].starts_with('"') {
                    out.push(format!("{prefix}{}", &rest[..n]));
                }
            }
        }
    }

    fn check<G: GameUi>(module: &str) -> Vec<String> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut problems = Vec::new();
        let guide = Doc::parse(G::GUIDE, "");
        if guide.blocks.len() < 3 {
            problems.push(format!("{}: the guide is empty or a line ({} blocks)", G::ID, guide.blocks.len()));
        }
        let text = std::fs::read_to_string(root.join("static/rules").join(format!("{}.md", G::ID))).unwrap_or_default();
        let doc = Doc::parse(&text, G::RULE_PREFIX);
        let anchors = doc.anchors();
        if anchors.len() < 30 {
            problems.push(format!("{}: static/rules/{}.md has {} rule anchors", G::ID, G::ID, anchors.len()));
        }
        let mut cited = Vec::new();
        cited_ids(&root.join("src/games").join(module), G::RULE_PREFIX, &mut cited);
        cited_ids(&root.join("src/ui").join(module), G::RULE_PREFIX, &mut cited);
        cited.sort();
        cited.dedup();
        if cited.len() < 5 {
            problems.push(format!("{}: only {} cited ids found in src/games/{module}", G::ID, cited.len()));
        }
        for rule in &cited {
            if !anchors.contains(&rule.as_str()) {
                problems.push(format!("{}: {rule} is cited but has no anchor of its own in the reference", G::ID));
            }
        }
        problems
    }

    #[test]
    fn every_game_has_a_guide_and_a_reference_where_every_cited_rule_has_its_anchor() {
        let mut problems = Vec::new();
        let mut games = 0;
        macro_rules! each {
            ($module:ident, $ty:ident, $id:literal) => {
                problems.extend(check::<crate::games::$module::$ty>(stringify!($module)));
                games += 1;
            };
        }
        crate::for_each_game!(each);
        assert!(games >= 5, "every registered game was checked");
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}
