//! Altered's words for the Hint's reason: what a move changed, read from the seat's
//! views one move apart: the card played and where it went (AL-8.4), a card put into
//! Mana (AL-5.1.4), boosts and statuses, the other side's Characters sent away, the
//! regions travelled (AL-6.1), and above all which expeditions would now move forward
//! at Dusk, by the Progress rule (AL-5.4.1: a terrain of its region where its total is
//! more than the facing one's and more than 0, and no Defender, AL-5.4.6).

use super::expedition::leads;
use crate::engine::prelude::*;
use crate::engine::Seat;
use crate::games::altered::view::{AlteredView, ObjView, SeatView};
use crate::games::altered::cards::CardType;
use crate::games::altered::{Altered, ObjectId, Side};

/// The terrains, by index (AL-4.2).
const TERRAIN: [&str; 3] = ["Forest", "Mountain", "Water"];

/// Which terrains would move `seat`'s expedition on `side` forward at Dusk now.
fn forecast(v: &AlteredView, seat: usize, side: Side) -> [bool; 3] {
    let e = &v.seats[seat].expeditions[side.index()];
    let facing = v.seats[1 - seat].expeditions[side.index()].totals;
    let terrains = if v.arena { None } else { v.regions.get(usize::from(e.region)).and_then(|r| r.terrains) };
    leads(e, facing, terrains)
}

/// Every object of a seat in play (AL-3.2), with where it is.
fn in_play(s: &SeatView) -> Vec<(&ObjView, String)> {
    let mut out: Vec<(&ObjView, String)> = s.landmarks.iter().map(|o| (o, "Landmarks".to_string())).collect();
    for e in &s.expeditions {
        out.extend(e.characters.iter().chain(&e.gears).map(|o| (o, e.side.name().to_string())));
    }
    out
}

fn in_play_has(s: &SeatView, id: ObjectId) -> bool {
    in_play(s).iter().any(|(o, _)| o.id == id)
}

/// "A and B" or "A, B and C".
fn and(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Mana spent on the move (AL-7): ready orbs before and after.
fn spent(b: &SeatView, a: &SeatView) -> String {
    let ready = |s: &SeatView| s.mana.iter().filter(|o| !o.exhausted).count();
    let (was, now) = (ready(b), ready(a));
    if now < was && a.mana.len() >= b.mana.len() {
        format!(" for {} mana ({now} left)", was - now)
    } else {
        String::new()
    }
}

/// Cards played from the Hand or the Reserve, or put into Mana, and where they went.
fn plays(b: &SeatView, a: &SeatView, parts: &mut Vec<String>) {
    let cost = spent(b, a);
    let hand_after: Vec<_> = a.hand.iter().flatten().map(|h| h.card).collect();
    for h in b.hand.iter().flatten().filter(|h| !hand_after.contains(&h.card)) {
        if a.mana.len() > b.mana.len() {
            parts.push(format!("puts {} into Mana as a ready Mana Orb ({} → {})", h.face.name, b.mana.len(), a.mana.len()));
        } else if h.face.kind == CardType::Spell {
            parts.push(format!("casts {}{cost}", h.face.name));
        }
    }
    let from_reserve = |o: &ObjView| b.reserve.iter().any(|r| r.face.code == o.face.code && !a.reserve.iter().any(|x| x.id == r.id));
    let mut cost = Some(cost);
    for (o, zone) in in_play(a).into_iter().filter(|(o, _)| !in_play_has(b, o.id)) {
        if o.face.kind == CardType::Token {
            parts.push(format!("creates a {} token in your {zone}", o.face.name));
            continue;
        }
        let from = if o.fleeting && from_reserve(o) { " from Reserve" } else { "" };
        parts.push(format!("puts {}{from} into your {zone}{}", o.face.name, cost.take().unwrap_or_default()));
    }
    for o in a.discard.iter().filter(|o| o.face.kind == CardType::Spell && from_reserve(o)) {
        parts.push(format!("casts {} from Reserve{}", o.face.name, cost.take().unwrap_or_default()));
    }
}

/// Boosts gained, statuses given and Characters sent away, on either side.
fn changes(b: &SeatView, a: &SeatView, whose: &str, parts: &mut Vec<String>) {
    let now = in_play(a);
    for (o, _) in &now {
        let Some((was, _)) = in_play(b).into_iter().find(|(w, _)| w.id == o.id) else { continue };
        if o.boosts > was.boosts {
            let n = o.boosts - was.boosts;
            parts.push(format!("gives {whose} {} {n} boost{}", o.face.name, if n == 1 { "" } else { "s" }));
        }
        for (on, then, word) in [(o.anchored, was.anchored, "Anchored"), (o.asleep, was.asleep, "Asleep")] {
            if on && !then {
                parts.push(format!("makes {whose} {} {word}", o.face.name));
            }
        }
    }
    for (o, _) in in_play(b).into_iter().filter(|(o, _)| !now.iter().any(|(n, _)| n.id == o.id)) {
        let new_in = |zone: &[ObjView]| zone.iter().any(|n| n.face.code == o.face.code && !b.reserve.iter().chain(&b.discard).any(|w| w.id == n.id));
        let to = if new_in(&a.reserve) {
            "to the Reserve"
        } else if new_in(&a.discard) {
            "to the Discard pile"
        } else {
            "out of the game"
        };
        parts.push(format!("sends {whose} {} {to}", o.face.name));
    }
}

/// Clean-up: the objects chosen to keep (AL-5.5.3).
fn keeps(b: &AlteredView, a: &AlteredView, seat: usize, parts: &mut Vec<String>) {
    let kept = |v: &AlteredView| -> Vec<ObjectId> {
        v.cleanup.get(seat).cloned().flatten().map(|c| c.reserve.into_iter().chain(c.landmarks).collect()).unwrap_or_default()
    };
    let was = kept(b);
    let s = &b.seats[seat];
    for id in kept(a).into_iter().filter(|id| !was.contains(id)) {
        if let Some(o) = s.reserve.iter().chain(&s.landmarks).find(|o| o.id == id) {
            parts.push(format!("keeps {} at Clean-up", o.face.name));
        }
    }
}

/// Which expeditions start or stop moving forward at the coming Dusk.
fn dusk(b: &AlteredView, a: &AlteredView, seat: usize, parts: &mut Vec<String>) {
    if !matches!(a.phase, "Noon" | "Afternoon") {
        return;
    }
    for s in [seat, 1 - seat] {
        for side in Side::BOTH {
            let (was, now) = (forecast(b, s, side), forecast(a, s, side));
            let (moved, moves) = (was.contains(&true), now.contains(&true));
            let name = side.name();
            let on: Vec<&str> = (0..3).filter(|&k| now[k]).map(|k| TERRAIN[k]).collect();
            let on = and(&on);
            let words = match (s == seat, moved, moves) {
                (true, false, true) => format!("your {name} now moves forward at Dusk (ahead on {on})"),
                (true, true, false) => format!("your {name} no longer moves forward at Dusk"),
                (false, true, false) => format!("stops their {name} moving forward at Dusk"),
                (false, false, true) => format!("lets their {name} move forward at Dusk"),
                _ => continue,
            };
            parts.push(words);
        }
    }
}

/// Expeditions that moved forward (at Dusk, AL-5.4.4, or by an effect).
fn moved(b: &AlteredView, a: &AlteredView, seat: usize, parts: &mut Vec<String>) {
    for s in [seat, 1 - seat] {
        for side in Side::BOTH {
            let (was, now) = (&b.seats[s].expeditions[side.index()], &a.seats[s].expeditions[side.index()]);
            if now.distance > was.distance {
                let whose = if s == seat { "your" } else { "their" };
                parts.push(format!("{whose} {} moves forward to region {}", side.name(), now.region + 1));
            }
        }
    }
}

/// The words, or `None` when the move changes nothing these words tell (the Hint then
/// gives the generic zone counts).
pub fn explain(before: &Altered, after: &Altered, seat: Seat) -> Option<String> {
    let (b, a): (AlteredView, AlteredView) = (before.view(seat), after.view(seat));
    let other = 1 - seat.min(1);
    let mut parts = Vec::new();
    if let Some(o) = &a.outcome {
        parts.push(if o.winners.contains(&seat) { "wins the game".to_string() } else { "ends the game".to_string() });
    }
    let day_over = a.day != b.day || a.outcome.is_some();
    if b.phase == "Afternoon" && (a.phase != "Afternoon" || day_over) {
        // The last pass of the day: Dusk's Progress, then Night (AL-5.4, AL-5.5).
        parts.push("passes and ends the Afternoon".into());
        moved(&b, &a, seat, &mut parts);
    } else if b.phase == "Night" && day_over {
        // The last choice of Clean-up: what stays is kept, the rest is discarded or
        // sacrificed (AL-5.5.3); keeping is no zone change, so a kept object is the same.
        let (was, now) = (&b.seats[seat], &a.seats[seat]);
        let stays = |id: ObjectId| now.reserve.iter().chain(&now.landmarks).any(|o| o.id == id);
        let kept: Vec<&str> = was.reserve.iter().chain(&was.landmarks).filter(|o| stays(o.id)).map(|o| o.face.name).collect();
        if !kept.is_empty() {
            parts.push(format!("keeps {} at Clean-up", and(&kept)));
        }
        parts.push("ends Clean-up: the rest of the Reserve is discarded, of the Landmarks sacrificed".into());
    } else {
        plays(&b.seats[seat], &a.seats[seat], &mut parts);
        changes(&b.seats[seat], &a.seats[seat], "your", &mut parts);
        changes(&b.seats[other], &a.seats[other], "their", &mut parts);
        keeps(&b, &a, seat, &mut parts);
        dusk(&b, &a, seat, &mut parts);
        if a.seats[seat].passed && !b.seats[seat].passed {
            parts.push("passes: no more turns for you today".into());
        }
        if a.seats[seat].hero.as_ref().is_some_and(|h| h.exhausted) && b.seats[seat].hero.as_ref().is_some_and(|h| !h.exhausted) {
            parts.push(format!("uses your Hero's quick action{}", spent(&b.seats[seat], &a.seats[seat])));
        }
    }
    let (was, now) = (b.seats[seat].progress, a.seats[seat].progress);
    if now != was {
        parts.push(format!("your expeditions have now travelled {now} (from {was}; 7 or more, and more than theirs, wins at Night)"));
    }
    (!parts.is_empty()).then(|| parts.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Match, RandomBot};
    use crate::games::altered::Action;

    /// Over random games: every move the reason explains is told in Altered's words (a
    /// play names its card, no zone counts), and a Character that puts an expedition
    /// ahead on a terrain of its region says it will move forward at Dusk.
    #[test]
    fn the_hint_tells_plays_and_the_dusk_they_win_in_the_games_words() {
        let (mut plays, mut dusk_wins) = (0, 0);
        for seed in 1..30 {
            let mut m = Match::<Altered>::new(Default::default(), seed).unwrap();
            let mut bot = RandomBot::new(seed);
            for _ in 0..3000 {
                if m.state().outcome().is_some() {
                    break;
                }
                let a = bot.choose(m.state()).unwrap();
                let seat = m.state().to_act().unwrap();
                let before = m.state().clone();
                m.apply(&a).unwrap();
                let words = explain(&before, m.state(), seat);
                if let (Action::PlayHand { card, to: Some(_) }, Some(w)) = (a, &words) {
                    let name = before.view(seat).seats[seat].hand.iter().flatten().find(|h| h.card == card).unwrap().face.name;
                    assert!(w.contains(name), "a play names its card: {w}");
                    assert!(!w.contains('→'), "no zone counts: {w}");
                    plays += 1;
                    dusk_wins += usize::from(w.contains("now moves forward at Dusk (ahead on"));
                }
                if matches!(a, Action::Pass) {
                    assert!(words.as_ref().is_some_and(|w| w.contains("passes")), "a pass is said: {words:?}");
                }
            }
        }
        assert!(plays > 100, "random games play Characters into expeditions ({plays})");
        assert!(dusk_wins > 10, "some of those plays win a terrain for Dusk ({dusk_wins})");
    }
}
