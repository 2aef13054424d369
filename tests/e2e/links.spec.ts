import { test, expect, Page, Browser } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appReady, chooseDevice, freshStart, lcg, newAliBaba, shot, step, watchForErrors } from './helpers';

const fixtures: Record<string, string> = JSON.parse(readFileSync(join(__dirname, 'fixtures', 'links.json'), 'utf8'));

async function device(browser: Browser, baseURL: string, viewport: { width: number; height: number }, reducedMotion: 'reduce' | 'no-preference' = 'reduce') {
  const context = await browser.newContext({ baseURL, viewport, hasTouch: true, isMobile: true, reducedMotion });
  const page = await context.newPage();
  const problems = watchForErrors(page);
  await page.goto('/');
  return { context, page, problems };
}

async function linkOf(page: Page) {
  const link = await page.locator('[data-testid="share"]').first().getAttribute('data-link', { timeout: 10_000 });
  expect(link).toContain('#t=');
  return link!;
}

/** Plays this device's player until the turn belongs to someone else (or the game ends). */
async function playMyTurn(page: Page, pick: (n: number) => number) {
  for (let i = 0; i < 50; i++) {
    if (await page.locator('.final-scores').count()) return 'over';
    if (await page.locator('.banner.waiting').count()) return 'waiting';
    await step(page, pick);
  }
  throw new Error('a turn that never ends');
}

/** Lea starts a game of two on her device, as player 1, and plays her first turn; the link. */
async function leasFirstTurn(browser: Browser, baseURL: string, viewport: { width: number; height: number }, pick: (n: number) => number) {
  const lea = await device(browser, baseURL, viewport);
  await newAliBaba(lea.page, { names: ['Lea', 'Tom'], start: 0 });
  await lea.page.locator('.handoff .btn.primary').click();
  await chooseDevice(lea.page, '0');
  await playMyTurn(lea.page, pick);
  return { lea, link: await linkOf(lea.page) };
}

async function saves(page: Page) {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith('sesame.save.'))));
}

test('a whole two-player game played by sending links back and forth', async ({ browser, baseURL }, info) => {
  const viewport = info.project.use.viewport!;
  const lea = await device(browser, baseURL!, viewport);
  const tom = await device(browser, baseURL!, viewport);
  await newAliBaba(lea.page, { names: ['Lea', 'Tom'], start: 0 });
  await lea.page.locator('.handoff .btn.primary').click();
  await chooseDevice(lea.page, '0');
  const pick = lcg(21);
  let turn = 0;
  let sender = lea;
  let receiver = tom;
  for (; turn < 200; turn++) {
    const state = await playMyTurn(sender.page, pick);
    const link = await linkOf(sender.page);
    if (turn === 0) await shot(sender.page, info, 'send-turn');
    await receiver.page.goto(link);
    if (await receiver.page.locator('#who-title').count()) {
      await shot(receiver.page, info, 'who-are-you');
      await receiver.page.locator('.handoff button', { hasText: 'I am Tom' }).click();
    } else {
      await expect(receiver.page.locator('[data-testid="notice"]')).toContainText(/brought \d+ new moves?;/);
    }
    expect(new URL(receiver.page.url()).hash).toMatch(/^#\/play\//); // the link is not kept in the address bar
    if (state === 'over') break;
    [sender, receiver] = [receiver, sender];
  }
  expect(turn).toBeGreaterThan(10);
  for (const d of [lea, tom]) await expect(d.page.locator('.final-scores')).toBeVisible();
  // Both devices agree on the result.
  const table = (p: Page) => p.locator('table.final').innerText();
  expect(await table(lea.page)).toEqual(await table(tom.page));
  await shot(tom.page, info, 'link-game-over');
  // A link to a finished game replays it, from the deal to the same result.
  await tom.page.locator('[data-testid="replay"]').click();
  await expect(tom.page.locator('[data-testid="step"]')).toContainText('The start of the game');
  await tom.page.locator('[data-testid="step-end"]').click();
  expect(await tom.page.locator('[data-testid="playback"] table.final').innerText()).toEqual(await table(lea.page));
  expect([...lea.problems, ...tom.problems]).toEqual([]);
});

test("a turn that comes by link first plays back the others' moves", async ({ browser, baseURL }, info) => {
  const viewport = info.project.use.viewport!;
  const { lea, link } = await leasFirstTurn(browser, baseURL!, viewport, lcg(2));
  // Tom's phone, without a wish for less motion: "I am Tom", then Lea's moves, one by one.
  const tom = await device(browser, baseURL!, viewport, 'no-preference');
  await tom.page.goto(link);
  await tom.page.locator('.handoff button', { hasText: 'I am Tom' }).click();
  await expect(tom.page.locator('[data-testid="playback"] h1')).toHaveText('What the others did');
  await expect(tom.page.locator('[data-testid="step"]')).toContainText('Lea took');
  await tom.page.locator('[data-testid="skip"]').click();
  await expect(tom.page.locator('#prompt')).toHaveText('Tom, take a glowing tile.');
  expect([...lea.problems, ...tom.problems]).toEqual([]);
  await tom.context.close();
  await lea.context.close();
});

test('a stale link and a diverging link say so and keep every game', async ({ browser, baseURL }, info) => {
  const viewport = info.project.use.viewport!;
  const { lea, link: first } = await leasFirstTurn(browser, baseURL!, viewport, lcg(1));

  // Two different answers from Tom, on two devices.
  const answers: string[] = [];
  for (const which of ['first', 'last'] as const) {
    const tom = await device(browser, baseURL!, viewport);
    await tom.page.goto(first);
    await tom.page.locator('.handoff button', { hasText: 'I am Tom' }).click();
    await tom.page.locator('button.tile.selectable')[which]().click();
    await playMyTurn(tom.page, () => 0);
    answers.push(await linkOf(tom.page));
    await tom.context.close();
  }
  expect(answers[0]).not.toEqual(answers[1]);

  await lea.page.goto(answers[0]);
  await expect(lea.page.locator('[data-testid="notice"]')).toContainText(/brought \d+ new moves?;/);
  // Her own first link is older now.
  const before = await saves(lea.page);
  await lea.page.goto(first);
  await expect(lea.page.locator('[data-testid="notice"]')).toContainText('older than your game');
  expect(await saves(lea.page)).toEqual(before);
  // Tom's other answer diverges: both histories are kept.
  await lea.page.goto(answers[1]);
  await expect(lea.page.locator('[data-testid="notice"]')).toContainText('Both are kept');
  await shot(lea.page, info, 'diverged');
  const after = await saves(lea.page);
  expect(Object.keys(after).length).toBe(2);
  for (const [k, v] of Object.entries(before)) expect(after[k]).toBe(v);
  expect(lea.problems).toEqual([]);
});

test('five kinds of broken link each explain themselves and change nothing', async ({ page }, info) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  await newAliBaba(page, { names: ['Ana', 'Max'] });
  await page.locator('.top .home').click();
  const before = await saves(page);
  const expectations: [string, RegExp][] = [
    ['truncated', /cut short/],
    ['altered', /changed or damaged/],
    ['newer', /newer version of Sesame/],
    ['not-a-game', /not a Sesame game/],
    ['illegal', /move the rules do not allow/],
  ];
  for (const [kind, message] of expectations) {
    await page.goto(`/#${fixtures[kind]}`);
    const box = page.locator('.link-problem');
    await expect(box, kind).toContainText(message);
    await expect(box).toContainText('Nothing was saved or changed');
    if (kind === 'illegal') await shot(page, info, 'broken-link');
    expect(await saves(page), kind).toEqual(before);
    await page.locator('main .btn.primary', { hasText: 'Back to the home screen' }).click();
    await expect(page.locator('.save')).toHaveCount(1);
  }
  // And the good fixture opens.
  await page.goto(`/#${fixtures.good}`);
  await expect(page.locator('#who-title')).toBeVisible();
  expect(problems).toEqual([]);
});

// Chat apps, autocorrect and people pasting put any character into a link. Each of these once
// showed the panic screen (a byte slice inside a multi-byte character); each is now a link
// problem or, where the character means nothing, the game itself. Typed into the address bar
// of a fresh page, and set on the running app.
test('a link with an accent, an emoji or an escaped character is a link problem, never a crash', async ({ page }, info) => {
  const problems = watchForErrors(page);
  await freshStart(page);
  await newAliBaba(page, { names: ['Ana', 'Max'] });
  await page.locator('.top .home').click();
  const before = await saves(page);
  const good = fixtures.good.slice('t='.length);
  const half = Math.floor(good.length / 2);
  const cases: [string, RegExp][] = [
    ['#t=AAAé', /not a Sesame game/],
    ['#t=A😀', /not a Sesame game/],
    ['#t=👨‍👩‍👧‍👦', /not a Sesame game/],
    ['#t=AAA%C3%A9', /not a Sesame game/],
    [`#t=${good.slice(0, half)}é${good.slice(half)}`, /changed or damaged/],
    [`#t=${good.slice(0, half)}%F0%9F%98%80${good.slice(half)}`, /changed or damaged/],
    [`#t=${good.slice(0, half)}e\u0301${good.slice(half)}`, /changed or damaged/],
  ];
  for (const [i, [fragment, message]] of cases.entries()) {
    for (const how of ['address', 'hashchange']) {
      if (how === 'address') {
        await page.goto(`/${fragment}`);
      } else {
        await page.goto('/#/');
        await appReady(page);
        await page.evaluate((f) => { location.hash = f; }, fragment);
      }
      const box = page.locator('.link-problem');
      await expect(box, `${fragment} (${how})`).toContainText(message);
      await expect(box).toContainText('Nothing was saved or changed');
      await expect(page.locator('#crash')).toBeHidden();
      expect(await saves(page), fragment).toEqual(before);
      if (i === 1 && how === 'address') await shot(page, info, 'emoji-link');
    }
  }
  // An invisible break a chat app put inside, and a full stop after: the game opens.
  await page.goto(`/#t=${good.slice(0, half)}%E2%80%8B${good.slice(half)}.`);
  await expect(page.locator('#who-title')).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe(() => {
  // The independent QR decoder is put in the page as an inline script: let it past the
  // page's Content-Security-Policy, which is tested in robustness.spec.ts.
  test.use({ bypassCSP: true });

  test('copying the link and its QR code', async ({ page, context }, info) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await freshStart(page);
    await newAliBaba(page, { names: ['Lea', 'Tom'], start: 0 });
    await page.locator('.handoff .btn.primary').click();
    // Pass-and-play sends nothing; Tom's device waits for Lea's turn and offers the link.
    await expect(page.locator('[data-testid="share"]')).toHaveCount(0);
    await chooseDevice(page, '1');
    const link = await linkOf(page);
    await page.locator('[data-testid="copy"]').click();
    await expect(page.locator('[data-testid="share"] [role="status"]')).toHaveText('Link copied — paste it into your chat.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.locator('[data-testid="share"] button', { hasText: 'Show a QR code' }).click();
    await expect(page.locator('[data-testid="qr"] svg')).toBeVisible();
    await shot(page, info, 'qr-code');
    // Read the code back with an independent decoder, from the pixels the browser drew.
    await page.addScriptTag({ path: require.resolve('jsqr/dist/jsQR.js') });
    const decoded = await page.evaluate(async () => {
      const svg = document.querySelector('[data-testid="qr"] svg')!.outerHTML;
      const img = new Image();
      img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 400;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0, 400, 400);
      const data = ctx.getImageData(0, 0, 400, 400);
      // @ts-ignore jsQR is a global from the script tag
      return jsQR(data.data, 400, 400)?.data ?? null;
    });
    expect(decoded).toBe(link);
  });
});
