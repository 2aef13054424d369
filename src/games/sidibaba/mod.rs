//! Sidibaba, the real-time labyrinth. Rules: `shared/rules/sidi-baba.md`. Being built: the
//! mazes come first; the rules, the views and the app's Leader of the Thieves follow.

pub mod maze;
pub mod movement;
pub mod setup;
pub mod situation;
pub mod tokens;
