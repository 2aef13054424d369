//! What only the app with the computer opponents and the lessons draws in a game's frame: the
//! computer's move being made, the hints and the hints menu, a lesson's coach; and whether a
//! saved game opens in that app. The first app, without them, has stand-ins that draw nothing,
//! so that the frame reads the same in both.

pub use imp::*;

#[cfg(feature = "full")]
mod imp {
    use crate::app::i18n::{Lang, Msg};
    use crate::app::session::{Cursor, Framed, Session};
    use crate::app::storage::SaveEntry;
    use crate::games::record::AnyRecord;
    use crate::games::GameId;
    use crate::ui::coach::{self, CoachFrame};
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
}

#[cfg(not(feature = "full"))]
mod imp {
    use crate::app::i18n::Lang;
    use crate::app::session::{Cursor, Framed, Session};
    use crate::app::storage::SaveEntry;
    use crate::games::record::AnyRecord;
    use crate::games::GameId;
    use crate::ui::widgets::Input;
    use leptos::prelude::*;

    pub fn thinking(_: Lang, _: &str) -> String {
        String::new()
    }
    pub fn hint_ask(_: Lang) -> String {
        String::new()
    }
    pub fn hint_words(_: Lang, _: crate::ai::Reason) -> String {
        String::new()
    }
    pub fn computer_bar(_: Lang, _: Option<String>, _: Callback<Input>) {}
    pub fn hint_bar(_: Option<String>, _: Option<String>, _: Callback<Input>) {}
    pub fn hints_menu(_: Lang, _: bool, _: Callback<Input>) {}
    pub fn mark_hint(_: &web_sys::Element, _: Option<usize>) {}

    pub fn keep_lesson(_: GameId, _: Option<Cursor>, _: &SaveEntry) -> bool {
        false
    }

    /// The computer opponents and the hints think in the app with Sidibaba: a game with them
    /// opens there (the page starts again with it).
    pub fn opens_there(record: &AnyRecord, hints_wanted: fn() -> bool) -> bool {
        record.has_computers() || hints_wanted()
    }

    /// No coach, and nowhere to say its words.
    #[derive(Clone, Copy)]
    pub struct NoCoach;

    /// No coach here. The frame asks this before `add_coach`: even an empty call that is handed
    /// the table drawn keeps it on the stack, which costs this app bytes.
    pub const COACH: bool = false;

    pub fn coach_said() -> NoCoach {
        NoCoach
    }

    pub fn coach<G: Framed>(_: Lang, _: RwSignal<Session<G>>, _: bool, _: NoCoach) -> NoCoach {
        NoCoach
    }

    pub fn add_coach(_: &mut AnyView, _: Lang, _: NoCoach, _: Callback<Input>) {}

    pub fn said_region(_: NoCoach, body: impl IntoView + 'static) -> impl IntoView {
        body
    }
}
