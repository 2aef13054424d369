//! A Thousand and One Treasures in the game frame. Nothing is private, so there is no hand-off:
//! the board is always drawn for the player to act (or, on a player's own device, for them).

mod board;

use crate::app::i18n::{Lang, Msg};
use crate::games::record::{AnyRecord, Record};
use crate::games::thousand_and_one::{Action, Event, ThousandAndOne, View, CARDS};
use crate::games::Seat;
use crate::ui::frame::Table;

impl Table for ThousandAndOne {
    const CLASS: &'static str = "t1-table";
    /// How far the player has turned the card they are about to lay.
    type Draft = u8;

    fn private(_: &View, _: u8) -> bool {
        false
    }

    fn prompt(lang: Lang, names: &[String], view: &View, _: &[Event], _: u8) -> String {
        board::prompt(lang, names, view)
    }
    fn table(lang: Lang, names: &[String], view: &View, marks: &[Event], turn: u8) -> crate::app::html::Markup {
        board::table(lang, names, view, marks, turn)
    }
    fn draft(key: &str, turn: u8) -> Result<u8, Action> {
        match key {
            "turn" => Ok((turn + 1) % 4),
            _ => Err(Action::Turn(turn)),
        }
    }
    fn describe(lang: Lang, names: &[String], event: &Event) -> Option<String> {
        describe(lang, names, event)
    }
    fn any(record: Record<Self>) -> AnyRecord {
        AnyRecord::ThousandAndOne(record)
    }
    fn thumbnail(view: &View) -> String {
        board::thumbnail(view)
    }
    fn turn_begins(event: &Event) -> Option<Seat> {
        match event {
            Event::TurnBegins { seat } => Some(*seat),
            _ => None,
        }
    }
    /// The computer opponents play in the app with Sidibaba only (their code is not in the first).
    const APP_SEATS: bool = cfg!(feature = "sidibaba");
    #[cfg(feature = "sidibaba")]
    fn app_think(
        config: &crate::games::thousand_and_one::Config,
        seat: Seat,
        view: &View,
        seed: u64,
    ) -> Option<crate::ai::Thinking<Self>> {
        use crate::ai::{thousand::ThousandPlayer, AppPlayer};
        let strength = config.computers.strength(seat)?;
        (!view.choices.is_empty())
            .then(|| ThousandPlayer { strength }.think(view, &mut crate::games::rng::GameRng::new(seed)))
    }
    #[cfg(feature = "sidibaba")]
    fn hint(view: &View, seed: u64) -> Option<(Action, crate::ai::Reason)> {
        (!view.choices.is_empty()).then(|| crate::ai::thousand::hint(view, &mut crate::games::rng::GameRng::new(seed)))
    }
    /// Leaving early is for good: ask first, and say what the player carries out.
    fn confirm(lang: Lang, view: &View, action: Action) -> Option<String> {
        if action != Action::Leave {
            return None;
        }
        let carried = view.players.get(view.viewer as usize).map_or(0, |p| p.treasures);
        Some(Msg::ConfirmLeave.fill(lang, &[("n", &carried.to_string())]))
    }
}

fn describe(lang: Lang, names: &[String], event: &Event) -> Option<String> {
    let n = |s: &Seat| names[*s as usize].as_str();
    Some(match event {
        Event::PawnPlaced { seat, .. } => Msg::EvPawnPlaced.fill(lang, &[("name", n(seat))]),
        Event::Rolled { seat, value } => Msg::EvRolled.fill(lang, &[("name", n(seat)), ("n", &value.to_string())]),
        Event::Moved { seat, genie: true, .. } => Msg::EvGenie.fill(lang, &[("name", n(seat))]),
        Event::Moved { seat, .. } => Msg::EvMovedPawn.fill(lang, &[("name", n(seat))]),
        Event::Left { seat, .. } => Msg::EvLeftCave.fill(lang, &[("name", n(seat))]),
        Event::Stayed { seat } => Msg::EvStayedPut.fill(lang, &[("name", n(seat))]),
        Event::Collected { seat, card } => {
            Msg::EvCollected.fill(lang, &[("name", n(seat)), ("n", &CARDS[*card as usize].treasures.to_string())])
        }
        Event::ThiefMoved { .. } => Msg::EvThief.text(lang).into(),
        Event::CardLaid { .. } => Msg::EvLaid.text(lang).into(),
        Event::SquareEmptied { .. } => Msg::EvEmptied.text(lang).into(),
        Event::Caught { seat, treasures } => {
            Msg::EvCaught.fill(lang, &[("name", n(seat)), ("n", &treasures.to_string())])
        }
        Event::GameOver => Msg::EvGameOver.text(lang).into(),
        Event::TurnBegins { .. } => return None,
    })
}
