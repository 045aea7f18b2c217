//! Attack step (NX-9.2): start-of-attack skills, the pre-attack window, declaring
//! attackers (they lock, NX-7.3) and the post-attack window.

use crate::log_line;
use super::super::super::action::CardId;
use super::super::super::state::{seat_name, ItemKind, Loc, Nexus, Step};
use super::super::Refusal;

impl Nexus {
    /// NX-9.2.3: an agent of the active player in a biome, unlocked, not arrived this turn.
    pub(crate) fn check_attacker(&self, agent: CardId) -> Result<(), Refusal> {
        if self.step != Step::AttackDeclare || self.pending.is_some() {
            return Err(Refusal::new(
                "NX-9.2.3",
                "attackers are declared only in the attack step, once the queue is empty",
            ));
        }
        if agent.index() >= self.cards.len() || agent.owner() != self.active || !self.is_agent(agent) {
            return Err(Refusal::new("NX-9.2.3", "attack with one of your own agents"));
        }
        let k = self.card(agent);
        if !matches!(k.loc, Loc::Biome(_)) {
            return Err(Refusal::new("NX-9.2.3", "only agents in a biome can attack"));
        }
        if k.locked {
            return Err(Refusal::new("NX-9.2.3", "a locked agent cannot attack"));
        }
        if k.arrived == self.turn {
            return Err(Refusal::new("NX-9.2.3", "an agent that arrived this turn cannot attack"));
        }
        if self.draft.attackers.contains(&agent) {
            return Err(Refusal::new("NX-9.2.3", "that agent is already declared"));
        }
        Ok(())
    }

    /// Whether any agent may attack (without listing them).
    pub(crate) fn any_attack_candidate(&self) -> bool {
        self.players[self.active].biomes.iter().flatten().any(|&c| self.check_attacker(c).is_ok())
    }

    pub(crate) fn attack_candidates(&self) -> Vec<CardId> {
        self.players[self.active].biomes.iter().flatten().copied().filter(|&c| self.check_attacker(c).is_ok()).collect()
    }

    /// Confirms the attackers: they lock (NX-7.3) and the attack goes on the queue; the
    /// post-attack window opens with the other player (NX-9.2.4). No attackers: the
    /// defend step is skipped (NX-9.2.5).
    pub(crate) fn confirm_attack(&mut self) {
        let agents = std::mem::take(&mut self.draft.attackers);
        self.draft = Default::default();
        if agents.is_empty() {
            self.log_seat(self.active, "declares no attack");
            self.step = if self.opts.no_attack_skips_defend { Step::DamageRanged } else { Step::PreDefend };
            if self.step == Step::PreDefend {
                self.open_window();
            }
            return;
        }
        for &a in &agents {
            if self.opts.attack_locks {
                self.cards[a.index()].locked = true;
            }
            self.cards[a.index()].attacked = true;
        }
        let names: Vec<&str> = agents.iter().map(|&a| self.name(a)).collect();
        log_line!(self, "{} attacks with {}", seat_name(self.active), names.join(", "));
        self.push_item(self.active, ItemKind::Attack { agents }, None);
        self.step = Step::PostAttack;
        self.open_window();
    }

    /// NX-9.2.5: declared agents still in a biome become attackers.
    pub(crate) fn execute_attack(&mut self, agents: &[CardId]) {
        self.battle.attackers =
            agents.iter().copied().filter(|&a| self.is_agent(a) && self.biome_of(a).is_some()).collect();
        log_line!(self, "The attack executes: {} attacker(s)", self.battle.attackers.len());
    }
}
