//! The reducer behind a game page: one match, who sits where, whose hand is shown,
//! and the last refusal. `reduce` never panics; a refused action leaves the match as
//! it was and becomes an error toast.

use std::rc::Rc;

use serde::{Deserialize, Serialize};
use yew::Reducible;

use crate::engine::{Game, Match, RandomBot, RuleError, Save, Seat};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    Bot,
}

/// How a game page starts: a fresh game, or a save to resume.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StartConfig {
    pub game: String,
    pub seats: Vec<SeatKind>,
    pub seed: u64,
    pub options: serde_json::Value,
    pub resume: Option<Save>,
}

/// A match being played in the page.
pub struct Session<G: Game> {
    /// Shared between the session before and after a dispatch: only a dispatch that
    /// changes the match copies it (`Rc::make_mut`), so dismissing a toast, taking the
    /// device or a refused action copies no state, undo snapshot or log line.
    pub m: Rc<Match<G>>,
    pub seats: Vec<SeatKind>,
    /// The seat whose private information the table shows.
    pub viewer: Seat,
    /// The pass-the-device screen is up: the hand stays hidden until the next player confirms.
    pub handoff: bool,
    pub error: Option<RuleError>,
    /// Counts changes, so effects (bots, autosave) know when to run.
    pub version: u64,
    bot: RandomBot,
}

impl<G: Game> Clone for Session<G> {
    fn clone(&self) -> Self {
        Self {
            m: self.m.clone(),
            seats: self.seats.clone(),
            viewer: self.viewer,
            handoff: self.handoff,
            error: self.error.clone(),
            version: self.version,
            bot: self.bot.clone(),
        }
    }
}

/// What the page can ask of the session.
pub enum SessionMsg<G: Game> {
    /// A human decision (or an attempt the engine will refuse and explain).
    Act(G::Action),
    /// The bot to act makes its move.
    BotStep,
    Undo,
    DismissError,
    /// The next player has the device: show their hand.
    TakeDevice,
}

impl<G: Game> Session<G> {
    /// Starts or resumes a match from a config.
    pub fn start(config: &StartConfig) -> Result<Self, RuleError> {
        let m = match &config.resume {
            Some(save) => Match::<G>::load(&serde_json::to_value(save).unwrap_or_default())?,
            None => {
                let options: G::Options = serde_json::from_value(config.options.clone())
                    .map_err(|e| RuleError::protocol(format!("these options are not valid: {e}")))?;
                Match::<G>::new(options, config.seed)?
            }
        };
        let seats = m.state().seats();
        if config.seats.len() != seats {
            return Err(RuleError::protocol(format!(
                "this game has {seats} seats, {} were set up",
                config.seats.len()
            )));
        }
        // The person at the device first is whoever decides first (or the first person).
        let first_human = config.seats.iter().position(|k| *k == SeatKind::Human).unwrap_or(0);
        let viewer = m.state().to_act().filter(|s| config.seats[*s] == SeatKind::Human).unwrap_or(first_human);
        let s = Self {
            bot: RandomBot::new(m.seed().wrapping_add(m.actions().len() as u64)),
            m: Rc::new(m),
            seats: config.seats.clone(),
            viewer,
            handoff: false,
            error: None,
            version: 0,
        };
        Ok(s)
    }

    /// How many seats are played by people.
    pub fn humans(&self) -> usize {
        self.seats.iter().filter(|k| **k == SeatKind::Human).count()
    }

    /// The seat to act, if a person plays it.
    pub fn human_to_act(&self) -> Option<Seat> {
        self.m.state().to_act().filter(|s| self.seats[*s] == SeatKind::Human)
    }

    /// The seat to act, if the bot plays it.
    pub fn bot_to_act(&self) -> Option<Seat> {
        self.m.state().to_act().filter(|s| self.seats[*s] == SeatKind::Bot)
    }

    /// Whether the person looking at the table may decide now.
    pub fn viewer_decides(&self) -> bool {
        !self.handoff && self.human_to_act() == Some(self.viewer)
    }

    /// After any change: show the deciding person's side, behind the pass-the-device
    /// screen when the device changes hands between two people.
    fn settle(&mut self) {
        if let Some(s) = self.human_to_act() {
            if s != self.viewer {
                self.handoff = self.humans() >= 2;
                if !self.handoff {
                    self.viewer = s;
                }
            }
        }
    }

    /// Applies a decision. A legal one (legal iff listed) changes the match, which is
    /// copied only then; a refused one is tried on a copy of the bare state, for the
    /// engine's rule and words, and the match is left untouched.
    fn act(&mut self, action: &G::Action) {
        let legal = self.m.state().legal_actions().contains(action);
        let result = if legal {
            Rc::make_mut(&mut self.m).apply(action).map(|_| ())
        } else {
            let mut probe = self.m.state().clone();
            match probe.apply(action) {
                Err(e) => Err(e),
                // Never happens for a game whose list is exact; keep the match consistent anyway.
                Ok(_) => Rc::make_mut(&mut self.m).apply(action).map(|_| ()),
            }
        };
        match result {
            Ok(()) => {
                self.error = None;
                self.settle();
            }
            Err(e) => self.error = Some(e),
        }
    }
}

impl<G: Game> Reducible for Session<G> {
    type Action = SessionMsg<G>;

    fn reduce(self: Rc<Self>, msg: Self::Action) -> Rc<Self> {
        let mut s = (*self).clone();
        match msg {
            SessionMsg::Act(a) => {
                if s.viewer_decides() {
                    s.act(&a);
                } else {
                    s.error = Some(RuleError::protocol("it is not your decision now"));
                }
            }
            SessionMsg::BotStep => {
                if s.bot_to_act().is_some() {
                    let mut bot = s.bot.clone();
                    if let Some(a) = bot.choose(s.m.state()) {
                        s.bot = bot;
                        s.act(&a);
                    }
                }
            }
            SessionMsg::Undo => {
                if s.m.can_undo() {
                    let _ = Rc::make_mut(&mut s.m).undo();
                    s.error = None;
                } else {
                    s.error = Some(RuleError::new(
                        "undo",
                        "nothing to undo: undo goes back only within your own turn, and never past a \
                         shuffle, a draw, a reveal or another player's decision",
                    ));
                }
            }
            SessionMsg::DismissError => {
                if s.error.is_none() {
                    return self;
                }
                s.error = None;
            }
            SessionMsg::TakeDevice => {
                if let Some(seat) = s.human_to_act() {
                    s.viewer = seat;
                }
                s.handoff = false;
            }
        }
        s.version = self.version + 1;
        Rc::new(s)
    }
}
