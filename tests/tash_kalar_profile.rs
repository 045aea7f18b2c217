//! A fixed workload for profiling (ignored by default).

use turnkeeper::engine::simulate;
use turnkeeper::games::tash_kalar::{Mode, Options, TashKalar};

#[test]
#[ignore = "profiling workload"]
fn profile_team_duel() {
    let opts = Options { mode: Mode::TeamDuel, players: None, teams: false };
    let r = simulate::<TashKalar>(&opts, 300, 1, 20000);
    assert!(r.clean(), "expected a clean run");
}
