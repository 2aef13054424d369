//! How long the strong computer opponents take to decide, natively: every decision of a strong
//! player in seeded games against the greedy one, median, 99th percentile and worst.
//! `cargo run --release --example ai_speed [games]` (the browser's figure, at 4× CPU slowdown,
//! is printed by `node tools/bench.mjs`).

use sesame::ai::ali_baba::AliBabaPlayer;
use sesame::ai::thousand::{Greedy, ThousandPlayer};
use sesame::ai::{AppPlayer, Strength};
use sesame::games::ali_baba::{self, AliBaba, Variant};
use sesame::games::rng::GameRng;
use sesame::games::thousand_and_one::{self as t1001, ThousandAndOne};
use sesame::games::Game;
use std::time::Instant;

fn times<G: Game>(
    strong: &dyn AppPlayer<G>,
    other: &dyn AppPlayer<G>,
    config: impl Fn(usize) -> G::Config,
    games: u64,
) -> Vec<f64> {
    let mut out = Vec::new();
    for g in 0..games {
        let players = 2 + (g % 3) as usize;
        let mut state = G::new(&config(players), 500 + g).unwrap();
        let mut rng = GameRng::new(g);
        while let Some(seat) = G::to_act(&state) {
            let view = G::view(&state, seat);
            let started = Instant::now();
            let action = if seat == 0 { strong.decide(&view, &mut rng) } else { other.decide(&view, &mut rng) };
            if seat == 0 && G::choices(&view).len() > 1 {
                out.push(started.elapsed().as_secs_f64() * 1000.0);
            }
            G::apply(&mut state, action).unwrap();
        }
    }
    out.sort_by(|a, b| a.partial_cmp(b).unwrap());
    out
}

fn print(name: &str, t: &[f64]) {
    let at = |q: f64| t[((t.len() - 1) as f64 * q) as usize];
    println!(
        "{name:<28} decisions {:>6}  median {:>6.2} ms  99th {:>6.2} ms  worst {:>6.2} ms",
        t.len(),
        at(0.5),
        at(0.99),
        t[t.len() - 1]
    );
}

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(60);
    let names = |n: usize| (0..n).map(|i| format!("P{i}")).collect::<Vec<_>>();
    let strong = AliBabaPlayer { strength: Strength::Strong };
    let greedy = AliBabaPlayer { strength: Strength::Normal };
    let t = times::<AliBaba>(
        &strong,
        &greedy,
        |n| ali_baba::Config {
            players: names(n),
            variant: Variant::Standard,
            open_screens: false,
            start: None,
            computers: Default::default(),
        },
        games,
    );
    print("Ali Baba, strong", &t);
    let strong = ThousandPlayer { strength: Strength::Strong };
    let t = times::<ThousandAndOne>(
        &strong,
        &Greedy,
        |n| t1001::Config { players: names(n), beginners: false, start: None, computers: Default::default() },
        games,
    );
    print("A Thousand and One, strong", &t);
}
