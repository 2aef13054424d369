//! App-played seats through the one interface: they see a seat's view, choose among its
//! choices, and every game they play is a legal game to the end.

use sesame::ai::{decide, RandomPlayer};
use sesame::games::ali_baba::{self, AliBaba, Variant};
use sesame::games::record::Record;
use sesame::games::thousand_and_one::{self, ThousandAndOne};
use sesame::games::{Game, Seat};

fn play_out<G: Game>(config: G::Config, seed: u64) -> Record<G> {
    let mut state = G::new(&config, seed).unwrap();
    let mut record = Record::new(config, seed);
    for turn in 0..5000u64 {
        let Some(seat) = G::to_act(&state) else { return record };
        // Only the seat to act has choices in its view.
        let players = G::player_names(&record.config).len();
        for other in (0..players as Seat).filter(|&s| s != seat) {
            assert!(decide::<G>(&RandomPlayer, &state, other, turn).is_none());
        }
        let action = decide::<G>(&RandomPlayer, &state, seat, seed ^ turn).expect("the seat to act has a choice");
        G::apply(&mut state, action).expect("an app player only chooses what the rules allow");
        record.actions.push(action);
    }
    panic!("a game that never ends");
}

#[test]
fn app_players_play_a_thousand_whole_games_of_each_game_through_their_views() {
    let names = |n: usize| ["Lea", "Tom", "Ana", "Max"][..n].iter().map(|s| s.to_string()).collect::<Vec<_>>();
    for seed in 0..1000u64 {
        let players = 2 + (seed % 3) as usize;
        let variant =
            if players == 2 { Variant::ALL[(seed / 3 % 4) as usize] } else { Variant::ALL[(seed / 3 % 3) as usize] };
        let r = play_out::<AliBaba>(
            ali_baba::Config {
                players: names(players),
                variant,
                open_screens: seed % 2 == 0,
                start: None,
                computers: Default::default(),
            },
            seed,
        );
        let state = r.replay().unwrap();
        assert!(AliBaba::outcome(&state).is_some());
        let r = play_out::<ThousandAndOne>(
            thousand_and_one::Config {
                players: names(players),
                beginners: seed % 2 == 1,
                start: None,
                computers: Default::default(),
            },
            seed,
        );
        let outcome = ThousandAndOne::outcome(&r.replay().unwrap()).expect("over");
        assert_eq!(outcome.side, None, "each plays for themselves");
    }
}

#[test]
fn the_same_view_and_seed_give_the_same_decision() {
    let config = ali_baba::Config {
        players: vec!["Lea".into(), "Tom".into()],
        variant: Variant::Standard,
        open_screens: false,
        start: Some(0),
        computers: Default::default(),
    };
    let state = AliBaba::new(&config, 5).unwrap();
    let a = decide::<AliBaba>(&RandomPlayer, &state, 0, 77);
    let b = decide::<AliBaba>(&RandomPlayer, &state.clone(), 0, 77);
    assert_eq!(a, b);
}

/// Ali Baba's computer players, one strength per seat in turn: whole games, every variant, every
/// player count, only legal moves (a thousand games; the strong player, whose decisions take
/// most of the test's time, in every eighth).
#[test]
fn ali_baba_computer_players_play_a_thousand_legal_games_at_every_strength() {
    use sesame::ai::{ali_baba::AliBabaPlayer, Strength};
    let names = |n: usize| ["Lea", "Tom", "Ana", "Max"][..n].iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let games: Vec<u64> = (0..1000).collect();
    std::thread::scope(|s| {
        for chunk in games.chunks(250) {
            s.spawn(move || {
                for &seed in chunk {
                    let players = 2 + (seed % 3) as usize;
                    let variant = if players == 2 {
                        Variant::ALL[(seed / 3 % 4) as usize]
                    } else {
                        Variant::ALL[(seed / 3 % 3) as usize]
                    };
                    let config = ali_baba::Config {
                        players: names(players),
                        variant,
                        open_screens: seed % 2 == 0,
                        start: None,
                        computers: Default::default(),
                    };
                    let mut state = AliBaba::new(&config, seed).unwrap();
                    let strength = |seat: Seat| match (seed + u64::from(seat)) % 4 {
                        0 if seed % 8 == 0 => Strength::Strong,
                        0 | 1 => Strength::Normal,
                        _ => Strength::Easy,
                    };
                    for turn in 0..5000u64 {
                        let Some(seat) = AliBaba::to_act(&state) else { break };
                        let player = AliBabaPlayer { strength: strength(seat) };
                        let action = decide::<AliBaba>(&player, &state, seat, seed ^ turn).expect("a choice");
                        AliBaba::apply(&mut state, action)
                            .unwrap_or_else(|e| panic!("seed {seed}: {:?} chose {action:?}: {e:?}", player.strength));
                    }
                    assert!(AliBaba::outcome(&state).is_some(), "seed {seed}: played to the end");
                }
            });
        }
    });
}

/// A Thousand and One Treasures' computer players, one strength per seat in turn: a thousand
/// whole games, both variants, every player count, only legal moves (the strong player in every
/// fourth game).
#[test]
fn thousand_and_one_computer_players_play_a_thousand_legal_games_at_every_strength() {
    use sesame::ai::{thousand::ThousandPlayer, Strength};
    let names = |n: usize| ["Lea", "Tom", "Ana", "Max"][..n].iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let games: Vec<u64> = (0..1000).collect();
    std::thread::scope(|s| {
        for chunk in games.chunks(250) {
            s.spawn(move || {
                for &seed in chunk {
                    let players = 2 + (seed % 3) as usize;
                    let config = thousand_and_one::Config {
                        players: names(players),
                        beginners: seed % 2 == 1,
                        start: None,
                        computers: Default::default(),
                    };
                    let mut state = ThousandAndOne::new(&config, seed).unwrap();
                    let strength = |seat: Seat| match (seed + u64::from(seat)) % 4 {
                        0 if seed % 4 == 0 => Strength::Strong,
                        0 | 1 => Strength::Normal,
                        _ => Strength::Easy,
                    };
                    for turn in 0..5000u64 {
                        let Some(seat) = ThousandAndOne::to_act(&state) else { break };
                        let player = ThousandPlayer { strength: strength(seat) };
                        let action = decide::<ThousandAndOne>(&player, &state, seat, seed ^ turn).expect("a choice");
                        ThousandAndOne::apply(&mut state, action)
                            .unwrap_or_else(|e| panic!("seed {seed}: {:?} chose {action:?}: {e:?}", player.strength));
                    }
                    assert!(ThousandAndOne::outcome(&state).is_some(), "seed {seed}: played to the end");
                }
            });
        }
    });
}
