//! Sidibaba over 10,000 random complete games: random parties (random choices at random
//! speeds) against the app's Leader. Every token and every lamp stays somewhere, every game ends,
//! a record (config, seed, actions with their times) replays to the same state, a refused action
//! changes nothing, and the Leader decides the same when only what it cannot see differs.

use sesame::ai::decide;
use sesame::ai::leader::AppLeader;
use sesame::games::record::Record;
use sesame::games::rng::GameRng;
use sesame::games::sidibaba::state::{Act, Action, State};
use sesame::games::sidibaba::tokens::Token;
use sesame::games::sidibaba::{Config, LeaderPlayer, Sidibaba};
use sesame::games::Game;

const GAMES: u64 = 10_000;

fn config(n: usize) -> Config {
    let names = ["Samir", "Lea", "Tom", "Ana", "Max", "Zoe"];
    // Lamps shared out unevenly, the head always with one.
    let mut lamps = vec![1u8; n];
    for i in 0..12 - n {
        lamps[(i * 7) % n] += 1;
    }
    Config {
        adventurers: names[..n].iter().map(|s| s.to_string()).collect(),
        lamps,
        leader: LeaderPlayer::App,
        line_any_time: false,
        strength: sesame::games::sidibaba::LeaderStrength::Fair,
    }
}

struct Tally {
    games: u64,
    actions: u64,
    leader_decisions: u64,
    twins_compared: u64,
    refusals: u64,
    adventurers_won: u64,
}

fn play_games(from: u64, to: u64) -> Tally {
    let mut tally =
        Tally { games: 0, actions: 0, leader_decisions: 0, twins_compared: 0, refusals: 0, adventurers_won: 0 };
    let leader = AppLeader::default();
    for seed in from..to {
        let n = 2 + (seed % 5) as usize;
        let config = config(n);
        let mut state = Sidibaba::new(&config, seed).expect("valid");
        let mut record = Record::<Sidibaba>::new(config.clone(), seed);
        let mut rng = GameRng::new(seed.wrapping_mul(31));
        let mut steps = 0;
        while let Some(seat) = Sidibaba::to_act(&state) {
            steps += 1;
            assert!(steps < 20_000, "seed {seed}: the game never ends");
            let action = if Sidibaba::played_by_app(&config, seat) {
                let a = decide::<Sidibaba>(&leader, &state, seat, seed ^ steps).expect("the Leader has a choice");
                tally.leader_decisions += 1;
                if steps % 4 == 0 {
                    let twin = State::hidden_twin(&state);
                    assert_eq!(
                        Sidibaba::view(&twin, seat),
                        Sidibaba::view(&state, seat),
                        "seed {seed}: the twin looks the same to the Leader"
                    );
                    assert_eq!(
                        decide::<Sidibaba>(&leader, &twin, seat, seed ^ steps),
                        Some(a),
                        "seed {seed}: the Leader used what it cannot see"
                    );
                    tally.twins_compared += 1;
                }
                a
            } else {
                let mut legal: Vec<Action> = Sidibaba::legal_actions(&state)
                    .into_iter()
                    .filter(|a| a.act != Act::LampOut && state.actor(a.act) == Some(seat))
                    .collect();
                assert!(
                    !legal.is_empty(),
                    "seed {seed}: seat {seat} must act but has no choice in {:?}",
                    state.phase()
                );
                // The line may change at any time while walking; a random party that did so at
                // every other step would hardly walk, so it reorders now and then.
                let walks = |a: &Action| !matches!(a.act, Act::ToFront(_) | Act::MoveInLine { .. });
                if state.lit() && legal.iter().any(walks) && rng.below(8) != 0 {
                    legal.retain(walks);
                }
                legal[rng.below(legal.len() as u32) as usize]
            };
            // A random speed; past what the lamp has left, the lamp goes out first.
            let ms = rng.below(9_000);
            let action = match Sidibaba::time_left(&state) {
                Some(left) if ms >= left => Sidibaba::timeout(&state).expect("a timer runs"),
                Some(_) => Sidibaba::after_ms(action, ms),
                None => action,
            };
            // Now and then something the rules refuse: it must change nothing.
            if steps % 16 == 0 {
                let odd = Action { ms: state.left_ms() + 1 + rng.below(1000), act: action.act };
                let before = state.clone();
                if Sidibaba::apply(&mut state, odd).is_err() {
                    assert_eq!(state, before);
                    tally.refusals += 1;
                }
                state = before;
            }
            Sidibaba::apply(&mut state, action).unwrap_or_else(|e| panic!("seed {seed}: {action:?} refused: {e:?}"));
            record.actions.push(action);
            assert_eq!(
                state.token_count(),
                61 + 5,
                "seed {seed}: tokens in the bag, stashes, centre, Leader's and out of the game"
            );
            assert_eq!(state.lamp_count(), 12, "seed {seed}: lamps held, lit, the Leader's and out of the game");
            assert!(
                state.stashes().iter().flatten().all(|&t| t != Token::Curse),
                "seed {seed}: a curse never stays in a stash"
            );
        }
        let outcome = Sidibaba::outcome(&state).expect("over");
        tally.adventurers_won += u64::from(outcome.side.as_ref().is_some_and(|s| s.len() == n));
        assert_eq!(
            record.replay().expect("the record replays"),
            state,
            "seed {seed}: replaying seed + actions + times gives the same state"
        );
        tally.games += 1;
        tally.actions += record.actions.len() as u64;
    }
    tally
}

#[test]
fn ten_thousand_random_games_against_the_app_leader() {
    let threads = std::thread::available_parallelism().map_or(2, |p| p.get()).clamp(1, 4) as u64;
    let tallies: Vec<Tally> = std::thread::scope(|s| {
        let handles: Vec<_> =
            (0..threads).map(|t| s.spawn(move || play_games(t * GAMES / threads, (t + 1) * GAMES / threads))).collect();
        handles.into_iter().map(|h| h.join().expect("a thread")).collect()
    });
    let sum = |f: fn(&Tally) -> u64| tallies.iter().map(f).sum::<u64>();
    let (games, actions, decisions, twins, refusals, won) = (
        sum(|t| t.games),
        sum(|t| t.actions),
        sum(|t| t.leader_decisions),
        sum(|t| t.twins_compared),
        sum(|t| t.refusals),
        sum(|t| t.adventurers_won),
    );
    println!("{games} games, {actions} actions, {decisions} Leader decisions ({twins} compared with a hidden twin), {refusals} refused actions, random parties escaped {won} times");
    assert_eq!(games, GAMES);
    assert!(twins > 10_000 && refusals > 10_000);
}

#[test]
fn a_refused_action_of_any_kind_leaves_the_state_as_it_was() {
    let mut rng = GameRng::new(5);
    for seed in 0..200u64 {
        let config = config(3);
        let mut state = Sidibaba::new(&config, seed).unwrap();
        for step in 0..400u64 {
            let Some(_) = Sidibaba::to_act(&state) else { break };
            // A random action from the whole space of actions, most of them illegal now.
            let legal = Sidibaba::legal_actions(&state);
            let any = Action { ms: rng.below(3) * 100, act: legal[rng.below(legal.len() as u32) as usize].act };
            let probe = match step % 3 {
                0 => Action { act: Act::Take(rng.below(9) as u8), ..any },
                1 => Action { act: Act::DiscardLamp(rng.below(9) as u8), ..any },
                _ => any,
            };
            let before = state.clone();
            if Sidibaba::apply(&mut state, probe).is_err() {
                assert_eq!(state, before);
            }
            if let Some(left) = Sidibaba::time_left(&state) {
                if left < 500 {
                    let out = Sidibaba::timeout(&state).unwrap();
                    Sidibaba::apply(&mut state, out).unwrap();
                }
            }
        }
    }
}
