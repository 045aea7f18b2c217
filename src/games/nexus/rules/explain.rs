//! Why an unlisted decision is refused: the most specific rule it breaks.

use super::super::action::Action;
use super::super::state::{Nexus, Pending, Step};
use crate::engine::RuleError;

impl Nexus {
    /// The refusal of an action that is not in the legal list (always an error).
    pub fn explain(&self, action: &Action) -> RuleError {
        let seat = self.to_act_seat().unwrap_or(self.active);
        if let Some(p) = &self.pending {
            let (rule, what) = match p {
                Pending::Bottom { .. } => ("NX-12.4", "put cards from your hand on the bottom of your deck"),
                Pending::Pay { .. } => ("NX-5.4", "lock sources that pay the cost still owed, or cancel"),
                Pending::ReactiveTarget { .. } => ("NX-6.6.3", "choose a legal target for the reactive skill"),
                Pending::OrderReactives { .. } => ("NX-10.3", "choose which of your triggered reactive skills enters the queue next"),
                Pending::OrderDefenders { .. } => ("NX-9.3.4", "choose the next defender in damage order"),
                Pending::Split { .. } => ("NX-9.4.3", ""),
                Pending::Collapse { .. } => ("NX-11.4", "choose one of your biomes not yet lost"),
                Pending::Discard { .. } => ("NX-8.5.2", "discard a card from your hand"),
            };
            if let (Pending::Split { .. }, Action::Split { amounts }) = (p, action) {
                return self
                    .check_split(amounts)
                    .err()
                    .map(RuleError::from)
                    .unwrap_or_else(|| RuleError::new(rule, "that split is not allowed"));
            }
            if let (Pending::Pay { .. }, Action::Lock { .. }) = (p, action) {
                return RuleError::new(
                    rule,
                    "that source cannot help pay what is still owed (or is locked or not yours)",
                );
            }
            return RuleError::new(rule, format!("a decision is pending: {what}"));
        }
        if self.step == Step::BetweenMatches {
            return RuleError::new(
                "NX-2.2",
                "between matches you may only swap a card of your deck for a different card of your reserve, or be ready",
            );
        }
        let r = match action {
            Action::Swap { .. } | Action::Ready => {
                Err(RuleError::new("NX-2.2", "cards are swapped with the reserve only between the matches of a best of three"))
            }
            Action::Keep | Action::Mulligan | Action::Bottom { .. } => Err(RuleError::new(
                "NX-12.4",
                "mulligans happen only before the first turn, while you decide on your hand",
            )),
            Action::Pass => Err(match self.step {
                Step::Mulligan => RuleError::new("NX-12.4", "first keep your hand or mulligan"),
                Step::Refresh | Step::Draw | Step::DamageRanged | Step::DamageMelee | Step::Retreat | Step::Reset => {
                    RuleError::new("NX-6.3.5", "no one acts in this step, so there is no priority to pass")
                }
                Step::AdvanceDeclare(_) | Step::AttackDeclare | Step::DefendDeclare => {
                    RuleError::new("NX-6.4.1", "a declaration is being made: declare, or confirm to declare nothing")
                }
                _ => RuleError::new("NX-6.4.1", "you do not hold the floor"),
            }),
            Action::Play { card, target, biome } => self.check_play(seat, *card, *target, *biome).map_err(RuleError::from),
            Action::Activate { card, target } => self.check_activate(seat, *card, *target).map_err(RuleError::from),
            Action::Convert { card } => self.check_convert(seat, *card).map_err(RuleError::from),
            Action::PlayAnomaly { card } => self.check_anomaly(seat, *card).map_err(RuleError::from),
            Action::Lock { .. } | Action::CancelPayment => Err(RuleError::new("NX-5.4", "no cost is being paid now")),
            Action::AdvanceAgent { agent, biome } => self.check_advance_agent(seat, *agent, *biome).map_err(RuleError::from),
            Action::AttachGear { gear, agent } => self.check_attach(seat, *gear, *agent).map_err(RuleError::from),
            Action::DeclareAttacker { agent } => self.check_attacker(*agent).map_err(RuleError::from),
            Action::Block { defender, attacker } => self.check_block(*defender, *attacker).map_err(RuleError::from),
            Action::Confirm => Err(RuleError::new("NX-6.4.1", "no declaration is being built now")),
            Action::OrderDefender { .. } => Err(RuleError::new("NX-9.3.4", "no defenders are waiting to be ordered")),
            Action::Split { amounts } => self.check_split(amounts).map_err(RuleError::from),
            Action::ChooseTarget { .. } => Err(RuleError::new("NX-6.6.3", "no reactive skill is waiting for a target")),
            Action::ReactiveNext { .. } => {
                Err(RuleError::new("NX-10.3", "no reactive skills are waiting to be ordered"))
            }
            Action::LoseBiome { .. } => {
                Err(RuleError::new("NX-11.4", "you lose a biome by collapse only when you cannot draw"))
            }
            Action::Discard { .. } => Err(RuleError::new("NX-8.5.2", "you discard only at reset, down to seven")),
            Action::Concede => Err(RuleError::new("NX-11.5", "only the deciding player can concede here")),
        };
        match r {
            Err(e) => e,
            Ok(()) => {
                let rule = if self.step == Step::Mulligan { "NX-12.4" } else { "NX-6.4.1" };
                RuleError::new(rule, "that is not a decision you can make at this moment")
            }
        }
    }
}
