//! A lesson's coach: a bubble anchored to what to tap, the rest of the screen dimmed but visible,
//! its words also said to screen readers; and where the learner is, kept on this device, so a
//! reload goes on at the same step. Only in the app with Sidibaba (the lessons play against the
//! computer, which lives there too); every decision is the session core's (`coach`).

use crate::app::i18n::{Lang, Msg};
use crate::app::lesson::Kind;
use crate::app::session::{Anchor, Cursor, Framed, Session};
use crate::app::storage::{encode_entry, LocalStore, SaveEntry, Store};
use crate::games::GameId;
use crate::ui::context::{go, Route};
use crate::ui::widgets::Input;
use leptos::prelude::*;

/// Where the learner is in a lesson: `sesame.lesson.<game>` = `1.<step>.<played>.<save>`.
pub fn key(game: GameId) -> String {
    format!("sesame.lesson.{}", game.slug())
}

/// Keeps where the learner is (a lesson is not a saved game: Home does not list it).
pub fn keep(game: GameId, at: Cursor, entry: &SaveEntry) {
    let _ = LocalStore.set(&key(game), &format!("1.{}.{}.{}", at.step, at.played, encode_entry(entry)));
}

pub fn forget(game: GameId) {
    let _ = LocalStore.remove(&key(game));
}

/// What the coach shows, as plain data (the drawing is not generic).
pub struct CoachFrame {
    game: GameId,
    words: String,
    progress: String,
    anchor: Anchor,
    next: bool,
    end: bool,
    refused: bool,
    lost: bool,
    /// A game in real time: whether its time stands still now.
    held: Option<bool>,
}

/// The coach of the lesson being played, if this is one (`handoff`: the screen is a hand-off).
pub fn frame<G: Framed>(lang: Lang, s: &Session<G>, handoff: bool, said: RwSignal<String>) -> Option<CoachFrame> {
    let coach = s.coach(handoff)?;
    let words = coach.step.words.text(lang).to_owned();
    if said.get_untracked() != words {
        said.set(words.clone());
    }
    Some(CoachFrame {
        game: G::ID,
        progress: Msg::LessonStep.fill(lang, &[("n", &coach.number.to_string()), ("total", &coach.steps.to_string())]),
        words,
        anchor: coach.anchor,
        next: coach.next,
        end: coach.step.kind == Kind::End,
        refused: coach.refused,
        lost: coach.lost,
        // Said while the game runs: the time holds while the coach only speaks.
        held: (G::REAL_TIME && coach.step.kind != Kind::End)
            .then_some(!matches!(coach.step.kind, Kind::Tap | Kind::Free)),
    })
}

/// Where a part of a game's table is drawn (`Framed::region` names them).
fn region(game: GameId, name: &str) -> &'static str {
    match (game, name) {
        (_, "prompt") => "#prompt",
        (_, "table") => ".game-table",
        (GameId::AliBaba, "pyramid") => ".pyramid-wrap",
        (GameId::AliBaba, "screen") => "[data-testid=\"my-screen\"]",
        (GameId::AliBaba | GameId::ThousandAndOne, "scores" | "players") => ".game-table .players",
        (GameId::AliBaba, "beside") => ".side-tiles",
        (GameId::ThousandAndOne, "cave") => ".game-table .cave",
        (GameId::ThousandAndOne, "track") => ".game-table .track",
        (GameId::ThousandAndOne, "pile") => ".game-table .status",
        (GameId::Sidibaba, "view") => ".sidi-view",
        (GameId::Sidibaba, "moves") => ".sidi-pad",
        (GameId::Sidibaba, "line") => ".sidi-party",
        (GameId::Sidibaba, "clock") => "[data-testid=\"time-left\"]",
        (GameId::Sidibaba, "final") => ".sidi-outcome",
        (_, "final") => ".final-scores",
        _ => "main h1",
    }
}

fn selector(game: GameId, anchor: &Anchor) -> Option<String> {
    match anchor {
        Anchor::None => None,
        Anchor::Choice(i) => Some(format!(".game-table [data-act=\"{i}\"]")),
        Anchor::Ui(key) if key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') => {
            Some(format!(".game-table [data-ui=\"{key}\"]"))
        }
        Anchor::Ui(_) => None,
        Anchor::Region(name) => Some(region(game, name).to_owned()),
        Anchor::Handoff => Some(".handoff .btn.primary".to_owned()),
        Anchor::Confirm => Some("[data-testid=\"confirm-yes\"]".to_owned()),
    }
}

/// The coach's bubble: its words, the step, and what can be done besides the tap it asks for.
pub fn bubble(lang: Lang, c: CoachFrame, input: Callback<Input>) -> AnyView {
    let game = c.game;
    let target = selector(game, &c.anchor);
    let tap = !c.next && !c.end && !c.lost && target.is_some();
    let time = c.held.map(|held| if held { Msg::LessonTimeHeld } else { Msg::LessonTimeRuns });
    let again = move |_| {
        forget(game);
        let _ = window().location().reload();
    };
    let spot = target.clone();
    request_animation_frame(move || place(spot.as_deref(), tap));
    view! {
        <div class="coach-dim" aria-hidden="true" hidden></div>
        <div class="coach-spot" aria-hidden="true" hidden></div>
        <section class="coach" aria-label=Msg::LessonCoach.text(lang) data-testid="coach" data-anchor=target>
            <p class="coach-step">{c.progress}</p>
            <p class="coach-words">{c.words}</p>
            {c.refused.then(|| view! { <p class="coach-why" role="alert" data-testid="coach-why">{Msg::LessonNotNow.text(lang)}</p> })}
            {c.lost.then(|| view! { <p class="coach-why" role="alert">{Msg::LessonLost.text(lang)}</p> })}
            {time.map(|t| view! { <p class="coach-time">{t.text(lang)}</p> })}
            <div class="btn-row">
                {c.next.then(|| view! {
                    <button class="btn primary" data-testid="coach-next" on:click=move |_| input.run(Input::Next)>{Msg::StepNext.text(lang)}</button>
                })}
                {c.end.then(|| view! {
                    <button class="btn primary" data-testid="play-for-real" on:click=move |_| { forget(game); input.run(Input::Rematch) }>
                        {Msg::PlayForReal.text(lang)}
                    </button>
                })}
                {(c.end || c.lost).then(|| view! { <button class="btn" data-testid="lesson-again" on:click=again>{Msg::LessonAgain.text(lang)}</button> })}
                <button class="btn" data-testid="coach-leave" on:click=move |_| go(Route::Home)>{Msg::LessonLeave.text(lang)}</button>
            </div>
            <span class="coach-arrow" aria-hidden="true"></span>
        </section>
    }
    .into_any()
}

/// Puts the bubble beside what it points at (below it, or above where the screen has room only
/// there), the light on that, the rest dimmed; both brought into view; focus on what to tap, or
/// on Next. Placed again a moment later, when the table has settled, and whenever the page
/// scrolls or turns (a table may stay put while the page scrolls: bubble and light are held in
/// the screen's coordinates).
fn place(target: Option<&str>, tap: bool) {
    follow_the_page();
    place_once(target, tap, true);
    for wait in [150, 600] {
        let target = target.map(str::to_owned);
        set_timeout(move || place_once(target.as_deref(), tap, false), std::time::Duration::from_millis(wait));
    }
}

/// One listener for the page's life: a scroll or a turn of the screen moves the bubble along.
fn follow_the_page() {
    thread_local! { static ON: std::cell::Cell<bool> = const { std::cell::Cell::new(false) }; }
    if ON.with(|on| on.replace(true)) {
        return;
    }
    fn again() {
        if let Some(coach) = document().query_selector(".coach").ok().flatten() {
            beside(coach.get_attribute("data-anchor").as_deref());
        }
    }
    std::mem::forget(window_event_listener(leptos::ev::scroll, |_| again()));
    std::mem::forget(window_event_listener(leptos::ev::resize, |_| again()));
}

fn element(s: &str) -> Option<web_sys::HtmlElement> {
    use wasm_bindgen::JsCast;
    document().query_selector(s).ok().flatten().and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
}

/// What `target` selects, if it is drawn (a part hidden by `display: none` has no box).
fn shown(target: Option<&str>) -> Option<web_sys::HtmlElement> {
    target.and_then(element).filter(|t| t.offset_width() > 0 || t.offset_height() > 0)
}

/// What stays at the top of the screen (the app's bar, a lamp's clock) and hides what is under it.
fn covered(vh: f64) -> f64 {
    // Each only while it holds the top (stuck under what is above it).
    ["header.top", ".clock-bar"]
        .iter()
        .filter_map(|s| element(s))
        .map(|e| e.get_bounding_client_rect())
        .fold(0.0, |top, r| if r.top() <= top + 1.0 && r.bottom() > top { r.bottom() } else { top })
        .clamp(0.0, vh / 3.0)
}

fn place_once(target: Option<&str>, tap: bool, focus: bool) {
    let Some(bubble) = element(".coach") else { return };
    let Some(found) = shown(target) else {
        beside(None);
        if focus {
            focus_next(&bubble);
        }
        return;
    };
    // Into view first: the pair if it fits the screen, else the top of what it points at.
    let vh = inner(window().inner_height());
    let top_hidden = covered(vh);
    let bh = f64::from(bubble.offset_height());
    let r = found.get_bounding_client_rect();
    let fits = r.height() + bh + 14.0 <= vh - top_hidden - 16.0;
    let (from, to) = if !fits {
        (r.top(), r.top())
    } else if r.bottom() + 14.0 + bh <= vh - 8.0 || r.top() - 14.0 - bh < top_hidden + 8.0 {
        (r.top(), r.bottom() + 14.0 + bh)
    } else {
        (r.top() - 14.0 - bh, r.bottom())
    };
    let dy = if from < top_hidden + 8.0 || !fits {
        from - top_hidden - 8.0
    } else if to > vh - 8.0 {
        to - vh + 8.0
    } else {
        0.0
    };
    if dy.abs() > 1.0 {
        window().scroll_by_with_x_and_y(0.0, dy);
    }
    beside(target);
    if !focus {
        return;
    }
    if tap {
        let _ = found.focus();
    } else {
        focus_next(&bubble);
    }
}

/// The bubble and the light where `target` is on the screen now (no scrolling).
fn beside(target: Option<&str>) {
    let (Some(bubble), Some(spot), Some(dim)) = (element(".coach"), element(".coach-spot"), element(".coach-dim"))
    else {
        return;
    };
    let style = |el: &web_sys::HtmlElement, k: &str, v: f64| {
        let _ = el.style().set_property(k, &format!("{v}px"));
    };
    let (vw, vh) = (inner(window().inner_width()), inner(window().inner_height()));
    let top_hidden = covered(vh);
    // Never taller than what the bars at the top leave (it scrolls inside).
    style(&bubble, "max-height", vh - top_hidden - 16.0);
    let Some(found) = shown(target) else {
        // At the bottom (the style sheet's `.free`), not where it last pointed at something.
        let _ = bubble.style().remove_property("top");
        let _ = bubble.style().remove_property("left");
        let _ = bubble.class_list().add_1("free");
        spot.set_hidden(true);
        dim.set_hidden(true);
        return;
    };
    let _ = bubble.class_list().remove_1("free");
    let (bw, bh) = (f64::from(bubble.offset_width()), f64::from(bubble.offset_height()));
    let r = found.get_bounding_client_rect();
    style(&spot, "left", r.left() - 4.0);
    style(&spot, "top", r.top() - 4.0);
    style(&spot, "width", r.width() + 8.0);
    style(&spot, "height", r.height() + 8.0);
    spot.set_hidden(false);
    // The dimmed screen with a hole where the light is.
    let (x1, y1, x2, y2) = (r.left() - 4.0, r.top() - 4.0, r.right() + 4.0, r.bottom() + 4.0);
    let hole = format!(
        "polygon(evenodd, 0 0, 100% 0, 100% 100%, 0 100%, 0 0, {x1}px {y1}px, {x2}px {y1}px, {x2}px {y2}px, {x1}px {y2}px, {x1}px {y1}px)"
    );
    let _ = dim.style().set_property("clip-path", &hole);
    dim.set_hidden(false);
    let below = r.bottom() + 14.0 + bh <= vh - 8.0;
    let above = !below && r.top() - 14.0 - bh >= top_hidden + 8.0;
    // Neither fits: at the screen's top or bottom, whichever covers less of it (a small target
    // then stays in reach); of a target taller than the gap, the part farther from its middle.
    let covers = |top: f64| (r.bottom().min(top + bh) - r.top().max(top)).max(0.0);
    let (high, low) = (top_hidden + 8.0, vh - bh - 8.0);
    let (under_low, under_high) = (covers(low), covers(high));
    let top = if below {
        r.bottom() + 14.0
    } else if above {
        r.top() - 14.0 - bh
    } else if under_low < under_high || under_low == under_high && r.top() + r.height() / 2.0 < vh / 2.0 {
        low
    } else {
        high
    };
    let left = (r.left() + r.width() / 2.0 - bw / 2.0).clamp(8.0, (vw - bw - 8.0).max(8.0));
    style(&bubble, "left", left);
    style(&bubble, "top", top);
    let _ = bubble.class_list().toggle_with_force("above", above);
    let _ = bubble.class_list().toggle_with_force("over", !below && !above);
    let arrow = (r.left() + r.width() / 2.0 - left).clamp(16.0, (bw - 16.0).max(16.0));
    let _ = bubble.style().set_property("--arrow", &format!("{arrow}px"));
    let _ = bubble.class_list().add_1("placed");
}

fn focus_next(bubble: &web_sys::HtmlElement) {
    use wasm_bindgen::JsCast;
    let next =
        bubble.query_selector(".btn.primary").ok().flatten().and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(next) = next {
        let _ = next.focus();
    }
}

fn inner(size: Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>) -> f64 {
    size.ok().and_then(|v| v.as_f64()).unwrap_or(0.0)
}
