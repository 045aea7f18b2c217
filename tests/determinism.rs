//! Same seed, same actions, same game: natively and in the browser. The same seeded
//! bot games are played on both targets and must end in the same fingerprint, which
//! each game records in its own folder (a change to a game's rules or content changes
//! it on purpose; a difference between targets never may).

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::RandomBot;

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

/// Checks a game against its recorded fingerprint, `src/games/<module>/fingerprint.txt`:
/// the view hash and the action count of the bot games from seeds 0-2. A change to the
/// game's rules or content changes it on purpose: record it anew with
/// `TURNKEEPER_RECORD=1 cargo test --test determinism` (natively); a difference between
/// the native and the browser run never may.
fn check<G: Game>(module: &str, recorded: &str) {
    let (h, actions) = fingerprint::<G>(&Default::default(), 3);
    let now = format!("{h} {actions}");
    #[cfg(not(target_arch = "wasm32"))]
    if std::env::var_os("TURNKEEPER_RECORD").is_some() {
        let path = format!("{}/src/games/{module}/fingerprint.txt", env!("CARGO_MANIFEST_DIR"));
        std::fs::write(&path, format!("{now}\n")).expect("write the fingerprint");
        return;
    }
    assert_eq!(
        recorded.trim(),
        now,
        "{}: the bot games from seeds 0-2 differ from src/games/{module}/fingerprint.txt \
         (a rules change? record with TURNKEEPER_RECORD=1 cargo test --test determinism)",
        G::ID
    );
}

macro_rules! same_everywhere {
    ($module:ident, $ty:ident, $id:literal) => {
        #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
        #[cfg_attr(not(target_arch = "wasm32"), test)]
        fn $module() {
            let recorded = include_str!(concat!("../src/games/", stringify!($module), "/fingerprint.txt"));
            check::<turnkeeper::games::$module::$ty>(stringify!($module), recorded);
        }
    };
}

turnkeeper::for_each_game!(same_everywhere);
