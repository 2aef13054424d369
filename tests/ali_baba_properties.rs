//! Thousands of random complete games per variant and player count. After every action:
//! tiles are conserved, no covered tile is face up, a refused action changed nothing and was
//! indeed not legal. At the end: the scores equal a fresh recount and the record replays.

use sesame::games::ali_baba::{AliBaba, Colour, Config, Event, Geometry, State, Tile, Variant};
use sesame::games::record::Record;
use sesame::games::rng::GameRng;
use sesame::games::Game;
use std::collections::HashSet;

const GAMES: u64 = 10_000;

fn config(players: usize, variant: Variant, seed: u64) -> Config {
    Config {
        players: (0..players).map(|i| format!("P{i}")).collect(),
        variant,
        open_screens: seed.is_multiple_of(2),
        start: if seed.is_multiple_of(3) { None } else { Some((seed % players as u64) as u8) },
        computers: Default::default(),
    }
}

fn every_tile_once(state: &State) {
    let mut seen = HashSet::new();
    let board = state.board().iter().flatten().map(|p| p.tile);
    let hands = (0..state.players() as u8).flat_map(|s| state.hand(s).tiles.clone());
    for tile in board.chain(hands).chain(state.side().iter().copied()).chain(state.boxed().iter().copied()) {
        assert!(seen.insert(tile), "{tile:?} twice");
    }
    let removed = match state.config().variant {
        Variant::TreasureEquality => 6,
        Variant::SmallCave => 18,
        _ => 0,
    };
    assert_eq!(seen.len() + removed, 60, "tiles conserved");
}

fn no_covered_tile_face_up(state: &State) {
    let g: &Geometry = state.geometry();
    for (slot, placed) in state.board().iter().enumerate() {
        if let Some(p) = placed {
            let covered = g.above(slot as u8).iter().any(|&a| state.board()[a as usize].is_some());
            assert_eq!(p.face_up, !covered, "slot {slot}: face up exactly when uncovered");
        }
    }
}

/// Scores recounted from scratch: groups from the hands, effects from the events.
fn recount(state: &State, effect_points: &[i32]) -> Vec<i32> {
    const TRIANGLE: [i32; 7] = [0, 1, 3, 6, 10, 15, 21];
    (0..state.players() as u8)
        .map(|seat| {
            let tiles: &[Tile] = &state.hand(seat).tiles;
            let groups: i32 = sesame::games::ali_baba::Kind::ALL
                .iter()
                .map(|&k| TRIANGLE[tiles.iter().filter(|t| t.kind() == k).count()])
                .sum();
            groups + effect_points[seat as usize]
        })
        .collect()
}

fn random_games(players: usize, variant: Variant) {
    let mut total_actions = 0usize;
    let mut used_overall = HashSet::new();
    for game in 0..GAMES {
        let seed = game.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ players as u64;
        let cfg = config(players, variant, game);
        let mut state = AliBaba::new(&cfg, seed).unwrap();
        let mut record = Record::<AliBaba>::new(cfg, seed);
        let mut chooser = GameRng::new(seed ^ 0xABCD);
        let mut effect_points = vec![0; players];
        let mut used = HashSet::new();
        while let Some(_seat) = AliBaba::to_act(&state) {
            let legal = AliBaba::legal_actions(&state);
            assert!(!legal.is_empty(), "someone must act but has no choice");
            // A wild guess at an action first: refused exactly when it is not legal, and harmlessly.
            let probe = record.actions.get(chooser.below(record.actions.len() as u32 + 1) as usize).copied();
            if let Some(probe) = probe {
                let mut copy = state.clone();
                let before = copy.clone();
                match AliBaba::apply(&mut copy, probe) {
                    Ok(_) => assert!(legal.contains(&probe)),
                    Err(_) => {
                        assert!(!legal.contains(&probe));
                        assert!(copy == before, "a refused action changed the state");
                    }
                }
            }
            let action = legal[chooser.below(legal.len() as u32) as usize];
            let events = AliBaba::apply(&mut state, action).expect("a legal action is accepted");
            for e in &events {
                match e {
                    Event::Scored { seat, points, colour } => {
                        effect_points[*seat as usize] += points;
                        used.insert(*colour);
                    }
                    Event::Forbade { .. } => {
                        used.insert(Colour::White);
                    }
                    _ => {}
                }
            }
            record.actions.push(action);
            every_tile_once(&state);
            no_covered_tile_face_up(&state);
            assert!(record.actions.len() < 400, "the game always ends");
        }
        total_actions += record.actions.len();
        used_overall.extend(used);
        let outcome = AliBaba::outcome(&state).expect("over");
        assert_eq!(outcome.points, recount(&state, &effect_points));
        assert!(!outcome.winners.is_empty());
        let replayed = record.replay().expect("the record replays");
        assert!(replayed == state, "seed + actions give the same state");
    }
    let expected: HashSet<Colour> = [Colour::Pink, Colour::Blue, Colour::Brown, Colour::White].into();
    assert!(expected.is_subset(&used_overall), "every scoring effect and white were used: {used_overall:?}");
    eprintln!("{variant:?} × {players}: {GAMES} games, {:.1} actions per game", total_actions as f64 / GAMES as f64);
}

#[test]
fn standard_two_players() {
    random_games(2, Variant::Standard);
}
#[test]
fn standard_three_players() {
    random_games(3, Variant::Standard);
}
#[test]
fn standard_four_players() {
    random_games(4, Variant::Standard);
}
#[test]
fn aladdins_lamp_two_players() {
    random_games(2, Variant::AladdinsLamp);
}
#[test]
fn aladdins_lamp_three_players() {
    random_games(3, Variant::AladdinsLamp);
}
#[test]
fn aladdins_lamp_four_players() {
    random_games(4, Variant::AladdinsLamp);
}
#[test]
fn treasure_equality_two_players() {
    random_games(2, Variant::TreasureEquality);
}
#[test]
fn treasure_equality_three_players() {
    random_games(3, Variant::TreasureEquality);
}
#[test]
fn treasure_equality_four_players() {
    random_games(4, Variant::TreasureEquality);
}
#[test]
fn small_cave_two_players() {
    random_games(2, Variant::SmallCave);
}
