//! What the browser tests share: mounting the app at a route with empty storage, and
//! finding, waiting for and clicking elements the way a player would.
#![allow(dead_code)]

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Element, HtmlElement, HtmlInputElement};

pub fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

pub async fn sleep(ms: i32) {
    let p = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window().unwrap().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms).unwrap();
    });
    JsFuture::from(p).await.unwrap();
}

/// The site's shared stylesheets (index.html links them), so layout checks see the page
/// as a player does.
const STYLES: [&str; 5] = [
    include_str!("../../styles/base.css"),
    include_str!("../../styles/table.css"),
    include_str!("../../styles/cards.css"),
    // Online play's parts, now in every build (the new-game page's join-by-code box).
    include_str!("../../styles/online.css"),
    // The deck builder's.
    include_str!("../../styles/decks.css"),
];

/// Each game's stylesheet, a file the site links (`styles/<module>.css`,
/// `turnkeeper::ui::add_styles`): the test page serves no files, so the files' text goes
/// in `<style>` elements here, and the tests check layout with the real sheets.
const GAME_STYLES: [(&str, &str); 5] = [
    ("styles/lorcana.css", include_str!("../../styles/lorcana.css")),
    ("styles/tash_kalar.css", include_str!("../../styles/tash_kalar.css")),
    ("styles/nexus.css", include_str!("../../styles/nexus.css")),
    ("styles/aeons_end.css", include_str!("../../styles/aeons_end.css")),
    ("styles/altered.css", include_str!("../../styles/altered.css")),
];

/// Each game's rules reference, as the site serves it.
const RULES: [(&str, &str); 5] = [
    ("aeons-end", include_str!("../../static/rules/aeons-end.md")),
    ("altered", include_str!("../../static/rules/altered.md")),
    ("nexus", include_str!("../../static/rules/nexus.md")),
    ("lorcana", include_str!("../../static/rules/lorcana.md")),
    ("tash-kalar", include_str!("../../static/rules/tash-kalar.md")),
];

/// Puts the stylesheets in the page once, answers confirmation dialogs with yes (a
/// dialog would stop the test page), and lets the last test's app finish unmounting.
async fn prepare() {
    if document().get_element_by_id("turnkeeper-styles").is_none() {
        let style = document().create_element("style").unwrap();
        style.set_id("turnkeeper-styles");
        style.set_text_content(Some(&STYLES.join("\n")));
        document().head().unwrap().append_child(&style).unwrap();
        for (href, text) in GAME_STYLES {
            let style = document().create_element("style").unwrap();
            style.set_attribute("data-sheet", href).unwrap();
            style.set_text_content(Some(text));
            document().head().unwrap().append_child(&style).unwrap();
        }
        // The test page has no site to fetch the rules references from (rules/<id>.md).
        for (game, text) in RULES {
            turnkeeper::ui::common::preload_reference(game, text);
        }
    }
    js_sys::eval("window.confirm = () => true;").unwrap();
    sleep(30).await;
}

/// A fresh app at `hash`, with nothing left in storage from an earlier test.
pub async fn mount(hash: &str) -> (Element, yew::AppHandle<turnkeeper::ui::App>) {
    prepare().await;
    let w = web_sys::window().unwrap();
    let storage = w.local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    // Computer seats play random moves unless a test picks a level (tests/web_computer.rs),
    // so the tests written for the random bot stay quick and exact.
    storage.set_item("turnkeeper/computer-level", "\"random\"").unwrap();
    w.location().set_hash(hash).unwrap();
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    let handle = yew::Renderer::<turnkeeper::ui::App>::with_root(root.clone()).render();
    sleep(30).await;
    (root, handle)
}

/// One component alone (a game's table with the props a test makes), with the site's
/// stylesheets and nothing left in storage from an earlier test.
pub async fn mount_component<C: yew::BaseComponent>(props: C::Properties) -> (Element, yew::AppHandle<C>) {
    prepare().await;
    web_sys::window().unwrap().local_storage().unwrap().unwrap().clear().unwrap();
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    let handle = yew::Renderer::<C>::with_root_and_props(root.clone(), props).render();
    sleep(30).await;
    (root, handle)
}

/// The app opened again at `hash` with the browser's storage as it is: a reload.
pub async fn reload(hash: &str) -> (Element, yew::AppHandle<turnkeeper::ui::App>) {
    prepare().await;
    web_sys::window().unwrap().location().set_hash(hash).unwrap();
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    let handle = yew::Renderer::<turnkeeper::ui::App>::with_root(root.clone()).render();
    sleep(30).await;
    (root, handle)
}

/// Chooses `value` in the select at `selector`, as a person does (its change event).
pub async fn choose(root: &Element, selector: &str, value: &str) {
    let select = wait_for(root, selector).await.dyn_into::<web_sys::HtmlSelectElement>().unwrap();
    select.set_value(value);
    assert_eq!(select.value(), value, "{selector} offers {value}");
    select.dispatch_event(&web_sys::Event::new("change").unwrap()).unwrap();
    sleep(50).await;
}

/// A fresh app at `hash` with `config` as the stored game in progress (as after a
/// reload), so a test can start from any position.
pub async fn mount_with(
    hash: &str,
    config: &turnkeeper::ui::StartConfig,
) -> (Element, yew::AppHandle<turnkeeper::ui::App>) {
    prepare().await;
    let w = web_sys::window().unwrap();
    let storage = w.local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    let key = format!("turnkeeper/{}/current", config.game);
    storage.set_item(&key, &serde_json::to_string(config).unwrap()).unwrap();
    w.location().set_hash(hash).unwrap();
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    let handle = yew::Renderer::<turnkeeper::ui::App>::with_root(root.clone()).render();
    sleep(30).await;
    (root, handle)
}

/// The first element matching `selector` that a player can see: the table kept
/// mounted (hidden) behind the pass-the-device screen does not count.
pub fn find(root: &Element, selector: &str) -> Option<Element> {
    all(root, selector).into_iter().next()
}

/// Every element matching `selector` that a player can see (see [`find`]).
pub fn all(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<Element>().ok())
        .filter(|e| e.closest(".handing-over").ok().flatten().is_none())
        .collect()
}

/// Waits up to 5 s for `selector` to appear.
/// How long a wait for the page may take before a test fails. Generous: a repaint takes
/// a few milliseconds, but on a loaded machine (CI beside other builds) a timer or a
/// repaint can lag by seconds, and a waiting test that passes costs nothing extra.
pub const PATIENCE_MS: f64 = 15_000.0;

pub async fn wait_for(root: &Element, selector: &str) -> Element {
    let start = js_sys::Date::now();
    loop {
        if let Some(e) = find(root, selector) {
            return e;
        }
        if js_sys::Date::now() - start > PATIENCE_MS {
            break;
        }
        sleep(20).await;
    }
    panic!("{selector} did not appear; page: {}", root.inner_html().chars().take(3000).collect::<String>());
}

/// Opens the menu of the element `target` finds (found again at each try, so a repaint
/// that replaced it between the find and the click does not lose the click) and returns
/// its `button`. The click is repeated only while no menu is open.
pub async fn menu_button(root: &Element, target: &str, button: &str) -> Element {
    let start = js_sys::Date::now();
    while js_sys::Date::now() - start < PATIENCE_MS {
        if find(root, ".card-menu").is_none() {
            if let Some(e) = find(root, target) {
                click(&e).await;
            }
        }
        let tried = js_sys::Date::now();
        while js_sys::Date::now() - tried < 1_500.0 {
            if let Some(b) = find(root, button) {
                return b;
            }
            sleep(20).await;
        }
    }
    panic!(
        "{button} never appeared after clicking {target}; page: {}",
        root.inner_html().chars().take(3000).collect::<String>()
    );
}

pub async fn click(e: &Element) {
    e.dyn_ref::<HtmlElement>().expect("an HTML element").click();
    sleep(30).await;
}

pub fn text(root: &Element, selector: &str) -> String {
    find(root, selector).map(|e| e.text_content().unwrap_or_default()).unwrap_or_default()
}

pub fn has_class(e: &Element, class: &str) -> bool {
    e.class_name().split_whitespace().any(|c| c == class)
}

/// Types a seed into the new-game form.
pub async fn set_seed(root: &Element, seed: &str) {
    let input = wait_for(root, "#seed").await.dyn_into::<HtmlInputElement>().unwrap();
    input.set_value(seed);
    input.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
    sleep(30).await;
}

/// Gives the app's box a phone's size (the narrow layout follows the app's width).
pub fn phone_size(root: &Element) {
    root.set_attribute("style", "width:390px;height:844px;overflow:hidden;position:relative").unwrap();
}

/// A match played by the random bot until `turn` (or to its end with `u32::MAX`), as a
/// config with these seats.
pub fn played_config<G: turnkeeper::engine::Game>(
    seed: u64,
    turn: u32,
    seats: Vec<turnkeeper::ui::SeatKind>,
) -> turnkeeper::ui::StartConfig {
    use turnkeeper::engine::{Match, RandomBot};
    let mut m = Match::<G>::new(G::Options::default(), seed).unwrap();
    let mut bot = RandomBot::new(seed);
    while m.state().turn() < turn && m.state().outcome().is_none() {
        let a = bot.choose(m.state()).unwrap();
        m.apply(&a).unwrap();
    }
    turnkeeper::ui::StartConfig {
        game: G::ID.to_string(),
        seats,
        seed,
        options: serde_json::to_value(m.options()).unwrap(),
        resume: Some(m.save().unwrap()),
        replay: false,
        online: None,
    }
}

/// The element that has focus, if any.
pub fn active() -> Option<Element> {
    document().active_element()
}

/// The bounding box of an element: left, top, right, bottom.
pub fn rect(e: &Element) -> (f64, f64, f64, f64) {
    let f = js_sys::Function::new_with_args(
        "e",
        "const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];",
    );
    let v: Vec<f64> = js_sys::Array::from(&f.call1(&wasm_bindgen::JsValue::NULL, e).unwrap())
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect();
    (v[0], v[1], v[2], v[3])
}

/// Runs a bit of JavaScript with `e` as its argument and returns its result.
pub fn js(e: &wasm_bindgen::JsValue, body: &str) -> wasm_bindgen::JsValue {
    js_sys::Function::new_with_args("e", body).call1(&wasm_bindgen::JsValue::NULL, e).unwrap()
}

/// Sends a key press to an element (handlers run; the browser's own default does not).
pub fn key(e: &Element, key: &str, shift: bool) {
    let f = js_sys::Function::new_with_args(
        "e, k, s",
        "e.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey: s, bubbles: true, cancelable: true }));",
    );
    f.call3(&wasm_bindgen::JsValue::NULL, e, &key.into(), &shift.into()).unwrap();
}

/// The bot plays at once (the speed setting's "Instant"), so tests need not wait.
pub fn instant_bot() {
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.set_item("turnkeeper/bot-speed", "0").unwrap();
}

/// The game in progress as storage holds it.
pub fn current_game<G: turnkeeper::ui::GameUi>() -> Option<turnkeeper::ui::StartConfig> {
    let stored = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    let text = stored.get_item(&format!("turnkeeper/{}/current", G::ID)).unwrap()?;
    Some(serde_json::from_str(&text).unwrap())
}
