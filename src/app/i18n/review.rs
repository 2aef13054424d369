//! The German and French texts checked the way a reviewer reads them: one word per game term
//! (`glossary.json`), one form of address, French contractions once a message is filled, the
//! review's German sentences filled, and a plural form wherever a count fills a noun.

use super::*;
use serde_json::Value;

/// Every text of a language with a name to report it by: the messages, then the rules.
fn texts(lang: Lang) -> Vec<(String, String)> {
    let mut all: Vec<(String, String)> =
        Msg::ALL.iter().map(|&m| (format!("{m:?}"), m.text(lang).to_owned())).collect();
    let rules: Value = serde_json::from_str(include_str!("rules.json")).expect("the rules file is JSON");
    for (section, entries) in rules.as_object().expect("sections") {
        for (i, entry) in entries.as_array().expect("entries").iter().enumerate() {
            let text = entry[lang as usize + 1].as_str().unwrap_or_default();
            all.push((format!("{section}[{i}]"), typeset(lang, text)));
        }
    }
    for lesson in LESSONS {
        let script = crate::app::lesson::Script::parse(lesson).expect("a lesson");
        for (i, step) in script.steps.iter().enumerate() {
            all.push((format!("lesson {}[{i}]", script.game.slug()), step.words.text(lang).to_owned()));
        }
    }
    all
}

/// The lessons' words are the app's words too.
const LESSONS: [&str; 3] = [
    include_str!("../lessons/lesson-ali-baba.txt"),
    include_str!("../lessons/lesson-thousand-and-one.txt"),
    include_str!("../lessons/lesson-sidibaba.txt"),
];

/// Whether `phrase` stands in `text` as whole words (any case).
fn has_words(text: &str, phrase: &str) -> bool {
    let (text, phrase) = (text.to_lowercase(), phrase.to_lowercase());
    text.match_indices(&phrase).any(|(i, _)| {
        let before = text.get(..i).and_then(|t| t.chars().next_back());
        let after = text.get(i + phrase.len()..).and_then(|t| t.chars().next());
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !c.is_alphabetic() && c != '\'').filter(|w| !w.is_empty())
}

/// Whether a text (by its name in `texts`) is one of `list`: a message's key, or a prefix such
/// as `ali-baba[` for every paragraph of a rules section or `lesson ali-baba[` for every step.
fn listed(list: &Value, name: &str) -> bool {
    list.as_array().is_some_and(|l| {
        l.iter().filter_map(Value::as_str).any(|e| name == e || (e.ends_with('[') && name.starts_with(e)))
    })
}

#[test]
fn every_game_term_is_said_one_way_in_each_language() {
    let glossary: Value = serde_json::from_str(include_str!("glossary.json")).expect("the glossary is JSON");
    let mut found = vec![];
    for (lang, code) in [(Lang::De, "de"), (Lang::Fr, "fr")] {
        let texts = texts(lang);
        for term in glossary["terms"].as_array().expect("terms") {
            // A term of one game holds in its texts only ('only'), or not in another's ('except').
            let holds =
                |name: &str| (term["only"].is_null() || listed(&term["only"], name)) && !listed(&term["except"], name);
            for other in term["not"][code].as_array().expect("a list per language") {
                let other = other.as_str().expect("words");
                for (name, text) in texts.iter().filter(|(name, text)| holds(name) && has_words(text, other)) {
                    found.push(format!("{name} says {other:?} for {}: {text}", term[code]));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Where the whole table or the whole party is spoken to, German says ihr and French vous:
/// Sidibaba's Adventurers play together, and these messages speak to everyone at the table.
const TO_EVERYONE: &[&str] = &[
    // The phones of a table that could not connect: said to everyone at it.
    "TableNoConnection",
    "TableNoWebRtc",
    "LinkOlder",
    "SidiOneGenie",
    "SidiOutside",
    "SidiHereIs",
    "SidiCaughtPrompt",
    "SidiCursePrompt",
    "SidiHeadNoLamp",
    "SidiGentleHint",
    "SidiFairHint",
    "SidiRuthlessHint",
    "ali-baba[13]",
    "thousand-and-one[11]",
];

fn to_everyone(name: &str) -> bool {
    TO_EVERYONE.contains(&name) || name.starts_with("sidibaba[")
}

#[test]
fn one_form_of_address_per_language() {
    const DU: &[&str] = &["du", "dich", "dir", "dein", "deine", "deinen", "deinem", "deiner", "deines"];
    // "ihr" alone is also "her" and "its" (ihr Feld): only "ihr" before a verb speaks to you.
    const IHR: &[&str] = &["euch", "euer", "eure", "euren", "eurem", "eurer", "eures"];
    const TU: &[&str] = &["tu", "te", "toi", "ton", "ta", "tes", "t'"];
    const VOUS: &[&str] = &["vous", "votre", "vos"];
    let mut found = vec![];
    let mut check = |ok: bool, why: &str, name: &str, text: &str| {
        if !ok {
            found.push(format!("{name} {why}: {text}"));
        }
    };
    for (lang, one, all) in [(Lang::De, DU, IHR), (Lang::Fr, TU, VOUS)] {
        for (name, text) in texts(lang) {
            let lower = text.to_lowercase();
            let mut pairs = words(&text).zip(words(&text).skip(1));
            let ihr = pairs.any(|(a, b)| {
                a.eq_ignore_ascii_case("ihr") && b.starts_with(char::is_lowercase) && b.ends_with(['t', 'd'])
            });
            let plural = ihr || words(&lower).any(|w| all.contains(&w));
            let single = words(&lower).any(|w| one.contains(&w) || (w.starts_with("t'") && one.contains(&"t'")));
            check(!(plural && single), "mixes two forms of address", &name, &text);
            check(!plural || to_everyone(&name), "speaks to the whole table", &name, &text);
            // German's polite form: Sie, Ihnen, Ihr inside a sentence.
            let polite = text.split(['.', ':', '!', '?', '—']).any(|sentence| {
                words(sentence).skip(1).any(|w| ["Sie", "Ihnen", "Ihr", "Ihre", "Ihren", "Ihrem"].contains(&w))
            });
            check(lang != Lang::De || !polite, "is polite, not du", &name, &text);
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Values of every kind a message is filled with, in `lang`.
fn samples(lang: Lang, key: &str) -> Vec<String> {
    let texts = |msgs: &[Msg]| msgs.iter().map(|m| m.text(lang).to_owned()).collect();
    let names = ["Anna", "Émile", "Ugo", "Yves", "Lea", "Olaf", "Ida", "Ines", "Hugo", "Yann", "Œdipe"];
    match key {
        "name" => names.map(String::from).into(),
        "names" => vec!["Anna, Olaf".into(), "Émile".into(), "Lea, Ida".into()],
        "tile" | "tiles" => Msg::ALL
            .iter()
            .filter(|m| format!("{m:?}").starts_with("Kind"))
            .flat_map(|k| {
                [Msg::ColourPink, Msg::ColourWhite, Msg::ColourBrown]
                    .map(|c| Msg::TileName.fill(lang, &[("colour", c.text(lang)), ("kind", k.text(lang))]))
            })
            .collect(),
        "kind" | "kinds" => {
            Msg::ALL.iter().filter(|m| format!("{m:?}").starts_with("Kind")).map(|m| m.text(lang).into()).collect()
        }
        "colour" | "what" => texts(&[
            Msg::ColourPink,
            Msg::ColourBlue,
            Msg::ColourBrown,
            Msg::ColourGreen,
            Msg::ColourYellow,
            Msg::ColourWhite,
            Msg::SidiRed,
            Msg::SidiBlue,
            Msg::KindLamp,
            Msg::KindRuby,
        ]),
        "token" | "tokens" | "things" => texts(&[
            Msg::SidiGoldCoin,
            Msg::SidiTwoGoldCoins,
            Msg::SidiCarafe,
            Msg::SidiDaggers,
            Msg::SidiEmerald,
            Msg::SidiBagOfStones,
            Msg::SidiCurse,
            Msg::SidiFaceDown,
            Msg::SidiAGenie,
            Msg::SidiGLight,
            Msg::SidiGBlue,
            Msg::SidiGRed,
            Msg::SidiGTreasure,
            Msg::SidiGExit,
            Msg::SidiGLoot,
            Msg::SidiOpenChest,
            Msg::SidiClosedTreasure,
            Msg::SidiLandslide,
            Msg::SidiTheLeader,
            Msg::SidiTokenHere,
        ]),
        "genie" => {
            texts(&[Msg::SidiGLight, Msg::SidiGBlue, Msg::SidiGRed, Msg::SidiGTreasure, Msg::SidiGExit, Msg::SidiGLoot])
        }
        "event" | "events" => Msg::ALL
            .iter()
            .filter(|m| format!("{m:?}").starts_with("SidiEv"))
            .map(|m| m.fill(lang, &[("n", "3")]))
            .collect(),
        "way" | "ways" => texts(&[Msg::SidiToLeft, Msg::SidiStraightOn, Msg::SidiToRight, Msg::SidiBackTowardsYou]),
        "dir" => texts(&[Msg::SidiNorth, Msg::SidiEast, Msg::SidiSouth, Msg::SidiWest]),
        "game" => texts(&[Msg::GameAliBaba, Msg::GameThousand, Msg::GameSidibaba]),
        "strength" => texts(&[Msg::SidiGentle, Msg::SidiFair, Msg::SidiRuthless]),
        "sides" => texts(&[Msg::SideN, Msg::SideE]),
        "from" => vec![Msg::SidiHLostFrom.fill(lang, &[("n", "2"), ("name", "Anna")])],
        "time" => vec!["2:59".into()],
        "when" => vec!["25/11/2026 12:13".into()],
        "label" | "text" => vec!["B3".into(), "Ali Baba".into()],
        "list" => vec![Msg::RestoredGames.fill(lang, &[("n", "2")])],
        _ => ["0", "1", "2"].map(String::from).into(),
    }
}

fn placeholders(text: &str) -> Vec<&str> {
    text.split('{').skip(1).filter_map(|p| p.split('}').next()).filter(|k| !k.contains('|')).collect()
}

/// Each message filled with each value of each of its placeholders (the others with their first).
fn every_filling(lang: Lang, msg: Msg) -> Vec<String> {
    let keys = placeholders(msg.text(lang));
    let firsts: Vec<(&str, String)> = keys.iter().map(|&k| (k, samples(lang, k).remove(0))).collect();
    let mut out = vec![];
    for (i, &key) in keys.iter().enumerate() {
        for value in samples(lang, key) {
            let mut values: Vec<(&str, &str)> = firsts.iter().map(|(k, v)| (*k, v.as_str())).collect();
            values[i].1 = &value;
            out.push(msg.fill(lang, &values));
        }
    }
    out.push(msg.text(lang).to_owned());
    out
}

#[test]
fn french_contracts_de_que_and_the_articles_once_a_message_is_filled() {
    let vowels = "AEIOUYÀÂÉÈÊÎÔŒaeiouàâéèêîôœ";
    for &msg in Msg::ALL {
        for text in every_filling(Lang::Fr, msg) {
            for bad in ["à le ", "à les ", "de le ", "de les ", "À le ", "De le "] {
                assert!(!has_words(&text, bad.trim_end()), "{msg:?}: {text}");
            }
            for (i, _) in text.match_indices("de ").chain(text.match_indices("que ")) {
                let word_start = text.get(..i).and_then(|t| t.chars().next_back()).is_none_or(|c| !c.is_alphabetic());
                let next = text.get(i..).and_then(|t| t.split(' ').nth(1)).unwrap_or_default();
                let elides = next.starts_with(|c| vowels.contains(c)) && !next.starts_with("Yann");
                assert!(!(word_start && elides), "{msg:?}: {text}");
            }
        }
    }
    let fill = |m: Msg, values: &[(&str, &str)]| m.fill(Lang::Fr, values);
    assert_eq!(fill(Msg::TurnOf, &[("name", "Anna")]), "Au tour d'Anna");
    assert_eq!(fill(Msg::TurnOf, &[("name", "Lea")]), "Au tour de Lea");
    assert_eq!(fill(Msg::TurnOf, &[("name", "Yves")]), "Au tour d'Yves");
    assert_eq!(fill(Msg::TurnOf, &[("name", "Yann")]), "Au tour de Yann");
    assert_eq!(fill(Msg::OpeningGame, &[("game", "Ali Baba")]), "Ouverture d'Ali Baba…");
    assert_eq!(
        fill(Msg::SidiAsk, &[("genie", Msg::SidiGTreasure.text(Lang::Fr))]),
        "Interroger «\u{A0}Par où le Trésor\u{202F}?\u{A0}»"
    );
    assert_eq!(fill(Msg::SidiBagOf, &[("name", "Émile")]), "Sac d'Émile");
    assert_eq!(
        fill_template(Lang::Fr, "Parler à {x}, près de {y}", &[("x", "le chef"), ("y", "les Coffres")]),
        "Parler au chef, près des Coffres"
    );
    assert_eq!(
        fill_template(Lang::Fr, "monde {x}", &[("x", "Anna")]),
        "monde Anna",
        "only a word of its own contracts"
    );
    assert_eq!(fill_template(Lang::De, "von {x}", &[("x", "Anna")]), "von Anna");
}

/// The German sentences the review found broken, filled as the app fills them.
#[test]
fn the_german_messages_the_review_named_read_correctly_once_filled() {
    let de = |m: Msg, values: &[(&str, &str)]| m.fill(Lang::De, values);
    let dagger = Msg::SidiDaggers.text(Lang::De);
    let blue = Msg::SidiGBlue.text(Lang::De);
    let treasure = Msg::SidiGTreasure.text(Lang::De);
    assert_eq!(de(Msg::LinkCopied, &[]), "Link kopiert – füge ihn in deinen Chat ein.");
    assert_eq!(de(Msg::SidiTake, &[("token", dagger)]), "Nehmen: ein Dolch");
    assert_eq!(de(Msg::SidiKeep, &[("token", blue)]), "Behalten: „Hier waren wir schon!“ (blauer Pfeil)");
    assert_eq!(de(Msg::SidiHandOutTo, &[("token", dagger), ("name", "Ana")]), "ein Dolch → Ana");
    assert_eq!(de(Msg::SidiAsk, &[("genie", treasure)]), "Fragen: „Wo geht's zum Schatz?“");
    assert_eq!(
        de(Msg::SidiAskTwo, &[("genie", treasure)]),
        "Fragen: „Wo geht's zum Schatz?“ – zwei Bewegungen weit (3 Punkte zahlen)"
    );
    let left = Msg::SidiToLeft.text(Lang::De);
    assert_eq!(de(Msg::SidiLayArrow, &[("way", left)]), "Pfeil hinlegen, Spitze nach links");
    let red = Msg::SidiRed.text(Lang::De);
    assert_eq!(
        de(Msg::SidiArrowTowards, &[("colour", red), ("dir", Msg::SidiNorth.text(Lang::De))]),
        "ein roter Pfeil nach Norden"
    );
    assert_eq!(de(Msg::SidiArrow, &[("colour", red), ("way", left)]), "ein roter Pfeil, der nach links zeigt");
    let brown = Msg::ColourBrown.text(Lang::De);
    assert_eq!(de(Msg::EvNoEffect, &[("colour", brown)]), "Der Zauber (braun) wirkte diesmal nicht.");
    assert_eq!(de(Msg::EvDeclined, &[("name", "Ana"), ("colour", brown)]), "Ana nutzte den Zauber (braun) nicht.");
    assert_eq!(
        de(Msg::ShowATile, &[("name", "Ana")]),
        "Ana hat den gelben Zauber gespielt: Wähle eines deiner Plättchen zum Zeigen."
    );
    assert_eq!(
        de(Msg::MagicBrown, &[("n", "1"), ("kind", "Rubin"), ("points", "2")]),
        "Brauner Zauber: 1 Plättchen „Rubin“ zeigen und 2 Punkte erhalten?"
    );
}

/// The second review's sentences, filled as the app fills them: a tile with its article or noun,
/// a ban named after a colon, an event's name in quotes, and counts with their plural form.
#[test]
fn the_second_review_s_sentences_read_correctly_once_filled() {
    let tile =
        |lang| Msg::TileName.fill(lang, &[("colour", Msg::ColourPink.text(lang)), ("kind", Msg::KindSword.text(lang))]);
    let (de, fr) = (Lang::De, Lang::Fr);
    let took = |lang| Msg::EvTook.fill(lang, &[("name", "Anna"), ("tile", &tile(lang))]);
    assert_eq!(took(de), "Anna nahm das Plättchen Schwert (rosa).");
    assert_eq!(took(fr), "Anna a pris la tuile épée (rose).");
    let kept = |lang| Msg::EvKept.fill(lang, &[("name", "Lea"), ("tile", &tile(lang)), ("from", "Olaf")]);
    assert_eq!(kept(de), "Lea behielt das Plättchen Schwert (rosa) von Olaf.");
    assert_eq!(kept(fr), "Lea a gardé la tuile épée (rose) d'Olaf.");
    assert_eq!(Msg::KeepTile.fill(fr, &[("tile", &tile(fr)), ("name", "Ugo")]), "Garder la tuile épée (rose) d'Ugo");
    assert_eq!(Msg::SwapFor.fill(fr, &[("tile", &tile(fr))]), "Échanger contre la tuile épée (rose)");
    let forbade = |lang, what: Msg| Msg::EvForbade.fill(lang, &[("name", "Anna"), ("what", what.text(lang))]);
    assert_eq!(forbade(de, Msg::ColourPink), "Anna verbietet bis zum nächsten eigenen Zug die Plättchen „rosa“.");
    assert_eq!(forbade(fr, Msg::KindSword), "Anna a interdit les tuiles «\u{A0}épée\u{A0}» jusqu'à son prochain tour.");
    let padlock = |lang| Msg::SidiHPlayed.fill(lang, &[("event", Msg::SidiEvPadlock.text(lang))]);
    assert_eq!(padlock(de), "Der Räuberhauptmann spielt „Kleines Vorhängeschloss“.");
    assert_eq!(padlock(fr), "Le chef des voleurs joue «\u{A0}Petit cadenas\u{A0}».");
    let paid = |lang, n: &str| {
        let text = Msg::SidiPayPrompt.fill(lang, &[("name", "Lea"), ("n", n)]);
        text.split([':', '.']).nth(1).map(|s| s.trim().to_owned()).unwrap_or_default()
    };
    assert_eq!([paid(Lang::En, "1"), paid(Lang::En, "2")], ["1 point of 3 offered", "2 points of 3 offered"]);
    assert_eq!([paid(de, "1"), paid(de, "0")], ["1 Punkt von 3 angeboten", "0 Punkte von 3 angeboten"]);
    assert_eq!([paid(fr, "1"), paid(fr, "2")], ["déjà 1 point offert sur 3", "déjà 2 points offerts sur 3"]);
    let pace = |lang, s: &str| Msg::SidiStoryMoves.fill(lang, &[("n", "9"), ("s", s)]);
    assert_eq!(pace(Lang::En, "1"), "9 movements, 1 second each on average");
    assert_eq!(pace(de, "1"), "9 Bewegungen, im Schnitt 1 Sekunde pro Bewegung");
    assert_eq!(pace(fr, "1"), "9 mouvements, 1 seconde chacun en moyenne");
    assert_eq!(pace(fr, "8"), "9 mouvements, 8 secondes chacun en moyenne");
}

/// Messages whose count fills a word that does not change with the number in that language.
const SAME_IN_BOTH: &[(Msg, Lang, &str)] = &[
    (Msg::PointsShort, Lang::De, "P. is short for Punkt and Punkte"),
    (Msg::TilesCount, Lang::De, "Plättchen"),
    (Msg::MagicBrown, Lang::De, "Plättchen"),
    (Msg::SidiHCaught, Lang::De, "Plättchen"),
    (Msg::SidiHChest, Lang::De, "Plättchen"),
    (Msg::SidiHTreasure, Lang::De, "Plättchen"),
    (Msg::SidiHMerchant, Lang::De, "Plättchen"),
    (Msg::SidiMember, Lang::De, "Plättchen"),
    (Msg::FaceDownLeft, Lang::De, "verdeckt: no noun"),
    (Msg::HintPlayedOut, Lang::De, "{n}-mal"),
    (Msg::SidiStoryCatches, Lang::De, "{n}-mal"),
    (Msg::SidiStoryCatches, Lang::Fr, "fois"),
];

#[test]
fn a_count_takes_a_plural_form_wherever_english_has_one() {
    let choices = |text: &str| -> Vec<String> {
        text.split('{')
            .skip(1)
            .filter_map(|p| p.split('}').next())
            .filter_map(|c| c.split_once('|'))
            .map(|c| c.0.to_owned())
            .collect()
    };
    for &msg in Msg::ALL {
        for key in choices(msg.text(Lang::En)) {
            for lang in [Lang::De, Lang::Fr] {
                let exempt = SAME_IN_BOTH.iter().any(|&(m, l, _)| m == msg && l == lang);
                assert!(
                    exempt || choices(msg.text(lang)).contains(&key),
                    "{msg:?} in {lang:?}: no plural form for {{{key}}}"
                );
            }
        }
    }
    let fill = |m: Msg, lang, n: &str| m.fill(lang, &[("n", n), ("name", "Lea"), ("kind", "ruby"), ("points", n)]);
    let each = |m: Msg, lang| ["0", "1", "2"].map(|n| fill(m, lang, n));
    assert_eq!(each(Msg::SidiLamps, Lang::De), ["0 Lampen", "1 Lampe", "2 Lampen"]);
    assert_eq!(each(Msg::SidiLamps, Lang::Fr), ["0 lampe", "1 lampe", "2 lampes"]);
    assert_eq!(each(Msg::MoveSteps, Lang::De)[1], "Lea, zieh 1 Schritt: Tipp auf eine leuchtende Karte.");
    assert_eq!(each(Msg::MoveSteps, Lang::De)[2], "Lea, zieh 2 Schritte: Tipp auf eine leuchtende Karte.");
    assert_eq!(
        each(Msg::MagicBrown, Lang::Fr),
        ["0", "1", "2"].map(|n| format!(
            "Magie marron\u{A0}: montrer {n} {} «\u{A0}ruby\u{A0}» et marquer {n} {}\u{202F}?",
            if n == "2" { "tuiles" } else { "tuile" },
            if n == "2" { "points" } else { "point" }
        ))
    );
    assert_eq!(each(Msg::MagicBrown, Lang::En)[1], "Brown magic: show your 1 ruby tile and score 1 point?");
}

/// Messages whose numbers count nothing that takes a plural: a place or a number in a list
/// ("Player {n}", "row {row}", "Move {n} of {total}"), a value after a colon or a sign ("Treasures:
/// {n}", "{n} × {kind} = {points}"), a die's face, or a number that qualifies no noun ("{n} face
/// down", "{n} already here").
const NO_COUNTED_NOUN: &[Msg] = &[
    // Four digits both phones show, no count.
    Msg::TableCode,
    Msg::TableCodeAsk,
    Msg::PlayersRange,
    Msg::PlayerN,
    Msg::NameOfPlayer,
    Msg::StepOf,
    Msg::TakenFrom,
    Msg::FaceDownTile,
    Msg::TileOnLayer,
    Msg::FaceDownLeft,
    Msg::GroupScores,
    Msg::WouldScore,
    Msg::UseBrown,
    Msg::EvFlipped,
    Msg::LinkIllegal,
    Msg::MoveSteps,
    Msg::DieShows,
    Msg::Treasures,
    Msg::EvRolled,
    Msg::SidiPlace,
    Msg::SidiPlaceChest,
    Msg::SidiDiscard,
    Msg::SidiMazeN,
    Msg::SidiEntranceN,
    Msg::SidiEvMovement,
    Msg::SidiHRolled,
    Msg::SidiMazeTitle,
    Msg::SidiSquareName,
    Msg::PlayedBy,
    Msg::SidiHLostFrom,
    Msg::LessonStep,
    Msg::RestoredAlready,
    Msg::RestoredBeside,
    Msg::RestoredNewer,
];

/// Every count goes through the plural layer, in all three languages: a number slot that fills
/// no plural choice is a place, a value or a number without a noun (`NO_COUNTED_NOUN`), or a
/// word that is the same in one and many in that language (`SAME_IN_BOTH`).
#[test]
fn every_number_slot_has_a_plural_form() {
    let mut found = Vec::new();
    for &msg in Msg::ALL {
        for lang in Lang::ALL {
            let text = msg.text(lang);
            let counted = |key: &str| text.contains(&format!("{{{key}|"));
            for key in placeholders(text) {
                let number = samples(lang, key) == ["0", "1", "2"];
                let exempt =
                    NO_COUNTED_NOUN.contains(&msg) || SAME_IN_BOTH.iter().any(|&(m, l, _)| m == msg && l == lang);
                if number && !counted(key) && !exempt {
                    found.push(format!("{msg:?} in {lang:?}: {{{key}}} has no plural form: {text}"));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// What may stand right before a tile, a colour, a kind, an event or a genie in a German or
/// French sentence: its article and noun, quotes, brackets, or a colon that opens a list.
const BEFORE_A_NAME: &[&str] = &["das Plättchen ", "la tuile ", "Zauber ", "„", "«\u{A0}", "(", ": ", ":\u{A0}"];

/// Sentences (a text that ends with . ! or ?) never drop a bare name into a slot: filled with
/// every tile, colour, kind, event and genie, each stands after its article and noun, in quotes
/// or brackets, or after a colon. (`WhyNotNow` is filled with a whole sentence, not a name.)
#[test]
fn names_in_sentences_come_with_their_article_or_in_quotes() {
    const NAMES: [&str; 9] = ["tile", "tiles", "colour", "what", "kind", "kinds", "event", "events", "genie"];
    let (mut found, mut checked) = (Vec::new(), 0);
    for &msg in Msg::ALL.iter().filter(|&&m| m != Msg::WhyNotNow) {
        for lang in [Lang::De, Lang::Fr] {
            let template = msg.text(lang);
            if !template.trim_end().ends_with(['.', '!', '?', '»', '“']) {
                continue;
            }
            for key in placeholders(template).into_iter().filter(|k| NAMES.contains(k)) {
                let slot = format!("{{{key}}}");
                let before = template.split(&slot).next().unwrap_or_default();
                let Some(context) = BEFORE_A_NAME.iter().find(|b| before.ends_with(**b)) else {
                    found.push(format!("{msg:?} in {lang:?}: {slot} stands bare: {template}"));
                    continue;
                };
                for value in samples(lang, key) {
                    let values: Vec<(&str, String)> = placeholders(template)
                        .into_iter()
                        .map(|k| (k, if k == key { value.clone() } else { samples(lang, k).remove(0) }))
                        .collect();
                    let values: Vec<(&str, &str)> = values.iter().map(|(k, v)| (*k, v.as_str())).collect();
                    let filled = msg.fill(lang, &values);
                    checked += 1;
                    if !filled.contains(&format!("{context}{value}")) {
                        found.push(format!("{msg:?} in {lang:?} filled with {value:?}: {filled}"));
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    assert!(checked > 300, "only {checked} fillings checked");
}
