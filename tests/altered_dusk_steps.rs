//! Dusk and Night shown a step at a time (src/ui/altered/dusk.rs, issue 34 point 11),
//! over many Dusks of games played by random legal moves: the steps are made from the
//! table before the last pass and the one after only, so no step shows a card the
//! viewer may not see; the markers only ever move forward one region, in order, to
//! where the rules put them; and Rest, Clean-up and Check Victory come after Progress.
#![cfg(feature = "web")]

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{Match, RandomBot};
use turnkeeper::games::altered::view::AlteredView;
use turnkeeper::games::altered::Altered;
use turnkeeper::ui::altered::frames;

fn markers(v: &AlteredView) -> Vec<u8> {
    v.seats.iter().flat_map(|s| s.expeditions.iter().map(|e| e.region)).collect()
}

/// Each Dusk of a game from `seed`, as (the table before the last pass, for the seat who
/// passed; the table after, for the seat to decide next).
fn dusks(seed: u64) -> Vec<(AlteredView, AlteredView)> {
    let mut m = Match::<Altered>::new(Default::default(), seed).unwrap();
    let mut bot = RandomBot::new(seed);
    let mut out = Vec::new();
    for _ in 0..3000 {
        if m.state().outcome().is_some() {
            break;
        }
        let seat = m.state().to_act().unwrap();
        let before = m.state().view(seat);
        let a = bot.choose(m.state()).unwrap();
        if matches!(a, turnkeeper::games::altered::Action::Concede) {
            continue;
        }
        m.apply(&a).unwrap();
        let next = m.state().to_act().unwrap_or(seat);
        let after = m.state().view(next);
        if before.phase == "Afternoon" && after.phase != "Afternoon" {
            out.push((before, after));
        }
    }
    out
}

#[test]
fn every_dusk_is_shown_step_by_step_with_nothing_hidden_and_ends_where_the_rules_do() {
    let mut seen = 0;
    for seed in 1..=12 {
        for (before, after) in dusks(seed) {
            let steps = frames(&before, &after);
            assert!(steps.len() >= 6, "seed {seed}: Dusk, each expedition, Rest at least: {}", steps.len());
            seen += 1;
            assert!(steps[0].caption.contains("Dusk"), "{}", steps[0].caption);
            assert_eq!(
                markers(&steps[0].view),
                markers(&before),
                "seed {seed}: Dusk starts where the expeditions were"
            );
            let mut last = markers(&before);
            for s in &steps {
                // Nothing the viewer may not see: the other hand stays closed, the other
                // seat's Mana face down, and the viewer's own hand is one of their views'.
                for (i, seat) in s.view.seats.iter().enumerate() {
                    if i == after.viewer {
                        let own = [
                            after.seats[i].hand.as_ref(),
                            (before.viewer == after.viewer).then(|| before.seats[i].hand.as_ref()).flatten(),
                        ];
                        assert!(
                            own.contains(&seat.hand.as_ref()),
                            "seed {seed}: the viewer's hand comes from their own view"
                        );
                    } else {
                        assert!(seat.hand.is_none(), "seed {seed}: the other hand stays hidden");
                        assert!(
                            seat.mana.iter().all(|o| o.face.is_none()),
                            "seed {seed}: the other Mana stays face down"
                        );
                    }
                }
                let now = markers(&s.view);
                let moved: Vec<usize> = (0..4).filter(|&k| now[k] != last[k]).collect();
                assert!(moved.len() <= 1, "seed {seed}: one expedition moves per step: {:?} -> {:?}", last, now);
                for k in moved {
                    assert_eq!(now[k].abs_diff(last[k]), 1, "seed {seed}: one region forward");
                    assert!(s.caption.contains("moves forward"), "{}", s.caption);
                }
                last = now;
                assert!(s.view.outcome.is_none() && s.view.decision.is_none(), "seed {seed}: a step asks nothing");
            }
            assert_eq!(last, markers(&after), "seed {seed}: the steps end where the rules put the markers");
            let rest = steps.iter().position(|s| s.caption.contains("Rest")).expect("a Rest step");
            assert!(
                steps[..rest].iter().all(|s| s.view.phase == "Dusk")
                    && steps[rest..].iter().all(|s| s.view.phase == "Night")
            );
            let rest_view = &steps[rest].view;
            for seat in &rest_view.seats {
                for (e, real) in seat.expeditions.iter().zip(&after.seats[seat.seat].expeditions) {
                    let ids = |e: &turnkeeper::games::altered::view::ExpeditionView| {
                        e.characters.iter().map(|o| o.id).collect::<Vec<_>>()
                    };
                    assert!(ids(e).iter().all(|id| ids(real).contains(id)), "seed {seed}: Rest leaves only what stays");
                }
            }
            if after.phase != "Night" || after.outcome.is_some() {
                let end = &steps.last().unwrap().view;
                for (s, real) in end.seats.iter().zip(&after.seats) {
                    assert_eq!(s.reserve, real.reserve, "seed {seed}: after Clean-up the Reserve is the real one");
                    assert_eq!(s.discard, real.discard);
                }
            }
        }
    }
    assert!(seen >= 20, "enough Dusks were played: {seen}");
}
