//! The one game frame. Every game's screen is this frame around the game's own table: who holds
//! the device, the hand-off between players, the status line, undo, the confirmation of a big
//! decision, what the others did since your last turn, the whole history in words, the end
//! (rematch), and the sharing controls — only when the game travels by link.

use super::context::now_precise;
use super::context::{go, refocus, Route};
use super::links::share_panel;
use super::saves::{store, store_soon};
use super::second::{hints, table as phones};
use super::widgets::{clicked, device_picker, handoff, problem, undo_button, who_are_you, Handoff, Input};
use crate::app::clock::now_ms;
use crate::app::html::{Change, Markup, Tap};
use crate::app::i18n::{game_name, shown_name, Lang, Msg};
pub use crate::app::session::Framed;
use crate::app::session::{Effect as Do, Playback, Screen, Session, TableScreen};
use crate::app::storage::{save_id, Device, SaveEntry};
use crate::games::record::{AnyRecord, Record};
use crate::games::{Game, GameId, Seat};
use drag::drag_to_choose;
use leptos::prelude::*;

/// What a game brings to the frame besides its part of the session core (`Framed`): its table,
/// drawn as markup from one seat's view (through the one escaping builder, `app::html`), and
/// its words.
pub trait Table: Framed {
    /// Buttons of the table answer keys (`data-key`): only such games listen to the keyboard.
    const KEYS: bool = false;
    /// Pieces of the table are dragged onto places (`data-drag`, `data-slot`): only such games
    /// have the pointer handling.
    const DRAG: bool = false;
    /// The class of the element the table is drawn in (its style sheet's root).
    const CLASS: &'static str;

    /// The status line: what the viewer is asked to do, or whom everyone waits for. `marks`: as
    /// for `table`.
    fn prompt(lang: Lang, names: &[String], view: &Self::View, marks: &[Self::Event], draft: Self::Draft) -> String;
    /// The table. `marks`: what the others did since the viewer last played, to be marked on
    /// the board. Buttons carry `data-act` (an index into the view's choices) or `data-ui`.
    fn table(lang: Lang, names: &[String], view: &Self::View, marks: &[Self::Event], draft: Self::Draft) -> Markup;
    /// One event in words; `None` for what is not worth a line.
    fn describe(lang: Lang, names: &[String], event: &Self::Event) -> Option<String>;
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
    fn thumbnail(view: &Self::View) -> Markup;
    /// The question to ask before a big decision (`Framed::asks_first`).
    fn confirm(_lang: Lang, _view: &Self::View, _action: Self::Action) -> Option<String> {
        None
    }
    /// What just happened is heard (`ui::sound`).
    fn react(_events: &[Self::Event]) {}
    /// The running timer went from `before` to `now` milliseconds left (a game in real time).
    fn react_time(_before: Option<u32>, _now: Option<u32>) {}
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
    /// A game in real time with a person for Sidibaba's Leader: his phone may join.
    phones: bool,
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
    /// A lesson: its coach has the end's buttons.
    lesson: bool,
}

/// How often the drawn time is brought up to date (the time itself comes from timestamps).
const TICK_MS: u32 = 250;
/// A long decision is thought out in slices of about this long, the page free between them.
/// Each slice is a task, and each task costs the page about a millisecond more at 4× CPU: at
/// 0.5 ms the slowest decision spent as long between its slices as in them; at 2.5 ms a slice
/// ran up to 11.5 ms, past the 10 ms a tap may wait (docs/opponents.md).
const SLICE_MS: f64 = 1.5;

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
/// (a timer of 0 ms, once nested, waits at least 4 ms each time), on one channel kept for the
/// page's life, the tasks waiting in turn.
fn soon(then: impl FnOnce() + 'static) {
    use std::{cell::RefCell, collections::VecDeque};
    use wasm_bindgen::{closure::Closure, JsCast, JsValue};
    type Task = Box<dyn FnOnce()>;
    thread_local! {
        static WAITING: RefCell<VecDeque<Task>> = const { RefCell::new(VecDeque::new()) };
        static CHANNEL: Option<web_sys::MessageChannel> = web_sys::MessageChannel::new().ok().inspect(|channel| {
            let run = Closure::<dyn FnMut()>::new(|| {
                let next = WAITING.with(|w| w.borrow_mut().pop_front());
                if let Some(task) = next {
                    task();
                }
            });
            channel.port1().set_onmessage(Some(run.as_ref().unchecked_ref()));
            // Kept as long as the page, like the channel.
            run.forget();
        });
    }
    let sent = CHANNEL.with(|c| c.as_ref().is_some_and(|c| c.port2().post_message(&JsValue::NULL).is_ok()));
    if sent {
        WAITING.with(|w| w.borrow_mut().push_back(Box::new(then)));
    } else {
        set_timeout(then, std::time::Duration::ZERO);
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

/// A game screen's session core (`app::session`) and what its effects need: the save's id, and
/// the component's owner (timers and page events run outside it; saving needs its context).
struct Core<G: Table> {
    session: RwSignal<Session<G>>,
    id: StoredValue<String>,
    owner: StoredValue<Option<Owner>>,
    /// How much of the log has been heard (`Table::react`): each game sounds what some new
    /// events did.
    heard: StoredValue<usize>,
}

impl<G: Table> Clone for Core<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: Table> Copy for Core<G> {}

/// Tells the session core what happened, now, and does what it says.
fn send<G: Table>(core: Core<G>, input: Input) {
    // A person's move in a window whose game moved on elsewhere: the window follows instead.
    let moves = matches!(input, Input::Act(_) | Input::Ui(_) | Input::Confirm(true) | Input::Undo | Input::Handoff(_));
    if moves && core.id.try_get_value().is_some_and(|id| super::saves::moved_on(&id)) {
        return;
    }
    let now = now_precise();
    if let Some(fx) = core.session.try_update_untracked(|s| s.input(input, now)) {
        run_effects(core, fx);
    }
}

/// The app's decision `id` is made.
fn decided<G: Table>(core: Core<G>, id: u32, action: G::Action) {
    let now = now_precise();
    if let Some(fx) = core.session.try_update_untracked(|s| s.decided(id, action, now)) {
        run_effects(core, fx);
    }
}

/// Does what the session core asked for, in the component's context.
fn run_effects<G: Table>(core: Core<G>, fx: Vec<Do>) {
    let run = move || {
        if fx.contains(&Do::Changed) {
            core.session.notify();
            hear(core);
        }
        for effect in fx {
            match effect {
                Do::Changed => {}
                Do::Save => core.save(),
                Do::SaveNow => super::saves::flush(),
                Do::Refocus => refocus(),
                Do::WakeAt(at) => {
                    let wait = (at - now_precise()).max(0.0) as u64 + 1;
                    set_timeout(move || send(core, Input::Wake), std::time::Duration::from_millis(wait));
                }
                Do::Think(id) if G::APP_SEATS => soon(move || warm_up(core, id, 0)),
                Do::RememberHints(on) if G::APP_SEATS => remember_hints(on),
                Do::Think(_) | Do::RememberHints(_) => {}
                Do::Rematch => rematch(core),
            }
        }
    };
    match core.owner.try_get_value().flatten() {
        Some(owner) => owner.with(run),
        None => run(),
    }
}

/// The events not heard yet, to the game's sounds (a move taken back: nothing to hear).
fn hear<G: Table>(core: Core<G>) {
    let heard = core.heard.get_value();
    let len = core.session.with_untracked(|s| {
        if let Some(new) = s.log().get(heard..) {
            G::react(new);
        }
        s.log().len()
    });
    core.heard.set_value(len);
}

/// Before the page's first decision by the app in a game, part `part` of its warm-up
/// (`Framed::warm_up`) and then the next, each a task of its own timed as a slice of thinking;
/// then decision `id`.
fn warm_up<G: Table>(core: Core<G>, id: u32, part: u8) {
    thread_local! {
        static WARM: std::cell::RefCell<Vec<&'static str>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    if WARM.with(|w| w.borrow().contains(&G::CLASS)) {
        return think(core, id);
    }
    let timing = window().performance();
    let _ = timing.as_ref().map(|p| p.mark("sesame:slice"));
    let more = core.session.try_with_untracked(|s| G::warm_up(&s.record().config, part)).unwrap_or(false);
    let _ = timing.map(|p| p.measure_with_start_mark("sesame:think-slice", "sesame:slice"));
    if !more {
        WARM.with(|w| w.borrow_mut().push(G::CLASS));
    }
    soon(move || warm_up(core, id, part + 1));
}

/// Thinks the app's decision `id` out in slices, if it is still wanted. Timed for the
/// benchmark from here (`sesame:decide`) to the decision (`sesame:app-move`).
/// Setting the search up (a first look at every choice) is a slice of its own; a decision
/// made in it (the Leader's, a lone choice) is played at once, not a task later.
fn think<G: Table>(core: Core<G>, id: u32) {
    let timing = window().performance();
    let _ = timing.as_ref().map(|p| (p.mark("sesame:decide"), p.mark("sesame:slice")));
    let Some(thinking) = core.session.try_with_untracked(|s| s.thinking(id)).flatten() else { return };
    let measure = move |name: &str, from: &str| timing.as_ref().map(|p| p.measure_with_start_mark(name, from));
    let _ = measure("sesame:think-slice", "sesame:slice");
    match thinking {
        crate::ai::Thinking::Done(action) => {
            let _ = measure("sesame:app-move", "sesame:decide");
            decided(core, id, action)
        }
        thinking => soon(move || think_in_slices(thinking, move |action| decided(core, id, action))),
    }
}

impl<G: Table> Core<G> {
    fn save(self) {
        let Some((entry, lesson)) = self.session.try_with_untracked(|s| {
            let entry = SaveEntry { last_played: now_ms(), record: G::any(s.record().clone()), device: s.device() };
            (entry, s.cursor())
        }) else {
            return;
        };
        if !hints::keep_lesson(G::ID, lesson, &entry) {
            phones::played(&self.id.get_value(), &entry.record);
            store_soon(&self.id.get_value(), entry)
        }
    }

    /// The players' names as the screens show them (long words clipped).
    fn names(self) -> Vec<String> {
        self.session.with_untracked(|s| G::seat_names(&s.record().config).iter().map(|n| shown_name(n)).collect())
    }
}

/// Real time: the clock's tick, the pause when the page is hidden or left (saved at once: the
/// page may not live to the next task), the screen kept on while a lamp burns.
fn real_time<G: Table>(core: Core<G>, tick: RwSignal<f64>) {
    let left = StoredValue::new(None::<u32>);
    let interval = gloo_timers::callback::Interval::new(TICK_MS, move || {
        send(core, Input::Tick);
        if core.session.try_with_untracked(Session::burning) == Some(true) {
            tick.set(now_precise());
        }
        let now = core.session.try_with_untracked(|s| s.time_left(now_precise())).flatten();
        G::react_time(left.try_get_value().flatten(), now);
        left.try_set_value(now);
    });
    let interval = StoredValue::new_local(Some(interval));
    let hidden = move || {
        phones::hidden(core.id);
        send(core, Input::Hidden);
    };
    let listeners = [
        window_event_listener(leptos::ev::visibilitychange, move |_| {
            if document().hidden() {
                hidden();
            }
        }),
        window_event_listener(leptos::ev::pagehide, move |_| hidden()),
    ];
    on_cleanup(move || {
        lamp_burns(false);
        // A screen left behind when its window followed another writes no pause over that game.
        let record = core.session.try_with_untracked(|s| G::any(s.record().clone()));
        if !core.id.try_get_value().zip(record).is_some_and(|(id, r)| super::saves::left_behind(&id, &r)) {
            send(core, Input::Pause);
        }
        listeners.into_iter().for_each(|l| l.remove());
        interval.update_value(|t| drop(t.take()));
    });
    Effect::new(move |held: Option<bool>| {
        let hold = core.session.with(Session::burning);
        if held.unwrap_or(false) != hold {
            wake_lock(hold);
            lamp_burns(hold);
        }
        hold
    });
}

/// The screen of a game being played on this device: the session core's screen, drawn.
#[component]
fn GameScreen<G: Table>(lang: Lang, core: Core<G>) -> impl IntoView {
    core.owner.set_value(Owner::current());
    // Why a tapped piece cannot be played, shown beside it.
    let note = RwSignal::new(None::<Note>);
    // The table as last drawn, to redraw only what a move changed.
    let drawn = StoredValue::new(Markup::default());
    let tick = RwSignal::new(0.0);
    if G::REAL_TIME {
        real_time(core, tick);
    }
    let now = now_precise();
    if let Some(fx) = core.session.try_update_untracked(|s| s.start(now)) {
        run_effects(core, fx);
    }
    if G::KEYS {
        press_keys();
    }
    let time = G::REAL_TIME.then(|| {
        Signal::derive(move || {
            tick.track();
            core.session.with(|s| s.time_left(now_precise()))
        })
    });
    let input = Callback::new(move |i: Input| {
        // At a table, pausing on one phone pauses all (the screen a player leaves pauses only its
        // own). Only a game in real time pauses.
        if G::REAL_TIME && matches!(i, Input::Pause | Input::Resume) {
            phones::pause(core.id, i == Input::Pause);
        }
        send(core, i)
    });
    if G::REAL_TIME {
        phones::follow_pauses(move |paused| send(core, if paused { Input::Pause } else { Input::Resume }));
    }
    let names = core.names();
    let history = History {
        lines: Callback::new(move |()| {
            let names = core.names();
            core.session.with(|s| history_lines::<G>(lang, &names, s.log()))
        }),
        // Kept across moves: a history left open stays open, and filled, while the game goes on.
        open: RwSignal::new(false),
    };
    let said = hints::coach_said();
    let body = move || {
        core.session.track();
        let Some(screen) = core.session.try_update_untracked(Session::screen) else { return ().into_any() };
        let people = core.session.with_untracked(Session::people);
        let coach = hints::coach(lang, core.session, matches!(screen, Screen::Handoff { .. }), said);
        let mut drawn = match screen {
            Screen::WhoAreYou => {
                who_are_you(lang, &names, &people, Callback::new(move |d| input.run(Input::Device(d)))).into_any()
            }
            Screen::Paused { left } => paused(lang, left, input),
            Screen::Handoff { seat, view, undo } => {
                core.session.with_untracked(|s| draw_handoff(lang, &names, s, (seat, view, undo), time, input))
            }
            Screen::Playback(p) => match core.session.with_untracked(|s| step(lang, &names, s.record(), p)) {
                Some(step) => draw_playback(lang, step, input),
                None => problem(lang, Msg::CorruptSave),
            },
            Screen::Table(t) => {
                let frame = core.session.with_untracked(|s| frame(lang, names.clone(), people, s, t, time, input));
                if G::DRAG {
                    drag_to_choose(input);
                }
                draw(frame, note, drawn, input, history)
            }
        };
        if hints::COACH {
            hints::add_coach(&mut drawn, lang, coach, input);
        }
        drawn
    };
    hints::said_region(said, body)
}

/// The hand-off to `seat`: what the others did, the last move's undo while it may be taken
/// back, and in real time the lamp's time.
fn draw_handoff<G: Table>(
    lang: Lang,
    names: &[String],
    s: &Session<G>,
    (seat, view, undo): (Seat, G::View, bool),
    time: Option<Signal<Option<u32>>>,
    input: Callback<Input>,
) -> AnyView {
    let note = G::handoff_note(lang, names, &view);
    let news = if G::REAL_TIME {
        Vec::new()
    } else {
        s.news(seat).iter().filter_map(|e| G::describe(lang, names, e)).collect()
    };
    let words = G::handoff_words(lang, &names[seat as usize]);
    // While a lamp burns, its time stays in view on the hand-off too. (`G::REAL_TIME` first: only
    // a game in real time has this code at all.)
    let clock = time.filter(|t| G::REAL_TIME && t.get_untracked().is_some()).map(|t| clock_bar(lang, t, input));
    let undo = undo.then(|| undo_words(lang, names, s)).flatten();
    handoff(lang, names, Handoff { seat, words, note, news, undo, clock }, input).into_any()
}

/// "Take back Lea's last move".
fn undo_words<G: Table>(lang: Lang, names: &[String], s: &Session<G>) -> Option<String> {
    let by = names.get(usize::from(s.undo_by()?))?;
    Some(Msg::UndoMove.fill(lang, &[("name", by)]))
}

/// The table of `t.seat` and the frame around it, as plain data for `draw`.
fn frame<G: Table>(
    lang: Lang,
    names: Vec<String>,
    people: Vec<bool>,
    s: &Session<G>,
    t: TableScreen<G>,
    time: Option<Signal<Option<u32>>>,
    input: Callback<Input>,
) -> Frame {
    let over = t.to_act.is_none();
    let marks = s.marks(t.seat);
    let draft = s.draft();
    Frame {
        lang,
        game: G::ID,
        class: G::CLASS,
        device: s.device(),
        to_act: t.to_act,
        waiting: t.waiting,
        prompt: (!over).then(|| G::prompt(lang, &names, &t.view, marks, draft)),
        markup: G::table(lang, &names, &t.view, marks, draft),
        question: t.question.and_then(|action| G::confirm(lang, &t.view, action)),
        undo: t.undo.then(|| undo_words(lang, &names, s)).flatten(),
        news: marks.iter().filter_map(|e| G::describe(lang, &names, e)).collect(),
        moves: s.moves(),
        share: t.share.then(|| G::any(s.record().clone())),
        phones: G::REAL_TIME && !over && G::leader_of_the_thieves(&s.record().config).is_some(),
        thinking: t.app_now.filter(|_| !G::REAL_TIME).map(|seat| hints::thinking(lang, &names[seat as usize])),
        hints_on: s.hints_on(),
        hint_ask: t.hint_ask.then(|| hints::hint_ask(lang)),
        hint: t.hint.map(|h| (h.index, hints::hint_words(lang, h.reason))),
        // Built here, in the generic part: only a game in real time has this code at all.
        clock: time.filter(|t| G::REAL_TIME && !over && t.get_untracked().is_some()).map(|t| clock_bar(lang, t, input)),
        real_time: G::REAL_TIME,
        lesson: s.cursor().is_some(),
        names,
        people,
    }
}

/// Sounds on this device, or none (every game's menu).
fn sound_menu(lang: Lang) -> impl IntoView {
    use super::sound;
    let options = vec![
        ("on".to_string(), Msg::SoundOn.text(lang).to_string()),
        ("off".to_string(), Msg::SoundOff.text(lang).to_string()),
    ];
    let current = if sound::wanted() { "on" } else { "off" }.to_string();
    super::widgets::menu(
        "field device",
        Msg::Sound.text(lang).into(),
        "sound".into(),
        options,
        current,
        Callback::new(move |v: String| sound::remember(v == "on")),
    )
}

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
        match Tap::read(|name| el.get_attribute(name)) {
            Some(Tap::Why(why)) => show_why(note, &ev, &el, if why.is_empty() { not_now.clone() } else { why }),
            Some(Tap::Act(i)) => input.run(Input::Act(i)),
            Some(Tap::Ui(key)) => input.run(Input::Ui(key)),
            None => {}
        }
    };
    let sheet = f.question.map(|question| confirm_sheet(lang, question, input));
    let next_name = f.to_act.map(|s| f.names[s as usize].clone());
    let share = f
        .share
        .map(|record| share_panel(lang, record, next_name.clone(), Callback::new(move |()| input.run(Input::Sent))));
    let (before, after) = if f.waiting { (share, None) } else { (None, share) };
    let waiting_text = next_name.map(|name| {
        phones::waiting_words(lang, &name, (f.to_act, f.names.len()), f.device, f.real_time)
            .unwrap_or_else(|| Msg::WaitingForTurn.fill(lang, &[("name", &name)]))
    });
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
        {hints::computer_bar(lang, f.thinking, input)}
        {f.undo.map(|label| undo_button(label, input))}
        {hints::hint_bar(f.hint_ask, f.hint.as_ref().map(|h| h.1.clone()), input)}
        {before}
        <div class="table-wrap">
            // "own": a device of one player's (the Leader's phone keeps his console open).
            <div class=format!("game-table {}{}", f.class, if matches!(f.device, Device::Player(_)) { " own" } else { "" }) on:click=on_click use:draw_table=(drawn, f.markup, f.hint.map(|h| h.0))></div>
            {move || note.get().map(|n| view! {
                <p class="why-note" role="status" data-testid="why" style=format!("left:{}px;top:{}px", n.x, n.y)>{n.text}</p>
            })}
        </div>
        {(over && !f.lesson).then(|| end_buttons(lang, f.game, input))}
        {(!news.is_empty() && !over).then(|| news_panel(lang, news))}
        {history_panel(lang, f.moves, f.names.clone(), history)}
        {after}
        <details class="game-menu">
            <summary>{Msg::GameMenu.text(lang)}</summary>
            {(!real_time).then(|| device_picker(lang, &f.names, &f.people, f.device, Callback::new(move |d| input.run(Input::Device(d)))))}
            {(!real_time).then(|| hints::hints_menu(lang, f.hints_on, input))}
            {phones::phones_button(lang, f.phones)}
            {sound_menu(lang)}
            <button class="btn" on:click=move |_| go(Route::Rules(f.game))>{Msg::Rules.text(lang)}</button>
        </details>
    }
    .into_any()
}

/// The question of a big decision, with its two answers.
fn confirm_sheet(lang: Lang, question: String, input: Callback<Input>) -> impl IntoView {
    view! {
        <section class="sheet confirm" role="alertdialog" aria-labelledby="confirm-q" data-testid="confirm">
            <p id="confirm-q" tabindex="-1" data-focus>{question}</p>
            <div class="btn-row">
                <button class="btn primary" data-testid="confirm-yes" on:click=move |_| input.run(Input::Confirm(true))>{Msg::ConfirmYes.text(lang)}</button>
                <button class="btn" data-testid="confirm-no" on:click=move |_| input.run(Input::Confirm(false))>{Msg::ConfirmNo.text(lang)}</button>
            </div>
        </section>
    }
}

/// At the end: a rematch, the game again move by move, a new game, or Home.
fn end_buttons(lang: Lang, game: GameId, input: Callback<Input>) -> impl IntoView {
    view! {
        <div class="btn-row end-buttons">
            <button class="btn primary" data-testid="rematch" on:click=move |_| input.run(Input::Rematch)>{Msg::Rematch.text(lang)}</button>
            <button class="btn" data-testid="replay" on:click=move |_| input.run(Input::Replay)>{Msg::Replay.text(lang)}</button>
            <button class="btn" on:click=move |_| go(Route::Setup(game))>{Msg::NewGame.text(lang)}</button>
            <button class="btn" on:click=move |_| go(Route::Home)>{Msg::BackHome.text(lang)}</button>
        </div>
    }
}

/// What the others did since the viewer's last turn.
fn news_panel(lang: Lang, news: Vec<String>) -> impl IntoView {
    view! {
        <section class="screen news" aria-labelledby="news-title">
            <h2 id="news-title">{Msg::SinceYourTurn.text(lang)}</h2>
            <ul class="log">{news.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}</ul>
        </section>
    }
}

/// "2:05": minutes and seconds, the seconds rounded up (a lamp with 0.4 s left still burns).
fn minutes(ms: u32) -> String {
    let s = ms.div_ceil(1000);
    format!("{}:{:02}", s / 60, s % 60)
}

/// A key named by a button of the table (`data-key`: `KeyboardEvent.code`s, the key's place
/// whatever the layout) presses it, while the screen is there.
fn press_keys() {
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        use wasm_bindgen::JsCast;
        let key = ev.code();
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
            // When the lamp goes out on the wall clock: phones at one table compare it.
            <p class="lamp-time" role="timer" data-testid="time-left"
                data-out-at=move || time.get().map(|ms| (js_sys::Date::now() + f64::from(ms)) as u64)>
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
            <div class=format!("game-table {}", s.class) inert inner_html=s.markup.into_html()></div>
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
        el.set_inner_html(next.html());
    }
    drawn.set_value(next);
    hints::mark_hint(&el, hint);
}

/// Drag to choose: the document's pointer handlers (`drag_to_choose`).
mod drag {
    use crate::app::html::attr;
    use crate::ui::widgets::Input;
    use leptos::prelude::*;
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

    /// Drag to choose (`Table::DRAG`): a piece with `data-drag="a,b,…"`, taken by its grip
    /// (`.grip`), dropped on the element with `data-slot="k"` plays the k-th choice of its list
    /// (empty: none there). The piece follows the pointer (along a list's axis, `data-drag-axis`)
    /// and the place under it is marked. The
    /// same choices are buttons too, for those who do not drag.
    ///
    /// Called at each drawing of such a table with its `input`; the handlers sit on the document,
    /// set up once (the table element is redrawn in place, and a drag may cross it).
    pub(super) fn drag_to_choose(input: Callback<Input>) {
        // The owner too: a document's event arrives outside the component tree.
        let owner = Owner::current().expect("a table is drawn inside its owner");
        if INPUT.replace(Some((input, owner))).is_some() {
            return;
        }
        let down = Closure::<dyn FnMut(PointerEvent)>::new(down);
        let moved = Closure::<dyn FnMut(PointerEvent)>::new(moved);
        let up = Closure::<dyn FnMut(PointerEvent)>::new(up);
        for (name, handler) in
            [("pointerdown", &down), ("pointermove", &moved), ("pointerup", &up), ("pointercancel", &up)]
        {
            let _ = document().add_event_listener_with_callback(name, handler.as_ref().unchecked_ref());
        }
        // Set up once for the page's life.
        down.forget();
        moved.forget();
        up.forget();
    }

    /// The place under the pointer: the topmost `data-slot` there that is not the piece itself.
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

    /// A piece taken by its grip.
    fn down(ev: PointerEvent) {
        let target = ev.target().and_then(|t| t.dyn_into::<Element>().ok());
        let Some(grip) = target.and_then(|t| t.closest(".game-table .grip").ok().flatten()) else { return };
        let Some(piece) = grip.closest("[data-drag]").ok().flatten().and_then(|p| p.dyn_into::<HtmlElement>().ok())
        else {
            return;
        };
        let choices = piece.get_attribute(attr::DRAG).unwrap_or_default().split(',').map(|c| c.parse().ok()).collect();
        ev.prevent_default();
        let _ = piece.set_pointer_capture(ev.pointer_id());
        let _ = piece.class_list().add_1("dragging");
        NOW.set(Some(Drag { piece, choices, from: (f64::from(ev.client_x()), f64::from(ev.client_y())), over: None }));
    }

    /// The piece follows the pointer; the place under it is marked.
    fn moved(ev: PointerEvent) {
        NOW.with_borrow_mut(|now| {
            let Some(d) = now.as_mut() else { return };
            let (x, y) = (f64::from(ev.client_x()), f64::from(ev.client_y()));
            // A piece of a list (`data-drag-axis="y"`) moves along it only.
            let dx = if d.piece.get_attribute(attr::DRAG_AXIS).as_deref() == Some("y") { 0.0 } else { x - d.from.0 };
            let _ = d.piece.style().set_property("transform", &format!("translate({dx}px,{}px)", y - d.from.1));
            let over = slot_at(&d.piece, x, y);
            if over != d.over {
                mark(&d.over, false);
                mark(&over, true);
                d.over = over;
            }
        })
    }

    /// Dropped: the choice of the place it lands on, if any (cancelled: none).
    fn up(ev: PointerEvent) {
        let Some(d) = NOW.take() else { return };
        let _ = d.piece.style().remove_property("transform");
        let _ = d.piece.class_list().remove_1("dragging");
        mark(&d.over, false);
        if ev.type_() != "pointerup" {
            return;
        }
        // The place that was marked is the one it lands on.
        let place = d.over.and_then(|s| s.get_attribute(attr::SLOT)?.parse::<usize>().ok());
        let input = INPUT.with_borrow(Clone::clone);
        if let (Some(&Some(choice)), Some((input, owner))) = (place.and_then(|k| d.choices.get(k)), input) {
            owner.with(|| input.run(Input::Act(choice)));
        }
    }
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
fn rematch<G: Table>(core: Core<G>) {
    let Some((record, device)) =
        core.session.try_with_untracked(|s| Some((s.rematch(super::saves::new_seed())?, s.device()))).flatten()
    else {
        return;
    };
    let record = G::any(record);
    let id = save_id(&record);
    store(&id, SaveEntry { last_played: now_ms(), record, device });
    go(Route::Play(id));
}

/// The player asked their system for less motion.
pub(super) fn calm() -> bool {
    window().match_media("(prefers-reduced-motion: reduce)").ok().flatten().is_some_and(|m| m.matches())
}

pub(super) fn game_screen<G: Table>(lang: Lang, id: &str, session: Session<G>) -> AnyView {
    let heard = session.log().len();
    let core = Core {
        session: RwSignal::new(session),
        id: StoredValue::new(id.to_string()),
        owner: StoredValue::new(None),
        heard: StoredValue::new(heard),
    };
    view! { <GameScreen<G> lang core/> }.into_any()
}

/// Opens `record` in the frame, or says it is damaged.
pub fn screen<G: Table>(lang: Lang, id: &str, record: Record<G>, device: Device) -> AnyView {
    match Session::open(record, device, now_precise(), calm(), hints_wanted()) {
        Some(mut session) => {
            if let Some(from) = super::saves::followed() {
                session.made_elsewhere(from);
            }
            session.at_table(phones::at_table_here());
            session.away(phones::away_here());
            game_screen(lang, id, session)
        }
        None => problem(lang, Msg::CorruptSave),
    }
}
