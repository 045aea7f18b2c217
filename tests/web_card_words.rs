//! Issue 34 point 4: no card name, type line or task condition is ever cut. For Lorcana,
//! Altered, Aeon's End, Tash-Kalar and Nexus, at 1280x800
//! and at 390x844, the table is drawn mid-game (hand, board, the large card; Aeon's End's
//! breaches; Tash-Kalar's tasks), and every element of each kind that shows a name, a
//! type line or a condition is given, in turn, the words of every card of the game's pool. Each must then show all its words: nothing overflows its own box or
//! a clipping box around it, and no word is broken across two lines.
#![cfg(target_arch = "wasm32")]

mod web_sized;
mod web_support;

use turnkeeper::engine::Game;
use turnkeeper::games::aeons_end::AeonsEnd;
use turnkeeper::games::altered::Altered;
use turnkeeper::games::lorcana::Lorcana;
use turnkeeper::games::nexus::Nexus;
use turnkeeper::games::tash_kalar::TashKalar;
use turnkeeper::ui::SeatKind::Human;
use wasm_bindgen_test::*;
use web_sized::{open, qa, take_device, Sized};
use web_support::{played_config, sleep};

wasm_bindgen_test_configure!(run_in_browser);

/// The two windows of the table standard (docs/table-standard.md).
const SIZES: [(u32, u32); 2] = [(1280, 800), (390, 844)];

/// Elements matching `selector` are given each of `words` in turn: the name (and, for a
/// Lorcana name, its version after a `|`), the type line or the condition, as the
/// table writes it for that card.
struct Slot {
    selector: &'static str,
    words: Vec<String>,
}

/// Puts `words` in `e` in place of its own words (its pictures and hidden words stay),
/// then says what a player would miss: "" when every word shows whole.
const MEASURE: &str = r#"
const said = [];
const w = e.ownerDocument.defaultView;
const clips = [];
const root = e.closest('.card, .nx-card, .al-card, .ae-card, .ae-breach, .tk-card, .tk-task');
for (let a = e.parentElement; root && a; a = a.parentElement) {
  const s = w.getComputedStyle(a);
  if (s.overflowX !== 'visible' || s.overflowY !== 'visible') clips.push(a);
  if (a === root) break;
}
for (const words of list) {
const [text, version] = words.split('|');
const own = [...e.childNodes].filter(n => n.nodeType === 3);
const fresh = e.ownerDocument.createTextNode(text);
if (own.length === 0 && e.children.length === 0) e.textContent = text;
else if (own.length === 0 && e.querySelector('.version') === null && e.children.length > 0 && !e.querySelector('svg')) e.textContent = text;
else { if (own[0]) e.replaceChild(fresh, own[0]); else e.appendChild(fresh); own.slice(1).forEach(n => n.remove()); }
const v = e.querySelector('.version');
if (v) v.lastChild.textContent = version || '';
const cut = [];
if (e.scrollWidth > e.clientWidth + 1) cut.push(`wider than its box (${e.scrollWidth} > ${e.clientWidth})`);
if (e.scrollHeight > e.clientHeight + 1) cut.push(`taller than its box (${e.scrollHeight} > ${e.clientHeight})`);
const r = e.getBoundingClientRect();
for (const a of clips) {
  const b = a.getBoundingClientRect();
  if (r.right > b.right + 1 || r.bottom > b.bottom + 1 || r.left < b.left - 1 || r.top < b.top - 1)
    cut.push(`clipped by .${[...a.classList].join('.')}`);
}
const walk = e.ownerDocument.createTreeWalker(e, 4);
for (let n = walk.nextNode(); n; n = walk.nextNode()) {
  if (n.parentElement.closest('.visually-hidden, .al-sr')) continue;
  for (const m of n.data.matchAll(/[^\s\-]+/g)) {
    const range = e.ownerDocument.createRange();
    range.setStart(n, m.index); range.setEnd(n, m.index + m[0].length);
    const tops = new Set([...range.getClientRects()].filter(q => q.width > 0).map(q => Math.round(q.top)));
    if (tops.size > 1) cut.push(`"${m[0]}" broken across lines`);
  }
}
said.push(cut.length ? `${words}: ${cut.join(', ')}` : '');
}
return said.filter(x => x).join('\n');
"#;

/// The classes of `e` and its ancestors: one element of each place (hand, board, large
/// card) is measured, as every card there has the same box.
const PLACE: &str = r#"
const path = [];
for (let a = e; a; a = a.parentElement) path.push(a.tagName + '.' + [...a.classList].filter(c => !/^(ink-|ae-lit|lo-|selected|exerted|drying|tk-met|nx-lit|al-lit)/.test(c) || /^lo-(hand|play|inkwell|characters|items|locations)/.test(c)).join('.'));
return path.join('<');
"#;

/// Whether a player sees `e` (not hidden words, not behind the pass-the-device screen).
const SHOWN: &str =
    "return e.getClientRects().length > 0 && !e.closest('.visually-hidden, .al-sr') && e.getBoundingClientRect().width > 2 ? 1 : 0;";

/// Every element of each slot, one per place, given every card's words: the cut ones.
fn cuts(s: &Sized, slots: &[Slot]) -> (Vec<(String, String)>, usize) {
    let mut found = Vec::new();
    let mut measured = 0;
    for slot in slots {
        let mut places = std::collections::BTreeSet::new();
        for e in qa(&s.root, slot.selector) {
            if s.num(&e, SHOWN) != 1.0 || !places.insert(s.str(&e, PLACE)) {
                continue;
            }
            let place = s.str(&e, PLACE);
            let place = place.split('<').take(4).collect::<Vec<_>>().join(" < ");
            let before = e.inner_html();
            let list: js_sys::Array = slot.words.iter().map(|w| wasm_bindgen::JsValue::from(w.as_str())).collect();
            let f = js_sys::Function::new_with_args("e, list", MEASURE);
            let said = f.call2(&wasm_bindgen::JsValue::NULL, &e, &list).unwrap().as_string().unwrap_or_default();
            measured += slot.words.len();
            found.extend(said.lines().map(|l| (format!("{} in {place}", slot.selector), l.to_string())));
            e.set_inner_html(&before);
        }
    }
    (found, measured)
}

/// Shows the first card of `selector` large (a long press, as on a phone).
fn show_large(s: &Sized, selector: &str) {
    if let Some(e) = qa(&s.root, selector).into_iter().next() {
        web_support::js(&e, "e.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));");
    }
}

/// Draws game `G` at turn `turn` in both windows and measures `slots`, with the large
/// copy of the first card of `large` shown; `required` selectors must have been found.
async fn check<G: Game>(turn: u32, hash: &str, large: &str, slots: &[Slot], required: &[&str]) {
    let config = played_config::<G>(7, turn, vec![Human, Human]);
    let mut all: Vec<(String, String)> = Vec::new();
    for (w, h) in SIZES {
        let s = open(w, h, hash, &config).await;
        take_device(&s).await;
        sleep(200).await;
        show_large(&s, large);
        sleep(200).await;
        for r in required {
            assert!(!qa(&s.root, r).is_empty(), "{} at {w}x{h} shows {r}", G::ID);
        }
        let (found, measured) = cuts(&s, slots);
        assert!(measured > 0, "{} at {w}x{h}: some names were measured", G::ID);
        all.extend(found.into_iter().map(|(at, f)| (format!("{w}x{h} {at}"), f)));
        s.close();
    }
    // Each place once, with how many cards it cuts and the first: a message of thousands
    // of lines stalls the test runner.
    let mut places: std::collections::BTreeMap<&str, (usize, &str)> = Default::default();
    for (at, f) in &all {
        places.entry(at).or_insert((0, f)).0 += 1;
    }
    let lines: Vec<String> = places.iter().map(|(at, (n, f))| format!("{at}: {n} cut, as {f}")).collect();
    assert!(all.is_empty(), "{}: {} words cut:\n{}", G::ID, all.len(), lines.join("\n"));
}

fn dedup(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v.dedup();
    v
}

#[wasm_bindgen_test]
async fn lorcana_names_and_type_lines_are_never_cut() {
    use turnkeeper::games::lorcana::cards::pool;
    let p = pool().expect("the Lorcana pool");
    let names =
        dedup(p.cards.iter().map(|c| format!("{}|{}", c.name, c.version.clone().unwrap_or_default())).collect());
    let types = dedup(
        p.cards
            .iter()
            .map(|c| {
                let kind = if c.song { "Song".to_string() } else { format!("{:?}", c.kind) };
                if c.classes.is_empty() {
                    kind
                } else {
                    format!("{kind} · {}", c.classes.join(", "))
                }
            })
            .collect(),
    );
    let slots = [Slot { selector: ".card .name", words: names }, Slot { selector: ".card .type-line", words: types }];
    check::<Lorcana>(6, "#/lorcana/play", ".lo-hand .card", &slots, &[".lo-hand .card .name"]).await;
}

#[wasm_bindgen_test]
async fn altered_names_and_type_lines_are_never_cut() {
    use turnkeeper::games::altered::cards::pool;
    let p = pool();
    let names = dedup(p.defs.iter().map(|c| c.name.to_string()).collect());
    let types = dedup(
        p.defs
            .iter()
            .map(|c| {
                let kind = turnkeeper::ui::altered::kind_words(c.kind);
                format!("{kind} · {}", c.subtype)
            })
            .collect(),
    );
    let slots = [Slot { selector: ".al-name", words: names }, Slot { selector: ".al-type", words: types }];
    check::<Altered>(4, "#/altered/play", ".al-hand .al-card", &slots, &[".al-name", ".al-type"]).await;
}

#[wasm_bindgen_test]
async fn aeons_end_names_and_prepped_spells_are_never_cut() {
    use turnkeeper::games::aeons_end::content::pool::pool;
    use turnkeeper::games::aeons_end::CardType;
    let p = pool().expect("the Aeon's End pool");
    let names = dedup(p.cards.iter().map(|c| c.name.clone()).collect());
    let spells = dedup(p.cards.iter().filter(|c| c.kind == CardType::Spell).map(|c| c.name.clone()).collect());
    let slots = [
        Slot { selector: ".ae-card-name", words: names },
        Slot { selector: ".ae-card-type", words: vec!["Gem".into(), "Relic".into(), "Spell".into()] },
        Slot { selector: ".ae-prepped:not(.ae-empty)", words: spells },
    ];
    check::<AeonsEnd>(
        6,
        "#/aeons-end/play",
        ".ae-hand .ae-card",
        &slots,
        &[".ae-card-name", ".ae-prepped:not(.ae-empty)"],
    )
    .await;
}

#[wasm_bindgen_test]
async fn tash_kalar_names_and_task_conditions_are_never_cut() {
    use turnkeeper::games::tash_kalar::cards::TASKS;
    use turnkeeper::games::tash_kalar::cards::{CardId, CARD_COUNT};
    let names = dedup((0..CARD_COUNT).map(|i| CardId(i).name().to_string()).collect());
    let slots = [
        Slot { selector: ".tk-card .tk-name", words: names },
        Slot { selector: ".tk-task .tk-name", words: TASKS.iter().map(|t| t.name.to_string()).collect() },
        Slot { selector: ".tk-task .tk-text", words: TASKS.iter().map(|t| t.text.to_string()).collect() },
    ];
    check::<TashKalar>(
        4,
        "#/tash-kalar/play",
        ".tk-hand-group .tk-card",
        &slots,
        &[".tk-task .tk-text", ".tk-card .tk-name"],
    )
    .await;
}

#[wasm_bindgen_test]
async fn nexus_names_and_type_lines_are_never_cut() {
    use turnkeeper::games::nexus::cards::{pool, CONVERTED_TYPE_LINE};
    let p = pool();
    let names = dedup(p.defs.iter().map(|c| c.name.to_string()).collect());
    // Every type line the pool can print, from the card data (the table's own words).
    let mut types: Vec<String> = p.defs.iter().map(|c| c.type_line().to_string()).collect();
    types.push(CONVERTED_TYPE_LINE.into());
    let slots = [Slot { selector: ".nx-name", words: names }, Slot { selector: ".nx-type", words: dedup(types) }];
    check::<Nexus>(6, "#/nexus/play", ".nx-hand .nx-name", &slots, &[".nx-name", ".nx-type"]).await;
}
