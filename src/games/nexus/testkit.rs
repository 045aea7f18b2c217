//! Scenario building for tests: positions set up directly (cards taken from a seat's
//! deck and given the design a test needs, so the 90-card count stays exact). The
//! actions under test still go through `apply`.

use super::action::CardId;
use super::cards::index_of;
use super::options::{NexusOptions, Planet};
use super::state::{Card, Loc, Nexus, Step};
use crate::engine::prelude::*;
use crate::engine::Seat;

/// Options with the Test Planet (no influences), everything else default.
/// Every pass is asked for (no auto-pass), so a test controls each window exactly.
pub fn test_options() -> NexusOptions {
    NexusOptions { planet: Planet::Test, auto_pass: false, ..Default::default() }
}

/// A match at the start of `active`'s first primary phase on turn 3 (P1 active) or 4
/// (P2 active): P1 started, hands empty, nothing on the planet, the floor with `active`.
pub fn primary(active: Seat) -> Nexus {
    primary_with(active, test_options())
}

pub fn primary_with(active: Seat, opts: NexusOptions) -> Nexus {
    let mut g = Nexus::new(&opts, 1).expect("valid options");
    for seat in 0..2 {
        let hand = std::mem::take(&mut g.players[seat].hand);
        for c in hand {
            g.cards[c.index()].loc = Loc::Deck;
            g.players[seat].deck.push(c);
        }
        g.players[seat].kept = true;
    }
    g.pending = None;
    g.starting = 0;
    g.active = active;
    g.turn = if active == 0 { 3 } else { 4 };
    g.step = Step::FirstPrimary;
    g.queue.clear();
    g.triggers.clear();
    g.open_window();
    g.book.take_events();
    *g.legal_cache.0.get_mut() = None;
    g
}

/// Forgets the memoised legal list after a test changed the state directly.
pub fn touch(g: &mut Nexus) {
    *g.legal_cache.0.get_mut() = None;
}

/// Takes a card from the bottom of `seat`'s deck, makes it design `code` ("A03") and
/// puts it in `to`. On the planet it arrived on an earlier turn and is unlocked.
pub fn add(g: &mut Nexus, seat: Seat, code: &str, to: Loc) -> CardId {
    let def = index_of(code).unwrap_or_else(|| panic!("unknown card code {code}"));
    *g.legal_cache.0.get_mut() = None;
    let c = g.players[seat].deck[0];
    g.cards[c.index()] = Card::new(def);
    g.move_card(c, to);
    if g.on_planet(c) {
        g.cards[c.index()].arrived = 1;
    }
    c
}

/// Gives `seat` `n` unlocked anomalies of design `code` ("A01" Cinder Vent ...).
pub fn sources(g: &mut Nexus, seat: Seat, code: &str, n: usize) -> Vec<CardId> {
    (0..n).map(|_| add(g, seat, code, Loc::Staging)).collect()
}

/// Moves the match to `step` with its window open (leader holds the floor).
pub fn at_step(g: &mut Nexus, step: Step) {
    *g.legal_cache.0.get_mut() = None;
    g.step = step;
    g.passes = 0;
    g.open_window();
}

/// Applies an action, panicking with the refusal if it is refused (a test bug).
pub fn act(g: &mut Nexus, a: super::action::Action) {
    if let Err(e) = g.apply(&a) {
        panic!("{a:?} refused: {e}");
    }
}

/// Both players pass once each, starting with the floor holder.
pub fn pass_both(g: &mut Nexus) {
    act(g, super::action::Action::Pass);
    act(g, super::action::Action::Pass);
}

/// Empties `seat`'s deck into its cache (for collapse tests).
pub fn empty_deck(g: &mut Nexus, seat: Seat) {
    *g.legal_cache.0.get_mut() = None;
    while let Some(&c) = g.players[seat].deck.last() {
        g.move_card(c, Loc::Cache);
    }
}

/// Plays a card and pays with the first listed sources.
pub fn play(g: &mut Nexus, card: CardId, target: Option<super::action::Target>, biome: Option<u8>) {
    act(g, super::action::Action::Play { card, target, biome });
    pay_all(g);
}

/// Locks the first listed source until nothing is owed.
pub fn pay_all(g: &mut Nexus) {
    while let Some(super::state::Pending::Pay { .. }) = g.pending {
        let a =
            g.legal_actions().into_iter().find(|a| matches!(a, super::action::Action::Lock { .. })).expect("a source");
        act(g, a);
    }
}

/// The "do nothing" decision: pass, declare nothing, keep, or the first card/biome asked for.
pub fn idle(g: &mut Nexus) {
    use super::action::Action;
    let legal = g.legal_actions();
    let pick = [Action::Pass, Action::Confirm, Action::Keep]
        .into_iter()
        .find(|a| legal.contains(a))
        .or_else(|| legal.iter().find(|a| !matches!(a, Action::Concede)).cloned())
        .expect("some decision");
    act(g, pick);
}

/// Takes "do nothing" decisions until `done` holds (panics after 2,000).
pub fn idle_until(g: &mut Nexus, done: impl Fn(&Nexus) -> bool) {
    for _ in 0..2000 {
        if done(g) {
            return;
        }
        idle(g);
    }
    panic!("the state wanted was not reached; now at {:?}, turn {}", g.step, g.turn);
}

/// Idles until `step` of `turn` is reached with no pending decision.
pub fn idle_to(g: &mut Nexus, turn: u32, step: Step) {
    idle_until(g, |g| g.turn == turn && g.step == step && g.pending.is_none());
}
