//! Native speed of the computer player: `cargo run --release --no-default-features
//! --example ai_speed`. Prints, per game, whole random playouts per second from the
//! start, Hard search iterations per second on mid-game positions, and the median ms of
//! one Hard decision on mid-game positions: the workloads of `engine::ai::bench`, which
//! `tests/web_ai_speed.rs` runs in headless Chrome, so the two are read side by side.

use std::time::Instant;

use turnkeeper::engine::ai::bench;
use turnkeeper::engine::prelude::*;
use turnkeeper::games::tash_kalar::{Mode, Options as TkOptions, TashKalar};

fn report<G: Game>(label: &str, options: G::Options) {
    let start = Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1000.0;
    let p = bench::playouts_per_s::<G>(&options, &clock, 1000.0);
    let q = bench::search_playouts_per_s::<G>(&options, &clock, 1000.0);
    let i = bench::iterations_per_s::<G>(&options, &clock);
    let ms = bench::median(&mut bench::hard_move_ms::<G>(&options, &clock));
    println!("native {label:26} random playouts/s {p:8.0}   search playouts/s {q:8.0}   hard iterations/s {i:8.0}   hard median ms {ms:7.1}");
}

fn main() {
    macro_rules! each {
        ($module:ident, $ty:ident, $id:literal) => {
            report::<turnkeeper::games::$module::$ty>($id, Default::default());
        };
    }
    turnkeeper::for_each_game!(each);
    report::<TashKalar>("tash-kalar duel", TkOptions { mode: Mode::Duel, ..Default::default() });
    report::<TashKalar>("tash-kalar battle 4", TkOptions { mode: Mode::Battle, players: Some(4), teams: false });
}
