import { DomainError } from '../../../platform/domain/domain-error';
import { specFor } from '../../../platform/testing/given-when-then';
import { serviceDecider } from './offering.deciders';
import type { ServiceDetails } from './offering';
import type { ServiceEvent } from './offering.events';
import type { PropertyDetails } from './property';
import { propertyDecider } from './property.decider';
import type { PropertyEvent } from './property.events';
import { localizedTexts, pendingTranslations, sourceHash, translationStatuses } from './translations';

const given = specFor(propertyDecider);

const details = {
  reference: 'CC-SAN-001',
  title: { es: 'Villa frente al mar', en: 'Seafront villa' },
  subtitle: { es: '' },
  shortDescription: { es: 'Vistas a la bahía.' },
  features: { main: [{ es: 'Piscina' }, { es: 'Jardín', de: 'Garten' }], interior: [], exterior: [] },
  address: { nearby: [{ name: { es: 'Playa del Sardinero' }, distanceM: 200 }] },
  agent: { title: { es: 'Asesora' } },
  gallery: { images: [{ url: '/media/a.jpg', alt: { es: 'Fachada' } }] },
  price: { saleEur: 2_850_000 },
  specifications: { sizeBuiltM2: 450 },
} as unknown as PropertyDetails;

const listed: PropertyEvent = {
  type: 'PropertyListed',
  data: { propertyId: 'villa', status: 'active', listedAt: '2026-11-01T00:00:00.000Z', details },
};

const titleHash = sourceHash('Villa frente al mar');

const translated = (path: string, language: 'en' | 'de' | 'ru' | 'mk', text: string, hash: string) =>
  ({
    type: 'PropertyTextTranslated',
    data: { propertyId: 'villa', path, language, sourceHash: hash, text, provider: 'mymemory' },
  }) as const satisfies PropertyEvent;

const revised = (changes: Partial<PropertyDetails>): PropertyEvent => ({
  type: 'PropertyRevised',
  data: { propertyId: 'villa', details: { ...details, ...changes } },
});

function stateOf(history: PropertyEvent[]) {
  const state = given(history).state();
  if (!state.listed) throw new Error('expected a property');
  return state;
}

function statusesOf(history: PropertyEvent[]) {
  const state = stateOf(history);
  return translationStatuses(state.details, state.translations);
}

function domainError(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('catalogue translations', () => {
  it('finds every text by path, leaving out texts without Spanish', () => {
    expect([...localizedTexts(details).keys()]).toEqual([
      'title',
      'shortDescription',
      'features.main.0',
      'features.main.1',
      'address.nearby.0.name',
      'agent.title',
      'gallery.images.0.alt',
    ]);
  });

  it('takes the translations of a new listing as written by hand, the missing ones as pending', () => {
    const statuses = statusesOf([listed]);
    expect(statuses.title).toEqual({ en: 'hand', de: 'pending', ru: 'pending', mk: 'pending' });
    expect(statuses['features.main.1'].de).toBe('hand');
    expect(pendingTranslations(stateOf([listed]).details, {})).toHaveLength(7 * 4);
    const pending = pendingTranslations(stateOf([listed]).details, stateOf([listed]).translations);
    expect(pending).toHaveLength(7 * 4 - 2);
    expect(pending).toContainEqual({
      path: 'title',
      language: 'de',
      sourceText: 'Villa frente al mar',
      sourceHash: titleHash,
    });
  });

  it('records a machine translation for the Spanish it was made from, into the text and its status', () => {
    const event = translated('title', 'de', 'Villa am Meer', titleHash);
    expect(
      given([listed]).when({
        type: 'RecordMachineTranslation',
        id: 'villa',
        translation: event.data,
      }),
    ).toEqual([event]);
    const state = stateOf([listed, event]);
    expect(state.details.title).toEqual({
      es: 'Villa frente al mar',
      en: 'Seafront villa',
      de: 'Villa am Meer',
    });
    expect(statusesOf([listed, event]).title.de).toBe('machine');
  });

  it('refuses a machine translation of a Spanish that changed since, or of a text a person wrote', () => {
    const stale = translated('title', 'de', 'Villa am Meer', sourceHash('Villa antigua'));
    expect(
      domainError(() =>
        given([listed]).when({
          type: 'RecordMachineTranslation',
          id: 'villa',
          translation: stale.data,
        }),
      ).code,
    ).toBe('translation_source_changed');
    const overHand = translated('title', 'en', 'Villa by the sea', titleHash);
    const refusal = domainError(() =>
      given([listed]).when({
        type: 'RecordMachineTranslation',
        id: 'villa',
        translation: overHand.data,
      }),
    );
    expect([refusal.kind, refusal.code]).toEqual(['conflict', 'translation_not_needed']);
  });

  it('refuses the same machine translation twice (a job delivered again writes no second event)', () => {
    const event = translated('title', 'de', 'Villa am Meer', titleHash);
    expect(
      domainError(() =>
        given([listed, event]).when({
          type: 'RecordMachineTranslation',
          id: 'villa',
          translation: event.data,
        }),
      ).code,
    ).toBe('translation_not_needed');
  });

  it('after a new Spanish: hand and reviewed texts are outdated, machine ones pending again, and only those redone', () => {
    const machine = translated('title', 'de', 'Villa am Meer', titleHash);
    const reviewed: PropertyEvent = {
      type: 'PropertyTranslationReviewed',
      data: { propertyId: 'villa', path: 'title', language: 'ru', sourceHash: titleHash },
    };
    const russian = translated('title', 'ru', 'Вилла у моря', titleHash);
    const history = [listed, machine, russian, reviewed];
    expect(statusesOf(history).title).toEqual({ en: 'hand', de: 'machine', ru: 'reviewed', mk: 'pending' });

    const current = stateOf(history).details;
    const newSpanish = revised({ ...current, title: { ...current.title, es: 'Villa junto al mar' } });
    const after = [...history, newSpanish];
    expect(statusesOf(after).title).toEqual({ en: 'outdated', de: 'pending', ru: 'outdated', mk: 'pending' });
    const pendingTitle = pendingTranslations(stateOf(after).details, stateOf(after).translations).filter(
      (item) => item.path === 'title',
    );
    expect(pendingTitle.map((item) => item.language)).toEqual(['de', 'mk']);
    expect(pendingTitle[0].sourceHash).toBe(sourceHash('Villa junto al mar'));
    // The machine text stays shown until its new translation arrives.
    expect(stateOf(after).details.title.de).toBe('Villa am Meer');
  });

  it('takes a translation a person edits in the form as written by hand; one left as it was keeps its status', () => {
    const machine = translated('title', 'de', 'Villa am Meer', titleHash);
    const current = stateOf([listed, machine]).details;
    const untouched = revised({ ...current, shortDescription: { es: 'Vistas a la bahía de Santander.' } });
    expect(statusesOf([listed, machine, untouched]).title.de).toBe('machine');
    const edited = revised({ ...current, title: { ...current.title, de: 'Villa direkt am Meer' } });
    expect(statusesOf([listed, machine, edited]).title.de).toBe('hand');
    const emptied = revised({
      ...current,
      title: { es: 'Villa frente al mar', en: 'Seafront villa', de: '' },
    });
    expect(statusesOf([listed, machine, emptied]).title.de).toBe('pending');
  });

  it('marks a translation reviewed for the current Spanish, once; a missing one cannot be', () => {
    const review = {
      type: 'MarkTranslationReviewed',
      id: 'villa',
      path: 'title',
      language: 'en',
    } as const;
    const events = given([listed]).when(review);
    expect(events).toEqual([
      {
        type: 'PropertyTranslationReviewed',
        data: { propertyId: 'villa', path: 'title', language: 'en', sourceHash: titleHash },
      },
    ]);
    expect(statusesOf([listed, ...events]).title.en).toBe('reviewed');
    expect(given([listed, ...events]).when(review)).toEqual([]);
    const missing = domainError(() => given([listed]).when({ ...review, language: 'mk' }));
    expect([missing.kind, missing.code]).toEqual(['invalid', 'translation_missing']);
  });

  it('keeps the statuses of a service the same way (highlights and alt texts included)', () => {
    const service: ServiceDetails = {
      title: { es: 'Chef privado' },
      description: { es: 'Cenas en casa.' },
      priceFromEur: 300,
      image: { url: '/media/chef.jpg', alt: { es: 'Chef' } },
      premium: true,
      highlights: [{ es: 'Menú de temporada' }],
    };
    const history: ServiceEvent[] = [
      {
        type: 'ServiceListed',
        data: { serviceId: 'chef', position: 1, listedAt: '2026-11-01T00:00:00.000Z', details: service },
      },
    ];
    const event: ServiceEvent = {
      type: 'ServiceTextTranslated',
      data: {
        serviceId: 'chef',
        path: 'highlights.0',
        language: 'en',
        sourceHash: sourceHash('Menú de temporada'),
        text: 'Seasonal menu',
        provider: 'deepl',
      },
    };
    const decide = specFor(serviceDecider);
    expect(
      decide(history).when({
        type: 'RecordMachineTranslation',
        id: 'chef',
        translation: (event as Extract<ServiceEvent, { type: 'ServiceTextTranslated' }>).data,
      }),
    ).toEqual([event]);
    const state = decide([...history, event]).state();
    if (!state.listed) throw new Error('expected a service');
    expect(state.details.highlights[0]).toEqual({ es: 'Menú de temporada', en: 'Seasonal menu' });
    expect(translationStatuses(state.details, state.translations)['highlights.0'].en).toBe('machine');
    expect(translationStatuses(state.details, state.translations)['image.alt'].en).toBe('pending');
  });
});
