//! The first app's stand-ins for the second app's screens: they hand over to it (the page starts
//! again with the second app, on the same address: `context::second_app`), or draw nothing.

pub mod hints;
pub mod seats;
pub mod table;

use crate::app::i18n::{Lang, Msg};
use crate::games::GameId;
use crate::ui::context;
use leptos::prelude::*;

pub const GAME_STYLES: [&str; 2] = ["ali_baba.css", "thousand.css"];

pub fn sidibaba_setup(lang: Lang) -> AnyView {
    context::second_app(lang, GameId::Sidibaba)
}

pub fn backup_screen(lang: Lang) -> AnyView {
    context::to_second_app();
    view! { <p class="lead" role="status">{Msg::Loading.text(lang)}</p> }.into_any()
}

pub fn learn(lang: Lang, game: GameId) -> AnyView {
    context::second_app(lang, game)
}
