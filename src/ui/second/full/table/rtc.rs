//! The browser's WebRTC, as the table needs it: a connection with one data channel between two
//! phones of one network, its offer and answer as SDP texts (compacted by `app::signal`).

use leptos::prelude::window;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{RtcIceGatheringState, RtcPeerConnection, RtcSdpType, RtcSessionDescriptionInit};

/// The data channel's name on both phones.
pub const CHANNEL: &str = "sesame";
/// The longest wait for a phone's own candidates: host candidates come within milliseconds,
/// an mDNS name within a second.
const GATHER_MS: i32 = 3_000;

/// A connection with no ICE server: two phones on one network need none.
pub fn connection() -> Result<RtcPeerConnection, JsValue> {
    RtcPeerConnection::new()
}

/// Waits until the phone has all its candidates, or `GATHER_MS`.
async fn gathered(pc: &RtcPeerConnection) {
    if pc.ice_gathering_state() == RtcIceGatheringState::Complete {
        return;
    }
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let watched = pc.clone();
        let done = resolve.clone();
        let on_change = Closure::<dyn FnMut()>::new(move || {
            if watched.ice_gathering_state() == RtcIceGatheringState::Complete {
                let _ = done.call0(&JsValue::NULL);
            }
        });
        pc.set_onicegatheringstatechange(Some(on_change.as_ref().unchecked_ref()));
        // One closure a connection, for as long as the page lives.
        on_change.forget();
        let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, GATHER_MS);
    });
    let _ = JsFuture::from(promise).await;
}

fn description(kind: RtcSdpType, sdp: &str) -> RtcSessionDescriptionInit {
    let init = RtcSessionDescriptionInit::new(kind);
    init.set_sdp(sdp);
    init
}

async fn local(pc: &RtcPeerConnection, kind: RtcSdpType, made: js_sys::Promise) -> Result<String, JsValue> {
    let made = JsFuture::from(made).await?;
    let sdp = js_sys::Reflect::get(&made, &"sdp".into())?.as_string().unwrap_or_default();
    JsFuture::from(pc.set_local_description(&description(kind, &sdp))).await?;
    gathered(pc).await;
    Ok(pc.local_description().map(|d| d.sdp()).unwrap_or_default())
}

/// The host's offer, with all its candidates.
pub async fn offer(pc: &RtcPeerConnection) -> Result<String, JsValue> {
    local(pc, RtcSdpType::Offer, pc.create_offer()).await
}

/// A guest's answer to `offer`, with all its candidates.
pub async fn answer(pc: &RtcPeerConnection, offer: &str) -> Result<String, JsValue> {
    JsFuture::from(pc.set_remote_description(&description(RtcSdpType::Offer, offer))).await?;
    local(pc, RtcSdpType::Answer, pc.create_answer()).await
}

/// The guest's answer, on the host's connection.
pub async fn accept(pc: &RtcPeerConnection, answer: &str) -> Result<(), JsValue> {
    JsFuture::from(pc.set_remote_description(&description(RtcSdpType::Answer, answer))).await.map(|_| ())
}
