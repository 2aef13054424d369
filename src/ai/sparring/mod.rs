//! Sparring players: opponents of other designs that the app's players are measured against
//! and never tuned on (`tools/tournament.rs`). Each was written from the rules and its seat's
//! view alone, without reading the app's players. Native only.

pub mod ali_baba;
pub mod sampler;
pub mod thousand;
