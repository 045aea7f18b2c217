//! Reading a card whole: hovering, focusing or long-pressing a card shows it large with
//! its full text in a reserved place (over the log on wide screens, a bottom sheet on
//! phones), so nothing on the table moves.

use yew::prelude::*;

/// What a card hands to the inspector: the large card to show, or `None` to hide it.
#[derive(Clone, PartialEq)]
pub struct Inspector(pub Callback<Option<Html>>);

impl Inspector {
    /// Handlers for a card: show `large` on hover, focus and long-press (a touch
    /// screen's context menu), hide it on leave and blur.
    pub fn handlers(&self, large: impl Fn() -> Html + 'static) -> InspectHandlers {
        let large = std::rc::Rc::new(large);
        let show = {
            let (cb, large) = (self.0.clone(), large.clone());
            Callback::from(move |_: ()| cb.emit(Some(large())))
        };
        let hide = {
            let cb = self.0.clone();
            Callback::from(move |_: ()| cb.emit(None))
        };
        InspectHandlers { show, hide }
    }
}

/// The show and hide callbacks of one card.
#[derive(Clone)]
pub struct InspectHandlers {
    pub show: Callback<()>,
    pub hide: Callback<()>,
}

/// Whether this "mouse enter" or focus came from a mouse or the keyboard, not from a
/// finger. On a touch screen a tap also sends "mouse enter" and focus just after its
/// `touchstart`: showing the large card then would put the bottom sheet under the
/// finger and swallow the tap, so there only a long press shows it. Asked of the last
/// touch rather than of the device (`(hover: none)`), since laptops with touch screens
/// have both, and headless browsers report no hover at all.
fn not_from_a_touch() -> bool {
    watch_touches();
    js_sys::Date::now() - LAST_TOUCH.with(|t| t.get()) > 1000.0
}

thread_local!(static LAST_TOUCH: std::cell::Cell<f64> = const { std::cell::Cell::new(f64::NEG_INFINITY) });

/// Notes the time of every touch on the page, from the first table on (idempotent).
fn watch_touches() {
    thread_local!(static LISTENING: () = {
        if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
            let options = gloo::events::EventListenerOptions::run_in_capture_phase();
            gloo::events::EventListener::new_with_options(&doc, "touchstart", options, |_| {
                LAST_TOUCH.with(|t| t.set(js_sys::Date::now()));
            })
            .forget();
        }
    });
    LISTENING.with(|_| ());
}

impl InspectHandlers {
    pub fn on_enter(&self) -> Callback<MouseEvent> {
        let show = self.show.clone();
        Callback::from(move |_| {
            if not_from_a_touch() {
                show.emit(())
            }
        })
    }
    pub fn on_leave(&self) -> Callback<MouseEvent> {
        self.hide.reform(|_| ())
    }
    /// Focus from the keyboard shows the card (`:focus-visible`); the focus a mouse click
    /// gives, or a menu hands back to its card after a click, shows nothing more than
    /// the pointer's hover already does.
    pub fn on_focus(&self) -> Callback<FocusEvent> {
        let show = self.show.clone();
        Callback::from(move |e: FocusEvent| {
            let target = e.target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok());
            let keyboard = target.is_none_or(|t| t.matches(":focus-visible").unwrap_or(true));
            if not_from_a_touch() && keyboard {
                show.emit(())
            }
        })
    }
    pub fn on_blur(&self) -> Callback<FocusEvent> {
        self.hide.reform(|_| ())
    }
    /// A long press on a touch screen opens the context menu: show the card instead.
    pub fn on_long_press(&self) -> Callback<MouseEvent> {
        let show = self.show.clone();
        Callback::from(move |e: MouseEvent| {
            e.prevent_default();
            show.emit(())
        })
    }
}

#[derive(Properties, PartialEq)]
pub struct InspectHostProps {
    pub children: Html,
}

/// Holds the inspected card; only this component redraws when it changes.
#[component]
pub fn InspectHost(props: &InspectHostProps) -> Html {
    watch_touches();
    let shown = use_state(|| None::<Html>);
    let set = {
        let shown = shown.clone();
        use_callback((), move |v: Option<Html>, _| shown.set(v))
    };
    let close = {
        let shown = shown.clone();
        Callback::from(move |e: MouseEvent| {
            // Closing the card is all the click does (the log lies under it).
            e.stop_propagation();
            shown.set(None)
        })
    };
    html! {
        <ContextProvider<Inspector> context={Inspector(set)}>
            { props.children.clone() }
            if let Some(card) = &*shown {
                <aside class="card-inspect" aria-label="Card, shown large">
                    { card.clone() }
                    <button class="inspect-close" aria-label="Close the large card" onclick={close}>{ "×" }</button>
                </aside>
            }
        </ContextProvider<Inspector>>
    }
}

/// The inspector of the page, or one that does nothing outside a game page.
#[hook]
pub fn use_inspector() -> Inspector {
    use_context::<Inspector>().unwrap_or_else(|| Inspector(Callback::noop()))
}
