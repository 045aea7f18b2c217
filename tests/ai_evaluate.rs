//! The games' evaluations, which cut the computer player's playouts short: in 0..=1,
//! the leader above one half, and a two-seat estimate that sums to one.

use turnkeeper::engine::prelude::*;
use turnkeeper::games::lorcana::testkit::{self as ltk, Zone};
use turnkeeper::games::tash_kalar::testkit::Scenario;
use turnkeeper::games::tash_kalar::Rank;

#[test]
fn lorcana_reads_the_lore_race_and_the_board() {
    let mut g = ltk::main_phase(0);
    let even = g.evaluate(0).unwrap();
    assert!((even - 0.5).abs() < 1e-9, "an empty table is even: {even}");
    ltk::set_lore(&mut g, 0, 12);
    ltk::set_lore(&mut g, 1, 4);
    let ahead = g.evaluate(0).unwrap();
    assert!(ahead > 0.7, "8 lore ahead: {ahead}");
    assert!((ahead + g.evaluate(1).unwrap() - 1.0).abs() < 1e-9);
    ltk::add(&mut g, 1, "A06", Zone::Play);
    ltk::add(&mut g, 1, "A07", Zone::Play);
    assert!(g.evaluate(0).unwrap() < ahead, "the other side's questers close the gap");
}

#[test]
fn tash_kalar_reads_score_against_target_and_pieces() {
    let mut s = Scenario::high_form();
    // The hands count too (issue 33: patterns in reach), but on an empty board only
    // patterns of two squares are in reach at all, and those only a little.
    let even = s.build().evaluate(0).unwrap();
    assert!((even - 0.5).abs() < 0.05, "an empty board is about even: {even}");
    s.piece(5, 5, 0, Rank::Heroic).piece(4, 4, 0, Rank::Common);
    let g = s.build();
    let ahead = g.evaluate(0).unwrap();
    assert!(ahead > 0.5 && ahead < 1.0, "{ahead}");
    assert!((ahead + g.evaluate(1).unwrap() - 1.0).abs() < 1e-9);
    s.game.sides[1].points = 6;
    assert!(s.build().evaluate(1).unwrap() > 0.8, "two thirds of the target scored");
}

mod aeons_end {
    use turnkeeper::engine::prelude::*;
    use turnkeeper::games::aeons_end::testkit::{self, card, give, nem, nem_discard, put_in_play, set_breach, Zone};
    use turnkeeper::games::aeons_end::BreachState;

    const O: usize = 0;

    /// The same value for both mages (AE-1.1: they win or lose together), in 0..=1.
    #[test]
    fn one_value_for_the_team() {
        let g = testkit::two_mages(O);
        let v = g.evaluate(0).unwrap();
        assert!(v > 0.0 && v < 1.0, "{v}");
        assert_eq!(g.evaluate(1), Some(v));
    }

    /// Gravehold's life (AE-14.3), the nemesis's life (AE-14.1) and the nemesis deck's
    /// progress (AE-14.2) move the estimate the way they move the chance to win.
    #[test]
    fn the_races_of_gravehold_nemesis_life_and_the_deck() {
        let g = testkit::two_mages(O);
        let v = g.evaluate(0).unwrap();
        let mut hurt = g.clone();
        hurt.gravehold -= 8;
        assert!(hurt.evaluate(0).unwrap() < v, "Gravehold lost life");
        let mut wounded = g.clone();
        wounded.nemesis.life -= 20;
        assert!(wounded.evaluate(0).unwrap() > v, "the nemesis lost life");
        let mut later = g.clone();
        for k in
            [nem("tidal_lash"), nem("drowning_grasp"), nem("brine_surge"), nem("abyssal_roar"), nem("seawall_collapse")]
        {
            nem_discard(&mut later, k);
        }
        assert!(later.evaluate(0).unwrap() > v, "five attacks already behind the mages");
    }

    /// A minion in play is worse than the same minion dead, and a power nearer to its
    /// POWER effect is worse than one just drawn; a paid power (AE-6.8) is gone.
    #[test]
    fn threats_on_the_table() {
        let g = testkit::two_mages(O);
        let mut titan = g.clone();
        put_in_play(&mut titan, nem("deepspawn_titan"));
        let mut dead = g.clone();
        nem_discard(&mut dead, nem("deepspawn_titan"));
        assert!(titan.evaluate(0).unwrap() < dead.evaluate(0).unwrap(), "kill the Titan");
        let mut hurt_titan = titan.clone();
        hurt_titan.nemesis.play[0].life = 3;
        assert!(hurt_titan.evaluate(0).unwrap() > titan.evaluate(0).unwrap(), "a wounded minion threatens less");
        let mut front = g.clone();
        put_in_play(&mut front, nem("pressure_front"));
        let mut soon = front.clone();
        soon.nemesis.play[0].tokens = 1;
        let mut paid = g.clone();
        nem_discard(&mut paid, nem("pressure_front"));
        assert!(soon.evaluate(0).unwrap() < front.evaluate(0).unwrap(), "one token left");
        assert!(front.evaluate(0).unwrap() < paid.evaluate(0).unwrap(), "paying TO DISCARD helps");
    }

    /// The mages' life, a stronger deck, an opened breach and a prepped spell all help.
    #[test]
    fn the_mages_strength() {
        let g = testkit::two_mages(O);
        let v = g.evaluate(0).unwrap();
        let mut hurt = g.clone();
        hurt.mages[1].life = 3;
        assert!(hurt.evaluate(0).unwrap() < v, "a mage near exhaustion");
        let mut exhausted = hurt.clone();
        exhausted.mages[1].life = 0;
        exhausted.mages[1].exhausted = true;
        assert!(exhausted.evaluate(0).unwrap() < hurt.evaluate(0).unwrap(), "an exhausted mage (AE-11)");
        let mut bought = g.clone();
        give(&mut bought, O, card("sundering_torrent"), Zone::Discard);
        assert!(bought.evaluate(0).unwrap() > v, "a Sundering Torrent in the deck");
        let mut opal = g.clone();
        give(&mut opal, O, card("tidewell_opal"), Zone::Discard);
        assert!(opal.evaluate(0).unwrap() > v, "a Tidewell Opal in the deck");
        let mut opened = g.clone();
        set_breach(&mut opened, O, 2, BreachState::Opened);
        assert!(opened.evaluate(0).unwrap() > v, "breach III opened (+1 damage, AE-5.6)");
        let mut prepped = g.clone();
        give(&mut prepped, O, card("emberwisp"), Zone::Breach(0));
        assert!(prepped.evaluate(0).unwrap() > v, "a spell ready to cast");
    }
}

mod nexus {
    use turnkeeper::engine::prelude::*;
    use turnkeeper::games::nexus::testkit::{add, primary, sources};
    use turnkeeper::games::nexus::Loc;

    /// The two seats' estimates sum to one, in 0..=1 (an empty table differs only in
    /// whose turn it is).
    #[test]
    fn two_seats_sum_to_one() {
        let g = primary(0);
        let v = g.evaluate(0).unwrap();
        assert!(v > 0.3 && v < 0.7, "{v}");
        assert!((v + g.evaluate(1).unwrap() - 1.0).abs() < 1e-9);
    }

    /// Durability and biomes (NX-11.1, 11.2): the other side's damaged sector and its
    /// lost biome raise the estimate, each step more.
    #[test]
    fn sectors_and_biomes() {
        let mut g = primary(0);
        let v = g.evaluate(0).unwrap();
        g.sectors[1][0] = 3;
        let hurt = g.evaluate(0).unwrap();
        assert!(hurt > v, "{hurt} after 7 damage on P2's Left, {v} before");
        g.sectors[1][0] = 0;
        g.lost[1][0] = true;
        let lost = g.evaluate(0).unwrap();
        assert!(lost > hurt, "{lost} after P2 lost Left, {hurt} before");
        g.sectors[1][1] = 2;
        assert!(g.evaluate(0).unwrap() > lost, "P2's next biome nearly lost");
    }

    /// The board and what pays for it: agents, energy sources and cards in hand.
    #[test]
    fn agents_energy_and_hand() {
        let mut g = primary(0);
        let v = g.evaluate(0).unwrap();
        add(&mut g, 0, "A06", Loc::Biome(1));
        let agent = g.evaluate(0).unwrap();
        assert!(agent > v, "a 4/3 agent: {agent}, before {v}");
        sources(&mut g, 0, "A01", 2);
        let energy = g.evaluate(0).unwrap();
        assert!(energy > agent, "two sources: {energy}, before {agent}");
        add(&mut g, 0, "A09", Loc::Hand);
        assert!(g.evaluate(0).unwrap() > energy, "a card in hand");
        let hurt = {
            let mut h = g.clone();
            let a = h.agents_of(0)[0];
            h.cards[a.index()].damage = 2;
            h.evaluate(0).unwrap()
        };
        assert!(hurt < g.evaluate(0).unwrap(), "damage on the agent");
    }
}
