//! Three phones at one table of Ali Baba: Lea's phone invited Tom's and Ana's.

use super::*;
use crate::games::ali_baba::{AliBaba, Config, Variant};
use crate::games::Game;

const CODE: u32 = 4711;

fn new_game() -> Record<AliBaba> {
    let config = Config {
        players: ["Lea", "Tom", "Ana"].iter().map(|s| s.to_string()).collect(),
        variant: Variant::Standard,
        open_screens: false,
        start: Some(0),
        computers: Default::default(),
    };
    Record::new(config, 99)
}

struct Table {
    host: Host<AliBaba>,
    tom: Guest<AliBaba>,
    ana: Guest<AliBaba>,
}

const TOM: Peer = 1;
const ANA: Peer = 2;

/// Every message the host sends reaches the guests it is for.
fn deliver(table: &mut Table, out: Vec<(Option<Peer>, Message)>) -> Vec<(Peer, Heard)> {
    let mut heard = Vec::new();
    for (to, message) in out {
        for (peer, guest) in [(TOM, &mut table.tom), (ANA, &mut table.ana)] {
            if to.is_none_or(|p| p == peer) {
                heard.push((peer, guest.receive(message.clone())));
            }
        }
    }
    heard
}

/// A host that has made the invitation numbered `CODE`.
fn invited(mut host: Host<AliBaba>) -> Host<AliBaba> {
    host.invite(CODE);
    host
}

fn seated() -> Table {
    let record = new_game();
    let mut table = Table {
        host: invited(Host::new(record.clone()).unwrap()),
        tom: Guest::new(record.clone(), Some(1), CODE).unwrap(),
        ana: Guest::new(record, Some(2), CODE).unwrap(),
    };
    for (peer, join) in [(TOM, table.tom.join()), (ANA, table.ana.join())] {
        let out = table.host.receive(peer, join);
        deliver(&mut table, out);
    }
    table
}

fn state_of(record: &Record<AliBaba>) -> <AliBaba as Game>::State {
    record.replay().unwrap()
}

/// Whoever is to act plays the first legal action, from their own phone.
fn play_a_turn(table: &mut Table) {
    let state = state_of(table.host.record());
    let action = AliBaba::legal_actions(&state)[0];
    match AliBaba::to_act(&state) {
        Some(0) => {
            let m = table.host.play(action).unwrap();
            deliver(table, vec![(None, m)]);
        }
        Some(seat) => {
            let (peer, guest) = if seat == 1 { (TOM, &table.tom) } else { (ANA, &table.ana) };
            let m = guest.play(action).unwrap();
            let out = table.host.receive(peer, m);
            deliver(table, out);
        }
        None => {}
    }
}

#[test]
fn every_phone_holds_the_same_record_after_a_whole_game() {
    let mut table = seated();
    while AliBaba::to_act(&state_of(table.host.record())).is_some() {
        play_a_turn(&mut table);
    }
    assert!(table.host.record().actions.len() > 30);
    assert_eq!(table.tom.record(), table.host.record());
    assert_eq!(table.ana.record(), table.host.record());
}

#[test]
fn a_move_out_of_turn_is_refused_and_changes_nothing() {
    let mut table = seated();
    // Lea (the host) is to act; Tom tries to take a tile anyway.
    let state = state_of(table.host.record());
    let m = table.tom.play(AliBaba::legal_actions(&state)[0]).unwrap();
    let out = table.host.receive(TOM, m);
    let heard = deliver(&mut table, out);
    assert_eq!(heard[0], (TOM, Heard::Refused(0)));
    assert!(table.host.record().actions.is_empty());
    assert!(table.tom.record().actions.is_empty());
}

#[test]
fn a_move_the_rules_do_not_allow_is_refused_on_the_host() {
    let mut table = seated();
    play_a_turn(&mut table);
    let before = table.host.record().clone();
    let out = table.host.receive(TOM, Message::Move { at: 1, step: Step { index: 999, ms: 0 } });
    assert_eq!(out[0], (Some(TOM), Message::Refused { at: 1 }));
    assert_eq!(table.host.record(), &before);
}

#[test]
fn a_stale_phone_is_refused_and_sent_what_it_missed() {
    let mut table = seated();
    play_a_turn(&mut table); // Lea
                             // Tom's phone slept through Lea's move: it still thinks the record is empty.
    let mut sleepy = Guest::new(new_game(), Some(1), CODE).unwrap();
    let state = state_of(&new_game());
    let stale = sleepy.play(AliBaba::legal_actions(&state)[0]).unwrap();
    let out = table.host.receive(TOM, stale);
    assert_eq!(out[0], (Some(TOM), Message::Refused { at: 0 }));
    assert_eq!(sleepy.receive(out[1].1.clone()), Heard::Moved(1));
    assert_eq!(sleepy.record(), table.host.record());
}

#[test]
fn a_phone_that_rejoins_catches_up_from_the_record() {
    let mut table = seated();
    for _ in 0..6 {
        play_a_turn(&mut table);
    }
    // Ana closed the tab and opens the game again, with the moves her phone had saved.
    let mut saved = table.host.record().clone();
    saved.actions.truncate(2);
    let mut ana = Guest::new(saved, Some(2), CODE).unwrap();
    let out = table.host.receive(ANA, ana.join());
    assert_eq!(ana.receive(out[0].1.clone()), Heard::Moved(table.host.record().actions.len() - 2));
    assert_eq!(ana.record(), table.host.record());
}

#[test]
fn a_phone_without_the_invitations_code_or_on_a_taken_seat_does_not_join() {
    let mut table = seated();
    let stranger = Guest::new(new_game(), Some(2), 1234).unwrap();
    assert!(matches!(table.host.receive(9, stranger.join())[0].1, Message::Refused { .. }));
    let thief = Guest::new(new_game(), Some(1), CODE).unwrap();
    assert!(matches!(table.host.receive(9, thief.join())[0].1, Message::Refused { .. }));
    let nobody = Guest::new(new_game(), Some(7), CODE).unwrap();
    assert!(matches!(table.host.receive(9, nobody.join())[0].1, Message::Refused { .. }));
    let no_leader = Guest::new(new_game(), None, CODE).unwrap();
    assert!(matches!(table.host.receive(9, no_leader.join())[0].1, Message::Refused { .. }), "no Leader in Ali Baba");
    let one_too_many = Guest::new(new_game(), Some(3), CODE).unwrap();
    assert!(
        matches!(table.host.receive(9, one_too_many.join())[0].1, Message::Refused { .. }),
        "three players: no seat 3"
    );
}

#[test]
fn each_invitation_the_host_made_seats_a_guest_and_no_other_number_does() {
    let record = new_game();
    let mut host = Host::new(record.clone()).unwrap();
    let stranger = Guest::new(record.clone(), Some(1), CODE).unwrap();
    assert!(matches!(host.receive(TOM, stranger.join())[0].1, Message::Refused { .. }), "before any invitation");
    host.invite(CODE);
    host.keep_seat(Some(0));
    host.invite(5150);
    let tom = Guest::new(record.clone(), Some(1), CODE).unwrap();
    assert!(matches!(host.receive(TOM, tom.join())[0].1, Message::Moves { .. }), "the first invitation");
    let ana = Guest::new(record.clone(), Some(2), 5150).unwrap();
    assert!(matches!(host.receive(ANA, ana.join())[0].1, Message::Moves { .. }), "the second invitation");
    host.left(ANA);
    let made_up = Guest::new(record, Some(2), 5151).unwrap();
    assert!(matches!(host.receive(ANA, made_up.join())[0].1, Message::Refused { .. }), "a number it never gave");
}

#[test]
fn moves_that_diverge_from_a_phones_own_are_not_applied() {
    let mut table = seated();
    play_a_turn(&mut table);
    let state = state_of(&new_game());
    let other = AliBaba::legal_actions(&state)[1];
    let mut own = new_game();
    own.actions.push(other);
    let mut phone = Guest::new(own.clone(), Some(1), CODE).unwrap();
    let out = table.host.receive(TOM, phone.join());
    assert_eq!(phone.receive(out[0].1.clone()), Heard::Diverged(0));
    assert_eq!(phone.record(), &own);
}

#[test]
fn a_move_the_rules_refuse_from_a_hostile_host_is_not_applied() {
    let mut table = seated();
    let heard = table.tom.receive(Message::Moves { from: 0, steps: vec![Step { index: 500, ms: 0 }] });
    assert_eq!(heard, Heard::Illegal(0));
    assert_eq!(table.tom.receive(Message::Moves { from: 5, steps: vec![] }), Heard::Gap);
    assert!(table.tom.record().actions.is_empty());
}

/// As the page drives a phone: the frame saves the game with a move made here, the phone sends
/// it; what comes back is heard.
#[test]
fn a_phone_sends_a_move_made_on_it_once_and_keeps_it_when_the_host_sends_it_back() {
    let mut table = seated();
    table.host.keep_seat(Some(0));
    play_a_turn(&mut table); // Lea
    let mut tom: Box<dyn Phone> = Box::new(Guest::new(table.host.record().clone(), Some(1), CODE).unwrap());
    let mut saved = table.host.record().clone();
    saved.actions.push(AliBaba::legal_actions(&state_of(&saved))[0]);
    let saved = AnyRecord::AliBaba(saved);
    let out = tom.played(&saved, 0.0);
    assert_eq!(out.len(), 1);
    // Saved again before the host answered: nothing sent twice.
    assert!(tom.played(&saved, 0.0).is_empty());
    let host: &mut dyn Phone = &mut table.host;
    let (echo, heard) = host.hear(TOM, out[0].1.clone(), 0.0);
    assert_eq!(heard, Heard::Moved(1));
    assert_eq!(host.record(), saved);
    assert_eq!(tom.hear(HOST, echo[0].1.clone(), 0.0).1, Heard::Moved(1));
    assert_eq!(tom.record(), saved);
}

#[test]
fn the_host_s_own_seat_is_taken_and_a_guest_who_left_frees_theirs() {
    let mut table = seated();
    table.host.keep_seat(Some(0));
    let lea_again = Guest::new(new_game(), Some(0), CODE).unwrap();
    assert!(matches!(table.host.receive(9, lea_again.join())[0].1, Message::Refused { .. }));
    table.host.left(TOM);
    assert_eq!(table.host.seats(), vec![Some(2), Some(0)]);
    let tom_again = Guest::new(new_game(), Some(1), CODE).unwrap();
    assert!(matches!(table.host.receive(9, tom_again.join())[0].1, Message::Moves { .. }));
}

#[test]
fn the_host_s_own_moves_go_to_every_guest() {
    let mut table = seated();
    let mut saved = table.host.record().clone();
    saved.actions.push(AliBaba::legal_actions(&state_of(&saved))[0]);
    let host: &mut dyn Phone = &mut table.host;
    let out = host.played(&AnyRecord::AliBaba(saved.clone()), 0.0);
    assert_eq!(out.len(), 1);
    assert!(out[0].0.is_none());
    assert!(host.played(&AnyRecord::AliBaba(saved), 0.0).is_empty());
}

/// A game saved on the host's phone that went another way (another first move) is not the
/// table's: none of its moves are sent.
#[test]
fn a_saved_game_that_went_another_way_sends_nothing() {
    let mut table = seated();
    table.host.keep_seat(Some(0));
    play_a_turn(&mut table); // Lea
    let mut other = new_game();
    let start = state_of(&other);
    other.actions.push(AliBaba::legal_actions(&start)[1]);
    other.actions.push(AliBaba::legal_actions(&state_of(&other))[0]);
    other.actions.push(AliBaba::legal_actions(&state_of(&other))[0]);
    let before = table.host.record().clone();
    let host: &mut dyn Phone = &mut table.host;
    assert!(host.played(&AnyRecord::AliBaba(other), 0.0).is_empty());
    assert_eq!(host.record(), AnyRecord::AliBaba(before));
}

/// What the page holds of a host or a guest (`Phone`): who sits where, a phone that leaves, a
/// new invitation, and a guest that hears of moves beyond its own asks for the record again.
#[test]
fn the_page_s_host_and_guest_say_who_sits_where_and_a_guest_behind_asks_again() {
    let mut table = seated();
    table.host.keep_seat(Some(0));
    let host: &mut dyn Phone = &mut table.host;
    assert_eq!(host.seats(), vec![Some(1), Some(2), Some(0)]);
    host.left(ANA);
    assert_eq!(host.seats(), vec![Some(1), Some(0)]);
    let ana = Guest::new(new_game(), Some(2), 999).unwrap();
    let (out, heard) = host.hear(ANA, ana.join(), 0.0);
    assert!(matches!(out[0].1, Message::Refused { .. }), "not yet invited");
    assert_eq!(heard, Heard::Nothing);
    host.invite(999);
    let (out, heard) = host.hear(ANA, ana.join(), 0.0);
    assert!(matches!(out[0].1, Message::Moves { .. }));
    assert_eq!(heard, Heard::Nothing, "a join adds no move");
    assert_eq!(host.seats(), vec![Some(1), Some(0), Some(2)]);

    let mut tom: Box<dyn Phone> = Box::new(Guest::new(new_game(), Some(1), CODE).unwrap());
    assert_eq!(tom.seats(), vec![Some(1)]);
    let hello = tom.hello();
    assert!(matches!(hello, Some(Message::Join { seat: Some(1), invitation: CODE, held: 0 })));
    let (out, heard) = tom.hear(HOST, Message::Moves { from: 3, steps: Vec::new() }, 0.0);
    assert_eq!(heard, Heard::Gap);
    assert_eq!(out, vec![(Some(HOST), hello.unwrap())]);
    let (out, heard) = tom.hear(HOST, Message::Refused { at: 0 }, 0.0);
    assert_eq!((out, heard), (Vec::new(), Heard::Refused(0)));
}
