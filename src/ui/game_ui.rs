//! What a game adds to the app: its table of zone components, its options form and its
//! turn structure. Everything else (log, undo, bots, hand-over) is shared.

use yew::prelude::*;

use std::rc::Rc;

use crate::engine::prelude::*;
use crate::engine::{static_words, ActionInfo, Match, Seat};
use crate::online::wire::Choice;

/// The browser side of a game.
pub trait GameUi: Game {
    /// How many seats these options set up.
    fn seat_count(options: &Self::Options) -> usize;

    /// The form for this game's options.
    fn options_form(options: Self::Options, on_change: Callback<Self::Options>) -> Html;

    /// The table: one component per zone, clicking what an action acts on.
    fn table(props: TableProps<Self>) -> Html;

    /// Whether an action belongs to no object on the table (end turn, pass, done): those
    /// go in the action bar.
    fn is_bar_action(action: &Self::Action) -> bool;

    /// Actions of the action bar a player expects now that the rules may refuse (End
    /// turn while a Reckless character must challenge, LO-8.7): when one is not legal
    /// the bar offers it as "why not?", whose refusal names the rule, rather than
    /// letting the button vanish with no reason. Each with its button's words.
    fn bar_why_not(_view: &Self::View) -> Vec<(Self::Action, &'static str)> {
        Vec::new()
    }

    /// The phases the tracker shows now ([`Rules::PHASES`](crate::engine::Rules::PHASES)):
    /// only the steps that can happen this turn.
    fn tracker_phases(&self) -> Vec<(&'static str, &'static [&'static str])> {
        Self::PHASES.to_vec()
    }

    /// Whose turn it is, from the seat the rules call active ([`Rules::active`]) and
    /// where the turn is ([`Rules::phase`]): `None` when the turn is no seat's (Aeon's
    /// End's nemesis), called [`GameUi::NO_SEAT_TURN`]. The header names it apart from
    /// who decides now, which may be another seat (Nexus's defender, AE-9.6's "any
    /// player").
    ///
    /// [`Rules::active`]: crate::engine::Rules::active
    /// [`Rules::phase`]: crate::engine::Rules::phase
    fn turn_of(active: Seat, _phase: &[&str]) -> Option<Seat> {
        Some(active)
    }

    /// The words for a turn that is no seat's ([`GameUi::turn_of`] `None`).
    const NO_SEAT_TURN: &'static str = "Nobody's turn";

    /// The short guide on the game's How to play page (markdown: the goal, a turn, how
    /// to click things here). Its rules reference is `static/rules/<ID>.md`, the rules
    /// written for players with the ids refusals cite; a test fails if either is empty.
    const GUIDE: &'static str = "";

    /// What the score counts, for the end screen ("Lore", "Points").
    const SCORE_NAME: &'static str = "Score";

    /// Whether the seats play as one team against the game (Aeon's End): the end screen
    /// then says the team won or lost together, never "Draw", with one shared score.
    const COOPERATIVE: bool = false;

    /// The level the Hint searches at: Normal, or one that tries more where Normal's
    /// tries spread too thin over the moves to rank them (a Tash-Kalar turn offers some
    /// eighty placements: at Normal its top move rested on 3 or 4 tries, issue 34 point 6).
    const HINT_LEVEL: crate::engine::ai::Level = crate::engine::ai::Level::Normal;

    /// The most Web Workers a Hard move of this game is searched by in a deployed page
    /// (root-parallel search, `ui::ai_player::worker_client`): the device's cores up to
    /// this; 1 keeps Hard to one search where more were measured to play no better.
    const HARD_WORKERS: u32 = 8;

    /// What a move changed, in words, for the Hint's reason ("quests for 2 lore"):
    /// `before` and `after` are one move apart, both drawn from `seat`'s own view. `None`
    /// gives the generic words: the score and zone counts that changed.
    fn explain(_before: &Self, _after: &Self, _seat: Seat) -> Option<String> {
        None
    }

    /// A refusal's words as the table draws them: a game whose rules write costs in card
    /// notation (`{2}{E}`) draws them as its symbols, never as the raw code.
    fn message(text: &str) -> Html {
        html! { { text.to_string() } }
    }

    /// Whether the game has a deck builder (`#/<id>/decks`, [`GameUi::deck_config`]). A
    /// constant, so the lobby links to it without carrying the game's rules.
    const DECKS: bool = false;

    /// The name of the game's campaign (Aeon's End's expedition), if it has one: the
    /// lobby's tile links to its page (`Route::Campaign`) and shows its progress.
    const CAMPAIGN: Option<&'static str> = None;

    /// The campaign's page, opened with a shared link's code.
    fn campaign_page(_code: Option<String>) -> Html {
        html! {}
    }

    /// What the end screen adds for this match (a campaign's battle goes back to it).
    fn end_extra(_m: &Match<Self>) -> Html {
        html! {}
    }

    /// The deck builder's settings for this game: its filters, curves, colour, formats,
    /// opening hand and card face (`ui::common::deck_builder`). `None` (the default) for
    /// a game without decks to build.
    fn deck_config() -> Option<super::common::DeckConfig> {
        None
    }

    /// The premade decks the game offers to play against a built deck (in the builder
    /// and on the page a built deck is handed to, `ui::deck_game`).
    fn premade_decks() -> Vec<super::common::deck_builder::Premade> {
        Vec::new()
    }

    /// The lobby tile's picture (our own drawing, SVG or CSS).
    fn tile_art() -> Html {
        html! {
            <svg class="tile-art" viewBox="0 0 120 60" aria-hidden="true">
                <rect x="30" y="8" width="30" height="44" rx="4" fill="#3a2e5c" stroke="#c9a24a" stroke-width="2" transform="rotate(-10 45 30)" />
                <rect x="55" y="8" width="30" height="44" rx="4" fill="#f6efe0" stroke="#c9a24a" stroke-width="2" transform="rotate(8 70 30)" />
            </svg>
        }
    }
}

/// What a table gets: what the viewing seat may see and do, never the full state.
/// The view and the legal list are worked out once per change of the match (not per
/// hover or selection inside the table); the engine answers questions about a single
/// action (its words, its preview) through [`Ask`].
#[derive(Properties)]
pub struct TableProps<G: GameUi> {
    /// The viewing seat's view: everything the table draws comes from here.
    pub view: Rc<G::View>,
    pub viewer: Seat,
    /// A watcher of an online game: nobody's seat. The view is the public table drawn
    /// from `viewer`'s side; the table names no seat "you" and shows every seat's
    /// public counts (a hand as its number of cards).
    pub watching: bool,
    /// The viewer decides now (no hand-over screen, no replay, not a computer's turn).
    pub decides: bool,
    /// The viewer's legal actions: empty unless `decides`.
    pub legal: Rc<Vec<G::Action>>,
    /// The move the Hint suggests, marked on the table (every legal move stays open).
    pub hinted: Option<G::Action>,
    /// The other seats' moves since the viewer last decided, oldest first: the table
    /// marks them as "their last move".
    pub last: Rc<Vec<G::Action>>,
    /// Take an action (refused actions come back as the page's error toast).
    pub act: Callback<G::Action>,
    pub ask: Ask<G>,
    /// A snapshot: the session's version when these props were made.
    pub version: u64,
}

impl<G: GameUi> PartialEq for TableProps<G> {
    fn eq(&self, other: &Self) -> bool {
        // Every change of the match or of the seat shown bumps the version; the legal
        // list is also made anew when the Hint lights one move (or stops).
        self.version == other.version
            && self.viewer == other.viewer
            && self.decides == other.decides
            && Rc::ptr_eq(&self.legal, &other.legal)
            && self.hinted == other.hinted
    }
}

impl<G: GameUi> Clone for TableProps<G> {
    fn clone(&self) -> Self {
        Self {
            view: self.view.clone(),
            viewer: self.viewer,
            watching: self.watching,
            decides: self.decides,
            legal: self.legal.clone(),
            hinted: self.hinted.clone(),
            last: self.last.clone(),
            act: self.act.clone(),
            ask: self.ask.clone(),
            version: self.version,
        }
    }
}

/// The engine's answers about one action, for the table's menus: its words (also for
/// "why not?" items, which are not legal) and its preview. It keeps the state private,
/// so a table cannot read what its seat may not see.
///
/// On a remote seat's page (online play) there is no state: the answers come
/// from the words and previews the host sent with the seat's legal list.
pub struct Ask<G: Game>(AskFrom<G>);

enum AskFrom<G: Game> {
    Local(Rc<Match<G>>),
    Remote(Rc<Vec<Choice<G::Action, G::Preview>>>),
}

impl<G: GameUi> Ask<G> {
    pub fn new(m: Rc<Match<G>>) -> Self {
        Self(AskFrom::Local(m))
    }

    /// The answers of a remote seat's page: its legal list with the host's words.
    pub fn remote(choices: Rc<Vec<Choice<G::Action, G::Preview>>>) -> Self {
        Self(AskFrom::Remote(choices))
    }

    /// How the action is shown (`Describe::describe`). On a remote page an action
    /// that is not in the seat's list has no words from the host: it is called so.
    pub fn describe(&self, action: &G::Action) -> ActionInfo {
        match &self.0 {
            AskFrom::Local(m) => m.state().describe(action),
            AskFrom::Remote(choices) => match choices.iter().find(|c| c.action == *action) {
                Some(c) => ActionInfo { kind: static_words::keep(&c.kind).unwrap_or("action"), label: c.label.clone() },
                None => ActionInfo { kind: "action", label: "Not one of your choices now".into() },
            },
        }
    }

    /// What the action would do, shown before it is taken (`Describe::preview`). On a
    /// remote page it is the one the host sent with the seat's choice.
    pub fn preview(&self, action: &G::Action) -> Option<G::Preview> {
        match &self.0 {
            AskFrom::Local(m) => m.state().preview(action),
            AskFrom::Remote(choices) => choices.iter().find(|c| c.action == *action)?.preview.clone(),
        }
    }
}

impl<G: Game> Clone for Ask<G> {
    fn clone(&self) -> Self {
        Self(match &self.0 {
            AskFrom::Local(m) => AskFrom::Local(m.clone()),
            AskFrom::Remote(c) => AskFrom::Remote(c.clone()),
        })
    }
}
