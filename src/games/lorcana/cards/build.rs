//! The computer builds a deck: for two inks, a legal 60-card list (LO-1.10) chosen by
//! what the cards' data says they are worth ([`worth`]: lore, strength, willpower,
//! keywords and what their abilities do, never their names), with a curve of costs and
//! enough inkable cards, and some chance in it so two decks differ.

use super::ability::{Ability, Effect, Static, Target, Trigger};
use super::decks::{MAX_COPIES, MIN_DECK};
use super::{pool, CardDef, CardType, Ink, Keyword};
use crate::engine::Rng;

/// How much a card is worth in play, in rough ink: what a player pays for it when it
/// is fairly costed. Read from the data alone.
pub fn worth(d: &CardDef) -> f64 {
    let mut w = match d.kind {
        CardType::Character => {
            0.9 * d.lore as f64 + 0.45 * d.strength as f64 + 0.35 * d.willpower as f64
                + d.keywords.iter().map(|&k| keyword_worth(k)).sum::<f64>()
        }
        // A location pays its lore every turn it stands and soaks challenges.
        CardType::Location => 1.6 * d.lore as f64 + 0.15 * d.willpower as f64,
        CardType::Item | CardType::Action => 0.0,
    };
    w += d.effects.iter().map(effect_worth).sum::<f64>();
    for a in &d.abilities {
        w += match a {
            Ability::Triggered { on, effects, .. } => {
                let times = match on {
                    Trigger::StartOfTurn | Trigger::EndOfTurn | Trigger::Quests => 2.5,
                    Trigger::YouPlay(_) => 2.0,
                    Trigger::Played | Trigger::Banished => 1.0,
                    _ => 1.2,
                };
                times * effects.iter().map(effect_worth).sum::<f64>()
            }
            Ability::Activated { cost, effects, .. } => {
                let uses = if cost.banish { 1.0 } else { 2.5 };
                (uses * effects.iter().map(effect_worth).sum::<f64>() - 0.4 * cost.ink as f64 * uses).max(0.3)
            }
            Ability::Static { effect, .. } => static_worth(effect),
        };
    }
    w
}

fn keyword_worth(k: Keyword) -> f64 {
    match k {
        Keyword::Alert => 0.3,
        Keyword::Bodyguard => 0.4,
        Keyword::Boost(_) => 0.5,
        Keyword::Challenger(n) => 0.3 * n as f64,
        Keyword::Evasive => 0.8,
        Keyword::Reckless => -1.0,
        Keyword::Resist(n) => 0.6 * n as f64,
        Keyword::Rush => 0.5,
        Keyword::Shift(_) => 1.0,
        Keyword::Singer(n) => 0.15 * n as f64,
        Keyword::SingTogether(_) => 0.5,
        Keyword::Support => 0.5,
        Keyword::Vanish => -0.3,
        Keyword::Ward => 0.6,
    }
}

fn effect_worth(e: &Effect) -> f64 {
    let many = |t: &Target| match t {
        Target::Each(_) => 2.0,
        Target::Chosen(f) => f.up_to.map_or(1.0, |n| n as f64 * 0.8),
        Target::This => 0.8,
    };
    match e {
        Effect::Deal { amount, target } => 0.55 * *amount as f64 * many(target),
        Effect::RemoveDamage { up_to, target } => 0.25 * *up_to as f64 * many(target),
        Effect::Draw(n) => 1.0 * *n as f64,
        Effect::Discard(n) => 0.9 * *n as f64,
        Effect::GainLore(n) => 1.0 * *n as f64,
        Effect::LoseLore(n) => 0.8 * *n as f64,
        Effect::Exert(t) => 0.6 * many(t),
        Effect::Ready(t) => 0.7 * many(t),
        Effect::Banish(t) => 2.8 * many(t),
        Effect::ReturnToHand(t) => 1.6 * many(t),
        Effect::Modify { target, strength, willpower, lore, .. } => {
            (0.2 * *strength as f64 + 0.15 * *willpower as f64 + 0.8 * *lore as f64).abs() * many(target)
        }
        Effect::GainKeyword { keyword, target, .. } => 0.5 * keyword_worth(*keyword).abs() * many(target),
        Effect::Restrict { target, .. } => 0.6 * many(target),
        Effect::InkTopCard => 0.9,
        Effect::ReturnFromDiscard(_) => 1.1,
        Effect::May(inner) => effect_worth(inner),
    }
}

fn static_worth(s: &Static) -> f64 {
    match s {
        Static::Grant { strength, willpower, lore, keyword, .. } => {
            1.2 * (0.4 * *strength as f64 + 0.3 * *willpower as f64 + 1.0 * *lore as f64)
                + keyword.map_or(0.0, |k| 1.5 * keyword_worth(k).abs())
        }
        Static::Discount { amount, .. } => 1.5 * *amount as f64,
    }
}

/// How many of the 60 cards each cost should take: 1-2, 3-4, 5-6, 7 and up.
const CURVE: [(u8, u8, usize); 4] = [(0, 2, 20), (3, 4, 24), (5, 6, 14), (7, 12, 6)];
/// Fewest inkable cards in a built deck.
const MIN_INKABLE: usize = 46;
/// Most actions and songs in a built deck.
const MAX_ACTIONS: usize = 14;

/// A legal deck of two inks from the set, as card ids in list order; `None` when the
/// pool did not load or the inks cannot fill a deck.
pub fn build_deck(inks: [Ink; 2], rng: &mut Rng) -> Option<Vec<String>> {
    let cards = &pool().ok()?.cards;
    let mut ranked: Vec<(f64, &CardDef)> = cards
        .iter()
        .filter(|d| inks.contains(&d.ink))
        .map(|d| {
            let noise = 0.75 + 0.5 * (rng.next_u64() % 1000) as f64 / 1000.0;
            (noise * worth(d) / (d.cost as f64 + 1.0), d)
        })
        .collect();
    // Best first, ties in set order: the shared stable sort (`engine::order`), so the
    // page carries no sort of its own for this list.
    crate::engine::order::sort_by(&mut ranked, |a, b| b.0.total_cmp(&a.0));
    let mut picked: Vec<(&CardDef, usize)> = Vec::new();
    let total = |p: &[(&CardDef, usize)]| p.iter().map(|x| x.1).sum::<usize>();
    for strict in [true, false] {
        for &(_, d) in &ranked {
            if total(&picked) >= MIN_DECK {
                break;
            }
            if picked.iter().any(|(p, _)| p.code == d.code) || !fits(&picked, d, strict) {
                continue;
            }
            picked.push((d, MAX_COPIES.min(MIN_DECK - total(&picked))));
        }
    }
    (total(&picked) >= MIN_DECK)
        .then(|| picked.iter().flat_map(|(d, n)| std::iter::repeat_n(d.code.clone(), *n)).collect())
}

/// Whether four more copies of `d` keep the deck to its curve, actions and inkable
/// share (`strict`), or only to the inkable share (the second pass, to fill up).
fn fits(picked: &[(&CardDef, usize)], d: &CardDef, strict: bool) -> bool {
    let count = |f: &dyn Fn(&CardDef) -> bool| picked.iter().filter(|(p, _)| f(p)).map(|x| x.1).sum::<usize>();
    let uninkable = count(&|p| !p.inkable) + if d.inkable { 0 } else { MAX_COPIES };
    if uninkable > MIN_DECK - MIN_INKABLE {
        return false;
    }
    if !strict {
        return true;
    }
    if d.kind == CardType::Action && count(&|p| p.kind == CardType::Action) + MAX_COPIES > MAX_ACTIONS {
        return false;
    }
    let Some(&(lo, hi, cap)) = CURVE.iter().find(|(lo, hi, _)| (*lo..=*hi).contains(&d.cost)) else { return false };
    count(&|p| (lo..=hi).contains(&p.cost)) + MAX_COPIES <= cap
}

/// Any legal deck of a random pair of inks, every card of those inks equally likely to
/// be in it, with one to four copies each (LO-1.10): the referee's random games reach
/// every card of the set this way, not only those the computer rates.
pub fn any_deck(rng: &mut Rng) -> Option<Vec<String>> {
    let a = rng.below(4);
    let b = (a + 1 + rng.below(3)) % 4;
    let mut cards: Vec<&CardDef> = pool().ok()?.cards.iter().filter(|d| d.ink == Ink::ALL[a] || d.ink == Ink::ALL[b]).collect();
    rng.shuffle(&mut cards);
    let mut deck: Vec<String> = Vec::new();
    for d in cards {
        let copies = (1 + rng.below(MAX_COPIES)).min(MIN_DECK - deck.len());
        deck.extend(std::iter::repeat_n(d.code.clone(), copies));
        if deck.len() == MIN_DECK {
            return Some(deck);
        }
    }
    None
}

/// A deck for a random pair of inks ("the computer brings a random deck").
pub fn random_deck(rng: &mut Rng) -> Option<Vec<String>> {
    let a = rng.below(4);
    let b = (a + 1 + rng.below(3)) % 4;
    build_deck([Ink::ALL[a], Ink::ALL[b]], rng)
}
