//! Sidibaba in the game frame. The Adventurers see the lamp's view (`app::lantern`) and choose
//! among the six movements; their bags open only behind a hand-off; a person playing the
//! Leader gets the console (the maze, everything on it, the events in hand) behind theirs, and
//! once the game is over everyone sees the maze.

use crate::app::html::{attr, Html, Markup};
use crate::app::i18n::{Lang, Msg};
use crate::app::lantern;
use crate::games::record::{AnyRecord, Record};
use crate::games::sidibaba::maze::{Dir, Maze, Square};
use crate::games::sidibaba::movement::Movement;
use crate::games::sidibaba::situation::{relative, Relative};
use crate::games::sidibaba::state::LAMP_MS;
use crate::games::sidibaba::state::{Act, Action, Board, End, Happening, Loot, Phase, Shown, Story};
use crate::games::sidibaba::tokens::{fortune, Genie, Jewel, Token};
use crate::games::sidibaba::view::{AdventurerView, LeaderView, View};
use crate::games::sidibaba::{Event, LeaderStrength, Order, Sidibaba};
use crate::games::Seat;
use super::sound::{self, SidiCue};
use crate::ui::frame::Table;

impl Table for Sidibaba {
    const CLASS: &'static str = "sidi-table";
    const KEYS: bool = true;
    const DRAG: bool = true;
    fn react(events: &[Happening]) {
        events.iter().for_each(sound::hear);
    }
    /// The lamp's light follows its time; a quiet tick each second of a lamp's last 20.
    fn react_time(before: Option<u32>, now: Option<u32>) {
        lamplight(now);
        if let (Some(before), Some(now)) = (before, now) {
            if now < 20_000 && now > 0 && before / 1000 != now / 1000 {
                sound::play(SidiCue::Tick);
            }
        }
    }
    fn handoff_words(lang: Lang, name: &str) -> (String, String) {
        (Msg::SidiOnlyLooks.fill(lang, &[("name", name)]), Msg::SidiIAm.fill(lang, &[("name", name)]))
    }
    fn prompt(lang: Lang, names: &[String], view: &View, _: &[Happening], bag: Option<Seat>) -> String {
        match view {
            View::Leader(v) => leader_prompt(lang, v),
            View::Adventurer(v) => adventurer_prompt(lang, names, v, bag),
        }
    }
    fn table(lang: Lang, names: &[String], view: &View, marks: &[Happening], bag: Option<Seat>) -> Markup {
        let mut h = Html::default();
        // The news (the status line says it too). The Leader of the Thieves and a genie come
        // on stage with what they did: the figure sweeps in beside the words.
        let lines: Vec<String> = marks.iter().filter_map(|e| describe(lang, names, e)).collect();
        let leader = marks
            .iter()
            .any(|e| matches!(e, Happening::Played { .. } | Happening::Caught { .. } | Happening::Stolen(_)));
        let genie = marks.iter().any(|e| matches!(e, Happening::Answered(_)));
        let stage = if leader {
            Some(("thief", "sidi-news on-stage leader"))
        } else if genie {
            Some(("k-lamp", "sidi-news on-stage genie"))
        } else {
            None
        };
        h.open_part("div", &[("class", stage.map_or("sidi-news", |s| s.1)), ("aria-hidden", "true")]);
        if let (Some((figure, _)), false) = (stage, lines.is_empty()) {
            h.icon(figure, "figure");
        }
        if !lines.is_empty() {
            h.open("div", &[("class", "lines")]);
            for line in &lines {
                h.el("p", &[("class", "flash")], line);
            }
            h.close("div");
        }
        h.close_part("div");
        match view {
            View::Adventurer(v) => adventurer_table(&mut h, lang, names, v, marks, bag),
            View::Leader(v) => console(&mut h, lang, names, v),
        }
        h.markup()
    }
    fn describe(lang: Lang, names: &[String], event: &Happening) -> Option<String> {
        describe(lang, names, event)
    }
    fn any(record: Record<Self>) -> AnyRecord {
        AnyRecord::Sidibaba(record)
    }
    /// Nothing of the maze: the game's own picture.
    fn thumbnail(_: &View) -> Markup {
        let mut h = Html::default();
        h.icon("g-sidibaba", "thumb");
        h.markup()
    }
}

/// The lamp's picture lights as far as the time left in the lamp: `--lamp` on the page (1 at
/// 3:00, 0 when it goes out; the style sheet scales the light by it), and `data-gutter` in its
/// last 20 seconds (the flame flickers).
fn lamplight(now: Option<u32>) {
    use wasm_bindgen::JsCast;
    let Some(root) = leptos::prelude::document().document_element() else { return };
    let left = now.unwrap_or(LAMP_MS).min(LAMP_MS);
    let lamp = format!("{:.3}", f64::from(left) / f64::from(LAMP_MS));
    if let Some(root) = root.dyn_ref::<web_sys::HtmlElement>() {
        let _ = root.style().set_property("--lamp", &lamp);
    }
    let _ = if left < 20_000 { root.set_attribute("data-gutter", "") } else { root.remove_attribute("data-gutter") };
}

/// The head of the line holds no lamp to light: someone who holds one must come to the head.
fn head_without_lamp(t: &crate::games::sidibaba::view::Table) -> bool {
    t.line.first().and_then(|&head| t.lamps.get(usize::from(head))) == Some(&0)
}

fn name(names: &[String], seat: Seat) -> &str {
    names.get(usize::from(seat)).map_or("", String::as_str)
}

fn adventurer_prompt(lang: Lang, names: &[String], v: &AdventurerView, bag: Option<Seat>) -> String {
    let t = &v.table;
    let who = name(names, t.to_act.unwrap_or(v.seat));
    if let Some(b) = bag {
        return Msg::SidiBagOf.fill(lang, &[("name", name(names, b))]);
    }
    match t.phase {
        Phase::ChooseMaze | Phase::PlaceTreasure | Phase::PlaceChests | Phase::FaceEntrance => {
            Msg::SidiLeaderPrepares.text(lang).into()
        }
        Phase::Walk if !t.lit && !t.started => Msg::SidiLightFirst.fill(lang, &[("name", name(names, t.line[0]))]),
        // The head holds no lamp: the next must come to the front first.
        Phase::Walk if !t.lit && head_without_lamp(t) => {
            Msg::SidiHeadNoLamp.fill(lang, &[("name", name(names, t.line[0]))])
        }
        Phase::Walk if !t.lit => Msg::SidiLightNext.fill(lang, &[("name", name(names, t.line[0]))]),
        Phase::Walk => {
            let seen = v.ahead.map(|a| lantern::words(lang, a, &v.front, &v.here)).unwrap_or_default();
            if v.outside {
                format!("{} {seen}", Msg::SidiOutside.text(lang))
            } else {
                seen
            }
        }
        Phase::LeaderTurn | Phase::TokenMoves { .. } | Phase::PlaceLandslide | Phase::Teleporting => {
            Msg::SidiLeaderActs.text(lang).into()
        }
        Phase::Caught => Msg::SidiCaughtPrompt.text(lang).into(),
        Phase::Curses { .. } => Msg::SidiCursePrompt.text(lang).into(),
        Phase::Share { .. } => Msg::SidiSharePrompt.fill(lang, &[("name", who)]),
        Phase::Paying { paid, .. } => Msg::SidiPayPrompt.fill(lang, &[("name", who), ("n", &paid.to_string())]),
        Phase::Wish { .. } => Msg::SidiWishPrompt.fill(lang, &[("name", who)]),
        Phase::Padlock { .. } => Msg::SidiPadlockPrompt.fill(lang, &[("name", who)]),
        Phase::HandOut { .. } => Msg::SidiHandOutPrompt.fill(lang, &[("name", who)]),
        Phase::CombinationLock { .. } => Msg::SidiComboPrompt.fill(lang, &[("name", who)]),
        Phase::Scheherazade { giving: true, .. } => Msg::SidiScheGive.fill(lang, &[("name", who)]),
        Phase::Scheherazade { .. } => Msg::SidiScheRoll.fill(lang, &[("name", who)]),
        Phase::Over(_) => String::new(),
    }
}

fn leader_prompt(lang: Lang, v: &LeaderView) -> String {
    match v.table.phase {
        Phase::ChooseMaze => Msg::SidiChooseMaze.text(lang).into(),
        Phase::PlaceTreasure => Msg::SidiPlaceTreasure.text(lang).into(),
        Phase::PlaceChests => Msg::SidiPlaceChest.fill(lang, &[("n", &(v.board.chests.len() + 1).to_string())]),
        Phase::FaceEntrance => Msg::SidiFaceEntrance.text(lang).into(),
        Phase::LeaderTurn => Msg::SidiLeaderTurn.text(lang).into(),
        Phase::TokenMoves { left } => Msg::SidiTokenMoves.fill(lang, &[("n", &left.to_string())]),
        Phase::PlaceLandslide => Msg::SidiPlaceLandslide.text(lang).into(),
        Phase::Teleporting => Msg::SidiTeleporting.text(lang).into(),
        _ => String::new(),
    }
}

pub fn movement_name(m: Movement) -> Msg {
    match m {
        Movement::Forward => Msg::SidiMvForward,
        Movement::ForwardThenLeft => Msg::SidiMvForwardLeft,
        Movement::ForwardThenRight => Msg::SidiMvForwardRight,
        Movement::TurnLeft => Msg::SidiMvTurnLeft,
        Movement::TurnRight => Msg::SidiMvTurnRight,
        Movement::TurnAround => Msg::SidiMvTurnAround,
    }
}

pub fn event_name(lang: Lang, e: Event) -> String {
    match e {
        Event::Illusion => Msg::SidiEvIllusion.text(lang).into(),
        Event::SmallPadlock => Msg::SidiEvPadlock.text(lang).into(),
        Event::Bandit => Msg::SidiEvBandit.text(lang).into(),
        Event::CombinationLock => Msg::SidiEvCombination.text(lang).into(),
        Event::Teleportation => Msg::SidiEvTeleport.text(lang).into(),
        Event::Landslide => Msg::SidiEvLandslide.text(lang).into(),
        Event::Scheherazade => Msg::SidiEvScheherazade.text(lang).into(),
        Event::Merchant => Msg::SidiEvMerchant.text(lang).into(),
        Event::Movement(n) => Msg::SidiEvMovement.fill(lang, &[("n", &n.to_string())]),
    }
}

fn genie_name(g: Genie) -> Msg {
    match g {
        Genie::LetThereBeLight => Msg::SidiGLight,
        Genie::BeenHereBlue => Msg::SidiGBlue,
        Genie::BeenHereRed => Msg::SidiGRed,
        Genie::WayToTreasure => Msg::SidiGTreasure,
        Genie::WayToExit => Msg::SidiGExit,
        Genie::WayToLoot => Msg::SidiGLoot,
    }
}

fn token_name(lang: Lang, t: Token) -> String {
    match t {
        Token::Jewel(j) => match j {
            Jewel::GoldCoin => Msg::SidiGoldCoin,
            Jewel::TwoGoldCoins => Msg::SidiTwoGoldCoins,
            Jewel::Carafe => Msg::SidiCarafe,
            Jewel::Daggers => Msg::SidiDaggers,
            Jewel::Emerald => Msg::SidiEmerald,
            Jewel::BagOfStones => Msg::SidiBagOfStones,
        }
        .text(lang)
        .into(),
        Token::Genie(g) => genie_name(g).text(lang).into(),
        Token::Curse => Msg::SidiCurse.text(lang).into(),
    }
}

fn shown_name(lang: Lang, s: Shown) -> String {
    match s {
        Shown::Token(t) => token_name(lang, t),
        Shown::Genie => Msg::SidiAGenie.text(lang).into(),
        Shown::Hidden => Msg::SidiFaceDown.text(lang).into(),
    }
}

fn way_name(r: Relative) -> Msg {
    match r {
        Relative::Ahead => Msg::SidiStraightOn,
        Relative::Right => Msg::SidiToRight,
        Relative::Back => Msg::SidiBackTowardsYou,
        Relative::Left => Msg::SidiToLeft,
    }
}

fn describe(lang: Lang, names: &[String], event: &Happening) -> Option<String> {
    let n = |k: u8| k.to_string();
    Some(match *event {
        // The picture shows it, and the line would repeat at every step.
        Happening::Moved(_) => return None,
        Happening::Entered => Msg::SidiHEntered.text(lang).into(),
        Happening::Caught { stolen, from } => {
            // Who lost how many (what they lost stays in the Leader's hand, unseen).
            let lost: Vec<String> = (from.iter().enumerate())
                .filter(|&(_, &k)| k > 0)
                .map(|(seat, &k)| Msg::SidiHLostFrom.fill(lang, &[("n", &n(k)), ("name", name(names, seat as Seat))]))
                .collect();
            match lost.is_empty() {
                true => Msg::SidiHCaughtNothing.text(lang).into(),
                false => Msg::SidiHCaught.fill(lang, &[("n", &n(stolen)), ("from", &lost.join(", "))]),
            }
        }
        Happening::Opened { loot, tokens, curses } => {
            let msg = match loot {
                Loot::Chest => Msg::SidiHChest,
                Loot::Treasure => Msg::SidiHTreasure,
                Loot::Merchant => return Some(Msg::SidiHMerchant.fill(lang, &[("n", &n(tokens))])),
            };
            msg.fill(lang, &[("n", &n(tokens)), ("c", &n(curses))])
        }
        Happening::Rolled(k) => Msg::SidiHRolled.fill(lang, &[("n", &n(k))]),
        Happening::Answered(a) => match a.first {
            None => Msg::SidiHNoWay.text(lang).into(),
            Some(first) => {
                let ways: Vec<&str> =
                    [Some(first), a.second].into_iter().flatten().map(|m| movement_name(m).text(lang)).collect();
                Msg::SidiHAnswer.fill(lang, &[("ways", &ways.join(" · "))])
            }
        },
        Happening::LampOut => Msg::SidiHLampOut.text(lang).into(),
        // The lamp's picture and its time say it.
        Happening::Lit => return None,
        Happening::Played { event, as_move } => (if as_move { Msg::SidiHPlayedMove } else { Msg::SidiHPlayed })
            .fill(lang, &[("event", &event_name(lang, event))]),
        Happening::Stolen(k) => Msg::SidiHStolen.fill(lang, &[("n", &n(k))]),
        Happening::Ended(end) => match end {
            End::Escaped => Msg::SidiHEscaped,
            End::LastLampOut => Msg::SidiHLastLamp,
            End::CaughtWithoutLamp => Msg::SidiHCaughtNoLamp,
        }
        .text(lang)
        .into(),
    })
}

/// A button for the choice `i` of the view.
fn act_button(h: &mut Html, i: usize, class: &str, label: &str, extra: &[(&'static str, &str)]) {
    let i = i.to_string();
    let mut attrs = vec![("type", "button"), ("class", class), (attr::ACT, i.as_str())];
    attrs.extend_from_slice(extra);
    h.el("button", &attrs, label);
}

/// The six movements, always in the same places; one that is not possible now says why. Each
/// answers a key by its place on the keyboard (`KeyboardEvent.code`: the block under the left
/// hand on QWERTY, QWERTZ and AZERTY alike), and shows that key's letter on the player's layout.
fn movement_pad(h: &mut Html, lang: Lang, v: &AdventurerView) {
    const PAD: [(Movement, &str, &str, &str); 6] = [
        (Movement::ForwardThenLeft, "↰", "KeyQ", "fl"),
        (Movement::Forward, "↑", "ArrowUp KeyW", "f"),
        (Movement::ForwardThenRight, "↱", "KeyE", "fr"),
        (Movement::TurnLeft, "↶", "ArrowLeft KeyA", "l"),
        (Movement::TurnAround, "↓", "ArrowDown KeyS", "b"),
        (Movement::TurnRight, "↷", "ArrowRight KeyD", "r"),
    ];
    h.open("div", &[("class", "sidi-pad"), ("role", "group"), ("aria-label", Msg::SidiMovements.text(lang))]);
    for (m, glyph, keys, class) in PAD {
        let label = movement_name(m).text(lang);
        let class = format!("btn move {class}");
        let at = v.choices.iter().position(|a| a.act == Act::Move(m));
        let why = match v.ahead {
            Some(crate::games::sidibaba::situation::Ahead::Wall)
                if matches!(m, Movement::Forward | Movement::ForwardThenLeft | Movement::ForwardThenRight) =>
            {
                Msg::SidiSeeWall.text(lang)
            }
            _ => "",
        };
        let i = at.map(|i| i.to_string()).unwrap_or_default();
        let mut attrs = vec![("type", "button"), ("class", class.as_str()), ("aria-label", label), (attr::KEY, keys)];
        if at.is_some() {
            attrs.push((attr::ACT, i.as_str()));
        } else {
            attrs.push((attr::WHY, why));
            attrs.push(("aria-disabled", "true"));
        }
        h.open("button", &attrs);
        h.el("span", &[("class", "glyph"), ("aria-hidden", "true")], glyph);
        h.el("span", &[("class", "label")], label);
        let letter = keys.split(' ').next_back().map_or(String::new(), |code| super::keys::letter(lang, code));
        h.el("kbd", &[("aria-hidden", "true")], &letter);
        h.close("button");
    }
    h.close("div");
}

fn adventurer_table(
    h: &mut Html,
    lang: Lang,
    names: &[String],
    v: &AdventurerView,
    marks: &[Happening],
    bag: Option<Seat>,
) {
    let t = &v.table;
    h.open_part("div", &[("class", "sidi-view")]);
    match bag {
        Some(_) => bag_view(h, lang, v),
        None if matches!(t.phase, Phase::Paying { .. } | Phase::Scheherazade { giving: true, .. }) => {
            bag_view(h, lang, v)
        }
        None => {
            if let Some(ahead) = v.ahead {
                // The picture arrives the way the party moved: a step or a turn.
                let moved = marks.iter().find_map(|e| if let Happening::Moved(m) = e { Some(*m) } else { None });
                let class = match moved {
                    Some(Movement::TurnLeft) => "came turn-left",
                    Some(Movement::TurnRight) => "came turn-right",
                    Some(Movement::TurnAround) => "came turn-around",
                    Some(_) => "came step",
                    None => "",
                };
                h.open("div", &[("class", class)]);
                lantern::draw(h, ahead, &v.front, &v.here);
                h.close("div");
            }
        }
    }
    h.close_part("div");
    h.open_part("div", &[("class", "sidi-controls")]);
    if bag.is_none() {
        controls(h, lang, names, v);
    }
    h.close_part("div");
    h.open_part("section", &[("class", "sidi-party"), ("aria-label", Msg::SidiLine.text(lang))]);
    party(h, lang, names, v);
    h.close_part("section");
}

/// What the Adventurers may do now, phase by phase.
fn controls(h: &mut Html, lang: Lang, names: &[String], v: &AdventurerView) {
    let t = &v.table;
    let c = &v.choices;
    match t.phase {
        Phase::Walk if t.lit => {
            movement_pad(h, lang, v);
            stop_button(h, lang, names, v);
        }
        Phase::Walk => {
            h.open("div", &[("class", "btn-row")]);
            for (i, a) in c.iter().enumerate() {
                match a.act {
                    Act::Light => {
                        h.open(
                            "button",
                            &[
                                ("type", "button"),
                                ("class", "btn primary"),
                                (attr::ACT, &i.to_string()),
                                (attr::KEY, "KeyL"),
                            ],
                        );
                        h.text(Msg::SidiLight.text(lang));
                        h.el("kbd", &[("aria-hidden", "true")], &super::keys::letter(lang, "KeyL"));
                        h.close("button");
                    }
                    // The head holds no lamp: whoever holds one comes to the head in one tap.
                    Act::ToFront(s) if head_without_lamp(t) && t.lamps.get(usize::from(s)).is_some_and(|&n| n > 0) => {
                        let label = Msg::SidiToHead.fill(lang, &[("name", name(names, s))]);
                        act_button(h, i, "btn", &label, &[]);
                    }
                    _ => {}
                }
            }
            h.close("div");
        }
        _ => {
            h.open("div", &[("class", "btn-row choices")]);
            for (i, a) in c.iter().enumerate() {
                let token = |k: u8| t.centre.get(usize::from(k)).map(|&s| shown_name(lang, s)).unwrap_or_default();
                let own = |k: u8| v.stash.get(usize::from(k)).map(|&tk| token_name(lang, tk)).unwrap_or_default();
                let label = match a.act {
                    Act::DiscardLamp(s) => Msg::SidiDiscard.fill(
                        lang,
                        &[
                            ("name", name(names, s)),
                            ("n", &t.lamps.get(usize::from(s)).copied().unwrap_or(0).to_string()),
                        ],
                    ),
                    Act::Take(k) => Msg::SidiTake.fill(lang, &[("token", &token(k))]),
                    Act::Keep(k) => Msg::SidiKeep.fill(lang, &[("token", &token(k))]),
                    Act::Pay(k) => Msg::SidiPay.fill(lang, &[("token", &own(k))]),
                    Act::OfferNoMore => Msg::SidiOfferNoMore.text(lang).into(),
                    Act::Give(k) => Msg::SidiGive.fill(lang, &[("token", &own(k))]),
                    Act::Roll => Msg::SidiRoll.text(lang).into(),
                    // Two tokens alike to the same Adventurer are one choice: one button.
                    Act::HandOut { token: k, to } if same_given_before(c, &t.centre, i, k, to) => continue,
                    Act::HandOut { token: k, to } => {
                        Msg::SidiHandOutTo.fill(lang, &[("token", &token(k)), ("name", name(names, to))])
                    }
                    _ => continue,
                };
                act_button(h, i, "btn", &label, &[]);
            }
            h.close("div");
        }
    }
}

/// "Leader: stop!": a person Leader interrupts the party to play an event on its square.
fn stop_button(h: &mut Html, lang: Lang, names: &[String], v: &AdventurerView) {
    if let Some(i) = v.choices.iter().position(|a| a.act == Act::Stop) {
        let leader = name(names, v.table.lamps.len() as Seat);
        let label = Msg::SidiStop.fill(lang, &[("name", leader)]);
        act_button(h, i, "btn stop", &label, &[("data-testid", "leader-stop")]);
    }
}

/// Whether an earlier choice than `i` hands a token that looks like centre token `k` to `to` as
/// well (a token the viewer cannot see is never "alike").
fn same_given_before(c: &[Action], centre: &[Shown], i: usize, k: u8, to: Seat) -> bool {
    let kind = |k: u8| centre.get(usize::from(k)).copied().filter(|s| *s != Shown::Hidden);
    let this = kind(k);
    this.is_some()
        && c.iter().take(i).any(|a| matches!(a.act, Act::HandOut { token, to: t } if t == to && kind(token) == this))
}

/// An Adventurer's own bag: what is in it, what it is worth, the genies to use.
fn bag_view(h: &mut Html, lang: Lang, v: &AdventurerView) {
    h.open("div", &[("class", "sidi-bag"), ("data-testid", "bag")]);
    if v.stash.is_empty() {
        h.el("p", &[], Msg::SidiBagEmpty.text(lang));
    } else {
        h.open("ul", &[("class", "tokens")]);
        for &t in &v.stash {
            let kind = match t {
                Token::Jewel(_) => "jewel",
                Token::Genie(_) => "genie",
                Token::Curse => "curse",
            };
            h.el("li", &[("class", kind)], &token_name(lang, t));
        }
        h.close("ul");
    }
    h.el("p", &[("class", "meta")], &Msg::SidiWorth.fill(lang, &[("n", &fortune(&v.stash).to_string())]));
    let mut any = false;
    h.open("div", &[("class", "btn-row choices")]);
    for (i, a) in v.choices.iter().enumerate() {
        let label = match a.act {
            Act::UseGenie { genie, pay: false, .. } if genie == Genie::LetThereBeLight => {
                Msg::SidiUse.fill(lang, &[("genie", genie_name(genie).text(lang))])
            }
            Act::UseGenie { genie, pay: false, .. } => {
                Msg::SidiAsk.fill(lang, &[("genie", genie_name(genie).text(lang))])
            }
            Act::UseGenie { genie, pay: true, .. } => {
                Msg::SidiAskTwo.fill(lang, &[("genie", genie_name(genie).text(lang))])
            }
            Act::LayArrow { pointing, .. } => {
                Msg::SidiLayArrow.fill(lang, &[("way", way_name(relative(v.facing, pointing)).text(lang))])
            }
            _ => continue,
        };
        any = true;
        act_button(h, i, "btn", &label, &[]);
    }
    h.close("div");
    let genie_held = v.stash.iter().any(|t| matches!(t, Token::Genie(_)));
    if !any && genie_held && v.table.genie_this_lamp {
        h.el("p", &[("class", "hint")], Msg::SidiOneGenie.text(lang));
    }
    if v.table.treasure_shared && v.stash.contains(&Token::Genie(Genie::WayToTreasure)) {
        h.el("p", &[("class", "hint")], Msg::SidiTreasureKnown.text(lang));
    }
    if !matches!(v.table.phase, Phase::Paying { .. } | Phase::Scheherazade { giving: true, .. }) {
        h.el(
            "button",
            &[("type", "button"), ("class", "btn primary"), (attr::UI, "close"), ("data-testid", "close-bag")],
            Msg::SidiCloseBag.text(lang),
        );
    }
    h.close("div");
}

/// The line with each one's lamps and tokens, the Leader's lamps, the middle of the table, and
/// the way into each bag.
fn party(h: &mut Html, lang: Lang, names: &[String], v: &AdventurerView) {
    let t = &v.table;
    // While no lamp burns the line can be reordered: each Adventurer is dragged to a place (by
    // the grip), or moved one place by a tap. Both are the same choices.
    let place_choice =
        |who: Seat, to: usize| v.choices.iter().position(|a| a.act == Act::MoveInLine { who, to: to as u8 });
    let reorder =
        t.line.len() > 1 && t.line.iter().any(|&s| place_choice(s, 0).is_some() || place_choice(s, 1).is_some());
    h.open("ol", &[("class", if reorder { "sidi-line-now reorder" } else { "sidi-line-now" })]);
    for (place, &s) in t.line.iter().enumerate() {
        let i = usize::from(s);
        let who = name(names, s);
        let text = Msg::SidiMember.fill(
            lang,
            &[
                ("name", who),
                ("lamps", &t.lamps.get(i).copied().unwrap_or(0).to_string()),
                ("tokens", &t.stash_sizes.get(i).copied().unwrap_or(0).to_string()),
            ],
        );
        let drops: Vec<String> =
            (0..t.line.len()).map(|to| place_choice(s, to).map(|c| c.to_string()).unwrap_or_default()).collect();
        let drops = drops.join(",");
        let slot = place.to_string();
        let mut attrs = vec![("class", if place == 0 { "head" } else { "" }), (attr::SLOT, slot.as_str())];
        if reorder {
            attrs.extend([(attr::DRAG, drops.as_str()), (attr::DRAG_AXIS, "y")]);
        }
        h.open("li", &attrs);
        if reorder {
            // The buttons below do the same for those who do not drag.
            h.el("span", &[("class", "grip"), ("aria-hidden", "true")], "⠿");
        }
        h.open("span", &[("class", "who")]);
        h.el("span", &[], &text);
        if place == 0 {
            h.el("span", &[("class", "badge")], Msg::SidiHead.text(lang));
        }
        h.close("span");
        if reorder {
            h.open("span", &[("class", "moves")]);
            for (to, arrow, msg) in
                [(place.wrapping_sub(1), "↑", Msg::SidiForwardInLine), (place + 1, "↓", Msg::SidiBackInLine)]
            {
                if let Some(c) = place_choice(s, to) {
                    act_button(
                        h,
                        c,
                        if arrow == "↑" { "btn small up" } else { "btn small down" },
                        arrow,
                        &[("aria-label", &msg.fill(lang, &[("name", who)]))],
                    );
                }
            }
            h.close("span");
        }
        let key = format!("bag-{s}");
        h.el(
            "button",
            &[("type", "button"), ("class", "btn small"), (attr::UI, &key)],
            &Msg::SidiBagOf.fill(lang, &[("name", who)]),
        );
        h.close("li");
    }
    h.close("ol");
    let lamp = if t.lit { Msg::SidiLampBurns } else { Msg::SidiNoLampBurns };
    h.el(
        "p",
        &[("class", "meta")],
        &format!("{} {}", lamp.text(lang), Msg::SidiLeaderHolds.fill(lang, &[("n", &t.leader_lamps.to_string())])),
    );
    if !t.centre.is_empty() {
        let tokens: Vec<String> = t.centre.iter().map(|&s| shown_name(lang, s)).collect();
        h.el("p", &[("class", "meta")], &Msg::SidiMiddle.fill(lang, &[("tokens", &tokens.join(", "))]));
    }
}

fn square_name(lang: Lang, s: Square) -> String {
    let col = char::from(b'A' + s.x).to_string();
    Msg::SidiSquareName.fill(lang, &[("col", &col), ("row", &(s.y + 1).to_string())])
}

fn dir_name(d: Dir) -> Msg {
    match d {
        Dir::North => Msg::SidiNorth,
        Dir::East => Msg::SidiEast,
        Dir::South => Msg::SidiSouth,
        Dir::West => Msg::SidiWest,
    }
}

/// The square a choice is about, if any.
fn target(act: Act) -> Option<Square> {
    match act {
        Act::PlaceTreasure(s) | Act::PlaceChest(s) | Act::TokenTo(s) | Act::Landslide(s) | Act::Teleport(s) => Some(s),
        _ => None,
    }
}

/// The Leader's console, and the maze at the end: every square with its walls and what stands
/// on it, the squares to choose as buttons, then the other choices and the events in hand.
fn console(h: &mut Html, lang: Lang, names: &[String], v: &LeaderView) {
    let b = &v.board;
    h.open_part("div", &[("class", "sidi-console")]);
    if let Phase::Over(end) = v.table.phase {
        outcome(h, lang, names, v, end);
    } else {
        // Closed by one tap, before anyone else looks: the hand-off comes back.
        h.el(
            "button",
            &[
                ("type", "button"),
                ("class", "btn hide-console"),
                (attr::UI, crate::app::session::HIDE),
                ("data-testid", "hide-console"),
            ],
            Msg::SidiHideConsole.text(lang),
        );
    }
    if let Some((n, maze)) = &b.maze {
        h.el("h2", &[], &Msg::SidiMazeTitle.fill(lang, &[("n", &(n + 1).to_string())]));
        let exits = maze.exits();
        h.open("div", &[("class", "sidi-map"), ("data-testid", "maze")]);
        for s in Square::all() {
            map_square(h, lang, v, maze, &exits, s);
        }
        if let Some(story) = &v.table.story {
            path_drawn(h, story);
        }
        h.close("div");
        legend(h, lang, v.table.story.is_some());
    }
    console_choices(h, lang, v);
    if !matches!(v.table.phase, Phase::Over(_)) {
        let hand: Vec<String> = v.hand.iter().map(|&e| event_name(lang, e)).collect();
        let hand = if hand.is_empty() { Msg::SidiNone.text(lang).to_string() } else { hand.join(", ") };
        h.el("p", &[("class", "meta")], &Msg::SidiInHand.fill(lang, &[("events", &hand)]));
    }
    orders(h, lang, v);
    h.close_part("div");
}

/// A square of the Leader's map: its walls, what stands on it, and a button if it is to choose.
fn map_square(h: &mut Html, lang: Lang, v: &LeaderView, maze: &Maze, exits: &[(Square, Dir)], s: Square) {
    let b = &v.board;
    let mut class = String::from("cell");
    for d in Dir::ALL {
        if !maze.is_open(s, d) {
            class.push_str(match d {
                Dir::North => " wn",
                Dir::East => " we",
                Dir::South => " ws",
                Dir::West => " ww",
            });
        }
    }
    if b.stood_on(s) {
        class.push_str(" visited");
    }
    let (things, marks) = square_things(lang, b, s);
    let exit = exits.iter().position(|e| e.0 == s).filter(|_| matches!(v.table.phase, Phase::FaceEntrance));
    let spoken = if things.is_empty() {
        square_name(lang, s)
    } else {
        Msg::Labelled.fill(lang, &[("label", &square_name(lang, s)), ("text", &things.join(", "))])
    };
    match v.choices.iter().position(|a| target(a.act) == Some(s)) {
        Some(i) => {
            class.push_str(" pick");
            let i = i.to_string();
            h.open(
                "button",
                &[("type", "button"), ("class", &class), (attr::ACT, &i), ("aria-label", &spoken)],
            );
            h.el("span", &[("aria-hidden", "true")], &marks);
            h.close("button");
        }
        None => {
            h.open("div", &[("class", &class)]);
            let shown = match exit {
                Some(n) => format!("{marks}{}", n + 1),
                None => marks,
            };
            h.el("span", &[("aria-hidden", "true")], &shown);
            if !things.is_empty() {
                h.el("span", &[("class", "visually-hidden")], &spoken);
            }
            h.close("div");
        }
    }
}

/// The Leader's choices other than squares, as buttons.
fn console_choices(h: &mut Html, lang: Lang, v: &LeaderView) {
    h.open("div", &[("class", "btn-row choices")]);
    for (i, a) in v.choices.iter().enumerate() {
        let label = match a.act {
            Act::ChooseMaze(n) => Msg::SidiMazeN.fill(lang, &[("n", &(n + 1).to_string())]),
            Act::FaceEntrance(n) => Msg::SidiEntranceN.fill(lang, &[("n", &(n + 1).to_string())]),
            Act::Pass => Msg::SidiPass.text(lang).into(),
            // On the Leader's own phone, at a table of phones.
            Act::Stop => Msg::SidiStopParty.text(lang).into(),
            Act::Play { event, as_move: false } => Msg::SidiPlay.fill(lang, &[("event", &event_name(lang, event))]),
            Act::Play { event, as_move: true } => {
                Msg::SidiPlayAsMove.fill(lang, &[("event", &event_name(lang, event))])
            }
            _ => continue,
        };
        let class = if matches!(a.act, Act::Pass | Act::Stop) { "btn primary" } else { "btn" };
        let extra: &[(&str, &str)] = if a.act == Act::Stop { &[("data-testid", "console-stop")] } else { &[] };
        act_button(h, i, class, &label, extra);
    }
    h.close("div");
}

/// A person Leader's standing orders: when the device comes back to them, or which event the
/// app plays for them at its first chance. The order in force is pressed.
fn orders(h: &mut Html, lang: Lang, v: &LeaderView) {
    let chosen = |o: Order| v.choices.iter().position(|a| a.act == Act::Order(o));
    if !v.choices.iter().any(|a| matches!(a.act, Act::Order(_))) {
        return;
    }
    h.open("fieldset", &[("class", "sidi-orders")]);
    h.el("legend", &[], Msg::SidiOrdersTitle.text(lang));
    for o in Order::offered(&v.hand) {
        let label = match o {
            Order::AtLoot => Msg::SidiOrderAtLoot.text(lang).to_string(),
            Order::OnlyWhenStopped => Msg::SidiOrderStopped.text(lang).to_string(),
            Order::EverySquare => Msg::SidiOrderEvery.text(lang).to_string(),
            Order::Play(e) => Msg::SidiOrderPlay.fill(lang, &[("event", &event_name(lang, e))]),
        };
        match chosen(o) {
            Some(i) => act_button(h, i, "btn order", &label, &[("aria-pressed", "false")]),
            None if o == v.order => {
                let attrs =
                    [("type", "button"), ("class", "btn order"), ("aria-pressed", "true"), ("aria-disabled", "true")];
                h.el("button", &attrs, &label);
            }
            None => {}
        }
    }
    h.el("p", &[("class", "hint")], Msg::SidiOrdersHint.text(lang));
    h.close("fieldset");
}

/// What the marks of the map mean (each square also says it in words, for those who hear it).
fn legend(h: &mut Html, lang: Lang, path: bool) {
    h.open("ul", &[("class", "sidi-legend"), ("aria-label", Msg::SidiLegend.text(lang))]);
    let party = Msg::SidiLegendParty.text(lang);
    if path {
        h.open("li", &[]);
        h.el("span", &[("class", "path-mark"), ("aria-hidden", "true")], "");
        h.text(Msg::SidiLegendPath.text(lang));
        h.close("li");
    }
    let items: [(&str, &str); 9] = [
        ("▲▶▼◀", party),
        ("♛", Msg::SidiTokenHere.text(lang)),
        ("★", Msg::SidiClosedTreasure.text(lang)),
        ("☆", Msg::SidiOpenTreasure.text(lang)),
        ("■", Msg::SidiClosedChest.text(lang)),
        ("□", Msg::SidiOpenChest.text(lang)),
        ("▒", Msg::SidiLandslide.text(lang)),
        ("↑→↓←", Msg::SidiLegendArrows.text(lang)),
        ("", Msg::SidiLegendVisited.text(lang)),
    ];
    for (mark, words) in items {
        h.open("li", &[]);
        if mark.is_empty() {
            h.el("span", &[("class", "swatch"), ("aria-hidden", "true")], "");
        } else {
            h.el("span", &[("class", "mark"), ("aria-hidden", "true")], mark);
        }
        h.text(words);
        h.close("li");
    }
    h.close("ul");
}

/// What lies on square `s` of the Leader's map: in words (for those who hear the page), and as
/// marks (for the eye).
fn square_things(lang: Lang, b: &Board, s: Square) -> (Vec<String>, String) {
    let mut things: Vec<String> = Vec::new();
    let mut marks = String::new();
    if b.place.square == s && b.inside {
        things.push(Msg::SidiThemHere.fill(lang, &[("dir", dir_name(b.place.facing).text(lang))]));
        marks.push_str(match b.place.facing {
            Dir::North => "▲",
            Dir::East => "▶",
            Dir::South => "▼",
            Dir::West => "◀",
        });
    }
    if b.token == Some(s) {
        things.push(Msg::SidiTokenHere.text(lang).into());
        marks.push('♛');
    }
    if b.treasure == Some(s) {
        things.push((if b.treasure_open { Msg::SidiOpenTreasure } else { Msg::SidiClosedTreasure }).text(lang).into());
        marks.push(if b.treasure_open { '☆' } else { '★' });
    }
    if let Some(&(_, open)) = b.chests.iter().find(|c| c.0 == s) {
        things.push((if open { Msg::SidiOpenChest } else { Msg::SidiClosedChest }).text(lang).into());
        marks.push(if open { '□' } else { '■' });
    }
    if b.landslide == Some(s) {
        things.push(Msg::SidiLandslide.text(lang).into());
        marks.push('▒');
    }
    for &(genie, _, pointing) in b.arrows.iter().filter(|a| a.1 == s) {
        let colour = if genie == Genie::BeenHereRed { Msg::SidiRed } else { Msg::SidiBlue };
        things.push(
            Msg::SidiArrowTowards.fill(lang, &[("colour", colour.text(lang)), ("dir", dir_name(pointing).text(lang))]),
        );
        marks.push(match pointing {
            Dir::North => '↑',
            Dir::East => '→',
            Dir::South => '↓',
            Dir::West => '←',
        });
    }
    (things, marks)
}

/// Who won (the end screen's heading: the frame has none then), and every Adventurer's fortune.
fn outcome(h: &mut Html, lang: Lang, names: &[String], v: &LeaderView, end: End) {
    h.open("section", &[("class", "sidi-outcome"), ("data-testid", "outcome")]);
    let fortunes = &v.table.fortunes;
    if end == End::Escaped {
        let best = fortunes.iter().copied().max().unwrap_or(0);
        let richest: Vec<&str> =
            fortunes.iter().enumerate().filter(|&(_, &f)| f == best).map(|(s, _)| name(names, s as Seat)).collect();
        let won = if richest.len() > 1 { Msg::SidiPartyWonTie } else { Msg::SidiPartyWon };
        h.el("h1", &[], &won.fill(lang, &[("names", &richest.join(", "))]));
    } else {
        h.el("h1", &[], Msg::SidiLeaderWon.text(lang));
    }
    h.open("ul", &[("class", "fortunes")]);
    for (s, f) in fortunes.iter().enumerate() {
        h.open("li", &[]);
        h.text(&Msg::SidiFortuneOf.fill(lang, &[("name", name(names, s as Seat)), ("n", &f.to_string())]));
        // The jewels that make it (genies are worth nothing).
        let jewels: Vec<String> = v
            .table
            .bags
            .get(s)
            .into_iter()
            .flatten()
            .filter(|t| matches!(t, Token::Jewel(_)))
            .map(|&t| token_name(lang, t))
            .collect();
        if !jewels.is_empty() {
            h.el("span", &[("class", "jewels")], &jewels.join(", "));
        }
        h.close("li");
    }
    h.close("ul");
    if let Some(story) = &v.table.story {
        story_list(h, lang, v, story);
    }
    h.close("section");
}

/// What the expedition went through: movements and their pace, lamps, chests, events, catches,
/// and how hard the app played the Leader.
fn story_list(h: &mut Html, lang: Lang, v: &LeaderView, story: &Story) {
    let t = &v.table;
    h.el("h2", &[], Msg::SidiStoryTitle.text(lang));
    h.open("ul", &[("class", "sidi-story")]);
    let seconds = if t.movements == 0 { 0 } else { (t.movement_ms / u64::from(t.movements) + 500) / 1000 };
    let count = |n: u8| n.to_string();
    let lines = [
        Msg::SidiStoryMoves.fill(lang, &[("n", &t.movements.to_string()), ("s", &seconds.to_string())]),
        Msg::SidiStoryLamps.fill(lang, &[("n", &count(story.lamps_out))]),
        Msg::SidiStoryChests.fill(lang, &[("n", &count(story.chests))]),
        Msg::SidiStoryEvents.fill(lang, &[("n", &count(story.events))]),
        Msg::SidiStoryCatches.fill(lang, &[("n", &count(story.catches))]),
    ];
    for line in lines {
        h.el("li", &[], &line);
    }
    if let Some(strength) = t.strength {
        let word = match strength {
            LeaderStrength::Gentle => Msg::SidiGentle,
            LeaderStrength::Fair => Msg::SidiFair,
            LeaderStrength::Ruthless => Msg::SidiRuthless,
        };
        h.el("li", &[], &Msg::SidiStoryStrength.fill(lang, &[("strength", word.text(lang))]));
    }
    h.close("ul");
}

/// The party's way through the maze, drawn over the map: a line from square to square, broken
/// where a Teleportation carried it.
fn path_drawn(h: &mut Html, story: &Story) {
    let mut d = String::new();
    let mut last: Option<Square> = None;
    for &s in &story.path {
        let next_to = last.is_some_and(|l| l.x.abs_diff(s.x) + l.y.abs_diff(s.y) == 1);
        d.push_str(&format!("{}{}.5 {}.5", if next_to { " L" } else { " M" }, s.x, s.y));
        last = Some(s);
    }
    let size = crate::games::sidibaba::maze::SIZE.to_string();
    h.open("svg", &[("class", "sidi-path"), ("viewBox", &format!("0 0 {size} {size}")), ("aria-hidden", "true")]);
    h.el("path", &[("d", d.trim())], "");
    if let Some(s) = story.path.first() {
        h.el("circle", &[("cx", &format!("{}.5", s.x)), ("cy", &format!("{}.5", s.y)), ("r", ".13")], "");
    }
    h.close("svg");
}
