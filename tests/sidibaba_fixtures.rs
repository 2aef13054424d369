//! The Sidibaba games the browser tests open, as saves: the Leader (a person, so the test plays
//! it too) has set the maze up so that the way is known. Committed in
//! `tests/e2e/fixtures/sidibaba.json`; this test checks that the file still says what the rules
//! and the save format do (`UPDATE_FIXTURES=1 cargo test --test sidibaba_fixtures` writes it anew).

use sesame::app::storage::{encode_entry, save_id, Device, SaveEntry};
use sesame::games::record::{AnyRecord, Record};
use sesame::games::sidibaba::maze::{Maze, Square};
use sesame::games::sidibaba::state::{Act, Action};
use sesame::games::sidibaba::tokens::Token;
use sesame::games::sidibaba::{Config, LeaderPlayer, Sidibaba};
use sesame::games::Game;

fn config() -> Config {
    Config { adventurers: vec!["Samir".into(), "Lea".into(), "Tom".into()], lamps: vec![4, 4, 4], leader: LeaderPlayer::Person("Ali".into()) }
}

/// Maze 1 set up with `at_door` (the Treasure, or a Chest) on the square just inside way out 1,
/// which the Adventurers face; the rest far from it. Ends before the first lamp is lit.
fn set_up(seed: u64, treasure_at_door: bool) -> Record<Sidibaba> {
    let maze = Maze::number(0).unwrap();
    let door = maze.exits()[0].0;
    let far: Vec<Square> = Square::all().filter(|&s| s != door && (s.x.abs_diff(door.x) + s.y.abs_diff(door.y)) > 3).collect();
    let (treasure, chests) = if treasure_at_door { (door, far[..5].to_vec()) } else { (far[0], [vec![door], far[1..5].to_vec()].concat()) };
    let mut acts = vec![Act::ChooseMaze(0), Act::PlaceTreasure(treasure)];
    acts.extend(chests.into_iter().map(Act::PlaceChest));
    acts.push(Act::FaceEntrance(0));
    let mut record = Record::new(config(), seed);
    let mut state = Sidibaba::new(&record.config, seed).unwrap();
    for act in acts {
        Sidibaba::apply(&mut state, Action::now(act)).unwrap();
        record.actions.push(Action::now(act));
    }
    record
}

/// The first seed whose first Chest holds a curse among the three tokens it gives.
fn cursed_seed() -> u64 {
    (1..).find(|&seed| {
        let state = Sidibaba::new(&config(), seed).unwrap();
        state.bag.iter().rev().take(3).any(|&t| t == Token::Curse) && state.bag.iter().rev().take(3).filter(|&&t| t == Token::Curse).count() < 3
    })
    .unwrap()
}

fn fixtures() -> String {
    let games = [("treasure-at-door", set_up(20261123, true)), ("cursed-chest", set_up(cursed_seed(), false))];
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
    assert_eq!(std::fs::read_to_string(path).unwrap_or_default(), text, "UPDATE_FIXTURES=1 cargo test --test sidibaba_fixtures");
}
