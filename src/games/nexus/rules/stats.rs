//! Current statistics (NX-10.7): printed + markers + attachments + persistent skills +
//! biome influence + temporary effects, recomputed on demand.

use super::super::action::CardId;
use super::super::cards::{Ability, Kind};
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
    fn influence(&self, c: CardId) -> Option<u8> {
        let b = self.biome_of(c)?;
        (self.opts.planet == Planet::HalvardsReach && !self.lost[0][b as usize] && !self.lost[1][b as usize])
            .then_some(b)
    }

    /// Ranged (printed, or a Harmonic Lens attached).
    pub fn ranged(&self, c: CardId) -> bool {
        self.def(c).ranged || self.card(c).attached.iter().any(|&a| self.def(a).ability == Ability::HarmonicLens)
    }

    pub fn attack(&self, c: CardId) -> i32 {
        let k = self.card(c);
        let mut a = k.def().attack + k.increase as i32 + k.temp_attack;
        for &x in &k.attached {
            a += match self.def(x).ability {
                Ability::HeatSink => 2,
                Ability::HarmonicLens | Ability::Coilshot => 1,
                _ => 0,
            };
        }
        let ranged = self.ranged(c);
        if !ranged && self.attacking(c) {
            let doctrines = self.players[c.owner()]
                .staging
                .iter()
                .filter(|&&s| !self.card(s).converted && self.def(s).ability == Ability::FurnaceDoctrine)
                .count();
            a += doctrines as i32;
        }
        match self.influence(c) {
            Some(0) if ranged => a += 1,
            Some(2) if !ranged && self.attacking(c) => a += 1,
            _ => {}
        }
        a
    }

    pub fn defense(&self, c: CardId) -> i32 {
        let k = self.card(c);
        let mut d = k.def().defense + k.increase as i32 + k.temp_defense;
        for &x in &k.attached {
            d += match self.def(x).ability {
                Ability::Slagplate => 2,
                Ability::Coilshot => 1,
                _ => 0,
            };
        }
        if self.influence(c) == Some(1) && self.defending(c) {
            d += 1;
        }
        d
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
