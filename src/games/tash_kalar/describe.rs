//! Words for actions and the phase tracker (docs/architecture.md: kind + label, phase).

use std::sync::OnceLock;

use crate::engine::{ActionInfo, Describe};
use crate::games::tash_kalar::action::Action;
use crate::games::tash_kalar::cards::CardId;
use crate::games::tash_kalar::cards::{CardKind, Step, CARD_COUNT, TASKS};
use crate::games::tash_kalar::state::{Pending, TashKalar};
use crate::games::tash_kalar::view::SummonPreview;

use super::rules::effects::step_at;

const ACTION_LABELS: [[&str; 6]; 6] = [
    ["Action 1 of 1", "", "", "", "", ""],
    ["Action 1 of 2", "Action 2 of 2", "", "", "", ""],
    ["Action 1 of 3", "Action 2 of 3", "Action 3 of 3", "", "", ""],
    ["Action 1 of 4", "Action 2 of 4", "Action 3 of 4", "Action 4 of 4", "", ""],
    ["Action 1 of 5", "Action 2 of 5", "Action 3 of 5", "Action 4 of 5", "Action 5 of 5", ""],
    ["Action 1 of 6", "Action 2 of 6", "Action 3 of 6", "Action 4 of 6", "Action 5 of 6", "Action 6 of 6"],
];

/// "Summon: Name" / "Flare: Name" for each card, built once.
fn card_phase(card: CardId) -> &'static str {
    static P: OnceLock<Vec<String>> = OnceLock::new();
    let v = P.get_or_init(|| {
        (0..CARD_COUNT)
            .map(|i| {
                let c = CardId(i);
                match c.kind() {
                    CardKind::Flare => format!("Flare: {}", c.name()),
                    _ => format!("Summon: {}", c.name()),
                }
            })
            .collect()
    });
    &v[card.0 as usize]
}

impl TashKalar {
    /// "Action n of m" for the action under way (or the next one).
    fn action_phase(&self, current: bool) -> &'static str {
        let total = (self.actions_used + self.actions_left) as usize;
        let n = if current { self.actions_used as usize } else { self.actions_used as usize + 1 };
        if total == 0 || n == 0 {
            return "Action";
        }
        if total > 6 || n > total {
            return "Extra action";
        }
        ACTION_LABELS[total - 1][n - 1]
    }

    /// The phase tracker, outermost first.
    pub(crate) fn phase_words(&self) -> Vec<&'static str> {
        if self.book.is_over() {
            return vec!["Game over"];
        }
        match &self.pending {
            Pending::Setup { .. } => vec!["Setup", "Start pieces"],
            Pending::Actions if self.actions_left == 0 => vec!["Actions done", "Flare or end turn"],
            Pending::Actions if self.control_passed => vec![self.action_phase(false), "Partner places"],
            Pending::Actions => vec![self.action_phase(false)],
            Pending::PlacePickup { .. } => vec![self.action_phase(true), "Place: pick up a piece"],
            Pending::SummonPickup { card, .. } => {
                vec![self.action_phase(true), card_phase(*card), "Take a piece (shortage)"]
            }
            Pending::Returns => vec![self.action_phase(true), "Discard", "Return cards"],
            Pending::Effect(res) => {
                let step = match step_at(res, res.step) {
                    Some(Step::Direction { .. }) => "Choose a direction",
                    Some(Step::Pick { .. }) => "Choose a piece",
                    Some(Step::Put { .. }) => "Put a piece",
                    Some(Step::MoveOthers { .. }) if res.mover.is_none() => "Choose a piece to move",
                    _ => "Move a piece",
                };
                let outer = if res.flare.is_some() { "Between actions" } else { self.action_phase(true) };
                vec![outer, card_phase(res.card), step]
            }
            Pending::LegendColour => vec![self.action_phase(true), "Legend scoring colour"],
            Pending::ClaimTask => vec!["End of turn", "Claim tasks"],
        }
    }

}

impl Describe for TashKalar {
    type Preview = SummonPreview;

    /// A summon's pattern image, its marked squares and what it destroys (TK-5), and
    /// the enemy colour whose improvised summon it would spend (TK-12.6).
    fn preview(&self, action: &Action) -> Option<SummonPreview> {
        match *action {
            Action::Summon { card, square, orientation } => self.summon_preview_for(card, square, orientation),
            _ => None,
        }
    }

    /// Kind and words of an action, in the context of the pending decision.
    fn describe(&self, a: &Action) -> ActionInfo {
        let (kind, label) = match *a {
            Action::Place { square } => ("place", format!("Place a common piece on {}", square.label())),
            Action::Summon { card, square, orientation } => {
                let n = card.pattern().orientations.len();
                let label = format!("Summon {} at {}", card.name(), square.label());
                let ambiguous =
                    (0..n as u8).filter(|&o| o != orientation && self.match_at(card, square, o).is_ok()).count() > 0;
                ("summon", if ambiguous { format!("{label} (pattern image {})", orientation + 1) } else { label })
            }
            Action::Discard { card } => ("discard_draw", format!("Discard {}", card.name())),
            Action::Concede => ("concede", "Concede the game".into()),
            Action::ReturnCard { card } => ("return_card", format!("Return {} to the bottom of its deck", card.name())),
            Action::Flare { card, opponent } => {
                let (t, b) = self.flare_halves(card, self.me(), opponent);
                let halves = match (t, b) {
                    (true, true) => "top and bottom",
                    (true, false) => "top",
                    _ => "bottom",
                };
                ("flare", format!("Invoke {} against {} ({halves})", card.name(), self.colour_name(opponent)))
            }
            Action::ChoosePiece { square } => match &self.pending {
                Pending::PlacePickup { target } => (
                    "choose_piece",
                    format!("Pick up the piece on {} and place it on {}", square.label(), target.label()),
                ),
                Pending::SummonPickup { .. } => {
                    ("choose_piece", format!("Take the piece on {} for the summon", square.label()))
                }
                Pending::Effect(res) if matches!(step_at(res, res.step), Some(Step::MoveOthers { .. })) => {
                    ("choose_piece", format!("{}: move the piece on {}", res.card.name(), square.label()))
                }
                Pending::Effect(res) => {
                    ("choose_piece", format!("{}: choose the piece on {}", res.card.name(), square.label()))
                }
                _ => ("choose_piece", format!("Choose the piece on {}", square.label())),
            },
            Action::ChooseSquare { square } => match &self.pending {
                Pending::Effect(res) => match (step_at(res, res.step), res.being, res.mover) {
                    (Some(Step::MoveBeing { .. }), Some(b), _) | (Some(Step::MoveOthers { .. }), _, Some(b)) => {
                        ("move", format!("Move the piece on {} to {}", b.label(), square.label()))
                    }
                    _ => ("choose_square", format!("{}: put a piece on {}", res.card.name(), square.label())),
                },
                Pending::Setup { .. } => ("choose_square", format!("Put your start piece on {}", square.label())),
                _ => ("choose_square", format!("Choose {}", square.label())),
            },
            Action::ChooseDirection { dir } => ("choose_direction", format!("Choose direction {}", dir.name())),
            Action::ChooseColour { colour } => {
                ("choose_colour", format!("Score 1 in {}'s colour", self.colour_name(colour)))
            }
            Action::Skip => match &self.pending {
                Pending::Returns => ("skip", "Return no more cards".to_string()),
                Pending::ClaimTask => ("skip", "Claim no task".to_string()),
                _ => ("skip", "Decline / stop".to_string()),
            },
            Action::EndTurn => ("end_turn", "End the turn".to_string()),
            Action::ClaimTask { task } => {
                let t = &TASKS[task as usize % TASKS.len()];
                ("claim_task", format!("Claim {} ({} points)", t.name, t.points))
            }
            Action::PassControl => ("pass_control", "Pass control to your partner".to_string()),
        };
        ActionInfo { kind, label }
    }
}
