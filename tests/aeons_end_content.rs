//! The referee's checks over the whole content (issue 32): seeded games over random
//! teams, nemeses and markets, with the invariants after every action; 0 dead ends, 0
//! refused listed actions, 0 panics, for random play and for the greedy mage.

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{simulate, Cards, Rng};
use turnkeeper::games::aeons_end::content::pool;
use turnkeeper::games::aeons_end::policy::{self, Knobs};
use turnkeeper::games::aeons_end::{AeonsEnd, Options};

#[test]
fn a_thousand_random_games_over_random_content_are_clean() {
    let r = simulate::<AeonsEnd>(&Options::default(), 1000, 1, 20_000, true);
    assert_eq!((r.dead_ends, r.rejected, r.panics), (0, 0, 0), "{:?}", r.problems);
    assert!(r.clean(), "{:?}", r.problems);
    assert_eq!(r.finished, 1000);
}

/// Every nemesis, every mage and every supply card turns up in the random set-ups.
#[test]
fn random_setups_cover_the_pool() {
    let p = pool().expect("the sets read");
    let (mut mages, mut nemeses, mut cards) = (Vec::new(), Vec::new(), Vec::new());
    for seed in 0..400 {
        let o = AeonsEnd::random_setup(&Options::default(), &mut Rng::new(seed)).expect("drawn");
        assert!((1..=4).contains(&o.mages) && o.team.len() == o.mages, "{o:?}");
        mages.extend(o.team);
        nemeses.push(o.nemesis);
        cards.extend(o.market);
    }
    for m in &p.mages {
        assert!(mages.contains(&m.id), "{} never drawn", m.id);
    }
    for n in &p.nemeses {
        assert!(nemeses.contains(&n.id), "{} never drawn", n.id);
    }
    for c in p.cards.iter().filter(|c| c.pool == turnkeeper::games::aeons_end::cards::Origin::Supply) {
        assert!(cards.contains(&c.id), "{} never in a market", c.id);
    }
}

/// The greedy mage over random content: every game ends, every action it takes is
/// listed, the invariants hold after each.
#[test]
fn greedy_games_over_random_content_end_cleanly() {
    for seed in 0..120u64 {
        let o = AeonsEnd::random_setup(&Options::default(), &mut Rng::new(seed ^ 0x5eed)).expect("drawn");
        let mut g = AeonsEnd::new(&o, seed).unwrap_or_else(|e| panic!("{o:?}: {e}"));
        let mut steps = 0;
        while g.outcome().is_none() {
            let legal = g.legal_actions();
            assert!(!legal.is_empty(), "seed {seed} {o:?}: a dead end");
            let a = legal[policy::best(&g, &legal, &Knobs::default()).expect("a choice")];
            g.apply(&a).unwrap_or_else(|e| panic!("seed {seed}: listed {a:?} refused: {e}"));
            g.check_invariants().unwrap_or_else(|e| panic!("seed {seed} after {a:?}: {e}"));
            steps += 1;
            assert!(steps < 20_000, "seed {seed} {o:?}: no end");
        }
    }
}
