pub mod ai;
pub mod app;
pub mod games;
#[cfg(target_arch = "wasm32")]
pub mod ui;
