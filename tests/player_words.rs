//! Players read game words only (issue 34 point 5): no word of the program's making
//! ("brief", "protocol", "impl", "engine", "inferred" ...) in anything a player reads:
//! each game's rules reference and guide, and every log line, prompt, action's words
//! and refusal of random games of every game and variant. The pages themselves are
//! checked in the browser (tests/web_players.rs).

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{Match, RandomBot};

mod words_support;

use words_support::developer_words;

#[test]
fn the_check_finds_the_words_it_is_for_and_spares_names() {
    assert_eq!(developer_words("The engine refuses EndTurn (impl)").len(), 2);
    assert_eq!(developer_words("the brief's Appendix A ... protocol's options").len(), 2);
    assert!(developer_words("Skarnveil, the Drowned Engine attacks; Heat Sink Protocol").is_empty());
    assert_eq!(developer_words("Engine: validate the whole action").len(), 1, "a sentence's first word is no name");
}

/// Every reference and guide a How to play page shows.
#[test]
fn every_rules_reference_and_guide_is_written_for_players() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut problems = Vec::new();
    let mut read = 0;
    for dir in
        ["static/rules", "src/ui/aeons_end", "src/ui/altered", "src/ui/lorcana", "src/ui/nexus", "src/ui/tash_kalar"]
    {
        for e in std::fs::read_dir(root.join(dir)).expect("the directory is there").flatten() {
            let path = e.path();
            if path.extension().is_some_and(|x| x == "md") {
                let text = std::fs::read_to_string(&path).expect("readable");
                read += 1;
                // The first line is a comment for whoever edits the file, not shown.
                let shown: String =
                    text.lines().filter(|l| !l.trim_start().starts_with("<!--")).collect::<Vec<_>>().join("\n");
                problems.extend(developer_words(&shown).into_iter().map(|w| format!("{}: {w}", path.display())));
                for tag in ["(seed", "(rulebook", "(rules)", "[CR ", "(guide)"] {
                    if shown.contains(tag) {
                        problems.push(format!("{}: a source tag {tag:?} left in", path.display()));
                    }
                }
            }
        }
    }
    assert!(read >= 10, "five references and five guides: read {read}");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The words of random games of `G`: log lines, prompts, the words of every legal
/// action and the refusals of the last position's actions that are not legal now.
fn game_words<G: Game>(games: u64) -> Vec<String> {
    let mut problems = Vec::new();
    for (v, options) in G::variants().into_iter().enumerate() {
        for seed in 1..=games {
            let mut m = Match::<G>::new(options.clone(), seed).expect("sets up");
            let mut bot = RandomBot::new(seed);
            let mut before: Vec<G::Action> = Vec::new();
            let mut texts: Vec<String> = Vec::new();
            for _ in 0..3000 {
                let g = m.state();
                if g.outcome().is_some() {
                    break;
                }
                let legal = g.legal_actions();
                texts.extend(g.decision().map(|d| d.prompt));
                texts.extend(legal.iter().map(|a| g.describe(a).label));
                texts.extend(before.iter().filter(|a| !legal.contains(a)).take(3).map(|a| g.refusal(a).message));
                let a = bot.choose(g).expect("a live game lists an action");
                before = legal;
                m.apply(&a).expect("listed");
            }
            texts.extend(m.lines().iter().map(|l| l.text.to_string()));
            texts.extend(m.state().outcome().map(|o| o.reason));
            texts.sort();
            texts.dedup();
            for t in &texts {
                problems
                    .extend(developer_words(t).into_iter().map(|w| format!("{} variant {v} seed {seed}: {w}", G::ID)));
            }
        }
    }
    problems
}

#[test]
fn every_log_line_prompt_and_refusal_is_in_game_words() {
    let mut problems = Vec::new();
    macro_rules! each {
        ($module:ident, $ty:ident, $id:literal) => {
            problems.extend(game_words::<turnkeeper::games::$module::$ty>(2));
        };
    }
    turnkeeper::for_each_game!(each);
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
