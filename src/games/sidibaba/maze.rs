//! The four mazes (the printed game's two double-sided boards), as data: 8×8 squares, walls
//! between them, exactly three ways out on the border. Drawn as text so that a person can check
//! them: `+--+` is a wall along the top of a square, `|` a wall at its side, a gap an open way.
//! `tests` proves what the rules need of each: every square reachable, loops so that a landslide
//! can block a way and leave another.

use serde::{Deserialize, Serialize};

/// Squares per side (*tunable*, 7 to 9 in the rules).
pub const SIZE: usize = 8;

/// A direction on the board; `North` is the top of the drawing. The order of the variants is
/// part of the save format (and `left`/`right` count on it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    North,
    East,
    South,
    West,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

    pub fn left(self) -> Dir {
        Dir::ALL[(self as usize + 3) % 4]
    }
    pub fn right(self) -> Dir {
        Dir::ALL[(self as usize + 1) % 4]
    }
    pub fn back(self) -> Dir {
        Dir::ALL[(self as usize + 2) % 4]
    }
    fn step(self) -> (i8, i8) {
        match self {
            Dir::North => (0, -1),
            Dir::East => (1, 0),
            Dir::South => (0, 1),
            Dir::West => (-1, 0),
        }
    }
}

/// A square: column and row, from the top left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Square {
    pub x: u8,
    pub y: u8,
}

impl Square {
    pub fn index(self) -> usize {
        usize::from(self.y) * SIZE + usize::from(self.x)
    }
    /// The square beside this one, `None` past the border.
    pub fn beside(self, dir: Dir) -> Option<Square> {
        let (dx, dy) = dir.step();
        let (x, y) = (self.x as i8 + dx, self.y as i8 + dy);
        (0..SIZE as i8).contains(&x).then_some(())?;
        (0..SIZE as i8).contains(&y).then_some(())?;
        Some(Square { x: x as u8, y: y as u8 })
    }
    pub fn all() -> impl Iterator<Item = Square> {
        (0..SIZE as u8).flat_map(|y| (0..SIZE as u8).map(move |x| Square { x, y }))
    }
}

/// One maze: which sides of which squares are open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Maze {
    /// `open[square][dir]`: no wall on that side (on the border: a way out).
    open: [[bool; 4]; SIZE * SIZE],
}

impl Maze {
    /// The maze number `n` (0–3) of the game.
    pub fn number(n: usize) -> Option<Maze> {
        MAZES.get(n).map(|art| Maze::parse(art).expect("the mazes are checked by tests"))
    }

    /// Reads a drawing like the ones below; `None` if it is not a SIZE×SIZE maze drawing.
    pub fn parse(art: &str) -> Option<Maze> {
        let lines: Vec<&[u8]> = art.lines().map(str::as_bytes).collect();
        if lines.len() != 2 * SIZE + 1 || lines.iter().any(|l| l.len() != 3 * SIZE + 1) {
            return None;
        }
        let mut open = [[false; 4]; SIZE * SIZE];
        for sq in Square::all() {
            let (x, y) = (3 * usize::from(sq.x), 2 * usize::from(sq.y));
            let sides = &mut open[sq.index()];
            sides[Dir::North as usize] = lines[y][x + 1] == b' ';
            sides[Dir::South as usize] = lines[y + 2][x + 1] == b' ';
            sides[Dir::West as usize] = lines[y + 1][x] == b' ';
            sides[Dir::East as usize] = lines[y + 1][x + 3] == b' ';
        }
        Some(Maze { open })
    }

    /// Whether one may walk from `square` towards `dir` (off the board: through an exit).
    pub fn is_open(&self, square: Square, dir: Dir) -> bool {
        self.open[square.index()][dir as usize]
    }

    /// The ways out: a border square and the direction that leaves the maze.
    pub fn exits(&self) -> Vec<(Square, Dir)> {
        Square::all()
            .flat_map(|s| Dir::ALL.into_iter().map(move |d| (s, d)))
            .filter(|&(s, d)| s.beside(d).is_none() && self.is_open(s, d))
            .collect()
    }

    /// The squares one can walk to from `square` in one step, inside the maze.
    pub fn neighbours(&self, square: Square) -> impl Iterator<Item = (Dir, Square)> + '_ {
        Dir::ALL.into_iter().filter(move |&d| self.is_open(square, d)).filter_map(move |d| Some((d, square.beside(d)?)))
    }
}

/// The mazes, in the order the set-up offers them.
pub const MAZES: [&str; 4] = [
    // 1
    concat!(
        "+--+--+--+--+--+--+  +--+\n",
        "|                       |\n",
        "+--+  +--+  +  +  +--+  +\n",
        "|     |                 |\n",
        "+  +--+--+--+--+--+  +--+\n",
        "|                       |\n",
        "+  +  +--+--+--+--+--+  +\n",
        "|  |                 |  |\n",
        "+  +  +  +  +  +--+  +  +\n",
        "|  |     |  |  |        |\n",
        "+  +--+  +  +  +--+--+  +\n",
        "|  |     |  |     |      \n",
        "+  +  +--+  +  +  +--+--+\n",
        "|           |  |        |\n",
        "+--+--+  +  +  +--+--+  +\n",
        "|                    |  |\n",
        "+--+  +--+--+--+--+--+--+\n",
    ),
    // 2
    concat!(
        "+--+--+  +--+  +--+--+--+\n",
        "|  |           |        |\n",
        "+  +  +--+  +--+  +--+  +\n",
        "|        |  |     |     |\n",
        "+  +--+  +  +  +--+  +--+\n",
        "|        |  |     |     |\n",
        "+  +--+  +  +--+--+--+  +\n",
        "|  |     |     |        |\n",
        "+  +--+  +  +  +  +--+--+\n",
        "|     |              |  |\n",
        "+  +  +--+--+--+--+  +  +\n",
        "|                 |     |\n",
        "+  +--+--+--+  +  +--+  +\n",
        "|  |           |     |  |\n",
        "+  +  +  +  +  +  +  +  +\n",
        "|        |        |      \n",
        "+--+--+--+--+--+--+--+--+\n",
    ),
    // 3
    concat!(
        "+--+--+--+--+--+--+--+--+\n",
        "|  |  |                 |\n",
        "+  +  +  +--+  +  +--+  +\n",
        "|     |                  \n",
        "+  +--+  +  +--+  +--+  +\n",
        "|  |                 |  |\n",
        "+  +  +  +  +  +--+  +  +\n",
        "|  |     |  |  |     |  |\n",
        "+  +--+  +  +  +  +--+  +\n",
        "|  |        |  |        |\n",
        "+  +  +  +  +--+  +--+--+\n",
        "|        |     |  |     |\n",
        "+  +  +--+--+  +  +--+  +\n",
        "   |     |     |     |  |\n",
        "+  +--+--+  +--+--+  +  +\n",
        "|           |           |\n",
        "+--+--+--+  +--+--+--+--+\n",
    ),
    // 4
    concat!(
        "+--+--+--+--+--+--+--+--+\n",
        "                        |\n",
        "+  +  +--+  +--+  +--+  +\n",
        "|  |  |  |              |\n",
        "+  +  +  +  +  +  +--+--+\n",
        "|  |           |     |  |\n",
        "+  +--+  +--+  +--+  +  +\n",
        "|  |     |     |        |\n",
        "+  +  +  +  +--+  +--+--+\n",
        "|     |  |  |     |     |\n",
        "+  +  +  +  +--+--+  +  +\n",
        "|  |     |              |\n",
        "+  +  +  +--+--+--+  +  +\n",
        "|        |           |   \n",
        "+--+  +  +  +--+--+--+  +\n",
        "|                       |\n",
        "+--+--+--+--+--+--+--+  +\n",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::VecDeque;

    fn mazes() -> Vec<Maze> {
        (0..MAZES.len()).map(|n| Maze::number(n).unwrap()).collect()
    }

    /// Squares reachable from `start` without entering `blocked`.
    fn reachable(maze: &Maze, start: Square, blocked: Option<Square>) -> Vec<bool> {
        let mut seen = vec![false; SIZE * SIZE];
        let mut queue = VecDeque::from([start]);
        seen[start.index()] = true;
        while let Some(s) = queue.pop_front() {
            for (_, n) in maze.neighbours(s) {
                if Some(n) != blocked && !seen[n.index()] {
                    seen[n.index()] = true;
                    queue.push_back(n);
                }
            }
        }
        seen
    }

    #[test]
    fn there_are_four_mazes_of_eight_by_eight_squares() {
        assert_eq!(MAZES.len(), 4);
        for (n, art) in MAZES.iter().enumerate() {
            assert!(Maze::parse(art).is_some(), "maze {n} is an 8×8 drawing");
        }
        assert!(Maze::number(4).is_none());
        assert!(Maze::parse("+--+\n|  |\n+--+\n").is_none());
        let wall = format!("{}+\n", "+--".repeat(SIZE));
        assert!(Maze::parse(&format!("{}{wall}", MAZES[0])).is_none(), "a line too many");
        assert!(Maze::parse(&MAZES[0].replacen("+\n", "+ \n", 1)).is_none(), "a line too long");
    }

    #[test]
    fn a_wall_is_the_same_wall_seen_from_both_sides() {
        for (n, maze) in mazes().iter().enumerate() {
            for s in Square::all() {
                for d in Dir::ALL {
                    if let Some(t) = s.beside(d) {
                        assert_eq!(maze.is_open(s, d), maze.is_open(t, d.back()), "maze {n} {s:?} {d:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn each_maze_has_exactly_three_ways_out() {
        for (n, maze) in mazes().iter().enumerate() {
            assert_eq!(maze.exits().len(), 3, "maze {n}");
        }
    }

    #[test]
    fn every_square_can_be_reached_from_every_way_in() {
        for (n, maze) in mazes().iter().enumerate() {
            for (entrance, _) in maze.exits() {
                assert!(reachable(maze, entrance, None).iter().all(|&r| r), "maze {n} from {entrance:?}");
            }
        }
    }

    #[test]
    fn each_maze_has_loops_so_that_a_landslide_can_leave_a_way() {
        for (n, maze) in mazes().iter().enumerate() {
            // A maze without loops has squares − 1 passages; every passage more closes a loop.
            let passages = Square::all().map(|s| maze.neighbours(s).count()).sum::<usize>() / 2;
            let loops = passages + 1 - SIZE * SIZE;
            assert!(loops >= 6, "maze {n} has {loops} loops");
            // Squares a landslide may block, leaving all the others reachable from a way out.
            let (entrance, _) = maze.exits()[0];
            let blockable = Square::all()
                .filter(|&b| {
                    b != entrance && {
                        let seen = reachable(maze, entrance, Some(b));
                        Square::all().all(|s| s == b || seen[s.index()])
                    }
                })
                .count();
            assert!(blockable >= SIZE * SIZE / 3, "maze {n}: only {blockable} squares can take a landslide");
        }
    }

    #[test]
    fn turning_goes_round_the_compass() {
        assert_eq!(Dir::North.left(), Dir::West);
        assert_eq!(Dir::North.right(), Dir::East);
        assert_eq!(Dir::East.back(), Dir::West);
        assert_eq!(Dir::West.right().right().right().right(), Dir::West);
    }
}
