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

/// A fresh app at `hash`, with nothing left in storage from an earlier test.
pub async fn mount(hash: &str) -> (Element, yew::AppHandle<turnkeeper::ui::App>) {
    let w = web_sys::window().unwrap();
    w.local_storage().unwrap().unwrap().clear().unwrap();
    w.location().set_hash(hash).unwrap();
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    let handle = yew::Renderer::<turnkeeper::ui::App>::with_root(root.clone()).render();
    sleep(30).await;
    (root, handle)
}

/// A fresh app at `hash` with `config` as the stored game in progress (as after a
/// reload), so a test can start from any position.
pub async fn mount_with(
    hash: &str,
    config: &turnkeeper::ui::StartConfig,
) -> (Element, yew::AppHandle<turnkeeper::ui::App>) {
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

pub fn find(root: &Element, selector: &str) -> Option<Element> {
    root.query_selector(selector).unwrap()
}

pub fn all(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<Element>().ok()).collect()
}

/// Waits up to 5 s for `selector` to appear.
pub async fn wait_for(root: &Element, selector: &str) -> Element {
    for _ in 0..250 {
        if let Some(e) = find(root, selector) {
            return e;
        }
        sleep(20).await;
    }
    panic!("{selector} did not appear; page: {}", root.inner_html().chars().take(3000).collect::<String>());
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
