import { SOURCE_LANGUAGE, type Language } from './languages';

/** A property page's path, in Spanish (the source language). */
export function propertyPath(id: string): string {
  return `/property/${encodeURIComponent(id)}`;
}

/**
 * A page's address in a language, as the site's canonical links write it: Spanish at the root, the others
 * under their code (`/en/property/x`; `/en` for the English home page). Links in e-mails use it too.
 */
export function localizedPath(language: Language, path: string): string {
  if (language === SOURCE_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
