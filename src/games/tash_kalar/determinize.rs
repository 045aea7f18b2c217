//! Hidden information re-drawn for one observer (the computer player searches over
//! such states): every other seat's hand with its deck, the flares in other hands with
//! the flare deck, the legends of other colours with the legend deck, the observer's
//! own deck order and the task deck order, and the generator's future. Cards a team
//! has turned sideways (TK-2.8) stay where they are.

use super::cards::CardId;
use super::state::TashKalar;
use crate::engine::{Determinize, Rng, Seat};

/// Shuffles the cards of several zones together and deals them back into the same
/// slots, each zone keeping its size; cards for which `fixed` holds keep their slot.
fn redeal(rng: &mut Rng, zones: &mut [&mut Vec<CardId>], fixed: impl Fn(CardId) -> bool) {
    let mut pool: Vec<CardId> = zones.iter().flat_map(|z| z.iter().copied()).filter(|&c| !fixed(c)).collect();
    // Sorted first, so the result does not depend on the hidden order it came from.
    pool.sort_unstable();
    rng.shuffle(&mut pool);
    let mut next = pool.into_iter();
    for z in zones.iter_mut() {
        for slot in z.iter_mut().filter(|c| !fixed(**c)) {
            if let Some(c) = next.next() {
                *slot = c;
            }
        }
    }
}

impl Determinize for TashKalar {
    /// See [`crate::engine::Determinize::determinize`].
    fn determinize(&self, observer: Seat, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        let own_colour = g.colour_of(observer);
        for seat in 0..g.players {
            let st = &mut g.seats[seat];
            let reserve = st.reserve;
            let sideways = move |c: CardId| reserve & (1u64 << (c.0 % 64)) != 0;
            if seat == observer {
                redeal(rng, &mut [&mut st.deck], sideways);
            } else {
                redeal(rng, &mut [&mut st.deck, &mut st.hand], sideways);
            }
        }
        let mut flares: Vec<Vec<CardId>> =
            (0..g.players).filter(|&s| s != observer).map(|s| std::mem::take(&mut g.seats[s].flares)).collect();
        {
            let mut zones: Vec<&mut Vec<CardId>> = vec![&mut g.flare_deck];
            zones.extend(flares.iter_mut());
            redeal(rng, &mut zones, |_| false);
        }
        let mut it = flares.into_iter();
        for s in (0..g.players).filter(|&s| s != observer) {
            g.seats[s].flares = it.next().unwrap_or_default();
        }
        let mut legends: Vec<Vec<CardId>> = (0..g.sides.len())
            .filter(|&c| c as u8 != own_colour)
            .map(|c| std::mem::take(&mut g.sides[c].legends))
            .collect();
        {
            let mut zones: Vec<&mut Vec<CardId>> = vec![&mut g.legend_deck];
            zones.extend(legends.iter_mut());
            redeal(rng, &mut zones, |_| false);
        }
        let mut it = legends.into_iter();
        for c in (0..g.sides.len()).filter(|&c| c as u8 != own_colour) {
            g.sides[c].legends = it.next().unwrap_or_default();
        }
        g.task_deck.sort_unstable();
        rng.shuffle(&mut g.task_deck);
        g.book.reseed(rng.next_u64());
        g
    }
}
