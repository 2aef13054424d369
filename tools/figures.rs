//! Prints the figures the benchmark script reports that need the rules themselves:
//! the length of a complete game's turn link, per variant and player count, and of a finished
//! Sidibaba expedition's replay link; a table of phones' invitation and answer, and the QR
//! version of each.

use sesame::app::link;
use sesame::games::ali_baba::{AliBaba, Config, Variant};
use sesame::games::record::{random_record, AnyRecord};
use sesame::games::rng::GameRng;
use sesame::games::thousand_and_one::{self as t1001, ThousandAndOne, THIEF_HOME};
use sesame::games::Game;

const GAMES: u64 = 1000;

fn complete_game(players: &[&str], variant: Variant, seed: u64) -> AnyRecord {
    let config = Config {
        players: players.iter().map(|s| s.to_string()).collect(),
        variant,
        open_screens: false,
        start: None,
        computers: Default::default(),
    };
    AnyRecord::AliBaba(random_record::<AliBaba>(config, seed, usize::MAX, seed.rotate_left(17)))
}

fn main() {
    println!("Turn link of a complete game (fragment after '#', {GAMES} random games each):");
    println!("{:<44}{:>8}{:>8}{:>8}{:>9}", "game", "min", "mean", "max", "actions");
    let cases: [(&str, &[&str], Variant); 5] = [
        ("Ali Baba, 4 players (Lea, Tom, Ana, Max)", &["Lea", "Tom", "Ana", "Max"], Variant::Standard),
        (
            "Ali Baba, 4 players (Player 1 … Player 4)",
            &["Player 1", "Player 2", "Player 3", "Player 4"],
            Variant::Standard,
        ),
        ("Ali Baba, 4 players, Aladdin's lamp", &["Lea", "Tom", "Ana", "Max"], Variant::AladdinsLamp),
        ("Ali Baba, 4 players, treasure equality", &["Lea", "Tom", "Ana", "Max"], Variant::TreasureEquality),
        ("Ali Baba, 2 players, small cave", &["Lea", "Tom"], Variant::SmallCave),
    ];
    let mut longest_four_player = 0;
    for (label, names, variant) in cases {
        let (mut min, mut max, mut sum, mut actions) = (usize::MAX, 0, 0, 0);
        for seed in 0..GAMES {
            let record = complete_game(names, variant, seed);
            actions += record.action_count();
            let len = link::encode(&record).expect("a legal game encodes").len();
            min = min.min(len);
            max = max.max(len);
            sum += len;
        }
        println!("{label:<44}{min:>8}{:>8.0}{max:>8}{:>9.1}", sum as f64 / GAMES as f64, actions as f64 / GAMES as f64);
        if names.len() == 4 && names[0] == "Lea" {
            longest_four_player = longest_four_player.max(max);
        }
    }
    let mut longest_thousand = 0;
    for beginners in [false, true] {
        let (mut sum, mut max) = (0, 0);
        for seed in 0..GAMES {
            let config = t1001::Config {
                players: ["Lea", "Tom", "Ana", "Max"].map(String::from).to_vec(),
                beginners,
                start: None,
                computers: Default::default(),
            };
            let record = AnyRecord::ThousandAndOne(random_record::<ThousandAndOne>(config, seed, usize::MAX, seed));
            let len = link::encode(&record).expect("a legal game encodes").len();
            sum += len;
            max = max.max(len);
        }
        let label = format!("A Thousand and One, 4 players{}", if beginners { ", beginners" } else { "" });
        println!("{label:<44}{:>8}{:>8.0}{max:>8}", "", sum as f64 / GAMES as f64);
        longest_thousand = longest_thousand.max(max);
    }
    longest_four_player = longest_four_player.max(longest_thousand);
    thousand_and_one_lengths();
    sidibaba_replay_lengths();
    invitation_lengths();
    // Read by tools/bench.mjs --check.
    println!("longest complete 4-player link: {longest_four_player}");
}

/// A simple player, as the rules file describes: collect the richest cards, and head for the
/// exit once the thief is three spaces or fewer from the entrance (the computer players'
/// greedy baseline).
fn simple_choice(state: &t1001::State, pick: &mut GameRng) -> t1001::Action {
    use sesame::ai::AppPlayer;
    sesame::ai::thousand::Greedy.decide(&ThousandAndOne::view(state, state.current()), pick)
}

fn thousand_and_one_lengths() {
    println!();
    println!("A Thousand and One Treasures, simple players ({GAMES} games each):");
    println!("{:<24}{:>16}{:>16}{:>16}", "players", "turns/player", "thief ends it", "pawns caught");
    for beginners in [false, true] {
        for players in 2..=4usize {
            let (mut turns, mut by_thief, mut caught) = (0u64, 0u64, 0u64);
            for seed in 0..GAMES {
                let config = t1001::Config {
                    players: (0..players).map(|p| format!("P{p}")).collect(),
                    beginners,
                    start: None,
                    computers: Default::default(),
                };
                let mut state = ThousandAndOne::new(&config, seed).expect("valid");
                let mut pick = GameRng::new(seed ^ 77);
                while ThousandAndOne::to_act(&state).is_some() {
                    let action = simple_choice(&state, &mut pick);
                    ThousandAndOne::apply(&mut state, action).expect("legal");
                }
                turns += u64::from(state.turns());
                by_thief += u64::from(state.thief() >= THIEF_HOME);
                caught += (0..players as u8)
                    .filter(|&s| !beginners && matches!(state.pawn(s), t1001::Pawn::At(_)))
                    .count() as u64;
            }
            let label = format!("{players}{}", if beginners { " (beginners)" } else { "" });
            println!(
                "{label:<24}{:>16.1}{:>15.0}%{:>15.0}%",
                turns as f64 / (GAMES as f64 * players as f64),
                100.0 * by_thief as f64 / GAMES as f64,
                100.0 * caught as f64 / (GAMES as f64 * players as f64)
            );
        }
    }
}

/// A finished expedition's replay link: the competent party against the app's Leader at the
/// balance pace (as `sidibaba-sim` plays them), pauses in every lamp as a family makes them.
fn sidibaba_replay_lengths() {
    use sesame::ai::{
        leader::AppLeader,
        party::Party,
        sim::{play, Pace},
    };
    use sesame::games::record::Record;
    use sesame::games::sidibaba::state::{Act, Action};
    use sesame::games::sidibaba::{Config, LeaderPlayer, Sidibaba};
    const EXPEDITIONS: u64 = 200;
    println!("Sidibaba: replay link of a finished expedition ({EXPEDITIONS} simulated games each, competent party, app Leader):");
    println!("{:<44}{:>8}{:>8}{:>8}{:>9}", "expedition", "min", "mean", "max", "actions");
    let names = ["Samir", "Lea", "Tom", "Ana", "Max", "Zoe"];
    for n in [2, 4, 6] {
        let lamps = (0..n).map(|i| (12 / n + usize::from(i < 12 % n)) as u8).collect();
        let config = Config {
            adventurers: names[..n].iter().map(|s| s.to_string()).collect(),
            lamps,
            leader: LeaderPlayer::App,
            line_any_time: false,
            strength: sesame::games::sidibaba::LeaderStrength::Fair,
        };
        let (mut min, mut max, mut sum, mut actions) = (usize::MAX, 0, 0, 0);
        for seed in 0..EXPEDITIONS {
            let game = play(&config, seed, &mut Party::competent(), Pace::balance(100), &AppLeader::default());
            // A pause now and then, as a family takes them: the link leaves them out.
            let mut timed = Vec::new();
            for (i, &a) in game.actions.iter().enumerate() {
                if i % 40 == 39 && a.ms > 1 && a.act != Act::LampOut {
                    timed.push(Action { ms: 1, act: Act::Pause });
                    timed.push(Action { ms: a.ms - 1, ..a });
                } else {
                    timed.push(a);
                }
            }
            let record = Record::<Sidibaba> { config: config.clone(), seed, actions: timed };
            actions += record.actions.len();
            let len = link::encode(&AnyRecord::Sidibaba(record)).expect("a finished expedition encodes").len();
            min = min.min(len);
            max = max.max(len);
            sum += len;
        }
        let label = format!("Sidibaba, {n} Adventurers, 12 lamps");
        println!(
            "{label:<44}{min:>8}{:>8.0}{max:>8}{:>9.1}",
            sum as f64 / EXPEDITIONS as f64,
            actions as f64 / EXPEDITIONS as f64
        );
    }
}

/// A table of phones' invitation (the game as it starts and the host's offer) and a guest's
/// answer, on a phone's browser's SDP (`tests/fixtures/sdp`), as the address a QR code shows,
/// with an example origin.
fn invitation_lengths() {
    use sesame::app::invite::{Answer, Invitation};
    use sesame::app::qr::Qr;
    use sesame::app::signal::{Kind, Signal};
    use sesame::games::record::Record;
    const ORIGIN: &str = "https://sesame.example.org/#";
    let sdp = |name: &str| std::fs::read_to_string(format!("tests/fixtures/sdp/{name}.sdp")).expect("a fixture");
    let version = |address: &str| Qr::encode(address.as_bytes()).map_or(0, |q| (q.size - 17) / 4);
    let names = |n: usize| ["Lea", "Tom", "Ana", "Max"][..n].iter().map(|s| s.to_string()).collect::<Vec<_>>();
    println!();
    println!("A table of phones: the address in the QR code ({} characters of origin):", ORIGIN.len());
    println!("{:<52}{:>12}{:>12}", "", "characters", "QR version");
    for engine in ["chromium", "firefox"] {
        let offer = Signal::from_sdp(Kind::Offer, &sdp(&format!("{engine}-offer"))).expect("an offer");
        let games: [(String, AnyRecord); 7] = [2, 4]
            .map(|n| {
                let config = Config {
                    players: names(n),
                    variant: Variant::Standard,
                    open_screens: false,
                    start: None,
                    computers: Default::default(),
                };
                (format!("invitation, Ali Baba, {n} players, {engine}"), AnyRecord::AliBaba(Record::new(config, 7)))
            })
            .into_iter()
            .chain([2, 4].map(|n| {
                let config =
                    t1001::Config { players: names(n), beginners: false, start: None, computers: Default::default() };
                (
                    format!("invitation, A Thousand and One, {n} players, {engine}"),
                    AnyRecord::ThousandAndOne(Record::new(config, 7)),
                )
            }))
            .chain([2, 6].map(|n| {
                let config = sesame::games::sidibaba::Config {
                    adventurers: ["Samir", "Lea", "Tom", "Ana", "Max", "Zoe"][..n]
                        .iter()
                        .map(|s| s.to_string())
                        .collect(),
                    lamps: (0..n).map(|i| (12 / n + usize::from(i < 12 % n)) as u8).collect(),
                    leader: sesame::games::sidibaba::LeaderPlayer::Person("Ali".into()),
                    line_any_time: false,
                    strength: sesame::games::sidibaba::LeaderStrength::Fair,
                };
                (
                    format!("invitation, Sidibaba, {n} Adventurers, {engine}"),
                    AnyRecord::Sidibaba(Record::new(config, 7)),
                )
            }))
            .chain(std::iter::once({
                // The longest names the rules allow: 32 characters, here each of two bytes.
                let long = |who: &str| format!("{who} {}", "ä".repeat(28));
                let config = Config {
                    players: ["Lea", "Tom", "Ana", "Max"].map(long).to_vec(),
                    variant: Variant::Standard,
                    open_screens: false,
                    start: None,
                    computers: Default::default(),
                };
                (
                    format!("invitation, Ali Baba, 4 names of 32 chars, {engine}"),
                    AnyRecord::AliBaba(Record::new(config, 7)),
                )
            }))
            .collect::<Vec<_>>()
            .try_into()
            .expect("seven games");
        for (label, game) in games {
            let invitation = Invitation { number: 0x5a5e_5a5e, offer: offer.clone(), game };
            let address = format!("{ORIGIN}{}", invitation.to_fragment().expect("an invitation"));
            // Version 0: too long for the codes the app draws (it says so, and sends a link).
            println!("{label:<52}{:>12}{:>12}", address.len(), version(&address));
        }
        let answer = Signal::from_sdp(Kind::Answer, &sdp(&format!("{engine}-answer"))).expect("an answer");
        let address = format!("{ORIGIN}{}", Answer { number: 0x5a5e_5a5e, seat: Some(3), answer }.to_fragment());
        println!("{:<52}{:>12}{:>12}", format!("answer, {engine}"), address.len(), version(&address));
    }
}
