// Saves, links and names from a hostile or unlucky world: each case failed on the app before
// saves were checksummed and validated, and must now give a clear message and lose nothing.
import { test, expect, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appReady, freshStart, lcg, newAliBaba, openRules, shot, step, watchForErrors } from './helpers';

const fixtures: Record<string, string> = JSON.parse(readFileSync(join(__dirname, 'fixtures', 'links.json'), 'utf8'));

async function saves(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith('sesame.save.'))));
}

/** Rewrites the stored save of a game: its payload bytes changed by `edit`, the checksum made
 * right again (format 3), so that only the app's validation can object. Runs in the page. */
async function tamper(page: Page, key: string, original: string, lastBytes: number[]) {
  await page.evaluate(({ key, original, lastBytes }) => {
    const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const decode = (s: string) => {
      const out: number[] = [];
      let bits = 0, n = 0;
      for (const c of s) {
        n = (n << 6) | A.indexOf(c);
        bits += 6;
        if (bits >= 8) { bits -= 8; out.push((n >> bits) & 255); }
      }
      return out;
    };
    const encode = (b: number[]) => {
      let s = '', bits = 0, n = 0;
      for (const x of b) {
        n = (n << 8) | x; bits += 8;
        while (bits >= 6) { bits -= 6; s += A[(n >> bits) & 63]; }
      }
      if (bits > 0) s += A[(n << (6 - bits)) & 63];
      return s;
    };
    const crc32 = (b: number[]) => {
      let c = ~0;
      for (const x of b) { c ^= x; for (let i = 0; i < 8; i++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1; }
      return ~c >>> 0;
    };
    const bytes = decode(original.slice(original.indexOf('.') + 1)).slice(0, -4);
    // The device is the last field: PassAndPlay is one byte (0); Player(seat) is 1, seat.
    bytes.splice(bytes.length - 1, 1, ...lastBytes);
    const c = crc32(bytes);
    const version = original.slice(0, original.indexOf('.') + 1);
    localStorage.setItem(key, version + encode([...bytes, c & 255, (c >>> 8) & 255, (c >>> 16) & 255, c >>> 24]));
  }, { key, original, lastBytes });
}

async function oneMoveOfAliBaba(page: Page) {
  await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
  await page.locator('.handoff .btn.primary').click();
  await page.locator('button.tile.selectable').first().click();
  await page.locator('.top .home').click();
  const key = Object.keys(await saves(page))[0];
  return key;
}

test('a save whose device is a seat that does not exist is reported as damaged, never opened', async ({ page }, info) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  const key = await oneMoveOfAliBaba(page);
  const id = key.slice('sesame.save.'.length);
  const original = (await saves(page))[key];
  for (const seat of [2, 3, 9, 255]) {
    await tamper(page, key, original, [1, seat]);
    const stored = (await saves(page))[key];
    await page.goto('/#/');
    await page.reload();
    await expect(page.locator('[data-problem]'), `seat ${seat}`).toContainText('could not be read');
    await expect(page.locator('.save')).toHaveCount(0);
    await page.goto(`/#/play/${id}`);
    await expect(page.locator('main .banner.error')).toContainText('could not be read');
    await page.reload();
    await expect(page.locator('main .banner.error')).toContainText('could not be read');
    expect((await saves(page))[key], 'left as it was').toBe(stored);
    if (seat === 2) await shot(page, info, 'damaged-seat');
  }
  // Seat 1 exists: the same edit with a real seat opens.
  await tamper(page, key, original, [1, 1]);
  await page.goto('/#/');
  await page.reload();
  await page.locator('.save .btn.primary').click();
  await expect(page.locator('.ab-table, .banner.waiting').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a save changed in one character, or with an odd version, is damaged and never another game', async ({ page }) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  const key = await oneMoveOfAliBaba(page);
  const good = (await saves(page))[key];
  // The current save format (5 since Sidibaba's Leader has a strength), whatever comes later.
  const version = Number(good.slice(0, good.indexOf('.')));
  expect(version).toBeGreaterThanOrEqual(5);
  const body = good.slice(good.indexOf('.') + 1);
  const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const variants: string[] = ['0.' + body, '01.' + body, `+${version}.` + body];
  for (let i = good.length - body.length; i < good.length - 1; i += Math.max(1, Math.floor(good.length / 12))) {
    const c = good[i] === 'A' ? 'B' : 'A';
    variants.push(good.slice(0, i) + c + good.slice(i + 1));
  }
  for (const v of variants) {
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, v]);
    await page.reload();
    await expect(page.locator('[data-problem]'), v).toHaveCount(1);
    await expect(page.locator('.save')).toHaveCount(0);
  }
  // A newer version says so, apart from damage.
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, `${version + 1}.` + body]);
  await page.reload();
  await expect(page.locator('[data-problem]')).toContainText('newer version of Sesame');
  expect(A.length).toBe(64);
  expect(problems).toEqual([]);
});

test('with storage switched off, the game in progress stays on Home and can be kept as a link', async ({ page }, info) => {
  const problems = watchForErrors(page);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() { throw new DOMException('Access is denied.', 'SecurityError'); },
    });
  });
  await page.goto('/');
  await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
  const pick = lcg(3);
  for (let i = 0; i < 3; i++) await step(page, pick);
  await page.locator('.top .home').click();
  await expect(page.locator('.save')).toHaveCount(1);
  await expect(page.locator('[data-testid="in-memory"]')).toContainText('lost when this tab closes');
  await page.locator('.save [data-testid="keep-as-link"]').click();
  const link = await page.locator('[data-testid="share"]').getAttribute('data-link');
  expect(link).toContain('#t=');
  await shot(page, info, 'storage-off-home');
  await page.locator('.save .btn.primary', { hasText: 'Resume' }).click();
  await expect(page.locator('.handoff, .ab-table').first()).toBeVisible();
  await expect(page.locator('[data-testid="storage-banner"] [data-testid="keep-as-link"]')).toBeVisible();
  expect(problems).toEqual([]);
});

test('Back from a new game goes Home, and Start twice never makes two games', async ({ page }) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
  await page.goBack();
  await appReady(page);
  await expect(page.locator('form.setup')).toHaveCount(0);
  await expect(page.locator('.save')).toHaveCount(1);
  await page.goForward();
  await expect(page.locator('.handoff')).toBeVisible();
  expect(Object.keys(await saves(page))).toHaveLength(1);
  // Opening the game menu is no screen of its own: Back leaves the game.
  await page.locator('.handoff .btn.primary').click();
  await page.locator('details.game-menu summary').click();
  await expect(page.locator('[data-testid="device"]')).toBeVisible();
  await page.reload();
  await expect(page.locator('.handoff'), 'a reload hides the table again').toBeVisible();
  await page.goBack();
  await appReady(page);
  expect(problems).toEqual([]);
});

test('a player called {tile} is only ever a name', async ({ page }) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  await newAliBaba(page, { names: ['{tile}', '{name}'], start: 0 });
  await expect(page.locator('.handoff h1')).toHaveText('Pass the device to {tile}');
  await page.locator('.handoff .btn.primary').click();
  const label = await page.locator('button.tile.selectable').first().getAttribute('aria-label');
  const tile = label!.split(',')[0];
  await page.locator('button.tile.selectable').first().click();
  while (!(await page.locator('.handoff').count())) {
    const pass = page.locator('.panel button', { hasText: /Don't use|Keep none/ });
    if (await pass.count()) await pass.click();
    else await page.locator('.panel button').first().click();
  }
  await expect(page.locator('.handoff .log')).toContainText(`{tile} took ${tile}`);
  expect(problems).toEqual([]);
});

test('names of invisible or direction characters are refused with a message', async ({ page }) => {
  await freshStart(page);
  await page.locator('[data-game="ali-baba"] .btn.primary').click();
  for (const name of ['\u200B\u200B', 'Lea\u202E', '\u2066Tom\u2069', '\u200D']) {
    await page.locator('#name-1').fill(name);
    await page.locator('button.primary[type="submit"]').click();
    await expect(page.locator('.error-text'), JSON.stringify(name)).toContainText(/invisible characters|needs a name/);
    await expect(page.locator('form.setup')).toBeVisible();
  }
  expect(Object.keys(await saves(page))).toHaveLength(0);
  // An emoji name is kept whole, not cut in half.
  const emoji = '😀'.repeat(32);
  await page.locator('#name-1').fill(emoji);
  await page.locator('input[name="start"]').nth(1).check();
  await page.locator('button.primary[type="submit"]').click();
  await expect(page.locator('.handoff')).toBeVisible();
  const stored = await page.evaluate(() => document.querySelector('.handoff h1')!.textContent);
  expect(stored).not.toContain('\uFFFD');
});

test('a long unbroken name is clipped and never widens the page', async ({ page }, info) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  const long = 'W'.repeat(32);
  await newAliBaba(page, { names: [long, 'Tom'], start: 0 });
  const wide = async (where: string) => {
    const w = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(w[0], `${where}: page width ${w[0]} in a ${w[1]} px window`).toBeLessThanOrEqual(w[1]);
  };
  await expect(page.locator('.handoff h1')).toContainText('WWWWWWWWWWWWW…');
  await wide('hand-off');
  await page.locator('.handoff .btn.primary').click();
  await page.locator('details.game-menu summary').click();
  await expect(page.locator('[data-testid="device"]')).toBeVisible();
  await wide('table with the device menu');
  await shot(page, info, 'long-name');
  await page.locator('.top .home').click();
  await wide('home');
  expect(problems).toEqual([]);
});

test('saves under odd ids are listed and open', async ({ page }) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  const key = await oneMoveOfAliBaba(page);
  const text = (await saves(page))[key];
  const ids = ['a<b', 'q"x', 'a b', 'ünï', '', '50%', 'x/y#z'];
  await page.evaluate(([ids, text]) => {
    localStorage.clear();
    for (const id of ids as string[]) localStorage.setItem('sesame.save.' + id, text as string);
  }, [ids, text] as const);
  await page.reload();
  await expect(page.locator('.save')).toHaveCount(ids.length);
  for (let i = 0; i < ids.length; i++) {
    await page.locator('.save .btn.primary').nth(i).click();
    await expect(page.locator('.handoff, .ab-table').first(), `id ${JSON.stringify(ids[i])}`).toBeVisible();
    await page.reload();
    await expect(page.locator('.handoff, .ab-table').first(), `reload of id ${JSON.stringify(ids[i])}`).toBeVisible();
    await page.locator('.top .home').click();
  }
  expect(problems).toEqual([]);
});

test('a link that a chat app extended with a newline or padding still opens', async ({ page }) => {
  const problems = watchForErrors(page);
  for (const tail of ['%0A', '==', '%0D%0A', '%20', '=%0A']) {
    await freshStart(page);
    await page.goto(`/#${fixtures.good}${tail}`);
    await expect(page.locator('#who-title'), tail).toBeVisible();
  }
  // Still broken after that: its own message, and the message survives a reload.
  await page.goto(`/#${fixtures.truncated}%0A`);
  await expect(page.locator('.link-problem')).toContainText('cut short');
  await page.reload();
  await expect(page.locator('.link-problem')).toContainText('cut short');
  expect(problems).toEqual([]);
});

test('the Content-Security-Policy stops an injected inline script', async ({ page }) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toMatch(/script-src 'self'/);
  expect(policy).not.toContain('unsafe-inline\' ;');
  expect(policy!.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
  const ran = await page.evaluate(async () => {
    const w = window as unknown as Record<string, unknown>;
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective));
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.append(s);
    const div = document.createElement('div');
    div.innerHTML = '<img src="data:," onerror="window.__handler = true">';
    document.body.append(div);
    await new Promise((r) => setTimeout(r, 300));
    return { script: w.__injected === true, handler: w.__handler === true, violations };
  });
  expect(ran.script).toBe(false);
  expect(ran.handler).toBe(false);
  expect(ran.violations.length).toBeGreaterThan(0);
  // The app itself still works under the policy.
  await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
  await page.locator('.handoff .btn.primary').click();
  await page.locator('button.tile.selectable').first().click();
  expect(problems.filter((p) => !p.includes('Content Security Policy'))).toEqual([]);
});

test.describe(() => {
  // The service worker would answer from its cache, out of the test's reach.
  test.use({ serviceWorkers: 'block' });
test('the rules texts load when asked for, and a failed load says so and can be tried again', async ({ page }, info) => {
  await freshStart(page);
  await page.route('**/rules.json', (route) => route.abort());
  await openRules(page, 'ali-baba');
  await expect(page.locator('.rules .banner.error')).toContainText('The rules could not be loaded.');
  await page.unroute('**/rules.json');
  await page.locator('.rules .banner.error .btn').click();
  await expect(page.locator('.rules h2').first()).toBeVisible();
  await expect(page.locator('.rules .adaptation').first()).toBeVisible();
  // First the one-minute card, then the full rules with pictures of the real tiles.
  await expect(page.locator('.rules .minute h2')).toHaveText('How to play in one minute');
  await expect(page.locator('.rules .minute li')).toHaveCount(4);
  expect(await page.evaluate(() => !!(document.querySelector('.rules .minute')!.compareDocumentPosition(document.querySelector('.rules .adaptation')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
  await expect(page.locator('.rule-picture')).toHaveCount(7);
  await expect(page.locator('.rule-picture .chip.c-pink').first()).toBeVisible();
  await shot(page, info, 'rules-pictures');
  // A file that is no rules file is refused like a failed load, never shown.
  await page.route('**/rules.json', (route) => route.fulfill({ body: '<script>alert(1)</script>', contentType: 'application/json' }));
  await page.goto('/#/rules/thousand-and-one');
  await page.reload();
  await expect(page.locator('.rules .banner.error')).toBeVisible();
  await expect(page.locator('.rules h2')).toHaveCount(0);
});

test('German and French texts load when chosen; without them the app speaks English and works', async ({ page }) => {
  await freshStart(page);
  // The file cannot be had: the app starts in English, and the menu says so.
  await page.route('**/messages.json', (route) => route.abort());
  await page.evaluate(() => localStorage.setItem('sesame.lang', 'de'));
  await page.reload();
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.top select')).toHaveValue('en');
  await page.locator('.top select').selectOption('fr');
  await expect(page.locator('.top select')).toHaveValue('en');
  await expect(page.locator('[data-game="ali-baba"] .btn.primary')).toContainText('New game');
  // A file of another version, or no such file: its entries are never shown in the wrong place.
  await page.unroute('**/messages.json');
  await page.route('**/messages.json', (route) => route.fulfill({ body: '[["AppName","Not this text","Falsch","Faux"]]', contentType: 'application/json' }));
  await page.locator('.top select').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('.top .home')).toContainText('Sesame');
  await page.unroute('**/messages.json');
  // The real file: the page in German, at once on the next start.
  await page.reload();
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('[data-game="ali-baba"] .btn.primary')).toContainText('Neues Spiel');
  await expect(page.locator('.top select')).toHaveValue('de');
});
});

test('a move is saved even when the page is left at once (the save waits for the next task, or for the leaving)', async ({ page }) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
  await page.locator('.handoff .btn.primary').click();
  await page.locator('button.tile.selectable').first().waitFor();
  const before = await saves(page);
  const key = Object.keys(before)[0];
  // The tap and the page being left in one go, no task between them: the save is written by then.
  const left = await page.evaluate((key) => {
    (document.querySelector('button.tile.selectable') as HTMLElement).click();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    return localStorage.getItem(key);
  }, key);
  expect(left).not.toEqual(before[key]);
  expect(left!.length).toBeGreaterThan(before[key].length);
  // And a reload opens the game with that move.
  await page.reload();
  await expect(page.locator('#boot')).toHaveCount(0);
  expect((await saves(page))[key]).toEqual(left);
  expect(problems).toEqual([]);
});
