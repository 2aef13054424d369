use super::context::{ctx, focus_id, go, Route};
use super::links::keep_as_link;
use super::widgets::icon;
use crate::app::clock::format_when;
use crate::app::i18n::{game_name, shown_name, Lang, Msg};
use crate::app::storage::{EntryError, LocalStore, Problem, SaveSummary, Saves};
use crate::games::GameId;
use leptos::prelude::*;

fn blurb(game: GameId) -> Msg {
    match game {
        GameId::AliBaba => Msg::GameAliBabaBlurb,
        GameId::ThousandAndOne => Msg::GameThousandBlurb,
        GameId::Sidibaba => Msg::GameSidibabaBlurb,
    }
}

pub fn home(lang: Lang) -> impl IntoView {
    // Bumped after a delete, so the list is read again.
    let revision = RwSignal::new(0u32);
    view! {
        <h1>{Msg::AppName.text(lang)}</h1>
        <p class="lead">{Msg::Tagline.text(lang)}</p>
        {move || {
            revision.get();
            let (list, any) = saves_list(lang, revision);
            let games = view! {
                <section class="games" aria-label=Msg::NewGame.text(lang)>
                    {GameId::ALL.into_iter().map(|game| game_card(lang, game)).collect_view()}
                </section>
            };
            let saved = view! {
                <section aria-labelledby="continue-title">
                    <h2 id="continue-title">{Msg::ContinueTitle.text(lang)}</h2>
                    {list}
                    {keeping(lang, any)}
                    <a class="btn keep" href="#/backup">{Msg::BackupOrRestore.text(lang)}</a>
                </section>
            };
            // Games under way come first: they are what a returning family looks for.
            if any { view! { {saved} {games} }.into_any() } else { view! { {games} {saved} }.into_any() }
        }}
    }
}

/// Whether the browser promised to keep the games (said where there are games to keep), and
/// what helps where it did not.
pub fn keeping(lang: Lang, any: bool) -> Option<impl IntoView> {
    let text = if super::saves::kept_for_good().filter(|_| any)? { Msg::StorageKept } else { Msg::StorageMayClear };
    Some(view! { <p class="kept" data-testid="kept">{text.text(lang)}</p> })
}

fn game_card(lang: Lang, game: GameId) -> impl IntoView {
    let (min, max) = game.players();
    view! {
        <article class="game-card" data-game=game.slug()>
            {icon(format!("g-{}", game.slug()), "picture")}
            <h2>{game_name(game).text(lang)}</h2>
            <p>{blurb(game).text(lang)}</p>
            <p class="meta">{Msg::PlayersRange.fill(lang, &[("min", &min.to_string()), ("max", &max.to_string())])}</p>
            <div class="btn-row">
                <button class="btn primary" on:click=move |_| go(Route::Setup(game))>
                    {Msg::NewGame.text(lang)}
                </button>
                <button class="btn" on:click=move |_| go(Route::Learn(game))>{Msg::LearnToPlay.text(lang)}</button>
                // The rules can be read before a game is playable.
                <button class="btn" on:click=move |_| go(Route::Rules(game))>{Msg::Rules.text(lang)}</button>
            </div>
        </article>
    }
}

/// The saved games (and damaged entries); `true` when there is any to show.
fn saves_list(lang: Lang, revision: RwSignal<u32>) -> (AnyView, bool) {
    super::saves::flush();
    let (mut saves, problems, storage_off) = match Saves(LocalStore).list() {
        Ok((saves, problems)) => (saves, problems, false),
        Err(_) => (Vec::new(), Vec::new(), true),
    };
    // Games kept only in memory (storage is off or full) are listed too, and say so.
    let mut in_memory = Vec::new();
    ctx().unsaved.with_value(|m| {
        for (id, entry) in m.iter() {
            in_memory.push(id.clone());
            if !saves.iter().any(|s| &s.id == id) {
                if let Ok(s) = crate::app::storage::summarize(id, entry) {
                    saves.push(s);
                }
            }
        }
    });
    crate::app::storage::newest_first(&mut saves);
    let any = !saves.is_empty() || !problems.is_empty();
    let list = view! {
        // Said once: the banner above says it already after a failed save.
        {(storage_off && ctx().storage_error.get_untracked().is_none()).then(|| view! { <p class="banner warn" role="status">{Msg::StorageUnavailable.text(lang)}</p> })}
        {problems.into_iter().map(|p| problem_row(lang, p, revision)).collect_view()}
        {if saves.is_empty() {
            view! { <p>{Msg::NoSaves.text(lang)}</p> }.into_any()
        } else {
            view! {
                <ul class="saves">
                    {saves.into_iter().map(|s| {
                        let unsaved = in_memory.contains(&s.id);
                        save_row(lang, s, unsaved, revision)
                    }).collect_view()}
                </ul>
            }.into_any()
        }}
    }
    .into_any();
    (list, any)
}

/// A destructive button that asks first, in place: "Delete" → "Delete for good? [Delete] [Cancel]".
fn confirmed(
    lang: Lang,
    label: Msg,
    question: Msg,
    on_yes: impl Fn() + Clone + Send + Sync + 'static,
) -> impl IntoView {
    let confirming = RwSignal::new(false);
    move || {
        let on_yes = on_yes.clone();
        if confirming.get() {
            view! {
                <div class="btn-row" role="group">
                    <p>{question.text(lang)}</p>
                    <button class="btn danger primary" on:click=move |_| on_yes()>{Msg::Delete.text(lang)}</button>
                    <button class="btn" on:click=move |_| confirming.set(false)>{Msg::Cancel.text(lang)}</button>
                </div>
            }
            .into_any()
        } else {
            view! { <button class="btn danger" on:click=move |_| confirming.set(true)>{label.text(lang)}</button> }
                .into_any()
        }
    }
}

fn save_row(lang: Lang, save: SaveSummary, unsaved: bool, revision: RwSignal<u32>) -> impl IntoView {
    let names: Vec<String> = save.names.iter().map(|n| shown_name(n)).collect();
    // Sidibaba runs against the clock: no one's turn to tell, and the first app does not even
    // know whether its game is over (`SaveSummary::second_app`).
    let status = match save.to_act.and_then(|seat| names.get(usize::from(seat))) {
        _ if save.second_app || save.game == GameId::Sidibaba && save.to_act.is_some() => None,
        Some(name) => Some(Msg::TurnOf.fill(lang, &[("name", name)])),
        None => Some(Msg::Finished.text(lang).to_string()),
    };
    let when = Msg::LastPlayed.fill(lang, &[("when", &format_when(save.last_played, lang))]);
    let open = if save.to_act.is_some() || save.second_app { Msg::Resume } else { Msg::ViewResult };
    let (open_id, delete_id, keep_id, row_id) = (save.id.clone(), save.id.clone(), save.id.clone(), save.id);
    let delete = move || {
        let _ = Saves(LocalStore).delete(&delete_id);
        ctx().unsaved.update_value(|m| {
            m.remove(&delete_id);
        });
        revision.update(|r| *r += 1);
        focus_id("continue-title");
    };
    let picture = super::saves::load(&row_id)
        .and_then(Result::ok)
        .and_then(|e| super::play::thumbnail(&e.record))
        .unwrap_or_default();
    view! {
        <li class="save" data-save=row_id>
            <span class="picture" inner_html=picture.into_html()></span>
            <span class="who">{Msg::Labelled.fill(lang, &[("label", game_name(save.game).text(lang)), ("text", &names.join(", "))])}</span>
            <span class="meta">{status.map(|s| s + " · ")}{Msg::MovesPlayed.fill(lang, &[("n", &save.moves.to_string())])}" · "{when}</span>
            {unsaved.then(|| view! {
                <p class="meta warn-text" data-testid="in-memory">{Msg::OnlyInMemory.text(lang)}</p>
                {keep_as_link(lang, keep_id)}
            })}
            <div class="btn-row">
                <button class="btn primary" on:click=move |_| go(Route::Play(open_id.clone()))>{open.text(lang)}</button>
                {confirmed(lang, Msg::Delete, Msg::ConfirmDelete, delete)}
            </div>
        </li>
    }
}

fn problem_row(lang: Lang, problem: Problem, revision: RwSignal<u32>) -> impl IntoView {
    let message = match problem.error {
        EntryError::Corrupt | EntryError::SecondApp => Msg::CorruptSave,
        EntryError::Newer => Msg::NewerSave,
    };
    let (id, row_id) = (problem.id.clone(), problem.id);
    let remove = move || {
        let _ = Saves(LocalStore).delete(&id);
        revision.update(|r| *r += 1);
        focus_id("continue-title");
    };
    view! {
        <div class="banner error" role="alert" data-problem=row_id>
            <p>{message.text(lang)}</p>
            {confirmed(lang, Msg::RemoveBroken, Msg::ConfirmRemoveBroken, remove)}
        </div>
    }
}
