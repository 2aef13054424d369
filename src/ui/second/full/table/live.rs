//! The table this phone sits at: its host or guest (`app::session::table`), its data channels,
//! and what a message from another phone does to the saved game. Messages are read like links
//! (`app::wire`); one that does not read is dropped, and nothing changes.

use crate::app::i18n::{Lang, Msg};
use crate::app::session::table::{Guest, Heard, Host, Out, Peer, Phone, HOST};
use crate::app::storage::{Device, SaveEntry};
use crate::app::wire::Message;
use crate::games::record::{each, AnyRecord};
use crate::games::Seat;
use crate::ui::context::{replace_in, Ctx, Route};
use crate::ui::saves;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, RtcDataChannel, RtcDataChannelType, RtcPeerConnection};

struct Live {
    id: String,
    phone: Box<dyn Phone>,
    host: bool,
    number: u32,
    /// A guest that has heard from its host: its game is saved here.
    joined: bool,
    names: Vec<String>,
    channels: Vec<Channel>,
    ctx: Ctx,
    /// The game as this phone's frame last saved it: a guest's moves beyond the table's go one
    /// at a time, each once the host sent the one before back.
    latest: Option<AnyRecord>,
}

struct Channel {
    peer: Peer,
    channel: RtcDataChannel,
    /// Kept for as long as the channel: the connection closes when dropped.
    _connection: RtcPeerConnection,
    open: bool,
    seat: Option<Option<Seat>>,
}

/// What a guest's joining came to, for its screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Joining {
    Waiting,
    Refused,
    Failed,
}

thread_local! {
    static LIVE: RefCell<Option<Live>> = const { RefCell::new(None) };
    static NEXT_PEER: Cell<Peer> = const { Cell::new(HOST + 1) };
    static CHANGED: ArcRwSignal<u32> = ArcRwSignal::new(0);
    static JOINING: ArcRwSignal<Joining> = ArcRwSignal::new(Joining::Waiting);
    /// The table paused (`true`) or went on, as heard from another phone: the game's screen
    /// does the same.
    static PAUSE_HEARD: ArcRwSignal<Option<bool>> = ArcRwSignal::new(None);
}

fn pause_heard() -> ArcRwSignal<Option<bool>> {
    PAUSE_HEARD.with(|p| p.clone())
}

/// A game in real time pauses (`true`) or goes on as another phone at its table did.
pub fn follow_pauses(pause: impl Fn(bool) + 'static) {
    let heard = pause_heard();
    Effect::new(move |_| {
        if let Some(paused) = heard.get() {
            pause(paused);
        }
    });
}

/// This phone's player paused the game `id` (`true`) or went on: at a table, every phone does.
pub fn pause(id: StoredValue<String>, paused: bool) {
    from_here(&id.get_value(), |phone, now| phone.pause(paused, now));
}

/// This phone left the screen of the game `id` (hidden, locked, or another page): the host's
/// phone pauses every phone (`Phone::hidden`).
pub fn hidden(id: StoredValue<String>) {
    from_here(&id.get_value(), |phone, now| phone.hidden(now));
}

/// What this phone's `act` at the table of the game `id` has to say, sent.
fn from_here(id: &str, act: impl FnOnce(&mut dyn Phone, f64) -> Out) {
    with_live(|live| {
        if live.id == id {
            let out = act(live.phone.as_mut(), crate::ui::context::now_precise());
            send_out(live, out);
        }
    });
}

/// Raised whenever the table changes: its screens draw again.
pub fn changed() -> ArcRwSignal<u32> {
    CHANGED.with(|c| c.clone())
}

pub fn joining() -> ArcRwSignal<Joining> {
    JOINING.with(|j| j.clone())
}

fn touch() {
    changed().update(|n| *n += 1);
}

/// Everyone at the table by seat: the players, and Sidibaba's Leader where a person plays him.
pub fn seat_names(record: &AnyRecord) -> Vec<String> {
    fn of<G: crate::app::session::Framed>(r: &crate::games::record::Record<G>) -> Vec<String> {
        let players = G::player_names(&r.config).len() + usize::from(G::leader_of_the_thieves(&r.config).is_some());
        G::seat_names(&r.config).into_iter().take(players).collect()
    }
    crate::games::record::each!(record, r => of(r))
}

/// The game as it starts, for an invitation: its moves come over the channel.
pub fn dealt(record: &AnyRecord) -> AnyRecord {
    fn fresh<G: crate::games::Game>(r: &crate::games::record::Record<G>) -> crate::games::record::Record<G> {
        crate::games::record::Record::new(r.config.clone(), r.seed)
    }
    each!(record, r => AnyRecord::from(fresh(r)))
}

/// This phone hosts the table of the game `id`, playing `seat`: the table's number (each
/// invitation gets its own, `next_invitation`).
/// A table already hosted here for the same game is kept, with its guests.
/// `lend`: the host plays `seats` only until a guest takes one (Sidibaba's party's phone).
pub fn host(ctx: Ctx, id: &str, record: &AnyRecord, seats: &[Option<Seat>], lend: bool) -> Option<u32> {
    let kept = LIVE.with_borrow(|l| {
        l.as_ref().filter(|l| l.host && l.id == id && l.phone.record().same_game(record)).map(|l| l.number)
    });
    if kept.is_some() {
        return kept;
    }
    let number = (saves::new_seed() >> 32) as u32;
    let phone: Box<dyn Phone> = each!(record, r => {
        let mut host = Host::new(r.clone())?;
        if lend {
            host.lend_seats(&seats.iter().flatten().copied().collect::<Vec<_>>());
        } else {
            host.keep_seats(seats);
        }
        Box::new(host)
    });
    start(Live {
        id: id.to_string(),
        phone,
        host: true,
        number,
        joined: true,
        names: seat_names(record),
        channels: Vec::new(),
        ctx,
        latest: None,
    });
    Some(number)
}

/// This phone joins the table of `record`'s game as `seat`, with the moves it saved before.
pub fn guest(ctx: Ctx, id: &str, record: &AnyRecord, seat: Option<Seat>, number: u32) -> Option<()> {
    let phone: Box<dyn Phone> = each!(record, r => Box::new(Guest::new(r.clone(), seat, number)?));
    joining().set(Joining::Waiting);
    start(Live {
        id: id.to_string(),
        phone,
        host: false,
        number,
        joined: false,
        names: seat_names(record),
        channels: Vec::new(),
        ctx,
        latest: None,
    });
    Some(())
}

fn start(live: Live) {
    pause_heard().set(None);
    let old = LIVE.replace(Some(live));
    if let Some(old) = old {
        old.channels.iter().for_each(|c| c.channel.close());
    }
    touch();
}

/// A channel to another phone (the host: one per guest, numbered; a guest: to its host).
pub fn add_channel(connection: RtcPeerConnection, channel: RtcDataChannel) {
    let host = LIVE.with_borrow(|l| l.as_ref().is_some_and(|l| l.host));
    let peer = if host { NEXT_PEER.replace(NEXT_PEER.get() + 1) } else { HOST };
    channel.set_binary_type(RtcDataChannelType::Arraybuffer);
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| heard(peer, ev.data()));
    let on_open = Closure::<dyn FnMut()>::new(move || opened(peer));
    let on_close = Closure::<dyn FnMut()>::new(move || closed(peer));
    channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    channel.set_onopen(Some(on_open.as_ref().unchecked_ref()));
    channel.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    // As long as the channel lives: a few closures a phone joining.
    on_message.forget();
    on_open.forget();
    on_close.forget();
    let open = channel.ready_state() == web_sys::RtcDataChannelState::Open;
    with_live(|live| live.channels.push(Channel { peer, channel, _connection: connection, open: false, seat: None }));
    if open {
        opened(peer);
    }
}

/// Another invitation to the table numbered `table` that this phone hosts: its own number, so
/// that an answer to an earlier invitation is told apart.
pub fn next_invitation(table: u32) -> Option<u32> {
    with_live(|l| {
        (l.host && l.number == table).then(|| {
            let number = (saves::new_seed() >> 32) as u32;
            l.phone.invite(number);
            number
        })
    })
    .flatten()
}

fn with_live<T>(f: impl FnOnce(&mut Live) -> T) -> Option<T> {
    LIVE.with_borrow_mut(|l| l.as_mut().map(f))
}

fn send_out(live: &Live, out: Out) {
    for (to, message) in out {
        let bytes = message.to_bytes();
        // The channel's own state too: a message can be heard before its "open" event is.
        let open = |c: &Channel| c.open || c.channel.ready_state() == web_sys::RtcDataChannelState::Open;
        for c in live.channels.iter().filter(|c| open(c) && to.is_none_or(|p| p == c.peer)) {
            let _ = c.channel.send_with_u8_array(&bytes);
        }
    }
}

/// How long a guest waits for the host's first answer before it says hello again, and how
/// many times: a first message can be lost while the host's side of the channel is still being
/// set up (seen once in some thirty joins, cause not found).
const HELLO_AGAIN_MS: u64 = 1_500;
const HELLOS: u32 = 5;

fn opened(peer: Peer) {
    let shown = with_live(|live| {
        if let Some(c) = live.channels.iter_mut().find(|c| c.peer == peer) {
            c.open = true;
        }
        if let Some(hello) = live.phone.hello() {
            send_out(live, vec![(Some(peer), hello)]);
        }
        (live.ctx, live.id.clone())
    });
    hello_again(peer, HELLOS);
    // The game on screen (an answer taken in another window) is now played at a table: its
    // screen opens again as such (`Session::at_table`).
    if let Some((ctx, id)) = shown {
        reopen_if_shown(ctx, id);
    }
    touch();
}

/// A guest the host has not answered yet says hello again.
fn hello_again(peer: Peer, tries: u32) {
    if tries == 0 || LIVE.with_borrow(|l| l.as_ref().is_none_or(|l| l.host || l.joined)) {
        return;
    }
    set_timeout(
        move || {
            let again = with_live(|live| {
                let waiting = !live.host && !live.joined;
                if let Some(hello) = live.phone.hello().filter(|_| waiting) {
                    web_sys::console::info_1(&"No answer from the host yet: saying hello again.".into());
                    send_out(live, vec![(Some(peer), hello)]);
                }
                waiting
            });
            if again == Some(true) {
                hello_again(peer, tries - 1);
            }
        },
        std::time::Duration::from_millis(HELLO_AGAIN_MS),
    );
}

fn closed(peer: Peer) {
    let Some((ctx, id, who, host)) = with_live(|live| {
        let seat = live.channels.iter().find(|c| c.peer == peer).and_then(|c| c.seat);
        live.channels.retain(|c| c.peer != peer);
        live.phone.left(peer);
        // A seat, or none: Sidibaba's Leader, named last.
        let who = seat.and_then(|s| s.map_or(live.names.last(), |s| live.names.get(usize::from(s)))).cloned();
        (live.ctx, live.id.clone(), who, live.host)
    }) else {
        return;
    };
    let lang = ctx.lang.get_untracked();
    let text = match (host, who) {
        (true, Some(name)) => Msg::TableLeft.fill(lang, &[("name", &name)]),
        (true, None) => return touch(),
        (false, _) => {
            LIVE.set(None);
            Msg::TableHostLeft.text(lang).into()
        }
    };
    tell(ctx, &id, text);
    // The game's screen opens again: links to send where no phone is left to take the moves.
    reopen_if_shown(ctx, id);
    touch();
}

/// The game `id`'s screen, if it is the one shown, opens again.
fn reopen_if_shown(ctx: Ctx, id: String) {
    if ctx.route.get_untracked() == Route::Play(id) {
        ctx.reopen.update(|n| *n += 1);
    }
}

/// A notice on the game's screen (or its table's).
fn tell(ctx: Ctx, id: &str, text: String) {
    let route = match ctx.route.get_untracked() {
        Route::Invite(i) if i == id => Route::Invite(i),
        _ => Route::Play(id.to_string()),
    };
    ctx.notice.set(Some(crate::ui::saves::Notice { route, text }));
}

/// A message from `peer`: read, heard by the host or guest, answered; the game saved.
fn heard(peer: Peer, data: JsValue) {
    let bytes = js_sys::Uint8Array::new(&data).to_vec();
    let message = match Message::from_bytes(&bytes) {
        Ok(m) => m,
        Err(e) => return web_sys::console::warn_1(&format!("A message from another phone was refused: {e:?}").into()),
    };
    let joined_seat = match message {
        Message::Join { seat, .. } => Some(seat),
        _ => None,
    };
    let Some((heard, first, entry, ctx, id)) = with_live(|live| {
        let now = crate::ui::context::now_precise();
        let (mut out, heard) = live.phone.hear(peer, message, now);
        // A guest's own move came back: its next one goes.
        let table = live.phone.record();
        let ahead = live.latest.as_ref().filter(|l| !live.host && l.action_count() > table.action_count());
        let ahead = ahead.filter(|l| l.extends(&table)).cloned();
        if let (Some(latest), Heard::Moved(_)) = (&ahead, &heard) {
            out.extend(live.phone.played(latest, now));
        }
        send_out(live, out);
        let seated = joined_seat.filter(|s| live.phone.seats().contains(s));
        if let Some(seat) = seated {
            if let Some(c) = live.channels.iter_mut().find(|c| c.peer == peer) {
                c.seat = Some(seat);
            }
        }
        let first = !live.joined && !matches!(heard, Heard::Refused(_));
        live.joined |= first;
        // A guest's seat; `None`: Sidibaba's Leader, whose seat in the rules follows the party's.
        let seat = live.phone.seats().first().copied().flatten().or_else(|| table.leader_of_the_thieves());
        let device = if live.host { None } else { seat.map(Device::Player) };
        let entry = SaveEntry {
            last_played: crate::app::clock::now_ms(),
            // The record as heard (a guest's next move sent since changes nothing in it).
            record: table,
            device: device.unwrap_or(Device::Unknown),
        };
        // The screen already shows this phone's moves beyond the table's: nothing to follow.
        let heard = if ahead.is_some() && matches!(heard, Heard::Moved(_)) { Heard::Nothing } else { heard };
        (heard, first, (entry, live.host, seated.is_some()), live.ctx, live.id.clone())
    }) else {
        return web_sys::console::warn_1(&"A message from another phone came with no table open here.".into());
    };
    touch();
    // A phone took its seat: the game on screen here no longer plays it.
    if entry.1 && entry.2 {
        reopen_if_shown(ctx, id.clone());
    }
    let entry = (entry.0, entry.1);
    arrive(ctx, &id, heard, first, entry);
}

/// What a message heard does to the game saved here.
fn arrive(ctx: Ctx, id: &str, heard: Heard, first: bool, (entry, host): (SaveEntry, bool)) {
    let lang = ctx.lang.get_untracked();
    if first {
        // A guest's game, as the host has it: saved here, and opened.
        saves::arrived(ctx, id, entry, true, None);
        return replace_in(ctx, Route::Play(id.to_string()));
    }
    let entry = if host { SaveEntry { device: device_of(ctx, id).unwrap_or(entry.device), ..entry } } else { entry };
    match heard {
        Heard::Moved(_) => saves::arrived(ctx, id, entry, false, None),
        Heard::Refused(_) if !LIVE.with_borrow(|l| l.as_ref().is_some_and(|l| l.joined)) => {
            joining().set(Joining::Refused);
            LIVE.set(None);
        }
        Heard::Refused(_) => saves::arrived(ctx, id, entry, true, Some(Msg::TableTooLate.text(lang).into())),
        Heard::Diverged(_) => tell(ctx, id, Msg::LinkDiverged.text(lang).into()),
        Heard::Paused(paused) => pause_heard().set(Some(paused)),
        Heard::Nothing | Heard::Gap | Heard::Illegal(_) => {}
    }
}

/// The device a saved game has here (memory first: it is newer when storage failed).
fn device_of(ctx: Ctx, id: &str) -> Option<Device> {
    use crate::app::storage::{LocalStore, Saves};
    let kept = ctx.unsaved.with_value(|m| m.get(id).map(|e| e.device));
    kept.or_else(|| Some(Saves(LocalStore).load(id).ok()??.ok()?.device))
}

/// A guest's connection failed before it joined.
pub fn failed() {
    joining().set(Joining::Failed);
}

/// The seats played at the table of the game `id`, as this phone knows them.
pub fn seats(id: &str) -> Option<Vec<Option<Seat>>> {
    LIVE.with_borrow(|l| l.as_ref().filter(|l| l.id == id).map(|l| l.phone.seats()))
}

/// How many seats of the game `id`'s table a guest may still take.
pub fn free(id: &str) -> Option<usize> {
    LIVE.with_borrow(|l| l.as_ref().filter(|l| l.id == id).map(|l| l.phone.free()))
}

/// The game `id` was saved here with a move made on this phone: it goes to the table.
pub fn played(id: &str, record: &AnyRecord) {
    with_live(|live| {
        if live.id == id {
            live.latest = Some(record.clone());
            let out = live.phone.played(record, crate::ui::context::now_precise());
            send_out(live, out);
        }
    });
}

/// The seats other phones play, where this phone hosts the game on screen.
pub fn away_here() -> Vec<Seat> {
    let hosted = LIVE.with_borrow(|l| l.as_ref().filter(|l| l.host).map(|l| l.phone.away()));
    hosted.filter(|_| at_table_here()).unwrap_or_default()
}

/// Whether the game on screen is played at a table.
pub fn at_table_here() -> bool {
    LIVE.with_borrow(|l| {
        l.as_ref().is_some_and(|l| {
            l.ctx.route.get_untracked() == Route::Play(l.id.clone()) && l.channels.iter().any(|c| c.open)
        })
    })
}

/// What this phone says while `name` plays on another (`to_act`, of `seats`). In real time, the
/// Leader's phone (he is named last): the whole party plays on another; an Adventurer's: another
/// Adventurer plays on the party's phone or their own. Otherwise, at a table: "Tom plays on
/// their own phone".
pub fn waiting_words(
    lang: Lang,
    name: &str,
    (to_act, seats): (Option<Seat>, usize),
    device: Device,
    real_time: bool,
) -> Option<String> {
    if let (true, Device::Player(me), Some(to_act)) = (real_time, device, to_act) {
        let leader = seats.saturating_sub(1);
        if usize::from(me) == leader {
            return Some(Msg::TablePartyPlays.text(lang).to_string());
        }
        if usize::from(to_act) != leader {
            return Some(Msg::TableOnAnotherPhone.fill(lang, &[("name", name)]));
        }
    }
    at_table_here().then(|| Msg::TableOnTheirPhone.fill(lang, &[("name", name)]))
}

/// "Play on several phones" in the menu of a game in real time; at a table of a game played
/// by turns, "Leave the table", to go on with links.
pub fn phones_button(lang: Lang, shown: bool) -> Option<AnyView> {
    if shown {
        return Some(view! {
            <button class="btn" data-testid="play-on-phones" on:click=move |_| crate::ui::context::invite()>{Msg::PlayOnPhones.text(lang)}</button>
        }
        .into_any());
    }
    at_table_here().then(|| {
        view! { <button class="btn" data-testid="leave-table" on:click=move |_| leave()>{Msg::TableLeave.text(lang)}</button> }
            .into_any()
    })
}

/// This phone leaves the table: its channels close (the others hear it left), and the game
/// goes on here with links, as before it joined.
fn leave() {
    // Taken first: the channels' own "close" events then find no table here.
    let Some(live) = LIVE.take() else { return };
    for c in &live.channels {
        c.channel.close();
    }
    let lang = live.ctx.lang.get_untracked();
    tell(live.ctx, &live.id, Msg::TableYouLeft.text(lang).into());
    reopen_if_shown(live.ctx, live.id.clone());
    touch();
}

/// The game this phone hosts a table of.
pub fn hosted() -> Option<String> {
    LIVE.with_borrow(|l| l.as_ref().filter(|l| l.host).map(|l| l.id.clone()))
}
