import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../i18n/languages';

// Vite turns a `?url` import into the URL of the built file; here each stands for the path it names, so that
// the test can tell which file a preload points at. The module is imported once these are in place.
jest.mock(
  '../../styles/fonts/inter-latin-400-normal.woff2?url',
  () => '/fonts/inter-latin-400-normal.woff2',
  {
    virtual: true,
  },
);
jest.mock(
  '../../styles/fonts/inter-cyrillic-400-normal.woff2?url',
  () => '/fonts/inter-cyrillic-400-normal.woff2',
  {
    virtual: true,
  },
);
jest.mock(
  '../../styles/fonts/cormorant-garamond-latin-500-normal.woff2?url',
  () => '/fonts/cormorant-garamond-latin-500-normal.woff2',
  { virtual: true },
);
jest.mock(
  '../../styles/fonts/cormorant-garamond-cyrillic-500-normal.woff2?url',
  () => '/fonts/cormorant-garamond-cyrillic-500-normal.woff2',
  { virtual: true },
);

let fontPreloads: typeof import('./font-preloads').fontPreloads;
let fontPreloadTags: typeof import('./font-preloads').fontPreloadTags;
beforeAll(async () => {
  ({ fontPreloads, fontPreloadTags } = await import('./font-preloads'));
});

const STYLES = path.resolve(__dirname, '../../styles');
const FONTS_CSS = readFileSync(path.join(STYLES, 'fonts.css'), 'utf8');

interface Face {
  family: string;
  weight: string;
  style: string;
  file: string;
  unicodeRange: string;
}

/** The web-font faces fonts.css declares (the fallback faces, on local fonts, have no url()). */
function declaredFaces(): Face[] {
  return [...FONTS_CSS.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, body]) => {
    const url = /src:\s*url\('([^']+)'\)/.exec(body);
    if (!url) return [];
    const descriptor = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1].trim() ?? '';
    return [
      {
        family: descriptor('font-family').replace(/'/g, ''),
        weight: descriptor('font-weight'),
        style: descriptor('font-style'),
        file: path.basename(url[1]),
        unicodeRange: descriptor('unicode-range'),
      },
    ];
  });
}

function faceOf(href: string): Face {
  const face = declaredFaces().find(({ file }) => file === path.basename(href));
  if (!face) throw new Error(`${href} is no file fonts.css declares`);
  return face;
}

/** Whether a face's unicode-range holds a character. */
function covers(face: Face, character: string): boolean {
  const cp = character.codePointAt(0) ?? -1;
  return face.unicodeRange.split(',').some((range) => {
    const [first, last = first] = range.trim().replace('U+', '').split('-');
    return cp >= parseInt(first, 16) && cp <= parseInt(last, 16);
  });
}

describe('the fonts the server preloads with a page', () => {
  it('are at most two for every language, each a file fonts.css declares', () => {
    for (const language of LANGUAGES) {
      const preloads = fontPreloads(language);
      expect(preloads.length).toBeGreaterThan(0);
      expect(preloads.length).toBeLessThanOrEqual(2);
      expect(new Set(preloads).size).toBe(preloads.length);
      for (const href of preloads) expect(faceOf(href)).toBeDefined();
    }
  });

  it("are the body text's and the headings' faces", () => {
    for (const language of LANGUAGES) {
      const faces = fontPreloads(language).map(faceOf);
      expect(faces.map(({ family, weight, style }) => `${family} ${weight} ${style}`).sort()).toEqual([
        'Cormorant Garamond 500 normal',
        'Inter 400 normal',
      ]);
    }
  });

  it("are in the script the page's words are written in: Latin for es, en, de; Cyrillic for ru, mk", () => {
    const letters = { es: 'ñ', en: 'e', de: 'ß', ru: 'ж', mk: 'ќ' } as const;
    for (const language of LANGUAGES) {
      for (const face of fontPreloads(language).map(faceOf))
        expect(covers(face, letters[language])).toBe(true);
    }
    for (const language of ['es', 'en', 'de'] as const) {
      for (const face of fontPreloads(language).map(faceOf)) expect(covers(face, 'ж')).toBe(false);
    }
  });

  it('are written as font preloads the browser can use for the style sheet’s faces (crossorigin)', () => {
    expect(fontPreloadTags('ru')).toBe(
      '<link rel="preload" href="/fonts/inter-cyrillic-400-normal.woff2" as="font" type="font/woff2" crossorigin>' +
        '<link rel="preload" href="/fonts/cormorant-garamond-cyrillic-500-normal.woff2" as="font" type="font/woff2" crossorigin>',
    );
  });
});
