//! The rules texts (`src/app/i18n/rules.json`, fetched by the rules screen): every playable
//! game has its rules, the app's own section is there, and every paragraph is a heading, a rule
//! or an app decision, in English, German and French.

use sesame::games::GameId;
use serde_json::Value;

fn rules() -> serde_json::Map<String, Value> {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/app/i18n/rules.json")).expect("the rules file");
    match serde_json::from_str(&text).expect("valid JSON") {
        Value::Object(map) => map,
        _ => panic!("the rules file is an object of sections"),
    }
}

#[test]
fn every_playable_game_and_the_app_have_their_rules() {
    let rules = rules();
    for game in GameId::ALL.into_iter().filter(|g| g.is_playable()) {
        let section = rules.get(game.slug()).and_then(Value::as_array);
        assert!(section.is_some_and(|s| s.len() >= 10), "{game:?} has its rules");
    }
    assert!(rules.get("app").and_then(Value::as_array).is_some_and(|s| !s.is_empty()), "how the app works");
}

#[test]
fn every_paragraph_has_a_kind_and_three_languages() {
    for (section, list) in rules() {
        for (i, entry) in list.as_array().expect("a list").iter().enumerate() {
            let parts: Vec<&str> = entry.as_array().expect("an entry").iter().map(|v| v.as_str().expect("text")).collect();
            assert_eq!(parts.len(), 4, "{section} {i}: kind, en, de, fr");
            assert!(["h", "p", "a"].contains(&parts[0]), "{section} {i}: a heading, a rule or an app decision");
            for text in &parts[1..] {
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
