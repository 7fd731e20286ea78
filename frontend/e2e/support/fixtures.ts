import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { e2eServer } from './servers';
import type { E2eServer } from './servers';

/** A page's address in a language: Spanish at the root, the others under their code (`/ru/properties`). */
export { localizedPath } from '../../src/lib/i18n/language-paths';

export type Language = 'es' | 'en' | 'de' | 'ru' | 'mk';
export const LANGUAGES: readonly Language[] = ['es', 'en', 'de', 'ru', 'mk'];

/** The keys the SPA uses in localStorage (lib/i18n/languages.ts and features/consent). */
export const LANGUAGE_KEY = 'lang';
export const CONSENT_KEY = 'cookie-consent';

const localesDir = fileURLToPath(new URL('../../src/locales/', import.meta.url));
const catalogueCache = new Map<string, Record<string, unknown>>();

/** A locale catalogue of the SPA, so tests assert the very texts visitors see. */
export function catalogue(language: Language, namespace: string): Record<string, unknown> {
  const key = `${language}/${namespace}`;
  let value = catalogueCache.get(key);
  if (!value) {
    value = JSON.parse(readFileSync(`${localesDir}${key}.json`, 'utf8')) as Record<string, unknown>;
    catalogueCache.set(key, value);
  }
  return value;
}

/** One text of a catalogue by dotted key, with {{placeholders}} filled in. */
export function text(
  language: Language,
  namespace: string,
  key: string,
  values: Record<string, string | number> = {},
) {
  let node: unknown = catalogue(language, namespace);
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`No text ${language}:${namespace}:${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** A regular expression matching a text exactly (for accessible names and headings). */
export function exactly(value: string): RegExp {
  return new RegExp(`^\\s*${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}

interface SiteOptions {
  /** Language the visitor has chosen before the first page load (localStorage), es by default. */
  language: Language;
  /** Whether the visitor has already answered the cookie banner (so it does not cover the page). */
  consentDecided: boolean;
}

interface ServerFixtures {
  /** The copy of the product this worker talks to (support/servers.ts): `baseURL` and `request` point there. */
  server: E2eServer;
}

/**
 * `test` against the worker's own server, with the visitor's stored state prepared before the first page
 * load. The init script runs on every navigation but only fills in what is missing, so a choice made during
 * the test survives reloads.
 */
export const test = base.extend<SiteOptions, ServerFixtures>({
  server: [
    // Playwright reads a fixture's dependencies from this pattern: an empty one says there are none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => provide(e2eServer(workerInfo.parallelIndex)),
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, provide) => provide(server.baseURL),
  // Every test is a visitor of its own: the servers believe one proxy (TRUST_PROXY=1), and each test comes
  // from its own address, so the per-address rate limits (ten registrations an hour, say) count one visitor's
  // requests, not those of every test that shared the worker's server before it.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, provide, testInfo) =>
    provide({ 'X-Forwarded-For': visitorAddress(testInfo.parallelIndex, testInfo.testId, testInfo.retry) }),
  language: ['es', { option: true }],
  consentDecided: [true, { option: true }],
  page: async ({ page, language, consentDecided }, provide) => {
    await page.addInitScript(
      ({ languageKey, consentKey, language: lang, consentDecided: decided }) => {
        try {
          if (!window.localStorage.getItem(languageKey)) window.localStorage.setItem(languageKey, lang);
          if (decided && !window.localStorage.getItem(consentKey)) {
            const choice = {
              version: 1,
              necessary: true,
              analytics: false,
              decidedAt: new Date().toISOString(),
            };
            window.localStorage.setItem(consentKey, JSON.stringify(choice));
          }
        } catch {
          // about:blank and other opaque origins have no storage.
        }
      },
      { languageKey: LANGUAGE_KEY, consentKey: CONSENT_KEY, language, consentDecided },
    );
    // A server-rendered page shows its content before React takes it over, and a click in between does
    // nothing (a person on a slow phone waits for the page to finish loading). Every load waits for React's
    // root: from then on React handles events, replaying those that reach a part not hydrated yet.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => waitForReact(page, await goto(url, options));
    page.reload = async (options) => waitForReact(page, await reload(options));
    await provide(page);
  },
});

export { expect };

/** A private address (10.x.y.z) of its own for each test and retry, stable while the test runs. */
function visitorAddress(worker: number, testId: string, retry: number): string {
  const digest = createHash('sha256').update(`${testId}:${retry}`).digest();
  return `10.${worker % 256}.${digest[0]}.${(digest[1] % 254) + 1}`;
}

/** Resolves once React has taken over the page (for pages opened outside the `page` fixture). */
export async function waitForReact<T>(page: Page, response: T): Promise<T> {
  if (new URL(page.url()).origin !== 'null')
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );
  return response;
}

/** Waits until the routed page has rendered: its h1 is visible and no loading skeleton is left. */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}
