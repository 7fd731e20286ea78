import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * What the web fonts cost a phone on its first visit. A first view downloads, for each face its text uses,
 * the files whose unicode-range holds a character it shows; the home page uses all four faces (body,
 * emphasis, headings, italic accents), so the budget counts every face, with the files the characters of the
 * page's language (its catalogue) call for.
 */
const STYLES = path.resolve(__dirname, '../frontend/src/styles');
const FONTS_CSS = readFileSync(path.join(STYLES, 'fonts.css'), 'utf8');
const TOKENS_CSS = readFileSync(path.resolve(STYLES, '../components/ui/tokens.css'), 'utf8');
const LOCALES = path.resolve(STYLES, '../locales');

/** kB as the network panel counts them. */
const BUDGET = { es: 60_000, en: 60_000, de: 60_000, ru: 90_000, mk: 90_000 } as const;
type Language = keyof typeof BUDGET;

interface FontFace {
  family: string;
  weight: string;
  style: string;
  body: string;
}
interface WebFace extends FontFace {
  file: string;
  bytes: number;
  ranges: [number, number][];
}

const fontFaces: FontFace[] = [...FONTS_CSS.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => {
  const descriptor = (name: string) =>
    new RegExp(`(?:^|;)\\s*${name}:\\s*([^;]+);`).exec(body)?.[1].trim() ?? '';
  return {
    family: descriptor('font-family').replace(/^'|'$/g, ''),
    weight: descriptor('font-weight') || '400',
    style: descriptor('font-style') || 'normal',
    body,
  };
});

const webFaces: WebFace[] = fontFaces.flatMap((face) => {
  const url = /src:\s*url\('([^']+)'\)\s*format\('woff2'\)/.exec(face.body);
  if (!url) return [];
  // A file of the repository, or of a package (as Vite resolves `@fontsource/...`).
  const file = url[1].startsWith('.') ? path.resolve(STYLES, url[1]) : require.resolve(url[1]);
  const range = /unicode-range:\s*([^;]+);/.exec(face.body)?.[1] ?? '';
  return [
    {
      ...face,
      file,
      bytes: statSync(file).size,
      ranges: range.split(',').map((part) => {
        const [first, last = first] = part.trim().replace(/^U\+/, '').split('-');
        return [parseInt(first, 16), parseInt(last, 16)] as [number, number];
      }),
    },
  ];
});

const faceKey = ({ family, weight, style }: FontFace) => `${family} ${weight} ${style}`;

/** Every character of a language's interface text. */
function catalogueCharacters(language: Language): Set<number> {
  const dir = path.join(LOCALES, language);
  const text = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('');
  return new Set([...text].map((character) => character.codePointAt(0) ?? 0).filter((cp) => cp >= 0x20));
}

function filesDownloaded(language: Language): WebFace[] {
  const characters = [...catalogueCharacters(language)];
  return webFaces.filter((face) =>
    characters.some((cp) => face.ranges.some(([from, to]) => cp >= from && cp <= to)),
  );
}

const CYRILLIC_LETTER = 'ж'.codePointAt(0) ?? 0;
const isCyrillic = (face: WebFace) =>
  face.ranges.some(([from, to]) => CYRILLIC_LETTER >= from && CYRILLIC_LETTER <= to);

describe('the web fonts of a first view', () => {
  it('are woff2 files of the repository, each face in a Latin and a Cyrillic file', () => {
    expect(webFaces.length).toBeGreaterThan(0);
    for (const face of webFaces)
      expect(readFileSync(face.file).subarray(0, 4).toString('latin1')).toBe('wOF2');
    const byFace = new Map<string, WebFace[]>();
    for (const face of webFaces) byFace.set(faceKey(face), [...(byFace.get(faceKey(face)) ?? []), face]);
    for (const files of byFace.values()) {
      expect(files.filter(isCyrillic)).toHaveLength(1);
      expect(files.filter((face) => !isCyrillic(face))).toHaveLength(1);
    }
  });

  it.each(Object.keys(BUDGET) as Language[])('weigh no more than the budget on a %s page', (language) => {
    const files = filesDownloaded(language);
    const total = files.reduce((sum, face) => sum + face.bytes, 0);
    expect(total).toBeLessThanOrEqual(BUDGET[language]);
    // Every face the page uses has its text's files there: the budget does not come from faces left out.
    expect(new Set(files.map(faceKey)).size).toBe(new Set(webFaces.map(faceKey)).size);
  });

  it('leave Cyrillic to Russian and Macedonian pages', () => {
    for (const language of ['es', 'en', 'de'] as const)
      expect(filesDownloaded(language).filter(isCyrillic)).toEqual([]);
    for (const language of ['ru', 'mk'] as const)
      expect(filesDownloaded(language).filter(isCyrillic)).not.toEqual([]);
  });

  it('are the faces the style sheets ask for: every font-weight is one a face has', () => {
    const weights = new Set(webFaces.map(({ weight }) => weight));
    const css = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? css(path.join(dir, entry.name))
          : entry.name.endsWith('.css')
            ? [path.join(dir, entry.name)]
            : [],
      );
    const asked = css(path.resolve(STYLES, '..'))
      .filter((file) => file !== path.join(STYLES, 'fonts.css'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/font-weight:\s*([^;]+);/g)].map(([, value]) => ({
          file: path.relative(STYLES, file),
          value: value.trim(),
        })),
      );
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter(({ value }) => !weights.has(value) && value !== 'inherit')).toEqual([]);
  });
});

describe('the fallback of every web font', () => {
  const fallbacks = fontFaces.filter((face) => !/url\(/.test(face.body));

  it.each([...new Set(webFaces.map(faceKey))])('is a local font scaled to %s', (key) => {
    const web = webFaces.find((face) => faceKey(face) === key);
    const fallback = fallbacks.find(
      (face) =>
        face.family === `${web?.family} Fallback` && face.weight === web?.weight && face.style === web?.style,
    );
    expect(fallback).toBeDefined();
    expect(fallback?.body).toMatch(/src:\s*local\('[^']+'\)/);
    for (const override of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']) {
      expect(fallback?.body).toMatch(new RegExp(`${override}:\\s*\\d+(\\.\\d+)?%;`));
    }
    expect(fallback?.body).not.toMatch(/size-adjust:\s*100%;/);
  });

  it('comes right after its web font in the font stacks', () => {
    const stacks = [...TOKENS_CSS.matchAll(/--font-[a-z]+:\s*([^;]+);/g)].map(([, stack]) =>
      stack.split(',').map((family) => family.trim().replace(/^'|'$/g, '')),
    );
    for (const family of new Set(webFaces.map((face) => face.family))) {
      const stack = stacks.find((families) => families.includes(family));
      expect(stack).toBeDefined();
      expect(stack?.[(stack?.indexOf(family) ?? 0) + 1]).toBe(`${family} Fallback`);
    }
  });
});
