//! Text as a person sees it on screen, for the rules (a name's length and its characters) and
//! for the translation layer alike: the characters a person sees, and the characters that never
//! show.

/// Characters that are never allowed in a name: text-direction controls and invisible spaces.
pub fn forbidden_in_name(c: char) -> bool {
    matches!(c,
        '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' // bidi
        | '\u{00AD}' | '\u{180E}' | '\u{200B}' | '\u{2060}'..='\u{2064}' | '\u{FEFF}'          // zero-width
        | '\u{115F}' | '\u{1160}' | '\u{3164}' | '\u{FFA0}'                                    // blank fillers
    ) || c.is_control()
}

/// Characters that belong to the one before them on screen: combining marks, variation
/// selectors, skin tones, emoji tags, Hangul vowels and finals, the joiners.
pub fn extends_previous(c: char) -> bool {
    matches!(c,
        '\u{0300}'..='\u{036F}' | '\u{0483}'..='\u{0489}' | '\u{0591}'..='\u{05C7}'
        | '\u{0610}'..='\u{061A}' | '\u{064B}'..='\u{065F}' | '\u{0670}' | '\u{06D6}'..='\u{06ED}'
        | '\u{0900}'..='\u{0903}' | '\u{093A}'..='\u{094F}' | '\u{0951}'..='\u{0957}'
        | '\u{0962}'..='\u{0963}' | '\u{0E31}' | '\u{0E34}'..='\u{0E3A}' | '\u{0E47}'..='\u{0E4E}'
        | '\u{1160}'..='\u{11FF}' | '\u{1AB0}'..='\u{1AFF}' | '\u{1DC0}'..='\u{1DFF}'
        | '\u{200C}' | '\u{200D}' | '\u{20D0}'..='\u{20FF}' | '\u{FE00}'..='\u{FE0F}'
        | '\u{FE20}'..='\u{FE2F}' | '\u{1F3FB}'..='\u{1F3FF}' | '\u{E0020}'..='\u{E007F}'
        | '\u{E0100}'..='\u{E01EF}'
    )
}

/// Splits `text` into the characters a person sees (see `visible_len`), as string slices.
pub fn visible_chars(text: &str) -> Vec<&str> {
    let mut out: Vec<&str> = Vec::new();
    let mut start = 0;
    let mut joined = false;
    let mut lone_flag_half = false;
    for (i, c) in text.char_indices() {
        let flag_half = ('\u{1F1E6}'..='\u{1F1FF}').contains(&c);
        let extends = joined || extends_previous(c) || (flag_half && lone_flag_half);
        if extends {
            lone_flag_half = false;
        } else {
            if i > start {
                out.extend(text.get(start..i));
            }
            start = i;
            lone_flag_half = flag_half;
        }
        joined = c == '\u{200D}';
    }
    out.extend(text.get(start..).filter(|rest| !rest.is_empty()));
    out
}

/// How many characters a person sees in `text`: "é" written as e + accent is one, a family emoji
/// joined from four people is one, a flag is one. Hand-written rather than a segmentation
/// crate: its Unicode tables would cost the app more than this, and a miscount in a rare script
/// only moves a name's limit by a character or two.
pub fn visible_len(text: &str) -> usize {
    visible_chars(text).len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_counted_in_characters_a_person_sees() {
        assert_eq!(visible_len("Lea"), 3);
        assert_eq!(visible_len("Le\u{301}a"), 3, "e + combining accent");
        assert_eq!(visible_len("👨\u{200D}👩\u{200D}👧"), 1, "a family emoji");
        assert_eq!(visible_len("👍🏽"), 1, "a skin tone");
        assert_eq!(visible_len("🇩🇪🇫🇷"), 2, "two flags");
        assert_eq!(visible_len("😀😀"), 2);
        assert_eq!(visible_chars("a👍🏽e\u{301}🇩🇪"), ["a", "👍🏽", "e\u{301}", "🇩🇪"]);
    }
}
