//! The one game frame. Every game's screen is this frame around the game's own table: who holds
//! the device, the hand-off between players, the status line, undo, the confirmation of a big
//! decision, what the others did since your last turn, the whole history in words, the end
//! (rematch), and the sharing controls — only when the game travels by link.

use super::links::share_panel;
use super::saves::{store, store_soon};
use super::widgets::{clicked, device_picker, handoff, problem, undo_button, who_are_you, Handoff, Input};
use super::{go, refocus, Route};
use crate::app::clock::now_ms;
use crate::app::html::{Change, Html, Markup};
use crate::app::i18n::{game_name, shown_name, Lang, Msg};
use crate::app::storage::{save_id, Device, SaveEntry};
use crate::games::record::{AnyRecord, Record};
use crate::games::{Game, GameId, Seat};
use leptos::prelude::*;

/// What a game brings to the frame: its table, drawn as markup from one seat's view (through
/// the one escaping builder, `app::html`), and its words.
/// (Its types live in the app's signals, hence `Send + Sync`.)
pub trait Table:
    Game<Action: Send + Sync, State: Send + Sync, Event: Send + Sync, Config: Send + Sync> + Sized + 'static
{
    /// Whether the table of `view` shows something the others must not see: in pass-and-play a
    /// hand-off screen comes before it. `draft`: what the player is looking at (a stash).
    fn private(view: &Self::View, draft: Self::Draft) -> bool;
    /// Played against the clock by everyone at one device (Sidibaba): no turns handed over, no
    /// device to choose, no links; the news is what the last action did.
    const REAL_TIME: bool = false;
    /// Buttons of the table answer keys (`data-key`): only such games listen to the keyboard.
    const KEYS: bool = false;
    /// Pieces of the table are dragged onto places (`data-drag`, `data-slot`): only such games
    /// have the pointer handling.
    const DRAG: bool = false;
    /// The class of the element the table is drawn in (its style sheet's root).
    const CLASS: &'static str;
    /// A choice being made on the table that is no action yet (turning a card before laying it).
    type Draft: Copy + Default + PartialEq + Send + Sync + 'static;

    /// The status line: what the viewer is asked to do, or whom everyone waits for. `marks`: as
    /// for `table`.
    fn prompt(lang: Lang, names: &[String], view: &Self::View, marks: &[Self::Event], draft: Self::Draft) -> String;
    /// The table. `marks`: what the others did since the viewer last played, to be marked on
    /// the board. Buttons carry `data-act` (an index into the view's choices) or `data-ui`.
    fn table(lang: Lang, names: &[String], view: &Self::View, marks: &[Self::Event], draft: Self::Draft) -> Markup;
    /// A `data-ui` button: the new draft, or the action it completes.
    fn draft(_key: &str, draft: Self::Draft) -> Result<Self::Draft, Self::Action> {
        Ok(draft)
    }
    /// One event in words; `None` for what is not worth a line.
    fn describe(lang: Lang, names: &[String], event: &Self::Event) -> Option<String>;
    /// The seat whose turn `event` begins.
    fn turn_begins(event: &Self::Event) -> Option<Seat>;
    /// The hand-off's words: who alone may look, and the button of the one who took the device.
    fn handoff_words(lang: Lang, name: &str) -> (String, String) {
        (Msg::HandoffPrivate.fill(lang, &[("name", name)]), Msg::IAm.fill(lang, &[("name", name)]))
    }
    /// Why this player gets the device now, when it is not simply their turn.
    fn handoff_note(_lang: Lang, _names: &[String], _view: &Self::View) -> Option<String> {
        None
    }
    /// The record as the saves and links hold any game's.
    fn any(record: Record<Self>) -> AnyRecord;
    /// A small picture of the board as everyone sees it (the saved games' list), an SVG
    /// drawing only what lies open on the table.
    fn thumbnail(view: &Self::View) -> String;
    /// The question to ask before a big decision that cannot be taken back.
    fn confirm(_lang: Lang, _view: &Self::View, _action: Self::Action) -> Option<String> {
        None
    }
    /// On a device where everyone plays: whose view the table shows when it is `to_act`'s
    /// decision and `draft` is chosen. Never a seat the app plays: the app has no screen.
    fn shown_seat(_state: &Self::State, to_act: Option<Seat>, _draft: Self::Draft) -> Seat {
        to_act.unwrap_or(0)
    }
    /// Seats may be played by the app in this build (`Game::played_by_app`, `app_think`): only
    /// then is the frame's code for them built for the game.
    const APP_SEATS: bool = false;
    /// The decision of `seat`, played by the app (`Game::played_by_app`), from its view only:
    /// made at once, or a search the frame thinks out in slices (`think_in_slices`).
    fn app_think(
        _config: &Self::Config,
        _seat: Seat,
        _view: &Self::View,
        _seed: u64,
    ) -> Option<crate::ai::Thinking<Self>> {
        None
    }
    /// What the strong computer player would do in `view`'s seat, and why: a hint for a person
    /// who asks (`APP_SEATS` games only).
    fn hint(_view: &Self::View, _seed: u64) -> Option<(Self::Action, crate::ai::Reason)> {
        None
    }
    /// Everyone at the table by seat, as the screens name them: the players, by default.
    fn seat_names(config: &Self::Config) -> Vec<String> {
        Self::player_names(config).to_vec()
    }
    /// A finished game's replay shows each action from this seat: by default the next one at
    /// the table after `actor`'s, with the mover's move marked and no choice of the mover's on it.
    fn replay_seat(config: &Self::Config, actor: Option<Seat>) -> Seat {
        let players = Self::player_names(config).len().max(1) as Seat;
        actor.map_or(0, |a| (a + 1) % players)
    }
}

/// A player's turn mark, in every game's row of players: always drawn, hidden while it is not
/// their turn, so that a turn passing changes attributes only (`Change::InPlace`).
pub fn turn_mark(h: &mut Html, lang: Lang, active: bool) {
    let mark = format!(" ▶ {}", Msg::IsTurn.text(lang));
    h.el("span", if active { &[("class", "turn-mark")] } else { &[("class", "turn-mark"), ("hidden", "")] }, &mark);
}

/// The events since `seat`'s last turn ended, up to the start of their current turn: what the
/// others did that `seat` has not seen on their own table yet. `first`: who began the game (the
/// first turn has no event that begins it).
pub fn since_last_turn<G: Table>(log: &[G::Event], first: Option<Seat>, seat: Seat) -> &[G::Event] {
    let starts: Vec<(usize, Seat)> = first
        .map(|s| (0, s))
        .into_iter()
        .chain(log.iter().enumerate().filter_map(|(i, e)| G::turn_begins(e).map(|s| (i, s))))
        .collect();
    let from = starts.windows(2).filter(|w| w[0].1 == seat && w[1].1 != seat).map(|w| w[1].0).next_back().unwrap_or(0);
    let to = match starts.last() {
        Some(&(i, s)) if s == seat && i >= from => i,
        _ => log.len(),
    };
    &log[from..to.max(from)]
}

/// One turn of the history: who began it (if anyone did), and what happened, in words.
type Turn = (Option<Seat>, Vec<String>);

/// The game's whole history in words, a list per turn.
fn history_lines<G: Table>(lang: Lang, names: &[String], log: &[G::Event]) -> Vec<Turn> {
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

/// A stretch of the record shown action by action, each with its marks and its words: the
/// others' moves when a player takes the device (it plays by itself, and can be skipped), or a
/// finished game from the deal (stepped by hand).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Playback {
    /// The position shown: after this many actions of the record.
    at: usize,
    from: usize,
    to: usize,
    /// Whose view is shown; `None`: a finished game's, from the seat after whoever acted.
    viewer: Option<Seat>,
    auto: bool,
}

/// How long each of the others' moves stays on screen when the device is handed on.
const STEP_MS: u64 = 1300;
/// At most this many of the others' actions are played back (the history has them all).
const MOST_STEPS: usize = 12;

/// The actions of the others since `seat` last acted, as a playback; `None` if there are none,
/// or if the player asked their system for less motion (the marks on the board stay).
fn their_moves<G: Game>(record: &Record<G>, seat: Seat) -> Option<Playback> {
    let calm = window().match_media("(prefers-reduced-motion: reduce)").ok().flatten().is_some_and(|m| m.matches());
    let turns = record.replay_to(record.actions.len()).ok()?.turns;
    let from = turns.iter().rposition(|t| t.actor == Some(seat)).map_or(0, |i| i + 1);
    let to = record.actions.len();
    let from = from.max(to.saturating_sub(MOST_STEPS));
    (!calm && from < to).then_some(Playback { at: from + 1, from, to, viewer: Some(seat), auto: true })
}

/// One position of a playback, drawn by `draw_playback`.
struct Step {
    class: &'static str,
    markup: Markup,
    /// The position's action in words.
    lines: Vec<String>,
    p: Playback,
}

/// The position after `p.at` actions, with that action marked and told.
fn step<G: Table>(lang: Lang, names: &[String], record: &Record<G>, p: Playback) -> Option<Step> {
    if p.at > record.actions.len() {
        return None;
    }
    let replayed = record.replay_to(p.at).ok()?;
    let (actor, events) = replayed.last();
    let view = G::view(&replayed.state, p.viewer.unwrap_or_else(|| G::replay_seat(&record.config, actor)));
    Some(Step {
        class: G::CLASS,
        markup: G::table(lang, names, &view, events, G::Draft::default()),
        lines: events.iter().filter_map(|e| G::describe(lang, names, e)).collect(),
        p,
    })
}

/// Everything a game screen shows, as plain data: the game's part is computed by the generic
/// `GameScreen`, and one function, `draw`, draws it for every game (the drawing code exists
/// once in the WebAssembly, not once per game).
struct Frame {
    lang: Lang,
    game: GameId,
    class: &'static str,
    names: Vec<String>,
    device: Device,
    /// The player to act, if the game goes on.
    to_act: Option<Seat>,
    /// This device waits for someone else's link.
    waiting: bool,
    prompt: Option<String>,
    markup: Markup,
    /// The question of a big decision waiting for its answer.
    question: Option<String>,
    /// "Take back Lea's last move", when that may be done here.
    undo: Option<String>,
    /// What the others did since the viewer's last turn, in words.
    news: Vec<String>,
    moves: usize,
    /// The record to send as a link, when this device sends one now.
    share: Option<AnyRecord>,
    /// Real time: the running timer's time and the pause button, while one runs.
    clock: Option<AnyView>,
    real_time: bool,
    /// "Tom (the computer) is thinking", while a computer opponent is to play.
    thinking: Option<String>,
    /// Which seats people play (the others are the app's): only they choose a device.
    people: Vec<bool>,
    /// Hints are offered on this device (the game menu).
    hints_on: bool,
    /// The button that asks for a hint, when one may be asked now.
    hint_ask: Option<String>,
    /// The hint given: the choice it marks (its `data-act`) and why.
    hint: Option<(usize, String)>,
}

/// The `data-ui` key of a button that closes a private table (a person Leader's console):
/// nobody sees it until its owner takes the device again on the hand-off.
pub const HIDE: &str = "hide";

/// How often the drawn time is brought up to date (the time itself comes from timestamps).
const TICK_MS: u32 = 250;
/// A seat the app plays waits this long before it answers a person while the timer runs, so
/// that the table can follow; within its own chain of steps, and before the timer runs (setting
/// up), hardly at all.
const APP_MOVE_MS: u64 = 400;
const APP_QUICK_MS: u64 = 40;
/// A computer opponent's action stays this long on the table before its next one, so that the
/// people can follow (the Skip button plays the rest at once).
const APP_TURN_MS: u64 = 900;
/// A long decision is thought out in slices of about this long, the page free between them.
const SLICE_MS: f64 = 6.0;

/// Thinks `thinking` out a slice at a time, each a task of its own (so that a tap or a frame
/// never waits for a whole decision), then hands the decision to `done`. Timed for the
/// benchmark (User Timing): each slice `sesame:think-slice`, the whole `sesame:app-move`.
fn think_in_slices<G: Game + 'static>(mut thinking: crate::ai::Thinking<G>, done: impl FnOnce(G::Action) + 'static) {
    let timing = window().performance();
    let _ = timing.as_ref().map(|p| p.mark("sesame:slice"));
    let slice_from = now_precise();
    let decision = loop {
        if let Some(action) = thinking.step(1) {
            break Some(action);
        }
        if now_precise() - slice_from >= SLICE_MS {
            break None;
        }
    };
    if let Some(p) = timing {
        let _ = p.measure_with_start_mark("sesame:think-slice", "sesame:slice");
        if decision.is_some() {
            let _ = p.measure_with_start_mark("sesame:app-move", "sesame:decide");
        }
    }
    match decision {
        Some(action) => done(action),
        None => soon(move || think_in_slices(thinking, done)),
    }
}

/// Runs `then` in a task of its own as soon as the page is free: a message the page sends itself
/// (a timer of 0 ms, once nested, waits at least 4 ms each time).
fn soon(then: impl FnOnce() + 'static) {
    use std::{cell::Cell, rc::Rc};
    use wasm_bindgen::{closure::Closure, JsCast, JsValue};
    type Once = Rc<Cell<Option<Box<dyn FnOnce()>>>>;
    let then: Once = Rc::new(Cell::new(Some(Box::new(then))));
    let sent = web_sys::MessageChannel::new().ok().and_then(|channel| {
        let (port, sender) = (channel.port1(), channel.port2());
        let then = then.clone();
        // The closure holds the channel, so that it lives until its message comes.
        let run = Closure::once_into_js(move || {
            drop(channel);
            if let Some(f) = then.take() {
                f();
            }
        });
        port.set_onmessage(Some(run.unchecked_ref()));
        sender.post_message(&JsValue::NULL).ok()
    });
    if sent.is_none() {
        if let Some(f) = then.take() {
            set_timeout(f, std::time::Duration::ZERO);
        }
    }
}

/// Milliseconds on the page's monotonic clock (`performance.now()`).
fn now_precise() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

/// Real time (`Table::REAL_TIME`): the running timer, counted from timestamps, never from the
/// number of ticks (a hidden tab's timers are slowed down or stopped).
#[derive(Clone, Copy)]
struct Clock {
    /// When the time on the running timer was last written into the record (an action, a
    /// pause) or the game went on after a pause.
    since: StoredValue<f64>,
    /// The time stands still and the table is hidden.
    paused: RwSignal<bool>,
    /// The last tick, for the drawn time.
    tick: RwSignal<f64>,
}

impl Clock {
    /// A game opened with its timer running starts paused: the players go on when they are
    /// ready (after a reload, the time left is what it was when the page went).
    fn new(paused: bool) -> Clock {
        Clock { since: StoredValue::new(now_precise()), paused: RwSignal::new(paused), tick: RwSignal::new(0.0) }
    }

    fn spent(&self) -> u32 {
        let ms = now_precise() - self.since.try_get_value().unwrap_or_default();
        if ms > 0.0 {
            ms.min(f64::from(u32::MAX)) as u32
        } else {
            0
        }
    }
}

/// Marks the page while a lamp burns (`data-lamp` on the root element): the style sheet then lets
/// the clock bar hold the top of the screen and the app's bar scroll away. (A `:has()` rule on
/// the body did the same, and made every move of every game slower to style.)
fn lamp_burns(on: bool) {
    if let Some(root) = document().document_element() {
        let _ = if on { root.set_attribute("data-lamp", "") } else { root.remove_attribute("data-lamp") };
    }
}

/// Keeps the screen on while the timer runs (Screen Wake Lock, where the browser has it), and
/// lets it go on a pause. Reached by name: `web-sys` has the API only behind its unstable flag.
fn wake_lock(hold: bool) {
    use wasm_bindgen::JsCast;
    thread_local! {
        static SENTINEL: std::cell::RefCell<Option<wasm_bindgen::JsValue>> = const { std::cell::RefCell::new(None) };
    }
    let get = |target: &wasm_bindgen::JsValue, key: &str| {
        js_sys::Reflect::get(target, &key.into()).ok().filter(|v| !v.is_undefined())
    };
    if let Some(sentinel) = SENTINEL.with(|s| s.borrow_mut().take()) {
        if let Some(release) = get(&sentinel, "release").and_then(|f| f.dyn_into::<js_sys::Function>().ok()) {
            let _ = release.call0(&sentinel);
        }
    }
    if !hold {
        return;
    }
    let Some(lock) = get(&window().navigator().into(), "wakeLock") else { return };
    let Some(request) = get(&lock, "request").and_then(|f| f.dyn_into::<js_sys::Function>().ok()) else { return };
    let Ok(promise) = request.call1(&lock, &"screen".into()).and_then(|p| p.dyn_into::<js_sys::Promise>()) else {
        return;
    };
    wasm_bindgen_futures::spawn_local(async move {
        // Refused (battery saver, not visible): the game goes on without it.
        if let Ok(sentinel) = wasm_bindgen_futures::JsFuture::from(promise).await {
            SENTINEL.with(|s| *s.borrow_mut() = Some(sentinel));
        }
    });
}

/// The screen of a game being played on this device.
#[component]
pub fn GameScreen<G: Table>(lang: Lang, session: Session<G>) -> impl IntoView {
    // Pass and play, hidden information: the seat that confirmed on the hand-off screen.
    let viewer = RwSignal::new(None::<Seat>);
    let draft = RwSignal::new(G::Draft::default());
    // A big decision waiting for its confirmation.
    let pending = RwSignal::new(None::<G::Action>);
    // Why a tapped piece cannot be played, shown beside it.
    let note = RwSignal::new(None::<Note>);
    // The table as last drawn, to redraw only what a move changed.
    let drawn = StoredValue::new(Markup::default());
    // A turn that came by link: first what the others did.
    let link_turn = move |device: Device| match device {
        Device::Player(me) if session.state.with_untracked(G::to_act) == Some(me) => {
            session.record.with_value(|r| their_moves(r, me))
        }
        _ => None,
    };
    let playback = RwSignal::new(link_turn(session.device.get_untracked()));
    // The one who began (their first turn has no event that begins it).
    let first = session.record.with_value(|r| G::new(&r.config, r.seed).ok().and_then(|s| G::to_act(&s)));
    // A playback that plays by itself moves on after a while, unless something else moved it.
    Effect::new(move |_| {
        let Some(p) = playback.get().filter(|p| p.auto) else { return };
        set_timeout(
            move || {
                // The screen may be gone by now (the player went home): then nothing to do.
                if playback.try_get_untracked() == Some(Some(p)) {
                    playback.try_set((p.at < p.to).then_some(Playback { at: p.at + 1, ..p }));
                    refocus();
                }
            },
            std::time::Duration::from_millis(STEP_MS),
        );
    });
    // The app has played the last actions in a row (see the app's seats below).
    let app_chain = StoredValue::new(false);
    let clock = Clock::new(G::REAL_TIME && session.state.with_untracked(G::time_left).is_some());
    let time_left = move || session.state.try_with_untracked(G::time_left).flatten();
    let running = move || G::REAL_TIME && clock.paused.try_get_untracked() == Some(false) && time_left().is_some();
    // Milliseconds spent on the running timer since they were last written into the record.
    let spent = move || if running() { clock.spent() } else { 0 };
    // The timer ran out (maybe more than once, after a long wait for a tick): the lamp goes
    // out with exactly its time, and what was spent beyond it counts on the next.
    let catch_up = move || {
        while let Some(left) = time_left().filter(|_| running()) {
            if spent() < left {
                return;
            }
            let Some(out) = session.state.with_untracked(G::timeout) else { return };
            if !session.dispatch(out) {
                return;
            }
            clock.since.update_value(|s| *s += f64::from(left));
        }
    };
    let seat_now = move || {
        session.state.with_untracked(|s| match session.device.get_untracked() {
            Device::Player(me) => me,
            _ => session.record.with_value(|r| person_seat::<G>(&r.config, s, draft.get_untracked())),
        })
    };
    let play = move |action: G::Action| {
        catch_up();
        let action = if running() { G::after_ms(action, spent()) } else { action };
        if session.dispatch(action) {
            clock.since.set_value(now_precise());
            draft.set(G::Draft::default());
        }
    };
    // Paused, hidden or left: the time spent goes into the record (and the save), the clock stops.
    let pause = move || {
        if !running() {
            return;
        }
        catch_up();
        if let Some(action) = session.state.with_untracked(|s| G::pause(s, spent())) {
            session.dispatch(action);
        }
        clock.paused.set(true);
    };
    if G::REAL_TIME {
        // Timers and page events run outside the component: saving needs its context.
        let owner = Owner::current().expect("a component has an owner");
        let (o1, o2, o3) = (owner.clone(), owner.clone(), owner);
        let tick = gloo_timers::callback::Interval::new(TICK_MS, move || {
            o1.with(|| {
                catch_up();
                if running() {
                    clock.tick.set(now_precise());
                }
            })
        });
        let tick = StoredValue::new_local(Some(tick));
        let listeners = [
            // The pause is saved at once: the page may not live to the next task.
            window_event_listener(leptos::ev::visibilitychange, move |_| {
                if document().hidden() {
                    o2.with(pause);
                    super::saves::flush();
                }
            }),
            window_event_listener(leptos::ev::pagehide, move |_| {
                o3.with(pause);
                super::saves::flush();
            }),
        ];
        on_cleanup(move || {
            lamp_burns(false);
            pause();
            listeners.into_iter().for_each(|l| l.remove());
            tick.update_value(|t| drop(t.take()));
        });
        // The screen stays on while the timer runs.
        Effect::new(move |held: Option<bool>| {
            let hold = !clock.paused.get() && session.state.with(G::time_left).is_some();
            if held.unwrap_or(false) != hold {
                wake_lock(hold);
                lamp_burns(hold);
            }
            hold
        });
    }
    // The computer opponents play on at once (Skip), until a person acts.
    let hurry = StoredValue::new(false);
    // Hints on this device, and the one given for the position after so many actions.
    let hints_on = RwSignal::new(G::APP_SEATS && hints_wanted());
    // (Only where the strong player is: a signal of its own type costs the first app bytes.)
    let hint = G::APP_SEATS.then(|| RwSignal::new(None::<(usize, usize, String)>));
    let app_to_act = move || {
        session
            .state
            .with_untracked(G::to_act)
            .filter(|&s| session.record.with_value(|r| G::played_by_app(&r.config, s)))
    };
    // The app's decisions in the position after `moves` actions draw from this seed: the same
    // position decides the same (a reload, a replay).
    let seed_at =
        move |moves: usize| session.record.with_value(|r| r.seed) ^ (moves as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    // The position is still the one after `moves` actions, and the game goes on.
    let still = move |moves: usize| {
        session.record.try_with_value(|r| r.actions.len()) == Some(moves)
            && clock.paused.try_get_untracked() == Some(false)
    };
    // The app's decision in the position after `moves` actions is thought out in slices from the
    // moment the position arises, and played once it is made and the table has stood for its
    // time (at once after Skip), if the position is still the one it was made for: (which
    // thought, moves, when it may be played, the decision once made). Every change of position
    // forgets it (an undo and a new move may come back to as many actions).
    // Slices and waits run outside the component: playing needs its context. (Only where the
    // app plays seats: in the first app these would be bytes for nothing.)
    let app = G::APP_SEATS.then(|| {
        (
            StoredValue::new(None::<(u32, usize, f64, Option<G::Action>)>),
            StoredValue::new(0u32),
            StoredValue::new(Owner::current()),
        )
    });
    let in_owner = move |f: &dyn Fn()| match app.and_then(|a| a.2.try_get_value().flatten()) {
        Some(owner) => owner.with(f),
        None => f(),
    };
    let play_thought = move |moves: usize| {
        let Some((thought, ..)) = app else { return };
        let Some(Some((_, at, due, Some(action)))) = thought.try_get_value() else { return };
        if at != moves || !still(moves) || (!hurry.get_value() && now_precise() < due) {
            return;
        }
        thought.set_value(None);
        // What "just happened" is the app's whole chain since a person acted.
        let chain_from = app_chain.get_value().then(|| session.last.get_untracked());
        app_chain.set_value(true);
        play(action);
        if let Some(from) = chain_from {
            session.last.set(from);
        }
    };
    let app_turn = move |moves: usize, wait: u64| {
        let Some((thought, thoughts, _)) = app else { return };
        if !still(moves) {
            return;
        }
        match thought.get_value() {
            // Thinking already, or thought out and waiting.
            Some((_, at, _, None)) if at == moves => return,
            Some((_, at, _, Some(_))) if at == moves => return play_thought(moves),
            _ => {}
        }
        let Some(seat) = app_to_act() else { return };
        let seed = seed_at(moves);
        let _ = window().performance().map(|p| p.mark("sesame:decide"));
        let thinking = session
            .state
            .with_untracked(|s| session.record.with_value(|r| G::app_think(&r.config, seat, &G::view(s, seat), seed)));
        let Some(thinking) = thinking else { return };
        let due = now_precise() + wait as f64;
        let id = thoughts.get_value().wrapping_add(1);
        thoughts.set_value(id);
        thought.set_value(Some((id, moves, due, None)));
        think_in_slices(thinking, move |action| {
            if thought.try_with_value(|t| matches!(t, Some((i, _, _, None)) if *i == id)) != Some(true) {
                return;
            }
            thought.set_value(Some((id, moves, due, Some(action))));
            let left = due - now_precise();
            if hurry.get_value() || left <= 0.0 {
                in_owner(&move || play_thought(moves));
            } else {
                set_timeout(
                    move || in_owner(&move || play_thought(moves)),
                    std::time::Duration::from_millis(left as u64 + 1),
                );
            }
        });
    };
    if G::APP_SEATS {
        // A seat the app plays starts thinking as soon as the position arises (in a task of its
        // own, not the one that drew the move before).
        let owner = Owner::current().expect("a component has an owner");
        Effect::new(move |_| {
            session.state.track();
            let moves = session.record.with_value(|r| r.actions.len());
            if let Some((thought, ..)) = app.filter(|a| a.0.with_value(|t| t.is_some_and(|t| t.1 != moves))) {
                thought.set_value(None);
            }
            if clock.paused.get() || app_to_act().is_none() {
                return;
            }
            let wait = if G::REAL_TIME {
                // A pause before the app's first decision after a person's, none within its own
                // chain of steps (a token moving square by square).
                if running() && !app_chain.get_value() {
                    APP_MOVE_MS
                } else {
                    APP_QUICK_MS
                }
            } else if hurry.get_value() {
                APP_QUICK_MS
            } else {
                APP_TURN_MS
            };
            let owner = owner.clone();
            set_timeout(move || owner.with(|| app_turn(moves, wait)), std::time::Duration::ZERO);
        });
    }
    if G::KEYS {
        press_keys();
    }
    let time = G::REAL_TIME.then(|| {
        Signal::derive(move || {
            clock.tick.track();
            clock.paused.track();
            session.state.with(G::time_left).map(|left| left.saturating_sub(spent()))
        })
    });
    let input = Callback::new(move |input: Input| match input {
        // A private table closed by its one viewer (`HIDE`): the hand-off comes back.
        Input::Ui(key) if key == HIDE => {
            viewer.set(None);
            draft.set(G::Draft::default());
            refocus();
        }
        Input::Act(_) | Input::Ui(_) => {
            let view = session.state.with_untracked(|s| G::view(s, seat_now()));
            let action = match input {
                Input::Act(i) => G::choices(&view).get(i).copied(),
                Input::Ui(key) => match G::draft(&key, draft.get_untracked()) {
                    Ok(d) => {
                        draft.set(d);
                        refocus();
                        None
                    }
                    Err(action) => Some(action),
                },
                _ => None,
            };
            let Some(action) = action else { return };
            if G::confirm(lang, &view, action).is_some() {
                pending.set(Some(action));
                refocus();
            } else {
                app_chain.set_value(false);
                hurry.set_value(false);
                play(action);
            }
        }
        Input::Confirm(yes) => {
            let action = pending.get_untracked();
            pending.set(None);
            match action {
                Some(action) if yes => play(action),
                _ => refocus(),
            }
        }
        Input::Undo => {
            if session.take_back() {
                draft.set(G::Draft::default());
                pending.set(None);
            }
        }
        Input::Handoff(seat) => {
            // The next player has seen the table: what was played stays played.
            if session.undo.get_untracked() != Some(seat) {
                session.seal();
            }
            viewer.set(Some(seat));
            // In real time nobody waits for a replay while a lamp burns: the others' moves are
            // marked on the table instead.
            playback.set(if G::REAL_TIME { None } else { session.record.with_value(|r| their_moves(r, seat)) });
            refocus();
        }
        Input::Replay => {
            let to = session.record.with_value(|r| r.actions.len());
            playback.set(Some(Playback { at: 0, from: 0, to, viewer: None, auto: false }));
            refocus();
        }
        Input::Hurry if G::APP_SEATS => {
            hurry.set_value(true);
            app_turn(session.record.with_value(|r| r.actions.len()), 0);
        }
        Input::Hurry => {}
        Input::Hint if G::APP_SEATS => {
            let seat = seat_now();
            let moves = session.record.with_value(|r| r.actions.len());
            let seed = seed_at(moves) ^ 0x4849_4E54;
            let given = session.state.with_untracked(|s| {
                let view = G::view(s, seat);
                let (action, reason) = G::hint(&view, seed)?;
                let index = G::choices(&view).iter().position(|&a| a == action)?;
                Some((moves, index, hint_words(lang, reason)))
            });
            hint.inspect(|h| h.set(given));
            refocus();
        }
        Input::Hint => {}
        Input::Hints(on) if G::APP_SEATS => {
            remember_hints(on);
            hints_on.set(on);
        }
        Input::Hints(_) => {}
        Input::Step(at) => {
            playback.update(|p| *p = p.zip(at).map(|(p, at)| Playback { at: at.min(p.to), auto: false, ..p }));
            refocus();
        }
        Input::Sent => session.seal(),
        Input::Pause => pause(),
        Input::Resume => {
            clock.since.set_value(now_precise());
            clock.paused.set(false);
            refocus();
        }
        Input::Rematch => rematch::<G>(session),
        Input::Device(d) => {
            session.choose_device(d);
            // A link's first opening: "I am Tom", and it is Tom's turn.
            if let Some(p) = link_turn(d) {
                playback.set(Some(p));
            }
        }
    });
    let history = History {
        lines: Callback::new(move |()| {
            let names = session.names();
            session.log.with(|log| history_lines::<G>(lang, &names, log))
        }),
        // Kept across moves: a history left open stays open, and filled, while the game goes on.
        open: RwSignal::new(false),
    };
    move || {
        let to_act = session.state.with(G::to_act);
        let names = session.names();
        let device = session.device.get();
        // (A game with computer opponents never opens without them: `APP_SEATS`.)
        let people: Vec<bool> = session.record.with_value(|r| {
            (0..names.len()).map(|s| !G::APP_SEATS || !G::played_by_app(&r.config, s as Seat)).collect()
        });
        if device == Device::Unknown {
            return who_are_you(lang, &names, &people, Callback::new(move |d| input.run(Input::Device(d)))).into_any();
        }
        let undo_by = session.undo.get();
        let undo = |device: Device| {
            let seat = undo_by?;
            (!matches!(device, Device::Player(me) if me != seat))
                .then(|| Msg::UndoMove.fill(lang, &[("name", &names[seat as usize])]))
        };
        let draft_now = draft.get();
        let seat = match device {
            Device::Player(me) => me,
            _ => session.state.with(|s| session.record.with_value(|r| person_seat::<G>(&r.config, s, draft_now))),
        };
        // The seat the app plays now, if it does (the frame of a turn-based game says so).
        let app_now = to_act.filter(|&s| G::APP_SEATS && !people[s as usize]);
        if let Some(left) = time.filter(|_| clock.paused.get()).and_then(|t| t.get_untracked()) {
            return paused(lang, left, input);
        }
        let view = session.state.with(|s| G::view(s, seat));
        let private = G::private(&view, draft_now);
        if !private {
            // What is on screen now is for everyone: the next private table needs its hand-off
            // again. (Read only when private, so no redraw is owed.)
            viewer.update_untracked(|v| *v = None);
        }
        // One person against the computers: nobody to hand the device to.
        let others_here = people.iter().filter(|&&p| p).count() > 1;
        if device == Device::PassAndPlay && to_act.is_some() && private && others_here && viewer.get() != Some(seat) {
            let note = G::handoff_note(lang, &names, &view);
            let news = if G::REAL_TIME {
                Vec::new()
            } else {
                session.log.with(|log| {
                    since_last_turn::<G>(log, first, seat).iter().filter_map(|e| G::describe(lang, &names, e)).collect()
                })
            };
            let words = G::handoff_words(lang, &names[seat as usize]);
            // While a lamp burns, its time stays in view on the hand-off too. (`G::REAL_TIME` first:
            // only a game in real time has this code at all.)
            let clock = time.filter(|t| G::REAL_TIME && t.get_untracked().is_some()).map(|t| clock_bar(lang, t, input));
            let screen = Handoff { seat, words, note, news, undo: undo(Device::PassAndPlay), clock };
            return handoff(lang, &names, screen, input).into_any();
        }
        if let Some(p) = playback.get() {
            if let Some(step) = session.record.with_value(|r| step(lang, &names, r, p)) {
                return draw_playback(lang, step, input);
            }
        }
        let over = to_act.is_none();
        let (markup, news, prompt) = session.log.with(|log| {
            // In real time the table tells what the last action did; in turns, what the others
            // did since the viewer's last turn.
            let marks = if G::REAL_TIME {
                &log[session.last.get().min(log.len())..]
            } else {
                since_last_turn::<G>(log, first, seat)
            };
            let news = marks.iter().filter_map(|e| G::describe(lang, &names, e)).collect();
            let prompt = (!over).then(|| G::prompt(lang, &names, &view, marks, draft_now));
            (G::table(lang, &names, &view, marks, draft_now), news, prompt)
        });
        // A computer's turn is played on this device: nobody to wait for, no link to send yet.
        let waiting =
            matches!(device, Device::Player(me) if to_act.is_some() && to_act != Some(me)) && app_now.is_none();
        let frame = Frame {
            lang,
            game: G::ID,
            class: G::CLASS,
            device,
            to_act,
            waiting,
            prompt,
            markup,
            question: pending.get().and_then(|action| G::confirm(lang, &view, action)),
            undo: undo(device),
            news,
            moves: session.record.with_value(|r| r.actions.len()),
            // By link: the turn goes on as a link once it is someone else's, the last one too
            // (the result). Nothing to send while it is this device's turn, nor in pass-and-play.
            // A game in real time goes by link only once it is over, as its replay.
            share: ((matches!(device, Device::Player(_)) && (waiting || over)) || (G::REAL_TIME && over))
                .then(|| session.any_record()),
            thinking: app_now.filter(|_| !G::REAL_TIME).map(|s| thinking(lang, &names[s as usize])),
            hints_on: hints_on.get(),
            hint_ask: (G::APP_SEATS
                && !G::REAL_TIME
                && hints_on.get()
                && to_act == Some(seat)
                && app_now.is_none()
                && !waiting)
                .then(|| hint_ask(lang)),
            hint: hint
                .and_then(|h| h.get())
                .filter(|h| h.0 == session.record.with_value(|r| r.actions.len()) && to_act == Some(seat))
                .map(|(_, i, words)| (i, words)),
            names,
            // Built here, in the generic part: only a game in real time has this code at all.
            clock: time
                .filter(|t| G::REAL_TIME && !over && t.get_untracked().is_some())
                .map(|t| clock_bar(lang, t, input)),
            real_time: G::REAL_TIME,
            people,
        };
        if G::DRAG {
            drag_to_choose(input);
        }
        draw(frame, note, drawn, input, history)
    }
}

/// On a device where everyone plays: whose view the table shows. While the app plays a seat, the
/// person who plays after it watches (the app has no screen).
fn person_seat<G: Table>(config: &G::Config, state: &G::State, draft: G::Draft) -> Seat {
    let seat = G::shown_seat(state, G::to_act(state), draft);
    if !G::APP_SEATS || !G::played_by_app(config, seat) {
        return seat;
    }
    let n = G::player_names(config).len() as Seat;
    (1..n).map(|k| (seat + k) % n).find(|&s| !G::played_by_app(config, s)).unwrap_or(seat)
}

/// The words of the computer opponents and the hints ("Tom is thinking…"): they exist only in
/// the app with them.
#[cfg(feature = "sidibaba")]
fn thinking(lang: Lang, name: &str) -> String {
    Msg::Thinking.fill(lang, &[("name", name)])
}
#[cfg(feature = "sidibaba")]
fn hint_ask(lang: Lang) -> String {
    Msg::HintAsk.text(lang).into()
}
#[cfg(feature = "sidibaba")]
fn hint_words(lang: Lang, reason: crate::ai::Reason) -> String {
    use crate::ai::Reason;
    match reason {
        Reason::Only => Msg::HintOnly.text(lang).into(),
        Reason::BestNow => Msg::HintBestNow.text(lang).into(),
        Reason::PlayedOut(n) => Msg::HintPlayedOut.fill(lang, &[("n", &n.to_string())]),
    }
}
#[cfg(not(feature = "sidibaba"))]
fn thinking(_: Lang, _: &str) -> String {
    String::new()
}
#[cfg(not(feature = "sidibaba"))]
fn hint_ask(_: Lang) -> String {
    String::new()
}
#[cfg(not(feature = "sidibaba"))]
fn hint_words(_: Lang, _: crate::ai::Reason) -> String {
    String::new()
}

/// A computer opponent is playing: who, and the button that plays the rest at once. (Only the
/// app with the computer opponents draws it.)
#[cfg(feature = "sidibaba")]
fn computer_bar(lang: Lang, thinking: Option<String>, input: Callback<Input>) -> Option<AnyView> {
    thinking.map(|text| view! {
        <div class="banner info thinking" data-testid="thinking">
            <p role="status">{text}</p>
            <button class="btn" data-testid="hurry" on:click=move |_| input.run(Input::Hurry)>{Msg::Skip.text(lang)}</button>
        </div>
    }.into_any())
}
#[cfg(not(feature = "sidibaba"))]
fn computer_bar(_: Lang, _: Option<String>, _: Callback<Input>) {}

/// The button that asks for a hint, and the hint given.
#[cfg(feature = "sidibaba")]
fn hint_bar(ask: Option<String>, hint: Option<String>, input: Callback<Input>) -> Option<AnyView> {
    (ask.is_some() || hint.is_some()).then(|| view! {
        {ask.map(|label| view! {
            <button class="btn hint-ask" data-testid="hint-ask" on:click=move |_| input.run(Input::Hint)>{label}</button>
        })}
        {hint.map(|words| view! { <p class="hint-line" role="status" data-testid="hint" tabindex="-1" data-focus><span aria-hidden="true">"★ "</span>{words}</p> })}
    }.into_any())
}
#[cfg(not(feature = "sidibaba"))]
fn hint_bar(_: Option<String>, _: Option<String>, _: Callback<Input>) {}

/// Hints on this device, or none (the game menu of the app with the computer opponents).
#[cfg(feature = "sidibaba")]
fn hints_menu(lang: Lang, on: bool, input: Callback<Input>) -> impl IntoView {
    let options = vec![
        ("off".to_string(), Msg::HintsOff.text(lang).to_string()),
        ("on".to_string(), Msg::HintsOn.text(lang).to_string()),
    ];
    let current = if on { "on" } else { "off" }.to_string();
    super::widgets::menu(
        "field device",
        Msg::Hints.text(lang).into(),
        "hints".into(),
        options,
        current,
        Callback::new(move |v: String| input.run(Input::Hints(v == "on"))),
    )
}
#[cfg(not(feature = "sidibaba"))]
fn hints_menu(_: Lang, _: bool, _: Callback<Input>) {}

/// Where this device keeps whether it offers hints (off unless asked for).
const HINTS_KEY: &str = "sesame.hints";

pub fn hints_wanted() -> bool {
    use crate::app::storage::Store;
    matches!(crate::app::storage::LocalStore.get(HINTS_KEY), Ok(Some(v)) if v == "on")
}

fn remember_hints(on: bool) {
    use crate::app::storage::Store;
    // Storage switched off: hints stay as chosen for this visit.
    let _ = if on {
        crate::app::storage::LocalStore.set(HINTS_KEY, "on")
    } else {
        crate::app::storage::LocalStore.remove(HINTS_KEY)
    };
}

/// Draws a game screen (for every game: no generic code here).
fn draw(
    f: Frame,
    note: RwSignal<Option<Note>>,
    drawn: StoredValue<Markup>,
    input: Callback<Input>,
    history: History,
) -> AnyView {
    let lang = f.lang;
    let over = f.to_act.is_none();
    // An empty `data-why`: the piece is simply not one to choose now; the prompt says what is.
    let not_now = Msg::WhyNotNow.fill(lang, &[("what", f.prompt.as_deref().unwrap_or_default())]);
    let on_click = move |ev: leptos::ev::MouseEvent| {
        note.set(None);
        let Some(el) = clicked(&ev) else { return };
        if let Some(why) = el.get_attribute("data-why") {
            show_why(note, &ev, &el, if why.is_empty() { not_now.clone() } else { why });
        } else if let Some(i) = el.get_attribute("data-act").and_then(|i| i.parse::<usize>().ok()) {
            input.run(Input::Act(i));
        } else if let Some(key) = el.get_attribute("data-ui") {
            input.run(Input::Ui(key));
        }
    };
    let sheet = f.question.map(|question| view! {
        <section class="sheet confirm" role="alertdialog" aria-labelledby="confirm-q" data-testid="confirm">
            <p id="confirm-q" tabindex="-1" data-focus>{question}</p>
            <div class="btn-row">
                <button class="btn primary" data-testid="confirm-yes" on:click=move |_| input.run(Input::Confirm(true))>{Msg::ConfirmYes.text(lang)}</button>
                <button class="btn" data-testid="confirm-no" on:click=move |_| input.run(Input::Confirm(false))>{Msg::ConfirmNo.text(lang)}</button>
            </div>
        </section>
    });
    let next_name = f.to_act.map(|s| f.names[s as usize].clone());
    let share = f
        .share
        .map(|record| share_panel(lang, record, next_name.clone(), Callback::new(move |()| input.run(Input::Sent))));
    let (before, after) = if f.waiting { (share, None) } else { (None, share) };
    let waiting_text = next_name.map(|name| Msg::WaitingForTurn.fill(lang, &[("name", &name)]));
    let waiting = f.waiting;
    let news = f.news;
    let real_time = f.real_time;
    let news_heard = if real_time { news.join(" ") } else { String::new() };
    let news = if real_time { Vec::new() } else { news };
    let clock = f.clock;
    view! {
        {sheet}
        {(!over).then(|| view! {
            <h1 class="game-title">{game_name(f.game).text(lang)}</h1>
            <p class="prompt" id="prompt" role="status" tabindex="-1" data-focus=(!waiting).then_some("")>
                // In real time the table shows what just happened; the status line says it too,
                // for those who hear the page.
                {real_time.then(|| view! { <span class="visually-hidden">{news_heard} " "</span> })}
                {f.prompt}
            </p>
        })}
        {clock}
        {waiting.then(|| view! { <p class="banner warn waiting" role="status" data-focus tabindex="-1">{waiting_text}</p> })}
        {computer_bar(lang, f.thinking, input)}
        {f.undo.map(|label| undo_button(label, input))}
        {hint_bar(f.hint_ask, f.hint.as_ref().map(|h| h.1.clone()), input)}
        {before}
        <div class="table-wrap">
            <div class=format!("game-table {}", f.class) on:click=on_click use:draw_table=(drawn, f.markup, f.hint.map(|h| h.0))></div>
            {move || note.get().map(|n| view! {
                <p class="why-note" role="status" data-testid="why" style=format!("left:{}px;top:{}px", n.x, n.y)>{n.text}</p>
            })}
        </div>
        {over.then(|| view! {
            <div class="btn-row end-buttons">
                <button class="btn primary" data-testid="rematch" on:click=move |_| input.run(Input::Rematch)>{Msg::Rematch.text(lang)}</button>
                <button class="btn" data-testid="replay" on:click=move |_| input.run(Input::Replay)>{Msg::Replay.text(lang)}</button>
                <button class="btn" on:click=move |_| go(Route::Setup(f.game))>{Msg::NewGame.text(lang)}</button>
                <button class="btn" on:click=move |_| go(Route::Home)>{Msg::BackHome.text(lang)}</button>
            </div>
        })}
        {(!news.is_empty() && !over).then(|| view! {
            <section class="screen news" aria-labelledby="news-title">
                <h2 id="news-title">{Msg::SinceYourTurn.text(lang)}</h2>
                <ul class="log">{news.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}</ul>
            </section>
        })}
        {history_panel(lang, f.moves, f.names.clone(), history)}
        {after}
        <details class="game-menu">
            <summary>{Msg::GameMenu.text(lang)}</summary>
            {(!real_time).then(|| device_picker(lang, &f.names, &f.people, f.device, Callback::new(move |d| input.run(Input::Device(d)))))}
            {(!real_time).then(|| hints_menu(lang, f.hints_on, input))}
            <button class="btn" on:click=move |_| go(Route::Rules(f.game))>{Msg::Rules.text(lang)}</button>
        </details>
    }
    .into_any()
}

/// "2:05": minutes and seconds, the seconds rounded up (a lamp with 0.4 s left still burns).
fn minutes(ms: u32) -> String {
    let s = ms.div_ceil(1000);
    format!("{}:{:02}", s / 60, s % 60)
}

/// A key named by a button of the table (`data-key`, letters and digits only) presses it, while
/// the screen is there.
fn press_keys() {
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        use wasm_bindgen::JsCast;
        let key = ev.key();
        let typing = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|t| t.closest("input,select,textarea").ok().flatten().is_some());
        if typing
            || ev.ctrl_key()
            || ev.meta_key()
            || ev.alt_key()
            || key.is_empty()
            || !key.chars().all(|c| c.is_ascii_alphanumeric())
        {
            return;
        }
        let button = document().query_selector(&format!(".game-table [data-key~=\"{key}\"]")).ok().flatten();
        if let Some(button) = button.and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok()) {
            ev.prevent_default();
            button.click();
        }
    });
    on_cleanup(move || keys.remove());
}

/// The running timer: a flame that shrinks, the time left, and the pause.
fn clock_bar(lang: Lang, time: Signal<Option<u32>>, input: Callback<Input>) -> AnyView {
    view! {
        <div class="clock-bar">
            <p class="lamp-time" role="timer" data-testid="time-left">
                <span class="burning" aria-hidden="true" style=move || format!("--left:{}", time.get().unwrap_or(0) / 1000)></span>
                {move || time.get().map(|ms| Msg::TimeLeft.fill(lang, &[("time", &minutes(ms))]))}
            </p>
            <button class="btn" data-testid="pause" on:click=move |_| input.run(Input::Pause)>{Msg::Pause.text(lang)}</button>
        </div>
    }
    .into_any()
}

/// A game in real time, paused: the table is not in the page, the time stands still.
fn paused(lang: Lang, left: u32, input: Callback<Input>) -> AnyView {
    view! {
        <section class="handoff paused" aria-labelledby="paused-title" data-testid="paused">
            <div class="card">
                <h1 id="paused-title">{Msg::Paused.text(lang)}</h1>
                <p>{Msg::PausedHint.fill(lang, &[("time", &minutes(left))])}</p>
                <button class="btn primary" data-focus data-testid="resume" on:click=move |_| input.run(Input::Resume)>{Msg::GoOn.text(lang)}</button>
            </div>
        </section>
    }
    .into_any()
}

/// A playback: where it is, the action in words, the way on, and the table as it was (only to
/// look at: `inert`, its words are above it).
fn draw_playback(lang: Lang, s: Step, input: Callback<Input>) -> AnyView {
    let p = s.p;
    let title = if p.auto { Msg::TheirMoves } else { Msg::Replay };
    let place = if p.at == p.from && !p.auto {
        Msg::TheDeal.text(lang).to_string()
    } else {
        Msg::StepOf.fill(lang, &[("n", &(p.at - p.from).to_string()), ("total", &(p.to - p.from).to_string())])
    };
    let (start, end) = (p.at == p.from, p.at == p.to);
    let button = |msg: Msg, key: &'static str, primary: bool, off: bool, focus: bool, to: Option<usize>| {
        view! {
            <button class=if primary { "btn primary" } else { "btn" } data-testid=key disabled=off data-focus=focus.then_some("")
                on:click=move |_| input.run(Input::Step(to))>{msg.text(lang)}</button>
        }
    };
    let controls = if p.auto {
        vec![button(Msg::Skip, "skip", true, false, true, None)]
    } else {
        vec![
            button(Msg::StepBack, "step-back", false, start, false, Some(p.at.saturating_sub(1))),
            button(Msg::StepNext, "step-next", true, end, !end, Some(p.at + 1)),
            button(Msg::StepEnd, "step-end", false, end, false, Some(p.to)),
            button(Msg::CloseReplay, "close-replay", false, false, end, None),
        ]
    };
    view! {
        <section class="playback" aria-labelledby="playback-title" data-testid="playback">
            <h1 class="game-title" id="playback-title">{title.text(lang)}</h1>
            <div class="playback-bar">
                <p class="prompt" role="status" data-testid="step">
                    <strong>{place}</strong>
                    {s.lines.into_iter().map(|l| view! { <span class="line">{l}</span> }).collect_view()}
                </p>
                <div class="btn-row">{controls}</div>
            </div>
            <div class=format!("game-table {}", s.class) inert inner_html=s.markup.text></div>
        </section>
    }
    .into_any()
}

/// A reason shown where a piece was tapped, in pixels from the table's top left corner.
#[derive(Clone, Debug, PartialEq)]
struct Note {
    text: String,
    x: i32,
    y: i32,
}

/// Shows `why` just below the tapped element `el`, kept within the table.
fn show_why(note: RwSignal<Option<Note>>, ev: &leptos::ev::MouseEvent, el: &web_sys::Element, why: String) {
    use wasm_bindgen::JsCast;
    let Some(table) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
    let (outer, inner) = (table.get_bounding_client_rect(), el.get_bounding_client_rect());
    // The note is 16 rem at most; keep its middle far enough from both edges. (Whole pixels,
    // and no `clamp`: its panic message would bring float formatting into the WebAssembly.)
    let width = outer.width() as i32;
    let half = (width / 2).min(128);
    let middle = (inner.left() - outer.left() + inner.width() / 2.0) as i32;
    let x = middle.max(half).min(width - half);
    let y = (inner.bottom() - outer.top()) as i32 + 6;
    // It fades by itself (style sheet), or goes with the next tap on the table. Drawn a frame
    // after the last one went, so that a new tap shows a new note (its fading starts again).
    note.set(None);
    request_animation_frame(move || note.set(Some(Note { text: why, x, y })));
}

/// Draws the table into `el`: on a new element all of it; on the one already on screen only the
/// parts a move changed, when nothing else changed (see `Markup`).
fn draw_table(el: web_sys::Element, (drawn, next, hint): (StoredValue<Markup>, Markup, Option<usize>)) {
    use wasm_bindgen::JsCast;
    let patch = |changed: Vec<(usize, Change)>| -> Option<()> {
        if changed.is_empty() {
            return Some(());
        }
        let parts = el.query_selector_all("[data-p]").ok()?;
        if parts.length() as usize != next.part_count() {
            return None;
        }
        for (i, change) in changed {
            let el = parts.get(i as u32)?.dyn_into::<web_sys::Element>().ok()?;
            match change {
                // Changed in attributes and words only: the elements (and what is drawn of them) stay.
                Change::InPlace { elements, list, texts } => {
                    // The elements inside, found by their place: only if the page holds the same.
                    let mut inside = None;
                    if list.iter().map(|&(k, ..)| k).chain(texts.iter().map(|&(k, _)| k)).any(|k| k > 0) {
                        let all = el.query_selector_all("*").ok()?;
                        if all.length() as usize + 1 != elements {
                            return None;
                        }
                        inside = Some(all);
                    }
                    let target = |k: usize| match k {
                        0 => Some(el.clone()),
                        k => inside.as_ref()?.get(k as u32 - 1)?.dyn_into::<web_sys::Element>().ok(),
                    };
                    for (k, name, value) in list {
                        let target = target(k)?;
                        match value {
                            Some(value) => target.set_attribute(name, &value).ok()?,
                            None => target.remove_attribute(name).ok()?,
                        }
                    }
                    for (k, text) in texts {
                        let target = target(k)?;
                        // The text node itself, when there is one: its words change, nothing is
                        // taken out or put in.
                        match target
                            .first_child()
                            .filter(|c| c.node_type() == web_sys::Node::TEXT_NODE && c.next_sibling().is_none())
                        {
                            Some(words) => words.set_node_value(Some(&text)),
                            None => target.set_text_content(Some(&text)),
                        }
                    }
                }
                Change::Whole(text) => el.set_outer_html(text),
            }
        }
        Some(())
    };
    let patched = el.first_element_child().is_some()
        && drawn.with_value(|old| old.changed_parts(&next).and_then(patch)).is_some();
    if !patched {
        el.set_inner_html(&next.text);
    }
    drawn.set_value(next);
    mark_hint(&el, hint);
}

/// The hint's choice is marked on the board (and no other: a patch keeps untouched parts).
#[cfg(feature = "sidibaba")]
fn mark_hint(el: &web_sys::Element, hint: Option<usize>) {
    use wasm_bindgen::JsCast;
    if let Ok(marked) = el.query_selector_all(".hinted") {
        (0..marked.length()).filter_map(|i| marked.get(i)?.dyn_into::<web_sys::Element>().ok()).for_each(|m| {
            let _ = m.class_list().remove_1("hinted");
        });
    }
    if let Some(Ok(Some(choice))) = hint.map(|i| el.query_selector(&format!("[data-act=\"{i}\"]"))) {
        let _ = choice.class_list().add_1("hinted");
    }
}
#[cfg(not(feature = "sidibaba"))]
fn mark_hint(_: &web_sys::Element, _: Option<usize>) {}

/// Drag to choose (`Table::DRAG`): a piece with `data-drag="a,b,…"`, taken by its grip
/// (`.grip`), dropped on the element with `data-slot="k"` plays the k-th choice of its list
/// (empty: none there). The piece follows the pointer (along a list's axis, `data-drag-axis`)
/// and the place under it is marked. The
/// same choices are buttons too, for those who do not drag.
///
/// Called at each drawing of such a table with its `input`; the handlers sit on the document,
/// set up once (the table element is redrawn in place, and a drag may cross it).
fn drag_to_choose(input: Callback<Input>) {
    use std::cell::RefCell;
    use wasm_bindgen::{closure::Closure, JsCast};
    use web_sys::{Element, HtmlElement, PointerEvent};
    struct Drag {
        piece: HtmlElement,
        choices: Vec<Option<usize>>,
        from: (f64, f64),
        over: Option<Element>,
    }
    thread_local! {
        static INPUT: RefCell<Option<(Callback<Input>, Owner)>> = const { RefCell::new(None) };
        static NOW: RefCell<Option<Drag>> = const { RefCell::new(None) };
    }
    // The owner too: a document's event arrives outside the component tree.
    let owner = Owner::current().expect("a table is drawn inside its owner");
    if INPUT.replace(Some((input, owner))).is_some() {
        return;
    }
    // The place under the pointer: the topmost `data-slot` there that is not the piece itself.
    fn slot_at(piece: &HtmlElement, x: f64, y: f64) -> Option<Element> {
        document()
            .elements_from_point(x as f32, y as f32)
            .iter()
            .filter_map(|e| e.dyn_into::<Element>().ok())
            .filter(|e| !piece.contains(Some(e)))
            .find_map(|e| e.closest(".game-table [data-slot]").ok().flatten())
    }
    fn mark(over: &Option<Element>, on: bool) {
        if let Some(o) = over {
            let _ = if on { o.class_list().add_1("drop-here") } else { o.class_list().remove_1("drop-here") };
        }
    }
    let down = Closure::<dyn FnMut(PointerEvent)>::new(|ev: PointerEvent| {
        let target = ev.target().and_then(|t| t.dyn_into::<Element>().ok());
        let Some(grip) = target.and_then(|t| t.closest(".game-table .grip").ok().flatten()) else { return };
        let Some(piece) = grip.closest("[data-drag]").ok().flatten().and_then(|p| p.dyn_into::<HtmlElement>().ok())
        else {
            return;
        };
        let choices = piece.get_attribute("data-drag").unwrap_or_default().split(',').map(|c| c.parse().ok()).collect();
        ev.prevent_default();
        let _ = piece.set_pointer_capture(ev.pointer_id());
        let _ = piece.class_list().add_1("dragging");
        NOW.set(Some(Drag { piece, choices, from: (f64::from(ev.client_x()), f64::from(ev.client_y())), over: None }));
    });
    let moved = Closure::<dyn FnMut(PointerEvent)>::new(|ev: PointerEvent| {
        NOW.with_borrow_mut(|now| {
            let Some(d) = now.as_mut() else { return };
            let (x, y) = (f64::from(ev.client_x()), f64::from(ev.client_y()));
            // A piece of a list (`data-drag-axis="y"`) moves along it only.
            let dx = if d.piece.get_attribute("data-drag-axis").as_deref() == Some("y") { 0.0 } else { x - d.from.0 };
            let _ = d.piece.style().set_property("transform", &format!("translate({dx}px,{}px)", y - d.from.1));
            let over = slot_at(&d.piece, x, y);
            if over != d.over {
                mark(&d.over, false);
                mark(&over, true);
                d.over = over;
            }
        })
    });
    let up = Closure::<dyn FnMut(PointerEvent)>::new(|ev: PointerEvent| {
        let Some(d) = NOW.take() else { return };
        let _ = d.piece.style().remove_property("transform");
        let _ = d.piece.class_list().remove_1("dragging");
        mark(&d.over, false);
        if ev.type_() != "pointerup" {
            return;
        }
        // The place that was marked is the one it lands on.
        let place = d.over.and_then(|s| s.get_attribute("data-slot")?.parse::<usize>().ok());
        let input = INPUT.with_borrow(Clone::clone);
        if let (Some(&Some(choice)), Some((input, owner))) = (place.and_then(|k| d.choices.get(k)), input) {
            owner.with(|| input.run(Input::Act(choice)));
        }
    });
    for (name, handler) in [("pointerdown", &down), ("pointermove", &moved), ("pointerup", &up), ("pointercancel", &up)]
    {
        let _ = document().add_event_listener_with_callback(name, handler.as_ref().unchecked_ref());
    }
    // Set up once for the page's life.
    down.forget();
    moved.forget();
    up.forget();
}

/// "Take back": offered to the seat that played the last action, on the device it played on,
/// until anyone else has seen anything.
/// The whole game in words (a list per turn), and whether it is open.
#[derive(Clone, Copy)]
struct History {
    lines: Callback<(), Vec<Turn>>,
    open: RwSignal<bool>,
}

/// The whole game in words, one list per turn; drawn only while open (a long game has hundreds
/// of lines, and a move should paint in one frame).
fn history_panel(lang: Lang, moves: usize, names: Vec<String>, History { lines, open }: History) -> impl IntoView {
    view! {
        <details class="screen history" data-testid="history" open=open.get_untracked() on:toggle=move |ev| {
            use wasm_bindgen::JsCast;
            let details = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlDetailsElement>().ok());
            open.set(details.is_some_and(|d| d.open()));
        }>
            <summary>{Msg::History.fill(lang, &[("n", &moves.to_string())])}</summary>
            {move || open.get().then(|| view! {
                // It scrolls on its own (a long game): reachable by keyboard to scroll it.
                <ol class="turns" tabindex="0">
                    {lines.run(()).into_iter().map(|(seat, lines)| view! {
                        <li>
                            {seat.map(|s| view! { <strong>{names[s as usize].clone()}</strong> })}
                            <ul class="log">{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                        </li>
                    }).collect_view()}
                </ol>
            })}
        </details>
    }
}

/// The same players and settings again, a new deal, on the same device setting.
fn rematch<G: Table>(session: Session<G>) {
    let config = session.record.with_value(|r| r.config.clone());
    let seed = super::saves::new_seed();
    if G::new(&config, seed).is_err() {
        return;
    }
    let record = G::any(Record::new(config, seed));
    let id = save_id(&record);
    store(&id, SaveEntry { last_played: now_ms(), record, device: session.device.get_untracked() });
    go(Route::Play(id));
}

/// Opens `record` in the frame, or says it is damaged.
pub fn screen<G: Table>(lang: Lang, id: &str, record: Record<G>, device: Device) -> AnyView {
    match Session::open(id, record, device) {
        Some(session) => view! { <GameScreen<G> lang session/> }.into_any(),
        None => problem(lang, Msg::CorruptSave),
    }
}

/// Replays a record, keeping the events for the log.
fn replay<G: Game>(record: &Record<G>) -> Option<(G::State, Vec<G::Event>)> {
    record.replay_to(record.actions.len()).ok().map(|r| (r.state, r.log))
}

/// A game being played on this device: its record, the state it replays to, the public log and
/// whose device this is. Every action goes through `dispatch`, which saves at once.
pub struct Session<G: Game + 'static> {
    id: StoredValue<String>,
    pub record: StoredValue<Record<G>>,
    pub state: RwSignal<G::State>,
    pub log: RwSignal<Vec<G::Event>>,
    pub device: RwSignal<Device>,
    /// The seat that may take back the last action (`Game::undoable`), until anyone else has
    /// seen anything. Not saved: after a reload nothing can be taken back.
    pub undo: RwSignal<Option<Seat>>,
    /// Where the last action's events begin in `log` (what "just happened").
    pub last: RwSignal<usize>,
}

impl<G: Game + 'static> Clone for Session<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: Game + 'static> Copy for Session<G> {}

impl<G: Table> Session<G> {
    /// Replays `record`; `None` if it does not replay (a damaged save).
    pub fn open(id: &str, record: Record<G>, device: Device) -> Option<Self> {
        let players = G::player_names(&record.config).len();
        if !device.fits(players) {
            return None;
        }
        let (state, log) = replay(&record)?;
        let last = log.len();
        // A game in real time is played around one device: nobody to ask whose it is (a
        // finished expedition that came by link).
        let device = match device {
            Device::Unknown if G::REAL_TIME => Device::PassAndPlay,
            // A save that has the device held by a seat the app plays (made by hand): no person
            // is there, so the device is asked for again, among the people.
            Device::Player(seat) if G::played_by_app(&record.config, seat) => Device::Unknown,
            device => device,
        };
        Some(Session {
            id: StoredValue::new(id.to_string()),
            record: StoredValue::new(record),
            state: RwSignal::new(state),
            log: RwSignal::new(log),
            device: RwSignal::new(device),
            undo: RwSignal::new(None),
            last: RwSignal::new(last),
        })
    }

    pub fn any_record(&self) -> AnyRecord {
        G::any(self.record.get_value())
    }

    fn save(&self) {
        let entry = SaveEntry { last_played: now_ms(), record: self.any_record(), device: self.device.get_untracked() };
        store_soon(&self.id.get_value(), entry);
    }

    /// Plays `action` if the rules allow it (only legal choices are ever offered, so a refusal
    /// changes nothing and says nothing).
    pub fn dispatch(&self, action: G::Action) -> bool {
        let before = self.state.get_untracked();
        let mut next = before.clone();
        let Ok(events) = G::apply(&mut next, action) else { return false };
        // A computer opponent takes nothing back.
        let actor = G::to_act(&before)
            .filter(|&s| !G::APP_SEATS || !self.record.with_value(|r| G::played_by_app(&r.config, s)));
        self.undo.set(actor.filter(|_| G::undoable(&before, &next, &events)));
        self.record.update_value(|r| r.actions.push(action));
        self.last.set(self.log.with_untracked(Vec::len));
        self.log.update(|l| l.extend(events));
        self.state.set(next);
        refocus();
        self.save();
        true
    }

    /// Takes back the last action, if its player still may: the record loses it, the game is
    /// replayed without it and saved, so a save or a link made later never had it.
    pub fn take_back(&self) -> bool {
        if self.undo.get_untracked().is_none() {
            return false;
        }
        let mut record = self.record.get_value();
        if record.actions.pop().is_none() {
            return false;
        }
        let Some((state, log)) = replay(&record) else { return false };
        self.record.set_value(record);
        self.undo.set(None);
        self.last.set(log.len());
        self.log.set(log);
        self.state.set(state);
        refocus();
        self.save();
        true
    }

    /// Someone else has seen the game (the next player took the device, or the turn left as a
    /// link): what was played stays played.
    pub fn seal(&self) {
        if self.undo.get_untracked().is_some() {
            self.undo.set(None);
        }
    }

    pub fn choose_device(&self, device: Device) {
        if !device.fits(self.names().len()) {
            return;
        }
        self.seal();
        self.device.set(device);
        self.save();
        refocus();
    }

    /// The players' names as the screens show them (long words clipped).
    pub fn names(&self) -> Vec<String> {
        self.record.with_value(|r| G::seat_names(&r.config).iter().map(|n| shown_name(n)).collect())
    }
}
