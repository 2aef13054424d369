import { test, expect } from '@playwright/test';
import {
  expectNoEnglish, fingerprint, freshStart, lcg, listenForNotes, newAliBaba, openRules, playToTheEnd, shot, step,
  watchForErrors,
} from './helpers';

test('a full two-player game through the UI, to the final scores', async ({ page }, info) => {
  const problems = watchForErrors(page);
  const notes = await listenForNotes(page);
  await freshStart(page);
  await shot(page, info, 'home');
  await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
  await expect(page.locator('.handoff h1')).toHaveText('Pass the device to Lea');
  await shot(page, info, 'handoff');
  await page.locator('.handoff .btn.primary').click();
  await expect(page.locator('#prompt')).toHaveText('Lea, take a glowing tile.');
  await expect(page.locator('button.tile.selectable')).toHaveCount(4);
  await shot(page, info, 'table');

  let sawPanel = false;
  const pick = lcg(info.project.name === 'phone' ? 7 : 11);
  const steps = await playToTheEnd(page, pick, async () => {
    if (!sawPanel && (await page.locator('.panel:not([hidden])').count())) {
      sawPanel = true;
      await shot(page, info, 'magic-choice');
    }
  });
  expect(steps).toBeGreaterThan(40);
  await expect(page.locator('.final-scores h1')).toHaveText('Final scores');
  await expect(page.locator('table.final tbody tr')).toHaveCount(2);
  await expect(page.locator('.trophy')).toContainText(/wins!|share the win!/);
  await shot(page, info, 'final-scores');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll').toBe(true);
  // A few quiet sounds: a tile taken (a low knock), a magic effect (a shimmer), the end (a
  // fanfare from G).
  const heard = await notes();
  expect(heard, 'a tile taken').toContain(196);
  expect(heard, 'a magic effect').toContain(1318.5);
  expect(heard, 'the end').toContain(392);

  // Everyone at one device: nothing to send, from the first move to the end.
  await expect(page.locator('[data-testid="share"]')).toHaveCount(0);
  // The finished game is listed as finished, with its moves, above the new games.
  await page.locator('.top .home').click();
  await expect(page.locator('.save .meta')).toContainText('Finished');
  await expect(page.locator('.save .meta')).toContainText(/ · \d+ moves · /);
  // With a small picture of the position (of a finished game: the emptied cave).
  await expect(page.locator('.save .thumb')).toHaveCount(1);
  expect(await page.evaluate(() => {
    const saved = document.querySelector('section[aria-labelledby="continue-title"]')!;
    return !!(saved.compareDocumentPosition(document.querySelector('.games')!) & Node.DOCUMENT_POSITION_FOLLOWING);
  }), 'games under way come first').toBe(true);
  expect(problems).toEqual([]);
});

test('reloading mid-game resumes the same position', async ({ page }, info) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  await newAliBaba(page, { names: ['Ana', 'Max', 'Eve'], variant: 1 });
  const pick = lcg(3);
  for (let i = 0; i < 25; i++) await step(page, pick);
  // Be on someone's table (not a hand-off) to compare what they saw.
  if (await page.locator('.handoff').count()) await page.locator('.handoff .btn.primary').click();
  const before = await fingerprint(page);
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.locator('.handoff')).toBeVisible(); // privacy again after a reload
  await page.locator('.handoff .btn.primary').click();
  expect(await fingerprint(page)).toEqual(before);
  await shot(page, info, 'resumed-lamp-variant');
  expect(problems).toEqual([]);
});

test('a save made corrupt by hand is reported and the other saves still open', async ({ page }, info) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  await newAliBaba(page, { names: ['Lea', 'Tom'] });
  await page.locator('.top .home').click();
  await newAliBaba(page, { names: ['Ana', 'Max'] });
  await page.locator('.top .home').click();
  await expect(page.locator('.save')).toHaveCount(2);
  const broken = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sesame.save.'))!;
    localStorage.setItem(key, '1.this-is-not-a-game');
    return key;
  });
  await page.reload();
  await expect(page.locator('.banner.error')).toContainText('could not be read');
  await expect(page.locator('.save')).toHaveCount(1);
  await shot(page, info, 'corrupt-save');
  // The damaged entry is still there (never silently dropped)…
  expect(await page.evaluate((k) => localStorage.getItem(k), broken)).toBe('1.this-is-not-a-game');
  // …and the good one opens.
  await page.locator('.save .btn.primary').click();
  await expect(page.locator('.handoff')).toBeVisible();
  // Removing the damaged entry asks first.
  await page.locator('.top .home').click();
  await page.locator('.banner.error .btn.danger').click();
  await page.locator('.banner.error .btn.danger.primary').click();
  await expect(page.locator('.banner.error')).toHaveCount(0);
  expect(await page.evaluate((k) => localStorage.getItem(k), broken)).toBeNull();
  expect(problems).toEqual([]);
});

test('deleting a saved game asks for confirmation', async ({ page }) => {
  await freshStart(page);
  await newAliBaba(page, { names: ['Lea', 'Tom'] });
  await page.locator('.top .home').click();
  await page.locator('.save .btn.danger').click();
  await page.locator('.save .btn', { hasText: 'Cancel' }).click();
  await expect(page.locator('.save')).toHaveCount(1);
  await page.locator('.save .btn.danger').click();
  await page.locator('.save .btn.danger.primary').click();
  await expect(page.locator('.save')).toHaveCount(0);
});

test('a player named like an HTML tag is shown as text', async ({ page }) => {
  const problems = watchForErrors(page);
  const evil = '<img src=x onerror=alert(1)>';
  await freshStart(page);
  await newAliBaba(page, { names: [evil, 'Tom'], start: 0 });
  // Shown as text (its long last word clipped, like any long word of a name).
  await expect(page.locator('.handoff h1')).toHaveText('Pass the device to <img src=x onerror=alert…');
  await page.locator('.handoff .btn.primary').click();
  await expect(page.locator('.player .name').first()).toHaveText('<img src=x onerror=alert…');
  expect(await page.locator('img').count()).toBe(0);
  await page.locator('.top .home').click();
  await expect(page.locator('.save .who')).toContainText('<img src=x onerror=alert…');
  expect(await page.locator('img').count()).toBe(0);
  expect(problems).toEqual([]);
});

test('the page never holds another player\'s hidden tiles', async ({ page }) => {
  await freshStart(page);
  await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
  await page.locator('.handoff .btn.primary').click();
  await page.locator('button.tile.selectable').first().click();
  // Finish Lea's turn whatever magic she got.
  while (!(await page.locator('.handoff').count())) {
    const pass = page.locator('.panel button', { hasText: /Don't use|Keep none/ });
    if (await pass.count()) await pass.click();
    else await page.locator('.panel button').first().click();
  }
  const html = await page.content();
  expect(html).not.toContain('Behind your screen');
  expect(await page.locator('.pyramid').count()).toBe(0);
});

test('every tile of the pyramid has a spoken name of its own: layer, row and column', async ({ page }) => {
  await freshStart(page);
  await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
  await page.locator('.handoff .btn.primary').click();
  const names = await page.locator('.pyramid .tile').evaluateAll((tiles) => tiles.map((t) => t.getAttribute('aria-label')));
  expect(names.length).toBe(54);
  expect(new Set(names).size).toBe(54);
  expect(names).toContain('face-down tile, layer 1, row 2, column 3');
});

for (const lang of ['de', 'fr'] as const) {
  test(`the ${lang} screens show no English`, async ({ page }, info) => {
    const problems = watchForErrors(page);
    await freshStart(page, lang);
    await expectNoEnglish(page, lang, 'home');
    await shot(page, info, `${lang}-home`);
    await openRules(page, 'ali-baba');
    await expectNoEnglish(page, lang, 'rules');
    await page.locator('.rules .btn.primary').click();
    await expectNoEnglish(page, lang, 'setup');
    await page.locator('.segmented button', { hasText: '2' }).click();
    await page.locator('input[name="variant"]').nth(3).check(); // small cave: a short game
    await page.locator('button.primary[type="submit"]').click();
    await expectNoEnglish(page, lang, 'handoff');
    const pick = lcg(5);
    await playToTheEnd(page, pick, async (s, i) => {
      if (i % 7 === 0 || (await page.locator('.panel:not([hidden])').count())) await expectNoEnglish(page, lang, `step ${i}`);
    });
    await expectNoEnglish(page, lang, 'final scores');
    await shot(page, info, `${lang}-final`);
    await page.locator('.top .home').click();
    await expectNoEnglish(page, lang, 'home with a save');
    expect(problems).toEqual([]);
  });
}

test('nothing is wider than the screen and every button is big enough to touch', async ({ page }) => {
  await freshStart(page);
  const check = async (where: string) => {
    const res = await page.evaluate(() => {
      const wide = document.documentElement.scrollWidth > window.innerWidth;
      const small = Array.from(document.querySelectorAll('button, select, input[type="text"]'))
        .map((e) => e.getBoundingClientRect())
        .filter((r) => r.width > 0 && (r.width < 44 || r.height < 44)).length;
      return { wide, small };
    });
    expect(res, where).toEqual({ wide: false, small: 0 });
  };
  await check('home');
  await page.locator('[data-game="ali-baba"] .btn.primary').click();
  await check('setup');
  await page.locator('.segmented button', { hasText: '4' }).click();
  await page.locator('button.primary[type="submit"]').click();
  await check('handoff');
  await page.locator('.handoff .btn.primary').click();
  await check('table');
  // The smallest phone we support, and a tablet held sideways.
  await page.setViewportSize({ width: 360, height: 640 });
  await check('table at 360×640');
  await page.setViewportSize({ width: 1180, height: 820 });
  await check('table at 1180×820');
});

test('set-up refuses a blank name with a clear message', async ({ page }) => {
  await freshStart(page);
  await page.locator('[data-game="ali-baba"] .btn.primary').click();
  await page.locator('#name-1').fill('   ');
  await page.locator('button.primary[type="submit"]').click();
  await expect(page.locator('.error-text')).toHaveText('Every player needs a name.');
  await expect(page.locator('form.setup')).toBeVisible();
});

test('after a move, keyboard focus lands on the new prompt', async ({ page }) => {
  await freshStart(page);
  await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
  await page.keyboard.press('Tab');
  await page.locator('.handoff .btn.primary').press('Enter');
  await expect(page.locator('#prompt')).toBeFocused();
  await page.locator('button.tile.selectable').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-focus]')).toBeFocused();
});

test("a take is undone until the next player has seen the table, and marked on their board", async ({ page }, info) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
  const undo = page.locator('[data-testid="undo"]');
  const pick = lcg(4);
  // A take that turns nothing face up may be taken back: find one (most early takes are).
  let undone = false;
  for (let turn = 0; turn < 30 && !undone; turn++) {
    await page.locator('.handoff .btn.primary').click();
    await expect(undo, 'nothing to take back once the next player looked').toHaveCount(0);
    if (!(await page.locator('button.tile.selectable').count())) {
      // Not a take (a tile to show for yellow magic): play it and go on.
      while (!(await page.locator('.handoff').count())) await step(page, pick);
      continue;
    }
    const before = await fingerprint(page);
    await page.locator('button.tile.selectable').first().click();
    if (await undo.count()) {
      await undo.first().click();
      await expect(page.locator('.handoff')).toHaveCount(0);
      expect(await fingerprint(page)).toEqual(before);
      undone = true;
      await page.locator('button.tile.selectable').first().click();
    }
    // Finish the turn with whatever the panel offers.
    while (!(await page.locator('.handoff').count())) await step(page, pick);
  }
  expect(undone, 'some take could be taken back').toBe(true);
  // On the hand-off, the player who just moved may still take back a take that showed nothing.
  const mover = (await page.locator('.handoff h1').textContent())!.includes('Tom') ? 'Lea' : 'Tom';
  await page.locator('.handoff .btn.primary').click();
  await expect(undo).toHaveCount(0);
  // The tile the other player took is marked where it lay, with their name.
  await expect(page.locator('.pyramid .ghost').first()).toHaveAttribute('aria-label', new RegExp(`^${mover} took `));
  await expect(page.locator('.news .log')).toContainText(`${mover} took`);
  await shot(page, info, 'marked-move');
  await page.locator('[data-testid="history"] summary').click();
  await expect(page.locator('[data-testid="history"] .turns > li').first()).toContainText('Lea took');
  expect(problems).toEqual([]);
});

test('a tap on a tile that cannot be taken says why, right there', async ({ page }, info) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
  await page.locator('.handoff .btn.primary').click();
  const back = page.locator('.tile.back').last();
  await back.click({ force: true });
  const why = page.locator('[data-testid="why"]');
  await expect(why).toHaveText('Face down: it turns face up once no tile lies on it any more.');
  const [tile, note] = [await back.boundingBox(), await why.boundingBox()];
  expect(Math.abs(note!.y - (tile!.y + tile!.height)), 'the note is right below the tile').toBeLessThan(20);
  expect(note!.x).toBeGreaterThanOrEqual(0);
  expect(note!.x + note!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await shot(page, info, 'why-face-down');
  // It fades by itself after a few seconds, and the next tap on the table takes it away;
  // nothing was played.
  await expect(why).toBeHidden({ timeout: 8000 });
  await back.click({ force: true });
  await expect(why).toBeVisible();
  await page.locator('.ab-table .status').click();
  await expect(why).toHaveCount(0);
  await expect(page.locator('#prompt')).toHaveText('Lea, take a glowing tile.');
  expect(problems).toEqual([]);
});
