//! One name for what the first app leaves out: `#[cfg(second_app)]` holds in the app with
//! Sidibaba (built with the Cargo feature `full`) and in every native build (the tests and the
//! tools, which have everything), not in the first app. Written out here rather than with the
//! `cfg_aliases` crate, for one alias.

fn main() {
    // Run again only when this file changes (else every file of the package, the docs too).
    println!("cargo::rerun-if-changed=tools/cfg.rs");
    println!("cargo::rustc-check-cfg=cfg(second_app)");
    let full = std::env::var_os("CARGO_FEATURE_FULL").is_some();
    if full || std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() != Ok("wasm32") {
        println!("cargo::rustc-cfg=second_app");
    }
}
