//! Older save and link formats, read by their version: their bytes are brought up to the
//! current format before they are parsed, so the rules' types know only the current one (no
//! switch inside `games`). Each step names the format it undoes.

use crate::games::{ali_baba::Variant, GameId, Seat};
use serde::Deserialize;

/// Ali Baba's config before it ended with its computer opponents (saves of format 1 and 2,
/// links of format 1), read only to learn where it ends. Mirrors `ali_baba::Config`.
#[derive(Deserialize)]
struct AliBabaBeforeComputers {
    _players: Vec<String>,
    _variant: Variant,
    _open_screens: bool,
    _start: Option<Seat>,
}

/// The same for `thousand_and_one::Config`.
#[derive(Deserialize)]
struct ThousandBeforeComputers {
    _players: Vec<String>,
    _beginners: bool,
    _start: Option<Seat>,
}

/// `bytes` start with a config of `game` written before configs ended with `Computers`: the same
/// bytes with an empty `Computers` (postcard: a length of 0) after that config, so that they read
/// as "people only". Sidibaba's config never had the field. `None`: no such config.
pub fn config_with_no_computers(game: GameId, bytes: &[u8]) -> Option<Vec<u8>> {
    let rest = match game {
        GameId::AliBaba => postcard::take_from_bytes::<AliBabaBeforeComputers>(bytes).ok()?.1,
        GameId::ThousandAndOne => postcard::take_from_bytes::<ThousandBeforeComputers>(bytes).ok()?.1,
        GameId::Sidibaba => return Some(bytes.to_vec()),
    };
    let (config, _) = bytes.split_at_checked(bytes.len() - rest.len())?;
    let mut out = Vec::with_capacity(bytes.len() + 1);
    out.extend_from_slice(config);
    out.push(0);
    out.extend_from_slice(rest);
    Some(out)
}

/// What a save holds before its record's config (`SaveEntry` → `AnyRecord`).
#[derive(Deserialize)]
struct SaveHead {
    _last_played: u64,
    /// The variant of `AnyRecord`: the games in the order of `GameId`.
    game: u32,
}

/// A save of format 1 or 2 (without its checksum) as format 3 writes it: its config followed by
/// no computer opponents.
pub fn save_with_no_computers(bytes: &[u8]) -> Option<Vec<u8>> {
    let (head, rest) = postcard::take_from_bytes::<SaveHead>(bytes).ok()?;
    let game = *GameId::ALL.get(usize::try_from(head.game).ok()?)?;
    let (front, _) = bytes.split_at_checked(bytes.len() - rest.len())?;
    let mut out = front.to_vec();
    out.extend(config_with_no_computers(game, rest)?);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{ali_baba, thousand_and_one, Computers, Strength};
    use serde::Serialize;

    /// The configs as they were written before the computer opponents (field by field).
    #[derive(Serialize)]
    struct OldAliBaba(Vec<String>, Variant, bool, Option<Seat>);
    #[derive(Serialize)]
    struct OldThousand(Vec<String>, bool, Option<Seat>);

    #[test]
    fn a_config_written_before_the_computer_opponents_reads_as_people_only() {
        let names = vec!["L\u{e9}a".to_string(), "Tom".into()];
        let mut old = postcard::to_allocvec(&OldAliBaba(names.clone(), Variant::AladdinsLamp, true, Some(1))).unwrap();
        old.push(7);
        let now = config_with_no_computers(GameId::AliBaba, &old).unwrap();
        let (config, rest) = postcard::take_from_bytes::<ali_baba::Config>(&now).unwrap();
        let expected = ali_baba::Config {
            players: names.clone(),
            variant: Variant::AladdinsLamp,
            open_screens: true,
            start: Some(1),
            computers: Computers::default(),
        };
        assert_eq!((config, rest), (expected, &[7u8][..]), "nothing of what follows is taken");

        let old = postcard::to_allocvec(&OldThousand(names.clone(), true, None)).unwrap();
        let now = config_with_no_computers(GameId::ThousandAndOne, &old).unwrap();
        let config = postcard::from_bytes::<thousand_and_one::Config>(&now).unwrap();
        assert_eq!(config, thousand_and_one::Config { players: names, beginners: true, start: None, computers: Computers::default() });
    }

    #[test]
    fn a_config_of_the_current_format_keeps_its_computer_opponents() {
        let config = ali_baba::Config {
            players: vec!["Lea".into(), "Tom".into()],
            variant: Variant::Standard,
            open_screens: false,
            start: None,
            computers: Computers(vec![None, Some(Strength::Easy)]),
        };
        let bytes = postcard::to_allocvec(&config).unwrap();
        assert_eq!(postcard::from_bytes::<ali_baba::Config>(&bytes).unwrap(), config);
    }

    #[test]
    fn what_is_no_old_config_is_refused() {
        assert_eq!(config_with_no_computers(GameId::AliBaba, &[]), None);
        assert_eq!(config_with_no_computers(GameId::AliBaba, &[1, 0xff]), None);
        assert_eq!(save_with_no_computers(&[1, 9]), None, "a game that does not exist");
    }
}
