//! "Back up or restore games": every game on this device as one file (`app::backup`), kept by a
//! download or the share sheet, and read back from a file or pasted text on any device.

use crate::app::backup::{restore, write, BackupError, Restored};
use crate::app::i18n::{Lang, Msg};
use crate::app::storage::{LocalStore, Saves, StorageError};
use crate::ui::context::{go, Route};
use crate::ui::home::keeping;
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

/// A backup is a few hundred kilobytes at most (the storage holds about five megabytes): a
/// bigger file is none, and is not read into memory.
const LARGEST: f64 = 16e6;

pub fn backup(lang: Lang) -> impl IntoView {
    let games = Saves(LocalStore).list().map_or(0, |(saves, _)| saves.len());
    let outcome = RwSignal::new(None::<String>);
    let pasted = RwSignal::new(String::new());
    let on_file = move |ev: leptos::ev::Event| {
        let file = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            .and_then(|input| input.files())
            .and_then(|files| files.get(0));
        if let Some(file) = file {
            outcome.set(Some(Msg::Loading.text(lang).into()));
            leptos::task::spawn_local(async move { outcome.set(Some(read_file(lang, file).await)) });
        }
    };
    view! {
        <h1>{Msg::BackupOrRestore.text(lang)}</h1>
        {keeping(lang, games > 0)}
        <section aria-labelledby="keep-title">
            <h2 id="keep-title">{Msg::KeepAllGames.text(lang)}</h2>
            <p>{Msg::GamesHere.fill(lang, &[("n", &games.to_string())])}</p>
            <p class="meta">{Msg::KeepAllHow.text(lang)}</p>
            {keep_buttons(lang, outcome)}
        </section>
        <section aria-labelledby="restore-title">
            <h2 id="restore-title">{Msg::RestoreGames.text(lang)}</h2>
            <p class="meta">{Msg::RestoreHow.text(lang)}</p>
            <label class="field">{Msg::BackupFile.text(lang)}
                <input type="file" accept=".txt,text/plain" data-testid="backup-file" on:change=on_file/>
            </label>
            <label class="field">{Msg::PasteBackup.text(lang)}
                <textarea rows="3" spellcheck="false" data-testid="backup-text"
                    on:input=move |ev| pasted.set(event_target_value(&ev))></textarea>
            </label>
            <p class="btn-row">
                <button class="btn" data-testid="restore"
                    on:click=move |_| outcome.set(Some(restored(lang, &pasted.get_untracked())))>
                    {Msg::Restore.text(lang)}
                </button>
            </p>
        </section>
        {move || outcome.get().map(|text| view! { <p class="banner" role="status" data-testid="restored">{text}</p> })}
        <p class="btn-row">
            <button class="btn primary" on:click=|_| go(Route::Home)>{Msg::BackHome.text(lang)}</button>
        </p>
    }
}

/// "Download the file", and "Share the file" where the browser can share a file.
fn keep_buttons(lang: Lang, outcome: RwSignal<Option<String>>) -> impl IntoView {
    let keep = move |share: bool| {
        let text = match write(&LocalStore) {
            Ok(text) => text,
            Err(e) => return outcome.set(Some(storage_problem(e).text(lang).into())),
        };
        let name = file_name();
        let kept = if share { share_file(lang, &text, &name) } else { download(&text, &name) };
        if kept.is_none() {
            outcome.set(Some(Msg::CannotKeepFile.text(lang).into()));
        }
    };
    view! {
        <p class="btn-row">
            <button class="btn primary" data-testid="download" on:click=move |_| keep(false)>
                {Msg::DownloadFile.text(lang)}
            </button>
            {can_share_files().then(|| view! {
                <button class="btn" data-testid="share-file" on:click=move |_| keep(true)>{Msg::ShareFile.text(lang)}</button>
            })}
        </p>
    }
}

/// `sesame-games-2026-11-26.txt`: the day in the name tells two backups apart.
fn file_name() -> String {
    let day: String = js_sys::Date::new_0().to_iso_string().as_string().unwrap_or_default().chars().take(10).collect();
    format!("sesame-games-{day}.txt")
}

fn text_parts(text: &str) -> js_sys::Array {
    js_sys::Array::of1(&JsValue::from_str(text))
}

/// Saves `text` as a file through the browser's download.
fn download(text: &str, name: &str) -> Option<()> {
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&text_parts(text), &options).ok()?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
    let link: web_sys::HtmlAnchorElement = document().create_element("a").ok()?.dyn_into().ok()?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // The download has its own copy once it started; the address is let go a little later.
    gloo_timers::callback::Timeout::new(60_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
    Some(())
}

/// The share data of a backup file, for `navigator.canShare` and `navigator.share`.
fn share_data(lang: Lang, text: &str, name: &str) -> Option<web_sys::ShareData> {
    let options = web_sys::FilePropertyBag::new();
    options.set_type("text/plain");
    let file = web_sys::File::new_with_str_sequence_and_options(&text_parts(text), name, &options).ok()?;
    let data = web_sys::ShareData::new();
    data.set_title(Msg::KeepAllGames.text(lang));
    js_sys::Reflect::set(&data, &"files".into(), &js_sys::Array::of1(&file)).ok()?;
    Some(data)
}

/// Calls `navigator[name](data)`, where the browser has it.
fn navigator_call(name: &str, data: &JsValue) -> Option<JsValue> {
    let navigator = window().navigator();
    let call: js_sys::Function = js_sys::Reflect::get(&navigator, &name.into()).ok()?.dyn_into().ok()?;
    call.call1(&navigator, data).ok()
}

fn can_share_files() -> bool {
    share_data(Lang::En, "", "sesame.txt")
        .and_then(|data| navigator_call("canShare", &data))
        .and_then(|v| v.as_bool())
        .unwrap_or(false)
}

/// Opens the share sheet with the file (a cancelled sheet is no error worth a message).
fn share_file(lang: Lang, text: &str, name: &str) -> Option<()> {
    let data = share_data(lang, text, name)?;
    navigator_call("share", &data).map(|_| ())
}

/// Restores the backup in `file`, and says what it did.
async fn read_file(lang: Lang, file: web_sys::File) -> String {
    if file.size() > LARGEST {
        return Msg::NotABackup.text(lang).into();
    }
    let text = match wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|t| t.as_string()) {
        Some(text) => text,
        None => return Msg::FileUnreadable.text(lang).into(),
    };
    restored(lang, &text)
}

/// Restores `text` (a backup), and says what it did.
fn restored(lang: Lang, text: &str) -> String {
    crate::ui::saves::flush();
    match restore(&Saves(LocalStore), text) {
        Ok(done) => {
            if done.games + done.beside > 0 {
                crate::ui::saves::ask_to_keep_once();
            }
            match done.stopped {
                Some(e) if done == Restored { stopped: Some(e), ..Restored::default() } => {
                    storage_problem(e).text(lang).into()
                }
                Some(e) => format!("{} {}", summary(lang, done), storage_problem(e).text(lang)),
                None => summary(lang, done),
            }
        }
        Err(BackupError::NotABackup) => Msg::NotABackup.text(lang).into(),
        Err(BackupError::Newer) => Msg::NewerBackup.text(lang).into(),
    }
}

fn storage_problem(e: StorageError) -> Msg {
    match e {
        StorageError::Full => Msg::StorageFullRestore,
        StorageError::Unavailable => Msg::StorageUnavailable,
    }
}

/// "2 games restored, 3 already here, 1 damaged line skipped."
fn summary(lang: Lang, done: Restored) -> String {
    let counts = [
        (done.games, Msg::RestoredGames),
        (done.already, Msg::RestoredAlready),
        (done.beside, Msg::RestoredBeside),
        (done.newer, Msg::RestoredNewer),
        (done.damaged, Msg::RestoredDamaged),
        (done.settings, Msg::RestoredSettings),
    ];
    let parts: Vec<String> =
        counts.iter().filter(|(n, _)| *n > 0).map(|(n, msg)| msg.fill(lang, &[("n", &n.to_string())])).collect();
    if parts.is_empty() {
        return Msg::RestoredNothing.text(lang).into();
    }
    Msg::RestoredSummary.fill(lang, &[("list", &parts.join(", "))])
}
