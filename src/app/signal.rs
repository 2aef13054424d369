//! A WebRTC offer or answer in the few bytes a QR code or a link carries, for a table of phones
//! on one network: only what differs from phone to phone — the ICE credentials, the DTLS
//! fingerprint and role, the host candidates, the data channel's `mid` — and the rest of the SDP
//! rebuilt around them (`Signal::to_sdp`). Two phones on one Wi-Fi need no STUN server: host
//! candidates (an address, or the `….local` name that hides it) are enough.
//!
//! Parse, then validate: everything read from another phone is checked against RFC 8839's
//! grammar (`ice-char`) before it goes back into an SDP text, so no field can add a line.

use super::bytes::crc32;
use std::net::{Ipv4Addr, Ipv6Addr};

/// The first byte of the compact form: its format.
const FORMAT: u8 = 1;
/// Candidates carried at most (a phone has one or two networks).
const MOST_CANDIDATES: usize = 8;
/// The SCTP port both Chromium and Firefox offer (RFC 8841's default).
const SCTP_PORT: &str = "5000";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Offer,
    Answer,
}

/// Who opens the DTLS connection (RFC 8842's `a=setup`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setup {
    ActPass,
    Active,
    Passive,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Address {
    V4([u8; 4]),
    V6([u8; 16]),
    /// A multicast DNS name that hides the address: a UUID and `.local` (RFC 8828's mode 2).
    Mdns([u8; 16]),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub address: Address,
    pub port: u16,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signal {
    pub kind: Kind,
    pub setup: Setup,
    /// RFC 8839: 4 to 256 `ice-char`s.
    pub ufrag: String,
    /// RFC 8839: 22 to 256 `ice-char`s.
    pub pwd: String,
    /// The SHA-256 fingerprint of the phone's DTLS certificate.
    pub fingerprint: [u8; 32],
    /// The data channel's media id, 1 to 32 `ice-char`s (both browsers say `0`).
    pub mid: String,
    pub candidates: Vec<Candidate>,
}

/// Why a text or bytes are no offer or answer this app can use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignalError {
    /// The compact form is cut, longer than it says, or of another format.
    Damaged,
    NoCredentials,
    /// A field holds a character or a length the grammar does not allow.
    BadField,
    /// No SHA-256 fingerprint (the only hash both browsers use).
    NoFingerprint,
    /// No host candidate over UDP: the phone is on no network the other could reach directly.
    NoCandidates,
    /// Not a data channel on SCTP port 5000.
    Unsupported,
}

/// RFC 8839's `ice-char`: ALPHA / DIGIT / "+" / "/" — 64 characters, six bits each.
const ICE_CHARS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

fn ice_field(text: &str, lengths: std::ops::RangeInclusive<usize>) -> Result<String, SignalError> {
    let ok = lengths.contains(&text.len()) && text.bytes().all(|b| ICE_CHARS.contains(&b));
    ok.then(|| text.to_string()).ok_or(SignalError::BadField)
}

impl Signal {
    /// The offer or answer a browser made (`RTCSessionDescription.sdp`, gathering complete).
    pub fn from_sdp(kind: Kind, sdp: &str) -> Result<Signal, SignalError> {
        let attr = |name: &str| sdp.lines().find_map(|l| l.trim_end_matches('\r').strip_prefix(name));
        if !sdp.lines().any(|l| l.starts_with("m=application ") && l.contains("webrtc-datachannel"))
            || attr("a=sctp-port:").is_some_and(|p| p != SCTP_PORT)
        {
            return Err(SignalError::Unsupported);
        }
        let (ufrag, pwd) = match (attr("a=ice-ufrag:"), attr("a=ice-pwd:")) {
            (Some(u), Some(p)) => (ice_field(u, 4..=256)?, ice_field(p, 22..=256)?),
            _ => return Err(SignalError::NoCredentials),
        };
        let setup = match attr("a=setup:") {
            Some("actpass") => Setup::ActPass,
            Some("active") => Setup::Active,
            Some("passive") => Setup::Passive,
            _ => return Err(SignalError::BadField),
        };
        let fingerprint =
            sdp.lines().find_map(|l| parse_fingerprint(l.trim_end_matches('\r'))).ok_or(SignalError::NoFingerprint)?;
        let mid = ice_field(attr("a=mid:").unwrap_or("0"), 1..=32)?;
        let mut candidates: Vec<Candidate> =
            sdp.lines().filter_map(|l| parse_candidate(l.trim_end_matches('\r'))).collect();
        candidates.dedup();
        candidates.truncate(MOST_CANDIDATES);
        if candidates.is_empty() {
            return Err(SignalError::NoCandidates);
        }
        Ok(Signal { kind, setup, ufrag, pwd, fingerprint, mid, candidates })
    }

    /// An SDP text a browser takes as the remote description: the fields, and around them what
    /// every data channel between two browsers has.
    pub fn to_sdp(&self) -> String {
        let hex: Vec<String> = self.fingerprint.iter().map(|b| format!("{b:02X}")).collect();
        let setup = match self.setup {
            Setup::ActPass => "actpass",
            Setup::Active => "active",
            Setup::Passive => "passive",
        };
        let mut lines = vec![
            "v=0".to_string(),
            "o=- 1 2 IN IP4 127.0.0.1".to_string(),
            "s=-".to_string(),
            "t=0 0".to_string(),
            format!("a=group:BUNDLE {}", self.mid),
            "m=application 9 UDP/DTLS/SCTP webrtc-datachannel".to_string(),
            "c=IN IP4 0.0.0.0".to_string(),
            format!("a=ice-ufrag:{}", self.ufrag),
            format!("a=ice-pwd:{}", self.pwd),
            format!("a=fingerprint:sha-256 {}", hex.join(":")),
            format!("a=setup:{setup}"),
            format!("a=mid:{}", self.mid),
            format!("a=sctp-port:{SCTP_PORT}"),
            "a=max-message-size:262144".to_string(),
        ];
        lines.extend(self.candidates.iter().enumerate().map(|(i, c)| candidate_line(i, c)));
        lines.push("a=end-of-candidates".to_string());
        lines.iter().map(|l| format!("{l}\r\n")).collect()
    }

    /// The compact form: its format, kind and role, the fields (the ICE ones six bits a
    /// character), the candidates.
    pub fn to_bytes(&self) -> Vec<u8> {
        let setup = match self.setup {
            Setup::ActPass => 0,
            Setup::Active => 1,
            Setup::Passive => 2,
        };
        let mut out = vec![FORMAT, u8::from(self.kind == Kind::Answer) | setup << 1];
        for field in [&self.ufrag, &self.pwd, &self.mid] {
            push_ice(&mut out, field);
        }
        out.extend_from_slice(&self.fingerprint);
        out.push(self.candidates.len() as u8);
        for c in &self.candidates {
            let (tag, bytes): (u8, &[u8]) = match &c.address {
                Address::V4(a) => (0, a),
                Address::V6(a) => (1, a),
                Address::Mdns(a) => (2, a),
            };
            out.push(tag);
            out.extend_from_slice(bytes);
            out.extend_from_slice(&c.port.to_be_bytes());
        }
        out
    }

    /// The compact form read back, every field validated as `from_sdp` validates it.
    pub fn from_bytes(bytes: &[u8]) -> Result<Signal, SignalError> {
        let mut r = Reader(bytes);
        if r.byte()? != FORMAT {
            return Err(SignalError::Damaged);
        }
        let flags = r.byte()?;
        let kind = if flags & 1 == 1 { Kind::Answer } else { Kind::Offer };
        let setup = match flags >> 1 {
            0 => Setup::ActPass,
            1 => Setup::Active,
            2 => Setup::Passive,
            _ => return Err(SignalError::Damaged),
        };
        let ufrag = ice_field(&r.ice()?, 4..=256)?;
        let pwd = ice_field(&r.ice()?, 22..=256)?;
        let mid = ice_field(&r.ice()?, 1..=32)?;
        let fingerprint = r.array::<32>()?;
        let count = usize::from(r.byte()?);
        if count == 0 || count > MOST_CANDIDATES {
            return Err(SignalError::NoCandidates);
        }
        let candidates = (0..count).map(|_| r.candidate()).collect::<Result<Vec<_>, _>>()?;
        if !r.0.is_empty() {
            return Err(SignalError::Damaged);
        }
        Ok(Signal { kind, setup, ufrag, pwd, fingerprint, mid, candidates })
    }
}

/// The four digits both phones show, so that the people at the table see the right phone
/// joined: from both certificates' fingerprints, which the connection itself then proves.
pub fn confirmation_code(offer: &Signal, answer: &Signal) -> u16 {
    let both: Vec<u8> = offer.fingerprint.iter().chain(&answer.fingerprint).copied().collect();
    (crc32(&both) % 10_000) as u16
}

fn push_ice(out: &mut Vec<u8>, field: &str) {
    out.push(field.len() as u8);
    let sixes: Vec<u32> = field.bytes().map(|b| ICE_CHARS.iter().position(|&c| c == b).unwrap_or(0) as u32).collect();
    for chunk in sixes.chunks(4) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &v)| n | v << (18 - 6 * i));
        let bytes = (chunk.len() * 6).div_ceil(8);
        out.extend_from_slice(&n.to_be_bytes()[1..1 + bytes]);
    }
}

/// Reads the compact form from the front; every read checks what is left.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], SignalError> {
        if self.0.len() < n {
            return Err(SignalError::Damaged);
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(head)
    }

    fn byte(&mut self) -> Result<u8, SignalError> {
        Ok(self.take(1)?[0])
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], SignalError> {
        self.take(N)?.try_into().map_err(|_| SignalError::Damaged)
    }

    /// A field of `ice-char`s: its length (in characters, 256 written as 0), then six bits each.
    fn ice(&mut self) -> Result<String, SignalError> {
        let len = match self.byte()? {
            0 => 256,
            n => usize::from(n),
        };
        let mut text = String::with_capacity(len);
        for start in (0..len).step_by(4) {
            let chars = (len - start).min(4);
            let mut word = [0u8; 4];
            let bytes = (chars * 6).div_ceil(8);
            word[1..1 + bytes].copy_from_slice(self.take(bytes)?);
            let n = u32::from_be_bytes(word);
            text.extend((0..chars).map(|i| char::from(ICE_CHARS[(n >> (18 - 6 * i) & 63) as usize])));
        }
        Ok(text)
    }

    fn candidate(&mut self) -> Result<Candidate, SignalError> {
        let address = match self.byte()? {
            0 => Address::V4(self.array()?),
            1 => Address::V6(self.array()?),
            2 => Address::Mdns(self.array()?),
            _ => return Err(SignalError::Damaged),
        };
        let port = u16::from_be_bytes(self.array()?);
        Ok(Candidate { address, port })
    }
}

/// `a=fingerprint:sha-256 AB:CD:…` (32 bytes); any other hash is not read.
fn parse_fingerprint(line: &str) -> Option<[u8; 32]> {
    let hex = line.strip_prefix("a=fingerprint:")?;
    let hex = hex.strip_prefix("sha-256 ").or_else(|| hex.strip_prefix("SHA-256 "))?;
    let bytes: Vec<u8> = hex.trim().split(':').map(hex_byte).collect::<Option<_>>()?;
    bytes.try_into().ok()
}

/// `a=candidate:<foundation> 1 udp <priority> <address> <port> typ host …`: only host
/// candidates over UDP for the one component a data channel has.
fn parse_candidate(line: &str) -> Option<Candidate> {
    let fields: Vec<&str> = line.strip_prefix("a=candidate:")?.split(' ').collect();
    let [_, component, transport, _, address, port, typ, kind, ..] = fields[..] else { return None };
    if component != "1" || !transport.eq_ignore_ascii_case("udp") || typ != "typ" || kind != "host" {
        return None;
    }
    let port = port.parse().ok().filter(|&p| p > 0)?;
    let address = if let Ok(v4) = address.parse::<Ipv4Addr>() {
        Address::V4(v4.octets())
    } else if let Ok(v6) = address.parse::<Ipv6Addr>() {
        Address::V6(v6.octets())
    } else {
        Address::Mdns(parse_uuid(address.strip_suffix(".local")?)?)
    };
    Some(Candidate { address, port })
}

/// `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` (hex, either case), as browsers name hidden addresses.
fn parse_uuid(text: &str) -> Option<[u8; 16]> {
    let groups: Vec<&str> = text.split('-').collect();
    let lengths: Vec<usize> = groups.iter().map(|g| g.len()).collect();
    if lengths != [8, 4, 4, 4, 12] {
        return None;
    }
    let hex: String = groups.concat();
    let bytes: Vec<u8> = (0..16).map(|i| hex.get(2 * i..2 * i + 2).and_then(hex_byte)).collect::<Option<_>>()?;
    bytes.try_into().ok()
}

/// Two hex digits (`from_str_radix` alone would take a sign).
fn hex_byte(text: &str) -> Option<u8> {
    let digits = text.len() == 2 && text.bytes().all(|b| b.is_ascii_hexdigit());
    digits.then(|| u8::from_str_radix(text, 16).ok()).flatten()
}

fn candidate_line(i: usize, c: &Candidate) -> String {
    let address = match c.address {
        Address::V4(a) => Ipv4Addr::from(a).to_string(),
        Address::V6(a) => Ipv6Addr::from(a).to_string(),
        Address::Mdns(u) => {
            let hex: String = u.iter().map(|b| format!("{b:02x}")).collect();
            let [a, b, c, d, e] = [0..8, 8..12, 12..16, 16..20, 20..32].map(|r| hex.get(r).unwrap_or_default());
            format!("{a}-{b}-{c}-{d}-{e}.local")
        }
    };
    // A host candidate's priority (RFC 8445 §5.1.2.1): type preference 126, then the order given.
    let priority = (126u32 << 24) | ((65_535 - i as u32) << 8) | 255;
    format!("a=candidate:{} 1 udp {priority} {address} {} typ host", i + 1, c.port)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What Chromium 156 and Firefox ESR 153 wrote for a data channel, gathering complete, on a
    /// machine with no network but loopback: every address hidden behind a `.local` name.
    const CHROMIUM_OFFER: &str = include_str!("../../tests/fixtures/sdp/chromium-offer.sdp");
    const CHROMIUM_ANSWER: &str = include_str!("../../tests/fixtures/sdp/chromium-answer.sdp");
    const FIREFOX_OFFER: &str = include_str!("../../tests/fixtures/sdp/firefox-offer.sdp");
    const FIREFOX_ANSWER: &str = include_str!("../../tests/fixtures/sdp/firefox-answer.sdp");
    const ALL: [(Kind, &str); 4] = [
        (Kind::Offer, CHROMIUM_OFFER),
        (Kind::Answer, CHROMIUM_ANSWER),
        (Kind::Offer, FIREFOX_OFFER),
        (Kind::Answer, FIREFOX_ANSWER),
    ];

    #[test]
    fn an_offer_keeps_its_credentials_fingerprint_and_host_candidates_over_udp() {
        let offer = Signal::from_sdp(Kind::Offer, CHROMIUM_OFFER).unwrap();
        assert_eq!(
            (offer.ufrag.as_str(), offer.pwd.as_str(), offer.mid.as_str()),
            ("NohF", "fdtv2MTvJuHeWetaMLH8zjCl", "0")
        );
        assert_eq!(offer.setup, Setup::ActPass);
        assert_eq!(offer.fingerprint[..3], [0xE7, 0xF4, 0xC7]);
        assert_eq!(offer.candidates.len(), 2);
        assert!(offer.candidates.iter().all(|c| matches!(c.address, Address::Mdns(_))));
        let answer = Signal::from_sdp(Kind::Answer, FIREFOX_ANSWER).unwrap();
        assert_eq!(answer.setup, Setup::Active);
        assert_eq!(answer.candidates.len(), 2, "the TCP candidates are left out");
    }

    #[test]
    fn a_plain_address_is_kept_as_four_or_sixteen_bytes() {
        let mut lines = CHROMIUM_OFFER.lines().filter(|l| l.starts_with("a=candidate:")).map(|l| l.split(' ').nth(4));
        let (first, second) = (lines.next().flatten().unwrap(), lines.next().flatten().unwrap());
        let sdp = CHROMIUM_OFFER.replace(first, "192.168.1.23").replace(second, "fd00::1c2:3ff:fe45:6789");
        let offer = Signal::from_sdp(Kind::Offer, &sdp).unwrap();
        assert_eq!(offer.candidates[0].address, Address::V4([192, 168, 1, 23]));
        assert!(matches!(offer.candidates[1].address, Address::V6([0xfd, 0, ..])));
        assert_eq!(Signal::from_bytes(&offer.to_bytes()), Ok(offer.clone()));
        assert_eq!(Signal::from_sdp(Kind::Offer, &offer.to_sdp()), Ok(offer));
    }

    /// The compact form holds the same signal, and so does the SDP rebuilt from it.
    #[test]
    fn offers_and_answers_survive_the_compact_form_and_the_rebuilt_sdp() {
        for (kind, sdp) in ALL {
            let signal = Signal::from_sdp(kind, sdp).unwrap();
            assert_eq!(Signal::from_bytes(&signal.to_bytes()), Ok(signal.clone()));
            assert_eq!(Signal::from_sdp(kind, &signal.to_sdp()), Ok(signal));
        }
    }

    /// Small enough for a QR code a phone's camera reads at a glance, and for a link: 60 bytes
    /// (Chromium's credentials; Firefox's hex ones take 9 more), and 7 to 19 a candidate.
    #[test]
    fn an_offer_with_two_hidden_addresses_fits_in_110_bytes() {
        for (kind, sdp) in ALL {
            let bytes = Signal::from_sdp(kind, sdp).unwrap().to_bytes();
            assert!(bytes.len() <= 110, "{} bytes", bytes.len());
        }
    }

    #[test]
    fn a_field_with_a_character_outside_the_grammar_is_refused() {
        for bad in ["No hF", "NohF\u{0}", "Nohé", "No", "NohF:x", "No\u{202E}hF"] {
            let sdp = CHROMIUM_OFFER.replace("a=ice-ufrag:NohF", &format!("a=ice-ufrag:{bad}"));
            assert_eq!(Signal::from_sdp(Kind::Offer, &sdp), Err(SignalError::BadField), "{bad:?}");
        }
        let sdp = CHROMIUM_OFFER.replace("a=mid:0", "a=mid:0 1");
        assert_eq!(Signal::from_sdp(Kind::Offer, &sdp), Err(SignalError::BadField));
    }

    #[test]
    fn an_offer_without_what_a_direct_connection_needs_is_refused() {
        let keep = |l: &&str| !l.contains(" udp ") && !l.contains(" UDP ");
        let no_udp: String = FIREFOX_OFFER.lines().filter(keep).map(|l| format!("{l}\n")).collect();
        assert_eq!(Signal::from_sdp(Kind::Offer, &no_udp), Err(SignalError::NoCandidates));
        let sha1 = CHROMIUM_OFFER.replace("a=fingerprint:sha-256", "a=fingerprint:sha-1");
        assert_eq!(Signal::from_sdp(Kind::Offer, &sha1), Err(SignalError::NoFingerprint));
        let port = CHROMIUM_OFFER.replace("a=sctp-port:5000", "a=sctp-port:5001");
        assert_eq!(Signal::from_sdp(Kind::Offer, &port), Err(SignalError::Unsupported));
        assert_eq!(Signal::from_sdp(Kind::Offer, "v=0\r\n"), Err(SignalError::Unsupported));
    }

    #[test]
    fn both_phones_show_the_same_four_digits_and_another_phone_changes_them() {
        let offer = Signal::from_sdp(Kind::Offer, CHROMIUM_OFFER).unwrap();
        let answer = Signal::from_sdp(Kind::Answer, FIREFOX_ANSWER).unwrap();
        let code = confirmation_code(&offer, &answer);
        assert!(code < 10_000);
        let read_back = Signal::from_bytes(&answer.to_bytes()).unwrap();
        assert_eq!(confirmation_code(&offer, &read_back), code);
        let mut other = answer;
        other.fingerprint[31] ^= 1;
        assert_ne!(confirmation_code(&offer, &other), code);
    }
}
