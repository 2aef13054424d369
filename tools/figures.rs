//! Prints the figures the benchmark script reports that need the rules themselves:
//! the length of a complete game's turn link, per variant and player count, and of a finished
//! Sidibaba expedition's replay link.

use sesame::app::link;
use sesame::games::ali_baba::{AliBaba, Config, Variant};
use sesame::games::record::{random_record, AnyRecord};
use sesame::games::rng::GameRng;
use sesame::games::thousand_and_one::{self as t1001, ThousandAndOne, THIEF_HOME};
use sesame::games::Game;

const GAMES: u64 = 1000;

fn complete_game(players: &[&str], variant: Variant, seed: u64) -> AnyRecord {
    let config = Config {
        players: players.iter().map(|s| s.to_string()).collect(),
        variant,
        open_screens: false,
        start: None,
        computers: Default::default(),
    };
    AnyRecord::AliBaba(random_record::<AliBaba>(config, seed, usize::MAX, seed.rotate_left(17)))
}

fn main() {
    println!("Turn link of a complete game (fragment after '#', {GAMES} random games each):");
    println!("{:<44}{:>8}{:>8}{:>8}{:>9}", "game", "min", "mean", "max", "actions");
    let cases: [(&str, &[&str], Variant); 5] = [
        ("Ali Baba, 4 players (Lea, Tom, Ana, Max)", &["Lea", "Tom", "Ana", "Max"], Variant::Standard),
        (
            "Ali Baba, 4 players (Player 1 … Player 4)",
            &["Player 1", "Player 2", "Player 3", "Player 4"],
            Variant::Standard,
        ),
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
    let mut longest_thousand = 0;
    for beginners in [false, true] {
        let (mut sum, mut max) = (0, 0);
        for seed in 0..GAMES {
            let config = t1001::Config {
                players: ["Lea", "Tom", "Ana", "Max"].map(String::from).to_vec(),
                beginners,
                start: None,
                computers: Default::default(),
            };
            let record = AnyRecord::ThousandAndOne(random_record::<ThousandAndOne>(config, seed, usize::MAX, seed));
            let len = link::encode(&record).expect("a legal game encodes").len();
            sum += len;
            max = max.max(len);
        }
        let label = format!("A Thousand and One, 4 players{}", if beginners { ", beginners" } else { "" });
        println!("{label:<44}{:>8}{:>8.0}{max:>8}", "", sum as f64 / GAMES as f64);
        longest_thousand = longest_thousand.max(max);
    }
    longest_four_player = longest_four_player.max(longest_thousand);
    thousand_and_one_lengths();
    sidibaba_replay_lengths();
    // Read by tools/bench.mjs --check.
    println!("longest complete 4-player link: {longest_four_player}");
}

/// A simple player, as the rules file describes: collect the richest cards, and head for the
/// exit once the thief is three spaces or fewer from the entrance (the computer players'
/// greedy baseline).
fn simple_choice(state: &t1001::State, pick: &mut GameRng) -> t1001::Action {
    use sesame::ai::AppPlayer;
    sesame::ai::thousand::Greedy.decide(&ThousandAndOne::view(state, state.current()), pick)
}

fn thousand_and_one_lengths() {
    println!();
    println!("A Thousand and One Treasures, simple players ({GAMES} games each):");
    println!("{:<24}{:>16}{:>16}{:>16}", "players", "turns/player", "thief ends it", "pawns caught");
    for beginners in [false, true] {
        for players in 2..=4usize {
            let (mut turns, mut by_thief, mut caught) = (0u64, 0u64, 0u64);
            for seed in 0..GAMES {
                let config = t1001::Config {
                    players: (0..players).map(|p| format!("P{p}")).collect(),
                    beginners,
                    start: None,
                    computers: Default::default(),
                };
                let mut state = ThousandAndOne::new(&config, seed).expect("valid");
                let mut pick = GameRng::new(seed ^ 77);
                while ThousandAndOne::to_act(&state).is_some() {
                    let action = simple_choice(&state, &mut pick);
                    ThousandAndOne::apply(&mut state, action).expect("legal");
                }
                turns += u64::from(state.turns());
                by_thief += u64::from(state.thief() >= THIEF_HOME);
                caught += (0..players as u8)
                    .filter(|&s| !beginners && matches!(state.pawn(s), t1001::Pawn::At(_)))
                    .count() as u64;
            }
            let label = format!("{players}{}", if beginners { " (beginners)" } else { "" });
            println!(
                "{label:<24}{:>16.1}{:>15.0}%{:>15.0}%",
                turns as f64 / (GAMES as f64 * players as f64),
                100.0 * by_thief as f64 / GAMES as f64,
                100.0 * caught as f64 / (GAMES as f64 * players as f64)
            );
        }
    }
}

/// A finished expedition's replay link: the competent party against the app's Leader at the
/// balance pace (as `sidibaba-sim` plays them), pauses in every lamp as a family makes them.
fn sidibaba_replay_lengths() {
    use sesame::ai::{
        leader::AppLeader,
        party::Party,
        sim::{play, Pace},
    };
    use sesame::games::record::Record;
    use sesame::games::sidibaba::state::{Act, Action};
    use sesame::games::sidibaba::{Config, LeaderPlayer, Sidibaba};
    const EXPEDITIONS: u64 = 200;
    println!("Sidibaba: replay link of a finished expedition ({EXPEDITIONS} simulated games each, competent party, app Leader):");
    println!("{:<44}{:>8}{:>8}{:>8}{:>9}", "expedition", "min", "mean", "max", "actions");
    let names = ["Samir", "Lea", "Tom", "Ana", "Max", "Zoe"];
    for n in [2, 4, 6] {
        let lamps = (0..n).map(|i| (12 / n + usize::from(i < 12 % n)) as u8).collect();
        let config = Config {
            adventurers: names[..n].iter().map(|s| s.to_string()).collect(),
            lamps,
            leader: LeaderPlayer::App,
            line_any_time: false,
            strength: sesame::games::sidibaba::LeaderStrength::Fair,
        };
        let (mut min, mut max, mut sum, mut actions) = (usize::MAX, 0, 0, 0);
        for seed in 0..EXPEDITIONS {
            let game = play(&config, seed, &mut Party::competent(), Pace::balance(100), &AppLeader::default());
            // A pause now and then, as a family takes them: the link leaves them out.
            let mut timed = Vec::new();
            for (i, &a) in game.actions.iter().enumerate() {
                if i % 40 == 39 && a.ms > 1 && a.act != Act::LampOut {
                    timed.push(Action { ms: 1, act: Act::Pause });
                    timed.push(Action { ms: a.ms - 1, ..a });
                } else {
                    timed.push(a);
                }
            }
            let record = Record::<Sidibaba> { config: config.clone(), seed, actions: timed };
            actions += record.actions.len();
            let len = link::encode(&AnyRecord::Sidibaba(record)).expect("a finished expedition encodes").len();
            min = min.min(len);
            max = max.max(len);
            sum += len;
        }
        let label = format!("Sidibaba, {n} Adventurers, 12 lamps");
        println!(
            "{label:<44}{min:>8}{:>8.0}{max:>8}{:>9.1}",
            sum as f64 / EXPEDITIONS as f64,
            actions as f64 / EXPEDITIONS as f64
        );
    }
}
