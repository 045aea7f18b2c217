//! Issue 34 point 11: the log named regions by number ("region 2") where the board
//! labels them "Hero", "Tumult 1" ... "Tumult 6", "Companion". Both now name a region by
//! `altered::region_name`, the board's label.

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{Match, RandomBot};
use turnkeeper::games::altered::{region_name, Altered, AlteredOptions};

#[test]
fn the_log_names_regions_as_the_board_labels_them() {
    let names: Vec<String> = (0..8).map(region_name).collect();
    assert_eq!(names[1], "Tumult 1");
    let mut moves = 0;
    for seed in 1..=20u64 {
        let mut m = Match::<Altered>::new(AlteredOptions::default(), seed).expect("sets up");
        let mut bot = RandomBot::new(seed);
        for _ in 0..3000 {
            if m.state().outcome().is_some() {
                break;
            }
            let a = bot.choose(m.state()).expect("an action");
            m.apply(&a).expect("listed");
        }
        for line in m.lines().iter() {
            let text = &*line.text;
            assert!(!text.contains("region "), "seed {seed}: a region by number: {text}");
            for cue in [" moves forward to ", " moves backward to ", " is revealed at "] {
                if let Some(at) = text.find(cue) {
                    let place = text[at + cue.len()..].trim_end_matches('.');
                    assert!(names.iter().any(|n| n == place), "seed {seed}: '{place}' is no board label: {text}");
                    moves += 1;
                }
            }
        }
    }
    assert!(moves > 20, "the games moved expeditions ({moves} lines)");
}
