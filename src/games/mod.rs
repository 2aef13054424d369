//! Pure rules. Nothing in here touches the browser, a clock or a global random generator:
//! every game is `new(config, seed)` plus a list of actions, so saves, links and replays are
//! all the same record (see `record.rs`).

pub mod ali_baba;
pub mod thousand_and_one;
pub mod record;
pub mod rng;

use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::fmt::Debug;

/// A place at the table, 0-based, in playing order (clockwise).
pub type Seat = u8;

/// The games of the app, in the order of the home screen. The number is part of the save and
/// link formats: never reorder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameId {
    AliBaba,
    ThousandAndOne,
    Sidibaba,
}

impl GameId {
    pub const ALL: [GameId; 3] = [GameId::AliBaba, GameId::ThousandAndOne, GameId::Sidibaba];

    /// Whether the game can be played in this version of the app.
    pub fn is_playable(self) -> bool {
        matches!(self, GameId::AliBaba | GameId::ThousandAndOne)
    }

    pub fn slug(self) -> &'static str {
        match self {
            GameId::AliBaba => "ali-baba",
            GameId::ThousandAndOne => "thousand-and-one",
            GameId::Sidibaba => "sidibaba",
        }
    }

    pub fn from_slug(slug: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.slug() == slug)
    }
}

/// Why a configuration cannot start a game (names, player count, variant).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConfigError {
    TooFewPlayers,
    TooManyPlayers,
    EmptyName,
    NameTooLong,
    VariantNeedsTwoPlayers,
    NoSuchStartPlayer,
}

/// The longest player name, in characters.
pub const MAX_NAME_CHARS: usize = 32;

/// Checks the names every game shares: `min..=max` players, each name non-empty and short.
pub fn check_names(names: &[String], min: usize, max: usize) -> Result<(), ConfigError> {
    if names.len() < min {
        return Err(ConfigError::TooFewPlayers);
    }
    if names.len() > max {
        return Err(ConfigError::TooManyPlayers);
    }
    for name in names {
        if name.trim().is_empty() || name.chars().any(char::is_control) {
            return Err(ConfigError::EmptyName);
        }
        if name.chars().count() > MAX_NAME_CHARS {
            return Err(ConfigError::NameTooLong);
        }
    }
    Ok(())
}

/// Final result, common to all games: total points per seat and who won (ties share).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub points: Vec<i32>,
    pub winners: Vec<Seat>,
}

/// The contract every game implements. The UI, saves, links and computer players only ever
/// talk to a game through it.
pub trait Game {
    const ID: GameId;
    type Config: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    type State: Clone + Debug + PartialEq;
    type Action: Copy + Debug + Eq + Serialize + DeserializeOwned;
    type Event: Clone + Debug;
    type View: Clone + Debug;
    type RuleError: Copy + Debug + Eq;

    /// Deals the game. Everything random is drawn from `seed`, now or later.
    fn new(config: &Self::Config, seed: u64) -> Result<Self::State, ConfigError>;
    /// Every action the rules allow now, in a fixed order (links store indices into this list).
    fn legal_actions(state: &Self::State) -> Vec<Self::Action>;
    /// Plays one action; on error the state is left exactly as it was.
    fn apply(state: &mut Self::State, action: Self::Action) -> Result<Vec<Self::Event>, Self::RuleError>;
    /// Who must decide now; `None` once the game is over.
    fn to_act(state: &Self::State) -> Option<Seat>;
    /// What `seat` may see: never anything the rules hide from them.
    fn view(state: &Self::State, seat: Seat) -> Self::View;
    fn outcome(state: &Self::State) -> Option<Outcome>;
    fn player_names(config: &Self::Config) -> &[String];
}
