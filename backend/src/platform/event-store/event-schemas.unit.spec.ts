import type { DomainEvent } from '../domain/decider';
import { defineEvents } from './event-catalog';
import { EventSchemas } from './event-schemas';

describe('EventSchemas', () => {
  it('lifts an old payload through every upcaster to the current version', () => {
    const schemas = new EventSchemas();
    schemas.define('PriceSet', 3, {
      1: (data) => ({ ...(data as object), currency: 'EUR' }),
      2: (data) => {
        const { amount, ...rest } = data as { amount: number };
        return { ...rest, amountEur: amount };
      },
    });
    expect(schemas.upcast('PriceSet', 1, { amount: 10 })).toEqual({
      data: { currency: 'EUR', amountEur: 10 },
      schemaVersion: 3,
    });
    expect(schemas.upcast('PriceSet', 3, { amountEur: 5, currency: 'EUR' }).data).toEqual({
      amountEur: 5,
      currency: 'EUR',
    });
  });

  it('refuses a version without the upcasters that reach it', () => {
    expect(() => new EventSchemas().define('Broken', 2)).toThrow('lacks an upcaster from v1');
  });

  it('stores unknown types as version 1 and leaves them as they are', () => {
    const schemas = new EventSchemas();
    expect(schemas.currentVersion('Anything')).toBe(1);
    expect(schemas.upcast('Anything', 1, { a: 1 })).toEqual({ data: { a: 1 }, schemaVersion: 1 });
  });

  it('declares every event of a registered catalogue', () => {
    type PriceEvent = DomainEvent<'PriceSet', { amountEur: number }> | DomainEvent<'PriceCleared', object>;
    const catalog = defineEvents<PriceEvent>({
      PriceSet: {
        version: 2,
        upcasters: { 1: (data) => ({ amountEur: (data as { amount: number }).amount }) },
      },
      PriceCleared: {},
    });
    const schemas = new EventSchemas();
    schemas.register(catalog);
    expect(catalog.types).toEqual(['PriceSet', 'PriceCleared']);
    expect(schemas.currentVersion('PriceSet')).toBe(2);
    expect(schemas.currentVersion('PriceCleared')).toBe(1);
    expect(schemas.upcast('PriceSet', 1, { amount: 7 }).data).toEqual({ amountEur: 7 });
  });
});
