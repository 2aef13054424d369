//! A Thousand and One Treasures (Mille et un trésors). Rules: `shared/rules/thousand-and-one.md`.
//! Nothing in this game is hidden: every player sees the whole table.

pub mod cards;
mod rules;
mod view;

pub use cards::{Card, CARDS, THIEF_PATH};
pub use rules::RuleError;
pub use view::{SquareView, View};

use super::{rng::GameRng, Computers, ConfigError, Game, GameId, Outcome, Seat};
use serde::{Deserialize, Serialize};

/// The cave: a 4 × 5 grid whose bottom-left corner is the entrance, leaving 19 cave squares.
pub const COLS: u8 = 4;
pub const ROWS: u8 = 5;
pub const SQUARES: u8 = COLS * ROWS;
/// The entrance square (column 0, bottom row).
pub const ENTRANCE: u8 = (ROWS - 1) * COLS;
/// The thief's position when he reaches the entrance.
pub const THIEF_HOME: u8 = THIEF_PATH + 1;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    pub players: Vec<String>,
    /// "Ali Baba and luck": a die decides the steps, nobody has to leave the cave.
    pub beginners: bool,
    /// `None`: drawn at random from the seed.
    pub start: Option<Seat>,
    /// The seats the app plays (save format 3, link format 2).
    pub computers: Computers,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Set-up: put your pawn on this free card.
    PlacePawn(u8),
    /// Beginners: roll the die.
    Roll,
    /// Move to this square (or, when no move is possible, let the genie put you there).
    MoveTo(u8),
    /// Step onto the entrance: leave the cave with your cards.
    Leave,
    /// No move and no free card at all: stay.
    Stay,
    /// Lay the drawn card on the emptied square, turned clockwise this many quarter turns.
    Turn(u8),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    PawnPlaced {
        seat: Seat,
        square: u8,
    },
    Rolled {
        seat: Seat,
        value: u8,
    },
    Moved {
        seat: Seat,
        from: u8,
        to: u8,
        genie: bool,
    },
    Left {
        seat: Seat,
        from: u8,
    },
    Stayed {
        seat: Seat,
    },
    Collected {
        seat: Seat,
        card: u8,
    },
    ThiefMoved {
        to: u8,
    },
    CardLaid {
        square: u8,
        card: u8,
        turn: u8,
    },
    SquareEmptied {
        square: u8,
    },
    TurnBegins {
        seat: Seat,
    },
    /// The thieves caught `seat` in the cave and took back `treasures`.
    Caught {
        seat: Seat,
        treasures: u32,
    },
    GameOver,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pawn {
    NotPlaced,
    At(u8),
    Out,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    PlacePawns,
    Roll,
    Move {
        steps: u8,
    },
    /// The drawn `card` waits to be laid on `square`.
    Lay {
        card: u8,
        square: u8,
    },
    Over,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    /// Index into `CARDS`.
    pub card: u8,
    /// Quarter turns clockwise.
    pub turn: u8,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub(crate) config: Config,
    pub(crate) rng: GameRng,
    /// One entry per square, row by row; the entrance and emptied squares hold `None`.
    pub(crate) board: Vec<Option<Placed>>,
    /// Face down; the last is the top.
    pub(crate) pile: Vec<u8>,
    pub(crate) collected: Vec<Vec<u8>>,
    /// Cards taken from caught players.
    pub(crate) boxed: Vec<u8>,
    /// Per player, the treasures the thieves took back at the end (0 for all who got out).
    pub(crate) lost: Vec<u32>,
    pub(crate) pawns: Vec<Pawn>,
    pub(crate) thief: u8,
    pub(crate) start: Seat,
    pub(crate) current: Seat,
    pub(crate) phase: Phase,
    pub(crate) die: Option<u8>,
    /// Turns played (set-up excluded), for the figures.
    pub(crate) turns: u32,
}

impl State {
    pub fn config(&self) -> &Config {
        &self.config
    }
    pub fn players(&self) -> usize {
        self.pawns.len()
    }
    pub fn current(&self) -> Seat {
        self.current
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn pawn(&self, seat: Seat) -> Pawn {
        self.pawns[seat as usize]
    }
    pub fn thief(&self) -> u8 {
        self.thief
    }
    pub fn board(&self) -> &[Option<Placed>] {
        &self.board
    }
    pub fn pile(&self) -> &[u8] {
        &self.pile
    }
    pub fn collected(&self, seat: Seat) -> &[u8] {
        &self.collected[seat as usize]
    }
    pub fn boxed(&self) -> &[u8] {
        &self.boxed
    }
    pub fn turns(&self) -> u32 {
        self.turns
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    /// Treasures on the cards `seat` collected.
    pub fn treasures(&self, seat: Seat) -> u32 {
        self.collected[seat as usize].iter().map(|&c| u32::from(CARDS[c as usize].treasures)).sum()
    }
}

#[derive(Clone, Copy, Debug)]
pub struct ThousandAndOne;

impl Game for ThousandAndOne {
    const ID: GameId = GameId::ThousandAndOne;
    type Config = Config;
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = View;
    type RuleError = RuleError;

    fn new(config: &Config, seed: u64) -> Result<State, ConfigError> {
        rules::deal(config, seed)
    }
    fn legal_actions(state: &State) -> Vec<Action> {
        rules::legal_actions(state)
    }
    fn apply(state: &mut State, action: Action) -> Result<Vec<Event>, RuleError> {
        rules::apply(state, action)
    }
    fn to_act(state: &State) -> Option<Seat> {
        (!state.is_over()).then_some(state.current)
    }
    fn view(state: &State, seat: Seat) -> View {
        view::view(state, seat)
    }
    fn choices(view: &View) -> &[Action] {
        &view.choices
    }
    fn outcome(state: &State) -> Option<Outcome> {
        state.is_over().then(|| rules::outcome(state))
    }
    fn player_names(config: &Config) -> &[String] {
        &config.players
    }
    fn played_by_app(config: &Config, seat: Seat) -> bool {
        config.computers.strength(seat).is_some()
    }
    /// A move may be taken back unless it rolled the die, drew a card from the pile (moving
    /// off a card draws the one that replaces it) or ended the game.
    fn undoable(_before: &State, after: &State, events: &[Event]) -> bool {
        !matches!(after.phase, Phase::Lay { .. })
            && !events.iter().any(|e| matches!(e, Event::Rolled { .. } | Event::GameOver))
    }
}

#[cfg(test)]
mod tests;
