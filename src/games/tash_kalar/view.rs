//! What one seat may see (hands of other seats as counts only), plus the helpers the
//! UI uses for hovering: summon previews and flare status.

use serde::{Deserialize, Serialize};

use super::board::{all_squares, Square, BATTLE_START, DUEL_START};
use super::cards::{parse_grid, CardId, CardKind, TaskType, TASKS};
use super::state::{Form, Pending, Rank, TashKalar};
use crate::engine::static_words::Word;
use crate::engine::{Decision, DecisionKind, Observe, Outcome, Seat};

/// A piece as shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PieceView {
    pub colour: u8,
    pub rank: Rank,
}

/// One square of the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SquareView {
    pub square: Square,
    pub label: String,
    /// Central (High Form) or start square (Deathmatch): the board side's marks (TK-1.2).
    pub marked: bool,
    pub red: bool,
    pub green: bool,
    pub piece: Option<PieceView>,
}

/// One cell of a pattern grid as drawn on the card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CellView {
    Empty,
    Common,
    Heroic,
    /// The placement square `X`.
    Place,
    /// The occupied placement square `*` (TK-5.4).
    PlaceOccupied,
    Marked,
}

/// A card as shown to its holder.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardView {
    pub id: CardId,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub code: Word,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub name: Word,
    pub kind: CardKind,
    /// The rank of the piece it places (beings and legends).
    pub rank: Option<Rank>,
    /// Rows top to bottom.
    pub pattern: Vec<Vec<CellView>>,
    pub text: String,
    /// Flares: thresholds of the top and bottom halves (TK-8.2).
    pub top: Option<u8>,
    pub bottom: Option<u8>,
}

/// A player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub colour: u8,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub school: Word,
    pub deck: usize,
    pub discard: Vec<CardView>,
    pub hand_count: usize,
    pub flare_count: usize,
    /// Only for the viewing seat.
    pub hand: Option<Vec<CardView>>,
    pub flares: Option<Vec<CardView>>,
}

/// A colour: supply, legend hand, scores.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideView {
    pub colour: u8,
    pub seats: Vec<Seat>,
    pub supply_common_heroic: u8,
    pub supply_legendary: u8,
    pub set_aside: u8,
    pub score: i64,
    pub points: i64,
    /// Battle: points in each colour (TK-12.1) and improvised summons used (TK-12.6).
    pub colour_points: Vec<i64>,
    pub improvised_used: Vec<bool>,
    pub legend_count: usize,
    /// Only for the viewer's own colour.
    pub legends: Option<Vec<CardView>>,
    pub claimed_tasks: Vec<u8>,
}

/// A High Form task.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TaskView {
    pub index: u8,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub code: Word,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub name: Word,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub text: Word,
    pub points: u32,
    pub task_type: TaskType,
    /// Whether the viewer's colour meets it right now.
    pub met_by_viewer: bool,
}

/// The task row (High Form only).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TasksView {
    pub current: Vec<TaskView>,
    pub next: Option<TaskView>,
    pub deck: usize,
}

/// Flare criteria against one opponent (TK-8.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FlareStatus {
    pub card: CardId,
    pub opponent: u8,
    pub top_met: bool,
    pub bottom_met: bool,
}

/// What the UI shows when a placement square is hovered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SummonPreview {
    pub orientation: u8,
    pub orientation_cells: Vec<Square>,
    pub marked: Vec<Square>,
    /// Pieces the summon destroys at once (the one on the placement square).
    pub destroyed: Vec<Square>,
    /// Battle: the enemy colour whose once-per-game improvised summon this summon
    /// would spend (TK-12.6), so the table can say so and ask first.
    pub improvised: Option<u8>,
}

/// Everything one seat may see.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TashKalarView {
    pub seat: Seat,
    pub form: Form,
    pub teams: bool,
    pub my_colour: u8,
    pub squares: Vec<SquareView>,
    pub players: Vec<PlayerView>,
    pub sides: Vec<SideView>,
    pub legend_deck: usize,
    pub legend_discard: usize,
    pub flare_deck: usize,
    pub flare_discard: usize,
    pub tasks: Option<TasksView>,
    pub target: i64,
    pub turn: u32,
    pub active: Seat,
    pub to_act: Option<Seat>,
    pub actions_left: u8,
    pub actions_used: u8,
    pub discarded: bool,
    pub control_passed: bool,
    #[serde(deserialize_with = "crate::engine::static_words::words")]
    pub phase: Vec<Word>,
    pub prompt: String,
    pub flare_status: Vec<FlareStatus>,
    pub final_round: bool,
    pub outcome: Option<Outcome>,
}

/// The card as its holder sees it.
pub(crate) fn card_view(id: CardId) -> CardView {
    if id.kind() == CardKind::Flare {
        let f = id.flare();
        return CardView {
            id,
            code: f.code,
            name: f.name,
            kind: CardKind::Flare,
            rank: None,
            pattern: Vec::new(),
            text: format!("Top ({}): {} Bottom ({}): {}", f.top, f.top_text, f.bottom, f.bottom_text),
            top: Some(f.top),
            bottom: Some(f.bottom),
        };
    }
    let d = id.def();
    let (star, _, _) = parse_grid(d.grid);
    let pattern = d
        .grid
        .iter()
        .map(|row| {
            row.chars()
                .map(|c| match c {
                    'C' => CellView::Common,
                    'H' => CellView::Heroic,
                    'X' => CellView::Place,
                    '*' if star => CellView::PlaceOccupied,
                    'm' => CellView::Marked,
                    _ => CellView::Empty,
                })
                .collect()
        })
        .collect();
    CardView {
        id,
        code: d.code,
        name: d.name,
        kind: id.kind(),
        rank: Some(d.rank),
        pattern,
        text: d.text.to_string(),
        top: None,
        bottom: None,
    }
}

impl TashKalar {
    fn marked_square(&self, s: Square) -> bool {
        match self.form {
            Form::HighForm => s.is_central(),
            Form::Duel => DUEL_START.contains(&s),
            Form::Battle => BATTLE_START.iter().flatten().any(|&b| b == s),
        }
    }

    fn task_view(&self, t: u8, colour: u8) -> TaskView {
        let d = &TASKS[t as usize];
        TaskView {
            index: t,
            code: d.code,
            name: d.name,
            text: d.text,
            points: d.points,
            task_type: d.ty,
            met_by_viewer: self.task_met(colour, t),
        }
    }


    fn player_views(&self, own: Option<Seat>) -> Vec<PlayerView> {
        (0..self.players)
            .map(|p| {
                let st = &self.seats[p];
                let mine = own == Some(p);
                PlayerView {
                    seat: p,
                    colour: self.colour_of(p),
                    school: if st.school == 0 { "Cinder Legion" } else { "Tidewrought Circle" },
                    deck: st.deck.len(),
                    discard: st.discard.iter().map(|&c| card_view(c)).collect(),
                    hand_count: st.hand.len(),
                    flare_count: st.flares.len(),
                    hand: mine.then(|| st.hand.iter().map(|&c| card_view(c)).collect()),
                    flares: mine.then(|| st.flares.iter().map(|&c| card_view(c)).collect()),
                }
            })
            .collect()
    }

    /// Each colour's counts; its legends only for `own`, the viewer's colour (a watcher: none).
    fn side_views(&self, own: Option<u8>) -> Vec<SideView> {
        (0..self.sides.len() as u8)
            .map(|c| {
                let sd = &self.sides[c as usize];
                SideView {
                    colour: c,
                    seats: self.seats_of(c),
                    supply_common_heroic: sd.supply_nonleg,
                    supply_legendary: sd.supply_leg,
                    set_aside: sd.aside_nonleg + sd.aside_leg,
                    score: self.score(c),
                    points: sd.points,
                    colour_points: sd.colour_points.clone(),
                    improvised_used: sd.improvised.clone(),
                    legend_count: sd.legends.len(),
                    legends: (own == Some(c)).then(|| sd.legends.iter().map(|&l| card_view(l)).collect()),
                    claimed_tasks: sd.claimed.clone(),
                }
            })
            .collect()
    }

    /// TK-8.2 for each flare the seat holds and each opponent colour.
    pub fn flare_status(&self, seat: Seat) -> Vec<FlareStatus> {
        let Some(st) = self.seats.get(seat) else { return Vec::new() };
        let me = self.colour_of(seat);
        let mut out = Vec::new();
        for &card in &st.flares {
            for opponent in (0..self.sides.len() as u8).filter(|&o| o != me) {
                let (top_met, bottom_met) = self.flare_halves(card, me, opponent);
                out.push(FlareStatus { card, opponent, top_met, bottom_met });
            }
        }
        out
    }

    /// The first legal image of `card` with its placement on `square`, for hovering.
    pub fn summon_preview(&self, card: CardId, square: Square) -> Option<SummonPreview> {
        if card.kind() == CardKind::Flare {
            return None;
        }
        (0..card.pattern().orientations.len() as u8).find_map(|o| self.summon_preview_for(card, square, o))
    }

    /// The preview for one image, if that summon is legal now.
    pub fn summon_preview_for(&self, card: CardId, square: Square, orientation: u8) -> Option<SummonPreview> {
        let (m, _) = self.validate_summon(card, square, orientation).ok()?;
        let destroyed = match self.at(square) {
            Some(p) if p.colour != self.me() || p.rank != card.def().rank => vec![square],
            _ => Vec::new(),
        };
        Some(SummonPreview { orientation, orientation_cells: m.cells, marked: m.marked, destroyed, improvised: m.improvised })
    }

    /// The pending decision in words.
    pub fn prompt(&self) -> String {
        if let Some(o) = self.book.outcome() {
            return format!("Game over: {}", o.reason);
        }
        let who = self.seat_name(self.to_act_seat());
        match &self.pending {
            Pending::Setup { .. } => format!("{who}: choose a start square for your piece"),
            Pending::Actions if self.actions_left == 0 => format!("{who}: invoke a flare or end the turn"),
            Pending::Actions => format!("{who}: {} action(s) left: place, summon or discard", self.actions_left),
            Pending::PlacePickup { target } => {
                format!("{who}: pick up one of your common or heroic pieces to place on {}", target.label())
            }
            Pending::SummonPickup { .. } => {
                format!("{who}: take one of your pieces from outside the pattern for the summon")
            }
            Pending::Returns => format!("{who}: return cards to the bottom of their decks, or stop"),
            Pending::Effect(res) => {
                let text =
                    if res.flare.is_some() { res.card.name().to_string() } else { res.card.def().text.to_string() };
                format!("{who}: resolving {}: {text}", res.card.name())
            }
            Pending::LegendColour => format!("{who}: choose the colour in which your legend summon scores"),
            Pending::ClaimTask => format!("{who}: claim one task you meet, or none"),
        }
    }
}

impl Observe for TashKalar {
    type View = TashKalarView;

    fn view_from(&self, seat: Seat, own: Option<Seat>) -> Self::View {
        let colour = self.colour_of(seat.min(self.players - 1));
        let squares = all_squares()
            .map(|s| SquareView {
                square: s,
                label: s.label(),
                marked: self.marked_square(s),
                red: s.is_red(),
                green: s.is_green(),
                piece: self.at(s).map(|p| PieceView { colour: p.colour, rank: p.rank }),
            })
            .collect();
        let players = self.player_views(own);
        let sides = self.side_views(own.map(|s| self.colour_of(s.min(self.players - 1))));
        let tasks = (self.form == Form::HighForm).then(|| TasksView {
            current: self.tasks_current.iter().map(|&t| self.task_view(t, colour)).collect(),
            next: self.task_next.map(|t| self.task_view(t, colour)),
            deck: self.task_deck.len(),
        });
        let flare_status = own.map(|s| self.flare_status(s)).unwrap_or_default();
        TashKalarView {
            seat,
            form: self.form,
            teams: self.teams,
            my_colour: colour,
            squares,
            players,
            sides,
            legend_deck: self.legend_deck.len(),
            legend_discard: self.legend_discard.len(),
            flare_deck: self.flare_deck.len(),
            flare_discard: self.flare_discard.len(),
            tasks,
            target: self.target,
            turn: self.turn,
            active: self.active,
            to_act: if self.book.is_over() { None } else { Some(self.to_act_seat()) },
            actions_left: self.actions_left,
            actions_used: self.actions_used,
            discarded: self.discarded,
            control_passed: self.control_passed,
            phase: self.phase_words(),
            prompt: self.prompt(),
            flare_status,
            final_round: self.final_trigger.is_some(),
            outcome: self.book.outcome().cloned(),
        }
    }


    /// The pending decision, structured, with words for the deciding seat.
    fn decision(&self) -> Option<Decision> {
        if self.book.is_over() {
            return None;
        }
        let seat = self.to_act_seat();
        let d = match &self.pending {
            Pending::Setup { .. } => {
                // Duel's start squares are TK-2.6; the Battle arena's are TK-2.7.
                let rule = if self.form == Form::Duel { "TK-2.6" } else { "TK-2.7" };
                Decision::new(seat, DecisionKind::Setup, rule, "Choose a lit square for your starting piece")
            }
            Pending::Actions if self.actions_left == 0 => {
                Decision::new(seat, DecisionKind::Turn, "TK-8", "Your actions are used: invoke a flare or end the turn")
            }
            Pending::Actions => Decision::new(
                seat,
                DecisionKind::Turn,
                "TK-3",
                format!(
                    "Your turn, {} action{} left: place a common piece, summon or discard",
                    self.actions_left,
                    if self.actions_left == 1 { "" } else { "s" }
                ),
            ),
            Pending::PlacePickup { target } => Decision::new(
                seat,
                DecisionKind::Target,
                "TK-4.2",
                format!("Pick up one of your common or heroic pieces to place on {}", target.label()),
            ),
            Pending::SummonPickup { card, .. } => Decision::new(
                seat,
                DecisionKind::Target,
                "TK-5.6",
                format!("Take one of your pieces from outside the pattern to summon {}", card.name()),
            )
            .for_source(card.0 as u32),
            Pending::Returns => {
                Decision::new(seat, DecisionKind::Discard, "TK-7.1", "Return cards to the bottom of your deck, or stop")
            }
            Pending::Effect(res) => {
                let text =
                    if res.flare.is_some() { res.card.name().to_string() } else { res.card.def().text.to_string() };
                Decision::new(seat, DecisionKind::Target, "TK-6", format!("Resolve {}: {text}", res.card.name()))
                    .for_source(res.card.0 as u32)
            }
            Pending::LegendColour => Decision::new(
                seat,
                DecisionKind::Option,
                "TK-12.3",
                "Choose the colour in which your legend summon scores",
            ),
            Pending::ClaimTask => {
                Decision::new(seat, DecisionKind::Option, "TK-10.2", "Claim one task you meet, or none")
            }
        };
        Some(d)
    }
}
