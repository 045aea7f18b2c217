//! What each Lorcana action acts on, for the shared interaction layer
//! (src/ui/common/interact.rs): cards, by their id.

use crate::games::lorcana::{action_subject, action_target, Action, CardId, CardView, Lorcana, LorcanaView};
use crate::ui::common::Interact;

impl Interact for Lorcana {
    type Obj = CardId;

    /// The card acted with. A song sung is the card played (LO-5.4.4), so the song in
    /// hand lights up and its menu lists each singer; the singer is its target.
    fn subject(_: &LorcanaView, action: &Action) -> Option<CardId> {
        match *action {
            Action::Sing { song, .. } => Some(song),
            _ => action_subject(action),
        }
    }

    /// The second card: a challenge's target, a shift's base, a move's location, a
    /// song's singer.
    fn target(_: &LorcanaView, action: &Action) -> Option<CardId> {
        match *action {
            Action::Sing { singer, .. } => Some(singer),
            _ => action_target(action),
        }
    }

    /// A card put back while altering the hand (LO-2.2.2), a target chosen for an
    /// effect (LO-1.7.3) and the next trigger of the bag (LO-7.7.3) are what the click
    /// meant when they are the card's only action.
    fn direct(action: &Action) -> bool {
        matches!(action, Action::PutBack { .. } | Action::ChooseTarget { .. } | Action::ResolveTrigger { .. })
    }

    /// A hand card is inked or played; a character of yours in play quests; an item of
    /// yours is used. When one is not legal, the menu asks why not.
    fn why_not(view: &LorcanaView, card: CardId) -> Vec<Action> {
        let me = &view.seats[view.viewer];
        let in_hand = me.hand.iter().flatten().any(|c| c.id == card);
        let mine_in_play = |cards: &[CardView]| cards.iter().any(|c| c.id == card);
        if in_hand {
            vec![Action::Ink { card }, Action::Play { card }]
        } else if mine_in_play(&me.characters) {
            vec![Action::Quest { card }]
        } else if mine_in_play(&me.items) {
            vec![Action::Activate { card }]
        } else {
            Vec::new()
        }
    }

    fn name(view: &LorcanaView, card: CardId) -> String {
        find_card(view, card).map_or_else(|| "this card".to_string(), |c| c.name.to_string())
    }

    /// A card drawn arrives in the hand; a card put into play arrives in play.
    fn placements(view: &LorcanaView) -> Vec<(CardId, &'static str)> {
        view.seats
            .iter()
            .flat_map(|s| {
                let play = s.characters.iter().chain(&s.items).chain(&s.locations).map(|c| (c.id, "play"));
                play.chain(s.hand.iter().flatten().map(|c| (c.id, "hand")))
            })
            .collect()
    }
}

/// A card the viewer can see on the table, in a hand or resolving.
pub fn find_card(view: &LorcanaView, id: CardId) -> Option<&CardView> {
    let mut seen = view.seats.iter().flat_map(|s| {
        s.hand.iter().flatten().chain(&s.characters).chain(&s.items).chain(&s.locations).chain(&s.discard)
    });
    seen.find(|c| c.id == id).or(view.resolving.as_ref().filter(|c| c.id == id))
}
