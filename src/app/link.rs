//! Turn links: a game record in the URL fragment (`#t=…`, never sent to a server).
//!
//! Bytes, before base64url:
//! ```text
//! magic 0x5E (1) | format (1) | game (1) | body length (varint) | body (scrambled) | CRC-32 (4, LE)
//! body = postcard(config) | seed (8, little-endian) | action count (varint) | actions
//! ```
//! `actions` is one number in mixed radix: each action is its index in the rules' list of legal
//! actions at that point, and the radix is that list's length — so a forced move costs nothing and
//! a choice among four costs two bits. Decoding replays the game to learn each radix, which checks
//! every action against the rules on the way. The body is XOR-scrambled with a stream keyed by the
//! checksum, so that a glance at a decoded link shows no names or moves (it is no encryption).

use super::bytes::{self, crc32, push_varint, take_varint};
use super::upgrade::LinkedActions;
use crate::games::record::{each, AnyRecord, Record};
use crate::games::rng::GameRng;
use crate::games::{ali_baba::AliBaba, sidibaba::Sidibaba, thousand_and_one::ThousandAndOne, GameId};
use crate::second::only_or;

/// 1: the first. 2: Ali Baba's and A Thousand and One's configs end with their computer
/// opponents (`games::Computers`; read as none from a link of format 1). 3: Sidibaba's line may
/// be reordered while a lamp burns, so its lists of legal actions (each action's radix) grew; a
/// link of format 2 or older is read against the lists it was written with. 4: Sidibaba's config
/// ends with the line's house rule (`line_any_time`; a link of format 3 or older reads as on).
/// 5: Sidibaba's config ends with the app Leader's strength (older links read as fair), and
/// the group pays a genie's two movements together, so its lists of legal actions grew (a
/// link of format 4 or older is read against the lists it was written with). 6: a person
/// playing Sidibaba's Leader may stop the party and leave standing orders, so its lists of
/// legal actions grew (`Act::Stop`, `Act::Order`; a link of format 5 or older is read against
/// the lists it was written with).
pub const LINK_FORMAT: u8 = 6;
/// First byte of every link: tells a Sesame link from any other text before its version is read.
const MAGIC: u8 = 0x5E;
/// What a turn link's fragment starts with, after the `#`.
pub const FRAGMENT_PREFIX: &str = "t=";
/// No game is anywhere near this long; refusing longer counts keeps decoding cheap.
const MAX_ACTIONS: u64 = 5_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Not a Sesame link at all (wrong characters, too short, unknown game).
    NotAGame,
    /// Cut short: fewer bytes than the link says it has.
    Truncated,
    /// The checksum does not match: the link was changed or damaged.
    Altered,
    /// Written by an older app whose format this one no longer reads.
    OlderFormat,
    /// Written by a newer app.
    NewerFormat,
    /// The checksum is right but the players or variant are not a valid game.
    BadConfig,
    /// The checksum is right but action number `index` is not allowed by the rules.
    IllegalAction { index: usize },
    /// A game of the app with Sidibaba, opened in the first app: it hands the link over.
    SecondApp,
}

fn game_byte(game: GameId) -> u8 {
    game as u8
}

// ---------- small byte helpers ----------

fn scramble(body: &mut [u8], key: u32) {
    let mut stream = GameRng::new(u64::from(key) ^ 0x5345_5341_4D45);
    for b in body {
        *b ^= stream.below(256) as u8;
    }
}

/// `n = n * m + a` on a little-endian big number.
fn mul_add(n: &mut Vec<u8>, m: u32, a: u32) {
    let mut carry = u64::from(a);
    for b in n.iter_mut() {
        let v = u64::from(*b) * u64::from(m) + carry;
        *b = v as u8;
        carry = v >> 8;
    }
    while carry > 0 {
        n.push(carry as u8);
        carry >>= 8;
    }
}

/// `n = n / d`, returning the remainder.
fn div_rem(n: &mut Vec<u8>, d: u32) -> u32 {
    let mut rem = 0u64;
    for b in n.iter_mut().rev() {
        let v = (rem << 8) | u64::from(*b);
        *b = (v / u64::from(d)) as u8;
        rem = v % u64::from(d);
    }
    while n.last() == Some(&0) {
        n.pop();
    }
    rem as u32
}

// ---------- actions as one mixed-radix number (any game) ----------

/// The actions as one number, and how many they are. Time is left out: a link replays what
/// was done, not how long it took (Sidibaba's replay link): a pause did nothing and is dropped,
/// every other action comes at once, and a lamp goes out with whatever time it has left then.
/// Games without time link every action as it is.
fn pack_actions<G: LinkedActions>(record: &Record<G>) -> Option<(usize, Vec<u8>)> {
    let mut state = G::new(&record.config, record.seed).ok()?;
    let mut digits = Vec::with_capacity(record.actions.len());
    for &action in &record.actions {
        let timeless = G::after_ms(action, 0);
        if G::pause(&state, 0) == Some(timeless) {
            continue;
        }
        let action = match G::timeout(&state) {
            Some(out) if G::after_ms(out, 0) == timeless => out,
            _ => timeless,
        };
        let legal = G::linked_actions(&state, LINK_FORMAT);
        let index = legal.iter().position(|&l| l == action)?;
        digits.push((index as u32, legal.len() as u32));
        G::apply(&mut state, action).ok()?;
    }
    let mut number = Vec::new();
    for &(digit, radix) in digits.iter().rev() {
        mul_add(&mut number, radix, digit);
    }
    Some((digits.len(), number))
}

/// The actions of a link of `format`, each the index in the list that format numbers them by.
fn unpack_actions<G: LinkedActions>(
    config: G::Config,
    seed: u64,
    count: u64,
    mut number: Vec<u8>,
    format: u8,
) -> Result<Record<G>, LinkError> {
    let mut state = G::new(&config, seed).map_err(|_| LinkError::BadConfig)?;
    let mut actions = Vec::new();
    for index in 0..count as usize {
        let legal = G::linked_actions(&state, format);
        if legal.is_empty() {
            return Err(LinkError::IllegalAction { index });
        }
        let action = legal[div_rem(&mut number, legal.len() as u32) as usize];
        G::apply(&mut state, action).map_err(|_| LinkError::IllegalAction { index })?;
        actions.push(action);
    }
    if !number.is_empty() {
        // Choices left over that no rule asked for.
        return Err(LinkError::IllegalAction { index: count as usize });
    }
    Ok(Record { config, seed, actions })
}

fn body_of<G: LinkedActions>(record: &Record<G>) -> Option<Vec<u8>> {
    let mut body = postcard::to_allocvec(&record.config).ok()?;
    body.extend_from_slice(&record.seed.to_le_bytes());
    let (count, actions) = pack_actions(record)?;
    push_varint(&mut body, count as u64);
    body.extend(actions);
    Some(body)
}

fn record_of<G: LinkedActions>(body: &[u8], format: u8) -> Result<Record<G>, LinkError> {
    let (config, rest): (G::Config, &[u8]) = postcard::take_from_bytes(body).map_err(|_| LinkError::BadConfig)?;
    let (seed, mut rest) = rest.split_first_chunk::<8>().ok_or(LinkError::BadConfig)?;
    let count = take_varint(&mut rest).filter(|&c| c <= MAX_ACTIONS).ok_or(LinkError::BadConfig)?;
    unpack_actions(config, u64::from_le_bytes(*seed), count, rest.to_vec(), format)
}

// ---------- the whole link ----------

/// Wraps a body: header, scrambling and checksum.
pub fn seal(game: GameId, body: &[u8]) -> Vec<u8> {
    let mut out = vec![MAGIC, LINK_FORMAT, game_byte(game)];
    push_varint(&mut out, body.len() as u64);
    let header = out.len();
    out.extend_from_slice(body);
    let crc = crc32(&out);
    scramble(&mut out[header..], crc);
    out.extend_from_slice(&crc.to_le_bytes());
    out
}

/// Checks the header, length and checksum, and returns the game, the format and the plain body.
pub fn unseal(bytes: &[u8]) -> Result<(GameId, u8, Vec<u8>), LinkError> {
    let (&magic, rest) = bytes.split_first().ok_or(LinkError::NotAGame)?;
    if magic != MAGIC {
        return Err(LinkError::NotAGame);
    }
    let (&format, rest) = rest.split_first().ok_or(LinkError::Truncated)?;
    if format == 0 {
        return Err(LinkError::OlderFormat);
    }
    if format > LINK_FORMAT {
        return Err(LinkError::NewerFormat);
    }
    let (&game, mut rest) = rest.split_first().ok_or(LinkError::Truncated)?;
    let game = GameId::ALL.into_iter().find(|&g| game_byte(g) == game).ok_or(LinkError::NotAGame)?;
    let length = take_varint(&mut rest).ok_or(LinkError::Truncated)?;
    let header = bytes.len() - rest.len();
    let expected = (length as usize).checked_add(4).ok_or(LinkError::Altered)?;
    if rest.len() < expected {
        return Err(LinkError::Truncated);
    }
    if rest.len() > expected {
        return Err(LinkError::Altered);
    }
    let (stored, crc_bytes) = bytes.split_at(bytes.len() - 4);
    let crc = u32::from_le_bytes(crc_bytes.try_into().expect("four bytes"));
    let mut plain = stored.to_vec();
    scramble(&mut plain[header..], crc);
    if crc32(&plain) != crc {
        return Err(LinkError::Altered);
    }
    Ok((game, format, plain.split_off(header)))
}

/// The link's bytes; `None` if the record does not replay (a link is only made of a legal game).
pub fn encode_bytes(record: &AnyRecord) -> Option<Vec<u8>> {
    // Sidibaba runs against the clock around one device: no turn goes by link, but a finished
    // expedition does, as its replay.
    let body = each!(record, r => body_of(r)?);
    Some(seal(record.game(), &body))
}

/// A link of any format this app reads: an older one is read by its version (its config brought up
/// to the current format, its actions numbered in the lists it was written with).
pub fn decode_bytes(bytes: &[u8]) -> Result<AnyRecord, LinkError> {
    let (game, format, body) = unseal(bytes)?;
    // Format 1: the configs did not end with the computer opponents yet.
    let body = if format < 2 {
        super::upgrade::config_with_no_computers(game, &body).ok_or(LinkError::BadConfig)?
    } else {
        body
    };
    // Format 3 and older: Sidibaba's config did not end with the line's house rule yet.
    let body = if format < 4 {
        super::upgrade::config_with_line_any_time(game, &body).ok_or(LinkError::BadConfig)?
    } else {
        body
    };
    // Format 4 and older: nor with the Leader's strength.
    let body = if format < 5 {
        super::upgrade::config_with_fair_leader(game, &body).ok_or(LinkError::BadConfig)?
    } else {
        body
    };
    match game {
        GameId::AliBaba => record_of::<AliBaba>(&body, format).map(AnyRecord::AliBaba),
        GameId::ThousandAndOne => record_of::<ThousandAndOne>(&body, format).map(AnyRecord::ThousandAndOne),
        GameId::Sidibaba => {
            only_or(LinkError::SecondApp, || record_of::<Sidibaba>(&body, format)).map(AnyRecord::Sidibaba)
        }
    }
}

/// The fragment, without the `#`: `t=<base64url>`.
pub fn encode(record: &AnyRecord) -> Option<String> {
    Some(format!("{FRAGMENT_PREFIX}{}", bytes::base64url(&encode_bytes(record)?)))
}

/// A character of the link's alphabet (base64url): every other character in a link was put
/// there on its way.
fn is_link_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-' || c == '_'
}

/// What chat apps and text fields put into a long link without meaning anything: white space
/// (a link wrapped over lines), and invisible marks that allow a line break or set a direction
/// (soft hyphen, zero-width space and joiners, bidi marks, embeddings and isolates, word
/// joiner, byte-order mark).
fn is_filler(c: char) -> bool {
    c.is_whitespace()
        || matches!(c, '\u{00AD}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2069}' | '\u{FEFF}')
}

/// What every link's text begins with: the first base64url character of `MAGIC`.
const LINK_START: char = 'X';

/// The link's characters from a fragment (with or without `#`): `%`-escapes decoded (a `%`
/// that starts no escape, or escapes that are no UTF-8, stay as they were written), fillers
/// dropped, and what follows a link in a sentence or a chat (`=` padding, `.`, `)`, an emoji)
/// left off. `None` when it is no turn link (no `prefix`: invitations have their own).
pub(crate) fn payload_after(fragment: &str, prefix: &str) -> Option<String> {
    let text = super::url::decode(fragment).unwrap_or_else(|| fragment.to_string());
    let text = text.trim_start_matches(|c| is_filler(c) || c == '#');
    let payload: String = text.strip_prefix(prefix)?.chars().filter(|&c| !is_filler(c)).collect();
    Some(payload.trim_end_matches(|c| !is_link_char(c)).to_string())
}

/// From a fragment (with or without `#`), whatever text it holds: any Unicode gets an error
/// that says what is wrong, never a panic.
pub fn decode(fragment: &str) -> Result<AnyRecord, LinkError> {
    let payload = payload_after(fragment, FRAGMENT_PREFIX).ok_or(LinkError::NotAGame)?;
    if !payload.chars().all(is_link_char) {
        // A character no link has, inside one: it was changed on its way.
        return Err(if payload.starts_with(LINK_START) { LinkError::Altered } else { LinkError::NotAGame });
    }
    // A link cut by a chat app can end in the middle of a group of four characters: drop its
    // lone last one, so that the player hears "cut short" rather than "not a game". (All ASCII
    // here: a byte is a character.)
    let whole = payload.get(..payload.len() - usize::from(payload.len() % 4 == 1)).unwrap_or_default();
    let bytes = bytes::from_base64url(whole).ok_or(LinkError::NotAGame)?;
    decode_bytes(&bytes)
}

/// The record as its link carries it (without time, for a game in real time): what a link
/// from this game would be compared with.
pub fn as_linked(record: &AnyRecord) -> Option<AnyRecord> {
    decode_bytes(&encode_bytes(record)?).ok()
}

pub fn is_link(fragment: &str) -> bool {
    fragment.trim_start().trim_start_matches('#').starts_with(FRAGMENT_PREFIX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ali_baba::{Config, Variant};

    fn game(players: usize, variant: Variant, seed: u64, moves: usize) -> AnyRecord {
        let config = Config {
            players: ["Lea", "Tom", "Ana", "Max"][..players].iter().map(|s| s.to_string()).collect(),
            variant,
            open_screens: false,
            start: None,
            computers: Default::default(),
        };
        AnyRecord::AliBaba(crate::games::record::random_record::<AliBaba>(config, seed, moves, seed ^ 99))
    }

    /// Re-seals a body after a test changes it, so that only the rules can object.
    fn reseal(body: Vec<u8>) -> Vec<u8> {
        seal(GameId::AliBaba, &body)
    }

    #[test]
    fn the_crc_is_the_standard_one() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn big_numbers_round_trip_in_mixed_radix() {
        let digits = [(3u32, 7u32), (0, 1), (5, 6), (1, 2), (200, 300)];
        let mut n = Vec::new();
        for &(d, r) in digits.iter().rev() {
            mul_add(&mut n, r, d);
        }
        for &(d, r) in &digits {
            assert_eq!(div_rem(&mut n, r), d);
        }
        assert!(n.is_empty());
    }

    #[test]
    fn every_error_kind_is_reached() {
        let good = encode_bytes(&game(2, Variant::Standard, 5, 30)).unwrap();
        assert_eq!(decode_bytes(&[]), Err(LinkError::NotAGame));
        assert_eq!(decode("#x=abc"), Err(LinkError::NotAGame));
        assert_eq!(decode("#t=not base64!"), Err(LinkError::NotAGame));
        assert_eq!(decode_bytes(&[MAGIC, LINK_FORMAT, 77, 0, 0, 0, 0, 0]), Err(LinkError::NotAGame));
        assert_eq!(decode_bytes(&[LINK_FORMAT, 0, 0, 0, 0, 0]), Err(LinkError::NotAGame));
        assert_eq!(decode_bytes(&good[..good.len() - 3]), Err(LinkError::Truncated));
        let mut altered = good.clone();
        altered[7] ^= 0x10;
        assert_eq!(decode_bytes(&altered), Err(LinkError::Altered));
        let mut newer = good.clone();
        newer[1] = LINK_FORMAT + 1;
        assert_eq!(decode_bytes(&newer), Err(LinkError::NewerFormat));
        let mut older = good.clone();
        older[1] = 0;
        assert_eq!(decode_bytes(&older), Err(LinkError::OlderFormat));
        // A one-player "game", correctly sealed.
        let mut body = postcard::to_allocvec(&Config {
            players: vec!["Solo".into()],
            variant: Variant::Standard,
            open_screens: false,
            start: None,
            computers: Default::default(),
        })
        .unwrap();
        body.extend_from_slice(&1u64.to_le_bytes());
        body.push(0);
        assert_eq!(decode_bytes(&reseal(body)), Err(LinkError::BadConfig));
    }

    #[test]
    fn an_action_the_rules_do_not_allow_is_refused_even_with_a_good_checksum() {
        // A finished game, with one more action claimed than the rules allow.
        let config = Config {
            players: vec!["Lea".into(), "Tom".into()],
            variant: Variant::SmallCave,
            open_screens: false,
            start: None,
            computers: Default::default(),
        };
        let finished = crate::games::record::random_record::<AliBaba>(config, 8, 500, 8 ^ 99);
        let mut body = postcard::to_allocvec(&finished.config).unwrap();
        body.extend_from_slice(&finished.seed.to_le_bytes());
        push_varint(&mut body, finished.actions.len() as u64 + 1);
        body.extend(pack_actions(&finished).unwrap().1);
        assert_eq!(decode_bytes(&reseal(body)), Err(LinkError::IllegalAction { index: finished.actions.len() }));
        // Choices left over after the last action.
        let mut body = postcard::to_allocvec(&finished.config).unwrap();
        body.extend_from_slice(&finished.seed.to_le_bytes());
        push_varint(&mut body, 0);
        body.push(1);
        assert_eq!(decode_bytes(&reseal(body)), Err(LinkError::IllegalAction { index: 0 }));
    }

    #[test]
    fn a_link_round_trips_for_every_variant_and_player_count() {
        for seed in 0..300u64 {
            for (players, variant) in [
                (2, Variant::Standard),
                (3, Variant::AladdinsLamp),
                (4, Variant::TreasureEquality),
                (2, Variant::SmallCave),
                (4, Variant::Standard),
            ] {
                let record = game(players, variant, seed, (seed as usize * 7) % 130);
                let link = encode(&record).unwrap();
                assert_eq!(decode(&link).unwrap(), record, "seed {seed} {variant:?}");
                assert!(link.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_=".contains(&b)));
            }
        }
    }

    #[test]
    fn a_thousand_and_one_link_round_trips_in_both_variants() {
        use crate::games::thousand_and_one::Config as T;
        for seed in 0..300u64 {
            let players = 2 + (seed % 3) as usize;
            let config = T {
                players: ["Lea", "Tom", "Ana", "Max"][..players].iter().map(|s| s.to_string()).collect(),
                beginners: seed % 2 == 0,
                start: None,
                computers: Default::default(),
            };
            let record = AnyRecord::ThousandAndOne(crate::games::record::random_record::<ThousandAndOne>(
                config,
                seed,
                seed as usize % 90,
                seed,
            ));
            assert_eq!(decode(&encode(&record).unwrap()).unwrap(), record, "seed {seed}");
        }
    }

    #[test]
    fn what_chat_apps_add_to_a_link_is_ignored() {
        let record = game(3, Variant::Standard, 4, 25);
        let link = encode(&record).unwrap();
        for tail in ["%0A", "%0D%0A", "\n", " ", "%20", "==", "=", "%3D%3D", "\t\n", "==%0A"] {
            assert_eq!(decode(&format!("#{link}{tail}")).as_ref(), Ok(&record), "{tail:?}");
        }
        assert_eq!(decode(&format!("  #{link}")).as_ref(), Ok(&record));
        // Still broken after that: the specific reason, not "not a game".
        assert_eq!(decode(&format!("#{}%0A", link.get(..link.len() - 6).unwrap())), Err(LinkError::Truncated));
        assert_eq!(decode(&format!("#{link}AB==")), Err(LinkError::Altered));
    }

    /// Cases that once crashed the app (a byte slice inside a multi-byte character), and what
    /// each gets instead.
    #[test]
    fn a_link_with_an_accent_or_an_emoji_is_refused_not_a_crash() {
        for fragment in [
            "#t=AAA\u{e9}",
            "#t=A\u{1F600}",
            "#t=\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}",
            "#t=AAA%C3%A9",
            "#t=A%F0%9F%98%80",
        ] {
            assert_eq!(decode(fragment), Err(LinkError::NotAGame), "{fragment}");
        }
        let link = encode(&game(2, Variant::Standard, 3, 12)).unwrap();
        for odd in [
            "\u{e9}",
            "e\u{301}",
            "\u{1F600}",
            "\u{1F468}\u{200D}\u{1F469}",
            "%C3%A9",
            "\u{5d0}",
            "\u{0}",
            "%",
            "%2",
            "%FF",
        ] {
            let (head, tail) = link.split_at(link.len() / 2);
            assert_eq!(decode(&format!("#{head}{odd}{tail}")), Err(LinkError::Altered), "{odd:?} inside a link");
        }
    }

    #[test]
    fn the_first_character_of_every_link_is_known() {
        assert!(bytes::base64url(&[MAGIC]).starts_with(LINK_START));
    }

    /// Chat apps break long words with invisible characters and wrap links over lines; a link
    /// may end a sentence or stand in brackets. The checksum still guards every character.
    #[test]
    fn invisible_breaks_and_what_follows_a_link_are_ignored() {
        let record = game(2, Variant::Standard, 6, 20);
        let link = encode(&record).unwrap();
        for filler in ["\u{200B}", "\u{AD}", "\u{2060}", "\u{FEFF}", "\u{200E}", "\u{2067}", "\n", "%E2%80%8B", " "] {
            for at in [3, 10, link.len() - 1] {
                let (head, tail) = link.split_at(at);
                assert_eq!(decode(&format!("#{head}{filler}{tail}")).as_ref(), Ok(&record), "{filler:?} at {at}");
            }
        }
        for tail in [".", ")", "!", "\u{1F600}", "\u{e9}", "\u{2026}", "%"] {
            assert_eq!(decode(&format!("#{link}{tail}")).as_ref(), Ok(&record), "{tail:?}");
        }
    }

    #[test]
    fn a_link_hides_the_names_from_a_glance() {
        let record = game(2, Variant::Standard, 1, 10);
        let bytes = encode_bytes(&record).unwrap();
        assert!(!bytes.windows(3).any(|w| w == b"Lea"));
    }

    /// A finished expedition goes by link as what was done: the same expedition step by step,
    /// the same end and fortunes, without the pauses and the time each action took.
    #[test]
    fn a_finished_sidibaba_expedition_links_as_its_replay() {
        use crate::ai::{
            leader::AppLeader,
            party::Party,
            sim::{play, Pace},
        };
        use crate::games::sidibaba::state::{Act, Action};
        use crate::games::sidibaba::{Config, LeaderPlayer, Sidibaba};
        for seed in 0..40u64 {
            let n = 2 + (seed % 5) as usize;
            let names = ["Samir", "Lea", "Tom", "Ana", "Max", "Zoe"];
            let config = Config {
                adventurers: names[..n].iter().map(|s| s.to_string()).collect(),
                lamps: (0..n).map(|i| (12 / n + usize::from(i < 12 % n)) as u8).collect(),
                leader: LeaderPlayer::App,
                line_any_time: n.is_multiple_of(2),
                strength: crate::games::sidibaba::LeaderStrength::ALL[n % 3],
            };
            let game = play(&config, seed, &mut Party::competent(), Pace::balance(100), &AppLeader::default());
            let mut actions = Vec::new();
            for (i, &a) in game.actions.iter().enumerate() {
                if i % 7 == 3 && a.ms > 10 && a.act != Act::LampOut {
                    actions.push(Action { ms: 10, act: Act::Pause });
                    actions.push(Action { ms: a.ms - 10, ..a });
                } else {
                    actions.push(a);
                }
            }
            let record = Record::<Sidibaba> { config: config.clone(), seed, actions };
            let played = record.replay().expect("a legal expedition");
            let AnyRecord::Sidibaba(linked) = decode(&encode(&AnyRecord::Sidibaba(record.clone())).unwrap()).unwrap()
            else {
                panic!("a Sidibaba link")
            };
            let again = linked.replay().expect("the link replays");
            assert_eq!(again.phase(), played.phase(), "seed {seed}: the same end");
            assert_eq!(again.stashes(), played.stashes(), "seed {seed}: the same fortunes");
            let done = |r: &Record<Sidibaba>| {
                r.actions.iter().filter(|a| a.act != Act::Pause).map(|a| a.act).collect::<Vec<_>>()
            };
            assert_eq!(done(&linked), done(&record), "seed {seed}: every action but the pauses, in order");
            assert!(linked.actions.iter().all(|a| a.ms == 0 || a.act == Act::LampOut), "no time but a lamp's end");
            assert_eq!(
                as_linked(&AnyRecord::Sidibaba(linked.clone())),
                Some(AnyRecord::Sidibaba(linked)),
                "a replay link links as itself"
            );
        }
    }
}
