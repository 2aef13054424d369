import { test, expect, Page } from '@playwright/test';
import { appReady, expectAccessible, freshStart, newAliBaba, shot, watchForErrors } from './helpers';

/** A browser whose `navigator.storage` answers as `grants` says (or fails to answer at all),
 * and counts the questions. */
async function stubStorage(page: Page, grants: boolean | 'fails') {
  await page.addInitScript((grants) => {
    const w = window as any;
    w.__asked = 0;
    let kept = false;
    const answer = () => (grants === 'fails' ? Promise.reject(new Error('no')) : Promise.resolve(kept));
    const storage = {
      persisted: answer,
      persist: () => {
        w.__asked++;
        kept = grants === true;
        return answer();
      },
    };
    Object.defineProperty(Navigator.prototype, 'storage', { get: () => storage, configurable: true });
  }, grants);
}

async function sesameKeys(page: Page) {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith('sesame.'))));
}

async function goHome(page: Page) {
  await page.goto('/#/');
  await appReady(page);
}

test('the browser is asked to keep the games at the first save, and Home says what it promised', async ({ page }) => {
  const problems = watchForErrors(page);
  await stubStorage(page, true);
  await freshStart(page);
  // No game yet: nothing to say, and nothing asked.
  await expect(page.getByTestId('kept')).toHaveCount(0);
  expect(await page.evaluate(() => (window as any).__asked)).toBe(0);
  await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
  expect(await page.evaluate(() => (window as any).__asked)).toBe(1);
  await page.locator('header .home').click();
  await expect(page.getByTestId('kept')).toHaveText('This browser has promised to keep your games.');
  expect(problems).toEqual([]);
});

for (const grants of [false, 'fails'] as const) {
  test(`where the browser promises nothing (${grants === false ? 'it refuses' : 'its answer fails'}), Home says what helps`, async ({ page }, info) => {
    const problems = watchForErrors(page);
    await stubStorage(page, grants);
    await freshStart(page);
    await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
    await goHome(page);
    await expect(page.getByTestId('kept')).toContainText('may clear your games');
    await expect(page.getByTestId('kept')).toContainText('home screen');
    await expect(page.getByTestId('kept')).toContainText('backup');
    if (grants === false) await shot(page, info, 'home-kept');
    expect(problems).toEqual([]);
  });
}

/** Two games (one of them moved on), then the backup screen, from Home. */
async function twoGamesAndBackup(page: Page) {
  await freshStart(page);
  await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
  await page.locator('.handoff .btn.primary').click();
  await page.locator('button.tile.selectable').first().click();
  await goHome(page);
  await newAliBaba(page, { names: ['Ada', 'Bo', 'Cy'], start: 1 });
  await goHome(page);
  await page.getByRole('link', { name: 'Back up or restore games' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Back up or restore games');
}

test('a backup restores every game byte for byte on an empty device, and restoring twice adds nothing', async ({ page }, info) => {
  const problems = watchForErrors(page);
  await stubStorage(page, true);
  await twoGamesAndBackup(page);
  await expect(page.getByText('2 games on this device.')).toBeVisible();
  await expectAccessible(page, 'backup');
  await shot(page, info, 'backup');
  const before = await sesameKeys(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download').click()]);
  expect(download.suggestedFilename()).toMatch(/^sesame-games-\d{4}-\d{2}-\d{2}\.txt$/);
  const file = await download.path();
  const text = require('node:fs').readFileSync(file, 'utf8') as string;
  expect(text.split('\n')[0]).toBe('sesame-backup 1');

  // A new phone: nothing stored.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByTestId('backup-file').setInputFiles(file);
  await expect(page.getByTestId('restored')).toHaveText(/^2 games restored, \d settings? taken over\.$/);
  const saves = (o: Record<string, string>) => Object.fromEntries(Object.entries(o).filter(([k]) => k.startsWith('sesame.save.')));
  expect(saves(await sesameKeys(page))).toEqual(saves(before));
  // Games written here again: the browser is asked to keep them.
  expect(await page.evaluate(() => (window as any).__asked)).toBe(1);

  // The same backup again, pasted: nothing new.
  const restored = await sesameKeys(page);
  await page.getByTestId('backup-text').fill(text);
  await page.getByTestId('restore').click();
  await expect(page.getByTestId('restored')).toHaveText('2 already here.');
  expect(await sesameKeys(page)).toEqual(restored);

  // Home lists both games again.
  await page.getByRole('button', { name: 'Back to the home screen' }).click();
  await expect(page.locator('li.save')).toHaveCount(2);
  expect(problems).toEqual([]);
});

test('a damaged backup is reported line by line, and a text that is no backup changes nothing', async ({ page }) => {
  const problems = watchForErrors(page);
  await twoGamesAndBackup(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download').click()]);
  const text = require('node:fs').readFileSync(await download.path(), 'utf8') as string;
  const before = await sesameKeys(page);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  // One save line damaged in its middle (its checksum no longer holds), one line cut short.
  const lines = text.split('\n');
  const saveLines = lines.map((l, i) => [l, i] as const).filter(([l]) => l.startsWith('sesame.save.')).map(([, i]) => i);
  const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);
  lines[saveLines[0]] = flip(lines[saveLines[0]], Math.floor(lines[saveLines[0]].length * 0.7));
  lines.push('sesame.save.x\u{1F600}');
  await page.getByTestId('backup-text').fill(lines.join('\n'));
  await page.getByTestId('restore').click();
  await expect(page.getByTestId('restored')).toContainText('1 game restored');
  await expect(page.getByTestId('restored')).toContainText('2 damaged lines skipped');
  const after = await sesameKeys(page);
  const key = Object.keys(before).find((k) => k.startsWith('sesame.save.') && text.split('\n')[saveLines[1]].startsWith(k + '\t'))!;
  expect(after[key]).toBe(before[key]);

  const kept = await sesameKeys(page);
  await page.getByTestId('backup-text').fill('Grüße 😀 \u0000 sesame-backup');
  await page.getByTestId('restore').click();
  await expect(page.getByTestId('restored')).toHaveText('This is not a backup of Sesame: nothing was restored.');
  await page.getByTestId('backup-text').fill('sesame-backup 99\n');
  await page.getByTestId('restore').click();
  await expect(page.getByTestId('restored')).toContainText('newer version of Sesame');
  expect(await sesameKeys(page)).toEqual(kept);
  expect(problems).toEqual([]);
});
