//! The table of one player — score track, pyramid, the choice at hand, the tiles behind the
//! screen — drawn as markup text from the player's view. Every button carries `data-act`, the
//! index of its action in `view.choices`; one click handler (in `mod.rs`) dispatches it.

use super::{ban_name, colour_name, effect_hint, kind_name, tile_name};
use crate::app::html::{attr, Html, Markup};
use crate::app::i18n::{and_list, shown_name, Lang, Msg};
use crate::games::ali_baba::{
    group_points, Action, Ban, Cave, Colour, Event, Geometry, Kind, PhaseView, ScoreLine, Slot, SlotView, Tile, View,
};
use crate::games::Seat;
use crate::ui::widgets::turn_mark;

const KIND_SLUGS: [&str; 10] =
    ["carpet", "chest", "crown", "ruby", "statue", "sword", "diamond", "ring", "lamp", "necklace"];
const COLOUR_SLUGS: [&str; 6] = ["pink", "blue", "brown", "green", "yellow", "white"];

fn kind_icon(h: &mut Html, kind: Kind, class: &str) {
    h.icon(&format!("k-{}", KIND_SLUGS[kind.index()]), class);
}
fn colour_icon(h: &mut Html, colour: Colour, class: &str) {
    h.icon(&format!("c-{}", COLOUR_SLUGS[colour.index()]), class);
}
fn colour_class(colour: Colour) -> &'static str {
    ["c-pink", "c-blue", "c-brown", "c-green", "c-yellow", "c-white"][colour.index()]
}

/// A small tile picture, for the screen, the side tiles and the choices.
fn chip(h: &mut Html, lang: Lang, tile: Tile) {
    h.open(
        "span",
        &[
            ("class", &format!("chip {}", colour_class(tile.colour()))),
            ("role", "img"),
            ("aria-label", &tile_name(lang, tile)),
        ],
    );
    kind_icon(h, tile.kind(), "kind");
    colour_icon(h, tile.colour(), "sym");
    h.close("span");
}

/// The index of `action` among the viewer's choices, as the `data-act` attribute value.
fn act(v: &View, action: Action) -> String {
    crate::app::html::act(&v.choices, action).unwrap_or_default()
}

/// The table; `marks` are the others' moves since the viewer last played, marked on the board.
pub fn table(lang: Lang, names: &[String], v: &View, marks: &[Event]) -> Markup {
    let mut h = Html::default();
    if let PhaseView::Over { scores, winners } = &v.phase {
        final_scores(&mut h, lang, names, scores, winners);
        return h.markup();
    }
    // Each region is a part, there even when empty (hidden), so that a move redraws only the
    // regions and tiles it changed.
    h.open("div", &[("class", "ab-layout")]);
    players(&mut h, lang, v);
    status(&mut h, lang, v);
    choices_panel(&mut h, lang, names, v);
    h.open("section", &[("class", "pyramid-wrap"), ("aria-label", Msg::Board.text(lang))]);
    h.open("div", &[("class", if v.cave == Cave::Small { "pyramid small" } else { "pyramid" })]);
    pyramid(&mut h, lang, names, v, marks);
    h.close("div").close("section");
    if v.side.is_empty() {
        h.open_part("section", &[("class", "screen"), ("hidden", "")]).close_part("section");
    } else {
        h.open_part("section", &[("class", "screen")]).el("h2", &[], Msg::BesideTheBoard.text(lang));
        h.open("div", &[("class", "side-tiles")]);
        for &t in &v.side {
            chip(&mut h, lang, t);
        }
        h.close("div").close_part("section");
    }
    h.open_part("aside", &[("class", "ab-side")]);
    my_screen(&mut h, lang, v);
    restrictions(&mut h, lang, names, v);
    h.close_part("aside").close("div");
    h.markup()
}

fn kinds_row(h: &mut Html, lang: Lang, kinds: &[u8; 10]) {
    h.open("span", &[("class", "kinds")]);
    for k in Kind::ALL.into_iter().filter(|k| kinds[k.index()] > 0) {
        h.open("span", &[("class", "mini"), ("title", kind_name(k).text(lang))]);
        kind_icon(h, k, "");
        h.text(&kinds[k.index()].to_string()).close("span");
    }
    h.close("span");
}

/// The players, each a part: the one whose turn begins changes a class and where the turn's
/// mark is shown, and keeps its elements.
fn players(h: &mut Html, lang: Lang, v: &View) {
    h.open("section", &[("class", "players"), ("aria-label", Msg::Scores.text(lang))]);
    for (seat, p) in v.players.iter().enumerate() {
        let active = seat as Seat == v.current;
        h.open_part(
            "div",
            &[("class", if active { "player active" } else { "player" }), ("data-seat", &seat.to_string())],
        );
        h.el("span", &[("class", "name")], &shown_name(&p.name));
        h.el("span", &[("class", "pts")], &Msg::PointsShort.fill(lang, &[("n", &p.effect_points.to_string())]));
        h.el(
            "span",
            &[("class", "meta")],
            &format!(" · {}", Msg::TilesCount.fill(lang, &[("n", &p.tile_count.to_string())])),
        );
        turn_mark(h, lang, active);
        if let (true, Some(kinds)) = (v.open_screens && seat as Seat != v.viewer, p.kinds) {
            kinds_row(h, lang, &kinds);
        }
        h.close_part("div");
    }
    h.close("section");
}

/// The status line (the frame shows it above the table).
pub fn prompt(lang: Lang, names: &[String], v: &View) -> String {
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
                Msg::MagicBrown.fill(
                    lang,
                    &[
                        ("n", &n.to_string()),
                        ("kind", kind_name(tile.kind()).text(lang)),
                        ("points", &(2 * n).to_string()),
                    ],
                )
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

fn status(h: &mut Html, lang: Lang, v: &View) {
    h.open_part("section", &[("class", "status")]);
    h.open("p", &[("class", "facts")]);
    h.el("span", &[], &Msg::FaceDownLeft.fill(lang, &[("n", &v.face_down.to_string())]));
    if let Some(n) = v.turns_left {
        let text = if n <= 1 {
            Msg::FinalTurn.text(lang).into()
        } else {
            Msg::FinalRound.fill(lang, &[("n", &n.to_string())])
        };
        h.el("span", &[("class", "final")], &text);
    }
    if !v.removed_kinds.is_empty() {
        let removed: Vec<&str> = v.removed_kinds.iter().map(|&k| kind_name(k).text(lang)).collect();
        h.el("span", &[], &Msg::Removed.fill(lang, &[("kinds", &removed.join(", "))]));
    }
    h.close("p").close_part("section");
}

/// Where the others took tiles since the viewer's last turn: an outline each with the taker's
/// number (one part, placed by CSS as if the pyramid's own children). Gives the slots whose
/// tiles turned face up meanwhile (a ring). Shape and number, never colour alone.
fn ghosts(h: &mut Html, lang: Lang, names: &[String], v: &View, marks: &[Event], geometry: &Geometry) -> Vec<Slot> {
    let mut flipped: Vec<Slot> = Vec::new();
    h.open_part("div", &[("class", "ghosts")]);
    for event in marks {
        match event {
            Event::Took { seat, tile, slot } | Event::TookBeside { seat, tile, slot } if *seat != v.viewer => {
                let Some(&place) = geometry.places.get(*slot as usize) else { continue };
                let (row, col) = geometry.row_col(place);
                let label = Msg::TakenFrom.fill(
                    lang,
                    &[
                        ("name", &names[*seat as usize]),
                        ("tile", &tile_name(lang, *tile)),
                        ("n", &(place.layer + 1).to_string()),
                        ("row", &row.to_string()),
                        ("col", &col.to_string()),
                    ],
                );
                let style = format!("--x:{};--y:{};--layer:{}", place.x, place.y, place.layer);
                h.open(
                    "div",
                    &[
                        ("class", &format!("ghost p{seat}")),
                        ("style", &style),
                        ("role", "img"),
                        ("aria-label", &label),
                        ("data-taken", &slot.to_string()),
                    ],
                );
                h.el("span", &[("class", "who"), ("aria-hidden", "true")], &(seat + 1).to_string()).close("div");
            }
            Event::Flipped { slots } => flipped.extend(slots),
            _ => {}
        }
    }
    h.close_part("div");
    flipped
}

/// The pyramid: the outlines of what the others took, then every slot, a tile or an empty part.
fn pyramid(h: &mut Html, lang: Lang, names: &[String], v: &View, marks: &[Event]) {
    let geometry = Geometry::of(v.cave);
    let flipped = ghosts(h, lang, names, v, marks, geometry);
    // A slot whose tile is gone keeps an empty part: taking a tile then redraws only the parts
    // it changed, not the whole table.
    let mut next = 0;
    let gone = |h: &mut Html, from: usize, to: usize| {
        for _ in from..to {
            h.open_part("i", &[("hidden", "")]).close_part("i");
        }
    };
    for s in &v.board {
        gone(h, next, s.slot as usize);
        next = s.slot as usize + 1;
        let place = s.place;
        // Positions are whole half-units; CSS does the arithmetic (no float formatting in wasm).
        let style = format!("--x:{};--y:{};--layer:{}", place.x, place.y, place.layer);
        let layer = (place.layer + 1).to_string();
        let (row, col) = geometry.row_col(place);
        let (row, col) = (row.to_string(), col.to_string());
        let at = [("n", layer.as_str()), ("row", row.as_str()), ("col", col.as_str())];
        let Some(tile) = s.tile else {
            face_down(h, lang, place.layer, &style, &at);
            continue;
        };
        let just_flipped = flipped.contains(&s.slot);
        let (label, why) = tile_label(lang, names, v, s, tile, &at, just_flipped);
        let action = if matches!(v.phase, PhaseView::Take) { Action::Take(s.slot) } else { Action::TakeBeside(s.slot) };
        let index = act(v, action);
        let selectable = s.selectable && !index.is_empty();
        let class = format!(
            "tile face {}{}{}{}",
            colour_class(tile.colour()),
            if selectable { " selectable" } else { "" },
            if s.restricted { " restricted" } else { "" },
            if just_flipped { " flipped" } else { "" }
        );
        let slot = s.slot.to_string();
        // A button either way, so that a tile that becomes a choice or stops being one changes
        // only its attributes. One that is none is out of the tab order, and a tap on it is
        // answered where it is: why, or (empty) "not now" with what the prompt asks.
        if selectable {
            let label = format!("{label} — {}", Msg::TakeIt.text(lang));
            h.open_part(
                "button",
                &[
                    ("class", &class),
                    ("style", &style),
                    ("aria-label", &label),
                    (attr::SLOT, &slot),
                    (attr::ACT, &index),
                ],
            );
        } else {
            let why = why.unwrap_or_default();
            h.open_part(
                "button",
                &[
                    ("class", &class),
                    ("style", &style),
                    ("aria-label", &label),
                    (attr::SLOT, &slot),
                    ("aria-disabled", "true"),
                    ("tabindex", "-1"),
                    (attr::WHY, &why),
                ],
            );
        }
        kind_icon(h, tile.kind(), "kind");
        colour_icon(h, tile.colour(), "sym");
        if s.restricted {
            h.icon("ban", "ban");
        }
        h.close_part("button");
    }
    gone(h, next, geometry.places.len());
}

/// What a face-up tile is called (where it lies, whether it was just flipped, who forbade it),
/// and why it may not be taken, if forbidden: said where a tap on it lands.
fn tile_label(
    lang: Lang,
    names: &[String],
    v: &View,
    s: &SlotView,
    tile: Tile,
    at: &[(&str, &str); 3],
    just_flipped: bool,
) -> (String, Option<String>) {
    let name = tile_name(lang, tile);
    let mut label = Msg::TileOnLayer.fill(lang, &[("tile", name.as_str()), at[0], at[1], at[2]]);
    if just_flipped {
        label = format!("{label} — {}", Msg::JustFlipped.text(lang));
    }
    let mut why = None;
    if s.restricted {
        if let Some(r) = v.restrictions.iter().find(|r| r.owner != v.current && r.ban.forbids(tile)) {
            let owner = &names[r.owner as usize];
            label = format!("{label} — {}", Msg::ForbiddenBy.fill(lang, &[("name", owner)]));
            why = Some(Msg::WhyForbidden.fill(lang, &[("name", owner)]));
        }
    }
    (label, why)
}

/// A tile still face down: only its place and depth are seen.
fn face_down(h: &mut Html, lang: Lang, layer: u8, style: &str, at: &[(&str, &str); 3]) {
    h.open_part(
        "div",
        &[
            ("class", "tile back"),
            ("data-layer", &layer.to_string()),
            ("role", "img"),
            ("style", style),
            ("aria-label", &Msg::FaceDownTile.fill(lang, at)),
            (attr::WHY, Msg::WhyFaceDown.text(lang)),
        ],
    );
    h.el("span", &[("class", "depth"), ("aria-hidden", "true")], at[0].1).close_part("div");
}

/// White: the sixteen things to forbid, in their own grid.
fn ban_choices(h: &mut Html, lang: Lang, v: &View) {
    let bans: Vec<(usize, Ban)> = v
        .choices
        .iter()
        .enumerate()
        .filter_map(|(i, a)| if let Action::Forbid(b) = a { Some((i, *b)) } else { None })
        .collect();
    if !bans.is_empty() {
        h.open("div", &[("class", "choices")]);
        for (i, ban) in bans {
            h.open("button", &[("class", "ban-choice"), (attr::ACT, &i.to_string())]);
            match ban {
                Ban::Kind(k) => kind_icon(h, k, ""),
                Ban::Colour(c) => {
                    h.open("span", &[("class", &format!("swatch {}", colour_class(c)))]);
                    colour_icon(h, c, "");
                    h.close("span");
                }
            }
            h.text(ban_name(lang, ban)).close("button");
        }
        h.close("div");
    }
}

fn choices_panel(h: &mut Html, lang: Lang, names: &[String], v: &View) {
    if !v.my_turn() || matches!(v.phase, PhaseView::Take) {
        h.open_part("section", &[("class", "panel"), ("hidden", "")]).close_part("section");
        return;
    }
    h.open_part("section", &[("class", "panel"), ("aria-labelledby", "prompt")]);
    ban_choices(h, lang, v);
    h.open("div", &[("class", "choices")]);
    for (i, &action) in v.choices.iter().enumerate() {
        let index = i.to_string();
        let tile_button = |h: &mut Html, tile: Tile, text: &str| {
            h.open("button", &[("class", "tile-choice"), (attr::ACT, &index)]);
            chip(h, lang, tile);
            h.text(text).close("button");
        };
        match action {
            Action::KeepLamp => {
                if let PhaseView::Lamp { lamp } = v.phase {
                    tile_button(
                        h,
                        lamp,
                        &format!("{} — {}", Msg::KeepLamp.text(lang), effect_hint(lamp.colour()).text(lang)),
                    );
                }
            }
            Action::SwapLamp(n) => {
                let tile = v.side[n as usize];
                let text = format!(
                    "{} — {}",
                    Msg::SwapFor.fill(lang, &[("tile", &tile_name(lang, tile))]),
                    effect_hint(tile.colour()).text(lang)
                );
                tile_button(h, tile, &text);
            }
            Action::UseMagic => {
                let label = match v.phase {
                    PhaseView::Magic { tile } if tile.colour() == Colour::Brown => {
                        let n = v.my_tiles.iter().filter(|t| t.kind() == tile.kind()).count();
                        Msg::UseBrown.fill(lang, &[("points", &(2 * n).to_string())])
                    }
                    _ => Msg::UseYellow.text(lang).into(),
                };
                h.el("button", &[("class", "btn primary"), (attr::ACT, &index)], &label);
            }
            Action::Show(tile) => tile_button(h, tile, &tile_name(lang, tile)),
            Action::Keep(tile) => {
                let from = match &v.phase {
                    PhaseView::Keeping { shown } => {
                        shown.iter().find(|(_, t)| *t == tile).map(|(s, _)| names[*s as usize].as_str())
                    }
                    _ => None,
                };
                let text =
                    Msg::KeepTile.fill(lang, &[("tile", &tile_name(lang, tile)), ("name", from.unwrap_or_default())]);
                tile_button(h, tile, &text);
            }
            Action::Pass => {
                let label = if matches!(v.phase, PhaseView::Keeping { .. }) { Msg::KeepNone } else { Msg::NoThanks };
                h.el("button", &[("class", "btn"), (attr::ACT, &index)], label.text(lang));
            }
            // Taking is done on the board itself; white's choices are drawn above.
            Action::Take(_) | Action::TakeBeside(_) | Action::Forbid(_) => {}
        }
    }
    h.close("div").close_part("section");
}

fn my_screen(h: &mut Html, lang: Lang, v: &View) {
    let by_kind: Vec<(Kind, Vec<Tile>)> = Kind::ALL
        .into_iter()
        .map(|k| (k, v.my_tiles.iter().copied().filter(|t| t.kind() == k).collect::<Vec<Tile>>()))
        .filter(|(_, tiles)| !tiles.is_empty())
        .collect();
    h.open("section", &[("class", "screen"), ("data-testid", "my-screen")]).el(
        "h2",
        &[],
        Msg::BehindYourScreen.text(lang),
    );
    if by_kind.is_empty() {
        h.el("p", &[], Msg::NothingYet.text(lang));
    } else {
        let total: i32 = by_kind.iter().map(|(_, t)| group_points(t.len())).sum();
        h.open("ul", &[("class", "groups")]);
        for (kind, tiles) in by_kind {
            h.open("li", &[("class", "group")]);
            for &t in &tiles {
                chip(h, lang, t);
            }
            let label = Msg::GroupScores.fill(
                lang,
                &[
                    ("n", &tiles.len().to_string()),
                    ("kind", kind_name(kind).text(lang)),
                    ("points", &group_points(tiles.len()).to_string()),
                ],
            );
            h.el("span", &[("class", "label")], &label).close("li");
        }
        h.close("ul");
        h.open("p", &[]).el("strong", &[], &Msg::WouldScore.fill(lang, &[("n", &total.to_string())])).close("p");
    }
    h.close("section");
}

fn restrictions(h: &mut Html, lang: Lang, names: &[String], v: &View) {
    if v.restrictions.is_empty() {
        return;
    }
    h.open("section", &[("class", "screen restrictions")]).el("span", &[], Msg::ActiveRestrictions.text(lang));
    for r in &v.restrictions {
        h.open("span", &[("class", "mini")]);
        h.icon("ban", "");
        h.text(&format!(" {} ({})", ban_name(lang, r.ban), names[r.owner as usize])).close("span");
    }
    h.close("section");
}

fn final_scores(h: &mut Html, lang: Lang, names: &[String], scores: &[ScoreLine], winners: &[Seat]) {
    let winner_names: Vec<&str> = winners.iter().map(|&s| names[s as usize].as_str()).collect();
    let headline = if winners.len() == 1 {
        Msg::WinnerIs.fill(lang, &[("names", winner_names[0])])
    } else {
        Msg::WinnersAre.fill(lang, &[("names", &and_list(lang, &winner_names))])
    };
    h.open("section", &[("class", "final-scores"), ("aria-labelledby", "final-title")]);
    h.el("h1", &[("id", "final-title"), ("tabindex", "-1"), ("data-focus", "")], Msg::GameOverTitle.text(lang));
    h.open("p", &[("class", "trophy"), ("role", "status")])
        .el("span", &[("aria-hidden", "true")], "★ ")
        .text(&headline)
        .close("p");
    h.open("div", &[("class", "final-wrap")]).open("table", &[("class", "final")]).open("thead", &[]).open("tr", &[]);
    for col in [Msg::ColPlayer, Msg::ColMagic, Msg::ColGroups, Msg::ColTotal] {
        h.el("th", &[("scope", "col")], col.text(lang));
    }
    h.close("tr").close("thead").open("tbody", &[]);
    for line in scores {
        let won = winners.contains(&line.seat);
        h.open("tr", &[("class", if won { "won" } else { "" })]).open("th", &[("scope", "row")]);
        h.el("span", &[("class", "name")], &names[line.seat as usize]);
        if won {
            h.el("span", &[("class", "badge")], &format!("★ {}", Msg::Winner.text(lang)));
        }
        h.el("span", &[("class", "meta")], &Msg::TilesCount.fill(lang, &[("n", &line.tiles.to_string())]));
        kinds_row(h, lang, &line.kinds);
        h.close("th");
        // Each cell names its column, for the narrow layout where rows become cards.
        h.el("td", &[("data-label", Msg::ColMagic.text(lang))], &line.effect_points.to_string());
        h.el("td", &[("data-label", Msg::ColGroups.text(lang))], &line.group_points.to_string());
        h.open("td", &[("data-label", Msg::ColTotal.text(lang))])
            .el("strong", &[], &line.total.to_string())
            .close("td")
            .close("tr");
    }
    h.close("tbody").close("table").close("div");
    h.el("p", &[("class", "lead")], Msg::TieBreakNote.text(lang));
    h.close("section");
}

/// The pyramid seen from above, one square per tile: its colour once face up, the layer's brown
/// while face down (nothing hidden is drawn).
pub fn thumbnail(v: &View) -> Markup {
    const FILLS: [&str; 6] = ["#e76aa5", "#3f7fd6", "#8b5a2b", "#3c9a4f", "#f0c82e", "#fbf8f0"];
    const BACKS: [&str; 4] = ["#4a2e17", "#65411f", "#80552c", "#9b6a3b"];
    let size = if v.cave == Cave::Small { "8" } else { "10" };
    let mut h = Html::default();
    h.open("svg", &[("class", "thumb"), ("viewBox", &format!("0 0 {size} {size}")), ("aria-hidden", "true")]);
    for s in &v.board {
        let fill = s.tile.map_or(BACKS[usize::from(s.place.layer) % 4], |t| FILLS[t.colour().index()]);
        h.open(
            "rect",
            &[
                ("x", &s.place.x.to_string()),
                ("y", &s.place.y.to_string()),
                ("width", "2"),
                ("height", "2"),
                ("fill", fill),
                ("stroke", "#2a1a0a"),
                ("stroke-width", ".12"),
            ],
        )
        .close("rect");
    }
    h.close("svg");
    h.markup()
}
