//! The page's packed Nexus pool (`cards/nexus/pool.bin`) is the set files read and
//! checked: the browser decodes it instead of reading the JSON. After changing a set
//! file: `TURNKEEPER_RECORD=1 cargo test --no-default-features --test nexus_card_binary`.

use turnkeeper::games::nexus::cards::{built_in_sets, packed, read_sets, Pool};

fn read() -> Pool {
    read_sets(built_in_sets()).unwrap_or_else(|e| panic!("the built-in set files: {e}"))
}

#[test]
fn the_committed_pool_bin_is_the_set_files_read_and_checked() {
    let now = packed::pack(&read());
    let path = format!("{}/{}", env!("CARGO_MANIFEST_DIR"), packed::FILE);
    if std::env::var_os("TURNKEEPER_RECORD").is_some() {
        std::fs::write(&path, &now).unwrap_or_else(|e| panic!("write {path}: {e}"));
    }
    let committed = std::fs::read(&path).unwrap_or_else(|e| panic!("read {path}: {e}"));
    assert!(
        committed == now,
        "{path} differs from the set files as read now: record it with \
         TURNKEEPER_RECORD=1 cargo test --no-default-features --test nexus_card_binary"
    );
}

#[test]
fn unpacking_gives_back_every_design_deck_and_biome() {
    let read = read();
    let back = packed::unpack(&packed::pack(&read)).unwrap_or_else(|e| panic!("the pool packed: {e}"));
    assert_eq!(back.defs, read.defs, "every design, with its skills and words");
    assert_eq!(back.premades, read.premades, "the premade decks");
    assert_eq!(back.biomes, read.biomes, "the three biomes with their influences");
    for d in &read.defs {
        assert_eq!(back.id(d.code), read.id(d.code), "design {} by its code", d.code);
    }
}

#[test]
fn a_corrupt_packed_pool_is_refused_not_a_panic() {
    let good = packed::pack(&read());
    let mut longer = good.clone();
    longer.push(0);
    let mut huge = good.clone();
    huge[4] = 0xff;
    let mut bad_text = good.clone();
    // The first design's code: after the name (4 bytes), the count (1) and its length (1).
    bad_text[6] = 0xff;
    let mut twice = read();
    twice.defs.push(twice.defs[0]);
    let mut bad_deck = read();
    bad_deck.premades[0].cards[0] = 250;
    let cases: [(&str, Vec<u8>); 9] = [
        ("empty", vec![]),
        ("of another game", b"LRC1".to_vec()),
        ("cut short by one byte", good[..good.len() - 1].to_vec()),
        ("cut in half", good[..good.len() / 2].to_vec()),
        ("with a byte too many", longer),
        ("counting more designs than it holds", huge),
        ("with a code that is not UTF-8", bad_text),
        ("with a code twice", packed::pack(&twice)),
        ("with a deck's card past the pool", packed::pack(&bad_deck)),
    ];
    for (what, bytes) in cases {
        let err = packed::unpack(&bytes).err().unwrap_or_else(|| panic!("a packed pool {what} is refused"));
        assert_eq!(err.file, packed::FILE, "the refusal of a packed pool {what} names the file");
    }
}
