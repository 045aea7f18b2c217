//! The pool packed: every design already read from the set files, checked and worded,
//! in borsh's compact binary form (`cards/aeons-end/pool.bin`). The browser decodes it
//! instead of reading and checking the set files, whose reader, checks and word
//! writer would cost the page's wasm over its budget (README, "Sizes"); natively the
//! set files are read as before. The test below keeps the file equal to the set files:
//! after changing them, `TURNKEEPER_RECORD=1 cargo test -p turnkeeper-rules packed`.

use super::model::{CardDef, MageDef, MarketDef, NemesisDef};
use super::pool::Pool;
use crate::engine::card_data::CardDataError;

/// The packed pool built into the rules.
pub const PACKED: &[u8] = include_bytes!("../../../../cards/aeons-end/pool.bin");

const FILE: &str = "cards/aeons-end/pool.bin";

/// What the file holds, in this order.
type Parts = (Vec<CardDef>, Vec<MageDef>, Vec<NemesisDef>, Vec<MarketDef>);

/// The pool `bytes` hold; bytes that are not a whole pool are refused, never a panic.
pub fn unpack(bytes: &[u8]) -> Result<Pool, CardDataError> {
    let (cards, mages, nemeses, markets) = borsh::from_slice::<Parts>(bytes)
        .map_err(|e| CardDataError::file(FILE, format!("is not a packed pool ({e}): record it anew")))?;
    Pool::from_parts(FILE, cards, mages, nemeses, markets)
}

/// `pool` packed.
#[cfg(not(target_arch = "wasm32"))]
pub fn pack(pool: &Pool) -> Vec<u8> {
    borsh::to_vec(&(&pool.cards, &pool.mages, &pool.nemeses, &pool.markets))
        .unwrap_or_else(|e| unreachable!("writing to memory does not fail: {e}"))
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::super::pool::SETS;
    use super::*;

    fn read() -> Pool {
        Pool::read(&SETS).unwrap_or_else(|e| panic!("the built-in set files: {e}"))
    }

    #[test]
    fn the_packed_pool_is_the_set_files_read_and_checked() {
        let now = pack(&read());
        if std::env::var_os("TURNKEEPER_RECORD").is_some() {
            let path = format!("{}/../{FILE}", env!("CARGO_MANIFEST_DIR"));
            std::fs::write(&path, &now).unwrap_or_else(|e| panic!("write {path}: {e}"));
            return;
        }
        assert!(
            PACKED == now.as_slice(),
            "{FILE} differs from the set files as read now: record it with \
             TURNKEEPER_RECORD=1 cargo test -p turnkeeper-rules packed"
        );
    }

    #[test]
    fn unpacking_gives_back_every_design_with_its_words_and_ids() {
        let read = read();
        let back = unpack(&pack(&read)).unwrap_or_else(|e| panic!("the pool packed: {e}"));
        assert_eq!(pack(&back), pack(&read), "the pool unpacked packs to the same bytes");
        assert_eq!(back.cards, read.cards, "the player cards");
        assert_eq!(back.mages, read.mages, "the mages");
        assert_eq!(back.nemeses, read.nemeses, "the nemeses");
        assert_eq!(back.markets, read.markets, "the markets");
        for c in &read.cards {
            assert_eq!(back.card(&c.id).map(|x| &x.text), Some(&c.text), "card {} by id, with its words", c.id);
        }
        for m in &read.mages {
            let got = back.mage(&m.id).map(|x| &x.ability_text);
            assert_eq!(got, Some(&m.ability_text), "mage {} by id, with its ability's words", m.id);
        }
        for n in &read.nemeses {
            let got = back.nemesis(&n.id).map(|x| (&x.unleash_text, &x.rules_text));
            assert_eq!(got, Some((&n.unleash_text, &n.rules_text)), "nemesis {} by id, with its mat's words", n.id);
            for c in &n.cards {
                let got = back.nem_card(&c.id).map(|x| (&x.text, &x.nemesis));
                assert_eq!(got, Some((&c.text, &n.id)), "nemesis card {} by id", c.id);
            }
        }
    }

    #[test]
    fn a_corrupt_packed_pool_is_refused_not_a_panic() {
        let good = pack(&read());
        let mut longer = good.clone();
        longer.push(0);
        let mut huge = good.clone();
        huge[..4].copy_from_slice(&u32::MAX.to_le_bytes());
        let mut bad_text = good.clone();
        // The first card's id: its length (4 bytes) after the card count, then its bytes.
        bad_text[8] = 0xff;
        let mut twice = read();
        twice.cards.push(twice.cards[0].clone());
        let cases: [(&str, &[u8]); 7] = [
            ("empty", &[]),
            ("cut short by one byte", &good[..good.len() - 1]),
            ("cut in half", &good[..good.len() / 2]),
            ("with a byte too many", &longer),
            ("counting more cards than it holds", &huge),
            ("with a name that is not UTF-8", &bad_text),
            ("with an id twice", &pack(&twice)),
        ];
        for (what, bytes) in cases {
            let err = unpack(bytes).err().unwrap_or_else(|| panic!("a packed pool {what} is refused"));
            assert_eq!(err.file, FILE, "the refusal of a packed pool {what} names the file");
        }
    }
}
