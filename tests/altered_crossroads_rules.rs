//! Edge cases of every keyword, trigger and effect the Crossroads set brings beyond the
//! starter decks, written from `shared/rules/altered.md` before the cards: Scout
//! (AL-12.6), Cooldown (AL-12.7), "At Dusk" / "At Night" (AL-5.0.2), "When I go to
//! Reserve" (AL-13.2), a token's creation seen by a Character (AL-13.2), doubling boosts
//! (AL-11.5), exhausting and readying (AL-10.5, AL-14.5), modifiers for a turn, an
//! Afternoon and a Day (AL-9.6), sending to Hand and to the Discard pile (AL-2.5, AL-2.7,
//! AL-14.5), the Mana zone from the Deck (AL-7.1, AL-3.5), expeditions moved by effects
//! (AL-4.4, AL-4.3, AL-5.4.8), groups ("each Character you control"), and conditions
//! after a trigger (AL-13.1).

use turnkeeper::engine::prelude::*;
use turnkeeper::games::altered::testkit::*;
use turnkeeper::games::altered::{Action, Altered, ObjectId, Side, Step};

fn act(g: &mut Altered, a: Action) {
    g.apply(&a).unwrap_or_else(|e| panic!("{a:?} refused: {e}"));
}

fn refused(g: &Altered, a: Action) -> String {
    let mut h = g.clone();
    let e = h.apply(&a).expect_err("must be refused");
    assert_eq!(&h, g, "a refused action leaves the state exactly as it was");
    e.rule.to_string()
}

/// Resolves every emblem of the seat to act, first listed first, answering "yes".
fn resolve_all(g: &mut Altered) {
    for _ in 0..50 {
        let legal = g.legal_actions();
        if let Some(a) = legal.iter().find(|a| matches!(a, Action::ResolveEmblem { .. } | Action::Yes)) {
            act(g, *a);
        } else {
            return;
        }
    }
}

fn reserve_has(g: &Altered, seat: usize, code: &str) -> Option<ObjectId> {
    g.players[seat].reserve.iter().find(|o| o.def().code == code).map(|o| o.id)
}

// --------------------------------------------------------------------------- Scout

/// AL-12.6: from Hand a Scout X card may be played for X instead of its Hand Cost; it
/// then gains "played from Hand: send me to Reserve". Ridge Runner (2, Scout 1) with one
/// orb: the Hand Cost is refused, Scout is listed, and the card ends in Reserve (not
/// Fleeting: it was played from Hand), its From Hand Reaction happening too.
#[test]
fn scout_pays_less_and_sends_the_card_to_reserve() {
    let mut g = afternoon(0);
    let runner = add_hand(&mut g, 0, "SC-02");
    add_mana(&mut g, 0, 1);
    assert_eq!(refused(&g, Action::PlayHand { card: runner, to: Some(Side::Hero) }), "AL-8.2");
    assert!(g.legal_actions().contains(&Action::Scout { card: runner, to: Some(Side::Hero) }));
    act(&mut g, Action::Scout { card: runner, to: Some(Side::Hero) });
    assert_eq!(g.ready_mana(0), 0, "Scout 1 was paid");
    assert!(g.expeditions.is_empty(), "sent to Reserve once it arrived");
    let r = reserve_has(&g, 0, "SC-02").expect("in Reserve");
    assert!(!obj(&g, r).unwrap().fleeting && !obj(&g, r).unwrap().exhausted);

    let mut g = afternoon(0);
    let dancer = add_hand(&mut g, 0, "SC-07");
    add_mana(&mut g, 0, 1);
    act(&mut g, Action::Scout { card: dancer, to: Some(Side::Companion) });
    assert_eq!(g.emblems.len(), 2, "From Hand (draw) and Scout's send-to-Reserve, both its controller's");
    resolve_all(&mut g);
    assert_eq!(g.players[0].hand.len(), 1, "From Hand fired: a card drawn");
    assert!(reserve_has(&g, 0, "SC-07").is_some());
    let mut h = afternoon(0);
    let plain = add_hand(&mut h, 0, "SC-01");
    add_mana(&mut h, 0, 3);
    assert_eq!(refused(&h, Action::Scout { card: plain, to: Some(Side::Hero) }), "AL-12.6", "no Scout cost");
}

// ------------------------------------------------------------------------ Cooldown

/// AL-12.7, AL-9.2: a Spell with Cooldown arrives in Reserve exhausted, so it cannot be
/// played from there (AL-8.6) until Prepare readies it (AL-5.1.2).
#[test]
fn cooldown_spells_arrive_in_reserve_exhausted() {
    let mut g = afternoon(0);
    let current = add_hand(&mut g, 0, "TO-33");
    add_mana(&mut g, 0, 6);
    act(&mut g, Action::PlayHand { card: current, to: None });
    assert_eq!(g.players[0].hand.len(), 2, "Quiet Current drew two");
    let r = reserve_has(&g, 0, "TO-33").expect("it went to Reserve");
    assert!(obj(&g, r).unwrap().exhausted, "exhausted (Cooldown)");
    act(&mut g, Action::Pass);
    assert_eq!(refused(&g, Action::PlayReserve { obj: r, to: None }), "AL-8.6");
    goto(&mut g, Step::Prepare);
    assert!(!obj(&g, r).unwrap().exhausted, "Prepare readies it");
}

// --------------------------------------------------------------- At Dusk, At Night

/// AL-5.0.2: "At Dusk" Reactions happen when Dusk starts, before Progress. Cloud
/// Shepherd's condition (AL-13.1) is checked then: behind, it gains 2 boosts, and they
/// count in that same Progress; not behind, nothing.
#[test]
fn at_dusk_happens_before_progress_and_checks_its_condition() {
    let mut g = afternoon(0);
    add_expedition(&mut g, 0, "SC-09", Side::Hero);
    set_pos(&mut g, 1, Side::Hero, 2);
    // Mountain: P1 2 (Shepherd) against P2's 4 (two Porters), until the boosts.
    add_expedition(&mut g, 1, "SC-01", Side::Hero);
    add_expedition(&mut g, 1, "SC-01", Side::Hero);
    add_expedition(&mut g, 0, "SC-01", Side::Hero);
    let log = goto(&mut g, Step::DuskStart);
    let at = |w: &str| log.iter().position(|l| l.contains(w)).unwrap_or_else(|| panic!("{w}: {log:#?}"));
    assert!(at("Cloud Shepherd gains 2 boosts") < at("Hero Expedition moves forward"), "{log:#?}");
    assert_eq!(g.players[0].pos[0], 1, "Mountain 2+2+2 = 6 > 4: P1 moved in that Progress");

    let mut g = afternoon(0);
    add_expedition(&mut g, 0, "SC-09", Side::Hero);
    let log = goto(&mut g, Step::DuskStart);
    assert!(!log.iter().any(|l| l.contains("Cloud Shepherd gains")), "tied, not behind: no boost: {log:#?}");
}

/// AL-5.0.2, AL-5.5: "At Night" happens when Night starts, before Rest; Lighthouse
/// Keeper draws only with two or fewer cards in Hand (its condition, AL-13.1).
#[test]
fn at_night_happens_before_rest() {
    let mut g = afternoon(0);
    add_expedition(&mut g, 0, "TO-25", Side::Hero);
    let log = goto(&mut g, Step::NightStart);
    let at = |w: &str| log.iter().position(|l| l.contains(w)).unwrap_or_else(|| panic!("{w}: {log:#?}"));
    assert!(at("P1 draws 1 card") < at("Rest sends"), "no cards in Hand: it draws, before Rest: {log:#?}");

    let mut g = afternoon(0);
    add_expedition(&mut g, 0, "TO-25", Side::Hero);
    for _ in 0..3 {
        add_hand(&mut g, 0, "VP-01");
    }
    let log = goto(&mut g, Step::NightStart);
    let rest = log.iter().position(|l| l.contains("Rest sends")).unwrap();
    assert!(!log[..rest].iter().any(|l| l.contains("draws")), "three cards: no draw: {log:#?}");
}

// ----------------------------------------------------------- When I go to Reserve

/// AL-13.2: "When I go to Reserve" is a self-move Reaction: it activates from the object
/// that arrived in Reserve. Amberwing Moth sent home by Rest gains its boost there and,
/// played from Reserve, arrives boosted (AL-11.2). A Fleeting Moth goes to the Discard
/// pile instead (AL-10.6): no Reaction.
#[test]
fn when_i_go_to_reserve_fires_from_the_reserve_object() {
    let mut g = afternoon(0);
    let moth = add_expedition(&mut g, 0, "VP-22", Side::Hero);
    let fleeting = add_expedition(&mut g, 0, "VP-22", Side::Companion);
    obj_mut(&mut g, fleeting).fleeting = true;
    goto(&mut g, Step::Rest);
    resolve_all(&mut g);
    let r = g.players[0].reserve.iter().find(|o| o.def().code == "VP-22").expect("in Reserve");
    assert_ne!(r.id, moth, "a new object");
    assert_eq!(r.boosts, 1, "its Reaction boosted it in Reserve");
    assert_eq!(g.players[0].reserve.len(), 1, "the Fleeting one went to the Discard pile");
    assert_eq!(g.players[0].discard.len(), 1);
}

// ------------------------------------------------------------------ token created

/// AL-13.2: "When a token is created under your control" works on any object in play
/// before the token: Hedge Piper gains a boost when Sproutcaller's token arrives; the
/// opponent's Piper does not.
#[test]
fn a_character_sees_a_token_created_under_its_controllers_control() {
    let mut g = afternoon(0);
    remove_hero(&mut g, 0);
    let piper = add_expedition(&mut g, 0, "VP-14", Side::Hero);
    let theirs = add_expedition(&mut g, 1, "VP-14", Side::Hero);
    let caller = add_hand(&mut g, 0, "VP-02");
    add_mana(&mut g, 0, 2);
    act(&mut g, Action::PlayHand { card: caller, to: Some(Side::Companion) });
    resolve_all(&mut g);
    assert_eq!(obj(&g, piper).unwrap().boosts, 1);
    assert_eq!(obj(&g, theirs).unwrap().boosts, 0, "not under P2's control");
}

// ------------------------------------------------------------------- double boosts

/// AL-11.5: doubling adds as many boosts as it has; doubling none does nothing.
#[test]
fn doubling_boosts_adds_as_many_as_there_are() {
    let mut g = afternoon(0);
    let big = add_expedition(&mut g, 0, "VP-01", Side::Hero);
    obj_mut(&mut g, big).boosts = 2;
    let bloom = add_hand(&mut g, 0, "VP-29");
    add_mana(&mut g, 0, 5);
    act(&mut g, Action::PlayHand { card: bloom, to: Some(Side::Companion) });
    resolve_all(&mut g);
    let bloom_obj = g.expeditions.iter().find(|o| o.def().code == "VP-29").unwrap().id;
    assert_eq!(g.view(0).options, vec![big, bloom_obj], "any Character you control, itself too");
    act(&mut g, Action::Choose { obj: big });
    assert_eq!(obj(&g, big).unwrap().boosts, 4);
    let mut h = afternoon(0);
    let none = add_expedition(&mut h, 0, "VP-01", Side::Hero);
    let bloom = add_hand(&mut h, 0, "VP-29");
    add_mana(&mut h, 0, 5);
    act(&mut h, Action::PlayHand { card: bloom, to: Some(Side::Companion) });
    resolve_all(&mut h);
    act(&mut h, Action::Choose { obj: none });
    assert_eq!(obj(&h, none).unwrap().boosts, 0, "doubling 0 is 0");
}

// ------------------------------------------------------------- exhaust and ready

/// AL-10.5, AL-8.6, AL-14.5: Avalanche Caller exhausts a card in the opponent's Reserve,
/// which cannot be played while exhausted; Second Wind readies up to two of your own.
#[test]
fn exhausted_reserve_cards_wait_until_readied() {
    let mut g = afternoon(0);
    let theirs = add_reserve(&mut g, 1, "TO-01");
    let caller = add_hand(&mut g, 0, "SC-10");
    add_mana(&mut g, 0, 4);
    act(&mut g, Action::PlayHand { card: caller, to: Some(Side::Hero) });
    resolve_all(&mut g);
    assert_eq!(g.view(0).options, vec![theirs], "a card in the opponent's Reserve");
    act(&mut g, Action::Choose { obj: theirs });
    assert!(obj(&g, theirs).unwrap().exhausted);
    add_mana(&mut g, 1, 2);
    assert_eq!(refused(&g, Action::PlayReserve { obj: theirs, to: Some(Side::Hero) }), "AL-8.6");

    let mut g = afternoon(0);
    let a = add_reserve(&mut g, 0, "SC-01");
    let b = add_reserve(&mut g, 0, "SC-03");
    obj_mut(&mut g, a).exhausted = true;
    obj_mut(&mut g, b).exhausted = true;
    let wind = add_hand(&mut g, 0, "SC-29");
    add_mana(&mut g, 0, 1);
    act(&mut g, Action::PlayHand { card: wind, to: None });
    act(&mut g, Action::Choose { obj: a });
    act(&mut g, Action::Choose { obj: b });
    assert!(!obj(&g, a).unwrap().exhausted && !obj(&g, b).unwrap().exhausted, "both readied");
}

// --------------------------------------------------------------------- durations

/// AL-9.6: a modifier for "this turn" ends with the turn, one for "this Afternoon" at
/// Dusk (so it does not count in Progress), one for "this Day" counts in Dusk's Progress.
#[test]
fn modifiers_last_a_turn_an_afternoon_or_a_day() {
    let mut g = afternoon(0);
    remove_hero(&mut g, 0);
    let c = add_expedition(&mut g, 0, "XX-02", Side::Hero);
    let (gust, breeze) = (add_landmark(&mut g, 0, "XX-08"), add_landmark(&mut g, 0, "XX-09"));
    act(&mut g, Action::Quick { obj: gust });
    act(&mut g, Action::Choose { obj: c });
    act(&mut g, Action::Quick { obj: breeze });
    act(&mut g, Action::Choose { obj: c });
    assert_eq!(g.stats(obj(&g, c).unwrap()), [1, 1, 0], "+1 Forest this turn, +1 Mountain this Afternoon");
    act(&mut g, Action::Pass);
    assert_eq!(g.stats(obj(&g, c).unwrap()), [0, 1, 0], "P1's turn ended: the turn's modifier with it");
    act(&mut g, Action::Pass);
    assert_eq!(g.players[0].pos[0], 0, "at Dusk the Afternoon's modifier had ended: Mountain 0, no move");

    let mut g = afternoon(0);
    let c = add_expedition(&mut g, 0, "XX-02", Side::Hero);
    let bloom = add_hand(&mut g, 0, "VP-32");
    add_mana(&mut g, 0, 1);
    act(&mut g, Action::PlayHand { card: bloom, to: None });
    act(&mut g, Action::Choose { obj: c });
    act(&mut g, Action::Pass);
    act(&mut g, Action::Pass);
    assert_eq!(g.players[0].pos[0], 1, "+2 Forest this Day counted at Dusk: P1 moved");
    assert!(g.ongoing.is_empty(), "and it ended when the next Morning came");
}

// ---------------------------------------------------------------- send to Hand

/// AL-2.7, AL-2.5: a card sent to Hand leaves the visible zones (no object, no counters);
/// a token sent there ceases to exist. Whirlpool Adept takes only Hand Cost 2 or less.
#[test]
fn sending_to_hand_and_the_cost_filter() {
    let mut g = afternoon(0);
    let boosted = add_expedition(&mut g, 1, "TO-01", Side::Hero);
    obj_mut(&mut g, boosted).boosts = 2;
    let card = card_of(&g, boosted);
    let big = add_expedition(&mut g, 1, "TO-04", Side::Hero);
    let token = add_token(&mut g, 1, Side::Companion);
    let adept = add_hand(&mut g, 0, "TO-30");
    add_mana(&mut g, 0, 3);
    act(&mut g, Action::PlayHand { card: adept, to: Some(Side::Hero) });
    resolve_all(&mut g);
    let options = g.view(0).options;
    assert!(options.contains(&boosted) && options.contains(&token), "cost 1 and a token (0)");
    assert!(!options.contains(&big), "Harbor Sentinel costs 3");
    act(&mut g, Action::Choose { obj: boosted });
    assert_eq!(where_is(&g, card), "hand");
    assert!(g.players[1].hand.contains(&card), "its owner's Hand");

    let mut g = afternoon(0);
    let token = add_token(&mut g, 1, Side::Hero);
    let recall = add_hand(&mut g, 0, "TO-31");
    add_mana(&mut g, 0, 3);
    act(&mut g, Action::PlayHand { card: recall, to: None });
    act(&mut g, Action::Choose { obj: token });
    assert!(g.in_expedition(token).is_none() && g.players[1].hand.is_empty(), "the token ceased to exist");
}

// ------------------------------------------------------------- Discard from Reserve

/// AL-14.5 (Sabotage's move): a Reserve card sent to the Discard pile loses its counters
/// (AL-11.2); then the spell's next step draws.
#[test]
fn a_reserve_card_sent_to_the_discard_pile() {
    let mut g = afternoon(0);
    let theirs = add_reserve(&mut g, 1, "VP-03");
    obj_mut(&mut g, theirs).boosts = 1;
    let raid = add_hand(&mut g, 0, "TO-44");
    add_mana(&mut g, 0, 1);
    act(&mut g, Action::PlayHand { card: raid, to: None });
    act(&mut g, Action::Choose { obj: theirs });
    assert!(g.players[1].reserve.is_empty());
    let d = g.players[1].discard.iter().find(|o| o.def().code == "VP-03").expect("discarded");
    assert_eq!(d.boosts, 0);
    assert_eq!(g.players[0].hand.len(), 1, "then a card drawn");
}

// --------------------------------------------------------------- Mana from the Deck

/// AL-7.1: a card put into the Mana zone without "ready" is exhausted; AL-3.5: from an
/// empty Deck the Discard pile is shuffled under first.
#[test]
fn the_top_of_the_deck_goes_to_mana_exhausted() {
    let mut g = afternoon(0);
    let herder = add_hand(&mut g, 0, "SC-05");
    add_mana(&mut g, 0, 2);
    let top = *g.players[0].deck.last().unwrap();
    act(&mut g, Action::PlayHand { card: herder, to: Some(Side::Hero) });
    resolve_all(&mut g);
    let orb = g.players[0].mana.last().unwrap();
    assert_eq!((orb.card, orb.exhausted), (Some(top), true));
    let mut g = afternoon(0);
    let herder = add_hand(&mut g, 0, "SC-05");
    add_mana(&mut g, 0, 2);
    shrink_deck(&mut g, 0, 0);
    act(&mut g, Action::PlayHand { card: herder, to: Some(Side::Hero) });
    resolve_all(&mut g);
    assert_eq!(g.players[0].mana.len(), 3, "the Discard pile was shuffled under the Deck first");
}

// ------------------------------------------------------------ moving expeditions

/// AL-4.4, AL-4.3, AL-5.4.8, AL-5.5.2: Summit Herald moves its expedition forward one
/// region: a face-down half flips, the move counts for Gear at Rest, and "When my
/// Expedition moves forward" fires (Trail Cartographer draws). Rockslide Raider moves the
/// facing expedition backward; at its starting region nothing happens.
#[test]
fn effects_move_expeditions_forward_and_backward() {
    let mut g = afternoon(0);
    let carto = add_expedition(&mut g, 0, "SC-14", Side::Hero);
    let herald = add_hand(&mut g, 0, "SC-04");
    add_mana(&mut g, 0, 6);
    assert!(!g.regions[1].face_up);
    act(&mut g, Action::PlayHand { card: herald, to: Some(Side::Hero) });
    resolve_all(&mut g);
    assert_eq!(g.players[0].pos[0], 1);
    assert!(g.regions[1].face_up, "the Tumult card flipped");
    assert!(g.players[0].moved_today[0], "it moved forward today");
    assert_eq!(g.players[0].hand.len(), 1, "Trail Cartographer drew ({carto:?})");

    let mut g = afternoon(0);
    set_pos(&mut g, 1, Side::Companion, 5);
    let raider = add_hand(&mut g, 0, "SC-19");
    add_mana(&mut g, 0, 5);
    act(&mut g, Action::PlayHand { card: raider, to: Some(Side::Companion) });
    resolve_all(&mut g);
    assert_eq!(g.players[1].pos[1], 6, "P2's Companion Expedition moved back toward 7");
    let mut g = afternoon(0);
    let raider = add_hand(&mut g, 0, "SC-19");
    add_mana(&mut g, 0, 5);
    act(&mut g, Action::PlayHand { card: raider, to: Some(Side::Hero) });
    resolve_all(&mut g);
    assert_eq!(g.players[1].pos[0], 0, "at its start: nothing");
}

// ---------------------------------------------------------------------- groups

/// "Each Character you control": one atomic action each, at once (AL-14.1); a Gigantic
/// Character counts once; the opponent's are untouched.
#[test]
fn each_character_you_control() {
    let mut g = afternoon(0);
    let a = add_expedition(&mut g, 0, "VP-01", Side::Hero);
    let giant = add_expedition(&mut g, 0, "VP-07", Side::Companion);
    let theirs = add_expedition(&mut g, 1, "VP-01", Side::Hero);
    let harvest = add_hand(&mut g, 0, "VP-31");
    add_mana(&mut g, 0, 3);
    act(&mut g, Action::PlayHand { card: harvest, to: None });
    assert_eq!((obj(&g, a).unwrap().boosts, obj(&g, giant).unwrap().boosts), (1, 1));
    assert_eq!(obj(&g, theirs).unwrap().boosts, 0);
}

/// AL-13.1: a trigger's condition is checked as the event happens: Reserve Counter draws
/// at Noon only with two or more cards in Reserve.
#[test]
fn a_triggers_condition_is_checked_when_it_happens() {
    let mut g = afternoon(0);
    remove_hero(&mut g, 0);
    add_landmark(&mut g, 0, "XX-10");
    add_reserve(&mut g, 0, "VP-01");
    goto(&mut g, Step::NoonStart);
    assert_eq!(g.players[0].hand.len(), 0, "one card in Reserve: no draw");
    let mut g = afternoon(0);
    remove_hero(&mut g, 0);
    add_landmark(&mut g, 0, "XX-10");
    add_reserve(&mut g, 0, "VP-01");
    add_reserve(&mut g, 0, "VP-01");
    goto(&mut g, Step::NoonStart);
    assert_eq!(g.players[0].hand.len(), 1, "two: it draws");
}
