//! What one seat may see (AL-3.1): every visible zone in full, the own Hand, the faces of
//! the own Mana Orbs only, counts for the other Hand and both Decks (never their order),
//! and face-down Tumult halves without terrains.

use serde::{Deserialize, Serialize};

use super::action::{CardId, ObjectId, Side};
use super::cards::ability::Op;
use super::cards::text::{choice_words, infinitive};
use super::cards::{def_of, CardDef, CardType, DefId};
use super::state::{Altered, DuskLine, KeepChoice, Obj, Pending, Step};
use crate::engine::static_words::Word;
use crate::engine::{Decision, DecisionKind, Observe, Outcome, Seat};

/// A card face as printed (for the Hand, Mana faces, and every object).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Face {
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub code: Word,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub name: Word,
    pub kind: CardType,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub subtype: Word,
    pub hand_cost: u8,
    pub reserve_cost: u8,
    /// Printed Forest / Mountain / Water (Characters and tokens only).
    pub stats: Option<[i32; 3]>,
    pub keywords: Vec<String>,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub text: Word,
}

impl Face {
    pub fn of(def: DefId) -> Self {
        let d: &CardDef = def_of(def);
        let k = d.keywords;
        let mut keywords = Vec::new();
        for (on, name) in [
            (k.defender, "Defender"),
            (k.eternal, "Eternal"),
            (k.gigantic, "Gigantic"),
            (k.seasoned, "Seasoned"),
            (k.fleeting, "Fleeting"),
        ] {
            if on {
                keywords.push(name.to_string());
            }
        }
        if k.tough > 0 {
            keywords.push(format!("Tough {}", k.tough));
        }
        if k.cooldown {
            keywords.push("Cooldown".to_string());
        }
        if k.scout > 0 {
            keywords.push(format!("Scout {}", k.scout));
        }
        let is_char = matches!(d.kind, CardType::Character | CardType::Token);
        Face {
            code: d.code,
            name: d.name,
            kind: d.kind,
            subtype: d.subtype,
            hand_cost: d.hand_cost,
            reserve_cost: d.reserve_cost,
            stats: is_char.then_some(d.stats),
            keywords,
            text: d.text,
        }
    }
}

/// A card in the own Hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandCard {
    pub card: CardId,
    pub face: Face,
}

/// An object in a visible zone, with its effective statistics and statuses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ObjView {
    pub id: ObjectId,
    pub face: Face,
    pub owner: Seat,
    pub controller: Seat,
    pub timestamp: u64,
    /// Effective Forest / Mountain / Water (boosts and passives included).
    pub stats: Option<[i32; 3]>,
    pub exhausted: bool,
    pub anchored: bool,
    pub asleep: bool,
    pub fleeting: bool,
    pub boosts: u32,
    pub side: Option<Side>,
}

/// A Mana Orb: its face only for its owner (AL-3.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrbView {
    pub id: ObjectId,
    pub exhausted: bool,
    pub face: Option<Face>,
}

/// One expedition with what is in it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExpeditionView {
    pub side: Side,
    pub region: u8,
    /// Distance from its starting region (AL-4.5).
    pub distance: u8,
    /// Characters present (a Gigantic one appears in both), then Gears.
    pub characters: Vec<ObjView>,
    pub gears: Vec<ObjView>,
    /// Terrain totals as Dusk would count them now (AL-5.4.5).
    pub totals: [i32; 3],
    pub defender: bool,
    pub moved_today: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub seat: Seat,
    pub hero: Option<ObjView>,
    pub reserve_limit: usize,
    pub landmark_limit: usize,
    pub hand_count: usize,
    /// The cards, only for the viewing seat.
    pub hand: Option<Vec<HandCard>>,
    pub deck_count: usize,
    pub mana: Vec<OrbView>,
    pub reserve: Vec<ObjView>,
    pub landmarks: Vec<ObjView>,
    pub discard: Vec<ObjView>,
    pub expeditions: [ExpeditionView; 2],
    pub passed: bool,
    /// `S = h + (7 - c)` (AL-6.1).
    pub progress: i64,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegionView {
    pub index: u8,
    /// Forest, Mountain, Water; `None` while face-down (AL-4.2).
    pub terrains: Option<[bool; 3]>,
    /// Which Tumult card (0-2) lies here, once face-up; face-down halves pair as 1-2, 3-4, 5-6.
    pub tumult: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EmblemView {
    pub id: ObjectId,
    pub controller: Seat,
    pub source: ObjectId,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub source_name: Word,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub text: Word,
}

/// Everything `viewer` may see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AlteredView {
    pub viewer: Seat,
    pub day: u32,
    /// "Setup", "Morning", "Noon", "Afternoon", "Dusk", "Night".
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub phase: Word,
    #[serde(deserialize_with = "crate::engine::static_words::word")]
    pub step: Word,
    pub first_player: Seat,
    pub active: Seat,
    pub to_act: Option<Seat>,
    pub arena: bool,
    pub regions: Vec<RegionView>,
    pub seats: Vec<SeatView>,
    pub limbo: Vec<ObjView>,
    /// Emblem-Reactions waiting in Limbo, in the order they were created.
    pub emblems: Vec<EmblemView>,
    pub decision: Option<Decision>,
    /// The objects the pending choice may pick (or, ordering timestamps (AL-2.8), the
    /// objects still to order; `chosen` then holds those placed, earliest first).
    pub options: Vec<ObjectId>,
    pub chosen: Vec<ObjectId>,
    /// Clean-up choices: a seat's own in progress, the other's once announced (AL-5.5.3).
    pub cleanup: Vec<Option<KeepChoice>>,
    pub last_dusk: Vec<DuskLine>,
    /// The last card played: who played it and the object it became.
    pub last_played: Option<(Seat, ObjectId)>,
    pub outcome: Option<Outcome>,
}

impl Altered {
    pub(crate) fn obj_view(&self, o: &Obj) -> ObjView {
        ObjView {
            id: o.id,
            face: Face::of(o.def),
            owner: o.owner,
            controller: o.controller,
            timestamp: o.timestamp,
            stats: o.is_character().then(|| self.stats(o)),
            exhausted: o.exhausted,
            anchored: o.anchored,
            asleep: o.asleep,
            fleeting: o.fleeting,
            boosts: o.boosts,
            side: o.side,
        }
    }

    fn expedition_view(&self, seat: Seat, side: Side) -> ExpeditionView {
        let in_it = |o: &&Obj| Altered::present_in(o, seat, side);
        ExpeditionView {
            side,
            region: self.players[seat].pos[side.index()],
            distance: self.distance(seat, side),
            characters: self
                .expeditions
                .iter()
                .filter(|o| o.is_character())
                .filter(in_it)
                .map(|o| self.obj_view(o))
                .collect(),
            gears: self
                .expeditions
                .iter()
                .filter(|o| !o.is_character())
                .filter(in_it)
                .map(|o| self.obj_view(o))
                .collect(),
            totals: self.totals(seat, side),
            defender: self.has_defender(seat, side),
            moved_today: self.players[seat].moved_today[side.index()],
        }
    }


    /// The step within the phase, in words.
    pub(crate) fn step_name(&self) -> &'static str {
        match self.step {
            Step::SetupMana(_) => "Mana",
            Step::MorningStart => "Succeed",
            Step::Prepare => "Prepare",
            Step::Draw => "Draw",
            Step::Expand(_) => "Expand",
            Step::NoonStart | Step::AfternoonStart => "At Noon",
            Step::Turn => "Turns",
            Step::DuskStart | Step::Progress | Step::NightStart => "Progress",
            Step::Rest => "Rest",
            Step::CleanUp(_) | Step::CleanUpApply | Step::CheckVictory => "Clean-up",
            Step::Over => "Game over",
        }
    }
}

impl Observe for Altered {
    type View = AlteredView;

    fn view_from(&self, viewer: Seat, own: Option<Seat>) -> Self::View {
        let seats = (0..2)
            .map(|s| {
                let p = &self.players[s];
                let (reserve_limit, landmark_limit) = self.limits(s);
                SeatView {
                    seat: s,
                    hero: p.hero.as_ref().map(|h| self.obj_view(h)),
                    reserve_limit,
                    landmark_limit,
                    hand_count: p.hand.len(),
                    hand: (own == Some(s)).then(|| {
                        p.hand.iter().map(|&c| HandCard { card: c, face: Face::of(self.cards[c.index()]) }).collect()
                    }),
                    deck_count: p.deck.len(),
                    mana: p
                        .mana
                        .iter()
                        .map(|o| OrbView {
                            id: o.id,
                            exhausted: o.exhausted,
                            face: (own == Some(s)).then(|| Face::of(o.def)),
                        })
                        .collect(),
                    reserve: p.reserve.iter().map(|o| self.obj_view(o)).collect(),
                    landmarks: p.landmarks.iter().map(|o| self.obj_view(o)).collect(),
                    discard: p.discard.iter().map(|o| self.obj_view(o)).collect(),
                    expeditions: [self.expedition_view(s, Side::Hero), self.expedition_view(s, Side::Companion)],
                    passed: p.passed,
                    progress: self.progress(s),
                }
            })
            .collect();
        let (options, chosen) = match (self.ordering.first(), &self.pending) {
            (Some(g), _) => (g.objs[g.placed..].to_vec(), g.objs[..g.placed].to_vec()),
            (None, Some(Pending::Choose { options, res, .. })) => (options.clone(), res.chosen.clone()),
            _ => (Vec::new(), Vec::new()),
        };
        AlteredView {
            viewer,
            day: self.day,
            phase: if matches!(self.step, Step::SetupMana(_)) { "Setup" } else { self.phase_name() },
            step: self.step_name(),
            first_player: self.first_player,
            active: self.active,
            to_act: self.to_act_seat(),
            arena: self.arena,
            regions: self
                .regions
                .iter()
                .enumerate()
                .map(|(i, r)| RegionView {
                    index: i as u8,
                    terrains: r.face_up.then_some(r.terrains),
                    tumult: if r.face_up { r.tumult } else { None },
                })
                .collect(),
            seats,
            limbo: self.limbo.iter().map(|o| self.obj_view(o)).collect(),
            emblems: self
                .emblems
                .iter()
                .map(|e| EmblemView {
                    id: e.id,
                    controller: e.controller,
                    source: e.source,
                    source_name: def_of(e.source_def).name,
                    text: def_of(e.source_def).text,
                })
                .collect(),
            decision: self.decision(),
            options,
            chosen,
            cleanup: (0..2)
                .map(|s| {
                    let c = &self.cleanup[s];
                    (matches!(self.step, Step::CleanUp(_) | Step::CleanUpApply) && (c.done || own == Some(s)))
                        .then(|| c.clone())
                })
                .collect(),
            last_dusk: self.last_dusk.clone(),
            last_played: self.last_played,
            outcome: self.book.outcome().cloned(),
        }
    }


    /// The pending decision, structured, with words for the deciding seat.
    fn decision(&self) -> Option<Decision> {
        let seat = self.to_act_seat()?;
        if let Some(g) = self.ordering.first() {
            let left = g.objs.len() - g.placed;
            return Some(Decision::new(
                seat,
                DecisionKind::Order,
                "AL-2.8",
                format!(
                    "{left} of your objects got their timestamps at once: click the one that gets the earliest, or Keep this order"
                ),
            ));
        }
        if let Some(p) = &self.pending {
            let res = p.res();
            let name = def_of(res.source_def).name;
            let steps = res.steps();
            let i = (res.step as usize).min(steps.len().saturating_sub(1));
            let d = match p {
                Pending::YesNo { .. } => {
                    let what = steps.get(i).map(|s| infinitive(&s.op)).unwrap_or_default();
                    let what = crate::games::altered::cards::text::capital(&what);
                    Decision::new(seat, DecisionKind::YesNo, "AL-14.2", format!("{name}: {what}?"))
                }
                Pending::Choose { max, optional, .. } => {
                    let what = steps.get(i).map(|s| choice_words(s, &steps[i + 1..])).unwrap_or_default();
                    let kind = if steps.get(i).is_some_and(|s| s.op == Op::Sacrifice) {
                        DecisionKind::Discard
                    } else {
                        DecisionKind::Target
                    };
                    let tail = if *optional || !res.chosen.is_empty() { ", or Done" } else { "" };
                    let more = if *max > 1 && !res.chosen.is_empty() { " (one more)" } else { "" };
                    Decision::new(seat, kind, "AL-8.3", format!("{name}: click {what}{more}{tail}"))
                }
            };
            return Some(d.for_source(res.source.0));
        }
        if self.emblem_seat().is_some() {
            return Some(Decision::new(
                seat,
                DecisionKind::Order,
                "AL-13.6",
                "Several of your Reactions wait in Limbo: click the one to play next",
            ));
        }
        let d = match self.step {
            Step::SetupMana(s) => Decision::new(
                seat,
                DecisionKind::Setup,
                "AL-1.3",
                format!("Setup: click {} more card(s) of your opening hand to put into Mana", 3 - self.setup_mana[s]),
            ),
            Step::Expand(_) => Decision::new(
                seat,
                DecisionKind::Option,
                "AL-5.1.4",
                "Morning Expand: click a card in your Hand to put it into Mana (ready), or skip",
            ),
            Step::CleanUp(s) => {
                let (r, l) = self.limits(s);
                let p = &self.players[s];
                let c = &self.cleanup[s];
                let rr = if p.reserve.len() > r { r - c.reserve.len() } else { 0 };
                let ll = if p.landmarks.len() > l { l - c.landmarks.len() } else { 0 };
                Decision::new(
                    seat,
                    DecisionKind::Keep,
                    "AL-5.5.3",
                    format!(
                        "Clean-up: click {rr} more Reserve card(s) and {ll} more landmark(s) to keep; the rest of your Reserve is discarded and the other landmarks sacrificed"
                    ),
                )
            }
            _ => Decision::new(
                seat,
                DecisionKind::Turn,
                "AL-5.3.2",
                "Your turn: play a card from your Hand or Reserve into an expedition, use a quick action, or pass",
            ),
        };
        Some(d)
    }
}
