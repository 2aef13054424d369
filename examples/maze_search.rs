//! Looks for mazes as hard as each other: winding mazes (a recursive backtracker) with extra
//! openings for loops and three ways out, each tried in games of the competent party against
//! the app's Leader. Prints those whose figures fall in the wanted band, as drawings for
//! `src/games/sidibaba/maze.rs`.
//!
//! `cargo run --release --example maze_search -- FIRST_SEED COUNT` (or `-- current` for the
//! figures of the four mazes of the game).

use sesame::ai::leader::AppLeader;
use sesame::ai::party::Party;
use sesame::ai::sim::{play_on, Pace};
use sesame::games::rng::GameRng;
use sesame::games::sidibaba::maze::{Maze, Square, SIZE};
use sesame::games::sidibaba::state::{reachable, Act, End};
use sesame::games::sidibaba::{Config, LeaderPlayer};

const STEP: [(i32, i32); 4] = [(0, -1), (1, 0), (0, 1), (-1, 0)];

fn drawing(seed: u64) -> String {
    let n = SIZE as i32;
    let mut rng = GameRng::new(seed);
    let loops = 6 + rng.below(20);
    let mut open = vec![[false; 4]; SIZE * SIZE];
    let at = |x: i32, y: i32| (y * n + x) as usize;
    let mut seen = [false; SIZE * SIZE];
    let start = (rng.below(SIZE as u32) as i32, rng.below(SIZE as u32) as i32);
    let mut stack = vec![start];
    seen[at(start.0, start.1)] = true;
    while let Some(&(x, y)) = stack.last() {
        let next: Vec<usize> = (0..4)
            .filter(|&d| {
                let (nx, ny) = (x + STEP[d].0, y + STEP[d].1);
                (0..n).contains(&nx) && (0..n).contains(&ny) && !seen[at(nx, ny)]
            })
            .collect();
        if next.is_empty() {
            stack.pop();
            continue;
        }
        let d = next[rng.below(next.len() as u32) as usize];
        let (nx, ny) = (x + STEP[d].0, y + STEP[d].1);
        open[at(x, y)][d] = true;
        open[at(nx, ny)][(d + 2) % 4] = true;
        seen[at(nx, ny)] = true;
        stack.push((nx, ny));
    }
    let mut added = 0;
    while added < loops {
        let (x, y, d) = (rng.below(SIZE as u32) as i32, rng.below(SIZE as u32) as i32, rng.below(4) as usize);
        let (nx, ny) = (x + STEP[d].0, y + STEP[d].1);
        if (0..n).contains(&nx) && (0..n).contains(&ny) && !open[at(x, y)][d] {
            open[at(x, y)][d] = true;
            open[at(nx, ny)][(d + 2) % 4] = true;
            added += 1;
        }
    }
    let mut ways_out = Vec::new();
    while ways_out.len() < 3 {
        let (side, k) = (rng.below(4) as usize, rng.below(SIZE as u32) as i32);
        let (x, y) = [(k, 0), (n - 1, k), (k, n - 1), (0, k)][side];
        if !ways_out.contains(&(x, y)) {
            ways_out.push((x, y));
            open[at(x, y)][side] = true;
        }
    }
    let mut out = String::new();
    for y in 0..=n {
        for x in 0..n {
            let gap = if y < n { open[at(x, y)][0] } else { open[at(x, n - 1)][2] };
            out += if gap { "+  " } else { "+--" };
        }
        out += "+\n";
        if y < n {
            for x in 0..n {
                out += if open[at(x, y)][3] { "   " } else { "|  " };
            }
            out += if open[at(n - 1, y)][1] { " \n" } else { "|\n" };
        }
    }
    out
}

/// What the maze tests in `maze.rs` ask of a maze.
fn fits(maze: &Maze) -> bool {
    let passages = Square::all().map(|s| maze.neighbours(s).count()).sum::<usize>() / 2;
    let exits = maze.exits();
    let Some(&(entrance, _)) = exits.first() else { return false };
    let everywhere = |blocked: Option<Square>| {
        let seen = reachable(maze, entrance, blocked);
        Square::all().all(|s| Some(s) == blocked || seen & 1 << s.index() != 0)
    };
    let blockable = Square::all().filter(|&b| b != entrance && everywhere(Some(b))).count();
    exits.len() == 3 && everywhere(None) && passages + 1 >= SIZE * SIZE + 6 && blockable >= SIZE * SIZE / 3
}

/// Escape rate and movements per game, for a party of `n` at `pace_percent`.
fn figures(maze: &Maze, n: usize, games: u64, pace_percent: u32) -> (f64, f64) {
    let names = ["Samir", "Lea", "Tom", "Ana", "Max", "Zoe"];
    let lamps = (0..n).map(|i| (12 / n + usize::from(i < 12 % n)) as u8).collect();
    let config = Config {
        adventurers: names[..n].iter().map(|s| s.to_string()).collect(),
        lamps,
        leader: LeaderPlayer::App,
        line_any_time: false,
        strength: sesame::games::sidibaba::LeaderStrength::Fair,
    };
    let leader = AppLeader { tuning: None, maze: Some(0) };
    let (mut escaped, mut moves) = (0, 0);
    for g in 0..games {
        let game =
            play_on(&config, 7_000 + g, &mut Party::competent(), Pace::scaled(pace_percent), &leader, Some(maze));
        escaped += usize::from(game.end == End::Escaped);
        moves += game.actions.iter().filter(|a| matches!(a.act, Act::Move(_))).count();
    }
    (escaped as f64 / games as f64, moves as f64 / games as f64)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("current") {
        for n in 0..4 {
            let maze = Maze::number(n).expect("four mazes");
            let row: Vec<String> = [2, 4, 6]
                .iter()
                .map(|&k| {
                    let (rate, moves) = figures(&maze, k, 200, 200);
                    format!("{:.0}% ({moves:.0})", 100.0 * rate)
                })
                .collect();
            println!("maze {}: at pace x2 {}", n + 1, row.join("  "));
        }
        return;
    }
    let first: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(0);
    let count: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(100);
    for seed in first..first + count {
        let art = drawing(seed);
        let Some(maze) = Maze::parse(&art) else { continue };
        if !fits(&maze) {
            continue;
        }
        // The wanted band: as many movements as the hardest of the game's mazes need.
        let (_, moves) = figures(&maze, 4, 30, 100);
        if moves < 95.0 {
            eprintln!("seed {seed}: {moves:.0} movements");
            continue;
        }
        let row: Vec<String> = [2, 4, 6]
            .iter()
            .map(|&k| {
                let (rate, moves) = figures(&maze, k, 200, 200);
                format!("{:.0}% ({moves:.0})", 100.0 * rate)
            })
            .collect();
        println!("seed {seed}: at pace x2 {}\n{art}", row.join("  "));
    }
}
