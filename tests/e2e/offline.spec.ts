import { test, expect, Page, chromium } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { spawn, execFileSync, ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appReady, lcg, newAliBaba, openRules, shot, step, watchForErrors } from './helpers';

const ROOT = join(__dirname, '..', '..');
const fixtures: Record<string, string> = JSON.parse(readFileSync(join(__dirname, 'fixtures', 'links.json'), 'utf8'));

/** Waits until the service worker controls the page and has its cache filled. */
async function workerReady(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
    return registration.active?.state;
  });
}

test('after one visit the app starts, plays, saves and opens links offline', async ({ page, context }, info) => {
  const problems = watchForErrors(page);
  await page.goto('/');
  await appReady(page);
  await workerReady(page);
  await context.setOffline(true);
  await page.reload();
  await appReady(page);
  await shot(page, info, 'offline-home');
  await newAliBaba(page, { names: ['Lea', 'Tom'] });
  const pick = lcg(4);
  for (let i = 0; i < 10; i++) await step(page, pick);
  await page.reload();
  await expect(page.locator('.handoff, .pyramid').first()).toBeVisible();
  await page.goto(`/#${fixtures.good}`);
  await expect(page.locator('#who-title')).toBeVisible();
  await page.locator('.handoff button', { hasText: 'I am Tom' }).click();
  await expect(page.locator('.pyramid')).toBeVisible();
  await page.locator('.top .home').click();
  await expect(page.locator('.save')).toHaveCount(2);
  // The rules texts, fetched only when asked for, come from the worker's cache.
  await openRules(page, 'thousand-and-one');
  await expect(page.locator('.rules h2').first()).toBeVisible();
  // So does the app with Sidibaba, which the first visit never loaded.
  await page.goto('/#/new/sidibaba');
  await expect(page).toHaveURL(/\?app=full/);
  await expect(page.locator('.sidi-member')).toHaveCount(3);
  // …and plays offline: the app's Leader sets the maze up, the first lamp is lit.
  await page.locator('button.primary[type="submit"]').click();
  await page.getByRole('button', { name: 'Light a lamp' }).click();
  await expect(page.locator('.sidi-pad')).toBeVisible();
  await context.setOffline(false);
  expect(problems.filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});

test('a new release replaces the cached one on the next online visit', async ({ browser }, info) => {
  test.skip(info.project.name !== 'phone', 'one viewport is enough for the cache');
  const work = mkdtempSync(join(tmpdir(), 'sesame-release-'));
  const [v1, v2, current] = ['v1', 'v2', 'current'].map((d) => join(work, d));
  cpSync(join(ROOT, 'dist'), v1, { recursive: true });
  cpSync(join(ROOT, 'dist'), v2, { recursive: true });
  // Release 2: a visible change, and its own worker (as `trunk build` would make it).
  const index = join(v2, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace('<body>', '<body><p id="release-note">Release 2 is here</p>'));
  execFileSync('node', [join(ROOT, 'tools', 'gen-sw.mjs'), v2]);
  // Deployed a minute later, as a real release would be.
  const later = new Date(Date.now() + 60_000);
  for (const f of ['index.html', 'sw.js']) utimesSync(join(v2, f), later, later);
  symlinkSync(v1, current);
  const port = 8790 + (process.pid % 100);
  const server: ChildProcess = spawn('python3', [join(ROOT, 'tools', 'serve.py'), '--port', String(port), '--dir', current], {
    env: { ...process.env, SERVE_QUIET: '1' }, stdio: 'ignore',
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (let i = 0; i < 50; i++) {
      try { await page.goto(`http://127.0.0.1:${port}/`); break; } catch { await page.waitForTimeout(100); }
    }
    await appReady(page);
    await workerReady(page);
    const oldCaches = await page.evaluate(() => caches.keys());
    expect(oldCaches).toHaveLength(1);
    await expect(page.locator('#release-note')).toHaveCount(0);

    rmSync(current);
    symlinkSync(v2, current);
    await page.reload();
    await expect(page.locator('#release-note')).toHaveText('Release 2 is here');
    await appReady(page);
    // The new worker takes over and the old cache is deleted: never stale for ever.
    await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 15_000 }).not.toEqual(oldCaches);
    await expect.poll(() => page.evaluate(() => caches.keys()).then((k) => k.length), { timeout: 15_000 }).toBe(1);
    // And offline, release 2 is what starts.
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('#release-note')).toHaveText('Release 2 is here');
    await context.close();
  } finally {
    server.kill();
    rmSync(work, { recursive: true, force: true });
  }
});

test('Chromium finds the app installable, with a clean manifest', async ({ baseURL }, info) => {
  test.skip(info.project.name !== 'phone', 'the manifest does not depend on the viewport');
  // A real profile: Chromium never offers to install from an incognito-like context.
  const profile = mkdtempSync(join(tmpdir(), 'sesame-profile-'));
  const { chromiumArgs } = await import('./playwright.config');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', args: chromiumArgs, viewport: { width: 390, height: 844 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(baseURL + '/');
  await workerReady(page);
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toContain('sesame.webmanifest');
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});
