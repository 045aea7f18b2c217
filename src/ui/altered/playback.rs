//! Plays Dusk and Night step by step (src/ui/altered/dusk.rs) when a new view comes
//! after both players passed: each position stays for the bot speed's pause (none at
//! Instant), with its log line lit; while the table is hidden behind the
//! pass-the-device screen it waits. The computer waits for the last position before it
//! moves (`hold_bot`); a click on the table, or Skip, shows the real table at once, and
//! any new move ends the playback.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use super::dusk::{frames, Frame};
use crate::games::altered::view::AlteredView;
use crate::ui::common::{bot_pause_ms, hold_bot};

/// What the table shows now.
pub struct Playback {
    /// The position shown: a step of Dusk or Night, or the real view.
    pub view: Rc<AlteredView>,
    /// The step under way, if any.
    pub frame: Option<Frame>,
    /// Shows the real table at once.
    pub skip: Callback<()>,
    /// The table's root, to know whether it is hidden behind the hand-over screen.
    pub node: NodeRef,
}

/// The step shown: `(version, step, tick)`; the tick only wakes the timer again while
/// the table is hidden.
type At = (u64, usize, u32);

#[hook]
pub fn use_dusk_playback(view: &Rc<AlteredView>, version: u64) -> Playback {
    let prev = use_mut_ref(|| None::<Rc<AlteredView>>);
    let steps = {
        let (prev, view) = (prev.clone(), view.clone());
        use_memo(version, move |_| {
            let before = prev.borrow_mut().replace(view.clone());
            match before {
                Some(p) if bot_pause_ms() > 0 => frames(&p, &view),
                _ => Vec::new(),
            }
        })
    };
    let at: UseStateHandle<At> = use_state(|| (version, 0, 0));
    let node = use_node_ref();
    let step = if at.0 == version { at.1 } else { 0 };
    let running = step < steps.len();
    {
        let (at, node, steps) = (at.clone(), node.clone(), steps.clone());
        let tick = at.2;
        use_effect_with((version, step, tick, running), move |&(version, step, tick, running)| {
            let pause = bot_pause_ms();
            let lit = steps.get(step).filter(|_| running).map(|f| f.log.clone());
            light_log_line(lit.as_deref());
            let timer = running.then(|| {
                hold_bot(f64::from(pause) * (steps.len() - step) as f64);
                Timeout::new(pause, move || {
                    let hidden = node.cast::<web_sys::Element>().is_some_and(|e| e.closest(".handing-over").ok().flatten().is_some());
                    at.set(if hidden { (version, step, tick + 1) } else { (version, step + 1, 0) });
                })
            });
            if !running {
                hold_bot(0.0);
            }
            move || drop(timer)
        });
    }
    use_effect_with((), |_| || hold_bot(0.0));
    let skip = {
        let (at, n) = (at.clone(), steps.len());
        // Only while the steps run: any other click on the table redraws nothing here.
        Callback::from(move |()| {
            if running {
                at.set((version, n, 0));
            }
        })
    };
    let frame = steps.get(step).filter(|_| running).cloned();
    let shown = frame.as_ref().map_or_else(|| view.clone(), |f| Rc::new(f.view.clone()));
    Playback { view: shown, frame, skip, node }
}

/// Lights the log's last line that reads `line` (`log-now`), and no other.
fn light_log_line(line: Option<&str>) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    while let Some(e) = doc.query_selector(".log-lines li.log-now").ok().flatten() {
        let class = e.class_name().replace("log-now", "");
        e.set_class_name(class.trim());
    }
    let Some(line) = line else { return };
    // From the newest line back, a block at a time (the log is a list of blocks).
    let mut block = doc.query_selector(".log-lines").ok().flatten().and_then(|l| l.last_element_child());
    let mut looked = 0;
    while let Some(b) = block {
        let mut li = b.last_element_child();
        while let Some(l) = li {
            if l.text_content().is_some_and(|t| t.ends_with(line)) {
                let class = format!("{} log-now", l.class_name());
                l.set_class_name(class.trim());
                return;
            }
            looked += 1;
            if looked > 200 {
                return;
            }
            li = l.previous_element_sibling();
        }
        block = b.previous_element_sibling();
    }
}
