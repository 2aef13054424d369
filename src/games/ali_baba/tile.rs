//! The 60 treasure tiles: ten kinds, each once in each of the six colours.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Kind {
    Carpet,
    Chest,
    Crown,
    Ruby,
    Statue,
    Sword,
    Diamond,
    Ring,
    Lamp,
    Necklace,
}

impl Kind {
    pub const ALL: [Kind; 10] = [
        Kind::Carpet,
        Kind::Chest,
        Kind::Crown,
        Kind::Ruby,
        Kind::Statue,
        Kind::Sword,
        Kind::Diamond,
        Kind::Ring,
        Kind::Lamp,
        Kind::Necklace,
    ];
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Each background colour is a magic effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Colour {
    Pink,
    Blue,
    Brown,
    Green,
    Yellow,
    White,
}

impl Colour {
    pub const ALL: [Colour; 6] =
        [Colour::Pink, Colour::Blue, Colour::Brown, Colour::Green, Colour::Yellow, Colour::White];
    pub fn index(self) -> usize {
        self as usize
    }
}

/// One physical tile: `kind * 6 + colour`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Tile(u8);

impl Tile {
    pub const COUNT: usize = 60;

    pub fn new(kind: Kind, colour: Colour) -> Tile {
        Tile(kind as u8 * 6 + colour as u8)
    }
    pub fn kind(self) -> Kind {
        Kind::ALL[(self.0 / 6) as usize]
    }
    pub fn colour(self) -> Colour {
        Colour::ALL[(self.0 % 6) as usize]
    }
    pub fn id(self) -> u8 {
        self.0
    }
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..Self::COUNT as u8).map(Tile)
    }
}

/// What a white tile forbids: a kind of treasure or a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ban {
    Kind(Kind),
    Colour(Colour),
}

impl Ban {
    /// All 16 choices, kinds first: the order of the white effect's legal actions.
    pub fn all() -> impl Iterator<Item = Ban> {
        Kind::ALL.into_iter().map(Ban::Kind).chain(Colour::ALL.into_iter().map(Ban::Colour))
    }
    pub fn forbids(self, tile: Tile) -> bool {
        match self {
            Ban::Kind(k) => tile.kind() == k,
            Ban::Colour(c) => tile.colour() == c,
        }
    }
}
