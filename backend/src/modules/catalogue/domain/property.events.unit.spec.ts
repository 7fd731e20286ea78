import { EventSchemas } from '../../../platform/event-store/event-schemas';
import { specFor } from '../../../platform/testing/given-when-then';
import type { PropertyDetails } from './property';
import { propertyDecider } from './property.decider';
import { propertyEvents, type PropertyListed } from './property.events';

const schemas = new EventSchemas();
schemas.register(propertyEvents);

const details = {
  reference: 'CC-SAN-001',
  price: { saleEur: 2_850_000, communityFeesEur: null, propertyTaxEur: 4200 },
  specifications: { sizeBuiltM2: 450 },
  address: { coordinates: { lat: 43.4738, lng: -3.7893 }, hideExactLocation: false },
} as unknown as PropertyDetails;

const { hideExactLocation: _, ...addressBeforeTheSwitch } = details.address;
const detailsBeforeTheSwitch = { ...details, address: addressBeforeTheSwitch };
const listedAt = '2026-11-01T00:00:00.000Z';

describe('property events of any age', () => {
  it.each(['PropertyListed', 'PropertyRevised'])(
    'reads a %s stored before the location switch existed as showing the exact point',
    (type) => {
      const stored = { propertyId: 'villa', details: detailsBeforeTheSwitch };
      expect(schemas.upcast(type, 1, stored)).toEqual({
        data: { propertyId: 'villa', details },
        schemaVersion: 2,
      });
    },
  );

  it('keeps a switch that version 1 already stated, and the events of today as they are', () => {
    const hidden = { ...details, address: { ...details.address, hideExactLocation: true } };
    expect(schemas.upcast('PropertyRevised', 1, { propertyId: 'villa', details: hidden }).data).toEqual({
      propertyId: 'villa',
      details: hidden,
    });
    expect(schemas.upcast('PropertyRevised', 2, { propertyId: 'villa', details: hidden }).data).toEqual({
      propertyId: 'villa',
      details: hidden,
    });
  });

  it('records nothing when the edit form of a property listed before the switch is saved unchanged', () => {
    const stored = { propertyId: 'villa', status: 'active', listedAt, details: detailsBeforeTheSwitch };
    const listed = {
      type: 'PropertyListed',
      data: schemas.upcast('PropertyListed', 1, stored).data,
    } as PropertyListed;
    const given = specFor(propertyDecider);
    const revise = { type: 'Revise', id: 'villa' } as const;
    // The edit form now sends the switch off: nothing changed, nothing recorded.
    expect(given([listed]).when({ ...revise, details: { ...details } })).toEqual([]);
    const hidden = { ...details, address: { ...details.address, hideExactLocation: true } };
    expect(given([listed]).when({ ...revise, details: hidden })).toEqual([
      { type: 'PropertyRevised', data: { propertyId: 'villa', details: hidden } },
    ]);
  });
});
