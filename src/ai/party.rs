//! A scripted party of Adventurers for Sidibaba, to measure the app's Leader against: a
//! "competent" one that explores systematically and remembers every wall it has seen, and a
//! random one. Both decide from the Adventurers' views only (the group talks, so it sees what
//! each of its members sees), never from the maze.
//!
//! The party has no map of the maze: it keeps its own, in a frame of its own that starts where
//! it stands, and finds its way by dead reckoning. A Teleportation loses it: it starts a new map.

use crate::games::rng::GameRng;
use crate::games::sidibaba::maze::Dir;
use crate::games::sidibaba::movement::Movement;
use crate::games::sidibaba::situation::Ahead;
use crate::games::sidibaba::state::{Act, Action, Phase, Shown};
use crate::games::sidibaba::tokens::{fortune, Genie, Token};
use crate::games::sidibaba::view::AdventurerView;
use crate::games::sidibaba::Event;
use crate::games::Seat;
use std::collections::VecDeque;

/// The party's own map: 32×32 squares around where it started, so that an 8×8 maze fits
/// whichever square it starts from.
const W: i32 = 32;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Unknown,
    Open,
    Wall,
    /// A way out of the maze.
    Out,
}

/// A party of Adventurers played by a script, as the balance tool (`sim::play`) drives one.
pub trait Adventurers {
    /// The party's decision for the Adventurer of `me`, the one who must decide. `others`: the
    /// views of the other Adventurers, when a genie may be used (else empty).
    fn decide(&mut self, me: &AdventurerView, others: &[AdventurerView], rng: &mut GameRng) -> Action;
    /// The last decision was not played (the lamp went out first).
    fn not_played(&mut self, action: Action);
}

impl Adventurers for Party {
    fn decide(&mut self, me: &AdventurerView, others: &[AdventurerView], rng: &mut GameRng) -> Action {
        Party::decide(self, me, others, rng)
    }

    fn not_played(&mut self, action: Action) {
        Party::not_played(self, action)
    }
}

/// A party of Adventurers played by a script.
pub struct Party {
    competent: bool,
    /// Its map: the four sides of every square.
    sides: Vec<[Side; 4]>,
    blocked: Vec<bool>,
    /// Squares whose contents it has seen (in front, or stood on).
    seen: Vec<bool>,
    chests: Vec<(i32, i32)>,
    treasure: Option<(i32, i32)>,
    pub pos: (i32, i32),
    pub facing: Dir,
    last_move: Option<Movement>,
    events_seen: usize,
    followed_answer: bool,
    /// Views that did not fit its map (it then starts a new one): 0 unless its reckoning fails.
    pub contradictions: u32,
    /// Where it was before the movement it last chose, in case the lamp went out first.
    before: ((i32, i32), Dir),
    /// Which way it tries first where two are as near, drawn once a game as families differ: a
    /// party that always tried left first found the Treasure early in maze 3 and made the Leader
    /// look weaker there than in the others (docs/balance.md, "Which way the party turns first").
    right_handed: Option<bool>,
}

fn step((x, y): (i32, i32), d: Dir) -> (i32, i32) {
    match d {
        Dir::North => (x, y - 1),
        Dir::East => (x + 1, y),
        Dir::South => (x, y + 1),
        Dir::West => (x - 1, y),
    }
}

fn inside((x, y): (i32, i32)) -> bool {
    (0..W).contains(&x) && (0..W).contains(&y)
}

impl Party {
    pub fn competent() -> Party {
        let mut p = Party {
            competent: true,
            sides: Vec::new(),
            blocked: Vec::new(),
            seen: Vec::new(),
            chests: Vec::new(),
            treasure: None,
            pos: (0, 0),
            facing: Dir::North,
            last_move: None,
            events_seen: 0,
            followed_answer: false,
            before: ((0, 0), Dir::North),
            contradictions: 0,
            right_handed: None,
        };
        p.lost();
        // Outside, one step before the entrance; the entrance square's back is the way out.
        p.pos = (W / 2, W / 2 + 1);
        p.set((W / 2, W / 2), Dir::South, Side::Out);
        p
    }

    pub fn random() -> Party {
        Party { competent: false, ..Party::competent() }
    }

    /// Forgets the map: the party no longer knows where it is.
    fn lost(&mut self) {
        self.sides = vec![[Side::Unknown; 4]; (W * W) as usize];
        self.blocked = vec![false; (W * W) as usize];
        self.seen = vec![false; (W * W) as usize];
        self.chests.clear();
        self.treasure = None;
        self.pos = (W / 2, W / 2);
    }

    fn idx(p: (i32, i32)) -> usize {
        (p.1 * W + p.0) as usize
    }

    fn side(&self, p: (i32, i32), d: Dir) -> Side {
        if inside(p) {
            self.sides[Self::idx(p)][d as usize]
        } else {
            Side::Wall
        }
    }

    fn set(&mut self, p: (i32, i32), d: Dir, side: Side) {
        if !inside(p) || self.sides[Self::idx(p)][d as usize] == Side::Out {
            return;
        }
        let known = self.sides[Self::idx(p)][d as usize];
        if known != Side::Unknown && known != side && !(known == Side::Open && side == Side::Out) {
            self.contradictions += 1;
        }
        self.sides[Self::idx(p)][d as usize] = side;
        let q = step(p, d);
        if inside(q) && side != Side::Out {
            self.sides[Self::idx(q)][d.back() as usize] = side;
        }
    }

    /// What the head of the line sees, added to the map.
    fn observe(&mut self, v: &AdventurerView, outside: bool) {
        let Some(ahead) = v.ahead else { return };
        let f = self.facing;
        let front = step(self.pos, f);
        match ahead {
            Ahead::Wall => self.set(self.pos, f, Side::Wall),
            Ahead::Daylight => self.set(self.pos, f, Side::Out),
            Ahead::Way { left, straight, right } => {
                if !outside {
                    self.set(self.pos, f, Side::Open);
                }
                let open = |b: bool| if b { Side::Open } else { Side::Wall };
                for (d, b) in [(f.left(), left), (f, straight), (f.right(), right)] {
                    if self.side(front, d) == Side::Unknown || !b {
                        self.set(front, d, open(b));
                    }
                }
            }
        }
        if matches!(ahead, Ahead::Way { .. }) && inside(front) {
            self.seen[Self::idx(front)] = true;
            self.blocked[Self::idx(front)] = v.front.landslide;
            self.note_loot(front, v.front.chest, v.front.treasure);
        }
        if !outside {
            self.seen[Self::idx(self.pos)] = true;
            self.note_loot(self.pos, v.here.chest, v.here.treasure);
        }
    }

    fn note_loot(&mut self, at: (i32, i32), chest: Option<bool>, treasure: Option<bool>) {
        self.chests.retain(|&c| c != at);
        if chest == Some(false) {
            self.chests.push(at);
        }
        if let Some(open) = treasure {
            self.treasure = Some(at);
            if open {
                self.chests.retain(|&c| c != at);
            }
        }
    }

    /// The party's decision for `seat`, the one who must decide; `views` are the Adventurers'.
    /// `others`: the views of the other Adventurers, when a genie may be used (else empty).
    pub fn decide(&mut self, me: &AdventurerView, others: &[AdventurerView], rng: &mut GameRng) -> Action {
        let choices = &me.choices;
        if !self.competent {
            let action = choices[rng.below(choices.len() as u32) as usize];
            return action;
        }
        let t = &me.table;
        let pick = |act: Act| choices.iter().copied().find(|a| a.act == act);
        // What happened since the last decision.
        let played = t.events_left + t.hand_size;
        if played != self.events_seen {
            if let Some((Event::Teleportation, false)) = t.last_event {
                self.lost();
            }
            self.events_seen = played;
        }
        if !inside(self.pos) || !inside(step(self.pos, self.facing)) {
            // Past the edge of its own map: start a new one where it stands.
            self.lost();
        }
        if let (Phase::Caught, Some(m), None) = (t.phase, self.last_move.take(), t.last_event) {
            // Caught on the step (not by a token the Leader moved): the turn after it did not
            // happen.
            self.facing = match m {
                Movement::ForwardThenLeft => self.facing.right(),
                Movement::ForwardThenRight => self.facing.left(),
                _ => self.facing,
            };
        }
        match t.phase {
            Phase::Walk => self.walk(me, others, rng),
            Phase::Caught | Phase::Curses { .. } => {
                let most = (0..t.lamps.len()).max_by_key(|&s| t.lamps[s]).unwrap_or(0);
                pick(Act::DiscardLamp(most as Seat)).unwrap_or(choices[0])
            }
            Phase::Share { .. } | Phase::Wish { .. } => {
                let best = t
                    .centre
                    .iter()
                    .enumerate()
                    .max_by_key(|(_, s)| self.worth(me, **s))
                    .map(|(i, _)| i as u8)
                    .unwrap_or(0);
                let act = if matches!(t.phase, Phase::Share { .. }) { Act::Take(best) } else { Act::Keep(best) };
                pick(act).unwrap_or(choices[0])
            }
            Phase::Scheherazade { giving: true, .. } => {
                let cheapest = choices.iter().copied().min_by_key(|a| match a.act {
                    Act::Give(i) => self.worth(me, Shown::Token(me.stash[usize::from(i)])),
                    _ => i32::MAX,
                });
                cheapest.unwrap_or(choices[0])
            }
            _ => choices[0],
        }
    }

    /// How much the party wants a token, as its taker.
    fn worth(&self, me: &AdventurerView, shown: Shown) -> i32 {
        let genie = |g: Genie| match g {
            Genie::WayToTreasure if !me.table.treasure_shared && self.treasure.is_none() => 9,
            Genie::LetThereBeLight => 8,
            Genie::WayToExit => 5,
            Genie::WayToLoot => 4,
            _ => 1,
        };
        match shown {
            Shown::Token(Token::Jewel(j)) => {
                let mut with = me.stash.clone();
                with.push(Token::Jewel(j));
                (fortune(&with) - fortune(&me.stash)) as i32
            }
            Shown::Token(Token::Genie(g)) => genie(g),
            Shown::Genie => 5,
            _ => 0,
        }
    }

    fn walk(&mut self, me: &AdventurerView, others: &[AdventurerView], rng: &mut GameRng) -> Action {
        let t = &me.table;
        let choices = &me.choices;
        let pick = |act: Act| choices.iter().copied().find(|a| a.act == act);
        if !t.lit {
            if let Some(light) = pick(Act::Light) {
                return light;
            }
            let most = (0..t.lamps.len()).max_by_key(|&s| t.lamps[s]).unwrap_or(0);
            return pick(Act::ToFront(most as Seat)).unwrap_or(choices[0]);
        }
        self.observe(me, me.outside);
        if self.right_handed.is_none() {
            self.right_handed = Some(rng.below(2) == 1);
        }
        // A genie, at most one per lamp.
        if !t.genie_this_lamp && !me.outside {
            let lamps = t.lamps.iter().sum::<u8>() + 1;
            let wanted = |g: Genie| match g {
                Genie::LetThereBeLight => lamps <= 2 && t.leader_lamps > 0,
                Genie::WayToTreasure => !t.treasure_shared && self.treasure.is_none(),
                Genie::WayToLoot => !t.treasure_shared && self.treasure.is_none(),
                Genie::WayToExit => t.treasure_shared && !self.knows_a_way_out(),
                _ => false,
            };
            for a in std::iter::once(me).chain(others) {
                for &token in &a.stash {
                    if let Token::Genie(g) = token {
                        if wanted(g) {
                            if let Some(action) = a
                                .choices
                                .iter()
                                .copied()
                                .find(|c| c.act == Act::UseGenie { who: a.seat, genie: g, pay: false })
                            {
                                self.followed_answer = false;
                                return action;
                            }
                        }
                    }
                }
            }
        }
        // A genie's answer is followed once.
        if let (Some(answer), false) = (t.answer, self.followed_answer) {
            self.followed_answer = true;
            if let Some(m) = answer.first.and_then(|m| pick(Act::Move(m))) {
                return self.moving(m);
            }
        }
        let target = self.plan(t.treasure_shared, me.outside);
        let action = target.and_then(|m| pick(Act::Move(m))).or_else(|| {
            // Nothing left to learn on its map (or a landslide in the way): any step.
            let moves: Vec<Action> = choices.iter().copied().filter(|a| matches!(a.act, Act::Move(_))).collect();
            (!moves.is_empty()).then(|| moves[rng.below(moves.len() as u32) as usize])
        });
        match action {
            Some(a) => self.moving(a),
            None => choices[0],
        }
    }

    /// The last decision was not played (the lamp went out first).
    pub fn not_played(&mut self, action: Action) {
        if let Act::Move(_) = action.act {
            (self.pos, self.facing) = self.before;
            self.last_move = None;
        }
    }

    fn knows_a_way_out(&self) -> bool {
        self.sides.iter().any(|s| s.contains(&Side::Out))
    }

    /// Updates the reckoning for a movement about to be made.
    fn moving(&mut self, action: Action) -> Action {
        let Act::Move(m) = action.act else { return action };
        self.before = (self.pos, self.facing);
        if m.steps() {
            self.pos = step(self.pos, self.facing);
        }
        self.facing = match m {
            Movement::ForwardThenLeft | Movement::TurnLeft => self.facing.left(),
            Movement::ForwardThenRight | Movement::TurnRight => self.facing.right(),
            Movement::TurnAround => self.facing.back(),
            Movement::Forward => self.facing,
        };
        self.last_move = Some(m);
        action
    }

    /// The first movement towards what the party wants next: a way out once the Treasure is
    /// shared, the Treasure once seen, a Chest seen nearby, else the nearest place where its lamp
    /// would show something new.
    fn plan(&self, shared: bool, outside: bool) -> Option<Movement> {
        // An exit wanted: leaving is a step through the way out.
        if outside || (shared && self.side(self.pos, self.facing) == Side::Out) {
            return Some(Movement::Forward);
        }
        let knows_out = self.knows_a_way_out();
        let found = self.first_movement(|p, f, d| {
            if shared {
                self.side(p, f) == Side::Out || (!knows_out && self.informative(p, f))
            } else if let Some(t) = self.treasure {
                p == t
            } else {
                (d <= 4 && self.chests.contains(&p)) || self.informative(p, f)
            }
        });
        // The goal is not on its map (the Treasure seen but the way not, a way out unknown):
        // explore.
        let explore = shared || self.treasure.is_some();
        found.or_else(|| explore.then(|| self.first_movement(|p, f, _| self.informative(p, f))).flatten())
    }

    /// The first movement of the shortest way (breadth first over square and facing, by the six
    /// movements on known open ways) to where `wanted` holds, given square, facing and movements.
    fn first_movement(&self, wanted: impl Fn((i32, i32), Dir, u32) -> bool) -> Option<Movement> {
        let key = |p: (i32, i32), f: Dir| Self::idx(p) * 4 + f as usize;
        let mut seen = vec![false; (W * W * 4) as usize];
        let mut queue = VecDeque::new();
        seen[key(self.pos, self.facing)] = true;
        let mut visit = |from: ((i32, i32), Dir), first: Option<Movement>, d: u32, queue: &mut VecDeque<_>| {
            for m in self.movements() {
                if let Some(next) = self.after(from.0, from.1, m) {
                    if !seen[key(next.0, next.1)] {
                        seen[key(next.0, next.1)] = true;
                        queue.push_back((next, first.unwrap_or(m), d + 1));
                    }
                }
            }
        };
        visit((self.pos, self.facing), None, 0, &mut queue);
        while let Some(((p, f), first, d)) = queue.pop_front() {
            if wanted(p, f, d) {
                return Some(first);
            }
            visit((p, f), Some(first), d, &mut queue);
        }
        None
    }

    /// The six movements in the order the party tries them: to its favoured side first.
    fn movements(&self) -> [Movement; 6] {
        use Movement::*;
        match self.right_handed {
            Some(true) => [Forward, ForwardThenRight, ForwardThenLeft, TurnRight, TurnLeft, TurnAround],
            _ => Movement::ALL,
        }
    }

    /// Where movement `m` leads on the party's map, if it knows the way is open.
    fn after(&self, p: (i32, i32), f: Dir, m: Movement) -> Option<((i32, i32), Dir)> {
        let facing = match m {
            Movement::Forward => f,
            Movement::ForwardThenLeft | Movement::TurnLeft => f.left(),
            Movement::ForwardThenRight | Movement::TurnRight => f.right(),
            Movement::TurnAround => f.back(),
        };
        if !m.steps() {
            return Some((p, facing));
        }
        if self.side(p, f) != Side::Open {
            return None;
        }
        let q = step(p, f);
        (inside(q) && !self.blocked[Self::idx(q)]).then_some((q, facing))
    }

    /// Whether looking from `p` towards `f` would show something the map lacks: a wall or way,
    /// or what stands on a square it has not seen yet.
    fn informative(&self, p: (i32, i32), f: Dir) -> bool {
        match self.side(p, f) {
            Side::Unknown => true,
            Side::Open => {
                let q = step(p, f);
                (inside(q) && !self.seen[Self::idx(q)])
                    || [f.left(), f, f.right()].iter().any(|&d| self.side(q, d) == Side::Unknown)
            }
            _ => false,
        }
    }
}
