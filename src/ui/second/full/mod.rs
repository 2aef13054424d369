//! What only the app with Sidibaba has in src/ui: Sidibaba's set-up and table, the backup, the
//! lessons and their coach (they play against the computer), the computer opponents' seats and
//! hints, and the table of phones.

mod backup;
mod coach;
pub mod hints;
mod lesson;
pub mod seats;
mod sidibaba;
pub mod table;

use crate::app::i18n::Lang;
use crate::games::GameId;
use leptos::prelude::*;

/// Style sheets beside the page, one per game table (copied by Trunk, precached by the worker).
pub const GAME_STYLES: [&str; 3] = ["ali_baba.css", "thousand.css", "sidibaba.css"];

pub fn sidibaba_setup(lang: Lang) -> AnyView {
    view! { <sidibaba::Setup lang/> }.into_any()
}

pub fn backup_screen(lang: Lang) -> AnyView {
    backup::backup(lang).into_any()
}

pub fn learn(lang: Lang, game: GameId) -> AnyView {
    lesson::learn(lang, game)
}
