//! Saving in the browser: every game is written to localStorage (`app::storage` parses and
//! checks what is read back); a move's save waits for the next task, and a failed write keeps
//! the game in memory and says so. A window writes over only what it has seen there: where
//! another window of the app moved the game on, the meeting rule (`app::meeting`) decides, and
//! the game open here follows (`changed_elsewhere`).

use super::context::{ctx, replace_in, Ctx, Route};
pub use super::context::{Notice, Unsaved};
use crate::app::clock::now_ms;
use crate::app::i18n::Msg;
use crate::app::storage::{EntryError, LocalStore, SaveEntry, Saves, Written};
use crate::games::record::AnyRecord;
use leptos::prelude::*;
use std::cell::RefCell;

/// The seed of a new game: it names the game's save too.
pub fn new_seed() -> u64 {
    // The seed names the game too: draw it from the browser's secure generator.
    getrandom::u64().unwrap_or_else(|_| now_ms().wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// Stores a game; on failure keeps it in memory and raises the storage warning.
pub fn store(id: &str, entry: SaveEntry) {
    flush();
    store_in(ctx(), id, entry);
}

thread_local! {
    /// A move's save, not written yet (`store_soon`).
    static SOON: RefCell<Option<(Ctx, String, SaveEntry)>> = const { RefCell::new(None) };
    /// The record this window last read or wrote, its id and its stored text: the game open
    /// here. (One is enough: a window shows one game; any other is written by the meeting rule
    /// alone.)
    static SEEN: RefCell<Option<(String, AnyRecord, Option<String>)>> = const { RefCell::new(None) };
    /// How many moves this window had seen of the game open here, which moved on in another
    /// window: its screen, opened again at once, shows the rest as the others' moves.
    static FOLLOWED: std::cell::Cell<Option<usize>> = const { std::cell::Cell::new(None) };
    /// Whether this page asked the browser to keep the storage (`ask_to_keep_once`).
    static ASKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Asks the browser to keep this app's storage for good, once a page, through index.html's
/// `sesameKeep` (which also notes the answer on the page, for `kept_for_good`): when a game is
/// first written here (a new game, an opened link, a move, a restore).
pub fn ask_to_keep_once() {
    if ASKED.replace(true) {
        return;
    }
    use wasm_bindgen::JsCast;
    let keep =
        js_sys::Reflect::get(&window(), &"sesameKeep".into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    if let Some(keep) = keep {
        let _ = keep.call1(&wasm_bindgen::JsValue::NULL, &true.into());
    }
}

/// Whether the browser promised to keep this app's storage (`None`: it has not said yet).
/// Safari in a tab, a private window, a refusal and a browser without the question say no.
pub fn kept_for_good() -> Option<bool> {
    Some(document().document_element()?.get_attribute("data-kept")? == "true")
}

fn seen(id: &str, record: &AnyRecord) {
    let text = Saves(LocalStore).text(id).ok().flatten();
    SEEN.set(Some((id.to_string(), record.clone(), text)));
}

/// What this window last read or wrote under `id`.
fn base(id: &str) -> Option<AnyRecord> {
    SEEN.with_borrow(|s| s.as_ref().filter(|(seen, ..)| seen == id).map(|(_, record, _)| record.clone()))
}

/// Before a person's move: whether the game open here moved on in another window though no
/// storage event said so (a page frozen in the background). If it did, the game open here
/// follows it at once and the move is not made. A glance at the stored text first: the whole
/// save is read only when it changed.
pub fn moved_on(id: &str) -> bool {
    flush();
    let now = Saves(LocalStore).text(id).ok().flatten();
    if SEEN.with_borrow(|s| matches!(s, Some((seen, _, text)) if seen == id && *text == now)) {
        return false;
    }
    follow_if_moved(ctx(), id)
}

/// Whether the screen of `record` was left behind: its window followed another window's game
/// since (what it would still write goes another way than the game open here).
pub fn left_behind(id: &str, record: &AnyRecord) -> bool {
    base(id).is_some_and(|seen| !record.extends(&seen))
}

/// Follows the game under `id` if it is not what this window last saw there: whether it did.
fn follow_if_moved(ctx: Ctx, id: &str) -> bool {
    match Saves(LocalStore).load(id) {
        Ok(Some(Ok(stored))) if base(id).as_ref() != Some(&stored.record) => {
            follow(ctx, id, &stored.record, Msg::MovedOnElsewhere);
            true
        }
        Ok(Some(Ok(stored))) => {
            seen(id, &stored.record);
            false
        }
        _ => false,
    }
}

/// Stores a game in the task after this one: a move is drawn without waiting for the storage
/// (writing took about a millisecond of a move's frame at phone speed). Whatever reads or
/// writes saves, and the page being left, writes it first (`flush`).
pub fn store_soon(id: &str, entry: SaveEntry) {
    let earlier = SOON.with(|s| s.replace(Some((ctx(), id.to_string(), entry))));
    match earlier {
        None => set_timeout(flush, std::time::Duration::ZERO),
        // Another game's save still waiting (never seen, but never lost either).
        Some((ctx, other, entry)) if other != id => store_in(ctx, &other, entry),
        Some(_) => {}
    }
}

/// Writes the save that `store_soon` keeps, if any.
pub fn flush() {
    if let Some((ctx, id, entry)) = SOON.with(|s| s.borrow_mut().take()) {
        store_in(ctx, &id, entry);
    }
}

fn store_in(ctx: Ctx, id: &str, entry: SaveEntry) {
    ask_to_keep_once();
    match Saves(LocalStore).save_over(id, &entry, base(id).as_ref()) {
        Ok(written) => {
            ctx.unsaved.update_value(|m| {
                m.remove(id);
            });
            ctx.storage_error.set(None);
            match written {
                Written::Saved => seen(id, &entry.record),
                Written::MovedOn(stored) => follow(ctx, id, &stored.record, Msg::MovedOnElsewhere),
                Written::Beside(other) => follow(ctx, &other, &entry.record, Msg::KeptBeside),
            }
        }
        Err(e) => {
            ctx.unsaved.update_value(|m| {
                m.insert(id.to_string(), entry);
            });
            ctx.storage_error.set(Some(e));
        }
    }
}

/// The game under `id` is now `record`, written by another window or kept beside: the open
/// game's screen opens it from storage again, and says why.
fn follow(ctx: Ctx, id: &str, record: &AnyRecord, why: Msg) {
    let from = base(id).map_or(0, |r| r.action_count());
    seen(id, record);
    let route = Route::Play(id.to_string());
    ctx.notice.set(Some(Notice { route: route.clone(), text: why.text(ctx.lang.get_untracked()).into() }));
    if ctx.route.get_untracked() == route {
        if why == Msg::MovedOnElsewhere {
            FOLLOWED.set(Some(from));
        }
        ctx.reopen.update(|n| *n += 1);
    } else if matches!(ctx.route.get_untracked(), Route::Play(_)) {
        replace_in(ctx, route);
    }
}

/// How many moves of the game open here this window had seen before it followed another
/// window's (once).
pub fn followed() -> Option<usize> {
    FOLLOWED.take()
}

/// Another window wrote to storage: Home is drawn again; if the game open here is not what
/// this window last saw there, it follows at once (its own pending save first, by the rule).
pub fn changed_elsewhere() {
    let ctx = ctx();
    let Route::Play(id) = ctx.route.get_untracked() else {
        // Home lists the games as they are now.
        if ctx.route.get_untracked() == Route::Home {
            ctx.reopen.update(|n| *n += 1);
        }
        return;
    };
    flush();
    follow_if_moved(ctx, &id);
}

/// The save under `id`: memory first (it is newer when storage failed), then storage.
pub fn load(id: &str) -> Option<Result<SaveEntry, EntryError>> {
    flush();
    if let Some(entry) = ctx().unsaved.with_value(|m| m.get(id).cloned()) {
        return Some(Ok(entry));
    }
    let stored = Saves(LocalStore).load(id).ok().flatten();
    if let Some(Ok(entry)) = &stored {
        seen(id, &entry.record);
    }
    stored
}

crate::second::second_app! {
    /// Moves from the other phones of a table: the game under `id` is now `entry`. `taken_back`:
    /// the table refused a move made here, which `entry` no longer has (the table's record is the
    /// game's). An open screen of the game opens it again, the new moves shown as the others'
    /// moves are, and `why` is said there.
    pub fn arrived(ctx: Ctx, id: &str, entry: SaveEntry, taken_back: bool, why: Option<String>) {
        flush();
        let before = base(id).or_else(|| Saves(LocalStore).load(id).ok().flatten()?.ok().map(|e| e.record));
        if before.as_ref() == Some(&entry.record) && why.is_none() && !taken_back {
            return;
        }
        let from = before.as_ref().map_or(0, |r| r.action_count());
        if taken_back && Saves(LocalStore).save_as(id, &entry).is_ok() {
            seen(id, &entry.record);
        } else {
            store_in(ctx, id, entry);
        }
        let route = Route::Play(id.to_string());
        if let Some(text) = why {
            ctx.notice.set(Some(Notice { route: route.clone(), text }));
        }
        if ctx.route.get_untracked() == route {
            FOLLOWED.set(Some(from.min(base(id).map_or(0, |r| r.action_count()))));
            ctx.reopen.update(|n| *n += 1);
        }
    }
}
