//! The games' sounds, made with the Web Audio API (no audio files: a few oscillator notes per cue,
//! each with a short envelope): a few quiet ones in the turn-based games (a tile taken, a magic
//! effect, a catch, the end), and the notes of Sidibaba's own cues (its lamp, chests, genies and
//! Leader: `ui::second`, beside its table). On unless the player turned them off in the game menu
//! (kept per device, for every game); the audio starts with the first cue, which always follows
//! a tap, as browsers require. Vibration, where the device has it, at a lamp going out and a
//! catch.

use crate::app::storage::{LocalStore, Store};
use leptos::prelude::window;
use std::cell::RefCell;
use wasm_bindgen::JsValue;
use web_sys::{AudioContext, AudioContextState, OscillatorType};

/// What just happened in a turn-based game, as a sound (Sidibaba's own cues are beside its
/// table, `ui::second`, and played through [`play_notes`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Cue {
    /// A thief's catch (A Thousand and One), an Adventurer's (Sidibaba).
    Caught,
    /// A tile taken, a pawn moved: a soft wooden knock.
    Take,
    /// A magic effect: a short shimmer.
    Magic,
    /// A turn-based game ends: a bright little fanfare.
    Finish,
}

/// How loud the loudest note is: sensible on a phone's speaker, never harsh.
const VOLUME: f32 = 0.25;
/// Where this device keeps whether the games make sounds.
const KEY: &str = "sesame.sound";

/// A note: frequency (Hz), when after the cue (s), how long (s), its wave, how loud (0–1).
pub type Note = (f32, f64, f64, OscillatorType, f32);

fn notes(cue: Cue) -> &'static [Note] {
    use OscillatorType::{Sine, Square, Triangle};
    match cue {
        Cue::Caught => &[(196.0, 0.0, 0.3, Square, 0.35), (98.0, 0.25, 0.9, Square, 0.35)],
        Cue::Take => &[(196.0, 0.0, 0.09, Triangle, 0.3)],
        Cue::Magic => &[(987.8, 0.0, 0.3, Sine, 0.2), (1318.5, 0.07, 0.35, Sine, 0.15)],
        Cue::Finish => {
            &[(392.0, 0.0, 0.25, Triangle, 0.3), (523.3, 0.2, 0.25, Triangle, 0.3), (659.3, 0.4, 0.9, Triangle, 0.3)]
        }
    }
}

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Whether this device plays the games' sounds (on unless turned off).
pub fn wanted() -> bool {
    !matches!(LocalStore.get(KEY), Ok(Some(v)) if v == "off")
}

/// Remembers the game menu's choice (storage switched off: for this visit only).
pub fn remember(on: bool) {
    let _ = if on { LocalStore.remove(KEY) } else { LocalStore.set(KEY, "off") };
}

/// Plays `cue`, if sounds are on (and vibrates at a catch).
pub fn play(cue: Cue) {
    play_notes(notes(cue), cue == Cue::Caught);
}

/// Plays `notes`, if sounds are on, and vibrates if `buzz`.
pub fn play_notes(notes: &[Note], buzz: bool) {
    if !wanted() {
        return;
    }
    CONTEXT.with(|c| {
        let mut c = c.borrow_mut();
        if c.is_none() {
            *c = AudioContext::new().ok();
        }
        let Some(ctx) = c.as_ref() else { return };
        if ctx.state() == AudioContextState::Suspended {
            let _ = ctx.resume();
        }
        let now = ctx.current_time();
        for &(freq, at, len, wave, loud) in notes {
            let _ = note(ctx, now + at, freq, len, wave, loud);
        }
    });
    if buzz {
        vibrate(200);
    }
}

/// A short vibration where the device has one. `navigator.vibrate` is missing from some
/// browsers (Firefox, Safari): looked up by name, never called blindly.
fn vibrate(ms: u32) {
    use wasm_bindgen::JsCast;
    let navigator: JsValue = window().navigator().into();
    let Ok(vibrate) = js_sys::Reflect::get(&navigator, &"vibrate".into()) else { return };
    if let Ok(vibrate) = vibrate.dyn_into::<js_sys::Function>() {
        let _ = vibrate.call1(&navigator, &ms.into());
    }
}

/// One note: an oscillator through a gain that rises at once and dies away.
fn note(ctx: &AudioContext, at: f64, freq: f32, len: f64, wave: OscillatorType, loud: f32) -> Result<(), JsValue> {
    let osc = ctx.create_oscillator()?;
    osc.set_type(wave);
    osc.frequency().set_value(freq);
    let gain = ctx.create_gain()?;
    let g = gain.gain();
    g.set_value_at_time(0.0001, at)?;
    g.exponential_ramp_to_value_at_time(loud * VOLUME, at + 0.01)?;
    g.exponential_ramp_to_value_at_time(0.0001, at + len)?;
    osc.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&ctx.destination())?;
    osc.start_with_when(at)?;
    osc.stop_with_when(at + len + 0.05)?;
    Ok(())
}
