//! Sidibaba's sounds: its lamp, chests, genies and Leader (`ui::sound` plays the notes).

use crate::ui::sound::{self, Cue, Note};
use crate::games::sidibaba::state::{End, Happening};
use web_sys::OscillatorType::{Sawtooth, Sine, Square, Triangle};

/// What just happened in the maze, as a sound.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SidiCue {
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
    /// Out by an exit, into the daylight.
    Daylight,
    /// The Leader won.
    End,
}

fn notes(cue: SidiCue) -> &'static [Note] {
    match cue {
        SidiCue::LampLit => &[(392.0, 0.0, 0.25, Sine, 0.5), (587.3, 0.08, 0.5, Sine, 0.4)],
        SidiCue::Tick => &[(1318.5, 0.0, 0.05, Triangle, 0.25)],
        SidiCue::LampOut => &[(98.0, 0.0, 2.8, Sine, 1.0), (196.0, 0.0, 1.8, Sine, 0.5), (293.7, 0.0, 1.2, Sine, 0.25)],
        SidiCue::Chest => {
            &[(523.3, 0.0, 0.2, Triangle, 0.5), (659.3, 0.1, 0.2, Triangle, 0.5), (784.0, 0.2, 0.4, Triangle, 0.5)]
        }
        SidiCue::Curse => &[(311.1, 0.0, 0.35, Sawtooth, 0.3), (233.1, 0.3, 0.6, Sawtooth, 0.3)],
        SidiCue::Genie => {
            &[(880.0, 0.0, 0.5, Sine, 0.35), (1174.7, 0.12, 0.5, Sine, 0.3), (1568.0, 0.24, 0.7, Sine, 0.25)]
        }
        SidiCue::Leader => &[(146.8, 0.0, 0.25, Square, 0.25), (138.6, 0.2, 0.45, Square, 0.25)],
        SidiCue::Daylight => {
            &[(523.3, 0.0, 1.2, Sine, 0.4), (659.3, 0.05, 1.2, Sine, 0.35), (784.0, 0.1, 1.4, Sine, 0.35)]
        }
        SidiCue::End => {
            &[(220.0, 0.0, 0.6, Triangle, 0.4), (174.6, 0.5, 0.6, Triangle, 0.4), (146.8, 1.0, 1.5, Triangle, 0.45)]
        }
    }
}

/// Plays `cue`, if sounds are on (and vibrates at a lamp going out).
pub fn play(cue: SidiCue) {
    sound::play_notes(notes(cue), cue == SidiCue::LampOut);
}

/// The sound of an event, if it has one (a step has none: the picture shows it).
pub fn hear(event: &Happening) {
    play(match event {
        Happening::Lit => SidiCue::LampLit,
        Happening::LampOut => SidiCue::LampOut,
        Happening::Opened { curses, .. } if *curses > 0 => SidiCue::Curse,
        Happening::Opened { .. } => SidiCue::Chest,
        Happening::Answered(_) => SidiCue::Genie,
        Happening::Played { .. } | Happening::Stolen(_) => SidiCue::Leader,
        Happening::Caught { .. } => return sound::play(Cue::Caught),
        Happening::Ended(End::Escaped) => SidiCue::Daylight,
        Happening::Ended(_) => SidiCue::End,
        _ => return,
    })
}
