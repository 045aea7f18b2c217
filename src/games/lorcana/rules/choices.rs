//! The decisions made while something resolves (LO-1.7.3): the bag's order (LO-7.7.3),
//! the generic choice of cards for a sentence (listed from the same checks that refuse
//! a wrong pick, LO-1.7.7, Ward LO-8.15), how much damage to remove ("up to",
//! LO-6.1.2), "may" (LO-6.1.3), Bodyguard's entry (LO-8.3.1) and Sing Together's
//! singers (LO-8.16.3).

use crate::engine::effects::Choice;
use crate::engine::RuleError;
use crate::log_line;

use super::super::action::{Action, CardId};
use super::super::cards::{Effect, Target};
use super::super::state::{seat_name, Lorcana, Pending, Source};

impl Lorcana {
    pub(crate) fn validate_pending(&self, p: &Pending, action: &Action) -> Result<(), RuleError> {
        match (p, *action) {
            (Pending::OrderBag { seat }, Action::ResolveTrigger { source }) => {
                if self.bag.iter().any(|e| e.owner == *seat && e.item.source == source) {
                    Ok(())
                } else {
                    Err(RuleError::new("LO-7.7.3", "choose one of your own abilities waiting in the bag"))
                }
            }
            (Pending::Target { choice, .. }, Action::ChooseTarget { card }) => {
                if choice.can_pick(card) {
                    Ok(())
                } else {
                    Err(self.pick_refusal(choice, card))
                }
            }
            (Pending::Target { choice, .. }, Action::Decline) => {
                if choice.can_stop() {
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
            (Pending::BodyguardEnter { .. } | Pending::May { .. }, Action::Confirm | Action::Decline) => Ok(()),
            (Pending::Singers { choice, .. }, Action::ChooseTarget { card }) => {
                if choice.can_pick(card) {
                    Ok(())
                } else {
                    Err(RuleError::new(
                        "LO-8.16.3",
                        "choose another ready, dry character of yours that has not sung this song yet",
                    ))
                }
            }
            _ => Err(RuleError::new(
                "LO-4.1.2",
                format!("finish the effect being resolved first: {}", self.prompt().unwrap_or_default()),
            )),
        }
    }

    /// Lists a pending choice's candidates again from the state as it is now (a card
    /// that lost Ward since the choice began may be chosen, LO-8.15), keeping the picks.
    pub(crate) fn refresh_choice(&mut self) {
        let Some(Pending::Target { seat, source, choice }) = &self.pending else { return };
        let options = self.choice_options(*seat, *source, self.current_sentence());
        if options != choice.options {
            if let Some(Pending::Target { choice, .. }) = &mut self.pending {
                choice.options = options;
            }
        }
    }

    /// Why a card may not be picked: the check that built the candidates, else a repeat.
    fn pick_refusal(&self, choice: &Choice<CardId>, card: CardId) -> RuleError {
        let in_play = match self.current_sentence() {
            None => Some(super::effects::support_filter()),
            Some(e) => match effect_target(e) {
                Some(Target::Chosen(f)) => Some(f.clone()),
                _ => None,
            },
        };
        let source = self.frame.map_or(card, |f| f.source);
        if let Some(filter) = in_play {
            if let Err(e) = self.target_check(choice.seat, source, &filter, card) {
                return e;
            }
        } else if !choice.options.contains(&card) {
            return RuleError::new("LO-1.7.7", "choose one of the cards this effect offers");
        }
        RuleError::new("LO-6.1.2", "that card is already chosen: a card is never chosen twice")
    }

    pub(crate) fn pending_candidates(&self, p: &Pending, out: &mut Vec<Action>) {
        match p {
            Pending::OrderBag { .. } => {
                for e in self.bag.iter() {
                    let a = Action::ResolveTrigger { source: e.item.source };
                    if !out.contains(&a) {
                        out.push(a);
                    }
                }
            }
            Pending::Target { choice, .. } => {
                out.extend(choice.open().map(|card| Action::ChooseTarget { card }));
                out.push(Action::Decline);
            }
            Pending::Singers { choice, .. } => out.extend(choice.open().map(|card| Action::ChooseTarget { card })),
            Pending::Amount { max, .. } => out.extend((0..=*max).map(|amount| Action::ChooseAmount { amount })),
            Pending::BodyguardEnter { .. } | Pending::May { .. } => out.extend([Action::Confirm, Action::Decline]),
        }
    }

    pub(crate) fn perform_pending(&mut self, action: &Action) {
        let Some(p) = self.pending.take() else { return };
        match (p, *action) {
            (Pending::OrderBag { .. }, Action::ResolveTrigger { source }) => self.resolve_from(source),
            (Pending::Target { seat, source, mut choice }, Action::ChooseTarget { card }) => {
                self.note_chosen(seat, card);
                if choice.pick(card) {
                    self.finish_choice(source, choice.picked);
                } else {
                    self.pending = Some(Pending::Target { seat, source, choice });
                }
            }
            (Pending::Target { source, choice, .. }, _) => {
                if choice.picked.is_empty() {
                    log_line!(self, "{}'s effect: no target chosen", self.name(source));
                }
                self.finish_choice(source, choice.picked);
            }
            (Pending::Amount { seat, source, card, rest, .. }, Action::ChooseAmount { amount }) => {
                self.heal(card, amount);
                let up_to = match self.current_sentence() {
                    Some(Effect::RemoveDamage { up_to, .. }) => *up_to,
                    Some(Effect::May(inner)) => match **inner {
                        Effect::RemoveDamage { up_to, .. } => up_to,
                        _ => 0,
                    },
                    _ => 0,
                };
                if self.ask_amounts(seat, source, rest, up_to) {
                    self.sentence_done();
                }
            }
            (Pending::BodyguardEnter { card, .. }, a) => {
                let exert = a == Action::Confirm;
                self.cards[card.index()].exerted = exert;
                log_line!(self, "{} enters play {}", self.name(card), if exert { "exerted (Bodyguard)" } else { "ready" });
            }
            (Pending::May { .. }, a) => self.answer_may(a == Action::Confirm),
            (Pending::Singers { seat, song, mut choice, need }, Action::ChooseTarget { card }) => {
                self.cards[card.index()].exerted = true;
                choice.pick(card);
                let total: u32 = choice.picked.iter().map(|&c| self.singing_cost(c) as u32).sum();
                if total >= need as u32 {
                    let names: Vec<&str> = choice.picked.iter().map(|&c| self.name(c)).collect();
                    log_line!(self, "{} sing {} together for free", names.join(" and "), self.name(song));
                    self.put_into_play(song, true);
                } else {
                    self.pending = Some(Pending::Singers { seat, song, choice, need });
                }
            }
            _ => {}
        }
    }

    /// Whether `action` picks an opposing character for Support (LO-8.13.1: "another
    /// chosen character", any other one, so the rules list it): a gift of strength to
    /// the opponent, which the computer player never makes (`Hints::helps_only_others`).
    pub(crate) fn supports_an_opponent(&self, action: &Action) -> bool {
        match (action, &self.pending, self.frame) {
            (Action::ChooseTarget { card }, Some(Pending::Target { seat, .. }), Some(f)) => {
                f.what == Source::Support && self.owner(*card) != *seat
            }
            _ => false,
        }
    }

    /// Vanish (LO-8.16.4): a card an opponent chooses for an action's effect is noted.
    fn note_chosen(&mut self, chooser: usize, card: CardId) {
        let action = self.frame.is_some_and(|f| f.what == Source::Action);
        if action && self.in_play(card) && self.owner(card) != chooser {
            self.chosen.push(card);
        }
    }

    /// The choice is made: the sentence is carried out on the picked cards.
    fn finish_choice(&mut self, source: CardId, picked: Vec<CardId>) {
        let Some(f) = self.frame else { return };
        match self.current_sentence() {
            None if f.what == Source::Support => {
                if let Some(&card) = picked.first() {
                    self.apply_support(source, card);
                }
            }
            Some(e) => {
                if self.apply_to(e, f, &picked) {
                    self.sentence_done();
                }
            }
            None => self.sentence_done(),
        }
    }

    /// "You may": yes carries the sentence out, no skips only it (LO-6.1.3).
    fn answer_may(&mut self, yes: bool) {
        let (Some(f), Some(Effect::May(inner))) = (self.frame, self.current_sentence()) else { return };
        if !yes {
            log_line!(self, "{} declined", self.source_label(&f));
            return self.sentence_done();
        }
        if self.run(inner, f, false) {
            self.sentence_done();
        }
    }

    /// The words of the pending decision, for the view.
    pub fn prompt(&self) -> Option<String> {
        let p = self.pending.as_ref()?;
        let who = seat_name(p.seat());
        Some(match p {
            Pending::OrderBag { .. } => format!("{who}: choose which of your abilities in the bag resolves next"),
            Pending::Target { source, choice, .. } => {
                let or = if choice.can_stop() { " (or decline)" } else { "" };
                match self.current_sentence().map(effect_inner) {
                    Some(Effect::Discard(_)) => format!("{who}: choose a card to discard for {}", self.name(*source)),
                    Some(Effect::ReturnFromDiscard(_)) => {
                        format!("{who}: choose a card in your discard for {}", self.name(*source))
                    }
                    _ if choice.max > 1 => {
                        format!("{who}: choose up to {} targets for {}{or}", choice.max, self.name(*source))
                    }
                    _ => format!("{who}: choose a target for {}{or}", self.name(*source)),
                }
            }
            Pending::Amount { card, max, .. } => {
                format!("{who}: remove how much damage (0 to {max}) from {}?", self.name(*card))
            }
            Pending::BodyguardEnter { card, .. } => {
                format!("{who}: should {} enter play exerted (Bodyguard)?", self.name(*card))
            }
            Pending::May { .. } => {
                let f = self.frame?;
                let e = self.current_sentence()?;
                let d = self.def_of(f.source);
                let name = match f.what {
                    Source::Ability(i) => d.abilities.get(i as usize).map(|a| a.name()).unwrap_or_default(),
                    _ => "",
                };
                let name = if name.is_empty() { d.label.as_str() } else { name };
                format!("{who}: {} ({name})?", d.question(e)?)
            }
            Pending::Singers { song, need, choice, .. } => {
                let total: u32 = choice.picked.iter().map(|&c| self.singing_cost(c) as u32).sum();
                format!("{who}: choose singers for {} (costs {total} of {need})", self.name(*song))
            }
        })
    }
}

/// The sentence inside a "may".
fn effect_inner(e: &Effect) -> &Effect {
    match e {
        Effect::May(inner) => inner,
        e => e,
    }
}

/// A sentence's target, through a "may".
fn effect_target(e: &Effect) -> Option<&Target> {
    effect_inner(e).target()
}
