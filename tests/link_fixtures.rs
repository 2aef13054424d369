//! The links the browser tests open: one good, one of every broken kind. They are committed in
//! `tests/e2e/fixtures/links.json`; this test checks that the file still says what the codec
//! does (`UPDATE_FIXTURES=1 cargo test --test link_fixtures` writes it anew).

use sesame::app::bytes;
use sesame::app::link::{decode, encode, encode_bytes, seal, unseal, LinkError};
use sesame::games::ali_baba::{AliBaba, Config, Variant};
use sesame::games::record::{AnyRecord, Record};
use sesame::games::{Game, GameId};

fn good_game() -> AnyRecord {
    let config = Config {
        players: vec!["Lea".into(), "Tom".into()],
        variant: Variant::Standard,
        open_screens: false,
        start: Some(0),
        computers: Default::default(),
    };
    let mut state = AliBaba::new(&config, 424242).unwrap();
    let mut record = Record::<AliBaba>::new(config, 424242);
    for _ in 0..6 {
        let a = AliBaba::legal_actions(&state)[0];
        AliBaba::apply(&mut state, a).unwrap();
        record.actions.push(a);
    }
    AnyRecord::AliBaba(record)
}

fn fixtures() -> Vec<(&'static str, String, Option<LinkError>)> {
    let good = good_game();
    let bytes = encode_bytes(&good).unwrap();
    let b64 = |b: &[u8]| format!("t={}", bytes::base64url(b));
    let mut altered = bytes.clone();
    altered[8] ^= 0x21;
    let mut newer = bytes.clone();
    newer[1] += 1;
    // A finished game, correctly sealed, whose body claims one action more than the rules allow.
    let finished = finished_game();
    let AnyRecord::AliBaba(r) = &finished else { unreachable!() };
    let (_, _, body) = unseal(&encode_bytes(&finished).unwrap()).unwrap();
    let head = postcard::to_allocvec(&r.config).unwrap().len() + 8;
    let mut rest = &body[head..];
    let count = take_varint(&mut rest);
    let mut claimed = body[..head].to_vec();
    push_varint(&mut claimed, count + 1);
    claimed.extend_from_slice(rest);
    let illegal = seal(GameId::AliBaba, &claimed);
    let good_fragment = encode(&good).unwrap();
    vec![
        ("good", good_fragment.clone(), None),
        ("truncated", good_fragment[..good_fragment.len() * 2 / 3].to_string(), Some(LinkError::Truncated)),
        ("altered", b64(&altered), Some(LinkError::Altered)),
        ("newer", b64(&newer), Some(LinkError::NewerFormat)),
        ("not-a-game", "t=Hello-this-is-no-game".to_string(), Some(LinkError::NotAGame)),
        ("illegal", b64(&illegal), Some(LinkError::IllegalAction { index: 0 })),
    ]
}

fn finished_game() -> AnyRecord {
    let config = Config {
        players: vec!["Lea".into(), "Tom".into()],
        variant: Variant::SmallCave,
        open_screens: false,
        start: Some(0),
        computers: Default::default(),
    };
    let mut state = AliBaba::new(&config, 7).unwrap();
    let mut record = Record::<AliBaba>::new(config, 7);
    while AliBaba::to_act(&state).is_some() {
        let a = AliBaba::legal_actions(&state)[0];
        AliBaba::apply(&mut state, a).unwrap();
        record.actions.push(a);
    }
    AnyRecord::AliBaba(record)
}

fn take_varint(bytes: &mut &[u8]) -> u64 {
    let mut n = 0;
    for shift in (0..).step_by(7) {
        let b = bytes[0];
        *bytes = &bytes[1..];
        n |= u64::from(b & 0x7f) << shift;
        if b & 0x80 == 0 {
            return n;
        }
    }
    unreachable!()
}

fn push_varint(out: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        out.push(n as u8 | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

/// A seeded Thousand and One game after set-up, and where the player to move may go.
fn thousand_fixture() -> (String, Vec<u8>) {
    use sesame::games::thousand_and_one::{Action, Config as T, ThousandAndOne};
    let config = T {
        players: vec!["Lea".into(), "Tom".into(), "Ana".into()],
        beginners: false,
        start: Some(0),
        computers: Default::default(),
    };
    let mut record = Record::<ThousandAndOne>::new(config.clone(), 1001);
    let mut state = ThousandAndOne::new(&config, 1001).unwrap();
    for square in [5u8, 10, 15] {
        ThousandAndOne::apply(&mut state, Action::PlacePawn(square)).unwrap();
        record.actions.push(Action::PlacePawn(square));
    }
    let (moves, genie) = state.moves();
    assert!(!genie);
    let mut squares: Vec<u8> =
        moves.into_iter().filter_map(|a| if let Action::MoveTo(s) = a { Some(s) } else { None }).collect();
    squares.sort();
    (encode(&AnyRecord::ThousandAndOne(record)).unwrap(), squares)
}

#[test]
fn the_browser_fixtures_match_the_codec() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/e2e/fixtures/links.json");
    let list = fixtures();
    for (name, fragment, expected) in &list {
        match (decode(fragment), expected) {
            (Ok(_), None) => {}
            (Err(LinkError::IllegalAction { .. }), Some(LinkError::IllegalAction { .. })) => {}
            (got, want) => assert_eq!(got.err(), *want, "{name}"),
        }
    }
    let (thousand, destinations) = thousand_fixture();
    let mut lines: Vec<String> =
        list.iter().map(|(name, fragment, _)| format!("  \"{name}\": \"{fragment}\"")).collect();
    lines.push(format!("  \"thousand\": \"{thousand}\""));
    lines.push(format!(
        "  \"thousand-destinations\": \"{}\"",
        destinations.iter().map(u8::to_string).collect::<Vec<_>>().join(",")
    ));
    let json = format!("{{\n{}\n}}\n", lines.join(",\n"));
    if std::env::var_os("UPDATE_FIXTURES").is_some() {
        std::fs::write(path, &json).unwrap();
    }
    assert_eq!(std::fs::read_to_string(path).unwrap_or_default(), json, "run with UPDATE_FIXTURES=1 to refresh");
}
