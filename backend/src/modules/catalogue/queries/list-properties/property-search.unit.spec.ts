import { propertySearchSql, toNumberedPlaceholders } from './property-search';

describe('property search SQL', () => {
  it('binds every value a client sent and writes only constants into the SQL', () => {
    const { sql, params } = propertySearchSql({
      location: ['santander', 'laredo'],
      features: ['pool'],
      q: "o'brien; drop table x",
      priceMax: 500_000,
      limit: 12,
      offset: 24,
    });
    expect(sql).not.toContain('brien');
    expect(sql).not.toContain('santander');
    expect(sql.split('?').length - 1).toBe(params.length);
    // The filter appears twice (count and page), then the page's limit (one more row: is there a next page?)
    // and offset.
    expect(params).toEqual([
      'santander',
      'laredo',
      500_000,
      '["pool"]',
      "%o'brien; drop table x%",
      'santander',
      'laredo',
      500_000,
      '["pool"]',
      "%o'brien; drop table x%",
      13,
      24,
    ]);
  });

  it('pages 48 newest public properties when asked nothing', () => {
    const { sql, params } = propertySearchSql({});
    expect(sql).toContain("status in ('active', 'reserved', 'sold')");
    expect(sql).toContain('order by listed_at desc, id limit ? offset ?');
    expect(params).toEqual([49, 0]);
  });

  it('counts at most one match past the cap', () => {
    const { sql } = propertySearchSql({ q: 'villa' });
    expect(sql).toContain(
      "from catalogue_properties where status in ('active', 'reserved', 'sold') and search_text like ? limit 1001)",
    );
  });

  it('numbers the placeholders for a bare pg client', () => {
    expect(toNumberedPlaceholders('a = ? and b in (?, ?)')).toBe('a = $1 and b in ($2, $3)');
  });
});
