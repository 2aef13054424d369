//! What the Adventurers see by their lamp: one of the printed game's ten views. The lamp lights
//! about one and a half squares: the side of their square they face, and, if it is open, the
//! ways on from the square in front (left, straight on, right).

use super::maze::{Dir, Maze, Square};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ahead {
    /// A wall straight ahead.
    Wall,
    /// The way out of the maze, in daylight.
    Daylight,
    /// An open way onto the square in front, and which of its sides lead on (as seen walking in).
    Way { left: bool, straight: bool, right: bool },
}

impl Ahead {
    /// The ten views: a wall, daylight, and the eight ways on (each side open or not).
    pub const ALL: [Ahead; 10] = {
        let mut all = [Ahead::Wall; 10];
        all[1] = Ahead::Daylight;
        let mut i = 0;
        while i < 8 {
            all[2 + i] = Ahead::Way { left: i & 4 != 0, straight: i & 2 != 0, right: i & 1 != 0 };
            i += 1;
        }
        all
    };
}

/// A direction as seen by someone facing another: what "the arrow points to the left" means.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Relative {
    Ahead,
    Right,
    Back,
    Left,
}

/// How `dir` looks to someone facing `facing`.
pub fn relative(facing: Dir, dir: Dir) -> Relative {
    [Relative::Ahead, Relative::Right, Relative::Back, Relative::Left][(dir as usize + 4 - facing as usize) % 4]
}

/// The view from `square`, facing `facing`.
pub fn ahead(maze: &Maze, square: Square, facing: Dir) -> Ahead {
    if !maze.is_open(square, facing) {
        return Ahead::Wall;
    }
    match square.beside(facing) {
        None => Ahead::Daylight,
        Some(next) => Ahead::Way {
            left: maze.is_open(next, facing.left()),
            straight: maze.is_open(next, facing),
            right: maze.is_open(next, facing.right()),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sidibaba::maze::MAZES;

    #[test]
    fn every_square_and_facing_of_every_maze_shows_one_of_the_ten_views_and_matches_the_walls() {
        let mut seen = std::collections::HashSet::new();
        for n in 0..MAZES.len() {
            let maze = Maze::number(n).unwrap();
            for square in Square::all() {
                for facing in Dir::ALL {
                    let view = ahead(&maze, square, facing);
                    assert!(Ahead::ALL.contains(&view));
                    seen.insert(view);
                    match view {
                        Ahead::Wall => assert!(!maze.is_open(square, facing)),
                        Ahead::Daylight => assert!(maze.exits().contains(&(square, facing))),
                        Ahead::Way { left, straight, right } => {
                            let next = square.beside(facing).expect("a square in front");
                            assert!(maze.is_open(next, facing.back()), "the way in is open from the other side too");
                            assert_eq!(left, maze.is_open(next, facing.left()));
                            assert_eq!(straight, maze.is_open(next, facing));
                            assert_eq!(right, maze.is_open(next, facing.right()));
                        }
                    }
                }
            }
        }
        assert_eq!(seen.len(), 10, "the four mazes show all ten views: {seen:?}");
    }

    #[test]
    fn an_arrow_is_told_as_seen_from_where_they_stand() {
        assert_eq!(relative(Dir::North, Dir::North), Relative::Ahead);
        assert_eq!(relative(Dir::North, Dir::East), Relative::Right);
        assert_eq!(relative(Dir::East, Dir::North), Relative::Left);
        assert_eq!(relative(Dir::South, Dir::North), Relative::Back);
        for facing in Dir::ALL {
            assert_eq!(relative(facing, facing.left()), Relative::Left);
            assert_eq!(relative(facing, facing.right()), Relative::Right);
            assert_eq!(relative(facing, facing.back()), Relative::Back);
        }
    }

    #[test]
    fn the_ten_views_are_distinct() {
        let set: std::collections::HashSet<_> = Ahead::ALL.into_iter().collect();
        assert_eq!(set.len(), 10);
    }
}
