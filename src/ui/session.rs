//! The reducer behind a game page: one match, who sits where, whose hand is shown,
//! and the last refusal. `reduce` never panics; a refused action leaves the match as
//! it was and becomes an error toast.

use std::rc::Rc;

use serde::{Deserialize, Serialize};
use yew::Reducible;

use crate::engine::ai::Level;
use crate::engine::prelude::*;
use crate::engine::{to_json, Match, RandomBot, RuleError, Save, Seat};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    /// The random player (uniform among the legal actions).
    Bot,
    /// The search player (`engine::ai`) at a level.
    Computer(Level),
    /// A person on another device (online play, `ui::online`): this page neither asks
    /// nor plays the seat; its person's page sends the seat's decisions.
    Remote,
}

impl SeatKind {
    /// Whether the computer plays this seat (at any level, random included).
    pub fn is_computer(self) -> bool {
        matches!(self, SeatKind::Bot | SeatKind::Computer(_))
    }

    /// The computer's level, `Random` for the random player; `None` for a person.
    pub fn level(self) -> Option<Level> {
        match self {
            SeatKind::Human | SeatKind::Remote => None,
            SeatKind::Bot => Some(Level::Random),
            SeatKind::Computer(l) => Some(l),
        }
    }

    /// A computer seat at that level.
    pub fn computer(level: Level) -> Self {
        if level == Level::Random {
            SeatKind::Bot
        } else {
            SeatKind::Computer(level)
        }
    }
}

/// How a game page starts: a fresh game, or a save to resume.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StartConfig {
    pub game: String,
    pub seats: Vec<SeatKind>,
    pub seed: u64,
    pub options: serde_json::Value,
    pub resume: Option<Save>,
    /// Open as a replay (a shared link): nothing is played or stored.
    #[serde(default)]
    pub replay: bool,
    /// This page hosts an online game (some seat is `Remote`): its room, the seats'
    /// tokens and the fair-shuffle secret (`ui::online`).
    #[serde(default)]
    pub online: Option<crate::ui::online::OnlineConfig>,
}

/// One decision made at the table, kept so the other side can see what happened.
pub struct MoveNote<G: Game> {
    /// Its place in the match's action list.
    pub index: usize,
    pub seat: Seat,
    /// What happened, in the log's public words (never an action's own label, which
    /// may name a card from a hidden hand). Shared, so that keeping the list of the
    /// latest decisions copies no text.
    pub label: Rc<str>,
    pub action: G::Action,
}

impl<G: Game> Clone for MoveNote<G> {
    fn clone(&self) -> Self {
        Self { index: self.index, seat: self.seat, label: self.label.clone(), action: self.action.clone() }
    }
}

/// Stepping through a finished (or any) game: the whole match and the step shown.
pub struct Replay<G: Game> {
    pub full: Rc<Match<G>>,
    pub step: usize,
}

impl<G: Game> Clone for Replay<G> {
    fn clone(&self) -> Self {
        Self { full: self.full.clone(), step: self.step }
    }
}

/// How many decisions the page remembers for the last-move marks.
const MOVES_KEPT: usize = 60;

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
    /// A hot-seat game just opened (started, resumed, reloaded or loaded from a save): no
    /// seat's side is drawn, not even hidden, until a person takes the device, since
    /// nobody knows who holds it.
    pub sealed: bool,
    pub error: Option<RuleError>,
    /// Counts changes, so effects (bots, autosave) know when to run.
    pub version: u64,
    /// Counts changes of the match alone (an action, an undo, a replay step): what the
    /// table is drawn from. Taking the device or closing a toast leaves it.
    pub match_version: u64,
    /// The latest decisions, newest last (for marking the other side's last move).
    pub moves: Rc<Vec<MoveNote<G>>>,
    /// Per seat: how many actions the match had when that seat last decided.
    last_seen: Vec<usize>,
    /// Set while stepping through the game's history; nothing can be played then.
    pub replay: Option<Replay<G>>,
    /// On the host's page of an online game: the referee, which holds the same match
    /// and answers the other devices (`ui::online`).
    pub online: Option<crate::ui::online::Hosting<G>>,
    bot: RandomBot,
}

impl<G: Game> Clone for Session<G> {
    fn clone(&self) -> Self {
        Self {
            m: self.m.clone(),
            seats: self.seats.clone(),
            viewer: self.viewer,
            handoff: self.handoff,
            sealed: self.sealed,
            error: self.error.clone(),
            version: self.version,
            match_version: self.match_version,
            moves: self.moves.clone(),
            last_seen: self.last_seen.clone(),
            replay: self.replay.clone(),
            online: self.online.clone(),
            bot: self.bot.clone(),
        }
    }
}

/// How many of `seats` are people at this device.
fn humans_of(seats: &[SeatKind]) -> usize {
    seats.iter().filter(|k| **k == SeatKind::Human).count()
}

/// What the page can ask of the session.
pub enum SessionMsg<G: Game> {
    /// A human decision (or an attempt the engine will refuse and explain).
    Act(G::Action),
    /// The bot to act makes its move.
    BotStep,
    /// The move the search player chose for the seat to act (it searched off the
    /// reducer, in slices).
    ComputerMove(G::Action),
    Undo,
    DismissError,
    /// Something outside the rules went wrong (the game could not be kept in the
    /// browser): shown like a refusal, the match untouched.
    Fault(RuleError),
    /// The next player has the device: show their hand.
    TakeDevice,
    /// Behind the pass-the-device screen: draw the table for the next person, so that
    /// taking the device only lifts the screen.
    PrepareNext,
    /// Show the game as it was after that many decisions (enters the replay).
    ReplayTo(usize),
    /// Back to the game as it stands.
    ReplayExit,
    /// During a replay: whose side the table shows.
    ViewAs(Seat),
    /// Online play, on the host's page: a message from another device, one gone, a
    /// fixed phrase, a hint searched for a remote seat (`ui::online`).
    Online(crate::ui::online::HostMsg<G>),
}

impl<G: Game> Session<G> {
    /// Starts or resumes a match from a config.
    pub fn start(config: &StartConfig) -> Result<Self, RuleError> {
        if let Some(online) = config.online.as_ref() {
            return crate::ui::online::host_session(config, online);
        }
        let m = match &config.resume {
            Some(save) => Match::<G>::load(&to_json(save, "the save", RuleError::save)?)?,
            None => {
                let options: G::Options = serde_json::from_value(config.options.clone())
                    .map_err(|e| RuleError::protocol(format!("these options are not valid: {e}")))?;
                Match::<G>::new(options, config.seed)?
            }
        };
        let mut s = Self::from_match(m, config.seats.clone())?;
        if config.replay {
            s.replay_to(0);
        }
        Ok(s)
    }

    /// A session over a match already played (a shared link, a loaded save).
    pub fn from_match(m: Match<G>, seats: Vec<SeatKind>) -> Result<Self, RuleError> {
        let n = m.state().seats();
        if seats.len() != n {
            return Err(RuleError::protocol(format!("this game has {n} seats, {} were set up", seats.len())));
        }
        // The person at the device first is whoever decides first (or the first person).
        let first_human = seats.iter().position(|k| *k == SeatKind::Human).unwrap_or(0);
        let viewer = m.state().to_act().filter(|s| seats[*s] == SeatKind::Human).unwrap_or(first_human);
        let done = m.actions().len();
        let sealed = seats.iter().filter(|k| **k == SeatKind::Human).count() >= 2
            && !m.state().open_table()
            && m.state().outcome().is_none();
        // Against the computer only, undo may take back a card shown to the others
        // (issue 34 point 9): the computer keeps no memory between its views.
        let mut m = m;
        m.set_undo_past_shown(seats.iter().all(|k| *k == SeatKind::Human || k.is_computer()) && humans_of(&seats) == 1);
        let mut s = Self {
            bot: RandomBot::new(m.seed().wrapping_add(m.actions().len() as u64)),
            m: Rc::new(m),
            last_seen: vec![done; n],
            seats,
            viewer,
            handoff: false,
            sealed,
            error: None,
            version: 0,
            match_version: 0,
            moves: Rc::new(Vec::new()),
            replay: None,
            online: None,
        };
        // A sealed game opens on the pass-the-device screen for the person to decide.
        s.settle();
        Ok(s)
    }

    /// The online referee, on the host's page of an online game.
    pub fn hosting(&self) -> Option<&crate::ui::online::Hosting<G>> {
        self.online.as_ref()
    }

    fn hosting_mut(&mut self) -> Option<&mut crate::ui::online::Hosting<G>> {
        self.online.as_mut()
    }

    /// The config that resumes this game as it stands (the autosave's). An online game
    /// that has not started keeps its referee's secret and parts only: the match shown
    /// meanwhile is a stand-in.
    pub fn to_keep(&self) -> Result<StartConfig, RuleError> {
        let waiting = self.hosting().is_some_and(|o| o.waiting());
        Ok(StartConfig {
            game: G::ID.to_string(),
            seats: self.seats.clone(),
            seed: self.m.seed(),
            // Before the start, the referee's: with the decks chosen on other devices so far.
            options: to_json(
                self.hosting().map_or(self.m.options(), |o| o.host.options()),
                "the options",
                RuleError::save,
            )?,
            resume: if waiting { None } else { Some(self.m.save()?) },
            replay: false,
            online: self.hosting().map(|o| o.config_now()),
        })
    }

    /// How many seats are played by people.
    pub fn humans(&self) -> usize {
        humans_of(&self.seats)
    }

    /// Two or more people share this device: hidden information must stay off screen.
    pub fn hot_seat(&self) -> bool {
        self.humans() >= 2
    }

    /// The seat to act, if a person plays it.
    pub fn human_to_act(&self) -> Option<Seat> {
        self.decider().filter(|s| self.seats[*s] == SeatKind::Human)
    }

    /// Who decides now: the seat to act, except that a team decision (Aeon's End's "any
    /// player", AE-9.6) goes to a person of that team, the one at the table first. In
    /// an online game the referee says (`online::Host::decider`): nobody before the
    /// game starts, and a person on another device as well as one here.
    pub fn decider(&self) -> Option<Seat> {
        if let Some(o) = self.hosting() {
            return o.host.decider();
        }
        let g = self.m.state();
        let seat = g.to_act()?;
        if !g.decision().is_some_and(|d| d.team) {
            return Some(seat);
        }
        let team = g.teams().into_iter().find(|t| t.contains(&seat)).unwrap_or_default();
        let person = |s: &Seat| self.seats[*s] == SeatKind::Human;
        Some(team.into_iter().filter(person).min_by_key(|s| (*s != self.viewer, *s != seat)).unwrap_or(seat))
    }

    /// The seat to act, if the bot plays it.
    pub fn bot_to_act(&self) -> Option<Seat> {
        if self.replay.is_some() {
            return None;
        }
        self.decider().filter(|s| self.level_of(*s).is_some())
    }

    /// The level the computer plays seat `seat` at, if it plays it: a computer seat, or
    /// (online) a seat whose person left and which the host handed to the computer.
    pub fn level_of(&self, seat: Seat) -> Option<Level> {
        let stood_in = self.hosting().is_some_and(|o| o.host.stood_in(seat));
        self.seats.get(seat).and_then(|k| k.level()).or(stood_in.then_some(Level::Normal))
    }

    /// Whether the person looking at the table may decide now.
    pub fn viewer_decides(&self) -> bool {
        self.replay.is_none() && !self.handoff && !self.sealed && self.human_to_act() == Some(self.viewer)
    }

    /// Whether the table is drawn for a person deciding: now, or behind the hand-over
    /// screen once they take the device. The hidden table is drawn with their choices
    /// lit, so *I'm ready* only lifts the screen. Nothing can be played from it until
    /// then: `SessionMsg::Act` asks [`Session::viewer_decides`].
    pub fn table_decides(&self) -> bool {
        self.replay.is_none() && self.human_to_act() == Some(self.viewer)
    }

    /// The other seats' decisions since the viewer last decided, oldest first: what the
    /// table marks as "their last move".
    pub fn others_moves(&self) -> Vec<&MoveNote<G>> {
        if self.replay.is_some() {
            return Vec::new();
        }
        let since = self.last_seen.get(self.viewer).copied().unwrap_or(0);
        self.moves.iter().filter(|n| n.index >= since && n.seat != self.viewer).collect()
    }

    /// After any change: show the deciding person's side, behind the pass-the-device
    /// screen when the device changes hands between two people. The screen comes up at
    /// once over the table as it is (hidden: nothing of it can be seen or reached); the
    /// page then draws the table for the next person behind it in a later task
    /// (`SessionMsg::PrepareNext`), so the click that ends a turn repaints within a
    /// frame and *I'm ready* only lifts the screen.
    ///
    /// A sealed game (just opened) raises the screen for whoever decides first, even the
    /// seat it would show anyway, and draws nothing behind it.
    fn settle(&mut self) {
        if self.m.state().outcome().is_some() {
            self.sealed = false;
        }
        if let Some(s) = self.human_to_act() {
            if s != self.viewer || self.sealed {
                // No hand-over where every seat sees the same table (Aeon's End).
                self.handoff = self.hot_seat() && !self.m.state().open_table();
                if !self.handoff || self.sealed {
                    self.viewer = s;
                }
            }
        }
    }

    /// The pass-the-device screen is up and the table behind it still shows the seat
    /// that just played: the page should draw it for the next person.
    pub fn next_to_prepare(&self) -> Option<Seat> {
        self.human_to_act().filter(|s| self.handoff && *s != self.viewer)
    }

    /// Applies a decision. A legal one (legal iff listed) changes the match, which is
    /// copied only then; a refused one is tried on a copy of the bare state, for the
    /// engine's rule and words, and the match is left untouched.
    fn act(&mut self, action: &G::Action) {
        let seat = self.decider();
        let index = self.m.actions().len();
        let lines_before = self.m.lines().len();
        let result = if let Some(o) = self.hosting_mut() {
            // The referee applies it (and tells the other devices), to the match it
            // shares with this session.
            o.apply_local(action).map(|m| self.m = m)
        } else if self.m.state().legal_actions().contains(action) {
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
                self.noted(seat, index, lines_before, action);
                self.error = None;
                self.settle();
            }
            Err(e) => self.error = Some(e),
        }
    }

    /// Keeps a decision just applied (by `seat`, the match's action `index`, whose log
    /// began at line `lines_before`) for the last-move marks.
    pub(crate) fn noted(&mut self, seat: Option<Seat>, index: usize, lines_before: usize, action: &G::Action) {
        let Some(seat) = seat else { return };
        let label = self
            .m
            .lines()
            .iter_from(lines_before)
            .map(|l| l.text.trim_end_matches('.'))
            .collect::<Vec<_>>()
            .join("; ")
            .into();
        let moves = Rc::make_mut(&mut self.moves);
        moves.push(MoveNote { index, seat, label, action: action.clone() });
        if moves.len() > MOVES_KEPT {
            moves.remove(0);
        }
        if let Some(l) = self.last_seen.get_mut(seat) {
            *l = index;
        }
    }

    /// After a change made by the referee (an online game): the usual hand-over to
    /// the next person here.
    pub(crate) fn settle_online(&mut self) {
        self.settle();
    }

    /// Shows the game after `step` decisions, keeping the whole match to come back to.
    fn replay_to(&mut self, step: usize) {
        let full = match &self.replay {
            Some(r) => r.full.clone(),
            None => self.m.clone(),
        };
        let step = step.min(full.actions().len());
        // One step forward applies one action to the position shown, so stepping through
        // a long game costs the same at its end as at its start; any other jump replays.
        let shown = self.replay.as_ref().map(|r| r.step);
        let next = step.checked_sub(1).filter(|prev| shown == Some(*prev)).and_then(|prev| full.actions().get(prev));
        let stepped = next.and_then(|a| {
            let mut m = (*self.m).clone();
            m.apply(a).ok().map(|_| m)
        });
        let replayed = match stepped {
            Some(m) => Ok(m),
            None => {
                let actions: Vec<G::Action> = full.actions().iter().take(step).cloned().collect();
                Match::replay(full.options().clone(), full.seed(), &actions)
            }
        };
        match replayed {
            Ok(m) => {
                self.m = Rc::new(m);
                self.replay = Some(Replay { full, step });
                self.handoff = false;
                self.sealed = false;
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
            SessionMsg::ComputerMove(a) => {
                if s.bot_to_act().is_some() {
                    s.act(&a);
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
                let replaying = s.replay.is_some();
                let undone = if !replaying && !s.viewer_decides() {
                    Err(RuleError::undo("Undo takes back your own moves, when it is your decision"))
                } else if let (false, Some(o)) = (replaying, s.hosting_mut()) {
                    o.undo_local().map(|m| s.m = m)
                } else if s.replay.is_none() && s.m.can_undo() {
                    Rc::make_mut(&mut s.m).undo()
                } else {
                    Err(s.m.undo_refusal())
                };
                match undone {
                    Ok(()) => {
                        let len = s.m.actions().len();
                        if s.moves.iter().any(|n| n.index >= len) {
                            Rc::make_mut(&mut s.moves).retain(|n| n.index < len);
                        }
                        s.error = None;
                    }
                    Err(e) => s.error = Some(e),
                }
            }
            SessionMsg::Fault(e) => {
                // The same fault again (the next autosave failing the same way) changes
                // nothing, so it cannot start a loop of saves and toasts.
                if s.error.as_ref() == Some(&e) {
                    return self;
                }
                s.error = Some(e);
            }
            SessionMsg::DismissError => {
                if s.error.is_none() {
                    return self;
                }
                s.error = None;
            }
            SessionMsg::ReplayTo(step) => s.replay_to(step),
            SessionMsg::ReplayExit => {
                if let Some(r) = s.replay.take() {
                    s.m = r.full;
                }
            }
            SessionMsg::ViewAs(seat) => {
                if s.replay.is_some() && seat < s.seats.len() {
                    s.viewer = seat;
                }
            }
            SessionMsg::PrepareNext => match s.next_to_prepare() {
                Some(seat) => s.viewer = seat,
                None => return self,
            },
            SessionMsg::Online(msg) => {
                if !crate::ui::online::reduce(&mut s, msg) {
                    return self;
                }
            }
            SessionMsg::TakeDevice => {
                if let Some(seat) = s.human_to_act() {
                    s.viewer = seat;
                }
                s.handoff = false;
                s.sealed = false;
            }
        }
        s.version = self.version + 1;
        // Every change of the match goes through a copy (`Rc::make_mut` while `self`
        // still holds it) or a new match, so a new pointer is a new match.
        if !Rc::ptr_eq(&s.m, &self.m) {
            s.match_version = self.match_version + 1;
        }
        Rc::new(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::LogLine;
    use crate::games::aeons_end::AeonsEnd;
    use crate::games::lorcana::Lorcana;
    use crate::games::tash_kalar::{Mode, Options as TkOptions, TashKalar};
    use SeatKind::{Bot, Human};

    fn config<G: Game>(options: &G::Options, seed: u64, seats: Vec<SeatKind>) -> StartConfig {
        StartConfig {
            game: G::ID.to_string(),
            seats,
            seed,
            options: serde_json::to_value(options).expect("options serialize"),
            resume: None,
            replay: false,
            online: None,
        }
    }

    /// The first Lorcana seed whose first decision is P2's (the starting player alters first).
    fn p2_first() -> u64 {
        (0..200)
            .find(|&s| Lorcana::new(&Default::default(), s).is_ok_and(|g| g.to_act() == Some(1)))
            .expect("a seed where P2 starts")
    }

    fn dispatch<G: Game>(s: Rc<Session<G>>, msg: SessionMsg<G>) -> Rc<Session<G>> {
        s.reduce(msg)
    }

    /// Opened on the pass-the-device screen for `seat`, nothing drawn behind it; taking
    /// the device shows that seat's side and lets it decide.
    fn opens_sealed_for<G: Game>(s: Rc<Session<G>>, seat: Seat) {
        assert!(s.sealed && s.handoff, "a hot-seat game opens on the pass-the-device screen, its table undrawn");
        assert_eq!(s.human_to_act(), Some(seat), "for the person to decide");
        assert!(!s.viewer_decides(), "nobody decides before taking the device");
        assert_eq!(s.next_to_prepare(), None, "and nothing is drawn behind the screen");
        let s = dispatch(s, SessionMsg::TakeDevice);
        assert!(!s.sealed && !s.handoff, "taking the device lifts the screen");
        assert_eq!(s.viewer, seat, "and shows the deciding seat's side");
        assert!(s.viewer_decides(), "who may now decide");
    }

    #[test]
    fn a_hot_seat_game_whose_first_decider_is_p2_opens_on_the_pass_screen() {
        let s = Session::<Lorcana>::start(&config::<Lorcana>(&Default::default(), p2_first(), vec![Human, Human]))
            .expect("starts");
        opens_sealed_for(Rc::new(s), 1);
    }

    #[test]
    fn resuming_or_loading_a_hot_seat_game_opens_on_the_pass_screen() {
        let mut m = Match::<Lorcana>::new(Default::default(), 5).expect("starts");
        let mut bot = RandomBot::new(5);
        while m.actions().len() < 30 {
            let a = bot.choose(m.state()).expect("a live game lists an action");
            m.apply(&a).expect("listed");
        }
        let seat = m.state().to_act().expect("still running");
        let c = StartConfig {
            resume: Some(m.save().unwrap()),
            ..config::<Lorcana>(&Default::default(), 5, vec![Human, Human])
        };
        let s = Session::<Lorcana>::start(&c).expect("resumes");
        assert_eq!(s.m.actions().len(), 30, "resumed where it stood");
        opens_sealed_for(Rc::new(s), seat);
    }

    /// Issue 34 point 9: against the computer a person takes back their own moves until
    /// something hidden is revealed to them (as Board Game Arena does): an inked or played
    /// card is taken back; between two people it stays, and Undo says why.
    #[test]
    fn against_the_computer_an_inked_card_is_taken_back_and_between_people_it_is_not() {
        use crate::games::lorcana::Action;
        let inking = |seats: Vec<SeatKind>| {
            for seed in 1..60 {
                let mut s = Rc::new(
                    Session::<Lorcana>::start(&config::<Lorcana>(&Default::default(), seed, seats.clone())).unwrap(),
                );
                for _ in 0..400 {
                    if s.bot_to_act().is_some() {
                        s = dispatch(s, SessionMsg::BotStep);
                        continue;
                    }
                    if s.handoff || s.sealed {
                        s = dispatch(s, SessionMsg::TakeDevice);
                        continue;
                    }
                    let legal = s.m.state().legal_actions();
                    if let Some(ink) = legal.iter().find(|a| matches!(a, Action::Ink { .. })).cloned() {
                        let before = s.m.state().clone();
                        let after = dispatch(s, SessionMsg::Act(ink));
                        assert!(after.error.is_none(), "inking is legal");
                        let undone = dispatch(after, SessionMsg::Undo);
                        return (before, undone);
                    }
                    let a = legal.iter().find(|a| !matches!(a, Action::Concede)).cloned().unwrap();
                    s = dispatch(s, SessionMsg::Act(a));
                }
            }
            panic!("no card was ever inked");
        };
        let (before, undone) = inking(vec![Human, Bot]);
        assert!(undone.error.is_none(), "against the computer the ink is taken back: {:?}", undone.error);
        assert_eq!(*undone.m.state(), before, "the game is as it was before the card was inked");
        let (_, kept) = inking(vec![Human, Human]);
        let e = kept.error.as_ref().expect("between people the inked card stays");
        assert!(e.message.contains("inking or playing a card shows it"), "and Undo says why: {}", e.message);
    }

    #[test]
    fn a_fault_is_shown_once_and_leaves_the_match() {
        let s = Rc::new(
            Session::<Lorcana>::start(&config::<Lorcana>(&Default::default(), 5, vec![Bot, Human])).expect("starts"),
        );
        let fault = RuleError::save("this game could not be kept in the browser");
        let shown = dispatch(s.clone(), SessionMsg::Fault(fault.clone()));
        assert_eq!(shown.error.as_ref(), Some(&fault), "the page shows it like a refusal");
        assert!(Rc::ptr_eq(&shown.m, &s.m), "the match is untouched");
        assert!(shown.version > s.version, "shown: the page draws it");
        // The next autosave failing the same way changes nothing: no loop of saves.
        let again = dispatch(shown.clone(), SessionMsg::Fault(fault));
        assert!(Rc::ptr_eq(&again, &shown), "the same fault again is no change");
    }

    #[test]
    fn against_the_computer_or_on_an_open_table_the_game_opens_on_the_table() {
        let s = Session::<Lorcana>::start(&config::<Lorcana>(&Default::default(), p2_first(), vec![Bot, Human]))
            .expect("starts");
        assert!(!s.sealed && !s.handoff, "one person: nothing to hide from anyone");
        assert!(s.viewer_decides(), "the person decides at once");
        let s = Session::<AeonsEnd>::start(&config::<AeonsEnd>(&Default::default(), 3, vec![Human, Human]))
            .expect("starts");
        assert!(!s.sealed && !s.handoff, "Aeon's End's hands are open: no screen");
    }

    #[test]
    fn a_sealed_game_where_the_computer_moves_first_raises_the_screen_for_the_first_person() {
        let options = TkOptions { mode: Mode::Battle, ..Default::default() };
        let seed = (0..200)
            .find(|&s| TashKalar::new(&options, s).is_ok_and(|g| g.to_act() == Some(0)))
            .expect("a seed where P1 starts");
        let mut s = Rc::new(
            Session::<TashKalar>::start(&config::<TashKalar>(&options, seed, vec![Bot, Human, Human])).expect("starts"),
        );
        assert!(s.sealed && !s.handoff, "the computer moves first: no screen yet, and no side drawn");
        while s.bot_to_act().is_some() {
            s = dispatch(s, SessionMsg::BotStep);
        }
        let seat = s.human_to_act().expect("a person decides after the computer");
        opens_sealed_for(s, seat);
    }

    #[test]
    fn stepping_forward_through_a_replay_shows_what_a_jump_to_that_step_shows() {
        let mut m = Match::<Lorcana>::new(Default::default(), 4).expect("starts");
        let mut bot = RandomBot::new(4);
        while m.actions().len() < 60 {
            let a = bot.choose(m.state()).expect("a live game lists an action");
            m.apply(&a).expect("listed");
        }
        let mut s = Rc::new(Session::from_match(m, vec![Human, Human]).expect("a session"));
        s = dispatch(s, SessionMsg::ReplayTo(0));
        for step in 1..=60 {
            s = dispatch(s, SessionMsg::ReplayTo(step));
            let jumped = dispatch(s.clone(), SessionMsg::ReplayTo(0));
            let jumped = dispatch(jumped, SessionMsg::ReplayTo(step));
            assert_eq!(s.replay.as_ref().map(|r| r.step), Some(step), "the replay is at step {step}");
            assert_eq!(s.m.actions().len(), step, "step {step} shows {step} decisions");
            assert_eq!(s.m.lines(), jumped.m.lines(), "step {step}: the same log as a jump there");
            assert_eq!(s.m.state().view(0), jumped.m.state().view(0), "step {step}: the same table as a jump there");
        }
        assert!(s.error.is_none(), "no step was refused");
    }

    #[test]
    fn a_move_shares_the_history_with_the_position_before_it() {
        let mut s = Rc::new(
            Session::<Lorcana>::start(&config::<Lorcana>(&Default::default(), 5, vec![Bot, Bot])).expect("starts"),
        );
        for _ in 0..40 {
            s = dispatch(s, SessionMsg::BotStep);
        }
        assert!(s.m.state().outcome().is_none(), "the game is still on after 40 moves");
        let before = s.clone();
        let after = dispatch(s, SessionMsg::BotStep);
        assert_eq!(after.m.actions().len(), before.m.actions().len() + 1, "the bot moved");
        let shared = |a: &LogLine, b: &LogLine| Rc::ptr_eq(&a.text, &b.text);
        assert!(
            before.m.lines().iter().zip(after.m.lines().iter()).all(|(a, b)| shared(a, b)),
            "every earlier log line is shared, not copied"
        );
        assert_eq!(
            before.m.lines().to_vec(),
            after.m.lines().iter().take(before.m.lines().len()).cloned().collect::<Vec<_>>()
        );
    }
}
