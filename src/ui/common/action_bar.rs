use yew::prelude::*;

/// One button of the action bar.
#[derive(Clone, PartialEq)]
pub struct BarButton {
    pub label: String,
    pub kind: &'static str,
    pub on_click: Callback<()>,
    /// It is the move the Hint suggests: drawn lit.
    pub hinted: bool,
    /// Not legal now: pressing it asks the rules, whose refusal says why.
    pub why_not: bool,
}

/// What the action bar shows.
#[derive(Default)]
pub struct ActionBar {
    /// The prompt as the game draws words (`GameUi::message`: a cost as its symbols).
    pub prompt: Html,
    /// The rule the pending decision comes from, linked to the How to play page.
    pub rule: Option<(AttrValue, AttrValue)>,
    /// The other side's last move, in one line (until the viewer acts), drawn as the prompt.
    pub last_move: Html,
    /// The prompt is the viewer's to answer (drawn brighter).
    pub mine: bool,
    pub buttons: Vec<BarButton>,
}

/// The prompt saying what is being decided, the other side's last move, and the actions
/// that belong to no object on the table (end turn, pass, done). It is a row of the page
/// grid, never over the cards. A function, not a component: it has no state of its own,
/// and each component type costs a build its own copy of Yew's machinery.
pub fn action_bar(props: ActionBar) -> Html {
    html! {
        <div class="action-bar" role="region" aria-label="Actions">
            <p class="last-move" aria-live="polite">{ props.last_move.clone() }</p>
            <div class="bar-row">
                // A long prompt (a card's whole text) shows three lines and the rest on
                // hover, focus or a tap, so the bar never pushes the table off the screen.
                <p class={classes!("prompt", props.mine.then_some("mine"))} aria-live="polite">
                    <span class="prompt-text" tabindex="0">{ props.prompt.clone() }</span>
                    if let Some((id, href)) = &props.rule {
                        { " " }<a class="rule-link" href={href.clone()} title="This rule on the How to play page">{ id.clone() }</a>
                    }
                </p>
                <div class="bar-buttons" role="toolbar" aria-label="Decisions">
                    { for props.buttons.iter().map(|b| {
                        let (cb, kind, label) = (b.on_click.clone(), b.kind, b.label.clone());
                        html! {
                            <button class={classes!("bar-button", format!("kind-{}", b.kind), b.hinted.then_some("hinted"), b.why_not.then_some("why-not"))} data-kind={b.kind}
                                onclick={move |_| if kind != "concede" || confirmed(&label) { cb.emit(()) }}>
                                { &b.label }{ if b.why_not { " — why not?" } else { "" } }</button>
                        }
                    }) }
                </div>
            </div>
        </div>
    }
}

/// Conceding ends the game and cannot be undone, so it asks first.
fn confirmed(label: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.confirm_with_message(&format!("{label}? The game ends at once.")).ok())
        .unwrap_or(false)
}
