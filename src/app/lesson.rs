//! A guided first game ("Learn to play"): a script that drives the session core.
//!
//! A script is data (`lessons/<game>.txt`, beside the page, fetched when a lesson opens and
//! precached): the deal (a save of the lesson's game before its first action, read like any
//! save), the whole game's plays (each action as its index among the legal actions at that
//! point, as a link numbers them), and the coach's steps with their words in English, German
//! and French. The learner's plays are waited for (`Tap`); the computer's are played for it
//! from the script whenever it is to act, so the lesson stays on track. The steps are read
//! here (syntax only); `session::coach` checks them against the game and plays them.
//!
//! One step a line, its fields separated by tabs:
//! ```text
//! # a comment
//! game    ali-baba
//! deal    6.AAE…                      a save of the game before any action
//! plays   3 0 12 …                    every action of the lesson, in order
//! say     <region>  en  de  fr        words about a part of the table; Next goes on
//! tap     <region>  en  de  fr        the next play is the learner's: the coach points at
//!                                     it (or at the region while it is not on the table)
//! skip    <count>   en  de  fr        Next plays the next <count> plays at once
//! lampout -         en  de  fr        Next: the burning lamp goes out (a game in real time)
//! free    <region>  en  de  fr        the learner plays on as they like, to the end
//! end     <region>  en  de  fr        the game is over: the last words, then "Play for real"
//! ```

use super::i18n::{typeset, Lang};
use crate::games::GameId;

/// The words of a step in the three languages, typeset as the translation layer sets them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words([String; 3]);

impl Words {
    pub fn text(&self, lang: Lang) -> &str {
        &self.0[lang as usize]
    }
}

/// What a step waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Say,
    Tap,
    Skip(usize),
    LampOut,
    Free,
    End,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub kind: Kind,
    /// The part of the table the bubble points at (`data-region` in the table's markup; `-`:
    /// none), or, for `Tap`, where to look while the awaited choice is not on the table.
    pub region: String,
    pub words: Words,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Script {
    pub game: GameId,
    /// The lesson's game before any action, as a save stores it.
    pub deal: String,
    /// Each action of the lesson: its index among the legal actions at that point.
    pub plays: Vec<u16>,
    pub steps: Vec<Step>,
}

/// Why a script could not be read: the line (counted from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScriptError {
    pub line: usize,
}

impl Script {
    /// Reads a script's text (syntax only: `session::coach` checks it against the game).
    pub fn parse(text: &str) -> Result<Script, ScriptError> {
        let (mut game, mut deal, mut plays, mut steps) = (None, None, None, Vec::new());
        let mut last = 0;
        for (i, line) in text.lines().enumerate() {
            last = i + 1;
            let err = ScriptError { line: i + 1 };
            let line = line.trim_end_matches('\r');
            if line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            let fields: Vec<&str> = line.split('\t').collect();
            match fields.as_slice() {
                ["game", slug] => game = Some(GameId::from_slug(slug).ok_or(err)?),
                ["deal", save] => deal = Some((*save).to_owned()),
                ["plays", list] => plays = Some(numbers(list).ok_or(err)?),
                [kind, region, en, de, fr] => steps.push(step(kind, region, [en, de, fr]).ok_or(err)?),
                _ => return Err(err),
            }
        }
        let missing = ScriptError { line: last + 1 };
        let (game, deal, plays) = (game.ok_or(missing)?, deal.ok_or(missing)?, plays.ok_or(missing)?);
        if steps.is_empty() {
            return Err(missing);
        }
        Ok(Script { game, deal, plays, steps })
    }
}

fn numbers(list: &str) -> Option<Vec<u16>> {
    list.split_whitespace().map(|n| n.parse().ok()).collect()
}

fn step(kind: &str, region: &str, words: [&&str; 3]) -> Option<Step> {
    let kind = match kind {
        "say" => Kind::Say,
        "tap" => Kind::Tap,
        "skip" => Kind::Skip(region.parse().ok()?),
        "lampout" => Kind::LampOut,
        "free" => Kind::Free,
        "end" => Kind::End,
        _ => return None,
    };
    let region = if matches!(kind, Kind::Skip(_)) { "-" } else { region };
    let words = [Lang::En, Lang::De, Lang::Fr].map(|lang| typeset(lang, words[lang as usize]));
    if words.iter().any(|w| w.trim().is_empty()) || region.is_empty() {
        return None;
    }
    Some(Step { kind, region: region.to_owned(), words: Words(words) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_script_reads_line_by_line_and_says_where_it_is_broken() {
        let text = "# a lesson\ngame\tali-baba\ndeal\t6.AAA\nplays\t1 0 2\n\
                    say\tpyramid\tLook.\tSchau.\tRegarde :\n\
                    tap\t-\tTake it.\tNimm es.\tPrends-la !\nskip\t2\tOn.\tWeiter.\tLa suite.\n";
        let s = Script::parse(text).expect("a script");
        assert_eq!(s.game, GameId::AliBaba);
        assert_eq!(s.plays, vec![1, 0, 2]);
        assert_eq!(s.steps.len(), 3);
        assert_eq!(s.steps[0].kind, Kind::Say);
        assert_eq!(s.steps[0].words.text(Lang::Fr), "Regarde\u{A0}:");
        assert_eq!(s.steps[2].kind, Kind::Skip(2));
        assert_eq!(Script::parse(&text.replace("plays\t1 0 2", "plays\t1 x 2")), Err(ScriptError { line: 4 }));
        assert_eq!(Script::parse(&text.replace("say\t", "sing\t")), Err(ScriptError { line: 5 }));
        assert_eq!(Script::parse(&text.replace("\tSchau.", "")), Err(ScriptError { line: 5 }));
        assert_eq!(Script::parse("game\tali-baba\n"), Err(ScriptError { line: 2 }));
    }

    #[test]
    fn any_text_is_read_without_a_panic() {
        for text in [
            "",
            "\t\t\t\t",
            "game\t",
            "plays\t99999999",
            "say\t\t\t\t",
            "skip\t-1\ta\tb\tc",
            "é\u{301}\t😀\t%41\t\u{202E}\tx",
        ] {
            let _ = Script::parse(text);
        }
    }
}
