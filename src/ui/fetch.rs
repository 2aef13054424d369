//! Fetching the files that travel beside the page (the rules texts, the translations): a failed
//! or refused answer is an error, never a panic.

use leptos::prelude::window;
use wasm_bindgen::{JsCast, JsValue};

/// The text at `url`, or the error (the network, or a status other than 2xx).
pub async fn fetch_text(url: &str) -> Result<String, JsValue> {
    let response: web_sys::Response =
        wasm_bindgen_futures::JsFuture::from(window().fetch_with_str(url)).await?.dyn_into()?;
    if !response.ok() {
        return Err(JsValue::NULL);
    }
    wasm_bindgen_futures::JsFuture::from(response.text()?).await?.as_string().ok_or(JsValue::NULL)
}
