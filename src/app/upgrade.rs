//! Older save and link formats, read by their version: their bytes are brought up to the
//! current format before they are parsed, and an old link's action numbers are read in the
//! lists it was written with (`LinkedActions`), so the rules know only the current format. Each
//! step names the format it undoes.

use super::bytes::take_varint as varint;
use crate::games::{ali_baba::AliBaba, thousand_and_one::ThousandAndOne, Game, GameId};

/// The list a link of `format` numbers a position's actions by: the rules' `legal_actions`,
/// unless the game's list grew after older links were written (then the list they were written
/// with, which is today's less what was added since, in the same order).
pub trait LinkedActions: Game {
    fn linked_actions(state: &Self::State, format: u8) -> Vec<Self::Action> {
        let _ = format;
        Self::legal_actions(state)
    }
}

impl LinkedActions for AliBaba {}
impl LinkedActions for ThousandAndOne {}

impl LinkedActions for crate::games::sidibaba::Sidibaba {
    fn linked_actions(state: &Self::State, format: u8) -> Vec<Self::Action> {
        use crate::games::sidibaba::state::{Act, PRICE_OF_TWO};
        let mut legal = state.legal_actions();
        // Up to link format 2 the line could not be reordered while a lamp burns.
        if format < 3 && state.lit() {
            legal.retain(|a| !matches!(a.act, Act::ToFront(_) | Act::MoveInLine { .. }));
        }
        // Up to link format 4 the genie's owner paid for two movements alone.
        if format < 5 {
            legal.retain(|a| match a.act {
                Act::UseGenie { who, pay: true, .. } => state.jewel_points(who) >= u32::from(PRICE_OF_TWO),
                Act::OfferNoMore => false,
                _ => true,
            });
        }
        // Up to link format 5 a person Leader could neither stop the party nor leave orders.
        if format < 6 {
            legal.retain(|a| !matches!(a.act, Act::Stop | Act::Order(_)));
        }
        legal
    }
}

fn skip(bytes: &mut &[u8], n: usize) -> Option<()> {
    *bytes = bytes.get(n..)?;
    Some(())
}

/// Skips a config of `game` as it was written before configs ended with `Computers` (saves of
/// format 1 and 2, links of format 1): Ali Baba's players, variant, open screens and start; A
/// Thousand and One's players, beginners' die and start. Read by hand, only to learn where it
/// ends (the whole is parsed and checked after): derived readers of copies of the old configs
/// cost the first app about 500 bytes. The tests below check it against postcard itself.
fn skip_config_before_computers(game: GameId, bytes: &mut &[u8]) -> Option<()> {
    // The names: a count, then each a length and its bytes (at least one byte each: the loop
    // ends with the bytes).
    for _ in 0..varint(bytes)? {
        let len = usize::try_from(varint(bytes)?).ok()?;
        skip(bytes, len)?;
    }
    match game {
        GameId::AliBaba => {
            varint(bytes)?;
            skip(bytes, 1)?;
        }
        _ => skip(bytes, 1)?,
    }
    // The start: `None` (0) or `Some` (1) and a seat.
    let (&tag, rest) = bytes.split_first()?;
    *bytes = rest;
    match tag {
        0 => Some(()),
        1 => skip(bytes, 1),
        _ => None,
    }
}

/// Skips a Sidibaba config as it was written before it ended with the line's house rule (saves and
/// links of format 3 and older): the Adventurers' names, their lamps (a count, then a byte
/// each), the Leader (the app, or a person and their name).
fn skip_sidibaba_config_before_line_rule(bytes: &mut &[u8]) -> Option<()> {
    for _ in 0..varint(bytes)? {
        let len = usize::try_from(varint(bytes)?).ok()?;
        skip(bytes, len)?;
    }
    let lamps = usize::try_from(varint(bytes)?).ok()?;
    skip(bytes, lamps)?;
    match varint(bytes)? {
        0 => Some(()),
        1 => {
            let len = usize::try_from(varint(bytes)?).ok()?;
            skip(bytes, len)
        }
        _ => None,
    }
}

/// Skips a Sidibaba config as it was written before it ended with the Leader's strength (saves
/// and links of format 4): the config of format 3 and the line's house rule (a byte).
fn skip_sidibaba_config_before_strength(bytes: &mut &[u8]) -> Option<()> {
    skip_sidibaba_config_before_line_rule(bytes)?;
    skip(bytes, 1)
}

/// `bytes` with `field` inserted after the old config that `skip_old` skips at their start.
fn insert_after_config(bytes: &[u8], skip_old: impl FnOnce(&mut &[u8]) -> Option<()>, field: u8) -> Option<Vec<u8>> {
    let mut rest = bytes;
    skip_old(&mut rest)?;
    let (config, rest) = bytes.split_at_checked(bytes.len() - rest.len())?;
    let mut out = Vec::with_capacity(bytes.len() + 1);
    out.extend_from_slice(config);
    out.push(field);
    out.extend_from_slice(rest);
    Some(out)
}

/// `bytes` start with a config of `game` written before configs ended with `Computers`: the same
/// bytes with an empty `Computers` (postcard: a length of 0) after that config, so that they read
/// as "people only". Sidibaba's config never had the field. `None`: no such config.
pub fn config_with_no_computers(game: GameId, bytes: &[u8]) -> Option<Vec<u8>> {
    if game == GameId::Sidibaba {
        return Some(bytes.to_vec());
    }
    insert_after_config(bytes, |b| skip_config_before_computers(game, b), 0)
}

/// `bytes` start with a config of `game` written before Sidibaba's config ended with
/// `line_any_time` (saves and links of format 3 and older): a Sidibaba config gets `true` (those
/// games were played with the line reordered at any time); the other games' are as they were.
pub fn config_with_line_any_time(game: GameId, bytes: &[u8]) -> Option<Vec<u8>> {
    if game != GameId::Sidibaba {
        return Some(bytes.to_vec());
    }
    insert_after_config(bytes, skip_sidibaba_config_before_line_rule, 1)
}

/// `bytes` start with a config of `game` written before Sidibaba's config ended with the
/// Leader's strength (saves and links of format 4 and older, brought up to format 4 first): a
/// Sidibaba config gets `LeaderStrength::Fair` (the app's Leader as it was); the others' are as
/// they were.
pub fn config_with_fair_leader(game: GameId, bytes: &[u8]) -> Option<Vec<u8>> {
    if game != GameId::Sidibaba {
        return Some(bytes.to_vec());
    }
    insert_after_config(bytes, skip_sidibaba_config_before_strength, 0)
}

/// A save of an older `version` (without its checksum) as the current format writes it. A save
/// begins with when it was last played, then the game (the variant of `AnyRecord`, in the order
/// of `GameId`), then the record's config. `None`: no save of that version.
pub fn save_to_current(version: u32, bytes: &[u8]) -> Option<Vec<u8>> {
    let mut rest = bytes;
    varint(&mut rest)?;
    let game = *GameId::ALL.get(usize::try_from(varint(&mut rest)?).ok()?)?;
    let (front, rest) = bytes.split_at_checked(bytes.len() - rest.len())?;
    let mut config = rest.to_vec();
    if version < 3 {
        config = config_with_no_computers(game, &config)?;
    }
    if version < 4 {
        config = config_with_line_any_time(game, &config)?;
    }
    if version < 5 {
        config = config_with_fair_leader(game, &config)?;
    }
    let mut out = front.to_vec();
    out.extend(config);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{ali_baba, ali_baba::Variant, thousand_and_one, Computers, Seat, Strength};
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
        assert_eq!(
            config,
            thousand_and_one::Config { players: names, beginners: true, start: None, computers: Computers::default() }
        );
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

    /// The hand-written reader ends where postcard's own reading of the old fields ends, for
    /// names of any length and any character.
    #[test]
    fn the_old_config_ends_where_postcard_says() {
        let names = ["", "L\u{e9}a", "\u{1F468}\u{200D}\u{1F469}", &"W".repeat(200), "\u{5D0}\u{5D1}"];
        for n in 0..names.len() {
            let players: Vec<String> = names[..n].iter().map(|s| s.to_string()).collect();
            for (variant, start) in
                [(Variant::Standard, None), (Variant::SmallCave, Some(3)), (Variant::AladdinsLamp, Some(0))]
            {
                let old = postcard::to_allocvec(&OldAliBaba(players.clone(), variant, n % 2 == 0, start)).unwrap();
                let mut rest = &old[..];
                assert_eq!(skip_config_before_computers(GameId::AliBaba, &mut rest), Some(()));
                assert!(rest.is_empty());
                let old = postcard::to_allocvec(&OldThousand(players.clone(), n % 2 == 1, start)).unwrap();
                let mut rest = &old[..];
                assert_eq!(skip_config_before_computers(GameId::ThousandAndOne, &mut rest), Some(()));
                assert!(rest.is_empty());
                // Cut anywhere: refused, never read past the end.
                for cut in 0..old.len() {
                    let mut rest = &old[..cut];
                    assert_eq!(skip_config_before_computers(GameId::ThousandAndOne, &mut rest), None);
                }
            }
        }
    }

    #[test]
    fn what_is_no_old_config_is_refused() {
        assert_eq!(config_with_no_computers(GameId::AliBaba, &[]), None);
        assert_eq!(config_with_no_computers(GameId::AliBaba, &[1, 0xff]), None);
        assert_eq!(save_to_current(2, &[1, 9]), None, "a game that does not exist");
    }

    /// Sidibaba's config as it was written before the line's house rule (field by field).
    #[derive(Serialize)]
    struct OldSidibaba(Vec<String>, Vec<u8>, crate::games::sidibaba::LeaderPlayer);

    #[test]
    fn a_sidibaba_config_of_format_3_reads_with_the_line_reordered_at_any_time() {
        use crate::games::sidibaba::{Config, LeaderPlayer, LeaderStrength};
        let names: Vec<String> =
            ["Samir", "L\u{e9}a", "\u{1F468}\u{200D}\u{1F469}"].iter().map(|s| s.to_string()).collect();
        for leader in [LeaderPlayer::App, LeaderPlayer::Person("Ali \u{1F9DE}".into())] {
            let old = OldSidibaba(names.clone(), vec![4, 4, 4], leader.clone());
            let mut bytes = postcard::to_allocvec(&old).unwrap();
            bytes.extend([7, 8, 9]);
            let now = config_with_line_any_time(GameId::Sidibaba, &bytes).unwrap();
            let now = config_with_fair_leader(GameId::Sidibaba, &now).unwrap();
            let (config, rest): (Config, &[u8]) = postcard::take_from_bytes(&now).unwrap();
            assert_eq!(
                config,
                Config {
                    adventurers: names.clone(),
                    lamps: vec![4, 4, 4],
                    leader,
                    line_any_time: true,
                    strength: LeaderStrength::Fair
                }
            );
            assert_eq!(rest, [7, 8, 9], "what follows the config is untouched");
            // Cut anywhere inside the config: refused, never read past the end.
            let config_len = bytes.len() - 3;
            for cut in 0..config_len {
                assert_eq!(config_with_line_any_time(GameId::Sidibaba, &bytes[..cut]), None, "cut at {cut}");
            }
        }
        assert_eq!(config_with_line_any_time(GameId::AliBaba, &[1, 2]), Some(vec![1, 2]), "other games as they were");
    }

    #[test]
    fn a_sidibaba_config_of_format_4_reads_with_the_fair_leader() {
        use crate::games::sidibaba::{Config, LeaderPlayer, LeaderStrength};
        #[derive(Serialize)]
        struct Format4(Vec<String>, Vec<u8>, LeaderPlayer, bool);
        let names: Vec<String> = ["\u{5D0}\u{5D1}", "Zo\u{e9}"].iter().map(|s| s.to_string()).collect();
        for line_any_time in [false, true] {
            let mut bytes =
                postcard::to_allocvec(&Format4(names.clone(), vec![6, 6], LeaderPlayer::App, line_any_time)).unwrap();
            bytes.extend([5, 5]);
            let now = config_with_fair_leader(GameId::Sidibaba, &bytes).unwrap();
            let (config, rest): (Config, &[u8]) = postcard::take_from_bytes(&now).unwrap();
            let strength = LeaderStrength::Fair;
            let leader = LeaderPlayer::App;
            assert_eq!(
                config,
                Config { adventurers: names.clone(), lamps: vec![6, 6], leader, line_any_time, strength }
            );
            assert_eq!(rest, [5, 5], "what follows the config is untouched");
            for cut in 0..bytes.len() - 2 {
                assert_eq!(config_with_fair_leader(GameId::Sidibaba, &bytes[..cut]), None, "cut at {cut}");
            }
        }
        assert_eq!(config_with_fair_leader(GameId::ThousandAndOne, &[3]), Some(vec![3]), "other games as they were");
    }
}
