//! Part C of the Aeon's End brief: every edge case as a named test, asserting the exact
//! state or the refusal's rule id. "O" is Orrin (seat 0), "S" is Sabe (seat 1).

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::Event;
use turnkeeper::games::aeons_end::testkit::{self, card, give, nem, put_in_play, set_breach, stack_turns, Zone};
use turnkeeper::games::aeons_end::{Action, AeonsEnd, BreachState, CardKind, Choice, Pending, Phase, Target, TurnCard};

mod support;

const O: usize = 0;
const S: usize = 1;

/// Part C's test-only cards: EC-01's spell that deals no damage and EC-05's relic that
/// draws a card, designed here as data.
const TEST_CARDS: &str = r#"{ "set": "tests", "name": "Part C's test cards", "cards": [
  { "id": "test_null", "name": "Null Glyph (test)", "kind": "spell", "cost": 0, "pool": "starter",
    "art": "hieroglyph-y", "cast": [{ "aether": 1 }] },
  { "id": "test_draw", "name": "Sounding Line (test)", "kind": "relic", "cost": 0, "pool": "starter",
    "art": "fishing-hook", "play": [{ "draw": { "who": "you", "amount": 1 } }] }
] }"#;

fn test_card(id: &str) -> CardKind {
    static POOL: std::sync::OnceLock<&'static turnkeeper::games::aeons_end::content::Pool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| testkit::designs(TEST_CARDS)).card(id).expect("a test card")
}

fn ok(g: &mut AeonsEnd, a: Action) -> Vec<Event> {
    g.apply(&a).unwrap_or_else(|e| panic!("{a:?} must be legal: {e}"))
}

/// The rule a refused action cites (tried on a copy).
fn refused(g: &AeonsEnd, a: Action) -> String {
    support::refusal(&mut g.clone(), a).rule.to_string()
}

fn texts(ev: &[Event]) -> Vec<String> {
    ev.iter().map(|e| e.text.clone()).collect()
}

fn casting(mut g: AeonsEnd) -> AeonsEnd {
    g.phase = Phase::Casting;
    g
}

fn at_nem() -> Option<Target> {
    Some(Target::Nemesis)
}

#[test]
fn ec01_zero_damage_spell_from_a_plus_one_breach_must_target() {
    let mut g = testkit::two_mages(O);
    set_breach(&mut g, O, 2, BreachState::Opened);
    give(&mut g, O, test_card("test_null"), Zone::Breach(2));
    let g = casting(g);
    assert_eq!(refused(&g, Action::Cast { breach: 2, target: None }), "AE-5.5");
    let mut h = g.clone();
    ok(&mut h, Action::Cast { breach: 2, target: at_nem() });
    assert_eq!(h.nemesis.life, 54, "exactly 1 damage");
    assert_eq!(h.aether, 1, "its own text still resolves");
    // From breach I (and an opened II): no target.
    for b in [0u8, 1] {
        let mut g = testkit::two_mages(O);
        set_breach(&mut g, O, b as usize, BreachState::Opened);
        give(&mut g, O, test_card("test_null"), Zone::Breach(b as usize));
        let mut g = casting(g);
        assert_eq!(refused(&g, Action::Cast { breach: b, target: at_nem() }), "AE-5.7");
        ok(&mut g, Action::Cast { breach: b, target: None });
        assert_eq!(g.nemesis.life, 55);
    }
}

#[test]
fn ec02_spell_in_a_focused_closed_breach_must_be_cast_next_turn() {
    let mut g = testkit::two_mages(S);
    g.aether = 3;
    let wisp = give(&mut g, S, card("emberwisp"), Zone::Hand);
    ok(&mut g, Action::Focus { owner: S, breach: 2 });
    assert_eq!(g.mages[S].breaches[2].state, BreachState::Closed(2));
    ok(&mut g, Action::Prep { card: wisp, owner: S, breach: 2 });
    stack_turns(&mut g, &[TurnCard::Mage(S)]);
    testkit::end_turn(&mut g);
    assert_eq!((g.active, g.phase), (S, Phase::Casting));
    assert_eq!(g.mages[S].breaches[2].state, BreachState::Closed(2), "still closed");
    assert_eq!(refused(&g, Action::EndCasting), "AE-5.2");
    let glim = g.mages[S].hand.iter().copied().find(|&c| g.kind(c) == card("glimstone")).unwrap();
    assert_eq!(refused(&g, Action::Play { card: glim, choice: Choice::None }), "AE-5.2");
    ok(&mut g, Action::Cast { breach: 2, target: at_nem() });
    assert_eq!(g.nemesis.life, 53, "2 damage: no +1 from a closed breach");
    ok(&mut g, Action::EndCasting);
}

#[test]
fn ec03_no_prep_into_a_closed_breach_focused_last_turn() {
    let mut g = testkit::two_mages(O);
    g.aether = 2;
    ok(&mut g, Action::Focus { owner: O, breach: 1 });
    assert!(g.mages[O].breaches[1].focused);
    stack_turns(&mut g, &[TurnCard::Mage(O)]);
    testkit::end_turn(&mut g);
    assert_eq!(g.active, O);
    assert!(!g.mages[O].breaches[1].focused, "the flag clears at the end of the turn");
    let fl = g.mages[O].hand.iter().copied().find(|&c| g.kind(c) == card("flicker")).unwrap();
    assert_eq!(refused(&g, Action::Prep { card: fl, owner: O, breach: 1 }), "AE-6.6");
}

#[test]
fn ec04_deck_runs_out_mid_draw() {
    let mut g = testkit::two_mages(O);
    testkit::clear_cards(&mut g, O);
    give(&mut g, O, card("flicker"), Zone::Hand);
    let a = give(&mut g, O, card("glimstone"), Zone::DeckBottom);
    let b = give(&mut g, O, card("glimstone"), Zone::DeckBottom);
    let x = give(&mut g, O, card("tidewell_opal"), Zone::Discard);
    let y = give(&mut g, O, card("emberwisp"), Zone::Discard);
    let z = give(&mut g, O, card("keepers_lamp"), Zone::Discard);
    stack_turns(&mut g, &[TurnCard::Mage(S)]);
    ok(&mut g, Action::EndMain);
    let m = &g.mages[O];
    assert_eq!(m.hand[1..], [a, b, x, y], "the 2 deck cards, then X and Y from the flipped discard");
    assert_eq!(m.deck, vec![z], "Z stays as the deck's only card, no shuffle");
    assert!(m.discard.is_empty());
}

#[test]
fn ec05_flip_during_the_main_phase() {
    let mut g = testkit::two_mages(O);
    testkit::clear_cards(&mut g, O);
    set_breach(&mut g, O, 1, BreachState::Opened);
    let f1 = give(&mut g, O, card("flicker"), Zone::Breach(0));
    let f2 = give(&mut g, O, card("flicker"), Zone::Breach(1));
    let glim = give(&mut g, O, card("glimstone"), Zone::Hand);
    let draw = give(&mut g, O, test_card("test_draw"), Zone::Hand);
    let mut g = casting(g);
    ok(&mut g, Action::Cast { breach: 0, target: at_nem() });
    ok(&mut g, Action::Cast { breach: 1, target: at_nem() });
    ok(&mut g, Action::EndCasting);
    ok(&mut g, Action::Play { card: glim, choice: Choice::None });
    ok(&mut g, Action::Play { card: draw, choice: Choice::None });
    let m = &g.mages[O];
    assert_eq!(m.hand, vec![f1], "the first cast spell is the new deck's top card");
    assert_eq!(m.deck, vec![f2], "the other cast spell is in the new deck");
    assert_eq!(m.played, vec![glim, draw], "played gems and relics stay in the play area");
    assert!(m.discard.is_empty());
}

#[test]
fn ec06_unspent_aether_is_lost() {
    let mut g = testkit::two_mages(O);
    let gl: Vec<_> = g.mages[O].hand.iter().copied().filter(|&c| g.kind(c) == card("glimstone")).collect();
    let bead = give(&mut g, O, card("ashglass_bead"), Zone::Hand);
    for c in gl {
        ok(&mut g, Action::Play { card: c, choice: Choice::None });
    }
    ok(&mut g, Action::Play { card: bead, choice: Choice::None });
    assert_eq!((g.aether, g.restricted), (4, 1));
    ok(&mut g, Action::GainCharge);
    assert_eq!(g.aether, 2);
    stack_turns(&mut g, &[TurnCard::Mage(S)]);
    testkit::end_turn(&mut g);
    assert_eq!(g.active, S);
    assert_eq!((g.aether, g.restricted), (0, 0), "general and restricted aether are both gone");
}

#[test]
fn ec07_charge_maximum() {
    let mut g = testkit::two_mages(S);
    g.mages[S].charges = 4;
    g.aether = 2;
    assert_eq!(refused(&g, Action::GainCharge), "AE-6.3");
    for start in [3, 4] {
        let mut g = testkit::two_mages(S);
        g.mages[S].charges = start;
        let lamp = give(&mut g, S, card("keepers_lamp"), Zone::Hand);
        ok(&mut g, Action::Play { card: lamp, choice: Choice::None });
        assert_eq!(g.mages[S].charges, 4, "S ends at 4/4 from {start}/4");
        assert_eq!(g.mages[O].charges, 1, "the ally gains 1");
    }
}

#[test]
fn ec08_focus_at_yellow_opens() {
    let mut g = testkit::two_mages(O);
    g.aether = 8;
    ok(&mut g, Action::Focus { owner: O, breach: 3 });
    assert_eq!(g.mages[O].breaches[3].state, BreachState::Closed(3));
    ok(&mut g, Action::Focus { owner: O, breach: 3 });
    assert_eq!(g.mages[O].breaches[3].state, BreachState::Opened, "opened, not stage 0");
    // Lanternfall's free focus on a stage-3 breach opens it.
    let mut g = testkit::two_mages(O);
    for b in 1..3 {
        set_breach(&mut g, O, b, BreachState::Opened);
    }
    set_breach(&mut g, O, 3, BreachState::Closed(3));
    g.mages[O].charges = 5;
    ok(&mut g, Action::Ability { mage: O, choice: Choice::Strike { target: Target::Nemesis, breach: Some(3) } });
    assert_eq!(g.mages[O].breaches[3].state, BreachState::Opened);
    // So does Wayfinder's Compass.
    let mut g = testkit::two_mages(O);
    set_breach(&mut g, S, 1, BreachState::Closed(3));
    let c = give(&mut g, O, card("wayfinders_compass"), Zone::Hand);
    ok(&mut g, Action::Play { card: c, choice: Choice::Breach { owner: S, breach: 1 } });
    assert_eq!(g.mages[S].breaches[1].state, BreachState::Opened);
}

#[test]
fn ec09_open_cost_follows_the_stage() {
    let mut g = testkit::two_mages(S);
    g.aether = 6;
    assert_eq!(g.view(S).mages[S].breaches[2].open_cost, 7);
    assert_eq!(refused(&g, Action::Open { owner: S, breach: 2 }), "AE-6.5");
    ok(&mut g, Action::Focus { owner: S, breach: 2 });
    assert_eq!(g.view(S).mages[S].breaches[2].open_cost, 5);
    g.aether = 5;
    ok(&mut g, Action::Open { owner: S, breach: 2 });
    assert_eq!(g.aether, 0);
    g.aether = 9;
    assert_eq!(refused(&g, Action::Open { owner: S, breach: 2 }), "AE-1.6.3");
    assert_eq!(refused(&g, Action::Focus { owner: S, breach: 2 }), "AE-1.6.3");
}

#[test]
fn ec10_optional_casting_from_opened_breaches() {
    let mut g = testkit::two_mages(O);
    let f = give(&mut g, O, card("flicker"), Zone::Breach(0));
    let mut g = casting(g);
    ok(&mut g, Action::EndCasting);
    assert_eq!(g.mages[O].breaches[0].spell, Some(f), "it stays prepped");
    let other = g.mages[O].hand.iter().copied().find(|&c| g.kind(c) == card("flicker")).unwrap();
    assert_eq!(refused(&g, Action::Prep { card: other, owner: O, breach: 0 }), "AE-6.6");
}

#[test]
fn ec11_casting_order_and_emberwisp_bonus() {
    for wisp_second in [true, false] {
        let mut g = testkit::two_mages(O);
        set_breach(&mut g, O, 1, BreachState::Opened);
        give(&mut g, O, card("flicker"), Zone::Breach(0));
        give(&mut g, O, card("emberwisp"), Zone::Breach(1));
        let mut g = casting(g);
        if wisp_second {
            ok(&mut g, Action::Cast { breach: 0, target: at_nem() });
        }
        let before = g.nemesis.life;
        ok(&mut g, Action::Cast { breach: 1, target: at_nem() });
        assert_eq!(before - g.nemesis.life, if wisp_second { 3 } else { 2 });
    }
}

#[test]
fn ec12_one_target_per_spell_and_overkill_lost() {
    let mut g = testkit::two_mages(O);
    set_breach(&mut g, O, 2, BreachState::Opened);
    set_breach(&mut g, O, 3, BreachState::Opened);
    give(&mut g, O, card("sundering_torrent"), Zone::Breach(2));
    let swarm = put_in_play(&mut g, nem("barnacle_swarm"));
    let mut g = casting(g);
    ok(&mut g, Action::Cast { breach: 2, target: Some(Target::Minion(swarm)) });
    assert!(g.nemesis.play.is_empty() && g.nemesis.discard == vec![swarm], "the minion is defeated");
    assert_eq!(g.nemesis.life, 55, "the excess does not carry over to the nemesis");
}

#[test]
fn ec13_two_breach_spell() {
    let mut g = testkit::two_mages(O);
    set_breach(&mut g, O, 2, BreachState::Opened);
    set_breach(&mut g, O, 3, BreachState::Opened);
    let t = give(&mut g, O, card("sundering_torrent"), Zone::Hand);
    ok(&mut g, Action::Prep { card: t, owner: O, breach: 2 });
    assert_eq!((g.mages[O].breaches[2].spell, g.mages[O].breaches[3].spell), (Some(t), Some(t)));
    stack_turns(&mut g, &[TurnCard::Mage(O)]);
    testkit::end_turn(&mut g);
    ok(&mut g, Action::Cast { breach: 2, target: at_nem() });
    assert_eq!(g.nemesis.life, 46, "7 + 1 + 1");
    // Breach IV has no right-hand neighbour; a destroyed breach II breaks I+II.
    let mut g = testkit::two_mages(O);
    set_breach(&mut g, O, 3, BreachState::Opened);
    set_breach(&mut g, O, 1, BreachState::Destroyed);
    let t = give(&mut g, O, card("sundering_torrent"), Zone::Hand);
    assert_eq!(refused(&g, Action::Prep { card: t, owner: O, breach: 3 }), "AE-1.6.4");
    assert_eq!(refused(&g, Action::Prep { card: t, owner: O, breach: 0 }), "AE-1.6.4");
    // Either breach occupied.
    let mut g = testkit::two_mages(O);
    set_breach(&mut g, O, 1, BreachState::Opened);
    set_breach(&mut g, O, 2, BreachState::Opened);
    give(&mut g, O, card("flicker"), Zone::Breach(1));
    let t = give(&mut g, O, card("sundering_torrent"), Zone::Hand);
    assert_eq!(refused(&g, Action::Prep { card: t, owner: O, breach: 0 }), "AE-6.6");
    assert_eq!(refused(&g, Action::Prep { card: t, owner: O, breach: 1 }), "AE-6.6");
    set_breach(&mut g, O, 3, BreachState::Opened);
    ok(&mut g, Action::Prep { card: t, owner: O, breach: 2 });
}

#[test]
fn ec14_or_choice_forced_when_only_one_option_is_completable() {
    let mut g = testkit::two_mages(S);
    g.mages[O].charges = 5;
    let qh = g.mages[S].hand.iter().copied().find(|&c| g.kind(c) == card("quarry_heart")).unwrap();
    assert_eq!(refused(&g, Action::Play { card: qh, choice: Choice::AllyCharge(O) }), "AE-13.5");
    let plays: Vec<_> =
        g.legal_actions().into_iter().filter(|a| matches!(a, Action::Play { card, .. } if *card == qh)).collect();
    assert_eq!(plays, vec![Action::Play { card: qh, choice: Choice::Aether }]);
    // Cinderwick with no minion: only the nemesis option (1 damage).
    let mut g = testkit::two_mages(O);
    give(&mut g, O, card("cinderwick"), Zone::Breach(0));
    let g = casting(g);
    let casts: Vec<_> = g.legal_actions().into_iter().filter(|a| matches!(a, Action::Cast { .. })).collect();
    assert_eq!(casts, vec![Action::Cast { breach: 0, target: at_nem() }]);
    let mut h = g.clone();
    ok(&mut h, casts[0]);
    assert_eq!(h.nemesis.life, 54);
}

#[test]
fn ec15_restricted_aether() {
    let mut g = testkit::two_mages(O);
    let bead = give(&mut g, O, card("ashglass_bead"), Zone::Hand);
    ok(&mut g, Action::Play { card: bead, choice: Choice::None });
    assert_eq!(refused(&g, Action::Gain { pile: 0 }), "AE-6.2");
    g.aether = 1;
    g.restricted = 1;
    assert_eq!(refused(&g, Action::GainCharge), "AE-6.3");
    ok(&mut g, Action::Focus { owner: O, breach: 1 });
    assert_eq!((g.aether, g.restricted), (0, 0), "the restricted aether paid part of the focus");
}

#[test]
fn ec16_gaining_from_an_empty_pile() {
    let mut g = testkit::two_mages(O);
    g.aether = 18;
    for _ in 0..5 {
        ok(&mut g, Action::Gain { pile: 5 });
    }
    assert_eq!(refused(&g, Action::Gain { pile: 5 }), "AE-6.2");
    // A gained card lies under the gems played this turn.
    let mut g = testkit::two_mages(O);
    let gl: Vec<_> = g.mages[O].hand.iter().copied().filter(|&c| g.kind(c) == card("glimstone")).collect();
    for &c in &gl {
        ok(&mut g, Action::Play { card: c, choice: Choice::None });
    }
    ok(&mut g, Action::Gain { pile: 5 });
    let wisp = *g.mages[O].discard.last().unwrap();
    assert_eq!(g.kind(wisp), card("emberwisp"), "straight onto the discard pile");
    stack_turns(&mut g, &[TurnCard::Mage(S)]);
    ok(&mut g, Action::EndMain);
    let mut want = vec![wisp];
    want.extend(&gl);
    assert_eq!(g.mages[O].discard, want, "bottom to top: the gained card, then the played gems");
}

#[test]
fn ec17_to_discard() {
    let mut g = testkit::two_mages(O);
    let pf = put_in_play(&mut g, nem("pressure_front"));
    g.aether = 5;
    assert_eq!(refused(&g, Action::PayToDiscard { power: pf }), "AE-13.2");
    g.aether = 6;
    ok(&mut g, Action::PayToDiscard { power: pf });
    assert_eq!(g.aether, 0);
    assert_eq!(g.nemesis.discard, vec![pf]);
    // Three nemesis turns later Gravehold has taken no 8.
    testkit::nem_on_top(&mut g, nem("silt_crawler"));
    stack_turns(&mut g, &[TurnCard::Nemesis]);
    testkit::end_turn(&mut g);
    assert_eq!(g.gravehold, 30, "the power's effect never happens");
    // Nobody else's aether: during the nemesis turn's decision the payment is refused.
    let mut g = testkit::two_mages(O);
    let pf = put_in_play(&mut g, nem("pressure_front"));
    testkit::nem_on_top(&mut g, nem("tidal_lash"));
    stack_turns(&mut g, &[TurnCard::Nemesis]);
    testkit::end_turn(&mut g);
    assert!(testkit::team_choice(&g));
    g.aether = 9;
    assert_eq!(refused(&g, Action::PayToDiscard { power: pf }), "AE-9.6");
}

#[test]
fn ec18_while_prepped_main_phase_effect() {
    let mut g = testkit::two_mages(O);
    let glyph = give(&mut g, O, card("glyph_of_tithing"), Zone::Hand);
    ok(&mut g, Action::Prep { card: glyph, owner: O, breach: 0 });
    ok(&mut g, Action::WhilePrepped { breach: 0 });
    assert_eq!(g.aether, 1);
    assert_eq!(refused(&g, Action::WhilePrepped { breach: 0 }), "AE-6.7");
    // Not in the casting phase.
    let mut c = testkit::two_mages(O);
    give(&mut c, O, card("glyph_of_tithing"), Zone::Breach(0));
    let c = casting(c);
    assert_eq!(refused(&c, Action::WhilePrepped { breach: 0 }), "AE-6.7");
    // Not on the nemesis turn.
    testkit::nem_on_top(&mut g, nem("tidal_lash"));
    stack_turns(&mut g, &[TurnCard::Nemesis]);
    testkit::end_turn(&mut g);
    assert!(g.pending.is_some());
    assert_eq!(refused(&g, Action::WhilePrepped { breach: 0 }), "AE-6.7");
    // Bulwark Rune is passive.
    let mut g = testkit::two_mages(O);
    give(&mut g, O, card("bulwark_rune"), Zone::Breach(0));
    assert_eq!(refused(&g, Action::WhilePrepped { breach: 0 }), "AE-6.7");
}

fn brine_surge_on_sabe(runes: usize) -> AeonsEnd {
    let mut g = testkit::two_mages(O);
    set_breach(&mut g, S, 1, BreachState::Opened);
    for b in 0..runes {
        give(&mut g, S, card("bulwark_rune"), Zone::Breach(b));
    }
    testkit::nem_on_top(&mut g, nem("brine_surge"));
    stack_turns(&mut g, &[TurnCard::Nemesis, TurnCard::Mage(O)]);
    testkit::end_turn(&mut g);
    ok(&mut g, Action::ChoosePlayer { seat: S });
    g
}

#[test]
fn ec19_bulwark_rune_reduction() {
    assert_eq!(brine_surge_on_sabe(1).mages[S].life, 7);
    assert_eq!(brine_surge_on_sabe(2).mages[S].life, 8);
}

#[test]
fn ec20_exhaustion_sequence_and_excess() {
    let mut g = testkit::two_mages(O);
    g.mages[S].life = 3;
    g.mages[S].charges = 3;
    set_breach(&mut g, S, 1, BreachState::Opened);
    let spell = give(&mut g, S, card("flicker"), Zone::Breach(1));
    let mut ev = Vec::new();
    g.damage_player(S, 5, &mut ev);
    g.run(&mut ev);
    assert_eq!((g.mages[S].life, g.mages[S].exhausted), (0, true));
    assert_eq!(g.gravehold, 30 - 4 - 4, "excess 2 doubled, then Unleash twice");
    assert_eq!(testkit::breach_choice(&g), Some(S));
    assert_eq!(g.to_act(), Some(S), "the exhausted player chooses");
    assert_eq!(g.mages[S].charges, 3, "charges go last");
    ok(&mut g, Action::DestroyBreach { breach: 1 });
    assert_eq!(g.mages[S].breaches[1].state, BreachState::Destroyed);
    assert_eq!(g.mages[S].discard.last(), Some(&spell), "its spell goes to the discard pile");
    assert_eq!(g.mages[S].charges, 0);
    let t = texts(&ev);
    let pos = |s: &str| t.iter().position(|x| x.contains(s)).unwrap_or_else(|| panic!("no {s:?} in {t:?}"));
    assert!(pos("is exhausted") < pos("26 life left"), "the excess first");
    assert!(pos("26 life left") < pos("unleashes"), "then the Unleashes");
}

#[test]
fn ec21_damage_to_an_exhausted_player() {
    let mut g = testkit::two_mages(O);
    g.mages[S].life = 0;
    g.mages[S].exhausted = true;
    testkit::nem_on_top(&mut g, nem("tidal_lash"));
    stack_turns(&mut g, &[TurnCard::Nemesis, TurnCard::Mage(O)]);
    testkit::end_turn(&mut g);
    assert_eq!(g.gravehold, 28, "the Unleash");
    ok(&mut g, Action::ChoosePlayer { seat: S });
    assert_eq!(g.gravehold, 24, "twice the 2 damage");
    assert_eq!(g.mages[S].life, 0);
    // Bulwark Chant cannot pick an exhausted player.
    let mut g = testkit::two_mages(S);
    g.mages[S].life = 0;
    g.mages[S].exhausted = true;
    g.mages[S].charges = 4;
    assert_eq!(refused(&g, Action::Ability { mage: S, choice: Choice::Heal(S) }), "AE-11.2");
}

#[test]
fn ec22_lowest_life_targeting_skips_exhausted_players() {
    let mut g = testkit::two_mages(O);
    g.mages[O].life = 0;
    g.mages[O].exhausted = true;
    g.mages[S].life = 6;
    let choir = put_in_play(&mut g, nem("drowned_choir"));
    g.nemesis.play[0].tokens = 1;
    testkit::nem_on_top(&mut g, nem("silt_crawler"));
    stack_turns(&mut g, &[TurnCard::Nemesis, TurnCard::Mage(O)]);
    testkit::end_turn(&mut g);
    assert_eq!(g.mages[S].life, 2, "P2 suffers 4");
    assert!(g.nemesis.discard.contains(&choir));
}

#[test]
fn ec23_all_players_exhausted_is_an_immediate_loss() {
    let mut g = testkit::two_mages(O);
    g.mages[O].life = 0;
    g.mages[O].exhausted = true;
    g.mages[S].life = 4;
    testkit::nem_on_top(&mut g, nem("brine_surge"));
    stack_turns(&mut g, &[TurnCard::Nemesis]);
    testkit::end_turn(&mut g);
    ok(&mut g, Action::ChoosePlayer { seat: S });
    let o = g.outcome().expect("lost at once");
    assert!(o.winners.is_empty());
    assert!(o.reason.contains("AE-11.4"), "{}", o.reason);
    assert_eq!(g.gravehold, 30, "the rest (Unleash) is not resolved");
    assert_eq!(g.to_act(), None);
}

#[test]
fn ec24_life_caps() {
    let mut g = testkit::two_mages(O);
    g.mages[S].charges = 4;
    g.gravehold = 29;
    let mut h = g.clone();
    ok(&mut h, Action::Ability { mage: S, choice: Choice::Gravehold });
    assert_eq!(h.gravehold, 30);
    g.mages[O].life = 8;
    ok(&mut g, Action::Ability { mage: S, choice: Choice::Heal(O) });
    assert_eq!(g.mages[O].life, 10);
    // Nothing completable: either option, no change.
    let mut g = testkit::two_mages(O);
    g.mages[S].charges = 4;
    let legal: Vec<_> = g.legal_actions().into_iter().filter(|a| matches!(a, Action::Ability { .. })).collect();
    assert_eq!(legal.len(), 3, "Gravehold or either mage: {legal:?}");
    let before = (g.gravehold, g.mages[O].life, g.mages[S].life);
    ok(&mut g, Action::Ability { mage: S, choice: Choice::Gravehold });
    assert_eq!((g.gravehold, g.mages[O].life, g.mages[S].life), before);
}

#[test]
fn ec25_minion_killed() {
    let mut g = testkit::two_mages(O);
    let swarm = put_in_play(&mut g, nem("barnacle_swarm"));
    g.mages[O].charges = 5;
    ok(&mut g, Action::Ability { mage: O, choice: Choice::Strike { target: Target::Minion(swarm), breach: Some(1) } });
    assert_eq!(g.nemesis.play[0].life, 1);
    let mut ev = Vec::new();
    g.damage_enemy(Target::Minion(swarm), 3, &mut ev);
    assert!(g.nemesis.play.is_empty());
    assert_eq!(g.nemesis.discard, vec![swarm]);
    assert_eq!(g.nemesis.life, 55, "the surplus 2 is lost");
}

#[test]
fn ec26_newly_arrived_power_waits() {
    let mut g = testkit::two_mages(O);
    testkit::nem_on_top(&mut g, nem("kelpwarden"));
    testkit::nem_on_top(&mut g, nem("silt_crawler"));
    let und = testkit::nem_on_top(&mut g, nem("undertow"));
    // Turn n and n+1 are two nemesis turns in a row: they count separately.
    stack_turns(&mut g, &[TurnCard::Nemesis, TurnCard::Nemesis, TurnCard::Mage(O)]);
    g.apply(&Action::EndMain).unwrap();
    let t = g.recent.clone();
    let pos = |s: &str| t.iter().position(|x| x.contains(s)).unwrap_or_else(|| panic!("no {s:?} in {t:?}"));
    assert!(pos("draws Undertow") < pos("token is removed (1 left)"), "turn n+1 removes a token");
    assert!(pos("token is removed (1 left)") < pos("draws Silt Crawler"));
    assert_eq!(g.nemesis.play[0].tokens, 1);
    assert_eq!(g.turn, 4, "two nemesis turns, then O");
    // Turn n+2: it resolves (Unleash twice) before the draw.
    stack_turns(&mut g, &[TurnCard::Nemesis, TurnCard::Mage(O)]);
    let before = g.gravehold;
    g.apply(&Action::EndMain).unwrap();
    let t = g.recent.clone();
    let pos = |s: &str| t.iter().position(|x| x.contains(s)).unwrap_or_else(|| panic!("no {s:?} in {t:?}"));
    assert!(pos("last power token") < pos("draws Kelpwarden"));
    assert!(g.nemesis.discard.contains(&und));
    assert_eq!(before - g.gravehold, 4 + 2, "Unleash twice, and Silt Crawler's 2");
}

#[test]
fn ec27_oldest_first() {
    let mut g = testkit::two_mages(O);
    put_in_play(&mut g, nem("kelpwarden"));
    put_in_play(&mut g, nem("silt_crawler"));
    testkit::nem_on_top(&mut g, nem("deepspawn_titan"));
    stack_turns(&mut g, &[TurnCard::Nemesis, TurnCard::Mage(O)]);
    g.apply(&Action::EndMain).unwrap();
    let t = g.recent.clone();
    let pos = |s: &str| t.iter().position(|x| x.contains(s)).unwrap();
    assert!(pos("Kelpwarden (PERSISTENT)") < pos("unleashes"));
    assert!(pos("unleashes") < pos("Silt Crawler (PERSISTENT)"));
    assert_eq!(g.gravehold, 26);
}

#[test]
fn ec28_turn_order_reshuffle_timing() {
    let mut g = testkit::two_mages(O);
    let order = [TurnCard::Mage(0), TurnCard::Mage(1), TurnCard::Mage(0), TurnCard::Mage(1), TurnCard::Nemesis];
    stack_turns(&mut g, &order);
    g.turn_discard.clear();
    let mut ev = Vec::new();
    for _ in 0..6 {
        g.next_turn(&mut ev);
        g.tasks.clear();
    }
    assert!(g.turn_deck.is_empty() && g.turn_discard.len() == 6, "after 6 reveals the deck is empty, not reshuffled");
    assert!(!texts(&ev).iter().any(|t| t.contains("shuffled")));
    // Find a generator whose reshuffle puts a nemesis on top: N, N across the boundary.
    let seed = (0..200u64)
        .find(|&s| {
            let mut h = g.clone();
            h.book_mut().reseed(s);
            h.next_turn(&mut Vec::new());
            h.turn_discard == vec![TurnCard::Nemesis]
        })
        .expect("some seed reshuffles a nemesis card to the top");
    g.book_mut().reseed(seed);
    let mut ev = Vec::new();
    g.next_turn(&mut ev);
    assert!(texts(&ev)[0].contains("shuffled"), "the 7th reveal reshuffles first");
    assert_eq!(g.turn_deck.len(), 5);
    assert_eq!(g.turn_discard, vec![TurnCard::Nemesis], "the nemesis acts twice in a row");
}

#[test]
fn ec29_deck_out_victory() {
    let fresh = AeonsEnd::new(&Default::default(), 3).unwrap();
    assert!(fresh.outcome().is_none(), "never won at setup");
    // The last card is an attack.
    let mut g = testkit::two_mages(O);
    for k in testkit::nemesis_cards("skarnveil") {
        testkit::nem_discard(&mut g, k);
    }
    testkit::nem_on_top(&mut g, nem("maw_ascendant"));
    stack_turns(&mut g, &[TurnCard::Nemesis]);
    testkit::end_turn(&mut g);
    let o = g.outcome().expect("won right after the attack resolves");
    assert_eq!(o.winners, vec![0, 1]);
    assert!(o.reason.contains("AE-14.2"));
    // The last card is a minion: play goes on until it dies; the empty deck draws nothing.
    let mut g = testkit::two_mages(O);
    for k in testkit::nemesis_cards("skarnveil") {
        testkit::nem_discard(&mut g, k);
    }
    let silt = testkit::nem_on_top(&mut g, nem("silt_crawler"));
    stack_turns(&mut g, &[TurnCard::Nemesis, TurnCard::Nemesis, TurnCard::Mage(O)]);
    testkit::end_turn(&mut g);
    assert!(g.outcome().is_none());
    assert!(g.recent.iter().any(|t| t.contains("draws nothing")));
    assert_eq!(g.gravehold, 28, "the minion still acts");
    let mut ev = Vec::new();
    g.damage_enemy(Target::Minion(silt), 6, &mut ev);
    assert!(g.outcome().is_some_and(|o| o.winners == vec![0, 1]));
}

#[test]
fn ec30_nemesis_dies_mid_casting() {
    let mut g = testkit::two_mages(O);
    set_breach(&mut g, O, 1, BreachState::Opened);
    give(&mut g, O, card("emberwisp"), Zone::Breach(0));
    let f = give(&mut g, O, card("flicker"), Zone::Breach(1));
    g.nemesis.life = 2;
    let mut g = casting(g);
    ok(&mut g, Action::Cast { breach: 0, target: at_nem() });
    let o = g.outcome().expect("the game ends at once");
    assert!(o.reason.contains("AE-14.1"));
    assert_eq!(g.mages[O].breaches[1].spell, Some(f), "the second spell remains prepped");
    assert!(g.legal_actions().is_empty());
}

#[test]
fn ec31_phase_irreversibility() {
    let mut g = testkit::two_mages(O);
    give(&mut g, O, card("flicker"), Zone::Breach(0));
    let mut g = casting(g);
    ok(&mut g, Action::EndCasting);
    let glim = g.mages[O].hand.iter().copied().find(|&c| g.kind(c) == card("glimstone")).unwrap();
    ok(&mut g, Action::Play { card: glim, choice: Choice::None });
    assert_eq!(refused(&g, Action::Cast { breach: 0, target: at_nem() }), "AE-4.2");
}

#[test]
fn ec32_prep_restrictions() {
    let mut g = testkit::two_mages(O);
    give(&mut g, O, card("flicker"), Zone::Breach(0));
    let f = g.mages[O].hand.iter().copied().find(|&c| g.kind(c) == card("flicker")).unwrap();
    assert_eq!(refused(&g, Action::Prep { card: f, owner: O, breach: 0 }), "AE-6.6");
    assert_eq!(refused(&g, Action::Prep { card: f, owner: S, breach: 0 }), "AE-6.6");
    let glim = g.mages[O].hand.iter().copied().find(|&c| g.kind(c) == card("glimstone")).unwrap();
    set_breach(&mut g, O, 1, BreachState::Opened);
    assert_eq!(refused(&g, Action::Prep { card: glim, owner: O, breach: 1 }), "AE-6.6");
    ok(&mut g, Action::Prep { card: f, owner: O, breach: 1 });
    assert_eq!(refused(&g, Action::Cast { breach: 1, target: at_nem() }), "AE-4.2");
}

#[test]
fn ec33_compass_on_an_allys_breach() {
    let mut g = testkit::two_mages(O);
    let c = give(&mut g, O, card("wayfinders_compass"), Zone::Hand);
    ok(&mut g, Action::Play { card: c, choice: Choice::Breach { owner: S, breach: 1 } });
    assert_eq!(g.mages[S].breaches[1].state, BreachState::Closed(3));
    assert!(!g.mages[S].breaches[1].focused, "an ally's breach is not flagged");
    assert!(g.pending.is_none(), "no aether: no second focus offered");
    stack_turns(&mut g, &[TurnCard::Mage(S)]);
    testkit::end_turn(&mut g);
    assert_eq!(g.active, S);
    assert_eq!(g.mages[S].breaches[1].state, BreachState::Closed(3));
    let f = g.mages[S].hand.iter().copied().find(|&c| g.kind(c) == card("flicker")).unwrap();
    assert_eq!(refused(&g, Action::Prep { card: f, owner: S, breach: 1 }), "AE-6.6");
    g.aether = 2;
    ok(&mut g, Action::Focus { owner: S, breach: 1 });
    assert_eq!(g.mages[S].breaches[1].state, BreachState::Opened);
    ok(&mut g, Action::Prep { card: f, owner: S, breach: 1 });
    // Paying the optional aether opens it instead.
    let mut g = testkit::two_mages(O);
    g.aether = 1;
    let c = give(&mut g, O, card("wayfinders_compass"), Zone::Hand);
    ok(&mut g, Action::Play { card: c, choice: Choice::Breach { owner: S, breach: 1 } });
    assert!(testkit::yes_no(&g));
    ok(&mut g, Action::Confirm);
    assert_eq!((g.mages[S].breaches[1].state, g.aether), (BreachState::Opened, 0));
    // If the first focus already opened it, no second focus and no aether spent.
    let mut g = testkit::two_mages(O);
    set_breach(&mut g, S, 1, BreachState::Closed(3));
    g.aether = 3;
    let c = give(&mut g, O, card("wayfinders_compass"), Zone::Hand);
    ok(&mut g, Action::Play { card: c, choice: Choice::Breach { owner: S, breach: 1 } });
    assert!(g.pending.is_none());
    assert_eq!(g.aether, 3);
}

#[test]
fn ec34_ability_timing_and_cost() {
    let mut g = testkit::two_mages(O);
    g.mages[O].charges = 4;
    let strike = Action::Ability { mage: O, choice: Choice::Strike { target: Target::Nemesis, breach: Some(1) } };
    assert_eq!(refused(&g, strike), "AE-12.2");
    g.mages[O].charges = 5;
    ok(&mut g.clone(), strike);
    let mut h = g.clone();
    ok(&mut h, strike);
    assert_eq!((h.mages[O].charges, h.nemesis.life), (0, 51));
    // Not on S's turn.
    let mut s = testkit::two_mages(S);
    s.mages[O].charges = 5;
    assert_eq!(refused(&s, strike), "AE-12.2");
    // Bulwark Chant at 4/4 in O's main phase; not in a casting phase or the nemesis turn.
    g.mages[S].charges = 4;
    g.gravehold = 20;
    let chant = Action::Ability { mage: S, choice: Choice::Gravehold };
    let mut h = g.clone();
    ok(&mut h, chant);
    assert_eq!((h.gravehold, h.mages[S].charges), (23, 0));
    let mut c = g.clone();
    give(&mut c, O, card("flicker"), Zone::Breach(0));
    let c = casting(c);
    assert_eq!(refused(&c, chant), "AE-12.2");
    testkit::nem_on_top(&mut g, nem("tidal_lash"));
    stack_turns(&mut g, &[TurnCard::Nemesis]);
    testkit::end_turn(&mut g);
    assert!(g.pending.is_some());
    assert_eq!(refused(&g, chant), "AE-12.2");
}

#[test]
fn ec35_draw_phase_ordering() {
    let mut g = testkit::two_mages(O);
    testkit::clear_cards(&mut g, O);
    give(&mut g, O, card("flicker"), Zone::Hand);
    give(&mut g, O, card("emberwisp"), Zone::Hand);
    let gl = give(&mut g, O, card("glimstone"), Zone::Hand);
    let op = give(&mut g, O, card("tidewell_opal"), Zone::Hand);
    for _ in 0..3 {
        give(&mut g, O, card("glimstone"), Zone::DeckBottom);
    }
    ok(&mut g, Action::Play { card: gl, choice: Choice::None });
    ok(&mut g, Action::Play { card: op, choice: Choice::None });
    stack_turns(&mut g, &[TurnCard::Mage(S)]);
    ok(&mut g, Action::EndMain);
    assert_eq!(g.pending, Some(Pending::OrderPlayed));
    assert_eq!(g.to_act(), Some(O));
    ok(&mut g, Action::DiscardPlayed { card: op });
    assert_eq!(g.mages[O].hand.len(), 5, "2 spells kept, 3 drawn");
    assert_eq!(g.mages[O].discard, vec![op, gl], "the chosen order: the Glimstone is on top");
    let mut ev = Vec::new();
    g.draw(O, 1, &mut ev);
    assert_eq!(g.mages[O].hand.last(), Some(&op), "after the flip, the first discarded is drawn first");
}

#[test]
fn ec36_no_voluntary_discard() {
    let g = testkit::two_mages(O);
    let c = g.mages[O].hand[0];
    assert_eq!(refused(&g, Action::Discard { card: c }), "AE-7.3");
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::Discard { .. })));
}
