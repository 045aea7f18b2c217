//! Log lines that cost nothing inside a search.

/// Writes a log line from `format!` arguments through the game's `log` method, unless
/// the game is being played quietly (`$game.book.is_quiet()`), as it is inside the computer
/// player's search, where nobody reads the log: formatting the words is a large share
/// of a playout's time natively and more of it in wasm.
#[macro_export]
macro_rules! log_line {
    ($game:expr, $($words:tt)*) => {
        if !$game.book.is_quiet() {
            let line = format!($($words)*);
            $game.log(line);
        }
    };
}

/// Pushes an event onto `$events` unless the game is being played quietly
/// (`$game.book.is_quiet()`, inside the computer player's search); the event, with its words, is
/// only built when it is pushed.
#[macro_export]
macro_rules! push_event {
    ($game:expr, $events:expr, $event:expr) => {
        if !$game.book.is_quiet() {
            $events.push($event);
        }
    };
}
