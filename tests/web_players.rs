//! Browser tests of what new players hit at every table (issue 34): each test is named
//! after what a player sees, and each failed on the code before its fix.
#![cfg(target_arch = "wasm32")]

mod web_sized;
mod web_support;
mod words_support;

use turnkeeper::engine::prelude::*;
use turnkeeper::games::aeons_end::AeonsEnd;
use turnkeeper::games::nexus::Nexus;
use turnkeeper::ui::SeatKind::{Bot, Human};
use wasm_bindgen_test::*;
use web_sized::config_when;
use web_support::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Point 1: Nexus's defender chooses during the attacker's turn, and a mage answers the
/// nemesis's cards during its turn: the header names whose turn it is and, apart from
/// it, that you must decide; it never says "your turn" then.
#[wasm_bindgen_test]
async fn the_header_names_whose_turn_it_is_apart_from_your_decision() {
    let defending = config_when::<Nexus>(Default::default(), vec![Human, Bot], 1..60, |g| g.active() == 1);
    let (root, app) = mount_with("#/nexus/play", &defending).await;
    wait_for(&root, ".turn-status").await;
    let status = text(&root, ".turn-status");
    assert!(
        status.contains("P2's turn") && status.contains("you decide") && !status.contains("your turn"),
        "P1 decides during P2's turn: {status}"
    );
    app.destroy();
    root.remove();

    let answering = config_when::<AeonsEnd>(Default::default(), vec![Human, Human], 1..80, |g| {
        g.phase().first() == Some(&"Nemesis turn")
    });
    let (root, app) = mount_with("#/aeons-end/play", &answering).await;
    wait_for(&root, ".turn-status").await;
    let status = text(&root, ".turn-status");
    assert!(
        status.contains("The nemesis's turn") && status.contains("you decide") && !status.contains("your turn"),
        "a mage answers during the nemesis's turn: {status}"
    );
    app.destroy();
    root.remove();
}

/// Clicks `obj`, then its menu's "why not?" item of `kind`; the toast's words.
async fn why_not_of(root: &web_sys::Element, obj: &web_sys::Element, kind: &str) -> String {
    click(obj).await;
    let why = wait_for(root, &format!(".action-menu button.why-not[data-kind={kind}]")).await;
    click(&why).await;
    text(&wait_for(root, ".error-toast").await, ".message").to_string() + " " + &text(root, ".error-toast .rule-id")
}

/// Point 2: every click on something a player could think playable says why not, with
/// the rule: an opposing ready character in Lorcana, an agent that arrived this turn in
/// Nexus's Advance, an Aeon's End spell with nowhere to prep, a Tash-Kalar square where
/// nothing can be done (a click there was silently ignored).
#[wasm_bindgen_test]
async fn a_click_on_what_cannot_act_now_says_why_with_the_rule() {
    use turnkeeper::games::aeons_end::{Action as AeAction, CardType};
    use turnkeeper::games::lorcana::{Action as LoAction, Lorcana};
    use turnkeeper::games::nexus::state::Step;
    use turnkeeper::games::nexus::Action as NxAction;
    use turnkeeper::games::tash_kalar::{Action as TkAction, TashKalar};

    // Lorcana: P2's ready character, with a ready character of P1's to challenge with.
    let ready = config_when::<Lorcana>(Default::default(), vec![Human, Bot], 1..80, |g| {
        let v = g.view(0);
        g.legal_actions().contains(&LoAction::EndTurn)
            && v.seats[0].characters.iter().any(|c| !c.exerted && !c.drying)
            && v.seats[1].characters.iter().any(|c| !c.exerted)
    });
    let (root, app) = mount_with("#/lorcana/play", &ready).await;
    let v = ready_view::<Lorcana>(&ready);
    let target = v.seats[1].characters.iter().find(|c| !c.exerted).unwrap().id;
    let card = wait_for(&root, &format!("[data-card=\"{}\"]", target.0)).await;
    let said = why_not_of(&root, &card, "challenge").await;
    assert!(said.contains("LO-4.6") && said.contains("exerted"), "a ready character cannot be challenged: {said}");
    app.destroy();
    root.remove();

    // Nexus: an agent that came into staging this turn, while P1 declares an advance.
    let arrived = config_when::<Nexus>(Default::default(), vec![Human, Bot], 1..120, |g| {
        let (v, legal) = (g.view(0), g.legal_actions());
        matches!(v.step, Step::AdvanceDeclare(_))
            && v.players[0].staging.iter().any(|c| {
                c.kind == turnkeeper::games::nexus::cards::Kind::Agent
                    && !legal.iter().any(|a| matches!(a, NxAction::AdvanceAgent { agent, .. } if *agent == c.id))
            })
    });
    let (root, app) = mount_with("#/nexus/play", &arrived).await;
    let (v, legal) = ready_view_legal::<Nexus>(&arrived);
    let agent = v.players[0]
        .staging
        .iter()
        .find(|c| {
            c.kind == turnkeeper::games::nexus::cards::Kind::Agent
                && !legal.iter().any(|a| matches!(a, NxAction::AdvanceAgent { agent, .. } if *agent == c.id))
        })
        .unwrap()
        .id;
    let card = wait_for(&root, &format!("[data-card=\"{}\"]", agent.0)).await;
    let said = why_not_of(&root, &card, "advance").await;
    assert!(said.contains("NX-"), "the agent's advance is refused with its rule: {said}");
    app.destroy();
    root.remove();

    // Aeon's End: a spell in the hand of the mage whose turn it is, with no breach to
    // prep it into.
    let nowhere = config_when::<AeonsEnd>(Default::default(), vec![Human, Human], 1..80, |g| {
        let (v, legal) = (g.view(0), g.legal_actions());
        v.active == 0
            && legal.contains(&AeAction::EndMain)
            && v.mages[0].hand.iter().any(|c| c.ty == CardType::Spell)
            && !legal.iter().any(|a| matches!(a, AeAction::Prep { .. }))
    });
    let (root, app) = mount_with("#/aeons-end/play", &nowhere).await;
    wait_for(&root, ".ae-hand").await;
    let mut said = String::new();
    for spell in all(&root, ".ae-hand button.ae-type-spell") {
        click(&spell).await;
        if let Some(why) = find(&root, ".action-menu button.why-not[data-kind=prep]") {
            click(&why).await;
            said =
                text(&wait_for(&root, ".error-toast").await, ".message") + " " + &text(&root, ".error-toast .rule-id");
            break;
        }
        if let Some(close) = find(&root, ".action-menu button.close") {
            click(&close).await;
        }
    }
    assert!(said.contains("AE-"), "the spell's prep is refused with its rule: {said:?}");
    app.destroy();
    root.remove();

    // Tash-Kalar: an occupied square when P1 may place a piece: no silent click.
    let placing = config_when::<TashKalar>(Default::default(), vec![Human, Bot], 1..40, |g| {
        g.legal_actions().iter().any(|a| matches!(a, TkAction::Place { .. }))
            && g.view(0).squares.iter().any(|q| q.piece.is_some())
    });
    let (root, app) = mount_with("#/tash-kalar/play", &placing).await;
    wait_for(&root, ".tk-board").await;
    let occupied =
        all(&root, ".tk-square").into_iter().find(|s| s.query_selector(".tk-piece").ok().flatten().is_some());
    click(&occupied.expect("a piece on the board")).await;
    let toast = wait_for(&root, ".error-toast").await;
    let said = toast.text_content().unwrap_or_default();
    assert!(said.contains("TK-4"), "a placement on an occupied square is refused with its rule: {said}");
    app.destroy();
    root.remove();
}

/// The view of the stored game's seat to decide, as the page resumes it.
fn ready_view<G: Game>(c: &turnkeeper::ui::StartConfig) -> G::View {
    ready_view_legal::<G>(c).0
}

fn ready_view_legal<G: Game>(c: &turnkeeper::ui::StartConfig) -> (G::View, Vec<G::Action>) {
    let save = serde_json::to_value(c.resume.as_ref().unwrap()).unwrap();
    let m = turnkeeper::engine::Match::<G>::load(&save).unwrap();
    (m.state().view(0), m.state().legal_actions())
}

/// The public table of a game played by the random bot to turn `turn`, drawn for a
/// watcher; the table's text, and P1's hand count in the game.
async fn watched<
    G: Game + turnkeeper::ui::GameUi,
    C: yew::BaseComponent<Properties = turnkeeper::ui::TableProps<G>>,
>(
    turn: u32,
) -> (web_sys::Element, yew::AppHandle<C>, usize) {
    use std::rc::Rc;
    let config = played_config::<G>(7, turn, vec![Human, Human]);
    let m = turnkeeper::engine::Match::<G>::load(&serde_json::to_value(config.resume.unwrap()).unwrap()).unwrap();
    let hand = m.state().summary()[0].zones.iter().find(|z| z.0 == "hand").map_or(0, |z| z.1);
    let props = turnkeeper::ui::TableProps::<G> {
        view: Rc::new(m.state().public_view(0)),
        viewer: 0,
        watching: true,
        decides: false,
        legal: Rc::new(Vec::new()),
        hinted: None,
        last: Rc::new(Vec::new()),
        act: yew::Callback::noop(),
        ask: turnkeeper::ui::Ask::remote(Rc::new(Vec::new())),
        version: 1,
    };
    let (root, handle) = mount_component::<C>(props).await;
    sleep(100).await;
    (root, handle, hand)
}

/// Point 16: the watch page is nobody's seat: no side is "you", and P1's hand shows
/// as a count (it said "No cards in hand" while the host held 7).
#[wasm_bindgen_test]
async fn a_watcher_is_nobodys_seat_and_sees_every_hand_counted() {
    use turnkeeper::games::altered::Altered;
    use turnkeeper::games::lorcana::Lorcana;
    use turnkeeper::games::tash_kalar::TashKalar;
    use turnkeeper::ui::altered::AlteredTable;
    use turnkeeper::ui::lorcana::LorcanaTable;
    use turnkeeper::ui::nexus::NexusTable;
    use turnkeeper::ui::tash_kalar::TashKalarTable;
    let no_you = |game: &str, root: &web_sys::Element| {
        let words = root.text_content().unwrap_or_default();
        for w in ["(you)", "Your hand", "your turn", "No cards in hand"] {
            assert!(!words.contains(w), "{game}: a watcher's table says {w:?}: {words}");
        }
    };
    let (root, h, hand) = watched::<Lorcana, LorcanaTable>(6).await;
    no_you("Lorcana", &root);
    let p1 = text(&root, ".lo-side.seat-0 .lo-hand-count");
    assert!(p1.contains(&format!("{hand} in hand")), "Lorcana: P1's hand of {hand} is counted: {p1:?}");
    h.destroy();
    root.remove();
    let (root, h, hand) = watched::<Nexus, NexusTable>(4).await;
    no_you("Nexus", &root);
    let p1 = text(&root, ".nx-seat-0 .nx-hand-count");
    assert_eq!(p1, hand.to_string(), "Nexus: P1's hand of {hand} is counted");
    h.destroy();
    root.remove();
    let (root, h, _) = watched::<Altered, AlteredTable>(2).await;
    no_you("Altered", &root);
    h.destroy();
    root.remove();
    let (root, h, _) = watched::<TashKalar, TashKalarTable>(4).await;
    no_you("Tash-Kalar", &root);
    h.destroy();
    root.remove();
}

/// Point 9 (Lorcana): End turn never vanishes with no reason: while a Reckless character
/// must challenge, the bar offers "End turn — why not?", which names LO-8.7.
#[wasm_bindgen_test]
async fn lorcana_end_turn_says_why_while_a_reckless_character_must_challenge() {
    use turnkeeper::games::lorcana::{Action as LoAction, DeckSpec, Lorcana, LorcanaOptions};
    // P1 plays Cinder Shade Raiders, whose Kesh Emberfangs are Reckless (Emberfall
    // Vanguard's list no longer holds Skarn).
    let options = LorcanaOptions { p1_deck: DeckSpec::Premade("D".into()), p2_deck: DeckSpec::Premade("B".into()) };
    let reckless = config_when::<Lorcana>(options, vec![Human, Bot], 1..600, |g| {
        let (v, legal) = (g.view(0), g.legal_actions());
        v.active == 0
            && v.pending.is_none()
            && v.phase.first().is_some_and(|p| *p == "Main")
            && !legal.contains(&LoAction::EndTurn)
            && !legal.iter().any(|a| matches!(a, LoAction::ResolveTrigger { .. }))
    });
    let (root, app) = mount_with("#/lorcana/play", &reckless).await;
    let button = wait_for(&root, ".bar-button.why-not").await;
    assert!(
        text(&root, ".bar-button.why-not").contains("End turn"),
        "the bar offers End turn: {}",
        text(&root, ".bar-buttons")
    );
    click(&button).await;
    let said = text(&wait_for(&root, ".error-toast").await, ".rule-id");
    assert_eq!(said, "LO-8.7", "the refusal names Reckless's rule: {}", text(&root, ".error-toast"));
    app.destroy();
    root.remove();
}

/// Point 9 (Lorcana): a challenge that banished both characters leaves no arrow
/// between the two discard piles; one whose target stays is drawn.
#[wasm_bindgen_test]
async fn lorcana_no_arrow_is_left_between_two_discard_piles() {
    use std::rc::Rc;
    use turnkeeper::games::lorcana::{Action as LoAction, Lorcana};
    use turnkeeper::ui::lorcana::LorcanaTable;
    let c = config_when::<Lorcana>(Default::default(), vec![Human, Bot], 1..200, |g| {
        let v = g.view(0);
        v.seats.iter().all(|s| !s.discard.is_empty()) && !v.seats[0].characters.is_empty()
    });
    let save = serde_json::to_value(c.resume.unwrap()).unwrap();
    let m = turnkeeper::engine::Match::<Lorcana>::load(&save).unwrap();
    let v = m.state().view(0);
    let (gone_a, gone_t, stays) = (v.seats[1].discard[0].id, v.seats[0].discard[0].id, v.seats[0].characters[0].id);
    for (target, lines) in [(gone_t, 0), (stays, 1)] {
        let props = turnkeeper::ui::TableProps::<Lorcana> {
            view: Rc::new(v.clone()),
            viewer: 0,
            watching: false,
            decides: false,
            legal: Rc::new(Vec::new()),
            hinted: None,
            last: Rc::new(vec![LoAction::Challenge { attacker: gone_a, target }]),
            act: yew::Callback::noop(),
            ask: turnkeeper::ui::Ask::new(Rc::new(m.clone())),
            version: 1,
        };
        let (root, h) = mount_component::<LorcanaTable>(props).await;
        sleep(150).await;
        assert_eq!(
            all(&root, ".lo-arrows line").len(),
            lines,
            "arrows drawn when the target {}",
            if lines == 0 { "left play too" } else { "stays" }
        );
        h.destroy();
        root.remove();
    }
}

/// Point 9 (Lorcana): keyboard play keeps its place: after a card's menu action the
/// focus is on the table, not back at the top of the page.
#[wasm_bindgen_test]
async fn lorcana_focus_stays_on_the_table_after_an_action() {
    use wasm_bindgen::JsCast;
    let (root, app) = mount("#/lorcana/new").await;
    instant_bot();
    set_seed(&root, "7").await;
    click(&wait_for(&root, "button.start").await).await;
    click(&wait_for(&root, "button[data-kind=keep_hand]").await).await;
    wait_for(&root, "button[data-kind=end_turn]").await;
    let card = wait_for(&root, ".lo-hand .card").await;
    card.dyn_ref::<web_sys::HtmlElement>().unwrap().focus().unwrap();
    click(&card).await;
    let ink = wait_for(&root, ".card-menu button[data-kind=ink], .card-menu button[data-kind=play]").await;
    ink.dyn_ref::<web_sys::HtmlElement>().unwrap().focus().unwrap();
    click(&ink).await;
    sleep(200).await;
    let at = active().expect("something has focus");
    assert!(
        at.closest(".table-wrap").unwrap().is_some(),
        "focus is on the table after the action, not on {}",
        at.outer_html().chars().take(120).collect::<String>()
    );
    app.destroy();
    root.remove();
}

/// Point 5: players read game words only: the lobby, every game's new-game page and its
/// How to play page (the guide and the whole rules reference) hold no word of the
/// program's making (brief, protocol, impl, engine, inferred ...).
#[wasm_bindgen_test]
async fn every_page_a_player_opens_is_in_game_words() {
    let mut pages = vec!["#/".to_string()];
    for id in ["lorcana", "tash-kalar", "nexus", "aeons-end", "altered"] {
        pages.push(format!("#/{id}/new"));
        pages.push(format!("#/{id}/rules"));
    }
    let mut problems = Vec::new();
    for page in &pages {
        let (root, app) = mount(page).await;
        // The rules reference arrives after the page: wait for its text.
        if page.ends_with("/rules") {
            wait_for(&root, ".rules-text").await;
        }
        sleep(100).await;
        let words = root.text_content().unwrap_or_default();
        assert!(words.len() > 200, "{page} shows its page: {words}");
        problems.extend(words_support::developer_words(&words).into_iter().map(|w| format!("{page}: {w}")));
        app.destroy();
        root.remove();
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Point 18 (and 1 on a phone): the phone's header names the game and says whose turn it
/// is (the game's name and the turn's words were hidden there).
#[wasm_bindgen_test]
async fn the_phone_header_names_the_game_and_whose_turn_it_is() {
    use turnkeeper::games::lorcana::Lorcana;
    let c = played_config::<Lorcana>(7, 3, vec![Human, Bot]);
    let s = web_sized::open(390, 844, "#/lorcana/play", &c).await;
    web_sized::wait(&s, ".topbar h1").await;
    for (sel, words) in [(".topbar h1", "Lorcana"), (".topbar .turn-status", "Turn")] {
        let e = web_sized::q(&s.root, sel).expect("drawn");
        let (l, t, r, b) = rect(&e);
        assert!(r - l > 20.0 && b - t > 8.0, "{sel} is seen on a phone: {:?}", (l, t, r, b));
        assert!(r <= 391.0 && l >= -1.0, "{sel} is inside the window: {:?}", (l, r));
        assert!(e.text_content().unwrap_or_default().contains(words), "{sel} says {words}");
    }
    s.close();
}

/// Point 13 (Tash-Kalar on a phone): the zoom button covers no coordinate of the board,
/// every square is square and every piece round (44 px buttons made the squares tall and
/// the pieces ovals).
#[wasm_bindgen_test]
async fn tash_kalar_on_a_phone_keeps_its_coordinates_and_round_pieces() {
    use turnkeeper::games::tash_kalar::TashKalar;
    let c = played_config::<TashKalar>(7, 10, vec![Human, Bot]);
    let s = web_sized::open(390, 844, "#/tash-kalar/play", &c).await;
    web_sized::take_device(&s).await;
    let zoom = web_sized::wait(&s, ".tk-zoom").await;
    let z = rect(&zoom);
    let overlap = |a: (f64, f64, f64, f64), b: (f64, f64, f64, f64)| {
        a.0 < b.2 - 1.0 && b.0 < a.2 - 1.0 && a.1 < b.3 - 1.0 && b.1 < a.3 - 1.0
    };
    for label in web_sized::qa(&s.root, ".tk-coords span") {
        assert!(!overlap(z, rect(&label)), "the zoom button covers {:?}", label.text_content());
    }
    let squares = web_sized::qa(&s.root, ".tk-square");
    assert!(squares.len() >= 69, "the board is drawn");
    for e in squares.iter().chain(web_sized::qa(&s.root, ".tk-board .tk-piece").iter()) {
        let (l, t, r, b) = rect(e);
        assert!(((r - l) - (b - t)).abs() <= 1.5, "{} is {}x{}, not square", e.class_name(), r - l, b - t);
    }
    s.close();
}

/// Point 10 (Nexus): closing the large card never folds the log away beside the table;
/// an anomaly a payment may lock glows as a converted card does; a refusal to pay reads
/// its costs as a list and says what the player has.
#[wasm_bindgen_test]
async fn nexus_keeps_its_log_lights_anomalies_to_pay_and_says_what_you_have() {
    use turnkeeper::games::nexus::cards::Kind;
    use turnkeeper::games::nexus::Action as NxAction;
    // Paying, with an anomaly to lock.
    let paying = config_when::<Nexus>(Default::default(), vec![Human, Bot], 1..120, |g| {
        let v = g.view(0);
        g.legal_actions().iter().any(|a| {
            matches!(a, NxAction::Lock { source } if v.players[0].staging.iter().any(|c| c.id == *source && c.kind == Kind::Anomaly && !c.converted))
        })
    });
    let s = web_sized::open(1280, 800, "#/nexus/play", &paying).await;
    web_sized::take_device(&s).await;
    let chip = web_sized::wait(&s, ".nx-chip.nx-kind-anomaly.nx-actionable").await;
    let glow = s.str(&chip.clone().into(), "return w.getComputedStyle(e).filter;");
    assert!(glow.contains("drop-shadow"), "an anomaly to lock glows: {glow:?}");
    // The large card's close button, then the log's own heading: the log stays open.
    let card = web_sized::q(&s.root, ".nx-card").expect("a card");
    js(&card.clone().into(), "e.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));");
    sleep(100).await;
    web_sized::tap(&web_sized::wait(&s, ".inspect-close").await).await;
    web_sized::tap(&web_sized::q(&s.root, ".log summary").expect("the log's heading")).await;
    assert!(web_sized::q(&s.root, ".card-inspect").is_none(), "the large card is closed");
    assert!(web_sized::q(&s.root, "details.log[open]").is_some(), "the log stays open beside the table");
    s.close();

    // A card that cannot be paid for: the refusal's words.
    let unpaid = |g: &Nexus| {
        let v = g.view(0);
        let two =
            v.players[0].hand.iter().flatten().filter(|c| c.kind != Kind::Anomaly && c.cost.matches('{').count() >= 2);
        let refused = two
            .map(|c| c.id)
            .find(|&card| g.refusal(&NxAction::Play { card, target: None, biome: None }).rule == "NX-5.4");
        refused
    };
    let short = config_when::<Nexus>(Default::default(), vec![Human, Bot], 1..120, |g| unpaid(g).is_some());
    let (root, app) = mount_with("#/nexus/play", &short).await;
    let save = serde_json::to_value(short.resume.as_ref().unwrap()).unwrap();
    let card = unpaid(turnkeeper::engine::Match::<Nexus>::load(&save).unwrap().state()).unwrap();
    let card = wait_for(&root, &format!(".nx-hand [data-card=\"{}\"] .nx-name", card.0)).await;
    let said = why_not_of(&root, &card, "play").await;
    assert!(
        said.contains("NX-5.4") && said.contains(", ") && said.contains("your unlocked sources give"),
        "the costs read as a list, with what you have: {said}"
    );
    app.destroy();
    root.remove();
}
