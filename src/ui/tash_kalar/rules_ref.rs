//! Tash-Kalar's How to play page: a short guide and the rules reference, summarised in
//! our own words under the ids the engine's refusals cite (TK-…).

use crate::ui::common::RuleEntry;

pub const GUIDE: &[&str] = &[
    "Two to four players take turns on a 9×9 arena without its corners. Each turn has two actions (one on the starting player's first turn): place a common piece, summon a being or legend whose pattern your pieces form, or discard once.",
    "To summon, click a card in your hand: the squares where it can be summoned light up. Hover or focus one to see the pattern, the marked squares and what would be destroyed; click to summon, then make the effect's choices on the board.",
    "With no card selected, a faint dot marks squares where a common piece may go. Arrow keys move between squares; every square says what is on it. Hover, focus or long-press a card to read it whole.",
    "High Form scores tasks and legends; Deathmatch scores destroyed enemy pieces. A refused action shows the rule it breaks; its id links here.",
];

pub const RULES: &[RuleEntry] = &[
    RuleEntry { id: "TK-1", title: "Board and pieces", summary: "69 squares; common, heroic and legendary pieces in each player's colour; some squares are marked, red or green." },
    RuleEntry { id: "TK-2", title: "Setup", summary: "Each player gets a school's beings, a share of legends, a flare and starting pieces placed by the rules of the mode." },
    RuleEntry { id: "TK-3", title: "Turn structure", summary: "Two actions a turn (one on the first player's first turn), all of which must be used; discard at most once; flares cost no action; then the end-of-turn steps." },
    RuleEntry { id: "TK-3.1", title: "Actions per turn", summary: "Two actions, or one on the starting player's very first turn." },
    RuleEntry { id: "TK-3.3", title: "Discard once", summary: "Actions come in any order, but discarding is allowed only once a turn." },
    RuleEntry { id: "TK-3.4", title: "Use every action", summary: "You cannot end the turn while an action is left and something legal remains." },
    RuleEntry { id: "TK-3.6", title: "Flares in the turn", summary: "A flare may be invoked before or after any action, but never while an effect is resolving." },
    RuleEntry { id: "TK-4", title: "Place a common piece", summary: "Put a common piece on any empty square; with an empty supply, move one of your non-legendary pieces there instead." },
    RuleEntry { id: "TK-5", title: "Summon", summary: "Play a being or legend whose pattern your pieces form, in any rotation or mirror image." },
    RuleEntry { id: "TK-5.2", title: "Pattern match", summary: "Every square the pattern requires must hold your piece of at least the rank drawn." },
    RuleEntry { id: "TK-5.3", title: "Placement square", summary: "The new piece goes on an empty square or onto a piece of equal or lower rank, never onto a higher one." },
    RuleEntry { id: "TK-5.4", title: "Occupied placement", summary: "Where the pattern draws a piece on the placement square, your own piece must already be there." },
    RuleEntry { id: "TK-5.5", title: "Destroying by summoning", summary: "A piece under the new one is destroyed and goes back to its owner's supply." },
    RuleEntry { id: "TK-5.6", title: "Shortage while summoning", summary: "With no piece of the needed kind in supply, reuse one from the placement square or from outside the pattern; otherwise the summon is not allowed." },
    RuleEntry { id: "TK-5.10", title: "Choosing the image", summary: "When several images fit, the player picks one; marked squares follow it." },
    RuleEntry { id: "TK-6", title: "Effects", summary: "Moves, leaps, pushes, upgrades and destructions, each resolved in order, with optional parts you may skip." },
    RuleEntry { id: "TK-7", title: "Discard", summary: "Discard a being card, then put back cards from your hand to the bottom of your deck as the rules allow." },
    RuleEntry { id: "TK-8", title: "Flares", summary: "A flare works when an opponent has enough more pieces (bottom half) or more upgraded pieces (top half) than you." },
    RuleEntry { id: "TK-9", title: "Refilling the hand", summary: "At the end of your turn you draw back up to your hand size." },
    RuleEntry { id: "TK-10", title: "High Form", summary: "Score by claiming tasks at the end of your turn and by summoning legends; reaching the target starts the end of the game." },
    RuleEntry { id: "TK-11", title: "Deathmatch duel", summary: "Score for enemy pieces you destroy, for legends and for the opponent's flares." },
    RuleEntry { id: "TK-12", title: "Battle (3–4 players)", summary: "A score in each opponent's colour; your lowest one counts." },
    RuleEntry { id: "TK-13", title: "Team games", summary: "Partners share a colour and a legend hand and may pass control to each other." },
    RuleEntry { id: "TK-14", title: "End of game", summary: "The end is triggered by the target score or by running out of cards; the last round is finished and the highest score wins." },
];
