//! The app as Sidibaba's Leader of the Thieves: an honest game master that makes the
//! Adventurers' life hard but the game fair.
//!
//! It decides from the Leader's view only (the maze and all on it; never the bag nor a genie
//! lying face down). It hides the Treasure deep, far from the entrance it chooses; catches the
//! Adventurers when its token can reach them, and otherwise parks the token where they must pass
//! (on the closed Treasure, then by their way out); locks or dispels what they just found; and
//! keeps a Teleportation for when they know their way (near the Treasure or after it).
//!
//! Fairness is a budget of time: the Leader estimates how long the party still needs (the
//! shortest way to the Treasure and out, times how much longer a party that still searches
//! walks, at the pace it has watched the party keep) and plays against it only while the party
//! has more time left than that and a margin. So a quick party meets a hard Leader and a lost
//! one is left alone. It holds back until it has seen the pace (eight movements): an early
//! event costs a slow party what it cannot win back. The margin grows with a slower pace (a
//! slower party needs longer for everything else too) and shrinks with a quicker one. The
//! set-up's strength sets it: gentle leaves 25 minutes more (so it plays only against a party
//! far ahead, and leaves a family that searches badly what the rules leave it), fair the
//! balanced one, and ruthless
//! (the rulebook's Leader) plays every time. Ruthless, or against a party quicker than 7 s a
//! movement, it plays all out: a Teleportation as soon as it holds one, its last encounter too.
//! `tools/sidibaba_sim.rs` measures what this gives.

use super::AppPlayer;
use crate::games::rng::GameRng;
use crate::games::sidibaba::maze::{Maze, Square, SIZE};
use crate::games::sidibaba::state::{Act, Action, Phase, LAMP_MS};
use crate::games::sidibaba::view::{LeaderView, View};
use crate::games::sidibaba::{Event, LeaderStrength, Sidibaba};
use std::collections::VecDeque;

const FAR: u8 = u8::MAX;
/// The pace the fair Leader's margins are balanced for: 8 s a movement (`ai::sim::Pace`).
const BALANCE_PACE_MS: u64 = 8_000;
/// The spare time the gentle Leader leaves a party beyond the fair margin: whatever the maze
/// or the party, it plays only against a party with this much time to spare (*tunable*; the
/// goal is what it leaves the families who search least well, docs/balance.md).
const GENTLE_EXTRA_MS: u32 = 1_500_000;

/// The numbers the Leader plays by (*tunable*: `tools/sidibaba_sim.rs` prints what they give).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tuning {
    /// Movements per square of the way, in percent (a step and, now and then, a turn).
    pub moves_per_square_percent: u32,
    /// How many times the shortest way a party walks while it still searches for the Treasure,
    /// in percent.
    pub search_percent: u32,
    /// The Leader attacks while the party's spare time is above this many milliseconds.
    pub margin_ms: u32,
    /// Attacks whatever the party's time (the ruthless Leader).
    pub always: bool,
    /// How much the margin grows per millisecond the party's movements take beyond 8 s (at a
    /// slower pace all the rest takes longer too).
    pub margin_per_pace_ms: u32,
    /// How much it shrinks per millisecond they take below 8 s: a quick party meets everything
    /// the Leader holds (as from the ruthless Leader), for no Leader within the rules can slow
    /// it enough.
    pub margin_per_quick_ms: u32,
    /// The gentle Leader's spare time beyond the margin (0 for the others).
    pub gentle_ms: u32,
}

impl Tuning {
    /// The tuning for a party of `adventurers`. A big party loses more lamps to curses (a
    /// Chest gives a token per Adventurer), so the Leader leaves it more spare time; measured
    /// with `tools/sidibaba_sim.rs` (docs/balance.md).
    pub fn for_party(adventurers: usize, strength: LeaderStrength) -> Tuning {
        // The margin, and how it grows for a slower party: a slow small party is left less
        // extra time than a big one, for it draws fewer curses.
        let (margin_ms, margin_per_pace_ms) = match adventurers {
            0..=2 => (35_000, 90),
            3 => (75_000, 90),
            4 => (120_000, 90),
            5 => (230_000, 110),
            _ => (340_000, 150),
        };
        let fair = Tuning {
            moves_per_square_percent: 150,
            search_percent: 300,
            margin_ms,
            always: false,
            margin_per_pace_ms,
            margin_per_quick_ms: 150,
            gentle_ms: 0,
        };
        match strength {
            LeaderStrength::Fair => fair,
            // A quick party has time to spare even for the gentle Leader: its margin shrinks
            // twice as fast below 8 s a movement (measured at x0.67: the systematic party escapes it 98-100 %).
            LeaderStrength::Gentle => Tuning { gentle_ms: GENTLE_EXTRA_MS, margin_per_quick_ms: 300, ..fair },
            LeaderStrength::Ruthless => Tuning { always: true, ..fair },
        }
    }
}

/// The app's Leader of the Thieves.
#[derive(Clone, Copy, Debug, Default)]
pub struct AppLeader {
    /// `None`: the tuning for the party's size.
    pub tuning: Option<Tuning>,
    /// A maze to choose (for simulations); `None`: any of the four.
    pub maze: Option<u8>,
}

impl AppPlayer<Sidibaba> for AppLeader {
    fn decide(&self, view: &View, rng: &mut GameRng) -> Action {
        let View::Leader(v) = view else { return view.choices()[0] };
        let tuning =
            self.tuning.unwrap_or_else(|| Tuning::for_party(v.adventurers, v.table.strength.unwrap_or_default()));
        let choices = &v.choices;
        let pick = |act: Act| choices.iter().copied().find(|a| a.act == act);
        let Some((_, maze)) = &v.board.maze else {
            // Which maze: any of the four.
            let fixed = self.maze.and_then(|n| pick(Act::ChooseMaze(n)));
            return fixed.unwrap_or_else(|| choices[rng.below(choices.len() as u32) as usize]);
        };
        let action = match v.table.phase {
            Phase::PlaceTreasure => place_treasure(maze, choices, rng),
            Phase::PlaceChests => Some(choices[rng.below(choices.len() as u32) as usize]),
            Phase::FaceEntrance => face_entrance(maze, v, choices),
            Phase::LeaderTurn => leader_turn(maze, v, &tuning, rng).and_then(pick),
            Phase::TokenMoves { .. } => token_step(maze, v, choices),
            Phase::PlaceLandslide | Phase::Teleporting => Some(farthest_from_goal(maze, v, choices, rng)),
            _ => None,
        };
        action.unwrap_or_else(|| pick(Act::Pass).unwrap_or(choices[0]))
    }
}

/// Steps from `from` to every square, along the ways, never over `blocked`; `FAR` where none.
pub fn distances(maze: &Maze, from: Square, blocked: Option<Square>) -> [u8; SIZE * SIZE] {
    let mut d = [FAR; SIZE * SIZE];
    d[from.index()] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(square) = queue.pop_front() {
        for (_, next) in maze.neighbours(square) {
            if Some(next) != blocked && d[next.index()] == FAR {
                d[next.index()] = d[square.index()] + 1;
                queue.push_back(next);
            }
        }
    }
    d
}

/// Squares with a way out.
fn exit_squares(maze: &Maze) -> Vec<Square> {
    maze.exits().into_iter().map(|(s, _)| s).collect()
}

/// Squares from `from` to the goal: the Treasure then a way out, or a way out once it is shared.
fn goal_squares(maze: &Maze, v: &LeaderView, from: Square, blocked: Option<Square>) -> u32 {
    let d = distances(maze, from, blocked);
    let to_exit = |d: &[u8; SIZE * SIZE]| {
        exit_squares(maze).iter().map(|s| u32::from(d[s.index()])).min().unwrap_or(u32::from(FAR)) + 1
    };
    match v.board.treasure {
        Some(t) if !v.table.treasure_shared => u32::from(d[t.index()]) + to_exit(&distances(maze, t, blocked)),
        _ => to_exit(&d),
    }
}

/// The Treasure deep in the maze and far from one way out, where the Adventurers will enter
/// (`face_entrance`): the squares with the longest way from that entrance plus the way to the
/// nearest other way out.
fn place_treasure(maze: &Maze, choices: &[Action], rng: &mut GameRng) -> Option<Action> {
    let exits: Vec<_> = exit_squares(maze).iter().map(|&s| distances(maze, s, None)).collect();
    let score = |s: Square| {
        (0..exits.len())
            .map(|entrance| {
                u32::from(exits[entrance][s.index()]) + exits.iter().map(|d| u32::from(d[s.index()])).min().unwrap_or(0)
            })
            .max()
            .unwrap_or(0)
    };
    let mut squares: Vec<(u32, Action)> = choices
        .iter()
        .filter_map(|&a| if let Act::PlaceTreasure(s) = a.act { Some((score(s), a)) } else { None })
        .collect();
    squares.sort_by_key(|&(d, _)| std::cmp::Reverse(d));
    let best = squares.first().map_or(0, |s| s.0);
    let top = squares.iter().filter(|s| s.0 + 2 >= best).count();
    (top > 0).then(|| squares[rng.below(top as u32) as usize].1)
}

/// The entrance farthest from the Treasure.
fn face_entrance(maze: &Maze, v: &LeaderView, choices: &[Action]) -> Option<Action> {
    let treasure = v.board.treasure?;
    let d = distances(maze, treasure, None);
    let exits = maze.exits();
    choices.iter().copied().max_by_key(|a| match a.act {
        Act::FaceEntrance(n) => exits.get(usize::from(n)).map_or(0, |(s, _)| d[s.index()]),
        _ => 0,
    })
}

/// The party's time left beyond what it still needs, in milliseconds (negative: short of time):
/// the shortest way to its goal, times how much longer a party walks that still searches, at
/// the pace the Leader has watched it keep.
fn spare_ms(goal: u32, pace: u64, v: &LeaderView, t: &Tuning) -> i64 {
    let searching = !v.table.treasure_shared;
    let moves = u64::from(goal)
        * u64::from(t.moves_per_square_percent)
        * u64::from(if searching { t.search_percent } else { 100 })
        / 10_000;
    let left = u64::from(v.table.left_ms) + u64::from(v.table.lamps.iter().sum::<u8>()) * u64::from(LAMP_MS);
    left as i64 - (moves * pace) as i64
}

/// The party's own pace, as the Leader watches it: milliseconds a movement, once it has seen
/// eight.
fn pace_ms(v: &LeaderView) -> Option<u64> {
    (v.table.movements >= 8).then(|| v.table.movement_ms / u64::from(v.table.movements))
}

/// A party quicker than this a movement meets the Leader all out (`all_out`).
const ALL_OUT_BELOW_MS: u64 = 7_000;

/// The margin at the party's pace: everything the party still has to do (chests, curses, events)
/// takes longer at a slower pace, so the margin balanced at 8 s a movement grows with it; a
/// quicker party is left less.
fn margin_at_pace(pace: u64, t: &Tuning) -> i64 {
    let off = pace as i64 - BALANCE_PACE_MS as i64;
    let per = if off > 0 { t.margin_per_pace_ms } else { t.margin_per_quick_ms };
    i64::from(t.margin_ms) + i64::from(t.gentle_ms) + off * i64::from(per)
}

/// Whether the Leader holds back now: the ruthless one never; the others until they have seen
/// the party's pace (a slow party would lose to an early event what it cannot win back), and
/// then while the party's spare time is below the margin at that pace.
fn eases_off(goal: u32, v: &LeaderView, t: &Tuning) -> bool {
    !t.always && pace_ms(v).is_none_or(|pace| spare_ms(goal, pace, v, t) < margin_at_pace(pace, t))
}

/// Whether the Leader plays all out (a Teleportation as soon as it holds one, its last
/// encounter too): the ruthless one always, the others against a party quicker than 7 s a
/// movement, which no Leader within the rules can slow enough.
fn all_out(v: &LeaderView, t: &Tuning) -> bool {
    t.always || pace_ms(v).is_some_and(|pace| pace < ALL_OUT_BELOW_MS)
}

/// Which event to play now, if any.
fn leader_turn(maze: &Maze, v: &LeaderView, t: &Tuning, rng: &mut GameRng) -> Option<Act> {
    let here = v.board.place.square;
    let goal = goal_squares(maze, v, here, v.board.landslide);
    let has = |e: Event| v.hand.contains(&e);
    // Easing off: no help beyond it. Sending a party short of time nearer its goal with a
    // Teleportation measured worse (it also takes the party off the ways it knows).
    if eases_off(goal, v, t) {
        return None;
    }
    // Catch them: the token reaches their square within the steps of a card.
    let d = distances(maze, here, v.board.landslide);
    let token_steps = match v.board.token {
        Some(s) => u32::from(d[s.index()]),
        None => exit_squares(maze)
            .iter()
            .filter(|&&s| Some(s) != v.board.landslide)
            .map(|s| u32::from(d[s.index()]) + 1)
            .min()
            .unwrap_or(u32::from(FAR)),
    };
    let movement = v
        .hand
        .iter()
        .filter_map(|&e| if let Event::Movement(k) = e { Some(k) } else { None })
        .filter(|&k| u32::from(k) >= token_steps)
        .min();
    if let Some(k) = movement {
        return Some(Act::Play { event: Event::Movement(k), as_move: false });
    }
    let cheapest_choice = [
        Event::Bandit,
        Event::SmallPadlock,
        Event::Illusion,
        Event::Landslide,
        Event::CombinationLock,
        Event::Teleportation,
    ]
    .into_iter()
    .find(|&e| e.is_choice() && has(e));
    if token_steps <= 2 {
        if let Some(event) = cheapest_choice {
            return Some(Act::Play { event, as_move: true });
        }
    }
    if let Some(discovered) = v.discovered {
        if Some(discovered) == v.board.treasure && has(Event::CombinationLock) {
            return Some(Act::Play { event: Event::CombinationLock, as_move: false });
        }
        if Some(discovered) != v.board.treasure {
            for e in [Event::Illusion, Event::SmallPadlock] {
                if has(e) {
                    return Some(Act::Play { event: e, as_move: false });
                }
            }
        }
    }
    // Lost in the maze: worst once they know the way (the Treasure shared) or are near it; all
    // out, the Leader does not wait for that (measured, ruthless at x1, 300 games a cell: with
    // its last encounter played too, 2 to 10 points fewer escapes in 11 of 12 cells, one point
    // more in the twelfth).
    let near_treasure = v.board.treasure.is_some_and(|t| !v.board.treasure_open && d[t.index()] <= 3);
    if has(Event::Teleportation) && (v.table.treasure_shared || near_treasure || all_out(v, t)) {
        return Some(Act::Play { event: Event::Teleportation, as_move: false });
    }
    if has(Event::Landslide) {
        // Only where it lengthens their way.
        let best = Square::all()
            .filter(|&s| v.board.may_slide(s).is_ok())
            .map(|s| goal_squares(maze, v, here, Some(s)))
            .max()
            .unwrap_or(0);
        if best >= goal + 2 {
            return Some(Act::Play { event: Event::Landslide, as_move: false });
        }
    }
    // Park the token where they must pass: on the closed Treasure, then by their way out.
    let park = park_square(maze, v);
    if v.board.token != Some(park) {
        if let Some(k) = v.hand.iter().filter_map(|&e| if let Event::Movement(k) = e { Some(k) } else { None }).max() {
            return Some(Act::Play { event: Event::Movement(k), as_move: false });
        }
        // A spare choice card, not the Teleportation nor the combination lock.
        let spare = [Event::SmallPadlock, Event::Illusion, Event::Landslide].into_iter().find(|&e| has(e));
        if let (Some(event), true) = (spare, v.hand.len() >= 2) {
            return Some(Act::Play { event, as_move: true });
        }
    }
    if v.hand.len() >= 2 || all_out(v, t) {
        return encounter(v, rng);
    }
    None
}

/// An encounter the Leader holds, if any: it costs the party tokens, hardly any time.
fn encounter(v: &LeaderView, rng: &mut GameRng) -> Option<Act> {
    let encounters = [Event::Bandit, Event::Merchant, Event::Scheherazade];
    let held: Vec<Event> = encounters.into_iter().filter(|e| v.hand.contains(e)).collect();
    (!held.is_empty()).then(|| Act::Play { event: held[rng.below(held.len() as u32) as usize], as_move: false })
}

/// Where the token waits: on the closed Treasure (they must step on it), else on the way out
/// nearest to them.
fn park_square(maze: &Maze, v: &LeaderView) -> Square {
    match v.board.treasure {
        Some(t) if !v.board.treasure_open => t,
        _ => {
            let d = distances(maze, v.board.place.square, v.board.landslide);
            exit_squares(maze).into_iter().min_by_key(|s| d[s.index()]).unwrap_or(v.board.place.square)
        }
    }
}

/// The token's next step: onto the Adventurers if it can reach them with the steps left, else
/// towards where it waits for them.
fn token_step(maze: &Maze, v: &LeaderView, choices: &[Action]) -> Option<Action> {
    let Phase::TokenMoves { left } = v.table.phase else { return None };
    let to_them = distances(maze, v.board.place.square, v.board.landslide);
    let from_token = |s: Square| u32::from(to_them[s.index()]);
    let reach = match v.board.token {
        Some(t) => from_token(t),
        None => exit_squares(maze)
            .iter()
            .filter(|&&s| Some(s) != v.board.landslide)
            .map(|&s| from_token(s) + 1)
            .min()
            .unwrap_or(u32::from(FAR)),
    };
    let target = if reach <= u32::from(left) { v.board.place.square } else { park_square(maze, v) };
    let d = distances(maze, target, v.board.landslide);
    choices.iter().copied().min_by_key(|a| match a.act {
        Act::TokenTo(s) => d[s.index()],
        _ => FAR,
    })
}

/// The Landslide or the Teleportation where the Adventurers' way becomes longest.
fn farthest_from_goal(maze: &Maze, v: &LeaderView, choices: &[Action], rng: &mut GameRng) -> Action {
    let scored: Vec<(u32, Action)> = choices
        .iter()
        .map(|&a| {
            let score = match a.act {
                Act::Landslide(s) => goal_squares(maze, v, v.board.place.square, Some(s)),
                Act::Teleport(s) => goal_squares(maze, v, s, v.board.landslide),
                _ => 0,
            };
            (score, a)
        })
        .collect();
    let best = scored.iter().map(|s| s.0).max().unwrap_or(0);
    let top: Vec<Action> = scored.into_iter().filter(|s| s.0 == best).map(|s| s.1).collect();
    top[rng.below(top.len() as u32) as usize]
}
