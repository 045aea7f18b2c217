//! Play a card, LO-4.3: pay the ink cost by exerting ready ink (LO-4.3.2) or an
//! alternate cost: singing (LO-5.4.4, Singer LO-8.11, the song keeps its printed
//! cost LO-4.3.5) or Shift (LO-8.10: on top of your character with the same name,
//! taking its state and damage). Characters enter drying (LO-1.7.5), Bodyguard may
//! enter exerted (LO-8.3.1), "when you play" triggers wait for the play to finish
//! (LO-4.3.4), actions resolve at once and then go to the discard (LO-5.4.1). Sing
//! Together (LO-8.16.3) and Vanish (LO-8.16.4) are here too.

use crate::log_line;
use super::super::action::CardId;
use super::super::cards::{CardType, Keyword};
use super::super::state::{seat_name, CardState, Lorcana, Pending, Source};
use crate::engine::effects::Choice;
use crate::engine::RuleError;

impl Lorcana {
    pub(crate) fn validate_play(&self, card: CardId) -> Result<(), RuleError> {
        self.validate_main()?;
        self.validate_in_hand(card, "play")?;
        self.validate_ink_cost(self.play_cost(card), self.name(card))
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
        let ok_base = self.exists(base)
            && self.owner(base) == self.active
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
        if !self.exists(singer) || self.owner(singer) != self.active || !self.in_play_character(singer) {
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

    /// Sing Together (LO-8.16.3): the song is sung by ready, dry characters of yours whose
    /// costs (Singer counting, LO-8.11) total its number or more.
    pub(crate) fn validate_sing_together(&self, song: CardId) -> Result<(), RuleError> {
        self.validate_main()?;
        self.validate_in_hand(song, "sing")?;
        let Some(need) = self.def_of(song).keyword_value(Keyword::SingTogether(0)) else {
            return Err(RuleError::new("LO-8.16.3", format!("{} has no Sing Together", self.name(song))));
        };
        let total: u32 = self.together_singers().iter().map(|&c| self.singing_cost(c) as u32).sum();
        if total < need as u32 {
            return Err(RuleError::new(
                "LO-8.16.3",
                format!(
                    "your ready, dry characters' costs total {total}, but {} needs {need} to sing it together",
                    self.name(song)
                ),
            ));
        }
        Ok(())
    }

    /// The characters that may join a song sung together: ready and dry (LO-5.4.4).
    fn together_singers(&self) -> Vec<CardId> {
        self.characters(self.active).filter(|&c| !self.card(c).exerted && !self.card(c).drying).collect()
    }

    pub(crate) fn sing_together(&mut self, song: CardId) {
        let need = self.def_of(song).keyword_value(Keyword::SingTogether(0)).unwrap_or(0);
        let seat = self.active;
        self.players[seat].hand.retain(|&c| c != song);
        self.resolving = Some(song);
        let options = self.together_singers();
        let choice = Choice::new(seat, options.clone(), 1, options.len());
        log_line!(self, "{} will sing {} together", seat_name(seat), self.name(song));
        self.pending = Some(Pending::Singers { seat, song, choice, need });
    }

    pub(crate) fn play(&mut self, card: CardId) {
        let cost = self.play_cost(card);
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
        let (base_def, owner) = (self.cards[base.index()].def, self.cards[base.index()].owner);
        let mut below = std::mem::replace(&mut self.cards[base.index()], CardState::fresh(base_def, owner));
        let top = &mut self.cards[card.index()];
        top.exerted = below.exerted;
        top.drying = below.drying;
        top.damage = below.damage;
        top.at_location = below.at_location;
        below.under.push(base);
        top.under = below.under;
        top.tucked = below.tucked;
        if let Some(pos) = self.players[seat].play.iter().position(|&c| c == base) {
            self.players[seat].play[pos] = card;
        }
        self.play_changed();
        self.lasting.carry(base, card);
        log_line!(self, "{} shifts {} onto {} for {n} ink", seat_name(seat), self.name(card), self.name(base));
        self.fire_played(card);
    }

    /// The card is played: it enters play (or resolves, for an action). A song sung
    /// together has already left the hand and waits in `resolving`.
    pub(crate) fn put_into_play(&mut self, card: CardId, played: bool) {
        let seat = self.owner(card);
        self.players[seat].hand.retain(|&c| c != card);
        let d = self.def_of(card);
        if d.kind == CardType::Action {
            self.resolving = Some(card);
            self.chosen.clear();
            self.start_frame(seat, card, Source::Action);
            self.fire_played(card);
            return;
        }
        self.players[seat].play.push(card);
        self.play_changed();
        let cs = &mut self.cards[card.index()];
        cs.drying = d.kind == CardType::Character;
        if played && d.has(Keyword::Bodyguard) {
            self.pending = Some(Pending::BodyguardEnter { seat, card });
        }
        self.fire_played(card);
    }

    /// The action has resolved: it leaves play for the discard (LO-5.4.1), and any
    /// opposing Vanish character it chose is banished (LO-8.16.4).
    pub(crate) fn finish_action(&mut self, card: CardId) {
        self.players[self.owner(card)].discard.push(card);
        log_line!(self, "{} goes to the discard", self.name(card));
        for c in std::mem::take(&mut self.chosen) {
            if self.in_play(c) && self.has(c, Keyword::Vanish) {
                log_line!(self, "{} has Vanish: chosen by an opponent's action, it is banished", self.name(c));
                self.banish(c);
            }
        }
    }
}
