use crate::app::clock::now_ms;
use crate::app::i18n::{config_error, game_name, Lang, Msg};
use crate::app::storage::{save_id, Device, SaveEntry};
use crate::games::ali_baba::{self, AliBaba, Variant};
use crate::games::record::{AnyRecord, Record};
use crate::games::thousand_and_one::{self, ThousandAndOne};
use crate::games::{Computers, ConfigError, Game, GameId, Seat};
use crate::ui::context::{go, replace, Route};
use crate::ui::saves::store;
use crate::ui::second::seats::{computers, computers_note, new_seats, with_seat_menu, Seats};
use leptos::prelude::*;

fn variant_text(v: Variant) -> (Msg, Msg) {
    match v {
        Variant::Standard => (Msg::VariantStandard, Msg::VariantStandardHint),
        Variant::AladdinsLamp => (Msg::VariantLamp, Msg::VariantLampHint),
        Variant::TreasureEquality => (Msg::VariantEquality, Msg::VariantEqualityHint),
        Variant::SmallCave => (Msg::VariantSmall, Msg::VariantSmallHint),
    }
}

/// What the set-up chose beyond the players: each game reads its own.
struct Options {
    variant: Variant,
    open_screens: bool,
    beginners: bool,
}

/// The record of a new game, or why the set-up is not a valid game.
fn new_record(
    game: GameId,
    players: Vec<String>,
    computers: Computers,
    start: Option<Seat>,
    Options { variant, open_screens, beginners }: Options,
    seed: u64,
) -> Result<AnyRecord, ConfigError> {
    Ok(match game {
        GameId::ThousandAndOne => {
            let config = thousand_and_one::Config { players, beginners, start, computers };
            ThousandAndOne::new(&config, seed)?;
            AnyRecord::ThousandAndOne(Record::new(config, seed))
        }
        _ => {
            let config = ali_baba::Config { players, variant, open_screens, start, computers };
            AliBaba::new(&config, seed)?;
            AnyRecord::AliBaba(Record::new(config, seed))
        }
    })
}

/// The name typed in field `i`, or "Player 3" while it is cleared: a choice or a button about a
/// player always has a name to be heard by.
pub fn name_heard(lang: Lang, name: RwSignal<String>, i: usize) -> String {
    let typed = name.get();
    if typed.trim().is_empty() {
        Msg::PlayerN.fill(lang, &[("n", &(i + 1).to_string())])
    } else {
        typed
    }
}

/// The row of buttons that says how many play (every game's set-up).
pub fn how_many(
    legend: &'static str,
    (min, max): (usize, usize),
    count: RwSignal<usize>,
    set: impl Fn(usize) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <fieldset>
            <legend>{legend}</legend>
            <div class="segmented" role="group">
                {(min..=max).map(|n| view! {
                    <button type="button" class="btn" aria-pressed=move || (count.get() == n).to_string()
                        on:click=move |_| set(n)>{n}</button>
                }).collect_view()}
            </div>
        </fieldset>
    }
}

#[component]
pub fn Setup(lang: Lang, game: GameId) -> impl IntoView {
    let (min, max) = game.players();
    let count = RwSignal::new(min);
    let names: Vec<RwSignal<String>> =
        (1..=max).map(|n| RwSignal::new(Msg::PlayerN.fill(lang, &[("n", &n.to_string())]))).collect();
    let names = StoredValue::new(names);
    // Who plays each seat: a person (`None`), or the computer at a strength.
    #[allow(clippy::let_unit_value, reason = "`Seats` is () in the first app, which has no computer opponents")]
    let played_by = new_seats(max);
    let variant = RwSignal::new(Variant::Standard);
    let open_screens = RwSignal::new(false);
    let beginners = RwSignal::new(false);
    let start = RwSignal::new(None::<Seat>);
    let error = RwSignal::new(None::<Msg>);

    let set_count = move |n: usize| {
        count.set(n);
        if n != 2 && variant.get_untracked() == Variant::SmallCave {
            variant.set(Variant::Standard);
        }
        if matches!(start.get_untracked(), Some(s) if usize::from(s) >= n) {
            start.set(None);
        }
    };
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();

        let players = names
            .with_value(|n| n[..count.get_untracked()].iter().map(|s| s.get_untracked().trim().to_string()).collect());
        let computers = computers(played_by, count.get_untracked());
        // Started with "Play on several phones": the invitation follows (a table is for people).
        let phones = ev.submitter().is_some_and(|b| b.id() == "phones") && !computers.any();
        let made = new_record(
            game,
            players,
            computers,
            start.get_untracked(),
            Options {
                variant: variant.get_untracked(),
                open_screens: open_screens.get_untracked(),
                beginners: beginners.get_untracked(),
            },
            super::saves::new_seed(),
        );
        match made {
            Err(e) => error.set(Some(config_error(e))),
            Ok(record) => {
                let id = save_id(&record);
                store(&id, SaveEntry { last_played: now_ms(), record, device: Device::PassAndPlay });
                // The form becomes the game: Back from the game goes Home, not to a stale form.
                replace(Route::Play(id));
                if phones {
                    super::context::invite();
                }
            }
        }
    };

    view! {
        <h1>{Msg::SetupTitle.fill(lang, &[("game", game_name(game).text(lang))])}</h1>
        {super::widgets::learn_offer(lang, game)}
        <form class="setup" on:submit=submit novalidate>
            {how_many(Msg::NumberOfPlayers.text(lang), (min, max), count, set_count)}
            {name_fields(lang, game, count, names, played_by)}
            {if game == GameId::ThousandAndOne {
                thousand_options(lang, beginners).into_any()
            } else {
                ali_baba_options(lang, count, variant, open_screens).into_any()
            }}
            {start_player(lang, count, names, start)}
            {move || error.get().map(|e| view! { <p class="error-text" role="alert">{e.text(lang)}</p> })}
            {setup_buttons(lang, game, phones_button(lang))}
        </form>
    }
}

/// A name field for each player, each with its menu of who plays the seat.
fn name_fields(
    lang: Lang,
    game: GameId,
    count: RwSignal<usize>,
    names: StoredValue<Vec<RwSignal<String>>>,
    played_by: Seats,
) -> impl IntoView {
    view! {
        <fieldset>
            <legend>{Msg::PlayerNames.text(lang)}</legend>
            {computers_note(lang, game)}
            {move || (0..count.get()).map(|i| {
                let name = names.with_value(|n| n[i]);
                let id = format!("name-{i}");
                let field = view! {
                    <div class="field">
                        <label for=id.clone()>{Msg::NameOfPlayer.fill(lang, &[("n", &(i + 1).to_string())])}</label>
                        // No `maxlength`: it counts UTF-16 units and cuts an emoji in half. The rules count
                        // characters a person sees and say so.
                        <input type="text" id=id autocomplete="off"
                            prop:value=move || name.get()
                            on:input=move |ev| name.set(event_target_value(&ev))/>
                    </div>
                };
                with_seat_menu(field, lang, i, name, played_by)
            }).collect_view()}
        </fieldset>
    }
}

/// Start here or on several phones (`phones`: `phones_button`, where the game offers it now);
/// learn or read the rules first (every game's set-up).
pub fn setup_buttons(lang: Lang, game: GameId, phones: impl IntoView) -> impl IntoView {
    view! {
        <div class="btn-row">
            <button type="submit" class="btn primary">{Msg::StartGame.text(lang)}</button>
            {phones}
            <button type="button" class="btn" on:click=move |_| go(Route::Learn(game))>{Msg::LearnToPlay.text(lang)}</button>
            <button type="button" class="btn" on:click=move |_| go(Route::Rules(game))>{Msg::Rules.text(lang)}</button>
        </div>
    }
}

/// "Play on several phones": submits the set-up, then invites.
pub fn phones_button(lang: Lang) -> impl IntoView {
    view! { <button type="submit" class="btn" id="phones">{Msg::PlayOnPhones.text(lang)}</button> }
}

/// Ali Baba's variants (the small cave for two only) and the open screens.
fn ali_baba_options(
    lang: Lang,
    count: RwSignal<usize>,
    variant: RwSignal<Variant>,
    open_screens: RwSignal<bool>,
) -> impl IntoView {
    view! {
        <fieldset>
            <legend>{Msg::Variant.text(lang)}</legend>
            {Variant::ALL.into_iter().map(|v| {
                let (label, hint) = variant_text(v);
                let unavailable = move || v == Variant::SmallCave && count.get() != 2;
                view! {
                    <label class="choice">
                        <input type="radio" name="variant" prop:checked=move || variant.get() == v
                            disabled=unavailable on:change=move |_| variant.set(v)/>
                        <span>{label.text(lang)}
                            <span class="hint">{hint.text(lang)}
                                {move || unavailable().then(|| format!(" {}", Msg::SmallCaveTwoOnly.text(lang)))}
                            </span>
                        </span>
                    </label>
                }
            }).collect_view()}
            {checkbox(open_screens, view! { <span>{Msg::OpenScreens.text(lang)}</span> })}
        </fieldset>
    }
}

/// A choice ticked or not, and what it says (every game's set-up).
pub fn checkbox(on: RwSignal<bool>, text: impl IntoView) -> impl IntoView {
    view! {
        <label class="choice">
            <input type="checkbox" prop:checked=move || on.get() on:change=move |ev| on.set(event_target_checked(&ev))/>
            {text}
        </label>
    }
}

/// A Thousand and One Treasures' variant: the beginners' die.
fn thousand_options(lang: Lang, beginners: RwSignal<bool>) -> impl IntoView {
    view! {
        <fieldset>
            <legend>{Msg::Variant.text(lang)}</legend>
            {checkbox(beginners, view! { <span>{Msg::BeginnersOption.text(lang)}</span> })}
            <p class="hint">{Msg::NothingHidden.text(lang)}</p>
        </fieldset>
    }
}

/// Who begins: drawn, or a player named.
fn start_player(
    lang: Lang,
    count: RwSignal<usize>,
    names: StoredValue<Vec<RwSignal<String>>>,
    start: RwSignal<Option<Seat>>,
) -> impl IntoView {
    view! {
        <fieldset>
            <legend>{Msg::StartPlayer.text(lang)}</legend>
            <label class="choice">
                <input type="radio" name="start" prop:checked=move || start.get().is_none() on:change=move |_| start.set(None)/>
                <span>{Msg::DrawStartPlayer.text(lang)}</span>
            </label>
            {move || (0..count.get()).map(|i| {
                let seat = i as Seat;
                let name = names.with_value(|n| n[i]);
                view! {
                    <label class="choice">
                        <input type="radio" name="start" prop:checked=move || start.get() == Some(seat)
                            on:change=move |_| start.set(Some(seat))/>
                        <span>{move || name_heard(lang, name, i)}</span>
                    </label>
                }
            }).collect_view()}
        </fieldset>
    }
}
