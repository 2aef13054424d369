//! Leptos components. They render views and dispatch actions; every rule lives in `games`.

mod ali_baba;
mod home;
mod links;
mod play;
mod rules;
mod setup;
mod thousand;

use crate::app::i18n::{Lang, Msg};
use crate::app::link::{is_link, LinkError};
use crate::app::storage::{LocalStore, SaveEntry, StorageError};
pub use links::{load, store};
use play::play;
use crate::games::GameId;
use leptos::prelude::*;
use std::collections::HashMap;

#[derive(Clone, Debug, PartialEq)]
pub enum Route {
    Home,
    Setup(GameId),
    Rules(GameId),
    Play(String),
    /// A turn link that could not be opened (never in the address bar).
    LinkProblem(LinkError),
}

impl Route {
    /// Routes live in the fragment (`#/new/ali-baba`) so the app works on any static host.
    pub fn parse(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_start_matches('/');
        let mut parts = path.splitn(2, '/');
        match (parts.next(), parts.next()) {
            (Some("new"), Some(slug)) => GameId::from_slug(slug).map_or(Route::Home, Route::Setup),
            (Some("rules"), Some(slug)) => GameId::from_slug(slug).map_or(Route::Home, Route::Rules),
            (Some("play"), Some(id)) if !id.is_empty() => Route::Play(id.to_string()),
            _ => Route::Home,
        }
    }

    pub fn to_hash(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::Setup(g) => format!("#/new/{}", g.slug()),
            Route::Rules(g) => format!("#/rules/{}", g.slug()),
            Route::Play(id) => format!("#/play/{id}"),
            Route::LinkProblem(_) => "#/".into(),
        }
    }
}

/// What every screen shares.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub lang: RwSignal<Lang>,
    pub route: RwSignal<Route>,
    /// Set when the last save failed; the game goes on in memory.
    pub storage_error: RwSignal<Option<StorageError>>,
    /// Games whose latest state could not be written to storage.
    pub unsaved: StoredValue<HashMap<String, SaveEntry>>,
    /// What opening a link did, shown on the screen it led to.
    pub notice: RwSignal<Option<links::Notice>>,
}

pub fn ctx() -> Ctx {
    expect_context::<Ctx>()
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

const LANG_KEY: &str = "sesame.lang";

fn initial_lang() -> Lang {
    let stored = LocalStore.get_lang();
    stored
        .or_else(|| window().navigator().language().and_then(|tag| Lang::from_tag(&tag)))
        .unwrap_or(Lang::En)
}

trait LangStore {
    fn get_lang(&self) -> Option<Lang>;
}
impl LangStore for LocalStore {
    fn get_lang(&self) -> Option<Lang> {
        use crate::app::storage::Store;
        let code = self.get(LANG_KEY).ok().flatten()?;
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }
}

#[component]
pub fn App() -> impl IntoView {
    if let Some(boot) = document().get_element_by_id("boot") {
        boot.remove();
    }
    let lang = RwSignal::new(initial_lang());
    let hash = || window().location().hash().unwrap_or_default();
    let route = RwSignal::new(Route::parse(&hash()));
    let ctx = Ctx {
        lang,
        route,
        storage_error: RwSignal::new(None),
        unsaved: StoredValue::new(HashMap::new()),
        notice: RwSignal::new(None),
    };
    provide_context(ctx);
    let follow = move || {
        let hash = hash();
        if is_link(&hash) {
            links::open_link(&hash);
        } else {
            route.set(Route::parse(&hash));
        }
        window().scroll_to_with_x_and_y(0.0, 0.0);
    };
    follow();
    // Browser events arrive outside the component tree: give them the app's context back.
    let owner = Owner::current().expect("App runs inside its owner");
    let _ = window_event_listener(leptos::ev::hashchange, move |_| owner.with(follow));
    Effect::new(move |_| {
        let l = lang.get();
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", l.code());
        }
        document().set_title(Msg::AppName.text(l));
        use crate::app::storage::Store;
        let _ = LocalStore.set(LANG_KEY, l.code());
    });

    view! {
        <header class="top">
            <button class="home" on:click=move |_| go(Route::Home)
                aria-label=move || format!("{} — {}", Msg::AppName.text(lang.get()), Msg::Home.text(lang.get()))>
                <span aria-hidden="true">"⌂"</span>
                {move || Msg::AppName.text(lang.get())}
            </button>
            <span class="spacer"></span>
            <label>
                <span class="visually-hidden">{move || Msg::Language.text(lang.get())}</span>
                <select on:change=move |ev| {
                    let code = event_target_value(&ev);
                    if let Some(l) = Lang::ALL.into_iter().find(|l| l.code() == code) {
                        lang.set(l);
                    }
                }>
                    {Lang::ALL.into_iter().map(|l| view! {
                        <option value=l.code() selected=move || lang.get() == l>{l.name()}</option>
                    }).collect_view()}
                </select>
            </label>
        </header>
        <main>
            <StorageBanner/>
            <links::NoticeBanner/>
            {move || {
                let lang = lang.get();
                match route.get() {
                    Route::Home => home::home(lang).into_any(),
                    Route::Rules(game) => rules::rules(lang, game).into_any(),
                    Route::Setup(game) if game.is_playable() => view! { <setup::Setup lang game/> }.into_any(),
                    Route::Setup(_) => home::not_playable(lang).into_any(),
                    Route::Play(id) => play(lang, &id),
                    Route::LinkProblem(e) => links::problem(lang, e).into_any(),
                }
            }}
        </main>
    }
}

#[component]
fn StorageBanner() -> impl IntoView {
    let ctx = ctx();
    move || {
        let lang = ctx.lang.get();
        ctx.storage_error.get().map(|e| {
            let msg = match e {
                StorageError::Full => Msg::StorageFull,
                StorageError::Unavailable => Msg::StorageUnavailable,
            };
            view! {
                <div class="banner warn" role="alert">
                    <p>{msg.text(lang)}</p>
                    <button class="btn" on:click=move |_| ctx.storage_error.set(None)>{Msg::Dismiss.text(lang)}</button>
                </div>
            }
        })
    }
}

/// An inline picture from the sprite in `index.html` (no bytes of WebAssembly per picture).
pub fn icon(id: String, class: &'static str) -> impl IntoView {
    view! { <svg class=class aria-hidden="true" focusable="false" inner_html=format!(r##"<use href="#{id}"></use>"##)></svg> }
}

/// After a screen changes, keyboard and screen-reader focus goes to its `data-focus` element
/// (the prompt, or the hand-off button) instead of being lost on the page.
pub fn refocus() {
    request_animation_frame(|| {
        use wasm_bindgen::JsCast;
        if let Some(el) = document().query_selector("[data-focus]").ok().flatten() {
            if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        }
    });
}
