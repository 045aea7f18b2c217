//! The brief's C-5 balance harness, rebuilt: the greedy player of
//! `src/games/aeons_end/policy.rs` (casts everything, buys by fixed priorities, never
//! plans the discard order; the C-5 bot also never uses Glyph of Tithing's aether:
//! `TITHE=0`), to compare with the tuning table, with the measures that explain a win
//! rate (damage dealt, Gravehold damage by source, aether, buys, casts, breaches). It is
//! statistical and takes a while, so it is ignored by default:
//! `cargo run --release --no-default-features --example aeons_end_balance [trace]`
//! (`trace` plays one game, `SEED`, and prints every decision and log line).
//! Knobs by environment: `GAMES`, `NEMESIS` (an id, or `all` for one row per nemesis at
//! its standard life), `LIFE` (one nemesis life), `TEAM` (comma-separated mage ids),
//! `MARKET` (a market preset's id; a drawn one is drawn per game), `OPEN` (open a breach
//! before buying up to this cost), `TITHE`, `MINWORTH` and `GEMWEIGHT` (tenths: what the
//! greedy mage buys), `HOLD`, `STUCK`, `SPARE`, `OPENFIRST`, `CHARGE`, `HOLDLIFE`,
//! `HOLDMIN`, `CHARGEOVER` (see `policy::Knobs`), `FIRST` (the first seed).

use std::collections::BTreeMap;

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::Rng;
use turnkeeper::games::aeons_end::content::pool;
use turnkeeper::games::aeons_end::policy::{self, Knobs};
use turnkeeper::games::aeons_end::{random_market, Action, AeonsEnd, Options, Phase};

fn var(name: &str, default: i64) -> i64 {
    std::env::var(name).ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}

fn knobs() -> Knobs {
    let mut k = Knobs::default();
    k.open_up_to = var("OPEN", k.open_up_to as i64) as u32;
    k.tithe = var("TITHE", i64::from(k.tithe)) != 0;
    k.stuck_min = var("STUCK", k.stuck_min as i64) as u32;
    k.hold = var("HOLD", k.hold as i64) as u32;
    k.spare_focus = var("SPARE", i64::from(k.spare_focus)) != 0;
    k.open_first = var("OPENFIRST", i64::from(k.open_first)) != 0;
    k.charge = var("CHARGE", i64::from(k.charge)) != 0;
    k.hold_life = var("HOLDLIFE", k.hold_life as i64) as u32;
    k.hold_minions = var("HOLDMIN", i64::from(k.hold_minions)) != 0;
    k.charge_over = var("CHARGEOVER", k.charge_over);
    k.min_worth = var("MINWORTH", (k.min_worth * 10.0) as i64) as f64 / 10.0;
    k.gem_weight = var("GEMWEIGHT", (k.gem_weight * 10.0) as i64) as f64 / 10.0;
    k
}

/// What one greedy game did.
#[derive(Default)]
struct Stats {
    won: bool,
    by_damage: bool,
    mage_turns: u32,
    nemesis_turns: u32,
    to_nemesis: u64,
    to_minions: u64,
    aether: u64,
    bought: u64,
    cast: u64,
    opened: u64,
    exhausted: u64,
    /// Gravehold damage by the nemesis card (or cause) that dealt it.
    grave: BTreeMap<String, u64>,
    /// The nemesis turn of the loss (0 if won).
    lost_at: u32,
    /// Cards bought, by name.
    buys: BTreeMap<String, u64>,
}

fn minion_life(g: &AeonsEnd) -> u64 {
    g.minions().map(|p| p.life as u64).sum()
}

fn opened(g: &AeonsEnd) -> u64 {
    g.mages
        .iter()
        .map(|m| {
            m.breaches.iter().filter(|b| b.state == turnkeeper::games::aeons_end::BreachState::Opened).count() as u64
        })
        .sum()
}

/// One greedy game, measured.
fn play(options: &Options, seed: u64, k: &Knobs) -> Stats {
    let mut g = AeonsEnd::new(options, seed).unwrap();
    let mut s = Stats::default();
    let opened0 = opened(&g);
    let mut src = String::from("?");
    while g.outcome().is_none() {
        let legal = g.legal_actions();
        let a = legal[policy::best(&g, &legal, k).expect("a legal action")];
        let mage_step = matches!(
            a,
            Action::Cast { .. } | Action::Play { .. } | Action::Ability { .. } | Action::WhilePrepped { .. }
        );
        let (life0, minions0, aether0) = (g.nemesis.life, minion_life(&g), g.aether + g.restricted);
        match a {
            Action::Gain { pile } => {
                s.bought += 1;
                *s.buys.entry(g.supply[pile as usize].kind.name.clone()).or_default() += 1;
            }
            Action::Cast { .. } => s.cast += 1,
            _ => {}
        }
        let in_main = g.phase == Phase::Main;
        for e in g.apply(&a).unwrap() {
            let t = e.text;
            if let Some(r) = t.strip_prefix("The nemesis draws ") {
                src = r.split(" (").next().unwrap().to_string();
            } else if t.contains("(PERSISTENT)") || t.contains("the last power token") {
                src = t[..t.find(['(', ':']).unwrap()].trim().to_string();
            } else if t.contains("is exhausted (AE-11.1)") {
                src = "exhaustion".into();
                s.exhausted += 1;
            } else if t.contains("is exhausted: Gravehold suffers twice") {
                src = "exhausted mage hit".into();
            }
            if let Some(r) = t.strip_prefix("Gravehold suffers ") {
                let n: u64 = r.split(' ').next().unwrap().parse().unwrap();
                *s.grave.entry(src.clone()).or_default() += n;
            }
        }
        if mage_step {
            s.to_nemesis += (life0 - g.nemesis.life) as u64;
            s.to_minions += minions0.saturating_sub(minion_life(&g));
        }
        if in_main && matches!(a, Action::Play { .. } | Action::WhilePrepped { .. }) {
            s.aether += (g.aether + g.restricted).saturating_sub(aether0) as u64;
        }
    }
    let o = g.outcome().unwrap();
    s.won = !o.winners.is_empty();
    s.by_damage = o.reason.contains("AE-14.1");
    s.mage_turns = g.turn - g.nemesis_turns;
    s.nemesis_turns = g.nemesis_turns;
    s.opened = opened(&g) - opened0;
    if !s.won {
        s.lost_at = g.nemesis_turns;
    }
    s
}

/// The options of one game: the nemesis and life asked for, the team and market of the
/// environment (a drawn market drawn anew for each seed).
fn options(nemesis: &str, life: Option<u32>, seed: u64) -> Options {
    let p = pool().expect("the sets read");
    let mut o = Options { nemesis: nemesis.into(), nemesis_life: life, ..Options::default() };
    if let Ok(t) = std::env::var("TEAM") {
        o.team = t.split(',').map(|s| s.trim().to_string()).collect();
        o.mages = o.team.len();
    }
    if let Some(m) = std::env::var("MARKET").ok().and_then(|id| p.market(&id)) {
        o.market = random_market(p, m, &mut Rng::new(seed ^ 0x6d61_726b));
    }
    o
}

fn report(nemesis: &str, life: Option<u32>, games: u64, k: &Knobs) {
    // `FIRST`: the first seed (to compare with `tests/aeons_end_hard.rs` on its seeds).
    let first = var("FIRST", 0) as u64;
    let all: Vec<Stats> = (first..first + games).map(|seed| play(&options(nemesis, life, seed), seed, k)).collect();
    let life = AeonsEnd::new(&options(nemesis, life, first), first).map_or(0, |g| g.nemesis.max_life);
    let n = games as f64;
    let wins = all.iter().filter(|s| s.won).count() as f64;
    let dmg = all.iter().filter(|s| s.won && s.by_damage).count() as f64;
    let mut turns: Vec<(u32, u32)> = all.iter().map(|s| (s.mage_turns, s.nemesis_turns)).collect();
    turns.sort();
    let med = turns[turns.len() / 2];
    let mt: f64 = all.iter().map(|s| s.mage_turns as f64).sum();
    let sum = |f: fn(&Stats) -> u64| all.iter().map(f).sum::<u64>() as f64;
    println!(
        "{nemesis} life {life}: greedy wins {:.1}% ({:.1}% by damage, {:.1}% by deck-out) over {games} games; \
         median game {} mage turns, {} nemesis turns",
        100.0 * wins / n,
        100.0 * dmg / n,
        100.0 * (wins - dmg) / n,
        med.0,
        med.1
    );
    println!(
        "  per game: {:.1} damage to the nemesis, {:.1} to minions, {:.1} cards bought, {:.1} spells cast, \
         {:.2} breaches opened, {:.2} exhaustions; per mage turn: {:.2} aether, {:.2} spells",
        sum(|s| s.to_nemesis) / n,
        sum(|s| s.to_minions) / n,
        sum(|s| s.bought) / n,
        sum(|s| s.cast) / n,
        sum(|s| s.opened) / n,
        sum(|s| s.exhausted) / n,
        sum(|s| s.aether) / mt,
        sum(|s| s.cast) / mt,
    );
    let mut by: BTreeMap<String, u64> = BTreeMap::new();
    for s in &all {
        for (k, v) in &s.grave {
            *by.entry(k.clone()).or_default() += v;
        }
    }
    let mut by: Vec<_> = by.into_iter().collect();
    by.sort_by_key(|(_, v)| std::cmp::Reverse(*v));
    let words: Vec<String> = by.iter().map(|(k, v)| format!("{k} {:.2}", *v as f64 / n)).collect();
    println!("  Gravehold damage per game by source: {}", words.join(", "));
    let mut buys: BTreeMap<String, u64> = BTreeMap::new();
    for s in &all {
        for (k, v) in &s.buys {
            *buys.entry(k.clone()).or_default() += v;
        }
    }
    let words: Vec<String> = buys.iter().map(|(k, v)| format!("{k} {:.2}", *v as f64 / n)).collect();
    println!("  bought per game: {}", words.join(", "));
    let mut lost: Vec<u32> = all.iter().filter(|s| !s.won).map(|s| s.lost_at).collect();
    lost.sort();
    if !lost.is_empty() {
        println!(
            "  losses at nemesis turn: median {}, quartiles {} / {}",
            lost[lost.len() / 2],
            lost[lost.len() / 4],
            lost[3 * lost.len() / 4]
        );
    }
}

fn main() {
    if std::env::args().nth(1).as_deref() == Some("trace") {
        trace_one();
        return;
    }
    let games = var("GAMES", 2000) as u64;
    let k = knobs();
    println!("knobs {k:?}");
    let nemesis = std::env::var("NEMESIS").unwrap_or_else(|_| "skarnveil".into());
    if nemesis == "all" {
        for n in &pool().expect("the sets read").nemeses {
            report(&n.id, None, games, &k);
        }
        return;
    }
    let lives: Vec<Option<u32>> = match var("LIFE", 0) {
        0 if nemesis == "skarnveil" => vec![Some(45), Some(50), Some(55), Some(60)],
        0 => vec![None],
        l => vec![Some(l as u32)],
    };
    for life in lives {
        report(&nemesis, life, games, &k);
    }
}

fn trace_one() {
    let seed: u64 = var("SEED", 0) as u64;
    let k = knobs();
    let nemesis = std::env::var("NEMESIS").unwrap_or_else(|_| "skarnveil".into());
    let mut g = AeonsEnd::new(&options(&nemesis, None, seed), seed).unwrap();
    for l in &g.recent {
        println!("  {l}");
    }
    while g.outcome().is_none() {
        let legal = g.legal_actions();
        let best = legal[policy::best(&g, &legal, &k).unwrap()];
        println!("> {} [aether {}]", g.describe(&best).label, g.aether);
        for e in g.apply(&best).unwrap() {
            println!("  {}", e.text);
        }
    }
}
