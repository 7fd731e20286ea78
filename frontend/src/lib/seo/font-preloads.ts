import cormorantCyrillic500 from '../../styles/fonts/cormorant-garamond-cyrillic-500-normal.woff2?url';
import cormorantLatin500 from '../../styles/fonts/cormorant-garamond-latin-500-normal.woff2?url';
import interCyrillic400 from '../../styles/fonts/inter-cyrillic-400-normal.woff2?url';
import interLatin400 from '../../styles/fonts/inter-latin-400-normal.woff2?url';
import type { Language } from '../i18n/languages';

/*
 * The two fonts a page's first screen shows most, body text (Inter 400) and headings (Cormorant Garamond
 * 500), preloaded by the server with the page: the browser would otherwise ask for them only once it has laid
 * the text out. In the page's script: a Russian or Macedonian page's words are Cyrillic, so it preloads the
 * Cyrillic files, and the Latin ones (spaces, digits, punctuation) come when the text asks for them. No more
 * than two, so that they do not compete with the first screen's image. The same files as fonts.css
 * references: Vite names them by their content.
 */
const LATIN = [interLatin400, cormorantLatin500];
const CYRILLIC = [interCyrillic400, cormorantCyrillic500];

/** The body and heading fonts of the script the page is written in. */
export function fontPreloads(language: Language): readonly string[] {
  return language === 'ru' || language === 'mk' ? CYRILLIC : LATIN;
}

export function fontPreloadTags(language: Language): string {
  return fontPreloads(language)
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}
