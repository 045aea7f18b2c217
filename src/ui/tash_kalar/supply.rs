//! The piece supplies per colour (TK-1.5): two-sided pieces (common/heroic) and
//! legendary pieces off the board, and Deathmatch's set-aside pieces (TK-1.8).

use yew::prelude::*;

use super::piece::{colour_class, colour_name, piece};
use crate::games::tash_kalar::view::SideView;
use crate::games::tash_kalar::Rank;

/// The supplies of every colour; `deathmatch` adds the pieces set aside. Drawn with the
/// table (a plain function: it has no state of its own).
pub fn supply(sides: &[SideView], teams: bool, deathmatch: bool) -> Html {
    html! {
        <section class="tk-supply" aria-label="Supplies">
            <h2>{ "Supply" }</h2>
            { for sides.iter().map(|s| html! {
                <div class={classes!("tk-supply-row", colour_class(s.colour))} role="group"
                    aria-label={format!("{}: {} common/heroic, {} legendary in supply", colour_name(teams, s.colour), s.supply_common_heroic, s.supply_legendary)}>
                    <span class="tk-who">{ colour_name(teams, s.colour) }</span>
                    <span class="tk-stock tk-two-sided" title="Two-sided pieces: common, flipped to heroic">
                        { piece(s.colour, Rank::Common, true, false) }
                        <span class="tk-count">{ format!("× {}", s.supply_common_heroic) }</span>
                    </span>
                    <span class="tk-stock tk-legendary" title="Legendary pieces">
                        { piece(s.colour, Rank::Legendary, true, false) }
                        <span class="tk-count">{ format!("× {}", s.supply_legendary) }</span>
                    </span>
                    if deathmatch {
                        <span class="tk-stock tk-aside" title="Destroyed pieces set aside until the end-of-turn scoring">
                            { format!("aside {}", s.set_aside) }
                        </span>
                    }
                    <span class="tk-legends" title="Legend cards in hand">{ format!("legends in hand {}", s.legend_count) }</span>
                </div>
            }) }
        </section>
    }
}
