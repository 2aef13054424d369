//! A message comes from another phone, which may be broken or hostile: a million random,
//! damaged and resealed messages (bytes, and any Unicode text sent as bytes) are each read to
//! a message or a clear error — never a panic — and every message read writes back to itself.

mod common;

use common::{Counts, Hostile, Read};
use sesame::app::bytes::crc32;
use sesame::app::wire::{Message, Step};

const INPUTS: usize = 1_000_000;

fn random_message(h: &mut Hostile) -> Message {
    let n = |h: &mut Hostile| if h.below(4) == 0 { u32::MAX - h.below(3) as u32 } else { h.below(300) as u32 };
    let step = |h: &mut Hostile| Step { index: n(h), ms: n(h) };
    match h.below(5) {
        0 => Message::Join { seat: h.below(2).checked_sub(1).map(|_| h.below(6) as u8), invitation: n(h), held: n(h) },
        1 => Message::Moves { from: n(h), steps: (0..h.below(40)).map(|_| step(h)).collect() },
        2 => Message::Move { at: n(h), step: step(h) },
        3 => Message::Refused { at: n(h) },
        _ => Message::Pause { paused: h.below(2) == 1 },
    }
}

fn read(bytes: &[u8], counts: &mut Counts) {
    match Message::from_bytes(bytes) {
        Ok(m) => {
            assert_eq!(Message::from_bytes(&m.to_bytes()).as_ref(), Ok(&m));
            counts.add(Read);
        }
        Err(e) => counts.add(e),
    }
}

#[test]
fn a_million_random_damaged_and_resealed_messages_are_read_or_refused() {
    let mut h = Hostile::new(2026);
    let mut counts = Counts::default();
    for i in 0..INPUTS {
        let message = random_message(&mut h);
        let mut bytes = message.to_bytes();
        match i % 4 {
            0 => assert_eq!(Message::from_bytes(&bytes), Ok(message)),
            1 => h.damage_bytes(&mut bytes),
            // Damaged, then sealed again: the fields' syntax is all that stands in the way.
            2 => {
                bytes.truncate(bytes.len() - 4);
                h.damage_bytes(&mut bytes);
                bytes.extend_from_slice(&crc32(&bytes).to_le_bytes());
            }
            _ if i % 8 == 3 => bytes = h.text(30).into_bytes(),
            _ => bytes = (0..h.below(60)).map(|_| h.below(256) as u8).collect(),
        }
        read(&bytes, &mut counts);
    }
    println!("{counts:?}");
    assert_eq!(counts.total(), INPUTS as u64);
    assert!(counts.0.len() >= 5, "too few kinds of result: {counts:?}");
}
