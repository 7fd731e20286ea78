import { describe, expect, it } from '@jest/globals';
import {
  EMPTY_FILTERS,
  activeFilters,
  clearedFilters,
  filtersToParams,
  hasUnreadableMapArea,
  panelFilterCount,
  parseFilters,
  toApiQuery,
  toSearchFilters,
  withoutFilter,
  withoutMapArea,
} from './property-filters';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('property search filters in the URL', () => {
  it('reads every filter of the API', () => {
    expect(
      parse(
        'q=mar&location=santander&location=laredo&type=villa,house&priceMin=400000&priceMax=2000000' +
          '&sizeMin=100&sizeMax=500&bedroomsMin=3&bathroomsMin=2&features=pool&features=garden&sort=price_asc',
      ),
    ).toEqual({
      q: 'mar',
      location: ['santander', 'laredo'],
      type: ['house', 'villa'],
      priceMin: 400_000,
      priceMax: 2_000_000,
      sizeMin: 100,
      sizeMax: 500,
      bedroomsMin: 3,
      bathroomsMin: 2,
      features: ['garden', 'pool'],
      sort: 'price_asc',
    });
  });

  it('drops what the API would refuse instead of failing', () => {
    expect(
      parse(
        'bedroomsMin=abc&bathroomsMin=-1&priceMin=2.5&sizeMin=99999999&location=atlantis&type=castle' +
          '&features=helipad&sort=cheapest',
      ),
    ).toEqual(EMPTY_FILTERS);
    expect(parse('bedroomsMin=51').bedroomsMin).toBeUndefined();
    expect(parse('bedroomsMin=50').bedroomsMin).toBe(50);
    expect(parse(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('drops an upper bound below its lower bound', () => {
    expect(parse('priceMin=900000&priceMax=100000')).toMatchObject({ priceMin: 900_000 });
    expect(parse('priceMin=900000&priceMax=100000').priceMax).toBeUndefined();
    expect(parse('sizeMin=300&sizeMax=100').sizeMax).toBeUndefined();
    expect(parse('sizeMin=100&sizeMax=100')).toMatchObject({ sizeMin: 100, sizeMax: 100 });
  });

  it('writes a canonical query string that reads back the same search', () => {
    const filters = parse('sort=size_desc&features=pool&bedroomsMin=2&location=noja,santander&q=vista');
    const written = filtersToParams(filters).toString();
    expect(written).toBe(
      'q=vista&location=santander&location=noja&bedroomsMin=2&features=pool&sort=size_desc',
    );
    expect(parseFilters(new URLSearchParams(written))).toEqual(filters);
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
  });

  it('asks the API one page with its non-empty lists and no defaults', () => {
    expect(
      toApiQuery(parse('location=santander&location=laredo&bedroomsMin=3'), { limit: 12, offset: 24 }),
    ).toEqual({
      location: ['santander', 'laredo'],
      type: undefined,
      features: undefined,
      priceMin: undefined,
      priceMax: undefined,
      sizeMin: undefined,
      sizeMax: undefined,
      bedroomsMin: 3,
      bathroomsMin: undefined,
      q: undefined,
      sort: undefined,
      limit: 12,
      offset: 24,
    });
  });

  it('lists one removable chip per choice and removes each alone', () => {
    const filters = parse(
      'q=mar&location=santander&location=laredo&priceMax=1000000&bedroomsMin=3&sort=price_asc',
    );
    const chips = activeFilters(filters);
    expect(chips).toEqual([
      { kind: 'q', value: 'mar' },
      { kind: 'location', value: 'santander' },
      { kind: 'location', value: 'laredo' },
      { kind: 'price', min: undefined, max: 1_000_000 },
      { kind: 'bedrooms', min: 3 },
    ]);
    expect(panelFilterCount(filters)).toBe(4);
    expect(withoutFilter(filters, chips[1]).location).toEqual(['laredo']);
    expect(withoutFilter(filters, chips[3]).priceMax).toBeUndefined();
    expect(withoutFilter(filters, chips[0]).q).toBe('');
    expect(clearedFilters(filters)).toEqual({ ...EMPTY_FILTERS, sort: 'price_asc' });
  });

  describe('the map area', () => {
    const AREA = 'area=-3.9,43.4;-3.7,43.4;-3.8,43.5';
    const BBOX = 'bbox=-3.9,43.4,-3.7,43.5';

    it('travels in the address and to the API, but not into a saved search nor the filter panel count', () => {
      const filters = parse(`location=santander&${BBOX}&${AREA}`);
      expect(filters.bbox).toEqual([-3.9, 43.4, -3.7, 43.5]);
      expect(filters.area).toHaveLength(3);
      expect(filtersToParams(filters).toString()).toBe(
        new URLSearchParams(`location=santander&${BBOX}&${AREA}`).toString(),
      );
      expect(toApiQuery(filters, { limit: 12, offset: 0 })).toMatchObject({
        bbox: '-3.9,43.4,-3.7,43.5',
        area: '-3.9,43.4;-3.7,43.4;-3.8,43.5',
      });
      expect(toSearchFilters(filters)).not.toHaveProperty('bbox');
      expect(toSearchFilters(filters)).not.toHaveProperty('area');
      expect(activeFilters(filters)).toContainEqual({ kind: 'mapArea' });
      expect(panelFilterCount(filters)).toBe(1);
    });

    it('is one chip: removing it removes both the bounds and the shape, and clearing the filters too', () => {
      const filters = parse(`q=mar&${BBOX}&${AREA}`);
      const without = withoutFilter(filters, { kind: 'mapArea' });
      expect(without.bbox).toBeUndefined();
      expect(without.area).toBeUndefined();
      expect(without.q).toBe('mar');
      expect(clearedFilters(filters).area).toBeUndefined();
    });

    it('notices an address whose map area cannot be read, and clears it keeping the rest', () => {
      const params = new URLSearchParams('location=laredo&view=map&bbox=1,2,3&area=nonsense');
      const filters = parseFilters(params);
      expect(filters.bbox).toBeUndefined();
      expect(hasUnreadableMapArea(params, filters)).toBe(true);
      expect(withoutMapArea(params).toString()).toBe('location=laredo&view=map');
      const good = new URLSearchParams(BBOX);
      expect(hasUnreadableMapArea(good, parseFilters(good))).toBe(false);
      expect(EMPTY_FILTERS.bbox).toBeUndefined();
    });
  });
});
