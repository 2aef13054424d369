//! Ali Baba in the game frame: its table and its words.

mod table;

use crate::app::i18n::{Lang, Msg};
use crate::games::ali_baba::{AliBaba, Ban, Colour, Event, Kind, PhaseView, Tile, View};
use crate::games::record::{AnyRecord, Record};
use crate::games::Seat;
use crate::ui::frame::Table;

pub fn kind_name(kind: Kind) -> Msg {
    [
        Msg::KindCarpet,
        Msg::KindChest,
        Msg::KindCrown,
        Msg::KindRuby,
        Msg::KindStatue,
        Msg::KindSword,
        Msg::KindDiamond,
        Msg::KindRing,
        Msg::KindLamp,
        Msg::KindNecklace,
    ][kind.index()]
}

pub fn colour_name(colour: Colour) -> Msg {
    [Msg::ColourPink, Msg::ColourBlue, Msg::ColourBrown, Msg::ColourGreen, Msg::ColourYellow, Msg::ColourWhite]
        [colour.index()]
}

pub fn effect_hint(colour: Colour) -> Msg {
    [Msg::EffectPink, Msg::EffectBlue, Msg::EffectBrown, Msg::EffectGreen, Msg::EffectYellow, Msg::EffectWhite]
        [colour.index()]
}

pub fn tile_name(lang: Lang, tile: Tile) -> String {
    Msg::TileName
        .fill(lang, &[("colour", colour_name(tile.colour()).text(lang)), ("kind", kind_name(tile.kind()).text(lang))])
}

pub fn ban_name(lang: Lang, ban: Ban) -> &'static str {
    match ban {
        Ban::Kind(k) => kind_name(k).text(lang),
        Ban::Colour(c) => colour_name(c).text(lang),
    }
}

impl Table for AliBaba {
    const CLASS: &'static str = "ab-table";

    fn prompt(lang: Lang, names: &[String], view: &View, _: &[Event], _: ()) -> String {
        table::prompt(lang, names, view)
    }
    fn table(lang: Lang, names: &[String], view: &View, marks: &[Event], _: ()) -> crate::app::html::Markup {
        table::table(lang, names, view, marks)
    }
    fn describe(lang: Lang, names: &[String], event: &Event) -> Option<String> {
        describe(lang, names, event)
    }
    fn any(record: Record<Self>) -> AnyRecord {
        AnyRecord::AliBaba(record)
    }
    fn thumbnail(view: &View) -> crate::app::html::Markup {
        table::thumbnail(view)
    }
    /// One quiet sound for what a move did: the end, else a magic effect, else the tile taken.
    fn react(events: &[Event]) {
        use crate::ui::sound::{play, Cue};
        let cue = if events.iter().any(|e| matches!(e, Event::GameOver)) {
            Some(Cue::Finish)
        } else if events.iter().any(|e| {
            matches!(e, Event::Flipped { .. } | Event::Swapped { .. } | Event::Scored { .. } | Event::TookBeside { .. })
                || matches!(e, Event::Forbade { .. } | Event::Shown { .. } | Event::Kept { .. })
        }) {
            Some(Cue::Magic)
        } else {
            events.iter().any(|e| matches!(e, Event::Took { .. })).then_some(Cue::Take)
        };
        cue.into_iter().for_each(play);
    }
    fn handoff_note(lang: Lang, names: &[String], view: &View) -> Option<String> {
        matches!(view.phase, PhaseView::Showing { .. })
            .then(|| Msg::ShowFor.fill(lang, &[("name", &names[view.viewer as usize])]))
    }
}

fn describe(lang: Lang, names: &[String], event: &Event) -> Option<String> {
    let n = |s: &Seat| names[*s as usize].as_str();
    let c = |c| colour_name(c).text(lang);
    Some(match event {
        Event::Took { seat, tile, .. } => {
            Msg::EvTook.fill(lang, &[("name", n(seat)), ("tile", &tile_name(lang, *tile))])
        }
        Event::Flipped { slots } => Msg::EvFlipped.fill(lang, &[("n", &slots.len().to_string())]),
        Event::LastTileFlipped => Msg::EvLastFlipped.text(lang).into(),
        Event::Swapped { seat, got, .. } => {
            Msg::EvSwapped.fill(lang, &[("name", n(seat)), ("tile", &tile_name(lang, *got))])
        }
        Event::Scored { seat, points, colour } => {
            Msg::EvScored.fill(lang, &[("name", n(seat)), ("n", &points.to_string()), ("colour", c(*colour))])
        }
        Event::TookBeside { seat, tile, .. } => {
            Msg::EvTookBeside.fill(lang, &[("name", n(seat)), ("tile", &tile_name(lang, *tile))])
        }
        Event::Forbade { seat, ban } => Msg::EvForbade.fill(lang, &[("name", n(seat)), ("what", ban_name(lang, *ban))]),
        Event::NoEffect { colour, .. } => Msg::EvNoEffect.fill(lang, &[("colour", c(*colour))]),
        Event::Declined { seat, colour } => Msg::EvDeclined.fill(lang, &[("name", n(seat)), ("colour", c(*colour))]),
        Event::Showed { seat } => Msg::EvShowed.fill(lang, &[("name", n(seat))]),
        Event::Shown { tiles } => {
            let list: Vec<String> = tiles.iter().map(|(s, t)| format!("{} ({})", tile_name(lang, *t), n(s))).collect();
            Msg::EvShown.fill(lang, &[("tiles", &list.join(", "))])
        }
        Event::Kept { seat, tile, from } => {
            Msg::EvKept.fill(lang, &[("name", n(seat)), ("tile", &tile_name(lang, *tile)), ("from", n(from))])
        }
        Event::GameOver => Msg::EvGameOver.text(lang).into(),
        Event::TurnBegins { .. } => return None,
    })
}
