import { LANGUAGES, SOURCE_LANGUAGE } from '../../../platform/i18n/languages';
import { localizedPath } from '../../../platform/i18n/public-paths';

/** One page in every language: its Spanish path, when it last changed (if known) and the images it shows. */
export interface SitemapPage {
  path: string;
  lastmod: Date | null;
  imageUrls: readonly string[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

/**
 * An absolute URL for a path of the site or an address elsewhere, percent-encoded by the WHATWG URL parser
 * (spaces, controls and non-ASCII never reach the XML), then escaped for XML.
 */
export function xmlUrl(origin: string, url: string): string {
  return escapeXml(new URL(url.startsWith('/') ? origin + url : url).href);
}

/**
 * A page's `<url>` in each language. Each names all five languages and x-default (the Spanish address) as
 * alternates, as the pages' own `<link rel="alternate">` do.
 */
export function urlEntries(origin: string, page: SitemapPage): string {
  const alternates = [
    ...LANGUAGES.map((language) => ({ hreflang: language, path: localizedPath(language, page.path) })),
    { hreflang: 'x-default', path: localizedPath(SOURCE_LANGUAGE, page.path) },
  ]
    .map(
      ({ hreflang, path }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlUrl(origin, path)}"/>`,
    )
    .join('');
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : '';
  const images = page.imageUrls
    .map((url) => `<image:image><image:loc>${xmlUrl(origin, url)}</image:loc></image:image>`)
    .join('');
  return LANGUAGES.map(
    (language) =>
      `<url><loc>${xmlUrl(origin, localizedPath(language, page.path))}</loc>${lastmod}${alternates}${images}</url>\n`,
  ).join('');
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const URL_SET_OPEN =
  `${DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml"` +
  ` xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n`;
export const URL_SET_CLOSE = '</urlset>\n';

export function urlSet(origin: string, pages: readonly SitemapPage[]): string {
  return URL_SET_OPEN + pages.map((page) => urlEntries(origin, page)).join('') + URL_SET_CLOSE;
}

export function sitemapIndex(
  origin: string,
  files: readonly { path: string; lastmod: Date | null }[],
): string {
  const entries = files.map(
    ({ path, lastmod }) =>
      `<sitemap><loc>${xmlUrl(origin, path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</sitemap>\n`,
  );
  return `${DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`;
}
