//! The state check (NX-6.8) wherever the state changes, not only where damage is dealt:
//! an agent whose defense drops to its damage is terminated at the next check (NX-1.3,
//! NX-9.4.5), and a player who has lost two biomes loses the match at the first check
//! with an empty queue (NX-11.2, NX-11.6), before anything else is asked. Found by
//! checking seeded games from outside (issue 34, point 12); written from the brief
//! before the fix.

use turnkeeper::engine::prelude::*;
use turnkeeper::games::nexus::testkit::*;
use turnkeeper::games::nexus::{Action, CardId, Loc, Nexus, NexusOptions, Pending, Planet, Step};

/// Applies `a` and returns the log lines it wrote.
fn act_logged(g: &mut Nexus, a: Action) -> Vec<String> {
    match g.apply(&a) {
        Ok(events) => events.into_iter().map(|e| e.text).collect(),
        Err(e) => panic!("{a:?} refused: {e}"),
    }
}

/// Takes "do nothing" decisions until `done`, returning every log line written.
fn idle_logged(g: &mut Nexus, done: impl Fn(&Nexus) -> bool) -> Vec<String> {
    let mut log = Vec::new();
    for _ in 0..2000 {
        if done(g) {
            return log;
        }
        let legal = g.legal_actions();
        let pick = [Action::Pass, Action::Confirm, Action::Keep]
            .into_iter()
            .find(|a| legal.contains(a))
            .or_else(|| legal.iter().find(|a| !matches!(a, Action::Concede)).cloned())
            .expect("some decision");
        log.extend(act_logged(g, pick));
    }
    panic!("the state wanted was not reached; now at {:?}", g.step);
}

fn line_index(log: &[String], part: &str) -> usize {
    log.iter().position(|l| l.contains(part)).unwrap_or_else(|| panic!("no log line with {part:?} in {log:#?}"))
}

fn halvards_reach(active: usize) -> Nexus {
    primary_with(active, NexusOptions { planet: Planet::HalvardsReach, auto_pass: false, ..Default::default() })
}

/// P1 attacks with `attackers`; P2 blocks as `blocks` says; both windows pass.
fn battle(g: &mut Nexus, attackers: &[CardId], blocks: &[(CardId, CardId)]) {
    at_step(g, Step::AttackDeclare);
    for &a in attackers {
        act(g, Action::DeclareAttacker { agent: a });
    }
    act(g, Action::Confirm);
    idle_until(g, |g| g.step == Step::DefendDeclare);
    for &(defender, attacker) in blocks {
        act(g, Action::Block { defender, attacker });
    }
    act(g, Action::Confirm);
}

/// NX-9.4.5, NX-1.3, NX-6.8 (a): Sunken Foundry's defender bonus lets a Current Skimmer
/// (1/2) survive 2 damage while it defends in Center; at the retreat it is no longer
/// defending, its defense is 2 again, and the next state check terminates it. It is not
/// in play in the Second primary phase.
#[test]
fn a_defender_whose_biome_bonus_ends_at_the_retreat_is_terminated() {
    let mut g = halvards_reach(0);
    let scout = add(&mut g, 0, "A03", Loc::Biome(1));
    let skimmer = add(&mut g, 1, "B04", Loc::Biome(1));
    battle(&mut g, &[scout], &[(skimmer, scout)]);
    let log = idle_logged(&mut g, |g| g.step == Step::SecondPrimary);
    assert_eq!(g.card(scout).loc, Loc::Cache, "the Skimmer's 1 damage terminates the Scout (defense 1)");
    assert_eq!(
        g.card(skimmer).loc,
        Loc::Cache,
        "2 damage on 2 defense once the bonus is gone: terminated, not left in play"
    );
    let hit = line_index(&log, "Current Skimmer takes 2 damage");
    let retreat = line_index(&log, "retreat");
    let terminated = line_index(&log, "Current Skimmer is terminated");
    assert!(
        hit < retreat && retreat < terminated,
        "it survived the damage step (3 defense while defending) and is terminated when the retreat ends the bonus: {log:#?}"
    );
}

/// NX-11.1, NX-6.8 (a)-(c): a lost biome's influence stops. When an undefended attacker
/// takes P2's Center sector in the same melee sub-step in which a Skimmer defending there
/// takes 2 damage, the Skimmer's defense drops back to 2 as Center is lost, and the same
/// state check terminates it, before the retreat.
#[test]
fn a_defender_whose_biome_is_lost_in_the_same_sub_step_is_terminated_before_the_retreat() {
    let mut g = halvards_reach(0);
    g.sectors[1][1] = 2;
    let taker = add(&mut g, 0, "A03", Loc::Biome(1));
    let blocked = add(&mut g, 0, "A03", Loc::Biome(1));
    let skimmer = add(&mut g, 1, "B04", Loc::Biome(1));
    battle(&mut g, &[taker, blocked], &[(skimmer, blocked)]);
    let log = idle_logged(&mut g, |g| g.step == Step::SecondPrimary);
    assert!(g.lost[1][1], "the undefended Scout took P2's Center sector");
    assert_eq!(g.card(skimmer).loc, Loc::Cache, "2 damage on 2 defense once Center's influence stopped");
    let lost = line_index(&log, "loses Sunken Foundry");
    let terminated = line_index(&log, "Current Skimmer is terminated");
    let retreat = line_index(&log, "retreat");
    assert!(
        lost < terminated && terminated < retreat,
        "lost, then terminated at that check, then the retreat: {log:#?}"
    );
}

/// NX-3.7.3's knob `gear_detach_on_retreat`, NX-6.8 (a): a Scout (2/1) wearing a Slagplate
/// Harness (+2 defense) survives 2 damage in battle; when the retreat takes the gear off,
/// its defense is 1 again and it is terminated before the Second primary phase.
#[test]
fn gear_taken_off_at_the_retreat_takes_its_defense_with_it() {
    let opts =
        NexusOptions { planet: Planet::Test, auto_pass: false, gear_detach_on_retreat: true, ..Default::default() };
    let mut g = primary_with(0, opts);
    let scout = add(&mut g, 0, "A03", Loc::Biome(0));
    let harness = add(&mut g, 0, "A14", Loc::Staging);
    g.move_card(harness, Loc::Attached(scout));
    let sniper = add(&mut g, 1, "B03", Loc::Biome(0));
    touch(&mut g);
    assert_eq!(g.defense(scout), 3);
    battle(&mut g, &[scout], &[(sniper, scout)]);
    idle_until(&mut g, |g| g.step == Step::SecondPrimary);
    assert_eq!(g.card(sniper).loc, Loc::Cache, "the Scout's 2 terminates the Sniper (2/2)");
    assert_eq!(g.card(harness).loc, Loc::Staging, "the gear came off at the retreat");
    assert_eq!(g.card(scout).loc, Loc::Cache, "2 damage on 1 defense without the gear: terminated");
}

/// NX-11.4, NX-11.2, NX-11.6, NX-6.8 (d): P1 has lost Left and must draw from an empty
/// deck. The collapse costs a second biome, and the match ends there, with the queue
/// empty: Kiln Sentinel's start-of-turn skill (two possible targets) is not asked for.
#[test]
fn a_collapse_that_costs_the_second_biome_ends_the_match_before_any_skill_is_asked() {
    let mut g = primary(1);
    g.lost[0][0] = true;
    g.sectors[0][0] = 0;
    add(&mut g, 0, "A04", Loc::Staging);
    add(&mut g, 0, "A05", Loc::Staging);
    add(&mut g, 0, "A06", Loc::Staging);
    empty_deck(&mut g, 0);
    touch(&mut g);
    idle_until(&mut g, |g| matches!(g.pending, Some(Pending::Collapse { seat: 0, .. })));
    act(&mut g, Action::LoseBiome { biome: 1 });
    assert!(g.queue.is_empty());
    let o = g.outcome().unwrap_or_else(|| panic!("P1 has lost two biomes; the match goes on: {:?}", g.pending));
    assert_eq!(o.winners, vec![1], "P2 wins: {}", o.reason);
    assert!(g.pending.is_none(), "nothing is asked once the match is over");
}

/// NX-11.2 with a choice of reactive order pending: the same with two different
/// start-of-turn skills would ask P1 which goes first; the match ends first.
#[test]
fn a_collapse_that_costs_the_second_biome_ends_the_match_before_reactives_are_ordered() {
    let mut g = primary(1);
    g.lost[0][2] = true;
    add(&mut g, 0, "A04", Loc::Staging);
    add(&mut g, 0, "A04", Loc::Biome(0));
    add(&mut g, 0, "A05", Loc::Staging);
    empty_deck(&mut g, 0);
    touch(&mut g);
    idle_until(&mut g, |g| matches!(g.pending, Some(Pending::Collapse { seat: 0, .. })));
    act(&mut g, Action::LoseBiome { biome: 0 });
    assert_eq!(g.outcome().map(|o| o.winners.clone()), Some(vec![1]), "P2 wins at once");
}
