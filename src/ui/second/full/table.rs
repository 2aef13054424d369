//! A table of phones: each player on their own phone, joined by an invitation (a link or its QR
//! code) and an answer, over a WebRTC data channel with no server (`app::invite`,
//! `app::signal`, `app::wire`, `app::session::table`). Only in the second app, which the page's
//! loader starts for a table's addresses.

mod camera;
mod live;
mod rtc;
mod screens;

pub use live::{at_table_here, away_here, follow_pauses, hidden, pause, phones_button, played, waiting_words};
pub use screens::screen;
