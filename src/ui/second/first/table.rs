//! The first app knows of no table of phones: the loader starts the second app for a table's
//! addresses.

use crate::app::i18n::Lang;
use crate::app::storage::Device;
use crate::games::record::AnyRecord;
use crate::games::Seat;
use leptos::prelude::{AnyView, IntoAny, StoredValue};

/// A table's addresses (`Route::Invite`, `Route::Table`) hold what only the second app holds: the
/// first app never shows them.
pub fn screen(_: Lang, _: crate::app::route::Route) -> AnyView {
    ().into_any()
}

pub fn at_table_here() -> bool {
    false
}

pub fn away_here() -> Vec<crate::games::Seat> {
    Vec::new()
}

pub fn played(_id: &str, _record: &AnyRecord) {}

pub fn waiting_words(_: Lang, _: &str, _: (Option<Seat>, usize), _: Device, _: bool) -> Option<String> {
    None
}

pub fn pause(_id: StoredValue<String>, _paused: bool) {}

pub fn hidden(_id: StoredValue<String>) {}

pub fn follow_pauses(_pause: impl Fn(bool) + 'static) {}

pub fn phones_button(_: Lang, _: bool) -> Option<AnyView> {
    None
}
