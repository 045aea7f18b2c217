//! axe-core (from npm, `scripts/install-tools.sh`) run in headless Chrome, for the
//! accessibility tests: `#[path = "web_support/axe.rs"] mod axe;`.

use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;
use web_sys::Element;

/// axe-core's own build, installed by `npm install`.
const AXE: &str = include_str!("../../node_modules/axe-core/axe.min.js");

/// Runs axe over `root` and returns the serious and critical violations, in words.
pub async fn serious_violations(root: &Element) -> Vec<String> {
    if js_sys::Reflect::get(&web_sys::window().unwrap(), &"axe".into()).unwrap().is_undefined() {
        js_sys::eval(AXE).unwrap();
    }
    let run = js_sys::Function::new_with_args(
        "root",
        "return axe.run(root, { resultTypes: ['violations'] }).then(r => r.violations
            .filter(v => v.impact === 'serious' || v.impact === 'critical')
            .map(v => v.impact + ' ' + v.id + ': ' + v.help + ' @ ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(' | ')));",
    );
    let promise: js_sys::Promise = run.call1(&JsValue::NULL, root).unwrap().into();
    let out = JsFuture::from(promise).await.unwrap();
    js_sys::Array::from(&out).iter().filter_map(|v| v.as_string()).collect()
}

/// Fails naming the page and every serious or critical violation axe finds on it.
#[allow(dead_code)] // not every accessibility test names pages
pub async fn check(page: &str, root: &Element) {
    let found = serious_violations(root).await;
    assert!(found.is_empty(), "{page}: {found:#?}");
}

/// Runs one axe rule over `root`, even one axe marks experimental (at 4.11.0,
/// `label-content-name-mismatch` is; later releases run it by default), and returns the
/// failing nodes as their selector and HTML.
#[allow(dead_code)] // not every accessibility test runs a single rule
pub async fn rule_violations(root: &Element, rule: &str) -> Vec<String> {
    if js_sys::Reflect::get(&web_sys::window().unwrap(), &"axe".into()).unwrap().is_undefined() {
        js_sys::eval(AXE).unwrap();
    }
    let run = js_sys::Function::new_with_args(
        "root, rule",
        "return axe.run(root, { runOnly: { type: 'rule', values: [rule] }, resultTypes: ['violations'] })
            .then(r => r.violations.flatMap(v => v.nodes.map(n => n.target.join(' ') + ' ' + n.html.slice(0, 160))));",
    );
    let promise: js_sys::Promise = run.call2(&JsValue::NULL, root, &rule.into()).unwrap().into();
    let out = JsFuture::from(promise).await.unwrap();
    js_sys::Array::from(&out).iter().filter_map(|v| v.as_string()).collect()
}

/// Runs axe over the whole document of `win` (a sized window, tests/web_sized), with
/// the rule that a control's name holds its visible words switched on (experimental at
/// 4.11.0, on by default from 4.14; named here so an older copy checks it too), and returns the serious and
/// critical violations in words.
#[allow(dead_code)] // only the registry suite checks sized windows
pub async fn whole_window(win: &web_sys::Window) -> Vec<String> {
    let run = js_sys::Function::new_with_args(
        "w, src",
        "if (!w.axe) w.eval(src);
         return w.axe.run(w.document, { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
           .then(r => r.violations
             .filter(v => v.impact === 'serious' || v.impact === 'critical')
             .map(v => v.impact + ' ' + v.id + ' (' + v.nodes.length + '): ' + v.help + ' @ '
               + v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' ' + n.html.slice(0, 120)).join(' | ')));",
    );
    let promise: js_sys::Promise = run.call2(&JsValue::NULL, win, &AXE.into()).unwrap().into();
    let out = JsFuture::from(promise).await.unwrap();
    js_sys::Array::from(&out).iter().filter_map(|v| v.as_string()).collect()
}
