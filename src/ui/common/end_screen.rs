//! The end of a game: who won and why, the final scores, and what to do next (rematch,
//! new game, replay, copy the save or a link holding the whole game).

use yew::prelude::*;

use super::clipboard::copy_text;
use super::focus::use_focus_trap;

/// One seat's line in the final scores.
#[derive(Clone, PartialEq)]
pub struct FinalScore {
    pub seat: String,
    pub score: Option<i64>,
    pub winner: bool,
}

/// The end screen's headline and score lines from the outcome's `winners` and each
/// seat's final score (named by `seat_name`). In a cooperative game (`coop`: one team,
/// Aeon's End) nobody winning is the whole team's loss, not a draw, and the seats share
/// one score, shown once.
pub fn verdict_and_scores(
    winners: &[usize],
    scores: &[Option<i64>],
    coop: bool,
    seat_name: impl Fn(usize) -> String,
) -> (String, Vec<FinalScore>) {
    if coop {
        let won = !winners.is_empty();
        let headline = if won { "You win together" } else { "You lose together" };
        let line = FinalScore { seat: "Everyone".into(), score: scores.first().copied().flatten(), winner: won };
        return (headline.into(), vec![line]);
    }
    let headline = match winners {
        [] => "Draw".to_string(),
        [w] => format!("{} wins", seat_name(*w)),
        ws => format!("{} win", ws.iter().map(|w| seat_name(*w)).collect::<Vec<_>>().join(" & ")),
    };
    let lines = scores
        .iter()
        .enumerate()
        .map(|(i, s)| FinalScore { seat: seat_name(i), score: *s, winner: winners.contains(&i) })
        .collect();
    (headline, lines)
}

#[derive(Properties, PartialEq)]
pub struct EndScreenProps {
    /// "P1 wins", "Draw".
    pub headline: String,
    /// Why, in words.
    pub reason: String,
    pub scores: Vec<FinalScore>,
    /// What the score counts ("Lore", "Points").
    pub score_name: AttrValue,
    /// The game's seed (none where it is not known: a remote seat whose check failed).
    pub seed: Option<u64>,
    pub moves: usize,
    pub new_game_href: AttrValue,
    pub save_json: AttrValue,
    /// The whole game as a link (`…#/game/replay/CODE`).
    pub link: AttrValue,
    /// A rematch here (none for an online game, which its host sets up again).
    pub on_rematch: Option<Callback<()>>,
    /// On a remote seat's page (online play): whether its replay of the whole game
    /// matched every table it was shown, in words.
    #[prop_or_default]
    pub verdict: Option<AttrValue>,
    pub on_replay: Callback<()>,
    pub on_close: Callback<()>,
    /// What the game adds (a campaign's next step, `GameUi::end_extra`).
    #[prop_or_default]
    pub extra: Html,
}

#[component]
pub fn EndScreen(props: &EndScreenProps) -> Html {
    let node = use_node_ref();
    let trap = use_focus_trap(node.clone());
    let copied = use_state(|| None::<&'static str>);
    let copy = |text: AttrValue, what: &'static str| {
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            copied.set(Some(if copy_text(&text) { what } else { "Select the text below and copy it" }))
        })
    };
    let close = props.on_close.clone();
    let on_key = {
        let close = props.on_close.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                close.emit(());
            } else {
                trap.emit(e);
            }
        })
    };
    let replay = props.on_replay.clone();
    html! {
        <div class="modal end-screen" role="dialog" aria-modal="true" aria-labelledby="end-title" onkeydown={on_key}>
            <div class="modal-card end-card" ref={node}>
                <h2 id="end-title">{ &props.headline }</h2>
                <p class="end-reason">{ &props.reason }</p>
                <table class="final-scores">
                    <thead><tr><th scope="col">{ "Seat" }</th><th scope="col">{ props.score_name.clone() }</th></tr></thead>
                    <tbody>
                        { for props.scores.iter().map(|s| html! {
                            <tr class={classes!(s.winner.then_some("winner"))}>
                                <th scope="row">{ &s.seat }{ if s.winner { " ★" } else { "" } }</th>
                                <td>{ s.score.map(|v| v.to_string()).unwrap_or_else(|| "–".into()) }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
                { props.extra.clone() }
                if let Some(v) = &props.verdict {
                    <p class={classes!("verdict", v.starts_with("Verified").then_some("verified"))} role="status">{ v.clone() }</p>
                }
                <p class="end-meta">{ match props.seed {
                    Some(seed) => format!("{} decisions · seed {seed}", props.moves),
                    None => format!("{} decisions", props.moves),
                } }</p>
                <div class="end-actions">
                    if let Some(rematch) = props.on_rematch.clone() {
                        <button class="primary rematch" data-autofocus="true" onclick={move |_| rematch.emit(())}>{ "Rematch" }</button>
                    }
                    <a class="button new-game" href={props.new_game_href.clone()}>{ "New game" }</a>
                    <button class="replay" onclick={move |_| replay.emit(())}>{ "Replay" }</button>
                    <button class="copy-save" onclick={copy(props.save_json.clone(), "Save copied")}>{ "Copy save" }</button>
                    <button class="copy-link" onclick={copy(props.link.clone(), "Link copied: it opens this game's replay")}>{ "Copy link" }</button>
                    <button class="close-end" onclick={move |_| close.emit(())}>{ "Look at the table" }</button>
                </div>
                if let Some(msg) = *copied { <p class="copied" role="status">{ msg }</p> }
                <details class="end-texts">
                    <summary>{ "Save and link as text" }</summary>
                    <label>{ "Link" }<input readonly=true class="link-text" value={props.link.clone()} /></label>
                    <label>{ "Save" }<textarea readonly=true rows="3" value={props.save_json.clone()} /></label>
                </details>
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::verdict_and_scores;

    fn name(i: usize) -> String {
        format!("P{}", i + 1)
    }

    /// Issue 34 point 8: a lost game of Aeon's End read "Draw" with the nemesis's life
    /// twice (37/37); the team loses, or wins, together, with its one score.
    #[test]
    fn a_cooperative_game_is_won_or_lost_together_with_one_score() {
        let (headline, lines) = verdict_and_scores(&[], &[Some(37), Some(37)], true, name);
        assert_eq!(headline, "You lose together");
        assert_eq!(lines.len(), 1);
        assert_eq!((lines[0].seat.as_str(), lines[0].score, lines[0].winner), ("Everyone", Some(37), false));
        let (headline, lines) = verdict_and_scores(&[0, 1], &[Some(0), Some(0)], true, name);
        assert_eq!(headline, "You win together");
        assert!(lines[0].winner);
    }

    #[test]
    fn a_contest_names_its_winners_or_a_draw() {
        assert_eq!(verdict_and_scores(&[], &[Some(3), Some(3)], false, name).0, "Draw");
        assert_eq!(verdict_and_scores(&[1], &[Some(3), Some(7)], false, name).0, "P2 wins");
        let (headline, lines) = verdict_and_scores(&[0, 2], &[Some(5), Some(1), Some(5)], false, name);
        assert_eq!(headline, "P1 & P3 win");
        assert_eq!(lines.iter().filter(|l| l.winner).count(), 2);
        assert_eq!(lines[1].seat, "P2");
    }
}
