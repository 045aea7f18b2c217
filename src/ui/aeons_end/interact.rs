//! What each Aeon's End action acts on, for the shared interaction layer
//! (src/ui/common/interact.rs): the card, breach, supply pile, enemy or mage a click
//! finds its actions on (the *subject*), and the second thing it names (the *target*).

use crate::engine::Seat;
use crate::games::aeons_end::view::CardView;
use crate::games::aeons_end::{Action, AeonsEnd, AeonsEndView, BreachState, CardId, Choice, NemId, Target};
use crate::ui::common::Interact;

/// A clickable thing on the table.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Obj {
    Card(CardId),
    Breach(Seat, u8),
    Pile(u8),
    Nemesis,
    /// A minion or power in play.
    Nem(NemId),
    /// A mage's life (a player choice).
    Mage(Seat),
    /// A mage's charges and ability.
    Ability(Seat),
}

/// A short key, one number per object: the shared menu is keyed by it. Written by hand:
/// the derived form brings Rust's tuple printing into the wasm.
impl std::fmt::Debug for Obj {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let n = |kind: u32, a: usize, b: u32| kind << 24 | (a as u32) << 16 | b;
        let key = match *self {
            Obj::Card(c) => n(0, 0, c.0.into()),
            Obj::Breach(s, b) => n(1, s, b.into()),
            Obj::Pile(p) => n(2, 0, p.into()),
            Obj::Nemesis => n(3, 0, 0),
            Obj::Nem(id) => n(4, 0, id.0.into()),
            Obj::Mage(s) => n(5, s, 0),
            Obj::Ability(s) => n(6, s, 0),
        };
        write!(f, "{key}")
    }
}

/// The enemy an action names.
pub fn enemy(t: Target) -> Obj {
    match t {
        Target::Nemesis => Obj::Nemesis,
        Target::Minion(id) => Obj::Nem(id),
    }
}

/// The breaches are I to IV on the mat.
pub const ROMAN: [&str; 4] = ["I", "II", "III", "IV"];

/// What the action is about when `active` is the mage whose turn it is and `decider`
/// the seat deciding: an action names no seat for what belongs to the one taking it (a
/// cast, a charge, an exhausted mage's breach). `None` for the action bar.
pub fn subject_as(a: &Action, active: Seat, decider: Seat) -> Option<Obj> {
    Some(match *a {
        Action::Cast { breach, .. } | Action::WhilePrepped { breach } => Obj::Breach(active, breach),
        Action::Play { card, .. } | Action::Prep { card, .. } | Action::DiscardPlayed { card } => Obj::Card(card),
        Action::Gain { pile } => Obj::Pile(pile),
        Action::GainCharge => Obj::Ability(active),
        Action::Focus { owner, breach } | Action::Open { owner, breach } => Obj::Breach(owner, breach),
        Action::PayToDiscard { power } => Obj::Nem(power),
        Action::Ability { mage, .. } => Obj::Ability(mage),
        Action::ChoosePlayer { seat } => Obj::Mage(seat),
        Action::DestroyBreach { breach } | Action::DiscardPrepped { breach } => Obj::Breach(decider, breach),
        Action::ChooseCard { card } => Obj::Card(card),
        Action::EndCasting
        | Action::EndMain
        | Action::Confirm
        | Action::Decline
        | Action::ChooseOption { .. }
        | Action::Discard { .. }
        | Action::Concede => return None,
    })
}

/// The second thing an action names, if any. Lanternfall with a breach still to focus
/// names two (an enemy and a breach): it is picked from the ability's menu, whose items
/// say both.
pub fn target_of(a: &Action) -> Option<Obj> {
    match *a {
        Action::Cast { target: Some(t), .. } => Some(enemy(t)),
        Action::Prep { owner, breach, .. } => Some(Obj::Breach(owner, breach)),
        Action::Play { choice, .. } | Action::Ability { choice, .. } => match choice {
            Choice::Damage(t) | Choice::Strike { target: t, breach: None } => Some(enemy(t)),
            Choice::AllyCharge(s) | Choice::Heal(s) => Some(Obj::Mage(s)),
            Choice::Breach { owner, breach } => Some(Obj::Breach(owner, breach)),
            Choice::Chosen { target: Some(t), seat: None, breach: None, .. } => Some(enemy(t)),
            Choice::Chosen { target: None, seat: Some(s), breach: None, .. } => Some(Obj::Mage(s)),
            Choice::Chosen { target: None, seat: None, breach: Some((o, b)), .. } => Some(Obj::Breach(o, b)),
            _ => None,
        },
        _ => None,
    }
}

/// The seat deciding now (a team choice may name another seat than the active one).
pub fn decider(view: &AeonsEndView) -> Seat {
    view.decision.as_ref().map_or(view.active, |d| d.seat)
}

impl Interact for AeonsEnd {
    type Obj = Obj;

    fn subject(view: &AeonsEndView, action: &Action) -> Option<Obj> {
        subject_as(action, view.active, decider(view))
    }

    fn target(_: &AeonsEndView, action: &Action) -> Option<Obj> {
        target_of(action)
    }

    /// An action that names nothing more than its subject is what a click on it means
    /// when it is the subject's only one: a gem played, a pile gained. A breach's focus
    /// or opening is never made by one click (issue 34: a click on a lit closed breach
    /// spent all the aether at once): the click opens the breach's menu, whose items say
    /// the cost (AE-6.4, AE-6.5), and nothing is spent before one is picked.
    fn direct(action: &Action) -> bool {
        target_of(action).is_none() && !matches!(action, Action::Focus { .. } | Action::Open { .. })
    }

    /// A supply pile is gained; a closed breach of the mage whose turn it is is focused
    /// or opened; a gem or relic in that mage's hand is played; a power is paid off; a
    /// mage's ability is used or charged. When one is not legal now (too little aether,
    /// the casting phase, too few charges) the menu asks the engine why not.
    fn why_not(view: &AeonsEndView, obj: Obj) -> Vec<Action> {
        let active = view.active;
        match obj {
            Obj::Pile(pile) => vec![Action::Gain { pile }],
            Obj::Breach(owner, breach) if owner == active => {
                vec![Action::Focus { owner, breach }, Action::Open { owner, breach }]
            }
            Obj::Card(card) => {
                let mage = view.mages.get(active);
                let in_hand = mage.and_then(|m| m.hand.iter().find(|c| c.id == card));
                match in_hand.map(|c| c.ty) {
                    Some(crate::games::aeons_end::CardType::Spell) => {
                        // A spell goes into a breach (AE-6.6): asked of the first one that
                        // is open, so the refusal says what stops it (full, closed).
                        let breaches = mage.map_or(&[][..], |m| &m.breaches);
                        let open = breaches.iter().position(|b| b.state == BreachState::Opened).unwrap_or(0);
                        vec![Action::Prep { card, owner: active, breach: open as u8 }]
                    }
                    Some(_) => vec![Action::Play { card, choice: Choice::None }],
                    None => Vec::new(),
                }
            }
            Obj::Nem(power) => vec![Action::PayToDiscard { power }],
            Obj::Ability(mage) if mage == active => {
                vec![Action::Ability { mage, choice: Choice::None }, Action::GainCharge]
            }
            Obj::Ability(mage) => vec![Action::Ability { mage, choice: Choice::None }],
            _ => Vec::new(),
        }
    }

    /// A spell in hand, then a breach it cannot go into now: the prep is asked for, so
    /// the refusal says why (AE-6.6: a closed breach not focused this turn), even when the
    /// breach could be focused (its menu then opens at the next click).
    fn why_not_pair(_: &AeonsEndView, selected: Obj, clicked: Obj) -> Option<Action> {
        match (selected, clicked) {
            (Obj::Card(card), Obj::Breach(owner, breach)) => Some(Action::Prep { card, owner, breach }),
            _ => None,
        }
    }

    fn name(view: &AeonsEndView, obj: Obj) -> String {
        let mage = |s: Seat| view.mages.get(s).map_or("A mage", |m| m.name);
        match obj {
            Obj::Card(id) => find_card(view, id).map_or_else(|| "This card".into(), |c| c.name.to_string()),
            Obj::Breach(s, b) => format!("{}'s breach {}", mage(s), ROMAN.get(b as usize).unwrap_or(&"?")),
            Obj::Pile(p) => view.supply.get(p as usize).map_or_else(|| "A supply pile".into(), |p| p.card.name.into()),
            Obj::Nemesis => view.nemesis.name.to_string(),
            Obj::Nem(id) => view.nemesis.play.iter().find(|c| c.id == id).map_or("A nemesis card", |c| c.name).into(),
            Obj::Mage(s) => mage(s).to_string(),
            Obj::Ability(s) => view.mages.get(s).map_or("An ability", |m| m.ability).to_string(),
        }
    }

}

/// A player card the viewer can see: in a hand, played, prepped or on a discard pile.
pub fn find_card(view: &AeonsEndView, id: CardId) -> Option<&CardView> {
    let mut seen = view.mages.iter().flat_map(|m| {
        let spells = m.breaches.iter().filter_map(|b| b.spell.as_ref());
        m.hand.iter().chain(&m.played).chain(&m.discard).chain(spells)
    });
    seen.find(|c| c.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::prelude::*;
    use crate::engine::Match;
    use crate::ui::common::{decide_click, menu_items, Click, Highlights};
    use crate::ui::game_ui::Ask;

    /// Seed 1, one mage (Orrin Vael): his main phase with Cinderwick, three Glimstones
    /// and a Flicker in hand; breach I opened, II closed at stage 1 (focus 2), III at 0.
    fn solo_main() -> Match<AeonsEnd> {
        let options = crate::games::aeons_end::Options { mages: 1, ..Default::default() };
        let mut m = Match::<AeonsEnd>::new(options, 1).expect("a game");
        while !m.state().legal_actions().contains(&Action::EndMain) {
            let a = m.state().legal_actions()[0];
            m.apply(&a).expect("legal");
        }
        m
    }

    fn hand(view: &AeonsEndView, key: &str) -> CardId {
        view.mages[view.active].hand.iter().find(|c| c.kind_key() == key).expect("in hand").id
    }

    #[test]
    fn a_gem_plays_in_one_click_and_a_spell_then_a_lit_breach_preps_it() {
        let m = solo_main();
        let (view, legal) = (m.state().view(0), m.state().legal_actions());
        let gem = hand(&view, "glimstone");
        let play = Action::Play { card: gem, choice: Choice::None };
        assert_eq!(decide_click::<AeonsEnd>(&view, &legal, None, Obj::Card(gem)), Click::Act(play));
        let flicker = hand(&view, "flicker");
        assert_eq!(decide_click::<AeonsEnd>(&view, &legal, None, Obj::Card(flicker)), Click::Select(Some(Obj::Card(flicker))));
        // Breach I is opened: it lights as the Flicker's target, and a click there preps it.
        let lit = Highlights::new::<AeonsEnd>(&view, &legal, Some(Obj::Card(flicker)), &[]);
        assert!(lit.lit(Obj::Breach(0, 0)).target && !lit.lit(Obj::Breach(0, 2)).target);
        let prep = Action::Prep { card: flicker, owner: 0, breach: 0 };
        assert_eq!(decide_click::<AeonsEnd>(&view, &legal, Some(Obj::Card(flicker)), Obj::Breach(0, 0)), Click::Act(prep));
    }

    #[test]
    fn a_spell_onto_an_unlit_breach_and_an_unaffordable_pile_ask_the_engine_why_not() {
        let m = solo_main();
        let (view, legal) = (m.state().view(0), m.state().legal_actions());
        let flicker = hand(&view, "flicker");
        // Closed breach III, not focused this turn: the prep is asked for and refused (AE-6.6).
        let prep = Action::Prep { card: flicker, owner: 0, breach: 2 };
        assert_eq!(decide_click::<AeonsEnd>(&view, &legal, Some(Obj::Card(flicker)), Obj::Breach(0, 2)), Click::Act(prep));
        assert!(!legal.contains(&prep));
        assert_eq!(m.state().refusal(&prep).rule, "AE-6.6");
        // A pile out of reach opens its menu, whose "why not?" names the cost (AE-6.2).
        let ask = Ask::new(std::rc::Rc::new(m.clone()));
        let items = menu_items::<AeonsEnd>(&view, &legal, &ask, Obj::Pile(8));
        assert!(items.iter().all(|i| i.why_not) && items[0].action == Action::Gain { pile: 8 }, "{items:?}");
        assert_eq!(m.state().refusal(&items[0].action).rule, "AE-6.2");
    }

    /// Issue 34: with 3 aether a click on breach III (focus 3) focused it at once and
    /// spent it all, even with a spell selected. Now the click opens the breach's menu,
    /// and a spell then that breach asks for the prep, whose refusal cites AE-6.6.
    #[test]
    fn a_closed_breach_is_never_focused_by_one_click_and_a_spell_there_says_why_not() {
        let mut m = solo_main();
        let gems: Vec<_> = m.state().view(0).mages[0].hand.iter().filter(|c| c.kind_key() == "glimstone").map(|c| c.id).collect();
        for card in gems {
            m.apply(&Action::Play { card, choice: Choice::None }).expect("legal");
        }
        let (view, legal) = (m.state().view(0), m.state().legal_actions());
        let focus = Action::Focus { owner: 0, breach: 2 };
        assert!(legal.contains(&focus) && !legal.contains(&Action::Open { owner: 0, breach: 2 }));
        assert_eq!(decide_click::<AeonsEnd>(&view, &legal, None, Obj::Breach(0, 2)), Click::Select(Some(Obj::Breach(0, 2))));
        let flicker = hand(&view, "flicker");
        let prep = Action::Prep { card: flicker, owner: 0, breach: 2 };
        assert_eq!(decide_click::<AeonsEnd>(&view, &legal, Some(Obj::Card(flicker)), Obj::Breach(0, 2)), Click::Act(prep));
        assert_eq!(m.state().refusal(&prep).rule, "AE-6.6");
        // The menu's item says the cost.
        let ask = Ask::new(std::rc::Rc::new(m.clone()));
        let items = menu_items::<AeonsEnd>(&view, &legal, &ask, Obj::Breach(0, 2));
        assert_eq!(items[0].label, "Focus breach III (3 aether)");
        assert_eq!(items[1].label, "Open breach III (9 aether)");
    }

    #[test]
    fn the_team_answers_a_choice_named_for_the_other_seat_by_clicking_a_mage() {
        // Seats deciding for the team (AE-9.6): each mage's life is the subject.
        let mut view = solo_main().state().view(0);
        view.active = 1;
        let choose = Action::ChoosePlayer { seat: 0 };
        assert_eq!(AeonsEnd::subject(&view, &choose), Some(Obj::Mage(0)));
        assert!(AeonsEnd::direct(&choose));
        // The exhausted mage's breach is the decider's, whoever is active.
        assert_eq!(subject_as(&Action::DestroyBreach { breach: 3 }, 1, 0), Some(Obj::Breach(0, 3)));
    }
}
