//! The game data: objects and zones (AL-3.1), the Adventure (AL-4), the day, Limbo with
//! its emblems, and the decision in progress. A moved object is a new object: every
//! arrival in a visible zone gets a fresh [`ObjectId`] and timestamp (AL-2.3, AL-2.8);
//! the physical card keeps its [`CardId`].

use serde::{Deserialize, Serialize};

use super::action::{CardId, ObjectId, Side};
use super::cards::ability::{Duration, Step as AbilityStep};
use super::cards::{def_of, CardDef, CardType, DefId};
use crate::engine::{Book, Event, Seat};

/// An object in a visible zone (AL-2.1), with its statuses (AL-10) and boosts (AL-11).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Obj {
    pub id: ObjectId,
    /// The physical card; `None` for a token or a Hero (heroes are not deck cards).
    pub card: Option<CardId>,
    pub def: DefId,
    pub owner: Seat,
    pub controller: Seat,
    pub timestamp: u64,
    pub exhausted: bool,
    pub anchored: bool,
    pub asleep: bool,
    pub fleeting: bool,
    pub boosts: u32,
    /// The expedition its card is in (Expedition zone only).
    pub side: Option<Side>,
}

impl Obj {
    pub fn def(&self) -> &'static CardDef {
        def_of(self.def)
    }
    pub fn is_token(&self) -> bool {
        self.def().kind == CardType::Token
    }
    pub(crate) fn is_character(&self) -> bool {
        matches!(self.def().kind, CardType::Character | CardType::Token)
    }
    pub(crate) fn has_status(&self) -> bool {
        self.exhausted || self.anchored || self.asleep || self.fleeting || self.boosts > 0
    }
}

/// One seat's personal zones (AL-3.1). Deck top is the last element.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub deck: Vec<CardId>,
    pub hand: Vec<CardId>,
    pub hero: Option<Obj>,
    /// Face-down Mana Orbs (AL-7.1).
    pub mana: Vec<Obj>,
    pub reserve: Vec<Obj>,
    pub landmarks: Vec<Obj>,
    pub discard: Vec<Obj>,
    /// Region index of the Hero and Companion expeditions (AL-4.4).
    pub pos: [u8; 2],
    /// Moved forward at any time this day (Gear Rest, AL-5.5.2).
    pub moved_today: [bool; 2],
    pub passed: bool,
}

/// One region of the Adventure (AL-4.1, AL-4.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Region {
    /// Forest, Mountain, Water.
    pub terrains: [bool; 3],
    /// The Tumult card (0-2) this half belongs to; `None` for the Hero and Companion Regions.
    pub tumult: Option<u8>,
    pub face_up: bool,
}

/// Which of a design's abilities: one of its Reactions, a spell's effect, its quick
/// action, or the Reaction Scout gives a card played for its Scout cost (AL-12.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AbilityRef {
    Reaction(u8),
    Effect,
    Quick,
    Scout,
}

/// "Send me to Reserve", the Reaction a card played for its Scout cost gains (AL-12.6).
fn scout_steps() -> &'static [AbilityStep] {
    use super::cards::ability::{Dest, Op, Who};
    static STEPS: std::sync::OnceLock<[AbilityStep; 1]> = std::sync::OnceLock::new();
    STEPS.get_or_init(|| [AbilityStep { op: Op::Send(Dest::Reserve), who: Some(Who::Me), cond: None, may: false }])
}

impl AbilityRef {
    /// The steps of this ability of `def`.
    pub fn steps(self, def: DefId) -> &'static [AbilityStep] {
        let d = def_of(def);
        match self {
            AbilityRef::Reaction(i) => d.reactions.get(i as usize).map_or(&[], |r| &r.steps[..]),
            AbilityRef::Effect => d.effect,
            AbilityRef::Quick => d.quick.map_or(&[], |q| &q.steps[..]),
            AbilityRef::Scout => scout_steps(),
        }
    }
}

/// An Emblem-Reaction waiting in Limbo (AL-9.6, AL-13.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Emblem {
    pub id: ObjectId,
    pub controller: Seat,
    /// "I": the Reaction's source (AL-13.5); it may no longer exist.
    pub source: ObjectId,
    pub source_def: DefId,
    /// The source's expedition, as last known (for "my Expedition").
    pub source_side: Option<Side>,
    /// "it": the triggering object, if any.
    pub bound: Option<ObjectId>,
    pub ability: AbilityRef,
}

/// An ability being carried out, step by step, with the choices made so far (AL-14.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Resolving {
    pub controller: Seat,
    pub source: ObjectId,
    pub source_def: DefId,
    pub source_side: Option<Side>,
    pub bound: Option<ObjectId>,
    pub ability: AbilityRef,
    /// The step being carried out.
    pub step: u8,
    /// Chosen so far for this step.
    pub chosen: Vec<ObjectId>,
    /// What the previous step acted on ("then it ...").
    pub that: Vec<ObjectId>,
    /// The previous step was started ("if you did", AL-14.2).
    pub did: bool,
    /// This step's "you may" was answered yes.
    pub agreed: bool,
    /// Tough already paid for these targets (AL-12.5: once per effect).
    pub paid_tough: Vec<ObjectId>,
    /// The spell in Limbo whose effect this is (it goes to Reserve after, AL-8.4).
    pub spell: Option<ObjectId>,
}

impl Resolving {
    /// A new resolution of `ability` of `source`, from its first step.
    pub fn new(controller: Seat, source: &Obj, ability: AbilityRef) -> Self {
        Self {
            controller,
            source: source.id,
            source_def: source.def,
            source_side: source.side,
            bound: None,
            ability,
            step: 0,
            chosen: Vec::new(),
            that: Vec::new(),
            did: false,
            agreed: false,
            paid_tough: Vec::new(),
            spell: None,
        }
    }
    pub fn steps(&self) -> &'static [AbilityStep] {
        self.ability.steps(self.source_def)
    }
    /// The step in progress.
    pub fn current(&self) -> Option<&'static AbilityStep> {
        self.steps().get(self.step as usize)
    }
}

/// A statistics change that lasts a while (AL-9.6 Emblem-Ongoing).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ongoing {
    pub target: ObjectId,
    pub stats: [i32; 3],
    pub until: Duration,
}

/// A choice inside an effect (AL-8.3, AL-14.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// Choose objects among `options` (at most `max` in all); `optional`: Done allowed.
    Choose { res: Resolving, options: Vec<ObjectId>, max: u8, optional: bool },
    /// "You may": Yes or No.
    YesNo { res: Resolving },
}

impl Pending {
    pub fn res(&self) -> &Resolving {
        match self {
            Pending::Choose { res, .. } | Pending::YesNo { res } => res,
        }
    }
}

/// The five phases of a day (AL-5.0.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DayPhase {
    Morning,
    Noon,
    Afternoon,
    Dusk,
    Night,
}

/// Where the day is; automatic steps run from one to the next in `advance`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Setup: this seat picks its 3 starting Mana Orbs (AL-1.3 step 6).
    SetupMana(Seat),
    MorningStart,
    Prepare,
    Draw,
    /// Expand: this seat decides (AL-5.1.4).
    Expand(Seat),
    NoonStart,
    AfternoonStart,
    /// A turn of `active` (AL-5.3).
    Turn,
    DuskStart,
    Progress,
    NightStart,
    Rest,
    /// Clean-up: this seat chooses what to keep (AL-5.5.3).
    CleanUp(Seat),
    CleanUpApply,
    CheckVictory,
    Over,
}

/// Dusk totals of one expedition, for the table (AL-5.4.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuskLine {
    pub seat: Seat,
    pub side: Side,
    pub totals: [i32; 3],
    pub moved: bool,
    pub blocked_by_defender: bool,
}

/// A Clean-up choice (AL-5.5.3).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeepChoice {
    pub reserve: Vec<ObjectId>,
    pub landmarks: Vec<ObjectId>,
    pub done: bool,
}

/// AL-2.8: one seat's objects that got their timestamps at once, being ordered by that
/// seat: `objs[..placed]` are placed (earliest first), the rest keep the order shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TsGroup {
    pub seat: Seat,
    pub objs: Vec<ObjectId>,
    pub placed: usize,
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Altered {
    pub players: [Player; 2],
    /// Design of each physical card, by `CardId` (ids past a deck's size are unused).
    pub cards: Vec<DefId>,
    /// Cards in each seat's deck list: seat 0 owns ids `0..deck_sizes[0]`, seat 1 the
    /// next `deck_sizes[1]` (AL-1.2).
    pub deck_sizes: [u16; 2],
    pub regions: [Region; 8],
    /// Tiebreakers started: the Arena replaces the track (AL-6.2).
    pub arena: bool,
    /// Characters and Gears in the Expedition zone (each with its controller and side).
    pub expeditions: Vec<Obj>,
    /// The card being played (AL-8.1).
    pub limbo: Vec<Obj>,
    pub emblems: Vec<Emblem>,
    pub pending: Option<Pending>,
    /// Seats still to order objects that got timestamps at once, initiative order (AL-2.8).
    #[serde(default)]
    pub ordering: Vec<TsGroup>,
    pub step: Step,
    pub day: u32,
    pub phase: DayPhase,
    pub first_player: Seat,
    /// Whose Afternoon turn it is (AL-5.3).
    pub active: Seat,
    /// The current turn effect ended the turn (a card played or After You); the turn passes
    /// once Reactions are checked (AL-5.3.3).
    pub end_turn: bool,
    pub cleanup: [KeepChoice; 2],
    pub last_dusk: Vec<DuskLine>,
    /// Setup: cards put into Mana so far per seat.
    pub setup_mana: [u8; 2],
    /// Reaction activations this day per (source object, reaction index) (AL-13.7).
    pub activations: Vec<(ObjectId, u8, u32)>,
    pub next_id: u32,
    pub next_ts: u64,
    /// The generator, reveals, outcome and log lines, kept by the engine.
    pub(crate) book: Book,
    pub turns: u32,
    /// The object the last played card became, and who played it (the table marks it).
    pub last_played: Option<(Seat, ObjectId)>,
    /// Statistics changes that last a turn, an Afternoon or a Day (AL-9.6).
    #[serde(default)]
    pub ongoing: Vec<Ongoing>,
}

/// "P1" / "P2".
pub fn seat_name(seat: Seat) -> String {
    format!("P{}", seat + 1)
}

impl Altered {
    pub fn log(&mut self, text: impl Into<String>) {
        self.book.event(Event::in_turn(self.day, text));
    }

    /// A new object id and timestamp, each strictly greater than every earlier one (AL-2.8).
    pub fn fresh(&mut self) -> (ObjectId, u64) {
        self.next_id += 1;
        self.next_ts += 1;
        (ObjectId(self.next_id), self.next_ts)
    }

    /// A new object for `card` (or a token / hero design) arriving in a visible zone:
    /// no statuses, no counters (AL-10.1).
    pub(crate) fn new_obj(&mut self, card: Option<CardId>, def: DefId, owner: Seat) -> Obj {
        let (id, timestamp) = self.fresh();
        Obj {
            id,
            card,
            def,
            owner,
            controller: owner,
            timestamp,
            exhausted: false,
            anchored: false,
            asleep: false,
            fleeting: false,
            boosts: 0,
            side: None,
        }
    }

    pub(crate) fn card_def(&self, card: CardId) -> &'static CardDef {
        def_of(self.cards[card.index()])
    }

    /// The seat that brought this card (AL-1.2: ownership never changes).
    pub fn owner_of(&self, card: CardId) -> Seat {
        usize::from(card.0 >= self.deck_sizes[0])
    }

    pub fn other(seat: Seat) -> Seat {
        1 - seat
    }

    /// Seats in initiative order (AL-5.0.3): the turn player in the Afternoon, else the
    /// first player, first.
    pub fn initiative(&self) -> [Seat; 2] {
        let lead = if self.phase == DayPhase::Afternoon { self.active } else { self.first_player };
        [lead, 1 - lead]
    }

    /// An object in the Expedition zone.
    pub fn in_expedition(&self, id: ObjectId) -> Option<&Obj> {
        self.expeditions.iter().find(|o| o.id == id)
    }

    /// An object in play (Expedition or Landmark zone, AL-3.2) or a Hero.
    pub fn find(&self, id: ObjectId) -> Option<&Obj> {
        self.in_expedition(id)
            .or_else(|| self.players.iter().find_map(|p| p.landmarks.iter().chain(p.hero.iter()).find(|o| o.id == id)))
    }

    /// Whether a Character is in that expedition: its card is there, or it is Gigantic and
    /// its controller's (AL-12.3).
    pub(crate) fn present_in(o: &Obj, seat: Seat, side: Side) -> bool {
        o.controller == seat && (o.side == Some(side) || (o.is_character() && o.def().keywords.gigantic))
    }

    /// Effective statistics (AL-5.4.5, AL-11.4): base + boosts + passive modifiers
    /// (VP-09: +1 Forest per Trailblazer's Pack in an expedition the Character is in).
    pub fn stats(&self, o: &Obj) -> [i32; 3] {
        use super::cards::ability::Scope;
        let b = o.boosts as i32;
        let mut s = o.def().stats.map(|x| x + b);
        for g in &self.expeditions {
            let passives = g.def().passives;
            if passives.is_empty() || g.controller != o.controller {
                continue;
            }
            for p in passives {
                let applies = match p.to {
                    Scope::MyExpedition => g.side.is_some_and(|side| Self::present_in(o, o.controller, side)),
                    Scope::Yours => true,
                };
                if applies {
                    add(&mut s, p.stats);
                }
            }
        }
        for m in self.ongoing.iter().filter(|m| m.target == o.id) {
            add(&mut s, m.stats);
        }
        s
    }

    /// Terrain totals of one expedition (AL-5.4.5): Asleep Characters count for nothing,
    /// Gigantic ones count in both expeditions, permanents have no statistics.
    pub fn totals(&self, seat: Seat, side: Side) -> [i32; 3] {
        let mut t = [0; 3];
        for o in &self.expeditions {
            if o.is_character() && !o.asleep && Self::present_in(o, seat, side) {
                let s = self.stats(o);
                for i in 0..3 {
                    t[i] += s[i];
                }
            }
        }
        t
    }

    /// Distance from start of an expedition (AL-4.5).
    pub fn distance(&self, seat: Seat, side: Side) -> u8 {
        let p = self.players[seat].pos[side.index()];
        match side {
            Side::Hero => p,
            Side::Companion => 7 - p,
        }
    }

    /// `S = h + (7 - c)` (AL-6.1): the seat's score in the summary.
    pub fn progress(&self, seat: Seat) -> i64 {
        (self.distance(seat, Side::Hero) + self.distance(seat, Side::Companion)) as i64
    }

    /// Reserve and landmark limits from the Hero, or 2 and 2 without one (AL-3.6).
    pub fn limits(&self, seat: Seat) -> (usize, usize) {
        match &self.players[seat].hero {
            Some(h) => h.def().limits,
            None => (2, 2),
        }
    }

    pub fn ready_mana(&self, seat: Seat) -> usize {
        self.players[seat].mana.iter().filter(|o| !o.exhausted).count()
    }

    /// Exhausts `n` ready Mana Orbs (AL-7.2); the caller checked there are enough.
    pub fn pay(&mut self, seat: Seat, n: usize) {
        let mut left = n;
        for o in self.players[seat].mana.iter_mut() {
            if left == 0 {
                break;
            }
            if !o.exhausted {
                o.exhausted = true;
                left -= 1;
            }
        }
    }

    pub fn phase_name(&self) -> &'static str {
        match self.phase {
            DayPhase::Morning => "Morning",
            DayPhase::Noon => "Noon",
            DayPhase::Afternoon => "Afternoon",
            DayPhase::Dusk => "Dusk",
            DayPhase::Night => "Night",
        }
    }

    /// The name of the object's design.
    pub(crate) fn name_of(&self, id: ObjectId) -> &'static str {
        self.find(id)
            .or_else(|| self.players.iter().find_map(|p| p.reserve.iter().find(|o| o.id == id)))
            .or_else(|| self.limbo.iter().find(|o| o.id == id))
            .map(|o| o.def().name)
            .or_else(|| self.emblems.iter().find(|e| e.id == id).map(|e| def_of(e.source_def).name))
            .unwrap_or("something")
    }
}

/// Adds statistics terrain by terrain.
fn add(s: &mut [i32; 3], d: [i32; 3]) {
    for (x, y) in s.iter_mut().zip(d) {
        *x += y;
    }
}
