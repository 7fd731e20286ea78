import type { PropertyEvent } from '../../catalogue';
import { scheduledTime } from '../../../platform/jobs/scheduled-time';
import { digestJobId } from './alert-digest';
import { alertTrigger } from './alert-trigger';

const stored = (type: string, data: unknown) => ({ type, data }) as PropertyEvent;

describe('what is news for alerts', () => {
  it('is a property listed active, or made active; not a draft or another status', () => {
    expect(alertTrigger(stored('PropertyListed', { propertyId: 'p', status: 'active' }))).toMatchObject({
      reason: 'published',
    });
    expect(alertTrigger(stored('PropertyListed', { propertyId: 'p', status: 'draft' }))).toBeNull();
    for (const from of ['draft', 'withdrawn']) {
      expect(
        alertTrigger(stored('PropertyStatusChanged', { propertyId: 'p', from, to: 'active' })),
      ).toMatchObject({ reason: 'published', priceEur: null });
    }
    expect(
      alertTrigger(stored('PropertyStatusChanged', { propertyId: 'p', from: 'active', to: 'sold' })),
    ).toBeNull();
  });

  it('is a property back on the market when a reservation falls through (reserved, then active again)', () => {
    expect(
      alertTrigger(stored('PropertyStatusChanged', { propertyId: 'p', from: 'reserved', to: 'active' })),
    ).toEqual({ propertyId: 'p', reason: 'back_on_market', priceEur: null, previousPriceEur: null });
    expect(
      alertTrigger(stored('PropertyStatusChanged', { propertyId: 'p', from: 'draft', to: 'active' })),
    ).toMatchObject({ reason: 'published' });
    expect(
      alertTrigger(stored('PropertyStatusChanged', { propertyId: 'p', from: 'active', to: 'reserved' })),
    ).toBeNull();
  });

  it('is a lower price, with both prices; a higher one is not', () => {
    expect(
      alertTrigger(stored('PropertyPriceChanged', { propertyId: 'p', previousPriceEur: 900, priceEur: 800 })),
    ).toEqual({ propertyId: 'p', reason: 'price_drop', priceEur: 800, previousPriceEur: 900 });
    expect(
      alertTrigger(stored('PropertyPriceChanged', { propertyId: 'p', previousPriceEur: 800, priceEur: 900 })),
    ).toBeNull();
    expect(alertTrigger(stored('PropertyRevised', { propertyId: 'p' }))).toBeNull();
  });
});

describe('digest runs', () => {
  it("take their time from the scheduler's job id, and name one digest per client and Madrid day", () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid.
    const run = scheduledTime({ id: 'repeat:alert-digest-daily:1798759800000', timestamp: 0 });
    expect(run.toISOString()).toBe('2026-12-31T23:30:00.000Z');
    expect(digestJobId('weekly', run, 'u')).toBe('alert-digest-weekly-2027-01-01-u');
    expect(scheduledTime({ id: 'by-hand', timestamp: 5 }).getTime()).toBe(5);
  });
});
