//! Sidibaba, the real-time labyrinth. Rules: `shared/rules/sidi-baba.md`.
//!
//! - `maze`: the four mazes; `situation`: the ten views by lamp; `movement`: the six movements
//!   and shortest ways; `tokens`: the bag and the scoring; `setup`: the line, the lamps, the deal.
//! - `state`: the expedition and its reducer. Time enters with the actions (see there).
//! - `view`: what each side may see.
//! - Seats: the Adventurers in the order of the config (the line changes, the seats do not),
//!   then the Leader, whom `crate::ai::leader` plays from the Leader's view by default.

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
pub use setup::{Config, Event, LeaderPlayer};
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
    fn after_ms(action: Action, ms: u32) -> Action {
        Action { ms, ..action }
    }
    fn played_by_app(config: &Config, seat: Seat) -> bool {
        usize::from(seat) == config.adventurers.len() && config.leader == LeaderPlayer::App
    }
}
