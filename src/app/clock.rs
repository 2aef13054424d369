//! Wall-clock time: when a game was last played, and how to say it.

use super::i18n::Lang;

/// Milliseconds since 1970.
pub fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// A date and time in the reader's language, e.g. "22.11.2026, 10:15".
pub fn format_when(ms: u64, lang: Lang) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    let options = js_sys::Object::new();
    for (key, value) in [("dateStyle", "medium"), ("timeStyle", "short")] {
        let _ = js_sys::Reflect::set(&options, &key.into(), &value.into());
    }
    date.to_locale_string(lang.code(), &options).into()
}
