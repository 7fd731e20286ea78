import type { FeatureCollection, Polygon } from 'geojson';
import type { Area, Bounds, LngLat } from '../../../../widgets/property-search/map-area';
import { AREA_VERTICES, areaRing, boundsRing } from '../../../../widgets/property-search/map-area';

/** The searched bounds or drawn shape as the map draws it (nothing without either). */
export function searchShape(filters: { bbox?: Bounds; area?: Area }): FeatureCollection<Polygon> {
  const rings = [filters.area && areaRing(filters.area), filters.bbox && boundsRing(filters.bbox)].filter(
    (ring): ring is LngLat[] => Boolean(ring),
  );
  return {
    type: 'FeatureCollection',
    features: rings.map((ring) => ({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates: [ring.map(([lng, lat]) => [lng, lat])] },
    })),
  };
}

/** The bounds around some positions, or undefined without any. */
export function boundsAround(positions: readonly LngLat[]): Bounds | undefined {
  if (positions.length === 0) return undefined;
  const lngs = positions.map(([lng]) => lng);
  const lats = positions.map(([, lat]) => lat);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

/**
 * The drawn ring as the address keeps it: without the closing repeat, and thinned evenly to the API's
 * most vertices when a very patient hand drew more.
 */
export function drawnArea(ring: readonly (readonly number[])[]): Area {
  const open = ring.slice(0, -1).map(([lng, lat]): LngLat => [lng, lat]);
  if (open.length <= AREA_VERTICES.max) return open;
  const step = open.length / AREA_VERTICES.max;
  return Array.from({ length: AREA_VERTICES.max }, (_, index) => open[Math.floor(index * step)]);
}

const EARTH_RADIUS_M = 6_371_000;

/** A circle of `radiusM` metres around a point, as a polygon (the approximate location of a listing). */
export function circleAround([lng, lat]: LngLat, radiusM: number, steps = 64): Polygon {
  const latRadius = (radiusM / EARTH_RADIUS_M) * (180 / Math.PI);
  const lngRadius = latRadius / Math.cos((lat * Math.PI) / 180);
  const ring = Array.from({ length: steps + 1 }, (_, index) => {
    const angle = (index / steps) * 2 * Math.PI;
    return [lng + lngRadius * Math.cos(angle), lat + latRadius * Math.sin(angle)];
  });
  return { type: 'Polygon', coordinates: [ring] };
}
