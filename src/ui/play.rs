//! Opening a saved game, and what every game screen shares: the session (record, state, log,
//! device, undo), whose device this is, and the one click handler of drawn-as-markup tables.

use super::frame::{screen, Table};
use super::saves::load;
use super::widgets::problem;
use crate::app::html::Markup;
use crate::app::i18n::{Lang, Msg};
use crate::app::storage::{EntryError, LocalStore, SaveEntry, Saves};
use crate::games::record::{each, AnyRecord, Record};
use crate::games::GameId;
use leptos::prelude::*;

/// Opens the game saved under `id`.
pub fn play(lang: Lang, id: &str) -> AnyView {
    let entry = match load(id) {
        Some(Ok(entry)) if super::second::hints::opens_there(&entry.record, super::frame::hints_wanted) => {
            return super::context::second_app(lang, entry.record.game())
        }
        Some(Ok(entry)) => entry,
        Some(Err(EntryError::Newer)) => return problem(lang, Msg::NewerSave),
        Some(Err(EntryError::SecondApp)) => return super::context::second_app(lang, GameId::Sidibaba),
        Some(Err(EntryError::Corrupt)) => return problem(lang, Msg::CorruptSave),
        None if Saves(LocalStore).list().is_err() => return problem(lang, Msg::StorageUnavailable),
        None => return problem(lang, Msg::GameNotFound),
    };
    let SaveEntry { record, device, .. } = entry;
    each!(record, r => screen(lang, id, r, device))
}

/// The small picture of a saved game's position, for the list on the home screen.
pub fn thumbnail(record: &AnyRecord) -> Option<Markup> {
    fn of<G: Table>(record: &Record<G>) -> Option<Markup> {
        let state = record.replay().ok()?;
        Some(G::thumbnail(&G::view(&state, G::to_act(&state).unwrap_or(0))))
    }
    each!(record, r => of(r))
}
