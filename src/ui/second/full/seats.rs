//! Who plays each seat of a set-up: a person, or the computer at a strength (only the app with
//! Sidibaba has the computer opponents).

use crate::app::i18n::{Lang, Msg};
use crate::games::{Computers, GameId, Strength};
use leptos::prelude::*;

pub type Seats = StoredValue<Vec<RwSignal<Option<Strength>>>>;

pub fn new_seats(max: usize) -> Seats {
    StoredValue::new((0..max).map(|_| RwSignal::new(None)).collect())
}

/// The seats the computer plays. A game of people only stores none: its links stay as short as
/// before.
pub fn computers(seats: Seats, count: usize) -> Computers {
    let seats: Vec<Option<Strength>> = seats.with_value(|p| p[..count].iter().map(|s| s.get_untracked()).collect());
    Computers(if seats.iter().any(Option::is_some) { seats } else { Vec::new() })
}

/// The computer's names by seat: people of the tale, the same in every language.
const COMPUTER_NAMES: [&str; 4] = ["Abdallah", "Cassim", "Morgiana", "Mustafa"];

/// A seat's name field, and beside it who plays the seat.
pub fn with_seat_menu(
    field: impl IntoView,
    lang: Lang,
    i: usize,
    name: RwSignal<String>,
    seats: Seats,
) -> impl IntoView {
    let by = seats.with_value(|p| p[i]);
    let n = (i + 1).to_string();
    // A seat's default name follows who plays it: "Player 2", or for the computer a name from
    // the tale of Ali Baba and the Forty Thieves (short: four names side by side on a phone).
    let choose = Callback::new(move |value: String| {
        let strength = Strength::ALL.into_iter().find(|s| strength_code(*s) == value);
        let n = (i + 1).to_string();
        let (person, computer) =
            (Msg::PlayerN.fill(lang, &[("n", &n)]), COMPUTER_NAMES[i % COMPUTER_NAMES.len()].to_string());
        let typed = name.get_untracked();
        if strength.is_some() && typed == person {
            name.set(computer);
        } else if strength.is_none() && typed == computer {
            name.set(person);
        }
        by.set(strength);
    });
    let current = by.get_untracked().map_or("person", strength_code).to_string();
    let menu = crate::ui::widgets::menu(
        "field",
        Msg::PlayedBy.fill(lang, &[("n", &n)]),
        format!("played-by-{i}"),
        seat_options(lang),
        current,
        choose,
    );
    view! { <div class="seat">{field}{menu}</div> }
}

pub fn computers_note(lang: Lang, _: GameId) -> impl IntoView {
    view! { <p class="hint">{Msg::ComputersHint.text(lang)}</p> }
}

fn strength_code(s: Strength) -> &'static str {
    match s {
        Strength::Easy => "easy",
        Strength::Normal => "normal",
        Strength::Strong => "strong",
    }
}

/// Who may play a seat: a person, or the computer at each strength.
fn seat_options(lang: Lang) -> Vec<(String, String)> {
    std::iter::once(("person".to_string(), Msg::PlayedByPerson.text(lang).to_string()))
        .chain(Strength::ALL.map(|s| (strength_code(s).to_string(), strength_name(s).text(lang).to_string())))
        .collect()
}

fn strength_name(s: Strength) -> Msg {
    match s {
        Strength::Easy => Msg::ComputerEasy,
        Strength::Normal => Msg::ComputerNormal,
        Strength::Strong => Msg::ComputerStrong,
    }
}
