import { expect, Page, TestInfo } from '@playwright/test';
import { readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Small deterministic generator, so a failing random game can be replayed. */
export function lcg(seed: number) {
  let x = seed >>> 0;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

/** Screenshots of the main screens, kept as test artifacts (tests/e2e/screenshots/). */
export async function shot(page: Page, info: TestInfo, name: string) {
  const dir = join(__dirname, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${info.project.name}-${name}.png`), fullPage: true });
}

/** Fails the test on any script error or alert: nothing should ever pop up or throw. */
export function watchForErrors(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    d.dismiss().catch(() => {});
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('favicon')) problems.push(`console: ${m.text()}`);
  });
  return problems;
}

/** The app is running: its home screen has replaced the plain-HTML first view. */
export async function appReady(page: Page) {
  await expect(page.locator('#boot')).toHaveCount(0);
  await expect(page.locator('.game-card').first()).toBeVisible();
}

export async function freshStart(page: Page, lang = 'en') {
  await page.goto('/');
  await page.evaluate((l) => {
    localStorage.clear();
    localStorage.setItem('sesame.lang', l);
  }, lang);
  await page.reload();
  await appReady(page);
}

/** Opens a game's rules from Home: the card's last button (after "New game" and "Learn to play"),
 * found by its place so that it works in every language. */
export async function openRules(page: Page, game: 'ali-baba' | 'thousand-and-one' | 'sidibaba') {
  await page.locator(`[data-game="${game}"] .btn-row .btn:last-child`).click();
}

export interface NewGame {
  names: string[];
  variant?: number; // index in the variant list: 0 standard, 1 lamp, 2 equality, 3 small cave
  start?: number; // seat, or undefined to draw
  openScreens?: boolean;
}

export async function newAliBaba(page: Page, game: NewGame) {
  await expect(page.locator('#boot')).toHaveCount(0);
  await page.locator('[data-game="ali-baba"] .btn.primary').click();
  await expect(page.locator('form.setup')).toBeVisible();
  await page.locator('.segmented button', { hasText: String(game.names.length) }).click();
  for (const [i, name] of game.names.entries()) await page.locator(`#name-${i}`).fill(name);
  if (game.variant !== undefined) await page.locator('input[name="variant"]').nth(game.variant).check();
  if (game.openScreens) await page.locator('input[type="checkbox"]').check();
  if (game.start !== undefined) await page.locator('input[name="start"]').nth(game.start + 1).check();
  await page.locator('button.primary[type="submit"]').click();
  await expect(page.locator('.handoff')).toBeVisible();
}

export type Step = 'handoff' | 'take' | 'choice' | 'over';

/** Plays one step through the UI, choosing at random among what the screen offers. */
export async function step(page: Page, pick: (n: number) => number): Promise<Step> {
  if (await page.locator('.final-scores').count()) return 'over';
  if (await page.locator('[data-testid="skip"]').count()) {
    await page.locator('[data-testid="skip"]').click();
    return 'handoff';
  }
  if (await page.locator('.handoff').count()) {
    await page.locator('.handoff .btn.primary').click();
    return 'handoff';
  }
  const tiles = page.locator('button.tile.selectable');
  const choices = page.locator('.panel button');
  const nTiles = await tiles.count();
  const nChoices = await choices.count();
  expect(nTiles + nChoices, 'someone must have something to do').toBeGreaterThan(0);
  const k = pick(nTiles + nChoices);
  if (k < nTiles) {
    await tiles.nth(k).click();
    return 'take';
  }
  await choices.nth(k - nTiles).click();
  return 'choice';
}

export async function playToTheEnd(page: Page, pick: (n: number) => number, onStep?: (s: Step, i: number) => Promise<void>) {
  for (let i = 0; i < 1000; i++) {
    const s = await step(page, pick);
    if (onStep) await onStep(s, i);
    if (s === 'over') return i;
  }
  throw new Error('the game did not end in 1000 steps');
}

/** Everything visible about the position that survives a reload. */
export async function fingerprint(page: Page) {
  return page.evaluate(() => ({
    board: Array.from(document.querySelectorAll('.pyramid .tile')).map((e) => e.getAttribute('aria-label')),
    players: Array.from(document.querySelectorAll('.player')).map((e) => (e as HTMLElement).innerText),
    prompt: document.querySelector('#prompt')?.textContent,
    screen: (document.querySelector('[data-testid="my-screen"]') as HTMLElement)?.innerText,
  }));
}

/** English phrases of the app (from the translation table) that differ in `lang`. */
export function englishPhrases(lang: 'de' | 'fr'): string[] {
  const root = join(__dirname, '..', '..', 'src', 'app', 'i18n');
  const s = '"((?:[^"\\\\]|\\\\.)*)"';
  const entries: string[][] = [];
  const msg = new RegExp(`\\w+ => ${s},\\s*${s},\\s*${s};`, 'g');
  for (const m of readFileSync(join(root, 'mod.rs'), 'utf8').matchAll(msg)) entries.push([m[1], m[2], m[3]]);
  // The rules texts: [kind, en, de, fr] per paragraph.
  const rules: Record<string, string[][]> = JSON.parse(readFileSync(join(root, 'rules.json'), 'utf8'));
  for (const section of Object.values(rules)) for (const r of section) entries.push([r[1], r[2], r[3]]);
  if (entries.length < 150) throw new Error(`only ${entries.length} messages found: the parser is out of date`);
  const other = lang === 'de' ? 1 : 2;
  const phrases = new Set<string>();
  for (const e of entries) {
    if (e[0] === e[other]) continue;
    // Placeholders and plural choices ({n|tile|tiles}) are not phrases.
    for (const part of e[0].split(/\{[^}]*\}/)) {
      const p = part.replace(/\\'/g, "'").trim();
      // Short fragments ("pts", "Total") can be the same word in both languages.
      if (p.length >= 8 && !e[other].includes(p)) phrases.add(p);
    }
  }
  return [...phrases];
}

export async function expectNoEnglish(page: Page, lang: 'de' | 'fr', where: string) {
  const text = await page.evaluate(() => document.body.innerText + ' ' +
    Array.from(document.querySelectorAll('[aria-label]')).map((e) => e.getAttribute('aria-label')).join(' '));
  const found = englishPhrases(lang).filter((p) => text.includes(p));
  expect(found, `English on the ${lang} ${where} screen`).toEqual([]);
}

/** Whose device this is, from the game menu ('all', or a seat number). */
export async function chooseDevice(page: Page, value: string) {
  const menu = page.locator('details.game-menu');
  if (!(await menu.evaluate((d) => (d as HTMLDetailsElement).open))) await menu.locator('summary').click();
  await page.locator('[data-testid="device"]').selectOption(value);
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core on the page as it is now: no violation of any impact. Put in by the DevTools
 *  protocol, so the page's Content-Security-Policy stays as it is. */
export async function expectAccessible(page: Page, where: string) {
  await page.evaluate(axeSource);
  const found: string[] = await page.evaluate(async () => {
    // @ts-ignore axe is a global from the evaluated source
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v: any) =>
      `${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n: any) => n.target.join(' ')).join(' | ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`);
  });
  expect(found, `axe on the ${where} screen`).toEqual([]);
}

/** A stand-in for the Web Audio API that records the frequency of every note started. */
export async function listenForNotes(page: Page) {
  await page.addInitScript(() => {
    const heard: number[] = [];
    (window as any).__notes = heard;
    // As in Firefox and Safari: no vibration at all (a lamp out must not trip over it).
    delete (Navigator.prototype as any).vibrate;
    class Param { value = 0; setValueAtTime() { return this; } exponentialRampToValueAtTime() { return this; } }
    class Node { connect(n: unknown) { return n; } }
    class Oscillator extends Node { type = 'sine'; frequency = new Param(); start() { heard.push(this.frequency.value); } stop() {} }
    class Gain extends Node { gain = new Param(); }
    (window as any).AudioContext = class { state = 'running'; currentTime = 0; destination = new Node();
      createOscillator() { return new Oscillator(); } createGain() { return new Gain(); } resume() { return Promise.resolve(); } };
  });
  return () => page.evaluate(() => ((window as any).__notes as number[]).slice());
}
