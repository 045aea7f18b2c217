//! A window of a chosen size for the table-standard checks (docs/table-standard.md): the app
//! is mounted in an iframe of that size (1280x800, 1280x657, 390x844), so the
//! page's `100dvh`, media and container queries and fixed menus are those of that
//! window, not of the test runner's. The app still reads storage and the route from the
//! runner's window; only what is drawn lives in the iframe.
#![allow(dead_code)]

use wasm_bindgen::JsCast;
use web_sys::{Document, Element, Window};

use super::web_support::{document, sleep};

/// A window (an iframe) of `w` x `h` CSS pixels with the site's stylesheets, and the app
/// mounted in it at `hash` with `config` as the stored game (as after a reload).
pub struct Sized {
    pub frame: Element,
    pub win: Window,
    pub root: Element,
    pub handle: yew::AppHandle<turnkeeper::ui::App>,
}

impl Sized {
    pub fn doc(&self) -> Document {
        self.win.document().unwrap()
    }

    pub fn close(self) {
        self.handle.destroy();
        self.frame.remove();
    }

    /// The element drawn at a point of the window, if any.
    pub fn at(&self, x: f64, y: f64) -> Option<Element> {
        let f = js_sys::Function::new_with_args("d, x, y", "return d.elementFromPoint(x, y);");
        let v = f.call3(&wasm_bindgen::JsValue::NULL, &self.doc(), &x.into(), &y.into()).ok()?;
        (!v.is_null()).then(|| v.unchecked_into::<Element>())
    }

    /// A number the window's JavaScript computes from `w` (the window) and `e`.
    pub fn num(&self, e: &wasm_bindgen::JsValue, body: &str) -> f64 {
        let f = js_sys::Function::new_with_args("w, e", body);
        f.call2(&wasm_bindgen::JsValue::NULL, &self.win, e).unwrap().as_f64().unwrap_or(f64::NAN)
    }

    /// A string the window's JavaScript computes from `w` (the window) and `e`.
    pub fn str(&self, e: &wasm_bindgen::JsValue, body: &str) -> String {
        let f = js_sys::Function::new_with_args("w, e", body);
        f.call2(&wasm_bindgen::JsValue::NULL, &self.win, e).unwrap().as_string().unwrap_or_default()
    }

    /// The window's inner size.
    pub fn size(&self) -> (f64, f64) {
        (self.win.inner_width().unwrap().as_f64().unwrap(), self.win.inner_height().unwrap().as_f64().unwrap())
    }
}

pub async fn open(w: u32, h: u32, hash: &str, config: &turnkeeper::ui::StartConfig) -> Sized {
    // The runner's page gets the styles and the stored game the usual way.
    let (tmp_root, tmp) = super::web_support::mount_with(hash, config).await;
    tmp.destroy();
    tmp_root.remove();
    let main = web_sys::window().unwrap();
    let storage = main.local_storage().unwrap().unwrap();
    let key = format!("turnkeeper/{}/current", config.game);
    storage.set_item(&key, &serde_json::to_string(config).unwrap()).unwrap();
    main.location().set_hash(hash).unwrap();
    // An iframe of that size is a window of that size for the page inside it (its
    // viewport, `dvh`, media queries), and may be larger than the runner's screen. Its
    // document gets the stylesheets, language and title of the site's index.html.
    let frame = document().create_element("iframe").unwrap();
    frame
        .set_attribute(
            "style",
            &format!("position:absolute;left:0;top:0;width:{w}px;height:{h}px;border:0;background:#1d2a24"),
        )
        .unwrap();
    document().body().unwrap().append_child(&frame).unwrap();
    sleep(50).await;
    let win: Window = js_sys::Reflect::get(&frame, &"contentWindow".into()).unwrap().unchecked_into();
    let doc = win.document().unwrap();
    let copy = js_sys::Function::new_with_args(
        "from, to",
        "for (const s of from.querySelectorAll('style')) to.head.appendChild(to.importNode(s, true));\
         to.body.style.margin = '0'; to.documentElement.lang = 'en'; to.title = document.title || 'Turnkeeper';",
    );
    copy.call2(&wasm_bindgen::JsValue::NULL, &document(), &doc).unwrap();
    let root = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&root).unwrap();
    let handle = yew::Renderer::<turnkeeper::ui::App>::with_root(root.clone()).render();
    sleep(200).await;
    Sized { frame, win, root, handle }
}

/// The elements matching `selector` under `root`, in the iframe's realm (where the
/// runner's `instanceof Element` does not hold, so nothing is cast with a check).
pub fn qa(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length())
        .filter_map(|i| list.item(i))
        .map(|n| n.unchecked_into::<Element>())
        .filter(|e| e.closest(".handing-over").ok().flatten().is_none())
        .collect()
}

/// A click on an element of the iframe, then time for the app to redraw.
pub async fn tap(e: &Element) {
    super::web_support::js(e, "e.click();");
    sleep(60).await;
}

/// The first of [`qa`].
pub fn q(root: &Element, selector: &str) -> Option<Element> {
    qa(root, selector).into_iter().next()
}

/// Waits up to 5 s for `selector` in the iframe's app.
pub async fn wait(s: &Sized, selector: &str) -> Element {
    for _ in 0..250 {
        if let Some(e) = q(&s.root, selector) {
            return e;
        }
        sleep(20).await;
    }
    panic!("{selector} did not appear: {}", s.root.inner_html().chars().take(2000).collect::<String>());
}

/// Takes the device if the pass-the-device screen is up.
pub async fn take_device(s: &Sized) {
    for _ in 0..20 {
        if let Some(b) = q(&s.root, ".pass-device button.primary") {
            tap(&b).await;
            sleep(100).await;
            return;
        }
        sleep(20).await;
    }
}

/// Whether `e` is `other` or inside it.
pub fn within(e: &Element, other: &Element) -> bool {
    other.contains(Some(e.unchecked_ref()))
}

/// Every "table standard point 1" check that holds for any table at this size:
/// `hand` and `play` (selectors) in the window without scrolling, and nothing of the
/// app wider than the window. Returns a list of what failed, to name in the assertion.
pub fn in_view(s: &Sized, hand: &str, play: &str) -> Vec<String> {
    use super::web_support::rect;
    let (w, h) = s.size();
    let mut bad = Vec::new();
    for sel in [hand, play] {
        match q(&s.root, sel) {
            None => bad.push(format!("{sel} is not drawn")),
            Some(e) => {
                let r = rect(&e);
                if r.1 < -1.0 || r.3 > h + 1.0 || r.0 < -1.0 || r.2 > w + 1.0 {
                    bad.push(format!("{sel} at {r:?} is not inside the {w}x{h} window"));
                }
            }
        }
    }
    let doc: wasm_bindgen::JsValue = s.doc().into();
    let (sh, ch) = (
        s.num(&doc, "return e.scrollingElement.scrollHeight;"),
        s.num(&doc, "return e.scrollingElement.clientHeight;"),
    );
    if sh > ch + 1.0 {
        bad.push(format!("the page scrolls: {sh} > {ch}"));
    }
    let (sw, cw) =
        (s.num(&doc, "return e.scrollingElement.scrollWidth;"), s.num(&doc, "return e.scrollingElement.clientWidth;"));
    if sw > cw + 1.0 {
        bad.push(format!("the page scrolls sideways: {sw} > {cw}"));
    }
    if let Some(app) = q(&s.root, ".app") {
        if app.scroll_width() > app.client_width() + 1 {
            bad.push(format!("the app overflows sideways: {} > {}", app.scroll_width(), app.client_width()));
        }
    }
    bad
}

/// Whether every menu open on the page lies inside the window and is topmost at the
/// centre of each of its buttons.
pub fn menus_inside_and_on_top(s: &Sized, menus: &str) -> Vec<String> {
    use super::web_support::rect;
    let (w, h) = s.size();
    let mut bad = Vec::new();
    for m in qa(&s.root, menus) {
        let r = rect(&m);
        if r.0 < -1.0 || r.1 < -1.0 || r.2 > w + 1.0 || r.3 > h + 1.0 {
            bad.push(format!("menu {:?} at {r:?} runs out of the {w}x{h} window", m.get_attribute("aria-label")));
        }
        for b in qa(&m, "button") {
            let br = rect(&b);
            let (x, y) = ((br.0 + br.2) / 2.0, (br.1 + br.3) / 2.0);
            if x < 0.0 || y < 0.0 || x > w || y > h {
                bad.push(format!("button {:?} is out of the window", b.text_content()));
                continue;
            }
            match s.at(x, y) {
                Some(top) if within(&top, &b) => {}
                other => bad.push(format!(
                    "button {:?} is covered by {:?}",
                    b.text_content(),
                    other.map(|e| e.outer_html().chars().take(100).collect::<String>())
                )),
            }
        }
    }
    bad
}

/// Whether `e` (or an ancestor up to the app) is turned more than `deg` degrees.
pub fn turned_more_than(s: &Sized, e: &Element, deg: f64) -> Option<f64> {
    let mut at = Some(e.clone());
    let mut total = 0.0;
    while let Some(el) = at {
        let t = s.str(&el.clone().into(), "return w.getComputedStyle(e).transform;");
        if let Some(inner) = t.strip_prefix("matrix(") {
            let v: Vec<f64> = inner.trim_end_matches(')').split(',').filter_map(|x| x.trim().parse().ok()).collect();
            if v.len() >= 2 {
                total += v[1].atan2(v[0]).to_degrees();
            }
        }
        if el.class_name().split_whitespace().any(|c| c == "app") {
            break;
        }
        at = el.parent_element();
    }
    (total.abs() > deg).then_some(total)
}

/// A game played by the random bot from one of `seeds` until `when` holds of it (P1 to
/// decide), as a stored game with these seats.
pub fn config_when<G: turnkeeper::engine::Game>(
    options: G::Options,
    seats: Vec<turnkeeper::ui::SeatKind>,
    seeds: std::ops::Range<u64>,
    when: impl Fn(&G) -> bool,
) -> turnkeeper::ui::StartConfig {
    for seed in seeds {
        let mut m = turnkeeper::engine::Match::<G>::new(options.clone(), seed).unwrap();
        let mut bot = turnkeeper::engine::RandomBot::new(seed);
        for _ in 0..4000 {
            if m.state().outcome().is_some() {
                break;
            }
            if m.state().decision().is_some_and(|d| d.seat == 0) && when(m.state()) {
                return turnkeeper::ui::StartConfig {
                    game: G::ID.to_string(),
                    seats,
                    seed,
                    options: serde_json::to_value(m.options()).unwrap(),
                    resume: Some(m.save().unwrap()),
                    replay: false,
                    online: None,
                };
            }
            let a = bot.choose(m.state()).unwrap();
            m.apply(&a).unwrap();
        }
    }
    panic!("no position found");
}
