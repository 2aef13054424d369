//! The table's screens: the host's invitations (`#/invite/<id>`), a guest's invitation and
//! answer (`#i=…`), and an answer opened as a link on the host's phone (`#a=…`), which goes to
//! the invitation screen waiting for it, in this window or another of this browser.

use super::camera;
use super::live::{self, seat_names, Joining};
use super::rtc;
use crate::app::i18n::{game_name, Lang, Msg};
use crate::app::invite::{Answer, Invitation, InviteError};
use crate::app::signal::{confirmation_code, Kind, Signal};
use crate::app::storage::{save_id, Device, SaveEntry};
use crate::games::record::AnyRecord;
use crate::games::Seat;
use crate::ui::context::{ctx, go, replace_in, Route};
use crate::ui::links::{address, copy};
use crate::ui::saves::{load, store};
use crate::ui::widgets::problem;
use leptos::prelude::*;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{RtcDataChannel, RtcPeerConnection};

/// Where an answer opened in another window of this browser is passed to the waiting one.
const BROADCAST: &str = "sesame.table";
/// How long an answer link waits to hear that a window took it.
const ANSWER_WAIT_MS: u64 = 1_500;
/// How long a connection may take to open once the answer is in.
const CONNECT_WAIT_MS: u64 = 20_000;

/// The host's open invitation: its connection, waiting for an answer.
struct Pending {
    connection: RtcPeerConnection,
    channel: RtcDataChannel,
    offer: Signal,
    /// This invitation's number, and the table's (`live::host`).
    number: u32,
    table: u32,
    /// The game it carries.
    game: AnyRecord,
}

thread_local! {
    static PENDING: RefCell<Option<Pending>> = const { RefCell::new(None) };
    /// The open invitation's address, or why there is none.
    static OFFER: ArcRwSignal<Option<Result<String, Msg>>> = ArcRwSignal::new(None);
    /// The code of the last answer taken, and how far its phone got.
    static CODE: ArcRwSignal<Option<(u16, Stage)>> = ArcRwSignal::new(None);
    /// The answer whose code the host has yet to compare with the guest's phone.
    static TO_CONFIRM: RefCell<Option<(Pending, Answer)>> = const { RefCell::new(None) };
    static LISTENING: RefCell<Option<web_sys::BroadcastChannel>> = const { RefCell::new(None) };
}

fn offer_signal() -> ArcRwSignal<Option<Result<String, Msg>>> {
    OFFER.with(|o| o.clone())
}

fn code_signal() -> ArcRwSignal<Option<(u16, Stage)>> {
    CODE.with(|c| c.clone())
}

/// How far the phone of the last answer taken got.
#[derive(Clone, Copy, PartialEq)]
enum Stage {
    /// Its code is shown: does the guest's phone show the same? Nothing is connected yet.
    Confirm,
    /// Let in: connecting.
    Connecting,
    /// At the table.
    Joined,
    /// Its code was not the guest's: turned away, and a new invitation made.
    TurnedAway,
}

/// `#/invite/<id>`: who plays on this phone, then the invitation and the phones at the table.
pub fn invite(lang: Lang, id: String) -> AnyView {
    let entry = match load(&id) {
        Some(Ok(entry)) => entry,
        _ => return problem(lang, Msg::GameNotFound),
    };
    // Computer players have no phone: a table is for games of people only (the menu offers
    // none for such a game; the set-up's button leads here).
    if entry.record.has_computers() {
        return view! {
            <h1>{Msg::TableTitle.text(lang)}</h1>
            <div class="banner error" role="alert"><p>{Msg::TablePeopleOnly.text(lang)}</p></div>
            <button class="btn primary" data-testid="to-game" on:click=move |_| go(Route::Play(id.clone()))>{Msg::TableToGame.text(lang)}</button>
        }
        .into_any();
    }
    let names = seat_names(&entry.record);
    let (seats, lend): (Vec<Option<Seat>>, bool) = match entry.device {
        Device::Player(seat) => (vec![Some(seat)], false),
        // Sidibaba: this is the party's phone; the Leader of the Thieves joins on his own, and
        // an Adventurer may take their seat to a phone of their own.
        Device::PassAndPlay if entry.record.leader_of_the_thieves().is_some() => {
            ((0..entry.record.player_names().len() as Seat).map(Some).collect(), true)
        }
        _ => return who_here(lang, id, entry),
    };
    let ctx = ctx();
    let Some(table) = live::host(ctx, &id, &entry.record, &seats, lend) else { return problem(lang, Msg::CorruptSave) };
    listen();
    let record = entry.record.clone();
    // Back on this screen after a guest joined (another guest to seat, or one whose phone left):
    // a fresh invitation, not the code of the last one.
    let stage = code_signal().with_untracked(|c| c.map(|(_, stage)| stage));
    let done = stage == Some(Stage::Joined);
    if done || stage == Some(Stage::TurnedAway) {
        code_signal().set(None);
    }
    if done || PENDING.with_borrow(|p| p.as_ref().is_none_or(|p| p.table != table)) {
        prepare(record.clone(), table);
    }
    let seated_id = id.clone();
    let seated = move || {
        live::changed().track();
        let seats = live::seats(&seated_id).unwrap_or_default();
        let leader = || names.last().cloned();
        let list: Vec<String> =
            seats.iter().filter_map(|&s| s.map_or_else(leader, |s| names.get(usize::from(s)).cloned())).collect();
        Msg::TableAtTable.fill(lang, &[("list", &list.join(", "))])
    };
    let full_id = id.clone();
    // Everyone has a seat: no invitation to show.
    let full = move || {
        live::changed().track();
        live::free(&full_id) == Some(0)
    };
    // A code to compare, or a guest joined: no invitation shown meanwhile.
    let joined = move || code_signal().get().is_some_and(|(_, stage)| matches!(stage, Stage::Confirm | Stage::Joined));
    let game_id = id.clone();
    view! {
        <h1>{Msg::TableTitle.text(lang)}</h1>
        <p class="lead">{Msg::TableIntro.text(lang)}</p>
        <p role="status" data-testid="seated">{seated}</p>
        <section class="screen share primary" aria-labelledby="invitation-title" hidden=full.clone()>
            <h2 id="invitation-title">{Msg::TableInvitation.text(lang)}</h2>
            <div hidden=joined>
                {move || invitation_panel(lang)}
                {camera::scanner(lang, answered)}
                {answer_field(lang)}
            </div>
            {move || code_signal().get().map(|(code, stage)| code_panel(lang, code, stage, record.clone(), table))}
        </section>
        <div class="btn-row">
            <button class="btn primary" data-testid="to-game" on:click=move |_| go(Route::Play(game_id.clone()))>{Msg::TableToGame.text(lang)}</button>
        </div>
    }
    .into_any()
}

/// The code of the last answer taken: compared with the guest's phone before anything
/// connects, then how the joining goes.
fn code_panel(lang: Lang, code: u16, stage: Stage, record: AnyRecord, table: u32) -> AnyView {
    let code = format!("{code:04}");
    let again = move || {
        code_signal().set(None);
        prepare(record.clone(), table);
    };
    match stage {
        Stage::Confirm => view! {
            <p role="status" data-testid="code">{Msg::TableCodeAsk.fill(lang, &[("code", &code)])}</p>
            <div class="btn-row">
                <button class="btn primary" data-testid="code-same" on:click=move |_| confirmed(true)>{Msg::TableCodeSame.text(lang)}</button>
                <button class="btn" data-testid="code-other" on:click=move |_| confirmed(false)>{Msg::TableCodeOther.text(lang)}</button>
            </div>
        }
        .into_any(),
        Stage::Connecting => view! {
            <p role="status" data-testid="code">{Msg::TableCode.fill(lang, &[("code", &code)])} " " {Msg::TableWaiting.text(lang)}</p>
        }
        .into_any(),
        Stage::Joined => view! {
            <p role="status" data-testid="code">{Msg::TableCode.fill(lang, &[("code", &code)])}</p>
            <button class="btn" data-testid="invite-another" on:click=move |_| again()>{Msg::TableInviteAnother.text(lang)}</button>
        }
        .into_any(),
        Stage::TurnedAway => view! { <p role="status" data-testid="turned-away">{Msg::TableTurnedAway.text(lang)}</p> }.into_any(),
    }
}

/// Before inviting: which player this phone is.
fn who_here(lang: Lang, id: String, entry: SaveEntry) -> AnyView {
    let record = entry.record.clone();
    let buttons = seat_buttons(&record, move |seat| {
        store(&id, SaveEntry { device: Device::Player(seat), ..entry.clone() });
        ctx().reopen.update(|n| *n += 1);
    });
    view! {
        <h1>{Msg::TableTitle.text(lang)}</h1>
        <p class="lead">{Msg::TableIntro.text(lang)}</p>
        <h2>{Msg::TableWhoHere.text(lang)}</h2>
        <div class="btn-row">{buttons}</div>
    }
    .into_any()
}

/// A button for each seat a person plays (Sidibaba: the Leader's first, the party's phone
/// invites him; then each Adventurer's, who may take their seat to a phone of their own).
fn seat_buttons(record: &AnyRecord, choose: impl Fn(Seat) + Clone + 'static) -> impl IntoView {
    let names = seat_names(record);
    let party = (0..record.player_names().len() as Seat).filter(|&s| !record.played_by_app(s));
    let seats: Vec<Seat> = record.leader_of_the_thieves().into_iter().chain(party).collect();
    seats
        .into_iter()
        .map(|seat| {
            let choose = choose.clone();
            let name = names[usize::from(seat)].clone();
            view! { <button class="btn" data-testid=format!("seat-{seat}") on:click=move |_| choose(seat)>{name}</button> }
        })
        .collect_view()
}

/// The host's connection for the next guest, and the invitation that carries its offer.
fn prepare(record: AnyRecord, table: u32) {
    offer_signal().set(None);
    leptos::task::spawn_local(async move {
        let made = offer_for(record, table).await;
        offer_signal().set(Some(made));
    });
}

async fn offer_for(record: AnyRecord, table: u32) -> Result<String, Msg> {
    let number = live::next_invitation(table).ok_or(Msg::CorruptSave)?;
    let connection = rtc::connection().map_err(|_| Msg::TableNoWebRtc)?;
    let channel = connection.create_data_channel(rtc::CHANNEL);
    let sdp = rtc::offer(&connection).await.map_err(|_| Msg::TableNoWebRtc)?;
    // No candidate: this phone is on no network another could reach.
    let offer = Signal::from_sdp(Kind::Offer, &sdp).map_err(|_| Msg::TableNoConnection)?;
    let game = live::dealt(&record);
    let invitation = Invitation { number, offer: offer.clone(), game: game.clone() };
    let url = address(&invitation.to_fragment().ok_or(Msg::CorruptSave)?).ok_or(Msg::CorruptSave)?;
    // An invitation nobody answered is replaced: its connection is of no more use.
    if let Some(old) = PENDING.replace(Some(Pending { connection, channel, offer, number, table, game })) {
        old.connection.close();
    }
    Ok(url)
}

fn invitation_panel(lang: Lang) -> AnyView {
    match offer_signal().get() {
        None => view! { <p role="status">{Msg::TablePreparing.text(lang)}</p> }.into_any(),
        Some(Err(msg)) => view! { <div class="banner error" role="alert"><p>{msg.text(lang)}</p></div> }.into_any(),
        Some(Ok(url)) => shared(lang, url, Msg::TableInviteHint, Msg::TableSendInvitation, "invitation").into_any(),
    }
}

/// A QR code of `url`, the share sheet, the link to copy.
fn shared(lang: Lang, url: String, hint: Msg, send: Msg, name: &'static str) -> impl IntoView {
    let status = RwSignal::new(None::<Msg>);
    let show_link = RwSignal::new(true);
    // Long names can make an invitation too long for the codes this app draws: then it goes
    // as a link, and the screen says so.
    let qr = match crate::app::qr::Qr::encode(url.as_bytes()) {
        Some(qr) => view! { <div class="qr" role="img" aria-label=hint.text(lang) inner_html=qr.to_svg().into_html() data-testid=format!("{name}-qr")></div> }.into_any(),
        None => view! { <p role="status" data-testid=format!("{name}-no-qr")>{Msg::TableNoQr.text(lang)}</p> }.into_any(),
    };
    let (share_url, copy_url) = (url.clone(), url.clone());
    view! {
        {qr}
        <p>{hint.text(lang)}</p>
        <div class="btn-row">
            <button class="btn primary" on:click=move |_| share(lang, &share_url, status, show_link)>{send.text(lang)}</button>
            <button class="btn" on:click=move |_| copy(copy_url.clone(), status, show_link)>{Msg::CopyLink.text(lang)}</button>
        </div>
        {move || status.get().map(|m| view! { <p role="status">{m.text(lang)}</p> })}
        <label class="field">{Msg::TheLink.text(lang)}
            <input type="text" readonly prop:value=url data-testid=format!("{name}-link")/>
        </label>
        <p class="meta">{Msg::TableHolds.text(lang)}</p>
    }
}

/// The share sheet where there is one, else the clipboard.
fn share(lang: Lang, url: &str, status: RwSignal<Option<Msg>>, show_link: RwSignal<bool>) {
    let navigator = window().navigator();
    if js_sys::Reflect::has(&navigator, &"share".into()).unwrap_or(false) {
        let data = web_sys::ShareData::new();
        data.set_title(Msg::AppName.text(lang));
        data.set_url(url);
        let _ = navigator.share_with_data(&data);
    } else {
        copy(url.to_string(), status, show_link);
    }
}

/// The guest's answer pasted as a link (the camera's scan lands here too).
fn answer_field(lang: Lang) -> impl IntoView {
    let text = RwSignal::new(String::new());
    let error = RwSignal::new(None::<Msg>);
    let connect = move || error.set(answered(&text.get_untracked()).err());
    view! {
        <label class="field">{Msg::TableAnswerLabel.text(lang)}
            <input type="text" data-testid="answer-field" autocomplete="off" prop:value=text
                on:input=move |ev| text.set(event_target_value(&ev))/>
        </label>
        <button class="btn" data-testid="connect" on:click=move |_| connect()>{Msg::TableConnect.text(lang)}</button>
        {move || error.get().map(|m| view! { <div class="banner error" role="alert"><p>{m.text(lang)}</p></div> })}
    }
}

/// A guest's answer to the open invitation: its code is shown, to compare with the guest's
/// phone before anything connects (`confirmed`).
fn answered(text: &str) -> Result<(), Msg> {
    let answer = Answer::from_fragment(text).map_err(|_| Msg::TableBadAnswer)?;
    let pending = PENDING.with_borrow_mut(|p| p.take_if(|p| p.number == answer.number)).ok_or(Msg::TableBadAnswer)?;
    let code = confirmation_code(&pending.offer, &answer.answer);
    // An answer still to compare gives way to this one.
    if let Some((old, _)) = TO_CONFIRM.replace(Some((pending, answer))) {
        old.connection.close();
    }
    code_signal().set(Some((code, Stage::Confirm)));
    Ok(())
}

/// The host compared the codes: the same, and the guest's phone connects; another, and it is
/// turned away (its connection closed, a new invitation made).
fn confirmed(same: bool) {
    let Some((pending, answer)) = TO_CONFIRM.take() else { return };
    if !same {
        pending.connection.close();
        code_signal().update(|c| *c = c.map(|(code, _)| (code, Stage::TurnedAway)));
        return prepare(pending.game, pending.table);
    }
    code_signal().update(|c| *c = c.map(|(code, _)| (code, Stage::Connecting)));
    let Pending { connection, channel, .. } = pending;
    // Listened to before the answer goes in: the channel may open, and the guest speak, before
    // the task below goes on.
    live::add_channel(connection.clone(), channel.clone());
    let on_open =
        Closure::<dyn FnMut()>::new(move || code_signal().update(|c| *c = c.map(|(code, _)| (code, Stage::Joined))));
    channel.add_event_listener_with_callback("open", on_open.as_ref().unchecked_ref()).ok();
    on_open.forget();
    leptos::task::spawn_local(async move {
        if rtc::accept(&connection, &answer.answer.to_sdp()).await.is_err() {
            return offer_signal().set(Some(Err(Msg::TableNoConnection)));
        }
        set_timeout(
            move || {
                if channel.ready_state() != web_sys::RtcDataChannelState::Open {
                    offer_signal().set(Some(Err(Msg::TableNoConnection)));
                }
            },
            std::time::Duration::from_millis(CONNECT_WAIT_MS),
        );
    });
}

/// The invitation screen hears answers opened in other windows of this browser.
fn listen() {
    if LISTENING.with_borrow(|l| l.is_some()) {
        return;
    }
    let Ok(channel) = web_sys::BroadcastChannel::new(BROADCAST) else { return };
    let reply = channel.clone();
    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
        let text = ev.data().as_string().unwrap_or_default();
        if answered(&text).is_ok() {
            let _ = reply.post_message(&"taken".into());
        }
    });
    channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    LISTENING.set(Some(channel));
}

/// `#a=…`: an answer opened as a link. The invitation waiting for it takes it — in this window,
/// or in another window of this browser, which says so.
pub fn answer_link(lang: Lang, text: String) -> AnyView {
    if answered(&text).is_ok() {
        if let Some(id) = live::hosted() {
            replace_in(ctx(), Route::Invite(id));
        }
        return ().into_any();
    }
    let heard = RwSignal::new(None::<bool>);
    if let Ok(channel) = web_sys::BroadcastChannel::new(BROADCAST) {
        let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |_| heard.set(Some(true)));
        channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget();
        let _ = channel.post_message(&text.into());
    }
    set_timeout(
        move || heard.update(|h| *h = Some(h.unwrap_or(false))),
        std::time::Duration::from_millis(ANSWER_WAIT_MS),
    );
    view! {
        <h1>{Msg::TableTitle.text(lang)}</h1>
        {move || match heard.get() {
            None => view! { <p role="status">{Msg::TableWaiting.text(lang)}</p> }.into_any(),
            Some(true) => view! { <p role="status" data-testid="answer-passed">{Msg::TableAnswerPassed.text(lang)}</p> }.into_any(),
            Some(false) => view! { <div class="banner error" role="alert" data-testid="answer-nobody"><p>{Msg::TableAnswerNobody.text(lang)}</p></div> }.into_any(),
        }}
    }
    .into_any()
}

/// `#i=…`: an invitation. The guest picks their seat; the answer to show the host follows.
pub fn join(lang: Lang, text: String) -> AnyView {
    let invitation = match Invitation::from_fragment(&text) {
        Ok(invitation) => invitation,
        Err(InviteError::Newer) => return problem(lang, Msg::TableNewerInvitation),
        Err(_) => return problem(lang, Msg::TableBadInvitation),
    };
    let state = RwSignal::new(None::<Option<Result<(String, u16), Msg>>>);
    let game = game_name(invitation.game.game()).text(lang);
    let chosen = invitation.clone();
    let choose = move |seat: Seat| {
        state.set(Some(None));
        let invitation = chosen.clone();
        // The Leader of the Thieves travels as no seat (`app::invite`).
        let seat = Some(seat).filter(|&s| Some(s) != invitation.game.leader_of_the_thieves());
        if let Err(msg) = sit(&invitation, seat) {
            return state.set(Some(Some(Err(msg))));
        }
        leptos::task::spawn_local(async move { state.set(Some(Some(answer_for(invitation, seat).await))) });
    };
    view! {
        <h1>{Msg::TableTitle.text(lang)}</h1>
        <p class="lead">{Msg::TableInvited.fill(lang, &[("game", game)])}</p>
        {move || match state.get() {
            None => view! { <h2>{Msg::TableWhichSeat.text(lang)}</h2> <div class="btn-row">{seat_buttons(&invitation.game, choose.clone())}</div> }.into_any(),
            Some(None) => view! { <p role="status">{Msg::TablePreparing.text(lang)}</p> }.into_any(),
            Some(Some(Err(msg))) => view! { <div class="banner error" role="alert"><p>{msg.text(lang)}</p></div> }.into_any(),
            Some(Some(Ok((url, code)))) => answer_panel(lang, url, code).into_any(),
        }}
    }
    .into_any()
}

fn answer_panel(lang: Lang, url: String, code: u16) -> impl IntoView {
    let joining = move || match live::joining().get() {
        Joining::Waiting => view! { <p role="status">{Msg::TableWaiting.text(lang)}</p> }.into_any(),
        Joining::Refused => {
            view! { <div class="banner error" role="alert"><p>{Msg::TableRefused.text(lang)}</p></div> }.into_any()
        }
        Joining::Failed => {
            view! { <div class="banner error" role="alert"><p>{Msg::TableNoConnection.text(lang)}</p></div> }.into_any()
        }
    };
    view! {
        <section class="screen share primary" aria-labelledby="answer-title">
            <h2 id="answer-title">{Msg::TableAnswerTitle.text(lang)}</h2>
            <p role="status" data-testid="code">{Msg::TableCode.fill(lang, &[("code", &format!("{code:04}"))])}</p>
            {joining}
            {shared(lang, url, Msg::TableAnswerHint, Msg::TableSendAnswer, "answer")}
        </section>
    }
}

/// The guest's side: the game saved here (if any) joins the table.
fn sit(invitation: &Invitation, seat: Option<Seat>) -> Result<(), Msg> {
    let id = save_id(&invitation.game);
    let saved = load(&id).and_then(|e| e.ok()).map(|e| e.record).filter(|r| r.same_game(&invitation.game));
    let record = saved.unwrap_or_else(|| invitation.game.clone());
    live::guest(ctx(), &id, &record, seat, invitation.number).ok_or(Msg::TableBadInvitation)
}

/// The guest's answer, once its connection has its candidates.
async fn answer_for(invitation: Invitation, seat: Option<Seat>) -> Result<(String, u16), Msg> {
    let connection = rtc::connection().map_err(|_| Msg::TableNoWebRtc)?;
    let kept = connection.clone();
    let on_channel =
        Closure::<dyn FnMut(web_sys::RtcDataChannelEvent)>::new(move |ev: web_sys::RtcDataChannelEvent| {
            live::add_channel(kept.clone(), ev.channel());
        });
    connection.set_ondatachannel(Some(on_channel.as_ref().unchecked_ref()));
    on_channel.forget();
    let watched = connection.clone();
    let on_state = Closure::<dyn FnMut()>::new(move || {
        if watched.connection_state() == web_sys::RtcPeerConnectionState::Failed {
            live::failed();
        }
    });
    connection.set_onconnectionstatechange(Some(on_state.as_ref().unchecked_ref()));
    on_state.forget();
    let sdp = rtc::answer(&connection, &invitation.offer.to_sdp()).await.map_err(|_| Msg::TableNoConnection)?;
    let answer = Signal::from_sdp(Kind::Answer, &sdp).map_err(|_| Msg::TableNoConnection)?;
    let code = confirmation_code(&invitation.offer, &answer);
    let reply = Answer { number: invitation.number, seat, answer };
    let url = address(&reply.to_fragment()).ok_or(Msg::TableNoConnection)?;
    Ok((url, code))
}

/// Opens the table's screen of `route`.
pub fn screen(lang: Lang, route: Route) -> AnyView {
    match route {
        Route::Invite(id) => invite(lang, id),
        Route::Table(fragment) if crate::app::invite::is_answer(&fragment) => answer_link(lang, fragment),
        Route::Table(fragment) => join(lang, fragment),
        _ => {
            replace_in(ctx(), Route::Home);
            ().into_any()
        }
    }
}
