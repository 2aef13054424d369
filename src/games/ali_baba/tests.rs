//! The rules file (`shared/rules/ali-baba.md`), sentence by sentence, and the rulebook examples.

use super::*;
use crate::games::{record::Record, Game};
use Colour::*;
use Kind::*;

// ---------- helpers: a table with exactly the tiles a test needs ----------

fn config(players: usize, variant: Variant) -> Config {
    Config {
        players: ["Lea", "Tom", "Ana", "Max"][..players].iter().map(|s| s.to_string()).collect(),
        variant,
        open_screens: false,
        start: Some(0),
        computers: Default::default(),
    }
}

/// A dealt game whose board is then emptied, so a test can lay out its own position.
fn table(players: usize) -> State {
    let mut state = AliBaba::new(&config(players, Variant::Standard), 1).unwrap();
    state.board.iter_mut().for_each(|p| *p = None);
    state
}

fn slot_of(state: &State, layer: u8, col: u8, row: u8) -> Slot {
    let g = state.geometry();
    let first = g.places.iter().position(|p| p.layer == layer).unwrap();
    let (dx, dy) = (g.places[first].x, g.places[first].y);
    g.places.iter().position(|p| p.layer == layer && p.x == dx + 2 * col && p.y == dy + 2 * row).unwrap() as Slot
}

/// Lays a tile; afterwards `settle` turns every uncovered tile face up, as dealing would.
fn put(state: &mut State, layer: u8, col: u8, row: u8, kind: Kind, colour: Colour) -> Slot {
    let slot = slot_of(state, layer, col, row);
    state.board[slot as usize] = Some(Placed { tile: Tile::new(kind, colour), face_up: false });
    settle(state);
    slot
}

fn settle(state: &mut State) {
    for s in 0..state.board.len() {
        let covered = state.geometry().above(s as Slot).iter().any(|&a| state.board[a as usize].is_some());
        if let Some(p) = state.board[s].as_mut() {
            p.face_up = !covered;
        }
    }
}

fn give(state: &mut State, seat: Seat, tiles: &[(Kind, Colour)]) {
    state.hands[seat as usize].tiles.extend(tiles.iter().map(|&(k, c)| Tile::new(k, c)));
}

/// A few face-down tiles far from the action, so the game does not end early.
fn filler(state: &mut State) {
    put(state, 1, 3, 3, Necklace, Pink);
    put(state, 0, 4, 4, Necklace, Blue);
    put(state, 0, 3, 4, Necklace, Brown);
    put(state, 0, 4, 3, Necklace, Green);
    put(state, 0, 3, 3, Necklace, Yellow);
}

fn play(state: &mut State, action: Action) -> Vec<Event> {
    AliBaba::apply(state, action).unwrap_or_else(|e| panic!("{action:?} refused: {e:?}"))
}

fn points(state: &State, seat: Seat) -> i32 {
    state.hands[seat as usize].points
}

fn holds(state: &State, seat: Seat, kind: Kind, colour: Colour) -> bool {
    state.hands[seat as usize].tiles.contains(&Tile::new(kind, colour))
}

// ---------- material and set-up ----------

#[test]
fn there_are_60_tiles_ten_kinds_each_once_in_each_of_six_colours() {
    let tiles: Vec<Tile> = Tile::all().collect();
    assert_eq!(tiles.len(), 60);
    for kind in Kind::ALL {
        for colour in Colour::ALL {
            assert_eq!(tiles.iter().filter(|t| t.kind() == kind && t.colour() == colour).count(), 1);
        }
    }
}

#[test]
fn each_tile_is_numbered_by_its_kind_then_its_colour() {
    assert_eq!(Tile::new(Carpet, Pink).id(), 0);
    assert_eq!(Tile::new(Crown, Brown).id(), 2 * 6 + 2);
    assert_eq!(Tile::new(Necklace, White).id(), 59);
    let colours: Vec<usize> = Colour::ALL.iter().map(|c| c.index()).collect();
    assert_eq!(colours, (0..6).collect::<Vec<_>>());
}

#[test]
fn the_standard_deal_uses_54_tiles_and_boxes_6_unseen() {
    let state = AliBaba::new(&config(3, Variant::Standard), 9).unwrap();
    assert_eq!(state.board().iter().flatten().count(), 54);
    assert_eq!(state.boxed().len(), 6);
}

#[test]
fn all_layers_are_dealt_face_down_except_the_top_layer() {
    let state = AliBaba::new(&config(2, Variant::Standard), 3).unwrap();
    let g = state.geometry();
    for (s, p) in state.board.iter().enumerate() {
        assert_eq!(p.unwrap().face_up, g.places[s].layer == 3, "slot {s}");
    }
    assert_eq!(state.board.iter().flatten().filter(|p| p.face_up).count(), 4);
}

#[test]
fn the_start_player_is_drawn_at_random_unless_the_players_pick_one() {
    let mut cfg = config(4, Variant::Standard);
    cfg.start = None;
    let drawn: std::collections::HashSet<Seat> = (0..40).map(|seed| AliBaba::new(&cfg, seed).unwrap().start).collect();
    assert_eq!(drawn.len(), 4, "every seat gets drawn sometimes");
    cfg.start = Some(2);
    let state = AliBaba::new(&cfg, 5).unwrap();
    assert_eq!((state.start_player(), state.current()), (2, 2));
}

#[test]
fn two_to_four_players_with_names() {
    assert_eq!(AliBaba::new(&config(1, Variant::Standard), 1).unwrap_err(), crate::games::ConfigError::TooFewPlayers);
    let mut five = config(4, Variant::Standard);
    five.players.push("Eve".into());
    assert_eq!(AliBaba::new(&five, 1).unwrap_err(), crate::games::ConfigError::TooManyPlayers);
    let mut blank = config(2, Variant::Standard);
    blank.players[1] = "  ".into();
    assert_eq!(AliBaba::new(&blank, 1).unwrap_err(), crate::games::ConfigError::EmptyName);
    assert_eq!(AliBaba::player_names(&config(3, Variant::Standard)), ["Lea", "Tom", "Ana"]);
}

#[test]
fn a_seat_is_played_by_the_app_when_the_players_give_it_a_strength() {
    let mut cfg = config(2, Variant::Standard);
    cfg.computers = crate::games::Computers(vec![None, Some(crate::games::Strength::Strong)]);
    assert!(!AliBaba::played_by_app(&cfg, 0));
    assert!(AliBaba::played_by_app(&cfg, 1));
}

// ---------- a turn: take, flip ----------

#[test]
fn you_take_a_face_up_tile_and_put_it_behind_your_screen() {
    let mut state = AliBaba::new(&config(2, Variant::Standard), 11).unwrap();
    let top = slot_of(&state, 3, 0, 0);
    let tile = state.board[top as usize].unwrap().tile;
    play(&mut state, Action::Take(top));
    assert!(state.hands[0].tiles.contains(&tile));
    assert!(state.board[top as usize].is_none());
}

#[test]
fn a_face_down_tile_cannot_be_taken_and_the_refusal_changes_nothing() {
    let mut state = AliBaba::new(&config(2, Variant::Standard), 11).unwrap();
    let before = format!("{state:?}");
    let bottom = slot_of(&state, 0, 2, 2);
    assert_eq!(AliBaba::apply(&mut state, Action::Take(bottom)), Err(RuleError::FaceDown));
    assert_eq!(AliBaba::apply(&mut state, Action::UseMagic), Err(RuleError::NotNow));
    assert_eq!(AliBaba::apply(&mut state, Action::Take(200)), Err(RuleError::NoTileThere));
    assert_eq!(format!("{state:?}"), before);
}

#[test]
fn every_tile_no_longer_covered_flips_face_up() {
    let mut state = AliBaba::new(&config(2, Variant::Standard), 11).unwrap();
    // The top corner tile is the only one over the corner tile of layer 2.
    let top = slot_of(&state, 3, 0, 0);
    let under = slot_of(&state, 2, 0, 0);
    let centre = slot_of(&state, 2, 1, 1);
    play(&mut state, Action::Take(top));
    assert!(state.board[under as usize].unwrap().face_up);
    assert!(!state.board[centre as usize].unwrap().face_up, "still under three top tiles");
    assert_eq!(AliBaba::view(&state, 0).face_down, 54 - 4 - 1);
    assert_eq!(state.last_turn(), None, "face-down tiles remain: the last round is not announced");
}

#[test]
fn a_tile_is_covered_while_any_tile_of_the_layer_above_overlaps_it() {
    let mut state = table(2);
    let low = put(&mut state, 0, 1, 1, Ruby, White);
    put(&mut state, 1, 1, 1, Ring, White); // overlaps a quarter of it
    assert!(!state.board[low as usize].unwrap().face_up);
}

// ---------- the six effects ----------

#[test]
fn pink_diamond_scores_five() {
    let mut state = table(2);
    filler(&mut state);
    let diamond = put(&mut state, 1, 0, 0, Diamond, Pink);
    play(&mut state, Action::Take(diamond));
    assert_eq!(points(&state, 0), 5);
}

#[test]
fn blue_carpet_whose_taking_flips_two_tiles_scores_four() {
    let mut state = table(2);
    filler(&mut state);
    put(&mut state, 0, 0, 0, Ruby, Pink);
    put(&mut state, 0, 1, 0, Ruby, Brown);
    let carpet = put(&mut state, 1, 0, 0, Carpet, Blue);
    let events = play(&mut state, Action::Take(carpet));
    assert!(events.iter().any(|e| matches!(e, Event::Flipped { slots } if slots.len() == 2)));
    assert_eq!(points(&state, 0), 4);
}

#[test]
fn blue_scores_two_when_a_board_square_is_uncovered() {
    let mut state = table(2);
    filler(&mut state);
    let bottom = put(&mut state, 0, 0, 0, Carpet, Blue);
    play(&mut state, Action::Take(bottom));
    assert_eq!(points(&state, 0), 2);
}

#[test]
fn blue_scores_nothing_when_nothing_flips_and_no_square_is_bared() {
    let mut state = table(2);
    filler(&mut state);
    // Every tile under the carpet is also under a neighbour of it.
    put(&mut state, 0, 1, 0, Ruby, Pink);
    put(&mut state, 0, 0, 1, Ruby, Brown);
    put(&mut state, 0, 1, 1, Ruby, Green);
    put(&mut state, 1, 1, 0, Statue, Pink);
    put(&mut state, 1, 0, 1, Statue, Brown);
    let carpet = put(&mut state, 1, 0, 0, Carpet, Blue);
    let events = play(&mut state, Action::Take(carpet));
    assert!(events.contains(&Event::NoEffect { seat: 0, colour: Blue }));
    assert_eq!(points(&state, 0), 0);
}

#[test]
fn brown_sword_with_two_swords_already_held_scores_six() {
    let mut state = table(2);
    filler(&mut state);
    give(&mut state, 0, &[(Sword, Pink), (Sword, Green)]);
    let sword = put(&mut state, 1, 0, 0, Sword, Brown);
    play(&mut state, Action::Take(sword));
    let events = play(&mut state, Action::UseMagic);
    assert_eq!(points(&state, 0), 6);
    assert!(events.contains(&Event::Scored { seat: 0, points: 6, colour: Brown }), "the table is told");
}

#[test]
fn green_carpet_lets_you_also_take_the_adjacent_ring_whose_effect_does_not_trigger() {
    let mut state = table(2);
    filler(&mut state);
    let carpet = put(&mut state, 0, 0, 0, Carpet, Green);
    let ring = put(&mut state, 0, 1, 0, Ring, Pink);
    put(&mut state, 0, 1, 1, Statue, Pink); // diagonal: not adjacent
    play(&mut state, Action::Take(carpet));
    assert_eq!(state.beside_options(), vec![ring]);
    play(&mut state, Action::TakeBeside(ring));
    assert!(holds(&state, 0, Ring, Pink));
    assert_eq!(points(&state, 0), 0, "the pink ring's effect does not trigger");
    assert_eq!(state.current(), 1);
}

#[test]
fn green_refuses_a_diagonal_tile() {
    let mut state = table(2);
    filler(&mut state);
    let carpet = put(&mut state, 0, 0, 0, Carpet, Green);
    put(&mut state, 0, 1, 0, Ring, Pink);
    let diagonal = put(&mut state, 0, 1, 1, Statue, Pink);
    play(&mut state, Action::Take(carpet));
    assert_eq!(AliBaba::apply(&mut state, Action::TakeBeside(diagonal)), Err(RuleError::NotBeside));
}

#[test]
fn adjacency_is_seen_from_above_across_layers() {
    let state = table(2);
    let g = state.geometry();
    let bottom = slot_of(&state, 0, 0, 1); // half-units x 0..2, y 2..4
    let layer_two = slot_of(&state, 2, 0, 0); // x 2..4, y 2..4: shares the edge x = 2
    let layer_one = slot_of(&state, 1, 0, 0); // x 1..3, y 1..3: overlaps, not beside
    assert!(g.beside(bottom).contains(&layer_two));
    assert!(!g.beside(bottom).contains(&layer_one));
    assert!(!g.above(bottom).contains(&layer_two), "touching along an edge does not cover");
    let below_it = slot_of(&state, 0, 0, 2); // y 4..6: shares the edge y = 4
    let corner = slot_of(&state, 0, 1, 2); // x 2..4, y 4..6: only a corner
    assert!(g.beside(bottom).contains(&below_it));
    assert!(!g.beside(bottom).contains(&corner));
}

#[test]
fn green_flips_what_its_extra_tile_uncovers() {
    let mut state = table(2);
    filler(&mut state);
    let carpet = put(&mut state, 1, 0, 0, Carpet, Green); // x 1..3
    let ring = put(&mut state, 1, 1, 0, Ring, Pink); // x 3..5: beside it
    let under_ring = put(&mut state, 0, 2, 0, Ruby, Pink); // x 4..6, under the ring only
    play(&mut state, Action::Take(carpet));
    assert!(!state.board[under_ring as usize].unwrap().face_up);
    play(&mut state, Action::TakeBeside(ring));
    assert!(state.board[under_ring as usize].unwrap().face_up);
}

#[test]
fn yellow_chest_each_opponent_shows_a_tile_and_you_keep_the_sword() {
    let mut state = table(3);
    filler(&mut state);
    give(&mut state, 1, &[(Sword, Pink), (Ruby, Blue)]);
    give(&mut state, 2, &[(Crown, White)]);
    let chest = put(&mut state, 1, 0, 0, Chest, Yellow);
    play(&mut state, Action::Take(chest));
    play(&mut state, Action::UseMagic);
    assert_eq!(AliBaba::to_act(&state), Some(1), "the opponents choose, in turn order");
    play(&mut state, Action::Show(Tile::new(Sword, Pink)));
    assert_eq!(AliBaba::to_act(&state), Some(2));
    play(&mut state, Action::Show(Tile::new(Crown, White)));
    assert_eq!(AliBaba::to_act(&state), Some(0));
    let kept_back = Action::Keep(Tile::new(Ruby, Blue));
    assert_eq!(AliBaba::apply(&mut state.clone(), kept_back), Err(RuleError::NotShown), "Tom showed his sword");
    play(&mut state, Action::Keep(Tile::new(Sword, Pink)));
    assert!(holds(&state, 0, Sword, Pink));
    assert!(!holds(&state, 1, Sword, Pink));
    assert!(holds(&state, 2, Crown, White), "the others go back");
    assert_eq!(points(&state, 0), 0, "the kept tile's effect does not trigger");
}

#[test]
fn yellow_an_opponent_with_no_tiles_shows_nothing() {
    let mut state = table(3);
    filler(&mut state);
    give(&mut state, 2, &[(Crown, White)]);
    let chest = put(&mut state, 1, 0, 0, Chest, Yellow);
    play(&mut state, Action::Take(chest));
    play(&mut state, Action::UseMagic);
    assert_eq!(AliBaba::to_act(&state), Some(2), "Tom has nothing to show and is skipped");
}

#[test]
fn yellow_with_nobody_holding_anything_has_no_effect() {
    let mut state = table(2);
    filler(&mut state);
    let chest = put(&mut state, 1, 0, 0, Chest, Yellow);
    let events = play(&mut state, Action::Take(chest));
    assert!(events.contains(&Event::NoEffect { seat: 0, colour: Yellow }));
    assert_eq!(state.current(), 1);
}

#[test]
fn yellow_you_may_keep_none_of_the_shown_tiles() {
    let mut state = table(2);
    filler(&mut state);
    give(&mut state, 1, &[(Ruby, Blue)]);
    let chest = put(&mut state, 1, 0, 0, Chest, Yellow);
    play(&mut state, Action::Take(chest));
    play(&mut state, Action::UseMagic);
    play(&mut state, Action::Show(Tile::new(Ruby, Blue)));
    play(&mut state, Action::Pass);
    assert!(holds(&state, 1, Ruby, Blue));
}

#[test]
fn an_opponent_cannot_show_a_tile_they_do_not_hold() {
    let mut state = table(2);
    filler(&mut state);
    give(&mut state, 1, &[(Ruby, Blue)]);
    let chest = put(&mut state, 1, 0, 0, Chest, Yellow);
    play(&mut state, Action::Take(chest));
    play(&mut state, Action::UseMagic);
    assert_eq!(AliBaba::apply(&mut state, Action::Show(Tile::new(Ruby, Pink))), Err(RuleError::NotYourTile));
}

#[test]
fn white_statue_naming_brown_forbids_brown_tiles_until_your_next_turn() {
    let mut state = table(2);
    filler(&mut state);
    let statue = put(&mut state, 1, 0, 0, Statue, White);
    let brown = put(&mut state, 1, 2, 0, Ring, Brown);
    let other = put(&mut state, 1, 0, 2, Ring, Pink);
    play(&mut state, Action::Take(statue));
    play(&mut state, Action::Forbid(Ban::Colour(Brown)));
    assert_eq!(state.restrictions(), [Restriction { owner: 0, ban: Ban::Colour(Brown) }]);
    assert_eq!(state.current(), 1);
    assert_eq!(AliBaba::apply(&mut state, Action::Take(brown)), Err(RuleError::Forbidden));
    play(&mut state, Action::Take(other));
    assert_eq!(state.current(), 0);
    assert!(state.restrictions.is_empty(), "it ends when its owner's next turn begins");
}

#[test]
fn white_names_any_of_the_ten_kinds_or_the_six_colours() {
    let mut state = table(2);
    filler(&mut state);
    let statue = put(&mut state, 1, 0, 0, Statue, White);
    play(&mut state, Action::Take(statue));
    let choices = AliBaba::legal_actions(&state);
    let bans: Vec<Action> = choices.iter().copied().filter(|a| matches!(a, Action::Forbid(_))).collect();
    assert_eq!(bans.len(), 16);
    assert_eq!(bans[0], Action::Forbid(Ban::Kind(Carpet)));
    assert_eq!(bans[15], Action::Forbid(Ban::Colour(White)));
}

#[test]
fn white_does_not_restrict_its_owner() {
    let mut state = table(3);
    filler(&mut state);
    let statue = put(&mut state, 1, 0, 0, Statue, White);
    play(&mut state, Action::Take(statue));
    play(&mut state, Action::Forbid(Ban::Kind(Ring)));
    assert!(state.is_forbidden(1, Tile::new(Ring, Pink)));
    assert!(!state.is_forbidden(0, Tile::new(Ring, Pink)));
}

#[test]
fn white_a_player_who_can_take_nothing_may_take_any_face_up_tile() {
    let mut state = table(2);
    filler(&mut state);
    let statue = put(&mut state, 1, 0, 0, Statue, White);
    let ring = put(&mut state, 1, 2, 0, Ring, Brown);
    play(&mut state, Action::Take(statue));
    play(&mut state, Action::Forbid(Ban::Colour(Pink)));
    // Face up now: the brown ring and the pink necklace (filler top tile).
    let necklace = slot_of(&state, 1, 3, 3);
    assert_eq!(AliBaba::apply(&mut state.clone(), Action::Take(necklace)), Err(RuleError::Forbidden));
    // Once the ring is gone, only forbidden tiles remain face up: any may be taken.
    state.board[ring as usize] = None;
    assert_eq!(state.takeable(), state.face_up_slots().collect::<Vec<_>>());
    play(&mut state, Action::Take(necklace));
}

#[test]
fn white_restrictions_apply_to_greens_extra_tile_even_if_that_leaves_none() {
    let mut state = table(2);
    filler(&mut state);
    let statue = put(&mut state, 1, 3, 0, Statue, White);
    put(&mut state, 1, 3, 2, Ruby, Pink);
    play(&mut state, Action::Take(statue));
    play(&mut state, Action::Forbid(Ban::Kind(Ring)));
    // Tom takes a green carpet whose only neighbour is a ring.
    let carpet = put(&mut state, 0, 0, 0, Carpet, Green);
    put(&mut state, 0, 1, 0, Ring, Pink);
    let events = play(&mut state, Action::Take(carpet));
    assert!(events.contains(&Event::NoEffect { seat: 1, colour: Green }));
}

/// Lea has taken a crown of `colour` beside a pink ring (returned), Tom holding a blue ruby: the
/// colour's decision is hers.
fn crown_taken(colour: Colour) -> (State, Slot) {
    let mut state = table(2);
    filler(&mut state);
    give(&mut state, 1, &[(Ruby, Blue)]);
    let tile = put(&mut state, 1, 0, 0, Crown, colour);
    let ring = put(&mut state, 1, 1, 0, Ring, Pink);
    play(&mut state, Action::Take(tile));
    (state, ring)
}

#[test]
fn each_colour_asks_only_its_own_decision_and_refuses_another_unchanged() {
    for colour in [Brown, Green, Yellow, White] {
        let (state, ring) = crown_taken(colour);
        let its_own = match colour {
            Green => Action::TakeBeside(ring),
            White => Action::Forbid(Ban::Kind(Ring)),
            _ => Action::UseMagic,
        };
        for action in [Action::UseMagic, Action::TakeBeside(ring), Action::Forbid(Ban::Kind(Ring))] {
            let mut after = state.clone();
            let result = AliBaba::apply(&mut after, action);
            if action == its_own {
                assert!(result.is_ok(), "{colour:?}: {action:?}");
            } else {
                assert_eq!(result, Err(RuleError::NotNow), "{colour:?}: {action:?}");
                assert_eq!(format!("{after:?}"), format!("{state:?}"));
            }
        }
    }
}

#[test]
fn every_effect_that_needs_a_decision_may_be_declined() {
    for colour in [Brown, Green, Yellow, White] {
        let (mut state, _) = crown_taken(colour);
        assert!(AliBaba::legal_actions(&state).contains(&Action::Pass), "{colour:?}");
        let events = play(&mut state, Action::Pass);
        assert!(events.contains(&Event::Declined { seat: 0, colour }));
        assert_eq!(points(&state, 0), 0);
    }
}

// ---------- the end ----------

#[test]
fn after_the_last_flip_the_round_is_finished_then_one_more_round_is_played() {
    let mut state = table(3);
    // Start player Lea (0); the right of the start player is Ana (2).
    let last_hidden = put(&mut state, 0, 0, 0, Ruby, Pink);
    let cover = put(&mut state, 1, 0, 0, Statue, Pink);
    // Free pink tiles, so that every turn is a single take.
    for col in 2..5 {
        put(&mut state, 0, col, 4, Kind::ALL[col as usize], Pink);
        put(&mut state, 0, col, 3, Kind::ALL[col as usize + 3], Pink);
    }
    let _ = last_hidden;
    // Lea takes a free crown, Tom uncovers the last face-down tile in turn 1 of round 0.
    let free: Vec<Slot> = state.takeable().into_iter().filter(|&s| s != cover).collect();
    play(&mut state, Action::Take(free[0]));
    let events = play(&mut state, Action::Take(cover));
    assert!(events.contains(&Event::LastTileFlipped));
    assert_eq!(AliBaba::view(&state, 0).turns_left, Some(4), "Ana's, then Lea's, Tom's and Ana's");
    // Finish the round (Ana), then one more round (Lea, Tom, Ana): four more turns.
    let mut turns = 0;
    while !state.is_over() {
        let a = AliBaba::legal_actions(&state)[0];
        let before = state.turn_index();
        play(&mut state, a);
        if state.turn_index() != before || state.is_over() {
            turns += 1;
        }
    }
    assert_eq!(turns, 4);
}

#[test]
fn when_the_last_flip_comes_on_the_last_turn_of_a_round_one_more_round_follows() {
    let mut state = table(2);
    put(&mut state, 0, 0, 0, Ruby, Pink);
    let cover = put(&mut state, 1, 0, 0, Statue, Pink);
    for col in 2..5 {
        put(&mut state, 0, col, 4, Kind::ALL[col as usize], Pink);
    }
    let other = state.takeable().into_iter().find(|&s| s != cover).unwrap();
    play(&mut state, Action::Take(other)); // Lea
    play(&mut state, Action::Take(cover)); // Tom: last of round 0, flips the last tile
    assert_eq!(state.last_turn(), Some(3));
    assert_eq!(AliBaba::view(&state, 0).turns_left, Some(2), "Lea's turn and Tom's");
}

#[test]
fn the_game_ends_at_once_when_the_board_is_empty() {
    let mut state = table(3);
    let only = put(&mut state, 0, 2, 2, Ring, Pink);
    assert!(AliBaba::outcome(&state).is_none());
    let events = play(&mut state, Action::Take(only));
    assert!(events.contains(&Event::GameOver));
    assert!(state.is_over());
    assert_eq!(AliBaba::outcome(&state).unwrap().winners, [0]);
    assert_eq!(points(&state, 0), 5, "the turn that empties the board keeps its magic");
    assert_eq!(AliBaba::to_act(&state), None);
    assert_eq!(AliBaba::apply(&mut state, Action::Pass), Err(RuleError::GameOver));
}

#[test]
fn end_scoring_example_scores_24() {
    let mut state = table(2);
    give(&mut state, 0, &[(Carpet, Pink), (Carpet, Blue), (Carpet, Brown), (Carpet, Green)]);
    give(&mut state, 0, &[(Crown, Pink), (Crown, Blue), (Crown, Brown), (Statue, Pink)]);
    give(&mut state, 0, &[(Chest, Pink), (Chest, Blue), (Ruby, Pink), (Sword, Pink), (Sword, Blue)]);
    assert_eq!(score::score_lines(&state)[0].group_points, 24);
}

#[test]
fn groups_of_one_to_six_score_1_3_6_10_15_21() {
    assert_eq!((1..=6).map(group_points).collect::<Vec<_>>(), [1, 3, 6, 10, 15, 21]);
}

#[test]
fn effect_points_are_added_to_the_groups() {
    let mut state = table(2);
    give(&mut state, 0, &[(Ring, Pink), (Ring, Blue)]);
    state.hands[0].points = 7;
    assert_eq!(score::score_lines(&state)[0].total, 10);
}

#[test]
fn on_a_tie_the_player_with_fewer_tiles_wins_and_a_full_tie_is_shared() {
    let mut state = table(3);
    give(&mut state, 0, &[(Ring, Pink), (Ring, Blue)]); // 3 points, 2 tiles
    give(&mut state, 1, &[(Ruby, Pink)]);
    state.hands[1].points = 2; // 3 points, 1 tile
    give(&mut state, 2, &[(Crown, Pink)]);
    assert_eq!(score::winners(&score::score_lines(&state)), vec![1]);
    state.hands[2].points = 2; // now level with Tom in points and tiles
    assert_eq!(score::winners(&score::score_lines(&state)), vec![1, 2]);
}

// ---------- variants ----------

#[test]
fn aladdins_lamp_six_non_lamp_tiles_lie_beside_the_board_and_all_lamps_are_in_the_pyramid() {
    let state = AliBaba::new(&config(4, Variant::AladdinsLamp), 8).unwrap();
    assert_eq!(state.side().len(), 6);
    assert!(state.side().iter().all(|t| t.kind() != Lamp));
    let on_board: Vec<Tile> = state.board.iter().flatten().map(|p| p.tile).collect();
    assert_eq!(on_board.len(), 54);
    assert_eq!(on_board.iter().filter(|t| t.kind() == Lamp).count(), 6);
    assert!(state.boxed.is_empty());
}

fn lamp_table() -> (State, Slot) {
    let mut state = table(2);
    state.config.variant = Variant::AladdinsLamp;
    state.side = vec![Tile::new(Diamond, Pink), Tile::new(Sword, Brown)];
    filler(&mut state);
    let lamp = put(&mut state, 1, 0, 0, Lamp, Blue);
    (state, lamp)
}

#[test]
fn aladdins_lamp_keep_it_and_use_its_own_colour() {
    let (mut state, lamp) = lamp_table();
    put(&mut state, 0, 0, 0, Ruby, Pink); // flips when the lamp goes
    play(&mut state, Action::Take(lamp));
    assert_eq!(AliBaba::legal_actions(&state), vec![Action::KeepLamp, Action::SwapLamp(0), Action::SwapLamp(1)]);
    play(&mut state, Action::KeepLamp);
    assert!(holds(&state, 0, Lamp, Blue));
    assert_eq!(points(&state, 0), 2, "blue: one tile flipped");
}

#[test]
fn aladdins_lamp_swap_it_for_a_side_tile_and_use_that_tiles_effect() {
    let (mut state, lamp) = lamp_table();
    play(&mut state, Action::Take(lamp));
    play(&mut state, Action::SwapLamp(0));
    assert!(holds(&state, 0, Diamond, Pink));
    assert!(!holds(&state, 0, Lamp, Blue));
    assert_eq!(state.side[0], Tile::new(Lamp, Blue), "the lamp goes beside the board");
    assert_eq!(points(&state, 0), 5);
}

#[test]
fn aladdins_lamp_is_swapped_only_for_a_tile_lying_beside_the_board() {
    let (mut state, lamp) = lamp_table();
    play(&mut state, Action::Take(lamp));
    let before = format!("{state:?}");
    assert_eq!(AliBaba::apply(&mut state, Action::SwapLamp(2)), Err(RuleError::NoSuchSideTile), "two lie there");
    assert_eq!(format!("{state:?}"), before);
}

#[test]
fn without_the_lamp_variant_a_lamp_is_an_ordinary_tile() {
    let mut state = table(2);
    filler(&mut state);
    let lamp = put(&mut state, 1, 0, 0, Lamp, Pink);
    play(&mut state, Action::Take(lamp));
    assert_eq!(points(&state, 0), 5);
    assert_eq!(state.current(), 1);
}

#[test]
fn treasure_equality_removes_one_kind_and_uses_all_54_tiles() {
    let state = AliBaba::new(&config(3, Variant::TreasureEquality), 4).unwrap();
    assert_eq!(state.removed_kinds.len(), 1);
    let on_board: Vec<Tile> = state.board.iter().flatten().map(|p| p.tile).collect();
    assert_eq!(on_board.len(), 54);
    assert!(on_board.iter().all(|t| t.kind() != state.removed_kinds[0]));
    assert!(state.boxed.is_empty());
}

#[test]
fn small_cave_removes_three_kinds_deals_36_and_boxes_6_for_two_players() {
    let state = AliBaba::new(&config(2, Variant::SmallCave), 4).unwrap();
    assert_eq!(state.removed_kinds.len(), 3);
    assert_eq!(state.board.iter().flatten().count(), 36);
    assert_eq!(state.boxed.len(), 6);
    assert!(state.board.iter().flatten().all(|p| !state.removed_kinds.contains(&p.tile.kind())));
    assert_eq!(state.board.iter().flatten().filter(|p| p.face_up).count(), 2);
    assert_eq!(
        AliBaba::new(&config(3, Variant::SmallCave), 4).unwrap_err(),
        crate::games::ConfigError::VariantNeedsTwoPlayers
    );
}

#[test]
fn open_screens_show_everyones_counts_per_kind() {
    let mut state = table(2);
    give(&mut state, 1, &[(Ring, Pink), (Ring, Blue)]);
    assert_eq!(AliBaba::view(&state, 0).players[1].kinds, None, "hidden by default");
    state.config.open_screens = true;
    assert_eq!(AliBaba::view(&state, 0).players[1].kinds.unwrap()[Ring.index()], 2);
}

// ---------- privacy ----------

#[test]
fn a_view_never_shows_a_face_down_tile_or_another_players_tiles() {
    let mut state = AliBaba::new(&config(2, Variant::Standard), 12).unwrap();
    give(&mut state, 1, &[(Ring, Pink)]);
    let view = AliBaba::view(&state, 0);
    assert_eq!(view.board.iter().filter(|s| s.tile.is_some()).count(), 4);
    assert_eq!(view.players[1].kinds, None);
    assert!(view.my_tiles.is_empty());
    assert_eq!(view.players[1].tile_count, 1);
}

#[test]
fn shown_tiles_stay_hidden_until_every_opponent_has_chosen() {
    let mut state = table(3);
    filler(&mut state);
    give(&mut state, 1, &[(Sword, Pink)]);
    give(&mut state, 2, &[(Crown, White)]);
    let chest = put(&mut state, 1, 0, 0, Chest, Yellow);
    play(&mut state, Action::Take(chest));
    play(&mut state, Action::UseMagic);
    play(&mut state, Action::Show(Tile::new(Sword, Pink)));
    let ana = AliBaba::view(&state, 2);
    assert_eq!(ana.phase, PhaseView::Showing { seat: 2 });
    assert_eq!(AliBaba::choices(&ana), [Action::Show(Tile::new(Crown, White))]);
    assert!(AliBaba::view(&state, 0).choices.is_empty());
}

#[test]
fn each_player_sees_whose_turn_it_is_and_no_turns_counted_before_the_last_flip() {
    let mut state = table(2);
    filler(&mut state);
    let ring = put(&mut state, 1, 0, 0, Ring, Pink);
    let (lea, tom) = (AliBaba::view(&state, 0), AliBaba::view(&state, 1));
    assert!(lea.my_turn() && !tom.my_turn());
    assert_eq!(lea.turns_left, None);
    play(&mut state, Action::Take(ring));
    assert!(!AliBaba::view(&state, 0).my_turn() && AliBaba::view(&state, 1).my_turn());
}

#[test]
fn the_view_marks_the_tiles_you_may_take_now() {
    let selectable = |state: &State| -> Vec<Slot> {
        AliBaba::view(state, 0).board.iter().filter(|s| s.selectable).map(|s| s.slot).collect()
    };
    let mut state = table(2);
    filler(&mut state);
    let carpet = put(&mut state, 0, 0, 0, Carpet, Green);
    let ring = put(&mut state, 0, 1, 0, Ring, Pink);
    assert_eq!(selectable(&state), state.takeable());
    play(&mut state, Action::Take(carpet));
    assert_eq!(selectable(&state), vec![ring], "green: only a tile beside it");

    let mut state = table(2);
    filler(&mut state);
    give(&mut state, 1, &[(Ruby, Blue)]);
    let chest = put(&mut state, 0, 0, 0, Chest, Yellow);
    put(&mut state, 0, 1, 0, Ring, Pink);
    play(&mut state, Action::Take(chest));
    assert!(selectable(&state).is_empty(), "yellow's decision takes no tile");
}

#[test]
fn a_record_replays_to_the_same_state() {
    let cfg = config(3, Variant::AladdinsLamp);
    let mut state = AliBaba::new(&cfg, 77).unwrap();
    let mut record = Record::<AliBaba>::new(cfg, 77);
    for i in 0..40 {
        let actions = AliBaba::legal_actions(&state);
        if actions.is_empty() {
            break;
        }
        let a = actions[i % actions.len()];
        play(&mut state, a);
        record.actions.push(a);
    }
    let replayed = record.replay().unwrap();
    assert_eq!(format!("{replayed:?}"), format!("{state:?}"));
}

// ---------- taking a move back (app: nothing hidden may come to light) ----------

#[test]
fn a_take_that_turns_nothing_face_up_may_be_taken_back_one_that_does_may_not() {
    let mut state = table(2);
    filler(&mut state);
    let diamond = put(&mut state, 1, 0, 0, Diamond, Pink);
    let before = state.clone();
    let events = play(&mut state, Action::Take(diamond));
    assert!(AliBaba::undoable(&before, &state, &events));

    let mut state = table(2);
    filler(&mut state);
    put(&mut state, 0, 0, 0, Ruby, Pink);
    put(&mut state, 0, 1, 0, Ruby, Brown);
    let carpet = put(&mut state, 1, 0, 0, Carpet, Blue);
    let before = state.clone();
    let events = play(&mut state, Action::Take(carpet));
    assert!(!AliBaba::undoable(&before, &state, &events), "two tiles turned face up");
}
