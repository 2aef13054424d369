//! The rules texts (`src/app/i18n/rules.json`, fetched by the rules screen): every playable
//! game has its rules, the app's own section is there, and every paragraph is a heading, a rule
//! or an app decision, in English, German and French.

use serde_json::Value;
use sesame::games::GameId;

fn rules() -> serde_json::Map<String, Value> {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/app/i18n/rules.json"))
        .expect("the rules file");
    match serde_json::from_str(&text).expect("valid JSON") {
        Value::Object(map) => map,
        _ => panic!("the rules file is an object of sections"),
    }
}

#[test]
fn every_game_and_the_app_have_their_rules() {
    let rules = rules();
    for game in GameId::ALL {
        let section = rules.get(game.slug()).and_then(Value::as_array);
        assert!(section.is_some_and(|s| s.len() >= 10), "{game:?} has its rules");
    }
    assert!(rules.get("app").and_then(Value::as_array).is_some_and(|s| !s.is_empty()), "how the app works");
}

#[test]
fn every_paragraph_has_a_kind_and_three_languages() {
    for (section, list) in rules() {
        for (i, entry) in list.as_array().expect("a list").iter().enumerate() {
            let parts: Vec<&str> =
                entry.as_array().expect("an entry").iter().map(|v| v.as_str().expect("text")).collect();
            let pictures = parts[0] == "f";
            assert_eq!(
                parts.len(),
                if pictures { 5 } else { 4 },
                "{section} {i}: kind, en, de, fr (and a picture's pieces)"
            );
            assert!(
                ["h", "p", "a", "m", "f"].contains(&parts[0]),
                "{section} {i}: a heading, a rule, an app decision, a line of the one-minute card or a picture"
            );
            if pictures {
                for piece in parts[4].split(' ') {
                    assert!(picture_piece(piece), "{section} {i}: {piece} is a tile, a card or the thief");
                }
            }
            for text in &parts[1..4] {
                assert!(!text.trim().is_empty(), "{section} {i}: a text in every language");
                assert!(!text.contains('<'), "{section} {i}: words, never markup");
            }
            if parts[0] != "h" {
                assert_ne!(parts[1], parts[2], "{section} {i}: translated into German");
                assert_ne!(parts[1], parts[3], "{section} {i}: translated into French");
            }
        }
    }
}

/// What a picture in the rules may show: an Ali Baba tile (`blue:ring`), a card of A Thousand
/// and One Treasures (`card:2`, `card:3:head`) or the Leader of the Thieves (`thief`).
fn picture_piece(piece: &str) -> bool {
    const COLOURS: [&str; 6] = ["pink", "blue", "brown", "green", "yellow", "white"];
    const KINDS: [&str; 10] =
        ["carpet", "chest", "crown", "ruby", "statue", "sword", "diamond", "ring", "lamp", "necklace"];
    let parts: Vec<&str> = piece.split(':').collect();
    match parts.as_slice() {
        ["thief"] => true,
        ["card", n] | ["card", n, "head"] => ["1", "2", "3"].contains(n),
        [colour, kind] => COLOURS.contains(colour) && KINDS.contains(kind),
        _ => false,
    }
}

#[test]
fn each_game_opens_with_its_one_minute_card() {
    for game in GameId::ALL {
        let section = rules()[game.slug()].as_array().expect("a list").clone();
        let card = section.iter().take_while(|e| e[0] == "m").count();
        assert!((3..=6).contains(&card), "{game:?}: three to six lines before the full rules");
        assert!(section.iter().skip(card).all(|e| e[0] != "m"), "{game:?}: the card comes first, in one piece");
    }
}
