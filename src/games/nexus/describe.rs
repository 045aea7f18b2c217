//! Words: action labels, the pending decision for the deciding seat, and the checks run
//! after every action (invariants), plus the evaluation used by the computer player.

use super::action::{Action, CardId, Target};
use super::cards::{SECTOR_DURABILITY, SLOT_NAMES};
use super::state::{seat_name, Loc, Nexus, Pending, Step};
use crate::engine::{Decision, DecisionKind};

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
        Action::Concede => "concede",
    }
}

impl Nexus {
    fn nm(&self, c: CardId) -> String {
        if c.index() < self.cards.len() {
            self.name(c).to_string()
        } else {
            format!("card {}", c.0)
        }
    }

    fn tgt(&self, t: Target) -> String {
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
            Action::Concede => "Concede the match".into(),
        }
    }

    /// The pending decision, structured, in words for the deciding seat.
    pub fn decision_now(&self) -> Option<Decision> {
        let seat = self.to_act_seat()?;
        let d = match &self.pending {
            Some(Pending::Bottom { left, .. }) => Decision::new(seat, DecisionKind::Setup, "NX-12.4",
                format!("Click {left} more card(s) in your hand to put them on the bottom of your deck")),
            Some(Pending::Pay { left, paying, .. }) => {
                let what = match paying {
                    super::state::Paying::Card { card, .. } => self.nm(*card),
                    super::state::Paying::Skill { source, .. } => format!("{}'s skill", self.nm(*source)),
                };
                Decision::new(seat, DecisionKind::Discard, "NX-5.4",
                    format!("Pay {} for {what}: click energy sources to lock, or cancel", left.text()))
            }
            Some(Pending::OrderReactives { left, .. }) => Decision::new(seat, DecisionKind::Order, "NX-10.3",
                format!("{} of your reactive skills trigger together: click the one that enters the queue next (the last in executes first)", left.len())),
            Some(Pending::ReactiveTarget { source, .. }) => Decision::new(seat, DecisionKind::Target, "NX-6.6",
                format!("Choose a target for {}'s reactive skill", self.nm(*source))).for_source(source.0 as u32),
            Some(Pending::OrderDefenders { attacker, .. }) => Decision::new(seat, DecisionKind::Order, "NX-9.3.4",
                format!("Click the defender of {} that takes its damage next", self.nm(*attacker))).for_source(attacker.0 as u32),
            Some(Pending::Split { attacker, .. }) => Decision::new(seat, DecisionKind::Amount, "NX-9.4.3",
                format!("Split {}'s {} damage among its defenders, in order", self.nm(*attacker), self.attack(*attacker).max(0)))
                .for_source(attacker.0 as u32),
            Some(Pending::Collapse { .. }) => Decision::new(seat, DecisionKind::Option, "NX-11.4",
                "You cannot draw: choose one of your biomes to lose"),
            Some(Pending::Discard { .. }) => Decision::new(seat, DecisionKind::Discard, "NX-8.5.2",
                format!("Click a card to discard: your hand must come down to 7 ({} now)", self.players[seat].hand.len())),
            None => match self.step {
                Step::Mulligan => Decision::new(seat, DecisionKind::Setup, "NX-12.4", "Keep this hand or mulligan"),
                Step::AdvanceDeclare(_) => Decision::new(seat, DecisionKind::Turn, "NX-9.1.1",
                    "Advance: click agents in your staging and a biome for each, attach gear, then Declare (or do not advance)"),
                Step::AttackDeclare => Decision::new(seat, DecisionKind::Turn, "NX-9.2.3",
                    "Attack: click your agents in the biomes that attack, then Declare (or do not attack)"),
                Step::DefendDeclare => Decision::new(seat, DecisionKind::Turn, "NX-9.3.3",
                    "Defend: click your agents and the attacker each blocks, then Declare (or do not defend)"),
                _ => {
                    let speeds: Vec<String> = self.speeds_for(seat).iter().map(|s| s.to_string()).collect();
                    let mine = seat == self.active;
                    let what = if speeds.is_empty() { "no speed".to_string() } else { format!("speed {}", speeds.join("/")) };
                    let words = if !self.queue.is_empty() {
                        format!("Answer {} with a {what} action, or pass to let it execute", self.item_name(self.queue.len() - 1))
                    } else if mine && self.step.is_primary() {
                        format!("Your turn: take a {what} action, convert or play an anomaly, or pass")
                    } else {
                        format!("You may take a {what} action, or pass")
                    };
                    Decision::new(seat, DecisionKind::Respond, "NX-6.4.1", words)
                }
            },
        };
        Some(d)
    }

    /// The speeds `seat` may use right now (for the table and the prompt).
    pub fn speeds_for(&self, seat: super::super::super::engine::Seat) -> Vec<u8> {
        [1u8, 2, 3].into_iter().filter(|&s| self.check_speed(seat, s).is_ok()).collect()
    }

    /// Cards conserved (each of the 90 in exactly one place, matching its `loc`), no
    /// negative counters, and no finished match left running.
    pub fn invariants(&self) -> Result<(), String> {
        // It runs after every simulated action: a tight check first, the words only on failure.
        if !self.cards_in_place() {
            return self.cards_in_place_words();
        }
        if self.sectors.iter().flatten().any(|&d| d > SECTOR_DURABILITY) {
            return Err("a sector above its starting durability".into());
        }
        if !self.book.is_over() && self.queue.is_empty() && self.pending.is_none() && self.step != Step::Mulligan {
            let need = self.opts.biomes_to_lose_match as usize;
            if (0..2).any(|s| self.lost_count(s) >= need) {
                return Err("a player has lost enough biomes but the match goes on".into());
            }
        }
        Ok(())
    }

    /// Every card listed exactly once, where its `loc` says, in its owner's areas, with
    /// no negative damage. The zone lists write the place they give each card into a small
    /// array (a card written twice is listed twice), then one pass in card order compares
    /// it with the card's own `loc`: sequential reads, no allocation (it runs after every
    /// simulated action).
    fn cards_in_place(&self) -> bool {
        // No card id reaches 128, so this place is never a real one.
        const UNSET: Loc = Loc::Attached(CardId(255));
        let n = self.cards.len();
        if n == 0 || n > 128 {
            return false;
        }
        let mut want = [UNSET; 128];
        let mut ok = true;
        macro_rules! put {
            ($c:expr, $loc:expr) => {{
                let i = $c.index() & 127;
                ok &= $c.index() < n && want[i] == UNSET;
                want[i] = $loc;
            }};
        }
        for (s, p) in self.players.iter().enumerate() {
            // The seat's own ids (`CardId::owner`, without a division per card).
            let (lo, hi) = (s * super::cards::DECK_SIZE, (s + 1) * super::cards::DECK_SIZE);
            for (z, loc) in [(&p.deck, Loc::Deck), (&p.hand, Loc::Hand), (&p.staging, Loc::Staging), (&p.cache, Loc::Cache)] {
                for &c in z {
                    ok &= (lo..hi).contains(&c.index());
                    put!(c, loc);
                }
            }
            for (b, zone) in p.biomes.iter().enumerate() {
                for &c in zone {
                    put!(c, Loc::Biome(b as u8));
                }
            }
        }
        for it in &self.queue {
            if let super::state::ItemKind::Card { card, .. } = it.kind {
                put!(card, Loc::Queue);
            }
        }
        for (i, k) in self.cards.iter().enumerate() {
            for &a in &k.attached {
                put!(a, Loc::Attached(CardId(i as u8)));
            }
        }
        for (k, w) in self.cards.iter().zip(want.iter()) {
            ok &= k.damage >= 0 && k.loc == *w;
        }
        ok
    }

    /// The same check, saying what is wrong.
    fn cards_in_place_words(&self) -> Result<(), String> {
        let mut seen = [0u8; 256];
        let mut check = |c: CardId, loc: Loc| -> Result<(), String> {
            if self.cards.get(c.index()).map(|k| k.loc) != Some(loc) {
                return Err(format!("card {} is listed in {loc:?} but is elsewhere", c.0));
            }
            seen[c.index()] += 1;
            Ok(())
        };
        for (s, p) in self.players.iter().enumerate() {
            let zones: [(&Vec<CardId>, Loc); 4] =
                [(&p.deck, Loc::Deck), (&p.hand, Loc::Hand), (&p.staging, Loc::Staging), (&p.cache, Loc::Cache)];
            for (z, loc) in zones {
                for &c in z {
                    if c.owner() != s {
                        return Err(format!("card {} in the wrong seat's area", c.0));
                    }
                    check(c, loc)?;
                }
            }
            for (b, zone) in p.biomes.iter().enumerate() {
                for &c in zone {
                    check(c, Loc::Biome(b as u8))?;
                }
            }
        }
        for (i, k) in self.cards.iter().enumerate() {
            for &a in &k.attached {
                check(a, Loc::Attached(CardId(i as u8)))?;
            }
            if k.damage < 0 {
                return Err(format!("card {i} has negative damage"));
            }
        }
        for it in &self.queue {
            if let super::state::ItemKind::Card { card, .. } = it.kind {
                check(card, Loc::Queue)?;
            }
        }
        if let Some(i) = seen[..self.cards.len().min(256)].iter().position(|&n| n != 1) {
            return Err(format!("card {i} is in {} places", seen[i]));
        }
        Err(format!("{} cards: more than the 128 the check counts, or none", self.cards.len()))
    }
}
