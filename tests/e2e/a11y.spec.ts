import { test, expect, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chooseDevice, expectAccessible, freshStart, lcg, newAliBaba, openRules, step, watchForErrors } from './helpers';

const fixtures: Record<string, string> = JSON.parse(readFileSync(join(__dirname, 'fixtures', 'links.json'), 'utf8'));

/** Checks every distinct screen met on the way; `seen` keeps one check per kind of screen. */
async function screenKind(page: Page) {
  return page.evaluate(() => {
    if (document.querySelector('.final-scores')) return 'final';
    if (document.querySelector('[data-testid="confirm"]')) return 'confirm';
    if (document.querySelector('#who-title')) return 'who-are-you';
    if (document.querySelector('.handoff')) return 'handoff';
    if (document.querySelector('.panel:not([hidden])')) return 'choice:' + (document.querySelector('.panel button')?.className ?? '');
    if (document.querySelector('[data-ui="put"]')) return 'lay';
    if (document.querySelector('[data-testid="undo"]')) return 'table-undo';
    return 'table';
  });
}

test('every screen of Ali Baba passes axe', async ({ page }) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  await expectAccessible(page, 'home');
  await openRules(page, 'ali-baba');
  await expectAccessible(page, 'rules');
  await page.goto('/#/new/ali-baba');
  await expect(page.locator('form.setup')).toBeVisible();
  await expectAccessible(page, 'set-up');
  await page.locator('#name-0').fill('');
  await expectAccessible(page, 'set-up with a name cleared');
  await page.goto('/');
  await newAliBaba(page, { names: ['Lea', 'Tom', 'Ana'], variant: 1 });
  const seen = new Set<string>();
  const pick = lcg(12);
  for (let i = 0; i < 400; i++) {
    const kind = await screenKind(page);
    if (!seen.has(kind)) {
      seen.add(kind);
      await expectAccessible(page, kind);
      if (kind.startsWith('table')) {
        await page.locator('[data-testid="history"] summary').click();
        await page.locator('details.game-menu summary').click();
        await expectAccessible(page, `${kind} with history and menu open`);
      }
    }
    if ((await step(page, pick)) === 'over') break;
  }
  await expectAccessible(page, 'final');
  expect([...seen]).toEqual(expect.arrayContaining(['handoff', 'table', 'final']));
  // 200 % text: every score and the language menu still within the screen, nothing cut.
  await page.evaluate(() => { document.documentElement.style.fontSize = '200%'; });
  const outside = await page.evaluate(() => Array.from(document.querySelectorAll('table.final tbody td, table.final tbody th, .top select'))
    .filter((e) => { const r = e.getBoundingClientRect(); return r.right > window.innerWidth + 1 || r.width < 10; })
    .map((e) => e.textContent));
  expect(outside, 'cells cut off at 200 % text').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(problems).toEqual([]);
});

test('every screen of A Thousand and One Treasures passes axe', async ({ page }) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  await openRules(page, 'thousand-and-one');
  await expectAccessible(page, 'rules');
  await page.locator('.rules .btn.primary').click();
  await expectAccessible(page, 'set-up');
  await page.locator('button.primary[type="submit"]').click();
  // The cave first: axe once ran between the set-up and the table, on neither.
  await expect(page.locator('.cave')).toBeVisible();
  const seen = new Set<string>();
  const pick = lcg(3);
  for (let i = 0; i < 1500; i++) {
    const kind = await screenKind(page);
    if (!seen.has(kind)) {
      seen.add(kind);
      await expectAccessible(page, kind);
    }
    if (kind === 'final') break;
    if (kind === 'confirm') {
      await page.locator('[data-testid="confirm-yes"]').click();
      continue;
    }
    const choices = page.locator('.t1-table button[data-act], .t1-table button[data-ui="put"]');
    await choices.nth(pick(await choices.count())).click();
  }
  expect([...seen]).toEqual(expect.arrayContaining(['table', 'lay', 'final']));
  expect(problems).toEqual([]);
});

test('the screens around links pass axe', async ({ page }) => {
  await freshStart(page);
  await page.goto(`/#${fixtures.thousand}`);
  await expect(page.locator('#who-title')).toBeVisible();
  await expectAccessible(page, 'who are you');
  await page.locator('.handoff button', { hasText: 'I am Tom' }).click();
  await expectAccessible(page, 'waiting, with the link to send');
  await page.goto('/#t=not-a-game');
  await expect(page.locator('.banner.error')).toBeVisible();
  await expectAccessible(page, 'broken link');
  await freshStart(page);
  await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
  await page.locator('.handoff .btn.primary').click();
  await chooseDevice(page, '1');
  await expectAccessible(page, 'by link, waiting');
});

test('focus follows every change of screen, never left on the page body', async ({ page }) => {
  await freshStart(page);
  const focused = () => page.evaluate(() => {
    const e = document.activeElement;
    return e && e !== document.body ? `${e.tagName.toLowerCase()}:${(e.textContent ?? '').trim().slice(0, 40)}` : 'body';
  });
  await page.locator('[data-game="ali-baba"] .btn.primary').click();
  await expect(page.locator('form.setup')).toBeVisible();
  await expect.poll(focused, 'after New game').toMatch(/^h1:/);
  await page.locator('input[name="start"]').nth(1).check();
  await page.locator('button.primary[type="submit"]').click();
  await expect.poll(focused, 'after Start the game').toBe('button:I am Player 1 — show my turn');
  await page.locator('.top .home').click();
  await expect.poll(focused, 'on going home').toMatch(/^h1:Sesame/);
  // A damaged save removed: focus on the list it was in.
  await page.evaluate(() => localStorage.setItem('sesame.save.broken', '1.this-is-not-a-game'));
  await page.reload();
  await page.locator('[data-problem] .btn.danger').click();
  await page.locator('[data-problem] .btn.danger.primary').click();
  await expect(page.locator('[data-problem]')).toHaveCount(0);
  await expect.poll(focused, 'after removing a damaged save').toMatch(/^h2:/);
});

test("Sidibaba's rules open from Home in the first app, with the app's own decisions", async ({ page }) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  await openRules(page, 'sidibaba');
  await expect(page.locator('.minute li')).toHaveCount(4);
  await expect(page.locator('.adaptation', { hasText: 'only you look' })).toHaveCount(1);
  // Its own decisions are there (the clock, no undo, no link), and nothing on sending turns.
  await expect(page.locator('.adaptation', { hasText: 'The time runs only while the game is on the screen' })).toHaveCount(1);
  await expect(page.locator('article.rules h2', { hasText: 'Playing across town' })).toHaveCount(0);
  await expectAccessible(page, 'Sidibaba rules');
  expect(problems).toEqual([]);
});
