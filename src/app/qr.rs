//! A QR code encoder, just big enough for a turn link: byte mode, error correction level L,
//! versions 1 to 10 (up to 271 bytes). Written out because the general crates cost several
//! times more WebAssembly. Follows ISO/IEC 18004; the browser tests read it back with a decoder.

use super::html::{Html, Markup};

/// (error-correction codewords per block, [(blocks, data codewords per block)]) for level L.
const BLOCKS: [(usize, &[(usize, usize)]); 10] = [
    (7, &[(1, 19)]),
    (10, &[(1, 34)]),
    (15, &[(1, 55)]),
    (20, &[(1, 80)]),
    (26, &[(1, 108)]),
    (18, &[(2, 68)]),
    (20, &[(2, 78)]),
    (24, &[(2, 97)]),
    (30, &[(2, 116)]),
    (18, &[(2, 68), (2, 69)]),
];

const ALIGNMENT: [&[usize]; 10] =
    [&[], &[6, 18], &[6, 22], &[6, 26], &[6, 30], &[6, 34], &[6, 22, 38], &[6, 24, 42], &[6, 26, 46], &[6, 28, 50]];

pub struct Qr {
    pub size: usize,
    modules: Vec<bool>,
}

impl Qr {
    pub fn dark(&self, x: usize, y: usize) -> bool {
        self.modules[y * self.size + x]
    }

    /// The smallest version that holds `data`; `None` when it is too long.
    pub fn encode(data: &[u8]) -> Option<Qr> {
        let version = (1..=10).find(|&v| capacity(v) >= data.len())?;
        let codewords = interleave(version, &data_codewords(version, data));
        let mut best: Option<(u32, Qr)> = None;
        for mask in 0..8 {
            let mut grid = Grid::new(version);
            grid.place(&codewords, mask);
            grid.format_bits(mask);
            let qr = Qr { size: grid.size, modules: grid.dark };
            let score = penalty(&qr);
            if best.as_ref().is_none_or(|(s, _)| score < *s) {
                best = Some((score, qr));
            }
        }
        best.map(|(_, qr)| qr)
    }

    /// An SVG picture with the four-module quiet zone, one path for all dark modules.
    pub fn to_svg(&self) -> Markup {
        let mut path = String::new();
        for y in 0..self.size {
            let mut x = 0;
            while x < self.size {
                if self.dark(x, y) {
                    let start = x;
                    while x < self.size && self.dark(x, y) {
                        x += 1;
                    }
                    path.push_str(&format!("M{start} {y}h{}v1h-{}z", x - start, x - start));
                } else {
                    x += 1;
                }
            }
        }
        let side = (self.size + 8).to_string();
        let mut h = Html::default();
        let view_box = format!("-4 -4 {side} {side}");
        let svg = [("xmlns", "http://www.w3.org/2000/svg"), ("viewBox", &view_box), ("shape-rendering", "crispEdges")];
        h.open("svg", &svg);
        h.open("rect", &[("x", "-4"), ("y", "-4"), ("width", &side), ("height", &side), ("fill", "#fff")])
            .close("rect");
        h.open("path", &[("d", &path), ("fill", "#000")]).close("path");
        h.close("svg");
        h.markup()
    }
}

fn data_total(version: usize) -> usize {
    BLOCKS[version - 1].1.iter().map(|(n, k)| n * k).sum()
}

fn capacity(version: usize) -> usize {
    let count_bits = if version < 10 { 8 } else { 16 };
    (data_total(version) * 8 - 4 - count_bits) / 8
}

/// Mode, count, the bytes, terminator and padding.
fn data_codewords(version: usize, data: &[u8]) -> Vec<u8> {
    let mut bits = Bits::default();
    bits.push(0b0100, 4);
    bits.push(data.len() as u32, if version < 10 { 8 } else { 16 });
    for &b in data {
        bits.push(u32::from(b), 8);
    }
    let total = data_total(version) * 8;
    bits.push(0, (total - bits.len).min(4));
    while bits.len % 8 != 0 {
        bits.push(0, 1);
    }
    let mut bytes = bits.bytes;
    for pad in [0xEC, 0x11].into_iter().cycle() {
        if bytes.len() >= data_total(version) {
            break;
        }
        bytes.push(pad);
    }
    bytes
}

#[derive(Default)]
struct Bits {
    bytes: Vec<u8>,
    len: usize,
}

impl Bits {
    fn push(&mut self, value: u32, count: usize) {
        for i in (0..count).rev() {
            if self.len.is_multiple_of(8) {
                self.bytes.push(0);
            }
            if value >> i & 1 == 1 {
                *self.bytes.last_mut().unwrap() |= 0x80 >> (self.len % 8);
            }
            self.len += 1;
        }
    }
}

// ---------- Reed–Solomon over GF(256), polynomial 0x11D ----------

fn gf_mul(mut a: u8, mut b: u8) -> u8 {
    let mut product = 0u8;
    while b != 0 {
        if b & 1 == 1 {
            product ^= a;
        }
        let carry = a & 0x80 != 0;
        a <<= 1;
        if carry {
            a ^= 0x1D;
        }
        b >>= 1;
    }
    product
}

/// The error-correction codewords of one block.
pub fn reed_solomon(data: &[u8], ec: usize) -> Vec<u8> {
    // Generator polynomial (x - α^0)…(x - α^(ec-1)), highest power first, leading 1 implied.
    let mut generator = vec![1u8];
    let mut root = 1u8;
    for _ in 0..ec {
        let mut next = vec![0u8; generator.len() + 1];
        for (i, &g) in generator.iter().enumerate() {
            next[i] ^= g;
            next[i + 1] ^= gf_mul(g, root);
        }
        generator = next;
        root = gf_mul(root, 2);
    }
    let mut remainder = vec![0u8; ec];
    for &d in data {
        let factor = d ^ remainder[0];
        remainder.remove(0);
        remainder.push(0);
        for (r, &g) in remainder.iter_mut().zip(&generator[1..]) {
            *r ^= gf_mul(g, factor);
        }
    }
    remainder
}

fn interleave(version: usize, data: &[u8]) -> Vec<u8> {
    let (ec, groups) = BLOCKS[version - 1];
    let mut blocks: Vec<&[u8]> = Vec::new();
    let mut rest = data;
    for &(count, len) in groups {
        for _ in 0..count {
            let (block, tail) = rest.split_at(len);
            blocks.push(block);
            rest = tail;
        }
    }
    let ecs: Vec<Vec<u8>> = blocks.iter().map(|b| reed_solomon(b, ec)).collect();
    let longest = blocks.iter().map(|b| b.len()).max().unwrap_or(0);
    let mut out = Vec::new();
    for i in 0..longest {
        out.extend(blocks.iter().filter_map(|b| b.get(i)));
    }
    for i in 0..ec {
        out.extend(ecs.iter().map(|e| e[i]));
    }
    out
}

// ---------- the module grid ----------

struct Grid {
    size: usize,
    dark: Vec<bool>,
    reserved: Vec<bool>,
}

/// 15 format bits for level L (01) and `mask`, BCH-protected and masked.
pub fn format_bits(mask: u8) -> u32 {
    let data = (0b01 << 3 | u32::from(mask)) << 10;
    let mut rem = data;
    for i in (10..15).rev() {
        if rem >> i & 1 == 1 {
            rem ^= 0x537 << (i - 10);
        }
    }
    (data | rem) ^ 0x5412
}

/// 18 version bits (versions 7 and up), BCH-protected.
pub fn version_bits(version: usize) -> u32 {
    let data = (version as u32) << 12;
    let mut rem = data;
    for i in (12..18).rev() {
        if rem >> i & 1 == 1 {
            rem ^= 0x1F25 << (i - 12);
        }
    }
    data | rem
}

impl Grid {
    fn new(version: usize) -> Grid {
        let size = 17 + 4 * version;
        let mut g = Grid { size, dark: vec![false; size * size], reserved: vec![false; size * size] };
        for (cx, cy) in [(3, 3), (size - 4, 3), (3, size - 4)] {
            g.finder(cx, cy);
        }
        for i in 8..size - 8 {
            g.set(i, 6, i % 2 == 0);
            g.set(6, i, i % 2 == 0);
        }
        let centres = ALIGNMENT[version - 1];
        for &cy in centres {
            for &cx in centres {
                // The three finder corners: top left, bottom left, top right.
                let near_finder = (cx == 6 && (cy == 6 || cy == size - 7)) || (cx == size - 7 && cy == 6);
                if !near_finder {
                    g.alignment(cx, cy);
                }
            }
        }
        // Format areas (filled per mask later) and the dark module.
        for i in 0..9 {
            g.reserve(8, i);
            g.reserve(i, 8);
        }
        for i in 0..8 {
            g.reserve(size - 1 - i, 8);
            g.reserve(8, size - 1 - i);
        }
        g.set(8, size - 8, true);
        if version >= 7 {
            let bits = version_bits(version);
            for i in 0..18 {
                let dark = bits >> i & 1 == 1;
                let (a, b) = (i / 3, size - 11 + i % 3);
                g.set(a, b, dark);
                g.set(b, a, dark);
            }
        }
        g
    }

    fn set(&mut self, x: usize, y: usize, dark: bool) {
        self.dark[y * self.size + x] = dark;
        self.reserved[y * self.size + x] = true;
    }

    fn reserve(&mut self, x: usize, y: usize) {
        self.reserved[y * self.size + x] = true;
    }

    fn finder(&mut self, cx: usize, cy: usize) {
        for dy in -4i32..=4 {
            for dx in -4i32..=4 {
                let (x, y) = (cx as i32 + dx, cy as i32 + dy);
                if x < 0 || y < 0 || x >= self.size as i32 || y >= self.size as i32 {
                    continue;
                }
                let ring = dx.abs().max(dy.abs());
                self.set(x as usize, y as usize, ring != 2 && ring != 4);
            }
        }
    }

    fn alignment(&mut self, cx: usize, cy: usize) {
        for dy in -2i32..=2 {
            for dx in -2i32..=2 {
                let ring = dx.abs().max(dy.abs());
                self.set((cx as i32 + dx) as usize, (cy as i32 + dy) as usize, ring != 1);
            }
        }
    }

    /// The zigzag: two columns at a time from the bottom right, skipping the timing column.
    fn place(&mut self, codewords: &[u8], mask: u8) {
        let mut bit = 0;
        let total = codewords.len() * 8;
        let mut right = self.size - 1;
        let mut upward = true;
        loop {
            for step in 0..self.size {
                let y = if upward { self.size - 1 - step } else { step };
                for x in [right, right - 1] {
                    if self.reserved[y * self.size + x] {
                        continue;
                    }
                    let value = bit < total && codewords[bit / 8] >> (7 - bit % 8) & 1 == 1;
                    bit += 1;
                    self.dark[y * self.size + x] = value ^ masked(mask, x, y);
                }
            }
            upward = !upward;
            if right < 3 {
                break;
            }
            right -= 2;
            if right == 6 {
                right = 5;
            }
        }
    }

    fn format_bits(&mut self, mask: u8) {
        let bits = format_bits(mask);
        let size = self.size;
        for i in 0..15 {
            let dark = bits >> i & 1 == 1;
            // Around the top-left finder…
            let (x, y) = match i {
                0..=5 => (8, i),
                6 => (8, 7),
                7 => (8, 8),
                8 => (7, 8),
                _ => (14 - i, 8),
            };
            self.dark[y * size + x] = dark;
            // …and split between the other two.
            let (x, y) = if i < 8 { (size - 1 - i, 8) } else { (8, size - 15 + i) };
            self.dark[y * size + x] = dark;
        }
    }
}

fn masked(mask: u8, x: usize, y: usize) -> bool {
    match mask {
        0 => (x + y).is_multiple_of(2),
        1 => y.is_multiple_of(2),
        2 => x.is_multiple_of(3),
        3 => (x + y).is_multiple_of(3),
        4 => (y / 2 + x / 3).is_multiple_of(2),
        5 => (x * y) % 2 + (x * y) % 3 == 0,
        6 => ((x * y) % 2 + (x * y) % 3).is_multiple_of(2),
        _ => ((x + y) % 2 + (x * y) % 3).is_multiple_of(2),
    }
}

/// The four penalty rules that choose the mask easiest to scan.
fn penalty(qr: &Qr) -> u32 {
    let n = qr.size;
    let mut score = 0;
    for horizontal in [true, false] {
        let at = |i: usize, j: usize| if horizontal { qr.dark(j, i) } else { qr.dark(i, j) };
        for i in 0..n {
            let mut run = 1;
            for j in 1..n {
                if at(i, j) == at(i, j - 1) {
                    run += 1;
                    if run == 5 {
                        score += 3;
                    } else if run > 5 {
                        score += 1;
                    }
                } else {
                    run = 1;
                }
            }
            for j in 0..n.saturating_sub(10) {
                let pattern: Vec<bool> = (0..11).map(|k| at(i, j + k)).collect();
                let finder = [true, false, true, true, true, false, true];
                if (pattern[..7] == finder && pattern[7..].iter().all(|d| !d))
                    || (pattern[4..] == finder && pattern[..4].iter().all(|d| !d))
                {
                    score += 40;
                }
            }
        }
    }
    for y in 0..n - 1 {
        for x in 0..n - 1 {
            let d = qr.dark(x, y);
            if qr.dark(x + 1, y) == d && qr.dark(x, y + 1) == d && qr.dark(x + 1, y + 1) == d {
                score += 3;
            }
        }
    }
    let dark = qr.modules.iter().filter(|&&d| d).count();
    let percent = dark * 100 / (n * n);
    score += (percent.abs_diff(50) / 5) as u32 * 10;
    score
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reed_solomon_matches_the_standard_example() {
        // "HELLO WORLD", version 1-M: the worked example of the standard's annex.
        let data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
        assert_eq!(reed_solomon(&data, 10), [196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
    }

    #[test]
    fn format_and_version_bits_match_the_tables() {
        assert_eq!(format_bits(0), 0b111011111000100);
        assert_eq!(format_bits(7), 0b110100101110110);
        assert_eq!(version_bits(7), 0x07C94);
        assert_eq!(version_bits(10), 0x0A4D3);
    }

    #[test]
    fn capacities_are_those_of_level_l() {
        let caps: Vec<usize> = (1..=10).map(capacity).collect();
        assert_eq!(caps, [17, 32, 53, 78, 106, 134, 154, 192, 230, 271]);
    }

    #[test]
    fn a_turn_link_fits_and_too_long_a_text_is_refused() {
        let link = format!("https://example.org/sesame/#t={}", "A".repeat(150));
        let qr = Qr::encode(link.as_bytes()).unwrap();
        assert_eq!(qr.size, 17 + 4 * 8);
        assert!(Qr::encode(&[b'x'; 272]).is_none());
        assert!(qr.to_svg().html().starts_with("<svg"));
    }
}
