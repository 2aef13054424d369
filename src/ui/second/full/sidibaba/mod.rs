//! Sidibaba's screens (only in the `sesame-full` WebAssembly): the set-up (the line of
//! Adventurers in its order, the 12 lamps shared out along it, who plays the Leader) and the
//! game's table in the one game frame (`table`).

mod keys;
mod sound;
mod table;

use crate::app::clock::now_ms;
use crate::app::i18n::{config_error, game_name, Lang, Msg};
use crate::app::storage::{save_id, Device, SaveEntry};
use crate::games::record::{AnyRecord, Record};
use crate::games::sidibaba::setup::{shared_out, ADVENTURERS, LAMPS};
use crate::games::sidibaba::{Config, LeaderPlayer, LeaderStrength, Sidibaba};
use crate::games::{Game, GameId};
use crate::ui::context::{replace, Route};
use crate::ui::saves::new_seed;
use crate::ui::saves::store;
use crate::ui::setup::{checkbox, how_many, name_heard, phones_button, setup_buttons};
use leptos::prelude::*;

#[component]
pub fn Setup(lang: Lang) -> impl IntoView {
    let (min, max) = ADVENTURERS;
    let count = RwSignal::new(3usize.clamp(min, max));
    // The line: every Adventurer's name and lamps, in walking order.
    let line: Vec<(RwSignal<String>, RwSignal<u8>)> = (1..=max)
        .map(|n| (RwSignal::new(Msg::PlayerN.fill(lang, &[("n", &n.to_string())])), RwSignal::new(0)))
        .collect();
    let line = StoredValue::new(line);
    let share =
        move |n: usize| line.with_value(|l| l.iter().zip(shared_out(n)).for_each(|((_, lamps), k)| lamps.set(k)));
    share(count.get_untracked());
    let by_app = RwSignal::new(true);
    let strength = RwSignal::new(LeaderStrength::default());
    // House rule: the line reordered at any time (the rulebook: only while no lamp burns).
    let any_time = RwSignal::new(false);
    let leader_name = RwSignal::new(Msg::SidiLeader.text(lang).to_string());
    let error = RwSignal::new(None::<Msg>);

    let set_count = move |n: usize| {
        count.set(n);
        share(n);
    };
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let n = count.get_untracked();
        let (adventurers, lamps) = line.with_value(|l| {
            l[..n].iter().map(|(name, k)| (name.get_untracked().trim().to_string(), k.get_untracked())).unzip()
        });
        // Started with "Play on several phones": the invitation follows (the Leader a person's).
        let phones = ev.submitter().is_some_and(|b| b.id() == "phones") && !by_app.get_untracked();
        let leader = if by_app.get_untracked() {
            LeaderPlayer::App
        } else {
            LeaderPlayer::Person(leader_name.get_untracked().trim().to_string())
        };
        let line_any_time = any_time.get_untracked();
        let config = Config { adventurers, lamps, leader, line_any_time, strength: strength.get_untracked() };
        // The rules check the set-up and deal it.
        let seed = new_seed();
        match Sidibaba::new(&config, seed) {
            Err(e) => error.set(Some(config_error(e))),
            Ok(_) => {
                let record = AnyRecord::Sidibaba(Record::new(config, seed));
                let id = save_id(&record);
                store(&id, SaveEntry { last_played: now_ms(), record, device: Device::PassAndPlay });
                // The set-up is not a page to go back to: "back" leads Home.
                replace(Route::Play(id));
                if phones {
                    crate::ui::context::invite();
                }
            }
        }
    };

    view! {
        <h1>{Msg::SetupTitle.fill(lang, &[("game", game_name(GameId::Sidibaba).text(lang))])}</h1>
        {crate::ui::widgets::learn_offer(lang, GameId::Sidibaba)}
        <form class="setup sidi-setup" on:submit=submit novalidate>
            {how_many(Msg::SidiNumber.text(lang), (min, max), count, set_count)}
            {the_line(lang, count, line)}
            {leader_choice(lang, by_app, leader_name)}
            {move || by_app.get().then(|| strength_choice(lang, strength))}
            {house_rules(lang, any_time)}
            {move || error.get().map(|e| view! { <p class="error-text" role="alert">{e.text(lang)}</p> })}
            <p class="hint">{Msg::SidiNoLinks.text(lang)}</p>
            // A table of phones: the Leader on his own phone, where a person plays him.
            {setup_buttons(lang, GameId::Sidibaba, move || (!by_app.get()).then(|| phones_button(lang)))}
        </form>
    }
}

/// The line: every Adventurer's name and lamps, in walking order, and the lamps in play.
fn the_line(lang: Lang, count: RwSignal<usize>, line: StoredValue<Vec<(RwSignal<String>, RwSignal<u8>)>>) -> impl IntoView {
    let lamps_in_play =
        move || line.with_value(|l| l[..count.get()].iter().map(|(_, k)| u32::from(k.get())).sum::<u32>());
    // Swapping the signals' contents keeps each input where it is (and the focus with it).
    let forward = move |i: usize| {
        line.with_value(|l| {
            let (a, b) = (l[i - 1], l[i]);
            let (name, lamps) = (a.0.get_untracked(), a.1.get_untracked());
            a.0.set(b.0.get_untracked());
            a.1.set(b.1.get_untracked());
            b.0.set(name);
            b.1.set(lamps);
        });
    };
    view! {
        <fieldset>
            <legend>{Msg::SidiLine.text(lang)}</legend>
            <p class="hint">{Msg::SidiLineHint.text(lang)}</p>
            <ol class="sidi-line">
                {move || (0..count.get()).map(|i| {
                    let (name, lamps) = line.with_value(|l| l[i]);
                    line_member(lang, i, name, lamps, forward)
                }).collect_view()}
            </ol>
            <p class="lamp-sum" role="status">{move || lamp_sum(lang, lamps_in_play())}</p>
        </fieldset>
    }
}

/// The house rules offered.
fn house_rules(lang: Lang, any_time: RwSignal<bool>) -> impl IntoView {
    view! {
        <fieldset>
            <legend>{Msg::SidiHouseRules.text(lang)}</legend>
            {checkbox(any_time, view! {
                <span>{Msg::SidiLineAnyTime.text(lang)}
                    <span class="hint">{Msg::SidiLineAnyTimeHint.text(lang)}</span>
                </span>
            })}
        </fieldset>
    }
}

/// Adventurer `i` of the line: name, lamps, and a step forward.
fn line_member(
    lang: Lang,
    i: usize,
    name: RwSignal<String>,
    lamps: RwSignal<u8>,
    forward: impl Fn(usize) + Copy + 'static,
) -> impl IntoView {
    let id = format!("name-{i}");
    let who = move || name_heard(lang, name, i);
    view! {
        <li class="sidi-member">
            <div class="field">
                <label for=id.clone()>{Msg::SidiPlace.fill(lang, &[("n", &(i + 1).to_string())])}</label>
                <input type="text" id=id autocomplete="off" prop:value=move || name.get()
                    on:input=move |ev| name.set(event_target_value(&ev))/>
            </div>
            <div class="stepper" role="group" aria-label=move || Msg::SidiLamps.fill(lang, &[("n", &lamps.get().to_string())])>
                <button type="button" class="btn" disabled={move || lamps.get() == 0}
                    aria-label=move || Msg::SidiLessLamp.fill(lang, &[("name", &who())])
                    on:click=move |_| lamps.update(|k| *k = k.saturating_sub(1))>"−"</button>
                <span class="count" aria-hidden="true">{move || Msg::SidiLamps.fill(lang, &[("n", &lamps.get().to_string())])}</span>
                <button type="button" class="btn" disabled={move || lamps.get() >= LAMPS}
                    aria-label=move || Msg::SidiMoreLamp.fill(lang, &[("name", &who())])
                    on:click=move |_| lamps.update(|k| *k = (*k + 1).min(LAMPS))>"+"</button>
            </div>
            {(i > 0).then(|| view! {
                <button type="button" class="btn" aria-label=move || Msg::SidiForward.fill(lang, &[("name", &who())])
                    on:click=move |_| forward(i)>"↑"</button>
            })}
        </li>
    }
}

/// Whether the lamps held add up to all of them.
fn lamp_sum(lang: Lang, total: u32) -> String {
    let all = u32::from(LAMPS);
    if total == all {
        Msg::SidiLampsShared.text(lang).to_string()
    } else if total < all {
        Msg::SidiLampsLeft.fill(lang, &[("n", &(all - total).to_string())])
    } else {
        Msg::SidiLampsTooMany.fill(lang, &[("n", &(total - all).to_string())])
    }
}

/// How hard the app's Leader plays, each with a line saying what it means.
fn strength_choice(lang: Lang, strength: RwSignal<LeaderStrength>) -> impl IntoView {
    let words = |s: LeaderStrength| match s {
        LeaderStrength::Gentle => (Msg::SidiGentle, Msg::SidiGentleHint),
        LeaderStrength::Fair => (Msg::SidiFair, Msg::SidiFairHint),
        LeaderStrength::Ruthless => (Msg::SidiRuthless, Msg::SidiRuthlessHint),
    };
    view! {
        <fieldset class="sidi-strength">
            <legend>{Msg::SidiStrength.text(lang)}</legend>
            {LeaderStrength::ALL.into_iter().map(|s| {
                let (name, hint) = words(s);
                view! {
                    <label class="choice">
                        <input type="radio" name="strength" prop:checked=move || strength.get() == s
                            on:change=move |_| strength.set(s)/>
                        <span>{name.text(lang)}<span class="hint">{hint.text(lang)}</span></span>
                    </label>
                }
            }).collect_view()}
        </fieldset>
    }
}

/// The Leader of the Thieves: the app, or a person (named).
fn leader_choice(lang: Lang, by_app: RwSignal<bool>, leader_name: RwSignal<String>) -> impl IntoView {
    view! {
        <fieldset>
            <legend>{Msg::SidiLeader.text(lang)}</legend>
            <label class="choice">
                <input type="radio" name="leader" prop:checked=move || by_app.get() on:change=move |_| by_app.set(true)/>
                <span>{Msg::SidiLeaderApp.text(lang)}</span>
            </label>
            <label class="choice">
                <input type="radio" name="leader" prop:checked=move || !by_app.get() on:change=move |_| by_app.set(false)/>
                <span>{Msg::SidiLeaderPerson.text(lang)}</span>
            </label>
            {move || (!by_app.get()).then(|| view! {
                <div class="field">
                    <label for="leader-name">{Msg::SidiLeaderName.text(lang)}</label>
                    <input type="text" id="leader-name" autocomplete="off" prop:value=move || leader_name.get()
                        on:input=move |ev| leader_name.set(event_target_value(&ev))/>
                </div>
            })}
        </fieldset>
    }
}
