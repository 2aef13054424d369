//! Simulated games of Sidibaba: a party against the app's Leader, with the time a real party at
//! one phone takes for each thing (the rules file's pace). Native only: the tool
//! `tools/sidibaba_sim.rs` and the property tests use it.

use super::leader::AppLeader;
use super::party::Adventurers;
use super::AppPlayer;
use crate::games::rng::GameRng;
use crate::games::sidibaba::maze::Maze;
use crate::games::sidibaba::state::{Act, Action, End, Loot, Phase, State};
use crate::games::sidibaba::view::{view, View};
use crate::games::sidibaba::{Config, LeaderPlayer, LeaderStrength};

/// A party of `n` Adventurers sharing the twelve lamps as evenly as they go, against the app's
/// Leader at `strength`: the set-up the balance tool and the strength tests play.
pub fn party(n: usize, strength: LeaderStrength) -> Config {
    let names = ["Samir", "Léa", "Tom", "Ana", "Max", "Zoé"];
    Config {
        adventurers: names[..n].iter().map(|s| s.to_string()).collect(),
        lamps: (0..n).map(|i| (12 / n + usize::from(i < 12 % n)) as u8).collect(),
        leader: LeaderPlayer::App,
        line_any_time: false,
        strength,
    }
}

/// Seconds a party spends on each thing, in milliseconds (*tunable*, rules file "Balancing").
#[derive(Clone, Copy, Debug)]
pub struct Pace {
    pub movement: u32,
    pub chest: u32,
    pub curse: u32,
    pub treasure: u32,
    pub genie: u32,
    pub event: u32,
    pub roll: u32,
    pub relight: u32,
}

impl Pace {
    /// The rules file's numbers: 4 s a movement. At this pace a competent party needs about
    /// 100 movements, two lamps of its twelve, and the Leader has drawn only two or three
    /// events by then: no Leader within the rules stops it (it escapes 95–100 %).
    pub const RULES: Pace = Pace {
        movement: 4_000,
        chest: 20_000,
        curse: 10_000,
        treasure: 40_000,
        genie: 15_000,
        event: 10_000,
        roll: 5_000,
        relight: 10_000,
    };

    /// The pace the app's Leader is balanced for (percent of `RULES`): a family round one
    /// phone, 8 s a movement — the phone passes, the picture is read aloud, the group agrees.
    /// The rules file marks the pace *tunable*; this is the app's choice (docs/balance.md, "The
    /// balance pace").
    pub const BALANCE_PERCENT: u32 = 200;

    /// The rules file's pace times `percent` / 100.
    pub fn scaled(percent: u32) -> Pace {
        let s = |ms: u32| ms * percent / 100;
        let d = Pace::RULES;
        Pace {
            movement: s(d.movement),
            chest: s(d.chest),
            curse: s(d.curse),
            treasure: s(d.treasure),
            genie: s(d.genie),
            event: s(d.event),
            roll: s(d.roll),
            relight: s(d.relight),
        }
    }

    /// The balance pace times `percent` / 100 (a slow party 150, a fast one 67).
    pub fn balance(percent: u32) -> Pace {
        Pace::scaled(Pace::BALANCE_PERCENT * percent / 100)
    }

    /// The time `act` takes in `state`.
    pub fn cost(&self, state: &State, act: Act) -> u32 {
        let n = state.adventurers() as u32;
        match (state.phase(), act) {
            (_, Act::Move(_)) => self.movement,
            (Phase::Share { from: Loot::Chest, .. }, Act::Take(_)) => self.chest / n,
            (Phase::Share { from: Loot::Treasure, .. }, Act::Take(_)) => self.treasure / (2 * n),
            (Phase::Curses { .. }, Act::DiscardLamp(_)) => self.curse,
            (Phase::Caught, Act::DiscardLamp(_)) => self.event,
            (_, Act::UseGenie { .. } | Act::LayArrow { .. }) => self.genie,
            (_, Act::Play { .. }) => self.event,
            (_, Act::Roll) => self.roll,
            (_, Act::Light) => self.relight,
            _ => 0,
        }
    }
}

/// What one simulated game gave.
#[derive(Clone, Debug)]
pub struct SimGame {
    pub end: End,
    pub actions: Vec<Action>,
    /// Nanoseconds each of the app Leader's decisions took (its view included), best of three.
    pub leader_ns: Vec<u64>,
    pub final_state: State,
}

/// Plays one game: `party` against the app's Leader, every action timed by `pace`.
pub fn play(config: &Config, seed: u64, party: &mut dyn Adventurers, pace: Pace, leader: &AppLeader) -> SimGame {
    play_on(config, seed, party, pace, leader, None)
}

/// `play`, on `maze` instead of the one the Leader chose: for trying a maze before it is drawn
/// into `maze.rs` (`examples/maze_search.rs`). Such a game does not replay.
pub fn play_on(
    config: &Config,
    seed: u64,
    party: &mut dyn Adventurers,
    pace: Pace,
    leader: &AppLeader,
    maze: Option<&Maze>,
) -> SimGame {
    let mut state = State::new(config, seed).expect("a valid configuration");
    let mut actions = Vec::new();
    let mut leader_ns = Vec::new();
    let mut rng = GameRng::new(seed ^ 0x5EED);
    let leader_seat = state.leader();
    for _ in 0..100_000 {
        let Some(seat) = state.to_act() else { break };
        let action = if seat == leader_seat {
            // The best of three runs of the same decision: a decision is pure, and the other
            // two absorb the times the machine was busy with something else.
            let mut best = u64::MAX;
            let mut decided = None;
            for _ in 0..3 {
                let mut r = rng.clone();
                let started = std::time::Instant::now();
                let a = leader.decide(&view(&state, seat), &mut r);
                best = best.min(started.elapsed().as_nanos() as u64);
                decided = Some((a, r));
            }
            leader_ns.push(best);
            let (a, r) = decided.expect("decided");
            rng = r;
            a
        } else {
            let adventurer = |s| match view(&state, s) {
                View::Adventurer(v) => v,
                View::Leader(_) => unreachable!("an Adventurer's seat"),
            };
            let others: Vec<_> = if state.phase() == Phase::Walk && state.lit() && !state.genie_this_lamp() {
                (0..state.adventurers() as u8).filter(|&s| s != seat).map(adventurer).collect()
            } else {
                Vec::new()
            };
            party.decide(&adventurer(seat), &others, &mut rng)
        };
        let cost = pace.cost(&state, action.act);
        let timed = if !state.started() {
            Action { ms: 0, ..action }
        } else if cost >= state.left_ms() {
            if seat != leader_seat {
                party.not_played(action);
            }
            Action { ms: state.left_ms(), act: Act::LampOut }
        } else {
            Action { ms: cost, ..action }
        };
        state.apply(timed).unwrap_or_else(|e| panic!("{e:?}: {timed:?} in {:?}", state.phase()));
        if let (Act::ChooseMaze(n), Some(maze)) = (timed.act, maze) {
            state.try_maze(n, maze.clone());
        }
        actions.push(timed);
    }
    let Phase::Over(end) = state.phase() else { panic!("a game that never ends: {:?}", state.phase()) };
    SimGame { end, actions, leader_ns, final_state: state }
}
