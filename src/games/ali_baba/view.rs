//! What one player may see. The UI renders only this: face-down tiles carry no identity, other
//! players' screens only their size (or, with open screens, their counts per kind).

use super::{
    rules, score, Action, Cave, Colour, Kind, Phase, Place, Restriction, ScoreLine, Slot, State, Tile, Variant,
};
use crate::games::Seat;

#[derive(Clone, Debug, PartialEq)]
pub struct SlotView {
    pub slot: Slot,
    pub place: Place,
    /// `None` while face down.
    pub tile: Option<Tile>,
    /// The player to act may pick this tile now (take, or green's extra tile).
    pub selectable: bool,
    /// A white restriction forbids it to the player whose turn it is (drawn faded).
    pub restricted: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct PlayerView {
    pub name: String,
    pub effect_points: i32,
    pub tile_count: usize,
    /// Counts per kind: the viewer's own, everyone's with open screens, else `None`.
    pub kinds: Option<[u8; 10]>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum PhaseView {
    Take,
    Lamp {
        lamp: Tile,
    },
    Magic {
        tile: Tile,
    },
    /// Yellow: `seat` is choosing a tile to show; what was shown stays hidden until all have chosen.
    Showing {
        seat: Seat,
    },
    Keeping {
        shown: Vec<(Seat, Tile)>,
    },
    Over {
        scores: Vec<ScoreLine>,
        winners: Vec<Seat>,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct View {
    pub viewer: Seat,
    pub variant: Variant,
    pub cave: Cave,
    pub open_screens: bool,
    /// Tiles on the board, bottom layer first (drawing order).
    pub board: Vec<SlotView>,
    pub side: Vec<Tile>,
    pub players: Vec<PlayerView>,
    /// The viewer's own tiles.
    pub my_tiles: Vec<Tile>,
    pub current: Seat,
    pub start: Seat,
    pub to_act: Option<Seat>,
    pub phase: PhaseView,
    /// What the viewer may do now (empty unless it is the viewer's decision).
    pub choices: Vec<Action>,
    pub restrictions: Vec<Restriction>,
    pub face_down: usize,
    /// Once the last tile has flipped: turns still to play, this one included.
    pub turns_left: Option<u32>,
    pub removed_kinds: Vec<Kind>,
    pub boxed: usize,
    /// Every player's tiles as the table saw them go behind the screens: each was taken face
    /// up, swapped or kept in the open, and the game's history tells it. With closed screens
    /// the table does not draw them (players remember); the computer players read them here.
    pub seen_taken: Vec<Vec<Tile>>,
}

impl View {
    pub fn my_turn(&self) -> bool {
        self.to_act == Some(self.viewer)
    }
}

pub(super) fn view(state: &State, viewer: Seat) -> View {
    let geometry = state.geometry();
    let to_act = rules::to_act(state);
    let choices = if to_act == Some(viewer) { rules::legal_actions(state) } else { Vec::new() };
    let selectable: Vec<Slot> = match &state.phase {
        Phase::Take => state.takeable(),
        Phase::Magic { tile } if tile.colour() == Colour::Green => state.beside_options(),
        _ => Vec::new(),
    };
    let current = state.current();
    let board = state
        .board
        .iter()
        .enumerate()
        .filter_map(|(s, placed)| {
            let placed = (*placed)?;
            let slot = s as Slot;
            let tile = placed.face_up.then_some(placed.tile);
            Some(SlotView {
                slot,
                place: geometry.places[s],
                tile,
                selectable: selectable.contains(&slot),
                restricted: tile.is_some_and(|t| state.is_forbidden(current, t)),
            })
        })
        .collect();
    let players = state
        .hands
        .iter()
        .enumerate()
        .map(|(seat, hand)| PlayerView {
            name: state.config.players[seat].clone(),
            effect_points: hand.points,
            tile_count: hand.tiles.len(),
            kinds: (seat as Seat == viewer || state.config.open_screens).then(|| score::kind_counts(&hand.tiles)),
        })
        .collect();
    let phase = match &state.phase {
        Phase::Take => PhaseView::Take,
        Phase::Lamp { lamp } => PhaseView::Lamp { lamp: *lamp },
        Phase::Magic { tile } => PhaseView::Magic { tile: *tile },
        Phase::Showing { waiting, .. } => PhaseView::Showing { seat: waiting[0] },
        Phase::Keeping { shown } => PhaseView::Keeping { shown: shown.clone() },
        Phase::Over => {
            let scores = score::score_lines(state);
            let winners = score::winners(&scores);
            PhaseView::Over { scores, winners }
        }
    };
    View {
        viewer,
        variant: state.config.variant,
        cave: state.config.variant.cave(),
        open_screens: state.config.open_screens,
        board,
        side: state.side.clone(),
        players,
        my_tiles: state.hands[viewer as usize].tiles.clone(),
        current,
        start: state.start,
        to_act,
        phase,
        choices,
        restrictions: state.restrictions.clone(),
        face_down: state.face_down_count(),
        turns_left: state.last_turn.map(|last| last + 1 - state.turn),
        removed_kinds: state.removed_kinds.clone(),
        boxed: state.boxed.len(),
        seen_taken: state.hands.iter().map(|h| h.tiles.clone()).collect(),
    }
}
