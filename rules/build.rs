//! Whether the browser build fetches a game's packed card pool instead of carrying it in
//! its wasm: the cfg `fetched_pools`, set by `TURNKEEPER_FETCH_POOLS=1` (scripts/build.sh
//! sets it for every build of the site, so this crate is still compiled once for them).
//! The browser tests, `scripts/dev.sh` and native builds carry the pool.

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=TURNKEEPER_FETCH_POOLS");
    println!("cargo::rustc-check-cfg=cfg(fetched_pools)");
    if std::env::var("TURNKEEPER_FETCH_POOLS").is_ok_and(|v| v.trim() == "1") {
        println!("cargo::rustc-cfg=fetched_pools");
    }
}
