//! The one game frame. Every game's screen is this frame around the game's own table: who holds
//! the device, the hand-off between players, the status line, undo, the confirmation of a big
//! decision, what the others did since your last turn, the whole history in words, the end
//! (rematch), and the sharing controls — only when the game travels by link.

use super::links::share_panel;
use super::play::{clicked, device_picker, problem, who_are_you, Session};
use super::{go, refocus, store, Route};
use crate::app::clock::now_ms;
use crate::app::i18n::{game_name, Lang, Msg};
use crate::app::storage::{save_id, Device, SaveEntry};
use crate::games::record::{AnyRecord, Record};
use crate::games::{Game, Seat};
use leptos::prelude::*;

/// What a game brings to the frame: its table, drawn as markup from one seat's view (through
/// the one escaping builder, `app::html`), and its words.
pub trait Table: Game + Sized + 'static {
    /// Each player has something hidden: in pass-and-play a hand-off screen comes before each
    /// player's table.
    const PRIVATE: bool;
    /// The class of the element the table is drawn in (its style sheet's root).
    const CLASS: &'static str;
    /// A choice being made on the table that is no action yet (turning a card before laying it).
    type Draft: Copy + Default + PartialEq + Send + Sync + 'static;

    /// The status line: what the viewer is asked to do, or whom everyone waits for.
    fn prompt(lang: Lang, names: &[String], view: &Self::View, draft: Self::Draft) -> String;
    /// The table. `marks`: what the others did since the viewer last played, to be marked on
    /// the board. Buttons carry `data-act` (an index into the view's choices) or `data-ui`.
    fn table(lang: Lang, names: &[String], view: &Self::View, marks: &[Self::Event], draft: Self::Draft) -> String;
    /// A `data-ui` button: the new draft, or the action it completes.
    fn draft(_key: &str, draft: Self::Draft) -> Result<Self::Draft, Self::Action> {
        Ok(draft)
    }
    /// One event in words; `None` for what is not worth a line.
    fn describe(lang: Lang, names: &[String], event: &Self::Event) -> Option<String>;
    /// The seat whose turn `event` begins.
    fn turn_begins(event: &Self::Event) -> Option<Seat>;
    /// Why this player gets the device now, when it is not simply their turn.
    fn handoff_note(_lang: Lang, _names: &[String], _view: &Self::View) -> Option<String> {
        None
    }
    /// The question to ask before a big decision that cannot be taken back.
    fn confirm(_lang: Lang, _view: &Self::View, _action: Self::Action) -> Option<String> {
        None
    }
}

/// The events since `seat`'s last turn ended, up to the start of their current turn: what the
/// others did that `seat` has not seen on their own table yet.
pub fn since_last_turn<G: Table>(log: &[G::Event], seat: Seat) -> &[G::Event] {
    let starts: Vec<(usize, Seat)> = log.iter().enumerate().filter_map(|(i, e)| G::turn_begins(e).map(|s| (i, s))).collect();
    let from = starts.windows(2).filter(|w| w[0].1 == seat && w[1].1 != seat).map(|w| w[1].0).last().unwrap_or(0);
    let to = match starts.last() {
        Some(&(i, s)) if s == seat && i >= from => i,
        _ => log.len(),
    };
    &log[from..to.max(from)]
}

/// The game's whole history in words, a list per turn.
fn history_lines<G: Table>(lang: Lang, names: &[String], log: &[G::Event]) -> Vec<(Option<Seat>, Vec<String>)> {
    let mut turns: Vec<(Option<Seat>, Vec<String>)> = vec![(None, Vec::new())];
    for event in log {
        if let Some(seat) = G::turn_begins(event) {
            turns.push((Some(seat), Vec::new()));
        } else if let Some(line) = G::describe(lang, names, event) {
            turns.last_mut().expect("never empty").1.push(line);
        }
    }
    turns.retain(|(_, lines)| !lines.is_empty());
    turns
}

/// The screen of a game being played on this device.
#[component]
pub fn GameScreen<G>(lang: Lang, session: Session<G>) -> impl IntoView
where
    G: Table,
    G::Action: Send + Sync,
    G::State: Send + Sync,
    G::Event: Send + Sync,
    G::Config: Send + Sync,
    Record<G>: Into<AnyRecord>,
{
    // Pass and play, hidden information: the seat that confirmed on the hand-off screen.
    let viewer = RwSignal::new(None::<Seat>);
    let draft = RwSignal::new(G::Draft::default());
    // A big decision waiting for its confirmation.
    let pending = RwSignal::new(None::<G::Action>);
    // Why a tapped piece cannot be played, shown beside it.
    let note = RwSignal::new(None::<Note>);
    let choose_device = Callback::new(move |d| session.choose_device(d));
    let play = move |action: G::Action| {
        if session.dispatch(action) {
            draft.set(G::Draft::default());
        }
    };
    let take_back = Callback::new(move |()| {
        if session.take_back() {
            draft.set(G::Draft::default());
            pending.set(None);
        }
    });
    move || {
        let to_act = session.state.with(G::to_act);
        let names = session.names();
        let device = session.device.get();
        if device == Device::Unknown {
            return who_are_you(lang, &names, choose_device).into_any();
        }
        if let (Device::PassAndPlay, Some(seat), true) = (device, to_act, G::PRIVATE) {
            if viewer.get() != Some(seat) {
                return handoff::<G>(lang, session, seat, viewer, take_back).into_any();
            }
        }
        let seat = match device {
            Device::Player(me) => me,
            _ => to_act.unwrap_or(0),
        };
        let view = session.state.with(|s| G::view(s, seat));
        let marks: Vec<G::Event> = session.log.with(|log| since_last_turn::<G>(log, seat).to_vec());
        let over = to_act.is_none();
        let draft_now = draft.get();
        let markup = G::table(lang, &names, &view, &marks, draft_now);
        let prompt = (!over).then(|| G::prompt(lang, &names, &view, draft_now));
        let choices = G::choices(&view).to_vec();
        let confirm_view = view.clone();
        let on_click = move |ev: leptos::ev::MouseEvent| {
            note.set(None);
            let Some(el) = clicked(&ev) else { return };
            if let Some(why) = el.get_attribute("data-why") {
                show_why(note, &ev, &el, why);
                return;
            }
            let action = if let Some(i) = el.get_attribute("data-act").and_then(|i| i.parse::<usize>().ok()) {
                choices.get(i).copied()
            } else if let Some(key) = el.get_attribute("data-ui") {
                match G::draft(&key, draft.get_untracked()) {
                    Ok(d) => {
                        draft.set(d);
                        refocus();
                        None
                    }
                    Err(action) => Some(action),
                }
            } else {
                None
            };
            let Some(action) = action else { return };
            if G::confirm(lang, &confirm_view, action).is_some() {
                pending.set(Some(action));
                refocus();
            } else {
                play(action);
            }
        };
        let sheet = pending.get().and_then(|action| {
            let question = G::confirm(lang, &view, action)?;
            Some(view! {
                <section class="sheet confirm" role="alertdialog" aria-labelledby="confirm-q" data-testid="confirm">
                    <p id="confirm-q" tabindex="-1" data-focus>{question}</p>
                    <div class="btn-row">
                        <button class="btn primary" data-testid="confirm-yes" on:click=move |_| {
                            pending.set(None);
                            play(action);
                        }>{Msg::ConfirmYes.text(lang)}</button>
                        <button class="btn" data-testid="confirm-no" on:click=move |_| {
                            pending.set(None);
                            refocus();
                        }>{Msg::ConfirmNo.text(lang)}</button>
                    </div>
                </section>
            })
        });
        let by_link = matches!(device, Device::Player(_));
        let waiting = matches!(device, Device::Player(me) if to_act.is_some() && to_act != Some(me));
        let undo = undo_button::<G>(lang, session, &names, device, take_back);
        // By link: the turn goes on as a link once it is someone else's, the last one too (the
        // result). Nothing to send while it is this device's turn, nor in pass-and-play.
        let share = (by_link && (waiting || over)).then(|| {
            let next_name = to_act.map(|s| names[s as usize].clone());
            let seal = Callback::new(move |()| session.seal());
            share_panel(lang, session.any_record(), next_name, seal)
        });
        let (before, after) = if waiting { (share, None) } else { (None, share) };
        let waiting_text = to_act.map(|s| Msg::WaitingForTurn.fill(lang, &[("name", &names[s as usize])]));
        let news: Vec<String> = marks.iter().filter_map(|e| G::describe(lang, &names, e)).collect();
        view! {
            {sheet}
            {(!over).then(|| view! {
                <h1 class="game-title">{game_name(G::ID).text(lang)}</h1>
                <p class="prompt" id="prompt" role="status" tabindex="-1" data-focus=(!waiting).then_some("")>{prompt}</p>
            })}
            {waiting.then(|| view! { <p class="banner warn waiting" role="status" data-focus tabindex="-1">{waiting_text}</p> })}
            {undo}
            {before}
            <div class="table-wrap">
                <div class=format!("game-table {}", G::CLASS) on:click=on_click inner_html=markup></div>
                {move || note.get().map(|n| view! {
                    <p class="why-note" role="status" data-testid="why" style=format!("left:{}px;top:{}px", n.x, n.y)>{n.text}</p>
                })}
            </div>
            {over.then(|| end_buttons::<G>(lang, session))}
            {(!news.is_empty() && !over).then(|| view! {
                <section class="screen news" aria-labelledby="news-title">
                    <h2 id="news-title">{Msg::SinceYourTurn.text(lang)}</h2>
                    <ul class="log">{news.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}</ul>
                </section>
            })}
            {history::<G>(lang, session, names.clone())}
            {after}
            <details class="game-menu">
                <summary>{Msg::GameMenu.text(lang)}</summary>
                {device_picker(lang, &names, device, choose_device)}
                <button class="btn" on:click=move |_| go(Route::Rules(G::ID))>{Msg::Rules.text(lang)}</button>
            </details>
        }
        .into_any()
    }
}

/// A reason shown where a piece was tapped, in pixels from the table's top left corner.
#[derive(Clone, Debug, PartialEq)]
struct Note {
    text: String,
    x: i32,
    y: i32,
}

/// Shows `why` just below the tapped element `el`, kept within the table, for a few seconds.
fn show_why(note: RwSignal<Option<Note>>, ev: &leptos::ev::MouseEvent, el: &web_sys::Element, why: String) {
    use wasm_bindgen::JsCast;
    let Some(table) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
    let (outer, inner) = (table.get_bounding_client_rect(), el.get_bounding_client_rect());
    // The note is 16 rem at most; keep its middle far enough from both edges.
    let half = 128.0_f64.min(outer.width() / 2.0);
    let x = (inner.left() - outer.left() + inner.width() / 2.0).clamp(half, outer.width() - half);
    let y = inner.bottom() - outer.top() + 6.0;
    let shown = Note { text: why, x: x as i32, y: y as i32 };
    note.set(Some(shown.clone()));
    set_timeout(
        move || {
            if note.get_untracked().as_ref() == Some(&shown) {
                note.set(None);
            }
        },
        std::time::Duration::from_millis(4000),
    );
}

/// "Take back": offered to the seat that played the last action, on the device it played on,
/// until anyone else has seen anything.
fn undo_button<G>(lang: Lang, session: Session<G>, names: &[String], device: Device, take_back: Callback<()>) -> Option<impl IntoView>
where
    G: Table,
    G::Action: Send + Sync,
    G::State: Send + Sync,
    G::Event: Send + Sync,
    G::Config: Send + Sync,
    Record<G>: Into<AnyRecord>,
{
    let seat = session.undo.get()?;
    if matches!(device, Device::Player(me) if me != seat) {
        return None;
    }
    let label = Msg::UndoMove.fill(lang, &[("name", &names[seat as usize])]);
    Some(view! {
        <div class="undo-bar">
            <button class="btn" data-testid="undo" on:click=move |_| take_back.run(())>
                <span aria-hidden="true">"↶ "</span>{label}
            </button>
        </div>
    })
}

/// Between players who hide things: nothing private of anyone is in the page, only what the
/// others did since this player's last turn — and, until the next player confirms, the undo of
/// the one who just played.
fn handoff<G>(lang: Lang, session: Session<G>, seat: Seat, viewer: RwSignal<Option<Seat>>, take_back: Callback<()>) -> impl IntoView
where
    G: Table,
    G::Action: Send + Sync,
    G::State: Send + Sync,
    G::Event: Send + Sync,
    G::Config: Send + Sync,
    Record<G>: Into<AnyRecord>,
{
    let names = session.names();
    let name = names[seat as usize].clone();
    let note = session.state.with(|s| G::handoff_note(lang, &names, &G::view(s, seat)));
    let news: Vec<String> = session.log.with(|log| since_last_turn::<G>(log, seat).iter().filter_map(|e| G::describe(lang, &names, e)).collect());
    let undo = undo_button::<G>(lang, session, &names, Device::PassAndPlay, take_back);
    view! {
        <section class="handoff" aria-labelledby="handoff-title">
            <div class="card">
                <h1 id="handoff-title">{Msg::PassTo.fill(lang, &[("name", &name)])}</h1>
                {note.map(|r| view! { <p><strong>{r}</strong></p> })}
                <p>{Msg::HandoffPrivate.fill(lang, &[("name", &name)])}</p>
                {(!news.is_empty()).then(|| view! {
                    <div class="news">
                        <h2>{Msg::SinceYourTurn.text(lang)}</h2>
                        <ul class="log">{news.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}</ul>
                    </div>
                })}
                <button class="btn primary" data-focus on:click=move |_| {
                    // The next player has seen the table: what was played stays played.
                    if session.undo.get_untracked() != Some(seat) {
                        session.seal();
                    }
                    viewer.set(Some(seat));
                    refocus();
                }>
                    {Msg::IAm.fill(lang, &[("name", &name)])}
                </button>
                {undo}
            </div>
        </section>
    }
}

/// The whole game in words, one list per turn; drawn only while open (a long game has hundreds
/// of lines, and a move should paint in one frame).
fn history<G>(lang: Lang, session: Session<G>, names: Vec<String>) -> impl IntoView
where
    G: Table,
    G::Action: Send + Sync,
    G::State: Send + Sync,
    G::Event: Send + Sync,
    G::Config: Send + Sync,
    Record<G>: Into<AnyRecord>,
{
    let open = RwSignal::new(false);
    let count = session.record.with_value(|r| r.actions.len());
    view! {
        <details class="screen history" data-testid="history" on:toggle=move |ev| {
            use wasm_bindgen::JsCast;
            let details = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlDetailsElement>().ok());
            open.set(details.is_some_and(|d| d.open()));
        }>
            <summary>{Msg::History.fill(lang, &[("n", &count.to_string())])}</summary>
            {move || open.get().then(|| {
                let turns = session.log.with(|log| history_lines::<G>(lang, &names, log));
                view! {
                    <ol class="turns">
                        {turns.into_iter().map(|(seat, lines)| view! {
                            <li>
                                {seat.map(|s| view! { <strong>{names[s as usize].clone()}</strong> })}
                                <ul class="log">{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                            </li>
                        }).collect_view()}
                    </ol>
                }
            })}
        </details>
    }
}

/// At the end: the same players again, a new game, home.
fn end_buttons<G>(lang: Lang, session: Session<G>) -> impl IntoView
where
    G: Table,
    G::Action: Send + Sync,
    G::State: Send + Sync,
    G::Event: Send + Sync,
    G::Config: Send + Sync,
    Record<G>: Into<AnyRecord>,
{
    let rematch = move |_| {
        let config = session.record.with_value(|r| r.config.clone());
        let seed = super::setup::new_seed();
        if G::new(&config, seed).is_err() {
            return;
        }
        let record: AnyRecord = Record::<G>::new(config, seed).into();
        let id = save_id(&record);
        store(&id, SaveEntry { last_played: now_ms(), record, device: session.device.get_untracked() });
        go(Route::Play(id));
    };
    view! {
        <div class="btn-row end-buttons">
            <button class="btn primary" data-testid="rematch" on:click=rematch>{Msg::Rematch.text(lang)}</button>
            <button class="btn" on:click=move |_| go(Route::Setup(G::ID))>{Msg::NewGame.text(lang)}</button>
            <button class="btn" on:click=move |_| go(Route::Home)>{Msg::BackHome.text(lang)}</button>
        </div>
    }
}

/// Opens `record` in the frame, or says it is damaged.
pub fn screen<G>(lang: Lang, id: &str, record: Record<G>, device: Device) -> AnyView
where
    G: Table,
    G::Action: Send + Sync,
    G::State: Send + Sync,
    G::Event: Send + Sync,
    G::Config: Send + Sync,
    Record<G>: Into<AnyRecord>,
{
    match Session::open(id, record, device) {
        Some(session) => view! { <GameScreen<G> lang session/> }.into_any(),
        None => problem(lang, Msg::CorruptSave),
    }
}
