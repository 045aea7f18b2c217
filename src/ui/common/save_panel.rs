use yew::prelude::*;

use super::clipboard::copy_text;
use super::focus::use_focus_trap;

#[derive(Properties, PartialEq)]
pub struct SavePanelProps {
    pub save_json: String,
    pub on_close: Callback<()>,
}

/// Shows the save (format v1) so it can be copied and loaded later from the new-game
/// page. It says plainly that a save, like the game the browser keeps, holds the whole
/// game, hands included (the seed fixes every deck).
#[component]
pub fn SavePanel(props: &SavePanelProps) -> Html {
    let node = use_node_ref();
    let trap = use_focus_trap(node.clone());
    let copied = use_state(|| false);
    let close = props.on_close.clone();
    let on_key = {
        let close = props.on_close.clone();
        Callback::from(move |e: KeyboardEvent| if e.key() == "Escape" { close.emit(()) } else { trap.emit(e) })
    };
    let copy = {
        let (text, copied) = (props.save_json.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| copied.set(copy_text(&text)))
    };
    html! {
        <div class="modal" role="dialog" aria-modal="true" aria-labelledby="save-title" onkeydown={on_key}>
            <div class="modal-card" ref={node}>
                <h2 id="save-title">{ "Save" }</h2>
                <p>{ "Copy this text; paste it under \"Load a save\" on the new-game page to go on later." }</p>
                <p class="warning">{ "A save holds the whole game, hands included: with its seed, anyone can work out every hand and deck order. So does the game this browser keeps to resume it. Do not show either to an opponent during the game." }</p>
                <textarea readonly=true rows="6" aria-label="Save text" value={props.save_json.clone()} />
                <div class="modal-actions">
                    <button onclick={copy}>{ if *copied { "Copied" } else { "Copy" } }</button>
                    <button class="primary" data-autofocus="true" onclick={move |_| close.emit(())}>{ "Close" }</button>
                </div>
            </div>
        </div>
    }
}
