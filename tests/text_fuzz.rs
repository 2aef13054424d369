//! Every place that reads text from outside, fed a million hostile texts each: any Unicode, at
//! every position (`common::ALPHABET`). Each must answer with a value or its own error, never a
//! panic; what it accepts must be what was meant. (Saves: `save_fuzz.rs`; link bytes:
//! `link_fuzz.rs`.)

mod common;

use common::{Counts, Hostile, ALPHABET};
use sesame::app::i18n::{fill_template, shown_name, Lang};
use sesame::app::link::{decode, encode};
use sesame::app::route::Route;
use sesame::app::storage::{MemoryStore, Saves, Store};
use sesame::app::url;
use sesame::games::ali_baba::{AliBaba, Config, Variant};
use sesame::games::record::{random_record, AnyRecord};
use sesame::games::text::visible_len;
use sesame::games::thousand_and_one::{self, ThousandAndOne};
use sesame::games::{check_name, GameId};

const CASES: u64 = 1_000_000;

fn real_links() -> Vec<(String, AnyRecord)> {
    let mut links = Vec::new();
    for seed in 0..12u64 {
        let names = ["L\u{e9}a", "\u{1F600} Tom", "\u{5D0}\u{5D1}", "Zo\u{65}\u{301}"];
        let players = 2 + seed as usize % 3;
        let record: AnyRecord = if seed % 2 == 0 {
            let config = Config {
                players: names[..players].iter().map(|s| s.to_string()).collect(),
                variant: Variant::ALL[seed as usize % 4],
                open_screens: false,
                start: None,
                computers: Default::default(),
            };
            random_record::<AliBaba>(config, seed, seed as usize * 9, seed).into()
        } else {
            let config = thousand_and_one::Config {
                players: names[..players].iter().map(|s| s.to_string()).collect(),
                beginners: seed % 3 == 0,
                start: None,
                computers: Default::default(),
            };
            random_record::<ThousandAndOne>(config, seed, seed as usize * 7, seed).into()
        };
        links.push((format!("#{}", encode(&record).unwrap()), record));
    }
    links
}

#[test]
fn a_million_hostile_link_texts_never_panic_and_never_open_another_game() {
    let links = real_links();
    let mut h = Hostile::new(27);
    let mut counts = Counts::default();
    for n in 0..CASES {
        let (text, meant) = match n % 4 {
            0 => (format!("#t={}", h.text(40)), None),
            1 => (h.text(60), None),
            _ => {
                let (link, record) = &links[h.below(links.len())];
                (h.damage(link), Some(record))
            }
        };
        let result = decode(&text);
        if let (Ok(opened), Some(meant)) = (&result, meant) {
            assert_eq!(opened, meant, "a damaged link opens as its own game or not at all: {text:?}");
        }
        counts.add(result.map(|_| "opened"));
    }
    // Every piece of the alphabet at every position of one link.
    let (link, record) = &links[3];
    for at in 0..link.chars().count() {
        for piece in ALPHABET {
            let result = decode(&Hostile::insert_at(link, at, piece));
            if let Ok(opened) = &result {
                assert_eq!(opened, record);
            }
            counts.add(result.map(|_| "opened"));
        }
    }
    println!("link text fuzz: {} texts, {:?}, 0 panics", counts.total(), counts.0);
    assert!(counts.total() >= CASES);
}

/// The three fragments a new user tried (the first crashed the app), and a percent-encoded one,
/// as the browser hands them over.
#[test]
fn the_fragments_that_crashed_the_app_are_link_problems() {
    for fragment in [
        "#t=AAA\u{e9}",
        "#t=A\u{1F600}",
        "#t=\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}",
        "#t=AAA%C3%A9",
        "#t=%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9",
    ] {
        assert!(decode(fragment).is_err(), "{fragment}");
        assert!(matches!(Route::parse(fragment), Route::Home), "{fragment}");
    }
}

#[test]
fn a_million_hostile_addresses_are_each_a_screen() {
    let mut h = Hostile::new(28);
    let starts = ["#/new/", "#/rules/", "#/play/", "#/link-problem/", "#/link-problem/illegal-", "#t=", "#/", "#", ""];
    let real: Vec<String> = [
        Route::Home,
        Route::Setup(GameId::AliBaba),
        Route::Rules(GameId::Sidibaba),
        Route::Play("0011223344556677-2".into()),
    ]
    .iter()
    .map(Route::to_hash)
    .collect();
    let mut counts = Counts::default();
    for n in 0..CASES {
        let hash = if n % 2 == 0 {
            format!("{}{}", starts[h.below(starts.len())], h.text(12))
        } else {
            let base = &real[h.below(real.len())];
            h.damage(base)
        };
        let route = Route::parse(&hash);
        // What the app writes for a screen reads back as that screen.
        assert_eq!(Route::parse(&route.to_hash()), route, "{hash:?}");
        counts.add(&route);
    }
    println!("address fuzz: {} addresses, {:?}, 0 panics", counts.total(), counts.0);
}

#[test]
fn a_million_hostile_percent_escapes_decode_or_are_refused() {
    let mut h = Hostile::new(29);
    let (mut decoded, mut refused) = (0u64, 0u64);
    for _ in 0..CASES {
        let text = h.text(16);
        match url::decode(&text) {
            Some(plain) => {
                decoded += 1;
                assert_eq!(url::decode(&url::encode(&plain)).as_deref(), Some(plain.as_str()));
            }
            None => refused += 1,
        }
    }
    println!("percent-escape fuzz: {CASES} texts, {decoded} decoded, {refused} not UTF-8, 0 panics");
}

/// A name is typed by anyone and travels in links and saves: any text is either refused with a
/// reason or shown, clipped only between the characters a person sees.
#[test]
fn a_million_hostile_names_are_checked_and_shown() {
    let mut h = Hostile::new(30);
    let mut counts = Counts::default();
    for _ in 0..CASES {
        let name = h.text(40);
        let checked = check_name(&name);
        let shown = shown_name(&name);
        assert!(visible_len(&shown) <= visible_len(&name) + name.split(' ').count(), "{name:?} -> {shown:?}");
        counts.add(checked);
    }
    println!("name fuzz: {} names, {:?}, 0 panics", counts.total(), counts.0);
    assert!(counts.0.get("Ok(())").copied().unwrap_or(0) > CASES / 20, "many names are fine: {counts:?}");
}

/// Names that pass the check, in links: they come back exactly.
#[test]
fn any_accepted_name_travels_in_a_link() {
    let mut h = Hostile::new(31);
    let mut tried = 0;
    while tried < 3_000 {
        let names: Vec<String> = (0..2).map(|_| h.text(6)).collect();
        if names.iter().any(|n| check_name(n).is_err()) {
            continue;
        }
        tried += 1;
        let config = Config {
            players: names,
            variant: Variant::Standard,
            open_screens: false,
            start: None,
            computers: Default::default(),
        };
        let record: AnyRecord = random_record::<AliBaba>(config, tried, 6, tried).into();
        assert_eq!(decode(&encode(&record).unwrap()).as_ref(), Ok(&record));
    }
}

/// A language from storage or the browser, and translations from `messages.json`: both outside
/// input. A template is filled whatever braces it has, with any values.
#[test]
fn a_million_hostile_languages_and_translations_never_panic() {
    let mut h = Hostile::new(32);
    let braces = ["{", "}", "{n}", "{name}", "{n|a|b}", "{n|", "|", "{{", "}{"];
    for n in 0..CASES {
        let tag = h.text(6);
        let _ = Lang::from_tag(&tag);
        let template: String =
            (0..h.below(10)).map(|_| if h.below(2) == 0 { braces[h.below(braces.len())] } else { h.piece() }).collect();
        let count = ["1", "0", "-1", "\u{661}", "99999999999999999999", "x"][h.below(6)];
        let value = h.text(4);
        let lang = Lang::ALL[n as usize % 3];
        let filled = fill_template(lang, &template, &[("n", count), ("name", &value)]);
        assert!(
            filled.len() <= template.len() + value.len() * template.matches("{name}").count() + 20 * template.len()
        );
    }
    println!("language and translation fuzz: {CASES} tags and {CASES} templates, 0 panics");
}

/// localStorage holds whatever anyone put there: any key, any value. The list of saves reads
/// them all; a save id from the address opens whatever is (or is not) under it.
#[test]
fn a_million_hostile_storage_entries_never_panic() {
    let mut h = Hostile::new(33);
    let (_, real) = &real_links()[0];
    let good = sesame::app::storage::encode_entry(&sesame::app::storage::SaveEntry {
        last_played: 1,
        record: real.clone(),
        device: sesame::app::storage::Device::PassAndPlay,
    });
    let mut entries = 0u64;
    while entries < CASES {
        let store = MemoryStore::default();
        for _ in 0..20 {
            let key = if h.below(2) == 0 { format!("sesame.save.{}", h.text(8)) } else { h.text(12) };
            let value = if h.below(3) == 0 { h.damage(&good) } else { h.text(30) };
            store.set(&key, &value).unwrap();
            entries += 1;
        }
        let saves = Saves(store);
        let (listed, problems) = saves.list().unwrap();
        assert!(listed.len() + problems.len() <= 20);
        for _ in 0..5 {
            let _ = saves.load(&h.text(8));
        }
    }
    println!("storage fuzz: {entries} hostile keys and values listed, 0 panics");
}
