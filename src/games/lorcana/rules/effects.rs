//! Resolving effects and the choices made while resolving: choices happen on
//! resolution (LO-1.7.3); an illegal choice is redone, and with no legal choice that
//! part does nothing (LO-1.7.7); Ward stops opponents' choices (LO-8.15); "may" and
//! "up to" are decisions (LO-6.1.2-6.1.3); "this turn" modifiers (LO-6.6) and the
//! action effects of Part 2.

use crate::log_line;
use super::super::action::{Action, CardId};
use super::super::cards::Ability;
use super::super::state::{seat_name, Filter, Lorcana, Modifier, Pending, Purpose, Stat};
use crate::engine::RuleError;

impl Lorcana {
    /// Resolves an action card's effect (LO-5.4.1); targets become pending choices.
    pub(crate) fn resolve_action(&mut self, card: CardId) {
        let seat = card.owner();
        let target = |purpose, filter| Pending::Target { seat, source: card, purpose, filter, optional: false };
        match self.def_of(card).ability {
            Ability::KindleStrike => self.ask_target(target(Purpose::Deal(2), Filter::AnyCharacter)),
            Ability::RiptideRefrain => self.ask_target(target(Purpose::Deal(3), Filter::AnyCharacter)),
            Ability::SecondWind => self.ask_target(target(Purpose::Modify(Stat::Willpower, 3), Filter::AnyCharacter)),
            Ability::SongOfLowTide => {
                self.ask_target(target(Purpose::Modify(Stat::Strength, -2), Filter::AnyCharacter))
            }
            Ability::Undertow => self.ask_target(target(Purpose::ReturnToHand(3), Filter::AnyCharacter)),
            Ability::BalladOfTheDeep => self.draw(seat, 2),
            Ability::MarchOfEmbers => {
                // An applied effect (LO-6.4.2): only the characters in play now.
                let mine: Vec<_> = self.characters(seat).collect();
                for &c in &mine {
                    self.modifiers.push(Modifier { card: c, stat: Stat::Strength, amount: 1 });
                }
                log_line!(self, "{} character(s) of {} get +1 strength this turn", mine.len(), seat_name(seat));
                self.draw(seat, 1);
            }
            Ability::HymnOfTheHearth => {
                let hurt: Vec<_> = self.characters(seat).filter(|&c| self.card(c).damage > 0).collect();
                self.ask_amounts(seat, card, hurt);
            }
            _ => {}
        }
    }

    /// Asks for a target, or does nothing when no legal target exists (LO-1.7.7).
    pub(crate) fn ask_target(&mut self, p: Pending) {
        let Pending::Target { seat, source, purpose, filter, .. } = p else { return };
        let any = (0..2)
            .flat_map(|s| self.players[s].play.iter().copied())
            .any(|c| self.target_check(seat, source, purpose, filter, c).is_ok());
        if any {
            self.pending = Some(p);
        } else {
            log_line!(self, "{}'s effect has no legal target and does nothing", self.name(source));
        }
    }

    /// Asks "how much damage to remove" for each card in turn ("up to 2", LO-6.1.2).
    fn ask_amounts(&mut self, seat: usize, source: CardId, mut cards: Vec<CardId>) {
        cards.retain(|&c| self.in_play(c) && self.card(c).damage > 0);
        if cards.is_empty() {
            return;
        }
        let card = cards.remove(0);
        let max = self.card(card).damage.min(2);
        self.pending = Some(Pending::Amount { seat, source, card, max, rest: cards });
    }

    /// Whether `card` is a legal choice for this effect.
    fn target_check(
        &self,
        seat: usize,
        source: CardId,
        purpose: Purpose,
        filter: Filter,
        card: CardId,
    ) -> Result<(), RuleError> {
        if card.index() >= self.cards.len() || !self.in_play_character(card) {
            return Err(RuleError::new("LO-1.7.7", "choose a character in play"));
        }
        if card.owner() != seat && self.has_ward(card) {
            return Err(RuleError::new(
                "LO-8.15",
                format!("{} has Ward: opponents cannot choose it; choose another character", self.name(card)),
            ));
        }
        if !self.choosable(seat, source, filter, card) {
            let what = match filter {
                Filter::AnyCharacter => "a character in play",
                Filter::OwnCharacter => "one of your own characters",
                Filter::OpposingCharacter => "an opposing character",
                Filter::OtherCharacter => "another character than the source",
            };
            return Err(RuleError::new("LO-1.7.7", format!("this effect needs {what}")));
        }
        if let Purpose::ReturnToHand(max) = purpose {
            if self.def_of(card).cost > max {
                return Err(RuleError::new(
                    "LO-1.7.7",
                    format!(
                        "{} has printed cost {}; choose a character with printed cost {max} or less",
                        self.name(card),
                        self.def_of(card).cost
                    ),
                ));
            }
        }
        Ok(())
    }

    pub(crate) fn validate_pending(&self, p: &Pending, action: &Action) -> Result<(), RuleError> {
        let wrong = || {
            RuleError::new(
                "LO-4.1.2",
                format!("finish the effect being resolved first: {}", self.prompt().unwrap_or_default()),
            )
        };
        match (p, *action) {
            (Pending::OrderBag { seat }, Action::ResolveTrigger { source }) => {
                if self.bag.iter().any(|e| e.owner == *seat && e.source == source) {
                    Ok(())
                } else {
                    Err(RuleError::new("LO-7.7.3", "choose one of your own abilities waiting in the bag"))
                }
            }
            (&Pending::Target { seat, source, purpose, filter, .. }, Action::ChooseTarget { card }) => {
                self.target_check(seat, source, purpose, filter, card)
            }
            (Pending::Target { optional, .. }, Action::Decline) => {
                if *optional {
                    Ok(())
                } else {
                    Err(RuleError::new("LO-1.7.7", "this effect is not optional: a legal target exists, so choose one"))
                }
            }
            (Pending::Amount { max, .. }, Action::ChooseAmount { amount }) => {
                if amount <= *max {
                    Ok(())
                } else {
                    Err(RuleError::new("LO-6.1.2", format!("choose a number from 0 to {max}")))
                }
            }
            (Pending::BodyguardEnter { .. } | Pending::StowCargo { .. }, Action::Confirm | Action::Decline) => Ok(()),
            _ => Err(wrong()),
        }
    }

    pub(crate) fn pending_candidates(&self, p: &Pending, out: &mut Vec<Action>) {
        match p {
            Pending::OrderBag { .. } => {
                for e in &self.bag {
                    let a = Action::ResolveTrigger { source: e.source };
                    if !out.contains(&a) {
                        out.push(a);
                    }
                }
            }
            Pending::Target { .. } => {
                for seat in 0..2 {
                    out.extend(self.characters(seat).map(|card| Action::ChooseTarget { card }));
                }
                out.push(Action::Decline);
            }
            Pending::Amount { max, .. } => out.extend((0..=*max).map(|amount| Action::ChooseAmount { amount })),
            Pending::BodyguardEnter { .. } | Pending::StowCargo { .. } => {
                out.extend([Action::Confirm, Action::Decline])
            }
        }
    }

    pub(crate) fn perform_pending(&mut self, action: &Action) {
        let Some(p) = self.pending.take() else { return };
        match (p, *action) {
            (Pending::OrderBag { .. }, Action::ResolveTrigger { source }) => self.resolve_from(source),
            (Pending::Target { seat, source, purpose, .. }, Action::ChooseTarget { card }) => {
                self.apply_target(seat, source, purpose, card)
            }
            (Pending::Target { source, .. }, _) => {
                log_line!(self, "{}'s effect: no target chosen", self.name(source))
            }
            (Pending::Amount { seat, source, card, rest, .. }, Action::ChooseAmount { amount }) => {
                self.heal(card, amount);
                self.ask_amounts(seat, source, rest);
            }
            (Pending::BodyguardEnter { card, .. }, a) => {
                let exert = a == Action::Confirm;
                self.cards[card.index()].exerted = exert;
                log_line!(self, 
                    "{} enters play {}",
                    self.name(card),
                    if exert { "exerted (Bodyguard)" } else { "ready" }
                );
            }
            (Pending::StowCargo { seat, .. }, Action::Confirm) => {
                if let Some(c) = self.players[seat].deck.pop() {
                    self.players[seat].inkwell.push(c);
                    self.players[seat].ink_exerted += 1;
                    log_line!(self, 
                        "STOW CARGO: {} puts the top card of their deck into their inkwell, exerted",
                        seat_name(seat)
                    );
                }
            }
            (Pending::StowCargo { .. }, _) => self.log("STOW CARGO declined"),
            _ => {}
        }
    }

    fn apply_target(&mut self, seat: usize, source: CardId, purpose: Purpose, card: CardId) {
        let (src, name) = (self.name(source), self.name(card));
        match purpose {
            Purpose::Deal(n) => {
                let dealt = self.deal_damage(card, n as u32);
                log_line!(self, "{src} deals {dealt} damage to {name}");
            }
            Purpose::Modify(stat, amount) => {
                self.modifiers.push(Modifier { card, stat, amount });
                let s = match stat {
                    Stat::Strength => "strength",
                    Stat::Willpower => "willpower",
                    Stat::Lore => "lore",
                };
                log_line!(self, "{src}: {name} gets {amount:+} {s} this turn");
            }
            Purpose::Support => {
                // Part 4, item 7: the supporter's strength as the trigger resolves.
                let amount =
                    if self.in_play(source) { self.strength(source) } else { self.def_of(source).strength as i32 };
                let amount = amount.clamp(0, i8::MAX as i32) as i8;
                self.modifiers.push(Modifier { card, stat: Stat::Strength, amount });
                log_line!(self, "{src}'s Support: {name} gets +{amount} strength this turn");
            }
            Purpose::Exert => {
                self.cards[card.index()].exerted = true;
                log_line!(self, "{src} exerts {}'s {name}", seat_name(card.owner()));
            }
            Purpose::ReturnToHand(_) => {
                self.leave_play(card, true);
                log_line!(self, "{src} returns {name} to {}'s hand", seat_name(card.owner()));
            }
            Purpose::Heal(_) => {
                let max = self.card(card).damage.min(2);
                if max > 0 {
                    self.pending = Some(Pending::Amount { seat, source, card, max, rest: Vec::new() });
                } else {
                    log_line!(self, "{src}: {name} has no damage to remove");
                }
            }
        }
    }

    /// Removes damage (LO-1.9).
    fn heal(&mut self, card: CardId, amount: u8) {
        let cs = &mut self.cards[card.index()];
        let n = amount.min(cs.damage);
        cs.damage -= n;
        log_line!(self, "{n} damage is removed from {}", self.name(card));
    }

    /// The words of the pending decision, for the view.
    pub fn prompt(&self) -> Option<String> {
        let p = self.pending.as_ref()?;
        let who = seat_name(p.seat());
        Some(match *p {
            Pending::OrderBag { .. } => format!("{who}: choose which of your abilities in the bag resolves next"),
            Pending::Target { source, optional, .. } => {
                format!(
                    "{who}: choose a target for {}{}",
                    self.name(source),
                    if optional { " (or decline)" } else { "" }
                )
            }
            Pending::Amount { card, max, .. } => {
                format!("{who}: remove how much damage (0 to {max}) from {}?", self.name(card))
            }
            Pending::BodyguardEnter { card, .. } => {
                format!("{who}: should {} enter play exerted (Bodyguard)?", self.name(card))
            }
            Pending::StowCargo { .. } => {
                format!("{who}: put the top card of your deck into your inkwell (STOW CARGO)?")
            }
        })
    }
}
