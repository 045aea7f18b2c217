//! Lorcana's premade decks and the whole set under the referee's checks (issue 30,
//! points 1 and 2): at least eight legal 60-card premades covering every ink pair (the
//! two starter decks among them), each with a name and a plan, played to the end from
//! either seat by random bots and by the computer; and seeded random games with random
//! legal decks drawn from the whole set, with the invariants checked after every action.
//! Plays many games: run it with `cargo test --release --test lorcana_premades`.

use std::collections::BTreeSet;

use turnkeeper::engine::ai::{choose, Level};
use turnkeeper::engine::prelude::*;
use turnkeeper::engine::simulate;
use turnkeeper::games::lorcana::cards::{self, Ink};
use turnkeeper::games::lorcana::{DeckSpec, Lorcana, LorcanaOptions};

fn options(p1: &str, p2: &str) -> LorcanaOptions {
    LorcanaOptions { p1_deck: DeckSpec::Premade(p1.into()), p2_deck: DeckSpec::Premade(p2.into()) }
}

#[test]
fn eight_legal_premades_cover_every_ink_pair_with_the_starter_decks_among_them() {
    let decks = cards::premades();
    assert!(decks.len() >= 8, "at least eight premade decks: {}", decks.len());
    let a = cards::premade("A").expect("the starter deck A is a premade");
    let b = cards::premade("B").expect("the starter deck B is a premade");
    assert_eq!(a.name, "Emberfall Vanguard", "premade A is the first starter deck");
    assert_eq!(b.name, "Tidewatch Chorus", "premade B is the second starter deck");
    let mut pairs = BTreeSet::new();
    for d in decks {
        let list = d.list();
        assert_eq!(list.len(), 60, "premade {} has 60 cards", d.id);
        let problems = Lorcana::check_deck(&list, None).expect("the constructed format");
        assert!(problems.is_empty(), "premade {} is legal under LO-1.10: {problems:?}", d.id);
        assert!(!d.name.trim().is_empty(), "premade {} has a name", d.id);
        assert!(!d.plan.trim().is_empty() && !d.plan.contains('\n'), "premade {} has a one-line plan", d.id);
        assert_eq!(d.inks.len(), 2, "premade {} uses two inks: {:?}", d.id, d.inks);
        pairs.insert((d.inks[0], d.inks[1]));
    }
    let all = Ink::ALL;
    for i in 0..all.len() {
        for j in i + 1..all.len() {
            assert!(pairs.contains(&(all[i], all[j])), "some premade uses {:?} + {:?}", all[i], all[j]);
        }
    }
}

#[test]
fn every_premade_plays_to_the_end_from_either_seat() {
    let decks = cards::premades();
    for (i, d) in decks.iter().enumerate() {
        let other = &decks[(i + 1) % decks.len()].id;
        for o in [options(&d.id, other), options(other, &d.id)] {
            let r = simulate::<Lorcana>(&o, 4, 100 + i as u64, 20_000, false);
            assert!(r.clean(), "{} vs {}: every game ends cleanly: {:?}", d.id, other, r.problems);
            assert_eq!(r.finished, 4, "{} vs {}: all four games reach an outcome", d.id, other);
        }
    }
}

#[test]
fn the_computer_plays_every_premade_to_the_end() {
    let decks = cards::premades();
    for (i, d) in decks.iter().enumerate() {
        let other = &decks[(i + 3) % decks.len()].id;
        let seed = 7 + i as u64;
        let mut g = Lorcana::new(&options(&d.id, other), seed).expect("premades start a game");
        let mut moves = 0u64;
        while g.outcome().is_none() {
            let level = if g.to_act() == Some(0) { Level::Easy } else { Level::Random };
            let action = choose(&g, level, seed ^ moves).expect("the computer finds a legal action");
            g.apply(&action).unwrap_or_else(|e| panic!("{}: the computer's {action:?} was refused: {e:?}", d.id));
            moves += 1;
            assert!(moves < 5_000, "{} vs {other}: the game ends within 5,000 actions", d.id);
        }
    }
}

#[test]
fn random_legal_decks_from_the_whole_set_play_clean() {
    let r = simulate::<Lorcana>(&LorcanaOptions::default(), 300, 11, 20_000, true);
    assert!(r.clean(), "no dead end, refused action, panic or broken invariant: {:?}", r.problems);
    assert_eq!(r.finished, 300, "every game reaches an outcome");
    let mut rng = turnkeeper::engine::Rng::new(3);
    let mut seen = BTreeSet::new();
    for _ in 0..40 {
        let o = Lorcana::random_setup(&LorcanaOptions::default(), &mut rng).expect("Lorcana sets up random decks");
        for spec in [&o.p1_deck, &o.p2_deck] {
            let DeckSpec::List(list) = spec else { panic!("a random set-up brings lists, not premades") };
            assert!(Lorcana::check_deck(list, None).unwrap().is_empty(), "a random deck is legal");
            seen.extend(list.iter().cloned());
        }
    }
    let set = cards::pool().expect("the set loads").cards.len();
    assert!(seen.len() * 10 >= set * 9, "random decks draw on the whole set: {} of {set} cards seen", seen.len());
}
