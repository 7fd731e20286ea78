/**
 * The map's part of a property search, as the address keeps it: the visible bounds a visitor searched
 * ("search this area", `bbox=west,south,east,north`) or a drawn shape (`area=lng,lat;lng,lat;...`). Both are
 * plain text so a link shares the exact search; longitude comes first, as in GeoJSON and in the API.
 */

/** A longitude-latitude pair. */
export type LngLat = readonly [lng: number, lat: number];

/** The visible bounds of a map: west, south, east, north. */
export type Bounds = readonly [west: number, south: number, east: number, north: number];

/** The vertices of a drawn shape, not repeating the first (the API closes the ring). */
export type Area = readonly LngLat[];

/** What the API accepts of a drawn shape. */
export const AREA_VERTICES = { min: 3, max: 100 } as const;

/** Five decimals of a degree are about a metre: enough for a shape drawn by hand, short enough to share. */
const DECIMALS = 5;

/** A coordinate without trailing zeros ("-3.8" rather than "-3.80000"). */
function coordinate(value: number): string {
  return String(Number(value.toFixed(DECIMALS)));
}

const NUMBER = /^-?\d{1,3}(\.\d{1,12})?$/;

function readNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return NUMBER.test(trimmed) ? Number(trimmed) : undefined;
}

const isLng = (value: number | undefined): value is number => value !== undefined && Math.abs(value) <= 180;
const isLat = (value: number | undefined): value is number => value !== undefined && Math.abs(value) <= 90;

/** Bounds from `west,south,east,north`, or undefined for anything else (out of range, empty, west ≥ east). */
export function parseBounds(text: string | null): Bounds | undefined {
  const parts = text?.split(',').map(readNumber);
  if (parts?.length !== 4) return undefined;
  const [west, south, east, north] = parts;
  if (!isLng(west) || !isLat(south) || !isLng(east) || !isLat(north)) return undefined;
  return west < east && south < north ? [west, south, east, north] : undefined;
}

export function boundsToText(bounds: Bounds): string {
  return bounds.map(coordinate).join(',');
}

/** A shape from `lng,lat;lng,lat;...` (3 to 100 vertices, a closing repeat of the first allowed), or undefined. */
export function parseArea(text: string | null): Area | undefined {
  if (!text) return undefined;
  const vertices: LngLat[] = [];
  for (const pair of text.split(';')) {
    const parts = pair.split(',').map(readNumber);
    const [lng, lat] = parts;
    if (parts.length !== 2 || !isLng(lng) || !isLat(lat)) return undefined;
    vertices.push([lng, lat]);
  }
  const first = vertices[0];
  const last = vertices[vertices.length - 1];
  if (vertices.length > 1 && first[0] === last[0] && first[1] === last[1]) vertices.pop();
  const distinct = new Set(vertices.map((vertex) => vertex.join(','))).size;
  if (vertices.length > AREA_VERTICES.max || distinct < AREA_VERTICES.min) return undefined;
  return vertices;
}

export function areaToText(area: Area): string {
  return area.map((vertex) => vertex.map(coordinate).join(',')).join(';');
}

/** A closed ring of the shape (first vertex repeated), as GeoJSON polygons want it. */
export function areaRing(area: Area): LngLat[] {
  return [...area, area[0]];
}

/** The ring of a bounds rectangle, to draw the searched bounds like a shape. */
export function boundsRing([west, south, east, north]: Bounds): LngLat[] {
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}
