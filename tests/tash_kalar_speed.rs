//! Speed of random games per mode (run with --release --ignored to measure).

use std::time::Instant;

use turnkeeper::engine::simulate;
use turnkeeper::games::tash_kalar::{Mode, Options, TashKalar};

#[test]
#[ignore = "timing: run in release"]
fn simulate_1000_games_per_mode() {
    for (mode, players) in [
        (Mode::HighForm, None),
        (Mode::Duel, None),
        (Mode::Battle, Some(3)),
        (Mode::Battle, Some(4)),
        (Mode::TeamHighForm, None),
        (Mode::TeamDuel, None),
    ] {
        let opts = Options { mode, players, teams: false };
        let t = Instant::now();
        let r = simulate::<TashKalar>(&opts, 1000, 1, 20000);
        let s = t.elapsed().as_secs_f64();
        println!("{mode:?} {players:?}: finished {} dead {} rejected {} panics {} actions {} in {s:.2}s = {:.0} games/s; {:?}", r.finished, r.dead_ends, r.rejected, r.panics, r.actions, 1000.0 / s, r.problems);
        assert!(r.clean(), "{mode:?}: expected a clean run");
    }
}
