//! Dealing, moving through the cave, collecting, the thief, and the two ends of the game.

use super::cards::{turned, E, ENTRANCE_CARDS, N, S, W};
use super::{Action, Config, Event, Pawn, Phase, Placed, State, CARDS, COLS, ENTRANCE, ROWS, SQUARES, THIEF_HOME};
use crate::games::{check_names, rng::GameRng, ConfigError, GameId, Outcome, Seat};

/// Why an action was refused. The state is untouched when one of these is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleError {
    GameOver,
    /// Not this step of the turn.
    NotNow,
    /// Pawns go on free cards only.
    NotAFreeCard,
    /// No move of exactly the right number of steps ends there.
    NotReachable,
    /// The entrance cannot be reached with these steps (or leaving is not part of this game).
    CannotLeave,
    /// Staying is only for when there is no move and no free card at all.
    MustMove,
    /// A card turns by 0 to 3 quarter turns.
    NoSuchTurn,
}

pub(super) fn deal(config: &Config, seed: u64) -> Result<State, ConfigError> {
    check_names(GameId::ThousandAndOne, &config.players)?;
    let players = config.players.len();
    if matches!(config.start, Some(s) if usize::from(s) >= players) {
        return Err(ConfigError::NoSuchStartPlayer);
    }
    config.computers.check(players)?;
    let mut rng = GameRng::new(seed);
    let mut first: Vec<u8> = (0..ENTRANCE_CARDS as u8).collect();
    rng.shuffle(&mut first);
    let mut pile: Vec<u8> = (ENTRANCE_CARDS as u8..CARDS.len() as u8).collect();
    rng.shuffle(&mut pile);
    let mut board = vec![None; SQUARES as usize];
    let mut layout = first.into_iter();
    for (square, slot) in board.iter_mut().enumerate() {
        if square as u8 != ENTRANCE {
            // Each first card in a random orientation.
            *slot = Some(Placed { card: layout.next().expect("19 cards for 19 squares"), turn: rng.below(4) as u8 });
        }
    }
    let start = match config.start {
        Some(s) => s,
        None => rng.below(players as u32) as Seat,
    };
    Ok(State {
        config: config.clone(),
        rng,
        board,
        pile,
        collected: vec![Vec::new(); players],
        boxed: Vec::new(),
        lost: vec![0; players],
        pawns: vec![Pawn::NotPlaced; players],
        thief: 0,
        start,
        current: start,
        phase: Phase::PlacePawns,
        die: None,
        turns: 0,
    })
}

const DIRECTIONS: [u8; 4] = [N, E, S, W];

fn neighbour(square: u8, dir: u8) -> Option<u8> {
    let (col, row) = (square % COLS, square / COLS);
    match dir {
        N if row > 0 => Some(square - COLS),
        E if col + 1 < COLS => Some(square + 1),
        S if row + 1 < ROWS => Some(square + COLS),
        W if col > 0 => Some(square - 1),
        _ => None,
    }
}

fn opposite(dir: u8) -> u8 {
    match dir {
        N => S,
        S => N,
        E => W,
        _ => E,
    }
}

impl State {
    /// The walled edges of the card on `square`, as it lies.
    pub fn walls_at(&self, square: u8) -> u8 {
        self.board[square as usize].map_or(0, |p| turned(CARDS[p.card as usize].walls, p.turn))
    }

    /// The square one step from `from` towards `dir`, unless the outline or a wall is in the way.
    fn step(&self, from: u8, dir: u8) -> Option<u8> {
        let to = neighbour(from, dir)?;
        let walled = self.walls_at(from) & dir != 0 || self.walls_at(to) & opposite(dir) != 0;
        (!walled).then_some(to)
    }

    pub fn occupied(&self, square: u8) -> bool {
        self.pawns.contains(&Pawn::At(square))
    }

    fn free_cards(&self) -> Vec<u8> {
        (0..SQUARES).filter(|&s| self.board[s as usize].is_some() && !self.occupied(s)).collect()
    }

    /// Where a move of exactly `steps` from `from` can end, and whether it can leave on the way.
    pub fn destinations(&self, from: u8, steps: u8) -> (Vec<u8>, bool) {
        let mut ends = [false; SQUARES as usize];
        let mut visited = [false; SQUARES as usize];
        let mut leave = false;
        visited[from as usize] = true;
        self.walk(from, steps, &mut visited, &mut ends, &mut leave);
        ((0..SQUARES).filter(|&s| ends[s as usize]).collect(), leave)
    }

    fn walk(&self, at: u8, left: u8, visited: &mut [bool], ends: &mut [bool], leave: &mut bool) {
        if left == 0 {
            ends[at as usize] |= !self.occupied(at);
            return;
        }
        for dir in DIRECTIONS {
            let Some(next) = self.step(at, dir) else { continue };
            if next == ENTRANCE {
                // Any step that reaches the entrance leaves; the steps left over are lost.
                *leave |= !self.config.beginners;
                continue;
            }
            // Never a square twice, never onto or across an empty square; pawns may be jumped.
            if visited[next as usize] || self.board[next as usize].is_none() {
                continue;
            }
            visited[next as usize] = true;
            self.walk(next, left - 1, visited, ends, leave);
            visited[next as usize] = false;
        }
    }

    fn steps(&self) -> Option<u8> {
        match self.phase {
            Phase::Move { steps } => Some(steps),
            _ => None,
        }
    }

    fn position(&self) -> Option<u8> {
        match self.pawns[self.current as usize] {
            Pawn::At(square) => Some(square),
            _ => None,
        }
    }

    /// The move choices; `genie` when none exists and the genie places the pawn instead.
    pub fn moves(&self) -> (Vec<Action>, bool) {
        let (Some(steps), Some(from)) = (self.steps(), self.position()) else { return (Vec::new(), false) };
        let (ends, leave) = self.destinations(from, steps);
        let mut actions: Vec<Action> = ends.into_iter().map(Action::MoveTo).collect();
        if leave {
            actions.push(Action::Leave);
        }
        if !actions.is_empty() {
            return (actions, false);
        }
        let free = self.free_cards();
        if free.is_empty() {
            (vec![Action::Stay], false)
        } else {
            (free.into_iter().map(Action::MoveTo).collect(), true)
        }
    }

    fn seat_offset(&self, seat: Seat) -> usize {
        (usize::from(seat) + self.players() - usize::from(self.start)) % self.players()
    }

    pub(super) fn begin_turn(&mut self, events: &mut Vec<Event>) {
        events.push(Event::TurnBegins { seat: self.current });
        self.die = None;
        self.phase = if self.config.beginners {
            Phase::Roll
        } else {
            let square = self.position().expect("a pawn in the cave");
            let card = self.board[square as usize].expect("pawns stand on cards").card;
            Phase::Move { steps: CARDS[card as usize].treasures }
        };
    }

    fn advance_thief(&mut self, events: &mut Vec<Event>) -> bool {
        self.thief += 1;
        events.push(Event::ThiefMoved { to: self.thief });
        if self.thief >= THIEF_HOME {
            self.finish(events);
            true
        } else {
            false
        }
    }

    fn end_turn(&mut self, events: &mut Vec<Event>) {
        self.turns += 1;
        if self.pawns.iter().all(|&p| p == Pawn::Out) {
            self.finish(events);
            return;
        }
        let n = self.players() as Seat;
        let mut next = self.current;
        loop {
            next = (next + 1) % n;
            if self.pawns[next as usize] != Pawn::Out {
                break;
            }
        }
        // Passing the start player's place ends a round; with the pile used up the thieves
        // are coming home, one space every round.
        let round_over = self.seat_offset(next) <= self.seat_offset(self.current);
        if round_over && self.pile.is_empty() && self.advance_thief(events) {
            return;
        }
        self.current = next;
        self.begin_turn(events);
    }

    fn finish(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::Over;
        if !self.config.beginners {
            // Caught in the cave: the thieves take everything back.
            for seat in 0..self.players() {
                if matches!(self.pawns[seat], Pawn::At(_)) {
                    self.lost[seat] = self.treasures(seat as Seat);
                    events.push(Event::Caught { seat: seat as Seat, treasures: self.lost[seat] });
                    let lost = std::mem::take(&mut self.collected[seat]);
                    self.boxed.extend(lost);
                }
            }
        }
        events.push(Event::GameOver);
    }
}

/// Every action the rules allow now. Their order is a stored format (links number actions by
/// it), pinned by `tests/golden.rs` (`legal-actions-v1.txt`): change it only with a new link
/// format.
pub(super) fn legal_actions(state: &State) -> Vec<Action> {
    match state.phase {
        Phase::Over => Vec::new(),
        Phase::PlacePawns => state.free_cards().into_iter().map(Action::PlacePawn).collect(),
        Phase::Roll => vec![Action::Roll],
        Phase::Move { .. } => state.moves().0,
        Phase::Lay { .. } => (0..4).map(Action::Turn).collect(),
    }
}

/// Why `action` is not legal now (it has already been found missing from the legal list).
fn reason(state: &State, action: Action) -> RuleError {
    match (state.phase, action) {
        (Phase::Over, _) => RuleError::GameOver,
        (Phase::PlacePawns, Action::PlacePawn(_)) => RuleError::NotAFreeCard,
        (Phase::Move { .. }, Action::MoveTo(_)) => RuleError::NotReachable,
        (Phase::Move { .. }, Action::Leave) => RuleError::CannotLeave,
        (Phase::Move { .. }, Action::Stay) => RuleError::MustMove,
        (Phase::Lay { .. }, Action::Turn(_)) => RuleError::NoSuchTurn,
        _ => RuleError::NotNow,
    }
}

/// Plays `action`; on error the state is left exactly as it was. Here a position has few
/// actions (the cards a pawn reaches, a card's turns), so the legal list is the rule, and
/// `reason` only names why an action is missing from it (Ali Baba checks reason by reason;
/// Sidibaba plays on a copy).
pub(super) fn apply(state: &mut State, action: Action) -> Result<Vec<Event>, RuleError> {
    if !legal_actions(state).contains(&action) {
        return Err(reason(state, action));
    }
    let mut events = Vec::new();
    let seat = state.current;
    match (state.phase, action) {
        (Phase::PlacePawns, Action::PlacePawn(square)) => {
            state.pawns[seat as usize] = Pawn::At(square);
            events.push(Event::PawnPlaced { seat, square });
            let next = (seat + 1) % state.players() as Seat;
            if state.pawns[next as usize] == Pawn::NotPlaced {
                state.current = next;
            } else {
                state.current = state.start;
                state.begin_turn(&mut events);
            }
        }
        (Phase::Roll, Action::Roll) => {
            let value = state.rng.below(6) as u8 + 1;
            state.die = Some(value);
            state.phase = Phase::Move { steps: value };
            events.push(Event::Rolled { seat, value });
        }
        (Phase::Move { .. }, Action::Stay) => {
            events.push(Event::Stayed { seat });
            state.end_turn(&mut events);
        }
        (Phase::Move { .. }, _) => {
            let from = state.position().expect("a pawn in the cave");
            let genie = state.moves().1;
            match action {
                Action::Leave => {
                    state.pawns[seat as usize] = Pawn::Out;
                    events.push(Event::Left { seat, from });
                }
                Action::MoveTo(to) => {
                    state.pawns[seat as usize] = Pawn::At(to);
                    events.push(Event::Moved { seat, from, to, genie });
                }
                _ => unreachable!(),
            }
            // Collect the card left behind; its head moves the thief before it is replaced.
            let card = state.board[from as usize].take().expect("pawns stand on cards").card;
            state.collected[seat as usize].push(card);
            events.push(Event::Collected { seat, card });
            if CARDS[card as usize].head && state.advance_thief(&mut events) {
                return Ok(events);
            }
            match state.pile.pop() {
                Some(card) => state.phase = Phase::Lay { card, square: from },
                None => {
                    events.push(Event::SquareEmptied { square: from });
                    state.end_turn(&mut events);
                }
            }
        }
        (Phase::Lay { card, square }, Action::Turn(turn)) => {
            state.board[square as usize] = Some(Placed { card, turn });
            events.push(Event::CardLaid { square, card, turn });
            state.end_turn(&mut events);
        }
        _ => unreachable!(),
    }
    Ok(events)
}

/// Treasures per player; the winners are those who got out (everyone, for beginners) with the
/// most treasures, sharing a tie. Nobody out: nobody wins.
pub(super) fn outcome(state: &State) -> Outcome {
    let points: Vec<i32> = (0..state.players() as Seat).map(|s| state.treasures(s) as i32).collect();
    let counts = |seat: usize| state.config.beginners || state.pawns[seat] == Pawn::Out;
    let best = (0..state.players()).filter(|&s| counts(s)).map(|s| points[s]).max();
    let winners = (0..state.players()).filter(|&s| counts(s) && Some(points[s]) == best).map(|s| s as Seat).collect();
    Outcome { points, winners, side: None }
}
