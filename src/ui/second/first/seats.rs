//! Every seat a person's: the first app's set-up has a button to the second app instead of the
//! computer opponents.

use crate::app::i18n::{Lang, Msg};
use crate::games::{Computers, GameId};
use leptos::prelude::*;

pub type Seats = ();

pub fn new_seats(_: usize) -> Seats {}

pub fn computers(_: Seats, _: usize) -> Computers {
    Computers::default()
}

pub fn with_seat_menu(field: impl IntoView, _: Lang, _: usize, _: RwSignal<String>, _: Seats) -> impl IntoView {
    field
}

/// The first app: the computer opponents are a tap away, in the app with them (the page starts
/// again with it, on this same set-up).
pub fn computers_note(lang: Lang, game: GameId) -> impl IntoView {
    view! { <a class="btn" data-testid="computers" href=format!("?app=full#/new/{}", game.slug())>{Msg::ComputersButton.text(lang)}</a> }
}
