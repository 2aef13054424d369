//! The app as Sidibaba's Leader of the Thieves: an honest game master that makes the
//! Adventurers' life hard but the game fair.
//!
//! It decides from the Leader's view only (the maze and all on it; never the bag nor a genie
//! lying face down). It hides the Treasure deep, far from the entrance it chooses; catches the
//! Adventurers when its token can reach them, and otherwise parks the token where they must pass
//! (on the closed Treasure, then by their way out); locks or dispels what they just found; and
//! keeps a Teleportation for when they know their way (near the Treasure or after it). The
//! ruthless Leader sets the Chests on the party's way to the Treasure (where every way passes
//! first): each costs the party its sharing and the curses it may hold, so it dispels none; and
//! it does not park the token but keeps its movements for catches, each a lamp. The fair Leader
//! sets there as many as give the party 24 tokens to draw at most (all five Chests for up to
//! four Adventurers, four for more), and keeps its movements for catches once the Treasure is
//! shared or while the party is more than a minute ahead of what it leaves it.
//!
//! Fairness is a budget of time, read from the table as the expedition goes: the Leader estimates
//! what the party still needs (every square it has not stood on that lies nearer than the Treasure,
//! at the movements it has spent per new square so far, then the way out; the Chests still closed
//! that it has not stepped round, the Treasure if closed, and the curses they may hold, each a
//! lamp; the lamps still to light and the events it holds, each read out), at the pace it has
//! watched the party keep, and plays against it only while the party has more time left than that.
//! It doubts its reading of a party that searches badly (many movements per new square: it is as
//! likely to wander on as to find the way) and leaves such a party more, unless it has paid jewels
//! for an answer's second movement or called for light before the Treasure (it knows what it is
//! doing). So a party that searches well meets a hard Leader and a lost one is left alone, whatever
//! the maze or the party; a party short of time that has just found a Chest sees it dispelled, its
//! curses with it. It holds back until the party's first movement has shown its pace: a slow
//! party is left more from the start. The set-up's strength sets how much it leaves: gentle 25
//! minutes more (so it plays only against a party far ahead, and leaves a family that searches
//! badly what the rules leave it), fair nothing more (a party slower than 8 s a movement a little
//! more, a quicker one less), and ruthless (the rulebook's Leader) plays every time. Whenever it
//! plays, it plays its last encounter too. A Landslide or a Teleportation goes where the party
//! will need longest by the same reading; all out (ruthless, or against a party quicker than 7 s
//! a movement), a Landslide waits for a spot that adds eight squares' worth to it.
//! `tools/sidibaba_sim.rs` measures what this gives.

use super::AppPlayer;
use crate::games::rng::GameRng;
use crate::games::sidibaba::maze::{Maze, Square, SIZE};
use crate::games::sidibaba::state::{Act, Action, Phase, LAMP_MS};
use crate::games::sidibaba::tokens::CURSES;
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
    /// Movements per square of a way the party knows, in percent (a step and, now and then, a
    /// turn).
    pub moves_per_square_percent: u32,
    /// How far the Leader doubts its reading of a party that searches badly: the time it leaves
    /// the party beyond its need grows by this percent of the need for each movement beyond one
    /// that the party has spent per new square.
    pub doubt_percent: u32,
    /// The Leader attacks while the party's spare time is above this many milliseconds.
    pub margin_ms: u32,
    /// Attacks whatever the party's time (the ruthless Leader).
    pub always: bool,
    /// How much the margin grows per millisecond the party's movements take beyond 8 s.
    pub margin_per_pace_ms: u32,
    /// How much it shrinks per millisecond they take below 8 s: a quick party meets everything
    /// the Leader holds (as from the ruthless Leader), for no Leader within the rules can slow
    /// it enough.
    pub margin_per_quick_ms: u32,
    /// The gentle Leader's spare time beyond the margin (0 for the others).
    pub gentle_ms: u32,
    /// The Chests go on the Adventurers' way to the Treasure (`place_chest`) while those there
    /// give the party at most this many tokens to draw (a token a Chest for each Adventurer),
    /// the others anywhere. Each on the way costs the party its sharing and the curses it may
    /// hold; with any there, none is dispelled. 0: all anywhere.
    pub draws_on_the_way: u32,
    /// When the token waits where the party must pass (`park_square`), a movement card spent
    /// to take it there. Otherwise the Leader keeps its movement cards for catches (it only
    /// catches: the token enters by any exit, so it reaches a party near one, the entrance
    /// too, and after each catch it leaves the maze to come back by an exit again).
    pub parks_token: Parking,
    /// Whether a party short of time sees the Chest it has just found dispelled (`dispel`).
    pub dispels: bool,
}

/// When the Leader parks its token (`Tuning::parks_token`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Parking {
    Always,
    /// Until the Treasure is shared, and only while the party is less than a minute ahead
    /// (`PARK_BELOW_LEAD_MS`); otherwise its movement cards wait for catches.
    BeforeTheTreasure,
    Never,
}

impl Tuning {
    /// The tuning for a strength, the same for every party: what differs between parties the
    /// Leader reads from the table (`spare_ms`).
    pub fn for_strength(strength: LeaderStrength) -> Tuning {
        // Measured at x1, 300 games a cell (docs/balance.md, "The fair Leader since the
        // thirteenth session"): with the Chests anywhere, the doubt at 400 % and the token parked
        // throughout, the strong party escaped 93-98 %. Since the fifteenth session the reading
        // counts the lamps still to light and the events held; the Chests on the way were then
        // chosen on the strong party alone, the doubt on the systematic party alone ("Lamps to
        // light and events to read").
        let fair = Tuning {
            moves_per_square_percent: 150,
            doubt_percent: 300,
            margin_ms: 0,
            always: false,
            margin_per_pace_ms: 90,
            margin_per_quick_ms: 150,
            gentle_ms: 0,
            draws_on_the_way: 24,
            parks_token: Parking::BeforeTheTreasure,
            dispels: true,
        };
        match strength {
            LeaderStrength::Fair => fair,
            // A quick party has time to spare even for the gentle Leader: its margin shrinks
            // twice as fast below 8 s a movement (measured at x0.67: the systematic party escapes it 98-100 %).
            // Its Chests go anywhere: on the way they cost the careless family up to 7 points.
            LeaderStrength::Gentle => Tuning {
                gentle_ms: GENTLE_EXTRA_MS,
                margin_per_quick_ms: 300,
                doubt_percent: 400,
                draws_on_the_way: 0,
                parks_token: Parking::Always,
                ..fair
            },
            // Measured at x1 (100 games a cell): parking the token let the strong party escape
            // 10-67 %, keeping the movements for catches 2-41 % (docs/balance.md).
            LeaderStrength::Ruthless => {
                Tuning { always: true, draws_on_the_way: u32::MAX, parks_token: Parking::Never, dispels: false, ..fair }
            }
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
        let tuning = self.tuning.unwrap_or_else(|| Tuning::for_strength(v.table.strength.unwrap_or_default()));
        let choices = &v.choices;
        let pick = |act: Act| choices.iter().copied().find(|a| a.act == act);
        let Some((_, maze)) = &v.board.maze else {
            // Which maze: any of the four.
            let fixed = self.maze.and_then(|n| pick(Act::ChooseMaze(n)));
            return fixed.unwrap_or_else(|| choices[rng.below(choices.len() as u32) as usize]);
        };
        let action = match v.table.phase {
            Phase::PlaceTreasure => place_treasure(maze, choices, rng),
            Phase::PlaceChests => place_chest(maze, v, &tuning, choices, rng),
            Phase::FaceEntrance => face_entrance(maze, v, choices),
            Phase::LeaderTurn => leader_turn(maze, v, &tuning, rng).and_then(pick),
            Phase::TokenMoves { .. } => token_step(maze, v, choices),
            Phase::PlaceLandslide | Phase::Teleporting => Some(farthest_from_goal(maze, v, &tuning, choices, rng)),
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

/// A Chest anywhere, or (`Tuning::chests_on_the_way`) on the Adventurers' way from the
/// entrance to the Treasure, nearest the entrance first: first where every way passes (the
/// party cannot step round it), then on a shortest way, then as little off it as may be.
fn place_chest(maze: &Maze, v: &LeaderView, t: &Tuning, choices: &[Action], rng: &mut GameRng) -> Option<Action> {
    let draws = (v.board.chests.len() + 1) * v.adventurers;
    let (Some(treasure), true) = (v.board.treasure, draws <= t.draws_on_the_way as usize) else {
        return Some(choices[rng.below(choices.len() as u32) as usize]);
    };
    let to_treasure = distances(maze, treasure, None);
    let entrance = entrance_square(maze, &to_treasure)?;
    let from_entrance = distances(maze, entrance, None);
    let shortest = u32::from(from_entrance[treasure.index()]);
    let cost = |s: Square| {
        let off_the_way = u32::from(from_entrance[s.index()]) + u32::from(to_treasure[s.index()]) - shortest;
        // Every way passes a square only if it lies on every shortest way: the search for
        // another way is made only there (it is the Leader's slowest decision).
        let avoidable = off_the_way > 0 || distances(maze, entrance, Some(s))[treasure.index()] != FAR;
        (avoidable, off_the_way, from_entrance[s.index()])
    };
    let costs: Vec<_> = choices
        .iter()
        .filter_map(|&a| match a.act {
            Act::PlaceChest(s) if s != entrance => Some((cost(s), a)),
            _ => None,
        })
        .collect();
    let least = costs.iter().map(|c| c.0).min()?;
    let ties: Vec<Action> = costs.into_iter().filter(|c| c.0 == least).map(|c| c.1).collect();
    Some(ties[rng.below(ties.len() as u32) as usize])
}

/// The square of the entrance the Leader will face (`face_entrance`): the way out farthest
/// from the Treasure, given the steps from the Treasure.
fn entrance_square(maze: &Maze, to_treasure: &[u8; SIZE * SIZE]) -> Option<Square> {
    exit_squares(maze).into_iter().max_by_key(|s| to_treasure[s.index()])
}

/// The entrance farthest from the Treasure.
fn face_entrance(maze: &Maze, v: &LeaderView, choices: &[Action]) -> Option<Action> {
    let entrance = entrance_square(maze, &distances(maze, v.board.treasure?, None))?;
    let exits = maze.exits();
    choices.iter().copied().find(|a| match a.act {
        Act::FaceEntrance(n) => exits.get(usize::from(n)).is_some_and(|&(s, _)| s == entrance),
        _ => false,
    })
}

/// The party's time left beyond what it still needs, in milliseconds (negative: short of time), at
/// the pace the Leader has watched it keep: the movements it needs (`need`, in hundredths:
/// `need_hundredths`), the Chests still closed that it has not stepped round (`stepped_round`) and
/// the Treasure if closed, the curses it may still draw from them (each one a lamp), the lamps it
/// has still to light and the events the Leader holds (each read out), the rest in the rules'
/// proportions to a movement (a Chest 5 movements, the Treasure 10, a curse, a lamp lit or an event
/// 2.5).
fn spare_ms(maze: &Maze, need: u64, v: &LeaderView, pace: u64) -> i64 {
    let n = v.adventurers as u64;
    let chests =
        v.board.chests.iter().filter(|&&(square, open)| !open && !stepped_round(maze, v, square)).count() as u64;
    let treasure = u64::from(!v.board.treasure_open);
    let draws = n * chests + 2 * n * treasure;
    let curses = (CURSES as u64).saturating_sub(u64::from(v.table.lost_lamps));
    let curses_x100 = (curses * draws * 100 / (v.table.bag_size as u64).max(1)).min(curses * 100);
    let unlit = u64::from(v.table.lamps.iter().sum::<u8>());
    let waits = unlit + v.hand.len() as u64;
    let hundredths = need + chests * 500 + treasure * 1000 + curses_x100 * 5 / 2 + waits * 250;
    let lamps_lost = curses_x100 * u64::from(LAMP_MS) / 100;
    let left = u64::from(v.table.left_ms) + unlit * u64::from(LAMP_MS);
    left as i64 - (hundredths * pace / 100 + lamps_lost) as i64
}

/// Whether the party has stepped round the Chest on `square`: it has stood on two squares beside
/// it (a way open between), the one it stands on now aside, and never on the Chest. Such a party
/// goes round the Chests it sees, so this one costs it neither time nor curses. One square beside
/// it was too few: it took Chests from the reading of the systematic party too, and cost it a
/// cell (docs/balance.md, "The Chests a party steps round").
fn stepped_round(maze: &Maze, v: &LeaderView, square: Square) -> bool {
    let beside = maze.neighbours(square).filter(|&(_, s)| v.board.stood_on(s) && s != v.board.place.square);
    !v.board.stood_on(square) && beside.count() >= 2
}

/// The movements the party still needs, in hundredths, read from how its search has gone: while
/// it searches, every square it has not stood on that lies nearer than the Treasure, at the
/// movements it has spent per new square so far (a party that wanders spends more, one that
/// searches well fewer), then the way from the Treasure out; once the Treasure is shared, the
/// shortest way out.
fn need_hundredths(maze: &Maze, v: &LeaderView, t: &Tuning) -> u64 {
    need_from(maze, v, t, v.board.place.square, v.board.landslide)
}

/// `need_hundredths` for a party standing on `here` with the Landslide on `landslide`.
fn need_from(maze: &Maze, v: &LeaderView, t: &Tuning, here: Square, landslide: Option<Square>) -> u64 {
    let d = distances(maze, here, landslide);
    let to_exit = |d: &[u8; SIZE * SIZE]| {
        exit_squares(maze).iter().map(|s| u64::from(d[s.index()])).min().unwrap_or(u64::from(FAR)) + 1
    };
    let per_square = u64::from(t.moves_per_square_percent);
    match v.board.treasure {
        Some(treasure) if !v.table.treasure_shared => {
            let to_treasure = d[treasure.index()];
            let unseen = Square::all().filter(|&s| !v.board.stood_on(s) && d[s.index()] < to_treasure).count() as u64;
            let search = unseen.max(u64::from(to_treasure)) * per_new_square(v).max(per_square);
            search + to_exit(&distances(maze, treasure, landslide)) * per_square
        }
        _ => to_exit(&d) * per_square,
    }
}

/// The movements the party has spent per square it stood on for the first time, in percent.
fn per_new_square(v: &LeaderView) -> u64 {
    u64::from(v.table.movements) * 100 / u64::from(v.board.visited.count_ones()).max(1)
}

/// How long the Leader doubts its reading of a party that searches badly, in milliseconds: a
/// party that spends many movements per new square is as likely to wander on as to find the way.
/// None for a party that paid for an answer's second movement or called for light before the
/// Treasure: it knows what it is doing (docs/balance.md, "The fair Leader since the thirteenth
/// session").
fn doubt_ms(need: u64, v: &LeaderView, pace: u64, t: &Tuning) -> i64 {
    if v.table.answers_paid > 0 || v.table.lights_called > 0 {
        return 0;
    }
    let beyond = per_new_square(v).saturating_sub(100);
    (need * pace / 100 * beyond / 100 * u64::from(t.doubt_percent) / 100) as i64
}

/// The party's own pace, as the Leader watches it: milliseconds a movement, from the first on.
/// Before eight, no party is read quicker than the balance pace: one quick tap is not a quick
/// party. Waiting for eight movements, as the Leader did, let every party past the token at the
/// entrance; read from the first, a slow party is still left alone there (docs/balance.md, "The
/// pace from the first movement").
fn pace_ms(v: &LeaderView) -> Option<u64> {
    let movements = u64::from(v.table.movements);
    (movements >= 1).then(|| {
        let pace = v.table.movement_ms / movements;
        if movements < 8 {
            pace.max(BALANCE_PACE_MS)
        } else {
            pace
        }
    })
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

/// How far the party's spare time lies beyond what the Leader leaves it (the margin at its pace
/// and the Leader's doubt), in milliseconds; `None` until the Leader has seen its pace.
fn lead_ms(maze: &Maze, v: &LeaderView, t: &Tuning) -> Option<i64> {
    pace_ms(v).map(|pace| {
        let need = need_hundredths(maze, v, t);
        spare_ms(maze, need, v, pace) - margin_at_pace(pace, t) - doubt_ms(need, v, pace, t)
    })
}

/// Whether the Leader holds back now: the ruthless one never; the others until they have seen
/// the party's pace (its first movement: a slow party would lose to an early event what it
/// cannot win back), and then while the party's `lead` is below nothing.
fn eases_off(lead: Option<i64>, t: &Tuning) -> bool {
    !t.always && lead.is_none_or(|lead| lead < 0)
}

/// A party further ahead than this (`lead_ms`) meets the token's catches, not a token parked
/// where it must pass (`Parking::BeforeTheTreasure`). Chosen on the strong party alone
/// (docs/balance.md, "The token for a party far ahead").
const PARK_BELOW_LEAD_MS: i64 = 60_000;

/// Whether the Leader plays all out (its Landslide only where it costs most, `landslide_pays`):
/// the ruthless one always, the others against a party quicker than 7 s a movement, which no
/// Leader within the rules can slow enough.
fn all_out(v: &LeaderView, t: &Tuning) -> bool {
    t.always || pace_ms(v).is_some_and(|pace| pace < ALL_OUT_BELOW_MS)
}

/// Which event to play now, if any: a catch, then a lock or an Illusion on what the party just
/// found, then what loses it in the maze, then the token parked, then an encounter, the last one
/// too: what sets the strengths apart is when they hold back, not what they keep in hand
/// (docs/balance.md, "The last encounter played").
fn leader_turn(maze: &Maze, v: &LeaderView, t: &Tuning, rng: &mut GameRng) -> Option<Act> {
    // Easing off: no help beyond a Chest dispelled. Sending a party short of time nearer its
    // goal with a Teleportation measured worse (it also takes the party off the ways it knows).
    let lead = lead_ms(maze, v, t);
    if eases_off(lead, t) {
        // Not before it has seen the pace (`lead` is none): it cannot tell yet.
        return if t.dispels && lead.is_some() { dispel(v) } else { None };
    }
    let d = distances(maze, v.board.place.square, v.board.landslide);
    catch(maze, v, &d)
        .or_else(|| lock(v, t))
        .or_else(|| lose_them(maze, v, t, &d))
        .or_else(|| park(maze, v, t, lead))
        .or_else(|| encounter(v, rng))
}

/// A catch: the token reaches the party's square within the steps of a movement card, or of a
/// choice card's two squares (`d`: the steps from the party's square).
fn catch(maze: &Maze, v: &LeaderView, d: &[u8; SIZE * SIZE]) -> Option<Act> {
    let token_steps = match v.board.token {
        Some(s) => u32::from(d[s.index()]),
        None => exit_squares(maze)
            .iter()
            .filter(|&&s| Some(s) != v.board.landslide)
            .map(|s| u32::from(d[s.index()]) + 1)
            .min()
            .unwrap_or(u32::from(FAR)),
    };
    let movement = movement_cards(v).filter(|&k| u32::from(k) >= token_steps).min();
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
    .find(|&e| e.is_choice() && v.hand.contains(&e));
    cheapest_choice.filter(|_| token_steps <= 2).map(|event| Act::Play { event, as_move: true })
}

/// The movement cards the Leader holds, by their arrows.
fn movement_cards(v: &LeaderView) -> impl Iterator<Item = u8> + '_ {
    v.hand.iter().filter_map(|&e| if let Event::Movement(k) = e { Some(k) } else { None })
}

/// The combination lock on the Treasure just found; an Illusion or a Small padlock on a Chest
/// just found, unless the Chests lie on the party's way (each costs it its sharing and its
/// curses there: never dispelled).
fn lock(v: &LeaderView, t: &Tuning) -> Option<Act> {
    let discovered = v.discovered?;
    let has = |e: Event| v.hand.contains(&e);
    if Some(discovered) == v.board.treasure && has(Event::CombinationLock) {
        return Some(Act::Play { event: Event::CombinationLock, as_move: false });
    }
    if Some(discovered) != v.board.treasure && t.draws_on_the_way == 0 {
        let event = [Event::Illusion, Event::SmallPadlock].into_iter().find(|&e| has(e))?;
        return Some(Act::Play { event, as_move: false });
    }
    None
}

/// The squares' worth of the reading (`need_from`) a Landslide played all out must add: played
/// wherever it lengthened the shortest way by two squares, it let the strong party escape the
/// ruthless Leader about a point more a cell.
const LANDSLIDE_SQUARES: u64 = 8;

/// Lost in the maze: a Teleportation, worst once they know the way (the Treasure shared) or are
/// near it, even all out: played at once it let the two strong parties escape the ruthless
/// Leader up to 4 points more in every cell (docs/balance.md, "The Teleportation kept"). A
/// Landslide only where it lengthens their way (`landslide_pays`).
fn lose_them(maze: &Maze, v: &LeaderView, t: &Tuning, d: &[u8; SIZE * SIZE]) -> Option<Act> {
    let has = |e: Event| v.hand.contains(&e);
    let near_treasure = v.board.treasure.is_some_and(|t| !v.board.treasure_open && d[t.index()] <= 3);
    if has(Event::Teleportation) && (v.table.treasure_shared || near_treasure) {
        return Some(Act::Play { event: Event::Teleportation, as_move: false });
    }
    if has(Event::Landslide) && landslide_pays(maze, v, t) {
        return Some(Act::Play { event: Event::Landslide, as_move: false });
    }
    None
}

/// Whether a Landslide now lengthens the party's way enough. All out, a spot must add
/// `LANDSLIDE_SQUARES` squares' worth of the reading (`need_from`); otherwise two squares to the
/// shortest way do, as when the fair Leader's figures were set (docs/balance.md, "The Landslide
/// kept").
fn landslide_pays(maze: &Maze, v: &LeaderView, t: &Tuning) -> bool {
    let here = v.board.place.square;
    let spots = || Square::all().filter(|&s| v.board.may_slide(s).is_ok());
    if all_out(v, t) {
        let now = need_from(maze, v, t, here, v.board.landslide);
        let best = spots().map(|s| need_from(maze, v, t, here, Some(s))).max().unwrap_or(0);
        best >= now + LANDSLIDE_SQUARES * u64::from(t.moves_per_square_percent)
    } else {
        let now = goal_squares(maze, v, here, v.board.landslide);
        spots().map(|s| goal_squares(maze, v, here, Some(s))).max().unwrap_or(0) >= now + 2
    }
}

/// The token parked where they must pass: on the closed Treasure, then by their way out
/// (`Tuning::parks_token`), with the longest movement card, or a spare choice card (not the
/// Teleportation nor the combination lock) while the Leader holds another event.
fn park(maze: &Maze, v: &LeaderView, t: &Tuning, lead: Option<i64>) -> Option<Act> {
    let parks = match t.parks_token {
        Parking::Always => true,
        Parking::BeforeTheTreasure => !v.table.treasure_shared && lead.is_none_or(|lead| lead < PARK_BELOW_LEAD_MS),
        Parking::Never => false,
    };
    if !parks || v.board.token == Some(park_square(maze, v)) {
        return None;
    }
    if let Some(k) = movement_cards(v).max() {
        return Some(Act::Play { event: Event::Movement(k), as_move: false });
    }
    let spare = [Event::SmallPadlock, Event::Illusion, Event::Landslide].into_iter().find(|&e| v.hand.contains(&e));
    spare.filter(|_| v.hand.len() >= 2).map(|event| Act::Play { event, as_move: true })
}

/// The Chest a party short of time has just found, dispelled (an Illusion), and with it its
/// sharing and the curses it may hold: the Chests were set before the Leader had seen the party
/// move, and for six Adventurers the four on the way hold nearly two lamps' worth of curses
/// (24 draws from a bag of 66 with five curses; docs/balance.md, "A Chest dispelled").
fn dispel(v: &LeaderView) -> Option<Act> {
    v.discovered.filter(|&s| Some(s) != v.board.treasure)?;
    v.hand.contains(&Event::Illusion).then_some(Act::Play { event: Event::Illusion, as_move: false })
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

/// The Landslide or the Teleportation where the Adventurers will need longest (`need_from`): away
/// from the ways they know and the squares they have searched, not only off the shortest way.
fn farthest_from_goal(maze: &Maze, v: &LeaderView, t: &Tuning, choices: &[Action], rng: &mut GameRng) -> Action {
    let here = v.board.place.square;
    let scored: Vec<(u64, Action)> = choices
        .iter()
        .map(|&a| {
            let score = match a.act {
                Act::Landslide(s) => need_from(maze, v, t, here, Some(s)),
                Act::Teleport(s) => need_from(maze, v, t, s, v.board.landslide),
                _ => 0,
            };
            (score, a)
        })
        .collect();
    let best = scored.iter().map(|s| s.0).max().unwrap_or(0);
    let top: Vec<Action> = scored.into_iter().filter(|s| s.0 == best).map(|s| s.1).collect();
    top[rng.below(top.len() as u32) as usize]
}

/// The movements the fair Leader reads that a party still needs (`need_hundredths`, in whole
/// movements), for the balance tool's `--reading`; `None` before the maze is chosen.
pub fn read_need(v: &LeaderView) -> Option<u64> {
    let (_, maze) = v.board.maze.as_ref()?;
    Some(need_hundredths(maze, v, &Tuning::for_strength(LeaderStrength::Fair)) / 100)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::party::Party;
    use crate::ai::sim::{party, play, Pace};
    use crate::games::sidibaba::view::{view, View};

    /// The Leader's view at the end of a played game, with the Chests in it closed and the
    /// party's trail wiped: the tests lay their own.
    fn table(seed: u64) -> (Maze, LeaderView) {
        let game = play(
            &party(4, LeaderStrength::Fair),
            seed,
            &mut Party::competent(),
            Pace::balance(100),
            &AppLeader::default(),
        );
        let View::Leader(mut v) = view(&game.final_state, game.final_state.leader()) else {
            panic!("the Leader's seat")
        };
        v.board.chests.iter_mut().for_each(|c| c.1 = false);
        v.board.visited = 0;
        (v.board.maze.clone().expect("a maze").1, v)
    }

    /// A Chest the party has walked past, standing beside it on two squares without stepping
    /// onto it, costs it nothing in the Leader's reading; one it has stood beside once, or
    /// stepped onto, still does.
    #[test]
    fn a_chest_the_party_has_stepped_round_costs_it_no_time_in_the_leaders_reading() {
        let mut checked = 0;
        for seed in 0..20 {
            let (maze, mut v) = table(seed);
            let here = v.board.place.square;
            let ways_to = |c: Square| maze.neighbours(c).map(|(_, s)| s).filter(|&s| s != here).collect::<Vec<_>>();
            let Some((chest, beside)) = v.board.chests.iter().map(|c| (c.0, ways_to(c.0))).find(|c| c.1.len() >= 2)
            else {
                continue;
            };
            let spare = |v: &LeaderView| spare_ms(&maze, 0, v, BALANCE_PACE_MS);
            let untouched = spare(&v);
            v.board.visited = 1 << beside[0].index();
            assert!(!stepped_round(&maze, &v, chest), "seed {seed}: beside it once");
            assert_eq!(spare(&v), untouched, "seed {seed}");
            v.board.visited |= 1 << beside[1].index();
            assert!(stepped_round(&maze, &v, chest), "seed {seed}: beside it twice");
            assert!(spare(&v) > untouched, "seed {seed}: the Chest no longer counts");
            v.board.visited |= 1 << chest.index();
            assert!(!stepped_round(&maze, &v, chest), "seed {seed}: stepped onto");
            assert_eq!(spare(&v), untouched, "seed {seed}");
            checked += 1;
        }
        assert!(checked >= 10, "only {checked} games had a Chest with two ways to it");
    }
}
