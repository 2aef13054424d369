//! A backup of every game on this device, as one text file: a first line `sesame-backup 1`, then
//! one line per kept entry, its storage key and its value separated by a tab — each save in its
//! own versioned, checksummed form, the lesson places and the settings. Restoring reads it like
//! anything from outside (each line parsed, then validated like any save) and merges by the
//! meeting rule (`app::meeting`): nothing here is overwritten, nothing dropped silently.

use super::i18n::Lang;
use super::meeting::{meet, Meeting};
use super::storage::{decode_entry, save_id, EntryError, Saves, StorageError, Store};
use crate::games::GameId;

/// The first line of a backup; the number is its format.
const HEADER: &str = "sesame-backup ";
pub const BACKUP_FORMAT: u32 = 1;
const SAVE: &str = "sesame.save.";
/// What else a backup keeps: the lesson places and the settings (written only where this
/// device has none).
const KEPT: [&str; 5] = ["sesame.lesson.", "sesame.offered.", "sesame.lang", "sesame.hints", "sesame.sound"];

/// Why a text is no backup at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BackupError {
    /// Not a backup of Sesame (or empty).
    NotABackup,
    /// Made by a newer version of Sesame.
    Newer,
}

/// What a restore did, line by line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Restored {
    /// Games that were not here, or that the backup carries further: written.
    pub games: usize,
    /// Games already here as in the backup, or further on here.
    pub already: usize,
    /// Games whose play went another way here: the backup's kept beside.
    pub beside: usize,
    /// Lines that could not be read (damaged, or of a kind this version does not know).
    pub damaged: usize,
    /// Saves made by a newer version of Sesame: skipped.
    pub newer: usize,
    /// Settings and lesson places written (only where this device had none).
    pub settings: usize,
    /// The storage refused a write: the restore stopped there (what is counted above was done).
    pub stopped: Option<StorageError>,
}

/// Whether `key` is one a backup carries.
fn kept(key: &str) -> bool {
    key.starts_with(SAVE) || KEPT.iter().any(|k| key.starts_with(k))
}

/// Whether `value` is what this app writes under the setting or lesson place `key`.
fn setting_ok(key: &str, value: &str) -> bool {
    let game = |slug: &str| GameId::ALL.iter().any(|g| g.slug() == slug);
    if let Some(slug) = key.strip_prefix("sesame.lesson.") {
        // `1.<step>.<played>.<save>` (`ui::coach`).
        let parts: Vec<&str> = value.splitn(4, '.').collect();
        let number = |p: &str| p.parse::<u32>().is_ok();
        return game(slug)
            && matches!(parts[..], ["1", step, played, save] if number(step) && number(played) && decode_entry(save).is_ok());
    }
    match key {
        "sesame.lang" => Lang::ALL.iter().any(|l| l.code() == value),
        "sesame.hints" => value == "on",
        "sesame.sound" => value == "off",
        _ => key.strip_prefix("sesame.offered.").is_some_and(game) && value == "1",
    }
}

/// A line can hold a key and a value only without line breaks and tabs.
fn one_line(text: &str) -> bool {
    !text.contains(['\n', '\r', '\t'])
}

/// The backup of everything `store` keeps for Sesame, in the order of the keys.
pub fn write<S: Store>(store: &S) -> Result<String, StorageError> {
    let mut keys: Vec<String> = store.keys()?.into_iter().filter(|k| kept(k) && one_line(k)).collect();
    keys.sort();
    let mut text = format!("{HEADER}{BACKUP_FORMAT}\n");
    for key in keys {
        if let Some(value) = store.get(&key)?.filter(|v| one_line(v)) {
            text.push_str(&format!("{key}\t{value}\n"));
        }
    }
    Ok(text)
}

/// The lines of a backup after its first, or why it is none.
fn lines(text: &str) -> Result<std::str::Lines<'_>, BackupError> {
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    let mut lines = text.lines();
    let format = lines.next().and_then(|l| l.trim_end().strip_prefix(HEADER)).ok_or(BackupError::NotABackup)?;
    // Only the number as this app writes it: no sign, no leading zero.
    match format.parse::<u32>() {
        Ok(n) if format.starts_with(['0', '+']) || n < BACKUP_FORMAT => Err(BackupError::NotABackup),
        Ok(BACKUP_FORMAT) => Ok(lines),
        Ok(_) => Err(BackupError::Newer),
        Err(_) => Err(BackupError::NotABackup),
    }
}

/// Restores `text` into `saves`: every game merged by the meeting rule, the rest written only
/// where nothing is.
pub fn restore<S: Store>(saves: &Saves<S>, text: &str) -> Result<Restored, BackupError> {
    let mut done = Restored::default();
    for line in lines(text)? {
        let line = line.trim_end_matches('\r');
        if line.is_empty() {
            continue;
        }
        if let Err(e) = restore_line(saves, line, &mut done) {
            done.stopped = Some(e);
            break;
        }
    }
    Ok(done)
}

fn restore_line<S: Store>(saves: &Saves<S>, line: &str, done: &mut Restored) -> Result<(), StorageError> {
    let Some((key, value)) = line.split_once('\t').filter(|(k, v)| kept(k) && one_line(v)) else {
        done.damaged += 1;
        return Ok(());
    };
    let Some(id) = key.strip_prefix(SAVE) else {
        if !setting_ok(key, value) {
            done.damaged += 1;
        } else if saves.0.get(key)?.is_none() {
            saves.0.set(key, value)?;
            done.settings += 1;
        }
        return Ok(());
    };
    let entry = match decode_entry(value) {
        Ok(entry) if !id.is_empty() && !id.chars().any(char::is_control) => entry,
        Err(EntryError::Newer) => {
            done.newer += 1;
            return Ok(());
        }
        _ => {
            done.damaged += 1;
            return Ok(());
        }
    };
    // The game is found by its own id, whatever the line's key, and in every copy kept beside.
    let own = save_id(&entry.record);
    if saves.holds(&own, &entry.record)? || (id != own && saves.holds(id, &entry.record)?) {
        done.already += 1;
        return Ok(());
    }
    let meeting = match saves.load(id)? {
        None => Meeting::Extends,
        Some(Ok(here)) => meet(&here.record, &entry.record),
        // A save here that cannot be read is never written over.
        Some(Err(_)) => Meeting::Diverged,
    };
    match meeting {
        // The line as it was written: a backup read back is the same, byte for byte.
        Meeting::Extends => {
            saves.0.set(key, value)?;
            done.games += 1;
        }
        Meeting::Same | Meeting::Older => done.already += 1,
        Meeting::Diverged => {
            saves.beside(id, &entry)?;
            done.beside += 1;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::storage::{encode_entry, Device, MemoryStore, SaveEntry};
    use crate::games::ali_baba::{AliBaba, Config, Variant};
    use crate::games::record::{random_record, AnyRecord};
    use crate::games::Game;

    fn game(seed: u64, moves: usize) -> SaveEntry {
        let config = Config {
            players: vec!["Lea".into(), "Tom".into(), "Zoë 🐪".into()],
            variant: Variant::ALL[(seed % 3) as usize],
            open_screens: false,
            start: None,
            computers: Default::default(),
        };
        let record = AnyRecord::AliBaba(random_record::<AliBaba>(config, seed, moves, seed));
        SaveEntry { last_played: 1_700_000_000_000 + seed, record, device: Device::PassAndPlay }
    }

    fn device_with(games: &[SaveEntry]) -> Saves<MemoryStore> {
        let saves = Saves(MemoryStore::default());
        for g in games {
            saves.save(g).unwrap();
        }
        saves.0.set("sesame.lang", "fr").unwrap();
        saves.0.set("sesame.lesson.ali-baba", &format!("1.3.2.{}", encode_entry(&game(99, 3)))).unwrap();
        saves.0.set("other.app", "not ours").unwrap();
        saves
    }

    #[test]
    fn fifty_games_backed_up_and_restored_on_a_new_device_are_the_same_byte_for_byte() {
        let games: Vec<SaveEntry> = (0..50).map(|i| game(i, (i * 3 % 70) as usize)).collect();
        let old = device_with(&games);
        let backup = write(&old.0).unwrap();
        assert_eq!(backup.lines().count(), 1 + 50 + 2, "the header, the games, a lesson and a setting");
        let new = Saves(MemoryStore::default());
        let done = restore(&new, &backup).unwrap();
        assert_eq!(done, Restored { games: 50, settings: 2, ..Restored::default() });
        let ours = |s: &Saves<MemoryStore>| {
            s.0.map.borrow().iter().filter(|(k, _)| kept(k)).map(|(k, v)| (k.clone(), v.clone())).collect::<Vec<_>>()
        };
        assert_eq!(ours(&new), ours(&old));
        assert_eq!(write(&new.0).unwrap(), backup);
        // Restoring twice adds nothing.
        let again = restore(&new, &backup).unwrap();
        assert_eq!(again, Restored { already: 50, ..Restored::default() });
        assert_eq!(ours(&new), ours(&old));
    }

    #[test]
    fn a_restore_merges_by_the_meeting_rule_and_overwrites_nothing() {
        let (early, late, other) = (game(7, 10), game(7, 20), game(8, 5));
        let backup = write(&device_with(&[late.clone(), other.clone()]).0).unwrap();
        // Here: the same game earlier on (the backup carries it further), the other game further
        // on, a setting of our own.
        let here = device_with(&[early, game(8, 9)]);
        here.0.set("sesame.lang", "de").unwrap();
        let done = restore(&here, &backup).unwrap();
        assert_eq!(done, Restored { games: 1, already: 1, ..Restored::default() });
        assert_eq!(here.load("0000000000000007").unwrap().unwrap().unwrap(), late);
        assert_eq!(here.load("0000000000000008").unwrap().unwrap().unwrap().record.action_count(), 9);
        assert_eq!(here.0.get("sesame.lang").unwrap().as_deref(), Some("de"));
        // A game that went another way here: both kept.
        let went_on = another_way(&late, 12);
        let here = Saves(MemoryStore::default());
        here.save(&went_on).unwrap();
        let done = restore(&here, &backup).unwrap();
        assert_eq!((done.games, done.beside), (1, 1));
        assert_eq!(here.load("0000000000000007").unwrap().unwrap().unwrap(), went_on);
        assert_eq!(here.load("0000000000000007-2").unwrap().unwrap().unwrap(), late);
    }

    /// `entry`'s game after `at` moves, then another move than its own.
    fn another_way(entry: &SaveEntry, at: usize) -> SaveEntry {
        let AnyRecord::AliBaba(mut r) = entry.record.clone() else { unreachable!() };
        let theirs = r.actions[at];
        r.actions.truncate(at);
        let state = r.replay().unwrap();
        r.actions.push(AliBaba::legal_actions(&state).into_iter().find(|&a| a != theirs).unwrap());
        SaveEntry { record: AnyRecord::AliBaba(r), ..entry.clone() }
    }

    /// A game is found by its own id and in every copy kept beside it: restoring a backup twice,
    /// one whose copies lie the other way round, or one that names the game by another key,
    /// adds nothing and says so.
    #[test]
    fn a_game_kept_here_in_any_copy_is_already_here() {
        let (one, other) = (game(7, 20), another_way(&game(7, 20), 12));
        let backup = format!("sesame-backup 1\nsesame.save.0000000000000007\t{}\n", encode_entry(&one));
        let here = device_with(std::slice::from_ref(&other));
        assert_eq!(restore(&here, &backup).unwrap(), Restored { beside: 1, ..Restored::default() });
        assert_eq!(restore(&here, &backup).unwrap(), Restored { already: 1, ..Restored::default() });
        // The backup holds both lines of play, the other way round; and the game under a stranger's key.
        let swapped = format!(
            "{backup}sesame.save.0000000000000007-2\t{}\nsesame.save.stranger\t{}\n",
            encode_entry(&other),
            encode_entry(&one)
        );
        let fresh = device_with(&[other]);
        assert_eq!(restore(&fresh, &swapped).unwrap(), Restored { beside: 1, already: 2, ..Restored::default() });
        let keys: Vec<String> = fresh.0.map.borrow().keys().filter(|k| k.starts_with(SAVE)).cloned().collect();
        assert_eq!(keys, ["sesame.save.0000000000000007", "sesame.save.0000000000000007-2"]);
    }

    /// Settings and lesson places are validated like a save: only what this app writes is taken.
    #[test]
    fn a_setting_this_app_never_writes_is_a_damaged_line() {
        let lesson = format!("1.4.0.{}", encode_entry(&game(2, 3)));
        let text = format!(
            "sesame-backup 1\nsesame.lesson.ali-baba\tgarbage\nsesame.lesson.chess\t{lesson}\nsesame.hintsEVIL\ton\n\
             sesame.lang\tzz\nsesame.offered.whatever\t💥\nsesame.sound\ton\nsesame.lesson.sidibaba\t{lesson}\n\
             sesame.offered.ali-baba\t1\nsesame.hints\ton\nsesame.lang\tde\n"
        );
        let saves = Saves(MemoryStore::default());
        assert_eq!(restore(&saves, &text).unwrap(), Restored { damaged: 6, settings: 4, ..Restored::default() });
        assert_eq!(saves.0.get("sesame.lang").unwrap().as_deref(), Some("de"));
    }

    #[test]
    fn a_damaged_backup_says_what_it_skipped() {
        let good = encode_entry(&game(3, 4));
        let cut: String = good.chars().take(good.len() / 2).collect();
        let text = format!(
            "sesame-backup 1\r\nsesame.save.a\t{good}\r\nsesame.save.b\t{cut}\nsesame.save.c\t9.{good}\nsesame.future.x\t1\nno tab\n\n"
        );
        let saves = Saves(MemoryStore::default());
        let done = restore(&saves, &text).unwrap();
        assert_eq!(done, Restored { games: 1, damaged: 3, newer: 1, ..Restored::default() });
        assert_eq!(restore(&saves, ""), Err(BackupError::NotABackup));
        assert_eq!(restore(&saves, "sesame-backup 2\n"), Err(BackupError::Newer));
        assert_eq!(restore(&saves, "sesame-backup 01\n"), Err(BackupError::NotABackup));
        assert_eq!(restore(&saves, "\u{FEFF}sesame-backup 1"), Ok(Restored::default()));
        let full = Saves(MemoryStore { fail_writes: Some(StorageError::Full), ..MemoryStore::default() });
        // A full storage stops the restore; what was done before is said.
        assert_eq!(restore(&full, &text), Ok(Restored { stopped: Some(StorageError::Full), ..Restored::default() }));
    }
}
