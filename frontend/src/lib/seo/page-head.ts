import { AGENCY } from '../agency/agency-info';
import { localizedPath } from '../i18n/language-paths';
import { LANGUAGES, SOURCE_LANGUAGE } from '../i18n/languages';
import type { Language } from '../i18n/languages';

/*
 * A page's <head> as data, and two renderers of it: an HTML string for the server and a DOM applier for the
 * browser after a client-side navigation. Both write the same tags. Texts come from the caller, already
 * translated; this module only formats them.
 */

/** A preview image: an absolute URL (see `absoluteImageUrl`), with its size where it is known. */
export interface HeadImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export type OpenGraphType = 'website' | 'article' | 'profile';

/**
 * The page's largest image on its first screen, fetched ahead of everything else it finds later: the same
 * candidates (`srcSet`) and `sizes` as the element that shows it, so the browser fetches once what the element
 * then uses (lib/media/responsive-image.ts makes them). `type` lets a browser skip a format it cannot show.
 */
export interface HeadImagePreload {
  href: string;
  srcSet?: string;
  sizes?: string;
  type?: string;
}

export interface PageHead {
  language: Language;
  /** The full title, already "<page> · <brand>". */
  title: string;
  description: string;
  /** The page's path without language prefix and without query: '/', '/property/villa-x'. */
  path: string;
  /** Scheme and host, e.g. 'https://costacantabria.es'. */
  origin: string;
  image?: HeadImage;
  /** og:type; 'website' when absent. */
  type?: OpenGraphType;
  /** Account, admin and error pages: kept out of search engines, with no canonical nor alternates. */
  noindex?: boolean;
  /** Finished JSON-LD documents (structured-data.ts), one <script> each. */
  jsonLd?: readonly object[];
  /** The first screen's largest image, preloaded with high priority (the server's HTML only). */
  preloadImage?: HeadImagePreload;
}

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; type: 'application/ld+json'; json: object };

/** Marks the tags this module owns, so the next page's head replaces them and nothing else. */
const HEAD_MARKER = 'data-head';
const MARKER_VALUE = 'page';

const OPEN_GRAPH_LOCALES: Record<Language, string> = {
  es: 'es_ES',
  en: 'en_GB',
  de: 'de_DE',
  ru: 'ru_RU',
  mk: 'mk_MK',
};

/**
 * The absolute address of a page in a language: Spanish at the root, the others under their code, a
 * language's home page without trailing slash (`/en`, like the router's basename; `/` for Spanish).
 */
export function pageUrl(origin: string, language: Language, path: string): string {
  return origin.replace(/\/+$/, '') + localizedPath(language, path);
}

/** The tags of a page's head, in document order, independent of how they are written out. */
export function headTags(head: PageHead): HeadTag[] {
  const url = pageUrl(head.origin, head.language, head.path);
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  });
  const tags: HeadTag[] = [{ tag: 'title', text: head.title }, meta('name', 'description', head.description)];
  if (head.preloadImage) tags.push(imagePreloadTag(head.preloadImage));

  if (head.noindex) {
    // A canonical on a page that asks not to be indexed sends search engines two opposite signals.
    tags.push(meta('name', 'robots', 'noindex'));
  } else {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
    for (const language of LANGUAGES) {
      const href = pageUrl(head.origin, language, head.path);
      tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: language, href } });
    }
    const xDefault = pageUrl(head.origin, SOURCE_LANGUAGE, head.path);
    tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: xDefault } });
  }

  tags.push(
    meta('property', 'og:site_name', AGENCY.name),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OPEN_GRAPH_LOCALES[head.language]),
    ...LANGUAGES.filter((language) => language !== head.language).map((language) =>
      meta('property', 'og:locale:alternate', OPEN_GRAPH_LOCALES[language]),
    ),
  );

  const { image } = head;
  if (image) {
    tags.push(meta('property', 'og:image', image.url));
    if (image.width) tags.push(meta('property', 'og:image:width', String(image.width)));
    if (image.height) tags.push(meta('property', 'og:image:height', String(image.height)));
    tags.push(meta('property', 'og:image:alt', image.alt));
  }
  // X reads title, description and image from Open Graph; the large card only makes sense with an image.
  tags.push(meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'));
  if (image) tags.push(meta('name', 'twitter:image:alt', image.alt));

  for (const json of head.jsonLd ?? []) tags.push({ tag: 'script', type: 'application/ld+json', json });
  return tags;
}

/** `<link rel="preload" as="image" fetchpriority="high">`, with the image's candidates where it has them. */
function imagePreloadTag(image: HeadImagePreload): HeadTag {
  return {
    tag: 'link',
    attrs: {
      rel: 'preload',
      as: 'image',
      href: image.href,
      ...(image.srcSet && { imagesrcset: image.srcSet }),
      ...(image.srcSet && image.sizes && { imagesizes: image.sizes }),
      ...(image.type && { type: image.type }),
      fetchpriority: 'high',
    },
  };
}

const isImagePreload = (tag: HeadTag): boolean =>
  tag.tag === 'link' && tag.attrs.rel === 'preload' && tag.attrs.as === 'image';

/**
 * JSON for inside a <script>: `<`, `>` and `&` as JSON escapes, so no text in it (`</script>`, `<!--`) can
 * end the element early. The result parses to the same value.
 */
export function serializeJsonLd(json: object): string {
  return JSON.stringify(json)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

function renderAttributes(attrs: Record<string, string>): string {
  return Object.entries({ ...attrs, [HEAD_MARKER]: MARKER_VALUE })
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

function renderTag(tag: HeadTag): string {
  switch (tag.tag) {
    case 'title':
      return `<title>${escapeHtml(tag.text)}</title>`;
    case 'meta':
    case 'link':
      return `<${tag.tag}${renderAttributes(tag.attrs)}>`;
    case 'script':
      return `<script${renderAttributes({ type: tag.type })}>${serializeJsonLd(tag.json)}</script>`;
  }
}

/**
 * The head's tags as HTML, one a line, for the server to put in place of the template's <title> and
 * description. Every tag but <title> carries `data-head="page"` for `applyHead` to replace later.
 */
export function renderHeadHtml(head: PageHead): string {
  return headTags(head).map(renderTag).join('\n');
}

/**
 * Brings the document's head to this page after a client-side navigation: <html lang>, the title, and the
 * page's tags, replacing those of the previous page (marked `data-head="page"`) and leaving every other tag.
 * An image preload is left out: it helps only before the page's HTML arrives, and here the image is already in
 * the page, fetching.
 */
export function applyHead(document: Document, head: PageHead): void {
  document.documentElement.lang = head.language;
  for (const previous of document.head.querySelectorAll(`[${HEAD_MARKER}="${MARKER_VALUE}"]`))
    previous.remove();
  for (const tag of headTags(head)) {
    if (isImagePreload(tag)) continue;
    if (tag.tag === 'title') {
      document.title = tag.text;
      continue;
    }
    const element = document.createElement(tag.tag);
    const attrs = tag.tag === 'script' ? { type: tag.type } : tag.attrs;
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute(HEAD_MARKER, MARKER_VALUE);
    if (tag.tag === 'script') element.textContent = serializeJsonLd(tag.json);
    document.head.appendChild(element);
  }
}
