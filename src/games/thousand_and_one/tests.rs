//! The rules file (`shared/rules/thousand-and-one.md`), sentence by sentence.

use super::cards::{E, N};
use super::*;
use crate::games::Game;

fn config(players: usize, beginners: bool) -> Config {
    Config {
        players: ["Lea", "Tom", "Ana", "Max"][..players].iter().map(|s| s.to_string()).collect(),
        beginners,
        start: Some(0),
        computers: Default::default(),
    }
}

fn sq(col: u8, row: u8) -> u8 {
    row * COLS + col
}

/// The first card of the set with these treasures, head and printed walls.
fn card(treasures: u8, head: bool, walls: u8) -> u8 {
    CARDS.iter().position(|c| c.treasures == treasures && c.head == head && c.walls == walls).expect("such a card")
        as u8
}

/// Every cave square an open one-treasure card; pawns where given; the first player to move.
fn table(players: usize, pawns: &[(u8, u8)]) -> State {
    let mut state = ThousandAndOne::new(&config(players, false), 3).unwrap();
    let open = card(1, false, 0);
    for s in 0..SQUARES {
        state.board[s as usize] = (s != ENTRANCE).then_some(Placed { card: open, turn: 0 });
    }
    for (seat, &(col, row)) in pawns.iter().enumerate() {
        state.pawns[seat] = Pawn::At(sq(col, row));
    }
    state.current = 0;
    let mut events = Vec::new();
    state.begin_turn(&mut events);
    state
}

fn lay(state: &mut State, col: u8, row: u8, card: u8, turn: u8) {
    state.board[sq(col, row) as usize] = Some(Placed { card, turn });
    if state.current == 0 && matches!(state.phase, Phase::Move { .. }) {
        let mut events = Vec::new();
        state.begin_turn(&mut events); // the steps follow the card under the pawn
    }
}

fn play(state: &mut State, action: Action) -> Vec<Event> {
    ThousandAndOne::apply(state, action).unwrap_or_else(|e| panic!("{action:?} refused: {e:?}"))
}

/// Where the current pawn's move can end (not counting the genie).
fn ends(state: &State) -> Vec<u8> {
    let (moves, genie) = state.moves();
    if genie {
        return Vec::new();
    }
    moves.into_iter().filter_map(|a| if let Action::MoveTo(s) = a { Some(s) } else { None }).collect()
}

#[test]
fn the_cave_has_19_squares_and_the_entrance_in_a_corner() {
    let state = ThousandAndOne::new(&config(3, false), 1).unwrap();
    assert_eq!(state.board.iter().flatten().count(), 19);
    assert_eq!(ENTRANCE, sq(0, 4));
    assert!(state.board[ENTRANCE as usize].is_none());
    assert_eq!(state.pile().len(), 41);
    assert!(state.board.iter().flatten().all(|p| (p.card as usize) < cards::ENTRANCE_CARDS), "the entrance-back cards");
}

#[test]
fn each_player_puts_their_pawn_on_any_free_card_one_pawn_per_card() {
    let mut state = ThousandAndOne::new(&config(2, false), 1).unwrap();
    assert_eq!(state.phase, Phase::PlacePawns);
    play(&mut state, Action::PlacePawn(sq(2, 2)));
    assert_eq!((state.current(), ThousandAndOne::to_act(&state)), (1, Some(1)));
    assert_eq!(ThousandAndOne::apply(&mut state, Action::PlacePawn(sq(2, 2))), Err(RuleError::NotAFreeCard));
    assert_eq!(ThousandAndOne::apply(&mut state, Action::PlacePawn(ENTRANCE)), Err(RuleError::NotAFreeCard));
    play(&mut state, Action::PlacePawn(sq(3, 0)));
    assert_eq!(state.current(), 0, "then the start player moves first");
    assert_eq!(state.turns(), 0, "placing the pawns is not a turn");
    assert!(matches!(state.phase, Phase::Move { .. }));
}

#[test]
fn a_seat_is_played_by_the_app_when_the_players_give_it_a_strength() {
    let mut cfg = config(3, false);
    assert_eq!(ThousandAndOne::player_names(&cfg), ["Lea", "Tom", "Ana"]);
    cfg.computers = crate::games::Computers(vec![None, Some(crate::games::Strength::Easy)]);
    assert!(!ThousandAndOne::played_by_app(&cfg, 0));
    assert!(ThousandAndOne::played_by_app(&cfg, 1));
}

#[test]
fn the_start_player_is_drawn_unless_picked() {
    let mut cfg = config(4, false);
    cfg.start = None;
    let drawn: std::collections::HashSet<Seat> =
        (0..40).map(|seed| ThousandAndOne::new(&cfg, seed).unwrap().start).collect();
    assert_eq!(drawn.len(), 4);
}

#[test]
fn a_pawn_moves_exactly_as_many_steps_as_treasures_on_its_card_orthogonally() {
    let mut state = table(2, &[(1, 1), (3, 4)]);
    lay(&mut state, 1, 1, card(2, false, 0), 0);
    assert_eq!(state.phase, Phase::Move { steps: 2 });
    let mut got = ends(&state);
    got.sort();
    // Two steps on an open grid: every square two orthogonal steps away, never back home.
    let mut want = vec![sq(1, 3), sq(3, 1), sq(0, 0), sq(2, 0), sq(0, 2), sq(2, 2)];
    want.sort();
    assert_eq!(got, want);
}

#[test]
fn a_jump_over_an_occupied_square_counts_and_a_move_must_end_on_a_free_card() {
    let mut state = table(2, &[(0, 0), (1, 0)]);
    lay(&mut state, 0, 0, card(2, false, 0), 0);
    assert!(ends(&state).contains(&sq(2, 0)), "over Tom, two steps");
    let mut one = table(2, &[(0, 0), (1, 0)]);
    lay(&mut one, 1, 1, card(1, false, 0), 0);
    assert!(!ends(&one).contains(&sq(1, 0)), "never onto Tom");
}

#[test]
fn a_wall_blocks_whichever_card_it_is_printed_on() {
    let mut state = table(2, &[(1, 1), (3, 4)]);
    lay(&mut state, 1, 1, card(1, false, N), 1); // turned once: the wall faces east
    assert!(!ends(&state).contains(&sq(2, 1)));
    assert!(ends(&state).contains(&sq(0, 1)));
    let mut other = table(2, &[(1, 1), (3, 4)]);
    lay(&mut other, 2, 1, card(1, false, N), 3); // its wall faces west, towards the pawn
    assert!(!ends(&other).contains(&sq(2, 1)));
    // The cave's outline is a wall too.
    let corner = table(2, &[(3, 0), (0, 0)]);
    assert_eq!(ends(&corner).len(), 2);
}

/// From every side: a wall printed on the card the pawn would step onto, on the edge that faces
/// the pawn, closes that step and no other.
#[test]
fn a_wall_on_the_card_ahead_blocks_from_every_side() {
    // (the neighbour of (1, 1), the quarter turns that make a north wall face the pawn)
    for (col, row, turn) in [(1, 0, 2), (2, 1, 3), (1, 2, 0), (0, 1, 1)] {
        let mut state = table(2, &[(1, 1), (3, 4)]);
        lay(&mut state, col, row, card(1, false, N), turn);
        let ends = ends(&state);
        assert!(!ends.contains(&sq(col, row)), "({col}, {row}) is walled off");
        assert_eq!(ends.len(), 3, "the three other ways stay open");
    }
}

#[test]
fn no_square_twice_in_one_move_and_the_genie_helps_when_no_move_exists() {
    // A dead end: the pawn's only way out leads into a corridor closed at its far end.
    let mut state = table(2, &[(0, 0), (3, 4)]);
    lay(&mut state, 0, 0, card(2, false, N), 2); // wall south: only east is open
    lay(&mut state, 1, 0, card(2, false, N | E), 1); // walls east and south: a dead end
                                                     // The only two-step path would come back to where the pawn started.
    assert_eq!(state.destinations(sq(0, 0), 2), (vec![], false));
    let (choices, genie) = state.moves();
    assert!(genie);
    assert_eq!(choices.len(), 17, "any free card: 19 minus the two pawns");
    let events = play(&mut state, Action::MoveTo(sq(3, 3)));
    assert!(events.contains(&Event::Moved { seat: 0, from: sq(0, 0), to: sq(3, 3), genie: true }));
}

#[test]
fn with_no_free_card_at_all_the_pawn_stays_and_collects_nothing() {
    let mut state = table(2, &[(0, 0), (3, 3)]);
    for s in 0..SQUARES {
        if s != sq(0, 0) && s != sq(3, 3) {
            state.board[s as usize] = None;
        }
    }
    state.pile.clear();
    assert_eq!(ThousandAndOne::legal_actions(&state), vec![Action::Stay]);
    play(&mut state, Action::Stay);
    assert!(state.collected(0).is_empty());
    assert_eq!(state.current(), 1);
}

#[test]
fn you_collect_the_card_you_left_and_lay_the_top_card_turned_as_you_like() {
    let mut state = table(2, &[(1, 1), (3, 4)]);
    let left = state.board[sq(1, 1) as usize].unwrap().card;
    let top = *state.pile().last().unwrap();
    play(&mut state, Action::MoveTo(sq(1, 2)));
    assert_eq!(state.collected(0), [left]);
    assert_eq!(state.phase, Phase::Lay { card: top, square: sq(1, 1) });
    assert_eq!(ThousandAndOne::apply(&mut state, Action::Turn(4)), Err(RuleError::NoSuchTurn));
    play(&mut state, Action::Turn(3));
    assert_eq!(state.board()[sq(1, 1) as usize], Some(Placed { card: top, turn: 3 }));
    assert_eq!((state.current(), state.turns()), (1, 1));
}

#[test]
fn the_thiefs_head_moves_the_thief_before_the_card_is_replaced() {
    let mut state = table(2, &[(1, 1), (3, 4)]);
    lay(&mut state, 1, 1, card(1, true, 0), 0);
    let events = play(&mut state, Action::MoveTo(sq(1, 2)));
    assert_eq!(state.thief(), 1);
    let thief = events.iter().position(|e| matches!(e, Event::ThiefMoved { .. })).unwrap();
    let collected = events.iter().position(|e| matches!(e, Event::Collected { .. })).unwrap();
    assert!(collected < thief);
    assert!(matches!(state.phase, Phase::Lay { .. }), "the new card comes after the thief");
}

#[test]
fn leaving_the_cave_on_any_step_that_reaches_the_entrance_with_the_card_left() {
    let mut state = table(2, &[(0, 3), (3, 0)]);
    lay(&mut state, 0, 3, card(3, false, 0), 0);
    assert!(state.moves().0.contains(&Action::Leave), "the first of three steps reaches it");
    let left = state.board[sq(0, 3) as usize].unwrap().card;
    play(&mut state, Action::Leave);
    assert_eq!(state.pawns[0], Pawn::Out);
    assert_eq!(state.collected[0], vec![left]);
}

#[test]
fn no_pawn_stops_on_the_entrance() {
    for seed in 0..50 {
        let mut state = ThousandAndOne::new(&config(3, false), seed).unwrap();
        while let Some(a) = ThousandAndOne::legal_actions(&state).first().copied() {
            assert_ne!(a, Action::MoveTo(ENTRANCE));
            assert_ne!(a, Action::PlacePawn(ENTRANCE));
            play(&mut state, a);
        }
    }
}

#[test]
fn the_game_ends_when_the_last_pawn_has_left() {
    let mut state = table(2, &[(0, 3), (3, 0)]);
    state.pawns[1] = Pawn::Out;
    play(&mut state, Action::Leave);
    play(&mut state, Action::Turn(0));
    assert!(state.is_over());
    assert_eq!(ThousandAndOne::to_act(&state), None);
    assert_eq!(ThousandAndOne::apply(&mut state, Action::Roll), Err(RuleError::GameOver));
    assert!(ThousandAndOne::outcome(&state).unwrap().winners.contains(&0));
}

#[test]
fn the_thief_walks_the_8_spaces_from_his_tent_then_reaches_the_entrance() {
    for (space, at_the_entrance) in [(7, false), (8, true)] {
        let mut state = table(2, &[(1, 1), (3, 4)]);
        state.thief = space;
        lay(&mut state, 1, 1, card(1, true, 0), 0);
        let events = play(&mut state, Action::MoveTo(sq(1, 2)));
        assert_eq!(events.contains(&Event::GameOver), at_the_entrance, "from space {space}");
    }
}

#[test]
fn the_thief_at_the_entrance_ends_the_game_and_caught_pawns_lose_everything() {
    let mut state = table(3, &[(1, 1), (3, 0), (2, 2)]);
    state.pawns[2] = Pawn::Out;
    state.collected[1] = vec![card(3, false, 0)];
    state.collected[2] = vec![card(1, false, 0)];
    state.thief = THIEF_HOME - 1;
    lay(&mut state, 1, 1, card(1, true, 0), 0);
    let events = play(&mut state, Action::MoveTo(sq(1, 2)));
    assert!(events.contains(&Event::GameOver));
    assert!(state.collected[0].is_empty() && state.collected[1].is_empty(), "caught");
    let outcome = ThousandAndOne::outcome(&state).unwrap();
    assert_eq!(outcome.winners, vec![2], "only Ana got out");
    assert_eq!(state.boxed().len(), 2);
    // What each lost is kept for the end screen and told in the history.
    assert!(events.contains(&Event::Caught { seat: 0, treasures: 1 }), "Lea's card with the head");
    assert!(events.contains(&Event::Caught { seat: 1, treasures: 3 }));
    assert_eq!(ThousandAndOne::view(&state, 0).lost, vec![1, 3, 0]);
    assert_eq!(ThousandAndOne::view(&state, 0).caught, vec![true, true, false], "Ana got out");
}

#[test]
fn each_player_sees_the_pawns_and_whose_turn_it_is_and_only_they_are_offered_where_to_move() {
    let mut state = table(2, &[(1, 1), (3, 4)]);
    let (lea, tom) = (ThousandAndOne::view(&state, 0), ThousandAndOne::view(&state, 1));
    assert!(lea.my_turn() && !tom.my_turn());
    assert_eq!(ThousandAndOne::choices(&lea), &ThousandAndOne::legal_actions(&state)[..]);
    assert_eq!((lea.choices, tom.choices), (ThousandAndOne::legal_actions(&state), Vec::new()));
    assert_eq!(lea.squares.iter().map(|q| q.pawn).filter(Option::is_some).count(), 2);
    assert_eq!((lea.squares[sq(1, 1) as usize].pawn, lea.squares[sq(3, 4) as usize].pawn), (Some(0), Some(1)));
    let mut marked: Vec<u8> = lea.squares.iter().filter(|q| q.selectable).map(|q| q.square).collect();
    let mut moves = ends(&state);
    marked.sort();
    moves.sort();
    assert!(!marked.is_empty());
    assert_eq!(marked, moves, "the squares the move may end on");
    assert!(lea.caught.iter().all(|c| !c), "nobody is caught while the game goes on");
    assert_eq!(lea.laying, None);
    let top = *state.pile.last().unwrap();
    play(&mut state, Action::MoveTo(sq(1, 2)));
    assert_eq!(ThousandAndOne::view(&state, 1).laying, Some((CARDS[top as usize], sq(1, 1))), "the card to lay");
}

#[test]
fn equal_treasure_counts_share_the_win() {
    let mut state = table(3, &[(0, 3), (3, 0), (2, 2)]);
    state.pawns = vec![Pawn::Out; 3];
    state.collected = vec![vec![card(2, false, 0)], vec![card(1, false, 0), card(1, true, 0)], vec![card(1, false, N)]];
    state.phase = Phase::Over;
    assert_eq!(ThousandAndOne::outcome(&state).unwrap().winners, vec![0, 1]);
}

#[test]
fn with_the_pile_used_up_squares_stay_empty_and_the_thief_comes_home_every_round() {
    let mut state = table(2, &[(1, 1), (3, 4)]);
    state.pile.clear();
    let events = play(&mut state, Action::MoveTo(sq(1, 2)));
    assert!(events.contains(&Event::SquareEmptied { square: sq(1, 1) }));
    assert!(state.board[sq(1, 1) as usize].is_none());
    assert_eq!(state.thief(), 0, "mid-round");
    // Tom's move ends the round: the thief steps forward.
    let mut tom = state.moves().0;
    tom.retain(|a| matches!(a, Action::MoveTo(_)));
    play(&mut state, tom[0]);
    assert_eq!(state.thief(), 1);
    // An empty square can be neither entered nor crossed.
    let mut blocked = table(2, &[(0, 1), (3, 4)]);
    lay(&mut blocked, 0, 1, card(2, false, 0), 0);
    blocked.board[sq(1, 1) as usize] = None;
    assert!(!ends(&blocked).contains(&sq(2, 1)));
    assert!(!ends(&blocked).contains(&sq(1, 1)));
}

#[test]
fn a_round_ends_when_play_comes_back_to_the_start_player() {
    let mut state = table(3, &[(1, 1), (3, 0), (2, 3)]);
    state.pile.clear();
    (state.start, state.current) = (1, 1);
    state.begin_turn(&mut Vec::new());
    let mut thief = Vec::new();
    for _ in 0..3 {
        let mut moves = state.moves().0;
        moves.retain(|a| matches!(a, Action::MoveTo(_)));
        play(&mut state, moves[0]);
        thief.push((state.current(), state.thief()));
    }
    assert_eq!(thief, [(2, 0), (0, 0), (1, 1)], "Tom, Ana, then Lea ends the round");
}

#[test]
fn beginners_roll_the_die_and_move_that_many_steps() {
    let mut state = ThousandAndOne::new(&config(2, true), 9).unwrap();
    play(&mut state, Action::PlacePawn(sq(1, 1)));
    play(&mut state, Action::PlacePawn(sq(2, 3)));
    assert_eq!(state.phase, Phase::Roll);
    let events = play(&mut state, Action::Roll);
    let Some(Event::Rolled { value, .. }) = events.first() else { panic!() };
    assert!((1..=6).contains(value));
    assert_eq!(state.phase, Phase::Move { steps: *value });
}

#[test]
fn the_die_shows_one_to_six() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..100 {
        let mut state = ThousandAndOne::new(&config(2, true), seed).unwrap();
        play(&mut state, Action::PlacePawn(sq(1, 1)));
        play(&mut state, Action::PlacePawn(sq(2, 3)));
        play(&mut state, Action::Roll);
        seen.insert(state.die.unwrap());
    }
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), [1, 2, 3, 4, 5, 6]);
}

#[test]
fn beginners_need_not_leave_and_keep_their_treasures_when_the_thief_arrives() {
    let mut state = ThousandAndOne::new(&config(2, true), 9).unwrap();
    play(&mut state, Action::PlacePawn(sq(0, 3)));
    play(&mut state, Action::PlacePawn(sq(2, 3)));
    state.collected[1] = vec![card(3, false, 0)];
    for _ in 0..6 {
        play(&mut state, Action::Roll);
        assert!(!state.moves().0.contains(&Action::Leave), "nobody leaves");
        let a = state.moves().0[0];
        play(&mut state, a);
        if let Phase::Lay { .. } = state.phase {
            play(&mut state, Action::Turn(0));
        }
    }
    state.thief = THIEF_HOME - 1;
    state.pile.clear();
    while !state.is_over() {
        let a = ThousandAndOne::legal_actions(&state)[0];
        play(&mut state, a);
    }
    assert!(!state.collected[1].is_empty(), "nothing is taken away");
    let outcome = ThousandAndOne::outcome(&state).unwrap();
    assert!(!outcome.winners.is_empty());
}

#[test]
fn a_refused_action_changes_nothing() {
    let mut state = table(2, &[(1, 1), (3, 4)]);
    let before = state.clone();
    assert_eq!(ThousandAndOne::apply(&mut state, Action::MoveTo(sq(1, 1))), Err(RuleError::NotReachable));
    assert_eq!(ThousandAndOne::apply(&mut state, Action::Turn(0)), Err(RuleError::NotNow));
    assert_eq!(ThousandAndOne::apply(&mut state, Action::Stay), Err(RuleError::MustMove));
    assert_eq!(ThousandAndOne::apply(&mut state, Action::Leave), Err(RuleError::CannotLeave), "one step from (1, 1)");
    assert_eq!(state, before);
}

// ---------- taking a move back (app: nothing hidden may come to light) ----------

/// Plays `action` and says whether the rules let its player take it back.
fn undoable_after(state: &mut State, action: Action) -> bool {
    let before = state.clone();
    let events = play(state, action);
    ThousandAndOne::undoable(&before, state, &events)
}

#[test]
fn placing_a_pawn_and_laying_a_card_may_be_taken_back() {
    let mut state = ThousandAndOne::new(&config(2, false), 9).unwrap();
    assert!(undoable_after(&mut state, Action::PlacePawn(sq(1, 1))));
    let mut state = table(2, &[(0, 0), (3, 4)]);
    play(&mut state, Action::MoveTo(sq(1, 0)));
    let Phase::Lay { .. } = state.phase else { panic!("a card to lay") };
    assert!(undoable_after(&mut state, Action::Turn(1)));
}

#[test]
fn a_move_that_draws_the_next_card_or_rolls_the_die_may_not() {
    let mut state = table(2, &[(0, 0), (3, 4)]);
    assert!(!undoable_after(&mut state, Action::MoveTo(sq(1, 0))), "the card drawn to refill the square is seen");
    let mut state = ThousandAndOne::new(&config(2, true), 9).unwrap();
    play(&mut state, Action::PlacePawn(sq(1, 1)));
    play(&mut state, Action::PlacePawn(sq(2, 3)));
    assert!(!undoable_after(&mut state, Action::Roll));
}

#[test]
fn with_the_pile_used_up_a_move_may_be_taken_back() {
    let mut state = table(2, &[(0, 0), (3, 4)]);
    state.pile.clear();
    assert!(undoable_after(&mut state, Action::MoveTo(sq(1, 0))));
}
