//! Hot-seat and passing priority (NX-6.4: the floor passes between two people on one device). The pass-the-device screen comes
//! up when the seat to decide changes between two people; with the table setting
//! "Auto-pass when I have nothing I can do" (`auto_pass`, on by default) a player who
//! could only pass is never asked, so the screen appears only for a real decision. With
//! it off, every pass is asked for (and the device changes hands for it).

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::RandomBot;
use turnkeeper::games::nexus::{Action, Nexus, NexusOptions};

/// Whether the decision in front of the seat to act is only "pass" (or concede).
fn only_pass(g: &Nexus) -> bool {
    let legal = g.legal_actions();
    legal.contains(&Action::Pass) && legal.iter().all(|a| matches!(a, Action::Pass | Action::Concede))
}

/// Plays `games` random games; counts the decisions that were only a pass, and the
/// hand-overs (the seat to decide changed) that led to one.
fn count(auto_pass: bool, games: u64) -> (usize, usize, usize) {
    let o = NexusOptions { auto_pass, ..Default::default() };
    let (mut pass_only, mut handovers, mut handovers_to_pass) = (0, 0, 0);
    for seed in 0..games {
        let mut g = Nexus::new(&o, seed).unwrap();
        let mut bot = RandomBot::new(seed);
        let mut last = g.to_act();
        while g.outcome().is_none() {
            let now = g.to_act();
            let forced = only_pass(&g);
            pass_only += forced as usize;
            if now != last {
                handovers += 1;
                handovers_to_pass += forced as usize;
            }
            last = now;
            let a = bot.choose(&g).expect("a live game has a decision");
            g.apply(&a).unwrap();
        }
    }
    (pass_only, handovers, handovers_to_pass)
}

#[test]
fn with_auto_pass_no_player_is_asked_only_to_pass() {
    let (pass_only, handovers, to_pass) = count(true, 40);
    assert_eq!(pass_only, 0, "a player who can only pass passes by itself");
    assert_eq!(to_pass, 0, "so the device never changes hands just to pass");
    assert!(handovers > 40 * 10, "the device still changes hands for real decisions ({handovers})");
}

#[test]
fn without_auto_pass_every_pass_is_asked_for() {
    let (pass_only, _, to_pass) = count(false, 10);
    assert!(pass_only > 100, "pass-only decisions are asked for ({pass_only})");
    assert!(to_pass > 50, "and the device changes hands for them ({to_pass})");
}

#[test]
fn auto_pass_is_a_table_setting_of_the_options() {
    assert!(NexusOptions::default().auto_pass, "on by default");
    let o: NexusOptions = serde_json::from_str(r#"{"auto_pass":false}"#).unwrap();
    assert!(!o.auto_pass);
}
