//! A careless family of Adventurers for Sidibaba: a scripted party to measure the app's Leader
//! of the Thieves against. It was written from the rules (`shared/rules/sidi-baba.md`) and the
//! Adventurers' view (`AdventurerView`) alone: it never sees the maze, and nothing in it was
//! tuned against the Leader.
//!
//! A real family that is not careful. It keeps a rough map of what its lamp has shown, in a
//! frame of its own (dead reckoning from the square outside the entrance), but forgets a little
//! of it at every movement; now and then it hesitates and turns on the spot for nothing; it
//! likes to go straight on; it walks into the Leader of the Thieves about half the time it could
//! have stepped aside; it never asks a genie (nor pays for one). It still wants the Treasure,
//! and then the way out. After a Teleportation it is lost and starts a new map.

use crate::ai::party::Adventurers;
use crate::games::rng::GameRng;
use crate::games::sidibaba::maze::Dir;
use crate::games::sidibaba::movement::Movement;
use crate::games::sidibaba::situation::Ahead;
use crate::games::sidibaba::state::{Act, Action, Phase, Shown};
use crate::games::sidibaba::tokens::{fortune, Token};
use crate::games::sidibaba::view::AdventurerView;
use crate::games::sidibaba::Event;
use crate::games::Seat;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The family's map is W×W squares around its middle, where it starts (outside the entrance, or
/// where a Teleportation left it): an 8×8 maze fits whichever way it lies.
const W: i32 = 33;
const MIDDLE: usize = (W * (W / 2) + W / 2) as usize;

/// Chances, per mille. Each remembered wall, open way, square seen or Landslide is forgotten
/// at each movement with `FORGET`: a memory lasts about a hundred movements.
const FORGET: u32 = 8;
/// A turn on the spot for nothing, at a movement.
const HESITATE: u32 = 50;
/// Straight on whatever the plan, when the way ahead is open.
const STRAIGHT_ON: u32 = 200;
/// Into the Leader's token when it stands in front and the plan steps there.
const INTO_THE_LEADER: u32 = 500;
/// Onto a closed Chest seen in front: loot is tempting.
const CHEST_AHEAD: u32 = 600;

/// The planner's costs, in tenths of a movement: a turn while stepping costs a little more than
/// going straight on (the family prefers straight on); a way not remembered costs two
/// movements more (it may be walled).
const STEP: u32 = 10;
const TURNING_STEP: u32 = 11;
const UNKNOWN: u32 = 20;

/// One side of a square, as the family remembers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Unknown,
    Open,
    Wall,
    /// A way out of the maze (daylight, or the entrance it came in by).
    Out,
}

/// Where the family wants to go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Goal {
    /// The closed Treasure it saw.
    Square(usize),
    /// Facing a way into a square it does not remember having seen (the lamp shows what stands
    /// on the square in front: no need to step there).
    Unseen,
    /// Out of the maze.
    Leave,
}

/// A movement decided and not yet accounted for: the family moves its pose at its next decision
/// (unless the lamp went out first).
#[derive(Clone, Copy, Debug)]
struct Pending {
    movement: Movement,
    /// The Leader's token stood in front: a step there is a catch, and no turn follows it.
    onto_leader: bool,
}

/// A careless family of Adventurers, played by a script.
pub struct CarelessFamily {
    /// The four sides of every square of its map, by `Dir` of its own frame.
    sides: Vec<[Side; 4]>,
    /// Squares whose contents it saw (in front, or stood on).
    seen: Vec<bool>,
    /// A Landslide seen there.
    blocked: Vec<bool>,
    /// Where it saw the closed Treasure.
    treasure: Option<usize>,
    /// Its square and heading, in its own frame.
    at: usize,
    heading: Dir,
    inside: bool,
    pending: Option<Pending>,
    /// The Leader's events not yet played (hand and deck) when it last looked: fewer means one
    /// was played.
    events: Option<usize>,
}

impl Default for CarelessFamily {
    fn default() -> Self {
        Self::new()
    }
}

impl Adventurers for CarelessFamily {
    fn decide(&mut self, me: &AdventurerView, _others: &[AdventurerView], rng: &mut GameRng) -> Action {
        self.catch_up(me, rng);
        self.observe(me);
        let act = match me.table.phase {
            Phase::Walk => self.walk(me, rng),
            Phase::Share { .. } | Phase::Wish { .. } => take_best(me),
            Phase::Caught | Phase::Curses { .. } => discard_lamp(me),
            Phase::Scheherazade { giving: true, .. } => give_least(me),
            Phase::HandOut { .. } => random_choice(me, rng),
            // Rolling the die, or anything else: whatever is offered first, never a genie.
            _ => fallback(me),
        };
        let action = me.choices.iter().copied().find(|a| a.act == act).unwrap_or_else(|| Action::now(fallback(me)));
        if let Act::Move(movement) = action.act {
            self.pending = Some(Pending { movement, onto_leader: me.front.leader && movement.steps() });
        }
        action
    }

    fn not_played(&mut self, _action: Action) {
        self.pending = None;
    }
}

impl CarelessFamily {
    pub fn new() -> Self {
        let n = (W * W) as usize;
        CarelessFamily {
            sides: vec![[Side::Unknown; 4]; n],
            seen: vec![false; n],
            blocked: vec![false; n],
            treasure: None,
            at: MIDDLE,
            heading: Dir::North,
            inside: false,
            pending: None,
            events: None,
        }
    }

    /// Accounts for the last movement, forgets a little, and notices a Teleportation.
    fn catch_up(&mut self, me: &AdventurerView, rng: &mut GameRng) {
        if let Some(pending) = self.pending.take() {
            self.moved(pending);
            self.forget(rng);
        }
        let events = me.table.hand_size + me.table.events_left;
        let played = self.events.is_some_and(|before| events < before);
        self.events = Some(events);
        if played && me.table.last_event == Some((Event::Teleportation, false)) {
            self.lost();
        }
    }

    fn moved(&mut self, pending: Pending) {
        let Pending { movement, onto_leader } = pending;
        if !movement.steps() {
            self.heading = turned(self.heading, movement);
            return;
        }
        match beside(self.at, self.heading) {
            Some(next) => self.at = next,
            // Past the edge of its map: it cannot be, but then it is lost.
            None => return self.lost(),
        }
        self.inside = true;
        if !onto_leader {
            self.heading = turned(self.heading, movement);
        }
    }

    /// A new map from where it stands: it no longer knows where it is.
    fn lost(&mut self) {
        let inside = self.inside;
        *self = CarelessFamily { inside, heading: self.heading, events: self.events, ..CarelessFamily::new() };
    }

    /// Each remembered thing goes with a small chance (the exits and the Treasure stay: daylight
    /// and gold are not forgotten).
    fn forget(&mut self, rng: &mut GameRng) {
        for square in 0..self.sides.len() {
            for dir in [Dir::East, Dir::South] {
                if matches!(self.sides[square][dir as usize], Side::Open | Side::Wall) && chance(rng, FORGET) {
                    self.set(square, dir, Side::Unknown);
                }
            }
            if self.seen[square] && chance(rng, FORGET) {
                self.seen[square] = false;
            }
            if self.blocked[square] && chance(rng, FORGET) {
                self.blocked[square] = false;
            }
        }
    }

    /// What the lamp shows: the side ahead, the ways on from the square in front, and what
    /// stands there.
    fn observe(&mut self, me: &AdventurerView) {
        let Some(ahead) = me.ahead else { return };
        let (at, h) = (self.at, self.heading);
        if self.inside {
            self.seen[at] = true;
        }
        let Ahead::Way { left, straight, right } = ahead else {
            self.set(at, h, if ahead == Ahead::Daylight { Side::Out } else { Side::Wall });
            return;
        };
        // Outside, the way ahead is the entrance: a way out too.
        self.set(at, h, if self.inside { Side::Open } else { Side::Out });
        let Some(front) = beside(at, h) else { return };
        let side = |open: bool| if open { Side::Open } else { Side::Wall };
        self.set(front, h.left(), side(left));
        self.set(front, h, side(straight));
        self.set(front, h.right(), side(right));
        self.seen[front] = true;
        self.blocked[front] = me.front.landslide;
        match me.front.treasure {
            Some(false) => self.treasure = Some(front),
            Some(true) if self.treasure == Some(front) => self.treasure = None,
            _ => {}
        }
    }

    /// Sets a side of `square` and the same side seen from the square beyond it.
    /// A way seen open from inside stays a way out if the family saw daylight there.
    fn set(&mut self, square: usize, dir: Dir, side: Side) {
        if side == Side::Open && self.sides[square][dir as usize] == Side::Out {
            return;
        }
        self.sides[square][dir as usize] = side;
        if let Some(other) = beside(square, dir) {
            self.sides[other][dir.back() as usize] = side;
        }
    }

    /// A movement (or lighting a lamp), with the family's carelessness.
    fn walk(&mut self, me: &AdventurerView, rng: &mut GameRng) -> Act {
        if !me.table.lit {
            return light(me);
        }
        let can = |m: Movement| me.choices.iter().any(|a| a.act == Act::Move(m));
        if me.outside {
            // In it goes, straight on if it may.
            let step = [Movement::Forward, Movement::ForwardThenLeft, Movement::ForwardThenRight];
            return Act::Move(step.into_iter().find(|&m| can(m)).unwrap_or(Movement::Forward));
        }
        if me.table.treasure_shared && me.ahead == Some(Ahead::Daylight) && can(Movement::Forward) {
            return Act::Move(Movement::Forward);
        }
        if chance(rng, HESITATE) {
            let turns = [Movement::TurnAround, Movement::TurnLeft, Movement::TurnRight];
            return Act::Move(turns[rng.below(3) as usize]);
        }
        let goal = self.goal(me);
        let impulse = (me.front.chest == Some(false) && chance(rng, CHEST_AHEAD)) || chance(rng, STRAIGHT_ON);
        let mut wanted = if impulse && can(Movement::Forward) { Some(Movement::Forward) } else { self.way(goal, None) };
        // It sees the Leader in front; half the time it steps aside (if it knows another way).
        if me.front.leader && wanted.is_some_and(Movement::steps) && !chance(rng, INTO_THE_LEADER) {
            let front = beside(self.at, self.heading);
            wanted = self.way(goal, front).or(wanted);
        }
        match wanted.filter(|&m| can(m)) {
            Some(m) => Act::Move(m),
            None => Act::Move(random_movement(me, rng)),
        }
    }

    /// The Treasure, then the way out; anywhere new while it knows of neither.
    fn goal(&self, me: &AdventurerView) -> Goal {
        match (me.table.treasure_shared, self.treasure) {
            (true, _) => Goal::Leave,
            (false, Some(square)) => Goal::Square(square),
            (false, None) => Goal::Unseen,
        }
    }

    /// The first movement towards `goal` by its map (anywhere new if the goal is out of reach),
    /// not through `avoid`.
    fn way(&self, goal: Goal, avoid: Option<usize>) -> Option<Movement> {
        self.plan(goal, avoid).or_else(|| self.plan(Goal::Unseen, avoid))
    }

    /// The first movement of the cheapest way to `goal` on its map (Dijkstra over squares and
    /// headings; one more place stands for "out of the maze").
    fn plan(&self, goal: Goal, avoid: Option<usize>) -> Option<Movement> {
        let out = self.sides.len() * 4;
        let mut cost = vec![u32::MAX; out + 1];
        let mut first: Vec<Option<Movement>> = vec![None; out + 1];
        let start = self.at * 4 + self.heading as usize;
        cost[start] = 0;
        let mut queue = BinaryHeap::from([Reverse((0, start))]);
        while let Some(Reverse((c, place))) = queue.pop() {
            if c > cost[place] {
                continue;
            }
            if place != start && self.reached(goal, place, out) {
                return first[place];
            }
            if place == out {
                continue;
            }
            for (m, next, step) in self.moves(place, goal, avoid, out) {
                if c + step < cost[next] {
                    cost[next] = c + step;
                    first[next] = first[place].or(Some(m));
                    queue.push(Reverse((c + step, next)));
                }
            }
        }
        None
    }

    fn reached(&self, goal: Goal, place: usize, out: usize) -> bool {
        match goal {
            Goal::Leave => place == out,
            Goal::Square(square) => place / 4 == square,
            Goal::Unseen if place != out => {
                let (square, heading) = (place / 4, Dir::ALL[place % 4]);
                let open = matches!(self.sides[square][heading as usize], Side::Open | Side::Unknown);
                open && beside(square, heading).is_some_and(|n| !self.seen[n] && !self.blocked[n])
            }
            Goal::Unseen => false,
        }
    }

    /// The six movements from `place` on its map: where each leads and what it costs.
    fn moves(&self, place: usize, goal: Goal, avoid: Option<usize>, out: usize) -> Vec<(Movement, usize, u32)> {
        let (square, heading) = (place / 4, Dir::ALL[place % 4]);
        Movement::ALL
            .into_iter()
            .filter_map(|m| {
                let facing = turned(heading, m);
                if !m.steps() {
                    return Some((m, square * 4 + facing as usize, STEP));
                }
                let side = self.sides[square][heading as usize];
                match side {
                    Side::Wall => None,
                    Side::Out => (goal == Goal::Leave && m == Movement::Forward).then_some((m, out, STEP)),
                    Side::Open | Side::Unknown => {
                        let next = beside(square, heading).filter(|&n| !self.blocked[n] && Some(n) != avoid)?;
                        let turning = if m == Movement::Forward { STEP } else { TURNING_STEP };
                        let unknown = if side == Side::Unknown { UNKNOWN } else { 0 };
                        Some((m, next * 4 + facing as usize, turning + unknown))
                    }
                }
            })
            .collect()
    }
}

/// Lights a lamp; if the head of the line has none left, the one with most lamps goes first.
fn light(me: &AdventurerView) -> Act {
    if me.choices.iter().any(|a| a.act == Act::Light) {
        return Act::Light;
    }
    let lamps = |seat: Seat| me.table.lamps.get(usize::from(seat)).copied().unwrap_or(0);
    me.choices
        .iter()
        .filter_map(|a| if let Act::ToFront(seat) = a.act { Some(seat) } else { None })
        .max_by_key(|&seat| (lamps(seat), Reverse(seat)))
        .map_or_else(|| fallback(me), Act::ToFront)
}

/// From the centre, the token that adds most to the taker's fortune; a genie is a curiosity
/// to this family (it never uses one), worth less than any jewel.
fn take_best(me: &AdventurerView) -> Act {
    let worth = |shown: Shown| match shown {
        Shown::Token(token @ Token::Jewel(_)) => {
            let with: Vec<Token> = me.stash.iter().copied().chain([token]).collect();
            10 * fortune(&with) as i32 - 10 * fortune(&me.stash) as i32
        }
        Shown::Token(Token::Genie(_)) | Shown::Genie => 5,
        Shown::Token(Token::Curse) => 0,
        Shown::Hidden => 1,
    };
    let index = |act: Act| match act {
        Act::Take(i) | Act::Keep(i) => Some(i),
        _ => None,
    };
    me.choices
        .iter()
        .filter_map(|a| Some((a.act, index(a.act)?)))
        .max_by_key(|&(_, i)| (me.table.centre.get(usize::from(i)).map_or(0, |&s| worth(s)), Reverse(i)))
        .map_or_else(|| fallback(me), |(act, _)| act)
}

/// Gives Scheherazade what the giver misses least.
fn give_least(me: &AdventurerView) -> Act {
    let loss = |i: u8| {
        let rest: Vec<Token> =
            me.stash.iter().enumerate().filter(|&(j, _)| j != usize::from(i)).map(|(_, &t)| t).collect();
        fortune(&me.stash) - fortune(&rest)
    };
    me.choices
        .iter()
        .filter_map(|a| if let Act::Give(i) = a.act { Some(i) } else { None })
        .min_by_key(|&i| (loss(i), i))
        .map_or_else(|| fallback(me), Act::Give)
}

/// The lamp given up comes from whoever holds most.
fn discard_lamp(me: &AdventurerView) -> Act {
    let lamps = |seat: Seat| me.table.lamps.get(usize::from(seat)).copied().unwrap_or(0);
    me.choices
        .iter()
        .filter_map(|a| if let Act::DiscardLamp(seat) = a.act { Some(seat) } else { None })
        .max_by_key(|&seat| (lamps(seat), Reverse(seat)))
        .map_or_else(|| fallback(me), Act::DiscardLamp)
}

fn random_choice(me: &AdventurerView, rng: &mut GameRng) -> Act {
    let allowed: Vec<Act> = me.choices.iter().map(|a| a.act).filter(|&act| !asks_a_genie(act)).collect();
    if allowed.is_empty() {
        return fallback(me);
    }
    allowed[rng.below(allowed.len() as u32) as usize]
}

/// Any movement allowed, straight on first if it is (when its map has nothing better).
fn random_movement(me: &AdventurerView, rng: &mut GameRng) -> Movement {
    let allowed: Vec<Movement> =
        me.choices.iter().filter_map(|a| if let Act::Move(m) = a.act { Some(m) } else { None }).collect();
    if allowed.contains(&Movement::Forward) && rng.below(2) == 0 {
        return Movement::Forward;
    }
    allowed.get(rng.below(allowed.len().max(1) as u32) as usize).copied().unwrap_or(Movement::TurnAround)
}

/// The first choice that asks no genie (there is always one: the rules never force a genie).
fn fallback(me: &AdventurerView) -> Act {
    let first = me.choices.iter().map(|a| a.act).find(|&act| !asks_a_genie(act));
    first.or_else(|| me.choices.first().map(|a| a.act)).unwrap_or(Act::Roll)
}

fn asks_a_genie(act: Act) -> bool {
    matches!(act, Act::UseGenie { .. } | Act::LayArrow { .. } | Act::Pay(_) | Act::Stop)
}

fn turned(heading: Dir, movement: Movement) -> Dir {
    match movement {
        Movement::Forward => heading,
        Movement::ForwardThenLeft | Movement::TurnLeft => heading.left(),
        Movement::ForwardThenRight | Movement::TurnRight => heading.right(),
        Movement::TurnAround => heading.back(),
    }
}

/// The square beside `square` on the family's map, `None` past its edge.
fn beside(square: usize, dir: Dir) -> Option<usize> {
    let (x, y) = (square as i32 % W, square as i32 / W);
    let (x, y) = match dir {
        Dir::North => (x, y - 1),
        Dir::East => (x + 1, y),
        Dir::South => (x, y + 1),
        Dir::West => (x - 1, y),
    };
    ((0..W).contains(&x) && (0..W).contains(&y)).then_some((y * W + x) as usize)
}

fn chance(rng: &mut GameRng, per_mille: u32) -> bool {
    rng.below(1000) < per_mille
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::leader::AppLeader;
    use crate::ai::sim::{play, Pace};
    use crate::ai::AppPlayer;
    use crate::games::sidibaba::maze::{Square, SIZE};
    use crate::games::sidibaba::setup::shared_out;
    use crate::games::sidibaba::state::{Board, End, State};
    use crate::games::sidibaba::view::{view, View};
    use crate::games::sidibaba::{Config, LeaderPlayer, LeaderStrength};

    fn config(adventurers: usize, strength: LeaderStrength) -> Config {
        Config {
            adventurers: (0..adventurers).map(|i| format!("A{i}")).collect(),
            lamps: shared_out(adventurers),
            leader: LeaderPlayer::App,
            line_any_time: false,
            strength,
        }
    }

    /// `play` refuses nothing it is not offered, so whole games are the check that every
    /// decision was among the choices.
    #[test]
    fn the_careless_family_plays_whole_games_in_every_maze_at_two_four_and_six() {
        for maze in 0..4u8 {
            for (i, adventurers) in [2, 4, 6].into_iter().enumerate() {
                let seed = u64::from(maze) * 10 + i as u64;
                let leader = AppLeader { tuning: None, maze: Some(maze) };
                let game = play(
                    &config(adventurers, LeaderStrength::Fair),
                    seed,
                    &mut CarelessFamily::new(),
                    Pace::balance(100),
                    &leader,
                );
                assert!(game.final_state.is_over(), "maze {maze}, {adventurers} Adventurers");
                let genie = game.actions.iter().find(|a| asks_a_genie(a.act));
                assert!(genie.is_none(), "it never asks a genie: {genie:?}");
            }
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_game() {
        let leader = AppLeader { tuning: None, maze: Some(2) };
        let game =
            || play(&config(3, LeaderStrength::Fair), 7, &mut CarelessFamily::new(), Pace::balance(100), &leader);
        assert_eq!(game().actions, game().actions);
    }

    /// Against a Leader that never plays an event (no Teleportation, no catch), the family's
    /// dead reckoning keeps its place, and what it remembers of the maze is true.
    #[test]
    fn the_careless_family_knows_where_it_stands_and_remembers_only_what_is_true() {
        for maze in 0..4u8 {
            let end = play_passive(&config(4, LeaderStrength::Fair), u64::from(maze), maze, true);
            assert!(matches!(end, End::Escaped | End::LastLampOut), "maze {maze}: {end:?}");
        }
    }

    /// One game against a Leader that sets up like the app's and then always passes, at the
    /// balance pace; `check`: the family's pose and map are compared with the board.
    fn play_passive(config: &Config, seed: u64, maze: u8, check: bool) -> End {
        let (leader, pace) = (AppLeader { tuning: None, maze: Some(maze) }, Pace::balance(100));
        let (mut state, mut family) = (State::new(config, seed).unwrap(), CarelessFamily::new());
        let mut rng = GameRng::new(seed ^ 0x5eed);
        let mut frame = None;
        while let Some(seat) = state.to_act() {
            let action = match view(&state, seat) {
                View::Leader(_) if state.phase() == Phase::LeaderTurn => Action::now(Act::Pass),
                leader_view @ View::Leader(_) => leader.decide(&leader_view, &mut rng),
                View::Adventurer(me) => {
                    let action = family.decide(&me, &[], &mut rng);
                    if check {
                        let View::Leader(board) = view(&state, state.leader()) else { unreachable!() };
                        let frame = *frame.get_or_insert((board.board.place.square, board.board.place.facing));
                        check_family(&family, &board.board, frame);
                    }
                    let ms = if state.started() { pace.cost(&state, action.act) } else { 0 };
                    if state.started() && ms >= state.left_ms() {
                        state.apply(Action { ms: state.left_ms(), act: Act::LampOut }).unwrap();
                        family.not_played(action);
                        continue;
                    }
                    Action { ms, ..action }
                }
            };
            state.apply(action).unwrap_or_else(|e| panic!("{action:?} refused: {e:?}"));
        }
        let Phase::Over(end) = state.phase() else { unreachable!() };
        end
    }

    /// The board's square and direction of the family's `square` and `dir`, its frame set by
    /// the entrance square and the facing it started with (`frame`).
    fn on_board(square: usize, dir: Dir, frame: (Square, Dir)) -> (i32, i32, Dir) {
        let entrance = beside(MIDDLE, Dir::North).unwrap() as i32;
        let (mut x, mut y) = (square as i32 % W - entrance % W, square as i32 / W - entrance / W);
        for _ in 0..frame.1 as usize {
            (x, y) = (-y, x);
        }
        let dir = Dir::ALL[(dir as usize + frame.1 as usize) % 4];
        (i32::from(frame.0.x) + x, i32::from(frame.0.y) + y, dir)
    }

    fn check_family(family: &CarelessFamily, board: &Board, frame: (Square, Dir)) {
        let maze = &board.maze.as_ref().unwrap().1;
        assert_eq!(family.inside, board.inside);
        if board.inside {
            let (x, y, facing) = on_board(family.at, family.heading, frame);
            assert_eq!(
                (x, y, facing),
                (i32::from(board.place.square.x), i32::from(board.place.square.y), board.place.facing)
            );
        }
        for (square, sides) in family.sides.iter().enumerate() {
            for dir in Dir::ALL {
                let (x, y, d) = on_board(square, dir, frame);
                // Every side is set from both squares: checked from the one in the maze.
                if !(0..SIZE as i32).contains(&x) || !(0..SIZE as i32).contains(&y) {
                    continue;
                }
                let real = Square { x: x as u8, y: y as u8 };
                match sides[dir as usize] {
                    Side::Open => assert!(maze.is_open(real, d), "an open way at {x},{y} {d:?}"),
                    Side::Wall => assert!(!maze.is_open(real, d), "a wall at {x},{y} {d:?}"),
                    Side::Out => {
                        assert!(maze.is_open(real, d) && real.beside(d).is_none(), "a way out at {x},{y} {d:?}")
                    }
                    Side::Unknown => {}
                }
            }
            if family.seen[square] {
                let (x, y, _) = on_board(square, Dir::North, frame);
                assert!((0..SIZE as i32).contains(&x) && (0..SIZE as i32).contains(&y), "seen {x},{y}");
            }
        }
    }
}
