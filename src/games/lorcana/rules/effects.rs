//! The interpreter of the ability language: effects resolve one sentence at a time
//! (LO-6.1.1) with a GSC after each (LO-1.8.1), each doing as much as it can (LO-1.2.3).
//! A sentence that chooses waits for the choice (LO-1.7.3; with no legal choice that
//! part does nothing, LO-1.7.7); "may" is the controller's decision (LO-6.1.3); "up to"
//! allows less (LO-6.1.2); "this turn" changes end at LO-3.4.1.2.

use crate::engine::effects::{Choice, Until};
use crate::engine::Seat;
use crate::log_line;

use super::super::action::CardId;
use super::super::cards::{Duration, Effect, Filter, Target};
use super::super::state::{seat_name, Change, Frame, Lorcana, Pending, Source, Stat};

/// What Support's sentence chooses: another character (LO-8.13).
pub(crate) fn support_filter() -> Filter {
    Filter { other: true, ..Filter::default() }
}

impl Lorcana {
    /// Starts resolving the effects of `what` on `source`, controlled by `seat`.
    pub(crate) fn start_frame(&mut self, seat: Seat, source: CardId, what: Source) {
        self.frame = Some(Frame { seat, source, what, step: 0 });
    }

    /// The sentences of a frame (Support has its own, in `step_frame`).
    pub(crate) fn frame_effects(&self, f: &Frame) -> &'static [Effect] {
        let d = self.def_of(f.source);
        match f.what {
            Source::Action => &d.effects,
            Source::Ability(i) => d.abilities.get(i as usize).map_or(&[], |a| a.effects()),
            Source::Support => &[],
        }
    }

    /// The sentence resolving now, if any (none for Support).
    pub(crate) fn current_sentence(&self) -> Option<&'static Effect> {
        let f = self.frame?;
        self.frame_effects(&f).get(f.step as usize)
    }

    /// "Rook Alder's PATCH UP", or the card's name for an action or an unnamed ability.
    pub(crate) fn source_label(&self, f: &Frame) -> String {
        let d = self.def_of(f.source);
        match f.what {
            Source::Ability(i) => match d.abilities.get(i as usize).map(|a| a.name()) {
                Some(n) if !n.is_empty() => format!("{}'s {n}", d.label),
                _ => d.label.clone(),
            },
            Source::Support => format!("{}'s Support", d.label),
            Source::Action => d.label.clone(),
        }
    }

    /// The current sentence is finished: the next one resolves after a GSC.
    pub(crate) fn sentence_done(&mut self) {
        if let Some(f) = &mut self.frame {
            f.step += 1;
        }
    }

    /// Resolves the frame's next sentence, or ends the frame.
    pub(crate) fn step_frame(&mut self) {
        let Some(f) = self.frame else { return };
        if f.what == Source::Support {
            if f.step > 0 {
                self.frame = None;
                return;
            }
            // One sentence: once asked (or found with nothing to choose) it is done.
            self.sentence_done();
            let options = self.choice_options(f.seat, f.source, None);
            return self.ask_cards(f, options, 0, 1);
        }
        let Some(e) = self.frame_effects(&f).get(f.step as usize) else {
            self.frame = None;
            return;
        };
        if self.run(e, f, false) {
            self.sentence_done();
        }
    }

    /// Starts one sentence; returns whether it finished (else a decision is pending).
    pub(crate) fn run(&mut self, e: &'static Effect, f: Frame, optional: bool) -> bool {
        let (seat, src) = (f.seat, f.source);
        match e {
            Effect::May(inner) if matches!(inner.target(), Some(Target::Chosen(_))) => self.run(inner, f, true),
            Effect::May(inner) => {
                if !self.possible(inner, f) {
                    log_line!(self, "{} does nothing: there is nothing to do", self.source_label(&f));
                    return true;
                }
                self.pending = Some(Pending::May { seat, source: src });
                false
            }
            Effect::Discard(n) => {
                let opp = 1 - seat;
                let options = self.choice_options(opp, src, Some(e));
                self.ask_cards(Frame { seat: opp, ..f }, options, *n as usize, *n as usize);
                self.pending.is_none()
            }
            Effect::ReturnFromDiscard(_) => {
                let options = self.choice_options(seat, src, Some(e));
                self.ask_cards(f, options, 1, 1);
                self.pending.is_none()
            }
            _ => match e.target() {
                Some(Target::Chosen(filter)) => {
                    let options = self.choice_options(seat, src, Some(e));
                    let max = filter.up_to.unwrap_or(1) as usize;
                    let min = if optional || filter.up_to.is_some() { 0 } else { 1 };
                    self.ask_cards(f, options, min, max);
                    self.pending.is_none()
                }
                Some(Target::This) => {
                    let cards = if self.in_play(src) { vec![src] } else { Vec::new() };
                    self.apply_to(e, f, &cards)
                }
                Some(Target::Each(filter)) => {
                    let cards = self.each_fitting(seat, src, filter);
                    self.apply_to(e, f, &cards)
                }
                None => self.apply_to(e, f, &[]),
            },
        }
    }

    /// The cards `chooser` may pick now for `sentence` of `src` (Support when `None`):
    /// what a choice lists, built from the checks that word its refusals.
    pub(crate) fn choice_options(&self, chooser: Seat, src: CardId, sentence: Option<&Effect>) -> Vec<CardId> {
        let sentence = sentence.map(|e| match e {
            Effect::May(inner) => &**inner,
            e => e,
        });
        match sentence {
            None => self.target_options(chooser, src, &support_filter()),
            Some(Effect::Discard(_)) => self.players[chooser].hand.clone(),
            Some(Effect::ReturnFromDiscard(filter)) => self.discard_options(chooser, filter),
            Some(e) => match e.target() {
                Some(Target::Chosen(filter)) => self.target_options(chooser, src, filter),
                _ => Vec::new(),
            },
        }
    }

    /// Asks `f.seat` to choose between `min` and `max` of `options`, or does nothing when
    /// there is nothing to choose (LO-1.7.7).
    fn ask_cards(&mut self, f: Frame, options: Vec<CardId>, min: usize, max: usize) {
        let choice = Choice::new(f.seat, options, min, max);
        if choice.is_empty() {
            log_line!(self, "{}'s effect has no legal target and does nothing", self.name(f.source));
            return;
        }
        self.pending = Some(Pending::Target { seat: f.seat, source: f.source, choice });
    }

    /// Whether a sentence without a chosen target would do anything (so "may" asks).
    fn possible(&self, e: &Effect, f: Frame) -> bool {
        let opp = 1 - f.seat;
        match e {
            Effect::InkTopCard | Effect::Draw(_) => !self.players[f.seat].deck.is_empty(),
            Effect::Discard(_) => !self.players[opp].hand.is_empty(),
            Effect::LoseLore(_) => self.players[opp].lore > 0,
            Effect::ReturnFromDiscard(filter) => !self.discard_options(f.seat, filter).is_empty(),
            _ => match e.target() {
                Some(Target::This) => self.in_play(f.source),
                Some(Target::Each(filter)) => !self.each_fitting(f.seat, f.source, filter).is_empty(),
                _ => true,
            },
        }
    }

    /// Carries out a sentence on `cards` (chosen, each, or this); returns whether it
    /// finished (removing damage "up to" asks how much, card by card).
    pub(crate) fn apply_to(&mut self, e: &'static Effect, f: Frame, cards: &[CardId]) -> bool {
        let src = self.source_label(&f);
        let seat = f.seat;
        match e {
            Effect::May(inner) => return self.apply_to(inner, f, cards),
            Effect::Deal { amount, .. } => {
                for &c in cards {
                    let dealt = self.deal_damage(c, *amount as u32);
                    log_line!(self, "{src} deals {dealt} damage to {}", self.name(c));
                }
            }
            Effect::RemoveDamage { up_to, target } => {
                if cards.is_empty() || matches!(target, Target::Each(_)) {
                    return self.ask_amounts(seat, f.source, cards.to_vec(), *up_to);
                }
                let hurt: Vec<CardId> = cards.iter().copied().filter(|&c| self.card(c).damage > 0).collect();
                if hurt.is_empty() {
                    log_line!(self, "{src}: {} has no damage to remove", self.name(cards[0]));
                }
                return self.ask_amounts(seat, f.source, hurt, *up_to);
            }
            Effect::Draw(n) => self.draw(seat, *n as usize),
            Effect::Discard(_) => {
                for &c in cards {
                    let owner = self.owner(c);
                    self.players[owner].hand.retain(|&h| h != c);
                    self.players[owner].discard.push(c);
                    log_line!(self, "{} discards {} ({src})", seat_name(owner), self.name(c));
                }
            }
            Effect::GainLore(n) => {
                self.gain_lore(seat, *n as u32);
                log_line!(self, "{src}: {} gains {n} lore ({} total)", seat_name(seat), self.lore(seat));
            }
            Effect::LoseLore(n) => {
                let opp = 1 - seat;
                self.lose_lore(opp, *n as u32);
                log_line!(self, "{src}: {} loses up to {n} lore ({} left)", seat_name(opp), self.lore(opp));
            }
            Effect::InkTopCard => self.ink_top_card(seat, &src),
            Effect::ReturnFromDiscard(_) => {
                for &c in cards {
                    self.players[seat].discard.retain(|&d| d != c);
                    self.players[seat].hand.push(c);
                    log_line!(self, "{src}: {} returns {} from the discard to their hand", seat_name(seat), self.name(c));
                }
            }
            _ => cards.iter().for_each(|&c| self.change_card(e, f, c, &src)),
        }
        true
    }

    /// The sentences that change one card in play.
    fn change_card(&mut self, e: &Effect, f: Frame, c: CardId, src: &str) {
        let name = self.name(c);
        let until = |d: Duration| match d {
            Duration::ThisTurn => Until::EndOfTurn,
            Duration::UntilYourNextTurn => Until::StartOfTurn(f.seat),
        };
        match e {
            Effect::Exert(_) => {
                self.cards[c.index()].exerted = true;
                log_line!(self, "{src} exerts {}'s {name}", seat_name(self.owner(c)));
            }
            Effect::Ready(_) => {
                self.cards[c.index()].exerted = false;
                let who = if c == f.source { "it" } else { name };
                log_line!(self, "{src} readies {who}");
            }
            Effect::Banish(_) => {
                log_line!(self, "{src} banishes {}'s {name}", seat_name(self.owner(c)));
                self.banish(c);
            }
            Effect::ReturnToHand(_) => {
                self.leave_play(c, true);
                log_line!(self, "{src} returns {name} to {}'s hand", seat_name(self.owner(c)));
            }
            Effect::Modify { strength, willpower, lore, until: d, .. } => {
                for (stat, amount, word) in [
                    (Stat::Strength, *strength, "strength"),
                    (Stat::Willpower, *willpower, "willpower"),
                    (Stat::Lore, *lore, "lore"),
                ] {
                    if amount != 0 {
                        self.lasting.add(c, Change::Stat(stat, amount), until(*d));
                        log_line!(self, "{src}: {name} gets {amount:+} {word} {}", until_words(*d));
                    }
                }
            }
            Effect::GainKeyword { keyword, until: d, .. } => {
                self.lasting.add(c, Change::Keyword(*keyword), until(*d));
                log_line!(self, "{src}: {name} gains {} {}", keyword.label(), until_words(*d));
            }
            Effect::Restrict { cannot, until: d, .. } => {
                self.lasting.add(c, Change::Cannot(*cannot), until(*d));
                log_line!(self, "{src}: {name} can't {cannot:?} {}", until_words(*d));
            }
            _ => {}
        }
    }

    /// Support (LO-8.13): the supporter's strength as the trigger resolves (Part 4, item 7).
    pub(crate) fn apply_support(&mut self, source: CardId, card: CardId) {
        let amount = if self.in_play(source) { self.strength(source) } else { self.def_of(source).strength as i32 };
        let amount = amount.clamp(0, i8::MAX as i32) as i8;
        self.lasting.add(card, Change::Stat(Stat::Strength, amount), Until::EndOfTurn);
        log_line!(self, "{}'s Support: {} gets +{amount} strength this turn", self.name(source), self.name(card));
    }

    /// Asks "how much damage to remove" for each card in turn ("up to", LO-6.1.2);
    /// returns whether nothing was left to ask.
    pub(crate) fn ask_amounts(&mut self, seat: Seat, source: CardId, mut cards: Vec<CardId>, up_to: u8) -> bool {
        cards.retain(|&c| self.in_play(c) && self.card(c).damage > 0);
        if cards.is_empty() {
            return true;
        }
        let card = cards.remove(0);
        let max = self.card(card).damage.min(up_to);
        self.pending = Some(Pending::Amount { seat, source, card, max, rest: cards });
        false
    }

    /// Removes damage (LO-1.9).
    pub(crate) fn heal(&mut self, card: CardId, amount: u8) {
        let cs = &mut self.cards[card.index()];
        let n = amount.min(cs.damage);
        cs.damage -= n;
        log_line!(self, "{n} damage is removed from {}", self.name(card));
    }

    /// Puts the top card of the deck into the inkwell, exerted and unrevealed; it is not
    /// the turn's ink (LO-4.2.3.2).
    fn ink_top_card(&mut self, seat: Seat, src: &str) {
        if let Some(c) = self.players[seat].deck.pop() {
            self.players[seat].inkwell.push(c);
            self.players[seat].ink_exerted += 1;
            log_line!(self, "{src}: {} puts the top card of their deck into their inkwell, exerted", seat_name(seat));
        }
    }
}

fn until_words(d: Duration) -> &'static str {
    match d {
        Duration::ThisTurn => "this turn",
        Duration::UntilYourNextTurn => "until the start of their next turn",
    }
}
