import { describe, expect, it } from '@jest/globals';
import { languageBasename, languageOfPath, localizedPath, pathWithinLanguage } from './language-paths';

describe('addresses per language', () => {
  it('reads the language from the first segment, Spanish at the root', () => {
    expect(languageOfPath('/ru/property/villa-x')).toBe('ru');
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/property/villa-x')).toBe('es');
    expect(languageOfPath('/es/property/villa-x')).toBe('es');
    expect(languageOfPath('/english')).toBe('es');
    expect(languageOfPath('/')).toBe('es');
  });

  it('strips and adds the prefix, the two being inverse', () => {
    for (const path of ['/', '/properties', '/property/villa-x']) {
      for (const language of ['es', 'en', 'de', 'ru', 'mk'] as const) {
        const address = localizedPath(language, path);
        expect(languageOfPath(address)).toBe(language);
        expect(pathWithinLanguage(address)).toBe(path);
      }
    }
    expect(localizedPath('mk', '/')).toBe('/mk');
    expect(localizedPath('es', '/contact')).toBe('/contact');
    expect(pathWithinLanguage('/en/')).toBe('/');
  });

  it('gives the router its basename', () => {
    expect(languageBasename('es')).toBe('/');
    expect(languageBasename('de')).toBe('/de');
  });
});
