//! What each Nexus action acts on, for the shared interaction layer
//! (src/ui/common/interact.rs): cards, the biomes an agent advances into, the sectors
//! and queue entries an effect targets.

use crate::games::nexus::view::{CardView, NexusView, RESERVE_IDS};
use crate::games::nexus::{action_subject, Action, CardId, Nexus, Target};
use crate::games::nexus::cards::Kind;
use crate::games::nexus::state::Step;
use crate::ui::common::Interact;

/// A thing on the Nexus table a click acts on.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Obj {
    Card(CardId),
    /// A biome of the planet (0 Left, 1 Center, 2 Right): where an agent advances or
    /// arrives, and what a collapse loses (NX-11.4).
    Biome(u8),
    /// One seat's sector of a biome, as a target (NX-6.6.1).
    Sector { seat: u8, biome: u8 },
    /// A queue entry, by its id, as a target (NX-6.7).
    Item(u32),
}

/// Written by hand: the menu's key is all it is printed for, and a derived `Debug`
/// brings the formatter's struct and tuple builders into the page's wasm.
impl std::fmt::Debug for Obj {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (kind, n) = match *self {
            Obj::Card(c) => ("card ", u32::from(c.0)),
            Obj::Biome(b) => ("biome ", u32::from(b)),
            Obj::Sector { seat, biome } => ("sector ", u32::from(seat) * 10 + u32::from(biome)),
            Obj::Item(id) => ("item ", id),
        };
        write!(f, "{kind}{n}")
    }
}

impl From<Target> for Obj {
    fn from(t: Target) -> Self {
        match t {
            Target::Agent(c) => Obj::Card(c),
            Target::Sector { seat, biome } => Obj::Sector { seat, biome },
            Target::Item(id) => Obj::Item(id),
        }
    }
}

/// What the action is about, clicked first; `None` for the action bar's actions (pass,
/// keep, declare, cancel, a damage split, concede).
pub fn subject(action: &Action) -> Option<Obj> {
    match *action {
        // A reactive skill's target is what is clicked (NX-6.6): an agent, a sector or an entry.
        Action::ChooseTarget { target } => Some(target.into()),
        Action::LoseBiome { biome } => Some(Obj::Biome(biome)),
        // Every other action is about the card the rules name as its subject.
        _ => action_subject(action).map(Obj::Card),
    }
}

impl Interact for Nexus {
    type Obj = Obj;

    fn subject(_: &NexusView, action: &Action) -> Option<Obj> {
        subject(action)
    }

    /// The second thing: a played card's target or the biome it arrives in, a skill's
    /// target, the biome an agent advances into, the agent gear goes on, the attacker
    /// a defender blocks.
    fn target(_: &NexusView, action: &Action) -> Option<Obj> {
        match *action {
            Action::Play { target, biome, .. } => target.map(Obj::from).or(biome.map(Obj::Biome)),
            Action::Activate { target, .. } => Some(target.into()),
            Action::AdvanceAgent { biome, .. } => Some(Obj::Biome(biome)),
            Action::AttachGear { agent, .. } | Action::Block { attacker: agent, .. } => Some(Obj::Card(agent)),
            // The reserve card that comes in (NX-2.2).
            Action::Swap { slot, .. } => Some(Obj::Card(CardId(RESERVE_IDS + slot))),
            _ => None,
        }
    }

    /// A source locked to pay (NX-5.4), a card put under the deck (NX-12.4) or
    /// discarded (NX-8.5.2), the next defender (NX-9.3.4) or reactive skill (NX-10.3)
    /// and a reactive skill's target (NX-6.6) are what the click meant when they are
    /// the object's only action.
    fn direct(action: &Action) -> bool {
        matches!(
            action,
            Action::Lock { .. }
                | Action::Bottom { .. }
                | Action::Discard { .. }
                | Action::OrderDefender { .. }
                | Action::ChooseTarget { .. }
                | Action::ReactiveNext { .. }
        )
    }

    /// A card in your hand is played (an anomaly put into staging) or converted; an
    /// agent in your staging advances while you declare your advance (one that arrived
    /// this turn may not, NX-9.1.1). When that is not legal now, its menu asks why not
    /// (NX-5.4, NX-5.5, NX-5.6, NX-6.3).
    fn why_not(view: &NexusView, obj: Obj) -> Vec<Action> {
        let Obj::Card(card) = obj else { return Vec::new() };
        let me = &view.players[view.seat];
        let mine = me.hand.iter().flatten().find(|c| c.id == card);
        match mine.map(|c| c.kind) {
            Some(Kind::Anomaly) => vec![Action::PlayAnomaly { card }],
            Some(_) => vec![Action::Play { card, target: None, biome: None }, Action::Convert { card }],
            None => {
                let declaring = matches!(view.step, Step::AdvanceDeclare(_));
                let agent = me.staging.iter().any(|c| c.id == card && c.kind == Kind::Agent);
                // Into the first biome still open to you: the refusal is then about the agent.
                let open = view.planet.iter().position(|b| !b.lost.iter().any(|l| *l)).unwrap_or(1) as u8;
                if declaring && agent {
                    vec![Action::AdvanceAgent { agent: card, biome: open }]
                } else {
                    Vec::new()
                }
            }
        }
    }

    /// Two copies of a card: where each is (a biome, a staging area), its damage and
    /// whether it is locked ("in Center, 1 damage").
    fn tell_apart(view: &NexusView, obj: Obj) -> String {
        let Obj::Card(id) = obj else { return String::new() };
        let Some(c) = find_card(view, id) else { return String::new() };
        let on_planet = view.planet.iter().find(|b| b.agents.iter().flatten().any(|a| a.id == id));
        let staged = view.players.iter().position(|p| p.staging.iter().any(|a| a.id == id));
        let mut words = match (on_planet, staged) {
            (Some(b), _) => vec![format!("in {}", b.slot)],
            (None, Some(s)) => vec![format!("in P{}'s staging", s + 1)],
            _ => Vec::new(),
        };
        if c.damage > 0 {
            words.push(format!("{} damage", c.damage));
        }
        if c.locked {
            words.push("locked".to_string());
        }
        words.join(", ")
    }

    fn name(view: &NexusView, obj: Obj) -> String {
        match obj {
            Obj::Card(id) => find_card(view, id).map_or("this card", |c| c.name).to_string(),
            Obj::Biome(b) => view.planet.get(b as usize).map_or("a biome".into(), |b| format!("{} · {}", b.slot, b.name)),
            Obj::Sector { seat, biome } => {
                let slot = view.planet.get(biome as usize).map_or("", |b| b.slot);
                format!("P{}'s {slot} sector", seat + 1)
            }
            Obj::Item(id) => view.queue.iter().find(|i| i.id == id).map_or("a queue entry".into(), |i| i.what.clone()),
        }
    }
}

/// A card the viewer can see: on the planet (attached gear too), in a staging area, a
/// cache, the queue or the viewer's own hand.
pub fn find_card(view: &NexusView, id: CardId) -> Option<&CardView> {
    fn walk<'a>(cards: impl IntoIterator<Item = &'a CardView>, id: CardId) -> Option<&'a CardView> {
        cards.into_iter().find_map(|c| if c.id == id { Some(c) } else { walk(&c.attached, id) })
    }
    let planet = view.planet.iter().flat_map(|b| b.agents.iter().flatten());
    let seats = view.players.iter().flat_map(|p| {
        let own = p.deck_list.iter().flatten().chain(p.reserve.iter().flatten());
        p.hand.iter().flatten().chain(&p.staging).chain(&p.cache).chain(own)
    });
    let queue = view.queue.iter().filter_map(|i| i.card.as_ref());
    walk(planet.chain(seats).chain(queue), id)
}

#[cfg(test)]
mod tests {
    //! Nexus's answers to the shared layer, in positions of random games.
    use std::rc::Rc;

    use super::*;
    use crate::engine::prelude::*;
    use crate::engine::{Match, RandomBot};
    use crate::ui::common::{decide_click, menu_items, Click, Highlights};
    use crate::ui::game_ui::{Ask, GameUi};

    fn position(when: impl Fn(&NexusView, &[Action]) -> bool) -> (NexusView, Vec<Action>, Match<Nexus>) {
        crate::ui::common::random_position::<Nexus>(when)
    }

    #[test]
    fn every_action_is_on_the_table_or_in_the_bar_never_both() {
        let mut seen = 0;
        for seed in 1..6 {
            let mut m = Match::<Nexus>::new(Default::default(), seed).unwrap();
            let mut bot = RandomBot::new(seed);
            while m.state().outcome().is_none() {
                for a in m.state().legal_actions() {
                    let on_table = subject(&a).is_some();
                    assert_ne!(on_table, Nexus::is_bar_action(&a), "{a:?}");
                    let bar = matches!(
                        a,
                        Action::Keep | Action::Mulligan | Action::Pass | Action::CancelPayment | Action::Confirm
                    ) || matches!(a, Action::Split { .. } | Action::Concede);
                    assert_eq!(bar, !on_table, "only the declarations, passes and splits are the bar's: {a:?}");
                    seen += 1;
                }
                let a = bot.choose(m.state()).unwrap();
                m.apply(&a).unwrap();
            }
        }
        assert!(seen > 1000, "{seen} legal actions looked at");
    }

    #[test]
    fn an_agent_then_a_biome_makes_the_advance_and_the_biomes_light_up() {
        let is_advance = |a: &Action| matches!(a, Action::AdvanceAgent { .. });
        let (view, legal, _) = position(|_, l| l.iter().any(is_advance));
        let a = legal.iter().find(|a| is_advance(a)).unwrap().clone();
        let Action::AdvanceAgent { agent, biome } = a else { unreachable!() };
        let (card, place) = (Obj::Card(agent), Obj::Biome(biome));
        assert_eq!(decide_click::<Nexus>(&view, &legal, Some(card), place), Click::Act(a));
        let lit = Highlights::new::<Nexus>(&view, &legal, Some(card), &[]);
        assert!(lit.lit(place).target, "the biome it may advance into is lit once the agent is picked");
        assert!(!Highlights::new::<Nexus>(&view, &legal, None, &[]).lit(place).target);
    }

    #[test]
    fn a_source_locked_to_pay_is_one_click() {
        let is_lock = |a: &Action| matches!(a, Action::Lock { .. });
        let (view, legal, _) = position(|_, l| l.iter().filter(|a| is_lock(a)).count() >= 1);
        let a = legal.iter().find(|a| is_lock(a)).unwrap().clone();
        let Action::Lock { source } = a else { unreachable!() };
        assert_eq!(decide_click::<Nexus>(&view, &legal, None, Obj::Card(source)), Click::Act(a), "NX-5.4");
    }

    #[test]
    fn a_sector_target_is_clicked_on_the_planet() {
        let at_sector = |a: &Action| matches!(a, Action::Play { target: Some(Target::Sector { .. }), .. });
        let (view, legal, _) = position(|_, l| l.iter().any(at_sector));
        let a = legal.iter().find(|a| at_sector(a)).unwrap().clone();
        let (Some(card), Some(sector)) = (Nexus::subject(&view, &a), Nexus::target(&view, &a)) else { unreachable!() };
        assert!(matches!(sector, Obj::Sector { .. }));
        let lit = Highlights::new::<Nexus>(&view, &legal, Some(card), &[]);
        assert!(lit.lit(sector).target, "the enemy sector lights as the card's target");
        assert_eq!(decide_click::<Nexus>(&view, &legal, Some(card), sector), Click::Act(a));
    }

    #[test]
    fn a_hand_card_asks_why_not_only_for_what_it_cannot_do_in_any_way() {
        let (view, legal, m) = position(|v, l| {
            let hand = v.players[v.seat].hand.clone().unwrap_or_default();
            hand.iter().any(|c| l.iter().any(|a| matches!(a, Action::Play { card, target: Some(_), .. } if *card == c.id)))
        });
        let ask = Ask::new(Rc::new(m));
        let hand = view.players[view.seat].hand.clone().unwrap_or_default();
        let card = hand
            .iter()
            .find(|c| legal.iter().any(|a| matches!(a, Action::Play { card, target: Some(_), .. } if *card == c.id)))
            .unwrap();
        let items = menu_items::<Nexus>(&view, &legal, &ask, Obj::Card(card.id));
        assert!(items.iter().any(|i| i.kind == "play" && !i.why_not), "its plays are listed");
        assert!(!items.iter().any(|i| i.kind == "play" && i.why_not), "and no 'why not play?' beside them: {items:?}");
    }
}
