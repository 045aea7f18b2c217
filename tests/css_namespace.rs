//! Each game's stylesheet is namespaced (so one game's rules cannot restyle another's table): every class selector in
//! `styles/<module>.css` starts with the game's rule prefix in lower case (`lo-` for
//! Lorcana, `tk-` for Tash-Kalar, `ae-`, `al-`, `nx-` ...), so no two games' classes
//! can collide in the one page that carries every table. Shared classes live in
//! styles/base.css, cards.css and table.css; a game's sheet may refine only the few
//! shared classes listed in `SHARED`, each for a reason given there.

use std::path::Path;

use turnkeeper::engine::prelude::*;

/// Shared classes a game's sheet may name (always together with its own class, to
/// refine a shared component inside its table). Nothing else outside the prefix.
const SHARED: &[(&str, &str)] = &[
    (
        "large",
        "the shared inspector's large copy of a card (src/ui/common/inspect.rs), sized by each game for its cards",
    ),
    ("card-inspect", "the shared inspector's panel (src/ui/common/inspect.rs), as the context of a game's large card"),
];

/// The class names used in the selectors of a stylesheet (declarations, comments,
/// strings and at-rule preludes skipped), with the line each is on.
fn selector_classes(css: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let bytes = css.as_bytes();
    let (mut i, mut line, mut start, mut start_line) = (0, 1, 0, 1);
    let mut in_block_of_declarations = Vec::<bool>::new();
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                let end = css[i + 2..].find("*/").map(|e| i + 2 + e + 2).unwrap_or(bytes.len());
                line += css[i..end].matches('\n').count();
                // A comment between rules is not part of the next selector.
                if css[start..i].trim().is_empty() {
                    start = end;
                    start_line = line;
                }
                i = end;
                continue;
            }
            b'\n' => line += 1,
            b'{' => {
                let prelude = &css[start..i];
                let at_rule = prelude.trim_start().starts_with('@');
                let inside_declarations = in_block_of_declarations.last().copied().unwrap_or(false);
                if !at_rule && !inside_declarations {
                    out.extend(classes_in(prelude, start_line));
                }
                // An at-rule's block holds rules; a rule's block holds declarations.
                in_block_of_declarations.push(!at_rule || prelude.contains("keyframes"));
                start = i + 1;
                start_line = line;
            }
            b'}' => {
                in_block_of_declarations.pop();
                start = i + 1;
                start_line = line;
            }
            b';' if in_block_of_declarations.last().copied().unwrap_or(false) => {
                start = i + 1;
                start_line = line;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// `.name` tokens in one selector list, skipping attribute values and strings.
fn classes_in(selector: &str, first_line: usize) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let chars: Vec<char> = selector.chars().collect();
    let (mut i, mut line, mut bracket) = (0, first_line, 0);
    while i < chars.len() {
        match chars[i] {
            '\n' => line += 1,
            '[' => bracket += 1,
            ']' => bracket -= 1,
            '.' if bracket == 0 => {
                let name: String = chars[i + 1..]
                    .iter()
                    .take_while(|c| c.is_ascii_alphanumeric() || **c == '-' || **c == '_')
                    .collect();
                if name.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '-' || c == '_') {
                    i += name.len();
                    out.push((line, name));
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}

fn offenders<G: Game>(module: &str) -> Vec<String> {
    let path = format!("styles/{module}.css");
    let css = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(&path))
        .unwrap_or_else(|e| panic!("{path}: {e}"));
    let prefix = G::RULE_PREFIX.to_lowercase();
    selector_classes(&css)
        .into_iter()
        .filter(|(_, c)| !c.starts_with(&prefix) && !SHARED.iter().any(|(s, _)| s == c))
        .map(|(line, c)| format!("{path}:{line}: .{c} does not start with \"{prefix}\""))
        .collect()
}

#[test]
fn every_game_stylesheet_uses_only_its_own_prefix() {
    let mut bad = Vec::new();
    let mut checked = 0;
    macro_rules! each {
        ($module:ident, $ty:ident, $table:literal) => {
            bad.extend(offenders::<turnkeeper::games::$module::$ty>(stringify!($module)));
            checked += 1;
        };
    }
    turnkeeper::for_each_game!(each);
    assert!(checked >= 2, "the registry lists the games");
    assert!(bad.is_empty(), "classes outside the game's namespace:\n{}", bad.join("\n"));
}

#[test]
fn the_parser_finds_selector_classes_and_skips_the_rest() {
    let css = "/* .not-me */\n.lo-a, .lo-b:not(.x) > .y { color: red; background: url(a.png); }\n\
               @container (max-width: 600px) { .z .lo-c { width: 1.5em; } }\n\
               @keyframes lo-in { from { opacity: 0.5; } to { opacity: 1; } }\n\
               [data-x=\".q\"] .w { }";
    let names: Vec<String> = selector_classes(css).into_iter().map(|(_, c)| c).collect();
    assert_eq!(names, ["lo-a", "lo-b", "x", "y", "z", "lo-c", "w"]);
    let lines: Vec<usize> = selector_classes(css).into_iter().map(|(l, _)| l).collect();
    assert_eq!(lines, [2, 2, 2, 2, 3, 3, 5]);
}
