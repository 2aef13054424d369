//! "Learn to play": a lesson's script fetched from beside the page, checked against its game,
//! and played in the game frame from where the learner was (its coach: `coach`). Only in the
//! app with Sidibaba.

use super::coach::key;
use crate::app::i18n::{game_name, Lang, Msg};
use crate::app::lesson::Script;
use crate::app::session::{check_lesson, Cursor, Session};
use crate::app::storage::{decode_entry, LocalStore, Store};
use crate::games::record::{AnyRecord, Record};
use crate::games::GameId;
use crate::ui::fetch::fetch_text;
use crate::ui::frame::{calm, game_screen, Table};
use crate::ui::widgets::problem;
use leptos::prelude::*;
use std::sync::Arc;

/// The place kept for `game`, read like any outside input: `None` if there is none or it cannot
/// be read.
fn kept(game: GameId) -> Option<(Cursor, AnyRecord)> {
    let text = LocalStore.get(&key(game)).ok().flatten()?;
    let mut parts = text.splitn(4, '.');
    let (Some("1"), Some(step), Some(played), Some(save)) = (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return None;
    };
    let at = Cursor { step: step.parse().ok()?, played: played.parse().ok()? };
    Some((at, decode_entry(save).ok()?.record))
}

#[derive(Clone)]
enum Loading {
    Waiting,
    Failed,
    Damaged,
    Ready { script: Arc<Script>, record: AnyRecord, at: Cursor, restarted: bool },
}

/// The lesson of `game`: fetched, checked against the game, opened where the learner was.
pub fn learn(lang: Lang, game: GameId) -> AnyView {
    let state = RwSignal::new(Loading::Waiting);
    load(game, state);
    let title = Msg::LessonTitle.fill(lang, &[("game", game_name(game).text(lang))]);
    (move || match state.get() {
        Loading::Waiting => view! { <p class="lead" role="status">{Msg::LessonLoading.text(lang)}</p> }.into_any(),
        Loading::Failed => view! {
            <h1>{title.clone()}</h1>
            <div class="banner error" role="alert">
                <p>{Msg::LessonFailed.text(lang)}</p>
                <button class="btn" on:click=move |_| load(game, state)>{Msg::TryAgain.text(lang)}</button>
            </div>
        }
        .into_any(),
        Loading::Damaged => problem(lang, Msg::LessonDamaged),
        Loading::Ready { script, record, at, restarted } => {
            let shown = match record {
                AnyRecord::AliBaba(r) => lesson_screen(lang, script, r, at),
                AnyRecord::ThousandAndOne(r) => lesson_screen(lang, script, r, at),
                AnyRecord::Sidibaba(r) => lesson_screen(lang, script, r, at),
            };
            let notice =
                restarted.then(|| view! { <p class="banner warn" role="status">{Msg::LessonRestarted.text(lang)}</p> });
            view! { {notice} {shown.unwrap_or_else(|| problem(lang, Msg::LessonDamaged))} }.into_any()
        }
    })
    .into_any()
}

/// Fetches and checks the script, then finds where the learner was (or the start).
fn load(game: GameId, state: RwSignal<Loading>) {
    state.set(Loading::Waiting);
    leptos::task::spawn_local(async move {
        let Ok(text) = fetch_text(&format!("lesson-{}.txt", game.slug())).await else {
            state.set(Loading::Failed);
            return;
        };
        state.set(ready(game, &text).unwrap_or(Loading::Damaged));
    });
}

fn ready(game: GameId, text: &str) -> Option<Loading> {
    let script = Script::parse(text).ok().filter(|s| s.game == game)?;
    let deal = decode_entry(&script.deal).ok()?.record;
    let fits = match &deal {
        AnyRecord::AliBaba(r) => check_lesson(&script, r).is_ok(),
        AnyRecord::ThousandAndOne(r) => check_lesson(&script, r).is_ok(),
        AnyRecord::Sidibaba(r) => check_lesson(&script, r).is_ok(),
    };
    if !fits || deal.game() != game {
        return None;
    }
    let script = Arc::new(script);
    let start = Cursor { step: 0, played: 0 };
    let kept = kept(game);
    let had = kept.is_some();
    let from_here = kept.filter(|(at, record)| same_game(&deal, record) && opens(&script, record, *at));
    // A place that cannot be read or no longer fits the lesson: it starts again, and says so.
    let restarted = had && from_here.is_none();
    let (at, record) = from_here.unwrap_or((start, deal));
    Some(Loading::Ready { script, record, at, restarted })
}

/// The kept game is the lesson's deal played on (the same players, settings and seed).
fn same_game(deal: &AnyRecord, kept: &AnyRecord) -> bool {
    fn same<G: Table>(a: &Record<G>, b: &Record<G>) -> bool {
        a.seed == b.seed && a.config == b.config
    }
    match (deal, kept) {
        (AnyRecord::AliBaba(a), AnyRecord::AliBaba(b)) => same(a, b),
        (AnyRecord::ThousandAndOne(a), AnyRecord::ThousandAndOne(b)) => same(a, b),
        (AnyRecord::Sidibaba(a), AnyRecord::Sidibaba(b)) => same(a, b),
        _ => false,
    }
}

fn opens(script: &Arc<Script>, record: &AnyRecord, at: Cursor) -> bool {
    fn open<G: Table>(script: &Arc<Script>, r: &Record<G>, at: Cursor) -> bool {
        Session::coached(r.clone(), script.clone(), at, 0.0, true).is_some()
    }
    match record {
        AnyRecord::AliBaba(r) => open(script, r, at),
        AnyRecord::ThousandAndOne(r) => open(script, r, at),
        AnyRecord::Sidibaba(r) => open(script, r, at),
    }
}

/// A lesson's game in the frame, with its coach, at `at`; `None` if it does not replay.
fn lesson_screen<G: Table>(lang: Lang, script: Arc<Script>, record: Record<G>, at: Cursor) -> Option<AnyView> {
    let session = Session::coached(record, script, at, crate::ui::context::now_precise(), calm())?;
    Some(game_screen(lang, "lesson", session))
}
