//! Saves in the browser's localStorage: one entry per game, each a format version plus the
//! game's record. A damaged entry is reported and left alone; the others still load. A full or
//! missing storage is an error the UI shows while the game goes on in memory.

use super::bytes;
use super::bytes::crc32;
use super::meeting::{meet, Meeting};
use crate::games::record::AnyRecord;
use crate::games::{GameId, Seat};
use serde::{Deserialize, Serialize};

/// Version of the save format, written before every entry. A newer one is refused politely;
/// every older one is still read (docs/formats.md, "Formats are forever").
/// 1: `1.<base64url(postcard(entry))>`. 2: the same bytes followed by their CRC-32.
/// 3: the same, and Ali Baba's and A Thousand and One's configs end with their computer
/// opponents (`games::Computers`; read as none from the older formats). 4: Sidibaba's config
/// ends with the line's house rule (`line_any_time`; read as on from the older formats).
/// 5: Sidibaba's config ends with the app Leader's strength (read as fair from the older ones).
/// 6: Sidibaba's actions may hold a person Leader's stop and standing orders (new variants at
/// the end of `Act`: a save of format 5 reads as it is; an older app refuses a newer save
/// clearly instead of failing on an action it does not know).
pub const SAVE_FORMAT: u32 = 6;
const PREFIX: &str = "sesame.save.";

/// A save as this app writes it. The order of the fields and of every enum variant inside is
/// the format (pinned by `tests/golden.rs`): add at the end only, or bump `SAVE_FORMAT`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveEntry {
    /// Milliseconds since 1970, when the last action was played.
    pub last_played: u64,
    pub record: AnyRecord,
    /// Who plays on this device: everyone in turn, or one player of a game played by link.
    pub device: Device,
}

/// Variant order is the save format: add at the end only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Device {
    /// Everyone plays on this device, passing it round.
    PassAndPlay,
    /// This device belongs to one player; the others get the turn by link.
    Player(Seat),
    /// Opened from a link and not yet asked.
    Unknown,
}

impl Device {
    /// Whether this device's player is one of `players` seats (always, unless it names one).
    pub fn fits(self, players: usize) -> bool {
        !matches!(self, Device::Player(seat) if usize::from(seat) >= players)
    }
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
    /// Not readable, wrong checksum, or its content is not a valid game (a seat that does not
    /// exist, an action the rules refuse).
    Corrupt,
    /// Written by a newer version of the app.
    Newer,
    /// A game whose rules come with the second WebAssembly (Sidibaba): the first app lists it
    /// and hands it over, it does not open it.
    SecondApp,
}

pub fn encode_entry(entry: &SaveEntry) -> String {
    let mut bytes = postcard::to_allocvec(entry).expect("a save always serialises");
    let crc = crc32(&bytes);
    bytes.extend_from_slice(&crc.to_le_bytes());
    format!("{SAVE_FORMAT}.{}", bytes::base64url(&bytes))
}

/// The format version in front of a save: digits only, no leading zero, no sign.
fn parse_version(text: &str) -> Result<u32, EntryError> {
    let canonical = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) && !text.starts_with('0');
    if !canonical {
        return Err(EntryError::Corrupt);
    }
    // More digits than a u32 holds: a version from far in the future.
    Ok(text.parse().unwrap_or(u32::MAX))
}

/// The bytes of a save as the current format writes them: the version, base64url, the checksum
/// (format 2 on), an older format brought up to date (`app::upgrade`).
fn stored_bytes(text: &str) -> Result<Vec<u8>, EntryError> {
    let (version, body) = text.split_once('.').ok_or(EntryError::Corrupt)?;
    let version = parse_version(version)?;
    if version > SAVE_FORMAT {
        return Err(EntryError::Newer);
    }
    let mut bytes = bytes::from_base64url(body).ok_or(EntryError::Corrupt)?;
    if version >= 2 {
        let at = bytes.len().checked_sub(4).ok_or(EntryError::Corrupt)?;
        let stored = u32::from_le_bytes(bytes[at..].try_into().expect("four bytes"));
        bytes.truncate(at);
        if crc32(&bytes) != stored {
            return Err(EntryError::Corrupt);
        }
    }
    if version < SAVE_FORMAT {
        return super::upgrade::save_to_current(version, &bytes).ok_or(EntryError::Corrupt);
    }
    Ok(bytes)
}

/// Syntax: the bytes of the current format (`stored_bytes`), postcard with nothing left over.
/// Nothing here is checked against the rules yet.
fn parse_entry(text: &str) -> Result<SaveEntry, EntryError> {
    let bytes = stored_bytes(text)?;
    match postcard::take_from_bytes::<SaveEntry>(&bytes) {
        Ok((entry, [])) => Ok(entry),
        _ if SECOND_APP_GAMES && front(&bytes).is_some() => Err(EntryError::SecondApp),
        _ => Err(EntryError::Corrupt),
    }
}

/// Whether this app lacks a game's rules (the first WebAssembly, without Sidibaba).
const SECOND_APP_GAMES: bool = !crate::second::SECOND_APP;

/// The front of a Sidibaba save as postcard wrote it (`SaveEntry` → `AnyRecord::Sidibaba` →
/// `Record` → `Config`), up to the number of actions: all the list of saved games needs, read by
/// an app that does not have Sidibaba's rules. Mirrors those types field by field.
#[derive(Deserialize)]
struct Front {
    last_played: u64,
    game: u32,
    adventurers: Vec<String>,
    _lamps: Vec<u8>,
    _leader: FrontLeader,
    _line_any_time: bool,
    /// The Leader's strength: a unit variant, stored as its number.
    _strength: u32,
    _seed: u64,
    actions: u32,
}

#[derive(Deserialize)]
enum FrontLeader {
    App,
    Person(#[allow(dead_code, reason = "read past, never used: the list shows the Adventurers")] String),
}

/// Sidibaba's variant of `AnyRecord`.
const SIDIBABA_RECORD: u32 = 2;

fn front(bytes: &[u8]) -> Option<Front> {
    let (front, _) = postcard::take_from_bytes::<Front>(bytes).ok()?;
    (front.game == SIDIBABA_RECORD).then_some(front)
}

/// The summary of a save the second app keeps, read from its front (`EntryError::SecondApp`).
pub fn second_app_summary(id: &str, text: &str) -> Option<SaveSummary> {
    let front = front(&stored_bytes(text).ok()?)?;
    Some(SaveSummary {
        id: id.to_string(),
        game: GameId::Sidibaba,
        names: front.adventurers,
        to_act: None,
        moves: front.actions as usize,
        last_played: front.last_played,
        second_app: true,
    })
}

impl SaveEntry {
    /// Validates a parsed save as a game: the device's seat exists and every action replays
    /// under the rules. Returns whose decision it is (`None`: the game is over).
    pub fn check(&self) -> Result<Option<Seat>, EntryError> {
        // Sidibaba's Leader, where a person plays him, has the seat after the party's (his phone
        // at a table of phones).
        let players = self.record.player_names().len() + usize::from(self.record.leader_of_the_thieves().is_some());
        if !self.device.fits(players) {
            return Err(EntryError::Corrupt);
        }
        self.record.to_act().map_err(|_| EntryError::Corrupt)
    }
}

/// Bytes from storage → a parsed save → a validated game. Never panics, whatever `text` holds.
pub fn decode_entry(text: &str) -> Result<SaveEntry, EntryError> {
    let entry = parse_entry(text)?;
    entry.check()?;
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
    /// Moves played so far (tells two games of the same players apart).
    pub moves: usize,
    pub last_played: u64,
    /// Kept by the second app (Sidibaba): `to_act` is not known here.
    pub second_app: bool,
}

pub fn summarize(id: &str, entry: &SaveEntry) -> Result<SaveSummary, EntryError> {
    let to_act = entry.check()?;
    Ok(SaveSummary {
        id: id.to_string(),
        game: entry.record.game(),
        names: entry.record.player_names().to_vec(),
        to_act,
        moves: entry.record.action_count(),
        last_played: entry.last_played,
        second_app: false,
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

/// What a guarded write did (`Saves::save_over`).
#[derive(Clone, Debug, PartialEq)]
pub enum Written {
    Saved,
    /// The game moved on elsewhere: nothing was written; this is the game as stored.
    MovedOn(SaveEntry),
    /// The game went another way elsewhere: both are kept, this one under the id given.
    Beside(String),
}

/// Sorts a short list in place, `before` first (an insertion sort, stable). Hand-written: std's
/// sorts bring a few kilobytes of code per kind of list into the WebAssembly, for lists of saves.
pub fn sort_short<T>(list: &mut [T], before: impl Fn(&T, &T) -> bool) {
    for i in 1..list.len() {
        let mut j = i;
        while j > 0 && before(&list[j], &list[j - 1]) {
            list.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// The order of the saves on Home: the last played first.
pub fn newest_first(saves: &mut [SaveSummary]) {
    sort_short(saves, |a, b| (b.last_played, &a.id) < (a.last_played, &b.id));
}

impl<S: Store> Saves<S> {
    /// Every readable save, newest first, and every entry that could not be read.
    pub fn list(&self) -> Result<(Vec<SaveSummary>, Vec<Problem>), StorageError> {
        let mut saves = Vec::new();
        let mut problems = Vec::new();
        for key in self.0.keys()? {
            let Some(id) = key.strip_prefix(PREFIX) else { continue };
            let Some(text) = self.0.get(&key)? else { continue };
            match parse_entry(&text).and_then(|entry| summarize(id, &entry)) {
                Ok(summary) => saves.push(summary),
                Err(EntryError::SecondApp) => saves.extend(second_app_summary(id, &text)),
                Err(error) => problems.push(Problem { id: id.to_string(), error }),
            }
        }
        newest_first(&mut saves);
        sort_short(&mut problems, |a, b| a.id < b.id);
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

    /// The stored text under `id`, as it is (a window compares it with what it last saw).
    pub fn text(&self, id: &str) -> Result<Option<String>, StorageError> {
        self.0.get(&format!("{PREFIX}{id}"))
    }

    /// Whether a save of the game (`id`, or a copy kept beside it: `id-2`, `id-3`, …) already
    /// has every move of `record`.
    pub fn holds(&self, id: &str, record: &AnyRecord) -> Result<bool, StorageError> {
        let copies = std::iter::once(id.to_string()).chain((2..).map(|n| format!("{id}-{n}")));
        for (i, key) in copies.enumerate() {
            match self.load(&key)? {
                Some(Ok(e)) if matches!(meet(&e.record, record), Meeting::Same | Meeting::Older) => return Ok(true),
                // Copies are made in turn: the first gap after `id` ends them.
                None if i > 0 => break,
                _ => {}
            }
        }
        Ok(false)
    }

    /// Saves under a given id (a second copy of a game whose history diverged).
    pub fn save_as(&self, id: &str, entry: &SaveEntry) -> Result<(), StorageError> {
        self.0.set(&format!("{PREFIX}{id}"), &encode_entry(entry))
    }

    /// Writes `entry` under `id`, where `base` is what this window last read or wrote there.
    /// If the game was changed elsewhere since (another window), the meeting rule decides:
    /// a record that extends the stored one replaces it, an older one is not written, and one
    /// that went another way is kept beside it (`beside`).
    pub fn save_over(&self, id: &str, entry: &SaveEntry, base: Option<&AnyRecord>) -> Result<Written, StorageError> {
        let meeting = match self.load(id)? {
            None => Meeting::Extends,
            // What this window last read or wrote: its own next record goes over it, also one
            // with a move taken back; one that went another way (a screen left behind when the
            // window followed another) is kept beside.
            Some(Ok(stored)) if Some(&stored.record) == base => match meet(&stored.record, &entry.record) {
                Meeting::Diverged => Meeting::Diverged,
                _ => Meeting::Extends,
            },
            Some(Ok(stored)) => match meet(&stored.record, &entry.record) {
                Meeting::Older => return Ok(Written::MovedOn(stored)),
                meeting => meeting,
            },
            // A damaged or newer entry is never written over.
            Some(Err(_)) => Meeting::Diverged,
        };
        if meeting == Meeting::Diverged {
            return self.beside(id, entry).map(Written::Beside);
        }
        self.save_as(id, entry).map(|()| Written::Saved)
    }

    /// Keeps `entry`, whose game went another way than the one under `id`, under `id-2`,
    /// `id-3`, …: where a copy of its own line of play is, or the first free place. The id.
    pub fn beside(&self, id: &str, entry: &SaveEntry) -> Result<String, StorageError> {
        let mut n = 2;
        loop {
            let other = format!("{id}-{n}");
            n += 1;
            let write = match self.load(&other)? {
                Some(Ok(copy)) => match meet(&copy.record, &entry.record) {
                    Meeting::Same | Meeting::Older => false,
                    Meeting::Extends => true,
                    Meeting::Diverged => continue,
                },
                Some(Err(_)) => continue,
                None => true,
            };
            if write {
                self.save_as(&other, entry)?;
            }
            return Ok(other);
        }
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
        web_sys::window().and_then(|w| w.local_storage().ok().flatten()).ok_or(StorageError::Unavailable)
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
    use crate::games::record::Record;
    use crate::games::Game;

    fn entry(seed: u64, moves: usize, last_played: u64) -> SaveEntry {
        let config = Config {
            players: vec!["Lea".into(), "Tom".into()],
            variant: Variant::Standard,
            open_screens: false,
            start: Some(0),
            computers: Default::default(),
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

    /// `entry`'s record with its last move replaced by another legal one.
    fn other_last_move(e: &SaveEntry) -> SaveEntry {
        let AnyRecord::AliBaba(record) = &e.record else { unreachable!() };
        let mut before = record.clone();
        let last = before.actions.pop().unwrap();
        let state = before.replay().unwrap();
        before.actions.push(AliBaba::legal_actions(&state).into_iter().find(|&a| a != last).unwrap());
        SaveEntry { record: AnyRecord::AliBaba(before), ..e.clone() }
    }

    /// Two windows of one game: a window writes freely over what it last saw there (an undo
    /// too); a window whose game moved on elsewhere writes nothing and is told; one whose moves
    /// went another way is kept beside.
    #[test]
    fn two_windows_of_one_game_never_write_over_each_other() {
        let saves = Saves(MemoryStore::default());
        let start = entry(9, 3, 1);
        let id = saves.save(&start).unwrap();
        let (a1, a2) = (entry(9, 4, 2), entry(9, 5, 3));
        assert_eq!(saves.save_over(&id, &a1, Some(&start.record)), Ok(Written::Saved));
        assert_eq!(saves.save_over(&id, &a2, Some(&a1.record)), Ok(Written::Saved));
        // Window B still shows the start: its move is the one window A made first.
        assert_eq!(saves.save_over(&id, &a1, Some(&start.record)), Ok(Written::MovedOn(a2.clone())));
        // ... or another move: kept beside, and again there as it goes on.
        let b1 = other_last_move(&a1);
        let beside = format!("{id}-2");
        assert_eq!(saves.save_over(&id, &b1, Some(&start.record)), Ok(Written::Beside(beside.clone())));
        assert_eq!(saves.load(&id).unwrap().unwrap().unwrap(), a2);
        assert_eq!(saves.load(&beside).unwrap().unwrap().unwrap(), b1);
        assert_eq!(saves.beside(&id, &b1), Ok(beside.clone()));
        // Window A takes its last move back: it had written what is stored.
        assert_eq!(saves.save_over(&id, &a1, Some(&a2.record)), Ok(Written::Saved));
        assert_eq!(saves.load(&id).unwrap().unwrap().unwrap(), a1);
        // A game nobody stored yet, and a damaged entry, which is never written over.
        saves.0.map.borrow_mut().insert(format!("{PREFIX}{id}"), "3.damaged".into());
        assert_eq!(saves.save_over(&id, &a2, Some(&a1.record)), Ok(Written::Beside(format!("{id}-3"))));
        assert_eq!(saves.save_over("new", &a2, None), Ok(Written::Saved));
    }

    /// A window that followed another window's newer game has seen that game; the screen it left
    /// (its last pause, a computer's move still on its way) goes another way and never over it.
    #[test]
    fn a_screen_left_behind_never_writes_over_the_game_its_window_followed() {
        let saves = Saves(MemoryStore::default());
        let (seen, newer) = (entry(9, 3, 1), entry(9, 5, 2));
        let id = saves.save(&newer).unwrap();
        let left_behind = other_last_move(&entry(9, 4, 3));
        assert_ne!(meet(&newer.record, &left_behind.record), Meeting::Older);
        assert_eq!(saves.save_over(&id, &left_behind, Some(&newer.record)), Ok(Written::Beside(format!("{id}-2"))));
        assert_eq!(saves.load(&id).unwrap().unwrap().unwrap(), newer);
        // The game holds what it passed through, and the line of play kept beside it; a game
        // not here holds nothing.
        assert_eq!(saves.holds(&id, &seen.record), Ok(true));
        assert_eq!(saves.holds(&id, &left_behind.record), Ok(true));
        assert_eq!(saves.holds("elsewhere", &seen.record), Ok(false));
    }

    #[test]
    fn an_entry_round_trips_and_carries_its_format_version() {
        let e = entry(5, 7, 1234);
        let text = encode_entry(&e);
        assert!(text.starts_with(&format!("{SAVE_FORMAT}.")));
        assert_eq!(decode_entry(&text).unwrap(), e);
    }

    #[test]
    fn a_newer_format_is_told_apart_from_damage() {
        assert_eq!(decode_entry(&format!("{}.AAAA", SAVE_FORMAT + 1)), Err(EntryError::Newer));
        assert_eq!(decode_entry("99999999999999.AAAA"), Err(EntryError::Newer));
        assert_eq!(decode_entry("1.@@@"), Err(EntryError::Corrupt));
        assert_eq!(decode_entry("garbage"), Err(EntryError::Corrupt));
        assert_eq!(decode_entry(""), Err(EntryError::Corrupt));
    }

    #[test]
    fn only_a_canonical_version_number_is_read() {
        let body = encode_entry(&entry(5, 7, 1234));
        let body = body.split_once('.').unwrap().1;
        for version in ["0", "03", "+3", " 3", "3 ", "", "-1", "٣"] {
            assert_eq!(decode_entry(&format!("{version}.{body}")), Err(EntryError::Corrupt), "{version:?}");
        }
        assert!(decode_entry(&format!("3.{body}")).is_ok());
    }

    #[test]
    fn a_save_of_format_1_without_checksum_is_still_read() {
        let e = entry(5, 7, 1234);
        // Format 1 had no checksum, and its configs ended before the computer opponents.
        let AnyRecord::AliBaba(r) = &e.record else { unreachable!() };
        let c = &r.config;
        let old = (e.last_played, 0u32, &c.players, c.variant, c.open_screens, c.start, r.seed, &r.actions, e.device);
        let text = format!("1.{}", bytes::base64url(&postcard::to_allocvec(&old).unwrap()));
        assert_eq!(decode_entry(&text).unwrap(), e);
    }

    #[test]
    fn every_changed_character_of_a_save_is_caught_by_its_checksum() {
        let text = encode_entry(&entry(5, 7, 1234));
        let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        for i in 2..text.len() - 1 {
            for &c in alphabet {
                let mut bytes = text.clone().into_bytes();
                if bytes[i] == c {
                    continue;
                }
                bytes[i] = c;
                let changed = String::from_utf8(bytes).unwrap();
                assert_eq!(decode_entry(&changed), Err(EntryError::Corrupt), "character {i} → {}", c as char);
            }
        }
    }

    #[test]
    fn a_device_seat_that_does_not_exist_is_damage() {
        for seat in [2u8, 3, 9, 255] {
            let mut e = entry(5, 7, 1234);
            e.device = Device::Player(seat);
            assert_eq!(decode_entry(&encode_entry(&e)), Err(EntryError::Corrupt), "seat {seat}");
        }
        let mut e = entry(5, 7, 1234);
        e.device = Device::Player(1);
        assert!(decode_entry(&encode_entry(&e)).is_ok());
    }

    #[test]
    fn sidibaba_s_leader_has_a_device_of_his_own_only_where_a_person_plays_him() {
        use crate::games::record::Record;
        use crate::games::sidibaba::{Config, LeaderPlayer, LeaderStrength, Sidibaba};
        for (leader, fits) in [(LeaderPlayer::App, false), (LeaderPlayer::Person("Ali".into()), true)] {
            let adventurers = vec!["Samir".into(), "Lea".into()];
            let config =
                Config { adventurers, lamps: vec![6, 6], leader, line_any_time: false, strength: LeaderStrength::Fair };
            let record = AnyRecord::Sidibaba(Record::<Sidibaba>::new(config, 77));
            let e = SaveEntry { last_played: 1, record, device: Device::Player(2) };
            assert_eq!(decode_entry(&encode_entry(&e)).is_ok(), fits);
            let beyond = SaveEntry { device: Device::Player(3), ..e };
            assert_eq!(decode_entry(&encode_entry(&beyond)), Err(EntryError::Corrupt));
        }
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
    fn the_first_app_reads_a_sidibaba_save_up_to_its_actions_and_hands_it_over() {
        use crate::games::record::Record;
        use crate::games::sidibaba::{Config, LeaderPlayer, Sidibaba};
        for leader in [LeaderPlayer::App, LeaderPlayer::Person("Ali".into())] {
            let config = Config {
                adventurers: vec!["Samir".into(), "Lea".into()],
                lamps: vec![6, 6],
                leader,
                line_any_time: false,
                strength: crate::games::sidibaba::LeaderStrength::Fair,
            };
            let mut record = Record::<Sidibaba>::new(config, 77);
            record.actions = crate::games::record::random_record::<Sidibaba>(record.config.clone(), 77, 12, 5).actions;
            let entry =
                SaveEntry { last_played: 1234, record: AnyRecord::Sidibaba(record), device: Device::PassAndPlay };
            let text = encode_entry(&entry);
            let summary = second_app_summary("x", &text).expect("the front of a Sidibaba save");
            assert_eq!(
                (summary.game, summary.names.clone(), summary.moves, summary.last_played),
                (GameId::Sidibaba, vec!["Samir".to_string(), "Lea".to_string()], 12, 1234)
            );
            assert!(summary.second_app);
            assert_eq!(decode_entry(&text), Ok(entry), "the app with Sidibaba opens it");
        }
        assert_eq!(second_app_summary("x", &encode_entry(&entry(1, 5, 9))), None, "not a Sidibaba save");
    }

    #[test]
    fn a_full_storage_is_an_error_not_a_panic() {
        let saves = Saves(MemoryStore { fail_writes: Some(StorageError::Full), ..Default::default() });
        assert_eq!(saves.save(&entry(1, 1, 1)), Err(StorageError::Full));
    }
}
