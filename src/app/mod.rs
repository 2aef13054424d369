//! Everything between the rules and the browser: saves, translations, encodings.

pub mod base64url;
pub mod html;
pub mod i18n;
/// Sidibaba's first-person view, drawn from the view (only in the app with Sidibaba).
#[cfg(any(feature = "sidibaba", not(target_arch = "wasm32")))]
pub mod lantern;
pub mod link;
pub mod qr;
pub mod storage;
pub mod url;
#[cfg(target_arch = "wasm32")]
pub mod clock;
