//! The entry point of `sesame-scan`: the QR reader alone (`app::scan`), which the second app
//! fetches when its camera opens on a browser that reads no QR code itself.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen::prelude::*;

/// The text of the first QR code that reads in an RGBA frame (a canvas's pixels).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen]
pub fn read_qr(rgba: &[u8], width: u32, height: u32) -> Option<String> {
    sesame::app::scan::read(rgba, width as usize, height as usize)
}

fn main() {}
