/**
 * The agency's contact data and offices: the same in every language (postal addresses stay Spanish), so they
 * live here and not in the texts. The site (frontend/src/lib/agency/agency-info.ts), the brochure and the
 * personal-data export name the agency from this one place; labels around these values (e.g. "Teléfono")
 * come from each one's texts.
 */
export const AGENCY = {
  name: 'Costa Cantabria Luxury',
  email: 'info@costacantabria.es',
  phone: '+34 942 318 540',
  phoneHref: 'tel:+34942318540',
  foundedYear: 2020,
  propertiesSold: 500,
  headquarters: {
    street: 'Paseo de Pereda, 24',
    postalCode: '39004',
    city: 'Santander',
    province: 'Cantabria',
  },
  offices: [
    { id: 'castro-urdiales', city: 'Castro Urdiales', street: 'Calle Ardigales, 11', postalCode: '39700' },
    { id: 'laredo', city: 'Laredo', street: 'Avenida de la Victoria, 45', postalCode: '39770' },
    { id: 'santander', city: 'Santander', street: 'Paseo de Pereda, 24', postalCode: '39004' },
  ],
  social: [
    { id: 'instagram', url: 'https://www.instagram.com/costacantabrialuxury' },
    { id: 'facebook', url: 'https://www.facebook.com/costacantabrialuxury' },
    { id: 'linkedin', url: 'https://www.linkedin.com/company/costacantabrialuxury' },
    { id: 'youtube', url: 'https://www.youtube.com/@costacantabrialuxury' },
  ],
} as const;

export type SocialNetwork = (typeof AGENCY.social)[number]['id'];
