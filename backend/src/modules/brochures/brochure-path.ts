import type { Language } from '../../platform/i18n/languages';

/** The address of a listing's brochure in one language, under the site's origin (e-mails make it absolute). */
export function brochurePath(propertyId: string, language: Language): string {
  return `/api/properties/${encodeURIComponent(propertyId)}/brochure.pdf?lang=${language}`;
}
