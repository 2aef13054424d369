//! What every screen shares: the app's context, and the ways from one screen to another (going,
//! replacing the history entry, focus after a change, the second app).

use crate::app::i18n::{Lang, Msg};
pub use crate::app::route::Route;
use crate::app::storage::{SaveEntry, StorageError};
use crate::games::GameId;
use leptos::prelude::*;

/// What every screen shares.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub lang: RwSignal<Lang>,
    pub route: RwSignal<Route>,
    /// Set when the last save failed; the game goes on in memory.
    pub storage_error: RwSignal<Option<StorageError>>,
    /// Games whose latest state could not be written to storage.
    pub unsaved: StoredValue<Unsaved>,
    /// What opening a link did, shown on the screen it led to.
    pub notice: RwSignal<Option<Notice>>,
    /// Raised when the open game changed elsewhere: its screen opens it again from storage.
    pub reopen: RwSignal<u32>,
}

/// What opening a link did, or what another window did to the game open here: for the
/// banner on the game screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub route: Route,
    pub text: String,
}

/// Games whose latest state could not be written to storage, by id: a few at most, so a list
/// (a hash map of them cost the first screen about 1,100 bytes of brotli WebAssembly).
#[derive(Default)]
pub struct Unsaved(Vec<(String, SaveEntry)>);

impl Unsaved {
    pub fn get(&self, id: &str) -> Option<&SaveEntry> {
        self.0.iter().find(|(i, _)| i == id).map(|(_, e)| e)
    }

    pub fn contains_key(&self, id: &str) -> bool {
        self.get(id).is_some()
    }

    pub fn insert(&mut self, id: String, entry: SaveEntry) {
        self.remove(&id);
        self.0.push((id, entry));
    }

    pub fn remove(&mut self, id: &str) {
        self.0.retain(|(i, _)| i != id);
    }

    pub fn iter(&self) -> impl Iterator<Item = &(String, SaveEntry)> {
        self.0.iter()
    }
}

/// Shows `route` in place of the current history entry (a set-up form that became a game:
/// Back must not lead to the stale form).
pub fn replace(route: Route) {
    replace_in(ctx(), route);
}

/// `replace`, where the app's context is given (outside the component tree: a timer, an event).
pub fn replace_in(ctx: Ctx, route: Route) {
    let _ = window()
        .history()
        .and_then(|h| h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&route.to_hash())));
    ctx.route.set(route);
    window().scroll_to_with_x_and_y(0.0, 0.0);
    refocus();
}

pub fn ctx() -> Ctx {
    // The app provides it before any screen exists: never missing (a plain `expect`, not
    // `expect_context`, whose message names the type: fewer bytes on the first screen's path).
    use_context::<Ctx>().expect("the app's context")
}

pub fn go(route: Route) {
    let hash = route.to_hash();
    if window().location().hash().ok().as_deref() == Some(hash.as_str()) {
        // Same address (e.g. leaving a link problem shown on "#/"): no hashchange will come.
        ctx().route.set(route);
    } else {
        let _ = window().location().set_hash(&hash);
    }
}

/// The invitations to the table of phones of the game on screen (`#/play/<id>`). In the first
/// app, the page's loader starts the second app for that address (`tools/csp.mjs`).
pub fn invite() {
    let location = window().location();
    let hash = location.hash().unwrap_or_default();
    if let Some(id) = hash.strip_prefix("#/play/") {
        let _ = location.set_hash(&format!("/invite/{id}"));
    }
}

/// Sidibaba's screens and the computer opponents are in the second WebAssembly (index.html): the
/// page starts again with it, at the same address.
pub fn second_app(lang: Lang, game: GameId) -> AnyView {
    to_second_app();
    let name = crate::app::i18n::game_name(game).text(lang);
    view! { <p class="lead" role="status">{Msg::OpeningGame.fill(lang, &[("game", name)])}</p> }.into_any()
}

/// The page starts again with the app with Sidibaba, at the same address (a save, a link).
pub fn to_second_app() {
    let location = window().location();
    let (path, hash) = (location.pathname().unwrap_or_default(), location.hash().unwrap_or_default());
    let _ = location.replace(&format!("{path}?app=full{hash}"));
}

/// Focus on the element `id` (a heading where a removed item was), once it is drawn.
pub fn focus_id(id: &'static str) {
    request_animation_frame(move || {
        use wasm_bindgen::JsCast;
        let Some(el) = document().get_element_by_id(id) else { return };
        if !el.has_attribute("tabindex") {
            let _ = el.set_attribute("tabindex", "-1");
        }
        if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
            let _ = el.focus();
        }
    });
}

/// After a screen changes, keyboard and screen-reader focus goes to its `data-focus` element
/// (the prompt, or the hand-off button), or else to the screen's heading, instead of being
/// lost on the page.
pub fn refocus() {
    request_animation_frame(|| {
        // A lesson's coach moves focus itself (to what it points at, or to its Next).
        if document().query_selector(".coach").ok().flatten().is_some() {
            return;
        }
        use wasm_bindgen::JsCast;
        let doc = document();
        let target = doc.query_selector("[data-focus]").ok().flatten().or_else(|| {
            let h1 = doc.query_selector("main h1").ok().flatten()?;
            if !h1.has_attribute("tabindex") {
                let _ = h1.set_attribute("tabindex", "-1");
            }
            Some(h1)
        });
        if let Some(el) = target.and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = el.focus();
        }
    });
}

/// Milliseconds on the page's monotonic clock (`performance.now()`).
pub fn now_precise() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}
