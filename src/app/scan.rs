//! Reading a QR code from a camera's frame, for the host's phone that scans a guest's answer.
//! Only the `sesame-scan` WebAssembly links it (`main_scan.rs`): the page fetches that file when
//! the camera opens on a browser that reads no QR code itself (no `BarcodeDetector`). rqrr
//! rather than a reader of our own: finding a code in a photographed, tilted, unevenly lit
//! frame is most of the work, and it costs nothing to the apps that never scan.

/// The text of the first QR code that reads in an RGBA frame `width` × `height` (a canvas's
/// pixels); `None` for a frame too short for its size or with no code that reads as text.
pub fn read(rgba: &[u8], width: usize, height: usize) -> Option<String> {
    let pixels = width.checked_mul(height)?;
    if pixels == 0 || rgba.len() / 4 < pixels {
        return None;
    }
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| {
        let i = (y * width + x) * 4;
        // The luma of Rec. 601, in integers.
        let luma = u32::from(rgba[i]) * 299 + u32::from(rgba[i + 1]) * 587 + u32::from(rgba[i + 2]) * 114;
        (luma / 1000) as u8
    });
    image.detect_grids().into_iter().find_map(|grid| grid.decode().ok().map(|(_, text)| text))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::qr::Qr;

    /// `qr` drawn as a camera would see it: `scale` pixels a module, the quiet zone, on grey.
    fn frame(qr: &Qr, scale: usize, margin: usize) -> (Vec<u8>, usize) {
        let side = (qr.size + 8) * scale + 2 * margin;
        let mut rgba = vec![0u8; side * side * 4];
        for y in 0..side {
            for x in 0..side {
                let inside = |v: usize| v.checked_sub(margin + 4 * scale).map(|v| v / scale).filter(|&m| m < qr.size);
                let dark = matches!((inside(x), inside(y)), (Some(mx), Some(my)) if qr.dark(mx, my));
                let outside = x < margin || y < margin || x >= side - margin || y >= side - margin;
                let level = if dark {
                    20
                } else if outside {
                    140
                } else {
                    235
                };
                rgba[(y * side + x) * 4..][..4].copy_from_slice(&[level, level, level, 255]);
            }
        }
        (rgba, side)
    }

    #[test]
    fn an_answer_shown_as_a_qr_code_reads_back_as_its_link() {
        let link = "https://sesame.example/#a=AevUodkCAQMEsDHMGGCC0WDHZDnJHXVxtCVIArUBkQHQp5Ke9kdT7la-Oyr1VbS-6VEcwCE3bi3OH6KQ_F2fK";
        let qr = Qr::encode(link.as_bytes()).unwrap();
        let (rgba, side) = frame(&qr, 4, 30);
        assert_eq!(read(&rgba, side, side).as_deref(), Some(link));
    }

    #[test]
    fn a_frame_with_no_code_or_too_few_bytes_reads_nothing() {
        let (rgba, side) = frame(&Qr::encode(b"x").unwrap(), 3, 10);
        assert_eq!(read(&rgba[..rgba.len() - 1], side, side), None);
        assert_eq!(read(&[], 0, 0), None);
        assert_eq!(read(&[255; 64], usize::MAX, 2), None);
        assert_eq!(read(&vec![200; 40 * 40 * 4], 40, 40), None);
    }

    /// Anything a camera (or a page that lies about its size) hands over: never a panic.
    #[test]
    fn any_bytes_as_a_frame_read_without_a_panic() {
        let mut seed = 7u64;
        let mut next = |below: usize| {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) as usize % below.max(1)
        };
        for _ in 0..2_000 {
            let (w, h) = (next(48), next(48));
            let len = next(w * h * 4 + 8);
            let bytes: Vec<u8> = (0..len).map(|_| next(256) as u8).collect();
            let _ = read(&bytes, w, h);
        }
    }
}
