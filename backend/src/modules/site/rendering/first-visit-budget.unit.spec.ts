import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PageAssets } from './page-assets';
import { PageTemplate } from './page-template';

/*
 * The budget of a first visit to each public page, read from the build (`npm run build`, which `npm test`
 * runs first) exactly as the server composes its pages: nothing is timed. Before the first paint a page
 * loads its document (styles inline), its fonts and one boot script; after it, the code the boot script
 * lists. A change that pulls a heavy library, account or back-office code, or more files into a first
 * visit fails here.
 */

const DIST = path.resolve(__dirname, '../../../../../frontend/dist');

/**
 * JavaScript of a first visit, brotli as sent. The libraries every page runs are about 113 KB of it (React DOM,
 * React Router, TanStack Query, i18next and their bindings: the framework chunk); the application's frame about
 * 20 KB; the rest is the page's own.
 */
const MAX_SCRIPT_KB = 170;
const MAX_SCRIPT_FILES = 40;
const MAX_BOOT_BYTES = 1024;

/** The public pages' modules, as the server records them (route-modules.tsx), with the texts they use. */
const PUBLIC_PAGES: Record<string, { modules: string[]; namespaces: string[] }> = {
  '/': { modules: ['src/features/home/routes/home-page.tsx'], namespaces: ['home'] },
  '/properties': {
    modules: [
      'src/features/catalogue/routes/properties-page.tsx',
      'src/features/catalogue/routes/loaders.ts',
    ],
    namespaces: ['catalogue', 'map'],
  },
  '/property/:id': {
    modules: [
      'src/app/compositions/property-page-with-inquiry.tsx',
      'src/app/compositions/property-page-loaders.ts',
    ],
    namespaces: ['catalogue', 'contact', 'viewings', 'purchaseCosts', 'map'],
  },
  '/services': {
    modules: [
      'src/app/compositions/services-page-with-booking.tsx',
      'src/features/catalogue/routes/loaders.ts',
    ],
    namespaces: ['catalogue', 'bookings'],
  },
  '/experiences': {
    modules: [
      'src/app/compositions/experiences-page-with-booking.tsx',
      'src/features/catalogue/routes/loaders.ts',
    ],
    namespaces: ['catalogue', 'bookings'],
  },
  '/contact': { modules: ['src/features/contact/routes/contact-page.tsx'], namespaces: ['contact'] },
  '/calculator': {
    modules: [
      'src/features/purchase-costs/routes/calculator-page.tsx',
      'src/features/purchase-costs/routes/loaders.ts',
    ],
    namespaces: ['purchaseCosts'],
  },
  '/compare': {
    modules: ['src/features/compare/routes/compare-page.tsx', 'src/features/compare/routes/loaders.ts'],
    namespaces: ['compare', 'catalogue'],
  },
  '/about': { modules: ['src/features/about/routes/about-page.tsx'], namespaces: ['about'] },
  '/privacy': { modules: ['src/features/legal/routes/legal-page.tsx'], namespaces: ['legal'] },
};

/** What a first visit never downloads: maps, charts, the forms' validation, accounts and the back office. */
const NEVER_ON_A_FIRST_VISIT = [
  /maplibre|terra-draw|supercluster|results-map|uPlot/i,
  /use-contract-form|zod|react-hook-form/i,
  /dashboard|admin|-editor|entity-history|account-tabs/i,
];

/** A built script's name without its content hash, which may spell anything (`compare-api-CZzoDV-A.js`). */
function chunkName(file: string): string {
  return path.basename(file).replace(/-[\w-]{8}\.js$/, '');
}

function read(file: string): string {
  return readFileSync(path.join(DIST, file), 'utf8');
}

/** The bytes a browser receives: the brotli file the server sends where the build made one. */
function sentBytes(file: string): number {
  const compressed = path.join(DIST, `${file}.br`);
  return statSync(existsSync(compressed) ? compressed : path.join(DIST, file)).size;
}

describe('First visit to a public page: what loads before and after its first paint', () => {
  if (!existsSync(path.join(DIST, '.vite/manifest.json'))) {
    it('needs the build', () => {
      throw new Error(`No build at ${DIST}: run \`npm run build\` first (npm test does)`);
    });
    return;
  }
  const assets = PageAssets.fromManifest(read('.vite/manifest.json'));
  const template = PageTemplate.fromHtml(read('index.html'), (href) => read(href));

  it('before the first paint: the document and one boot script of under a kilobyte, no other script', () => {
    const { before, after } = template.parts({
      language: 'es',
      head: '<title>t</title>',
      script: assets.tag(PUBLIC_PAGES['/'].modules),
      pagePath: '/',
      state: '{}',
    });
    const page = before + after;
    expect(page).not.toContain('modulepreload');
    expect(page).not.toMatch(/<link rel="stylesheet"/);
    const scripts = [...page.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^assets\/boot-[\w-]+\.js$/);
    expect(sentBytes(scripts[0])).toBeLessThan(MAX_BOOT_BYTES);
    expect(read(scripts[0])).not.toMatch(/\bimport\s*[{*\w]/);
  });

  describe.each(Object.entries(PUBLIC_PAGES))('%s', (_, page) => {
    const scripts = assets.scripts([
      ...page.modules,
      ...['common', ...page.namespaces].map((namespace) => `src/locales/es/${namespace}.json`),
    ]);

    it(`loads at most ${MAX_SCRIPT_KB} KB of JavaScript (brotli) in at most ${MAX_SCRIPT_FILES} files`, () => {
      const kilobytes = scripts.reduce((sum, file) => sum + sentBytes(file), 0) / 1024;
      expect(kilobytes).toBeLessThanOrEqual(MAX_SCRIPT_KB);
      expect(scripts.length).toBeLessThanOrEqual(MAX_SCRIPT_FILES);
    });

    it('downloads no map, chart, form validation, account or back-office code', () => {
      for (const pattern of NEVER_ON_A_FIRST_VISIT) {
        expect(scripts.filter((file) => pattern.test(chunkName(file)))).toEqual([]);
      }
    });
  });
});
