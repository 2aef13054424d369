//! The material as data, in one place: the 60 cave cards and the length of the thief's path.
//! Every number marked *tunable* in `shared/rules/thousand-and-one.md` lives here; the figures
//! tool (`cargo run --release --bin figures`) reports the game lengths they give.

/// Spaces on the thief's track between the tent and the cave entrance (*tunable*).
pub const THIEF_PATH: u8 = 8;

/// One cave card. Walls are edges of the card as printed, turned with the card when laid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Card {
    /// 1, 2 or 3 treasures: also how far a pawn standing on it moves.
    pub treasures: u8,
    /// Shows the head of the Leader of the Thieves.
    pub head: bool,
    /// Walled edges, as bits of `N | E | S | W` before turning.
    pub walls: u8,
}

pub const N: u8 = 1;
pub const E: u8 = 2;
pub const S: u8 = 4;
pub const W: u8 = 8;
const O: u8 = 0; // open on every side
const NE: u8 = N | E; // a corner
const NS: u8 = N | S; // a corridor

const fn c(treasures: u8, walls: u8) -> Card {
    Card { treasures, head: false, walls }
}
const fn h(treasures: u8, walls: u8) -> Card {
    Card { treasures, head: true, walls }
}

/// The first 19 have the cave-entrance back and form the first layout (only 1 or 2 treasures,
/// 3 heads); the 41 others are the draw pile. In all: 24 ones, 22 twos, 14 threes; 12 heads,
/// 4 of each count; 0, 1 or 2 walled edges each (*tunable*).
pub const CARDS: [Card; 60] = [
    // entrance backs: ten ones, nine twos
    c(1, O),
    c(1, O),
    c(1, O),
    c(1, O),
    c(1, N),
    c(1, N),
    c(1, N),
    c(1, NE),
    h(1, O),
    h(1, N),
    c(2, O),
    c(2, O),
    c(2, O),
    c(2, N),
    c(2, N),
    c(2, NE),
    c(2, NS),
    c(2, NS),
    h(2, N),
    // the draw pile: fourteen ones, thirteen twos, fourteen threes
    c(1, O),
    c(1, O),
    c(1, O),
    c(1, O),
    c(1, O),
    c(1, N),
    c(1, N),
    c(1, N),
    c(1, N),
    c(1, NE),
    c(1, NE),
    c(1, NS),
    h(1, O),
    h(1, N),
    c(2, O),
    c(2, O),
    c(2, O),
    c(2, O),
    c(2, N),
    c(2, N),
    c(2, N),
    c(2, NE),
    c(2, NS),
    c(2, NS),
    h(2, O),
    h(2, N),
    h(2, NE),
    c(3, O),
    c(3, O),
    c(3, O),
    c(3, N),
    c(3, N),
    c(3, N),
    c(3, NE),
    c(3, NE),
    c(3, NS),
    c(3, NS),
    h(3, O),
    h(3, N),
    h(3, NE),
    h(3, NS),
];

/// How many of `CARDS` have the entrance back.
pub const ENTRANCE_CARDS: usize = 19;

/// The walls of a card turned clockwise by `quarter_turns`.
pub fn turned(walls: u8, quarter_turns: u8) -> u8 {
    let r = quarter_turns % 4;
    ((walls << r) | (walls >> (4 - r))) & 0xF
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_card_set_is_as_the_rules_file_says() {
        let count = |t: u8| CARDS.iter().filter(|c| c.treasures == t).count();
        assert_eq!((count(1), count(2), count(3)), (24, 22, 14));
        for t in 1..=3 {
            assert_eq!(CARDS.iter().filter(|c| c.head && c.treasures == t).count(), 4, "heads on {t}");
        }
        let entrance = &CARDS[..ENTRANCE_CARDS];
        assert!(entrance.iter().all(|c| c.treasures <= 2));
        assert_eq!(entrance.iter().filter(|c| c.treasures == 1).count(), 10);
        assert_eq!(entrance.iter().filter(|c| c.head).count(), 3);
        assert!(CARDS.iter().all(|c| c.walls.count_ones() <= 2));
        let two = |walls: u8| CARDS.iter().filter(|c| c.walls == walls).count();
        assert_eq!((two(N | E), two(N | S)), (9, 8), "two walls: a corner or a corridor");
    }

    #[test]
    fn turning_a_card_turns_its_walls() {
        assert_eq!(turned(N, 1), E);
        assert_eq!(turned(N | E, 1), E | S);
        assert_eq!(turned(W, 1), N);
        assert_eq!(turned(N | S, 2), N | S);
        assert_eq!(turned(N, 4), N);
    }
}
