use super::{go, Route};
use crate::app::i18n::{game_name, rules_of, Lang, Msg, PLAYING_THE_APP};
use crate::games::GameId;
use leptos::prelude::*;

pub fn rules(lang: Lang, game: GameId) -> impl IntoView {
    let paragraphs = rules_of(game);
    let name = game_name(game).text(lang);
    view! {
        <article class="rules">
            <h1>{Msg::RulesTitle.fill(lang, &[("game", name)])}</h1>
            {if paragraphs.is_empty() {
                view! { <p>{Msg::RulesComingLater.text(lang)}</p> }.into_any()
            } else {
                view! {
                    <p class="lead"><span class="badge">{Msg::AdaptationBadge.text(lang)}</span>{Msg::AdaptationNote.text(lang)}</p>
                    {paragraphs.iter().chain(PLAYING_THE_APP).map(|r| {
                        let text = r.get(lang);
                        if r.heading {
                            view! { <h2>{text}</h2> }.into_any()
                        } else if r.adaptation {
                            view! { <p class="adaptation"><span class="badge">{Msg::AdaptationBadge.text(lang)}</span>{text}</p> }.into_any()
                        } else {
                            view! { <p>{text}</p> }.into_any()
                        }
                    }).collect_view()}
                }.into_any()
            }}
            <p class="btn-row">
                {game.is_playable().then(|| view! {
                    <button class="btn primary" on:click=move |_| go(Route::Setup(game))>{Msg::NewGame.text(lang)}</button>
                })}
                <button class="btn" on:click=move |_| go(Route::Home)>{Msg::BackHome.text(lang)}</button>
            </p>
        </article>
    }
}
