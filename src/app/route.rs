//! The app's addresses: every screen lives in the URL fragment (`#/new/ali-baba`), so the app
//! works on any static host. The fragment is typed by anyone: it is parsed here, natively
//! tested and fuzzed, and whatever it holds ends on a screen, never in a panic.

use super::link::LinkError;
use crate::games::GameId;
use crate::second::{only_with, Only};

#[derive(Clone, Debug, PartialEq)]
pub enum Route {
    Home,
    Setup(GameId),
    Rules(GameId),
    Play(String),
    /// A guided first game of this game ("Learn to play").
    Learn(GameId),
    /// A turn link that could not be opened (never in the address bar).
    LinkProblem(LinkError),
    /// Back up every game to a file, or restore games from one.
    Backup,
    /// The game under this save id, played on several phones: the invitations. (A table of
    /// phones is in the second app only: the page's loader starts it for these addresses.)
    Invite(Only<String>),
    /// An invitation to a table of phones (`i=…`) or a guest's answer to one (`a=…`), the
    /// fragment as it came: read by its screen.
    Table(Only<String>),
}

/// The problem of a link, as its screen's address says it (so that a reload shows it again).
const LINK_PROBLEMS: [(&str, LinkError); 6] = [
    ("not-a-game", LinkError::NotAGame),
    ("truncated", LinkError::Truncated),
    ("altered", LinkError::Altered),
    ("older", LinkError::OlderFormat),
    ("newer", LinkError::NewerFormat),
    ("bad-config", LinkError::BadConfig),
];

impl Route {
    /// Routes live in the fragment (`#/new/ali-baba`) so the app works on any static host.
    /// Everything in it is untrusted: a save id is percent-decoded, never used unchecked.
    pub fn parse(hash: &str) -> Route {
        let fragment = hash.trim_start_matches('#');
        let table = || super::invite::is_invitation(fragment) || super::invite::is_answer(fragment);
        if let Some(fragment) = only_with(|| table().then(|| fragment.to_string())) {
            return Route::Table(fragment);
        }
        let path = fragment.trim_start_matches('/');
        let mut parts = path.splitn(2, '/');
        match (parts.next(), parts.next()) {
            (Some("new"), Some(slug)) => GameId::from_slug(slug).map_or(Route::Home, Route::Setup),
            (Some("rules"), Some(slug)) => GameId::from_slug(slug).map_or(Route::Home, Route::Rules),
            (Some("learn"), Some(slug)) => GameId::from_slug(slug).map_or(Route::Home, Route::Learn),
            (Some("play"), Some(id)) => crate::app::url::decode(id).map_or(Route::Home, Route::Play),
            (Some("backup"), None) => Route::Backup,
            (Some("invite"), Some(id)) => only_with(|| crate::app::url::decode(id)).map_or(Route::Home, Route::Invite),
            (Some("link-problem"), Some(code)) => {
                let found = LINK_PROBLEMS.iter().find(|(c, _)| *c == code).map(|&(_, e)| e);
                let illegal = code.strip_prefix("illegal-").and_then(|n| n.parse::<usize>().ok());
                found
                    .or(illegal.map(|index| LinkError::IllegalAction { index }))
                    .map_or(Route::Home, Route::LinkProblem)
            }
            _ => Route::Home,
        }
    }

    pub fn to_hash(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::Setup(g) => format!("#/new/{}", g.slug()),
            Route::Rules(g) => format!("#/rules/{}", g.slug()),
            Route::Learn(g) => format!("#/learn/{}", g.slug()),
            Route::Play(id) => format!("#/play/{}", crate::app::url::encode(id)),
            Route::Backup => "#/backup".into(),
            Route::Invite(id) => format!("#/invite/{}", crate::app::url::encode(id)),
            Route::Table(fragment) => format!("#{fragment}"),
            Route::LinkProblem(LinkError::IllegalAction { index }) => format!("#/link-problem/illegal-{index}"),
            Route::LinkProblem(e) => {
                let code = LINK_PROBLEMS.iter().find(|(_, k)| k == e).map_or("not-a-game", |(c, _)| c);
                format!("#/link-problem/{code}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_route_reads_back_from_its_address() {
        let mut routes =
            vec![Route::Home, Route::Backup, Route::Play("0123456789abcdef".into()), Route::Play("a b/é😀%".into())];
        routes.extend([Route::Invite("a b/é😀%".into()), Route::Table("i=AbC-_😀".into()), Route::Table("a=x".into())]);
        for game in GameId::ALL {
            routes.extend([Route::Setup(game), Route::Rules(game), Route::Learn(game)]);
        }
        routes.extend(LINK_PROBLEMS.iter().map(|&(_, e)| Route::LinkProblem(e)));
        routes.push(Route::LinkProblem(LinkError::IllegalAction { index: 41 }));
        for route in routes {
            assert_eq!(Route::parse(&route.to_hash()), route);
        }
    }

    /// Whatever is typed after the `#` ends on a screen: an unknown address is Home, a save id
    /// is any text (a missing save says so on its screen).
    #[test]
    fn any_text_after_the_hash_is_a_screen() {
        for hash in [
            "#/new/\u{e9}",
            "#/rules/ali-baba\u{301}",
            "#/play/%C3",
            "#/play/%F0%9F%98%80",
            "#/link-problem/illegal-\u{661}",
            "#\u{202E}/new/ali-baba",
            "#/😀/😀",
            "#/play/",
            "%",
            "#/link-problem/illegal-99999999999999999999999",
            "#/invite/%F0",
        ] {
            let route = Route::parse(hash);
            assert!(matches!(route, Route::Home | Route::Play(_) | Route::Invite(_)), "{hash}: {route:?}");
        }
        assert_eq!(Route::parse("#/play/%F0%9F%98%80"), Route::Play("😀".into()));
    }
}
