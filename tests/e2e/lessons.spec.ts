// "Learn to play": each game's lesson played as a newcomer would, doing only what the coach's
// bubble points at (the test finds its target from the bubble's anchor, knowing nothing of the
// game), to "Play for real"; a wrong tap gets its why, a reload goes on at the same step, the
// coached screen passes axe, and the bubble and what it points at are both in view.
import { test, expect, Locator, Page } from '@playwright/test';
import { TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectAccessible, freshStart, watchForErrors } from './helpers';

/** What the screen shows (not the whole page): the bubble and what it points at. */
async function shot(page: Page, info: TestInfo, name: string) {
  const dir = join(__dirname, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${info.project.name}-${name}.png`) });
}

const coach = (page: Page) => page.locator('[data-testid="coach"]');

/** Waits for the coach to speak (the computer plays its moves meanwhile). */
async function coachShown(page: Page) {
  await expect(coach(page)).toBeVisible({ timeout: 15_000 });
  // Placed beside its target (or in the flow when it points at nothing).
  await expect(coach(page)).toHaveClass(/placed|free/);
}

/** One step as a newcomer: Next, or a tap on what the bubble points at. Returns false at the end. */
async function followOnce(page: Page): Promise<boolean> {
  await coachShown(page);
  if (await page.locator('[data-testid="play-for-real"]').count()) return false;
  const next = coach(page).locator('[data-testid="coach-next"]');
  if (await next.count()) {
    await next.click();
    return true;
  }
  const anchor = await coach(page).getAttribute('data-anchor');
  expect(anchor, 'the coach points at something to tap').toBeTruthy();
  const target = page.locator(anchor!).first();
  // A part of the table ("play on as you like"): any of its live choices there.
  const isChoice = await target.evaluate((e) => e.matches('[data-act],[data-ui],button'));
  const tap = await uncovered(page, isChoice ? target : target.locator('[data-act]:not([aria-disabled="true"]), [data-ui]'));
  // A tap that cannot land says so, not the whole test's time later.
  await tap.click({ timeout: 15_000 });
  return true;
}

/** The first of `choices` (or the one choice pointed at) that a finger can reach on the screen
 *  as it is: not under the bubble (which, on a low screen, may lie over part of what it points at)
 *  nor under the lamp's bar. Which choices are live depends on the Leader's real-time moves, so
 *  the first may differ from run to run. None in reach: the page scrolled a little down, then up,
 *  as a person looks for one (the bubble moves along as the page scrolls). */
async function uncovered(page: Page, choices: Locator): Promise<Locator> {
  for (const dy of [0, 120, 120, -360, -120]) {
    if (dy) await page.evaluate((by) => new Promise((done) => { scrollBy(0, by); requestAnimationFrame(() => requestAnimationFrame(done)); }), dy);
    const n = await choices.count();
    for (let k = 0; k < n; k++) {
      const free = await choices.nth(k).evaluate((e) => {
        const r = e.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!hit && (hit === e || e.contains(hit));
      });
      if (free) return choices.nth(k);
    }
  }
  // None on the screen: the first, scrolled to.
  return choices.first();
}

async function followToTheEnd(page: Page, info?: any, name?: string) {
  const steps: string[] = [];
  for (let i = 0; i < 300; i++) {
    await coachShown(page);
    const step = (await coach(page).locator('.coach-step').textContent()) ?? '';
    if (steps[steps.length - 1] !== step) {
      steps.push(step);
      // Every step is in view beside what it points at.
      await bothInView(page);
      if (info && steps.length % 4 === 2) await shot(page, info, `lesson-${name}-step-${steps.length}`);
    }
    if (!(await followOnce(page))) return steps;
  }
  throw new Error('the lesson did not end');
}

/** The bubble and what it points at are both within the screen (the part of the screen that the
 *  app's bar and a lamp's clock do not cover). */
async function bothInView(page: Page) {
  const anchor = await coach(page).getAttribute('data-anchor');
  const seen = () => page.evaluate((sel) => {
    const vh = window.innerHeight, vw = window.innerWidth;
    // What holds the top of the screen (the app's bar, a lamp's clock, each while stuck there).
    const covered = Array.from(document.querySelectorAll('header.top, .clock-bar')).map((e) => e.getBoundingClientRect())
      .reduce((top, r) => (r.top <= top + 1 && r.bottom > top ? r.bottom : top), 0);
    const within = (r: DOMRect) => r.top >= covered - 1 && r.bottom <= vh + 1 && r.left >= -1 && r.right <= vw + 1;
    const bubble = document.querySelector('[data-testid="coach"]')!.getBoundingClientRect();
    const target = sel ? document.querySelector(sel)?.getBoundingClientRect() : null;
    // A part taller than the screen with the bubble: its top in view, the bubble over the rest.
    const shown = (r: DOMRect) => (r.height + bubble.height + 14 <= vh - covered - 16 ? within(r) : r.top >= covered - 1 && r.top < vh / 2);
    const at = (r?: DOMRect | null) => (r ? [r.top, r.bottom, r.left, r.right].map(Math.round).join(',') : '-');
    const ok = within(bubble) && (!target || shown(target));
    return ok ? 'in view' : `bubble ${at(bubble)} target ${at(target)} screen ${vw}x${vh} covered ${covered}`;
  }, anchor);
  await expect.poll(seen, { message: `the bubble and ${anchor} in view`, timeout: 3_000 }).toBe('in view');
}

const GAMES = [
  { slug: 'ali-baba', name: 'Ali Baba', other: 'fr', final: '.final-scores' },
  { slug: 'thousand-and-one', name: 'A Thousand and One Treasures', other: 'de', final: '.final-scores' },
  { slug: 'sidibaba', name: 'Sidibaba', other: 'fr', final: '.sidi-outcome' },
] as const;

for (const g of GAMES) {
  for (const lang of ['en', g.other] as const) {
    test(`${g.name}, ${lang}: a newcomer follows the coach from Home to "Play for real"`, async ({ page }, info) => {
      test.skip(info.project.name !== 'phone' && lang !== 'en', 'other languages at phone size');
      const problems = watchForErrors(page);
      await freshStart(page, lang);
      // "Learn to play" on the game's card.
      await page.locator(`[data-game="${g.slug}"] .btn-row .btn`).nth(1).click();
      await expect(page).toHaveURL(new RegExp(`\\?app=full#/learn/${g.slug}$`));
      await coachShown(page);
      await expect(page.locator('[data-testid="coach-said"]')).not.toBeEmpty();
      await bothInView(page);
      await shot(page, info, `lesson-${g.slug}-${lang}-start`);
      await expectAccessible(page, `the coach of ${g.name}`);
      const started = Date.now();
      const steps = await followToTheEnd(page, info, `${g.slug}-${lang}`);
      console.log(`${g.name} (${lang}, ${info.project.name}): ${steps.length} steps in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      await expect(page.locator(g.final)).toBeVisible();
      await bothInView(page);
      await shot(page, info, `lesson-${g.slug}-${lang}-end`);
      await page.locator('[data-testid="play-for-real"]').click();
      await expect(page).toHaveURL(/#\/play\//);
      await expect(coach(page)).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  }
}

for (const g of GAMES) {
  test(`${g.name}: a wrong tap gets its why, and a reload goes on at the same step`, async ({ page }, info) => {
    const problems = watchForErrors(page);
    await freshStart(page, 'de');
    await page.goto(`/?app=full#/learn/${g.slug}`);
    // On to a step that waits for a tap while something else could be tapped too.
    let wrong = null;
    for (let i = 0; i < 20 && !wrong; i++) {
      await coachShown(page);
      const anchor = await coach(page).getAttribute('data-anchor');
      if (anchor && !(await coach(page).locator('[data-testid="coach-next"]').count())) {
        const others = page.locator('.game-table [data-act]:not([aria-disabled="true"])');
        for (let k = 0; k < (await others.count()) && !wrong; k++) {
          if (await others.nth(k).evaluate((e, sel) => !e.matches(sel) && !e.querySelector(sel), anchor)) wrong = others.nth(k);
        }
      }
      if (!wrong) await followOnce(page);
    }
    expect(wrong, 'a step with another choice on the table').not.toBeNull();
    const step = await coach(page).locator('.coach-step').textContent();
    await wrong!.click();
    await expect(page.locator('[data-testid="coach-why"]')).toContainText('Das gerade nicht');
    await expect(coach(page).locator('.coach-step')).toHaveText(step!);
    await bothInView(page);
    await shot(page, info, `lesson-${g.slug}-why`);
    await expectAccessible(page, `a refused tap in ${g.name}`);
    await page.reload();
    await coachShown(page);
    await expect(coach(page).locator('.coach-step')).toHaveText(step!);
    expect(problems).toEqual([]);
  });
}

test('the first set-up of a game offers the lesson once; the rules lead to it too', async ({ page }) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  await page.locator('[data-game="thousand-and-one"] .btn.primary').click();
  const offer = page.locator('.learn-offer');
  await expect(offer).toContainText('New to A Thousand and One Treasures? Learn it by playing');
  await expectAccessible(page, 'the set-up with the lesson offered');
  await page.reload();
  await expect(page.locator('form.setup')).toBeVisible();
  await expect(offer).toHaveCount(0);
  // Asked for, it is always there: in the set-up and in the rules.
  await expect(page.locator('form.setup').getByRole('button', { name: 'Learn to play' })).toBeVisible();
  await page.goto('/#/rules/thousand-and-one');
  await page.getByRole('button', { name: 'Learn to play' }).click();
  await expect(page).toHaveURL(/\?app=full#\/learn\/thousand-and-one$/);
  await coachShown(page);
  expect(problems).toEqual([]);
});
