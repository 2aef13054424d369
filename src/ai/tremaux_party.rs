//! The Trémaux family: a party of Adventurers that solves the maze as people do with chalk. It
//! marks each passage each time it walks it, prefers a passage never walked, never walks one
//! walked twice, and turns back at a dead end or on reaching a known square by a new passage.
//! It heads for the Treasure once seen, then out by the passages it walked. Written from the
//! rules and the Adventurers' view alone; it never pays jewels for a genie answer's second
//! movement and never calls "Let there be light!".

use crate::ai::party::Adventurers;
use crate::games::rng::GameRng;
use crate::games::sidibaba::maze::Dir;
use crate::games::sidibaba::movement::Movement;
use crate::games::sidibaba::situation::Ahead;
use crate::games::sidibaba::state::{Act, Action, Phase, Shown};
use crate::games::sidibaba::tokens::{fortune, Genie, Token};
use crate::games::sidibaba::view::AdventurerView;
use crate::games::sidibaba::Event;
use std::collections::{HashMap, HashSet, VecDeque};

/// A square in the family's own frame (the view gives no position: dead reckoning).
type Pos = (i32, i32);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Unknown,
    Open,
    Wall,
    /// A way out of the maze.
    Out,
}

fn step((x, y): Pos, d: Dir) -> Pos {
    match d {
        Dir::North => (x, y - 1),
        Dir::East => (x + 1, y),
        Dir::South => (x, y + 1),
        Dir::West => (x - 1, y),
    }
}

/// A passage, named the same from both of its squares.
fn passage(p: Pos, d: Dir) -> (Pos, Dir) {
    match d {
        Dir::South | Dir::East => (step(p, d), d.back()),
        _ => (p, d),
    }
}

/// Where the family is and what its chalk says.
#[derive(Clone, Debug)]
struct Walker {
    pos: Pos,
    facing: Dir,
    sides: HashMap<Pos, [Side; 4]>,
    visited: HashSet<Pos>,
    marks: HashMap<(Pos, Dir), u8>,
    /// Passages found blocked (the Landslide): never chosen again.
    blocked: HashSet<(Pos, Dir)>,
    treasure: Option<Pos>,
    /// The side of this square it came in by.
    came_by: Option<Dir>,
    /// It reached a known square by a new passage: Trémaux says turn back.
    turn_back: bool,
    /// The way chosen for this square while stepping onto it (or a genie's turn).
    planned: Option<Dir>,
}

impl Walker {
    fn new(facing: Dir) -> Walker {
        Walker {
            pos: (0, 0),
            facing,
            sides: HashMap::new(),
            visited: HashSet::new(),
            marks: HashMap::new(),
            blocked: HashSet::new(),
            treasure: None,
            came_by: None,
            turn_back: false,
            planned: None,
        }
    }

    fn side(&self, p: Pos, d: Dir) -> Side {
        self.sides.get(&p).map_or(Side::Unknown, |s| s[d as usize])
    }

    fn marks(&self, p: Pos, d: Dir) -> u8 {
        self.marks.get(&passage(p, d)).copied().unwrap_or(0)
    }

    /// Records a side and the other side of the same wall; a known way out stays one.
    fn set_side(&mut self, p: Pos, d: Dir, side: Side) {
        let sides = self.sides.entry(p).or_insert([Side::Unknown; 4]);
        if sides[d as usize] == Side::Out && side == Side::Open {
            return;
        }
        sides[d as usize] = side;
        if side != Side::Out {
            self.sides.entry(step(p, d)).or_insert([Side::Unknown; 4])[d.back() as usize] = side;
        }
    }

    /// What the lamp shows: the side faced and, past an open way, the square in front.
    fn look(&mut self, me: &AdventurerView) {
        let (p, f) = (self.pos, self.facing);
        match me.ahead {
            Some(Ahead::Wall) if !me.outside => self.set_side(p, f, Side::Wall),
            Some(Ahead::Daylight) if !me.outside => self.set_side(p, f, Side::Out),
            Some(Ahead::Way { left, straight, right }) => {
                let n = step(p, f);
                let open = |o: bool| if o { Side::Open } else { Side::Wall };
                if me.outside {
                    self.set_side(n, f.back(), Side::Out);
                } else {
                    self.set_side(p, f, Side::Open);
                }
                self.set_side(n, f.left(), open(left));
                self.set_side(n, f, open(straight));
                self.set_side(n, f.right(), open(right));
                if me.front.treasure == Some(false) {
                    self.treasure = Some(n);
                }
            }
            _ => {}
        }
    }

    /// A step through the side faced: chalk on the passage, Trémaux's turn-back rule armed.
    fn arrive(&mut self, guided: bool) {
        let d = self.facing;
        let n = step(self.pos, d);
        let mark = self.marks.entry(passage(self.pos, d)).or_insert(0);
        *mark = mark.saturating_add(1);
        let new_passage = *mark == 1;
        let known = !self.visited.insert(n);
        self.pos = n;
        self.came_by = Some(d.back());
        self.turn_back = known && new_passage && !guided;
        self.planned = None;
    }

    /// Whether Trémaux allows the passage on side `d` here.
    fn allowed(&self, d: Dir, shared: bool) -> bool {
        let open = match self.side(self.pos, d) {
            Side::Wall => false,
            Side::Out => shared,
            Side::Open | Side::Unknown => true,
        };
        open && self.marks(self.pos, d) < 2 && !self.blocked.contains(&passage(self.pos, d))
    }

    /// Trémaux's choice of passage here, `avoid` only if nothing else is allowed.
    fn choose(&self, shared: bool, avoid: Option<Dir>, rng: &mut GameRng) -> Option<Dir> {
        let all: Vec<Dir> = Dir::ALL.into_iter().filter(|&d| self.allowed(d, shared)).collect();
        let ways: Vec<Dir> = all.iter().copied().filter(|&d| Some(d) != avoid).collect();
        if ways.is_empty() {
            return all.first().copied();
        }
        if shared {
            if let Some(&out) = ways.iter().find(|&&d| self.side(self.pos, d) == Side::Out) {
                return Some(out);
            }
        }
        if self.turn_back {
            if let Some(back) = self.came_by.filter(|d| ways.contains(d)) {
                return Some(back);
            }
        }
        let fresh: Vec<Dir> = ways.iter().copied().filter(|&d| self.marks(self.pos, d) == 0).collect();
        if !fresh.is_empty() {
            return Some(fresh[rng.below(fresh.len() as u32) as usize]);
        }
        if let Some(back) = self.came_by.filter(|d| ways.contains(d) && self.marks(self.pos, *d) == 1) {
            return Some(back);
        }
        ways.into_iter().find(|&d| self.marks(self.pos, d) == 1)
    }

    /// The first side of a shortest way on its own map to a square where `goal` holds,
    /// through passages `usable` lets it use.
    fn route(&self, goal: impl Fn(Pos) -> bool, usable: impl Fn(Pos, Dir) -> bool) -> Option<Dir> {
        let mut first: HashMap<Pos, Option<Dir>> = HashMap::from([(self.pos, None)]);
        let mut queue = VecDeque::from([self.pos]);
        while let Some(p) = queue.pop_front() {
            if goal(p) {
                return first.get(&p).copied().flatten();
            }
            for d in Dir::ALL {
                let n = step(p, d);
                let open = self.side(p, d) == Side::Open && !self.blocked.contains(&passage(p, d));
                if open && usable(p, d) && !first.contains_key(&n) {
                    let via = first.get(&p).copied().flatten().or(Some(d));
                    first.insert(n, via);
                    queue.push_back(n);
                }
            }
        }
        None
    }

    /// Where it knows to go: to the Treasure seen, or once it is shared, out by a known way
    /// out through the passages it has walked.
    fn goal(&self, shared: bool) -> Option<Dir> {
        if !shared {
            let treasure = self.treasure?;
            return self.route(|p| p == treasure, |p, d| self.marks(p, d) < 2);
        }
        if let Some(out) = Dir::ALL.into_iter().find(|&d| self.side(self.pos, d) == Side::Out) {
            return Some(out);
        }
        let has_out = |p: Pos| Dir::ALL.into_iter().any(|d| self.side(p, d) == Side::Out);
        self.route(has_out, |p, d| self.marks(p, d) >= 1)
    }

    /// The way it takes from here: the goal, the plan made on stepping in, or Trémaux's choice.
    fn want(&self, shared: bool, avoid: Option<Dir>, rng: &mut GameRng) -> Option<Dir> {
        if let Some(d) = self.goal(shared).filter(|&d| Some(d) != avoid) {
            return Some(d);
        }
        if let Some(d) = self.planned.filter(|&d| Some(d) != avoid && self.allowed(d, shared)) {
            return Some(d);
        }
        self.choose(shared, avoid, rng)
    }

    /// Trémaux has nothing left here (the maze changed under its chalk): marks start afresh.
    fn wipe_marks(&mut self) {
        self.marks.clear();
        self.visited = HashSet::from([self.pos]);
        self.came_by = None;
        self.turn_back = false;
        self.planned = None;
    }
}

/// Which way `m` leaves one facing who faced `f`.
fn turned(m: Movement, f: Dir) -> Dir {
    match m {
        Movement::Forward => f,
        Movement::ForwardThenLeft | Movement::TurnLeft => f.left(),
        Movement::ForwardThenRight | Movement::TurnRight => f.right(),
        Movement::TurnAround => f.back(),
    }
}

/// The turn on the spot from facing `f` to facing `d` (`d != f`).
fn turn_to(f: Dir, d: Dir) -> Movement {
    if d == f.left() {
        Movement::TurnLeft
    } else if d == f.right() {
        Movement::TurnRight
    } else {
        Movement::TurnAround
    }
}

/// A family solving the maze with Trémaux's chalk marks.
pub struct TremauxFamily {
    walker: Walker,
    /// The walker before the last movement chosen, in case the lamp went out first.
    before: Option<Walker>,
    /// The last step chosen and its direction: a catch on stepping stops the turn after it.
    last_step: Option<(Movement, Dir)>,
    /// The Teleportation of `last_event` was already taken into account.
    teleported: bool,
}

impl Default for TremauxFamily {
    fn default() -> Self {
        TremauxFamily::new()
    }
}

impl TremauxFamily {
    pub fn new() -> TremauxFamily {
        TremauxFamily { walker: Walker::new(Dir::North), before: None, last_step: None, teleported: false }
    }

    /// What happened since its last decision that the view tells: a Teleportation (it starts
    /// a new map where it lands) or a catch that stopped a step's turn.
    fn catch_up(&mut self, me: &AdventurerView) {
        let teleport = me.table.last_event == Some((Event::Teleportation, false));
        if teleport && !self.teleported {
            self.walker = Walker::new(self.walker.facing);
            self.walker.visited.insert(self.walker.pos);
        }
        self.teleported = teleport;
        if me.table.phase == Phase::Caught && me.table.last_event.is_none() {
            if let Some((_, d)) = self.last_step.take() {
                self.walker.facing = d;
                self.walker.planned = None;
            }
        }
    }

    /// Commits a movement to its map (undone by `not_played`).
    fn commit(&mut self, m: Movement, guided: bool) {
        self.before = Some(self.walker.clone());
        let from = self.walker.facing;
        if m.steps() {
            self.walker.arrive(guided);
            self.last_step = Some((m, from));
        } else {
            self.last_step = None;
        }
        self.walker.facing = turned(m, from);
    }

    /// A step forward, turning at once towards the way it will take from the square in front.
    fn step_on(&mut self, me: &AdventurerView, shared: bool, rng: &mut GameRng) -> Action {
        let before = self.walker.clone();
        self.walker.arrive(false);
        let next = self.walker.want(shared, None, rng);
        let f = self.walker.facing;
        let m = match next {
            Some(d) if d == f.left() && legal(me, Act::Move(Movement::ForwardThenLeft)) => Movement::ForwardThenLeft,
            Some(d) if d == f.right() && legal(me, Act::Move(Movement::ForwardThenRight)) => Movement::ForwardThenRight,
            _ => Movement::Forward,
        };
        self.walker.facing = turned(m, f);
        self.walker.planned = next;
        self.before = Some(before);
        self.last_step = Some((m, f));
        Action::now(Act::Move(m))
    }

    /// A genie's answer still to follow, or a genie to ask when it does not know the way.
    fn genie(&mut self, me: &AdventurerView, shared: bool) -> Option<Action> {
        let wanted = if shared { Genie::WayToExit } else { Genie::WayToTreasure };
        if let Some(answer) = me.table.answer.filter(|a| a.genie == wanted) {
            let m = answer.first.filter(|&m| legal(me, Act::Move(m)))?;
            self.commit(m, true);
            if !m.steps() {
                self.walker.planned = Some(self.walker.facing);
            }
            return Some(Action::now(Act::Move(m)));
        }
        if self.walker.goal(shared).is_some() {
            return None;
        }
        let ask = Act::UseGenie { who: me.seat, genie: wanted, pay: false };
        legal(me, ask).then(|| Action::now(ask))
    }

    /// The walk: a genie, the way out in daylight, or the next passage by Trémaux.
    fn walk(&mut self, me: &AdventurerView, rng: &mut GameRng) -> Action {
        let shared = me.table.treasure_shared;
        self.walker.look(me);
        if let Some(action) = self.genie(me, shared) {
            return action;
        }
        let forward = legal(me, Act::Move(Movement::Forward));
        if shared && forward && me.ahead == Some(Ahead::Daylight) {
            return Action::now(Act::Move(Movement::Forward));
        }
        // Outside there is only one way: in. The Treasure in front: onto it.
        if (me.outside || me.front.treasure == Some(false)) && forward {
            return self.step_on(me, shared, rng);
        }
        let mut avoid = None;
        for _ in 0..6 {
            let Some(d) = self.walker.want(shared, avoid, rng) else {
                self.walker.wipe_marks();
                continue;
            };
            if d != self.walker.facing {
                let m = turn_to(self.walker.facing, d);
                self.commit(m, false);
                self.walker.planned = Some(d);
                return Action::now(Act::Move(m));
            }
            if me.front.leader && avoid.is_none() {
                // Step aside from the Leader's token if another way is open.
                avoid = Some(d);
                if self.walker.want(shared, avoid, rng).is_some_and(|o| o != d) {
                    continue;
                }
            }
            if forward {
                return self.step_on(me, shared, rng);
            }
            // Refused though open: the Landslide (or daylight before the Treasure).
            self.walker.blocked.insert(passage(self.walker.pos, d));
            self.walker.planned = None;
        }
        self.any_move(me)
    }

    /// A legal movement when its reckoning finds nothing, kept on its map.
    fn any_move(&mut self, me: &AdventurerView) -> Action {
        let moves = me.choices.iter().find_map(|a| if let Act::Move(m) = a.act { Some(m) } else { None });
        match moves {
            Some(m) => {
                self.commit(m, false);
                Action::now(Act::Move(m))
            }
            None => fallback(me),
        }
    }

    /// With no lamp lit: the head of the line lights one of theirs, or one who has lamps
    /// steps to the head.
    fn light(&self, me: &AdventurerView) -> Action {
        if legal(me, Act::Light) {
            return Action::now(Act::Light);
        }
        let lamps = |s: u8| me.table.lamps.get(usize::from(s)).copied().unwrap_or(0);
        me.choices
            .iter()
            .filter(|a| matches!(a.act, Act::ToFront(s) if lamps(s) > 0))
            .max_by_key(|a| if let Act::ToFront(s) = a.act { (lamps(s), u8::MAX - s) } else { (0, 0) })
            .copied()
            .unwrap_or_else(|| fallback(me))
    }
}

/// Whether `act` is among the choices.
fn legal(me: &AdventurerView, act: Act) -> bool {
    me.choices.iter().any(|a| a.act == act)
}

/// A safe legal choice: the first.
fn fallback(me: &AdventurerView) -> Action {
    me.choices.first().copied().unwrap_or(Action::now(Act::Roll))
}

/// What a token of the centre is worth to `me` (tenths of a point; a genie still to use a little).
fn worth(me: &AdventurerView, shown: Shown) -> i64 {
    match shown {
        Shown::Token(t @ Token::Jewel(_)) => {
            let mut with = me.stash.clone();
            with.push(t);
            10 * (i64::from(fortune(&with)) - i64::from(fortune(&me.stash)))
        }
        Shown::Token(Token::Genie(Genie::WayToTreasure)) if !me.table.treasure_shared => 25,
        Shown::Token(Token::Genie(Genie::WayToExit)) => 15,
        Shown::Token(Token::Genie(_)) | Shown::Genie => 5,
        Shown::Token(Token::Curse) | Shown::Hidden => 0,
    }
}

/// The legal choice `score` likes best (the first of equals).
fn best(me: &AdventurerView, score: impl Fn(Act) -> Option<i64>) -> Action {
    let mut found: Option<(i64, Action)> = None;
    for &a in &me.choices {
        if let Some(s) = score(a.act) {
            if found.is_none_or(|(b, _)| s > b) {
                found = Some((s, a));
            }
        }
    }
    found.map_or_else(|| fallback(me), |(_, a)| a)
}

/// The decisions other than walking: tokens, lamps, dice.
fn token_decision(me: &AdventurerView) -> Action {
    let centre = |i: u8| me.table.centre.get(usize::from(i)).copied();
    let lamps = |s: u8| i64::from(me.table.lamps.get(usize::from(s)).copied().unwrap_or(0));
    let loss = |i: u8| {
        let mut without = me.stash.clone();
        (usize::from(i) < without.len()).then(|| without.remove(usize::from(i)))?;
        Some(i64::from(fortune(&without)) - i64::from(fortune(&me.stash)))
    };
    match me.table.phase {
        Phase::Share { .. } | Phase::Wish { .. } => best(me, |act| match act {
            Act::Take(i) | Act::Keep(i) => centre(i).map(|s| worth(me, s)),
            _ => None,
        }),
        // A lamp of whoever holds most, so that no one is left without.
        Phase::Caught | Phase::Curses { .. } => best(me, |act| match act {
            Act::DiscardLamp(s) => Some(lamps(s)),
            _ => None,
        }),
        Phase::Scheherazade { giving: true, .. } => best(me, |act| match act {
            Act::Give(i) => loss(i),
            _ => None,
        }),
        // Never pays for a second movement: no more jewels if the rules allow.
        Phase::Paying { .. } if legal(me, Act::OfferNoMore) => Action::now(Act::OfferNoMore),
        _ if legal(me, Act::Roll) => Action::now(Act::Roll),
        _ => fallback(me),
    }
}

impl Adventurers for TremauxFamily {
    fn decide(&mut self, me: &AdventurerView, _others: &[AdventurerView], rng: &mut GameRng) -> Action {
        self.catch_up(me);
        self.before = None;
        let action = match me.table.phase {
            Phase::Walk if !me.table.lit => self.light(me),
            Phase::Walk => self.walk(me, rng),
            _ => token_decision(me),
        };
        if me.choices.contains(&action) {
            return action;
        }
        // Its reckoning went wrong: its map as it was, and a legal choice kept on it.
        if let Some(before) = self.before.take() {
            self.walker = before;
        }
        let action = if me.table.phase == Phase::Walk && me.table.lit { self.any_move(me) } else { fallback(me) };
        if me.choices.contains(&action) {
            action
        } else {
            fallback(me)
        }
    }

    fn not_played(&mut self, action: Action) {
        if let (Act::Move(_), Some(before)) = (action.act, self.before.take()) {
            self.walker = before;
            self.last_step = None;
        }
    }
}
