//! The deck choice of one seat on a new-game page, shared by the games that offer two
//! starter decks: a labelled select whose change sets that seat's deck in the options.

use yew::prelude::*;

/// A select between `decks` (value, words), any number of them; `set` writes the
/// chosen one into a copy of `options`, which `on_change` receives.
pub fn deck_picker<O: Clone + 'static, D: Clone + PartialEq + 'static>(
    label: &'static str,
    current: D,
    decks: impl IntoIterator<Item = (D, &'static str)>,
    options: &O,
    on_change: &Callback<O>,
    set: fn(&mut O, D),
) -> Html {
    let decks: std::rc::Rc<Vec<(D, &'static str)>> = std::rc::Rc::new(decks.into_iter().collect());
    let (options, on_change) = (options.clone(), on_change.clone());
    let list = decks.clone();
    let onchange = Callback::from(move |e: Event| {
        let value = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
        let i: usize = value.parse().unwrap_or(0);
        if let Some((d, _)) = list.get(i) {
            let mut o = options.clone();
            set(&mut o, d.clone());
            on_change.emit(o);
        }
    });
    html! {
        <label>{ label }
            <select {onchange} aria-label={label}>
                { for decks.iter().enumerate().map(|(i, (d, words))| html! {
                    <option value={i.to_string()} selected={*d == current}>{ *words }</option>
                }) }
            </select>
        </label>
    }
}
