//! The viewing seat's cards: beings from its school, the legend hand of its colour
//! (shared by a team, TK-13.3) and its flare.

use std::rc::Rc;

use yew::prelude::*;

use super::card::TkCard;
use crate::games::tash_kalar::{CardId, CardView, FlareStatus};

#[derive(Properties, PartialEq)]
pub struct HandProps {
    pub beings: Vec<CardView>,
    pub legends: Vec<CardView>,
    pub flares: Vec<CardView>,
    pub colour: u8,
    pub teams: bool,
    pub flare_status: Vec<FlareStatus>,
    /// Cards with a legal action now.
    pub actionable: Rc<Vec<CardId>>,
    pub selected: Option<CardId>,
    pub on_card: Callback<CardId>,
}

#[component]
pub fn Hand(props: &HandProps) -> Html {
    let group = |title: &'static str, class: &'static str, cards: &[CardView]| {
        html! {
            <div class={classes!("tk-hand-group", class)} role="group" aria-label={title}>
                <span class="tk-group-title">{ title }</span>
                <div class="tk-cards">
                    { for cards.iter().map(|c| {
                        let flare: Vec<FlareStatus> = props.flare_status.iter().filter(|f| f.card == c.id).cloned().collect();
                        html! {
                            <TkCard key={c.id.0} card={c.clone()} colour={props.colour} teams={props.teams}
                                actionable={props.actionable.contains(&c.id)} selected={props.selected == Some(c.id)}
                                {flare} on_click={props.on_card.clone()} />
                        }
                    }) }
                    if cards.is_empty() { <span class="tk-empty">{ "none" }</span> }
                </div>
            </div>
        }
    };
    html! {
        <section class="tk-hand" aria-label="Your cards">
            { group("Beings", "tk-beings", &props.beings) }
            { group("Legends", "tk-legends", &props.legends) }
            { group("Flare", "tk-flares", &props.flares) }
        </section>
    }
}
