//! `Sampler`: a sparring player for Ali Baba that samples the hidden tiles and plays each good
//! take out to the end.
//!
//! A hand-written evaluation of a take (its group gain, the use of its colour's magic, what it
//! denies the opponents and what it opens up to them) picks a shortlist of takes. Each is then
//! played to the end in the same ~36 worlds drawn from the view: every tile the seat has not
//! seen (face down or back in the box) shuffled into the hidden places. In a play-out every
//! player takes the best tile by that evaluation plus some noise, on a compact copy of the
//! rules. The take with the best mean final margin (own score less the best opponent's) wins.
//! The other decisions (lamp, green, white, yellow) are judged one move ahead.
//!
//! It was written from the rules and the seat's view alone, without reading the app's players,
//! and was never tuned against them.

use crate::ai::AppPlayer;
use crate::games::ali_baba::{
    Action, AliBaba, Ban, Cave, Colour, Config, Geometry, Hand, Kind, Phase, PhaseView, Placed, State, Tile, TurnFacts,
    View,
};
use crate::games::rng::GameRng;
use std::sync::OnceLock;

/// How many takes are played out, and in how many worlds each.
const SHORTLIST: usize = 6;
const WORLDS: usize = 36;
const LAMP: usize = 8; // Kind::Lamp's index

#[derive(Clone, Copy, Debug, Default)]
pub struct Sampler;

impl AppPlayer<AliBaba> for Sampler {
    fn decide(&self, view: &View, rng: &mut GameRng) -> Action {
        let first = view.choices[0];
        if view.choices.len() == 1 {
            return first;
        }
        let chosen = match &view.phase {
            PhaseView::Take => choose_take(view, rng),
            PhaseView::Showing { .. } => Some(choose_show(view)),
            _ => judge_magic(view, rng),
        };
        chosen.filter(|a| view.choices.contains(a)).unwrap_or(first)
    }
}

/// The geometry as bit masks, for fast play-outs.
struct Tables {
    slots: usize,
    layer: Vec<u8>,
    /// Slots that overlap this one from above.
    above: Vec<u64>,
    /// Slots this one lies over (it may uncover them).
    below: Vec<u64>,
    beside: Vec<u64>,
}

fn tables(cave: Cave) -> &'static Tables {
    static STANDARD: OnceLock<Tables> = OnceLock::new();
    static SMALL: OnceLock<Tables> = OnceLock::new();
    let build = || {
        let g = Geometry::of(cave);
        let n = g.slot_count();
        let mask = |slots: &[u8]| slots.iter().fold(0u64, |m, &s| m | 1 << s);
        let above: Vec<u64> = (0..n).map(|s| mask(g.above(s as u8))).collect();
        let below = (0..n).map(|s| (0..n).filter(|&b| above[b] >> s & 1 == 1).fold(0, |m, b| m | 1 << b)).collect();
        Tables {
            slots: n,
            layer: g.places.iter().map(|p| p.layer).collect(),
            above,
            below,
            beside: (0..n).map(|s| mask(g.beside(s as u8))).collect(),
        }
    };
    match cave {
        Cave::Standard => STANDARD.get_or_init(build),
        Cave::Small => SMALL.get_or_init(build),
    }
}

fn kind(id: u8) -> usize {
    usize::from(id / 6)
}
fn colour(id: u8) -> u8 {
    id % 6
}
/// A ban as a number: 0–9 a kind, 10–15 a colour.
fn ban_code(ban: Ban) -> u8 {
    match ban {
        Ban::Kind(k) => k.index() as u8,
        Ban::Colour(c) => 10 + c.index() as u8,
    }
}
fn forbids(code: u8, id: u8) -> bool {
    if code < 10 {
        kind(id) == usize::from(code)
    } else {
        colour(id) == code - 10
    }
}

/// A small generator for the play-outs (xorshift64*): fast, and seeded from the game's.
#[derive(Clone)]
struct Fast(u64);

impl Fast {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (((self.next() >> 32) * n as u64) >> 32) as usize
    }
    fn unit(&mut self) -> f32 {
        (self.next() >> 40) as f32 / (1u64 << 24) as f32
    }
}

/// A compact copy of the rules: the board as masks, each hand as counts per kind.
#[derive(Clone)]
struct Sim {
    t: &'static Tables,
    tile: [u8; 64],
    present: u64,
    up: u64,
    counts: [[u8; 10]; 4],
    points: [i32; 4],
    n: u32,
    start: u32,
    turn: u32,
    last_turn: Option<u32>,
    /// White restrictions: (owner, ban code).
    bans: Vec<(u8, u8)>,
    side: Vec<u8>,
    lamp_variant: bool,
}

impl Sim {
    fn from_state(state: &State) -> Sim {
        let t = tables(state.config.variant.cave());
        let mut sim = Sim {
            t,
            tile: [0; 64],
            present: 0,
            up: 0,
            counts: [[0; 10]; 4],
            points: [0; 4],
            n: state.hands.len() as u32,
            start: u32::from(state.start),
            turn: state.turn,
            last_turn: state.last_turn,
            bans: state.restrictions.iter().map(|r| (r.owner, ban_code(r.ban))).collect(),
            side: state.side.iter().map(|t| t.id()).collect(),
            lamp_variant: state.config.variant == crate::games::ali_baba::Variant::AladdinsLamp,
        };
        for (s, placed) in state.board.iter().enumerate() {
            if let Some(p) = placed {
                sim.tile[s] = p.tile.id();
                sim.present |= 1 << s;
                if p.face_up {
                    sim.up |= 1 << s;
                }
            }
        }
        for (i, hand) in state.hands.iter().enumerate() {
            for t in &hand.tiles {
                sim.counts[i][t.kind().index()] += 1;
            }
            sim.points[i] = hand.points;
        }
        sim
    }

    fn current(&self) -> usize {
        ((self.start + self.turn) % self.n) as usize
    }

    fn forbidden(&self, seat: usize, id: u8) -> bool {
        self.bans.iter().any(|&(o, b)| usize::from(o) != seat && forbids(b, id))
    }

    /// The face-up tiles `seat` may take (any face-up tile if white leaves none).
    fn takeable(&self, seat: usize) -> u64 {
        if self.bans.is_empty() {
            return self.up;
        }
        let allowed = bits(self.up).filter(|&s| !self.forbidden(seat, self.tile[s])).fold(0, |m, s| m | 1 << s);
        if allowed == 0 {
            self.up
        } else {
            allowed
        }
    }

    /// How many tiles taking `slot` would turn face up.
    fn flips(&self, slot: usize) -> u32 {
        let rest = self.present & !(1 << slot);
        bits(self.t.below[slot] & self.present & !self.up).filter(|&b| self.t.above[b] & rest == 0).count() as u32
    }

    /// Takes the tile off the board and flips what it uncovered; starts the last round.
    fn lift(&mut self, slot: usize) -> (u8, u32) {
        let flips = self.flips(slot);
        self.present &= !(1 << slot);
        self.up &= !(1 << slot);
        for b in bits(self.t.below[slot] & self.present & !self.up) {
            if self.t.above[b] & self.present == 0 {
                self.up |= 1 << b;
            }
        }
        if flips > 0 && self.last_turn.is_none() && self.present == self.up {
            self.last_turn = Some((self.turn / self.n + 2) * self.n - 1);
        }
        (self.tile[slot], flips)
    }

    fn total(&self, seat: usize) -> i32 {
        self.points[seat] + self.counts[seat].iter().map(|&c| group(c)).sum::<i32>()
    }

    /// Own score less the best opponent's.
    fn margin(&self, seat: usize) -> i32 {
        let best = (0..self.n as usize).filter(|&s| s != seat).map(|s| self.total(s)).max().unwrap_or(0);
        self.total(seat) - best
    }

    fn over(&self) -> bool {
        self.present == 0 || self.last_turn.is_some_and(|l| self.turn > l)
    }
}

fn kind_counts(tiles: &[Tile]) -> [u8; 10] {
    let mut counts = [0; 10];
    for t in tiles {
        counts[t.kind().index()] += 1;
    }
    counts
}

fn group(c: u8) -> i32 {
    let c = i32::from(c);
    c * (c + 1) / 2
}

fn bits(mut m: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let s = m.trailing_zeros() as usize;
            m &= m - 1;
            s
        })
    })
}

// ---------------------------------------------------------------------------------------------
// The evaluation of a take: what it scores now, what it denies, what it opens up.

/// What `id`'s magic is worth to `seat` now, roughly (the tile itself already in hand or not).
fn magic_value(sim: &Sim, seat: usize, id: u8, slot: usize, flips: u32) -> f32 {
    match colour(id) {
        0 => 5.0,
        1 if flips > 0 => 2.0 * flips as f32,
        1 => 2.0 * f32::from(sim.t.layer[slot] == 0),
        2 => 2.0 * f32::from(sim.counts[seat][kind(id)] + 1),
        3 => {
            // The best neighbour by group gain (a neighbour of the same kind gains one more).
            let beside = sim.t.beside[slot] & sim.up & !(1 << slot);
            let gain = |s: usize| {
                let k = kind(sim.tile[s]);
                f32::from(sim.counts[seat][k] + 1) + f32::from(k == kind(id))
            };
            bits(beside).filter(|&s| !sim.forbidden(seat, sim.tile[s])).map(gain).fold(0.0, f32::max)
        }
        4 => {
            let any = (0..sim.n as usize).any(|o| o != seat && sim.counts[o].iter().any(|&c| c > 0));
            if any {
                3.0
            } else {
                0.0
            }
        }
        _ => 2.0,
    }
}

/// The hand-written value of `seat` taking the tile at `slot`.
fn take_value(sim: &Sim, seat: usize, slot: usize) -> f32 {
    let id = sim.tile[slot];
    let flips = sim.flips(slot);
    let own = |id: u8| f32::from(sim.counts[seat][kind(id)] + 1) + magic_value(sim, seat, id, slot, flips);
    let mut value = own(id);
    if sim.lamp_variant && kind(id) == LAMP {
        let lamp_loss = f32::from(sim.counts[seat][LAMP] + 1);
        for &s in &sim.side {
            value = value.max(own(s) - lamp_loss + 1.0);
        }
    }
    let denial = (0..sim.n as usize).filter(|&o| o != seat).map(|o| sim.counts[o][kind(id)]).max().unwrap_or(0);
    // Denying a collector is worth part of its gain; each flip gives the next player a choice.
    value + 0.5 * f32::from(denial) - 0.4 * flips as f32
}

// ---------------------------------------------------------------------------------------------
// The play-out policy: noisy greedy, for every player.

impl Sim {
    fn pick_take(&self, seat: usize, rng: &mut Fast) -> usize {
        let options = self.takeable(seat);
        if rng.below(20) == 0 {
            let all: Vec<usize> = bits(options).collect();
            return all[rng.below(all.len())];
        }
        let mut best = (f32::MIN, 0);
        for s in bits(options) {
            let v = take_value(self, seat, s) + 2.0 * rng.unit();
            if v > best.0 {
                best = (v, s);
            }
        }
        best.1
    }

    /// One whole turn of the current player: take, magic, end.
    fn play_turn(&mut self, slot: usize, rng: &mut Fast) {
        let seat = self.current();
        let (mut id, flips) = self.lift(slot);
        if self.lamp_variant && kind(id) == LAMP && !self.side.is_empty() {
            id = self.lamp_swap(seat, id, slot, flips);
        }
        self.counts[seat][kind(id)] += 1;
        self.magic(seat, id, slot, flips, rng);
        self.turn += 1;
        let next = self.current() as u8;
        self.bans.retain(|&(o, _)| o != next);
    }

    /// Keeps the lamp or swaps it for the side tile worth most now.
    fn lamp_swap(&mut self, seat: usize, lamp: u8, slot: usize, flips: u32) -> u8 {
        let value = |sim: &Sim, id: u8| {
            let gain = if kind(id) == LAMP {
                f32::from(sim.counts[seat][LAMP] + 1)
            } else {
                f32::from(sim.counts[seat][kind(id)] + 1)
            };
            gain + magic_value(sim, seat, id, slot, flips)
        };
        let mut best = (value(self, lamp), None);
        for (i, &s) in self.side.iter().enumerate() {
            let v = value(self, s);
            if v > best.0 {
                best = (v, Some(i));
            }
        }
        match best.1 {
            Some(i) => std::mem::replace(&mut self.side[i], lamp),
            None => lamp,
        }
    }

    fn magic(&mut self, seat: usize, id: u8, slot: usize, flips: u32, rng: &mut Fast) {
        match colour(id) {
            0 => self.points[seat] += 5,
            1 => self.points[seat] += if flips > 0 { 2 * flips as i32 } else { 2 * i32::from(self.t.layer[slot] == 0) },
            2 => self.points[seat] += 2 * i32::from(self.counts[seat][kind(id)]),
            3 => self.green(seat, slot, rng),
            4 => self.yellow(seat),
            _ => self.white(seat),
        }
    }

    fn green(&mut self, seat: usize, slot: usize, rng: &mut Fast) {
        let beside = bits(self.t.beside[slot] & self.up).filter(|&s| !self.forbidden(seat, self.tile[s]));
        let pick = beside
            .map(|s| (f32::from(self.counts[seat][kind(self.tile[s])]) + rng.unit(), s))
            .fold(None, |b: Option<(f32, usize)>, x| if b.is_none_or(|b| x.0 > b.0) { Some(x) } else { b });
        if let Some((_, s)) = pick {
            let (id, _) = self.lift(s);
            self.counts[seat][kind(id)] += 1;
        }
    }

    /// Each opponent shows its least useful kind; the player keeps the best of them.
    fn yellow(&mut self, seat: usize) {
        let mut best: Option<(u8, usize, usize)> = None;
        for o in (0..self.n as usize).filter(|&o| o != seat) {
            let shown =
                (0..10).filter(|&k| self.counts[o][k] > 0).min_by_key(|&k| (self.counts[o][k], self.counts[seat][k]));
            if let Some(k) = shown {
                let worth = self.counts[seat][k] + 1 + self.counts[o][k];
                if best.is_none_or(|b| worth > b.0) {
                    best = Some((worth, o, k));
                }
            }
        }
        if let Some((_, o, k)) = best {
            self.counts[o][k] -= 1;
            self.counts[seat][k] += 1;
        }
    }

    /// Forbids the kind of the tile the next player wants most.
    fn white(&mut self, seat: usize) {
        let next = (seat + 1) % self.n as usize;
        let want = bits(self.takeable(next)).map(|s| (self.counts[next][kind(self.tile[s])], self.tile[s])).max();
        if let Some((_, id)) = want {
            self.bans.push((seat as u8, kind(id) as u8));
        }
    }

    fn play_out(&mut self, rng: &mut Fast) {
        // `up` is never empty while tiles remain (the topmost is face up); the guard is cheap.
        while !self.over() && self.up != 0 {
            let slot = self.pick_take(self.current(), rng);
            self.play_turn(slot, rng);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Worlds drawn from the view.

/// The tiles the seat has not seen: not on the board face up, not beside it, not in any hand,
/// not of a kind the variant removed openly.
fn unseen(view: &View) -> Vec<Tile> {
    let mut seen = [false; Tile::COUNT];
    let shown = view.board.iter().filter_map(|s| s.tile).chain(view.side.iter().copied());
    for t in shown.chain(view.seen_taken.iter().flatten().copied()).chain(view.my_tiles.iter().copied()) {
        seen[usize::from(t.id())] = true;
    }
    Tile::all().filter(|t| !seen[usize::from(t.id())] && !view.removed_kinds.contains(&t.kind())).collect()
}

/// An engine state that looks from the viewer's seat as `view` does, the unseen tiles shuffled
/// into the face-down places and the box.
fn draw_world(view: &View, rng: &mut GameRng) -> State {
    let mut hidden = unseen(view);
    rng.shuffle(&mut hidden);
    let slots = tables(view.cave).slots;
    let mut board: Vec<Option<Placed>> = vec![None; slots];
    for s in &view.board {
        let tile = s.tile.or_else(|| hidden.pop()).unwrap_or_else(|| Tile::new(Kind::Carpet, Colour::Pink));
        board[usize::from(s.slot)] = Some(Placed { tile, face_up: s.tile.is_some() });
    }
    hidden.truncate(view.boxed);
    let n = view.players.len() as u32;
    let turn = (u32::from(view.current) + n - u32::from(view.start) % n) % n;
    let hands =
        (0..view.players.len()).map(|i| Hand { tiles: hand_of(view, i), points: view.players[i].effect_points });
    State {
        config: Config {
            players: view.players.iter().map(|p| p.name.clone()).collect(),
            variant: view.variant,
            open_screens: view.open_screens,
            start: Some(view.start),
            computers: Default::default(),
        },
        rng: GameRng::new(0),
        board,
        side: view.side.clone(),
        boxed: hidden,
        removed_kinds: view.removed_kinds.clone(),
        hands: hands.collect(),
        start: view.start,
        turn,
        phase: phase_of(view),
        facts: TurnFacts::default(),
        restrictions: view.restrictions.clone(),
        last_turn: view.turns_left.map(|left| turn + left.max(1) - 1),
    }
}

fn hand_of(view: &View, seat: usize) -> Vec<Tile> {
    if seat == usize::from(view.viewer) {
        view.my_tiles.clone()
    } else {
        view.seen_taken.get(seat).cloned().unwrap_or_default()
    }
}

/// The phase as far as the view tells it (what yellow's shown tiles were stays unknown).
fn phase_of(view: &View) -> Phase {
    match &view.phase {
        PhaseView::Take => Phase::Take,
        PhaseView::Lamp { lamp } => Phase::Lamp { lamp: *lamp },
        PhaseView::Magic { tile } => Phase::Magic { tile: *tile },
        PhaseView::Showing { seat } => Phase::Showing { waiting: vec![*seat], shown: Vec::new() },
        PhaseView::Keeping { shown } => Phase::Keeping { shown: shown.clone() },
        PhaseView::Over { .. } => Phase::Over,
    }
}

// ---------------------------------------------------------------------------------------------
// The take: shortlist by the evaluation, then play each out in the same worlds.

fn choose_take(view: &View, rng: &mut GameRng) -> Option<Action> {
    let worlds: Vec<Sim> = (0..WORLDS).map(|_| Sim::from_state(&draw_world(view, rng))).collect();
    let seat = usize::from(view.viewer);
    let mut ranked: Vec<(f32, usize)> = view
        .choices
        .iter()
        .filter_map(|a| match a {
            Action::Take(s) => Some((take_value(&worlds[0], seat, usize::from(*s)), usize::from(*s))),
            _ => None,
        })
        .collect();
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    ranked.truncate(SHORTLIST);
    let seeds: Vec<u64> = (0..WORLDS).map(|_| u64::from(rng.below(u32::MAX)) << 20 | 1).collect();
    let mut best = (f64::MIN, ranked.first()?.1);
    for &(_, slot) in &ranked {
        let total: i64 = worlds
            .iter()
            .zip(&seeds)
            .map(|(world, &seed)| {
                let mut sim = world.clone();
                let mut fast = Fast(seed);
                sim.play_turn(slot, &mut fast);
                sim.play_out(&mut fast);
                i64::from(sim.margin(seat))
            })
            .sum();
        let mean = total as f64 / WORLDS as f64;
        if mean > best.0 {
            best = (mean, slot);
        }
    }
    Some(Action::Take(best.1 as u8))
}

// ---------------------------------------------------------------------------------------------
// The other decisions, judged one move ahead.

fn judge_magic(view: &View, rng: &mut GameRng) -> Option<Action> {
    if view.choices.contains(&Action::UseMagic) {
        // Brown only gains; yellow may still keep nothing.
        return Some(Action::UseMagic);
    }
    let sim = Sim::from_state(&draw_world(view, rng));
    let seat = usize::from(view.viewer);
    let score = |a: &Action| -> f32 {
        match *a {
            Action::TakeBeside(s) => take_gain(&sim, seat, sim.tile[usize::from(s)]),
            Action::Keep(t) => keep_value(view, &sim, seat, t),
            Action::Forbid(ban) => ban_harm(&sim, seat, ban_code(ban)),
            Action::KeepLamp | Action::SwapLamp(_) => lamp_value(view, &sim, seat, *a),
            _ => 0.0,
        }
    };
    let mut best: Option<(f32, Action)> = None;
    for a in view.choices.iter().filter(|a| **a != Action::Pass) {
        let v = score(a);
        if best.is_none_or(|b| v > b.0) {
            best = Some((v, *a));
        }
    }
    best.map(|b| b.1)
}

/// The group gain of one more tile, and half of what it denies the best collector of its kind.
fn take_gain(sim: &Sim, seat: usize, id: u8) -> f32 {
    let k = kind(id);
    let denial = (0..sim.n as usize).filter(|&o| o != seat).map(|o| sim.counts[o][k]).max().unwrap_or(0);
    f32::from(sim.counts[seat][k] + 1) + 0.5 * f32::from(denial)
}

/// Yellow: my gain plus what the one who showed it loses.
fn keep_value(view: &View, sim: &Sim, seat: usize, t: Tile) -> f32 {
    let from = match &view.phase {
        PhaseView::Keeping { shown } => shown.iter().find(|&&(_, x)| x == t).map(|&(s, _)| usize::from(s)),
        _ => None,
    };
    let k = t.kind().index();
    f32::from(sim.counts[seat][k] + 1) + from.map_or(0.0, |o| f32::from(sim.counts[o][k]))
}

/// White: how much the ban lowers each opponent's best take now.
fn ban_harm(sim: &Sim, seat: usize, code: u8) -> f32 {
    let mut harm = 0.0;
    for o in (0..sim.n as usize).filter(|&o| o != seat) {
        let best = |banned: bool| {
            let open = bits(sim.takeable(o)).filter(|&s| !banned || !forbids(code, sim.tile[s]));
            open.map(|s| take_value(sim, o, s)).fold(f32::MIN, f32::max)
        };
        let (free, held) = (best(false), best(true));
        // Banning everything lets them take anything: no harm.
        if held > f32::MIN {
            harm += free - held;
        }
    }
    harm
}

/// Aladdin's lamp: the lamp is already in hand; keep it or trade it for a side tile.
fn lamp_value(view: &View, sim: &Sim, seat: usize, a: Action) -> f32 {
    let effect = |id: u8| match colour(id) {
        1 => 2.0, // the flips of this turn are not in the view: a fair guess
        2 => 2.0 * f32::from(sim.counts[seat][kind(id)] + u8::from(kind(id) != LAMP)),
        3 => 2.5,
        _ => magic_value(sim, seat, id, 0, 0),
    };
    match (a, &view.phase) {
        (Action::KeepLamp, PhaseView::Lamp { lamp }) => f32::from(sim.counts[seat][LAMP]) + effect(lamp.id()),
        (Action::SwapLamp(i), _) => {
            let Some(got) = view.side.get(usize::from(i)).map(|t| t.id()) else { return f32::MIN };
            f32::from(sim.counts[seat][kind(got)] + u8::from(kind(got) != LAMP)) + effect(got)
        }
        _ => 0.0,
    }
}

/// Yellow, asked of me: the tile whose loss costs me least and gains the asker least.
fn choose_show(view: &View) -> Action {
    let mine = kind_counts(&view.my_tiles);
    let asker = view.seen_taken.get(usize::from(view.current)).map(|t| kind_counts(t));
    let cost = |t: &Tile| {
        let k = t.kind().index();
        u32::from(mine[k]) + asker.map_or(0, |a| u32::from(a[k]) + 1)
    };
    let best = view.choices.iter().min_by_key(|a| match a {
        Action::Show(t) => cost(t),
        _ => u32::MAX,
    });
    best.copied().unwrap_or(view.choices[0])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ali_baba::Variant;
    use crate::games::Game;

    fn config(players: usize, variant: Variant) -> Config {
        Config {
            players: (0..players).map(|i| format!("P{i}")).collect(),
            variant,
            open_screens: false,
            start: None,
            computers: Default::default(),
        }
    }

    /// Plays a whole game with the sampler in every seat; every action must be accepted.
    fn play(players: usize, variant: Variant, seed: u64) {
        let mut state = AliBaba::new(&config(players, variant), seed).expect("a valid game");
        let mut rng = GameRng::new(seed);
        while let Some(seat) = AliBaba::to_act(&state) {
            let view = AliBaba::view(&state, seat);
            let action = Sampler.decide(&view, &mut rng);
            assert!(view.choices.contains(&action));
            AliBaba::apply(&mut state, action).expect("a legal action");
        }
        assert!(AliBaba::outcome(&state).is_some());
    }

    #[test]
    fn it_plays_whole_games_in_every_variant() {
        for players in 2..=4 {
            for variant in [Variant::Standard, Variant::AladdinsLamp] {
                play(players, variant, 7 + players as u64);
            }
        }
        play(2, Variant::TreasureEquality, 3);
        play(2, Variant::SmallCave, 4);
    }

    #[test]
    fn the_same_view_and_seed_give_the_same_decision() {
        let mut state = AliBaba::new(&config(3, Variant::AladdinsLamp), 11).unwrap();
        for _ in 0..12 {
            let seat = AliBaba::to_act(&state).unwrap();
            let view = AliBaba::view(&state, seat);
            let a = Sampler.decide(&view, &mut GameRng::new(5));
            assert_eq!(a, Sampler.decide(&view, &mut GameRng::new(5)));
            AliBaba::apply(&mut state, a).unwrap();
        }
    }

    /// At each take of a game, a drawn world shows the seat exactly the view it was drawn from.
    #[test]
    fn a_world_drawn_from_a_view_looks_the_same_from_that_seat() {
        for (players, variant) in [(2, Variant::SmallCave), (3, Variant::AladdinsLamp), (4, Variant::Standard)] {
            let mut state = AliBaba::new(&config(players, variant), 21).unwrap();
            let mut rng = GameRng::new(1);
            while let Some(seat) = AliBaba::to_act(&state) {
                let view = AliBaba::view(&state, seat);
                if view.phase == PhaseView::Take {
                    let world = draw_world(&view, &mut rng);
                    assert_eq!(AliBaba::view(&world, seat), view);
                    assert_eq!(world.boxed.len(), state.boxed.len());
                    let sim = Sim::from_state(&world);
                    assert_eq!((sim.present.count_ones(), sim.current()), (view.board.len() as u32, usize::from(seat)));
                }
                let action = Sampler.decide(&view, &mut rng);
                AliBaba::apply(&mut state, action).unwrap();
            }
        }
    }

    /// A play-out on the compact rules runs to the end the rules set: an empty board, or the
    /// round after the last face-down tile turned.
    #[test]
    fn a_play_out_ends_with_an_empty_board_or_after_the_last_round() {
        let state = AliBaba::new(&config(2, Variant::Standard), 5).unwrap();
        let mut sim = Sim::from_state(&state);
        sim.play_out(&mut Fast(99));
        assert!(sim.present == 0 || sim.present == sim.up, "nothing face down at the end");
        assert!(sim.last_turn.is_some_and(|l| sim.turn == l + 1) || sim.present == 0);
    }
}
