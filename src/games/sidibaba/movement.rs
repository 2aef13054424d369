//! The six movements of the orientation tile, and shortest ways by them: what a genie's answer
//! ("which way to the Treasure?") must be, and what the Leader and the simulated parties search.

use super::maze::{Dir, Maze, Square};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// Where the Adventurers stand and which way they look.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Place {
    pub square: Square,
    pub facing: Dir,
}

/// The six movements. The order of the variants is part of the save format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Movement {
    Forward,
    ForwardThenLeft,
    ForwardThenRight,
    TurnLeft,
    TurnRight,
    TurnAround,
}

/// Where a movement ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moved {
    To(Place),
    /// Through a way out of the maze.
    Out,
}

impl Movement {
    pub const ALL: [Movement; 6] = [
        Movement::Forward,
        Movement::ForwardThenLeft,
        Movement::ForwardThenRight,
        Movement::TurnLeft,
        Movement::TurnRight,
        Movement::TurnAround,
    ];

    pub fn steps(self) -> bool {
        matches!(self, Movement::Forward | Movement::ForwardThenLeft | Movement::ForwardThenRight)
    }

    /// The movement from `from`; `None` into a wall or onto `blocked` (the Landslide).
    pub fn apply(self, maze: &Maze, from: Place, blocked: Option<Square>) -> Option<Moved> {
        let facing = match self {
            Movement::Forward => from.facing,
            Movement::ForwardThenLeft | Movement::TurnLeft => from.facing.left(),
            Movement::ForwardThenRight | Movement::TurnRight => from.facing.right(),
            Movement::TurnAround => from.facing.back(),
        };
        if !self.steps() {
            return Some(Moved::To(Place { square: from.square, facing }));
        }
        if !maze.is_open(from.square, from.facing) {
            return None;
        }
        match from.square.beside(from.facing) {
            None => Some(Moved::Out),
            Some(square) if Some(square) == blocked => None,
            Some(square) => Some(Moved::To(Place { square, facing })),
        }
    }
}

/// The first movements of every shortest way (fewest movements) from `from` to a square where
/// `goal` holds, or out of the maze when `out` is set; empty when there is none. Each answer is
/// truthful: following any of them, a shortest way remains.
pub fn first_movements(
    maze: &Maze,
    from: Place,
    blocked: Option<Square>,
    goal: impl Fn(Square) -> bool,
    out: bool,
) -> Vec<Movement> {
    let index = |p: Place| p.square.index() * 4 + p.facing as usize;
    // Distance to the goal from every place, by a search backwards would need reverse moves;
    // forwards from each first movement is simpler and the maze is small (256 places).
    let distance = |start: Moved| -> Option<u32> {
        let start = match start {
            Moved::Out => return out.then_some(0),
            Moved::To(p) => p,
        };
        let mut seen = [false; super::maze::SIZE * super::maze::SIZE * 4];
        let mut queue = VecDeque::from([(start, 0u32)]);
        seen[index(start)] = true;
        while let Some((place, d)) = queue.pop_front() {
            if goal(place.square) {
                return Some(d);
            }
            for m in Movement::ALL {
                match m.apply(maze, place, blocked) {
                    Some(Moved::Out) if out => return Some(d + 1),
                    Some(Moved::To(next)) if !seen[index(next)] => {
                        seen[index(next)] = true;
                        queue.push_back((next, d + 1));
                    }
                    _ => {}
                }
            }
        }
        None
    };
    let options: Vec<(Movement, u32)> =
        Movement::ALL.into_iter().filter_map(|m| Some((m, distance(m.apply(maze, from, blocked)?)?))).collect();
    let best = options.iter().map(|&(_, d)| d).min();
    options.into_iter().filter(|&(_, d)| Some(d) == best).map(|(m, _)| m).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sidibaba::maze::{Maze, MAZES};

    fn at(x: u8, y: u8, facing: Dir) -> Place {
        Place { square: Square { x, y }, facing }
    }

    #[test]
    fn forward_is_refused_into_a_wall_and_onto_the_landslide() {
        let maze = Maze::number(0).unwrap();
        for square in Square::all() {
            for facing in Dir::ALL {
                let from = Place { square, facing };
                let forward = Movement::Forward.apply(&maze, from, None);
                assert_eq!(forward.is_some(), maze.is_open(square, facing));
                if let (Some(Moved::To(to)), Some(next)) = (forward, square.beside(facing)) {
                    assert_eq!(to, Place { square: next, facing });
                    assert_eq!(Movement::Forward.apply(&maze, from, Some(next)), None, "the Landslide blocks it");
                }
            }
        }
    }

    #[test]
    fn turning_on_the_spot_is_always_allowed_and_stepping_then_turning_faces_the_new_way() {
        let maze = Maze::number(1).unwrap();
        let from = at(3, 3, Dir::North);
        assert_eq!(Movement::TurnLeft.apply(&maze, from, None), Some(Moved::To(at(3, 3, Dir::West))));
        assert_eq!(Movement::TurnRight.apply(&maze, from, None), Some(Moved::To(at(3, 3, Dir::East))));
        assert_eq!(Movement::TurnAround.apply(&maze, from, None), Some(Moved::To(at(3, 3, Dir::South))));
        for square in Square::all() {
            let from = Place { square, facing: Dir::East };
            if let Some(Moved::To(to)) = Movement::ForwardThenLeft.apply(&maze, from, None) {
                assert_eq!(to.facing, Dir::North);
                assert_eq!(Some(to.square), square.beside(Dir::East));
            }
        }
    }

    #[test]
    fn through_a_way_out_the_adventurers_leave_the_maze() {
        for n in 0..MAZES.len() {
            let maze = Maze::number(n).unwrap();
            for (square, dir) in maze.exits() {
                assert_eq!(Movement::Forward.apply(&maze, Place { square, facing: dir }, None), Some(Moved::Out));
            }
        }
    }

    #[test]
    fn a_genie_answer_is_the_first_movement_of_a_shortest_way() {
        for n in 0..MAZES.len() {
            let maze = Maze::number(n).unwrap();
            let target = Square { x: 4, y: 4 };
            for square in Square::all() {
                for facing in Dir::ALL {
                    let from = Place { square, facing };
                    let answers = first_movements(&maze, from, None, |s| s == target, false);
                    if square == target {
                        continue;
                    }
                    assert!(!answers.is_empty(), "maze {n}: every square is reachable");
                    // Following an answer shortens the way by exactly one movement.
                    let d = |p: Place| -> u32 {
                        let mut p = p;
                        let mut k = 0;
                        while p.square != target {
                            let m = first_movements(&maze, p, None, |s| s == target, false)[0];
                            p = match m.apply(&maze, p, None) {
                                Some(Moved::To(q)) => q,
                                _ => unreachable!(),
                            };
                            k += 1;
                        }
                        k
                    };
                    for m in &answers {
                        if let Some(Moved::To(next)) = m.apply(&maze, from, None) {
                            assert_eq!(d(next) + 1, d(from), "maze {n} {from:?} {m:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_way_to_the_exit_leaves_the_maze() {
        let maze = Maze::number(2).unwrap();
        let (square, dir) = maze.exits()[0];
        // Facing a way out, any step leaves: each of them is a truthful answer.
        let answers = first_movements(&maze, Place { square, facing: dir }, None, |_| false, true);
        assert_eq!(answers, [Movement::Forward, Movement::ForwardThenLeft, Movement::ForwardThenRight]);
        let mut place = at(4, 4, Dir::North);
        for _ in 0..256 {
            let m = first_movements(&maze, place, None, |_| false, true)[0];
            match m.apply(&maze, place, None).unwrap() {
                Moved::Out => return,
                Moved::To(p) => place = p,
            }
        }
        panic!("the way to the exit never left the maze");
    }

    #[test]
    fn in_a_corner_with_two_ways_out_facing_one_the_way_out_is_a_step_not_a_turn() {
        // An open hall, its corner at the north-west open both ways (no maze of the game has one).
        let mut art = format!("+  {}+\n", "+--".repeat(7));
        for y in 0..8 {
            let west = if y == 0 { ' ' } else { '|' };
            art += &format!("{west}{}|\n", " ".repeat(23));
            art += &format!("+{}\n", if y == 7 { "--+".repeat(8) } else { "  +".repeat(8) });
        }
        let hall = Maze::parse(&art).expect("an 8×8 drawing");
        assert_eq!(hall.exits(), [(Square { x: 0, y: 0 }, Dir::North), (Square { x: 0, y: 0 }, Dir::West)]);
        let answers = first_movements(&hall, at(0, 0, Dir::North), None, |_| false, true);
        assert_eq!(answers, [Movement::Forward, Movement::ForwardThenLeft, Movement::ForwardThenRight]);
    }
}
