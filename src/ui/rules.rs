//! The rules screen. The texts are not in the WebAssembly: they are `rules.json` (source:
//! `src/app/i18n/rules.json`), fetched when the screen first opens and precached by the service
//! worker for offline use — the first screen does not need them, and they are a fifth of the
//! app's words. The file is ours, but it is read like any outside input: text only, checked
//! shape, never markup.

use super::context::{go, Route};
use super::widgets::icon;
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
    /// A line of the "how to play in one minute" card that opens a game's rules.
    Minute(String),
    /// Pieces of the game as they look in the app (`blue:ring`, `card:2:head`, `thief`), with
    /// their caption.
    Picture(String, String),
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
            let text = crate::app::i18n::typeset(lang, &entry.get(1 + lang as u32).as_string()?);
            match kind.as_str() {
                "h" => Some(Rule::Heading(text)),
                "p" => Some(Rule::Text(text)),
                "a" => Some(Rule::Adaptation(text)),
                "m" => Some(Rule::Minute(text)),
                "f" => Some(Rule::Picture(entry.get(4).as_string()?, text)),
                _ => None,
            }
        })
        .collect();
    Some(rules)
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
        match super::fetch::fetch_text(RULES_FILE).await {
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
        // Gathered into the card by `rules`; alone, a line.
        Rule::Minute(text) => view! { <p>{text}</p> }.into_any(),
        Rule::Picture(pieces, caption) => view! {
            <figure class="rule-picture">
                <div class="pieces" aria-hidden="true">{pieces.split(' ').map(piece).collect_view()}</div>
                <figcaption>{caption}</figcaption>
            </figure>
        }
        .into_any(),
        Rule::Heading(text) => view! { <h2>{text}</h2> }.into_any(),
        Rule::Text(text) => view! { <p>{text}</p> }.into_any(),
        Rule::Adaptation(text) => {
            view! { <p class="adaptation"><span class="badge">{Msg::AdaptationBadge.text(lang)}</span>{text}</p> }
                .into_any()
        }
    }
}

pub fn rules(lang: Lang, game: GameId) -> impl IntoView {
    let name = game_name(game).text(lang);
    let state = RwSignal::new(Loading::Waiting);
    load(state);
    let body = move || {
        match state.get() {
            Loading::Waiting => view! { <p role="status" class="lead">{Msg::RulesLoading.text(lang)}</p> }.into_any(),
            Loading::Done(text) => {
                let game_rules = parse(&text, game.slug(), lang);
                // How links, undo and saves work: not for a game against the clock at one device
                // (its own rules say so).
                let app_rules =
                    if game.travels_by_link() { parse(&text, "app", lang).unwrap_or_default() } else { Vec::new() };
                match game_rules {
                    Some(mut rules) if !rules.is_empty() => {
                        // The one-minute card first, then the full rules.
                        let minute: Vec<String> = rules
                            .iter()
                            .map_while(|r| match r {
                                Rule::Minute(line) => Some(line.clone()),
                                _ => None,
                            })
                            .collect();
                        rules.drain(..minute.len());
                        view! {
                            {(!minute.is_empty()).then(|| view! {
                                <section class="minute" aria-labelledby="minute-title">
                                    <h2 id="minute-title">{Msg::OneMinute.text(lang)}</h2>
                                    <ol>{minute.into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}</ol>
                                </section>
                            })}
                            <p class="lead"><span class="badge">{Msg::AdaptationBadge.text(lang)}</span>{Msg::AdaptationNote.text(lang)}</p>
                            {rules.into_iter().chain(app_rules).map(|r| paragraph(lang, r)).collect_view()}
                        }
                        .into_any()
                    }
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
                <button class="btn primary" on:click=move |_| go(Route::Setup(game))>{Msg::NewGame.text(lang)}</button>
                <button class="btn" on:click=move |_| go(Route::Learn(game))>{Msg::LearnToPlay.text(lang)}</button>
                <button class="btn" on:click=move |_| go(Route::Home)>{Msg::BackHome.text(lang)}</button>
            </p>
        </article>
    }
}

/// One piece of a picture, drawn like the game draws it, from the sprite in the page.
fn piece(piece: &str) -> AnyView {
    let parts: Vec<&str> = piece.split(':').collect();
    match parts.as_slice() {
        ["card", n, rest @ ..] => {
            let (n, head) = (n.parse::<usize>().unwrap_or(1).min(3), rest == ["head"]);
            let icon_id = ["k-sword", "k-lamp", "k-necklace"][n.max(1) - 1];
            view! {
                <span class="card preview">
                    <span class=format!("loot n{n}")>{(0..n).map(|_| icon(icon_id.to_string(), "treasure")).collect_view()}</span>
                    {head.then(|| icon("thief".to_string(), "head"))}
                </span>
            }
            .into_any()
        }
        [colour, kind] => view! {
            <span class=format!("chip c-{colour}")>{icon(format!("k-{kind}"), "kind")}{icon(format!("c-{colour}"), "sym")}</span>
        }
        .into_any(),
        _ => view! { <span class="chip thief-piece">{icon("thief".to_string(), "kind")}</span> }.into_any(),
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
