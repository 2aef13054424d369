//! Where the tiles of the pyramid lie, seen from above, in half-units (so that the ½ offsets of
//! the upper layers stay whole numbers). A tile covers the square from `(x, y)` to `(x+2, y+2)`.

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// The two sides of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cave {
    /// 5×5 side: 25 + 16 + 9 + 4 = 54 tiles.
    Standard,
    /// 4×4 side: 16 + 12 + 6 + 2 = 36 tiles.
    Small,
}

/// Index of a position in the pyramid: bottom layer first, then row by row.
pub type Slot = u8;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub layer: u8,
    /// Corner of the covered square, in half-units.
    pub x: u8,
    pub y: u8,
}

#[derive(Debug)]
pub struct Geometry {
    pub places: Vec<Place>,
    /// Width (and height) of the board in half-units.
    pub size: u8,
    pub layers: u8,
    /// For each slot, the slots of higher layers that overlap it.
    above: Vec<Vec<Slot>>,
    /// For each slot, the slots whose squares share a piece of edge with it.
    beside: Vec<Vec<Slot>>,
}

/// (cols, rows, dx, dy) per layer, offsets in half-units.
const STANDARD: [(u8, u8, u8, u8); 4] = [(5, 5, 0, 0), (4, 4, 1, 1), (3, 3, 2, 2), (2, 2, 3, 3)];
const SMALL: [(u8, u8, u8, u8); 4] = [(4, 4, 0, 0), (3, 4, 1, 0), (2, 3, 2, 1), (1, 2, 3, 2)];

fn overlap(a: Place, b: Place) -> bool {
    a.x.abs_diff(b.x) < 2 && a.y.abs_diff(b.y) < 2
}

/// Squares that touch along an edge of positive length (a corner is not enough).
fn share_edge(a: Place, b: Place) -> bool {
    (a.x.abs_diff(b.x) == 2 && a.y.abs_diff(b.y) < 2) || (a.y.abs_diff(b.y) == 2 && a.x.abs_diff(b.x) < 2)
}

fn build(layout: &[(u8, u8, u8, u8)], size: u8) -> Geometry {
    let mut places = Vec::new();
    for (layer, &(cols, rows, dx, dy)) in layout.iter().enumerate() {
        for row in 0..rows {
            for col in 0..cols {
                places.push(Place { layer: layer as u8, x: 2 * col + dx, y: 2 * row + dy });
            }
        }
    }
    let above = places
        .iter()
        .map(|&p| {
            (0..places.len() as Slot)
                .filter(|&s| places[s as usize].layer > p.layer && overlap(p, places[s as usize]))
                .collect()
        })
        .collect();
    let beside = places
        .iter()
        .map(|&p| (0..places.len() as Slot).filter(|&s| share_edge(p, places[s as usize])).collect())
        .collect();
    Geometry { places, size, layers: layout.len() as u8, above, beside }
}

impl Geometry {
    pub fn of(cave: Cave) -> &'static Geometry {
        static STANDARD_CAVE: OnceLock<Geometry> = OnceLock::new();
        static SMALL_CAVE: OnceLock<Geometry> = OnceLock::new();
        match cave {
            Cave::Standard => STANDARD_CAVE.get_or_init(|| build(&STANDARD, 10)),
            Cave::Small => SMALL_CAVE.get_or_init(|| build(&SMALL, 8)),
        }
    }

    /// The row and column of `place` within its layer, counted from 1: what a player hears
    /// ("layer 2, row 1, column 3").
    pub fn row_col(&self, place: Place) -> (u8, u8) {
        let layer = self.places.iter().filter(|p| p.layer == place.layer);
        let (x0, y0) = layer.fold((place.x, place.y), |(x, y), p| (x.min(p.x), y.min(p.y)));
        ((place.y - y0) / 2 + 1, (place.x - x0) / 2 + 1)
    }

    /// How many places the cave has (54 or 36).
    pub fn slot_count(&self) -> usize {
        self.places.len()
    }

    /// Slots of higher layers overlapping `slot` (whether or not a tile still lies there).
    pub fn above(&self, slot: Slot) -> &[Slot] {
        &self.above[slot as usize]
    }

    /// Slots sharing a piece of edge with `slot`, seen from above, on any layer.
    pub fn beside(&self, slot: Slot) -> &[Slot] {
        &self.beside[slot as usize]
    }

    pub fn top_layer(&self) -> u8 {
        self.layers - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_standard_cave_has_54_places_in_four_layers() {
        let g = Geometry::of(Cave::Standard);
        let per_layer: Vec<usize> = (0..4).map(|l| g.places.iter().filter(|p| p.layer == l).count()).collect();
        assert_eq!(per_layer, [25, 16, 9, 4]);
    }

    #[test]
    fn the_small_cave_has_36_places_in_four_layers() {
        let g = Geometry::of(Cave::Small);
        let per_layer: Vec<usize> = (0..4).map(|l| g.places.iter().filter(|p| p.layer == l).count()).collect();
        assert_eq!(per_layer, [16, 12, 6, 2]);
    }

    #[test]
    fn every_place_has_its_own_spoken_layer_row_and_column() {
        for cave in [Cave::Standard, Cave::Small] {
            let g = Geometry::of(cave);
            let mut names: Vec<(u8, u8, u8)> = g
                .places
                .iter()
                .map(|&p| {
                    let (row, col) = g.row_col(p);
                    (p.layer, row, col)
                })
                .collect();
            assert!(names.iter().all(|&(_, r, c)| r >= 1 && c >= 1));
            names.sort();
            names.dedup();
            assert_eq!(names.len(), g.slot_count(), "{cave:?}: no two places share a name");
        }
        let g = Geometry::of(Cave::Standard);
        assert_eq!(g.row_col(g.places[0]), (1, 1));
        assert_eq!(g.row_col(g.places[24]), (5, 5), "the last of the 25 on the bottom layer");
        assert_eq!(g.row_col(g.places[25]), (1, 1), "the first of layer 2");
    }

    fn directly_under(g: &Geometry, slot: Slot) -> usize {
        let p = g.places[slot as usize];
        (0..g.slot_count() as Slot)
            .filter(|&s| g.places[s as usize].layer + 1 == p.layer && g.above(s).contains(&slot))
            .count()
    }

    #[test]
    fn each_upper_tile_of_the_standard_cave_lies_over_four() {
        let g = Geometry::of(Cave::Standard);
        for s in 0..g.slot_count() as Slot {
            if g.places[s as usize].layer > 0 {
                assert_eq!(directly_under(g, s), 4, "slot {s}");
            }
        }
    }

    #[test]
    fn in_the_small_cave_layer_one_lies_over_two_and_the_others_over_four() {
        let g = Geometry::of(Cave::Small);
        for s in 0..g.slot_count() as Slot {
            let want = match g.places[s as usize].layer {
                0 => continue,
                1 => 2,
                _ => 4,
            };
            assert_eq!(directly_under(g, s), want, "slot {s}");
        }
    }

    #[test]
    fn touching_only_at_a_corner_is_not_adjacent() {
        let a = Place { layer: 0, x: 0, y: 0 };
        let diagonal = Place { layer: 0, x: 2, y: 2 };
        let right = Place { layer: 0, x: 2, y: 0 };
        let half_shifted = Place { layer: 1, x: 2, y: 1 };
        assert!(!share_edge(a, diagonal));
        assert!(share_edge(a, right));
        assert!(share_edge(a, half_shifted));
    }
}
