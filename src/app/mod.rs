//! Everything between the rules and the browser: saves, translations, encodings.

// Text from outside reaches this code: a string is never sliced at a computed byte index (a panic
// inside a multi-byte character) unless the index is known to be a boundary, said in a `reason`.
#![deny(clippy::string_slice)]

pub mod backup;
pub mod bytes;
#[cfg(target_arch = "wasm32")]
pub mod clock;
pub mod html;
pub mod i18n;
pub mod invite;
/// Sidibaba's first-person view, drawn from the view (only the app with Sidibaba shows it).
pub mod lantern;
pub mod lesson;
pub mod link;
pub mod meeting;
pub mod qr;
pub mod route;
pub mod scan;
pub mod session;
pub mod signal;
pub mod storage;
pub mod upgrade;
pub mod url;
pub mod wire;
