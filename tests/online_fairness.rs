//! Fair shuffles: an honest host's game verifies on every remote
//! page; a host that changed its secret (so its seed) after committing, or that
//! altered one action of the game it reveals, fails the check, saying what did not
//! match.

mod online_support;

use online_support::{kinds, secret, Table, Tamper};
use turnkeeper::engine::prelude::*;
use turnkeeper::engine::Match;
use turnkeeper::games::lorcana::Lorcana;
use turnkeeper::online::fairness::{self, commitment, from_hex, to_hex};
use turnkeeper::online::host::FromHost;
use turnkeeper::online::{wire, ToJoiner, Verdict};

/// A Lorcana game with P2 on another device, the host's messages rewritten by `f`.
fn game(host_secret: u8, f: Option<fn(&mut FromHost<Lorcana>)>) -> Table<Lorcana> {
    let tamper: Option<Tamper> = f.map(|f| -> Tamper {
        Box::new(move |_to: &str, text: &mut String| {
            if let Ok(mut m) = wire::decode::<FromHost<Lorcana>>(text) {
                f(&mut m);
                *text = wire::encode(&m);
            }
        })
    });
    let mut t = Table::with_tamper(Default::default(), kinds(2, &[1], false), secret(host_secret), 3, tamper);
    t.play(20_000);
    t
}

fn failed(t: &Table<Lorcana>) -> Vec<String> {
    match t.verdicts()[0].1.clone() {
        Some(Verdict::Failed(what)) => what,
        other => panic!("the check should fail, it says {other:?}"),
    }
}

#[test]
fn an_honest_host_verifies() {
    let t = game(1, None);
    let v = t.verdicts()[0].1.clone().expect("the host revealed at the end");
    assert!(matches!(v, Verdict::Verified { tables } if tables > 10), "{v:?}");
    assert!(v.words().starts_with("Verified: shuffles and rules checked on this device"));
}

#[test]
fn a_host_that_reveals_another_secret_than_it_committed_to_fails() {
    let t = game(
        1,
        Some(|m| {
            if let ToJoiner::Reveal { secret: s, .. } = m {
                *s = to_hex(&secret(2));
            }
        }),
    );
    let what = failed(&t);
    assert!(what[0].contains("not the one it committed to"), "{what:?}");
}

#[test]
fn a_host_that_played_another_seed_than_it_committed_to_fails() {
    // The host commits to secret(1) but plays from secret(9)'s seed, and at the end
    // reveals secret(1), which matches its commitment: the replay then deals other
    // cards than the page was shown.
    let t = game(
        9,
        Some(|m| match m {
            ToJoiner::Welcome { commitment: c, .. } => *c = to_hex(&commitment(&secret(1))),
            ToJoiner::Reveal { secret: s, .. } => *s = to_hex(&secret(1)),
            _ => {}
        }),
    );
    let what = failed(&t);
    assert!(what.iter().any(|w| w.contains("table you were shown after action 0")), "{what:?}");
}

#[test]
fn a_host_that_ignored_the_joiners_part_fails() {
    let t = game(
        1,
        Some(|m| {
            if let ToJoiner::Reveal { parts, .. } = m {
                parts[1] = Some(to_hex(&[5; 32]));
            }
        }),
    );
    let what = failed(&t);
    assert!(what[0].contains("your device's random part was not used"), "{what:?}");
}

/// The revealed game with one decision changed to another legal one (past action 10).
fn alter_one_action(m: &mut FromHost<Lorcana>) {
    let ToJoiner::Reveal { secret, parts, actions, .. } = m else { return };
    let Some(s) = from_hex(secret) else { return };
    let p: Vec<_> = parts.iter().map(|p| p.as_deref().and_then(from_hex)).collect();
    let mut replay = Match::<Lorcana>::new(Default::default(), fairness::seed(&s, &p)).expect("sets up");
    for (i, action) in actions.iter_mut().enumerate() {
        let legal = replay.state().legal_actions();
        if i > 10 {
            if let Some(other) = legal.iter().find(|b| *b != action) {
                *action = *other;
                return;
            }
        }
        replay.apply(action).expect("the host's own game replays");
    }
}

#[test]
fn a_host_that_altered_one_action_fails() {
    let t = game(1, Some(alter_one_action));
    let what = failed(&t);
    assert!(
        what.iter()
            .any(|w| w.contains("table you were shown after action") || w.contains("is not legal in the replay")),
        "{what:?}"
    );
}
