import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The NestJS API (and the catalogue media it serves) during local development: `npm run dev` sets DEV_API_URL
 * from PORT. 127.0.0.1 rather than localhost, where the API listens by default (Node may resolve localhost to ::1).
 */
const backend = process.env.DEV_API_URL ?? 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: backend, changeOrigin: true },
  '/media': { target: backend, changeOrigin: true },
};

const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(file) : [file];
    }),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of the build (when smaller than the file), compressed
 * at the highest levels once here instead of on every request: the server sends the one the browser accepts.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'costa:precompress',
    // The browser's files only: the server renderer's bundle is read from disk, never sent.
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          const [br, gz] = await Promise.all([
            toBrotli(body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            toGzip(body, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < body.length) await writeFile(`${file}.br`, br);
          if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * React Router's package points every import at its development build, warnings included, even in a
 * production build (remix-run/react-router#12532, #14753). The production build is the same code without
 * them: about a third smaller.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const reactRouterBuild = (mode: string) =>
  mode === 'production'
    ? [
        { find: /^react-router$/, replacement: path.join(reactRouterProduction, 'index.mjs') },
        { find: /^react-router\/dom$/, replacement: path.join(reactRouterProduction, 'dom-export.mjs') },
      ]
    : [];

/** The libraries every page runs, whatever it shows: one chunk that stays cached from release to release. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](?:query-core|react-query)|i18next|react-i18next|i18next-resources-to-backend|openapi-fetch|void-elements|html-parse-stringify)[\\/]/;

/**
 * The browser's build: the SPA (index.html) and the boot script of server-rendered pages (src/boot.ts), which
 * loads the application after the page's first paint. The code every page needs comes in three files (boot,
 * framework, application), each page's own code in its route's chunk.
 */
const browserBundle = {
  input: { index: 'index.html', boot: 'src/boot.ts' },
  output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } },
};

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), precompress()],
  resolve: { alias: reactRouterBuild(mode) },
  build: {
    // `vite build --ssr src/entry-server.tsx`: the server renderer, one self-contained module for the backend.
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    target: isSsrBuild ? 'node20' : 'es2022',
    assetsInlineLimit: 0,
    // One style sheet for the whole site (25 KB compressed): a first visit waits for one request instead
    // of a dozen, and every later page is styled from the cache.
    cssCodeSplit: false,
    // Which files each page module needs (.vite/manifest.json): the server links a page's style sheets and
    // preloads its code in the page it renders (backend modules/site/rendering/page-assets.ts).
    manifest: !isSsrBuild,
    // The server holds every catalogue (server-i18n.ts), which makes the browser's per-language imports
    // static there, as intended.
    rolldownOptions: isSsrBuild ? { checks: { ineffectiveDynamicImport: false } } : browserBundle,
  },
  ssr: { noExternal: true },
  // The server renderer bundles React and its libraries: a production build of it holds their production
  // code only, whatever NODE_ENV the backend runs with (`npm start` runs it in development).
  define: isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: { proxy },
  preview: { proxy },
}));
