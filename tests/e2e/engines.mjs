// The other engines a phone uses: a smoke test of the release build in WebKitGTK (Safari's
// engine, through WebKitWebDriver under xvfb-run) and Firefox ESR (WebDriver BiDi, through
// puppeteer-core). In each: the home screen starts, a few moves of each game are played, no
// script error happens, and the WebAssembly is fetched exactly once.
//
//   node engines.mjs [webkit] [firefox]      (both by default; `make test` runs it)

import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { chromium as playwrightChromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const PORT = 8767;
const BASE = `http://127.0.0.1:${PORT}/`;

function start(command, args, env = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env }, detached: true });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  child.stderrText = () => stderr;
  return child;
}

function stop(child) {
  try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
}

async function until(what, test, ms = 20000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await test().catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

// ---- one small interface over both drivers: open a page, run a function in it ----

/** WebDriver (classic) over HTTP, enough for this test. */
async function webkit() {
  const port = 4450;
  const driver = start('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`]);
  const url = `http://127.0.0.1:${port}`;
  const call = async (method, path, body) => {
    const r = await fetch(url + path, { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    const json = await r.json();
    if (json.value && json.value.error) throw new Error(`${json.value.error}: ${json.value.message}`);
    return json.value;
  };
  await until('WebKitWebDriver', () => fetch(url + '/status').then((r) => r.ok));
  const session = await call('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        'webkitgtk:browserOptions': { binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', args: ['--automation'] },
      },
    },
  });
  const s = `/session/${session.sessionId}`;
  return {
    name: `WebKitGTK (${session.capabilities.browserVersion})`,
    goto: (u) => call('POST', `${s}/url`, { url: u }),
    run: (fn, ...args) => call('POST', `${s}/execute/sync`, { script: `return (${fn}).apply(null, arguments)`, args }),
    errors: async () => [],
    close: async () => { await call('DELETE', s).catch(() => {}); stop(driver); },
  };
}

/** Firefox ESR over WebDriver BiDi. */
async function firefox() {
  const browser = await puppeteer.launch({
    browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true,
    extraPrefsFirefox: { 'network.proxy.type': 0 },
  });
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  return {
    name: `Firefox (${await browser.version()})`,
    goto: (u) => page.goto(u),
    run: (fn, ...args) => page.evaluate(fn, ...args),
    errors: async () => errors,
    close: () => browser.close(),
  };
}

/** Debian's Chromium through Playwright: only to host a table for the other engines. */
async function chromium() {
  const browser = await playwrightChromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  return {
    name: `Chromium (${browser.version()})`,
    goto: (u) => page.goto(u),
    run: (fn, ...args) => page.evaluate(([f, a]) => eval(`(${f})`).apply(null, a), [fn.toString(), args]),
    errors: async () => [],
    close: () => browser.close(),
  };
}

// ---- the scenario, the same in every engine ----

async function scenario(b) {
  await b.goto(BASE + '#/');
  // The app's home screen, not the plain-HTML first view it replaces.
  await until('the home screen', () => b.run(() => !document.getElementById('boot') && document.querySelectorAll('.game-card').length === 3));
  // From here on, errors the page raises are kept (Firefox's driver also sees earlier ones).
  const keepErrors = () => b.run(() => {
    window.smokeErrors = [];
    addEventListener('error', (e) => window.smokeErrors.push(String(e.message)));
    addEventListener('unhandledrejection', (e) => window.smokeErrors.push(String(e.reason)));
  });
  await keepErrors();
  await b.run(() => localStorage.clear());
  const wasm = await b.run(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('_bg.wasm')).length);
  const click = (selector, index = 0) => until(`a click on ${selector}`, () => b.run((sel, i) => {
    const els = document.querySelectorAll(sel);
    if (els.length <= i) return false;
    els[i].click();
    return true;
  }, selector, index));
  // The first of `selectors` that is there (the earlier selectors first), once one is.
  const clickFirst = (what, ...selectors) => until(what, () => b.run((sels) => {
    const e = sels.map((sel) => document.querySelector(sel)).find(Boolean);
    if (!e) return false;
    e.click();
    return true;
  }, selectors));

  // Ali Baba: set up, hand-off, three turns.
  await click('[data-game="ali-baba"] .btn.primary');
  await click('form.setup button.primary[type="submit"]');
  let turns = 0;
  for (let i = 0; i < 40 && turns < 4; i++) {
    const did = await until('something to do', () => b.run(() => {
      const pick = (sel) => { const e = document.querySelector(sel); if (e) e.click(); return !!e; };
      if (pick('.handoff .btn.primary')) return 'handoff';
      if (pick('[data-testid="skip"]')) return 'skip';
      if (pick('button.tile.selectable')) return 'take';
      if (pick('.panel button')) return 'choice';
      return false;
    }));
    if (did === 'handoff') turns++;
  }
  // The last hand-off began a playback of the others' moves: skipped, back to the table.
  const aliBaba = await until('the table after the playback', () => b.run(() => {
    document.querySelector('[data-testid="skip"]')?.click();
    return document.querySelector('[data-testid="history"] summary')?.textContent ?? false;
  }));

  // A Thousand and One Treasures: set up, pawns placed, a few moves.
  await click('.top .home');
  await click('[data-game="thousand-and-one"] .btn.primary');
  await click('form.setup button.primary[type="submit"]');
  // Taps until eight moves are in the history: how many taps a move takes depends on the cards
  // drawn (a card with walls is first turned, then put), so the count of taps is not fixed.
  const history = () => b.run(() => document.querySelector('[data-testid="history"] summary')?.textContent ?? '');
  const count = (s) => Number((s.match(/\d+/) ?? ['0'])[0]);
  // When a pawn's only move is out of the cave, the tap asks first (leaving is for good): yes.
  for (let i = 0; i < 40 && count(await history()) < 8; i++) {
    await clickFirst('a square to choose', '[data-testid="confirm-yes"]', '.t1-table button[data-act], .t1-table button[data-ui="put"]');
  }
  const thousand = await history();
  let errors = await b.run(() => window.smokeErrors);
  let crashed = await b.run(() => !document.getElementById('crash')?.hidden);

  // Sidibaba: the page starts again with the app with Sidibaba; a lamp lit, a few movements.
  await click('.top .home');
  await click('[data-game="sidibaba"] .btn.primary');
  await until('the app with Sidibaba', () => b.run(() => location.search === '?app=full' && !!document.querySelector('form.sidi-setup')));
  await keepErrors();
  await click('form.sidi-setup button.primary[type="submit"]');
  await click('.sidi-controls [data-key~="KeyL"]');
  // The Leader may play an event from the party's first movement on: one that asks an Adventurer
  // what to give hands the device to them first.
  for (let i = 0; i < 4; i++) {
    await clickFirst('a movement, a choice or a hand-off', '.handoff .btn.primary', '.sidi-pad button[data-act], .sidi-controls button[data-act]');
  }
  const sidibaba = await until('the lamp burning', () => b.run(() => document.querySelector('[data-testid="time-left"]')?.textContent || false));
  errors = [...errors, ...(await b.run(() => window.smokeErrors)), ...(await b.errors())];
  crashed ||= await b.run(() => !document.getElementById('crash')?.hidden);
  return { wasm, aliBaba, thousand, sidibaba, errors, crashed };
}

/** A table of phones across engines: `host` sets up Ali Baba for two and invites, `guest`
 *  opens the invitation and takes the second seat, the host takes the answer as a link, the
 *  guest's game opens, and the first move reaches the other phone. */
async function table(host, guest) {
  const click = (b, selector) => until(`a click on ${selector}`, () => b.run((sel) => {
    const e = document.querySelector(sel);
    if (!e) return false;
    e.click();
    return true;
  }, selector));
  const value = (b, selector) => until(`a value in ${selector}`, () => b.run((sel) => document.querySelector(sel)?.value || false, selector));
  const choose = (b, selector, v) => until(`${v} in ${selector}`, () => b.run((sel, val) => {
    const e = document.querySelector(sel);
    if (!e) return false;
    e.value = val;
    e.dispatchEvent(new Event(e.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
    return true;
  }, selector, v));
  await host.goto(BASE + '#/');
  await until('the home screen', () => host.run(() => !document.getElementById('boot') && document.querySelectorAll('.game-card').length === 3));
  await host.run(() => localStorage.clear());
  await click(host, '[data-game="ali-baba"] .btn.primary');
  await click(host, 'form.setup button.primary[type="submit"]');
  await click(host, '.handoff .btn.primary');
  await click(host, 'details.game-menu summary');
  await choose(host, '[data-testid="device"]', 'phones');
  await click(host, '[data-testid="seat-0"]');
  const invitation = await value(host, '[data-testid="invitation-link"]');
  const started = Date.now();
  await guest.goto(invitation);
  await click(guest, '[data-testid="seat-1"]');
  const answer = await value(guest, '[data-testid="answer-link"]');
  await choose(host, '[data-testid="answer-field"]', answer);
  await click(host, '[data-testid="connect"]');
  // The host compares the codes on both phones, then lets the guest in.
  await click(host, '[data-testid="code-same"]');
  await until('the guest\'s game', () => guest.run(() => !!document.querySelector('.game-table')));
  const joined = Date.now() - started;
  await click(host, '[data-testid="to-game"]');
  // Whoever was drawn to start takes a tile on their phone; the other phone shows the move.
  const take = (b) => b.run(() => {
    const tile = document.querySelector('.game-table button.tile.selectable');
    tile?.click();
    return !!tile;
  });
  const mover = await until('a tile to take on either phone', async () => ((await take(host)) && host) || ((await take(guest)) && guest));
  const other = mover === host ? guest : host;
  const moved = await until('the move on the other phone', () => other.run(() => {
    const s = document.querySelector('[data-testid="history"] summary')?.textContent ?? '';
    return /[1-9]/.test(s) && s;
  }));
  return `${host.name} invited ${guest.name}: joined in ${joined} ms, a move arrived on the other phone ("${moved}")`;
}

const engines = { webkit, firefox };
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(engines);
const server = start('python3', [join(root, 'tools', 'serve.py'), '--port', String(PORT), '--dir', join(root, 'dist')], { SERVE_QUIET: '1' });
let failed = false;
try {
  await until('the test server', () => fetch(BASE).then((r) => r.ok));
  for (const name of chosen) {
    const b = await engines[name]();
    try {
      const r = await scenario(b);
      const moves = (s) => Number((s.match(/\d+/) ?? ['0'])[0]);
      const problems = [
        r.wasm !== 1 && `the WebAssembly was fetched ${r.wasm} times`,
        moves(r.aliBaba) < 3 && `Ali Baba: only "${r.aliBaba}"`,
        moves(r.thousand) < 8 && `A Thousand and One: only "${r.thousand}"`,
        !/\d:\d\d left/.test(r.sidibaba) && `Sidibaba: no lamp burning ("${r.sidibaba}")`,
        r.crashed && 'the panic screen showed',
        ...r.errors.map((e) => `script error: ${e}`),
      ].filter(Boolean);
      console.log(`${b.name}: WebAssembly fetched ${r.wasm}×; Ali Baba "${r.aliBaba}"; A Thousand and One "${r.thousand}"; Sidibaba "${r.sidibaba}"; ${problems.length ? 'FAILED' : 'ok'}`);
      for (const p of problems) console.log(`  - ${p}`);
      failed ||= problems.length > 0;
    } finally {
      await b.close();
    }
  }
  // A table of phones across engines: WebKitGTK's build here has no WebRTC (no
  // RTCPeerConnection), so Firefox ESR and Chromium invite each other.
  if (chosen.includes('firefox')) {
    for (const [makeHost, makeGuest] of [[chromium, firefox], [firefox, chromium]]) {
      const host = await makeHost();
      const guest = await makeGuest();
      try {
        console.log(await table(host, guest));
      } finally {
        await host.close();
        await guest.close();
      }
    }
  }
} catch (e) {
  console.log(`engine smoke test: ${e.stack ?? e}`);
  failed = true;
} finally {
  stop(server);
}
process.exit(failed ? 1 : 0);
