//! The letters, on the player's own keyboard, of the keys Sidibaba answers by their place
//! (`KeyboardEvent.code`): from the browser's layout map where it has one
//! (`navigator.keyboard.getLayoutMap()`), else the usual layout of the chosen language (AZERTY
//! for French; QWERTY and QWERTZ agree on these keys).

use crate::app::i18n::Lang;
use leptos::prelude::window;
use std::cell::RefCell;
use wasm_bindgen::JsCast;

/// The keys the table answers, by their place.
const CODES: [&str; 7] = ["KeyQ", "KeyW", "KeyE", "KeyA", "KeyS", "KeyD", "KeyL"];

thread_local! {
    /// The browser's letters for `CODES`, once it said them (`None`: not asked yet; empty: it
    /// cannot say).
    static LAYOUT: RefCell<Option<Vec<(&'static str, String)>>> = const { RefCell::new(None) };
}

/// The letter of the key at `code` ("KeyW") on the player's keyboard: "Z" on a French one.
pub fn letter(lang: Lang, code: &str) -> String {
    let known = LAYOUT.with_borrow(|l| l.as_ref().map(|l| l.iter().find(|(c, _)| *c == code).map(|(_, k)| k.clone())));
    match known {
        Some(Some(letter)) => return letter.to_uppercase(),
        Some(None) => {}
        None => ask_layout(),
    }
    let key = code.strip_prefix("Key").unwrap_or(code);
    match (lang, key) {
        (Lang::Fr, "W") => "Z",
        (Lang::Fr, "Q") => "A",
        (Lang::Fr, "A") => "Q",
        _ => key,
    }
    .into()
}

/// Asks the browser once for its keyboard's letters (the next drawing shows them).
fn ask_layout() {
    LAYOUT.set(Some(Vec::new()));
    let Some(promise) = layout_promise() else { return };
    leptos::task::spawn_local(async move {
        let Ok(map) = wasm_bindgen_futures::JsFuture::from(promise).await else { return };
        let get = js_sys::Reflect::get(&map, &"get".into()).ok().and_then(|g| g.dyn_into::<js_sys::Function>().ok());
        let Some(get) = get else { return };
        let letters = CODES
            .iter()
            .filter_map(|&code| {
                let letter = get.call1(&map, &code.into()).ok()?.as_string()?;
                // One visible character, or the language's layout stays.
                (letter.chars().count() == 1 && !letter.trim().is_empty()).then_some((code, letter))
            })
            .collect();
        LAYOUT.set(Some(letters));
    });
}

/// `navigator.keyboard.getLayoutMap()`, where the browser has it.
fn layout_promise() -> Option<js_sys::Promise> {
    let keyboard = js_sys::Reflect::get(&window().navigator(), &"keyboard".into()).ok()?;
    let get: js_sys::Function = js_sys::Reflect::get(&keyboard, &"getLayoutMap".into()).ok()?.dyn_into().ok()?;
    get.call0(&keyboard).ok()?.dyn_into().ok()
}
