//! Which games' tables a build carries, as the cfg `tables`. By default every registered
//! game (`tables = "all"`). A per-game browser build (scripts/build.sh) sets
//! `TURNKEEPER_TABLES` to one game's id, and the lobby-only build to `none`; with it,
//! `TURNKEEPER_JOIN=1` makes the game's join build (cfg `join`) and `TURNKEEPER_DECKS=1`
//! its deck-builder build (cfg `decks`). A cfg set here rather than one cargo feature per
//! game, so adding a game touches no Cargo.toml; and only this crate is rebuilt when it
//! changes, not its dependencies.

fn main() {
    println!("cargo::rerun-if-env-changed=TURNKEEPER_TABLES");
    // Online play's servers (src/ui/net/settings.rs), read with option_env!.
    println!("cargo::rerun-if-env-changed=TURNKEEPER_SIGNALLING");
    println!("cargo::rerun-if-env-changed=TURNKEEPER_ICE");
    // A game's join build (scripts/build.sh): the pages an invite or a watch link opens
    // (src/ui/site.rs), with TURNKEEPER_JOIN=1 beside the game's TURNKEEPER_TABLES.
    println!("cargo::rerun-if-env-changed=TURNKEEPER_JOIN");
    println!("cargo::rustc-check-cfg=cfg(join)");
    let join = std::env::var("TURNKEEPER_JOIN").is_ok_and(|v| v.trim() == "1");
    // A game's deck-builder build (scripts/build.sh, for the games with a builder,
    // `GameUi::DECKS`): the builder alone, with TURNKEEPER_DECKS=1 beside the game's
    // TURNKEEPER_TABLES, so the game's page does not carry it (src/ui/site.rs).
    println!("cargo::rerun-if-env-changed=TURNKEEPER_DECKS");
    println!("cargo::rustc-check-cfg=cfg(decks)");
    let decks = std::env::var("TURNKEEPER_DECKS").is_ok_and(|v| v.trim() == "1");
    // A deployed game's page whose computer searches in a Web Worker (cfg
    // `search_worker`, src/ui/ai_player): scripts/build.sh sets TURNKEEPER_WORKER=1 for a
    // game's page and builds the worker beside it.
    println!("cargo::rerun-if-env-changed=TURNKEEPER_WORKER");
    println!("cargo::rustc-check-cfg=cfg(search_worker)");
    if std::env::var("TURNKEEPER_WORKER").is_ok_and(|v| v.trim() == "1") {
        println!("cargo::rustc-cfg=search_worker");
    }
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rustc-check-cfg=cfg(tables, values(any()))");
    let chosen = std::env::var("TURNKEEPER_TABLES").unwrap_or_default();
    let chosen = chosen.trim();
    if chosen.is_empty() || chosen == "all" {
        assert!(!join, "TURNKEEPER_JOIN: a join build is one game's (TURNKEEPER_TABLES=<id>)");
        assert!(!decks, "TURNKEEPER_DECKS: a deck-builder build is one game's (TURNKEEPER_TABLES=<id>)");
        println!("cargo::rustc-cfg=tables=\"all\"");
        return;
    }
    if join {
        assert!(
            chosen != "none" && !chosen.contains(','),
            "TURNKEEPER_JOIN: a join build is one game's (TURNKEEPER_TABLES=<id>)"
        );
        println!("cargo::rustc-cfg=join");
    }
    if decks {
        assert!(
            !join && chosen != "none" && !chosen.contains(','),
            "TURNKEEPER_DECKS: a deck-builder build is one game's (TURNKEEPER_TABLES=<id>), not a join build"
        );
        println!("cargo::rustc-cfg=decks");
    }
    for id in chosen.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        assert!(
            id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
            "TURNKEEPER_TABLES: `{id}` is not a game id (lower case, digits and dashes), `all` or `none`"
        );
        println!("cargo::rustc-cfg=tables=\"{id}\"");
    }
}
