//! Setup (AE-2): Gravehold, the nemesis and its tiered deck, the supply, each mage's
//! breaches, hand and deck in printed order, and the shuffled turn order deck; then the
//! nemesis mat's own setup (its counter, its corruptions and brood).

use std::collections::VecDeque;

use super::super::action::{CardId, NemId};
use super::super::cards::{CardKind, CardType, MageKind, NemesisKind};
use super::super::content::{BreachStart, BreachWord};
use super::super::state::{AeonsEnd, Breach, BreachState, Ctx, Mage, Nemesis, Phase, Pile, Src, Task, TurnCard};
use super::super::Options;
use crate::engine::{Book, Event, Rng, RuleError};

/// Copies of a supply pile by its type (AE-2.4).
fn copies(kind: CardType) -> usize {
    match kind {
        CardType::Gem => 7,
        CardType::Relic | CardType::Spell => 5,
    }
}

/// AE-2.6: the turn order deck for 1 to 4 mages, before shuffling.
pub fn turn_order_deck(mages: usize) -> Vec<TurnCard> {
    let mut deck = match mages {
        1 => vec![TurnCard::Mage(0); 3],
        2 => vec![TurnCard::Mage(0), TurnCard::Mage(0), TurnCard::Mage(1), TurnCard::Mage(1)],
        3 => vec![TurnCard::Mage(0), TurnCard::Mage(1), TurnCard::Mage(2), TurnCard::Wild],
        _ => (0..mages).map(TurnCard::Mage).collect(),
    };
    deck.extend([TurnCard::Nemesis, TurnCard::Nemesis]);
    deck
}

/// AE-2.5.2: a breach as the mat shows it.
fn breach(b: BreachStart) -> Breach {
    let state = match b {
        BreachStart::Word(BreachWord::Opened) => BreachState::Opened,
        BreachStart::Word(BreachWord::Absent) => BreachState::Destroyed,
        BreachStart::Stage(s) => BreachState::Closed(s),
    };
    Breach { state, focused: false, spell: None, fresh: false }
}

/// The nemesis side: its deck of tiers 1 over 2 over 3, each shuffled (AE-2.3), and its
/// brood outside the deck.
fn nemesis(def: NemesisKind, o: &Options, rng: &mut Rng) -> Nemesis {
    let mut kinds: Vec<_> = def.cards.iter().filter(|c| c.tier > 0).collect();
    let mut deck = Vec::new();
    for tier in 1..=3u8 {
        let mut t: Vec<NemId> =
            (0..kinds.len()).filter(|&i| kinds[i].tier == tier).map(|i| NemId(i as u8)).collect();
        rng.shuffle(&mut t);
        deck.extend(t);
    }
    let mut brood = Vec::new();
    for c in def.brood.iter().flat_map(|r| &r.cards) {
        let card = def.cards.iter().find(|d| d.id == c.card).expect("the pool checked the brood");
        for _ in 0..c.copies {
            brood.push(NemId(kinds.len() as u8));
            kinds.push(card);
        }
    }
    let life = o.nemesis_life.unwrap_or(def.life);
    Nemesis {
        def,
        life,
        max_life: life,
        unleash: o.unleash_damage,
        kinds,
        deck,
        discard: Vec::new(),
        play: Vec::new(),
        resolving: None,
        counter: def.counter.as_ref().map_or(0, |c| c.start),
        corruption: Vec::new(),
        brood,
    }
}

impl AeonsEnd {
    /// A new game from checked options; play begins with the first turn order reveal (AE-2.7).
    pub fn setup(o: &Options, seed: u64) -> Result<Self, RuleError> {
        let s = o.setup()?;
        let mut rng = Rng::new(seed);
        let mut cards: Vec<CardKind> = Vec::new();
        let mut new_card = |k: CardKind| {
            cards.push(k);
            CardId((cards.len() - 1) as u16)
        };
        let pool = super::super::options::the_pool()?;
        let named = |id: &String| pool.card(id).expect("the pool checked the mats' cards");
        // AE-2.5: mats, breaches as printed, hand, deck in printed order (top first).
        let mut mages = Vec::new();
        for (seat, &k) in s.team.iter().enumerate() {
            let k: MageKind = k;
            let hand = k.hand.iter().map(|c| new_card(named(c))).collect();
            let mut deck: Vec<CardId> = k.deck.iter().map(|c| new_card(named(c))).collect();
            deck.extend(s.carried.get(seat).into_iter().flatten().map(|&c| new_card(c)));
            mages.push(Mage {
                kind: k,
                life: o.mage_life,
                max_life: o.mage_life,
                charges: 0,
                exhausted: false,
                hand,
                deck,
                discard: Vec::new(),
                played: Vec::new(),
                breaches: k.breaches.map(breach),
            });
        }
        // AE-2.4: nine piles.
        let supply: Vec<Pile> = s
            .market
            .iter()
            .map(|&k| Pile { kind: k, cards: (0..copies(k.kind)).map(|_| new_card(k)).collect() })
            .collect();
        let mut nem = nemesis(s.nemesis, o, &mut rng);
        // AE-2.6: turn order deck.
        let mut turn_deck = turn_order_deck(mages.len());
        rng.shuffle(&mut turn_deck);
        // The mat's corruptions, shuffled into their pile.
        for c in s.nemesis.corruption.iter().flat_map(|r| &r.cards) {
            for _ in 0..c.copies {
                nem.corruption.push(new_card(named(&c.card)));
            }
        }
        rng.shuffle(&mut nem.corruption);
        let mut g = AeonsEnd {
            cards: Vec::new(),
            mages,
            supply,
            gravehold: o.gravehold_life,
            gravehold_max: o.gravehold_life,
            nemesis: nem,
            turn_deck,
            turn_discard: Vec::new(),
            empty_deck_draw: o.empty_deck_draw,
            turn: 0,
            active: 0,
            phase: Phase::Main,
            aether: 0,
            restricted: 0,
            cast_this_turn: 0,
            used_this_turn: Vec::new(),
            destroyed: Vec::new(),
            tasks: VecDeque::new(),
            pending: None,
            book: Book::with_rng(rng),
            nemesis_turns: 0,
            recent: Vec::new(),
            acting: None,
            nemesis_acted: Vec::new(),
            pass_device: o.pass_device,
        };
        g.cards = cards;
        let mut ev: Vec<Event> = Vec::new();
        // AE-2.2: the mat's setup text.
        for e in s.nemesis.setup.iter().rev() {
            g.tasks.push_front(Task::Effect(e, Ctx::new(0, Src::Mat)));
        }
        g.run(&mut ev);
        g.next_turn(&mut ev);
        g.run(&mut ev);
        g.recent = ev.into_iter().map(|e| e.text).collect();
        Ok(g)
    }
}
