//! Same seed, same actions, same game: natively and in the browser. The same seeded
//! bot games are played on both targets and must end in the same fingerprint, which
//! is recorded here (a change to a game's rules or content changes it on purpose; a
//! difference between targets never may).

use turnkeeper::engine::{Game, RandomBot};

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

/// The recorded fingerprint of every registered game: (protocol id, view hash, actions)
/// over the bot games from seeds 0-2. A registered game missing here fails the test
/// with its fingerprint to record.
#[rustfmt::skip]
const RECORDED: &[(&str, u64, u64)] = &[
    ("lorcana", 13361295503131364178, 494),
    ("tash-kalar", 16290377747722205678, 1133),
    ("altered", 8900385781038345023, 255),
    ("aeons-end", 2467268412745445763, 316),
    ("nexus", 11738544404930376298, 1353),
];

fn check<G: Game>() {
    let (h, actions) = fingerprint::<G>(&Default::default(), 3);
    let recorded = RECORDED.iter().find(|r| r.0 == G::ID);
    assert!(
        recorded.is_some(),
        "{} has no recorded fingerprint: add (\"{}\", {h}, {actions}) to RECORDED",
        G::ID,
        G::ID
    );
    assert_eq!(
        recorded.map(|r| (r.1, r.2)),
        Some((h, actions)),
        "{} games from seeds 0-2 differ from the recorded ones",
        G::ID
    );
}

macro_rules! same_everywhere {
    ($module:ident, $ty:ident, $table:literal) => {
        #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
        #[cfg_attr(not(target_arch = "wasm32"), test)]
        fn $module() {
            check::<turnkeeper::games::$module::$ty>();
        }
    };
}

turnkeeper::for_each_game!(same_everywhere);
