import { AGENCY } from '../../../lib/agency/agency-info';

export type LegalDocument = 'privacy' | 'terms' | 'cookies' | 'legal';

/** The order in which the legal documents are listed and linked. */
export const LEGAL_DOCUMENTS: readonly LegalDocument[] = ['legal', 'privacy', 'cookies', 'terms'];

export const LEGAL_PATHS: Record<LegalDocument, string> = {
  legal: '/legal',
  privacy: '/privacy',
  cookies: '/cookies',
  terms: '/terms',
};

/** When the texts were last revised (ISO date): shown under each document's title. */
export const LEGAL_TEXTS_UPDATED = '2026-11-21';

const { headquarters } = AGENCY;

/**
 * The company behind the site as the law requires it to be named (LSSI art. 10, GDPR art. 13). These
 * values are the same in every language and are interpolated into the translated texts.
 */
export const LEGAL_ENTITY = {
  brand: AGENCY.name,
  company: `${AGENCY.name}, S.L.`,
  taxId: 'B39561284',
  registry: 'Registro Mercantil de Cantabria, tomo 1192, folio 87, hoja S-32461',
  address: `${headquarters.street}, ${headquarters.postalCode} ${headquarters.city} (${headquarters.province}, España)`,
  email: AGENCY.email,
  phone: AGENCY.phone,
} as const;

/**
 * The cookie banner (feature `consent`) listens for this window event and reopens its settings; features
 * do not import each other, so the two agree on the event name only (see consent-storage.ts).
 */
export const OPEN_COOKIE_SETTINGS_EVENT = 'open-cookie-settings';
