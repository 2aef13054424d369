//! Everything between the rules and the browser: saves, translations, encodings.

pub mod base64url;
pub mod i18n;
pub mod storage;
