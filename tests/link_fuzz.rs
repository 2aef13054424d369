//! A million random and damaged links: decoding never panics, whatever it is given.
//! Three kinds of input: random bytes; a real link with bits flipped, bytes cut or added; and a
//! real link's body damaged then sealed again with a correct checksum, so that the config parser
//! and the replay through the rules see the damage too.

mod common;

use sesame::app::link::{decode, decode_bytes, encode_bytes, seal, unseal};
use sesame::games::ali_baba::{AliBaba, Config, Variant};
use sesame::games::record::{random_record, AnyRecord};
use sesame::games::rng::GameRng;
use sesame::games::GameId;

const INPUTS: u32 = 1_000_000;

fn sample_links() -> Vec<Vec<u8>> {
    let mut links = Vec::new();
    for (i, variant) in Variant::ALL.into_iter().enumerate() {
        for moves in [0, 5, 40, 500] {
            let players = if variant == Variant::SmallCave { 2 } else { 2 + i % 3 };
            let config = Config {
                players: (0..players).map(|p| format!("Player {p}")).collect(),
                variant,
                open_screens: moves % 2 == 0,
                start: None,
                computers: Default::default(),
            };
            let seed = 1000 + i as u64 * 7 + moves as u64;
            let record = random_record::<AliBaba>(config, seed, moves, seed);
            links.push(encode_bytes(&AnyRecord::AliBaba(record)).unwrap());
        }
    }
    links
}

fn damage(bytes: &mut Vec<u8>, rng: &mut GameRng) {
    for _ in 0..=rng.below(3) {
        match rng.below(4) {
            0 if !bytes.is_empty() => {
                let i = rng.below(bytes.len() as u32) as usize;
                bytes[i] ^= 1 << rng.below(8);
            }
            1 if !bytes.is_empty() => {
                let i = rng.below(bytes.len() as u32) as usize;
                bytes.truncate(i);
            }
            2 => {
                let i = rng.below(bytes.len() as u32 + 1) as usize;
                bytes.insert(i, rng.below(256) as u8);
            }
            _ if !bytes.is_empty() => {
                let i = rng.below(bytes.len() as u32) as usize;
                bytes[i] = rng.below(256) as u8;
            }
            _ => {}
        }
    }
}

#[test]
fn a_million_random_and_damaged_links_never_panic() {
    let links = sample_links();
    let mut rng = GameRng::new(2026);
    let (mut accepted, mut resealed_refused) = (0u32, 0u32);
    for n in 0..INPUTS {
        let bytes = match n % 3 {
            0 => (0..rng.below(120)).map(|_| rng.below(256) as u8).collect(),
            1 => {
                let mut b = links[rng.below(links.len() as u32) as usize].clone();
                damage(&mut b, &mut rng);
                b
            }
            _ => {
                let (_, _, mut body) = unseal(&links[rng.below(links.len() as u32) as usize]).unwrap();
                damage(&mut body, &mut rng);
                let sealed = seal(GameId::AliBaba, &body);
                if decode_bytes(&sealed).is_err() {
                    resealed_refused += 1;
                }
                sealed
            }
        };
        if decode_bytes(&bytes).is_ok() {
            accepted += 1;
        }
        if n % 1000 == 0 {
            // The text path too: the bytes as base64url with any Unicode put in (the million
            // hostile texts: `text_fuzz.rs`).
            let text = common::Hostile::new(u64::from(n)).damage(&sesame::app::bytes::base64url(&bytes));
            let _ = decode(&format!("#t={text}"));
        }
    }
    // Sanity: the damaged, re-sealed bodies really reached the rules and were mostly refused.
    assert!(resealed_refused > INPUTS / 3 / 2, "{resealed_refused}");
    eprintln!("{INPUTS} inputs decoded without a panic; {accepted} happened to be valid games");
}

/// Finished Sidibaba expeditions' replay links, damaged the same three ways. Each decoding
/// replays a whole expedition through the rules, so fewer of them.
#[test]
fn random_and_damaged_sidibaba_replay_links_never_panic() {
    use sesame::ai::{
        leader::AppLeader,
        party::Party,
        sim::{play, Pace},
    };
    use sesame::games::record::Record;
    use sesame::games::sidibaba::{Config, LeaderPlayer, Sidibaba};
    const SIDI_INPUTS: u32 = 12_000;
    let links: Vec<Vec<u8>> = (0..6u64)
        .map(|seed| {
            let n = 2 + seed as usize % 5;
            let config = Config {
                adventurers: (0..n).map(|p| format!("Adventurer {p}")).collect(),
                lamps: (0..n).map(|i| (12 / n + usize::from(i < 12 % n)) as u8).collect(),
                leader: LeaderPlayer::App,
                line_any_time: seed.is_multiple_of(2),
                strength: sesame::games::sidibaba::LeaderStrength::ALL[(seed % 3) as usize],
            };
            let game = play(&config, seed, &mut Party::competent(), Pace::balance(100), &AppLeader::default());
            // Cut short too: a link of a game still going decodes the same way.
            let actions = game.actions[..game.actions.len() * (1 + seed as usize % 2) / 2].to_vec();
            encode_bytes(&AnyRecord::Sidibaba(Record::<Sidibaba> { config, seed, actions })).unwrap()
        })
        .collect();
    let mut rng = GameRng::new(2027);
    let mut resealed_refused = 0u32;
    for n in 0..SIDI_INPUTS {
        let bytes = match n % 3 {
            0 => {
                let mut b = vec![0x5E, 1, GameId::Sidibaba as u8];
                b.extend((0..rng.below(120)).map(|_| rng.below(256) as u8));
                b
            }
            1 => {
                let mut b = links[rng.below(links.len() as u32) as usize].clone();
                damage(&mut b, &mut rng);
                b
            }
            _ => {
                let (_, _, mut body) = unseal(&links[rng.below(links.len() as u32) as usize]).unwrap();
                damage(&mut body, &mut rng);
                let sealed = seal(GameId::Sidibaba, &body);
                if decode_bytes(&sealed).is_err() {
                    resealed_refused += 1;
                }
                sealed
            }
        };
        let _ = decode_bytes(&bytes);
    }
    assert!(resealed_refused > SIDI_INPUTS / 3 / 2, "{resealed_refused}");
}
