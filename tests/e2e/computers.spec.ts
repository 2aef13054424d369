import { test, expect, Page } from '@playwright/test';
import { chooseDevice, expectAccessible, freshStart, lcg, shot, watchForErrors } from './helpers';

/** A new game from the set-up: `seats[i]` is who plays seat i ('person', 'easy', 'normal', 'strong'). */
async function newGame(page: Page, game: 'ali-baba' | 'thousand-and-one', seats: string[], names: string[] = []) {
  await expect(page.locator('#boot')).toHaveCount(0);
  await page.locator(`[data-game="${game}"] .btn.primary`).click();
  await expect(page.locator('form.setup')).toBeVisible();
  // The computer opponents are in the app with them: the page starts again with it, on the set-up.
  await page.locator('[data-testid="computers"]').click();
  await page.waitForURL(/\?app=full/);
  await expect(page.locator('[data-testid="played-by-0"]')).toBeVisible();
  await page.locator('.segmented button', { hasText: String(seats.length) }).click();
  for (const [i, by] of seats.entries()) await page.locator(`[data-testid="played-by-${i}"]`).selectOption(by);
  for (const [i, name] of names.entries()) if (name) await page.locator(`#name-${i}`).fill(name);
  await page.locator('input[name="start"]').nth(1).check();
  await page.locator('button.primary[type="submit"]').click();
  await expect(page.locator('.game-table, .handoff').first()).toBeVisible();
}

/** Waits until the person may act (the computers have played) or the game is over. */
async function personsTurn(page: Page, hurry: boolean) {
  for (;;) {
    if (await page.locator('.final-scores').count()) return false;
    const thinking = page.locator('[data-testid="thinking"]');
    if (await thinking.count()) {
      // The button is drawn anew with each of the computer's actions: a short try each time.
      if (hurry) await page.locator('[data-testid="hurry"]').click({ timeout: 2000 }).catch(() => {});
      else await page.waitForTimeout(200);
      continue;
    }
    if (await page.locator('.game-table [data-act], .t1-table button[data-ui="put"]').count()) return true;
    await page.waitForTimeout(50);
  }
}

test('one person against three computer players plays Ali Baba to the final scores, with no hand-off', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'a whole game at 390×844');
  const problems = watchForErrors(page);
  await freshStart(page);
  await newGame(page, 'ali-baba', ['person', 'easy', 'normal', 'strong'], ['Lea']);
  // The set-up named the computers' seats for them.
  await expect(page.locator('.player .name')).toHaveText([/Lea/, /Cassim/, /Morgiana/, /Mustafa/]);
  const pick = lcg(5);
  let watched = false;
  let sawThinking = false;
  let turns = 0;
  for (let i = 0; i < 400; i++) {
    // The first computer turns are watched as they come; later ones are skipped.
    if (!(await personsTurn(page, watched))) break;
    await expect(page.locator('.handoff'), 'one person at the device: no hand-off').toHaveCount(0);
    if (!watched && sawThinking) {
      // The computers' moves since Lea's last turn are marked on her board and told.
      await expect(page.locator('.pyramid .ghost').first()).toBeVisible();
      await expect(page.locator('.news .log li').first()).toContainText(/Cassim|Morgiana|Mustafa/);
      await shot(page, info, 'computers-ali-baba-marks');
      watched = true;
    }
    if (turns === 1) await expectAccessible(page, 'Ali Baba against the computer');
    const tiles = page.locator('button.tile.selectable');
    const panel = page.locator('.panel button');
    const n = (await tiles.count()) + (await panel.count());
    const k = pick(n);
    if (k < (await tiles.count())) await tiles.nth(k).click();
    else await panel.nth(k - (await tiles.count())).click();
    turns++;
    await page.waitForTimeout(100);
    if (!sawThinking && (await page.locator('[data-testid="thinking"]').count())) {
      // While the computer plays, the table stays Lea's and says who is playing.
      sawThinking = true;
      await expect(page.locator('[data-testid="thinking"]')).toContainText(/(Cassim|Morgiana|Mustafa) \(the computer\) is playing/);
      await expect(page.locator('[data-testid="hurry"]')).toBeVisible();
      await shot(page, info, 'computers-ali-baba-thinking');
      await expectAccessible(page, 'a computer player thinking');
    }
  }
  await expect(page.locator('.final-scores h1')).toHaveText('Final scores');
  await expect(page.locator('table.final tbody tr')).toHaveCount(4);
  await shot(page, info, 'computers-ali-baba-end');
  await expectAccessible(page, 'the end of a game against the computer');
  // The history names the computers' moves.
  await page.locator('[data-testid="history"] summary').click();
  await expect(page.locator('[data-testid="history"] .turns')).toContainText(/Morgiana took/);
  expect(turns).toBeGreaterThan(8);
  expect(problems).toEqual([]);
});

test('one person against a strong computer plays A Thousand and One to the end screen', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'a whole game at 390×844');
  const problems = watchForErrors(page);
  await freshStart(page);
  await newGame(page, 'thousand-and-one', ['person', 'strong'], ['Lea']);
  const pick = lcg(9);
  let turns = 0;
  for (let i = 0; i < 600; i++) {
    if (!(await personsTurn(page, true))) break;
    if (await page.locator('[data-testid="confirm"]').count()) {
      await page.locator('[data-testid="confirm-yes"]').click();
      continue;
    }
    const choices = page.locator('.t1-table button[data-act], .t1-table button[data-ui="put"]');
    await choices.nth(pick(await choices.count())).click();
    turns++;
    if (turns === 3) await shot(page, info, 'computers-thousand');
  }
  await expect(page.locator('.final-scores h1')).toHaveText('Final scores');
  await expect(page.locator('.results li')).toHaveCount(2);
  await shot(page, info, 'computers-thousand-end');
  await expectAccessible(page, 'the end of A Thousand and One against the computer');
  expect(turns).toBeGreaterThan(3);
  expect(problems).toEqual([]);
});

test('two people and a computer: the computer plays between them, the hand-off goes to the next person', async ({ page }, info) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  await newGame(page, 'ali-baba', ['person', 'normal', 'person'], ['Lea', '', 'Tom']);
  await expect(page.locator('.handoff h1')).toHaveText('Pass the device to Lea');
  await page.locator('.handoff .btn.primary').click();
  // Lea plays, Cassim (the computer) plays, until Tom's turn comes: the device goes to him (Lea
  // may be asked in between, when the computer's yellow magic wants a tile from her).
  const handoff = page.locator('.handoff h1');
  for (let i = 0; i < 100; i++) {
    if ((await handoff.count()) && (await handoff.innerText()) === 'Pass the device to Tom') break;
    if (await handoff.count()) await page.locator('.handoff .btn.primary').click();
    else if (await page.locator('button.tile.selectable, .panel button').count()) await page.locator('button.tile.selectable, .panel button').first().click();
    else await page.waitForTimeout(100);
  }
  await expect(handoff).toHaveText('Pass the device to Tom');
  await page.locator('.handoff .btn.primary').click();
  // The hand-off goes to Tom while Cassim still decides: if Cassim takes a yellow tile, Lea is
  // asked to show one first (a deal of chance), then the device comes back to Tom.
  for (let i = 0; i < 100; i++) {
    if ((await page.locator('#prompt', { hasText: 'Tom' }).count()) && !(await handoff.count())) break;
    if (await handoff.count()) await page.locator('.handoff .btn.primary').click();
    else if (!(await page.locator('#prompt', { hasText: 'Waiting' }).count()) && (await page.locator('button.tile.selectable, .panel button').count())) await page.locator('button.tile.selectable, .panel button').first().click();
    else await page.waitForTimeout(100);
  }
  await expect(page.locator('#prompt')).toContainText('Tom');
  // The computer's seat is never offered as this device's player.
  const menu = page.locator('details.game-menu');
  await menu.locator('summary').click();
  await expect(page.locator('[data-testid="device"] option')).toHaveText(['We all share this device', 'I am Lea', 'I am Tom']);
  await shot(page, info, 'computers-two-people');
  expect(problems).toEqual([]);
});

test('a hint marks the strong player\'s choice on the board, with its reason', async ({ page }, info) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  // Two people, in the app with the computer opponents (hints are theirs).
  await newGame(page, 'thousand-and-one', ['person', 'person']);
  await expect(page.locator('[data-testid="hint-ask"]')).toHaveCount(0);
  await page.locator('details.game-menu summary').click();
  await page.locator('[data-testid="hints"]').selectOption('on');
  await page.locator('[data-testid="hint-ask"]').click();
  await expect(page.locator('[data-testid="hint"]')).toContainText('The strong player would do this');
  await expect(page.locator('.game-table .hinted')).toHaveCount(1);
  await shot(page, info, 'computers-hint');
  await expectAccessible(page, 'a hint');
  // Played, the hint goes.
  await page.locator('.game-table .hinted').click();
  await expect(page.locator('.game-table .hinted')).toHaveCount(0);
  await expect(page.locator('[data-testid="hint"]')).toHaveCount(0);
  // Hints stay on for this device: the game opened in the first app goes to the app with them.
  const url = page.url().replace('?app=full', '');
  await page.goto(url);
  await page.waitForURL(/\?app=full/);
  await expect(page.locator('[data-testid="hint-ask"]')).toBeVisible();
  expect(problems).toEqual([]);
});

test('by link: the computer plays on the device of whoever played before it, and the link carries its move', async ({ browser, baseURL }, info) => {
  test.skip(info.project.name !== 'phone', 'one size is enough for the link');
  const viewport = info.project.use.viewport!;
  const open = async () => {
    const context = await browser.newContext({ baseURL, viewport, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
    const page = await context.newPage();
    return { page, problems: watchForErrors(page) };
  };
  const lea = await open();
  await freshStart(lea.page);
  await newGame(lea.page, 'thousand-and-one', ['person', 'strong', 'person'], ['Lea', '', 'Tom']);
  await chooseDevice(lea.page, '0');
  // Lea places her pawn; Cassim (the computer) places his on her device; then it is Tom's turn.
  await lea.page.locator('.t1-table button[data-act]').first().click();
  await expect(lea.page.locator('.banner.waiting')).toContainText('Tom', { timeout: 15_000 });
  const link = await lea.page.locator('[data-testid="share"]').first().getAttribute('data-link', { timeout: 10_000 });
  expect(link).toContain('#t=');
  const tom = await open();
  await tom.page.goto(link!);
  await tom.page.waitForURL(/\?app=full/);
  // Whose device is this? The people only, never the computer's seat.
  await expect(tom.page.locator('#who-title')).toBeVisible();
  await expect(tom.page.locator('[data-seat]')).toHaveText(['I am Lea', 'I am Tom']);
  await tom.page.locator('[data-seat="2"]').click();
  await expect(tom.page.locator('#prompt')).toHaveText('Tom, put your pawn on a card.');
  await tom.page.locator('[data-testid="history"] summary').click();
  await expect(tom.page.locator('[data-testid="history"] .turns')).toContainText('Cassim put their pawn in the cave.');
  await shot(tom.page, info, 'computers-by-link');
  expect([...lea.problems, ...tom.problems]).toEqual([]);
});

test('a save whose device is held by a computer seat (made by hand) asks again whose device it is, among the people', async ({ page }) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  // From the golden saves of format 3: Lea, Tom, Ana and Max at A Thousand and One, Tom's seat
  // the easy computer's, and the device said to be Tom's.
  const save = '3.-LqOpIw0AQQDTGVhA1RvbQNBbmEDTWF4AAAEAAEAAQEBAp4IEwALAA8ABAARAgMFAgIIBQICAQUAAg0FAwIHBQICBAUBAgYFAQIKAQFYVEiX';
  await page.evaluate((v) => localStorage.setItem('sesame.save.byhand', v), save);
  await page.goto('/?app=full#/play/byhand');
  await expect(page.locator('#who-title')).toBeVisible();
  await expect(page.locator('[data-seat]')).toHaveText(['I am Lea']);
  expect(problems).toEqual([]);
});
