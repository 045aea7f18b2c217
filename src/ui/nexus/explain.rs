//! Nexus's words for the Hint's reason: what a move does, read from the seat's views one
//! move apart (and the automatic steps after it): sectors struck and biomes taken
//! (NX-11.1), agents damaged and terminated (NX-6.8), what enters the queue and what
//! executes (NX-4.3), sources gained and locked (NX-5.3-5.6), the battle's declarations
//! (NX-9), the mulligan (NX-12.4).

use crate::engine::prelude::*;
use crate::engine::Seat;
use crate::games::nexus::cards::Kind;
use crate::games::nexus::view::{CardView, NexusView};
use crate::games::nexus::{CardId, Nexus, Step};

/// The sentence being written: its parts, joined by commas.
#[derive(Default)]
struct Words(String);

impl Words {
    /// Starts a new part.
    fn part(&mut self) -> &mut Self {
        if !self.0.is_empty() {
            self.0.push_str(", ");
        }
        self
    }
    fn say(&mut self, words: &str) -> &mut Self {
        self.0.push_str(words);
        self
    }
    fn num(&mut self, n: i64) -> &mut Self {
        self.say(&n.to_string())
    }
}

/// The agents on the planet (biomes and staging) of `seat`.
fn agents(v: &NexusView, seat: usize) -> impl Iterator<Item = &CardView> {
    let biomes = v.planet.iter().flat_map(move |b| &b.agents[seat]);
    biomes.chain(&v.players[seat].staging).filter(|c| c.kind == Kind::Agent && !c.converted)
}

/// Sectors struck and biomes won or lost, then agents hurt or terminated, theirs first.
fn battle(b: &NexusView, a: &NexusView, me: usize, w: &mut Words) {
    for seat in [1 - me, me] {
        let whose = if seat == me { "your " } else { "their " };
        for (was, now) in b.planet.iter().zip(&a.planet) {
            let (d0, d1) = (was.durability[seat].max(0), now.durability[seat].max(0));
            if now.lost[seat] && !was.lost[seat] {
                w.part().say(if seat == me { "loses your " } else { "takes their " }).say(now.slot).say(" biome");
            } else if d1 < d0 {
                w.part().say("deals ").num((d0 - d1).into()).say(" damage to ").say(whose).say(now.slot);
                w.say(" sector (").num(d0.into()).say(" → ").num(d1.into()).say(")");
            }
        }
        for c in agents(b, seat) {
            match agents(a, seat).find(|n| n.id == c.id) {
                None if a.players[seat].cache.iter().any(|x| x.id == c.id) => {
                    w.part().say("terminates ").say(whose).say(c.name);
                }
                Some(n) if n.damage > c.damage => {
                    w.part().say("deals ").num((n.damage - c.damage).into()).say(" damage to ").say(whose).say(c.name);
                }
                _ => {}
            }
        }
    }
}

/// What enters the queue, what leaves it, what is cancelled in it.
fn queue(b: &NexusView, a: &NexusView, w: &mut Words) {
    for i in &a.queue {
        match b.queue.iter().find(|o| o.id == i.id) {
            None => {
                w.part().say("puts ").say(&i.what).say(" on the queue");
                if !i.targets.is_empty() {
                    w.say(" (").say(&i.targets.join("; ")).say(")");
                }
            }
            Some(o) if i.cancelled && !o.cancelled => {
                w.part().say("cancels ").say(&i.what);
            }
            _ => {}
        }
    }
    for i in b.queue.iter().filter(|i| !a.queue.iter().any(|o| o.id == i.id)) {
        w.part().say(&i.what).say(if i.cancelled { " fizzles (cancelled)" } else { " executes" });
    }
}

/// Your staging, energy, advances, declarations and opening hand.
fn yours(b: &NexusView, a: &NexusView, me: usize, w: &mut Words) {
    let (pb, pa) = (&b.players[me], &a.players[me]);
    let was_in = |list: &[CardView], id| list.iter().any(|o| o.id == id);
    let in_biome = |v: &NexusView, id| v.planet.iter().any(|x| was_in(&x.agents[me], id));
    for c in pa.staging.iter().filter(|c| !was_in(&pb.staging, c.id) && !in_biome(b, c.id)) {
        let energy = c.output.as_deref().map(super::gems::words).unwrap_or_default();
        match (c.converted, c.output.is_some()) {
            (true, _) => w.part().say("converts ").say(c.name).say(" into a source of ").say(&energy),
            (_, true) => w.part().say("adds the anomaly ").say(c.name).say(", a source of ").say(&energy),
            _ => w.part().say(c.name).say(" arrives in your staging"),
        };
    }
    for x in &a.planet {
        for c in x.agents[me].iter().filter(|c| was_in(&pb.staging, c.id)) {
            w.part().say(c.name).say(" advances into ").say(x.slot);
        }
    }
    if pa.energy_ready < pb.energy_ready && pa.energy_total >= pb.energy_total {
        w.part().say("locks ").num((pb.energy_ready - pa.energy_ready) as i64).say(" source(s), ");
        w.num(pa.energy_ready as i64).say(" of ").num(pa.energy_total as i64).say(" left ready");
    }
    let name = |id: CardId| super::interact::find_card(a, id).map_or("an agent", |c| c.name);
    for &(c, to) in a.draft.moves.iter().filter(|m| !b.draft.moves.contains(m)) {
        w.part().say("sends ").say(name(c)).say(" to advance into ").say(a.planet.get(to as usize).map_or("", |x| x.slot));
    }
    for &c in a.draft.attackers.iter().filter(|c| !b.draft.attackers.contains(c)) {
        w.part().say("readies ").say(name(c)).say(" to attack");
    }
    for &(d, x) in a.draft.blocks.iter().filter(|m| !b.draft.blocks.contains(m)) {
        w.part().say("sets ").say(name(d)).say(" to block ").say(name(x));
    }
    if b.step == Step::Mulligan {
        let (hb, ha) = (pb.hand.as_deref().unwrap_or_default(), pa.hand.as_deref().unwrap_or_default());
        match hb.iter().find(|c| !was_in(ha, c.id)) {
            Some(c) if ha.len() < hb.len() => w.part().say("puts ").say(c.name).say(" on the bottom of your deck"),
            Some(_) => w.part().say("shuffles this hand away for a new hand of six"),
            None => w.part().say("keeps this opening hand"),
        };
    }
}

/// The words, or `None` when nothing the reason names changed.
pub fn explain(before: &Nexus, after: &Nexus, seat: Seat) -> Option<String> {
    let (b, a) = (before.view(seat), after.view(seat));
    let me = seat.min(1);
    let mut w = Words::default();
    if let Some(o) = &a.outcome {
        w.say(if o.winners.contains(&seat) { "wins the match" } else { "ends the match" });
    }
    battle(&b, &a, me, &mut w);
    yours(&b, &a, me, &mut w);
    queue(&b, &a, &mut w);
    if w.0.is_empty() && a.phase != b.phase {
        w.say("passes, and the turn moves on to ").say(&a.phase.join(": "));
    } else if w.0.is_empty() && a.floor != b.floor {
        w.say("passes the floor to the other player");
    }
    (!w.0.is_empty()).then_some(w.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Match, RandomBot};
    use crate::games::nexus::Action;

    /// The words for the first move of random games that `pick` chooses, and the move.
    fn words_for(pick: impl Fn(&Nexus, &[Action]) -> Option<Action>) -> (String, Action) {
        for seed in 1..40 {
            let mut m = Match::<Nexus>::new(Default::default(), seed).unwrap();
            let mut bot = RandomBot::new(seed);
            while m.state().outcome().is_none() {
                let g = m.state().clone();
                let seat = g.to_act().unwrap();
                if let Some(a) = pick(&g, &g.legal_actions()) {
                    let mut after = g.clone();
                    after.apply(&a).unwrap();
                    return (explain(&g, &after, seat).unwrap_or_default(), a);
                }
                let a = bot.choose(m.state()).unwrap();
                m.apply(&a).unwrap();
            }
        }
        panic!("no such move in 40 random games");
    }

    fn first(l: &[Action], f: impl Fn(&Action) -> bool) -> Option<Action> {
        l.iter().find(|a| f(a)).cloned()
    }

    #[test]
    fn the_mulligan_choice_is_said_in_its_words() {
        let (kept, _) = words_for(|_, l| first(l, |a| *a == Action::Keep));
        assert_eq!(kept, "keeps this opening hand");
        let (redrawn, _) = words_for(|_, l| first(l, |a| *a == Action::Mulligan));
        assert!(redrawn.contains("new hand of six"), "{redrawn}");
    }

    #[test]
    fn a_conversion_names_the_card_and_the_energy_it_makes() {
        let (w, a) = words_for(|_, l| first(l, |a| matches!(a, Action::Convert { .. })));
        assert!(w.starts_with("converts ") && w.contains("into a source of "), "{a:?}: {w}");
        assert!(w.contains("Ember") || w.contains("Tide") || w.contains("Void"), "the energy by its name: {w}");
    }

    #[test]
    fn a_declared_advance_says_where_the_agent_goes() {
        let (w, a) = words_for(|_, l| first(l, |a| matches!(a, Action::AdvanceAgent { .. })));
        assert!(w.contains("to advance into Left") || w.contains("into Center") || w.contains("into Right"), "{a:?}: {w}");
    }

    #[test]
    fn a_card_played_goes_on_the_queue_and_its_cost_locks_sources() {
        let (w, a) = words_for(|g, l| {
            first(l, |a| matches!(a, Action::Play { .. })).filter(|_| g.legal_actions().len() > 2)
        });
        assert!(w.contains("on the queue") || w.contains("locks "), "{a:?}: {w}");
        assert!(!w.contains("hand") || w.contains("hand of"), "no zone counts: {w}");
    }

    #[test]
    fn damage_to_a_sector_is_said_with_its_durability() {
        // Passing through a battle's damage step: find a pass after which a sector falls.
        let (w, _) = words_for(|g, l| {
            let seat = g.to_act()?;
            first(l, |a| *a == Action::Pass).filter(|a| {
                let mut after = g.clone();
                after.apply(a).is_ok() && {
                    let (b, n) = (g.view(seat), after.view(seat));
                    b.planet.iter().zip(&n.planet).any(|(x, y)| y.durability != x.durability)
                }
            })
        });
        assert!(w.contains("damage to") && w.contains("sector (") && w.contains(" → "), "{w}");
    }
}
