//! Each new nemesis's own rule, from its mat's text (Embers and Hollows), and the turn
//! order of 3 and 4 mages (AE-2.6, AE-3.4): what the rules say first, then the engine.
//! Cindermaw's heat fills with each Unleash and erupts at its maximum, a defeated minion
//! cools it; the Hollow Regent gives the mages its Hollows, which cost them when played
//! and are destroyed; Vessa's Spawnlings enter play from her brood and return to it.

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::Event;
use turnkeeper::games::aeons_end::testkit::{self, card, give, nem, put_in_play, stack_turns, Zone};
use turnkeeper::games::aeons_end::{Action, AeonsEnd, Options, Phase, Target, TurnCard};

fn against(nemesis: &str, active: usize) -> AeonsEnd {
    testkit::with_options(&Options { nemesis: nemesis.into(), ..Options::default() }, active)
}

fn ok(g: &mut AeonsEnd, a: Action) -> Vec<Event> {
    g.apply(&a).unwrap_or_else(|e| panic!("{a:?} must be legal: {e}"))
}

fn unleash(g: &mut AeonsEnd) -> Vec<String> {
    let mut ev = Vec::new();
    g.tasks.push_back(turnkeeper::games::aeons_end::Task::Unleash);
    g.run(&mut ev);
    ev.into_iter().map(|e| e.text).collect()
}

#[test]
fn cindermaw_heat_rises_with_each_unleash_and_erupts_at_its_maximum() {
    let fresh = AeonsEnd::new(&Options { nemesis: "cindermaw".into(), ..Options::default() }, 4).unwrap();
    assert_eq!(fresh.nemesis.counter, 1, "the mat's setup: heat starts at 1");
    let v = fresh.view(0);
    let c = v.nemesis.counter.expect("the mat shows its counter");
    assert_eq!((c.name.as_str(), c.value, c.max), ("heat", 1, 5));
    let mut g = against("cindermaw", 0);
    g.nemesis.counter = 3;
    unleash(&mut g);
    assert_eq!((g.nemesis.counter, g.gravehold), (4, 30), "Unleash: Cindermaw gains 1 heat");
    let lines = unleash(&mut g);
    // At 5 heat: Gravehold suffers 6, then each player 1, then the heat returns to 0.
    assert_eq!(g.gravehold, 24, "{lines:?}");
    assert_eq!((g.mages[0].life, g.mages[1].life), (9, 9), "each player suffers 1");
    assert_eq!(g.nemesis.counter, 0, "the heat returns to 0 after the eruption");
    let at = |s: &str| lines.iter().position(|l| l.contains(s)).unwrap_or_else(|| panic!("{s} in {lines:?}"));
    assert!(at("Gravehold suffers 6") < at("suffers 1 damage"), "in printed order");
    assert!(at("suffers 1 damage") < at("returns to 0"));
}

#[test]
fn cindermaw_heat_never_passes_its_maximum_and_a_defeated_minion_cools_it() {
    let mut g = against("cindermaw", 0);
    g.nemesis.counter = 4;
    // Heart of the Kiln's POWER: 5 heat at once erupts once, no more.
    let heart = put_in_play(&mut g, nem("heart_of_the_kiln"));
    g.nemesis.play[0].tokens = 1;
    testkit::nem_on_top(&mut g, nem("scorch_mark"));
    stack_turns(&mut g, &[TurnCard::Nemesis]);
    testkit::end_turn(&mut g);
    assert!(g.nemesis.discard.contains(&heart));
    // One eruption (6), then the heat is 0; Scorch Mark drawn after: 3 damage, 1 heat.
    assert_eq!((g.gravehold, g.nemesis.counter), (30 - 6 - 3, 1), "{:?}", g.recent);
    // A minion defeated: 1 heat less, never below 0.
    let mut g = against("cindermaw", 0);
    g.nemesis.counter = 2;
    let imp = put_in_play(&mut g, nem("cinderling"));
    let mut ev = Vec::new();
    g.damage_enemy(Target::Minion(imp), 5, &mut ev);
    g.run(&mut ev);
    assert_eq!(g.nemesis.counter, 1, "a defeated minion cools the kiln");
    g.nemesis.counter = 0;
    let imp = put_in_play(&mut g, nem("cinderling"));
    g.damage_enemy(Target::Minion(imp), 5, &mut ev);
    g.run(&mut ev);
    assert_eq!(g.nemesis.counter, 0, "never below 0");
}

#[test]
fn the_hollow_regent_gives_hollows_that_cost_when_played_and_are_destroyed() {
    let fresh = AeonsEnd::new(&Options { nemesis: "hollow_regent".into(), ..Options::default() }, 2).unwrap();
    for m in &fresh.mages {
        let hollows = m
            .hand
            .iter()
            .chain(&m.deck)
            .chain(&m.discard)
            .filter(|&&c| fresh.kind(c).name.starts_with("Hollow"))
            .count();
        assert_eq!(hollows, 1, "setup: each player gains a Hollow");
    }
    assert_eq!(fresh.nemesis.corruption.len(), 14 - 2);
    assert_eq!(fresh.view(0).nemesis.corruption.as_ref().map(|r| r.left), Some(12), "the mat shows the pile");
    let mut g = against("hollow_regent", 0);
    let left = g.nemesis.corruption.len();
    unleash(&mut g);
    assert!(testkit::team_choice(&g), "any player: the team chooses");
    ok(&mut g, Action::ChoosePlayer { seat: 1 });
    let top = *g.mages[1].discard.last().expect("the Hollow lies on Sabe's discard pile");
    assert_eq!(g.kind(top).pool, turnkeeper::games::aeons_end::cards::Origin::Corruption);
    assert_eq!(g.nemesis.corruption.len(), left - 1);
    // Played, a Hollow does what it says, then is destroyed: in no pile of the mage's.
    let mut g = against("hollow_regent", 0);
    let murmur = give(&mut g, 0, card("hollow_murmur"), Zone::Hand);
    ok(&mut g, Action::Play { card: murmur, choice: turnkeeper::games::aeons_end::Choice::None });
    assert_eq!(g.mages[0].life, 9, "Hollow Murmur: suffer 1 damage");
    assert!(g.destroyed.contains(&murmur) && !g.mages[0].played.contains(&murmur), "destroyed (AE-1.8)");
    // Never discarded by choice (AE-7.3).
    let grasp = give(&mut g, 0, card("hollow_grasp"), Zone::Hand);
    assert_eq!(g.apply(&Action::Discard { card: grasp }).unwrap_err().rule, "AE-7.3");
}

#[test]
fn with_the_hollows_gone_the_regent_hurts_gravehold_instead_and_counts_those_in_hand() {
    let mut g = against("hollow_regent", 0);
    g.nemesis.corruption.clear();
    let lines = unleash(&mut g);
    assert_eq!(g.gravehold, 28, "no Hollow left: Gravehold suffers 2 instead ({lines:?})");
    // Maw of Echoes: 2 damage to Gravehold for each Hollow in the mages' hands.
    let mut g = against("hollow_regent", 0);
    give(&mut g, 0, card("hollow_echo"), Zone::Hand);
    give(&mut g, 1, card("hollow_murmur"), Zone::Hand);
    give(&mut g, 1, card("hollow_grasp"), Zone::Discard);
    testkit::nem_on_top(&mut g, nem("maw_of_echoes"));
    g.nemesis.corruption.clear();
    stack_turns(&mut g, &[TurnCard::Nemesis]);
    testkit::end_turn(&mut g);
    // Unleash (no Hollow left: 2), then 2 x 2 Hollows in hand.
    assert_eq!(g.gravehold, 30 - 2 - 4, "{:?}", g.recent);
}

#[test]
fn vessas_spawnlings_enter_from_the_brood_wait_a_turn_and_return_when_defeated() {
    let fresh = AeonsEnd::new(&Options { nemesis: "vessa".into(), ..Options::default() }, 5).unwrap();
    assert_eq!(fresh.minions().count(), 1, "setup: a Spawnling enters play");
    assert_eq!(fresh.nemesis.brood.len(), 7);
    let mut g = against("vessa", 0);
    unleash(&mut g);
    let spawn = g.nemesis.play[0].card;
    assert_eq!((g.minions().count(), g.nemesis.brood.len(), g.gravehold), (1, 7, 30), "a Spawnling, no damage yet");
    // AE-9.3: arrived this nemesis turn, it acts from the next one.
    stack_turns(&mut g, &[TurnCard::Nemesis]);
    testkit::nem_on_top(&mut g, nem("swarm_surge"));
    testkit::end_turn(&mut g);
    assert_eq!(g.gravehold, 30 - 1, "its PERSISTENT: 1; Swarm Surge's two Unleash bring two more Spawnlings");
    assert_eq!(g.minions().count(), 3);
    // Defeated, it goes back to the brood, not to the discard pile.
    let mut ev = Vec::new();
    let brood = g.nemesis.brood.len();
    g.damage_enemy(Target::Minion(spawn), 2, &mut ev);
    assert_eq!(g.nemesis.brood.len(), brood + 1);
    assert!(!g.nemesis.discard.contains(&spawn));
    // An empty brood: Gravehold suffers 2 instead.
    let mut g = against("vessa", 0);
    g.nemesis.brood.clear();
    unleash(&mut g);
    assert_eq!((g.minions().count(), g.gravehold), (0, 28));
}

#[test]
fn three_mages_play_with_a_wild_turn_card_the_team_assigns_and_four_with_one_each() {
    let three = Options { mages: 3, team: vec!["orrin".into(), "sabe".into(), "ilvane".into()], ..Options::default() };
    let g = AeonsEnd::new(&three, 1).unwrap();
    let mut all: Vec<TurnCard> = g.turn_deck.iter().chain(&g.turn_discard).copied().collect();
    all.sort_by_key(|c| format!("{c:?}"));
    assert_eq!(
        all,
        vec![
            TurnCard::Mage(0),
            TurnCard::Mage(1),
            TurnCard::Mage(2),
            TurnCard::Nemesis,
            TurnCard::Nemesis,
            TurnCard::Wild
        ]
    );
    let mut g = testkit::with_options(&three, 0);
    stack_turns(&mut g, &[TurnCard::Wild]);
    testkit::end_turn(&mut g);
    assert!(testkit::team_choice(&g), "AE-3.4: the players choose who the wild card is");
    let d = g.decision().expect("a decision");
    assert_eq!(d.rule, "AE-3.4");
    ok(&mut g, Action::ChoosePlayer { seat: 2 });
    assert_eq!((g.active, g.phase), (2, Phase::Main), "Ilvane takes the turn");
    let four = Options {
        mages: 4,
        team: vec!["orrin".into(), "sabe".into(), "hesk".into(), "dessa".into()],
        ..Options::default()
    };
    let g = AeonsEnd::new(&four, 1).unwrap();
    let mages = g.turn_deck.iter().chain(&g.turn_discard).filter(|c| matches!(c, TurnCard::Mage(_))).count();
    assert_eq!((mages, g.turn_deck.len() + g.turn_discard.len()), (4, 6), "P1 to P4 and 2 nemesis cards");
    assert_eq!(
        g.mages[3].breaches[3].state,
        turnkeeper::games::aeons_end::BreachState::Destroyed,
        "Dessa has no breach IV"
    );
}
