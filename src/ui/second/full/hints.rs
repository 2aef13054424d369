//! What only the app with the computer opponents and the lessons draws in a game's frame: the
//! computer's move being made, the hints and the hints menu, a lesson's coach; and whether a
//! saved game opens in that app.

use super::coach::{self, CoachFrame};
use crate::app::i18n::{Lang, Msg};
use crate::app::session::{Cursor, Framed, Session};
use crate::app::storage::SaveEntry;
use crate::games::record::AnyRecord;
use crate::games::GameId;
use crate::ui::widgets::Input;
use leptos::prelude::*;

/// "Tom is thinking…"
pub fn thinking(lang: Lang, name: &str) -> String {
    Msg::Thinking.fill(lang, &[("name", name)])
}

/// The button that asks for a hint.
pub fn hint_ask(lang: Lang) -> String {
    Msg::HintAsk.text(lang).into()
}

/// Why the hint's choice: one line.
pub fn hint_words(lang: Lang, reason: crate::ai::Reason) -> String {
    use crate::ai::Reason;
    match reason {
        Reason::Only => Msg::HintOnly.text(lang).into(),
        Reason::BestNow => Msg::HintBestNow.text(lang).into(),
        Reason::PlayedOut(n) => Msg::HintPlayedOut.fill(lang, &[("n", &n.to_string())]),
    }
}

/// A computer opponent is playing: who, and the button that plays the rest at once.
pub fn computer_bar(lang: Lang, thinking: Option<String>, input: Callback<Input>) -> Option<AnyView> {
    thinking.map(|text| view! {
        <div class="banner info thinking" data-testid="thinking">
            <p role="status">{text}</p>
            <button class="btn" data-testid="hurry" on:click=move |_| input.run(Input::Hurry)>{Msg::Skip.text(lang)}</button>
        </div>
    }.into_any())
}

/// The button that asks for a hint, and the hint given.
pub fn hint_bar(ask: Option<String>, hint: Option<String>, input: Callback<Input>) -> Option<AnyView> {
    (ask.is_some() || hint.is_some()).then(|| view! {
        {ask.map(|label| view! {
            <button class="btn hint-ask" data-testid="hint-ask" on:click=move |_| input.run(Input::Hint)>{label}</button>
        })}
        {hint.map(|words| view! { <p class="hint-line" role="status" data-testid="hint" tabindex="-1" data-focus><span aria-hidden="true">"★ "</span>{words}</p> })}
    }.into_any())
}

/// Hints on this device, or none (the game menu).
pub fn hints_menu(lang: Lang, on: bool, input: Callback<Input>) -> impl IntoView {
    let options = vec![
        ("off".to_string(), Msg::HintsOff.text(lang).to_string()),
        ("on".to_string(), Msg::HintsOn.text(lang).to_string()),
    ];
    let current = if on { "on" } else { "off" }.to_string();
    crate::ui::widgets::menu(
        "field device",
        Msg::Hints.text(lang).into(),
        "hints".into(),
        options,
        current,
        Callback::new(move |v: String| input.run(Input::Hints(v == "on"))),
    )
}

/// The hint's choice is marked on the board (and no other: a patch keeps untouched parts).
pub fn mark_hint(el: &web_sys::Element, hint: Option<usize>) {
    use wasm_bindgen::JsCast;
    if let Ok(marked) = el.query_selector_all(".hinted") {
        (0..marked.length()).filter_map(|i| marked.get(i)?.dyn_into::<web_sys::Element>().ok()).for_each(|m| {
            let _ = m.class_list().remove_1("hinted");
        });
    }
    if let Some(Ok(Some(choice))) = hint.map(|i| el.query_selector(&format!("[data-act=\"{i}\"]"))) {
        let _ = choice.class_list().add_1("hinted");
    }
}

/// A lesson keeps its place instead of a save (`coach::keep`): whether `at` was one.
pub fn keep_lesson(game: GameId, at: Option<Cursor>, entry: &SaveEntry) -> bool {
    at.map(|at| coach::keep(game, at, entry)).is_some()
}

/// Whether the saved game `record` opens in the other app's stead: the computer opponents
/// and the hints think here, so none does.
pub fn opens_there(_: &AnyRecord, _hints_wanted: fn() -> bool) -> bool {
    false
}

/// A lesson's coach is said in one region for the whole game, so that each step is heard
/// (a region drawn anew with its words is not).
pub fn coach_said() -> RwSignal<String> {
    RwSignal::new(String::new())
}

pub fn coach<G: Framed>(
    lang: Lang,
    session: RwSignal<Session<G>>,
    handoff: bool,
    said: RwSignal<String>,
) -> Option<CoachFrame> {
    session.with_untracked(|s| coach::frame::<G>(lang, s, handoff, said))
}

/// A lesson's coach speaks in the frame.
pub const COACH: bool = true;

/// The coach's bubble over the table drawn.
pub fn add_coach(drawn: &mut AnyView, lang: Lang, coach: Option<CoachFrame>, input: Callback<Input>) {
    let table = std::mem::replace(drawn, ().into_any());
    *drawn = view! { {table} {coach.map(|c| coach::bubble(lang, c, input))} }.into_any();
}

pub fn said_region(said: RwSignal<String>, body: impl IntoView + 'static) -> impl IntoView {
    view! { <p class="visually-hidden" aria-live="polite" data-testid="coach-said">{move || said.get()}</p> {body} }
}
