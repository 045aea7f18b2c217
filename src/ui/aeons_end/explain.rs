//! Aeon's End's words for the Hint's reason, from the seat's views one move apart, never
//! the move's own words again ("Play Glimstone" is its label): the aether made and what
//! it buys from the supply (AE-6.1, AE-6.2), what a prepped spell will do, the
//! damage spells and abilities deal (AE-5), minions destroyed and powers discarded (AE-10, AE-6.8), spells prepped
//! (AE-6.6), cards gained (AE-6.2), breaches focused or opened (AE-1.6), charges and
//! abilities (AE-12), aether left unspent at the end of the main phase (AE-1.7), and what
//! the nemesis's turn then did to Gravehold and the mages.

use crate::engine::prelude::*;
use crate::engine::Seat;
use crate::games::aeons_end::cards::NemType;
use crate::games::aeons_end::view::{AeonsEndView, CardView, MageView};
use crate::games::aeons_end::{AeonsEnd, BreachState, CardId, Phase};

use super::interact::ROMAN;
use super::status::last_turn_names;

/// The words, or `None` when nothing they tell of changed.
pub fn explain(before: &AeonsEnd, after: &AeonsEnd, seat: Seat) -> Option<String> {
    let (b, a) = (before.view(seat), after.view(seat));
    let mut parts = Vec::new();
    if let (Some(mb), Some(ma)) = (b.mages.get(b.active), a.mages.get(b.active)) {
        mage_moves(mb, ma, &b, &a, &mut parts);
    }
    enemies(&b, &a, &mut parts);
    turn_end(&b, &a, &mut parts);
    lives(&b, &a, &mut parts);
    if let Some(o) = &a.outcome {
        parts.push(if o.winners.is_empty() { "and the mages lose".into() } else { "and the mages win".into() });
    }
    (!parts.is_empty()).then(|| parts.join(", "))
}

/// The cards of `after` whose ids are not in `was`.
fn new_cards<'a>(was: &'a [CardId], after: &'a [CardView]) -> impl Iterator<Item = &'a CardView> {
    after.iter().filter(move |c| !was.contains(&c.id))
}



/// The first sentence of a card's text, quoted.
fn effect(text: &str) -> String {
    format!("“{}”", text.split(". ").next().unwrap_or("").trim_end_matches('.'))
}

/// What `aether` buys from the supply (AE-6.2): the costliest card it now reaches that
/// `was` did not, else the cheapest still out of reach.
fn buys(was: u32, aether: u32, a: &AeonsEndView) -> String {
    let cards = a.supply.iter().filter(|p| p.count > 0).map(|p| &p.card);
    let reach = cards.clone().filter(|c| c.cost > was && c.cost <= aether).max_by_key(|c| c.cost);
    match (reach, cards.filter(|c| c.cost > aether).min_by_key(|c| c.cost)) {
        (Some(c), _) => format!(": enough for {} (cost {}) from the supply", c.name, c.cost),
        (None, Some(c)) => format!(": short of {} (cost {})", c.name, c.cost),
        _ => String::new(),
    }
}

/// What the mage whose turn it is did with cards, breaches and charges, for the team:
/// never the move's own words again.
fn mage_moves(mb: &MageView, ma: &MageView, b: &AeonsEndView, a: &AeonsEndView, parts: &mut Vec<String>) {
    if a.aether > b.aether {
        parts.push(format!("+{} aether ({} to spend){}", a.aether - b.aether, a.aether, buys(b.aether, a.aether, a)));
    }
    for (i, (x, y)) in mb.breaches.iter().zip(&ma.breaches).enumerate() {
        let name = ROMAN.get(i).copied().unwrap_or("?");
        match (&x.spell, &y.spell) {
            (None, Some(s)) if !y.spell_continues => {
                let bonus = if y.bonus > 0 { format!(" (+{} damage from the breach)", y.bonus) } else { String::new() };
                parts.push(format!("{} waits in breach {name} to be cast next turn{bonus}: {}", s.name, effect(s.text)))
            }
            _ => {}
        }
        match (x.state, y.state) {
            (BreachState::Closed(_), BreachState::Opened) => {
                let bonus = if y.bonus > 0 { format!(", and its spells deal +{} damage", y.bonus) } else { String::new() };
                parts.push(format!("breach {name} stays open for good: a spell may go there any turn{bonus}"));
            }
            (BreachState::Closed(s), BreachState::Closed(t)) if t > s => {
                let cost = if y.open_cost < x.open_cost {
                    format!(" (opening it now costs {}, was {})", y.open_cost, x.open_cost)
                } else {
                    String::new()
                };
                let now = if y.focused { "; a spell may go there this turn" } else { "" };
                parts.push(format!("breach {name} turns a step toward opening{cost}{now}"));
            }
            _ => {}
        }
    }
    // A card on the discard pile that the mage could see nowhere before: gained.
    let spells = mb.breaches.iter().filter_map(|x| x.spell.as_ref());
    let seen: Vec<CardId> = mb.hand.iter().chain(&mb.played).chain(&mb.discard).chain(spells).map(|c| c.id).collect();
    for c in new_cards(&seen, &ma.discard) {
        parts.push(format!("{} (cost {}) is yours, on the discard pile: {}", c.name, c.cost, effect(c.text)));
    }
    // The draw phase: played gems and relics onto the discard pile, then the hand drawn up.
    let was_played: Vec<CardId> = ma.played.iter().map(|c| c.id).collect();
    let discarded: Vec<&str> = mb.played.iter().filter(|c| !was_played.contains(&c.id)).map(|c| c.name).collect();
    if !discarded.is_empty() {
        parts.push(format!("{} go to the discard pile", discarded.join(" then ")));
    }
    if ma.hand.len() > mb.hand.len() {
        parts.push(format!("draws {} (a hand of {})", ma.hand.len() - mb.hand.len(), ma.hand.len()));
    }
    if b.phase == Phase::Casting && a.phase == Phase::Main {
        let kept: Vec<&str> = ma.breaches.iter().filter_map(|x| x.spell.as_ref()).map(|s| s.name).collect();
        let kept = if kept.is_empty() { String::new() } else { format!(", {} kept for a later turn", kept.join(" and ")) };
        parts.push(format!("on to spending aether: {} cards in hand{kept}", ma.hand.len()));
    }
    if ma.charges > mb.charges {
        let ready = if ma.charges >= ma.max_charges { " (ready to use)" } else { "" };
        parts.push(format!(
            "{} of {} charges toward {}{ready}: {}",
            ma.charges,
            ma.max_charges,
            ma.ability,
            effect(ma.ability_text)
        ));
    } else if ma.charges < mb.charges && mb.charges >= mb.max_charges {
        parts.push(format!("{}: {}", ma.ability, effect(ma.ability_text)));
    }
}

/// Damage to the nemesis and its minions; minions destroyed, powers discarded.
fn enemies(b: &AeonsEndView, a: &AeonsEndView, parts: &mut Vec<String>) {
    let nemesis = b.nemesis.name.split(',').next().unwrap_or(b.nemesis.name);
    if a.nemesis.life < b.nemesis.life {
        let (x, y) = (b.nemesis.life, a.nemesis.life);
        parts.push(format!("deals {} damage to {nemesis} ({x} → {y} life)", x - y));
    }
    for m in &b.nemesis.play {
        match (a.nemesis.play.iter().find(|n| n.id == m.id), m.ty) {
            (None, NemType::Minion { .. }) => parts.push(format!("destroys {}", m.name)),
            (None, NemType::Power { .. }) => parts.push(format!("discards {} before its power resolves", m.name)),
            (Some(n), _) if n.life < m.life => {
                parts.push(format!("deals {} damage to {} ({} → {} life)", m.life - n.life, m.name, m.life, n.life))
            }
            _ => {}
        }
    }
}

/// Aether that vanishes at the end of the main phase, the draw, and the nemesis's turn
/// if the move led into it.
fn turn_end(b: &AeonsEndView, a: &AeonsEndView, parts: &mut Vec<String>) {
    let ended = b.phase == Phase::Main && (a.phase != Phase::Main || a.turn != b.turn);
    if ended && b.aether > 0 {
        parts.push(format!("leaves {} aether unspent (it vanishes at the end of the turn)", b.aether));
    }
    if a.nemesis.last_turn != b.nemesis.last_turn && !a.nemesis.last_turn.is_empty() {
        parts.push(format!("then the nemesis's turn: {}", last_turn_names(&a.nemesis)));
    }
}

/// Life gained or lost by Gravehold and by every mage (an effect may name any of them).
fn lives(b: &AeonsEndView, a: &AeonsEndView, parts: &mut Vec<String>) {
    let change = |who: &str, x: u32, y: u32| match x.cmp(&y) {
        std::cmp::Ordering::Greater => Some(format!("{who} suffers {} damage ({x} → {y} life)", x - y)),
        std::cmp::Ordering::Less => Some(format!("{who} gains {} life ({x} → {y})", y - x)),
        std::cmp::Ordering::Equal => None,
    };
    parts.extend(change("Gravehold", b.gravehold, a.gravehold));
    for (x, y) in b.mages.iter().zip(&a.mages) {
        parts.extend(change(x.name, x.life, y.life));
        if y.exhausted && !x.exhausted {
            parts.push(format!("{} is exhausted", y.name));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Match;
    use crate::games::aeons_end::{Action, Options};

    /// Seed 1, solo Orrin at his first main phase; then after `act` picks an action.
    fn step(act: impl Fn(&[Action]) -> Action) -> (AeonsEnd, AeonsEnd) {
        let mut m = Match::<AeonsEnd>::new(Options { mages: 1, ..Default::default() }, 1).expect("a game");
        while !m.state().legal_actions().contains(&Action::EndMain) {
            let a = m.state().legal_actions()[0];
            m.apply(&a).expect("legal");
        }
        let before = m.state().clone();
        let mut after = before.clone();
        after.apply(&act(&before.legal_actions())).expect("legal");
        (before, after)
    }

    #[test]
    fn a_gem_played_says_the_aether_it_makes_in_the_games_words() {
        let (b, a) = step(|l| *l.iter().find(|a| matches!(a, Action::Play { .. })).expect("a gem"));
        let words = explain(&b, &a, 0).expect("words");
        assert!(words.starts_with("+1 aether (1 to spend): "), "Glimstone, the first gem of seed 1: {words}");
    }

    #[test]
    fn the_draw_phase_says_what_goes_onto_the_discard_pile_and_what_is_drawn() {
        // One Glimstone played, then the main phase ended: one kind played goes onto the
        // discard pile unasked (AE-7.1), and the hand is drawn up to five.
        let mut m = Match::<AeonsEnd>::new(Options { mages: 1, ..Default::default() }, 1).expect("a game");
        while !m.state().legal_actions().contains(&Action::EndMain) {
            let a = m.state().legal_actions()[0];
            m.apply(&a).expect("legal");
        }
        let gem = m.state().legal_actions().into_iter().find(|a| matches!(a, Action::Play { .. })).expect("a gem");
        m.apply(&gem).expect("legal");
        let before = m.state().clone();
        let mut after = before.clone();
        after.apply(&Action::EndMain).expect("legal");
        let words = explain(&before, &after, 0).expect("words");
        assert!(words.contains("Glimstone go to the discard pile"), "{words}");
        assert!(words.contains("draws 1 (a hand of 5)"), "{words}");
        assert!(!words.contains('→') || words.contains("life"), "no zone counts: {words}");
    }

    #[test]
    fn ending_the_main_phase_says_what_is_lost_and_what_the_nemesis_did() {
        let (b, a) = step(|_| Action::EndMain);
        let words = explain(&b, &a, 0).expect("words");
        assert!(words.contains("then the nemesis's turn:"), "{words}");
        // Nothing was played: no aether to lose.
        assert!(!words.contains("unspent"), "{words}");
    }
}
