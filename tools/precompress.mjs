// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every file of a
// finished build that compresses, so that a static host — and tools/serve.py — can send the
// smaller one without compressing on each request. Run last by the post-build hook (gen-sw.mjs).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

/** Files worth compressing: text and WebAssembly (PNG is compressed already). */
const COMPRESSIBLE = /\.(html|js|wasm|css|svg|webmanifest|json)$/;

export function precompress(dir) {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      count += precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const bytes = readFileSync(path);
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    count++;
  }
  return count;
}
