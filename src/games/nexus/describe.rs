//! Words: the kind of each action for the protocol, and its label for the menus, the log
//! and the protocol.

use super::action::{Action, CardId, Target};
use super::cards::SLOT_NAMES;
use super::state::{seat_name, Nexus, Pending, Step};
use crate::engine::{ActionInfo, Describe};

pub fn kind(a: &Action) -> &'static str {
    match a {
        Action::Keep => "keep",
        Action::Mulligan => "mulligan",
        Action::Bottom { .. } => "bottom",
        Action::Pass => "pass",
        Action::Play { .. } => "play",
        Action::Activate { .. } => "activate",
        Action::Convert { .. } => "convert",
        Action::PlayAnomaly { .. } => "anomaly",
        Action::Lock { .. } => "pay",
        Action::CancelPayment => "cancel_payment",
        Action::AdvanceAgent { .. } => "advance",
        Action::AttachGear { .. } => "attach",
        Action::DeclareAttacker { .. } => "attack",
        Action::Block { .. } => "defend",
        Action::Confirm => "confirm",
        Action::OrderDefender { .. } => "order",
        Action::Split { .. } => "split",
        Action::ChooseTarget { .. } => "choose_target",
        Action::ReactiveNext { .. } => "order_reactive",
        Action::LoseBiome { .. } => "collapse",
        Action::Discard { .. } => "discard",
        Action::Swap { .. } => "swap",
        Action::Ready => "ready",
        Action::Concede => "concede",
    }
}

impl Nexus {
    pub(crate) fn nm(&self, c: CardId) -> String {
        if c.index() < self.cards.len() {
            self.name(c).to_string()
        } else {
            format!("card {}", c.0)
        }
    }

    pub(crate) fn tgt(&self, t: Target) -> String {
        match t {
            Target::Agent(a) => format!("{} ({})", self.nm(a), seat_name(a.owner().min(1))),
            Target::Sector { seat, biome } => {
                format!("{}'s {} sector", seat_name((seat as usize).min(1)), SLOT_NAMES[(biome as usize).min(2)])
            }
            Target::Item(id) => match self.item_index(id) {
                Some(i) => self.item_name(i),
                None => format!("queue entry {id}"),
            },
        }
    }

    /// The words of an action, as a person reads it.
    pub fn label(&self, a: &Action) -> String {
        let slot = |b: u8| SLOT_NAMES[(b as usize).min(2)];
        match a {
            Action::Keep => "Keep this hand".into(),
            Action::Mulligan => "Mulligan: shuffle and draw a new hand".into(),
            Action::Bottom { card } => format!("Put {} on the bottom of your deck", self.nm(*card)),
            Action::Pass => "Pass".into(),
            Action::Play { card, target, biome } => {
                let mut s = format!("Play {}", self.nm(*card));
                if let Some(t) = target {
                    s.push_str(&format!(" on {}", self.tgt(*t)));
                }
                if let Some(b) = biome {
                    s.push_str(&format!(", arriving in {}", slot(*b)));
                }
                s
            }
            Action::Activate { card, target } => {
                format!("{}: lock and pay {{T}} to deal 1 to {}", self.nm(*card), self.tgt(*target))
            }
            Action::Convert { card } => format!("Convert {} into an energy source", self.nm(*card)),
            Action::PlayAnomaly { card } => format!("Play the anomaly {}", self.nm(*card)),
            Action::Lock { source } => format!("Lock {} to pay", self.nm(*source)),
            Action::CancelPayment => "Cancel: do not take this action".into(),
            Action::AdvanceAgent { agent, biome } => format!("Advance {} into {}", self.nm(*agent), slot(*biome)),
            Action::AttachGear { gear, agent } => format!("Attach {} to {}", self.nm(*gear), self.nm(*agent)),
            Action::DeclareAttacker { agent } => format!("Attack with {}", self.nm(*agent)),
            Action::Block { defender, attacker } => {
                format!("{} defends against {}", self.nm(*defender), self.nm(*attacker))
            }
            Action::Confirm => match self.step {
                Step::AdvanceDeclare(_) if self.draft.moves.is_empty() => "Do not advance".into(),
                Step::AdvanceDeclare(_) => "Declare this advance".into(),
                Step::AttackDeclare if self.draft.attackers.is_empty() => "Do not attack".into(),
                Step::AttackDeclare => "Declare these attackers".into(),
                Step::DefendDeclare if self.draft.blocks.is_empty() => "Do not defend".into(),
                _ => "Declare these defenders".into(),
            },
            Action::OrderDefender { defender } => format!("{} takes damage next", self.nm(*defender)),
            Action::Split { amounts } => {
                let defs = match self.pending {
                    Some(Pending::Split { attacker, .. }) => self.defenders_of(attacker),
                    _ => Vec::new(),
                };
                let parts: Vec<String> = amounts
                    .iter()
                    .enumerate()
                    .map(|(i, x)| match defs.get(i) {
                        Some(&d) => format!("{x} to {}", self.nm(d)),
                        None => format!("{x}"),
                    })
                    .collect();
                format!("Assign {}", parts.join(", "))
            }
            Action::ChooseTarget { target } => format!("Target {}", self.tgt(*target)),
            Action::ReactiveNext { card } => format!("{}'s skill enters the queue next", self.nm(*card)),
            Action::LoseBiome { biome } => format!("Lose {} (collapse)", slot(*biome)),
            Action::Discard { card } => format!("Discard {}", self.nm(*card)),
            Action::Swap { out, slot } => {
                let seat = out.owner().min(1);
                let incoming = self.players[seat].reserve.get(*slot as usize).map_or("a reserve card", |&d| {
                    super::cards::def_of(d).name
                });
                format!("Swap {} out for {incoming} from your reserve", self.nm(*out))
            }
            Action::Ready => "Ready: play the next match with this deck".into(),
            Action::Concede => "Concede the match".into(),
        }
    }
}

impl Describe for Nexus {
    type Preview = ();

    fn describe(&self, action: &Action) -> ActionInfo {
        ActionInfo { kind: kind(action), label: self.label(action) }
    }
}
