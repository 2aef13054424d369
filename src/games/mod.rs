//! Pure rules. Nothing in here touches the browser, a clock or a global random generator:
//! every game is `new(config, seed)` plus a list of actions, so saves, links and replays are
//! all the same record (see `record.rs`).

// Text from outside reaches this code: a string is never sliced at a computed byte index (a panic
// inside a multi-byte character) unless the index is known to be a boundary, said in a `reason`.
#![deny(clippy::string_slice)]

pub mod ali_baba;
pub mod record;
pub mod rng;
pub mod sidibaba;
pub mod text;
pub mod thousand_and_one;

use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::fmt::Debug;
use text::{extends_previous, forbidden_in_name, visible_len};

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

    /// Turns go from phone to phone as links. Not Sidibaba: it runs against the clock, around
    /// one device.
    pub fn travels_by_link(self) -> bool {
        self != GameId::Sidibaba
    }

    /// How many people may play, fewest and most. The set-up screen and each game's config
    /// check read it from here. (Sidibaba: the Adventurers and the Leader of the Thieves.)
    pub fn players(self) -> (usize, usize) {
        self.roles().iter().fold((0, 0), |(min, max), &(_, lo, hi)| (min + lo, max + hi))
    }

    /// Who sits at the table, and how many of each (fewest, most). The set-up screen reads it.
    pub fn roles(self) -> &'static [(Role, usize, usize)] {
        match self {
            GameId::AliBaba | GameId::ThousandAndOne => &[(Role::Player, 2, 4)],
            // The Leader is played by the app, or by a person on the same device.
            GameId::Sidibaba => &[(Role::Adventurer, 2, 6), (Role::Leader, 1, 1)],
        }
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

/// A part one plays at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Everyone for themselves.
    Player,
    /// Sidibaba: the Adventurers, who walk the maze together.
    Adventurer,
    /// Sidibaba: the Leader of the Thieves, who runs the maze against them.
    Leader,
}

/// Why a configuration cannot start a game (names, player count, variant). Not part of any
/// stored format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConfigError {
    TooFewPlayers,
    TooManyPlayers,
    EmptyName,
    NameTooLong,
    VariantNeedsTwoPlayers,
    NoSuchStartPlayer,
    /// A zero-width or text-direction control character: it makes names look alike or turns
    /// the text around them backwards.
    InvisibleCharacter,
    /// Sidibaba: the 12 lamps are not all shared out, or the head of the line has none.
    LampsNotSharedOut,
    /// Every seat is a computer opponent: at least one person plays.
    NoPerson,
    /// The computer opponents are not given one per seat (a damaged link or save).
    ComputersDoNotFit,
}

/// How well a computer opponent plays. The order is part of the save and link formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Strength {
    Easy,
    Normal,
    Strong,
}

impl Strength {
    pub const ALL: [Strength; 3] = [Strength::Easy, Strength::Normal, Strength::Strong];
}

/// The seats the app plays as computer opponents, and how well: none (empty), or one entry per
/// seat (`None`: a person). The last field of Ali Baba's and A Thousand and One's configs since
/// save format 3 and link format 2; an older save or link is given an empty one before it is read
/// (`app::upgrade`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Computers(pub Vec<Option<Strength>>);

impl Computers {
    /// The strength of the computer in `seat`; `None` for a person.
    pub fn strength(&self, seat: Seat) -> Option<Strength> {
        self.0.get(usize::from(seat)).copied().flatten()
    }

    pub fn any(&self) -> bool {
        self.0.iter().any(Option::is_some)
    }

    /// Empty, or one entry per player with at least one person: the app never plays alone.
    pub fn check(&self, players: usize) -> Result<(), ConfigError> {
        if !self.0.is_empty() && self.0.len() != players {
            return Err(ConfigError::ComputersDoNotFit);
        }
        if !self.0.is_empty() && self.0.iter().all(Option::is_some) {
            return Err(ConfigError::NoPerson);
        }
        Ok(())
    }
}

/// The longest player name, in characters a person sees.
pub const MAX_NAME_CHARS: usize = 32;

/// Checks a player name as typed: trimmed, at least one visible character, no text-direction or
/// invisible controls (joiners only between characters, as in emoji), at most 32 characters
/// a person sees.
pub fn check_name(name: &str) -> Result<(), ConfigError> {
    let blank = |c: char| c.is_whitespace() || c == '\u{2800}' || extends_previous(c);
    if name.chars().all(blank) {
        return Err(ConfigError::EmptyName);
    }
    let joiner = |c: Option<char>| matches!(c, Some('\u{200C}' | '\u{200D}'));
    if name.chars().any(forbidden_in_name) || joiner(name.chars().next()) || joiner(name.chars().last()) {
        return Err(ConfigError::InvisibleCharacter);
    }
    if name.trim() != name {
        return Err(ConfigError::EmptyName);
    }
    if visible_len(name) > MAX_NAME_CHARS {
        return Err(ConfigError::NameTooLong);
    }
    Ok(())
}

/// Checks the names every game shares: as many players as `game` allows, each name as
/// `check_name` wants.
pub fn check_names(game: GameId, names: &[String]) -> Result<(), ConfigError> {
    let (min, max) = game.players();
    if names.len() < min {
        return Err(ConfigError::TooFewPlayers);
    }
    if names.len() > max {
        return Err(ConfigError::TooManyPlayers);
    }
    names.iter().try_for_each(|n| check_name(n))
}

/// Final result, common to all games: total points per seat and who won (ties share).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub points: Vec<i32>,
    /// Who won. In a game of sides, the best of the side that won ("the Adventurers won
    /// together, and Samir is the richest"), or the lone winner ("the Leader won").
    pub winners: Vec<Seat>,
    /// In a game of sides, every seat of the side that won together; `None` in a game where
    /// each plays for themselves.
    pub side: Option<Vec<Seat>>,
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
    /// Every action the rules allow now, in a fixed order. The order is a stored format: links
    /// store each action as its index in this list (pinned by `tests/golden.rs`).
    fn legal_actions(state: &Self::State) -> Vec<Self::Action>;
    /// Plays one action; on error the state is left exactly as it was.
    fn apply(state: &mut Self::State, action: Self::Action) -> Result<Vec<Self::Event>, Self::RuleError>;
    /// Who must decide now; `None` once the game is over.
    fn to_act(state: &Self::State) -> Option<Seat>;
    /// What `seat` may see: never anything the rules hide from them.
    fn view(state: &Self::State, seat: Seat) -> Self::View;
    /// What the viewer of `view` may do now (empty unless it is their decision). A seat the app
    /// plays chooses from these, with nothing but the view to go on (`crate::ai`).
    fn choices(view: &Self::View) -> &[Self::Action];
    fn outcome(state: &Self::State) -> Option<Outcome>;
    fn player_names(config: &Self::Config) -> &[String];

    /// Real time: the milliseconds the running timer has left, if one runs now (Sidibaba's
    /// lamp). The frame plays `timeout` when they are spent. Turn-based games have none.
    fn time_left(_state: &Self::State) -> Option<u32> {
        None
    }
    /// What the timer does when it runs out (Sidibaba: the lamp goes out), with its time.
    fn timeout(_state: &Self::State) -> Option<Self::Action> {
        None
    }
    /// The game stopped (paused, hidden, left) `ms` milliseconds after the last action while
    /// its timer ran: the action that records that time as spent. Turn-based games have none.
    fn pause(_state: &Self::State, _ms: u32) -> Option<Self::Action> {
        None
    }
    /// `action`, played `ms` milliseconds after the one before it. Time is an input of the
    /// rules, never read from a clock inside them; games without time ignore it.
    fn after_ms(action: Self::Action, _ms: u32) -> Self::Action {
        action
    }
    /// The milliseconds `action` says passed since the action before it (`after_ms`).
    fn ms(_action: Self::Action) -> u32 {
        0
    }
    /// The seat whose decision `action` is, now: whoever is to act, unless the rules let
    /// someone act out of turn (Sidibaba's Leader stops the party; an Adventurer uses a genie).
    /// `None`: the game's clock (a lamp that goes out, a pause).
    fn actor(state: &Self::State, _action: Self::Action) -> Option<Seat> {
        Self::to_act(state)
    }
    /// The seat of a player not named among `player_names`, where a person plays it: Sidibaba's
    /// Leader of the Thieves (the seat after the Adventurers'). None by default.
    fn leader_of_the_thieves(_config: &Self::Config) -> Option<Seat> {
        None
    }
    /// Whether the app plays `seat` (from its view only, `crate::ai`).
    fn played_by_app(config: &Self::Config, seat: Seat) -> bool;
    /// The action a player's standing order makes now, played at once with no hand-over (a
    /// person playing Sidibaba's Leader passes where they did not ask for the device). None by
    /// default: every decision is the player's.
    fn standing(_state: &Self::State) -> Option<Self::Action> {
        None
    }
    /// Whether the action that led from `before` to `after` (with `events`) may be taken back
    /// by the seat that played it: only if it showed nobody anything they did not know (no
    /// face-down tile turned, no die rolled, no card drawn), so that taking it back cannot be
    /// used to peek. The frame offers it only until the next player has seen anything. Games
    /// in real time never allow it (the default).
    fn undoable(_before: &Self::State, _after: &Self::State, _events: &[Self::Event]) -> bool {
        false
    }
}

#[cfg(test)]
mod name_tests {
    use super::*;

    #[test]
    fn the_player_counts_come_from_the_roles_at_the_table() {
        assert_eq!(GameId::AliBaba.players(), (2, 4));
        assert_eq!(GameId::ThousandAndOne.players(), (2, 4));
        assert_eq!(GameId::Sidibaba.roles(), [(Role::Adventurer, 2, 6), (Role::Leader, 1, 1)]);
        assert_eq!(GameId::Sidibaba.players(), (3, 7), "2–6 Adventurers and the Leader");
    }

    #[test]
    fn turns_travel_by_link_in_every_game_but_the_one_against_the_clock() {
        assert!(GameId::AliBaba.travels_by_link());
        assert!(GameId::ThousandAndOne.travels_by_link());
        assert!(!GameId::Sidibaba.travels_by_link(), "Sidibaba runs around one device");
    }

    #[test]
    fn a_name_of_blanks_braille_blanks_or_lone_accents_is_empty() {
        assert_eq!(check_name("\u{2800}\u{2800}"), Err(ConfigError::EmptyName), "braille blanks");
        assert_eq!(check_name("\u{301}\u{308}"), Err(ConfigError::EmptyName), "accents on nothing");
        assert_eq!(check_name(" \u{2800}\u{301}"), Err(ConfigError::EmptyName), "all three");
        assert!(check_name("Zo\u{308}e").is_ok(), "an accent on a letter");
    }

    #[test]
    fn a_name_is_counted_in_characters_a_person_sees() {
        assert!(check_name(&"😀".repeat(32)).is_ok(), "32 emoji fit, though they are 64 UTF-16 units");
        assert_eq!(check_name(&"😀".repeat(33)), Err(ConfigError::NameTooLong));
        assert!(check_name(&"W".repeat(32)).is_ok());
        assert_eq!(check_name(&"W".repeat(33)), Err(ConfigError::NameTooLong));
    }

    #[test]
    fn the_computer_opponents_take_one_entry_per_seat_and_leave_a_person() {
        let (s, p) = (Some(Strength::Strong), None);
        assert_eq!(Computers::default().check(3), Ok(()), "people only");
        assert_eq!(Computers(vec![p, s, s]).check(3), Ok(()));
        assert_eq!(Computers(vec![s, s]).check(2), Err(ConfigError::NoPerson));
        assert_eq!(Computers(vec![p, s]).check(3), Err(ConfigError::ComputersDoNotFit));
        assert_eq!(Computers(vec![p, s, s]).strength(1), s);
        assert_eq!(Computers(vec![p, s, s]).strength(0), None);
        assert_eq!(Computers(vec![p, s]).strength(9), None, "a seat beyond the list is a person");
        assert!(Computers(vec![p, s]).any());
        assert!(!Computers(vec![p, p]).any(), "a seat for each, all people");
        assert!(!Computers::default().any());
    }

    #[test]
    fn invisible_and_direction_characters_are_refused() {
        assert_eq!(check_name("\u{200B}\u{200B}"), Err(ConfigError::InvisibleCharacter));
        assert_eq!(check_name("   "), Err(ConfigError::EmptyName));
        assert_eq!(check_name("\u{3164}"), Err(ConfigError::InvisibleCharacter), "a Hangul filler");
        assert_eq!(check_name("Lea\u{200B}"), Err(ConfigError::InvisibleCharacter));
        assert_eq!(check_name("\u{202E}aeL"), Err(ConfigError::InvisibleCharacter));
        assert_eq!(check_name("Tom\u{2066}x"), Err(ConfigError::InvisibleCharacter));
        assert_eq!(check_name("\u{200D}Lea"), Err(ConfigError::InvisibleCharacter));
        assert_eq!(check_name(" Lea"), Err(ConfigError::EmptyName));
        assert!(check_name("👨\u{200D}👩\u{200D}👧 Ana").is_ok(), "joiners between emoji are fine");
        assert!(check_name("Zoë").is_ok());
        assert!(check_name("{tile}").is_ok(), "braces are fine: filling never reads inside a name");
    }
}
