//! A Nexus best of three online (issue 31 point 7): the series is one game, so it goes on
//! over the same connection from match to match until a seat has two match wins; the
//! joiner's page never reads the host seat's reserve (NX-2.2).

mod online_support;

use std::cell::RefCell;
use std::rc::Rc;

use online_support::{kinds, secret, Table, Tamper};
use turnkeeper::engine::prelude::*;
use turnkeeper::games::nexus::cards::{def_of, try_pool};
use turnkeeper::games::nexus::{Nexus, NexusOptions, Step};
use turnkeeper::online::Verdict;

#[test]
fn a_best_of_three_plays_to_its_end_host_to_joiner_and_the_hosts_reserve_stays_hidden() {
    let seen: Rc<RefCell<Vec<(String, String)>>> = Rc::default();
    let s = seen.clone();
    let tamper: Tamper =
        Box::new(move |to: &str, text: &mut String| s.borrow_mut().push((to.to_string(), text.clone())));
    let options = NexusOptions { best_of: 3, ..Default::default() };
    let mut t = Table::<Nexus>::with_tamper(options, kinds(2, &[1], false), secret(44), 13, Some(tamper));
    let state = |t: &Table<Nexus>| t.host.game().expect("the game started").state().clone();
    // The host seat's reserve designs that neither deck nor the joiner's reserve holds.
    let g = state(&t);
    let pool = try_pool().unwrap();
    let known: Vec<u8> = g.cards.iter().map(|k| k.def).chain(g.players[1].reserve.iter().copied()).collect();
    let secret_names: Vec<&str> =
        g.players[0].reserve.iter().filter(|d| !known.contains(d)).map(|&d| def_of(d).name).collect();
    assert!(!secret_names.is_empty() && pool.defs.len() > 50);
    let first_reserve = g.players[0].reserve.clone();
    // Up to the host seat's first swap, the joiner is sent none of those names, between
    // matches included.
    let mut between = false;
    let mut n = 0;
    while t.step() {
        n += 1;
        let g = state(&t);
        between |= g.step == Step::BetweenMatches;
        if g.players[0].reserve != first_reserve {
            break;
        }
        assert!(n < 20_000);
    }
    assert!(between, "a step between matches was reached");
    for (to, text) in seen.borrow().iter().filter(|(to, _)| to != "host") {
        for name in &secret_names {
            assert!(!text.contains(name), "{to} was sent {name} of the host's reserve");
        }
    }
    // Then on to the end of the series, over the same connection.
    t.play(60_000);
    let g = state(&t);
    let o = g.outcome().expect("the series ended");
    assert!(g.series.wins.contains(&2), "{:?}", g.series);
    assert!(o.reason.contains("best of three"), "{}", o.reason);
    for (seat, verdict) in t.verdicts() {
        assert!(matches!(verdict, Some(Verdict::Verified { tables }) if tables > 0), "seat {seat}: {verdict:?}");
    }
}
