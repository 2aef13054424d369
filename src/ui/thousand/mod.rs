//! A Thousand and One Treasures on screen. Nothing is private, so there is no hand-off: the
//! board is always drawn for the player to act (or, on a player's own device, for them).

mod board;

use crate::app::clock::now_ms;
use crate::app::i18n::{Lang, Msg};
use crate::app::storage::{Device, SaveEntry};
use crate::games::record::{AnyRecord, Record};
use crate::games::thousand_and_one::{Action, Event, State, ThousandAndOne, CARDS};
use crate::games::{Game, GameId, Seat};
use crate::ui::links::share_panel;
use crate::ui::play::{clicked, device_picker, problem, replay, who_are_you};
use crate::ui::{go, refocus, store, Route};
use leptos::prelude::*;

pub fn screen(lang: Lang, id: &str, record: Record<ThousandAndOne>, device: Device) -> AnyView {
    match replay(&record) {
        Some((state, log)) => view! { <Game lang id=id.to_string() record state log device/> }.into_any(),
        None => problem(lang, Msg::CorruptSave),
    }
}

#[component]
fn Game(lang: Lang, id: String, record: Record<ThousandAndOne>, state: State, log: Vec<Event>, device: Device) -> impl IntoView {
    let names = StoredValue::new(record.config.players.clone());
    let record = StoredValue::new(record);
    let id = StoredValue::new(id);
    let state = RwSignal::new(state);
    let log = RwSignal::new(log);
    let device = RwSignal::new(device);
    // How far the player has turned the card they are about to lay (a choice, not yet a move).
    let turn = RwSignal::new(0u8);
    let save = move || {
        let entry = SaveEntry { last_played: now_ms(), record: AnyRecord::ThousandAndOne(record.get_value()), device: device.get_untracked() };
        store(&id.get_value(), entry);
    };
    let dispatch = Callback::new(move |action| {
        let mut next = state.get_untracked();
        if let Ok(events) = ThousandAndOne::apply(&mut next, action) {
            record.update_value(|r| r.actions.push(action));
            log.update(|l| l.extend(events));
            state.set(next);
            turn.set(0);
            refocus();
            save();
        }
    });
    let choose_device = Callback::new(move |d: Device| {
        device.set(d);
        save();
        refocus();
    });

    move || {
        let to_act = state.with(ThousandAndOne::to_act);
        let names = names.get_value();
        let device_now = device.get();
        if device_now == Device::Unknown {
            return who_are_you(lang, &names, choose_device).into_any();
        }
        let seat = match device_now {
            Device::Player(me) => me,
            _ => to_act.unwrap_or(0),
        };
        let view = state.with(|s| ThousandAndOne::view(s, seat));
        let markup = log.with(|l| board::table(lang, &names, &view, l, turn.get()));
        let choices = view.choices.clone();
        let on_click = move |ev: leptos::ev::MouseEvent| {
            let Some(el) = clicked(&ev) else { return };
            if let Some(i) = el.get_attribute("data-act").and_then(|i| i.parse::<usize>().ok()) {
                if let Some(&action) = choices.get(i) {
                    dispatch.run(action);
                }
            } else if let Some(ui) = el.get_attribute("data-ui") {
                match ui.as_str() {
                    "turn" => turn.update(|t| *t = (*t + 1) % 4),
                    _ => dispatch.run(Action::Turn(turn.get_untracked())),
                }
                refocus();
            } else if let Some(nav) = el.get_attribute("data-nav") {
                go(if nav == "new" { Route::Setup(GameId::ThousandAndOne) } else { Route::Home });
            }
        };
        let waiting = matches!(device_now, Device::Player(me) if to_act.is_some() && to_act != Some(me));
                // A player on their own device sends every turn on, the last one too (the result).
                let send_now = waiting || (to_act.is_none() && matches!(device_now, Device::Player(_)));
        let next_name = to_act.map(|s| names[s as usize].clone());
        let any_record = AnyRecord::ThousandAndOne(record.get_value());
        view! {
            {waiting.then(|| view! {
                <p class="banner warn waiting" role="status" data-focus tabindex="-1">
                    {Msg::WaitingForTurn.fill(lang, &[("name", next_name.as_deref().unwrap_or_default())])}
                </p>
            })}
            {waiting.then(|| share_panel(lang, any_record.clone(), next_name.clone(), send_now))}
            <div class="t1-table" on:click=on_click inner_html=markup></div>
            {(!waiting).then(|| share_panel(lang, any_record, next_name.clone(), send_now))}
            {device_picker(lang, &names, device_now, choose_device)}
        }
        .into_any()
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
