//! Altered's words for the Hint's reason: what a move changed, read from the seat's
//! views one move apart: the card played and where it went (AL-8.4), a card put into
//! Mana (AL-5.1.4), boosts and statuses, Characters taken out of play, what Clean-up
//! keeps (AL-5.5.3), the regions travelled (AL-6.1), and above all which expeditions
//! would now move forward at Dusk, by the Progress rule (AL-5.4.1: a terrain of its
//! region where its total is more than the facing one's and more than 0, and no
//! Defender, AL-5.4.6). Written with plain loops: every iterator adapter chain is code
//! of its own in the page's wasm, and the Hint is the one place these words are made.

use super::expedition::leads;
use crate::engine::prelude::*;
use crate::engine::Seat;
use crate::games::altered::cards::CardType;
use crate::games::altered::view::{AlteredView, ObjView, SeatView};
use crate::games::altered::{region_name, Altered, ObjectId, Side};

/// The terrains, by index (AL-4.2).
const TERRAIN: [&str; 3] = ["Forest", "Mountain", "Water"];

/// Every object of a seat in play (AL-3.2), with the name of where it is.
fn in_play(s: &SeatView) -> Vec<(&ObjView, &'static str)> {
    let mut out = Vec::new();
    for o in &s.landmarks {
        out.push((o, "Landmarks"));
    }
    for e in &s.expeditions {
        for o in e.characters.iter().chain(&e.gears) {
            out.push((o, e.side.name()));
        }
    }
    out
}

fn find(list: &[(&ObjView, &'static str)], id: ObjectId) -> Option<usize> {
    list.iter().position(|(o, _)| o.id == id)
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

/// Cards played from the Hand or the Reserve or put into Mana, tokens made, and
/// where they went.
fn plays(b: &SeatView, a: &SeatView, parts: &mut Vec<String>) {
    let mut cost = spent(b, a);
    for h in b.hand.iter().flatten() {
        if a.hand.iter().flatten().any(|x| x.card == h.card) {
            continue;
        }
        if a.mana.len() > b.mana.len() {
            parts.push(format!("puts {} into Mana as a ready Mana Orb", h.face.name));
        } else if h.face.kind == CardType::Spell {
            parts.push(format!("casts {}{}", h.face.name, std::mem::take(&mut cost)));
        }
    }
    let was = in_play(b);
    for (o, zone) in in_play(a) {
        if find(&was, o.id).is_some() {
            continue;
        }
        if o.face.kind == CardType::Token {
            parts.push(format!("creates a {} token in your {zone}", o.face.name));
        } else {
            // A card played from Reserve is Fleeting (AL-10.6).
            let from = if o.fleeting { " from Reserve" } else { "" };
            parts.push(format!("puts {}{from} into your {zone}{}", o.face.name, std::mem::take(&mut cost)));
        }
    }
}

/// Boosts gained, statuses given and objects taken out of play, on one side.
fn changes(b: &SeatView, a: &SeatView, whose: &str, parts: &mut Vec<String>) {
    let (was, now) = (in_play(b), in_play(a));
    for (o, _) in &now {
        let Some(i) = find(&was, o.id) else { continue };
        let w = was[i].0;
        if o.boosts > w.boosts {
            parts.push(format!("gives {whose} {} +{} boost", o.face.name, o.boosts - w.boosts));
        }
        if o.anchored && !w.anchored {
            parts.push(format!("makes {whose} {} Anchored", o.face.name));
        }
        if o.asleep && !w.asleep {
            parts.push(format!("puts {whose} {} to sleep", o.face.name));
        }
    }
    for (o, _) in &was {
        if find(&now, o.id).is_none() {
            parts.push(format!("takes {whose} {} out of play", o.face.name));
        }
    }
}

/// What Clean-up keeps of the seat's Reserve and Landmarks: kept objects stay the same
/// objects (keeping is no zone change), chosen ones are listed in the view (AL-5.5.3).
fn keeps(b: &AlteredView, a: &AlteredView, seat: usize, parts: &mut Vec<String>) {
    let chosen = |v: &AlteredView| v.cleanup.get(seat).cloned().flatten().unwrap_or_default();
    let (was, now) = (chosen(b), chosen(a));
    let s = &b.seats[seat];
    for o in s.reserve.iter().chain(&s.landmarks) {
        let newly = |c: &crate::games::altered::state::KeepChoice| c.reserve.contains(&o.id) || c.landmarks.contains(&o.id);
        if newly(&now) && !newly(&was) {
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
            let forecast = |v: &AlteredView| {
                let e = &v.seats[s].expeditions[side.index()];
                let facing = v.seats[1 - s].expeditions[side.index()].totals;
                let terrains = if v.arena { None } else { v.regions.get(usize::from(e.region)).and_then(|r| r.terrains) };
                leads(e, facing, terrains)
            };
            let (was, now) = (forecast(b), forecast(a));
            let name = side.name();
            let words = match (s == seat, was.contains(&true), now.contains(&true)) {
                (true, false, true) => {
                    let mut on = String::new();
                    for k in (0..3).filter(|&k| now[k]) {
                        on += if on.is_empty() { "" } else { ", " };
                        on += TERRAIN[k];
                    }
                    format!("your {name} now moves forward at Dusk (ahead on {on})")
                }
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
                parts.push(format!("{whose} {} moves forward to {}", side.name(), region_name(now.region as usize)));
            }
        }
    }
}

/// The words, or `None` when the move changes nothing these words tell (the Hint then
/// gives the generic zone counts).
pub fn explain(before: &Altered, after: &Altered, seat: Seat) -> Option<String> {
    let (b, a): (AlteredView, AlteredView) = (before.view(seat), after.view(seat));
    let other = 1 - seat.min(1);
    let (mine_b, mine_a) = (&b.seats[seat], &a.seats[seat]);
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
        // The last choice of Clean-up: the rest is discarded or sacrificed (AL-5.5.3).
        parts.push("ends Clean-up: the rest of the Reserve is discarded, of the Landmarks sacrificed".into());
    } else {
        plays(mine_b, mine_a, &mut parts);
        changes(mine_b, mine_a, "your", &mut parts);
        changes(&b.seats[other], &a.seats[other], "their", &mut parts);
        keeps(&b, &a, seat, &mut parts);
        dusk(&b, &a, seat, &mut parts);
        if mine_a.passed && !mine_b.passed {
            parts.push("passes: no more turns for you today".into());
        }
        let exhausted = |s: &SeatView| s.hero.as_ref().is_some_and(|h| h.exhausted);
        if exhausted(mine_a) && !exhausted(mine_b) {
            parts.push(format!("uses your Hero's quick action{}", spent(mine_b, mine_a)));
        }
    }
    if mine_a.progress != mine_b.progress {
        parts.push(format!(
            "your expeditions have now travelled {} (from {}; 7 or more, and more than theirs, wins at Night)",
            mine_a.progress, mine_b.progress
        ));
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
