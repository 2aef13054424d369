#!/usr/bin/env node
// Sesame's figures, measured on the release build in dist/:
//   - every shipped file, raw / gzip -9 / brotli -q 11: the critical path (what the first
//     screen needs: the page, its styles, the loader and the WebAssembly) and what the service
//     worker fetches after it (precached later);
//   - the turn-link length of complete games and the game lengths (tools/figures.rs);
//   - how long a move takes to reach the screen at phone speed (tools/paint.mjs);
//   - the first paint on a slow phone (Lighthouse, tools/lighthouse.mjs);
//   - with --check, fails when the critical path or a link is over its budget or the first
//     paint shifts the layout; the timed budgets are said, never failed (they drift here).
// usage: node tools/bench.mjs [--check] [--json]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { execFileSync } from 'node:child_process';

const DIST = new URL('../dist/', import.meta.url).pathname;
const BUDGET_BROTLI = 200 * 1024; // the critical path: HTML + JS + WASM + CSS of the first screen

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // The compressed copies of the build are the same files, sent instead of them.
    if (name.startsWith('.') || /\.(br|gz)$/.test(name)) return [];
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const rows = files(DIST).map((path) => {
  const bytes = readFileSync(path);
  return {
    file: path.slice(DIST.length),
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
});
rows.sort((a, b) => b.brotli - a.brotli);
// The critical path: the page and every file it names (styles, the loader, the WebAssembly).
const page = readFileSync(join(DIST, 'index.html'), 'utf8');
// Not the app with Sidibaba (sesame-full-*) nor the QR reader (sesame-scan-*): the loader names
// them too, but fetches the first only when that game opens and the second only when a camera
// scans; the service worker precaches both.
const later = (r) => r.file.startsWith('sesame-full-') || r.file.startsWith('sesame-scan-');
const critical = (r) => r.file === 'index.html'
  || (/\.(css|js|wasm)$/.test(r.file) && r.file !== 'sw.js' && !later(r) && page.includes(r.file));
const sum = (list) => list.reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip, brotli: t.brotli + r.brotli }), { raw: 0, gzip: 0, brotli: 0 });
const total = sum(rows.filter(critical));
const afterwards = sum(rows.filter((r) => !critical(r)));

const fmt = (n) => n.toLocaleString('en-US').padStart(9);
const line = (name, r) => console.log(`${name.padEnd(44)}${fmt(r.raw)}${fmt(r.gzip)}${fmt(r.brotli)}`);
console.log('Release build in dist/, bytes:');
console.log(`${'file'.padEnd(44)}${'raw'.padStart(9)}${'gzip'.padStart(9)}${'brotli'.padStart(9)}`);
for (const r of rows.filter(critical)) line(r.file, r);
line('CRITICAL PATH (first screen)', total);
for (const r of rows.filter((r) => !critical(r))) line(r.file, r);
line('PRECACHED LATER (service worker)', afterwards);
line('  of which the QR reader (sesame-scan-*)', sum(rows.filter((r) => r.file.startsWith('sesame-scan-'))));
// The lessons ("Learn to play"): fetched when one opens, precached with the rest.
line('  of which the lessons (lesson-*.txt)', sum(rows.filter((r) => r.file.startsWith('lesson-'))));
console.log(`critical path budget: ${fmt(BUDGET_BROTLI).trim()} brotli (${((100 * total.brotli) / BUDGET_BROTLI).toFixed(0)} % used)`);

// Figures that need the rules: computed natively by tools/figures.rs.
const BUDGET_LINK = 200; // characters of fragment for a complete 4-player game
const figures = execFileSync('cargo', ['run', '--release', '--quiet', '--bin', 'figures'], {
  cwd: new URL('..', import.meta.url).pathname, encoding: 'utf8',
});
console.log('');
process.stdout.write(figures);
const longest = Number(/longest complete 4-player link: (\d+)/.exec(figures)[1]);

// A move on screen at phone speed: a figure to read, never a pass/fail check.
console.log('');
let paint = '';
try {
  paint = execFileSync('node', [new URL('paint.mjs', import.meta.url).pathname], { encoding: 'utf8' });
  process.stdout.write(paint);
} catch (e) {
  console.log(`(move timing not measured: ${String(e.message).split('\n')[0]})`);
}

// The first paint on a slow phone: Lighthouse, mobile, simulated slow 4G (tools/lighthouse.mjs).
console.log('');
let lighthouse = null;
try {
  lighthouse = JSON.parse(execFileSync('node', [new URL('lighthouse.mjs', import.meta.url).pathname], { encoding: 'utf8' }).trim().split('\n').pop());
  const l = lighthouse;
  console.log(`Lighthouse (mobile, simulated slow 4G, median of 5): performance ${l.performance}, first paint ${l.fcp_ms} ms, largest paint ${l.lcp_ms} ms, blocking ${l.tbt_ms} ms, layout shift ${l.cls} (runs, score/largest paint: ${l.runs})`);
} catch (e) {
  console.log(`(Lighthouse not measured: ${String(e.message).split('\n')[0]})`);
}

if (process.argv.includes('--check')) {
  const LIGHTHOUSE_MIN = 95;
  const LCP_MAX_MS = 1500;
  const checks = [
    [`critical path ${total.brotli} ≤ ${BUDGET_BROTLI} bytes brotli`, total.brotli <= BUDGET_BROTLI],
    [`complete 4-player link ${longest} ≤ ${BUDGET_LINK} characters`, longest <= BUDGET_LINK],
    [`cumulative layout shift ${lighthouse?.cls} = 0`, lighthouse?.cls === 0],
  ];
  // Timed figures are said against their budgets but fail nothing: on this 2-core machine the
  // same build measured performance 96–99 and a largest paint of 1.1 s in one run of the suite,
  // and 93–97 and 2.3 s in others, with every timing of those runs about twice as slow.
  const timed = [
    [`Lighthouse performance ${lighthouse?.performance} ≥ ${LIGHTHOUSE_MIN}`, lighthouse?.performance >= LIGHTHOUSE_MIN],
    [`largest contentful paint ${lighthouse?.lcp_ms} ≤ ${LCP_MAX_MS} ms`, lighthouse?.lcp_ms <= LCP_MAX_MS],
  ];
  // A move painted within one frame; the computers decide within their budgets (worst decision).
  const PAINT_MAX_MS = 16;
  for (const game of ['ali-baba', 'thousand-and-one', 'sidibaba']) {
    const work = Number(new RegExp(`^ +${game} +([\\d.]+)`, 'm').exec(paint)?.[1]);
    timed.push([`${game}: a move's work, median ${work} ≤ ${PAINT_MAX_MS} ms at 4×`, work <= PAINT_MAX_MS]);
  }
  const leader = Number(/Leader played by the app.*worst ([\d.]+) ms/.exec(paint)?.[1]);
  timed.push([`Sidibaba's Leader, worst decision ${leader} ≤ 50 ms at 4×`, leader <= 50]);
  for (const [, game, worst, slice] of paint.matchAll(/Strong computer player, ([a-z-]+), one decision.*?worst ([\d.]+) ms.*?the longest ([\d.]+) ms/g)) {
    timed.push([`strong computer, ${game}, worst decision ${worst} ≤ 600 ms at 4×`, Number(worst) <= 600]);
    timed.push([`strong computer, ${game}, longest slice ${slice} ≤ 10 ms at 4×`, Number(slice) <= 10]);
  }
  for (const [what, ok] of timed) console.log(`${ok ? 'ok  ' : 'OVER'} ${what} (timed: a figure, not a gate)`);
  for (const [what, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  const failed = checks.filter(([, ok]) => !ok).length;
  console.log(`budgets: ${checks.length - failed} passed, ${failed} failed`);
  if (failed) process.exit(1);
}
