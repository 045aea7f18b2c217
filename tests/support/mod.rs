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

/// A game's packed pool (`cards/<game>/pool.bin`, what its page decodes) against the
/// set files read now, `now` packed: equal, or rewritten with `TURNKEEPER_RECORD=1`.
pub fn packed_pool_is_recorded(file: &str, now: &[u8], test: &str) {
    let path = format!("{}/{file}", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("TURNKEEPER_RECORD").is_some() {
        std::fs::write(&path, now).unwrap_or_else(|e| panic!("write {path}: {e}"));
    }
    let committed = std::fs::read(&path).unwrap_or_else(|e| panic!("read {path}: {e}"));
    assert!(
        committed == now,
        "{path} differs from the set files as read now: record it with \
         TURNKEEPER_RECORD=1 cargo test --no-default-features --test {test}"
    );
}

/// Bytes that are not a whole packed pool, made from `good` (a pool packed, whose first
/// design's code is `first_code`), each with what is wrong with it.
pub fn corrupt_packed_pools(good: &[u8], first_code: &str) -> Vec<(&'static str, Vec<u8>)> {
    let mut longer = good.to_vec();
    longer.push(0);
    let mut huge = good.to_vec();
    // The count of designs, just after the file's name (4 bytes), as 2^28 - 1.
    huge[4..8].copy_from_slice(&[0xff, 0xff, 0xff, 0x7f]);
    let mut bad_text = good.to_vec();
    let code = first_code.as_bytes();
    let at = good.windows(code.len()).position(|w| w == code);
    bad_text[at.unwrap_or_else(|| panic!("the first design's code {first_code} is in the bytes"))] = 0xff;
    vec![
        ("empty", vec![]),
        ("of another game", b"XXX1".to_vec()),
        ("cut short by one byte", good[..good.len() - 1].to_vec()),
        ("cut in half", good[..good.len() / 2].to_vec()),
        ("with a byte too many", longer),
        ("counting more designs than it holds", huge),
        ("with a code that is not UTF-8", bad_text),
    ]
}

/// Every one of `cases` is refused by `unpack` naming `file`, never a panic.
pub fn packed_pools_refused<T>(
    cases: Vec<(&str, Vec<u8>)>,
    file: &str,
    unpack: impl Fn(&[u8]) -> Result<T, turnkeeper::engine::card_data::CardDataError>,
) {
    for (what, bytes) in cases {
        let err = unpack(&bytes).err().unwrap_or_else(|| panic!("a packed pool {what} is refused"));
        assert_eq!(err.file, file, "the refusal of a packed pool {what} names the file");
    }
}

/// The tests of a game's packed pool, for `$($cards)::+`, the game's cards module (with
/// `packed`, `read_sets` and `built_in_sets`), in the test file `$test`: the committed
/// bytes are the set files read now, unpacking gives the pool back, and bytes that are
/// not a whole pool are refused naming the file.
#[allow(unused_macros)] // only the card binary tests use it
macro_rules! packed_pool_tests {
    ($($cards:ident)::+, $test:literal) => {
        use $($cards)::+ as cards;

        fn read() -> cards::Pool {
            cards::read_sets(cards::built_in_sets()).unwrap_or_else(|e| panic!("the built-in set files: {e}"))
        }

        #[test]
        fn the_committed_pool_bin_is_the_set_files_read_and_checked() {
            support::packed_pool_is_recorded(cards::packed::FILE, &cards::packed::pack(&read()), $test);
        }

        #[test]
        fn unpacking_gives_back_every_design_and_deck() {
            let read = read();
            let back = cards::packed::unpack(&cards::packed::pack(&read)).unwrap_or_else(|e| panic!("the pool packed: {e}"));
            assert_eq!(back.defs, read.defs, "every design, with its abilities and words");
            assert_eq!(back.premades, read.premades, "the premade decks");
            assert!(cards::packed::pack(&back) == cards::packed::pack(&read), "the pool unpacked packs to the same bytes");
            for d in &read.defs {
                assert_eq!(back.id(d.code), read.id(d.code), "design {} by its code", d.code);
            }
        }

        #[test]
        fn a_corrupt_packed_pool_is_refused_not_a_panic() {
            let good = cards::packed::pack(&read());
            let mut twice = read();
            twice.defs.push(twice.defs[0]);
            let mut bad_deck = read();
            // The largest card number: past every pool.
            bad_deck.premades[0].cards[0] = !0;
            let mut cases = support::corrupt_packed_pools(&good, read().defs[0].code);
            cases.push(("with a code twice", cards::packed::pack(&twice)));
            cases.push(("with a deck's card past the pool", cards::packed::pack(&bad_deck)));
            support::packed_pools_refused(cases, cards::packed::FILE, cards::packed::unpack);
        }
    };
}
