//! The computer opponents' strength, measured: seeded games, seats taken in turn, and the share
//! of games each player wins (a shared win counts half), with its 95 % interval.
//!
//! `cargo run --release --bin tournament [games]` (400 by default), for Ali Baba (standard cave,
//! then Aladdin's lamp) and A Thousand and One Treasures:
//! - every pair of players at 2 players: the app's three strengths, the baselines (random; the
//!   greedy player in A Thousand and One; in Ali Baba `grudging`, a yardstick written here that
//!   also counts what a take denies) and the sparring designs of `ai::sparring`, which were
//!   written from the rules alone and are never tuned against;
//! - the strong player against copies of each of the others at 3 and at 4 players (`HERO=denier`
//!   seats another player of the roster there);
//! - each player's slowest decision (native, this machine).
//!
//! For a quick look at some lines: `ONLY="thousand strong"` (every word must be in the line:
//! the game's title, the players' names, the count of players).

use sesame::ai::ali_baba::AliBabaPlayer;
use sesame::ai::sparring::{ali_baba as sab, sampler as sab2, thousand as s1001};
use sesame::ai::thousand::ThousandPlayer;
use sesame::ai::{AppPlayer, RandomPlayer, Strength};
use sesame::games::ali_baba::{self, AliBaba, Variant};
use sesame::games::rng::GameRng;
use sesame::games::thousand_and_one::{self as t1001, ThousandAndOne};
use sesame::games::{Game, Seat};
use std::time::Instant;

type Player<G> = Box<dyn AppPlayer<G> + Sync>;

const APP: [(&str, Strength); 3] =
    [("strong", Strength::Strong), ("normal", Strength::Normal), ("easy", Strength::Easy)];

fn app_strength(name: &str) -> Option<Strength> {
    APP.iter().find(|(n, _)| *n == name).map(|&(_, s)| s)
}

const ALI_BABA: [&str; 10] =
    ["strong", "normal", "easy", "random", "collector", "denier", "sprinter", "rollout", "grudging", "sampler"];

fn ali_baba_player(name: &str) -> Player<AliBaba> {
    match name {
        "collector" => Box::new(sab::SetCollector),
        "denier" => Box::new(sab::Denier),
        "sprinter" => Box::new(sab::Sprinter),
        "rollout" => Box::new(sab::Rollout::default()),
        "random" => Box::new(RandomPlayer),
        "grudging" => Box::new(sesame::ai::ali_baba::Grudging),
        "sampler" => Box::new(sab2::Sampler),
        _ => Box::new(AliBabaPlayer { strength: app_strength(name).expect("a player's name") }),
    }
}

const THOUSAND: [&str; 9] =
    ["strong", "normal", "easy", "greedy", "random", "home-early", "gambler", "blocker", "rollout"];

fn thousand_player(name: &str) -> Player<ThousandAndOne> {
    match name {
        "home-early" => Box::new(s1001::HomeEarly),
        "gambler" => Box::new(s1001::Gambler),
        "blocker" => Box::new(s1001::Blocker),
        "rollout" => Box::new(s1001::Rollout::default()),
        "greedy" => Box::new(sesame::ai::thousand::Greedy),
        "random" => Box::new(RandomPlayer),
        _ => Box::new(ThousandPlayer { strength: app_strength(name).expect("a player's name") }),
    }
}

fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

/// Plays one game; `lineup[i]` sits in seat i. Each seat's share of the win and its slowest
/// decision in microseconds.
fn play<G: Game>(lineup: &[&Player<G>], config: &G::Config, seed: u64) -> (Vec<f64>, Vec<u128>) {
    let n = lineup.len();
    let mut state = G::new(config, seed).expect("a valid game");
    let mut rng = GameRng::new(seed ^ 0xA11B);
    let mut slowest = vec![0; n];
    while let Some(seat) = G::to_act(&state) {
        let view = G::view(&state, seat);
        let started = Instant::now();
        let action = lineup[usize::from(seat)].decide(&view, &mut rng);
        let took = started.elapsed().as_micros();
        slowest[usize::from(seat)] = slowest[usize::from(seat)].max(took);
        G::apply(&mut state, action).unwrap_or_else(|_| panic!("a computer player plays legal moves"));
    }
    let winners = G::outcome(&state).expect("over").winners;
    let share = if winners.is_empty() { 0.0 } else { 1.0 / winners.len() as f64 };
    ((0..n as Seat).map(|s| if winners.contains(&s) { share } else { 0.0 }).collect(), slowest)
}

/// What a match-up gave the first-named player (the hero) and the others.
struct Result {
    share: f64,
    games: u64,
    hero_slowest: u128,
    other_slowest: u128,
}

/// `hero` against `other` in every other seat, the hero's seat moving round.
fn match_up<G: Game>(
    player: fn(&str) -> Player<G>,
    config: &(dyn Fn(usize) -> G::Config + Sync),
    (hero, other): (&str, &str),
    players: usize,
    games: u64,
) -> Result {
    let threads = std::thread::available_parallelism().map_or(2, |p| p.get()).min(8) as u64;
    let results: Vec<(f64, u128, u128)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    let (hero_p, other_p) = (player(hero), player(other));
                    let (mut won, mut hero_slow, mut other_slow) = (0.0, 0, 0);
                    for g in (t..games).step_by(threads as usize) {
                        let at = (g as usize) % players;
                        let lineup: Vec<&Player<G>> =
                            (0..players).map(|i| if i == at { &hero_p } else { &other_p }).collect();
                        let (shares, slow) = play(&lineup, &config(players), 10_000 + g);
                        won += shares[at];
                        for (seat, &ms) in slow.iter().enumerate() {
                            if seat == at {
                                hero_slow = hero_slow.max(ms);
                            } else {
                                other_slow = other_slow.max(ms);
                            }
                        }
                    }
                    (won, hero_slow, other_slow)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("a tournament thread")).collect()
    });
    Result {
        share: results.iter().map(|r| r.0).sum::<f64>() / games as f64,
        games,
        hero_slowest: results.iter().map(|r| r.1).max().unwrap_or(0),
        other_slowest: results.iter().map(|r| r.2).max().unwrap_or(0),
    }
}

/// The half-width of the 95 % interval of a share over `games` games (normal approximation).
fn interval(share: f64, games: u64) -> f64 {
    1.96 * (share * (1.0 - share) / games as f64).sqrt()
}

fn wanted(line: &str) -> bool {
    let only = std::env::var("ONLY").unwrap_or_default().to_lowercase();
    only.split_whitespace().all(|w| line.split(|c: char| !c.is_alphanumeric() && c != '-').any(|x| x == w))
}

fn print_line(hero: &str, other: &str, players: usize, r: &Result, started: Instant) {
    let even = 100.0 / players as f64;
    println!(
        "{:<34}{players:>3}{:>8.1}% ± {:>4.1}{:>7.0}%{:>11.1}{:>11.1}   ({:.0} s)",
        format!("{hero} against {other}"),
        100.0 * r.share,
        100.0 * interval(r.share, r.games),
        even,
        r.hero_slowest as f64 / 1000.0,
        r.other_slowest as f64 / 1000.0,
        started.elapsed().as_secs_f64()
    );
}

fn table<G: Game>(
    title: &str,
    roster: &[&str],
    player: fn(&str) -> Player<G>,
    config: &(dyn Fn(usize) -> G::Config + Sync),
    games: u64,
) {
    println!("{title}, {games} seeded games a line: the first-named player's share of the wins, its 95 % interval,");
    println!("an even share, and the slowest decision of each side in ms (native, this machine):");
    println!("{:<34}{:>3}{:>16}{:>8}{:>11}{:>11}", "match-up", "n", "wins", "even", "first", "other");
    let mut lines: Vec<(&str, &str, usize)> = Vec::new();
    for (i, &a) in roster.iter().enumerate() {
        lines.extend(roster[i + 1..].iter().map(|&b| (a, b, 2)));
    }
    let seated = std::env::var("HERO").ok().and_then(|h| roster.iter().copied().find(|&r| r == h)).unwrap_or("strong");
    for players in [3, 4] {
        lines.extend(roster.iter().filter(|&&b| b != seated).map(|&b| (seated, b, players)));
    }
    for (hero, other, players) in lines {
        if !wanted(&format!("{} {hero} {other} {players}", title.to_lowercase())) {
            continue;
        }
        let started = Instant::now();
        let result = match_up(player, config, (hero, other), players, games);
        print_line(hero, other, players, &result, started);
    }
    println!();
}

fn ali_baba_config(variant: Variant) -> impl Fn(usize) -> ali_baba::Config + Sync {
    move |n| ali_baba::Config {
        players: names(n),
        variant,
        open_screens: false,
        start: Some(0),
        computers: Default::default(),
    }
}

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(400);
    for (title, variant) in
        [("Ali Baba, standard cave", Variant::Standard), ("Ali Baba, Aladdin's lamp", Variant::AladdinsLamp)]
    {
        table::<AliBaba>(title, &ALI_BABA, ali_baba_player, &ali_baba_config(variant), games);
    }
    table::<ThousandAndOne>(
        "A Thousand and One Treasures",
        &THOUSAND,
        thousand_player,
        &|n| t1001::Config { players: names(n), beginners: false, start: Some(0), computers: Default::default() },
        games,
    );
}
