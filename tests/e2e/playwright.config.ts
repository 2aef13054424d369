import { defineConfig } from '@playwright/test';

const PORT = 8765;
/** The test build with a deliberate panic (`make build-crash`). */
export const CRASH_PORT = 8766;

// Debian's Chromium, never a downloaded browser. The flags keep it off the (closed) network.
export const chromiumArgs = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  timeout: 240_000,
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: [['list'], ['./failures.ts']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    hasTouch: true,
    isMobile: true,
    // The others' moves are played back on each hand-off unless the player asked for less
    // motion; the tests that are not about it play without it (follow.spec.ts is about it).
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 } } },
    // What does not depend on the screen's size (bad input, links, two tabs, storage, the panic
    // screen, the backup file, offline) is tested at the phone's size, not again on the tablet.
    {
      name: 'tablet', use: { viewport: { width: 820, height: 1180 } },
      testIgnore: /(robustness|links|windows|storage|crash|backup|offline)\.spec\.ts/,
    },
    { name: 'landscape', use: { viewport: { width: 844, height: 390 } }, testMatch: /(robustness|crash|layout|lessons)\.spec\.ts/ },
    // A tablet lying down: the board beside the rest, as on a phone held sideways.
    { name: 'tablet-landscape', use: { viewport: { width: 1180, height: 820 } }, testMatch: /layout\.spec\.ts/ },
  ],
  webServer: [
    {
      command: `python3 ../../tools/serve.py --port ${PORT} --dir ../../dist`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      env: { SERVE_QUIET: '1' },
    },
    {
      command: `python3 ../../tools/serve.py --port ${CRASH_PORT} --dir ../../dist-crash`,
      url: `http://127.0.0.1:${CRASH_PORT}/`,
      reuseExistingServer: !process.env.CI,
      env: { SERVE_QUIET: '1' },
    },
  ],
});
