import { test, expect } from '@playwright/test';
import { appReady, expectAccessible, freshStart, openRules, shot, watchForErrors } from './helpers';

/** The WebAssembly files the page fetches. */
function wasmRequests(page: import('@playwright/test').Page) {
  const seen: string[] = [];
  page.on('request', (r) => { if (r.url().endsWith('.wasm')) seen.push(new URL(r.url()).pathname.replace(/^.*\//, '')); });
  return seen;
}

test('Home, Ali Baba and A Thousand and One never fetch the app with Sidibaba', async ({ page }) => {
  const wasm = wasmRequests(page);
  await freshStart(page);
  await page.locator('[data-game="thousand-and-one"] .btn.primary').click();
  await page.locator('button.primary[type="submit"]').click();
  await expect(page.locator('.cave')).toBeVisible();
  await page.locator('.top .home').click();
  await openRules(page, 'sidibaba');
  await expect(page.locator('.minute')).toBeVisible();
  expect(wasm.length).toBeGreaterThan(0);
  expect(wasm.filter((f) => f.startsWith('sesame-full-')), 'the Sidibaba app stays unloaded').toEqual([]);
});

test("Sidibaba's set-up opens in the app with Sidibaba: the line, its 12 lamps and the Leader", async ({ page }, info) => {
  const problems = watchForErrors(page);
  const wasm = wasmRequests(page);
  await freshStart(page);
  await page.locator('[data-game="sidibaba"] .btn.primary').click();
  await expect(page).toHaveURL(/\?app=full#\/new\/sidibaba$/);
  await expect(page.locator('#boot')).toHaveCount(0);
  await expect(page.locator('main h1')).toHaveText('New game of Sidibaba');
  expect(wasm.some((f) => f.startsWith('sesame-full-')), 'the app with Sidibaba was loaded').toBe(true);
  // Its styles come with it (they are not in the first page).
  expect(await page.locator('.sidi-line').evaluate((e) => getComputedStyle(e).listStyleType)).toBe('none');
  await expectAccessible(page, 'Sidibaba set-up');
  // Three Adventurers by default, the lamps shared 4, 4, 4.
  await expect(page.locator('.sidi-member')).toHaveCount(3);
  await expect(page.locator('.sidi-member .count')).toHaveText(['4 lamps', '4 lamps', '4 lamps']);
  await expect(page.locator('.lamp-sum')).toHaveText('All 12 lamps are shared out.');
  await page.locator('.segmented button', { hasText: '5' }).click();
  await expect(page.locator('.sidi-member .count')).toHaveText(['3 lamps', '3 lamps', '2 lamps', '2 lamps', '2 lamps']);
  await page.locator('#name-0').fill('Samir');
  await page.locator('#name-1').fill('Lea');
  // Lea goes first in the line, with her lamps; then she gives all of hers away…
  await page.getByRole('button', { name: 'Lea one place forward' }).click();
  await expect(page.locator('#name-0')).toHaveValue('Lea');
  await expect(page.locator('#name-1')).toHaveValue('Samir');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'One lamp less for Lea' }).click();
  await expect(page.locator('.lamp-sum')).toHaveText('3 lamps still to share out');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'One lamp more for Samir' }).click();
  await expect(page.locator('.lamp-sum')).toHaveText('All 12 lamps are shared out.');
  // …and the rules refuse a line whose head has no lamp to light.
  await page.locator('button.primary[type="submit"]').click();
  await expect(page.locator('.error-text')).toHaveText('Share out all 12 lamps, and give the first in line at least one.');
  await page.getByRole('button', { name: 'One lamp more for Lea' }).click();
  await expect(page.locator('.lamp-sum')).toHaveText('1 lamp too many: there are 12');
  await page.getByRole('button', { name: 'One lamp less for Samir' }).click();
  await page.locator('input[name="leader"]').nth(1).check();
  await expect(page.locator('#leader-name')).toBeVisible();
  await page.locator('button.primary[type="submit"]').click();
  // The Leader, a person here, sets the maze up first, alone with the device.
  await expect(page.locator('main h1')).toHaveText('Pass the device to The Leader of the Thieves');
  await expect(page.locator('[data-testid="maze"]')).toHaveCount(0);
  await expectAccessible(page, "Sidibaba, the Leader's hand-off");
  // The Leader chooses a maze and places the Treasure on it: each square a button, its walls in view.
  await page.locator('.handoff .btn.primary').click();
  await page.getByRole('button', { name: 'Maze 1', exact: true }).click();
  await expect(page.locator('[data-testid="maze"] button.pick')).toHaveCount(64);
  await shot(page, info, 'sidibaba-place-treasure');
  await expectAccessible(page, "Sidibaba, the Leader places the Treasure");
  // The app with Sidibaba is the whole app: Home and the other games work in it.
  await page.locator('.top .home').click();
  await appReady(page);
  await page.locator('[data-game="ali-baba"] .btn.primary').click();
  await page.locator('button.primary[type="submit"]').click();
  await expect(page.locator('.handoff, .pyramid').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('the set-up speaks German in the app with Sidibaba too', async ({ page }) => {
  const problems = watchForErrors(page);
  await freshStart(page, 'de');
  await page.goto('/#/new/sidibaba');
  await expect(page).toHaveURL(/\?app=full/);
  await expect(page.locator('#boot')).toHaveCount(0);
  await expect(page.locator('main h1')).toHaveText('Neues Spiel: Sidibaba');
  await expect(page.locator('.sidi-member .count').first()).toHaveText('4 Lampen');
  await expect(page.locator('.lamp-sum')).toHaveText('Alle 12 Lampen sind verteilt.');
  expect(problems).toEqual([]);
});

test.describe('without a service worker', () => {
  // Its cache would answer; the network is what fails here.
  test.use({ serviceWorkers: 'block' });
  test('when the app with Sidibaba cannot be had, the page goes Home in the first app', async ({ page }) => {
    await freshStart(page);
    await page.route(/sesame-full-/, (route) => route.abort('internetdisconnected'));
    await page.goto('/#/new/sidibaba');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/#\/$/);
    await appReady(page);
    await openRules(page, 'ali-baba');
    await expect(page.locator('.minute')).toBeVisible();
  });
});
