// The browser entry point: mount the app. (`main_full.rs` includes this file: the app with
// Sidibaba starts the same way.)

#[cfg(target_arch = "wasm32")]
fn main() {
    sesame::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Sesame runs in the browser: `make serve`, then open http://127.0.0.1:8080");
}
