//! The screens only the app with Sidibaba has: Sidibaba's set-up, the backup and the lessons
//! (they play against the computer). In the first app, stand-ins that hand over to it: the page
//! starts again with the second app, on the same address (`context::second_app`).

pub use imp::*;

#[cfg(feature = "full")]
mod imp {
    use crate::app::i18n::Lang;
    use crate::games::GameId;
    use crate::ui::{backup, lesson, sidibaba};
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
}

#[cfg(not(feature = "full"))]
mod imp {
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
}
