//! Sidibaba's first-person view: what the lamp lights, drawn as SVG from the Adventurers' view
//! (one of the ten views, and what stands on the square in front), and the same in words for
//! screen readers. Nothing else of the maze is drawn: finding the way is the game.
//!
//! One-point perspective on a 400 × 400 picture: the screen's edge is where the Adventurers
//! stand, the first frame (100–300) is the side of their square they face, the second
//! (150–250) the far side of the square in front.

use crate::app::html::{Html, Markup};
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
    if class.starts_with("wall") {
        h.open("rect", &[("x", &at), ("y", &at), ("width", &side), ("height", &side), ("class", "stones")])
            .close("rect");
    }
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
        if !is_open {
            polygon(h, &points, "stones");
        }
    }
}

/// Where a thing stands: on the floor of the square in front (small, in the lamp's reach) or
/// of the party's own square (at their feet, large). Each thing is drawn once, 100 wide with
/// its foot at 0, and placed by this transform.
#[derive(Clone, Copy, PartialEq)]
enum Spot {
    Front,
    Here,
}

impl Spot {
    fn place(self, x: i16) -> String {
        match self {
            Spot::Front => format!("translate({} 274) scale(.7)", 200 + x * 7 / 10),
            Spot::Here => format!("translate({} 392) scale(1.3)", 200 + x * 13 / 10),
        }
    }
}

fn path(h: &mut Html, d: &str, class: &str) {
    h.open("path", &[("d", d), ("class", class)]).close("path");
}

fn circle(h: &mut Html, (cx, cy, r): (&str, &str, &str), class: &str) {
    h.open("circle", &[("cx", cx), ("cy", cy), ("r", r), ("class", class)]).close("circle");
}

/// A chest (the Treasure is the larger, golden one with a crown): shut with its lock, or open
/// with its lid thrown back and what it held shining inside.
fn chest(h: &mut Html, spot: Spot, open: bool, treasure: bool) {
    let kind = match (treasure, open) {
        (false, false) => "chest",
        (false, true) => "chest open",
        (true, false) => "treasure",
        (true, true) => "treasure open",
    };
    let place = spot.place(0);
    let place = if treasure { format!("{place} scale(1.25)") } else { place };
    h.open("g", &[("class", kind), ("transform", &place)]);
    if open {
        path(h, "M-45-42l7-32h76l7 32z", "lid");
        for (x, class) in [("-22", "gold"), ("0", if treasure { "ruby" } else { "gold" }), ("22", "gold")] {
            circle(h, (x, "-46", "10"), class);
        }
        if treasure {
            circle(h, ("-11", "-54", "8"), "emerald");
            circle(h, ("11", "-54", "8"), "sapphire");
        }
    }
    path(h, "M-45-42h90v42h-90z", "body");
    path(h, "M-45-30h90v7h-90z", "band");
    if !open {
        path(h, "M-45-42q45-30 90 0z", "lid");
        path(h, "M-7-39h14v16h-14z", "lock");
    }
    if treasure {
        path(h, "M-16-4l3-16 7 8 6-12 6 12 7-8 3 16z", "crown");
    }
    h.close("g");
}

/// What stands on a square's floor.
fn things(h: &mut Html, on: &OnSquare, spot: Spot) {
    if on.landslide {
        h.open("g", &[("class", "landslide"), ("transform", &spot.place(0))]);
        path(h, "M-52 0l6-30 18-16 14 8 16-26 22 18 10 22 18 24z", "rocks");
        path(h, "M-30 0l4-14 14-6 10 12-4 8zM8 0l6-18 16 2 6 16z", "rock");
        h.close("g");
    }
    if let Some(open) = on.chest {
        chest(h, spot, open, false);
    }
    if let Some(open) = on.treasure {
        chest(h, spot, open, true);
    }
    if on.leader {
        h.open("g", &[("class", "leader"), ("transform", &spot.place(0))]);
        h.open("svg", &[("x", "-50"), ("y", "-110"), ("width", "100"), ("height", "110")]);
        h.open("use", &[("href", "#thief")]).close("use");
        h.close("svg");
        h.close("g");
    }
    let n = on.arrows.len() as i16;
    for (i, &(genie, towards)) in on.arrows.iter().enumerate() {
        let colour = if genie == Genie::BeenHereRed { "arrow red" } else { "arrow blue" };
        // An arrow on the floor, pointing as it looks from where they stand; two side by side.
        let turn = match towards {
            Relative::Ahead => "0",
            Relative::Right => "90",
            Relative::Back => "180",
            Relative::Left => "270",
        };
        let x = (2 * i as i16 - (n - 1)) * 40;
        let place = format!("{} translate(0 -14) scale(1 .55) rotate({turn})", spot.place(x));
        h.open("path", &[("d", "M0-38l32 32h-17v36h-30v-36h-17z"), ("class", colour), ("transform", &place)])
            .close("path");
    }
}

/// The lamp's light: everything darkens with the distance from the lamp the party carries
/// (the middle of the picture's foot), the warm glow and the reach following the time left in
/// the lamp (`--lamp`, 1 at 3:00, set by the table each tick; the style sheet scales them).
fn defs(h: &mut Html) {
    h.open("defs", &[]);
    h.open("radialGradient", &[("id", "sidi-gloom")]);
    for (at, opacity) in [("0", "0"), (".45", ".08"), ("1", ".94")] {
        h.open("stop", &[("offset", at), ("stop-color", "#0c0906"), ("stop-opacity", opacity)]).close("stop");
    }
    h.close("radialGradient");
    h.open("radialGradient", &[("id", "sidi-warm")]);
    for (at, opacity) in [("0", ".3"), ("1", "0")] {
        h.open("stop", &[("offset", at), ("stop-color", "#ffb347"), ("stop-opacity", opacity)]).close("stop");
    }
    h.close("radialGradient");
    // Stones: courses of blocks, laid in the walls' plane.
    h.open("pattern", &[("id", "sidi-stones"), ("width", "48"), ("height", "24"), ("patternUnits", "userSpaceOnUse")]);
    path(h, "M0 .5h48M0 12.5h48M12 .5v12M36 12.5v12", "joints");
    h.close("pattern");
    h.close("defs");
}

/// The light, over the walls and what stands there: the gloom beyond its reach, the warm glow
/// within, and the flicker of a lamp in its last 20 seconds (a layer the style sheet animates).
fn light(h: &mut Html) {
    let whole = [("x", "-400"), ("y", "-200"), ("width", "1200"), ("height", "1200")];
    for (class, fill) in [("warm", "url(#sidi-warm)"), ("gloom", "url(#sidi-gloom)")] {
        let mut attrs = whole.to_vec();
        attrs.extend([("class", class), ("fill", fill)]);
        h.open("rect", &attrs).close("rect");
    }
    rect(h, (0, 400), "flicker");
}

/// The picture (SVG markup) of what the lamp lights.
pub fn picture(ahead: Ahead, front: &OnSquare, here: &OnSquare) -> Markup {
    let mut h = Html::default();
    draw(&mut h, ahead, front, here);
    h.markup()
}

/// Draws the picture into `h`: the square in front as far as the lamp lights it, and what
/// stands at the party's feet.
pub fn draw(h: &mut Html, ahead: Ahead, front: &OnSquare, here: &OnSquare) {
    let h = &mut *h;
    h.open("svg", &[("class", "lantern"), ("viewBox", "0 0 400 400"), ("aria-hidden", "true"), ("focusable", "false")]);
    defs(h);
    rect(h, (0, 400), "dark");
    // Their own square's sides: in the dark, nothing told of them.
    band(h, (0, 400), NEAR, (false, false), "near");
    match ahead {
        Ahead::Wall => rect(h, NEAR, "wall ahead"),
        Ahead::Daylight => rect(h, NEAR, "opening ahead"),
        Ahead::Way { left, straight, right } => {
            band(h, NEAR, FAR, (left, right), "far");
            rect(h, FAR, if straight { "opening ahead" } else { "wall ahead far" });
            things(h, front, Spot::Front);
        }
    }
    light(h);
    if ahead == Ahead::Daylight {
        // Daylight is not the lamp's: it shines in from outside, over the gloom.
        rect(h, NEAR, "daylight");
        h.open("g", &[("class", "sun")]);
        circle(h, ("200", "180", "34"), "disc");
        path(
            h,
            "M200 126v-16M200 234v16M146 180h-16M254 180h16M162 142l-11-11M238 142l11-11M162 218l-11 11M238 218l11 11",
            "rays",
        );
        h.close("g");
    }
    // At the party's feet, in the full light of the lamp they carry.
    things(h, here, Spot::Here);
    h.close("svg");
}

/// What stands on a square, in words.
fn seen(lang: Lang, on: &OnSquare) -> Vec<String> {
    let mut seen: Vec<String> = Vec::new();
    if let Some(open) = on.chest {
        seen.push((if open { Msg::SidiOpenChest } else { Msg::SidiClosedChest }).text(lang).into());
    }
    if let Some(open) = on.treasure {
        seen.push((if open { Msg::SidiOpenTreasure } else { Msg::SidiClosedTreasure }).text(lang).into());
    }
    if on.landslide {
        seen.push(Msg::SidiLandslide.text(lang).into());
    }
    if on.leader {
        seen.push(Msg::SidiTheLeader.text(lang).into());
    }
    for &(genie, towards) in &on.arrows {
        let colour = if genie == Genie::BeenHereRed { Msg::SidiRed } else { Msg::SidiBlue };
        let way = match towards {
            Relative::Ahead => Msg::SidiStraightOn,
            Relative::Right => Msg::SidiToRight,
            Relative::Back => Msg::SidiBackTowardsYou,
            Relative::Left => Msg::SidiToLeft,
        };
        seen.push(Msg::SidiArrow.fill(lang, &[("colour", colour.text(lang)), ("way", way.text(lang))]));
    }
    seen
}

/// The same facts in words: what lies ahead, then what stands where the party stands.
pub fn words(lang: Lang, ahead: Ahead, front: &OnSquare, here: &OnSquare) -> String {
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
            let seen = seen(lang, front);
            if !seen.is_empty() {
                parts.push(Msg::SidiOnIt.fill(lang, &[("things", &seen.join(", "))]));
            }
        }
    }
    let at_feet = seen(lang, here);
    if !at_feet.is_empty() {
        parts.push(Msg::SidiHereIs.fill(lang, &[("things", &at_feet.join(", "))]));
    }
    parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The picture as text.
    fn picture(ahead: Ahead, front: &OnSquare, here: &OnSquare) -> String {
        super::picture(ahead, front, here).html().to_owned()
    }

    fn way(left: bool, straight: bool, right: bool) -> Ahead {
        Ahead::Way { left, straight, right }
    }

    #[test]
    fn each_of_the_ten_views_is_its_own_picture() {
        let pictures: std::collections::HashSet<String> =
            Ahead::ALL.iter().map(|&a| picture(a, &OnSquare::default(), &OnSquare::default())).collect();
        assert_eq!(pictures.len(), 10);
    }

    #[test]
    fn a_wall_ahead_shows_a_wall_and_no_way_on() {
        let p = picture(Ahead::Wall, &OnSquare::default(), &OnSquare::default());
        assert!(p.contains("wall ahead"));
        assert!(!p.contains("opening"));
        assert_eq!(words(Lang::En, Ahead::Wall, &OnSquare::default(), &OnSquare::default()), "A wall ahead.");
    }

    #[test]
    fn the_square_in_front_shows_which_of_its_sides_lead_on() {
        let p = picture(way(true, false, true), &OnSquare::default(), &OnSquare::default());
        assert_eq!(p.matches("class=\"opening far\"").count(), 2, "left and right lead on");
        assert!(p.contains("wall ahead far"), "straight on is walled");
        assert_eq!(
            words(Lang::En, way(true, false, true), &OnSquare::default(), &OnSquare::default()),
            "The way leads on to the next square. From there: to the left, to the right."
        );
        assert_eq!(
            words(Lang::En, way(false, false, false), &OnSquare::default(), &OnSquare::default()),
            "The way leads on to the next square. A dead end."
        );
    }

    #[test]
    fn what_stands_in_front_is_drawn_and_told() {
        let front =
            OnSquare { chest: Some(false), arrows: vec![(Genie::BeenHereRed, Relative::Left)], ..OnSquare::default() };
        let p = picture(way(false, true, false), &front, &OnSquare::default());
        assert!(p.contains("class=\"chest\""));
        assert!(p.contains("arrow red") && p.contains("rotate(270)"));
        assert_eq!(
            words(Lang::En, way(false, true, false), &front, &OnSquare::default()),
            "The way leads on to the next square. From there: straight on. On it: a closed Chest, a red arrow pointing to the left."
        );
        let leader = OnSquare { leader: true, treasure: Some(true), ..OnSquare::default() };
        assert!(picture(way(false, true, false), &leader, &OnSquare::default()).contains("href=\"#thief\""));
        assert_eq!(words(Lang::De, way(false, true, false), &leader, &OnSquare::default()), "Der Weg führt weiter auf das nächste Feld. Von dort: geradeaus. Darauf: der offene Schatz, der Räuberhauptmann.");
    }

    #[test]
    fn nothing_further_than_the_lamp_lights_is_drawn() {
        // A wall or daylight ahead: the square in front is not seen, whatever stands there.
        let front = OnSquare { chest: Some(false), leader: true, ..OnSquare::default() };
        for ahead in [Ahead::Wall, Ahead::Daylight] {
            assert!(!picture(ahead, &front, &OnSquare::default()).contains("chest"));
            assert!(!words(Lang::En, ahead, &front, &OnSquare::default()).contains("Chest"));
        }
    }

    #[test]
    fn what_stands_where_the_party_stands_is_drawn_at_their_feet_and_told() {
        let here = OnSquare { chest: Some(true), ..OnSquare::default() };
        let p = picture(Ahead::Wall, &OnSquare::default(), &here);
        assert!(p.contains("class=\"chest open\" transform=\"translate(200 392) scale(1.3)\""));
        assert_eq!(
            words(Lang::En, Ahead::Wall, &OnSquare::default(), &here),
            "A wall ahead. Where you stand: an open Chest."
        );
        // The open Treasure and the closed one differ, in front and at their feet.
        let shut = OnSquare { treasure: Some(false), ..OnSquare::default() };
        let open = OnSquare { treasure: Some(true), ..OnSquare::default() };
        let ahead = way(false, true, false);
        assert_ne!(picture(ahead, &shut, &OnSquare::default()), picture(ahead, &open, &OnSquare::default()));
        assert!(picture(ahead, &OnSquare::default(), &open).contains("class=\"treasure open\""));
    }

    #[test]
    fn the_lamp_light_and_the_daylight_are_drawn_over_the_walls() {
        let p = picture(Ahead::Daylight, &OnSquare::default(), &OnSquare::default());
        let (gloom, day) = (p.find("class=\"gloom\"").unwrap(), p.find("class=\"daylight\"").unwrap());
        assert!(gloom < day, "daylight shines over the lamp's gloom");
        assert!(p.contains("class=\"sun\""));
        assert!(picture(Ahead::Wall, &OnSquare::default(), &OnSquare::default()).contains("class=\"stones\""));
    }
}
