//! Sidibaba, the real-time labyrinth. Rules: `shared/rules/sidi-baba.md`.
//!
//! Built so far, each with its tests: the four mazes (`maze`), the ten views by lamp
//! (`situation`), the six movements and shortest ways (`movement`), the tokens and the scoring
//! (`tokens`), the set-up and the deal (`setup`).
//!
//! Still to come, in this shape:
//! - `State`: the maze chosen, the Adventurers' place and facing, the line, the lamps (each
//!   Adventurer's unlit ones, the lit one's milliseconds left), the bag, the stashes, the chests
//!   and the Treasure, the Landslide, the Leader's token and events, and the phase.
//! - Time enters with the actions: each Adventurers' action carries the milliseconds that passed
//!   on the lit lamp since the one before, and "the lamp went out" is an action of its own whose
//!   time is exactly what was left. `apply` refuses an action that claims more time than the
//!   lamp had, so a record (config, seed, actions with their times) replays exactly and a save
//!   resumes with the time that was left.
//! - Seats: the Adventurers in line order, then the Leader, whom `crate::ai` plays from the
//!   Leader's view (the maze and all on it, never the bag's order or the face-down genies).

pub mod maze;
pub mod movement;
pub mod setup;
pub mod situation;
pub mod tokens;
