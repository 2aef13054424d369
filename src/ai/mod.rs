//! Seats the app plays: the computer opponents, Sidibaba's Leader of the Thieves, hints. Every
//! one of them decides from the **view** of its seat — what a person in that seat would see —
//! and never from the game's state: `decide` is not even given the state, so what the view hides
//! cannot sway a decision. Randomness comes from a generator the caller seeds, so the same view
//! and seed give the same decision (replays and tests).

pub mod ali_baba;
#[cfg(not(target_arch = "wasm32"))]
pub mod careless_party;
pub mod leader;
#[cfg(not(target_arch = "wasm32"))]
pub mod party;
#[cfg(not(target_arch = "wasm32"))]
pub mod scout_party;
#[cfg(not(target_arch = "wasm32"))]
pub mod sim;
#[cfg(not(target_arch = "wasm32"))]
pub mod sparring;
#[cfg(not(target_arch = "wasm32"))]
pub mod strong_party;
pub mod thousand;
mod tree;
#[cfg(not(target_arch = "wasm32"))]
pub mod tremaux_party;
#[cfg(not(target_arch = "wasm32"))]
pub mod wall_party;

use crate::games::rng::GameRng;
use crate::games::{Game, Seat};
pub use tree::Tree;

pub use crate::games::Strength;

/// Why the strong player would make a choice: the one line of a hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// There is nothing else to do.
    Only,
    /// It gains most now (where the strong player does not look ahead).
    BestNow,
    /// It did best in this many games played out from here to the end.
    PlayedOut(usize),
}

/// A seat played by the app.
pub trait AppPlayer<G: Game> {
    /// One of `G::choices(view)`; only called when there is at least one.
    fn decide(&self, view: &G::View, rng: &mut GameRng) -> G::Action;
    /// The same decision, to be thought out a slice at a time (`Thinking::step`) so that the page
    /// stays responsive while a long one is made. By default it is made at once.
    fn think(&self, view: &G::View, rng: &mut GameRng) -> Thinking<G> {
        Thinking::Done(self.decide(view, rng))
    }
}

/// A decision made at once, or a search still to be played out (`AppPlayer::think`).
pub enum Thinking<G: Game> {
    Done(G::Action),
    Search(Search<G>),
    Tree(Tree<G>),
}

impl<G: Game> Thinking<G> {
    /// Plays out at most `n` more games; the decision once there is one.
    pub fn step(&mut self, n: usize) -> Option<G::Action> {
        match self {
            Thinking::Done(action) => Some(*action),
            Thinking::Search(search) => search.step(n),
            Thinking::Tree(tree) => tree.step(n),
        }
    }

    /// The decision, thought out to the end now.
    pub fn finish(mut self) -> G::Action {
        loop {
            if let Some(action) = self.step(usize::MAX) {
                return action;
            }
        }
    }
}

/// Determinization, for any game: each choice played out in positions drawn from one view
/// (worlds), scored by `play_out(world number, choice)`; the choice with the best total over the
/// same worlds (the first of equals). A choice a world refuses (`None`) is out.
///
/// The choices meet the worlds in rounds (successive halving): every choice in the first
/// `first` worlds, then the better half in twice as many more, and so on until one is left or
/// the worlds run out, so that the play-outs go where the choice is close. The play-outs go one
/// by one (`step`), in the same order however they are sliced, so a decision made in slices is
/// the one made at once.
pub struct Search<G: Game> {
    choices: Vec<G::Action>,
    /// How many worlds there are at most.
    worlds: usize,
    play_out: Box<dyn FnMut(usize, G::Action) -> Option<i32>>,
    /// Each choice's total so far; `None` once a world refused it.
    totals: Vec<Option<i64>>,
    /// The choices still in, in their order.
    alive: Vec<usize>,
    /// The worlds of this round.
    round: std::ops::Range<usize>,
    /// The next play-out of the round: choice `alive[next / round.len()]`, its
    /// `next % round.len()`-th world.
    next: usize,
}

impl<G: Game> Search<G> {
    /// Every choice in the first `first` of `worlds` worlds, then in rounds the better half in
    /// more.
    pub fn halving(
        choices: Vec<G::Action>,
        worlds: usize,
        first: usize,
        play_out: impl FnMut(usize, G::Action) -> Option<i32> + 'static,
    ) -> Self {
        let round = 0..first.clamp(1, worlds.max(1));
        Search {
            totals: vec![Some(0); choices.len()],
            alive: (0..choices.len()).collect(),
            choices,
            worlds,
            play_out: Box::new(play_out),
            round,
            next: 0,
        }
    }

    /// How many games a search of `choices` choices in `worlds` worlds, every one in the first
    /// `first`, plays out (if no world refuses a choice): what it costs, known before it starts.
    pub fn play_outs(choices: usize, worlds: usize, first: usize) -> usize {
        let (mut alive, mut round, mut total) = (choices, 0..first.clamp(1, worlds.max(1)), 0);
        while alive > 1 && !round.is_empty() {
            total += alive * round.len();
            alive = alive.div_ceil(2);
            round = round.end..(round.end + 2 * round.len()).min(worlds);
        }
        total
    }

    /// Plays out at most `n` more games; the best choice once the search is over.
    pub fn step(&mut self, n: usize) -> Option<G::Action> {
        let mut played = 0;
        while played < n {
            if self.over() {
                break;
            }
            let len = self.round.len();
            let (a, w) = (self.next / len, self.next % len);
            let Some(&c) = self.alive.get(a) else {
                self.next_round();
                continue;
            };
            let score = (self.play_out)(self.round.start + w, self.choices[c]);
            played += 1;
            match (score, &mut self.totals[c]) {
                (Some(score), Some(total)) => {
                    *total += i64::from(score);
                    self.next += 1;
                }
                // Refused in this world: the choice is out.
                _ => {
                    self.totals[c] = None;
                    self.next = (a + 1) * len;
                }
            }
        }
        self.over().then(|| self.best())
    }

    fn over(&self) -> bool {
        self.alive.len() <= 1 || self.round.is_empty()
    }

    /// The better half of the choices, in twice as many new worlds.
    fn next_round(&mut self) {
        let totals = &self.totals;
        self.alive.retain(|&c| totals[c].is_some());
        self.alive.sort_by_key(|&c| (std::cmp::Reverse(totals[c]), c));
        self.alive.truncate(self.alive.len().div_ceil(2).max(1));
        self.alive.sort_unstable();
        let end = (self.round.end + 2 * self.round.len()).min(self.worlds);
        self.round = self.round.end..end;
        self.next = 0;
    }

    /// The choice with the best total (the first of equals); the first choice if all were refused.
    fn best(&self) -> G::Action {
        let best = self.alive.iter().copied().max_by_key(|&c| (self.totals[c], std::cmp::Reverse(c)));
        self.choices[best.unwrap_or(0)]
    }
}

/// A search's worlds, each drawn when the search first reaches it: a search's first slice
/// draws one world, not all of them. They are reached in order, so they are the same worlds
/// however the search is sliced.
pub struct Worlds<W> {
    drawn: Vec<W>,
    draw: Box<dyn FnMut() -> W>,
}

impl<W> Worlds<W> {
    /// `first`, then what `draw` draws.
    pub fn new(first: W, draw: impl FnMut() -> W + 'static) -> Self {
        Worlds { drawn: vec![first], draw: Box::new(draw) }
    }

    /// World `w`, drawn with any before it if not yet drawn.
    pub fn get(&mut self, w: usize) -> &W {
        while self.drawn.len() <= w {
            let world = (self.draw)();
            self.drawn.push(world);
        }
        &self.drawn[w]
    }
}

/// Chooses uniformly among the choices: the "random party" the app's players are measured
/// against, and the weakest opponent.
pub struct RandomPlayer;

impl<G: Game> AppPlayer<G> for RandomPlayer {
    fn decide(&self, view: &G::View, rng: &mut GameRng) -> G::Action {
        let choices = G::choices(view);
        choices[rng.below(choices.len() as u32) as usize]
    }
}

/// The `most` choices that `score` (a quick judgement of the position now) likes best, in their
/// order: what the look-ahead plays out. Keeps a strong player's decision within its time in
/// the browser when there are many choices (a wide pyramid) without losing the good ones.
pub fn shortlist<A: Copy>(choices: &[A], most: usize, score: impl Fn(A) -> i32) -> Vec<A> {
    let mut ranked: Vec<(usize, i32)> = choices.iter().enumerate().map(|(i, &a)| (i, score(a))).collect();
    ranked.sort_by_key(|&(i, s)| (std::cmp::Reverse(s), i));
    ranked.truncate(most);
    ranked.sort_by_key(|&(i, _)| i);
    ranked.into_iter().map(|(i, _)| choices[i]).collect()
}

/// The decision of the app's `player` in `seat`, if it is that seat's turn: the player sees the
/// seat's view and nothing else.
pub fn decide<G: Game>(player: &impl AppPlayer<G>, state: &G::State, seat: Seat, seed: u64) -> Option<G::Action> {
    let view = G::view(state, seat);
    if G::choices(&view).is_empty() {
        return None;
    }
    Some(player.decide(&view, &mut GameRng::new(seed)))
}

/// Part `part` of a warm-up before the page's first decision by the app's `player`s in a game
/// of `config`; whether another part follows. WebAssembly is compiled a function at a time, as
/// each is first called: in the browser at 4× CPU, Ali Baba's first search spent about 12 ms in
/// its set-up and 8 in its first slice where later ones took 1–2 (docs/opponents.md), past the
/// 10 ms a tap may wait. Run first on the start of a game of the same set-up, in parts that the
/// page runs as tasks of their own (a decision of the normal player, which draws a world; the
/// set-up of `strongest`'s; that set-up again and one play-out), the code is compiled in pieces.
pub fn warm_up<G: Game, P: AppPlayer<G>>(
    player: impl Fn(Strength) -> P,
    config: &G::Config,
    strongest: Strength,
    part: u8,
) -> bool {
    let Some(view) = G::new(config, 1).ok().and_then(|s| G::to_act(&s).map(|seat| G::view(&s, seat))) else {
        return false;
    };
    if G::choices(&view).is_empty() {
        return false;
    }
    let rng = &mut GameRng::new(1);
    let _ = match part {
        0 => Some(player(Strength::Normal).decide(&view, rng)),
        1 => player(strongest).think(&view, rng).step(0),
        _ => player(strongest).think(&view, rng).step(1),
    };
    part < 2 && strongest == Strength::Strong
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ali_baba::{AliBaba, Config, Variant};
    use crate::games::record::random_record;

    /// Two positions that differ only in what seat `seat` cannot see: two face-down tiles of the
    /// pyramid swapped, and the generator (the future) changed.
    fn hidden_twin(state: &<AliBaba as Game>::State) -> Option<<AliBaba as Game>::State> {
        let mut twin = state.clone();
        let down: Vec<usize> =
            (0..twin.board.len()).filter(|&i| matches!(twin.board[i], Some(p) if !p.face_up)).collect();
        let (a, b) = down
            .iter()
            .flat_map(|&a| down.iter().map(move |&b| (a, b)))
            .find(|&(a, b)| twin.board[a].unwrap().tile != twin.board[b].unwrap().tile)?;
        twin.board.swap(a, b);
        twin.rng = GameRng::new(0xDEAD_BEEF);
        Some(twin)
    }

    /// Thought out in slices of any size (the page's way), a decision is the one made at once.
    #[test]
    fn a_decision_thought_out_in_slices_is_the_one_made_at_once() {
        use crate::games::thousand_and_one::{self as t, ThousandAndOne};
        let mut searched = 0;
        for seed in 0..60u64 {
            let config = Config {
                players: vec!["Lea".into(), "Tom".into(), "Ana".into()],
                variant: Variant::Standard,
                open_screens: false,
                start: None,
                computers: Default::default(),
            };
            let state = random_record::<AliBaba>(config, seed, (seed % 30) as usize, seed).replay().unwrap();
            let config = t::Config {
                players: vec!["Lea".into(), "Tom".into()],
                beginners: false,
                start: None,
                computers: Default::default(),
            };
            let other = random_record::<ThousandAndOne>(config, seed, (seed % 30) as usize, seed).replay().unwrap();
            for strength in Strength::ALL {
                let slice = 1 + (seed % 7) as usize;
                searched += sliced_as_at_once(&ali_baba::AliBabaPlayer { strength }, &state, slice, seed);
                searched += sliced_as_at_once(&thousand::ThousandPlayer { strength }, &other, slice, seed);
            }
        }
        assert!(searched > 50, "only {searched} searches");
    }

    /// Whether `player`'s decision in `state` was a search (1) or made at once (0), having
    /// checked that thought out `slice` games at a time it is the decision made at once.
    fn sliced_as_at_once<G: Game>(player: &impl AppPlayer<G>, state: &G::State, slice: usize, seed: u64) -> usize {
        let Some(seat) = G::to_act(state) else { return 0 };
        let view = G::view(state, seat);
        let mut thinking = player.think(&view, &mut GameRng::new(seed));
        let searched = usize::from(matches!(thinking, Thinking::Search(_) | Thinking::Tree(_)));
        let sliced = std::iter::repeat_with(|| thinking.step(slice)).find_map(|a| a).unwrap();
        assert!(sliced == player.decide(&view, &mut GameRng::new(seed)), "seed {seed}, slices of {slice}");
        searched
    }

    /// Before the first decision the page warms the players up: the normal player's decision,
    /// and where the table has a strong player its set-up, then its set-up and one play-out.
    #[test]
    fn a_warm_up_is_three_parts_for_a_strong_player_and_one_for_the_others() {
        use crate::games::thousand_and_one::{self as t, ThousandAndOne};
        let parts = |more: &dyn Fn(u8) -> bool| (0..10u8).find(|&p| !more(p)).map_or(99, |p| p + 1);
        for players in 2..=4 {
            let names: Vec<String> = ["Lea", "Tom", "Ana", "Ben"][..players].iter().map(|&n| n.into()).collect();
            for (strength, expected) in [(Strength::Strong, 3), (Strength::Normal, 1), (Strength::Easy, 1)] {
                for variant in [Variant::Standard, Variant::AladdinsLamp] {
                    let config = Config {
                        players: names.clone(),
                        variant,
                        open_screens: false,
                        start: None,
                        computers: Default::default(),
                    };
                    let player = |strength| ali_baba::AliBabaPlayer { strength };
                    assert_eq!(parts(&|p| warm_up::<AliBaba, _>(player, &config, strength, p)), expected);
                }
                let config =
                    t::Config { players: names.clone(), beginners: false, start: None, computers: Default::default() };
                let player = |strength| thousand::ThousandPlayer { strength };
                assert_eq!(parts(&|p| warm_up::<ThousandAndOne, _>(player, &config, strength, p)), expected);
            }
        }
    }

    /// A slice of thinking is at most as many play-outs as asked for, one at a time: the budget
    /// of a slice is that of one play-out. Halving gives the closest choices the most worlds.
    #[test]
    fn a_search_plays_out_one_game_a_step_and_the_better_half_in_more_worlds() {
        use crate::games::thousand_and_one::{self as t, ThousandAndOne};
        use std::{cell::Cell, rc::Rc};
        let config = t::Config {
            players: vec!["Lea".into(), "Tom".into()],
            beginners: false,
            start: None,
            computers: Default::default(),
        };
        let state = random_record::<ThousandAndOne>(config, 5, 0, 5).replay().unwrap();
        let choices = ThousandAndOne::legal_actions(&state);
        assert!(choices.len() >= 8, "{} choices", choices.len());
        let played = Rc::new(Cell::new(0usize));
        let counter = played.clone();
        let (first, seat) = (choices[0], state.current());
        // The first choice is best in every world; the others tie.
        let mut search = Search::<ThousandAndOne>::halving(choices.clone(), 28, 4, move |_, choice| {
            counter.set(counter.get() + 1);
            let mut s = state.clone();
            ThousandAndOne::apply(&mut s, choice).ok()?;
            Some(i32::from(
                s.pawn(seat)
                    == crate::games::thousand_and_one::Pawn::At(match first {
                        crate::games::thousand_and_one::Action::PlacePawn(sq) => sq,
                        _ => unreachable!(),
                    }),
            ))
        });
        let mut steps = 0;
        let decision = loop {
            let before = played.get();
            let done = search.step(1);
            assert!(played.get() - before <= 1, "one play-out a step at most");
            steps += 1;
            if let Some(action) = done {
                break action;
            }
        };
        assert_eq!(decision, first);
        // Rounds of 4, 8 and 16 worlds: all n choices, then n/2, then n/4 (rounded up).
        let n = choices.len();
        assert_eq!(played.get(), 4 * n + 8 * n.div_ceil(2) + 16 * n.div_ceil(2).div_ceil(2));
        assert_eq!(played.get(), Search::<ThousandAndOne>::play_outs(n, 28, 4), "the cost known before");
        assert!(steps >= played.get());
    }

    #[test]
    fn an_app_player_decides_the_same_when_only_hidden_things_differ() {
        let mut compared = 0;
        for seed in 0..200u64 {
            let config = Config {
                players: vec!["Lea".into(), "Tom".into(), "Ana".into()],
                variant: Variant::Standard,
                open_screens: false,
                start: None,
                computers: Default::default(),
            };
            let record = random_record::<AliBaba>(config, seed, (seed % 40) as usize, seed);
            let state = record.replay().unwrap();
            let Some(seat) = AliBaba::to_act(&state) else { continue };
            let Some(twin) = hidden_twin(&state) else { continue };
            assert_ne!(twin, state, "the twin differs");
            assert_eq!(AliBaba::view(&twin, seat), AliBaba::view(&state, seat), "…but not in what the seat sees");
            for decision_seed in 0..5 {
                assert_eq!(
                    decide::<AliBaba>(&RandomPlayer, &state, seat, decision_seed),
                    decide::<AliBaba>(&RandomPlayer, &twin, seat, decision_seed)
                );
            }
            compared += 1;
        }
        assert!(compared > 100, "only {compared} positions compared");
    }
}
