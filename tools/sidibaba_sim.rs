//! Sidibaba's balance, measured: simulated games of scripted parties against the app's Leader
//! of the Thieves at each of its strengths, for each maze and party size, and how long the
//! Leader takes to decide.
//!
//! `cargo run --release --bin sidibaba-sim [games per cell]` (100 by default): per strength, the
//! escape rate of each party (`Kind`) at ×0.67, ×1 and ×1.5 the balance pace
//! (`Pace::BALANCE_PERCENT` of the rules file's), each cell of a row the lowest–highest over
//! the four mazes, and the random party's at the balance pace.
//! `--idle` adds a Leader that never plays an event, to show what the rules leave any Leader,
//! and then how many cells at ×1 meet each strength's goal (`goals`).
//! `… -- GAMES --pace PERCENT [--strength gentle|fair|ruthless] [--party careless|strong|wall|tremaux|scout]`
//! prints every maze at one pace (percent of the balance pace) for one party (systematic by
//! default). `SIDI_TUNING=margin,doubt` tries other Leader numbers (`ai::leader::Tuning`: the
//! margin in milliseconds, the doubt in percent).
//! `--reading` prints, per party, how well the fair Leader reads what the party still needs, and
//! the movements the party spends per square it stands on.
//! `--handovers` prints, for the fair Leader at the balance pace, how often a person playing the
//! Leader would be handed the device: before standing orders (on every new square while they
//! hold an event) and with them (the default order, plus a "stop!" wherever they play an event
//! the order would not have handed them).

use sesame::ai::careless_party::CarelessFamily;
use sesame::ai::leader::{read_need, AppLeader, Parking, Tuning};
use sesame::ai::party::{Adventurers, Party};
use sesame::ai::scout_party::ScoutParty;
use sesame::ai::sim::{party, play, Pace};
use sesame::ai::strong_party::StrongParty;
use sesame::ai::tremaux_party::TremauxFamily;
use sesame::ai::wall_party::WallFamily;
use sesame::games::sidibaba::state::{Act, Action, End, Phase, State};
use sesame::games::sidibaba::view::{view, View};
use sesame::games::sidibaba::{Config, LeaderPlayer, LeaderStrength};

/// The parties the Leader is measured against: the systematic one (the Leader's strengths were
/// first balanced on it), a careless family and a strong party (written from the rules and the
/// Adventurers' view alone; the careless family never tuned against, three of the fair Leader's
/// numbers since chosen on the strong party), a family that keeps its right hand on the wall
/// (written the same way after the fair Leader of the thirteenth session was chosen), a family
/// that explores with Trémaux's chalk marks (after the fifteenth session's), a second strong
/// party that scouts where most is unseen (after the twenty-sixth session's), and one that
/// chooses at random.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Systematic,
    Careless,
    Strong,
    Wall,
    Tremaux,
    Scout,
    Random,
}

impl Kind {
    const MEASURED: [Kind; 6] =
        [Kind::Systematic, Kind::Careless, Kind::Strong, Kind::Wall, Kind::Tremaux, Kind::Scout];

    fn party(self) -> Box<dyn Adventurers> {
        match self {
            Kind::Systematic => Box::new(Party::competent()),
            Kind::Careless => Box::new(CarelessFamily::new()),
            Kind::Strong => Box::new(StrongParty::new()),
            Kind::Wall => Box::new(WallFamily::new()),
            Kind::Tremaux => Box::new(TremauxFamily::new()),
            Kind::Scout => Box::new(ScoutParty::new()),
            Kind::Random => Box::new(Party::random()),
        }
    }

    fn name(self) -> &'static str {
        match self {
            Kind::Systematic => "systematic",
            Kind::Careless => "careless",
            Kind::Strong => "strong",
            Kind::Wall => "wall",
            Kind::Tremaux => "tremaux",
            Kind::Scout => "scout",
            Kind::Random => "random",
        }
    }
}

struct Cell {
    escaped: usize,
    /// Movements made, over all games.
    moves: usize,
    games: usize,
    leader_ns: Vec<u64>,
    /// A person Leader's hand-overs (`handovers`), and the lamps lit, over all games.
    handed: [usize; 4],
}

/// The hand-overs a person playing the Leader would have had in a game played by the app's
/// Leader (the same decisions, replayed with a person at the console): `[before, after, lamps
/// lit, of those after: the stops]`. Before the standing orders the device went to the Leader on every new square while
/// they held an event; with them, only where the order (the default) hands it over, or where
/// the Leader played an event the order would have passed ("Leader: stop!").
fn handovers(config: &Config, seed: u64, actions: &[Action]) -> [usize; 4] {
    let person = Config { leader: LeaderPlayer::Person("Ali".into()), ..config.clone() };
    let mut state = State::new(&person, seed).expect("a valid configuration");
    let mut n = [0; 4];
    for &a in actions {
        if state.phase() == Phase::LeaderTurn {
            n[0] += 1;
            let stop = matches!(a.act, Act::Play { .. }) && state.standing() == Some(Act::Pass);
            n[1] += usize::from(state.standing().is_none() || stop);
            n[3] += usize::from(stop);
        }
        n[2] += usize::from(a.act == Act::Light);
        state.apply(a).expect("the same game replays with a person Leader");
    }
    n
}

impl Cell {
    fn rate(&self) -> f64 {
        100.0 * self.escaped as f64 / self.games as f64
    }
}

/// `games` games of one maze and party size.
/// A Leader that never plays an event: the most time a Leader within the rules leaves a party.
const IDLE: Option<Tuning> = Some(Tuning {
    moves_per_square_percent: 0,
    doubt_percent: 0,
    margin_ms: u32::MAX,
    always: false,
    margin_per_pace_ms: 0,
    margin_per_quick_ms: 0,
    gentle_ms: 0,
    draws_on_the_way: 0,
    parks_token: Parking::Never,
    dispels: false,
});

/// The seed of game `g` in a maze with `n` Adventurers: the same games for every Leader and party.
fn seed(maze: u8, n: usize, g: usize) -> u64 {
    (u64::from(maze) << 40) ^ ((n as u64) << 32) ^ g as u64
}

/// `games` games of one maze and party size; `idle`: against the Leader that never plays.
fn run(maze: u8, n: usize, games: usize, kind: Kind, pace: Pace, strength: LeaderStrength, idle: bool) -> Cell {
    let threads = std::thread::available_parallelism().map_or(2, |p| p.get()).min(8);
    // SIDI_TUNING="margin,doubt" tries other numbers than the Leader's own (`Tuning`: the
    // margin in milliseconds, the doubt in percent).
    let tuning = std::env::var("SIDI_TUNING").ok().map(|t| {
        let v: Vec<u32> = t.split(',').map(|x| x.parse().expect("numbers")).collect();
        Tuning { margin_ms: v[0], doubt_percent: v[1], ..Tuning::for_strength(strength) }
    });
    let leader = AppLeader { tuning: if idle { IDLE } else { tuning }, maze: Some(maze) };
    let config = party(n, strength);
    let results: Vec<Cell> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let config = &config;
                s.spawn(move || {
                    let mut c = Cell { escaped: 0, moves: 0, games: 0, leader_ns: Vec::new(), handed: [0; 4] };
                    for g in (t..games).step_by(threads) {
                        let seed = seed(maze, n, g);
                        let mut party = kind.party();
                        let game = play(config, seed, party.as_mut(), pace, &leader);
                        c.escaped += usize::from(game.end == End::Escaped);
                        c.moves += game.actions.iter().filter(|a| matches!(a.act, Act::Move(_))).count();
                        c.leader_ns.extend(game.leader_ns);
                        let h = handovers(config, seed, &game.actions);
                        (0..4).for_each(|i| c.handed[i] += h[i]);
                    }
                    c
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("a simulation thread")).collect()
    });
    let mut cell = Cell { escaped: 0, moves: 0, games, leader_ns: Vec::new(), handed: [0; 4] };
    for c in results {
        cell.escaped += c.escaped;
        cell.moves += c.moves;
        cell.leader_ns.extend(c.leader_ns);
        (0..4).for_each(|i| cell.handed[i] += c.handed[i]);
    }
    cell
}

fn strength_name(s: LeaderStrength) -> &'static str {
    match s {
        LeaderStrength::Gentle => "Gentle Leader",
        LeaderStrength::Fair => "Fair Leader",
        LeaderStrength::Ruthless => "Ruthless Leader",
    }
}

/// Every maze at one pace, with the movements per game. `None`: the Leader that never plays.
fn maze_table(games: usize, kind: Kind, percent: u32, strength: Option<LeaderStrength>, all_ns: &mut Vec<u64>) {
    println!(
        "\nThe {} party, {}, balance pace x{:.2} ({games} games per cell): escape rate (movements per game)",
        kind.name(),
        strength.map_or("a Leader that never plays", strength_name),
        f64::from(percent) / 100.0
    );
    let (idle, strength) = (strength.is_none(), strength.unwrap_or_default());
    println!("{:<6} {:>14} {:>14} {:>14}", "maze", "2 adv.", "4 adv.", "6 adv.");
    for maze in 0..4u8 {
        let mut row = format!("{:<6}", maze + 1);
        for n in [2, 4, 6] {
            let cell = run(maze, n, games, kind, Pace::balance(percent), strength, idle);
            row += &format!(" {:>14}", format!("{:.1}% ({:.0})", cell.rate(), cell.moves as f64 / games as f64));
            all_ns.extend(cell.leader_ns);
        }
        println!("{row}");
    }
}

/// A strength's escape rates for one party at one pace: 2, 4 and 6 Adventurers, each in the four
/// mazes. `None`: the Leader that never plays an event.
struct Rates {
    strength: Option<LeaderStrength>,
    kind: Kind,
    percent: u32,
    cells: Vec<f64>,
}

/// One strength's row per party and pace: each party size's lowest–highest escape rate over the
/// mazes. `None`: the Leader that never plays an event.
fn strength_table(games: usize, strength: Option<LeaderStrength>, all_ns: &mut Vec<u64>) -> Vec<Rates> {
    let (mut out, leader) = (Vec::new(), strength);
    let title = strength.map_or("A Leader that never plays an event (the rules' ceiling)", strength_name);
    println!("\n{title} ({games} games per cell): escape rate, lowest-highest over the 4 mazes");
    let (idle, strength) = (strength.is_none(), strength.unwrap_or_default());
    println!("{:<22} {:>10} {:>10} {:>10} {:>10}", "party, pace", "2 adv.", "4 adv.", "6 adv.", "all");
    let rows = Kind::MEASURED.into_iter().flat_map(|k| [67, 100, 150].map(|p| (k, p))).chain([(Kind::Random, 100)]);
    for (kind, percent) in rows {
        let mut row = format!("{:<22}", format!("{}, x{:.2}", kind.name(), f64::from(percent) / 100.0));
        let mut all: Vec<f64> = Vec::new();
        for n in [2, 4, 6] {
            let rates: Vec<f64> = (0..4u8)
                .map(|maze| {
                    let cell = run(maze, n, games, kind, Pace::balance(percent), strength, idle);
                    all_ns.extend(cell.leader_ns.iter().copied());
                    cell.rate()
                })
                .collect();
            let (lo, hi) = rates.iter().fold((f64::MAX, f64::MIN), |(lo, hi), &r| (lo.min(r), hi.max(r)));
            row += &format!(" {:>10}", format!("{lo:.0}-{hi:.0}%"));
            all.extend(rates);
        }
        let (lo, hi) = all.iter().fold((f64::MAX, f64::MIN), |(lo, hi), &r| (lo.min(r), hi.max(r)));
        row += &format!(" {:>10}", format!("{lo:.0}-{hi:.0}%"));
        println!("{row}");
        out.push(Rates { strength: leader, kind, percent, cells: all });
    }
    out
}

/// The goals at x1, cell by cell: how many of the 12 cells (4 mazes, 2/4/6 Adventurers) each
/// strength meets for each party it is set for. A cell whose ceiling (the Leader that never
/// plays) lies below the goal's floor counts if the figure is within 5 points of that ceiling.
fn goals(rates: &[Rates]) {
    let at = |s: Option<LeaderStrength>, k: Kind| {
        rates.iter().find(|r| r.strength == s && r.kind == k && r.percent == 100).map(|r| &r.cells)
    };
    println!("\nThe goals at x1, cells met of 12 (where even a Leader that never plays leaves less than the floor: within 5 points of it)");
    let goals: [(LeaderStrength, f64, f64, &[Kind]); 3] = [
        (LeaderStrength::Gentle, 70.0, 100.0, &[Kind::Systematic, Kind::Careless, Kind::Wall, Kind::Tremaux]),
        (
            LeaderStrength::Fair,
            35.0,
            65.0,
            &[Kind::Systematic, Kind::Careless, Kind::Strong, Kind::Wall, Kind::Tremaux, Kind::Scout],
        ),
        (LeaderStrength::Ruthless, 0.0, 40.0, &[Kind::Systematic, Kind::Strong, Kind::Scout]),
    ];
    for (strength, floor, top, kinds) in goals {
        // A strength not asked for (`--strength`) has no figures: no row.
        if !rates.iter().any(|r| r.strength == Some(strength)) {
            continue;
        }
        let mut row = format!("{:<22}", format!("{} {floor:.0}-{top:.0}%", strength_name(strength)));
        for &kind in kinds.iter().chain(&[Kind::Random]) {
            let (Some(cells), Some(ceiling)) = (at(Some(strength), kind), at(None, kind)) else { continue };
            // The random party's goal is the same at every strength.
            let (floor, top, label) = if kind == Kind::Random { (0.0, 5.0, " (at most 5%)") } else { (floor, top, "") };
            let met =
                cells.iter().zip(ceiling).filter(|&(&r, &c)| r <= top && (r >= floor || (c < floor && r >= c - 5.0)));
            row += &format!(" {}{label} {}", kind.name(), met.count());
        }
        println!("{row}");
    }
}

/// What the fair Leader read a party still needs and what the party then took, in movements, and
/// the movements it had spent and the squares it had stood on, summed over the Leader's turns
/// (`reading`).
#[derive(Clone, Copy, Default)]
struct Reading {
    read: u64,
    took: u64,
    movements: u64,
    squares: u64,
}

impl std::ops::AddAssign for Reading {
    fn add_assign(&mut self, o: Reading) {
        self.read += o.read;
        self.took += o.took;
        self.movements += o.movements;
        self.squares += o.squares;
    }
}

/// How well the fair Leader reads a party: at each of its turns before the Treasure is shared,
/// once it has seen the pace, the movements it reads that the party still needs
/// (`leader::read_need`) against those the party then took to get out, over the games it
/// escaped from the Leader that never plays (the others never tell); and beside it the movements
/// the party had spent per square it had stood on, which the reading counts at 1.5 or more.
fn reading(config: &Config, seed: u64, actions: &[Action]) -> Reading {
    let total = actions.iter().filter(|a| matches!(a.act, Act::Move(_))).count() as u64;
    let mut state = State::new(config, seed).expect("a game");
    let (mut sum, mut done) = (Reading::default(), 0);
    for a in actions {
        if state.phase() == Phase::LeaderTurn {
            if let View::Leader(v) = view(&state, state.leader()) {
                if let (false, true, Some(need)) = (v.table.treasure_shared, v.table.movements >= 8, read_need(&v)) {
                    let movements = u64::from(v.table.movements);
                    let squares = u64::from(v.board.visited.count_ones());
                    sum += Reading { read: need, took: total - done, movements, squares };
                }
            }
        }
        done += u64::from(matches!(a.act, Act::Move(_)));
        state.apply(*a).expect("the same game replays");
    }
    sum
}

/// `reading` for one party in every maze and party size: the movements it took to get out for
/// each one the Leader read, on average, and (in brackets) its movements per square stood on.
fn reading_table(games: usize, kind: Kind) {
    println!("\nThe {} party's movements taken per movement the fair Leader read (and its movements per square stood on), escapes from the idle Leader, {games} games per cell:", kind.name());
    println!("{:<6} {:>15} {:>15} {:>15}", "maze", "2 adv.", "4 adv.", "6 adv.");
    let leader = AppLeader { tuning: IDLE, maze: None };
    for maze in 0..4u8 {
        let mut row = format!("{:<6}", maze + 1);
        for n in [2, 4, 6] {
            let config = party(n, LeaderStrength::Fair);
            let leader = AppLeader { maze: Some(maze), ..leader };
            let mut sum = Reading::default();
            for g in 0..games {
                let seed = seed(maze, n, g);
                let game = play(&config, seed, kind.party().as_mut(), Pace::balance(100), &leader);
                if game.end == End::Escaped {
                    sum += reading(&config, seed, &game.actions);
                }
            }
            let per = |a: u64, b: u64| a as f64 / b.max(1) as f64;
            row +=
                &format!(" {:>15}", format!("{:.2} ({:.2})", per(sum.took, sum.read), per(sum.movements, sum.squares)));
        }
        println!("{row}");
    }
}

/// A person Leader's hand-overs per movement and per lamp lit, before the standing orders and
/// with them, for the competent party against the fair Leader at the balance pace.
fn handover_table(games: usize) {
    println!("\nA person as the Leader (the fair Leader's decisions), competent party at x1 ({games} games per cell):");
    println!(
        "{:<8} {:>12} {:>22} {:>33}",
        "party", "movements", "hand-overs before", "hand-overs after (of them stops)"
    );
    println!(
        "{:<8} {:>12} {:>11}{:>11} {:>11}{:>11}{:>11}",
        "", "per game", "/movement", "/lamp", "/movement", "/lamp", "stops/lamp"
    );
    for n in [2, 4, 6] {
        let (mut moves, mut h) = (0, [0; 4]);
        for maze in 0..4u8 {
            let cell = run(maze, n, games, Kind::Systematic, Pace::balance(100), LeaderStrength::Fair, false);
            moves += cell.moves;
            (0..4).for_each(|i| h[i] += cell.handed[i]);
        }
        let per = |k: usize, of: usize| k as f64 / of.max(1) as f64;
        println!(
            "{:<8} {:>12.0} {:>11.2}{:>11.2} {:>11.2}{:>11.2}{:>11.2}",
            format!("{n} adv."),
            per(moves, 4 * games),
            per(h[0], moves),
            per(h[0], h[2]),
            per(h[1], moves),
            per(h[1], h[2]),
            per(h[3], h[2])
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(100);
    let after = |flag: &str| args.iter().skip_while(|a| *a != flag).nth(1).cloned();
    let strengths: Vec<LeaderStrength> = match after("--strength") {
        Some(name) => {
            LeaderStrength::ALL.into_iter().filter(|&s| strength_name(s).to_lowercase().starts_with(&name)).collect()
        }
        None => LeaderStrength::ALL.to_vec(),
    };
    let mut all_ns = Vec::new();
    if args.iter().any(|a| a == "--reading") {
        Kind::MEASURED.into_iter().for_each(|kind| reading_table(games, kind));
        return;
    }
    if args.iter().any(|a| a == "--handovers") {
        handover_table(games);
        return;
    }
    if let Some(percent) = after("--pace").and_then(|p| p.parse().ok()) {
        let party = after("--party").unwrap_or_default();
        let kind = Kind::MEASURED.into_iter().find(|k| k.name() == party).unwrap_or(Kind::Systematic);
        for &strength in &strengths {
            maze_table(games, kind, percent, Some(strength), &mut all_ns);
        }
        if args.iter().any(|a| a == "--idle") {
            maze_table(games, kind, percent, None, &mut all_ns);
        }
        return;
    }
    println!(
        "Pace x1 = the balance pace (the rules file's x{:.2}: 8 s a movement).",
        f64::from(Pace::BALANCE_PERCENT) / 100.0
    );
    let mut rates = Vec::new();
    for &strength in &strengths {
        rates.extend(strength_table(games, Some(strength), &mut all_ns));
    }
    if args.iter().any(|a| a == "--idle") {
        rates.extend(strength_table(games, None, &mut all_ns));
        goals(&rates);
    }
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
