//! Actions and the pending decision in words, for the log, the action bar and bots.

use super::action::{Action, Choice, Target};
use super::content::{phrase, BreachPick, Effect};
use super::state::{AeonsEnd, BreachState, Pending, Why};
use super::rules::nemesis::ROMAN;
use crate::engine::{ActionInfo, Describe};

impl AeonsEnd {
    /// An enemy's name.
    pub(crate) fn target_name(&self, t: Target) -> String {
        match t {
            Target::Nemesis => "the nemesis".into(),
            Target::Minion(id) => self.nemesis.kinds.get(id.index()).map_or("a minion", |k| k.name.as_str()).into(),
        }
    }

    pub(crate) fn mage_word(&self, s: usize) -> String {
        self.mages.get(s).map(|m| m.name().to_string()).unwrap_or_else(|| format!("P{}", s + 1))
    }

}

impl AeonsEnd {
    /// The effect the pending decision is for.
    fn pending_effect(&self) -> Option<&'static Effect> {
        match &self.pending {
            Some(Pending::Choose(c)) => match c.why {
                Why::Effect(e, _) => Some(e),
                _ => None,
            },
            _ => None,
        }
    }

    /// Confirm and decline in words: a may-pay's step, or stopping a choice of cards.
    fn yes_no_words(&self, yes: bool) -> String {
        match self.pending_effect() {
            Some(Effect::MayPay(m)) => match (m.effects.first(), yes) {
                (Some(Effect::Focus(BreachPick::Same)), true) => format!("Spend {} aether to focus it again", m.aether),
                (Some(Effect::Focus(BreachPick::Same)), false) => "Do not focus it again".into(),
                (_, true) => format!("Spend {} aether to {}", m.aether, phrase(&m.effects)),
                (_, false) => "Do not pay".into(),
            },
            Some(_) => "Stop choosing".into(),
            None => if yes { "Yes".into() } else { "No".into() },
        }
    }

    fn option_words(&self, option: u8) -> String {
        match self.pending_effect() {
            Some(Effect::OneOf(o)) => o.get(option as usize).map_or_else(String::new, |x| {
                let w = phrase(x);
                let mut c = w.chars();
                c.next().map(|f| f.to_ascii_uppercase().to_string() + c.as_str()).unwrap_or_default()
            }),
            _ => format!("Option {}", option + 1),
        }
    }

    /// The words of the OR option a choice picks in `list` ("gain 2 aether and deal 1 damage").
    fn option_of(&self, list: &'static [Effect], choice: Choice) -> String {
        let Some(o) = list.iter().find_map(|e| if let Effect::OneOf(o) = e { Some(o) } else { None }) else {
            return phrase(list);
        };
        let i = match choice {
            Choice::Damage(_) => o.iter().position(|x| x.iter().any(|e| matches!(e, Effect::Damage(_)))),
            Choice::Chosen { option, .. } => option.map(usize::from),
            _ => None,
        };
        i.and_then(|i| o.get(i)).map(|x| phrase(x)).unwrap_or_default()
    }

    /// A generic choice's picks, in words.
    fn chosen_words(&self, c: Choice) -> String {
        let Choice::Chosen { option, target, seat, breach } = c else { return String::new() };
        let mut parts = Vec::new();
        if let Some(o) = option {
            parts.push(format!("option {}", o + 1));
        }
        if let Some(t) = target {
            parts.push(format!("at {}", self.target_name(t)));
        }
        if let Some(s) = seat {
            parts.push(format!("for {}", self.mage_word(s)));
        }
        if let Some((o, b)) = breach {
            parts.push(format!("{}'s breach {}", self.mage_word(o), ROMAN.get(b as usize).copied().unwrap_or("?")));
        }
        if parts.is_empty() { String::new() } else { format!(": {}", parts.join(", ")) }
    }

    /// An ability's choice in words: the starter mages' forms as they were, any other
    /// through its option and targets.
    fn ability_words(&self, mage: usize, choice: Choice) -> String {
        let roman = |b: u8| ROMAN.get(b as usize).copied().unwrap_or("?");
        let Some(m) = self.mages.get(mage) else { return String::new() };
        let list = &m.kind.ability.effects;
        let first_damage = list.iter().find_map(|e| if let Effect::Damage(h) = e { Some(h) } else { None });
        let gain = |pick: &dyn Fn(&Effect) -> Option<u32>| {
            list.iter()
                .flat_map(|e| if let Effect::OneOf(o) = e { o.iter().flatten().collect::<Vec<_>>() } else { vec![e] })
                .find_map(pick)
                .unwrap_or(0)
        };
        match choice {
            Choice::Strike { target, breach } => {
                let n = first_damage.map_or(0, |h| if let super::content::Amount::Fixed(n) = h.amount { n } else { 0 });
                let f = breach.map(|b| format!(", then focus breach {}", roman(b))).unwrap_or_default();
                format!(": {n} damage to {}{f}", self.target_name(target))
            }
            Choice::Gravehold => {
                let n = gain(&|e| if let Effect::GraveholdLife(n) = e { Some(*n) } else { None });
                format!(": Gravehold gains {n} life")
            }
            Choice::Heal(s) => {
                let n = gain(&|e| if let Effect::Life(g) = e { Some(g.amount) } else { None });
                format!(": {} gains {n} life", self.mage_word(s))
            }
            Choice::Damage(t) => format!(": at {}", self.target_name(t)),
            Choice::AllyCharge(s) => format!(": {} gains a charge", self.mage_word(s)),
            Choice::Breach { owner, breach } => format!(": {}'s breach {}", self.mage_word(owner), roman(breach)),
            Choice::Chosen { .. } => self.chosen_words(choice),
            _ => String::new(),
        }
    }
}

impl Describe for AeonsEnd {
    type Preview = ();

    /// The kind and label of an action.
    fn describe(&self, a: &Action) -> ActionInfo {
        let me = &self.mages[self.active];
        let roman = |b: u8| ROMAN.get(b as usize).copied().unwrap_or("?");
        let card_name =
            |c: super::action::CardId| self.cards.get(c.index()).map(|k| k.name.as_str()).unwrap_or("an unknown card");
        let (kind, label) = match *a {
            Action::Cast { breach, target } => {
                let spell = me.breaches.get(breach as usize).and_then(|b| b.spell).map(card_name).unwrap_or("a spell");
                let at = target.map(|t| format!(" at {}", self.target_name(t))).unwrap_or_default();
                let dmg = if breach < 4 { self.cast_damage(self.active, breach as usize, target) } else { 0 };
                ("cast", format!("Cast {spell} from breach {}{at} ({dmg} damage)", roman(breach)))
            }
            Action::EndCasting => ("end_casting", "Done casting: go to the main phase".into()),
            Action::Play { card, choice } => {
                let how = match choice {
                    Choice::Aether => " for aether".to_string(),
                    Choice::Damage(t) => {
                        let what = self.cards.get(card.index()).map(|k| self.option_of(&k.play, choice)).unwrap_or_default();
                        format!(": {what} at {}", self.target_name(t))
                    }
                    Choice::AllyCharge(s) => format!(": {} gains a charge", self.mage_word(s)),
                    Choice::Breach { owner, breach } => {
                        format!(": focus {}'s breach {}", self.mage_word(owner), roman(breach))
                    }
                    Choice::Chosen { .. } => self.chosen_words(choice),
                    _ => String::new(),
                };
                ("play", format!("Play {}{how}", card_name(card)))
            }
            Action::Gain { pile } => {
                let p = self.supply.get(pile as usize);
                let name = p.map(|p| p.kind.name.as_str()).unwrap_or("?");
                let cost = p.map(|p| p.kind.cost).unwrap_or(0);
                ("gain", format!("Gain {name} ({cost} aether)"))
            }
            Action::GainCharge => ("gain_charge", "Gain a charge (2 aether)".into()),
            // The costs are said (AE-1.6): the table asks before either is spent.
            Action::Focus { owner, breach } => {
                let cost = if breach < 4 { super::cards::focus_cost(breach as usize) } else { 0 };
                let opens = self.mages.get(owner).and_then(|m| m.breaches.get(breach as usize))
                    .is_some_and(|b| b.state == BreachState::Closed(3));
                let then = if opens { ", which opens it" } else { "" };
                ("focus", format!("Focus breach {}{then} ({cost} aether)", roman(breach)))
            }
            Action::Open { owner, breach } => {
                let stage = self.mages.get(owner).and_then(|m| m.breaches.get(breach as usize)).map(|b| b.state);
                let cost = match stage {
                    Some(BreachState::Closed(s)) if breach < 4 => format!(" ({} aether)", super::cards::open_cost(breach as usize, s)),
                    _ => String::new(),
                };
                ("open", format!("Open breach {}{cost}", roman(breach)))
            }
            Action::Prep { card, breach, .. } => {
                ("prep", format!("Prep {} into breach {}", card_name(card), roman(breach)))
            }
            Action::WhilePrepped { breach } => {
                let what = me
                    .breaches
                    .get(breach as usize)
                    .and_then(|b| b.spell)
                    .and_then(|c| self.cards.get(c.index()))
                    .and_then(|k| {
                        k.while_prepped.iter().find_map(|p| match p {
                            super::content::Prepped::MainAction(m) => Some(phrase(&m.effects)),
                            _ => None,
                        })
                    })
                    .unwrap_or_default();
                ("while_prepped", format!("Use the spell in breach {}: {what}", roman(breach)))
            }
            Action::PayToDiscard { power } => {
                let name = self.nemesis.kinds.get(power.index()).map(|k| k.name.as_str()).unwrap_or("?");
                ("to_discard", format!("Pay to discard {name}"))
            }
            Action::Ability { mage, choice } => {
                let ability = self.mages.get(mage).map(|m| m.kind.ability.name.as_str()).unwrap_or("?");
                let how = self.ability_words(mage, choice);
                ("ability", format!("{ability}{how}"))
            }
            Action::EndMain => ("end_main", "End the main phase and draw".into()),
            Action::DiscardPlayed { card } => {
                ("discard_played", format!("Put {} on your discard pile next", card_name(card)))
            }
            Action::ChoosePlayer { seat } => ("choose_player", format!("Choose {}", self.mage_word(seat))),
            Action::DestroyBreach { breach } => ("destroy_breach", format!("Destroy breach {}", roman(breach))),
            Action::DiscardPrepped { breach } => {
                let verb = if self.pending_effect().is_some_and(|e| matches!(e, Effect::DestroyPrepped(_))) {
                    "Destroy"
                } else {
                    "Discard"
                };
                ("discard_prepped", format!("{verb} the spell in breach {}", roman(breach)))
            }
            Action::Confirm => ("confirm", self.yes_no_words(true)),
            Action::Decline => ("decline", self.yes_no_words(false)),
            Action::ChooseCard { card } => ("choose_card", format!("Choose {}", card_name(card))),
            Action::ChooseOption { option } => ("choose_option", self.option_words(option)),
            Action::Discard { card } => ("discard", format!("Discard {}", card_name(card))),
            Action::Concede => ("concede", "Give up: the mages lose".into()),
        };
        ActionInfo { kind, label }
    }
}
