//! The computer opponents' strength, measured: seeded games between two kinds of player, seats
//! taken in turn, and the share of games each wins (a shared win counts half).
//!
//! `cargo run --release --bin tournament [games]` (1,000 by default): 2-player match-ups
//! (strong against the greedy baseline, normal against random, easy against random), then
//! one of each against greedy players at 3 and 4 players.

use sesame::ai::ali_baba::AliBabaPlayer;
use sesame::ai::{AppPlayer, RandomPlayer, Strength};
use sesame::games::ali_baba::{AliBaba, Config, Variant};
use sesame::games::rng::GameRng;
use sesame::games::{Game, Seat};
use std::time::Instant;

type Player = Box<dyn AppPlayer<AliBaba> + Sync>;

fn player(name: &str) -> Player {
    match name {
        "random" => Box::new(RandomPlayer),
        "easy" => Box::new(AliBabaPlayer { strength: Strength::Easy }),
        "greedy" | "normal" => Box::new(AliBabaPlayer { strength: Strength::Normal }),
        _ => Box::new(AliBabaPlayer { strength: Strength::Strong }),
    }
}

/// Plays one game; `lineup[i]` sits in seat i. Returns each seat's share of the win and the
/// longest decision of seat 0 in microseconds.
fn play(lineup: &[&Player], variant: Variant, seed: u64) -> (Vec<f64>, u128) {
    let n = lineup.len();
    let config = Config { players: (0..n).map(|i| format!("P{i}")).collect(), variant, open_screens: std::env::var("OPEN").is_ok(), start: Some(0) };
    let mut state = AliBaba::new(&config, seed).expect("a valid game");
    let mut rng = GameRng::new(seed ^ 0xA11B);
    let mut slowest = 0;
    while let Some(seat) = AliBaba::to_act(&state) {
        let view = AliBaba::view(&state, seat);
        let started = Instant::now();
        let action = lineup[usize::from(seat)].decide(&view, &mut rng);
        if seat == 0 {
            slowest = slowest.max(started.elapsed().as_micros());
        }
        AliBaba::apply(&mut state, action).expect("a computer player plays legal moves");
    }
    let winners = AliBaba::outcome(&state).expect("over").winners;
    let share = 1.0 / winners.len() as f64;
    ((0..n as Seat).map(|s| if winners.contains(&s) { share } else { 0.0 }).collect(), slowest)
}

/// `hero` against `others` (one per other seat), the hero's seat moving round: its win share.
fn match_up(hero: &str, other: &str, players: usize, games: u64, variant: Variant) -> (f64, u128) {
    let threads = std::thread::available_parallelism().map_or(2, |p| p.get()).min(8) as u64;
    let results: Vec<(f64, u128)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    let hero_p = player(hero);
                    let other_p = player(other);
                    let (mut won, mut slowest) = (0.0, 0);
                    for g in (t..games).step_by(threads as usize) {
                        let at = (g as usize) % players;
                        let lineup: Vec<&Player> = (0..players).map(|i| if i == at { &hero_p } else { &other_p }).collect();
                        // Seat 0 timed: the hero's decisions when it sits there.
                        let (shares, slow) = play(&lineup, variant, 10_000 + g);
                        won += shares[at];
                        if at == 0 {
                            slowest = slowest.max(slow);
                        }
                    }
                    (won, slowest)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("a tournament thread")).collect()
    });
    let won: f64 = results.iter().map(|r| r.0).sum();
    (won / games as f64, results.iter().map(|r| r.1).max().unwrap_or(0))
}

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    println!("Ali Baba, standard cave, {games} seeded games per line; the first player's share of the wins");
    println!("(a shared win counts half; fair at 2 players is 50 %, at 3 players 33 %, at 4 players 25 %):");
    println!("{:<34}{:>8}{:>10}{:>22}", "match-up", "players", "wins", "slowest decision (ms)");
    let lines: [(&str, &str, usize); 7] = [
        ("strong", "greedy", 2),
        ("normal", "random", 2),
        ("easy", "random", 2),
        ("strong", "greedy", 3),
        ("strong", "greedy", 4),
        ("normal", "random", 4),
        ("easy", "greedy", 2),
    ];
    for (hero, other, players) in lines {
        let started = Instant::now();
        let (share, slowest) = match_up(hero, other, players, games, Variant::Standard);
        println!(
            "{:<34}{players:>8}{:>9.1}%{:>22.1}   ({:.0} s)",
            format!("{hero} against {other}"),
            100.0 * share,
            slowest as f64 / 1000.0,
            started.elapsed().as_secs_f64()
        );
    }
}
