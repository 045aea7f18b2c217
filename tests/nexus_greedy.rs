//! The greedy player's estimate of a Nexus position (`src/games/nexus/greedy.rs`): a single
//! ply sees one step of a longer action, so the estimate counts where the step leads.
//! Positions are built with the scenario builder; cards from the Halvard's Reach set
//! (A06 Cinderguard Bruiser 4/3, A05 Flarecaster 2/2, B05 Kelpwarden 2/5).

use turnkeeper::engine::ai::greedy;
use turnkeeper::engine::prelude::*;
use turnkeeper::games::nexus::testkit::*;
use turnkeeper::games::nexus::{Action, Loc, Nexus, Step};

fn estimate(g: &Nexus, seat: usize) -> f64 {
    g.greedy_evaluate(seat).expect("Nexus has a greedy estimate")
}

/// NX-9.4.2: an unblocked attacker deals its attack to the enemy sector, and a sector
/// brought to 0 loses its biome. Declaring such an attacker is worth, to one ply, what
/// the damage step will make of it: the same as the biome already lost.
#[test]
fn an_attacker_being_declared_counts_as_the_damage_it_will_deal() {
    let mut g = primary(0);
    let bruiser = add(&mut g, 0, "A06", Loc::Biome(2));
    g.sectors[1][2] = 4;
    at_step(&mut g, Step::AttackDeclare);
    let before = estimate(&g, 0);
    act(&mut g, Action::DeclareAttacker { agent: bruiser });
    let declared = estimate(&g, 0);

    let mut lost = primary(0);
    add(&mut lost, 0, "A06", Loc::Biome(2));
    lost.sectors[1][2] = 0;
    lost.lost[1][2] = true;
    at_step(&mut lost, Step::AttackDeclare);
    assert!(declared > before, "declaring the attack is worth something: {before} -> {declared}");
    assert!(
        (declared - estimate(&lost, 0)).abs() < 1e-12,
        "declared {declared}, the biome already lost {}",
        estimate(&lost, 0)
    );
    assert!((estimate(&g, 0) + estimate(&g, 1) - 1.0).abs() < 1e-12, "the two seats' estimates sum to one");
}

/// NX-9.4.3-9.4.5: a defender that survives the attacker and terminates it is a good
/// block, and the greedy player makes it rather than let the sector take the damage.
#[test]
fn the_greedy_player_blocks_where_its_defender_wins_the_fight() {
    let mut g = primary(0);
    let flare = add(&mut g, 0, "A05", Loc::Biome(0));
    let kelp = add(&mut g, 1, "B05", Loc::Biome(0));
    at_step(&mut g, Step::AttackDeclare);
    act(&mut g, Action::DeclareAttacker { agent: flare });
    act(&mut g, Action::Confirm);
    idle_until(&mut g, |g| g.step == Step::DefendDeclare);
    assert_eq!(g.to_act(), Some(1));
    let open = estimate(&g, 1);
    let block = Action::Block { defender: kelp, attacker: flare };
    let mut blocked = g.clone();
    act(&mut blocked, block.clone());
    assert!(estimate(&blocked, 1) > open, "the block {} against the open sector {open}", estimate(&blocked, 1));
    for seed in 0..5 {
        assert_eq!(greedy::choose(&g, seed), Some(block.clone()), "seed {seed}");
    }
}

/// NX-5.4, NX-6.2.3: a card leaves the hand before it is paid for and waits on the
/// queue before it arrives. Playing an agent is worth its stats from the first step.
#[test]
fn an_agent_being_played_counts_before_it_arrives() {
    let mut g = primary(0);
    sources(&mut g, 0, "A01", 3);
    let bruiser = add(&mut g, 0, "A06", Loc::Hand);
    let before = estimate(&g, 0);
    act(&mut g, Action::Play { card: bruiser, target: None, biome: None });
    assert!(g.card(bruiser).loc != Loc::Staging, "not yet arrived");
    let playing = estimate(&g, 0);
    assert!(playing > before, "playing it {playing}, before {before}");
    pay_all(&mut g);
    pass_both(&mut g);
    assert_eq!(g.card(bruiser).loc, Loc::Staging, "arrived");
    assert!(estimate(&g, 0) > before, "arrived {}, before {before}", estimate(&g, 0));
}
