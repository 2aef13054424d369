//! Sidibaba's first-person view: what the lamp lights, drawn as SVG from the Adventurers' view
//! (one of the ten views, and what stands on the square in front), and the same in words for
//! screen readers. Nothing else of the maze is drawn: finding the way is the game.
//!
//! One-point perspective on a 400 × 400 picture: the screen's edge is where the Adventurers
//! stand, the first frame (100–300) is the side of their square they face, the second
//! (150–250) the far side of the square in front.

use crate::app::html::Html;
use crate::app::i18n::{Lang, Msg};
use crate::games::sidibaba::situation::{Ahead, Relative};
use crate::games::sidibaba::state::OnSquare;
use crate::games::sidibaba::tokens::Genie;

const NEAR: (u16, u16) = (100, 300);
const FAR: (u16, u16) = (150, 250);

fn polygon(h: &mut Html, points: &str, class: &str) {
    h.open("polygon", &[("points", points), ("class", class)]).close("polygon");
}

fn rect(h: &mut Html, (a, b): (u16, u16), class: &str) {
    let (at, side) = (a.to_string(), (b - a).to_string());
    h.open("rect", &[("x", &at), ("y", &at), ("width", &side), ("height", &side), ("class", class)]).close("rect");
}

/// The side walls, floor and ceiling between two frames; `open` sides (left, right) are drawn
/// as a dark way leading off instead of a wall.
fn band(h: &mut Html, (o1, o2): (u16, u16), (i1, i2): (u16, u16), open: (bool, bool), depth: &str) {
    let p = |pts: [(u16, u16); 4]| pts.iter().map(|(x, y)| format!("{x},{y}")).collect::<Vec<_>>().join(" ");
    polygon(h, &p([(o1, o1), (o2, o1), (i2, i1), (i1, i1)]), &format!("ceiling {depth}"));
    polygon(h, &p([(o1, o2), (o2, o2), (i2, i2), (i1, i2)]), &format!("floor {depth}"));
    let left = p([(o1, o1), (i1, i1), (i1, i2), (o1, o2)]);
    let right = p([(o2, o1), (i2, i1), (i2, i2), (o2, o2)]);
    for (points, is_open) in [(left, open.0), (right, open.1)] {
        polygon(h, &points, &format!("{} {depth}", if is_open { "opening" } else { "wall" }));
    }
}

/// What stands on the square in front, on its floor.
fn things(h: &mut Html, front: &OnSquare) {
    if front.landslide {
        polygon(h, "150,250 168,214 190,226 206,204 228,222 250,250", "landslide");
    }
    if let Some(open) = front.chest {
        h.open("g", &[("class", if open { "chest open" } else { "chest" })]);
        h.open("rect", &[("x", "178"), ("y", "226"), ("width", "44"), ("height", "22"), ("rx", "2")]).close("rect");
        h.open(
            "rect",
            &[
                ("x", "178"),
                ("y", if open { "210" } else { "218" }),
                ("width", "44"),
                ("height", "9"),
                ("rx", "3"),
                ("class", "lid"),
            ],
        )
        .close("rect");
        h.close("g");
    }
    if let Some(open) = front.treasure {
        h.open("g", &[("class", if open { "treasure open" } else { "treasure" })]);
        h.open("rect", &[("x", "170"), ("y", "220"), ("width", "60"), ("height", "28"), ("rx", "3")]).close("rect");
        h.open(
            "path",
            &[("d", if open { "M170 206q30-22 60 0v6h-60z" } else { "M170 220q30-18 60 0z" }), ("class", "lid")],
        )
        .close("path");
        h.close("g");
    }
    if front.leader {
        h.open("svg", &[("x", "172"), ("y", "176"), ("width", "56"), ("height", "72"), ("class", "leader")]);
        h.open("use", &[("href", "#thief")]).close("use");
        h.close("svg");
    }
    for &(genie, towards) in &front.arrows {
        let colour = if genie == Genie::BeenHereRed { "arrow red" } else { "arrow blue" };
        // An arrow on the floor, pointing as it looks from where they stand.
        let turn = match towards {
            Relative::Ahead => "0",
            Relative::Right => "90",
            Relative::Back => "180",
            Relative::Left => "270",
        };
        h.open(
            "path",
            &[
                ("d", "M200 228l12 12h-7v8h-10v-8h-7z"),
                ("class", colour),
                ("transform", &format!("rotate({turn} 200 240)")),
            ],
        )
        .close("path");
    }
}

/// The picture (SVG markup) of what the lamp lights.
pub fn picture(ahead: Ahead, front: &OnSquare) -> String {
    let mut h = Html::default();
    draw(&mut h, ahead, front);
    h.finish()
}

/// Draws the picture into `h`.
pub fn draw(h: &mut Html, ahead: Ahead, front: &OnSquare) {
    let h = &mut *h;
    h.open("svg", &[("class", "lantern"), ("viewBox", "0 0 400 400"), ("aria-hidden", "true"), ("focusable", "false")]);
    rect(h, (0, 400), "dark");
    // Their own square's sides: in the dark, nothing told of them.
    band(h, (0, 400), NEAR, (false, false), "near");
    match ahead {
        Ahead::Wall => rect(h, NEAR, "wall ahead"),
        Ahead::Daylight => rect(h, NEAR, "daylight"),
        Ahead::Way { left, straight, right } => {
            band(h, NEAR, FAR, (left, right), "far");
            rect(h, FAR, if straight { "opening ahead" } else { "wall ahead far" });
            things(h, front);
        }
    }
    h.close("svg");
}

/// The same facts in words.
pub fn words(lang: Lang, ahead: Ahead, front: &OnSquare) -> String {
    let mut parts: Vec<String> = Vec::new();
    match ahead {
        Ahead::Wall => parts.push(Msg::SidiSeeWall.text(lang).into()),
        Ahead::Daylight => parts.push(Msg::SidiSeeDaylight.text(lang).into()),
        Ahead::Way { left, straight, right } => {
            parts.push(Msg::SidiSeeWay.text(lang).into());
            let ways: Vec<&str> = [(left, Msg::SidiToLeft), (straight, Msg::SidiStraightOn), (right, Msg::SidiToRight)]
                .into_iter()
                .filter(|(open, _)| *open)
                .map(|(_, m)| m.text(lang))
                .collect();
            parts.push(if ways.is_empty() {
                Msg::SidiDeadEnd.text(lang).into()
            } else {
                Msg::SidiWaysOn.fill(lang, &[("ways", &ways.join(", "))])
            });
            let mut seen: Vec<String> = Vec::new();
            if let Some(open) = front.chest {
                seen.push((if open { Msg::SidiOpenChest } else { Msg::SidiClosedChest }).text(lang).into());
            }
            if let Some(open) = front.treasure {
                seen.push((if open { Msg::SidiOpenTreasure } else { Msg::SidiClosedTreasure }).text(lang).into());
            }
            if front.landslide {
                seen.push(Msg::SidiLandslide.text(lang).into());
            }
            if front.leader {
                seen.push(Msg::SidiTheLeader.text(lang).into());
            }
            for &(genie, towards) in &front.arrows {
                let colour = if genie == Genie::BeenHereRed { Msg::SidiRed } else { Msg::SidiBlue };
                let way = match towards {
                    Relative::Ahead => Msg::SidiStraightOn,
                    Relative::Right => Msg::SidiToRight,
                    Relative::Back => Msg::SidiBackTowardsYou,
                    Relative::Left => Msg::SidiToLeft,
                };
                seen.push(Msg::SidiArrow.fill(lang, &[("colour", colour.text(lang)), ("way", way.text(lang))]));
            }
            if !seen.is_empty() {
                parts.push(Msg::SidiOnIt.fill(lang, &[("things", &seen.join(", "))]));
            }
        }
    }
    parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn way(left: bool, straight: bool, right: bool) -> Ahead {
        Ahead::Way { left, straight, right }
    }

    #[test]
    fn each_of_the_ten_views_is_its_own_picture() {
        let pictures: std::collections::HashSet<String> =
            Ahead::ALL.iter().map(|&a| picture(a, &OnSquare::default())).collect();
        assert_eq!(pictures.len(), 10);
    }

    #[test]
    fn a_wall_ahead_shows_a_wall_and_no_way_on() {
        let p = picture(Ahead::Wall, &OnSquare::default());
        assert!(p.contains("wall ahead"));
        assert!(!p.contains("opening"));
        assert_eq!(words(Lang::En, Ahead::Wall, &OnSquare::default()), "A wall ahead.");
    }

    #[test]
    fn the_square_in_front_shows_which_of_its_sides_lead_on() {
        let p = picture(way(true, false, true), &OnSquare::default());
        assert_eq!(p.matches("class=\"opening far\"").count(), 2, "left and right lead on");
        assert!(p.contains("wall ahead far"), "straight on is walled");
        assert_eq!(
            words(Lang::En, way(true, false, true), &OnSquare::default()),
            "The way leads on to the next square. From there: to the left, to the right."
        );
        assert_eq!(
            words(Lang::En, way(false, false, false), &OnSquare::default()),
            "The way leads on to the next square. A dead end."
        );
    }

    #[test]
    fn what_stands_in_front_is_drawn_and_told() {
        let front =
            OnSquare { chest: Some(false), arrows: vec![(Genie::BeenHereRed, Relative::Left)], ..OnSquare::default() };
        let p = picture(way(false, true, false), &front);
        assert!(p.contains("class=\"chest\""));
        assert!(p.contains("arrow red") && p.contains("rotate(270 200 240)"));
        assert_eq!(
            words(Lang::En, way(false, true, false), &front),
            "The way leads on to the next square. From there: straight on. On it: a closed Chest, a red arrow pointing to the left."
        );
        let leader = OnSquare { leader: true, treasure: Some(true), ..OnSquare::default() };
        assert!(picture(way(false, true, false), &leader).contains("href=\"#thief\""));
        assert_eq!(words(Lang::De, way(false, true, false), &leader), "Der Weg führt weiter auf das nächste Feld. Von dort: geradeaus. Darauf: der offene Schatz, der Räuberhauptmann.");
    }

    #[test]
    fn nothing_further_than_the_lamp_lights_is_drawn() {
        // A wall or daylight ahead: the square in front is not seen, whatever stands there.
        let front = OnSquare { chest: Some(false), leader: true, ..OnSquare::default() };
        for ahead in [Ahead::Wall, Ahead::Daylight] {
            assert!(!picture(ahead, &front).contains("chest"));
            assert!(!words(Lang::En, ahead, &front).contains("Chest"));
        }
    }
}
