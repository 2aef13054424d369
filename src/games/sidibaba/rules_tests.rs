//! Sidibaba's rules spec (the rulebook with every adaptation), sentence by sentence.

use super::maze::{Dir, Maze, Square, MAZES};
use super::movement::{first_movements, Movement, Place};
use super::setup::{Config, Event, LeaderPlayer, Order};
use super::situation::{ahead, Ahead, Relative};
use super::state::*;
use super::tokens::{Genie, Jewel, Token};
use super::view::{view, View};
use crate::games::Game;

const COIN: Token = Token::Jewel(Jewel::GoldCoin);
const CARAFE: Token = Token::Jewel(Jewel::Carafe);
const EMERALD: Token = Token::Jewel(Jewel::Emerald);

fn sq(x: u8, y: u8) -> Square {
    Square { x, y }
}

fn config(n: usize) -> Config {
    let names = ["Samir", "Lea", "Tom", "Ana", "Max", "Zoe"];
    let lamps = (0..n).map(|i| (12 / n + usize::from(i < 12 % n)) as u8).collect();
    Config {
        adventurers: names[..n].iter().map(|s| s.to_string()).collect(),
        lamps,
        leader: LeaderPlayer::App,
        line_any_time: false,
        strength: super::LeaderStrength::Fair,
    }
}

fn go(s: &mut State, act: Act) -> Vec<Happening> {
    s.apply(Action::now(act)).unwrap_or_else(|e| panic!("{act:?} refused: {e:?} in {:?}", s.phase))
}

/// The action is refused with this reason, and the state did not change.
fn refused(s: &mut State, action: Action) -> RuleError {
    let before = s.clone();
    let e = s.apply(action).expect_err("refused");
    assert_eq!(*s, before, "a refused action changes nothing");
    e
}

/// Maze 1 set up: the Treasure at (7,7), the Chests along the bottom row, the first lamp lit,
/// the Leader's hand empty (so that no event interrupts).
fn ready(n: usize) -> State {
    ready_with(config(n))
}

/// `ready` for any set-up of the expedition.
fn ready_with(config: Config) -> State {
    let mut s = State::new(&config, 7).unwrap();
    go(&mut s, Act::ChooseMaze(0));
    go(&mut s, Act::PlaceTreasure(sq(7, 7)));
    for x in 0..5 {
        go(&mut s, Act::PlaceChest(sq(x, 7)));
    }
    go(&mut s, Act::FaceEntrance(0));
    go(&mut s, Act::Light);
    s.hand.clear();
    s
}

fn maze(s: &State) -> Maze {
    s.maze().unwrap().clone()
}

fn stand(s: &mut State, square: Square, facing: Dir) {
    s.board.place = Place { square, facing };
    s.board.inside = true;
}

/// Stands on a square beside `target` facing it, with an open way between.
fn stand_before(s: &mut State, target: Square) {
    let m = maze(s);
    let (from, dir) = Dir::ALL
        .iter()
        .find_map(|&d| target.beside(d.back()).filter(|&n| m.is_open(n, d)).map(|n| (n, d)))
        .expect("a way in");
    stand(s, from, dir);
}

#[test]
fn set_up_the_line_three_gold_coins_each_the_twelve_lamps_and_one_event_for_the_leader() {
    let s = State::new(&config(4), 1).unwrap();
    assert_eq!(s.line(), [0, 1, 2, 3], "the order the Adventurers chose");
    assert!(s.stashes().iter().all(|st| st == &[COIN; 3]));
    assert_eq!(s.lamps, [3, 3, 3, 3]);
    assert_eq!(s.hand.len(), 1, "the Leader takes the first event, hidden");
    assert_eq!(s.events.len(), 19);
    assert_eq!(s.bag().len(), 61 - 12 + 5);
    assert!(s.centre().is_empty());
    assert_eq!(s.to_act(), Some(4), "the Leader sets up");
    assert_eq!(s.token_count(), 66);
    assert_eq!(s.lamp_count(), 12);
}

#[test]
fn the_leader_chooses_a_maze_places_the_treasure_and_five_chests_and_faces_an_entrance() {
    let mut s = State::new(&config(2), 1).unwrap();
    assert_eq!(refused(&mut s, Action::now(Act::ChooseMaze(4))), RuleError::NoSuchMaze);
    go(&mut s, Act::ChooseMaze(1));
    go(&mut s, Act::PlaceTreasure(sq(3, 3)));
    assert_eq!(refused(&mut s, Action::now(Act::PlaceChest(sq(3, 3)))), RuleError::SquareTaken);
    assert_eq!(refused(&mut s, Action::now(Act::PlaceChest(sq(8, 0)))), RuleError::NoSuchSquare);
    assert_eq!(refused(&mut s, Action::now(Act::PlaceChest(sq(0, 8)))), RuleError::NoSuchSquare);
    for x in 0..5 {
        go(&mut s, Act::PlaceChest(sq(x, 0)));
    }
    assert_eq!(refused(&mut s, Action::now(Act::FaceEntrance(3))), RuleError::NoSuchExit, "three ways out");
    go(&mut s, Act::FaceEntrance(2));
    let (square, out) = maze(&s).exits()[2];
    assert_eq!(s.board.place, Place { square, facing: out.back() }, "outside, facing in");
    assert!(!s.board.inside);
    assert_eq!(s.to_act(), Some(0), "the head of the line");
}

#[test]
fn open_sesame_the_head_lights_a_lamp_and_only_then_the_timer_runs() {
    let mut s = State::new(&config(3), 1).unwrap();
    go(&mut s, Act::ChooseMaze(0));
    go(&mut s, Act::PlaceTreasure(sq(7, 7)));
    for x in 0..5 {
        go(&mut s, Act::PlaceChest(sq(x, 7)));
    }
    go(&mut s, Act::FaceEntrance(0));
    assert!(!s.lit() && !s.started());
    assert_eq!(refused(&mut s, Action { ms: 5, act: Act::Light }), RuleError::ClockNotRunning);
    assert_eq!(
        refused(&mut s, Action::now(Act::Move(Movement::Forward))),
        RuleError::LampState,
        "no walking in the dark"
    );
    go(&mut s, Act::ToFront(2));
    assert_eq!(s.line(), [2, 0, 1], "the line may be reordered before");
    go(&mut s, Act::Light);
    assert!(s.lit() && s.started());
    assert_eq!(s.lamps, [4, 4, 3]);
    assert_eq!(s.left_ms, LAMP_MS);
    assert_eq!(
        refused(&mut s, Action::now(Act::MoveInLine { who: 0, to: 2 })),
        RuleError::LampBurning,
        "while a lamp burns the line holds (the rulebook: it is reordered when a lamp goes out)"
    );
    assert_eq!(refused(&mut s, Action::now(Act::ToFront(1))), RuleError::LampBurning);
    assert!(!s.legal_actions().iter().any(|a| matches!(a.act, Act::ToFront(_) | Act::MoveInLine { .. })));
    // "As soon as a lamp goes out, the Adventurers must decide who will be at the head of the line."
    s.apply(Action { ms: s.left_ms, act: Act::LampOut }).unwrap();
    s.hand.clear();
    s.phase = Phase::Walk;
    go(&mut s, Act::MoveInLine { who: 0, to: 0 });
    assert_eq!(s.line, [0, 2, 1], "the perfect time to reorganize the line");
}

#[test]
fn the_house_rule_lets_the_line_change_while_a_lamp_burns() {
    let mut s = ready_with(Config { line_any_time: true, ..config(3) });
    go(&mut s, Act::MoveInLine { who: 0, to: 2 });
    assert_eq!(s.line, [1, 2, 0], "while a lamp burns, the line may change too");
    assert!(s.lit && s.lamps == [3, 4, 4], "and the lamp burns on");
}

#[test]
fn while_no_lamp_burns_an_adventurer_takes_any_place_in_the_line() {
    let mut s = State::new(&config(4), 1).unwrap();
    go(&mut s, Act::ChooseMaze(0));
    go(&mut s, Act::PlaceTreasure(sq(7, 7)));
    for x in 0..5 {
        go(&mut s, Act::PlaceChest(sq(x, 7)));
    }
    go(&mut s, Act::FaceEntrance(0));
    assert_eq!(s.line, [0, 1, 2, 3]);
    go(&mut s, Act::MoveInLine { who: 0, to: 2 });
    assert_eq!(s.line, [1, 2, 0, 3], "the others close up behind");
    go(&mut s, Act::MoveInLine { who: 3, to: 0 });
    assert_eq!(s.line, [3, 1, 2, 0], "to the head of the line");
    go(&mut s, Act::MoveInLine { who: 1, to: 3 });
    assert_eq!(s.line, [3, 2, 0, 1], "to the back");
    assert_eq!(
        refused(&mut s, Action::now(Act::MoveInLine { who: 1, to: 3 })),
        RuleError::NoSuchPlace,
        "the place it has"
    );
    assert_eq!(
        refused(&mut s, Action::now(Act::MoveInLine { who: 1, to: 4 })),
        RuleError::NoSuchPlace,
        "no fifth place"
    );
    assert_eq!(
        refused(&mut s, Action::now(Act::MoveInLine { who: 7, to: 0 })),
        RuleError::NotHeld,
        "no such Adventurer"
    );
    let legal: Vec<Act> = s.legal_actions().into_iter().map(|a| a.act).collect();
    assert_eq!(
        legal.iter().filter(|a| matches!(a, Act::MoveInLine { .. })).count(),
        4 * 3,
        "each of four to each other place"
    );
}

#[test]
fn outside_the_maze_the_only_movements_are_the_three_steps_in() {
    let mut s = ready(2);
    assert_eq!(refused(&mut s, Action::now(Act::Move(Movement::TurnLeft))), RuleError::NotInside);
    let View::Adventurer(v) = view(&s, 0) else { unreachable!() };
    assert!(v.outside, "they stand outside");
    let entrance = s.board.place;
    for (step, facing) in [
        (Movement::Forward, entrance.facing),
        (Movement::ForwardThenLeft, entrance.facing.left()),
        (Movement::ForwardThenRight, entrance.facing.right()),
    ] {
        let mut s = s.clone();
        go(&mut s, Act::Move(step));
        assert!(s.board.inside);
        let View::Adventurer(v) = view(&s, 0) else { unreachable!() };
        assert!(!v.outside);
        assert_eq!(s.board.place, Place { square: entrance.square, facing }, "{step:?}");
        assert_eq!(s.board.visited, 1 << entrance.square.index(), "the first square they have been on");
    }
}

#[test]
fn forward_is_refused_into_a_wall_and_onto_the_landslide() {
    let mut s = ready(2);
    let m = maze(&s);
    let (square, dir) = Square::all().flat_map(|q| Dir::ALL.map(|d| (q, d))).find(|&(q, d)| !m.is_open(q, d)).unwrap();
    stand(&mut s, square, dir);
    for step in [Movement::Forward, Movement::ForwardThenLeft, Movement::ForwardThenRight] {
        assert_eq!(refused(&mut s, Action::now(Act::Move(step))), RuleError::Wall);
    }
    go(&mut s, Act::Move(Movement::TurnAround));
    assert_eq!(s.board.place.facing, dir.back(), "turning on the spot is always allowed");
    let (square, dir) = Square::all()
        .flat_map(|q| Dir::ALL.map(|d| (q, d)))
        .find(|&(q, d)| m.is_open(q, d) && q.beside(d).is_some())
        .unwrap();
    stand(&mut s, square, dir);
    s.board.landslide = square.beside(dir);
    assert_eq!(refused(&mut s, Action::now(Act::Move(Movement::Forward))), RuleError::LandslideInTheWay);
}

#[test]
fn leaving_is_refused_before_the_treasure_was_shared_and_after_it_the_adventurers_win_together() {
    let mut s = ready(3);
    let (square, out) = maze(&s).exits()[1];
    stand(&mut s, square, out);
    assert_eq!(refused(&mut s, Action::now(Act::Move(Movement::Forward))), RuleError::TreasureFirst);
    s.treasure_shared = true;
    s.stashes = vec![vec![CARAFE], vec![COIN, COIN, COIN], vec![COIN]];
    let happened = go(&mut s, Act::Move(Movement::Forward));
    assert_eq!(s.phase, Phase::Over(End::Escaped));
    assert!(happened.contains(&Happening::Ended(End::Escaped)));
    let outcome = s.outcome().unwrap();
    assert_eq!(outcome.side, Some(vec![0, 1, 2]), "they win together");
    assert_eq!(outcome.winners, [0, 1], "the richest wins; equal fortunes share");
    assert_eq!(outcome.points, [3, 3, 1, 0]);
    assert_eq!(s.to_act(), None);
}

#[test]
fn a_chest_gives_one_token_per_adventurer_jewels_face_up_genies_face_down_shared_in_line_order() {
    let mut s = ready(3);
    s.bag.extend([Token::Genie(Genie::WayToExit), EMERALD, CARAFE]);
    stand_before(&mut s, sq(2, 7));
    let happened = go(&mut s, Act::Move(Movement::Forward));
    assert!(
        happened.contains(&Happening::Opened { loot: Loot::Chest, tokens: 3, curses: 0 }),
        "everyone is told: {happened:?}"
    );
    assert_eq!(s.phase, Phase::Share { turn: 0, from: Loot::Chest });
    let View::Adventurer(v) = view(&s, 1) else { unreachable!() };
    assert_eq!(
        v.table.centre,
        [super::state::Shown::Token(CARAFE), super::state::Shown::Token(EMERALD), super::state::Shown::Genie]
    );
    assert_eq!(s.to_act(), Some(0));
    go(&mut s, Act::Take(2));
    assert_eq!(s.to_act(), Some(1));
    go(&mut s, Act::Take(0));
    go(&mut s, Act::Take(0));
    assert_eq!(s.phase, Phase::Walk);
    assert_eq!(s.stashes[0][3], Token::Genie(Genie::WayToExit));
    assert_eq!(s.stashes[1][3], CARAFE);
    assert_eq!(s.stashes[2][3], EMERALD);
    assert_eq!(s.board.chests.iter().find(|c| c.0 == sq(2, 7)), Some(&(sq(2, 7), true)), "the Chest stays, open");
    assert_eq!(s.story.chests, 1, "the story at the end counts it");
}

#[test]
fn the_treasure_gives_two_tokens_per_adventurer_in_two_rounds_and_must_be_shared_before_leaving() {
    let mut s = ready(2);
    s.bag.extend([COIN, COIN, EMERALD, CARAFE]);
    stand_before(&mut s, sq(7, 7));
    go(&mut s, Act::Move(Movement::Forward));
    assert_eq!(s.phase, Phase::Share { turn: 0, from: Loot::Treasure });
    for (who, _) in [(0, 0), (1, 0), (0, 0), (1, 0)] {
        assert_eq!(s.to_act(), Some(who));
        assert!(!s.treasure_shared);
        go(&mut s, Act::Take(0));
    }
    assert!(s.treasure_shared && s.board.treasure_open);
    assert_eq!(s.stashes[0][3..], [CARAFE, COIN]);
    assert_eq!(s.stashes[1][3..], [EMERALD, COIN]);
}

#[test]
fn several_curses_in_the_treasure_cost_one_lamp_each() {
    let mut s = ready(2);
    // Drawn from the end: two curses among the four tokens of the Treasure.
    s.bag.extend([COIN, EMERALD, Token::Curse, Token::Curse]);
    stand_before(&mut s, sq(7, 7));
    go(&mut s, Act::Move(Movement::Forward));
    assert_eq!(s.phase, Phase::Curses { left: 2, from: Loot::Treasure });
    assert_eq!(s.line, [0, 1], "each curse sent the head to the back: twice round a line of two");
    go(&mut s, Act::DiscardLamp(0));
    assert_eq!(s.phase, Phase::Curses { left: 1, from: Loot::Treasure }, "the second curse costs its own lamp");
    go(&mut s, Act::DiscardLamp(1));
    assert_eq!(s.lost_lamps, 2);
    assert_eq!(s.removed, [Token::Curse, Token::Curse]);
    go(&mut s, Act::Take(0));
    go(&mut s, Act::Take(0));
    assert!(s.treasure_shared, "two tokens left for two Adventurers");
    assert_eq!(s.lamp_count(), 12);
}

#[test]
fn each_curse_sends_the_head_of_the_line_to_the_back_and_a_lamp_that_is_not_lit_leaves_the_game() {
    let mut s = ready(3);
    // Drawn from the end: a curse, then two jewels for three Adventurers.
    s.bag.extend([COIN, CARAFE, Token::Curse]);
    stand_before(&mut s, sq(1, 7));
    go(&mut s, Act::Move(Movement::Forward));
    assert_eq!(s.line, [1, 2, 0], "the head goes to the back");
    assert_eq!(s.phase, Phase::Curses { left: 1, from: Loot::Chest });
    assert_eq!(s.to_act(), Some(1), "the group decides who gives up a lamp");
    assert_eq!(
        refused(&mut s, Action::now(Act::ToFront(0))),
        RuleError::NotNow,
        "no reordering in the middle of a sharing"
    );
    assert_eq!(refused(&mut s, Action::now(Act::MoveInLine { who: 0, to: 0 })), RuleError::NotNow);
    assert_eq!(refused(&mut s, Action::now(Act::DiscardLamp(9))), RuleError::NoLamp);
    go(&mut s, Act::DiscardLamp(2));
    assert_eq!((s.lamps[2], s.lost_lamps, s.leader_lamps), (3, 1, 0), "out of the game, not to the Leader");
    assert_eq!(s.removed, [Token::Curse]);
    // Fewer tokens than Adventurers: the last in line gets nothing.
    go(&mut s, Act::Take(0));
    assert_eq!(
        refused(&mut s, Action::now(Act::MoveInLine { who: 0, to: 0 })),
        RuleError::NotNow,
        "nor between two picks"
    );
    go(&mut s, Act::Take(0));
    assert_eq!(s.phase, Phase::Walk);
    assert_eq!([s.stashes[1].len(), s.stashes[2].len(), s.stashes[0].len()], [4, 4, 3]);
    assert_eq!(s.lamp_count(), 12);
}

#[test]
fn time_is_an_input_no_action_may_claim_more_than_the_lamp_had_and_the_lamp_goes_out_with_exactly_what_was_left() {
    let mut s = ready(2);
    go(&mut s, Act::Move(Movement::Forward));
    s.apply(Action { ms: 60_000, act: Act::Move(Movement::TurnLeft) }).unwrap();
    assert_eq!(s.left_ms, 120_000);
    assert_eq!(refused(&mut s, Action { ms: 120_000, act: Act::Move(Movement::TurnLeft) }), RuleError::LampWentOut);
    assert_eq!(refused(&mut s, Action { ms: 119_999, act: Act::LampOut }), RuleError::LampStillBurning);
    let events = s.events.len();
    s.apply(Action { ms: 120_000, act: Act::LampOut }).unwrap();
    assert!(!s.lit);
    assert_eq!(s.leader_lamps, 1, "the lamp that went out goes to the Leader");
    assert_eq!((s.hand.len(), s.events.len()), (1, events - 1), "the Leader draws a new event");
    assert_eq!(s.left_ms, LAMP_MS, "the timer restarts at once");
    assert_eq!(refused(&mut s, Action::now(Act::Move(Movement::TurnLeft))), RuleError::LampState);
    go(&mut s, Act::ToFront(1));
    s.apply(Action { ms: 10_000, act: Act::Light }).unwrap();
    assert_eq!((s.lamps[1], s.left_ms), (5, LAMP_MS - 10_000), "the new head lights one of their own");
    assert_eq!(s.lamp_count(), 12);
}

#[test]
fn a_pause_records_the_time_that_passed_and_changes_nothing_else() {
    let mut s = State::new(&config(2), 7).unwrap();
    assert_eq!(refused(&mut s, Action::now(Act::Pause)), RuleError::NotNow, "no clock runs before the first lamp");
    let mut s = ready(2);
    go(&mut s, Act::Move(Movement::Forward));
    let before = s.clone();
    assert!(s.apply(Action { ms: 25_000, act: Act::Pause }).unwrap().is_empty());
    assert_eq!(s.left_ms, before.left_ms - 25_000);
    assert_eq!(State { left_ms: before.left_ms, ..s.clone() }, before, "only the time moved on");
    assert!(!s.legal_actions().iter().any(|a| a.act == Act::Pause), "nobody's choice");
    let left = s.left_ms;
    assert_eq!(
        refused(&mut s, Action { ms: left, act: Act::Pause }),
        RuleError::LampWentOut,
        "the lamp goes out instead"
    );
    assert_eq!(super::Sidibaba::pause(&s, left), None, "the frame pauses no lamp at its last moment");
    assert_eq!(super::Sidibaba::pause(&s, left - 1), Some(Action { ms: left - 1, act: Act::Pause }));
    s.apply(Action { ms: 1_000, act: Act::Move(Movement::TurnLeft) }).unwrap();
    assert_eq!((s.movements, s.movement_ms), (2, 1_000), "two movements in 1 s: a pause is not the party's pace");
}

#[test]
fn a_lamp_running_out_with_none_left_loses_the_game_for_the_adventurers() {
    let mut s = ready(2);
    s.leader_lamps += s.lamps_held();
    s.lamps = vec![0, 0];
    let happened = s.apply(Action { ms: LAMP_MS, act: Act::LampOut }).unwrap();
    assert_eq!(s.phase, Phase::Over(End::LastLampOut));
    assert!(happened.contains(&Happening::Ended(End::LastLampOut)));
    let outcome = s.outcome().unwrap();
    assert_eq!((outcome.winners, outcome.side), (vec![2], Some(vec![2])), "the Leader wins");
    assert_eq!(refused(&mut s, Action::now(Act::Move(Movement::TurnLeft))), RuleError::GameOver);
}

#[test]
fn at_most_one_genie_per_lamp() {
    let mut s = ready(2);
    go(&mut s, Act::Move(Movement::Forward));
    s.stashes[0].extend([Token::Genie(Genie::WayToExit), Token::Genie(Genie::WayToLoot)]);
    s.stashes[1].push(Token::Genie(Genie::WayToTreasure));
    s.bag.retain(|&t| t != Token::Curse);
    assert!(!s.genie_this_lamp());
    go(&mut s, Act::UseGenie { who: 0, genie: Genie::WayToExit, pay: false });
    go(&mut s, Act::Keep(0));
    assert!(s.genie_this_lamp());
    let e = refused(&mut s, Action::now(Act::UseGenie { who: 1, genie: Genie::WayToTreasure, pay: false }));
    assert_eq!(e, RuleError::GenieAlreadyUsed, "not even another Adventurer's");
    s.apply(Action { ms: s.left_ms, act: Act::LampOut }).unwrap();
    go(&mut s, Act::Light);
    assert!(!s.genie_this_lamp(), "a new lamp, a new genie");
    go(&mut s, Act::UseGenie { who: 1, genie: Genie::WayToTreasure, pay: false });
    assert_eq!(
        refused(&mut s, Action::now(Act::UseGenie { who: 0, genie: Genie::WayToLoot, pay: false })),
        RuleError::NotNow,
        "first keep one of three"
    );
}

#[test]
fn let_there_be_light_gives_two_lamps_back_from_the_leader() {
    let mut s = ready(2);
    go(&mut s, Act::Move(Movement::Forward));
    s.stashes[1].push(Token::Genie(Genie::LetThereBeLight));
    s.lamps[0] -= 3;
    s.leader_lamps = 3;
    let happened = go(&mut s, Act::UseGenie { who: 1, genie: Genie::LetThereBeLight, pay: false });
    assert_eq!((s.lamps[1], s.leader_lamps), (8, 1), "the owner takes them");
    assert!(s.answer.is_none() && !happened.iter().any(|h| matches!(h, Happening::Answered(_))), "a wish, no way told");
    assert_eq!(s.leader_tokens, [Token::Genie(Genie::LetThereBeLight)], "the genie goes to the Leader");
    assert!(matches!(s.phase, Phase::Wish { who: 1 }));
    assert_eq!(s.lamp_count(), 12);
}

#[test]
fn a_genie_is_its_owners_to_ask_wherever_they_stand_in_the_line_walking_the_partys() {
    let mut s = ready(2);
    go(&mut s, Act::Move(Movement::Forward));
    s.stashes[1].extend([Token::Genie(Genie::WayToExit), Token::Genie(Genie::BeenHereBlue)]);
    let ask = Act::UseGenie { who: 1, genie: Genie::WayToExit, pay: false };
    let lay = Act::LayArrow { who: 1, genie: Genie::BeenHereBlue, pointing: Dir::North };
    assert_eq!(s.to_act(), Some(0), "Samir leads the line");
    assert_eq!((s.actor(ask), s.actor(lay)), (Some(1), Some(1)), "Lea's genies are Lea's to use");
    assert!(!s.together(ask) && !s.together(lay));
    assert!(s.together(Act::Move(Movement::Forward)), "the group decides the way together");
    let offered = |seat, act| {
        let View::Adventurer(v) = view(&s, seat) else { panic!("an Adventurer's view") };
        v.choices.iter().any(|a| a.act == act)
    };
    assert!(offered(1, ask) && !offered(0, ask), "offered on Lea's screen, not on Samir's");
}

#[test]
fn been_here_the_arrow_lies_on_the_square_and_is_told_in_front_with_its_colour_and_direction() {
    let mut s = ready(2);
    let m = maze(&s);
    let (square, dir) = Square::all()
        .flat_map(|q| Dir::ALL.map(|d| (q, d)))
        .find(|&(q, d)| m.is_open(q, d) && q.beside(d).is_some())
        .unwrap();
    stand(&mut s, square, dir);
    s.stashes[0].push(Token::Genie(Genie::BeenHereRed));
    let tokens = s.token_count();
    let arrows: Vec<Act> = s
        .legal_actions()
        .into_iter()
        .map(|a| a.act)
        .filter(|a| matches!(a, Act::UseGenie { .. } | Act::LayArrow { .. }))
        .collect();
    assert_eq!(
        arrows,
        Dir::ALL.map(|pointing| Act::LayArrow { who: 0, genie: Genie::BeenHereRed, pointing }),
        "laid as an arrow, pointing any way the owner chooses"
    );
    go(&mut s, Act::LayArrow { who: 0, genie: Genie::BeenHereRed, pointing: dir.right() });
    assert_eq!(s.board.arrows, [(Genie::BeenHereRed, square, dir)].map(|(g, q, d)| (g, q, d.right())));
    assert_eq!(s.token_count(), tokens, "an arrow on the board is still one of the game's tokens");
    // Seen from the square beyond, looking back at it.
    s.phase = Phase::Walk;
    s.centre.clear();
    stand(&mut s, square.beside(dir).unwrap(), dir.back());
    let View::Adventurer(v) = view(&s, 1) else { unreachable!() };
    assert_eq!(
        v.front.arrows,
        [(Genie::BeenHereRed, Relative::Left)],
        "pointing right as laid, left as seen facing back"
    );
}

#[test]
fn once_the_treasure_is_shared_which_way_to_the_treasure_is_not_offered_any_more() {
    let mut s = ready(2);
    go(&mut s, Act::Move(Movement::Forward));
    s.stashes[0].extend([Token::Genie(Genie::WayToTreasure), Token::Genie(Genie::WayToExit)]);
    let asks = |s: &State| -> Vec<Genie> {
        let View::Adventurer(v) = view(s, 0) else { panic!("an Adventurer's view") };
        let mut g: Vec<Genie> = v
            .choices
            .iter()
            .filter_map(|a| if let Act::UseGenie { genie, .. } = a.act { Some(genie) } else { None })
            .collect();
        g.dedup();
        g
    };
    assert_eq!(asks(&s), [Genie::WayToTreasure, Genie::WayToExit]);
    s.treasure_shared = true;
    assert_eq!(asks(&s), [Genie::WayToExit], "the way to the exit is what they need now");
}

#[test]
fn which_way_genies_answer_the_first_movement_of_a_shortest_way_and_three_points_buy_two() {
    for genie in [Genie::WayToTreasure, Genie::WayToExit, Genie::WayToLoot] {
        let mut s = ready(2);
        stand(&mut s, sq(3, 3), Dir::North);
        s.stashes[0].extend([
            Token::Genie(genie),
            Token::Jewel(Jewel::TwoGoldCoins),
            Token::Genie(Genie::LetThereBeLight),
        ]);
        let m = maze(&s);
        let loot: Vec<Square> = (0..5).map(|x| sq(x, 7)).chain([sq(7, 7)]).collect();
        let shortest = |from: Place| match genie {
            Genie::WayToTreasure => first_movements(&m, from, None, |q| q == sq(7, 7), false),
            Genie::WayToExit => first_movements(&m, from, None, |_| false, true),
            _ => first_movements(&m, from, None, |q| loot.contains(&q), false),
        };
        let mut paid = s.clone();
        let happened = go(&mut s, Act::UseGenie { who: 0, genie, pay: false });
        let answer = s.answer.unwrap();
        assert!(happened.contains(&Happening::Answered(answer)));
        assert!(shortest(s.board.place).contains(&answer.first.unwrap()), "{genie:?}: truthful");
        assert_eq!(answer.second, None);
        // Paying: coins worth 5 points in all, 2 + 1 + 1 + 1; three points are enough.
        go(&mut paid, Act::UseGenie { who: 0, genie, pay: true });
        assert_eq!(refused(&mut paid, Action::now(Act::Pay(9))), RuleError::NoSuchToken);
        assert_eq!(refused(&mut paid, Action::now(Act::Pay(4))), RuleError::NotAJewel, "{genie:?}: no genie");
        go(&mut paid, Act::Pay(3));
        assert!(matches!(paid.phase, Phase::Paying { paid: 2, .. }));
        go(&mut paid, Act::Pay(0));
        let two = paid.answer.unwrap();
        assert_eq!(two.first, answer.first);
        let Some(super::movement::Moved::To(next)) = two.first.unwrap().apply(&m, paid.board.place, None) else {
            panic!()
        };
        assert!(shortest(next).contains(&two.second.unwrap()), "{genie:?}: the second is truthful too");
        assert_eq!(
            paid.stashes[0],
            [COIN, COIN, Token::Genie(Genie::LetThereBeLight)],
            "the jewels handed over are lost, surplus and all"
        );
    }
    let mut poor = ready(2);
    poor.stashes[0] = vec![COIN, Token::Genie(Genie::WayToExit)];
    poor.stashes[1] = vec![COIN];
    assert_eq!(
        refused(&mut poor, Action::now(Act::UseGenie { who: 0, genie: Genie::WayToExit, pay: true })),
        RuleError::LampState,
        "outside"
    );
    go(&mut poor, Act::Move(Movement::Forward));
    assert_eq!(
        refused(&mut poor, Action::now(Act::UseGenie { who: 0, genie: Genie::WayToExit, pay: true })),
        RuleError::NotEnoughJewels
    );
    poor.stashes[1].push(COIN);
    go(&mut poor, Act::UseGenie { who: 0, genie: Genie::WayToExit, pay: true });
    assert!(matches!(poor.phase, Phase::Paying { .. }), "three points in all, exactly: enough");
}

#[test]
fn the_way_to_the_loot_leads_to_a_chest_or_the_treasure_still_closed() {
    let mut s = ready(2);
    go(&mut s, Act::Move(Movement::Forward));
    let here = s.board.place;
    for chest in &mut s.board.chests {
        chest.1 = true;
    }
    assert_eq!(s.way(Genie::WayToLoot, here), s.way(Genie::WayToTreasure, here), "the Treasure, the last loot closed");
    assert!(s.way(Genie::WayToLoot, here).is_some());
    s.board.treasure_open = true;
    assert_eq!(s.way(Genie::WayToLoot, here), None, "all of it opened: no way to tell");
}

/// The rulebook: "By collectively handing over jewels worth at least three points", the Leader
/// tells the first two movements. Each adds from their own bag, the genie's owner first, then
/// the others in line order; all is lost, the surplus too.
#[test]
fn the_group_pays_for_two_movements_together_the_owner_first_then_in_line_order() {
    let mut s = ready(3);
    go(&mut s, Act::Move(Movement::Forward));
    let owner = s.line[1];
    let (head, last) = (s.line[0], s.line[2]);
    s.stashes[usize::from(owner)] = vec![COIN, Token::Genie(Genie::WayToTreasure)];
    s.stashes[usize::from(head)] = vec![Token::Genie(Genie::LetThereBeLight)];
    s.stashes[usize::from(last)] = vec![COIN, CARAFE];
    let pay = Act::UseGenie { who: owner, genie: Genie::WayToTreasure, pay: true };
    go(&mut s, pay);
    assert_eq!(s.to_act(), Some(owner), "the owner offers first");
    go(&mut s, Act::Pay(0));
    assert!(matches!(s.phase, Phase::Paying { paid: 1, .. }));
    go(&mut s, Act::OfferNoMore);
    assert_eq!(s.to_act(), Some(head), "then the head of the line");
    assert_eq!(refused(&mut s, Action::now(Act::Pay(0))), RuleError::NotAJewel, "a genie is no payment");
    go(&mut s, Act::OfferNoMore);
    assert_eq!(s.to_act(), Some(last), "then the next in line");
    assert_eq!(
        refused(&mut s, Action::now(Act::OfferNoMore)),
        RuleError::NotEnoughJewels,
        "nobody after the last: the offer must reach three points"
    );
    go(&mut s, Act::Pay(1));
    assert!(s.answer.is_some_and(|a| a.second.is_some()), "two movements told");
    assert_eq!(s.stashes[usize::from(last)], [COIN], "the carafe (3) went, the surplus with it");
    assert!(matches!(s.phase, Phase::Wish { who } if who == owner), "the owner draws three and keeps one");
}

#[test]
fn a_payer_may_stop_only_while_those_after_them_hold_enough() {
    let mut s = ready(2);
    go(&mut s, Act::Move(Movement::Forward));
    let (owner, other) = (s.line[0], s.line[1]);
    s.stashes[usize::from(owner)] = vec![COIN, COIN, Token::Genie(Genie::WayToExit)];
    s.stashes[usize::from(other)] = vec![COIN, COIN];
    go(&mut s, Act::UseGenie { who: owner, genie: Genie::WayToExit, pay: true });
    assert_eq!(
        refused(&mut s, Action::now(Act::OfferNoMore)),
        RuleError::NotEnoughJewels,
        "2 points after: not enough"
    );
    go(&mut s, Act::Pay(0));
    go(&mut s, Act::OfferNoMore);
    assert_eq!(s.to_act(), Some(other));
    go(&mut s, Act::Pay(0));
    assert!(matches!(s.phase, Phase::Paying { paid: 2, .. }));
    go(&mut s, Act::Pay(0));
    assert!(matches!(s.phase, Phase::Wish { .. }));
}

#[test]
fn after_a_genie_its_owner_draws_three_keeps_one_and_a_curse_among_them_is_put_back_and_replaced() {
    let mut s = ready(2);
    go(&mut s, Act::Move(Movement::Forward));
    s.stashes[1].push(Token::Genie(Genie::WayToLoot));
    let genie = Token::Genie(Genie::WayToExit);
    s.bag = vec![Token::Curse, COIN, Token::Curse, genie, Token::Curse, CARAFE];
    let tokens = s.token_count();
    go(&mut s, Act::UseGenie { who: 1, genie: Genie::WayToLoot, pay: false });
    assert_eq!(s.token_count(), tokens, "the three drawn lie in the centre");
    let mut drawn: Vec<Token> = s.centre().iter().map(|c| c.0).collect();
    drawn.sort();
    assert_eq!(drawn, [COIN, CARAFE, genie], "the curses went back");
    let View::Adventurer(other) = view(&s, 0) else { unreachable!() };
    assert!(other.table.centre.iter().all(|c| *c == super::state::Shown::Hidden), "kept secretly, a genie too");
    let View::Adventurer(owner) = view(&s, 1) else { unreachable!() };
    assert!(owner.table.centre.iter().all(|c| matches!(c, super::state::Shown::Token(_))));
    let carafe = s.centre.iter().position(|c| c.0 == CARAFE).unwrap() as u8;
    go(&mut s, Act::Keep(carafe));
    assert_eq!(s.stashes[1].last(), Some(&CARAFE));
    assert_eq!(s.bag.len(), 5, "two back to the bag with the three curses");
    assert_eq!(s.token_count(), tokens);
}

#[test]
fn the_leader_may_play_an_event_after_each_step_onto_another_square_not_after_a_turn() {
    let mut s = ready(2);
    s.hand = vec![Event::Bandit];
    go(&mut s, Act::Move(Movement::Forward));
    assert_eq!(s.phase, Phase::LeaderTurn);
    go(&mut s, Act::Pass);
    go(&mut s, Act::Move(Movement::TurnLeft));
    assert_eq!(s.phase, Phase::Walk);
    assert_eq!(refused(&mut s, Action::now(Act::Pass)), RuleError::NotNow);
}

#[test]
fn the_leader_is_offered_each_event_in_hand_once_in_the_decks_order() {
    let mut s = ready(2);
    s.hand = vec![Event::Scheherazade, Event::Landslide, Event::Scheherazade, Event::Bandit];
    go(&mut s, Act::Move(Movement::Forward));
    let mut offered: Vec<Event> = Vec::new();
    for a in s.legal_actions() {
        if let Act::Play { event, as_move: false } = a.act {
            offered.push(event);
        }
    }
    assert_eq!(offered, [Event::Bandit, Event::Landslide, Event::Scheherazade]);
}

#[test]
fn the_app_plays_the_leader_of_the_thieves_unless_a_person_does() {
    let app = config(3);
    assert!(super::Sidibaba::played_by_app(&app, 3), "the seat after the Adventurers'");
    assert!(!(0..3).any(|seat| super::Sidibaba::played_by_app(&app, seat)), "never an Adventurer");
    assert_eq!(super::Sidibaba::leader_of_the_thieves(&app), None);
    let person = Config { leader: LeaderPlayer::Person("Ali".into()), ..config(3) };
    assert!(!(0..=3).any(|seat| super::Sidibaba::played_by_app(&person, seat)));
    assert_eq!(super::Sidibaba::leader_of_the_thieves(&person), Some(3));
    // Everyone is told how hard the app's Leader plays; of a person, nothing.
    let strength = |config: &Config| {
        let s = State::new(config, 1).unwrap();
        let View::Adventurer(v) = view(&s, 0) else { unreachable!() };
        v.table.strength
    };
    assert_eq!(strength(&app), Some(super::LeaderStrength::Fair));
    assert_eq!(strength(&person), None);
}

/// A person plays the Leader: `ready` with "Ali" at the console.
fn ready_with_person(n: usize) -> State {
    ready_with(Config { leader: LeaderPlayer::Person("Ali".into()), ..config(n) })
}

#[test]
fn a_person_leader_is_handed_the_device_only_when_they_asked_and_may_stop_the_party_until_its_next_movement() {
    let mut s = ready_with_person(2);
    s.hand = vec![Event::Bandit];
    go(&mut s, Act::Move(Movement::Forward));
    // A new square with an event in hand: the rules still give the Leader the turn; their
    // standing order (by default: only at a Chest) passes it with no hand-over.
    assert_eq!((s.phase, s.standing()), (Phase::LeaderTurn, Some(Act::Pass)));
    go(&mut s, Act::Pass);
    // "Leader: stop!" on the Adventurers' screen, while they stand on that square…
    let View::Adventurer(v) = view(&s, 0) else { panic!("the head's view") };
    assert!(v.choices.iter().any(|a| a.act == Act::Stop), "offered to the Adventurers");
    assert_eq!(s.actor(Act::Stop), Some(s.leader()), "the Leader's own decision");
    let mut stopped = s.clone();
    go(&mut stopped, Act::Stop);
    assert_eq!((stopped.phase, stopped.standing()), (Phase::LeaderTurn, None), "the Leader decides");
    go(&mut stopped, Act::Play { event: Event::Bandit, as_move: false });
    assert_eq!(refused(&mut stopped, Action::now(Act::Stop)), RuleError::NotNow, "one event a square");
    // …but not after their next movement, until a new square.
    go(&mut s, Act::Move(Movement::TurnLeft));
    assert_eq!(refused(&mut s, Action::now(Act::Stop)), RuleError::NotNow);
}

#[test]
fn the_app_leader_and_a_leader_with_empty_hands_are_never_stopped() {
    let mut s = ready(2);
    s.hand = vec![Event::Bandit];
    go(&mut s, Act::Move(Movement::Forward));
    assert_eq!(s.standing(), None, "the app's Leader thinks for itself");
    go(&mut s, Act::Pass);
    assert_eq!(refused(&mut s, Action::now(Act::Stop)), RuleError::NotNow);
    let mut p = ready_with_person(2);
    go(&mut p, Act::Move(Movement::Forward));
    assert_eq!(refused(&mut p, Action::now(Act::Stop)), RuleError::NotNow, "nothing to play");
}

#[test]
fn standing_orders_hand_the_device_back_at_a_chest_at_every_square_or_play_an_event_for_the_leader() {
    let chest = sq(2, 7);
    // By default the device comes back at a Chest just discovered, with an event for it.
    let mut s = ready_with_person(2);
    discover(&mut s, chest, Event::Illusion);
    assert_eq!(s.standing(), None);
    let mut s = ready_with_person(2);
    discover(&mut s, chest, Event::Bandit);
    assert_eq!(s.standing(), Some(Act::Pass), "nothing to play on a Chest: no hand-over");
    // Orders are left in the console, for events that need no square chosen.
    let mut s = ready_with_person(2);
    s.hand = vec![Event::Bandit, Event::Landslide];
    go(&mut s, Act::Move(Movement::Forward));
    go(&mut s, Act::Pass);
    go(&mut s, Act::Stop);
    let orders: Vec<Act> =
        s.legal_actions().into_iter().map(|a| a.act).filter(|a| matches!(a, Act::Order(_))).collect();
    let offered = [Order::OnlyWhenStopped, Order::EverySquare, Order::Play(Event::Bandit)];
    assert_eq!(orders, offered.map(Act::Order), "the other standing orders, and the Bandit");
    assert_eq!(refused(&mut s, Action::now(Act::Order(Order::Play(Event::Landslide)))), RuleError::NotNow);
    assert_eq!(refused(&mut s, Action::now(Act::Order(Order::AtLoot))), RuleError::NotNow, "already so");
    go(&mut s, Act::Order(Order::Play(Event::Bandit)));
    go(&mut s, Act::Pass);
    stand_before(&mut s, sq(3, 3));
    go(&mut s, Act::Move(Movement::Forward));
    // The next new square: the app plays the Bandit for the Leader, and the order is done.
    assert_eq!(s.standing(), Some(Act::Play { event: Event::Bandit, as_move: false }));
    let played = Action::now(Act::Play { event: Event::Bandit, as_move: false });
    assert_eq!(super::Sidibaba::standing(&s), Some(played), "the app plays it");
    go(&mut s, Act::Play { event: Event::Bandit, as_move: false });
    assert_eq!(s.order, Order::AtLoot);
    // Every square: the device comes back as in the box.
    let mut s = ready_with_person(2);
    s.hand = vec![Event::Bandit];
    s.order = Order::EverySquare;
    go(&mut s, Act::Move(Movement::Forward));
    assert_eq!(s.standing(), None);
}

/// Steps onto a Chest with `event` in the Leader's hand; the Leader's turn follows.
fn discover(s: &mut State, chest: Square, event: Event) {
    s.hand = vec![event];
    stand_before(s, chest);
    go(s, Act::Move(Movement::Forward));
    assert_eq!(s.phase, Phase::LeaderTurn);
}

#[test]
fn illusion_the_chest_just_discovered_does_not_exist() {
    let mut s = ready(2);
    s.hand = vec![Event::Illusion];
    assert_eq!(refused(&mut s, Action::now(Act::Pass)), RuleError::NotNow);
    go(&mut s, Act::Move(Movement::Forward));
    assert_eq!(
        refused(&mut s, Action::now(Act::Play { event: Event::Illusion, as_move: false })),
        RuleError::NoChestDiscovered
    );
    go(&mut s, Act::Pass);
    discover(&mut s, sq(0, 7), Event::Illusion);
    go(&mut s, Act::Play { event: Event::Illusion, as_move: false });
    assert_eq!(s.board.chests.len(), 4);
    assert_eq!(s.phase, Phase::Walk);
    assert_eq!(s.played, [Event::Illusion]);
}

#[test]
fn small_padlock_in_line_order_each_rolls_until_a_six_and_that_one_hands_out_one_token_each() {
    let mut s = ready(3);
    discover(&mut s, sq(3, 7), Event::SmallPadlock);
    let said = go(&mut s, Act::Play { event: Event::SmallPadlock, as_move: false });
    assert!(!said.iter().any(|h| matches!(h, Happening::Opened { .. })), "nothing comes out before a six");
    let mut rolls = 0;
    while let Phase::Padlock { turn } = s.phase {
        assert_eq!(s.to_act(), Some(s.line[usize::from(turn)]));
        go(&mut s, Act::Roll);
        rolls += 1;
    }
    assert_eq!(s.last_roll, Some(6));
    let Phase::HandOut { who, .. } = s.phase else { panic!("{:?}", s.phase) };
    assert_eq!(who, s.line[(rolls - 1) % 3], "the one who rolled the 6");
    assert!(s.centre.iter().all(|c| c.0 != Token::Curse));
    let sizes: Vec<usize> = s.stashes.iter().map(Vec::len).collect();
    go(&mut s, Act::HandOut { token: 0, to: 2 });
    assert_eq!(refused(&mut s, Action::now(Act::HandOut { token: 0, to: 2 })), RuleError::AlreadyGiven, "one each");
    go(&mut s, Act::HandOut { token: 0, to: 0 });
    go(&mut s, Act::HandOut { token: 0, to: 1 });
    assert_eq!(s.phase, Phase::Walk);
    assert!(s.stashes.iter().zip(sizes).all(|(st, n)| st.len() == n + 1));
    assert!(s.board.chests.iter().any(|&c| c == (sq(3, 7), true)));
}

/// The bag may hold fewer tokens than there are Adventurers (the curses stay in it): whoever
/// rolled the 6 hands out what there is, and the expedition goes on.
#[test]
fn a_small_padlock_with_fewer_tokens_left_than_adventurers_hands_out_what_there_is() {
    let mut s = ready(3);
    discover(&mut s, sq(3, 7), Event::SmallPadlock);
    go(&mut s, Act::Play { event: Event::SmallPadlock, as_move: false });
    let one = *s.bag.iter().find(|&&t| t != Token::Curse).unwrap();
    s.bag.retain(|&t| t == Token::Curse);
    s.bag.push(one);
    while let Phase::Padlock { .. } = s.phase {
        go(&mut s, Act::Roll);
    }
    assert_eq!(s.centre.iter().map(|c| c.0).collect::<Vec<_>>(), vec![one]);
    go(&mut s, Act::HandOut { token: 0, to: 1 });
    assert_eq!(s.phase, Phase::Walk);
    assert_eq!(s.stashes[1].last(), Some(&one));
}

#[test]
fn combination_lock_opens_once_a_four_a_five_and_a_six_were_rolled_then_it_is_shared() {
    for seed in 0..20 {
        let mut s = ready(2);
        s.rng = crate::games::rng::GameRng::new(seed);
        discover(&mut s, sq(7, 7), Event::CombinationLock);
        go(&mut s, Act::Play { event: Event::CombinationLock, as_move: false });
        let (mut seen, mut rolls) = ([false; 7], 0);
        while let Phase::CombinationLock { turn, .. } = s.phase {
            assert!(!(seen[4] && seen[5] && seen[6]), "seed {seed}: open once each was rolled, repeats or not");
            assert_eq!(usize::from(turn), rolls % 2, "each rolls in turn, in line order");
            rolls += 1;
            go(&mut s, Act::Roll);
            seen[usize::from(s.last_roll.unwrap())] = true;
        }
        assert!(seen[4] && seen[5] && seen[6]);
        assert!(matches!(s.phase, Phase::Share { from: Loot::Treasure, .. } | Phase::Curses { .. }), "{:?}", s.phase);
    }
}

/// Three steps along open ways lead from `from` to `to`, no square twice, and none of the first
/// two onto the Leader's token.
fn three_steps(m: &Maze, from: Square, to: Square, token: Option<Square>) -> bool {
    m.neighbours(from).any(|(_, a)| {
        Some(a) != token
            && m.neighbours(a).any(|(_, b)| {
                b != from && Some(b) != token && m.neighbours(b).any(|(_, c)| c == to && c != a && c != from)
            })
    })
}

/// The party stepped onto (4,4) and the Leader played Teleportation: the Leader is to choose where.
fn teleporting() -> State {
    let mut s = ready(2);
    s.hand = vec![Event::Teleportation];
    stand_before(&mut s, sq(4, 4));
    go(&mut s, Act::Move(Movement::Forward));
    go(&mut s, Act::Play { event: Event::Teleportation, as_move: false });
    assert_eq!(s.phase, Phase::Teleporting);
    s
}

#[test]
fn teleportation_moves_the_adventurers_three_squares_with_the_same_facing_never_through_walls() {
    let mut s = teleporting();
    let from = s.board.place;
    let m = maze(&s);
    let targets = s.teleport_targets();
    assert!(!targets.is_empty());
    for &t in &targets {
        assert!(three_steps(&m, from.square, t, None), "{t:?}");
    }
    let far = Square::all().find(|q| !targets.contains(q)).unwrap();
    assert_eq!(refused(&mut s, Action::now(Act::Teleport(far))), RuleError::Unreachable);
    go(&mut s, Act::Teleport(targets[0]));
    assert_eq!(s.board.place, Place { square: targets[0], facing: from.facing });
    assert_ne!(s.board.visited & 1 << targets[0].index(), 0, "the square they land on is one they have been on");
    assert_eq!(s.story.catches, 0, "no token there, no catch");
}

/// "The current movement immediately stops" where the Adventurers meet the Leader's token: a
/// teleport may end on it (a catch) but never pass through it.
#[test]
fn a_teleport_never_passes_through_the_leaders_token() {
    let mut s = ready(2);
    let m = maze(&s);
    let mut differed = 0;
    for q in Square::all() {
        for (_, token) in m.neighbours(q) {
            stand(&mut s, q, Dir::North);
            s.board.token = Some(token);
            let mut want: Vec<Square> = Square::all().filter(|&t| three_steps(&m, q, t, Some(token))).collect();
            let mut got = s.teleport_targets();
            want.sort();
            got.sort();
            got.dedup();
            assert_eq!(got, want, "from {q:?}, the token on {token:?}");
            s.board.token = None;
            let mut all = s.teleport_targets();
            all.sort();
            all.dedup();
            differed += usize::from(all != got);
        }
    }
    assert!(differed > 0, "somewhere the token cuts a way");
}

#[test]
fn teleported_onto_the_leaders_token_the_adventurers_are_caught() {
    let mut s = teleporting();
    let target = s.teleport_targets()[0];
    s.board.token = Some(target);
    go(&mut s, Act::Teleport(target));
    assert_eq!(s.story.catches, 1, "sharing a square, whoever moved, is a catch");
    assert_eq!(s.board.token, None, "the token leaves the maze");
}

#[test]
fn a_landslide_blocks_a_square_of_choice_always_leaving_a_way_to_the_treasure_and_to_a_way_out() {
    for n in 0..MAZES.len() as u8 {
        let mut s = ready(2);
        s.try_maze(n, Maze::number(usize::from(n)).unwrap());
        assert_eq!(s.maze(), Maze::number(usize::from(n)).as_ref());
        // Somewhere a landslide could shut them in (a dead end, say).
        let shut_in = Square::all().find(|&q| {
            stand(&mut s, q, Dir::North);
            Square::all().any(|b| s.may_slide(b) == Err(RuleError::WouldCloseTheWay))
        });
        stand(&mut s, shut_in.expect("a square where a landslide could shut them in"), Dir::North);
        let m = maze(&s);
        let mut cut = 0;
        for q in Square::all() {
            let result = s.may_slide(q);
            let taken =
                q == s.board.place.square || Some(q) == s.board.treasure || s.board.chests.iter().any(|c| c.0 == q);
            let reach = reachable(&m, s.board.place.square, Some(q));
            let leaves_way =
                reach & 1 << sq(7, 7).index() != 0 && m.exits().iter().any(|e| reach & 1 << e.0.index() != 0);
            match (taken, leaves_way) {
                (true, _) => assert_eq!(result, Err(RuleError::SquareTaken)),
                (false, true) => assert_eq!(result, Ok(())),
                (false, false) => {
                    assert_eq!(result, Err(RuleError::WouldCloseTheWay));
                    cut += 1;
                }
            }
        }
        assert!(cut > 0, "maze {n}: some squares would cut the way");
        // Nor on an arrow ("We've already been past here!").
        let free = Square::all().find(|&q| s.may_slide(q).is_ok()).unwrap();
        s.board.arrows.push((Genie::BeenHereBlue, free, Dir::North));
        assert_eq!(s.may_slide(free), Err(RuleError::SquareTaken));
        s.board.arrows.clear();
        s.hand = vec![Event::Landslide];
        s.phase = Phase::LeaderTurn;
        go(&mut s, Act::Play { event: Event::Landslide, as_move: false });
        let bad = Square::all().find(|&q| s.may_slide(q) == Err(RuleError::WouldCloseTheWay)).unwrap();
        assert_eq!(refused(&mut s, Action::now(Act::Landslide(bad))), RuleError::WouldCloseTheWay);
        let good = Square::all().find(|&q| s.may_slide(q).is_ok()).unwrap();
        go(&mut s, Act::Landslide(good));
        assert_eq!(s.board.landslide, Some(good));
        // A way out counts on its own: with no Treasure to reach, a Landslide still may not shut
        // them in a dead end.
        s.board.treasure = None;
        s.board.landslide = None;
        let shut_in = Square::all().any(|q| {
            stand(&mut s, q, Dir::North);
            Square::all().any(|b| s.may_slide(b) == Err(RuleError::WouldCloseTheWay))
        });
        assert!(shut_in, "maze {n}: somewhere a landslide could cut every way out");
    }
}

#[test]
fn on_the_treasure_in_a_way_out_the_adventurers_have_both_whatever_square_the_landslide_blocks() {
    let mut s = ready(2);
    s.try_maze(1, Maze::number(1).unwrap());
    let m = maze(&s);
    let exit = sq(4, 0);
    assert!(m.exits().iter().any(|e| e.0 == exit), "a way out");
    assert_eq!(m.neighbours(exit).map(|n| n.1).collect::<Vec<_>>(), [sq(3, 0)], "at a dead end");
    s.board.treasure = Some(exit);
    s.board.treasure_open = true;
    stand(&mut s, exit, Dir::North);
    assert_eq!(s.may_slide(sq(3, 0)), Ok(()));
}

#[test]
fn bandit_steals_one_token_blind_from_each_of_the_first_two_adventurers() {
    let mut s = ready(3);
    s.hand = vec![Event::Bandit];
    s.line = vec![2, 0, 1];
    go(&mut s, Act::Move(Movement::Forward));
    let happened = go(&mut s, Act::Play { event: Event::Bandit, as_move: false });
    assert!(happened.contains(&Happening::Stolen(2)), "the party is told how many");
    assert_eq!([s.stashes[0].len(), s.stashes[1].len(), s.stashes[2].len()], [2, 3, 2]);
    assert_eq!(s.leader_tokens, [COIN, COIN]);
    assert_eq!(refused(&mut s, Action::now(Act::Play { event: Event::Bandit, as_move: true })), RuleError::NotNow);
}

#[test]
fn scheherazade_each_rolls_once_one_to_four_gives_her_a_jewel_five_or_six_takes_the_centre() {
    for seed in 0..20 {
        let mut s = ready(3);
        s.rng = crate::games::rng::GameRng::new(seed);
        s.hand = vec![Event::Scheherazade];
        s.stashes[1].push(Token::Genie(Genie::WayToExit));
        go(&mut s, Act::Move(Movement::Forward));
        go(&mut s, Act::Play { event: Event::Scheherazade, as_move: false });
        let tokens = s.token_count();
        let bag = s.bag.len();
        let (mut centre, mut rolls) = (0, 0);
        while let Phase::Scheherazade { turn, giving } = s.phase {
            let who = s.line[usize::from(turn)];
            if giving {
                let genie = s.stashes[usize::from(who)].iter().position(|t| matches!(t, Token::Genie(_)));
                if let Some(g) = genie {
                    assert_eq!(refused(&mut s, Action::now(Act::Give(g as u8))), RuleError::JewelFirst);
                }
                go(&mut s, Act::Give(0));
                centre += 1;
            } else {
                assert_eq!(usize::from(turn), rolls, "in line order");
                go(&mut s, Act::Roll);
                rolls += 1;
                let roll = s.last_roll.unwrap();
                assert_eq!(matches!(s.phase, Phase::Scheherazade { giving: true, .. }), roll <= 4);
                if roll >= 5 {
                    centre = 0;
                }
            }
        }
        assert_eq!(rolls, 3, "each rolls once");
        assert_eq!(s.bag.len(), bag + centre, "what remains goes back to the bag");
        assert_eq!(s.token_count(), tokens);
    }
}

#[test]
fn a_chest_the_bandit_met_them_at_is_still_opened_after_him() {
    let mut s = ready(2);
    discover(&mut s, sq(2, 7), Event::Bandit);
    go(&mut s, Act::Play { event: Event::Bandit, as_move: false });
    assert!(s.board.chests.contains(&(sq(2, 7), true)), "opened");
    assert!(matches!(s.phase, Phase::Share { from: Loot::Chest, .. } | Phase::Curses { .. }), "{:?}", s.phase);
}

#[test]
fn merchant_takes_one_token_blind_from_each_and_in_line_order_each_takes_one() {
    let mut s = ready(3);
    s.hand = vec![Event::Merchant];
    go(&mut s, Act::Move(Movement::Forward));
    go(&mut s, Act::Play { event: Event::Merchant, as_move: false });
    assert_eq!(s.centre.len(), 3);
    assert!(s.centre.iter().all(|c| c.1), "revealed");
    for who in 0..3 {
        assert_eq!(s.to_act(), Some(who));
        go(&mut s, Act::Take(0));
    }
    assert!(s.stashes.iter().all(|st| st.len() == 3));
}

#[test]
fn movement_events_bring_the_token_in_by_any_way_out_and_along_the_ways() {
    let mut s = ready(2);
    s.hand = vec![Event::Movement(4)];
    go(&mut s, Act::Move(Movement::Forward));
    go(&mut s, Act::Play { event: Event::Movement(4), as_move: false });
    let m = maze(&s);
    let exits: Vec<Square> = m.exits().iter().map(|e| e.0).collect();
    assert!(s.token_targets().iter().all(|t| exits.contains(t)), "in by a way out");
    let start = s.token_targets().into_iter().find(|&t| t != s.board.place.square).unwrap();
    go(&mut s, Act::TokenTo(start));
    let wall = Square::all().find(|&q| q != start && !m.neighbours(start).any(|(_, n)| n == q)).unwrap();
    assert_eq!(refused(&mut s, Action::now(Act::TokenTo(wall))), RuleError::Unreachable);
    let mut steps = 1;
    while let Phase::TokenMoves { .. } = s.phase {
        let next = s.token_targets().into_iter().find(|&t| t != s.board.place.square).unwrap();
        go(&mut s, Act::TokenTo(next));
        steps += 1;
    }
    assert_eq!(steps, 4, "as many squares as arrows");
}

#[test]
fn every_choice_event_may_be_played_as_two_squares_of_the_leaders_token_but_no_other() {
    for event in [Event::Illusion, Event::SmallPadlock, Event::CombinationLock, Event::Teleportation, Event::Landslide]
    {
        let mut s = ready(2);
        s.hand = vec![event];
        go(&mut s, Act::Move(Movement::Forward));
        go(&mut s, Act::Play { event, as_move: true });
        assert_eq!(s.phase, Phase::TokenMoves { left: CHOICE_STEPS });
    }
    for event in [Event::Bandit, Event::Scheherazade, Event::Merchant, Event::Movement(3)] {
        let mut s = ready(2);
        s.hand = vec![event];
        go(&mut s, Act::Move(Movement::Forward));
        assert_eq!(refused(&mut s, Action::now(Act::Play { event, as_move: true })), RuleError::NoChoice);
    }
}

#[test]
fn caught_the_leader_steals_two_from_the_head_and_one_from_each_other_takes_an_unused_lamp_and_leaves() {
    let mut s = ready(3);
    s.hand = vec![Event::Movement(3)];
    go(&mut s, Act::Move(Movement::Forward));
    go(&mut s, Act::Play { event: Event::Movement(3), as_move: false });
    let here = s.board.place.square;
    let next = s.token_targets().into_iter().find(|&t| t == here);
    let happened = match next {
        Some(t) => go(&mut s, Act::TokenTo(t)),
        None => {
            let beside = maze(&s).neighbours(here).map(|n| n.1).next();
            s.board.token = beside;
            s.phase = Phase::TokenMoves { left: 1 };
            go(&mut s, Act::TokenTo(here))
        }
    };
    assert_eq!([s.stashes[0].len(), s.stashes[1].len(), s.stashes[2].len()], [1, 2, 2]);
    let head = usize::from(s.line[0]);
    let mut from = [0u8, 1, 1, 0, 0, 0];
    from[head] = 2;
    assert!(happened.contains(&Happening::Caught { stolen: 4, from }), "everyone hears who lost how many");
    assert_eq!(s.board.token, None, "the token leaves the maze");
    assert_eq!(s.phase, Phase::Caught);
    go(&mut s, Act::DiscardLamp(1));
    assert_eq!((s.lamps[1], s.leader_lamps), (3, 1), "the unused lamp goes to the Leader");
    assert_eq!(s.phase, Phase::Walk);
    assert_eq!((s.story.events, s.story.catches), (1, 1), "the story at the end counts the event and the catch");
}

#[test]
fn stepping_onto_the_leaders_token_catches_too_and_with_no_unused_lamp_the_leader_wins() {
    let mut s = ready(2);
    s.hand = vec![Event::Bandit];
    stand_before(&mut s, sq(4, 4));
    s.board.token = Some(sq(4, 4));
    s.leader_lamps += s.lamps_held();
    s.lamps = vec![0, 0];
    go(&mut s, Act::Move(Movement::ForwardThenLeft));
    assert_eq!(s.phase, Phase::Over(End::CaughtWithoutLamp));
    assert_eq!(s.outcome().unwrap().winners, [2]);
    assert_eq!(s.lamp_count(), 12);
}

#[test]
fn a_catch_stops_the_current_movement_no_turn_after_the_step() {
    let mut s = ready(2);
    stand_before(&mut s, sq(4, 4));
    let facing = s.board.place.facing;
    s.board.token = Some(sq(4, 4));
    go(&mut s, Act::Move(Movement::ForwardThenLeft));
    assert_eq!(s.phase, Phase::Caught);
    assert_eq!(s.board.place, Place { square: sq(4, 4), facing }, "caught on the step, still facing the same way");
}

#[test]
fn the_ten_views_match_the_walls_for_every_square_and_facing_of_every_maze_with_what_stands_in_front() {
    for n in 0..MAZES.len() as u8 {
        let mut s = ready(2);
        let m = Maze::number(usize::from(n)).unwrap();
        s.board.maze = Some((n, m.clone()));
        s.board.landslide = Some(sq(5, 2));
        s.board.token = Some(sq(2, 5));
        for square in Square::all() {
            for facing in Dir::ALL {
                stand(&mut s, square, facing);
                let View::Adventurer(v) = view(&s, 0) else { unreachable!() };
                let a = v.ahead.unwrap();
                assert!(Ahead::ALL.contains(&a));
                assert_eq!(a, ahead(&m, square, facing));
                match a {
                    Ahead::Wall => assert!(!m.is_open(square, facing)),
                    Ahead::Daylight => assert!(m.is_open(square, facing) && square.beside(facing).is_none()),
                    Ahead::Way { left, straight, right } => {
                        let next = square.beside(facing).unwrap();
                        assert_eq!(
                            [left, straight, right],
                            [m.is_open(next, facing.left()), m.is_open(next, facing), m.is_open(next, facing.right())]
                        );
                        assert_eq!(v.front.landslide, next == sq(5, 2));
                        assert_eq!(v.front.leader, next == sq(2, 5));
                        assert_eq!(v.front.chest, s.board.chests.iter().find(|c| c.0 == next).map(|c| c.1));
                        assert_eq!(v.front.treasure, (next == sq(7, 7)).then_some(false));
                    }
                }
                if a != (Ahead::Way { left: true, straight: true, right: true }) && !matches!(a, Ahead::Way { .. }) {
                    assert_eq!(v.front, OnSquare::default(), "nothing further is shown");
                }
            }
        }
    }
}

#[test]
fn each_adventurer_sees_only_their_own_stash_and_the_leader_sees_the_board_but_not_the_bag() {
    let mut s = ready(3);
    s.stashes[1].push(Token::Genie(Genie::WayToExit));
    let View::Adventurer(v0) = view(&s, 0) else { unreachable!() };
    let View::Adventurer(v1) = view(&s, 1) else { unreachable!() };
    assert_eq!(v0.stash, [COIN; 3]);
    assert_eq!(v1.stash[3], Token::Genie(Genie::WayToExit));
    assert_eq!(v0.table.stash_sizes, [3, 4, 3], "the others: how many, not which");
    let View::Leader(l) = view(&s, 3) else { unreachable!() };
    assert_eq!(l.board, s.board, "the maze and everything on it");
    let mut twin = s.clone();
    twin.bag.reverse();
    twin.stashes[1][3] = Token::Genie(Genie::WayToTreasure);
    twin.rng = crate::games::rng::GameRng::new(99);
    assert_eq!(view(&twin, 3), view(&s, 3), "the bag's order and a genie in a stash are hidden from the Leader");
    assert_eq!(view(&twin, 0), view(&s, 0));
    assert_ne!(view(&twin, 1), view(&s, 1), "…but not from their owner");
    // The tools' twin changes just these: the bag's order and which genie lies in which stash.
    s.stashes[2].push(Token::Genie(Genie::WayToTreasure));
    let twin = s.hidden_twin();
    assert_eq!(view(&twin, 3), view(&s, 3));
    assert_ne!(twin.stashes(), s.stashes());
    assert_eq!(twin.bag().iter().rev().collect::<Vec<_>>(), s.bag().iter().collect::<Vec<_>>());
    let View::Adventurer(nobody) = view(&s, 9) else { panic!("a seat that does not exist is no Leader") };
    assert!(nobody.stash.is_empty() && nobody.choices.is_empty());
}

#[test]
fn after_a_catch_the_token_may_come_back_once_the_adventurers_moved_to_a_new_square() {
    let mut s = ready(2);
    s.hand = vec![Event::Movement(3), Event::Movement(4)];
    stand_before(&mut s, sq(4, 4));
    s.board.token = Some(sq(4, 4));
    go(&mut s, Act::Move(Movement::Forward));
    assert_eq!(s.phase, Phase::Caught);
    go(&mut s, Act::DiscardLamp(0));
    assert_eq!(s.phase, Phase::Walk, "no event for the square where they were caught");
    assert_eq!(s.board.token, None);
    let m = maze(&s);
    let on = Dir::ALL.into_iter().find(|&d| m.is_open(sq(4, 4), d) && sq(4, 4).beside(d).is_some()).unwrap();
    s.board.place.facing = on;
    go(&mut s, Act::Move(Movement::Forward));
    assert_eq!(s.phase, Phase::LeaderTurn, "a new square: the Leader may bring the token back");
    go(&mut s, Act::Play { event: Event::Movement(4), as_move: false });
    assert!(matches!(s.phase, Phase::TokenMoves { left: 4 }));
}

// ---- the app's decisions where the rulebook is silent (each said in the in-app rules) ---------

#[test]
fn a_curse_when_no_adventurer_holds_an_unlit_lamp_costs_no_lamp_and_still_sends_the_head_back() {
    let mut s = ready(3);
    s.lamps = vec![0, 0, 0];
    s.bag.extend([COIN, CARAFE, Token::Curse]);
    stand_before(&mut s, sq(1, 7));
    go(&mut s, Act::Move(Movement::Forward));
    assert_eq!(s.line, [1, 2, 0], "the head goes to the back");
    assert!(matches!(s.phase, Phase::Share { .. }), "no lamp to give up: the sharing begins");
    assert_eq!((s.lost_lamps, s.removed.clone()), (0, vec![Token::Curse]), "the curse leaves the game alone");
}

#[test]
fn a_genie_is_used_only_while_a_lamp_burns_with_the_party_inside_and_walking() {
    let mut s = ready(2);
    s.stashes[0].push(Token::Genie(Genie::WayToExit));
    let use_it = Action::now(Act::UseGenie { who: 0, genie: Genie::WayToExit, pay: false });
    assert_eq!(refused(&mut s, use_it), RuleError::LampState, "outside the maze");
    go(&mut s, Act::Move(Movement::Forward));
    let mut out = s.clone();
    out.apply(Action { ms: out.left_ms, act: Act::LampOut }).unwrap();
    assert_eq!(refused(&mut out, use_it), RuleError::LampState, "no lamp burns");
    let mut sharing = s.clone();
    sharing.phase = Phase::Share { turn: 0, from: Loot::Chest };
    assert_eq!(refused(&mut sharing, use_it), RuleError::NotNow, "not in the middle of a sharing");
    go(&mut s, Act::UseGenie { who: 0, genie: Genie::WayToExit, pay: false });
}

#[test]
fn a_lamp_not_lit_in_time_burns_in_the_hand_of_the_first_in_line_who_holds_one() {
    let mut s = ready(3);
    s.apply(Action { ms: s.left_ms, act: Act::LampOut }).unwrap();
    s.lamps = vec![0, 2, 3];
    assert_eq!(s.line[0], 0, "the head holds none");
    let left = s.left_ms;
    s.apply(Action { ms: left, act: Act::LampOut }).unwrap();
    assert_eq!(s.lamps, [0, 1, 3], "the next in line who holds one loses it");
}

#[test]
fn which_way_to_the_loot_leads_to_a_chest_still_closed_or_the_treasure_never_to_an_opened_chest() {
    let mut s = ready(2);
    // Every Chest but the one at (4,7) already open, the Treasure too.
    for c in s.board.chests.iter_mut() {
        c.1 = c.0 != sq(4, 7);
    }
    s.board.treasure_open = true;
    let from = Place { square: sq(0, 6), facing: Dir::East };
    stand(&mut s, from.square, from.facing);
    let first = s.way(Genie::WayToLoot, from).expect("a way");
    let to_closed = first_movements(&maze(&s), from, s.board.landslide, |q| q == sq(4, 7), false);
    assert_eq!(Some(first), to_closed.first().copied());
}

/// The end tells the expedition's story: the way walked, square by square, and what happened.
#[test]
fn the_story_at_the_end_has_the_way_walked_and_what_happened_on_it() {
    let mut s = ready(2);
    go(&mut s, Act::Move(Movement::Forward));
    let first = s.board.place.square;
    assert_eq!(s.story.path, [first], "the first square inside");
    let before = s.story.path.len();
    go(&mut s, Act::Move(Movement::TurnLeft));
    assert_eq!(s.story.path.len(), before, "a turn on the spot adds no square");
    // Any step onto another square (the Leader may answer it with an event: he passes).
    let step = s
        .legal_actions()
        .into_iter()
        .find(|a| {
            matches!(a.act, Act::Move(_)) && {
                let mut t = s.clone();
                t.apply(*a).is_ok() && t.board.place.square != first
            }
        })
        .expect("a way on");
    s.apply(step).unwrap();
    assert_eq!(s.story.path.len(), 2, "each step onto a square adds it");
    assert_eq!(super::view::view(&s, 0).table().story, None, "told only at the end");
    s.apply(Action { ms: s.left_ms, act: Act::LampOut }).unwrap();
    assert_eq!(s.story.lamps_out, 1);
}

#[test]
fn the_group_decides_together_any_adventurer_may_walk_but_a_genie_is_its_owner_s() {
    let mut s = ready(3);
    go(&mut s, Act::Move(Movement::Forward));
    if s.phase == Phase::LeaderTurn {
        go(&mut s, Act::Pass);
    }
    s.stashes[0].push(Token::Genie(Genie::WayToExit));
    let walk = |v: &View| v.choices().iter().any(|a| a.act == Act::Move(Movement::TurnLeft));
    let genie = |v: &View, who: crate::games::Seat| {
        v.choices().iter().any(|a| matches!(a.act, Act::UseGenie { who: w, .. } if w == who))
    };
    assert_eq!(s.to_act(), Some(0), "the head of the line");
    for seat in 0..3 {
        assert!(walk(&view(&s, seat)), "Adventurer {seat} may walk the party");
        assert_eq!(genie(&view(&s, seat), 0), seat == 0, "only the head of the line uses her genie");
    }
    assert!(!walk(&view(&s, s.leader())), "the Leader does not walk the party");
}
