//! Computer opponents for A Thousand and One Treasures, deciding from their seat's view only.
//! Everything lies open on the table except the order of the draw pile.
//!
//! - the greedy player (the baseline): to the richest card now, and for the exit once the thief
//!   is three spaces or fewer from the entrance;
//! - *easy*: half the time any move, else the greedy one;
//! - *normal*: the greedy player;
//! - *strong*: a tree search over many plausible orders of the draw pile (`ai::Tree`): each game
//!   it plays out starts in an order of its own, follows the choices that did best so far for
//!   whoever is to act (its own later moves and the others'), adds one choice to the tree and
//!   plays the rest out, everyone greedily (now and then at random) until the game is decided;
//!   it takes the choice it tried most.

use super::{AppPlayer, Strength, Thinking, Tree};
use crate::games::rng::GameRng;
use crate::games::thousand_and_one::{
    Action, Config, Pawn, Phase, State, ThousandAndOne, View, CARDS, COLS, ENTRANCE, THIEF_HOME,
};
use crate::games::{Game, Seat};

/// A computer player of A Thousand and One Treasures.
#[derive(Clone, Copy, Debug)]
pub struct ThousandPlayer {
    pub strength: Strength,
}

/// How many games the strong player's tree plays out: a play-out's work grows with the cards
/// still to come (the pile and the board's 19), so as many as this much work allows (`games`):
/// 655 with the whole pile ahead, 2,000 with none. Its slowest decisions take as long as those
/// of the search by halving it replaced (its own way until 2026-11-30, in 48 to 96 orders of the
/// pile for the same work), which gave a decision among few choices few games: with the games of
/// that search the tree won 39 % of 400 two-player games against the tree with these, and 31 %
/// against the tree with 1.5 times this work. That search, measured against the strong player
/// before it, which played out the greedy player's five best choices in 8 orders (16 before
/// leaving), over 300 two-player games: 48 orders won 56 %, 96 won 56 %. Play-outs in which
/// everyone heads home by their way through the walls once the thief is as near as it (in turns)
/// and a margin of 0 to 8 spaces won 38–53 %: the greedy play-out judges better. With the
/// play-outs of `play_out_among`, against the same player in 48 orders (1,000 games): 96 orders
/// with a move at random a tenth of the time (`WANDER`) won 58.1 %, 144 orders 56.5 %, a random
/// move alone 53.4 % (a quarter of the time: 52.8 %); the tree in as many games won 60 % against
/// it (400 two-player games, docs/opponents.md).
const WORK: usize = 40_000;
/// A hint, asked for by a tap and answered at once, gets half the work: the page waits for it.
const HINT_WORK: usize = WORK / 2;
/// How often (in percent) a player of the play-outs moves at random: the others are not
/// always the greedy player the play-outs assume.
const WANDER: u32 = 10;

impl AppPlayer<ThousandAndOne> for ThousandPlayer {
    fn decide(&self, view: &View, rng: &mut GameRng) -> Action {
        self.think(view, rng).finish()
    }

    fn think(&self, view: &View, rng: &mut GameRng) -> Thinking<ThousandAndOne> {
        let choices = &view.choices;
        if choices.len() == 1 {
            return Thinking::Done(choices[0]);
        }
        let world = world(view, rng);
        match self.strength {
            Strength::Easy if rng.below(2) == 0 => Thinking::Done(choices[rng.below(choices.len() as u32) as usize]),
            Strength::Easy => Thinking::Done(greedy_among(&world, choices, rng)),
            Strength::Normal => Thinking::Done(greedy_among(&world, choices, rng)),
            Strength::Strong => Thinking::Tree(look_ahead(view, world, rng, WORK).0),
        }
    }
}

/// The greedy player alone: the baseline the others are measured against (the tournament).
#[derive(Clone, Copy, Debug)]
pub struct Greedy;

impl AppPlayer<ThousandAndOne> for Greedy {
    fn decide(&self, view: &View, rng: &mut GameRng) -> Action {
        let world = world(view, rng);
        greedy_among(&world, &view.choices, rng)
    }
}

/// What the strong player would do in the seat of `view`, and why: a hint for a person.
pub fn hint(view: &View, rng: &mut GameRng) -> (Action, super::Reason) {
    if view.choices.len() == 1 {
        return (view.choices[0], super::Reason::Only);
    }
    let (tree, games) = look_ahead(view, world(view, rng), rng, HINT_WORK);
    (Thinking::Tree(tree).finish(), super::Reason::PlayedOut(games))
}

/// Steps from `square` to the entrance, walls not counted.
fn to_exit(square: u8) -> i32 {
    let (c, r, ec, er) = (square % COLS, square / COLS, ENTRANCE % COLS, ENTRANCE / COLS);
    i32::from(c.abs_diff(ec) + r.abs_diff(er))
}

/// The greedy player's choice among `legal`: the richest card (a thief's head counts against
/// it), and the way out once the thief is near. Ties go to chance.
fn greedy_among(state: &State, legal: &[Action], rng: &mut GameRng) -> Action {
    if hurry(state) && legal.contains(&Action::Leave) {
        return Action::Leave;
    }
    best_of(legal, |a| score(state, a), rng)
}

/// The choice of `legal` that `score` likes best; ties go to chance.
fn best_of(legal: &[Action], score: impl Fn(Action) -> i32, rng: &mut GameRng) -> Action {
    let best = legal.iter().map(|&a| score(a)).max().unwrap_or(0);
    let top: Vec<Action> = legal.iter().copied().filter(|&a| score(a) == best).collect();
    top[rng.below(top.len() as u32) as usize]
}

/// The players of the strong player's play-outs: the greedy player, who also sees when the game
/// is decided. Alone in the cave and ahead of everyone who got out (counting the card it stands
/// on, which it takes as it leaves), it leaves or heads for the way out; alone and behind, it plays
/// on for the richest cards, as leaving would lose anyway. Measured against the strong player
/// with greedy play-outs (1,000 two-player games): 56.3 % ± 3.1. Tried and left out, each
/// against that player: a player behind the others who does not hurry while they are in the
/// cave (51.1 %), a player three or more treasures ahead who heads out once the thief is five or
/// seven spaces from home (49.6 and 49.8 %), twice the orders of the pile (58.6 %, for 1.7 times
/// the time).
fn play_out_among(state: &State, legal: &[Action], rng: &mut GameRng) -> Action {
    let me = state.current();
    let alone = (0..state.players() as Seat).all(|s| s == me || state.pawn(s) == Pawn::Out);
    let Pawn::At(here) = state.pawn(me) else { return greedy_among(state, legal, rng) };
    if state.config().beginners || !alone || !matches!(state.phase(), Phase::Move { .. }) {
        return greedy_among(state, legal, rng);
    }
    let under = state.board()[usize::from(here)].map_or(0, |p| u32::from(CARDS[p.card as usize].treasures));
    let best_out = (0..state.players() as Seat).filter(|&s| s != me).map(|s| state.treasures(s)).max().unwrap_or(0);
    let ahead = state.treasures(me) + under > best_out;
    if ahead && legal.contains(&Action::Leave) {
        return Action::Leave;
    }
    let score = |a: Action| match a {
        Action::MoveTo(s) => to_square(state, s, ahead),
        Action::Leave => -1000,
        _ => 0,
    };
    best_of(legal, score, rng)
}

/// How much the greedy player likes going to `square`: the richest card, or, in a `hurry`, the
/// way out first.
fn to_square(state: &State, square: u8, hurry: bool) -> i32 {
    if hurry {
        -to_exit(square) * 10 + value(state, square)
    } else {
        value(state, square) * 10 - to_exit(square)
    }
}

/// How much the greedy player likes the card on `square`: its treasures, a thief's head against it.
fn value(state: &State, square: u8) -> i32 {
    state.board()[square as usize].map_or(0, |p| {
        let card = CARDS[p.card as usize];
        i32::from(card.treasures) * 2 - i32::from(card.head)
    })
}

/// The thief is near: the greedy player heads for the exit.
fn hurry(state: &State) -> bool {
    !state.config().beginners && THIEF_HOME - state.thief() <= 3
}

/// How much the greedy player likes `action` now.
fn score(state: &State, action: Action) -> i32 {
    match action {
        Action::MoveTo(s) | Action::PlacePawn(s) => to_square(state, s, hurry(state)),
        Action::Leave if hurry(state) => 1000,
        Action::Leave => -100,
        _ => 0,
    }
}

/// The tree search (`Tree`) among the view's choices, and how many games it plays out (`games`).
fn look_ahead(view: &View, first: State, rng: &mut GameRng, work: usize) -> (Tree<ThousandAndOne>, usize) {
    let games = games(view.pile, work);
    let mut seeded = || GameRng::new(u64::from(rng.below(u32::MAX)));
    let (mut draws, mut order, mut chance) = (seeded(), seeded(), seeded());
    let (view, choices, mut first) = (view.clone(), view.choices.clone(), Some(first));
    let draw = move || first.take().unwrap_or_else(|| world(&view, &mut draws));
    // The choice the greedy player likes best goes into the tree first.
    let expand = move |s: &State, untried: &[Action]| best_of(untried, |a| score(s, a), &mut order);
    let play_out = move |s: State| play_out(s, &mut chance);
    (Tree::new(choices, games, draw, expand, play_out), games)
}

/// How many games `work` allows with `pile` cards still in the pile (`WORK`).
fn games(pile: usize, work: usize) -> usize {
    work / (pile + 20)
}

/// Plays `state` to the end, everyone by `play_out_among` (now and then at random): each seat's
/// reward, its share of the win and a hundredth of its margin over the best of the others (a
/// seat caught in the cave counts no treasures).
fn play_out(mut state: State, rng: &mut GameRng) -> Vec<f64> {
    for _ in 0..2000 {
        if state.is_over() {
            break;
        }
        let legal = ThousandAndOne::legal_actions(&state);
        let Some(&first) = legal.first() else { break };
        let action = if legal.len() == 1 {
            first
        } else if matches!(state.phase(), Phase::Move { .. }) && rng.below(100) < WANDER {
            legal[rng.below(legal.len() as u32) as usize]
        } else {
            play_out_among(&state, &legal, rng)
        };
        if ThousandAndOne::apply(&mut state, action).is_err() {
            break;
        }
    }
    let players = state.players();
    let Some(outcome) = ThousandAndOne::outcome(&state) else { return vec![0.0; players] };
    let counted =
        |s: usize| if state.config().beginners || state.pawn(s as Seat) == Pawn::Out { outcome.points[s] } else { 0 };
    let winners = outcome.winners.len().max(1) as f64;
    (0..players)
        .map(|me| {
            let theirs = (0..players).filter(|&s| s != me).map(counted).max().unwrap_or(0);
            let won = if outcome.winners.contains(&(me as Seat)) { 1.0 / winners } else { 0.0 };
            won + f64::from(counted(me) - theirs) / 100.0
        })
        .collect()
}

/// A world that fits everything `view` shows: the draw pile in a random order.
fn world(view: &View, rng: &mut GameRng) -> State {
    let mut out: Vec<bool> = vec![false; CARDS.len()];
    let mut mark = |c: u8| {
        if let Some(o) = out.get_mut(usize::from(c)) {
            *o = true;
        }
    };
    view.board.iter().flatten().for_each(|p| mark(p.card));
    view.collected.iter().flatten().chain(&view.boxed).for_each(|&c| mark(c));
    if let Phase::Lay { card, .. } = view.phase {
        mark(card);
    }
    let mut pile: Vec<u8> = (0..CARDS.len() as u8).filter(|&c| !out[usize::from(c)]).collect();
    rng.shuffle(&mut pile);
    pile.truncate(view.pile);
    State {
        config: Config {
            players: view.players.iter().map(|p| p.name.clone()).collect(),
            beginners: view.beginners,
            start: Some(view.start),
            computers: Default::default(),
        },
        rng: GameRng::new(u64::from(rng.below(u32::MAX)) << 32 | u64::from(rng.below(u32::MAX))),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::decide;
    use crate::games::record::random_record;

    fn position(players: usize, beginners: bool, seed: u64, moves: usize) -> State {
        let config = Config {
            players: ["Lea", "Tom", "Ana", "Max"][..players].iter().map(|s| s.to_string()).collect(),
            beginners,
            start: None,
            computers: Default::default(),
        };
        random_record::<ThousandAndOne>(config, seed, moves, seed).replay().unwrap()
    }

    /// A world drawn from a view is a position that view could come from.
    #[test]
    fn a_world_drawn_from_a_view_shows_that_view() {
        for seed in 0..200u64 {
            let state = position(2 + (seed % 3) as usize, seed % 2 == 0, seed, (seed % 50) as usize);
            let Some(seat) = ThousandAndOne::to_act(&state) else { continue };
            let view = ThousandAndOne::view(&state, seat);
            let w = world(&view, &mut GameRng::new(seed));
            assert_eq!(ThousandAndOne::view(&w, seat), view, "seed {seed}");
            let mut a = w.pile().to_vec();
            let mut b = state.pile().to_vec();
            a.sort();
            b.sort();
            assert_eq!(a, b, "the pile holds the cards that are nowhere else");
        }
    }

    /// The order of the pile is all a player cannot see: another order, another generator, the
    /// same decision.
    #[test]
    fn a_computer_player_decides_the_same_when_only_the_pile_order_differs() {
        let mut compared = 0;
        for seed in 0..100u64 {
            let state = position(2 + (seed % 3) as usize, seed % 3 == 0, seed, (seed % 40) as usize);
            let Some(seat) = ThousandAndOne::to_act(&state) else { continue };
            let mut twin = state.clone();
            twin.pile.reverse();
            twin.rng = GameRng::new(0xDEAD_BEEF);
            if twin.pile == state.pile {
                continue;
            }
            assert_eq!(ThousandAndOne::view(&twin, seat), ThousandAndOne::view(&state, seat));
            for strength in Strength::ALL {
                let player = ThousandPlayer { strength };
                for d in 0..3 {
                    assert_eq!(
                        decide::<ThousandAndOne>(&player, &state, seat, d),
                        decide::<ThousandAndOne>(&player, &twin, seat, d),
                        "seed {seed}, {strength:?}"
                    );
                }
            }
            compared += 1;
        }
        assert!(compared > 50, "only {compared} positions compared");
    }

    /// The pawns' places at the start, with the whole pile ahead, get the fewest games, the
    /// end of the game the most; a hint half as many.
    #[test]
    fn a_tree_plays_as_many_games_as_its_work_allows() {
        assert_eq!(games(41, WORK), 655);
        assert_eq!(games(0, WORK), 2_000);
        assert_eq!(games(41, HINT_WORK), 327);
        assert!((1..=41).all(|pile| games(pile, WORK) <= games(pile - 1, WORK)));
    }

    /// Alone in the cave, the players of the play-outs leave when that wins and play on when
    /// leaving would lose (the other, out, given as many treasures as it takes).
    #[test]
    fn alone_in_the_cave_a_play_out_player_leaves_only_to_win() {
        let mut compared = 0;
        for seed in 0..3000u64 {
            let mut state = position(2, false, seed, 20 + (seed % 40) as usize);
            let Some(me) = ThousandAndOne::to_act(&state) else { continue };
            let legal = ThousandAndOne::legal_actions(&state);
            let (other, Pawn::At(here)) = (1 - me, state.pawn(me)) else { continue };
            if state.pawn(other) != Pawn::Out || !legal.contains(&Action::Leave) || legal.len() < 2 {
                continue;
            }
            let under = u32::from(CARDS[state.board()[usize::from(here)].unwrap().card as usize].treasures);
            if state.treasures(me) + under > state.treasures(other) {
                assert_eq!(play_out_among(&state, &legal, &mut GameRng::new(seed)), Action::Leave, "seed {seed}");
            }
            while state.treasures(me) + under > state.treasures(other) {
                state.collected[usize::from(other)].push(2);
            }
            assert_ne!(play_out_among(&state, &legal, &mut GameRng::new(seed)), Action::Leave, "seed {seed}");
            compared += 1;
        }
        assert!(compared > 20, "only {compared} positions");
    }

    #[test]
    fn the_greedy_player_heads_for_the_exit_when_the_thief_is_near() {
        for seed in 0..300u64 {
            let state = position(2, false, seed, (seed % 60) as usize);
            let Some(seat) = ThousandAndOne::to_act(&state) else { continue };
            let view = ThousandAndOne::view(&state, seat);
            if view.choices.contains(&Action::Leave) && THIEF_HOME - view.thief <= 3 {
                assert_eq!(Greedy.decide(&view, &mut GameRng::new(seed)), Action::Leave);
            }
        }
    }
}
