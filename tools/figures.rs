//! Prints the figures the benchmark script reports that need the rules themselves:
//! the length of a complete game's turn link, per variant and player count.

use sesame::app::link;
use sesame::games::ali_baba::{AliBaba, Config, Variant};
use sesame::games::record::{random_record, AnyRecord};

const GAMES: u64 = 1000;

fn complete_game(players: &[&str], variant: Variant, seed: u64) -> AnyRecord {
    let config = Config { players: players.iter().map(|s| s.to_string()).collect(), variant, open_screens: false, start: None };
    AnyRecord::AliBaba(random_record::<AliBaba>(config, seed, usize::MAX, seed.rotate_left(17)))
}

fn main() {
    println!("Turn link of a complete game (fragment after '#', {GAMES} random games each):");
    println!("{:<44}{:>8}{:>8}{:>8}{:>9}", "game", "min", "mean", "max", "actions");
    let cases: [(&str, &[&str], Variant); 5] = [
        ("Ali Baba, 4 players (Lea, Tom, Ana, Max)", &["Lea", "Tom", "Ana", "Max"], Variant::Standard),
        ("Ali Baba, 4 players (Player 1 … Player 4)", &["Player 1", "Player 2", "Player 3", "Player 4"], Variant::Standard),
        ("Ali Baba, 4 players, Aladdin's lamp", &["Lea", "Tom", "Ana", "Max"], Variant::AladdinsLamp),
        ("Ali Baba, 4 players, treasure equality", &["Lea", "Tom", "Ana", "Max"], Variant::TreasureEquality),
        ("Ali Baba, 2 players, small cave", &["Lea", "Tom"], Variant::SmallCave),
    ];
    let mut longest_four_player = 0;
    for (label, names, variant) in cases {
        let (mut min, mut max, mut sum, mut actions) = (usize::MAX, 0, 0, 0);
        for seed in 0..GAMES {
            let record = complete_game(names, variant, seed);
            actions += record.action_count();
            let len = link::encode(&record).expect("a legal game encodes").len();
            min = min.min(len);
            max = max.max(len);
            sum += len;
        }
        println!("{label:<44}{min:>8}{:>8.0}{max:>8}{:>9.1}", sum as f64 / GAMES as f64, actions as f64 / GAMES as f64);
        if names.len() == 4 && names[0] == "Lea" {
            longest_four_player = longest_four_player.max(max);
        }
    }
    // Read by tools/bench.mjs --check.
    println!("longest complete 4-player link: {longest_four_player}");
}
