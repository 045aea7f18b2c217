//! The edge cases of Part 3 of `shared/rules/altered.md` (EC-01 to EC-30), each a named
//! test asserting the exact state or the refusal's rule id. Scenarios are built with the
//! testkit; the actions under test go through `apply`.

use turnkeeper::engine::prelude::*;
use turnkeeper::games::altered::cards::ability::Op;
use turnkeeper::games::altered::cards::def_by_code;
use turnkeeper::games::altered::state::{AbilityRef, Emblem, Resolving};
use turnkeeper::games::altered::testkit::*;
use turnkeeper::games::altered::{Action, Altered, AlteredOptions, ObjectId, Side, Step};

mod support;

fn act(g: &mut Altered, a: Action) {
    support::ok(g, a);
}

/// The rule a refused action cites (tried on a copy).
fn refused(g: &Altered, a: Action) -> String {
    support::refusal(&mut g.clone(), a).rule.to_string()
}

fn exp(g: &Altered, id: ObjectId) -> &turnkeeper::games::altered::state::Obj {
    g.in_expedition(id).unwrap_or_else(|| panic!("{id:?} is not in the Expedition zone"))
}

/// Passes for whoever is to act until the Afternoon is over (and on to the next decision).
fn pass_out(g: &mut Altered) {
    while g.step == Step::Turn && g.pending.is_none() && g.emblem_seat().is_none() {
        act(g, Action::Pass);
    }
}

/// The emblem whose first step does `op`.
fn emblem_of(g: &Altered, op: Op) -> ObjectId {
    g.emblems.iter().find(|e| e.ability.steps(e.source_def).first().map(|s| &s.op) == Some(&op)).expect("emblem").id
}

// ---------------------------------------------------------------------------- EC-01

#[test]
fn ec01_token_ceases_to_exist_at_rest() {
    let mut g = afternoon(0);
    let t = add_token(&mut g, 0, Side::Hero);
    goto(&mut g, Step::Rest);
    assert!(g.in_expedition(t).is_none());
    assert!(g.players[0].reserve.is_empty(), "the token never joins the Reserve");
    assert!(g.players[0].discard.is_empty(), "nor the Discard pile");
    g.check_invariants().unwrap();
}

#[test]
fn ec01_harpoon_on_a_token_leaves_the_reserve_count_unchanged() {
    let mut g = afternoon(1);
    let t = add_token(&mut g, 0, Side::Hero);
    let harpoon = add_hand(&mut g, 1, "TO-12");
    add_mana(&mut g, 1, 3);
    act(&mut g, Action::PlayHand { card: harpoon, to: None });
    act(&mut g, Action::Choose { obj: t });
    assert!(g.in_expedition(t).is_none());
    assert_eq!(g.players[0].reserve.len(), 0, "P1's Reserve count is unchanged");
    assert_eq!(g.players[0].discard.len(), 0);
    assert_eq!(where_is(&g, harpoon), "reserve", "the spell itself goes to P2's Reserve");
}

#[test]
fn ec01_sacrificing_a_token_still_counts_so_undertow_draws_two() {
    let mut g = afternoon(1);
    let t = add_token(&mut g, 1, Side::Hero);
    let undertow = add_hand(&mut g, 1, "TO-11");
    add_mana(&mut g, 1, 1);
    act(&mut g, Action::PlayHand { card: undertow, to: None });
    act(&mut g, Action::Choose { obj: t });
    assert!(g.in_expedition(t).is_none());
    assert_eq!(g.players[1].hand.len(), 2, "\"if you did\": two cards drawn");
    assert_eq!(g.players[1].discard.len(), 0, "the token never joins the Discard pile");
}

// ---------------------------------------------------------------------------- EC-02

#[test]
fn ec02_a_moved_object_is_a_new_object() {
    let mut g = afternoon(0);
    let twin = add_reserve(&mut g, 0, "XX-01");
    add_mana(&mut g, 0, 1);
    act(&mut g, Action::PlayReserve { obj: twin, to: Some(Side::Hero) });
    assert_eq!(g.emblems.len(), 2, "both Reactions created an emblem");
    assert_eq!(g.to_act(), Some(0), "its controller orders them");
    let in_play = g.expeditions[0].clone();
    let sac = emblem_of(&g, Op::Sacrifice);
    act(&mut g, Action::ResolveEmblem { emblem: sac });
    // The boost emblem then resolved on its own and did nothing.
    assert!(g.emblems.is_empty());
    let d = &g.players[0].discard[0];
    assert_ne!(d.id, in_play.id, "the card in the Discard pile is a different object");
    assert_eq!(d.boosts, 0, "no counters in the Discard pile");
    assert!(d.timestamp > in_play.timestamp, "re-entering gives a larger timestamp");
    assert!(!d.fleeting && !d.exhausted, "and no statuses");
}

// ---------------------------------------------------------------------------- EC-03

#[test]
fn ec03_the_from_reserve_boost_follows_the_card_to_its_final_object() {
    let mut g = afternoon(0);
    let runner = add_reserve(&mut g, 0, "VP-04");
    add_mana(&mut g, 0, 2);
    act(&mut g, Action::PlayReserve { obj: runner, to: Some(Side::Companion) });
    let o = &g.expeditions[0];
    assert_ne!(o.id, runner, "Reserve -> Limbo -> Expedition made a new object");
    assert_eq!(o.boosts, 2, "the boost lands on the final object");
    assert!(o.fleeting, "played from Reserve: Fleeting");
}

// ---------------------------------------------------------------------------- EC-04

#[test]
fn ec04_switching_expeditions_is_not_a_zone_change() {
    let mut g = afternoon(0);
    let caller = add_expedition(&mut g, 0, "VP-02", Side::Hero);
    obj_mut(&mut g, caller).boosts = 1;
    obj_mut(&mut g, caller).anchored = true;
    let before = exp(&g, caller).clone();
    let shortcut = add_hand(&mut g, 0, "VP-12");
    add_mana(&mut g, 0, 1);
    act(&mut g, Action::PlayHand { card: shortcut, to: None });
    act(&mut g, Action::Choose { obj: caller });
    let after = exp(&g, caller);
    assert_eq!(after.id, before.id, "same object");
    assert_eq!(after.timestamp, before.timestamp, "same timestamp");
    assert_eq!(after.side, Some(Side::Companion));
    assert!(after.anchored, "statuses kept");
    assert_eq!(after.boosts, 2, "boosts kept, +1");
    assert_eq!(g.expeditions.len(), 1, "no Arrive trigger: Sproutcaller made no token");
}

#[test]
fn ec04_a_joins_my_expedition_reaction_fires_on_a_switch() {
    let mut g = afternoon(0);
    add_expedition(&mut g, 0, "XX-05", Side::Companion);
    let scout = add_expedition(&mut g, 0, "VP-01", Side::Hero);
    let shortcut = add_hand(&mut g, 0, "VP-12");
    add_mana(&mut g, 0, 1);
    act(&mut g, Action::PlayHand { card: shortcut, to: None });
    act(&mut g, Action::Choose { obj: scout });
    assert_eq!(exp(&g, scout).boosts, 2, "Forest Shortcut's boost and the Waystone's");
}

// ---------------------------------------------------------------------------- EC-05

#[test]
fn ec05_first_player_chooses_first_at_clean_up_and_all_happens_at_once() {
    let mut g = afternoon(0);
    let r0: Vec<_> = (0..4).map(|_| add_reserve(&mut g, 0, "VP-01")).collect();
    let r1: Vec<_> = (0..3).map(|_| add_reserve(&mut g, 1, "TO-01")).collect();
    let towers = [add_landmark(&mut g, 1, "TO-08"), add_landmark(&mut g, 1, "TO-08")];
    goto(&mut g, Step::Rest);
    assert_eq!(g.to_act(), Some(0), "P1 (first player) chooses first");
    assert!(g.view(1).cleanup[0].is_none(), "P1's choice is not announced before it is made");
    for &o in &r0[..3] {
        act(&mut g, Action::Keep { obj: o });
    }
    assert_eq!(g.to_act(), Some(1), "then P2");
    let seen = g.view(1).cleanup[0].clone().expect("P1's choice is revealed to P2");
    assert_eq!(seen.reserve, r0[..3].to_vec());
    assert_eq!(g.players[0].reserve.len(), 4, "nothing is discarded before P2 has chosen");
    act(&mut g, Action::Keep { obj: r1[0] });
    act(&mut g, Action::Keep { obj: r1[1] });
    let hand_before = g.players[1].hand.len();
    act(&mut g, Action::Keep { obj: towers[0] });
    assert_eq!(g.players[0].reserve.len(), 3);
    assert_eq!(g.players[0].discard.len(), 1);
    assert_eq!(g.players[1].reserve.len(), 2);
    assert_eq!(g.players[1].landmarks.len(), 1);
    assert_eq!(g.players[1].landmarks[0].id, towers[0]);
    assert_eq!(g.players[1].discard.len(), 2, "one Reserve card discarded, one landmark sacrificed");
    // The sacrificed tower drew a card; then day 3 Morning drew 2.
    assert_eq!(g.players[1].hand.len(), hand_before + 1 + 2);
}

// ---------------------------------------------------------------------------- EC-06

#[test]
fn ec06_no_hero_means_limits_of_two() {
    let mut g = afternoon(0);
    remove_hero(&mut g, 0);
    assert_eq!(g.limits(0), (2, 2));
    assert_eq!(g.limits(1), (2, 1), "TO-H: landmark limit 1");
    for _ in 0..4 {
        add_reserve(&mut g, 0, "VP-01");
    }
    let lm: Vec<_> = (0..3).map(|_| add_landmark(&mut g, 0, "VP-08")).collect();
    goto(&mut g, Step::Rest);
    let r: Vec<_> = g.players[0].reserve.iter().map(|o| o.id).collect();
    act(&mut g, Action::Keep { obj: r[0] });
    act(&mut g, Action::Keep { obj: r[1] });
    let rule = refused(&g, Action::Keep { obj: r[2] });
    assert_eq!(rule, "AL-5.5.3", "a third Reserve card is over the no-Hero limit");
    act(&mut g, Action::Keep { obj: lm[0] });
    act(&mut g, Action::Keep { obj: lm[1] });
    assert_eq!(g.players[0].reserve.len(), 2);
    assert_eq!(g.players[0].landmarks.len(), 2);
}

#[test]
fn ec06_hero_limits_verdant_keeps_three_reserve() {
    let mut g = afternoon(0);
    assert_eq!(g.limits(0), (3, 2), "VP-H: reserve limit 3");
    for _ in 0..4 {
        add_reserve(&mut g, 0, "VP-01");
    }
    goto(&mut g, Step::Rest);
    let r: Vec<_> = g.players[0].reserve.iter().map(|o| o.id).collect();
    for &o in &r[..3] {
        act(&mut g, Action::Keep { obj: o });
    }
    assert_eq!(g.players[0].reserve.len(), 3);
}

// ---------------------------------------------------------------------------- EC-07

#[test]
fn ec07_fleeting_character_from_reserve_goes_to_discard_at_rest() {
    let mut g = afternoon(0);
    let scout = add_reserve(&mut g, 0, "VP-01");
    let card = card_of(&g, scout);
    add_mana(&mut g, 0, 1);
    act(&mut g, Action::PlayReserve { obj: scout, to: Some(Side::Hero) });
    assert!(g.expeditions[0].fleeting);
    pass_out(&mut g);
    assert_eq!(where_is(&g, card), "discard");
}

#[test]
fn ec07_harpoon_on_a_fleeting_character_sends_it_to_discard() {
    let mut g = afternoon(1);
    let scout = add_expedition(&mut g, 0, "VP-01", Side::Hero);
    obj_mut(&mut g, scout).fleeting = true;
    let card = card_of(&g, scout);
    let harpoon = add_hand(&mut g, 1, "TO-12");
    add_mana(&mut g, 1, 3);
    act(&mut g, Action::PlayHand { card: harpoon, to: None });
    act(&mut g, Action::Choose { obj: scout });
    assert_eq!(where_is(&g, card), "discard");
}

#[test]
fn ec07_spells_from_reserve_and_scatter_seeds_end_in_discard_landmarks_never_fleeting() {
    let mut g = afternoon(0);
    let growth = add_reserve(&mut g, 0, "VP-10");
    let growth_card = card_of(&g, growth);
    let seeds = add_hand(&mut g, 0, "VP-11");
    let shrine = add_reserve(&mut g, 0, "VP-08");
    add_mana(&mut g, 0, 6);
    act(&mut g, Action::PlayReserve { obj: growth, to: None });
    assert_eq!(where_is(&g, growth_card), "discard", "no Character to choose: it resolves, Fleeting, to discard");
    act(&mut g, Action::Pass); // P2
    act(&mut g, Action::PlayHand { card: seeds, to: None });
    assert_eq!(where_is(&g, seeds), "discard", "Scatter Seeds is Fleeting from Hand too");
    act(&mut g, Action::KeepOrder); // the two tokens got timestamps at once (AL-2.8)
    while let Some(e) = g.emblems.first().map(|e| e.id) {
        act(&mut g, Action::ResolveEmblem { emblem: e });
    }
    act(&mut g, Action::PlayReserve { obj: shrine, to: None });
    let l = &g.players[0].landmarks[0];
    assert!(!l.fleeting, "a landmark played from Reserve is not Fleeting");
}

// ---------------------------------------------------------------------------- EC-08

#[test]
fn ec08_quick_action_does_not_end_the_turn() {
    let mut g = afternoon(1);
    let c = add_expedition(&mut g, 1, "TO-01", Side::Hero);
    add_mana(&mut g, 1, 2);
    let hero = g.players[1].hero.as_ref().unwrap().id;
    act(&mut g, Action::Quick { obj: hero });
    act(&mut g, Action::Choose { obj: c });
    assert!(exp(&g, c).anchored);
    assert_eq!((g.step, g.active, g.to_act()), (Step::Turn, 1, Some(1)), "still P2's turn");
    assert_eq!(refused(&g, Action::Quick { obj: hero }), "AL-8.7", "the exhausted Hero cannot pay again");
}

#[test]
fn ec08_after_a_pass_the_other_player_takes_consecutive_turns() {
    let mut g = afternoon(0);
    let mine = add_hand(&mut g, 0, "VP-01");
    let a = add_hand(&mut g, 1, "TO-01");
    let b = add_hand(&mut g, 1, "TO-01");
    add_mana(&mut g, 0, 1);
    add_mana(&mut g, 1, 2);
    act(&mut g, Action::Pass);
    assert_eq!(g.active, 1);
    act(&mut g, Action::PlayHand { card: a, to: Some(Side::Hero) });
    assert_eq!((g.active, g.to_act()), (1, Some(1)), "P2 goes again");
    assert_eq!(refused(&g, Action::PlayHand { card: mine, to: Some(Side::Hero) }), "AL-5.3.4");
    act(&mut g, Action::PlayHand { card: b, to: Some(Side::Hero) });
    assert_eq!(g.active, 1);
    act(&mut g, Action::Pass);
    assert_eq!(g.day, 3, "both passed: Dusk, Night and a new day followed");
}

#[test]
fn ec08_after_you_ends_the_turn_but_is_not_a_pass() {
    let mut g = afternoon(0);
    let arch = add_landmark(&mut g, 0, "XX-04");
    act(&mut g, Action::Quick { obj: arch });
    assert_eq!(g.active, 1, "the turn ended");
    assert!(!g.players[0].passed, "After You is not a pass");
    act(&mut g, Action::Pass);
    assert_eq!((g.active, g.step), (0, Step::Turn), "P1 still takes turns this day");
}

// ---------------------------------------------------------------------------- EC-09

fn dusk(g: &mut Altered) {
    goto(g, Step::DuskStart);
}

#[test]
fn ec09_mountain_wins_three_two_one_against_three_one_one() {
    let mut g = afternoon(0);
    add_expedition(&mut g, 0, "VP-03", Side::Hero);
    add_expedition(&mut g, 0, "VP-02", Side::Hero);
    add_expedition(&mut g, 1, "VP-01", Side::Hero);
    add_expedition(&mut g, 1, "VP-04", Side::Hero);
    assert_eq!(g.totals(0, Side::Hero), [3, 2, 1]);
    assert_eq!(g.totals(1, Side::Hero), [3, 1, 1]);
    dusk(&mut g);
    assert_eq!(g.players[0].pos[0], 1, "P1 moves thanks to Mountain");
    assert_eq!(g.players[1].pos[0], 0, "P2 wins nothing");
}

#[test]
fn ec09_equal_totals_move_nobody() {
    let mut g = afternoon(0);
    for s in 0..2 {
        add_expedition(&mut g, s, "VP-02", Side::Hero);
        add_expedition(&mut g, s, "VP-02", Side::Hero);
    }
    dusk(&mut g);
    assert_eq!((g.players[0].pos[0], g.players[1].pos[0]), (0, 0));
}

#[test]
fn ec09_zero_against_negative_does_not_move_one_against_negative_does() {
    let mut g = afternoon(0);
    add_expedition(&mut g, 1, "XX-03", Side::Hero);
    add_expedition(&mut g, 1, "XX-03", Side::Companion);
    add_expedition(&mut g, 0, "XX-01", Side::Companion);
    assert_eq!(g.totals(0, Side::Hero), [0, 0, 0]);
    assert_eq!(g.totals(1, Side::Hero), [-1, -1, -1]);
    dusk(&mut g);
    assert_eq!(g.players[0].pos[0], 0, "0 against -1 does not move");
    assert_eq!(g.players[0].pos[1], 6, "1 against -1 moves");
    assert_eq!(g.players[1].pos, [0, 7]);
}

#[test]
fn ec09_winning_all_three_terrains_moves_one_region() {
    let mut g = afternoon(0);
    add_expedition(&mut g, 0, "TO-05", Side::Hero);
    dusk(&mut g);
    assert_eq!(g.players[0].pos[0], 1);
}

// ---------------------------------------------------------------------------- EC-10

#[test]
fn ec10_only_the_moving_sides_region_decides_the_terrains() {
    let mut g = afternoon(0);
    set_region(&mut g, 1, [true, false, false]);
    set_pos(&mut g, 0, Side::Hero, 1);
    add_expedition(&mut g, 0, "VP-02", Side::Hero);
    for _ in 0..4 {
        add_expedition(&mut g, 0, "TO-06", Side::Hero);
    }
    assert_eq!(g.totals(0, Side::Hero), [1, 9, 9]);
    // P1's Companion Expedition in a Mountain+Water region with 5/0/0.
    set_region(&mut g, 6, [false, true, true]);
    set_pos(&mut g, 0, Side::Companion, 6);
    add_expedition(&mut g, 0, "VP-09", Side::Companion);
    for _ in 0..5 {
        add_expedition(&mut g, 0, "XX-02", Side::Companion);
    }
    assert_eq!(g.totals(0, Side::Companion), [5, 0, 0]);
    dusk(&mut g);
    assert_eq!(g.players[0].pos[0], 2, "Forest 1 > 0 in a Forest region moves it");
    assert_eq!(g.players[0].pos[1], 6, "Forest 5 in a Mountain+Water region does not");
}

#[test]
fn ec10_the_facing_total_counts_wherever_that_expedition_is() {
    let mut g = afternoon(0);
    set_region(&mut g, 1, [true, false, false]);
    set_pos(&mut g, 0, Side::Hero, 1);
    add_expedition(&mut g, 0, "VP-02", Side::Hero); // Forest 1
    add_expedition(&mut g, 1, "VP-01", Side::Hero); // Forest 2, at region 0
    dusk(&mut g);
    assert_eq!(g.players[0].pos[0], 1, "P2's Forest 2 counts although P2 is elsewhere");
    assert_eq!(g.players[1].pos[0], 1, "P2 moves on its own all-terrain region");
}

// ---------------------------------------------------------------------------- EC-11

#[test]
fn ec11_both_expeditions_move_and_face_down_cards_flip() {
    let mut g = afternoon(0);
    add_token(&mut g, 0, Side::Hero);
    add_token(&mut g, 0, Side::Companion);
    assert!(!g.regions[1].face_up && !g.regions[6].face_up);
    dusk(&mut g);
    assert_eq!(g.players[0].pos, [1, 6], "both of P1's expeditions moved in the same Dusk");
    assert!(g.regions[1].face_up && g.regions[2].face_up, "region 1's Tumult card flipped, both halves");
    assert!(g.regions[5].face_up && g.regions[6].face_up);
    assert!(!g.regions[3].face_up, "the middle card stays face-down");
}

#[test]
fn ec11_no_move_past_the_far_end() {
    let mut g = afternoon(0);
    set_pos(&mut g, 0, Side::Hero, 7);
    set_pos(&mut g, 0, Side::Companion, 0);
    add_token(&mut g, 0, Side::Hero);
    add_token(&mut g, 0, Side::Companion);
    goto(&mut g, Step::Progress);
    assert_eq!(g.players[0].pos, [7, 0]);
    assert!(!g.players[0].moved_today[0]);
}

// ---------------------------------------------------------------------------- EC-12

#[test]
fn ec12_asleep_counts_for_nothing_and_stays_at_rest() {
    let mut g = afternoon(0);
    add_expedition(&mut g, 0, "VP-01", Side::Hero);
    let sentinel = add_expedition(&mut g, 1, "TO-04", Side::Hero);
    let lullaby = add_hand(&mut g, 0, "TO-10");
    add_mana(&mut g, 0, 2);
    act(&mut g, Action::PlayHand { card: lullaby, to: None });
    act(&mut g, Action::Choose { obj: sentinel });
    assert!(exp(&g, sentinel).asleep);
    assert_eq!(g.totals(1, Side::Hero), [0, 0, 0], "2/3/3 drops out");
    pass_out(&mut g);
    assert_eq!(g.players[0].pos[0], 1, "P1's Forest 2 beats 0");
    let s = exp(&g, sentinel);
    assert!(!s.asleep, "it stayed through Rest and lost Asleep");
}

#[test]
fn ec12_anchored_and_asleep_are_both_lost_at_rest() {
    let mut g = afternoon(0);
    let c = add_expedition(&mut g, 0, "VP-01", Side::Hero);
    obj_mut(&mut g, c).anchored = true;
    obj_mut(&mut g, c).asleep = true;
    goto(&mut g, Step::Rest);
    let o = exp(&g, c);
    assert!(!o.anchored && !o.asleep);
}

// ---------------------------------------------------------------------------- EC-13

#[test]
fn ec13_anchored_stays_once_then_leaves() {
    let mut g = afternoon(1);
    let wife = add_hand(&mut g, 1, "TO-03");
    add_mana(&mut g, 1, 3);
    act(&mut g, Action::PlayHand { card: wife, to: Some(Side::Hero) });
    let id = g.expeditions[0].id;
    assert!(exp(&g, id).anchored, "Arrive: I gain Anchored");
    goto(&mut g, Step::Rest);
    assert!(!exp(&g, id).anchored, "stayed through Rest and lost Anchored");
    goto(&mut g, Step::Rest);
    assert_eq!(where_is(&g, wife), "reserve", "the next Rest sends it home");
}

#[test]
fn ec13_anchored_fleeting_character_stays_and_stays_fleeting() {
    let mut g = afternoon(0);
    let c = add_expedition(&mut g, 0, "VP-01", Side::Hero);
    obj_mut(&mut g, c).anchored = true;
    obj_mut(&mut g, c).fleeting = true;
    goto(&mut g, Step::Rest);
    let o = exp(&g, c);
    assert!(o.fleeting && !o.anchored);
}

#[test]
fn ec13_buoy_anchor_resolves_before_rest() {
    let mut g = afternoon(0);
    add_expedition(&mut g, 1, "TO-09", Side::Hero);
    let deck = add_expedition(&mut g, 1, "TO-01", Side::Hero);
    dusk(&mut g);
    assert_eq!(g.players[1].pos[0], 1, "P2's Hero Expedition moved");
    assert_eq!(g.to_act(), Some(1), "the Buoy's Reaction asks P2 at Dusk, before Rest");
    assert_eq!(g.phase_name(), "Dusk");
    act(&mut g, Action::Choose { obj: deck });
    let stayed = exp(&g, deck);
    assert!(!stayed.anchored, "Anchored before Rest: it stayed, and Rest removed Anchored");
    assert_eq!(g.players[1].reserve.len(), 1, "the Gear went home: its expedition moved");
}

// ---------------------------------------------------------------------------- EC-14

#[test]
fn ec14_eternal_stays_with_boosts_even_fleeting_and_harpoon_discards_it() {
    let mut g = afternoon(1);
    let warden = add_expedition(&mut g, 0, "VP-06", Side::Hero);
    obj_mut(&mut g, warden).boosts = 2;
    obj_mut(&mut g, warden).fleeting = true;
    let card = card_of(&g, warden);
    goto(&mut g, Step::Rest);
    let o = exp(&g, warden);
    assert_eq!((o.boosts, o.fleeting), (2, true), "Eternal: it did not move");
    // Next Afternoon: P2 harpoons it.
    g.step = Step::Turn;
    g.phase = turnkeeper::games::altered::DayPhase::Afternoon;
    g.active = 1;
    g.pending = None;
    let harpoon = add_hand(&mut g, 1, "TO-12");
    add_mana(&mut g, 1, 3);
    act(&mut g, Action::PlayHand { card: harpoon, to: None });
    act(&mut g, Action::Choose { obj: warden });
    assert_eq!(where_is(&g, card), "discard", "Fleeting: Discard pile instead of Reserve");
}

// ---------------------------------------------------------------------------- EC-15

#[test]
fn ec15_seasoned_keeps_boosts_into_reserve_and_back() {
    let mut g = afternoon(0);
    let vet = add_hand(&mut g, 0, "VP-03");
    let scout = add_expedition(&mut g, 0, "VP-01", Side::Companion);
    obj_mut(&mut g, scout).boosts = 1;
    add_mana(&mut g, 0, 2);
    act(&mut g, Action::PlayHand { card: vet, to: Some(Side::Hero) });
    let v = g.expeditions.iter().find(|o| o.card == Some(vet)).unwrap();
    assert_eq!(v.boosts, 1, "From Hand: I gain 1 boost");
    goto(&mut g, Step::Rest);
    let r = g.players[0].reserve.iter().find(|o| o.card == Some(vet)).expect("in Reserve").clone();
    assert_eq!(r.boosts, 1, "Seasoned keeps its boost in Reserve");
    let s = g.players[0].reserve.iter().find(|o| o.def().code == "VP-01").unwrap();
    assert_eq!(s.boosts, 0, "a non-Seasoned Character loses its boosts");
    act(&mut g, Action::KeepOrder); // both arrived in Reserve at once (AL-2.8)
                                    // Day 3: play it again from Reserve.
    goto(&mut g, Step::AfternoonStart);
    add_mana(&mut g, 0, 3);
    if g.active != 0 {
        act(&mut g, Action::Pass);
    }
    act(&mut g, Action::PlayReserve { obj: r.id, to: Some(Side::Hero) });
    let v = g.expeditions.iter().find(|o| o.card == Some(vet)).unwrap().clone();
    assert_eq!((v.boosts, v.fleeting), (1, true), "Fleeting and boosted (no From Hand boost this time)");
    goto(&mut g, Step::Rest);
    let d = g.players[0].discard.iter().find(|o| o.card == Some(vet)).expect("Fleeting: Discard pile");
    assert_eq!(d.boosts, 0, "and it lost its counters");
}

// ---------------------------------------------------------------------------- EC-16

#[test]
fn ec16_gigantic_counts_in_both_expeditions_and_triggers_once() {
    let mut g = afternoon(0);
    let colossus = add_hand(&mut g, 0, "VP-07");
    add_mana(&mut g, 0, 5);
    act(&mut g, Action::PlayHand { card: colossus, to: Some(Side::Hero) });
    let c = g.expeditions[0].clone();
    assert_eq!(c.boosts, 1, "one Arrive emblem, one boost");
    assert_eq!(g.totals(0, Side::Hero), [4, 3, 3]);
    assert_eq!(g.totals(0, Side::Companion), [4, 3, 3]);
    assert_eq!(g.tiebreak_totals(0), [8, 6, 6], "twice in tiebreakers");
    // VP-05's "other Character you control" sees it once.
    let drummer = add_hand(&mut g, 0, "VP-05");
    add_mana(&mut g, 0, 3);
    act(&mut g, Action::Pass); // P2
    act(&mut g, Action::PlayHand { card: drummer, to: Some(Side::Companion) });
    assert_eq!(g.view(0).options, vec![c.id]);
    act(&mut g, Action::Choose { obj: c.id });
    assert_eq!(exp(&g, c.id).boosts, 2);
}

#[test]
fn ec16_harpoon_removes_a_gigantic_character_from_both_expeditions() {
    let mut g = afternoon(1);
    let c = add_expedition(&mut g, 0, "VP-07", Side::Companion);
    let harpoon = add_hand(&mut g, 1, "TO-12");
    add_mana(&mut g, 1, 3);
    act(&mut g, Action::PlayHand { card: harpoon, to: None });
    act(&mut g, Action::Choose { obj: c });
    assert_eq!(g.totals(0, Side::Hero), [0, 0, 0]);
    assert_eq!(g.totals(0, Side::Companion), [0, 0, 0]);
    assert_eq!(g.players[0].reserve.len(), 1);
}

// ---------------------------------------------------------------------------- EC-17

#[test]
fn ec17_defender_blocks_only_its_own_expedition() {
    let mut g = afternoon(0);
    add_expedition(&mut g, 1, "TO-04", Side::Hero);
    add_expedition(&mut g, 0, "VP-02", Side::Hero);
    dusk(&mut g);
    assert_eq!(g.players[1].pos[0], 0, "P2 wins every terrain but holds a Defender");
    assert_eq!(g.players[0].pos[0], 0, "P1 loses everywhere");

    let mut g = afternoon(0);
    add_expedition(&mut g, 1, "TO-04", Side::Hero);
    add_expedition(&mut g, 0, "VP-01", Side::Hero);
    add_expedition(&mut g, 0, "VP-04", Side::Hero);
    dusk(&mut g);
    assert_eq!(g.players[0].pos[0], 1, "Forest 3 > 2 moves P1");
    assert_eq!(g.players[1].pos[0], 0);
}

// ---------------------------------------------------------------------------- EC-18

#[test]
fn ec18_tough_must_be_paid_at_resolution() {
    let opts = AlteredOptions { p1_deck: turnkeeper::games::altered::DeckChoice::B, ..Default::default() };
    let mut g = Altered::new(&opts, 1).unwrap();
    g = {
        let mut base = afternoon(0);
        base.players[0].hero = g.players[0].hero.clone();
        base
    };
    let knight = add_expedition(&mut g, 1, "TO-05", Side::Hero);
    let deckhand = add_expedition(&mut g, 1, "TO-01", Side::Hero);
    let harpoon = add_hand(&mut g, 0, "TO-12");
    add_mana(&mut g, 0, 4);
    let start = g.clone();
    act(&mut g, Action::PlayHand { card: harpoon, to: None });
    assert_eq!(g.ready_mana(0), 1);
    assert_eq!(g.view(0).options, vec![deckhand], "Tough 2 cannot be paid with 1 orb");
    assert_eq!(refused(&g, Action::Choose { obj: knight }), "AL-12.5");
    act(&mut g, Action::Choose { obj: deckhand });
    assert_eq!(g.players[1].reserve.len(), 1);

    let mut g = start;
    add_mana(&mut g, 0, 1);
    act(&mut g, Action::PlayHand { card: harpoon, to: None });
    act(&mut g, Action::Choose { obj: knight });
    assert_eq!(g.ready_mana(0), 0, "3 for the card, 2 for Tough");
    assert!(g.in_expedition(knight).is_none());
}

#[test]
fn ec18_own_tough_is_free_and_buoy_costs_one_to_an_opponent() {
    let mut g = afternoon(1);
    let knight = add_expedition(&mut g, 1, "TO-05", Side::Hero);
    add_mana(&mut g, 1, 1);
    let hero = g.players[1].hero.as_ref().unwrap().id;
    act(&mut g, Action::Quick { obj: hero });
    assert_eq!(g.ready_mana(1), 0);
    assert_eq!(g.view(1).options, vec![knight], "no Tough for your own effect");
    act(&mut g, Action::Choose { obj: knight });
    assert!(exp(&g, knight).anchored);

    let buoy = add_expedition(&mut g, 1, "TO-09", Side::Hero);
    // Harpoon Volley's effect ("Send target Character to its owner's Reserve"), P1's.
    let res = Resolving {
        controller: 0,
        source: ObjectId(0),
        source_def: def_by_code("TO-12").unwrap(),
        source_side: None,
        bound: None,
        ability: AbilityRef::Effect,
        step: 0,
        chosen: vec![],
        that: vec![],
        did: false,
        agreed: false,
        paid_tough: vec![],
        spell: None,
    };
    assert_eq!(g.tough_cost(&res, buoy), 1, "Tough 1 for an opponent's effect");
    assert_eq!(g.tough_cost(&Resolving { controller: 1, ..res }, buoy), 0);
}

// ---------------------------------------------------------------------------- EC-19

#[test]
fn ec19_excess_landmarks_are_sacrificed_reserve_cards_discarded() {
    let mut g = afternoon(0);
    let towers = [add_landmark(&mut g, 1, "TO-08"), add_landmark(&mut g, 1, "TO-08")];
    let eels: Vec<_> = (0..3).map(|_| add_reserve(&mut g, 1, "TO-02")).collect();
    let hand = g.players[1].hand.len();
    goto(&mut g, Step::Rest);
    assert_eq!(g.to_act(), Some(1));
    act(&mut g, Action::Keep { obj: towers[1] });
    act(&mut g, Action::Keep { obj: eels[0] });
    act(&mut g, Action::Keep { obj: eels[1] });
    assert_eq!(g.players[1].landmarks.len(), 1);
    // One draw for the sacrificed tower, none for the discarded eel, then 2 in the Morning.
    assert_eq!(g.players[1].hand.len(), hand + 1 + 2);
    assert_eq!(g.players[1].discard.len(), 2);
}

// ---------------------------------------------------------------------------- EC-20

#[test]
fn ec20_undertow_on_lantern_eel_draws_three() {
    let mut g = afternoon(1);
    let eel = add_expedition(&mut g, 1, "TO-02", Side::Hero);
    let undertow = add_hand(&mut g, 1, "TO-11");
    add_mana(&mut g, 1, 1);
    act(&mut g, Action::PlayHand { card: undertow, to: None });
    act(&mut g, Action::Choose { obj: eel });
    assert_eq!(g.players[1].hand.len(), 3, "2 from Undertow, then 1 from the eel's Reaction");
}

#[test]
fn ec20_harpoon_on_lantern_eel_is_not_a_sacrifice() {
    let mut g = afternoon(1);
    let eel = add_expedition(&mut g, 0, "TO-02", Side::Hero);
    let harpoon = add_hand(&mut g, 1, "TO-12");
    add_mana(&mut g, 1, 3);
    act(&mut g, Action::PlayHand { card: harpoon, to: None });
    act(&mut g, Action::Choose { obj: eel });
    assert_eq!(g.players[0].hand.len(), 0, "no draw");
    assert!(g.emblems.is_empty());
}

// ---------------------------------------------------------------------------- EC-21

#[test]
fn ec21_at_noon_shrine_token_is_boosted_by_the_hero_in_the_same_check() {
    let mut g = afternoon(0);
    add_landmark(&mut g, 0, "VP-08");
    goto(&mut g, Step::NoonStart);
    assert_eq!(g.phase_name(), "Afternoon");
    let t = &g.expeditions[0];
    assert!(t.is_token());
    assert_eq!((t.side, t.boosts), (Some(Side::Companion), 1));
}

#[test]
fn ec21_nothing_is_in_play_at_noon_on_day_one() {
    let mut g = Altered::new(&AlteredOptions::default(), 4).unwrap();
    while matches!(g.step, Step::SetupMana(_)) {
        let a = g.legal_actions()[0];
        act(&mut g, a);
    }
    assert_eq!((g.day, g.phase_name()), (1, "Afternoon"));
    assert!(g.expeditions.is_empty() && g.emblems.is_empty());
}

// ---------------------------------------------------------------------------- EC-22

#[test]
fn ec22_first_player_resolves_all_their_emblems_first() {
    let mut g = afternoon(0);
    add_landmark(&mut g, 0, "VP-08");
    add_landmark(&mut g, 0, "VP-08");
    add_landmark(&mut g, 1, "TO-08");
    add_expedition(&mut g, 1, "TO-01", Side::Hero);
    goto(&mut g, Step::NoonStart);
    assert_eq!(g.to_act(), Some(0), "P1 has two emblems and goes first");
    let first = g.emblems.iter().find(|e| e.controller == 0).unwrap().id;
    act(&mut g, Action::ResolveEmblem { emblem: first });
    // The new token's hero emblem is P1's too: P1 still goes before P2.
    assert_eq!(g.to_act(), Some(0));
    assert!(g.emblems.iter().any(|e| e.controller == 1), "P2's emblem waits");
    while g.emblems.iter().any(|e| e.controller == 0) {
        let e = g.emblems.iter().find(|e| e.controller == 0).unwrap().id;
        act(&mut g, Action::ResolveEmblem { emblem: e });
    }
    assert_eq!(g.to_act(), Some(1), "then P2 resolves theirs");
    assert!(g.pending.is_some(), "the Bell Tower asks for a target");
}

#[test]
fn ec22_in_the_afternoon_the_turn_player_goes_first() {
    let mut g = afternoon(0);
    g.active = 1;
    for seat in [0, 1] {
        let id = ObjectId(9000 + seat as u32);
        g.emblems.push(Emblem {
            id,
            controller: seat,
            source: ObjectId(1),
            // Lantern Eel's Reaction: draw a card.
            source_def: def_by_code("TO-02").unwrap(),
            source_side: None,
            bound: None,
            ability: AbilityRef::Reaction(0),
        });
    }
    assert_eq!(g.emblem_seat(), Some(1), "P2's turn: P2 has initiative");
    settle(&mut g);
    assert_eq!(g.players[1].hand.len(), 1);
    assert_eq!(g.players[0].hand.len(), 1);
}

// ---------------------------------------------------------------------------- EC-23

#[test]
fn ec23_played_triggers_need_the_matching_origin() {
    let mut g = afternoon(0);
    let vet = add_reserve(&mut g, 0, "VP-03");
    let runner = add_hand(&mut g, 0, "VP-04");
    add_mana(&mut g, 0, 5);
    act(&mut g, Action::PlayReserve { obj: vet, to: Some(Side::Hero) });
    assert_eq!(g.expeditions[0].boosts, 0, "From Hand does not fire from Reserve");
    act(&mut g, Action::Pass); // P2
    act(&mut g, Action::PlayHand { card: runner, to: Some(Side::Hero) });
    assert_eq!(g.expeditions[1].boosts, 0, "From Reserve does not fire from Hand");
}

#[test]
fn ec23_a_created_token_fires_arrive_only() {
    let mut g = afternoon(1);
    remove_hero(&mut g, 1);
    let seeds = add_hand(&mut g, 1, "VP-11");
    add_mana(&mut g, 1, 2);
    act(&mut g, Action::PlayHand { card: seeds, to: None });
    assert_eq!(g.expeditions.len(), 2);
    assert!(g.expeditions.iter().all(|o| o.is_token() && o.boosts == 0));
    assert!(g.emblems.is_empty());
}

// ---------------------------------------------------------------------------- EC-24

#[test]
fn ec24_gear_returns_only_if_its_expedition_moved() {
    let mut g = afternoon(0);
    let still = add_expedition(&mut g, 0, "VP-09", Side::Hero);
    let moved = add_expedition(&mut g, 0, "VP-09", Side::Companion);
    let fleeting = add_expedition(&mut g, 1, "VP-09", Side::Hero);
    obj_mut(&mut g, fleeting).fleeting = true;
    let (mc, fc) = (card_of(&g, moved), card_of(&g, fleeting));
    g.players[0].moved_today[1] = true; // moved by an effect
    g.players[1].moved_today[0] = true;
    goto(&mut g, Step::Rest);
    assert!(g.in_expedition(still).is_some(), "no move: it stays");
    assert_eq!(where_is(&g, mc), "reserve");
    assert_eq!(where_is(&g, fc), "discard", "Fleeting: Discard pile");
}

// ---------------------------------------------------------------------------- EC-25

fn positions(g: &mut Altered, p1: [u8; 2], p2: [u8; 2]) {
    g.players[0].pos = p1;
    g.players[1].pos = p2;
}

#[test]
fn ec25_victory_only_at_check_victory() {
    let mut g = afternoon(0);
    positions(&mut g, [4, 4], [3, 4]);
    assert_eq!((g.progress(0), g.progress(1)), (7, 6));
    assert!(g.outcome().is_none(), "expeditions meeting mid-day end nothing");
    act(&mut g, Action::Pass);
    assert!(g.outcome().is_none());
    act(&mut g, Action::Pass);
    let o = g.outcome().expect("won at the end of Night");
    assert_eq!(o.winners, vec![0]);
    assert!(o.reason.contains("Check Victory"));
}

#[test]
fn ec25_eight_beats_seven_and_equal_sevens_go_to_the_arena() {
    let mut g = afternoon(0);
    positions(&mut g, [5, 4], [4, 4]);
    goto(&mut g, Step::CheckVictory);
    assert_eq!(g.outcome().unwrap().winners, vec![0]);

    let mut g = afternoon(0);
    positions(&mut g, [4, 4], [4, 4]);
    goto(&mut g, Step::CheckVictory);
    assert!(g.outcome().is_none());
    assert!(g.arena, "tiebreakers: the Arena replaces the track");
    assert!(g.view(0).arena);
}

#[test]
fn ec25_tiebreaker_more_terrains_wins_else_another_day() {
    let mut g = afternoon(0);
    g.arena = true;
    positions(&mut g, [4, 4], [4, 4]);
    add_expedition(&mut g, 0, "VP-02", Side::Hero);
    add_expedition(&mut g, 1, "XX-02", Side::Hero);
    dusk(&mut g);
    assert_eq!(g.outcome().unwrap().winners, vec![0], "P1 wins three terrains to none");

    let mut g = afternoon(0);
    g.arena = true;
    add_expedition(&mut g, 0, "VP-02", Side::Hero);
    add_expedition(&mut g, 1, "VP-02", Side::Companion);
    dusk(&mut g);
    assert!(g.outcome().is_none(), "no terrain won by either: another day");
    assert_eq!(g.day, 3);
    assert_eq!(g.players[0].pos, [0, 7], "nobody moves in the Arena");
}

// ---------------------------------------------------------------------------- EC-26

#[test]
fn ec26_day_one_setup() {
    let mut g = Altered::new(&AlteredOptions::default(), 11).unwrap();
    assert_eq!(g.players[0].hand.len(), 6);
    assert_eq!(g.players[1].hand.len(), 6);
    while matches!(g.step, Step::SetupMana(_)) {
        let a = g.legal_actions()[0];
        act(&mut g, a);
    }
    for s in 0..2 {
        assert_eq!(g.players[s].hand.len(), 3);
        assert_eq!(g.players[s].mana.len(), 3);
        assert!(g.players[s].mana.iter().all(|o| !o.exhausted), "ready orbs");
    }
    assert_eq!((g.day, g.phase_name()), (1, "Afternoon"), "day 1 starts at Noon: no Draw or Expand");
}

#[test]
fn ec26_day_two_morning() {
    let mut g = afternoon(0);
    add_mana(&mut g, 0, 2);
    add_mana(&mut g, 1, 1);
    for o in g.players[0].mana.iter_mut() {
        o.exhausted = true;
    }
    g.players[0].hero.as_mut().unwrap().exhausted = true;
    let r = add_reserve(&mut g, 1, "TO-01");
    obj_mut(&mut g, r).exhausted = true;
    let l = add_landmark(&mut g, 0, "VP-08");
    obj_mut(&mut g, l).exhausted = true;
    pass_out(&mut g);
    assert_eq!(g.day, 3);
    assert_eq!(g.first_player, 1, "Succeed: the first player changes");
    assert_eq!(g.to_act(), Some(1), "Expand in turn order");
    assert!(g.players[0].mana.iter().all(|o| !o.exhausted));
    assert!(!g.players[0].hero.as_ref().unwrap().exhausted, "the Hero is readied");
    assert!(!obj_mut(&mut g, r).exhausted, "Reserve cards are readied");
    assert!(!obj_mut(&mut g, l).exhausted);
    assert_eq!(g.players[0].hand.len(), 2);
    let c = g.players[1].hand[0];
    act(&mut g, Action::Expand { card: c });
    assert!(!g.players[1].mana.last().unwrap().exhausted, "Expand gives a ready orb");
    act(&mut g, Action::SkipExpand);
    assert_eq!(g.phase_name(), "Afternoon");
}

#[test]
fn ec26_mana_without_ready_is_exhausted() {
    let mut g = afternoon(0);
    let c = add_hand(&mut g, 0, "VP-01");
    g.to_mana(0, c, false);
    assert!(g.players[0].mana[0].exhausted);
}

// ---------------------------------------------------------------------------- EC-27

#[test]
fn ec27_short_deck_shuffles_the_discard_under() {
    let mut g = afternoon(0);
    shrink_deck(&mut g, 0, 1);
    let discard = g.players[0].discard.len();
    g.draw(0, 2);
    assert_eq!(g.players[0].hand.len(), 2);
    assert_eq!(g.players[0].deck.len(), discard - 1);
    assert!(g.players[0].discard.is_empty());
    g.check_invariants().unwrap();

    let mut g = afternoon(0);
    shrink_deck(&mut g, 0, 1);
    g.players[0].discard.clear();
    // (the cleared discard objects are gone from this fixture: count only the draw)
    g.draw(0, 2);
    assert_eq!(g.players[0].hand.len(), 1, "the second draw does nothing");
    assert!(g.outcome().is_none(), "no loss");
}

#[test]
fn ec27_resupply_from_an_empty_deck() {
    let mut h = afternoon(1);
    let oracle = add_hand(&mut h, 1, "TO-06");
    add_mana(&mut h, 1, 2);
    shrink_deck(&mut h, 1, 0);
    let before = h.players[1].discard.len();
    act(&mut h, Action::PlayHand { card: oracle, to: Some(Side::Hero) });
    act(&mut h, Action::Yes);
    assert_eq!(h.players[1].reserve.len(), 1, "the Discard pile was shuffled in, then one card resupplied");
    assert_eq!(h.players[1].deck.len(), before - 1);
    // Empty Deck and empty Discard pile: nothing.
    let mut k = afternoon(1);
    let oracle = add_hand(&mut k, 1, "TO-06");
    add_mana(&mut k, 1, 2);
    k.players[1].deck.clear();
    act(&mut k, Action::PlayHand { card: oracle, to: Some(Side::Hero) });
    act(&mut k, Action::Yes);
    assert!(k.players[1].reserve.is_empty());
}

// ---------------------------------------------------------------------------- EC-28

#[test]
fn ec28_costs_from_hand_and_reserve() {
    let mut g = afternoon(1);
    let from_hand = add_hand(&mut g, 1, "TO-12");
    let from_reserve = add_reserve(&mut g, 1, "TO-12");
    add_mana(&mut g, 1, 3);
    let legal = g.legal_actions();
    assert!(legal.contains(&Action::PlayHand { card: from_hand, to: None }), "3 from Hand");
    assert!(!legal.contains(&Action::PlayReserve { obj: from_reserve, to: None }));
    assert_eq!(refused(&g, Action::PlayReserve { obj: from_reserve, to: None }), "AL-8.2", "4 from Reserve");
    add_mana(&mut g, 1, 1);
    assert!(g.legal_actions().contains(&Action::PlayReserve { obj: from_reserve, to: None }));
    obj_mut(&mut g, from_reserve).exhausted = true;
    assert_eq!(refused(&g, Action::PlayReserve { obj: from_reserve, to: None }), "AL-8.6");
}

// ---------------------------------------------------------------------------- EC-29

#[test]
fn ec29_lullaby_with_no_character_and_on_a_sleeper() {
    let mut g = afternoon(0);
    let lullaby = add_hand(&mut g, 0, "TO-10");
    add_mana(&mut g, 0, 4);
    act(&mut g, Action::PlayHand { card: lullaby, to: None });
    assert_eq!(where_is(&g, lullaby), "reserve", "it resolves doing nothing and goes to Reserve");

    let mut g = afternoon(0);
    let c = add_expedition(&mut g, 1, "TO-01", Side::Hero);
    obj_mut(&mut g, c).asleep = true;
    let lullaby = add_hand(&mut g, 0, "TO-10");
    add_mana(&mut g, 0, 2);
    act(&mut g, Action::PlayHand { card: lullaby, to: None });
    assert_eq!(g.view(0).options, vec![c], "an already-Asleep Character is a legal target");
    act(&mut g, Action::Choose { obj: c });
    assert!(exp(&g, c).asleep);
}

// ---------------------------------------------------------------------------- EC-30

#[test]
fn ec30_boosts_between_zones() {
    let mut g = afternoon(0);
    let r = add_reserve(&mut g, 0, "VP-01");
    obj_mut(&mut g, r).boosts = 2;
    add_mana(&mut g, 0, 1);
    act(&mut g, Action::PlayReserve { obj: r, to: Some(Side::Hero) });
    let o = g.expeditions[0].clone();
    assert_eq!(o.boosts, 2, "a boosted card in Reserve arrives boosted");
    // P2 harpoons it: not Seasoned, Fleeting -> Discard pile without counters.
    let harpoon = add_hand(&mut g, 1, "TO-12");
    add_mana(&mut g, 1, 3);
    act(&mut g, Action::PlayHand { card: harpoon, to: None });
    act(&mut g, Action::Choose { obj: o.id });
    assert!(g.players[0].discard.iter().all(|o| o.boosts == 0), "nothing in the Discard pile has counters");
    let mut g = afternoon(1);
    let c = add_expedition(&mut g, 0, "VP-01", Side::Hero);
    obj_mut(&mut g, c).boosts = 3;
    let harpoon = add_hand(&mut g, 1, "TO-12");
    add_mana(&mut g, 1, 3);
    act(&mut g, Action::PlayHand { card: harpoon, to: None });
    act(&mut g, Action::Choose { obj: c });
    assert_eq!(g.players[0].reserve[0].boosts, 0, "leaving the Expedition zone loses all counters");
}
