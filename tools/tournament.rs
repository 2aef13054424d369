//! The computer opponents' strength, measured: seeded games between two kinds of player, seats
//! taken in turn, and the share of games each wins (a shared win counts half).
//!
//! `cargo run --release --bin tournament [games]` (1,000 by default), for each game: strong
//! against the greedy baseline (takes what scores most now), normal and easy against random
//! play, at 2 players and then at 3 and 4.
//!
//! For a quick look at one line: `ONLY="thousand normal random 2"` (any words of the game's
//! title and the line; each must match).

use sesame::ai::ali_baba::AliBabaPlayer;
use sesame::ai::thousand::ThousandPlayer;
use sesame::ai::{AppPlayer, RandomPlayer, Strength};
use sesame::games::ali_baba::{self, AliBaba, Variant};
use sesame::games::rng::GameRng;
use sesame::games::thousand_and_one::{self as t1001, ThousandAndOne};
use sesame::games::{Game, Seat};
use std::time::Instant;

type Player<G> = Box<dyn AppPlayer<G> + Sync>;

fn strength(name: &str) -> Strength {
    match name {
        "easy" => Strength::Easy,
        "greedy" | "normal" => Strength::Normal,
        _ => Strength::Strong,
    }
}

fn ali_baba_player(name: &str) -> Player<AliBaba> {
    if name == "random" {
        Box::new(RandomPlayer)
    } else {
        Box::new(AliBabaPlayer { strength: strength(name) })
    }
}

fn thousand_player(name: &str) -> Player<ThousandAndOne> {
    match name {
        "random" => Box::new(RandomPlayer),
        "greedy" => Box::new(sesame::ai::thousand::Greedy),
        _ => Box::new(ThousandPlayer { strength: strength(name) }),
    }
}

fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

/// Plays one game; `lineup[i]` sits in seat i. Returns each seat's share of the win and the
/// longest decision of seat 0 in microseconds.
fn play<G: Game>(lineup: &[&Player<G>], config: &G::Config, seed: u64) -> (Vec<f64>, u128) {
    let n = lineup.len();
    let mut state = G::new(config, seed).expect("a valid game");
    let mut rng = GameRng::new(seed ^ 0xA11B);
    let mut slowest = 0;
    while let Some(seat) = G::to_act(&state) {
        let view = G::view(&state, seat);
        let started = Instant::now();
        let action = lineup[usize::from(seat)].decide(&view, &mut rng);
        if seat == 0 {
            slowest = slowest.max(started.elapsed().as_micros());
        }
        G::apply(&mut state, action).unwrap_or_else(|_| panic!("a computer player plays legal moves"));
    }
    let winners = G::outcome(&state).expect("over").winners;
    let share = if winners.is_empty() { 0.0 } else { 1.0 / winners.len() as f64 };
    ((0..n as Seat).map(|s| if winners.contains(&s) { share } else { 0.0 }).collect(), slowest)
}

/// `hero` against `other` in every other seat, the hero's seat moving round: its win share and
/// its slowest decision.
fn match_up<G: Game>(
    player: fn(&str) -> Player<G>,
    config: &(dyn Fn(usize) -> G::Config + Sync),
    hero: &str,
    other: &str,
    players: usize,
    games: u64,
) -> (f64, u128) {
    let threads = std::thread::available_parallelism().map_or(2, |p| p.get()).min(8) as u64;
    let results: Vec<(f64, u128)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    let (hero_p, other_p) = (player(hero), player(other));
                    let (mut won, mut slowest) = (0.0, 0);
                    for g in (t..games).step_by(threads as usize) {
                        let at = (g as usize) % players;
                        let lineup: Vec<&Player<G>> =
                            (0..players).map(|i| if i == at { &hero_p } else { &other_p }).collect();
                        let (shares, slow) = play(&lineup, &config(players), 10_000 + g);
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

const LINES: [(&str, &str, usize); 9] = [
    ("strong", "greedy", 2),
    ("normal", "random", 2),
    ("easy", "random", 2),
    ("easy", "greedy", 2),
    ("strong", "random", 2),
    ("strong", "greedy", 3),
    ("strong", "greedy", 4),
    ("normal", "random", 3),
    ("normal", "random", 4),
];

fn table<G: Game>(
    title: &str,
    player: fn(&str) -> Player<G>,
    config: &(dyn Fn(usize) -> G::Config + Sync),
    games: u64,
) {
    println!("{title}, {games} seeded games per line; the first-named player's share of the wins");
    println!("(a shared win counts half; an even share is 50 % at 2 players, 33 % at 3, 25 % at 4):");
    println!("{:<30}{:>8}{:>10}{:>24}", "match-up", "players", "wins", "slowest decision (ms)");
    let only = std::env::var("ONLY").unwrap_or_default().to_lowercase();
    for (hero, other, players) in LINES {
        let line = format!("{} {hero} {other} {players}", title.to_lowercase());
        if !only.split_whitespace().all(|w| line.split(|c: char| !c.is_alphanumeric()).any(|x| x == w)) {
            continue;
        }
        let started = Instant::now();
        let (share, slowest) = match_up(player, config, hero, other, players, games);
        println!(
            "{:<30}{players:>8}{:>9.1}%{:>24.1}   ({:.0} s)",
            format!("{hero} against {other}"),
            100.0 * share,
            slowest as f64 / 1000.0,
            started.elapsed().as_secs_f64()
        );
    }
    println!();
}

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let open = std::env::var("OPEN").is_ok();
    table::<AliBaba>(
        "Ali Baba, standard cave",
        ali_baba_player,
        &|n| ali_baba::Config {
            players: names(n),
            variant: Variant::Standard,
            open_screens: open,
            start: Some(0),
            computers: Default::default(),
        },
        games,
    );
    table::<ThousandAndOne>(
        "A Thousand and One Treasures",
        thousand_player,
        &|n| t1001::Config { players: names(n), beginners: false, start: Some(0), computers: Default::default() },
        games,
    );
}
