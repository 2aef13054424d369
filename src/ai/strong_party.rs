//! A strong party of Adventurers for Sidibaba, to measure the app's Leader of the Thieves
//! against. It was written from the rules (`shared/rules/sidi-baba.md`) and the Adventurers'
//! view alone, never from the Leader's code: what it knows is what the group at the table would
//! know — the lamp's view, what stands in front and here, the line, the lamps, the clock, its
//! stashes and a genie's answer.
//!
//! - It keeps one map of everything it has seen, in a frame of its own whose rows are the
//!   maze's: it entered through the border, so the entrance lies in the bottom row. The maze is
//!   8 × 8, so the squares it has seen narrow down the columns; squares that cannot be inside
//!   are not worth a look, and open sides there are ways out.
//! - It explores toward the nearest unseen square by the shortest known way (turns cost a
//!   movement too), goes for the Treasure once seen, and leaves by the nearest known way out.
//! - Genies: "Let there be light!" as soon as the Leader holds two lamps; "Which way to the
//!   Treasure?" at a fork, paying for two movements, and it follows the answer: a shortest way
//!   goes on ahead of it and not back through the squares the answer led over; "Which way to
//!   the exit?" once it has the Treasure and no short way out is known; a lamp's unused genie
//!   near its end, for the three tokens drawn after it.
//! - After a Teleportation it keeps its map: it lists where three steps could have taken it and
//!   drops every place that what it then sees contradicts; once one is left it is home again.
//! - It steps around the Leader's token when it sees it.

use crate::ai::party::Adventurers;
use crate::games::rng::GameRng;
use crate::games::sidibaba::maze::Dir;
use crate::games::sidibaba::movement::Movement;
use crate::games::sidibaba::setup::Event;
use crate::games::sidibaba::situation::Ahead;
use crate::games::sidibaba::state::{Act, Action, OnSquare, Phase, Shown, PRICE_OF_TWO};
use crate::games::sidibaba::tokens::{Genie, Jewel, Token};
use crate::games::sidibaba::view::{AdventurerView, Table};
use crate::games::Seat;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

/// The maze is this many squares a side (the rules: 8 × 8).
const MAZE: i32 = 8;
/// Rows of the party's map: the maze's own, the entrance in the bottom one.
const ROWS: i32 = MAZE;
/// Columns of the party's map: the entrance's column and 7 either side, where the maze's 8 are.
const COLS: i32 = 2 * MAZE - 1;
const SQUARES: usize = (ROWS * COLS) as usize;
/// A place: a square and a facing.
const NODES: usize = SQUARES * 4;
/// One movement in the planner's units (penalties are in tenths of a movement).
const MOVE: u32 = 10;
/// Movements a pace is assumed to take before the table has seen the party's own.
const DEFAULT_MOVE_MS: u32 = 8_000;

/// A square of the party's map: column (0 is the entrance's) and row (0 at the far side).
type Pos = (i32, i32);

fn delta(d: Dir) -> Pos {
    match d {
        Dir::North => (0, -1),
        Dir::East => (1, 0),
        Dir::South => (0, 1),
        Dir::West => (-1, 0),
    }
}

fn add(p: Pos, d: Dir) -> Pos {
    let (dx, dy) = delta(d);
    (p.0 + dx, p.1 + dy)
}

/// The square's place in the map's arrays; `None` where the maze cannot be.
fn index(p: Pos) -> Option<usize> {
    let x = p.0 + MAZE - 1;
    ((0..COLS).contains(&x) && (0..ROWS).contains(&p.1)).then(|| (p.1 * COLS + x) as usize)
}

fn pos_of(i: usize) -> Pos {
    let i = i as i32;
    (i % COLS - (MAZE - 1), i / COLS)
}

fn node(p: Pos, d: Dir) -> Option<usize> {
    index(p).map(|i| i * 4 + d as usize)
}

fn place_of(n: usize) -> (Pos, Dir) {
    (pos_of(n / 4), Dir::ALL[n % 4])
}

/// The facing after movement `m`.
fn turned(d: Dir, m: Movement) -> Dir {
    match m {
        Movement::Forward => d,
        Movement::ForwardThenLeft | Movement::TurnLeft => d.left(),
        Movement::ForwardThenRight | Movement::TurnRight => d.right(),
        Movement::TurnAround => d.back(),
    }
}

/// What the party knows of one side of a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Unknown,
    Wall,
    /// Open, but whether onto a square or out of the maze is not known yet.
    Open,
    /// Open onto another square.
    Passage,
    /// A way out (daylight).
    Exit,
}

/// Two things known of one side, together; `Err` if they cannot both be true.
fn merge(old: Side, new: Side) -> Result<Side, ()> {
    use Side::*;
    match (old, new) {
        (Unknown, s) | (s, Unknown) => Ok(s),
        (a, b) if a == b => Ok(a),
        (Open, s @ (Passage | Exit)) | (s @ (Passage | Exit), Open) => Ok(s),
        _ => Err(()),
    }
}

/// What stands on a square, as seen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Seen {
    chest: Option<bool>,
    treasure: bool,
    landslide: bool,
    leader: bool,
}

impl Seen {
    fn of(on: &OnSquare) -> Seen {
        Seen { chest: on.chest, treasure: on.treasure.is_some(), landslide: on.landslide, leader: on.leader }
    }
}

/// One thing seen by the lamp, in the frame of the map it goes into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fact {
    Side(Pos, Dir, Side),
    Square(Pos, Seen),
}

/// Where the maze's west column may be: `(lo, hi)`, the maze spanning 8 columns from it.
type Bounds = (i32, i32);

/// The bounds once column `x` is known to be inside.
fn holding(b: Bounds, x: i32) -> Result<Bounds, ()> {
    let b = (b.0.max(x - MAZE + 1), b.1.min(x));
    if b.0 <= b.1 {
        Ok(b)
    } else {
        Err(())
    }
}

/// The bounds once a way out is seen on side `d` of `p`: it lies on the border.
fn exit_bounds(b: Bounds, p: Pos, d: Dir) -> Result<Bounds, ()> {
    let west = match d {
        Dir::North if p.1 == 0 => return Ok(b),
        Dir::South if p.1 == ROWS - 1 => return Ok(b),
        Dir::East => p.0 - MAZE + 1,
        Dir::West => p.0,
        _ => return Err(()),
    };
    let b = (b.0.max(west), b.1.min(west));
    if b.0 <= b.1 {
        Ok(b)
    } else {
        Err(())
    }
}

/// The party's map: every side and square it has seen, and where the maze's columns may lie.
#[derive(Clone, Debug)]
struct Map {
    sides: [[Side; 4]; SQUARES],
    seen: [bool; SQUARES],
    /// A Chest seen there: whether it was open.
    chest: [Option<bool>; SQUARES],
    treasure: Option<Pos>,
    landslide: Option<Pos>,
    /// The Leader's token, while the party knows where it is.
    token: Option<Pos>,
    bounds: Bounds,
}

impl Map {
    fn new() -> Map {
        Map {
            sides: [[Side::Unknown; 4]; SQUARES],
            seen: [false; SQUARES],
            chest: [None; SQUARES],
            treasure: None,
            landslide: None,
            token: None,
            bounds: (1 - MAZE, 0),
        }
    }

    fn seen(&self, p: Pos) -> bool {
        index(p).is_some_and(|i| self.seen[i])
    }

    fn maybe_inside(&self, p: Pos) -> bool {
        index(p).is_some() && self.bounds.0 <= p.0 && p.0 < self.bounds.1 + MAZE
    }

    fn surely_inside(&self, p: Pos) -> bool {
        index(p).is_some() && self.bounds.1 <= p.0 && p.0 < self.bounds.0 + MAZE
    }

    /// The share of the maze's possible placings that have `p` inside.
    fn p_inside(&self, p: Pos) -> f32 {
        if !self.maybe_inside(p) {
            return 0.0;
        }
        let (lo, hi) = self.bounds;
        let fits = hi.min(p.0) - lo.max(p.0 - MAZE + 1) + 1;
        fits as f32 / (hi - lo + 1) as f32
    }

    /// A side as known, an open one told apart by the bounds when they can.
    fn side(&self, p: Pos, d: Dir) -> Side {
        let Some(i) = index(p) else { return Side::Unknown };
        match self.sides[i][d as usize] {
            Side::Open if !self.maybe_inside(add(p, d)) => Side::Exit,
            Side::Open if self.surely_inside(add(p, d)) => Side::Passage,
            s => s,
        }
    }

    /// Whether the party can step from `p` through side `d` onto a square it has seen.
    fn passable(&self, p: Pos, d: Dir) -> bool {
        let n = add(p, d);
        matches!(self.side(p, d), Side::Passage | Side::Open) && self.seen(n) && self.landslide != Some(n)
    }

    /// Adds a fact; `Ok(true)` if it was known already, `Err` (and nothing changed) if it
    /// contradicts the map.
    fn learn(&mut self, fact: Fact) -> Result<bool, ()> {
        match fact {
            Fact::Side(p, d, s) => self.learn_side(p, d, s),
            Fact::Square(p, s) => self.learn_square(p, s),
        }
    }

    fn learn_side(&mut self, p: Pos, d: Dir, s: Side) -> Result<bool, ()> {
        let i = index(p).ok_or(())?;
        let old = self.sides[i][d as usize];
        let new = merge(old, s)?;
        let mut bounds = holding(self.bounds, p.0)?;
        let n = add(p, d);
        let mirror = match new {
            Side::Passage => {
                index(n).ok_or(())?;
                bounds = holding(bounds, n.0)?;
                Some(Side::Passage)
            }
            Side::Exit => {
                bounds = exit_bounds(bounds, p, d)?;
                None
            }
            other => Some(other),
        };
        // The same side seen from the square beyond (when that square can be on the map).
        let mirror = match (mirror, index(n)) {
            (Some(m), Some(j)) => Some((j, merge(self.sides[j][d.back() as usize], m)?)),
            _ => None,
        };
        self.bounds = bounds;
        self.sides[i][d as usize] = new;
        if let Some((j, m)) = mirror {
            self.sides[j][d.back() as usize] = m;
        }
        Ok(old != Side::Unknown && old == new)
    }

    fn learn_square(&mut self, p: Pos, s: Seen) -> Result<bool, ()> {
        let i = index(p).ok_or(())?;
        let bounds = holding(self.bounds, p.0)?;
        // The Treasure never moves, and no Chest appears where none stood (a Chest may vanish:
        // an Illusion).
        let treasure_moved = match self.treasure {
            Some(t) => s.treasure != (t == p),
            None => s.treasure && self.seen[i],
        };
        if treasure_moved || self.seen[i] && self.chest[i].is_none() && s.chest.is_some() {
            return Err(());
        }
        let known = self.seen[i];
        self.bounds = bounds;
        self.seen[i] = true;
        self.chest[i] = s.chest;
        if s.treasure {
            self.treasure = Some(p);
        }
        self.landslide = if s.landslide { Some(p) } else { self.landslide.filter(|&l| l != p) };
        self.token = if s.leader { Some(p) } else { self.token.filter(|&t| t != p) };
        Ok(known)
    }

    /// How many squares that may be inside the party has not seen (weighted by how likely).
    fn unseen(&self) -> f32 {
        (0..SQUARES).filter(|&i| !self.seen[i]).map(|i| self.p_inside(pos_of(i))).sum()
    }
}

/// What the lamp shows from `at`, facing `facing` (from outside: the entrance square).
fn observe(me: &AdventurerView, at: Pos, facing: Dir) -> Vec<Fact> {
    let mut facts = Vec::new();
    if !me.outside {
        facts.push(Fact::Square(at, Seen::of(&me.here)));
    }
    match me.ahead {
        None => {}
        Some(Ahead::Wall) => facts.push(Fact::Side(at, facing, Side::Wall)),
        Some(Ahead::Daylight) => facts.push(Fact::Side(at, facing, Side::Exit)),
        Some(Ahead::Way { left, straight, right }) => {
            let f = add(at, facing);
            // From outside the square in front is the entrance: the way in is a way out.
            facts.push(if me.outside {
                Fact::Side(f, facing.back(), Side::Exit)
            } else {
                Fact::Side(at, facing, Side::Passage)
            });
            let open = |o: bool| if o { Side::Open } else { Side::Wall };
            facts.push(Fact::Side(f, facing.left(), open(left)));
            facts.push(Fact::Side(f, facing, open(straight)));
            facts.push(Fact::Side(f, facing.right(), open(right)));
            facts.push(Fact::Square(f, Seen::of(&me.front)));
        }
    }
    facts
}

/// One placing of the party: the map as it would be, and where the party stands on it.
#[derive(Clone, Debug)]
struct World {
    map: Map,
    at: Pos,
    /// Sights since the last Teleportation that this map knew already: how well it fits.
    known: u32,
}

/// Worlds kept at most after a Teleportation (the likeliest first).
const MAX_WORLDS: usize = 128;

/// The ends of every way of exactly three steps from `from` that visits no square twice, on
/// sides not known to be closed: where a Teleportation may have put the party.
fn teleport_ends(map: &Map, from: Pos) -> Vec<Pos> {
    fn walk(map: &Map, path: &mut Vec<Pos>, ends: &mut Vec<Pos>) {
        let here = *path.last().expect("a start");
        if path.len() == 4 {
            ends.push(here);
            return;
        }
        for d in Dir::ALL {
            let n = add(here, d);
            let open = !matches!(map.side(here, d), Side::Wall | Side::Exit);
            // The Landslide is no bar here: it may have moved since the party saw it.
            if open && map.maybe_inside(n) && !path.contains(&n) {
                path.push(n);
                walk(map, path, ends);
                path.pop();
            }
        }
    }
    let mut ends = Vec::new();
    walk(map, &mut vec![from], &mut ends);
    ends.sort_unstable();
    ends.dedup();
    ends
}

/// Shortest ways from where the party stands to every place, in movements plus penalties, and
/// the first movement of each.
struct Plan {
    cost: Vec<u32>,
    first: Vec<Option<Movement>>,
}

impl Plan {
    /// `starts`: the places one movement leads to, with that movement. `enter`: the penalty for
    /// stepping onto each square.
    fn new(map: &Map, enter: &[u32; SQUARES], starts: &[(Pos, Dir, Movement)]) -> Plan {
        let mut plan = Plan { cost: vec![u32::MAX; NODES], first: vec![None; NODES] };
        let mut heap = BinaryHeap::new();
        for &(p, d, m) in starts {
            let Some(n) = node(p, d) else { continue };
            let c = MOVE + if m.steps() { enter[n / 4] } else { 0 };
            if c < plan.cost[n] {
                plan.cost[n] = c;
                plan.first[n] = Some(m);
                heap.push(Reverse((c, n)));
            }
        }
        while let Some(Reverse((c, n))) = heap.pop() {
            if c > plan.cost[n] {
                continue;
            }
            let (p, d) = place_of(n);
            for m in Movement::ALL {
                let (q, e) = if m.steps() {
                    if !map.passable(p, d) {
                        continue;
                    }
                    (add(p, d), turned(d, m))
                } else {
                    (p, turned(d, m))
                };
                let Some(k) = node(q, e) else { continue };
                let nc = c + MOVE + if m.steps() { enter[k / 4] } else { 0 };
                if nc < plan.cost[k] {
                    plan.cost[k] = nc;
                    plan.first[k] = plan.first[n];
                    heap.push(Reverse((nc, k)));
                }
            }
        }
        plan
    }

    /// The cheapest place where `score` gives a cost (added to the way there), and that cost.
    fn best(&self, score: impl Fn(Pos, Dir) -> Option<u32>) -> Option<(u32, usize)> {
        (0..NODES)
            .filter(|&n| self.cost[n] != u32::MAX)
            .filter_map(|n| {
                let (p, d) = place_of(n);
                score(p, d).map(|s| (self.cost[n] + s, n))
            })
            .min()
    }
}

/// What a look from `p` facing `d` would show that the party has not seen: about one square.
fn look_value(map: &Map, p: Pos, d: Dir) -> f32 {
    let n = add(p, d);
    match map.side(p, d) {
        Side::Unknown if map.seen(n) => 0.2,
        Side::Unknown => 0.6 * map.p_inside(n),
        Side::Open | Side::Passage if !map.seen(n) => map.p_inside(n),
        _ => 0.0,
    }
}

/// Unseen squares that may be inside, reachable from `from` through sides not known to be
/// walls and no seen square, up to three steps: how much lies beyond a look.
fn beyond(map: &Map, from: Pos) -> f32 {
    let mut found = vec![from];
    let mut queue = VecDeque::from([(from, 0)]);
    let mut sum = 0.0;
    while let Some((p, k)) = queue.pop_front() {
        sum += map.p_inside(p);
        if k == 3 {
            continue;
        }
        for d in Dir::ALL {
            let n = add(p, d);
            if map.side(p, d) != Side::Wall && map.maybe_inside(n) && !map.seen(n) && !found.contains(&n) {
                found.push(n);
                queue.push_back((n, k + 1));
            }
        }
    }
    sum
}

/// Movements from `p` to a possible border of the maze, at the fewest.
fn to_border(map: &Map, p: Pos) -> i32 {
    let (lo, hi) = map.bounds;
    [p.1, ROWS - 1 - p.1, (p.0 - hi).max(0), (lo + MAZE - 1 - p.0).max(0)].into_iter().min().unwrap_or(0)
}

/// Where the party is going next.
#[derive(Default)]
struct Choice {
    first: Option<Movement>,
    /// Unexplored ways start with different movements, at about the same cost.
    fork: bool,
    /// Movements (in tenths) to the nearest known way out, once the Treasure is shared.
    exit_cost: Option<u32>,
}

/// Tenths of a movement a look costs more for each unseen square beyond it (up to ten): a small
/// pocket is cheapest to finish while the party is beside it, before it walks away.
const POCKET: f32 = 4.0;

/// The nearest look at something unseen, small pockets first.
fn explore(map: &Map, plan: &Plan) -> Choice {
    let mut looks: Vec<(u32, usize)> = (0..NODES)
        .filter(|&n| plan.cost[n] != u32::MAX)
        .filter_map(|n| {
            let (p, d) = place_of(n);
            let v = look_value(map, p, d);
            // A look that may show nothing (the square may lie outside) is worth less.
            (v > 0.0).then(|| (plan.cost[n] + ((1.0 - v) * 3.0 * MOVE as f32) as u32, n))
        })
        .collect();
    let Some(least) = looks.iter().map(|l| l.0).min() else { return Choice::default() };
    // Only a look within the most a pocket adds of the nearest can win.
    let most = (10.0 * POCKET) as u32;
    looks.retain(|l| l.0 <= least + most);
    for (score, n) in &mut looks {
        let (p, d) = place_of(*n);
        *score += (beyond(map, add(p, d)).min(10.0) * POCKET) as u32;
    }
    looks.sort_unstable();
    let (top, best) = looks[0];
    let fork = looks.iter().any(|&(s, n)| s <= top + 2 * MOVE && plan.first[n] != plan.first[best]);
    Choice { first: plan.first[best], fork, exit_cost: None }
}

/// A choice of `me` (or of the group, for a genie) whose act is `act`.
fn choice(me: &AdventurerView, act: Act) -> Option<Action> {
    me.choices.iter().find(|a| a.act == act).copied()
}

fn movements(me: &AdventurerView) -> Vec<Movement> {
    me.choices.iter().filter_map(|a| if let Act::Move(m) = a.act { Some(m) } else { None }).collect()
}

/// Milliseconds a movement takes this party, as the table has seen it so far.
fn move_ms(t: &Table) -> u32 {
    if t.movements >= 5 {
        (t.movement_ms / u64::from(t.movements)).min(u64::from(u32::MAX)) as u32
    } else {
        DEFAULT_MOVE_MS
    }
}

/// The group's genies it may use now (each holder's own choices).
fn genie_actions(me: &AdventurerView, others: &[AdventurerView]) -> Vec<Action> {
    let all = me.choices.iter().chain(others.iter().flat_map(|o| o.choices.iter()));
    all.filter(|a| matches!(a.act, Act::UseGenie { .. } | Act::LayArrow { .. })).copied().collect()
}

/// Genie `genie` among the group's, paid for with two movements if `pay` and that is offered.
fn genie(genies: &[Action], genie: Genie, pay: bool) -> Option<Action> {
    let find = |p: bool| {
        genies.iter().find(|a| matches!(a.act, Act::UseGenie { genie: g, pay: q, .. } if g == genie && q == p)).copied()
    };
    find(true).filter(|_| pay).or_else(|| find(false))
}

/// How much a token is worth to the group: genies first (they find the way and give time), then
/// jewels by their points.
fn worth(token: Token, stash: &[Token], shared: bool, located: bool) -> i32 {
    match token {
        Token::Genie(Genie::LetThereBeLight) => 100,
        Token::Genie(Genie::WayToTreasure) if shared => 1,
        Token::Genie(Genie::WayToTreasure) if located => 25,
        Token::Genie(Genie::WayToTreasure) => 80,
        Token::Genie(Genie::WayToExit) if shared => 85,
        Token::Genie(Genie::WayToExit) => 60,
        Token::Genie(Genie::WayToLoot) => 30,
        Token::Genie(_) => 20,
        Token::Jewel(j) if j.pair_points().is_some() && stash.contains(&token) => 15,
        Token::Jewel(j) if j.pair_points().is_some() => 5,
        Token::Jewel(j) => 4 * j.points() as i32,
        Token::Curse => -100,
    }
}

fn shown_worth(shown: Shown, stash: &[Token], shared: bool, located: bool) -> i32 {
    match shown {
        Shown::Token(t) => worth(t, stash, shared, located),
        Shown::Genie => 50,
        Shown::Hidden => 5,
    }
}

/// What losing a jewel costs the fortune: a pair jewel may yet make a pair.
fn jewel_loss(j: Jewel) -> u32 {
    if j.pair_points().is_some() {
        4
    } else {
        j.points()
    }
}

/// Pays for a genie's second movement: one jewel that covers what is left at the least loss,
/// else the biggest; adds no more with nothing but pair jewels if the others can pay.
fn pay(me: &AdventurerView) -> Option<Action> {
    let Phase::Paying { paid, .. } = me.table.phase else { return None };
    let need = u32::from(PRICE_OF_TWO.saturating_sub(paid));
    let jewel = |a: &Action| match a.act {
        Act::Pay(i) => match me.stash.get(usize::from(i)) {
            Some(&Token::Jewel(j)) => Some((*a, j)),
            _ => None,
        },
        _ => None,
    };
    let jewels: Vec<(Action, Jewel)> = me.choices.iter().filter_map(jewel).collect();
    let only_pairs = jewels.iter().all(|(_, j)| j.pair_points().is_some());
    if only_pairs {
        if let Some(a) = choice(me, Act::OfferNoMore) {
            return Some(a);
        }
    }
    let key = |j: Jewel| if j.points() >= need { (0, jewel_loss(j), 0) } else { (1, jewel_loss(j), 9 - j.points()) };
    jewels.into_iter().min_by_key(|&(_, j)| key(j)).map(|(a, _)| a).or_else(|| choice(me, Act::OfferNoMore))
}

/// The token to keep after a genie, or to take from the centre: the best for the group.
fn pick(me: &AdventurerView, located: bool) -> Option<Action> {
    let shared = me.table.treasure_shared;
    me.choices
        .iter()
        .filter_map(|a| match a.act {
            Act::Keep(i) | Act::Take(i) => {
                me.table.centre.get(usize::from(i)).map(|&s| (shown_worth(s, &me.stash, shared, located), *a))
            }
            _ => None,
        })
        .max_by_key(|&(w, _)| w)
        .map(|(_, a)| a)
}

/// Scheherazade: the least worth of what one may give.
fn give(me: &AdventurerView) -> Option<Action> {
    let shared = me.table.treasure_shared;
    me.choices
        .iter()
        .filter_map(|a| match a.act {
            Act::Give(i) => me.stash.get(usize::from(i)).map(|&t| (worth(t, &me.stash, shared, false), *a)),
            _ => None,
        })
        .min_by_key(|&(w, _)| w)
        .map(|(_, a)| a)
}

/// A lamp given up: from whoever holds most (on a tie the last in line: the head lights next).
fn discard(me: &AdventurerView) -> Option<Action> {
    let t = &me.table;
    me.choices
        .iter()
        .filter_map(|a| match a.act {
            Act::DiscardLamp(s) => {
                let lamps = t.lamps.get(usize::from(s)).copied().unwrap_or(0);
                let place = t.line.iter().position(|&x| x == s).unwrap_or(0);
                Some(((lamps, place), *a))
            }
            _ => None,
        })
        .max_by_key(|&(k, _)| k)
        .map(|(_, a)| a)
}

/// With no lamp burning: the head lights one, or someone with lamps (and the least to lose to
/// the Leader) steps to the head.
fn light(me: &AdventurerView) -> Option<Action> {
    if let Some(a) = choice(me, Act::Light) {
        return Some(a);
    }
    let t = &me.table;
    let lamps = |s: Seat| t.lamps.get(usize::from(s)).copied().unwrap_or(0);
    let size = |s: Seat| t.stash_sizes.get(usize::from(s)).copied().unwrap_or(0);
    let head = t.line.iter().copied().filter(|&s| lamps(s) > 0).max_by_key(|&s| (lamps(s), Reverse(size(s))))?;
    choice(me, Act::ToFront(head))
}

/// A party of Adventurers that plays as well as the rules and its view let it.
pub struct StrongParty {
    /// Where the party may be, the likeliest first: one world, or after a Teleportation each
    /// place it may have landed that fits all it has seen since.
    worlds: Vec<World>,
    /// The worlds are in the order the party believes them.
    ranked: bool,
    /// Nothing was seen yet from where the party stands.
    fresh: bool,
    /// The party's facing, in the frame of its maps (a Teleportation keeps it).
    facing: Dir,
    /// The movement last decided, taken into account at the next decision (unless not played).
    pending: Option<Movement>,
    pending_from_guide: bool,
    /// The Leader's event since the last movement was taken into account.
    event_read: bool,
    answer_read: bool,
    /// A genie's answer still to be followed.
    guide: VecDeque<Movement>,
    guide_genie: Option<Genie>,
    /// After an answer: the shortest way goes on through the square in front.
    step_on: bool,
    /// Squares an answer's way has left behind: the way does not come back through them.
    behind: Vec<Pos>,
    /// The answer to "which way to the exit?" left the way to the known ways out.
    exit_hint: bool,
    /// The board's direction of the party's north (a check of its reckoning only).
    bearing: Option<usize>,
    /// The genies the group held when it last saw all its stashes.
    held: Vec<Genie>,
}

impl Default for StrongParty {
    fn default() -> Self {
        Self::new()
    }
}

impl Adventurers for StrongParty {
    fn decide(&mut self, me: &AdventurerView, others: &[AdventurerView], rng: &mut GameRng) -> Action {
        self.catch_up(me);
        let world = self.look(me);
        let chosen = match me.table.phase {
            Phase::Walk => Some(self.walk(me, others, &world, rng)),
            Phase::Paying { .. } => pay(me),
            Phase::Wish { .. } | Phase::Share { .. } => pick(me, world.map.treasure.is_some()),
            Phase::Caught | Phase::Curses { .. } => discard(me),
            Phase::Scheherazade { giving: true, .. } => give(me),
            _ => None,
        };
        let action = chosen.unwrap_or(me.choices[0]);
        if let Act::Move(m) = action.act {
            self.pending = Some(m);
        }
        action
    }

    fn not_played(&mut self, action: Action) {
        if let Act::Move(m) = action.act {
            if self.pending == Some(m) {
                self.pending = None;
                if self.pending_from_guide {
                    self.guide.push_front(m);
                }
            }
        }
    }
}

impl StrongParty {
    pub fn new() -> Self {
        StrongParty {
            worlds: vec![World { map: Map::new(), at: (0, ROWS), known: 0 }],
            ranked: true,
            fresh: true,
            facing: Dir::North,
            pending: None,
            pending_from_guide: false,
            event_read: false,
            answer_read: false,
            guide: VecDeque::new(),
            guide_genie: None,
            step_on: false,
            behind: Vec::new(),
            exit_hint: false,
            bearing: None,
            held: Vec::new(),
        }
    }

    /// Takes in the movement last played and what the Leader did since.
    fn catch_up(&mut self, me: &AdventurerView) {
        if let Some(m) = self.pending.take() {
            // Caught on the step itself (no event in between): the movement stopped before
            // its turn.
            let stopped = m.steps() && me.table.phase == Phase::Caught && me.table.last_event.is_none();
            if m.steps() {
                for w in &mut self.worlds {
                    w.at = add(w.at, self.facing);
                }
                self.step_on = false;
            }
            self.fresh = true;
            if !stopped {
                self.facing = turned(self.facing, m);
            }
            self.event_read = false;
            self.answer_read = false;
        }
        if me.table.phase == Phase::Caught {
            // The token leaves the maze after a catch.
            self.forget_token();
        }
        let bearing = *self.bearing.get_or_insert((me.facing as usize + 4 - self.facing as usize) % 4);
        debug_assert_eq!((self.facing as usize + bearing) % 4, me.facing as usize, "the reckoning lost its facing");
        if let (Some((event, as_move)), false) = (me.table.last_event, self.event_read) {
            self.event_read = true;
            if event == Event::Teleportation && !as_move {
                self.teleported();
            } else if as_move || matches!(event, Event::Movement(_)) {
                // The token moved: where it was seen it may be no longer.
                self.forget_token();
            }
        }
    }

    fn forget_token(&mut self) {
        for w in &mut self.worlds {
            w.map.token = None;
        }
    }

    /// A Teleportation: three steps to somewhere, facing the same way. Each world becomes one
    /// for every square it may have landed on.
    fn teleported(&mut self) {
        let mut landed = Vec::new();
        for w in &self.worlds {
            for at in teleport_ends(&w.map, w.at) {
                landed.push(World { map: w.map.clone(), at, known: 0 });
            }
        }
        landed.truncate(MAX_WORLDS);
        if !landed.is_empty() {
            self.worlds = landed;
        }
        self.ranked = false;
        self.fresh = true;
        self.guide.clear();
        self.step_on = false;
    }

    /// Takes in what the lamp shows in every world and drops those it contradicts; the
    /// likeliest world to decide in. The party keeps to its likeliest while it fits, so as not
    /// to turn back and forth between two.
    fn look(&mut self, me: &AdventurerView) -> World {
        let fresh = std::mem::replace(&mut self.fresh, false);
        let facing = self.facing;
        let mut seen: Vec<(u32, World)> = self
            .worlds
            .drain(..)
            .map(|mut w| {
                let mut bad = 0;
                for f in observe(me, w.at, facing) {
                    match w.map.learn(f) {
                        Ok(known) => w.known += u32::from(known && fresh),
                        Err(()) => bad += 1,
                    }
                }
                (bad, w)
            })
            .collect();
        // If every world is contradicted (it should not be), the least contradicted go on.
        let least = seen.iter().map(|s| s.0).min().unwrap_or(0);
        let first_fits = seen.first().is_some_and(|s| s.0 == least);
        seen.retain(|s| s.0 == least);
        self.worlds = seen.into_iter().map(|s| s.1).collect();
        if !self.ranked || !first_fits {
            self.worlds.sort_by_key(|w| Reverse(w.known));
            self.ranked = true;
        }
        self.worlds[0].clone()
    }
}

/// "Let there be light!" once the Leader holds two lamps to give back (one when the party is
/// down to its last ones), with time left on this lamp to use it.
fn light_genie(me: &AdventurerView, genies: &[Action]) -> Option<Action> {
    let t = &me.table;
    let lamps_left: u32 = t.lamps.iter().map(|&l| u32::from(l)).sum::<u32>() + 1;
    let worth = t.leader_lamps >= 2 || (t.leader_lamps >= 1 && lamps_left <= 2);
    (worth && t.left_ms >= 5 * move_ms(t)).then(|| genie(genies, Genie::LetThereBeLight, false)).flatten()
}

impl StrongParty {
    /// The party walks: a lamp, a genie, or a movement.
    fn walk(&mut self, me: &AdventurerView, others: &[AdventurerView], w: &World, rng: &mut GameRng) -> Action {
        self.pending_from_guide = false;
        if !me.table.lit {
            return light(me).unwrap_or(me.choices[0]);
        }
        self.read_answer(me, w);
        let seen_to =
            self.guide_genie == Some(Genie::WayToTreasure) && (w.map.treasure.is_some() || me.table.treasure_shared);
        if seen_to {
            // The Treasure is in sight: the answer has done its work.
            self.forget_answer();
        }
        if !others.is_empty() {
            let stashes = std::iter::once(me).chain(others).flat_map(|v| v.stash.iter());
            self.held = stashes.filter_map(|&t| if let Token::Genie(g) = t { Some(g) } else { None }).collect();
        }
        let genies = genie_actions(me, others);
        if let Some(a) = light_genie(me, &genies) {
            return a;
        }
        if let Some(m) = self.guide.pop_front() {
            if let Some(a) = choice(me, Act::Move(m)) {
                self.pending_from_guide = true;
                return a;
            }
            // Something (a Landslide) stands in the answer's way: it is out of date.
            self.guide.clear();
            self.step_on = false;
        }
        let moves = movements(me);
        let chosen = self.choose(me, w, &moves);
        if let Some(a) = self.way_genie(me, &genies, w, &chosen) {
            return a;
        }
        let any = || (!moves.is_empty()).then(|| moves[rng.below(moves.len() as u32) as usize]);
        let m = chosen.first.filter(|m| moves.contains(m)).or_else(any);
        m.and_then(|m| choice(me, Act::Move(m))).unwrap_or(me.choices[0])
    }

    fn forget_answer(&mut self) {
        self.guide.clear();
        self.guide_genie = None;
        self.step_on = false;
        self.behind.clear();
    }

    /// A genie's answer, once: the movements to follow, the squares the way leaves behind.
    fn read_answer(&mut self, me: &AdventurerView, w: &World) {
        let Some(answer) = me.table.answer else { return };
        if std::mem::replace(&mut self.answer_read, true) {
            return;
        }
        // The way to the exit guides once the Treasure is shared; the way to the loot (a
        // Chest as likely as the Treasure) never.
        let guides = match answer.genie {
            Genie::WayToTreasure => !me.table.treasure_shared,
            Genie::WayToExit => me.table.treasure_shared,
            _ => false,
        };
        if !guides {
            return;
        }
        let moves: Vec<Movement> = [answer.first, answer.second].into_iter().flatten().collect();
        let Some(&first) = moves.first() else { return };
        self.forget_answer();
        if answer.genie == Genie::WayToExit {
            // Off the known way to a known way out: a nearer one lies the way the genie says.
            self.exit_hint = false;
            self.exit_hint = self.choose(me, w, &movements(me)).first != Some(first);
        }
        let (mut p, mut d) = (w.at, self.facing);
        let mut trail = vec![p];
        for &m in &moves {
            if m.steps() {
                p = add(p, d);
                trail.push(p);
            }
            d = turned(d, m);
        }
        // A shortest way never turns twice in a row nor after a step: after the answer it goes
        // on with a step forward, and never back over the squares it crossed.
        self.behind = trail;
        self.guide = moves.into();
        self.guide_genie = Some(answer.genie);
        self.step_on = true;
    }

    /// Where to go: to the Treasure once seen, out once it is shared, else a look at the
    /// nearest unseen square.
    fn choose(&self, me: &AdventurerView, w: &World, moves: &[Movement]) -> Choice {
        let steps: Vec<Movement> = moves.iter().copied().filter(|m| m.steps()).collect();
        let moves = if self.step_on && !steps.is_empty() { &steps[..] } else { moves };
        let shared = me.table.treasure_shared;
        let plan = Plan::new(&w.map, &self.penalties(&w.map, shared), &self.starts(w, moves));
        if shared {
            return self.exit_choice(me, w, &plan);
        }
        if let Some(t) = w.map.treasure {
            if let Some((_, n)) = plan.best(|p, _| (p == t).then_some(0)) {
                return Choice { first: plan.first[n], ..Choice::default() };
            }
        }
        explore(&w.map, &plan)
    }

    /// The nearest known way out; with a genie's hint that a nearer one lies elsewhere, or none
    /// known, also the looks that may lead to one soonest (at best straight to the border).
    fn exit_choice(&self, me: &AdventurerView, w: &World, plan: &Plan) -> Choice {
        if me.ahead == Some(Ahead::Daylight) && choice(me, Act::Move(Movement::Forward)).is_some() {
            return Choice { first: Some(Movement::Forward), exit_cost: Some(MOVE), fork: false };
        }
        let map = &w.map;
        let known = plan.best(|p, d| match map.side(p, d) {
            Side::Exit => Some(MOVE),
            // Open onto what may be outside: a look, and perhaps daylight.
            Side::Open if !map.seen(add(p, d)) => Some(4 * MOVE),
            _ => None,
        });
        let hunch = (self.exit_hint || known.is_none())
            .then(|| {
                plan.best(|p, d| (look_value(map, p, d) > 0.0).then(|| (2 + to_border(map, add(p, d))) as u32 * MOVE))
            })
            .flatten();
        let best = match (known, hunch) {
            (Some(k), Some(h)) => Some(k.min(h)),
            (k, h) => k.or(h),
        };
        match best {
            Some((_, n)) => Choice { first: plan.first[n], exit_cost: known.map(|k| k.0), fork: false },
            None => explore(map, plan),
        }
    }

    /// What stepping onto each square costs beyond the movement: a Chest to open (time, and
    /// perhaps curses), squares an answer left behind, the Leader's token and its surroundings.
    fn penalties(&self, map: &Map, shared: bool) -> [u32; SQUARES] {
        // A Chest costs time to share and may hold curses (a lamp each); what it gives is
        // worth most while the group has no genie to start a run of wishes with.
        let chest = match (shared, self.held.len()) {
            (true, _) => 10 * MOVE,
            (false, 0) => MOVE,
            (false, 1) => 4 * MOVE,
            _ => 6 * MOVE,
        };
        let mut enter = [0; SQUARES];
        for (i, e) in enter.iter_mut().enumerate() {
            if map.chest[i] == Some(false) {
                *e += chest;
            }
        }
        for i in self.behind.iter().filter_map(|&p| index(p)) {
            enter[i] += 20 * MOVE;
        }
        if let Some(t) = map.token {
            if let Some(i) = index(t) {
                enter[i] += 30 * MOVE;
            }
            for d in Dir::ALL.into_iter().filter(|&d| map.side(t, d) != Side::Wall) {
                if let Some(i) = index(add(t, d)) {
                    enter[i] += 3 * MOVE;
                }
            }
        }
        enter
    }

    /// The places each of `moves` leads to, as far as the map knows.
    fn starts(&self, w: &World, moves: &[Movement]) -> Vec<(Pos, Dir, Movement)> {
        let inside = index(w.at).is_some();
        moves
            .iter()
            .filter_map(|&m| {
                let d = turned(self.facing, m);
                if !m.steps() {
                    return Some((w.at, d, m));
                }
                (!inside || w.map.passable(w.at, self.facing)).then_some((add(w.at, self.facing), d, m))
            })
            .collect()
    }

    /// A "which way?" genie when its answer is worth the time: for the Treasure at a fork, for
    /// the exit when no short way out is known; near the lamp's end whatever is spare.
    fn way_genie(&self, me: &AdventurerView, genies: &[Action], w: &World, c: &Choice) -> Option<Action> {
        let t = &me.table;
        let ms = move_ms(t);
        // A genie takes about four movements' time: not when the lamp would go out first.
        if genies.is_empty() || t.genie_this_lamp || t.left_ms < 5 * ms || !self.guide.is_empty() {
            return None;
        }
        let lamp_end = t.left_ms < 10 * ms;
        let holds = |g: Genie| self.held.iter().filter(|&&h| h == g).count();
        if t.treasure_shared {
            if c.exit_cost.is_none_or(|e| e > 6 * MOVE) {
                if let Some(a) = genie(genies, Genie::WayToExit, true) {
                    return Some(a);
                }
            }
        } else if w.map.treasure.is_none() && (c.fork || lamp_end || holds(Genie::WayToTreasure) >= 2) {
            // Two movements are worth three points of jewels while much is still unseen.
            return genie(genies, Genie::WayToTreasure, w.map.unseen() >= 8.0)
                .or_else(|| self.spare(me, genies, w, lamp_end));
        }
        self.spare(me, genies, w, lamp_end)
    }

    /// Near the lamp's end, a genie that is of no other use now: the three tokens drawn after
    /// it may bring a better one.
    fn spare(&self, me: &AdventurerView, genies: &[Action], w: &World, lamp_end: bool) -> Option<Action> {
        if !lamp_end {
            return None;
        }
        let shared = me.table.treasure_shared;
        let wte = self.held.iter().filter(|&&g| g == Genie::WayToExit).count();
        let mut spare = vec![Genie::WayToLoot];
        if w.map.treasure.is_some() {
            spare.push(Genie::WayToTreasure);
        }
        if !shared && wte >= 2 {
            spare.push(Genie::WayToExit);
        }
        let arrow = || {
            genies.iter().find(|a| matches!(a.act, Act::LayArrow { pointing, .. } if pointing == me.facing)).copied()
        };
        spare.into_iter().find_map(|g| genie(genies, g, false)).or_else(arrow)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::leader::AppLeader;
    use crate::ai::sim::{play, Pace};
    use crate::games::sidibaba::setup::shared_out;
    use crate::games::sidibaba::state::{End, State};
    use crate::games::sidibaba::view::{view, View};
    use crate::games::sidibaba::{Config, LeaderPlayer, LeaderStrength};
    use std::time::{Duration, Instant};

    fn config(adventurers: usize) -> Config {
        Config {
            adventurers: (0..adventurers).map(|i| format!("Adventurer {i}")).collect(),
            lamps: shared_out(adventurers),
            leader: LeaderPlayer::App,
            line_any_time: false,
            strength: LeaderStrength::Fair,
        }
    }

    /// A game against the app's fair Leader in `maze`, at the balance pace.
    fn against_the_app(maze: u8, adventurers: usize, seed: u64) -> End {
        let leader = AppLeader { tuning: None, maze: Some(maze) };
        play(&config(adventurers), seed, &mut StrongParty::new(), Pace::balance(100), &leader).end
    }

    #[test]
    fn the_strong_party_plays_whole_games_of_two_four_and_six_in_every_maze_without_a_refused_action() {
        // `play` panics on a refused action: a game that ends is the check.
        for maze in 0..4u8 {
            for (k, adventurers) in [2, 4, 6].into_iter().enumerate() {
                against_the_app(maze, adventurers, u64::from(maze) * 3 + k as u64);
            }
        }
    }

    /// The Leader's seat in the party's own test games: it sets up at random, then passes
    /// (`busy` false) or plays its events at random (teleports, landslides, the token).
    fn test_leader(state: &State, maze: u8, busy: bool, rng: &mut GameRng) -> Act {
        let legal: Vec<Act> = state
            .legal_actions()
            .into_iter()
            .map(|a| a.act)
            .filter(|a| !matches!(a, Act::Order(_) | Act::LampOut))
            .collect();
        match state.phase() {
            Phase::ChooseMaze => Act::ChooseMaze(maze),
            Phase::LeaderTurn if !busy || rng.below(2) == 0 => Act::Pass,
            _ => legal[rng.below(legal.len() as u32) as usize],
        }
    }

    /// The board square the party's map square `at` stands for: its frame has the entrance
    /// square at (0, 7) and its north the way the party first faced (`bearing` quarter turns
    /// clockwise from the board's north).
    fn on_board(at: Pos, entrance: Pos, bearing: usize) -> Pos {
        let (mut dx, mut dy) = (at.0, at.1 - (ROWS - 1));
        for _ in 0..bearing {
            (dx, dy) = (-dy, dx);
        }
        (entrance.0 + dx, entrance.1 + dy)
    }

    /// One Adventurer's decision in a test game, timed; checks that where the party believes it
    /// stands and faces (when it has one belief) is where it stands and faces on the board.
    fn party_act(
        state: &State,
        party: &mut StrongParty,
        rng: &mut GameRng,
        entrance: &mut Option<Pos>,
    ) -> (Act, Duration) {
        let seat = state.to_act().expect("someone acts");
        let views: Vec<AdventurerView> = (0..state.adventurers() as Seat)
            .filter_map(|s| match view(state, s) {
                View::Adventurer(v) => Some(v),
                View::Leader(_) => None,
            })
            .collect();
        let me = &views[usize::from(seat)];
        let others: Vec<AdventurerView> = views.iter().filter(|v| v.seat != seat).cloned().collect();
        let start = Instant::now();
        let act = party.decide(me, &others, rng).act;
        let thinking = start.elapsed();
        let View::Leader(leader) = view(state, state.leader()) else { unreachable!() };
        let place = leader.board.place;
        let square = (i32::from(place.square.x), i32::from(place.square.y));
        let entrance = *entrance.get_or_insert(square);
        if party.worlds.len() == 1 && !me.outside {
            let bearing = party.bearing.expect("set at the first decision");
            assert_eq!(on_board(party.worlds[0].at, entrance, bearing), square, "the party lost its way");
            assert_eq!(Dir::ALL[(party.facing as usize + bearing) % 4], place.facing, "…or its facing");
        }
        (act, thinking)
    }

    /// A test game against `test_leader`, at the balance pace: how it ended, the movements it
    /// took, and the party's time to decide.
    fn test_game(maze: u8, adventurers: usize, seed: u64, busy: bool) -> (End, u32, Duration, u32) {
        let mut state = State::new(&config(adventurers), seed).unwrap();
        let (mut rng, mut party, pace) = (GameRng::new(seed), StrongParty::new(), Pace::balance(100));
        let (mut movements, mut entrance, mut thinking, mut decisions) = (0, None, Duration::ZERO, 0);
        while let Some(seat) = state.to_act() {
            let act = if seat == state.leader() {
                test_leader(&state, maze, busy, &mut rng)
            } else {
                let (act, took) = party_act(&state, &mut party, &mut rng, &mut entrance);
                (thinking, decisions) = (thinking + took, decisions + 1);
                act
            };
            let ms = if state.started() { pace.cost(&state, act) } else { 0 };
            if state.started() && ms >= state.left_ms() {
                state.apply(Action { ms: state.left_ms(), act: Act::LampOut }).unwrap();
                if seat != state.leader() {
                    party.not_played(Action::now(act));
                }
                continue;
            }
            movements += u32::from(matches!(act, Act::Move(_)));
            state.apply(Action { ms, act }).unwrap_or_else(|e| panic!("{act:?} refused: {e:?}"));
        }
        let Phase::Over(end) = state.phase() else { unreachable!() };
        (end, movements, thinking, decisions)
    }

    #[test]
    fn against_a_leader_who_only_passes_the_party_finds_the_treasure_and_gets_out() {
        let escaped =
            (0..8u64).filter(|&s| test_game((s % 4) as u8, 2 + (s % 3) as usize * 2, s, false).0 == End::Escaped);
        assert!(escaped.count() >= 7);
    }

    #[test]
    fn against_a_leader_who_plays_at_random_the_party_always_knows_where_it_is_when_it_thinks_so() {
        // Teleportations, Landslides and the token at random: `party_act` checks the reckoning.
        for seed in 0..12u64 {
            test_game((seed % 4) as u8, 2 + (seed % 5) as usize, seed, true);
        }
    }
}
