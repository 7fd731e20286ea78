import { EventSchemas } from '../../../platform/event-store/event-schemas';
import { specFor } from '../../../platform/testing/given-when-then';
import { experienceDecider } from './offering.deciders';
import { experienceEvents, type ExperienceListed } from './offering.events';

const schemas = new EventSchemas();
schemas.register(experienceEvents);

const beforePriceBases = { priceEur: 90, type: 'basic' };
const listing = { experienceId: 'yacht', position: 1, listedAt: '2026-11-01T00:00:00.000Z' };

describe('experience events of any age', () => {
  it.each(['ExperienceListed', 'ExperienceRevised'])(
    'reads a %s stored before prices had a basis as per person, 12 guests a date',
    (type) => {
      expect(schemas.upcast(type, 1, { experienceId: 'yacht', details: beforePriceBases })).toEqual({
        data: {
          experienceId: 'yacht',
          details: { ...beforePriceBases, priceBasis: 'per_person', maxGuestsPerDate: 12 },
        },
        schemaVersion: 2,
      });
    },
  );

  it('keeps the basis and the capacity that version 1 already stated', () => {
    const stated = { ...beforePriceBases, priceBasis: 'per_group', maxGuestsPerDate: 8 };
    expect(schemas.upcast('ExperienceRevised', 1, { experienceId: 'yacht', details: stated }).data).toEqual({
      experienceId: 'yacht',
      details: stated,
    });
  });

  it('lists such an experience per person, 12 guests a date', () => {
    const stored = { ...listing, details: beforePriceBases };
    const listed = {
      type: 'ExperienceListed',
      data: schemas.upcast('ExperienceListed', 1, stored).data,
    } as ExperienceListed;
    expect(specFor(experienceDecider)([listed]).state()).toEqual({
      listed: true,
      details: { ...beforePriceBases, priceBasis: 'per_person', maxGuestsPerDate: 12 },
      translations: {},
    });
  });
});
