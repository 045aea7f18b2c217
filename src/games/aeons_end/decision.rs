//! The pending decision in words (the view's `decision`): who decides, for what, under
//! which rule, written from the effect that asks.

use super::content::{phrase, BreachPick, Effect, Who};
use super::rules::nemesis::ROMAN;
use super::state::{AeonsEnd, Choosing, Ctx, Pending, Pick, Src, Why};
use crate::engine::{Decision, DecisionKind};

/// What a chosen mage does, in words ("suffers 2 damage", "loses one").
fn mage_verb(g: &AeonsEnd, e: &Effect) -> String {
    let plural = |n: u32, one: &str, many: &str| if n == 1 { format!("1 {one}") } else { format!("{n} {many}") };
    match e {
        Effect::Suffer(x) => format!("suffers {} damage", x.amount),
        Effect::DiscardPrepped(_) => "discards one".into(),
        Effect::DestroyPrepped(_) => "destroys one".into(),
        Effect::LoseCharge(l) if l.amount == 1 => "loses one".into(),
        Effect::LoseCharge(l) => format!("loses {} charges", l.amount),
        Effect::Charge(x) => format!("gains {}", plural(x.amount, "charge", "charges")),
        Effect::Life(x) => format!("gains {} life", x.amount),
        Effect::Draw(x) => format!("draws {}", plural(x.amount, "card", "cards")),
        Effect::Corrupt(_) => {
            let name = g.nemesis.def.corruption.as_ref().map_or("corruption", |r| r.name.as_str());
            format!("gains a {name}")
        }
        _ => "is named".into(),
    }
}

impl AeonsEnd {
    /// The name of what an effect comes from.
    fn source_name(&self, ctx: &Ctx) -> &'static str {
        match ctx.src {
            Src::Card(c) if c.index() < self.cards.len() => &self.kind(c).name,
            Src::Card(_) => "a spell",
            Src::Ability(s) => &self.mages[s].kind.ability.name,
            Src::Nem(id) => &self.nem_kind(id).name,
            Src::Mat => &self.nemesis.def.name,
        }
    }

    /// A mage chosen for an effect: the team's choice (AE-9.6) or an ally's.
    fn seat_words(&self, c: &Choosing, e: &Effect, ctx: &Ctx) -> Decision {
        let verb = mage_verb(self, e);
        if !c.team {
            let words = format!("{}: choose which ally {verb}", self.source_name(ctx));
            return Decision::new(c.seat, DecisionKind::Target, "AE-1.8", words);
        }
        let who = match e {
            Effect::Suffer(x) | Effect::Charge(x) | Effect::Life(x) | Effect::Draw(x) => x.who,
            Effect::LoseCharge(l) | Effect::DiscardPrepped(l) | Effect::DestroyPrepped(l) | Effect::Corrupt(l) => l.who,
            _ => Who::AnyPlayer,
        };
        let words = match who {
            Who::LowestLife => format!("Tied for the lowest life: choose which mage {verb}"),
            Who::MostCharges => format!("Tied for the most charges: choose which mage {verb}"),
            Who::MostPrepped => format!("Tied for the most prepped spells: choose which mage {verb}"),
            Who::MostCards => format!("Tied for the most cards in hand: choose which mage {verb}"),
            _ => format!("Choose which mage {verb} (any player)"),
        };
        let from = self.acting.map(|id| format!("{}: ", self.nem_kind(id).name)).unwrap_or_default();
        Decision::new(c.seat, DecisionKind::Target, "AE-9.6", format!("{from}the team decides. {words}")).for_team()
    }

    /// The words of the pending decision.
    pub(crate) fn pending_decision(&self, p: &Pending) -> Decision {
        let c = match p {
            Pending::OrderPlayed => {
                return Decision::new(
                    self.active,
                    DecisionKind::Order,
                    "AE-7.1",
                    "Draw phase: click your played gems and relics in the order they go onto your discard pile",
                )
            }
            Pending::Choose(c) => c,
        };
        let (e, ctx) = match c.why {
            Why::DestroyBreach(_) => {
                return Decision::new(
                    c.seat,
                    DecisionKind::Target,
                    "AE-11.1",
                    "You are exhausted: choose one of your breaches to destroy",
                )
            }
            Why::WildTurn => {
                let words = "The wild turn order card: the team decides which mage takes this turn";
                return Decision::new(c.seat, DecisionKind::Target, "AE-3.4", words).for_team();
            }
            Why::Effect(e, ctx) => (e, ctx),
        };
        let name = self.source_name(&ctx);
        match c.among.first() {
            Some(Pick::Seat(_)) => self.seat_words(c, e, &ctx),
            Some(Pick::Prepped(_)) => {
                let verb = if matches!(e, Effect::DestroyPrepped(_)) { "destroy" } else { "discard" };
                let words = format!("{name}: choose one of your prepped spells to {verb}");
                Decision::new(c.seat, DecisionKind::Discard, "AE-9.5", words)
            }
            Some(Pick::Yes) => {
                let Effect::MayPay(m) = e else { return Decision::new(c.seat, DecisionKind::YesNo, "AE-6.1", name) };
                let what = match (m.effects.first(), ctx.picks.breach) {
                    (Some(Effect::Focus(BreachPick::Same)), Some((owner, b))) => {
                        format!("focus {}'s breach {} once more", self.mage_word(owner), ROMAN[b as usize])
                    }
                    _ => phrase(&m.effects),
                };
                let rule = self.rulings(&ctx);
                Decision::new(c.seat, DecisionKind::YesNo, rule, format!("{name}: spend {} aether to {what}?", m.aether))
            }
            Some(Pick::Option(_)) => {
                let words = match e {
                    Effect::OneOf(o) => o.iter().map(|x| phrase(x)).collect::<Vec<_>>(),
                    _ => Vec::new(),
                };
                let words = format!("{name}: choose one: {}", words.join(", OR "));
                Decision::new(c.seat, DecisionKind::Option, "AE-6.1", words)
            }
            _ => {
                let (verb, kind) = match e {
                    Effect::Recall(_) => ("return to your hand", DecisionKind::Keep),
                    _ => ("destroy", DecisionKind::Discard),
                };
                let up_to = match e {
                    Effect::DestroyCards(x) | Effect::Recall(x) => x.up_to,
                    _ => 1,
                };
                let words = format!(
                    "{name}: choose a card to {verb} ({} of up to {up_to} so far), or stop",
                    ctx.done
                );
                Decision::new(c.seat, kind, "AE-1.8", words)
            }
        }
    }

    /// The rule a card's decisions cite: its clarifications in the brief, or AE-6.1.
    fn rulings(&self, ctx: &Ctx) -> &'static str {
        match ctx.src {
            Src::Card(c) if c.index() < self.cards.len() => self.kind(c).rulings.as_deref().unwrap_or("AE-6.1"),
            _ => "AE-6.1",
        }
    }
}
