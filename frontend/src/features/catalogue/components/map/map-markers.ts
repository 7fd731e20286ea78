import type { AnyProps, ClusterFeature, PointFeature } from 'supercluster';

/** One listing on the map, as `GET /api/properties/map` answers it. */
export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  priceEur: number;
  /** The point is the centre of a ~1 km cell, not the house: the owner hides the exact location. */
  approximate: boolean;
}

/** What the map draws at one place: a group of listings too close to tell apart, or one listing. */
export type MapMarker =
  | { kind: 'cluster'; key: string; clusterId: number; count: number; lng: number; lat: number }
  | ({ kind: 'property'; key: string } & MapPoint);

export type PointProperties = Omit<MapPoint, 'lat' | 'lng'>;
type IndexedFeature = PointFeature<PointProperties> | ClusterFeature<AnyProps>;

/**
 * Listings closer than the radius (in screen pixels) at the current zoom become one cluster; from zoom 16
 * on every listing shows on its own (a street's width apart at most).
 */
export const CLUSTERING = { radius: 56, maxZoom: 15, minPoints: 2 } as const;

/** The points as the features Supercluster indexes (GeoJSON: longitude first). */
export function toFeatures(points: readonly MapPoint[]): PointFeature<PointProperties>[] {
  return points.map(({ lat, lng, ...properties }) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lng, lat] },
    properties,
  }));
}

/** The markers for what Supercluster returns for the view: one per cluster, one per lone listing. */
export function toMarkers(features: readonly IndexedFeature[]): MapMarker[] {
  return features.map((feature): MapMarker => {
    const [lng, lat] = feature.geometry.coordinates;
    const properties = feature.properties;
    if ('cluster' in properties && properties.cluster) {
      return {
        kind: 'cluster',
        key: `cluster-${properties.cluster_id}`,
        clusterId: properties.cluster_id,
        count: properties.point_count,
        lng,
        lat,
      };
    }
    const { id, priceEur, approximate } = properties as PointProperties;
    return { kind: 'property', key: `property-${id}`, id, priceEur, approximate, lng, lat };
  });
}
