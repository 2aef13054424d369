import { test, expect, Page } from '@playwright/test';
import { freshStart, lcg, newAliBaba, shot } from './helpers';

/** How much of `selector` is on screen (0–1), and whether all of it is. */
async function onScreen(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    const seen = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
    return { part: seen / r.height, whole: r.top >= -1 && r.bottom <= innerHeight + 1 && r.left >= -1 && r.right <= innerWidth + 1 };
  }, selector);
}

/** With a choice open, the board stays in view: at least 80 % of it, and the first choice whole. */
async function boardAndChoiceInView(page: Page, board: string, choice: string, what: string) {
  const b = await onScreen(page, board);
  const c = await onScreen(page, choice);
  expect(b, `${what}: the board is drawn`).not.toBeNull();
  expect(b!.part, `${what}: the board stays in view`).toBeGreaterThanOrEqual(0.8);
  expect(c?.whole, `${what}: the choice is on screen`).toBe(true);
}

test('Ali Baba: the board stays in view whatever choice is open', async ({ page }, info) => {
  await freshStart(page);
  await newAliBaba(page, { names: ['Lea', 'Tom', 'Ada'], start: 0, variant: 1 });
  const pick = lcg(17);
  const kinds = new Set<string>();
  for (let i = 0; i < 400 && kinds.size < 4; i++) {
    if (await page.locator('.final-scores').count()) break;
    if (await page.locator('.handoff').count()) {
      await page.locator('.handoff .btn.primary').click();
      continue;
    }
    await boardAndChoiceInView(page, '.pyramid-wrap', 'button.tile.selectable, .panel button', `step ${i}`);
    const panel = page.locator('.panel button');
    const n = await panel.count();
    if (n) {
      const kind = n > 8 ? 'forbid' : (await page.locator('.panel .tile-choice').count()) ? 'tiles' : 'answer';
      if (!kinds.has(kind)) await shot(page, info, `layout-choice-${kind}`);
      kinds.add(kind);
      await panel.nth(pick(n)).click();
    } else {
      const tiles = page.locator('button.tile.selectable');
      await tiles.nth(pick(await tiles.count())).click();
    }
  }
  expect(kinds.size, `kinds of choice seen: ${[...kinds]}`).toBeGreaterThanOrEqual(2);
});

test('A Thousand and One Treasures: the cave stays in view, the card being laid too', async ({ page }, info) => {
  await freshStart(page);
  await page.locator('[data-game="thousand-and-one"] .btn.primary').click();
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('.cave')).toBeVisible();
  const pick = lcg(23);
  let laid = 0;
  for (let i = 0; i < 120 && laid < 3; i++) {
    if (await page.locator('.final-scores').count()) break;
    if (await page.locator('[data-testid="confirm"]').count()) {
      await page.locator('[data-testid="confirm-no"]').click();
      continue;
    }
    const put = page.locator('[data-ui="put"]');
    if (await put.count()) {
      await boardAndChoiceInView(page, '.cave', '[data-ui="put"]', `laying ${laid}`);
      if (!laid) await shot(page, info, 'layout-t1-lay');
      laid++;
      await put.click();
      continue;
    }
    await boardAndChoiceInView(page, '.cave', '.sq.selectable, .panel-row button', `step ${i}`);
    const moves = page.locator('.sq.selectable');
    const n = await moves.count();
    if (n) await moves.nth(pick(n)).click();
    else await page.locator('.t1-table button[data-act]').first().click();
  }
  expect(laid).toBeGreaterThan(0);
});

test("Sidibaba: the lamp's view and the six movements are on screen together", async ({ page }, info) => {
  await freshStart(page);
  await page.locator('[data-game="sidibaba"] .btn.primary').click();
  await expect(page.locator('#boot')).toHaveCount(0);
  await page.locator('button[type="submit"]').click();
  await page.getByRole('button', { name: 'Light a lamp' }).click();
  await expect(page.locator('.sidi-pad')).toBeVisible();
  await boardAndChoiceInView(page, '.sidi-view .lantern', '.sidi-pad', 'the lamp lit');
  expect((await onScreen(page, '.sidi-pad'))?.whole, 'all six movements').toBe(true);
  await shot(page, info, 'layout-sidibaba');
});

test.describe(() => {
  // The worker would serve the styles from its cache, past the slow line made here.
  test.use({ serviceWorkers: 'block' });
  test('a game started before its styles have loaded says "Loading…" until its table can be drawn as it should', async ({ page }) => {
    let release = () => {};
    const slowLine = new Promise<void>((r) => (release = r));
    await page.route('**/thousand.css', async (route) => {
      await slowLine;
      await route.continue().catch(() => {});
    });
    await freshStart(page);
    await page.locator('[data-game="thousand-and-one"] .btn.primary').click();
    await page.locator('button[type="submit"]').click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect(page.locator('.cave')).toHaveCount(0);
    release();
    await expect(page.locator('.cave')).toBeVisible();
    await boardAndChoiceInView(page, '.cave', '.sq.selectable', 'the styles in');
    await expect(page.locator('#prompt')).toBeFocused();
  });
});
