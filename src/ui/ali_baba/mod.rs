//! Ali Baba on screen: loading a save, the hand-off between players, the table.

mod table;

use crate::app::i18n::{colour_name, kind_name, Lang, Msg};
use crate::app::storage::Device;
use crate::games::ali_baba::{AliBaba, Ban, Event, PhaseView, Tile};
use crate::games::record::Record;
use crate::games::{Game, GameId, Seat};
use crate::ui::play::{clicked, frame, problem, who_are_you, Session};
use crate::ui::{go, refocus, Route};
use leptos::prelude::*;

pub fn tile_name(lang: Lang, tile: Tile) -> String {
    Msg::TileName.fill(lang, &[("colour", colour_name(tile.colour()).text(lang)), ("kind", kind_name(tile.kind()).text(lang))])
}

pub fn ban_name(lang: Lang, ban: Ban) -> &'static str {
    match ban {
        Ban::Kind(k) => kind_name(k).text(lang),
        Ban::Colour(c) => colour_name(c).text(lang),
    }
}

/// The Ali Baba screen for a saved game.
pub fn screen(lang: Lang, id: &str, record: Record<AliBaba>, device: Device) -> AnyView {
    match Session::open(id, record, device) {
        Some(session) => view! { <Game lang session/> }.into_any(),
        None => problem(lang, Msg::CorruptSave),
    }
}

#[component]
fn Game(lang: Lang, session: Session<AliBaba>) -> impl IntoView {
    // Pass and play: the seat that confirmed on the hand-off screen. Only its view is rendered.
    let viewer = RwSignal::new(None::<Seat>);
    let choose_device = Callback::new(move |d| session.choose_device(d));
    move || {
        let to_act = session.state.with(AliBaba::to_act);
        let names = session.names();
        let device = session.device.get();
        match (device, to_act) {
            (Device::Unknown, _) => who_are_you(lang, &names, choose_device).into_any(),
            (Device::PassAndPlay, Some(seat)) if viewer.get() != Some(seat) => {
                let phase = session.state.with(|s| AliBaba::view(s, seat).phase);
                session.log.with(|log| handoff(lang, &names, seat, &phase, log, viewer)).into_any()
            }
            _ => {
                let seat = match device {
                    Device::Player(me) => me,
                    _ => to_act.unwrap_or(0),
                };
                let view = session.state.with(|s| AliBaba::view(s, seat));
                let markup = session.log.with(|l| table::table(lang, &names, &view, l));
                let choices = view.choices;
                // One handler for the whole table: buttons name their action by `data-act`.
                let on_click = move |ev: leptos::ev::MouseEvent| {
                    let Some(el) = clicked(&ev) else { return };
                    if let Some(i) = el.get_attribute("data-act").and_then(|i| i.parse::<usize>().ok()) {
                        if let Some(&action) = choices.get(i) {
                            session.dispatch(action);
                        }
                    } else if let Some(nav) = el.get_attribute("data-nav") {
                        go(if nav == "new" { Route::Setup(GameId::AliBaba) } else { Route::Home });
                    }
                };
                let table = view! { <div class="ab-table" on:click=on_click inner_html=markup></div> }.into_any();
                frame(lang, &names, device, to_act, session.any_record(), table, choose_device)
            }
        }
    }
}

/// Between players: nothing private of anyone is in the page, only public news.
fn handoff(lang: Lang, names: &[String], seat: Seat, phase: &PhaseView, log: &[Event], viewer: RwSignal<Option<Seat>>) -> impl IntoView {
    let name = names[seat as usize].clone();
    let reason = matches!(phase, PhaseView::Showing { .. }).then(|| Msg::ShowFor.fill(lang, &[("name", &name)]));
    let news = recent(lang, names, log);
    view! {
        <section class="handoff" aria-labelledby="handoff-title">
            <div class="card">
                <h1 id="handoff-title">{Msg::PassTo.fill(lang, &[("name", &name)])}</h1>
                {reason.map(|r| view! { <p><strong>{r}</strong></p> })}
                <p>{Msg::HandoffPrivate.fill(lang, &[("name", &name)])}</p>
                {(!news.is_empty()).then(|| view! {
                    <div>
                        <h2>{Msg::SinceLastTime.text(lang)}</h2>
                        <ul class="log">{news.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}</ul>
                    </div>
                })}
                <button class="btn primary" data-focus on:click=move |_| {
                    viewer.set(Some(seat));
                    refocus();
                }>
                    {Msg::IAm.fill(lang, &[("name", &name)])}
                </button>
            </div>
        </section>
    }
}

/// The last few things that happened, in words.
pub fn recent(lang: Lang, names: &[String], log: &[Event]) -> Vec<String> {
    let mut lines: Vec<String> = log.iter().rev().filter_map(|e| describe(lang, names, e)).take(5).collect();
    lines.reverse();
    lines
}

fn describe(lang: Lang, names: &[String], event: &Event) -> Option<String> {
    let n = |s: &Seat| names[*s as usize].as_str();
    let c = |c| colour_name(c).text(lang);
    Some(match event {
        Event::Took { seat, tile } => Msg::EvTook.fill(lang, &[("name", n(seat)), ("tile", &tile_name(lang, *tile))]),
        Event::Flipped { count } => Msg::EvFlipped.fill(lang, &[("n", &count.to_string())]),
        Event::LastTileFlipped => Msg::EvLastFlipped.text(lang).into(),
        Event::Swapped { seat, got, .. } => Msg::EvSwapped.fill(lang, &[("name", n(seat)), ("tile", &tile_name(lang, *got))]),
        Event::Scored { seat, points, colour } => {
            Msg::EvScored.fill(lang, &[("name", n(seat)), ("n", &points.to_string()), ("colour", c(*colour))])
        }
        Event::TookBeside { seat, tile } => Msg::EvTookBeside.fill(lang, &[("name", n(seat)), ("tile", &tile_name(lang, *tile))]),
        Event::Forbade { seat, ban } => Msg::EvForbade.fill(lang, &[("name", n(seat)), ("what", ban_name(lang, *ban))]),
        Event::NoEffect { colour, .. } => Msg::EvNoEffect.fill(lang, &[("colour", c(*colour))]),
        Event::Declined { seat, colour } => Msg::EvDeclined.fill(lang, &[("name", n(seat)), ("colour", c(*colour))]),
        Event::Showed { seat } => Msg::EvShowed.fill(lang, &[("name", n(seat))]),
        Event::Shown { tiles } => {
            let list: Vec<String> = tiles.iter().map(|(s, t)| format!("{} ({})", tile_name(lang, *t), n(s))).collect();
            Msg::EvShown.fill(lang, &[("tiles", &list.join(", "))])
        }
        Event::Kept { seat, tile, from } => {
            Msg::EvKept.fill(lang, &[("name", n(seat)), ("tile", &tile_name(lang, *tile)), ("from", n(from))])
        }
        Event::GameOver => Msg::EvGameOver.text(lang).into(),
        Event::TurnBegins { .. } => return None,
    })
}
