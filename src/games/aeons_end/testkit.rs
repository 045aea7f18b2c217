//! Scenario building for tests: a game is set up normally, then arranged directly
//! (cards are created with fresh ids so the conservation invariants still hold). The
//! actions under test still go through `apply`.

use super::action::{CardId, NemId};
use super::cards::{CardKind, NemKind, NemType};
use super::content::pool;
use super::state::{AeonsEnd, BreachState, InPlay, Phase, TurnCard};
use super::Options;
use crate::engine::prelude::*;
use crate::engine::Seat;

/// The player card design `id` of the pool.
pub fn card(id: &str) -> CardKind {
    pool().expect("the built-in sets read").card(id).unwrap_or_else(|| panic!("no card '{id}' in the pool"))
}

/// The nemesis card design `id` of the pool.
pub fn nem(id: &str) -> NemKind {
    pool().expect("the built-in sets read").nem_card(id).unwrap_or_else(|| panic!("no nemesis card '{id}'"))
}

/// Designs of a test's own, given as a set file's text: the pool's sets and these,
/// kept for the test binary's life (the test-only cards of Part C live in the tests).
pub fn designs(set: &str) -> &'static super::content::Pool {
    super::content::with_extra("test.json", set).unwrap_or_else(|e| panic!("the test's designs: {e}"))
}

/// Where to put a scenario card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Zone {
    Hand,
    DeckTop,
    DeckBottom,
    /// On top of the discard pile.
    Discard,
    Played,
    /// Prepped into that breach (and the next one for a two-breach spell), not fresh.
    Breach(usize),
}

/// Orrin (P1, seat 0) and Sabe (P2, seat 1), the C-2 setup, at the start of `active`'s
/// main phase on turn 1 with nothing pending and the nemesis deck untouched.
pub fn two_mages(active: Seat) -> AeonsEnd {
    with_options(&Options::default(), active)
}

/// A solo game (Orrin) at the start of the main phase.
pub fn solo() -> AeonsEnd {
    with_options(&Options { mages: 1, ..Options::default() }, 0)
}

/// A game with `o` arranged as in [`two_mages`].
pub fn with_options(o: &Options, active: Seat) -> AeonsEnd {
    let mut g = AeonsEnd::new(o, 1).expect("valid options");
    // Undo whatever the first reveals did: put every turn card back, nemesis untouched.
    let mut all = std::mem::take(&mut g.turn_discard);
    all.append(&mut g.turn_deck);
    g.turn_deck = all;
    let ids: Vec<NemId> = (0..g.nemesis.kinds.len()).map(|i| NemId(i as u8)).collect();
    let (brood, mut deck): (Vec<NemId>, Vec<NemId>) = ids.into_iter().partition(|&i| g.nem_kind(i).tier == 0);
    deck.sort_by_key(|&i| (g.nem_kind(i).tier, i));
    g.nemesis.deck = deck;
    g.nemesis.brood = brood;
    g.nemesis.discard.clear();
    g.nemesis.play.clear();
    g.nemesis.resolving = None;
    g.nemesis.life = g.nemesis.max_life;
    g.gravehold = g.gravehold_max;
    for m in g.mages.iter_mut() {
        m.life = m.max_life;
        m.exhausted = false;
        m.charges = 0;
    }
    g.tasks.clear();
    g.pending = None;
    g.book.clear_outcome();
    g.turn = 1;
    g.active = active;
    g.phase = Phase::Main;
    g.cleanup();
    g.recent.clear();
    g
}

/// Creates a card of `kind` for `seat` in `zone`.
pub fn give(g: &mut AeonsEnd, seat: Seat, kind: CardKind, zone: Zone) -> CardId {
    g.cards.push(kind);
    let c = CardId((g.cards.len() - 1) as u16);
    let m = &mut g.mages[seat];
    match zone {
        Zone::Hand => m.hand.push(c),
        Zone::DeckTop => m.deck.insert(0, c),
        Zone::DeckBottom => m.deck.push(c),
        Zone::Discard => m.discard.push(c),
        Zone::Played => m.played.push(c),
        Zone::Breach(b) => {
            for i in b..b + kind.breaches as usize {
                m.breaches[i].spell = Some(c);
            }
        }
    }
    c
}

/// Empties a mage's hand, deck and discard pile into the supply-free void by turning
/// those cards into nothing: they are moved to the bottom of the deck first, then the
/// deck is cleared along with them. Use before building exact zones.
pub fn clear_cards(g: &mut AeonsEnd, seat: Seat) {
    // Cards removed here are re-homed into a hidden reserve so invariants hold: we
    // rebuild the card table instead, keeping only ids still in some zone.
    let m = &mut g.mages[seat];
    m.hand.clear();
    m.deck.clear();
    m.discard.clear();
    m.played.clear();
    for b in m.breaches.iter_mut() {
        b.spell = None;
    }
    compact(g);
}

/// Rebuilds the card table so that it holds exactly the cards in some zone.
fn compact(g: &mut AeonsEnd) {
    let mut used = vec![false; g.cards.len()];
    for m in &g.mages {
        for &c in m.hand.iter().chain(&m.deck).chain(&m.discard).chain(&m.played) {
            used[c.index()] = true;
        }
        for b in &m.breaches {
            if let Some(c) = b.spell {
                used[c.index()] = true;
            }
        }
    }
    for p in &g.supply {
        for &c in &p.cards {
            used[c.index()] = true;
        }
    }
    for &c in g.nemesis.corruption.iter().chain(&g.destroyed) {
        used[c.index()] = true;
    }
    let mut map = vec![CardId(u16::MAX); g.cards.len()];
    let mut cards = Vec::new();
    for (i, &u) in used.iter().enumerate() {
        if u {
            map[i] = CardId(cards.len() as u16);
            cards.push(g.cards[i]);
        }
    }
    let re = |c: &mut CardId| *c = map[c.index()];
    for m in g.mages.iter_mut() {
        m.hand.iter_mut().chain(m.deck.iter_mut()).chain(m.discard.iter_mut()).chain(m.played.iter_mut()).for_each(re);
        for b in m.breaches.iter_mut() {
            if let Some(c) = b.spell.as_mut() {
                re(c);
            }
        }
    }
    for p in g.supply.iter_mut() {
        p.cards.iter_mut().for_each(re);
    }
    g.nemesis.corruption.iter_mut().chain(g.destroyed.iter_mut()).for_each(re);
    g.used_this_turn.clear();
    g.cards = cards;
}

/// Sets a breach's state (and clears its focus flag).
pub fn set_breach(g: &mut AeonsEnd, seat: Seat, breach: usize, state: BreachState) {
    let b = &mut g.mages[seat].breaches[breach];
    b.state = state;
    b.focused = false;
}

/// Puts the nemesis card of `kind` into play (from wherever it is), as a fresh arrival.
pub fn put_in_play(g: &mut AeonsEnd, kind: NemKind) -> NemId {
    let id = take_nem(g, kind);
    let (life, tokens) = match kind.ty() {
        NemType::Minion { life } => (life, 0),
        NemType::Power { tokens, .. } => (0, tokens),
        NemType::Attack => panic!("attacks are never in play"),
    };
    g.nemesis.play.push(InPlay { card: id, life, tokens });
    id
}

/// Moves the nemesis card of `kind` to the top of the nemesis deck.
pub fn nem_on_top(g: &mut AeonsEnd, kind: NemKind) -> NemId {
    let id = take_nem(g, kind);
    g.nemesis.deck.insert(0, id);
    id
}

/// Moves the nemesis card of `kind` to the nemesis discard pile.
pub fn nem_discard(g: &mut AeonsEnd, kind: NemKind) -> NemId {
    let id = take_nem(g, kind);
    g.nemesis.discard.push(id);
    id
}

fn take_nem(g: &mut AeonsEnd, kind: NemKind) -> NemId {
    let id = NemId(g.nemesis.kinds.iter().position(|&k| k == kind).expect("every kind is in the set") as u8);
    g.nemesis.deck.retain(|&c| c != id);
    g.nemesis.discard.retain(|&c| c != id);
    g.nemesis.brood.retain(|&c| c != id);
    g.nemesis.play.retain(|p| p.card != id);
    id
}

/// Arranges the turn order deck so that the next reveals are `cards` in order (the
/// rest follow in any order). Panics if the deck does not hold them.
pub fn stack_turns(g: &mut AeonsEnd, cards: &[TurnCard]) {
    let mut all = std::mem::take(&mut g.turn_discard);
    all.append(&mut g.turn_deck);
    let mut front = Vec::new();
    for c in cards {
        let i = all.iter().position(|x| x == c).expect("the turn order deck holds that card");
        front.push(all.remove(i));
    }
    front.extend(all);
    g.turn_deck = front;
}

/// Ends the current mage turn through `apply` (casting what must be cast is the test's
/// job): end casting if needed, end the main phase, and order played cards as they lie.
pub fn end_turn(g: &mut AeonsEnd) {
    use super::action::Action;
    if g.phase == Phase::Casting {
        g.apply(&Action::EndCasting).expect("end casting");
    }
    g.apply(&Action::EndMain).expect("end the main phase");
    while g.pending == Some(super::state::Pending::OrderPlayed) {
        let c = g.mages[g.active].played[0];
        g.apply(&Action::DiscardPlayed { card: c }).expect("order played");
    }
}

/// The cards of nemesis `id`, deck and brood.
pub fn nemesis_cards(id: &str) -> Vec<NemKind> {
    let p = pool().expect("the built-in sets read");
    p.nemesis(id).unwrap_or_else(|| panic!("no nemesis '{id}'")).cards.iter().collect()
}

/// Whether the team is asked to choose a mage (AE-9.6).
pub fn team_choice(g: &AeonsEnd) -> bool {
    matches!(&g.pending, Some(super::state::Pending::Choose(c)) if c.team)
}

/// The exhausted mage asked to destroy a breach (AE-11.1b), if one is.
pub fn breach_choice(g: &AeonsEnd) -> Option<Seat> {
    match &g.pending {
        Some(super::state::Pending::Choose(c)) => match c.why {
            super::state::Why::DestroyBreach(s) => Some(s),
            _ => None,
        },
        _ => None,
    }
}

/// Whether a yes-or-no question is pending (an optional cost, AE-13.2).
pub fn yes_no(g: &AeonsEnd) -> bool {
    matches!(&g.pending, Some(super::state::Pending::Choose(c)) if c.among.contains(&super::state::Pick::Yes))
}
