//! The session core: one game on one device, as a plain state machine (no web type, no clock).
//!
//! The page turns what happens (a tap, a timer, the page hidden) into an [`Input`] with the time
//! it happened, and does what the [`Effect`]s returned say (draw again, save, wake up later,
//! think a slice, move focus). Everything the frame decides lives here and is tested natively:
//! which screen is shown ([`Session::screen`]), when undo is offered, when a hand-off is owed,
//! how the computer seats are paced, how real time is caught up, what a pause writes, what a
//! playback shows.

mod at_table;
mod coach;
mod games;
pub mod table;
#[cfg(test)]
mod tests;

pub use coach::{check as check_lesson, Anchor, Coach, Cursor, LessonError};

use crate::ai::{Reason, Thinking};
use crate::app::storage::Device;
use crate::games::record::Record;
use crate::games::{Game, Seat};

/// What a game brings to the session core: the frame's decisions about it (its drawing and words
/// are the UI's `Table`).
pub trait Framed:
    Game<Action: Send + Sync, State: Send + Sync, Event: Send + Sync, Config: Send + Sync> + Sized + 'static
{
    /// Played against the clock by everyone at one device (Sidibaba): no turns handed over, no
    /// device to choose, no links; the news is what the last action did.
    const REAL_TIME: bool = false;
    /// Seats may be played by the app in this build (`Game::played_by_app`, `app_think`): only
    /// then is the frame's code for them built for the game.
    const APP_SEATS: bool = false;
    /// A choice being made on the table that is no action yet (turning a card before laying it).
    type Draft: Copy + Default + PartialEq + std::fmt::Debug + Send + Sync + 'static;
    /// Whether the table of `view` shows something the others must not see: in pass-and-play a
    /// hand-off comes before it. `draft`: what the player is looking at (a bag).
    fn private(view: &Self::View, draft: Self::Draft) -> bool;
    /// A `data-ui` button: the new draft, or the action it completes.
    fn draft(_key: &str, draft: Self::Draft) -> Result<Self::Draft, Self::Action> {
        Ok(draft)
    }
    /// A big decision that cannot be taken back: the player confirms it first.
    fn asks_first(_view: &Self::View, _action: Self::Action) -> bool {
        false
    }
    /// The seat whose turn `event` begins.
    fn turn_begins(event: &Self::Event) -> Option<Seat>;
    /// On a device where everyone plays: whose view the table shows when it is `to_act`'s
    /// decision and `draft` is chosen. Never a seat the app plays: the app has no screen.
    fn shown_seat(_state: &Self::State, to_act: Option<Seat>, _draft: Self::Draft) -> Seat {
        to_act.unwrap_or(0)
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
    /// Whether `view`'s table shows the part called `name` (`data-region`), which a lesson's
    /// coach may point at.
    fn region(view: &Self::View, name: &str) -> bool;
    /// The `data-ui` button that leads towards `action` when it is not a choice of the table yet
    /// (a card to turn before it is laid, a bag to open): what a lesson's coach points at.
    fn toward(_view: &Self::View, _draft: Self::Draft, _action: Self::Action) -> Option<String> {
        None
    }
    /// The decision of `seat`, played by the app, from its view only: made at once, or a search
    /// the page thinks out in slices.
    fn app_think(_config: &Self::Config, _seat: Seat, _view: &Self::View, _seed: u64) -> Option<Thinking<Self>> {
        None
    }
    /// Part `part` of the warm-up before the page's first decision by the app in a game of
    /// `config` (`ai::warm_up`); whether another part follows.
    fn warm_up(_config: &Self::Config, _part: u8) -> bool {
        false
    }
    /// What the strong computer player would do in `view`'s seat, and why (`APP_SEATS` only).
    fn hint(_view: &Self::View, _seed: u64) -> Option<(Self::Action, Reason)> {
        None
    }
}

/// What happened, as the page tells it (with the time it happened, in milliseconds).
#[derive(Clone, Debug, PartialEq)]
pub enum Input {
    /// A button of the table: the index of its action among the view's choices.
    Act(usize),
    /// A `data-ui` button of the table (a draft), or `HIDE`.
    Ui(String),
    /// The confirmation sheet's answer.
    Confirm(bool),
    Undo,
    /// The player on the hand-off screen is there.
    Handoff(Seat),
    /// The link left the app.
    Sent,
    Rematch,
    Device(Device),
    /// The finished game again, from the deal.
    Replay,
    /// Real time: stop the clock and hide the table, or go on.
    Pause,
    Resume,
    /// The page was hidden or left: a pause, saved at once.
    Hidden,
    /// The playback goes to the position after this many actions, or ends (`None`).
    Step(Option<usize>),
    /// The computer opponents play on at once, up to the next person's decision.
    Hurry,
    /// "What would the strong player do?"
    Hint,
    /// Hints offered on this device, or not.
    Hints(bool),
    /// The drawn time's tick (real time): a lamp may have burnt out meanwhile.
    Tick,
    /// A wake-up asked for by `Effect::WakeAt`.
    Wake,
    /// A lesson's coach: Next.
    Next,
}

/// What the page must do after an input.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Effect {
    /// What is shown changed: draw again.
    Changed,
    /// The record or the device changed: save (soon).
    Save,
    /// Write what is waiting to be saved now: the page may not live to the next task.
    SaveNow,
    /// Move focus to what the new screen asks for.
    Refocus,
    /// Send `Input::Wake` at this time.
    WakeAt(f64),
    /// Think decision `id` out in slices (`Session::thinking`), in a task of its own, then
    /// tell it with `Session::decided`.
    Think(u32),
    /// Remember whether this device offers hints.
    RememberHints(bool),
    /// The same players and settings again, a new deal (`Session::rematch`).
    Rematch,
}

/// Each effect once, in the order first asked for (a move and the timeout before it both save).
fn once(fx: Vec<Effect>) -> Vec<Effect> {
    let mut out = Vec::with_capacity(fx.len());
    for effect in fx {
        if !out.contains(&effect) {
            out.push(effect);
        }
    }
    out
}

/// The `data-ui` key of a button that closes a private table (a person Leader's console):
/// nobody sees it until its owner takes the device again on the hand-off.
pub const HIDE: &str = "hide";

/// How long each of the others' moves stays on screen when the device is handed on.
pub const STEP_MS: f64 = 1300.0;
/// At most this many of the others' actions are played back (the history has them all).
pub const MOST_STEPS: usize = 12;

/// The actions from the `from`th to the `to`th (the last few), as a playback; `None` if there
/// are none, or if the player asked for less motion (the marks on the board stay).
fn moves_since(from: usize, to: usize, viewer: Option<Seat>, calm: bool) -> Option<Playback> {
    let from = from.max(to.saturating_sub(MOST_STEPS));
    (!calm && from < to).then_some(Playback { at: from + 1, from, to, viewer, auto: true })
}
/// A seat the app plays waits this long before it answers a person while the timer runs, so
/// that the table can follow; within its own chain of steps, and before the timer runs (setting
/// up), hardly at all.
pub const APP_MOVE_MS: f64 = 400.0;
pub const APP_QUICK_MS: f64 = 40.0;
/// A computer opponent's action stays this long on the table before its next one, so that the
/// people can follow (Skip plays the rest at once).
pub const APP_TURN_MS: f64 = 900.0;

/// A stretch of the record shown action by action: the others' moves when a player takes the
/// device (it plays by itself, and can be skipped), or a finished game from the deal (stepped
/// by hand).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Playback {
    /// The position shown: after this many actions of the record.
    pub at: usize,
    pub from: usize,
    pub to: usize,
    /// Whose view is shown; `None`: a finished game's, from the seat after whoever acted.
    pub viewer: Option<Seat>,
    pub auto: bool,
}

/// The app's decision in the position after `moves` actions: thought out from the moment the
/// position arises, played once made and the table has stood until `due` (at once after Skip).
#[derive(Clone, Copy, Debug)]
struct Thought<A> {
    id: u32,
    moves: usize,
    due: f64,
    action: Option<A>,
}

/// Real time: the running timer, counted from the times of inputs.
#[derive(Clone, Copy, Debug)]
struct Clock {
    /// When the time on the running timer was last written into the record (an action, a
    /// pause) or the game went on after a pause.
    since: f64,
    /// The time stands still and the table is hidden.
    paused: bool,
    /// At a table, the time spent before a pause, which nothing wrote into the record: it counts
    /// on the next move.
    held: f64,
}

/// A hint given: for the position after `moves` actions, the choice's index and why.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Hint {
    pub moves: usize,
    pub index: usize,
    pub reason: Reason,
}

/// The screen to draw now.
pub enum Screen<G: Game> {
    /// A link's first opening: whose device is this?
    WhoAreYou,
    /// Real time stands still: the time left.
    Paused {
        left: u32,
    },
    /// The device goes to `seat`, whose table is private. `undo`: the last move may still be
    /// taken back, here.
    Handoff {
        seat: Seat,
        view: G::View,
        undo: bool,
    },
    Playback(Playback),
    Table(TableScreen<G>),
}

/// The table of `seat`, and the frame around it.
pub struct TableScreen<G: Game> {
    pub seat: Seat,
    pub view: G::View,
    pub to_act: Option<Seat>,
    /// The seat the app plays now (a turn-based game's frame says so).
    pub app_now: Option<Seat>,
    /// This device waits for someone else's link.
    pub waiting: bool,
    /// The record goes on as a link now.
    pub share: bool,
    /// The last move may be taken back here.
    pub undo: bool,
    /// A big decision waiting for its confirmation.
    pub question: Option<G::Action>,
    /// A hint may be asked for now.
    pub hint_ask: bool,
    pub hint: Option<Hint>,
}

/// One game on one device: its record, the state it replays to, the public log, whose device
/// this is, and what the frame shows and waits for.
pub struct Session<G: Framed> {
    record: Record<G>,
    state: G::State,
    log: Vec<G::Event>,
    device: Device,
    /// The seat that may take back the last action (`Game::undoable`), until anyone else has
    /// seen anything. Not saved: after a reload nothing can be taken back.
    undo: Option<Seat>,
    /// Where the last action's events begin in `log` (what "just happened").
    last: usize,
    /// Who began (their first turn has no event that begins it).
    first: Option<Seat>,
    /// Pass and play, hidden information: the seat that confirmed on the hand-off screen.
    viewer: Option<Seat>,
    draft: G::Draft,
    pending: Option<G::Action>,
    playback: Option<Playback>,
    /// When an automatic playback moves on.
    step_due: f64,
    /// The player asked their system for less motion: no playback of the others' moves.
    calm: bool,
    clock: Clock,
    thought: Option<Thought<G::Action>>,
    thoughts: u32,
    /// The computer opponents play on at once (Skip), until a person acts.
    hurry: bool,
    /// The app has played the last actions in a row.
    chain: bool,
    hints_on: bool,
    hint: Option<Hint>,
    /// A lesson's script and where it stands (`coach`).
    lesson: Option<coach::Coached>,
    /// The action being played is outside a lesson's plays (a pause).
    aside: bool,
    /// This device is one phone of a table (`ui::table`): a move saved has gone to the others,
    /// and no link is to be sent.
    table: at_table::Table,
}

impl<G: Framed> Session<G> {
    /// Replays `record` for `device`; `None` if it does not replay (a damaged save). `calm`: the
    /// player asked for less motion; `hints_on`: this device offers hints.
    pub fn open(record: Record<G>, device: Device, now: f64, calm: bool, hints_on: bool) -> Option<Self> {
        // Sidibaba's Leader, where a person plays him, has the seat after the party's.
        let leader = G::leader_of_the_thieves(&record.config).is_some();
        if !device.fits(G::player_names(&record.config).len() + usize::from(leader)) {
            return None;
        }
        let replayed = record.replay_to(record.actions.len()).ok()?;
        let device = match device {
            // A game in real time is played around one device: nobody to ask whose it is (a
            // finished expedition that came by link).
            Device::Unknown if G::REAL_TIME => Device::PassAndPlay,
            // A save that has the device held by a seat the app plays (made by hand): no person
            // is there, so the device is asked for again, among the people.
            Device::Player(seat) if G::played_by_app(&record.config, seat) => Device::Unknown,
            device => device,
        };
        let first = G::new(&record.config, record.seed).ok().and_then(|s| G::to_act(&s));
        // A game opened with its timer running starts paused: the players go on when they are
        // ready (after a reload, the time left is what it was when the page went).
        let paused = G::REAL_TIME && G::time_left(&replayed.state).is_some();
        let mut session = Session {
            last: replayed.log.len(),
            state: replayed.state,
            log: replayed.log,
            record,
            device,
            undo: None,
            first,
            viewer: None,
            draft: G::Draft::default(),
            pending: None,
            playback: None,
            step_due: 0.0,
            calm,
            clock: Clock { since: now, paused, held: 0.0 },
            thought: None,
            thoughts: 0,
            hurry: false,
            chain: false,
            hints_on: G::APP_SEATS && hints_on,
            hint: None,
            lesson: None,
            aside: false,
            table: at_table::Table::default(),
        };
        // A turn that came by link: first what the others did.
        session.playback = session.link_turn();
        Some(session)
    }

    /// The first effects of an opened session: the computer seat to play starts thinking, the
    /// playback to move on.
    pub fn start(&mut self, now: f64) -> Vec<Effect> {
        let mut fx = Vec::new();
        self.start_playback(now, &mut fx);
        self.plan(now, &mut fx);
        fx
    }

    pub fn record(&self) -> &Record<G> {
        &self.record
    }
    pub fn state(&self) -> &G::State {
        &self.state
    }
    pub fn log(&self) -> &[G::Event] {
        &self.log
    }
    pub fn device(&self) -> Device {
        self.device
    }
    pub fn draft(&self) -> G::Draft {
        self.draft
    }
    pub fn hints_on(&self) -> bool {
        self.hints_on
    }
    pub fn moves(&self) -> usize {
        self.record.actions.len()
    }
    /// The seat that may take back the last action, while it may.
    pub fn undo_by(&self) -> Option<Seat> {
        self.undo
    }

    /// Which seats people play (the others are the app's).
    pub fn people(&self) -> Vec<bool> {
        let seats = G::player_names(&self.record.config).len();
        (0..seats).map(|s| !G::APP_SEATS || !G::played_by_app(&self.record.config, s as Seat)).collect()
    }

    /// What happens now: the input at `now`, and what the page must do for it.
    pub fn input(&mut self, input: Input, now: f64) -> Vec<Effect> {
        let mut fx = Vec::new();
        match input {
            Input::Act(_) | Input::Ui(_) => self.tap(input, now, &mut fx),
            Input::Confirm(yes) => {
                let action = self.pending.take();
                fx.push(Effect::Changed);
                match action {
                    Some(action) if yes => self.play(action, now, &mut fx),
                    _ => fx.push(Effect::Refocus),
                }
            }
            Input::Next => self.coach_next(now, &mut fx),
            Input::Undo => {
                if self.take_back(&mut fx) {
                    self.draft = G::Draft::default();
                    self.pending = None;
                }
            }
            Input::Handoff(seat) => self.handoff(seat, now, &mut fx),
            Input::Sent => self.seal(&mut fx),
            Input::Rematch => fx.push(Effect::Rematch),
            Input::Device(device) => self.choose_device(device, now, &mut fx),
            Input::Replay => {
                let to = self.moves();
                self.playback = Some(Playback { at: 0, from: 0, to, viewer: None, auto: false });
                fx.extend([Effect::Changed, Effect::Refocus]);
            }
            Input::Step(at) => {
                self.playback = self.playback.zip(at).map(|(p, at)| Playback { at: at.min(p.to), auto: false, ..p });
                fx.extend([Effect::Changed, Effect::Refocus]);
            }
            Input::Pause => self.pause(now, &mut fx),
            Input::Hidden => {
                self.pause(now, &mut fx);
                fx.push(Effect::SaveNow);
            }
            // Going on where nothing stood still (a table's word heard twice) changes nothing.
            Input::Resume if !self.clock.paused => {}
            Input::Resume => {
                self.clock = Clock { since: now - self.clock.held, paused: false, held: 0.0 };
                fx.extend([Effect::Changed, Effect::Refocus]);
            }
            Input::Hurry if G::APP_SEATS => {
                self.hurry = true;
                self.play_thought(now, &mut fx);
            }
            Input::Hint if G::APP_SEATS => self.give_hint(&mut fx),
            Input::Hints(on) if G::APP_SEATS => {
                self.hints_on = on;
                fx.extend([Effect::RememberHints(on), Effect::Changed]);
            }
            Input::Hurry | Input::Hint | Input::Hints(_) => {}
            Input::Tick => self.catch_up(now, &mut fx),
            Input::Wake => self.wake(now, &mut fx),
        }
        self.plan(now, &mut fx);
        // At a table the move saved has gone to the others: no taking it back.
        if self.table.on && fx.contains(&Effect::Save) {
            self.seal(&mut fx);
        }
        once(fx)
    }

    /// A tap on the table: an action, a draft, or the closing of a private table.
    fn tap(&mut self, input: Input, now: f64, fx: &mut Vec<Effect>) {
        if input == Input::Ui(HIDE.into()) {
            self.viewer = None;
            self.draft = G::Draft::default();
            fx.extend([Effect::Changed, Effect::Refocus]);
            return;
        }
        if !self.coach_allows(&input, fx) {
            return;
        }
        let view = G::view(&self.state, self.seat_now());
        let action = match input {
            Input::Act(i) => G::choices(&view).get(i).copied(),
            Input::Ui(key) => match G::draft(&key, self.draft) {
                Ok(draft) => {
                    self.draft = draft;
                    fx.extend([Effect::Changed, Effect::Refocus]);
                    None
                }
                Err(action) => Some(action),
            },
            _ => None,
        };
        let Some(action) = action else { return };
        if G::asks_first(&view, action) {
            self.pending = Some(action);
            fx.extend([Effect::Changed, Effect::Refocus]);
        } else {
            self.chain = false;
            self.hurry = false;
            self.play(action, now, fx);
        }
    }

    /// The next player took the device.
    fn handoff(&mut self, seat: Seat, now: f64, fx: &mut Vec<Effect>) {
        // The next player has seen the table: what was played stays played.
        if self.undo != Some(seat) {
            self.seal(fx);
        }
        self.viewer = Some(seat);
        // In real time nobody waits for a replay while a lamp burns: the others' moves are
        // marked on the table instead.
        self.playback = if G::REAL_TIME { None } else { self.their_moves(seat) };
        self.start_playback(now, fx);
        fx.extend([Effect::Changed, Effect::Refocus]);
    }

    fn choose_device(&mut self, device: Device, now: f64, fx: &mut Vec<Effect>) {
        if !device.fits(G::player_names(&self.record.config).len()) {
            return;
        }
        self.seal(fx);
        self.device = device;
        fx.extend([Effect::Save, Effect::Refocus, Effect::Changed]);
        // A link's first opening: "I am Tom", and it is Tom's turn.
        if let Some(p) = self.link_turn() {
            self.playback = Some(p);
            self.start_playback(now, fx);
        }
    }

    /// A turn that came by link, on the device of the player to act: the others' moves.
    fn link_turn(&self) -> Option<Playback> {
        match self.device {
            Device::Player(me) if G::to_act(&self.state) == Some(me) => self.their_moves(me),
            _ => None,
        }
    }

    /// Whether this device is one phone of a table. There a move that came from another phone
    /// opens the game again with its lamp burning: the others' clocks did not stop.
    pub fn at_table(&mut self, on: bool) {
        self.table.on = on;
        if on && self.lesson.is_none() {
            self.clock.paused = false;
        }
    }

    /// The moves from the `from`th on were made in another window of the app: they are shown
    /// as the others' moves are. Before `start`. (Not inlined: inlined into every game's screen,
    /// it cost the first app about 800 bytes.)
    #[inline(never)]
    pub fn made_elsewhere(&mut self, from: usize) {
        let viewer = match self.device {
            Device::Player(me) => Some(me),
            _ => None,
        };
        self.playback = moves_since(from, self.moves(), viewer, self.calm || G::REAL_TIME);
    }

    /// The actions of the others since `seat` last acted, as a playback.
    fn their_moves(&self, seat: Seat) -> Option<Playback> {
        let turns = self.record.replay_to(self.moves()).ok()?.turns;
        let from = turns.iter().rposition(|t| t.actor == Some(seat)).map_or(0, |i| i + 1);
        moves_since(from, self.moves(), Some(seat), self.calm)
    }

    fn start_playback(&mut self, now: f64, fx: &mut Vec<Effect>) {
        if self.playback.is_some_and(|p| p.auto) {
            self.step_due = now + STEP_MS;
            fx.push(Effect::WakeAt(self.step_due));
        }
    }

    /// A wake-up: the playback moves on, a decision made is played, when their time has come.
    fn wake(&mut self, now: f64, fx: &mut Vec<Effect>) {
        if let Some(p) = self.playback.filter(|p| p.auto && now >= self.step_due) {
            self.playback = (p.at < p.to).then_some(Playback { at: p.at + 1, ..p });
            self.start_playback(now, fx);
            fx.extend([Effect::Changed, Effect::Refocus]);
        }
        self.catch_up(now, fx);
        self.play_thought(now, fx);
    }

    /// Someone else has seen the game (the next player took the device, or the turn left as a
    /// link): what was played stays played.
    fn seal(&mut self, fx: &mut Vec<Effect>) {
        if self.undo.take().is_some() {
            fx.push(Effect::Changed);
        }
    }

    /// Plays `action` for whoever is to act, with the time it took in real time.
    fn play(&mut self, action: G::Action, now: f64, fx: &mut Vec<Effect>) {
        self.catch_up(now, fx);
        let action = if self.running() { G::after_ms(action, self.spent(now)) } else { action };
        if self.dispatch(action, fx) {
            self.clock.since = now;
            self.draft = G::Draft::default();
        }
    }

    /// Plays `action` if the rules allow it (only legal choices are ever offered, so a refusal
    /// changes nothing and says nothing).
    fn dispatch(&mut self, action: G::Action, fx: &mut Vec<Effect>) -> bool {
        let mut next = self.state.clone();
        let Ok(events) = G::apply(&mut next, action) else { return false };
        // A computer opponent takes nothing back.
        let actor = G::to_act(&self.state).filter(|&s| !G::APP_SEATS || !G::played_by_app(&self.record.config, s));
        self.undo = actor.filter(|_| G::undoable(&self.state, &next, &events));
        let scripted = self.scripted();
        self.record.actions.push(action);
        self.last = self.log.len();
        self.log.extend(events);
        self.state = next;
        self.coach_after(action, scripted, actor.is_some(), self.aside);
        // Every change of position forgets the app's thought (an undo and a new move may come
        // back to as many actions).
        self.thought = None;
        fx.extend([Effect::Changed, Effect::Refocus, Effect::Save]);
        // A standing order answers at once, with no hand-over (it took no time).
        if let Some(order) = G::standing(&self.state) {
            self.dispatch(order, fx);
        }
        true
    }

    /// Takes back the last action, if its player still may: the record loses it, the game is
    /// replayed without it and saved, so a save or a link made later never had it.
    fn take_back(&mut self, fx: &mut Vec<Effect>) -> bool {
        if self.undo.is_none() {
            return false;
        }
        let mut record = self.record.clone();
        if record.actions.pop().is_none() {
            return false;
        }
        let Ok(replayed) = record.replay_to(record.actions.len()) else { return false };
        self.record = record;
        self.undo = None;
        self.last = replayed.log.len();
        self.log = replayed.log;
        self.state = replayed.state;
        self.thought = None;
        fx.extend([Effect::Changed, Effect::Refocus, Effect::Save]);
        true
    }

    // ---- real time ------------------------------------------------------------------------

    /// The running timer's time as the record has it (before what is spent since).
    fn timer(&self) -> Option<u32> {
        if G::REAL_TIME {
            G::time_left(&self.state)
        } else {
            None
        }
    }

    fn running(&self) -> bool {
        !self.clock.paused && !self.coach_holds() && self.timer().is_some()
    }

    /// Milliseconds spent on the running timer since they were last written into the record.
    fn spent(&self, now: f64) -> u32 {
        let ms = now - self.clock.since;
        if self.running() && ms > 0.0 {
            ms.min(f64::from(u32::MAX)) as u32
        } else {
            // A table's pause holds what was spent before it.
            self.clock.held as u32
        }
    }

    /// The running timer's time left at `now`, while one runs or stands still.
    pub fn time_left(&self, now: f64) -> Option<u32> {
        self.timer().map(|left| left.saturating_sub(self.spent(now)))
    }

    /// A lamp burns and the game goes on: the screen stays on, the time in view.
    pub fn burning(&self) -> bool {
        self.running()
    }

    /// The timer ran out (maybe more than once, after a long wait for a tick): the lamp goes
    /// out with exactly its time, and what was spent beyond it counts on the next.
    fn catch_up(&mut self, now: f64, fx: &mut Vec<Effect>) {
        while let Some(left) = self.timer().filter(|_| self.running()) {
            if self.spent(now) < left {
                return;
            }
            let Some(out) = G::timeout(&self.state) else { return };
            if !self.dispatch(out, fx) {
                return;
            }
            self.clock.since += f64::from(left);
        }
    }

    /// Paused, hidden or left: the time spent goes into the record (and the save), the clock
    /// stops.
    fn pause(&mut self, now: f64, fx: &mut Vec<Effect>) {
        if !self.running() {
            return;
        }
        self.catch_up(now, fx);
        // At a table the lamp is the host's clock's, and the screen opens again at every move
        // heard: this phone's own pause (or the screen it leaves) writes nothing.
        if self.table.on {
            self.clock.held = f64::from(self.spent(now));
            self.clock.paused = true;
            return fx.push(Effect::Changed);
        }
        if let Some(action) = G::pause(&self.state, self.spent(now)) {
            self.aside = true;
            self.dispatch(action, fx);
            self.aside = false;
        }
        self.clock.paused = true;
        fx.push(Effect::Changed);
    }

    // ---- the seats the app plays ----------------------------------------------------------

    /// The seat the app plays that is to act now.
    fn app_to_act(&self) -> Option<Seat> {
        G::to_act(&self.state).filter(|&s| G::APP_SEATS && G::played_by_app(&self.record.config, s))
    }

    /// The app's decisions in the position after `moves` actions draw from this seed: the same
    /// position decides the same (a reload, a replay).
    fn seed_at(&self, moves: usize) -> u64 {
        self.record.seed ^ (moves as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    /// A seat the app plays starts thinking as soon as its position arises (the page thinks in
    /// a task of its own, not the one that drew the move before).
    fn plan(&mut self, now: f64, fx: &mut Vec<Effect>) {
        if !G::APP_SEATS || self.thought.is_some() || self.clock.paused || self.app_to_act().is_none() {
            return;
        }
        let wait = if G::REAL_TIME {
            // A pause before the app's first decision after a person's, none within its own
            // chain of steps (a token moving square by square).
            if self.running() && !self.chain {
                APP_MOVE_MS
            } else {
                APP_QUICK_MS
            }
        } else if self.hurry {
            APP_QUICK_MS
        } else {
            APP_TURN_MS
        };
        self.thoughts = self.thoughts.wrapping_add(1);
        self.thought = Some(Thought { id: self.thoughts, moves: self.moves(), due: now + wait, action: None });
        fx.push(Effect::Think(self.thoughts));
    }

    /// The search of decision `id`, if it is still wanted (the page thinks it out in slices).
    pub fn thinking(&self, id: u32) -> Option<Thinking<G>> {
        let thought = self.thought.filter(|t| t.id == id && t.action.is_none())?;
        if let Some(action) = self.scripted_reply() {
            return Some(Thinking::Done(action));
        }
        let seat = self.app_to_act()?;
        let view = G::view(&self.state, seat);
        G::app_think(&self.record.config, seat, &view, self.seed_at(thought.moves))
    }

    /// Decision `id` is made: played now if its time has come, else at its time.
    pub fn decided(&mut self, id: u32, action: G::Action, now: f64) -> Vec<Effect> {
        let mut fx = Vec::new();
        let Some(thought) = self.thought.as_mut().filter(|t| t.id == id && t.action.is_none()) else { return fx };
        thought.action = Some(action);
        let due = thought.due;
        if self.hurry || now >= due {
            self.play_thought(now, &mut fx);
        } else {
            fx.push(Effect::WakeAt(due));
        }
        self.plan(now, &mut fx);
        once(fx)
    }

    /// Plays the app's decision, once made, if the table has stood for its time (or Skip).
    fn play_thought(&mut self, now: f64, fx: &mut Vec<Effect>) {
        let Some(thought) = self.thought else { return };
        let Some(action) = thought.action else { return };
        if thought.moves != self.moves() || self.clock.paused || (!self.hurry && now < thought.due) {
            return;
        }
        self.thought = None;
        // What "just happened" is the app's whole chain since a person acted.
        let chain_from = self.chain.then_some(self.last);
        self.chain = true;
        self.play(action, now, fx);
        if let Some(from) = chain_from {
            self.last = from;
        }
    }

    /// A hint draws from a seed of its own in each position: asked again, it says the same.
    fn hint_seed(&self, moves: usize) -> u64 {
        self.seed_at(moves) ^ 0x4849_4E54
    }

    fn give_hint(&mut self, fx: &mut Vec<Effect>) {
        let view = G::view(&self.state, self.seat_now());
        let moves = self.moves();
        self.hint = G::hint(&view, self.hint_seed(moves)).and_then(|(action, reason)| {
            let index = G::choices(&view).iter().position(|&a| a == action)?;
            Some(Hint { moves, index, reason })
        });
        fx.extend([Effect::Changed, Effect::Refocus]);
    }

    /// The same players and settings again, a new deal from `seed`.
    pub fn rematch(&self, seed: u64) -> Option<Record<G>> {
        G::new(&self.record.config, seed).ok().map(|_| Record::new(self.record.config.clone(), seed))
    }

    // ---- what is shown ---------------------------------------------------------------------

    /// Whose view the table shows now.
    fn seat_now(&self) -> Seat {
        match self.device {
            Device::Player(me) => me,
            // The party's phone shows the party's table while the Leader decides elsewhere.
            _ if self.elsewhere(G::to_act(&self.state)) => G::shown_seat(&self.state, Some(0), self.draft),
            _ => self.person_seat(),
        }
    }

    /// On a device where everyone plays: whose view the table shows. While the app plays a seat,
    /// the person who plays after it watches (the app has no screen).
    fn person_seat(&self) -> Seat {
        let config = &self.record.config;
        let seat = G::shown_seat(&self.state, G::to_act(&self.state), self.draft);
        if !G::APP_SEATS || !G::played_by_app(config, seat) {
            return seat;
        }
        let n = G::player_names(config).len() as Seat;
        (1..n).map(|k| (seat + k) % n).find(|&s| !G::played_by_app(config, s)).unwrap_or(seat)
    }

    /// The events since `seat`'s last turn ended, up to the start of their current turn: what
    /// the others did that `seat` has not seen on their own table yet.
    pub fn news(&self, seat: Seat) -> &[G::Event] {
        let starts: Vec<(usize, Seat)> = (self.first.map(|s| (0, s)).into_iter())
            .chain(self.log.iter().enumerate().filter_map(|(i, e)| G::turn_begins(e).map(|s| (i, s))))
            .collect();
        let from = starts.windows(2).filter(|w| w[0].1 == seat && w[1].1 != seat).map(|w| w[1].0).next_back();
        let from = from.unwrap_or(0);
        let to = match starts.last() {
            Some(&(i, s)) if s == seat && i >= from => i,
            _ => self.log.len(),
        };
        self.log.get(from..to.max(from)).unwrap_or_default()
    }

    /// What the table marks for `seat`: in real time what the last action (or the app's chain)
    /// did; in turns, what the others did since `seat`'s last turn.
    pub fn marks(&self, seat: Seat) -> &[G::Event] {
        if G::REAL_TIME {
            self.log.get(self.last..).unwrap_or_default()
        } else {
            self.news(seat)
        }
    }

    /// The screen to draw now. (A table that is for everyone ends the hand-off confirmed
    /// before: the next private table needs its hand-off again.)
    pub fn screen(&mut self) -> Screen<G> {
        if self.device == Device::Unknown {
            return Screen::WhoAreYou;
        }
        let to_act = G::to_act(&self.state);
        let people = self.people();
        let seat = self.seat_now();
        let app_now = to_act.filter(|&s| G::APP_SEATS && !people.get(s as usize).copied().unwrap_or(true));
        if let Some(left) = self.timer().filter(|_| self.clock.paused) {
            return Screen::Paused { left: left.saturating_sub(self.clock.held as u32) };
        }
        let view = G::view(&self.state, seat);
        let private = G::private(&view, self.draft);
        if !private {
            self.viewer = None;
        }
        // The last move may be taken back on this device (not on another player's).
        let undo = |device: Device| self.undo.is_some_and(|by| !matches!(device, Device::Player(me) if me != by));
        // One person against the computers: nobody to hand the device to.
        let others_here = people.iter().filter(|&&p| p).count() > 1;
        if self.device == Device::PassAndPlay && to_act.is_some() && private && others_here && self.viewer != Some(seat)
        {
            return Screen::Handoff { seat, view, undo: undo(Device::PassAndPlay) };
        }
        if let Some(p) = self.playback.filter(|p| p.at <= self.moves()) {
            return Screen::Playback(p);
        }
        let over = to_act.is_none();
        // A computer's turn is played on this device: nobody to wait for, no link to send yet.
        let waiting = (matches!(self.device, Device::Player(me) if to_act.is_some_and(|s| s != me && !self.may_make(me, s)))
            || self.elsewhere(to_act))
            && app_now.is_none();
        Screen::Table(TableScreen {
            seat,
            to_act,
            app_now,
            waiting,
            // By link: the turn goes on as a link once it is someone else's, the last one too
            // (the result). Nothing to send while it is this device's turn, nor in pass-and-play.
            // A game in real time goes by link only once it is over, as its replay.
            // At a table the moves travel by themselves.
            share: !self.table.on
                && ((matches!(self.device, Device::Player(_)) && (waiting || over)) || (G::REAL_TIME && over)),
            undo: undo(self.device),
            question: self.pending,
            hint_ask: G::APP_SEATS
                && !G::REAL_TIME
                && self.hints_on
                && to_act == Some(seat)
                && app_now.is_none()
                && !waiting,
            hint: self.hint.filter(|h| h.moves == self.moves() && to_act == Some(seat)),
            view,
        })
    }
}
