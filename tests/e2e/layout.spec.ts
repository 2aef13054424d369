import { test, expect, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** With a choice open, the board stays in view: at least 80 % of it, and the first choice whole,
 *  once the screen has settled (focus moves to the prompt a frame after a move is drawn). */
async function boardAndChoiceInView(page: Page, board: string, choice: string, what: string) {
  await expect
    .poll(
      async () => {
        const b = await onScreen(page, board);
        const c = await onScreen(page, choice);
        if (!b) return 'the board is not drawn';
        if (b.part < 0.8) return `only ${Math.round(b.part * 100)} % of the board in view`;
        return c?.whole ? 'in view' : 'the choice is not whole on screen';
      },
      { message: what, timeout: 3000 },
    )
    .toBe('in view');
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
  await page.locator('button.primary[type="submit"]').click();
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
  await page.locator('button.primary[type="submit"]').click();
  await page.getByRole('button', { name: 'Light a lamp' }).click();
  await expect(page.locator('.sidi-pad')).toBeVisible();
  await boardAndChoiceInView(page, '.sidi-view .lantern', '.sidi-pad', 'the lamp lit');
  expect((await onScreen(page, '.sidi-pad'))?.whole, 'all six movements').toBe(true);
  // On a wide screen the line stands beside the view, whole, with no scrolling.
  if ((page.viewportSize()?.width ?? 0) >= 700) {
    expect((await onScreen(page, '.sidi-line-now'))?.whole, 'the line in view').toBe(true);
    const [view, line] = await Promise.all(['.sidi-view .lantern', '.sidi-line-now'].map((s) => page.locator(s).boundingBox()));
    expect(line!.x, 'the line beside the view').toBeGreaterThanOrEqual(view!.x + view!.width);
  }
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
    await page.locator('button.primary[type="submit"]').click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect(page.locator('.cave')).toHaveCount(0);
    release();
    await expect(page.locator('.cave')).toBeVisible();
    await boardAndChoiceInView(page, '.cave', '.sq.selectable', 'the styles in');
    await expect(page.locator('#prompt')).toBeFocused();
  });
});

// 200 % text (the phone's largest text setting) on every game's table at 390×844: no sideways
// scrolling, the card being laid covers neither the cave nor the players, and every name and
// label stays whole on its line (wrapped between words, never cut to a few letters).
test.describe('200 % text on every table', () => {
  test.skip(({ viewport }) => viewport?.width !== 390 || viewport?.height !== 844, 'phone size');

  /** Text lines of an element (its text nodes' boxes, grouped by line). */
  async function linesOf(page: Page, selector: string) {
    return page.locator(selector).evaluateAll((els) => els.map((el) => {
      const tops: number[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of Array.from(range.getClientRects())) {
          if (r.width > 0 && !tops.some((t) => Math.abs(t - r.top) < r.height / 2)) tops.push(r.top);
        }
      }
      return { text: (el.textContent ?? '').trim(), lines: tops.length, cut: el.scrollWidth > el.clientWidth + 1 };
    }));
  }

  async function largeText(page: Page, info: any, name: string) {
    await page.evaluate(() => { document.documentElement.style.fontSize = '200%'; });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await shot(page, info, `text-200-${name}`);
    const wide = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - innerWidth);
    expect(wide, `${name}: no sideways scrolling`).toBeLessThanOrEqual(0);
  }

  function overlap(a: DOMRect | null, b: DOMRect | null) {
    return !!a && !!b && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  }

  test('Ali Baba: four names whole on the score track', async ({ page }, info) => {
    await freshStart(page);
    await newAliBaba(page, { names: ['Player 1', 'Player 2', 'Player 3', 'Player 4'], start: 0 });
    await page.locator('.handoff .btn.primary').click();
    await largeText(page, info, 'ali-baba');
    const names = await linesOf(page, '.players .player .name');
    expect(names.map((n) => n.text)).toEqual(['Player 1', 'Player 2', 'Player 3', 'Player 4']);
    for (const n of names) expect(n, 'a name on one line, not cut').toMatchObject({ lines: 1, cut: false });
  });

  test('A Thousand and One: the card being laid beside the cave and the players, never over them', async ({ page }, info) => {
    await freshStart(page);
    await page.locator('[data-game="thousand-and-one"] .btn.primary').click();
    await page.locator('.segmented button', { hasText: '4' }).click();
    await page.locator('button.primary[type="submit"]').click();
    const pick = lcg(3);
    for (let i = 0; i < 300 && !(await page.locator('[data-ui="put"]').count()); i++) {
      if (await page.locator('[data-testid="confirm-yes"]').count()) { await page.locator('[data-testid="confirm-yes"]').click(); continue; }
      const choices = page.locator('.t1-table button[data-act]:not([aria-disabled="true"])');
      await choices.nth(pick(await choices.count())).click();
    }
    await expect(page.locator('[data-ui="put"]')).toBeVisible();
    await largeText(page, info, 'thousand');
    for (const y of [0, 400, 800, 1200, 100_000]) {
      await page.evaluate((top) => scrollTo(0, top), y);
      const [laying, players, cave] = await Promise.all(['.status:has(.laying)', '.players', '.cave'].map((s) =>
        page.locator(s).evaluate((e) => e.getBoundingClientRect().toJSON())));
      expect(overlap(laying, players), `scrolled to ${y}: over the players`).toBe(false);
      expect(overlap(laying, cave), `scrolled to ${y}: over the cave`).toBe(false);
    }
    for (const n of await linesOf(page, '.players .player .name')) expect(n, 'a name on one line').toMatchObject({ lines: 1, cut: false });
    for (const n of await linesOf(page, '.laying .btn')) expect(n, 'a button\'s words whole').toMatchObject({ cut: false });
  });

  test("Sidibaba: each Adventurer's bag a whole button in the line", async ({ page }, info) => {
    const fixtures: { name: string; id: string; save: string }[] = JSON.parse(readFileSync(join(__dirname, 'fixtures/sidibaba.json'), 'utf8'));
    const f = fixtures.find((x) => x.name === 'treasure-at-door')!;
    await freshStart(page);
    await page.evaluate(([id, save]) => localStorage.setItem(`sesame.save.${id}`, save), [f.id, f.save]);
    await page.goto(`/?app=full#/play/${f.id}`);
    await expect(page.locator('.sidi-line-now li > .btn').first()).toBeVisible();
    await largeText(page, info, 'sidibaba');
    const bags = await linesOf(page, '.sidi-line-now li > .btn');
    expect(bags.map((b) => b.text)).toEqual(["Samir's bag", "Lea's bag", "Tom's bag"]);
    for (const b of bags) expect(b, 'a bag on one line').toMatchObject({ lines: 1, cut: false });
  });
});
