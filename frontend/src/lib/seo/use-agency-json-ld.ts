import { useLanguage } from '../i18n/localize';
import { agencyJsonLd } from './structured-data';
import { useSiteOrigin } from './use-document-meta';

/** The agency as search engines describe it (offices, hours, contact): for the home and contact pages. */
export function useAgencyJsonLd(): object[] {
  return [agencyJsonLd(useSiteOrigin(), useLanguage())];
}
