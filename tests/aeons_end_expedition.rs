//! The expedition (issue 32): four battles by rising difficulty; after a win each mage
//! takes a card and the team a treasure, kept for the next battles; after a loss the
//! same battle again with a smaller reward; the whole campaign is data that survives a
//! trip through storage or a link.

use turnkeeper::engine::prelude::*;
use turnkeeper::games::aeons_end::cards::Origin;
use turnkeeper::games::aeons_end::content::pool;
use turnkeeper::games::aeons_end::expedition::{Expedition, LIFE_PER_BATTLE};
use turnkeeper::games::aeons_end::AeonsEnd;

fn team() -> Vec<String> {
    vec!["orrin".into(), "tamsin".into()]
}

#[test]
fn four_battles_by_rising_difficulty_each_a_real_game() {
    let p = pool().expect("the sets read");
    let e = Expedition::new(team(), 7).expect("an expedition");
    assert_eq!(e.battles.len(), 4, "every nemesis of the pool, once");
    let diff: Vec<u8> = e.battles.iter().map(|id| p.nemesis(id).expect("a nemesis").difficulty).collect();
    assert!(diff.windows(2).all(|w| w[0] <= w[1]), "easiest first: {diff:?}");
    let o = e.battle().expect("the first battle");
    assert_eq!(o.nemesis, e.battles[0]);
    assert_eq!(o.team, team());
    AeonsEnd::new(&o, 1).expect("the battle's options set up a game");
    assert!(Expedition::new(vec!["orrin".into(), "orrin".into()], 1).is_err(), "AE-1.1: a mage once");
}

#[test]
fn a_win_gives_each_mage_a_card_and_the_team_a_treasure_kept_for_the_next_battle() {
    let p = pool().expect("the sets read");
    let mut e = Expedition::new(team(), 7).expect("an expedition");
    let life0 = e.battle().expect("battle 1").nemesis_life.expect("a life");
    e.record(true).expect("a result");
    assert!(e.battle().is_none(), "the reward is chosen before the next battle");
    let r = e.reward.clone().expect("a reward");
    assert!(r.won && r.cards.len() >= 2 && !r.treasures.is_empty());
    assert!(r.cards.iter().all(|c| p.card(c).is_some_and(|c| c.pool == Origin::Supply)));
    assert!(r.treasures.iter().all(|c| p.card(c).is_some_and(|c| c.pool == Origin::Treasure)));
    // Both mages the same card, or no treasure: refused.
    let same = [(0, r.cards[0].clone()), (1, r.cards[0].clone())];
    assert!(e.choose(&same, Some((0, r.treasures[0].clone()))).is_err());
    let picks = [(0, r.cards[0].clone()), (1, r.cards[1].clone())];
    assert!(e.choose(&picks, None).is_err(), "a treasure after a win");
    e.choose(&picks, Some((1, r.treasures[0].clone()))).expect("a good choice");
    assert_eq!(e.carried[0], vec![r.cards[0].clone()]);
    assert_eq!(e.carried[1], vec![r.cards[1].clone(), r.treasures[0].clone()]);
    let o = e.battle().expect("battle 2");
    assert_eq!((e.at, o.nemesis.as_str()), (1, e.battles[1].as_str()));
    let mat = p.nemesis(&o.nemesis).expect("a nemesis").life;
    assert_eq!(o.nemesis_life, Some(mat + LIFE_PER_BATTLE), "harder than its mat ({life0} before)");
    // The kept cards are in the mages' decks.
    let g = AeonsEnd::new(&o, 3).expect("battle 2 sets up");
    let deck_ids = |s: usize| g.mages[s].deck.iter().map(|&c| g.kind(c).id.clone()).collect::<Vec<_>>();
    assert!(deck_ids(1).contains(&r.treasures[0]), "the treasure starts in the deck");
    assert!(deck_ids(0).contains(&r.cards[0]));
}

#[test]
fn a_loss_retries_the_same_battle_with_a_smaller_reward_and_it_all_survives_a_link() {
    let mut e = Expedition::new(team(), 9).expect("an expedition");
    e.record(false).expect("a loss");
    let r = e.reward.clone().expect("a reward");
    assert!(!r.won && r.treasures.is_empty() && r.cards.len() == 3, "one card from three, no treasure");
    assert!(e.choose(&[(0, r.cards[0].clone()), (1, r.cards[1].clone())], None).is_err(), "one card only");
    e.choose(&[(1, r.cards[2].clone())], None).expect("one card for one mage");
    assert_eq!((e.at, e.tries), (0, 1), "the same battle again");
    assert_eq!(e.carried[1], vec![r.cards[2].clone()]);
    let text = serde_json::to_string(&e).expect("JSON");
    let back: Expedition = serde_json::from_str(&text).expect("read back");
    assert_eq!(back, e);
    // Win every battle: the expedition is won.
    let mut e = back;
    while !e.finished() {
        e.record(true).expect("a win");
        let r = e.reward.clone().expect("a reward");
        let t = r.treasures.first().map(|t| (0, t.clone()));
        e.choose(&[(0, r.cards[0].clone()), (1, r.cards[1].clone())], t).expect("a choice");
    }
    assert!(e.battle().is_none() && e.progress().starts_with("Expedition won"));
}

#[test]
fn a_link_carries_the_expedition_and_a_damaged_or_made_up_one_is_refused() {
    let mut e = Expedition::new(team(), 11).expect("an expedition");
    e.record(true).expect("a win");
    let code = Expedition::code(&serde_json::to_string(&e).expect("JSON"));
    assert!(code.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_'), "base64url: {code}");
    assert_eq!(Expedition::from_code(&code).expect("read back"), e, "the reward waiting too");
    // Each try of each battle deals its own game.
    let mut f = Expedition::new(team(), 11).expect("an expedition");
    let first = f.battle_seed();
    f.record(false).expect("a loss");
    let r = f.reward.clone().expect("a reward");
    f.choose(&[(0, r.cards[0].clone())], None).expect("one card");
    assert_ne!(f.battle_seed(), first, "the retry is a new deal");

    let refused = |e: &Expedition, why: &str| {
        let code = Expedition::code(&serde_json::to_string(e).expect("JSON"));
        let err = Expedition::from_code(&code).expect_err(why);
        assert!(err.rule.starts_with("AE-"), "{why}: a rule id ({err:?})");
    };
    let mut bad = e.clone();
    bad.team = vec!["orrin".into(), "orrin".into()];
    refused(&bad, "a mage twice");
    let mut bad = e.clone();
    bad.battles[1] = "no_such_nemesis".into();
    refused(&bad, "a nemesis not in the pool");
    let mut bad = e.clone();
    bad.carried[0].push("glimstone".into());
    refused(&bad, "a starting card kept");
    let mut bad = e.clone();
    bad.carried.pop();
    refused(&bad, "kept cards for one mage of two");
    let mut bad = e.clone();
    bad.at = 9;
    refused(&bad, "past the last battle");
    let mut bad = e.clone();
    bad.reward.as_mut().expect("a reward").treasures = vec![bad.reward.as_ref().unwrap().cards[0].clone()];
    refused(&bad, "a supply card offered as a treasure");
    for junk in ["", "%%%", "AAAA", &code[..code.len() / 2], &Expedition::code("{\"seed\":1}")] {
        assert!(Expedition::from_code(junk).is_err(), "junk {junk:?} is refused");
    }
}
