#!/usr/bin/env node
// Draws the app icon as PNG (192 and 512 px) for the web app manifest, from the same design
// as style/icon.svg. Run once when the design changes: node tools/make-icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
};
const hex = (h) => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];

// The 96-unit design: background, then tiles (x, y, colour), 18 units wide with a dark border.
const tiles = [
  [12, 60, '#8b5a2b'], [30, 60, '#8b5a2b'], [48, 60, '#8b5a2b'], [66, 60, '#8b5a2b'],
  [21, 44, '#a87545'], [39, 44, '#a87545'], [57, 44, '#a87545'],
  [30, 28, '#e76aa5'], [48, 28, '#3f7fd6'], [39, 12, '#f0c82e'],
];

function png(size) {
  const s = size / 96;
  const px = Buffer.alloc(size * size * 3);
  const fill = (x0, y0, w, h, rgb) => {
    for (let y = Math.round(y0 * s); y < Math.round((y0 + h) * s); y++)
      for (let x = Math.round(x0 * s); x < Math.round((x0 + w) * s); x++) px.set(rgb, (y * size + x) * 3);
  };
  fill(0, 0, 96, 96, hex('#3b2412'));
  for (const [x, y, c] of tiles) {
    fill(x, y, 18, 18, hex('#2a1a0a'));
    fill(x + 1, y + 1, 16, 16, hex(c));
  }
  fill(46, 17, 4, 8, [255, 255, 255]);
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y++) px.copy(raw, y * (size * 3 + 1) + 1, y * size * 3, (y + 1) * size * 3);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) {
  const path = new URL(`../style/icon-${size}.png`, import.meta.url).pathname;
  writeFileSync(path, png(size));
  console.log(path);
}
