//! Browser test of Aeon's End's expedition (issue 32 point 5): begun with a team chosen
//! on its page, shared by link, a battle played to its end and brought back to the
//! expedition, the rewards taken by choosing, the next battle started with the kept
//! cards, all of it surviving a reload and shown on the lobby; a damaged link is
//! refused and loses nothing.
#![cfg(target_arch = "wasm32")]

mod web_support;

use wasm_bindgen_test::*;
use web_support::*;

use turnkeeper::engine::ai::{choose as computer_move, Level};
use turnkeeper::engine::prelude::*;
use turnkeeper::engine::Match;
use turnkeeper::games::aeons_end::content::pool;
use turnkeeper::games::aeons_end::expedition::{Expedition, OFFER_WON};
use turnkeeper::games::aeons_end::AeonsEnd;
use turnkeeper::ui::SeatKind;

wasm_bindgen_test_configure!(run_in_browser);

const KEY: &str = "turnkeeper/aeons-end/expedition";

fn stored() -> Option<Expedition> {
    let s = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    s.get_item(KEY).unwrap().map(|t| serde_json::from_str(&t).expect("the kept expedition reads"))
}

/// The expedition's battle now, played to its end by two greedy mages (as the computer
/// would at the table, only faster), as the stored game after a reload.
fn finished_battle(e: &Expedition) -> (turnkeeper::ui::StartConfig, bool) {
    let options = e.battle().expect("a battle waits");
    let mut m = Match::<AeonsEnd>::new(options, e.battle_seed()).expect("the battle sets up");
    let mut i = 0;
    while m.state().outcome().is_none() {
        let a = computer_move(m.state(), Level::Greedy, i).expect("a move");
        m.apply(&a).expect("a legal move");
        i += 1;
    }
    let won = !m.state().outcome().unwrap().winners.is_empty();
    let config = turnkeeper::ui::StartConfig {
        game: "aeons-end".into(),
        seats: vec![SeatKind::Human; e.team.len()],
        seed: e.battle_seed(),
        options: serde_json::to_value(m.options()).unwrap(),
        resume: Some(m.save().unwrap()),
        replay: false,
        online: None,
    };
    (config, won)
}

/// Keeps `config` as the game in progress.
fn keep_game(config: &turnkeeper::ui::StartConfig) {
    let s = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    s.set_item("turnkeeper/aeons-end/current", &serde_json::to_string(config).unwrap()).unwrap();
}

#[wasm_bindgen_test]
async fn an_expedition_is_shared_carried_across_two_battles_and_a_reload_and_shown_on_the_lobby() {
    let p = pool().expect("the card files read");

    // Begun on its page with a team of three chosen there.
    let (root, handle) = mount("#/aeons-end/campaign").await;
    choose(&root, "#ae-mages", "3").await;
    choose(&root, "#ae-mage-0", "tamsin").await;
    choose(&root, "#ae-mage-2", "corvin").await;
    click(&wait_for(&root, "button.ae-exp-begin").await).await;
    wait_for(&root, ".ae-exp-battles").await;
    let begun = stored().expect("the expedition is kept in the browser");
    assert_eq!(begun.team.len(), 3);
    assert_eq!((begun.team[0].as_str(), begun.team[2].as_str()), ("tamsin", "corvin"), "{:?}", begun.team);
    assert_eq!(all(&root, ".ae-exp-battle").len(), begun.battles.len(), "every battle listed");
    let first = p.nemesis(&begun.battles[0]).unwrap().name.clone();
    assert!(text(&root, ".ae-exp-battle.ae-exp-now").contains(&first), "{}", text(&root, ".ae-exp-battle.ae-exp-now"));
    handle.destroy();

    // A link's expedition: one whose first battle two greedy mages win, so the test
    // goes on to the second battle every time.
    let shared = (1..200)
        .map(|seed| Expedition::new(vec!["orrin".into(), "tamsin".into()], seed).unwrap())
        .find(|e| finished_battle(e).1)
        .expect("a deal the greedy mages win");
    let code = Expedition::code(&serde_json::to_string(&shared).unwrap());
    let (root, handle) = reload(&format!("#/aeons-end/campaign/{code}")).await;
    let offer = wait_for(&root, ".ae-exp-link").await;
    assert!(offer.text_content().unwrap().contains("replaces the one kept here"), "never replaced unasked");
    assert_eq!(stored().as_ref(), Some(&begun), "nothing changes before it is taken up");
    click(&wait_for(&root, "button.ae-exp-take").await).await;
    wait_for(&root, ".ae-exp-battles").await;
    assert_eq!(stored().as_ref(), Some(&shared), "the link's expedition is kept");

    // Battle 1 starts as this page's game with the expedition's options and deal.
    choose(&root, "#ae-exp-seats", "2").await;
    click(&wait_for(&root, "button.ae-exp-play").await).await;
    wait_for(&root, ".ae-table").await;
    let game = current_game::<AeonsEnd>().expect("the battle is the game in progress");
    assert_eq!(
        serde_json::from_value::<turnkeeper::games::aeons_end::Options>(game.options.clone()).unwrap(),
        shared.battle().unwrap()
    );
    assert_eq!(game.seed, shared.battle_seed());
    assert!(game.seats.iter().all(|s| s.is_computer()), "the computer plays every mage, as chosen");
    handle.destroy();

    // The battle under way goes on where it stands when it is played again from the page.
    let mut under_way = game.clone();
    let (mid, _) = finished_battle(&shared);
    let mut m = Match::<AeonsEnd>::new(shared.battle().unwrap(), shared.battle_seed()).unwrap();
    for a in mid.resume.as_ref().unwrap().log.iter().take(20) {
        m.apply(&serde_json::from_value(a.clone()).unwrap()).unwrap();
    }
    under_way.resume = Some(m.save().unwrap());
    keep_game(&under_way);
    let (root, handle) = reload("#/aeons-end/campaign").await;
    click(&wait_for(&root, "button.ae-exp-play").await).await;
    wait_for(&root, ".ae-table").await;
    let kept = current_game::<AeonsEnd>().unwrap();
    assert!(kept.resume.as_ref().is_some_and(|s| s.log.len() >= 20), "not dealt again");
    handle.destroy();
    // Another game in progress is replaced only if the person says so.
    let other = played_config::<AeonsEnd>(3, 2, vec![SeatKind::Human; 2]);
    keep_game(&other);
    let (root, handle) = reload("#/aeons-end/campaign").await;
    js_sys::eval("window.confirm = () => false;").unwrap();
    click(&wait_for(&root, "button.ae-exp-play").await).await;
    sleep(200).await;
    js_sys::eval("window.confirm = () => true;").unwrap();
    assert_eq!(current_game::<AeonsEnd>().unwrap().seed, 3, "the other game stays when the person says no");
    assert!(find(&root, ".ae-table").is_none(), "and the page stays");
    handle.destroy();

    // A finished game that is not this battle (another deal) claims nothing.
    let mut other = shared.clone();
    other.seed += 1;
    let (forged, _) = finished_battle(&other);
    let s = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    s.set_item("turnkeeper/aeons-end/campaign-result", &serde_json::to_string(&forged.resume).unwrap()).unwrap();
    let (root, handle) = reload("#/aeons-end/campaign").await;
    wait_for(&root, "button.ae-exp-play").await;
    assert!(
        find(&root, ".ae-exp-rewards").is_none() && stored().unwrap().reward.is_none(),
        "no reward for another deal"
    );
    handle.destroy();

    // Its end, as after a reload: the end screen takes the result back to the expedition.
    let (done, won) = finished_battle(&shared);
    assert!(won);
    keep_game(&done);
    let (root, handle) = reload("#/aeons-end/play").await;
    let back = wait_for(&root, ".end-screen a.ae-exp-back").await;
    // A game that ends at the table is forgotten by its autosave (a loaded finished one
    // is not): forgotten here too, so the result can only go with the link.
    s.remove_item("turnkeeper/aeons-end/current").unwrap();
    click(&back).await;
    let rewards = wait_for(&root, ".ae-exp-rewards").await;
    let r = stored().unwrap().reward.expect("a reward waits");
    assert!(r.won);
    assert_eq!(all(&rewards, ".ae-exp-offer .ae-exp-card").len(), OFFER_WON + r.treasures.len());
    let said = |e: &web_sys::Element| e.text_content().unwrap_or_default().contains("Treasure");
    let treasures = all(&rewards, ".ae-exp-offer .ae-exp-card").iter().filter(|e| said(e)).count();
    assert_eq!(treasures, r.treasures.len(), "the treasures are said apart from the cards");
    // Orrin takes the third card, Tamsin the first; the second treasure goes to Orrin.
    choose(&root, "#ae-exp-card-0", "2").await;
    choose(&root, "#ae-exp-card-1", "0").await;
    choose(&root, "#ae-exp-treasure", "1").await;
    choose(&root, "#ae-exp-keeper", "0").await;
    click(&wait_for(&root, "button.ae-exp-take-rewards").await).await;
    wait_for(&root, "button.ae-exp-play").await;
    let after = stored().unwrap();
    assert_eq!(after.at, 1, "on to battle 2");
    assert_eq!(after.carried[0], vec![r.cards[2].clone(), r.treasures[1].clone()]);
    assert_eq!(after.carried[1], vec![r.cards[0].clone()]);
    handle.destroy();

    // A reload keeps it; the lobby shows where it stands.
    let (root, handle) = reload("#/").await;
    wait_for(&root, ".in-progress.campaign").await;
    let line = text(&root, ".in-progress.campaign .what");
    assert!(line.contains("Battle 2 of"), "{line}");
    handle.destroy();
    let (root, handle) = reload("#/aeons-end/campaign").await;
    let second = p.nemesis(&after.battles[1]).unwrap().name.clone();
    wait_for(&root, ".ae-exp-battle.ae-exp-now").await;
    assert!(text(&root, ".ae-exp-battle.ae-exp-now").contains(&second));
    let kept = text(&root, ".ae-exp-kept");
    let kept_name = p.card(&r.treasures[1]).unwrap().name.clone();
    assert!(kept.contains(&kept_name), "the kept treasure is listed: {kept}");

    // Battle 2 starts with the kept cards in the mages' decks.
    click(&wait_for(&root, "button.ae-exp-play").await).await;
    wait_for(&root, ".ae-table").await;
    let game = current_game::<AeonsEnd>().unwrap();
    let o: turnkeeper::games::aeons_end::Options = serde_json::from_value(game.options).unwrap();
    assert_eq!((o.nemesis.as_str(), &o.carried), (after.battles[1].as_str(), &after.carried));
    let g = Match::<AeonsEnd>::new(o, game.seed).unwrap();
    let deck: Vec<String> = g.state().mages[0].deck.iter().map(|&c| g.state().kind(c).id.clone()).collect();
    assert!(deck.contains(&r.treasures[1]), "Orrin's treasure starts in his deck: {deck:?}");
    handle.destroy();

    // A damaged link is refused with what is wrong and the kept expedition stays.
    let (root, handle) = reload(&format!("#/aeons-end/campaign/{}", &code[..code.len() / 2])).await;
    let why = wait_for(&root, ".ae-expedition .form-error").await.text_content().unwrap_or_default();
    assert!(why.contains("cannot be read"), "{why}");
    assert_eq!(stored().as_ref(), Some(&after));
    handle.destroy();
}
