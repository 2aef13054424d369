//! A backup file comes from outside: a download kept for months, a text pasted from a chat, a file
//! of something else picked by mistake. A million damaged backups, made from a real one holding
//! games of all three games, must each restore or be refused with a reason — never a panic — and
//! never change a game that is already here unless they carry it further.

mod common;

use common::{Counts, Hostile};
use sesame::app::backup::{restore, write, BackupError};
use sesame::app::meeting::{meet, Meeting};
use sesame::app::storage::{Device, MemoryStore, SaveEntry, Saves, Store};
use sesame::games::record::{random_record, AnyRecord};
use sesame::games::{ali_baba, sidibaba, thousand_and_one};

fn names(n: usize) -> Vec<String> {
    ["Lea", "Tom", "Zoë", "Max"][..n].iter().map(|s| s.to_string()).collect()
}

fn saves() -> Vec<SaveEntry> {
    let ali_baba = ali_baba::Config {
        players: names(3),
        variant: ali_baba::Variant::AladdinsLamp,
        open_screens: false,
        start: None,
        computers: Default::default(),
    };
    let thousand =
        thousand_and_one::Config { players: names(2), beginners: true, start: None, computers: Default::default() };
    let sidibaba = sidibaba::Config {
        adventurers: names(2),
        lamps: vec![6, 6],
        leader: sidibaba::LeaderPlayer::App,
        line_any_time: false,
        strength: sidibaba::LeaderStrength::Fair,
    };
    let records: Vec<AnyRecord> = vec![
        random_record::<ali_baba::AliBaba>(ali_baba, 11, 6, 11).into(),
        random_record::<thousand_and_one::ThousandAndOne>(thousand, 12, 5, 12).into(),
        random_record::<sidibaba::Sidibaba>(sidibaba, 13, 4, 13).into(),
    ];
    records
        .into_iter()
        .map(|record| SaveEntry { last_played: 1_764_000_000_000, record, device: Device::PassAndPlay })
        .collect()
}

/// What a restore did, as counted.
#[derive(Debug)]
enum Read {
    Restored,
    LineSkipped,
}

/// A device that holds the first game of the backup already.
fn device(games: &[SaveEntry]) -> Saves<MemoryStore> {
    let here = Saves(MemoryStore::default());
    here.save(&games[0]).unwrap();
    here
}

#[test]
fn a_million_damaged_backups_restore_without_a_panic_and_overwrite_nothing() {
    let games = saves();
    let source = Saves(MemoryStore::default());
    for g in &games {
        source.save(g).unwrap();
    }
    source.0.set("sesame.lang", "de").unwrap();
    let backup = write(&source.0).unwrap();
    let kept = device(&games);
    let id = kept.0.keys().unwrap()[0].clone();
    let here = kept.0.get(&id).unwrap().unwrap();
    let mut h = Hostile::new(1_000_001);
    let mut counts = Counts::default();
    let check = |text: &str, counts: &mut Counts| {
        let device = device(&games);
        match restore(&device, text) {
            Ok(done) => counts.add(if done.damaged + done.newer > 0 { Read::LineSkipped } else { Read::Restored }),
            Err(e) => counts.add(e),
        }
        // The game that was here is there still, or carried further by the backup.
        let now = device.0.get(&id).unwrap().unwrap();
        if now != here {
            let (before, after) =
                (sesame::app::storage::decode_entry(&here).unwrap(), sesame::app::storage::decode_entry(&now).unwrap());
            assert_eq!(meet(&before.record, &after.record), Meeting::Extends, "{text:?}");
        }
    };
    for _ in 0..600_000 {
        let damaged = h.damage(&backup);
        check(&damaged, &mut counts);
    }
    for _ in 0..300_000 {
        let text = h.text(60);
        check(&text, &mut counts);
        check(&format!("sesame-backup 1\n{text}"), &mut counts);
    }
    for len in 0..backup.len() {
        if backup.is_char_boundary(len) {
            check(&backup[..len], &mut counts);
        }
    }
    let mut bytes = backup.clone().into_bytes();
    for at in (0..bytes.len()).step_by(3) {
        let was = bytes[at];
        bytes[at] ^= 1 << (at % 8);
        check(&String::from_utf8_lossy(&bytes), &mut counts);
        bytes[at] = was;
    }
    println!("{counts:#?}");
    assert!(counts.total() >= 1_000_000, "only {} backups tried", counts.total());
    for kind in
        [format!("{:?}", Read::Restored), format!("{:?}", Read::LineSkipped), format!("{:?}", BackupError::NotABackup)]
    {
        assert!(counts.0.get(&kind).copied().unwrap_or(0) > 1_000, "too few {kind}: {counts:?}");
    }
}
