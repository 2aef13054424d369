//! Sparring players of A Thousand and One Treasures, written from the rules and the seat's view
//! alone. Three heuristic tempers share one reading of the cave (turns home through the walls, a
//! clock of the thief): `HomeEarly` banks early, `Gambler` hunts gold and leaves late, `Blocker`
//! lays walls across its rivals' ways. `Rollout` plays every choice out over shuffled piles.

use crate::ai::AppPlayer;
use crate::games::rng::GameRng;
use crate::games::thousand_and_one::cards::{E, N, S, W};
use crate::games::thousand_and_one::{
    Action, Config, Pawn, Phase, Placed, State, ThousandAndOne, View, CARDS, COLS, ROWS, SQUARES,
};
use crate::games::{Computers, Game, Seat};

const SQ: usize = SQUARES as usize;
/// Turns home of a square with no way out found (then guessed).
const FAR: u8 = 99;

// ---------------------------------------------------------------------------------------------
// The table as the seat sees it
// ---------------------------------------------------------------------------------------------

/// The cards nobody sees: not on the board, not collected, not boxed, not being laid. They are
/// the draw pile, in an unknown order.
fn hidden_cards(view: &View) -> Vec<u8> {
    let mut seen = [false; CARDS.len()];
    let laid = view.board.iter().flatten().map(|p| p.card);
    let kept = view.collected.iter().flatten().chain(&view.boxed).copied();
    let laying = match view.phase {
        Phase::Lay { card, .. } => Some(card),
        _ => None,
    };
    for card in laid.chain(kept).chain(laying) {
        seen[card as usize] = true;
    }
    (0..CARDS.len() as u8).filter(|&c| !seen[c as usize]).collect()
}

/// The view rebuilt as a rules state, with `pile` as the guess of the draw pile (top last) and
/// `seed` for the die.
fn rebuild(view: &View, pile: Vec<u8>, seed: u64) -> State {
    State {
        config: Config {
            players: view.players.iter().map(|p| p.name.clone()).collect(),
            beginners: view.beginners,
            start: Some(view.start),
            computers: Computers::default(),
        },
        rng: GameRng::new(seed),
        board: view.board.clone(),
        pile,
        collected: view.collected.clone(),
        boxed: view.boxed.clone(),
        lost: view.lost.clone(),
        pawns: view.players.iter().map(|p| p.pawn).collect(),
        thief: view.thief,
        start: view.start,
        current: view.current,
        phase: view.phase,
        die: view.die,
        turns: 0,
    }
}

fn treasures_at(table: &State, square: u8) -> u8 {
    table.board()[square as usize].map_or(0, |p| CARDS[p.card as usize].treasures)
}

fn head_at(table: &State, square: u8) -> bool {
    table.board()[square as usize].is_some_and(|p| CARDS[p.card as usize].head)
}

fn square_of(table: &State, seat: Seat) -> Option<u8> {
    match table.pawn(seat) {
        Pawn::At(square) => Some(square),
        _ => None,
    }
}

fn in_cave(table: &State, seat: Seat) -> bool {
    square_of(table, seat).is_some()
}

/// Free cards a pawn of `seat` could be put on by the genie (its own square counts as free).
fn free_for(table: &State, seat: Seat) -> Vec<u8> {
    (0..SQUARES)
        .filter(|&s| table.board()[s as usize].is_some() && (!table.occupied(s) || square_of(table, seat) == Some(s)))
        .collect()
}

/// The turns a pawn of `seat` standing on each square needs to get out, the leaving turn
/// counted, on the board as it lies, the other pawns where they stand (cards drawn later are
/// not known).
fn turns_home(table: &State, seat: Seat) -> [u8; SQ] {
    let mut lifted = table.clone();
    lifted.pawns[seat as usize] = Pawn::Out;
    let genie_ends = free_for(table, seat);
    let mut ends: Vec<Vec<u8>> = vec![Vec::new(); SQ];
    let mut dist = [FAR; SQ];
    for s in 0..SQUARES {
        if lifted.board()[s as usize].is_none() {
            continue;
        }
        let (to, leave) = lifted.destinations(s, treasures_at(&lifted, s));
        if leave {
            dist[s as usize] = 1;
        } else if to.is_empty() {
            // No move at all: the genie puts the pawn on any free card.
            ends[s as usize] = genie_ends.iter().copied().filter(|&e| e != s).collect();
        } else {
            ends[s as usize] = to;
        }
    }
    // Relax until nothing shortens: 19 squares, a handful of rounds.
    let mut changed = true;
    while changed {
        changed = false;
        for s in 0..SQ {
            let best = ends[s].iter().map(|&e| dist[e as usize].saturating_add(1)).min().unwrap_or(FAR);
            if best < dist[s] {
                dist[s] = best;
                changed = true;
            }
        }
    }
    // Shut in as the board lies now: cards change as pawns take them, so guess from the way
    // through the fewest walls, a turn more than its length would take on open ground.
    let soft = steps_through_walls(table);
    for s in 0..SQ {
        if dist[s] == FAR {
            dist[s] = 2 + soft[s].div_ceil(2);
        }
    }
    dist
}

/// Steps from each square to the entrance when a wall may be crossed at the cost of `WALL`
/// steps (the time for the card that bears it to be taken and laid again); emptied squares
/// stay shut. A guide where the board as it lies has no way out.
fn steps_through_walls(table: &State) -> [u8; SQ] {
    const WALL: u8 = 4;
    let mut steps = [FAR; SQ];
    let cost = |from: u8, to: u8, dir: u8, back: u8| {
        let walled = table.walls_at(from) & dir != 0 || table.walls_at(to) & back != 0;
        if walled {
            WALL
        } else {
            1
        }
    };
    // The entrance's two neighbours: north of it and east of it.
    let entrance = crate::games::thousand_and_one::ENTRANCE;
    steps[(entrance - COLS) as usize] = cost(entrance - COLS, entrance, S, N);
    steps[(entrance + 1) as usize] = cost(entrance + 1, entrance, W, E);
    let mut changed = true;
    while changed {
        changed = false;
        for s in 0..SQUARES {
            if table.board()[s as usize].is_none() {
                continue;
            }
            for (dir, back) in [(N, S), (E, W), (S, N), (W, E)] {
                let Some(next) = neighbour(s, dir) else { continue };
                if table.board()[next as usize].is_none() {
                    continue;
                }
                let via = steps[next as usize].saturating_add(cost(s, next, dir, back));
                if via < steps[s as usize] {
                    steps[s as usize] = via;
                    changed = true;
                }
            }
        }
    }
    steps
}

/// The square next to `square` towards `dir`, inside the cave's outline.
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

/// The best treasure a pawn of `seat` standing on `from` can land on with its next move
/// (what it collects the turn after); for beginners the average over the die.
fn next_reach(table: &State, seat: Seat, from: u8) -> f32 {
    let mut moved = table.clone();
    moved.pawns[seat as usize] = Pawn::At(from);
    let best = |steps: u8| {
        let (to, _) = moved.destinations(from, steps);
        to.iter().map(|&s| treasures_at(&moved, s)).max().unwrap_or(0) as f32
    };
    if table.config().beginners {
        (1..=6).map(best).sum::<f32>() / 6.0
    } else {
        best(treasures_at(table, from))
    }
}

/// The share of the cards still to be taken (on the board and in the pile) that show a head.
fn head_rate(view: &View) -> f32 {
    let heads_total = CARDS.iter().filter(|c| c.head).count();
    let gone = view.collected.iter().flatten().chain(&view.boxed).filter(|&&c| CARDS[c as usize].head).count();
    let cards = view.board.iter().flatten().count() + view.pile + usize::from(view.laying.is_some());
    (heads_total - gone) as f32 / cards.max(1) as f32
}

/// The thief's clock as `me` sees it: for each of `me`'s next turns (this one first when it is
/// `me`'s move), the chance that the thief is not home yet when it begins. The turns are walked
/// in order: each pawn's first move takes the head it stands on (known), later ones a head at
/// `head_rate`; once the pile is used up he steps every round. Rivals leaving would slow him:
/// not counted, to be safe.
fn clock(view: &View, table: &State, me: Seat) -> Vec<f32> {
    let n = view.players.len() as Seat;
    let rate = head_rate(view);
    // chance[a]: he has come `a` steps nearer and is not home yet.
    let mut chance = vec![0.0f32; usize::from(view.thief_home.saturating_sub(view.thief)).max(1)];
    chance[0] = 1.0;
    let mut pile = view.pile as i32;
    let mut first = vec![true; n as usize];
    let mut seat = view.current;
    if matches!(view.phase, Phase::Lay { .. }) {
        // The mover has moved: the clock starts with the next seat.
        first[seat as usize] = false;
        seat = (seat + 1) % n;
        round_end(&mut chance, seat, view.start, pile);
    }
    let mut alive = Vec::new();
    for _ in 0..400 {
        if let Some(square) = square_of(table, seat) {
            let living: f32 = chance.iter().sum();
            if seat == me {
                alive.push(living);
            }
            if living < 0.01 || alive.len() >= 40 {
                break;
            }
            let known = f32::from(u8::from(head_at(table, square)));
            take(&mut chance, if first[seat as usize] { known } else { rate });
            first[seat as usize] = false;
            pile -= 1;
        }
        seat = (seat + 1) % n;
        round_end(&mut chance, seat, view.start, pile);
    }
    alive
}

/// A card taken that shows a head with chance `q`: the thief steps nearer with that chance.
fn take(chance: &mut [f32], q: f32) {
    for a in (0..chance.len()).rev() {
        let moved = chance[a] * q;
        chance[a] -= moved;
        if a + 1 < chance.len() {
            chance[a + 1] += moved;
        }
    }
}

/// Once the pile is used up, the thief steps at every round's end.
fn round_end(chance: &mut [f32], next: Seat, start: Seat, pile: i32) {
    if next == start && pile <= 0 {
        take(chance, 1.0);
    }
}

/// The turns left to `me` with at most `risk` of the thief coming first.
fn turns_within(alive: &[f32], risk: f32) -> u32 {
    alive.iter().take_while(|&&p| p >= 1.0 - risk).count() as u32
}

/// The best count of the players who are out already (to win, one must beat it).
fn best_out(table: &State) -> u32 {
    (0..table.players() as Seat).filter(|&s| table.pawn(s) == Pawn::Out).map(|s| table.treasures(s)).max().unwrap_or(0)
}

fn moves_of(view: &View) -> Vec<u8> {
    view.choices
        .iter()
        .filter_map(|a| match a {
            Action::MoveTo(s) | Action::PlacePawn(s) => Some(*s),
            _ => None,
        })
        .collect()
}

/// The first of the best by `score` (ties go to the earlier, so the choice is deterministic).
fn best_by<T: Copy>(items: &[T], score: impl Fn(T) -> f32) -> Option<T> {
    let mut best: Option<(T, f32)> = None;
    for &item in items {
        let s = score(item);
        if best.is_none_or(|(_, b)| s > b) {
            best = Some((item, s));
        }
    }
    best.map(|(item, _)| item)
}

// ---------------------------------------------------------------------------------------------
// The three heuristic tempers
// ---------------------------------------------------------------------------------------------

/// What a heuristic player weighs. The heuristic designs differ in these numbers and in whose
/// ways they mind when laying a card.
#[derive(Clone, Copy, Debug)]
struct Temper {
    /// The chance of being caught it accepts when counting the turns left.
    risk: f32,
    /// Own turns kept spare between the way home and the thief's arrival.
    spare: u32,
    /// How much longer than it looks a way home is taken to be.
    slack: f32,
    /// Worth of a three-treasure card above its three treasures.
    greed: f32,
    /// Cost of taking a head: it brings the end a step nearer for everyone.
    head: f32,
    /// Cost per turn of the way home from where the pawn lands.
    homing: f32,
    /// When laying: the weight of the rivals' ways and reach against one's own.
    spite: f32,
    /// Leaves as soon as no rival can catch up in the time the thief leaves.
    banker: bool,
}

const HOME_EARLY: Temper =
    Temper { risk: 0.05, spare: 0, slack: 0.5, greed: 0.5, head: 1.0, homing: 0.3, spite: 0.3, banker: true };
const GAMBLER: Temper =
    Temper { risk: 0.25, spare: 0, slack: 0.25, greed: 1.5, head: 0.2, homing: 0.05, spite: 0.2, banker: false };
const BLOCKER: Temper =
    Temper { risk: 0.12, spare: 0, slack: 0.25, greed: 0.5, head: 0.5, homing: 0.25, spite: 1.2, banker: false };

fn heuristic(view: &View, temper: &Temper) -> Action {
    if view.choices.len() == 1 {
        return view.choices[0];
    }
    let table = rebuild(view, Vec::new(), 0);
    match view.phase {
        Phase::Move { .. } if view.beginners => lucky_move(view, &table, temper),
        Phase::Move { .. } => cave_move(view, &table, temper),
        Phase::PlacePawns => place(view, &table, temper),
        Phase::Lay { card, square } => lay(view, &table, temper, card, square),
        // Rolling the die is the only choice, and it was returned above.
        _ => view.choices[0],
    }
}

/// Set-up: the card to start on (collected on the first move), what it leads to, and (for the
/// cautious) how near the way out it lies.
fn place(view: &View, table: &State, temper: &Temper) -> Action {
    let me = view.viewer;
    let home = turns_home(table, me);
    let squares = moves_of(view);
    let worth = |s: u8| {
        let t = f32::from(treasures_at(table, s));
        let far = if view.beginners { 0.0 } else { f32::from(home[s as usize].min(8)) };
        t + 0.6 * next_reach(table, me, s) - temper.head * f32::from(u8::from(head_at(table, s))) - temper.homing * far
    };
    best_by(&squares, worth).map_or(view.choices[0], Action::PlacePawn)
}

/// The worth of landing on `to`: collected next turn, what it leads to, its head, its way home.
fn landing_worth(table: &State, me: Seat, to: u8, far: u8, temper: &Temper) -> f32 {
    let t = treasures_at(table, to);
    let rich = if t == 3 { temper.greed } else { 0.0 };
    f32::from(t) + rich + 0.5 * next_reach(table, me, to)
        - temper.head * f32::from(u8::from(head_at(table, to)))
        - temper.homing * f32::from(far.min(8))
}

/// The full game: stay and collect while the way home fits in the turns the thief leaves; leave
/// when it no longer would (or, behind someone who is out, only when the last chance is gone).
fn cave_move(view: &View, table: &State, temper: &Temper) -> Action {
    let me = view.viewer;
    let here = square_of(table, me).expect("the pawn is in the cave");
    let home = turns_home(table, me);
    let alive = clock(view, table, me);
    let turns = turns_within(&alive, temper.risk);
    let bold = turns_within(&alive, 0.5);
    let can_leave = view.choices.contains(&Action::Leave);
    let banked = table.treasures(me) + u32::from(treasures_at(table, here));
    let behind = banked < to_beat(view, table, me);
    let moves = moves_of(view);
    // Ways close as cards are laid and pawns stand in them: a way home counts `slack` more.
    let way = |d: u8| (f32::from(home[d as usize]) * (1.0 + temper.slack)).ceil() as u32;
    let need = moves.iter().map(|&d| way(d)).min();
    // Going on means this turn plus `need` more, with `spare` turns in hand.
    let pressed = need.is_none_or(|n| n + 1 + temper.spare > turns);
    let hopeless = need.is_none_or(|n| n + 1 > bold);
    if can_leave {
        if temper.banker && safe_lead(view, table, me, banked) {
            return Action::Leave;
        }
        if !behind && (pressed || last_and_ahead(table, me, banked)) {
            return Action::Leave;
        }
        if behind && hopeless {
            return Action::Leave;
        }
    }
    if moves.is_empty() {
        return view.choices[0];
    }
    // Behind someone who is out, only the bold clock counts: caution cannot win that game.
    let (limit, spare) = if behind { (bold, 0) } else { (turns, temper.spare) };
    let hurry = (pressed && !behind) || hopeless;
    let fits = |d: u8| way(d) + 1 + spare <= limit;
    let worth = |d: u8| {
        let far = home[d as usize];
        if hurry {
            -10.0 * f32::from(far.min(20)) + f32::from(treasures_at(table, d))
        } else if !fits(d) {
            -100.0 - f32::from(far.min(20))
        } else {
            landing_worth(table, me, d, far, temper)
        }
    };
    best_by(&moves, worth).map_or(view.choices[0], Action::MoveTo)
}

/// The treasures a winner must pass: those of everyone out, and of every rival inside who
/// looks sure to get out (the way home fits well within the thief's clock).
fn to_beat(view: &View, table: &State, me: Seat) -> u32 {
    let escaping = |s: Seat| {
        let Some(at) = square_of(table, s) else { return false };
        let way = u32::from(turns_home(table, s)[at as usize]);
        // A turn in hand: "well within".
        way < turns_within(&clock(view, table, s), 0.1)
    };
    let inside = (0..table.players() as Seat).filter(|&s| s != me && in_cave(table, s) && escaping(s));
    inside.map(|s| table.treasures(s)).max().unwrap_or(0).max(best_out(table))
}

/// The last pawn in the cave, richer than everyone out: leaving now wins outright.
fn last_and_ahead(table: &State, me: Seat, banked: u32) -> bool {
    let alone = (0..table.players() as Seat).all(|s| s == me || !in_cave(table, s));
    alone && banked > best_out(table)
}

/// Richer than everyone out, and than every rival still inside could be at two treasures a
/// turn for all the turns the thief leaves them: banking now is the cautious win.
fn safe_lead(view: &View, table: &State, me: Seat, banked: u32) -> bool {
    let rivals_in = (0..table.players() as Seat).filter(|&s| s != me && in_cave(table, s));
    let inside_best = rivals_in.map(|s| table.treasures(s) + 2 * turns_within(&clock(view, table, s), 0.5)).max();
    banked > best_out(table) && inside_best.is_none_or(|b| banked > b)
}

/// Beginners: nobody leaves; the richest at the thief's arrival wins. Heads end the game sooner,
/// which suits the leader and hurts the others.
fn lucky_move(view: &View, table: &State, temper: &Temper) -> Action {
    let me = view.viewer;
    let mine = table.treasures(me) as i32;
    let best_other = (0..table.players() as Seat).filter(|&s| s != me).map(|s| table.treasures(s) as i32).max();
    let leading = best_other.is_none_or(|b| mine > b);
    let moves = moves_of(view);
    let worth = |d: u8| {
        let t = treasures_at(table, d);
        let rich = if t == 3 { temper.greed } else { 0.0 };
        let head = f32::from(u8::from(head_at(table, d)));
        let head_worth = if leading { 0.5 } else { -temper.head.max(0.3) };
        f32::from(t) + rich + 0.4 * next_reach(table, me, d) + head_worth * head
    };
    best_by(&moves, worth).map_or(view.choices[0], Action::MoveTo)
}

/// Laying the drawn card: each distinct turn of its walls is tried on the board. Only the turns
/// that keep one's own way home shortest are considered (the exit is shared: a wall against the
/// rivals must not shut oneself in); among them, one's own reach against the rivals' ways and
/// reach, weighted by `spite` and by how rich each rival is.
fn lay(view: &View, table: &State, temper: &Temper, card: u8, square: u8) -> Action {
    let me = view.viewer;
    let urgency = 1.0 + 3.0 * f32::from(view.thief) / f32::from(view.thief_home);
    let laid = |turn: u8| {
        let mut t = table.clone();
        t.board[square as usize] = Some(Placed { card, turn });
        t
    };
    let my_way = |turn: u8| match square_of(table, me) {
        Some(at) if !view.beginners => turns_home(&laid(turn), me)[at as usize],
        _ => 0,
    };
    let all = distinct_turns(card);
    let shortest = all.iter().map(|&t| my_way(t)).min().unwrap_or(0);
    let turns: Vec<u8> = all.into_iter().filter(|&t| my_way(t) == shortest).collect();
    let score = |turn: u8| {
        let t = laid(turn);
        let mine = seat_prospect(&t, me, urgency, temper);
        let rivals: f32 = (0..t.players() as Seat)
            .filter(|&s| s != me && in_cave(&t, s))
            .map(|s| (1.0 + t.treasures(s) as f32 / 8.0) * seat_prospect(&t, s, urgency, temper))
            .sum();
        mine - temper.spite * rivals
    };
    Action::Turn(best_by(&turns, score).unwrap_or(0))
}

/// The quarter turns that give different walls (an open card needs trying once).
fn distinct_turns(card: u8) -> Vec<u8> {
    let walls = CARDS[card as usize].walls;
    let mut seen = Vec::new();
    let mut turns = Vec::new();
    for turn in 0..4 {
        let w = crate::games::thousand_and_one::cards::turned(walls, turn);
        if !seen.contains(&w) {
            seen.push(w);
            turns.push(turn);
        }
    }
    turns
}

/// How well a seat stands: the treasure within its next move, less its way home (weighed more as
/// the thief nears, counted up to ten turns).
fn seat_prospect(table: &State, seat: Seat, urgency: f32, temper: &Temper) -> f32 {
    let Some(at) = square_of(table, seat) else { return 0.0 };
    let reach = next_reach(table, seat, at);
    let reach = if reach >= 3.0 { reach + temper.greed * 0.5 } else { reach };
    if table.config().beginners {
        return reach;
    }
    let home = f32::from(turns_home(table, seat)[at as usize].min(10));
    reach - urgency * (0.3 + temper.homing) * home
}

/// Cautious: banks its treasures and heads for the entrance early. It counts its own turns home
/// through the walls (a search over the board, pawns in the way), taken half as long again,
/// against the thief's clock (his distance, the heads under the pawns, the heads still to come)
/// and accepts one chance in twenty of his coming first; it keeps near the exit, shuns heads, and
/// leaves at once when no rival can catch up with it any more.
pub struct HomeEarly;

impl AppPlayer<ThousandAndOne> for HomeEarly {
    fn decide(&self, view: &View, _rng: &mut GameRng) -> Action {
        heuristic(view, &HOME_EARLY)
    }
}

/// Greedy and late: it prizes the three-treasure cards, cares little for heads, and stays until
/// its way home, by its own count, only just fits in the turns the thief leaves it one time in
/// four.
pub struct Gambler;

impl AppPlayer<ThousandAndOne> for Gambler {
    fn decide(&self, view: &View, _rng: &mut GameRng) -> Action {
        heuristic(view, &GAMBLER)
    }
}

/// Spiteful: it plays a middling game but lays every drawn card to lengthen its rivals' ways
/// home and turn walls between them and the rich cards, the richest rival minded most, never at
/// the cost of its own way out.
pub struct Blocker;

impl AppPlayer<ThousandAndOne> for Blocker {
    fn decide(&self, view: &View, _rng: &mut GameRng) -> Action {
        heuristic(view, &BLOCKER)
    }
}

// ---------------------------------------------------------------------------------------------
// Rollout: Monte Carlo over the order of the pile
// ---------------------------------------------------------------------------------------------

/// Monte Carlo: the only hidden thing is the order of the draw pile, so it deals the unseen
/// cards in many orders, applies each choice (the most promising five at most) to the deals and
/// plays the game out with a quick policy for everyone (gather the richest card, head for the
/// entrance as the thief nears, each seat with a nerve drawn per play-out), dropping the worse
/// half of the choices after each round. A win counts far more than treasures, and being caught
/// counts nothing.
pub struct Rollout {
    /// Play-outs per decision, shared among the choices.
    pub playouts: u32,
}

impl Rollout {
    /// About 5 ms a decision, natively in release.
    pub const PLAYOUTS: u32 = 100;
    /// Choices played out at most (the rest are judged worse at a glance).
    const WIDEST: usize = 5;
}

impl Default for Rollout {
    fn default() -> Self {
        Rollout { playouts: Rollout::PLAYOUTS }
    }
}

impl AppPlayer<ThousandAndOne> for Rollout {
    /// Successive halving: the play-outs are shared out over rounds; after each round the worse
    /// half of the choices is dropped, so the close calls get the most deals.
    fn decide(&self, view: &View, rng: &mut GameRng) -> Action {
        let home = open_home(view);
        let mut alive: Vec<(Action, i64)> = rollout_candidates(view, &home).into_iter().map(|a| (a, 0)).collect();
        if alive.len() == 1 {
            return alive[0].0;
        }
        let hidden = hidden_cards(view);
        let rounds = usize::BITS - (alive.len() - 1).leading_zeros();
        let per_round = self.playouts as usize / rounds as usize;
        let mut deals: Vec<(State, u64)> = Vec::new();
        while alive.len() > 1 {
            let (from, upto) = (deals.len(), deals.len() + (per_round / alive.len()).max(1));
            while deals.len() < upto {
                deals.push(deal(view, &hidden, rng));
            }
            for (action, total) in &mut alive {
                // The same deals for every choice: only the choice differs.
                *total = total.saturating_add(play_deals(*action, &deals[from..], &home, view.viewer));
            }
            // Stable: equal totals keep the order of the choices.
            alive.sort_by_key(|&(_, total)| std::cmp::Reverse(total));
            alive.truncate(alive.len().div_ceil(2));
        }
        alive[0].0
    }
}

/// One guess of the hidden pile's order and a seed for the die and the play-out.
fn deal(view: &View, hidden: &[u8], rng: &mut GameRng) -> (State, u64) {
    let mut pile = hidden.to_vec();
    rng.shuffle(&mut pile);
    let seed = (u64::from(rng.below(u32::MAX)) << 32) | u64::from(rng.below(u32::MAX));
    (rebuild(view, pile, seed), seed)
}

/// The total score for `me` of `action` played out once on each deal.
fn play_deals(action: Action, deals: &[(State, u64)], home: &[u8; SQ], me: Seat) -> i64 {
    let mut sum = 0i64;
    for (world, seed) in deals {
        let mut s = world.clone();
        if ThousandAndOne::apply(&mut s, action).is_err() {
            return i64::MIN / 2;
        }
        play_out(&mut s, home, &mut GameRng::new(seed.rotate_left(17)), me);
        sum += i64::from(final_score(&s, me));
    }
    sum
}

/// Turns home from each square on the board as it lies, pawns lifted: the play-outs' map (the
/// board drifts as cards are taken; it stays a fair guess).
fn open_home(view: &View) -> [u8; SQ] {
    let mut table = rebuild(view, Vec::new(), 0);
    for pawn in &mut table.pawns {
        *pawn = Pawn::Out;
    }
    turns_home(&table, 0)
}

/// The choices worth playing out: distinct walls when laying, and at most `WIDEST` moves or
/// places by a glance (treasure, the way home, heads), Leave always kept.
fn rollout_candidates(view: &View, home: &[u8; SQ]) -> Vec<Action> {
    if let Phase::Lay { card, .. } = view.phase {
        return distinct_turns(card).into_iter().map(Action::Turn).collect();
    }
    if view.choices.len() <= Rollout::WIDEST {
        return view.choices.clone();
    }
    let table = rebuild(view, Vec::new(), 0);
    let glance = |a: Action| match a {
        Action::MoveTo(s) | Action::PlacePawn(s) => {
            let t = i32::from(treasures_at(&table, s));
            3 * t - i32::from(home[s as usize]) - 2 * i32::from(head_at(&table, s))
        }
        _ => 100,
    };
    let mut ranked: Vec<(usize, i32)> = view.choices.iter().enumerate().map(|(i, &a)| (i, glance(a))).collect();
    ranked.sort_by_key(|&(i, g)| (std::cmp::Reverse(g), i));
    ranked.truncate(Rollout::WIDEST);
    ranked.sort_by_key(|&(i, _)| i);
    ranked.into_iter().map(|(i, _)| view.choices[i]).collect()
}

/// A win is worth far more than treasures; a shared one a little less; caught is nothing.
fn final_score(state: &State, me: Seat) -> i32 {
    let Some(outcome) = ThousandAndOne::outcome(state) else { return 0 };
    let counts = state.config().beginners || state.pawn(me) == Pawn::Out;
    if !counts {
        return 0;
    }
    let points = outcome.points[me as usize];
    match outcome.winners.len() {
        _ if !outcome.winners.contains(&me) => points,
        1 => 1000 + points,
        _ => 700 + points,
    }
}

/// Plays the game to its end with the quick policy. Every game ends (the thief walks once the
/// pile is used up); the cap only guards against a mistake.
fn play_out(state: &mut State, home: &[u8; SQ], rng: &mut GameRng, me: Seat) {
    // One's own future self keeps a step more in hand than the rivals are credited with.
    let nerve: Vec<u8> = (0..state.players() as Seat).map(|s| u8::from(s == me) + 1 + rng.below(3) as u8).collect();
    for _ in 0..2000 {
        if state.is_over() {
            return;
        }
        let action = quick_action(state, home, rng, &nerve);
        if ThousandAndOne::apply(state, action).is_err() {
            return;
        }
    }
}

/// The play-out policy: random walls; the richest card to land on, with a little noise; home
/// (Leave, else the move with the shortest way home) once the thief is near for this seat's nerve.
fn quick_action(state: &State, home: &[u8; SQ], rng: &mut GameRng, nerve: &[u8]) -> Action {
    let choices = ThousandAndOne::legal_actions(state);
    if choices.len() == 1 {
        return choices[0];
    }
    if let Phase::Lay { .. } = state.phase() {
        return Action::Turn(rng.below(4) as u8);
    }
    let homing = !state.config().beginners && heading_home(state, home, nerve[state.current() as usize]);
    let mut best = (i32::MIN, choices[0]);
    for &a in &choices {
        let score = match a {
            Action::Leave if homing => 1000,
            Action::Leave => -1000,
            Action::MoveTo(s) | Action::PlacePawn(s) if homing => {
                -4 * i32::from(home[s as usize]) + i32::from(treasures_at(state, s))
            }
            Action::MoveTo(s) | Action::PlacePawn(s) => {
                4 * i32::from(treasures_at(state, s)) - 2 * i32::from(head_at(state, s)) - i32::from(home[s as usize])
                    + rng.below(3) as i32
            }
            _ => -2000,
        };
        if score > best.0 {
            best = (score, a);
        }
    }
    best.1
}

/// Whether the mover should make for the exit: about one card in five shows a head, so each
/// pawn's turn brings the thief a fifth of a step, and once the pile is out he steps every round;
/// `nerve` is the steps this seat keeps in hand.
fn heading_home(state: &State, home: &[u8; SQ], nerve: u8) -> bool {
    let Some(at) = square_of(state, state.current()) else { return false };
    let left = i32::from(crate::games::thousand_and_one::THIEF_HOME.saturating_sub(state.thief()));
    let pawns = (0..state.players() as Seat).filter(|&s| in_cave(state, s)).count() as i32;
    let per_turn = if state.pile().is_empty() { 5 + pawns } else { pawns };
    let need = i32::from(home[at as usize]);
    5 * left <= 5 * i32::from(nerve) + per_turn * need + 5 * i32::from(head_at(state, at))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::RandomPlayer;
    use crate::games::record::random_record;
    use crate::games::thousand_and_one::{ENTRANCE, THIEF_HOME};

    fn config(players: usize, beginners: bool) -> Config {
        Config {
            players: ["Lea", "Tom", "Ana", "Max"][..players].iter().map(|s| s.to_string()).collect(),
            beginners,
            start: None,
            computers: Computers::default(),
        }
    }

    const NAMES: [&str; 5] = ["HomeEarly", "Gambler", "Blocker", "Rollout", "Random"];

    fn player(index: usize, light: bool) -> Box<dyn AppPlayer<ThousandAndOne>> {
        match index % 5 {
            0 => Box::new(HomeEarly),
            1 => Box::new(Gambler),
            2 => Box::new(Blocker),
            // A light Rollout in most games keeps the test quick; the same code decides.
            3 => Box::new(Rollout { playouts: if light { 8 } else { Rollout::PLAYOUTS } }),
            _ => Box::new(RandomPlayer),
        }
    }

    /// Plays one game with `seats` (indices into `NAMES`); checks every decision is a choice of
    /// the view and accepted by the rules. Returns the number of decisions.
    fn play_game(players: usize, beginners: bool, seats: &[usize], seed: u64, light: bool) -> usize {
        let mut state = ThousandAndOne::new(&config(players, beginners), seed).unwrap();
        let bots: Vec<_> = seats.iter().map(|&i| player(i, light)).collect();
        let mut decisions = 0;
        while let Some(seat) = ThousandAndOne::to_act(&state) {
            let view = ThousandAndOne::view(&state, seat);
            let mut rng = GameRng::new(seed.wrapping_mul(7919).wrapping_add(decisions as u64));
            let action = bots[seat as usize].decide(&view, &mut rng);
            let name = NAMES[seats[seat as usize] % 5];
            assert!(view.choices.contains(&action), "{name} chose {action:?}, not among {:?}", view.choices);
            if let Err(e) = ThousandAndOne::apply(&mut state, action) {
                panic!("{name} in seed {seed}: {action:?} refused: {e:?}");
            }
            decisions += 1;
            assert!(decisions < 5000, "the game never ends");
        }
        decisions
    }

    #[test]
    fn every_sparring_design_plays_whole_games_without_a_refused_action() {
        let mut games = 0;
        for seed in 0..40u64 {
            for players in 2..=4 {
                for beginners in [false, true] {
                    let seats: Vec<usize> = (0..players).map(|i| (seed as usize + i * (1 + players)) % 5).collect();
                    // One game in forty with the full-strength Rollout.
                    play_game(players, beginners, &seats, seed * 10 + players as u64, seed % 40 != 7);
                    games += 1;
                }
            }
        }
        assert_eq!(games, 240);
    }

    #[test]
    fn each_design_plays_against_itself_and_the_random_party_at_every_table() {
        for design in 0..4 {
            for players in 2..=4 {
                for beginners in [false, true] {
                    let seats: Vec<usize> = (0..players).map(|i| if i == 0 { design } else { 4 }).collect();
                    play_game(players, beginners, &seats, 900 + design as u64 * 10 + players as u64, true);
                    let mirror = vec![design; players];
                    play_game(players, beginners, &mirror, 950 + design as u64 * 10 + players as u64, true);
                }
            }
        }
    }

    #[test]
    fn the_same_view_and_seed_give_the_same_decision() {
        let mut compared = 0;
        for seed in 0..60u64 {
            let players = 2 + (seed % 3) as usize;
            let record =
                random_record::<ThousandAndOne>(config(players, seed % 4 == 0), seed, (seed % 50) as usize, seed);
            let state = record.replay().unwrap();
            let Some(seat) = ThousandAndOne::to_act(&state) else { continue };
            let view = ThousandAndOne::view(&state, seat);
            for (index, name) in NAMES.iter().enumerate().take(4) {
                let bot = player(index, false);
                let a = bot.decide(&view, &mut GameRng::new(seed));
                let b = bot.decide(&view, &mut GameRng::new(seed));
                assert_eq!(a, b, "{name} differs on seed {seed}");
                compared += 1;
            }
        }
        assert!(compared > 150, "only {compared} decisions compared");
    }

    /// What Rollout plays out must be the table the seat sees: the rebuilt state shows the same view.
    #[test]
    fn the_table_rebuilt_from_a_view_shows_that_view() {
        for seed in 0..80u64 {
            let record = random_record::<ThousandAndOne>(config(3, seed % 2 == 0), seed, seed as usize, seed);
            let state = record.replay().unwrap();
            let seat = (seed % 3) as Seat;
            let view = ThousandAndOne::view(&state, seat);
            let hidden = hidden_cards(&view);
            assert_eq!(hidden.len(), view.pile, "seed {seed}");
            let rebuilt = rebuild(&view, hidden, 1);
            assert_eq!(ThousandAndOne::view(&rebuilt, seat), view, "seed {seed}");
        }
    }

    /// Next to the entrance with the thief one step away and a rival on a head card: staying
    /// is being caught, so every design leaves.
    #[test]
    fn every_design_leaves_when_staying_would_be_caught() {
        let mut state = ThousandAndOne::new(&config(2, false), 5).unwrap();
        let open = CARDS.iter().position(|c| c.treasures == 1 && !c.head && c.walls == 0).unwrap() as u8;
        let head = CARDS.iter().position(|c| c.treasures == 2 && c.head).unwrap() as u8;
        for s in 0..SQUARES {
            state.board[s as usize] = (s != ENTRANCE).then_some(Placed { card: open, turn: 0 });
        }
        state.board[3] = Some(Placed { card: head, turn: 0 });
        state.pawns = vec![Pawn::At(ENTRANCE - COLS), Pawn::At(3)];
        state.collected[0] = vec![CARDS.iter().position(|c| c.treasures == 3).unwrap() as u8];
        state.thief = THIEF_HOME - 1;
        state.current = 0;
        state.start = 0;
        state.phase = Phase::Move { steps: 1 };
        let view = ThousandAndOne::view(&state, 0);
        assert!(view.choices.contains(&Action::Leave));
        for (index, name) in NAMES.iter().enumerate().take(4) {
            let action = player(index, false).decide(&view, &mut GameRng::new(3));
            assert_eq!(action, Action::Leave, "{name}");
        }
    }

    /// The rival's one short way out passes the square just left: the blocker walls it off,
    /// as it costs its own way nothing.
    #[test]
    fn the_blocker_walls_a_rival_off_from_the_exit_when_it_costs_it_nothing() {
        let mut state = ThousandAndOne::new(&config(2, false), 5).unwrap();
        let open = CARDS.iter().position(|c| c.treasures == 1 && !c.head && c.walls == 0).unwrap() as u8;
        let walled = CARDS.iter().position(|c| c.treasures == 1 && !c.head && c.walls == N).unwrap() as u8;
        for s in 0..SQUARES {
            state.board[s as usize] = (s != ENTRANCE).then_some(Placed { card: open, turn: 0 });
        }
        // Blocker moved from east of the entrance to the square north of that; the rival stands
        // two squares east of the entrance.
        let left = ENTRANCE + 1;
        state.board[left as usize] = None;
        state.pawns = vec![Pawn::At(left - COLS), Pawn::At(ENTRANCE + 2)];
        state.thief = 6;
        state.current = 0;
        state.start = 0;
        state.phase = Phase::Lay { card: walled, square: left };
        let view = ThousandAndOne::view(&state, 0);
        let Action::Turn(turn) = Blocker.decide(&view, &mut GameRng::new(1)) else { panic!("a turn") };
        let rival_way = |turn: u8| {
            let mut t = state.clone();
            t.board[left as usize] = Some(Placed { card: walled, turn });
            turns_home(&t, 1)[(ENTRANCE + 2) as usize]
        };
        assert!(rival_way(turn) > rival_way(0), "turn {turn}: {} against {}", rival_way(turn), rival_way(0));
    }
}
