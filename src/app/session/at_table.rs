//! What a phone at a table of phones waits for, when other phones play some seats (only the
//! second app has a table, `ui::second::table`): in the first app a phone waits for the seat to
//! act, as a phone of one player's always did.

use super::{Framed, Session};
use crate::games::Seat;
use crate::second::{only_with, Only, SECOND_APP};

/// Whether this device is one phone of a table, and the seats other phones play there.
#[derive(Default)]
pub(super) struct Table {
    pub on: bool,
    away: Option<Only<Vec<Seat>>>,
}

impl<G: Framed> Session<G> {
    /// The seats other phones at the table play.
    pub fn away(&mut self, seats: Vec<Seat>) {
        self.table.away = only_with(|| Some(seats));
    }

    /// At a table, no seat played on this phone may make the move of the seat to act: it plays
    /// on another phone (Sidibaba's Leader on his own, an Adventurer's own decision on theirs;
    /// the party walks as one, from any of its phones).
    pub(super) fn elsewhere(&self, to_act: Option<Seat>) -> bool {
        let at_table = SECOND_APP && self.table.on && self.device == super::Device::PassAndPlay;
        let Some(seat) = to_act.filter(|_| at_table) else {
            return false;
        };
        let away = self.table.away.as_ref().map_or(&[][..], |away| away.as_slice());
        let players = G::player_names(&self.record.config).len() as Seat;
        !(0..players).filter(|s| !away.contains(s)).any(|s| self.may_make(s, seat))
    }

    /// Whether `seat`'s view offers a move of `to_act`'s (the party deciding together: only
    /// Sidibaba's, a game of the second app).
    pub(super) fn may_make(&self, seat: Seat, to_act: Seat) -> bool {
        SECOND_APP && G::choices(&G::view(&self.state, seat)).iter().any(|&a| G::actor(&self.state, a) == Some(to_act))
    }
}
