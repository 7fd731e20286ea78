import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { simulateBrowserWithout } from '../format/browser-without-locale.testing';
import { nativeLanguageName } from './autonyms';

type NamesModule = typeof import('./language-names');

async function loadNames(): Promise<NamesModule> {
  let loaded: NamesModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./language-names');
  });
  if (!loaded) throw new Error('language-names module not loaded');
  return loaded;
}

const SITE_LANGUAGES = ['es', 'en', 'de', 'ru', 'mk'] as const;
/** The languages the property editor offers for an adviser. */
const ADVISER_LANGUAGES = ['es', 'en', 'de', 'fr', 'it', 'pt', 'nl', 'ru', 'mk'];
const LOCALE = { es: 'es', en: 'en-GB', de: 'de', ru: 'ru', mk: 'mk' } as const;

// Node's full ICU, captured before any test replaces Intl: the names a browser with every locale shows.
const icuNames = Object.fromEntries(
  SITE_LANGUAGES.map((site) => [site, new Intl.DisplayNames([LOCALE[site]], { type: 'language' })]),
) as Record<(typeof SITE_LANGUAGES)[number], Intl.DisplayNames>;

describe.each([
  ['a browser with Macedonian data', () => () => undefined],
  ['a browser without Macedonian data (Chromium)', () => simulateBrowserWithout('mk')],
])('language names in %s', (_, simulate) => {
  let restore: () => void = () => undefined;
  let names: NamesModule;
  beforeEach(async () => {
    restore = simulate();
    names = await loadNames();
  });
  afterEach(() => restore());

  it('names each site language in itself', () => {
    expect(SITE_LANGUAGES.map((language) => nativeLanguageName(language))).toEqual([
      'Español',
      'English',
      'Deutsch',
      'Русский',
      'Македонски',
    ]);
  });

  it("names an adviser's languages in every site language as CLDR does", () => {
    for (const site of SITE_LANGUAGES) {
      for (const code of ADVISER_LANGUAGES) {
        expect(names.languageName(code, site)).toBe(icuNames[site].of(code));
      }
    }
    expect(names.languageLabel('en', 'mk')).toBe('Англиски');
    expect(names.languageLabel('fr', 'es')).toBe('Francés');
  });
});

describe('a language the shipped names do not cover', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('is named by Intl where the browser has the site language, else shown as its code', async () => {
    const names = await loadNames();
    expect(names.languageName('sv', 'es')).toBe('sueco');
    restore = simulateBrowserWithout('mk');
    const without = await loadNames();
    expect(without.languageName('sv', 'mk')).toBe('SV');
  });
});
