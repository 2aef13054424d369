//! Markup as text, for screens that are re-drawn whole from a game's view on every move (the
//! game table): far less WebAssembly than a tree of `view!` nodes. Every text and attribute value
//! goes through `esc`; only this module's callers' own constant markup is added raw.

#[derive(Default)]
pub struct Html(String);

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
        self.0.push('<');
        self.0.push_str(tag);
        for (name, value) in attrs {
            self.0.push(' ');
            self.0.push_str(name);
            self.0.push_str("=\"");
            self.0.push_str(&esc(value));
            self.0.push('"');
        }
        self.0.push('>');
        self
    }

    pub fn close(&mut self, tag: &str) -> &mut Self {
        self.0.push_str("</");
        self.0.push_str(tag);
        self.0.push('>');
        self
    }

    pub fn text(&mut self, text: &str) -> &mut Self {
        self.0.push_str(&esc(text));
        self
    }

    /// An element holding only text.
    pub fn el(&mut self, tag: &str, attrs: &[(&str, &str)], text: &str) -> &mut Self {
        self.open(tag, attrs).text(text).close(tag)
    }

    /// A picture from the sprite in `index.html`.
    pub fn icon(&mut self, id: &str, class: &str) -> &mut Self {
        self.0.push_str("<svg class=\"");
        self.0.push_str(class);
        self.0.push_str("\" aria-hidden=\"true\" focusable=\"false\"><use href=\"#");
        self.0.push_str(id);
        self.0.push_str("\"></use></svg>");
        self
    }

    pub fn finish(self) -> String {
        self.0
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
}
