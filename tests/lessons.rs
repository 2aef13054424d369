//! The lessons ("Learn to play", `src/app/lessons/`): each script read, checked against its game
//! (every play legal and whose its step says, every part pointed at on the table, the game
//! over at the end), and played to its end through the session core by a learner who does only
//! what the coach points at. Any text as a script is read without a panic.

mod common;

use sesame::app::lesson::{Kind, Script};
use sesame::app::session::{check_lesson, Anchor, Cursor, Effect, Framed, Input, LessonError, Screen, Session};
use sesame::app::storage::decode_entry;
use sesame::games::record::{AnyRecord, Record};
use sesame::games::GameId;
use std::sync::Arc;

const LESSONS: [(GameId, &str); 3] = [
    (GameId::AliBaba, include_str!("../src/app/lessons/lesson-ali-baba.txt")),
    (GameId::ThousandAndOne, include_str!("../src/app/lessons/lesson-thousand-and-one.txt")),
    (GameId::Sidibaba, include_str!("../src/app/lessons/lesson-sidibaba.txt")),
];

/// What a learner who follows the coach did: the steps seen and the taps made.
#[derive(Debug, Default)]
struct Followed {
    steps: usize,
    taps: usize,
    nexts: usize,
}

/// Plays a lesson through the session core, doing only what the coach points at; in a free
/// step, the first thing offered.
fn follow<G: Framed>(script: Script, record: Record<G>) -> Followed {
    let steps = script.steps.len();
    let mut now = 0.0;
    let mut s = Session::coached(record, Arc::new(script), Cursor { step: 0, played: 0 }, now, true).expect("opens");
    let mut fx = s.start(now);
    let mut done = Followed::default();
    let mut seen = 0;
    for _ in 0..5_000 {
        // The page's side: the app's thoughts, its timers.
        for effect in std::mem::take(&mut fx) {
            match effect {
                Effect::Think(id) => {
                    if let Some(thinking) = s.thinking(id) {
                        let action = thinking.finish();
                        fx.extend(s.decided(id, action, now));
                    }
                }
                Effect::WakeAt(t) => {
                    now = f64::max(now, t);
                    fx.extend(s.input(Input::Wake, now));
                }
                _ => {}
            }
        }
        let screen = s.screen();
        let handoff = match &screen {
            Screen::Handoff { seat, .. } => Some(*seat),
            _ => None,
        };
        let Some(coach) = s.coach(handoff.is_some()) else {
            // The computer plays its scripted move in a moment.
            now += 1_000.0;
            fx.extend(s.input(Input::Wake, now));
            continue;
        };
        assert!(!coach.lost, "the lesson lost its way at step {}", coach.number);
        assert!(!coach.refused, "a tap the coach pointed at was refused at step {}", coach.number);
        seen = seen.max(coach.number);
        let input = match (&coach.anchor, coach.step.kind) {
            (_, Kind::End) => break,
            (Anchor::Handoff, _) => Input::Handoff(handoff.expect("a hand-off screen")),
            (Anchor::Confirm, _) => Input::Confirm(true),
            _ if coach.next => {
                done.nexts += 1;
                Input::Next
            }
            (Anchor::Choice(i), _) => Input::Act(*i),
            (Anchor::Ui(key), _) => Input::Ui(key.clone()),
            (_, Kind::Free) => match &screen {
                Screen::Table(t) if !G::choices(&t.view).is_empty() => Input::Act(0),
                // A card to lay (A Thousand and One): as it lies.
                _ => Input::Ui("put".into()),
            },
            (anchor, kind) => panic!("step {} ({kind:?}) points at {anchor:?} and waits for nothing", coach.number),
        };
        if matches!(input, Input::Act(_) | Input::Ui(_)) {
            done.taps += 1;
        }
        now += 500.0;
        fx.extend(s.input(input, now));
    }
    done.steps = seen;
    assert_eq!(seen, steps, "the learner reached the last step");
    assert!(G::to_act(s.state()).is_none(), "the game is over at the end");
    done
}

fn open(game: GameId, text: &str) -> (Script, AnyRecord) {
    let script = Script::parse(text).unwrap_or_else(|e| panic!("{game:?}: line {} cannot be read", e.line));
    assert_eq!(script.game, game);
    let deal = decode_entry(&script.deal).expect("the deal is a save").record;
    assert_eq!(deal.game(), game);
    (script, deal)
}

#[test]
fn every_lesson_fits_its_game_play_by_play() {
    for (game, text) in LESSONS {
        let (script, deal) = open(game, text);
        let checked = match &deal {
            AnyRecord::AliBaba(r) => check_lesson(&script, r),
            AnyRecord::ThousandAndOne(r) => check_lesson(&script, r),
            AnyRecord::Sidibaba(r) => check_lesson(&script, r),
        };
        assert_eq!(checked, Ok(()), "{game:?}");
    }
}

#[test]
fn a_newcomer_who_does_only_what_the_coach_points_at_reaches_the_end_of_every_lesson() {
    for (game, text) in LESSONS {
        let (script, deal) = open(game, text);
        let done = match deal {
            AnyRecord::AliBaba(r) => follow(script, r),
            AnyRecord::ThousandAndOne(r) => follow(script, r),
            AnyRecord::Sidibaba(r) => follow(script, r),
        };
        println!("{game:?}: {} steps, {} taps, {} times Next", done.steps, done.taps, done.nexts);
    }
}

#[test]
fn any_text_as_a_script_is_read_or_refused_without_a_panic() {
    let mut hostile = common::Hostile::new(7);
    let (_, ali) = LESSONS[0];
    for _ in 0..2_000 {
        let text = hostile.damage(ali);
        if let Ok(script) = Script::parse(&text) {
            if let Ok(entry) = decode_entry(&script.deal) {
                if let AnyRecord::AliBaba(r) = entry.record {
                    let _ = check_lesson(&script, &r);
                }
            }
        }
    }
}

/// A lesson opened and played up to its first step that waits for a tap.
fn at_first_tap<G: Framed>(script: Script, record: Record<G>) -> (Session<G>, f64) {
    let mut now = 0.0;
    let mut s = Session::coached(record, Arc::new(script), Cursor { step: 0, played: 0 }, now, true).expect("opens");
    let mut fx = s.start(now);
    for _ in 0..200 {
        for effect in std::mem::take(&mut fx) {
            if let Effect::Think(id) = effect {
                if let Some(thinking) = s.thinking(id) {
                    fx.extend(s.decided(id, thinking.finish(), now));
                }
            }
        }
        match s.coach(false) {
            Some(c) if c.step.kind == Kind::Tap => return (s, now),
            Some(_) => fx.extend(s.input(Input::Next, now)),
            None => {
                now += 1_000.0;
                fx.extend(s.input(Input::Wake, now));
            }
        }
    }
    panic!("no step waits for a tap");
}

#[test]
fn a_tap_the_coach_did_not_ask_for_is_answered_and_changes_nothing() {
    let (script, deal) = open(GameId::AliBaba, LESSONS[0].1);
    let AnyRecord::AliBaba(record) = deal else { unreachable!() };
    let (mut s, now) = at_first_tap(script, record);
    let Some(Anchor::Choice(asked)) = s.coach(false).map(|c| c.anchor) else { panic!("a tile to take") };
    let moves = s.moves();
    let Screen::Table(t) = s.screen() else { panic!("the table") };
    let other = (0..t.view.choices.len()).find(|&i| i != asked).expect("another tile");
    let fx = s.input(Input::Act(other), now + 500.0);
    assert_eq!(s.moves(), moves, "nothing was played");
    assert!(fx.contains(&Effect::Changed), "the coach's answer is drawn");

    assert!(s.coach(false).expect("the coach").refused, "and the coach says not now");
    s.input(Input::Undo, now + 600.0);
    s.input(Input::Act(asked), now + 700.0);
    assert_eq!(s.moves(), moves + 1, "the tap asked for is played");
    assert!(!s.coach(false).is_some_and(|c| c.refused));
    let (script, deal) = open(GameId::AliBaba, LESSONS[0].1);
    let AnyRecord::AliBaba(record) = deal else { unreachable!() };
    let (mut s, now) = at_first_tap(script, record);
    s.input(Input::Ui("turn".into()), now);
    assert!(s.coach(false).expect("the coach").refused, "a button the coach did not point at too");
}

#[test]
fn a_lamp_stands_still_while_the_coach_speaks_and_burns_while_the_learner_acts() {
    let (script, deal) = open(GameId::Sidibaba, LESSONS[2].1);
    let AnyRecord::Sidibaba(record) = deal else { unreachable!() };
    let (mut s, mut now) = at_first_tap(script, record);
    // The first lamp lit: the coach speaks next, and the time holds.
    let Some(Anchor::Choice(light)) = s.coach(false).map(|c| c.anchor) else { panic!("light a lamp") };
    s.input(Input::Act(light), now);
    let coach = s.coach(false).expect("the coach");
    assert!(coach.next, "the coach speaks: {:?}", coach.step.kind);
    let held = s.time_left(now).expect("a lamp burns");
    now += 60_000.0;
    assert_eq!(s.time_left(now), Some(held), "a minute of the coach's words cost no lamp time");
    s.input(Input::Next, now);
    now += 10_000.0;
    assert_eq!(s.time_left(now), Some(held - 10_000), "ten seconds of the learner's cost ten");
}

#[test]
fn a_lesson_opens_again_at_the_step_it_was_left() {
    let (script, deal) = open(GameId::ThousandAndOne, LESSONS[1].1);
    let AnyRecord::ThousandAndOne(record) = deal else { unreachable!() };
    let (s, _) = at_first_tap(script.clone(), record);
    let (at, kept) = (s.cursor().expect("a lesson"), s.record().clone());
    let again = Session::coached(kept, Arc::new(script), at, 0.0, true).expect("opens");
    assert_eq!(again.coach(false).map(|c| c.number), s.coach(false).map(|c| c.number));
}

#[test]
fn a_cursor_outside_its_script_does_not_open() {
    let (script, deal) = open(GameId::ThousandAndOne, LESSONS[1].1);
    let AnyRecord::ThousandAndOne(record) = deal else { unreachable!() };
    let (steps, plays) = (script.steps.len(), script.plays.len());
    let script = Arc::new(script);
    let opens =
        |step, played| Session::coached(record.clone(), script.clone(), Cursor { step, played }, 0.0, true).is_some();
    assert!(opens(steps - 1, 0) && opens(0, plays), "the last step, every play made");
    assert!(!opens(steps, 0) && !opens(0, plays + 1));
}

/// The Ali Baba lesson, changed by `change`, checked against its game.
fn check_changed(change: impl Fn(&mut Script)) -> Result<(), LessonError> {
    let (mut script, deal) = open(GameId::AliBaba, LESSONS[0].1);
    let AnyRecord::AliBaba(record) = deal else { unreachable!() };
    change(&mut script);
    check_lesson(&script, &record)
}

#[test]
fn a_script_that_strays_from_its_game_is_refused_with_the_step_or_play_at_fault() {
    assert_eq!(check_changed(|s| s.plays[0] = 999), Err(LessonError::Play(0)), "no such choice");
    assert_eq!(check_changed(|s| s.steps[1].region = "nowhere".into()), Err(LessonError::Region(1)));
    assert_eq!(check_changed(|s| s.steps[1].kind = Kind::LampOut), Err(LessonError::Lamp(1)), "no lamp burns");
    // The learner plays freely only in the last step but one, and the end is the last step.
    assert_eq!(check_changed(|s| s.steps[1].kind = Kind::Free), Err(LessonError::Unfinished));
    assert_eq!(check_changed(|s| s.steps[1].kind = Kind::End), Err(LessonError::Unfinished));
    assert_eq!(check_changed(|s| drop(s.steps.pop())), Err(LessonError::Unfinished), "no end");
    assert_eq!(check_changed(|s| s.plays.push(0)), Err(LessonError::Unfinished), "a play left over");
    // The plays run out while the computer is to act, and the game never ends.
    let short = |s: &mut Script| {
        s.plays.truncate(1);
        let mut end = s.steps.pop().unwrap();
        end.region = "-".into();
        s.steps.truncate(4);
        s.steps.push(end);
    };
    assert_eq!(check_changed(short), Err(LessonError::Unfinished));
}

#[test]
fn the_coach_points_at_the_part_it_speaks_of_at_the_hand_off_button_and_ends_on_its_last_words() {
    let (script, deal) = open(GameId::AliBaba, LESSONS[0].1);
    let AnyRecord::AliBaba(record) = deal else { unreachable!() };
    let last = script.steps.len() - 1;
    assert_eq!((script.steps[0].region.as_str(), script.steps[last].kind), ("pyramid", Kind::End));
    let script = Arc::new(script);
    let s = Session::coached(record.clone(), script.clone(), Cursor { step: 0, played: 0 }, 0.0, true).unwrap();
    assert_eq!(s.coach(false).unwrap().anchor, Anchor::Region("pyramid".into()));
    assert_eq!(s.coach(true).unwrap().anchor, Anchor::Handoff);
    let mut end = Session::coached(record, script, Cursor { step: last, played: 0 }, 0.0, true).unwrap();
    assert!(!end.coach(false).unwrap().next, "no Next: Play for real");
    assert!(!end.input(Input::Next, 1.0).contains(&Effect::Save), "a Next leads nowhere");
    assert_eq!(end.cursor(), Some(Cursor { step: last, played: 0 }));
}
