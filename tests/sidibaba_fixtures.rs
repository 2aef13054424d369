//! The Sidibaba games the browser tests open, as saves: the Leader (a person, so the test plays
//! it too) has set the maze up so that the way is known. Committed in
//! `tests/e2e/fixtures/sidibaba.json`; this test checks that the file still says what the rules
//! and the save format do (`UPDATE_FIXTURES=1 cargo test --test sidibaba_fixtures` writes it anew).

use sesame::ai::decide;
use sesame::ai::leader::AppLeader;
use sesame::app::storage::{encode_entry, save_id, Device, SaveEntry};
use sesame::games::record::{AnyRecord, Record};
use sesame::games::sidibaba::maze::{Maze, Square};
use sesame::games::sidibaba::state::{Act, Action};
use sesame::games::sidibaba::tokens::{Genie, Token};
use sesame::games::sidibaba::{Config, LeaderPlayer, Sidibaba};
use sesame::games::Game;

fn config() -> Config {
    Config {
        adventurers: vec!["Samir".into(), "Lea".into(), "Tom".into()],
        lamps: vec![4, 4, 4],
        leader: LeaderPlayer::Person("Ali".into()),
        line_any_time: false,
        strength: sesame::games::sidibaba::LeaderStrength::Fair,
    }
}

/// The seed the game frame gives the app's decision after `moves` actions (`ui::frame`).
fn decision_seed(seed: u64, moves: usize) -> u64 {
    seed ^ (moves as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Maze 1 set up with `at_door` (the Treasure, or a Chest) on the square just inside way out 1,
/// which the Adventurers face; the rest far from it. Ends before the first lamp is lit.
fn set_up(seed: u64, treasure_at_door: bool) -> Record<Sidibaba> {
    set_up_for(config(), seed, Some(treasure_at_door))
}

/// `at_door`: the Treasure (`Some(true)`), a Chest (`Some(false)`) or nothing (`None`) there.
fn set_up_for(config: Config, seed: u64, at_door: Option<bool>) -> Record<Sidibaba> {
    let maze = Maze::number(0).unwrap();
    let door = maze.exits()[0].0;
    let far: Vec<Square> =
        Square::all().filter(|&s| s != door && (s.x.abs_diff(door.x) + s.y.abs_diff(door.y)) > 3).collect();
    let (treasure, chests) = match at_door {
        Some(true) => (door, far[..5].to_vec()),
        Some(false) => (far[0], [vec![door], far[1..5].to_vec()].concat()),
        None => (far[0], far[1..6].to_vec()),
    };
    let mut acts = vec![Act::ChooseMaze(0), Act::PlaceTreasure(treasure)];
    acts.extend(chests.into_iter().map(Act::PlaceChest));
    acts.push(Act::FaceEntrance(0));
    let mut record = Record::new(config, seed);
    let mut state = Sidibaba::new(&record.config, seed).unwrap();
    for act in acts {
        Sidibaba::apply(&mut state, Action::now(act)).unwrap();
        record.actions.push(Action::now(act));
    }
    record
}

/// The first seed whose first Chest holds a curse among the three tokens it gives.
fn cursed_seed() -> u64 {
    (1..)
        .find(|&seed| {
            let state = Sidibaba::new(&config(), seed).unwrap();
            state.bag().iter().rev().take(3).any(|&t| t == Token::Curse)
                && state.bag().iter().rev().take(3).filter(|&&t| t == Token::Curse).count() < 3
        })
        .unwrap()
}

/// The app as Leader, and a seed whose Leader plays an event on the party's first step (a
/// lamp lit, one step in, half a second each), as the app decides it in the browser. The
/// ruthless one: the others wait until they have seen the party's pace.
fn app_leader_plays() -> Record<Sidibaba> {
    let app =
        Config { leader: LeaderPlayer::App, strength: sesame::games::sidibaba::LeaderStrength::Ruthless, ..config() };
    (1..)
        .map(|seed| set_up_for(app.clone(), seed, None))
        .find(|record| {
            let mut state = record.replay().unwrap();
            for act in [Act::Light, Act::Move(sesame::games::sidibaba::movement::Movement::Forward)] {
                let ms = if Sidibaba::time_left(&state).is_some() { 500 } else { 0 };
                Sidibaba::apply(&mut state, Action { ms, act }).unwrap();
            }
            let moves = record.actions.len() + 2;
            let decision =
                decide::<Sidibaba>(&AppLeader::default(), &state, state.leader(), decision_seed(record.seed, moves));
            matches!(decision, Some(Action { act: Act::Play { .. }, .. }))
        })
        .unwrap()
}

/// Samir holds a genie from the Chest at the door, the lamp burning (1.5 s spent): a save to
/// open, ask the genie and keep one of three.
fn genie_in_bag() -> Record<Sidibaba> {
    let seed = (1..)
        .find(|&seed| {
            let state = Sidibaba::new(&config(), seed).unwrap();
            let drawn: Vec<Token> = state.bag().iter().rev().take(3).copied().collect();
            !drawn.contains(&Token::Curse)
                && drawn
                    .iter()
                    .any(|t| matches!(t, Token::Genie(g) if !matches!(g, Genie::BeenHereBlue | Genie::BeenHereRed)))
        })
        .unwrap();
    let mut record = set_up(seed, false);
    let mut state = record.replay().unwrap();
    let play = |state: &mut _, record: &mut Record<Sidibaba>, ms: u32, act: Act| {
        Sidibaba::apply(state, Action { ms, act }).unwrap();
        record.actions.push(Action { ms, act });
    };
    play(&mut state, &mut record, 0, Act::Light);
    play(&mut state, &mut record, 1000, Act::Move(sesame::games::sidibaba::movement::Movement::Forward));
    play(&mut state, &mut record, 500, Act::Pass);
    // Samir first takes the genie; the others take what is left.
    let genie = state.centre().iter().position(|&(t, _)| matches!(t, Token::Genie(_))).unwrap() as u8;
    play(&mut state, &mut record, 0, Act::Take(genie));
    while matches!(state.phase(), sesame::games::sidibaba::Phase::Share { .. }) {
        play(&mut state, &mut record, 0, Act::Take(0));
    }
    assert!(state.stashes()[0].iter().any(|t| matches!(t, Token::Genie(_))));
    record
}

/// Ali, the Leader, has played an event to move his token, which may enter by the way the party
/// came in, onto the square the party stands on (one step in, the lamp burning): a save to open
/// and catch them.
fn token_to_catch() -> Record<Sidibaba> {
    (1..)
        .find_map(|seed| {
            let mut record = set_up_for(config(), seed, None);
            let mut state = record.replay().unwrap();
            for (ms, act) in [(0, Act::Light), (1000, Act::Move(sesame::games::sidibaba::movement::Movement::Forward))]
            {
                Sidibaba::apply(&mut state, Action { ms, act }).unwrap();
                record.actions.push(Action { ms, act });
            }
            let token = Sidibaba::legal_actions(&state).into_iter().find(|a| {
                matches!(
                    a.act,
                    Act::Play { as_move: true, .. }
                        | Act::Play { event: sesame::games::sidibaba::Event::Movement(_), .. }
                )
            })?;
            let token = Action { ms: 500, ..token };
            Sidibaba::apply(&mut state, token).unwrap();
            record.actions.push(token);
            let sesame::games::sidibaba::View::Leader(v) = Sidibaba::view(&state, state.leader()) else { return None };
            let here = v.board.place.square;
            let catch = Sidibaba::legal_actions(&state).iter().any(|a| a.act == Act::TokenTo(here));
            catch.then_some(record)
        })
        .unwrap()
}

fn fixtures() -> String {
    let games = [
        ("treasure-at-door", set_up(20261123, true)),
        ("cursed-chest", set_up(cursed_seed(), false)),
        ("app-leader-plays", app_leader_plays()),
        ("genie-in-bag", genie_in_bag()),
        ("token-to-catch", token_to_catch()),
    ];
    let rows: Vec<String> = games
        .into_iter()
        .map(|(name, record)| {
            let record = AnyRecord::Sidibaba(record);
            let id = save_id(&record);
            let save = encode_entry(&SaveEntry { last_played: 1_795_000_000_000, record, device: Device::PassAndPlay });
            format!("  {{ \"name\": \"{name}\", \"id\": \"{id}\", \"save\": \"{save}\" }}")
        })
        .collect();
    format!("[\n{}\n]\n", rows.join(",\n"))
}

#[test]
fn the_browser_tests_sidibaba_saves_are_up_to_date() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/e2e/fixtures/sidibaba.json");
    let text = fixtures();
    if std::env::var("UPDATE_FIXTURES").is_ok() {
        std::fs::write(path, &text).unwrap();
    }
    assert_eq!(
        std::fs::read_to_string(path).unwrap_or_default(),
        text,
        "UPDATE_FIXTURES=1 cargo test --test sidibaba_fixtures"
    );
}
