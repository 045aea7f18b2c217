//! Actions and the pending decision in words, for the log, the action bar and bots.

use super::action::{Action, Choice, Target};
use super::state::AeonsEnd;
use super::rules::nemesis::ROMAN;
use crate::engine::{ActionInfo, Describe};

impl AeonsEnd {
    /// An enemy's name.
    pub(crate) fn target_name(&self, t: Target) -> String {
        match t {
            Target::Nemesis => "the nemesis".into(),
            Target::Minion(id) => self.nem_kind(id).name().into(),
        }
    }

    pub(crate) fn mage_word(&self, s: usize) -> String {
        self.mages.get(s).map(|m| m.kind.data().name.to_string()).unwrap_or_else(|| format!("P{}", s + 1))
    }

}

impl Describe for AeonsEnd {
    type Preview = ();

    /// The kind and label of an action.
    fn describe(&self, a: &Action) -> ActionInfo {
        let me = &self.mages[self.active];
        let roman = |b: u8| ROMAN.get(b as usize).copied().unwrap_or("?");
        let card_name =
            |c: super::action::CardId| self.cards.get(c.index()).map(|k| k.name()).unwrap_or("an unknown card");
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
                    Choice::Damage(t) => format!(": 2 aether and 1 damage to {}", self.target_name(t)),
                    Choice::AllyCharge(s) => format!(": {} gains a charge", self.mage_word(s)),
                    Choice::Breach { owner, breach } => {
                        format!(": focus {}'s breach {}", self.mage_word(owner), roman(breach))
                    }
                    _ => String::new(),
                };
                ("play", format!("Play {}{how}", card_name(card)))
            }
            Action::Gain { pile } => {
                let p = self.supply.get(pile as usize);
                let name = p.map(|p| p.kind.name()).unwrap_or("?");
                let cost = p.map(|p| p.kind.cost()).unwrap_or(0);
                ("gain", format!("Gain {name} ({cost} aether)"))
            }
            Action::GainCharge => ("gain_charge", "Gain a charge (2 aether)".into()),
            Action::Focus { breach, .. } => ("focus", format!("Focus breach {}", roman(breach))),
            Action::Open { breach, .. } => ("open", format!("Open breach {}", roman(breach))),
            Action::Prep { card, breach, .. } => {
                ("prep", format!("Prep {} into breach {}", card_name(card), roman(breach)))
            }
            Action::WhilePrepped { breach } => {
                ("while_prepped", format!("Use the spell in breach {}: gain 1 aether", roman(breach)))
            }
            Action::PayToDiscard { power } => {
                let name = self.nemesis.kinds.get(power.index()).map(|k| k.name()).unwrap_or("?");
                ("to_discard", format!("Pay to discard {name}"))
            }
            Action::Ability { mage, choice } => {
                let ability = self.mages.get(mage).map(|m| m.kind.data().ability).unwrap_or("?");
                let how = match choice {
                    Choice::Strike { target, breach } => {
                        let f = breach.map(|b| format!(", then focus breach {}", roman(b))).unwrap_or_default();
                        format!(": 4 damage to {}{f}", self.target_name(target))
                    }
                    Choice::Gravehold => ": Gravehold gains 3 life".into(),
                    Choice::Heal(s) => format!(": {} gains 4 life", self.mage_word(s)),
                    _ => String::new(),
                };
                ("ability", format!("{ability}{how}"))
            }
            Action::EndMain => ("end_main", "End the main phase and draw".into()),
            Action::DiscardPlayed { card } => {
                ("discard_played", format!("Put {} on your discard pile next", card_name(card)))
            }
            Action::ChoosePlayer { seat } => ("choose_player", format!("Choose {}", self.mage_word(seat))),
            Action::DestroyBreach { breach } => ("destroy_breach", format!("Destroy breach {}", roman(breach))),
            Action::DiscardPrepped { breach } => {
                ("discard_prepped", format!("Discard the spell in breach {}", roman(breach)))
            }
            Action::Confirm => ("confirm", "Spend 1 aether to focus it again".into()),
            Action::Decline => ("decline", "Do not focus it again".into()),
            Action::Discard { card } => ("discard", format!("Discard {}", card_name(card))),
            Action::Concede => ("concede", "Give up: the mages lose".into()),
        };
        ActionInfo { kind, label }
    }
}
