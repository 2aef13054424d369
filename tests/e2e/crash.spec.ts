// No dead page: a panic shows a screen in the player's language with Reload and Home. The panic
// is reachable only in the test build (`make build-crash`, feature `crash-test`).
import { test, expect } from '@playwright/test';
import { CRASH_PORT } from './playwright.config';
import { newAliBaba, shot } from './helpers';

const base = `http://127.0.0.1:${CRASH_PORT}`;

for (const [lang, title, home] of [
  ['en', 'Something went wrong.', 'Back to the home screen'],
  ['de', 'Etwas ist schiefgegangen.', 'Zurück zur Startseite'],
] as const) {
  test(`a panic shows the ${lang} panic screen; Home and Reload bring the app back`, async ({ page }, info) => {
    const console: string[] = [];
    page.on('console', (m) => console.push(m.text()));
    await page.goto(`${base}/`);
    await page.evaluate((l) => { localStorage.clear(); localStorage.setItem('sesame.lang', l); }, lang);
    await page.reload();
    await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
    const saved = await page.evaluate(() => JSON.stringify(localStorage));
    await page.evaluate(() => { location.hash = '#/crash-test'; });
    const crash = page.locator('#crash');
    await expect(crash).toBeVisible();
    await expect(crash.locator('h1')).toHaveText(title);
    await expect(crash).toContainText(lang === 'en' ? 'Your saved games are safe.' : 'gespeicherten Spiele sind sicher');
    await expect(page.locator('main')).toBeHidden();
    await expect(crash.locator('[data-crash="reload"]')).toBeFocused();
    expect(console.join('\n')).toContain('Sesame stopped');
    if (lang === 'en') await shot(page, info, 'panic-screen');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).toBe(saved);
    // Home: a fresh start on the home screen, the game still listed.
    await crash.locator('[data-crash="home"]').click();
    await expect(page.locator('.save')).toHaveCount(1);
    await expect(page.locator('#crash')).toBeHidden();
    await expect(page.locator('.save .btn.primary')).toBeVisible();
    expect(new URL(page.url()).hash).toBe('#/');
    // Reload: the screen that was open comes back.
    await page.locator('.save .btn.primary').click();
    await expect(page.locator('.handoff')).toBeVisible();
    const game = page.url();
    await page.evaluate(() => { history.pushState(null, '', '#/crash-test'); dispatchEvent(new HashChangeEvent('hashchange')); });
    await expect(crash).toBeVisible();
    await page.evaluate((g) => history.replaceState(null, '', g), game);
    await page.locator('#crash [data-crash="reload"]').click();
    await expect(page.locator('.handoff')).toBeVisible();
    await expect(crash.locator('h1')).toHaveText(title);
    await expect(page.locator('#crash')).toBeHidden();
  });
}
