//! The pool packed: every design already read from the set files, checked and worded,
//! as compact bytes in [`crate::engine::packed`]'s format (`cards/aeons-end/pool.bin`).
//! The browser decodes it instead of reading and checking the set files, whose reader,
//! checks and word writer would cost the page's wasm over its budget (README, "Sizes");
//! natively the set files are read as before. The test below keeps the file equal to
//! the set files: after changing them,
//! `TURNKEEPER_RECORD=1 cargo test -p turnkeeper-rules packed`.
//!
//! The format's decoder is hand-written per type (the engine's `Packed`) rather than
//! borsh's derives: those cost the page's wasm some 31 KB of code (each field's read
//! returning an `io::Result`), this about a third of it.

use super::effect::{
    Amount, Bonus, BreachPick, Cards, Cond, Count, Effect, Foe, From, Give, Hit, IfThen, Loss, MainAction, MayPay,
    On, Only, Prepped, Summon, Trigger, Who,
};
use super::model::{
    AbilityDef, BreachStart, BreachWord, CardDef, CardType, Copies, CounterDef, MageDef, MarketDef, NemCardDef,
    NemCardKind, NemesisDef, Origin, Reserve, Slot, Timing,
};
use super::pool::{Pool, Words};
use crate::engine::card_data::CardDataError;
use crate::engine::pool_bytes::PoolBytes;
#[cfg(not(target_arch = "wasm32"))]
use crate::engine::packed::encode;
use crate::engine::packed::{decode, Packed, Reader};
use crate::{packed_enum, packed_struct};

/// The packed pool built into the rules (natively for the tests; in the page unless the
/// build fetches it, [`BYTES`]).
#[cfg(not(all(target_arch = "wasm32", fetched_pools)))]
pub const PACKED: &[u8] = include_bytes!("../../../../cards/aeons-end/pool.bin");
#[cfg(not(all(target_arch = "wasm32", fetched_pools)))]
const BUILT_IN: Option<&[u8]> = Some(PACKED);
#[cfg(all(target_arch = "wasm32", fetched_pools))]
const BUILT_IN: Option<&[u8]> = None;

/// The pool's bytes: built in, or fetched beside the page's `index.html` as
/// `aeons-end-pool.bin` (scripts/build.sh copies `cards/aeons-end/pool.bin` there) and
/// handed to [`provide`] before the first game.
pub static BYTES: PoolBytes = PoolBytes::new(FILE, "aeons-end-pool.bin", BUILT_IN);

/// The packed pool fetched from [`BYTES`]' file, checked: bytes that are not a whole pool
/// are refused (and the page says so) rather than played with.
pub fn provide(bytes: Vec<u8>) -> Result<(), CardDataError> {
    BYTES.provide(bytes, |b| unpack(b).map(|_| ()))?;
    super::pool::pool().map(|_| ())
}

/// The file's first bytes, with its format's version.
const MAGIC: &[u8; 4] = b"AEN1";

const FILE: &str = "cards/aeons-end/pool.bin";

/// What the file holds, in this order.
type Parts = (Vec<CardDef>, Vec<MageDef>, (Vec<NemesisDef>, Vec<MarketDef>, Words));

/// The pool `bytes` hold; bytes that are not a whole pool are refused, never a panic.
pub fn unpack(bytes: &[u8]) -> Result<Pool, CardDataError> {
    let (cards, mages, (nemeses, markets, words)) = decode::<Parts>(MAGIC, bytes)
        .map_err(|e| CardDataError::file(FILE, format!("is not a packed pool ({e}): record it anew")))?;
    Pool::from_parts(FILE, cards, mages, nemeses, markets, words)
}

/// `pool` packed.
#[cfg(not(target_arch = "wasm32"))]
pub fn pack(pool: &Pool) -> Vec<u8> {
    let words = (pool.phrases.clone(), pool.unleash_with.clone());
    encode(MAGIC, &(pool.cards.clone(), pool.mages.clone(), (pool.nemeses.clone(), pool.markets.clone(), words)))
}

packed_enum!(Who { You, Ally, EachAlly, AnyPlayer, EachPlayer, LowestLife, MostCharges, MostPrepped, MostCards });
packed_enum!(Foe { Enemy, Minion, Nemesis, EachMinion });
packed_enum!(Count { MinionInPlay, YourOpenedBreach, YourPreppedSpell, CorruptionInHand });
packed_enum!(Cond {
    CastEarlierThisTurn,
    YouHaveMaxCharges,
    MinionInPlay,
    NoMinionInPlay,
    CastFromOpenedBreach,
    YouAreExhausted
});
packed_enum!(BreachPick { YourClosed, AnyClosed, Same });
packed_enum!(From { Hand, Discard, HandOrDiscard });
packed_enum!(Only { Any, Spell, Gem, Corruption });
packed_enum!(On { BreachOpened, TurnStart, NemesisTurnEnd, PowerResolved, MinionDefeated, CounterFull, SpellCast });
packed_enum!(CardType { Gem, Relic, Spell });
packed_enum!(Origin { Starter, Unique, Supply, Treasure, Corruption });
packed_enum!(Timing { YourMain, AnyMain });
packed_enum!(BreachWord { Opened, Absent });
packed_enum!(NemCardKind { Attack, Minion, Power });

packed_struct!(Bonus { cond, add });
packed_struct!(Hit { amount, to, plus_if });
packed_struct!(Give { who, amount });
packed_struct!(Loss { who, amount, instead });
packed_struct!(Summon { amount, instead });
packed_struct!(MayPay { aether, effects });
packed_struct!(IfThen { cond, effects });
packed_struct!(Cards { up_to, from, only });
packed_struct!(Trigger { on, effects });
packed_struct!(MainAction { once_per_turn, effects });

packed_struct!(CardDef { id, name, kind, cost, pool, art, rulings, play, cast, breaches, while_prepped, text, set });
packed_struct!(AbilityDef { name, charges, when, effects });
packed_struct!(MageDef { id, name, title, art, ability, breaches, hand, deck, ability_text, set });
packed_struct!(NemCardDef {
    id,
    name,
    tier,
    kind,
    art,
    life,
    tokens,
    to_discard,
    effects,
    immediately,
    persistent,
    power,
    text,
    nemesis
});
packed_struct!(CounterDef { name, max, start });
packed_struct!(Copies { card, copies });
packed_struct!(Reserve { name, plural, cards });
packed_struct!(NemesisDef {
    id,
    name,
    short,
    art,
    life,
    difficulty,
    notes,
    unleash,
    setup,
    rules,
    counter,
    corruption,
    brood,
    cards,
    unleash_text,
    rules_text,
    set
});
packed_struct!(Slot { kind, min, max });
packed_struct!(MarketDef { id, name, cards, slots, set });

impl Packed for Amount {
    fn put(&self, w: &mut Vec<u8>) {
        match self {
            Amount::Fixed(n) => (0u8, *n).put(w),
            Amount::Per { each, per } => {
                (1u8, *each).put(w);
                per.put(w);
            }
        }
    }
    fn get(r: &mut Reader) -> Self {
        match r.tag(2, "amount") {
            0 => Amount::Fixed(Packed::get(r)),
            _ => Amount::Per { each: Packed::get(r), per: Packed::get(r) },
        }
    }
}

impl Packed for BreachStart {
    fn put(&self, w: &mut Vec<u8>) {
        match self {
            BreachStart::Stage(n) => (0u8, *n).put(w),
            BreachStart::Word(x) => (1u8, *x).put(w),
        }
    }
    fn get(r: &mut Reader) -> Self {
        match r.tag(2, "breach start") {
            0 => BreachStart::Stage(Packed::get(r)),
            _ => BreachStart::Word(Packed::get(r)),
        }
    }
}

impl Packed for Prepped {
    fn put(&self, w: &mut Vec<u8>) {
        match self {
            Prepped::ReduceDamage(n) => (0u8, *n).put(w),
            Prepped::MainAction(m) => (1u8, m.clone()).put(w),
            Prepped::When(t) => (2u8, t.clone()).put(w),
        }
    }
    fn get(r: &mut Reader) -> Self {
        match r.tag(3, "while-prepped effect") {
            0 => Prepped::ReduceDamage(Packed::get(r)),
            1 => Prepped::MainAction(Packed::get(r)),
            _ => Prepped::When(Packed::get(r)),
        }
    }
}

/// An effect: its variant's place, then its one field (none for `Then`, `DestroyThis`
/// and `ResetCounter`).
impl Packed for Effect {
    fn put(&self, w: &mut Vec<u8>) {
        use Effect as E;
        let tag: u8 = match self {
            E::Then => 0,
            E::Aether(_) => 1,
            E::BreachAether(_) => 2,
            E::Damage(_) => 3,
            E::Charge(_) => 4,
            E::Life(_) => 5,
            E::GraveholdLife(_) => 6,
            E::Draw(_) => 7,
            E::Focus(_) => 8,
            E::Open(_) => 9,
            E::MayPay(_) => 10,
            E::OneOf(_) => 11,
            E::If(_) => 12,
            E::DestroyCards(_) => 13,
            E::Recall(_) => 14,
            E::DestroyThis => 15,
            E::Unleash(_) => 16,
            E::Gravehold(_) => 17,
            E::Suffer(_) => 18,
            E::LoseCharge(_) => 19,
            E::DiscardPrepped(_) => 20,
            E::DestroyPrepped(_) => 21,
            E::Counter(_) => 22,
            E::ResetCounter => 23,
            E::Corrupt(_) => 24,
            E::Summon(_) => 25,
        };
        w.push(tag);
        match self {
            E::Then | E::DestroyThis | E::ResetCounter => {}
            E::Aether(n) | E::BreachAether(n) | E::GraveholdLife(n) | E::Unleash(n) => n.put(w),
            E::Damage(h) => h.put(w),
            E::Charge(g) | E::Life(g) | E::Draw(g) | E::Suffer(g) => g.put(w),
            E::Focus(b) | E::Open(b) => b.put(w),
            E::MayPay(m) => m.put(w),
            E::OneOf(o) => o.put(w),
            E::If(i) => i.put(w),
            E::DestroyCards(c) | E::Recall(c) => c.put(w),
            E::Gravehold(a) => a.put(w),
            E::LoseCharge(l) | E::DiscardPrepped(l) | E::DestroyPrepped(l) | E::Corrupt(l) => l.put(w),
            E::Counter(n) => n.put(w),
            E::Summon(s) => s.put(w),
        }
    }
    // One copy, called from every list of effects, rather than inlined into each.
    #[inline(never)]
    fn get(r: &mut Reader) -> Self {
        use Effect as E;
        match r.tag(26, "effect") {
            0 => E::Then,
            1 => E::Aether(Packed::get(r)),
            2 => E::BreachAether(Packed::get(r)),
            3 => E::Damage(Packed::get(r)),
            4 => E::Charge(Packed::get(r)),
            5 => E::Life(Packed::get(r)),
            6 => E::GraveholdLife(Packed::get(r)),
            7 => E::Draw(Packed::get(r)),
            8 => E::Focus(Packed::get(r)),
            9 => E::Open(Packed::get(r)),
            10 => E::MayPay(Packed::get(r)),
            11 => E::OneOf(Packed::get(r)),
            12 => E::If(Packed::get(r)),
            13 => E::DestroyCards(Packed::get(r)),
            14 => E::Recall(Packed::get(r)),
            15 => E::DestroyThis,
            16 => E::Unleash(Packed::get(r)),
            17 => E::Gravehold(Packed::get(r)),
            18 => E::Suffer(Packed::get(r)),
            19 => E::LoseCharge(Packed::get(r)),
            20 => E::DiscardPrepped(Packed::get(r)),
            21 => E::DestroyPrepped(Packed::get(r)),
            22 => E::Counter(Packed::get(r)),
            23 => E::ResetCounter,
            24 => E::Corrupt(Packed::get(r)),
            _ => E::Summon(Packed::get(r)),
        }
    }
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
        assert_eq!(back.phrases, read.phrases, "the phrases");
        assert_eq!(back.unleash_with, read.unleash_with, "the Unleash words");
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

    /// The page has no word writer: what it shows while playing comes from the pool and
    /// must be what the writer says.
    #[test]
    fn the_words_the_page_looks_up_are_the_writers() {
        use super::super::words::{clauses, unleash_text, W};
        use super::super::Effect;
        let pool = unpack(PACKED).unwrap_or_else(|e| panic!("the packed pool: {e}"));
        assert!(pool.phrases.len() > 40, "the pool has its phrases ({})", pool.phrases.len());
        for (list, words) in &pool.phrases {
            assert_eq!(words, &clauses(list, W::default()), "{list:?}");
        }
        // Every card's play effects, and every OR option and may-pay of every card.
        fn spoken(list: &[Effect], pool: &Pool) {
            for e in list {
                match e {
                    Effect::MayPay(m) => assert!(pool.phrase(&m.effects).is_some(), "{:?}", m.effects),
                    Effect::OneOf(o) => o.iter().for_each(|x| assert!(pool.phrase(x).is_some(), "{x:?}")),
                    _ => {}
                }
            }
        }
        for c in &pool.cards {
            assert!(pool.phrase(&c.play).is_some(), "{}", c.id);
            spoken(&c.play, &pool);
            spoken(&c.cast, &pool);
            for p in &c.while_prepped {
                if let super::super::Prepped::MainAction(m) = p {
                    assert_eq!(pool.phrase(&m.effects), Some(super::super::words::action_words(m).as_str()), "{}", c.id);
                }
            }
        }
        for m in &pool.mages {
            spoken(&m.ability.effects, &pool);
        }
        for n in &pool.nemeses {
            for c in &n.cards {
                [&c.effects, &c.immediately, &c.persistent, &c.power].iter().for_each(|l| spoken(l, &pool));
            }
            for d in [0, 1, 2, 3, 9, 10, 20, 123] {
                assert_eq!(pool.unleash(n, d), Some(unleash_text(n, Some(d))), "{} with {d} damage", n.id);
            }
        }
    }

    #[test]
    fn a_corrupt_packed_pool_is_refused_not_a_panic() {
        let good = pack(&read());
        let mut longer = good.clone();
        longer.push(0);
        // After the 4 bytes of the format's name: the card count (one byte, fewer than
        // 128 cards), the first card's id's length (one byte), then its bytes.
        assert!(good[4] < 0x80 && good[5] < 0x80, "the card count and the first id's length take a byte each");
        let mut huge = good.clone();
        huge.splice(4..5, [0xff, 0xff, 0xff, 0x7f]);
        let mut bad_text = good.clone();
        bad_text[6] = 0xff;
        let mut bad_name = good.clone();
        bad_name[0] = b'X';
        let mut twice = read();
        twice.cards.push(twice.cards[0].clone());
        let cases: [(&str, &[u8]); 8] = [
            ("empty", &[]),
            ("cut short by one byte", &good[..good.len() - 1]),
            ("cut in half", &good[..good.len() / 2]),
            ("with a byte too many", &longer),
            ("counting more cards than it holds", &huge),
            ("with a name that is not UTF-8", &bad_text),
            ("with an id twice", &pack(&twice)),
            ("of another format", &bad_name),
        ];
        for (what, bytes) in cases {
            let err = unpack(bytes).err().unwrap_or_else(|| panic!("a packed pool {what} is refused"));
            assert_eq!(err.file, FILE, "the refusal of a packed pool {what} names the file");
            // What a page that fetches its pool is handed (BYTES) goes through the
            // same check: the page shows the refusal instead of mounting a table.
            let err = provide(bytes.to_vec()).err().unwrap_or_else(|| panic!("a fetched pool {what} is refused"));
            assert_eq!(err.file, FILE, "the refusal of a fetched pool {what} names the file");
        }
        assert_eq!(provide(PACKED.to_vec()), Ok(()), "the recorded pool is taken");
    }
}
