//! What the games' rule tests share: taking an action that must be legal, and one that
//! must be refused with its rule while changing nothing. Every game's test files use
//! these instead of a copy of their own (`mod support;`).

#![allow(dead_code)] // each test file uses the part it needs

use turnkeeper::engine::{Game, RuleError};

/// Applies a legal action; returns the log lines it wrote.
pub fn ok<G: Game>(g: &mut G, a: G::Action) -> Vec<String> {
    let lines = g.apply(&a).unwrap_or_else(|e| panic!("expected {a:?} to be accepted, got {e}"));
    lines.into_iter().map(|e| e.text).collect()
}

/// Applies an action that must be refused: it is not listed, the refusal changes
/// nothing, and the refusal is returned.
pub fn refusal<G: Game>(g: &mut G, a: G::Action) -> RuleError {
    assert!(!g.legal_actions().contains(&a), "a refused {a:?} must not be listed as legal");
    let before = g.clone();
    let e = g.apply(&a).expect_err(&format!("expected {a:?} to be refused"));
    assert_eq!(*g, before, "a refused {a:?} must leave the state unchanged");
    e
}

/// [`refusal`], citing exactly `rule`.
pub fn refused<G: Game>(g: &mut G, a: G::Action, rule: &str) {
    let e = refusal(g, a.clone());
    assert_eq!(e.rule, rule, "expected {a:?} refused citing {rule}, got {} ({})", e.rule, e.message);
}
