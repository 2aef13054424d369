//! The rules screen. The texts are not in the WebAssembly: they are `rules.json` (source:
//! `src/app/i18n/rules.json`), fetched when the screen first opens and precached by the service
//! worker for offline use — the first screen does not need them, and they are a fifth of the
//! app's words. The file is ours, but it is read like any outside input: text only, checked
//! shape, never markup.

use super::{go, Route};
use crate::app::i18n::{game_name, Lang, Msg};
use crate::games::GameId;
use leptos::prelude::*;
use std::cell::RefCell;
use wasm_bindgen::{JsCast, JsValue};

/// Where the texts are, beside the page.
const RULES_FILE: &str = "rules.json";

thread_local! {
    /// The file, once fetched: opening the rules again needs no fetch.
    static FETCHED: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// One paragraph of the rules in one language.
#[derive(Clone, Debug, PartialEq)]
enum Rule {
    Heading(String),
    Text(String),
    /// The app's own decision where the printed rules are silent (shown with a badge).
    Adaptation(String),
}

/// The paragraphs of `section` ("ali-baba", "app", …) in `lang`, from the file's text; entries of
/// another shape are left out. `None` if the text is no such file.
fn parse(text: &str, section: &str, lang: Lang) -> Option<Vec<Rule>> {
    let all = js_sys::JSON::parse(text).ok()?;
    let list: js_sys::Array = js_sys::Reflect::get(&all, &JsValue::from_str(section)).ok()?.dyn_into().ok()?;
    let rules = list
        .iter()
        .filter_map(|entry| {
            let entry: js_sys::Array = entry.dyn_into().ok()?;
            let kind = entry.get(0).as_string()?;
            let text = entry.get(1 + lang as u32).as_string()?;
            match kind.as_str() {
                "h" => Some(Rule::Heading(text)),
                "p" => Some(Rule::Text(text)),
                "a" => Some(Rule::Adaptation(text)),
                _ => None,
            }
        })
        .collect();
    Some(rules)
}

pub async fn fetch_text(url: &str) -> Result<String, JsValue> {
    let response: web_sys::Response = wasm_bindgen_futures::JsFuture::from(window().fetch_with_str(url)).await?.dyn_into()?;
    if !response.ok() {
        return Err(JsValue::NULL);
    }
    wasm_bindgen_futures::JsFuture::from(response.text()?).await?.as_string().ok_or(JsValue::NULL)
}

#[derive(Clone, Debug, PartialEq)]
enum Loading {
    Waiting,
    Failed,
    Done(String),
}

/// Fetches the texts unless they are here already.
fn load(state: RwSignal<Loading>) {
    if let Some(text) = FETCHED.with(|f| f.borrow().clone()) {
        state.set(Loading::Done(text));
        return;
    }
    state.set(Loading::Waiting);
    leptos::task::spawn_local(async move {
        match fetch_text(RULES_FILE).await {
            Ok(text) => {
                FETCHED.with(|f| *f.borrow_mut() = Some(text.clone()));
                state.set(Loading::Done(text));
            }
            Err(_) => state.set(Loading::Failed),
        }
    });
}

fn paragraph(lang: Lang, rule: Rule) -> AnyView {
    match rule {
        Rule::Heading(text) => view! { <h2>{text}</h2> }.into_any(),
        Rule::Text(text) => view! { <p>{text}</p> }.into_any(),
        Rule::Adaptation(text) => {
            view! { <p class="adaptation"><span class="badge">{Msg::AdaptationBadge.text(lang)}</span>{text}</p> }.into_any()
        }
    }
}

pub fn rules(lang: Lang, game: GameId) -> impl IntoView {
    let name = game_name(game).text(lang);
    let state = RwSignal::new(Loading::Waiting);
    if game.is_playable() {
        load(state);
    }
    let body = move || {
        if !game.is_playable() {
            return view! { <p>{Msg::RulesComingLater.text(lang)}</p> }.into_any();
        }
        match state.get() {
            Loading::Waiting => view! { <p role="status" class="lead">{Msg::RulesLoading.text(lang)}</p> }.into_any(),
            Loading::Done(text) => {
                let game_rules = parse(&text, game.slug(), lang);
                let app_rules = parse(&text, "app", lang).unwrap_or_default();
                match game_rules {
                    Some(rules) if !rules.is_empty() => view! {
                        <p class="lead"><span class="badge">{Msg::AdaptationBadge.text(lang)}</span>{Msg::AdaptationNote.text(lang)}</p>
                        {rules.into_iter().chain(app_rules).map(|r| paragraph(lang, r)).collect_view()}
                    }
                    .into_any(),
                    _ => failed(lang, state),
                }
            }
            Loading::Failed => failed(lang, state),
        }
    };
    view! {
        <article class="rules">
            <h1>{Msg::RulesTitle.fill(lang, &[("game", name)])}</h1>
            {body}
            <p class="btn-row">
                {game.is_playable().then(|| view! {
                    <button class="btn primary" on:click=move |_| go(Route::Setup(game))>{Msg::NewGame.text(lang)}</button>
                })}
                <button class="btn" on:click=move |_| go(Route::Home)>{Msg::BackHome.text(lang)}</button>
            </p>
        </article>
    }
}

fn failed(lang: Lang, state: RwSignal<Loading>) -> AnyView {
    view! {
        <div class="banner error" role="alert">
            <p>{Msg::RulesFailed.text(lang)}</p>
            <button class="btn" on:click=move |_| load(state)>{Msg::TryAgain.text(lang)}</button>
        </div>
    }
    .into_any()
}
