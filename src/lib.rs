pub mod ai;
pub mod app;
pub mod games;
pub mod second;
#[cfg(target_arch = "wasm32")]
pub mod ui;
