//! A table of phones: each player on their own phone, joined by an invitation (a link or its QR
//! code) and an answer, over a WebRTC data channel with no server (`app::invite`,
//! `app::signal`, `app::wire`, `app::session::table`). Only in the second app, which the page's
//! loader starts for a table's addresses; the first app's stand-ins know of no table.

pub use imp::*;

#[cfg(feature = "full")]
mod camera;
#[cfg(feature = "full")]
mod live;
#[cfg(feature = "full")]
mod rtc;
#[cfg(feature = "full")]
mod screens;

#[cfg(feature = "full")]
mod imp {
    pub use crate::ui::table::live::{
        at_table_here, away_here, follow_pauses, hidden, pause, phones_button, played, waiting_words,
    };
    pub use crate::ui::table::screens::screen;
}

#[cfg(not(feature = "full"))]
mod imp {
    use crate::app::i18n::Lang;
    use crate::app::storage::Device;
    use crate::games::record::AnyRecord;
    use crate::games::Seat;
    use leptos::prelude::{AnyView, StoredValue};

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
}
