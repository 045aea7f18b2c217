//! No needless question at Night: the AL-2.8 timestamp order.
//!
//! When several of a seat's objects get their timestamps at once, the rules ask that
//! seat to order them, and keep asking the protocol and the computer (the legal list is
//! not changed here). The table answers for a person when no order can differ for them.
//!
//! Why the orders are then equivalent: the engine hands the group a block of
//! consecutive timestamps, so ordering it changes only how its members compare with each
//! other, never with any other object. Timestamps are read only to order Reactions that
//! trigger together (`phase_start_trigger` and the other trigger loops walk the zones in
//! timestamp order, `rules/reactions.rs`); an object with no Reaction never triggers, so
//! its place is never read. Only objects in the Expedition and Landmark zones are walked
//! (with the Hero), and there "From Hand" / "From Reserve" have already fired. Hence,
//! when at most one of the objects still to order can still trigger where it is, every
//! order gives the same game, and "Keep this order" is as good as any.
//! (Interchangeable objects, and objects in the Discard pile, the engine already skips.)

use crate::engine::DecisionKind;
use crate::games::altered::cards::{def_by_code, def_of};
use crate::games::altered::view::AlteredView;
use crate::games::altered::{Action, ObjectId};

/// Whether the object's timestamp may ever be read: it is in the Expedition zone or the
/// Landmark zone (the only zones the trigger loops walk, besides the Hero) and has a
/// Reaction that can still trigger there. "From Hand" and "From Reserve" fire once, as
/// the object arrives (AL-13.3); an object in the Reserve or the Mana zone triggers
/// nothing until it leaves, and leaving makes it a new object with a new timestamp
/// (AL-2.3). An object the view does not show counts, so the table never answers on a
/// guess.
fn may_trigger_with_others(view: &AlteredView, id: ObjectId) -> bool {
    use crate::games::altered::cards::Trigger;
    let in_play = view.seats.iter().flat_map(|s| {
        s.landmarks.iter().chain(s.expeditions.iter().flat_map(|e| e.characters.iter().chain(e.gears.iter())))
    });
    let quiet = view.seats.iter().flat_map(|s| s.reserve.iter().chain(s.discard.iter()));
    if let Some(o) = in_play.clone().find(|o| o.id == id) {
        return def_by_code(o.face.code).is_none_or(|d| {
            def_of(d).reactions.iter().any(|r| !matches!(r.when, Trigger::FromHand | Trigger::FromReserve))
        });
    }
    let in_mana = view.seats.iter().any(|s| s.mana.iter().any(|m| m.id == id));
    !(in_mana || quiet.clone().any(|o| o.id == id))
}

/// If the viewer is asked the AL-2.8 order and no order can differ for them, the answer
/// the table gives for them ("Keep this order") and the words that say why.
pub fn needless_order(view: &AlteredView, legal: &[Action]) -> Option<(Action, String)> {
    let d = view.decision.as_ref()?;
    if d.kind != DecisionKind::Order || d.rule != "AL-2.8" || d.seat != view.viewer || !legal.contains(&Action::KeepOrder) {
        return None;
    }
    let reactive = view.options.iter().filter(|&&id| may_trigger_with_others(view, id)).count();
    if reactive > 1 {
        return None;
    }
    let n = view.options.len();
    let why = if reactive == 0 {
        "none of them has a Reaction that can still trigger where it is"
    } else {
        "only one of them has a Reaction that can still trigger where it is"
    };
    Some((
        Action::KeepOrder,
        format!(
            "The table kept the order of your {n} objects that got their timestamps at once: {why}, so no order changes the game (AL-2.8)."
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::prelude::*;
    use crate::engine::{Match, RandomBot};
    use crate::games::altered::{Altered, AlteredOptions};

    /// Random games to Night after Night: every AL-2.8 question is either answered by the
    /// table (at most one object with a Reaction) or still asked, and the rules' legal
    /// list keeps offering every order in both cases.
    #[test]
    fn the_table_answers_only_orders_that_cannot_matter_and_the_rules_still_offer_them() {
        let (mut asked, mut answered) = (0, 0);
        for seed in 0..40 {
            let mut m = Match::<Altered>::new(AlteredOptions::default(), seed).unwrap();
            let mut bot = RandomBot::new(seed);
            for _ in 0..3000 {
                if m.state().outcome().is_some() {
                    break;
                }
                let g = m.state();
                if let Some(d) = g.decision().filter(|d| d.kind == DecisionKind::Order && d.rule == "AL-2.8") {
                    let view = g.view(d.seat);
                    let legal = g.legal_actions();
                    assert!(legal.contains(&Action::KeepOrder));
                    let orders = legal.iter().filter(|a| matches!(a, Action::OrderNext { .. })).count();
                    assert_eq!(orders, view.options.len(), "every object may still be given the next timestamp");
                    let reactive = view.options.iter().filter(|&&id| may_trigger_with_others(&view, id)).count();
                    match needless_order(&view, &legal) {
                        Some((a, why)) => {
                            assert_eq!(a, Action::KeepOrder);
                            assert!(reactive <= 1 && why.contains("AL-2.8"), "{why}");
                            answered += 1;
                        }
                        None => {
                            assert!(reactive > 1, "asked although at most one object reacts");
                            asked += 1;
                        }
                    }
                }
                let a = bot.choose(m.state()).unwrap();
                m.apply(&a).unwrap();
            }
        }
        assert!(answered > 0, "random games reach orders the table answers");
        eprintln!("AL-2.8 orders: {answered} answered by the table, {asked} still asked");
    }

    /// Another seat's order, or no order at all, is never answered.
    #[test]
    fn only_the_viewers_own_order_is_answered() {
        let mut m = Match::<Altered>::new(AlteredOptions::default(), 3).unwrap();
        let mut bot = RandomBot::new(3);
        for _ in 0..3000 {
            let g = m.state();
            if let Some(d) = g.decision().filter(|d| d.kind == DecisionKind::Order && d.rule == "AL-2.8") {
                let other = g.view(1 - d.seat);
                assert!(needless_order(&other, &g.legal_actions()).is_none());
                return;
            }
            assert!(needless_order(&g.view(0), &g.legal_actions()).is_none());
            let a = bot.choose(m.state()).unwrap();
            m.apply(&a).unwrap();
        }
        panic!("no AL-2.8 order in 3000 actions");
    }

    /// Two landmarks whose "At Noon" Reactions would trigger together: their order
    /// decides which Emblem comes first, so the player is asked. The same two designs in
    /// the Reserve trigger nothing there: the table keeps their order and says why.
    #[test]
    fn landmarks_that_trigger_together_are_asked_reserve_cards_are_not() {
        use crate::games::altered::state::TsGroup;
        use crate::games::altered::testkit::{add_landmark, add_reserve, afternoon};
        let ask = |in_play: bool| {
            let mut g = afternoon(0);
            let (a, b) = if in_play {
                (add_landmark(&mut g, 0, "VP-08"), add_landmark(&mut g, 0, "TO-08"))
            } else {
                (add_reserve(&mut g, 0, "VP-08"), add_reserve(&mut g, 0, "TO-08"))
            };
            g.ordering.push(TsGroup { seat: 0, objs: vec![a, b], placed: 0 });
            let d = g.decision().expect("the AL-2.8 order is asked of P1");
            assert_eq!((d.seat, d.rule), (0, "AL-2.8"));
            let legal = g.legal_actions();
            assert!(legal.contains(&Action::OrderNext { obj: b }), "the rules offer every order");
            needless_order(&g.view(0), &legal)
        };
        assert_eq!(ask(true), None, "two At Noon landmarks: the order can matter, the player chooses");
        let (a, why) = ask(false).expect("reserve objects: the table answers");
        assert_eq!(a, Action::KeepOrder);
        assert!(why.contains("2 objects") && why.contains("AL-2.8"), "{why}");
    }
}
