//! The set-up's three strengths of the app's Leader of the Thieves, measured like the balance
//! tool (`tools/sidibaba_sim.rs`) on fewer games: each party design at the balance pace escapes
//! the gentle Leader more often than the fair one, and the fair one more often than the ruthless
//! one (the rulebook's Leader, "everything possible to delay"); a party that walks at random never.

use sesame::ai::careless_party::CarelessFamily;
use sesame::ai::leader::{distances, AppLeader, Parking, Tuning};
use sesame::ai::party::{Adventurers, Party};
use sesame::ai::scout_party::ScoutParty;
use sesame::ai::sim::{party, play, Pace};
use sesame::ai::strong_party::StrongParty;
use sesame::ai::tremaux_party::TremauxFamily;
use sesame::ai::wall_party::WallFamily;
use sesame::ai::AppPlayer;
use sesame::games::rng::GameRng;
use sesame::games::sidibaba::state::{Act, Action, End, Phase, State};
use sesame::games::sidibaba::view::{view, LeaderView, Table, View};
use sesame::games::sidibaba::{Config, Event, LeaderStrength};

/// Four Adventurers with three lamps each.
fn config(strength: LeaderStrength) -> Config {
    party(4, strength)
}

/// Escapes out of `games` in maze 1, at `percent` of the balance pace.
fn escapes(strength: LeaderStrength, percent: u32, games: u64, competent: bool) -> usize {
    escapes_in(0, strength, percent, games, competent)
}

/// Escapes out of `games` in maze number `maze` (0 to 3).
fn escapes_in(maze: u8, strength: LeaderStrength, percent: u32, games: u64, competent: bool) -> usize {
    let leader = AppLeader { tuning: None, maze: Some(maze) };
    (0..games)
        .filter(|&seed| {
            let mut party = if competent { Party::competent() } else { Party::random() };
            play(&config(strength), seed, &mut party, Pace::balance(percent), &leader).end == End::Escaped
        })
        .count()
}

/// A fresh party of one design.
type Design = fn() -> Box<dyn Adventurers>;

/// Escapes of `party` out of 60 games in each maze, at the balance pace (30 were too few to
/// order the fair and the ruthless Leader against the wall-following family, who escape them
/// 51 and 43 % of 480 games at four Adventurers: 61 and 61 in the first 120).
fn escapes_of(party: Design, strength: LeaderStrength) -> usize {
    (0..4u8)
        .map(|maze| {
            let leader = AppLeader { tuning: None, maze: Some(maze) };
            (0..60)
                .filter(|&seed| {
                    let game = play(&config(strength), seed, party().as_mut(), Pace::balance(100), &leader);
                    game.end == End::Escaped
                })
                .count()
        })
        .sum()
}

#[test]
fn a_gentle_leader_lets_more_parties_escape_than_a_fair_one_and_a_fair_one_more_than_the_ruthless() {
    let parties: [(&str, Design); 6] = [
        ("systematic", || Box::new(Party::competent())),
        ("careless", || Box::new(CarelessFamily::new())),
        ("strong", || Box::new(StrongParty::new())),
        ("wall-following", || Box::new(WallFamily::new())),
        ("Trémaux", || Box::new(TremauxFamily::new())),
        ("scouting", || Box::new(ScoutParty::new())),
    ];
    for (name, party) in parties {
        let [gentle, fair, ruthless] = [LeaderStrength::Gentle, LeaderStrength::Fair, LeaderStrength::Ruthless]
            .map(|strength| escapes_of(party, strength));
        eprintln!("the {name} party, of 240 at the balance pace: gentle {gentle}, fair {fair}, ruthless {ruthless}");
        assert!(gentle > fair && fair > ruthless, "{name}: gentle {gentle}, fair {fair}, ruthless {ruthless} of 240");
    }
}

/// Events the fair Leader played against `party` in 15 games in each maze, at the balance pace.
fn events_against(party: Design) -> usize {
    (0..4u8)
        .map(|maze| {
            let leader = AppLeader { tuning: None, maze: Some(maze) };
            (0..15)
                .map(|seed| {
                    let game = play(&config(LeaderStrength::Fair), seed, party().as_mut(), Pace::balance(100), &leader);
                    let end = view(&game.final_state, game.final_state.leader());
                    end.table().story.as_ref().map_or(0, |story| usize::from(story.events))
                })
                .sum::<usize>()
        })
        .sum()
}

#[test]
fn the_fair_leader_reads_the_party_and_spares_a_family_that_searches_badly() {
    // A family that turns on the spot for nothing and forgets its map needs more of its time
    // than its way shows: the Leader sees it in the movements spent per new square and holds
    // its events back, where a party that searches well meets them.
    let systematic = events_against(|| Box::new(Party::competent()));
    let careless = events_against(|| Box::new(CarelessFamily::new()));
    eprintln!("events played in 60 games: against the systematic party {systematic}, the careless family {careless}");
    assert!(careless * 5 < systematic * 3, "systematic {systematic}, careless {careless}");
}

#[test]
fn the_ruthless_leader_never_eases_off_for_a_slow_party() {
    // At 1.5 times the balance pace the fair Leader leaves a slow party time; the ruthless one
    // plays every event it holds.
    let [fair, ruthless] = [LeaderStrength::Fair, LeaderStrength::Ruthless].map(|s| escapes(s, 150, 40, true));
    eprintln!("of 40 at x1.5: fair {fair}, ruthless {ruthless}");
    assert!(ruthless < fair && ruthless <= 2, "fair {fair}, ruthless {ruthless} of 40");
}

#[test]
fn a_party_that_walks_at_random_does_not_escape_even_the_gentle_leader() {
    assert_eq!(escapes(LeaderStrength::Gentle, 100, 20, false), 0);
}

#[test]
fn the_rulebooks_leader_lets_fewer_than_two_careful_parties_in_five_escape_in_every_maze() {
    // "Everything possible to delay": the ruthless Leader, at the balance pace, in each of the
    // four mazes (a party that always turned left first once escaped it nearly half the time in
    // maze 3).
    let escaped = [0, 1, 2, 3].map(|maze| escapes_in(maze, LeaderStrength::Ruthless, 100, 100, true));
    eprintln!("of 100 in mazes 1-4, ruthless: {escaped:?}");
    assert!(escaped.iter().all(|&n| n < 40), "{escaped:?} of 100");
}

/// The ruthless Leader's own numbers, with the Chests anywhere instead of on the way.
fn ruthless_with_chests_anywhere(maze: u8) -> AppLeader {
    let tuning = Tuning { draws_on_the_way: 0, ..Tuning::for_strength(LeaderStrength::Ruthless) };
    AppLeader { tuning: Some(tuning), maze: Some(maze) }
}

/// A played game's Chests in the order they were set (none dispelled), each with whether it
/// lies on a shortest way from the entrance the Leader faced to the Treasure.
fn chests_on_a_shortest_way(game: &sesame::ai::sim::SimGame) -> Vec<bool> {
    let View::Leader(end) = view(&game.final_state, game.final_state.leader()) else { panic!("the Leader's view") };
    let (_, walls) = end.board.maze.clone().expect("a maze");
    let treasure = end.board.treasure.expect("a Treasure");
    // As set: the fair Leader may have dispelled one since.
    let chests: Vec<_> =
        game.actions.iter().filter_map(|a| if let Act::PlaceChest(s) = a.act { Some(s) } else { None }).collect();
    let entrance = game.actions.iter().find_map(|a| match a.act {
        Act::FaceEntrance(n) => Some(walls.exits()[usize::from(n)].0),
        _ => None,
    });
    let from_entrance = distances(&walls, entrance.expect("an entrance"), None);
    let to_treasure = distances(&walls, treasure, None);
    let shortest = from_entrance[treasure.index()];
    assert_eq!(chests.len(), 5);
    chests.iter().map(|c| from_entrance[c.index()] + to_treasure[c.index()] == shortest).collect()
}

#[test]
fn the_ruthless_leader_sets_the_chests_on_a_shortest_way_from_the_entrance_to_the_treasure() {
    for maze in 0..4u8 {
        for seed in 0..10 {
            let leader = AppLeader { tuning: None, maze: Some(maze) };
            let game =
                play(&config(LeaderStrength::Ruthless), seed, &mut Party::competent(), Pace::balance(100), &leader);
            assert_eq!(chests_on_a_shortest_way(&game), [true; 5], "maze {maze}, seed {seed}");
        }
    }
}

/// How often the strong party escapes, of 30 games in each of the four mazes, from the Leader
/// that `leader` gives for that maze.
fn strong_party_escapes(leader: &dyn Fn(u8) -> AppLeader) -> usize {
    (0..4u8)
        .map(|maze| {
            (0..30)
                .filter(|&seed| {
                    let config = config(LeaderStrength::Ruthless);
                    let game = play(&config, seed, &mut StrongParty::new(), Pace::balance(100), &leader(maze));
                    game.end == End::Escaped
                })
                .count()
        })
        .sum()
}

/// `strong_party_escapes` from the ruthless Leader as it is: measured once for the tests that
/// set it beside another Leader.
fn strong_party_escapes_from_the_ruthless_leader() -> usize {
    static ESCAPES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *ESCAPES.get_or_init(|| strong_party_escapes(&|maze| AppLeader { tuning: None, maze: Some(maze) }))
}

#[test]
fn chests_on_the_way_cost_a_strong_party_more_than_chests_anywhere() {
    // The rulebook's Leader places the Chests "on squares of choice": each one the party must
    // open costs it the sharing and the curses it may hold, which a party that steps round the
    // Chests it sees does not pay.
    let on_the_way = strong_party_escapes_from_the_ruthless_leader();
    let anywhere = strong_party_escapes(&ruthless_with_chests_anywhere);
    eprintln!(
        "the strong party, of 120 against the ruthless Leader: chests on the way {on_the_way}, anywhere {anywhere}"
    );
    assert!(on_the_way + 12 < anywhere, "on the way {on_the_way}, anywhere {anywhere} of 120");
}

#[test]
fn the_ruthless_leader_keeps_its_movements_to_catch_the_party_rather_than_park_the_token() {
    // "The token enters by any exit" and, after a catch, "leaves the maze" to come back: a
    // Leader that keeps its movement cards catches the party near an exit, the entrance too,
    // each catch a lamp; one that spends them taking the token to the Treasure waits there.
    let catches = strong_party_escapes_from_the_ruthless_leader();
    let parked = Tuning { parks_token: Parking::Always, ..Tuning::for_strength(LeaderStrength::Ruthless) };
    let parks = strong_party_escapes(&|maze| AppLeader { tuning: Some(parked), maze: Some(maze) });
    eprintln!("the strong party, of 120 against the ruthless Leader: it catches {catches}, it parks {parks}");
    assert!(catches + 12 < parks, "catches {catches}, parks {parks} of 120");
}

#[test]
fn the_fair_leader_sets_on_the_way_as_many_chests_as_give_the_party_twenty_four_draws_at_most() {
    // Each Chest gives every Adventurer a token to draw, so five on the way would give six
    // Adventurers three times the curses they give two: the fair Leader sets all five there for
    // up to four Adventurers, four for six, and the others anywhere.
    for (n, on_the_way) in [(2, 5), (4, 5), (6, 4)] {
        for maze in 0..4u8 {
            let leader = AppLeader { tuning: None, maze: Some(maze) };
            let config = party(n, LeaderStrength::Fair);
            let game = play(&config, u64::from(maze), &mut Party::competent(), Pace::balance(100), &leader);
            let on_a_shortest_way = chests_on_a_shortest_way(&game);
            assert!(on_a_shortest_way[..on_the_way].iter().all(|&on| on), "{n} Adventurers, maze {maze}");
        }
    }
}

#[test]
fn the_fair_leader_does_not_doubt_a_party_that_pays_for_its_answers() {
    // A party that pays jewels for the second movement of an answer, or calls for light, knows
    // what it is doing: the fair Leader no longer leaves it the time it leaves a party that may
    // wander on. Wherever it plays against a party, it plays the same against one that has
    // paid, unless it parks its token there (a party further ahead meets catches instead); and
    // somewhere it plays against the one that paid where it holds back otherwise (a Chest
    // dispelled for a party short of time is holding back).
    let holds_back = |act: Act| act == Act::Pass || act == Act::Play { event: Event::Illusion, as_move: false };
    let parks = |act: Act| match act {
        Act::Play { event: Event::Movement(_), as_move } => !as_move,
        Act::Play { event, as_move } => as_move && event.is_choice(),
        _ => false,
    };
    let (mut same, mut only_paid) = (0, 0);
    for maze in 0..4u8 {
        for seed in 0..5 {
            let leader = AppLeader { tuning: None, maze: Some(maze) };
            let config = config(LeaderStrength::Fair);
            let rng = GameRng::new(seed);
            for (v, _) in leader_turns(&config, seed, &mut Party::competent(), &leader) {
                let paid =
                    LeaderView { table: Table { answers_paid: 1, lights_called: 0, ..v.table.clone() }, ..v.clone() };
                let [doubted, trusted] = [v, paid].map(|w| leader.decide(&View::Leader(w), &mut rng.clone()).act);
                if !holds_back(doubted) {
                    assert!(doubted == trusted || parks(doubted), "maze {maze}, seed {seed}: {doubted:?}, {trusted:?}");
                    same += usize::from(doubted == trusted);
                } else if !holds_back(trusted) {
                    only_paid += 1;
                }
            }
        }
    }
    eprintln!("Leader turns it played at either way: {same}; only against the party that paid: {only_paid}");
    assert!(same > 0 && only_paid > 0, "either way {same}, only paid {only_paid}");
}

#[test]
fn the_wall_following_and_the_tremaux_families_play_every_game_to_its_end() {
    // `sim::play` panics on an action the rules refuse and on a game that never ends: 2, 4 and
    // 6 Adventurers, the three strengths, the four mazes, five seeds each.
    let families: [(&str, Design); 2] =
        [("wall-following", || Box::new(WallFamily::new())), ("Trémaux", || Box::new(TremauxFamily::new()))];
    for (name, family) in families {
        for n in [2, 4, 6] {
            for strength in [LeaderStrength::Gentle, LeaderStrength::Fair, LeaderStrength::Ruthless] {
                let escaped: usize = (0..4u8)
                    .map(|maze| {
                        let leader = AppLeader { tuning: None, maze: Some(maze) };
                        (0..5)
                            .filter(|&seed| {
                                let game =
                                    play(&party(n, strength), seed, family().as_mut(), Pace::balance(100), &leader);
                                game.end == End::Escaped
                            })
                            .count()
                    })
                    .sum();
                eprintln!("the {name} family, {n} Adventurers, {strength:?}: {escaped} of 20 escaped");
            }
        }
    }
}

#[test]
fn the_fair_leader_keeps_its_movements_for_catches_against_a_party_far_ahead() {
    // Parking the token where the party must pass spends a movement card on a wait; a party
    // more than a minute ahead of what the fair Leader leaves it meets the token's catches
    // instead, each a lamp, as from the ruthless Leader.
    let fair = Tuning::for_strength(LeaderStrength::Fair);
    let parked = Tuning { parks_token: Parking::Always, ..fair };
    let [catches, parks] =
        [fair, parked].map(|t| strong_party_escapes(&|maze| AppLeader { tuning: Some(t), maze: Some(maze) }));
    eprintln!("the strong party, of 120 against the fair Leader: it catches {catches}, it parks {parks}");
    assert!(catches + 12 < parks, "catches {catches}, parks {parks} of 120");
}

#[test]
fn the_fair_leader_dispels_the_chest_a_party_short_of_time_has_just_found() {
    // The Chests were set before the Leader had seen the party move. Where a family of six has
    // just found one and has no time to spare, the fair Leader plays its Illusion: no sharing,
    // no curse, no lamp lost. With time to spare it never does, nor does the ruthless Leader.
    let illusion = Act::Play { event: Event::Illusion, as_move: false };
    let mut found = 0;
    for maze in 0..4u8 {
        for seed in 0..5 {
            let leader = AppLeader { tuning: None, maze: Some(maze) };
            let config = party(6, LeaderStrength::Fair);
            for (v, _) in leader_turns(&config, seed, &mut CarelessFamily::new(), &leader) {
                let chest = v.discovered.is_some_and(|s| Some(s) != v.board.treasure);
                if chest && v.table.movements >= 1 {
                    let with = |left_ms, lamps, strength| LeaderView {
                        table: Table { left_ms, lamps: vec![lamps; 6], strength: Some(strength), ..v.table.clone() },
                        hand: vec![Event::Illusion],
                        choices: vec![Action::now(Act::Pass), Action::now(illusion)],
                        ..v.clone()
                    };
                    let decide = |w| leader.decide(&View::Leader(w), &mut GameRng::new(seed)).act;
                    assert_eq!(decide(with(1_000, 0, LeaderStrength::Fair)), illusion, "maze {maze}, seed {seed}");
                    assert_ne!(decide(with(1_000, 0, LeaderStrength::Ruthless)), illusion);
                    // Forty lamps each: time to spare even for a family the Leader doubts.
                    assert_ne!(decide(with(180_000, 40, LeaderStrength::Fair)), illusion);
                    found += 1;
                }
            }
        }
    }
    eprintln!("Chests found after the Leader had seen the pace: {found}");
    assert!(found > 10, "only {found} Chests found");
}

/// A game against `party` at the balance pace, played again: the Leader's view on each of its
/// turns, with what was done there.
fn leader_turns(config: &Config, seed: u64, party: &mut dyn Adventurers, leader: &AppLeader) -> Vec<(LeaderView, Act)> {
    let game = play(config, seed, party, Pace::balance(100), leader);
    let mut state = State::new(config, seed).expect("a game");
    let mut turns = Vec::new();
    for action in game.actions {
        if let (Phase::LeaderTurn, View::Leader(v)) = (state.phase(), view(&state, state.leader())) {
            turns.push((v, action.act));
        }
        state.apply(action).expect("the game replays");
    }
    turns
}

/// The Leader's events in `games` games of maze `maze` against `party` at the balance pace
/// (whether as a move of the token too), each with the Leader's view when it played it.
fn events_played(strength: LeaderStrength, party: Design, maze: u8, games: u64) -> Vec<(Event, bool, LeaderView)> {
    let leader = AppLeader { tuning: None, maze: Some(maze) };
    (0..games)
        .flat_map(|seed| leader_turns(&config(strength), seed, party().as_mut(), &leader))
        .filter_map(|(v, act)| match act {
            Act::Play { event, as_move } => Some((event, as_move, v)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_leader_keeps_its_teleportation_until_the_party_nears_the_treasure_or_has_shared_it() {
    // Played at once, a Teleportation costs a party that keeps its map little: even the ruthless
    // Leader keeps it for when the party knows its way.
    let mut teleports = 0;
    for maze in 0..4u8 {
        let played = events_played(LeaderStrength::Ruthless, || Box::new(StrongParty::new()), maze, 10);
        for (_, _, v) in played.iter().filter(|&&(e, as_move, _)| e == Event::Teleportation && !as_move) {
            let (_, m) = v.board.maze.as_ref().expect("a maze");
            let d = distances(m, v.board.place.square, v.board.landslide);
            let treasure = v.board.treasure.expect("the Treasure");
            assert!(v.table.treasure_shared || (!v.board.treasure_open && d[treasure.index()] <= 3), "maze {maze}");
            teleports += 1;
        }
    }
    eprintln!("Teleportations in 40 games against the ruthless Leader: {teleports}");
    assert!(teleports > 5, "{teleports}");
}
