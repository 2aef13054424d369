//! What the phones of a table say to each other over their data channel, as bytes: parsed and
//! checked like a link (a size limit, a checksum, the format, no byte left over) before anything
//! reads it. A message says only what a link says: moves as their index among the legal actions
//! at that point, which the rules check again on every phone when they replay it.
//!
//! ```text
//! format (1) | kind (1) | fields (varints) | CRC-32 of all before it (4, little-endian)
//! ```

use super::bytes::{crc32, push_varint, take_varint};
use crate::games::Seat;

/// The first byte of every message. Formats are forever: a new kind of message is added at the
/// end of `Message`; anything else is a new format.
pub const WIRE_FORMAT: u8 = 1;
/// No message is longer: a whole game's moves fit many times over.
pub const MOST_BYTES: usize = 32 * 1024;
/// Moves in one message at most (a link's limit too).
const MOST_STEPS: u64 = 5_000;

/// One move as it travels: its index among the legal actions at that point, and (Sidibaba) the
/// milliseconds the expedition's clock ran since the move before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub index: u32,
    pub ms: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// A guest's first words: the seat it takes (`None`: Sidibaba's Leader), the code of the
    /// invitation it scanned, and how many moves of the game it already holds.
    Join { seat: Option<Seat>, invitation: u32, held: u32 },
    /// The record's moves from number `from` on (the host to a guest: to catch up, and after
    /// every move it accepts).
    Moves { from: u32, steps: Vec<Step> },
    /// A phone's move, made when the record held `at` moves (its sequence number).
    Move { at: u32, step: Step },
    /// The host refused the move made at `at` (stale, out of turn, or against the rules).
    Refused { at: u32 },
    /// Pausing on one phone pauses all.
    Pause { paused: bool },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WireError {
    /// Longer than `MOST_BYTES`.
    TooLong,
    /// Cut short, or a number too long.
    Truncated,
    /// The checksum does not match.
    Altered,
    /// A format or a kind of message this app does not know (a newer app's).
    Unknown,
    /// The checksum is right but the fields are not a message: bytes left over, a count beyond
    /// the limit, a seat or flag out of range.
    Malformed,
}

fn push_step(out: &mut Vec<u8>, step: Step) {
    push_varint(out, u64::from(step.index));
    push_varint(out, u64::from(step.ms));
}

impl Message {
    fn kind(&self) -> u8 {
        match self {
            Message::Join { .. } => 0,
            Message::Moves { .. } => 1,
            Message::Move { .. } => 2,
            Message::Refused { .. } => 3,
            Message::Pause { .. } => 4,
        }
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = vec![WIRE_FORMAT, self.kind()];
        match self {
            Message::Join { seat, invitation, held } => {
                push_varint(&mut out, seat.map_or(0, |s| u64::from(s) + 1));
                push_varint(&mut out, u64::from(*invitation));
                push_varint(&mut out, u64::from(*held));
            }
            Message::Moves { from, steps } => {
                push_varint(&mut out, u64::from(*from));
                push_varint(&mut out, steps.len() as u64);
                steps.iter().for_each(|&s| push_step(&mut out, s));
            }
            Message::Move { at, step } => {
                push_varint(&mut out, u64::from(*at));
                push_step(&mut out, *step);
            }
            Message::Refused { at } => push_varint(&mut out, u64::from(*at)),
            Message::Pause { paused } => out.push(u8::from(*paused)),
        }
        out.extend_from_slice(&crc32(&out).to_le_bytes());
        out
    }

    /// Syntax only: whether the moves are legal is for the rules, when the record replays them.
    pub fn from_bytes(bytes: &[u8]) -> Result<Message, WireError> {
        if bytes.len() > MOST_BYTES {
            return Err(WireError::TooLong);
        }
        let Some((body, sum)) = bytes.split_last_chunk::<4>().filter(|(b, _)| b.len() >= 2) else {
            return Err(WireError::Truncated);
        };
        if crc32(body) != u32::from_le_bytes(*sum) {
            return Err(WireError::Altered);
        }
        let (&[format, kind], mut rest) = body.split_at(2) else { return Err(WireError::Truncated) };
        if format != WIRE_FORMAT {
            return Err(WireError::Unknown);
        }
        let message = Self::fields(kind, &mut rest)?;
        if rest.is_empty() {
            Ok(message)
        } else {
            Err(WireError::Malformed)
        }
    }

    fn fields(kind: u8, rest: &mut &[u8]) -> Result<Message, WireError> {
        let mut number = |limit: u64| match take_varint(rest) {
            Some(n) if n <= limit => Ok(n),
            Some(_) => Err(WireError::Malformed),
            None => Err(WireError::Truncated),
        };
        let u32_max = u64::from(u32::MAX);
        Ok(match kind {
            0 => {
                let seat = number(u64::from(Seat::MAX))?.checked_sub(1).map(|s| s as Seat);
                Message::Join { seat, invitation: number(u32_max)? as u32, held: number(u32_max)? as u32 }
            }
            1 => {
                let from = number(u32_max)? as u32;
                let count = number(MOST_STEPS)?;
                let steps = (0..count).map(|_| take_step(rest)).collect::<Result<_, _>>()?;
                Message::Moves { from, steps }
            }
            2 => Message::Move { at: number(u32_max)? as u32, step: take_step(rest)? },
            3 => Message::Refused { at: number(u32_max)? as u32 },
            4 => Message::Pause { paused: number(1)? == 1 },
            _ => return Err(WireError::Unknown),
        })
    }
}

fn take_step(rest: &mut &[u8]) -> Result<Step, WireError> {
    let mut number = || match take_varint(rest) {
        Some(n) => u32::try_from(n).map_err(|_| WireError::Malformed),
        None => Err(WireError::Truncated),
    };
    Ok(Step { index: number()?, ms: number()? })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn examples() -> Vec<Message> {
        let step = |index, ms| Step { index, ms };
        vec![
            Message::Join { seat: Some(2), invitation: 4711, held: 0 },
            Message::Join { seat: None, invitation: u32::MAX, held: 93 },
            Message::Moves { from: 0, steps: vec![] },
            Message::Moves { from: 12, steps: vec![step(3, 0), step(0, 0), step(17, 0)] },
            Message::Move { at: 40, step: step(2, 8_000) },
            Message::Refused { at: 41 },
            Message::Pause { paused: true },
            Message::Pause { paused: false },
        ]
    }

    #[test]
    fn every_kind_of_message_reads_back_as_itself() {
        for m in examples() {
            assert_eq!(Message::from_bytes(&m.to_bytes()), Ok(m));
        }
    }

    /// A move costs a few bytes: the format, the kind, two or three varints and the checksum.
    #[test]
    fn a_move_of_ali_baba_is_nine_bytes() {
        let m = Message::Move { at: 40, step: Step { index: 2, ms: 0 } };
        assert_eq!(m.to_bytes().len(), 9);
    }

    #[test]
    fn a_changed_byte_is_caught_by_the_checksum() {
        for m in examples() {
            let bytes = m.to_bytes();
            for i in 0..bytes.len() {
                let mut changed = bytes.clone();
                changed[i] ^= 0x10;
                assert!(Message::from_bytes(&changed).is_err(), "{m:?}, byte {i}");
            }
        }
    }

    /// Sealed with a correct checksum, fields that are no message are still refused.
    #[test]
    fn well_sealed_nonsense_is_refused() {
        let seal = |body: &[u8]| [body, &crc32(body).to_le_bytes()].concat();
        assert_eq!(Message::from_bytes(&seal(&[WIRE_FORMAT, 9])), Err(WireError::Unknown));
        assert_eq!(Message::from_bytes(&seal(&[2, 0, 0])), Err(WireError::Unknown));
        assert_eq!(Message::from_bytes(&seal(&[WIRE_FORMAT, 4, 2])), Err(WireError::Malformed));
        assert_eq!(Message::from_bytes(&seal(&[WIRE_FORMAT, 3, 5, 0])), Err(WireError::Malformed));
        assert_eq!(Message::from_bytes(&seal(&[WIRE_FORMAT, 1, 0, 2, 1, 0])), Err(WireError::Truncated));
        assert_eq!(Message::from_bytes(&seal(&[WIRE_FORMAT, 0, 0x80, 0x02, 0, 0])), Err(WireError::Malformed));
        assert_eq!(Message::from_bytes(&[0; MOST_BYTES + 1]), Err(WireError::TooLong));
        assert_eq!(Message::from_bytes(&[1, 2, 3]), Err(WireError::Truncated));
    }
}
