#!/usr/bin/env node
// Lighthouse (npm, mobile: a mid-range phone on slow 4G, simulated) on the release build in
// dist/, served by tools/serve.py as `make serve` serves it, in Debian's Chromium, offline.
// Prints the performance score, first and largest contentful paint, blocking time and layout
// shift (each the median of five runs) as one JSON line; tools/bench.mjs reads it and checks
// the budgets.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const PORT = 8096;
const root = new URL('..', import.meta.url).pathname;
const server = spawn('python3', [`${root}tools/serve.py`, '--port', String(PORT), '--dir', `${root}dist`], {
  stdio: 'ignore', env: { ...process.env, SERVE_QUIET: '1' },
});
let chrome;
try {
  for (let i = 0; i < 50 && !(await fetch(`http://127.0.0.1:${PORT}/`).then((r) => r.ok).catch(() => false)); i++) await sleep(100);
  // Five runs, each figure the median. (Before the loader waited for the first paint, see
  // tools/csp.mjs, a run reported a largest paint of either about 1.1 s or about 2.3 s.)
  const runs = [];
  for (let i = 0; i < 5; i++) {
    chrome = await chromeLauncher.launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    const result = await lighthouse(`http://127.0.0.1:${PORT}/`, {
      port: chrome.port, onlyCategories: ['performance'], formFactor: 'mobile', throttlingMethod: 'simulate', logLevel: 'error',
    });
    await chrome.kill();
    chrome = null;
    const a = result.lhr.audits;
    runs.push({
      performance: Math.round(result.lhr.categories.performance.score * 100),
      fcp_ms: Math.round(a['first-contentful-paint'].numericValue),
      lcp_ms: Math.round(a['largest-contentful-paint'].numericValue),
      tbt_ms: Math.round(a['total-blocking-time'].numericValue),
      cls: a['cumulative-layout-shift'].numericValue,
    });
  }
  const median = (key) => runs.map((r) => r[key]).sort((x, y) => x - y)[2];
  const figures = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(k)]));
  console.log(JSON.stringify({ ...figures, runs: runs.map((r) => `${r.performance}/${r.lcp_ms}`).join(' ') }));
} finally {
  await chrome?.kill();
  server.kill();
}
