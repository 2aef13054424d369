//! The cave, the thief's track, the players and the choice at hand, as markup text.
//! Buttons carry `data-act` (index into the view's choices) or `data-ui` (turning the new card).

use crate::app::html::{attr, Html, Markup};
use crate::app::i18n::{and_list, shown_name, Lang, Msg};
use crate::games::thousand_and_one::cards::{turned, E, N, S, W};
use crate::games::thousand_and_one::{Action, Card, Event, Pawn, Phase, View, COLS, ENTRANCE};
use crate::games::Seat;
use crate::ui::widgets::turn_mark;

/// Treasure pictures: one sword, two silver vessels, three pieces of gold jewellery.
fn treasures(h: &mut Html, card: Card) {
    let icon = match card.treasures {
        1 => "k-sword",
        2 => "k-lamp",
        _ => "k-necklace",
    };
    h.open("span", &[("class", &format!("loot n{}", card.treasures))]);
    for _ in 0..card.treasures {
        h.icon(icon, "treasure");
    }
    h.close("span");
    if card.head {
        h.icon("thief", "head");
    }
}

fn walls_label(lang: Lang, walls: u8) -> Option<String> {
    let sides: Vec<&str> = [(N, Msg::SideN), (E, Msg::SideE), (S, Msg::SideS), (W, Msg::SideW)]
        .into_iter()
        .filter(|(bit, _)| walls & bit != 0)
        .map(|(_, m)| m.text(lang))
        .collect();
    (!sides.is_empty()).then(|| Msg::Walls.fill(lang, &[("sides", &sides.join(", "))]))
}

fn wall_classes(walls: u8) -> String {
    [(N, " wn"), (E, " we"), (S, " ws"), (W, " ww")]
        .into_iter()
        .filter(|(b, _)| walls & b != 0)
        .map(|(_, c)| c)
        .collect()
}

fn card_label(lang: Lang, card: Card, walls: u8) -> String {
    let mut parts = vec![Msg::Treasures.fill(lang, &[("n", &card.treasures.to_string())])];
    if card.head {
        parts.push(Msg::WithHead.text(lang).into());
    }
    parts.extend(walls_label(lang, walls));
    parts.join(", ")
}

fn act(v: &View, action: Action) -> Option<String> {
    crate::app::html::act(&v.choices, action)
}

/// A pawn: its colour and the player's number (colour is never the only sign). The number is
/// drawn by the style sheet: a picture, not a word of the square's name (its button is named by
/// its label, in which the pawn's owner is said).
fn pawn(h: &mut Html, _names: &[String], seat: Seat) {
    h.open(
        "span",
        &[("class", &format!("pawn p{seat}")), ("data-n", &(seat + 1).to_string()), ("aria-hidden", "true")],
    )
    .close("span");
}

/// The table; `marks` are the others' moves since the viewer last played, marked on the board.
pub fn table(lang: Lang, names: &[String], v: &View, marks: &[Event], turn: u8) -> Markup {
    let mut h = Html::default();
    let over = v.phase == Phase::Over;
    h.open("div", &[("class", "t1-layout")]);
    if over {
        final_screen(&mut h, lang, names, v);
    }
    players(&mut h, lang, names, v);
    if !over {
        status(&mut h, lang, v, turn);
    }
    let marks = Marks::of(v, marks);
    track(&mut h, lang, v, &marks);
    cave(&mut h, lang, names, v, turn, &marks);
    h.close("div");
    h.markup()
}

/// What the others did since the viewer's last turn, by square.
#[derive(Default)]
struct Marks {
    /// (seat, square left, square reached — `None` when the pawn left the cave)
    moves: Vec<(Seat, u8, Option<u8>)>,
    laid: Vec<u8>,
    thief_moved: bool,
}

impl Marks {
    fn of(v: &View, events: &[Event]) -> Marks {
        let mut marks = Marks::default();
        for event in events {
            match *event {
                Event::Moved { seat, from, to, .. } if seat != v.viewer => marks.moves.push((seat, from, Some(to))),
                Event::Left { seat, from } if seat != v.viewer => marks.moves.push((seat, from, None)),
                Event::CardLaid { square, .. } => marks.laid.push(square),
                Event::ThiefMoved { .. } => marks.thief_moved = true,
                _ => {}
            }
        }
        marks
    }

    /// The words and classes a square gets from the marks.
    fn on(&self, lang: Lang, names: &[String], square: u8) -> (String, String) {
        let (mut words, mut class) = (Vec::new(), String::new());
        for &(seat, from, to) in &self.moves {
            let name = &names[seat as usize];
            if from == square {
                words.push(Msg::MarkLeftFrom.fill(lang, &[("name", name)]));
                class += &format!(" trail p{seat}");
            }
            if to == Some(square) {
                words.push(Msg::MarkMovedTo.fill(lang, &[("name", name)]));
                class += " arrived";
            }
        }
        if self.laid.contains(&square) {
            words.push(Msg::MarkNewCard.text(lang).into());
            class += " laid";
        }
        (words.join(", "), class)
    }
}

/// The players, each a part: when a turn passes, two of them change a class and where the
/// turn's mark is shown, and keep their elements.
fn players(h: &mut Html, lang: Lang, names: &[String], v: &View) {
    h.open("section", &[("class", "players"), ("aria-label", Msg::Scores.text(lang))]);
    for (seat, p) in v.players.iter().enumerate() {
        let seat = seat as Seat;
        let active = v.to_act == Some(seat);
        h.open_part(
            "div",
            &[("class", if active { "player active" } else { "player" }), ("data-seat", &seat.to_string())],
        );
        h.open("span", &[("class", "name")]);
        pawn(h, names, seat);
        h.text(&format!(" {}", shown_name(&p.name))).close("span");
        h.el("span", &[("class", "pts")], &Msg::Treasures.fill(lang, &[("n", &p.treasures.to_string())]));
        let whereabouts = match p.pawn {
            _ if v.caught.get(seat as usize) == Some(&true) => Msg::Caught,
            Pawn::Out => Msg::OutOfCave,
            _ => Msg::InCave,
        };
        h.el("span", &[("class", "meta")], &format!(" · {}", whereabouts.text(lang)));
        turn_mark(h, lang, active);
        h.close_part("div");
    }
    h.close("section");
}

/// The status line (the frame shows it above the table).
pub fn prompt(lang: Lang, names: &[String], v: &View) -> String {
    let me = names[v.viewer as usize].as_str();
    match (v.my_turn(), v.phase) {
        (false, _) => Msg::WaitingFor.fill(lang, &[("name", &names[v.current as usize])]),
        (true, Phase::PlacePawns) => Msg::PlacePawn.fill(lang, &[("name", me)]),
        (true, Phase::Roll) => Msg::RollPrompt.fill(lang, &[("name", me)]),
        (true, Phase::Move { .. }) if v.choices == [Action::Stay] => Msg::NoFreeCard.fill(lang, &[("name", me)]),
        (true, Phase::Move { .. }) if v.genie => Msg::GenieHelps.text(lang).into(),
        (true, Phase::Move { steps }) => Msg::MoveSteps.fill(lang, &[("name", me), ("n", &steps.to_string())]),
        (true, _) if v.laying.is_some_and(|(card, _)| card.walls == 0) => Msg::LayPlainPrompt.text(lang).into(),
        (true, _) => Msg::LayPrompt.text(lang).into(),
    }
}

/// The die, the pile and the buttons, each a part: a roll redraws the die alone, and the die
/// is not thrown again on screen when only the buttons change.
fn status(h: &mut Html, lang: Lang, v: &View, turn: u8) {
    h.open("section", &[("class", "status")]);
    h.open("p", &[("class", "facts")]);
    match v.die {
        Some(die) => {
            h.open_part("span", &[("class", "die"), ("data-testid", "die")]);
            h.el("span", &[("class", &format!("face f{die}")), ("aria-hidden", "true")], &die.to_string());
            h.text(&format!(" {}", Msg::DieShows.fill(lang, &[("n", &die.to_string())])));
        }
        None => {
            h.open_part("span", &[("class", "die"), ("hidden", "")]);
        }
    }
    h.close_part("span");
    h.open_part("span", &[]).text(&Msg::PileLeft.fill(lang, &[("n", &v.pile.to_string())])).close_part("span");
    h.close("p");
    let mine = v.my_turn();
    h.open_part(
        "div",
        if mine { &[("class", "btn-row panel-row")] } else { &[("class", "btn-row panel-row"), ("hidden", "")] },
    );
    if mine {
        // Leaving is for good: never the big button.
        for (label, action, class) in [
            (Msg::RollButton, Action::Roll, "btn primary"),
            (Msg::StayButton, Action::Stay, "btn primary"),
            (Msg::LeaveButton, Action::Leave, "btn"),
        ] {
            if let Some(i) = act(v, action) {
                h.el("button", &[("class", class), (attr::ACT, &i)], label.text(lang));
            }
        }
        if let Some((card, _)) = v.laying {
            let walls = turned(card.walls, turn);
            h.open("div", &[("class", "laying")]);
            h.open(
                "span",
                &[
                    ("class", &format!("card preview{}", wall_classes(walls))),
                    ("role", "img"),
                    ("aria-label", &card_label(lang, card, walls)),
                ],
            );
            treasures(h, card);
            h.close("span");
            // A card without walls is the same every way round: nothing to turn.
            if card.walls != 0 {
                h.el("button", &[("class", "btn"), (attr::UI, "turn")], &format!("↻ {}", Msg::TurnCard.text(lang)));
            }
            h.el("button", &[("class", "btn primary"), (attr::UI, "put")], Msg::PutDown.text(lang));
            h.close("div");
        }
    }
    h.close_part("div");
    h.close("section");
}

/// The track, each space a part: the thief's step redraws the two spaces it changed. The
/// caption, a part too, names the track (for the eye it says the same as the spaces).
fn track(h: &mut Html, lang: Lang, v: &View, marks: &Marks) {
    let left = v.thief_home.saturating_sub(v.thief);
    h.open("section", &[("class", "track"), ("aria-labelledby", "track-caption")]);
    h.open("ol", &[]);
    for space in 0..=v.thief_home {
        let class = match space {
            0 => "tent",
            s if s == v.thief_home => "door",
            _ => "space",
        };
        let class = if space == v.thief && marks.thief_moved && space > 0 {
            format!("{class} arrived")
        } else {
            class.to_string()
        };
        h.open_part("li", &[("class", &class)]);
        if space == v.thief {
            h.icon("thief", "thief");
        } else if space == 0 {
            h.text("⌂");
        }
        h.close_part("li");
    }
    h.close("ol");
    let caption = Msg::ThiefTrack.fill(lang, &[("n", &left.to_string())]);
    h.open_part("p", &[("class", "track-caption"), ("id", "track-caption"), ("aria-hidden", "true")])
        .text(&caption)
        .close_part("p");
    h.close("section");
}

fn cave(h: &mut Html, lang: Lang, names: &[String], v: &View, turn: u8, marks: &Marks) {
    h.open("section", &[("class", "cave"), ("aria-label", Msg::ThousandBoard.text(lang))]);
    for sq in &v.squares {
        // Placed by CSS from the column and row: no grid to size, so a move lays out fast.
        let at = format!("--c:{};--r:{}", sq.square % COLS, sq.square / COLS);
        if sq.square == ENTRANCE {
            let label = Msg::CaveEntrance.text(lang);
            match act(v, Action::Leave) {
                Some(i) => square(
                    h,
                    &[
                        ("class", "sq entrance selectable"),
                        ("style", &at),
                        ("aria-label", &format!("{label} — {}", Msg::LeaveButton.text(lang))),
                    ],
                    Some(&i),
                ),
                None => square(h, &[("class", "sq entrance"), ("style", &at), ("aria-label", label)], None),
            };
            h.el("span", &[("class", "door-label"), ("aria-hidden", "true")], "⇲").close_part("button");
            continue;
        }
        // The square being refilled shows the card in its chosen turn.
        let laying_here = v.laying.filter(|&(_, at)| at == sq.square).map(|(card, _)| (card, turned(card.walls, turn)));
        let card = sq.card.map(|(card, _)| (card, sq.walls)).or(laying_here);
        let mut label = card.map_or_else(|| Msg::EmptySquare.text(lang).to_string(), |(c, w)| card_label(lang, c, w));
        if let Some(seat) = sq.pawn {
            label = format!("{label}, {}", Msg::PawnOf.fill(lang, &[("name", &names[seat as usize])]));
        }
        let (mark_words, mark_class) = marks.on(lang, names, sq.square);
        if !mark_words.is_empty() {
            label = format!("{label} — {mark_words}");
        }
        let action = act(v, Action::MoveTo(sq.square)).or_else(|| act(v, Action::PlacePawn(sq.square)));
        let class = format!(
            "sq{}{}{}{}{}",
            if card.is_some() { " card" } else { " empty" },
            card.map_or(String::new(), |(_, w)| wall_classes(w)),
            if action.is_some() { " selectable" } else { "" },
            if laying_here.is_some() { " new" } else { "" },
            mark_class,
        );
        square(
            h,
            &[("class", &class), ("style", &at), ("aria-label", &label), ("data-square", &sq.square.to_string())],
            action.as_deref(),
        );
        if let Some((c, _)) = card {
            treasures(h, c);
        }
        h.close_part("button");
    }
    // The pawns stand over the squares, each a part of its own: a move changes where one stands,
    // not the squares it left and reached. (Out of the cave: hidden.)
    for seat in 0..v.players.len() as Seat {
        let n = (seat + 1).to_string();
        let class = format!("pawn p{seat}");
        let mut attrs = vec![("class", class.as_str()), ("data-n", n.as_str()), ("aria-hidden", "true")];
        let at = v
            .squares
            .iter()
            .find(|sq| sq.pawn == Some(seat))
            .map(|sq| format!("--c:{};--r:{}", sq.square % COLS, sq.square / COLS));
        attrs.push(at.as_deref().map_or(("hidden", ""), |at| ("style", at)));
        h.open_part("span", &attrs).close_part("span");
    }
    h.close("section");
}

/// Opens a square: a button, the choice `act` or none now. Either way the same element, so that a
/// square that becomes a choice or stops being one changes only its attributes. One that is none
/// is out of the tab order, and a tap on it is answered by the frame: not now, and what the
/// prompt asks.
fn square(h: &mut Html, attrs: &[(&'static str, &str)], act: Option<&str>) {
    let mut attrs = attrs.to_vec();
    match act {
        Some(i) => attrs.push((attr::ACT, i)),
        None => attrs.extend([("aria-disabled", "true"), ("tabindex", "-1"), (attr::WHY, "")]),
    }
    h.open_part("button", &attrs);
}

fn final_screen(h: &mut Html, lang: Lang, names: &[String], v: &View) {
    h.open("section", &[("class", "final-scores"), ("aria-labelledby", "final-title")]);
    h.el("h1", &[("id", "final-title"), ("tabindex", "-1"), ("data-focus", "")], Msg::GameOverTitle.text(lang));
    let winners: Vec<&str> = v.winners.iter().map(|&s| names[s as usize].as_str()).collect();
    let headline = match winners.len() {
        0 => Msg::NobodyWon.text(lang).to_string(),
        1 => Msg::WinnerIs.fill(lang, &[("names", winners[0])]),
        _ => Msg::WinnersAre.fill(lang, &[("names", &and_list(lang, &winners))]),
    };
    h.open("p", &[("class", "trophy"), ("role", "status")])
        .el("span", &[("aria-hidden", "true")], "★ ")
        .text(&headline)
        .close("p");
    h.open("ul", &[("class", "results")]);
    for (seat, p) in v.players.iter().enumerate() {
        let caught = v.caught[seat];
        let won = v.winners.contains(&(seat as Seat));
        h.open(
            "li",
            &[(
                "class",
                if won {
                    "won"
                } else if caught {
                    "caught"
                } else {
                    ""
                },
            )],
        );
        pawn(h, names, seat as Seat);
        h.el("strong", &[], &format!(" {} ", shown_name(&p.name)));
        let fate = if caught {
            Msg::Caught
        } else if p.pawn == Pawn::Out {
            Msg::GotOut
        } else {
            Msg::InCave
        };
        // A caught player's count is 0: say what the thieves took.
        let count = match v.lost.get(seat) {
            Some(&lost) if caught => Msg::LostTreasures.fill(lang, &[("n", &lost.to_string())]),
            _ => Msg::Treasures.fill(lang, &[("n", &p.treasures.to_string())]),
        };
        h.text(&format!("— {} — {count}", fate.text(lang)));
        if won {
            h.el("span", &[("class", "badge")], &format!("★ {}", Msg::Winner.text(lang)));
        }
        h.close("li");
    }
    h.close("ul").close("section");
}

/// The cave seen from above: cards, empty squares, the entrance and the pawns in their colours.
pub fn thumbnail(v: &View) -> Markup {
    const PAWNS: [&str; 4] = ["#c62828", "#1565c0", "#2e7d32", "#6a1b9a"];
    let mut h = Html::default();
    h.open("svg", &[("class", "thumb"), ("viewBox", "0 0 40 50"), ("aria-hidden", "true")]);
    for sq in &v.squares {
        let (x, y) = (u32::from(sq.square % COLS) * 10, u32::from(sq.square / COLS) * 10);
        let fill = if sq.square == ENTRANCE {
            "#000"
        } else if sq.card.is_some() {
            "#e9cf97"
        } else {
            "#3b2412"
        };
        h.open(
            "rect",
            &[
                ("x", &(x + 1).to_string()),
                ("y", &(y + 1).to_string()),
                ("width", "8"),
                ("height", "8"),
                ("fill", fill),
            ],
        )
        .close("rect");
        if let Some(seat) = sq.pawn {
            let colour = PAWNS[usize::from(seat) % 4];
            h.open(
                "circle",
                &[
                    ("cx", &(x + 5).to_string()),
                    ("cy", &(y + 5).to_string()),
                    ("r", "3"),
                    ("fill", colour),
                    ("stroke", "#fff"),
                ],
            )
            .close("circle");
        }
    }
    h.close("svg");
    h.markup()
}
