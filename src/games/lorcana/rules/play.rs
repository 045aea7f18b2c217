//! Play a card, LO-4.3: pay the ink cost by exerting ready ink (LO-4.3.2) or an
//! alternate cost: singing (LO-5.4.4, Singer LO-8.11, the song keeps its printed
//! cost LO-4.3.5) or Shift (LO-8.10: on top of your character with the same name,
//! taking its state and damage). Characters enter drying (LO-1.7.5), Bodyguard may
//! enter exerted (LO-8.3.1), "when you play" triggers wait for the play to finish
//! (LO-4.3.4), actions resolve at once and then go to the discard (LO-5.4.1).

use crate::log_line;
use super::super::action::CardId;
use super::super::cards::{Ability, CardType, Keyword};
use super::super::state::{seat_name, BagEntry, CardState, Lorcana, Pending};
use crate::engine::RuleError;

impl Lorcana {
    pub(crate) fn validate_play(&self, card: CardId) -> Result<(), RuleError> {
        self.validate_main()?;
        self.validate_in_hand(card, "play")?;
        self.validate_ink_cost(self.def_of(card).cost as usize, self.name(card))
    }

    pub(crate) fn validate_shift(&self, card: CardId, base: CardId) -> Result<(), RuleError> {
        self.validate_main()?;
        self.validate_in_hand(card, "shift")?;
        let Some(n) = self.shift_cost(card) else {
            return Err(RuleError::new(
                "LO-8.10",
                format!("{} has no Shift, so it cannot be shifted", self.name(card)),
            ));
        };
        let ok_base = base.index() < self.cards.len()
            && base.owner() == self.active
            && self.in_play_character(base)
            && self.def_of(base).name == self.def_of(card).name;
        if !ok_base {
            return Err(RuleError::new(
                "LO-8.10",
                format!(
                    "{} can be shifted only onto one of your own characters named {}",
                    self.name(card),
                    self.def_of(card).name
                ),
            ));
        }
        self.validate_ink_cost(n as usize, "Shift")
    }

    pub(crate) fn validate_sing(&self, song: CardId, singer: CardId) -> Result<(), RuleError> {
        self.validate_main()?;
        self.validate_in_hand(song, "sing")?;
        if !self.def_of(song).song {
            return Err(RuleError::new("LO-5.4.4", format!("{} is not a song, so it cannot be sung", self.name(song))));
        }
        if singer.index() >= self.cards.len() || singer.owner() != self.active || !self.in_play_character(singer) {
            return Err(RuleError::new("LO-5.4.4", "a song is sung by exerting one of your own characters in play"));
        }
        if self.card(singer).drying {
            return Err(RuleError::new(
                "LO-1.7.5",
                format!("{} is drying and cannot exert to sing until your next turn", self.name(singer)),
            ));
        }
        if self.card(singer).exerted {
            return Err(RuleError::new(
                "LO-5.4.4",
                format!("{} is exerted; a singer must be ready", self.name(singer)),
            ));
        }
        let (have, need) = (self.singing_cost(singer), self.def_of(song).cost);
        if have < need {
            return Err(RuleError::new(
                "LO-8.11",
                format!(
                    "{} counts as cost {have} for singing, but {} needs cost {need} or more",
                    self.name(singer),
                    self.name(song)
                ),
            ));
        }
        Ok(())
    }

    pub(crate) fn play(&mut self, card: CardId) {
        let cost = self.def_of(card).cost as usize;
        self.pay_ink(cost);
        log_line!(self, "{} plays {} for {cost} ink", seat_name(self.active), self.name(card));
        self.put_into_play(card, true);
    }

    pub(crate) fn sing(&mut self, song: CardId, singer: CardId) {
        self.cards[singer.index()].exerted = true;
        log_line!(self, "{} sings {} for free", self.name(singer), self.name(song));
        self.put_into_play(song, true);
    }

    pub(crate) fn shift(&mut self, card: CardId, base: CardId) {
        let n = self.shift_cost(card).unwrap_or(0) as usize;
        self.pay_ink(n);
        let seat = self.active;
        self.players[seat].hand.retain(|&c| c != card);
        let base_def = self.cards[base.index()].def;
        let mut below = std::mem::replace(&mut self.cards[base.index()], CardState::fresh(base_def));
        let top = &mut self.cards[card.index()];
        top.exerted = below.exerted;
        top.drying = below.drying;
        top.damage = below.damage;
        top.at_location = below.at_location;
        below.under.push(base);
        top.under = below.under;
        if let Some(pos) = self.players[seat].play.iter().position(|&c| c == base) {
            self.players[seat].play[pos] = card;
        }
        for m in self.modifiers.iter_mut().filter(|m| m.card == base) {
            m.card = card;
        }
        log_line!(self, "{} shifts {} onto {} for {n} ink", seat_name(seat), self.name(card), self.name(base));
        self.when_played(card);
    }

    /// The card is played: it enters play (or resolves, for an action).
    fn put_into_play(&mut self, card: CardId, played: bool) {
        let seat = self.active;
        self.players[seat].hand.retain(|&c| c != card);
        let d = self.def_of(card);
        if d.kind == CardType::Action {
            self.resolving = Some(card);
            self.resolve_action(card);
            return;
        }
        self.players[seat].play.push(card);
        let cs = &mut self.cards[card.index()];
        cs.drying = d.kind == CardType::Character;
        if played && d.has(Keyword::Bodyguard) {
            self.pending = Some(Pending::BodyguardEnter { seat, card });
        }
        self.when_played(card);
    }

    /// "When you play this character" triggers go into the bag (LO-4.3.4).
    fn when_played(&mut self, card: CardId) {
        let ability = self.def_of(card).ability;
        if matches!(ability, Ability::PatchUp | Ability::DropAnchor | Ability::StowCargo) {
            self.bag.push(BagEntry { owner: card.owner(), source: card, ability, support: false });
            log_line!(self, "{}'s ability goes into the bag", self.name(card));
        }
    }

    /// The action has resolved: it leaves play for the discard (LO-5.4.1).
    pub(crate) fn finish_action(&mut self, card: CardId) {
        self.players[card.owner()].discard.push(card);
        log_line!(self, "{} goes to the discard", self.name(card));
    }
}
