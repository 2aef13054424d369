//! An invitation to a table of phones, and a guest's answer to it, as links (`#i=…`, `#a=…`)
//! and QR codes. Parse, then validate, as for a turn link: the checksum, the format, the
//! compact WebRTC signal (`app::signal`) and the game (`app::link`, replayed by the rules).
//!
//! ```text
//! invitation: format (1) | number (4, LE) | offer's length (varint) | offer | the game's link bytes | CRC-32 (4, LE)
//! answer:     format (1) | number (4, LE) | seat (1: 0 the Leader, else seat + 1) | answer | CRC-32 (4, LE)
//! ```
//!
//! The invitation carries the game as it starts (its config and deal): the moves come over the
//! data channel, so the QR code stays small whatever was played.

use super::bytes::{base64url, crc32, from_base64url, push_varint, take_varint};
use super::link::{self, LinkError};
use super::signal::{Kind, Signal, SignalError};
use crate::games::record::AnyRecord;
use crate::games::Seat;

/// The first byte of both: formats are forever (anything new is a new format).
const FORMAT: u8 = 1;
pub const INVITATION_PREFIX: &str = "i=";
pub const ANSWER_PREFIX: &str = "a=";

#[derive(Clone, Debug, PartialEq)]
pub struct Invitation {
    /// Chosen by the host for this invitation: its guests name it when they join.
    pub number: u32,
    pub offer: Signal,
    /// The game without its moves.
    pub game: AnyRecord,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    pub number: u32,
    /// The seat the guest takes (`None`: Sidibaba's Leader).
    pub seat: Option<Seat>,
    pub answer: Signal,
}

/// Why a text is no invitation or answer this app can use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InviteError {
    /// Not one at all, or cut short.
    NotOne,
    /// Its checksum does not match: it was changed on its way.
    Altered,
    /// A newer app's.
    Newer,
    Signal(SignalError),
    Game(LinkError),
}

fn sealed(mut out: Vec<u8>) -> Vec<u8> {
    let crc = crc32(&out);
    out.extend_from_slice(&crc.to_le_bytes());
    out
}

/// The bytes between the format and the checksum, once both are checked.
fn unsealed(bytes: &[u8]) -> Result<(u32, &[u8]), InviteError> {
    if bytes.len() < 9 {
        return Err(InviteError::NotOne);
    }
    let (body, crc) = bytes.split_at(bytes.len() - 4);
    if crc32(body).to_le_bytes() != crc {
        return Err(InviteError::Altered);
    }
    if body[0] != FORMAT {
        return Err(if body[0] > FORMAT { InviteError::Newer } else { InviteError::NotOne });
    }
    let number = u32::from_le_bytes(body[1..5].try_into().expect("four bytes"));
    Ok((number, &body[5..]))
}

fn signal_of(bytes: &[u8], kind: Kind) -> Result<Signal, InviteError> {
    let signal = Signal::from_bytes(bytes).map_err(InviteError::Signal)?;
    if signal.kind != kind {
        return Err(InviteError::Signal(SignalError::Damaged));
    }
    Ok(signal)
}

impl Invitation {
    /// `None` if the game does not replay.
    pub fn to_bytes(&self) -> Option<Vec<u8>> {
        let game = link::encode_bytes(&self.game)?;
        let offer = self.offer.to_bytes();
        let mut out = vec![FORMAT];
        out.extend_from_slice(&self.number.to_le_bytes());
        push_varint(&mut out, offer.len() as u64);
        out.extend_from_slice(&offer);
        out.extend_from_slice(&game);
        Some(sealed(out))
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<Invitation, InviteError> {
        let (number, mut rest) = unsealed(bytes)?;
        let length = take_varint(&mut rest).ok_or(InviteError::NotOne)?;
        let length = usize::try_from(length).ok().filter(|&l| l <= rest.len()).ok_or(InviteError::NotOne)?;
        let (offer, game) = rest.split_at(length);
        let offer = signal_of(offer, Kind::Offer)?;
        let game = link::decode_bytes(game).map_err(InviteError::Game)?;
        Ok(Invitation { number, offer, game })
    }

    /// The fragment, without the `#`.
    pub fn to_fragment(&self) -> Option<String> {
        Some(format!("{INVITATION_PREFIX}{}", base64url(&self.to_bytes()?)))
    }

    pub fn from_fragment(fragment: &str) -> Result<Invitation, InviteError> {
        Invitation::from_bytes(&payload(fragment, INVITATION_PREFIX)?)
    }
}

impl Answer {
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = vec![FORMAT];
        out.extend_from_slice(&self.number.to_le_bytes());
        out.push(self.seat.map_or(0, |s| s + 1));
        out.extend_from_slice(&self.answer.to_bytes());
        sealed(out)
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<Answer, InviteError> {
        let (number, rest) = unsealed(bytes)?;
        let (&seat, answer) = rest.split_first().ok_or(InviteError::NotOne)?;
        let seat = seat.checked_sub(1);
        Ok(Answer { number, seat, answer: signal_of(answer, Kind::Answer)? })
    }

    pub fn to_fragment(&self) -> String {
        format!("{ANSWER_PREFIX}{}", base64url(&self.to_bytes()))
    }

    pub fn from_fragment(fragment: &str) -> Result<Answer, InviteError> {
        Answer::from_bytes(&payload(fragment, ANSWER_PREFIX)?)
    }
}

/// The bytes after `prefix` in a fragment or a whole address, cleaned as a turn link's are.
fn payload(text: &str, prefix: &str) -> Result<Vec<u8>, InviteError> {
    let fragment = text.rsplit_once('#').map_or(text, |(_, f)| f);
    let payload = link::payload_after(fragment, prefix).ok_or(InviteError::NotOne)?;
    let whole = payload.get(..payload.len() - usize::from(payload.len() % 4 == 1)).unwrap_or_default();
    from_base64url(whole).ok_or(InviteError::NotOne)
}

/// Whether a fragment is an invitation or an answer (its screen in the second app).
pub fn is_invitation(fragment: &str) -> bool {
    fragment.trim_start_matches('#').starts_with(INVITATION_PREFIX)
}

pub fn is_answer(fragment: &str) -> bool {
    fragment.trim_start_matches('#').starts_with(ANSWER_PREFIX)
}

#[cfg(test)]
mod tests;
