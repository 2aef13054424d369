import { test, expect } from '@playwright/test';
import { lcg, newAliBaba, step, watchForErrors, appReady } from './helpers';

test('a full storage says so and the game goes on in memory', async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.reload();
  await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
  await expect(page.locator('.banner.warn')).toContainText('storage is full');
  const pick = lcg(9);
  for (let i = 0; i < 12; i++) await step(page, pick);
  await expect(page.locator('.banner.warn')).toBeVisible();
  // The game is listed (from memory) and can be resumed.
  await page.locator('.top .home').click();
  await expect(page.locator('.save')).toHaveCount(1);
  await expect(page.locator('.save [data-testid="in-memory"]')).toBeVisible();
  await page.locator('.save .btn.primary', { hasText: 'Resume' }).click();
  await expect(page.locator('.handoff')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a browser without storage can still play', async ({ page }) => {
  const problems = watchForErrors(page);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() { throw new DOMException('Access is denied.', 'SecurityError'); },
    });
  });
  await page.goto('/');
  await appReady(page);
  await expect(page.locator('main')).toContainText('does not let Sesame save');
  await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
  await expect(page.locator('.banner.warn')).toContainText('does not let Sesame save');
  await page.locator('.handoff .btn.primary').click();
  await page.locator('button.tile.selectable').first().click();
  expect(problems).toEqual([]);
});
