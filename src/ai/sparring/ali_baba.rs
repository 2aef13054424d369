//! Sparring players of Ali Baba, written from the rules (`shared/rules/ali-baba.md`) and the
//! seat's view alone. `SetCollector` builds a few big groups; `Denier` weighs every take by what
//! it also keeps from the opponents; `Sprinter` grabs the most points now against the next
//! player's best reply; `Rollout` plays the game out in worlds drawn from what the view hides.

use crate::ai::AppPlayer;
use crate::games::ali_baba::{
    group_points, Action, AliBaba, Ban, Cave, Colour, Config, Geometry, Hand, Kind, Phase, PhaseView, Placed, Slot,
    State, Tile, TurnFacts, View,
};
use crate::games::rng::GameRng;
use crate::games::Game;
use std::cmp::Reverse;
use std::sync::OnceLock;

// ---------- what a seat can read off its view ----------

/// For each slot, the slots of the layers beneath that it overlaps (the rules' `above`, turned
/// round): what taking it may turn face up.
fn below(cave: Cave) -> &'static [Vec<Slot>] {
    static STANDARD: OnceLock<Vec<Vec<Slot>>> = OnceLock::new();
    static SMALL: OnceLock<Vec<Vec<Slot>>> = OnceLock::new();
    let build = || {
        let g = Geometry::of(cave);
        let mut below = vec![Vec::new(); g.slot_count()];
        for t in 0..g.slot_count() as Slot {
            for &s in g.above(t) {
                below[s as usize].push(t);
            }
        }
        below
    };
    match cave {
        Cave::Standard => STANDARD.get_or_init(build),
        Cave::Small => SMALL.get_or_init(build),
    }
}

/// `tile.kind().index()`, straight from the tile's number (`kind * 6 + colour`): the play-outs
/// ask it millions of times.
fn kind_of(tile: Tile) -> usize {
    usize::from(tile.id() / 6)
}

fn kind_counts(tiles: &[Tile]) -> [u8; 10] {
    let mut counts = [0u8; 10];
    for &t in tiles {
        counts[kind_of(t)] += 1;
    }
    counts
}

fn groups(counts: &[u8; 10]) -> i32 {
    counts.iter().map(|&c| group_points(c as usize)).sum()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cell {
    Empty,
    Down,
    Up(Tile),
}

/// The table as the viewer sees it, with the counts and estimates every design reads.
struct Table<'a> {
    view: &'a View,
    geo: &'static Geometry,
    below: &'static [Vec<Slot>],
    cells: Vec<Cell>,
    /// Tiles per kind behind each screen. Every tile went behind a screen in the open, so
    /// `seen_taken` tells them all, closed screens or not.
    counts: Vec<[u8; 10]>,
    /// Tiles seen nowhere: face down in the pyramid or in the box.
    unseen: Vec<Tile>,
    up_mask: [bool; Tile::COUNT],
    /// Tiles of each kind still to be won from the board: face up, or expected among the face-down.
    avail: [f32; 10],
    me: usize,
    n: usize,
}

impl<'a> Table<'a> {
    fn new(view: &'a View) -> Self {
        let geo = Geometry::of(view.cave);
        let mut cells = vec![Cell::Empty; geo.slot_count()];
        for sv in &view.board {
            cells[sv.slot as usize] = sv.tile.map_or(Cell::Down, Cell::Up);
        }
        let mut counts: Vec<[u8; 10]> = view.seen_taken.iter().map(|tiles| kind_counts(tiles)).collect();
        let me = usize::from(view.viewer);
        if let PhaseView::Lamp { lamp } = view.phase {
            // A lamp still to be kept or swapped is judged as not yet held.
            let c = &mut counts[me][lamp.kind().index()];
            *c = c.saturating_sub(1);
        }
        let mut up_mask = [false; Tile::COUNT];
        let mut seen = [false; Tile::COUNT];
        for &c in &cells {
            if let Cell::Up(t) = c {
                up_mask[t.id() as usize] = true;
            }
        }
        for t in view.side.iter().chain(view.seen_taken.iter().flatten()) {
            seen[t.id() as usize] = true;
        }
        let unseen: Vec<Tile> = Tile::all()
            .filter(|t| !seen[t.id() as usize] && !up_mask[t.id() as usize] && !view.removed_kinds.contains(&t.kind()))
            .collect();
        let in_pyramid = view.face_down as f32 / (view.face_down + view.boxed).max(1) as f32;
        let mut avail = [0.0; 10];
        for t in Tile::all().filter(|t| up_mask[t.id() as usize]) {
            avail[t.kind().index()] += 1.0;
        }
        for t in &unseen {
            avail[t.kind().index()] += in_pyramid;
        }
        let n = view.players.len();
        Table { view, geo, below: below(view.cave), cells, counts, unseen, up_mask, avail, me, n }
    }

    fn up(&self) -> impl Iterator<Item = (Slot, Tile)> + '_ {
        self.cells.iter().enumerate().filter_map(|(s, c)| match *c {
            Cell::Up(t) => Some((s as Slot, t)),
            _ => None,
        })
    }

    fn count(&self, seat: usize, tile: Tile) -> f32 {
        f32::from(self.counts[seat][tile.kind().index()])
    }

    /// Face-down tiles that turn up once `slot` leaves the board (with `gone` already off it).
    fn flips(&self, slot: Slot, gone: Option<Slot>) -> u8 {
        let free = |u: Slot| u == slot || Some(u) == gone || self.cells[u as usize] == Cell::Empty;
        let turned = self.below[slot as usize]
            .iter()
            .filter(|&&t| self.cells[t as usize] == Cell::Down && self.geo.above(t).iter().all(|&u| free(u)));
        turned.count() as u8
    }

    /// Whether a white restriction of another player forbids `seat` to take `tile`.
    fn forbidden(&self, seat: usize, tile: Tile) -> bool {
        self.view.restrictions.iter().any(|r| usize::from(r.owner) != seat && r.ban.forbids(tile))
    }

    /// The turns `seat` still has after the one being played.
    fn later_turns(&self, seat: usize) -> f32 {
        let current = usize::from(self.view.current);
        match self.view.turns_left {
            Some(k) => (1..k as usize).filter(|j| (current + j) % self.n == seat).count() as f32,
            None => {
                // Each turn takes a tile, some (green) two.
                let tiles = self.cells.iter().filter(|c| **c != Cell::Empty).count();
                tiles as f32 / (1.15 * self.n as f32)
            }
        }
    }

    /// Effect points plus groups: where `seat` stands now.
    fn standing(&self, seat: usize) -> f32 {
        (self.view.players[seat].effect_points + groups(&self.counts[seat])) as f32
    }

    /// Points the effect of `tile` brings `seat` if taken from `at` now (`None`: swapped in from
    /// beside the board), with `gone` already off the board; `taste` values the tiles it brings.
    fn effect(&self, seat: usize, tile: Tile, at: Option<Slot>, gone: Option<Slot>, taste: &Taste) -> f32 {
        match tile.colour() {
            Colour::Pink => 5.0,
            Colour::Blue => at.map_or(2.0, |s| match self.flips(s, gone) {
                0 if self.geo.places[s as usize].layer == 0 => 2.0,
                f => 2.0 * f32::from(f),
            }),
            Colour::Brown => 2.0 * (self.count(seat, tile) + 1.0),
            Colour::Green => at.map_or(1.5, |s| self.beside_best(seat, s, gone, taste.worth)),
            Colour::Yellow => self.yellow_guess(seat, taste),
            // What a ban keeps from the others is hard to tell before the board changes.
            Colour::White => 1.5,
        }
    }

    /// Green: the best face-up tile sharing an edge with `slot` that `seat` may also take.
    fn beside_best(&self, seat: usize, slot: Slot, gone: Option<Slot>, worth: &dyn Fn(Tile) -> f32) -> f32 {
        let options =
            self.geo.beside(slot).iter().filter(|&&u| Some(u) != gone).filter_map(|&u| match self.cells[u as usize] {
                Cell::Up(t) if !self.forbidden(seat, t) => Some(worth(t)),
                _ => None,
            });
        options.fold(0.0, f32::max)
    }

    /// Yellow: each opponent is expected to show the tile that costs them least, their group's
    /// loss and half the asker's gain; `seat` keeps the best, a steal: its worth and the loss.
    fn yellow_guess(&self, seat: usize, taste: &Taste) -> f32 {
        let shown = (0..self.n).filter(|&o| o != seat).filter_map(|o| {
            let held = self.counts[o];
            let cost = |k: usize| f32::from(held[k]) + 0.5 * f32::from(self.counts[seat][k] + 1);
            let k = (0..10).filter(|&k| held[k] > 0).min_by(|&a, &b| cost(a).total_cmp(&cost(b)))?;
            let tile = self.view.seen_taken[o].iter().copied().find(|t| t.kind().index() == k)?;
            Some((taste.worth)(tile) + (taste.deny)(o) * f32::from(held[k]))
        });
        shown.fold(0.0, f32::max)
    }

    /// Mean points now of an unseen tile for `seat`: what a flipped tile may offer.
    fn unseen_mean(&self, seat: usize) -> f32 {
        if self.unseen.is_empty() {
            return 0.0;
        }
        let total: f32 = self.unseen.iter().map(|&t| self.count(seat, t) + 1.0 + colour_guess(t.colour())).sum();
        total / self.unseen.len() as f32
    }
}

/// How a seat values what an effect brings: `worth` of a tile behind its screen, `deny` of each
/// point a seat loses.
struct Taste<'f> {
    worth: &'f dyn Fn(Tile) -> f32,
    deny: &'f dyn Fn(usize) -> f32,
}

/// A rough value of each colour's effect, where the board around a tile is unknown.
fn colour_guess(colour: Colour) -> f32 {
    match colour {
        Colour::Pink => 5.0,
        Colour::Blue | Colour::Brown => 2.5,
        Colour::Green | Colour::Yellow => 2.0,
        Colour::White => 1.0,
    }
}

// ---------- one way of deciding, for every design that judges moves one by one ----------

/// How a design values the moves of a turn; `decide_with` does the rest.
trait Judge {
    /// What having `tile` behind the viewer's screen is worth, its effect aside.
    fn worth(&self, t: &Table, tile: Tile) -> f32;

    /// How much each point `seat` loses counts for the viewer: a point lost by one of the others
    /// is a fraction of a point won (all of it with two players).
    fn deny(&self, t: &Table, seat: usize) -> f32 {
        if seat == t.me {
            0.0
        } else {
            1.0 / (t.n - 1) as f32
        }
    }

    /// The viewer's points from the effect of `tile`, taken from `at` (`None`: from beside the board).
    fn effect(&self, t: &Table, tile: Tile, at: Option<Slot>) -> f32 {
        let taste = Taste { worth: &|x| self.worth(t, x), deny: &|o| self.deny(t, o) };
        t.effect(t.me, tile, at, None, &taste)
    }

    /// Taking the tile at `slot` from the board now, effect and all.
    fn take(&self, t: &Table, slot: Slot, tile: Tile) -> f32 {
        self.worth(t, tile) + self.effect(t, tile, Some(slot))
    }

    /// White: forbidding `ban` to the opponents until the viewer's next turn.
    fn forbid(&self, t: &Table, ban: Ban) -> f32;

    /// Yellow: keeping `tile`, shown by `from`.
    fn keep(&self, t: &Table, _from: usize, tile: Tile) -> f32 {
        self.worth(t, tile)
    }

    /// Yellow, asked by `asker`: what showing `tile` may cost (the group it leaves, and what
    /// the asker would gain keeping it).
    fn show_cost(&self, t: &Table, asker: usize, tile: Tile) -> f32 {
        t.count(t.me, tile) + 0.5 * (t.count(asker, tile) + 1.0)
    }
}

fn judge_action(judge: &impl Judge, t: &Table, action: Action) -> f32 {
    let view = t.view;
    let tile_at = |slot: Slot| match t.cells.get(slot as usize) {
        Some(Cell::Up(tile)) => Some(*tile),
        _ => None,
    };
    let with_effect = |tile: Tile| judge.worth(t, tile) + judge.effect(t, tile, None);
    let score = match (action, &view.phase) {
        (Action::Take(slot), _) => tile_at(slot).map(|tile| judge.take(t, slot, tile)),
        (Action::KeepLamp, PhaseView::Lamp { lamp }) => Some(with_effect(*lamp)),
        (Action::SwapLamp(i), _) => view.side.get(usize::from(i)).map(|&tile| with_effect(tile)),
        // Brown only scores; yellow at worst shows nothing worth keeping.
        (Action::UseMagic, _) => Some(100.0),
        (Action::TakeBeside(slot), _) => tile_at(slot).map(|tile| judge.worth(t, tile)),
        (Action::Forbid(ban), _) => Some(judge.forbid(t, ban)),
        (Action::Show(tile), _) => Some(-judge.show_cost(t, usize::from(view.current), tile)),
        (Action::Keep(tile), PhaseView::Keeping { shown }) => {
            shown.iter().find(|&&(_, x)| x == tile).map(|&(from, _)| judge.keep(t, usize::from(from), tile))
        }
        // Every effect a player may decline only helps its user (an extra tile, a ban, a tile kept).
        (Action::Pass, _) => Some(-1.0),
        _ => None,
    };
    score.unwrap_or(f32::MIN)
}

/// The best-scored choice; equals are drawn by lot.
fn best(choices: &[Action], rng: &mut GameRng, score: impl Fn(Action) -> f32) -> Action {
    let scores: Vec<f32> = choices.iter().map(|&a| score(a)).collect();
    let top = scores.iter().copied().fold(f32::MIN, f32::max);
    let ties: Vec<usize> = (0..choices.len()).filter(|&i| scores[i] >= top - 1e-4).collect();
    match ties.len() {
        0 => choices[0],
        1 => choices[ties[0]],
        n => choices[ties[rng.below(n as u32) as usize]],
    }
}

fn decide_with(judge: &impl Judge, t: &Table, rng: &mut GameRng) -> Action {
    best(&t.view.choices, rng, |a| judge_action(judge, t, a))
}

// ---------- SetCollector ----------

/// Commits to a few kinds and builds big groups of them (a group of six is 21 points, six
/// singles 6): a tile is worth its group's gain now plus one point for each tile of its kind
/// still expected to join it. Effects are taken at face value; white guards the tile it wants
/// next; yellow keeps what fits the plan and shows what does not.
pub struct SetCollector;

struct Collect {
    /// The kinds being built.
    plan: [bool; 10],
    /// Share of the kind's remaining tiles expected to join the group.
    share: [f32; 10],
    later: f32,
}

impl Collect {
    fn new(t: &Table) -> Self {
        let me = t.me;
        let later = t.later_turns(me);
        let rival = |k: usize| (0..t.n).filter(|&o| o != me).map(|o| t.counts[o][k]).max().unwrap_or(0);
        // As many groups as the tiles still to come can fill to four or five.
        let expected = t.view.my_tiles.len() as f32 + 1.0 + later;
        let wanted = ((expected / 4.5).ceil() as usize).clamp(2, 6);
        let prospect = |k: usize| 2.0 * f32::from(t.counts[me][k]) + t.avail[k] - 0.7 * f32::from(rival(k));
        let mut kinds: Vec<usize> = (0..10).filter(|&k| !t.view.removed_kinds.contains(&Kind::ALL[k])).collect();
        kinds.sort_by(|&a, &b| prospect(b).total_cmp(&prospect(a)).then(a.cmp(&b)));
        let mut plan = [false; 10];
        kinds.iter().take(wanted).for_each(|&k| plan[k] = true);
        // Counting on more than a fair share (all of them with two players, half with four) weighs
        // the groups rightly against the effects, in trial games among these designs. The planned
        // kinds are counted on most.
        let fair = 2.0 / t.n as f32;
        let mut share = [0.75 * fair; 10];
        for k in 0..10 {
            if plan[k] {
                share[k] = fair;
            }
            // A rival with as big a group fights for the same tiles.
            if rival(k) >= t.counts[me][k].max(2) {
                share[k] *= 0.6;
            }
        }
        Collect { plan, share, later }
    }
}

impl Judge for Collect {
    fn worth(&self, t: &Table, tile: Tile) -> f32 {
        let k = tile.kind().index();
        let here = if t.up_mask[tile.id() as usize] { 1.0 } else { 0.0 };
        let future = (self.share[k] * (t.avail[k] - here).max(0.0)).min(self.later);
        t.count(t.me, tile) + 1.0 + future
    }

    /// Guards the tile it most wants next turn (and a little the one after).
    fn forbid(&self, t: &Table, ban: Ban) -> f32 {
        let up: Vec<(Slot, Tile)> = t.up().collect();
        if up.iter().all(|&(_, x)| ban.forbids(x)) {
            return 0.0; // The others would take anything: nothing is guarded.
        }
        let mut guarded: Vec<f32> =
            up.iter().filter(|&&(_, x)| ban.forbids(x)).map(|&(s, x)| self.take(t, s, x)).collect();
        guarded.sort_by(|a, b| b.total_cmp(a));
        guarded.first().copied().unwrap_or(0.0) + 0.3 * guarded.get(1).copied().unwrap_or(0.0)
    }

    fn show_cost(&self, t: &Table, asker: usize, tile: Tile) -> f32 {
        let planned = if self.plan[tile.kind().index()] { 1.5 } else { 0.0 };
        t.count(t.me, tile) + planned + 0.3 * (t.count(asker, tile) + 1.0)
    }
}

impl AppPlayer<AliBaba> for SetCollector {
    fn decide(&self, view: &View, rng: &mut GameRng) -> Action {
        let t = Table::new(view);
        decide_with(&Collect::new(&t), &t, rng)
    }
}

// ---------- Denier ----------

/// Scores every take by what it gains plus what it keeps from the opponents: the tile's value
/// to each of them (their groups read from the tiles seen going behind their screens), weighted
/// by how soon they play and how far they lead. White forbids what the opponents want most
/// before its next turn; yellow keeps what hurts the giver most, the leader above all.
pub struct Denier;

struct Deny {
    /// How much a point kept from each seat counts (0 for the viewer).
    weight: Vec<f32>,
    later: f32,
}

impl Deny {
    fn new(t: &Table) -> Self {
        let standing: Vec<f32> = (0..t.n).map(|s| t.standing(s)).collect();
        let weight = (0..t.n)
            .map(|o| {
                let distance = (o + t.n - t.me) % t.n;
                let base = [0.0, 0.6, 0.35, 0.2][distance];
                let others = (0..t.n).filter(|&s| s != o).map(|s| standing[s]).fold(f32::MIN, f32::max);
                base * (1.0 + ((standing[o] - others) / 15.0).clamp(-0.3, 0.6))
            })
            .collect();
        Deny { weight, later: t.later_turns(t.me) }
    }

    /// What `tile` is worth to `seat`: its group's gain now and a fair share of its kind to come.
    fn worth_for(&self, t: &Table, seat: usize, tile: Tile) -> f32 {
        let k = tile.kind().index();
        let here = if t.up_mask[tile.id() as usize] { 1.0 } else { 0.0 };
        let future = ((t.avail[k] - here).max(0.0) / t.n as f32).min(self.later);
        t.count(seat, tile) + 1.0 + future
    }

    fn value_for(&self, t: &Table, seat: usize, slot: Slot, tile: Tile) -> f32 {
        let deny = |o: usize| match o {
            _ if seat == t.me => self.deny(t, o),
            _ if o == seat => 0.0,
            _ => 1.0 / (t.n - 1) as f32,
        };
        let taste = Taste { worth: &|x| self.worth_for(t, seat, x), deny: &deny };
        self.worth_for(t, seat, tile) + t.effect(seat, tile, Some(slot), None, &taste)
    }

    /// The best take `seat` would have with `ban` in force (none left: any tile).
    fn best_for(&self, t: &Table, seat: usize, ban: Option<Ban>) -> f32 {
        let allowed = |x: Tile| ban.is_none_or(|b| !b.forbids(x));
        let pick = |strict: bool| {
            t.up()
                .filter(|&(_, x)| !strict || allowed(x))
                .map(|(s, x)| self.value_for(t, seat, s, x))
                .fold(f32::MIN, f32::max)
        };
        match pick(true) {
            f32::MIN => pick(false),
            v => v,
        }
    }
}

impl Judge for Deny {
    fn worth(&self, t: &Table, tile: Tile) -> f32 {
        self.worth_for(t, t.me, tile)
    }

    fn deny(&self, _t: &Table, seat: usize) -> f32 {
        self.weight[seat] / 0.6
    }

    fn take(&self, t: &Table, slot: Slot, tile: Tile) -> f32 {
        let denied: f32 =
            (0..t.n).filter(|&o| o != t.me).map(|o| self.weight[o] * self.value_for(t, o, slot, tile)).sum();
        self.value_for(t, t.me, slot, tile) + denied
    }

    /// Every opponent plays before the ban lifts: what it takes from their best takes.
    fn forbid(&self, t: &Table, ban: Ban) -> f32 {
        let others = (0..t.n).filter(|&o| o != t.me);
        others.map(|o| self.weight[o] / 0.6 * (self.best_for(t, o, None) - self.best_for(t, o, Some(ban)))).sum()
    }

    fn keep(&self, t: &Table, from: usize, tile: Tile) -> f32 {
        // A group of c that loses a tile loses c points.
        self.worth(t, tile) + self.weight[from] / 0.6 * t.count(from, tile)
    }

    fn show_cost(&self, t: &Table, asker: usize, tile: Tile) -> f32 {
        t.count(t.me, tile) + 0.8 * (t.count(asker, tile) + 1.0)
    }
}

impl AppPlayer<AliBaba> for Denier {
    fn decide(&self, view: &View, rng: &mut GameRng) -> Action {
        let t = Table::new(view);
        decide_with(&Deny::new(&t), &t, rng)
    }
}

// ---------- Sprinter ----------

/// Effects first: takes the most points now (group gain plus effect) less most of the best
/// reply it leaves the next player, the tiles its take turns up counted at their expected
/// value. White forbids the next player's best; yellow keeps the biggest gain.
pub struct Sprinter;

struct Sprint {
    next: usize,
    /// What a freshly flipped tile is worth to the next player, on average.
    flipped_mean: f32,
}

/// How much of the next player's best reply a take is charged with.
const REPLY: f32 = 0.6;

impl Sprint {
    fn new(t: &Table) -> Self {
        let next = (usize::from(t.view.current) + 1) % t.n;
        Sprint { next, flipped_mean: t.unseen_mean(next) }
    }

    fn points(&self, t: &Table, seat: usize, slot: Slot, tile: Tile, gone: Option<Slot>) -> f32 {
        let taste = Taste {
            worth: &|x| t.count(seat, x) + 1.0,
            deny: &|o| if o == seat { 0.0 } else { 1.0 / (t.n - 1) as f32 },
        };
        t.count(seat, tile) + 1.0 + t.effect(seat, tile, Some(slot), gone, &taste)
    }

    /// The next player's best take once `gone` has left the board, with `ban` in force.
    fn reply(&self, t: &Table, gone: Option<Slot>, ban: Option<Ban>) -> f32 {
        let open = |x: Tile| !t.forbidden(self.next, x) && ban.is_none_or(|b| !b.forbids(x));
        let pick = |strict: bool| {
            t.up()
                .filter(|&(s, x)| Some(s) != gone && (!strict || open(x)))
                .map(|(s, x)| self.points(t, self.next, s, x, gone))
                .fold(f32::MIN, f32::max)
        };
        let known = match pick(true) {
            f32::MIN => pick(false).max(0.0),
            v => v,
        };
        match gone.map_or(0, |s| t.flips(s, None)) {
            0 => known,
            // The best of several unknown tiles beats their mean.
            f => known.max(self.flipped_mean + 0.8 * f32::from(f - 1)),
        }
    }
}

impl Judge for Sprint {
    fn worth(&self, t: &Table, tile: Tile) -> f32 {
        t.count(t.me, tile) + 1.0
    }

    fn take(&self, t: &Table, slot: Slot, tile: Tile) -> f32 {
        self.points(t, t.me, slot, tile, None) - REPLY * self.reply(t, Some(slot), None)
    }

    fn forbid(&self, t: &Table, ban: Ban) -> f32 {
        self.reply(t, None, None) - self.reply(t, None, Some(ban))
    }

    fn keep(&self, t: &Table, from: usize, tile: Tile) -> f32 {
        self.worth(t, tile) + 0.5 * t.count(from, tile)
    }
}

impl AppPlayer<AliBaba> for Sprinter {
    fn decide(&self, view: &View, rng: &mut GameRng) -> Action {
        let t = Table::new(view);
        decide_with(&Sprint::new(&t), &t, rng)
    }
}

// ---------- Rollout ----------

/// Monte Carlo: deals what the view hides (the unseen tiles, shuffled into the face-down places
/// and the box) and plays the moves `Denier` likes best out to the end, every seat following an
/// epsilon-greedy policy on points now; successive halving spends the play-outs on the moves
/// still in the running, and the best total final margin (own points less the best opponent's)
/// wins. Showing, keeping, and brown or yellow magic are left to `Denier`'s judgement.
pub struct Rollout {
    /// Play-out steps per decision: the play-outs are this divided by the tiles left.
    pub effort: u32,
}

impl Default for Rollout {
    fn default() -> Self {
        // About 5 ms a decision natively (release build).
        Rollout { effort: 5000 }
    }
}

/// Most moves a decision plays out: fewer, played out more often, did better than more.
const SHORTLIST: usize = 4;
/// Percent of the play-out's takes made at random.
const EPSILON: u32 = 10;

impl AppPlayer<AliBaba> for Rollout {
    fn decide(&self, view: &View, rng: &mut GameRng) -> Action {
        let t = Table::new(view);
        let judge = Deny::new(&t);
        let searched = match view.phase {
            PhaseView::Take | PhaseView::Lamp { .. } => true,
            PhaseView::Magic { tile } => matches!(tile.colour(), Colour::Green | Colour::White),
            _ => false,
        };
        let root = if searched && view.choices.len() > 1 { world_template(&t) } else { None };
        let Some(root) = root else { return decide_with(&judge, &t, rng) };
        let mut ranked: Vec<(usize, f32)> =
            view.choices.iter().enumerate().map(|(i, &a)| (i, judge_action(&judge, &t, a))).collect();
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        // Declining an effect never helps (see `judge_action`): not worth a play-out.
        let moves = ranked.iter().map(|&(i, _)| view.choices[i]).filter(|&a| a != Action::Pass);
        match moves.take(SHORTLIST).collect::<Vec<Action>>() {
            shortlist if shortlist.len() > 1 => search(&t, &root, shortlist, self.effort, rng),
            shortlist => shortlist.first().copied().unwrap_or(view.choices[0]),
        }
    }
}

/// Successive halving over `candidates`: each round plays every survivor out in the same fresh
/// worlds, then keeps the better half by total margin.
fn search(t: &Table, root: &State, mut candidates: Vec<Action>, effort: u32, rng: &mut GameRng) -> Action {
    let tiles = t.cells.iter().filter(|c| **c != Cell::Empty).count();
    let total = (effort as usize / (tiles + 2)).clamp(2 * candidates.len(), 600);
    let rounds = (usize::BITS - (candidates.len() - 1).leading_zeros()).max(1) as usize;
    let mut sums = vec![0i64; candidates.len()];
    for _ in 0..rounds {
        let worlds = (total / rounds / candidates.len()).max(1);
        for _ in 0..worlds {
            let world = deal_world(t, root, rng);
            let seed = u64::from(rng.below(u32::MAX));
            for (sum, &action) in sums.iter_mut().zip(&candidates) {
                *sum += play_out(&world, action, t.me, seed);
            }
        }
        // Stable: equals stay in the heuristic's order.
        let mut order: Vec<usize> = (0..candidates.len()).collect();
        order.sort_by_key(|&i| Reverse(sums[i]));
        order.truncate(candidates.len().div_ceil(2));
        candidates = order.iter().map(|&i| candidates[i]).collect();
        sums = order.iter().map(|&i| sums[i]).collect();
        if candidates.len() == 1 {
            break;
        }
    }
    candidates[0]
}

/// A state that matches the view, the hidden tiles still to be dealt (`deal_world`). `None`
/// where the view cannot be matched (a yellow being shown, or counts that do not add up).
fn world_template(t: &Table) -> Option<State> {
    let view = t.view;
    let n = t.n;
    let phase = match view.phase {
        PhaseView::Take => Phase::Take,
        PhaseView::Lamp { lamp } => Phase::Lamp { lamp },
        PhaseView::Magic { tile } => Phase::Magic { tile },
        _ => return None,
    };
    let down = t.cells.iter().filter(|c| **c == Cell::Down).count();
    if t.unseen.len() != down + view.boxed {
        return None;
    }
    let placeholder = t.unseen.first().copied().unwrap_or(Tile::new(Kind::Carpet, Colour::Pink));
    let board = t
        .cells
        .iter()
        .map(|c| match *c {
            Cell::Empty => None,
            Cell::Down => Some(Placed { tile: placeholder, face_up: false }),
            Cell::Up(tile) => Some(Placed { tile, face_up: true }),
        })
        .collect();
    let turn = ((usize::from(view.current) + n - usize::from(view.start)) % n) as u32;
    let config = Config {
        players: view.players.iter().map(|p| p.name.clone()).collect(),
        variant: view.variant,
        open_screens: view.open_screens,
        start: Some(view.start),
        computers: Default::default(),
    };
    let hands = view.seen_taken.iter().zip(&view.players);
    Some(State {
        config,
        rng: GameRng::new(0),
        board,
        side: view.side.clone(),
        boxed: Vec::new(),
        removed_kinds: view.removed_kinds.clone(),
        hands: hands.map(|(tiles, p)| Hand { tiles: tiles.clone(), points: p.effect_points }).collect(),
        start: view.start,
        turn,
        phase,
        // Blue after a lamp swap: one flip is a fair guess.
        facts: TurnFacts { from: vacated(t), flipped: 1, bared_square: false },
        restrictions: view.restrictions.clone(),
        last_turn: view.turns_left.map(|k| (turn + k).saturating_sub(1)),
    })
}

/// Green: an empty place whose face-up neighbours are exactly the tiles offered beside the one
/// taken (where the tile was taken from, as far as the rules care); else any empty place.
fn vacated(t: &Table) -> Slot {
    let offered: Vec<Slot> =
        t.view.choices.iter().filter_map(|a| if let Action::TakeBeside(s) = *a { Some(s) } else { None }).collect();
    let options = |s: Slot| -> Vec<Slot> {
        let open = |u: &&Slot| matches!(t.cells[**u as usize], Cell::Up(x) if !t.forbidden(t.me, x));
        t.geo.beside(s).iter().filter(open).copied().collect()
    };
    let empty = || (0..t.cells.len() as Slot).filter(|&s| t.cells[s as usize] == Cell::Empty);
    empty().find(|&s| options(s) == offered).or_else(|| empty().next()).unwrap_or(0)
}

/// One world: the unseen tiles shuffled into the face-down places, the rest into the box.
fn deal_world(t: &Table, root: &State, rng: &mut GameRng) -> State {
    let mut world = root.clone();
    let mut unseen = t.unseen.clone();
    rng.shuffle(&mut unseen);
    let mut deck = unseen.into_iter();
    for placed in world.board.iter_mut().flatten().filter(|p| !p.face_up) {
        placed.tile = deck.next().expect("as many unseen tiles as places and box");
    }
    world.boxed = deck.collect();
    world
}

/// Plays `action` and then the whole game in `world`; `me`'s final margin over the best other.
fn play_out(world: &State, action: Action, me: usize, seed: u64) -> i64 {
    let mut state = world.clone();
    if AliBaba::apply(&mut state, action).is_err() {
        return -1_000_000;
    }
    let mut rng = GameRng::new(seed);
    // A game has at most a few hundred decisions; the bound only guards against a loop.
    for _ in 0..1000 {
        if state.is_over() {
            break;
        }
        let next = policy(&state, &mut rng);
        if AliBaba::apply(&mut state, next).is_err() {
            break;
        }
    }
    let totals: Vec<i32> = state.hands.iter().map(|h| h.points + groups(&kind_counts(&h.tiles))).collect();
    let best_other = (0..totals.len()).filter(|&s| s != me).map(|s| totals[s]).max().unwrap_or(0);
    i64::from(totals[me] - best_other)
}

// ---------- the play-out policy, on the full state for speed ----------

/// What the play-out policy reads once per decision: every seat's groups and, per kind, the
/// tiles no screen holds yet.
struct Quick<'s> {
    s: &'s State,
    seat: usize,
    counts: Vec<[u8; 10]>,
    left: [u8; 10],
    /// Yellow's value, worked out the first time a yellow tile is judged.
    steal: std::cell::OnceCell<f32>,
}

/// How much each tile of a kind still to come adds to a tile's value in the play-outs.
const OPTION: f32 = 0.5;

impl<'s> Quick<'s> {
    fn new(s: &'s State, seat: usize) -> Self {
        let counts: Vec<[u8; 10]> = s.hands.iter().map(|h| kind_counts(&h.tiles)).collect();
        let mut left = [6u8; 10];
        for c in &counts {
            (0..10).for_each(|k| left[k] = left[k].saturating_sub(c[k]));
        }
        Quick { s, seat, counts, left, steal: Default::default() }
    }

    fn gain(&self, seat: usize, tile: Tile) -> f32 {
        f32::from(self.counts[seat][kind_of(tile)]) + 1.0
    }

    /// What showing `tile` to `asker` costs `seat`: its group's loss and half the asker's gain.
    fn show_cost(&self, seat: usize, asker: usize, tile: Tile) -> f32 {
        f32::from(self.counts[seat][kind_of(tile)]) + 0.5 * self.gain(asker, tile)
    }

    /// Points now for taking the tile at `slot`: the group's gain, a little for the tiles of
    /// its kind still to come, and the effect.
    fn take(&self, slot: Slot) -> f32 {
        let Some(placed) = self.s.board[slot as usize] else { return f32::MIN };
        let tile = placed.tile;
        let group = self.gain(self.seat, tile);
        let effect = match tile.colour() {
            Colour::Pink => 5.0,
            Colour::Blue => self.blue(slot),
            Colour::Brown => 2.0 * group,
            Colour::Green => {
                let beside = self.s.geometry().beside(slot).iter().filter_map(|&u| self.s.board[u as usize]);
                beside.filter(|p| p.face_up).map(|p| self.gain(self.seat, p.tile)).fold(0.0, f32::max)
            }
            Colour::Yellow => *self.steal.get_or_init(|| self.steal()),
            Colour::White => 1.0,
        };
        group + OPTION * f32::from(self.left[kind_of(tile)].saturating_sub(1)) + effect
    }

    fn blue(&self, slot: Slot) -> f32 {
        let s = self.s;
        let geo = s.geometry();
        let free = |u: Slot| u == slot || s.board[u as usize].is_none();
        let down = |t: &&Slot| matches!(s.board[**t as usize], Some(p) if !p.face_up);
        let under = &below(s.config.variant.cave())[slot as usize];
        match under.iter().filter(down).filter(|&&t| geo.above(t).iter().all(|&u| free(u))).count() {
            0 if geo.places[slot as usize].layer == 0 => 2.0,
            f => 2.0 * f as f32,
        }
    }

    /// Yellow: the best swing among the kinds the opponents would show (as `show_cost` says).
    fn steal(&self) -> f32 {
        let mine = &self.counts[self.seat];
        let shown = (0..self.counts.len()).filter(|&o| o != self.seat).filter_map(|o| {
            let theirs = &self.counts[o];
            let cost = |k: usize| 2 * theirs[k] + mine[k] + 1;
            let k = (0..10).filter(|&k| theirs[k] > 0).min_by_key(|&k| cost(k))?;
            Some(f32::from(mine[k] + 1 + theirs[k]))
        });
        shown.fold(0.0, f32::max)
    }
}

/// Epsilon-greedy on points now; the other decisions by the obvious rule.
fn policy(s: &State, rng: &mut GameRng) -> Action {
    let seat = usize::from(AliBaba::to_act(s).unwrap_or(0));
    let quick = Quick::new(s, seat);
    match &s.phase {
        Phase::Take => {
            let slots = takeable(s, seat);
            if rng.below(100) < EPSILON {
                return Action::Take(slots[rng.below(slots.len() as u32) as usize]);
            }
            let scores: Vec<f32> = slots.iter().map(|&slot| quick.take(slot)).collect();
            let best = (0..slots.len()).max_by(|&a, &b| scores[a].total_cmp(&scores[b])).unwrap_or(0);
            Action::Take(slots[best])
        }
        Phase::Lamp { lamp } => {
            // The lamp is already behind the screen: keeping it adds one less than its count says.
            let value = |tile: Tile| quick.gain(seat, tile) + colour_guess(tile.colour());
            match best_tile(&s.side, value) {
                Some(x) if value(x) > value(*lamp) - 1.0 => {
                    Action::SwapLamp(s.side.iter().position(|&y| y == x).unwrap_or(0) as u8)
                }
                _ => Action::KeepLamp,
            }
        }
        Phase::Magic { tile } => magic_policy(&quick, *tile),
        Phase::Showing { .. } => {
            let asker = usize::from(s.current());
            let cost = |x: Tile| -quick.show_cost(seat, asker, x);
            best_tile(&s.hands[seat].tiles, cost).map_or(Action::Pass, Action::Show)
        }
        Phase::Keeping { shown } => {
            let swing = |&(from, x): &(u8, Tile)| quick.gain(seat, x) + quick.gain(usize::from(from), x) - 1.0;
            let kept = shown.iter().max_by(|a, b| swing(a).total_cmp(&swing(b)));
            kept.map_or(Action::Pass, |&(_, x)| Action::Keep(x))
        }
        Phase::Over => Action::Pass,
    }
}

fn best_tile(tiles: &[Tile], value: impl Fn(Tile) -> f32) -> Option<Tile> {
    tiles.iter().copied().max_by(|&a, &b| value(a).total_cmp(&value(b)))
}

fn magic_policy(quick: &Quick, tile: Tile) -> Action {
    let s = quick.s;
    match tile.colour() {
        Colour::Green => {
            let tile_at = |slot: Slot| s.board[slot as usize].map_or(tile, |p| p.tile);
            let best = s
                .beside_options()
                .into_iter()
                .max_by(|&a, &b| quick.gain(quick.seat, tile_at(a)).total_cmp(&quick.gain(quick.seat, tile_at(b))));
            best.map_or(Action::Pass, Action::TakeBeside)
        }
        Colour::White => {
            // The kind on offer that the next player holds most of.
            let next = (quick.seat + 1) % s.hands.len();
            let up = s.board.iter().flatten().filter(|p| p.face_up).map(|p| p.tile.kind());
            up.max_by_key(|k| quick.counts[next][k.index()]).map_or(Action::Pass, |k| Action::Forbid(Ban::Kind(k)))
        }
        Colour::Brown | Colour::Yellow => Action::UseMagic,
        Colour::Pink | Colour::Blue => Action::Pass,
    }
}

/// The rules' `takeable`, in one pass over the board: the face-up tiles `seat` is not
/// forbidden, or all of them if white forbids every one.
fn takeable(s: &State, seat: usize) -> Vec<Slot> {
    let mut allowed = Vec::with_capacity(16);
    let mut all = Vec::with_capacity(16);
    for (slot, placed) in s.board.iter().enumerate() {
        let Some(p) = placed.filter(|p| p.face_up) else { continue };
        all.push(slot as Slot);
        if !s.restrictions.iter().any(|r| usize::from(r.owner) != seat && r.ban.forbids(p.tile)) {
            allowed.push(slot as Slot);
        }
    }
    if allowed.is_empty() {
        all
    } else {
        allowed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::RandomPlayer;
    use crate::games::ali_baba::Variant;
    use crate::games::record::random_record;

    fn config(players: usize, variant: Variant, open_screens: bool) -> Config {
        Config {
            players: ["Lea", "Tom", "Ana", "Max"][..players].iter().map(|s| s.to_string()).collect(),
            variant,
            open_screens,
            start: None,
            computers: Default::default(),
        }
    }

    /// Every table the rules allow: 2–4 players, each variant it may play, open and closed screens.
    fn tables() -> Vec<(usize, Variant, bool)> {
        let mut tables = Vec::new();
        for players in 2..=4 {
            for variant in Variant::ALL {
                for open in [false, true] {
                    if config(players, variant, open).validate().is_ok() {
                        tables.push((players, variant, open));
                    }
                }
            }
        }
        tables
    }

    /// The steps of a turn a decision can be asked at: take, lamp, green, white, brown or yellow,
    /// show, keep.
    fn step_of(phase: &PhaseView) -> usize {
        match phase {
            PhaseView::Take => 0,
            PhaseView::Lamp { .. } => 1,
            PhaseView::Magic { tile } if tile.colour() == Colour::Green => 2,
            PhaseView::Magic { tile } if tile.colour() == Colour::White => 3,
            PhaseView::Magic { .. } => 4,
            PhaseView::Showing { .. } => 5,
            PhaseView::Keeping { .. } => 6,
            PhaseView::Over { .. } => 7,
        }
    }

    /// Plays a whole game, each seat deciding from its own view; every decision must be one of
    /// the view's choices and be accepted. Counts the decisions by step of the turn in `asked`.
    fn play(seats: &[&dyn AppPlayer<AliBaba>], variant: Variant, open: bool, seed: u64, asked: &mut [usize; 8]) {
        let mut state = AliBaba::new(&config(seats.len(), variant, open), seed).unwrap();
        let mut rng = GameRng::new(seed ^ 0x5eed);
        let mut steps = 0;
        while let Some(seat) = AliBaba::to_act(&state) {
            let view = AliBaba::view(&state, seat);
            asked[step_of(&view.phase)] += 1;
            let action = seats[usize::from(seat)].decide(&view, &mut rng);
            assert!(view.choices.contains(&action), "{action:?} is not a choice of {:?}", view.phase);
            if let Err(e) = AliBaba::apply(&mut state, action) {
                panic!("{action:?} refused ({e:?}) in {:?}, seed {seed}", view.phase);
            }
            steps += 1;
            assert!(steps < 1000, "the game ends");
        }
        assert!(AliBaba::outcome(&state).is_some());
    }

    #[test]
    fn every_sparring_design_plays_whole_games_without_a_refused_action() {
        // A light rollout keeps the hundreds of games fast; the full one plays below.
        let light = Rollout { effort: 400 };
        let pool: [&dyn AppPlayer<AliBaba>; 5] = [&SetCollector, &Denier, &Sprinter, &light, &RandomPlayer];
        let mut games = 0;
        let mut asked = [0; 8];
        for (i, (players, variant, open)) in tables().into_iter().enumerate() {
            for seed in 0..16u64 {
                let first = (i + seed as usize) % pool.len();
                let seats: Vec<&dyn AppPlayer<AliBaba>> =
                    (0..players).map(|j| pool[(first + j) % pool.len()]).collect();
                play(&seats, variant, open, seed * 31 + i as u64, &mut asked);
                games += 1;
            }
        }
        assert!(games >= 300, "only {games} games");
        assert!(asked[..7].iter().all(|&n| n > 0), "every step of a turn was decided: {asked:?}");
    }

    #[test]
    fn the_full_strength_rollout_plays_whole_games_against_the_other_designs() {
        let rollout = Rollout::default();
        for (i, (players, variant, open)) in tables().into_iter().enumerate().step_by(3) {
            let others: [&dyn AppPlayer<AliBaba>; 3] = [&Denier, &SetCollector, &Sprinter];
            let seats: Vec<&dyn AppPlayer<AliBaba>> =
                (0..players).map(|j| if j == i % players { &rollout } else { others[j % 3] }).collect();
            play(&seats, variant, open, i as u64, &mut [0; 8]);
        }
    }

    /// Positions from random games at every table, at every step of a turn.
    fn positions() -> Vec<State> {
        let mut states = Vec::new();
        for (i, (players, variant, open)) in tables().into_iter().enumerate() {
            for seed in 0..12u64 {
                let moves = (seed as usize * 7 + i * 3) % 90;
                let record =
                    random_record::<AliBaba>(config(players, variant, open), seed + 100 * i as u64, moves, seed);
                states.push(record.replay().unwrap());
            }
        }
        states
    }

    #[test]
    fn the_same_view_and_seed_give_the_same_decision() {
        let rollout = Rollout::default();
        let designs: [&dyn AppPlayer<AliBaba>; 4] = [&SetCollector, &Denier, &Sprinter, &rollout];
        for (i, state) in positions().into_iter().enumerate() {
            let Some(seat) = AliBaba::to_act(&state) else { continue };
            let view = AliBaba::view(&state, seat);
            // The rollout at full strength in a third of them, to keep the test quick.
            for design in designs.into_iter().take(if i % 3 == 0 { 4 } else { 3 }) {
                let once = design.decide(&view, &mut GameRng::new(7));
                assert_eq!(once, design.decide(&view, &mut GameRng::new(7)));
                assert!(view.choices.contains(&once));
            }
        }
    }

    #[test]
    fn the_play_out_policy_plays_whole_games_within_the_rules() {
        for (i, (players, variant, open)) in tables().into_iter().enumerate() {
            let mut state = AliBaba::new(&config(players, variant, open), i as u64).unwrap();
            let mut rng = GameRng::new(i as u64);
            while !state.is_over() {
                let action = policy(&state, &mut rng);
                assert!(AliBaba::legal_actions(&state).contains(&action), "{action:?} in {:?}", state.phase);
                AliBaba::apply(&mut state, action).unwrap();
            }
        }
    }

    #[test]
    fn a_world_drawn_from_a_view_looks_the_same_from_that_seat() {
        let mut matched = 0;
        for state in positions() {
            let Some(seat) = AliBaba::to_act(&state) else { continue };
            let view = AliBaba::view(&state, seat);
            let t = Table::new(&view);
            let mut hidden: Vec<Tile> = state.board.iter().flatten().filter(|p| !p.face_up).map(|p| p.tile).collect();
            hidden.extend(&state.boxed);
            hidden.sort();
            assert_eq!(t.unseen, hidden, "the unseen tiles are the face-down ones and the box");
            let Some(root) = world_template(&t) else { continue };
            let world = deal_world(&t, &root, &mut GameRng::new(3));
            assert_eq!(AliBaba::view(&world, seat), view);
            matched += 1;
        }
        assert!(matched > 100, "only {matched} views matched");
    }
}
