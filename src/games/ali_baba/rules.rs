//! Dealing, the legal actions and `apply`: the whole turn structure of Ali Baba.

use super::{
    Action, Ban, Colour, Config, Event, Geometry, Hand, Kind, Phase, Placed, Restriction, Slot, State, Tile, TurnFacts,
    Variant,
};
use crate::games::{rng::GameRng, ConfigError, Seat};

/// Why an action was refused. The state is untouched when one of these is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleError {
    GameOver,
    /// The action does not belong to this step of the turn (or to this player).
    NotNow,
    /// No tile lies at that place.
    NoTileThere,
    /// The tile there is face down (covered).
    FaceDown,
    /// A white tile forbids it until its owner's next turn.
    Forbidden,
    /// Green: the tile does not share an edge with the one taken.
    NotBeside,
    NoSuchSideTile,
    /// Yellow: that tile is not behind your screen.
    NotYourTile,
    /// Yellow: that tile was not shown.
    NotShown,
}

pub(super) fn deal(config: &Config, seed: u64) -> Result<State, ConfigError> {
    config.validate()?;
    let mut rng = GameRng::new(seed);
    let geometry = Geometry::of(config.variant.cave());
    let mut side = Vec::new();
    let mut removed_kinds = Vec::new();
    let mut pool: Vec<Tile> = Tile::all().collect();
    match config.variant {
        Variant::Standard => {}
        Variant::AladdinsLamp => {
            let (lamps, mut others): (Vec<Tile>, Vec<Tile>) = pool.into_iter().partition(|t| t.kind() == Kind::Lamp);
            rng.shuffle(&mut others);
            side = others.drain(..6).collect();
            others.extend(lamps);
            pool = others;
        }
        Variant::TreasureEquality => {
            removed_kinds.push(Kind::ALL[rng.below(10) as usize]);
        }
        Variant::SmallCave => {
            let mut kinds = Kind::ALL;
            rng.shuffle(&mut kinds);
            // In the kinds' order (no sort: its code would cost the page more than this).
            removed_kinds.extend(Kind::ALL.into_iter().filter(|k| kinds[..3].contains(k)));
        }
    }
    pool.retain(|t| !removed_kinds.contains(&t.kind()));
    rng.shuffle(&mut pool);
    let boxed = pool.split_off(geometry.slot_count());
    let top = geometry.top_layer();
    let board = pool
        .into_iter()
        .zip(&geometry.places)
        .map(|(tile, place)| Some(Placed { tile, face_up: place.layer == top }))
        .collect();
    let players = config.players.len();
    let start = match config.start {
        Some(seat) => seat,
        None => rng.below(players as u32) as Seat,
    };
    Ok(State {
        config: config.clone(),
        rng,
        board,
        side,
        boxed,
        removed_kinds,
        hands: vec![Hand { tiles: Vec::new(), points: 0 }; players],
        start,
        turn: 0,
        phase: Phase::Take,
        facts: TurnFacts::default(),
        restrictions: Vec::new(),
        last_turn: None,
    })
}

pub(super) fn to_act(state: &State) -> Option<Seat> {
    match &state.phase {
        Phase::Over => None,
        Phase::Showing { waiting, .. } => waiting.first().copied(),
        _ => Some(state.current()),
    }
}

impl State {
    fn tile_at(&self, slot: Slot) -> Option<Placed> {
        self.board.get(slot as usize).copied().flatten()
    }

    fn is_covered(&self, slot: Slot) -> bool {
        self.geometry().above(slot).iter().any(|&s| self.board[s as usize].is_some())
    }

    pub(super) fn face_up_slots(&self) -> impl Iterator<Item = Slot> + '_ {
        (0..self.board.len() as Slot).filter(|&s| matches!(self.tile_at(s), Some(p) if p.face_up))
    }

    /// Whether a white tile of another player forbids `seat` to take `tile` from the board.
    pub fn is_forbidden(&self, seat: Seat, tile: Tile) -> bool {
        self.restrictions.iter().any(|r| r.owner != seat && r.ban.forbids(tile))
    }

    /// The tiles the current player may take: face up and not forbidden — or, if white leaves
    /// none, any face-up tile.
    pub fn takeable(&self) -> Vec<Slot> {
        let seat = self.current();
        let face_up: Vec<Slot> = self.face_up_slots().collect();
        let allowed: Vec<Slot> = face_up
            .iter()
            .copied()
            .filter(|&s| !self.is_forbidden(seat, self.board[s as usize].unwrap().tile))
            .collect();
        if allowed.is_empty() {
            face_up
        } else {
            allowed
        }
    }

    /// Green: face-up tiles sharing an edge with the place just emptied (white applies, no fallback).
    pub fn beside_options(&self) -> Vec<Slot> {
        let seat = self.current();
        self.geometry()
            .beside(self.facts.from)
            .iter()
            .copied()
            .filter(|&s| matches!(self.tile_at(s), Some(p) if p.face_up && !self.is_forbidden(seat, p.tile)))
            .collect()
    }

    pub fn face_down_count(&self) -> usize {
        self.board.iter().flatten().filter(|p| !p.face_up).count()
    }

    fn opponents_in_order(&self) -> impl Iterator<Item = Seat> + '_ {
        let n = self.players() as Seat;
        let me = self.current();
        (1..n).map(move |i| (me + i) % n)
    }

    /// Takes the tile off the board and flips every face-down tile no longer covered.
    fn lift(&mut self, slot: Slot, events: &mut Vec<Event>) -> (Tile, u8) {
        let tile = self.board[slot as usize].take().expect("checked by the caller").tile;
        let mut slots = Vec::new();
        for s in 0..self.board.len() as Slot {
            if matches!(self.board[s as usize], Some(p) if !p.face_up) && !self.is_covered(s) {
                self.board[s as usize].as_mut().unwrap().face_up = true;
                slots.push(s);
            }
        }
        let flipped = slots.len() as u8;
        if flipped > 0 {
            events.push(Event::Flipped { slots });
            if self.last_turn.is_none() && self.face_down_count() == 0 {
                // Finish this round, then one more round.
                let n = self.players() as u32;
                self.last_turn = Some((self.turn / n + 2) * n - 1);
                events.push(Event::LastTileFlipped);
            }
        }
        (tile, flipped)
    }

    /// Steps 1 and 2: the tile into the current player's hand, what it bared flipped; in the
    /// Aladdin's lamp variant a lamp may first be swapped.
    fn take(&mut self, slot: Slot, events: &mut Vec<Event>) {
        let seat = self.current();
        let layer = self.geometry().places[slot as usize].layer;
        events.push(Event::Took { seat, tile: self.board[slot as usize].unwrap().tile, slot });
        let (tile, flipped) = self.lift(slot, events);
        self.hands[seat as usize].tiles.push(tile);
        self.facts = TurnFacts { from: slot, flipped, bared_square: layer == 0 };
        if self.config.variant == Variant::AladdinsLamp && tile.kind() == Kind::Lamp {
            self.phase = Phase::Lamp { lamp: tile };
        } else {
            self.begin_magic(tile, events);
        }
    }

    /// Yellow magic: the next opponent shows a tile; once all have, the current player chooses.
    fn show(&mut self, mut waiting: Vec<Seat>, mut shown: Vec<(Seat, Tile)>, tile: Tile, events: &mut Vec<Event>) {
        let opponent = waiting.remove(0);
        shown.push((opponent, tile));
        events.push(Event::Showed { seat: opponent });
        if waiting.is_empty() {
            events.push(Event::Shown { tiles: shown.clone() });
            self.phase = Phase::Keeping { shown };
        } else {
            self.phase = Phase::Showing { waiting, shown };
        }
    }

    /// Step 3: some effects need a decision, the others happen at once.
    fn begin_magic(&mut self, tile: Tile, events: &mut Vec<Event>) {
        let seat = self.current();
        let colour = tile.colour();
        let immediate = match colour {
            // Effects that only ever gain points are always used: declining could never help.
            Colour::Pink => Some(5),
            Colour::Blue => Some(if self.facts.flipped > 0 {
                2 * i32::from(self.facts.flipped)
            } else if self.facts.bared_square {
                2
            } else {
                0
            }),
            Colour::Green if self.beside_options().is_empty() => Some(0),
            Colour::Yellow if self.opponents_in_order().all(|o| self.hands[o as usize].tiles.is_empty()) => Some(0),
            _ => None,
        };
        match immediate {
            Some(0) => {
                events.push(Event::NoEffect { seat, colour });
                self.end_turn(events);
            }
            Some(points) => {
                self.hands[seat as usize].points += points;
                events.push(Event::Scored { seat, points, colour });
                self.end_turn(events);
            }
            None => self.phase = Phase::Magic { tile },
        }
    }

    fn end_turn(&mut self, events: &mut Vec<Event>) {
        if self.board.iter().all(Option::is_none) || self.last_turn == Some(self.turn) {
            self.phase = Phase::Over;
            events.push(Event::GameOver);
            return;
        }
        self.turn += 1;
        let seat = self.current();
        self.restrictions.retain(|r| r.owner != seat);
        self.phase = Phase::Take;
        events.push(Event::TurnBegins { seat });
    }
}

/// Every action the rules allow now. Their order is a stored format (links number actions by
/// it), pinned by `tests/golden.rs` (`legal-actions-v1.txt`): change it only with a new link
/// format.
pub(super) fn legal_actions(state: &State) -> Vec<Action> {
    match &state.phase {
        Phase::Over => Vec::new(),
        Phase::Take => state.takeable().into_iter().map(Action::Take).collect(),
        Phase::Lamp { .. } => {
            std::iter::once(Action::KeepLamp).chain((0..state.side.len() as u8).map(Action::SwapLamp)).collect()
        }
        Phase::Magic { tile } => {
            let mut actions: Vec<Action> = match tile.colour() {
                Colour::Brown | Colour::Yellow => vec![Action::UseMagic],
                Colour::Green => state.beside_options().into_iter().map(Action::TakeBeside).collect(),
                Colour::White => Ban::all().map(Action::Forbid).collect(),
                Colour::Pink | Colour::Blue => Vec::new(),
            };
            actions.push(Action::Pass);
            actions
        }
        Phase::Showing { waiting, .. } => {
            state.hands[waiting[0] as usize].tiles.iter().copied().map(Action::Show).collect()
        }
        Phase::Keeping { shown } => {
            shown.iter().map(|&(_, t)| Action::Keep(t)).chain(std::iter::once(Action::Pass)).collect()
        }
    }
}

/// Checks `action` against the rules without changing anything.
fn check(state: &State, action: Action) -> Result<(), RuleError> {
    use RuleError::*;
    let seat = state.current();
    let take_check = |slot: Slot| -> Result<Placed, RuleError> {
        let placed = state.tile_at(slot).ok_or(NoTileThere)?;
        if !placed.face_up {
            return Err(FaceDown);
        }
        Ok(placed)
    };
    match (&state.phase, action) {
        (Phase::Over, _) => Err(GameOver),
        (Phase::Take, Action::Take(slot)) => {
            take_check(slot)?;
            if state.takeable().contains(&slot) {
                Ok(())
            } else {
                Err(Forbidden)
            }
        }
        (Phase::Lamp { .. }, Action::KeepLamp) => Ok(()),
        (Phase::Lamp { .. }, Action::SwapLamp(i)) if usize::from(i) < state.side.len() => Ok(()),
        (Phase::Lamp { .. }, Action::SwapLamp(_)) => Err(NoSuchSideTile),
        (Phase::Magic { .. }, Action::Pass) => Ok(()),
        (Phase::Magic { tile }, Action::UseMagic) if matches!(tile.colour(), Colour::Brown | Colour::Yellow) => Ok(()),
        (Phase::Magic { tile }, Action::Forbid(_)) if tile.colour() == Colour::White => Ok(()),
        (Phase::Magic { tile }, Action::TakeBeside(slot)) if tile.colour() == Colour::Green => {
            let placed = take_check(slot)?;
            if !state.geometry().beside(state.facts.from).contains(&slot) {
                Err(NotBeside)
            } else if state.is_forbidden(seat, placed.tile) {
                Err(Forbidden)
            } else {
                Ok(())
            }
        }
        (Phase::Showing { waiting, .. }, Action::Show(tile)) => {
            if state.hands[waiting[0] as usize].tiles.contains(&tile) {
                Ok(())
            } else {
                Err(NotYourTile)
            }
        }
        (Phase::Keeping { .. }, Action::Pass) => Ok(()),
        (Phase::Keeping { shown }, Action::Keep(tile)) => {
            if shown.iter().any(|&(_, t)| t == tile) {
                Ok(())
            } else {
                Err(NotShown)
            }
        }
        _ => Err(NotNow),
    }
}

/// Plays `action`; on error the state is left exactly as it was. The three games refuse an action
/// each in the way their rules read best: here every refusal has its own reason in the rulebook
/// (a tile not shown, a place covered), so `check` asks them all before anything changes.
pub(super) fn apply(state: &mut State, action: Action) -> Result<Vec<Event>, RuleError> {
    check(state, action)?;
    let mut events = Vec::new();
    let seat = state.current();
    let phase = std::mem::replace(&mut state.phase, Phase::Over);
    match (phase, action) {
        (Phase::Take, Action::Take(slot)) => state.take(slot, &mut events),
        (Phase::Lamp { lamp }, Action::KeepLamp) => state.begin_magic(lamp, &mut events),
        (Phase::Lamp { lamp }, Action::SwapLamp(i)) => {
            let got = std::mem::replace(&mut state.side[i as usize], lamp);
            let hand = &mut state.hands[seat as usize].tiles;
            hand.retain(|&t| t != lamp);
            hand.push(got);
            events.push(Event::Swapped { seat, lamp, got });
            state.begin_magic(got, &mut events);
        }
        (Phase::Magic { tile }, Action::Pass) => {
            events.push(Event::Declined { seat, colour: tile.colour() });
            state.end_turn(&mut events);
        }
        (Phase::Magic { tile }, Action::UseMagic) if tile.colour() == Colour::Brown => {
            let hand = &mut state.hands[seat as usize];
            let same = hand.tiles.iter().filter(|t| t.kind() == tile.kind()).count() as i32;
            hand.points += 2 * same;
            events.push(Event::Scored { seat, points: 2 * same, colour: Colour::Brown });
            state.end_turn(&mut events);
        }
        (Phase::Magic { .. }, Action::UseMagic) => {
            let waiting: Vec<Seat> =
                state.opponents_in_order().filter(|&o| !state.hands[o as usize].tiles.is_empty()).collect();
            state.phase = Phase::Showing { waiting, shown: Vec::new() };
        }
        (Phase::Magic { .. }, Action::TakeBeside(slot)) => {
            events.push(Event::TookBeside { seat, tile: state.board[slot as usize].unwrap().tile, slot });
            let (tile, _) = state.lift(slot, &mut events);
            state.hands[seat as usize].tiles.push(tile);
            state.end_turn(&mut events);
        }
        (Phase::Magic { .. }, Action::Forbid(ban)) => {
            state.restrictions.push(Restriction { owner: seat, ban });
            events.push(Event::Forbade { seat, ban });
            state.end_turn(&mut events);
        }
        (Phase::Showing { waiting, shown }, Action::Show(tile)) => state.show(waiting, shown, tile, &mut events),
        (Phase::Keeping { .. }, Action::Pass) => {
            events.push(Event::Declined { seat, colour: Colour::Yellow });
            state.end_turn(&mut events);
        }
        (Phase::Keeping { shown }, Action::Keep(tile)) => {
            let from = shown.iter().find(|&&(_, t)| t == tile).map(|&(s, _)| s).expect("checked");
            state.hands[from as usize].tiles.retain(|&t| t != tile);
            state.hands[seat as usize].tiles.push(tile);
            events.push(Event::Kept { seat, tile, from });
            state.end_turn(&mut events);
        }
        // check() admits exactly the pairs handled above.
        _ => unreachable!(),
    }
    Ok(events)
}
