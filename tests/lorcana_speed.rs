//! Speed of random Lorcana games (ARCHITECTURE.md section 5). Run in release:
//! `cargo test --release --no-default-features --test lorcana_speed -- --ignored --nocapture`.

use std::time::Instant;

use turnkeeper::engine::simulate;
use turnkeeper::games::lorcana::{Lorcana, LorcanaOptions};

#[test]
#[ignore = "timing: run in release"]
fn simulate_1000_games_fast_and_clean() {
    let t = Instant::now();
    let r = simulate::<Lorcana>(&LorcanaOptions::default(), 1000, 1, 20000);
    let s = t.elapsed().as_secs_f64();
    println!(
        "finished {} / {} games, dead ends {}, rejected {}, panics {}, {} actions, {s:.2}s, {:.0} games/s, {:.0} actions/s; {:?}",
        r.finished, r.games, r.dead_ends, r.rejected, r.panics, r.actions, r.games as f64 / s, r.actions as f64 / s, r.outcomes
    );
    assert!(r.clean(), "simulate must be clean: {:?}", r.problems);
    assert!(r.games as f64 / s >= 100.0, "expected at least 100 games/s, got {:.0}", r.games as f64 / s);
}
