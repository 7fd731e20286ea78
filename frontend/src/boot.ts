/*
 * The only script a server-rendered page loads before its first paint (a few hundred bytes). The page is
 * complete without JavaScript, so its text, styles, fonts and first image have the connection to
 * themselves; the application's code is fetched once the page has loaded, or at once when the visitor
 * touches, clicks, types or tabs into it first. The server lists the page's code on this script's tag
 * (`data-page-scripts`: the entry first, then what it and the page's modules import), and the files are
 * fetched in parallel rather than discovered one import after another.
 */

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

const tag = document.querySelector<HTMLScriptElement>('script[data-page-scripts]');
const [entry, ...imports] = (tag?.dataset.pageScripts ?? '').split(' ').filter(Boolean);

let started = false;

function start(): void {
  if (started || !entry) return;
  started = true;
  for (const type of INTERACTIONS) removeEventListener(type, start, true);
  for (const href of imports) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

for (const type of INTERACTIONS) addEventListener(type, start, { capture: true, passive: true });
if (document.readyState === 'complete') start();
else addEventListener('load', start, { once: true });
