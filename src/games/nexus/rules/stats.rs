//! Current statistics (NX-10.7): printed + markers + attachments + persistent skills +
//! biome influence + temporary effects, recomputed on demand.

use super::super::action::CardId;
use super::super::cards::ability::Aura;
use super::super::cards::{pool, Kind};
use super::super::options::Planet;
use super::super::state::{Loc, Nexus};

impl Nexus {
    /// Whether `c` is an attacker still in the battle (NX-9.3.6).
    pub fn attacking(&self, c: CardId) -> bool {
        matches!(self.card(c).loc, Loc::Biome(_)) && self.battle.attackers.contains(&c)
    }

    /// Whether `c` is a defender still in the battle.
    pub fn defending(&self, c: CardId) -> bool {
        matches!(self.card(c).loc, Loc::Biome(_)) && self.battle.blocks.iter().any(|(_, ds)| ds.contains(&c))
    }

    /// A biome's influence applies only on Halvard's Reach and while nobody has lost it (NX-11.1).
    fn influence(&self, c: CardId) -> Option<Aura> {
        let b = self.biome_of(c)?;
        if self.opts.planet != Planet::HalvardsReach || self.lost[0][b as usize] || self.lost[1][b as usize] {
            return None;
        }
        pool().biomes.get(b as usize).and_then(|x| x.influence)
    }

    /// Whether a modifier reaches agent `c` now (its kind of agent, attacking or defending).
    fn aura_applies(&self, a: &Aura, c: CardId, ranged: bool) -> bool {
        (!a.melee_only || !ranged)
            && (!a.ranged_only || ranged)
            && (!a.while_attacking || self.attacking(c))
            && (!a.while_defending || self.defending(c))
    }

    /// Ranged (printed, or given by something attached).
    pub fn ranged(&self, c: CardId) -> bool {
        self.def(c).ranged || self.card(c).attached.iter().any(|&a| self.def(a).bonus.ranged)
    }

    /// Attack (or, `defense`, defense) from attachments, persistent modifiers in its
    /// controller's staging and its biome's influence (NX-10.7). Only the asked number
    /// is worked out: the state checks read every agent's defense after each execution.
    fn modifier(&self, c: CardId, defense: bool) -> i32 {
        let of = |attack: i32, def: i32| if defense { def } else { attack };
        let k = self.card(c);
        let mut n: i32 = k.attached.iter().map(|&x| self.def(x).bonus).map(|b| of(b.attack, b.defense)).sum();
        let ranged = std::cell::OnceCell::new();
        let gives = |a: &Aura| {
            let v = of(a.attack, a.defense);
            if v != 0 && self.aura_applies(a, c, *ranged.get_or_init(|| self.ranged(c))) {
                v
            } else {
                0
            }
        };
        for &s in &self.players[c.owner()].staging {
            let sk = self.card(s);
            if let Some(aura) = sk.def().aura.filter(|_| !sk.converted) {
                n += gives(&aura);
            }
        }
        if let Some(aura) = self.influence(c) {
            n += gives(&aura);
        }
        n
    }

    pub fn attack(&self, c: CardId) -> i32 {
        let k = self.card(c);
        k.def().attack + k.increase as i32 + k.temp_attack + self.modifier(c, false)
    }

    pub fn defense(&self, c: CardId) -> i32 {
        let k = self.card(c);
        k.def().defense + k.increase as i32 + k.temp_defense + self.modifier(c, true)
    }

    /// Damage still needed to terminate `c` (NX-9.4.3).
    pub fn terminal(&self, c: CardId) -> i32 {
        let marked = if self.opts.terminal_uses_marked_damage { self.card(c).damage } else { 0 };
        (self.defense(c) - marked).max(0)
    }

    /// Whether `c` can pay a lock cost now (NX-7.2, NX-7.6).
    pub(crate) fn can_lock(&self, c: CardId) -> bool {
        let k = self.card(c);
        let arriving = k.def().kind == Kind::Agent && !k.converted && k.arrived == self.turn;
        !k.locked && !arriving
    }
}
