//! A wall-following family of Adventurers for Sidibaba: a scripted party to measure the app's
//! Leader of the Thieves against. It was written from the rules (`shared/rules/sidi-baba.md`) and
//! the Adventurers' view (`AdventurerView`) alone: it never sees the maze, and nothing in it was
//! tuned against the Leader.
//!
//! A family that knows one rule for mazes and little else: keep your right hand on the wall. It
//! keeps no map, only what its lamp has shown of the square it stands on: there it turns right if
//! the way is open, else goes straight on, else left, else back, turning on the spot first to look
//! at a side its lamp has not shown. It steps onto every closed Chest and onto the Treasure it
//! sees in front, steps aside from the Leader's token when another way is open, and once the
//! Treasure is shared walks out into the first daylight it sees (it does not remember the way).
//! It uses a genie as soon as the rules let it: light as soon as the Leader holds a lamp to give
//! back, the way to the Treasure (or to the loot) before the Treasure is shared and to the exit
//! after, paid for two movements whenever the group can; it follows the answer, then puts its
//! hand back on the wall. It never lays an arrow. A Teleportation makes it look round afresh.

use crate::ai::party::Adventurers;
use crate::games::rng::GameRng;
use crate::games::sidibaba::movement::Movement;
use crate::games::sidibaba::situation::Ahead;
use crate::games::sidibaba::state::{Act, Action, Phase, Shown};
use crate::games::sidibaba::tokens::{fortune, Genie, Token};
use crate::games::sidibaba::view::{AdventurerView, Table};
use crate::games::sidibaba::Event;
use crate::games::Seat;

/// The sides of a square, in quarter turns clockwise from the way the family came in.
const AHEAD: u8 = 0;
const RIGHT: u8 = 1;
const BACK: u8 = 2;
const LEFT: u8 = 3;
/// The right-hand rule: the first open of these.
const RULE: [u8; 4] = [RIGHT, AHEAD, LEFT, BACK];

/// What the family keeps in mind: the square it stands on, and a genie's answer.
#[derive(Clone, Copy, Debug, Default)]
struct Mind {
    /// Each side of its square (`AHEAD`…`LEFT`): open, walled, or not shown yet (`None`).
    sides: [Option<bool>; 4],
    /// The side it faces.
    facing: u8,
    /// The side where it saw the Leader's token: kept away from until it steps on.
    avoid: Option<u8>,
    /// A genie turned it the way it faces: its next step goes there.
    sent: bool,
    /// The genie's movements still to make.
    told: [Option<Movement>; 2],
    /// The answer on the table was taken in.
    heard: bool,
    /// Events held and still to draw: one fewer when the Leader plays one.
    events: Option<usize>,
}

impl Mind {
    /// After movement `m`, made where the lamp showed `ahead`; `sent`: a genie's movement.
    fn moved(&mut self, m: Movement, ahead: Option<Ahead>, sent: bool) {
        if m.steps() {
            let (left, straight, right) = match ahead {
                Some(Ahead::Way { left, straight, right }) => (Some(left), Some(straight), Some(right)),
                _ => (None, None, None),
            };
            *self = Mind { sides: [straight, right, Some(true), left], facing: AHEAD, avoid: None, ..*self };
        }
        let turn = match m {
            Movement::Forward => AHEAD,
            Movement::ForwardThenRight | Movement::TurnRight => RIGHT,
            Movement::TurnAround => BACK,
            Movement::ForwardThenLeft | Movement::TurnLeft => LEFT,
        };
        self.facing = (self.facing + turn) % 4;
        self.sent = sent && turn != AHEAD;
    }

    /// The side the right-hand rule takes (one not shown yet, to look at it); the Leader's side
    /// only when nothing else is open.
    fn rule(&mut self) -> Option<u8> {
        let first = |avoid: Option<u8>| {
            RULE.into_iter().find(|&s| Some(s) != avoid && self.sides[usize::from(s)] != Some(false))
        };
        first(self.avoid).or_else(|| {
            self.avoid = None;
            first(None)
        })
    }
}

/// The wall-following family.
#[derive(Debug, Default)]
pub struct WallFamily {
    mind: Mind,
    /// Its mind before the last decision, in case the lamp went out first.
    before: Mind,
}

impl WallFamily {
    pub fn new() -> WallFamily {
        WallFamily::default()
    }

    /// What changed since it last decided: a Teleportation, a catch on its own step.
    fn notice(&mut self, t: &Table) {
        let events = t.hand_size + t.events_left;
        let played = self.mind.events.is_some_and(|e| e != events);
        self.mind.events = Some(events);
        if played && t.last_event == Some((Event::Teleportation, false)) {
            // Elsewhere, facing the same way: nothing of this square has been shown yet.
            self.mind = Mind { events: Some(events), ..Mind::default() };
        }
        if t.phase == Phase::Caught && t.last_event.is_none() {
            // Caught on its own step: the movement stopped there, before any turn.
            self.mind = Mind { facing: AHEAD, sent: false, told: [None; 2], ..self.mind };
        }
        if t.answer.is_none() {
            self.mind.heard = false;
        }
    }

    fn walk(&mut self, me: &AdventurerView, others: &[AdventurerView]) -> Option<Action> {
        let t = &me.table;
        if !t.lit {
            return light(me);
        }
        let ahead = me.ahead?;
        if ahead == Ahead::Daylight && t.treasure_shared {
            return self.make(me, Movement::Forward, false);
        }
        if let Some(genie) = genie(me, others) {
            return Some(genie);
        }
        if let (Some(answer), false) = (t.answer, self.mind.heard) {
            self.mind.heard = true;
            self.mind.told = [answer.first, answer.second];
        }
        if let Some(m) = self.told(me) {
            return self.make(me, m, true);
        }
        let m = if me.outside { step(ahead) } else { self.by_the_wall(me, ahead) };
        self.make(me, m, false)
    }

    /// The genie's next movement, unless it is no longer allowed or steps onto the Leader.
    fn told(&mut self, me: &AdventurerView) -> Option<Movement> {
        let m = self.mind.told[0]?;
        self.mind.told = [self.mind.told[1], None];
        let legal = me.choices.iter().any(|a| a.act == Act::Move(m));
        if !legal || (m.steps() && me.front.leader) {
            self.mind.told = [None; 2];
            return None;
        }
        Some(m)
    }

    /// The right-hand rule on the square it stands on.
    fn by_the_wall(&mut self, me: &AdventurerView, ahead: Ahead) -> Movement {
        let mind = &mut self.mind;
        let front = &me.front;
        let open = matches!(ahead, Ahead::Way { .. }) && !front.landslide;
        mind.sides[usize::from(mind.facing)] = Some(open);
        let loot = front.chest == Some(false) || front.treasure == Some(false);
        if open && !front.leader && (loot || mind.sent) {
            return step(ahead);
        }
        let elsewhere = (0..4).any(|s| s != mind.facing && mind.sides[usize::from(s)] == Some(true));
        if open && front.leader && elsewhere {
            mind.avoid = Some(mind.facing);
        }
        let side = mind.rule().unwrap_or(mind.facing);
        match (side + 4 - mind.facing) % 4 {
            RIGHT => Movement::TurnRight,
            BACK => Movement::TurnAround,
            LEFT => Movement::TurnLeft,
            _ => step(ahead),
        }
    }

    /// Movement `m` if allowed, else the first movement allowed; kept in mind.
    fn make(&mut self, me: &AdventurerView, m: Movement, sent: bool) -> Option<Action> {
        let legal = |m: Movement| me.choices.iter().copied().find(|a| a.act == Act::Move(m)).map(|a| (m, a));
        let (m, action) = legal(m).or_else(|| Movement::ALL.into_iter().find_map(legal))?;
        self.mind.moved(m, me.ahead, sent);
        Some(action)
    }
}

impl Adventurers for WallFamily {
    fn decide(&mut self, me: &AdventurerView, others: &[AdventurerView], _rng: &mut GameRng) -> Action {
        self.before = self.mind;
        self.notice(&me.table);
        let chosen = match me.table.phase {
            Phase::Walk => self.walk(me, others),
            Phase::Caught | Phase::Curses { .. } => discard(me),
            Phase::Share { .. } | Phase::Wish { .. } => take(me),
            Phase::Paying { .. } => cheapest(me, |act| if let Act::Pay(i) = act { Some(i) } else { None })
                .or_else(|| me.choices.iter().copied().find(|a| a.act == Act::OfferNoMore)),
            Phase::Scheherazade { giving: true, .. } => {
                cheapest(me, |act| if let Act::Give(i) = act { Some(i) } else { None })
            }
            // Rolling, and handing out the small padlock's tokens: the first allowed.
            _ => None,
        };
        chosen.or_else(|| me.choices.first().copied()).unwrap_or(Action::now(Act::Pass))
    }

    fn not_played(&mut self, _action: Action) {
        self.mind = self.before;
    }
}

/// One step forward, turning on the square in front by the right-hand rule as the lamp shows it.
fn step(ahead: Ahead) -> Movement {
    match ahead {
        Ahead::Way { right: true, .. } => Movement::ForwardThenRight,
        Ahead::Way { straight: false, left: true, .. } => Movement::ForwardThenLeft,
        _ => Movement::Forward,
    }
}

/// No lamp burns: the head of the line lights one, or whoever holds most goes to the head.
fn light(me: &AdventurerView) -> Option<Action> {
    let pick = |act: Act| me.choices.iter().copied().find(|a| a.act == act);
    let lamps = &me.table.lamps;
    pick(Act::Light).or_else(|| {
        let most = (0..lamps.len()).max_by_key(|&s| lamps[s])?;
        pick(Act::ToFront(most as Seat))
    })
}

/// A genie the group may use now: light while the Leader holds a lamp, then the way it wants,
/// paid for two movements if it can.
fn genie(me: &AdventurerView, others: &[AdventurerView]) -> Option<Action> {
    let t = &me.table;
    let light = (t.leader_lamps > 0).then_some(Genie::LetThereBeLight);
    let ways: &[Genie] =
        if t.treasure_shared { &[Genie::WayToExit] } else { &[Genie::WayToTreasure, Genie::WayToLoot] };
    let wanted = light.into_iter().chain(ways.iter().copied());
    wanted.flat_map(|genie| [true, false].map(|pay| (genie, pay))).find_map(|(genie, pay)| {
        std::iter::once(me)
            .chain(others)
            .find_map(|v| v.choices.iter().copied().find(|a| a.act == Act::UseGenie { who: v.seat, genie, pay }))
    })
}

/// The lamp given up: one of whoever holds most.
fn discard(me: &AdventurerView) -> Option<Action> {
    let lamps = |act: Act| match act {
        Act::DiscardLamp(s) => me.table.lamps.get(usize::from(s)).copied(),
        _ => None,
    };
    me.choices.iter().copied().filter(|a| lamps(a.act).is_some()).max_by_key(|a| lamps(a.act))
}

/// The token of the centre it likes best (the first of equals).
fn take(me: &AdventurerView) -> Option<Action> {
    let liked = |act: Act| match act {
        Act::Take(i) | Act::Keep(i) => me.table.centre.get(usize::from(i)).map(|&s| worth(me, s)),
        _ => None,
    };
    me.choices.iter().rev().copied().filter(|a| liked(a.act).is_some()).max_by_key(|a| liked(a.act))
}

/// How much it wants a token: a jewel by what it adds to its fortune, a genie it would use.
fn worth(me: &AdventurerView, shown: Shown) -> i32 {
    let shared = me.table.treasure_shared;
    match shown {
        Shown::Token(Token::Jewel(j)) => {
            let mut with = me.stash.clone();
            with.push(Token::Jewel(j));
            (fortune(&with) - fortune(&me.stash)) as i32
        }
        Shown::Token(Token::Genie(g)) => match g {
            Genie::LetThereBeLight => 5,
            Genie::WayToTreasure if !shared => 5,
            Genie::WayToExit => 4,
            Genie::WayToLoot if !shared => 3,
            _ => 0,
        },
        Shown::Genie => 3,
        _ => 0,
    }
}

/// Of the tokens of its stash it may hand over (`which`), the one its fortune misses least.
fn cheapest(me: &AdventurerView, which: fn(Act) -> Option<u8>) -> Option<Action> {
    let loss = |i: u8| {
        let mut without = me.stash.clone();
        if usize::from(i) < without.len() {
            without.remove(usize::from(i));
        }
        fortune(&me.stash).saturating_sub(fortune(&without))
    };
    me.choices.iter().copied().filter_map(|a| Some((a, loss(which(a.act)?)))).min_by_key(|&(_, l)| l).map(|(a, _)| a)
}
