//! Every edge case of Part 3 of the Nexus brief (`shared/rules/nexus.md`), T01-T34, as a
//! named test asserting the exact state or the refusal's rule id. Test Planet unless
//! said; P1 (seat 0) starts and plays deck A, P2 (seat 1) deck B.

use turnkeeper::engine::prelude::*;
use turnkeeper::games::nexus::testkit::*;
use turnkeeper::games::nexus::{Action, CardId, Loc, Nexus, NexusOptions, Pending, Planet, Step, Target};

mod support;
use support::refusal as refused;

fn rule(g: &mut Nexus, a: Action, id: &str) {
    let e = refused(g, a);
    assert_eq!(e.rule, id, "refusal: {}", e.message);
}

fn agent(c: CardId) -> Option<Target> {
    Some(Target::Agent(c))
}

fn top_id(g: &Nexus) -> u32 {
    g.queue.last().expect("an entry").id
}

/// A new match (Test Planet) where P1 (seat 0) is the starting player.
fn new_match_p1_starts() -> Nexus {
    (0..100).map(|s| Nexus::new(&test_options(), s).unwrap()).find(|g| g.starting == 0).expect("a seed where P1 starts")
}

/// Attacks with `attackers` from the attack declaration and idles to the defend declaration.
fn attack_to_defend(g: &mut Nexus, attackers: &[CardId]) {
    at_step(g, Step::AttackDeclare);
    for &a in attackers {
        act(g, Action::DeclareAttacker { agent: a });
    }
    act(g, Action::Confirm);
    idle_until(g, |g| g.step == Step::DefendDeclare);
}

#[test]
fn t01_first_draw_is_one_then_two() {
    let mut g = new_match_p1_starts();
    act(&mut g, Action::Keep);
    act(&mut g, Action::Keep);
    assert_eq!((g.turn, g.step), (1, Step::Maintenance));
    assert_eq!(g.players[0].hand.len(), 7, "P1's turn-1 draw step draws one");
    idle_to(&mut g, 2, Step::Maintenance);
    assert_eq!(g.players[1].hand.len(), 8, "P2's first turn draws two");
    idle_to(&mut g, 3, Step::Maintenance);
    assert_eq!(g.players[0].hand.len(), 9, "P1's second turn draws two");
}

#[test]
fn t02_second_mulligan_bottoms_two() {
    let mut g = new_match_p1_starts();
    act(&mut g, Action::Keep);
    act(&mut g, Action::Mulligan);
    assert_eq!(g.pending, Some(Pending::Bottom { seat: 1, left: 1 }));
    let c = g.players[1].hand[0];
    act(&mut g, Action::Bottom { card: c });
    assert_eq!(g.players[1].deck[0], c, "the card went to the bottom");
    assert_eq!((g.players[1].hand.len(), g.players[1].deck.len()), (5, 40));
    act(&mut g, Action::Mulligan);
    assert_eq!(g.players[1].hand.len(), 6);
    assert_eq!(g.pending, Some(Pending::Bottom { seat: 1, left: 2 }));
    for _ in 0..2 {
        let c = g.players[1].hand[0];
        act(&mut g, Action::Bottom { card: c });
    }
    assert_eq!((g.players[1].hand.len(), g.players[1].deck.len()), (4, 41));
    act(&mut g, Action::Keep);
    assert_eq!(g.turn, 1);
}

#[test]
fn t03_arrival_turn_cannot_advance() {
    let mut g = primary(0);
    let veteran = add(&mut g, 0, "A05", Loc::Staging);
    sources(&mut g, 0, "A01", 1);
    let scout = add(&mut g, 0, "A03", Loc::Hand);
    play(&mut g, scout, None, None);
    pass_both(&mut g);
    assert_eq!(g.card(scout).loc, Loc::Staging);
    idle_until(&mut g, |g| g.step == Step::AdvanceDeclare(0));
    let e = refused(&mut g, Action::AdvanceAgent { agent: scout, biome: 1 });
    assert_eq!(e.rule, "NX-9.1.1");
    assert!(e.message.contains("arrived this turn"));
    act(&mut g, Action::AdvanceAgent { agent: veteran, biome: 1 });
    idle_to(&mut g, 5, Step::AdvanceDeclare(0));
    act(&mut g, Action::AdvanceAgent { agent: scout, biome: 2 });
}

#[test]
fn t04_speed2_agent_arrives_in_a_biome_and_cannot_attack() {
    let mut g = primary(0);
    add(&mut g, 0, "A06", Loc::Biome(0));
    sources(&mut g, 0, "A01", 3);
    let vex = add(&mut g, 0, "A07", Loc::Hand);
    at_step(&mut g, Step::PreAttack);
    play(&mut g, vex, None, Some(1));
    pass_both(&mut g);
    assert_eq!(g.card(vex).loc, Loc::Biome(1), "in P1's Center sector");
    assert!(g.players[0].biomes[1].contains(&vex));
    pass_both(&mut g);
    assert_eq!(g.step, Step::AttackDeclare);
    rule(&mut g, Action::DeclareAttacker { agent: vex }, "NX-9.2.3");
}

#[test]
fn t05_ambush_defender_may_defend() {
    let mut g = primary(0);
    let bruiser = add(&mut g, 0, "A06", Loc::Biome(2));
    sources(&mut g, 1, "B01", 3);
    let diver = add(&mut g, 1, "B07", Loc::Hand);
    at_step(&mut g, Step::AttackDeclare);
    act(&mut g, Action::DeclareAttacker { agent: bruiser });
    act(&mut g, Action::Confirm);
    idle_until(&mut g, |g| g.step == Step::PreDefend);
    act(&mut g, Action::Pass);
    assert_eq!(g.floor, 1);
    play(&mut g, diver, None, Some(2));
    pass_both(&mut g);
    assert_eq!(g.card(diver).loc, Loc::Biome(2));
    assert_eq!(g.card(diver).arrived, g.turn, "it arrived this turn");
    pass_both(&mut g);
    assert_eq!(g.step, Step::DefendDeclare);
    act(&mut g, Action::Block { defender: diver, attacker: bruiser });
}

#[test]
fn t06_locked_agents_cannot_defend() {
    let mut g = primary(1);
    let bruiser = add(&mut g, 0, "A06", Loc::Staging);
    let flare = add(&mut g, 0, "A05", Loc::Biome(0));
    let kelp = add(&mut g, 1, "B05", Loc::Staging);
    sources(&mut g, 1, "B01", 2);
    let snare = add(&mut g, 1, "B09", Loc::Hand);
    play(&mut g, snare, agent(bruiser), None);
    pass_both(&mut g);
    assert!(g.card(bruiser).locked);
    idle_until(&mut g, |g| g.step == Step::AdvanceDeclare(0));
    act(&mut g, Action::AdvanceAgent { agent: kelp, biome: 0 });
    act(&mut g, Action::Confirm);
    idle_until(&mut g, |g| g.step == Step::AdvanceDeclare(1));
    act(&mut g, Action::AdvanceAgent { agent: bruiser, biome: 0 });
    act(&mut g, Action::Confirm);
    idle_until(&mut g, |g| g.step == Step::AttackDeclare);
    assert_eq!(g.card(bruiser).loc, Loc::Biome(0), "the locked Bruiser advanced");
    act(&mut g, Action::DeclareAttacker { agent: kelp });
    act(&mut g, Action::Confirm);
    idle_until(&mut g, |g| g.step == Step::DefendDeclare);
    let e = refused(&mut g, Action::Block { defender: bruiser, attacker: kelp });
    assert_eq!(e.rule, "NX-9.3.3");
    assert!(e.message.contains("locked"));
    act(&mut g, Action::Block { defender: flare, attacker: kelp });
    idle_to(&mut g, 5, Step::Maintenance);
    assert!(!g.card(bruiser).locked, "unlocked at P1's refresh");
}

#[test]
fn t07_one_attacker_per_defender() {
    let mut g = primary(0);
    let bruiser = add(&mut g, 0, "A06", Loc::Biome(0));
    let scout = add(&mut g, 0, "A03", Loc::Biome(0));
    let kelp = add(&mut g, 1, "B05", Loc::Biome(0));
    let sniper = add(&mut g, 1, "B03", Loc::Biome(0));
    let skimmer = add(&mut g, 1, "B04", Loc::Biome(1));
    attack_to_defend(&mut g, &[bruiser, scout]);
    act(&mut g, Action::Block { defender: kelp, attacker: bruiser });
    rule(&mut g, Action::Block { defender: kelp, attacker: scout }, "NX-9.3.3");
    act(&mut g, Action::Block { defender: sniper, attacker: bruiser });
    let e = refused(&mut g, Action::Block { defender: skimmer, attacker: bruiser });
    assert_eq!(e.rule, "NX-9.3.3");
    assert!(e.message.contains("same biome"));
    assert_eq!(g.draft.blocks, vec![(kelp, bruiser), (sniper, bruiser)]);
}

#[test]
fn t08_terminal_damage_in_order() {
    let mut g = primary(0);
    let bruiser = add(&mut g, 0, "A06", Loc::Biome(0));
    let sniper = add(&mut g, 1, "B03", Loc::Biome(0));
    let skimmer = add(&mut g, 1, "B04", Loc::Biome(0));
    attack_to_defend(&mut g, &[bruiser]);
    act(&mut g, Action::Block { defender: skimmer, attacker: bruiser });
    act(&mut g, Action::Block { defender: sniper, attacker: bruiser });
    act(&mut g, Action::Confirm);
    pass_both(&mut g);
    assert!(matches!(g.pending, Some(Pending::OrderDefenders { seat: 0, attacker, .. }) if attacker == bruiser));
    act(&mut g, Action::OrderDefender { defender: sniper });
    pass_both(&mut g);
    assert_eq!(g.pending, Some(Pending::Split { seat: 0, attacker: bruiser }));
    assert_eq!(g.card(bruiser).damage, 2, "the ranged Sniper hit first; 2 < 3 so Bruiser survives");
    rule(&mut g, Action::Split { amounts: vec![1, 3] }, "NX-9.4.3");
    let mut other = g.clone();
    act(&mut other, Action::Split { amounts: vec![4, 0] });
    act(&mut g, Action::Split { amounts: vec![2, 2] });
    for c in [bruiser, sniper, skimmer] {
        assert_eq!(g.card(c).loc, Loc::Cache, "{} terminated", g.name(c));
    }
}

#[test]
fn t09_ranged_before_melee() {
    let mut g = primary(0);
    let scout = add(&mut g, 0, "A03", Loc::Biome(0));
    let adept = add(&mut g, 1, "B06", Loc::Biome(0));
    attack_to_defend(&mut g, &[scout]);
    act(&mut g, Action::Block { defender: adept, attacker: scout });
    act(&mut g, Action::Confirm);
    idle_until(&mut g, |g| g.step == Step::SecondPrimary);
    assert_eq!(g.card(scout).loc, Loc::Cache);
    assert_eq!(g.card(adept).damage, 0, "the Scout died in the ranged sub-step and dealt nothing");
}

#[test]
fn t10_no_trample() {
    let mut g = primary(0);
    let bruiser = add(&mut g, 0, "A06", Loc::Biome(0));
    let skimmer = add(&mut g, 1, "B04", Loc::Biome(0));
    attack_to_defend(&mut g, &[bruiser]);
    act(&mut g, Action::Block { defender: skimmer, attacker: bruiser });
    act(&mut g, Action::Confirm);
    idle_until(&mut g, |g| g.step == Step::SecondPrimary);
    assert_eq!(g.card(skimmer).loc, Loc::Cache);
    assert_eq!(g.sectors[1][0], 10, "nothing spills to the sector");
}

fn lethal(durability: i32) -> Nexus {
    let mut g = primary(0);
    g.sectors[1][0] = durability;
    let flare = add(&mut g, 0, "A05", Loc::Biome(0));
    let scout = add(&mut g, 0, "A03", Loc::Biome(0));
    at_step(&mut g, Step::AttackDeclare);
    act(&mut g, Action::DeclareAttacker { agent: flare });
    act(&mut g, Action::DeclareAttacker { agent: scout });
    act(&mut g, Action::Confirm);
    idle_until(&mut g, |g| g.step == Step::SecondPrimary);
    g
}

#[test]
fn t11_lethal_on_a_sector() {
    let g = lethal(3);
    assert_eq!(g.sectors[1][0], -1);
    assert!(g.lost[1][0], "P2 loses Left");
    let g = lethal(4);
    assert_eq!(g.sectors[1][0], 0);
    assert!(g.lost[1][0], "exactly 0 is still lost");
    assert!(g.outcome().is_none(), "one biome is not the match");
}

#[test]
fn t12_match_end_waits_for_an_empty_queue() {
    let mut g = primary(0);
    g.lost[1][0] = true;
    g.sectors[1][1] = 2;
    let scout = add(&mut g, 0, "A03", Loc::Staging);
    sources(&mut g, 0, "A01", 3);
    sources(&mut g, 1, "B01", 1);
    let scorch = add(&mut g, 0, "A11", Loc::Hand);
    let under = add(&mut g, 1, "B10", Loc::Hand);
    at_step(&mut g, Step::PreAttack);
    act(&mut g, Action::Pass);
    play(&mut g, under, agent(scout), None);
    play(&mut g, scorch, Some(Target::Sector { seat: 1, biome: 1 }), None);
    pass_both(&mut g);
    assert!(g.lost[1][1], "Scorch executed first: Center lost");
    assert_eq!(g.queue.len(), 1, "Undercurrent still waits");
    assert!(g.outcome().is_none(), "the match runs while the queue is not empty");
    pass_both(&mut g);
    assert!(g.queue.is_empty());
    assert_eq!(g.outcome().as_ref().map(|o| o.winners.clone()), Some(vec![0]));
}

#[test]
fn t13_lifo_when_both_pass() {
    let mut g = primary(0);
    let kelp = add(&mut g, 1, "B05", Loc::Staging);
    sources(&mut g, 0, "A01", 1);
    sources(&mut g, 1, "B01", 1);
    let ign = add(&mut g, 0, "A09", Loc::Hand);
    let under = add(&mut g, 1, "B10", Loc::Hand);
    play(&mut g, ign, agent(kelp), None);
    play(&mut g, under, agent(kelp), None);
    assert_eq!(g.queue.len(), 2);
    act(&mut g, Action::Pass);
    act(&mut g, Action::Pass);
    assert_eq!(g.queue.len(), 1, "the last in executed first");
    assert_eq!(g.card(under).loc, Loc::Cache);
    assert_eq!(g.card(kelp).temp_attack, -2);
    assert_eq!(g.card(kelp).damage, 0);
    assert_eq!(g.floor, 0, "the floor returns to the active player");
    pass_both(&mut g);
    assert!(g.queue.is_empty());
    assert_eq!(g.card(kelp).damage, 2);
}

#[test]
fn t14_cancel() {
    let mut g = primary(0);
    let kelp = add(&mut g, 1, "B05", Loc::Staging);
    let vent = sources(&mut g, 0, "A01", 1)[0];
    sources(&mut g, 1, "B01", 2);
    let ign = add(&mut g, 0, "A09", Loc::Hand);
    let surge = add(&mut g, 1, "B11", Loc::Hand);
    play(&mut g, ign, agent(kelp), None);
    let id = top_id(&g);
    play(&mut g, surge, Some(Target::Item(id)), None);
    pass_both(&mut g);
    assert!(g.queue[0].cancelled, "Ignition stays queued, marked cancelled");
    pass_both(&mut g);
    assert_eq!(g.card(ign).loc, Loc::Cache);
    assert_eq!(g.card(kelp).damage, 0);
    assert!(g.card(vent).locked, "costs are not refunded");

    let mut g = primary(0);
    let scout = add(&mut g, 0, "A03", Loc::Staging);
    sources(&mut g, 1, "B01", 2);
    let surge = add(&mut g, 1, "B11", Loc::Hand);
    idle_until(&mut g, |g| g.step == Step::AdvanceDeclare(0));
    act(&mut g, Action::AdvanceAgent { agent: scout, biome: 0 });
    act(&mut g, Action::Confirm);
    act(&mut g, Action::Pass);
    let id = top_id(&g);
    rule(&mut g, Action::Play { card: surge, target: Some(Target::Item(id)), biome: None }, "NX-6.2.2");
}

#[test]
fn t15_speed1_cannot_answer() {
    let mut g = primary(0);
    let kelp = add(&mut g, 1, "B05", Loc::Staging);
    sources(&mut g, 0, "A01", 3);
    let over = add(&mut g, 0, "A10", Loc::Hand);
    let ign = add(&mut g, 0, "A09", Loc::Hand);
    play(&mut g, over, agent(kelp), None);
    act(&mut g, Action::Pass);
    assert_eq!(g.floor, 0);
    rule(&mut g, Action::Play { card: ign, target: agent(kelp), biome: None }, "NX-6.3.1");
    pass_both(&mut g);
    at_step(&mut g, Step::PreAttack);
    rule(&mut g, Action::Play { card: ign, target: agent(kelp), biome: None }, "NX-6.3.1");

    let mut g = primary(1);
    let kelp = add(&mut g, 1, "B05", Loc::Staging);
    sources(&mut g, 0, "A01", 1);
    let ign = add(&mut g, 0, "A09", Loc::Hand);
    act(&mut g, Action::Pass);
    assert_eq!((g.floor, g.queue.len()), (0, 0));
    rule(&mut g, Action::Play { card: ign, target: agent(kelp), biome: None }, "NX-6.3.1");
}

#[test]
fn t16_speed2_cannot_answer_speed3() {
    let mut g = primary(0);
    let kelp = add(&mut g, 1, "B05", Loc::Staging);
    sources(&mut g, 0, "A01", 3);
    sources(&mut g, 1, "B01", 2);
    let scorch = add(&mut g, 0, "A11", Loc::Hand);
    let under = add(&mut g, 1, "B10", Loc::Hand);
    let surge = add(&mut g, 1, "B11", Loc::Hand);
    play(&mut g, scorch, Some(Target::Sector { seat: 1, biome: 0 }), None);
    rule(&mut g, Action::Play { card: under, target: agent(kelp), biome: None }, "NX-6.3.2");
    let id = top_id(&g);
    play(&mut g, surge, Some(Target::Item(id)), None);
    assert_eq!(g.queue.len(), 2);
}

#[test]
fn t17_speed3_in_the_opponents_end_step() {
    let mut g = primary(0);
    let scout = add(&mut g, 0, "A03", Loc::Staging);
    g.cards[scout.index()].attacked = true;
    g.cards[scout.index()].locked = true;
    sources(&mut g, 1, "B01", 3);
    let under = add(&mut g, 1, "B10", Loc::Hand);
    let surge = add(&mut g, 1, "B11", Loc::Hand);
    at_step(&mut g, Step::SecondPrimary);
    pass_both(&mut g);
    assert_eq!(g.step, Step::EndStep);
    assert_eq!(g.queue.len(), 1, "the Scout's End of turn skill is queued");
    act(&mut g, Action::Pass);
    rule(&mut g, Action::Play { card: under, target: agent(scout), biome: None }, "NX-6.3.2");
    let id = top_id(&g);
    play(&mut g, surge, Some(Target::Item(id)), None);
    pass_both(&mut g);
    pass_both(&mut g);
    assert!(g.queue.is_empty());
    assert!(g.card(scout).locked, "the cancelled skill did not unlock it");
}

#[test]
fn t18_convert_and_anomaly_once_per_turn() {
    let mut g = primary(0);
    let vent = add(&mut g, 0, "A01", Loc::Hand);
    let vent2 = add(&mut g, 0, "A01", Loc::Hand);
    let flare = add(&mut g, 0, "A05", Loc::Hand);
    let flare2 = add(&mut g, 0, "A05", Loc::Hand);
    act(&mut g, Action::PlayAnomaly { card: vent });
    act(&mut g, Action::Convert { card: flare });
    assert!(g.card(flare).converted && g.card(vent).loc == Loc::Staging);
    rule(&mut g, Action::PlayAnomaly { card: vent2 }, "NX-5.5");
    rule(&mut g, Action::Convert { card: flare2 }, "NX-5.6");
    at_step(&mut g, Step::SecondPrimary);
    rule(&mut g, Action::PlayAnomaly { card: vent2 }, "NX-5.5");
    rule(&mut g, Action::Convert { card: flare2 }, "NX-5.6");
    idle_to(&mut g, 5, Step::FirstPrimary);
    act(&mut g, Action::PlayAnomaly { card: vent2 });
    act(&mut g, Action::Convert { card: flare2 });

    let mut g = primary(0);
    let vent = add(&mut g, 0, "A01", Loc::Hand);
    let flare = add(&mut g, 0, "A05", Loc::Hand);
    rule(&mut g, Action::Convert { card: vent }, "NX-5.6");
    at_step(&mut g, Step::PreAttack);
    rule(&mut g, Action::PlayAnomaly { card: vent }, "NX-5.5");
    rule(&mut g, Action::Convert { card: flare }, "NX-5.6");
    // The words name what was refused (a player reads them alone, in the toast).
    let said = refused(&mut g, Action::Convert { card: flare }).message;
    assert!(said.contains("energy source") && said.contains("own primary phase"), "{said}");
    let said = refused(&mut g, Action::PlayAnomaly { card: vent }).message;
    assert!(said.starts_with("an anomaly is played only in your own primary phase"), "{said}");
    at_step(&mut g, Step::FirstPrimary);
    sources(&mut g, 0, "A01", 2);
    let kelp = add(&mut g, 1, "B05", Loc::Staging);
    let over = add(&mut g, 0, "A10", Loc::Hand);
    play(&mut g, over, agent(kelp), None);
    act(&mut g, Action::Pass);
    assert_eq!((g.floor, g.queue.len()), (0, 1));
    rule(&mut g, Action::Convert { card: flare }, "NX-5.6");
    rule(&mut g, Action::PlayAnomaly { card: vent }, "NX-5.5");

    let mut g = primary(1);
    let flare = add(&mut g, 0, "A05", Loc::Hand);
    act(&mut g, Action::Pass);
    assert_eq!(g.floor, 0);
    rule(&mut g, Action::Convert { card: flare }, "NX-5.6");
}

#[test]
fn t19_converted_output() {
    let mut g = primary(0);
    let harness = add(&mut g, 0, "A14", Loc::Hand);
    act(&mut g, Action::Convert { card: harness });
    let scout = add(&mut g, 0, "A03", Loc::Hand);
    rule(&mut g, Action::Play { card: scout, target: None, biome: None }, "NX-5.4");
    let vent = sources(&mut g, 0, "A01", 1)[0];
    let kiln = add(&mut g, 0, "A04", Loc::Hand);
    act(&mut g, Action::Play { card: kiln, target: None, biome: None });
    act(&mut g, Action::Lock { source: harness });
    assert!(g.pending.is_none(), "the Cinder Vent was the only way left and was locked");
    assert!(g.card(harness).locked && g.card(vent).locked);
    assert_eq!(g.card(kiln).loc, Loc::Queue);
}

#[test]
fn t20_arrives_locked() {
    let mut g = primary(0);
    let rift = add(&mut g, 0, "A02", Loc::Hand);
    act(&mut g, Action::PlayAnomaly { card: rift });
    assert!(g.card(rift).locked, "Smolder Rift arrives locked");
    let scout = add(&mut g, 0, "A03", Loc::Hand);
    rule(&mut g, Action::Play { card: scout, target: None, biome: None }, "NX-5.4");
    idle_to(&mut g, 5, Step::FirstPrimary);
    assert!(!g.card(rift).locked);
    assert_eq!(g.energy_summary(0), ([1, 0, 0, 0, 0], 2), "{{E}} and {{1}}");
    play(&mut g, scout, None, None);
    assert!(g.card(rift).locked);
    assert_eq!(g.energy_summary(0).1, 0, "the {{1}} was wasted: there is no pool");
}

#[test]
fn t21_reset_discards_to_seven_active_player_only() {
    let mut g = primary(0);
    for _ in 0..9 {
        add(&mut g, 0, "A05", Loc::Hand);
    }
    for _ in 0..8 {
        add(&mut g, 1, "B05", Loc::Hand);
    }
    at_step(&mut g, Step::EndStep);
    pass_both(&mut g);
    assert_eq!(g.pending, Some(Pending::Discard { seat: 0 }));
    rule(&mut g, Action::Pass, "NX-8.5.2");
    for _ in 0..2 {
        let c = g.players[0].hand[0];
        act(&mut g, Action::Discard { card: c });
    }
    assert_eq!(g.players[0].hand.len(), 7);
    assert_eq!(g.turn, 4);
    assert_eq!(g.players[1].hand.len(), 10, "P2 kept its 8 and drew 2");
}

#[test]
fn t22_end_of_turn_draw_precedes_reset() {
    let mut g = primary(1);
    add(&mut g, 1, "B13", Loc::Staging);
    for _ in 0..3 {
        add(&mut g, 1, "B05", Loc::Hand);
    }
    at_step(&mut g, Step::SecondPrimary);
    pass_both(&mut g);
    assert_eq!(g.queue.len(), 1, "Tidal Archive reacts");
    pass_both(&mut g);
    assert_eq!(g.players[1].hand.len(), 4);
    pass_both(&mut g);
    assert_eq!((g.turn, g.players[1].hand.len()), (5, 4));

    let mut g = primary(1);
    add(&mut g, 1, "B13", Loc::Staging);
    for _ in 0..8 {
        add(&mut g, 1, "B05", Loc::Hand);
    }
    at_step(&mut g, Step::SecondPrimary);
    pass_both(&mut g);
    assert!(g.queue.is_empty(), "no draw with 8 cards");
    pass_both(&mut g);
    assert_eq!(g.pending, Some(Pending::Discard { seat: 1 }));
    let c = g.players[1].hand[0];
    act(&mut g, Action::Discard { card: c });
    assert_eq!(g.players[1].hand.len(), 7);
}

#[test]
fn t23_damage_persists_until_reset() {
    let mut g = primary(0);
    let bruiser = add(&mut g, 0, "A06", Loc::Biome(1));
    let kelp = add(&mut g, 1, "B05", Loc::Biome(1));
    sources(&mut g, 0, "A01", 1);
    let ign = add(&mut g, 0, "A09", Loc::Hand);
    play(&mut g, ign, agent(kelp), None);
    pass_both(&mut g);
    assert_eq!(g.card(kelp).damage, 2);
    idle_until(&mut g, |g| g.step == Step::AttackDeclare);
    act(&mut g, Action::DeclareAttacker { agent: bruiser });
    act(&mut g, Action::Confirm);
    idle_until(&mut g, |g| g.step == Step::DefendDeclare);
    assert_eq!(g.terminal(kelp), 3);
    act(&mut g, Action::Block { defender: kelp, attacker: bruiser });
    act(&mut g, Action::Confirm);
    idle_until(&mut g, |g| g.step == Step::SecondPrimary);
    assert_eq!(g.card(kelp).loc, Loc::Cache, "4 on top of 2 terminates a 5-defense agent");
    assert_eq!(g.card(bruiser).damage, 2);
    idle_to(&mut g, 4, Step::Maintenance);
    assert_eq!(g.card(bruiser).damage, 0, "removed at reset");
}

#[test]
fn t24_temporary_and_permanent() {
    let mut g = primary(0);
    let scout = add(&mut g, 0, "A03", Loc::Staging);
    add(&mut g, 0, "A04", Loc::Staging);
    sources(&mut g, 0, "A01", 2);
    let over = add(&mut g, 0, "A10", Loc::Hand);
    play(&mut g, over, agent(scout), None);
    pass_both(&mut g);
    assert_eq!(g.attack(scout), 4);
    idle_to(&mut g, 4, Step::Maintenance);
    assert_eq!(g.attack(scout), 2, "Overheat ended at reset");
    idle_to(&mut g, 5, Step::Maintenance);
    assert_eq!(g.queue.len(), 1, "Kiln Sentinel reacts with the Scout as its only target");
    pass_both(&mut g);
    assert_eq!((g.card(scout).increase, g.attack(scout), g.defense(scout)), (1, 3, 2));
    idle_to(&mut g, 6, Step::Maintenance);
    assert_eq!(g.card(scout).increase, 1, "the marker persists across turns");
    g.move_card(scout, Loc::Hand);
    g.move_card(scout, Loc::Staging);
    assert_eq!(g.card(scout).increase, 0, "gone once it left the planet");
}

#[test]
fn t25_reactive_without_target() {
    let mut g = primary(1);
    add(&mut g, 0, "A04", Loc::Staging);
    at_step(&mut g, Step::EndStep);
    act(&mut g, Action::Pass);
    let events = g.apply(&Action::Pass).unwrap();
    assert_eq!((g.turn, g.step), (5, Step::Maintenance));
    assert!(g.queue.is_empty(), "nothing queued");
    assert!(events.iter().any(|e| e.text.contains("fizzles")));

    let mut g = primary(0);
    let lancer_a = add(&mut g, 0, "A08", Loc::Biome(0));
    let _lancer_b = add(&mut g, 0, "A08", Loc::Biome(0));
    let frail = add(&mut g, 1, "A03", Loc::Biome(0));
    at_step(&mut g, Step::AdvanceWindow(1));
    pass_both(&mut g);
    assert_eq!(g.queue.len(), 2, "both Lancers target the only enemy agent");
    pass_both(&mut g);
    assert_eq!(g.card(frail).loc, Loc::Cache, "the second Lancer's shot executed first");
    let events = g.apply(&Action::Pass).unwrap();
    let mut events2 = g.apply(&Action::Pass).unwrap();
    events2.extend(events);
    assert!(g.queue.is_empty());
    assert!(events2.iter().any(|e| e.text.contains("cancelled")), "{events2:?}");
    assert_eq!(g.card(lancer_a).loc, Loc::Biome(0));
}

#[test]
fn t26_start_of_attack_without_attacks() {
    let mut g = primary(0);
    let lancer = add(&mut g, 0, "A08", Loc::Biome(1));
    let coord = add(&mut g, 1, "B08", Loc::Biome(1));
    at_step(&mut g, Step::AdvanceWindow(1));
    pass_both(&mut g);
    assert_eq!(g.step, Step::AttackStart);
    assert_eq!(g.queue.iter().map(|i| i.controller).collect::<Vec<_>>(), vec![0, 1], "P1's entered first");
    pass_both(&mut g);
    assert_eq!(g.card(coord).temp_defense, 1, "P2's executed first");
    assert_eq!(g.card(coord).damage, 0);
    pass_both(&mut g);
    assert_eq!(g.card(coord).damage, 1);
    idle_until(&mut g, |g| g.step == Step::AttackDeclare);
    act(&mut g, Action::Confirm);
    assert_eq!(g.step, Step::SecondPrimary, "no attack: Defend skipped, agents retreated");
    assert_eq!((g.card(lancer).loc, g.card(coord).loc), (Loc::Staging, Loc::Staging));
}

#[test]
fn t27_gear_timing_and_travel() {
    let mut g = primary(1);
    let kelp = add(&mut g, 1, "B05", Loc::Staging);
    sources(&mut g, 1, "B01", 1);
    let rig = add(&mut g, 1, "B14", Loc::Hand);
    play(&mut g, rig, None, None);
    pass_both(&mut g);
    assert_eq!(g.card(rig).loc, Loc::Staging);
    rule(&mut g, Action::AttachGear { gear: rig, agent: kelp }, "NX-3.7.2");
    idle_until(&mut g, |g| g.step == Step::AdvanceDeclare(0));
    rule(&mut g, Action::AttachGear { gear: rig, agent: kelp }, "NX-3.7.2");
    act(&mut g, Action::AdvanceAgent { agent: kelp, biome: 2 });
    act(&mut g, Action::AttachGear { gear: rig, agent: kelp });
    act(&mut g, Action::Confirm);
    pass_both(&mut g);
    assert_eq!((g.card(kelp).loc, g.card(rig).loc), (Loc::Biome(2), Loc::Attached(kelp)));
    assert_eq!((g.attack(kelp), g.defense(kelp)), (3, 6));
    idle_until(&mut g, |g| g.step == Step::SecondPrimary);
    assert_eq!((g.card(kelp).loc, g.card(rig).loc), (Loc::Staging, Loc::Attached(kelp)), "retreated together");
    idle_to(&mut g, 5, Step::FirstPrimary);
    assert_eq!(g.card(rig).loc, Loc::Attached(kelp));
    g.cards[kelp.index()].damage = 6;
    g.state_check();
    assert_eq!((g.card(kelp).loc, g.card(rig).loc), (Loc::Cache, Loc::Staging), "the Rig stays, unattached");
}

#[test]
fn t28_modification_dies_with_its_host() {
    let mut g = primary(0);
    let flare = add(&mut g, 0, "A05", Loc::Staging);
    sources(&mut g, 0, "A01", 3);
    let sink = add(&mut g, 0, "A12", Loc::Hand);
    let ign = add(&mut g, 0, "A09", Loc::Hand);
    play(&mut g, sink, agent(flare), None);
    pass_both(&mut g);
    assert_eq!((g.card(sink).loc, g.attack(flare)), (Loc::Attached(flare), 4));
    play(&mut g, ign, agent(flare), None);
    pass_both(&mut g);
    assert_eq!((g.card(flare).loc, g.card(sink).loc), (Loc::Cache, Loc::Cache));

    let mut g = primary(0);
    let scout = add(&mut g, 0, "A03", Loc::Biome(0));
    let kelp = add(&mut g, 1, "B05", Loc::Biome(0));
    let lens = add(&mut g, 1, "B12", Loc::Hand);
    g.move_card(lens, Loc::Attached(kelp));
    assert!(g.ranged(kelp));
    attack_to_defend(&mut g, &[scout]);
    act(&mut g, Action::Block { defender: kelp, attacker: scout });
    act(&mut g, Action::Confirm);
    idle_until(&mut g, |g| g.step == Step::SecondPrimary);
    assert_eq!((g.card(scout).loc, g.card(kelp).damage), (Loc::Cache, 0), "the Lens made it strike first");
}

#[test]
fn t29_attack_locks_and_refresh_scope() {
    let mut g = primary(0);
    let bruiser = add(&mut g, 0, "A06", Loc::Biome(0));
    let scout = add(&mut g, 0, "A03", Loc::Biome(0));
    let kelp = add(&mut g, 1, "B05", Loc::Staging);
    at_step(&mut g, Step::AttackDeclare);
    act(&mut g, Action::DeclareAttacker { agent: bruiser });
    act(&mut g, Action::DeclareAttacker { agent: scout });
    act(&mut g, Action::Confirm);
    assert!(g.card(bruiser).locked && g.card(scout).locked);
    idle_to(&mut g, 4, Step::AdvanceDeclare(0));
    assert!(g.card(bruiser).locked, "P2's refresh does not unlock P1's cards");
    assert!(!g.card(scout).locked, "its End of turn skill unlocked the Scout");
    act(&mut g, Action::AdvanceAgent { agent: kelp, biome: 0 });
    act(&mut g, Action::Confirm);
    idle_until(&mut g, |g| g.step == Step::AdvanceDeclare(1));
    act(&mut g, Action::AdvanceAgent { agent: bruiser, biome: 0 });
    act(&mut g, Action::AdvanceAgent { agent: scout, biome: 0 });
    act(&mut g, Action::Confirm);
    idle_until(&mut g, |g| g.step == Step::AttackDeclare);
    act(&mut g, Action::DeclareAttacker { agent: kelp });
    act(&mut g, Action::Confirm);
    idle_until(&mut g, |g| g.step == Step::DefendDeclare);
    rule(&mut g, Action::Block { defender: bruiser, attacker: kelp }, "NX-9.3.3");
    act(&mut g, Action::Block { defender: scout, attacker: kelp });
}

#[test]
fn t30_lock_cost_in_arrival_turn() {
    let mut g = primary(1);
    let target = add(&mut g, 0, "A05", Loc::Biome(0));
    sources(&mut g, 1, "B01", 4);
    let adept = add(&mut g, 1, "B06", Loc::Hand);
    play(&mut g, adept, None, None);
    pass_both(&mut g);
    assert_eq!(g.card(adept).loc, Loc::Staging);
    rule(&mut g, Action::Activate { card: adept, target: Target::Agent(target) }, "NX-7.6");
    idle_to(&mut g, 5, Step::FirstPrimary);
    assert_eq!(g.card(target).loc, Loc::Staging, "it retreated on turn 4");
    g.move_card(target, Loc::Biome(0));
    touch(&mut g);
    act(&mut g, Action::Pass);
    act(&mut g, Action::Activate { card: adept, target: Target::Agent(target) });
    assert!(g.card(adept).locked);
    pass_both(&mut g);
    assert_eq!(g.card(target).damage, 1);
    idle_to(&mut g, 5, Step::SecondPrimary);
    assert!(g.card(adept).locked, "still locked through P1's turn: it cannot defend");
    idle_to(&mut g, 6, Step::Maintenance);
    assert!(!g.card(adept).locked, "P2's refresh unlocked it");
}

#[test]
fn t31_collapse() {
    let mut g = primary(0);
    empty_deck(&mut g, 1);
    at_step(&mut g, Step::EndStep);
    pass_both(&mut g);
    assert_eq!(g.pending, Some(Pending::Collapse { seat: 1, more: 1 }));
    act(&mut g, Action::LoseBiome { biome: 0 });
    assert_eq!(g.lost[1], [true, false, false], "exactly one biome for a two-card draw");
    assert!(g.outcome().is_none());
    idle_until(&mut g, |g| matches!(g.pending, Some(Pending::Collapse { .. })));
    assert_eq!(g.turn, 6);
    act(&mut g, Action::LoseBiome { biome: 2 });
    assert_eq!(g.outcome().as_ref().map(|o| o.winners.clone()), Some(vec![0]));
}

#[test]
fn t32_lost_biome_is_closed() {
    let mut g = primary(0);
    g.lost[1][0] = true;
    let scout = add(&mut g, 0, "A03", Loc::Staging);
    sources(&mut g, 0, "A01", 3);
    let scorch = add(&mut g, 0, "A11", Loc::Hand);
    let vex = add(&mut g, 0, "A07", Loc::Hand);
    rule(
        &mut g,
        Action::Play { card: scorch, target: Some(Target::Sector { seat: 1, biome: 0 }), biome: None },
        "NX-11.1",
    );
    idle_until(&mut g, |g| g.step == Step::AdvanceDeclare(0));
    rule(&mut g, Action::AdvanceAgent { agent: scout, biome: 0 }, "NX-9.1.1");
    act(&mut g, Action::Confirm);
    idle_until(&mut g, |g| g.step == Step::PreAttack);
    rule(&mut g, Action::Play { card: vex, target: None, biome: Some(0) }, "NX-9.2.2");
    act(&mut g, Action::Play { card: vex, target: None, biome: Some(1) });
}

#[test]
fn t33_biome_influences() {
    let opts = NexusOptions { planet: Planet::HalvardsReach, auto_pass: false, ..Default::default() };
    let mut g = primary_with(0, opts);
    let flare = add(&mut g, 0, "A05", Loc::Biome(0));
    let scout = add(&mut g, 0, "A03", Loc::Biome(1));
    let skimmer = add(&mut g, 1, "B04", Loc::Biome(1));
    assert_eq!(g.attack(flare), 3, "ranged in Glasswind Flats");
    attack_to_defend(&mut g, &[flare, scout]);
    act(&mut g, Action::Block { defender: skimmer, attacker: scout });
    act(&mut g, Action::Confirm);
    pass_both(&mut g);
    assert_eq!(g.defense(skimmer), 3, "defending in Sunken Foundry");
    let mut log = Vec::new();
    while g.step != Step::SecondPrimary {
        let a = if g.legal_actions().contains(&Action::Pass) { Action::Pass } else { Action::Confirm };
        log.extend(g.apply(&a).expect("listed").into_iter().map(|e| e.text));
    }
    assert_eq!(g.sectors[1][0], 7, "the Flarecaster dealt 3");
    let at = |part: &str| log.iter().position(|l| l.contains(part)).unwrap_or_else(|| panic!("{part}: {log:#?}"));
    assert!(
        at("Current Skimmer takes 2 damage") < at("retreat"),
        "it took 2 on 2 printed defense and survived the damage step: {log:#?}"
    );
    assert_eq!(g.attack(flare), 2, "the ranged bonus is gone after the retreat");
    // NX-1.3, NX-6.8 (a): with the defender's bonus gone its 2 damage reaches its 2
    // defense, and the next state check, right after the retreat, terminates it.
    assert!(at("retreat") < at("Current Skimmer is terminated"), "{log:#?}");
    assert_eq!(g.card(skimmer).loc, Loc::Cache);
}

#[test]
fn t34_simultaneous_loss_is_a_draw() {
    let mut g = primary(0);
    g.lost[0][0] = true;
    g.lost[1][0] = true;
    g.sectors[0][1] = 1;
    g.sectors[1][1] = 1;
    // Test-only fixture effect: deal 1 damage to every sector.
    for seat in 0..2 {
        for b in 0..3 {
            g.damage_sector(seat, b, 1);
        }
    }
    g.state_check();
    g.check_outcome();
    let o = g.outcome().expect("over");
    assert!(o.winners.is_empty(), "a draw: {}", o.reason);
}
