//! Altered's How to play page: a short guide and the rules reference, summarised in our
//! own words under the ids the engine's refusals and prompts cite (AL-…).

use crate::ui::common::RuleEntry;

pub const GUIDE: &[&str] = &[
    "Two players race across the Adventure, a track of eight regions. Your Hero Expedition starts at one end and your Companion Expedition at the other; when they meet or cross at the end of a day, with more progress than the other player, you win.",
    "Setup: click three of your six opening cards into Mana (ready orbs whose faces only you see). Day 1 starts at Noon.",
    "A day has five phases. Morning (from day 2): the first-player role passes, everything is readied, both draw two and may put one card into Mana. Noon: At Noon Reactions. Afternoon: turns alternate; on yours play one card from your Hand or a ready card of your Reserve (into one of your expeditions for Characters and Gears), or use a quick action, or pass for the day. Dusk: each expedition moves one region if it beats the facing one in a terrain of its own region. Night: Rest, Clean-up, Check Victory.",
    "Click a card to see exactly what it can do now; a Character or Gear lights your two expeditions, click one. Hover, focus or long-press any card to read it whole. The prompt above the buttons always says what is being decided; Reactions waiting in Limbo are listed in order.",
    "A refused action shows the rule it breaks; its id links here.",
];

pub const RULES: &[RuleEntry] = &[
    RuleEntry { id: "AL-1", title: "Setup and decks", summary: "Each player has a Hero and a 30-card deck. The first player is drawn at random." },
    RuleEntry { id: "AL-1.3", title: "Setup", summary: "Build the Adventure (three face-down Tumult cards between the Hero and Companion Regions), draw six, put three of them into Mana as ready orbs. Day 1 starts at Noon: no Morning." },
    RuleEntry { id: "AL-2", title: "Objects and timestamps", summary: "Every card or token in a visible zone is an object. A card that changes zone becomes a new object: no statuses or counters carried over unless a rule says so." },
    RuleEntry { id: "AL-2.5", title: "Tokens", summary: "A token that leaves the Expedition zone stops existing at once; it arrives nowhere, but it still counts as having left (and as sacrificed)." },
    RuleEntry { id: "AL-2.8", title: "Timestamps given at once", summary: "When several objects arrive in one step, the player with initiative orders their own objects first (earliest timestamp first), then the other player. The table asks only when the order could differ." },
    RuleEntry { id: "AL-2.9", title: "Switching expeditions", summary: "Moving a Character to your other expedition is not a zone change: it keeps its identity, statuses and boosts." },
    RuleEntry { id: "AL-3", title: "Zones", summary: "Adventure, Expeditions and Limbo are shared; Deck and Hand are hidden; Discard pile, Hero, Landmarks, Mana (face-down) and Reserve are your own. In play means in an expedition or among the landmarks." },
    RuleEntry { id: "AL-3.5", title: "An empty Deck", summary: "If you must draw from an empty Deck, shuffle your Discard pile under it first; if there is still nothing, nothing happens. You never lose for lack of cards." },
    RuleEntry { id: "AL-3.6", title: "Limits", summary: "Your Hero sets your Reserve and Landmark limits (2 and 2 without a Hero). They are checked only at Clean-up." },
    RuleEntry { id: "AL-4", title: "The Adventure", summary: "Eight regions, 0 to 7, each with terrains among Forest, Mountain and Water. Hero expeditions walk from 0 toward 7, Companion expeditions from 7 toward 0. Entering a face-down half turns its Tumult card face-up." },
    RuleEntry { id: "AL-5", title: "The day", summary: "Morning, Noon, Afternoon, Dusk, Night. Outside the Afternoon the first player has initiative; in the Afternoon the player taking the turn has it." },
    RuleEntry { id: "AL-5.0.2", title: "Phase starts and automatic steps", summary: "Each phase starts by triggering its At phase Reactions; the daily effects then run by themselves, and nobody decides during them except where a choice is asked." },
    RuleEntry { id: "AL-5.1", title: "Morning", summary: "Succeed (the first-player role passes), Prepare (ready everything you own or control), Draw two, Expand (you may put one card from Hand into Mana, ready)." },
    RuleEntry { id: "AL-5.1.4", title: "Expand", summary: "In turn order, each player may put one card of their own Hand into Mana face-down and ready, or skip." },
    RuleEntry { id: "AL-5.2", title: "Noon", summary: "Only the At Noon Reactions of what is in play when Noon starts; a card arriving during Noon waits for the next day." },
    RuleEntry { id: "AL-5.3", title: "Afternoon", summary: "Players alternate turns, first player first, until both have passed." },
    RuleEntry { id: "AL-5.3.1", title: "Whose turn", summary: "Only the player taking the turn may act in the Afternoon." },
    RuleEntry { id: "AL-5.3.2", title: "A turn", summary: "Play a card, use a quick action, or pass. A quick action leaves the turn with you; playing a card ends it." },
    RuleEntry { id: "AL-5.3.4", title: "Passing", summary: "A player who passed takes no more turns that day; the other keeps taking turns until they pass too." },
    RuleEntry { id: "AL-5.4", title: "Dusk: Progress", summary: "Each expedition adds up its Characters' terrain statistics (boosts add one to each; Asleep ones count nothing). It moves forward one region if, in a terrain of its own region, its total is above the facing expedition's and above 0, unless it holds a Defender." },
    RuleEntry { id: "AL-5.5", title: "Night", summary: "Rest: Characters (and Gears whose expedition moved) go to Reserve, except Anchored, Asleep and Eternal ones; Fleeting ones go to the Discard pile; tokens vanish. Then Clean-up, then Check Victory." },
    RuleEntry { id: "AL-5.5.3", title: "Clean-up", summary: "Over a limit, choose what to keep: the first player announces first, then the other. The rest of the Reserve is discarded and extra landmarks are sacrificed, all at once." },
    RuleEntry { id: "AL-6", title: "Winning", summary: "Checked only at the end of Night." },
    RuleEntry { id: "AL-6.1", title: "Check Victory", summary: "Your progress is the regions your two expeditions have travelled. With 7 or more and more than the other player, you win; equal at 7 or more starts tiebreakers in the Arena, where the player winning more terrains wins." },
    RuleEntry { id: "AL-7", title: "Mana and costs", summary: "Pay a cost by exhausting that many ready Mana Orbs: the Hand cost from Hand, the Reserve cost from Reserve. A card put into Mana is exhausted unless it says ready." },
    RuleEntry { id: "AL-8", title: "Playing cards", summary: "Declare (the card and, for a Character or Gear, an expedition), move it to Limbo, pay, resolve." },
    RuleEntry { id: "AL-8.1", title: "Declaring a play", summary: "Characters and Gears go into one of your two expeditions; Spells and Landmarks into none." },
    RuleEntry { id: "AL-8.2", title: "A play that cannot be declared", summary: "If the declaration is illegal (for example too few ready orbs), nothing changes and you choose again." },
    RuleEntry { id: "AL-8.3", title: "Targets", summary: "Targets are chosen as the effect resolves; with none, that part does nothing. The same object cannot be chosen twice in one step." },
    RuleEntry { id: "AL-8.6", title: "Where cards are played from", summary: "From your Hand, or a ready card of your Reserve. A card played from Reserve becomes Fleeting (not a Landmark)." },
    RuleEntry { id: "AL-8.7", title: "Quick actions", summary: "Played on your turn from your Hero or permanents; an exhaust-me cost needs the object ready. They do not end the turn." },
    RuleEntry { id: "AL-10", title: "Statuses", summary: "Anchored and Asleep Characters stay through Rest and lose the status; Asleep ones count nothing at Dusk; Fleeting ones go to the Discard pile instead of the Reserve; exhausted Reserve cards cannot be played." },
    RuleEntry { id: "AL-11", title: "Boosts", summary: "Each boost adds one to each statistic. Boosts are lost when a card leaves play, except a Seasoned one going to Reserve." },
    RuleEntry { id: "AL-12", title: "Keywords", summary: "Defender (its expedition cannot move forward), Eternal (stays at Rest), Gigantic (in both your expeditions), Seasoned (keeps boosts into Reserve), Tough X (an opponent pays X more to target it), Cooldown." },
    RuleEntry { id: "AL-12.5", title: "Tough", summary: "An opponent must pay X more mana to choose a Tough X object as a target, once per effect; its controller never pays." },
    RuleEntry { id: "AL-13", title: "Reactions", summary: "A triggered Reaction waits in Limbo as an emblem until Reactions are checked (after each phase start, daily effect, turn effect and Reaction)." },
    RuleEntry { id: "AL-13.6", title: "Order of Reactions", summary: "The first player in initiative order who has a waiting Reaction plays one of theirs (their choice), then the check starts again: they empty theirs, including new ones, before the other player." },
    RuleEntry { id: "AL-14", title: "Effects", summary: "Each verb is its own step; a part that cannot be done is skipped and the rest still happens." },
    RuleEntry { id: "AL-14.2", title: "Optional parts", summary: "\"You may\" is asked just before the step; \"up to\" lets you choose fewer, even none; a required choice must be made." },
];
