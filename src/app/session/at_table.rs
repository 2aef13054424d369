//! What a phone at a table of phones waits for, when other phones play some seats (only the
//! second app has a table, `ui::second::table`): the first app's stand-ins wait for the seat to act, as
//! a phone of one player's always did, and cost it nothing.

use super::{Framed, Session};
use crate::games::Seat;

/// Whether this device is one phone of a table, and the seats other phones play there.
#[derive(Default)]
pub(super) struct Table {
    pub on: bool,
    #[cfg(second_app)]
    away: Vec<Seat>,
}

#[cfg(second_app)]
impl<G: Framed> Session<G> {
    /// The seats other phones at the table play.
    pub fn away(&mut self, seats: Vec<Seat>) {
        self.table.away = seats;
    }

    /// At a table, no seat played on this phone may make the move of the seat to act: it plays
    /// on another phone (Sidibaba's Leader on his own, an Adventurer's own decision on theirs;
    /// the party walks as one, from any of its phones).
    pub(super) fn elsewhere(&self, to_act: Option<Seat>) -> bool {
        let Some(seat) = to_act.filter(|_| self.table.on && self.device == super::Device::PassAndPlay) else {
            return false;
        };
        let players = G::player_names(&self.record.config).len() as Seat;
        !(0..players).filter(|s| !self.table.away.contains(s)).any(|s| self.may_make(s, seat))
    }

    /// Whether `seat`'s view offers a move of `to_act`'s (the party deciding together).
    pub(super) fn may_make(&self, seat: Seat, to_act: Seat) -> bool {
        G::choices(&G::view(&self.state, seat)).iter().any(|&a| G::actor(&self.state, a) == Some(to_act))
    }
}

#[cfg(not(second_app))]
impl<G: Framed> Session<G> {
    pub fn away(&mut self, _seats: Vec<Seat>) {}

    pub(super) fn elsewhere(&self, _to_act: Option<Seat>) -> bool {
        false
    }

    pub(super) fn may_make(&self, _seat: Seat, _to_act: Seat) -> bool {
        false
    }
}
