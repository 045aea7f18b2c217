//! The deck choice of one seat on a new-game page, shared by the games that offer two
//! starter decks: a labelled select whose change sets that seat's deck in the options.

use yew::prelude::*;

/// A select between `decks` (value, words); `set` writes the chosen one into a copy of
/// `options`, which `on_change` receives.
pub fn deck_picker<O: Clone + 'static, D: Copy + PartialEq + 'static>(
    label: &'static str,
    current: D,
    decks: [(D, &'static str); 2],
    options: &O,
    on_change: &Callback<O>,
    set: fn(&mut O, D),
) -> Html {
    let (options, on_change) = (options.clone(), on_change.clone());
    let onchange = Callback::from(move |e: Event| {
        let value = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
        let mut o = options.clone();
        set(&mut o, if value == "B" { decks[1].0 } else { decks[0].0 });
        on_change.emit(o);
    });
    html! {
        <label>{ label }
            <select {onchange} aria-label={label}>
                <option value="A" selected={current == decks[0].0}>{ decks[0].1 }</option>
                <option value="B" selected={current == decks[1].0}>{ decks[1].1 }</option>
            </select>
        </label>
    }
}
