//! What each Altered action acts on, for the shared interaction layer
//! (src/ui/common/interact.rs): a card in the Hand (by its card id, since a Hand card is
//! not an object, AL-2.7), an object in a visible zone, or one of the viewer's two
//! expeditions, the second click of a play that puts a Character or Gear into one.

use crate::engine::DecisionKind;
use crate::games::altered::cards::{def_by_code, def_of, CardType};
use crate::games::altered::view::{AlteredView, Face, ObjView};
use crate::games::altered::{Action, Altered, CardId, ObjectId, Side};
use crate::ui::common::Interact;

/// A clickable thing on the Altered table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    /// A card in the viewer's Hand.
    Hand(CardId),
    /// An object in a visible zone: an expedition's Character or Gear, the Reserve, a
    /// Landmark, the Hero, Limbo, an Emblem.
    Obj(ObjectId),
    /// An expedition a card is played into. Among the viewer's legal actions it is the
    /// viewer's own; among the other side's last moves (`TableProps::last`), theirs.
    Expedition(Side),
}

impl Interact for Altered {
    type Obj = Key;

    /// The card played, the object used, chosen, kept or ordered, the Emblem resolved.
    fn subject(_: &AlteredView, action: &Action) -> Option<Key> {
        match action.subject() {
            (Some(card), _) => Some(Key::Hand(card)),
            (_, Some(obj)) => Some(Key::Obj(obj)),
            _ => None,
        }
    }

    /// A Character or Gear goes into the expedition it names (AL-8.1, AL-9.3).
    fn target(_: &AlteredView, action: &Action) -> Option<Key> {
        action.destination().map(Key::Expedition)
    }

    /// A card put into Mana at setup or Expand (AL-1.3, AL-5.1.4), an object chosen for an
    /// effect or kept at Clean-up (AL-8.3, AL-5.5.3), the next timestamp (AL-2.8) and the
    /// next Reaction (AL-13.6) are what a click meant when they are its only action. A
    /// play or a quick action spends mana, so it is offered in the menu first.
    fn direct(action: &Action) -> bool {
        matches!(
            action,
            Action::ToMana { .. }
                | Action::Expand { .. }
                | Action::Choose { .. }
                | Action::Keep { .. }
                | Action::OrderNext { .. }
                | Action::ResolveEmblem { .. }
        )
    }

    /// On the viewer's turn (AL-5.3.2) a Hand card is played from Hand and a Reserve card
    /// from Reserve; a Hero with a quick action uses it (AL-8.7). When one is not legal,
    /// the menu asks the engine why not.
    fn why_not(view: &AlteredView, key: Key) -> Vec<Action> {
        let turn = view.decision.as_ref().is_some_and(|d| d.kind == DecisionKind::Turn && d.seat == view.viewer);
        if !turn {
            return Vec::new();
        }
        let me = &view.seats[view.viewer];
        match key {
            Key::Hand(card) => {
                let face = me.hand.iter().flatten().find(|h| h.card == card).map(|h| &h.face);
                face.map(|f| vec![Action::PlayHand { card, to: first_expedition(f) }]).unwrap_or_default()
            }
            Key::Obj(obj) => {
                if let Some(o) = me.reserve.iter().find(|o| o.id == obj) {
                    vec![Action::PlayReserve { obj, to: first_expedition(&o.face) }]
                } else if me.hero.as_ref().is_some_and(|h| h.id == obj && has_quick(&h.face)) {
                    vec![Action::Quick { obj }]
                } else {
                    Vec::new()
                }
            }
            Key::Expedition(_) => Vec::new(),
        }
    }

    fn name(view: &AlteredView, key: Key) -> String {
        match key {
            Key::Hand(card) => view.seats[view.viewer]
                .hand
                .iter()
                .flatten()
                .find(|h| h.card == card)
                .map_or_else(|| "this card".into(), |h| h.face.name.to_string()),
            Key::Obj(id) => object_name(view, id),
            Key::Expedition(side) => format!("Your {}", side.name()),
        }
    }

    /// A drawn card arrives in the Hand; an object arrives in its zone (every arrival is
    /// a new object, AL-2.3, so a card played or sent to Reserve is new there).
    fn placements(view: &AlteredView) -> Vec<(Key, &'static str)> {
        let mut at: Vec<(Key, &'static str)> = Vec::new();
        for s in &view.seats {
            at.extend(s.hand.iter().flatten().map(|h| (Key::Hand(h.card), "hand")));
            at.extend(s.reserve.iter().map(|o| (Key::Obj(o.id), "reserve")));
            at.extend(s.landmarks.iter().map(|o| (Key::Obj(o.id), "landmarks")));
            for e in &s.expeditions {
                at.extend(e.characters.iter().chain(&e.gears).map(|o| (Key::Obj(o.id), "expedition")));
            }
        }
        at.extend(view.limbo.iter().map(|o| (Key::Obj(o.id), "limbo")));
        at
    }
}

/// The expedition a "why not?" play names: a Character or Gear goes into one (the Hero
/// Expedition is as good as any to ask about), anything else into none.
fn first_expedition(face: &Face) -> Option<Side> {
    matches!(face.kind, CardType::Character | CardType::Gear | CardType::Token).then_some(Side::Hero)
}

/// Whether the design has a quick action (AL-8.7): a Hero with an effect of its own.
fn has_quick(face: &Face) -> bool {
    def_by_code(face.code).is_some_and(|d| def_of(d).quick.is_some())
}

/// Every object the viewer can see, in any visible zone.
pub fn objects(view: &AlteredView) -> impl Iterator<Item = &ObjView> {
    view.seats
        .iter()
        .flat_map(|s| {
            let exp = s.expeditions.iter().flat_map(|e| e.characters.iter().chain(&e.gears));
            s.hero.iter().chain(&s.reserve).chain(&s.landmarks).chain(&s.discard).chain(exp)
        })
        .chain(&view.limbo)
}

/// An object's name, or an Emblem's ("the Reaction of Sproutcaller").
pub fn object_name(view: &AlteredView, id: ObjectId) -> String {
    if let Some(o) = objects(view).find(|o| o.id == id) {
        return o.face.name.to_string();
    }
    match view.emblems.iter().find(|e| e.id == id) {
        Some(e) => format!("Reaction of {}", e.source_name),
        None => "this object".into(),
    }
}

#[cfg(test)]
mod tests {
    //! The shared layer on Altered's answers, in positions of random games.
    use super::*;
    use crate::ui::common::{decide_click, Click, Highlights};

    fn position(when: impl Fn(&AlteredView, &[Action]) -> bool) -> (AlteredView, Vec<Action>) {
        let (view, legal, _) = crate::ui::common::random_position::<Altered>(when);
        (view, legal)
    }

    #[test]
    fn a_character_and_a_lit_expedition_make_the_play_and_the_expedition_lights_only_once_selected() {
        let into = |a: &Action| matches!(a, Action::PlayHand { to: Some(_), .. });
        let (view, legal) = position(|_, l| l.iter().any(into));
        let a = *legal.iter().find(|a| into(a)).unwrap();
        let Action::PlayHand { card, to: Some(side) } = a else { unreachable!() };
        let (c, e) = (Key::Hand(card), Key::Expedition(side));
        assert_eq!(decide_click::<Altered>(&view, &legal, None, c), Click::Select(Some(c)), "a play opens the menu");
        assert_eq!(decide_click::<Altered>(&view, &legal, Some(c), e), Click::Act(a));
        assert!(Highlights::new::<Altered>(&view, &legal, Some(c), &[]).lit(e).target);
        assert!(!Highlights::new::<Altered>(&view, &legal, None, &[]).lit(e).target);
    }

    #[test]
    fn a_card_into_mana_at_setup_is_one_click() {
        let (view, legal) = position(|_, l| l.iter().any(|a| matches!(a, Action::ToMana { .. })));
        let Some(&Action::ToMana { card }) = legal.iter().find(|a| matches!(a, Action::ToMana { .. })) else {
            unreachable!()
        };
        let click = decide_click::<Altered>(&view, &legal, None, Key::Hand(card));
        assert_eq!(click, Click::Act(Action::ToMana { card }));
    }

    #[test]
    fn an_unaffordable_hand_card_on_your_turn_asks_why_not() {
        let cannot = |v: &AlteredView, l: &[Action]| {
            v.decision.as_ref().is_some_and(|d| d.kind == DecisionKind::Turn)
                && v.seats[v.viewer].hand.iter().flatten().any(|h| !l.iter().any(|a| a.subject().0 == Some(h.card)))
        };
        let (view, legal) = position(cannot);
        let me = &view.seats[view.viewer];
        let h = me.hand.iter().flatten().find(|h| !legal.iter().any(|a| a.subject().0 == Some(h.card))).unwrap();
        let asks = Altered::why_not(&view, Key::Hand(h.card));
        assert_eq!(asks.len(), 1, "one play to ask about");
        assert!(matches!(asks[0], Action::PlayHand { card, .. } if card == h.card));
        assert!(!legal.contains(&asks[0]), "it is not legal, so the menu asks why not");
    }
}
