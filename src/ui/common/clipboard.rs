//! Copying text for the player (the save, a link), through the browser's clipboard.

use wasm_bindgen::JsValue;

/// Asks the browser to copy `text`; `false` where there is no clipboard (the text is
/// also shown selectable, so it can be copied by hand).
pub fn copy_text(text: &str) -> bool {
    let Some(window) = web_sys::window() else { return false };
    let Ok(navigator) = js_sys::Reflect::get(&window, &JsValue::from_str("navigator")) else { return false };
    let Ok(clipboard) = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard")) else { return false };
    if clipboard.is_undefined() {
        return false;
    }
    let Ok(write) = js_sys::Reflect::get(&clipboard, &JsValue::from_str("writeText")) else { return false };
    let Ok(write) = write.dyn_into_function() else { return false };
    write.call1(&clipboard, &JsValue::from_str(text)).is_ok()
}

trait IntoFunction {
    fn dyn_into_function(self) -> Result<js_sys::Function, JsValue>;
}

impl IntoFunction for JsValue {
    fn dyn_into_function(self) -> Result<js_sys::Function, JsValue> {
        use wasm_bindgen::JsCast;
        self.dyn_into::<js_sys::Function>()
    }
}
