//! The games' sounds, made with the Web Audio API (no audio files: a few oscillator notes per cue,
//! each with a short envelope): Sidibaba's lamp, chests, genies and Leader, and a few quiet ones
//! in the turn-based games (a tile taken, a magic effect, the end). On unless the player turned
//! them off in the game menu (kept per device, for every game); the audio starts with the first
//! cue, which always follows a tap, as browsers require. Vibration, where the device has it, at
//! a lamp going out and a catch.

use crate::app::storage::{LocalStore, Store};
use leptos::prelude::window;
use std::cell::RefCell;
use wasm_bindgen::JsValue;
use web_sys::{AudioContext, AudioContextState, OscillatorType};

/// What just happened, as a sound.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(not(feature = "full"), allow(dead_code, reason = "Sidibaba's own cues: only the app with it plays them"))]
pub enum Cue {
    LampLit,
    /// A second gone in the lamp's last 20.
    Tick,
    /// A gong.
    LampOut,
    Chest,
    Curse,
    Genie,
    /// The Leader of the Thieves comes on stage (an event played).
    Leader,
    Caught,
    /// Out by an exit, into the daylight.
    Daylight,
    /// The Leader won.
    End,
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
type Note = (f32, f64, f64, OscillatorType, f32);

fn notes(cue: Cue) -> &'static [Note] {
    use OscillatorType::{Sawtooth, Sine, Square, Triangle};
    match cue {
        Cue::LampLit => &[(392.0, 0.0, 0.25, Sine, 0.5), (587.3, 0.08, 0.5, Sine, 0.4)],
        Cue::Tick => &[(1318.5, 0.0, 0.05, Triangle, 0.25)],
        Cue::LampOut => &[(98.0, 0.0, 2.8, Sine, 1.0), (196.0, 0.0, 1.8, Sine, 0.5), (293.7, 0.0, 1.2, Sine, 0.25)],
        Cue::Chest => {
            &[(523.3, 0.0, 0.2, Triangle, 0.5), (659.3, 0.1, 0.2, Triangle, 0.5), (784.0, 0.2, 0.4, Triangle, 0.5)]
        }
        Cue::Curse => &[(311.1, 0.0, 0.35, Sawtooth, 0.3), (233.1, 0.3, 0.6, Sawtooth, 0.3)],
        Cue::Genie => &[(880.0, 0.0, 0.5, Sine, 0.35), (1174.7, 0.12, 0.5, Sine, 0.3), (1568.0, 0.24, 0.7, Sine, 0.25)],
        Cue::Leader => &[(146.8, 0.0, 0.25, Square, 0.25), (138.6, 0.2, 0.45, Square, 0.25)],
        Cue::Caught => &[(196.0, 0.0, 0.3, Square, 0.35), (98.0, 0.25, 0.9, Square, 0.35)],
        Cue::Daylight => &[(523.3, 0.0, 1.2, Sine, 0.4), (659.3, 0.05, 1.2, Sine, 0.35), (784.0, 0.1, 1.4, Sine, 0.35)],
        Cue::End => {
            &[(220.0, 0.0, 0.6, Triangle, 0.4), (174.6, 0.5, 0.6, Triangle, 0.4), (146.8, 1.0, 1.5, Triangle, 0.45)]
        }
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

/// Plays `cue`, if sounds are on (and vibrates at a lamp going out and a catch).
pub fn play(cue: Cue) {
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
        for &(freq, at, len, wave, loud) in notes(cue) {
            let _ = note(ctx, now + at, freq, len, wave, loud);
        }
    });
    if matches!(cue, Cue::LampOut | Cue::Caught) {
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
