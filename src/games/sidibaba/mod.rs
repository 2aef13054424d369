//! Sidibaba, the real-time labyrinth. Rules: `shared/rules/sidi-baba.md`.
//!
//! - `maze`: the four mazes; `situation`: the ten views by lamp; `movement`: the six movements
//!   and shortest ways; `tokens`: the bag and the scoring; `setup`: the line, the lamps, the deal.
//! - `state`: the expedition and its reducer. Time enters with the actions (see there).
//! - `view`: what each side may see.
//! - Seats: the Adventurers in the order of the config (the line changes, the seats do not),
//!   then the Leader, whom `crate::ai::leader` plays from the Leader's view by default.
//!
//! App decisions where the rules file is silent (each goes into the in-app rules with the
//! Sidibaba screen):
//! - Outside the maze the Adventurers can only step in (no turning on the spot).
//! - The Leader may play an event after every step onto another square, visited before or not;
//!   never after a turn on the spot.
//! - A person playing the Leader is not handed the device on every square (`Act::Stop`,
//!   `Order`): "Leader: stop!" on the Adventurers' screen hands it over to play on the square
//!   the party stands on, until its next movement, once a square; a standing order left in the
//!   console passes for them, hands the device back at a Chest (the default, while they hold an
//!   event for one) or on every square, or plays one of their events that needs no square
//!   chosen at its first chance. The rules still give the Leader each such turn: the order's
//!   pass is an action of the record, so every game replays exactly.
//! - A catch on a step stops the movement at once (no turn after it); a Chest or the Treasure
//!   on that square opens after the catch, and that arrival gives the Leader no event.
//! - The Leader's token moves exactly as many squares as the card says, back and forth if it
//!   likes, never onto the Landslide; a catch ends the movement.
//! - Teleportation: to the end of a way of exactly three steps that visits no square twice and
//!   does not pass the Leader's token; a Chest there opens, with no event for that arrival.
//! - The Landslide goes on an empty square (no Adventurers, Leader, Chest, Treasure or arrow);
//!   the second Landslide moves the one token.
//! - "Let there be light!": the genie's owner takes the lamps (one if the Leader has only one).
//! - Paying for two movements: the group pays together, each from their own bag behind their
//!   own hand-off: the genie's owner first, then the others in line order, until 3 points are
//!   offered; one may add no more only while those after still hold enough. Jewels count at
//!   face value (a pair jewel counts 1); every jewel offered is lost, the surplus too.
//! - The genies' answers are worked out by the app, so no Leader can lie; among equally short
//!   ways the first in the order of the six movements is told.
//! - The next lamp's three minutes start when the last went out: reordering and lighting count
//!   on it. If it is not lit in time, the head of the line's lamp burns out all the same.
//! - The line is reordered while no lamp burns (before the first, and when one goes out until the
//!   next is lit); "at any time, also while a lamp burns" is a house rule in the set-up. Never in
//!   the middle of a sharing or an event (they go in line order), so a Curse still costs the head
//!   their place in the sharing it spoils.
//! - The expedition is lost the moment no lamp burns and none is left to light.
//! - Tokens put back go into the bag at random places.
//! - The app's Leader plays at the strength chosen in the set-up. Fair (the default) is balanced
//!   for a party that takes about 8 seconds a movement (the phone passes, the picture is read
//!   out, the group agrees): such a careful party escapes about half the time; it watches the
//!   pace the party keeps and eases off when the party is running out of time, the earlier the
//!   slower the party. Gentle eases off much earlier; ruthless is the
//!   rulebook's Leader and never eases off. A much faster party has it easier and a much slower
//!   one harder whatever the Leader does: a Leader has few events and cannot give time back.

pub mod maze;
pub mod movement;
pub mod setup;
pub mod situation;
pub mod state;
pub mod tokens;
pub mod view;

#[cfg(test)]
mod rules_tests;

use crate::games::{ConfigError, Game, GameId, Outcome, Seat};
pub use setup::{Config, Event, LeaderPlayer, LeaderStrength, Order};
pub use state::{Act, Action, End, Happening, Phase, RuleError, State};
pub use view::View;

/// The game, for the contract.
pub struct Sidibaba;

impl Game for Sidibaba {
    const ID: GameId = GameId::Sidibaba;
    type Config = Config;
    type State = State;
    type Action = Action;
    type Event = Happening;
    type View = View;
    type RuleError = RuleError;

    fn new(config: &Config, seed: u64) -> Result<State, ConfigError> {
        State::new(config, seed)
    }
    fn legal_actions(state: &State) -> Vec<Action> {
        state.legal_actions()
    }
    fn apply(state: &mut State, action: Action) -> Result<Vec<Happening>, RuleError> {
        state.apply(action)
    }
    fn to_act(state: &State) -> Option<Seat> {
        state.to_act()
    }
    fn view(state: &State, seat: Seat) -> View {
        view::view(state, seat)
    }
    fn choices(view: &View) -> &[Action] {
        view.choices()
    }
    fn outcome(state: &State) -> Option<Outcome> {
        state.outcome()
    }
    fn player_names(config: &Config) -> &[String] {
        &config.adventurers
    }
    fn time_left(state: &State) -> Option<u32> {
        (state.started && !state.is_over()).then_some(state.left_ms)
    }
    fn timeout(state: &State) -> Option<Action> {
        Self::time_left(state).map(|ms| Action { ms, act: Act::LampOut })
    }
    fn pause(state: &State, ms: u32) -> Option<Action> {
        Self::time_left(state).filter(|&left| ms < left).map(|_| Action { ms, act: Act::Pause })
    }
    fn after_ms(action: Action, ms: u32) -> Action {
        Action { ms, ..action }
    }
    fn ms(action: Action) -> u32 {
        action.ms
    }
    fn actor(state: &State, action: Action) -> Option<Seat> {
        state.actor(action.act)
    }
    fn leader_of_the_thieves(config: &Config) -> Option<Seat> {
        matches!(config.leader, LeaderPlayer::Person(_)).then_some(config.adventurers.len() as Seat)
    }
    fn standing(state: &State) -> Option<Action> {
        state.standing().map(|act| Action { ms: 0, act })
    }
    fn played_by_app(config: &Config, seat: Seat) -> bool {
        usize::from(seat) == config.adventurers.len() && config.leader == LeaderPlayer::App
    }
}
