//! Sidibaba's balance, measured: simulated games of scripted parties against the app's Leader
//! of the Thieves, for each maze and party size, and how long the Leader takes to decide.
//!
//! `cargo run --release --bin sidibaba-sim [games per cell]` (1,000 by default): the
//! competent party at the balance pace (`Pace::BALANCE_PERCENT` of the rules file's), the
//! random party, a slow and a fast party, and the rules file's own pace;
//! `… -- GAMES --pace PERCENT` prints only the competent party at that pace (100 = the rules
//! file's). `SIDI_TUNING=m2,m4,m6,search` tries other Leader numbers (`ai::leader::Tuning`: the
//! margins in milliseconds for 2, 4 and 6 Adventurers, the search factor in percent).

use sesame::ai::leader::AppLeader;
use sesame::ai::party::Party;
use sesame::ai::sim::{play, Pace};
use sesame::games::sidibaba::state::{Act, End};
use sesame::games::sidibaba::{Config, LeaderPlayer};

fn config(n: usize) -> Config {
    let names = ["Samir", "Lea", "Tom", "Ana", "Max", "Zoe"];
    let lamps = (0..n).map(|i| (12 / n + usize::from(i < 12 % n)) as u8).collect();
    Config {
        adventurers: names[..n].iter().map(|s| s.to_string()).collect(),
        lamps,
        leader: LeaderPlayer::App,
        line_any_time: false,
    }
}

struct Cell {
    escaped: usize,
    /// Movements made, over all games.
    moves: usize,
    games: usize,
    leader_ns: Vec<u64>,
}

fn run(maze: u8, n: usize, games: usize, competent: bool, pace: Pace) -> Cell {
    let threads = std::thread::available_parallelism().map_or(2, |p| p.get()).min(8);
    // SIDI_TUNING="margin2,margin4,margin6,search%" tries other numbers than the Leader's own.
    let tuning = std::env::var("SIDI_TUNING").ok().map(|t| {
        let v: Vec<u32> = t.split(',').map(|x| x.parse().expect("numbers")).collect();
        let mut tuning = sesame::ai::leader::Tuning::for_party(n);
        tuning.margin_ms = v[[2, 4, 6].iter().position(|&k| k == n).unwrap_or(0)];
        tuning.search_percent = v[3];
        tuning
    });
    let leader = AppLeader { tuning, maze: Some(maze) };
    let results: Vec<(usize, usize, Vec<u64>)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    let mut escaped = 0;
                    let mut moves = 0;
                    let mut ns = Vec::new();
                    for g in (t..games).step_by(threads) {
                        let seed = (u64::from(maze) << 40) ^ ((n as u64) << 32) ^ g as u64;
                        let mut party = if competent { Party::competent() } else { Party::random() };
                        let game = play(&config(n), seed, &mut party, pace, &leader);
                        escaped += usize::from(game.end == End::Escaped);
                        moves += game.actions.iter().filter(|a| matches!(a.act, Act::Move(_))).count();
                        ns.extend(game.leader_ns);
                    }
                    (escaped, moves, ns)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("a simulation thread")).collect()
    });
    let mut cell = Cell { escaped: 0, moves: 0, games, leader_ns: Vec::new() };
    for (e, m, ns) in results {
        cell.escaped += e;
        cell.moves += m;
        cell.leader_ns.extend(ns);
    }
    cell
}

fn main() {
    let games: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let mut all_ns = Vec::new();
    let table = |title: &str, competent: bool, pace: Pace, all_ns: &mut Vec<u64>| {
        println!("\n{title} ({games} games per cell): escape rate (movements per game)");
        println!("{:<6} {:>14} {:>14} {:>14}", "maze", "2 adv.", "4 adv.", "6 adv.");
        for maze in 0..4u8 {
            let mut row = format!("{:<6}", maze + 1);
            for n in [2, 4, 6] {
                let cell = run(maze, n, games, competent, pace);
                let rate = format!(
                    "{:.1}% ({:.0})",
                    100.0 * cell.escaped as f64 / cell.games as f64,
                    cell.moves as f64 / cell.games as f64
                );
                row += &format!(" {rate:>14}");
                all_ns.extend(cell.leader_ns);
            }
            println!("{row}");
        }
    };
    if let Some(percent) = std::env::args().skip_while(|a| a != "--pace").nth(1).and_then(|p| p.parse().ok()) {
        table(
            &format!("Competent party, pace x{:.2}", f64::from(percent) / 100.0),
            true,
            Pace::scaled(percent),
            &mut all_ns,
        );
        return;
    }
    let b = Pace::BALANCE_PERCENT;
    table(
        &format!("Competent party, balance pace (rules file x{:.2}: 8 s a movement)", f64::from(b) / 100.0),
        true,
        Pace::balance(100),
        &mut all_ns,
    );
    table("Random party, balance pace", false, Pace::balance(100), &mut all_ns);
    table("Competent party, slow pace (balance x1.5)", true, Pace::balance(150), &mut all_ns);
    table("Competent party, fast pace (balance x0.67)", true, Pace::balance(67), &mut all_ns);
    table("Competent party, the rules file's pace (4 s a movement)", true, Pace::RULES, &mut all_ns);
    all_ns.sort_unstable();
    let at = |q: f64| all_ns[((all_ns.len() - 1) as f64 * q) as usize] as f64 / 1e6;
    println!(
        "\nLeader decisions: {}; median {:.3} ms, 99th percentile {:.3} ms, worst {:.3} ms (budget 5 ms)",
        all_ns.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
}
