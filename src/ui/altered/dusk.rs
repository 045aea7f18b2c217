//! Dusk and Night step by step (issue 34 point 11): when both players have passed, the
//! engine runs Dusk's Progress (AL-5.4) and Night's Rest, Clean-up and Check Victory
//! (AL-5.5) at once. The table then shows the positions between, one at a time: Dusk
//! begins, each expedition moves forward or stays with the terrain totals that decided
//! it (AL-5.4.1), Rest sends Characters home (AL-5.5.2), Clean-up keeps what fits the
//! limits (AL-5.5.3), Check Victory counts each player's travel (AL-6.1).
//!
//! The positions are made from two views of the same seat's table, the one before the
//! last pass and the one after, and the last Dusk's totals both carry: nothing hidden is
//! read. A view of another seat (a hand-over in hot-seat play) lends only what both
//! seats see. The last position shown is the real view itself.

use crate::games::altered::cards::CardType;
use crate::games::altered::view::{AlteredView, ObjView};
use crate::games::altered::{region_name, ObjectId, Side};

const TERRAIN_WORDS: [&str; 3] = ["Forest", "Mountain", "Water"];

/// One position between the last pass and the real table.
#[derive(Clone)]
pub struct Frame {
    pub view: AlteredView,
    /// What happens in it, in words ("Dusk: P1's Hero Expedition moves forward ...").
    pub caption: String,
    /// The log line it shows, as the log says it (lit in the log while it is shown).
    pub log: String,
    /// The expedition that moves or stays in it.
    pub focus: Option<(usize, Side)>,
}

/// Whether the table went from an Afternoon through a Dusk between these two views.
fn crossed_dusk(prev: &AlteredView, now: &AlteredView) -> bool {
    prev.phase == "Afternoon"
        && !now.last_dusk.is_empty()
        && ((now.day == prev.day && matches!(now.phase, "Dusk" | "Night")) || now.day == prev.day + 1)
}

/// The positions from the last Afternoon view `prev` to `now`, without `now` itself;
/// none unless a Dusk came between them.
pub fn frames(prev: &AlteredView, now: &AlteredView) -> Vec<Frame> {
    if !crossed_dusk(prev, now) || prev.seats.len() != 2 || now.seats.len() != 2 {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut v = start(prev, now);
    let day = prev.day;
    out.push(Frame {
        view: v.clone(),
        caption: format!("Day {day}: Dusk. Each expedition compares its terrains with the one facing it"),
        log: format!("Day {day}: Dusk"),
        focus: None,
    });
    if prev.arena {
        let t: Vec<[i32; 3]> = now.last_dusk.iter().map(|l| l.totals).collect();
        if t.len() == 2 {
            let won = |s: usize| (0..3).filter(|&i| t[s][i] > 0 && t[s][i] > t[1 - s][i]).count();
            let line = format!("Tiebreaker in the Arena: P1 wins {} terrain(s), P2 wins {}", won(0), won(1));
            v.last_dusk = now.last_dusk.clone();
            out.push(Frame { view: v.clone(), caption: format!("Dusk: {line}"), log: line, focus: None });
        }
    } else {
        for l in &now.last_dusk {
            let facing = now.last_dusk.iter().find(|f| f.seat != l.seat && f.side == l.side).map_or([0; 3], |f| f.totals);
            let e = &mut v.seats[l.seat].expeditions[l.side.index()];
            let from = usize::from(e.region);
            let here = now.regions.get(from).and_then(|r| r.terrains).unwrap_or([true; 3]);
            let compared: Vec<String> = (0..3)
                .filter(|&k| here[k])
                .map(|k| {
                    let tie = l.totals[k] == facing[k];
                    format!("{} {} to {}{}", TERRAIN_WORDS[k], l.totals[k], facing[k], if tie { " (tie)" } else { "" })
                })
                .collect();
            let who = format!("P{}'s {}", l.seat + 1, l.side.name());
            let (caption, log) = if l.moved {
                let to = if l.side == Side::Hero { from + 1 } else { from.saturating_sub(1) };
                e.region = to as u8;
                e.distance += 1;
                e.moved_today = true;
                let revealed = reveal(&mut v, now, to);
                let log = format!("{who} moves forward to {}", region_name(to));
                let more = if revealed { ". A Tumult card is revealed" } else { "" };
                (format!("Dusk: {log}: {}{more}", compared.join(", ")), log)
            } else {
                let why = if l.blocked_by_defender { " (Defender)" } else { "" };
                let t = l.totals;
                let log = format!(
                    "{who} stays{why}: {} {} / {} {} / {} {}",
                    TERRAIN_WORDS[0], t[0], TERRAIN_WORDS[1], t[1], TERRAIN_WORDS[2], t[2]
                );
                let reason = if l.blocked_by_defender { "a Defender holds it" } else { "no terrain of its region wins" };
                (format!("Dusk: {who} stays, {reason}: {}", compared.join(", ")), log)
            };
            v.last_dusk.push(l.clone());
            out.push(Frame { view: v.clone(), caption, log, focus: Some((l.seat, l.side)) });
        }
        for s in 0..2 {
            v.seats[s].progress = now.seats[s].progress;
        }
    }
    v.last_dusk = now.last_dusk.clone();
    rest(&mut v, now);
    let gone = gone_home(prev, now).len();
    out.push(Frame {
        view: v.clone(),
        caption: format!("Day {day}: Night. Rest: {gone} card(s) leave the expeditions for their Reserve (Fleeting ones for the Discard pile)"),
        log: format!("Night: Rest sends {gone} object(s) home"),
        focus: None,
    });
    // At a Clean-up choice the real view is the next position.
    if now.phase == "Night" && now.outcome.is_none() {
        return out;
    }
    let kept = v.seats.iter().map(|s| s.reserve.len() + s.landmarks.len()).sum::<usize>();
    for s in 0..2 {
        let (to, from) = (&mut v.seats[s], &now.seats[s]);
        to.reserve = from.reserve.clone();
        to.landmarks = from.landmarks.clone();
        to.discard = from.discard.clone();
    }
    v.step = "Clean-up";
    let left = kept.saturating_sub(v.seats.iter().map(|s| s.reserve.len() + s.landmarks.len()).sum::<usize>());
    out.push(Frame {
        view: v.clone(),
        caption: format!("Night: Clean-up. Each player keeps what fits their Reserve and landmark limits: {left} card(s) leave"),
        log: format!("Day {day}: Night"),
        focus: None,
    });
    if !prev.arena {
        let (a, b) = (now.seats[0].progress, now.seats[1].progress);
        let log = format!("Check Victory: P1 has travelled {a}, P2 {b}");
        let verdict = match &now.outcome {
            Some(o) => o.reason.clone(),
            None if a.max(b) >= 7 => "both reached the same total: tiebreakers start in the Arena".to_string(),
            None => format!("nobody reached 7, Day {} begins", day + 1),
        };
        v.step = "Check Victory";
        out.push(Frame { view: v, caption: format!("Night: {log}: {verdict}"), log, focus: None });
    }
    out
}

/// The first position: the table as it was before the last pass, but Dusk begun. What
/// only the viewer may see (their hand, their Mana's faces) comes from `now`, or from
/// `prev` when it is the same seat's view.
fn start(prev: &AlteredView, now: &AlteredView) -> AlteredView {
    let mut v = now.clone();
    let same = prev.viewer == now.viewer;
    v.day = prev.day;
    v.phase = "Dusk";
    v.step = "Progress";
    v.first_player = prev.first_player;
    v.active = prev.active;
    v.to_act = None;
    v.arena = prev.arena;
    v.regions = prev.regions.clone();
    v.limbo = prev.limbo.clone();
    v.emblems = prev.emblems.clone();
    v.decision = None;
    v.options.clear();
    v.chosen.clear();
    v.cleanup = now.cleanup.iter().map(|_| None).collect();
    v.last_dusk.clear();
    v.last_played = prev.last_played;
    v.outcome = None;
    for (to, from) in v.seats.iter_mut().zip(&prev.seats) {
        let mine = to.hand.is_some();
        let mana = std::mem::take(&mut to.mana);
        *to = from.clone();
        to.passed = true;
        if same {
            continue;
        }
        // Another seat's view lends only what both seats see.
        to.mana = mana
            .into_iter()
            .map(|mut o| {
                o.exhausted = from.mana.iter().find(|p| p.id == o.id).map_or(o.exhausted, |p| p.exhausted);
                o
            })
            .collect();
        to.hand = if mine { now.seats[to.seat].hand.clone() } else { None };
        to.hand_count = if mine { to.hand.as_ref().map_or(0, Vec::len) } else { from.hand_count };
    }
    v
}

/// AL-4.3: entering a face-down half shows both halves of its Tumult card, as `now` has them.
fn reveal(v: &mut AlteredView, now: &AlteredView, to: usize) -> bool {
    let hidden = v.regions.get(to).is_some_and(|r| r.terrains.is_none());
    let Some(card) = now.regions.get(to).and_then(|r| r.tumult) else { return false };
    if !hidden {
        return false;
    }
    for (r, n) in v.regions.iter_mut().zip(&now.regions) {
        if n.tumult == Some(card) {
            *r = n.clone();
        }
    }
    true
}

/// The objects Rest took out of the expeditions: those before Dusk that `now` no longer
/// has there (an object that stays keeps its identity, AL-2.3), each once (a Gigantic
/// one is in both expeditions).
fn gone_home(prev: &AlteredView, now: &AlteredView) -> Vec<ObjView> {
    let stays: Vec<ObjectId> = now
        .seats
        .iter()
        .flat_map(|s| s.expeditions.iter().flat_map(|e| e.characters.iter().chain(&e.gears).map(|o| o.id)))
        .collect();
    let mut gone: Vec<ObjView> = Vec::new();
    for o in prev.seats.iter().flat_map(|s| s.expeditions.iter().flat_map(|e| e.characters.iter().chain(&e.gears))) {
        if !stays.contains(&o.id) && !gone.iter().any(|g| g.id == o.id) {
            gone.push(o.clone());
        }
    }
    gone
}

/// AL-5.5.2 Rest on the position: what left the expeditions goes to its owner's Reserve,
/// a Fleeting one to the Discard pile, a token nowhere (AL-2.5); only Seasoned keeps
/// its boosts.
fn rest(v: &mut AlteredView, now: &AlteredView) {
    v.phase = "Night";
    v.step = "Rest";
    let gone = gone_home(v, now);
    for (s, seat) in v.seats.iter_mut().enumerate() {
        for (e, after) in seat.expeditions.iter_mut().zip(&now.seats[s].expeditions) {
            e.characters.retain(|o| !gone.iter().any(|g| g.id == o.id));
            e.gears.retain(|o| !gone.iter().any(|g| g.id == o.id));
            e.totals = after.totals;
            e.defender = after.defender;
        }
    }
    for o in gone {
        if o.face.kind == CardType::Token {
            continue;
        }
        let fleeting = o.fleeting;
        let seasoned = o.face.keywords.iter().any(|k| k == "Seasoned");
        let home = ObjView {
            exhausted: false,
            anchored: false,
            asleep: false,
            fleeting: false,
            boosts: if seasoned { o.boosts } else { 0 },
            side: None,
            stats: o.face.stats,
            controller: o.owner,
            ..o
        };
        let seat = &mut v.seats[home.owner];
        if fleeting {
            seat.discard.push(home);
        } else {
            seat.reserve.push(home);
        }
    }
}
