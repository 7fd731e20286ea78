import cormorantCyrillic500 from '@fontsource/cormorant-garamond/files/cormorant-garamond-cyrillic-500-normal.woff2?url';
import cormorantLatin500 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2?url';
import interCyrillic400 from '@fontsource/inter/files/inter-cyrillic-400-normal.woff2?url';
import interLatin400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import type { Language } from '../i18n/languages';

/*
 * The fonts every page shows at once, body text (Inter 400) and headings (Cormorant Garamond 500), preloaded
 * by the server with the page, so that text does not wait for the style sheet to name them. The same files
 * as fonts.css references: Vite names them by their content.
 */
const LATIN = [interLatin400, cormorantLatin500];
const CYRILLIC = [interCyrillic400, cormorantCyrillic500];

/** Latin for every page; Cyrillic too for Russian and Macedonian ones. */
function fontPreloads(language: Language): readonly string[] {
  return language === 'ru' || language === 'mk' ? [...LATIN, ...CYRILLIC] : LATIN;
}

export function fontPreloadTags(language: Language): string {
  return fontPreloads(language)
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}
