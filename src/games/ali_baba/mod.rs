//! Ali Baba, the treasure-tile pyramid. Rules: `shared/rules/ali-baba.md`.

mod geometry;
mod rules;
mod score;
mod tile;
mod view;

pub use geometry::{Cave, Geometry, Place, Slot};
pub use rules::RuleError;
pub use score::{group_points, ScoreLine};
pub use tile::{Ban, Colour, Kind, Tile};
pub use view::{PhaseView, PlayerView, SlotView, View};

use super::{rng::GameRng, Computers, ConfigError, Game, GameId, Outcome, Seat};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Variant {
    Standard,
    AladdinsLamp,
    TreasureEquality,
    /// 4×4 side, two players.
    SmallCave,
}

impl Variant {
    pub const ALL: [Variant; 4] =
        [Variant::Standard, Variant::AladdinsLamp, Variant::TreasureEquality, Variant::SmallCave];

    pub fn cave(self) -> Cave {
        match self {
            Variant::SmallCave => Cave::Small,
            _ => Cave::Standard,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    pub players: Vec<String>,
    pub variant: Variant,
    /// Everyone sees how many tiles of each kind each opponent holds.
    pub open_screens: bool,
    /// `None`: drawn at random from the seed.
    pub start: Option<Seat>,
    /// The seats the app plays (save format 3, link format 2).
    pub computers: Computers,
}

impl Config {
    pub fn validate(&self) -> Result<(), ConfigError> {
        super::check_names(GameId::AliBaba, &self.players)?;
        if self.variant == Variant::SmallCave && self.players.len() != 2 {
            return Err(ConfigError::VariantNeedsTwoPlayers);
        }
        if matches!(self.start, Some(s) if usize::from(s) >= self.players.len()) {
            return Err(ConfigError::NoSuchStartPlayer);
        }
        self.computers.check(self.players.len())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Take a face-up tile from the board.
    Take(Slot),
    /// Aladdin's lamp: keep the lamp and use its own colour.
    KeepLamp,
    /// Aladdin's lamp: swap it for the tile at this place beside the board.
    SwapLamp(u8),
    /// Use the effect of the tile's colour (brown: score; yellow: ask the opponents to show).
    UseMagic,
    /// Green: also take this face-up tile beside the one taken.
    TakeBeside(Slot),
    /// White: forbid a kind or colour to the opponents until your next turn.
    Forbid(Ban),
    /// Yellow, asked of an opponent: show this tile from behind your screen.
    Show(Tile),
    /// Yellow: keep this one of the shown tiles.
    Keep(Tile),
    /// Do not use the magic (or keep none of the shown tiles).
    Pass,
}

/// What happened, for the move log and the hand-off screen. Everything here is public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// `slot`: where the tile lay.
    Took {
        seat: Seat,
        tile: Tile,
        slot: Slot,
    },
    /// The tiles turned face up, by slot.
    Flipped {
        slots: Vec<Slot>,
    },
    LastTileFlipped,
    Swapped {
        seat: Seat,
        lamp: Tile,
        got: Tile,
    },
    Scored {
        seat: Seat,
        points: i32,
        colour: Colour,
    },
    TookBeside {
        seat: Seat,
        tile: Tile,
        slot: Slot,
    },
    Forbade {
        seat: Seat,
        ban: Ban,
    },
    /// An effect that could do nothing this time (blue with nothing flipped, …).
    NoEffect {
        seat: Seat,
        colour: Colour,
    },
    Declined {
        seat: Seat,
        colour: Colour,
    },
    Showed {
        seat: Seat,
    },
    Shown {
        tiles: Vec<(Seat, Tile)>,
    },
    Kept {
        seat: Seat,
        tile: Tile,
        from: Seat,
    },
    TurnBegins {
        seat: Seat,
    },
    GameOver,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Take,
    /// The taken lamp is behind the screen; keep it or swap it.
    Lamp {
        lamp: Tile,
    },
    /// The effect of `tile`'s colour may be used.
    Magic {
        tile: Tile,
    },
    /// Yellow: opponents, in order, each show a tile; `waiting` are still to choose.
    Showing {
        waiting: Vec<Seat>,
        shown: Vec<(Seat, Tile)>,
    },
    /// Yellow: the active player may keep one of `shown`.
    Keeping {
        shown: Vec<(Seat, Tile)>,
    },
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    /// Behind the screen: private.
    pub tiles: Vec<Tile>,
    /// Points from effects: public, on the score track.
    pub points: i32,
}

/// A white restriction and whose it is (it ends when that player's next turn begins).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Restriction {
    pub owner: Seat,
    pub ban: Ban,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnFacts {
    /// Where the turn's tile was taken from (green counts adjacency from here).
    pub from: Slot,
    /// Tiles flipped face up by that take (blue).
    pub flipped: u8,
    /// A bottom tile left the board, uncovering a square of the board itself (blue).
    pub bared_square: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub tile: Tile,
    pub face_up: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub(crate) config: Config,
    pub(crate) rng: GameRng,
    /// One entry per place of the geometry; `None` once the tile has left the board.
    pub(crate) board: Vec<Option<Placed>>,
    /// Aladdin's lamp: the six face-up tiles beside the board.
    pub(crate) side: Vec<Tile>,
    /// Tiles that went back to the box unseen.
    pub(crate) boxed: Vec<Tile>,
    /// Kinds removed openly by the variant (treasure equality, small cave).
    pub(crate) removed_kinds: Vec<Kind>,
    pub(crate) hands: Vec<Hand>,
    pub(crate) start: Seat,
    /// Turns begun so far minus one: turn `t` belongs to seat `(start + t) % n`.
    pub(crate) turn: u32,
    pub(crate) phase: Phase,
    pub(crate) facts: TurnFacts,
    pub(crate) restrictions: Vec<Restriction>,
    /// Set when the last face-down tile flips: the index of the game's last turn.
    pub(crate) last_turn: Option<u32>,
}

impl State {
    pub fn config(&self) -> &Config {
        &self.config
    }
    pub fn players(&self) -> usize {
        self.hands.len()
    }
    pub fn geometry(&self) -> &'static Geometry {
        Geometry::of(self.config.variant.cave())
    }
    /// The seat whose turn it is (not necessarily the one to act: yellow asks the others).
    pub fn current(&self) -> Seat {
        ((u32::from(self.start) + self.turn) % self.players() as u32) as Seat
    }
    pub fn start_player(&self) -> Seat {
        self.start
    }
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    pub fn hand(&self, seat: Seat) -> &Hand {
        &self.hands[seat as usize]
    }
    pub fn board(&self) -> &[Option<Placed>] {
        &self.board
    }
    pub fn side(&self) -> &[Tile] {
        &self.side
    }
    pub fn boxed(&self) -> &[Tile] {
        &self.boxed
    }
    pub fn restrictions(&self) -> &[Restriction] {
        &self.restrictions
    }
    pub fn turn_index(&self) -> u32 {
        self.turn
    }
    pub fn last_turn(&self) -> Option<u32> {
        self.last_turn
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
}

/// The marker type that implements the game contract.
#[derive(Clone, Copy, Debug)]
pub struct AliBaba;

impl Game for AliBaba {
    const ID: GameId = GameId::AliBaba;
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
        rules::to_act(state)
    }
    fn view(state: &State, seat: Seat) -> View {
        view::view(state, seat)
    }
    fn choices(view: &View) -> &[Action] {
        &view.choices
    }
    fn outcome(state: &State) -> Option<Outcome> {
        state.is_over().then(|| score::outcome(state))
    }
    fn player_names(config: &Config) -> &[String] {
        &config.players
    }
    fn played_by_app(config: &Config, seat: Seat) -> bool {
        config.computers.strength(seat).is_some()
    }
    /// A move may be taken back while it brought nothing hidden to light: no tile turned face
    /// up, no tile shown by the opponents (yellow), and the game not over.
    fn undoable(_before: &State, _after: &State, events: &[Event]) -> bool {
        !events.iter().any(|e| matches!(e, Event::Flipped { .. } | Event::Shown { .. } | Event::GameOver))
    }
}

#[cfg(test)]
mod tests;
