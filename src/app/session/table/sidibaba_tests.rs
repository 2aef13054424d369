//! Sidibaba across phones: the party on Lea's phone (the host), Omar the Leader of the Thieves
//! on his own. The host's clock rules the lamps.

use super::*;
use crate::games::sidibaba::{Act, Action, Config, LeaderPlayer, LeaderStrength, Sidibaba};
use crate::games::Game;

const CODE: u32 = 1001;
const OMAR: Peer = 1;
const TOM: Peer = 2;

fn expedition(leader: LeaderPlayer) -> Record<Sidibaba> {
    let config = Config {
        adventurers: ["Lea", "Tom"].iter().map(|s| s.to_string()).collect(),
        lamps: vec![6, 6],
        leader,
        line_any_time: false,
        strength: LeaderStrength::Fair,
    };
    Record::new(config, 5)
}

fn omar() -> LeaderPlayer {
    LeaderPlayer::Person("Omar".into())
}

/// Lea's phone holds the party; Omar's phone has joined as the Leader.
fn at_the_table() -> (Host<Sidibaba>, Guest<Sidibaba>) {
    let record = expedition(omar());
    let mut host = Host::new(record.clone()).unwrap();
    host.invite(CODE);
    host.keep_seats(&[Some(0), Some(1)]);
    let mut leader = Guest::new(record, None, CODE).unwrap();
    let out = host.receive_at(OMAR, leader.join(), 0.0);
    assert_eq!(leader.receive(out[0].1.clone()), Heard::Nothing, "an expedition not yet set up");
    (host, leader)
}

fn state(host: &Host<Sidibaba>) -> <Sidibaba as Game>::State {
    host.state.clone()
}

/// Omar's move from his phone, heard by the host at `now`: what the host sent back.
fn from_omar(host: &mut Host<Sidibaba>, leader: &mut Guest<Sidibaba>, action: Action, now: f64) -> Vec<Heard> {
    let message = leader.play(action).expect("a move of the rules");
    let out = host.receive_at(OMAR, message, now);
    out.into_iter().map(|(_, m)| leader.receive(m)).collect()
}

/// The Leader sets the maze up from his phone, then the party lights its first lamp at 0 ms.
fn set_up(host: &mut Host<Sidibaba>, leader: &mut Guest<Sidibaba>) {
    while Sidibaba::to_act(&state(host)) == Some(2) {
        let first = Sidibaba::legal_actions(&state(host))[0];
        assert_eq!(from_omar(host, leader, first, 0.0), vec![Heard::Moved(1)]);
    }
    let light = host.play_at(Action::now(Act::Light), 0.0).unwrap();
    assert_eq!(leader.receive(light), Heard::Moved(1));
}

/// The party walks forward (or does whatever comes first) until Omar may stop it: the moves
/// each take `ms` on the host's clock. The host's clock then reads the returned time.
fn walk_until_the_leader_may_stop(host: &mut Host<Sidibaba>, leader: &mut Guest<Sidibaba>, ms: u32) -> f64 {
    let mut now = 0.0;
    for _ in 0..200 {
        let s = state(host);
        let legal = Sidibaba::legal_actions(&s);
        if legal.iter().any(|a| a.act == Act::Stop) {
            return now;
        }
        let party = legal.iter().find(|a| Sidibaba::actor(&s, **a) != Some(2) && a.act != Act::LampOut);
        let Some(&action) = party else {
            // The Leader's turn: Omar passes, from his phone.
            let pass = legal.iter().find(|a| a.act == Act::Pass).copied().unwrap_or(legal[0]);
            from_omar(host, leader, pass, now);
            continue;
        };
        now += f64::from(ms);
        let message = host.play_at(Sidibaba::after_ms(action, ms), now).unwrap();
        assert_eq!(leader.receive(message), Heard::Moved(1));
    }
    panic!("the Leader was never offered to stop the party");
}

#[test]
fn the_leader_sets_up_the_maze_and_stops_the_party_from_his_own_phone() {
    let (mut host, mut leader) = at_the_table();
    set_up(&mut host, &mut leader);
    let now = walk_until_the_leader_may_stop(&mut host, &mut leader, 700);
    let s = state(&host);
    assert_ne!(Sidibaba::to_act(&s), Some(2), "the party is to act");
    let stop = Sidibaba::after_ms(Action::now(Act::Stop), 300);
    assert_eq!(from_omar(&mut host, &mut leader, stop, now + 300.0), vec![Heard::Moved(1)]);
    assert_eq!(Sidibaba::to_act(&state(&host)), Some(2), "the Leader's turn, at once");
    let kept = host.record().actions.last().map(|&a| Sidibaba::ms(a));
    assert_eq!(kept, Some(300), "the time Omar's phone measured, within the slack of the host's");
    assert_eq!(leader.record(), host.record());
}

#[test]
fn an_adventurer_s_phone_cannot_stop_the_party_for_the_leader() {
    let (mut host, mut leader) = at_the_table();
    set_up(&mut host, &mut leader);
    let now = walk_until_the_leader_may_stop(&mut host, &mut leader, 700);
    // Tom joins on a phone of his own, with his seat; Lea's phone keeps hers.
    host.keep_seats(&[Some(0)]);
    host.invite(7);
    let tom = Guest::new(host.record().clone(), Some(1), 7).unwrap();
    host.receive_at(TOM, tom.join(), now);
    let before = host.record().clone();
    let stop = tom.play(Action::now(Act::Stop)).unwrap();
    let out = host.receive_at(TOM, stop, now);
    assert_eq!(out[0], (Some(TOM), Message::Refused { at: before.actions.len() as u32 }));
    assert_eq!(host.record(), &before);
}

#[test]
fn a_phone_s_move_takes_its_own_time_unless_the_host_s_clock_ran_longer_than_the_slack() {
    let (mut host, mut leader) = at_the_table();
    set_up(&mut host, &mut leader);
    let now = walk_until_the_leader_may_stop(&mut host, &mut leader, 700);
    let left = Sidibaba::time_left(&state(&host)).unwrap();
    // Omar's phone says 10 ms passed; the host heard it 5 s after the last move.
    let stop = Sidibaba::after_ms(Action::now(Act::Stop), 10);
    from_omar(&mut host, &mut leader, stop, now + 5_000.0);
    let stamped = 5_000 - CLOCK_SLACK_MS;
    assert_eq!(host.record().actions.last().map(|&a| Sidibaba::ms(a)), Some(stamped));
    assert_eq!(Sidibaba::time_left(&state(&host)), Some(left - stamped));
    assert_eq!(leader.record(), host.record(), "Omar's phone keeps the host's time");
}

#[test]
fn the_lamp_goes_out_by_the_host_s_clock() {
    let (mut host, mut leader) = at_the_table();
    set_up(&mut host, &mut leader);
    let now = walk_until_the_leader_may_stop(&mut host, &mut leader, 700);
    let left = Sidibaba::time_left(&state(&host)).unwrap();
    let out = Sidibaba::timeout(&state(&host)).unwrap();
    // Omar's phone puts the lamp out long before the host's clock says so: refused.
    let before = host.record().clone();
    let early = leader.play(out).unwrap();
    assert!(matches!(host.receive_at(OMAR, early.clone(), now + 1_000.0)[0].1, Message::Refused { .. }));
    assert_eq!(host.record(), &before);
    // The host's own clock puts it out; Omar's phone, a moment late, is sent the move and no refusal.
    let moves = host.play_at(out, now + f64::from(left)).unwrap();
    let answer = host.receive_at(OMAR, early, now + f64::from(left) + 20.0);
    assert_eq!(answer.len(), 1);
    assert!(matches!(answer[0].1, Message::Moves { .. }));
    assert_eq!(leader.receive(moves), Heard::Moved(1));
}

#[test]
fn a_pause_travels_as_the_step_after_the_legal_actions() {
    let (mut host, mut leader) = at_the_table();
    set_up(&mut host, &mut leader);
    let s = state(&host);
    let pause = Sidibaba::pause(&s, 1_234).unwrap();
    let step = step_of::<Sidibaba>(&s, pause).unwrap();
    assert_eq!(step, Step { index: Sidibaba::legal_actions(&s).len() as u32, ms: 1_234 });
    assert_eq!(named::<Sidibaba>(&s, Step { index: step.index + 1, ms: 1_234 }), None, "nothing lies beyond it");
    let message = host.play_at(pause, 1_234.0).unwrap();
    assert_eq!(leader.receive(message), Heard::Moved(1));
    assert_eq!(leader.record().actions.last(), Some(&pause));
}

#[test]
fn only_a_person_leader_has_a_seat_to_join() {
    let record = expedition(LeaderPlayer::App);
    let mut host = Host::new(record.clone()).unwrap();
    host.invite(CODE);
    let phone = Guest::new(record, None, CODE).unwrap();
    assert!(matches!(host.receive(OMAR, phone.join())[0].1, Message::Refused { .. }), "the app plays him");
    let (mut host, _) = at_the_table();
    let second = Guest::new(expedition(omar()), None, CODE).unwrap();
    assert!(matches!(host.receive(9, second.join())[0].1, Message::Refused { .. }), "one Leader");
    let by_seat = Guest::new(expedition(omar()), Some(2), CODE).unwrap();
    assert!(matches!(host.receive(9, by_seat.join())[0].1, Message::Refused { .. }), "named by his seat");
    host.left(OMAR);
    assert!(matches!(host.receive(9, by_seat.join())[0].1, Message::Moves { .. }), "his seat, free again");
    assert_eq!(host.seats(), vec![Some(0), Some(1), None]);
}

#[test]
fn pausing_on_one_phone_pauses_all_and_the_time_it_stood_still_counts_for_nobody() {
    let (mut host, mut leader) = at_the_table();
    set_up(&mut host, &mut leader);
    let now = walk_until_the_leader_may_stop(&mut host, &mut leader, 700);
    let phone: &mut dyn Phone = &mut leader;
    let out = phone.pause(true, 0.0);
    assert_eq!(out, vec![(Some(HOST), Message::Pause { paused: true })]);
    // The host hears it and tells every phone, Omar's too; a second pause changes nothing.
    let host_phone: &mut dyn Phone = &mut host;
    let (out, heard) = host_phone.hear(OMAR, out[0].1.clone(), now + 100.0);
    assert_eq!((out, heard), (vec![(None, Message::Pause { paused: true })], Heard::Paused(true)));
    assert_eq!(host_phone.hear(OMAR, Message::Pause { paused: true }, now + 200.0).0, Vec::new());
    assert_eq!(leader.receive(Message::Pause { paused: true }), Heard::Paused(true));
    // A minute later the party goes on; Omar stops it a second after, though his phone says
    // 10 ms: the 100 ms before the pause and the second after count (less the slack), not the
    // minute.
    let host_phone: &mut dyn Phone = &mut host;
    assert_eq!(host_phone.pause(false, now + 60_100.0), vec![(None, Message::Pause { paused: false })]);
    let stop = Sidibaba::after_ms(Action::now(Act::Stop), 10);
    from_omar(&mut host, &mut leader, stop, now + 61_100.0);
    assert_eq!(host.record().actions.last().map(|&a| Sidibaba::ms(a)), Some(100 + 1_000 - CLOCK_SLACK_MS));
}

/// The party's phone (the host, whose clock is the table's) put away: every phone pauses, and
/// the time it was away counts for nobody. Omar's phone put away stops only his own screen.
#[test]
fn the_inviting_phone_put_away_pauses_every_phone_another_only_itself() {
    let (mut host, mut leader) = at_the_table();
    set_up(&mut host, &mut leader);
    let now = walk_until_the_leader_may_stop(&mut host, &mut leader, 700);
    let omar_phone: &mut dyn Phone = &mut leader;
    assert_eq!(omar_phone.hidden(now), Vec::new());
    let host_phone: &mut dyn Phone = &mut host;
    assert_eq!(host_phone.hidden(now + 100.0), vec![(None, Message::Pause { paused: true })]);
    assert_eq!(host_phone.hidden(now + 200.0), Vec::new(), "put away twice is once");
    assert_eq!(host_phone.pause(false, now + 300_100.0), vec![(None, Message::Pause { paused: false })]);
    let stop = Sidibaba::after_ms(Action::now(Act::Stop), 10);
    from_omar(&mut host, &mut leader, stop, now + 301_100.0);
    assert_eq!(host.record().actions.last().map(|&a| Sidibaba::ms(a)), Some(100 + 1_000 - CLOCK_SLACK_MS));
}

#[test]
fn a_stranger_s_pause_is_not_heard() {
    let (mut host, _) = at_the_table();
    assert!(host.receive_at(9, Message::Pause { paused: true }, 0.0).is_empty());
    assert!(!host.paused());
}

/// Whole expeditions across two phones, every choice drawn at random: the party's on the host,
/// the Leader's (his stop among them) from Omar's phone, each after a random time; the lamp goes
/// out by the host's clock. Both phones end with the same record, which replays.
#[test]
fn whole_expeditions_across_phones_end_with_the_same_record_on_both() {
    use crate::games::rng::GameRng;
    for seed in 0..30 {
        let mut rng = GameRng::new(seed);
        let (mut host, mut leader) = at_the_table();
        let mut now = 0.0;
        for _ in 0..3_000 {
            let s = state(&host);
            if Sidibaba::outcome(&s).is_some() {
                break;
            }
            let ms = rng.below(4_000);
            let left = Sidibaba::time_left(&s);
            if left.is_some_and(|left| ms >= left) {
                now += f64::from(left.unwrap());
                let out = host.play_at(Sidibaba::timeout(&s).unwrap(), now).unwrap();
                assert_eq!(leader.receive(out), Heard::Moved(1));
                continue;
            }
            let ms = if left.is_some() { ms } else { 0 };
            now += f64::from(ms);
            let legal = Sidibaba::legal_actions(&s);
            let his: Vec<_> = legal.iter().filter(|a| Sidibaba::actor(&s, **a) == Some(2)).collect();
            let theirs: Vec<_> = legal.iter().filter(|a| !matches!(Sidibaba::actor(&s, **a), Some(2) | None)).collect();
            let omar_plays = !his.is_empty() && (theirs.is_empty() || rng.below(4) == 0);
            if omar_plays {
                let action = Sidibaba::after_ms(*his[rng.below(his.len() as u32) as usize], ms);
                assert_eq!(from_omar(&mut host, &mut leader, action, now), vec![Heard::Moved(1)], "seed {seed}");
            } else {
                let action = Sidibaba::after_ms(*theirs[rng.below(theirs.len() as u32) as usize], ms);
                let out = host.play_at(action, now).unwrap();
                assert_eq!(leader.receive(out), Heard::Moved(1));
            }
        }
        assert!(Sidibaba::outcome(&state(&host)).is_some(), "seed {seed}: the expedition ended");
        assert_eq!(leader.record(), host.record());
    }
}

#[test]
fn a_move_the_rules_refuse_is_not_sent_nor_kept_as_anything_else() {
    let (mut host, mut leader) = at_the_table();
    set_up(&mut host, &mut leader);
    let before = host.record().clone();
    // The party walks while the lamp burns: a Leader's pass is no move of theirs now.
    let pass = Sidibaba::after_ms(Action::now(Act::Pass), 500);
    assert_eq!(host.play_at(pass, 500.0), None);
    assert_eq!(leader.play(pass), None);
    assert_eq!(host.record(), &before);
}

#[test]
fn a_lamp_out_from_another_phone_counts_once_the_host_s_clock_ran_as_long() {
    let (mut host, mut leader) = at_the_table();
    set_up(&mut host, &mut leader);
    let now = walk_until_the_leader_may_stop(&mut host, &mut leader, 700);
    let left = Sidibaba::time_left(&state(&host)).unwrap();
    let out = Sidibaba::timeout(&state(&host)).unwrap();
    // Omar's phone puts it out a little before the host's clock does (within the slack).
    let heard = from_omar(&mut host, &mut leader, out, now + f64::from(left) - 100.0);
    assert_eq!(heard, vec![Heard::Moved(1)]);
    assert_eq!(host.record().actions.last(), Some(&out));
}

/// Lea's phone holds the party and lends Tom his seat: Tom joins on his own phone.
fn tom_joins(host: &mut Host<Sidibaba>, now: f64) -> Guest<Sidibaba> {
    host.invite(7);
    let mut tom = Guest::new(host.record().clone(), Some(1), 7).unwrap();
    let out = host.receive_at(TOM, tom.join(), now);
    assert!(matches!(tom.receive(out[0].1.clone()), Heard::Nothing | Heard::Moved(_)));
    tom
}

fn party_on_lea_s_phone() -> (Host<Sidibaba>, Guest<Sidibaba>) {
    let (mut host, leader) = at_the_table();
    host.lend_seats(&[0, 1]);
    (host, leader)
}

#[test]
fn a_seat_is_free_unless_a_guest_s_phone_took_it_or_the_host_keeps_it_for_good() {
    let mut host = Host::new(expedition(omar())).unwrap();
    assert_eq!(host.free(), 3, "two Adventurers and the Leader");
    host.keep_seats(&[Some(0), Some(1)]);
    assert_eq!(host.free(), 1, "the Leader");
    host.lend_seats(&[0, 1]);
    assert_eq!(host.free(), 3, "seats lent count as free");
    host.invite(CODE);
    let omar = Guest::<Sidibaba>::new(host.record().clone(), None, CODE).unwrap();
    host.receive_at(OMAR, omar.join(), 0.0);
    assert_eq!(Phone::free(&host), 2, "as the page asks it");
}

#[test]
fn an_adventurer_takes_their_seat_from_the_party_s_phone_and_it_goes_back_when_their_phone_goes() {
    let (mut host, _leader) = party_on_lea_s_phone();
    let tom = tom_joins(&mut host, 0.0);
    let mut seats = host.seats();
    seats.sort();
    assert_eq!(seats, vec![None, Some(0), Some(1)], "Omar, Lea and Tom, once each");
    let mut away = Phone::away(&host);
    away.sort();
    assert_eq!(away, vec![1, 2], "the party's phone waits for Tom's phone and Omar's");
    assert!(Phone::away(&tom).is_empty(), "a guest's phone needs to know of none");
    assert_eq!(Phone::free(&tom), 0, "and invites nobody");
    assert!(host.plays(TOM, Some(1)) && !host.plays(HOST, Some(1)), "Tom's seat is on Tom's phone");
    // Another phone asking for Tom's seat is refused; Lea's is still lent.
    host.invite(8);
    let other = Guest::<Sidibaba>::new(host.record().clone(), Some(1), 8).unwrap();
    assert!(matches!(host.receive_at(3, other.join(), 0.0)[0].1, Message::Refused { .. }));
    host.left(TOM);
    assert!(host.plays(HOST, Some(1)), "the party's phone plays Tom again");
    assert!(matches!(host.receive_at(3, other.join(), 0.0)[0].1, Message::Moves { .. }), "free again");
}

#[test]
fn the_party_walks_as_one_from_any_adventurer_s_phone() {
    let (mut host, mut leader) = party_on_lea_s_phone();
    set_up(&mut host, &mut leader);
    let mut tom = tom_joins(&mut host, 0.0);
    let s = state(&host);
    let head = Sidibaba::to_act(&s);
    let walk = Sidibaba::legal_actions(&s).into_iter().find(|a| matches!(a.act, Act::Move(_))).unwrap();
    assert_eq!(head, Some(0), "Lea leads the line: the group decides together, Tom may walk");
    let out = host.receive_at(TOM, tom.play(Sidibaba::after_ms(walk, 400)).unwrap(), 400.0);
    assert_eq!(
        out,
        vec![(None, Message::Moves { from: host.record().actions.len() as u32 - 1, steps: out_steps(&out) })]
    );
    assert_eq!(tom.receive(out[0].1.clone()), Heard::Moved(1));
    assert_eq!(leader.receive(out[0].1.clone()), Heard::Moved(1));
    assert_eq!(tom.record(), host.record());
}

fn out_steps(out: &[(Option<Peer>, Message)]) -> Vec<Step> {
    match &out[0].1 {
        Message::Moves { steps, .. } => steps.clone(),
        other => panic!("not moves: {other:?}"),
    }
}

#[test]
fn the_same_step_from_two_adventurers_at_once_goes_in_once_and_refuses_nobody() {
    let (mut host, mut leader) = party_on_lea_s_phone();
    set_up(&mut host, &mut leader);
    let tom = tom_joins(&mut host, 0.0);
    let walk = Sidibaba::legal_actions(&state(&host)).into_iter().find(|a| matches!(a.act, Act::Move(_))).unwrap();
    let tom_s = tom.play(Sidibaba::after_ms(walk, 400)).unwrap();
    host.play_at(Sidibaba::after_ms(walk, 390), 390.0).unwrap();
    let out = host.receive_at(TOM, tom_s, 400.0);
    assert_eq!(out.len(), 1, "the moves, no refusal: {out:?}");
    assert!(matches!(out[0], (Some(TOM), Message::Moves { .. })));
}

/// Whole expeditions with Tom on his own phone: the party's moves come from Lea's phone or
/// Tom's at random, Tom's only when his view offers them (or the Leader's standing order, which
/// every phone plays by itself); each time Lea may use a genie, Tom's
/// phone tries it for her and is refused. Every phone ends with the same record.
#[test]
fn whole_expeditions_with_the_party_on_two_phones() {
    use crate::games::rng::GameRng;
    let mut refused = 0;
    for seed in 0..30 {
        let mut rng = GameRng::new(seed);
        let (mut host, mut leader) = party_on_lea_s_phone();
        let mut tom = tom_joins(&mut host, 0.0);
        let mut now = 0.0;
        for _ in 0..3_000 {
            let s = state(&host);
            if Sidibaba::outcome(&s).is_some() {
                break;
            }
            let left = Sidibaba::time_left(&s);
            let ms = if left.is_some() { rng.below(4_000) } else { 0 };
            now += f64::from(left.map_or(0, |left| ms.min(left)));
            let legal = Sidibaba::legal_actions(&s);
            let pick =
                |rng: &mut GameRng, of: &[Action]| Sidibaba::after_ms(of[rng.below(of.len() as u32) as usize], ms);
            let of = |seat: Option<Seat>| {
                legal.iter().copied().filter(|a| Sidibaba::actor(&s, *a) == seat).collect::<Vec<_>>()
            };
            let (lea_s, his, party) = (of(Some(0)), of(Some(2)), [of(Some(0)), of(Some(1))].concat());
            // The "Leader: stop!" a view offers the head of the line is for a Leader on the
            // party's phone: Tom's phone does not show it.
            let tom_s: Vec<_> =
                Sidibaba::choices(&Sidibaba::view(&s, 1)).iter().copied().filter(|a| a.act != Act::Stop).collect();
            if let Some(&genie) = lea_s.iter().find(|a| matches!(a.act, Act::UseGenie { .. } | Act::LayArrow { .. })) {
                let out = host.receive_at(TOM, tom.play(genie).unwrap(), now);
                assert!(matches!(out[0].1, Message::Refused { .. }), "seed {seed}: Lea's genie is hers");
                tom.receive(out[0].1.clone());
                refused += 1;
            }
            let out = if left.is_some_and(|left| ms >= left) {
                vec![(None, host.play_at(Sidibaba::timeout(&s).unwrap(), now).unwrap())]
            } else if let Some(standing) = Sidibaba::standing(&s).filter(|_| rng.below(2) == 0) {
                // The Leader's standing order: every phone plays it by itself, Tom's too.
                host.receive_at(TOM, tom.play(Sidibaba::after_ms(standing, ms)).unwrap(), now)
            } else if !his.is_empty() && (party.is_empty() || rng.below(4) == 0) {
                host.receive_at(OMAR, leader.play(pick(&mut rng, &his)).unwrap(), now)
            } else if !tom_s.is_empty() && rng.below(2) == 0 {
                host.receive_at(TOM, tom.play(pick(&mut rng, &tom_s)).unwrap(), now)
            } else {
                vec![(None, host.play_at(pick(&mut rng, &party), now).unwrap())]
            };
            assert_eq!(out.len(), 1, "seed {seed}: {out:?} {:?}", s.phase());
            assert_eq!(
                (leader.receive(out[0].1.clone()), tom.receive(out[0].1.clone())),
                (Heard::Moved(1), Heard::Moved(1))
            );
        }
        assert!(Sidibaba::outcome(&state(&host)).is_some(), "seed {seed}: the expedition ended");
        assert_eq!((leader.record(), tom.record()), (host.record(), host.record()), "seed {seed}");
    }
    assert!(refused > 0, "Lea found a genie in some expedition");
}
