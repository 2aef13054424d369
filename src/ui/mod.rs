//! Leptos components. They render views and dispatch actions; every rule lives in `games`.

mod ali_baba;
mod context;
pub mod crash;
mod fetch;
/// The one game frame every game's table is drawn in (hand-offs, undo, the history, the menu).
mod frame;
mod home;
mod links;
mod play;
mod rules;
mod saves;
/// What only the app with Sidibaba has (its screens, the computer opponents, the lessons, the
/// backup, the table of phones) and, in the first app, the stand-ins that hand over to it: the
/// one place in src/ui where the two apps part.
mod second;
mod setup;
/// The games' sounds (a few quiet ones in the turn-based games, Sidibaba's drama).
mod sound;
/// A Thousand and One Treasures' table.
mod thousand;
/// Buttons, menus and messages the screens share.
mod widgets;

use crate::app::i18n::{Lang, Msg};
use crate::app::link::is_link;
use crate::app::storage::{LocalStore, StorageError};
use crate::games::GameId;
use context::{ctx, go, refocus, Ctx, Route};
use leptos::prelude::*;
use links::keep_as_link;
use play::play;

/// The suffix an earlier version gave a game's address while its share panel was open; such
/// an address still opens the game.
const PANEL_SUFFIX: &str = "/share";

const LANG_KEY: &str = "sesame.lang";

/// Where the German and French texts are, beside the page (`app::i18n`).
const MESSAGES_FILE: &str = "messages.json";

/// Makes the texts of `lang` ready — German and French are fetched once, both at a time — then
/// calls `then` with the language to show: `lang`, or English if its texts could not be had.
/// The file is read like any outside input: an entry is used only where it repeats this
/// build's English text at its place, so a file of another version cannot mix up messages.
pub fn ready_lang(lang: Lang, then: impl FnOnce(Lang) + 'static) {
    if crate::app::i18n::loaded::has(lang) {
        return then(lang);
    }
    // Boxed: the fetching and reading below is built once, not once per caller.
    fetch_lang(lang, Box::new(then));
}

fn fetch_lang(lang: Lang, then: Box<dyn FnOnce(Lang)>) {
    use crate::app::i18n::loaded;
    use wasm_bindgen::JsCast;
    // (Before the app is mounted there is no Leptos executor yet.)
    wasm_bindgen_futures::spawn_local(async move {
        let rows = fetch::fetch_text(MESSAGES_FILE)
            .await
            .ok()
            .and_then(|t| js_sys::JSON::parse(&t).ok())
            .and_then(|j| j.dyn_into::<js_sys::Array>().ok());
        let Some(rows) = rows else { return then(Lang::En) };
        for other in [Lang::De, Lang::Fr] {
            let texts = Msg::ALL
                .iter()
                .enumerate()
                .map(|(i, msg)| {
                    let row = rows.get(i as u32).dyn_into::<js_sys::Array>().ok();
                    let same = row.as_ref().is_some_and(|r| r.get(1).as_string().as_deref() == Some(msg.english()));
                    row.filter(|_| same)
                        .and_then(|r| r.get(other as u32 + 1).as_string())
                        .unwrap_or_else(|| msg.english().to_string())
                })
                .collect();
            loaded::install(other, texts);
        }
        then(lang);
    });
}

pub fn initial_lang() -> Lang {
    let stored = LocalStore.get_lang();
    stored.or_else(|| window().navigator().language().and_then(|tag| Lang::from_tag(&tag))).unwrap_or(Lang::En)
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

/// `loading`: the games' styles and pieces, when the app started on Home before they were in.
#[component]
pub fn App(loading: Option<js_sys::Promise>) -> impl IntoView {
    if let Some(boot) = document().get_element_by_id("boot") {
        boot.remove();
    }
    // `main` fetched the texts of the language first (English if that failed).
    let wanted = initial_lang();
    let lang = RwSignal::new(if crate::app::i18n::loaded::has(wanted) { wanted } else { Lang::En });
    let route = RwSignal::new(Route::parse(&current_hash()));
    let ctx = Ctx {
        lang,
        route,
        storage_error: RwSignal::new(None),
        unsaved: StoredValue::new(saves::Unsaved::default()),
        notice: RwSignal::new(None),
        reopen: RwSignal::new(0),
    };
    let reopen = ctx.reopen;
    provide_context(ctx);
    let styled = styles_in(loading, route);
    let follow = move || follow_hash(route);
    follow();
    // Browser events arrive outside the component tree: give them the app's context back.
    let owner = Owner::current().expect("App runs inside its owner");
    let app = owner.clone();
    let _ = window_event_listener(leptos::ev::hashchange, move |_| owner.with(follow));
    // A move's save waits for the task after the move: the page being left writes it at once.
    let _ = window_event_listener(leptos::ev::pagehide, |_| saves::flush());
    // Another window of the app wrote a save: the game open here follows it.
    let _ = window_event_listener(leptos::ev::storage, move |_| app.with(saves::changed_elsewhere));
    Effect::new(move |_| show_lang(lang.get()));

    view! {
        {top_bar(lang)}
        <main>
            <StorageBanner/>
            <links::NoticeBanner/>
            {move || {
                let lang = lang.get();
                reopen.track();
                match route.get() {
                    Route::Home => home::home(lang).into_any(),
                    Route::Rules(game) => rules::rules(lang, game).into_any(),
                    Route::Setup(GameId::Sidibaba) => second::sidibaba_setup(lang),
                    Route::Setup(game) => view! { <setup::Setup lang game/> }.into_any(),
                    Route::Play(_) if !styled.get() => view! { <p class="lead" role="status">{Msg::Loading.text(lang)}</p> }.into_any(),
                    Route::Play(id) => play(lang, &id),
                    Route::Learn(_) if !styled.get() => view! { <p class="lead" role="status">{Msg::Loading.text(lang)}</p> }.into_any(),
                    Route::Learn(game) => second::learn(lang, game),
                    Route::LinkProblem(e) => links::problem(lang, e).into_any(),
                    Route::Backup => second::backup_screen(lang),
                    route @ (Route::Invite(_) | Route::Table(_)) => second::table::screen(lang, route),
                }
            }}
        </main>
    }
}

/// The page's address after `#`, with it.
fn current_hash() -> String {
    window().location().hash().unwrap_or_default()
}

/// Whether the games' styles and pieces are in: a game's table is never drawn without them, so
/// on a slow line a game started at once from Home shows "Loading…" until they are.
fn styles_in(loading: Option<js_sys::Promise>, route: RwSignal<Route>) -> RwSignal<bool> {
    let styled = RwSignal::new(loading.is_none());
    if let Some(loading) = loading {
        leptos::task::spawn_local(async move {
            let _ = wasm_bindgen_futures::JsFuture::from(loading).await;
            styled.set(true);
            if matches!(route.get_untracked(), Route::Play(_) | Route::Learn(_)) {
                refocus();
            }
        });
    }
    styled
}

/// The screen follows the address: a link opens its game, anything else its screen.
fn follow_hash(route: RwSignal<Route>) {
    let hash = current_hash();
    // Only in the build that the browser tests use to check the panic screen.
    #[cfg(feature = "crash-test")]
    if hash == "#/crash-test" {
        panic!("a deliberate panic, to test the panic screen");
    }
    if is_link(&hash) {
        // Validates, saves and shows the game in place of the link (`replace`).
        links::open_link(&hash);
        return;
    }
    let next = Route::parse(hash.strip_suffix(PANEL_SUFFIX).unwrap_or(&hash));
    // The same screen: keep it as it is, hand-off and all.
    if route.get_untracked() != next {
        let first = route.get_untracked() == Route::Home && next == Route::Home;
        route.set(next);
        window().scroll_to_with_x_and_y(0.0, 0.0);
        if !first {
            refocus();
        }
    }
}

/// The page speaks the chosen language: its `lang`, its title, the panic screen's words, and
/// the choice kept for the next visit.
fn show_lang(l: Lang) {
    if let Some(root) = document().document_element() {
        let _ = root.set_attribute("lang", l.code());
    }
    document().set_title(Msg::AppName.text(l));
    crash::translate(l);
    use crate::app::storage::Store;
    let _ = LocalStore.set(LANG_KEY, l.code());
}

/// The app's bar: Home, and the language.
fn top_bar(lang: RwSignal<Lang>) -> impl IntoView {
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
                        // The menu shows the language the texts are in (English if a fetch failed).
                        ready_lang(l, move |shown| {
                            lang.set(shown);
                            if let Some(select) = ev.target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlSelectElement>(t).ok()) {
                                select.set_value(shown.code());
                            }
                        });
                    }
                }>
                    {Lang::ALL.into_iter().map(|l| view! {
                        <option value=l.code() selected=move || lang.get() == l>{l.name()}</option>
                    }).collect_view()}
                </select>
            </label>
        </header>
    }
}

/// Starts the app: the page's plain first view stays until the app, in the player's language,
/// replaces it.
pub fn start() {
    // The games' styles are not in the page: the first screen (Home) does not need them, so
    // they load now, beside it. A page opened on a game (a saved game, a turn link) waits for
    // them, so that no table is ever drawn unstyled; a style that cannot load does not stop it.
    let mut sheets: Vec<js_sys::Promise> = second::GAME_STYLES.iter().filter_map(|href| add_style(href)).collect();
    // So do the pictures of the pieces (tiles, cards, the thief): the page holds only Home's.
    sheets.push(wasm_bindgen_futures::future_to_promise(async {
        if let Ok(svg) = fetch::fetch_text(PIECES).await {
            if let (Ok(holder), Some(body)) = (document().create_element("div"), document().body()) {
                // The one markup not made by `Html`: the app's own sprite file, beside the page.
                holder.set_inner_html(&svg);
                let _ = body.append_child(&holder);
            }
        }
        Ok(wasm_bindgen::JsValue::UNDEFINED)
    }));
    // Each settles when its file has loaded or failed.
    let all = js_sys::Promise::all(&sheets.into_iter().collect::<js_sys::Array>());
    let hash = window().location().hash().unwrap_or_default();
    let on_home = Route::parse(&hash) == Route::Home && !crate::app::link::is_link(&hash);
    ready_lang(initial_lang(), move |lang| {
        let mount = move |loading: Option<js_sys::Promise>| {
            crash::install(lang);
            leptos::mount::mount_to_body(move || view! { <App loading/> });
        };
        if on_home {
            // A game opened from Home before they have loaded waits for them (`App`).
            mount(Some(all));
        } else {
            wasm_bindgen_futures::spawn_local(async move {
                let _ = wasm_bindgen_futures::JsFuture::from(all).await;
                mount(None);
            });
        }
    });
}

/// The pictures of the pieces, an SVG sprite beside the page (copied by Trunk, precached).
const PIECES: &str = "pieces.svg";

/// Adds a style sheet to the page; the promise settles when it has loaded or failed.
fn add_style(href: &str) -> Option<js_sys::Promise> {
    use wasm_bindgen::JsCast;
    let link = document().create_element("link").ok()?.dyn_into::<web_sys::HtmlElement>().ok()?;
    let _ = link.set_attribute("rel", "stylesheet");
    let _ = link.set_attribute("href", href);
    let settled = js_sys::Promise::new(&mut |resolve, _| {
        link.set_onload(Some(&resolve));
        link.set_onerror(Some(&resolve));
    });
    document().head()?.append_child(&link).ok()?;
    Some(settled)
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
            // On a game kept only in memory: the way to keep it is a link.
            let keep = match ctx.route.get() {
                Route::Play(id) if ctx.unsaved.with_value(|m| m.contains_key(&id)) => Some(keep_as_link(lang, id)),
                _ => None,
            };
            view! {
                <div class="banner warn" role="alert" data-testid="storage-banner">
                    <p>{msg.text(lang)}</p>
                    {keep}
                    <button class="btn" on:click=move |_| ctx.storage_error.set(None)>{Msg::Dismiss.text(lang)}</button>
                </div>
            }
        })
    }
}
