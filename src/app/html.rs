//! Markup as text, for screens that are re-drawn whole from a game's view on every move (the
//! game table): far less WebAssembly than a tree of `view!` nodes. Every text and attribute value
//! goes through `esc`; only this module's callers' own constant markup is added raw.

#[derive(Default)]
pub struct Html {
    out: String,
    /// Where each part (see `open_part`) starts and ends in `out`.
    parts: Vec<(usize, usize)>,
    part_at: Option<usize>,
}

/// A drawn table: its text and its parts, elements that can be replaced one by one when a move
/// changed only them. Re-drawing a whole board for every move costs a phone a frame or more:
/// parsing, styling and laying out some hundred elements where a move changed a few.
#[derive(Clone, Default, PartialEq, Debug)]
pub struct Markup {
    pub text: String,
    parts: Vec<(usize, usize)>,
}

impl Markup {
    pub fn part_count(&self) -> usize {
        self.parts.len()
    }

    fn part(&self, i: usize) -> &str {
        let (a, b) = self.parts[i];
        &self.text[a..b]
    }

    /// The text between the parts, in order.
    fn gaps(&self) -> impl Iterator<Item = &str> {
        let ends = std::iter::once(0).chain(self.parts.iter().map(|&(_, b)| b));
        let starts = self.parts.iter().map(|&(a, _)| a).chain(std::iter::once(self.text.len()));
        ends.zip(starts).map(|(a, b)| &self.text[a..b])
    }

    /// Which parts to replace to turn `self` into `next` (in document order), or `None` when
    /// more than parts changed and the whole must be drawn again.
    pub fn changed_parts<'a>(&self, next: &'a Markup) -> Option<Vec<(usize, &'a str)>> {
        if self.parts.len() != next.parts.len() || !self.gaps().eq(next.gaps()) {
            return None;
        }
        Some((0..next.parts.len()).filter(|&i| self.part(i) != next.part(i)).map(|i| (i, next.part(i))).collect())
    }
}

/// Escapes text for an HTML text node or a double-quoted attribute value.
pub fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

impl Html {
    /// `<tag a="v" …>`; attribute names are constants, values are escaped.
    pub fn open(&mut self, tag: &str, attrs: &[(&str, &str)]) -> &mut Self {
        self.out.push('<');
        self.out.push_str(tag);
        for (name, value) in attrs {
            self.out.push(' ');
            self.out.push_str(name);
            self.out.push_str("=\"");
            self.out.push_str(&esc(value));
            self.out.push('"');
        }
        self.out.push('>');
        self
    }

    /// Opens a part: an element the page may replace alone (marked `data-p`, found by its
    /// place among the parts). Parts do not nest; `close_part` ends it.
    pub fn open_part(&mut self, tag: &str, attrs: &[(&str, &str)]) -> &mut Self {
        debug_assert!(self.part_at.is_none(), "parts do not nest");
        self.part_at = Some(self.out.len());
        self.open(tag, attrs);
        self.out.insert_str(self.part_at.unwrap_or_default() + 1 + tag.len(), " data-p");
        self
    }

    pub fn close_part(&mut self, tag: &str) -> &mut Self {
        self.close(tag);
        if let Some(at) = self.part_at.take() {
            self.parts.push((at, self.out.len()));
        }
        self
    }

    pub fn close(&mut self, tag: &str) -> &mut Self {
        self.out.push_str("</");
        self.out.push_str(tag);
        self.out.push('>');
        self
    }

    pub fn text(&mut self, text: &str) -> &mut Self {
        self.out.push_str(&esc(text));
        self
    }

    /// An element holding only text.
    pub fn el(&mut self, tag: &str, attrs: &[(&str, &str)], text: &str) -> &mut Self {
        self.open(tag, attrs).text(text).close(tag)
    }

    /// A picture from the sprite in `index.html`.
    pub fn icon(&mut self, id: &str, class: &str) -> &mut Self {
        self.out.push_str("<svg class=\"");
        self.out.push_str(class);
        self.out.push_str("\" aria-hidden=\"true\" focusable=\"false\"><use href=\"#");
        self.out.push_str(id);
        self.out.push_str("\"></use></svg>");
        self
    }

    pub fn finish(self) -> String {
        self.out
    }

    pub fn markup(self) -> Markup {
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
        assert_eq!(h.finish(), "<span title=\"a&quot; onclick=&quot;x\">&lt;img src=x onerror=alert(1)&gt;</span>");
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
        assert_eq!(changed, [(1, "<div data-p class=\"sq\"></div>"), (2, "<div data-p class=\"sq\"><span>pawn</span></div>")]);
        assert_eq!(before.changed_parts(&before), Some(vec![]));
    }

    #[test]
    fn a_change_outside_the_parts_draws_the_whole_again() {
        assert_eq!(board(1, "cave").changed_parts(&board(1, "Höhle")), None);
        let mut fewer = Html::default();
        fewer.open("section", &[("aria-label", "cave")]).close("section");
        assert_eq!(board(1, "cave").changed_parts(&fewer.markup()), None);
    }
}
