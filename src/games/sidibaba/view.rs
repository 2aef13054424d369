//! What each side may see. The Adventurers see by their lamp (one of the ten views and what
//! stands on the square in front), their line, the lamps and the time, and each their own
//! stash; the Leader sees the maze and everything on it, but never the bag's order nor a genie
//! lying face down.

use super::maze::{Dir, Square};
use super::setup::{Event, LeaderPlayer, LeaderStrength, Order};
use super::situation::Ahead;
use super::state::{Act, Action, Answer, Board, OnSquare, Phase, Shown, State, Story};
use super::tokens::{Genie, Token};
use crate::games::Seat;

/// What both sides see of the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    /// Adventurer seats, head of the line first.
    pub line: Vec<Seat>,
    /// Unlit lamps per Adventurer seat (lamps lie in the open).
    pub lamps: Vec<u8>,
    pub lit: bool,
    pub started: bool,
    /// Milliseconds left on the running lamp.
    pub left_ms: u32,
    pub leader_lamps: u8,
    pub lost_lamps: u8,
    /// How many tokens each Adventurer holds (not which).
    pub stash_sizes: Vec<usize>,
    pub centre: Vec<Shown>,
    pub treasure_shared: bool,
    pub genie_this_lamp: bool,
    pub hand_size: usize,
    pub events_left: usize,
    pub bag_size: usize,
    pub last_event: Option<(Event, bool)>,
    pub answer: Option<Answer>,
    pub last_roll: Option<u8>,
    pub phase: Phase,
    /// The Adventurers' movements so far and the time they took.
    pub movements: u32,
    pub movement_ms: u64,
    /// Answers paid for with jewels (two movements each), and "Let there be light!" genies
    /// called, before the Treasure was shared.
    pub answers_paid: u8,
    pub lights_called: u8,
    pub to_act: Option<Seat>,
    /// Each Adventurer's fortune, told once the game is over (empty before).
    pub fortunes: Vec<u32>,
    /// How hard the app's Leader plays (the set-up's choice, known to all); `None` when a
    /// person plays the Leader.
    pub strength: Option<LeaderStrength>,
    /// Once the game is over: what the expedition went through, and every bag (empty before).
    pub story: Option<Story>,
    pub bags: Vec<Vec<Token>>,
}

/// An Adventurer's view: the first-person situation and their own stash.
#[derive(Clone, Debug, PartialEq)]
pub struct AdventurerView {
    pub seat: Seat,
    pub table: Table,
    /// Still outside, facing the entrance.
    pub outside: bool,
    /// The board's direction they face: only to turn what they say ("the arrow points ahead")
    /// into the board's terms (`Act::LayArrow`); never shown to them.
    pub facing: Dir,
    /// `None` until the Leader has set up the maze.
    pub ahead: Option<Ahead>,
    /// What stands on the square in front (empty when a wall or daylight is ahead).
    pub front: OnSquare,
    /// What stands where they are.
    pub here: OnSquare,
    pub stash: Vec<Token>,
    pub choices: Vec<Action>,
}

/// The Leader's view: the maze and everything on it.
#[derive(Clone, Debug, PartialEq)]
pub struct LeaderView {
    pub seat: Seat,
    pub table: Table,
    pub board: Board,
    pub hand: Vec<Event>,
    /// A person Leader's standing order.
    pub order: Order,
    /// A Chest or the Treasure the Adventurers just stepped onto, still closed.
    pub discovered: Option<Square>,
    pub adventurers: usize,
    pub choices: Vec<Action>,
}

#[derive(Clone, Debug, PartialEq)]
#[allow(
    clippy::large_enum_variant,
    reason = "one view at a time, built per drawing: a box would only add an allocation"
)]
pub enum View {
    Adventurer(AdventurerView),
    Leader(LeaderView),
}

impl View {
    pub fn choices(&self) -> &[Action] {
        match self {
            View::Adventurer(v) => &v.choices,
            View::Leader(v) => &v.choices,
        }
    }
    pub fn table(&self) -> &Table {
        match self {
            View::Adventurer(v) => &v.table,
            View::Leader(v) => &v.table,
        }
    }
}

/// What `seat` may see: once the game is over, everyone sees the board. A seat that does not exist sees what any Adventurer sees, with no stash
/// and no choices.
pub fn view(state: &State, seat: Seat) -> View {
    let choices = seat_choices(state, seat);
    let leader = seat == state.leader();
    let table = table(state, seat);
    // Once the expedition is over nothing is hidden any more: everyone may see the maze.
    if leader || state.is_over() {
        return View::Leader(LeaderView {
            seat,
            table,
            board: state.board.clone(),
            hand: state.hand.clone(),
            order: state.order,
            discovered: state.pending_open.filter(|&s| state.closed_loot_at(s).is_some()),
            adventurers: state.adventurers(),
            choices,
        });
    }
    let facing = state.board.place.facing;
    let front = state
        .square_in_front()
        .filter(|_| state.board.maze.is_some())
        .map(|s| state.on_square(s, facing))
        .unwrap_or_default();
    let here = if state.board.inside { state.on_square(state.board.place.square, facing) } else { OnSquare::default() };
    View::Adventurer(AdventurerView {
        seat,
        table,
        outside: !state.board.inside,
        facing,
        ahead: state.ahead(),
        front,
        here,
        stash: state.stashes.get(usize::from(seat)).cloned().unwrap_or_default(),
        choices,
    })
}

/// What `seat` may do now, as its screen offers it.
fn seat_choices(state: &State, seat: Seat) -> Vec<Action> {
    state
        .legal_actions()
        .into_iter()
        // "Leader: stop!" is on the Adventurers' screen (the Leader interrupts them there).
        .filter(|a| {
            let together = state.together(a.act) && usize::from(seat) < state.adventurers();
            a.act != Act::LampOut
                && (state.actor(a.act) == Some(seat) || together || a.act == Act::Stop && state.to_act() == Some(seat))
        })
        // Once the Treasure is shared, "Which way to the Treasure?" has nothing left to tell:
        // not offered (the rules still take it, so older records replay as they were played).
        .filter(|a| !(state.treasure_shared && matches!(a.act, Act::UseGenie { genie: Genie::WayToTreasure, .. })))
        .collect()
}

/// What everyone sees on the table, the centre as `seat` sees it.
fn table(state: &State, seat: Seat) -> Table {
    let centre = state
        .centre
        .iter()
        .map(|&(token, face_up)| match (state.phase, token) {
            (Phase::Wish { who }, _) if who == seat => Shown::Token(token),
            (Phase::Wish { .. }, _) => Shown::Hidden,
            _ if face_up => Shown::Token(token),
            (_, Token::Genie(_)) => Shown::Genie,
            _ => Shown::Hidden,
        })
        .collect();
    Table {
        line: state.line.clone(),
        lamps: state.lamps.clone(),
        lit: state.lit,
        started: state.started,
        left_ms: state.left_ms,
        leader_lamps: state.leader_lamps,
        lost_lamps: state.lost_lamps,
        stash_sizes: state.stashes.iter().map(Vec::len).collect(),
        centre,
        treasure_shared: state.treasure_shared,
        genie_this_lamp: state.genie_this_lamp,
        hand_size: state.hand.len(),
        events_left: state.events.len(),
        bag_size: state.bag.len(),
        last_event: state.last_event,
        answer: state.answer,
        last_roll: state.last_roll,
        phase: state.phase,
        movements: state.movements,
        movement_ms: state.movement_ms,
        answers_paid: state.answers_paid,
        lights_called: state.lights_called,
        to_act: state.to_act(),
        fortunes: if state.is_over() { state.fortunes() } else { Vec::new() },
        strength: (state.config.leader == LeaderPlayer::App).then_some(state.config.strength),
        story: state.is_over().then(|| state.story.clone()),
        bags: if state.is_over() { state.stashes.clone() } else { Vec::new() },
    }
}
