//! Nothing in the page needs its Content-Security-Policy (scripts/csp.py) loosened. The
//! policy allows no 'unsafe-eval' and no 'unsafe-inline', so the page's sources must
//! hold no script made from a string (`js_sys::Function::new_*`, `eval`, `new
//! Function`; a helper goes in a module file beside its Rust, `#[wasm_bindgen(module =
//! ...)]`), no `inline_js`, no `style` attribute (the browser refuses it: a stylesheet
//! rule, a data attribute or an SVG attribute does the same), no inline event handler
//! in markup the page writes, and no inline script in index.html (Trunk's loader is
//! added by the build, which hashes it). The browser side (the policy in force on every
//! page, nothing refused while playing) is the phone check, `tests/phone/check.mjs`.

use std::fs;
use std::path::{Path, PathBuf};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            files(&path, out);
        } else if matches!(path.extension().and_then(|e| e.to_str()), Some("rs" | "js")) {
            out.push(path);
        }
    }
}

/// Whether `line` holds `on<letters>=` followed by a quote (an event handler attribute
/// in markup), as in `<img onerror="...">`, written in a Rust or JS string.
fn inline_handler(line: &str) -> bool {
    let b = line.as_bytes();
    (0..b.len().saturating_sub(3)).any(|i| {
        let starts_word = i == 0 || !b[i - 1].is_ascii_alphanumeric() && b[i - 1] != b'_';
        if !starts_word || &b[i..i + 2] != b"on" {
            return false;
        }
        let mut j = i + 2;
        while j < b.len() && b[j].is_ascii_lowercase() {
            j += 1;
        }
        j > i + 2 && b.get(j) == Some(&b'=') && matches!(b.get(j + 1), Some(b'"' | b'\'' | b'\\'))
    })
}

/// What in one line of page source the policy would refuse.
fn refused(line: &str, js: bool) -> Option<&'static str> {
    let code = line.trim_start();
    if code.starts_with("//") {
        return None;
    }
    let found = [
        ("Function::new", "a function made from a string (eval)"),
        ("js_sys::eval", "eval"),
        ("inline_js", "an inline_js module"),
        ("style=", "a style attribute"),
        ("{style}", "a style attribute"),
    ];
    let js_found = [("eval(", "eval"), ("new Function", "a function made from a string (eval)")];
    for (needle, what) in found.iter().chain(if js { js_found.iter() } else { [].iter() }) {
        // As a word of its own: `retrieval(` is no eval, `data-style=` no style.
        let whole =
            |(i, _): &(usize, &str)| !line[..*i].ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-');
        if line.match_indices(needle).any(|m| whole(&m)) {
            return Some(what);
        }
    }
    inline_handler(line).then_some("an inline event handler")
}

#[test]
fn the_page_sources_need_no_unsafe_eval_or_unsafe_inline() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut sources = Vec::new();
    files(&root.join("src/ui"), &mut sources);
    files(&root.join("static"), &mut sources);
    assert!(sources.len() > 20, "found only {} page sources", sources.len());
    let mut found = Vec::new();
    for path in &sources {
        let text = fs::read_to_string(path).expect("a readable source");
        let js = path.extension().is_some_and(|e| e == "js");
        for (n, line) in text.lines().enumerate() {
            if let Some(what) = refused(line, js) {
                found.push(format!(
                    "{}:{}: {what}: {}",
                    path.strip_prefix(root).unwrap_or(path).display(),
                    n + 1,
                    line.trim()
                ));
            }
        }
    }
    assert!(found.is_empty(), "the page's Content-Security-Policy would refuse:\n{}", found.join("\n"));
}

#[test]
fn index_html_has_no_inline_script_handler_or_style() {
    let html = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("index.html")).expect("index.html");
    for (i, _) in html.match_indices("<script") {
        let tag = &html[i..i + html[i..].find('>').expect("a closed tag")];
        assert!(tag.contains(" src="), "index.html has an inline script: {tag}> (move it to a file in static/)");
    }
    for line in html.lines() {
        assert!(!inline_handler(line) && !line.contains("style="), "index.html: {}", line.trim());
    }
}

#[test]
fn the_checks_find_what_they_look_for() {
    assert_eq!(refused(r#"const s = "<img src=x onerror=\"go()\">";"#, false), Some("an inline event handler"));
    assert_eq!(refused("<span style={css}>", false), Some("a style attribute"));
    assert_eq!(
        refused("let f = js_sys::Function::new_no_args(\"x\");", false),
        Some("a function made from a string (eval)")
    );
    assert_eq!(refused("return eval(code);", true), Some("eval"));
    assert_eq!(refused("<button onclick={move |_| go()}>", false), None);
    assert_eq!(refused("// a style= in a comment", false), None);
    assert_eq!(refused("let retrieval(x) = 1;", true), None);
}
