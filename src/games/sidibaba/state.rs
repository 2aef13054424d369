//! An expedition in progress and its one reducer, `State::apply`.
//!
//! Time is an input: every action carries the milliseconds that passed on the running lamp
//! since the action before it (`Action::ms`). "The lamp went out" (`Act::LampOut`) is an action of
//! its own whose time must be exactly what the lamp had left; any other action must come before
//! that. So a record (config, seed, actions with their times) replays to the very same state,
//! and a save resumes with the time that was left.

use super::maze::{Dir, Maze, Square, MAZES, SIZE};
use super::movement::{first_movements, Moved, Movement, Place};
use super::setup::{deal, Config, Event, LeaderPlayer, Order};
use super::situation::{ahead, relative, Ahead, Relative};
use super::tokens::{fortune, Genie, Token};
use crate::games::rng::GameRng;
use crate::games::{ConfigError, Outcome, Seat};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// One oil lamp: three minutes (one turn of the timer).
pub const LAMP_MS: u32 = 180_000;
/// Closed Chests the Leader places.
pub const CHESTS: usize = 5;
/// Squares the Leader's token moves when a choice event is played as movement.
pub const CHOICE_STEPS: u8 = 2;
/// Squares a Teleportation moves the Adventurers.
pub const TELEPORT_STEPS: usize = 3;
/// Jewel points the group hands over for a genie's second movement.
pub const PRICE_OF_TWO: u8 = 3;

/// An action and the time that passed before it on the running lamp.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Action {
    pub ms: u32,
    pub act: Act,
}

impl Action {
    /// `act` with no time passed.
    pub fn now(act: Act) -> Action {
        Action { ms: 0, act }
    }
}

/// What someone does. The order of the variants and of their fields is the save format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Act {
    // The Leader's set-up.
    ChooseMaze(u8),
    PlaceTreasure(Square),
    PlaceChest(Square),
    /// Sets the Adventurers' triangle outside the maze, facing way out number `n` (`Maze::exits`).
    FaceEntrance(u8),
    // The Adventurers.
    /// While no lamp burns, an Adventurer steps to the head of the line.
    ToFront(Seat),
    /// The head of the line lights one of their own lamps.
    Light,
    Move(Movement),
    /// A genie other than an arrow; `pay`: the owner hands over jewels for two movements.
    UseGenie {
        who: Seat,
        genie: Genie,
        pay: bool,
    },
    /// "We've already been past here!": the arrow laid on the square, pointing `pointing`.
    LayArrow {
        who: Seat,
        genie: Genie,
        pointing: Dir,
    },
    /// Hands over the jewel at this place of the payer's stash.
    Pay(u8),
    /// Keeps this one of the three tokens drawn after a genie.
    Keep(u8),
    /// Takes this token from the centre.
    Take(u8),
    Roll,
    /// Gives Scheherazade the token at this place of one's stash.
    Give(u8),
    /// The Adventurer who opened the small padlock hands a token of the centre to `to`.
    HandOut {
        token: u8,
        to: Seat,
    },
    /// The group gives up an unused lamp of this Adventurer (a curse, or caught).
    DiscardLamp(Seat),
    /// The timer ran out: the lamp goes out.
    LampOut,
    // The Leader of the Thieves.
    Pass,
    Play {
        event: Event,
        as_move: bool,
    },
    TokenTo(Square),
    Landslide(Square),
    Teleport(Square),
    // Added after the first release of the format: new variants go here, at the end.
    /// Time passed on the running lamp with nobody acting: the game was paused, hidden or left
    /// (`ms` of it). Nobody's choice, so never among the legal actions.
    Pause,
    /// While no lamp burns, an Adventurer takes place `to` in the line (0: the head), the
    /// others closing up behind.
    MoveInLine {
        who: Seat,
        to: u8,
    },
    /// While the group pays a genie's two movements: the payer adds no more jewels and the
    /// next in the paying order goes on (allowed while those after hold enough).
    OfferNoMore,
    /// "Leader: stop!": a person Leader interrupts the party (from the Adventurers' screen) to
    /// play an event on the new square it stands on, until its next movement; once a square.
    Stop,
    /// A person Leader leaves a standing order (`Order`) before handing the device back.
    Order(Order),
}

/// Why an action is refused. Not stored anywhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleError {
    GameOver,
    /// Not an action of this moment of the game.
    NotNow,
    /// Time was given before the first lamp was lit.
    ClockNotRunning,
    /// More time than the lamp had: it went out first.
    LampWentOut,
    /// "The lamp went out" with time still left on it.
    LampStillBurning,
    Wall,
    LandslideInTheWay,
    /// Leaving the maze before the Treasure was found and shared.
    TreasureFirst,
    /// Turning on the spot outside the maze.
    NotInside,
    NoSuchMaze,
    SquareTaken,
    NoSuchSquare,
    NoSuchExit,
    NoSuchToken,
    NotAJewel,
    /// A jewel must be given while one has any.
    JewelFirst,
    NotEnoughJewels,
    NoLamp,
    AlreadyAtHead,
    /// A place in the line that is not there, or the one the Adventurer has already.
    NoSuchPlace,
    /// A lamp burns already, or none does.
    LampState,
    /// One genie per lamp.
    GenieAlreadyUsed,
    NotHeld,
    NoChestDiscovered,
    /// The Landslide must leave a way to the Treasure and to a way out.
    WouldCloseTheWay,
    Unreachable,
    AlreadyGiven,
    /// An event that cannot be played as movement.
    NoChoice,
    /// The line is reordered only while no lamp burns (unless the house rule says any time).
    LampBurning,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum End {
    /// The Adventurers left the maze with the Treasure shared: they win together.
    Escaped,
    /// The last lamp went out in the maze.
    LastLampOut,
    /// Caught by the Leader with no lamp left to give up.
    CaughtWithoutLamp,
}

/// Where the tokens being shared came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loot {
    Chest,
    Treasure,
    Merchant,
}

/// The moment of the game: whose decision, of what kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    ChooseMaze,
    PlaceTreasure,
    PlaceChests,
    FaceEntrance,
    /// The Adventurers walk, reorder their line, or (with no lamp lit) light one.
    Walk,
    /// After a step onto another square the Leader may play one event.
    LeaderTurn,
    TokenMoves {
        left: u8,
    },
    PlaceLandslide,
    Teleporting,
    /// Caught: the group gives up an unused lamp to the Leader.
    Caught,
    /// Curses were drawn from `from`: per curse, a lamp that is not lit leaves the game.
    Curses {
        left: u8,
        from: Loot,
    },
    /// In line order, `line[turn]` takes a token from the centre.
    Share {
        turn: u8,
        from: Loot,
    },
    /// The group pays jewels for a genie's two movements: `who` adds jewels from their own
    /// stash, the genie's `owner` first, then the others in line order, until `paid` reaches
    /// `PRICE_OF_TWO`.
    Paying {
        who: Seat,
        genie: Genie,
        paid: u8,
        owner: Seat,
    },
    /// After a genie: keep one of the (up to) three drawn.
    Wish {
        who: Seat,
    },
    /// The small padlock: `line[turn]` rolls, until a 6.
    Padlock {
        turn: u8,
    },
    /// The small padlock opened: `who` hands out the centre, one each (`given` is a set of seats).
    HandOut {
        who: Seat,
        given: u8,
    },
    /// The combination lock: `line[turn]` rolls until a 4, a 5 and a 6 came (`rolled` bits).
    CombinationLock {
        turn: u8,
        rolled: u8,
    },
    /// Scheherazade: `line[turn]` rolls once; on 1–4 `giving` until they gave a token.
    Scheherazade {
        turn: u8,
        giving: bool,
    },
    Over(End),
}

/// A genie's truthful answer: the first movement(s) of a shortest way, `None` if there is none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answer {
    pub genie: Genie,
    pub first: Option<Movement>,
    pub second: Option<Movement>,
}

/// What happened, for the history and the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happening {
    /// The party made this movement (the screen shows a step or a turn).
    Moved(Movement),
    Entered,
    /// `stolen` tokens in all; `from`: how many each Adventurer lost, by seat (what is hidden in
    /// the bags stays hidden).
    Caught {
        stolen: u8,
        from: [u8; 6],
    },
    Opened {
        loot: Loot,
        tokens: u8,
        curses: u8,
    },
    Rolled(u8),
    Answered(Answer),
    LampOut,
    Played {
        event: Event,
        as_move: bool,
    },
    Stolen(u8),
    Ended(End),
    /// The head of the line lit a lamp.
    Lit,
}

/// A token in the centre of the table, as someone sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    Token(Token),
    /// A genie lying face down: "a genie", not which one.
    Genie,
    /// Seen only by the one who drew it.
    Hidden,
}

/// The maze and everything on it: what the Leader sees (`view::LeaderView`).
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    /// The maze chosen: its number and its walls.
    pub maze: Option<(u8, Maze)>,
    pub treasure: Option<Square>,
    pub treasure_open: bool,
    /// The Chests on the board: square and whether it was opened.
    pub chests: Vec<(Square, bool)>,
    /// Where the Adventurers' triangle stands and which way it points.
    pub place: Place,
    /// False while the triangle stands outside, before the first step in.
    pub inside: bool,
    /// Squares the Adventurers stood on, one bit per square.
    pub visited: u64,
    pub landslide: Option<Square>,
    pub token: Option<Square>,
    pub arrows: Vec<(Genie, Square, Dir)>,
}

impl Board {
    /// Whether the Adventurers have stood on `square`.
    pub fn stood_on(&self, square: Square) -> bool {
        self.visited & (1 << square.index()) != 0
    }

    /// The Landslide may block an empty square (no Adventurers, Leader, Chest, Treasure or
    /// arrow on it) if a way remains from the Adventurers to the Treasure and to a way out.
    pub fn may_slide(&self, square: Square) -> Result<(), RuleError> {
        check_square(square)?;
        let maze = self.maze.as_ref().map(|m| &m.1).ok_or(RuleError::NotNow)?;
        let taken = square == self.place.square
            || Some(square) == self.token
            || Some(square) == self.treasure
            || self.chests.iter().any(|c| c.0 == square)
            || self.arrows.iter().any(|a| a.1 == square);
        if taken {
            return Err(RuleError::SquareTaken);
        }
        let reach = reachable(maze, self.place.square, Some(square));
        let treasure = self.treasure.is_none_or(|t| reach & (1 << t.index()) != 0);
        let exit = maze.exits().iter().any(|(s, _)| reach & (1 << s.index()) != 0);
        if treasure && exit {
            Ok(())
        } else {
            Err(RuleError::WouldCloseTheWay)
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct State {
    pub(in crate::games) config: Config,
    pub(in crate::games) rng: GameRng,
    pub(in crate::games) board: Board,
    /// Adventurer seats, head of the line first.
    pub(in crate::games) line: Vec<Seat>,
    /// Unlit lamps per Adventurer seat.
    pub(in crate::games) lamps: Vec<u8>,
    pub(in crate::games) lit: bool,
    pub(in crate::games) left_ms: u32,
    /// The clock runs from the first lamp on.
    pub(in crate::games) started: bool,
    pub(in crate::games) leader_lamps: u8,
    /// Lamps given up for curses: out of the game.
    pub(in crate::games) lost_lamps: u8,
    /// The bag; the last token is drawn first.
    pub(in crate::games) bag: Vec<Token>,
    pub(in crate::games) stashes: Vec<Vec<Token>>,
    pub(in crate::games) leader_tokens: Vec<Token>,
    /// Curses drawn: out of the game.
    pub(in crate::games) removed: Vec<Token>,
    /// Tokens on the table, and whether each lies face up.
    pub(in crate::games) centre: Vec<(Token, bool)>,
    /// Event cards still to draw; the last is drawn first.
    pub(in crate::games) events: Vec<Event>,
    pub(in crate::games) hand: Vec<Event>,
    pub(in crate::games) played: Vec<Event>,
    pub(in crate::games) last_event: Option<(Event, bool)>,
    pub(in crate::games) genie_this_lamp: bool,
    pub(in crate::games) treasure_shared: bool,
    /// A closed Chest or the closed Treasure the Adventurers just stepped onto.
    pub(in crate::games) pending_open: Option<Square>,
    pub(in crate::games) answer: Option<Answer>,
    pub(in crate::games) last_roll: Option<u8>,
    pub(in crate::games) phase: Phase,
    /// Movements the Adventurers made, and the milliseconds they took: their pace, which
    /// everyone at the table can see.
    pub(in crate::games) movements: u32,
    pub(in crate::games) movement_ms: u64,
    /// Answers the party paid jewels for (two movements each), and "Let there be light!"
    /// genies it called, while it searched for the Treasure (before it was shared): everyone at
    /// the table sees both.
    pub(in crate::games) answers_paid: u8,
    pub(in crate::games) lights_called: u8,
    pub(in crate::games) story: Story,
    /// A person Leader's standing order.
    pub(in crate::games) order: Order,
    /// The party stepped onto a new square and has not moved since, and the Leader has neither
    /// stopped it nor played an event there: "Leader: stop!" may still interrupt it.
    pub(in crate::games) stop_chance: bool,
}

/// What the expedition went through, told at its end beside the maze.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Story {
    /// The squares the party stood on, in order (a Teleportation jumps).
    pub path: Vec<Square>,
    pub lamps_out: u8,
    pub chests: u8,
    pub events: u8,
    pub catches: u8,
}

impl Story {
    /// Adds what `happened` on one action, the party now standing on `square` (if inside).
    fn add(&mut self, happened: &[Happening], square: Option<Square>) {
        for h in happened {
            let count = match h {
                Happening::LampOut => &mut self.lamps_out,
                Happening::Opened { loot: Loot::Chest, .. } => &mut self.chests,
                Happening::Played { .. } => &mut self.events,
                Happening::Caught { .. } => &mut self.catches,
                _ => continue,
            };
            *count = count.saturating_add(1);
        }
        if let Some(square) = square.filter(|&s| self.path.last() != Some(&s)) {
            self.path.push(square);
        }
    }
}

impl State {
    pub fn new(config: &Config, seed: u64) -> Result<State, ConfigError> {
        config.validate()?;
        let mut rng = GameRng::new(seed);
        let mut dealt = deal(config, &mut rng);
        let n = config.adventurers.len();
        // The Leader takes the first event at the set-up.
        let hand = dealt.events.pop().into_iter().collect();
        Ok(State {
            config: config.clone(),
            rng,
            board: Board {
                maze: None,
                treasure: None,
                treasure_open: false,
                chests: Vec::new(),
                place: Place { square: Square { x: 0, y: 0 }, facing: Dir::North },
                inside: false,
                visited: 0,
                landslide: None,
                token: None,
                arrows: Vec::new(),
            },
            line: (0..n as Seat).collect(),
            lamps: config.lamps.clone(),
            lit: false,
            left_ms: LAMP_MS,
            started: false,
            leader_lamps: 0,
            lost_lamps: 0,
            bag: dealt.bag,
            stashes: dealt.stashes,
            leader_tokens: Vec::new(),
            removed: Vec::new(),
            centre: Vec::new(),
            events: dealt.events,
            hand,
            played: Vec::new(),
            last_event: None,
            genie_this_lamp: false,
            treasure_shared: false,
            pending_open: None,
            answer: None,
            last_roll: None,
            phase: Phase::ChooseMaze,
            movements: 0,
            movement_ms: 0,
            answers_paid: 0,
            lights_called: 0,
            story: Story::default(),
            order: Order::default(),
            stop_chance: false,
        })
    }
    /// What the expedition is waiting for.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// A lamp burns.
    pub fn lit(&self) -> bool {
        self.lit
    }
    /// The first lamp was lit: the clock runs from here on.
    pub fn started(&self) -> bool {
        self.started
    }
    /// What the burning lamp has left, in milliseconds.
    pub fn left_ms(&self) -> u32 {
        self.left_ms
    }
    /// A genie was used under this lamp (one per lamp).
    pub fn genie_this_lamp(&self) -> bool {
        self.genie_this_lamp
    }
    /// The Adventurers in walking order.
    pub fn line(&self) -> &[Seat] {
        &self.line
    }
    pub fn config(&self) -> &Config {
        &self.config
    }
    /// The bag, its next token last (the rules' secret: for tests and tools).
    pub fn bag(&self) -> &[Token] {
        &self.bag
    }
    /// The tokens in the centre of the table, each with whether it is a jewel.
    pub fn centre(&self) -> &[(Token, bool)] {
        &self.centre
    }
    /// Each Adventurer's stash, by seat.
    pub fn stashes(&self) -> &[Vec<Token>] {
        &self.stashes
    }
    /// A twin of this state that differs only in what the Leader cannot see: the bag's order, which
    /// genie lies face down in each stash, and the generator (the future).
    pub fn hidden_twin(&self) -> State {
        let mut twin = self.clone();
        twin.bag.reverse();
        let genies: Vec<Token> =
            twin.stashes.iter().flatten().copied().filter(|t| matches!(t, Token::Genie(_))).collect();
        let mut rotated = genies.clone();
        if !rotated.is_empty() {
            rotated.rotate_left(1);
        }
        let mut next = rotated.into_iter();
        for stash in &mut twin.stashes {
            for t in stash.iter_mut() {
                if matches!(t, Token::Genie(_)) {
                    *t = next.next().expect("as many");
                }
            }
        }
        twin.rng = GameRng::new(0xDEAD_BEEF);
        twin
    }
    /// The maze chosen is replaced by `maze` (the balance tools try mazes of their own).
    pub fn try_maze(&mut self, n: u8, maze: Maze) {
        self.board.maze = Some((n, maze));
    }

    pub fn adventurers(&self) -> usize {
        self.line.len()
    }

    /// The Leader's seat: after the Adventurers.
    pub fn leader(&self) -> Seat {
        self.line.len() as Seat
    }

    pub fn maze(&self) -> Option<&Maze> {
        self.board.maze.as_ref().map(|(_, m)| m)
    }

    pub fn lamps_held(&self) -> u8 {
        self.lamps.iter().sum()
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }

    /// Whether the closed Chest or closed Treasure lies on `square`.
    pub fn closed_loot_at(&self, square: Square) -> Option<Loot> {
        if self.board.treasure == Some(square) && !self.board.treasure_open {
            return Some(Loot::Treasure);
        }
        self.board.chests.iter().any(|&(s, open)| s == square && !open).then_some(Loot::Chest)
    }

    /// What a person Leader's standing order does now, with no hand-over: their ordered event
    /// when its chance has come, else a pass unless the order wants the device back here.
    /// `None`: the Leader decides (they stopped the party, the order hands the device over, or
    /// it is not their turn; the app's Leader thinks for itself).
    pub fn standing(&self) -> Option<Act> {
        if self.phase != Phase::LeaderTurn || self.config.leader == LeaderPlayer::App || !self.stop_chance {
            return None;
        }
        let at_loot = self.pending_open.is_some_and(|s| self.closed_loot_at(s).is_some());
        match self.order {
            Order::Play(event) => {
                let act = Act::Play { event, as_move: false };
                let now = self.clone().play(Action { ms: 0, act }, true).is_ok();
                Some(if now { act } else { Act::Pass })
            }
            Order::EverySquare => None,
            Order::AtLoot if at_loot && self.hand.iter().any(|e| e.on_loot()) => None,
            Order::AtLoot | Order::OnlyWhenStopped => Some(Act::Pass),
        }
    }

    /// Who must decide now; `None` once the game is over.
    pub fn to_act(&self) -> Option<Seat> {
        let line = |turn: u8| self.line[usize::from(turn) % self.line.len()];
        Some(match self.phase {
            Phase::ChooseMaze | Phase::PlaceTreasure | Phase::PlaceChests | Phase::FaceEntrance => self.leader(),
            Phase::LeaderTurn | Phase::TokenMoves { .. } | Phase::PlaceLandslide | Phase::Teleporting => self.leader(),
            Phase::Walk | Phase::Caught | Phase::Curses { .. } => self.line[0],
            Phase::Share { turn, .. }
            | Phase::Padlock { turn }
            | Phase::CombinationLock { turn, .. }
            | Phase::Scheherazade { turn, .. } => line(turn),
            Phase::Paying { who, .. } | Phase::Wish { who } | Phase::HandOut { who, .. } => who,
            Phase::Over(_) => return None,
        })
    }

    /// Whether `act` is the party's to decide together (walking, the line, the lamp to give
    /// up): "the group decides together", so any Adventurer may make it, not only the head of
    /// the line the rules name. A genie is its owner's; stopping the party, the Leader's.
    pub fn together(&self, act: Act) -> bool {
        matches!(self.phase, Phase::Walk | Phase::Caught | Phase::Curses { .. })
            && self.actor(act) == self.to_act()
            && !matches!(act, Act::UseGenie { .. } | Act::LayArrow { .. } | Act::Stop)
    }

    /// The seat whose decision `act` is; `None` for the timer's "lamp out".
    pub fn actor(&self, act: Act) -> Option<Seat> {
        match act {
            Act::LampOut | Act::Pause => None,
            Act::UseGenie { who, .. } | Act::LayArrow { who, .. } => Some(who),
            Act::Stop => Some(self.leader()),
            _ => self.to_act(),
        }
    }

    /// Plays `action`; on error the state is left exactly as it was. An action here runs through
    /// many steps (a movement, then a catch, a Chest, its curses, the Leader's turn) whose checks
    /// come up only on the way, so it is played on a copy, kept only when every step was allowed
    /// (Ali Baba checks before it plays; A Thousand and One looks the action up in the legal list).
    pub fn apply(&mut self, action: Action) -> Result<Vec<Happening>, RuleError> {
        let mut next = self.clone();
        let happened = next.play(action, false)?;
        *self = next;
        Ok(happened)
    }

    /// Every action the rules allow now, with no time passed (the timer's "lamp out" with exactly
    /// the time left), in the order of `candidates`. That order is a stored
    /// format (links number actions by it, pinned by `tests/golden.rs`): change it only with a
    /// new link format, and say in `app::upgrade::LinkedActions` what the older links were
    /// written with.
    pub fn legal_actions(&self) -> Vec<Action> {
        self.candidates()
            .into_iter()
            .map(|act| Action { ms: if act == Act::LampOut { self.left_ms } else { 0 }, act })
            .filter(|&a| match a.act {
                // The line's moves are many (n + n² candidates) and depend on the line alone: told
                // here without playing each on a copy of the state (the same answer: a test; a
                // running clock always has time left, since a lamp out winds it up again).
                Act::ToFront(_) | Act::MoveInLine { .. } => self.phase == Phase::Walk && self.line_move(a.act).is_ok(),
                _ => self.clone().play(a, true).is_ok(),
            })
            .collect()
    }

    /// The line after `act` (`ToFront`, `MoveInLine`), or why not.
    fn line_move(&self, act: Act) -> Result<Vec<Seat>, RuleError> {
        // The rulebook: "As soon as a lamp goes out, the Adventurers must decide who will be at
        // the head of the line": the line changes while no lamp burns (a house rule: any time).
        if self.lit && !self.config.line_any_time {
            return Err(RuleError::LampBurning);
        }
        let mut line = self.line.clone();
        let (who, to) = match act {
            Act::ToFront(seat) => (seat, 0),
            Act::MoveInLine { who, to } => (who, usize::from(to)),
            _ => return Err(RuleError::NotNow),
        };
        let at = line.iter().position(|&s| s == who).ok_or(RuleError::NotHeld)?;
        if let Act::ToFront(_) = act {
            if at == 0 {
                return Err(RuleError::AlreadyAtHead);
            }
        }
        if to >= line.len() || to == at {
            return Err(RuleError::NoSuchPlace);
        }
        let who = line.remove(at);
        line.insert(to, who);
        Ok(line)
    }

    /// Actions worth trying now (a superset of the legal ones). Their order is the order of
    /// `legal_actions`, a stored format (see there): pinned by `tests/golden.rs`.
    fn candidates(&self) -> Vec<Act> {
        let mut out = Vec::new();
        let n = self.adventurers() as Seat;
        let squares = || Square::all();
        match self.phase {
            Phase::Over(_) => return out,
            Phase::ChooseMaze => out.extend((0..MAZES.len() as u8).map(Act::ChooseMaze)),
            Phase::PlaceTreasure => out.extend(squares().map(Act::PlaceTreasure)),
            Phase::PlaceChests => out.extend(squares().map(Act::PlaceChest)),
            Phase::FaceEntrance => out.extend((0..3).map(Act::FaceEntrance)),
            Phase::Walk => self.walk_candidates(&mut out),
            Phase::LeaderTurn => self.leader_turn_candidates(&mut out),
            // Only the squares that can be right (each is still checked by playing it).
            Phase::TokenMoves { .. } => {
                let targets = self.token_targets();
                out.extend(squares().filter(|q| targets.contains(q)).map(Act::TokenTo))
            }
            Phase::PlaceLandslide => out.extend(squares().filter(|&q| self.may_slide(q).is_ok()).map(Act::Landslide)),
            Phase::Teleporting => {
                let targets = self.teleport_targets();
                out.extend(squares().filter(|q| targets.contains(q)).map(Act::Teleport))
            }
            Phase::Caught | Phase::Curses { .. } => out.extend((0..n).map(Act::DiscardLamp)),
            Phase::Share { .. } | Phase::Wish { .. } => {
                let take = matches!(self.phase, Phase::Share { .. });
                out.extend((0..self.centre.len() as u8).map(|i| if take { Act::Take(i) } else { Act::Keep(i) }))
            }
            Phase::Paying { who, .. } => {
                out.extend((0..self.stashes[usize::from(who)].len() as u8).map(Act::Pay));
                out.push(Act::OfferNoMore);
            }
            Phase::Padlock { .. } | Phase::CombinationLock { .. } => out.push(Act::Roll),
            Phase::HandOut { .. } => {
                for token in 0..self.centre.len() as u8 {
                    out.extend((0..n).map(|to| Act::HandOut { token, to }));
                }
            }
            Phase::Scheherazade { turn, giving } => {
                if giving {
                    let who = self.line[usize::from(turn)];
                    out.extend((0..self.stashes[usize::from(who)].len() as u8).map(Act::Give));
                } else {
                    out.push(Act::Roll);
                }
            }
        }
        if self.started {
            out.push(Act::LampOut);
        }
        out
    }

    /// The Adventurers' choices while they walk: the line, a lamp, a movement, a genie, a stop.
    fn walk_candidates(&self, out: &mut Vec<Act>) {
        let n = self.adventurers() as Seat;
        out.extend((0..n).map(Act::ToFront));
        out.extend((0..n).flat_map(|who| (0..n).map(move |to| Act::MoveInLine { who, to })));
        out.push(Act::Light);
        out.extend(Movement::ALL.map(Act::Move));
        for who in 0..n {
            let mut genies: Vec<Genie> = self.stashes[usize::from(who)]
                .iter()
                .filter_map(|t| if let Token::Genie(g) = t { Some(*g) } else { None })
                .collect();
            genies.sort();
            genies.dedup();
            for genie in genies {
                match genie {
                    Genie::BeenHereBlue | Genie::BeenHereRed => {
                        out.extend(Dir::ALL.map(|pointing| Act::LayArrow { who, genie, pointing }))
                    }
                    _ => out.extend([false, true].map(|pay| Act::UseGenie { who, genie, pay })),
                }
            }
        }
        out.push(Act::Stop);
    }

    /// The Leader's choices on its turn: pass, an event for its effect or as a move, an order.
    fn leader_turn_candidates(&self, out: &mut Vec<Act>) {
        out.push(Act::Pass);
        let mut hand = self.hand.clone();
        hand.sort_by_key(|e| event_order(*e));
        hand.dedup();
        for &event in &hand {
            out.push(Act::Play { event, as_move: false });
            out.push(Act::Play { event, as_move: true });
        }
        out.extend(Order::offered(&hand).into_iter().map(Act::Order));
    }

    /// The reducer. May leave `self` half-changed on error: `apply` plays it on a copy.
    /// `checking`: only whether it is legal (a genie's answer, which cannot fail, is skipped).
    fn play(&mut self, action: Action, checking: bool) -> Result<Vec<Happening>, RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        if !self.started {
            if action.ms != 0 {
                return Err(RuleError::ClockNotRunning);
            }
        } else if action.act == Act::LampOut {
            if action.ms != self.left_ms {
                return Err(RuleError::LampStillBurning);
            }
        } else if action.ms >= self.left_ms {
            return Err(RuleError::LampWentOut);
        }
        if self.started {
            self.left_ms -= action.ms;
        }
        // What was open before: an action that opens a Chest or the Treasure tells so.
        let opened = |s: &State| {
            (s.board.treasure_open, s.board.chests.iter().filter(|c| c.1).count(), s.centre.len(), s.removed.len())
        };
        let before = opened(self);
        let mut happened = Vec::new();
        match self.phase {
            _ if action.act == Act::LampOut => self.lamp_out(&mut happened)?,
            _ if action.act == Act::Pause && self.started => {}
            Phase::ChooseMaze | Phase::PlaceTreasure | Phase::PlaceChests | Phase::FaceEntrance => {
                self.set_up(action)?
            }
            Phase::Walk => self.walk_act(action, checking, &mut happened)?,
            Phase::Paying { .. } | Phase::Wish { .. } | Phase::Share { .. } | Phase::Caught | Phase::Curses { .. } => {
                self.token_act(action, checking, &mut happened)?
            }
            Phase::LeaderTurn | Phase::TokenMoves { .. } | Phase::PlaceLandslide | Phase::Teleporting => {
                self.leader_act(action, &mut happened)?
            }
            Phase::Padlock { .. }
            | Phase::HandOut { .. }
            | Phase::CombinationLock { .. }
            | Phase::Scheherazade { .. } => self.lock_act(action, &mut happened)?,
            Phase::Over(_) => return Err(RuleError::NotNow),
        }
        let after = opened(self);
        // A Chest under a Small Padlock gives nothing until someone rolls a six (then the hand-out
        // tells what it gave): no "a Chest opens" with nothing in it.
        let locked = matches!(self.phase, Phase::Padlock { .. });
        if (after.0, after.1) != (before.0, before.1) && !locked {
            let loot = if after.0 != before.0 { Loot::Treasure } else { Loot::Chest };
            let count = |a: usize, b: usize| a.saturating_sub(b).min(usize::from(u8::MAX)) as u8;
            happened.push(Happening::Opened {
                loot,
                tokens: count(after.2, before.2),
                curses: count(after.3, before.3),
            });
        }
        if self.started && !self.lit && self.lamps_held() == 0 && !self.is_over() {
            // No lamp burns and none is left to light.
            self.phase = Phase::Over(End::LastLampOut);
        }
        if let Phase::Over(end) = self.phase {
            happened.push(Happening::Ended(end));
        }
        if !checking {
            self.story.add(&happened, self.board.inside.then_some(self.board.place.square));
        }
        Ok(happened)
    }

    /// The Leader's set-up: the maze, the Treasure, the Chests, the way in.
    fn set_up(&mut self, action: Action) -> Result<(), RuleError> {
        match (self.phase, action.act) {
            (Phase::ChooseMaze, Act::ChooseMaze(n)) => {
                let maze = Maze::number(usize::from(n)).ok_or(RuleError::NoSuchMaze)?;
                self.board.maze = Some((n, maze));
                self.phase = Phase::PlaceTreasure;
            }
            (Phase::PlaceTreasure, Act::PlaceTreasure(square)) => {
                check_square(square)?;
                self.board.treasure = Some(square);
                self.phase = Phase::PlaceChests;
            }
            (Phase::PlaceChests, Act::PlaceChest(square)) => {
                check_square(square)?;
                if self.board.treasure == Some(square) || self.board.chests.iter().any(|&(s, _)| s == square) {
                    return Err(RuleError::SquareTaken);
                }
                self.board.chests.push((square, false));
                if self.board.chests.len() == CHESTS {
                    self.phase = Phase::FaceEntrance;
                }
            }
            (Phase::FaceEntrance, Act::FaceEntrance(n)) => {
                let exits = self.maze().expect("chosen").exits();
                let &(square, out) = exits.get(usize::from(n)).ok_or(RuleError::NoSuchExit)?;
                self.board.place = Place { square, facing: out.back() };
                self.phase = Phase::Walk;
            }
            _ => return Err(RuleError::NotNow),
        }
        Ok(())
    }

    /// The party walks: the line, the lamp, the six movements, the genies.
    fn walk_act(&mut self, action: Action, checking: bool, happened: &mut Vec<Happening>) -> Result<(), RuleError> {
        match (self.phase, action.act) {
            // The line may change at any time while the party walks (not in the middle of a
            // sharing or an event, which go in line order): a Curse still sends the head to the
            // back for the sharing it spoils.
            (Phase::Walk, Act::ToFront(_) | Act::MoveInLine { .. }) => self.line = self.line_move(action.act)?,
            (Phase::Walk, Act::Light) => {
                if self.lit {
                    return Err(RuleError::LampState);
                }
                let head = usize::from(self.line[0]);
                if self.lamps[head] == 0 {
                    return Err(RuleError::NoLamp);
                }
                self.lamps[head] -= 1;
                self.lit = true;
                self.started = true;
                self.genie_this_lamp = false;
                happened.push(Happening::Lit);
            }
            (Phase::Walk, Act::Stop) => {
                let person = self.config.leader != LeaderPlayer::App;
                if !(person && self.stop_chance && self.board.inside && !self.hand.is_empty()) {
                    return Err(RuleError::NotNow);
                }
                self.stop_chance = false;
                self.phase = Phase::LeaderTurn;
            }
            (Phase::Walk, Act::Move(movement)) => {
                happened.push(Happening::Moved(movement));
                // A new square gives the Leader a chance again (`walk`); any movement ends it.
                self.stop_chance = false;
                self.walk(movement, happened)?;
                self.movements += 1;
                self.movement_ms += u64::from(action.ms);
            }
            (Phase::Walk, Act::UseGenie { who, genie, pay }) => self.use_genie(who, genie, pay, checking, happened)?,
            (Phase::Walk, Act::LayArrow { who, genie, pointing }) => {
                self.may_use_genie(who, genie)?;
                if !matches!(genie, Genie::BeenHereBlue | Genie::BeenHereRed) {
                    return Err(RuleError::NotNow);
                }
                take_token(&mut self.stashes[usize::from(who)], Token::Genie(genie));
                self.genie_this_lamp = true;
                self.board.arrows.push((genie, self.board.place.square, pointing));
                self.wish(who);
            }
            _ => return Err(RuleError::NotNow),
        }
        Ok(())
    }

    /// Tokens change hands: paying a genie, a wish, the sharing, a lamp given up.
    fn token_act(&mut self, action: Action, checking: bool, happened: &mut Vec<Happening>) -> Result<(), RuleError> {
        match (self.phase, action.act) {
            (Phase::Paying { who, genie, paid, owner }, Act::Pay(i)) => {
                let stash = &mut self.stashes[usize::from(who)];
                let Some(&token) = stash.get(usize::from(i)) else { return Err(RuleError::NoSuchToken) };
                let Token::Jewel(jewel) = token else { return Err(RuleError::NotAJewel) };
                stash.remove(usize::from(i));
                self.leader_tokens.push(token);
                let paid = paid + jewel.points() as u8;
                if paid >= PRICE_OF_TWO {
                    self.answers_paid = self.answers_paid.saturating_add(u8::from(!self.treasure_shared));
                    if !checking {
                        self.answer(genie, true, happened);
                    }
                    self.wish(owner);
                } else {
                    self.phase = Phase::Paying { who, genie, paid, owner };
                }
            }
            (Phase::Paying { who, genie, paid, owner }, Act::OfferNoMore) => {
                let after = self.payers_after(owner, who);
                let left: u32 = after.iter().map(|&s| self.jewel_points(s)).sum();
                let (Some(&next), true) = (after.first(), left >= u32::from(PRICE_OF_TWO - paid)) else {
                    return Err(RuleError::NotEnoughJewels);
                };
                self.phase = Phase::Paying { who: next, genie, paid, owner };
            }
            (Phase::Wish { who }, Act::Keep(i)) => {
                if usize::from(i) >= self.centre.len() {
                    return Err(RuleError::NoSuchToken);
                }
                let (kept, _) = self.centre.remove(usize::from(i));
                self.stashes[usize::from(who)].push(kept);
                self.centre_back_to_bag();
                self.resume();
            }
            (Phase::Share { turn, from }, Act::Take(i)) => {
                if usize::from(i) >= self.centre.len() {
                    return Err(RuleError::NoSuchToken);
                }
                let (token, _) = self.centre.remove(usize::from(i));
                let who = self.line[usize::from(turn)];
                self.stashes[usize::from(who)].push(token);
                self.next_share(turn + 1, from);
            }
            (Phase::Caught | Phase::Curses { .. }, Act::DiscardLamp(seat)) => {
                let lamps = self.lamps.get_mut(usize::from(seat)).ok_or(RuleError::NoLamp)?;
                if *lamps == 0 {
                    return Err(RuleError::NoLamp);
                }
                *lamps -= 1;
                if let Phase::Curses { left, from } = self.phase {
                    self.lost_lamps += 1;
                    if left > 1 && self.lamps_held() > 0 {
                        self.phase = Phase::Curses { left: left - 1, from };
                    } else {
                        self.next_share(0, from);
                    }
                } else {
                    self.leader_lamps += 1;
                    self.resume();
                }
            }
            _ => return Err(RuleError::NotNow),
        }
        Ok(())
    }

    /// The Leader of the Thieves' turn: an event, the token, the Landslide, a teleport.
    fn leader_act(&mut self, action: Action, happened: &mut Vec<Happening>) -> Result<(), RuleError> {
        match (self.phase, action.act) {
            (Phase::LeaderTurn, Act::Pass) => self.resume(),
            (Phase::LeaderTurn, Act::Play { event, as_move }) => {
                self.play_event(event, as_move, happened)?;
                self.stop_chance = false;
                if self.order == Order::Play(event) {
                    self.order = Order::default();
                }
            }
            (Phase::LeaderTurn, Act::Order(order)) => {
                let held = |e: Event| self.hand.contains(&e) && e.may_be_ordered();
                if order == self.order || matches!(order, Order::Play(e) if !held(e)) {
                    return Err(RuleError::NotNow);
                }
                self.order = order;
            }
            (Phase::TokenMoves { left }, Act::TokenTo(square)) => {
                if !self.token_targets().contains(&square) {
                    return Err(RuleError::Unreachable);
                }
                self.board.token = Some(square);
                if self.board.inside && square == self.board.place.square {
                    self.catch(happened);
                } else if left > 1 && !self.token_targets().is_empty() {
                    self.phase = Phase::TokenMoves { left: left - 1 };
                } else {
                    self.resume();
                }
            }
            (Phase::PlaceLandslide, Act::Landslide(square)) => {
                self.may_slide(square)?;
                self.board.landslide = Some(square);
                self.resume();
            }
            (Phase::Teleporting, Act::Teleport(square)) => {
                if !self.teleport_targets().contains(&square) {
                    return Err(RuleError::Unreachable);
                }
                self.board.place.square = square;
                self.board.visited |= 1 << square.index();
                self.pending_open = self.closed_loot_at(square).map(|_| square);
                if self.board.token == Some(square) {
                    self.catch(happened);
                } else {
                    self.resume();
                }
            }
            _ => return Err(RuleError::NotNow),
        }
        Ok(())
    }

    /// The dice of the Padlock, the Combination Lock and Scheherazade, and what they hand out.
    fn lock_act(&mut self, action: Action, happened: &mut Vec<Happening>) -> Result<(), RuleError> {
        match (self.phase, action.act) {
            (Phase::Padlock { turn }, Act::Roll) => {
                let roll = self.roll(happened);
                if roll == 6 {
                    let who = self.line[usize::from(turn) % self.line.len()];
                    for _ in 0..self.adventurers() {
                        if let Some(token) = self.draw_not_curse() {
                            self.centre.push((token, is_jewel(token)));
                        }
                    }
                    self.phase = Phase::HandOut { who, given: 0 };
                    if self.centre.is_empty() {
                        self.resume();
                    }
                } else {
                    self.phase = Phase::Padlock { turn: (turn + 1) % self.adventurers() as u8 };
                }
            }
            (Phase::HandOut { who, given }, Act::HandOut { token, to }) => {
                if usize::from(token) >= self.centre.len() {
                    return Err(RuleError::NoSuchToken);
                }
                if usize::from(to) >= self.adventurers() {
                    return Err(RuleError::NotHeld);
                }
                if given & (1 << to) != 0 {
                    return Err(RuleError::AlreadyGiven);
                }
                let (t, _) = self.centre.remove(usize::from(token));
                self.stashes[usize::from(to)].push(t);
                let given = given | 1 << to;
                if self.centre.is_empty() || given.count_ones() as usize == self.adventurers() {
                    self.centre_back_to_bag();
                    self.resume();
                } else {
                    self.phase = Phase::HandOut { who, given };
                }
            }
            (Phase::CombinationLock { turn, rolled }, Act::Roll) => {
                let roll = self.roll(happened);
                let rolled = if roll >= 4 { rolled | 1 << (roll - 4) } else { rolled };
                if rolled == 0b111 {
                    self.resume();
                } else {
                    self.phase = Phase::CombinationLock { turn: (turn + 1) % self.adventurers() as u8, rolled };
                }
            }
            (Phase::Scheherazade { turn, giving: false }, Act::Roll) => {
                let who = usize::from(self.line[usize::from(turn)]);
                if self.roll(happened) <= 4 {
                    if self.stashes[who].is_empty() {
                        self.next_scheherazade(turn);
                    } else {
                        self.phase = Phase::Scheherazade { turn, giving: true };
                    }
                } else {
                    let centre = std::mem::take(&mut self.centre);
                    self.stashes[who].extend(centre.into_iter().map(|(t, _)| t));
                    self.next_scheherazade(turn);
                }
            }
            (Phase::Scheherazade { turn, giving: true }, Act::Give(i)) => {
                let stash = &mut self.stashes[usize::from(self.line[usize::from(turn)])];
                let Some(&token) = stash.get(usize::from(i)) else { return Err(RuleError::NoSuchToken) };
                if !is_jewel(token) && stash.iter().any(|&t| is_jewel(t)) {
                    return Err(RuleError::JewelFirst);
                }
                stash.remove(usize::from(i));
                self.centre.push((token, is_jewel(token)));
                self.next_scheherazade(turn);
            }
            _ => return Err(RuleError::NotNow),
        }
        Ok(())
    }
    /// A genie other than an arrow, freely or paid for with jewels.
    fn use_genie(
        &mut self,
        who: Seat,
        genie: Genie,
        pay: bool,
        checking: bool,
        happened: &mut Vec<Happening>,
    ) -> Result<(), RuleError> {
        self.may_use_genie(who, genie)?;
        if matches!(genie, Genie::BeenHereBlue | Genie::BeenHereRed) {
            return Err(RuleError::NotNow);
        }
        let way = matches!(genie, Genie::WayToTreasure | Genie::WayToExit | Genie::WayToLoot);
        if pay {
            if !way {
                return Err(RuleError::NotNow);
            }
            // The rulebook: "by collectively handing over jewels worth at least three points".
            let points: u32 = (0..self.adventurers() as Seat).map(|s| self.jewel_points(s)).sum();
            if points < u32::from(PRICE_OF_TWO) {
                return Err(RuleError::NotEnoughJewels);
            }
        }
        self.give_genie_to_leader(who, genie);
        if genie == Genie::LetThereBeLight {
            self.lights_called = self.lights_called.saturating_add(u8::from(!self.treasure_shared));
            let back = self.leader_lamps.min(2);
            self.leader_lamps -= back;
            self.lamps[usize::from(who)] += back;
        }
        if pay {
            self.phase = Phase::Paying { who, genie, paid: 0, owner: who };
        } else {
            if way && !checking {
                self.answer(genie, false, happened);
            }
            self.wish(who);
        }
        Ok(())
    }

    /// The points of `seat`'s jewels, at face value (a pair jewel counts 1).
    pub fn jewel_points(&self, seat: Seat) -> u32 {
        let stash = self.stashes.get(usize::from(seat)).map_or(&[][..], Vec::as_slice);
        stash.iter().filter_map(|t| if let Token::Jewel(j) = t { Some(j.points()) } else { None }).sum()
    }

    /// Who pays after `who` for `owner`'s genie: the owner pays first (so a payment by the
    /// owner alone reads as it did when only the owner paid), then the others in line order.
    fn payers_after(&self, owner: Seat, who: Seat) -> Vec<Seat> {
        let order: Vec<Seat> =
            std::iter::once(owner).chain(self.line.iter().copied().filter(|&s| s != owner)).collect();
        order.iter().position(|&s| s == who).map_or(Vec::new(), |at| order[at + 1..].to_vec())
    }

    fn may_use_genie(&self, who: Seat, genie: Genie) -> Result<(), RuleError> {
        let stash = self.stashes.get(usize::from(who)).ok_or(RuleError::NotHeld)?;
        if !stash.contains(&Token::Genie(genie)) {
            return Err(RuleError::NotHeld);
        }
        if !self.lit || !self.board.inside {
            return Err(RuleError::LampState);
        }
        if self.genie_this_lamp {
            return Err(RuleError::GenieAlreadyUsed);
        }
        Ok(())
    }

    fn give_genie_to_leader(&mut self, who: Seat, genie: Genie) {
        take_token(&mut self.stashes[usize::from(who)], Token::Genie(genie));
        self.leader_tokens.push(Token::Genie(genie));
        self.genie_this_lamp = true;
    }

    /// The genie's answer, by a search on the maze: always truthful.
    fn answer(&mut self, genie: Genie, two: bool, happened: &mut Vec<Happening>) {
        let first = self.way(genie, self.board.place);
        let second = match (two, first) {
            (true, Some(m)) => match m.apply(self.maze().expect("chosen"), self.board.place, self.board.landslide) {
                Some(Moved::To(next)) => self.way(genie, next),
                _ => None,
            },
            _ => None,
        };
        let answer = Answer { genie, first, second };
        self.answer = Some(answer);
        happened.push(Happening::Answered(answer));
    }

    /// The first movement of a shortest way from `from` for a "which way?" genie.
    pub fn way(&self, genie: Genie, from: Place) -> Option<Movement> {
        let maze = self.maze()?;
        let treasure = self.board.treasure;
        let loot: Vec<Square> = self
            .board
            .chests
            .iter()
            .filter(|c| !c.1)
            .map(|c| c.0)
            .chain(treasure.filter(|_| !self.board.treasure_open))
            .collect();
        let found = match genie {
            Genie::WayToTreasure => first_movements(maze, from, self.board.landslide, |s| Some(s) == treasure, false),
            Genie::WayToExit => first_movements(maze, from, self.board.landslide, |_| false, true),
            Genie::WayToLoot => first_movements(maze, from, self.board.landslide, |s| loot.contains(&s), false),
            _ => Vec::new(),
        };
        found.first().copied()
    }

    /// After a genie: the owner draws three tokens (a curse is put back and replaced) to keep one.
    fn wish(&mut self, who: Seat) {
        for _ in 0..3 {
            if let Some(token) = self.draw_not_curse() {
                self.centre.push((token, false));
            }
        }
        if self.centre.is_empty() {
            self.resume();
        } else {
            self.phase = Phase::Wish { who };
        }
    }

    fn draw_not_curse(&mut self) -> Option<Token> {
        if !self.bag.iter().any(|&t| t != Token::Curse) {
            return None;
        }
        loop {
            let token = self.bag.pop().expect("a token that is no curse is left");
            if token != Token::Curse {
                return Some(token);
            }
            self.bag_insert(token);
        }
    }

    /// Puts a token back into the bag at a place the seed chooses.
    fn bag_insert(&mut self, token: Token) {
        let at = self.rng.below(self.bag.len() as u32 + 1) as usize;
        self.bag.insert(at, token);
    }

    fn centre_back_to_bag(&mut self) {
        for (token, _) in std::mem::take(&mut self.centre) {
            self.bag_insert(token);
        }
    }

    fn roll(&mut self, happened: &mut Vec<Happening>) -> u8 {
        let roll = self.rng.below(6) as u8 + 1;
        self.last_roll = Some(roll);
        happened.push(Happening::Rolled(roll));
        roll
    }

    fn walk(&mut self, movement: Movement, happened: &mut Vec<Happening>) -> Result<(), RuleError> {
        if !self.lit {
            return Err(RuleError::LampState);
        }
        let maze = self.maze().expect("chosen").clone();
        let from = self.board.place;
        let to = if !self.board.inside {
            // Outside, facing the entrance: only a step in.
            if !movement.steps() {
                return Err(RuleError::NotInside);
            }
            let facing = match movement {
                Movement::ForwardThenLeft => from.facing.left(),
                Movement::ForwardThenRight => from.facing.right(),
                _ => from.facing,
            };
            happened.push(Happening::Entered);
            Place { square: from.square, facing }
        } else {
            match movement.apply(&maze, from, self.board.landslide) {
                Some(Moved::To(to)) => to,
                Some(Moved::Out) if self.treasure_shared => {
                    self.phase = Phase::Over(End::Escaped);
                    return Ok(());
                }
                Some(Moved::Out) => return Err(RuleError::TreasureFirst),
                None if maze.is_open(from.square, from.facing) => return Err(RuleError::LandslideInTheWay),
                None => return Err(RuleError::Wall),
            }
        };
        let stepped = movement.steps();
        self.board.inside = true;
        self.board.place = to;
        self.answer = None;
        self.last_event = None;
        self.last_roll = None;
        if !stepped {
            return Ok(());
        }
        self.board.visited |= 1 << to.square.index();
        self.pending_open = self.closed_loot_at(to.square).map(|_| to.square);
        self.stop_chance = self.board.token != Some(to.square);
        if self.board.token == Some(to.square) {
            // The move stops at once: no turn after the step.
            self.board.place.facing = from.facing;
            self.catch(happened);
        } else if !self.hand.is_empty() {
            self.phase = Phase::LeaderTurn;
        } else {
            self.resume();
        }
        Ok(())
    }

    /// The Leader and the Adventurers share a square: two tokens stolen blind from the head of
    /// the line and one from each other; then an unused lamp is given up, and the token leaves.
    fn catch(&mut self, happened: &mut Vec<Happening>) {
        let (mut stolen, mut from) = (0, [0u8; 6]);
        for (i, &seat) in self.line.clone().iter().enumerate() {
            for _ in 0..if i == 0 { 2 } else { 1 } {
                let stash = &mut self.stashes[usize::from(seat)];
                if !stash.is_empty() {
                    let at = self.rng.below(stash.len() as u32) as usize;
                    self.leader_tokens.push(stash.remove(at));
                    stolen += 1;
                    if let Some(lost) = from.get_mut(usize::from(seat)) {
                        *lost += 1;
                    }
                }
            }
        }
        self.board.token = None;
        happened.push(Happening::Caught { stolen, from });
        self.phase = if self.lamps_held() == 0 { Phase::Over(End::CaughtWithoutLamp) } else { Phase::Caught };
    }

    fn lamp_out(&mut self, happened: &mut Vec<Happening>) -> Result<(), RuleError> {
        if !self.started {
            return Err(RuleError::ClockNotRunning);
        }
        if self.lit {
            self.lit = false;
        } else {
            // No lamp was lit in time: the head of the line's lamp burns all the same.
            let seat =
                *self.line.iter().find(|&&s| self.lamps[usize::from(s)] > 0).expect("the game ends when none is left");
            self.lamps[usize::from(seat)] -= 1;
        }
        self.leader_lamps += 1;
        if let Some(event) = self.events.pop() {
            self.hand.push(event);
        }
        self.left_ms = LAMP_MS;
        self.genie_this_lamp = false;
        happened.push(Happening::LampOut);
        if self.lamps_held() == 0 {
            self.phase = Phase::Over(End::LastLampOut);
        }
        Ok(())
    }

    /// After an event or a sharing: open what was just discovered, or walk on.
    fn resume(&mut self) {
        if let Some(square) = self.pending_open.take() {
            if self.closed_loot_at(square).is_some() {
                self.open(square);
                return;
            }
        }
        self.phase = Phase::Walk;
    }

    /// A Chest gives one token per Adventurer, the Treasure two. Each curse sends the head of
    /// the line to the back and costs a lamp that is not lit.
    fn open(&mut self, square: Square) {
        let loot = self.closed_loot_at(square).expect("closed loot");
        match loot {
            Loot::Treasure => self.board.treasure_open = true,
            _ => self.board.chests.iter_mut().filter(|c| c.0 == square).for_each(|c| c.1 = true),
        }
        let count = self.adventurers() * if loot == Loot::Treasure { 2 } else { 1 };
        let mut curses = 0;
        for _ in 0..count {
            let Some(token) = self.bag.pop() else { break };
            if token == Token::Curse {
                curses += 1;
                self.removed.push(token);
                self.line.rotate_left(1);
            } else {
                self.centre.push((token, is_jewel(token)));
            }
        }
        if curses > 0 && self.lamps_held() > 0 {
            self.phase = Phase::Curses { left: curses, from: loot };
        } else {
            self.next_share(0, loot);
        }
    }

    /// Hands the turn to take a token to `line[turn]` (round after round), or ends the sharing.
    fn next_share(&mut self, turn: u8, from: Loot) {
        if self.centre.is_empty() {
            if from == Loot::Treasure {
                self.treasure_shared = true;
            }
            self.resume();
        } else {
            self.phase = Phase::Share { turn: turn % self.adventurers() as u8, from };
        }
    }

    fn next_scheherazade(&mut self, turn: u8) {
        if usize::from(turn) + 1 < self.adventurers() {
            self.phase = Phase::Scheherazade { turn: turn + 1, giving: false };
        } else {
            self.centre_back_to_bag();
            self.resume();
        }
    }

    fn play_event(&mut self, event: Event, as_move: bool, happened: &mut Vec<Happening>) -> Result<(), RuleError> {
        let at = self.hand.iter().position(|&e| e == event).ok_or(RuleError::NotHeld)?;
        let discovered = self.pending_open.and_then(|s| self.closed_loot_at(s));
        if as_move {
            if !event.is_choice() {
                return Err(RuleError::NoChoice);
            }
            if self.token_targets().is_empty() {
                return Err(RuleError::Unreachable);
            }
            self.phase = Phase::TokenMoves { left: CHOICE_STEPS };
        } else {
            self.event_phase(event, discovered, happened)?;
        }
        self.hand.remove(at);
        self.played.push(event);
        self.last_event = Some((event, as_move));
        happened.push(Happening::Played { event, as_move });
        match self.phase {
            // Events that are over at once: open what was discovered, or walk on.
            Phase::Walk => self.resume(),
            Phase::Share { from: Loot::Merchant, .. } => self.next_share(0, Loot::Merchant),
            _ => {}
        }
        Ok(())
    }

    /// The phase an event played for its own effect opens, or why it cannot be played now.
    fn event_phase(
        &mut self,
        event: Event,
        discovered: Option<Loot>,
        happened: &mut Vec<Happening>,
    ) -> Result<(), RuleError> {
        match event {
            Event::Illusion => {
                if discovered != Some(Loot::Chest) {
                    return Err(RuleError::NoChestDiscovered);
                }
                let square = self.pending_open.take().expect("discovered");
                self.board.chests.retain(|c| c.0 != square);
                self.phase = Phase::Walk;
            }
            Event::SmallPadlock => {
                if discovered != Some(Loot::Chest) {
                    return Err(RuleError::NoChestDiscovered);
                }
                let square = self.pending_open.take().expect("discovered");
                self.board.chests.iter_mut().filter(|c| c.0 == square).for_each(|c| c.1 = true);
                self.phase = Phase::Padlock { turn: 0 };
            }
            Event::CombinationLock => {
                if discovered.is_none() {
                    return Err(RuleError::NoChestDiscovered);
                }
                self.phase = Phase::CombinationLock { turn: 0, rolled: 0 };
            }
            Event::Teleportation => {
                if self.teleport_targets().is_empty() {
                    return Err(RuleError::Unreachable);
                }
                self.phase = Phase::Teleporting;
            }
            Event::Landslide => {
                if !Square::all().any(|s| self.may_slide(s).is_ok()) {
                    return Err(RuleError::WouldCloseTheWay);
                }
                self.phase = Phase::PlaceLandslide;
            }
            Event::Bandit => self.bandit(happened),
            Event::Scheherazade => self.phase = Phase::Scheherazade { turn: 0, giving: false },
            Event::Merchant => self.merchant(happened),
            Event::Movement(steps) => {
                if self.token_targets().is_empty() {
                    return Err(RuleError::Unreachable);
                }
                self.phase = Phase::TokenMoves { left: steps };
            }
        }
        Ok(())
    }

    /// The Bandit: a token at random from each of the first two Adventurers' stashes.
    fn bandit(&mut self, happened: &mut Vec<Happening>) {
        let mut stolen = 0;
        for &seat in self.line.clone().iter().take(2) {
            let stash = &mut self.stashes[usize::from(seat)];
            if !stash.is_empty() {
                let at = self.rng.below(stash.len() as u32) as usize;
                self.leader_tokens.push(stash.remove(at));
                stolen += 1;
            }
        }
        happened.push(Happening::Stolen(stolen));
        self.phase = Phase::Walk;
    }

    /// The Merchant: a token at random from every stash into the centre, shared out as a Chest's.
    fn merchant(&mut self, happened: &mut Vec<Happening>) {
        for &seat in self.line.clone().iter() {
            let stash = &mut self.stashes[usize::from(seat)];
            if !stash.is_empty() {
                let at = self.rng.below(stash.len() as u32) as usize;
                self.centre.push((stash.remove(at), true));
            }
        }
        happened.push(Happening::Opened {
            loot: Loot::Merchant,
            tokens: self.centre.len().min(usize::from(u8::MAX)) as u8,
            curses: 0,
        });
        self.phase = Phase::Share { turn: 0, from: Loot::Merchant };
    }

    /// Where the Leader's token may go next: in by any way out, or one step along the ways; never
    /// onto the Landslide.
    pub fn token_targets(&self) -> Vec<Square> {
        let Some(maze) = self.maze() else { return Vec::new() };
        let targets: Vec<Square> = match self.board.token {
            None => maze.exits().into_iter().map(|(s, _)| s).collect(),
            Some(at) => maze.neighbours(at).map(|(_, s)| s).collect(),
        };
        let mut targets: Vec<Square> = targets.into_iter().filter(|&s| Some(s) != self.board.landslide).collect();
        targets.sort();
        targets.dedup();
        targets
    }

    /// Where a Teleportation may put the Adventurers: the end of a way of exactly three steps
    /// that visits no square twice, passes no Landslide and does not pass through the Leader.
    pub fn teleport_targets(&self) -> Vec<Square> {
        let Some(maze) = self.maze() else { return Vec::new() };
        if !self.board.inside {
            return Vec::new();
        }
        let mut ends = Vec::new();
        let mut path = vec![self.board.place.square];
        fn walk(
            maze: &Maze,
            path: &mut Vec<Square>,
            ends: &mut Vec<Square>,
            blocked: Option<Square>,
            token: Option<Square>,
        ) {
            let here = *path.last().expect("a start");
            if path.len() == TELEPORT_STEPS + 1 {
                ends.push(here);
                return;
            }
            if Some(here) == token {
                // Never the start: a catch takes the token off the board.
                return;
            }
            for (_, next) in maze.neighbours(here) {
                if Some(next) != blocked && !path.contains(&next) {
                    path.push(next);
                    walk(maze, path, ends, blocked, token);
                    path.pop();
                }
            }
        }
        walk(maze, &mut path, &mut ends, self.board.landslide, self.board.token);
        ends.sort();
        ends.dedup();
        ends
    }

    /// Whether the Landslide may go on `square` (`Board::may_slide`).
    pub fn may_slide(&self, square: Square) -> Result<(), RuleError> {
        self.board.may_slide(square)
    }

    /// What the Adventurers see by their lamp.
    pub fn ahead(&self) -> Option<Ahead> {
        let maze = self.maze()?;
        if !self.board.inside {
            let (square, facing) = (self.board.place.square, self.board.place.facing);
            return Some(Ahead::Way {
                left: maze.is_open(square, facing.left()),
                straight: maze.is_open(square, facing),
                right: maze.is_open(square, facing.right()),
            });
        }
        Some(ahead(maze, self.board.place.square, self.board.place.facing))
    }

    /// The square directly in front of the Adventurers, if their lamp shows one.
    pub fn square_in_front(&self) -> Option<Square> {
        if !self.board.inside {
            return self.maze().map(|_| self.board.place.square);
        }
        match self.ahead()? {
            Ahead::Way { .. } => self.board.place.square.beside(self.board.place.facing),
            _ => None,
        }
    }

    /// What stands on `square`, told as seen by someone facing `facing`.
    pub fn on_square(&self, square: Square, facing: Dir) -> OnSquare {
        OnSquare {
            chest: self.board.chests.iter().find(|c| c.0 == square).map(|c| c.1),
            treasure: (self.board.treasure == Some(square)).then_some(self.board.treasure_open),
            landslide: self.board.landslide == Some(square),
            leader: self.board.token == Some(square),
            arrows: self.board.arrows.iter().filter(|a| a.1 == square).map(|a| (a.0, relative(facing, a.2))).collect(),
        }
    }

    /// Each Adventurer's fortune, by seat.
    pub fn fortunes(&self) -> Vec<u32> {
        self.stashes.iter().map(|s| fortune(s)).collect()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        let Phase::Over(end) = self.phase else { return None };
        let fortunes = self.fortunes();
        let mut points: Vec<i32> = fortunes.iter().map(|&f| f as i32).collect();
        points.push(0);
        let adventurers: Vec<Seat> = (0..self.adventurers() as Seat).collect();
        Some(if end == End::Escaped {
            let best = fortunes.iter().copied().max().unwrap_or(0);
            let winners = adventurers.iter().copied().filter(|&s| fortunes[usize::from(s)] == best).collect();
            Outcome { points, winners, side: Some(adventurers) }
        } else {
            Outcome { points, winners: vec![self.leader()], side: Some(vec![self.leader()]) }
        })
    }

    /// Every token of the game, wherever it is (for the conservation tests).
    pub fn token_count(&self) -> usize {
        self.bag.len()
            + self.stashes.iter().map(Vec::len).sum::<usize>()
            + self.leader_tokens.len()
            + self.removed.len()
            + self.centre.len()
            + self.board.arrows.len()
    }

    /// Every lamp of the game, wherever it is.
    pub fn lamp_count(&self) -> u8 {
        self.lamps_held() + u8::from(self.lit) + self.leader_lamps + self.lost_lamps
    }
}

/// What stands on a square.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OnSquare {
    /// A Chest: whether it was opened.
    pub chest: Option<bool>,
    /// The Treasure: whether it was opened.
    pub treasure: Option<bool>,
    pub landslide: bool,
    pub leader: bool,
    /// Arrows: which one, and where it points as seen from where one looks.
    pub arrows: Vec<(Genie, Relative)>,
}

fn check_square(square: Square) -> Result<(), RuleError> {
    if usize::from(square.x) < SIZE && usize::from(square.y) < SIZE {
        Ok(())
    } else {
        Err(RuleError::NoSuchSquare)
    }
}

fn is_jewel(token: Token) -> bool {
    matches!(token, Token::Jewel(_))
}

fn take_token(stash: &mut Vec<Token>, token: Token) {
    let at = stash.iter().position(|&t| t == token).expect("held");
    stash.remove(at);
}

/// The order events are offered in (the deck's order of kinds).
fn event_order(event: Event) -> (u8, u8) {
    match event {
        Event::Movement(n) => (8, n),
        other => (Event::deck().iter().position(|&e| e == other).unwrap_or(0) as u8, 0),
    }
}

/// The squares reachable from `from` without crossing `blocked`, one bit per square.
pub fn reachable(maze: &Maze, from: Square, blocked: Option<Square>) -> u64 {
    let mut seen = 1u64 << from.index();
    let mut queue = VecDeque::from([from]);
    while let Some(square) = queue.pop_front() {
        for (_, next) in maze.neighbours(square) {
            if Some(next) != blocked && seen & (1 << next.index()) == 0 {
                seen |= 1 << next.index();
                queue.push_back(next);
            }
        }
    }
    seen
}

#[cfg(test)]
mod legal_tests {
    use super::*;
    use crate::games::rng::GameRng;
    use crate::games::sidibaba::setup::{shared_out, Config, LeaderPlayer};

    /// The line's moves, told without playing them, are exactly those that playing accepts.
    #[test]
    fn the_quick_list_of_legal_actions_is_the_one_playing_every_candidate_gives() {
        let mut compared = 0;
        for seed in 0..40u64 {
            let n = 2 + (seed % 5) as usize;
            let config = Config {
                adventurers: (0..n).map(|i| format!("A{i}")).collect(),
                lamps: shared_out(n),
                leader: LeaderPlayer::App,
                line_any_time: seed.is_multiple_of(2),
                strength: crate::games::sidibaba::LeaderStrength::ALL[(seed % 3) as usize],
            };
            let mut state = State::new(&config, seed).unwrap();
            let mut rng = GameRng::new(seed);
            for _ in 0..400 {
                let slow: Vec<Action> = state
                    .candidates()
                    .into_iter()
                    .map(|act| Action { ms: if act == Act::LampOut { state.left_ms } else { 0 }, act })
                    .filter(|&a| state.clone().play(a, true).is_ok())
                    .collect();
                let legal = state.legal_actions();
                assert_eq!(legal, slow, "seed {seed}");
                compared += 1;
                let Some(&a) = legal.get(rng.below(legal.len().max(1) as u32) as usize) else { break };
                let ms =
                    if a.act == Act::LampOut || !state.started { a.ms } else { rng.below(state.left_ms.min(20_000)) };
                state.play(Action { ms, ..a }, true).unwrap();
            }
        }
        assert!(compared > 5_000, "only {compared} positions");
    }
}
