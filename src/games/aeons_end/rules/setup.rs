//! Setup (AE-2): Gravehold, the nemesis and its tiered deck, the supply, each mage's
//! breaches, hand and deck in printed order, and the shuffled turn order deck.

use std::collections::VecDeque;

use super::super::action::{CardId, NemId};
use super::super::cards::{CardKind, MageKind, NemKind, SUPPLY};
use super::super::state::{AeonsEnd, Breach, BreachState, Mage, Nemesis, Phase, Pile, TurnCard};
use super::super::Options;
use crate::engine::{Book, Event, Rng, RuleError};

impl AeonsEnd {
    /// A new game from checked options; play begins with the first turn order reveal (AE-2.7).
    pub fn setup(o: &Options, seed: u64) -> Result<Self, RuleError> {
        o.validate()?;
        let mut rng = Rng::new(seed);
        let mut cards: Vec<CardKind> = Vec::new();
        let mut new_card = |k: CardKind| {
            cards.push(k);
            CardId((cards.len() - 1) as u16)
        };
        let kinds: Vec<MageKind> = if o.mages == 1 { vec![o.solo_mage] } else { vec![MageKind::Orrin, MageKind::Sabe] };
        // AE-2.5: mats, breaches as printed, hand, deck in printed order (top first).
        let mut mages = Vec::new();
        for k in kinds {
            let d = k.data();
            let breaches = d.breaches.map(|b| Breach {
                state: match b {
                    None => BreachState::Opened,
                    Some(s) => BreachState::Closed(s),
                },
                focused: false,
                spell: None,
                fresh: false,
            });
            let hand = d.hand.iter().map(|&c| new_card(c)).collect();
            let deck = d.deck.iter().map(|&c| new_card(c)).collect();
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
                breaches,
            });
        }
        // AE-2.4: nine piles.
        let supply =
            SUPPLY.iter().map(|&(k, n)| Pile { kind: k, cards: (0..n).map(|_| new_card(k)).collect() }).collect();
        // AE-2.3: shuffle each tier, tier 1 on top.
        let kinds: Vec<NemKind> = NemKind::ALL.to_vec();
        let mut deck = Vec::new();
        for tier in 1..=3u8 {
            let mut t: Vec<NemId> =
                (0..kinds.len()).filter(|&i| kinds[i].tier() == tier).map(|i| NemId(i as u8)).collect();
            rng.shuffle(&mut t);
            deck.extend(t);
        }
        // AE-2.6: turn order deck.
        let mut turn_deck: Vec<TurnCard> = if o.mages == 1 {
            vec![TurnCard::Mage(0); 3]
        } else {
            vec![TurnCard::Mage(0), TurnCard::Mage(0), TurnCard::Mage(1), TurnCard::Mage(1)]
        };
        turn_deck.extend([TurnCard::Nemesis, TurnCard::Nemesis]);
        rng.shuffle(&mut turn_deck);
        let mut g = AeonsEnd {
            cards: Vec::new(),
            mages,
            supply,
            gravehold: o.gravehold_life,
            gravehold_max: o.gravehold_life,
            nemesis: Nemesis {
                life: o.nemesis_life,
                max_life: o.nemesis_life,
                unleash: o.unleash_damage,
                kinds,
                deck,
                discard: Vec::new(),
                play: Vec::new(),
                resolving: None,
            },
            turn_deck,
            turn_discard: Vec::new(),
            empty_deck_draw: o.empty_deck_draw,
            turn: 0,
            active: 0,
            phase: Phase::Main,
            aether: 0,
            restricted: 0,
            cast_this_turn: 0,
            tithed: Vec::new(),
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
        g.next_turn(&mut ev);
        g.run(&mut ev);
        g.recent = ev.into_iter().map(|e| e.text).collect();
        Ok(g)
    }
}
