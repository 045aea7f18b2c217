//! What is legal now, with the rule each refusal cites. `legal_actions` is the list of
//! candidate actions that pass [`AeonsEnd::check`], so listed and legal are the same.

use super::super::action::{Action, CardId, Choice, Target};
use super::super::cards::{focus_cost, open_cost, CardType, Timing};
use super::super::content::Prepped;
use super::super::state::{AeonsEnd, BreachState, Pending, Phase, Pick, Why};
use super::nemesis::ROMAN;
use crate::engine::{RuleError, Seat};

fn err(rule: &'static str, msg: impl Into<String>) -> Result<(), RuleError> {
    Err(RuleError::new(rule, msg))
}

impl AeonsEnd {
    /// The enemies that may be targeted now (AE-1.8).
    pub fn targets(&self) -> Vec<Target> {
        let mut v = vec![Target::Nemesis];
        v.extend(self.minions().map(|p| Target::Minion(p.card)));
        v
    }

    fn check_target(&self, t: Target) -> Result<(), RuleError> {
        match t {
            Target::Nemesis => Ok(()),
            Target::Minion(id) if self.minions().any(|p| p.card == id) => Ok(()),
            Target::Minion(_) => err("AE-5.5", "that is not a minion in play: choose the nemesis or a minion in play"),
        }
    }

    /// The seat that decides now.
    pub(crate) fn to_act_seat(&self) -> Seat {
        match &self.pending {
            // AE-9.6: a team decision is asked of the mage whose turn came last (the
            // active mage); the decision is marked as the team's, so a table lets any
            // person of the team answer it.
            Some(Pending::Choose(c)) => c.seat,
            _ => self.active,
        }
    }

    /// Whether `a` is legal now; the refusal cites the rule.
    pub fn check(&self, a: &Action) -> Result<(), RuleError> {
        if *a == Action::Concede {
            return Ok(());
        }
        if let Action::Discard { .. } = a {
            return err("AE-7.3", "cards are never discarded by choice: unplayed cards stay in your hand");
        }
        if let Some(p) = &self.pending {
            return match a {
                Action::Ability { .. } => err("AE-12.2", "abilities are used only in a main phase"),
                Action::WhilePrepped { .. } => err("AE-6.7", "While-prepped effects are used only in your main phase"),
                _ => self.check_pending(p, a),
            };
        }
        match a {
            Action::DiscardPlayed { .. } => err("AE-7.1", "played gems and relics go to the discard in the draw phase"),
            Action::ChoosePlayer { .. }
            | Action::DestroyBreach { .. }
            | Action::DiscardPrepped { .. }
            | Action::ChooseCard { .. }
            | Action::ChooseOption { .. }
            | Action::Confirm
            | Action::Decline => err("AE-9.6", "no effect is asking for that choice now"),
            _ => self.check_turn(a),
        }
    }

    fn check_pending(&self, p: &Pending, a: &Action) -> Result<(), RuleError> {
        match p {
            Pending::OrderPlayed => match a {
                Action::DiscardPlayed { card } if self.mages[self.active].played.contains(card) => Ok(()),
                _ => err("AE-7.1", "the draw phase: choose which played gem or relic goes onto your discard pile next"),
            },
            Pending::Choose(c) if c.among.iter().any(|p| p.action() == *a) => Ok(()),
            Pending::Choose(c) => match (c.why, c.among.first()) {
                (Why::DestroyBreach(_), _) => {
                    err("AE-11.1", "the exhausted mage must first destroy one of their existing breaches")
                }
                (Why::WildTurn, _) => err("AE-3.4", "the players must first choose who takes the wild turn"),
                (_, Some(Pick::Seat(_))) => err("AE-9.6", "the players must first choose which player the effect names"),
                (_, Some(Pick::Prepped(_))) => err("AE-9.5", "first choose one of the prepped spells"),
                (_, Some(Pick::Yes)) => err("AE-6.1", "first decide whether to pay for the optional step"),
                (_, Some(Pick::Option(_))) => err("AE-6.1", "first choose one of the options"),
                _ => err("AE-6.1", "first choose one of the cards offered, or stop"),
            },
        }
    }

    fn check_turn(&self, a: &Action) -> Result<(), RuleError> {
        let seat = self.active;
        let me = &self.mages[seat];
        match a {
            Action::Cast { breach, target } => {
                if self.phase != Phase::Casting {
                    return err(
                        "AE-4.2",
                        "the casting phase is over: spells are cast only in the casting phase (AE-5.9)",
                    );
                }
                let b = *breach as usize;
                if b >= 4 || !me.prepped().contains(&b) {
                    return err("AE-5.1", "no spell of yours is prepped in that breach");
                }
                if me.breaches[b].fresh {
                    return err(
                        "AE-6.6",
                        "a spell prepped this turn is cast in your next casting phase at the earliest",
                    );
                }
                match target {
                    None if self.cast_damage(seat, b, None) > 0 => {
                        err("AE-5.5", "this spell deals damage: choose one enemy as its target (AE-5.7)")
                    }
                    None => Ok(()),
                    Some(_) if self.cast_damage(seat, b, *target) == 0 => {
                        err("AE-5.7", "this spell deals no damage here, so it takes no target")
                    }
                    Some(t) => self.check_target(*t),
                }
            }
            Action::EndCasting if self.phase != Phase::Casting => err("AE-4.2", "the casting phase is already over"),
            _ if self.phase == Phase::Casting && self.must_cast().is_some() => {
                let b = self.must_cast().unwrap_or(0);
                err(
                    "AE-5.2",
                    format!("the spell in closed breach {} must be cast before the casting phase ends", ROMAN[b]),
                )
            }
            Action::EndCasting => Ok(()),
            Action::Ability { .. } if self.phase == Phase::Casting => {
                err("AE-12.2", "abilities are used in a main phase: finish casting first (Done casting)")
            }
            Action::WhilePrepped { .. } if self.phase == Phase::Casting => {
                err("AE-6.7", "While-prepped effects are main-phase actions: finish casting first (Done casting)")
            }
            _ if self.phase == Phase::Casting => err(
                "AE-4.1",
                "the casting phase comes first: cast spells, then choose Done casting to go to the main phase",
            ),
            Action::EndMain => Ok(()),
            Action::Play { card, choice } => self.check_play(*card, *choice),
            Action::Gain { pile } => {
                let Some(p) = self.supply.get(*pile as usize) else {
                    return err("AE-2.4", "there are nine supply piles, numbered 0 to 8");
                };
                if p.cards.is_empty() {
                    return err("AE-6.2", format!("the {} pile is empty", p.kind.name));
                }
                if self.aether < p.kind.cost {
                    return err(
                        "AE-6.2",
                        format!("{} costs {} aether; you have {} to spend on cards", p.kind.name, p.kind.cost, self.aether),
                    );
                }
                Ok(())
            }
            Action::GainCharge => {
                if me.charges >= me.max_charges() {
                    return err("AE-6.3", "you already hold your ability's maximum number of charges");
                }
                if self.aether < 2 {
                    return err("AE-6.3", "a charge costs 2 aether (aether only for breaches cannot pay)");
                }
                Ok(())
            }
            Action::Focus { breach, owner } | Action::Open { breach, owner } => {
                let b = *breach as usize;
                let focus = matches!(a, Action::Focus { .. });
                let rule = if focus { "AE-6.4" } else { "AE-6.5" };
                if *owner != seat {
                    return err(rule, "you may focus or open only your own breaches (D-8)");
                }
                let Some(br) = me.breaches.get(b) else {
                    return err("AE-1.6", "breaches are numbered I to IV (0 to 3)");
                };
                let cost = match br.state {
                    BreachState::Destroyed => return err("AE-1.6", "that breach was destroyed"),
                    BreachState::Opened => return err("AE-1.6.3", "that breach is already opened, for good"),
                    BreachState::Closed(_) if focus => focus_cost(b),
                    BreachState::Closed(s) => open_cost(b, s),
                };
                if self.aether + self.restricted < cost {
                    return err(rule, format!("that costs {cost} aether; you have {}", self.aether + self.restricted));
                }
                Ok(())
            }
            Action::Prep { owner, .. } if *owner != seat => err("AE-6.6", "spells are prepped only into your own breaches"),
            Action::Prep { card, breach, .. } => self.check_prep(*card, *breach as usize),
            Action::WhilePrepped { breach } => {
                let b = *breach as usize;
                let card = me.breaches.get(b).and_then(|x| x.spell).filter(|_| me.prepped().contains(&b));
                let action = card.and_then(|c| {
                    self.kind(c).while_prepped.iter().find_map(|p| if let Prepped::MainAction(m) = p { Some(m) } else { None })
                });
                let (Some(c), Some(m)) = (card, action) else {
                    return err("AE-6.7", "no spell in that breach has a main-phase While-prepped effect");
                };
                if m.once_per_turn && self.used_this_turn.contains(&c) {
                    return err("AE-6.7", format!("that {} was already used this turn (once per turn)", self.kind(c).name));
                }
                Ok(())
            }
            Action::PayToDiscard { power } => {
                let cost = self
                    .nemesis
                    .play
                    .iter()
                    .find(|p| p.card == *power)
                    .and_then(|p| self.nem_kind(p.card).to_discard);
                let Some(cost) = cost else {
                    return err("AE-6.8", "that is not a power in play with a TO DISCARD cost");
                };
                if self.aether < cost {
                    return err(
                        "AE-13.2",
                        format!("the TO DISCARD cost is {cost} aether, paid in full; you have {}", self.aether),
                    );
                }
                Ok(())
            }
            Action::Ability { mage, choice } => self.check_ability(*mage, *choice),
            _ => err("AE-6", "that is not a turn action"),
        }
    }

    fn check_prep(&self, card: CardId, b: usize) -> Result<(), RuleError> {
        let me = &self.mages[self.active];
        if !me.hand.contains(&card) {
            return err("AE-6.6", "that card is not in your hand");
        }
        let k = self.kind(card);
        if k.kind != CardType::Spell {
            return err("AE-6.6", format!("{} is a {:?}: only spells are prepped", k.name, k.kind).to_ascii_lowercase());
        }
        let span = k.breaches as usize;
        if b + span > 4 {
            return err(
                "AE-1.6.4",
                "that is not a breach position of yours (a two-breach spell needs two adjacent ones)",
            );
        }
        for (i, br) in me.breaches.iter().enumerate().skip(b).take(span) {
            if !br.exists() {
                return err("AE-1.6.4", format!("breach {} was destroyed", ROMAN[i]));
            }
            if br.is_closed() && !br.focused {
                return err("AE-6.6", format!("breach {} is closed and was not focused this turn", ROMAN[i]));
            }
            if br.spell.is_some() {
                return err("AE-6.6", format!("breach {} already holds a spell", ROMAN[i]));
            }
        }
        Ok(())
    }

    fn check_play(&self, card: CardId, choice: Choice) -> Result<(), RuleError> {
        let seat = self.active;
        if !self.mages[seat].hand.contains(&card) {
            return err("AE-6.1", "that card is not in your hand");
        }
        let k = self.kind(card);
        if k.kind == CardType::Spell {
            return err("AE-6.6", format!("{} is a spell: spells are prepped into breaches, not played", k.name));
        }
        self.check_choice(&k.play, seat, choice, &k.name).map(|_| ())
    }

    fn check_ability(&self, mage: Seat, choice: Choice) -> Result<(), RuleError> {
        let Some(m) = self.mages.get(mage) else { return err("AE-12.2", "there is no such mage") };
        let d = m.kind;
        let a = &d.ability;
        if m.charges < a.charges {
            return err("AE-12.2", format!("{} needs {} charges; {} has {}", a.name, a.charges, d.name, m.charges));
        }
        if a.when == Timing::YourMain && mage != self.active {
            return err("AE-12.2", format!("{} may be used only in {}'s own main phase", a.name, d.name));
        }
        self.check_choice(&a.effects, mage, choice, &a.name).map(|_| ())
    }
}
