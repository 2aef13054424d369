// German and French as a reader sees them on a phone: the home screen, a set-up and a table of
// each game. No line of text starts with a punctuation mark (the layer's no-break spaces hold
// it to its word), nothing is wider than the screen, and no text is cut by its box.
import { test, expect, Page } from '@playwright/test';
import { appReady, expectNoEnglish, freshStart, shot, watchForErrors } from './helpers';

/** Lines that start with a mark that belongs to the word before, and text cut by its box. */
async function badlySet(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const marks = new Set([';', ':', '!', '?', '»', '…', ')', ',', '.']);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement!;
      const text = node.textContent ?? '';
      if (!text.trim() || el.closest('[hidden], script, style, svg') || !el.getClientRects().length) continue;
      let top = -Infinity;
      for (let i = 0; i < text.length; i++) {
        if (/\s/.test(text[i])) continue;
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        if (r.width === 0) continue;
        if (r.top > top + r.height / 2) {
          if (top !== -Infinity && marks.has(text[i])) found.push(`a line starts with "${text[i]}": …${text.slice(Math.max(0, i - 20), i + 10)}…`);
          top = r.top;
        }
      }
    }
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(el);
      const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      // (Words for screen readers only are clipped to nothing on purpose.)
      if (el.closest('.visually-hidden')) continue;
      if (clips && el.innerText?.trim() && el.scrollWidth > el.clientWidth + 1) found.push(`cut: ${el.className} "${el.innerText.slice(0, 40)}"`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) found.push('the page is wider than the screen');
    return found;
  });
}

async function look(page: Page, info: any, lang: string, where: string) {
  await page.waitForTimeout(100); // focus moves a frame after a screen is drawn
  expect(await badlySet(page), `${lang}: ${where}`).toEqual([]);
  await expectNoEnglish(page, lang as 'de' | 'fr', where);
  await shot(page, info, `${lang}-${where}`);
}

for (const lang of ['de', 'fr'] as const) {
  test(`${lang}: home, set-ups and tables read as typeset, nothing cut`, async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'the phone is the narrowest screen');
    const problems = watchForErrors(page);
    await freshStart(page, lang);
    await look(page, info, lang, 'home');

    await page.locator('[data-game="ali-baba"] .btn.primary').click();
    await expect(page.locator('form.setup')).toBeVisible();
    await look(page, info, lang, 'setup-ali-baba');
    await page.locator('button.primary[type="submit"]').click();
    await page.locator('.handoff .btn.primary').click();
    await expect(page.locator('.pyramid')).toBeVisible();
    await look(page, info, lang, 'table-ali-baba');

    await page.locator('.top .home').click();
    await appReady(page);
    await page.locator('[data-game="thousand-and-one"] .btn.primary').click();
    await expect(page.locator('form.setup')).toBeVisible();
    await look(page, info, lang, 'setup-thousand');
    await page.locator('button.primary[type="submit"]').click();
    await expect(page.locator('.cave')).toBeVisible();
    await look(page, info, lang, 'table-thousand');

    await page.locator('.top .home').click();
    await appReady(page);
    await expect(page.getByTestId('kept')).toBeVisible();
    await look(page, info, lang, 'home-games');
    await page.locator('a.btn.keep').click();
    await expect(page.locator('input[type="file"]')).toBeVisible();
    await look(page, info, lang, 'backup');

    await page.locator('.top .home').click();
    await appReady(page);
    await page.locator('[data-game="sidibaba"] .btn.primary').click();
    await expect(page).toHaveURL(/\?app=full#\/new\/sidibaba$/);
    await expect(page.locator('form.setup')).toBeVisible();
    await look(page, info, lang, 'setup-sidibaba');
    await page.locator('button.primary[type="submit"]').click();
    // The app's Leader sets the maze up; then the first lamp is to be lit.
    await expect(page.locator('#prompt')).toContainText(lang === 'de' ? 'Sesam, öffne dich!' : 'Sésame, ouvre-toi');
    await look(page, info, lang, 'table-sidibaba');
    expect(problems).toEqual([]);
  });
}

for (const lang of ['de', 'fr'] as const) {
  test(`${lang}: each lesson's first steps read as typeset, nothing cut`, async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'the phone is the narrowest screen');
    const problems = watchForErrors(page);
    await freshStart(page, lang);
    for (const game of ['ali-baba', 'thousand-and-one', 'sidibaba']) {
      await page.goto(`/?app=full#/learn/${game}`);
      const coach = page.locator('[data-testid="coach"]');
      for (let step = 1; step <= 2; step++) {
        await expect(coach).toBeVisible({ timeout: 15_000 });
        await expect(coach).toHaveClass(/placed|free/);
        await look(page, info, lang, `lesson-${game}-${step}`);
        const next = coach.locator('[data-testid="coach-next"]');
        if (!(await next.count())) break;
        await next.click();
      }
    }
    expect(problems).toEqual([]);
  });
}
