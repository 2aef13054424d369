//! The frame's rules, played through the session core as the page would: inputs at given times,
//! the effects it asks for, the screen it shows.

use super::*;
use crate::games::ali_baba::{AliBaba, Config as AliConfig, Variant};
use crate::games::rng::GameRng;
use crate::games::sidibaba::movement::Movement;
use crate::games::sidibaba::state::Act;
use crate::games::sidibaba::{Config as SidiConfig, LeaderPlayer, Sidibaba};
use crate::games::thousand_and_one::{Action as T1Action, Config as T1Config, ThousandAndOne};
use crate::games::{Computers, Strength};

/// A session on a device, with the page's clock and everything the core asked of the page.
struct Device_<G: Framed> {
    s: Session<G>,
    now: f64,
    fx: Vec<Effect>,
}

impl<G: Framed> Device_<G> {
    fn open(record: Record<G>, device: Device) -> Self {
        Self::open_with(record, device, false, false)
    }
    fn open_with(record: Record<G>, device: Device, calm: bool, hints: bool) -> Self {
        let mut s = Session::open(record, device, 0.0, calm, hints).expect("the record opens");
        let fx = s.start(0.0);
        Device_ { s, now: 0.0, fx }
    }
    fn send(&mut self, input: Input) -> Vec<Effect> {
        let fx = self.s.input(input, self.now);
        self.fx.extend(fx.iter().copied());
        fx
    }
    /// `ms` later, the wake-up the core asked for.
    fn later(&mut self, ms: f64) -> Vec<Effect> {
        self.now += ms;
        self.send(Input::Wake)
    }
    /// The page thinks out every decision the core asked for, at once.
    fn think(&mut self) -> Vec<Effect> {
        let ids: Vec<u32> =
            self.fx.iter().filter_map(|e| if let Effect::Think(id) = e { Some(*id) } else { None }).collect();
        self.fx.retain(|e| !matches!(e, Effect::Think(_)));
        let mut out = Vec::new();
        for id in ids {
            if let Some(thinking) = self.s.thinking(id) {
                let fx = self.s.decided(id, thinking.finish(), self.now);
                self.fx.extend(fx.iter().copied());
                out.extend(fx);
            }
        }
        out
    }
    fn kind(&mut self) -> &'static str {
        match self.s.screen() {
            Screen::WhoAreYou => "who are you",
            Screen::Paused { .. } => "paused",
            Screen::Handoff { .. } => "hand-off",
            Screen::Playback(_) => "playback",
            Screen::Table(_) => "table",
        }
    }
    fn table(&mut self) -> TableScreen<G> {
        match self.s.screen() {
            Screen::Table(t) => t,
            _ => panic!("not the table"),
        }
    }
    fn playback(&mut self) -> Playback {
        match self.s.screen() {
            Screen::Playback(p) => p,
            _ => panic!("no playback"),
        }
    }
    fn handoff_seat(&mut self) -> Option<Seat> {
        match self.s.screen() {
            Screen::Handoff { seat, .. } => Some(seat),
            _ => None,
        }
    }
    fn to_act(&self) -> Option<Seat> {
        G::to_act(self.s.state())
    }
    fn moves(&self) -> usize {
        self.s.moves()
    }
    /// The choices on the table shown now.
    fn choices(&mut self) -> Vec<G::Action> {
        let seat = self.table().seat;
        G::choices(&G::view(self.s.state(), seat)).to_vec()
    }
    /// The first choice on the table for which `pick` holds, tapped.
    fn tap_where(&mut self, pick: impl Fn(&G::State, G::Action) -> bool) -> Vec<Effect> {
        let choices = self.choices();
        let i = choices.iter().position(|&a| pick(self.s.state(), a)).expect("such a choice");
        self.send(Input::Act(i))
    }
}

/// Whether `action` may be taken back once played in `state`.
fn undoable<G: Framed>(state: &G::State, action: G::Action) -> bool {
    let mut next = state.clone();
    G::apply(&mut next, action).is_ok_and(|events| G::undoable(state, &next, &events))
}

fn names(n: usize) -> Vec<String> {
    ["Lea", "Tom", "Ada", "Max"][..n].iter().map(|s| s.to_string()).collect()
}

fn ali_baba(players: usize, computers: &[Option<Strength>]) -> Record<AliBaba> {
    let config = AliConfig {
        players: names(players),
        variant: Variant::Standard,
        open_screens: false,
        start: Some(0),
        computers: Computers(computers.to_vec()),
    };
    Record::new(config, 7)
}

fn thousand(players: usize, beginners: bool, computers: &[Option<Strength>]) -> Record<ThousandAndOne> {
    let config =
        T1Config { players: names(players), beginners, start: Some(0), computers: Computers(computers.to_vec()) };
    Record::new(config, 11)
}

fn sidibaba(adventurers: usize) -> Record<Sidibaba> {
    let lamps = (0..adventurers).map(|i| (12 / adventurers + usize::from(i < 12 % adventurers)) as u8).collect();
    Record::new(
        SidiConfig {
            adventurers: names(adventurers),
            lamps,
            leader: LeaderPlayer::App,
            line_any_time: false,
            strength: crate::games::sidibaba::LeaderStrength::Fair,
        },
        5,
    )
}

const EASY: Option<Strength> = Some(Strength::Easy);

/// Ali Baba, pass and play, played until a player makes a move that can be taken back (one that
/// turns no tile over); the device after it, and who moved.
fn ali_baba_undoable_move(players: usize, device: Device) -> (Device_<AliBaba>, Seat) {
    let mut d = Device_::open(ali_baba(players, &[]), device);
    for _ in 0..300 {
        let seat = d.to_act().expect("the game goes on");
        if let Some(seat) = d.handoff_seat() {
            d.send(Input::Handoff(seat));
        }
        if matches!(device, Device::Player(me) if me != seat) {
            // The others' moves, as their links would bring them.
            let action = AliBaba::legal_actions(d.s.state())[0];
            let mut record = d.s.record().clone();
            record.actions.push(action);
            d = Device_::open(record, device);
            d.send(Input::Step(None));
            continue;
        }
        let state = d.s.state().clone();
        if d.choices().iter().any(|&a| undoable::<AliBaba>(&state, a)) {
            d.tap_where(undoable::<AliBaba>);
            return (d, seat);
        }
        d.send(Input::Act(0));
    }
    panic!("no move could be taken back");
}

fn ali_baba_first_move() -> (Device_<AliBaba>, Seat) {
    ali_baba_undoable_move(3, Device::PassAndPlay)
}

// ---- undo --------------------------------------------------------------------------------

#[test]
fn undo_is_offered_to_the_player_who_just_moved() {
    let (mut d, mover) = ali_baba_first_move();
    assert_eq!(d.s.undo_by(), Some(mover));
    // Lea's move is done: the hand-off to the next player offers it.
    assert_eq!(d.kind(), "hand-off");
    assert!(matches!(d.s.screen(), Screen::Handoff { undo: true, .. }));
}

#[test]
fn undo_takes_the_move_out_of_the_record_and_saves() {
    let (mut d, mover) = ali_baba_first_move();
    let moves = d.moves();
    let fx = d.send(Input::Undo);
    assert_eq!(d.moves(), moves - 1);
    assert!(fx.contains(&Effect::Save));
    assert_eq!(d.s.state(), &d.s.record().replay().unwrap());
    assert_eq!(d.to_act(), Some(mover));
}

#[test]
fn undo_is_gone_once_the_next_player_takes_the_device() {
    let (mut d, mover) = ali_baba_first_move();
    let next = d.to_act().unwrap();
    assert_ne!(next, mover);
    let moves = d.moves();
    d.send(Input::Handoff(next));
    assert_eq!(d.s.undo_by(), None);
    assert!(d.send(Input::Undo).is_empty(), "nothing to take back");
    assert_eq!(d.moves(), moves);
}

#[test]
fn a_move_that_reveals_a_tile_cannot_be_taken_back() {
    let mut d = Device_::open(ali_baba(2, &[]), Device::PassAndPlay);
    d.send(Input::Handoff(0));
    // Play until someone's move turns a tile over (what the others saw stays seen).
    for _ in 0..200 {
        let Some(seat) = d.to_act() else { break };
        if d.kind() == "hand-off" {
            d.send(Input::Handoff(seat));
        }
        let state = d.s.state().clone();
        let choices = d.choices();
        if let Some(i) = choices.iter().position(|&a| !undoable::<AliBaba>(&state, a)) {
            d.send(Input::Act(i));
            assert_eq!(d.s.undo_by(), None);
            return;
        }
        d.send(Input::Act(0));
    }
    panic!("no move revealed anything");
}

#[test]
fn undo_is_not_offered_on_another_players_device() {
    let (mut d, mover) = ali_baba_undoable_move(2, Device::Player(0));
    assert_eq!(mover, 0);
    assert!(d.table().undo, "Lea's own device offers it");
    let mut theirs = Device_::open(d.s.record().clone(), Device::Player(1));
    theirs.send(Input::Step(None));
    assert!(!theirs.table().undo, "a reload (and any other device) has nothing to take back");
}

#[test]
fn a_link_sent_seals_the_move() {
    let (mut d, _) = ali_baba_undoable_move(2, Device::Player(0));
    if d.to_act() == Some(0) {
        // Lea's turn goes on (a magic to use): she passes it.
        let pass = d.choices().iter().position(|&a| a == crate::games::ali_baba::Action::Pass);
        d.send(Input::Act(pass.unwrap_or(0)));
    }
    assert!(d.table().share, "the turn goes on as a link");
    d.send(Input::Sent);
    assert_eq!(d.s.undo_by(), None);
}

#[test]
fn at_a_table_of_phones_a_saved_move_has_gone_to_the_others_and_no_link_is_offered() {
    let mut d = Device_::open(thousand(2, false, &[]), Device::Player(0));
    d.s.at_table(true);
    d.send(Input::Step(None));
    assert_eq!(d.to_act(), Some(0));
    let fx = d.send(Input::Act(0));
    assert!(fx.contains(&Effect::Save), "the move is saved, and so sent");
    assert!(!d.table().undo, "no taking back what the other phones already have");
    assert!(d.table().waiting && !d.table().share, "the other phone plays; no link to send");
    // The same move on a phone of its own, by link: taken back until it leaves, then a link.
    let mut alone = Device_::open(thousand(2, false, &[]), Device::Player(0));
    alone.send(Input::Step(None));
    alone.send(Input::Act(0));
    assert!(alone.table().undo && alone.table().share);
}

#[test]
fn the_mover_coming_back_to_the_handoff_keeps_undo() {
    let (mut d, mover) = ali_baba_first_move();
    d.send(Input::Handoff(mover));
    assert_eq!(d.s.undo_by(), Some(mover));
}

#[test]
fn a_thousand_and_one_pawn_placed_can_be_taken_back() {
    let mut d = Device_::open(thousand(2, false, &[]), Device::PassAndPlay);
    assert_eq!(d.kind(), "table", "nothing is private: no hand-off");
    d.send(Input::Act(0));
    assert!(d.table().undo);
    d.send(Input::Undo);
    assert_eq!(d.moves(), 0);
}

#[test]
fn a_roll_of_the_die_cannot_be_taken_back() {
    let mut d = Device_::open(thousand(2, true, &[]), Device::PassAndPlay);
    for _ in 0..20 {
        let choices = d.choices();
        if let Some(i) = choices.iter().position(|&a| a == T1Action::Roll) {
            d.send(Input::Act(i));
            assert!(!d.table().undo);
            return;
        }
        d.send(Input::Act(0));
    }
    panic!("no roll");
}

// ---- hand-offs ----------------------------------------------------------------------------

#[test]
fn ali_baba_owes_a_handoff_before_every_turn() {
    let mut d = Device_::open(ali_baba(3, &[]), Device::PassAndPlay);
    assert_eq!(d.handoff_seat(), Some(0));
    d.send(Input::Handoff(0));
    assert_eq!(d.kind(), "table");
    while d.to_act() == Some(0) {
        d.send(Input::Act(0));
    }
    let next = d.to_act().unwrap();
    assert_eq!(d.handoff_seat(), Some(next));
}

#[test]
fn a_reload_asks_for_the_handoff_again() {
    let mut d = Device_::open(ali_baba(2, &[]), Device::PassAndPlay);
    d.send(Input::Handoff(0));
    assert_eq!(d.kind(), "table");
    let mut again = Device_::open(d.s.record().clone(), Device::PassAndPlay);
    assert_eq!(again.handoff_seat(), Some(0));
}

#[test]
fn one_person_against_the_computers_never_hands_the_device_over() {
    let mut d = Device_::open(ali_baba(2, &[None, EASY]), Device::PassAndPlay);
    assert_eq!(d.kind(), "table");
}

#[test]
fn a_players_own_device_shows_their_table_at_once() {
    let mut d = Device_::open(ali_baba(3, &[]), Device::Player(2));
    let t = d.table();
    assert_eq!(t.seat, 2);
    assert!(t.waiting, "Ada waits for Lea's link");
}

#[test]
fn a_link_opened_the_first_time_asks_whose_device_it_is() {
    let mut d = Device_::open(ali_baba(2, &[]), Device::Unknown);
    assert_eq!(d.kind(), "who are you");
    let fx = d.send(Input::Device(Device::Player(0)));
    assert!(fx.contains(&Effect::Save));
    assert_eq!(d.kind(), "table");
}

#[test]
fn an_expedition_that_came_by_link_opens_on_the_one_device_it_is_played_around() {
    let mut d = Device_::open(sidibaba(2), Device::Unknown);
    assert_eq!(d.s.device(), Device::PassAndPlay);
    assert_ne!(d.kind(), "who are you");
}

#[test]
fn a_device_naming_a_seat_that_is_not_there_does_not_open() {
    assert!(Session::open(ali_baba(2, &[]), Device::Player(5), 0.0, false, false).is_none());
    let mut d = Device_::open(ali_baba(2, &[]), Device::Unknown);
    assert!(d.send(Input::Device(Device::Player(5))).is_empty());
}

#[test]
fn a_save_with_the_device_held_by_a_computer_seat_asks_again() {
    let mut d = Device_::open(ali_baba(2, &[None, EASY]), Device::Player(1));
    assert_eq!(d.kind(), "who are you");
}

#[test]
fn the_handoff_tells_what_the_others_did_since_your_last_turn() {
    let (d, mover) = ali_baba_first_move();
    let next = d.to_act().unwrap();
    assert!(!d.s.news(next).is_empty());
    assert!(d.s.news(next).len() > d.s.news(mover).len(), "the mover saw their own move");
}

#[test]
fn a_damaged_record_does_not_open() {
    let mut record = ali_baba(2, &[]);
    record.actions.push(crate::games::ali_baba::Action::Pass);
    assert!(Session::open(record, Device::PassAndPlay, 0.0, false, false).is_none());
}

// ---- the others' moves, replays ----------------------------------------------------------

/// Plays the first choice at every turn (handing the device over where asked) until `first`
/// is to play again after someone else had a whole turn.
fn round_back_to<G: Framed>(d: &mut Device_<G>, first: Seat) {
    let mut others_played = false;
    for _ in 0..400 {
        let seat = d.to_act().expect("the game goes on");
        others_played |= seat != first;
        if others_played && seat == first && d.handoff_seat().is_none_or(|s| s == first) {
            return;
        }
        if let Some(seat) = d.handoff_seat() {
            d.send(Input::Handoff(seat));
        }
        d.send(Input::Act(0));
    }
    panic!("{first} never played again");
}

#[test]
fn your_news_is_what_the_others_did_since_your_last_turn_in_each_game() {
    use crate::games::ali_baba::Event as AliEvent;
    use crate::games::thousand_and_one::Event as T1Event;
    let mut d = Device_::open(ali_baba(2, &[]), Device::PassAndPlay);
    d.send(Input::Handoff(0));
    round_back_to(&mut d, 0);
    let took =
        |news: &[AliEvent], by: Seat| news.iter().any(|e| matches!(e, AliEvent::Took { seat, .. } if *seat == by));
    assert!(took(d.s.news(0), 1) && !took(d.s.news(0), 0), "Lea is told Tom's take, not her own");
    assert_eq!(d.s.marks(0).len(), d.s.news(0).len(), "and her table marks it");

    let mut d = Device_::open(thousand(2, false, &[]), Device::PassAndPlay);
    round_back_to(&mut d, 0); // the pawns placed
    round_back_to(&mut d, 0); // a move each
    let moved =
        |news: &[T1Event], by: Seat| news.iter().any(|e| matches!(e, T1Event::Moved { seat, .. } if *seat == by));
    assert!(moved(d.s.news(0), 1) && !moved(d.s.news(0), 0), "Lea is told Tom's move, not her own");

    let mut d = Device_::open(thousand(3, false, &[]), Device::PassAndPlay);
    round_back_to(&mut d, 0);
    round_back_to(&mut d, 0);
    assert!(moved(d.s.news(0), 1) && moved(d.s.news(0), 2), "Lea is told Tom's move and Ada's");
    let begins = |news: &[T1Event]| news.iter().any(|e| matches!(e, T1Event::TurnBegins { seat: 0 }));
    assert!(!begins(d.s.news(0)), "up to where her own turn begins");
}

/// Lea's device, after Tom played by link.
fn lea_after_toms_move() -> Device_<ThousandAndOne> {
    let mut tom = Device_::open(thousand(2, false, &[]), Device::Player(0));
    tom.send(Input::Act(0));
    let mut record = tom.s.record().clone();
    let mut state = record.replay().unwrap();
    let toms = ThousandAndOne::legal_actions(&state)[0];
    ThousandAndOne::apply(&mut state, toms).unwrap();
    record.actions.push(toms);
    Device_::open(record, Device::Player(0))
}

#[test]
fn a_turn_that_came_by_link_opens_on_the_others_moves() {
    let mut d = lea_after_toms_move();
    let p = d.playback();
    assert!(p.auto);
    assert_eq!((p.from, p.to, p.at), (1, 2, 2));
    assert!(d.fx.contains(&Effect::WakeAt(STEP_MS)));
}

#[test]
fn the_others_moves_play_by_themselves_and_end() {
    let mut d = lea_after_toms_move();
    d.later(STEP_MS - 1.0);
    assert_eq!(d.kind(), "playback", "not yet");
    d.later(1.0);
    assert_eq!(d.kind(), "table");
}

#[test]
fn skip_ends_the_others_moves() {
    let mut d = lea_after_toms_move();
    d.send(Input::Step(None));
    assert_eq!(d.kind(), "table");
}

#[test]
fn a_step_by_hand_stops_the_others_moves_playing_by_themselves() {
    let mut d = lea_after_toms_move();
    d.send(Input::Step(Some(1)));
    assert_eq!(d.playback(), Playback { at: 1, from: 1, to: 2, viewer: Some(0), auto: false });
    d.later(3.0 * STEP_MS);
    assert_eq!(d.playback().at, 1, "it stays where it was stepped to");
}

#[test]
fn moves_made_in_another_window_are_shown_as_the_others_moves() {
    let lea = lea_after_toms_move();
    let record = lea.s.record().clone();
    for (device, viewer) in [(Device::PassAndPlay, None), (Device::Player(1), Some(1))] {
        let mut s = Session::open(record.clone(), device, 0.0, false, false).expect("opens");
        s.made_elsewhere(0);
        let fx = s.start(0.0);
        let mut d = Device_ { s, now: 0.0, fx };
        let p = d.playback();
        assert_eq!((p.from, p.to, p.at, p.auto, p.viewer), (0, 2, 1, true, viewer));
        d.later(STEP_MS);
        assert_eq!(d.playback().at, 2, "the next move");
        let fx = d.later(STEP_MS);
        assert!(!fx.iter().any(|e| matches!(e, Effect::WakeAt(_))), "the last one shown asks for no more");
        assert_eq!(d.kind(), "table");
    }
    // Nothing new, or less motion: no playback.
    let mut same = Session::open(record.clone(), Device::PassAndPlay, 0.0, false, false).expect("opens");
    same.made_elsewhere(2);
    assert!(!matches!(same.screen(), Screen::Playback(_)));
    let mut calm = Session::open(record, Device::PassAndPlay, 0.0, true, false).expect("opens");
    calm.made_elsewhere(0);
    assert!(!matches!(calm.screen(), Screen::Playback(_)));
}

#[test]
fn less_motion_means_no_playback() {
    let mut lea = lea_after_toms_move();
    let mut calm = Device_::open_with(lea.s.record().clone(), Device::Player(0), true, false);
    assert_eq!(calm.kind(), "table");
    assert_eq!(lea.kind(), "playback");
}

#[test]
fn a_finished_game_replays_from_the_deal_step_by_step() {
    let mut d = Device_::open(thousand(2, true, &[]), Device::PassAndPlay);
    let mut rng = GameRng::new(3);
    while d.to_act().is_some() {
        let n = d.choices().len();
        d.send(Input::Act(rng.below(n as u32) as usize));
        if d.table().question.is_some() {
            d.send(Input::Confirm(true));
        }
    }
    assert!(!d.table().share, "played around one device: no link to send");
    let end = d.moves();
    d.send(Input::Replay);
    assert_eq!(d.playback(), Playback { at: 0, from: 0, to: end, viewer: None, auto: false });
    d.send(Input::Step(Some(1)));
    assert_eq!(d.playback().at, 1);
    d.send(Input::Step(Some(end + 10)));
    assert_eq!(d.playback().at, end, "never past the end");
    d.later(10_000.0);
    assert_eq!(d.playback().at, end, "a replay stepped by hand stays");
    d.send(Input::Step(None));
    assert_eq!(d.kind(), "table");
}

// ---- the computer opponents --------------------------------------------------------------

#[test]
fn a_persons_turn_sets_the_page_thinking_nothing() {
    let d = Device_::open(thousand(2, false, &[None, EASY]), Device::PassAndPlay);
    assert_eq!(d.s.app_to_act(), None);
    assert!(!d.fx.iter().any(|e| matches!(e, Effect::Think(_))));
}

#[test]
fn each_position_of_each_deal_draws_the_apps_decisions_from_a_seed_of_its_own() {
    // Pinned: a reload of a game saved by an older version decides as it did then.
    let d = Device_::open(thousand(2, false, &[None, EASY]), Device::PassAndPlay);
    assert_eq!(d.s.seed_at(0), 11);
    assert_eq!(d.s.seed_at(1), 11 ^ 0x9E37_79B9_7F4A_7C15);
    assert_eq!(d.s.hint_seed(1), 11 ^ 0x9E37_79B9_7F4A_7C15 ^ 0x4849_4E54, "the hints' own");
}

#[test]
fn a_computer_starts_thinking_when_its_turn_comes_and_plays_after_its_time() {
    let mut d = Device_::open(thousand(2, false, &[None, EASY]), Device::PassAndPlay);
    d.send(Input::Act(0));
    let id = d.fx.iter().find_map(|e| if let Effect::Think(id) = e { Some(*id) } else { None }).expect("a thought");
    assert!(d.s.thinking(id + 1).is_none(), "no other decision is wanted");
    let any = ThousandAndOne::legal_actions(d.s.state())[0];
    assert!(d.s.decided(id + 1, any, d.now).is_empty(), "nor taken");
    let fx = d.think();
    assert_eq!(fx, vec![Effect::WakeAt(APP_TURN_MS)], "the table stands for its time first");
    assert!(d.s.thinking(id).is_none(), "made: nothing more to think");
    assert!(d.s.decided(id, any, d.now).is_empty(), "nor made twice");
    assert_eq!(d.moves(), 1);
    d.later(APP_TURN_MS - 1.0);
    assert_eq!(d.moves(), 1, "not yet");
    d.later(1.0);
    assert_eq!(d.moves(), 2);
    assert_eq!(d.s.undo_by(), None, "a computer takes nothing back");
}

#[test]
fn skip_plays_the_computers_at_once() {
    let mut d = Device_::open(thousand(3, false, &[None, EASY, EASY]), Device::PassAndPlay);
    d.send(Input::Act(0));
    d.send(Input::Hurry);
    for _ in 0..4 {
        d.think();
    }
    assert_eq!(d.moves(), 3, "both computers placed their pawns at once");
    assert_eq!(d.to_act(), Some(0));
}

#[test]
fn a_persons_move_ends_the_hurry() {
    let mut d = Device_::open(thousand(2, false, &[None, EASY]), Device::PassAndPlay);
    d.send(Input::Act(0));
    d.send(Input::Hurry);
    d.think();
    assert_eq!(d.to_act(), Some(0));
    while d.to_act() == Some(0) {
        d.send(Input::Act(0));
    }
    assert_eq!(d.think(), vec![Effect::WakeAt(APP_TURN_MS)], "paced again");
}

#[test]
fn the_person_after_the_computer_watches_its_turn() {
    let mut d = Device_::open(thousand(2, false, &[None, EASY]), Device::PassAndPlay);
    d.send(Input::Act(0));
    let t = d.table();
    assert_eq!((t.seat, t.app_now), (0, Some(1)));
    assert!(!t.waiting, "nobody to wait for: the computer plays here");
    let mut d = Device_::open(thousand(3, false, &[None, EASY, None]), Device::PassAndPlay);
    d.send(Input::Act(0));
    assert_eq!((d.table().seat, d.table().app_now), (2, Some(1)), "Ada plays after the computer");
}

#[test]
fn an_undo_forgets_the_computers_decision() {
    let mut d = Device_::open(thousand(2, false, &[None, EASY]), Device::PassAndPlay);
    d.send(Input::Act(0));
    let id = d.fx.iter().rev().find_map(|e| if let Effect::Think(id) = e { Some(*id) } else { None }).unwrap();
    let decision = d.s.thinking(id).unwrap().finish();
    d.send(Input::Undo);
    assert!(d.s.thinking(id).is_none(), "no longer wanted");
    assert!(d.s.decided(id, decision, d.now).is_empty());
    assert_eq!(d.moves(), 0);
}

#[test]
fn the_same_position_decides_the_same_after_a_reload() {
    let mut d = Device_::open(thousand(2, false, &[None, EASY]), Device::PassAndPlay);
    d.send(Input::Act(0));
    d.send(Input::Hurry);
    d.think();
    let mut again = Device_::open(thousand(2, false, &[None, EASY]), Device::PassAndPlay);
    again.send(Input::Act(0));
    again.send(Input::Hurry);
    again.think();
    assert_eq!(d.s.record().actions, again.s.record().actions);
}

#[test]
fn a_link_carries_the_computers_moves() {
    let mut d = Device_::open(thousand(3, false, &[None, EASY, None]), Device::Player(0));
    d.send(Input::Act(0));
    d.send(Input::Hurry);
    d.think();
    let t = d.table();
    assert_eq!((t.to_act, t.waiting, t.share), (Some(2), true, true));
    // The link's record is the whole game so far, the computer's move in it.
    let record = d.s.record().clone();
    assert_eq!(record.actions.len(), 2);
    assert!(Session::open(record, Device::Player(2), 0.0, false, false).is_some());
}

#[test]
fn a_computer_seat_has_no_undo_and_no_hint_button() {
    let mut d = Device_::open_with(thousand(2, false, &[None, EASY]), Device::PassAndPlay, false, true);
    assert!(d.table().hint_ask, "hints offered on Lea's turn");
    d.send(Input::Act(0));
    assert!(!d.table().hint_ask, "not while the computer plays");
}

#[test]
fn the_app_thinks_for_its_seat_only_when_that_seat_has_a_choice_and_hints_only_the_one_to_play() {
    let config = ali_baba(2, &[None, EASY]).config;
    let mut state = AliBaba::new(&config, 7).unwrap();
    let (lea, tom) = (AliBaba::view(&state, 0), AliBaba::view(&state, 1));
    assert!(AliBaba::app_think(&config, 1, &tom, 0).is_none(), "Lea's turn: Tom has nothing to choose");
    assert!(AliBaba::app_think(&config, 0, &lea, 0).is_none(), "Lea is a person");
    assert!(AliBaba::hint(&lea, 0).is_some() && AliBaba::hint(&tom, 0).is_none());
    while AliBaba::to_act(&state) == Some(0) {
        let first = AliBaba::legal_actions(&state)[0];
        AliBaba::apply(&mut state, first).unwrap();
    }
    assert!(AliBaba::app_think(&config, 1, &AliBaba::view(&state, 1), 0).is_some(), "Tom's turn");
}

// ---- hints, confirmation, taps -------------------------------------------------------------

#[test]
fn a_hint_marks_one_of_the_choices_and_is_gone_after_the_move() {
    let mut d = Device_::open_with(thousand(2, false, &[]), Device::PassAndPlay, false, true);
    d.send(Input::Hint);
    let hint = d.table().hint.expect("a hint");
    let view = ThousandAndOne::view(d.s.state(), 0);
    let strong = ThousandAndOne::hint(&view, d.s.hint_seed(0)).unwrap().0;
    assert_eq!(d.choices()[hint.index], strong, "the strong player's choice");
    d.send(Input::Act(hint.index));
    assert!(d.table().hint.is_none());
}

#[test]
fn hints_are_off_unless_asked_for() {
    let mut d = Device_::open(thousand(2, false, &[]), Device::PassAndPlay);
    assert!(!d.table().hint_ask && !d.s.hints_on());
    let fx = d.send(Input::Hints(true));
    assert!(fx.contains(&Effect::RememberHints(true)));
    assert!(d.table().hint_ask && d.s.hints_on());
}

/// A Thousand and One Treasures played until leaving is a choice.
fn thousand_until_leave() -> Option<Device_<ThousandAndOne>> {
    for seed in 0..40 {
        let mut record = thousand(2, false, &[]);
        record.seed = seed;
        let mut d = Device_::open(record, Device::PassAndPlay);
        for _ in 0..60 {
            if d.to_act().is_none() {
                break;
            }
            if d.choices().contains(&T1Action::Leave) {
                return Some(d);
            }
            d.send(Input::Act(0));
        }
    }
    None
}

#[test]
fn leaving_the_cave_early_is_confirmed_first() {
    let mut d = thousand_until_leave().expect("a game where leaving is offered");
    let moves = d.moves();
    d.tap_where(|_, a| a == T1Action::Leave);
    assert_eq!(d.table().question, Some(T1Action::Leave));
    assert_eq!(d.moves(), moves, "nothing played yet");
    d.send(Input::Confirm(false));
    assert_eq!((d.table().question, d.moves()), (None, moves));
    d.tap_where(|_, a| a == T1Action::Leave);
    d.send(Input::Confirm(true));
    assert_eq!(d.moves(), moves + 1);
}

#[test]
fn turning_a_card_is_a_draft_until_it_is_laid() {
    for seed in 0..40 {
        let mut record = thousand(2, false, &[]);
        record.seed = seed;
        let mut d = Device_::open(record, Device::PassAndPlay);
        for _ in 0..60 {
            if d.choices().iter().any(|a| matches!(a, T1Action::Turn(_))) {
                let moves = d.moves();
                d.send(Input::Ui("turn".into()));
                d.send(Input::Ui("turn".into()));
                assert_eq!((d.s.draft(), d.moves()), (2, moves));
                d.send(Input::Ui("put".into()));
                assert_eq!(d.s.record().actions.last(), Some(&T1Action::Turn(2)));
                assert_eq!(d.s.draft(), 0, "the next card starts unturned");
                return;
            }
            if d.to_act().is_none() {
                break;
            }
            d.send(Input::Act(0));
        }
    }
    panic!("no card to lay");
}

#[test]
fn a_tap_on_nothing_changes_nothing() {
    let mut d = Device_::open(thousand(2, false, &[]), Device::PassAndPlay);
    assert!(d.send(Input::Act(999)).is_empty());
    assert_eq!(d.moves(), 0);
}

#[test]
fn a_rematch_keeps_the_players_and_settings_with_a_new_deal() {
    let mut d = Device_::open(thousand(3, true, &[None, EASY, None]), Device::PassAndPlay);
    assert!(d.send(Input::Rematch).contains(&Effect::Rematch));
    let next = d.s.rematch(99).unwrap();
    assert_eq!((next.config.clone(), next.seed, next.actions.len()), (d.s.record().config.clone(), 99, 0));
}

#[test]
fn a_turn_based_table_names_the_players_and_replays_each_move_from_the_next_seat() {
    let config = ali_baba(3, &[]).config;
    assert_eq!(AliBaba::seat_names(&config), names(3));
    assert_eq!(ThousandAndOne::seat_names(&thousand(2, false, &[]).config), names(2));
    let seats = [None, Some(0), Some(1), Some(2)].map(|actor| AliBaba::replay_seat(&config, actor));
    assert_eq!(seats, [0, 1, 2, 0]);
}

#[test]
fn the_log_holds_what_each_move_did() {
    let mut d = Device_::open(thousand(2, false, &[]), Device::PassAndPlay);
    let before = d.s.log().len();
    d.send(Input::Act(0));
    let replayed = d.s.record().replay_to(1).unwrap();
    assert!(d.s.log().len() > before);
    assert_eq!(format!("{:?}", d.s.log()), format!("{:?}", replayed.log));
}

/// Plays the first choice until the game is over.
fn to_the_end<G: Game>(state: &mut G::State) {
    while let Some(&action) = G::legal_actions(state).first() {
        G::apply(state, action).unwrap();
    }
}

#[test]
fn a_lessons_coach_may_point_at_the_parts_each_table_shows() {
    let config = ali_baba(2, &[]).config;
    let mut state = AliBaba::new(&config, 7).unwrap();
    let view = AliBaba::view(&state, 0);
    for part in ["table", "pyramid", "screen", "scores", "prompt"] {
        assert!(AliBaba::region(&view, part), "{part}");
    }
    assert!(!AliBaba::region(&view, "final") && !AliBaba::region(&view, "beside") && !AliBaba::region(&view, "x"));
    let lamp = AliConfig { variant: Variant::AladdinsLamp, ..config.clone() };
    assert!(AliBaba::region(&AliBaba::view(&AliBaba::new(&lamp, 7).unwrap(), 0), "beside"), "the side tiles");
    to_the_end::<AliBaba>(&mut state);
    let view = AliBaba::view(&state, 0);
    assert!(AliBaba::region(&view, "final") && !AliBaba::region(&view, "prompt"));

    let config = thousand(2, false, &[]).config;
    let mut state = ThousandAndOne::new(&config, 11).unwrap();
    let view = ThousandAndOne::view(&state, 0);
    for part in ["table", "cave", "track", "players", "pile", "prompt"] {
        assert!(ThousandAndOne::region(&view, part), "{part}");
    }
    assert!(!ThousandAndOne::region(&view, "final") && !ThousandAndOne::region(&view, "x"));
    to_the_end::<ThousandAndOne>(&mut state);
    let view = ThousandAndOne::view(&state, 0);
    assert!(ThousandAndOne::region(&view, "final") && !ThousandAndOne::region(&view, "prompt"));
}

#[test]
fn a_lessons_learner_sees_the_table_of_the_person_even_when_the_computer_begins() {
    let record = thousand(2, false, &[EASY, None]);
    let state = ThousandAndOne::new(&record.config, record.seed).unwrap();
    assert_eq!(ThousandAndOne::to_act(&state), Some(0), "the computer begins");
    assert_eq!(coach::learner::<ThousandAndOne>(&record.config, &state), 1);
    let record = thousand(2, false, &[None, EASY]);
    assert_eq!(coach::learner::<ThousandAndOne>(&record.config, &state), 0, "the person to act");
}

#[test]
fn a_card_is_laid_by_turning_it_until_it_lies_right_then_putting_it_down() {
    let view = ThousandAndOne::view(&ThousandAndOne::new(&thousand(2, false, &[]).config, 11).unwrap(), 0);
    assert_eq!(ThousandAndOne::toward(&view, 0, T1Action::Turn(2)).as_deref(), Some("turn"));
    assert_eq!(ThousandAndOne::toward(&view, 2, T1Action::Turn(2)).as_deref(), Some("put"));
    assert_eq!(ThousandAndOne::toward(&view, 0, T1Action::Roll), None);
    // Ali Baba's choices are all on the table: the coach points at the choice itself.
    let view = AliBaba::view(&AliBaba::new(&ali_baba(2, &[]).config, 7).unwrap(), 0);
    assert!(!AliBaba::choices(&view).is_empty());
    assert!(AliBaba::choices(&view).iter().all(|&a| AliBaba::toward(&view, (), a).is_none()));
}

// ---- Sidibaba, in real time ---------------------------------------------------------------

#[test]
fn a_bag_opens_and_closes_with_its_buttons_and_stays_open_under_any_other() {
    assert_eq!(Sidibaba::draft("bag-1", None), Ok(Some(1)));
    assert_eq!(Sidibaba::draft("close", Some(1)), Ok(None));
    assert_eq!(Sidibaba::draft("view", Some(1)), Ok(Some(1)));
}

#[test]
fn an_expedition_has_no_turns_and_the_app_leaders_moment_shows_the_partys_table() {
    use crate::games::sidibaba::state::Happening;
    assert_eq!(Sidibaba::turn_begins(&Happening::Entered), None, "its history is one list");
    let record = sidibaba(3);
    let state = Sidibaba::new(&record.config, record.seed).unwrap();
    let first = state.line()[0];
    assert_eq!(Sidibaba::shown_seat(&state, Some(3), None), first, "the app's Leader has no screen");
    let person = SidiConfig { leader: LeaderPlayer::Person("Ali".into()), ..record.config.clone() };
    let state = Sidibaba::new(&person, record.seed).unwrap();
    assert_eq!(Sidibaba::shown_seat(&state, Some(3), None), 3, "a person's Leader has the console");
}

#[test]
fn the_table_shows_the_seat_to_act_or_the_bag_looked_into_and_names_every_seat() {
    let record = sidibaba(3);
    let state = Sidibaba::new(&record.config, record.seed).unwrap();
    assert_eq!(state.line()[0], 0);
    assert_eq!(Sidibaba::shown_seat(&state, Some(1), None), 1);
    assert_eq!(Sidibaba::shown_seat(&state, Some(1), Some(2)), 2, "Ada's bag");
    assert_eq!(Sidibaba::shown_seat(&state, Some(1), Some(3)), 1, "the Leader has no bag");
    assert_eq!(Sidibaba::seat_names(&record.config), ["Lea", "Tom", "Ada", ""]);
    let person = SidiConfig { leader: LeaderPlayer::Person("Ali".into()), ..record.config.clone() };
    assert_eq!(Sidibaba::seat_names(&person)[3], "Ali");
    assert_eq!(Sidibaba::replay_seat(&record.config, Some(1)), 3, "on the maze: the Leader's seat");
}

#[test]
fn a_genie_is_used_from_its_owners_bag_so_the_coach_points_at_the_bag_first() {
    use crate::games::sidibaba::state::Action as SidiAction;
    use crate::games::sidibaba::tokens::Genie;
    let d = lamp_lit();
    let view = Sidibaba::view(d.s.state(), 0);
    let light = SidiAction::now(Act::UseGenie { who: 1, genie: Genie::LetThereBeLight, pay: false });
    assert_eq!(Sidibaba::toward(&view, None, light).as_deref(), Some("bag-1"));
    assert_eq!(Sidibaba::toward(&view, Some(1), light), None, "the bag is open: the genie is there");
    assert_eq!(Sidibaba::toward(&view, None, SidiAction::now(Act::Move(Movement::Forward))), None);
}

#[test]
fn a_lessons_coach_may_point_at_the_parts_of_the_expedition_each_side_sees() {
    use crate::games::sidibaba::state::{End, Phase};
    use crate::games::sidibaba::view::View;
    let shows = |view: &View| -> Vec<&str> {
        let parts = ["table", "view", "line", "moves", "clock", "prompt", "final", "x"];
        parts.into_iter().filter(|part| Sidibaba::region(view, part)).collect()
    };
    let before = Device_::open(sidibaba(3), Device::PassAndPlay);
    assert_eq!(shows(&Sidibaba::view(before.s.state(), 0)), ["table", "view", "line", "prompt"], "no lamp lit");
    let d = lamp_lit();
    let mut party = Sidibaba::view(d.s.state(), 0);
    assert_eq!(shows(&party), ["table", "view", "line", "moves", "clock", "prompt"]);
    assert_eq!(shows(&Sidibaba::view(d.s.state(), 3)), ["table", "clock", "prompt"], "the Leader's console");
    let View::Adventurer(v) = &mut party else { panic!("an Adventurer's view") };
    v.table.phase = Phase::Over(End::LastLampOut);
    assert_eq!(shows(&party), ["table", "final"]);
}

/// A Sidibaba expedition played through the core until the first lamp burns: the app's Leader
/// sets the maze up, the head of the line lights a lamp.
fn lamp_lit() -> Device_<Sidibaba> {
    lamp_lit_in(sidibaba(3))
}

/// `lamp_lit` for any expedition (a person Leader sets the maze up behind their hand-offs).
fn lamp_lit_in(record: Record<Sidibaba>) -> Device_<Sidibaba> {
    let mut d = Device_::open(record, Device::PassAndPlay);
    for _ in 0..100 {
        if Sidibaba::time_left(d.s.state()).is_some() {
            return d;
        }
        if Sidibaba::played_by_app(&d.s.record().config, d.to_act().unwrap()) {
            d.send(Input::Hurry);
            d.think();
            continue;
        }
        if let Some(seat) = d.handoff_seat() {
            d.send(Input::Handoff(seat));
        }
        let light = |_: &_, a: crate::games::sidibaba::state::Action| a.act == Act::Light;
        if d.choices().iter().any(|&a| light(d.s.state(), a)) {
            d.tap_where(light);
        } else {
            d.send(Input::Act(0));
        }
    }
    panic!("no lamp lit");
}

#[test]
fn no_time_runs_before_the_first_lamp() {
    let mut d = Device_::open(sidibaba(3), Device::PassAndPlay);
    assert_eq!(d.s.time_left(1e6), None);
    assert!(!d.s.burning());
    assert_eq!(d.kind(), "table");
}

#[test]
fn the_lamp_burns_down_with_the_time_of_the_inputs() {
    let d = lamp_lit();
    let left = d.s.time_left(d.now).unwrap();
    assert!(d.s.burning());
    assert_eq!(d.s.time_left(d.now + 1000.0), Some(left - 1000));
}

#[test]
fn a_pause_writes_the_time_spent_into_the_record() {
    let mut d = lamp_lit();
    let left = d.s.time_left(d.now).unwrap();
    d.now += 2500.0;
    d.send(Input::Pause);
    let last = *d.s.record().actions.last().unwrap();
    assert_eq!((last.act, last.ms), (Act::Pause, 2500));
    assert!(matches!(d.s.screen(), Screen::Paused { left: l } if l == left - 2500));
    d.now += 60_000.0;
    assert_eq!(d.s.time_left(d.now), Some(left - 2500), "the time stands still");
    d.send(Input::Resume);
    assert_eq!(d.kind(), "table");
}

#[test]
fn hidden_is_a_pause_saved_at_once() {
    let mut d = lamp_lit();
    d.now += 100.0;
    let fx = d.send(Input::Hidden);
    assert!(fx.contains(&Effect::SaveNow) && fx.contains(&Effect::Save));
    assert_eq!(d.s.record().actions.last().unwrap().act, Act::Pause);
}

#[test]
fn a_lamp_burns_out_with_exactly_its_time_while_the_page_slept() {
    let mut d = lamp_lit();
    let left = d.s.time_left(d.now).unwrap();
    let moves = d.moves();
    // No tick for far longer than the lamp had: the page was asleep.
    d.now += f64::from(left) + 5000.0;
    d.send(Input::Tick);
    let out = d.s.record().actions[moves];
    assert_eq!((out.act, out.ms), (Act::LampOut, left));
}

#[test]
fn in_real_time_the_table_marks_what_the_last_action_did() {
    let mut d = lamp_lit();
    let before = d.s.log().len();
    if let Some(seat) = d.handoff_seat() {
        d.send(Input::Handoff(seat));
    }
    d.send(Input::Act(0));
    let marked = d.s.marks(0).len();
    assert!(marked > 0 && marked <= d.s.log().len() - before);
}

#[test]
fn after_a_long_sleep_every_lamp_burnt_meanwhile_is_out_and_the_next_burns_on() {
    let mut d = lamp_lit();
    let left = d.s.time_left(d.now).unwrap();
    let moves = d.moves();
    d.now += 2.5 * f64::from(left);
    d.send(Input::Tick);
    let outs: Vec<_> = d.s.record().actions[moves..].iter().map(|a| (a.act, a.ms)).collect();
    assert_eq!(outs, [(Act::LampOut, left); 2]);
    assert_eq!(d.s.time_left(d.now), Some(left / 2), "the third lamp has burnt half its time");
}

#[test]
fn a_lamp_goes_out_at_the_very_millisecond_its_time_is_spent() {
    let mut d = lamp_lit();
    let left = d.s.time_left(d.now).unwrap();
    let moves = d.moves();
    d.now += f64::from(left) - 1.0;
    d.send(Input::Tick);
    assert_eq!(d.moves(), moves, "one millisecond left");
    d.now += 1.0;
    d.send(Input::Tick);
    assert_eq!(d.moves(), moves + 1);
}

#[test]
fn a_reload_resumes_paused_with_the_time_left() {
    let mut d = lamp_lit();
    d.now += 4000.0;
    d.send(Input::Pause);
    let left = d.s.time_left(d.now).unwrap();
    let mut again = Device_::open(d.s.record().clone(), Device::PassAndPlay);
    assert!(matches!(again.s.screen(), Screen::Paused { left: l } if l == left));
    again.s.at_table(false);
    assert_eq!(again.kind(), "paused", "a device that is no phone of a table stays paused");
    again.now = 50_000.0;
    again.send(Input::Resume);
    assert_eq!(again.s.time_left(50_000.0), Some(left));
    assert_eq!(again.s.time_left(51_000.0), Some(left - 1000));
}

#[test]
fn an_action_carries_the_time_it_took() {
    let mut d = lamp_lit();
    let moves = d.moves();
    d.now += 1234.0;
    if let Some(seat) = d.handoff_seat() {
        d.send(Input::Handoff(seat));
    }
    d.send(Input::Act(0));
    assert_eq!(d.s.record().actions[moves].ms, 1234);
}

#[test]
fn in_real_time_the_others_moves_are_never_replayed_on_the_way_to_a_private_screen() {
    let mut d = lamp_lit();
    // Tom looks into his bag: a private screen behind a hand-off.
    d.send(Input::Ui("bag-1".into()));
    assert_eq!(d.handoff_seat(), Some(1));
    d.send(Input::Handoff(1));
    assert_eq!(d.kind(), "table", "no playback while a lamp burns");
    d.send(Input::Ui("close".into()));
    assert_eq!(d.kind(), "table");
}

#[test]
fn a_bag_closed_and_opened_again_needs_its_handoff_again() {
    let mut d = lamp_lit();
    d.send(Input::Ui("bag-0".into()));
    d.send(Input::Handoff(0));
    assert_eq!(d.kind(), "table");
    d.send(Input::Ui("close".into()));
    assert_eq!(d.kind(), "table", "the maze is for everyone");
    d.send(Input::Ui("bag-0".into()));
    assert_eq!(d.handoff_seat(), Some(0));
}

#[test]
fn before_the_first_lamp_the_apps_leader_answers_at_once() {
    let mut d = Device_::open(sidibaba(2), Device::PassAndPlay);
    assert!(d.s.app_to_act().is_some() && Sidibaba::time_left(d.s.state()).is_none());
    assert_eq!(d.think(), vec![Effect::WakeAt(APP_QUICK_MS)]);
}

#[test]
fn the_apps_leader_answers_after_a_moment_while_the_lamp_burns() {
    let mut d = lamp_lit();
    for _ in 0..50 {
        if Sidibaba::played_by_app(&d.s.record().config, d.to_act().unwrap()) {
            break;
        }
        if let Some(seat) = d.handoff_seat() {
            d.send(Input::Handoff(seat));
        }
        let step = |_: &_, a: crate::games::sidibaba::state::Action| matches!(a.act, Act::Move(_));
        if d.choices().iter().any(|&a| step(d.s.state(), a)) {
            d.tap_where(step);
        } else {
            d.send(Input::Act(0));
        }
    }
    assert_eq!(d.s.app_to_act(), Some(3), "the Leader's turn");
    let moves = d.moves();
    let fx = d.think();
    assert_eq!(fx, vec![Effect::WakeAt(d.now + APP_MOVE_MS)]);
    d.later(APP_MOVE_MS);
    assert!(d.moves() > moves);
}

#[test]
fn a_person_leader_is_not_handed_the_device_on_each_square_but_when_they_call_stop() {
    let mut record = sidibaba(3);
    record.config.leader = LeaderPlayer::Person("Ali".into());
    let mut d = lamp_lit_in(record);
    let (leader, before) = (3, d.moves());
    // The party walks: the Leader holds an event, yet the device stays with the party (the
    // default order passes for them, recorded as their pass).
    let step = |_: &_, a: crate::games::sidibaba::state::Action| a.act == Act::Move(Movement::Forward);
    d.tap_where(step);
    assert_ne!(d.handoff_seat(), Some(leader));
    assert_eq!(d.to_act(), Some(d.s.state().line()[0]));
    let passed = d.s.record().actions[before..].iter().any(|a| a.act == Act::Pass);
    assert!(passed, "the Leader's turn passed by their standing order");
    // "Leader: stop!": the device goes to the Leader, who decides.
    d.tap_where(|_, a| a.act == Act::Stop);
    assert_eq!(d.handoff_seat(), Some(leader));
    d.send(Input::Handoff(leader));
    assert!(d.choices().iter().any(|a| a.act == Act::Pass));
}

// ---- any input, any time -----------------------------------------------------------------

/// Random inputs at random times: never a panic, and the record always replays to the state.
fn random_inputs<G: Framed>(record: Record<G>, seed: u64, steps: usize) {
    random_inputs_on(
        record,
        seed,
        steps,
        [Device::PassAndPlay, Device::Player(0), Device::Player(1), Device::Unknown],
        false,
    );
}

/// `random_inputs` on one of `devices`, at a table of phones or not.
fn random_inputs_on<G: Framed>(record: Record<G>, seed: u64, steps: usize, devices: [Device; 4], table: bool) {
    let mut rng = GameRng::new(seed);
    let mut d = Device_::open(record, devices[rng.below(4) as usize]);
    d.s.at_table(table);
    for _ in 0..steps {
        d.now += f64::from(rng.below(3000));
        let input = match rng.below(20) {
            0..=7 => Input::Act(rng.below(12) as usize),
            8 => Input::Ui(["turn", "put", "bag-0", "bag-1", "close", HIDE, "é%"][rng.below(7) as usize].into()),
            9 => Input::Confirm(rng.below(2) == 0),
            10 => Input::Undo,
            11 => Input::Handoff(rng.below(5) as Seat),
            12 => Input::Pause,
            13 => Input::Resume,
            14 => Input::Hurry,
            15 => Input::Hint,
            16 => Input::Step(Some(rng.below(40) as usize)),
            17 => Input::Device(devices[rng.below(4) as usize]),
            18 => Input::Tick,
            _ => Input::Wake,
        };
        d.send(input);
        if rng.below(4) == 0 {
            d.think();
        }
        let _ = d.s.screen();
        assert_eq!(d.s.state(), &d.s.record().replay().expect("the record replays"));
    }
}

#[test]
fn any_inputs_at_any_times_keep_the_record_replayable() {
    for seed in 0..40 {
        random_inputs(ali_baba(2 + (seed % 3) as usize, &[]), seed, 150);
        random_inputs(ali_baba(3, &[None, EASY, Some(Strength::Normal)]), seed, 150);
        random_inputs(thousand(2, seed % 2 == 0, &[None, EASY]), seed, 150);
        random_inputs(thousand(4, seed % 2 == 1, &[]), seed, 150);
        random_inputs(sidibaba(3 + (seed % 2) as usize), seed, 150);
    }
}

#[test]
fn any_inputs_at_any_times_at_a_table_keep_the_record_replayable() {
    let mut record = sidibaba(3);
    record.config.leader = LeaderPlayer::Person("Ali".into());
    let devices = [Device::PassAndPlay, Device::Player(3), Device::Player(0), Device::PassAndPlay];
    for seed in 0..40 {
        random_inputs_on(record.clone(), seed, 150, devices, true);
        random_inputs_on(
            ali_baba(3, &[]),
            seed,
            150,
            [Device::Player(0), Device::Player(1), Device::Player(2), Device::Player(0)],
            true,
        );
    }
}

// ---- Sidibaba across phones ------------------------------------------------------------------

/// Ali plays the Leader on his own phone; the party's phone is at the same table.
fn across_phones() -> (Device_<Sidibaba>, Device_<Sidibaba>) {
    let mut record = sidibaba(3);
    record.config.leader = LeaderPlayer::Person("Ali".into());
    let mut party = lamp_lit_in(record);
    party.s.at_table(true);
    let mut leader = Device_::open(party.s.record().clone(), Device::Player(3));
    leader.s.at_table(true);
    (party, leader)
}

#[test]
fn at_a_table_the_leader_stops_the_party_from_his_own_phone_and_the_party_s_phone_waits() {
    let (mut party, mut leader) = across_phones();
    assert_eq!(leader.kind(), "table", "his console, with no hand-off and no pause");
    assert!(leader.table().waiting, "the party is to act");
    assert!(leader.s.time_left(leader.now).is_some() && leader.s.burning(), "the lamp burns on his phone too");
    // The party steps forward; the record reaches his phone (as the table sends it).
    party.tap_where(|_, a| a.act == Act::Move(Movement::Forward));
    let mut leader = Device_::open(party.s.record().clone(), Device::Player(3));
    leader.s.at_table(true);
    assert!(leader.table().waiting);
    leader.tap_where(|_, a| a.act == Act::Stop);
    assert!(!leader.table().waiting, "his decision now");
    // The party's phone hears it: no hand-off to the Leader, who is not there.
    let mut party = Device_::open(leader.s.record().clone(), Device::PassAndPlay);
    party.s.at_table(true);
    assert_eq!(party.kind(), "table");
    let table = party.table();
    assert!(table.waiting && table.seat < 3, "the party's table, waiting for Ali");
    assert!(party.s.burning(), "no pause on the party's phone either");
}

#[test]
fn at_a_table_a_phone_that_pauses_or_leaves_the_screen_writes_nothing_into_the_record() {
    let (mut party, mut leader) = across_phones();
    let moves = (party.moves(), leader.moves());
    party.now += 2_000.0;
    party.send(Input::Pause);
    leader.now += 2_000.0;
    leader.send(Input::Hidden);
    assert_eq!((party.moves(), leader.moves()), moves, "the host's clock keeps the time");
    assert_eq!(party.kind(), "paused", "this phone stops its own clock");
    // It goes on a minute later: the two seconds before the pause still count.
    let left = party.s.time_left(party.now).unwrap();
    party.now += 60_000.0;
    party.send(Input::Resume);
    assert_eq!(party.s.time_left(party.now), Some(left));
    assert_eq!(party.s.time_left(party.now + 1_000.0), Some(left - 1_000));
    let before = party.s.time_left(party.now);
    party.send(Input::Resume);
    assert_eq!(party.s.time_left(party.now), before, "going on twice is going on once");
}

#[test]
fn a_leader_s_phone_opens_only_for_a_person_leader() {
    let record = sidibaba(3);
    assert!(Session::open(record.clone(), Device::Player(3), 0.0, false, false).is_none(), "the app plays him");
    assert!(Session::open(record, Device::Player(4), 0.0, false, false).is_none());
}

#[test]
fn at_a_table_an_adventurer_on_their_own_phone_walks_the_party_with_the_others() {
    let (mut party, _leader) = across_phones();
    // Bea took her seat from the party's phone; Ali plays the Leader on his.
    party.s.away(vec![1, 3]);
    let mut bea = Device_::open(party.s.record().clone(), Device::Player(1));
    bea.s.at_table(true);
    assert_ne!(Sidibaba::to_act(&bea.s.state), Some(1), "another Adventurer leads the line");
    assert!(!bea.table().waiting, "the group decides together: Bea's phone walks the party too");
    assert!(!party.table().waiting, "and the party's phone, which plays the others");
    let moves = bea.moves();
    bea.tap_where(|_, a| a.act == Act::Move(Movement::Forward));
    assert!(bea.moves() > moves, "the step went in (and the Leader's standing order after it)");
    // Every Adventurer on a phone of their own: the party's phone only watches.
    party.s.away(vec![0, 1, 2, 3]);
    assert!(party.table().waiting);
}
