//! Same seed, same actions, same game: natively and in the browser. The same seeded
//! bot games are played on both targets and must end in the same fingerprint, which
//! is recorded here (a change to a game's rules or content changes it on purpose; a
//! difference between targets never may).

use turnkeeper::engine::{Game, RandomBot};
use turnkeeper::games::lorcana::Lorcana;
use turnkeeper::games::nexus::Nexus;
use turnkeeper::games::tash_kalar::TashKalar;

#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

/// FNV-1a: a stable hash written out so that both targets compute it the same way.
fn fnv(bytes: &[u8], mut h: u64) -> u64 {
    for b in bytes {
        h ^= *b as u64;
        h = h.wrapping_mul(0x100_0000_01b3);
    }
    h
}

/// Plays `games` bot games from consecutive seeds and hashes every seat's final view,
/// the action count and the outcome.
fn fingerprint<G: Game>(options: &G::Options, games: u64) -> (u64, u64) {
    let mut h = 0xcbf2_9ce4_8422_2325;
    let mut actions = 0;
    for seed in 0..games {
        let mut g = G::new(options, seed).expect("setup");
        let mut bot = RandomBot::new(seed);
        while g.outcome().is_none() && actions < 1_000_000 {
            let a = bot.choose(&g).expect("a legal action while the game goes on");
            g.apply(&a).expect("a listed action applies");
            actions += 1;
        }
        for seat in 0..g.seats() {
            h = fnv(serde_json::to_string(&g.view(seat)).unwrap_or_default().as_bytes(), h);
        }
        h = fnv(format!("{:?}", g.outcome()).as_bytes(), h);
    }
    (h, actions)
}

fn lorcana() {
    let (h, actions) = fingerprint::<Lorcana>(&Default::default(), 3);
    assert_eq!((h, actions), LORCANA, "Lorcana games from seeds 0-2 differ from the recorded ones");
}

fn tash_kalar() {
    let (h, actions) = fingerprint::<TashKalar>(&Default::default(), 3);
    assert_eq!((h, actions), TASH_KALAR, "Tash-Kalar games from seeds 0-2 differ from the recorded ones");
}

const LORCANA: (u64, u64) = (13361295503131364178, 494);
const TASH_KALAR: (u64, u64) = (16290377747722205678, 1133);

#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
#[cfg_attr(not(target_arch = "wasm32"), test)]
fn lorcana_seeded_games_are_identical_on_every_target() {
    lorcana();
}

#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
#[cfg_attr(not(target_arch = "wasm32"), test)]
fn tash_kalar_seeded_games_are_identical_on_every_target() {
    tash_kalar();
}

#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
#[cfg_attr(not(target_arch = "wasm32"), test)]
fn nexus_seeded_games_are_identical_on_every_target() {
    let (h, actions) = fingerprint::<Nexus>(&Default::default(), 3);
    assert_eq!((h, actions), NEXUS, "Nexus games from seeds 0-2 differ from the recorded ones");
}

const NEXUS: (u64, u64) = (11738544404930376298, 1353);
