//! Opening a saved game, and what every game screen shares: the session (record, state, log,
//! device, undo), whose device this is, and the one click handler of drawn-as-markup tables.

use super::frame::{screen, Table};
use super::{go, load, refocus, store_soon, Route};
use crate::app::clock::now_ms;
use crate::app::i18n::{shown_name, Lang, Msg};
use crate::app::storage::{Device, EntryError, LocalStore, SaveEntry, Saves};
use crate::games::record::{AnyRecord, Record};
use crate::games::{Game, GameId, Seat};
use leptos::prelude::*;

/// Opens the game saved under `id`.
pub fn play(lang: Lang, id: &str) -> AnyView {
    let entry = match load(id) {
        // The computer opponents and the hints think in the app with Sidibaba: the page starts
        // again with it.
        #[cfg(not(feature = "sidibaba"))]
        Some(Ok(entry)) if entry.record.has_computers() || super::frame::hints_wanted() => {
            return super::second_app(lang, entry.record.game())
        }
        Some(Ok(entry)) => entry,
        Some(Err(EntryError::Newer)) => return problem(lang, Msg::NewerSave),
        Some(Err(EntryError::SecondApp)) => return super::second_app(lang, GameId::Sidibaba),
        Some(Err(EntryError::Corrupt)) => return problem(lang, Msg::CorruptSave),
        None if Saves(LocalStore).list().is_err() => return problem(lang, Msg::StorageUnavailable),
        None => return problem(lang, Msg::GameNotFound),
    };
    let SaveEntry { record, device, .. } = entry;
    match record {
        AnyRecord::AliBaba(r) => screen(lang, id, r, device),
        AnyRecord::ThousandAndOne(r) => screen(lang, id, r, device),
        #[cfg(feature = "sidibaba")]
        AnyRecord::Sidibaba(r) => screen(lang, id, r, device),
    }
}

/// The small picture of a saved game's position, for the list on the home screen.
pub fn thumbnail(record: &AnyRecord) -> Option<String> {
    fn of<G: Table>(record: &Record<G>) -> Option<String> {
        let state = replay(record)?.0;
        Some(G::thumbnail(&G::view(&state, G::to_act(&state).unwrap_or(0))))
    }
    match record {
        AnyRecord::AliBaba(r) => of(r),
        AnyRecord::ThousandAndOne(r) => of(r),
        #[cfg(feature = "sidibaba")]
        AnyRecord::Sidibaba(r) => of(r),
    }
}

pub fn problem(lang: Lang, msg: Msg) -> AnyView {
    view! {
        <div class="banner error" role="alert"><p>{msg.text(lang)}</p></div>
        <button class="btn primary" on:click=move |_| go(Route::Home)>{Msg::BackHome.text(lang)}</button>
    }
    .into_any()
}

/// The nearest element of a click that carries an action or a destination.
pub fn clicked(ev: &leptos::ev::MouseEvent) -> Option<web_sys::Element> {
    use wasm_bindgen::JsCast;
    let target = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    target.closest("[data-act],[data-nav],[data-ui],[data-why]").ok().flatten()
}

/// Asked once for a game that came by link: whose device is this? (`people`: the seats a person
/// plays; the computer opponents' are not offered.)
pub fn who_are_you(lang: Lang, names: &[String], people: &[bool], choose: Callback<Device>) -> impl IntoView {
    view! {
        <section class="handoff" aria-labelledby="who-title">
            <div class="card">
                <h1 id="who-title">{Msg::WhoAreYou.text(lang)}</h1>
                <p>{Msg::WhoAreYouHint.text(lang)}</p>
                {names.iter().enumerate().filter(|&(seat, _)| people[seat]).map(|(seat, name)| {
                    let seat = seat as Seat;
                    view! {
                        <button class="btn primary" data-seat=seat on:click=move |_| choose.run(Device::Player(seat))>
                            {Msg::IAmPlayer.fill(lang, &[("name", name)])}
                        </button>
                    }
                }).collect_view()}
                <button class="btn" on:click=move |_| choose.run(Device::PassAndPlay) data-focus>{Msg::EveryoneHere.text(lang)}</button>
            </div>
        </section>
    }
}

pub fn device_picker(
    lang: Lang,
    names: &[String],
    people: &[bool],
    device: Device,
    choose: Callback<Device>,
) -> impl IntoView {
    let options: Vec<(String, String)> = std::iter::once(("all".to_string(), Msg::EveryoneHere.text(lang).to_string()))
        .chain(
            names
                .iter()
                .enumerate()
                .filter(|&(s, _)| people[s])
                .map(|(s, n)| (s.to_string(), Msg::IAmPlayer.fill(lang, &[("name", n)]))),
        )
        .collect();
    let current = match device {
        Device::Player(s) => s.to_string(),
        _ => "all".to_string(),
    };
    let choose = Callback::new(move |value: String| {
        choose.run(value.parse::<Seat>().map_or(Device::PassAndPlay, Device::Player))
    });
    menu("field device", Msg::DeviceLabel.text(lang).into(), "device".into(), options, current, choose)
}

/// A labelled menu of `options` (value, words), `current` chosen: the device, who plays a seat,
/// hints. One function draws them all (each menu drawn apart would cost the first load bytes).
pub fn menu(
    class: &'static str,
    label: String,
    testid: String,
    options: Vec<(String, String)>,
    current: String,
    choose: Callback<String>,
) -> impl IntoView {
    view! {
        <label class=class>
            {label}
            <select data-testid=testid on:change=move |ev| choose.run(event_target_value(&ev))>
                {options.into_iter().map(|(value, label)| {
                    let selected = value == current;
                    view! { <option value=value selected=selected>{label}</option> }
                }).collect_view()}
            </select>
        </label>
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
