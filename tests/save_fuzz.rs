//! A save is read back from storage that anyone (or any bug, disk or extension) may have changed.
//! At least a million damaged saves, made from real games of every game and variant, must each
//! decode to a valid game or to a clear error — never a panic, never an unchecked seat.

mod common;

use common::{Hostile, ALPHABET};
use sesame::app::bytes;
use sesame::app::bytes::crc32;
use sesame::app::storage::{decode_entry, encode_entry, second_app_summary, summarize, Device, EntryError, SaveEntry};
use sesame::games::ali_baba::{self, AliBaba, Variant};
use sesame::games::record::{random_record, AnyRecord};
use sesame::games::rng::GameRng;
use sesame::games::sidibaba::{self, Sidibaba};
use sesame::games::thousand_and_one::{self, ThousandAndOne};
use sesame::games::{Game, GameId, Seat};

fn real_saves() -> Vec<SaveEntry> {
    let names = |n: usize| ["Lea", "Tom", "Ana", "Max"][..n].iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let mut records: Vec<AnyRecord> = Vec::new();
    let mut seed = 77u64;
    for variant in Variant::ALL {
        for players in 2..=4usize {
            if variant == Variant::SmallCave && players != 2 {
                continue;
            }
            for moves in [0, 9, 40, 5000] {
                seed += 1;
                let config = ali_baba::Config {
                    players: names(players),
                    variant,
                    open_screens: seed.is_multiple_of(2),
                    start: None,
                    computers: Default::default(),
                };
                records.push(random_record::<AliBaba>(config, seed, moves, seed).into());
            }
        }
    }
    for beginners in [false, true] {
        for players in 2..=4usize {
            for moves in [0, 9, 40, 5000] {
                seed += 1;
                let config = thousand_and_one::Config {
                    players: names(players),
                    beginners,
                    start: Some(0),
                    computers: Default::default(),
                };
                records.push(random_record::<ThousandAndOne>(config, seed, moves, seed).into());
            }
        }
    }
    for adventurers in 2..=6usize {
        for moves in [0, 9, 40, 5000] {
            seed += 1;
            let leader = if seed.is_multiple_of(2) {
                sidibaba::LeaderPlayer::App
            } else {
                sidibaba::LeaderPlayer::Person("Ali".into())
            };
            let config = sidibaba::Config {
                adventurers: names(4).into_iter().cycle().take(adventurers).collect(),
                lamps: sidibaba::setup::shared_out(adventurers),
                leader,
                line_any_time: adventurers.is_multiple_of(2),
                strength: sesame::games::sidibaba::LeaderStrength::ALL[adventurers % 3],
            };
            records.push(random_record::<Sidibaba>(config, seed, moves, seed).into());
        }
    }
    records
        .into_iter()
        .enumerate()
        .map(|(i, record)| {
            let device = [Device::PassAndPlay, Device::Player((i % 2) as Seat), Device::Unknown][i % 3];
            SaveEntry { last_played: 1_790_000_000_000 + i as u64, record, device }
        })
        .collect()
}

#[derive(Default, Debug)]
struct Tally {
    tried: u64,
    valid: u64,
    corrupt: u64,
    newer: u64,
}

impl Tally {
    /// Decodes one stored text; a valid result must be usable as the app uses it.
    fn try_text(&mut self, text: &str) -> Option<SaveEntry> {
        self.tried += 1;
        // What the first app reads of a save it cannot open (Sidibaba's): never a panic either.
        if let Some(front) = second_app_summary("x", text) {
            assert!(front.names.len() <= text.len());
        }
        match decode_entry(text) {
            Ok(entry) => {
                self.valid += 1;
                let summary = summarize("x", &entry).expect("a decoded save summarises");
                let players = entry.record.player_names().len();
                if let Device::Player(seat) = entry.device {
                    assert!(usize::from(seat) < players, "a decoded save names a seat that exists");
                }
                // Sidibaba's Leader sits after the Adventurers (not among the players' names).
                let seats = players + usize::from(entry.record.game() == GameId::Sidibaba);
                if let Some(seat) = summary.to_act {
                    assert!(usize::from(seat) < seats);
                }
                // What the game screen does next: every seat's view of the replayed state.
                match &entry.record {
                    AnyRecord::AliBaba(r) => {
                        let state = r.replay().unwrap();
                        for s in 0..players {
                            AliBaba::view(&state, s as Seat);
                        }
                    }
                    AnyRecord::ThousandAndOne(r) => {
                        let state = r.replay().unwrap();
                        for s in 0..players {
                            ThousandAndOne::view(&state, s as Seat);
                        }
                    }
                    AnyRecord::Sidibaba(r) => {
                        let state = r.replay().unwrap();
                        // The Adventurers and the Leader.
                        for s in 0..=players {
                            Sidibaba::view(&state, s as Seat);
                        }
                    }
                }
                return Some(entry);
            }
            Err(EntryError::Corrupt) => self.corrupt += 1,
            Err(EntryError::Newer) => self.newer += 1,
            Err(EntryError::SecondApp) => panic!("only the first app, without Sidibaba's rules, hands saves over"),
        }
        None
    }

    fn try_bytes(&mut self, bytes: &[u8]) -> Option<SaveEntry> {
        self.try_text(&format!("2.{}", bytes::base64url(bytes)))
    }
}

/// The payload bytes of a format-2 save, without the checksum.
fn payload(entry: &SaveEntry) -> Vec<u8> {
    postcard::to_allocvec(entry).unwrap()
}

fn sealed(mut bytes: Vec<u8>) -> Vec<u8> {
    let crc = crc32(&bytes);
    bytes.extend_from_slice(&crc.to_le_bytes());
    bytes
}

#[test]
fn a_million_damaged_saves_decode_without_a_panic() {
    let saves = real_saves();
    let texts: Vec<String> = saves.iter().map(encode_entry).collect();
    let mut t = Tally::default();
    for text in &texts {
        t.try_text(text);
    }
    assert_eq!(t.valid, saves.len() as u64, "every real save opens");
    let mut rng = GameRng::new(2026);
    let mut h = Hostile::new(2026);

    for (i, (save, text)) in saves.iter().zip(&texts).enumerate() {
        let bytes = bytes::from_base64url(&text[2..]).unwrap();
        // Every bit of the stored bytes flipped, checksum kept: the checksum must catch it.
        for at in 0..bytes.len() {
            for bit in 0..8 {
                let mut b = bytes.clone();
                b[at] ^= 1 << bit;
                assert_eq!(t.try_bytes(&b), None, "a flipped bit never opens as a game");
            }
        }
        // Every character of the stored text replaced, and something put in before it, from
        // any Unicode (a save is ASCII: a byte is a character).
        for at in 0..text.len() {
            for _ in 0..3 {
                let piece = h.piece();
                let replaced = format!("{}{piece}{}", &text[..at], &text[at + 1..]);
                let inserted = Hostile::insert_at(text, at, h.piece());
                for changed in [replaced, inserted] {
                    if let Some(other) = t.try_text(&changed) {
                        assert_eq!(&other, save, "a changed character never opens as another game");
                    }
                }
            }
        }
        // Cut at every length, as text and as bytes.
        for len in 0..text.len() {
            if let Some(other) = t.try_text(&text[..len]) {
                assert_eq!(&other, save, "a cut save never opens as another game");
            }
        }
        for len in 0..bytes.len() {
            assert_eq!(t.try_bytes(&bytes[..len]), None, "a cut save never opens");
        }
        // Spliced with another save, at every cut.
        let other = &texts[(i * 7 + 3) % texts.len()];
        for cut in 0..text.len().min(other.len()) {
            t.try_text(&format!("{}{}", &text[..cut], &other[cut..]));
        }
        // Tampered with and sealed again, so that the checksum holds and only validation can
        // object: every byte of the payload set to other values (a seat of 2, 9 or 255 among them).
        let plain = payload(save);
        for at in 0..plain.len() {
            for value in
                [0u8, 1, 2, 3, 9, 0x7f, 0x80, 0xff, plain[at] ^ 1, plain[at].wrapping_add(1), rng.below(256) as u8]
            {
                let mut p = plain.clone();
                p[at] = value;
                t.try_bytes(&sealed(p));
            }
            let mut p = plain.clone();
            p.remove(at);
            t.try_bytes(&sealed(p));
            let mut p = plain.clone();
            p.insert(at, rng.below(256) as u8);
            t.try_bytes(&sealed(p));
        }
    }
    let structured = t.tried;
    // Random texts and random sealed bytes, up to the million.
    while t.tried < 1_000_000 {
        let len = rng.below(120) as usize;
        if rng.below(2) == 0 {
            let version = ["1.", "2.", "3.", "", "0.", "02.", "\u{661}.", "2\u{301}."][rng.below(8) as usize];
            t.try_text(&format!("{version}{}", h.text(len / 2)));
        } else if rng.below(2) == 0 {
            let text = &texts[rng.below(texts.len() as u32) as usize];
            t.try_text(&h.damage(text));
        } else {
            let b: Vec<u8> = (0..len).map(|_| rng.below(256) as u8).collect();
            t.try_bytes(&sealed(b));
        }
    }
    println!(
        "save fuzz ({} pieces of any Unicode): {} tried ({structured} made from {} real saves, the rest random), {} valid, {} damaged, {} newer, 0 panics",
        ALPHABET.len(),
        t.tried, saves.len(), t.valid, t.corrupt, t.newer
    );
    assert!(t.tried >= 1_000_000);
    assert!(t.corrupt > t.tried / 2, "most damage is caught: {t:?}");
}
