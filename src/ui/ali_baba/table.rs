//! The table of one player: score track, pyramid, the choice at hand, the tiles behind the screen.

use super::{ban_name, recent, tile_name};
use crate::app::i18n::{colour_name, effect_hint, kind_name, Lang, Msg};
use crate::games::ali_baba::{group_points, Action, Ban, Cave, Colour, Event, Kind, PhaseView, SlotView, Tile, View};
use crate::games::{GameId, Seat};
use crate::ui::{go, icon, Route};
use leptos::prelude::*;

const KIND_SLUGS: [&str; 10] =
    ["carpet", "chest", "crown", "ruby", "statue", "sword", "diamond", "ring", "lamp", "necklace"];
const COLOUR_SLUGS: [&str; 6] = ["pink", "blue", "brown", "green", "yellow", "white"];

fn kind_icon(kind: Kind, class: &'static str) -> impl IntoView {
    icon(format!("k-{}", KIND_SLUGS[kind.index()]), class)
}
fn colour_icon(colour: Colour, class: &'static str) -> impl IntoView {
    icon(format!("c-{}", COLOUR_SLUGS[colour.index()]), class)
}
fn colour_class(colour: Colour) -> &'static str {
    ["c-pink", "c-blue", "c-brown", "c-green", "c-yellow", "c-white"][colour.index()]
}

/// A small tile picture, for the screen, the side tiles and the choices.
fn chip(lang: Lang, tile: Tile) -> impl IntoView {
    view! {
        <span class=format!("chip {}", colour_class(tile.colour())) role="img" aria-label=tile_name(lang, tile)>
            {kind_icon(tile.kind(), "kind")}
            {colour_icon(tile.colour(), "sym")}
        </span>
    }
}

pub fn table(lang: Lang, names: &[String], v: &View, log: &[Event], dispatch: Callback<Action>) -> impl IntoView {
    if let PhaseView::Over { scores, winners } = &v.phase {
        return final_scores(lang, names, scores, winners, log).into_any();
    }
    view! {
        <div class="ab-layout">
            {players(lang, v)}
            {status(lang, names, v)}
            {choices_panel(lang, names, v, dispatch)}
            <section class="pyramid-wrap" aria-label=Msg::Board.text(lang)>
                <div class="pyramid" class:small=v.cave == Cave::Small>{pyramid(lang, names, v, dispatch)}</div>
            </section>
            {(!v.side.is_empty()).then(|| view! {
                <section class="screen" aria-labelledby="side-title">
                    <h2 id="side-title">{Msg::BesideTheBoard.text(lang)}</h2>
                    <div class="side-tiles">{v.side.iter().map(|&t| chip(lang, t)).collect_view()}</div>
                </section>
            })}
            <aside class="ab-side">
                {my_screen(lang, v)}
                {restrictions(lang, names, v)}
                <section class="screen">
                    <h2>{Msg::SinceLastTime.text(lang)}</h2>
                    <ul class="log">{recent(lang, names, log).into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                </section>
            </aside>
        </div>
    }
    .into_any()
}

fn players(lang: Lang, v: &View) -> impl IntoView {
    view! {
        <section class="players" aria-label=Msg::Scores.text(lang)>
            {v.players.iter().enumerate().map(|(seat, p)| {
                let active = seat as Seat == v.current;
                view! {
                    <div class="player" class:active=active data-seat=seat>
                        <span class="name">{p.name.clone()}</span>
                        <span class="pts">{Msg::PointsShort.fill(lang, &[("n", &p.effect_points.to_string())])}</span>
                        <span class="meta">" · "{Msg::TilesCount.fill(lang, &[("n", &p.tile_count.to_string())])}</span>
                        {active.then(|| view! { <span class="turn-mark">" ▶ "{Msg::IsTurn.text(lang)}</span> })}
                        {(v.open_screens && seat as Seat != v.viewer).then(|| p.kinds.map(|kinds| view! {
                            <span class="kinds">
                                {Kind::ALL.into_iter().filter(|k| kinds[k.index()] > 0).map(|k| view! {
                                    <span class="mini" title=kind_name(k).text(lang)>{kind_icon(k, "")}{kinds[k.index()]}</span>
                                }).collect_view()}
                            </span>
                        })).flatten()}
                    </div>
                }
            }).collect_view()}
        </section>
    }
}

fn prompt(lang: Lang, names: &[String], v: &View) -> String {
    let me = names[v.viewer as usize].as_str();
    let current = names[v.current as usize].as_str();
    if let (false, Some(actor)) = (v.my_turn(), v.to_act) {
        return Msg::WaitingFor.fill(lang, &[("name", &names[actor as usize])]);
    }
    match &v.phase {
        PhaseView::Take => Msg::YourTurnTake.fill(lang, &[("name", me)]),
        PhaseView::Lamp { lamp } => Msg::LampChoice.fill(lang, &[("colour", colour_name(lamp.colour()).text(lang))]),
        PhaseView::Magic { tile } => match tile.colour() {
            Colour::Brown => {
                let n = v.my_tiles.iter().filter(|t| t.kind() == tile.kind()).count();
                Msg::MagicBrown.fill(lang, &[
                    ("n", &n.to_string()),
                    ("kind", kind_name(tile.kind()).text(lang)),
                    ("points", &(2 * n).to_string()),
                ])
            }
            Colour::Green => Msg::MagicGreen.text(lang).into(),
            Colour::Yellow => Msg::MagicYellow.text(lang).into(),
            _ => Msg::MagicWhite.text(lang).into(),
        },
        PhaseView::Showing { .. } => Msg::ShowATile.fill(lang, &[("name", current)]),
        PhaseView::Keeping { .. } => Msg::KeepOne.text(lang).into(),
        PhaseView::Over { .. } => String::new(),
    }
}

fn status(lang: Lang, names: &[String], v: &View) -> impl IntoView {
    let removed: Vec<&str> = v.removed_kinds.iter().map(|&k| kind_name(k).text(lang)).collect();
    view! {
        <section class="status" aria-live="polite">
            <p class="prompt" id="prompt" tabindex="-1" data-focus>{prompt(lang, names, v)}</p>
            <p class="facts">
                <span>{Msg::FaceDownLeft.fill(lang, &[("n", &v.face_down.to_string())])}</span>
                {v.turns_left.map(|n| if n <= 1 {
                    view! { <span class="final">{Msg::FinalTurn.text(lang)}</span> }.into_any()
                } else {
                    view! { <span class="final">{Msg::FinalRound.fill(lang, &[("n", &n.to_string())])}</span> }.into_any()
                })}
                {(!removed.is_empty()).then(|| view! { <span>{Msg::Removed.fill(lang, &[("kinds", &removed.join(", "))])}</span> })}
            </p>
        </section>
    }
}

fn pyramid(lang: Lang, names: &[String], v: &View, dispatch: Callback<Action>) -> impl IntoView {
    let taking = matches!(v.phase, PhaseView::Take);
    v.board
        .iter()
        .map(|s| {
            let SlotView { slot, place, tile, selectable, restricted } = *s;
            // Positions are whole half-units; CSS does the arithmetic (no float formatting in wasm).
            let style = format!("--x:{};--y:{};--layer:{}", place.x, place.y, place.layer);
            let layer = (place.layer + 1).to_string();
            let Some(tile) = tile else {
                return view! {
                    <div class="tile back" data-layer=place.layer role="img" style=style
                        aria-label=Msg::FaceDownTile.fill(lang, &[("n", &layer)])>
                        <span class="depth" aria-hidden="true">{layer.clone()}</span>
                    </div>
                }
                .into_any();
            };
            let mut label = Msg::TileOnLayer.fill(lang, &[("tile", &tile_name(lang, tile)), ("n", &layer)]);
            if restricted {
                let owner = v.restrictions.iter().find(|r| r.owner != v.current && r.ban.forbids(tile)).map(|r| r.owner);
                if let Some(owner) = owner {
                    label = format!("{label} — {}", Msg::ForbiddenBy.fill(lang, &[("name", &names[owner as usize])]));
                }
            }
            let class = format!(
                "tile face {}{}{}",
                colour_class(tile.colour()),
                if selectable && v.my_turn() { " selectable" } else { "" },
                if restricted { " restricted" } else { "" }
            );
            let face = view! {
                {kind_icon(tile.kind(), "kind")}
                {colour_icon(tile.colour(), "sym")}
                {restricted.then(|| icon("ban".into(), "ban"))}
            };
            if selectable && v.my_turn() {
                let action = if taking { Action::Take(slot) } else { Action::TakeBeside(slot) };
                let label = format!("{label} — {}", Msg::TakeIt.text(lang));
                view! {
                    <button class=class style=style aria-label=label data-slot=slot on:click=move |_| dispatch.run(action)>{face}</button>
                }
                .into_any()
            } else {
                view! { <div class=class style=style role="img" aria-label=label data-slot=slot>{face}</div> }.into_any()
            }
        })
        .collect_view()
}

fn choices_panel(lang: Lang, names: &[String], v: &View, dispatch: Callback<Action>) -> impl IntoView {
    if !v.my_turn() || matches!(v.phase, PhaseView::Take) {
        return None;
    }
    let pass_label = if matches!(v.phase, PhaseView::Keeping { .. }) { Msg::KeepNone } else { Msg::NoThanks };
    let shown_from = |tile: Tile| match &v.phase {
        PhaseView::Keeping { shown } => shown.iter().find(|(_, t)| *t == tile).map(|(s, _)| names[*s as usize].clone()),
        _ => None,
    };
    let mut buttons = Vec::new();
    let mut bans = Vec::new();
    for &action in &v.choices {
        let button = match action {
            Action::KeepLamp => {
                let PhaseView::Lamp { lamp } = v.phase else { continue };
                view! {
                    <button class="tile-choice" on:click=move |_| dispatch.run(action)>
                        {chip(lang, lamp)}{Msg::KeepLamp.text(lang)}" — "{effect_hint(lamp.colour()).text(lang)}
                    </button>
                }
                .into_any()
            }
            Action::SwapLamp(i) => {
                let tile = v.side[i as usize];
                view! {
                    <button class="tile-choice" on:click=move |_| dispatch.run(action)>
                        {chip(lang, tile)}{Msg::SwapFor.fill(lang, &[("tile", &tile_name(lang, tile))])}" — "{effect_hint(tile.colour()).text(lang)}
                    </button>
                }
                .into_any()
            }
            Action::UseMagic => {
                let label = match v.phase {
                    PhaseView::Magic { tile } if tile.colour() == Colour::Brown => {
                        let n = v.my_tiles.iter().filter(|t| t.kind() == tile.kind()).count();
                        Msg::UseBrown.fill(lang, &[("points", &(2 * n).to_string())])
                    }
                    _ => Msg::UseYellow.text(lang).into(),
                };
                view! { <button class="btn primary" on:click=move |_| dispatch.run(action)>{label}</button> }.into_any()
            }
            Action::Forbid(ban) => {
                let picture = match ban {
                    Ban::Kind(k) => kind_icon(k, "").into_any(),
                    Ban::Colour(c) => view! { <span class=format!("swatch {}", colour_class(c))>{colour_icon(c, "")}</span> }.into_any(),
                };
                bans.push(view! {
                    <button class="ban-choice" on:click=move |_| dispatch.run(action)>{picture}{ban_name(lang, ban)}</button>
                });
                continue;
            }
            Action::Show(tile) => view! {
                <button class="tile-choice" on:click=move |_| dispatch.run(action)>{chip(lang, tile)}{tile_name(lang, tile)}</button>
            }
            .into_any(),
            Action::Keep(tile) => {
                let from = shown_from(tile).unwrap_or_default();
                view! {
                    <button class="tile-choice" on:click=move |_| dispatch.run(action)>
                        {chip(lang, tile)}{Msg::KeepTile.fill(lang, &[("tile", &tile_name(lang, tile)), ("name", &from)])}
                    </button>
                }
                .into_any()
            }
            Action::Pass => view! { <button class="btn" on:click=move |_| dispatch.run(action)>{pass_label.text(lang)}</button> }.into_any(),
            // Taking is done on the board itself.
            Action::Take(_) | Action::TakeBeside(_) => continue,
        };
        buttons.push(button);
    }
    // The pass button comes last, after the real choices.
    Some(view! {
        <section class="panel" aria-labelledby="prompt">
            {(!bans.is_empty()).then(|| view! { <div class="choices">{bans}</div> })}
            <div class="choices">{buttons}</div>
        </section>
    })
}

fn my_screen(lang: Lang, v: &View) -> impl IntoView {
    let mut by_kind: Vec<(Kind, Vec<Tile>)> = Vec::new();
    for &tile in &v.my_tiles {
        match by_kind.iter_mut().find(|(k, _)| *k == tile.kind()) {
            Some((_, tiles)) => tiles.push(tile),
            None => by_kind.push((tile.kind(), vec![tile])),
        }
    }
    by_kind.sort_by_key(|(k, _)| *k);
    let total: i32 = by_kind.iter().map(|(_, t)| group_points(t.len())).sum();
    view! {
        <section class="screen" aria-labelledby="screen-title" data-testid="my-screen">
            <h2 id="screen-title">{Msg::BehindYourScreen.text(lang)}</h2>
            {if by_kind.is_empty() {
                view! { <p>{Msg::NothingYet.text(lang)}</p> }.into_any()
            } else {
                view! {
                    <ul class="groups">
                        {by_kind.into_iter().map(|(kind, tiles)| {
                            let label = Msg::GroupScores.fill(lang, &[
                                ("n", &tiles.len().to_string()),
                                ("kind", kind_name(kind).text(lang)),
                                ("points", &group_points(tiles.len()).to_string()),
                            ]);
                            view! {
                                <li class="group">{tiles.into_iter().map(|t| chip(lang, t)).collect_view()}<span class="label">{label}</span></li>
                            }
                        }).collect_view()}
                    </ul>
                    <p><strong>{Msg::WouldScore.fill(lang, &[("n", &total.to_string())])}</strong></p>
                }.into_any()
            }}
        </section>
    }
}

fn restrictions(lang: Lang, names: &[String], v: &View) -> impl IntoView {
    (!v.restrictions.is_empty()).then(|| {
        view! {
            <section class="screen restrictions">
                <span>{Msg::ActiveRestrictions.text(lang)}</span>
                {v.restrictions.iter().map(|r| view! {
                    <span class="mini">{icon("ban".into(), "")}" "{ban_name(lang, r.ban)}" ("{names[r.owner as usize].clone()}")"</span>
                }).collect_view()}
            </section>
        }
    })
}

fn final_scores(
    lang: Lang,
    names: &[String],
    scores: &[crate::games::ali_baba::ScoreLine],
    winners: &[Seat],
    log: &[Event],
) -> impl IntoView {
    let winner_names: Vec<&str> = winners.iter().map(|&s| names[s as usize].as_str()).collect();
    let headline = if winners.len() == 1 {
        Msg::WinnerIs.fill(lang, &[("names", winner_names[0])])
    } else {
        Msg::WinnersAre.fill(lang, &[("names", &winner_names.join(" & "))])
    };
    view! {
        <section class="final-scores" aria-labelledby="final-title">
            <h1 id="final-title">{Msg::GameOverTitle.text(lang)}</h1>
            <p class="trophy" role="status"><span aria-hidden="true">"★ "</span>{headline}</p>
            <table class="final">
                <thead><tr>
                    <th scope="col">{Msg::ColPlayer.text(lang)}</th>
                    <th scope="col">{Msg::ColMagic.text(lang)}</th>
                    <th scope="col">{Msg::ColGroups.text(lang)}</th>
                    <th scope="col">{Msg::ColTotal.text(lang)}</th>
                </tr></thead>
                <tbody>
                    {scores.iter().map(|line| {
                        let won = winners.contains(&line.seat);
                        view! {
                            <tr class:won=won>
                                <th scope="row">
                                    <span class="name">{names[line.seat as usize].clone()}</span>
                                    {won.then(|| view! { <span class="badge">"★ "{Msg::Winner.text(lang)}</span> })}
                                    <span class="meta">{Msg::TilesCount.fill(lang, &[("n", &line.tiles.to_string())])}</span>
                                    <span class="kinds">
                                        {Kind::ALL.into_iter().filter(|k| line.kinds[k.index()] > 0).map(|k| view! {
                                            <span class="mini" title=kind_name(k).text(lang)>{kind_icon(k, "")}{line.kinds[k.index()]}</span>
                                        }).collect_view()}
                                    </span>
                                </th>
                                <td>{line.effect_points}</td>
                                <td>{line.group_points}</td>
                                <td><strong>{line.total}</strong></td>
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
            <p class="lead">{Msg::TieBreakNote.text(lang)}</p>
            <ul class="log">{recent(lang, names, log).into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
            <div class="btn-row">
                <button class="btn primary" on:click=move |_| go(Route::Setup(GameId::AliBaba))>{Msg::NewGame.text(lang)}</button>
                <button class="btn" on:click=move |_| go(Route::Home)>{Msg::BackHome.text(lang)}</button>
            </div>
        </section>
    }
}
