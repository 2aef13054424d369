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

    fn prompt(lang: Lang, names: &[String], view: &View, _: &[Event], _: u8) -> String {
        board::prompt(lang, names, view)
    }
    fn table(lang: Lang, names: &[String], view: &View, marks: &[Event], turn: u8) -> crate::app::html::Markup {
        board::table(lang, names, view, marks, turn)
    }
    fn describe(lang: Lang, names: &[String], event: &Event) -> Option<String> {
        describe(lang, names, event)
    }
    fn any(record: Record<Self>) -> AnyRecord {
        AnyRecord::ThousandAndOne(record)
    }
    fn thumbnail(view: &View) -> crate::app::html::Markup {
        board::thumbnail(view)
    }
    /// One quiet sound for what a move did: the end, a catch, a treasure card taken, a step.
    fn react(events: &[Event]) {
        use crate::ui::sound::{play, Cue};
        let cue = if events.iter().any(|e| matches!(e, Event::GameOver)) {
            Some(Cue::Finish)
        } else if events.iter().any(|e| matches!(e, Event::Caught { .. })) {
            Some(Cue::Caught)
        } else if events.iter().any(|e| matches!(e, Event::Collected { .. })) {
            Some(Cue::Magic)
        } else {
            events.iter().any(|e| matches!(e, Event::Moved { .. } | Event::Left { .. })).then_some(Cue::Take)
        };
        cue.into_iter().for_each(play);
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
