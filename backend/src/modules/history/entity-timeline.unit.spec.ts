import { entityTimeline, type TimelineEvent } from './entity-timeline';
import { MASK } from './personal-fields';

const details = {
  reference: 'CC-SAN-001',
  title: { es: 'Villa X', en: 'Villa X' },
  price: { saleEur: 1_000_000 },
  amenities: ['pool', 'garden'],
};

const change = (path: string, before: unknown, after: unknown) => ({
  path,
  before,
  after,
  beforeErased: false,
  afterErased: false,
});

describe('entity timeline (fold and diff)', () => {
  it('shows every field of the first full details, then only what a revision replaced', () => {
    const events: TimelineEvent[] = [
      {
        type: 'PropertyListed',
        data: { propertyId: 'villa', status: 'draft', listedAt: '2026-07-01T10:00:00Z', details },
      },
      {
        type: 'PropertyRevised',
        data: {
          propertyId: 'villa',
          details: { ...details, title: { es: 'Villa X', en: 'Villa Y' }, price: { saleEur: 950_000 } },
        },
      },
    ];
    const [listed, revised] = entityTimeline(events, 'villa', false);
    expect(listed.map((item) => item.path)).toEqual([
      'reference',
      'title.es',
      'title.en',
      'price.saleEur',
      'amenities',
      'status',
    ]);
    expect(listed.find((item) => item.path === 'title.en')).toEqual(change('title.en', null, 'Villa X'));
    // The entity's own id and the event's own moment are no fields.
    expect(listed.some((item) => item.path === 'propertyId' || item.path === 'listedAt')).toBe(false);
    expect(revised).toEqual([
      change('title.en', 'Villa X', 'Villa Y'),
      change('price.saleEur', 1_000_000, 950_000),
    ]);
  });

  it('keeps what delta and from/to events set when later full details replace the rest', () => {
    const events: TimelineEvent[] = [
      { type: 'PropertyListed', data: { propertyId: 'villa', status: 'draft', details } },
      { type: 'PropertyStatusChanged', data: { propertyId: 'villa', from: 'draft', to: 'active' } },
      {
        type: 'PropertyPriceChanged',
        data: { propertyId: 'villa', previousPriceEur: 1_000_000, priceEur: 900_000 },
      },
      { type: 'PropertyRevised', data: { propertyId: 'villa', details } },
    ];
    const [, status, price, revised] = entityTimeline(events, 'villa', false);
    expect(status).toEqual([change('status', 'draft', 'active')]);
    // `previousPriceEur` is the price before the first change of it.
    expect(price).toEqual([change('priceEur', 1_000_000, 900_000)]);
    expect(revised).toEqual([]);
  });

  it('names the field a from/to event moves (payment status, price), and sets a profile’s changes', () => {
    const [, payment, adjusted] = entityTimeline(
      [
        { type: 'BookingRequested', data: { bookingId: 'b1', totalPriceEur: 100, paymentStatus: 'pending' } },
        { type: 'BookingPaymentStatusChanged', data: { bookingId: 'b1', from: 'pending', to: 'paid' } },
        {
          type: 'BookingPriceAdjusted',
          data: { bookingId: 'b1', from: 100, to: 120, note: 'Late checkout', adjustedAt: '2026-07-01' },
        },
      ],
      'b1',
      false,
    );
    expect(payment).toEqual([change('paymentStatus', 'pending', 'paid')]);
    expect(adjusted).toEqual([change('totalPriceEur', 100, 120), change('note', null, 'Late checkout')]);

    const [, promoted] = entityTimeline(
      [
        { type: 'UserRegistered', data: { userId: 'u1', role: 'user' } },
        { type: 'UserRoleChanged', data: { userId: 'u1', from: 'user', to: 'admin', changedBy: 'o1' } },
      ],
      'u1',
      false,
    );
    expect(promoted).toEqual([change('role', 'user', 'admin'), change('changedBy', null, 'o1')]);

    const [, profile] = entityTimeline(
      [
        { type: 'UserRegistered', data: { userId: 'u1', language: 'es', role: 'user' } },
        { type: 'ProfileUpdated', data: { userId: 'u1', changes: { language: 'en' } } },
      ],
      'u1',
      false,
    );
    expect(profile).toEqual([change('language', 'es', 'en')]);
  });

  it('reads a machine translation as its text and status, and a review as the status', () => {
    const details = { title: { es: 'Villa' }, features: { main: [{ es: 'Piscina' }] } };
    const translation = { provider: 'mymemory', sourceHash: 'abc' };
    const [, title, feature, reviewed] = entityTimeline(
      [
        { type: 'PropertyListed', data: { propertyId: 'villa', details } },
        {
          type: 'PropertyTextTranslated',
          data: { propertyId: 'villa', path: 'title', language: 'en', text: 'Villa', ...translation },
        },
        {
          type: 'PropertyTextTranslated',
          data: {
            propertyId: 'villa',
            path: 'features.main.0',
            language: 'de',
            text: 'Pool',
            ...translation,
          },
        },
        {
          type: 'PropertyTranslationReviewed',
          data: { propertyId: 'villa', path: 'title', language: 'en', sourceHash: 'abc' },
        },
      ],
      'villa',
      false,
    );
    expect(title).toEqual([
      change('title.en', null, 'Villa'),
      change('translationStatus.title.en', null, 'machine'),
    ]);
    expect(feature).toEqual([
      {
        ...change('features.main', [{ es: 'Piscina' }], [{ es: 'Piscina', de: 'Pool' }]),
        added: [{ es: 'Piscina', de: 'Pool' }],
        removed: [{ es: 'Piscina' }],
      },
      change('translationStatus.features.main.0.de', null, 'machine'),
    ]);
    expect(reviewed).toEqual([change('translationStatus.title.en', 'machine', 'reviewed')]);
  });

  it('shows a list’s added and removed items', () => {
    const [, revised] = entityTimeline(
      [
        { type: 'PropertyListed', data: { propertyId: 'villa', details } },
        {
          type: 'PropertyRevised',
          data: { propertyId: 'villa', details: { ...details, amenities: ['garden', 'sea-view'] } },
        },
      ],
      'villa',
      false,
    );
    expect(revised).toEqual([
      {
        ...change('amenities', ['pool', 'garden'], ['garden', 'sea-view']),
        added: ['sea-view'],
        removed: ['pool'],
      },
    ]);
  });

  it('masks personal fields for admins, still showing that they changed, and leaves them clear for owners', () => {
    const events: TimelineEvent[] = [
      {
        type: 'UserRegistered',
        data: { userId: 'u1', email: 'ana@example.com', firstName: 'Ana', language: 'es' },
      },
      { type: 'ProfileUpdated', data: { userId: 'u1', changes: { firstName: 'Anna', language: 'en' } } },
    ];
    const [registered, updated] = entityTimeline(events, 'u1', true);
    expect(registered).toEqual([
      change('email', null, MASK),
      change('firstName', null, MASK),
      change('language', null, 'es'),
    ]);
    expect(updated).toEqual([change('firstName', MASK, MASK), change('language', 'es', 'en')]);
    expect(JSON.stringify([registered, updated])).not.toMatch(/Ana|ana@/);

    const [, clear] = entityTimeline(events, 'u1', false);
    expect(clear).toEqual([change('firstName', 'Ana', 'Anna'), change('language', 'es', 'en')]);
  });

  it('says which values were erased', () => {
    const [sent, replied] = entityTimeline(
      [
        {
          type: 'InquirySent',
          data: { inquiryId: 'i1', name: null, email: null, propertyId: 'villa' },
          erasedPaths: ['name', 'email'],
        },
        { type: 'InquiryNoteAdded', data: { inquiryId: 'i1', text: null }, erasedPaths: ['text'] },
      ],
      'i1',
      true,
    );
    expect(sent).toEqual([
      { ...change('name', null, null), afterErased: true },
      { ...change('email', null, null), afterErased: true },
      change('propertyId', null, 'villa'),
    ]);
    expect(replied).toEqual([{ ...change('text', null, null), afterErased: true }]);
  });
});
