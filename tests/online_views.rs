//! Views travel: a joining page rebuilds its seat's view from the
//! host's JSON. For every registered game and variant, at many points of seeded random
//! games, every seat's `view -> JSON -> view` gives back the same view, and writing it
//! again gives the same bytes.

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::RandomBot;

fn round_trips<G: Game>() -> Vec<String> {
    let mut wrong = Vec::new();
    let mut checked = 0usize;
    for options in G::variants() {
        for seed in 1..=3u64 {
            let mut g = G::new(&options, seed).expect("the variants set up");
            let mut bot = RandomBot::new(seed);
            for step in 0..4_000usize {
                let over = g.outcome().is_some();
                if step % 9 == 0 || over {
                    for seat in 0..g.seats() {
                        let view = g.view(seat);
                        let json = serde_json::to_string(&view).expect("a view serializes");
                        match serde_json::from_str::<G::View>(&json) {
                            Err(e) => wrong.push(format!("{} seed {seed} step {step} seat {seat}: {e}", G::ID)),
                            Ok(back) if back != view => {
                                wrong.push(format!("{} seed {seed} step {step} seat {seat}: differs", G::ID))
                            }
                            Ok(back) => {
                                let again = serde_json::to_string(&back).expect("serializes");
                                if again != json {
                                    wrong.push(format!("{} seed {seed} step {step} seat {seat}: bytes differ", G::ID));
                                }
                                checked += 1;
                            }
                        }
                    }
                }
                if over {
                    break;
                }
                let Some(a) = bot.choose(&g) else { break };
                g.apply(&a).expect("a listed action is accepted");
            }
        }
    }
    assert!(checked > 20, "{}: only {checked} views checked", G::ID);
    wrong
}

#[test]
fn every_games_view_reads_back_from_json() {
    let mut wrong = Vec::new();
    macro_rules! each {
        ($module:ident, $ty:ident, $id:literal) => {
            wrong.extend(round_trips::<turnkeeper::games::$module::$ty>());
        };
    }
    turnkeeper::for_each_game!(each);
    wrong.truncate(20);
    assert!(wrong.is_empty(), "views that do not read back:\n{}", wrong.join("\n"));
}

#[test]
fn a_view_with_a_wrong_field_is_refused_not_a_panic() {
    use turnkeeper::games::lorcana::{Lorcana, LorcanaView};
    let g = Lorcana::new(&Default::default(), 7).expect("sets up");
    let mut v = serde_json::to_value(g.view(0)).expect("serializes");
    v["turn"] = serde_json::json!("three");
    assert!(serde_json::from_value::<LorcanaView>(v).is_err());
    assert!(serde_json::from_str::<LorcanaView>("{\"viewer\":0}").is_err());
}
