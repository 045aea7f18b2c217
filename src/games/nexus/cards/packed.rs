//! The checked pool as compact bytes (`cards/nexus/pool.bin`, [`crate::engine::packed`]'s
//! format), for the browser: the page decodes it instead of reading and checking the set
//! files, whose reader, checks and word writer cost the page's wasm over its budget.
//! Native runs read the set files (and `TURNKEEPER_CARDS`). `tests/nexus_card_binary.rs`
//! fails when the committed file differs from what the set files read to and rewrites it
//! with `TURNKEEPER_RECORD=1 cargo test --no-default-features --test nexus_card_binary`.

use super::ability::{AgentSel, Aura, Bonus, Cond, Effect, On, Op, Step, TargetSpec, Turn, When, Whose};
use super::{ActivatedDef, Biome, CardDef, Cost, Kind, Pool, Premade, ProduceDef, ReactiveDef, ENERGY_NAMES};
use crate::engine::card_data::CardDataError;
use crate::engine::pool_bytes::PoolBytes;
use crate::engine::packed::{decode, encode, Packed, Reader};
use crate::{packed_enum, packed_struct};

/// The file's first bytes, with its format's version.
const MAGIC: &[u8; 4] = b"NXS1";

/// Where the bytes come from, for refusals.
pub const FILE: &str = "cards/nexus/pool.bin";

/// The packed pool built into the page, unless the build fetches it ([`BYTES`]).
#[cfg(not(all(target_arch = "wasm32", fetched_pools)))]
const BUILT_IN: Option<&[u8]> = Some(include_bytes!("../../../../cards/nexus/pool.bin"));
#[cfg(all(target_arch = "wasm32", fetched_pools))]
const BUILT_IN: Option<&[u8]> = None;

/// The page's pool bytes: built in, or fetched beside its `index.html` as
/// `nexus-pool.bin` (scripts/build.sh copies the file there) and handed to [`provide`]
/// before the first game (`ui::pools`).
pub static BYTES: PoolBytes = PoolBytes::new(FILE, "nexus-pool.bin", BUILT_IN);

/// The fetched pool, checked: bytes that are not a whole pool are refused (and the page
/// says so) rather than played with.
pub fn provide(bytes: Vec<u8>) -> Result<(), CardDataError> {
    BYTES.provide(bytes, |b| unpack(b).map(|_| ()))?;
    super::try_pool().map(|_| ())
}

/// The pool's bytes.
pub fn pack(pool: &Pool) -> Vec<u8> {
    encode(MAGIC, &(pool.defs.clone(), pool.premades.clone(), pool.biomes.clone()))
}

/// The pool back from its bytes; corrupt bytes, an id twice or a card number past the
/// pool are refused naming the file, never a panic.
pub fn unpack(bytes: &[u8]) -> Result<Pool, CardDataError> {
    let bad = |p: String| CardDataError::file(FILE, format!("is not a packed pool ({p}): record it anew"));
    let (defs, premades, biomes) = decode::<(Vec<CardDef>, Vec<Premade>, Vec<Biome>)>(MAGIC, bytes).map_err(bad)?;
    let energy_ok = |e: Option<u8>| e.is_none_or(|e| usize::from(e) < ENERGY_NAMES.len());
    if defs.len() > 250 || biomes.len() != 3 {
        return Err(bad("not 3 biomes and at most 250 designs".into()));
    }
    if !defs.iter().all(|d| energy_ok(d.alignment) && energy_ok(d.produce.and_then(|p| p.typed))) {
        return Err(bad("an energy type past the five".into()));
    }
    if premades.iter().flat_map(|p| p.cards.iter().chain(&p.reserve)).any(|&c| usize::from(c) >= defs.len()) {
        return Err(bad("a deck's card past the pool".into()));
    }
    Pool::new(defs, premades, biomes).map_err(|code| bad(format!("a second card {code}")))
}

packed_enum!(Kind { Anomaly, Agent, Event, Software, Hardware });
packed_enum!(Whose { Any, Friendly, Enemy });
packed_enum!(On { Target, Me, You });
packed_enum!(When { StartOfTurn, StartOfAttack, EndOfTurn });
packed_enum!(Turn { Yours, Any, Opponents });
packed_struct!(Cost { void, typed });
packed_struct!(ProduceDef { typed, void, arrives_locked });
packed_struct!(AgentSel { whose, other, in_biome, same_biome, unlocked, no_marker });
packed_struct!(Step { op, on });
packed_struct!(Effect { target, steps });
packed_struct!(ReactiveDef { when, turn, cond, effect });
packed_struct!(ActivatedDef { speed, lock, cost, effect });
packed_struct!(Bonus { attack, defense, ranged });
packed_struct!(Aura { melee_only, ranged_only, while_attacking, while_defending, attack, defense });
packed_struct!(Biome { name, influence, words });
packed_struct!(Premade { id, name, plan, cards, reserve });
packed_struct!(CardDef {
    code, name, kind, modification, gear, alignment, cost, speed, ranged, attack, defense, produce, effect,
    reactive, activated, bonus, aura, art, text, set,
});

impl Packed for TargetSpec {
    fn put(&self, w: &mut Vec<u8>) {
        match self {
            TargetSpec::Agent(sel) => {
                w.push(0);
                sel.put(w);
            }
            TargetSpec::Sector { whose } => {
                w.push(1);
                whose.put(w);
            }
            TargetSpec::Queued => w.push(2),
        }
    }
    fn get(r: &mut Reader) -> Self {
        match r.tag(3, "target") {
            0 => TargetSpec::Agent(AgentSel::get(r)),
            1 => TargetSpec::Sector { whose: Whose::get(r) },
            _ => TargetSpec::Queued,
        }
    }
}

impl Packed for Cond {
    fn put(&self, w: &mut Vec<u8>) {
        match self {
            Cond::Attacked => w.push(0),
            Cond::UnlockedInStaging => w.push(1),
            Cond::InBiome => w.push(2),
            Cond::HandAtMost(n) => w.extend([3, *n]),
        }
    }
    fn get(r: &mut Reader) -> Self {
        match r.tag(4, "condition") {
            0 => Cond::Attacked,
            1 => Cond::UnlockedInStaging,
            2 => Cond::InBiome,
            _ => Cond::HandAtMost(r.byte()),
        }
    }
}

impl Packed for Op {
    fn put(&self, w: &mut Vec<u8>) {
        let (tag, n) = match *self {
            Op::Damage(n) => (0, n),
            Op::Attack(n) => (1, n),
            Op::Defense(n) => (2, n),
            Op::Marker(n) => (3, i32::from(n)),
            Op::Lock => (4, 0),
            Op::Unlock => (5, 0),
            Op::Draw(n) => (6, i32::from(n)),
            Op::Cancel => (7, 0),
            Op::Terminate => (8, 0),
            Op::Repair => (9, 0),
            Op::Recall => (10, 0),
            Op::Restore(n) => (11, n),
        };
        w.push(tag);
        n.put(w);
    }
    fn get(r: &mut Reader) -> Self {
        let tag = r.tag(12, "step");
        let n = i32::get(r);
        // Marker and draw counts were packed from a byte.
        let small = n as u8;
        match tag {
            0 => Op::Damage(n),
            1 => Op::Attack(n),
            2 => Op::Defense(n),
            3 => Op::Marker(small),
            4 => Op::Lock,
            5 => Op::Unlock,
            6 => Op::Draw(small),
            7 => Op::Cancel,
            8 => Op::Terminate,
            9 => Op::Repair,
            10 => Op::Recall,
            _ => Op::Restore(n),
        }
    }
}
