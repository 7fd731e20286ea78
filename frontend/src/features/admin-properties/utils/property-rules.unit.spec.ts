import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../../lib/api/api-client';
import { draftToInput, emptyDraft, getIn, moveItem, rowKey, setIn } from './property-draft';
import type { PropertyDraft } from './property-draft';
import { checkNumber, ruleFor, serverFieldErrors, validateDraft } from './property-rules';
import { precheckImage } from './image-checks';

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
      airportDistanceKm: '6.5',
      nearby: [{ key: rowKey(), name: text('Playa del Sardinero'), distanceM: '200' }],
    },
    price: { saleEur: '1850000', communityFeesEur: '', propertyTaxEur: '2400' },
    agent: { ...draft.agent, title: text('Asesora senior'), phone: '+34 942 217 350' },
    gallery: {
      ...draft.gallery,
      images: [{ key: rowKey(), url: '/media/uploads/a/1600.webp', alt: text('Fachada al atardecer') }],
    },
    energyRating: 'B',
  };
}

describe('property form rules (the API request DTO rules)', () => {
  it('accepts a complete draft and turns it into the request body', () => {
    const draft = completeDraft();
    expect(validateDraft(draft)).toEqual({});
    const input = draftToInput(draft);
    expect(input.title).toEqual({ es: 'Villa sobre la bahía', en: 'Villa above the bay' });
    expect(input.specifications).toMatchObject({
      bedrooms: 4,
      sizePlotM2: null,
      floors: 1,
      floorLevel: null,
    });
    expect(input.address.airportDistanceKm).toBe(6.5);
    expect(input.address.coordinates).toBeNull();
    expect(input.address.nearby).toEqual([{ name: { es: 'Playa del Sardinero' }, distanceM: 200 }]);
    expect(input.price).toEqual({ saleEur: 1_850_000, communityFeesEur: null, propertyTaxEur: 2400 });
    expect(input.gallery).toEqual({
      images: [{ url: '/media/uploads/a/1600.webp', alt: { es: 'Fachada al atardecer' } }],
      virtualTourUrl: null,
      floorPlans: false,
      dronePhotos: false,
    });
    expect(input.rentalPotential).toBeNull();
  });

  it('names every missing required field by the path the API uses', () => {
    const errors = validateDraft(emptyDraft());
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
    draft.address.nearby[0].distanceM = '-1';
    draft.address.coordinates = { lat: '43.47', lng: '' };
    draft.agent.phone = 'call me';
    draft.agent.email = 'lucia@';
    draft.gallery.images[0].alt.es = ' ';
    draft.gallery.virtualTourUrl = 'http://tour.example.com';
    draft.title.de = 'x'.repeat(201);
    draft.hasRentalPotential = true;
    draft.rentalPotential.annualYieldPct = '101';
    expect(validateDraft(draft)).toEqual({
      reference: 'invalid_reference',
      'specifications.bedrooms': 'too_large',
      'specifications.sizeBuiltM2': 'too_small',
      'specifications.yearRenovated': 'not_a_whole_number',
      'address.postalCode': 'invalid_postal_code',
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

  it('finds the rule of a list row and accepts decimals only where the API does', () => {
    expect(ruleFor('address.nearby.12.distanceM')).toMatchObject({ min: 0, integer: true });
    expect(checkNumber('6,5', ruleFor('address.airportDistanceKm')!)).toBeNull();
    expect(checkNumber('6,5', ruleFor('address.beachDistanceM')!)).toBe('not_a_whole_number');
    expect(checkNumber('abc', ruleFor('price.saleEur')!)).toBe('not_a_number');
    expect(checkNumber('', ruleFor('price.communityFeesEur')!)).toBeNull();
  });

  it('maps the API field errors onto the form paths', () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      code: 'validation_failed',
      message: 'Invalid',
      details: [
        { field: 'details.specifications.bedrooms', code: 'too_small', message: 'x' },
        { field: 'details.gallery.images.1.alt.es', code: 'required', message: 'y' },
      ],
    });
    expect(serverFieldErrors(error)).toEqual({
      'specifications.bedrooms': 'too_small',
      'gallery.images.1.alt.es': 'required',
    });
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
  });

  it('moves rows within bounds only', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('pre-checks an image file with the upload limits', () => {
    expect(precheckImage({ type: 'image/png', size: 1000 })).toBeNull();
    expect(precheckImage({ type: 'image/svg+xml', size: 1000 })).toBe('unsupported_image');
    expect(precheckImage({ type: 'text/plain', size: 1000 })).toBe('unsupported_image');
    expect(precheckImage({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe('image_too_large');
  });
});

describe('draft paths', () => {
  it('reads and writes a value by the path the API names it with', () => {
    const draft = completeDraft();
    const next = setIn(draft, 'address.nearby.0.name.en', 'Sardinero beach');
    expect(getIn(next, 'address.nearby.0.name.en')).toBe('Sardinero beach');
    expect(getIn(draft, 'address.nearby.0.name.en')).toBe('');
    expect(next.price).toBe(draft.price);
  });
});
