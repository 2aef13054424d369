//! The first app draws no computer's move, hint or coach: stand-ins that draw nothing, so that
//! the frame reads the same in both apps.

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
