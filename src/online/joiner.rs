//! A remote seat's page: it holds no game state, only what the host sent
//! for its seat (the last update, the log, refusals, what people said) and what the
//! end's check needs: the host's commitment, its own random part and the hash of every
//! table it was shown.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::changes;
use super::fairness::{self, Evidence, Secret, Verdict};
use super::host::{masked, FromHost, FromJoiner, SeatUpdate};
use super::json::{self, Json};
use super::update::{view_hash, Shown};
use super::wire::{self, HintMove, Line, Phrase, SeatState, ToJoiner, Update};
use crate::engine::{Game, Match, RuleError, Seat};

/// What a remote seat's page keeps in the browser between reloads, so that the end's
/// check still covers every table shown before a reload, with the part it sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kept {
    /// This page's random part (hex).
    pub part: String,
    pub sent_part: bool,
    /// The host's commitment (hex), once welcomed.
    pub commitment: Option<String>,
    /// The hash (hex) of every table shown, by its number of actions.
    pub shown: Vec<(usize, String)>,
    pub broken: Vec<String>,
}

/// Why this page does not play its seat although the host answers it: one seat is
/// held by one device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elsewhere {
    /// Another device held the seat when this page said hello: nothing was given.
    Taken,
    /// This page held the seat, and another device took it over on purpose.
    Replaced,
}

/// One remote seat's page.
pub struct Joiner<G: Game> {
    seat: Seat,
    token: String,
    /// This page's device, named in every hello (kept across its reloads by the page).
    device: Option<String>,
    /// Set when the host says another device holds the seat.
    elsewhere: Option<Elsewhere>,
    part: Secret,
    /// Whether this page sent its part (a page reloaded after the start did not).
    sent_part: bool,
    commitment: Option<Secret>,
    options: Option<G::Options>,
    seats: Vec<SeatState>,
    update: Option<SeatUpdate<G>>,
    log: Vec<Line>,
    refusal: Option<RuleError>,
    problems: Vec<String>,
    said: Vec<(Seat, Phrase)>,
    /// The hash of every table shown, by its number of actions, in order.
    shown: Vec<(usize, Shown)>,
    /// A breach of fairness seen during play (the commitment changed).
    broken: Vec<String>,
    verdict: Option<Verdict>,
    connected: bool,
    /// The last hint the host sent, with the table it is for.
    hint: Option<(usize, Vec<HintMove<G::Action>>)>,
    /// The whole game once the host revealed it and this page verified it.
    revealed: Option<Match<G>>,
    /// The nonce of the host's last greeting, which the hello answers.
    nonce: String,
    /// The last table as JSON, which the host's next changes apply to.
    table: Option<Value>,
    /// The host waits for this seat's deck, chosen on this device.
    deck_wanted: bool,
    /// A deck was sent and the host has not answered yet.
    deck_sent: bool,
}

impl<G: Game> Joiner<G> {
    /// The page for `seat`, with the invite link's `token` and 32 random bytes of its
    /// own (the page's part of the seed).
    pub fn new(seat: Seat, token: impl Into<String>, part: Secret) -> Self {
        Self {
            seat,
            token: token.into(),
            device: None,
            elsewhere: None,
            part,
            sent_part: false,
            commitment: None,
            options: None,
            seats: Vec::new(),
            update: None,
            log: Vec::new(),
            refusal: None,
            problems: Vec::new(),
            said: Vec::new(),
            shown: Vec::new(),
            broken: Vec::new(),
            verdict: None,
            connected: false,
            hint: None,
            revealed: None,
            nonce: String::new(),
            table: None,
            deck_wanted: false,
            deck_sent: false,
        }
    }

    /// The page on device `device` (see [`crate::online::wire::ToHost::Hello`]): its
    /// reloads come back to the seat at once; another device is told it is taken.
    pub fn on_device(mut self, device: impl Into<String>) -> Self {
        self.device = Some(device.into());
        self
    }

    /// What to keep in the browser (see [`Kept`]).
    pub fn kept(&self) -> Kept {
        Kept {
            part: fairness::to_hex(&self.part),
            sent_part: self.sent_part,
            commitment: self.commitment.as_ref().map(fairness::to_hex),
            shown: self.shown.iter().map(|(at, h)| (*at, fairness::to_hex(h))).collect(),
            broken: self.broken.clone(),
        }
    }

    /// The page of `seat` after a reload, from what it kept; `None` if what was kept
    /// does not read (the page then starts afresh with a new part).
    pub fn restore(seat: Seat, token: impl Into<String>, kept: &Kept) -> Option<Self> {
        let mut j = Self::new(seat, token, fairness::from_hex(&kept.part)?);
        j.sent_part = kept.sent_part;
        j.commitment = match &kept.commitment {
            Some(c) => Some(fairness::from_hex(c)?),
            None => None,
        };
        for (at, h) in &kept.shown {
            // Kept in order; anything else was not written by this page.
            if j.shown.last().is_some_and(|(last, _)| last >= at) {
                return None;
            }
            j.shown.push((*at, fairness::from_hex(h)?));
        }
        j.broken = kept.broken.clone();
        Some(j)
    }

    /// The answer to the host's greeting, on every (re)connection: the seat, and the
    /// proof that this page holds its link's token (never the token).
    pub fn hello(&self) -> String {
        self.hello_taking(false)
    }

    /// The hello that moves the seat to this page on purpose, though another device
    /// holds it: that device is told and stops playing (after [`Elsewhere`]).
    pub fn take_over(&self) -> String {
        self.hello_taking(true)
    }

    fn hello_taking(&self, take: bool) -> String {
        let proof = fairness::proof(&self.token, &self.nonce);
        wire::encode(&FromJoiner::<G>::Hello { seat: self.seat, proof, device: self.device.clone(), take })
    }

    /// Whether the host waits for this seat's deck and none is on its way: the page
    /// offers its deck choice (the premades, the decks built here, a code).
    pub fn wants_deck(&self) -> bool {
        self.deck_wanted && !self.deck_sent && self.elsewhere.is_none()
    }

    /// Whether a deck was sent and the host has not said yet whether it is taken.
    pub fn deck_sent(&self) -> bool {
        self.deck_wanted && self.deck_sent
    }

    /// The message bringing `cards` (card ids, built for `format`, `None`: the rules'
    /// default) as this seat's deck; only when the host
    /// asks for one. Whether it is legal is the host's to say, with the deck rules.
    pub fn choose_deck(&mut self, cards: Vec<String>, format: Option<String>) -> Result<String, RuleError> {
        if !self.wants_deck() {
            return Err(RuleError::online("no deck is asked of this seat now"));
        }
        self.deck_sent = true;
        self.refusal = None;
        Ok(wire::encode(&FromJoiner::<G>::Deck { cards, format }))
    }

    /// Whether another device holds this seat, as the host last said.
    pub fn elsewhere(&self) -> Option<Elsewhere> {
        self.elsewhere
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }
    /// The seat's table now, once the game has started.
    pub fn update(&self) -> Option<&SeatUpdate<G>> {
        self.update.as_ref()
    }
    /// The whole log in words, as far as it was sent.
    pub fn log(&self) -> &[Line] {
        &self.log
    }
    /// The host's refusal of this page's last message, until the next table.
    pub fn refusal(&self) -> Option<&RuleError> {
        self.refusal.as_ref()
    }
    /// Messages from the host this page refused, in words (the page logs them).
    pub fn problems(&self) -> &[String] {
        &self.problems
    }
    pub fn said(&self) -> &[(Seat, Phrase)] {
        &self.said
    }
    /// Who sits where and who is connected (from the latest message saying so).
    pub fn seats(&self) -> &[SeatState] {
        self.update.as_ref().map_or(&self.seats, |u| &u.public.seats)
    }
    /// Whether the page's connection to the host is open (as the page last heard).
    pub fn connected(&self) -> bool {
        self.connected
    }
    /// The end's check, once the host has revealed.
    pub fn verdict(&self) -> Option<&Verdict> {
        self.verdict.as_ref()
    }
    /// The whole game, replayed on this device from the host's reveal, once verified:
    /// its seed, every action and the log (for the end screen, the save and a replay).
    pub fn revealed(&self) -> Option<&Match<G>> {
        self.revealed.as_ref()
    }
    /// Whether this seat decides now.
    pub fn decides(&self) -> bool {
        self.update.as_ref().is_some_and(|u| !u.legal.is_empty())
    }
    /// The hint the host sent for the table shown now, best move first.
    pub fn hint(&self) -> Option<&[HintMove<G::Action>]> {
        let at = self.update.as_ref()?.at;
        self.hint.as_ref().filter(|(h, _)| *h == at).map(|(_, moves)| moves.as_slice())
    }

    /// The connection is gone; [`Joiner::hello`] again on the next one.
    pub fn dropped(&mut self) {
        self.connected = false;
    }

    /// A message from the host: the replies to send. A message refused (bad, or out of
    /// place) is an error, logged in [`Joiner::problems`], and changes nothing.
    pub fn receive(&mut self, text: &str) -> Result<Vec<String>, RuleError> {
        let result = wire::decode::<FromHost<G>>(text).and_then(|m| self.handle(m));
        super::noted(&mut self.problems, result)
    }

    fn handle(&mut self, message: FromHost<G>) -> Result<Vec<String>, RuleError> {
        match message {
            ToJoiner::Greet { nonce } => {
                self.nonce = nonce;
                Ok(vec![self.hello()])
            }
            ToJoiner::Welcome { seat, game, options, commitment, started, seats, deck } => {
                if seat != self.seat || game != G::ID {
                    return Err(RuleError::online(format!(
                        "this page is P{} of {}, not P{} of {game}",
                        self.seat + 1,
                        G::ID,
                        seat + 1
                    )));
                }
                let c =
                    fairness::from_hex(&commitment).ok_or_else(|| RuleError::online("the commitment is not a hash"))?;
                if self.commitment.is_some_and(|old| old != c) {
                    self.broken.push("the host changed its commitment during the game".to_string());
                }
                self.commitment.get_or_insert(c);
                self.options = Some(options);
                self.seats = seats;
                self.deck_wanted = deck;
                self.deck_sent &= deck;
                self.connected = true;
                self.elsewhere = None;
                if started || self.sent_part {
                    return Ok(Vec::new());
                }
                self.sent_part = true;
                Ok(vec![wire::encode(&FromJoiner::<G>::Contribute { part: fairness::to_hex(&self.part) })])
            }
            ToJoiner::Changes(changes) => {
                let table =
                    self.table.as_ref().ok_or_else(|| RuleError::online("changes came before a whole table"))?;
                // The rebuilt JSON is kept as it is: the next changes apply to it.
                let rebuilt = changes::apply(table, &changes).and_then(|t| Ok((Update::from_json(t.clone())?, t)));
                match rebuilt {
                    Ok((u, t)) => self.show(u, t),
                    // Changes that do not fit what this page holds: it says hello
                    // again, and the host sends the whole table.
                    Err(e) => {
                        self.table = None;
                        let problem = format!("the host's changes did not fit this table ({e}): asked again");
                        super::keep(&mut self.problems, problem);
                        Ok(vec![self.hello()])
                    }
                }
            }
            ToJoiner::Update(u) => {
                let t = u.to_json();
                self.show(*u, t)
            }
            ToJoiner::Watching { .. } => Err(RuleError::online("this page plays a seat, it does not watch")),
            ToJoiner::Refused { rule, words } => {
                // A deck refused: the page chooses again.
                self.deck_sent = false;
                self.refusal = Some(RuleError { rule, message: words });
                Ok(Vec::new())
            }
            ToJoiner::Said { seat, phrase } => {
                super::keep(&mut self.said, (seat, phrase));
                Ok(Vec::new())
            }
            ToJoiner::Hint { at, moves } => {
                let legal = self.update.as_ref().filter(|u| u.at == at).map(|u| &u.legal);
                let Some(legal) = legal else {
                    return Err(RuleError::online("a hint came for another table"));
                };
                if moves.iter().any(|m| !legal.iter().any(|c| c.action == m.action)) {
                    return Err(RuleError::online("a hint names a move that is not one of this seat's choices"));
                }
                self.hint = Some((at, moves));
                Ok(Vec::new())
            }
            ToJoiner::Taken { seat } | ToJoiner::Replaced { seat } if seat != self.seat => {
                Err(RuleError::online(format!("this page is P{}, not P{}", self.seat + 1, seat + 1)))
            }
            ToJoiner::Taken { .. } => {
                self.elsewhere = Some(Elsewhere::Taken);
                self.connected = false;
                Ok(Vec::new())
            }
            ToJoiner::Replaced { .. } if !self.connected => Err(RuleError::online(
                "the host said another device took this seat over, but this page did not hold it",
            )),
            ToJoiner::Replaced { .. } => {
                // The last table stays in view, with nothing to decide on it.
                self.elsewhere = Some(Elsewhere::Replaced);
                self.connected = false;
                self.hint = None;
                if let Some(u) = self.update.as_mut() {
                    u.legal.clear();
                    u.prompt = None;
                    u.can_undo = false;
                }
                Ok(Vec::new())
            }
            ToJoiner::Reveal { secret, parts, actions, options } => {
                if self.verdict.is_none() {
                    let (verdict, revealed) = match self.revealed_options(options) {
                        Ok(o) => {
                            let verdict = self.check(&o, &secret, &parts, &actions);
                            let verified = matches!(verdict, Verdict::Verified { .. });
                            (verdict, verified.then(|| replay::<G>(o, &secret, &parts, &actions)).flatten())
                        }
                        Err(e) => (Verdict::Failed(vec![e]), None),
                    };
                    self.revealed = revealed;
                    self.verdict = Some(verdict);
                }
                Ok(Vec::new())
            }
        }
    }

    /// A table from the host, whole or rebuilt from changes, with its JSON (what the
    /// host's next changes apply to).
    fn show(&mut self, u: Update<G::View, G::Action, G::Preview>, table: Value) -> Result<Vec<String>, RuleError> {
        if self.commitment.is_none() {
            return Err(RuleError::online("a table came before the host's welcome"));
        }
        if u.public.log_from > self.log.len() {
            return Err(RuleError::online(format!(
                "the log jumps from line {} to {}",
                self.log.len(),
                u.public.log_from
            )));
        }
        // After an undo the log is shorter: the tables shown past it are gone
        // from the game, and from what the end's check compares.
        self.shown.retain(|(at, _)| *at < u.at);
        self.shown.push((u.at, view_hash(&u.view)));
        self.log.truncate(u.public.log_from);
        self.log.extend(u.public.log.iter().cloned());
        self.refusal = None;
        self.table = Some(table);
        self.update = Some(u);
        Ok(Vec::new())
    }

    /// The whole options the host revealed (every seat's deck), if they are the ones
    /// this page was welcomed with but for the other seats' decks, hidden until now
    /// ([`crate::online::host::masked`]); the welcome's own for a reveal without them.
    fn revealed_options(&self, revealed: Option<G::Options>) -> Result<G::Options, String> {
        let welcomed = self.options.clone().ok_or("the host revealed before welcoming this page")?;
        match revealed {
            None => Ok(welcomed),
            Some(o) if masked::<G>(&o, self.seat, self.seats.len()) == welcomed => Ok(o),
            Some(_) => Err("the host's revealed options are not the ones this page was welcomed with (this seat's \
                            deck or the game's settings changed)"
                .to_string()),
        }
    }

    fn check(&self, options: &G::Options, secret: &str, parts: &[Option<String>], actions: &[G::Action]) -> Verdict {
        let Some(commitment) = self.commitment.as_ref() else {
            return Verdict::Failed(vec!["the host revealed before welcoming this page".to_string()]);
        };
        let (secret, parts) = match read_reveal(secret, parts) {
            Ok(read) => read,
            Err(e) => return Verdict::Failed(vec![e.to_string()]),
        };
        let evidence = Evidence::<G> {
            seat: self.seat,
            options,
            commitment,
            part: self.sent_part.then_some(&self.part),
            shown: &self.shown,
        };
        match fairness::verify(&evidence, &secret, &parts, actions) {
            Verdict::Failed(mut what) if !self.broken.is_empty() => {
                what.splice(0..0, self.broken.iter().cloned());
                Verdict::Failed(what)
            }
            Verdict::Verified { .. } if !self.broken.is_empty() => Verdict::Failed(self.broken.clone()),
            v => v,
        }
    }

    /// The message taking `action` for this seat on the current table. Only when it
    /// decides; whether the action is legal is the host's to say, with the game's rule.
    pub fn act(&self, action: &G::Action) -> Result<String, RuleError> {
        let u = self.deciding()?;
        Ok(wire::encode(&FromJoiner::<G>::Act { at: u.at, action: action.clone() }))
    }

    /// The message taking back this seat's last action.
    pub fn undo(&self) -> Result<String, RuleError> {
        let u = self.deciding()?;
        if !u.can_undo {
            return Err(RuleError::undo("nothing to undo: undo goes back only within your own turn"));
        }
        Ok(wire::encode(&FromJoiner::<G>::Undo { at: u.at }))
    }

    /// The message asking the host for a hint on the current table.
    pub fn ask_hint(&self) -> Result<String, RuleError> {
        let u = self.deciding()?;
        Ok(wire::encode(&FromJoiner::<G>::Hint { at: u.at }))
    }

    /// The message saying a fixed phrase.
    pub fn say(&self, phrase: Phrase) -> String {
        wire::encode(&FromJoiner::<G>::Say { phrase })
    }

    fn deciding(&self) -> Result<&SeatUpdate<G>, RuleError> {
        if self.elsewhere.is_some() {
            return Err(RuleError::online(format!("P{} is played on another device now", self.seat + 1)));
        }
        self.update
            .as_ref()
            .filter(|u| !u.legal.is_empty())
            .ok_or_else(|| RuleError::online("it is not your decision now"))
    }
}

/// The game the reveal describes (already checked by [`Joiner::check`]).
fn replay<G: Game>(
    options: G::Options,
    secret: &str,
    parts: &[Option<String>],
    actions: &[G::Action],
) -> Option<Match<G>> {
    let (secret, parts) = read_reveal(secret, parts).ok()?;
    Match::replay(options, fairness::seed(&secret, &parts), actions).ok()
}

/// The host's revealed secret and the seats' parts, from hex.
fn read_reveal(secret: &str, parts: &[Option<String>]) -> Result<(Secret, Vec<Option<Secret>>), &'static str> {
    let secret = fairness::from_hex(secret).ok_or("the revealed secret is not 32 bytes")?;
    let parts = parts
        .iter()
        .map(|p| match p {
            None => Ok(None),
            Some(p) => fairness::from_hex(p).map(Some).ok_or("a revealed part is not 32 bytes"),
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok((secret, parts))
}

/// A watcher's page (point 7): the public table only.
pub struct Watcher<G: Game> {
    log: Vec<Line>,
    public: Option<wire::Public>,
    view: Option<G::View>,
    problems: Vec<String>,
    /// The last public table as JSON, which the host's next changes apply to.
    table: Option<Value>,
}

impl<G: Game> Default for Watcher<G> {
    fn default() -> Self {
        Self { log: Vec::new(), public: None, view: None, problems: Vec::new(), table: None }
    }
}

impl<G: Game> Watcher<G> {
    /// The first message.
    pub fn hello() -> String {
        wire::encode(&FromJoiner::<G>::Watch {})
    }
    /// The table as anyone may see it, from the latest message.
    pub fn view(&self) -> Option<&G::View> {
        self.view.as_ref()
    }
    pub fn log(&self) -> &[Line] {
        &self.log
    }
    pub fn public(&self) -> Option<&wire::Public> {
        self.public.as_ref()
    }
    pub fn problems(&self) -> &[String] {
        &self.problems
    }

    /// A message from the host (the replies to send); anything but its greeting and
    /// the public table is refused.
    pub fn receive(&mut self, text: &str) -> Result<Vec<String>, RuleError> {
        let result = wire::decode::<FromHost<G>>(text).and_then(|m| self.handle(m));
        super::noted(&mut self.problems, result)
    }

    fn handle(&mut self, message: FromHost<G>) -> Result<Vec<String>, RuleError> {
        match message {
            ToJoiner::Greet { .. } => Ok(vec![Self::hello()]),
            ToJoiner::Watching { table, view } => {
                // Kept as JSON too: the host's next changes apply to it.
                let whole = FromHost::<G>::Watching { table: table.clone(), view: view.clone() };
                let json = json::read_variant(whole.to_json()).map(|(_, t)| t).unwrap_or_default();
                self.watch(*table, *view, json)
            }
            ToJoiner::Changes(changes) => {
                let table =
                    self.table.as_ref().ok_or_else(|| RuleError::online("changes came before a whole table"))?;
                // The rebuilt JSON is kept as it is: the next changes apply to it.
                let rebuilt = changes::apply(table, &changes).and_then(|t| {
                    match FromHost::<G>::from_json(json::variant("watching", t.clone()))? {
                        ToJoiner::Watching { table, view } => Ok((table, view, t)),
                        _ => Err("not a public table".to_string()),
                    }
                });
                match rebuilt {
                    Ok((table, view, t)) => self.watch(*table, *view, t),
                    // As a seat's page does: watch again, and the host sends it whole.
                    Err(e) => {
                        self.table = None;
                        super::keep(&mut self.problems, format!("the host's changes did not fit this table ({e})"));
                        Ok(vec![Self::hello()])
                    }
                }
            }
            ToJoiner::Said { .. } => Ok(Vec::new()),
            _ => Err(RuleError::online("a watcher is sent the public table only")),
        }
    }

    /// The public table, whole or rebuilt from changes, with its JSON.
    fn watch(&mut self, table: wire::Public, view: G::View, json: Value) -> Result<Vec<String>, RuleError> {
        if table.log_from > self.log.len() {
            return Err(RuleError::online(format!("the log jumps from line {} to {}", self.log.len(), table.log_from)));
        }
        self.log.truncate(table.log_from);
        self.log.extend(table.log.iter().cloned());
        self.table = Some(json);
        self.public = Some(table);
        self.view = Some(view);
        Ok(Vec::new())
    }
}
