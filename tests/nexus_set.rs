//! The whole Halvard's Reach set (issue 31, point 2; docs/nexus-set.md): at least 90
//! distinct designs over Ember, Tide and Grove plus Void, every card type at every speed
//! the rules allow (NX-3.2, NX-6.3), a spread of costs, every new card's words written
//! from its data, at least six premade decks legal under NX-2.3 each with a plan, and
//! edge cases, written from the brief, for the combinations the new cards first bring:
//! a speed 3 agent (NX-6.3.3, NX-9.3.1), a sector-targeted reactive (NX-4.5, NX-10.2),
//! a cancel that also draws (NX-6.7.1), a free gear (NX-5.2) and a speed 2 modification
//! played in battle (NX-3.6.2).

use std::collections::{BTreeMap, BTreeSet};

use turnkeeper::engine::prelude::*;
use turnkeeper::games::nexus::cards::decks::problems;
use turnkeeper::games::nexus::cards::{pool, Kind, ENERGY_NAMES};
use turnkeeper::games::nexus::testkit::*;
use turnkeeper::games::nexus::{Action, CardId, Loc, Nexus, Pending, Step, Target};

/// The new designs' words, as their data writes them (docs/nexus-set.md lists them by role).
const NEW_WORDS: &[(&str, &str)] = &[
    ("E01", "Start of attack, on your turn: if this agent is in a biome, it gets +1 attack until end of turn."),
    ("E02", ""),
    ("E03", "End of turn, on your turn: if this agent attacked this turn, put an increase marker on it."),
    ("E04", ""),
    ("E05", "Speed 2: can be played in battle and arrive in a biome."),
    ("E06", "Speed 2: can be played in battle and arrive in a biome."),
    ("E07", "Speed 3: can be played at any time and arrive in a biome in battle."),
    ("E08", "Activated, speed 2: lock this agent and pay {E}: target other friendly agent in a biome gets +2 attack until end of turn."),
    ("E09", "Deal 4 damage to target enemy sector."),
    ("E10", "Deal 3 damage to target agent in a biome."),
    ("E11", "Deal 1 damage to target agent."),
    ("E12", "Target friendly agent gets +3 attack until end of turn, then it gets -1 defense until end of turn."),
    ("E13", "Modification (agent). Play on target friendly agent. The modified agent has +2 attack and +1 defense."),
    ("E14", "Persistent: your agents have +1 attack while defending."),
    ("E15", "Start of attack, on your turn: target friendly agent in a biome gets +1 attack until end of turn."),
    ("E16", "End of turn, on your turn: deal 1 damage to target enemy sector."),
    ("T01", "Start of the turn, on your turn: if you have 2 or fewer cards in hand, draw a card."),
    ("T02", ""),
    ("T03", "Activated, speed 3: lock this agent and pay {1}: target agent gets -2 attack until end of turn."),
    ("T04", ""),
    ("T05", "Speed 2: can be played in battle and arrive in a biome."),
    ("T06", "Speed 2: can be played in battle and arrive in a biome."),
    ("T07", "Speed 3: can be played at any time and arrive in a biome in battle."),
    ("T08", "Activated, speed 2: pay {T}: remove all damage from target other friendly agent."),
    ("T09", "Cancel target card or skill in the queue (not an advance, attack or defend action), then draw a card."),
    ("T10", "Draw 2 cards."),
    ("T11", "Return target agent in a biome to its owner's hand."),
    ("T12", "Lock target unlocked enemy agent."),
    ("T13", "Modification (agent). Play on target friendly agent. The modified agent has +3 defense."),
    ("T14", "Modification (agent). Play on target friendly agent. The modified agent is ranged and has +1 defense."),
    ("T15", "Persistent: your ranged agents have +1 defense."),
    ("T16", "Start of attack, on your opponent's turn: target enemy agent in a biome gets -1 attack until end of turn."),
    ("G01", "Lock: produce {G}."),
    ("G02", "Arrives locked. Lock: produce {G} and {1}."),
    ("G03", ""),
    ("G04", ""),
    ("G05", "Activated, speed 2: lock this agent and pay {G}: put an increase marker on target other friendly agent."),
    ("G06", ""),
    ("G07", "Speed 2: can be played in battle and arrive in a biome."),
    ("G08", "Speed 2: can be played in battle and arrive in a biome."),
    ("G09", "Speed 3: can be played at any time and arrive in a biome in battle."),
    ("G10", "End of turn, on your turn: target friendly sector regains 1 durability."),
    ("G11", "Put 2 increase markers on target friendly agent."),
    ("G12", "Remove all damage from target friendly agent, then it gets +1 defense until end of turn."),
    ("G13", "Target friendly agent gets +3 defense until end of turn."),
    ("G14", "Target friendly sector regains 3 durability."),
    ("G15", "Terminate target enemy agent."),
    ("G16", "Modification (agent). Play on target friendly agent. The modified agent has +1 attack and +2 defense."),
    ("G17", "Persistent: your agents have +1 defense."),
    ("G18", "Start of the turn, on your turn: put an increase marker on target friendly agent that has none."),
    ("G19", "Persistent: your agents have +1 defense while defending."),
    ("G20", ""),
    ("G21", "End of turn, on your turn: if this agent is unlocked and in your staging, put an increase marker on it."),
    ("G22", "Activated, speed 3: pay {G}: target friendly agent gets +2 defense until end of turn."),
    ("G23", "Speed 2: can be played in battle and arrive in a biome."),
    ("G24", "Target friendly agent gets +2 attack until end of turn, then it gets +2 defense until end of turn."),
    ("G25", "Put an increase marker on target friendly agent."),
    ("G26", "Modification (agent). Play on target friendly agent. The modified agent has +1 attack and +3 defense."),
    ("G27", "Persistent: your melee agents have +1 defense."),
    ("V01", "Arrives locked. Lock: produce {2}."),
    ("V02", ""),
    ("V03", ""),
    ("V04", "Speed 2: can be played in battle and arrive in a biome."),
    ("V05", "Speed 3: can be played at any time and arrive in a biome in battle."),
    ("V06", "Gear. The attached agent has +1 defense."),
    ("V07", "Gear. The attached agent has +2 attack and +2 defense."),
    ("V08", "Gear. The attached agent is ranged and has +1 attack."),
    ("V09", "Persistent: your ranged agents have +1 attack."),
    ("V10", "Persistent: your melee agents have +1 attack while attacking."),
    ("V11", "End of turn, on your turn: if you have 1 or fewer cards in hand, draw a card."),
    ("V12", "Start of attack, on your opponent's turn: deal 1 damage to target enemy agent in a biome."),
    ("V13", "Gear. The attached agent has +1 attack."),
    ("V14", "Return target friendly agent to its owner's hand."),
    ("V15", "Deal 2 damage to target agent."),
    ("V16", "Lock target unlocked agent."),
    ("V17", "Modification (agent). Play on target friendly agent. The modified agent has +1 attack."),
];

#[test]
fn the_new_cards_words_are_written_from_their_data() {
    let p = pool();
    for (code, words) in NEW_WORDS {
        let d = &p.defs[p.id(code).unwrap_or_else(|| panic!("{code} is in the pool")) as usize];
        assert_eq!(d.text, *words, "{code}'s words");
    }
    let names: BTreeSet<&str> = p.defs.iter().map(|d| d.name).collect();
    assert_eq!(names.len(), p.defs.len(), "every design has its own name");
}

#[test]
fn the_set_holds_90_distinct_designs_over_three_energies_every_type_at_every_speed() {
    let p = pool();
    assert!(p.defs.len() >= 90, "{} designs", p.defs.len());
    assert_eq!(p.defs.len(), 29 + NEW_WORDS.len());
    let mut by_energy: BTreeMap<&str, usize> = BTreeMap::new();
    for d in &p.defs {
        *by_energy.entry(d.alignment.map_or("Void", |a| ENERGY_NAMES[a as usize])).or_default() += 1;
    }
    for energy in ["Ember", "Tide", "Grove"] {
        assert!(by_energy.get(energy).copied().unwrap_or(0) >= 20, "{energy}: {by_energy:?}");
        let anomaly = p
            .defs
            .iter()
            .any(|d| d.kind == Kind::Anomaly && d.alignment.map(|a| ENERGY_NAMES[a as usize]) == Some(energy));
        assert!(anomaly, "an anomaly makes {energy}");
    }
    assert!(by_energy.get("Void").copied().unwrap_or(0) >= 10, "neutral Void cards: {by_energy:?}");
    // NX-6.3: every function has a speed 1, 2 or 3; anomalies have none (NX-3.8.1).
    for kind in [Kind::Agent, Kind::Event, Kind::Software, Kind::Hardware] {
        for speed in 1..=3 {
            assert!(p.defs.iter().any(|d| d.kind == kind && d.speed == speed), "{kind:?} at speed {speed}");
        }
    }
    assert!(p.defs.iter().any(|d| d.modification) && p.defs.iter().any(|d| d.gear), "both subtypes (NX-3.2)");
    // A spread of costs: every total from 0 to 6, none of them the bulk.
    let mut costs: BTreeMap<u32, usize> = BTreeMap::new();
    for d in p.defs.iter().filter(|d| d.kind != Kind::Anomaly) {
        *costs.entry(d.cost.total()).or_default() += 1;
    }
    for total in 0..=6 {
        assert!(costs.contains_key(&total), "a card costing {total}: {costs:?}");
    }
    let functions: usize = costs.values().sum();
    assert!(costs.values().all(|&n| n * 3 < functions), "no cost holds a third of the set: {costs:?}");
}

#[test]
fn at_least_six_premades_legal_under_nx_2_3_each_with_a_plan() {
    let p = pool();
    assert!(p.premades.len() >= 6, "{} premades", p.premades.len());
    let mut main_energies = BTreeSet::new();
    for d in &p.premades {
        let ids = p.premade_list(d);
        assert!(problems(p, &ids).is_empty(), "{}: {:?}", d.id, problems(p, &ids));
        assert!(!d.name.is_empty() && d.plan.len() > 20, "{} has a name and a plan", d.id);
        for c in &d.cards {
            if let Some(a) = p.defs[*c as usize].alignment {
                main_energies.insert(ENERGY_NAMES[a as usize]);
            }
        }
    }
    for energy in ["Ember", "Tide", "Grove"] {
        assert!(main_energies.contains(energy), "a premade plays {energy}");
    }
    let starters: Vec<&str> = p.premades.iter().take(2).map(|d| d.id).collect();
    assert_eq!(
        starters,
        ["emberline-raiders", "tidewire-collective"],
        "the default match's decks come first, unchanged"
    );
}

fn code(g: &Nexus, c: CardId) -> &'static str {
    g.def(c).code
}

/// NX-6.3.3 and NX-9.3.1: a speed 3 agent played by the non-active player in the defend
/// step arrives in their sector of the chosen biome and may defend that turn (NX-3.4.4);
/// played on an empty queue in the opponent's primary phase it arrives in staging.
#[test]
fn a_speed_3_agent_ambushes_in_the_defend_step_and_lands_in_staging_otherwise() {
    let mut g = primary(0);
    let bruiser = add(&mut g, 0, "A06", Loc::Biome(2));
    sources(&mut g, 1, "A01", 5);
    let ambusher = add(&mut g, 1, "E07", Loc::Hand);
    at_step(&mut g, Step::AttackDeclare);
    act(&mut g, Action::DeclareAttacker { agent: bruiser });
    act(&mut g, Action::Confirm);
    idle_until(&mut g, |g| g.step == Step::PreDefend);
    act(&mut g, Action::Pass);
    play(&mut g, ambusher, None, Some(2));
    pass_both(&mut g);
    assert_eq!(g.card(ambusher).loc, Loc::Biome(2), "{} arrives in P2's Right sector", code(&g, ambusher));
    assert_eq!(g.card(ambusher).arrived, g.turn);
    pass_both(&mut g);
    assert_eq!(g.step, Step::DefendDeclare);
    act(&mut g, Action::Block { defender: ambusher, attacker: bruiser });

    let mut g = primary(0);
    sources(&mut g, 1, "A01", 5);
    let ambusher = add(&mut g, 1, "E07", Loc::Hand);
    act(&mut g, Action::Pass);
    assert_eq!(g.floor, 1, "P2 may act on the empty queue after P1 passes (NX-6.4.4)");
    play(&mut g, ambusher, None, None);
    pass_both(&mut g);
    assert_eq!(g.card(ambusher).loc, Loc::Staging, "outside battle it arrives in staging (NX-3.4.1)");
}

/// NX-10.2 and NX-4.5: Verdant Shepherd's End of turn skill targets a friendly sector;
/// a lost biome's sector is not a legal target (NX-11.1), and a sector regains durability
/// only up to its starting 10.
#[test]
fn a_sector_restoring_reactive_stops_at_ten_and_skips_lost_biomes() {
    let mut g = primary(0);
    let shepherd = add(&mut g, 0, "G10", Loc::Staging);
    g.sectors[0] = [9, 10, 0];
    g.lost[0][2] = true;
    at_step(&mut g, Step::SecondPrimary);
    pass_both(&mut g);
    assert_eq!(g.step, Step::EndStep);
    let Some(Pending::ReactiveTarget { options, .. }) = g.pending.clone() else {
        panic!("the Shepherd asks for its target: {:?}", g.pending)
    };
    let left = Target::Sector { seat: 0, biome: 0 };
    let center = Target::Sector { seat: 0, biome: 1 };
    assert_eq!(options, [left, center], "the friendly sectors of biomes not lost");
    let mut full = g.clone();
    act(&mut g, Action::ChooseTarget { target: left });
    pass_both(&mut g);
    assert_eq!(g.sectors[0][0], 10, "9 regains 1");
    act(&mut full, Action::ChooseTarget { target: center });
    pass_both(&mut full);
    assert_eq!(full.sectors[0][1], 10, "10 stays 10");
    assert_eq!(full.card(shepherd).loc, Loc::Staging);
}

/// NX-6.7.1: Drown the Signal cancels a queued card, which then goes to its owner's cache
/// doing nothing, and its controller draws a card.
#[test]
fn a_cancel_that_draws() {
    let mut g = primary(0);
    let kelp = add(&mut g, 1, "B05", Loc::Staging);
    sources(&mut g, 0, "A01", 1);
    sources(&mut g, 1, "B01", 4);
    let ign = add(&mut g, 0, "A09", Loc::Hand);
    let drown = add(&mut g, 1, "T09", Loc::Hand);
    play(&mut g, ign, Some(Target::Agent(kelp)), None);
    let id = g.queue.last().expect("Ignition queued").id;
    let hand = g.players[1].hand.len();
    play(&mut g, drown, Some(Target::Item(id)), None);
    pass_both(&mut g);
    assert!(g.queue[0].cancelled);
    assert_eq!(g.players[1].hand.len(), hand, "Drown the Signal left the hand and P2 drew one");
    assert_eq!(g.card(drown).loc, Loc::Cache);
    pass_both(&mut g);
    assert_eq!((g.card(ign).loc, g.card(kelp).damage), (Loc::Cache, 0));
}

/// NX-5.2: printed costs are at least 0; a gear costing {0} is played with no source.
#[test]
fn a_free_gear_needs_no_source() {
    let mut g = primary(0);
    let buckler = add(&mut g, 0, "V06", Loc::Hand);
    assert!(g.legal_actions().contains(&Action::Play { card: buckler, target: None, biome: None }));
    act(&mut g, Action::Play { card: buckler, target: None, biome: None });
    assert!(g.pending.is_none(), "nothing to pay");
    pass_both(&mut g);
    assert_eq!(g.card(buckler).loc, Loc::Staging, "gear arrives unattached in staging (NX-3.7.2)");
}

/// NX-3.6.2 and NX-6.3.2: a speed 2 modification may be played in battle, on an agent in a
/// biome; it arrives attached and its bonus counts there (Slipstream Code: ranged, +1 defense).
#[test]
fn a_speed_2_modification_in_battle() {
    let mut g = primary(0);
    let kelp = add(&mut g, 0, "B05", Loc::Biome(1));
    sources(&mut g, 0, "B01", 1);
    let code = add(&mut g, 0, "T14", Loc::Hand);
    at_step(&mut g, Step::PreAttack);
    let before = g.defense(kelp);
    play(&mut g, code, Some(Target::Agent(kelp)), None);
    pass_both(&mut g);
    assert_eq!(g.card(code).loc, Loc::Attached(kelp));
    assert_eq!(g.defense(kelp), before + 1);
    assert!(g.ranged(kelp), "the modified agent is ranged");
}

/// `simulate --random-setup` deals random legal decks from the whole set: over a few
/// hundred decks every design of the pool turns up, so the referee's seeded games reach
/// every card.
#[test]
fn random_decks_reach_every_design_of_the_set() {
    use turnkeeper::engine::Rng;
    use turnkeeper::games::nexus::cards::decks::random_deck;
    let p = pool();
    let mut rng = Rng::new(31);
    let mut seen = BTreeSet::new();
    for _ in 0..400 {
        let deck = random_deck(p, &mut rng);
        assert!(problems(p, &deck).is_empty(), "{deck:?}");
        seen.extend(deck);
    }
    let missing: Vec<&str> = p.defs.iter().map(|d| d.code).filter(|c| !seen.contains(*c)).collect();
    assert!(missing.is_empty(), "never dealt: {missing:?}");
}
