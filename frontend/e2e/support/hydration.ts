import type { Page } from '@playwright/test';
import { expect, text, type Language } from './fixtures';

/**
 * Holds back every script of the site (all of `/assets/**.js`: the entry, whatever module boots it, the
 * page's chunks) until `release()`: the server's page shows and takes input, and React has not taken it
 * over yet, as on a slow phone. Released, the scripts load as usual, then and afterwards.
 */
export async function holdScripts(page: Page) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/assets/**/*.js', async (route) => {
    held.push(route.request().url());
    await released;
    await route.fallback();
  });
  return {
    release,
    /** The scripts the page asked for while held. */
    held: () => [...held],
  };
}

/** A phone's processor: Chromium runs the page's JavaScript `rate` times slower. */
export async function throttleCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * The cookie banner appears only once React has hydrated the page (use-hydrated.ts): for a test whose
 * visitor has not answered it (`test.use({ consentDecided: false })`).
 */
export async function waitForHydration(page: Page, language: Language, timeout = 20_000): Promise<void> {
  await expect(page.getByRole('region', { name: text(language, 'consent', 'banner.title') })).toBeVisible({
    timeout,
  });
}
