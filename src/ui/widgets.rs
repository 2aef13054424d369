//! What every screen may show, drawn once: a problem with the way home, the click of a table,
//! whose device this is, menus, the hand-off between players, the undo button and a player's turn mark.

use super::context::{go, Route};
use crate::app::html::Html;
use crate::app::i18n::{Lang, Msg};
use crate::app::storage::Device;
use crate::games::Seat;
use leptos::prelude::*;

/// What the frame's buttons and the table say happened (the session core's input).
pub use crate::app::session::Input;

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
    target.closest("[data-act],[data-nav],[data-ui],[data-why]").ok().flatten()
}

/// Asked once for a game that came by link: whose device is this? (`people`: the seats a person
/// plays; the computer opponents' are not offered.)
pub fn who_are_you(lang: Lang, names: &[String], people: &[bool], choose: Callback<Device>) -> impl IntoView {
    view! {
        <section class="handoff" aria-labelledby="who-title">
            <div class="card">
                <h1 id="who-title">{Msg::WhoAreYou.text(lang)}</h1>
                <p>{Msg::WhoAreYouHint.text(lang)}</p>
                {names.iter().enumerate().filter(|&(seat, _)| people[seat]).map(|(seat, name)| {
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

/// The device menu's choice that opens the table of phones' invitations.
const PHONES: &str = "phones";

pub fn device_picker(
    lang: Lang,
    names: &[String],
    people: &[bool],
    device: Device,
    choose: Callback<Device>,
) -> impl IntoView {
    let mut options: Vec<(String, String)> =
        std::iter::once(("all".to_string(), Msg::EveryoneHere.text(lang).to_string()))
            .chain(
                names
                    .iter()
                    .enumerate()
                    .filter(|&(s, _)| people[s])
                    .map(|(s, n)| (s.to_string(), Msg::IAmPlayer.fill(lang, &[("name", n)]))),
            )
            .collect();
    // A table of phones: only where people play every seat.
    if people.iter().all(|&p| p) {
        options.push((PHONES.into(), Msg::PlayOnPhones.text(lang).into()));
    }
    let current = match device {
        Device::Player(s) => s.to_string(),
        _ => "all".to_string(),
    };
    let choose = Callback::new(move |value: String| {
        if value == PHONES {
            return super::context::invite();
        }
        choose.run(value.parse::<Seat>().map_or(Device::PassAndPlay, Device::Player))
    });
    menu("field device", Msg::DeviceLabel.text(lang).into(), "device".into(), options, current, choose)
}

/// A labelled menu of `options` (value, words), `current` chosen: the device, who plays a seat,
/// hints. One function draws them all (each menu drawn apart would cost the first load bytes).
pub fn menu(
    class: &'static str,
    label: String,
    testid: String,
    options: Vec<(String, String)>,
    current: String,
    choose: Callback<String>,
) -> impl IntoView {
    view! {
        <label class=class>
            {label}
            <select data-testid=testid on:change=move |ev| choose.run(event_target_value(&ev))>
                {options.into_iter().map(|(value, label)| {
                    let selected = value == current;
                    view! { <option value=value selected=selected>{label}</option> }
                }).collect_view()}
            </select>
        </label>
    }
}

/// "Take back Lea's last move".
pub fn undo_button(label: String, input: Callback<Input>) -> impl IntoView {
    view! {
        <div class="undo-bar">
            <button class="btn" data-testid="undo" on:click=move |_| input.run(Input::Undo)>
                <span aria-hidden="true">"↶ "</span>{label}
            </button>
        </div>
    }
}

/// A hand-off screen: whom the device goes to, what they are told, and what else it shows.
pub struct Handoff {
    pub seat: Seat,
    /// Why only they look, and the words of the button that confirms they are there.
    pub words: (String, String),
    pub note: Option<String>,
    /// What the others did since this player's last turn.
    pub news: Vec<String>,
    /// "Take back …", while the one who just played still may.
    pub undo: Option<String>,
    /// The running time, in a game in real time.
    pub clock: Option<AnyView>,
}

/// Between players who hide things: nothing private of anyone is in the page, only what the
/// others did since this player's last turn — and, until the next player confirms, the undo of
/// the one who just played.
pub fn handoff(lang: Lang, names: &[String], h: Handoff, input: Callback<Input>) -> impl IntoView {
    let Handoff { seat, words: (alone, button), note, news, undo: undo_label, clock } = h;
    let name = names[seat as usize].clone();
    view! {
        {clock}
        <section class="handoff" aria-labelledby="handoff-title">
            <div class="card">
                <h1 id="handoff-title">{Msg::PassTo.fill(lang, &[("name", &name)])}</h1>
                {note.map(|r| view! { <p><strong>{r}</strong></p> })}
                <p>{alone}</p>
                {(!news.is_empty()).then(|| view! {
                    <div class="news">
                        <h2>{Msg::SinceYourTurn.text(lang)}</h2>
                        <ul class="log">{news.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}</ul>
                    </div>
                })}
                <button class="btn primary" data-focus on:click=move |_| input.run(Input::Handoff(seat))>
                    {button}
                </button>
                {undo_label.map(|label| undo_button(label, input))}
            </div>
        </section>
    }
}

/// "New to Ali Baba? Learn it by playing": offered in a game's set-up the first time it is
/// opened on this device, and never again (unless asked, by "Learn to play"): the set-up stays
/// right below it, so it needs no button of its own to go (each would cost the first
/// WebAssembly half a kilobyte).
pub fn learn_offer(lang: Lang, game: crate::games::GameId) -> impl IntoView {
    use crate::app::storage::{LocalStore, Store};
    let key = match game {
        crate::games::GameId::AliBaba => "sesame.offered.ali-baba",
        crate::games::GameId::ThousandAndOne => "sesame.offered.thousand-and-one",
        crate::games::GameId::Sidibaba => "sesame.offered.sidibaba",
    };
    let first = LocalStore.get(key).ok().flatten().is_none() && LocalStore.set(key, "1").is_ok();
    let name = crate::app::i18n::game_name(game).text(lang);
    first.then(|| view! {
        <aside class="banner learn-offer" aria-label=Msg::LearnToPlay.text(lang)>
            <p>{Msg::LearnOffer.fill(lang, &[("game", name)])}</p>
            <div class="btn-row">
                <button class="btn primary" on:click=move |_| go(Route::Learn(game))>{Msg::LearnToPlay.text(lang)}</button>
            </div>
        </aside>
    })
}

/// An inline picture from the sprite in `index.html` (no bytes of WebAssembly per picture).
pub fn icon(id: String, class: &'static str) -> impl IntoView {
    use crate::app::html::Markup;
    view! { <svg class=class aria-hidden="true" focusable="false" inner_html=Markup::sprite(&id).into_html()></svg> }
}

/// A player's turn mark, in every game's row of players: always drawn, hidden while it is not
/// their turn, so that a turn passing changes attributes only (`Change::InPlace`).
pub fn turn_mark(h: &mut Html, lang: Lang, active: bool) {
    let mark = format!(" ▶ {}", Msg::IsTurn.text(lang));
    h.el("span", if active { &[("class", "turn-mark")] } else { &[("class", "turn-mark"), ("hidden", "")] }, &mark);
}
