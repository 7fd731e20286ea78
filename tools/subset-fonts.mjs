// The site's web fonts, cut to what its five languages show: `npm run fonts:subset`.
//
// Reads the faces the design uses from @fontsource (the same files Google Fonts serves), keeps only the
// characters of Spanish, English and German (Latin) and of Russian and Macedonian (Cyrillic) and only the
// OpenType features the style sheets use, and writes frontend/src/styles/fonts/*.woff2 (HarfBuzz's subsetter,
// through subset-font). Then writes frontend/src/styles/fonts.css: the faces, each naming exactly the
// characters its file holds (unicode-range, read back from the file's cmap), and for each face a fallback
// face on a local system font whose size and vertical metrics are overridden to take the room the web font
// will take, so nothing moves when the web font arrives. The web font's vertical metrics are read from its
// file (what the browser uses); the average character widths that size-adjust matches come from
// @capsizecss/metrics, with Capsize's formula (createFontStack). Idempotent: the same packages give the same
// bytes. Prints each file's size.
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import subsetFont from 'subset-font';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STYLES = path.join(ROOT, 'frontend/src/styles');
const OUT_DIR = path.join(STYLES, 'fonts');
const CSS_FILE = path.join(STYLES, 'fonts.css');
const require = createRequire(import.meta.url);

/** Code points from a list of single values and [first, last] ranges. */
const codePoints = (...parts) =>
  parts.flatMap((part) =>
    Array.isArray(part) ? Array.from({ length: part[1] - part[0] + 1 }, (_, i) => part[0] + i) : [part],
  );

/**
 * Latin: Basic Latin and Latin-1 without the symbols no page of an estate agency shows (¢ ¤ ¥ ¦ ¨ ¬ ¯ µ ¶ ¸
 * ¹; should one appear, the metric-matched fallback draws it), the euro sign and the typographic punctuation:
 * hyphens, dashes, quotes, bullet, ellipsis, single guillemets, trade mark, minus, thin and narrow no-break
 * space (number formatting).
 */
const LATIN_LEFT_OUT = new Set([0xa2, 0xa4, 0xa5, 0xa6, 0xa8, 0xac, 0xaf, 0xb5, 0xb6, 0xb8, 0xb9]);
const LATIN = codePoints(
  [0x20, 0x7e],
  ...codePoints([0xa0, 0xff]).filter((cp) => !LATIN_LEFT_OUT.has(cp)),
  0x2009,
  0x2010,
  0x2011,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201a,
  0x201c,
  0x201d,
  0x201e,
  0x2022,
  0x2026,
  0x2039,
  0x203a,
  0x202f,
  0x20ac,
  0x2122,
  0x2212,
);

/**
 * Cyrillic: the Russian alphabet with Ё ё, the Macedonian letters (Ѓ ѓ Ѕ ѕ Ј ј Љ љ Њ њ Ќ ќ Џ џ, and Ѐ ѐ Ѝ ѝ
 * that tell words apart) and the numero sign. Spaces, digits and punctuation come from the Latin file.
 */
const CYRILLIC = codePoints(
  [0x0410, 0x044f],
  0x0400,
  0x0401,
  0x0403,
  0x0405,
  0x0408,
  0x0409,
  0x040a,
  0x040c,
  0x040d,
  0x040f,
  0x0450,
  0x0451,
  0x0453,
  0x0455,
  0x0458,
  0x0459,
  0x045a,
  0x045c,
  0x045d,
  0x045f,
  0x2116,
);

const SCRIPTS = [
  { name: 'latin', codePoints: LATIN },
  { name: 'cyrillic', codePoints: CYRILLIC },
];

/*
 * OpenType features kept. The style sheets ask for kern, liga and calt (global.css), lining figures
 * (global.css; Cormorant's default figures are old-style) and tabular figures (font-variant-numeric:
 * tabular-nums, on body text only). Inter's calt, which raises punctuation next to capitals and digits, is
 * left out: it holds 64 glyphs and a third of the file's substitutions (3.3 KB per weight), more than the
 * first view's budget allows.
 */
const INTER_FEATURES = ['kern', 'liga', 'tnum'];
const CORMORANT_FEATURES = ['kern', 'liga', 'calt', 'lnum'];

const SANS_FALLBACKS = {
  normal: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Helvetica'],
  bold: [
    'Arial Bold',
    'Arial-BoldMT',
    'Liberation Sans Bold',
    'LiberationSans-Bold',
    'Arimo Bold',
    'Arimo-Bold',
    'Helvetica Bold',
    'Helvetica-Bold',
  ],
};
const SERIF_FALLBACKS = {
  normal: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos', 'Times'],
  italic: [
    'Times New Roman Italic',
    'TimesNewRomanPS-ItalicMT',
    'Liberation Serif Italic',
    'LiberationSerif-Italic',
    'Tinos Italic',
    'Tinos-Italic',
    'Times Italic',
  ],
};

/**
 * The faces the design uses: body text Inter 400, its emphasis (labels, buttons, eyebrows) Inter 600,
 * headings Cormorant Garamond 500 and their accents in its italic. Each with the system font its fallback
 * face stands on, a first one metric-compatible with Arial or Times New Roman (Windows, macOS, iOS, Linux:
 * Liberation, Arimo, Tinos), and a second for Android, which has neither (Roboto, Noto Serif).
 */
const FACES = [
  {
    family: 'Inter',
    package: 'inter',
    weight: 400,
    style: 'normal',
    metrics: 'inter',
    features: INTER_FEATURES,
    fallbacks: [
      { family: 'Inter Fallback', metrics: 'arial', local: SANS_FALLBACKS.normal },
      {
        family: 'Inter Fallback Android',
        metrics: 'roboto',
        local: ['Roboto', 'Roboto Regular', 'Roboto-Regular'],
      },
    ],
  },
  {
    family: 'Inter',
    package: 'inter',
    weight: 600,
    style: 'normal',
    metrics: 'inter/600',
    features: INTER_FEATURES,
    fallbacks: [
      { family: 'Inter Fallback', metrics: 'arial/700', local: SANS_FALLBACKS.bold },
      { family: 'Inter Fallback Android', metrics: 'roboto/500', local: ['Roboto Medium', 'Roboto-Medium'] },
    ],
  },
  {
    family: 'Cormorant Garamond',
    package: 'cormorant-garamond',
    weight: 500,
    style: 'normal',
    metrics: 'cormorantGaramond/500',
    features: CORMORANT_FEATURES,
    fallbacks: [
      { family: 'Cormorant Garamond Fallback', metrics: 'timesNewRoman', local: SERIF_FALLBACKS.normal },
      {
        family: 'Cormorant Garamond Fallback Android',
        metrics: 'notoSerif',
        local: ['Noto Serif', 'Noto Serif Regular', 'NotoSerif-Regular'],
      },
    ],
  },
  {
    family: 'Cormorant Garamond',
    package: 'cormorant-garamond',
    weight: 500,
    style: 'italic',
    metrics: 'cormorantGaramond/500italic',
    features: CORMORANT_FEATURES,
    fallbacks: [
      {
        family: 'Cormorant Garamond Fallback',
        metrics: 'timesNewRoman/italic',
        local: SERIF_FALLBACKS.italic,
      },
      {
        family: 'Cormorant Garamond Fallback Android',
        metrics: 'notoSerif/italic',
        local: ['Noto Serif Italic', 'NotoSerif-Italic'],
      },
    ],
  },
];

// --- Reading the subset back: the characters it maps, the vertical metrics the browser lays text with ---

function tables(sfnt) {
  const count = sfnt.readUInt16BE(4);
  const found = new Map();
  for (let i = 0; i < count; i++) {
    const record = 12 + 16 * i;
    found.set(sfnt.toString('latin1', record, record + 4), sfnt.readUInt32BE(record + 8));
  }
  return found;
}

/** The code points a font maps to a glyph (its cmap's Unicode subtable, format 4 or 12). */
function mappedCodePoints(sfnt) {
  const cmap = tables(sfnt).get('cmap');
  const subtables = sfnt.readUInt16BE(cmap + 2);
  const offsets = new Map();
  for (let i = 0; i < subtables; i++) {
    const record = cmap + 4 + 8 * i;
    const offset = cmap + sfnt.readUInt32BE(record + 4);
    offsets.set(sfnt.readUInt16BE(offset), offset);
  }
  const mapped = new Set();
  if (offsets.has(12)) {
    const table = offsets.get(12);
    const groups = sfnt.readUInt32BE(table + 12);
    for (let g = 0; g < groups; g++) {
      const group = table + 16 + 12 * g;
      for (let cp = sfnt.readUInt32BE(group); cp <= sfnt.readUInt32BE(group + 4); cp++) mapped.add(cp);
    }
    return mapped;
  }
  const table = offsets.get(4);
  if (table === undefined) throw new Error('no Unicode cmap subtable (format 4 or 12)');
  const segments = sfnt.readUInt16BE(table + 6) / 2;
  const ends = table + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const rangeOffsets = deltas + 2 * segments;
  for (let s = 0; s < segments; s++) {
    const start = sfnt.readUInt16BE(starts + 2 * s);
    const end = sfnt.readUInt16BE(ends + 2 * s);
    const delta = sfnt.readInt16BE(deltas + 2 * s);
    const rangeOffset = sfnt.readUInt16BE(rangeOffsets + 2 * s);
    for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
      const glyph =
        rangeOffset === 0
          ? (cp + delta) & 0xffff
          : sfnt.readUInt16BE(rangeOffsets + 2 * s + rangeOffset + 2 * (cp - start));
      if (glyph !== 0) mapped.add(cp);
    }
  }
  return mapped;
}

/** unitsPerEm (head); ascent, descent, line gap: OS/2's typographic ones if USE_TYPO_METRICS, else hhea's. */
function verticalMetrics(sfnt) {
  const found = tables(sfnt);
  const head = found.get('head');
  const hhea = found.get('hhea');
  const os2 = found.get('OS/2');
  const useTypoMetrics = (sfnt.readUInt16BE(os2 + 62) & 0x80) !== 0;
  return {
    unitsPerEm: sfnt.readUInt16BE(head + 18),
    ...(useTypoMetrics
      ? {
          ascent: sfnt.readInt16BE(os2 + 68),
          descent: sfnt.readInt16BE(os2 + 70),
          lineGap: sfnt.readInt16BE(os2 + 72),
        }
      : {
          ascent: sfnt.readInt16BE(hhea + 4),
          descent: sfnt.readInt16BE(hhea + 6),
          lineGap: sfnt.readInt16BE(hhea + 8),
        }),
  };
}

// --- CSS ---

function unicodeRange(points) {
  const sorted = [...points].sort((a, b) => a - b);
  const hex = (cp) => cp.toString(16).toUpperCase().padStart(4, '0');
  const ranges = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    ranges.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j;
  }
  return ranges.join(', ');
}

const percent = (value) => `${Number((value * 100).toFixed(4))}%`;

/**
 * Capsize's createFontStack: the fallback is scaled so that its average character width (weighted by letter
 * frequency in Latin text) equals the web font's, then its ascent, descent and line gap are set to the web
 * font's in the scaled em.
 */
function overrides(web, fallback) {
  const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = web.unitsPerEm * sizeAdjust;
  return {
    'size-adjust': percent(sizeAdjust),
    'ascent-override': percent(web.ascent / em),
    'descent-override': percent(Math.abs(web.descent) / em),
    'line-gap-override': percent(web.lineGap / em),
  };
}

async function capsize(key) {
  return (await import(`@capsizecss/metrics/${key}`)).default;
}

async function main() {
  const capsizeVersion = require('@capsizecss/metrics/package.json').version;
  const fontsourceVersions = Object.fromEntries(
    [...new Set(FACES.map((face) => face.package))].map((name) => [
      name,
      require(`@fontsource/${name}/package.json`).version,
    ]),
  );
  await mkdir(OUT_DIR, { recursive: true });
  for (const file of await readdir(OUT_DIR)) if (file.endsWith('.woff2')) await rm(path.join(OUT_DIR, file));

  const webFaces = [];
  const fallbackFaces = [];
  const written = [];
  for (const face of FACES) {
    let metrics;
    for (const script of SCRIPTS) {
      const name = `${face.package}-${script.name}-${face.weight}-${face.style}`;
      const source = await readFile(require.resolve(`@fontsource/${face.package}/files/${name}.woff2`));
      const text = String.fromCodePoint(...script.codePoints);
      const options = { keepFeatures: face.features, dropTables: ['STAT'] };
      const [woff2, sfnt] = await Promise.all([
        subsetFont(source, text, { ...options, targetFormat: 'woff2' }),
        subsetFont(source, text, { ...options, targetFormat: 'sfnt' }),
      ]);
      await writeFile(path.join(OUT_DIR, `${name}.woff2`), woff2);
      written.push({ name: `${name}.woff2`, before: source.length, after: woff2.length });
      metrics ??= verticalMetrics(sfnt);
      webFaces.push(
        [
          '@font-face {',
          `font-family: '${face.family}';`,
          `font-style: ${face.style};`,
          `font-weight: ${face.weight};`,
          'font-display: swap;',
          `src: url('./fonts/${name}.woff2') format('woff2');`,
          `unicode-range: ${unicodeRange(mappedCodePoints(sfnt))};`,
          '}',
        ].join('\n'),
      );
    }
    const web = { ...metrics, xWidthAvg: (await capsize(face.metrics)).xWidthAvg };
    for (const fallback of face.fallbacks) {
      const system = await capsize(fallback.metrics);
      const values = overrides(web, system);
      fallbackFaces.push(
        [
          `/* ${face.family} ${face.weight} ${face.style}: ${metrics.unitsPerEm} units per em, ` +
            `ascent ${metrics.ascent}, descent ${metrics.descent}, line gap ${metrics.lineGap} (its file),\n` +
            `   average width ${web.xWidthAvg}; ${system.fullName}: ${system.unitsPerEm} units per em, ` +
            `average width ${system.xWidthAvg}\n` +
            `   (@capsizecss/metrics ${capsizeVersion}, '${fallback.metrics}'). */`,
          '@font-face {',
          `font-family: '${fallback.family}';`,
          `font-style: ${face.style};`,
          `font-weight: ${face.weight};`,
          `src: ${fallback.local.map((local) => `local('${local}')`).join(', ')};`,
          ...Object.entries(values).map(([property, value]) => `${property}: ${value};`),
          '}',
        ].join('\n'),
      );
    }
  }

  const sources = Object.entries(fontsourceVersions).map(
    ([name, version]) => `@fontsource/${name} ${version}`,
  );
  const header = `/* Generated by tools/subset-fonts.mjs (npm run fonts:subset): edit the script, not this.
   From ${sources.join(' and ')}.

   The four faces the design uses (body text Inter 400, its emphasis Inter 600, headings Cormorant Garamond
   500 and its italic), each in two files by script: Latin (Spanish, English, German) and Cyrillic (Russian,
   Macedonian). Each face names the characters its file holds (unicode-range), so the browser downloads only
   what a page shows: Spanish pages never fetch Cyrillic, and a character outside the files is drawn by the
   fallback. The server preloads the body and heading files of the page's script (lib/seo/font-preloads.ts).

   Then, for every face, its fallback: a local system font scaled to the web font's average character width
   and given its ascent, descent and line gap, so the text laid out before the web font arrives (font-display:
   swap) takes the same room and nothing moves when it does. The font stacks (components/ui/tokens.css) name
   the fallbacks right after the web font. */`;
  const css = [header, ...webFaces, ...fallbackFaces].join('\n\n');
  const config = (await prettier.resolveConfig(CSS_FILE)) ?? {};
  await writeFile(CSS_FILE, await prettier.format(css, { ...config, filepath: CSS_FILE }));

  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  for (const { name, before, after } of written) {
    console.log(`${name.padEnd(48)} ${kb(before).padStart(9)} -> ${kb(after).padStart(8)}`);
  }
  for (const script of SCRIPTS) {
    const total = written
      .filter(({ name }) => name.includes(`-${script.name}-`))
      .reduce((sum, f) => sum + f.after, 0);
    console.log(`${script.name}: ${kb(total)} in ${FACES.length} files`);
  }
  console.log(`wrote ${path.relative(ROOT, CSS_FILE)}`);
}

await main();
