//! What an action acts on, declared once per game, and what a click on the table means.
//!
//! A game says which object each action is about (its *subject*, clicked first) and which
//! second object it names (its *target*, clicked second); the rest is the same for every
//! table: [`decide_click`] turns a click into an action or a selection, [`menu_items`]
//! lists an object's actions for the [`ActionMenu`](super::ActionMenu), and
//! [`Highlights`](super::Highlights) lights the table from the same two answers.

use std::fmt::Debug;
use std::hash::Hash;

use crate::ui::game_ui::{Ask, GameUi};

/// What a game's actions act on, for its table. Only [`Interact::Obj`],
/// [`Interact::subject`] and [`Interact::name`] are required.
pub trait Interact: GameUi {
    /// A clickable thing on the table: a card, a breach, a supply pile, a square.
    type Obj: Copy + Eq + Hash + Debug + 'static;

    /// What the action is about, clicked first (the card to play, the challenger);
    /// `None` for an action of the action bar.
    fn subject(view: &Self::View, action: &Self::Action) -> Option<Self::Obj>;

    /// The second thing the action names, clicked after its subject (a challenge's
    /// target, a spell's breach).
    fn target(_view: &Self::View, _action: &Self::Action) -> Option<Self::Obj> {
        None
    }

    /// Whether a click on an object applies this action at once when it is the
    /// object's only one: there is nothing else the player could have meant (a target
    /// chosen for an effect, a card put back).
    fn direct(_action: &Self::Action) -> bool {
        false
    }

    /// The object's usual actions, offered in its menu as "why not?" when they are not
    /// legal now: picking one asks the engine, whose refusal names the rule.
    fn why_not(_view: &Self::View, _obj: Self::Obj) -> Vec<Self::Action> {
        Vec::new()
    }

    /// The action a click on `clicked` asks for when `selected` is picked, no legal
    /// action pairs the two and `clicked` has no action of its own (a spell, then a
    /// breach it cannot be prepped into now): the engine's refusal says why, as a
    /// "why not?" item does. Default: none (the clicked object is selected instead).
    fn why_not_pair(_view: &Self::View, _selected: Self::Obj, _clicked: Self::Obj) -> Option<Self::Action> {
        None
    }

    /// The object's name, the title of its menu.
    fn name(view: &Self::View, obj: Self::Obj) -> String;

    /// Whether the action is listed in its subject's menu: `false` for one made only by
    /// clicking its lit target (Tash-Kalar's summons, one per square and pattern image,
    /// are chosen on the board, not read from a list of dozens).
    fn in_menu(_action: &Self::Action) -> bool {
        true
    }

    /// What tells `obj` apart from another thing of the same name (two copies of a
    /// card): its state and where it is ("exerted, 2 damage, 2nd from the left"). A
    /// menu whose items would read the same adds it to each, naming the object each
    /// one is about. Default: nothing (the menu then numbers them).
    fn tell_apart(_view: &Self::View, _obj: Self::Obj) -> String {
        String::new()
    }

    /// Where each object is now, in zones the game names ("hand", "play"): an object
    /// found in a zone it was not in before the last change has just arrived there, and
    /// moves in (the table standard, point 4).
    fn placements(_view: &Self::View) -> Vec<(Self::Obj, &'static str)> {
        Vec::new()
    }
}

/// Whether the action is about `obj`, as its subject or its target.
pub fn involves<G: Interact>(view: &G::View, action: &G::Action, obj: G::Obj) -> bool {
    G::subject(view, action) == Some(obj) || G::target(view, action) == Some(obj)
}

/// The one legal action pairing the selected object with the clicked one (either way
/// round: a challenger then its target, or a song then its singer), if exactly one does.
pub fn pairing<G: Interact>(
    view: &G::View,
    legal: &[G::Action],
    selected: G::Obj,
    clicked: G::Obj,
) -> Option<G::Action> {
    let mut found = legal.iter().filter(|a| {
        let (s, t) = (G::subject(view, a), G::target(view, a));
        (s == Some(selected) && t == Some(clicked)) || (t == Some(selected) && s == Some(clicked))
    });
    match (found.next(), found.next()) {
        (Some(a), None) => Some(a.clone()),
        _ => None,
    }
}

/// What a click on the table does.
#[derive(Clone, Debug, PartialEq)]
pub enum Click<A, O> {
    /// Take this action.
    Act(A),
    /// Select this object (its menu opens, its targets light up), or drop the selection.
    Select(Option<O>),
}

/// A click on `clicked` with `selected` picked: the action pairing the two if exactly
/// one does; else the object's only action if the game applies it directly; else the
/// game's [`Interact::why_not_pair`] for the two (a spell, then a closed breach that could
/// be focused: the refusal says why the spell cannot go there, rather than the breach's
/// own menu taking the click); else the object is selected (or, clicked again, deselected).
pub fn decide_click<G: Interact>(
    view: &G::View,
    legal: &[G::Action],
    selected: Option<G::Obj>,
    clicked: G::Obj,
) -> Click<G::Action, G::Obj> {
    if let Some(a) = selected.filter(|s| *s != clicked).and_then(|s| pairing::<G>(view, legal, s, clicked)) {
        return Click::Act(a);
    }
    let mut mine = legal.iter().filter(|a| involves::<G>(view, a, clicked));
    if let (Some(only), None) = (mine.next(), mine.next()) {
        if G::direct(only) {
            return Click::Act(only.clone());
        }
    }
    let asked = selected.filter(|s| *s != clicked).and_then(|s| G::why_not_pair(view, s, clicked));
    if let Some(a) = asked.filter(|a| !legal.contains(a)) {
        return Click::Act(a);
    }
    Click::Select(if selected == Some(clicked) { None } else { Some(clicked) })
}

/// Whether `obj` has legal actions made on the table rather than from its menu (its
/// lit targets: [`Interact::in_menu`]).
pub fn acts_on_table<G: Interact>(view: &G::View, legal: &[G::Action], obj: G::Obj) -> bool {
    legal.iter().any(|a| !G::in_menu(a) && involves::<G>(view, a, obj))
}

/// One item of an object's menu.
#[derive(Clone, Debug, PartialEq)]
pub struct MenuItem<A> {
    /// The engine's words for the action (`Describe::describe`).
    pub label: String,
    /// Those words as the table draws them ([`GameUi::message`]: costs as symbols).
    pub words: yew::Html,
    /// The protocol's kind of the action (`data-kind`: "play", "quest" ...).
    pub kind: &'static str,
    pub action: A,
    /// Not legal now: picking it asks the engine, which answers with the rule.
    pub why_not: bool,
}

/// The object's menu: its exact legal actions in the legal list's order (those
/// [`Interact::in_menu`] keeps), then its "why not?" candidates that are not legal now,
/// of kinds none of its legal actions has.
pub fn menu_items<G: Interact>(
    view: &G::View,
    legal: &[G::Action],
    ask: &Ask<G>,
    obj: G::Obj,
) -> Vec<MenuItem<G::Action>> {
    let item = |a: &G::Action, why_not: bool| {
        let info = ask.describe(a);
        MenuItem { words: G::message(&info.label), label: info.label, kind: info.kind, action: a.clone(), why_not }
    };
    let mut items: Vec<_> =
        legal.iter().filter(|a| G::in_menu(a) && involves::<G>(view, a, obj)).map(|a| item(a, false)).collect();
    // A "why not?" of a kind the object already offers is noise: a card whose play is
    // legal with a target need not ask why it cannot be played without one.
    let why_not = G::why_not(view, obj).into_iter().filter(|a| !legal.contains(a)).map(|a| item(&a, true));
    let why_not: Vec<_> = why_not.filter(|w| !items.iter().any(|i| i.kind == w.kind)).collect();
    items.extend(why_not);
    tell_items_apart::<G>(view, obj, &mut items);
    items
}

/// Items that would read the same (a challenge of either of two copies of a card) say
/// which object each is about: the one of the two the actions name differently, told
/// apart by the game ([`Interact::tell_apart`]); "(1 of 2)" where that is not enough.
fn tell_items_apart<G: Interact>(view: &G::View, obj: G::Obj, items: &mut [MenuItem<G::Action>]) {
    for i in 0..items.len() {
        let same: Vec<usize> = (0..items.len()).filter(|&j| items[j].label == items[i].label).collect();
        if same.len() < 2 || same[0] != i {
            continue;
        }
        // The object each is about: its target, else its subject, unless that is the
        // menu's own object (the same for all of them).
        let about = |a: &G::Action| G::target(view, a).filter(|t| *t != obj).or(G::subject(view, a));
        let mut words: Vec<String> =
            same.iter().map(|&j| about(&items[j].action).map(|o| G::tell_apart(view, o)).unwrap_or_default()).collect();
        let distinct = words.iter().all(|w| !w.is_empty() && words.iter().filter(|x| *x == w).count() == 1);
        if !distinct {
            let n = same.len();
            for (k, w) in words.iter_mut().enumerate() {
                let count = format!("{} of {n}", k + 1);
                *w = if w.is_empty() { count } else { format!("{w}; {count}") };
            }
        }
        for (&j, w) in same.iter().zip(words) {
            let label = format!("{} ({w})", items[j].label);
            items[j].words = G::message(&label);
            items[j].label = label;
        }
    }
}

/// For the tables' tests of their answers to this layer: a random game played until
/// `when` holds of the seat to act's view and legal list; that view, that list and the
/// match (the first such position over seeds 1 to 79).
#[cfg(test)]
pub(crate) fn random_position<G: crate::engine::Game>(
    when: impl Fn(&G::View, &[G::Action]) -> bool,
) -> (G::View, Vec<G::Action>, crate::engine::Match<G>) {
    for seed in 1..80 {
        let mut m = crate::engine::Match::<G>::new(Default::default(), seed).unwrap();
        let mut bot = crate::engine::RandomBot::new(seed);
        while m.state().outcome().is_none() {
            let seat = m.state().to_act().unwrap();
            let (view, legal) = (m.state().view(seat), m.state().legal_actions());
            if when(&view, &legal) {
                return (view, legal, m);
            }
            let a = bot.choose(m.state()).unwrap();
            m.apply(&a).unwrap();
        }
    }
    panic!("no such position in 79 random games");
}

#[cfg(test)]
mod tests {
    //! The layer on Lorcana's answers (src/ui/lorcana/interact.rs), in positions of
    //! random games.
    use std::rc::Rc;

    use super::*;
    use crate::engine::Match;
    use crate::games::lorcana::{Action, CardId, Lorcana, LorcanaView};
    use crate::ui::common::Highlights;

    fn position(when: impl Fn(&LorcanaView, &[Action]) -> bool) -> (LorcanaView, Vec<Action>, Match<Lorcana>) {
        super::random_position::<Lorcana>(when)
    }

    fn only_pair(legal: &[Action], a: &Action, view: &LorcanaView) -> bool {
        let (s, t) = (Lorcana::subject(view, a).unwrap(), Lorcana::target(view, a).unwrap());
        legal.iter().filter(|b| Lorcana::subject(view, b) == Some(s) && Lorcana::target(view, b) == Some(t)).count()
            == 1
    }

    #[test]
    fn a_selected_challenger_and_a_clicked_target_make_the_challenge_either_way_round() {
        let is_challenge = |a: &Action| matches!(a, Action::Challenge { .. });
        let (view, legal, _) = position(|v, l| l.iter().any(|a| is_challenge(a) && only_pair(l, a, v)));
        let a = legal.iter().find(|a| is_challenge(a) && only_pair(&legal, a, &view)).unwrap();
        let Action::Challenge { attacker, target } = *a else { unreachable!() };
        assert_eq!(decide_click::<Lorcana>(&view, &legal, Some(attacker), target), Click::Act(*a));
        assert_eq!(decide_click::<Lorcana>(&view, &legal, Some(target), attacker), Click::Act(*a));
        // The target lights up once the challenger is selected, and not before.
        let lit = Highlights::new::<Lorcana>(&view, &legal, Some(attacker), &[]);
        assert!(lit.lit(target).target && lit.lit(attacker).selected && lit.lit(attacker).actionable);
        assert!(!Highlights::new::<Lorcana>(&view, &legal, None, &[]).lit(target).target);
    }

    #[test]
    fn a_sole_direct_action_applies_and_any_other_click_selects_then_deselects() {
        // Altering the hand: a card's only action is to put it back (LO-2.2.2).
        let (view, legal, _) = position(|_, l| l.iter().any(|a| matches!(a, Action::PutBack { .. })));
        let Some(&Action::PutBack { card }) = legal.iter().find(|a| matches!(a, Action::PutBack { .. })) else {
            unreachable!()
        };
        assert_eq!(decide_click::<Lorcana>(&view, &legal, None, card), Click::Act(Action::PutBack { card }));
        // In the Main phase a card that can be inked and played opens its menu.
        let both = |l: &[Action], card: CardId| l.contains(&Action::Ink { card }) && l.contains(&Action::Play { card });
        let (view, legal, _) = position(|v, l| v.seats[v.viewer].hand.iter().flatten().any(|c| both(l, c.id)));
        let card = view.seats[view.viewer].hand.iter().flatten().find(|c| both(&legal, c.id)).unwrap().id;
        assert_eq!(decide_click::<Lorcana>(&view, &legal, None, card), Click::Select(Some(card)));
        assert_eq!(decide_click::<Lorcana>(&view, &legal, Some(card), card), Click::Select(None));
    }

    #[test]
    fn the_menu_lists_the_legal_actions_then_asks_why_not_for_the_usual_ones() {
        // A card in hand that cannot be played now (not enough ink): Play is a "why not?".
        let cannot_play = |v: &LorcanaView, l: &[Action]| {
            v.seats[v.viewer].hand.iter().flatten().any(|c| !l.contains(&Action::Play { card: c.id }))
                && l.iter().any(|a| matches!(a, Action::EndTurn))
        };
        let (view, legal, m) = position(cannot_play);
        let card =
            view.seats[view.viewer].hand.iter().flatten().find(|c| !legal.contains(&Action::Play { card: c.id }));
        let card = card.unwrap().id;
        let ask = crate::ui::game_ui::Ask::new(Rc::new(m));
        let items = menu_items::<Lorcana>(&view, &legal, &ask, card);
        let play = items.iter().find(|i| i.action == Action::Play { card }).expect("Play is offered");
        assert!(play.why_not, "Play is not legal, so it is a why-not item");
        assert_eq!(play.kind, "play");
        let legal_ones: Vec<_> = items.iter().filter(|i| !i.why_not).map(|i| i.action).collect();
        let expected: Vec<_> = legal.iter().filter(|a| involves::<Lorcana>(&view, a, card)).copied().collect();
        assert_eq!(legal_ones, expected, "every legal action of the card, in the legal list's order");
        assert!(items.iter().take(legal_ones.len()).all(|i| !i.why_not), "the legal actions come first");
    }

    /// Issue 34 point 3: two copies of a card made menu items that read the same
    /// ("challenges Nessa" twice, "Abyssal Coordinator (P2)" twice). Over random games
    /// of every game, no menu of any object a legal action is about has two items with
    /// the same words.
    #[test]
    fn no_menu_has_two_items_that_read_the_same() {
        fn check<G: Interact>(games: u64) -> usize {
            let mut told_apart = 0;
            for seed in 1..=games {
                let mut m = Match::<G>::new(Default::default(), seed).unwrap();
                let mut bot = crate::engine::RandomBot::new(seed);
                for _ in 0..3000 {
                    if m.state().outcome().is_some() {
                        break;
                    }
                    let seat = m.state().to_act().unwrap();
                    let (view, legal) = (m.state().view(seat), m.state().legal_actions());
                    let ask = crate::ui::game_ui::Ask::new(Rc::new(m.clone()));
                    let mut objs: Vec<G::Obj> =
                        legal.iter().flat_map(|a| [G::subject(&view, a), G::target(&view, a)]).flatten().collect();
                    objs.dedup();
                    for o in objs {
                        let items = menu_items::<G>(&view, &legal, &ask, o);
                        for (i, item) in items.iter().enumerate() {
                            let twice = items[i + 1..].iter().any(|j| j.label == item.label);
                            assert!(!twice, "{} seed {seed}: {:?} twice in {:?}'s menu", G::ID, item.label, o);
                            told_apart += usize::from(ask.describe(&item.action).label != item.label);
                        }
                    }
                    let a = bot.choose(m.state()).unwrap();
                    m.apply(&a).unwrap();
                }
            }
            told_apart
        }
        let lorcana = check::<Lorcana>(6);
        check::<crate::games::nexus::Nexus>(4);
        check::<crate::games::tash_kalar::TashKalar>(2);
        check::<crate::games::aeons_end::AeonsEnd>(3);
        check::<crate::games::altered::Altered>(4);
        assert!(lorcana > 0, "no Lorcana menu offered two copies of a card: the check saw no duplicate");
    }

    #[test]
    fn the_other_sides_last_moves_mark_what_acted_and_what_it_acted_on() {
        let (view, legal, _) = position(|_, l| l.iter().any(|a| matches!(a, Action::Challenge { .. })));
        let a = *legal.iter().find(|a| matches!(a, Action::Challenge { .. })).unwrap();
        let Action::Challenge { attacker, target } = a else { unreachable!() };
        let lit = Highlights::new::<Lorcana>(&view, &[], None, &[a]);
        assert!(lit.lit(attacker).last_from && !lit.lit(attacker).last_to);
        assert!(lit.lit(target).last_to && !lit.lit(target).last_from);
        assert!(!lit.lit(attacker).actionable, "nothing is actionable with no legal action");
    }
}
