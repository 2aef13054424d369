import { test, expect, Page } from '@playwright/test';
import { appReady } from './helpers';

/** The text and the place of everything on the home screen above the saves list. */
async function home(page: Page, root: string) {
  return page.evaluate((root) => Array.from(document.querySelectorAll(`${root} :is(.top, h1, .lead, .game-card, .game-card *)`))
    .filter((e) => e.getBoundingClientRect().width > 0)
    .map((e) => { const r = e.getBoundingClientRect(); return `${e.tagName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)} ${(e as HTMLElement).innerText ?? ''}`; }), root);
}

test('the first paint is the home screen in plain HTML, and the app takes over in place', async ({ browser, baseURL }, info) => {
  const viewport = info.project.use.viewport!;
  // Without scripts: what the page shows before the WebAssembly arrives.
  const plain = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
  const before = await plain.newPage();
  await before.goto('/');
  await expect(before.locator('#boot .game-card')).toHaveCount(3);
  // (The note for browsers without scripts is not part of the comparison.)
  await before.evaluate(() => document.querySelector('noscript')?.remove());
  const staticHome = await home(before, '#boot');
  await plain.close();
  // With the app: the same words in the same places.
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.addInitScript(() => {
    (window as any).shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) if (!e.hadRecentInput) (window as any).shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  await appReady(page);
  expect(await home(page, 'body')).toEqual(staticHome);
  expect(await page.evaluate(() => (window as any).shifts), 'cumulative layout shift').toBe(0);
  await context.close();
});

for (const [lang, locale] of [['de', 'de-DE'], ['fr', 'fr-FR']]) {
  test(`the first view is already in ${lang} for a player whose language it is, and the app takes over in place`, async ({ browser, baseURL }, info) => {
    const viewport = info.project.use.viewport!;
    // The browser's language decides on a first visit; the WebAssembly never arrives here.
    const early = await browser.newContext({ baseURL, viewport, locale, serviceWorkers: 'block' });
    const before = await early.newPage();
    await before.route('**/*_bg.wasm', (route) => route.abort());
    await before.goto('/');
    await expect(before.locator('#boot .game-card')).toHaveCount(3);
    await expect(before.locator('html')).toHaveAttribute('lang', lang);
    await before.evaluate(() => document.querySelector('noscript')?.remove());
    const staticHome = await home(before, '#boot');
    await early.close();
    // With the app, in the same language: the same words in the same places.
    const context = await browser.newContext({ baseURL, viewport, locale });
    const page = await context.newPage();
    await page.goto('/');
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect(await home(page, 'body')).toEqual(staticHome);
    await context.close();
  });
}

test('the server sends the build compressed, with the caching a static host would use', async ({ request }) => {
  const page = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const loader = /sesame-[0-9a-f]{8,16}\.js/.exec(html)![0];
  const asset = await request.get(`/${loader}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['cache-control']).toContain('immutable');
  const plain = await request.get('/', { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toBe(html);
});
