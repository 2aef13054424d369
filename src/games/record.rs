//! A game record — config, seed and actions — is the one thing saves and links store.
//! Replaying it through the rules rebuilds the state and checks every action on the way.

use super::{ali_baba::AliBaba, sidibaba::Sidibaba, thousand_and_one::ThousandAndOne, ConfigError, Game, GameId, Seat};
use crate::second::{second_app, Only};
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Record<G: Game> {
    pub config: G::Config,
    pub seed: u64,
    pub actions: Vec<G::Action>,
}

// Derives would demand `G: Clone` etc. of the marker type itself.
impl<G: Game> Clone for Record<G> {
    fn clone(&self) -> Self {
        Record { config: self.config.clone(), seed: self.seed, actions: self.actions.clone() }
    }
}
impl<G: Game> std::fmt::Debug for Record<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Record")
            .field("config", &self.config)
            .field("seed", &self.seed)
            .field("actions", &self.actions)
            .finish()
    }
}
impl<G: Game> PartialEq for Record<G> {
    fn eq(&self, other: &Self) -> bool {
        self.config == other.config && self.seed == other.seed && self.actions == other.actions
    }
}

/// One action of a replayed record: who was to act when it was taken, and where its events
/// begin in the log.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Turn {
    pub actor: Option<Seat>,
    pub events: usize,
}

/// A record replayed (`Record::replay_to`): the state reached, every event on the way, and
/// each action's `Turn`.
pub struct Replayed<G: Game> {
    pub state: G::State,
    pub log: Vec<G::Event>,
    pub turns: Vec<Turn>,
}

impl<G: Game> Replayed<G> {
    /// Who took the last action replayed, and what it did.
    pub fn last(&self) -> (Option<Seat>, &[G::Event]) {
        let turn = self.turns.last().copied().unwrap_or(Turn { actor: None, events: 0 });
        (turn.actor, self.log.get(turn.events..).unwrap_or_default())
    }
}

/// Why a record does not replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayError {
    Config(ConfigError),
    /// Action number `index` (0-based) is not allowed by the rules at that point.
    IllegalAction {
        index: usize,
    },
}

impl<G: Game> Record<G> {
    pub fn new(config: G::Config, seed: u64) -> Self {
        Record { config, seed, actions: Vec::new() }
    }

    /// Rebuilds the state, checking every action against the rules.
    pub fn replay(&self) -> Result<G::State, ReplayError> {
        self.replay_to(self.actions.len()).map(|r| r.state)
    }

    /// The game from the deal up to its first `upto` actions (all of them if it has fewer),
    /// every action checked against the rules on the way: the one replay that opening a save,
    /// taking a move back, the history and every playback read.
    pub fn replay_to(&self, upto: usize) -> Result<Replayed<G>, ReplayError> {
        let mut state = G::new(&self.config, self.seed).map_err(ReplayError::Config)?;
        let (mut log, mut turns) = (Vec::new(), Vec::new());
        for (index, &action) in self.actions.iter().take(upto).enumerate() {
            turns.push(Turn { actor: G::to_act(&state), events: log.len() });
            log.extend(G::apply(&mut state, action).map_err(|_| ReplayError::IllegalAction { index })?);
        }
        Ok(Replayed { state, log, turns })
    }

    /// Whether `self`'s actions start with all of `other`'s (same game, longer or equal history).
    pub fn extends(&self, other: &Self) -> bool {
        self.config == other.config
            && self.seed == other.seed
            && self.actions.len() >= other.actions.len()
            && self.actions[..other.actions.len()] == other.actions[..]
    }
}

/// Plays up to `moves` actions, each chosen at random among the legal ones by a generator seeded
/// with `chooser` (stopping early if the game ends): for tests, tools and benchmarks.
pub fn random_record<G: Game>(config: G::Config, seed: u64, moves: usize, chooser: u64) -> Record<G> {
    let mut state = G::new(&config, seed).expect("a valid configuration");
    let mut record = Record::new(config, seed);
    let mut pick = super::rng::GameRng::new(chooser);
    for _ in 0..moves {
        let legal = G::legal_actions(&state);
        if legal.is_empty() {
            break;
        }
        let action = legal[pick.below(legal.len() as u32) as usize];
        G::apply(&mut state, action).expect("a legal action");
        record.actions.push(action);
    }
    record
}

/// A record of any game, as saves and links hold it. The order of the variants is the format.
///
/// Sidibaba's record is held only in the app with Sidibaba (its rules are in that WebAssembly
/// alone, see `index.html`): in the first app it is an `Only` that is never made. That app reads
/// of a Sidibaba save only what the list of saved games shows (`app::storage`) and hands it over.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum AnyRecord {
    AliBaba(Record<AliBaba>),
    ThousandAndOne(Record<ThousandAndOne>),
    Sidibaba(Only<Record<Sidibaba>>),
}

/// `$body` with `$r` bound to the record, whichever game's it is.
macro_rules! each {
    ($record:expr, $r:ident => $body:expr) => {
        match $record {
            AnyRecord::AliBaba($r) => $body,
            AnyRecord::ThousandAndOne($r) => $body,
            AnyRecord::Sidibaba($r) => $crate::second::held!($r => $body),
        }
    };
}

pub(crate) use each;

/// `$body` with two records of the same game; `false` for records of two games.
macro_rules! both {
    ($one:expr, $other:expr, ($a:ident, $b:ident) => $body:expr) => {
        match ($one, $other) {
            (AnyRecord::AliBaba($a), AnyRecord::AliBaba($b)) => $body,
            (AnyRecord::ThousandAndOne($a), AnyRecord::ThousandAndOne($b)) => $body,
            (AnyRecord::Sidibaba($a), AnyRecord::Sidibaba($b)) => $crate::second::held!($a, $b => $body),
            _ => false,
        }
    };
}

impl<G: Game> Record<G> {
    fn id(&self) -> GameId {
        G::ID
    }
    fn names(&self) -> &[String] {
        G::player_names(&self.config)
    }
    fn by_app(&self, seat: Seat) -> bool {
        G::played_by_app(&self.config, seat)
    }
    fn now_to_act(&self) -> Result<Option<Seat>, ReplayError> {
        Ok(G::to_act(&self.replay()?))
    }
}

impl AnyRecord {
    pub fn game(&self) -> GameId {
        each!(self, r => r.id())
    }

    pub fn seed(&self) -> u64 {
        each!(self, r => r.seed)
    }

    pub fn player_names(&self) -> &[String] {
        each!(self, r => r.names())
    }

    /// Whether the app plays any seat as a computer opponent: their players are in the app with
    /// Sidibaba, which such a game opens in (`ui::play`). Sidibaba's Leader is no opponent of
    /// this kind: its game opens there anyway.
    pub fn has_computers(&self) -> bool {
        match self {
            AnyRecord::AliBaba(r) => r.config.computers.any(),
            AnyRecord::ThousandAndOne(r) => r.config.computers.any(),
            AnyRecord::Sidibaba(_) => false,
        }
    }

    /// Whether the app plays `seat` (a computer opponent, Sidibaba's Leader).
    pub fn played_by_app(&self, seat: Seat) -> bool {
        each!(self, r => r.by_app(seat))
    }

    /// The seat of Sidibaba's Leader of the Thieves, where a person plays him.
    pub fn leader_of_the_thieves(&self) -> Option<Seat> {
        fn of<G: Game>(r: &Record<G>) -> Option<Seat> {
            G::leader_of_the_thieves(&r.config)
        }
        each!(self, r => of(r))
    }

    /// Replays the record: who must decide now (`None` when over), or why it does not replay.
    pub fn to_act(&self) -> Result<Option<Seat>, ReplayError> {
        each!(self, r => r.now_to_act())
    }

    /// Same game, and this history starts with all of `other`'s.
    pub fn extends(&self, other: &AnyRecord) -> bool {
        both!(self, other, (a, b) => a.extends(b))
    }

    /// Same game (config and seed), whatever the moves.
    pub fn same_game(&self, other: &AnyRecord) -> bool {
        both!(self, other, (a, b) => a.config == b.config && a.seed == b.seed)
    }

    pub fn action_count(&self) -> usize {
        each!(self, r => r.actions.len())
    }
}

impl From<Record<AliBaba>> for AnyRecord {
    fn from(record: Record<AliBaba>) -> Self {
        AnyRecord::AliBaba(record)
    }
}

impl From<Record<ThousandAndOne>> for AnyRecord {
    fn from(record: Record<ThousandAndOne>) -> Self {
        AnyRecord::ThousandAndOne(record)
    }
}

second_app! {
    impl From<Record<Sidibaba>> for AnyRecord {
        fn from(record: Record<Sidibaba>) -> Self {
            AnyRecord::Sidibaba(record)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ali_baba::{self, AliBaba, Variant};
    use crate::games::sidibaba::{self, LeaderPlayer, LeaderStrength, Sidibaba};
    use crate::games::thousand_and_one::{Config, ThousandAndOne};
    use crate::games::{Computers, Strength};

    fn names(players: &[&str]) -> Vec<String> {
        players.iter().map(|p| p.to_string()).collect()
    }

    fn thousand(players: &[&str], beginners: bool, computers: Vec<Option<Strength>>) -> Config {
        Config { players: names(players), beginners, start: None, computers: Computers(computers) }
    }

    fn ali_baba(players: &[&str], computers: Vec<Option<Strength>>) -> ali_baba::Config {
        let (variant, open_screens) = (Variant::Standard, false);
        ali_baba::Config {
            players: names(players),
            variant,
            open_screens,
            start: None,
            computers: Computers(computers),
        }
    }

    /// The Leader played by the app, at his fair strength.
    fn sidibaba(adventurers: &[&str], lamps: Vec<u8>) -> sidibaba::Config {
        let (leader, strength) = (LeaderPlayer::App, LeaderStrength::Fair);
        sidibaba::Config { adventurers: names(adventurers), lamps, leader, line_any_time: false, strength }
    }

    /// The one replay: up to any action, the same state as playing those actions by hand, each
    /// action's player and events where the log says.
    #[test]
    fn a_record_replays_to_any_action_with_who_played_it_and_what_it_did() {
        for seed in 0..20u64 {
            let config = thousand(&["Lea", "Tom", "Ana"], seed % 2 == 0, vec![]);
            let record = random_record::<ThousandAndOne>(config, seed, 60, seed);
            let mut state = ThousandAndOne::new(&record.config, seed).unwrap();
            for (k, &action) in record.actions.iter().enumerate() {
                let actor = ThousandAndOne::to_act(&state);
                let events = ThousandAndOne::apply(&mut state, action).unwrap();
                let replayed = record.replay_to(k + 1).unwrap();
                assert_eq!(replayed.state, state);
                assert_eq!(replayed.turns.len(), k + 1);
                assert_eq!(replayed.last(), (actor, &events[..]));
            }
            let past_the_end = record.replay_to(usize::MAX).unwrap();
            assert_eq!(past_the_end.state, record.replay().unwrap());
            assert_eq!(record.replay_to(0).unwrap().last(), (None, &[][..]));
        }
    }

    /// Whoever is to act plays each action; no timer runs and no action carries time.
    fn takes_turns<G: Game>(record: &Record<G>) {
        let mut state = G::new(&record.config, record.seed).unwrap();
        for &action in &record.actions {
            assert_eq!(G::time_left(&state), None);
            assert_eq!(G::actor(&state, action), G::to_act(&state));
            assert_eq!((G::ms(action), G::after_ms(action, 900)), (0, action));
            G::apply(&mut state, action).unwrap();
        }
    }

    #[test]
    fn ali_baba_and_a_thousand_and_one_take_turns_with_no_clock() {
        let players = ["Lea", "Tom", "Ana"];
        for seed in 0..10u64 {
            takes_turns(&random_record::<AliBaba>(ali_baba(&players, vec![]), seed, 500, seed));
            takes_turns(&random_record::<ThousandAndOne>(thousand(&players, false, vec![]), seed, 500, seed));
        }
    }

    /// Sidibaba runs against the clock: nothing done in it is taken back.
    #[test]
    fn no_step_in_sidibaba_is_taken_back() {
        for seed in 0..10u64 {
            let config = sidibaba(&["Samir", "Lea", "Tom"], vec![4, 4, 4]);
            let record = random_record::<Sidibaba>(config, seed, 300, seed);
            let mut state = Sidibaba::new(&record.config, seed).unwrap();
            for &action in &record.actions {
                let before = state.clone();
                let events = Sidibaba::apply(&mut state, action).unwrap();
                assert!(!Sidibaba::undoable(&before, &state, &events));
            }
        }
    }

    #[test]
    fn a_record_shows_its_config_seed_and_actions_when_a_test_fails() {
        let config = thousand(&["Lea", "Tom"], true, vec![]);
        let shown = format!("{:?}", random_record::<ThousandAndOne>(config, 7, 2, 7));
        assert!(shown.starts_with("Record { config: Config { players: [\"Lea\", \"Tom\"]"), "{shown}");
        assert!(shown.contains("seed: 7, actions: ["), "{shown}");
    }

    /// What the list of saved games and the table of phones ask of a record, whatever its game.
    #[test]
    fn a_record_of_any_game_tells_who_the_app_plays_and_which_game_it_is() {
        let (lea_tom, strong) = (["Lea", "Tom"], Some(Strength::Strong));
        let with = |computers| ali_baba(&lea_tom, computers);
        let ali_baba = AnyRecord::from(Record::<AliBaba>::new(with(vec![None, strong]), 1));
        assert!(ali_baba.has_computers() && ali_baba.played_by_app(1) && !ali_baba.played_by_app(0));
        assert!(!AnyRecord::from(Record::<AliBaba>::new(with(vec![]), 1)).has_computers());
        let thousand_record =
            |computers| AnyRecord::from(Record::<ThousandAndOne>::new(thousand(&lea_tom, false, computers), 1));
        let (theirs, people) = (thousand_record(vec![strong, None]), thousand_record(vec![]));
        assert!(theirs.has_computers() && theirs.played_by_app(0));
        assert!(!people.has_computers() && !people.played_by_app(0));
        let sidibaba = AnyRecord::from(Record::<Sidibaba>::new(sidibaba(&lea_tom, vec![6, 6]), 1));
        assert!(!sidibaba.has_computers(), "the app's Leader is no computer opponent");
        assert!(sidibaba.played_by_app(2) && !sidibaba.played_by_app(0), "but the app plays him");

        let mut moved = random_record::<ThousandAndOne>(thousand(&lea_tom, false, vec![]), 5, 3, 5);
        let dealt = AnyRecord::from(Record::<ThousandAndOne>::new(moved.config.clone(), 5));
        assert!(AnyRecord::from(moved.clone()).same_game(&dealt), "whatever the moves");
        moved.seed = 6;
        assert!(!AnyRecord::from(moved).same_game(&dealt), "another deal");
        assert!(!people.same_game(&dealt), "another seed, the same names");
        assert!(!ali_baba.same_game(&AnyRecord::from(Record::<AliBaba>::new(with(vec![]), 1))), "other computers");
        assert!(!ali_baba.same_game(&dealt), "another game");
    }

    #[test]
    fn an_illegal_action_is_named_by_its_place() {
        let mut record = random_record::<ThousandAndOne>(thousand(&["Lea", "Tom"], false, vec![]), 3, 10, 3);
        let wrong = record.actions[0];
        record.actions.insert(1, wrong);
        assert!(matches!(record.replay_to(usize::MAX), Err(ReplayError::IllegalAction { index: 1 })));
    }
}
