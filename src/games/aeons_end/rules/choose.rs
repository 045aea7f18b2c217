//! The one pending decision of the rules ([`Choosing`]): which mage an effect names
//! (AE-9.6: "any player" and ties are the team's), which breach an exhausted mage
//! destroys (AE-11.1), which spell, card or option, yes or no. It is listed like every
//! other action (each answer is one [`Pick`]), and the effect waiting for it resumes
//! with the answer.

use crate::push_event;
use super::super::action::Action;
use super::super::content::{Effect, Who};
use super::super::state::{AeonsEnd, Choosing, Ctx, Pending, Pick, Task, Why};
use crate::engine::{Event, Seat};

impl Pick {
    /// The action that gives this answer.
    pub fn action(self) -> Action {
        match self {
            Pick::Seat(seat) => Action::ChoosePlayer { seat },
            Pick::Breach(breach) => Action::DestroyBreach { breach },
            Pick::Prepped(breach) => Action::DiscardPrepped { breach },
            Pick::Yes => Action::Confirm,
            Pick::No | Pick::Done => Action::Decline,
            Pick::Card(card) => Action::ChooseCard { card },
            Pick::Option(option) => Action::ChooseOption { option },
        }
    }
}

/// Whether an effect can do something for a mage (AE-9.5, AE-13.5: an option that
/// can be completed is chosen when there is one).
fn can_take(g: &AeonsEnd, e: &Effect, s: Seat) -> bool {
    let m = &g.mages[s];
    match e {
        Effect::Charge(_) => m.charges < m.max_charges(),
        Effect::Life(_) => !m.exhausted && m.life < m.max_life,
        _ => true,
    }
}

impl AeonsEnd {
    /// Waits for `seat` (the team's, if `team`) to choose one of `among` for `e`.
    pub(crate) fn ask(&mut self, seat: Seat, team: bool, among: Vec<Pick>, e: &'static Effect, ctx: Ctx) {
        self.pending = Some(Pending::Choose(Choosing { seat, team, among, why: Why::Effect(e, ctx) }));
    }

    /// The mages `who` names for `e`, or `None` while their choice is asked for. An
    /// empty list: nobody fits ("the player with the most charges" when none has one).
    pub(crate) fn seats_for(&mut self, e: &'static Effect, who: Who, ctx: &Ctx) -> Option<Vec<Seat>> {
        if let Some(s) = ctx.picks.seat {
            return Some(vec![s]);
        }
        let n = self.mages.len();
        let all: Vec<Seat> = (0..n).collect();
        let most = |f: &dyn Fn(Seat) -> u32| {
            let max = all.iter().map(|&s| f(s)).max().unwrap_or(0);
            if max == 0 {
                Vec::new()
            } else {
                all.iter().copied().filter(|&s| f(s) == max).collect()
            }
        };
        let (among, team) = match who {
            Who::You => return Some(vec![ctx.you]),
            Who::EachPlayer => return Some(all),
            Who::EachAlly => return Some(self.allies(ctx.you)),
            Who::Ally => {
                let allies = self.allies(ctx.you);
                let can: Vec<Seat> = allies.iter().copied().filter(|&s| can_take(self, e, s)).collect();
                (if can.is_empty() { allies } else { can }, false)
            }
            Who::AnyPlayer => match e {
                // AE-11.2: an exhausted mage gains no life.
                Effect::Life(_) => (all.into_iter().filter(|&s| !self.mages[s].exhausted).collect(), true),
                _ => (all, true),
            },
            Who::LowestLife => {
                // AE-11.2: exhausted players are skipped.
                let alive: Vec<Seat> = all.into_iter().filter(|&s| !self.mages[s].exhausted).collect();
                let Some(min) = alive.iter().map(|&s| self.mages[s].life).min() else { return Some(Vec::new()) };
                (alive.into_iter().filter(|&s| self.mages[s].life == min).collect(), true)
            }
            Who::MostCharges => (most(&|s| self.mages[s].charges), true),
            Who::MostPrepped => (most(&|s| self.mages[s].prepped().len() as u32), true),
            Who::MostCards => (most(&|s| self.mages[s].hand.len() as u32), true),
        };
        if among.len() <= 1 {
            return Some(among);
        }
        // AE-9.6: asked of the mage whose turn it is (or came last), for the team.
        let seat = if team { self.active } else { ctx.you };
        let picks = among.into_iter().map(Pick::Seat).collect();
        self.ask(seat, team, picks, e, *ctx);
        None
    }

    /// The pending decision's picks, as actions.
    pub(crate) fn pending_actions(&self) -> Vec<Action> {
        match &self.pending {
            Some(Pending::Choose(c)) => c.among.iter().map(|p| p.action()).collect(),
            _ => Vec::new(),
        }
    }

    /// Carries out the answer `a` to the pending decision (a listed one).
    pub(crate) fn answer(&mut self, a: Action, ev: &mut Vec<Event>) {
        let Some(Pending::Choose(c)) = self.pending.take() else { return };
        let Some(&pick) = c.among.iter().find(|p| p.action() == a) else { return };
        match c.why {
            Why::DestroyBreach(s) => {
                if let Pick::Breach(b) = pick {
                    self.destroy_breach(s, b as usize, ev);
                }
            }
            Why::WildTurn => {
                if let Pick::Seat(s) = pick {
                    let line = format!("The players choose {} for the wild turn order card.", self.mages[s].name());
                    push_event!(self, ev, Event::new(line));
                    self.start_mage_turn(s, ev);
                }
            }
            Why::Effect(e, mut ctx) => match pick {
                Pick::Seat(s) => {
                    let line = if c.team {
                        format!("The players choose {}.", self.mages[s].name())
                    } else {
                        format!("{} chooses {}.", self.mages[c.seat].name(), self.mages[s].name())
                    };
                    push_event!(self, ev, Event::new(line));
                    ctx.picks.seat = Some(s);
                    self.tasks.push_front(Task::Effect(e, ctx));
                }
                Pick::Prepped(b) => {
                    let s = ctx.picks.seat.unwrap_or(c.seat);
                    self.lose_prepped(e, s, b as usize, ev);
                }
                Pick::Yes => {
                    if let Effect::MayPay(m) = e {
                        self.aether -= m.aether;
                        self.queue(&m.effects, ctx);
                    }
                }
                Pick::Option(i) => {
                    ctx.picks.option = Some(i);
                    self.tasks.push_front(Task::Effect(e, ctx));
                }
                Pick::Card(card) => {
                    match e {
                        Effect::Recall(_) => self.recall(ctx.you, card, ev),
                        _ => self.destroy_card(ctx.you, card, ev),
                    }
                    ctx.done += 1;
                    self.tasks.push_front(Task::Effect(e, ctx));
                }
                Pick::No | Pick::Done | Pick::Breach(_) => {}
            },
        }
    }

    /// A card of `seat`'s discard pile back to their hand.
    fn recall(&mut self, seat: Seat, card: super::super::action::CardId, ev: &mut Vec<Event>) {
        let m = &mut self.mages[seat];
        m.discard.retain(|&c| c != card);
        m.hand.push(card);
        let line = format!("{} returns {} to their hand.", m.name(), self.kind(card).name);
        push_event!(self, ev, Event::new(line));
    }
}
