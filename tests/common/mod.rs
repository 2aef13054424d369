//! Hostile text for the fuzzers: what a chat app, autocorrect, a person pasting or a tampered
//! storage can put where the app reads text. The alphabet decides what a fuzzer can find, so it
//! holds every width of UTF-8, combining marks, joined emoji, bidi controls, invisible
//! characters, NUL, and `%`-escapes (whole, cut, invalid, and of all of these), beside the
//! characters the app's own texts are made of.

#![allow(dead_code, reason = "each test file uses its own part of this")]

use sesame::games::rng::GameRng;

/// One piece each: a piece is a character or a sequence that must stay together to mean what it
/// means (an escape, a joined emoji, a letter with its accent).
pub const ALPHABET: &[&str] = &[
    // What links, saves and addresses are made of.
    "A",
    "X",
    "Z",
    "a",
    "z",
    "0",
    "9",
    "-",
    "_",
    ".",
    "=",
    "#",
    "/",
    "t=",
    "2.",
    "3.",
    "?",
    "&",
    "+",
    ":",
    // White space.
    " ",
    "\n",
    "\r\n",
    "\t",
    "\u{A0}",
    "\u{3000}",
    // Two bytes: Latin, Cyrillic, Hebrew, Arabic.
    "\u{E9}",
    "\u{DF}",
    "\u{416}",
    "\u{5D0}",
    "\u{639}",
    "\u{7FF}",
    // Three bytes: CJK, euro, ellipsis, replacement character, the last of the plane.
    "\u{4E2D}",
    "\u{20AC}",
    "\u{2026}",
    "\u{FFFD}",
    "\u{FFFF}",
    "\u{800}",
    // Four bytes: emoji, a flag's half, the last code point.
    "\u{1F600}",
    "\u{1F468}",
    "\u{1F1E9}",
    "\u{10FFFF}",
    "\u{10000}",
    // Combining marks, alone (they may land first) and on a letter.
    "\u{301}",
    "\u{20DD}",
    "e\u{301}",
    "\u{FE0F}",
    // Joined: a family, a flag.
    "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}",
    "\u{1F1E9}\u{1F1EA}",
    "\u{200D}",
    // Bidi controls and marks.
    "\u{202E}",
    "\u{202A}",
    "\u{2067}",
    "\u{2069}",
    "\u{200F}",
    "\u{200E}",
    "\u{61C}",
    // Invisible: zero-width space, soft hyphen, word joiner, byte-order mark; NUL.
    "\u{200B}",
    "\u{AD}",
    "\u{2060}",
    "\u{FEFF}",
    "\u{0}",
    // `%`-escapes: of the above, cut, invalid, lone `%`, escaped escapes.
    "%C3%A9",
    "%F0%9F%98%80",
    "%E2%80%8B",
    "%E2%80%AE",
    "%00",
    "%0A",
    "%20",
    "%23",
    "%2F",
    "%25",
    "%3D",
    "%C3",
    "%F0%9F",
    "%FF",
    "%C0%AF",
    "%ED%A0%80",
    "%",
    "%2",
    "%ZZ",
    "%%",
    "%e9",
    "%2525",
];

pub struct Hostile {
    pub rng: GameRng,
}

impl Hostile {
    pub fn new(seed: u64) -> Self {
        Hostile { rng: GameRng::new(seed) }
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.rng.below(n.max(1) as u32) as usize
    }

    pub fn piece(&mut self) -> &'static str {
        ALPHABET[self.below(ALPHABET.len())]
    }

    /// Up to `max` pieces.
    pub fn text(&mut self, max: usize) -> String {
        (0..self.below(max + 1)).map(|_| self.piece()).collect()
    }

    /// `base` changed in one to three places, each anywhere (at a character boundary): a piece
    /// put in, a character replaced by a piece, a character taken out, or the text cut.
    pub fn damage(&mut self, base: &str) -> String {
        let mut chars: Vec<String> = base.chars().map(String::from).collect();
        for _ in 0..=self.below(3) {
            let at = self.below(chars.len() + 1);
            match self.below(4) {
                0 => chars.insert(at, self.piece().to_string()),
                1 if at < chars.len() => chars[at] = self.piece().to_string(),
                2 if at < chars.len() => {
                    chars.remove(at);
                }
                3 => chars.truncate(at),
                _ => chars.insert(at, self.piece().to_string()),
            }
        }
        chars.concat()
    }

    /// `bytes` changed in one to three places: a bit flipped, the rest cut, or a byte put in.
    pub fn damage_bytes(&mut self, bytes: &mut Vec<u8>) {
        for _ in 0..=self.below(3) {
            let at = self.below(bytes.len());
            match self.below(3) {
                0 if at < bytes.len() => bytes[at] ^= 1 << self.below(8),
                1 => bytes.truncate(at),
                _ => bytes.insert(at, self.below(256) as u8),
            }
        }
    }

    /// `base` with `piece` put in before character number `at` (at a boundary).
    pub fn insert_at(base: &str, at: usize, piece: &str) -> String {
        let byte = base.char_indices().nth(at).map_or(base.len(), |(i, _)| i);
        let (head, tail) = base.split_at(byte);
        format!("{head}{piece}{tail}")
    }
}

/// A value read back, counted beside the errors (`Counts`).
#[derive(Debug)]
pub struct Read;

/// How many times each kind of result came back: printed, so a run shows what was reached.
#[derive(Default, Debug)]
pub struct Counts(pub std::collections::BTreeMap<String, u64>);

impl Counts {
    pub fn add(&mut self, kind: impl std::fmt::Debug) {
        let mut key = format!("{kind:?}");
        // `IllegalAction { index: 7 }` and its kin, `Play("…")` and its kin, count as one kind.
        if let Some(at) = key.find(['{', '"']) {
            key.truncate(at);
        }
        *self.0.entry(key.trim_end_matches([' ', '(']).to_string()).or_default() += 1;
    }

    pub fn total(&self) -> u64 {
        self.0.values().sum()
    }
}
