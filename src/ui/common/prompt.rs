//! The one prompt in words, from the structured pending decision (never from log text),
//! written from the viewer's side.

use crate::engine::{Decision, DecisionKind, Outcome, Seat};

use super::seat_name;

/// What the other seat is doing, when it is not the viewer's decision.
fn doing(kind: DecisionKind) -> &'static str {
    match kind {
        DecisionKind::Setup => "is getting ready",
        DecisionKind::Turn => "is taking their turn",
        DecisionKind::Respond => "may respond",
        DecisionKind::Target => "is choosing a target",
        DecisionKind::Order => "is choosing an order",
        DecisionKind::YesNo => "is deciding yes or no",
        DecisionKind::Amount => "is choosing an amount",
        DecisionKind::Keep => "is choosing what to keep",
        DecisionKind::Option => "is choosing an option",
        DecisionKind::Discard => "is choosing what to give up",
    }
}

/// Who decides, as the viewer reads it.
pub struct PromptSeat {
    pub viewer: Seat,
    /// The seat that decides now, as the session reckons it (`Session::decider`): for a
    /// team decision (AE-9.6) a person of the team, not the seat the decision names
    /// first. The bar must name the same seat the table lights, or it tells a person
    /// the computer is choosing while the table waits for them.
    pub decider: Option<Seat>,
    /// The viewer may act now (no hand-over screen, no replay).
    pub viewer_decides: bool,
    /// Whether each seat is the bot.
    pub bots: Vec<bool>,
    /// The table is showing a replay.
    pub replaying: bool,
}

/// The prompt line: "Your turn: …" for the viewer, "P2 (bot) is choosing a target" for
/// anyone else, the result once the game is over.
pub fn prompt_words(decision: Option<&Decision>, outcome: Option<&Outcome>, who: &PromptSeat) -> String {
    if let Some(o) = outcome {
        return format!("Game over: {}", o.reason);
    }
    let Some(d) = decision else { return String::new() };
    let name = |s: Seat| {
        if who.bots.get(s).copied().unwrap_or(false) {
            format!("{} (bot)", seat_name(s))
        } else {
            seat_name(s)
        }
    };
    let seat = who.decider.unwrap_or(d.seat);
    if who.replaying {
        return format!("{} to decide: {}", name(seat), d.prompt);
    }
    if who.viewer_decides {
        d.prompt.clone()
    } else {
        format!("{} {}", name(seat), doing(d.kind))
    }
}

/// Whose turn it is and who decides now, for the header.
pub struct TurnStatus<'a> {
    /// The seat whose turn it is (`GameUi::turn_of`), `None` for a turn that is no
    /// seat's, called `no_seat`.
    pub turn_of: Option<Seat>,
    pub no_seat: &'a str,
    /// The seat that decides now, if any.
    pub decider: Option<Seat>,
    /// The person looking at the page decides now (it is their decision to make).
    pub viewer_decides: bool,
    /// Who decides, in words, when it is not the viewer ("P2 (computer, hard) is
    /// thinking", "P2 to decide").
    pub other: String,
}

/// The header's words after "Turn N · ": whose turn it is, and apart from it who must
/// decide now when that is another seat or the viewer outside their own turn. A
/// defender asked during the attacker's turn reads "P2's turn · P1: you decide", never
/// "your turn".
pub fn turn_status(t: &TurnStatus) -> String {
    let whose = match t.turn_of {
        Some(s) => format!("{}'s turn", seat_name(s)),
        None => t.no_seat.to_string(),
    };
    match t.decider {
        Some(d) if t.viewer_decides && t.turn_of == Some(d) => format!("{} · your turn", seat_name(d)),
        Some(d) if t.viewer_decides => format!("{whose} · {}: you decide", seat_name(d)),
        Some(d) if t.turn_of == Some(d) => t.other.clone(),
        Some(_) => format!("{whose} · {}", t.other),
        None => whose,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 34 point 1: Nexus's defender chooses during the attacker's turn, and the
    /// mages answer the nemesis's cards during its turn: the header names whose turn
    /// it is, and apart from it that you must decide.
    #[test]
    fn the_header_names_whose_turn_it_is_apart_from_who_decides() {
        let status = |turn_of, decider, viewer_decides, other: &str| {
            turn_status(&TurnStatus {
                turn_of,
                no_seat: "The nemesis's turn",
                decider,
                viewer_decides,
                other: other.into(),
            })
        };
        assert_eq!(status(Some(0), Some(0), true, ""), "P1 · your turn");
        assert_eq!(status(Some(1), Some(0), true, ""), "P2's turn · P1: you decide");
        assert_eq!(status(None, Some(1), true, ""), "The nemesis's turn · P2: you decide");
        assert_eq!(
            status(Some(1), Some(1), false, "P2 (computer, hard) is thinking"),
            "P2 (computer, hard) is thinking"
        );
        assert_eq!(status(Some(1), Some(0), false, "P1 to decide"), "P2's turn · P1 to decide");
        assert_eq!(status(None, Some(0), false, "P1 to decide"), "The nemesis's turn · P1 to decide");
        for s in [status(Some(1), Some(0), true, ""), status(None, Some(0), true, "")] {
            assert!(!s.contains("your turn"), "not the viewer's turn: {s}");
        }
    }

    #[test]
    fn the_viewer_reads_the_engine_words_and_others_read_what_is_happening() {
        let d = Decision::new(1, DecisionKind::Target, "LO-6.7", "Choose a target for Patch Up");
        let mut who =
            PromptSeat { viewer: 1, decider: Some(1), viewer_decides: true, bots: vec![false, true], replaying: false };
        assert_eq!(prompt_words(Some(&d), None, &who), "Choose a target for Patch Up");
        who.viewer = 0;
        who.viewer_decides = false;
        assert_eq!(prompt_words(Some(&d), None, &who), "P2 (bot) is choosing a target");
        let o = Outcome { winners: vec![0], reason: "P1 reached 20 lore".into() };
        assert_eq!(prompt_words(Some(&d), Some(&o), &who), "Game over: P1 reached 20 lore");
    }

    /// "Any player suffers 2 damage" (AE-9.6) names the bot's seat first, but the person
    /// of the team answers it: the bar asks them, it does not say the bot is choosing.
    #[test]
    fn a_team_decision_named_for_the_bot_is_asked_of_the_person_who_answers_it() {
        let d = Decision::new(1, DecisionKind::Target, "AE-9.6", "Choose a mage to suffer 2 damage").for_team();
        let who =
            PromptSeat { viewer: 0, decider: Some(0), viewer_decides: true, bots: vec![false, true], replaying: false };
        assert_eq!(prompt_words(Some(&d), None, &who), "Choose a mage to suffer 2 damage");
        let watching = PromptSeat {
            viewer: 1,
            decider: Some(0),
            viewer_decides: false,
            bots: vec![false, false],
            replaying: false,
        };
        assert_eq!(prompt_words(Some(&d), None, &watching), "P1 is choosing a target");
    }
}
