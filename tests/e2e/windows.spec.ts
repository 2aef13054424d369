import { test, expect, Locator, Page } from '@playwright/test';
import { freshStart, newAliBaba, shot, watchForErrors } from './helpers';

/** Plays through the screen until `takes` tiles were tapped and the turn has gone on (a hand-off).
 * Each tap waits for what it taps, briefly: a screen that changed under it (it followed the
 * other window) is looked at again, never waited on. */
async function takeTiles(page: Page, takes: number, which: number) {
  const handoff = page.locator('.handoff .btn.primary');
  const tiles = page.locator('button.tile.selectable');
  const choices = page.locator('.panel:not([hidden]) button');
  const tap = (target: Locator) => target.click({ timeout: 3_000 }).then(() => true, () => false);
  for (let i = 0, taken = 0; i < 40; i++) {
    await expect(handoff.or(tiles).or(choices).first()).toBeVisible();
    if (await handoff.count()) {
      if (taken >= takes) return;
      await tap(handoff);
    } else if (await tiles.count()) {
      // A white tile may leave a single tile to take.
      const n = await tiles.count();
      if (await tap(tiles.nth(Math.min(which, n - 1)))) taken++;
    } else {
      await tap(choices.first());
    }
  }
  throw new Error('the turns did not go on');
}

async function saves(page: Page) {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith('sesame.save.'))));
}

/** Two windows of the app on one game (one browser, one storage). */
async function twoWindows(browser: import('@playwright/test').Browser, baseURL: string, viewport: { width: number; height: number }, deaf = false) {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
  const a = await context.newPage();
  const problems = watchForErrors(a);
  await freshStart(a);
  await newAliBaba(a, { names: ['Lea', 'Tom'], start: 0 });
  const b = await context.newPage();
  problems.push(...watchForErrors(b));
  // A window that misses the other's news (as a page frozen in the background does).
  if (deaf) await b.addInitScript(() => window.addEventListener('storage', (e) => e.stopImmediatePropagation(), true));
  await b.goto(a.url());
  await expect(b.locator('.handoff')).toBeVisible();
  return { context, a, b, problems };
}

test('a window whose game moved on in another window follows it at once, and says so', async ({ browser, baseURL }, info) => {
  const { context, a, b, problems } = await twoWindows(browser, baseURL!, info.project.use.viewport!);
  await takeTiles(a, 2, 0);
  await expect(b.getByTestId('notice')).toContainText('moved on in another window');
  const before = await saves(a);
  expect(Object.keys(before)).toHaveLength(1);
  // B goes on from where A is: its move extends A's game. (Should A's last news reach B only
  // as B taps, that tap follows it and makes no move: B then taps again.)
  const [key] = Object.keys(before);
  const grown = async () => ((await saves(b))[key] ?? '').length;
  for (let tries = 0; tries < 3 && (await grown()) <= before[key].length; tries++) {
    await takeTiles(b, 1, 1);
    await expect.poll(grown, { timeout: 2_000 }).toBeGreaterThan(before[key].length).catch(() => {});
  }
  const after = await saves(b);
  expect(Object.keys(after)).toEqual([key]);
  expect(after[key].length).toBeGreaterThan(before[key].length);
  await shot(b, info, 'moved-on');
  expect(problems).toEqual([]);
  await context.close();
});

test('a window that missed the news follows the newer game before its next move, and says so', async ({ browser, baseURL }, info) => {
  const { context, a, b, problems } = await twoWindows(browser, baseURL!, info.project.use.viewport!, true);
  await takeTiles(a, 2, 0);
  await a.waitForTimeout(200);
  const newer = await saves(a);
  const [key] = Object.keys(newer);
  // B still shows the start: its first tap follows A's game, and its move goes on from there.
  await takeTiles(b, 1, 1);
  await expect(b.getByTestId('notice')).toContainText('moved on in another window');
  const after = await saves(b);
  expect(Object.keys(after), 'one game, no copy beside it').toEqual([key]);
  expect(after[key].length).toBeGreaterThan(newer[key].length);
  // After a reload the game is there once, and nothing is added by reloading.
  await b.reload();
  await a.reload();
  expect(await saves(a)).toEqual(after);
  await b.goto('/');
  await expect(b.locator("li.save")).toHaveCount(1);
  await shot(b, info, 'followed-before-moving');
  expect(problems).toEqual([]);
  await context.close();
});

test('Sidibaba in two windows: the window that follows never writes its old expedition over the newer one', async ({ browser, baseURL }, info) => {
  const context = await browser.newContext({ baseURL, viewport: info.project.use.viewport!, reducedMotion: 'reduce' });
  const a = await context.newPage();
  const problems = watchForErrors(a);
  await freshStart(a);
  await a.goto('/#/new/sidibaba');
  await expect(a.locator('#boot')).toHaveCount(0);
  await a.locator('button.primary[type="submit"]').click();
  await expect(a.getByRole('button', { name: 'Light a lamp' })).toBeVisible();
  const b = await context.newPage();
  problems.push(...watchForErrors(b));
  await b.goto(a.url());
  // B shows the expedition before A goes on: only then is A's step news to B.
  await expect(b.getByRole('button', { name: 'Light a lamp' })).toBeVisible();
  await a.getByRole('button', { name: 'Light a lamp' }).click();
  await expect(b.getByTestId('notice')).toContainText('moved on in another window');
  // Both lamps burn: the screen B leaves when it follows again would pause its old expedition.
  await b.getByRole('button', { name: 'Go on' }).click();
  await expect(b.locator('.sidi-pad')).toBeVisible();
  // Every write is a record that extends the one before it: none goes back to fewer moves.
  const lengths: number[] = [];
  const record = async (page: Page) => {
    const all = await saves(page);
    expect(Object.keys(all), 'one expedition, no copy beside it').toHaveLength(1);
    lengths.push(Object.values(all)[0].length);
  };
  await record(a);
  await a.locator('.sidi-pad button:not([disabled])').first().click();
  await a.waitForTimeout(300);
  await record(a);
  await a.close({ runBeforeUnload: true });
  await b.waitForTimeout(300);
  await record(b);
  const [first, moved, last] = lengths;
  expect(moved).toBeGreaterThan(first);
  expect(last, 'the step made in A is still there').toBeGreaterThanOrEqual(moved);
  expect(problems).toEqual([]);
  await context.close();
});

test('Home in one window lists the game just started in another', async ({ browser, baseURL }, info) => {
  const context = await browser.newContext({ baseURL, viewport: info.project.use.viewport!, reducedMotion: 'reduce' });
  const a = await context.newPage();
  const problems = watchForErrors(a);
  await freshStart(a);
  const b = await context.newPage();
  problems.push(...watchForErrors(b));
  await b.goto('/');
  await expect(b.locator('li.save')).toHaveCount(0);
  await newAliBaba(a, { names: ['Lea', 'Tom'], start: 0 });
  await expect(b.locator('li.save')).toHaveCount(1);
  await expect(b.locator('li.save')).toContainText('Lea, Tom');
  expect(problems).toEqual([]);
  await context.close();
});
