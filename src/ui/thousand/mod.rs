//! A Thousand and One Treasures on screen. Nothing is private, so there is no hand-off: the
//! board is always drawn for the player to act (or, on a player's own device, for them).

mod board;

use crate::app::i18n::{Lang, Msg};
use crate::app::storage::Device;
use crate::games::record::Record;
use crate::games::thousand_and_one::{Action, Event, ThousandAndOne, CARDS};
use crate::games::{Game, GameId, Seat};
use crate::ui::play::{clicked, frame, problem, who_are_you, Session};
use crate::ui::{go, refocus, Route};
use leptos::prelude::*;

pub fn screen(lang: Lang, id: &str, record: Record<ThousandAndOne>, device: Device) -> AnyView {
    match Session::open(id, record, device) {
        Some(session) => view! { <Game lang session/> }.into_any(),
        None => problem(lang, Msg::CorruptSave),
    }
}

#[component]
fn Game(lang: Lang, session: Session<ThousandAndOne>) -> impl IntoView {
    // How far the player has turned the card they are about to lay (a choice, not yet a move).
    let turn = RwSignal::new(0u8);
    let choose_device = Callback::new(move |d| session.choose_device(d));
    move || {
        let to_act = session.state.with(ThousandAndOne::to_act);
        let names = session.names();
        let device = session.device.get();
        if device == Device::Unknown {
            return who_are_you(lang, &names, choose_device).into_any();
        }
        let seat = match device {
            Device::Player(me) => me,
            _ => to_act.unwrap_or(0),
        };
        let view = session.state.with(|s| ThousandAndOne::view(s, seat));
        let markup = session.log.with(|l| board::table(lang, &names, &view, l, turn.get()));
        let choices = view.choices;
        let play = move |action| {
            if session.dispatch(action) {
                turn.set(0);
            }
        };
        let on_click = move |ev: leptos::ev::MouseEvent| {
            let Some(el) = clicked(&ev) else { return };
            if let Some(i) = el.get_attribute("data-act").and_then(|i| i.parse::<usize>().ok()) {
                if let Some(&action) = choices.get(i) {
                    play(action);
                }
            } else if let Some(ui) = el.get_attribute("data-ui") {
                match ui.as_str() {
                    "turn" => turn.update(|t| *t = (*t + 1) % 4),
                    _ => play(Action::Turn(turn.get_untracked())),
                }
                refocus();
            } else if let Some(nav) = el.get_attribute("data-nav") {
                go(if nav == "new" { Route::Setup(GameId::ThousandAndOne) } else { Route::Home });
            }
        };
        let table = view! { <div class="t1-table" on:click=on_click inner_html=markup></div> }.into_any();
        frame(lang, &names, device, to_act, session.any_record(), table, choose_device)
    }
}

/// The last few things that happened, in words.
pub fn recent(lang: Lang, names: &[String], log: &[Event]) -> Vec<String> {
    let n = |s: &Seat| names[*s as usize].as_str();
    let mut lines: Vec<String> = log
        .iter()
        .rev()
        .filter_map(|e| {
            Some(match e {
                Event::PawnPlaced { seat, .. } => Msg::EvPawnPlaced.fill(lang, &[("name", n(seat))]),
                Event::Rolled { seat, value } => Msg::EvRolled.fill(lang, &[("name", n(seat)), ("n", &value.to_string())]),
                Event::Moved { seat, genie: true, .. } => Msg::EvGenie.fill(lang, &[("name", n(seat))]),
                Event::Moved { seat, .. } => Msg::EvMovedPawn.fill(lang, &[("name", n(seat))]),
                Event::Left { seat } => Msg::EvLeftCave.fill(lang, &[("name", n(seat))]),
                Event::Stayed { seat } => Msg::EvStayedPut.fill(lang, &[("name", n(seat))]),
                Event::Collected { seat, card } => {
                    Msg::EvCollected.fill(lang, &[("name", n(seat)), ("n", &CARDS[*card as usize].treasures.to_string())])
                }
                Event::ThiefMoved { .. } => Msg::EvThief.text(lang).into(),
                Event::CardLaid { .. } => Msg::EvLaid.text(lang).into(),
                Event::SquareEmptied { .. } => Msg::EvEmptied.text(lang).into(),
                Event::GameOver => Msg::EvGameOver.text(lang).into(),
                Event::TurnBegins { .. } => return None,
            })
        })
        .take(5)
        .collect();
    lines.reverse();
    lines
}
