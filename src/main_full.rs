//! The entry point of `sesame-full`, the app with Sidibaba (see `main.rs`).

include!("main.rs");
