//! A remote seat's deck choice before the game (issue 30 point 7): a premade deck, a
//! deck built and kept in this browser, or a deck code pasted. The list goes to the host
//! only, which checks it with the game's deck rules and refuses it with the rule and
//! words (the person chooses again); the other player never sees it, only the count of
//! cards, until they are played. A function drawn by the join page, its state kept in
//! [`Remote`] (each component type costs the build its own copy of Yew's machinery).

use yew::prelude::*;

use super::remote::Remote;
use crate::engine::{deck_code, RuleError};
use crate::ui::common::deck_builder::saved;
use crate::ui::game_ui::GameUi;

/// A deck's cards and the format it was built for (`None`: the rules' default).
type Chosen = (Vec<String>, Option<String>);

/// The deck the select's value names ("premade:ID", "kept:N", "code"), or why not.
fn cards_of<G: GameUi>(pick: &str, code: &str) -> Result<Chosen, RuleError> {
    if let Some(id) = pick.strip_prefix("premade:") {
        return G::premade_decks()
            .into_iter()
            .find(|p| p.id == id)
            .map(|p| (p.cards, None))
            .ok_or_else(|| RuleError::save("that premade deck is not in this game"));
    }
    if let Some(i) = pick.strip_prefix("kept:") {
        let kept = i.parse::<usize>().ok().and_then(|i| saved(G::ID).into_iter().nth(i));
        return kept
            .map(|d| (d.cards, d.format))
            .ok_or_else(|| RuleError::save("that kept deck is gone from this browser"));
    }
    let read = deck_code::read(deck_code::code_of(code.trim()))?;
    if read.game != G::ID {
        return Err(RuleError::save(format!("this deck code is for another game ({}), not {}", read.game, G::NAME)));
    }
    Ok((read.cards, read.format))
}

/// The panel, while the host waits for this seat's deck (or checks the one sent).
pub fn deck_choice<G: GameUi>(
    r: &Remote<G>,
    on_pick: Callback<String>,
    on_code: Callback<String>,
    on_send: Callback<Chosen>,
    on_error: Callback<RuleError>,
) -> Html {
    let premades = G::premade_decks();
    let kept = saved(G::ID);
    let first = premades.first().map(|p| format!("premade:{}", p.id)).unwrap_or_else(|| "code".into());
    let pick = if r.deck_pick.is_empty() { first } else { r.deck_pick.clone() };
    let sent = r.joiner.deck_sent();
    let onchange =
        Callback::from(move |e: Event| on_pick.emit(e.target_unchecked_into::<web_sys::HtmlSelectElement>().value()));
    let oninput = Callback::from(move |e: InputEvent| {
        on_code.emit(e.target_unchecked_into::<web_sys::HtmlTextAreaElement>().value())
    });
    let send = {
        let (pick, code) = (pick.clone(), r.deck_code.clone());
        Callback::from(move |_: MouseEvent| match cards_of::<G>(&pick, &code) {
            Ok(cards) => on_send.emit(cards),
            Err(e) => on_error.emit(e),
        })
    };
    // Said here rather than in the page's toast: a code that does not read, or the
    // host's refusal with its rule.
    let refusal = r.local_error.clone().or_else(|| r.joiner.refusal().cloned()).filter(|_| !sent);
    html! {
        <section class="panel deck-choice" aria-labelledby="deck-choice-title">
            <h2 id="deck-choice-title">{ "Choose your deck" }</h2>
            <p>{ "Pick the deck you bring. It goes to the host, who checks it with the deck rules; the other player sees only how many cards you hold until you play them." }</p>
            <label for="deck-choice-select">{ "Your deck" }</label>
            <select id="deck-choice-select" class="deck-choice-select" {onchange} disabled={sent}>
                <optgroup label="Premade decks">
                    { for premades.iter().map(|p| { let v = format!("premade:{}", p.id); html! {
                        <option selected={pick == v} value={v.clone()}>{ p.name.clone() }</option>
                    } }) }
                </optgroup>
                if !kept.is_empty() {
                    <optgroup label="Your kept decks">
                        { for kept.iter().enumerate().map(|(i, d)| { let v = format!("kept:{i}"); html! {
                            <option selected={pick == v} value={v.clone()}>{ format!("{} ({} cards)", d.name, d.cards.len()) }</option>
                        } }) }
                    </optgroup>
                }
                <option selected={pick == "code"} value="code">{ "A deck code (paste it below)" }</option>
            </select>
            if pick == "code" {
                <label for="deck-choice-code">{ "Deck code" }</label>
                <textarea id="deck-choice-code" class="deck-choice-code" rows="3" value={r.deck_code.clone()} {oninput}
                    disabled={sent} placeholder="The code the deck builder's Share gives" />
            }
            if let Some(e) = refusal {
                <p class="form-error" role="alert"><span class="rule-id">{ e.rule.to_string() }</span>{ " " }{ e.message.clone() }</p>
            }
            if sent {
                <p class="deck-choice-sent" role="status">{ "Deck sent: the host checks it, and the game starts when everyone is ready." }</p>
            } else {
                <button class="primary deck-choice-send" onclick={send}>{ "Use this deck" }</button>
            }
        </section>
    }
}
