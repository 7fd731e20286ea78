import { boxLiteral, parseArea, parseBoundingBox, polygonLiteral, selfIntersects } from './map-area';

const corners = (text: string) => text.split(';').map((pair) => pair.split(',').map(Number));
const vertices = (text: string) => corners(text).map(([lng, lat]) => ({ lng, lat }));
const problem = (result: { ok: boolean; message?: string }) => (result.ok ? null : result.message);

describe('the bbox filter', () => {
  it('reads west,south,east,north in decimal degrees', () => {
    expect(parseBoundingBox('-3.85,43.44,-3.76,43.49')).toEqual({
      ok: true,
      value: { west: -3.85, south: 43.44, east: -3.76, north: 43.49 },
    });
    expect(parseBoundingBox(' -180 , -90 , 180 , 90 ')).toMatchObject({ ok: true });
  });

  it.each([
    ['', 'four numbers'],
    ['-3.85,43.44,-3.76', 'four numbers'],
    ['-3.85,43.44,-3.76,43.49,1', 'four numbers'],
    ['-3.85,43.44,abc,43.49', 'decimal numbers'],
    ['-3.85,43.44,1e1,43.49', 'decimal numbers'],
    ['-3.85,43.44,,43.49', 'decimal numbers'],
    ['-181,43.44,-3.76,43.49', 'between -180 and 180'],
    ['-3.85,-91,-3.76,43.49', 'between -90 and 90'],
    ['-3.76,43.44,-3.85,43.49', 'west must be less than east'],
    ['-3.85,43.44,-3.85,43.49', 'west must be less than east'],
    ['-3.85,43.49,-3.76,43.44', 'south must be less than north'],
  ])('refuses %j (%s)', (text, message) => {
    expect(problem(parseBoundingBox(text))).toContain(message);
  });
});

describe('the area filter', () => {
  it('reads corners lng,lat separated by semicolons, dropping a repeated closing corner', () => {
    const open = parseArea('-3.82,43.46;-3.78,43.47;-3.79,43.44');
    const closed = parseArea('-3.82,43.46;-3.78,43.47;-3.79,43.44;-3.82,43.46');
    expect(open).toEqual({ ok: true, value: vertices('-3.82,43.46;-3.78,43.47;-3.79,43.44') });
    expect(closed).toEqual(open);
  });

  it('takes more decimals than a map needs', () => {
    expect(parseArea('-3.8212345678,43.46;-3.78,43.4712345678;-3.79,43.44')).toMatchObject({ ok: true });
  });

  it('accepts a concave polygon and a corner on a straight edge', () => {
    // A "U": the notch between the arms is outside.
    expect(parseArea('0,0;3,0;3,3;2,3;2,1;1,1;1,3;0,3')).toMatchObject({ ok: true });
    expect(parseArea('0,0;1,0;2,0;2,2;0,2')).toMatchObject({ ok: true });
  });

  it('accepts 100 corners and refuses 101', () => {
    const circle = (n: number) =>
      Array.from({ length: n }, (_, i) => {
        const angle = (2 * Math.PI * i) / n;
        return `${(-3.8 + 0.05 * Math.cos(angle)).toFixed(6)},${(43.45 + 0.05 * Math.sin(angle)).toFixed(6)}`;
      }).join(';');
    expect(parseArea(circle(100))).toMatchObject({ ok: true });
    expect(problem(parseArea(circle(101)))).toBe('area may have at most 100 corners');
  });

  it.each([
    ['', 'lng,lat separated by semicolons'],
    ['-3.82,43.46;-3.78,43.47', 'at least 3 corners'],
    ['-3.82,43.46;-3.78,43.47;-3.82,43.46', 'at least 3 corners'],
    ['-3.82,43.46;-3.78;-3.79,43.44', 'lng,lat separated by semicolons'],
    ['-3.82,43.46;-3.78,43.47,1;-3.79,43.44', 'lng,lat separated by semicolons'],
    ['-3.82,43.46;x,43.47;-3.79,43.44', 'lng,lat separated by semicolons'],
    ['-3.82,43.46;-3.78,43.47;-3.79,43.44;', 'lng,lat separated by semicolons'],
    ['-3.82,43.46;-190,43.47;-3.79,43.44', 'between -180 and 180'],
    ['-3.82,43.46;-3.78,95;-3.79,43.44', 'between -90 and 90'],
    ['0,0;1,1;2,2', 'enclose a surface'],
    // On one line in decimals, not quite in binary floating point.
    ['-3.8,43.46;-3.79,43.47;-3.78,43.48', 'enclose a surface'],
    ['-3.8,43.46;-3.8,43.46;-3.8,43.46', 'at least 3 corners'],
    ['0,0;1,1;1,0;0,1', 'must not cross itself'],
    ['0,0;2,0;2,2;0,2;0,0;1,1', 'must not cross itself'],
  ])('refuses %j (%s)', (text, message) => {
    expect(problem(parseArea(text))).toContain(message);
  });
});

describe('self-intersection', () => {
  it('finds a bow tie, a figure eight touching at one corner and a spike folding back on an edge', () => {
    expect(selfIntersects(vertices('0,0;2,2;2,0;0,2'))).toBe(true);
    expect(selfIntersects(vertices('0,0;2,0;1,1;2,2;0,2;1,1'))).toBe(true);
    expect(selfIntersects(vertices('0,0;2,0;2,2;2,1;0,2'))).toBe(true);
  });

  it('leaves simple polygons alone, convex or not', () => {
    expect(selfIntersects(vertices('0,0;2,0;2,2;0,2'))).toBe(false);
    expect(selfIntersects(vertices('0,0;3,0;3,3;2,3;2,1;1,1;1,3;0,3'))).toBe(false);
  });
});

describe('PostgreSQL text forms', () => {
  it('writes a box by two corners and a polygon by its vertices, longitude first, in micro-degrees', () => {
    expect(boxLiteral({ west: -3.85, south: 43.44, east: -3.76, north: 43.49 })).toBe(
      '((-3850000,43440000),(-3760000,43490000))',
    );
    expect(polygonLiteral(vertices('-3.82,43.46;-3.78,43.47;-3.7912345678,43.44'))).toBe(
      '((-3820000,43460000),(-3780000,43470000),(-3791235,43440000))',
    );
  });
});
