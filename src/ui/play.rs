//! Opening a saved game, and what every game screen shares: whose device this is, and the one
//! click handler that drawn-as-markup tables use.

use super::{ali_baba, go, load, thousand, Route};
use crate::app::i18n::{Lang, Msg};
use crate::app::storage::{Device, EntryError, LocalStore, SaveEntry, Saves};
use crate::games::record::{AnyRecord, Record};
use crate::games::{Game, Seat};
use leptos::prelude::*;

/// Opens the game saved under `id`.
pub fn play(lang: Lang, id: &str) -> AnyView {
    let entry = match load(id) {
        Some(Ok(entry)) => entry,
        Some(Err(EntryError::Newer)) => return problem(lang, Msg::NewerSave),
        Some(Err(EntryError::Corrupt)) => return problem(lang, Msg::CorruptSave),
        None if Saves(LocalStore).list().is_err() => return problem(lang, Msg::StorageUnavailable),
        None => return problem(lang, Msg::GameNotFound),
    };
    let SaveEntry { record, device, .. } = entry;
    match record {
        AnyRecord::AliBaba(r) => ali_baba::screen(lang, id, r, device),
        AnyRecord::ThousandAndOne(r) => thousand::screen(lang, id, r, device),
    }
}

pub fn problem(lang: Lang, msg: Msg) -> AnyView {
    view! {
        <div class="banner error" role="alert"><p>{msg.text(lang)}</p></div>
        <button class="btn primary" on:click=move |_| go(Route::Home)>{Msg::BackHome.text(lang)}</button>
    }
    .into_any()
}

/// The nearest element of a click that carries an action or a destination.
pub fn clicked(ev: &leptos::ev::MouseEvent) -> Option<web_sys::Element> {
    use wasm_bindgen::JsCast;
    let target = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    target.closest("[data-act],[data-nav],[data-ui]").ok().flatten()
}

/// Asked once for a game that came by link: whose device is this?
pub fn who_are_you(lang: Lang, names: &[String], choose: Callback<Device>) -> impl IntoView {
    view! {
        <section class="handoff" aria-labelledby="who-title">
            <div class="card">
                <h1 id="who-title">{Msg::WhoAreYou.text(lang)}</h1>
                <p>{Msg::WhoAreYouHint.text(lang)}</p>
                {names.iter().enumerate().map(|(seat, name)| {
                    let seat = seat as Seat;
                    view! {
                        <button class="btn primary" data-seat=seat on:click=move |_| choose.run(Device::Player(seat))>
                            {Msg::IAmPlayer.fill(lang, &[("name", name)])}
                        </button>
                    }
                }).collect_view()}
                <button class="btn" on:click=move |_| choose.run(Device::PassAndPlay) data-focus>{Msg::EveryoneHere.text(lang)}</button>
            </div>
        </section>
    }
}

pub fn device_picker(lang: Lang, names: &[String], device: Device, choose: Callback<Device>) -> impl IntoView {
    let options: Vec<(String, String)> = std::iter::once(("all".to_string(), Msg::EveryoneHere.text(lang).to_string()))
        .chain(names.iter().enumerate().map(|(s, n)| (s.to_string(), Msg::IAmPlayer.fill(lang, &[("name", n)]))))
        .collect();
    let current = match device {
        Device::Player(s) => s.to_string(),
        _ => "all".to_string(),
    };
    view! {
        <label class="field device">
            {Msg::DeviceLabel.text(lang)}
            <select data-testid="device" on:change=move |ev| {
                let value = event_target_value(&ev);
                choose.run(value.parse::<Seat>().map_or(Device::PassAndPlay, Device::Player));
            }>
                {options.into_iter().map(|(value, label)| {
                    let selected = value == current;
                    view! { <option value=value selected=selected>{label}</option> }
                }).collect_view()}
            </select>
        </label>
    }
}

/// Replays a record, keeping the events for the log.
pub fn replay<G: Game>(record: &Record<G>) -> Option<(G::State, Vec<G::Event>)> {
    let mut state = G::new(&record.config, record.seed).ok()?;
    let mut log = Vec::new();
    for &action in &record.actions {
        log.extend(G::apply(&mut state, action).ok()?);
    }
    Some((state, log))
}
