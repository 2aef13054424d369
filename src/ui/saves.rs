//! Saving in the browser: every game is written to localStorage (`app::storage` parses and
//! checks what is read back); a move's save waits for the next task, and a failed write keeps
//! the game in memory and says so.

use super::ctx;
use crate::app::clock::now_ms;
use crate::app::storage::{EntryError, LocalStore, SaveEntry, Saves};
use leptos::prelude::*;

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
    static SOON: std::cell::RefCell<Option<(super::Ctx, String, SaveEntry)>> = const { std::cell::RefCell::new(None) };
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

fn store_in(ctx: super::Ctx, id: &str, entry: SaveEntry) {
    match Saves(LocalStore).save_as(id, &entry) {
        Ok(()) => {
            ctx.unsaved.update_value(|m| {
                m.remove(id);
            });
            ctx.storage_error.set(None);
        }
        Err(e) => {
            ctx.unsaved.update_value(|m| {
                m.insert(id.to_string(), entry);
            });
            ctx.storage_error.set(Some(e));
        }
    }
}

/// The save under `id`: memory first (it is newer when storage failed), then storage.
pub fn load(id: &str) -> Option<Result<SaveEntry, EntryError>> {
    flush();
    if let Some(entry) = ctx().unsaved.with_value(|m| m.get(id).cloned()) {
        return Some(Ok(entry));
    }
    Saves(LocalStore).load(id).ok().flatten()
}
