//! Each game's part of the session core: what is private, what a draft is, whom the app plays.

use super::Framed;
use crate::ai::{AppPlayer, Reason, Thinking};
use crate::games::rng::GameRng;
use crate::games::{Computers, Game, Seat, Strength};

/// The computer opponents of the turn-based games are in the app with Sidibaba (and in native
/// tests), not in the first app.
const COMPUTERS: bool = crate::second::SECOND_APP;

/// The decision of a computer opponent (`None`: the seat is a person's, or nothing to choose).
fn computer<G: Game, P: AppPlayer<G>>(player: Option<P>, view: &G::View, seed: u64) -> Option<Thinking<G>> {
    let player = player.filter(|_| COMPUTERS && !G::choices(view).is_empty())?;
    Some(player.think(view, &mut GameRng::new(seed)))
}

/// The strongest of the app's players at a table (`Easy` where it plays none).
fn strongest(computers: &Computers) -> Strength {
    computers.0.iter().flatten().copied().max_by_key(|&s| s as u8).unwrap_or(Strength::Easy)
}

/// A hint from `hint` (`None` where there is nothing to choose or no computer player).
fn hint<G: Game>(
    view: &G::View,
    seed: u64,
    hint: fn(&G::View, &mut GameRng) -> (G::Action, Reason),
) -> Option<(G::Action, Reason)> {
    (COMPUTERS && !G::choices(view).is_empty()).then(|| hint(view, &mut GameRng::new(seed)))
}

mod ali_baba {
    use super::*;
    use crate::games::ali_baba::{Action, AliBaba, Config, Event, View};

    impl Framed for AliBaba {
        const APP_SEATS: bool = COMPUTERS;
        type Draft = ();

        /// Each player's hand of tiles is hidden: a hand-off before every turn.
        fn private(_: &View, _: ()) -> bool {
            true
        }
        fn turn_begins(event: &Event) -> Option<Seat> {
            match event {
                Event::TurnBegins { seat } => Some(*seat),
                _ => None,
            }
        }
        fn app_think(config: &Config, seat: Seat, view: &View, seed: u64) -> Option<Thinking<Self>> {
            let player =
                config.computers.strength(seat).map(|strength| crate::ai::ali_baba::AliBabaPlayer { strength });
            computer(player, view, seed)
        }
        fn warm_up(config: &Config, part: u8) -> bool {
            let player = |strength| crate::ai::ali_baba::AliBabaPlayer { strength };
            COMPUTERS && crate::ai::warm_up(player, config, strongest(&config.computers), part)
        }
        fn hint(view: &View, seed: u64) -> Option<(Action, Reason)> {
            hint::<Self>(view, seed, crate::ai::ali_baba::hint)
        }
        fn region(view: &View, name: &str) -> bool {
            let over = view.to_act.is_none();
            match name {
                "table" | "pyramid" | "screen" | "scores" => true,
                "prompt" => !over,
                "beside" => !view.side.is_empty(),
                "final" => over,
                _ => false,
            }
        }
    }
}

mod thousand {
    use super::*;
    use crate::games::thousand_and_one::{Action, Config, Event, ThousandAndOne, View};

    impl Framed for ThousandAndOne {
        const APP_SEATS: bool = COMPUTERS;
        /// How far the player has turned the card they are about to lay.
        type Draft = u8;

        /// Nothing is private: no hand-off.
        fn private(_: &View, _: u8) -> bool {
            false
        }
        fn draft(key: &str, turn: u8) -> Result<u8, Action> {
            match key {
                "turn" => Ok((turn + 1) % 4),
                _ => Err(Action::Turn(turn)),
            }
        }
        /// Leaving early is for good: ask first.
        fn asks_first(_: &View, action: Action) -> bool {
            action == Action::Leave
        }
        fn turn_begins(event: &Event) -> Option<Seat> {
            match event {
                Event::TurnBegins { seat } => Some(*seat),
                _ => None,
            }
        }
        fn app_think(config: &Config, seat: Seat, view: &View, seed: u64) -> Option<Thinking<Self>> {
            let player =
                config.computers.strength(seat).map(|strength| crate::ai::thousand::ThousandPlayer { strength });
            computer(player, view, seed)
        }
        fn warm_up(config: &Config, part: u8) -> bool {
            let player = |strength| crate::ai::thousand::ThousandPlayer { strength };
            COMPUTERS && crate::ai::warm_up(player, config, strongest(&config.computers), part)
        }
        fn hint(view: &View, seed: u64) -> Option<(Action, Reason)> {
            hint::<Self>(view, seed, crate::ai::thousand::hint)
        }
        fn region(view: &View, name: &str) -> bool {
            let over = view.to_act.is_none();
            match name {
                "table" | "cave" | "track" | "players" | "pile" => true,
                "prompt" => !over,
                "final" => over,
                _ => false,
            }
        }
        /// A card is laid by turning it (as often as it takes) and putting it down.
        fn toward(_: &View, turned: u8, action: Action) -> Option<String> {
            match action {
                Action::Turn(k) => Some(if k == turned { "put" } else { "turn" }.into()),
                _ => None,
            }
        }
    }
}

mod sidibaba {
    use super::*;
    use crate::ai::leader::AppLeader;
    use crate::games::sidibaba::state::{Act, Action, Happening, Phase, State};
    use crate::games::sidibaba::view::View;
    use crate::games::sidibaba::{Config, LeaderPlayer, Sidibaba};

    impl Framed for Sidibaba {
        const REAL_TIME: bool = true;
        const APP_SEATS: bool = true;
        /// The bag an Adventurer is looking into (their own, alone).
        type Draft = Option<Seat>;

        /// A bag, a private pick (a genie's three tokens, paying, Scheherazade's gift) and the
        /// Leader's console are seen behind a hand-off.
        fn private(view: &View, bag: Option<Seat>) -> bool {
            match view {
                View::Leader(_) => true,
                View::Adventurer(v) => {
                    bag.is_some()
                        || matches!(
                            v.table.phase,
                            Phase::Wish { .. } | Phase::Paying { .. } | Phase::Scheherazade { giving: true, .. }
                        )
                }
            }
        }
        fn draft(key: &str, bag: Option<Seat>) -> Result<Option<Seat>, Action> {
            Ok(match key.strip_prefix("bag-") {
                Some(seat) => seat.parse().ok(),
                None if key == "close" => None,
                None => bag,
            })
        }
        fn turn_begins(_: &Happening) -> Option<Seat> {
            None
        }
        fn shown_seat(state: &State, to_act: Option<Seat>, bag: Option<Seat>) -> Seat {
            let adventurers = state.adventurers() as Seat;
            match (bag.filter(|&b| b < adventurers), to_act) {
                (Some(b), _) => b,
                (None, Some(s)) if s < adventurers || state.config().leader != LeaderPlayer::App => s,
                // The app's Leader has no screen: the table shows the party's.
                _ => state.line().first().copied().unwrap_or(0),
            }
        }
        fn seat_names(config: &Config) -> Vec<String> {
            let leader = match &config.leader {
                LeaderPlayer::Person(name) => name.clone(),
                LeaderPlayer::App => String::new(),
            };
            config.adventurers.iter().cloned().chain([leader]).collect()
        }
        /// A finished expedition's replay is shown on the maze.
        fn replay_seat(config: &Config, _: Option<Seat>) -> Seat {
            config.adventurers.len() as Seat
        }
        fn region(view: &View, name: &str) -> bool {
            let table = view.table();
            let over = matches!(table.phase, Phase::Over(_));
            let party = matches!(view, View::Adventurer(_));
            match name {
                "table" => true,
                "view" | "line" => party && !over,
                "moves" => party && !over && table.phase == Phase::Walk,
                "clock" => table.lit && !over,
                "prompt" => !over,
                "final" => over,
                _ => false,
            }
        }
        /// A genie is used from its owner's bag: the bag first.
        fn toward(_: &View, bag: Option<Seat>, action: Action) -> Option<String> {
            match action.act {
                Act::UseGenie { who, .. } | Act::LayArrow { who, .. } if bag != Some(who) => Some(format!("bag-{who}")),
                _ => None,
            }
        }
        fn app_think(_: &Config, _: Seat, view: &View, seed: u64) -> Option<Thinking<Self>> {
            // The app's Leader is in every build that has Sidibaba.
            (!view.choices().is_empty()).then(|| AppLeader::default().think(view, &mut GameRng::new(seed)))
        }
    }
}
