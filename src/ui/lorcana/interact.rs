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
    /// yours is used; an opposing character or location is challenged (by your first
    /// ready character: a ready or Evasive one cannot be, LO-4.6.4, LO-8.6). When one
    /// is not legal, the menu asks why not.
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
        } else if let Some(attacker) = challenger(view).filter(|_| challengeable(view, card)) {
            vec![Action::Challenge { attacker, target: card }]
        } else {
            Vec::new()
        }
    }

    /// Your character, then an opposing character or location it cannot challenge now:
    /// the challenge is asked for, and its refusal says why.
    fn why_not_pair(view: &LorcanaView, selected: CardId, clicked: CardId) -> Option<Action> {
        let mine = view.seats[view.viewer].characters.iter().any(|c| c.id == selected);
        (mine && challengeable(view, clicked)).then_some(Action::Challenge { attacker: selected, target: clicked })
    }

    /// Two copies of a card in play: exerted or ready, its damage, and which of them
    /// from the left on its side ("exerted, 2 damage, 2nd from the left").
    fn tell_apart(view: &LorcanaView, card: CardId) -> String {
        let Some(c) = find_card(view, card) else { return String::new() };
        let mut words = Vec::new();
        for side in &view.seats {
            // As the play area draws them: each location with the characters at it, the
            // other characters, the items.
            let mut row: Vec<&CardView> = Vec::new();
            for l in &side.locations {
                row.push(l);
                row.extend(side.characters.iter().filter(|c| c.at_location == Some(l.id)));
            }
            row.extend(side.characters.iter().filter(|c| c.at_location.is_none()));
            row.extend(&side.items);
            if let Some(at) = row.iter().filter(|o| o.name == c.name).position(|o| o.id == card) {
                words.push(if c.exerted { "exerted".to_string() } else { "ready".to_string() });
                if c.damage > 0 {
                    words.push(format!("{} damage", c.damage));
                }
                words.push(format!("{} from the left", crate::ui::common::ordinal(at + 1)));
            }
        }
        words.join(", ")
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

/// The character of the viewer a "why not?" challenge is asked with: the first ready
/// one, else the first.
fn challenger(view: &LorcanaView) -> Option<CardId> {
    let mine = &view.seats[view.viewer].characters;
    mine.iter().find(|c| !c.exerted && !c.drying).or(mine.first()).map(|c| c.id)
}

/// An opposing character or location in play: what a player may think to challenge.
fn challengeable(view: &LorcanaView, card: CardId) -> bool {
    view.seats.iter().filter(|s| s.seat != view.viewer).any(|s| s.characters.iter().chain(&s.locations).any(|c| c.id == card))
}

/// A card the viewer can see on the table, in a hand or resolving.
pub fn find_card(view: &LorcanaView, id: CardId) -> Option<&CardView> {
    let mut seen = view.seats.iter().flat_map(|s| {
        s.hand.iter().flatten().chain(&s.characters).chain(&s.items).chain(&s.locations).chain(&s.discard)
    });
    seen.find(|c| c.id == id).or(view.resolving.as_ref().filter(|c| c.id == id))
}
