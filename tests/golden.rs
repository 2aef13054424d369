//! The save and link formats, pinned. `tests/fixtures/golden/` holds saves and links of every game
//! and variant as this app wrote them, each with what it must open to, in words. Every format
//! version ever written stays here and must keep opening the same way: reordering an enum, adding
//! a field in the middle or changing the encoding fails this test.
//!
//! Files are only ever added, never rewritten: `SESAME_WRITE_GOLDEN=1 cargo test --release --test
//! golden -- --ignored` writes the files of the current format versions that do not exist yet.

use sesame::app::invite::{Answer, Invitation};
use sesame::app::link;
use sesame::app::signal::{Address, Kind, Signal};
use sesame::app::storage::{decode_entry, encode_entry, Device, SaveEntry, SAVE_FORMAT};
use sesame::app::upgrade::LinkedActions;
use sesame::app::wire::{Message, Step, WIRE_FORMAT};
use sesame::games::ali_baba::{self, AliBaba, Variant};
use sesame::games::record::{random_record, AnyRecord, Record};
use sesame::games::rng::GameRng;
use sesame::games::sidibaba::{self, LeaderPlayer, Sidibaba};
use sesame::games::thousand_and_one::{self, ThousandAndOne};
use sesame::games::{Computers, Game, Outcome, Seat, Strength};
use std::path::PathBuf;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/golden")
}

// Words, not `Debug`: a renamed variant is no format change, a reordered one is.
fn variant_word(v: Variant) -> &'static str {
    match v {
        Variant::Standard => "standard",
        Variant::AladdinsLamp => "aladdins-lamp",
        Variant::TreasureEquality => "treasure-equality",
        Variant::SmallCave => "small-cave",
    }
}

fn seat_word(s: Option<Seat>) -> String {
    s.map_or("-".into(), |s| s.to_string())
}

fn outcome_words(o: Option<Outcome>) -> String {
    match o {
        None => "playing".into(),
        Some(o) => format!(
            "points={} winners={}",
            o.points.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(","),
            o.winners.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(",")
        ),
    }
}

fn replayed<G: LinkedActions>(r: &Record<G>) -> String {
    let state = r.replay().expect("a golden record replays");
    format!(
        "actions={} to_act={} legal={} {}",
        r.actions.len(),
        seat_word(G::to_act(&state)),
        // Counted in the list of link format 2 for Sidibaba (no reordering while a lamp burns):
        // the state each file opens to is pinned, and its words stay what they always were.
        G::linked_actions(&state, 2).len(),
        outcome_words(G::outcome(&state))
    )
}

/// The computer opponents, when there are any (save format 3, link format 2): nothing for a
/// game of people only, so that the older golden files read as they always did.
fn computers_words(c: &Computers) -> String {
    if c.0.is_empty() {
        return String::new();
    }
    let word = |s: &Option<Strength>| match s {
        None => "person",
        Some(Strength::Easy) => "easy",
        Some(Strength::Normal) => "normal",
        Some(Strength::Strong) => "strong",
    };
    format!(" computers={}", c.0.iter().map(word).collect::<Vec<_>>().join(","))
}

/// What a record must open to, in words.
fn describe(record: &AnyRecord) -> String {
    match record {
        AnyRecord::AliBaba(r) => {
            format!(
                "ali-baba players={} variant={} open_screens={} start={} seed={} {}",
                r.config.players.join(","),
                variant_word(r.config.variant),
                r.config.open_screens,
                seat_word(r.config.start),
                r.seed,
                replayed(r)
            ) + &computers_words(&r.config.computers)
        }
        AnyRecord::ThousandAndOne(r) => {
            format!(
                "thousand-and-one players={} beginners={} start={} seed={} {}",
                r.config.players.join(","),
                r.config.beginners,
                seat_word(r.config.start),
                r.seed,
                replayed(r)
            ) + &computers_words(&r.config.computers)
        }
        AnyRecord::Sidibaba(r) => format!(
            "sidibaba adventurers={} lamps={} leader={} seed={} ms={} {}",
            r.config.adventurers.join(","),
            r.config.lamps.iter().map(|l| l.to_string()).collect::<Vec<_>>().join(","),
            match &r.config.leader {
                LeaderPlayer::App => "app".to_string(),
                LeaderPlayer::Person(name) => format!("person:{name}"),
            },
            r.seed,
            r.actions.iter().map(|a| u64::from(a.ms)).sum::<u64>(),
            replayed(r)
        ),
    }
}

/// Sidibaba played at random with time passing between actions and now and then a pause, as
/// the app records it (`Act::Pause`).
fn sidibaba_record(config: sidibaba::Config, seed: u64, moves: usize) -> Record<Sidibaba> {
    let mut state = Sidibaba::new(&config, seed).expect("a valid set-up");
    let mut record = Record::new(config, seed);
    let mut pick = GameRng::new(seed * 7);
    for _ in 0..moves {
        let legal = Sidibaba::legal_actions(&state);
        if legal.is_empty() {
            break;
        }
        // The lamp goes out now and then, not as often as any other choice; and since the line
        // may change at any time (link format 3), it does so now and then, not at every step.
        let line = |a: &sidibaba::Action| matches!(a.act, sidibaba::Act::ToFront(_) | sidibaba::Act::MoveInLine { .. });
        let mut others: Vec<_> = legal.iter().copied().filter(|a| a.act != sidibaba::Act::LampOut).collect();
        if state.lit() && others.iter().any(|a| !line(a)) && pick.below(8) != 0 {
            others.retain(|a| !line(a));
        }
        let from = if others.is_empty() || pick.below(40) == 0 { &legal } else { &others };
        let mut action = from[pick.below(from.len() as u32) as usize];
        if let Some(left) = Sidibaba::time_left(&state).filter(|_| action.act != sidibaba::Act::LampOut) {
            let ms = pick.below(left.min(9_000));
            if pick.below(10) == 0 {
                let pause = Sidibaba::pause(&state, ms).expect("the clock runs");
                Sidibaba::apply(&mut state, pause).expect("a pause within the lamp");
                record.actions.push(pause);
            } else {
                action = Sidibaba::after_ms(action, ms);
            }
        }
        Sidibaba::apply(&mut state, action).expect("a legal action");
        record.actions.push(action);
    }
    record
}

/// Sidibaba's saves (added to save format 2 at the end of `AnyRecord`).
fn sidibaba_games() -> Vec<(String, AnyRecord)> {
    let names = ["Samir", "Lea", "Tom", "Ana", "Max", "Zoe"];
    let mut out = Vec::new();
    for (i, adventurers) in [2usize, 3, 6].into_iter().enumerate() {
        for (j, moves) in [40usize, 100_000].into_iter().enumerate() {
            let leader = if j == 0 && i == 1 { LeaderPlayer::Person("Ali".into()) } else { LeaderPlayer::App };
            let config = sidibaba::Config {
                adventurers: names[..adventurers].iter().map(|s| s.to_string()).collect(),
                lamps: sidibaba::setup::shared_out(adventurers),
                leader,
                line_any_time: false,
                // Read as fair from the formats before there was a choice.
                strength: sidibaba::LeaderStrength::ALL[(i * 2 + j) % 3],
            };
            let r = sidibaba_record(config, 3000 + (i * 2 + j) as u64, moves);
            let what = if moves > 1000 { "finished" } else { "playing" };
            out.push((format!("sidibaba-{adventurers}p-{what}"), r.into()));
        }
    }
    out
}

/// Random expeditions in which the line was reordered to a place other than the head.
fn sidibaba_line_games() -> Vec<(String, AnyRecord)> {
    let names = ["Samir", "Lea", "Tom", "Ana", "Max", "Zoe"];
    let mut out = Vec::new();
    for (i, adventurers) in [3usize, 5].into_iter().enumerate() {
        for (j, moves) in [60usize, 100_000].into_iter().enumerate() {
            let config = sidibaba::Config {
                adventurers: names[..adventurers].iter().map(|s| s.to_string()).collect(),
                lamps: sidibaba::setup::shared_out(adventurers),
                leader: LeaderPlayer::App,
                // The house rule: these games reorder the line while a lamp burns.
                line_any_time: true,
                strength: sesame::games::sidibaba::LeaderStrength::Fair,
            };
            // The first seed (from 4000 on) whose random expedition reorders the line.
            let r = (0..50u64)
                .map(|k| sidibaba_record(config.clone(), 4000 + (i * 2 + j) as u64 + 100 * k, moves))
                .find(|r| r.actions.iter().any(|a| matches!(a.act, sidibaba::Act::MoveInLine { to: 1.., .. })))
                .expect("the line reordered");
            let what = if moves > 1000 { "finished" } else { "playing" };
            out.push((format!("sidibaba-{adventurers}p-line-{what}"), r.into()));
        }
    }
    out
}

/// Random expeditions with a person as the Leader who stopped the party and left a standing
/// order (`Act::Stop`, `Act::Order`, added at the end of `Act` with save and link format 6).
fn sidibaba_stop_games() -> Vec<(String, AnyRecord)> {
    let names = ["Samir", "Lea", "Tom", "Ana"];
    let mut out = Vec::new();
    for (j, moves) in [150usize, 100_000].into_iter().enumerate() {
        let config = sidibaba::Config {
            adventurers: names.iter().map(|s| s.to_string()).collect(),
            lamps: sidibaba::setup::shared_out(names.len()),
            leader: LeaderPlayer::Person("Ali".into()),
            line_any_time: false,
            strength: sidibaba::LeaderStrength::Fair,
        };
        let both = |r: &Record<Sidibaba>| {
            r.actions.iter().any(|a| a.act == sidibaba::Act::Stop)
                && r.actions.iter().any(|a| matches!(a.act, sidibaba::Act::Order(_)))
        };
        let r = (0..200u64)
            .map(|k| sidibaba_record(config.clone(), 5000 + j as u64 + 10 * k, moves))
            .find(both)
            .expect("an expedition stopped by the Leader, with an order");
        let what = if moves > 1000 { "finished" } else { "playing" };
        out.push((format!("sidibaba-4p-stop-{what}"), r.into()));
    }
    out
}

fn device_word(d: Device) -> String {
    match d {
        Device::PassAndPlay => "pass-and-play".into(),
        Device::Player(s) => format!("player-{s}"),
        Device::Unknown => "unknown".into(),
    }
}

fn describe_save(e: &SaveEntry) -> String {
    format!("device={} last_played={} {}", device_word(e.device), e.last_played, describe(&e.record))
}

const NAMES: [&str; 4] = ["Lea", "Tom", "Ana", "Max"];

/// Games of every game, variant and player count: one finished, one in the middle.
fn games() -> Vec<(String, AnyRecord)> {
    let names = |n: usize| NAMES[..n].iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let mut out = Vec::new();
    let mut seed = 1000u64;
    for variant in Variant::ALL {
        for players in 2..=4usize {
            if variant == Variant::SmallCave && players != 2 {
                continue;
            }
            for (open_screens, start) in [(false, None), (true, Some(players as u8 - 1))] {
                for moves in [usize::MAX, 23] {
                    seed += 1;
                    let config = ali_baba::Config {
                        players: names(players),
                        variant,
                        open_screens,
                        start,
                        computers: Default::default(),
                    };
                    let r = random_record::<AliBaba>(config, seed, moves.min(2000), seed * 7);
                    let what = if moves == usize::MAX { "finished" } else { "playing" };
                    out.push((
                        format!(
                            "ali-baba-{}-{players}p-{}-{what}",
                            variant_word(variant),
                            if open_screens { "open" } else { "closed" }
                        ),
                        r.into(),
                    ));
                }
            }
        }
    }
    for beginners in [false, true] {
        for players in 2..=4usize {
            for moves in [usize::MAX, 17] {
                seed += 1;
                let config = thousand_and_one::Config {
                    players: names(players),
                    beginners,
                    start: (players == 3).then_some(1),
                    computers: Default::default(),
                };
                let r = random_record::<ThousandAndOne>(config, seed, moves.min(2000), seed * 7);
                let what = if moves == usize::MAX { "finished" } else { "playing" };
                out.push((
                    format!("thousand-and-one-{}-{players}p-{what}", if beginners { "beginners" } else { "standard" }),
                    r.into(),
                ));
            }
        }
    }
    // Computer opponents (save format 3, link format 2): every strength, in every seat.
    let (e, n, s) = (Some(Strength::Easy), Some(Strength::Normal), Some(Strength::Strong));
    for (players, seats) in [(4, vec![None, e, n, s]), (3, vec![s, None, None]), (2, vec![n, None])] {
        for moves in [usize::MAX, 19] {
            seed += 1;
            let what = if moves == usize::MAX { "finished" } else { "playing" };
            let config = ali_baba::Config {
                players: names(players),
                variant: Variant::Standard,
                open_screens: false,
                start: None,
                computers: Computers(seats.clone()),
            };
            out.push((
                format!("ali-baba-computers-{players}p-{what}"),
                random_record::<AliBaba>(config, seed, moves.min(2000), seed * 7).into(),
            ));
            let config = thousand_and_one::Config {
                players: names(players),
                beginners: players == 3,
                start: None,
                computers: Computers(seats.clone()),
            };
            out.push((
                format!("thousand-and-one-computers-{players}p-{what}"),
                random_record::<ThousandAndOne>(config, seed, moves.min(2000), seed * 7).into(),
            ));
        }
    }
    out
}

/// A WebRTC signal in words: every field the other phone rebuilds its description from.
fn signal_words(s: &Signal) -> String {
    let fingerprint: String = s.fingerprint.iter().map(|b| format!("{b:02x}")).collect();
    let candidates: Vec<String> = s
        .candidates
        .iter()
        .map(|c| {
            let address = match c.address {
                Address::V4(a) => a.map(|b| b.to_string()).join("."),
                Address::V6(a) => a.iter().map(|b| format!("{b:02x}")).collect(),
                Address::Mdns(a) => a.iter().map(|b| format!("{b:02x}")).collect::<String>() + ".local",
            };
            format!("{address}:{}", c.port)
        })
        .collect();
    format!(
        "{:?} {:?} ufrag {} pwd {} fingerprint {fingerprint} mid {} candidates {}",
        s.kind,
        s.setup,
        s.ufrag,
        s.pwd,
        s.mid,
        candidates.join(",")
    )
}

const SDP: [(&str, Kind, &str); 4] = [
    ("chromium-offer", Kind::Offer, include_str!("fixtures/sdp/chromium-offer.sdp")),
    ("firefox-offer", Kind::Offer, include_str!("fixtures/sdp/firefox-offer.sdp")),
    ("chromium-answer", Kind::Answer, include_str!("fixtures/sdp/chromium-answer.sdp")),
    ("firefox-answer", Kind::Answer, include_str!("fixtures/sdp/firefox-answer.sdp")),
];

/// Invitations to a table of phones (every game, both browsers' offers) and answers (every seat
/// and the Leader, both browsers), named, with what each opens to.
fn table_links() -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    let playing: Vec<_> = games().into_iter().filter(|(n, _)| n.ends_with("playing")).collect();
    let some = playing.into_iter().step_by(5);
    let sidi = sidibaba_games().into_iter().take(1);
    for (i, (name, game)) in some.chain(sidi).enumerate() {
        let (sdp_name, kind, sdp) = SDP[i % 2];
        let offer = Signal::from_sdp(kind, sdp).unwrap();
        let invitation = Invitation { number: 0x5E5A_0000 + i as u32, offer, game: dealt(&game) };
        let fragment = invitation.to_fragment().unwrap();
        let read = Invitation::from_fragment(&fragment).unwrap();
        out.push((format!("invitation {name} {sdp_name}"), fragment, invitation_words(&read)));
    }
    for (i, seat) in [Some(0), Some(1), Some(3), None].into_iter().enumerate() {
        let (sdp_name, kind, sdp) = SDP[2 + i % 2];
        let answer = Answer { number: 0x5E5A_0000 + i as u32, seat, answer: Signal::from_sdp(kind, sdp).unwrap() };
        let fragment = answer.to_fragment();
        let read = Answer::from_fragment(&fragment).unwrap();
        out.push((format!("answer {} {sdp_name}", seat_word(seat)), fragment, answer_words(&read)));
    }
    out
}

/// The game as an invitation carries it: as it was dealt, without its moves.
fn dealt(record: &AnyRecord) -> AnyRecord {
    match record {
        AnyRecord::AliBaba(r) => Record::<AliBaba>::new(r.config.clone(), r.seed).into(),
        AnyRecord::ThousandAndOne(r) => Record::<ThousandAndOne>::new(r.config.clone(), r.seed).into(),
        AnyRecord::Sidibaba(r) => Record::<Sidibaba>::new(r.config.clone(), r.seed).into(),
    }
}

/// Every kind of message the phones of a table send each other, with edge values.
fn messages() -> Vec<(String, Message)> {
    let step = |index, ms| Step { index, ms };
    let steps: Vec<Step> = (0..40).map(|i| step(i * 7 % 23, i * 1_009)).collect();
    [
        ("join seat 0", Message::Join { seat: Some(0), invitation: 0x5E5A_0001, held: 0 }),
        ("join the Leader", Message::Join { seat: None, invitation: u32::MAX, held: 117 }),
        ("moves none", Message::Moves { from: 0, steps: vec![] }),
        ("moves forty", Message::Moves { from: 12, steps }),
        ("move", Message::Move { at: 3, step: step(5, 0) }),
        ("move with time", Message::Move { at: 300, step: step(0, 179_999) }),
        ("refused", Message::Refused { at: 77 }),
        ("pause", Message::Pause { paused: true }),
        ("go on", Message::Pause { paused: false }),
    ]
    .into_iter()
    .map(|(n, m)| (n.to_string(), m))
    .collect()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn invitation_words(i: &Invitation) -> String {
    format!("number {:08x}; offer {}; game {}", i.number, signal_words(&i.offer), describe(&i.game))
}

fn answer_words(a: &Answer) -> String {
    format!("number {:08x}; seat {}; answer {}", a.number, seat_word(a.seat), signal_words(&a.answer))
}

fn read(name: &str) -> Vec<(String, String, String)> {
    let text = std::fs::read_to_string(dir().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut parts = l.splitn(3, '\t');
            let (a, b, c) =
                (parts.next().unwrap(), parts.next().expect("a payload"), parts.next().expect("an expectation"));
            (a.to_string(), b.to_string(), c.to_string())
        })
        .collect()
}

fn golden_files(prefix: &str) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir())
        .expect("tests/fixtures/golden exists")
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.starts_with(prefix) && n.ends_with(".txt"))
        .collect();
    names.sort();
    names
}

#[test]
fn every_golden_save_opens_to_what_it_was() {
    let files = golden_files("saves-v");
    assert!(
        files.iter().any(|f| f == &format!("saves-v{SAVE_FORMAT}.txt")),
        "the current save format has golden files: {files:?}"
    );
    let mut count = 0;
    for file in files {
        for (name, stored, expected) in read(&file) {
            let entry = decode_entry(&stored).unwrap_or_else(|e| panic!("{file} {name}: {e:?}"));
            assert_eq!(describe_save(&entry), expected, "{file} {name}");
            if file.starts_with(&format!("saves-v{SAVE_FORMAT}")) {
                // The current writer still writes these very characters.
                assert_eq!(encode_entry(&entry), stored, "{file} {name}");
            }
            count += 1;
        }
    }
    assert!(count >= 50, "only {count} golden saves");
}

#[test]
fn every_golden_link_opens_to_what_it_was() {
    let files = golden_files("links-v");
    assert!(
        files.iter().any(|f| f == &format!("links-v{}.txt", link::LINK_FORMAT)),
        "the current link format has golden files: {files:?}"
    );
    let mut count = 0;
    for file in files {
        for (name, fragment, expected) in read(&file) {
            let record = link::decode(&fragment).unwrap_or_else(|e| panic!("{file} {name}: {e:?}"));
            assert_eq!(describe(&record), expected, "{file} {name}");
            if file.starts_with(&format!("links-v{}", link::LINK_FORMAT)) {
                // The current writer still writes these very bytes.
                assert_eq!(link::encode(&record).as_deref(), Some(fragment.as_str()), "{file} {name}");
            }
            count += 1;
        }
    }
    assert!(count >= 50, "only {count} golden links");
}

#[test]
fn every_golden_invitation_and_answer_opens_to_what_it_was() {
    let file = "invitations-v1.txt";
    let lines = read(file);
    for (name, fragment, expected) in &lines {
        let words = if name.starts_with("invitation") {
            let invitation = Invitation::from_fragment(fragment).unwrap_or_else(|e| panic!("{name}: {e:?}"));
            // The current writer still writes these very characters.
            assert_eq!(invitation.to_fragment().as_deref(), Some(fragment.as_str()), "{name}");
            invitation_words(&invitation)
        } else {
            let answer = Answer::from_fragment(fragment).unwrap_or_else(|e| panic!("{name}: {e:?}"));
            assert_eq!(&answer.to_fragment(), fragment, "{name}");
            answer_words(&answer)
        };
        assert_eq!(&words, expected, "{file} {name}");
    }
    assert!(lines.len() >= 10, "only {} golden invitations and answers", lines.len());
}

#[test]
fn every_golden_message_between_phones_reads_as_it_did() {
    let file = format!("wire-v{WIRE_FORMAT}.txt");
    let lines = read(&file);
    for (name, bytes, expected) in &lines {
        let raw: Vec<u8> =
            (0..bytes.len()).step_by(2).map(|i| u8::from_str_radix(&bytes[i..i + 2], 16).unwrap()).collect();
        let message = Message::from_bytes(&raw).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        assert_eq!(&format!("{message:?}"), expected, "{file} {name}");
        assert_eq!(&hex(&message.to_bytes()), bytes, "{file} {name}: the current writer still writes these bytes");
    }
    assert_eq!(lines.len(), messages().len(), "every kind of message has golden bytes");
}

#[test]
#[ignore = "writes the golden files of a new format version; run once when a version is bumped"]
fn write_golden_files() {
    if std::env::var("SESAME_WRITE_GOLDEN").is_err() {
        return;
    }
    std::fs::create_dir_all(dir()).unwrap();
    let saves = dir().join(format!("saves-v{SAVE_FORMAT}.txt"));
    if !saves.exists() {
        let mut text = format!("# Saves written by save format {SAVE_FORMAT}. Never edit: add a new file for a new format.\n# name\tstored text\twhat it opens to\n");
        for (i, (name, record)) in games().into_iter().enumerate() {
            let device = match i % 3 {
                0 => Device::PassAndPlay,
                1 => Device::Player((i % 2) as Seat),
                _ => Device::Unknown,
            };
            let entry = SaveEntry { last_played: 1_790_000_000_000 + i as u64 * 61_000, record, device };
            text += &format!("{name}\t{}\t{}\n", encode_entry(&entry), describe_save(&entry));
        }
        std::fs::write(saves, text).unwrap();
    }
    let sidi = dir().join(format!("saves-v{SAVE_FORMAT}-sidibaba.txt"));
    if !sidi.exists() {
        let mut text = format!("# Sidibaba's saves, written by save format {SAVE_FORMAT}. Never edit: add a new file for a new format.\n# name\tstored text\twhat it opens to\n");
        for (i, (name, record)) in sidibaba_games().into_iter().chain(sidibaba_stop_games()).enumerate() {
            let entry =
                SaveEntry { last_played: 1_795_000_000_000 + i as u64 * 61_000, record, device: Device::PassAndPlay };
            text += &format!("{name}\t{}\t{}\n", encode_entry(&entry), describe_save(&entry));
        }
        std::fs::write(sidi, text).unwrap();
    }
    // Sidibaba's line reordered to any place (`Act::MoveInLine`, added at the end of `Act`).
    let line = dir().join(format!("saves-v{SAVE_FORMAT}-sidibaba-line.txt"));
    if !line.exists() {
        let mut text = format!("# Sidibaba's saves with the line reordered to any place, written by save format {SAVE_FORMAT}. Never edit: add a new file for a new format.\n# name\tstored text\twhat it opens to\n");
        for (i, (name, record)) in sidibaba_line_games().into_iter().enumerate() {
            let entry =
                SaveEntry { last_played: 1_796_000_000_000 + i as u64 * 61_000, record, device: Device::PassAndPlay };
            text += &format!("{name}\t{}\t{}\n", encode_entry(&entry), describe_save(&entry));
        }
        std::fs::write(line, text).unwrap();
    }
    // Finished expeditions' replay links (time left out, `link.rs`).
    let replays = dir().join(format!("links-v{}-sidibaba.txt", link::LINK_FORMAT));
    if !replays.exists() {
        let mut text = format!("# Sidibaba's replay links, written by link format {}. Never edit: add a new file for a new format.\n# name\tfragment\twhat it opens to\n", link::LINK_FORMAT);
        let finished = sidibaba_line_games().into_iter().chain(sidibaba_stop_games());
        for (name, record) in finished.filter(|(n, _)| n.ends_with("finished")) {
            let fragment = link::encode(&record).unwrap();
            text += &format!("{name}\t{fragment}\t{}\n", describe(&link::decode(&fragment).unwrap()));
        }
        std::fs::write(replays, text).unwrap();
    }
    // What the phones of a table say to each other (`app::wire`).
    let wire = dir().join(format!("wire-v{WIRE_FORMAT}.txt"));
    if !wire.exists() {
        let mut text = format!("# Messages between the phones of a table, written by wire format {WIRE_FORMAT}. Never edit: add a new file for a new format.\n# name\tbytes (hex)\twhat they read as\n");
        for (name, message) in messages() {
            text += &format!("{name}\t{}\t{message:?}\n", hex(&message.to_bytes()));
        }
        std::fs::write(wire, text).unwrap();
    }
    // Invitations to a table of phones and their answers (`app::invite`, format 1).
    let table = dir().join("invitations-v1.txt");
    if !table.exists() {
        let mut text = "# Invitations to a table of phones and answers, written by invitation format 1. Never edit: add a new file for a new format.\n# name\tfragment\twhat it opens to\n".to_string();
        for (name, fragment, words) in table_links() {
            text += &format!("{name}\t{fragment}\t{words}\n");
        }
        std::fs::write(table, text).unwrap();
    }
    let links = dir().join(format!("links-v{}.txt", link::LINK_FORMAT));
    if !links.exists() {
        let mut text = format!("# Turn links written by link format {}. Never edit: add a new file for a new format.\n# name\tfragment\twhat it opens to\n", link::LINK_FORMAT);
        for (name, record) in games() {
            text += &format!("{name}\t{}\t{}\n", link::encode(&record).unwrap(), describe(&record));
        }
        std::fs::write(links, text).unwrap();
    }
}

/// Link format 3 exists for this: an expedition whose line changed while a lamp burned.
#[test]
fn the_golden_replay_links_of_format_3_reorder_the_line_while_a_lamp_burns() {
    let mut seen = 0;
    for (name, fragment, _) in read(&format!("links-v{}-sidibaba.txt", link::LINK_FORMAT)) {
        let Ok(AnyRecord::Sidibaba(r)) = link::decode(&fragment) else { panic!("{name}: a Sidibaba replay") };
        let mut state = Sidibaba::new(&r.config, r.seed).unwrap();
        for a in r.actions {
            if state.lit() && matches!(a.act, sidibaba::Act::ToFront(_) | sidibaba::Act::MoveInLine { .. }) {
                seen += 1;
            }
            Sidibaba::apply(&mut state, a).unwrap();
        }
    }
    assert!(seen > 0, "no reorder while a lamp burned");
}

/// Each action of the list `legal_actions` gives, in its order, as the bytes a save holds it in.
/// The list links of `format` number actions by at `record`'s position.
fn legal_words<G: LinkedActions>(record: &Record<G>, format: u8) -> String {
    let state = record.replay().expect("a golden record replays");
    let bytes =
        |a: &G::Action| postcard::to_allocvec(a).unwrap().iter().map(|b| format!("{b:02x}")).collect::<String>();
    G::linked_actions(&state, format).iter().map(bytes).collect::<Vec<_>>().join(" ")
}

/// The positions of the golden saves (every file, every format), each with its list of legal
/// actions in order, keyed by file and name.
fn legal_lists() -> Vec<(String, String)> {
    let mut rows = Vec::new();
    for file in golden_files("saves-") {
        // Pinned from link format 4 on: the older files' rows are the lists of format 4, each
        // newer file's those of its own format (save and link formats went up together).
        let version: u8 = file["saves-v".len()..].split(['-', '.']).next().unwrap().parse().unwrap();
        let format = version.max(4);
        for (name, stored, _) in read(&file) {
            let entry = decode_entry(&stored).unwrap_or_else(|e| panic!("{file} {name}: {e:?}"));
            let words = match &entry.record {
                AnyRecord::AliBaba(r) => legal_words(r, format),
                AnyRecord::ThousandAndOne(r) => legal_words(r, format),
                AnyRecord::Sidibaba(r) => legal_words(r, format),
            };
            rows.push((format!("{file}:{name}"), words));
        }
    }
    rows
}

/// The order of every game's legal actions is a stored format (links number actions by it):
/// pinned for the position of every golden save. Rows of golden files added later are written
/// once (`SESAME_WRITE_GOLDEN=1`); a pinned row never changes.
#[test]
fn the_order_of_legal_actions_is_what_it_was() {
    let path = dir().join("legal-actions.txt");
    let now = legal_lists();
    let pinned_text = std::fs::read_to_string(&path).unwrap_or_default();
    let pinned: std::collections::HashMap<&str, &str> =
        pinned_text.lines().filter(|l| !l.starts_with('#')).filter_map(|l| l.split_once('\t')).collect();
    for (key, words) in &now {
        if let Some(was) = pinned.get(key.as_str()) {
            assert_eq!(was, words, "{key}: the order of legal actions changed");
        }
    }
    let missing: Vec<&(String, String)> = now.iter().filter(|(k, _)| !pinned.contains_key(k.as_str())).collect();
    if !missing.is_empty() && std::env::var("SESAME_WRITE_GOLDEN").is_ok() {
        let mut text = if pinned_text.is_empty() {
            String::from("# The order of legal_actions (links number actions by it), for the position of every golden save.\n# Never edit a row: a changed order is a new link format.\n# file:name\tlegal actions, each as its stored bytes\n")
        } else {
            pinned_text.clone()
        };
        for (key, words) in &missing {
            text += &format!("{key}\t{words}\n");
        }
        std::fs::write(&path, text).unwrap();
        return;
    }
    assert!(missing.is_empty(), "positions without a pinned order: {}", missing.len());
}

/// Link and save format 6 exist for this: a person Leader who stopped the party and left a
/// standing order.
#[test]
fn the_golden_saves_of_format_6_hold_a_person_leaders_stop_and_order() {
    let mut seen = 0;
    for (name, stored, _) in read(&format!("saves-v{SAVE_FORMAT}-sidibaba.txt")) {
        if !name.contains("-stop-") {
            continue;
        }
        let AnyRecord::Sidibaba(r) = decode_entry(&stored).unwrap().record else { panic!("{name}: Sidibaba") };
        assert!(r.actions.iter().any(|a| a.act == sidibaba::Act::Stop), "{name}: a stop");
        assert!(r.actions.iter().any(|a| matches!(a.act, sidibaba::Act::Order(_))), "{name}: an order");
        seen += 1;
    }
    assert_eq!(seen, 2);
}
