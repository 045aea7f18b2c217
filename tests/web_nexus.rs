//! Browser tests of the Nexus table (wasm-bindgen-test in headless Chrome): a save is
//! loaded in a hot-seat game (both seats people), then the table is clicked as a player
//! would. The saves (tests/web_nexus/*.json) were found natively: `battle` is seed 30 at
//! P1's turn 3 with P1's Ashfoot Scout (card 9) and P2's Current Skimmer (card 58) in
//! staging; `answer` is seed 3 at P2's turn 12, P2 to play card 54 while P1 holds Scorch
//! the Line (34), Rapid Ignition (29) and three unlocked sources; `queue` is seed 1 with
//! auto-pass off (every pass asked for) at P1's turn 14, P1 to play Kiln Sentinel (12)
//! while P2 holds Null Surge (80) and the energy for it.
#![cfg(target_arch = "wasm32")]

mod web_support;

use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_support::*;
use web_sys::{Element, HtmlTextAreaElement};

wasm_bindgen_test_configure!(run_in_browser);

const BATTLE: &str = include_str!("web_nexus/battle.json");
const ANSWER: &str = include_str!("web_nexus/answer.json");
const QUEUE: &str = include_str!("web_nexus/queue.json");

/// Opens the new-game page, makes P2 a person and loads `save`.
async fn load(save: &str) -> (Element, yew::AppHandle<turnkeeper::ui::App>) {
    let (root, handle) = mount("#/nexus/new").await;
    click(&wait_for(&root, ".seat-kind-1").await).await;
    assert_eq!(text(&root, ".seat-kind-1"), "Person", "P2 is played by a person");
    let area = wait_for(&root, ".load-save textarea").await.dyn_into::<HtmlTextAreaElement>().unwrap();
    area.set_value(save);
    area.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
    sleep(30).await;
    let buttons = all(&root, ".load-save button");
    click(buttons.last().expect("the Load button")).await;
    // A loaded hot-seat game opens on the pass-the-device screen.
    click(&wait_for(&root, ".pass-device button.primary").await).await;
    wait_for(&root, ".nx-table").await;
    (root, handle)
}

/// The one prompt, in the action bar (the table draws no second copy of it).
fn prompt(root: &Element) -> String {
    text(root, ".action-bar .prompt")
}

/// Hands the device over, passes and declares nothing until `done` holds. Each look is
/// at a settled page (the same for two looks in a row): on a loaded machine a click could
/// otherwise land between a repaint's prompt and its lit cards, and pass the very step
/// that was awaited (it passed P2's advance once, at load 5).
async fn until(root: &Element, what: &str, done: impl Fn(&Element) -> bool) {
    for _ in 0..300 {
        settle(root).await;
        if done(root) {
            return;
        }
        if let Some(b) = find(root, ".pass-device button.primary") {
            click(&b).await;
        } else if let Some(b) = find(root, "button[data-kind=pass]") {
            click(&b).await;
        } else if let Some(b) = find(root, "button[data-kind=confirm]") {
            click(&b).await;
        } else {
            sleep(20).await;
        }
    }
    panic!("never reached: {what}; prompt: {}", prompt(root));
}

/// Waits until the page stays the same over 20 ms (at most about half a second).
async fn settle(root: &Element) {
    let mut before = root.inner_html();
    for _ in 0..25 {
        sleep(20).await;
        let now = root.inner_html();
        if now == before {
            return;
        }
        before = now;
    }
}

/// Clicks a card, then the menu entry whose words contain `words`.
async fn choose(root: &Element, card: u8, words: &str) {
    // A change of the game clears the selection (the table's own rule), so a click that
    // lands just before a late repaint is made again, as a player would.
    for _ in 0..5 {
        click(&wait_for(root, &format!(".nx-card[data-card=\"{card}\"]")).await).await;
        for _ in 0..50 {
            if find(root, ".card-menu").is_some() {
                break;
            }
            sleep(20).await;
        }
        if find(root, ".card-menu").is_some() {
            break;
        }
    }
    wait_for(root, ".card-menu").await;
    let item = all(root, ".card-menu .menu-action")
        .into_iter()
        .find(|b| b.text_content().unwrap_or_default().contains(words))
        .unwrap_or_else(|| panic!("no menu entry with {words:?}: {}", text(root, ".card-menu")));
    click(&item).await;
}

/// Locks sources while a payment asks for them.
async fn pay(root: &Element) {
    for _ in 0..6 {
        if find(root, "button[data-kind=cancel_payment]").is_none() {
            return;
        }
        // The table redraws after each lock: a lit source may take a moment to show.
        for _ in 0..50 {
            if find(root, ".nx-staging .nx-card.nx-actionable").is_some()
                || find(root, "button[data-kind=cancel_payment]").is_none()
            {
                break;
            }
            sleep(20).await;
        }
        if find(root, "button[data-kind=cancel_payment]").is_none() {
            return;
        }
        let src = find(root, ".nx-staging .nx-card.nx-actionable").unwrap_or_else(|| {
            let staging: Vec<String> = all(root, ".nx-side").iter().map(|s| s.outer_html()).collect();
            panic!("a source to lock; prompt {:?}; rows {staging:?}", prompt(root))
        });
        click(&src).await;
    }
}

fn actionable(root: &Element, card: u8) -> bool {
    find(root, &format!(".nx-card.nx-actionable[data-card=\"{card}\"]")).is_some()
}

#[wasm_bindgen_test]
async fn advance_attack_defend_and_damage() {
    let (root, handle) = load(BATTLE).await;
    assert!(text(&root, ".nx-window").contains("floor"), "whose window it is is always shown");
    until(&root, "P1's advance", |r| prompt(r).starts_with("Advance") && actionable(r, 9)).await;
    choose(&root, 9, "into Left").await;
    click(&wait_for(&root, "button[data-kind=confirm]").await).await;
    until(&root, "P2's advance", |r| prompt(r).starts_with("Advance") && actionable(r, 58)).await;
    choose(&root, 58, "into Left").await;
    click(&wait_for(&root, "button[data-kind=confirm]").await).await;
    until(&root, "P1's attack", |r| prompt(r).starts_with("Attack") && actionable(r, 9)).await;
    assert!(find(&root, ".nx-sector .nx-card[data-card=\"9\"]").is_some(), "the Scout stands in a sector");
    choose(&root, 9, "Attack with").await;
    click(&wait_for(&root, "button[data-kind=confirm]").await).await;
    until(&root, "P2's defense", |r| prompt(r).starts_with("Defend") && actionable(r, 58)).await;
    choose(&root, 58, "defends against").await;
    // The biome is drawn again once the block is in (a moment later on a busy machine).
    until(&root, "the block drawn in the biome", |r| text(r, ".nx-fights").contains("Current Skimmer")).await;
    let fights = text(&root, ".nx-fights");
    assert!(
        fights.contains("P1's Ashfoot Scout") && fights.contains("Current Skimmer"),
        "the biome says who hits whom: {fights}"
    );
    click(&wait_for(&root, "button[data-kind=confirm]").await).await;
    until(&root, "the damage step", |r| text(r, ".log").contains("is terminated")).await;
    let log = text(&root, ".log");
    // The Skimmer carries an increase marker from turn 2 (2/3): it survives the Scout's 2.
    assert!(log.contains("Current Skimmer takes 2 damage"), "the attacker hit its defender: {log}");
    assert!(log.contains("Ashfoot Scout takes 2 damage"), "the defender hit back: {log}");
    assert!(log.contains("Ashfoot Scout is terminated"), "the Scout fell: {log}");
    assert!(log.contains("retreat"), "then the agents retreat");
    handle.destroy();
}

#[wasm_bindgen_test]
async fn a_speed3_answer_goes_on_the_queue_and_speed1_is_refused() {
    let (root, handle) = load(ANSWER).await;
    choose(&root, 54, "Play").await;
    pay(&root).await;
    until(&root, "P1 holding the floor", |r| find(r, ".pass-device").is_none() && actionable(r, 34)).await;
    assert_eq!(all(&root, ".nx-queue .nx-item").len(), 1, "P2's agent waits on the queue");
    choose(&root, 29, "why not").await;
    let toast = wait_for(&root, ".error-toast").await;
    assert_eq!(
        text(&toast, ".rule-id"),
        "NX-6.3.1",
        "a speed 1 action cannot answer: {}",
        toast.text_content().unwrap()
    );
    assert_eq!(all(&root, ".nx-queue .nx-item").len(), 1, "the refusal changed nothing");
    choose(&root, 34, "sector").await;
    pay(&root).await;
    // With auto-pass on, neither player can add more, so the answer executes at once,
    // last in, first out: Scorch before the agent it answered.
    let log = text(&root, ".log");
    let scorch = log.find("plays Scorch the Line on P2's").expect("the answer is told in the log");
    let executes = log[scorch..].find("Scorch the Line executes").expect("and executes");
    assert!(log[scorch + executes..].contains("arrives in P2's"), "then the agent below it arrives: {log}");
    assert!(all(&root, ".nx-queue .nx-item").len() <= 1);
    handle.destroy();
}

#[wasm_bindgen_test]
async fn a_speed3_answer_is_seen_on_the_queue_before_it_resolves() {
    let (root, handle) = load(QUEUE).await;
    choose(&root, 12, "Play Kiln Sentinel").await;
    pay(&root).await;
    // P2 answers: the device goes to P2, who plays Null Surge on the Sentinel's entry.
    until(&root, "P2 may answer", |r| find(r, ".pass-device").is_none() && actionable(r, 80)).await;
    assert_eq!(all(&root, ".nx-queue .nx-item").len(), 1, "P1's Sentinel waits on the queue");
    choose(&root, 80, "Play Null Surge").await;
    pay(&root).await;
    // Back to P1 (auto-pass is off in this game): the stack is on the table, both entries.
    let ready = wait_for(&root, ".pass-device button.primary").await;
    click(&ready).await;
    wait_for(&root, ".nx-queue .nx-top").await;
    assert!(find(&root, ".nx-card.nx-last-move[data-card=\"80\"]").is_some(), "P2's last card is outlined for P1");
    let told = text(&root, ".action-bar .last-move");
    assert!(told.contains("Null Surge"), "and told: {told}");
    let items = all(&root, ".nx-queue .nx-item");
    assert_eq!(items.len(), 2, "the answer sits on top of what it answers: {}", text(&root, ".nx-queue"));
    let top = items[0].text_content().unwrap_or_default();
    assert!(top.contains("Null Surge") && top.contains("speed 3"), "the top entry is the answer: {top}");
    assert!(top.contains("Kiln Sentinel"), "and says what it targets: {top}");
    let below = items[1].text_content().unwrap_or_default();
    assert!(below.contains("Kiln Sentinel") && below.contains("speed 1"), "below it, the card answered: {below}");
    assert!(text(&root, ".nx-window").contains("You hold the floor"), "{}", text(&root, ".nx-window"));
    assert!(prompt(&root).starts_with("Answer P2's Null Surge"), "the prompt says what to answer: {}", prompt(&root));
    // Both pass: the top executes first and cancels the Sentinel (last in, first out).
    until(&root, "the Sentinel is cancelled", |r| text(r, ".log").contains("was cancelled")).await;
    let log = text(&root, ".log");
    let surge = log.find("Null Surge executes").expect("the answer executed");
    assert!(log[surge..].contains("Kiln Sentinel was cancelled"), "then the Sentinel is cancelled: {log}");
    handle.destroy();
}

/// Table standard point 4, motion: a card converted from the hand flies to the staging
/// area in the time the bot speed sets (Slow: 420 ms); at Instant nothing moves.
#[wasm_bindgen_test]
async fn a_converted_card_flies_from_the_hand_to_staging_paced_by_the_bot_speed() {
    for (speed, expected) in [("1400", vec![420.0]), ("0", vec![])] {
        let (root, handle) = mount("#/nexus/new").await;
        set_seed(&root, "5").await;
        click(&wait_for(&root, "button.start").await).await;
        click(&wait_for(&root, "button[data-kind=keep]").await).await;
        let card = wait_for(&root, ".nx-hand .nx-card.nx-actionable").await;
        let id = card.get_attribute("data-card").unwrap();
        web_sys::window().unwrap().local_storage().unwrap().unwrap().set_item("turnkeeper/bot-speed", speed).unwrap();
        sleep(450).await; // past the table's first drawing, which never moves
        click(&card).await;
        click(&wait_for(&root, ".card-menu button[data-kind=convert]").await).await;
        let moved =
            wait_for(&root, &format!(".nx-side.nx-mine .nx-staging .nx-card.nx-converted[data-card=\"{id}\"]")).await;
        assert_eq!(motions(&moved), expected, "at bot speed {speed} ms");
        handle.destroy();
    }
}

/// The motions the table started (Web Animations, not the stylesheet's CSS animations
/// and transitions) running on an element now, as their durations in ms.
fn motions(e: &Element) -> Vec<f64> {
    let v = js(e.as_ref(), "return e.getAnimations ? e.getAnimations().filter(a => !(a instanceof CSSAnimation) && !(a instanceof CSSTransition)).map(a => a.effect.getTiming().duration) : []");
    js_sys::Array::from(&v).iter().filter_map(|d| d.as_f64()).collect()
}
