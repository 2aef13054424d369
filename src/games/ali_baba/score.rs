//! End scoring: each kind scores by the size of its group; ties go to fewer tiles, then are shared.

use super::{State, Tile};
use crate::games::{Outcome, Seat};
use serde::{Deserialize, Serialize};

/// 1, 3, 6, 10, 15, 21 points for a group of 1 to 6 tiles of one kind.
pub fn group_points(size: usize) -> i32 {
    (size * (size + 1) / 2) as i32
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreLine {
    pub seat: Seat,
    /// Tiles held per kind, in `Kind::ALL` order.
    pub kinds: [u8; 10],
    pub effect_points: i32,
    pub group_points: i32,
    pub total: i32,
    pub tiles: usize,
}

pub fn kind_counts(tiles: &[Tile]) -> [u8; 10] {
    let mut counts = [0u8; 10];
    for t in tiles {
        counts[t.kind().index()] += 1;
    }
    counts
}

pub fn groups_total(tiles: &[Tile]) -> i32 {
    kind_counts(tiles).iter().map(|&c| group_points(c as usize)).sum()
}

pub fn score_lines(state: &State) -> Vec<ScoreLine> {
    state
        .hands
        .iter()
        .enumerate()
        .map(|(seat, hand)| {
            let groups = groups_total(&hand.tiles);
            ScoreLine {
                seat: seat as Seat,
                kinds: kind_counts(&hand.tiles),
                effect_points: hand.points,
                group_points: groups,
                total: hand.points + groups,
                tiles: hand.tiles.len(),
            }
        })
        .collect()
}

/// Most points; among those, fewest tiles; whoever is still level shares the win.
pub fn winners(lines: &[ScoreLine]) -> Vec<Seat> {
    let best = lines.iter().map(|l| (l.total, std::cmp::Reverse(l.tiles))).max();
    lines.iter().filter(|l| Some((l.total, std::cmp::Reverse(l.tiles))) == best).map(|l| l.seat).collect()
}

pub(super) fn outcome(state: &State) -> Outcome {
    let lines = score_lines(state);
    Outcome { points: lines.iter().map(|l| l.total).collect(), winners: winners(&lines), side: None }
}
