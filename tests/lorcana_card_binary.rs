//! The browser build's card pool (`cards/lorcana/pool.bin`, src/games/lorcana/cards/bin.rs)
//! is exactly what the JSON files read and check to: this test fails when the committed
//! bytes differ from what the reader makes of the JSON now. After changing a card or a
//! deck, rewrite them with
//! `TURNKEEPER_RECORD=1 cargo test --no-default-features --test lorcana_card_binary`.
//! Corrupt bytes are refused with a message, never a panic.

use turnkeeper::games::lorcana::cards::{self, bin};

const SET: &str = include_str!("../cards/lorcana/inkwake.json");
const DECKS: &str = include_str!("../cards/lorcana/decks.json");
const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/cards/lorcana/pool.bin");

fn from_json() -> cards::Pool {
    cards::parse_pool(SET, "inkwake.json", DECKS, "decks.json").unwrap_or_else(|e| panic!("the JSON files load: {e}"))
}

#[test]
fn the_committed_binary_is_what_the_json_reads_to() {
    let bytes = bin::encode_pool(&from_json());
    if std::env::var("TURNKEEPER_RECORD").is_ok_and(|v| v == "1") {
        std::fs::write(PATH, &bytes).expect("cards/lorcana/pool.bin is writable");
    }
    let committed = std::fs::read(PATH).expect("cards/lorcana/pool.bin exists");
    assert!(
        committed == bytes,
        "cards/lorcana/pool.bin differs from the JSON files ({} bytes committed, {} now): rewrite it with \
         TURNKEEPER_RECORD=1 cargo test --no-default-features --test lorcana_card_binary",
        committed.len(),
        bytes.len()
    );
}

#[test]
fn decoding_gives_back_the_same_pool() {
    let pool = from_json();
    let decoded = bin::decode_pool(&bin::encode_pool(&pool)).unwrap_or_else(|e| panic!("the pool decodes: {e}"));
    assert_eq!(decoded, pool, "every card and deck comes back the same");
}

#[test]
fn corrupt_bytes_are_refused_never_a_panic() {
    let bytes = bin::encode_pool(&from_json());
    for cut in (0..bytes.len()).step_by(7) {
        assert!(bin::decode_pool(&bytes[..cut]).is_err(), "the pool cut to {cut} bytes is refused");
    }
    let mut longer = bytes.clone();
    longer.push(0);
    let e = bin::decode_pool(&longer).expect_err("a byte after the pool");
    assert!(e.contains("after the pool"), "the message says what is wrong: {e}");
    // Every third byte changed in turn (to 0xff and to 0x80: past every tag, and a length
    // that goes on) gives a pool or a refusal, never a panic.
    for at in (0..bytes.len()).step_by(3) {
        for b in [0xff, 0x80] {
            let mut bad = bytes.clone();
            bad[at] = b;
            let _ = bin::decode_pool(&bad);
        }
    }
    let mut nested = from_json();
    let may = |e| cards::Effect::May(Box::new(e));
    nested.cards[0].effects.push(may(may(cards::Effect::Draw(1))));
    let e = bin::decode_pool(&bin::encode_pool(&nested)).expect_err("\"may\" inside \"may\"");
    assert!(e.contains("inside"), "a \"may\" inside a \"may\" is refused before it is read: {e}");
    let e = bin::decode_pool(b"{\"cards\": []}").expect_err("not a pool file");
    assert!(e.contains("does not start"), "the message says what is wrong: {e}");
}
