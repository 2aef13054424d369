//! A quick copy of Ali Baba's rules for the strong player's play-outs: the board as bit cx,
//! the screens as counts per kind (at the end only kinds score, and a tile's colour has done its
//! work once it is taken). Thousands of games a decision fit this way where the full rules (with
//! their events, checks and lists) fit a few hundred. It is never the referee: the choice it
//! helps to make is one of the view's, played through the real rules.
//!
//! The players of a play-out follow `Policy`: every tile worth what it gains now and what it
//! denies the others, with a little chance, so that the many play-outs of one world differ;
//! near the end, a player ahead hastens the last round and one behind puts it off.

use crate::games::ali_baba::{group_points, Ban, Geometry, Phase, State, Variant};

/// The chance in a play-out's choices. Hand-written (xorshift64*): it needs no quality, and the
/// game's generator (ChaCha) took a twentieth of a play-out's time.
pub struct Chance(u64);

impl Chance {
    pub fn new(seed: u64) -> Chance {
        Chance(seed | 1)
    }

    /// A number in `0..n` (`n` > 0), near enough to uniform.
    fn below(&mut self, n: u32) -> u32 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (((self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 32) * u64::from(n)) >> 32) as u32
    }
}

/// Steals that every seat could make now (`Quick::steals`), worked out once a turn: every
/// yellow tile on the board is worth the same.
type Steals = [i32; SEATS];

const NONE: u8 = u8::MAX;
const KINDS: usize = 10;
const SEATS: usize = 4;
/// Aladdin's lamp, by its kind's number.
const LAMP: u8 = 8;

/// The geometry as masks: what lies over each place, what each place lies over, its neighbours
/// (in the geometry's order, and as a mask).
pub struct Masks {
    over: Vec<u64>,
    under: Vec<Vec<u8>>,
    beside: Vec<Vec<u8>>,
    near: Vec<u64>,
    bottom: u64,
}

impl Masks {
    pub fn of(geometry: &Geometry) -> Masks {
        let len = geometry.slot_count();
        let mut over = vec![0u64; len];
        let mut under = vec![Vec::new(); len];
        for (s, mask) in over.iter_mut().enumerate() {
            for &a in geometry.above(s as u8) {
                *mask |= 1 << a;
                under[a as usize].push(s as u8);
            }
        }
        let beside: Vec<Vec<u8>> = (0..len).map(|s| geometry.beside(s as u8).to_vec()).collect();
        let near = beside.iter().map(|b| b.iter().fold(0, |m, &s| m | 1 << s)).collect();
        let bottom = (0..len).filter(|&s| geometry.places[s].layer == 0).fold(0, |m, s| m | 1 << s);
        Masks { over, under, beside, near, bottom }
    }
}

/// What a play-out's players play by: the geometry and the cx.policy.
pub struct Cx {
    pub masks: Masks,
    pub policy: Policy,
}

/// How the players of a play-out weigh a tile (all in points).
#[derive(Clone, Copy, Debug)]
pub struct Policy {
    /// Share (in tenths) of what the tile would give the opponent who needs it most.
    pub denial: i32,
    /// Chance added to every tile's worth, up to this many tenths of a point.
    pub noise: u32,
    /// The end's timing, in tenths: a tile that turns the last face-down tiles face up (so the
    /// game's last round comes) is worth this much more to a player ahead, this much less to
    /// one behind, while `END_NEAR` or fewer are left.
    pub end: i32,
}

/// Face-down tiles left when the players of a play-out begin to time the end (`Policy::end`).
const END_NEAR: u32 = 4;

/// A white restriction in a play-out: a kind (0..10) or a colour (10..16).
type Banned = u8;

fn forbids(ban: Banned, tile: u8) -> bool {
    if ban < 10 {
        tile / 6 == ban
    } else {
        tile % 6 == ban - 10
    }
}

/// A position of Ali Baba, quick to copy and to play.
#[derive(Clone)]
pub struct Quick {
    board: [u8; 64],
    up: u64,
    down: u64,
    /// The places of the yellow tiles.
    yellows: u64,
    counts: [[u8; KINDS]; SEATS],
    tiles: [u8; SEATS],
    points: [i32; SEATS],
    bans: [Banned; SEATS],
    side: [u8; 6],
    players: u8,
    /// Each seat's denial (`Policy::denial`).
    deny: [i32; SEATS],
    start: u8,
    turn: u32,
    last_turn: u32,
    over: bool,
}

impl Quick {
    /// The same position as `state` at the start of a turn, or with the turn's decision still
    /// open (that decision is made by `policy` as the play-out begins).
    pub fn of(state: &State, cx: &Cx, rng: &mut Chance) -> Quick {
        let mut q = Quick {
            board: [NONE; 64],
            up: 0,
            down: 0,
            yellows: 0,
            counts: [[0; KINDS]; SEATS],
            tiles: [0; SEATS],
            points: [0; SEATS],
            bans: [NONE; SEATS],
            side: [NONE; 6],
            players: state.players() as u8,
            deny: [cx.policy.denial; SEATS],
            start: state.start_player(),
            turn: state.turn_index(),
            last_turn: state.last_turn().unwrap_or(u32::MAX),
            over: state.is_over(),
        };
        for (s, placed) in state.board().iter().enumerate() {
            if let Some(p) = placed {
                q.board[s] = p.tile.id();
                q.yellows |= u64::from(p.tile.id() % 6 == 4) << s;
                if p.face_up {
                    q.up |= 1 << s;
                } else {
                    q.down |= 1 << s;
                }
            }
        }
        for seat in 0..state.players() {
            let hand = state.hand(seat as u8);
            for t in &hand.tiles {
                q.counts[seat][t.kind().index()] += 1;
            }
            q.tiles[seat] = hand.tiles.len() as u8;
            q.points[seat] = hand.points;
        }
        for r in state.restrictions() {
            q.bans[usize::from(r.owner)] = match r.ban {
                Ban::Kind(k) => k.index() as u8,
                Ban::Colour(c) => 10 + c.index() as u8,
            };
        }
        if state.config().variant == Variant::AladdinsLamp {
            for (i, t) in state.side().iter().enumerate() {
                q.side[i] = t.id();
            }
        }
        q.finish_turn(state, cx, rng);
        q
    }

    /// The turn `state` is in the middle of, finished by the policy.
    fn finish_turn(&mut self, state: &State, cx: &Cx, rng: &mut Chance) {
        let me = usize::from(self.current());
        let facts = state.facts;
        let blue = if facts.flipped > 0 || !facts.bared_square { 2 * i32::from(facts.flipped) } else { 2 };
        match state.phase() {
            Phase::Take | Phase::Over => return,
            Phase::Lamp { lamp } => self.lamp(me, lamp.id(), usize::from(facts.from), blue, cx, rng),
            Phase::Magic { tile } => self.magic(me, tile.id(), usize::from(facts.from), blue, cx, rng),
            Phase::Showing { .. } | Phase::Keeping { .. } => self.yellow(me),
        }
        self.end_turn();
    }

    fn current(&self) -> u8 {
        ((u32::from(self.start) + self.turn) % u32::from(self.players)) as u8
    }

    fn present(&self) -> u64 {
        self.up | self.down
    }

    /// Face-down tiles that taking the tile at `slot` would turn face up.
    fn flips(&self, slot: usize, cx: &Cx) -> i32 {
        let left = self.present() & !(1 << slot);
        cx.masks.under[slot]
            .iter()
            .filter(|&&b| self.down & 1 << b != 0 && cx.masks.over[usize::from(b)] & left == 0)
            .count() as i32
    }

    /// Takes the tile at `slot` off the board and turns face up what it uncovered: how many.
    fn lift(&mut self, slot: usize, cx: &Cx) -> i32 {
        self.up &= !(1 << slot);
        let present = self.present();
        let mut flipped = 0;
        for &b in &cx.masks.under[slot] {
            let b = usize::from(b);
            if self.down & 1 << b != 0 && cx.masks.over[b] & present == 0 {
                self.down &= !(1 << b);
                self.up |= 1 << b;
                flipped += 1;
            }
        }
        if flipped > 0 && self.down == 0 && self.last_turn == u32::MAX {
            let n = u32::from(self.players);
            self.last_turn = (self.turn / n + 2) * n - 1;
        }
        flipped
    }

    fn forbidden(&self, seat: usize, tile: u8) -> bool {
        (0..usize::from(self.players)).any(|o| o != seat && self.bans[o] != NONE && forbids(self.bans[o], tile))
    }

    /// What one more tile of `kind` is worth to `seat`, at the end.
    fn gain(&self, seat: usize, kind: usize) -> i32 {
        i32::from(self.counts[seat][kind]) + 1
    }

    /// What one more tile of `kind` would give the opponent of `seat` who needs it most.
    fn denied_kind(&self, seat: usize, kind: usize) -> i32 {
        (0..usize::from(self.players)).filter(|&o| o != seat).map(|o| self.gain(o, kind)).max().unwrap_or(0)
    }

    /// The shown tile `seat` would keep: its worth (what it gains `seat` and costs its owner),
    /// its owner and its kind; the first of equals.
    fn best_shown(&self, seat: usize) -> Option<(i32, usize, usize)> {
        self.best_of_shown(seat, &self.shown())
    }

    /// The kind each seat would show: the one it holds fewest of (the first of equals).
    fn shown(&self) -> [Option<usize>; SEATS] {
        std::array::from_fn(|o| {
            if o >= usize::from(self.players) {
                return None;
            }
            let (mut kind, mut fewest) = (None, u8::MAX);
            for (k, &c) in self.counts[o].iter().enumerate() {
                if c > 0 && c < fewest {
                    (kind, fewest) = (Some(k), c);
                }
            }
            kind
        })
    }

    fn best_of_shown(&self, seat: usize, shown: &[Option<usize>; SEATS]) -> Option<(i32, usize, usize)> {
        let mut best = None;
        for (o, k) in shown.iter().enumerate().filter(|&(o, _)| o != seat) {
            if let Some(k) = *k {
                let w = self.gain(seat, k) + i32::from(self.counts[o][k]);
                if best.is_none_or(|(b, _, _)| w > b) {
                    best = Some((w, o, k));
                }
            }
        }
        best
    }

    /// Yellow, for every seat: what it gains by keeping the shown tile it likes best (each
    /// opponent shows the kind it holds fewest of) and what that costs its owner.
    fn steals(&self) -> Steals {
        if self.up & self.yellows == 0 {
            return [0; SEATS];
        }
        let shown = self.shown();
        std::array::from_fn(|seat| {
            let playing = seat < usize::from(self.players);
            if playing {
                self.best_of_shown(seat, &shown).map_or(0, |(worth, _, _)| worth)
            } else {
                0
            }
        })
    }

    /// What the colour of `tile`, taken from `slot`, brings every seat alike (pink, blue, and
    /// white, roughly), or `None` where that depends on the seat (`effect`).
    fn shared_effect(&self, slot: usize, tile: u8, cx: &Cx) -> Option<i32> {
        match tile % 6 {
            0 => Some(5),
            1 => Some(match self.flips(slot, cx) {
                0 if cx.masks.bottom & 1 << slot != 0 => 2,
                n => 2 * n,
            }),
            5 => Some(2),
            _ => None,
        }
    }

    /// What the colour of `tile`, taken from `slot`, brings `seat` now (roughly, for green),
    /// where `shared_effect` has no answer.
    fn effect(&self, seat: usize, slot: usize, tile: u8, steals: &Steals, cx: &Cx) -> i32 {
        match tile % 6 {
            2 => 2 * self.gain(seat, usize::from(tile / 6)),
            3 => {
                let mut best = 0;
                let mut bits = cx.masks.near[slot] & self.up;
                while bits != 0 {
                    let b = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    best = best.max(self.gain(seat, usize::from(self.board[b] / 6)));
                }
                best
            }
            _ => steals[seat],
        }
    }

    /// What taking the tile at `slot` is worth to `seat`, in tenths of a point: its gain and
    /// effect, and what it would give the opponent of `seat` who would gain most by it.
    fn worth(&self, seat: usize, slot: usize, cx: &Cx, steals: &Steals) -> i32 {
        let tile = self.board[slot];
        let kind = usize::from(tile / 6);
        let shared = self.shared_effect(slot, tile, cx);
        let brings = |o: usize| shared.unwrap_or_else(|| self.effect(o, slot, tile, steals, cx));
        let own = 10 * (self.gain(seat, kind) + brings(seat));
        if self.deny[seat] == 0 {
            return own;
        }
        let others = (0..usize::from(self.players)).filter(|&o| o != seat);
        own + self.deny[seat] * others.map(|o| self.gain(o, kind) + brings(o)).max().unwrap_or(0)
    }

    /// The tile `seat` takes: the best worth, with a little chance.
    fn choose(&self, seat: usize, cx: &Cx, rng: &mut Chance) -> Option<usize> {
        let allowed = self.up & !self.mask_forbidden(seat);
        let from = if allowed == 0 { self.up } else { allowed };
        let steals = self.steals();
        let (hasten, face_down) = (self.hastens(seat, cx), self.down.count_ones() as i32);
        let mut best = (i32::MIN, None);
        let mut bits = from;
        while bits != 0 {
            let s = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let ends = hasten != 0 && self.flips(s, cx) == face_down;
            let w = self.worth(seat, s, cx, &steals)
                + rng.below(cx.policy.noise.max(1)) as i32
                + if ends { hasten } else { 0 };
            if w > best.0 {
                best = (w, Some(s));
            }
        }
        best.1
    }

    /// What `seat` adds to the worth of a tile that would turn the last face-down tiles face up
    /// (`Policy::end`): while few are left, more when it is ahead, less when it is behind.
    fn hastens(&self, seat: usize, cx: &Cx) -> i32 {
        if cx.policy.end == 0 || self.last_turn != u32::MAX || self.down.count_ones() > END_NEAR {
            return 0;
        }
        if self.score(seat) > self.best_other(seat) {
            cx.policy.end
        } else {
            -cx.policy.end
        }
    }

    fn mask_forbidden(&self, seat: usize) -> u64 {
        if (0..usize::from(self.players)).all(|o| o == seat || self.bans[o] == NONE) {
            return 0;
        }
        let mut bits = self.up;
        let mut mask = 0;
        while bits != 0 {
            let s = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            if self.forbidden(seat, self.board[s]) {
                mask |= 1 << s;
            }
        }
        mask
    }

    /// How much `seat` denies from now on (`Policy::denial`).
    pub fn set_denial(&mut self, seat: usize, denial: i32) {
        self.deny[seat] = denial;
    }

    /// Plays to the end: the margin of `me` over the best of the others.
    pub fn play_out(mut self, me: u8, cx: &Cx, rng: &mut Chance) -> i32 {
        while !self.over {
            self.turn_of(cx, rng);
        }
        let me = usize::from(me);
        self.score(me) - self.best_other(me)
    }

    /// The best score now of the others than `seat`.
    fn best_other(&self, seat: usize) -> i32 {
        (0..usize::from(self.players)).filter(|&o| o != seat).map(|o| self.score(o)).max().unwrap_or(0)
    }

    fn turn_of(&mut self, cx: &Cx, rng: &mut Chance) {
        match self.choose(usize::from(self.current()), cx, rng) {
            Some(slot) => self.take(slot, cx, rng),
            None => self.over = true,
        }
    }

    /// The turn of the player to act, who takes the tile at `slot` (face up): its effect as the
    /// policy would use it.
    pub fn take(&mut self, slot: usize, cx: &Cx, rng: &mut Chance) {
        let seat = usize::from(self.current());
        let tile = self.board[slot];
        let flipped = self.lift(slot, cx);
        self.add(seat, tile);
        let blue = if flipped > 0 || cx.masks.bottom & 1 << slot == 0 { 2 * flipped } else { 2 };
        if self.side[0] != NONE && tile / 6 == LAMP {
            self.lamp(seat, tile, slot, blue, cx, rng);
        } else {
            self.magic(seat, tile, slot, blue, cx, rng);
        }
        self.end_turn();
    }

    fn add(&mut self, seat: usize, tile: u8) {
        self.counts[seat][usize::from(tile / 6)] += 1;
        self.tiles[seat] += 1;
    }

    /// Aladdin's lamp: keep it, or swap it for the side tile worth most (its colour's effect
    /// with it).
    fn lamp(&mut self, seat: usize, lamp: u8, slot: usize, blue: i32, cx: &Cx, rng: &mut Chance) {
        let colour_worth = |q: &Quick, t: u8| match t % 6 {
            0 => 5,
            1 => blue,
            2 => 2 * q.gain(seat, usize::from(t / 6)),
            4 => 3,
            _ => 1,
        };
        let mut best = (colour_worth(self, lamp), None);
        for (i, &t) in self.side.iter().enumerate().filter(|(_, &t)| t != NONE && t / 6 != LAMP) {
            let w = self.gain(seat, usize::from(t / 6)) - i32::from(self.counts[seat][usize::from(LAMP)])
                + colour_worth(self, t);
            if w > best.0 {
                best = (w, Some(i));
            }
        }
        let tile = match best.1 {
            Some(i) => {
                let got = std::mem::replace(&mut self.side[i], lamp);
                self.counts[seat][usize::from(LAMP)] -= 1;
                self.counts[seat][usize::from(got / 6)] += 1;
                got
            }
            None => lamp,
        };
        self.magic(seat, tile, slot, blue, cx, rng);
    }

    /// The effect of `tile`'s colour for `seat`, the tile taken from `slot` (`blue`: what blue
    /// scores).
    fn magic(&mut self, seat: usize, tile: u8, slot: usize, blue: i32, cx: &Cx, rng: &mut Chance) {
        match tile % 6 {
            0 => self.points[seat] += 5,
            1 => self.points[seat] += blue,
            2 => self.points[seat] += 2 * i32::from(self.counts[seat][usize::from(tile / 6)]),
            3 => self.green(seat, slot, cx, rng),
            4 => self.yellow(seat),
            _ => self.white(seat, cx),
        }
    }

    fn green(&mut self, seat: usize, from: usize, cx: &Cx, rng: &mut Chance) {
        let mut best = (i32::MIN, None);
        for &b in &cx.masks.beside[from] {
            let b = usize::from(b);
            if self.up & 1 << b != 0 && !self.forbidden(seat, self.board[b]) {
                let kind = usize::from(self.board[b] / 6);
                let w = 10 * self.gain(seat, kind)
                    + self.deny[seat] * self.denied_kind(seat, kind)
                    + rng.below(cx.policy.noise.max(1)) as i32;
                if w > best.0 {
                    best = (w, Some(b));
                }
            }
        }
        if let Some(b) = best.1 {
            let tile = self.board[b];
            self.lift(b, cx);
            self.add(seat, tile);
        }
    }

    /// Yellow: each opponent shows the kind it loses least by; `seat` keeps the one that gains
    /// it most and costs its owner most.
    fn yellow(&mut self, seat: usize) {
        if let Some((_, o, k)) = self.best_shown(seat) {
            self.counts[o][k] -= 1;
            self.tiles[o] -= 1;
            self.counts[seat][k] += 1;
            self.tiles[seat] += 1;
        }
    }

    /// White: forbids the kind of the tile the next player would like best.
    fn white(&mut self, seat: usize, cx: &Cx) {
        let next = (seat + 1) % usize::from(self.players);
        let steals = self.steals();
        let mut best = (i32::MIN, NONE);
        let mut bits = self.up;
        while bits != 0 {
            let s = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let w = self.worth(next, s, cx, &steals);
            if w > best.0 {
                best = (w, self.board[s] / 6);
            }
        }
        self.bans[seat] = best.1;
    }

    fn end_turn(&mut self) {
        if self.present() == 0 || self.turn == self.last_turn {
            self.over = true;
            return;
        }
        self.turn += 1;
        let seat = usize::from(self.current());
        self.bans[seat] = NONE;
    }

    fn score(&self, seat: usize) -> i32 {
        self.points[seat] + self.counts[seat].iter().map(|&c| group_points(usize::from(c))).sum::<i32>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ali_baba::{Action, AliBaba, Config, Variant};
    use crate::games::record::random_record;
    use crate::games::Game;

    fn positions() -> impl Iterator<Item = State> {
        (0..300u64).map(|seed| {
            let players = 2 + (seed % 3) as usize;
            let variant =
                if players == 2 { Variant::ALL[(seed % 4) as usize] } else { Variant::ALL[(seed % 3) as usize] };
            let config = Config {
                players: ["Lea", "Tom", "Ana", "Max"][..players].iter().map(|s| s.to_string()).collect(),
                variant,
                open_screens: false,
                start: None,
                computers: Default::default(),
            };
            random_record::<AliBaba>(config, seed, (seed % 70) as usize, seed).replay().unwrap()
        })
    }

    fn board_masks(state: &State) -> (u64, u64) {
        state.board().iter().enumerate().fold((0, 0), |(up, down), (s, p)| match p {
            Some(p) if p.face_up => (up | 1 << s, down),
            Some(_) => (up, down | 1 << s),
            None => (up, down),
        })
    }

    /// Every tile taken turns face up, in the quick copy, what the rules turn face up, and the
    /// game's last round begins at the same turn.
    #[test]
    fn a_take_uncovers_in_the_quick_copy_what_it_uncovers_in_the_rules() {
        let mut compared = 0;
        for state in positions().filter(|s| *s.phase() == Phase::Take) {
            let cx = Cx { masks: Masks::of(state.geometry()), policy: Policy { denial: 0, noise: 1, end: 0 } };
            let q = Quick::of(&state, &cx, &mut Chance::new(1));
            assert_eq!((q.up, q.down), board_masks(&state));
            for action in AliBaba::legal_actions(&state) {
                let Action::Take(slot) = action else { continue };
                let mut after = state.clone();
                AliBaba::apply(&mut after, action).unwrap();
                let mut quick = q.clone();
                let predicted = quick.flips(usize::from(slot), &cx);
                let flipped = quick.lift(usize::from(slot), &cx);
                assert_eq!((quick.up, quick.down), board_masks(&after));
                assert_eq!(predicted, flipped);
                assert_eq!(quick.last_turn, after.last_turn().unwrap_or(u32::MAX));
                compared += 1;
            }
        }
        assert!(compared > 1000, "only {compared} takes compared");
    }

    /// While few tiles are face down, a player ahead weighs the tile that brings the last round
    /// on higher and a player behind lower; earlier, and once the last round has come, neither.
    #[test]
    fn near_the_end_a_player_ahead_hastens_it_and_one_behind_delays_it() {
        let mut seen = [false; 2];
        for state in positions().filter(|s| *s.phase() == Phase::Take) {
            let cx = Cx { masks: Masks::of(state.geometry()), policy: Policy { denial: 0, noise: 1, end: 30 } };
            let q = Quick::of(&state, &cx, &mut Chance::new(1));
            for seat in 0..usize::from(q.players) {
                let hasten = q.hastens(seat, &cx);
                if q.down.count_ones() > END_NEAR || q.last_turn != u32::MAX {
                    assert_eq!(hasten, 0);
                    continue;
                }
                assert_eq!(hasten, if q.score(seat) > q.best_other(seat) { 30 } else { -30 });
                seen[usize::from(hasten > 0)] = true;
            }
        }
        assert_eq!(seen, [true, true], "players behind and ahead near the end");
    }

    /// A play-out ends, and every tile it took is behind a screen.
    #[test]
    fn a_play_out_ends_with_every_taken_tile_behind_a_screen() {
        for (i, state) in positions().enumerate() {
            let cx = Cx { masks: Masks::of(state.geometry()), policy: Policy { denial: 3, noise: 15, end: 30 } };
            let mut rng = Chance::new(i as u64);
            let q = Quick::of(&state, &cx, &mut rng);
            let before = q.present().count_ones() + q.tiles.iter().map(|&t| u32::from(t)).sum::<u32>();
            let mut end = q.clone();
            while !end.over {
                end.turn_of(&cx, &mut rng);
            }
            let after = end.present().count_ones() + end.tiles.iter().map(|&t| u32::from(t)).sum::<u32>();
            assert_eq!(before, after);
            for seat in 0..usize::from(end.players) {
                assert_eq!(end.counts[seat].iter().map(|&c| u32::from(c)).sum::<u32>(), u32::from(end.tiles[seat]));
            }
        }
    }
}
