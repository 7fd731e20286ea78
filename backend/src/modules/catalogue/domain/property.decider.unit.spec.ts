import { DomainError } from '../../../platform/domain/domain-error';
import { specFor } from '../../../platform/testing/given-when-then';
import type { PropertyDetails } from './property';
import { propertyDecider, type PropertyCommand } from './property.decider';
import type { PropertyEvent, PropertyListed } from './property.events';

const given = specFor(propertyDecider);

const details = {
  reference: 'CC-SAN-001',
  price: { saleEur: 2_850_000, communityFeesEur: null, propertyTaxEur: 4200 },
  specifications: { sizeBuiltM2: 450 },
  address: { coordinates: { lat: 43.4738, lng: -3.7893 }, hideExactLocation: false },
} as unknown as PropertyDetails;

const listed: PropertyListed = {
  type: 'PropertyListed',
  data: { propertyId: 'villa', status: 'active', listedAt: '2026-11-01T00:00:00.000Z', details },
};

const list: Extract<PropertyCommand, { type: 'List' }> = {
  type: 'List',
  id: 'villa',
  details,
  listing: { status: 'active', listedAt: listed.data.listedAt },
};

function domainError(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('property decider', () => {
  it('lists a new property in the status it is listed in', () => {
    expect(given([]).when(list)).toEqual([listed]);
  });

  it('lists a draft when asked to', () => {
    const [event] = given([]).when({
      ...list,
      listing: { ...list.listing, status: 'draft' },
    }) as PropertyListed[];
    expect(event.data.status).toBe('draft');
  });

  it('refuses to list the same property twice', () => {
    expect(domainError(() => given([listed]).when(list)).code).toBe('property_already_listed');
  });

  it('refuses a price of zero', () => {
    const free = { ...details, price: { ...details.price, saleEur: 0 } };
    expect(domainError(() => given([]).when({ ...list, details: free })).kind).toBe('invalid');
  });

  it('follows the status lifecycle active -> reserved -> sold', () => {
    const reserved: PropertyEvent = {
      type: 'PropertyStatusChanged',
      data: { propertyId: 'villa', from: 'active', to: 'reserved' },
    };
    expect(given([listed]).when({ type: 'ChangeStatus', id: 'villa', status: 'reserved' })).toEqual([
      reserved,
    ]);
    expect(given([listed, reserved]).when({ type: 'ChangeStatus', id: 'villa', status: 'sold' })).toEqual([
      { type: 'PropertyStatusChanged', data: { propertyId: 'villa', from: 'reserved', to: 'sold' } },
    ]);
  });

  it('never reopens a sold property', () => {
    const sold: PropertyEvent = {
      type: 'PropertyStatusChanged',
      data: { propertyId: 'villa', from: 'active', to: 'sold' },
    };
    const error = domainError(() =>
      given([listed, sold]).when({ type: 'ChangeStatus', id: 'villa', status: 'active' }),
    );
    expect(error.code).toBe('invalid_status_transition');
  });

  it('follows the sale: its deal holds the status, which staff cannot change by hand meanwhile', () => {
    const dealOpened: PropertyEvent = {
      type: 'PropertySaleDealChanged',
      data: { propertyId: 'villa', dealOpen: true },
    };
    expect(
      given([listed]).when({ type: 'SetSaleStatus', id: 'villa', status: null, dealOpen: true }),
    ).toEqual([dealOpened]);
    expect(
      domainError(() =>
        given([listed, dealOpened]).when({ type: 'ChangeStatus', id: 'villa', status: 'withdrawn' }),
      ).code,
    ).toBe('status_follows_sale');
    const reserved: PropertyEvent = {
      type: 'PropertyStatusChanged',
      data: { propertyId: 'villa', from: 'active', to: 'reserved' },
    };
    expect(
      given([listed, dealOpened]).when({
        type: 'SetSaleStatus',
        id: 'villa',
        status: 'reserved',
        dealOpen: true,
      }),
    ).toEqual([reserved]);
    // Asked again, nothing more; back on the market after a fall-through, and free again.
    expect(
      given([listed, dealOpened, reserved]).when({
        type: 'SetSaleStatus',
        id: 'villa',
        status: 'reserved',
        dealOpen: true,
      }),
    ).toEqual([]);
    expect(
      given([listed, dealOpened, reserved]).when({
        type: 'SetSaleStatus',
        id: 'villa',
        status: 'active',
        dealOpen: false,
      }),
    ).toEqual([
      { type: 'PropertyStatusChanged', data: { propertyId: 'villa', from: 'reserved', to: 'active' } },
      { type: 'PropertySaleDealChanged', data: { propertyId: 'villa', dealOpen: false } },
    ]);
  });

  it('evolves price and status into the state', () => {
    const history: PropertyEvent[] = [
      listed,
      {
        type: 'PropertyPriceChanged',
        data: { propertyId: 'villa', previousPriceEur: 2_850_000, priceEur: 2_600_000 },
      },
      { type: 'PropertyStatusChanged', data: { propertyId: 'villa', from: 'active', to: 'reserved' } },
    ];
    expect(given(history).state()).toMatchObject({
      listed: true,
      status: 'reserved',
      details: { reference: 'CC-SAN-001', price: { saleEur: 2_600_000 } },
    });
  });

  describe('revising the details', () => {
    const revised = { ...details, reference: 'CC-SAN-002', price: { ...details.price, saleEur: 2_500_000 } };
    const revise: PropertyCommand = { type: 'Revise', id: 'villa', details: revised };

    it('records a new price as a price change with the previous price, then the other changes', () => {
      expect(given([listed]).when(revise)).toEqual([
        {
          type: 'PropertyPriceChanged',
          data: { propertyId: 'villa', previousPriceEur: 2_850_000, priceEur: 2_500_000 },
        },
        { type: 'PropertyRevised', data: { propertyId: 'villa', details: revised } },
      ]);
    });

    it('records only the price change when nothing else changed', () => {
      const repriced = { ...details, price: { ...details.price, saleEur: 2_700_000 } };
      expect(given([listed]).when({ ...revise, details: repriced })).toEqual([
        {
          type: 'PropertyPriceChanged',
          data: { propertyId: 'villa', previousPriceEur: 2_850_000, priceEur: 2_700_000 },
        },
      ]);
    });

    it('records only the revision when the price stays', () => {
      const renamed = { ...details, reference: 'CC-SAN-009' };
      expect(given([listed]).when({ ...revise, details: renamed })).toEqual([
        { type: 'PropertyRevised', data: { propertyId: 'villa', details: renamed } },
      ]);
    });

    it('records nothing when the details did not change', () => {
      expect(given([listed]).when({ ...revise, details: { ...details } })).toEqual([]);
    });

    it('takes the revised price and reference into the state', () => {
      const events = given([listed]).when(revise);
      expect(given([listed, ...events]).state()).toMatchObject({
        status: 'active',
        details: { reference: 'CC-SAN-002', price: { saleEur: 2_500_000 } },
      });
    });

    it('refuses a price that is not a positive whole number', () => {
      const bad = { ...details, price: { ...details.price, saleEur: 10.5 } };
      expect(domainError(() => given([listed]).when({ ...revise, details: bad })).code).toBe('invalid_price');
    });

    it('cannot revise a property that does not exist', () => {
      expect(domainError(() => given([]).when(revise)).code).toBe('property_not_found');
    });
  });

  describe('deleting', () => {
    const remove: PropertyCommand = { type: 'Delete', id: 'villa' };
    const deleted: PropertyEvent = {
      type: 'PropertyDeleted',
      data: { propertyId: 'villa', reference: 'CC-SAN-001' },
    };

    it('records the deletion with the reference it had', () => {
      expect(given([listed]).when(remove)).toEqual([deleted]);
    });

    it('leaves nothing to change, delete again or list again under the same id', () => {
      const history = [listed, deleted];
      expect(domainError(() => given(history).when(remove)).code).toBe('property_not_found');
      expect(
        domainError(() => given(history).when({ type: 'ChangeStatus', id: 'villa', status: 'sold' })).kind,
      ).toBe('not_found');
      expect(domainError(() => given(history).when(list)).code).toBe('property_already_listed');
    });

    it('deletes a property in any status, sold included', () => {
      const sold: PropertyEvent = {
        type: 'PropertyStatusChanged',
        data: { propertyId: 'villa', from: 'active', to: 'sold' },
      };
      expect(given([listed, sold]).when(remove)).toEqual([deleted]);
    });
  });
});
