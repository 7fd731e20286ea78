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

  it('looks for a place named in any language by its Spanish name', () => {
    expect(propertySearchSql({ q: 'Эль-Сардинеро' }).params[0]).toBe('%el sardinero%');
    expect(propertySearchSql({ q: 'Ел Сардинеро' }).params[0]).toBe('%el sardinero%');
    expect(propertySearchSql({ q: 'Сантан' }).params[0]).toBe('%сантан%');
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

  it('binds the map filters in the unit of map_point and reads an area page by its ids first', () => {
    const { sql, params } = propertySearchSql({
      bbox: { west: -3.85, south: 43.44, east: -3.75, north: 43.49 },
      area: [
        { lng: -3.82, lat: 43.46 },
        { lng: -3.78, lat: 43.47 },
        { lng: -3.79, lat: 43.44 },
      ],
      limit: 12,
    });
    expect(sql).toContain('map_point <@ ?::box and map_point <@ ?::polygon');
    expect(sql).toContain('where id in (select id from catalogue_properties where status in');
    expect(params.slice(0, 2)).toEqual([
      '((-3850000,43440000),(-3750000,43490000))',
      '((-3820000,43460000),(-3780000,43470000),(-3790000,43440000))',
    ]);
    expect(sql.split('?').length - 1).toBe(params.length);
  });

  it('numbers the placeholders for a bare pg client', () => {
    expect(toNumberedPlaceholders('a = ? and b in (?, ?)')).toBe('a = $1 and b in ($2, $3)');
  });
});
