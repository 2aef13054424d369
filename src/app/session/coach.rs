//! A lesson in the session core ("Learn to play", `app::lesson`): the coach's steps played
//! against the game. The learner's plays are waited for and any other tap is answered with
//! "not now"; the computer's plays come from the script whenever it is to act; a game in real
//! time stands still while the coach only speaks and runs while the learner acts.

use super::*;
use crate::app::lesson::{Kind, Script, Step};
use std::sync::Arc;

/// Lessons play against the computer: they are in the app with Sidibaba (and native tests), not
/// in the first app, whose session never holds one (its code is left out of it).
const LESSONS: bool = crate::second::SECOND_APP;

/// Where a lesson stands, as it is saved: the step shown, and how many plays have been made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cursor {
    pub step: usize,
    pub played: usize,
}

#[derive(Clone, Debug)]
pub(super) struct Coached {
    script: Arc<Script>,
    at: Cursor,
    /// The last tap was not the one the coach asked for.
    refused: bool,
    /// The game left the script (a lamp went out while the learner took their time): the
    /// learner plays on as they like, the computer decides for itself.
    lost: bool,
}

/// Where the coach's bubble points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Anchor {
    None,
    /// A choice of the table (its `data-act`).
    Choice(usize),
    /// A button of the table that leads to the awaited choice (its `data-ui`).
    Ui(String),
    /// A part of the table (its `data-region`).
    Region(String),
    /// The hand-off screen's button.
    Handoff,
    /// The confirmation of a big decision (leaving the cave): yes.
    Confirm,
}

/// What the coach shows now.
#[derive(Clone, Debug, PartialEq)]
pub struct Coach {
    pub step: Step,
    /// This step's place in the lesson, from 1, and how many there are.
    pub number: usize,
    pub steps: usize,
    pub anchor: Anchor,
    /// The coach only explains: Next goes on.
    pub next: bool,
    pub refused: bool,
    pub lost: bool,
}

/// Why a script does not fit its game (`check`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonError {
    /// The deal is not a game of the script's kind.
    Deal,
    /// Play number n (from 0) is not a legal action there, is missing, or is not whose the
    /// step says (the learner's or the computer's).
    Play(usize),
    /// Step number n (from 0) points at a part the table does not show then.
    Region(usize),
    /// Step number n puts a lamp out while none burns.
    Lamp(usize),
    /// The steps do not end with the game over and every play made.
    Unfinished,
}

/// The seat whose table the learner sees in `state`: the one to act if a person plays it, else
/// the first person's.
pub(super) fn learner<G: Framed>(config: &G::Config, state: &G::State) -> Seat {
    let person = |s: Seat| !G::APP_SEATS || !G::played_by_app(config, s);
    let shown = G::shown_seat(state, G::to_act(state), G::Draft::default());
    let seats = G::player_names(config).len() as Seat;
    if person(shown) {
        shown
    } else {
        (0..seats).find(|&s| person(s)).unwrap_or(shown)
    }
}

/// Plays the script's next play in `state`: `Err` if there is none or the rules refuse it.
fn play_next<G: Game>(state: &mut G::State, script: &Script, played: &mut usize) -> Result<(), LessonError> {
    let err = LessonError::Play(*played);
    let index = usize::from(*script.plays.get(*played).ok_or(err)?);
    let action = *G::legal_actions(state).get(index).ok_or(err)?;
    G::apply(state, action).map_err(|_| err)?;
    *played += 1;
    Ok(())
}

/// Checks a script against its game, as the session will play it: every play legal and made by
/// whom its step says, every part pointed at on the table, the game over at the end.
pub fn check<G: Framed>(script: &Script, record: &Record<G>) -> Result<(), LessonError> {
    let config = &record.config;
    let mut state = G::new(config, record.seed).map_err(|_| LessonError::Deal)?;
    let app = |s: Seat| G::APP_SEATS && G::played_by_app(config, s);
    let mut played = 0;
    let last = script.steps.len().saturating_sub(1);
    for (n, step) in script.steps.iter().enumerate() {
        while G::to_act(&state).is_some_and(app) && played < script.plays.len() {
            play_next::<G>(&mut state, script, &mut played)?;
        }
        let view = G::view(&state, learner::<G>(config, &state));
        if step.region != "-" && !G::region(&view, &step.region) {
            return Err(LessonError::Region(n));
        }
        match step.kind {
            Kind::Say => {}
            // The computer's plays are all made above: a tap while it is to act has no play left.
            Kind::Tap => play_next::<G>(&mut state, script, &mut played)?,
            Kind::Skip(k) => (0..k).try_for_each(|_| play_next::<G>(&mut state, script, &mut played))?,
            Kind::LampOut => {
                let out = G::timeout(&state).filter(|_| G::REAL_TIME).ok_or(LessonError::Lamp(n))?;
                G::apply(&mut state, out).map_err(|_| LessonError::Lamp(n))?;
            }
            // The rest of the game is the learner's own: the last step must be the end.
            Kind::Free if n + 1 == last && played == script.plays.len() => return Ok(()),
            Kind::End if n == last && played == script.plays.len() && G::to_act(&state).is_none() => return Ok(()),
            Kind::Free | Kind::End => return Err(LessonError::Unfinished),
        }
    }
    Err(LessonError::Unfinished)
}

impl<G: Framed> Session<G> {
    /// A lesson: `record` is its game so far (the deal and the plays made), at `at`. `None` if
    /// the record does not replay or the cursor is outside the script.
    pub fn coached(record: Record<G>, script: Arc<Script>, at: Cursor, now: f64, calm: bool) -> Option<Self> {
        if at.step >= script.steps.len() || at.played > script.plays.len() {
            return None;
        }
        let mut session = Session::open(record, Device::PassAndPlay, now, calm, false)?;
        // A lesson goes on where it was: the coach speaks first, the time held meanwhile.
        session.clock.paused = false;
        session.lesson = Some(Coached { script, at, refused: false, lost: false });
        Some(session)
    }

    /// Where the lesson stands, if this is one.
    pub fn cursor(&self) -> Option<Cursor> {
        self.lesson.as_ref().map(|c| c.at)
    }

    fn step(&self) -> Option<&Step> {
        let c = self.lesson.as_ref()?;
        c.script.steps.get(c.at.step)
    }

    /// The play the lesson waits for, or plays for the computer, next (while on its script).
    pub(super) fn scripted(&self) -> Option<G::Action> {
        if !LESSONS {
            return None;
        }
        let c = self.lesson.as_ref().filter(|c| !c.lost)?;
        let index = *c.script.plays.get(c.at.played)?;
        G::legal_actions(&self.state).get(usize::from(index)).copied()
    }

    /// The computer's next play, when it is to act and the script has it.
    pub(super) fn scripted_reply(&self) -> Option<G::Action> {
        self.app_to_act().and(self.scripted())
    }

    /// The coach only speaks now: a game in real time stands still.
    pub(super) fn coach_holds(&self) -> bool {
        LESSONS
            && self.lesson.as_ref().is_some_and(|c| !c.lost)
            && self.step().is_some_and(|s| !matches!(s.kind, Kind::Tap | Kind::Free))
    }

    /// Whether a tap may be played in the lesson now: the one the coach asks for, or a button
    /// that leads to it; anything while the learner plays on freely.
    pub(super) fn coach_allows(&mut self, input: &Input, fx: &mut Vec<Effect>) -> bool {
        let Some(c) = self.lesson.as_ref().filter(|_| LESSONS) else { return true };
        let kind = self.step().map(|s| s.kind);
        if c.lost || kind == Some(Kind::Free) {
            return true;
        }
        let view = G::view(&self.state, self.seat_now());
        let allowed = match (kind, self.scripted(), input) {
            (Some(Kind::Tap), Some(expected), Input::Act(i)) => G::choices(&view).get(*i) == Some(&expected),
            // (`HIDE` closes a table before any lesson is asked: `Session::tap`.)
            (Some(Kind::Tap), Some(expected), Input::Ui(key)) => {
                G::toward(&view, self.draft, expected).as_deref() == Some(key.as_str())
            }
            _ => false,
        };
        if let Some(c) = self.lesson.as_mut() {
            c.refused = !allowed;
        }
        if !allowed {
            fx.extend([Effect::Changed, Effect::Refocus]);
        }
        allowed
    }

    /// After an action: the lesson moves on if it was the script's, and is lost if it was not
    /// (a lamp that burnt out on its own). `scripted`: the play the script had there; `aside`:
    /// an action outside the plays (a pause, the lamp put out by the coach).
    pub(super) fn coach_after(&mut self, action: G::Action, scripted: Option<G::Action>, by_person: bool, aside: bool) {
        if !LESSONS {
            return;
        }
        let over = G::to_act(&self.state).is_none();
        let Some(c) = self.lesson.as_mut() else { return };
        // Nothing is taken back in a lesson.
        self.undo = None;
        if aside || c.lost {
            return;
        }
        let kind = c.script.steps.get(c.at.step).map(|s| s.kind);
        if kind == Some(Kind::Free) {
            // Played out freely: the end's words once the game is over.
            c.at.step += usize::from(over);
            return;
        }
        // The same play, whatever time it took.
        if scripted.map(|s| G::after_ms(s, 0)) != Some(G::after_ms(action, 0)) {
            c.lost = true;
            return;
        }
        c.at.played += 1;
        c.refused = false;
        if by_person && kind == Some(Kind::Tap) {
            c.at.step += 1;
        }
    }

    /// The coach's Next: an explanation read, the plays it skips made, the lamp it puts out gone
    /// out; then the next step, with the time running again if the learner is to act.
    pub(super) fn coach_next(&mut self, now: f64, fx: &mut Vec<Effect>) {
        if !LESSONS {
            return;
        }
        let Some(kind) = self.step().map(|s| s.kind).filter(|_| self.coach_holds()) else { return };
        match kind {
            Kind::Skip(k) => {
                for _ in 0..k {
                    let Some(action) = self.scripted() else { break };
                    self.dispatch(action, fx);
                }
            }
            Kind::LampOut => {
                if let Some(out) = G::timeout(&self.state) {
                    self.aside = true;
                    self.dispatch(out, fx);
                    self.aside = false;
                }
            }
            Kind::End => return,
            _ => {}
        }
        if let Some(c) = self.lesson.as_mut() {
            c.at.step = (c.at.step + 1).min(c.script.steps.len() - 1);
            c.refused = false;
        }
        self.clock.since = now;
        fx.extend([Effect::Changed, Effect::Refocus, Effect::Save]);
    }

    /// What the coach shows now: nothing while the computer plays its scripted moves. `handoff`:
    /// the screen is a hand-off.
    pub fn coach(&self, handoff: bool) -> Option<Coach> {
        let c = self.lesson.as_ref().filter(|_| LESSONS)?;
        // The computer is playing: nothing to say until it has.
        if self.app_to_act().is_some() {
            return None;
        }
        let step = c.script.steps.get(c.at.step)?.clone();
        let region = || if step.region == "-" { Anchor::None } else { Anchor::Region(step.region.clone()) };
        let anchor = match (step.kind, self.scripted()) {
            _ if handoff => Anchor::Handoff,
            (Kind::Tap, Some(expected)) if !c.lost && self.pending == Some(expected) => Anchor::Confirm,
            (Kind::Tap, Some(expected)) if !c.lost => {
                let view = G::view(&self.state, self.seat_now());
                // A button that leads there first (a card is laid by its own buttons).
                match (G::toward(&view, self.draft, expected), G::choices(&view).iter().position(|&a| a == expected)) {
                    (Some(key), _) => Anchor::Ui(key),
                    (None, Some(i)) => Anchor::Choice(i),
                    (None, None) => region(),
                }
            }
            _ => region(),
        };
        Some(Coach {
            next: !c.lost && matches!(step.kind, Kind::Say | Kind::Skip(_) | Kind::LampOut),
            step,
            number: c.at.step + 1,
            steps: c.script.steps.len(),
            anchor,
            refused: c.refused,
            lost: c.lost,
        })
    }
}
