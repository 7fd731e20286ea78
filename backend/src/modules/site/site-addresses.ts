import { LANGUAGES, SOURCE_LANGUAGE } from '../../platform/i18n/languages';

/**
 * The public pages search engines are told about, by their Spanish path. Not the aliases (/contacto), not
 * the teaser pages (*-preview), not account or back-office pages.
 */
export const PUBLIC_PAGES = [
  '/',
  '/properties',
  '/services',
  '/premium-services',
  '/experiences',
  '/calculator',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/cookies',
  '/legal',
] as const;

/** Pages no search engine should visit, in every language: back office, account pages, one-time links. */
export const PRIVATE_PAGES = [
  '/admin',
  '/owner',
  '/dashboard',
  '/settings',
  '/verify-email',
  '/reset-password',
  '/account/erase',
  '/unsubscribe',
  '/seller-report',
  '/newsletter',
] as const;

/** robots.txt and the sitemap: crawlers may keep them an hour. */
export const SITE_FILE_CACHE = 'public, max-age=3600';

/** The language prefixes, `''` for Spanish: `['', '/en', '/de', '/ru', '/mk']`. */
export const LANGUAGE_PREFIXES = LANGUAGES.map((language) =>
  language === SOURCE_LANGUAGE ? '' : `/${language}`,
);
