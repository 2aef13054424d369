//! Seats the app plays: the computer opponents, Sidibaba's Leader of the Thieves, hints. Every
//! one of them decides from the **view** of its seat — what a person in that seat would see —
//! and never from the game's state: `decide` is not even given the state, so what the view hides
//! cannot sway a decision. Randomness comes from a generator the caller seeds, so the same view
//! and seed give the same decision (replays and tests).

pub mod ali_baba;
pub mod thousand;
pub mod leader;
#[cfg(not(target_arch = "wasm32"))]
pub mod party;
#[cfg(not(target_arch = "wasm32"))]
pub mod sim;

use crate::games::rng::GameRng;
use crate::games::{Game, Seat};

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

/// Determinization, for any game: `worlds` positions drawn from one view, each choice applied
/// in every one and scored by `play_out(position, world number)`; the choice with the best
/// total (the first of equals). A choice a world refuses scores nothing better than any other.
pub fn best_in_worlds<G: Game>(choices: &[G::Action], worlds: &[G::State], play_out: impl Fn(G::State, usize) -> i32) -> G::Action {
    let mut best = (i32::MIN, choices[0]);
    for &choice in choices {
        let mut total = 0;
        for (i, w) in worlds.iter().enumerate() {
            let mut s = w.clone();
            if G::apply(&mut s, choice).is_err() {
                total = i32::MIN;
                break;
            }
            total += play_out(s, i);
        }
        if total > best.0 {
            best = (total, choice);
        }
    }
    best.1
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ali_baba::{AliBaba, Config, Variant};
    use crate::games::record::random_record;

    /// Two positions that differ only in what seat `seat` cannot see: two face-down tiles of the
    /// pyramid swapped, and the generator (the future) changed.
    fn hidden_twin(state: &<AliBaba as Game>::State) -> Option<<AliBaba as Game>::State> {
        let mut twin = state.clone();
        let down: Vec<usize> = (0..twin.board.len()).filter(|&i| matches!(twin.board[i], Some(p) if !p.face_up)).collect();
        let (a, b) = down.iter().flat_map(|&a| down.iter().map(move |&b| (a, b))).find(|&(a, b)| twin.board[a].unwrap().tile != twin.board[b].unwrap().tile)?;
        twin.board.swap(a, b);
        twin.rng = GameRng::new(0xDEAD_BEEF);
        Some(twin)
    }

    #[test]
    fn an_app_player_decides_the_same_when_only_hidden_things_differ() {
        let mut compared = 0;
        for seed in 0..200u64 {
            let config = Config { players: vec!["Lea".into(), "Tom".into(), "Ana".into()], variant: Variant::Standard, open_screens: false, start: None, computers: Default::default() };
            let record = random_record::<AliBaba>(config, seed, (seed % 40) as usize, seed);
            let state = record.replay().unwrap();
            let Some(seat) = AliBaba::to_act(&state) else { continue };
            let Some(twin) = hidden_twin(&state) else { continue };
            assert_ne!(twin, state, "the twin differs");
            assert_eq!(AliBaba::view(&twin, seat), AliBaba::view(&state, seat), "…but not in what the seat sees");
            for decision_seed in 0..5 {
                assert_eq!(decide::<AliBaba>(&RandomPlayer, &state, seat, decision_seed), decide::<AliBaba>(&RandomPlayer, &twin, seat, decision_seed));
            }
            compared += 1;
        }
        assert!(compared > 100, "only {compared} positions compared");
    }
}
