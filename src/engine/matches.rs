use std::rc::Rc;

use super::{to_json, Event, Game, RuleError, Save, Seat, SharedList, SAVE_FORMAT_VERSION};

/// One line of the match log, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    pub turn: u32,
    /// The seat whose decision caused it (`None` for setup).
    pub seat: Option<Seat>,
    /// Shared, so that copying a line (into the page's log panel, on every move) copies
    /// no text.
    pub text: Rc<str>,
}

/// A game in progress with its history: the options and seed it started from, every
/// action applied, a log in words, and undo within the current seat's turn.
///
/// History is light: instead of a copy of the state per action, the match keeps one
/// copy at the last undo barrier (a random event, a reveal, a hand-over to another
/// seat) and the actions since; undo replays them from that copy, less the last one.
///
/// Copying a match costs the same early and late: the action list and the log in words
/// are [`SharedList`]s, whose copies share all but their last few items (the page copies
/// the match on every move, keeping the position before it).
#[derive(Clone)]
pub struct Match<G: Game> {
    options: G::Options,
    seed: u64,
    log: SharedList<G::Action>,
    state: G,
    lines: SharedList<LogLine>,
    /// The state at the last undo barrier, with the log length at that point; `None`
    /// when nothing may be undone (right after a barrier, the state itself is the copy).
    anchor: Option<(G, usize)>,
    /// For each action since the barrier, the log-line count before it.
    marks: Vec<usize>,
    /// Undo may take back a card shown to the other seats ([`Book::show`]): set by a
    /// page where every other seat is the computer (issue 34 point 9).
    ///
    /// [`Book::show`]: crate::engine::Book::show
    undo_past_shown: bool,
}

/// Each event of one action with the turn its log line carries: the turn current when
/// the action began until an event says it opens (or belongs to) a later turn. An end of
/// turn that starts the next one, or an automatic turn of a nemesis in between, thus
/// logs "Turn 2: ..." and what follows under turn 2, not under the turn that ended.
fn stamp(start: u32, events: &[Event]) -> impl Iterator<Item = (u32, &Event)> {
    events.iter().scan(start, |current, e| {
        if let Some(t) = e.turn {
            *current = t;
        }
        Some((*current, e))
    })
}

impl<G: Game> Match<G> {
    /// A new match; bad options are refused.
    pub fn new(options: G::Options, seed: u64) -> Result<Self, RuleError> {
        let mut state = G::new(&options, seed)?;
        // No seed in the log: it fixes every hidden card, and the log is on screen during
        // play (the end screen shows the seed).
        // What the set-up played by itself before the first decision follows, each line
        // under its turn (Aeon's End's nemesis when the turn order opens with it): the
        // lines set-up left in the book.
        let setup = state.book_mut().take_events();
        let lines = std::iter::once(LogLine { turn: 0, seat: None, text: format!("{} set up.", G::NAME).into() })
            .chain(stamp(0, &setup).map(|(turn, e)| LogLine { turn, seat: None, text: e.text.as_str().into() }))
            .collect();
        Ok(Self {
            options,
            seed,
            log: SharedList::new(),
            state,
            lines,
            anchor: None,
            marks: Vec::new(),
            undo_past_shown: false,
        })
    }

    pub fn state(&self) -> &G {
        &self.state
    }
    pub fn options(&self) -> &G::Options {
        &self.options
    }
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// Every action applied so far, in order.
    pub fn actions(&self) -> &SharedList<G::Action> {
        &self.log
    }
    /// The log in words.
    pub fn lines(&self) -> &SharedList<LogLine> {
        &self.lines
    }

    /// Lets undo take back cards shown to the other seats (inked, played), for a game
    /// against the computer, which keeps no memory between its views: a person may
    /// take back their own moves until something hidden is revealed to them (a draw, a
    /// reveal from a deck, a shuffle), as Board Game Arena does. Between people a card
    /// shown stays a barrier.
    pub fn set_undo_past_shown(&mut self, on: bool) {
        self.undo_past_shown = on;
    }

    fn epoch(&self) -> u64 {
        if self.undo_past_shown {
            self.state.book().private_epoch()
        } else {
            self.state.undo_epoch()
        }
    }

    /// Why [`Match::undo`] cannot take anything back now.
    pub fn undo_refusal(&self) -> RuleError {
        RuleError::undo(if self.undo_past_shown {
            "nothing to undo: undo goes back only within your own turn, and never past a shuffle, a card \
             revealed to you (a draw, a look at a deck) or another player's decision"
        } else {
            "nothing to undo: undo goes back only within your own turn, and never past a shuffle, a draw, a \
             reveal (inking or playing a card shows it to the others) or another player's decision"
        })
    }

    /// Applies one action for the seat to act. On `Err` nothing changes.
    ///
    /// Undo stays possible while the same seat goes on deciding; a random event, a
    /// reveal of hidden information or a hand-over to another seat is a barrier.
    pub fn apply(&mut self, action: &G::Action) -> Result<Vec<Event>, RuleError> {
        let seat = self.state.to_act();
        let epoch = self.epoch();
        let turn = self.state.turn();
        // The copy a later undo replays from is taken only when the previous action was
        // a barrier; otherwise the existing anchor already covers this action.
        let fresh_anchor = self.anchor.is_none().then(|| (self.state.clone(), self.log.len()));
        let events = self.state.apply(action)?;
        let mark = self.lines.len();
        self.log.push(action.clone());
        self.lines.extend(stamp(turn, &events).map(|(turn, e)| LogLine { turn, seat, text: e.text.as_str().into() }));
        let barrier = self.epoch() != epoch || self.state.to_act() != seat || self.state.outcome().is_some();
        if barrier {
            self.anchor = None;
            self.marks.clear();
        } else {
            if let Some(a) = fresh_anchor {
                self.anchor = Some(a);
            }
            self.marks.push(mark);
        }
        Ok(events)
    }

    /// Whether [`Match::undo`] would succeed.
    pub fn can_undo(&self) -> bool {
        !self.marks.is_empty()
    }

    /// Takes back the last action of the current seat's turn.
    pub fn undo(&mut self) -> Result<(), RuleError> {
        let refuse = || self.undo_refusal();
        let mark = *self.marks.last().ok_or_else(refuse)?;
        let (anchor, at) = self.anchor.as_ref().ok_or_else(refuse)?;
        let mut state = anchor.clone();
        let keep = self.log.len() - 1;
        for a in self.log.iter_from(*at).take(keep.saturating_sub(*at)) {
            state.apply(a).map_err(|e| RuleError::undo(format!("the turn could not be replayed: {}", e.message)))?;
        }
        self.state = state;
        self.log.truncate(keep);
        self.lines.truncate(mark);
        self.marks.pop();
        if self.marks.is_empty() {
            self.anchor = None;
        }
        Ok(())
    }

    /// Rebuilds a match by replaying `actions` from `options` and `seed`.
    pub fn replay(options: G::Options, seed: u64, actions: &[G::Action]) -> Result<Self, RuleError> {
        let mut m = Self::new(options, seed)?;
        for (i, a) in actions.iter().enumerate() {
            m.apply(a).map_err(|e| {
                RuleError::save(format!("log entry {i} cannot be replayed: {} [{}]", e.message, e.rule))
            })?;
        }
        Ok(m)
    }

    /// The save (format v1): options, seed and the action log.
    pub fn save(&self) -> Result<Save, RuleError> {
        Ok(Save {
            format_version: SAVE_FORMAT_VERSION,
            game: G::ID.to_string(),
            options: to_json(&self.options, "the options", RuleError::save)?,
            seed: self.seed,
            log: self.log.iter().map(|a| to_json(a, "an action", RuleError::save)).collect::<Result<_, _>>()?,
        })
    }

    /// Loads a save, checking version, game, options and every logged action.
    pub fn load(save: &serde_json::Value) -> Result<Self, RuleError> {
        let save: Save =
            serde_json::from_value(save.clone()).map_err(|e| RuleError::save(format!("not a Turnkeeper save: {e}")))?;
        if save.format_version != SAVE_FORMAT_VERSION {
            return Err(RuleError::save(format!(
                "save format version {} is not supported (this build reads version {SAVE_FORMAT_VERSION})",
                save.format_version
            )));
        }
        if save.game != G::ID {
            return Err(RuleError::save(format!("this save is for '{}', not '{}'", save.game, G::ID)));
        }
        let options: G::Options = serde_json::from_value(save.options)
            .map_err(|e| RuleError::save(format!("the save's options are not valid for {}: {e}", G::NAME)))?;
        let actions = save
            .log
            .into_iter()
            .enumerate()
            .map(|(i, v)| {
                serde_json::from_value(v)
                    .map_err(|e| RuleError::save(format!("log entry {i} is not an action of {}: {e}", G::NAME)))
            })
            .collect::<Result<Vec<G::Action>, _>>()?;
        Self::replay(options, save.seed, &actions)
    }
}
