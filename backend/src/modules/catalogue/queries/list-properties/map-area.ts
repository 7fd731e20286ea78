import { toMicrodegrees } from '../../../../platform/database/point.type';

/**
 * The two map filters of the public search, parsed from the address bar: `bbox=west,south,east,north` (the
 * visible part of the map) and `area=lng,lat;lng,lat;...` (a drawn polygon). Pure, so the request DTO, the
 * SQL builder's callers and the unit tests share one reading of them.
 *
 * Coordinates are planar longitude/latitude (x = lng, y = lat), as PostgreSQL's `point`, `box` and `polygon`
 * take them. Along a coastline of about 150 km the map's straight lines and these planar ones differ by far
 * less than a house, and no area crosses the antimeridian or a pole, so no spherical geometry is needed.
 * Geometry is decided on whole micro-degrees (about 0.1 m), as the database stores points
 * (MicrodegreePointType): exact arithmetic, so "on one line" and "touching" mean exactly that.
 */

export interface LngLat {
  lng: number;
  lat: number;
}

export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export const AREA_LIMITS = { minVertices: 3, maxVertices: 100 } as const;

/** A decimal number as people and maps write it: `-3.80`, `43.4`, `7`, `.5` (no exponents, no hex). */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function decimal(text: string): number | null {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : null;
}

const inLngRange = (lng: number) => lng >= -180 && lng <= 180;
const inLatRange = (lat: number) => lat >= -90 && lat <= 90;

/** `west,south,east,north` in decimal degrees, west < east and south < north. */
export function parseBoundingBox(text: string): Parsed<BoundingBox> {
  const parts = text.split(',');
  if (parts.length !== 4) {
    return { ok: false, message: 'bbox must be four numbers: west,south,east,north' };
  }
  const numbers = parts.map(decimal);
  if (numbers.some((n) => n === null)) {
    return { ok: false, message: 'bbox must be four decimal numbers: west,south,east,north' };
  }
  const [west, south, east, north] = numbers as number[];
  if (!inLngRange(west) || !inLngRange(east)) {
    return { ok: false, message: 'bbox longitudes (west, east) must be between -180 and 180' };
  }
  if (!inLatRange(south) || !inLatRange(north)) {
    return { ok: false, message: 'bbox latitudes (south, north) must be between -90 and 90' };
  }
  if (west >= east) return { ok: false, message: 'bbox west must be less than east' };
  if (south >= north) return { ok: false, message: 'bbox south must be less than north' };
  return { ok: true, value: { west, south, east, north } };
}

/**
 * `lng,lat;lng,lat;...`: 3 to 100 corners of a simple polygon, implicitly closed (a last corner equal to the
 * first is dropped), without self-intersections and with an area.
 */
export function parseArea(text: string): Parsed<LngLat[]> {
  const vertices: LngLat[] = [];
  for (const pair of text.split(';')) {
    const parts = pair.split(',');
    const [lng, lat] = parts.map(decimal);
    if (parts.length !== 2 || lng === null || lat === null) {
      return { ok: false, message: 'area must be corners written lng,lat separated by semicolons' };
    }
    if (!inLngRange(lng) || !inLatRange(lat)) {
      return {
        ok: false,
        message: 'area longitudes must be between -180 and 180 and latitudes between -90 and 90',
      };
    }
    vertices.push({ lng, lat });
  }
  if (vertices.length > 1 && samePoint(vertices[0], vertices[vertices.length - 1])) vertices.pop();
  if (vertices.length < AREA_LIMITS.minVertices) {
    return { ok: false, message: `area must have at least ${AREA_LIMITS.minVertices} corners` };
  }
  if (vertices.length > AREA_LIMITS.maxVertices) {
    return { ok: false, message: `area may have at most ${AREA_LIMITS.maxVertices} corners` };
  }
  if (onOneLine(vertices)) return { ok: false, message: 'area must enclose a surface' };
  if (selfIntersects(vertices)) return { ok: false, message: 'area must not cross itself' };
  return { ok: true, value: vertices };
}

/**
 * Every corner on one line (or on one point): the polygon has no surface. Any other polygon without crossing
 * edges has one, so this and selfIntersects together refuse every zero-area shape.
 */
function onOneLine(vertices: readonly LngLat[]): boolean {
  const [first] = vertices;
  const second = vertices.find((v) => !samePoint(v, first));
  return !second || vertices.every((v) => orientation(first, second, v) === 0);
}

const micro = (v: LngLat) => ({ x: BigInt(toMicrodegrees(v.lng)), y: BigInt(toMicrodegrees(v.lat)) });

/** >0 when c lies left of a->b, <0 when right, 0 when on its line (exact, in micro-degrees). */
function orientation(a: LngLat, b: LngLat, c: LngLat): number {
  const [p, q, r] = [micro(a), micro(b), micro(c)];
  const value = (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
  return value === 0n ? 0 : value > 0n ? 1 : -1;
}

/** c lies within the rectangle spanned by a and b (used when the three are on one line). */
function withinSpan(a: LngLat, b: LngLat, c: LngLat): boolean {
  const [p, q, r] = [a, b, c].map((v) => ({ x: toMicrodegrees(v.lng), y: toMicrodegrees(v.lat) }));
  return (
    Math.min(p.x, q.x) <= r.x &&
    r.x <= Math.max(p.x, q.x) &&
    Math.min(p.y, q.y) <= r.y &&
    r.y <= Math.max(p.y, q.y)
  );
}

/** Segments p1-p2 and q1-q2 share at least one point (touching counts). */
function segmentsMeet(p1: LngLat, p2: LngLat, q1: LngLat, q2: LngLat): boolean {
  const o1 = orientation(p1, p2, q1);
  const o2 = orientation(p1, p2, q2);
  const o3 = orientation(q1, q2, p1);
  const o4 = orientation(q1, q2, p2);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && withinSpan(p1, p2, q1)) ||
    (o2 === 0 && withinSpan(p1, p2, q2)) ||
    (o3 === 0 && withinSpan(q1, q2, p1)) ||
    (o4 === 0 && withinSpan(q1, q2, p2))
  );
}

/**
 * Whether any two edges meet other than at the corner two neighbouring edges share: every pair of edges is
 * tested (O(n²), at most 4,950 pairs). Neighbouring edges that fold back onto each other overlap in more than
 * their corner, which counts too; so does a corner repeated anywhere in the ring.
 */
export function selfIntersects(vertices: readonly LngLat[]): boolean {
  const n = vertices.length;
  const edge = (i: number): [LngLat, LngLat] => [vertices[i], vertices[(i + 1) % n]];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const [a, b] = edge(i);
      const [c, d] = edge(j);
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      if (!neighbours) {
        if (segmentsMeet(a, b, c, d)) return true;
        continue;
      }
      // Neighbours share one corner; they must not run back along each other (a spike of zero width).
      const [shared, ownOfI, ownOfJ] = j === i + 1 ? [b, a, d] : [a, b, c];
      if (orientation(ownOfI, shared, ownOfJ) === 0 && !isStraightOn(ownOfI, shared, ownOfJ)) return true;
      if (samePoint(ownOfI, shared) || samePoint(ownOfJ, shared)) return true;
    }
  }
  return false;
}

function samePoint(a: LngLat, b: LngLat): boolean {
  return toMicrodegrees(a.lng) === toMicrodegrees(b.lng) && toMicrodegrees(a.lat) === toMicrodegrees(b.lat);
}

/** a, b, c on one line with b between a and c: the path goes straight on through b (harmless). */
function isStraightOn(a: LngLat, b: LngLat, c: LngLat): boolean {
  const [p, q, r] = [micro(a), micro(b), micro(c)];
  return (q.x - p.x) * (r.x - q.x) + (q.y - p.y) * (r.y - q.y) > 0n;
}

/** A point in the database's unit (MicrodegreePointType): `(lng,lat)` in whole micro-degrees. */
const pointLiteral = (lng: number, lat: number) => `(${toMicrodegrees(lng)},${toMicrodegrees(lat)})`;

/** PostgreSQL's text form of a box, by two opposite corners, in the unit of map_point. */
export function boxLiteral(box: BoundingBox): string {
  return `(${pointLiteral(box.west, box.south)},${pointLiteral(box.east, box.north)})`;
}

/** PostgreSQL's text form of a polygon (closed implicitly), in the unit of map_point. */
export function polygonLiteral(vertices: readonly LngLat[]): string {
  return `(${vertices.map((v) => pointLiteral(v.lng, v.lat)).join(',')})`;
}
