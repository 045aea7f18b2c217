//! Nexus's words for the Hint's reason: what a move does, read from the seat's views one
//! move apart (and the automatic steps after it): sectors struck and biomes taken
//! (NX-11.1), agents damaged and terminated (NX-6.8), what enters the queue and what
//! executes (NX-4.3), sources gained and locked (NX-5.3-5.6), the battle's declarations
//! (NX-9), the mulligan (NX-12.4).

use crate::engine::prelude::*;
use crate::engine::Seat;
use crate::games::nexus::view::{CardView, NexusView};
use crate::games::nexus::{Nexus, Step};

/// The agents on the planet (biomes and staging) of `seat`, with their damage.
fn agents(v: &NexusView, seat: usize) -> Vec<&CardView> {
    let biomes = v.planet.iter().flat_map(|b| &b.agents[seat]);
    biomes.chain(&v.players[seat].staging).filter(|c| c.kind == crate::games::nexus::cards::Kind::Agent && !c.converted).collect()
}

/// Sectors struck and biomes won or lost.
fn sectors(b: &NexusView, a: &NexusView, me: usize, parts: &mut Vec<String>) {
    for (was, now) in b.planet.iter().zip(&a.planet) {
        for seat in [1 - me, me] {
            let whose = if seat == me { "your" } else { "their" };
            let (d0, d1) = (was.durability[seat].max(0), now.durability[seat].max(0));
            if now.lost[seat] && !was.lost[seat] {
                parts.push(if seat == me { format!("loses your {} biome", now.slot) } else { format!("takes their {} biome", now.slot) });
            } else if d1 < d0 {
                parts.push(format!("deals {} damage to {whose} {} sector ({d0} → {d1})", d0 - d1, now.slot));
            }
        }
    }
}

/// Agents hurt or terminated, theirs first.
fn fights(b: &NexusView, a: &NexusView, me: usize, parts: &mut Vec<String>) {
    for seat in [1 - me, me] {
        let whose = if seat == me { "your" } else { "their" };
        let now = agents(a, seat);
        for c in agents(b, seat) {
            match now.iter().find(|n| n.id == c.id) {
                None if a.players[seat].cache.iter().any(|x| x.id == c.id) => {
                    parts.push(format!("terminates {whose} {}", c.name));
                }
                Some(n) if n.damage > c.damage => parts.push(format!("deals {} damage to {whose} {}", n.damage - c.damage, c.name)),
                _ => {}
            }
        }
    }
}

/// What enters the queue and what leaves it.
fn queue(b: &NexusView, a: &NexusView, parts: &mut Vec<String>) {
    for i in a.queue.iter().filter(|i| !b.queue.iter().any(|o| o.id == i.id)) {
        let aim = if i.targets.is_empty() { String::new() } else { format!(" ({})", i.targets.join("; ")) };
        parts.push(format!("puts {} on the queue{aim}", i.what));
    }
    for i in b.queue.iter().filter(|i| !a.queue.iter().any(|o| o.id == i.id)) {
        parts.push(if i.cancelled { format!("{} fizzles (cancelled)", i.what) } else { format!("{} executes", i.what) });
    }
    for i in a.queue.iter().filter(|i| i.cancelled && b.queue.iter().any(|o| o.id == i.id && !o.cancelled)) {
        parts.push(format!("cancels {}", i.what));
    }
}

/// Your staging, energy, advances, declarations and opening hand.
fn yours(b: &NexusView, a: &NexusView, me: usize, parts: &mut Vec<String>) {
    let (pb, pa) = (&b.players[me], &a.players[me]);
    let was_in_biome = |id| b.planet.iter().any(|x| x.agents[me].iter().any(|o| o.id == id));
    for c in pa.staging.iter().filter(|c| !pb.staging.iter().any(|o| o.id == c.id) && !was_in_biome(c.id)) {
        let energy = c.output.as_deref().map(super::gems::words).unwrap_or_default();
        parts.push(if c.converted {
            format!("converts {} into a source of {energy}", c.name)
        } else if c.output.is_some() {
            format!("adds the anomaly {}, a source of {energy}", c.name)
        } else {
            format!("{} arrives in your staging", c.name)
        });
    }
    for x in &a.planet {
        for c in x.agents[me].iter().filter(|c| pb.staging.iter().any(|o| o.id == c.id)) {
            parts.push(format!("{} advances into {}", c.name, x.slot));
        }
    }
    if pa.energy_ready < pb.energy_ready && pa.energy_total >= pb.energy_total {
        let n = pb.energy_ready - pa.energy_ready;
        parts.push(format!("locks {n} source(s), {} of {} left ready", pa.energy_ready, pa.energy_total));
    }
    let slot = |i: u8| a.planet.get(i as usize).map_or("", |x| x.slot);
    for (c, to) in a.draft.moves.iter().filter(|m| !b.draft.moves.contains(m)) {
        parts.push(format!("sends {} to advance into {}", name(a, *c), slot(*to)));
    }
    for c in a.draft.attackers.iter().filter(|c| !b.draft.attackers.contains(c)) {
        parts.push(format!("readies {} to attack", name(a, *c)));
    }
    for (d, x) in a.draft.blocks.iter().filter(|m| !b.draft.blocks.contains(m)) {
        parts.push(format!("sets {} to block {}", name(a, *d), name(a, *x)));
    }
    if b.step == Step::Mulligan {
        let (hb, ha) = (pb.hand.as_deref().unwrap_or_default(), pa.hand.as_deref().unwrap_or_default());
        let gone = hb.iter().find(|c| !ha.iter().any(|o| o.id == c.id));
        parts.push(match gone {
            Some(c) if ha.len() < hb.len() => format!("puts {} on the bottom of your deck", c.name),
            Some(_) => "shuffles this hand away for a new hand of six".into(),
            None => "keeps this opening hand".into(),
        });
    }
}

fn name(v: &NexusView, id: crate::games::nexus::CardId) -> &'static str {
    super::interact::find_card(v, id).map_or("an agent", |c| c.name)
}

/// The words, or `None` when nothing the reason names changed.
pub fn explain(before: &Nexus, after: &Nexus, seat: Seat) -> Option<String> {
    let (b, a) = (before.view(seat), after.view(seat));
    let me = seat.min(1);
    let mut parts = Vec::new();
    if let Some(o) = &a.outcome {
        parts.push(if o.winners.contains(&seat) { "wins the match".to_string() } else { "ends the match".to_string() });
    }
    sectors(&b, &a, me, &mut parts);
    fights(&b, &a, me, &mut parts);
    yours(&b, &a, me, &mut parts);
    queue(&b, &a, &mut parts);
    if parts.is_empty() && a.phase != b.phase {
        parts.push(format!("passes, and the turn moves on to {}", a.phase.join(": ")));
    } else if parts.is_empty() && a.floor != b.floor {
        parts.push("passes the floor to the other player".into());
    }
    (!parts.is_empty()).then(|| parts.join(", "))
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
