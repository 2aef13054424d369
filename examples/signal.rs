//! Reads a browser's SDP (an offer, or with `answer` an answer) on stdin and prints the SDP the
//! other phone rebuilds from its compact form (`app::signal`), with the form's size on stderr:
//! for `tests/e2e/signal.mjs`, which connects two pages of a real browser through it.

use sesame::app::bytes::base64url;
use sesame::app::signal::{Kind, Signal};
use std::io::Read;

fn main() {
    let kind = if std::env::args().nth(1).as_deref() == Some("answer") { Kind::Answer } else { Kind::Offer };
    let mut sdp = String::new();
    std::io::stdin().read_to_string(&mut sdp).expect("an SDP on stdin");
    let bytes = Signal::from_sdp(kind, &sdp).expect("an SDP the app can use").to_bytes();
    eprintln!("{kind:?}: {} bytes, {} characters in a link", bytes.len(), base64url(&bytes).len());
    print!("{}", Signal::from_bytes(&bytes).expect("its own compact form").to_sdp());
}
