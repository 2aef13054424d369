//! What only the app with the computer opponents draws in a game's frame: the computer's move
//! being made, the hints and the hints menu. The first app, without them, has stand-ins that draw
//! nothing, so that the frame reads the same in both.

pub use imp::*;

#[cfg(feature = "full")]
mod imp {
    use crate::app::i18n::{Lang, Msg};
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
}

#[cfg(not(feature = "full"))]
mod imp {
    use crate::app::i18n::Lang;
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
}
