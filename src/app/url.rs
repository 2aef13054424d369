//! Percent-encoding for what the app puts in its URL fragment (save ids) and reads back from it
//! (ids, and links that a chat app extended with `%0A`). Hand-written: a dozen lines, and the
//! browser's own `encodeURIComponent` would mean a call into JavaScript for each.

/// Everything but `A–Z a–z 0–9 - _ . ~` as `%XX` (UTF-8 bytes).
pub fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(b as char);
        } else {
            out.push('%');
            out.push(char::from_digit(u32::from(b >> 4), 16).unwrap().to_ascii_uppercase());
            out.push(char::from_digit(u32::from(b & 15), 16).unwrap().to_ascii_uppercase());
        }
    }
    out
}

/// Every valid `%XX` decoded; anything else kept as it is. `None` if the bytes are not UTF-8.
pub fn decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |j: usize| bytes.get(j).and_then(|&b| (b as char).to_digit(16));
        match (bytes[i], hex(i + 1), hex(i + 2)) {
            (b'%', Some(hi), Some(lo)) => {
                out.push((hi * 16 + lo) as u8);
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_id_round_trips() {
        for id in ["0123abcd", "", "a b", "<x>", "\"q\"", "ünï", "50%", "%41", "a/b#c?d", "😀"] {
            let encoded = encode(id);
            assert!(encoded.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_.~%".contains(&b)), "{encoded}");
            assert_eq!(decode(&encoded).as_deref(), Some(id));
        }
    }

    #[test]
    fn broken_escapes_are_kept_and_bad_utf8_refused() {
        assert_eq!(decode("100%").as_deref(), Some("100%"));
        assert_eq!(decode("%zz%4").as_deref(), Some("%zz%4"));
        assert_eq!(decode("%0A").as_deref(), Some("\n"));
        assert_eq!(decode("%FF"), None);
    }
}
