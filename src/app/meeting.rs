//! Where two records of one game meet — a save and a link, two windows of the app, a restore and
//! a save — one rule decides: a record replaces another only when it carries all of its moves and
//! more; an older one is refused; two that went different ways are both kept.

use crate::games::record::AnyRecord;

/// What becomes of a record arriving where another record of its game is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Meeting {
    /// The same moves: nothing to do.
    Same,
    /// The arriving record has every move of the kept one, and more: it replaces it.
    Extends,
    /// The kept record has every move of the arriving one, and more: the arriving one is refused.
    Older,
    /// Each has moves the other lacks (or they are different games): both are kept.
    Diverged,
}

/// The rule, for the record `arriving` where `kept` is.
pub fn meet(kept: &AnyRecord, arriving: &AnyRecord) -> Meeting {
    match (arriving.extends(kept), kept.extends(arriving)) {
        (true, true) => Meeting::Same,
        (true, false) => Meeting::Extends,
        (false, true) => Meeting::Older,
        (false, false) => Meeting::Diverged,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::record::{random_record, Record};
    use crate::games::{ali_baba, sidibaba, thousand_and_one as t1001, Game};

    /// `record`'s first `at` moves, then another legal move than its own, if there is one.
    fn branch<G: Game>(record: &Record<G>, at: usize) -> Option<Record<G>> {
        let mut start = Record::<G>::new(record.config.clone(), record.seed);
        start.actions = record.actions[..at].to_vec();
        let state = start.replay().ok()?;
        let other = G::legal_actions(&state).into_iter().find(|a| *a != record.actions[at])?;
        start.actions.push(other);
        Some(start)
    }

    /// The four meetings, for a game's record of `moves` moves.
    fn the_rule_holds<G: Game>(config: G::Config, seed: u64) -> usize
    where
        AnyRecord: From<Record<G>>,
    {
        let mut branched = 0;
        for moves in [0usize, 1, 5, 12, 30] {
            let whole = random_record::<G>(config.clone(), seed, moves, seed);
            let n = whole.actions.len();
            for cut in 0..=n {
                let mut start = Record::<G>::new(config.clone(), seed);
                start.actions = whole.actions[..cut].to_vec();
                let (start, all) = (AnyRecord::from(start), AnyRecord::from(whole.clone()));
                assert_eq!(meet(&all, &all), Meeting::Same);
                let (later, earlier) =
                    if cut < n { (Meeting::Extends, Meeting::Older) } else { (Meeting::Same, Meeting::Same) };
                assert_eq!(meet(&start, &all), later, "{cut} of {n} moves kept, all arriving");
                assert_eq!(meet(&all, &start), earlier, "all kept, {cut} of {n} moves arriving");
                if let Some(other) = (cut < n).then(|| branch(&whole, cut)).flatten() {
                    let other = AnyRecord::from(other);
                    assert_eq!(meet(&all, &other), Meeting::Diverged);
                    assert_eq!(meet(&other, &all), Meeting::Diverged);
                    branched += 1;
                }
            }
            let elsewhere = AnyRecord::from(random_record::<G>(config.clone(), seed + 1, moves, seed));
            assert_eq!(meet(&AnyRecord::from(whole), &elsewhere), Meeting::Diverged, "another game");
        }
        branched
    }

    #[test]
    fn a_record_replaces_only_what_it_extends_in_every_game() {
        for seed in 0..6u64 {
            let players = 2 + (seed % 3) as usize;
            let names = ["Lea", "Tom", "Ana", "Max", "Zoe", "Samir"];
            let names = |n: usize| names[..n].iter().map(|s| s.to_string()).collect::<Vec<_>>();
            let ali_baba = ali_baba::Config {
                players: names(players),
                variant: ali_baba::Variant::ALL[(seed % 3) as usize],
                open_screens: false,
                start: None,
                computers: Default::default(),
            };
            assert!(the_rule_holds::<ali_baba::AliBaba>(ali_baba, seed) > 20);
            let thousand = t1001::Config {
                players: names(players),
                beginners: seed % 2 == 0,
                start: None,
                computers: Default::default(),
            };
            assert!(the_rule_holds::<t1001::ThousandAndOne>(thousand, seed) > 20);
            let adventurers = 2 + (seed % 5) as usize;
            let sidibaba = sidibaba::Config {
                adventurers: names(adventurers),
                lamps: (0..adventurers).map(|i| (12 / adventurers + usize::from(i < 12 % adventurers)) as u8).collect(),
                leader: sidibaba::LeaderPlayer::Person("Ali".into()),
                line_any_time: false,
                strength: sidibaba::LeaderStrength::Fair,
            };
            assert!(the_rule_holds::<sidibaba::Sidibaba>(sidibaba, seed) > 20);
        }
    }
}
