#!/usr/bin/env node
// Sesame's figures, measured on the release build in dist/:
//   - every shipped file, raw / gzip -9 / brotli -q 11, and the whole first load;
//   - the turn-link length of complete games and the game lengths (tools/figures.rs);
//   - how long a move takes to reach the screen at phone speed (tools/paint.mjs);
//   - with --check, fails when the first load is over the budget.
// usage: node tools/bench.mjs [--check] [--json]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { execFileSync } from 'node:child_process';

const DIST = new URL('../dist/', import.meta.url).pathname;
const BUDGET_BROTLI = 200 * 1024; // whole first load, every file the app ships

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name.startsWith('.')) return [];
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
const total = rows.reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip, brotli: t.brotli + r.brotli }), { raw: 0, gzip: 0, brotli: 0 });

const fmt = (n) => n.toLocaleString('en-US').padStart(9);
console.log('First load (release build in dist/), bytes:');
console.log(`${'file'.padEnd(44)}${'raw'.padStart(9)}${'gzip'.padStart(9)}${'brotli'.padStart(9)}`);
for (const r of rows) console.log(`${r.file.padEnd(44)}${fmt(r.raw)}${fmt(r.gzip)}${fmt(r.brotli)}`);
console.log(`${'TOTAL first load'.padEnd(44)}${fmt(total.raw)}${fmt(total.gzip)}${fmt(total.brotli)}`);
console.log(`budget: ${fmt(BUDGET_BROTLI).trim()} brotli (${((100 * total.brotli) / BUDGET_BROTLI).toFixed(0)} % used)`);

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
try {
  process.stdout.write(execFileSync('node', [new URL('paint.mjs', import.meta.url).pathname], { encoding: 'utf8' }));
} catch (e) {
  console.log(`(move timing not measured: ${String(e.message).split('\n')[0]})`);
}

if (process.argv.includes('--check')) {
  const checks = [
    [`whole first load ${total.brotli} ≤ ${BUDGET_BROTLI} bytes brotli`, total.brotli <= BUDGET_BROTLI],
    [`complete 4-player link ${longest} ≤ ${BUDGET_LINK} characters`, longest <= BUDGET_LINK],
  ];
  for (const [what, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  const failed = checks.filter(([, ok]) => !ok).length;
  console.log(`budgets: ${checks.length - failed} passed, ${failed} failed`);
  if (failed) process.exit(1);
}
