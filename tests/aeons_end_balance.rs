//! The brief's C-5 balance harness, rebuilt: a greedy bot that plays the rules of Part
//! A the way C-5 describes (casts everything, buys by fixed priorities, never plans the
//! discard order, never uses Glyph of Tithing's aether), to compare with the tuning
//! table. It is statistical and takes a while, so it is ignored by default:
//! `cargo test --release --no-default-features --test aeons_end_balance -- --ignored --nocapture`.
//!
//! What the bot does, decision by decision:
//! - casting: casts every prepped spell, at a minion it kills (the most dangerous one),
//!   else at the most dangerous minion, else at the nemesis; then ends casting;
//! - main phase, in this order: plays every gem and relic (the aether option of an OR
//!   card; a Compass focuses its own breach closest to opening, and focuses again);
//!   uses a full ability (Lanternfall like a spell; Bulwark Chant heals Gravehold when it
//!   is missing 3, else the most hurt mage); pays a TO DISCARD cost it can afford; preps
//!   every spell, strongest into the bonus breaches; focuses a breach when a spell has
//!   nowhere to go; then spends what is left by fixed priorities: open a breach it can
//!   afford, else the dearest card of Bulwark Rune, Stormvein Geode, Tidewell Opal,
//!   Emberwisp, Ashglass Bead it can afford, else a charge;
//! - nemesis turn: "any player" damage goes to the mage it hurts least (never exhausting
//!   one when another can take it); an exhausted mage destroys its least useful breach;
//!   Drowning Grasp takes the weakest spell.

use turnkeeper::engine::Game;
use turnkeeper::games::aeons_end::{Action, AeonsEnd, BreachState, CardKind, Choice, NemKind, Options, Target};

/// Gravehold damage per nemesis turn a minion causes, roughly (for targeting).
fn threat(k: NemKind) -> i64 {
    match k {
        NemKind::DeepspawnTitan => 30,
        NemKind::Tidebreaker => 25,
        NemKind::SiltCrawler | NemKind::Kelpwarden => 20,
        NemKind::LanternEater => 12,
        NemKind::BarnacleSwarm => 10,
        _ => 0,
    }
}

fn var(name: &str, default: i64) -> i64 {
    std::env::var(name).ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}

/// How good it is to put `dmg` damage into `t`.
fn target_score(g: &AeonsEnd, t: Target, dmg: u32) -> i64 {
    match t {
        Target::Nemesis => 0,
        Target::Minion(id) => {
            let life = g.nemesis.play.iter().find(|p| p.card == id).map_or(0, |p| p.life);
            let k = g.nem_kind(id);
            if dmg >= life {
                1000 + threat(k) * 10 - (dmg - life) as i64
            } else {
                100 + threat(k) * 10 - life as i64
            }
        }
    }
}

/// The value of buying the card of pile `pile` (0 for never).
fn buy_value(g: &AeonsEnd, pile: usize) -> i64 {
    match g.supply[pile].kind {
        CardKind::SunderingTorrent => var("TOR", 80),
        CardKind::BulwarkRune => var("BR", 40),
        CardKind::StormveinGeode => var("SG", 65),
        CardKind::TidewellOpal => var("TO", 70),
        CardKind::KeepersLamp => var("KL", 0),
        CardKind::GlyphOfTithing => var("GT", 0),
        CardKind::WayfindersCompass => var("WC", 0),
        CardKind::Emberwisp => var("EW", 30),
        CardKind::AshglassBead => var("AB", 20),
        _ => 0,
    }
}

fn rank(g: &AeonsEnd, a: &Action) -> i64 {
    let me = &g.mages[g.active];
    let free_breach = me.breaches.iter().any(|b| b.exists() && b.spell.is_none() && (!b.is_closed() || b.focused));
    let spells_in_hand =
        me.hand.iter().filter(|&&c| g.kind(c).ty() == turnkeeper::games::aeons_end::CardType::Spell).count();
    match *a {
        Action::Cast { breach, target } => {
            let dmg = g.cast_damage(g.active, breach as usize, target);
            10_000 + target.map_or(0, |t| target_score(g, t, dmg))
        }
        Action::EndCasting => 0,
        Action::Play { card, choice } => {
            let base = 9000;
            match (g.kind(card), choice) {
                (CardKind::QuarryHeart | CardKind::StormveinGeode, Choice::Aether) => base + 1,
                (CardKind::WayfindersCompass, Choice::Breach { owner, breach }) => {
                    let b = g.mages[owner].breaches[breach as usize];
                    let stage = match b.state {
                        BreachState::Closed(s) => s as i64,
                        _ => 0,
                    };
                    base + if owner == g.active { 10 + stage } else { stage }
                }
                (CardKind::WayfindersCompass, Choice::None) => base,
                (_, Choice::None) => base,
                _ => base - 1,
            }
        }
        Action::Confirm => 1,
        Action::Decline => 0,
        Action::Ability { choice: Choice::Strike { target, .. }, .. } => 8500 + target_score(g, target, 4),
        Action::Ability { choice: Choice::Gravehold, .. } => {
            if g.gravehold + 3 <= g.gravehold_max {
                8500
            } else {
                8000
            }
        }
        Action::Ability { choice: Choice::Heal(s), .. } => 8000 + (10 - g.mages[s].life as i64),
        Action::Ability { .. } => 0,
        Action::PayToDiscard { .. } => 8400,
        Action::Prep { card, breach, .. } => {
            let b = me.breaches[breach as usize];
            let bonus = turnkeeper::games::aeons_end::cards::breach_bonus(breach as usize) as i64;
            let opened = i64::from(b.state == BreachState::Opened);
            8000 + g.kind(card).base_damage() as i64 * bonus * 10 + opened * 5 + bonus
        }
        Action::Focus { breach, .. } if spells_in_hand > 0 && !free_breach => 7500 - breach as i64,
        Action::Open { breach, .. } => var("OPEN", 5000) + breach as i64,
        Action::Gain { pile } => 6000 + buy_value(g, pile as usize) * 10 + g.supply[pile as usize].kind.cost() as i64,
        Action::GainCharge => 5000,
        Action::ChoosePlayer { seat } => {
            let m = &g.mages[seat];
            if m.exhausted {
                -100
            } else {
                m.life as i64 * 10 + m.charges as i64
            }
        }
        Action::DestroyBreach { breach } => {
            // Least useful first: a closed breach far from opening, with no spell.
            let m = g.mages.iter().find(|m| m.exhausted).unwrap_or(me);
            let b = m.breaches[breach as usize];
            match b.state {
                BreachState::Closed(s) => 100 - s as i64 * 10 - i64::from(b.spell.is_some()) * 5,
                _ => 0,
            }
        }
        Action::DiscardPrepped { breach } => -(breach as i64),
        Action::DiscardPlayed { .. } => 0,
        Action::WhilePrepped { .. } => -10,
        Action::EndMain => 1,
        _ => -1000,
    }
}

/// One greedy game: whether the mages won, why, and the turns played.
fn play(options: &Options, seed: u64) -> (bool, String, u32, u32) {
    let mut g = AeonsEnd::new(options, seed).unwrap();
    while g.outcome().is_none() {
        let legal = g.legal_actions();
        let best = legal.iter().max_by_key(|a| rank(&g, a)).copied().expect("a legal action");
        g.apply(&best).unwrap();
    }
    let o = g.outcome().unwrap();
    (!o.winners.is_empty(), o.reason, g.turn - g.nemesis_turns, g.nemesis_turns)
}

#[test]
#[ignore]
fn greedy_bot_win_rate_by_nemesis_life() {
    for life in [45, 50, 55, 60] {
        let o = Options { nemesis_life: life, ..Options::default() };
        let games = 2000;
        let (mut wins, mut by_damage) = (0, 0);
        let mut turns = Vec::new();
        for seed in 0..games {
            let (won, reason, pt, nt) = play(&o, seed);
            turns.push((pt, nt));
            if won {
                wins += 1;
                by_damage += usize::from(reason.contains("AE-14.1"));
            }
        }
        turns.sort();
        let med = turns[turns.len() / 2];
        println!(
            "nemesis life {life}: greedy bot wins {:.1}% ({:.1}% by damage, {:.1}% by deck-out) over {games} games; \
             median game {} player turns, {} nemesis turns",
            100.0 * wins as f64 / games as f64,
            100.0 * by_damage as f64 / games as f64,
            100.0 * (wins - by_damage) as f64 / games as f64,
            med.0,
            med.1
        );
    }
}

#[test]
#[ignore]
fn trace_one() {
    let seed: u64 = std::env::var("SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0);
    let mut g = AeonsEnd::new(&Options::default(), seed).unwrap();
    for l in &g.recent {
        println!("  {l}");
    }
    while g.outcome().is_none() {
        let legal = g.legal_actions();
        let best = legal.iter().max_by_key(|a| rank(&g, a)).copied().expect("a legal action");
        println!("> {}", g.describe(&best).label);
        for e in g.apply(&best).unwrap() {
            println!("  {}", e.text);
        }
    }
}

#[test]
#[ignore]
fn gravehold_damage_sources() {
    use std::collections::BTreeMap;
    let mut by: BTreeMap<String, u64> = BTreeMap::new();
    let mut paid: BTreeMap<String, u64> = BTreeMap::new();
    let games = 1000;
    let mut exhausts = 0;
    let mut aether_turns = (0u64, 0u64);
    let mut hist = [0u64; 13];
    for seed in 0..games {
        let mut g = AeonsEnd::new(&Options::default(), seed).unwrap();
        let mut src = String::from("?");
        let mut counted = false;
        while g.outcome().is_none() {
            let legal = g.legal_actions();
            let best = legal.iter().max_by_key(|a| rank(&g, a)).copied().expect("a legal action");
            if best == Action::EndMain {
                aether_turns.0 += 1;
            }
            if g.phase == turnkeeper::games::aeons_end::Phase::Main && !matches!(best, Action::Play { .. }) && !counted
            {
                counted = true;
                hist[(g.aether as usize).min(12)] += 1;
            }
            if best == Action::EndMain {
                counted = false;
            }
            if let Action::PayToDiscard { power } = best {
                *paid.entry(g.nem_kind(power).name().to_string()).or_default() += 1;
            }
            for e in g.apply(&best).unwrap() {
                let t = e.text;
                if let Some(r) = t.strip_prefix("The nemesis draws ") {
                    src = r.split(" (").next().unwrap().to_string();
                } else if t.contains("(PERSISTENT)") || t.contains("the last power token") {
                    src = t[..t.find(['(', ':']).unwrap()].trim().to_string();
                } else if t.contains("is exhausted") && !t.contains("twice") {
                    src = "exhaustion".into();
                    exhausts += 1;
                } else if t.contains("is exhausted: Gravehold suffers twice") {
                    *by.entry("exhausted mage hit (doubled)".into()).or_default() +=
                        t.split("twice the ").nth(1).unwrap().split(' ').next().unwrap().parse::<u64>().unwrap() * 2;
                    continue;
                }
                if let Some(r) = t.strip_prefix("Gravehold suffers ") {
                    let n: u64 = r.split(' ').next().unwrap().parse().unwrap();
                    *by.entry(src.clone()).or_default() += n;
                }
                if t.starts_with("Turn ") {
                    src = "?".into();
                }
            }
        }
    }
    for (k, v) in &by {
        println!("{k:40} {:.2} per game", *v as f64 / games as f64);
    }
    for (k, v) in &paid {
        println!("paid {k:35} {:.2} per game", *v as f64 / games as f64);
    }
    println!("aether after gems: {hist:?}");
    println!("exhaustions {:.2} per game, {} mage turns", exhausts as f64 / games as f64, aether_turns.0);
}

/// Features of the evaluation at the start of every mage turn of greedy games, with the
/// final result, as CSV on stdout (to fit the evaluation's weights).
#[test]
#[ignore]
fn dump_features() {
    use turnkeeper::games::aeons_end::evaluate::FEATURES;
    println!("csv,{},won", FEATURES.join(","));
    for seed in 0..3000 {
        let mut g = AeonsEnd::new(&Options::default(), seed).unwrap();
        let mut rows = Vec::new();
        let mut last_turn = 0;
        while g.outcome().is_none() {
            if g.turn != last_turn && g.is_mage_turn() && g.pending.is_none() {
                last_turn = g.turn;
                rows.push(g.features());
            }
            let legal = g.legal_actions();
            let best = legal.iter().max_by_key(|a| rank(&g, a)).copied().expect("a legal action");
            g.apply(&best).unwrap();
        }
        let won = u8::from(!g.outcome().unwrap().winners.is_empty());
        for r in rows.iter().step_by(3) {
            let cells: Vec<String> = r.iter().map(|x| format!("{x:.4}")).collect();
            println!("csv,{},{won}", cells.join(","));
        }
    }
}
