//! The set-up of an expedition: who walks in which order with how many lamps, and what the
//! seed deals — the bag, the three gold coins of each Adventurer, the events.

use super::tokens::{all_jewels_and_genies, Jewel, Token, CURSES};
use crate::games::rng::GameRng;
use crate::games::{check_name, ConfigError};
use serde::{Deserialize, Serialize};

/// Oil lamps in the game.
pub const LAMPS: u8 = 12;
/// Gold coins each Adventurer starts with.
pub const START_COINS: usize = 3;
/// Adventurers, fewest and most.
pub const ADVENTURERS: (usize, usize) = (2, 6);

/// The lamps shared out as evenly as they go, the first in line getting the odd ones (the
/// set-up's suggestion; the group may share them otherwise).
pub fn shared_out(adventurers: usize) -> Vec<u8> {
    let n = adventurers.clamp(1, usize::from(LAMPS)) as u8;
    (0..n).map(|i| LAMPS / n + u8::from(i < LAMPS % n)).collect()
}

/// Who plays the Leader of the Thieves. The order of the variants is part of the save format.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LeaderPlayer {
    /// The app, as an honest game master (the default).
    App,
    /// A person on the same device, through the Leader's console.
    Person(String),
}

/// The order of the fields is part of the save format: add at the end only.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// The Adventurers, in the order of the line at the start.
    pub adventurers: Vec<String>,
    /// How many lamps each Adventurer holds: 12 in all, shared out as the group likes.
    pub lamps: Vec<u8>,
    pub leader: LeaderPlayer,
    /// House rule: the line may be reordered at any time while the party walks, also while a
    /// lamp burns. The rulebook (off): only while no lamp burns. Saves and links written before
    /// there was a choice (save and link format 3 and older) read as on: they were played so.
    pub line_any_time: bool,
    /// How hard the app's Leader plays (a person Leader plays as they like). Saves and links
    /// written before there was a choice (format 4 and older) read as fair.
    pub strength: LeaderStrength,
}

/// How hard the app's Leader of the Thieves plays. The order of the variants is part of the
/// save format (fair first: the older saves' byte 0).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LeaderStrength {
    /// Keeps the expedition in suspense at the party's own pace (the default).
    #[default]
    Fair,
    /// Plays against the party only while it has plenty of time (8 to 19 minutes more than fair):
    /// for children.
    Gentle,
    /// The rulebook's Leader: "everything possible to delay" the Adventurers, no easing off.
    Ruthless,
}

impl LeaderStrength {
    /// In the order the set-up offers them.
    pub const ALL: [LeaderStrength; 3] = [LeaderStrength::Gentle, LeaderStrength::Fair, LeaderStrength::Ruthless];
}

impl Config {
    /// ADAPTATION: the head of the line must hold a lamp, since it lights the first one.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let (min, max) = ADVENTURERS;
        if self.adventurers.len() < min {
            return Err(ConfigError::TooFewPlayers);
        }
        if self.adventurers.len() > max {
            return Err(ConfigError::TooManyPlayers);
        }
        self.adventurers.iter().try_for_each(|n| check_name(n))?;
        if let LeaderPlayer::Person(name) = &self.leader {
            check_name(name)?;
        }
        let total: u32 = self.lamps.iter().map(|&l| u32::from(l)).sum();
        if self.lamps.len() != self.adventurers.len() || total != u32::from(LAMPS) || self.lamps[0] == 0 {
            return Err(ConfigError::LampsNotSharedOut);
        }
        Ok(())
    }
}

/// An event card. The order of the variants is part of the save format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Event {
    Illusion,
    SmallPadlock,
    Bandit,
    CombinationLock,
    Teleportation,
    Landslide,
    Scheherazade,
    Merchant,
    /// Move the Leader's token as many squares as the card shows arrows (3 or 4).
    Movement(u8),
}

impl Event {
    /// The 20 event cards.
    pub fn deck() -> Vec<Event> {
        use Event::*;
        let twice = [
            Illusion,
            SmallPadlock,
            Bandit,
            CombinationLock,
            Teleportation,
            Landslide,
            Scheherazade,
            Merchant,
            Movement(3),
            Movement(4),
        ];
        twice.iter().flat_map(|&e| [e, e]).collect()
    }

    /// Whether the Leader may play it as "move the Leader's token 2 squares" instead.
    pub fn is_choice(self) -> bool {
        !matches!(self, Event::Bandit | Event::Scheherazade | Event::Merchant | Event::Movement(_))
    }

    /// Played on a Chest (or the Treasure) just discovered.
    pub fn on_loot(self) -> bool {
        matches!(self, Event::Illusion | Event::SmallPadlock | Event::CombinationLock)
    }

    /// Whether a person Leader may leave it as a standing order (`Order::Play`): an event that
    /// needs no square chosen, so the app can play it for them with no hand-over.
    pub fn may_be_ordered(self) -> bool {
        self.on_loot() || matches!(self, Event::Bandit | Event::Scheherazade | Event::Merchant)
    }
}

/// A person Leader's standing order, left in the console before handing the device back: when
/// it comes back to them by itself, or which event the app plays for them at the first chance.
/// Whatever the order, "Leader: stop!" on the Adventurers' screen hands it over at any moment.
/// The order of the variants is part of the save format.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Order {
    /// At a closed Chest or the Treasure just discovered, while the hand holds an event played
    /// on one (the default).
    #[default]
    AtLoot,
    /// Only when the Leader stops the party.
    OnlyWhenStopped,
    /// At every new square, while the hand holds an event (as in the box, square by square).
    EverySquare,
    /// This event, as its own effect, at its first chance (the next new square; a Chest just
    /// discovered for those played on one), with no hand-over; then back to `AtLoot`.
    Play(Event),
}

impl Order {
    /// The orders a Leader holding `hand` may leave, in the order the console offers them (and
    /// the rules list them: part of the link format).
    pub fn offered(hand: &[Event]) -> Vec<Order> {
        let mut events: Vec<Event> = Vec::new();
        for &e in hand.iter().filter(|e| e.may_be_ordered()) {
            if !events.contains(&e) {
                events.push(e);
            }
        }
        [Order::AtLoot, Order::OnlyWhenStopped, Order::EverySquare]
            .into_iter()
            .chain(events.into_iter().map(Order::Play))
            .collect()
    }
}

/// What the seed deals at the start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    /// The bag, in drawing order (hidden from everyone).
    pub bag: Vec<Token>,
    /// Each Adventurer's stash: three gold coins.
    pub stashes: Vec<Vec<Token>>,
    /// The event cards, in drawing order.
    pub events: Vec<Event>,
}

/// Deals an expedition: the gold coins to the Adventurers, the rest of the jewels, the genies
/// and the curses shuffled into the bag, the events shuffled.
pub fn deal(config: &Config, rng: &mut GameRng) -> Deal {
    let coin = Token::Jewel(Jewel::GoldCoin);
    let mut bag = all_jewels_and_genies();
    let mut stashes = Vec::new();
    for _ in &config.adventurers {
        let mut stash = Vec::new();
        for _ in 0..START_COINS {
            let at = bag.iter().position(|&t| t == coin).expect("22 gold coins are enough for 6 Adventurers");
            stash.push(bag.remove(at));
        }
        stashes.push(stash);
    }
    bag.extend(std::iter::repeat_n(Token::Curse, CURSES));
    rng.shuffle(&mut bag);
    let mut events = Event::deck();
    rng.shuffle(&mut events);
    Deal { bag, stashes, events }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(n: usize, lamps: Vec<u8>) -> Config {
        let names = ["Samir", "Lea", "Tom", "Ana", "Max", "Zoe", "Ida"];
        Config {
            adventurers: names[..n].iter().map(|s| s.to_string()).collect(),
            lamps,
            leader: LeaderPlayer::App,
            line_any_time: false,
            strength: LeaderStrength::Fair,
        }
    }

    #[test]
    fn the_suggested_sharing_is_even_and_lights_the_first_lamp() {
        assert_eq!(shared_out(2), [6, 6]);
        assert_eq!(shared_out(5), [3, 3, 2, 2, 2]);
        assert_eq!(shared_out(6), [2; 6]);
        for n in 2..=6 {
            assert!(config(n, shared_out(n)).validate().is_ok(), "{n} Adventurers");
        }
    }

    #[test]
    fn two_to_six_adventurers_share_out_the_twelve_lamps() {
        assert!(config(2, vec![6, 6]).validate().is_ok());
        assert!(config(6, vec![2; 6]).validate().is_ok());
        assert!(config(3, vec![12, 0, 0]).validate().is_ok(), "not necessarily equally");
        assert_eq!(config(1, vec![12]).validate(), Err(ConfigError::TooFewPlayers));
        assert_eq!(config(7, vec![2, 2, 2, 2, 2, 1, 1]).validate(), Err(ConfigError::TooManyPlayers));
        assert_eq!(config(2, vec![6, 5]).validate(), Err(ConfigError::LampsNotSharedOut));
        assert_eq!(config(2, vec![12]).validate(), Err(ConfigError::LampsNotSharedOut));
        assert_eq!(
            config(2, vec![0, 12]).validate(),
            Err(ConfigError::LampsNotSharedOut),
            "the head of the line lights the first lamp"
        );
        let mut person = config(2, vec![6, 6]);
        person.leader = LeaderPlayer::Person("\u{200B}".into());
        assert_eq!(person.validate(), Err(ConfigError::InvisibleCharacter));
    }

    #[test]
    fn each_adventurer_starts_with_three_gold_coins_and_the_rest_is_in_the_bag_with_the_curses() {
        for n in 2..=6 {
            let d = deal(&config(n, vec![2; n]), &mut GameRng::new(n as u64));
            assert!(d.stashes.iter().all(|s| s == &[Token::Jewel(Jewel::GoldCoin); 3]));
            let in_hands: usize = d.stashes.iter().map(Vec::len).sum();
            assert_eq!(d.bag.len() + in_hands, 61 + 5, "every token is somewhere");
            assert_eq!(d.bag.iter().filter(|&&t| t == Token::Curse).count(), 5);
        }
    }

    #[test]
    fn there_are_twenty_events_and_the_encounters_and_movements_are_no_choice() {
        let deck = Event::deck();
        assert_eq!(deck.len(), 20);
        assert_eq!(deck.iter().filter(|e| matches!(e, Event::Movement(_))).count(), 4);
        assert_eq!(
            deck.iter().filter(|e| e.is_choice()).count(),
            10,
            "illusion, padlock, combination lock, teleportation, landslide"
        );
    }

    #[test]
    fn the_same_seed_deals_the_same_expedition() {
        let c = config(4, vec![3; 4]);
        assert_eq!(deal(&c, &mut GameRng::new(9)), deal(&c, &mut GameRng::new(9)));
        assert_ne!(deal(&c, &mut GameRng::new(9)).bag, deal(&c, &mut GameRng::new(10)).bag);
    }
}
