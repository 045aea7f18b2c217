//! What each action acts on, so a click on a card, a breach, a supply pile, an enemy or
//! a mage finds its legal actions: the *subject* is what you click first, the *target*
//! (if any) what you click second.

use crate::engine::Seat;
use crate::games::aeons_end::{Action, CardId, Choice, NemId, Target};

/// A clickable thing on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

pub fn enemy(t: Target) -> Obj {
    match t {
        Target::Nemesis => Obj::Nemesis,
        Target::Minion(id) => Obj::Nem(id),
    }
}

/// What the action is about; `None` for the action bar. `active` is the mage whose
/// turn it is, `decider` the seat deciding now.
pub fn subject(a: &Action, active: Seat, decider: Seat) -> Option<Obj> {
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
        Action::EndCasting | Action::EndMain | Action::Confirm | Action::Decline | Action::Discard { .. } => {
            return None
        }
    })
}

/// The second thing an action names, if any.
pub fn target(a: &Action) -> Option<Obj> {
    match *a {
        Action::Cast { target: Some(t), .. } => Some(enemy(t)),
        Action::Prep { owner, breach, .. } => Some(Obj::Breach(owner, breach)),
        Action::Play { choice, .. } | Action::Ability { choice, .. } => match choice {
            Choice::Damage(t) | Choice::Strike { target: t, .. } => Some(enemy(t)),
            Choice::AllyCharge(s) | Choice::Heal(s) => Some(Obj::Mage(s)),
            Choice::Breach { owner, breach } => Some(Obj::Breach(owner, breach)),
            _ => None,
        },
        _ => None,
    }
}

/// What a click does.
#[derive(Clone, Debug, PartialEq)]
pub enum Click {
    /// Apply this action.
    Act(Action),
    /// Select this object and offer these actions (in a menu, targets lit).
    Select(Obj, Vec<Action>),
    /// Ask the engine anyway, to show why it is refused (a spell onto an unlit breach).
    WhyNot(Action),
    /// Drop the selection.
    Clear,
}

/// Decides what a click on `o` means, given the legal actions and the selection.
pub fn on_click(legal: &[Action], active: Seat, decider: Seat, selected: Option<Obj>, o: Obj) -> Click {
    if let Some(sel) = selected {
        let pair: Vec<Action> = legal
            .iter()
            .filter(|a| subject(a, active, decider) == Some(sel) && target(a) == Some(o))
            .copied()
            .collect();
        match pair.len() {
            0 => {}
            1 => return Click::Act(pair[0]),
            _ => return Click::Select(sel, pair),
        }
        if let (Obj::Card(card), Obj::Breach(owner, breach)) = (sel, o) {
            return Click::WhyNot(Action::Prep { card, owner, breach });
        }
        if sel == o {
            return Click::Clear;
        }
    }
    let mine: Vec<Action> = legal.iter().filter(|a| subject(a, active, decider) == Some(o)).copied().collect();
    match mine.as_slice() {
        [] => why_not(o, active),
        [only] if target(only).is_none() => Click::Act(*only),
        _ => Click::Select(o, mine),
    }
}

/// A click on something unlit that a player buys or pays for asks the engine anyway, so
/// the refusal says why with its rule (AE-6.2 for a card, AE-6.4 for a breach: the cost
/// and the aether in hand), as every other "why not?" does. Focus is asked rather than
/// open: it is the cheaper of the two, so its refusal is the one that explains.
fn why_not(o: Obj, active: Seat) -> Click {
    match o {
        Obj::Pile(pile) => Click::WhyNot(Action::Gain { pile }),
        Obj::Breach(owner, breach) if owner == active => Click::WhyNot(Action::Focus { owner, breach }),
        _ => Click::Clear,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_single_untargeted_action_applies_and_a_spell_then_breach_preps() {
        let c = CardId(3);
        let legal = vec![
            Action::Gain { pile: 2 },
            Action::Prep { card: c, owner: 0, breach: 0 },
            Action::Prep { card: c, owner: 0, breach: 1 },
        ];
        assert_eq!(on_click(&legal, 0, 0, None, Obj::Pile(2)), Click::Act(Action::Gain { pile: 2 }));
        assert!(matches!(on_click(&legal, 0, 0, None, Obj::Card(c)), Click::Select(Obj::Card(_), v) if v.len() == 2));
        assert_eq!(
            on_click(&legal, 0, 0, Some(Obj::Card(c)), Obj::Breach(0, 1)),
            Click::Act(Action::Prep { card: c, owner: 0, breach: 1 })
        );
        assert_eq!(
            on_click(&legal, 0, 0, Some(Obj::Card(c)), Obj::Breach(0, 2)),
            Click::WhyNot(Action::Prep { card: c, owner: 0, breach: 2 })
        );
    }

    #[test]
    fn an_unlit_pile_or_own_breach_asks_why_not_and_a_partners_breach_does_not() {
        let legal = vec![Action::EndMain];
        assert_eq!(on_click(&legal, 0, 0, None, Obj::Pile(4)), Click::WhyNot(Action::Gain { pile: 4 }));
        assert_eq!(
            on_click(&legal, 0, 0, None, Obj::Breach(0, 3)),
            Click::WhyNot(Action::Focus { owner: 0, breach: 3 })
        );
        assert_eq!(on_click(&legal, 0, 0, None, Obj::Breach(1, 3)), Click::Clear);
    }
}
