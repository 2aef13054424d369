use sesame::ai::leader::AppLeader;
use sesame::ai::party::Party;
use sesame::ai::sim::{play, Pace};
use sesame::games::sidibaba::state::{Act, End};
use sesame::games::sidibaba::{Config, Event, LeaderPlayer};
fn main() {
    let n: usize = std::env::args().nth(1).unwrap().parse().unwrap();
    let maze: u8 = std::env::args().nth(2).unwrap().parse().unwrap();
    let games = 100;
    let names = ["A","B","C","D","E","F"];
    let lamps = (0..n).map(|i| (12 / n + usize::from(i < 12 % n)) as u8).collect();
    let config = Config { adventurers: names[..n].iter().map(|s| s.to_string()).collect(), lamps, leader: LeaderPlayer::App };
    let (mut esc, mut lamps_left, mut moves, mut curses, mut catches, mut tele, mut played, mut lost) = (0,0u32,0,0,0,0,0,0u32);
    let mut events = std::collections::BTreeMap::new();
    for seed in 0..games {
        let mut party = Party::competent();
        let g = play(&config, seed, &mut party, Pace::DEFAULT, &AppLeader { tuning: None, maze: Some(maze) });
        if party.contradictions > 0 { println!("seed {seed}: {} contradictions", party.contradictions); }
        if g.end == End::Escaped { esc += 1; lamps_left += g.final_state.lamps_left() as u32; }
        moves += g.actions.iter().filter(|a| matches!(a.act, Act::Move(_))).count();
        curses += g.final_state.removed.len();
        lost += g.final_state.lost_lamps as u32;
        for a in &g.actions { if let Act::Play{event, as_move} = a.act { played += 1; *events.entry(format!("{event:?}{}", if as_move {"/move"} else {""})).or_insert(0) += 1; if event == Event::Teleportation && !as_move { tele += 1; } } if let Act::DiscardLamp(_) = a.act {} }
        catches += g.actions.windows(1).filter(|_| false).count();
    }
    println!("n={n} maze={maze}: escaped {esc}/{games}; lamps left at escape {:.1}; moves {:.0}; curses {:.1} lost lamps {:.1}; events played {:.1}; teleports {tele}", lamps_left as f64 / esc.max(1) as f64, moves as f64 / games as f64, curses as f64/games as f64, lost as f64/games as f64, played as f64 / games as f64);
    println!("{events:?}");
}
