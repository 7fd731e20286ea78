import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser the tests drive: CHROMIUM_PATH if set, else Debian's Chromium where it is installed, else
 * Playwright's own Chromium, downloaded on first use. The answer goes into CHROMIUM_PATH, so the test
 * workers (which read this configuration again) neither look nor download a second time.
 */
export function findChromium(): string {
  const found = process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : ownChromium());
  process.env.CHROMIUM_PATH = found;
  return found;
}

function ownChromium(): string {
  const path = chromium.executablePath();
  if (existsSync(path)) return path;
  process.stdout.write(
    'Browser tests: no Chromium at /usr/bin/chromium; installing Playwright’s own once.\n',
  );
  try {
    execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  } catch {
    process.stderr.write(
      'Browser tests need Chromium: install Debian’s (apt-get install chromium) or, with internet access, ' +
        'Playwright’s (npx playwright install chromium), or set CHROMIUM_PATH.\n',
    );
    process.exit(1);
  }
  return path;
}
