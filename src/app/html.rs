//! Markup as text, for screens that are re-drawn whole from a game's view on every move (the
//! game table): far less WebAssembly than a tree of `view!` nodes. Every text and attribute value
//! goes through `esc_into`; only this module's callers' own constant markup is added raw.

/// The table markup's contract with the game frame: the attributes a table writes and the frame
/// reads, named once. A tap on the table is read back as a [`Tap`].
pub mod attr {
    /// A choice: its index among the view's choices.
    pub const ACT: &str = "data-act";
    /// A button of the table that is no action of the rules (a draft, closing a private table).
    pub const UI: &str = "data-ui";
    /// Why this piece is no choice now (empty: simply not now; the prompt says what is).
    pub const WHY: &str = "data-why";
    /// Keys that press this button, separated by spaces (letters and digits only).
    pub const KEY: &str = "data-key";
    /// A piece dragged onto a place: the choices of its places, separated by commas (empty: none).
    pub const DRAG: &str = "data-drag";
    /// A list's piece moves along it only (`y`).
    pub const DRAG_AXIS: &str = "data-drag-axis";
    /// A place a piece may be dropped on: its place in the piece's list.
    pub const SLOT: &str = "data-slot";
    /// A part of the table (`Html::open_part`), replaced alone.
    pub const PART: &str = "data-p";
}

/// What a tap on an element of the table means, read from its attributes (`attr`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tap {
    /// "Why not?": the reason shown beside the piece (empty: not now).
    Why(String),
    /// The choice with this index.
    Act(usize),
    Ui(String),
}

impl Tap {
    /// The tap on an element whose attribute `name` is `get(name)`: a reason first (a piece that
    /// is no choice), then a choice (an index that is not a number is none), then a table button.
    pub fn read(get: impl Fn(&str) -> Option<String>) -> Option<Tap> {
        if let Some(why) = get(attr::WHY) {
            return Some(Tap::Why(why));
        }
        if let Some(i) = get(attr::ACT).and_then(|i| i.parse().ok()) {
            return Some(Tap::Act(i));
        }
        get(attr::UI).map(Tap::Ui)
    }
}

/// The `data-act` value of `action` among `choices`: its index, or `None` if it is no choice now.
pub fn act<A: PartialEq>(choices: &[A], action: A) -> Option<String> {
    choices.iter().position(|a| *a == action).map(|i| i.to_string())
}

#[derive(Default)]
pub struct Html {
    out: String,
    /// Where each part (see `open_part`) starts and ends in `out`.
    parts: Vec<(usize, usize)>,
    part_at: Option<usize>,
    /// The elements open now, innermost last: a debug build (and the tests) check that each
    /// closes in turn.
    #[cfg(any(debug_assertions, test))]
    open: Vec<&'static str>,
}

/// Markup the builder made (`Html`), the one kind of text the app puts into a page as markup
/// (`inner_html`): every value in it escaped, every element closed. A drawn table also has its
/// parts, elements that can be replaced one by one when a move changed only them. Re-drawing a
/// whole board for every move costs a phone a frame or more: parsing, styling and laying out
/// some hundred elements where a move changed a few.
#[derive(Clone, Default, PartialEq, Debug)]
pub struct Markup {
    text: String,
    parts: Vec<(usize, usize)>,
}

impl Markup {
    /// The markup as text, for `inner_html`.
    pub fn html(&self) -> &str {
        &self.text
    }

    /// The markup as text, for `inner_html` (the text itself, not a copy).
    pub fn into_html(self) -> String {
        self.text
    }

    /// The inside of an `<svg>` that shows the picture `id` of the sprite in `index.html`.
    pub fn sprite(id: &str) -> Markup {
        let mut text = String::new();
        sprite_into(&mut text, id);
        Markup { text, parts: Vec::new() }
    }

    pub fn part_count(&self) -> usize {
        self.parts.len()
    }

    fn part(&self, i: usize) -> &str {
        let (a, b) = self.parts[i];
        self.text.get(a..b).unwrap_or_default()
    }

    /// The text between the parts, in order.
    fn gaps(&self) -> impl Iterator<Item = &str> {
        let ends = std::iter::once(0).chain(self.parts.iter().map(|&(_, b)| b));
        let starts = self.parts.iter().map(|&(a, _)| a).chain(std::iter::once(self.text.len()));
        ends.zip(starts).map(|(a, b)| self.text.get(a..b).unwrap_or_default())
    }

    /// What to change to turn `self` into `next`, part by part (in document order), or `None`
    /// when more than parts changed and the whole must be drawn again.
    pub fn changed_parts<'a>(&'a self, next: &'a Markup) -> Option<Vec<(usize, Change<'a>)>> {
        if self.parts.len() != next.parts.len() || !self.gaps().eq(next.gaps()) {
            return None;
        }
        let changed = (0..next.parts.len()).filter(|&i| self.part(i) != next.part(i));
        Some(changed.map(|i| (i, Change::of(self.part(i), next.part(i)))).collect())
    }
}

/// How a part changed: only in attributes, its own or those of elements inside it (a piece that
/// became choosable, a player whose turn began), and in the words of elements that hold nothing
/// else (a player's points, the pile's count): the elements, and what the page knows of them,
/// stay. Or in more: it is drawn anew from its text. The change is read from the parts' text,
/// not from a tree the builder kept: only the builder writes that text, and it escapes every
/// `<` in words and values, so the text splits at its tags exactly; a tree of every part would
/// cost the first screen more WebAssembly than this reading.
#[derive(Debug, PartialEq)]
pub enum Change<'a> {
    /// Attributes to set (to the value given, unescaped) or to remove (`None`), and texts to
    /// write (unescaped), each on its element: 0 the part itself, k the k-th element inside it in
    /// document order. `elements`: how many the part has, itself included (the page's must be as
    /// many).
    InPlace {
        elements: usize,
        list: Vec<(usize, &'a str, Option<String>)>,
        texts: Vec<(usize, String)>,
    },
    Whole(&'a str),
}

impl<'a> Change<'a> {
    fn of(old: &'a str, new: &'a str) -> Change<'a> {
        let name = |tag: &'a str| tag.split_once(' ').map_or(tag, |(name, _)| name);
        let (mut list, mut texts) = (Vec::new(), Vec::new());
        let mut elements = 0;
        // Tag by tag (text and values are escaped: every `<` opens a tag): the same tags, differing
        // only inside opening tags and in the text of elements that hold text alone.
        let (mut old_tags, mut new_tags) = (old.split('<').peekable(), new.split('<').peekable());
        loop {
            let (a, b) = match (old_tags.next(), new_tags.next()) {
                (Some(a), Some(b)) => (a, b),
                (None, None) => return Change::InPlace { elements, list, texts },
                _ => return Change::Whole(new),
            };
            let opening = !a.is_empty() && !a.starts_with('/');
            if a != b {
                let ((old_tag, old_rest), (new_tag, new_rest)) = (split_tag(a), split_tag(b));
                if !opening || name(old_tag) != name(new_tag) {
                    return Change::Whole(new);
                }
                if old_rest != new_rest {
                    // The element's whole content is the text: it closes right after, on both sides.
                    let closes = |t: Option<&&str>| t.is_some_and(|t| t.starts_with('/'));
                    if !closes(old_tags.peek()) || !closes(new_tags.peek()) {
                        return Change::Whole(new);
                    }
                    texts.push((elements, unescape(new_rest)));
                }
                let (before, after) = (attributes(old_tag), attributes(new_tag));
                let set = after.iter().filter(|a| !before.contains(a)).map(|&(n, v)| (elements, n, Some(unescape(v))));
                let gone = before
                    .iter()
                    .filter(|(n, _)| !after.iter().any(|(m, _)| m == n))
                    .map(|&(n, _)| (elements, n, None));
                list.extend(set.chain(gone));
            }
            elements += usize::from(opening);
        }
    }
}

/// An opening tag (without its `<`) and the text after it: the tag ends at the first `>` (values
/// are escaped).
fn split_tag(part: &str) -> (&str, &str) {
    part.split_once('>').unwrap_or((part, ""))
}

/// The attributes of an opening tag written by `Html::open` (`tag a="v" b`: a space before each
/// attribute, values without `"`), values as written.
fn attributes(tag: &str) -> Vec<(&str, &str)> {
    let mut out = Vec::new();
    let mut rest = tag;
    while let Some((_, next)) = rest.split_once(' ') {
        rest = next;
        let (name, after) = rest.find([' ', '=']).map_or((rest, ""), |at| rest.split_at(at));
        let value = after.strip_prefix("=\"").and_then(|v| v.split_once('"'));
        out.push((name, value.map_or("", |v| v.0)));
        rest = value.map_or(after, |v| v.1);
    }
    out
}

/// What `esc_into` writes for each character it escapes (read back by `unescape`).
const ESCAPES: [(char, &str); 5] = [('&', "&amp;"), ('<', "&lt;"), ('>', "&gt;"), ('"', "&quot;"), ('\'', "&#39;")];

/// The text an escaped attribute value stands for (`esc_into` undone). (By hand: `str::replace` would
/// bring kilobytes of string searching into the WebAssembly.)
fn unescape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut rest = value;
    while let Some((text, after)) = rest.split_once('&') {
        out.push_str(text);
        let escaped = |(c, entity): (char, &str)| Some((c, after.strip_prefix(entity.strip_prefix('&')?)?));
        let (c, next) = ESCAPES.into_iter().find_map(escaped).unwrap_or(('&', after));
        out.push(c);
        rest = next;
    }
    out + rest
}

/// `esc_into` as a new string (for the tests: the builder writes straight into its buffer).
#[cfg(test)]
fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    esc_into(&mut out, text);
    out
}

/// Escapes text for an HTML text node or a double-quoted attribute value, straight into `out`:
/// the runs between special characters are copied whole (a table's markup is mostly such runs,
/// and it is built on every move).
fn esc_into(out: &mut String, text: &str) {
    let mut from = 0;
    for (i, b) in text.bytes().enumerate() {
        let with = match b {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            b'\'' => "&#39;",
            _ => continue,
        };
        // ASCII bytes never fall inside a multi-byte character: `i` is a boundary.
        out.push_str(text.get(from..i).unwrap_or_default());
        out.push_str(with);
        from = i + 1;
    }
    out.push_str(text.get(from..).unwrap_or_default());
}

/// The `<use>` of the picture `id` of the sprite in `index.html`, its id escaped.
fn sprite_into(out: &mut String, id: &str) {
    out.push_str("<use href=\"#");
    esc_into(out, id);
    out.push_str("\"></use>");
}

impl Html {
    /// `<tag a="v" …>`; tag and attribute names are constants, values are escaped.
    pub fn open(&mut self, tag: &'static str, attrs: &[(&'static str, &str)]) -> &mut Self {
        #[cfg(any(debug_assertions, test))]
        self.open.push(tag);
        self.out.push('<');
        self.out.push_str(tag);
        for (name, value) in attrs {
            self.out.push(' ');
            self.out.push_str(name);
            self.out.push_str("=\"");
            esc_into(&mut self.out, value);
            self.out.push('"');
        }
        self.out.push('>');
        self
    }

    /// Opens a part: an element the page may replace alone (marked `data-p`, found by its
    /// place among the parts). Parts do not nest; `close_part` ends it.
    pub fn open_part(&mut self, tag: &'static str, attrs: &[(&'static str, &str)]) -> &mut Self {
        debug_assert!(self.part_at.is_none(), "parts do not nest");
        self.part_at = Some(self.out.len());
        self.open(tag, attrs);
        self.out.insert_str(self.part_at.unwrap_or_default() + 1 + tag.len(), " data-p"); // attr::PART
        self
    }

    pub fn close_part(&mut self, tag: &'static str) -> &mut Self {
        self.close(tag);
        if let Some(at) = self.part_at.take() {
            self.parts.push((at, self.out.len()));
        }
        self
    }

    pub fn close(&mut self, tag: &'static str) -> &mut Self {
        #[cfg(any(debug_assertions, test))]
        assert_eq!(self.open.pop(), Some(tag), "the element closed is the one open");
        self.out.push_str("</");
        self.out.push_str(tag);
        self.out.push('>');
        self
    }

    pub fn text(&mut self, text: &str) -> &mut Self {
        esc_into(&mut self.out, text);
        self
    }

    /// An element holding only text.
    pub fn el(&mut self, tag: &'static str, attrs: &[(&'static str, &str)], text: &str) -> &mut Self {
        self.open(tag, attrs).text(text).close(tag)
    }

    /// A picture from the sprite in `index.html`; its id and class escaped like every value.
    pub fn icon(&mut self, id: &str, class: &str) -> &mut Self {
        self.out.push_str("<svg class=\"");
        esc_into(&mut self.out, class);
        self.out.push_str("\" aria-hidden=\"true\" focusable=\"false\">");
        sprite_into(&mut self.out, id);
        self.out.push_str("</svg>");
        self
    }

    /// What was built; a debug build checks that every element was closed.
    pub fn markup(self) -> Markup {
        #[cfg(any(debug_assertions, test))]
        assert!(self.open.is_empty(), "elements left open: {:?}", self.open);
        Markup { text: self.out, parts: self.parts }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_attributes_cannot_inject_markup() {
        let mut h = Html::default();
        h.el("span", &[("title", "a\" onclick=\"x")], "<img src=x onerror=alert(1)>");
        assert_eq!(
            h.markup().html(),
            "<span title=\"a&quot; onclick=&quot;x\">&lt;img src=x onerror=alert(1)&gt;</span>"
        );
    }

    fn board(pawn_at: usize, title: &str) -> Markup {
        let mut h = Html::default();
        h.open("section", &[("aria-label", title)]);
        for square in 0..4 {
            h.open_part("div", &[("class", "sq")]);
            if square == pawn_at {
                h.el("span", &[], "pawn");
            }
            h.close_part("div");
        }
        h.close("section");
        h.markup()
    }

    #[test]
    #[should_panic(expected = "elements left open")]
    fn an_element_left_open_is_caught() {
        let mut h = Html::default();
        h.open("div", &[]).el("span", &[], "x");
        h.markup();
    }

    #[test]
    #[should_panic(expected = "the element closed is the one open")]
    fn elements_close_in_turn() {
        let mut h = Html::default();
        h.open("div", &[]).open("span", &[]).close("div");
    }

    #[test]
    fn a_part_is_one_marked_element() {
        let m = board(9, "cave");
        assert_eq!(m.part(0), "<div data-p class=\"sq\"></div>");
        assert_eq!(m.gaps().collect::<Vec<_>>(), ["<section aria-label=\"cave\">", "", "", "", "</section>"]);
    }

    #[test]
    fn a_move_replaces_only_the_squares_it_changed() {
        let before = board(1, "cave");
        let after = board(2, "cave");
        let changed = before.changed_parts(&after).expect("only parts changed");
        assert_eq!(
            changed,
            [
                (1, Change::Whole("<div data-p class=\"sq\"></div>")),
                (2, Change::Whole("<div data-p class=\"sq\"><span>pawn</span></div>"))
            ]
        );
        assert_eq!(before.changed_parts(&before), Some(vec![]));
    }

    fn square(attrs: &[(&'static str, &str)], inside: &str) -> Markup {
        let mut h = Html::default();
        h.open_part("button", attrs).text(inside).close_part("button");
        h.markup()
    }

    #[test]
    fn a_square_that_changed_only_its_attributes_keeps_its_element() {
        let before = square(&[("class", "sq"), ("aria-disabled", "true"), ("aria-label", "a card")], "x");
        let after = square(
            &[("class", "sq selectable"), ("aria-label", "a card, \"Lea's\" <pawn> & more"), ("data-act", "3")],
            "x",
        );
        let changed = before.changed_parts(&after).expect("only parts changed");
        assert_eq!(
            changed,
            [(
                0,
                Change::InPlace {
                    elements: 1,
                    list: vec![
                        (0, "class", Some("sq selectable".into())),
                        (0, "aria-label", Some("a card, \"Lea's\" <pawn> & more".into())),
                        (0, "data-act", Some("3".into())),
                        (0, "aria-disabled", None),
                    ],
                    texts: vec![]
                }
            )]
        );
        // Its word changed: written in place.
        assert_eq!(
            before.changed_parts(&square(
                &[("class", "sq"), ("aria-disabled", "true"), ("aria-label", "a card")],
                "y & z"
            )),
            Some(vec![(0, Change::InPlace { elements: 1, list: vec![], texts: vec![(0, "y & z".into())] })])
        );
        // What is inside changed in more than words, or the element: drawn anew.
        let mut inside = Html::default();
        inside.open_part("button", &[("class", "sq")]).text("x").el("span", &[], "pawn").close_part("button");
        assert!(matches!(&before.changed_parts(&inside.markup()).unwrap()[0].1, Change::Whole(_)));
        let mut div = Html::default();
        div.open_part("div", &[("class", "sq"), ("aria-disabled", "true"), ("aria-label", "a card")])
            .text("x")
            .close_part("div");
        assert!(matches!(&before.changed_parts(&div.markup()).unwrap()[0].1, Change::Whole(_)));
    }

    fn player(active: bool, points: &str) -> Markup {
        let mut h = Html::default();
        h.open_part("div", &[("class", if active { "player active" } else { "player" })]);
        h.el("span", &[("class", "pts")], points).icon("pawn", "p0");
        h.el(
            "span",
            if active { &[("class", "turn-mark")] } else { &[("class", "turn-mark"), ("hidden", "")] },
            "plays",
        );
        h.close_part("div");
        h.markup()
    }

    #[test]
    fn elements_inside_a_part_that_changed_only_in_attributes_stay() {
        let (waiting, playing) = (player(false, "3"), player(true, "3"));
        // The part is 5 elements: itself, the points, the picture and its `use`, the turn's mark.
        assert_eq!(
            waiting.changed_parts(&playing),
            Some(vec![(
                0,
                Change::InPlace {
                    elements: 5,
                    list: vec![(0, "class", Some("player active".into())), (4, "hidden", None),],
                    texts: vec![]
                }
            )])
        );
        // The points changed too: their words are written in place.
        assert_eq!(
            waiting.changed_parts(&player(true, "4")),
            Some(vec![(
                0,
                Change::InPlace {
                    elements: 5,
                    list: vec![(0, "class", Some("player active".into())), (4, "hidden", None),],
                    texts: vec![(1, "4".into())]
                }
            )])
        );
        // The tags changed: drawn anew.
        let mut fewer = Html::default();
        fewer.open_part("div", &[("class", "player active")]).el("span", &[("class", "pts")], "3").close_part("div");
        assert!(matches!(&waiting.changed_parts(&fewer.markup()).unwrap()[0].1, Change::Whole(_)));
    }

    #[test]
    fn attributes_are_read_as_they_were_written() {
        assert_eq!(attributes("i data-p hidden"), [("data-p", ""), ("hidden", "")]);
        assert_eq!(
            attributes("div data-p class=\"a b\" style=\"--c:1;--r:2\" role=\"img\""),
            [("data-p", ""), ("class", "a b"), ("style", "--c:1;--r:2"), ("role", "img")]
        );
        assert_eq!(attributes("p"), []);
        assert_eq!(unescape(&esc("a\"b'c<d>e&f&amp;")), "a\"b'c<d>e&f&amp;");
        assert_eq!(esc("Schätze & «Öl»'"), "Schätze &amp; «Öl»&#39;");
    }

    #[test]
    fn a_change_outside_the_parts_draws_the_whole_again() {
        assert_eq!(board(1, "cave").changed_parts(&board(1, "Höhle")), None);
        let mut fewer = Html::default();
        fewer.open("section", &[("aria-label", "cave")]).close("section");
        assert_eq!(board(1, "cave").changed_parts(&fewer.markup()), None);
    }

    #[test]
    fn a_tap_reads_a_reason_first_then_a_choice_then_a_table_button() {
        let on = |attrs: &'static [(&'static str, &'static str)]| {
            move |name: &str| attrs.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string())
        };
        assert_eq!(Tap::read(on(&[(attr::ACT, "2")])), Some(Tap::Act(2)));
        assert_eq!(Tap::read(on(&[(attr::WHY, ""), (attr::ACT, "2")])), Some(Tap::Why(String::new())));
        assert_eq!(Tap::read(on(&[(attr::ACT, "x"), (attr::UI, "turn")])), Some(Tap::Ui("turn".into())));
        assert_eq!(Tap::read(on(&[(attr::ACT, "-1")])), None);
        assert_eq!(Tap::read(on(&[])), None);
        assert_eq!(act(&[3, 5, 7], 7).as_deref(), Some("2"));
        assert_eq!(act(&[3, 5, 7], 4), None);
    }
}
