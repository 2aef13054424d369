import { test, expect, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appReady, expectAccessible, freshStart, listenForNotes, shot, watchForErrors } from './helpers';

/** Saves written by `tests/sidibaba_fixtures.rs`: the Leader (Ali, a person) set maze 1 up. */
const fixtures: { name: string; id: string; save: string }[] = JSON.parse(readFileSync(join(__dirname, 'fixtures/sidibaba.json'), 'utf8'));

/** Puts a fixture into storage and opens it from Home, in the first app, which hands it over. */
async function openFixture(page: Page, name: string) {
  const f = fixtures.find((x) => x.name === name)!;
  await freshStart(page);
  await page.evaluate(([id, save]) => localStorage.setItem(`sesame.save.${id}`, save), [f.id, f.save]);
  await page.reload();
  await appReady(page);
  const row = page.locator(`[data-save="${f.id}"]`);
  await expect(row.locator('.who')).toHaveText('Sidibaba: Samir, Lea, Tom');
  await row.getByRole('button', { name: 'Resume' }).click();
  await expect(page).toHaveURL(/\?app=full#\/play\//);
  await expect(page.locator('#boot')).toHaveCount(0);
  // A game whose lamp was burning opens paused.
  await expect(page.locator('main h1')).toHaveText(/^(Sidibaba|Paused)$/);
}

/** Seconds left on the running lamp, as the screen shows them ("2:31 left"). */
async function secondsLeft(page: Page, where = '[data-testid="time-left"]') {
  const text = (await page.locator(where).textContent()) ?? '';
  const m = text.match(/(\d+):(\d\d)/);
  expect(m, `a time in "${text}"`).not.toBeNull();
  return Number(m![1]) * 60 + Number(m![2]);
}

const prompt = (page: Page) => page.locator('#prompt');
const pad = (page: Page) => page.locator('.sidi-pad');

/** Shares what lies in the middle (and gives up a lamp for each curse) until the party walks on. */
async function shareOut(page: Page) {
  for (let i = 0; i < 20 && (await pad(page).count()) === 0; i++) {
    const choice = page.locator('.sidi-controls button[data-act]').first();
    await expect(choice).toBeVisible();
    await choice.click();
  }
  await expect(pad(page)).toBeVisible();
}

test('the party walks to the Treasure, shares it and leaves the maze: the Adventurers win', async ({ page }, info) => {
  const problems = watchForErrors(page);
  await openFixture(page, 'treasure-at-door');
  await expect(prompt(page)).toHaveText('Open Sesame! Samir, light the first lamp.');
  await expectAccessible(page, 'Sidibaba, before the first lamp');
  await page.getByRole('button', { name: 'Light a lamp' }).click();
  await expect(page.locator('[data-testid="time-left"]')).toContainText(/[23]:\d\d left/);
  await expect(prompt(page)).toContainText('You stand before the entrance.');
  await expect(prompt(page)).toContainText('the closed Treasure');
  await expect(page.locator('.lantern .treasure')).toHaveCount(1);
  // Drawn on the square in front: small, beyond the party's own floor.
  await expect(page.locator('.lantern .treasure')).toHaveAttribute('transform', /^translate\(200 274\)/);
  await expect(page.locator('.lantern .wall.ahead:not(.far), .lantern .daylight, .lantern .chest, .lantern .leader')).toHaveCount(0);
  await shot(page, info, 'sidibaba-lamp');
  await expectAccessible(page, 'Sidibaba, the lamp view');
  // Ali, the Leader, holds an event for no Chest: the party is not stopped on its way in.
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(page.locator('.sidi-news')).toContainText('The Treasure opens');
  await shareOut(page);
  // The opened Treasure stands at the party's feet: drawn large at the picture's foot, and told.
  await expect(page.locator('.lantern .treasure.open')).toHaveAttribute('transform', /^translate\(200 392\)/);
  await expect(prompt(page)).toContainText('Where you stand: the open Treasure.');
  await expect(page.locator('.lantern .wall.ahead:not(.far)'), 'a wall ahead, drawn so').toHaveCount(1);
  await shot(page, info, 'sidibaba-treasure-here');
  // The Leader interrupts when he wants: "Leader: stop!" hands him the device.
  await page.getByTestId('leader-stop').click();
  await expect(page.locator('main h1')).toHaveText('Pass the device to Ali');
  await expectAccessible(page, "Sidibaba, the Leader's hand-off");
  await page.getByRole('button', { name: 'I am Ali' }).click();
  await expect(page.locator('[data-testid="maze"] .cell')).toHaveCount(64);
  await expect(prompt(page)).toContainText('Play an event, or pass.');
  // His standing orders: the one in force pressed, each other one a tap away.
  await expect(page.locator('.sidi-orders [aria-pressed="true"]')).toHaveText(/At a Chest or the Treasure/);
  await expect(page.locator('.sidi-orders button[data-act]')).toHaveCount(3);
  await shot(page, info, 'sidibaba-console');
  await expectAccessible(page, "Sidibaba, the Leader's console");
  await page.locator('.sidi-orders button', { hasText: 'Only when you say stop' }).click();
  await expect(page.locator('.sidi-orders [aria-pressed="true"]')).toHaveText(/Only when you say stop/);
  // Closed by one tap: out of the page, behind the hand-off again.
  await page.getByTestId('hide-console').click();
  await expect(page.locator('[data-testid="maze"]')).toHaveCount(0);
  await expect(page.locator('main h1')).toHaveText('Pass the device to Ali');
  await page.getByRole('button', { name: 'I am Ali' }).click();
  await page.getByRole('button', { name: 'Pass' }).click();
  await expect(pad(page)).toBeVisible();
  await expect(page.getByTestId('leader-stop'), 'once a square').toHaveCount(0);
  await page.getByRole('button', { name: 'Turn around' }).click();
  await expect(prompt(page)).toContainText('Daylight ahead');
  await expect(page.locator('.lantern .daylight')).toHaveCount(1);
  await expect(page.locator('.lantern .sun')).toHaveCount(1);
  await shot(page, info, 'sidibaba-daylight');
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(page.locator('[data-testid="outcome"] h1')).toContainText('The Adventurers won');
  await expect(page.locator('[data-testid="maze"]'), 'the maze is shown at the end').toBeVisible();
  await expect(page.locator('[data-testid="time-left"]')).toHaveCount(0);
  // The expedition's story, and its way drawn on the maze with a key.
  await expect(page.locator('.sidi-story')).toContainText('3 movements');
  await expect(page.locator('.sidi-story')).toContainText('0 Chests opened');
  await expect(page.locator('.sidi-story'), 'a person played the Leader').not.toContainText('The app played');
  await expect(page.locator('.sidi-path path')).toHaveCount(1);
  await expect(page.locator('.sidi-legend')).toContainText("the party's way");
  await shot(page, info, 'sidibaba-end');
  await expectAccessible(page, 'Sidibaba, the end');
  // The whole expedition again, on the maze.
  await page.getByTestId('replay').click();
  await page.getByTestId('step-next').click();
  await expect(page.locator('[data-testid="playback"] [data-testid="maze"]')).toBeVisible();
  // A picture of the console, nothing in it to press, each step told once (above the maze).
  await expect(page.locator('[data-testid="playback"] [data-testid="hide-console"]')).toBeHidden();
  await expect(page.locator('[data-testid="playback"] .sidi-news')).toBeHidden();
  await shot(page, info, 'sidibaba-replay');
  await page.getByTestId('step-end').click();
  await expect(page.locator('[data-testid="playback"] [data-testid="outcome"]')).toBeVisible();
  await page.getByTestId('close-replay').click();
  // The finished expedition goes by link, as its replay: opened on another device (the first
  // app hands it over), it ends the same way and steps through again.
  const share = page.getByTestId('share');
  await expect(share.locator('h2')).toHaveText('Send the game as a link, to watch it again');
  const link = (await share.getAttribute('data-link'))!;
  expect(link).toMatch(/^http:\/\/[^?]+#t=[A-Za-z0-9_-]+$/);
  const other = await page.context().browser()!.newContext();
  const there = await other.newPage();
  const problemsThere = watchForErrors(there);
  await there.goto(link);
  await expect(there).toHaveURL(/\?app=full#\/play\//);
  await expect(there.locator('[data-testid="notice"]')).toBeVisible();
  await expect(there.locator('[data-testid="outcome"] h1')).toContainText('The Adventurers won');
  await there.getByTestId('replay').click();
  await there.getByTestId('step-end').click();
  await expect(there.locator('[data-testid="playback"] [data-testid="outcome"]')).toContainText('The Adventurers won');
  await other.close();
  expect(problemsThere).toEqual([]);
  expect(problems).toEqual([]);
});

test('the line is reordered by dragging an Adventurer or by the arrows while no lamp burns, and holds while one burns (the rulebook)', async ({ page }, info) => {
  const problems = watchForErrors(page);
  await openFixture(page, 'treasure-at-door');
  const line = page.locator('.sidi-line-now li');
  await expect(line).toHaveCount(3);
  await expect(line.nth(0)).toContainText('Samir');
  await expectAccessible(page, 'Sidibaba, the line to reorder');
  // Tom, last in line, is dragged by his grip onto the head's place.
  await page.locator('.sidi-party').scrollIntoViewIfNeeded();
  const grip = (await line.nth(2).locator('.grip').boundingBox())!;
  const head = (await line.nth(0).boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(head.x + head.width / 2, head.y + head.height / 2, { steps: 8 });
  await expect(line.nth(0)).toHaveClass(/drop-here/);
  await shot(page, info, 'sidibaba-line-drag');
  await page.mouse.up();
  await expect(line.nth(0)).toContainText('Tom');
  await expect(line.nth(1)).toContainText('Samir');
  await expect(line.nth(2)).toContainText('Lea');
  await expect(prompt(page)).toHaveText('Open Sesame! Tom, light the first lamp.');
  // The same by taps.
  await page.getByRole('button', { name: 'Tom one place back in the line' }).click();
  await expect(line.nth(0)).toContainText('Samir');
  await expect(line.nth(1)).toContainText('Tom');
  // A drop where it started changes nothing.
  const lea = (await line.nth(2).locator('.grip').boundingBox())!;
  await page.mouse.move(lea.x + lea.width / 2, lea.y + lea.height / 2);
  await page.mouse.down();
  await page.mouse.move(lea.x + lea.width / 2 + 5, lea.y + lea.height / 2 + 3, { steps: 3 });
  await page.mouse.up();
  await expect(line.nth(2)).toContainText('Lea');
  // While the lamp burns, the line holds: no grip, no arrows (the house rule would allow it).
  await page.getByRole('button', { name: 'Light a lamp' }).click();
  await expect(pad(page)).toBeVisible();
  await expect(page.locator('.sidi-line-now .grip')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Lea one place forward in the line' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('with the house rule chosen in the set-up, the line changes while a lamp burns, and the lamp burns on', async ({ page }) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  await page.goto('/#/new/sidibaba');
  await expect(page.locator('#boot')).toHaveCount(0);
  await page.getByRole('checkbox', { name: /Reorder the line at any time/ }).check();
  await page.locator('button.primary[type="submit"]').click();
  // The app's Leader sets the maze up; the head of the line lights the first lamp.
  await page.getByRole('button', { name: 'Light a lamp' }).click();
  await expect(pad(page)).toBeVisible();
  const line = page.locator('.sidi-line-now li');
  await page.getByRole('button', { name: 'Player 3 one place forward in the line' }).click();
  await expect(line.nth(1)).toContainText('Player 3');
  await expect(line.nth(2)).toContainText('Player 2');
  await expect(pad(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Light a lamp' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("the app's Leader plays at the strength chosen in the set-up: fair unless another is chosen, each said in a line; none for a person Leader", async ({ page }) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  await page.goto('/#/new/sidibaba');
  await expect(page.locator('#boot')).toHaveCount(0);
  const strength = page.getByRole('group', { name: 'How hard the app plays the Leader' });
  await expect(strength.getByRole('radio', { name: /^Fair/ })).toBeChecked();
  await expect(strength).toContainText('For children');
  await expect(strength).toContainText("The rulebook's Leader");
  await page.getByRole('radio', { name: 'Played by a person at this device' }).check();
  await expect(strength).toHaveCount(0);
  await page.getByRole('radio', { name: /^Played by the app/ }).check();
  await strength.getByRole('radio', { name: /^Ruthless/ }).check();
  await page.locator('button.primary[type="submit"]').click();
  await expect(page.getByRole('button', { name: 'Light a lamp' })).toBeVisible();
  const saved = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sesame.save.')).length);
  expect(saved).toBe(1);
  expect(problems).toEqual([]);
});

test('a Chest with a curse: the head of the line goes to the back and the party gives up a lamp', async ({ page }) => {
  const problems = watchForErrors(page);
  await openFixture(page, 'cursed-chest');
  await page.getByRole('button', { name: 'Light a lamp' }).click();
  await expect(prompt(page)).toContainText('a closed Chest');
  await expect(page.locator('.lantern .chest:not(.open)')).toHaveAttribute('transform', /^translate\(200 274\)/);
  // Ali, the Leader, holds no event for a Chest: his standing order passes, no hand-off.
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(page.locator('.sidi-news')).toContainText(/A Chest opens: \d tokens?, [12] curses?\./);
  await expect(prompt(page)).toContainText('A curse! Give up an unlit lamp of one of you.');
  // The line holds still until the sharing is over.
  await expect(page.locator('.sidi-line-now .grip')).toHaveCount(0);
  const lamps = async () => (await page.locator('.sidi-line-now li').allTextContents()).map((t) => Number(t.match(/(\d+) lamps?/)![1])).reduce((a, b) => a + b, 0);
  const before = await lamps();
  await page.locator('.sidi-controls button', { hasText: 'Give up one of' }).first().click();
  expect(await lamps()).toBe(before - 1);
  await expect(page.locator('.sidi-line-now li').first()).not.toContainText('Samir');
  await shareOut(page);
  expect(problems).toEqual([]);
});

/** A new game with the app as Leader, from Home, the first lamp lit. */
async function startWithAppLeader(page: Page) {
  await freshStart(page);
  await page.locator('[data-game="sidibaba"] .btn.primary').click();
  await expect(page).toHaveURL(/\?app=full#\/new\/sidibaba$/);
  await expect(page.locator('#boot')).toHaveCount(0);
  await page.locator('button.primary[type="submit"]').click();
  // The app's Leader sets the maze up by itself.
  await page.getByRole('button', { name: 'Light a lamp' }).click();
  await expect(page.locator('[data-testid="time-left"]')).toBeVisible();
}

test('when the head of the line holds no lamp, whoever holds one comes to the head in one tap', async ({ page }) => {
  const problems = watchForErrors(page);
  await page.clock.install();
  await freshStart(page);
  await page.locator('[data-game="sidibaba"] .btn.primary').click();
  await expect(page.locator('#boot')).toHaveCount(0);
  // Samir, first in line, holds one lamp; Lea seven.
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'One lamp less for Player 1' }).click();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'One lamp more for Player 2' }).click();
  await page.locator('button.primary[type="submit"]').click();
  await page.getByRole('button', { name: 'Light a lamp' }).click();
  await expect(page.locator('[data-testid="time-left"]')).toBeVisible();
  await page.clock.fastForward(181_000);
  await expect(prompt(page)).toContainText('Player 1 holds none');
  await page.getByRole('button', { name: 'Player 2 to the head of the line' }).click();
  await expect(page.locator('.sidi-line-now li').first()).toContainText('Player 2');
  await page.getByRole('button', { name: 'Light a lamp' }).click();
  await expect(pad(page)).toBeVisible();
  expect(problems).toEqual([]);
});

test("the app's Leader plays an event against a quick party, and says what it did", async ({ page }, info) => {
  const problems = watchForErrors(page);
  // A set-up whose Leader (the app) has a card to play at the first step (tests/sidibaba_fixtures.rs).
  await openFixture(page, 'app-leader-plays');
  await page.getByRole('button', { name: 'Light a lamp' }).click();
  await page.getByRole('button', { name: 'Step forward' }).click();
  // Announced as it happens, and kept in the history.
  await expect(page.locator('.sidi-news')).toContainText(/Leader of the Thieves (plays|moves)|Caught by the Leader/);
  // On stage: the thief's figure beside the words.
  await expect(page.locator('.sidi-news.leader .figure')).toBeVisible();
  await shot(page, info, 'sidibaba-leader-on-stage');
  await expectAccessible(page, "Sidibaba, after the Leader's move");
  await page.locator('[data-testid="history"] summary').click();
  await expect(page.locator('[data-testid="history"]')).toContainText(/The Leader of the Thieves (plays|moves)/);
  expect(problems).toEqual([]);
});

test('pausing stops the time and hides the maze; going on starts it again', async ({ page }) => {
  const problems = watchForErrors(page);
  await startWithAppLeader(page);
  await page.waitForTimeout(1500);
  await page.getByTestId('pause').click();
  await expect(page.getByTestId('paused')).toBeVisible();
  await expect(page.locator('.lantern, .sidi-pad')).toHaveCount(0);
  await expectAccessible(page, 'Sidibaba, paused');
  const paused = await secondsLeft(page, '[data-testid="paused"] p');
  await page.waitForTimeout(2500);
  expect(await secondsLeft(page, '[data-testid="paused"] p')).toBe(paused);
  await page.getByTestId('resume').click();
  await expect(page.locator('.lantern')).toBeVisible();
  await page.waitForTimeout(2200);
  expect(await secondsLeft(page)).toBeLessThan(paused);
  expect(problems).toEqual([]);
});

test('a reload in the middle of a lamp comes back paused with the time that was left', async ({ page }, info) => {
  test.skip(info.project.name === 'tablet', 'time, not the screen: the phone is enough');
  await startWithAppLeader(page);
  await page.waitForTimeout(3000);
  const before = await secondsLeft(page);
  await page.reload();
  await expect(page.getByTestId('paused')).toBeVisible();
  const after = await secondsLeft(page, '[data-testid="paused"] p');
  expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
});

test('a hidden page stops the time, as the rules say: 10 s away cost nothing', async ({ page }, info) => {
  test.skip(info.project.name === 'tablet', 'time, not the screen: the phone is enough');
  await startWithAppLeader(page);
  await page.waitForTimeout(1200);
  const before = await secondsLeft(page);
  const setHidden = (hidden: boolean) => page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { value: h, configurable: true });
    Object.defineProperty(document, 'visibilityState', { value: h ? 'hidden' : 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, hidden);
  await setHidden(true);
  await page.waitForTimeout(10_000);
  await setHidden(false);
  await expect(page.getByTestId('paused')).toBeVisible();
  const after = await secondsLeft(page, '[data-testid="paused"] p');
  expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
});

test("a bag is seen only behind its owner's hand-off, and is not in the page otherwise", async ({ page }) => {
  const problems = watchForErrors(page);
  await startWithAppLeader(page);
  await page.getByTestId('pause').click();
  await page.getByTestId('resume').click();
  const bag = page.locator('[data-testid="bag"]');
  await expect(bag).toHaveCount(0);
  await page.getByRole('button', { name: "Player 2's bag" }).click();
  await expect(page.locator('main h1')).toHaveText('Pass the device to Player 2');
  await expect(bag).toHaveCount(0);
  await page.getByRole('button', { name: 'I am Player 2' }).click();
  await expect(bag).toContainText('a gold coin');
  await expect(bag).toContainText('Worth 3 points.');
  await expectAccessible(page, 'Sidibaba, a bag');
  await page.getByTestId('close-bag').click();
  await expect(bag).toHaveCount(0);
  await expect(page.locator('.lantern')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a genie is asked from its owner\'s bag, and its owner alone keeps one of three new tokens', async ({ page }) => {
  const problems = watchForErrors(page);
  // Samir took a genie from a Chest; the lamp burns (tests/sidibaba_fixtures.rs).
  await openFixture(page, 'genie-in-bag');
  await page.getByTestId('resume').click();
  await page.getByRole('button', { name: "Samir's bag" }).click();
  await page.getByRole('button', { name: 'I am Samir' }).click();
  const bag = page.locator('[data-testid="bag"]');
  const ask = bag.locator('button[data-act]').first();
  await expect(ask).toBeVisible();
  await ask.click();
  // The three drawn tokens are Samir's to see: still behind the hand-off he passed.
  await expect(prompt(page)).toContainText('Samir, keep one of the three tokens you drew.');
  const keep = page.locator('.sidi-controls button', { hasText: 'Keep' });
  await expect(keep).toHaveCount(3);
  await expectAccessible(page, 'Sidibaba, keeping one of three');
  await keep.first().click();
  // Back to the lamp for everyone; the genie went to the Leader.
  await expect(page.locator('.lantern')).toBeVisible();
  await expect(page.locator('.sidi-controls button', { hasText: 'Keep' })).toHaveCount(0);
  await expect(page.locator('.sidi-line-now li', { hasText: 'Samir' })).toContainText('tokens');
  expect(problems).toEqual([]);
});

/** The lamp's time is wholly on screen. */
async function timeInView(page: Page, where: string) {
  const box = await page.getByTestId('time-left').boundingBox();
  expect(box, `${where}: the time is drawn`).not.toBeNull();
  expect(box!.y, `${where}: the time is on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${where}: the time is on screen`).toBeLessThanOrEqual(page.viewportSize()!.height);
}

const scrollDown = (page: Page) => page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));

test('while a lamp burns its time stays in view: on the table scrolled down, on a hand-off, in a bag; no replay costs lamp time', async ({ page }, info) => {
  const problems = watchForErrors(page);
  await startWithAppLeader(page);
  await scrollDown(page);
  await timeInView(page, 'the table, scrolled down');
  await page.getByRole('button', { name: "Player 2's bag" }).click();
  await expect(page.locator('main h1')).toHaveText('Pass the device to Player 2');
  await timeInView(page, 'the hand-off');
  await scrollDown(page);
  await timeInView(page, 'the hand-off, scrolled down');
  await shot(page, info, 'sidibaba-handoff-time');
  await page.getByRole('button', { name: 'I am Player 2' }).click();
  // Straight to the bag: the others' moves are not played back while the lamp burns.
  await expect(page.locator('[data-testid="bag"]')).toBeVisible();
  await expect(page.locator('[data-testid="playback"]')).toHaveCount(0);
  await scrollDown(page);
  await timeInView(page, 'the bag, scrolled down');
  await page.getByTestId('close-bag').click();
  expect(problems).toEqual([]);
});

test('before any lamp is lit, a hand-off says nothing of a lamp burning, and shows no time', async ({ page }) => {
  const problems = watchForErrors(page);
  await openFixture(page, 'treasure-at-door');
  await page.getByRole('button', { name: "Lea's bag" }).click();
  await expect(page.locator('main h1')).toHaveText('Pass the device to Lea');
  await expect(page.locator('main')).not.toContainText('burn');
  await expect(page.locator('[data-testid="time-left"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'I am Lea' }).click();
  await expect(page.locator('[data-testid="bag"]')).toBeVisible();
  expect(problems).toEqual([]);
});


test("the lamp's light reaches less far as it burns down, and gutters in its last 20 seconds", async ({ page }) => {
  const problems = watchForErrors(page);
  await page.clock.install();
  await openFixture(page, 'treasure-at-door');
  await page.getByRole('button', { name: 'Light a lamp' }).click();
  await expect(pad(page)).toBeVisible();
  // The light's reach: the scale of the gloom around the lamp (1 at 3:00).
  const reach = () => page.locator('.lantern .gloom').evaluate((e) => new DOMMatrix(getComputedStyle(e).transform).a);
  await expect.poll(reach).toBeGreaterThan(0.95);
  await page.clock.fastForward(150_000);
  await expect.poll(reach, 'half a minute left: the light shrinks').toBeLessThan(0.55);
  await expect(page.locator('html[data-gutter]')).toHaveCount(0);
  await page.clock.fastForward(15_000);
  await expect(page.locator('html[data-gutter]'), 'the last 20 seconds').toHaveCount(1);
  expect(await page.locator('.lantern .flicker').evaluate((e) => Number(getComputedStyle(e).opacity))).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test("a catch is heard: the Leader's token on the party's square", async ({ page }) => {
  const problems = watchForErrors(page);
  const notes = await listenForNotes(page);
  await openFixture(page, 'token-to-catch');
  // Saved while a lamp burned: it opens paused.
  await page.getByTestId('resume').click();
  await expect(page.locator('main h1')).toHaveText('Pass the device to Ali');
  await page.getByRole('button', { name: 'I am Ali' }).click();
  await page.locator('.sidi-map button.pick[aria-label*="the Adventurers"]').click();
  await expect(page.locator('.sidi-news')).toContainText('Caught by the Leader of the Thieves! He takes 4 tokens: 2 from Samir');
  // The catch: a low fall of two notes (G, then the G below).
  await expect.poll(notes).toEqual(expect.arrayContaining([196, 98]));
  expect(problems).toEqual([]);
});

test('a lamp lit is heard, and a gong when it goes out; sound can be turned off in the game menu', async ({ page }) => {
  const problems = watchForErrors(page);
  const notes = await listenForNotes(page);
  await page.clock.install();
  await openFixture(page, 'treasure-at-door');
  await page.getByRole('button', { name: 'Light a lamp' }).click();
  await expect.poll(notes, 'the lamp lit (G, then D)').toContain(392);
  expect(await notes(), 'no gong yet').not.toContain(98);
  // Three minutes later the lamp goes out: a gong.
  await page.clock.fastForward(181_000);
  await expect.poll(notes, 'the gong').toContain(98);
  // Sound off: the next lamp lights in silence.
  await page.locator('.game-menu summary').click();
  await page.locator('[data-testid="sound"]').selectOption('off');
  const before = (await notes()).length;
  const light = page.getByRole('button', { name: 'Light a lamp' });
  if (await light.count()) {
    await light.click();
    await expect(pad(page)).toBeVisible();
  }
  expect((await notes()).length, 'nothing more was heard').toBe(before);
  expect(problems).toEqual([]);
});

/** A key pressed where it sits on the keyboard (`code`), with the letter a layout gives it (`key`). */
async function pressAt(page: Page, code: string, key: string) {
  await page.evaluate(([code, key]) => window.dispatchEvent(new KeyboardEvent('keydown', { code, key, bubbles: true })), [code, key]);
}

test('on a French keyboard the movements sit under the left hand: Z steps forward, and the buttons say so', async ({ page }, info) => {
  const problems = watchForErrors(page);
  // The browser reports an AZERTY layout.
  await page.addInitScript(() => {
    const azerty = new Map([['KeyQ', 'a'], ['KeyW', 'z'], ['KeyE', 'e'], ['KeyA', 'q'], ['KeyS', 's'], ['KeyD', 'd'], ['KeyL', 'l']]);
    Object.defineProperty(Navigator.prototype, 'keyboard', { get: () => ({ getLayoutMap: () => Promise.resolve(azerty) }), configurable: true });
  });
  await openFixture(page, 'treasure-at-door');
  await pressAt(page, 'KeyL', 'l');
  await expect(page.locator('[data-testid="time-left"]')).toContainText(/[23]:\d\d left/);
  await expect(pad(page).locator('.move.f kbd')).toHaveText('Z');
  await expect(pad(page).locator('.move.fl kbd')).toHaveText('A');
  await expect(pad(page).locator('.move.l kbd')).toHaveText('Q');
  await shot(page, info, 'sidibaba-keys');
  // The key where W sits on a US keyboard, Z on this one: a step forward.
  await pressAt(page, 'KeyW', 'z');
  await expect(page.locator('.sidi-news')).toContainText('The Treasure opens');
  expect(problems).toEqual([]);
});

test('without the layout from the browser, French shows the AZERTY letters', async ({ page }) => {
  const problems = watchForErrors(page);
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'keyboard', { get: () => undefined, configurable: true }));
  await openFixture(page, 'treasure-at-door');
  await page.locator('header select').selectOption('fr');
  // The screen in French first: a screen drawn again while the lamp burns opens paused.
  await expect(page.getByRole('button', { name: /^Allumer une lampe/ })).toBeVisible();
  await expect(page.locator('.sidi-controls kbd')).toHaveText('L');
  await pressAt(page, 'KeyL', 'l');
  await expect(pad(page).locator('.move.f kbd')).toHaveText('Z');
  await expect(pad(page).locator('.move.fl kbd')).toHaveText('A');
  await expect(pad(page).locator('.move.r kbd')).toHaveText('D');
  // The rules name the same keys.
  await page.goto('/#/rules/sidibaba');
  await expect(page.locator('article.rules')).toContainText('flèche haut ou Z avance');
  expect(problems).toEqual([]);
});
