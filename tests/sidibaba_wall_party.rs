//! The wall-following family (`ai::wall_party`) plays whole games against the app's Leader of the
//! Thieves: 2, 4 and 6 Adventurers, the three strengths, the four mazes, a few seeds each, at
//! the balance pace. `sim::play` panics on an action the rules refuse and on a game that never
//! ends, so every game played to its end is the check; how many escaped is printed.

use sesame::ai::leader::AppLeader;
use sesame::ai::sim::{play, Pace};
use sesame::ai::wall_party::WallFamily;
use sesame::games::sidibaba::state::End;
use sesame::games::sidibaba::{Config, LeaderPlayer, LeaderStrength};

/// Seeds per maze, party size and strength.
const SEEDS: u64 = 5;

/// `n` Adventurers sharing the twelve lamps as evenly as they go.
fn config(n: usize, strength: LeaderStrength) -> Config {
    let names = ["Samir", "Léa", "Tom", "Ana", "Max", "Zoé"];
    Config {
        adventurers: names[..n].iter().map(|s| s.to_string()).collect(),
        lamps: (0..n).map(|i| (12 / n + usize::from(i < 12 % n)) as u8).collect(),
        leader: LeaderPlayer::App,
        line_any_time: false,
        strength,
    }
}

#[test]
fn the_wall_family_plays_every_game_to_its_end() {
    let strengths = [LeaderStrength::Gentle, LeaderStrength::Fair, LeaderStrength::Ruthless];
    let mut games = 0;
    for n in [2, 4, 6] {
        for strength in strengths {
            let mut escaped = [0; 4];
            for maze in 0..4u8 {
                let leader = AppLeader { tuning: None, maze: Some(maze) };
                for seed in 0..SEEDS {
                    let game = play(&config(n, strength), seed, &mut WallFamily::new(), Pace::balance(100), &leader);
                    escaped[usize::from(maze)] += usize::from(game.end == End::Escaped);
                    games += 1;
                }
            }
            let total: usize = escaped.iter().sum();
            eprintln!("{n} Adventurers, {strength:?}: {total} of {} escaped (mazes 1-4: {escaped:?})", 4 * SEEDS);
        }
    }
    assert_eq!(games, 3 * 3 * 4 * SEEDS);
}
