//! Invitations and answers read back, and refused when damaged.

use super::*;
use crate::games::ali_baba::{AliBaba, Config, Variant};
use crate::games::record::Record;

const CHROMIUM_OFFER: &str = include_str!("../../../tests/fixtures/sdp/chromium-offer.sdp");
const FIREFOX_ANSWER: &str = include_str!("../../../tests/fixtures/sdp/firefox-answer.sdp");

fn game() -> AnyRecord {
    let config = Config {
        players: ["Lea", "Tom", "Zoë 😀"].iter().map(|s| s.to_string()).collect(),
        variant: Variant::Standard,
        open_screens: false,
        start: Some(0),
        computers: Default::default(),
    };
    AnyRecord::AliBaba(Record::<AliBaba>::new(config, 7))
}

fn invitation() -> Invitation {
    Invitation { number: 0xDEAD_BEEF, offer: Signal::from_sdp(Kind::Offer, CHROMIUM_OFFER).unwrap(), game: game() }
}

fn answer() -> Answer {
    Answer { number: 42, seat: Some(2), answer: Signal::from_sdp(Kind::Answer, FIREFOX_ANSWER).unwrap() }
}

#[test]
fn an_invitation_reads_back_from_its_link() {
    let fragment = invitation().to_fragment().unwrap();
    assert_eq!(Invitation::from_fragment(&fragment), Ok(invitation()));
    let address = format!("https://example.org/sesame/#{fragment}");
    assert_eq!(Invitation::from_fragment(&address), Ok(invitation()));
    assert!(is_invitation(&fragment) && !is_answer(&fragment));
}

#[test]
fn an_answer_reads_back_from_its_link_with_the_seat_or_the_leader() {
    assert_eq!(Answer::from_fragment(&answer().to_fragment()), Ok(answer()));
    let leader = Answer { seat: None, ..answer() };
    assert_eq!(Answer::from_fragment(&leader.to_fragment()), Ok(leader));
}

#[test]
fn an_offer_is_no_answer_and_an_answer_no_offer() {
    let wrong = Answer { answer: invitation().offer, ..answer() };
    assert_eq!(Answer::from_bytes(&wrong.to_bytes()), Err(InviteError::Signal(SignalError::Damaged)));
}

#[test]
fn every_changed_byte_of_an_invitation_is_refused() {
    let bytes = invitation().to_bytes().unwrap();
    for i in 0..bytes.len() {
        for flip in [1u8, 0x80, 0xFF] {
            let mut damaged = bytes.clone();
            damaged[i] ^= flip;
            assert!(Invitation::from_bytes(&damaged).is_err(), "byte {i}");
        }
    }
    for cut in 0..bytes.len() {
        assert!(Invitation::from_bytes(&bytes[..cut]).is_err(), "cut at {cut}");
    }
}

#[test]
fn a_chat_app_s_fillers_around_an_invitation_are_dropped() {
    let fragment = invitation().to_fragment().unwrap();
    let (head, tail) = fragment.split_at(40);
    let wrapped = format!("#{head}\u{200B}\n{tail}).");
    assert_eq!(Invitation::from_fragment(&wrapped), Ok(invitation()));
}

#[test]
fn a_newer_app_s_invitation_says_so() {
    let mut bytes = invitation().to_bytes().unwrap();
    bytes.truncate(bytes.len() - 4);
    bytes[0] = 2;
    let bytes = sealed(bytes);
    assert_eq!(Invitation::from_bytes(&bytes), Err(InviteError::Newer));
}

#[test]
fn an_invitation_fits_a_small_qr_code() {
    let fragment = invitation().to_fragment().unwrap();
    let address = format!("https://sesame.example/#{fragment}");
    let qr = crate::app::qr::Qr::encode(address.as_bytes()).unwrap();
    assert!(address.len() <= 240, "{} characters", address.len());
    assert!(qr.size <= 57, "{} modules", qr.size);
}
