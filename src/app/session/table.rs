//! A table of phones, as plain state machines: the host orders the moves, every phone replays
//! each one through the rules before it keeps it. A message in is an input, the messages to send
//! are the output; the page only carries bytes (`app::wire`) between data channels.
//!
//! - A guest's move carries the number of moves it saw (`at`): the host takes it only if that is
//!   the whole record, the guest's seat is to act and the rules allow it, and then sends it to
//!   every phone; otherwise it refuses it and sends the guest the moves it missed.
//! - Whose move it is, is the rules' `Game::actor`: Sidibaba's Leader stops the party from
//!   his own phone while the party is to act. The clock's moves (a lamp out, a pause) are the
//!   host's clock's: a guest's is taken only once the host's clock ran as long.
//! - Sidibaba's moves carry their time; the host's clock rules it (`CLOCK_SLACK_MS`). Pausing
//!   on one phone pauses all: the host hears it, tells every phone, and its clock stands still.
//! - A phone that joins, or rejoins after a sleep, gets the whole record from the host and keeps
//!   what extends its own (the meeting rule of saves); moves that diverge from its own are not
//!   applied, and it says so.

use crate::app::link::LINK_FORMAT;
use crate::app::upgrade::LinkedActions;
use crate::app::wire::{Message, Step};
use crate::games::record::{AnyRecord, Record};
use crate::games::Seat;

/// Which phone a message came from or goes to, as the page numbers its channels (from 1).
pub type Peer = u32;
/// The host's own phone, among the seats taken.
pub const HOST: Peer = 0;

/// A move as the record holds it, numbered as a link numbers it, with its time. One past the
/// legal actions is the game's pause (`Game::pause`), which no list holds.
fn step_of<G: LinkedActions>(state: &G::State, action: G::Action) -> Option<Step> {
    let ms = G::ms(action);
    let legal = G::linked_actions(state, LINK_FORMAT);
    let timeless = G::after_ms(action, 0);
    let index = match legal.iter().position(|&a| G::after_ms(a, 0) == timeless) {
        Some(index) => index,
        None if G::pause(state, ms) == Some(action) => legal.len(),
        None => return None,
    };
    Some(Step { index: index as u32, ms })
}

/// The move a step names, played on `state` by the rules: `None` (and `state` untouched, as
/// `Game::apply` leaves it) if the rules refuse it.
fn play<G: LinkedActions>(state: &mut G::State, step: Step) -> Option<G::Action> {
    let action = named::<G>(state, step)?;
    G::apply(state, action).ok()?;
    Some(action)
}

/// The move a step names on `state`, not yet checked against the rules.
fn named<G: LinkedActions>(state: &G::State, step: Step) -> Option<G::Action> {
    let legal = G::linked_actions(state, LINK_FORMAT);
    match legal.get(step.index as usize) {
        Some(&action) => Some(G::after_ms(action, step.ms)),
        None if step.index as usize == legal.len() => G::pause(state, step.ms),
        None => None,
    }
}

/// How far a guest's clock may run behind the host's: a phone's move takes the time its own
/// clock measured, unless that is more than this short of the host's (then the host's, less
/// this). About a round trip on a slow Wi-Fi; a phone cannot stretch a lamp by more.
pub const CLOCK_SLACK_MS: u32 = 250;

/// The phone that invited the others: its record is the table's.
pub struct Host<G: LinkedActions> {
    record: Record<G>,
    state: G::State,
    /// The numbers of the invitations it made, each for one guest: an answer names its own.
    invitations: Vec<u32>,
    /// The phones that joined, and the seat each plays (`None`: Sidibaba's Leader).
    guests: Vec<(Peer, Option<Seat>)>,
    /// The host's clock when the last move went into the record (ms, the page's clock).
    last_at: f64,
    /// Since when the table is paused, on the host's clock: the time stands still for all.
    paused_at: Option<f64>,
    /// Seats the host's phone plays until a guest's phone takes one, and again once that phone
    /// went (Sidibaba's party, on the party's phone).
    spare: Vec<Seat>,
}

impl<G: LinkedActions> Host<G> {
    /// `None` if the record does not replay. It seats nobody until it has made an invitation.
    pub fn new(record: Record<G>) -> Option<Host<G>> {
        let state = record.replay().ok()?;
        Some(Host {
            record,
            state,
            invitations: Vec::new(),
            guests: Vec::new(),
            last_at: 0.0,
            paused_at: None,
            spare: Vec::new(),
        })
    }

    /// Another invitation, numbered `number`, for the next guest.
    pub fn invite(&mut self, number: u32) {
        self.invitations.push(number);
    }

    /// The seat the host's own phone plays (`None`: Sidibaba's Leader): no guest takes it.
    pub fn keep_seat(&mut self, seat: Option<Seat>) {
        self.keep_seats(&[seat]);
    }

    /// The seats the host's own phone plays (Sidibaba: the whole party, or the Leader).
    pub fn keep_seats(&mut self, seats: &[Option<Seat>]) {
        self.guests.retain(|&(p, _)| p != HOST);
        let seats: Vec<_> = seats.iter().map(|&s| (HOST, self.role(s))).collect();
        self.guests.extend(seats);
    }

    /// Seats the host's phone plays until a guest takes one: an Adventurer of Sidibaba's party
    /// may play on their own phone, the party's phone plays the others.
    pub fn lend_seats(&mut self, seats: &[Seat]) {
        self.keep_seats(&seats.iter().map(|&s| Some(s)).collect::<Vec<_>>());
        self.spare = seats.to_vec();
    }

    fn spare(&self, seat: Option<Seat>) -> bool {
        seat.is_some_and(|s| self.spare.contains(&s))
    }

    /// A seat as the table holds it: the Leader's, named by his seat in the rules or not, is
    /// `None`.
    fn role(&self, seat: Option<Seat>) -> Option<Seat> {
        seat.filter(|&s| Some(s) != G::leader_of_the_thieves(&self.record.config))
    }

    /// Who plays at the table: the seats taken, the host's among them.
    pub fn seats(&self) -> Vec<Option<Seat>> {
        self.guests.iter().map(|&(_, s)| s).collect()
    }

    /// How many seats a guest may still take: neither taken by another phone nor kept by the
    /// host for good (a seat it lends counts as free).
    pub fn free(&self) -> usize {
        let all = self.players() + usize::from(G::leader_of_the_thieves(&self.record.config).is_some());
        let taken = self.guests.iter().filter(|&&(p, s)| p != HOST || !self.spare(s)).count();
        all.saturating_sub(taken)
    }

    /// A guest's phone went (its channel closed): its seat is free to join again.
    pub fn left(&mut self, peer: Peer) {
        let back: Vec<_> = self
            .guests
            .iter()
            .filter(|&&(p, s)| p == peer && p != HOST && self.spare(s))
            .map(|&(_, s)| (HOST, s))
            .collect();
        self.guests.retain(|&(p, _)| p != peer || p == HOST);
        self.guests.extend(back);
    }

    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    fn all_moves(&self, from: usize) -> Message {
        let mut state = G::new(&self.record.config, self.record.seed).expect("the record replays");
        let mut steps = Vec::new();
        for (i, &action) in self.record.actions.iter().enumerate() {
            if i >= from {
                steps.push(step_of::<G>(&state, action).expect("a move of the record is legal"));
            }
            G::apply(&mut state, action).expect("the record replays");
        }
        Message::Moves { from: from as u32, steps }
    }

    /// The host's own move: the message for every guest, or `None` if the rules refuse it.
    pub fn play(&mut self, action: G::Action) -> Option<Message> {
        self.play_at(action, self.last_at)
    }

    /// The host's own move, made at `now` on its clock.
    pub fn play_at(&mut self, action: G::Action, now: f64) -> Option<Message> {
        let at = self.record.actions.len() as u32;
        let step = step_of::<G>(&self.state, action)?;
        play::<G>(&mut self.state, step)?;
        self.keep(action, now);
        Some(Message::Moves { from: at, steps: vec![step] })
    }

    fn keep(&mut self, action: G::Action, now: f64) {
        self.record.actions.push(action);
        self.last_at = now;
    }

    /// A message from `peer`: what to send, and to whom (`None`: to every guest).
    pub fn receive(&mut self, peer: Peer, message: Message) -> Vec<(Option<Peer>, Message)> {
        self.receive_at(peer, message, self.last_at)
    }

    /// A message from `peer` heard at `now` on the host's clock.
    pub fn receive_at(&mut self, peer: Peer, message: Message, now: f64) -> Vec<(Option<Peer>, Message)> {
        match message {
            Message::Join { seat, invitation, .. } => self.join(peer, seat, invitation),
            Message::Move { at, step } => self.guest_move(peer, at, step, now),
            // A phone at the table paused or went on: every phone does.
            Message::Pause { paused } if mine_any(&self.guests, peer) => {
                self.pause_at(paused, now).map(|m| vec![(None, m)]).unwrap_or_default()
            }
            // Only the host sends the record.
            Message::Moves { .. } | Message::Refused { .. } | Message::Pause { .. } => Vec::new(),
        }
    }

    /// The table pauses (or goes on) at `now`: the message for every guest, if that changed
    /// anything. The time it stood still counts for nobody's move.
    pub fn pause_at(&mut self, paused: bool, now: f64) -> Option<Message> {
        match (paused, self.paused_at) {
            (true, None) => self.paused_at = Some(now),
            (false, Some(since)) => {
                self.last_at += (now - since).max(0.0);
                self.paused_at = None;
            }
            _ => return None,
        }
        Some(Message::Pause { paused })
    }

    pub fn paused(&self) -> bool {
        self.paused_at.is_some()
    }

    fn join(&mut self, peer: Peer, seat: Option<Seat>, invitation: u32) -> Vec<(Option<Peer>, Message)> {
        let seat = self.role(seat);
        let lent = self.spare(seat) && self.guests.contains(&(HOST, seat));
        let taken = self.guests.iter().any(|&(p, s)| s == seat && p != peer && !(lent && p == HOST));
        let seat_exists = match seat {
            Some(s) => usize::from(s) < self.players(),
            None => G::leader_of_the_thieves(&self.record.config).is_some(),
        };
        if !self.invitations.contains(&invitation) || taken || !seat_exists {
            return vec![(Some(peer), Message::Refused { at: self.record.actions.len() as u32 })];
        }
        self.left(peer);
        let spare = self.spare(seat);
        self.guests.retain(|&(p, s)| !(p == HOST && spare && s == seat));
        self.guests.push((peer, seat));
        vec![(Some(peer), self.all_moves(0))]
    }

    fn players(&self) -> usize {
        G::player_names(&self.record.config).len()
    }

    fn guest_move(&mut self, peer: Peer, at: u32, step: Step, now: f64) -> Vec<(Option<Peer>, Message)> {
        let len = self.record.actions.len() as u32;
        if at == len {
            if let Some(step) = self.allowed(peer, step, now) {
                if let Some(action) = play::<G>(&mut self.state, step) {
                    self.keep(action, now);
                    return vec![(None, Message::Moves { from: at, steps: vec![step] })];
                }
            }
        }
        let catch_up = self.all_moves(at.min(len) as usize);
        // The same move already went in, the guest's own or the clock's (the host's clock put
        // the lamp out first; the Leader's standing order, played on both phones): no refusal.
        if at < len && self.same_as_kept(peer, at, step) {
            return vec![(Some(peer), catch_up)];
        }
        vec![(Some(peer), Message::Refused { at }), (Some(peer), catch_up)]
    }

    /// The seat a guest's seat is in the rules (`None`, the Leader: the seat after the party).
    fn seat_of(&self, seat: Option<Seat>) -> Option<Seat> {
        seat.or_else(|| G::leader_of_the_thieves(&self.record.config))
    }

    /// Whether `peer` plays `seat` (a seat of the rules).
    fn plays(&self, peer: Peer, seat: Option<Seat>) -> bool {
        self.guests.iter().any(|&(p, s)| p == peer && self.seat_of(s) == seat)
    }

    /// `step` from `peer`, if it is theirs to make now, with the time the host's clock allows.
    fn allowed(&self, peer: Peer, step: Step, now: f64) -> Option<Step> {
        // Whether the rules allow it is for `play`, once its time is settled.
        let action = named::<G>(&self.state, step)?;
        let actor = G::actor(&self.state, action);
        let now = self.paused_at.map_or(now, |since| now.min(since));
        let elapsed = (now - self.last_at).max(0.0).min(f64::from(u32::MAX)) as u32;
        match actor {
            Some(_) if self.plays(peer, actor) || self.offered(&self.state, peer, action) => {}
            // The clock's own moves (a lamp out, a pause): only once the host's clock ran nearly as long.
            None if mine_any(&self.guests, peer) && elapsed.saturating_add(CLOCK_SLACK_MS) >= step.ms => {
                return Some(step);
            }
            _ => return None,
        }
        if G::time_left(&self.state).is_none() {
            return Some(step);
        }
        Some(Step { ms: step.ms.max(elapsed.saturating_sub(CLOCK_SLACK_MS)), ..step })
    }

    /// Whether a seat `peer` plays is offered the move of the seat to act by its view:
    /// Sidibaba's party walks as one, so every Adventurer's phone may make the head of the
    /// line's move. (Not the "Leader: stop!" a view offers for a Leader who shares the phone.)
    /// So is a standing order (Sidibaba's Leader passes with no hand-over): every phone plays
    /// it by itself.
    fn offered(&self, state: &G::State, peer: Peer, action: G::Action) -> bool {
        let timeless = G::after_ms(action, 0);
        if G::standing(state).is_some_and(|a| G::after_ms(a, 0) == timeless) {
            return mine_any(&self.guests, peer);
        }
        if G::actor(state, action) != G::to_act(state) {
            return false;
        }
        self.guests
            .iter()
            .filter(|&&(p, _)| p == peer)
            .filter_map(|&(_, s)| self.seat_of(s))
            .any(|seat| G::choices(&G::view(state, seat)).iter().any(|&a| G::after_ms(a, 0) == timeless))
    }

    fn same_as_kept(&self, peer: Peer, at: u32, step: Step) -> bool {
        let Ok(mut state) = self.record.replay_to(at as usize).map(|r| r.state) else { return false };
        let Some(&kept) = self.record.actions.get(at as usize) else { return false };
        let actor = G::actor(&state, kept);
        let theirs = actor.is_none() || self.plays(peer, actor) || self.offered(&state, peer, kept);
        theirs && play::<G>(&mut state, step).is_some_and(|a| G::after_ms(kept, 0) == G::after_ms(a, 0))
    }
}

fn mine_any(guests: &[(Peer, Option<Seat>)], peer: Peer) -> bool {
    guests.iter().any(|&(p, _)| p == peer)
}

/// What a guest's phone made of a message from the host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// The record now holds this many moves more.
    Moved(usize),
    /// Nothing new.
    Nothing,
    /// The host refused the move made at this number; the record is as the host has it.
    Refused(u32),
    /// The host's moves leave the record behind from this move on: the phone keeps its own,
    /// and the page offers both, as with a link that diverged.
    Diverged(u32),
    /// The moves start beyond what the phone holds: it asks for them again.
    Gap,
    /// A move the rules refuse: nothing was applied.
    Illegal(u32),
    /// The table paused (`true`) or went on.
    Paused(bool),
}

/// A phone that joined a table: it plays one seat (or the Leader) and follows the host.
pub struct Guest<G: LinkedActions> {
    record: Record<G>,
    state: G::State,
    pub seat: Option<Seat>,
    invitation: u32,
    /// The number of this phone's move sent and not yet heard back.
    sent: Option<u32>,
}

impl<G: LinkedActions> Guest<G> {
    pub fn new(record: Record<G>, seat: Option<Seat>, invitation: u32) -> Option<Guest<G>> {
        let state = record.replay().ok()?;
        Some(Guest { record, state, seat, invitation, sent: None })
    }

    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    /// The first message to the host, and after a gap.
    pub fn join(&self) -> Message {
        Message::Join { seat: self.seat, invitation: self.invitation, held: self.record.actions.len() as u32 }
    }

    /// This phone's move, sent to the host; it is kept only when the host sends it back.
    pub fn play(&self, action: G::Action) -> Option<Message> {
        let step = step_of::<G>(&self.state, action)?;
        Some(Message::Move { at: self.record.actions.len() as u32, step })
    }

    pub fn receive(&mut self, message: Message) -> Heard {
        match message {
            Message::Moves { from, steps } => self.moves(from, &steps),
            Message::Refused { at } => {
                self.sent = None;
                Heard::Refused(at)
            }
            Message::Pause { paused } => Heard::Paused(paused),
            _ => Heard::Nothing,
        }
    }

    /// The host's moves from `from` on: those this phone holds must be the same; the rest are
    /// played through the rules, all or none.
    fn moves(&mut self, from: u32, steps: &[Step]) -> Heard {
        let held = self.record.actions.len();
        if from as usize > held {
            return Heard::Gap;
        }
        // The next moves (the usual case) go on from the state held; others replay up to theirs.
        let mut state = if from as usize == held {
            self.state.clone()
        } else {
            self.record.replay_to(from as usize).expect("the record replays").state
        };
        let mut added = Vec::new();
        for (i, &step) in steps.iter().enumerate() {
            let number = from as usize + i;
            let Some(action) = play::<G>(&mut state, step) else { return Heard::Illegal(number as u32) };
            match self.record.actions.get(number) {
                Some(&mine) if mine != action => return Heard::Diverged(number as u32),
                Some(_) => {}
                None => added.push(action),
            }
        }
        if added.is_empty() {
            return Heard::Nothing;
        }
        self.record.actions.extend_from_slice(&added);
        self.state = state;
        self.sent = None;
        Heard::Moved(added.len())
    }
}

#[cfg(test)]
mod sidibaba_tests;
#[cfg(test)]
mod tests;

/// The games a table is played in, as saves hold their records.
pub trait TableGame: LinkedActions + Sized + 'static {
    fn of(record: &AnyRecord) -> Option<&Record<Self>>;
    fn any(record: Record<Self>) -> AnyRecord;
}

macro_rules! table_game {
    ($game:ty, $variant:ident) => {
        impl TableGame for $game {
            fn of(record: &AnyRecord) -> Option<&Record<Self>> {
                match record {
                    AnyRecord::$variant(r) => Some(r),
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }
            fn any(record: Record<Self>) -> AnyRecord {
                AnyRecord::$variant(record)
            }
        }
    };
}

table_game!(crate::games::ali_baba::AliBaba, AliBaba);
table_game!(crate::games::thousand_and_one::ThousandAndOne, ThousandAndOne);
crate::second::second_app! {
    table_game!(crate::games::sidibaba::Sidibaba, Sidibaba);
}

/// Messages to send: to one phone, or to every guest (`None`).
pub type Out = Vec<(Option<Peer>, Message)>;

/// A host or a guest of any game: what the page holds while it sits at a table.
pub trait Phone {
    fn record(&self) -> AnyRecord;
    /// A message from `peer` (a guest hears only its host), heard at `now` on this phone's
    /// clock (ms): what to send, and what came of it.
    fn hear(&mut self, peer: Peer, message: Message, now: f64) -> (Out, Heard);
    /// The game as this phone's frame saved it: the moves made here that the table has not
    /// heard of yet, sent.
    fn played(&mut self, record: &AnyRecord, now: f64) -> Out;
    /// The seats played at the table, as far as this phone knows (a guest: its own).
    fn seats(&self) -> Vec<Option<Seat>>;
    /// The seats of the rules other phones play (a guest: none it needs to know).
    fn away(&self) -> Vec<Seat> {
        Vec::new()
    }
    /// How many seats a guest may still take (a guest invites nobody).
    fn free(&self) -> usize {
        0
    }
    /// The channel to `peer` closed.
    fn left(&mut self, peer: Peer);
    /// The first message once the channel is open (a guest joins).
    fn hello(&self) -> Option<Message>;
    /// The host makes another invitation, numbered `number` (a guest makes none).
    fn invite(&mut self, _number: u32) {}
    /// This phone pauses the table (`true`) or goes on, at `now`: what to send.
    fn pause(&mut self, paused: bool, now: f64) -> Out;
    /// This phone's screen was hidden or left at `now` (its own clock stops): what to send. Only
    /// the host's matters to the others: its clock is the table's, and asleep it hears no move.
    fn hidden(&mut self, _now: f64) -> Out {
        Vec::new()
    }
}

/// The moves of `record` beyond `table`'s, when it extends it.
fn beyond<'a, G: TableGame>(table: &Record<G>, record: &'a AnyRecord) -> &'a [G::Action] {
    match G::of(record) {
        Some(r) if r.extends(table) => &r.actions[table.actions.len()..],
        _ => &[],
    }
}

impl<G: TableGame> Phone for Host<G> {
    fn away(&self) -> Vec<Seat> {
        self.guests.iter().filter(|&&(p, _)| p != HOST).filter_map(|&(_, s)| self.seat_of(s)).collect()
    }

    fn record(&self) -> AnyRecord {
        G::any(self.record.clone())
    }

    fn hear(&mut self, peer: Peer, message: Message, now: f64) -> (Out, Heard) {
        let (held, paused) = (self.record.actions.len(), self.paused());
        let out = self.receive_at(peer, message, now);
        let added = self.record.actions.len() - held;
        let heard = match (added, self.paused()) {
            (0, p) if p != paused => Heard::Paused(p),
            (0, _) => Heard::Nothing,
            (n, _) => Heard::Moved(n),
        };
        (out, heard)
    }

    fn pause(&mut self, paused: bool, now: f64) -> Out {
        self.pause_at(paused, now).map(|m| vec![(None, m)]).unwrap_or_default()
    }

    fn hidden(&mut self, now: f64) -> Out {
        self.pause(true, now)
    }

    fn played(&mut self, record: &AnyRecord, now: f64) -> Out {
        let new = beyond(&self.record, record).to_vec();
        new.into_iter().filter_map(|action| self.play_at(action, now)).map(|m| (None, m)).collect()
    }

    fn seats(&self) -> Vec<Option<Seat>> {
        Host::seats(self)
    }

    fn free(&self) -> usize {
        Host::free(self)
    }

    fn left(&mut self, peer: Peer) {
        Host::left(self, peer);
    }

    fn hello(&self) -> Option<Message> {
        None
    }

    fn invite(&mut self, number: u32) {
        Host::invite(self, number);
    }
}

impl<G: TableGame> Phone for Guest<G> {
    fn record(&self) -> AnyRecord {
        G::any(self.record.clone())
    }

    fn hear(&mut self, _peer: Peer, message: Message, _now: f64) -> (Out, Heard) {
        let heard = self.receive(message);
        // Moves beyond what this phone holds: it asks for the whole record again.
        let out = if heard == Heard::Gap { vec![(Some(HOST), self.join())] } else { Vec::new() };
        (out, heard)
    }

    fn played(&mut self, record: &AnyRecord, _now: f64) -> Out {
        // One move at a time: the host sends it back before the next is the table's.
        let at = self.record.actions.len() as u32;
        let first = beyond(&self.record, record).first().copied().filter(|_| self.sent != Some(at));
        let Some(message) = first.and_then(|action| self.play(action)) else { return Vec::new() };
        self.sent = Some(at);
        vec![(Some(HOST), message)]
    }

    fn seats(&self) -> Vec<Option<Seat>> {
        vec![self.seat]
    }

    fn left(&mut self, _peer: Peer) {}

    fn hello(&self) -> Option<Message> {
        Some(self.join())
    }

    fn pause(&mut self, paused: bool, _now: f64) -> Out {
        vec![(Some(HOST), Message::Pause { paused })]
    }
}
