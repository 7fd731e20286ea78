import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { toLanguage } from '../i18n/languages';
import { applyHead, type PageHead } from './page-head';
import { defaultSocialImage } from './social-image';

/** What a page says of itself beyond its title and description. */
export interface PageMetaExtras {
  image?: PageHead['image'];
  type?: PageHead['type'];
  jsonLd?: PageHead['jsonLd'];
  /** The first screen's largest image, preloaded by the server's HTML (lib/media/responsive-image.ts). */
  preloadImage?: PageHead['preloadImage'];
  /** Pages that must stay out of search engines (errors, forms reached from e-mails). */
  noindex?: boolean;
  /** The HTTP status the server answers the page with (404 unknown, 410 withdrawn). */
  status?: number;
}

export type PageMeta = Pick<PageHead, 'title' | 'description'> & PageMetaExtras;

/**
 * The server renderer's record of the page it renders: pages write their head into it while they render,
 * and the server writes it into the document's <head> before the page's HTML (entry-server.tsx).
 */
export class HeadRecord {
  meta: PageMeta | null = null;

  /** `origin`: the site's public origin (PUBLIC_URL), of which absolute addresses are made. */
  constructor(readonly origin: string) {}

  write(meta: PageMeta): void {
    this.meta = meta;
  }
}

export const HeadRecordContext = createContext<HeadRecord | null>(null);

/** The site's origin for absolute addresses (JSON-LD, preview images): the server's, or the browser's. */
export function useSiteOrigin(): string {
  return useContext(HeadRecordContext)?.origin ?? window.location.origin;
}

/**
 * A page's title ("<page> · <brand>"), meta description, and what link previews and search engines read
 * (canonical, alternates per language, Open Graph, JSON-LD): in the server's HTML, then kept up to date in
 * the browser as the person moves between pages. Pass translated strings: they follow the language.
 */
export function useDocumentMeta(title: string, description: string, extras: PageMetaExtras = {}): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const record = useContext(HeadRecordContext);
  const origin = useSiteOrigin();
  const brand = t('brand.name');
  const meta: PageMeta = {
    image: defaultSocialImage(origin, brand),
    ...extras,
    title: title ? `${title} · ${brand}` : brand,
    description,
  };
  // On the server, during the render: the head is written before the page's HTML goes out.
  record?.write(meta);
  const language = toLanguage(i18n.language);
  const key = JSON.stringify(meta);
  useEffect(() => {
    applyHead(document, {
      ...(JSON.parse(key) as PageMeta),
      language,
      path: pathname,
      origin,
    });
  }, [key, language, pathname, origin]);
}
