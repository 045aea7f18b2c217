//! A piece token: its colour, and its rank drawn three different ways (a plain disc, a
//! ringed disc with a star, a gold-rimmed crowned disc), plus the colour names.

use yew::prelude::*;

use crate::games::tash_kalar::Rank;

/// "P1" for colour 0, or "Team 1" in the team game (TK-13.2).
pub fn colour_name(teams: bool, colour: u8) -> String {
    if teams {
        format!("Team {}", colour + 1)
    } else {
        format!("P{}", colour + 1)
    }
}

/// The CSS class of a colour.
pub fn colour_class(colour: u8) -> String {
    format!("tk-c{colour}")
}

/// Lower-case rank word, used in classes and labels.
pub fn rank_word(rank: Rank) -> &'static str {
    rank.word()
}

/// One token; `small` in the supply, `ghost` for a piece a summon would place. A
/// function, not a component: it is drawn inside a square or a supply row.
pub fn piece(colour: u8, rank: Rank, small: bool, ghost: bool) -> Html {
    let glyph = match rank {
        Rank::Common => "",
        Rank::Heroic => "★",
        Rank::Legendary => "♛",
    };
    html! {
        <span class={classes!("tk-piece", colour_class(colour), format!("tk-rank-{}", rank_word(rank)), small.then_some("tk-small"), ghost.then_some("tk-ghost"))}
            data-colour={(!ghost).then(|| colour.to_string())} data-rank={(!ghost).then_some(rank_word(rank))}
            aria-hidden="true">
            <span class="tk-glyph">{ glyph }</span>
        </span>
    }
}
