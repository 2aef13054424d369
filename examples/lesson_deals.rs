//! How the lessons' deals were found (`lessons/*.txt`, "Learn to play"): for each game, the
//! first seed whose deal lets the lesson happen when the learner plays as the script says and
//! the computer as it would, and the plays that result (each action as its index among the
//! legal actions, as the script stores them), told move by move.
//!
//! `cargo run --release --example lesson_deals -- ali-baba|thousand|sidibaba`

use sesame::ai::{decide, AppPlayer};
use sesame::app::storage::{encode_entry, Device, SaveEntry};
use sesame::games::record::{AnyRecord, Record};
use sesame::games::{Computers, Game, Seat, Strength};

/// A game played from its deal, every action noted as its index among the legal ones.
struct Played<G: Game> {
    state: G::State,
    plays: Vec<u16>,
    told: Vec<String>,
}

impl<G: Game> Played<G>
where
    G::Action: std::fmt::Debug,
{
    fn new(config: &G::Config, seed: u64) -> Self {
        Played { state: G::new(config, seed).expect("a valid deal"), plays: Vec::new(), told: Vec::new() }
    }

    fn play(&mut self, action: G::Action, note: &str) -> Option<()> {
        let index = G::legal_actions(&self.state).iter().position(|&a| a == action)?;
        G::apply(&mut self.state, action).ok()?;
        self.told.push(format!("{:>3}: {action:?} {note}", self.plays.len()));
        self.plays.push(index as u16);
        Some(())
    }

    /// The computer in `seat` plays while it is to act.
    fn computer(&mut self, seat: Seat, player: &impl AppPlayer<G>) -> Option<()> {
        while G::to_act(&self.state) == Some(seat) {
            let action = decide::<G>(player, &self.state, seat, self.plays.len() as u64)?;
            self.play(action, "(computer)")?;
        }
        Some(())
    }

    fn print(&self, seed: u64, deal: String) {
        println!("seed {seed}");
        println!("deal\t{deal}");
        for line in &self.told {
            println!("{line}");
        }
        let plays: Vec<String> = self.plays.iter().map(u16::to_string).collect();
        println!("plays\t{}", plays.join(" "));
    }
}

mod ali_baba {
    use super::*;
    use sesame::ai::ali_baba::AliBabaPlayer;
    use sesame::games::ali_baba::{Action, AliBaba, Colour, Config, Kind, PhaseView, Slot, Tile, Variant};

    pub fn config() -> Config {
        Config {
            players: vec!["Ali".into(), "Morgiana".into()],
            variant: Variant::AladdinsLamp,
            open_screens: false,
            start: Some(0),
            computers: Computers(vec![None, Some(Strength::Normal)]),
        }
    }

    /// The glowing tiles Ali may take now.
    fn glowing(p: &Played<AliBaba>) -> Vec<(Slot, Tile)> {
        let view = AliBaba::view(&p.state, 0);
        view.board.iter().filter(|s| s.selectable).filter_map(|s| s.tile.map(|t| (s.slot, t))).collect()
    }

    fn take(p: &mut Played<AliBaba>, want: impl Fn(Tile) -> bool, note: &str) -> Option<Tile> {
        let (slot, tile) = glowing(p).into_iter().find(|&(_, t)| want(t))?;
        p.play(Action::Take(slot), &format!("{note}: {:?} {:?}", tile.colour(), tile.kind()))?;
        Some(tile)
    }

    fn phase(p: &Played<AliBaba>) -> PhaseView {
        AliBaba::view(&p.state, 0).phase
    }

    /// Pink, then a tile and the brown one of its kind, yellow kept, the lamp swapped for a
    /// green tile beside the board and its neighbour taken; then on to the last flip.
    fn lesson(seed: u64) -> Option<Played<AliBaba>> {
        let morgiana = AliBabaPlayer { strength: Strength::Normal };
        let mut p = Played::new(&config(), seed);
        let in_turn = |p: &Played<AliBaba>| AliBaba::to_act(&p.state) == Some(0) && phase(p) == PhaseView::Take;
        take(&mut p, |t| t.colour() == Colour::Pink && t.kind() != Kind::Lamp, "pink: 5 points")?;
        p.computer(1, &morgiana)?;
        // A tile whose brown twin glows too.
        let browns: Vec<Kind> = glowing(&p)
            .iter()
            .filter(|(_, t)| t.colour() == Colour::Brown && t.kind() != Kind::Lamp)
            .map(|(_, t)| t.kind())
            .collect();
        let first = take(
            &mut p,
            |t| browns.contains(&t.kind()) && matches!(t.colour(), Colour::Blue | Colour::Pink),
            "a kind whose brown tile glows",
        )?;
        (AliBaba::to_act(&p.state) == Some(1)).then_some(())?;
        p.computer(1, &morgiana)?;
        in_turn(&p).then_some(())?;
        take(&mut p, |t| t.kind() == first.kind() && t.colour() == Colour::Brown, "brown: 2 per tile of its kind")?;
        p.play(Action::UseMagic, "show and score")?;
        p.computer(1, &morgiana)?;
        in_turn(&p).then_some(())?;
        take(&mut p, |t| t.colour() == Colour::Yellow && t.kind() != Kind::Lamp, "yellow")?;
        p.play(Action::UseMagic, "ask to see a tile")?;
        p.computer(1, &morgiana)?;
        let PhaseView::Keeping { shown } = phase(&p) else { return None };
        let kept = shown.first()?.1;
        p.play(Action::Keep(kept), &format!("keep it: {:?} {:?}", kept.colour(), kept.kind()))?;
        p.computer(1, &morgiana)?;
        in_turn(&p).then_some(())?;
        take(&mut p, |t| t.kind() == Kind::Lamp, "Aladdin's lamp")?;
        let side = AliBaba::view(&p.state, 0).side;
        let green = side.iter().position(|t| t.colour() == Colour::Green)?;
        let swapped = side[green];
        p.play(
            Action::SwapLamp(green as u8),
            &format!("swap for the green tile beside the board: {:?}", swapped.kind()),
        )?;
        let beside = AliBaba::legal_actions(&p.state).into_iter().find(|a| matches!(a, Action::TakeBeside(_)))?;
        p.play(beside, "green: a neighbour too")?;
        p.computer(1, &morgiana)?;
        in_turn(&p).then_some(())?;
        Some(p)
    }

    /// The game played on by both sides (Ali as the strong player would) until the last
    /// face-down tile has turned and it is Ali's turn: the skip.
    fn on_to_the_end(p: &mut Played<AliBaba>) -> Option<usize> {
        let ali = AliBabaPlayer { strength: Strength::Strong };
        let morgiana = AliBabaPlayer { strength: Strength::Normal };
        let from = p.plays.len();
        loop {
            let view = AliBaba::view(&p.state, 0);
            if view.face_down == 0 && AliBaba::to_act(&p.state) == Some(0) && view.phase == PhaseView::Take {
                return Some(p.plays.len() - from);
            }
            match AliBaba::to_act(&p.state)? {
                0 => {
                    let action = decide::<AliBaba>(&ali, &p.state, 0, p.plays.len() as u64)?;
                    p.play(action, "(skipped)")?;
                }
                _ => p.computer(1, &morgiana)?,
            }
        }
    }

    pub fn find() {
        for seed in 0..20_000 {
            if let Some(mut p) = lesson(seed) {
                let taught = p.plays.len();
                let Some(skip) = on_to_the_end(&mut p) else { continue };
                p.print(seed, deal(AnyRecord::AliBaba(Record::new(config(), seed))));
                println!("taught: {taught} plays; skip {skip}");
                return;
            }
        }
        println!("no seed found");
    }
}

mod sidibaba {
    use super::*;
    use sesame::ai::leader::distances;
    use sesame::games::sidibaba::maze::Square;
    use sesame::games::sidibaba::movement::Movement;
    use sesame::games::sidibaba::state::{Act, Action, Board, Phase};
    use sesame::games::sidibaba::tokens::{Genie, Token};
    use sesame::games::sidibaba::view::{view, View};
    use sesame::games::sidibaba::{Config, Event, LeaderPlayer, LeaderStrength, Sidibaba as S};
    use std::collections::{HashSet, VecDeque};

    pub fn config() -> Config {
        Config {
            adventurers: vec!["Ali".into(), "Morgiana".into()],
            lamps: vec![6, 6],
            leader: LeaderPlayer::App,
            line_any_time: false,
            strength: LeaderStrength::Fair,
        }
    }

    fn act(p: &mut Played<S>, act: Act, note: &str) -> Option<()> {
        p.play(Action::now(act), note)
    }

    fn board(p: &Played<S>) -> Board {
        match view(&p.state, p.state.leader()) {
            View::Leader(v) => v.board,
            View::Adventurer(_) => unreachable!("the Leader's view"),
        }
    }

    fn hand(p: &Played<S>) -> Vec<Event> {
        match view(&p.state, p.state.leader()) {
            View::Leader(v) => v.hand,
            View::Adventurer(_) => Vec::new(),
        }
    }

    fn clone(p: &Played<S>) -> Played<S> {
        Played { state: p.state.clone(), plays: p.plays.clone(), told: p.told.clone() }
    }

    /// The Leader passes while it is his turn to play an event.
    fn leader_passes(p: &mut Played<S>) -> Option<()> {
        while p.state.phase() == Phase::LeaderTurn {
            act(p, Act::Pass, "(the Leader passes)")?;
        }
        Some(())
    }

    /// The shortest walk onto `target` (or out of the maze, `None`), never over `avoid`.
    fn walk(p: &Played<S>, target: Option<Square>, avoid: &[Square]) -> Option<Played<S>> {
        let mut seen = HashSet::new();
        let mut queue = VecDeque::from([clone(p)]);
        while let Some(q) = queue.pop_front() {
            for m in Movement::ALL {
                let mut r = clone(&q);
                if act(&mut r, Act::Move(m), &format!("walk: {m:?}")).is_none() {
                    continue;
                }
                if target.is_none() && r.state.is_over() {
                    return Some(r);
                }
                let b = board(&r);
                if Some(b.place.square) == target && b.inside {
                    return Some(r);
                }
                if avoid.contains(&b.place.square) || r.state.is_over() {
                    continue;
                }
                if leader_passes(&mut r).is_none() || r.state.phase() != Phase::Walk {
                    continue;
                }
                if seen.insert((b.place.square, b.place.facing as u8, b.inside)) && r.plays.len() < p.plays.len() + 40 {
                    queue.push_back(r);
                }
            }
        }
        None
    }

    /// A Chest or the Treasure shared out: curses cost a lamp of whoever holds one, each takes
    /// `want` if it lies there, else the first token.
    fn share(p: &mut Played<S>, want: Option<Token>) -> Option<()> {
        loop {
            match p.state.phase() {
                Phase::LeaderTurn => act(p, Act::Pass, "(the Leader passes)")?,
                Phase::Curses { .. } => {
                    let discard =
                        S::legal_actions(&p.state).into_iter().find(|a| matches!(a.act, Act::DiscardLamp(_)))?;
                    p.play(discard, "a lamp given up for the curse")?;
                }
                Phase::Share { .. } => {
                    let centre = p.state.centre().to_vec();
                    let i = want.and_then(|w| centre.iter().position(|(t, _)| *t == w)).unwrap_or(0);
                    act(p, Act::Take(i as u8), &format!("take {:?}", centre.get(i)))?;
                }
                _ => return Some(()),
            }
        }
    }

    fn plan(seed: u64, maze_n: u8, entrance: u8) -> Option<(Played<S>, Vec<String>)> {
        let mut marks = Vec::new();
        let mut p = Played::new(&config(), seed);
        act(&mut p, Act::ChooseMaze(maze_n), "the Leader chooses a maze")?;
        let maze = p.state.maze()?.clone();
        let door = maze.exits().get(usize::from(entrance))?.0;
        let d = distances(&maze, door, None);
        let all: Vec<Square> = Square::all().collect();
        let chest = *all.iter().find(|s| d[s.index()] == 1)?;
        let treasure = *all.iter().filter(|s| d[s.index()] == 4).find(|&&s| {
            let from_chest = distances(&maze, chest, None);
            from_chest[s.index()] == 3
        })?;
        let far: Vec<Square> =
            all.iter().copied().filter(|s| d[s.index()] >= 7 && d[s.index()] != u8::MAX).take(4).collect();
        (far.len() == 4).then_some(())?;
        act(&mut p, Act::PlaceTreasure(treasure), "the Treasure")?;
        act(&mut p, Act::PlaceChest(chest), "a Chest just inside")?;
        for s in far {
            act(&mut p, Act::PlaceChest(s), "a Chest far away")?;
        }
        act(&mut p, Act::FaceEntrance(entrance), "the entrance")?;
        let top: Vec<Token> = p.state.bag().iter().rev().take(2).copied().collect();
        (top.contains(&Token::Curse) && top.contains(&Token::Genie(Genie::WayToTreasure))).then_some(())?;
        marks.push(format!("{}: light", p.plays.len()));
        act(&mut p, Act::Light, "Ali lights the first lamp")?;
        marks.push(format!("{}: walk to the Chest", p.plays.len()));
        p = walk(&p, Some(chest), &[treasure])?;
        marks.push(format!("{}: the Chest", p.plays.len()));
        share(&mut p, Some(Token::Genie(Genie::WayToTreasure)))?;
        let owner =
            (0..2u8).find(|&s| p.state.stashes()[usize::from(s)].contains(&Token::Genie(Genie::WayToTreasure)))?;
        marks.push(format!("{}: the genie, owner {owner}", p.plays.len()));
        act(
            &mut p,
            Act::UseGenie { who: owner, genie: Genie::WayToTreasure, pay: false },
            "which way to the Treasure?",
        )?;
        while let Phase::Wish { .. } = p.state.phase() {
            let keep = S::legal_actions(&p.state).into_iter().find(|a| matches!(a.act, Act::Keep(_)))?;
            p.play(keep, "keep one of three")?;
        }
        (p.state.phase() == Phase::Walk).then_some(())?;
        marks.push(format!("{}: lamp out (coach), then light", p.plays.len()));
        let out = S::timeout(&p.state)?;
        S::apply(&mut p.state, out).ok()?;
        p.told.push("     (the lamp goes out)".into());
        let light = S::legal_actions(&p.state).into_iter().find(|a| a.act == Act::Light)?;
        p.play(light, "the next lamp")?;
        // One step on, and the Leader's token catches them.
        marks.push(format!("{}: a step, the catch", p.plays.len()));
        let movement = *hand(&p).iter().filter(|e| matches!(e, Event::Movement(_))).max_by_key(|e| match e {
            Event::Movement(k) => *k,
            _ => 0,
        })?;
        let mut stepped = None;
        for m in [Movement::Forward, Movement::ForwardThenLeft, Movement::ForwardThenRight] {
            let mut q = clone(&p);
            if act(&mut q, Act::Move(m), &format!("walk: {m:?}")).is_some() && q.state.phase() == Phase::LeaderTurn {
                stepped = Some(q);
                break;
            }
        }
        p = stepped?;
        act(&mut p, Act::Play { event: movement, as_move: false }, "the Leader's token moves")?;
        while let Phase::TokenMoves { .. } = p.state.phase() {
            let party = board(&p).place.square;
            let to_them = distances(&maze, party, board(&p).landslide);
            let step = S::legal_actions(&p.state).into_iter().filter(|a| matches!(a.act, Act::TokenTo(_))).min_by_key(
                |a| match a.act {
                    Act::TokenTo(s) => to_them[s.index()],
                    _ => u8::MAX,
                },
            )?;
            p.play(step, "the token")?;
        }
        (p.state.phase() == Phase::Caught).then_some(())?;
        let give = S::legal_actions(&p.state).into_iter().find(|a| matches!(a.act, Act::DiscardLamp(_)))?;
        p.play(give, "caught: a lamp given up")?;
        leader_passes(&mut p)?;
        (p.state.phase() == Phase::Walk).then_some(())?;
        marks.push(format!("{}: walk to the Treasure", p.plays.len()));
        p = walk(&p, Some(treasure), &[])?;
        marks.push(format!("{}: the Treasure", p.plays.len()));
        share(&mut p, None)?;
        leader_passes(&mut p)?;
        marks.push(format!("{}: walk out", p.plays.len()));
        p = walk(&p, None, &[])?;
        marks.push(format!("{}: over", p.plays.len()));
        p.state.is_over().then_some((p, marks))
    }

    /// Each play with who made it and what happened (the lamp put out by the coach after the
    /// genie's wish, as the lesson does).
    fn tell(seed: u64, plays: &[u16]) {
        let mut state = S::new(&config(), seed).expect("a deal");
        for (n, &i) in plays.iter().enumerate() {
            if n == 17 {
                let out = S::timeout(&state).expect("a lamp burns");
                println!("   lamp out: {:?}", S::apply(&mut state, out));
            }
            let action = S::legal_actions(&state)[usize::from(i)];
            let who = S::to_act(&state);
            let phase = state.phase();
            let line = state.line().to_vec();
            let events = S::apply(&mut state, action).expect("legal");
            println!("{n:>3} {:?} by {who:?} in {phase:?} line {line:?}: {events:?}", action.act);
        }
    }

    pub fn find() {
        for seed in 0..5_000 {
            for maze in 0..4u8 {
                for entrance in 0..4u8 {
                    if let Some((p, marks)) = plan(seed, maze, entrance) {
                        p.print(seed, deal(AnyRecord::Sidibaba(Record::new(config(), seed))));
                        println!("maze {maze}, entrance {entrance}");
                        marks.iter().for_each(|m| println!("{m}"));
                        tell(seed, &p.plays);
                        return;
                    }
                }
            }
        }
        println!("no seed found");
    }
}

/// The deal as the script stores it: a save of the game before its first action.
fn deal(record: AnyRecord) -> String {
    encode_entry(&SaveEntry { last_played: 0, record, device: Device::PassAndPlay })
}

mod thousand {
    use super::*;
    use sesame::ai::thousand::ThousandPlayer;
    use sesame::games::thousand_and_one::{Action, Config, Pawn, Phase, ThousandAndOne as T};

    pub fn config() -> Config {
        Config {
            players: vec!["Ali".into(), "Morgiana".into()],
            beginners: false,
            start: Some(0),
            computers: Computers(vec![None, Some(Strength::Normal)]),
        }
    }

    fn ali_to_move(p: &Played<T>) -> bool {
        T::to_act(&p.state) == Some(0) && matches!(T::view(&p.state, 0).phase, Phase::Move { .. })
    }

    /// Ali's choices at a decision: every place or move, and the first two ways to turn a card.
    fn options(p: &Played<T>) -> Vec<Action> {
        T::legal_actions(&p.state)
            .into_iter()
            .filter(|a| !matches!(a, Action::Turn(k) if *k > 1) && *a != Action::Leave)
            .collect()
    }

    /// Depth-first over Ali's first turns for one where no move is possible (the genie).
    fn genie(p: Played<T>, depth: usize, morgiana: &ThousandPlayer) -> Option<Played<T>> {
        // After one move of Ali's own at least: the lesson shows an exact move first.
        if ali_to_move(&p) && T::view(&p.state, 0).genie {
            return (depth < 2).then_some(p);
        }
        if depth == 0 {
            return None;
        }
        for action in options(&p) {
            let mut q = Played { state: p.state.clone(), plays: p.plays.clone(), told: p.told.clone() };
            q.play(action, "")?;
            if q.computer(1, morgiana).is_none() || T::to_act(&q.state).is_none() {
                continue;
            }
            let next = if T::to_act(&q.state) == Some(0) && matches!(T::view(&q.state, 0).phase, Phase::Move { .. }) {
                depth - 1
            } else {
                depth
            };
            if let Some(found) = genie(q, next, morgiana) {
                return Some(found);
            }
        }
        None
    }

    /// On to the end: both play until Ali may leave with the Leader two spaces from the
    /// entrance or nearer; Ali leaves; Morgiana plays on, and must be caught.
    fn to_the_end(p: &mut Played<T>, morgiana: &ThousandPlayer) -> Option<(usize, usize)> {
        let ali = ThousandPlayer { strength: Strength::Strong };
        let from = p.plays.len();
        loop {
            let view = T::view(&p.state, 0);
            let near = view.thief_home.saturating_sub(view.thief) <= 2;
            if ali_to_move(p) && near && T::legal_actions(&p.state).contains(&Action::Leave) {
                break;
            }
            match T::to_act(&p.state)? {
                0 => {
                    let action = decide::<T>(&ali, &p.state, 0, p.plays.len() as u64)?;
                    (action != Action::Leave).then_some(())?;
                    p.play(action, "(skipped)")?;
                }
                _ => p.computer(1, morgiana)?,
            }
        }
        let skip = p.plays.len() - from;
        p.play(Action::Leave, "Ali leaves the cave")?;
        let lay = T::legal_actions(&p.state).into_iter().find(|a| matches!(a, Action::Turn(0)));
        if let Some(lay) = lay.filter(|_| T::to_act(&p.state) == Some(0)) {
            p.play(lay, "the card laid")?;
        }
        let after = p.plays.len();
        p.computer(1, morgiana)?;
        let view = T::view(&p.state, 0);
        (T::to_act(&p.state).is_none() && view.caught.get(1) == Some(&true) && view.players[0].pawn == Pawn::Out)
            .then_some((skip, p.plays.len() - after))
    }

    fn lesson(seed: u64, morgiana: &ThousandPlayer) -> Option<(Played<T>, usize, usize, usize)> {
        let mut p = genie(Played::new(&config(), seed), 3, morgiana)?;
        let taught = p.plays.len();
        let genie_move = T::legal_actions(&p.state)[0];
        p.play(genie_move, "the genie puts Ali on a free card")?;
        let lay = T::legal_actions(&p.state).into_iter().find(|a| matches!(a, Action::Turn(0)))?;
        p.play(lay, "the card laid as it is")?;
        p.computer(1, morgiana)?;
        ali_to_move(&p).then_some(())?;
        let (skip, last) = to_the_end(&mut p, morgiana)?;
        Some((p, taught, skip, last))
    }

    /// Each of the first plays with what Ali sees: the phase, the events.
    fn tell(seed: u64, plays: &[u16]) {
        let mut state = T::new(&config(), seed).expect("a deal");
        for &i in plays {
            let action = T::legal_actions(&state)[usize::from(i)];
            let view = T::view(&state, 0);
            let events = T::apply(&mut state, action).expect("legal");
            println!(
                "{action:?} by {:?} in {:?} (thief {}/{}): {events:?}",
                view.to_act, view.phase, view.thief, view.thief_home
            );
        }
    }

    pub fn find() {
        let morgiana = ThousandPlayer { strength: Strength::Normal };
        for seed in 0..20_000 {
            if let Some((p, taught, skip, last)) = lesson(seed, &morgiana) {
                p.print(seed, deal(AnyRecord::ThousandAndOne(Record::new(config(), seed))));
                println!("taught: {taught} plays before the genie; skip {skip}; after Ali left {last}");
                tell(seed, &p.plays[..taught + 4]);
                return;
            }
        }
        println!("no seed found");
    }
}

fn main() {
    match std::env::args().nth(1).as_deref() {
        Some("ali-baba") => ali_baba::find(),
        Some("thousand") => thousand::find(),
        Some("sidibaba") => sidibaba::find(),
        _ => println!("usage: lesson_deals ali-baba|thousand|sidibaba"),
    }
}
