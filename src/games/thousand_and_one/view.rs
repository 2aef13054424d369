//! What a player sees: in this game, everything. `choices` are the viewer's when it is their turn.

use super::{rules, Action, Card, Pawn, Phase, Placed, State, CARDS, ENTRANCE, SQUARES, THIEF_HOME};
use crate::games::Seat;

#[derive(Clone, Debug, PartialEq)]
pub struct SquareView {
    pub square: u8,
    /// The card lying there and its quarter turns; `None` for the entrance or an emptied square.
    pub card: Option<(Card, u8)>,
    /// Walled edges as the card lies (bits N, E, S, W).
    pub walls: u8,
    pub pawn: Option<Seat>,
    /// The player to act may choose this square now.
    pub selectable: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct PlayerView {
    pub name: String,
    pub pawn: Pawn,
    pub treasures: u32,
    pub cards: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub struct View {
    pub viewer: Seat,
    pub beginners: bool,
    pub squares: Vec<SquareView>,
    pub players: Vec<PlayerView>,
    pub current: Seat,
    pub to_act: Option<Seat>,
    pub phase: Phase,
    /// The thief's place: 0 the tent, `thief_home` the entrance.
    pub thief: u8,
    pub thief_home: u8,
    pub pile: usize,
    pub die: Option<u8>,
    /// No move is possible: the genie puts the pawn on any free card.
    pub genie: bool,
    /// The card waiting to be laid, and where.
    pub laying: Option<(Card, u8)>,
    pub choices: Vec<Action>,
    /// At the end: who the thieves caught, and the treasures each lost to them.
    pub caught: Vec<bool>,
    pub lost: Vec<u32>,
    pub winners: Vec<Seat>,
    /// Who began (rounds end at their place again).
    pub start: Seat,
    /// The cards on the board as they lie (all face up), for the computer players.
    pub board: Vec<Option<Placed>>,
    /// Each player's collected cards (face up before them) and the cards the thieves took back:
    /// everything out of the cave and out of the pile, seen by all.
    pub collected: Vec<Vec<u8>>,
    pub boxed: Vec<u8>,
}

impl View {
    pub fn my_turn(&self) -> bool {
        self.to_act == Some(self.viewer)
    }
}

pub(super) fn view(state: &State, viewer: Seat) -> View {
    let to_act = (!state.is_over()).then_some(state.current);
    let all_choices = rules::legal_actions(state);
    let selectable: Vec<u8> = all_choices
        .iter()
        .filter_map(|a| match a {
            Action::MoveTo(s) | Action::PlacePawn(s) => Some(*s),
            _ => None,
        })
        .collect();
    let squares = (0..SQUARES)
        .map(|square| {
            let placed = state.board[square as usize];
            SquareView {
                square,
                card: placed.map(|p| (CARDS[p.card as usize], p.turn)),
                walls: state.walls_at(square),
                pawn: state.pawns.iter().position(|&p| p == Pawn::At(square)).map(|s| s as Seat),
                selectable: selectable.contains(&square) && square != ENTRANCE,
            }
        })
        .collect();
    let players = state
        .pawns
        .iter()
        .enumerate()
        .map(|(seat, &pawn)| PlayerView {
            name: state.config.players[seat].clone(),
            pawn,
            treasures: state.treasures(seat as Seat),
            cards: state.collected[seat].len(),
        })
        .collect();
    let over = state.is_over();
    View {
        viewer,
        beginners: state.config.beginners,
        squares,
        players,
        current: state.current,
        to_act,
        phase: state.phase,
        thief: state.thief,
        thief_home: THIEF_HOME,
        pile: state.pile.len(),
        die: state.die,
        genie: state.moves().1,
        laying: match state.phase {
            Phase::Lay { card, square } => Some((CARDS[card as usize], square)),
            _ => None,
        },
        choices: if to_act == Some(viewer) { all_choices } else { Vec::new() },
        caught: state.pawns.iter().map(|p| over && !state.config.beginners && matches!(p, Pawn::At(_))).collect(),
        lost: state.lost.clone(),
        winners: if over { rules::outcome(state).winners } else { Vec::new() },
        start: state.start,
        board: state.board.clone(),
        collected: state.collected.clone(),
        boxed: state.boxed.clone(),
    }
}
