import { describe, expect, it } from '@jest/globals';
import * as z from 'zod';
import { ruleAt, schemaAt } from './schema-rules';

const request = z.object({
  rooms: z.int().gte(0).lte(50),
  title: z.object({ es: z.string().min(1).max(200), en: z.string().max(200).optional() }),
  nearby: z.array(z.object({ distanceM: z.int().gte(0).nullable() })).max(30),
  lat: z.number().gte(-90).lte(90),
});
/** A form whose draft differs from the request: the rules are the request's. */
const form = z.preprocess((draft: { typed: string }) => draft, request);

describe('rules read from a schema', () => {
  it('finds the limits of a value by its form path, through the draft-to-request pipe', () => {
    expect(ruleAt(form, 'rooms')).toEqual({ min: 0, max: 50, integer: true });
    expect(ruleAt(form, 'lat')).toEqual({ min: -90, max: 90, integer: false });
    expect(ruleAt(form, 'title.es')).toEqual({ min: 1, max: 200, integer: false });
    expect(ruleAt(form, 'title.en')).toEqual({ max: 200, integer: false });
  });

  it('walks into list rows and through values that may be null', () => {
    expect(ruleAt(form, 'nearby')).toEqual({ max: 30, integer: false });
    expect(ruleAt(form, 'nearby.12.distanceM')).toEqual({ min: 0, integer: true });
  });

  it('knows no rule for a path the schema does not have', () => {
    expect(schemaAt(form, 'nearby.first.distanceM')).toBeUndefined();
    expect(schemaAt(form, 'rooms.count')).toBeUndefined();
    expect(ruleAt(form, 'missing')).toEqual({ integer: false });
  });
});
