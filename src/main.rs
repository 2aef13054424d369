//! The browser entry point: mount the app.

#[cfg(target_arch = "wasm32")]
fn main() {
    // The page's plain first view stays until the app, in the player's language, replaces it.
    sesame::ui::ready_lang(sesame::ui::initial_lang(), |lang| {
        sesame::ui::crash::install(lang);
        leptos::mount::mount_to_body(sesame::ui::App);
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Sesame runs in the browser: `make serve`, then open http://127.0.0.1:8080");
}
