//! An offer or answer comes from another phone, through a QR code or a link that anyone may have
//! made: random bytes, damaged compact forms and damaged SDP texts (any Unicode) are each read to
//! a signal or a clear error — never a panic — and every signal read rebuilds an SDP text of
//! its own lines only (nothing from outside adds a line or a character outside the grammar).

mod common;

use common::{Counts, Hostile, Read};
use sesame::app::signal::{Kind, Signal};

const INPUTS: usize = 200_000;
const CHROMIUM_OFFER: &str = include_str!("fixtures/sdp/chromium-offer.sdp");
const FIREFOX_ANSWER: &str = include_str!("fixtures/sdp/firefox-answer.sdp");

/// What a signal read from outside must be: its SDP printable ASCII in the lines the app
/// writes, and read back to the same signal, in text and in bytes.
fn holds(signal: &Signal) {
    let sdp = signal.to_sdp();
    assert!(sdp.bytes().all(|b| b == b'\r' || b == b'\n' || (b' '..=b'~').contains(&b)), "{sdp:?}");
    assert_eq!(sdp.lines().count(), 15 + signal.candidates.len(), "{sdp:?}");
    assert_eq!(Signal::from_sdp(signal.kind, &sdp).as_ref(), Ok(signal));
    assert_eq!(Signal::from_bytes(&signal.to_bytes()).as_ref(), Ok(signal));
}

fn read_bytes(bytes: &[u8], counts: &mut Counts) {
    match Signal::from_bytes(bytes) {
        Ok(signal) => {
            holds(&signal);
            counts.add(Read);
        }
        Err(e) => counts.add(e),
    }
}

#[test]
fn random_and_damaged_compact_forms_are_read_or_refused() {
    let mut h = Hostile::new(7);
    let mut counts = Counts::default();
    let real: Vec<Vec<u8>> = [(Kind::Offer, CHROMIUM_OFFER), (Kind::Answer, FIREFOX_ANSWER)]
        .iter()
        .map(|&(kind, sdp)| Signal::from_sdp(kind, sdp).unwrap().to_bytes())
        .collect();
    for i in 0..INPUTS {
        let mut bytes =
            if i % 3 == 0 { (0..h.below(120)).map(|_| h.below(256) as u8).collect() } else { real[i % 2].clone() };
        h.damage_bytes(&mut bytes);
        read_bytes(&bytes, &mut counts);
    }
    println!("{counts:?}");
    assert_eq!(counts.total(), INPUTS as u64);
    assert!(counts.0.get("Read").copied().unwrap_or(0) > 1000, "few damaged forms still read: {counts:?}");
}

#[test]
fn damaged_sdp_texts_in_any_unicode_are_read_or_refused() {
    let mut h = Hostile::new(11);
    let mut counts = Counts::default();
    for i in 0..INPUTS / 4 {
        let (kind, base) = if i % 2 == 0 { (Kind::Offer, CHROMIUM_OFFER) } else { (Kind::Answer, FIREFOX_ANSWER) };
        let text = if i % 5 == 0 { h.text(200) } else { h.damage(base) };
        match Signal::from_sdp(kind, &text) {
            Ok(signal) => {
                holds(&signal);
                counts.add(Read);
            }
            Err(e) => counts.add(e),
        }
    }
    println!("{counts:?}");
    assert!(counts.0.len() > 3, "too few kinds of result: {counts:?}");
}
