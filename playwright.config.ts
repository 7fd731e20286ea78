import { defineConfig } from '@playwright/test';
import { findChromium } from './frontend/e2e/support/chromium';
import { E2E_FIRST_PORT, E2E_WORKERS } from './frontend/e2e/support/servers';

// Browser tests against the built product (`npm run build` first), in Debian's Chromium where it is installed
// (else Playwright's own, downloaded on first use: support/chromium.ts).
// E2E_WORKERS workers (2 by default), each against its own copy of the product (frontend/e2e/support/servers.ts):
// files run in parallel, the tests of a file in order.

export default defineConfig({
  testDir: 'frontend/e2e',
  testMatch: '**/*.e2e.spec.ts',
  outputDir: 'test-results/e2e',
  workers: E2E_WORKERS,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A bound against a hung test, not a measure of speed (that is `npm run bench:*`): flows take 5-25 s on a
  // quiet 2-core machine and up to five times that when the machine's processors are shared and slow.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }]]
    : 'list',
  use: {
    // baseURL: the worker's own server, set by the fixtures (support/fixtures.ts).
    browserName: 'chromium',
    // No carousel turning, smooth scrolling or transitions for Playwright to wait out; a test about motion
    // itself asks for 'no-preference'.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        // Debian's launcher turns on GPU rasterization, which without a GPU would run on SwiftShader's
        // software GL: Chromium's own software rasterizer draws the pages instead.
        '--disable-gpu-rasterization',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: {
    // One copy of the product per worker, each with a fresh database cloned from one migrated template with
    // the sample catalogue, an SMTP capture and the API + worker; see the script. It says when all answer.
    command: 'node scripts/e2e-server.mjs',
    // MAP_STYLE_URL=none: the maps draw without tiles, so no test depends on another site.
    env: { E2E_PORT: String(E2E_FIRST_PORT), E2E_SERVERS: String(E2E_WORKERS), MAP_STYLE_URL: 'none' },
    wait: { stdout: /e2e servers ready/ },
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
