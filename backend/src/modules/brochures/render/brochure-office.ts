/**
 * The office the brochure names under the adviser: the agency's headquarters, as the site's footer and
 * contact page give it (frontend/src/lib/agency/agency-info.ts; postal addresses stay Spanish in every
 * language).
 */
export const BROCHURE_OFFICE = {
  street: 'Paseo de Pereda, 24',
  postalCode: '39004',
  city: 'Santander',
  phone: '+34 942 318 540',
  email: 'info@costacantabria.es',
} as const;
