//! Computer opponents for Ali Baba, at three strengths, deciding from their seat's view only.
//!
//! - *easy*: a tile worth something now, not always the best one;
//! - *normal*: what scores most now (the greedy player), with each effect used well;
//! - *strong*: looks ahead. What it cannot see (the face-down tiles and the box) it fills in at
//!   random from the tiles it has not seen — a plausible world, drawn many times — and in each
//!   world plays every choice out to the end (`playout`: everyone takes what gains most now and
//!   denies the others most, with a little chance); the choices closest at the top get the most
//!   worlds (`Search::halving`). It takes the choice with the best margin over the best of the
//!   others across the worlds (determinization); at three players and more, less what a first
//!   judgement of the take puts it below the best one (`judged`). The tiles behind the screens
//!   are no secret to it: each went there in the open, and a player who remembers (or reads
//!   the game's history) knows them too.

mod playout;

use super::{AppPlayer, Search, Strength, Thinking, Worlds};
use crate::games::ali_baba::{
    group_points, Action, AliBaba, Colour, Config, Geometry, Hand, Kind, Phase, PhaseView, Placed, Slot, State, Tile,
    TurnFacts, View,
};
use crate::games::rng::GameRng;
use crate::games::{Game, Seat};
use playout::{Chance, Cx, Masks, Policy, Quick};
use std::rc::Rc;

/// A computer player of Ali Baba.
#[derive(Clone, Copy, Debug)]
pub struct AliBabaPlayer {
    pub strength: Strength,
}

/// Plausible worlds the strong player plays its choices out in: every choice in the first
/// fifth, the better half in twice as many more, and so on (`Search::halving`). As many as a
/// `Budget`'s work allows, from its fewest to its most. A play-out's turns are about as many as
/// the tiles left on the board, and each turn weighs the tiles for every player (what they gain,
/// what they deny the others): work is play-outs × (tiles + 10) × players, about 0.15 µs each
/// natively (`examples/ai_speed`). So the start of a four-player game gets the fewest worlds
/// and the end of a game, where a point decides it, the most. Twice the work of 2026-11-27
/// (48–320 worlds for 180,000), once the slowest decision at 4× CPU had come down to about
/// 150 ms: 300 games against three greedy players, the same seeds, won 42.7 % at 4 players
/// where it won 34.7 % (3 players: 56.0 and 57.0 %); three times the work, 44.2 %. A hint,
/// asked for by a tap and answered at once, keeps the earlier work: the page waits for it.
#[derive(Clone, Copy)]
struct Budget {
    work: usize,
    fewest: usize,
    most: usize,
}
const MOVE: Budget = Budget { work: 360_000, fewest: 96, most: 640 };
const HINT: Budget = Budget { work: 180_000, fewest: 48, most: 320 };
/// The choices it plays out at most: those worth most now (see `ai::shortlist`).
const CANDIDATES: usize = 24;
/// How the players of its play-outs weigh a tile (`playout::Quick::worth`): its group's gain,
/// its colour's effect (yellow: the best tile the others would show), and what it would give
/// the opponent who would gain most by it, with up to 5 points of chance. Measured against an
/// earlier strong player (300 games at 2 players): a denial of 0, 0.3 and
/// 0.7 of the group's gain won 66, 74 and 78 %; a chance of 0.5 points won 67 %. Every choice
/// is played out: a shortlist of six by a first look won 58 % where all of them won 74–77 %
/// (48 worlds each). The score is the margin at the end: counting the win as well won 51 %
/// where the margin alone won 67 %. With yellow judged as the tile it would bring and the
/// effect counted in what is denied, this player won 91 % of 200 games against that one (81 %
/// before). At three players and more the denial is divided by the number of opponents: at 3
/// players against the greedy player (200 games) it won 59 % where the whole denial won 51 %.
/// Then, against that player with a denial of 0.7 and a chance of 1.5 (1,000 games at 2
/// players): a chance of 3, 4.5 and 7 points won 54.3, 52.5 and 55.3 %; a whole denial with a
/// chance of 3 or 5 points won 55.1 and 56.0 % (Aladdin's lamp: 54.4 %; at 3 and 4 players,
/// 400 games, that player won 27.6 and 21.8 % among copies of this one, where an even share is
/// 33 and 25 %). The whole denial alone won 51.6 %, 0.4 of it 44.9 %, twice the worlds 51.4 %:
/// more thinking is not what the play-outs lack. Timing the end (`Policy::end`, 3 points) won
/// 52.3 % of 1,000 two-player games against the player that did not (Aladdin's lamp: 53.1 %
/// of 400), and the same as it at 3 and 4 players (docs/opponents.md).
const POLICY: Policy = Policy { denial: 10, noise: 50, end: 30 };

impl AppPlayer<AliBaba> for AliBabaPlayer {
    fn decide(&self, view: &View, rng: &mut GameRng) -> Action {
        self.think(view, rng).finish()
    }

    fn think(&self, view: &View, rng: &mut GameRng) -> Thinking<AliBaba> {
        let choices = &view.choices;
        if choices.len() == 1 {
            return Thinking::Done(choices[0]);
        }
        let world = world(view, rng);
        Thinking::Done(match self.strength {
            Strength::Easy => {
                // Half the time any tile that gains something, else the greedy choice.
                if view.phase == PhaseView::Take && rng.below(2) == 0 {
                    let seat = world.current();
                    let good: Vec<Action> = choices
                        .iter()
                        .copied()
                        .filter(|&a| matches!(a, Action::Take(s) if take_value(&world, seat, s) > 1))
                        .collect();
                    if !good.is_empty() {
                        return Thinking::Done(good[rng.below(good.len() as u32) as usize]);
                    }
                }
                greedy_among(&world, choices)
            }
            Strength::Normal => greedy_among(&world, choices),
            Strength::Strong if !matches!(view.phase, PhaseView::Showing { .. }) => {
                return Thinking::Search(look_ahead(view, world, rng, MOVE))
            }
            Strength::Strong => greedy_among(&world, choices),
        })
    }
}

/// A yardstick for the strong player, written here: the normal player, but a take is worth
/// what it brings the taker now and what it would bring the opponent who would gain most by it.
#[cfg(not(target_arch = "wasm32"))]
pub struct Grudging;

#[cfg(not(target_arch = "wasm32"))]
impl AppPlayer<AliBaba> for Grudging {
    fn decide(&self, view: &View, rng: &mut GameRng) -> Action {
        let world = world(view, rng);
        let me = world.current();
        if view.phase != PhaseView::Take || view.choices.len() == 1 {
            return greedy_among(&world, &view.choices);
        }
        let others = (0..world.players() as Seat).filter(|&o| o != me);
        let worth =
            |s: Slot| take_value(&world, me, s) + others.clone().map(|o| take_value(&world, o, s)).max().unwrap_or(0);
        let take = |a: &Action| if let Action::Take(s) = *a { worth(s) } else { i32::MIN };
        view.choices.iter().copied().max_by_key(take).expect("a choice")
    }
}

/// What the strong player would do in the seat of `view`, and why: a hint for a person.
pub fn hint(view: &View, rng: &mut GameRng) -> (Action, super::Reason) {
    let n = view.choices.len();
    match &view.phase {
        _ if n == 1 => (view.choices[0], super::Reason::Only),
        PhaseView::Showing { .. } => (greedy_among(&world(view, rng), &view.choices), super::Reason::BestNow),
        _ => {
            let first = world(view, rng);
            let action = Thinking::Search(look_ahead(view, first, rng, HINT)).finish();
            let worlds = worlds(n.min(CANDIDATES), view.board.len(), view.players.len(), HINT);
            (action, super::Reason::PlayedOut(worlds))
        }
    }
}

/// Points the kind's group gains from one more tile of it.
fn group_gain(tiles: &[Tile], kind: Kind) -> i32 {
    let have = tiles.iter().filter(|t| t.kind() == kind).count();
    group_points(have + 1) - group_points(have)
}

/// Points the group loses when one of its tiles leaves.
fn group_loss(tiles: &[Tile], kind: Kind) -> i32 {
    let have = tiles.iter().filter(|t| t.kind() == kind).count();
    group_points(have) - group_points(have.saturating_sub(1))
}

/// Face-down tiles that taking `slot` turns face up.
fn flips(state: &State, slot: Slot) -> usize {
    let board = state.board();
    let g = state.geometry();
    (0..board.len() as Slot)
        .filter(|&s| matches!(board[s as usize], Some(p) if !p.face_up))
        .filter(|&s| g.above(s).contains(&slot) && g.above(s).iter().all(|&a| a == slot || board[a as usize].is_none()))
        .count()
}

/// What taking the tile at `slot` is worth to `seat` now: its group's gain and its effect.
fn take_value(state: &State, seat: Seat, slot: Slot) -> i32 {
    let Some(placed) = state.board()[slot as usize] else { return i32::MIN };
    let tile = placed.tile;
    let hand = &state.hand(seat).tiles;
    let gain = group_gain(hand, tile.kind());
    let effect = match tile.colour() {
        Colour::Pink => 5,
        Colour::Blue => match flips(state, slot) {
            0 if state.geometry().places[slot as usize].layer == 0 => 2,
            n => 2 * n as i32,
        },
        Colour::Brown => 2 * (1 + hand.iter().filter(|t| t.kind() == tile.kind()).count() as i32),
        // Green: a second tile beside it (roughly: the best face-up neighbour's gain).
        Colour::Green => state
            .geometry()
            .beside(slot)
            .iter()
            .filter_map(|&b| state.board()[b as usize].filter(|p| p.face_up))
            .map(|p| group_gain(hand, p.tile.kind()) + i32::from(p.tile.kind() == tile.kind()))
            .max()
            .unwrap_or(0),
        // Yellow: one tile from an opponent's screen, when they have any.
        Colour::Yellow => 2,
        Colour::White => 1,
    };
    gain + effect
}

/// The normal player: the best thing now, for whoever is to act in `state`.
fn greedy(state: &State) -> Action {
    greedy_among(state, &AliBaba::legal_actions(state))
}

/// The best of `legal` now (a world drawn from a view knows the choices only from the view).
fn greedy_among(state: &State, legal: &[Action]) -> Action {
    let seat = state.current();
    let best = |score: &dyn Fn(Action) -> i32| legal.iter().copied().max_by_key(|&a| score(a)).expect("a choice");
    match state.phase() {
        Phase::Take => best(&|a| if let Action::Take(s) = a { take_value(state, seat, s) } else { i32::MIN }),
        Phase::Lamp { lamp } => {
            let hand: Vec<Tile> = state.hand(seat).tiles.iter().copied().filter(|t| t != lamp).collect();
            let side = state.side().to_vec();
            let value = |t: Tile| group_gain(&hand, t.kind()) + if t.colour() == Colour::Pink { 5 } else { 0 };
            best(&|a| match a {
                Action::SwapLamp(i) => side.get(usize::from(i)).map_or(i32::MIN, |&t| value(t)),
                _ => value(*lamp),
            })
        }
        Phase::Magic { tile } => match tile.colour() {
            Colour::Green => {
                let hand = &state.hand(seat).tiles;
                best(&|a| match a {
                    Action::TakeBeside(s) => {
                        state.board()[s as usize].map_or(i32::MIN, |p| group_gain(hand, p.tile.kind()))
                    }
                    _ => 0,
                })
            }
            // White: forbid what the next player would like best.
            Colour::White => {
                let next = ((u32::from(seat) + 1) % state.players() as u32) as Seat;
                let face_up: Vec<Slot> = (0..state.board().len() as Slot)
                    .filter(|&s| matches!(state.board()[s as usize], Some(p) if p.face_up))
                    .collect();
                let mut values: Vec<(Tile, i32)> = face_up
                    .iter()
                    .map(|&s| (state.board()[s as usize].unwrap().tile, take_value(state, next, s)))
                    .collect();
                values.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
                best(&|a| match a {
                    // What the ban takes away: the best two tiles it forbids.
                    Action::Forbid(ban) => {
                        values.iter().filter(|(t, _)| ban.forbids(*t)).take(2).map(|&(_, v)| v).sum()
                    }
                    _ => i32::MIN,
                })
            }
            _ => legal.iter().copied().find(|&a| a == Action::UseMagic).unwrap_or(Action::Pass),
        },
        // Asked to show: the tile whose loss costs least and that the keeper (`seat`) wants
        // least, for the keeper takes what gains most (often counting what it costs its owner).
        Phase::Showing { waiting, .. } => {
            let (hand, keeper) = (&state.hand(waiting[0]).tiles, &state.hand(seat).tiles);
            best(&|a| match a {
                Action::Show(t) => -group_loss(hand, t.kind()) - group_gain(keeper, t.kind()),
                _ => i32::MIN,
            })
        }
        // Keep the shown tile that gains most, counting what its owner loses.
        Phase::Keeping { shown } => {
            let hand = &state.hand(seat).tiles;
            best(&|a| match a {
                Action::Keep(t) => shown.iter().find(|s| s.1 == t).map_or(i32::MIN, |&(from, _)| {
                    group_gain(hand, t.kind()) + group_loss(&state.hand(from).tiles, t.kind())
                }),
                _ => 0,
            })
        }
        Phase::Over => legal[0],
    }
}

/// The strong player's choice: every choice (the `CANDIDATES` most promising at a first look),
/// played out to the end in rounds of plausible worlds (the same worlds, and the same chance in
/// them, for every choice).
fn look_ahead(view: &View, first: State, rng: &mut GameRng, budget: Budget) -> Search<AliBaba> {
    let me = view.viewer;
    let choices = super::shortlist(&view.choices, CANDIDATES, |a| first_look(&first, me, a));
    let worlds = worlds(choices.len(), view.board.len(), view.players.len(), budget);
    // Denying one opponent helps only against that one (`POLICY`).
    let opponents = view.players.len().saturating_sub(1).max(1) as i32;
    let policy = Policy { denial: POLICY.denial / opponents, ..POLICY };
    let cx = Rc::new(Cx { masks: Masks::of(Geometry::of(view.cave)), policy });
    // A world at the start of a turn is copied once to the quick rules, where every take is
    // played; other decisions go through the real rules first.
    let quick = {
        let cx = cx.clone();
        move |s: State| {
            let q = (*s.phase() == Phase::Take).then(|| Quick::of(&s, &cx, &mut Chance::new(0)));
            (s, q)
        }
    };
    // At three players and more, how much each opponent denies, and whom, is anybody's guess:
    // in a world each denies nothing, its share, or twice a tile's whole worth, in turn. Against
    // the player whose opponents all denied their share (600 games a line, the same seeds, the
    // standard cave): among three greedy players 41.4 % at 4 players where it won 40.5 %, 58.4
    // and 54.4 % at 3; among copies of `Grudging` 35.8 and 33.2 % at 4, 49.5 and 48.7 % at 3;
    // among copies of that player 27.3 % at 4 (even share 25 %), 36.8 % at 3 (33 %); with
    // Aladdin's lamp, among greedy players 49.5 and 49.3 % at 4, 70.8 and 66.7 % at 3. At 2
    // players an opponent's whole denial is the margin itself; the hedge there won 48.0 %.
    let players = view.players.len();
    let hedge = players >= 3;
    let judged = judged(&first, me, &choices, players);
    let (view, mut draws) = (view.clone(), GameRng::new(u64::from(rng.below(u32::MAX))));
    let mut drawn = Worlds::new(quick(first), move || quick(world(&view, &mut draws)));
    let seed = u64::from(rng.below(u32::MAX));
    Search::halving(choices, worlds, worlds / 5, move |w, choice| {
        let mut chance = Chance::new(seed ^ (w as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut quick = match (drawn.get(w), choice) {
            ((_, Some(q)), Action::Take(slot)) => {
                let mut q = q.clone();
                q.take(usize::from(slot), &cx, &mut chance);
                q
            }
            ((state, _), _) => {
                let mut s = state.clone();
                AliBaba::apply(&mut s, choice).ok()?;
                Quick::of(&s, &cx, &mut chance)
            }
        };
        if hedge {
            for o in (0..players).filter(|&o| o != usize::from(me)) {
                quick.set_denial(o, [0, cx.policy.denial, 2 * POLICY.denial][(w + o) % 3]);
            }
        }
        let judged = judged.iter().find(|j| j.0 == choice).map_or(0, |j| j.1);
        Some(quick.play_out(me, &cx, &mut chance) + judged)
    })
}

/// At three players and more, what each choice's take is worth at a first look, less the best
/// choice's, in points (none at two players, and none for a choice that takes no tile): a take
/// worth a point less costs every play-out of it a point. The worth of a take is what it brings
/// the taker now (`take_value`, but a yellow tile 5 points, a pink one 6 and a white one none)
/// and three tenths of what it would bring each of the others. Found against the greedy player
/// alone; what it gives: docs/opponents.md, "What changed on 2026-11-30 (twenty-third
/// session)".
fn judged(state: &State, me: Seat, choices: &[Action], players: usize) -> Vec<(Action, i32)> {
    if players < 3 {
        return Vec::new();
    }
    let worth = |seat: Seat, slot: Slot| {
        take_value(state, seat, slot)
            + match state.board()[slot as usize].map(|p| p.tile.colour()) {
                Some(Colour::Yellow) => 3,
                Some(Colour::Pink) => 1,
                Some(Colour::White) => -1,
                _ => 0,
            }
    };
    let others = || (0..players as Seat).filter(|&o| o != me);
    let judged: Vec<(Action, i32)> = choices
        .iter()
        .filter_map(|&a| match a {
            Action::Take(s) => Some((a, 10 * worth(me, s) + 3 * others().map(|o| worth(o, s)).sum::<i32>())),
            _ => None,
        })
        .collect();
    let best = judged.iter().map(|j| j.1).max().unwrap_or(0);
    judged.into_iter().map(|(a, j)| (a, (j - best) / 10)).collect()
}

/// How many worlds a search of `choices` choices, with `tiles` tiles on the board and `players`
/// players, may play in within `budget`.
fn worlds(choices: usize, tiles: usize, players: usize, budget: Budget) -> usize {
    let cost = |worlds: usize| Search::<AliBaba>::play_outs(choices, worlds, worlds / 5) * (tiles + 10) * players;
    (budget.fewest..=budget.most).rev().step_by(16).find(|&w| cost(w) <= budget.work).unwrap_or(budget.fewest)
}

/// A first judgement of `action` now, to shortlist the choices worth playing out.
fn first_look(state: &State, me: Seat, action: Action) -> i32 {
    let mut after = state.clone();
    if AliBaba::apply(&mut after, action).is_err() {
        return i32::MIN;
    }
    let take = match action {
        Action::Take(s) => take_value(state, me, s),
        _ => 0,
    };
    // The turn finished greedily: what `me` then holds, in points.
    while !after.is_over() && AliBaba::to_act(&after) == Some(me) && after.current() == me {
        let a = greedy(&after);
        if AliBaba::apply(&mut after, a).is_err() {
            break;
        }
    }
    let hand = after.hand(me);
    let mut counts = [0usize; 10];
    hand.tiles.iter().for_each(|t| counts[t.kind().index()] += 1);
    10 * (hand.points + counts.iter().map(|&c| group_points(c)).sum::<i32>()) + take
}

/// A world that fits everything `view` shows: what it hides drawn at random from the tiles
/// the viewer has not seen.
fn world(view: &View, rng: &mut GameRng) -> State {
    let geometry = Geometry::of(view.cave);
    let players = view.players.len();
    // Everything in the players' hands was seen going there; what is unknown is the face-down
    // tiles and the box.
    let mut seen: Vec<Tile> = view.board.iter().filter_map(|s| s.tile).collect();
    seen.extend(&view.side);
    seen.extend(view.seen_taken.iter().flatten());
    let mut unseen: Vec<Tile> =
        Tile::all().filter(|t| !view.removed_kinds.contains(&t.kind()) && !seen.contains(t)).collect();
    rng.shuffle(&mut unseen);
    let mut draw = || unseen.pop();
    let hands: Vec<Hand> = view
        .players
        .iter()
        .zip(&view.seen_taken)
        .map(|(p, tiles)| Hand { tiles: tiles.clone(), points: p.effect_points })
        .collect();
    let mut board: Vec<Option<Placed>> = vec![None; geometry.slot_count()];
    for s in &view.board {
        let tile = s.tile.or_else(&mut draw);
        board[s.slot as usize] = tile.map(|tile| Placed { tile, face_up: s.tile.is_some() });
    }
    let boxed: Vec<Tile> = (0..view.boxed).filter_map(|_| draw()).collect();
    let n = players as u32;
    let turn = (u32::from(view.current) + n - u32::from(view.start)) % n;
    let phase = match &view.phase {
        PhaseView::Take => Phase::Take,
        PhaseView::Lamp { lamp } => Phase::Lamp { lamp: *lamp },
        PhaseView::Magic { tile } => Phase::Magic { tile: *tile },
        PhaseView::Showing { seat } => Phase::Showing { waiting: vec![*seat], shown: Vec::new() },
        PhaseView::Keeping { shown } => Phase::Keeping { shown: shown.clone() },
        PhaseView::Over { .. } => Phase::Over,
    };
    let config = Config {
        players: view.players.iter().map(|p| p.name.clone()).collect(),
        variant: view.variant,
        open_screens: view.open_screens,
        start: Some(view.start),
        computers: Default::default(),
    };
    State {
        config,
        rng: GameRng::new(u64::from(rng.below(u32::MAX)) << 32 | u64::from(rng.below(u32::MAX))),
        board,
        side: view.side.clone(),
        boxed,
        removed_kinds: view.removed_kinds.clone(),
        hands,
        start: view.start,
        turn,
        phase,
        facts: TurnFacts::default(),
        restrictions: view.restrictions.clone(),
        last_turn: view.turns_left.map(|left| turn + left - 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::decide;
    use crate::games::ali_baba::Variant;
    use crate::games::record::random_record;

    /// What `seat` cannot see, changed: two face-down tiles swapped, a face-down tile swapped
    /// with one in the box, and the generator (the future) changed.
    fn hidden_twin(state: &State) -> Option<State> {
        let mut twin = state.clone();
        let down: Vec<usize> =
            (0..twin.board.len()).filter(|&i| matches!(twin.board[i], Some(p) if !p.face_up)).collect();
        let (a, b) = down
            .iter()
            .flat_map(|&a| down.iter().map(move |&b| (a, b)))
            .find(|&(a, b)| twin.board[a].unwrap().tile != twin.board[b].unwrap().tile)?;
        twin.board.swap(a, b);
        if let (Some(&c), false) = (down.first(), twin.boxed.is_empty()) {
            let placed = twin.board[c].as_mut().unwrap();
            std::mem::swap(&mut placed.tile, &mut twin.boxed[0]);
        }
        twin.rng = GameRng::new(0xDEAD_BEEF);
        Some(twin)
    }

    fn position(players: usize, variant: Variant, open_screens: bool, seed: u64, moves: usize) -> State {
        let config = Config {
            players: ["Lea", "Tom", "Ana", "Max"][..players].iter().map(|s| s.to_string()).collect(),
            variant,
            open_screens,
            start: None,
            computers: Default::default(),
        };
        random_record::<AliBaba>(config, seed, moves, seed).replay().unwrap()
    }

    #[test]
    fn a_computer_player_decides_the_same_when_only_hidden_things_differ() {
        let mut compared = 0;
        for seed in 0..120u64 {
            let state = position(2 + (seed % 3) as usize, Variant::Standard, seed % 2 == 0, seed, (seed % 30) as usize);
            let Some(seat) = AliBaba::to_act(&state) else { continue };
            let Some(twin) = hidden_twin(&state) else { continue };
            assert_ne!(twin, state);
            assert_eq!(AliBaba::view(&twin, seat), AliBaba::view(&state, seat), "the seat sees the same");
            for strength in Strength::ALL {
                let player = AliBabaPlayer { strength };
                for decision_seed in 0..3 {
                    assert_eq!(
                        decide::<AliBaba>(&player, &state, seat, decision_seed),
                        decide::<AliBaba>(&player, &twin, seat, decision_seed),
                        "seed {seed}, {strength:?}"
                    );
                }
            }
            compared += 1;
        }
        assert!(compared > 60, "only {compared} positions compared");
    }

    #[test]
    fn the_same_position_and_seed_give_the_same_decision() {
        for seed in 0..40u64 {
            let state = position(3, Variant::AladdinsLamp, false, seed, (seed % 25) as usize);
            let Some(seat) = AliBaba::to_act(&state) else { continue };
            for strength in Strength::ALL {
                let player = AliBabaPlayer { strength };
                assert_eq!(
                    decide::<AliBaba>(&player, &state, seat, seed),
                    decide::<AliBaba>(&player, &state.clone(), seat, seed)
                );
            }
        }
    }

    /// A world drawn from a view is a position that view could come from: the same view.
    #[test]
    fn a_world_drawn_from_a_view_shows_that_view() {
        for seed in 0..200u64 {
            let players = 2 + (seed % 3) as usize;
            let variant =
                if players == 2 { Variant::ALL[(seed % 4) as usize] } else { Variant::ALL[(seed % 3) as usize] };
            let state = position(players, variant, seed % 2 == 0, seed, (seed % 60) as usize);
            let Some(seat) = AliBaba::to_act(&state) else { continue };
            let view = AliBaba::view(&state, seat);
            let w = world(&view, &mut GameRng::new(seed));
            let mut seen = AliBaba::view(&w, seat);
            // The world knows no more of the turn than the view: where a green tile came from.
            seen.choices.clone_from(&view.choices);
            seen.board.iter_mut().zip(&view.board).for_each(|(a, b)| a.selectable = b.selectable);
            assert_eq!(seen, view, "seed {seed}");
        }
    }

    /// Yellow: asked to show a tile, a player shows one it loses least by and that the keeper
    /// gains least from: a lone sword rather than a lone ruby when the keeper collects rubies.
    #[test]
    fn asked_to_show_a_player_shows_what_the_keeper_wants_least() {
        let mut state = position(3, Variant::Standard, false, 5, 0);
        let (keeper, victim) = (state.current(), (state.current() + 1) % 3);
        let tile = |kind, colour| Tile::new(kind, colour);
        state.hands[usize::from(keeper)].tiles =
            vec![tile(Kind::Ruby, Colour::Pink), tile(Kind::Ruby, Colour::Blue), tile(Kind::Ruby, Colour::Green)];
        state.hands[usize::from(victim)].tiles =
            vec![tile(Kind::Sword, Colour::White), tile(Kind::Ruby, Colour::White)];
        state.phase = Phase::Showing { waiting: vec![victim], shown: Vec::new() };
        let shown = greedy_among(&state, &AliBaba::legal_actions(&state));
        assert_eq!(shown, Action::Show(tile(Kind::Sword, Colour::White)));
    }

    /// The yardstick that denies plays whole games of every variant and player count, only
    /// legal moves.
    #[test]
    fn the_grudging_yardstick_plays_legal_games_to_the_end() {
        for seed in 0..60u64 {
            let players = 2 + (seed % 3) as usize;
            let variant = Variant::ALL[(seed / 3 % if players == 2 { 4 } else { 3 }) as usize];
            let mut state = position(players, variant, seed % 2 == 0, seed, 0);
            for turn in 0..2000u64 {
                let Some(seat) = AliBaba::to_act(&state) else { break };
                let action = decide::<AliBaba>(&Grudging, &state, seat, seed ^ turn).expect("a choice");
                AliBaba::apply(&mut state, action).unwrap_or_else(|e| panic!("seed {seed}: {action:?}: {e:?}"));
            }
            assert!(AliBaba::outcome(&state).is_some(), "seed {seed}: played to the end");
        }
    }

    /// At three players and more, the strong player's first judgement puts the best take at
    /// nothing and every other below it, by whole points; at two players it judges nothing.
    #[test]
    fn at_three_players_the_first_judgement_puts_the_best_take_at_nothing_and_the_others_below() {
        let mut judged_some = 0;
        for seed in 0..30u64 {
            let state = position(3, Variant::Standard, false, seed, (seed % 20) as usize);
            let Some(seat) = AliBaba::to_act(&state).filter(|_| *state.phase() == Phase::Take) else { continue };
            let choices = AliBaba::legal_actions(&state);
            let three = judged(&state, seat, &choices, 3);
            assert_eq!(three.len(), choices.len(), "seed {seed}: every take judged");
            assert_eq!(three.iter().map(|j| j.1).max(), Some(0), "seed {seed}");
            assert!(three.iter().any(|j| j.1 < 0), "seed {seed}: some take judged worse");
            assert!(judged(&state, seat, &choices, 2).is_empty());
            judged_some += 1;
        }
        assert!(judged_some > 10, "only {judged_some} positions judged");
    }

    /// Greedy: takes what scores most now. A pink tile (5 points) beats a first tile of a kind.
    #[test]
    fn the_normal_player_takes_what_scores_most_now() {
        let state = position(2, Variant::Standard, false, 3, 0);
        let seat = AliBaba::to_act(&state).unwrap();
        let view = AliBaba::view(&state, seat);
        let Action::Take(slot) = AliBabaPlayer { strength: Strength::Normal }.decide(&view, &mut GameRng::new(1))
        else {
            panic!("a take")
        };
        let best = view.board.iter().filter(|s| s.selectable).map(|s| take_value(&state, seat, s.slot)).max().unwrap();
        assert_eq!(take_value(&state, seat, slot), best);
    }
}
