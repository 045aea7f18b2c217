//! Which games' tables a build carries, as the cfg `tables`. By default every registered
//! game (`tables = "all"`). A per-game browser build (scripts/build.sh) sets
//! `TURNKEEPER_TABLES` to one game's id, and the lobby-only build to `none`. A cfg set
//! here rather than one cargo feature per game, so adding a game touches no Cargo.toml;
//! and only this crate is rebuilt when it changes, not its dependencies.

fn main() {
    println!("cargo::rerun-if-env-changed=TURNKEEPER_TABLES");
    // Online play's servers (src/ui/net/settings.rs), read with option_env!.
    println!("cargo::rerun-if-env-changed=TURNKEEPER_SIGNALLING");
    println!("cargo::rerun-if-env-changed=TURNKEEPER_ICE");
    // Online play's pages in a browser build (src/ui/online): on with TURNKEEPER_ONLINE=1.
    // Off by default until they fit every game's size budget (README, "Online play").
    println!("cargo::rerun-if-env-changed=TURNKEEPER_ONLINE");
    println!("cargo::rustc-check-cfg=cfg(online)");
    if std::env::var("TURNKEEPER_ONLINE").is_ok_and(|v| v.trim() == "1") {
        println!("cargo::rustc-cfg=online");
    }
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rustc-check-cfg=cfg(tables, values(any()))");
    let chosen = std::env::var("TURNKEEPER_TABLES").unwrap_or_default();
    let chosen = chosen.trim();
    if chosen.is_empty() || chosen == "all" {
        println!("cargo::rustc-cfg=tables=\"all\"");
        return;
    }
    for id in chosen.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        assert!(
            id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
            "TURNKEEPER_TABLES: `{id}` is not a game id (lower case, digits and dashes), `all` or `none`"
        );
        println!("cargo::rustc-cfg=tables=\"{id}\"");
    }
}
