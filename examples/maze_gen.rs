//! Draws candidate mazes: a winding maze (recursive backtracker) with `loops` extra openings and
//! three ways out on three different sides. `cargo run --release --example maze_gen SEED LOOPS`
use sesame::games::rng::GameRng;
const N: usize = 8;
fn main() {
    let seed: u64 = std::env::args().nth(1).unwrap().parse().unwrap();
    let loops: usize = std::env::args().nth(2).unwrap().parse().unwrap();
    let mut rng = GameRng::new(seed);
    // open[y][x][d]: N E S W
    let mut open = [[[false; 4]; N]; N];
    let mut seen = [[false; N]; N];
    let mut stack = vec![(0usize, 0usize)];
    seen[0][0] = true;
    let dirs: [(i32, i32); 4] = [(0, -1), (1, 0), (0, 1), (-1, 0)];
    while let Some(&(x, y)) = stack.last() {
        let next: Vec<usize> = (0..4).filter(|&d| { let (nx, ny) = (x as i32 + dirs[d].0, y as i32 + dirs[d].1); nx >= 0 && ny >= 0 && nx < N as i32 && ny < N as i32 && !seen[ny as usize][nx as usize] }).collect();
        if next.is_empty() { stack.pop(); continue; }
        let d = next[rng.below(next.len() as u32) as usize];
        let (nx, ny) = ((x as i32 + dirs[d].0) as usize, (y as i32 + dirs[d].1) as usize);
        open[y][x][d] = true; open[ny][nx][(d + 2) % 4] = true; seen[ny][nx] = true; stack.push((nx, ny));
    }
    let mut added = 0;
    while added < loops {
        let (x, y, d) = (rng.below(N as u32) as usize, rng.below(N as u32) as usize, rng.below(4) as usize);
        let (nx, ny) = (x as i32 + dirs[d].0, y as i32 + dirs[d].1);
        if nx < 0 || ny < 0 || nx >= N as i32 || ny >= N as i32 || open[y][x][d] { continue; }
        open[y][x][d] = true; open[ny as usize][nx as usize][(d + 2) % 4] = true; added += 1;
    }
    let mut sides = [0usize, 1, 2, 3];
    rng.shuffle(&mut sides);
    for &side in &sides[..3] {
        let k = rng.below(N as u32) as usize;
        let (x, y) = match side { 0 => (k, 0), 1 => (N - 1, k), 2 => (k, N - 1), _ => (0, k) };
        open[y][x][side] = true;
    }
    for y in 0..=N {
        let mut top = String::new();
        for x in 0..N { top += "+"; top += if y < N && open[y][x][0] || y == N && open[N - 1][x][2] { "  " } else { "--" }; }
        top += "+";
        println!("        \"{top}\\n\",");
        if y == N { break; }
        let mut mid = String::new();
        for x in 0..N { mid += if open[y][x][3] { " " } else { "|" }; mid += "  "; }
        mid += if open[y][N - 1][1] { " " } else { "|" };
        println!("        \"{mid}\\n\",");
    }
}
