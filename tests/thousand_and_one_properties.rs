//! 10,000 random complete games per player count and variant. After every action: the 60 cards
//! are all somewhere (board + pile + collected + box + the card being laid), never two pawns on
//! one card, a refused action changed nothing and was indeed not legal. Every game ends, and the
//! record replays to the same state.

use sesame::games::record::Record;
use sesame::games::rng::GameRng;
use sesame::games::thousand_and_one::{Config, Pawn, Phase, State, ThousandAndOne, CARDS};
use sesame::games::Game;
use std::collections::HashSet;

const GAMES: u64 = 10_000;

fn cards_conserved(state: &State) {
    let mut seen = HashSet::new();
    let laying = match state.phase() {
        Phase::Lay { card, .. } => Some(card),
        _ => None,
    };
    let board = state.board().iter().flatten().map(|p| p.card);
    let collected = (0..state.players() as u8).flat_map(|s| state.collected(s).to_vec());
    for card in
        board.chain(state.pile().iter().copied()).chain(collected).chain(state.boxed().iter().copied()).chain(laying)
    {
        assert!(seen.insert(card), "card {card} twice");
    }
    assert_eq!(seen.len(), CARDS.len(), "board + pile + collected + box = 60");
}

fn one_pawn_per_card(state: &State) {
    let mut squares = HashSet::new();
    for seat in 0..state.players() as u8 {
        if let Pawn::At(square) = state.pawn(seat) {
            assert!(squares.insert(square), "two pawns on one card");
            assert!(state.board()[square as usize].is_some(), "a pawn stands on a card");
        }
    }
}

fn random_games(players: usize, beginners: bool) {
    let mut turns = 0u64;
    for game in 0..GAMES {
        let seed = game.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (players as u64) << 1 ^ beginners as u64;
        let config = Config {
            players: (0..players).map(|i| format!("P{i}")).collect(),
            beginners,
            start: if game % 2 == 0 { None } else { Some((game % players as u64) as u8) },
            computers: Default::default(),
        };
        let mut state = ThousandAndOne::new(&config, seed).unwrap();
        let mut record = Record::<ThousandAndOne>::new(config, seed);
        let mut chooser = GameRng::new(seed ^ 0x1001);
        while ThousandAndOne::to_act(&state).is_some() {
            let legal = ThousandAndOne::legal_actions(&state);
            assert!(!legal.is_empty(), "someone must act but has no choice");
            if let Some(&probe) = record.actions.get(chooser.below(record.actions.len() as u32 + 1) as usize) {
                let mut copy = state.clone();
                match ThousandAndOne::apply(&mut copy, probe) {
                    Ok(_) => assert!(legal.contains(&probe)),
                    Err(_) => {
                        assert!(!legal.contains(&probe));
                        assert!(copy == state, "a refused action changed the state");
                    }
                }
            }
            let action = legal[chooser.below(legal.len() as u32) as usize];
            ThousandAndOne::apply(&mut state, action).expect("a legal action is accepted");
            record.actions.push(action);
            cards_conserved(&state);
            one_pawn_per_card(&state);
            assert!(record.actions.len() < 2_000, "the game always ends");
        }
        turns += u64::from(state.turns());
        let outcome = ThousandAndOne::outcome(&state).expect("over");
        assert_eq!(outcome.points.len(), players);
        assert!(record.replay().expect("the record replays") == state, "seed + actions give the same state");
    }
    eprintln!("{players} players, beginners {beginners}: {:.1} turns per game", turns as f64 / GAMES as f64);
}

#[test]
fn two_players() {
    random_games(2, false);
}
#[test]
fn three_players() {
    random_games(3, false);
}
#[test]
fn four_players() {
    random_games(4, false);
}
#[test]
fn two_players_beginners() {
    random_games(2, true);
}
#[test]
fn three_players_beginners() {
    random_games(3, true);
}
#[test]
fn four_players_beginners() {
    random_games(4, true);
}
