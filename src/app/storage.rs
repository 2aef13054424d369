//! Saves in the browser's localStorage: one entry per game, each a format version plus the
//! game's record. A damaged entry is reported and left alone; the others still load. A full or
//! missing storage is an error the UI shows while the game goes on in memory.

use super::base64url;
use crate::games::record::AnyRecord;
use crate::games::{GameId, Seat};
use serde::{Deserialize, Serialize};

/// Version of the save format, written before every entry. A newer one is refused politely.
pub const SAVE_FORMAT: u32 = 1;
const PREFIX: &str = "sesame.save.";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveEntry {
    /// Milliseconds since 1970, when the last action was played.
    pub last_played: u64,
    pub record: AnyRecord,
    /// Who plays on this device: everyone in turn, or one player of a game played by link.
    pub device: Device,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Device {
    /// Everyone plays on this device, passing it round.
    PassAndPlay,
    /// This device belongs to one player; the others get the turn by link.
    Player(Seat),
    /// Opened from a link and not yet asked.
    Unknown,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// No localStorage at all (disabled, private mode, sandbox).
    Unavailable,
    /// The quota is used up.
    Full,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryError {
    /// Not readable, or its record does not replay under the rules.
    Corrupt,
    /// Written by a newer version of the app.
    Newer,
}

pub fn encode_entry(entry: &SaveEntry) -> String {
    let bytes = postcard::to_allocvec(entry).expect("a save always serialises");
    format!("{SAVE_FORMAT}.{}", base64url::encode(&bytes))
}

pub fn decode_entry(text: &str) -> Result<SaveEntry, EntryError> {
    let (version, body) = text.split_once('.').ok_or(EntryError::Corrupt)?;
    let version: u32 = version.parse().map_err(|_| EntryError::Corrupt)?;
    if version > SAVE_FORMAT {
        return Err(EntryError::Newer);
    }
    let bytes = base64url::decode(body).ok_or(EntryError::Corrupt)?;
    let (entry, rest): (SaveEntry, &[u8]) = postcard::take_from_bytes(&bytes).map_err(|_| EntryError::Corrupt)?;
    if !rest.is_empty() {
        return Err(EntryError::Corrupt);
    }
    Ok(entry)
}

/// What the list of saved games shows, worked out by replaying the record.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveSummary {
    pub id: String,
    pub game: GameId,
    pub names: Vec<String>,
    /// Whose decision it is; `None` when the game is over.
    pub to_act: Option<Seat>,
    pub last_played: u64,
}

pub fn summarize(id: &str, entry: &SaveEntry) -> Result<SaveSummary, EntryError> {
    let to_act = entry.record.to_act().map_err(|_| EntryError::Corrupt)?;
    Ok(SaveSummary {
        id: id.to_string(),
        game: entry.record.game(),
        names: entry.record.player_names().to_vec(),
        to_act,
        last_played: entry.last_played,
    })
}

/// The id under which a game is saved: its seed, which also names it in links.
pub fn save_id(record: &AnyRecord) -> String {
    format!("{:016x}", record.seed())
}

/// The little a save needs from a key–value store; localStorage in the browser.
pub trait Store {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError>;
    fn set(&self, key: &str, value: &str) -> Result<(), StorageError>;
    fn remove(&self, key: &str) -> Result<(), StorageError>;
    fn keys(&self) -> Result<Vec<String>, StorageError>;
}

/// A saved game that could not be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub id: String,
    pub error: EntryError,
}

pub struct Saves<S: Store>(pub S);

impl<S: Store> Saves<S> {
    /// Every readable save, newest first, and every entry that could not be read.
    pub fn list(&self) -> Result<(Vec<SaveSummary>, Vec<Problem>), StorageError> {
        let mut saves = Vec::new();
        let mut problems = Vec::new();
        for key in self.0.keys()? {
            let Some(id) = key.strip_prefix(PREFIX) else { continue };
            let Some(text) = self.0.get(&key)? else { continue };
            match decode_entry(&text).and_then(|entry| summarize(id, &entry)) {
                Ok(summary) => saves.push(summary),
                Err(error) => problems.push(Problem { id: id.to_string(), error }),
            }
        }
        saves.sort_by(|a, b| b.last_played.cmp(&a.last_played).then(a.id.cmp(&b.id)));
        problems.sort_by(|a, b| a.id.cmp(&b.id));
        Ok((saves, problems))
    }

    pub fn load(&self, id: &str) -> Result<Option<Result<SaveEntry, EntryError>>, StorageError> {
        Ok(self.0.get(&format!("{PREFIX}{id}"))?.map(|text| decode_entry(&text)))
    }

    pub fn save(&self, entry: &SaveEntry) -> Result<String, StorageError> {
        let id = save_id(&entry.record);
        self.save_as(&id, entry)?;
        Ok(id)
    }

    /// Saves under a given id (a second copy of a game whose history diverged).
    pub fn save_as(&self, id: &str, entry: &SaveEntry) -> Result<(), StorageError> {
        self.0.set(&format!("{PREFIX}{id}"), &encode_entry(entry))
    }

    pub fn delete(&self, id: &str) -> Result<(), StorageError> {
        self.0.remove(&format!("{PREFIX}{id}"))
    }
}

/// A store in memory: for tests, and what a game falls back to when storage fails.
#[derive(Default)]
pub struct MemoryStore {
    pub map: std::cell::RefCell<std::collections::BTreeMap<String, String>>,
    /// When set, every write fails with this error.
    pub fail_writes: Option<StorageError>,
}

impl Store for MemoryStore {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError> {
        Ok(self.map.borrow().get(key).cloned())
    }
    fn set(&self, key: &str, value: &str) -> Result<(), StorageError> {
        if let Some(e) = self.fail_writes {
            return Err(e);
        }
        self.map.borrow_mut().insert(key.to_string(), value.to_string());
        Ok(())
    }
    fn remove(&self, key: &str) -> Result<(), StorageError> {
        self.map.borrow_mut().remove(key);
        Ok(())
    }
    fn keys(&self) -> Result<Vec<String>, StorageError> {
        Ok(self.map.borrow().keys().cloned().collect())
    }
}

#[cfg(target_arch = "wasm32")]
pub use web::LocalStore;

#[cfg(target_arch = "wasm32")]
mod web {
    use super::{StorageError, Store};
    use wasm_bindgen::JsCast;

    /// The browser's localStorage. Every call re-checks it: it can vanish or fill up any time.
    pub struct LocalStore;

    fn storage() -> Result<web_sys::Storage, StorageError> {
        web_sys::window()
            .and_then(|w| w.local_storage().ok().flatten())
            .ok_or(StorageError::Unavailable)
    }

    fn classify(error: wasm_bindgen::JsValue) -> StorageError {
        match error.dyn_into::<web_sys::DomException>() {
            Ok(e) if e.name() == "QuotaExceededError" || e.code() == 22 => StorageError::Full,
            _ => StorageError::Unavailable,
        }
    }

    impl Store for LocalStore {
        fn get(&self, key: &str) -> Result<Option<String>, StorageError> {
            storage()?.get_item(key).map_err(classify)
        }
        fn set(&self, key: &str, value: &str) -> Result<(), StorageError> {
            storage()?.set_item(key, value).map_err(classify)
        }
        fn remove(&self, key: &str) -> Result<(), StorageError> {
            storage()?.remove_item(key).map_err(classify)
        }
        fn keys(&self) -> Result<Vec<String>, StorageError> {
            let s = storage()?;
            let n = s.length().map_err(classify)?;
            Ok((0..n).filter_map(|i| s.key(i).ok().flatten()).collect())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ali_baba::{AliBaba, Config, Variant};
    use crate::games::Game;
    use crate::games::record::Record;

    fn entry(seed: u64, moves: usize, last_played: u64) -> SaveEntry {
        let config = Config {
            players: vec!["Lea".into(), "Tom".into()],
            variant: Variant::Standard,
            open_screens: false,
            start: Some(0),
        };
        let mut record = Record::<AliBaba>::new(config.clone(), seed);
        let mut state = AliBaba::new(&config, seed).unwrap();
        for _ in 0..moves {
            let a = AliBaba::legal_actions(&state)[0];
            AliBaba::apply(&mut state, a).unwrap();
            record.actions.push(a);
        }
        SaveEntry { last_played, record: AnyRecord::AliBaba(record), device: Device::PassAndPlay }
    }

    #[test]
    fn an_entry_round_trips_and_carries_its_format_version() {
        let e = entry(5, 7, 1234);
        let text = encode_entry(&e);
        assert!(text.starts_with("1."));
        assert_eq!(decode_entry(&text).unwrap(), e);
    }

    #[test]
    fn a_newer_format_is_told_apart_from_damage() {
        assert_eq!(decode_entry("2.AAAA"), Err(EntryError::Newer));
        assert_eq!(decode_entry("1.@@@"), Err(EntryError::Corrupt));
        assert_eq!(decode_entry("garbage"), Err(EntryError::Corrupt));
        assert_eq!(decode_entry(""), Err(EntryError::Corrupt));
    }

    #[test]
    fn a_corrupt_save_is_reported_and_skipped_while_the_others_load() {
        let saves = Saves(MemoryStore::default());
        saves.save(&entry(1, 3, 10)).unwrap();
        saves.save(&entry(2, 5, 20)).unwrap();
        saves.0.map.borrow_mut().insert("sesame.save.broken".into(), "1.AAAAAAAA".into());
        saves.0.map.borrow_mut().insert("unrelated".into(), "x".into());
        let (ok, problems) = saves.list().unwrap();
        assert_eq!(ok.iter().map(|s| s.last_played).collect::<Vec<_>>(), [20, 10], "newest first");
        assert_eq!(problems, vec![Problem { id: "broken".into(), error: EntryError::Corrupt }]);
        assert!(saves.0.map.borrow().contains_key("sesame.save.broken"), "never silently dropped");
    }

    #[test]
    fn a_save_whose_actions_break_the_rules_is_corrupt() {
        let mut e = entry(3, 4, 1);
        let AnyRecord::AliBaba(r) = &mut e.record else { unreachable!() };
        r.actions.insert(0, crate::games::ali_baba::Action::Pass);
        let saves = Saves(MemoryStore::default());
        saves.save(&e).unwrap();
        assert_eq!(saves.list().unwrap().1.len(), 1);
    }

    #[test]
    fn the_summary_says_whose_turn_it_is() {
        let (ok, _) = {
            let saves = Saves(MemoryStore::default());
            saves.save(&entry(9, 0, 1)).unwrap();
            saves.list().unwrap()
        };
        assert_eq!(ok[0].to_act, Some(0));
        assert_eq!(ok[0].names, ["Lea", "Tom"]);
    }

    #[test]
    fn a_full_storage_is_an_error_not_a_panic() {
        let saves = Saves(MemoryStore { fail_writes: Some(StorageError::Full), ..Default::default() });
        assert_eq!(saves.save(&entry(1, 1, 1)), Err(StorageError::Full));
    }
}
