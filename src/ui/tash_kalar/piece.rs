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

#[derive(Properties, PartialEq)]
pub struct PieceProps {
    pub colour: u8,
    pub rank: Rank,
    #[prop_or_default]
    pub small: bool,
    /// A preview of a piece not yet placed.
    #[prop_or_default]
    pub ghost: bool,
}

/// One token.
#[component]
pub fn Piece(props: &PieceProps) -> Html {
    let glyph = match props.rank {
        Rank::Common => "",
        Rank::Heroic => "★",
        Rank::Legendary => "♛",
    };
    html! {
        <span class={classes!("tk-piece", colour_class(props.colour), format!("tk-rank-{}", rank_word(props.rank)), props.small.then_some("tk-small"), props.ghost.then_some("tk-ghost"))}
            data-colour={(!props.ghost).then(|| props.colour.to_string())} data-rank={(!props.ghost).then_some(rank_word(props.rank))}
            aria-hidden="true">
            <span class="tk-glyph">{ glyph }</span>
        </span>
    }
}
