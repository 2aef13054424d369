//! A tree search over worlds drawn from one view, for any game (information-set Monte Carlo
//! tree search, one tree for the deciding seat): each game played out starts in a world of its
//! own, walks down the tree by the choices that did best so far for whoever is to act there
//! (with a bonus for the little-tried: UCB), adds one choice to the tree and plays the rest out.
//! A choice's record counts only the games in which it could be made (its availability), as
//! what can be done depends on the world. Unlike `Search`, whose players choose by a fixed
//! policy after the first choice, the tree's players also choose by what did best further down.
//!
//! Like `Search`, a step is one game played out, in the same order however the work is sliced.

use crate::games::Game;

/// How the tree chooses a choice tried before: by its mean reward and a bonus for the
/// little-tried, this many times the square root of log(availability) over its tries. The
/// rewards are a win (1) and a hundredth of the margin.
const EXPLORE: f64 = 1.0;

/// Which of the untried choices (given) to add to the tree first.
type First<G> = Box<dyn FnMut(&<G as Game>::State, &[<G as Game>::Action]) -> <G as Game>::Action>;

struct Edge<A> {
    action: A,
    tries: u32,
    reward: f64,
    available: u32,
    child: usize,
}

/// A search that plays `games` games; `Tree::step` plays them out.
pub struct Tree<G: Game> {
    choices: Vec<G::Action>,
    games: usize,
    played: usize,
    /// Each node's choices tried so far; node 0 is where the search starts.
    nodes: Vec<Vec<Edge<G::Action>>>,
    draw: Box<dyn FnMut() -> G::State>,
    first: First<G>,
    /// Plays a world to the end: each seat's reward.
    play_out: Box<dyn FnMut(G::State) -> Vec<f64>>,
}

impl<G: Game> Tree<G> {
    /// A search among `choices` (what the view offers) in `games` games, each in a world of its
    /// own (`draw`).
    pub fn new(
        choices: Vec<G::Action>,
        games: usize,
        draw: impl FnMut() -> G::State + 'static,
        first: impl FnMut(&G::State, &[G::Action]) -> G::Action + 'static,
        play_out: impl FnMut(G::State) -> Vec<f64> + 'static,
    ) -> Self {
        Tree {
            choices,
            games: games.max(1),
            played: 0,
            nodes: vec![Vec::new()],
            draw: Box::new(draw),
            first: Box::new(first),
            play_out: Box::new(play_out),
        }
    }

    /// Plays out at most `n` more games; the choice tried most once all are played.
    pub fn step(&mut self, n: usize) -> Option<G::Action> {
        for _ in 0..n {
            if self.played >= self.games {
                break;
            }
            self.play_one();
            self.played += 1;
        }
        (self.played >= self.games).then(|| self.best())
    }

    fn play_one(&mut self) {
        let mut state = (self.draw)();
        let mut path: Vec<(usize, usize, usize)> = Vec::new();
        let mut node = 0;
        while let Some(seat) = G::to_act(&state) {
            let legal = if node == 0 { self.choices.clone() } else { G::legal_actions(&state) };
            if legal.is_empty() {
                break;
            }
            let edges = &mut self.nodes[node];
            edges.iter_mut().filter(|e| legal.contains(&e.action)).for_each(|e| e.available += 1);
            let untried: Vec<G::Action> =
                legal.iter().copied().filter(|a| !edges.iter().any(|e| e.action == *a)).collect();
            let (i, expanded) = if untried.is_empty() {
                (best_bound(edges, &legal), false)
            } else {
                let action = (self.first)(&state, &untried);
                let child = self.nodes.len();
                self.nodes[node].push(Edge { action, tries: 0, reward: 0.0, available: 1, child });
                self.nodes.push(Vec::new());
                (self.nodes[node].len() - 1, true)
            };
            let Edge { action, child, .. } = self.nodes[node][i];
            if G::apply(&mut state, action).is_err() {
                break;
            }
            path.push((node, i, usize::from(seat)));
            if expanded {
                break;
            }
            node = child;
        }
        let rewards = (self.play_out)(state);
        for (node, i, seat) in path {
            let edge = &mut self.nodes[node][i];
            edge.tries += 1;
            edge.reward += rewards.get(seat).copied().unwrap_or(0.0);
        }
    }

    /// The choice tried most (the first of equals); the first choice if none was.
    fn best(&self) -> G::Action {
        let most = self.nodes[0].iter().map(|e| e.tries).max().unwrap_or(0);
        self.nodes[0].iter().find(|e| e.tries == most).map_or(self.choices[0], |e| e.action)
    }
}

/// The choice among those `legal` here with the highest mean reward plus its bonus (UCB).
fn best_bound<A: PartialEq>(edges: &[Edge<A>], legal: &[A]) -> usize {
    let bound = |e: &Edge<A>| {
        let tries = f64::from(e.tries.max(1));
        e.reward / tries + EXPLORE * (f64::from(e.available).ln() / tries).sqrt()
    };
    let mut best = (0, f64::NEG_INFINITY);
    for (i, e) in edges.iter().enumerate().filter(|(_, e)| legal.contains(&e.action)) {
        let b = bound(e);
        if b > best.1 {
            best = (i, b);
        }
    }
    best.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::record::random_record;
    use crate::games::thousand_and_one::{Action, Config, Pawn, State, ThousandAndOne};
    use std::{cell::Cell, rc::Rc};

    /// Two pawns to place on the cards at the start of A Thousand and One.
    fn start() -> State {
        let config = Config {
            players: vec!["Lea".into(), "Tom".into()],
            beginners: false,
            start: Some(0),
            computers: Default::default(),
        };
        random_record::<ThousandAndOne>(config, 5, 0, 5).replay().unwrap()
    }

    /// Whether `seat` placed its pawn on `square` at the start, in `state` or after it moved on
    /// (the first card it collects is that square's).
    fn placed_on(state: &State, seat: u8, square: u8) -> bool {
        let card = start().board()[usize::from(square)].map(|p| p.card);
        match state.collected(seat).first() {
            Some(&first) => Some(first) == card,
            None => state.pawn(seat) == Pawn::At(square),
        }
    }

    /// A tree that plays from `start`, rewarding each seat by `reward(state, seat)` where the
    /// tree ends (no play-out beyond it); it counts its play-outs.
    fn tree(
        games: usize,
        reward: impl Fn(&State, u8) -> f64 + 'static,
        played: Rc<Cell<usize>>,
    ) -> Tree<ThousandAndOne> {
        let state = start();
        let choices = ThousandAndOne::legal_actions(&state);
        Tree::new(
            choices,
            games,
            move || state.clone(),
            |_, untried: &[Action]| untried[0],
            move |s: State| {
                played.set(played.get() + 1);
                (0..2).map(|seat| reward(&s, seat)).collect()
            },
        )
    }

    /// A step is one game played out, and the choice tried most is the one that did best.
    #[test]
    fn a_tree_plays_out_one_game_a_step_and_takes_what_did_best() {
        let played = Rc::new(Cell::new(0));
        let mut search = tree(400, |s, seat| f64::from(u8::from(placed_on(s, seat, 7))), played.clone());
        let decision = loop {
            let before = played.get();
            let done = search.step(1);
            assert!(played.get() - before <= 1, "one play-out a step at most");
            if let Some(action) = done {
                break action;
            }
        };
        assert_eq!(decision, Action::PlacePawn(7));
        assert_eq!(played.get(), 400);
    }

    /// Further down the tree the others choose what did best for them: the next player wants
    /// card 7, so the first places its own pawn there, the one choice that keeps it from him.
    /// (Judged with no one choosing after the first choice, every choice would look as good.)
    #[test]
    fn in_the_tree_the_others_choose_what_did_best_for_them() {
        let wants = |s: &State, seat: u8| f64::from(u8::from(placed_on(s, 1, 7) == (seat == 1)));
        let decision = tree(2_000, wants, Rc::new(Cell::new(0))).step(usize::MAX);
        assert_eq!(decision, Some(Action::PlacePawn(7)));
    }
}
