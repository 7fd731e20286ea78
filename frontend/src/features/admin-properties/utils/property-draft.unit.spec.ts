import { describe, expect, it } from '@jest/globals';
import { apiCodeOf } from '../../../lib/forms/issue-codes';
import { precheckImage } from './image-checks';
import { emptyDraft, propertyFormSchema } from './property-draft';
import type { PropertyDraft } from './property-draft';

const text = (es: string, en = '') => ({ es, en, de: '', ru: '', mk: '' });

function completeDraft(): PropertyDraft {
  const draft = emptyDraft({ agentName: 'Lucía Gómez', agentEmail: 'lucia@costacantabria.es' });
  return {
    ...draft,
    reference: 'CC-SAN-099',
    type: 'villa',
    location: 'santander',
    title: text('Villa sobre la bahía', 'Villa above the bay'),
    subtitle: text('Vistas abiertas al Cantábrico'),
    shortDescription: text('Una villa luminosa.'),
    fullDescription: text('Una villa luminosa con jardín y piscina.'),
    specifications: {
      ...draft.specifications,
      bedrooms: '4',
      bathrooms: '3',
      sizeBuiltM2: '320',
      yearBuilt: '2008',
      orientation: 'south',
    },
    address: {
      ...draft.address,
      area: 'El Sardinero',
      city: 'Santander',
      postalCode: '39005',
      beachDistanceM: '200',
      cityCenterDistanceM: '2500',
      airportDistanceKm: '6,5',
      nearby: [{ name: text('Playa del Sardinero'), distanceM: '200' }],
    },
    price: { saleEur: '1850000', communityFeesEur: '', propertyTaxEur: '2400' },
    agent: { ...draft.agent, title: text('Asesora senior'), phone: '+34 942 217 350' },
    gallery: {
      ...draft.gallery,
      images: [{ url: '/media/uploads/a/1600.webp', alt: text('Fachada al atardecer') }],
    },
    energyRating: 'B',
  };
}

/** The API code of each field the form's rules refuse, by the path the API names the field with. */
function refusals(draft: PropertyDraft): Record<string, string> {
  const result = propertyFormSchema.safeParse(draft, { error: apiCodeOf });
  const codes: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) codes[issue.path.join('.')] ??= issue.message;
  return codes;
}

describe('property form rules (the API request schema over the draft)', () => {
  it('accepts a complete draft and turns it into the request details', () => {
    const result = propertyFormSchema.safeParse(completeDraft());
    expect(result.error).toBeUndefined();
    const details = result.data!;
    expect(details.title).toEqual({ es: 'Villa sobre la bahía', en: 'Villa above the bay' });
    expect(details.specifications).toMatchObject({
      bedrooms: 4,
      sizePlotM2: null,
      floors: 1,
      floorLevel: null,
    });
    expect(details.address.airportDistanceKm).toBe(6.5);
    expect(details.address.coordinates).toBeNull();
    expect(details.address.hideExactLocation).toBe(false);
    expect(details.address.nearby).toEqual([{ name: { es: 'Playa del Sardinero' }, distanceM: 200 }]);
    expect(details.price).toEqual({ saleEur: 1_850_000, communityFeesEur: null, propertyTaxEur: 2400 });
    expect(details.gallery).toEqual({
      images: [{ url: '/media/uploads/a/1600.webp', alt: { es: 'Fachada al atardecer' } }],
      virtualTourUrl: null,
      floorPlans: false,
      dronePhotos: false,
    });
    expect(details.rentalPotential).toBeNull();
  });

  it('names every missing required field by the path the API uses', () => {
    const errors = refusals(emptyDraft());
    expect(errors).toMatchObject({
      reference: 'required',
      type: 'required',
      location: 'required',
      'title.es': 'required',
      'fullDescription.es': 'required',
      'specifications.bedrooms': 'required',
      'specifications.orientation': 'required',
      'address.postalCode': 'required',
      'price.saleEur': 'required',
      'agent.phone': 'required',
      'agent.title.es': 'required',
      energyRating: 'required',
    });
    expect(errors['specifications.sizePlotM2']).toBeUndefined();
    expect(errors['title.en']).toBeUndefined();
  });

  it('checks ranges, whole numbers, patterns and list rows like the API', () => {
    const draft = completeDraft();
    draft.reference = 'cc san';
    draft.specifications.bedrooms = '51';
    draft.specifications.sizeBuiltM2 = '0';
    draft.specifications.yearRenovated = '2010.5';
    draft.address.postalCode = '3900';
    draft.address.beachDistanceM = '6,5';
    draft.address.nearby[0].distanceM = '-1';
    draft.address.coordinates = { lat: '43.47', lng: '' };
    draft.agent.phone = 'call me';
    draft.agent.email = 'lucia@';
    draft.gallery.images[0].alt.es = ' ';
    draft.gallery.virtualTourUrl = 'http://tour.example.com';
    draft.title.de = 'x'.repeat(201);
    draft.hasRentalPotential = true;
    draft.rentalPotential.annualYieldPct = '101';
    expect(refusals(draft)).toEqual({
      reference: 'invalid_reference',
      'specifications.bedrooms': 'too_large',
      'specifications.sizeBuiltM2': 'too_small',
      'specifications.yearRenovated': 'not_a_whole_number',
      'address.postalCode': 'invalid_postal_code',
      'address.beachDistanceM': 'not_a_whole_number',
      'address.nearby.0.distanceM': 'too_small',
      'address.coordinates.lng': 'required',
      'agent.phone': 'invalid_phone',
      'agent.email': 'invalid_email',
      'gallery.images.0.alt.es': 'required',
      'gallery.virtualTourUrl': 'invalid_url',
      'title.de': 'too_long',
      'rentalPotential.monthlyRentEur': 'required',
      'rentalPotential.annualYieldPct': 'too_large',
    });
  });

  it('pre-checks an image file with the upload limits', () => {
    expect(precheckImage({ type: 'image/png', size: 1000 })).toBeNull();
    expect(precheckImage({ type: 'image/svg+xml', size: 1000 })).toBe('unsupported_image');
    expect(precheckImage({ type: 'text/plain', size: 1000 })).toBe('unsupported_image');
    expect(precheckImage({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe('image_too_large');
  });
});
