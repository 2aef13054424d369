//! The host's camera, reading a guest's answer QR code: the browser's own `BarcodeDetector`
//! where it reads QR codes (Chrome on Android), else `sesame-scan` (`app::scan`), which is
//! fetched only now. The glue is a few lines of JavaScript: `BarcodeDetector` has no binding in
//! web-sys, and a module is imported by its hashed name only from JavaScript.

use crate::app::i18n::{Lang, Msg};
use leptos::html::Video;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen(inline_js = r#"
let reader;
export function qr_reader() {
  if (reader) return reader;
  const own = globalThis.BarcodeDetector
    ? BarcodeDetector.getSupportedFormats().then((f) => f.includes("qr_code") ? new BarcodeDetector({ formats: ["qr_code"] }) : null, () => null)
    : null;
  reader = Promise.resolve(own).then((d) => d
    ? (video) => d.detect(video).then((codes) => codes.length ? codes[0].rawValue : null)
    : import(new URL(globalThis.sesameScan + ".js", document.baseURI).href).then(async (m) => {
      await m.default({ module_or_path: new URL(globalThis.sesameScan + "_bg.wasm", document.baseURI) });
      const canvas = document.createElement("canvas");
      const g = canvas.getContext("2d", { willReadFrequently: true });
      return (video) => {
        const w = video.videoWidth, h = video.videoHeight;
        if (!w || !h) return null;
        canvas.width = w; canvas.height = h;
        g.drawImage(video, 0, 0);
        return m.read_qr(g.getImageData(0, 0, w, h).data, w, h) ?? null;
      };
    }));
  reader.catch(() => { reader = undefined; });
  return reader;
}
// (No camera at all, as on a page not served over HTTPS: a refusal, never a throw.)
export function camera(video) {
  return Promise.resolve().then(() => navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false }))
    .then((stream) => { video.srcObject = stream; return video.play(); });
}
export function stop_camera(video) {
  if (video.srcObject) video.srcObject.getTracks().forEach((t) => t.stop());
  video.srcObject = null;
}
"#)]
extern "C" {
    fn qr_reader() -> js_sys::Promise;
    fn camera(video: &web_sys::HtmlVideoElement) -> js_sys::Promise;
    fn stop_camera(video: &web_sys::HtmlVideoElement);
}

/// How often a frame is read.
const EVERY_MS: i32 = 200;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Scan {
    Off,
    Starting,
    On,
}

/// "Scan their answer": the camera's picture while it looks for a QR code; `take` is given each
/// text read and says whether it was the answer (then the camera stops).
pub fn scanner(lang: Lang, take: fn(&str) -> Result<(), Msg>) -> impl IntoView {
    let state = RwSignal::new(Scan::Off);
    let error = RwSignal::new(None::<Msg>);
    let video = NodeRef::<Video>::new();
    let start = move |_| {
        let Some(v) = video.get_untracked() else { return };
        error.set(None);
        state.set(Scan::Starting);
        leptos::task::spawn_local(async move {
            let looked = look(&v, state, error, take).await;
            stop_camera(&v);
            // (The screen may be gone by now, and its signals with it.)
            if let Err(msg) = looked {
                error.try_set(Some(msg));
            }
            state.try_set(Scan::Off);
        });
    };
    on_cleanup(move || {
        state.try_set(Scan::Off);
    });
    view! {
        <div class="scanner">
            <video node_ref=video playsinline muted hidden=move || state.get() == Scan::Off data-testid="camera"></video>
            {move || match state.get() {
                Scan::Off => view! { <button class="btn" data-testid="scan" on:click=start>{Msg::TableScan.text(lang)}</button> }.into_any(),
                _ => view! {
                    <p role="status">{Msg::TableScanHint.text(lang)}</p>
                    <button class="btn" on:click=move |_| state.set(Scan::Off)>{Msg::Cancel.text(lang)}</button>
                }.into_any(),
            }}
            {move || error.get().map(|m| view! { <div class="banner error" role="alert"><p>{m.text(lang)}</p></div> })}
        </div>
    }
}

/// Opens the camera and reads frames until the answer is read or the player stops.
async fn look(
    video: &web_sys::HtmlVideoElement,
    state: RwSignal<Scan>,
    error: RwSignal<Option<Msg>>,
    take: fn(&str) -> Result<(), Msg>,
) -> Result<(), Msg> {
    JsFuture::from(camera(video)).await.map_err(|_| Msg::TableNoCamera)?;
    let read: js_sys::Function =
        JsFuture::from(qr_reader()).await.ok().and_then(|f| f.dyn_into().ok()).ok_or(Msg::TableNoCamera)?;
    // Stopped while the camera was asked for.
    if state.try_get_untracked() != Some(Scan::Starting) {
        return Ok(());
    }
    state.set(Scan::On);
    while state.try_get_untracked() == Some(Scan::On) {
        let found = read.call1(&JsValue::NULL, video).unwrap_or(JsValue::NULL);
        let text = JsFuture::from(js_sys::Promise::resolve(&found)).await.ok().and_then(|t| t.as_string());
        match text.map(|t| take(&t)) {
            Some(Ok(())) => return Ok(()),
            // Another code in view: said, and the camera goes on looking.
            Some(Err(msg)) => {
                error.try_set(Some(msg));
            }
            None => {}
        }
        sleep(EVERY_MS).await;
    }
    Ok(())
}

async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
    });
    let _ = JsFuture::from(promise).await;
}
