import { test, expect, Page } from '@playwright/test';
import { expectAccessible, freshStart, lcg, newAliBaba, playToTheEnd, shot, step, watchForErrors } from './helpers';

/** Plays through the UI until the hand-off screen asks for `name`. */
async function playUntilHandoffTo(page: Page, name: string, pick: (n: number) => number) {
  for (let i = 0; i < 50; i++) {
    if (await page.locator('.handoff h1', { hasText: name }).count()) return;
    await step(page, pick);
  }
  throw new Error(`no hand-off to ${name}`);
}

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test("the others' moves play by themselves on the hand-off, and can be skipped", async ({ page }, info) => {
    const problems = watchForErrors(page);
    await freshStart(page);
    await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
    // Lea's first turn has no one before her: nothing to play back.
    await page.locator('.handoff .btn.primary').click();
    await expect(page.locator('[data-testid="playback"]')).toHaveCount(0);
    const pick = lcg(5);
    await playUntilHandoffTo(page, 'Tom', pick);
    await page.locator('.handoff .btn.primary').click();

    // Lea's moves, one after the other, on Tom's table as it was after each.
    const playback = page.locator('[data-testid="playback"]');
    await expect(playback).toBeVisible();
    await expect(playback.locator('h1')).toHaveText('What the others did');
    await expect(page.locator('[data-testid="step"]')).toContainText(/Move 1 of \d+/);
    await expect(page.locator('[data-testid="step"]')).toContainText('Lea took');
    await expect(page.locator('[data-testid="skip"]')).toBeFocused();
    // Only to look at: the table of the past cannot be played.
    expect(await playback.locator('.game-table').getAttribute('inert')).not.toBeNull();
    await expect(playback.locator('.ghost')).toHaveCount(1);
    await shot(page, info, 'their-moves');
    await expectAccessible(page);
    // It ends by itself, on Tom's own table with Lea's move still marked.
    await expect(playback).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('#prompt')).toHaveText('Tom, take a glowing tile.');
    expect(await page.locator('.pyramid .ghost').count()).toBeGreaterThan(0);

    // Next hand-off: skipped at once.
    await playUntilHandoffTo(page, 'Lea', pick);
    await page.locator('.handoff .btn.primary').click();
    await page.locator('[data-testid="skip"]').click();
    await expect(playback).toHaveCount(0);
    await expect(page.locator('#prompt')).toBeFocused();

    // Leaving while it plays: the screen goes, its timer finds nothing to move on.
    await playUntilHandoffTo(page, 'Tom', pick);
    await page.locator('.handoff .btn.primary').click();
    await expect(playback).toBeVisible();
    await page.locator('.top .home').click();
    await page.waitForTimeout(3000);
    await expect(page.locator('.game-card').first()).toBeVisible();
    await expect(page.locator('.crash')).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test('a player who asked for less motion gets no playback, only the marks', async ({ page }) => {
  await freshStart(page);
  await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
  await page.locator('.handoff .btn.primary').click();
  await playUntilHandoffTo(page, 'Tom', lcg(5));
  await page.locator('.handoff .btn.primary').click();
  await expect(page.locator('#prompt')).toHaveText('Tom, take a glowing tile.');
  await expect(page.locator('[data-testid="playback"]')).toHaveCount(0);
  expect(await page.locator('.pyramid .ghost').count()).toBeGreaterThan(0);
});

test('a finished game replays step by step, from the deal to the same final scores', async ({ page }, info) => {
  test.skip(info.project.name === 'tablet', 'the replay, not the screen: the phone is enough');
  const problems = watchForErrors(page);
  await freshStart(page);
  // The small cave: a quick game for two.
  await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0, variant: 3 });
  await playToTheEnd(page, lcg(3));
  const final = await page.locator('table.final').innerText();
  const moves = Number(/\((\d+) moves\)/.exec(await page.locator('[data-testid="history"] summary').innerText())![1]);

  await page.locator('[data-testid="replay"]').click();
  const playback = page.locator('[data-testid="playback"]');
  await expect(playback.locator('h1')).toHaveText('Replay the game');
  await expect(page.locator('[data-testid="step"]')).toContainText('The start of the game');
  await expect(page.locator('[data-testid="step-back"]')).toBeDisabled();
  await expect(playback.locator('.pyramid .tile')).toHaveCount(36); // the small cave: 16 + 12 + 6 + 2
  await expectAccessible(page);
  // Every move, in order, to the end.
  for (let n = 1; n <= moves; n++) {
    await page.locator('[data-testid="step-next"]').click();
    await expect(page.locator('[data-testid="step"]')).toContainText(`Move ${n} of ${moves}`);
  }
  await expect(page.locator('[data-testid="step-next"]')).toBeDisabled();
  expect(await playback.locator('table.final').innerText()).toEqual(final);
  await shot(page, info, 'replay-end');
  // Back one step: the board again, the last move marked.
  await page.locator('[data-testid="step-back"]').click();
  await expect(page.locator('[data-testid="step"]')).toContainText(`Move ${moves - 1} of ${moves}`);
  await expect(playback.locator('.pyramid')).toBeVisible();
  await shot(page, info, 'replay-step');
  await page.locator('[data-testid="step-end"]').click();
  await page.locator('[data-testid="close-replay"]').click();
  await expect(playback).toHaveCount(0);
  expect(await page.locator('table.final').innerText()).toEqual(final);
  expect(problems).toEqual([]);
});
