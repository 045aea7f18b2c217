//! What Tash-Kalar's computer player knows about the game beyond the rules: how close
//! a side is to each pattern of the beings and legends it holds (TK-5.2 .. TK-5.4), what
//! a summon is worth, and which squares are worth a common piece (TK-4.1). Everything is
//! read from the card data (`cards`), so any school or legend is understood.
//!
//! - [`playout`]: the playout policy ([`crate::engine::Hints::playout_pick`]);
//! - the estimate that cuts playouts short ([`crate::engine::Hints::evaluate`]) is the
//!   game's `evaluate.rs`, as in every game; it reads [`reach`] and [`PIECE`] from here;
//! - [`widen`]: the placements the search looks at ([`crate::engine::Hints::considered`]).

pub(crate) mod playout;
pub(crate) mod reach;
pub(crate) mod widen;

use std::sync::OnceLock;

use super::cards::{CardId, CardKind, Op, Step, CARD_COUNT};
use super::state::{Form, Rank, TashKalar};

/// Board value of a piece by rank, in target-tenths (a whole target is worth 10).
pub(crate) const PIECE: [f64; 3] = [0.35, 0.9, 1.6];

/// What a card's effect does, in the same target-tenths, from its steps (TK-6): a
/// destroyed or converted enemy piece is about a heroic piece's worth, an upgrade half,
/// an extra action or card a little less. Computed once for every card.
pub(crate) fn effect_value(card: CardId) -> f64 {
    static V: OnceLock<Vec<f64>> = OnceLock::new();
    V.get_or_init(|| {
        (0..CARD_COUNT)
            .map(|i| {
                let id = CardId(i);
                if id.kind() == CardKind::Flare {
                    return 0.0;
                }
                id.def().effect.iter().map(step_value).sum()
            })
            .collect()
    })[card.0 as usize]
}

fn step_value(step: &Step) -> f64 {
    match *step {
        Step::Gain => 0.6,
        Step::DrawBeing | Step::DrawLegend => 0.4,
        Step::DestroyAll { .. } => 1.2,
        Step::Pick { op, max, .. } => {
            let each = match op {
                Op::Destroy | Op::DowngradeOrDestroy | Op::Convert | Op::ConvertUpgrade => 0.8,
                Op::Upgrade => 0.5,
                Op::Downgrade => 0.4,
            };
            each * max.min(3) as f64
        }
        Step::Put { max, .. } => 0.3 * max.min(3) as f64,
        Step::MoveBeing { .. } | Step::MoveOthers { .. } | Step::Direction { .. } => 0.4,
        Step::When(_) | Step::DestroyBeing | Step::NoteTouching => 0.0,
    }
}

impl TashKalar {
    /// What summoning `card` is worth to the side, in target-tenths: the piece it puts on
    /// the board (TK-5.5), its effect, and for a legend its score (TK-10.1: one point while
    /// on the board; TK-11.2 and TK-12.3: one point for the summon).
    pub(crate) fn summon_value(&self, card: CardId) -> f64 {
        let rank = card.def().rank;
        let legend_points = if rank == Rank::Legendary {
            let target = match self.form {
                Form::Battle => self.target as f64 * 0.6,
                _ => self.target as f64,
            };
            10.0 / target.max(1.0)
        } else {
            0.0
        };
        PIECE[rank as usize] + effect_value(card) + legend_points
    }

    /// The being and legend cards the seat to act holds and may see: its own hand and
    /// its side's legends (TK-9.1, TK-13.3), not a partner's hand.
    pub(crate) fn hand_in_view(&self) -> impl Iterator<Item = CardId> + '_ {
        let seat = self.to_act_seat();
        self.seats[seat].hand.iter().copied().chain(self.sides[self.colour_of(seat) as usize].legends.iter().copied())
    }

    /// The being and legend cards a colour's seats hold (TK-9.1, TK-13.3); read only on
    /// a determinization, where another seat's hand is a sample.
    pub(crate) fn hand_of_colour(&self, colour: u8) -> impl Iterator<Item = CardId> + '_ {
        (0..self.players)
            .filter(move |&s| self.colour_of(s) == colour)
            .flat_map(move |s| self.seats[s].hand.iter().copied())
            .chain(self.sides[colour as usize].legends.iter().copied())
    }
}
