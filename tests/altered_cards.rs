//! Altered's cards as data (issue 29) and its sets (issue 31): every set file parses and
//! validates, a bad one is refused naming the file, the card and the problem, every
//! card's words are written from its data, the deck rules of AL-1.1 in both formats,
//! the premade decks, and random legal decks from the whole pool.

use std::collections::BTreeSet;

use turnkeeper::engine::{Cards, Rng};
use turnkeeper::games::altered::cards::ability::{Dest, Dir, Op, Status};
use turnkeeper::games::altered::cards::decks::{problems, random_deck, Format};
use turnkeeper::games::altered::cards::text::trigger_words;
use turnkeeper::games::altered::cards::{built_in_sets, pool, read_sets, CardType, Rarity, TERRAINS};
use turnkeeper::games::altered::Altered;

/// The words of the brief's Part 2, for the starter cards (VP-H's "that token" starts a
/// sentence on the card, so it is capitalised).
const BRIEF: &[(&str, &str)] = &[
    ("VP-H", "When a token is created under your control — That token gains 1 boost."),
    ("TO-H", "Quick (exhaust me, pay 1): Target Character you control gains Anchored."),
    ("VP-01", ""),
    ("VP-02", "Arrive — Create a Sproutling 1/1/1 Plant token in my Expedition."),
    ("VP-03", "Seasoned. From Hand — I gain 1 boost."),
    ("VP-04", "From Reserve — I gain 2 boosts."),
    ("VP-05", "Arrive — Up to one other target Character you control gains 1 boost."),
    ("VP-06", "Eternal."),
    ("VP-07", "Gigantic. Arrive — I gain 1 boost."),
    ("VP-08", "At Noon — Create a Sproutling 1/1/1 Plant token in your Companion Expedition."),
    ("VP-09", "Characters in my Expedition get +1 Forest."),
    ("VP-10", "Up to two target Characters you control each gain 1 boost."),
    ("VP-11", "Fleeting. Create a Sproutling 1/1/1 Plant token in each of your Expeditions."),
    ("VP-12", "Target Character you control switches Expeditions. Then it gains 1 boost."),
    ("TO-01", ""),
    ("TO-02", "When I am sacrificed — Draw a card."),
    ("TO-03", "Arrive — I gain Anchored."),
    ("TO-04", "Defender."),
    ("TO-05", "Tough 2."),
    ("TO-06", "From Hand — You may Resupply."),
    ("TO-07", "From Reserve — Draw a card."),
    ("TO-08", "At Noon — Up to one target Character you control gains 1 boost. When I am sacrificed — Draw a card."),
    (
        "TO-09",
        "Tough 1. When my Expedition moves forward — Up to one target Character in my Expedition gains Anchored.",
    ),
    ("TO-10", "Target Character gains Asleep."),
    ("TO-11", "Sacrifice a Character. If you did, draw two cards."),
    ("TO-12", "Send target Character to its owner's Reserve."),
];

#[test]
fn the_starter_cards_words_are_written_from_their_data_as_the_brief_gives_them() {
    let p = pool();
    for (code, words) in BRIEF {
        let d = &p.defs[p.id(code).unwrap_or_else(|| panic!("{code} is in the pool")) as usize];
        assert_eq!(d.text, *words, "{code}'s words");
    }
}

/// A word each verb's sentence must hold (case aside).
fn verb_word(op: &Op) -> String {
    match op {
        Op::Boost(_) => "boost".into(),
        Op::DoubleBoosts => "double".into(),
        Op::Gain(s) => format!("{s:?}"),
        Op::Ready => "ready".into(),
        Op::Modify { stats, .. } => TERRAINS[stats.iter().position(|&x| x != 0).unwrap_or(0)].into(),
        Op::Switch => "switch".into(),
        Op::Send(Dest::Reserve) => "to its owner's reserve".into(),
        Op::Send(Dest::Hand) => "to its owner's hand".into(),
        Op::Send(Dest::Discard) => "discard pile".into(),
        Op::Sacrifice => "sacrifice".into(),
        Op::Draw(_) => "draw".into(),
        Op::Resupply => "resupply".into(),
        Op::ManaFromDeck => "mana zone".into(),
        Op::Create { token, .. } => pool().defs[pool().id(token).unwrap() as usize].name.into(),
        Op::Move { dir: Dir::Forward, .. } => "moves forward".into(),
        Op::Move { dir: Dir::Backward, .. } => "moves backward".into(),
        Op::LandmarksFromReserve => "landmark".into(),
        Op::AfterYou => "after you".into(),
    }
}

#[test]
fn every_card_says_its_keywords_triggers_and_verbs() {
    let p = pool();
    let mut checked = 0;
    for d in &p.defs {
        let text = d.text.to_lowercase();
        let k = d.keywords;
        for (on, word) in [
            (k.defender, "defender"),
            (k.eternal, "eternal"),
            (k.gigantic, "gigantic"),
            (k.seasoned, "seasoned"),
            (k.fleeting, "fleeting"),
            (k.cooldown, "cooldown"),
        ] {
            assert_eq!(text.contains(word), on, "{}: {word} in {:?}", d.code, d.text);
        }
        if k.tough > 0 {
            assert!(text.contains(&format!("tough {}", k.tough)), "{}: Tough in {:?}", d.code, d.text);
        }
        if k.scout > 0 {
            assert!(text.contains(&format!("scout {}", k.scout)), "{}: Scout in {:?}", d.code, d.text);
        }
        let steps = d
            .reactions
            .iter()
            .flat_map(|r| r.steps.iter())
            .chain(d.effect)
            .chain(d.quick.iter().flat_map(|q| &q.steps));
        for r in d.reactions {
            assert!(text.contains(&trigger_words(r.when).to_lowercase()), "{}: trigger in {:?}", d.code, d.text);
        }
        for s in steps {
            let w = verb_word(&s.op).to_lowercase();
            assert!(text.contains(&w), "{}: {:?} needs {w:?} in {:?}", d.code, s.op, d.text);
            if s.may {
                assert!(text.contains("you may"), "{}: 'you may' in {:?}", d.code, d.text);
            }
        }
        for ps in d.passives {
            assert!(text.contains("get +"), "{}: passive in {:?}", d.code, d.text);
            for (i, t) in TERRAINS.iter().enumerate() {
                assert_eq!(ps.stats[i] != 0, text.contains(&t.to_lowercase()), "{}: {t} in {:?}", d.code, d.text);
            }
        }
        if d.quick.is_some() {
            assert!(text.starts_with("quick (exhaust me") || text.contains(" quick (exhaust me"), "{}", d.code);
        }
        let has_ability =
            !d.reactions.is_empty() || !d.effect.is_empty() || d.quick.is_some() || !d.passives.is_empty();
        assert_eq!(d.text.is_empty(), !has_ability && d.keyword_list.is_empty(), "{}: words iff abilities", d.code);
        checked += 1;
    }
    assert!(checked > 120, "every card of every set was checked ({checked})");
}

#[test]
fn the_sets_hold_six_heroes_over_three_factions_and_ninety_new_cards() {
    let p = pool();
    let crossroads: Vec<_> = p.defs.iter().filter(|d| d.set == "crossroads" && d.collectible).collect();
    let cards = crossroads.iter().filter(|d| d.kind != CardType::Hero).count();
    assert!(cards >= 90, "at least 90 distinct non-Hero cards in the original set: {cards}");
    let heroes: Vec<_> = p.defs.iter().filter(|d| d.kind == CardType::Hero && d.collectible).collect();
    assert_eq!(heroes.len(), 6, "six heroes");
    let factions: BTreeSet<_> = heroes.iter().filter_map(|h| h.faction).collect();
    assert_eq!(factions.len(), 3, "over three factions");
    for f in &factions {
        assert_eq!(heroes.iter().filter(|h| h.faction == Some(f)).count(), 2, "two heroes of {f}");
    }
    for kind in [CardType::Character, CardType::Spell, CardType::Landmark, CardType::Gear] {
        assert!(crossroads.iter().any(|d| d.kind == kind), "the set has {kind:?}");
    }
    for r in [Rarity::Common, Rarity::Rare, Rarity::Unique] {
        assert!(crossroads.iter().any(|d| d.rarity == Some(r)), "the set has {r:?} cards");
    }
    assert!(p.defs.iter().filter(|d| d.kind == CardType::Token).count() >= 3, "tokens");
    let hand_costs: BTreeSet<u8> =
        crossroads.iter().filter(|d| d.kind == CardType::Character).map(|d| d.hand_cost).collect();
    assert!(hand_costs.len() >= 6, "characters across hand costs: {hand_costs:?}");
    assert!(crossroads.iter().any(|d| d.reserve_cost != d.hand_cost), "reserve costs that differ");
}

#[test]
fn every_keyword_status_and_trigger_is_on_a_card_of_the_pool() {
    use turnkeeper::games::altered::cards::ability::{Keyword, Trigger};
    let p = pool();
    let coll = || p.defs.iter().filter(|d| d.collectible);
    let kw = |f: &dyn Fn(&Keyword) -> bool| coll().any(|d| d.keyword_list.iter().any(f));
    assert!(kw(&|k| *k == Keyword::Defender) && kw(&|k| *k == Keyword::Eternal) && kw(&|k| *k == Keyword::Gigantic));
    assert!(kw(&|k| *k == Keyword::Seasoned) && kw(&|k| *k == Keyword::Cooldown) && kw(&|k| *k == Keyword::Fleeting));
    assert!(kw(&|k| matches!(k, Keyword::Tough(_))) && kw(&|k| matches!(k, Keyword::Scout(_))));
    let steps = || {
        coll().flat_map(|d| {
            d.reactions.iter().flat_map(|r| r.steps.iter()).chain(d.effect).chain(d.quick.iter().flat_map(|q| &q.steps))
        })
    };
    for st in [Status::Anchored, Status::Asleep, Status::Exhausted] {
        assert!(steps().any(|s| s.op == Op::Gain(st)), "a card gives {st:?}");
    }
    assert!(steps().any(|s| matches!(s.op, Op::Boost(_))), "boosts (Boosted)");
    for t in [
        Trigger::Arrive,
        Trigger::FromHand,
        Trigger::FromReserve,
        Trigger::AtNoon,
        Trigger::AtDusk,
        Trigger::AtNight,
        Trigger::Sacrificed,
        Trigger::ToReserve,
        Trigger::MyExpeditionMoves,
        Trigger::TokenCreated,
        Trigger::JoinsMyExpedition,
    ] {
        assert!(coll().any(|d| d.reactions.iter().any(|r| r.when == t)), "a reaction with {t:?}");
    }
}

/// Reads one set file (with the starter set before it, for its factions and tokens).
fn read_with_starter(extra: &str) -> Result<(), String> {
    let starter = built_in_sets()[0];
    read_sets(&[starter, ("bad.json", extra)]).map(|_| ()).map_err(|e| e.to_string())
}

fn one_card(card: &str) -> String {
    format!(r#"{{"set":"bad","name":"Bad","cards":[{card}]}}"#)
}

#[test]
fn a_bad_set_file_is_refused_with_the_file_the_card_and_the_problem() {
    let base = r#""id":"ZZ-01","name":"Odd","kind":"character","faction":"VP","rarity":"common","subtype":"Test","cost":[1,1],"stats":[1,1,1]"#;
    let cases: Vec<(String, &str)> = vec![
        ("{ not json".to_string(), "not JSON"),
        (one_card(&format!(r#"{{{base},"keywords":["flying"]}}"#)), "unknown variant `flying`"),
        (
            one_card(&format!(r#"{{{base},"reactions":[{{"when":"at_dawn","do":[{{"do":{{"draw":1}}}}]}}]}}"#)),
            "at_dawn",
        ),
        (one_card(&format!(r#"{{{base},"reactions":[{{"when":"arrive","do":[{{"do":"teleport"}}]}}]}}"#)), "teleport"),
        (
            one_card(&format!(
                r#"{{{base},"reactions":[{{"when":"arrive","do":[{{"do":{{"create":{{"token":"VP-01","place":"my_expedition"}}}}}}]}}]}}"#
            )),
            "not a token",
        ),
        (
            one_card(&format!(r#"{{{base},"reactions":[{{"when":"arrive","do":[{{"do":{{"boost":1}}}}]}}]}}"#)),
            "needs `who`",
        ),
        (
            one_card(&format!(
                r#"{{{base},"reactions":[{{"when":"arrive","do":[{{"do":{{"boost":1}},"who":"it"}}]}}]}}"#
            )),
            "`it`",
        ),
        (
            one_card(
                r#"{"id":"VP-01","name":"Twin","kind":"character","faction":"VP","rarity":"common","cost":[1,1],"stats":[1,1,1]}"#,
            ),
            "second card with this id",
        ),
        (
            one_card(
                r#"{"id":"ZZ-02","name":"No stats","kind":"character","faction":"VP","rarity":"common","cost":[1,1]}"#,
            ),
            "needs stats",
        ),
        (
            one_card(
                r#"{"id":"ZZ-03","name":"Stray","kind":"character","faction":"XX","rarity":"common","cost":[1,1],"stats":[1,1,1]}"#,
            ),
            "unknown faction XX",
        ),
        (one_card(&format!(r#"{{{base},"colour":"red"}}"#)), "unknown field `colour`"),
        (
            r#"{"set":"bad","name":"Bad","cards":[],"decks":[{"id":"d","name":"D","hero":"VP-H","cards":["VP-77"]}]}"#
                .to_string(),
            "unknown card VP-77",
        ),
    ];
    for (text, problem) in cases {
        let e = read_with_starter(&text).expect_err("refused");
        assert!(e.starts_with("bad.json"), "names the file: {e}");
        assert!(e.contains(problem), "says {problem:?}: {e}");
        if text.contains("ZZ-0") && !text.contains("not json") {
            assert!(e.contains("card ZZ-0"), "names the card: {e}");
        }
    }
}

fn ids(list: &[(&str, usize)]) -> Vec<String> {
    list.iter().flat_map(|&(c, n)| std::iter::repeat_n(c.to_string(), n)).collect()
}

fn rules_of(deck: &[String], format: &str) -> Vec<String> {
    let p = Altered::check_deck(deck, Some(format)).expect("a known format");
    assert!(p.iter().all(|e| e.rule == "AL-1.1"), "every problem cites AL-1.1: {p:?}");
    p.into_iter().map(|e| e.message).collect()
}

#[test]
fn al_1_1_constructed_and_limited_deck_rules() {
    let p = pool();
    let premade = |id: &str| -> Vec<String> {
        let d = p.premade(id).unwrap();
        d.hero.iter().chain(&d.cards).map(|&x| p.defs[x as usize].code.to_string()).collect()
    };
    // The starter decks (30 + Hero) are Limited-legal, not Constructed (AL-1.1).
    assert!(rules_of(&premade("A"), "limited").is_empty());
    assert_eq!(rules_of(&premade("A"), "constructed").len(), 1, "too few cards for Constructed");
    // The new premades are Constructed-legal.
    for id in ["wild-bloom", "deep-currents", "high-road", "summit-watch"] {
        assert!(rules_of(&premade(id), "constructed").is_empty(), "{id}");
    }
    let mut deck = premade("high-road");
    deck.push("SC-H2".into());
    assert!(rules_of(&deck, "constructed")[0].contains("exactly one Hero"));
    assert!(rules_of(&deck, "limited")[0].contains("at most one Hero"));
    let mut deck = premade("high-road");
    deck.push("VP-01".into());
    assert!(rules_of(&deck, "constructed")[0].contains("of the Hero's faction"));
    assert!(rules_of(&deck, "limited").is_empty(), "two factions are fine in Limited");
    let four = ids(&[
        ("SC-H1", 1),
        ("SC-01", 4),
        ("SC-02", 3),
        ("SC-03", 3),
        ("SC-06", 3),
        ("SC-11", 3),
        ("SC-12", 3),
        ("SC-15", 3),
        ("SC-18", 3),
        ("SC-21", 3),
        ("SC-25", 3),
        ("SC-27", 3),
        ("SC-28", 3),
        ("SC-31", 3),
    ]);
    assert!(rules_of(&four, "constructed").iter().any(|m| m.contains("at most 3 cards of one name")));
    let uniques = ids(&[("SC-H1", 1), ("SC-04", 1), ("SC-19", 1), ("VP-29", 1), ("VP-41", 1), ("VP-01", 29)]);
    let m = rules_of(&uniques, "limited");
    assert!(m.is_empty(), "Limited counts no uniques: {m:?}");
    let rares = ids(&[
        ("SC-H1", 1),
        ("SC-05", 3),
        ("SC-07", 3),
        ("SC-08", 3),
        ("SC-09", 3),
        ("SC-10", 3),
        ("SC-14", 1),
        ("SC-01", 3),
        ("SC-02", 3),
        ("SC-03", 3),
        ("SC-06", 3),
        ("SC-11", 3),
        ("SC-12", 3),
        ("SC-15", 3),
        ("SC-18", 3),
    ]);
    assert!(rules_of(&rares, "constructed").iter().any(|m| m.contains("at most 15 rares: 16")));
    let factions = ids(&[("VP-01", 10), ("TO-01", 10), ("SC-01", 9), ("VP-H", 0)]);
    assert!(rules_of(&factions, "limited").is_empty(), "three factions, no Hero: {:?}", rules_of(&factions, "limited"));
    let short = ids(&[("VP-H", 1), ("VP-01", 28)]);
    assert!(rules_of(&short, "limited")[0].contains("at least 29"));
    let token = ids(&[("VP-H", 1), ("TK-01", 1), ("VP-01", 29)]);
    assert!(rules_of(&token, "limited")[0].contains("cannot be put in a deck"));
    assert!(Altered::check_deck(&token, Some("sealed")).is_err(), "an unknown format is an error");
}

#[test]
fn premade_decks_cover_every_hero_and_random_decks_are_legal() {
    let p = pool();
    assert!(p.premades.len() >= 6);
    for h in p.defs.iter().enumerate().filter(|(_, d)| d.kind == CardType::Hero && d.collectible) {
        assert!(p.premades.iter().any(|d| d.hero == Some(h.0 as u16)), "a premade deck for {}", h.1.name);
    }
    assert!(p.premade("A").is_some() && p.premade("B").is_some(), "the two starter decks are premades");
    let mut rng = Rng::new(5);
    for _ in 0..300 {
        let deck = random_deck(p, &mut rng);
        let limited = problems(p, &deck, Format::Limited);
        assert!(limited.is_empty(), "{deck:?}: {limited:?}");
        let hero = deck.iter().find(|c| p.defs[p.id(c).unwrap() as usize].kind == CardType::Hero);
        if let Some(hero) = hero.filter(|_| deck.len() >= 40) {
            let faction = p.defs[p.id(hero).unwrap() as usize].faction;
            if deck.iter().all(|c| p.defs[p.id(c).unwrap() as usize].faction == faction) {
                assert!(problems(p, &deck, Format::Constructed).is_empty(), "{deck:?}");
            }
        }
    }
}

#[test]
fn the_pool_as_outside_programs_read_it() {
    let cards = Altered::cards().expect("Altered has a pool");
    assert!(cards.len() > 120);
    for c in &cards {
        for key in ["id", "name", "kind", "text", "set"] {
            assert!(c.get(key).is_some(), "{key} in {c}");
        }
        if c["kind"] != "token" {
            assert!(c.get("rarity").is_some() && c.get("faction").is_some(), "{c}");
        }
    }
    assert!(cards.iter().all(|c| !c["id"].as_str().unwrap().starts_with("XX")), "no test design");
}
