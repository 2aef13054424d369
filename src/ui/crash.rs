//! No dead page, ever. The "Something went wrong" screen is put in the page, hidden, before the
//! app starts, in the player's language: a panic (or any trap of the WebAssembly) only has to
//! unhide it. Its buttons are handled by the page's own script (`index.html`), because after a
//! trap the app's code may be in no state to run.

use crate::app::html::{Html, Markup};
use crate::app::i18n::{Lang, Msg};
use leptos::prelude::{document, window};

const ID: &str = "crash";

fn markup(lang: Lang) -> Markup {
    let mut h = Html::default();
    h.open("div", &[("class", "card")]);
    h.el("h1", &[("id", "crash-title")], Msg::CrashTitle.text(lang));
    h.el("p", &[], Msg::CrashSafe.text(lang));
    h.open("div", &[("class", "btn-row")]);
    h.el("button", &[("class", "btn primary"), ("data-crash", "reload")], Msg::CrashReload.text(lang));
    h.el("button", &[("class", "btn"), ("data-crash", "home")], Msg::BackHome.text(lang));
    h.close("div").close("div");
    h.markup()
}

/// Puts the hidden screen in the page and makes every panic show it.
pub fn install(lang: Lang) {
    let doc = document();
    if let (Ok(section), Some(body)) = (doc.create_element("section"), doc.body()) {
        for (name, value) in [
            ("id", ID),
            ("class", "crash"),
            ("role", "alertdialog"),
            ("aria-modal", "true"),
            ("aria-labelledby", "crash-title"),
            ("hidden", ""),
        ] {
            let _ = section.set_attribute(name, value);
        }
        section.set_inner_html(markup(lang).html());
        let _ = body.append_child(&section);
    }
    std::panic::set_hook(Box::new(|info| {
        // The details go to the console, for whoever reports the problem.
        web_sys::console::error_1(&format!("Sesame stopped: {info}").into());
        show();
    }));
}

/// The screen follows the language menu.
pub fn translate(lang: Lang) {
    if let Some(section) = document().get_element_by_id(ID) {
        section.set_inner_html(markup(lang).html());
    }
}

/// Shows the screen in place of everything else, with the focus on "Reload".
pub fn show() {
    let doc = document();
    let Some(section) = doc.get_element_by_id(ID) else { return };
    if let Some(body) = doc.body() {
        let children = body.children();
        for i in 0..children.length() {
            if let Some(child) = children.item(i) {
                if child.id() != ID && child.tag_name() != "SCRIPT" {
                    let _ = child.set_attribute("hidden", "");
                }
            }
        }
    }
    let _ = section.remove_attribute("hidden");
    if let Ok(Some(button)) = section.query_selector("[data-crash=reload]") {
        use wasm_bindgen::JsCast;
        if let Ok(button) = button.dyn_into::<web_sys::HtmlElement>() {
            let _ = button.focus();
        }
    }
    window().scroll_to_with_x_and_y(0.0, 0.0);
}
