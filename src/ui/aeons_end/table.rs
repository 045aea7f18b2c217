//! The Aeon's End table: lays out the zones (the turn's words, the nemesis and
//! Gravehold, the nemesis's cards in play, the turn order and nemesis deck, the supply,
//! each mage's side) around the shared interaction layer (src/ui/common/interaction.rs),
//! whose menu comes after the mages' hands.

use std::rc::Rc;

use yew::prelude::*;

use super::gravehold::Gravehold;
use super::interact::{subject_as, target_of, Obj};
use super::mage::MageSide;
use super::nemesis::NemesisMat;
use super::nemesis_deck::NemesisDeck;
use super::nemesis_play::NemesisPlay;
use super::status::Status;
use super::supply::Supply;
use super::turn_order::{mage_names, TurnOrder};
use crate::games::aeons_end::{Action, AeonsEnd, AeonsEndView, Phase};
use crate::ui::common::{hold_motion, use_interaction, Highlights};
use crate::ui::game_ui::TableProps;

/// The other side's last moves as the table marks them: the other mage's moves since
/// the viewer last decided (an action names no seat for what is its taker's own, so
/// they are read as that mage's) and the nemesis cards that acted in its latest turn.
fn mark_last(lit: &mut Highlights<Obj>, view: &AeonsEndView, last: &[Action], viewer: usize) {
    let partner = if view.mages.len() == 2 { 1 - viewer.min(1) } else { viewer };
    lit.last_from = last.iter().filter_map(|a| subject_as(a, partner, partner)).collect();
    lit.last_to = last.iter().filter_map(target_of).collect();
    lit.last_from.extend(view.nemesis.last_turn.iter().map(|&id| Obj::Nem(id)));
}

/// The other mage's moves since the viewer last decided, in the engine's words.
fn partner_line(props: &TableProps<AeonsEnd>) -> Option<String> {
    let view = &props.view;
    let partner = view.mages.get(1 - props.viewer.min(1)).filter(|_| view.mages.len() == 2)?;
    let labels: Vec<String> = props
        .last
        .iter()
        .filter(|a| !matches!(a, Action::DiscardPlayed { .. }))
        .map(|a| props.ask.describe(a).label)
        .collect();
    let shown = labels.len().saturating_sub(4);
    (!labels.is_empty()).then(|| format!("{}'s last moves: {}", partner.name, labels[shown..].join("; ")))
}

#[component]
pub fn AeonsEndTable(props: &TableProps<AeonsEnd>) -> Html {
    // Drawn for the first time or for another seat (a hand-over): nothing moves in.
    use_memo(props.viewer, |_| hold_motion(400.0));
    let ui = use_interaction(props);
    let view = props.view.clone();
    let mut marked = (*ui.lit).clone();
    mark_last(&mut marked, &view, &props.last, props.viewer);
    let (lit, on_click) = (Rc::new(marked), ui.on_click);
    // The mage who decides now (in the nemesis's turn, the one answering its choice);
    // with nothing to decide, the mage whose turn it is, if it is a mage's turn.
    let mage_turn = matches!(view.phase, Phase::Casting | Phase::Main | Phase::Draw);
    let deciding = match &view.decision {
        Some(d) => Some(d.seat),
        None => (view.outcome.is_none() && mage_turn).then_some(view.active),
    };
    html! {
        <div class="ae-table" onkeydown={ui.on_key}>
            <Status key="status" view={view.clone()} decides={props.decides} partner={partner_line(props)} />
            <div key="foes" class="ae-foes">
                <NemesisMat nemesis={view.nemesis.clone()} lit={lit.lit(Obj::Nemesis)} on_click={on_click.clone()} />
                <NemesisPlay cards={view.nemesis.play.clone()} lit={lit.clone()} on_click={on_click.clone()} />
                <Gravehold life={view.gravehold} max={view.gravehold_max} />
                <NemesisDeck nemesis={view.nemesis.clone()} />
                <TurnOrder face_down={view.turn_deck_count} revealed={view.turn_revealed.clone()} mages={mage_names(&view)} />
            </div>
            <Supply key="supply" piles={view.supply.clone()} lit={lit.clone()} on_click={on_click.clone()} />
            <div key="mages" class="ae-mages">
                { for view.mages.iter().map(|m| html! {
                    <MageSide key={m.seat} mage={m.clone()} active={Some(m.seat) == deciding} lit={lit.clone()} on_click={on_click.clone()} />
                }) }
            </div>
            // After the hands in the tab order; drawn over the table, so opening it moves nothing.
            <div key="menu" class="ae-menu-slot">{ ui.menu }</div>
        </div>
    }
}
