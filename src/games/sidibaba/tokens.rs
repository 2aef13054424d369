//! The bag's tokens: jewels, genies and curses, and what a fortune is worth at the end.

use serde::{Deserialize, Serialize};

/// A jewel. The order of the variants is part of the save format: add at the end only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Jewel {
    /// 1 point.
    GoldCoin,
    /// 2 points.
    TwoGoldCoins,
    /// 3 points.
    Carafe,
    /// 1 point alone, a pair 6.
    Daggers,
    /// 1 point alone, a pair 8.
    Emerald,
    /// 1 point alone, a pair 10.
    BagOfStones,
}

impl Jewel {
    pub const ALL: [Jewel; 6] =
        [Jewel::GoldCoin, Jewel::TwoGoldCoins, Jewel::Carafe, Jewel::Daggers, Jewel::Emerald, Jewel::BagOfStones];

    /// Points of one jewel counted alone.
    pub fn points(self) -> u32 {
        match self {
            Jewel::GoldCoin => 1,
            Jewel::TwoGoldCoins => 2,
            Jewel::Carafe => 3,
            Jewel::Daggers | Jewel::Emerald | Jewel::BagOfStones => 1,
        }
    }

    /// What a complete pair scores, for the pair jewels.
    pub fn pair_points(self) -> Option<u32> {
        match self {
            Jewel::Daggers => Some(6),
            Jewel::Emerald => Some(8),
            Jewel::BagOfStones => Some(10),
            _ => None,
        }
    }

    /// How many are in the game (three of the gold coins start in the Adventurers' hands).
    pub fn count(self) -> usize {
        match self {
            Jewel::GoldCoin => 22,
            Jewel::TwoGoldCoins => 8,
            Jewel::Carafe => 5,
            Jewel::Daggers | Jewel::Emerald | Jewel::BagOfStones => 4,
        }
    }
}

/// A genie. The order of the variants is part of the save format: add at the end only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Genie {
    /// The Adventurers get two lamps back from the Leader.
    LetThereBeLight,
    /// An arrow laid on the square: blue.
    BeenHereBlue,
    /// An arrow laid on the square: red.
    BeenHereRed,
    WayToTreasure,
    WayToExit,
    WayToLoot,
}

impl Genie {
    pub const ALL: [Genie; 6] = [
        Genie::LetThereBeLight,
        Genie::BeenHereBlue,
        Genie::BeenHereRed,
        Genie::WayToTreasure,
        Genie::WayToExit,
        Genie::WayToLoot,
    ];

    pub fn count(self) -> usize {
        match self {
            Genie::BeenHereBlue | Genie::BeenHereRed => 1,
            _ => 3,
        }
    }
}

/// A token of the bag. The order of the variants is part of the save format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Token {
    Jewel(Jewel),
    Genie(Genie),
    Curse,
}

/// Curses in the bag.
pub const CURSES: usize = 5;

/// Every jewel and genie of the game, in a fixed order (61 tokens), without the curses.
pub fn all_jewels_and_genies() -> Vec<Token> {
    let jewels = Jewel::ALL.into_iter().flat_map(|j| std::iter::repeat_n(Token::Jewel(j), j.count()));
    let genies = Genie::ALL.into_iter().flat_map(|g| std::iter::repeat_n(Token::Genie(g), g.count()));
    jewels.chain(genies).collect()
}

/// What a stash is worth at the end: jewels by their points, each complete pair of a pair jewel
/// by its pair value, an unpaired one 1; genies nothing.
pub fn fortune(stash: &[Token]) -> u32 {
    Jewel::ALL
        .into_iter()
        .map(|jewel| {
            let n = stash.iter().filter(|&&t| t == Token::Jewel(jewel)).count() as u32;
            match jewel.pair_points() {
                Some(pair) => n / 2 * pair + n % 2,
                None => n * jewel.points(),
            }
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use Jewel::*;

    #[test]
    fn the_bag_holds_61_jewels_and_genies_and_5_curses() {
        let all = all_jewels_and_genies();
        assert_eq!(all.len(), 61);
        assert_eq!(all.iter().filter(|t| matches!(t, Token::Jewel(_))).count(), 47, "47 jewels with the pair jewels");
        assert_eq!(all.iter().filter(|t| matches!(t, Token::Genie(_))).count(), 14, "14 genies");
        assert_eq!(CURSES, 5);
    }

    #[test]
    fn the_rulebook_example_is_worth_14_points() {
        // 3 gold coins (3) + 1 carafe (3) + a pair of jewels worth 6 (6) + 1 unpaired jewel (1)
        // + 1 emerald alone (1) + 2 genies (0) = 14 points.
        let stash = [
            Token::Jewel(GoldCoin),
            Token::Jewel(GoldCoin),
            Token::Jewel(GoldCoin),
            Token::Jewel(Carafe),
            Token::Jewel(Daggers),
            Token::Jewel(Daggers),
            Token::Jewel(BagOfStones),
            Token::Jewel(Emerald),
            Token::Genie(Genie::WayToExit),
            Token::Genie(Genie::LetThereBeLight),
        ];
        assert_eq!(fortune(&stash), 14);
    }

    #[test]
    fn each_complete_pair_scores_its_pair_value_and_an_odd_one_scores_one() {
        assert_eq!(fortune(&[Token::Jewel(Emerald); 2]), 8);
        assert_eq!(fortune(&[Token::Jewel(Emerald); 3]), 9);
        assert_eq!(fortune(&[Token::Jewel(BagOfStones); 4]), 20);
        assert_eq!(
            fortune(&[Token::Jewel(Daggers), Token::Jewel(Emerald)]),
            2,
            "two different pair jewels are no pair"
        );
        assert_eq!(fortune(&[Token::Jewel(TwoGoldCoins), Token::Curse]), 2);
        assert_eq!(fortune(&[]), 0);
    }
}
