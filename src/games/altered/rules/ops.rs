//! What each verb of the ability language does (AL-14.5's keyword actions, statuses
//! AL-10, counters AL-11, modifiers AL-9.6, moves AL-4.4): one atomic action per object,
//! all at once. Returns whether the step was started ("if you did", AL-14.2).

use crate::log_line;
use super::super::action::{ObjectId, Side};
use super::super::cards::ability::{Dest, Dir, Expedition, Op, Place, Status};
use super::super::cards::{pool, CardType};
use super::super::state::{Altered, Obj, Ongoing, Resolving};
use super::moves::Dest as MoveDest;

impl Altered {
    pub(crate) fn apply_op(&mut self, op: &Op, res: &Resolving, objs: &[ObjectId]) -> bool {
        let c = res.controller;
        match op {
            Op::Boost(n) => self.each_in_play(objs, |o| o.boosts += *n as u32, &format!("gains {n} boost{}", plural(*n))),
            Op::DoubleBoosts => self.each_in_play(
                objs,
                |o| o.boosts *= 2,
                "doubles its boosts",
            ),
            Op::Gain(st) => {
                let st = *st;
                let words = format!("gains {}", status_word(st));
                // Anchored, Asleep and Fleeting are statuses of objects in play (AL-10);
                // anything can be exhausted.
                let objs: Vec<ObjectId> = objs
                    .iter()
                    .copied()
                    .filter(|&id| st == Status::Exhausted || self.in_expedition(id).is_some())
                    .collect();
                self.each_in_play(&objs, move |o| set_status(o, st), &words)
            }
            Op::Ready => self.each_in_play(objs, |o| o.exhausted = false, "is readied"),
            Op::Modify { stats, until } => {
                let mut any = false;
                for &id in objs {
                    if self.in_expedition(id).is_some() {
                        self.ongoing.push(Ongoing { target: id, stats: *stats, until: *until });
                        any = true;
                    }
                }
                any
            }
            Op::Switch => {
                objs.iter().any(|&id| self.switch_expedition(id))
            }
            Op::Send(dest) => {
                let mut any = false;
                for &id in objs {
                    any |= self.send(id, *dest);
                }
                any
            }
            Op::Sacrifice => {
                let mut any = false;
                for &id in objs {
                    any |= self.sacrifice(id);
                }
                any
            }
            Op::Draw(n) => {
                self.draw(c, *n as usize);
                true
            }
            Op::Resupply => {
                self.resupply(c);
                true
            }
            Op::ManaFromDeck => self.mana_from_deck(c),
            Op::Create { token, place } => {
                let Some(def) = pool().id(token) else { return false };
                self.create_at(res, def, *place);
                true
            }
            Op::Move { expedition, dir } => self.move_expedition(res, *expedition, *dir),
            Op::LandmarksFromReserve => {
                let before = self.next_ts;
                let cards: Vec<ObjectId> =
                    self.players[c].reserve.iter().filter(|o| o.def().kind == CardType::Landmark).map(|o| o.id).collect();
                for id in cards {
                    self.landmark_from_reserve(c, id);
                }
                self.timestamps_at_once(before);
                true
            }
            Op::AfterYou => {
                // AL-5.3.5: the turn ends once Limbo has no Reactions left; not a pass.
                self.end_turn = true;
                log_line!(self, "P{}: After You", c + 1);
                true
            }
        }
    }

    /// Changes each object that is still in play or in a Reserve (AL-2.3: a moved object
    /// is another object, and the change finds nothing). Logs "<name> <words>".
    fn each_in_play(&mut self, objs: &[ObjectId], f: impl Fn(&mut Obj), words: &str) -> bool {
        let mut any = false;
        for &id in objs {
            if let Some(o) = self.obj_in_play_mut(id) {
                f(o);
                let name = o.def().name;
                log_line!(self, "{name} {words}");
                any = true;
            }
        }
        any
    }

    /// An object in the Expedition zone, a Landmark zone, a Hero zone or a Reserve.
    fn obj_in_play_mut(&mut self, id: ObjectId) -> Option<&mut Obj> {
        if let Some(i) = self.expeditions.iter().position(|o| o.id == id) {
            return Some(&mut self.expeditions[i]);
        }
        self.players
            .iter_mut()
            .find_map(|p| p.landmarks.iter_mut().chain(p.reserve.iter_mut()).chain(p.hero.iter_mut()).find(|o| o.id == id))
    }

    /// AL-2.9: switching expeditions is not a zone change; it keeps its identity,
    /// statuses and counters, and joins the other expedition ("joins my Expedition"
    /// Reactions there trigger, on-arrival ones do not).
    fn switch_expedition(&mut self, id: ObjectId) -> bool {
        let Some(o) = self.expeditions.iter_mut().find(|o| o.id == id) else { return false };
        o.side = o.side.map(Side::other);
        let (seat, to) = (o.controller, o.side);
        let (name, side) = (o.def().name, o.side.map(Side::name).unwrap_or(""));
        log_line!(self, "{name} switches to the {side}");
        if let Some(to) = to {
            self.joined(id, seat, to);
        }
        true
    }

    /// Send (AL-14.5): to its owner's Reserve, Hand or Discard pile, from wherever it is
    /// in play or in Reserve.
    fn send(&mut self, id: ObjectId, dest: Dest) -> bool {
        if self.in_expedition(id).is_some() {
            return match dest {
                Dest::Reserve => {
                    self.leave_expedition(id, MoveDest::Reserve);
                    true
                }
                Dest::Discard => {
                    self.leave_expedition(id, MoveDest::Discard);
                    true
                }
                Dest::Hand => self.hand_from_play(id),
            };
        }
        if let Some(seat) = (0..2).find(|&s| self.players[s].reserve.iter().any(|o| o.id == id)) {
            return match dest {
                Dest::Discard => {
                    self.discard_from_reserve(seat, id);
                    true
                }
                Dest::Hand => self.reserve_to_hand(seat, id),
                Dest::Reserve => false,
            };
        }
        if let Some(seat) = (0..2).find(|&s| self.players[s].landmarks.iter().any(|o| o.id == id)) {
            let i = self.players[seat].landmarks.iter().position(|o| o.id == id).expect("found");
            let old = self.players[seat].landmarks.remove(i);
            return match dest {
                Dest::Hand => self.card_to_hand(old),
                Dest::Reserve => self.arrive_from_play(old, MoveDest::Reserve).is_some(),
                Dest::Discard => self.arrive_from_play(old, MoveDest::Discard).is_some(),
            };
        }
        false
    }

    fn hand_from_play(&mut self, id: ObjectId) -> bool {
        let Some(i) = self.expeditions.iter().position(|o| o.id == id) else { return false };
        let old = self.expeditions.remove(i);
        self.card_to_hand(old)
    }

    fn reserve_to_hand(&mut self, seat: usize, id: ObjectId) -> bool {
        let Some(i) = self.players[seat].reserve.iter().position(|o| o.id == id) else { return false };
        let old = self.players[seat].reserve.remove(i);
        self.card_to_hand(old)
    }

    /// A card returns to its owner's Hand, a hidden zone: no longer an object (AL-2.7);
    /// a token ceases to exist instead (AL-2.5).
    fn card_to_hand(&mut self, old: Obj) -> bool {
        let name = old.def().name;
        match old.card {
            Some(card) => {
                self.players[old.owner].hand.push(card);
                log_line!(self, "{name} returns to P{}'s Hand", old.owner + 1);
            }
            None => log_line!(self, "{name} ceases to exist"),
        }
        true
    }

    /// The top card of the Deck into the Mana zone, exhausted (AL-7.1; short Deck AL-3.5).
    fn mana_from_deck(&mut self, seat: usize) -> bool {
        let Some(card) = self.top_card(seat) else { return false };
        let mut o = self.new_obj(Some(card), self.cards[card.index()], seat);
        o.exhausted = true;
        self.players[seat].mana.push(o);
        log_line!(self, "P{} puts the top card of their Deck into Mana, exhausted", seat + 1);
        true
    }

    /// Create (AL-14.5): where the step says.
    fn create_at(&mut self, res: &Resolving, token: super::super::cards::DefId, place: Place) {
        let c = res.controller;
        match place {
            Place::MyExpedition => {
                if let Some(side) = res.source_side {
                    self.create_token(c, side, token);
                }
            }
            Place::YourHero => {
                self.create_token(c, Side::Hero, token);
            }
            Place::YourCompanion => {
                self.create_token(c, Side::Companion, token);
            }
            Place::EachOfYours => {
                // One step, two atomic actions: both tokens get timestamps at once (AL-2.8).
                let before = self.next_ts;
                self.create_token(c, Side::Hero, token);
                self.create_token(c, Side::Companion, token);
                self.timestamps_at_once(before);
            }
            Place::OpponentsCompanion => {
                // AL-1.2: the creator owns the token; its new controller gets it.
                let id = self.create_token(1 - c, Side::Companion, token);
                if let Some(o) = self.expeditions.iter_mut().find(|o| o.id == id) {
                    o.owner = c;
                }
            }
        }
    }

    /// An expedition moves one region (AL-4.4): a move past either end does nothing; a
    /// forward move counts for Gear at Rest and fires "When my Expedition moves forward"
    /// (AL-5.4.8); entering a face-down half flips it (AL-4.3).
    fn move_expedition(&mut self, res: &Resolving, which: Expedition, dir: Dir) -> bool {
        let Some(side) = res.source_side else { return false };
        if self.arena {
            return false;
        }
        let seat = match which {
            Expedition::Mine => res.controller,
            Expedition::Facing => 1 - res.controller,
        };
        let i = side.index();
        let pos = self.players[seat].pos[i];
        let forward_step: i8 = if side == Side::Hero { 1 } else { -1 };
        let delta = if dir == Dir::Forward { forward_step } else { -forward_step };
        let to = pos as i8 + delta;
        let start = if side == Side::Hero { 0 } else { 7 };
        if !(0..=7).contains(&to) || (dir == Dir::Backward && pos == start) {
            return false;
        }
        self.players[seat].pos[i] = to as u8;
        let word = if dir == Dir::Forward { "forward" } else { "backward" };
        log_line!(self, "P{}'s {} moves {word} to region {}", seat + 1, side.name(), to + 1);
        self.reveal_region(to as usize);
        if dir == Dir::Forward {
            self.players[seat].moved_today[i] = true;
            self.expedition_moved(seat, side);
        }
        true
    }
}

fn plural(n: u8) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

fn status_word(s: Status) -> &'static str {
    match s {
        Status::Anchored => "Anchored",
        Status::Asleep => "Asleep",
        Status::Fleeting => "Fleeting",
        Status::Exhausted => "exhausted",
    }
}

/// AL-10.1: gaining a status it has changes nothing.
fn set_status(o: &mut Obj, s: Status) {
    match s {
        Status::Anchored => o.anchored = true,
        Status::Asleep => o.asleep = true,
        Status::Fleeting => o.fleeting = true,
        Status::Exhausted => o.exhausted = true,
    }
}
