//! Turn links in the browser: opening one (validate, then merge with what is saved here — never
//! overwriting silently), the screen for a broken link, and the panel that sends a turn.

use super::context::{ctx, go, Route};
use super::saves::{load, store, Notice};
use crate::app::clock::now_ms;
use crate::app::i18n::{Lang, Msg};
use crate::app::link::{self, LinkError};
use crate::app::meeting::{meet, Meeting};
use crate::app::storage::{save_id, Device, EntryError, LocalStore, SaveEntry, Saves};
use crate::games::record::AnyRecord;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Where a link's game goes, and what to tell the player: by the meeting rule
/// (`app::meeting`), never overwriting a game that has moves the link lacks.
fn merge(record: AnyRecord, lang: Lang) -> (String, String) {
    let id = save_id(&record);
    let fresh = |record: AnyRecord, device| SaveEntry { last_played: now_ms(), record, device };
    // A link may carry less than the game here (Sidibaba's replay has no time): the copy here
    // is compared as its own link would carry it.
    let linked =
        |local: SaveEntry| SaveEntry { record: link::as_linked(&local.record).unwrap_or(local.record), ..local };
    let local = match load(&id).map(|local| local.map(linked)) {
        None => {
            store(&id, fresh(record, Device::Unknown));
            return (id, Msg::LinkOpenedNew.text(lang).into());
        }
        Some(Ok(local)) => local,
        // The copy here cannot be read: the link's game is kept beside it.
        Some(Err(e)) => {
            let msg = if e == EntryError::Newer { Msg::LinkLocalNewer } else { Msg::LinkLocalDamaged };
            return (keep_beside(&id, fresh(record, Device::Unknown)), msg.text(lang).into());
        }
    };
    match meet(&local.record, &record) {
        Meeting::Same => (id, Msg::LinkSame.text(lang).into()),
        Meeting::Extends => {
            let new_moves = record.action_count() - local.record.action_count();
            store(&id, fresh(record, local.device));
            (id, Msg::LinkUpdated.fill(lang, &[("n", &new_moves.to_string())]))
        }
        Meeting::Older => (id, Msg::LinkStale.text(lang).into()),
        Meeting::Diverged => (keep_beside(&id, fresh(record, local.device)), Msg::LinkDiverged.text(lang).into()),
    }
}

/// Keeps a link's game that went another way than the one under `id` beside it: the id it
/// is under.
fn keep_beside(id: &str, entry: SaveEntry) -> String {
    Saves(LocalStore).beside(id, &entry).unwrap_or_else(|_| {
        // Storage failed: the game stays in memory (and the storage warning says so).
        let other = format!("{id}-2");
        store(&other, entry);
        other
    })
}

/// Handles `#t=…`: validates it completely before anything is written, then opens the game.
pub fn open_link(fragment: &str) {
    let ctx = ctx();
    let lang = ctx.lang.get_untracked();
    let route = match link::decode(fragment) {
        // The page starts again with the app with Sidibaba, at the same link.
        Err(LinkError::SecondApp) => return super::context::to_second_app(),
        Err(e) => Route::LinkProblem(e),
        Ok(record) => {
            let (id, text) = merge(record, lang);
            let route = Route::Play(id);
            ctx.notice.set(Some(Notice { route: route.clone(), text }));
            route
        }
    };
    // Replace the link in the address bar, so that reloading does not open it again.
    super::context::replace(route);
}

pub fn problem(lang: Lang, error: LinkError) -> impl IntoView {
    let text = match error {
        LinkError::NotAGame => Msg::LinkNotAGame.text(lang).to_string(),
        LinkError::Truncated => Msg::LinkTruncated.text(lang).into(),
        LinkError::Altered => Msg::LinkAltered.text(lang).into(),
        LinkError::OlderFormat => Msg::LinkOlder.text(lang).into(),
        LinkError::NewerFormat => Msg::LinkNewer.text(lang).into(),
        LinkError::BadConfig => Msg::LinkBadConfig.text(lang).into(),
        LinkError::IllegalAction { index } => Msg::LinkIllegal.fill(lang, &[("n", &(index + 1).to_string())]),
        LinkError::SecondApp => Msg::OpeningGame
            .fill(lang, &[("game", crate::app::i18n::game_name(crate::games::GameId::Sidibaba).text(lang))]),
    };
    view! {
        <section class="banner error link-problem" role="alert">
            <div>
                <h1>{Msg::LinkProblemTitle.text(lang)}</h1>
                <p>{text}</p>
                <p>{Msg::LinkNothingChanged.text(lang)}</p>
            </div>
        </section>
        <button class="btn primary" on:click=move |_| go(Route::Home)>{Msg::BackHome.text(lang)}</button>
    }
}

#[component]
pub fn NoticeBanner() -> impl IntoView {
    let ctx = ctx();
    move || {
        let lang = ctx.lang.get();
        ctx.notice.get().filter(|n| n.route == ctx.route.get()).map(|n| {
            view! {
                <div class="banner info" role="status" data-testid="notice">
                    <p>{n.text}</p>
                    <button class="btn" on:click=move |_| ctx.notice.set(None)>{Msg::Dismiss.text(lang)}</button>
                </div>
            }
        })
    }
}

/// The address of this page with `fragment` (without `#`).
pub fn address(fragment: &str) -> Option<String> {
    let location = window().location();
    Some(format!("{}{}#{fragment}", location.origin().ok()?, location.pathname().ok()?))
}

fn link_url(record: &AnyRecord) -> Option<String> {
    address(&link::encode(record)?)
}

/// "Send the turn": the share sheet where there is one (phones), else the clipboard; the link
/// itself to copy by hand; and a QR code for someone in the room. `sent` runs once the link
/// leaves the app (shared, copied or shown as a QR code).
pub fn share_panel(lang: Lang, record: AnyRecord, next: Option<String>, sent: Callback<()>) -> impl IntoView {
    let title = match &next {
        Some(name) => Msg::SendTurnTo.fill(lang, &[("name", name)]),
        None => Msg::ShareReplay.text(lang).into(),
    };
    let text = match &next {
        Some(name) => Msg::ShareText.fill(lang, &[("name", name)]),
        None => Msg::ShareFinished.text(lang).into(),
    };
    share_content(lang, link_url(&record).unwrap_or_default(), title, text, Some(sent))
}

/// The share panel for a game to keep (storage could not): sent to oneself.
pub fn keep_panel(lang: Lang, record: AnyRecord) -> AnyView {
    let url = link_url(&record).unwrap_or_default();
    // `into_any` of the very type `share_panel` erases: one copy of its rendering code.
    share_content(lang, url, Msg::KeepAsLink.text(lang).into(), Msg::KeepShareText.text(lang).into(), None).into_any()
}

fn share_content(lang: Lang, url: String, title: String, text: String, sent: Option<Callback<()>>) -> impl IntoView {
    let sent = move || {
        if let Some(sent) = sent {
            sent.run(());
        }
    };
    let status = RwSignal::new(None::<Msg>);
    let show_link = RwSignal::new(false);
    let show_qr = RwSignal::new(false);
    let send_url = url.clone();
    let send = move |_| {
        sent();
        let url = send_url.clone();
        let navigator = window().navigator();
        let can_share = js_sys::Reflect::has(&navigator, &"share".into()).unwrap_or(false);
        if can_share {
            let data = web_sys::ShareData::new();
            data.set_title(Msg::AppName.text(lang));
            data.set_text(&text);
            data.set_url(&url);
            // A cancelled share sheet is no error worth a message.
            let _ = navigator.share_with_data(&data);
        } else {
            copy(url, status, show_link);
        }
    };
    let copy_url = url.clone();
    let qr_url = url.clone();
    let attr_url = url.clone();
    view! {
        <section class="screen share primary" aria-labelledby="share-title" data-testid="share" data-link=attr_url>
            <h2 id="share-title">{title}</h2>
            <div class="btn-row">
                <button class="btn primary" on:click=send data-testid="send">{Msg::SendLink.text(lang)}</button>
                <button class="btn" on:click=move |_| { sent(); copy(copy_url.clone(), status, show_link) } data-testid="copy">{Msg::CopyLink.text(lang)}</button>
                <button class="btn" on:click=move |_| { sent(); show_qr.update(|s| *s = !*s) }>
                    {move || if show_qr.get() { Msg::HideQr.text(lang) } else { Msg::ShowQr.text(lang) }}
                </button>
            </div>
            {move || status.get().map(|m| view! { <p role="status">{m.text(lang)}</p> })}
            {move || show_qr.get().then(|| {
                let svg = crate::app::qr::Qr::encode(qr_url.as_bytes()).map(|q| q.to_svg()).unwrap_or_default();
                view! {
                    <div class="qr" role="img" aria-label=Msg::QrHint.text(lang) inner_html=svg.into_html() data-testid="qr"></div>
                    <p class="meta">{Msg::QrHint.text(lang)}</p>
                }
            })}
            {move || show_link.get().then(|| {
                let url = url.clone();
                view! {
                    <label class="field">{Msg::TheLink.text(lang)}
                        <input type="text" readonly prop:value=url data-testid="link-text"
                            on:focus=move |ev| {
                                if let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                                    input.select();
                                }
                            }/>
                    </label>
                }
            })}
            <p class="meta">{Msg::LinkSecret.text(lang)}</p>
        </section>
    }
}

pub fn copy(url: String, status: RwSignal<Option<Msg>>, show_link: RwSignal<bool>) {
    let clipboard = window().navigator().clipboard();
    let promise = clipboard.write_text(&url);
    leptos::task::spawn_local(async move {
        match wasm_bindgen_futures::JsFuture::from(promise).await {
            Ok(_) => status.set(Some(Msg::LinkCopied)),
            Err(_) => {
                status.set(Some(Msg::CopyFailed));
                show_link.set(true);
            }
        }
    });
}

/// "Send me this game as a link": the way to keep a game that storage could not keep.
pub fn keep_as_link(lang: Lang, id: String) -> impl IntoView {
    let open = RwSignal::new(false);
    move || {
        if !open.get() {
            return view! {
                <button class="btn primary" data-testid="keep-as-link" on:click=move |_| open.set(true)>{Msg::KeepAsLink.text(lang)}</button>
            }
            .into_any();
        }
        let record = ctx().unsaved.with_value(|m| m.get(&id).map(|e| e.record.clone()));
        record.map(|r| keep_panel(lang, r)).into_any()
    }
}
