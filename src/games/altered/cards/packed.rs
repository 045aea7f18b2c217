//! The checked pool as compact bytes (`cards/altered/pool.bin`, [`crate::engine::packed`]'s
//! format), for the browser: the page decodes it instead of reading and checking the set
//! files, whose reader, checks and word writer cost the page's wasm over its budget.
//! Native runs read the set files (and `TURNKEEPER_CARDS`). `tests/altered_card_binary.rs`
//! fails when the committed file differs from what the set files read to and rewrites it
//! with `TURNKEEPER_RECORD=1 cargo test --no-default-features --test altered_card_binary`.

use super::ability::{
    Cond, Dest, Dir, Duration, Expedition, Group, Keyword, Keywords, Kind, Op, Passive, Place, Quick, Reaction, Scope,
    Select, Status, Step, Trigger, Who, Whose, Zone,
};
use super::{CardDef, CardType, Faction, Pool, Premade, Rarity};
use crate::engine::card_data::CardDataError;
use crate::engine::pool_bytes::PoolBytes;
use crate::engine::packed::{decode, encode, Packed, Reader};
use crate::{packed_enum, packed_struct};

/// The file's first bytes, with its format's version.
const MAGIC: &[u8; 4] = b"ALT1";

/// Where the bytes come from, for refusals.
pub const FILE: &str = "cards/altered/pool.bin";

/// The packed pool built into the page, unless the build fetches it ([`BYTES`]).
#[cfg(not(all(target_arch = "wasm32", fetched_pools)))]
const BUILT_IN: Option<&[u8]> = Some(include_bytes!("../../../../cards/altered/pool.bin"));
#[cfg(all(target_arch = "wasm32", fetched_pools))]
const BUILT_IN: Option<&[u8]> = None;

/// The page's pool bytes: built in, or fetched beside its `index.html` as
/// `altered-pool.bin` (scripts/build.sh copies the file there) and handed to [`provide`]
/// before the first game (`ui::pools`).
pub static BYTES: PoolBytes = PoolBytes::new(FILE, "altered-pool.bin", BUILT_IN);

/// The fetched pool, checked: bytes that are not a whole pool are refused (and the page
/// says so) rather than played with.
pub fn provide(bytes: Vec<u8>) -> Result<(), CardDataError> {
    BYTES.provide(bytes, |b| unpack(b).map(|_| ()))?;
    super::try_pool().map(|_| ())
}

/// The pool's bytes.
pub fn pack(pool: &Pool) -> Vec<u8> {
    encode(MAGIC, &(pool.defs.clone(), pool.factions.clone(), pool.premades.clone()))
}

/// The pool back from its bytes; corrupt bytes, an id twice or a card number past the
/// pool are refused naming the file, never a panic.
pub fn unpack(bytes: &[u8]) -> Result<Pool, CardDataError> {
    let bad = |p: String| CardDataError::file(FILE, format!("is not a packed pool ({p}): record it anew"));
    let (defs, factions, premades) = decode::<(Vec<CardDef>, Vec<Faction>, Vec<Premade>)>(MAGIC, bytes).map_err(bad)?;
    let past = |c: u16| usize::from(c) >= defs.len();
    if premades.iter().any(|p| p.hero.is_some_and(past) || p.cards.iter().copied().any(past)) {
        return Err(bad("a deck's card past the pool".into()));
    }
    Pool::new(defs, factions, premades).map_err(|code| bad(format!("a second card {code}")))
}

packed_enum!(CardType { Character, Spell, Landmark, Gear, Hero, Token });
packed_enum!(Rarity { Common, Rare, Unique });
packed_enum!(Trigger {
    Arrive, FromHand, FromReserve, AtNoon, AtDusk, AtNight, Sacrificed, ToReserve, MyExpeditionMoves, TokenCreated,
    JoinsMyExpedition,
});
packed_enum!(Whose { Yours, Opponents, Any });
packed_enum!(Zone { Expedition, Reserve, Landmarks });
packed_enum!(Kind { Character, Gear, Card });
packed_enum!(Status { Anchored, Asleep, Fleeting, Exhausted });
packed_enum!(Duration { Turn, Afternoon, Day });
packed_enum!(Dest { Reserve, Hand, Discard });
packed_enum!(Place { MyExpedition, YourHero, YourCompanion, EachOfYours, OpponentsCompanion });
packed_enum!(Expedition { Mine, Facing });
packed_enum!(Dir { Forward, Backward });
packed_enum!(Scope { MyExpedition, Yours });
packed_struct!(Select { count, up_to, whose, other, in_my_expedition, zone, kind, max_cost });
packed_struct!(Group { whose, other, in_my_expedition });
packed_struct!(Step { op, who, cond, may });
packed_struct!(Reaction { when, cond, steps });
packed_struct!(Quick { mana, steps });
packed_struct!(Passive { to, stats });
packed_struct!(Keywords { defender, eternal, gigantic, seasoned, fleeting, cooldown, tough, scout });
packed_struct!(Faction { id, name });
packed_struct!(Premade { id, name, hero, cards });
packed_struct!(CardDef {
    code, name, kind, subtype, faction, rarity, hand_cost, reserve_cost, stats, keywords, keyword_list, reactions,
    effect, quick, passives, limits, art, text, collectible, set,
});

impl Packed for Who {
    fn put(&self, w: &mut Vec<u8>) {
        match self {
            Who::Me => w.push(0),
            Who::It => w.push(1),
            Who::That => w.push(2),
            Who::Choose(s) => {
                w.push(3);
                s.put(w);
            }
            Who::All(g) => {
                w.push(4);
                g.put(w);
            }
        }
    }
    fn get(r: &mut Reader) -> Self {
        match r.tag(5, "whom") {
            0 => Who::Me,
            1 => Who::It,
            2 => Who::That,
            3 => Who::Choose(Select::get(r)),
            _ => Who::All(Group::get(r)),
        }
    }
}

impl Packed for Cond {
    fn put(&self, w: &mut Vec<u8>) {
        match *self {
            Cond::YouDid => w.push(0),
            Cond::MyExpeditionBehind => w.push(1),
            Cond::HandAtMost(n) => w.extend([2, n]),
            Cond::ReserveAtLeast(n) => w.extend([3, n]),
        }
    }
    fn get(r: &mut Reader) -> Self {
        match r.tag(4, "condition") {
            0 => Cond::YouDid,
            1 => Cond::MyExpeditionBehind,
            2 => Cond::HandAtMost(r.byte()),
            _ => Cond::ReserveAtLeast(r.byte()),
        }
    }
}

impl Packed for Keyword {
    fn put(&self, w: &mut Vec<u8>) {
        match *self {
            Keyword::Defender => w.push(0),
            Keyword::Eternal => w.push(1),
            Keyword::Gigantic => w.push(2),
            Keyword::Seasoned => w.push(3),
            Keyword::Fleeting => w.push(4),
            Keyword::Cooldown => w.push(5),
            Keyword::Tough(n) => w.extend([6, n]),
            Keyword::Scout(n) => w.extend([7, n]),
        }
    }
    fn get(r: &mut Reader) -> Self {
        match r.tag(8, "keyword") {
            0 => Keyword::Defender,
            1 => Keyword::Eternal,
            2 => Keyword::Gigantic,
            3 => Keyword::Seasoned,
            4 => Keyword::Fleeting,
            5 => Keyword::Cooldown,
            6 => Keyword::Tough(r.byte()),
            _ => Keyword::Scout(r.byte()),
        }
    }
}

impl Packed for Op {
    fn put(&self, w: &mut Vec<u8>) {
        match self {
            Op::Boost(n) => w.extend([0, *n]),
            Op::DoubleBoosts => w.push(1),
            Op::Gain(s) => {
                w.push(2);
                s.put(w);
            }
            Op::Ready => w.push(3),
            Op::Modify { stats, until } => {
                w.push(4);
                stats.put(w);
                until.put(w);
            }
            Op::Switch => w.push(5),
            Op::Send(d) => {
                w.push(6);
                d.put(w);
            }
            Op::Sacrifice => w.push(7),
            Op::Draw(n) => w.extend([8, *n]),
            Op::Resupply => w.push(9),
            Op::ManaFromDeck => w.push(10),
            Op::Create { token, place } => {
                w.push(11);
                token.put(w);
                place.put(w);
            }
            Op::Move { expedition, dir } => {
                w.push(12);
                expedition.put(w);
                dir.put(w);
            }
            Op::LandmarksFromReserve => w.push(13),
            Op::AfterYou => w.push(14),
        }
    }
    fn get(r: &mut Reader) -> Self {
        match r.tag(15, "step") {
            0 => Op::Boost(r.byte()),
            1 => Op::DoubleBoosts,
            2 => Op::Gain(Status::get(r)),
            3 => Op::Ready,
            4 => Op::Modify { stats: Packed::get(r), until: Duration::get(r) },
            5 => Op::Switch,
            6 => Op::Send(Dest::get(r)),
            7 => Op::Sacrifice,
            8 => Op::Draw(r.byte()),
            9 => Op::Resupply,
            10 => Op::ManaFromDeck,
            11 => Op::Create { token: String::get(r), place: Place::get(r) },
            12 => Op::Move { expedition: Expedition::get(r), dir: Dir::get(r) },
            13 => Op::LandmarksFromReserve,
            _ => Op::AfterYou,
        }
    }
}
