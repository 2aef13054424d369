//! A scouting party of Adventurers for Sidibaba: a careful family that maps the maze by lamp.
//!
//! It never sees the maze. It keeps its own map by dead reckoning, in a frame of its own (the
//! view gives no position), and uses that the maze is 8 × 8 squares: once walls, daylight and
//! the squares it has seen place it, it never explores outside those bounds. It explores where
//! the most unseen squares lie (what a look would reveal, against the movements to get there),
//! asks "Which way to the Treasure?" at forks (paying for the second movement when the group
//! can), heads for the Treasure once seen and out by the shortest way it knows, asking "Which
//! way to the exit?" when unsure. After a Teleportation it works out where it may have landed
//! (three squares, same facing, not through walls) and keeps its map once what it sees leaves
//! one place; if none fits, it starts afresh. Chests are opened while time allows, the Leader's
//! token is stepped round, "Let there be light!" is called as soon as it gives two lamps.
//! Every decision is one of the deciding Adventurer's choices, or a genie among its owner's
//! (the group talks: `others`), with a legal fallback should its reckoning fail.
//!
//! Written from the rules and the Adventurers' view alone; never tuned against the app's Leader
//! (only against a Leader that never plays an event).

use crate::ai::party::Adventurers;
use crate::games::rng::GameRng;
use crate::games::sidibaba::maze::Dir;
use crate::games::sidibaba::movement::Movement;
use crate::games::sidibaba::situation::Ahead;
use crate::games::sidibaba::state::{Act, Action, Answer, OnSquare, Phase, Shown, LAMP_MS};
use crate::games::sidibaba::tokens::{fortune, Genie, Jewel, Token};
use crate::games::sidibaba::view::AdventurerView;
use crate::games::sidibaba::Event;
use crate::games::Seat;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

/// Squares per side of the maze (the rules: 8 × 8).
const SIZE: i32 = 8;
/// The party's own grid: wide enough for an 8 × 8 maze around any square it starts from.
const W: i32 = 24;
const ORIGIN: i32 = W / 2;
/// How much more a look on the side a genie told is worth.
const HINT_BONUS: f32 = 4.0;
/// What each unseen square near a look adds to it: leads toward where most are unseen.
const REGION: f32 = 0.5;
/// Movements added to a look's cost when weighing it (a look where it stands is not free).
const LOOK_COST: f32 = 1.5;
/// A Chest wanted, as a look: worth a few squares seen.
const CHEST_LOOK: f32 = 2.5;
/// A known way out longer than this (movements) is not sure enough: ask the genie.
const EXIT_UNSURE: u32 = 12;
/// Extra movements a step costs onto the Leader's token, or onto a Chest not wanted now.
const TOKEN_PENALTY: u32 = 30;
const CHEST_PENALTY: u32 = 40;

/// A square in the party's own frame.
type Pos = (i32, i32);

fn step(p: Pos, d: Dir) -> Pos {
    match d {
        Dir::North => (p.0, p.1 - 1),
        Dir::East => (p.0 + 1, p.1),
        Dir::South => (p.0, p.1 + 1),
        Dir::West => (p.0 - 1, p.1),
    }
}

fn shifted(p: Pos, by: Pos) -> Pos {
    (p.0 + by.0, p.1 + by.1)
}

fn cell(p: Pos) -> Option<usize> {
    let (x, y) = (p.0 + ORIGIN, p.1 + ORIGIN);
    ((0..W).contains(&x) && (0..W).contains(&y)).then(|| (y * W + x) as usize)
}

fn pos_of(i: usize) -> Pos {
    (i as i32 % W - ORIGIN, i as i32 / W - ORIGIN)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Unknown,
    Open,
    Wall,
    /// Daylight: a way out.
    Out,
}

/// What the party saw standing on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Seen {
    Unseen,
    Empty,
    /// A Chest: whether it is open.
    Chest(bool),
    Treasure(bool),
}

fn seen_of(on: &OnSquare) -> Seen {
    match (on.treasure, on.chest) {
        (Some(open), _) => Seen::Treasure(open),
        (_, Some(open)) => Seen::Chest(open),
        _ => Seen::Empty,
    }
}

/// Where the party stands in its frame and which way it looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Spot {
    p: Pos,
    d: Dir,
}

/// Where `m` takes the party (no wall checked); `turn`: false when a catch stopped the step.
fn moved(s: Spot, m: Movement, turn: bool) -> Spot {
    let p = if m.steps() { step(s.p, s.d) } else { s.p };
    let d = match m {
        Movement::Forward => s.d,
        _ if !turn => s.d,
        Movement::ForwardThenLeft | Movement::TurnLeft => s.d.left(),
        Movement::ForwardThenRight | Movement::TurnRight => s.d.right(),
        Movement::TurnAround => s.d.back(),
    };
    Spot { p, d }
}

/// The squares the maze may cover in the party's frame, from what it has seen.
#[derive(Clone, Copy, Debug)]
struct Bounds {
    lo: Pos,
    hi: Pos,
}

impl Bounds {
    fn contains(&self, p: Pos) -> bool {
        (self.lo.0..=self.hi.0).contains(&p.0) && (self.lo.1..=self.hi.1).contains(&p.1)
    }
}

/// The party's map: every side and square it has seen, in its own frame.
#[derive(Clone, Debug)]
struct Map {
    sides: Vec<[Side; 4]>,
    seen: Vec<Seen>,
    visited: Vec<bool>,
    /// The border on each side (by `Dir`), once daylight was seen there.
    borders: [Option<i32>; 4],
    landslide: Option<Pos>,
}

impl Map {
    fn new() -> Map {
        let n = (W * W) as usize;
        Map {
            sides: vec![[Side::Unknown; 4]; n],
            seen: vec![Seen::Unseen; n],
            visited: vec![false; n],
            borders: [None; 4],
            landslide: None,
        }
    }

    fn side(&self, p: Pos, d: Dir) -> Side {
        cell(p).map_or(Side::Wall, |i| self.sides[i][d as usize])
    }

    /// Sets a side, seen from both squares; daylight places a border.
    fn set_side(&mut self, p: Pos, d: Dir, s: Side) {
        if let Some(i) = cell(p) {
            self.sides[i][d as usize] = s;
        }
        if let Some(j) = cell(step(p, d)) {
            self.sides[j][d.back() as usize] = s;
        }
        if s == Side::Out {
            self.borders[d as usize] = Some(if matches!(d, Dir::North | Dir::South) { p.1 } else { p.0 });
        }
    }

    fn seen(&self, p: Pos) -> Seen {
        cell(p).map_or(Seen::Unseen, |i| self.seen[i])
    }

    fn visited(&self, p: Pos) -> bool {
        cell(p).is_some_and(|i| self.visited[i])
    }

    /// Squares known to lie in the maze.
    fn known(&self) -> impl Iterator<Item = Pos> + '_ {
        (0..self.seen.len()).filter(|&i| self.seen[i] != Seen::Unseen || self.visited[i]).map(pos_of)
    }

    /// Where the maze may lie: 8 squares across that hold every known square, inside the borders.
    fn bounds(&self) -> Bounds {
        let (mut lo, mut hi) = ((i32::MAX, i32::MAX), (i32::MIN, i32::MIN));
        for p in self.known() {
            lo = (lo.0.min(p.0), lo.1.min(p.1));
            hi = (hi.0.max(p.0), hi.1.max(p.1));
        }
        if lo.0 > hi.0 {
            return Bounds { lo: (-SIZE + 1, -SIZE + 1), hi: (SIZE - 1, SIZE - 1) };
        }
        let b = &self.borders;
        let axis = |min: i32, max: i32, low: Option<i32>, high: Option<i32>| {
            let (mut a, mut z) = (max - SIZE + 1, min + SIZE - 1);
            if let Some(l) = low {
                a = a.max(l);
                z = z.min(l + SIZE - 1);
            }
            if let Some(h) = high {
                z = z.min(h);
                a = a.max(h - SIZE + 1);
            }
            (a, z)
        };
        let (x0, x1) = axis(lo.0, hi.0, b[Dir::West as usize], b[Dir::East as usize]);
        let (y0, y1) = axis(lo.1, hi.1, b[Dir::North as usize], b[Dir::South as usize]);
        Bounds { lo: (x0, y0), hi: (x1, y1) }
    }

    /// Whether the known squares fit in one 8 × 8 maze within the borders.
    fn fits(&self) -> bool {
        let b = self.bounds();
        self.known().all(|p| b.contains(p))
    }

    /// A side as it matters for walking: an open side onto a square outside the maze is a way out.
    fn way(&self, b: &Bounds, p: Pos, d: Dir) -> Side {
        match self.side(p, d) {
            Side::Open if !b.contains(step(p, d)) => Side::Out,
            s => s,
        }
    }

    /// Writes what the lamp shows from `at` (`outside`: before the entrance square).
    fn observe(&mut self, at: Spot, outside: bool, ahead: Ahead, front: &OnSquare, here: &OnSquare) {
        if !outside {
            if let Some(i) = cell(at.p) {
                self.visited[i] = true;
                self.seen[i] = seen_of(here);
            }
        }
        let Ahead::Way { left, straight, right } = ahead else {
            let s = if ahead == Ahead::Wall { Side::Wall } else { Side::Out };
            self.set_side(at.p, at.d, s);
            return;
        };
        if !outside {
            self.set_side(at.p, at.d, Side::Open);
        }
        let n = step(at.p, at.d);
        for (d, open) in [(at.d.left(), left), (at.d, straight), (at.d.right(), right)] {
            // An open side seen from afar may be daylight already known: keep that.
            if !(open && self.side(n, d) == Side::Out) {
                self.set_side(n, d, if open { Side::Open } else { Side::Wall });
            }
        }
        if let Some(i) = cell(n) {
            self.seen[i] = seen_of(front);
        }
        if front.landslide {
            self.landslide = Some(n);
        } else if self.landslide == Some(n) {
            self.landslide = None;
        }
    }

    /// This map with `other` laid on it moved by `by`; `None` if they disagree or do not fit.
    fn merged(&self, other: &Map, by: Pos) -> Option<Map> {
        let mut m = self.clone();
        for i in 0..other.seen.len() {
            let q = pos_of(i);
            let known = other.seen[i] != Seen::Unseen || other.visited[i];
            if !known && other.sides[i].iter().all(|&s| s == Side::Unknown) {
                continue;
            }
            let j = cell(shifted(q, by))?;
            for d in 0..4 {
                m.sides[j][d] = agree_side(m.sides[j][d], other.sides[i][d])?;
            }
            m.seen[j] = agree_seen(m.seen[j], other.seen[i])?;
            m.visited[j] |= other.visited[i];
        }
        for (d, b) in other.borders.iter().enumerate() {
            if let Some(b) = b {
                let shifted = b + if d % 2 == 0 { by.1 } else { by.0 };
                if m.borders[d].is_some_and(|old| old != shifted) {
                    return None;
                }
                m.borders[d] = Some(shifted);
            }
        }
        if let Some(l) = other.landslide {
            m.landslide = Some(shifted(l, by));
        }
        m.fits().then_some(m)
    }
}

fn agree_side(a: Side, b: Side) -> Option<Side> {
    match (a, b) {
        (x, Side::Unknown) | (Side::Unknown, x) => Some(x),
        (Side::Wall, Side::Wall) => Some(Side::Wall),
        (Side::Wall, _) | (_, Side::Wall) => None,
        (Side::Out, _) | (_, Side::Out) => Some(Side::Out),
        _ => Some(Side::Open),
    }
}

fn agree_seen(a: Seen, b: Seen) -> Option<Seen> {
    match (a, b) {
        (x, Seen::Unseen) | (Seen::Unseen, x) => Some(x),
        (Seen::Empty, Seen::Empty) => Some(Seen::Empty),
        (Seen::Chest(x), Seen::Chest(y)) => Some(Seen::Chest(x || y)),
        (Seen::Treasure(x), Seen::Treasure(y)) => Some(Seen::Treasure(x || y)),
        _ => None,
    }
}

/// Where a Teleportation may have put the party: the ends of every way of three steps from
/// `from` that visits no square twice and crosses no wall the map knows.
fn teleport_ends(map: &Map, from: Pos) -> Vec<Pos> {
    fn walk(map: &Map, b: &Bounds, path: &mut Vec<Pos>, ends: &mut Vec<Pos>) {
        let here = *path.last().expect("a start");
        if path.len() == 4 {
            ends.push(here);
            return;
        }
        for d in Dir::ALL {
            let n = step(here, d);
            let open = matches!(map.side(here, d), Side::Open | Side::Unknown);
            if open && b.contains(n) && !path.contains(&n) && map.landslide != Some(n) {
                path.push(n);
                walk(map, b, path, ends);
                path.pop();
            }
        }
    }
    let mut ends = Vec::new();
    walk(map, &map.bounds(), &mut vec![from], &mut ends);
    ends.sort();
    ends.dedup();
    ends
}

/// What a "which way?" genie told: its way leaves square `from` for `to`.
#[derive(Clone, Copy, Debug)]
struct Hint {
    from: Pos,
    to: Pos,
    /// The party's movements when it was told.
    at: u32,
    exit: bool,
    /// The known way out then, in movements.
    exit_cost: Option<u32>,
}

/// Steps from `from` to every square, over the sides the map knows to be open.
fn squares_from(map: &Map, b: &Bounds, from: Pos) -> Vec<u32> {
    let mut dist = vec![u32::MAX; (W * W) as usize];
    let Some(i) = cell(from) else { return dist };
    dist[i] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(p) = queue.pop_front() {
        let here = dist[cell(p).expect("on the grid")];
        for d in Dir::ALL {
            let n = step(p, d);
            if map.side(p, d) == Side::Open && b.contains(n) {
                if let Some(j) = cell(n).filter(|&j| dist[j] == u32::MAX) {
                    dist[j] = here + 1;
                    queue.push_back(n);
                }
            }
        }
    }
    dist
}

/// After a Teleportation: the map from before, and where the new frame's origin may lie in it.
#[derive(Clone, Debug)]
struct Relocating {
    old: Map,
    offsets: Vec<Pos>,
}

/// Costs and first movements of the cheapest ways from where the party stands.
struct Ways {
    cost: Vec<u32>,
    first: Vec<Option<Movement>>,
}

const NODES: usize = (W * W * 4) as usize;

fn node(s: Spot) -> Option<usize> {
    cell(s.p).map(|i| i * 4 + s.d as usize)
}

fn spot_of(n: usize) -> Spot {
    Spot { p: pos_of(n / 4), d: Dir::ALL[n % 4] }
}

/// What a search must step round: squares it may not enter, and what a step onto some costs.
struct Rules {
    blocked: Option<Pos>,
    token: Option<Pos>,
    chest_penalty: u32,
}

/// Cheapest ways (in movements) from `start` over what the map knows to be open.
fn search(map: &Map, b: &Bounds, start: Spot, rules: &Rules) -> Ways {
    let mut ways = Ways { cost: vec![u32::MAX; NODES], first: vec![None; NODES] };
    let Some(s0) = node(start) else { return ways };
    ways.cost[s0] = 0;
    let mut heap = BinaryHeap::from([Reverse((0u32, s0))]);
    while let Some(Reverse((c, n))) = heap.pop() {
        if c > ways.cost[n] {
            continue;
        }
        let here = spot_of(n);
        for m in Movement::ALL {
            let extra = if m.steps() {
                let to = step(here.p, here.d);
                let open = map.side(here.p, here.d) == Side::Open && b.contains(to);
                if !open || Some(to) == map.landslide || Some(to) == rules.blocked {
                    continue;
                }
                let chest = map.seen(to) == Seen::Chest(false);
                u32::from(chest) * rules.chest_penalty + u32::from(Some(to) == rules.token) * TOKEN_PENALTY
            } else {
                0
            };
            let Some(next) = node(moved(here, m, true)) else { continue };
            let c2 = c + 1 + extra;
            if c2 < ways.cost[next] {
                ways.cost[next] = c2;
                ways.first[next] = if n == s0 { Some(m) } else { ways.first[n] };
                heap.push(Reverse((c2, next)));
            }
        }
    }
    ways
}

/// What looking from `s` would reveal: the side ahead, the square beyond and its sides, and
/// (as a lead) the unseen squares around it. `border`: an unknown side on the edge may be daylight.
fn reveal(map: &Map, b: &Bounds, s: Spot, border: f32) -> f32 {
    let n = step(s.p, s.d);
    let side = map.side(s.p, s.d);
    if matches!(side, Side::Wall | Side::Out) {
        return 0.0;
    }
    if !b.contains(n) {
        return if side == Side::Unknown { border } else { 0.0 };
    }
    let mut v = 0.0;
    if map.seen(n) == Seen::Unseen {
        v += 1.0 + REGION * unseen_near(map, b, n) as f32;
    }
    for d in [s.d.left(), s.d, s.d.right()] {
        if map.side(n, d) == Side::Unknown {
            v += if b.contains(step(n, d)) { 0.2 } else { border * 0.5 };
        }
    }
    if side == Side::Unknown {
        0.25 + 0.6 * v
    } else {
        v
    }
}

/// Unseen squares of the maze within two steps (as the crow flies) of `p`.
fn unseen_near(map: &Map, b: &Bounds, p: Pos) -> usize {
    let mut k = 0;
    for dx in -2i32..=2 {
        for dy in -2i32..=2 {
            let q = (p.0 + dx, p.1 + dy);
            if dx.abs() + dy.abs() <= 2 && q != p && b.contains(q) && map.seen(q) == Seen::Unseen {
                k += 1;
            }
        }
    }
    k
}

/// How much a token is worth to the one who would hold it, in tenths of a point.
fn worth(shown: Shown, stash: &[Token], treasure_shared: bool) -> i32 {
    match shown {
        Shown::Token(Token::Jewel(j)) => {
            let mut with = stash.to_vec();
            with.push(Token::Jewel(j));
            let gain = (fortune(&with) - fortune(stash)) as i32 * 10;
            // A first pair jewel may find its twin.
            gain + if j.pair_points().is_some() && !stash.contains(&Token::Jewel(j)) { 4 } else { 0 }
        }
        Shown::Token(Token::Genie(g)) => match g {
            Genie::LetThereBeLight => 45,
            Genie::WayToTreasure if !treasure_shared => 35,
            Genie::WayToExit => 25,
            Genie::WayToLoot if !treasure_shared => 12,
            _ => 3,
        },
        Shown::Genie => 22,
        _ => 0,
    }
}

/// A scouting party: its map, where it stands on it, and what it is doing.
#[derive(Default)]
pub struct ScoutParty {
    state: Option<Scout>,
}

#[derive(Clone, Debug)]
struct Scout {
    map: Map,
    at: Spot,
    /// A movement decided and not yet seen played.
    pending: Option<Movement>,
    /// `movements` when the last event was read (each is read once).
    event_read: Option<u32>,
    relocating: Option<Relocating>,
    /// Movements a genie told, still to make.
    follow: VecDeque<Movement>,
    /// The square where a "which way?" genie was asked, its answer not yet read.
    asked: Option<Pos>,
    /// What the last "which way?" genie told.
    hint: Option<Hint>,
    /// Where the Leader's token was last seen, until it moves.
    token: Option<Pos>,
}

impl ScoutParty {
    pub fn new() -> ScoutParty {
        ScoutParty { state: None }
    }
}

impl Adventurers for ScoutParty {
    fn decide(&mut self, me: &AdventurerView, others: &[AdventurerView], rng: &mut GameRng) -> Action {
        if me.outside && me.table.movements == 0 {
            // Before the first step: a new expedition, nothing known yet.
            self.state = None;
        }
        let scout = self.state.get_or_insert_with(Scout::new);
        scout.catch_up(me);
        let wanted = scout.wanted(me, others);
        // The group talks: a genie is called by whoever holds it, from their own choices.
        let genie = |a: &Action| matches!(a.act, Act::UseGenie { .. }) && others.iter().any(|o| o.choices.contains(a));
        let legal = |a: &Action| me.choices.contains(a) || genie(a);
        let action = wanted.filter(legal).unwrap_or_else(|| fallback(me, rng));
        match action.act {
            Act::Move(m) => scout.pending = Some(m),
            Act::UseGenie { genie: Genie::WayToTreasure | Genie::WayToExit | Genie::WayToLoot, .. } => {
                scout.asked = Some(scout.at.p)
            }
            _ => {}
        }
        action
    }

    fn not_played(&mut self, action: Action) {
        if let Some(scout) = &mut self.state {
            match action.act {
                Act::Move(_) => scout.pending = None,
                Act::UseGenie { .. } => scout.asked = None,
                _ => {}
            }
        }
    }
}

/// A legal choice when the reckoning found none: a movement if there is one.
fn fallback(me: &AdventurerView, rng: &mut GameRng) -> Action {
    let moves: Vec<Action> = me.choices.iter().copied().filter(|a| matches!(a.act, Act::Move(_))).collect();
    if !moves.is_empty() {
        return moves[rng.below(moves.len() as u32) as usize];
    }
    me.choices.first().copied().unwrap_or(Action::now(Act::Roll))
}

impl Scout {
    fn new() -> Scout {
        let mut map = Map::new();
        // Outside, facing the entrance: the entrance square is (0, 0), daylight behind it.
        map.set_side((0, 0), Dir::South, Side::Out);
        Scout {
            map,
            at: Spot { p: (0, 1), d: Dir::North },
            pending: None,
            event_read: None,
            relocating: None,
            follow: VecDeque::new(),
            asked: None,
            hint: None,
            token: None,
        }
    }

    /// Brings the map up to date: the last movement, the last event, what the lamp shows.
    fn catch_up(&mut self, me: &AdventurerView) {
        if let Some(m) = self.pending.take() {
            // A catch on the step stops the movement at once: no turn after it.
            let caught_on_step = me.table.phase == Phase::Caught && me.table.last_event.is_none();
            self.at = moved(self.at, m, !caught_on_step);
        }
        if let Some((event, as_move)) = me.table.last_event {
            if self.event_read != Some(me.table.movements) {
                self.event_read = Some(me.table.movements);
                self.on_event(event, as_move);
            }
        }
        if me.table.phase == Phase::Caught {
            // A catch takes the token out of the maze, and stops whatever way was followed.
            self.token = None;
            self.follow.clear();
        }
        if let Some(ahead) = me.ahead {
            self.map.observe(self.at, me.outside, ahead, &me.front, &me.here);
            if let Ahead::Way { .. } = ahead {
                let front = step(self.at.p, self.at.d);
                if me.front.leader {
                    self.token = Some(front);
                } else if self.token == Some(front) {
                    self.token = None;
                }
            }
        }
        self.relocate();
        if let (Some(answer), true) = (me.table.answer, self.asked.is_some()) {
            let exit_cost = self.exit_way(&self.map.bounds(), None).map(|w| w.0);
            self.read_answer(answer, me.table.movements, exit_cost);
        }
    }

    fn on_event(&mut self, event: Event, as_move: bool) {
        match (event, as_move) {
            (Event::Teleportation, false) => {
                let old = std::mem::replace(&mut self.map, Map::new());
                let offsets = teleport_ends(&old, self.at.p);
                self.relocating = Some(Relocating { old, offsets });
                self.at.p = (0, 0);
                self.follow.clear();
                self.hint = None;
                self.asked = None;
                self.token = None;
            }
            // The one Landslide token moved: it is seen again where it lies now.
            (Event::Landslide, false) => self.map.landslide = None,
            // The Leader's token moved: it stands no longer where it was seen.
            (Event::Movement(_), _) | (_, true) => self.token = None,
            _ => {}
        }
    }

    /// Keeps the landing places the new map still fits; with one left, back onto the old map.
    fn relocate(&mut self) {
        let Some(r) = &mut self.relocating else { return };
        let map = &self.map;
        r.offsets.retain(|&by| r.old.merged(map, by).is_some());
        match r.offsets[..] {
            [by] => {
                if let Some(m) = r.old.merged(map, by) {
                    self.map = m;
                    self.at.p = shifted(self.at.p, by);
                    self.token = self.token.map(|t| shifted(t, by));
                }
                self.relocating = None;
            }
            [] => self.relocating = None,
            _ => {}
        }
    }

    /// A genie's answer: follow its movements (and the step a turn leads to), and remember
    /// which square the way enters from where it was asked.
    fn read_answer(&mut self, answer: Answer, movements: u32, exit_cost: Option<u32>) {
        let Some(from) = self.asked.take() else { return };
        self.follow = answer.first.into_iter().chain(answer.second).collect();
        if self.follow.back().is_some_and(|m| !m.steps()) {
            self.follow.push_back(Movement::Forward);
        }
        let mut spot = self.at;
        for &m in &self.follow {
            if m.steps() {
                let to = step(spot.p, spot.d);
                let exit = answer.genie == Genie::WayToExit;
                let exit_cost = exit_cost.filter(|_| exit);
                self.hint = Some(Hint { from, to, at: movements, exit, exit_cost });
                return;
            }
            spot = moved(spot, m, true);
        }
    }

    /// The decision the party wants now (checked against the choices by the caller).
    fn wanted(&mut self, me: &AdventurerView, others: &[AdventurerView]) -> Option<Action> {
        let t = &me.table;
        let act = match t.phase {
            Phase::Walk => return self.walk(me, others),
            Phase::Paying { who, paid, .. } => pay(me, who, paid),
            Phase::Wish { .. } | Phase::Share { .. } => take(me),
            Phase::Caught | Phase::Curses { .. } => discard_lamp(me),
            Phase::Scheherazade { giving: true, .. } => give(me),
            Phase::HandOut { .. } => hand_out(me),
            _ => Act::Roll,
        };
        Some(Action::now(act))
    }

    fn walk(&mut self, me: &AdventurerView, others: &[AdventurerView]) -> Option<Action> {
        let t = &me.table;
        if !t.lit {
            let head = usize::from(t.line[0]);
            if t.lamps.get(head).is_some_and(|&l| l > 0) {
                return Some(Action::now(Act::Light));
            }
            let best = t.line.iter().copied().max_by_key(|&s| (t.lamps[usize::from(s)], Reverse(s)))?;
            return Some(Action::now(Act::ToFront(best)));
        }
        if !me.outside && self.follow.is_empty() && !t.genie_this_lamp {
            if let Some(a) = self.genie(me, others) {
                return Some(a);
            }
        }
        self.movement(me).map(|m| Action::now(Act::Move(m)))
    }
}

/// The party's time left, in movements at the pace it has kept so far.
fn movements_left(me: &AdventurerView) -> u32 {
    let t = &me.table;
    let per = if t.movements > 0 { (t.movement_ms / u64::from(t.movements)).max(1_000) } else { 8_000 };
    let held: u64 = t.lamps.iter().map(|&l| u64::from(l)).sum();
    let ms = if t.lit { u64::from(t.left_ms) } else { 0 } + held * u64::from(LAMP_MS);
    (ms / per) as u32
}

impl Scout {
    /// The Treasure's square, if seen.
    fn treasure(&self) -> Option<(Pos, bool)> {
        (0..self.map.seen.len()).find_map(|i| match self.map.seen[i] {
            Seen::Treasure(open) => Some((pos_of(i), open)),
            _ => None,
        })
    }

    /// Whether the square it stands on leaves two or more open ways to squares not walked yet.
    fn at_fork(&self, b: &Bounds) -> bool {
        let p = self.at.p;
        let ways = Dir::ALL.iter().filter(|&&d| {
            let n = step(p, d);
            matches!(self.map.way(b, p, d), Side::Open | Side::Unknown) && b.contains(n) && !self.map.visited(n)
        });
        ways.count() >= 2
    }

    /// Whether time allows a Chest: what it costs to spare over what the party still needs
    /// (its genies find the way; the rest is wealth).
    fn chests_wanted(&self, me: &AdventurerView, b: &Bounds) -> bool {
        let n = me.table.line.len() as u32;
        let unseen = (0..(W * W) as usize)
            .filter(|&i| self.map.seen[i] == Seen::Unseen && b.contains(pos_of(i)))
            .count()
            .min(64) as u32;
        let need = if me.table.treasure_shared {
            30
        } else if self.treasure().is_some() {
            50
        } else {
            unseen * 2 + 40
        };
        // A Chest takes about five movements' time, and a curse may cost a lamp.
        let chest = 6 + 3 * n;
        movements_left(me) > need + chest
    }

    /// A genie worth calling now, by whoever holds it.
    fn genie(&self, me: &AdventurerView, others: &[AdventurerView]) -> Option<Action> {
        let t = &me.table;
        let views: Vec<&AdventurerView> = std::iter::once(me).chain(others).collect();
        let find = |genie: Genie, pay: bool| {
            views.iter().find_map(|v| {
                let a = Action::now(Act::UseGenie { who: v.seat, genie, pay });
                v.choices.contains(&a).then_some(a)
            })
        };
        let held: u8 = t.lamps.iter().sum();
        if t.leader_lamps >= 2 || (t.leader_lamps >= 1 && held <= 2) {
            if let Some(a) = find(Genie::LetThereBeLight, false) {
                return Some(a);
            }
        }
        let b = self.map.bounds();
        if !t.treasure_shared && self.treasure().is_none() && self.at_fork(&b) {
            let loot = || self.chests_wanted(me, &b).then(|| find(Genie::WayToLoot, false)).flatten();
            return find(Genie::WayToTreasure, true).or_else(|| find(Genie::WayToTreasure, false)).or_else(loot);
        }
        if t.treasure_shared && self.exit_way(&b, None).is_none_or(|(c, _)| c >= EXIT_UNSURE) {
            return find(Genie::WayToExit, true).or_else(|| find(Genie::WayToExit, false));
        }
        None
    }
}

impl Scout {
    /// The next movement: a genie's, else toward the Treasure, out, or to explore.
    fn movement(&mut self, me: &AdventurerView) -> Option<Movement> {
        let legal = |m: Movement| me.choices.contains(&Action::now(Act::Move(m)));
        if me.outside {
            return Some(Movement::Forward);
        }
        while let Some(m) = self.follow.pop_front() {
            if legal(m) {
                return Some(m);
            }
            self.follow.clear();
        }
        let b = self.map.bounds();
        let stale =
            |h: &Hint| me.table.movements > h.at + h.exit_cost.unwrap_or(40) || h.exit != me.table.treasure_shared;
        if self.hint.as_ref().is_some_and(stale) || (!me.table.treasure_shared && self.treasure().is_some()) {
            self.hint = None;
        }
        let chests = self.chests_wanted(me, &b);
        let m = if me.table.treasure_shared {
            self.exit_movement(&b, chests)
        } else {
            let goal = self.treasure().filter(|t| !t.1).map(|t| t.0);
            goal.and_then(|g| self.goal_movement(&b, g, chests)).or_else(|| self.explore(&b, chests, 0.05))
        };
        m.filter(|&m| legal(m))
    }

    fn rules(&self, chests: bool, avoid: bool) -> Rules {
        Rules {
            blocked: self.hint.as_ref().filter(|_| avoid).map(|h| h.from),
            token: self.token,
            chest_penalty: if chests { 0 } else { CHEST_PENALTY },
        }
    }

    fn goal_movement(&self, b: &Bounds, goal: Pos, chests: bool) -> Option<Movement> {
        let ways = search(&self.map, b, self.at, &self.rules(chests, false));
        let best = Dir::ALL.iter().filter_map(|&d| node(Spot { p: goal, d })).min_by_key(|&n| ways.cost[n])?;
        (ways.cost[best] < u32::MAX).then_some(ways.first[best]).flatten()
    }

    /// The cheapest known way out: its cost and first movement.
    fn exit_way(&self, b: &Bounds, rules: Option<&Rules>) -> Option<(u32, Movement)> {
        let plain = self.rules(false, false);
        let ways = search(&self.map, b, self.at, rules.unwrap_or(&plain));
        let start = node(self.at);
        (0..NODES)
            .filter(|&n| ways.cost[n] < u32::MAX && self.map.way(b, spot_of(n).p, spot_of(n).d) == Side::Out)
            .map(|n| (ways.cost[n] + 1, if Some(n) == start { Some(Movement::Forward) } else { ways.first[n] }))
            .filter_map(|(c, m)| Some((c, m?)))
            .min_by_key(|&(c, _)| c)
    }

    /// Out by the shortest known way; after "which way to the exit?", not back against it
    /// unless that way is about as short, else looking for daylight on the genie's side.
    fn exit_movement(&mut self, b: &Bounds, chests: bool) -> Option<Movement> {
        if let Some(h) = self.hint.filter(|h| h.exit) {
            let onward = self.exit_way(b, Some(&self.rules(chests, true)));
            let known = h.exit_cost.unwrap_or(u32::MAX);
            if let Some((_, m)) = onward.filter(|w| w.0 <= known.saturating_add(4)) {
                return Some(m);
            }
            if let Some(m) = self.explore(b, chests, 1.0) {
                return Some(m);
            }
            self.hint = None;
        }
        self.exit_way(b, Some(&self.rules(chests, false))).map(|w| w.1).or_else(|| self.explore(b, chests, 1.0))
    }

    /// Toward the look that reveals most for its movements (and Chests when wanted).
    fn explore(&mut self, b: &Bounds, chests: bool, border: f32) -> Option<Movement> {
        let ways = search(&self.map, b, self.at, &self.rules(chests, false));
        self.best_look(b, &ways, chests, border)
    }

    fn best_look(&self, b: &Bounds, ways: &Ways, chests: bool, border: f32) -> Option<Movement> {
        let start = node(self.at);
        // Looks on the genie's side of the fork count more: the way it told goes there.
        let side = self.hint.map(|h| (squares_from(&self.map, b, h.from), squares_from(&self.map, b, h.to)));
        let beyond = |p: Pos| side.as_ref().is_some_and(|(from, to)| cell(p).is_some_and(|i| to[i] < from[i]));
        let mut best: Option<(f32, Movement)> = None;
        for n in 0..NODES {
            if ways.cost[n] == u32::MAX || Some(n) == start {
                continue;
            }
            let s = spot_of(n);
            let mut v = reveal(&self.map, b, s, border);
            if chests && self.map.seen(s.p) == Seen::Chest(false) {
                v += CHEST_LOOK;
            }
            let bonus = if beyond(s.p) { HINT_BONUS } else { 1.0 };
            let score = bonus * v / (ways.cost[n] as f32 + LOOK_COST);
            if v > 0.0 && best.is_none_or(|(top, _)| score > top) {
                best = ways.first[n].map(|m| (score, m));
            }
        }
        best.map(|(_, m)| m)
    }
}

/// Which of its jewels the payer hands over: the least fortune lost per point still needed.
fn pay(me: &AdventurerView, who: Seat, paid: u8) -> Act {
    let needed = 3u32.saturating_sub(u32::from(paid)).max(1);
    let stash = &me.stash;
    let best = (0..stash.len())
        .filter_map(|i| match stash[i] {
            Token::Jewel(j) => Some((i, j)),
            _ => None,
        })
        .min_by_key(|&(i, j): &(usize, Jewel)| {
            let mut without = stash.clone();
            without.remove(i);
            let loss = fortune(stash) - fortune(&without);
            let useful = j.points().min(needed);
            (loss * 100 / useful, Reverse(useful))
        });
    match best {
        Some((i, _)) if who == me.seat => Act::Pay(i as u8),
        _ => Act::OfferNoMore,
    }
}

/// The token of the centre worth most to the one who takes or keeps it.
fn take(me: &AdventurerView) -> Act {
    let t = &me.table;
    let best = (0..t.centre.len()).max_by_key(|&i| (worth(t.centre[i], &me.stash, t.treasure_shared), Reverse(i)));
    let i = best.unwrap_or(0) as u8;
    if matches!(t.phase, Phase::Wish { .. }) {
        Act::Keep(i)
    } else {
        Act::Take(i)
    }
}

/// A lamp from whoever holds the most (the lit one is never among them).
fn discard_lamp(me: &AdventurerView) -> Act {
    let t = &me.table;
    let seat = (0..t.lamps.len()).max_by_key(|&s| (t.lamps[s], s)).unwrap_or(0);
    Act::DiscardLamp(seat as Seat)
}

/// Scheherazade takes the jewel worth least to its owner (a genie if no jewel is left).
fn give(me: &AdventurerView) -> Act {
    let stash = &me.stash;
    let jewels = stash.iter().any(|t| matches!(t, Token::Jewel(_)));
    let loss = |i: usize| {
        let mut without = stash.clone();
        without.remove(i);
        fortune(stash) - fortune(&without)
    };
    let i = (0..stash.len())
        .filter(|&i| !jewels || matches!(stash[i], Token::Jewel(_)))
        .min_by_key(|&i| (loss(i), matches!(stash[i], Token::Genie(Genie::LetThereBeLight))))
        .unwrap_or(0);
    Act::Give(i as u8)
}

/// The small padlock's tokens: the best one to whoever holds the fewest tokens still unserved.
fn hand_out(me: &AdventurerView) -> Act {
    let t = &me.table;
    let sizes = &t.stash_sizes;
    let pick = me
        .choices
        .iter()
        .filter_map(|a| match a.act {
            Act::HandOut { token, to } => Some((token, to)),
            _ => None,
        })
        .max_by_key(|&(token, to)| {
            let value = t.centre.get(usize::from(token)).map_or(0, |&s| worth(s, &[], t.treasure_shared));
            (Reverse(sizes.get(usize::from(to)).copied().unwrap_or(0)), value, Reverse(to), Reverse(token))
        });
    pick.map_or(Act::Roll, |(token, to)| Act::HandOut { token, to })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::leader::AppLeader;
    use crate::ai::sim::{party, play, Pace};
    use crate::games::sidibaba::LeaderStrength;

    fn game(m: u8, n: usize, strength: LeaderStrength, seed: u64) -> crate::ai::sim::SimGame {
        let leader = AppLeader { tuning: None, maze: Some(m) };
        play(&party(n, strength), seed, &mut ScoutParty::new(), Pace::balance(100), &leader)
    }

    #[test]
    fn scout_plays_whole_games_in_every_maze_with_2_4_and_6_adventurers_against_each_strength() {
        for m in 0..4u8 {
            for (k, n) in [2, 4, 6].into_iter().enumerate() {
                for (j, strength) in LeaderStrength::ALL.into_iter().enumerate() {
                    // `play` panics on a refused action; every game must reach its end.
                    let g = game(m, n, strength, u64::from(m) * 100 + k as u64 * 10 + j as u64);
                    assert!(g.final_state.is_over(), "maze {m}, {n} adventurers, {strength:?}");
                    let moves = g.actions.iter().filter(|a| matches!(a.act, Act::Move(_))).count();
                    assert!(moves >= 8, "maze {m}, {n} adventurers, {strength:?}: it walked in");
                }
            }
        }
    }

    #[test]
    fn scout_plays_the_same_game_from_the_same_seed() {
        let a = game(2, 4, LeaderStrength::Fair, 7);
        let b = game(2, 4, LeaderStrength::Fair, 7);
        assert_eq!(a.actions, b.actions);
        assert_eq!(a.end, b.end);
    }

    #[test]
    fn scout_knows_the_rows_of_the_maze_from_the_entrance() {
        let mut scout = Scout::new();
        let way = Ahead::Way { left: true, straight: true, right: false };
        scout.map.observe(scout.at, true, way, &OnSquare::default(), &OnSquare::default());
        let b = scout.map.bounds();
        // Daylight behind the entrance square: the maze lies in the 8 rows before it.
        assert_eq!((b.lo.1, b.hi.1), (-7, 0));
        assert!(b.contains((7, -7)) && b.contains((-7, 0)) && !b.contains((0, 1)));
    }

    #[test]
    fn scout_finds_its_place_again_when_what_it_sees_fits_one_landing_only() {
        // A corridor of five squares going north from the entrance, walls on both sides.
        let mut old = Map::new();
        old.set_side((0, 0), Dir::South, Side::Out);
        for y in 0..5 {
            let p = (0, -y);
            old.visited[cell(p).unwrap()] = true;
            old.seen[cell(p).unwrap()] = Seen::Empty;
            old.set_side(p, Dir::East, Side::Wall);
            old.set_side(p, Dir::West, Side::Wall);
            old.set_side(p, Dir::North, Side::Open);
        }
        assert_eq!(teleport_ends(&old, (0, -1)), [(0, -4)], "three steps up the corridor");
        // Landed: walls left and right, as the old map says of that square.
        let mut new = Map::new();
        new.visited[cell((0, 0)).unwrap()] = true;
        new.seen[cell((0, 0)).unwrap()] = Seen::Empty;
        new.set_side((0, 0), Dir::East, Side::Wall);
        new.set_side((0, 0), Dir::West, Side::Wall);
        let merged = old.merged(&new, (0, -4)).expect("fits");
        assert!(merged.visited((0, -4)) && merged.side((0, -4), Dir::South) == Side::Open);
        // A way west where the old map has a wall: not there.
        new.set_side((0, 0), Dir::West, Side::Open);
        assert!(old.merged(&new, (0, -4)).is_none());
    }
}
