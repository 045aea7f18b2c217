//! The game data: zones per seat, per-card state, the bag, lasting changes, the effect
//! being resolved and the decision in progress. Read-only queries on it live here too
//! (effective stats and keywords with every lasting change and static ability, ready
//! ink, costs), so every rule file computes them the same way.

use serde::{Deserialize, Serialize};

use super::action::CardId;
use super::cards::{def, Ability, CardDef, CardType, Condition, DefId, Group, Keyword, Restriction, Static};
use crate::engine::effects::{Choice, LastingEffects, Queued, TriggerQueue};
use crate::engine::{Book, Event, Seat};

/// The state of one card instance; reset when it changes zone out of play (LO-7.1.6).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardState {
    pub def: DefId,
    /// The seat that owns it (LO-1.3.3), fixed at set-up.
    pub owner: Seat,
    pub exerted: bool,
    /// Entered play this turn of its player (LO-1.7.5).
    pub drying: bool,
    pub damage: u8,
    pub at_location: Option<CardId>,
    /// Cards under this one in a Shift stack (LO-5.1.4), bottom first.
    pub under: Vec<CardId>,
    /// Cards put face down under it by Boost (LO-8.16.2), unseen by everyone.
    pub tucked: Vec<CardId>,
    /// Boost was used this turn (once per turn, LO-8.16.2).
    pub boosted: bool,
}

impl CardState {
    pub fn fresh(def: DefId, owner: Seat) -> Self {
        Self {
            def,
            owner,
            exerted: false,
            drying: false,
            damage: 0,
            at_location: None,
            under: Vec::new(),
            tucked: Vec::new(),
            boosted: false,
        }
    }
}

/// One seat's zones. Deck top is the last element.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    pub deck: Vec<CardId>,
    pub hand: Vec<CardId>,
    pub inkwell: Vec<CardId>,
    /// Exerted inkwell cards (the rest are ready).
    pub ink_exerted: usize,
    pub play: Vec<CardId>,
    pub discard: Vec<CardId>,
    pub lore: u32,
    /// Cards inked this turn by the turn action (LO-4.2.3).
    pub inked_this_turn: u8,
    /// Alter hand: done, and how many were put back so far (LO-2.2.2).
    pub altered: bool,
    pub put_back: u8,
}

impl PlayerState {
    pub fn ready_ink(&self) -> usize {
        self.inkwell.len() - self.ink_exerted
    }
}

/// Where the turn is; the automatic steps run from one to the next in `advance`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Setup: this seat decides its alter hand.
    AlterHand(Seat),
    /// Ready and Set steps still to run.
    StartOfTurn,
    /// Set step: resolving the bag (LO-3.2.2.3); the Draw step follows.
    SetBag,
    Main,
    /// End-of-Turn Phase: end-of-turn triggers still to add (LO-3.4.1.1).
    EndTriggers,
    /// End-of-turn triggers resolved; "this turn" effects expire next (LO-3.4.1.2).
    EndExpire,
    /// The final GSC and the hand-over to the next player (LO-3.4.2).
    EndFinal,
}

/// A stat a modifier changes (LO-6.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stat {
    Strength,
    Willpower,
    Lore,
}

/// A lasting change to one card: a stat (LO-6.6), a keyword gained, or a "can't".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Change {
    Stat(Stat, i8),
    Keyword(Keyword),
    Cannot(Restriction),
}

/// What a bag entry resolves: one of its source's triggered abilities, or Support.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Triggered {
    /// The source's ability at this index.
    Ability(u8),
    /// The Support keyword (LO-8.13).
    Support,
}

/// A triggered ability waiting in the bag (LO-7.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BagItem {
    pub source: CardId,
    pub what: Triggered,
}

/// A bag entry with its owner.
pub type BagEntry = Queued<BagItem>;

/// Whose effects are resolving.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Source {
    /// An action card's effect (LO-5.4.1).
    Action,
    /// The source card's ability at this index (triggered or activated).
    Ability(u8),
    /// Support (LO-8.13).
    Support,
}

/// Effects resolving, one sentence at a time (LO-6.1.1), with a GSC after each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frame {
    /// The controller ("you").
    pub seat: Seat,
    pub source: CardId,
    pub what: Source,
    /// The next sentence.
    pub step: u8,
}

/// The decision the game is waiting for during resolution (LO-1.7.3, LO-7.7.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// The bag holder picks which of their 2+ entries resolves next.
    OrderBag { seat: Seat },
    /// Cards for the sentence resolving (the generic "choose up to N of these").
    Target { seat: Seat, source: CardId, choice: Choice<CardId> },
    /// How much damage to remove from `card` (0..=max), then the `rest`.
    Amount { seat: Seat, source: CardId, card: CardId, max: u8, rest: Vec<CardId> },
    /// Bodyguard: enter play exerted? (LO-8.3.1)
    BodyguardEnter { seat: Seat, card: CardId },
    /// "You may ..." for a sentence without a target (LO-6.1.3).
    May { seat: Seat, source: CardId },
    /// Sing Together: the singers, until their costs reach `need` (LO-8.16.3).
    Singers { seat: Seat, song: CardId, choice: Choice<CardId>, need: u8 },
}

impl Pending {
    pub fn seat(&self) -> Seat {
        match *self {
            Pending::OrderBag { seat }
            | Pending::Target { seat, .. }
            | Pending::Amount { seat, .. }
            | Pending::BodyguardEnter { seat, .. }
            | Pending::May { seat, .. }
            | Pending::Singers { seat, .. } => seat,
        }
    }
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lorcana {
    /// The generator, reveals, outcome and log lines, kept by the engine.
    pub(crate) book: Book,
    pub(crate) cards: Vec<CardState>,
    pub(crate) players: [PlayerState; 2],
    pub(crate) turn: u32,
    pub(crate) active: Seat,
    pub(crate) starting: Seat,
    pub(crate) step: Step,
    /// The bag and the seat resolving it (LO-7.7.3).
    pub(crate) bag: TriggerQueue<BagItem>,
    pub(crate) pending: Option<Pending>,
    /// An action card whose effect is resolving (it sits in play, LO-5.4.1).
    pub(crate) resolving: Option<CardId>,
    /// The effects resolving now.
    pub(crate) frame: Option<Frame>,
    /// Cards chosen by the resolving action's effect (Vanish, LO-8.16.4).
    pub(crate) chosen: Vec<CardId>,
    pub(crate) lasting: LastingEffects<CardId, Change>,
    /// A declared challenge waiting for its damage step (LO-4.6.5-4.6.6).
    pub(crate) challenge: Option<(CardId, CardId)>,
    /// Whether a card with a static ability is in play, kept by `play_changed` (every
    /// stat and keyword read asks; the invariants check it).
    pub(crate) statics_live: bool,
}

/// "P1" / "P2".
pub fn seat_name(seat: Seat) -> String {
    format!("P{}", seat + 1)
}

impl Lorcana {
    pub fn card(&self, id: CardId) -> &CardState {
        &self.cards[id.index()]
    }
    pub fn def_of(&self, id: CardId) -> &'static CardDef {
        def(self.cards[id.index()].def)
    }
    /// The card's name for labels and the log (with the version where names clash).
    pub fn name(&self, id: CardId) -> &'static str {
        self.def_of(id).label.as_str()
    }
    /// The seat that owns a card (LO-1.3.3).
    pub fn owner(&self, id: CardId) -> Seat {
        self.cards[id.index()].owner
    }
    /// Whether `id` names a card of this game.
    pub(crate) fn exists(&self, id: CardId) -> bool {
        id.index() < self.cards.len()
    }
    pub fn player(&self, seat: Seat) -> &PlayerState {
        &self.players[seat]
    }
    /// The bag, in the order entries were added.
    pub fn bag(&self) -> &[BagEntry] {
        self.bag.as_slice()
    }
    pub fn pending(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }
    pub fn step(&self) -> Step {
        self.step
    }
    pub fn starting_player(&self) -> Seat {
        self.starting
    }
    pub fn lore(&self, seat: Seat) -> u32 {
        self.players[seat].lore
    }
    pub(crate) fn log(&mut self, text: impl Into<String>) {
        self.book.event(Event::in_turn(self.turn, text));
    }

    pub fn in_play(&self, id: CardId) -> bool {
        self.exists(id) && self.players[self.owner(id)].play.contains(&id)
    }
    pub(crate) fn is_character(&self, id: CardId) -> bool {
        self.def_of(id).kind == CardType::Character
    }
    pub(crate) fn in_play_character(&self, id: CardId) -> bool {
        self.is_character(id) && self.in_play(id)
    }

    /// Whether a card with a static ability is in play, counted afresh.
    pub(crate) fn statics_in_play(&self) -> bool {
        self.players.iter().any(|p| p.play.iter().any(|&c| self.def_of(c).statics))
    }

    /// A card entered or left play: static abilities may have come or gone.
    pub(crate) fn play_changed(&mut self) {
        self.statics_live = self.statics_in_play();
    }

    /// Every static grant that covers `id` now (LO-6.4): (strength, willpower, lore,
    /// keyword), given to `each` in turn. Plain loops: every stat read runs this.
    fn each_grant(&self, id: CardId, mut each: impl FnMut((i8, i8, i8, Option<Keyword>))) {
        if !self.statics_live || !self.in_play(id) {
            return;
        }
        for seat in [self.active, 1 - self.active] {
            for &src in &self.players[seat].play {
                let d = self.def_of(src);
                if !d.statics {
                    continue;
                }
                for a in &d.abilities {
                    if let Ability::Static {
                        condition,
                        effect: Static::Grant { to, class, strength, willpower, lore, keyword },
                        ..
                    } = a
                    {
                        if self.grant_covers(src, *to, class.as_deref(), id)
                            && condition.as_ref().is_none_or(|c| self.holds(c, src))
                        {
                            each((*strength, *willpower, *lore, *keyword));
                        }
                    }
                }
            }
        }
    }

    fn grant_covers(&self, src: CardId, to: Group, class: Option<&str>, id: CardId) -> bool {
        let mine = self.owner(id) == self.owner(src);
        let fits = match to {
            Group::This => id == src,
            Group::Here => mine && self.cards[id.index()].at_location == Some(src),
            Group::YourCharacters => mine && self.is_character(id),
            Group::YourOtherCharacters => mine && id != src && self.is_character(id),
            Group::OpposingCharacters => !mine && self.is_character(id),
        };
        fits && class.is_none_or(|c| self.def_of(id).classes.iter().any(|x| x == c))
    }

    /// Whether a condition holds for the card `src` now (LO-6.2.2, LO-6.4.3).
    pub(crate) fn holds(&self, c: &Condition, src: CardId) -> bool {
        let seat = self.owner(src);
        match c {
            Condition::AtLocation => self.cards[src.index()].at_location.is_some(),
            Condition::Damaged => self.cards[src.index()].damage > 0,
            Condition::HasCardUnder => {
                let cs = &self.cards[src.index()];
                !cs.under.is_empty() || !cs.tucked.is_empty()
            }
            Condition::Behind => self.players[1 - seat].lore > self.players[seat].lore,
            Condition::YouHave { count, filter } => {
                let n = self.players[seat]
                    .play
                    .iter()
                    .filter(|&&c| c != src && self.fits(filter, seat, src, c))
                    .count();
                n >= *count as usize
            }
        }
    }

    fn lasting_sum(&self, id: CardId, stat: Stat) -> i32 {
        self.lasting
            .on(id)
            .map(|c| match c {
                Change::Stat(s, n) if s == stat => n as i32,
                _ => 0,
            })
            .sum()
    }

    fn static_sum(&self, id: CardId, pick: fn((i8, i8, i8, Option<Keyword>)) -> i8) -> i32 {
        let mut sum = 0;
        self.each_grant(id, |g| sum += pick(g) as i32);
        sum
    }

    /// Strength with every modifier; may be negative (LO-6.6.2). Challenger is
    /// added by the challenge itself (LO-8.5).
    pub fn strength(&self, id: CardId) -> i32 {
        self.def_of(id).strength as i32 + self.lasting_sum(id, Stat::Strength) + self.static_sum(id, |g| g.0)
    }

    /// Willpower with modifiers and static grants (LO-5.6.4).
    pub fn willpower(&self, id: CardId) -> i32 {
        self.def_of(id).willpower as i32 + self.lasting_sum(id, Stat::Willpower) + self.static_sum(id, |g| g.1)
    }

    /// Lore value with modifiers; may be negative, counted as 0 when gained (LO-6.6.3).
    pub(crate) fn lore_value(&self, id: CardId) -> i32 {
        self.def_of(id).lore as i32 + self.lasting_sum(id, Stat::Lore) + self.static_sum(id, |g| g.2)
    }

    /// Whether the card has the keyword: printed, gained for a while, or granted by a
    /// static ability while in play.
    pub fn has(&self, id: CardId, k: Keyword) -> bool {
        self.def_of(id).has(k)
            || self.lasting.on(id).any(|c| matches!(c, Change::Keyword(x) if x.same_kind(k)))
            || self.granted(id, k).is_some()
    }

    /// Whether a static ability grants the keyword, with the sum of its numbers.
    fn granted(&self, id: CardId, k: Keyword) -> Option<i32> {
        let mut found = None;
        self.each_grant(id, |g| {
            if let Some(x) = g.3.filter(|x| x.same_kind(k)) {
                found = Some(found.unwrap_or(0) + x.value().map_or(0, i32::from));
            }
        });
        found
    }

    /// Ward, printed or given (LO-8.15).
    pub fn has_ward(&self, id: CardId) -> bool {
        self.has(id, Keyword::Ward)
    }

    /// The summed +N of a stacking keyword from every source (LO-8.1).
    fn keyword_sum(&self, id: CardId, k: Keyword) -> i32 {
        let printed = self.def_of(id).keyword_value(k).unwrap_or(0) as i32;
        let gained: i32 = self
            .lasting
            .on(id)
            .filter_map(|c| match c {
                Change::Keyword(x) if x.same_kind(k) => x.value().map(i32::from),
                _ => None,
            })
            .sum();
        let granted = self.granted(id, k).unwrap_or(0);
        printed + gained + granted
    }

    /// Challenger +N (LO-8.5).
    pub(crate) fn challenger_bonus(&self, id: CardId) -> i32 {
        self.keyword_sum(id, Keyword::Challenger(0))
    }
    /// Resist +N (LO-8.8).
    pub(crate) fn resist(&self, id: CardId) -> i32 {
        self.keyword_sum(id, Keyword::Resist(0))
    }
    pub(crate) fn shift_cost(&self, id: CardId) -> Option<u8> {
        self.def_of(id).keyword_value(Keyword::Shift(0))
    }
    /// The cost this character counts as when singing (LO-8.11).
    pub(crate) fn singing_cost(&self, id: CardId) -> u8 {
        let d = self.def_of(id);
        d.keyword_value(Keyword::Singer(0)).unwrap_or(d.cost)
    }
    /// Whether a lasting "can't" forbids this (LO-1.2.2).
    pub(crate) fn restricted(&self, id: CardId, r: Restriction) -> bool {
        self.lasting.on(id).any(|c| c == Change::Cannot(r))
    }

    /// The ink the active player pays to play `card`: its cost less discounts (LO-1.5.2).
    pub(crate) fn play_cost(&self, card: CardId) -> usize {
        let d = self.def_of(card);
        if !self.statics_live {
            return d.cost as usize;
        }
        let seat = self.owner(card);
        let off: usize = self.players[seat]
            .play
            .iter()
            .filter(|&&c| self.def_of(c).has_static())
            .flat_map(|&c| self.def_of(c).abilities.iter())
            .map(|a| match a {
                Ability::Static { effect: Static::Discount { kind, amount }, .. } if d.is_kind(*kind) => *amount as usize,
                _ => 0,
            })
            .sum();
        (d.cost as usize).saturating_sub(off)
    }

    /// Characters of `seat` in play.
    pub fn characters(&self, seat: Seat) -> impl Iterator<Item = CardId> + '_ {
        self.players[seat].play.iter().copied().filter(move |&c| self.is_character(c))
    }
}
