//! Damage step (NX-9.4): a ranged sub-step, then a melee one, each simultaneous and
//! followed by a state check; defended attackers split damage among their ordered
//! defenders (terminal damage first, NX-9.4.3); undefended ones hit the sector; then
//! every agent retreats (NX-9.4.6).

use crate::log_line;
use super::super::super::action::CardId;
use super::super::super::state::{seat_name, Loc, Nexus, Pending, Step};
use super::super::Refusal;

impl Nexus {
    /// An attacker's living defenders, in order.
    pub(crate) fn defenders_of(&self, attacker: CardId) -> Vec<CardId> {
        self.battle
            .blocks
            .iter()
            .find(|p| p.0 == attacker)
            .map(|p| p.1.iter().copied().filter(|&d| self.defending(d)).collect())
            .unwrap_or_default()
    }

    /// Every valid split of `attacker`'s damage among its defenders (NX-9.4.3): all of it
    /// assigned, and a defender gets damage only once each before it has its terminal damage.
    pub(crate) fn valid_splits(&self, attacker: CardId) -> Vec<Vec<i32>> {
        let defs = self.defenders_of(attacker);
        let total = self.attack(attacker).max(0);
        let terms: Vec<i32> = defs.iter().map(|&d| self.terminal(d)).collect();
        let mut out = Vec::new();
        let mut cur = Vec::new();
        fn rec(i: usize, left: i32, terms: &[i32], all_terminal: bool, cur: &mut Vec<i32>, out: &mut Vec<Vec<i32>>) {
            if i == terms.len() {
                if left == 0 {
                    out.push(cur.clone());
                }
                return;
            }
            let max = if all_terminal { left } else { 0 };
            for x in 0..=max {
                cur.push(x);
                rec(i + 1, left - x, terms, all_terminal && x >= terms[i], cur, out);
                cur.pop();
            }
        }
        rec(0, total, &terms, true, &mut cur, &mut out);
        out
    }

    pub(crate) fn check_split(&self, amounts: &[i32]) -> Result<(), Refusal> {
        let Some(Pending::Split { attacker, .. }) = self.pending else {
            return Err(Refusal::new("NX-9.4.3", "no battle damage is waiting to be split"));
        };
        if !self.valid_splits(attacker).iter().any(|s| s == amounts) {
            return Err(Refusal::new(
                "NX-9.4.3",
                format!(
                    "assign all {} damage in the defenders' order, each defender its terminal damage before the next gets any",
                    self.attack(attacker).max(0)
                ),
            ));
        }
        Ok(())
    }

    /// Runs one damage sub-step; `false` when a split must be chosen first.
    pub(crate) fn damage_substep(&mut self, ranged: bool) -> bool {
        let mut hits: Vec<(CardId, i32)> = Vec::new();
        let mut sector_hits: Vec<(usize, u8, i32)> = Vec::new();
        let attackers: Vec<CardId> = self.battle.attackers.iter().copied().filter(|&a| self.attacking(a)).collect();
        for &a in &attackers {
            if self.ranged(a) != ranged {
                continue;
            }
            let power = self.attack(a).max(0);
            let b = self.biome_of(a).expect("attackers are in a biome");
            let enemy = Self::other(a.owner());
            let defs = self.defenders_of(a);
            let undefended = !self.battle.defended.contains(&a) || (!self.opts.stay_defended && defs.is_empty());
            if undefended {
                sector_hits.push((enemy, b, power));
                continue;
            }
            if defs.is_empty() {
                continue;
            }
            if self.opts.trample {
                let mut left = power;
                for &d in &defs {
                    let x = self.terminal(d).min(left);
                    hits.push((d, x));
                    left -= x;
                }
                sector_hits.push((enemy, b, left));
                continue;
            }
            if defs.len() == 1 {
                hits.push((defs[0], power));
                continue;
            }
            let chosen = self.battle.splits.iter().find(|s| s.0 == a).map(|s| s.1.clone());
            let split = match chosen {
                Some(s) => s,
                None => {
                    let all = self.valid_splits(a);
                    if all.len() == 1 {
                        all[0].clone()
                    } else {
                        self.pending = Some(Pending::Split { seat: self.active, attacker: a });
                        return false;
                    }
                }
            };
            hits.extend(defs.iter().copied().zip(split));
        }
        for (a, defs) in self.battle.blocks.clone() {
            if !self.attacking(a) {
                continue;
            }
            for d in defs {
                if self.defending(d) && self.ranged(d) == ranged {
                    hits.push((a, self.attack(d).max(0)));
                }
            }
        }
        for (c, n) in hits {
            self.damage_agent(c, n);
        }
        for (s, b, n) in sector_hits {
            self.damage_sector(s, b, n);
        }
        self.battle.splits.clear();
        self.state_check();
        true
    }

    /// The attacking player's split for the attacker waiting for one.
    pub(crate) fn choose_split(&mut self, amounts: Vec<i32>) {
        if let Some(Pending::Split { attacker, .. }) = self.pending.take() {
            let words: Vec<String> = self
                .defenders_of(attacker)
                .iter()
                .zip(&amounts)
                .map(|(&d, x)| format!("{x} to {}", self.name(d)))
                .collect();
            log_line!(self, 
                "{} assigns {}'s damage: {}",
                seat_name(self.active),
                self.name(attacker),
                words.join(", ")
            );
            self.battle.splits.push((attacker, amounts));
        }
    }

    /// NX-9.4.6: every agent still in a biome returns to its staging with its attachments.
    pub fn retreat(&mut self) {
        for seat in 0..2 {
            for b in 0..3 {
                let agents = std::mem::take(&mut self.players[seat].biomes[b]);
                for a in agents {
                    self.cards[a.index()].loc = Loc::Staging;
                    self.players[seat].staging.push(a);
                    if self.opts.gear_detach_on_retreat {
                        let gear: Vec<CardId> =
                            self.card(a).attached.iter().copied().filter(|&g| self.def(g).gear).collect();
                        for g in gear {
                            self.move_card(g, Loc::Staging);
                        }
                    }
                }
            }
        }
        self.battle = Default::default();
        self.log("All agents in the biomes retreat to staging");
        self.step = Step::SecondPrimary;
        self.open_window();
    }
}
