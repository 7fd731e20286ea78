import { useEffect, useRef } from 'react';
import { Map as MapLibreMap, Marker, NavigationControl } from 'maplibre-gl';
import { useMapLocale } from './map-locale';
import { circleAround } from './map-shapes';
import { fallBackToBlankStyle, mapStyle } from './maplibre';
import styles from './map.module.css';

export interface PropertyLocationMapProps {
  styleUrl: string | null;
  lat: number;
  lng: number;
  /** The point is the centre of a ~1 km cell: a circle shows the neighbourhood, not a pin on a house. */
  approximate: boolean;
}

/** The approximate circle covers the whole grid cell the API snaps a hidden location to (~1.1 × 0.8 km). */
const APPROXIMATE_RADIUS_M = 800;

/** Where a listing is: a marker on its point, or a translucent circle when the location is approximate. */
export default function PropertyLocationMap({ styleUrl, lat, lng, approximate }: PropertyLocationMapProps) {
  const locale = useMapLocale();
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = new MapLibreMap({
      container,
      style: mapStyle(styleUrl),
      center: [lng, lat],
      zoom: approximate ? 13 : 14,
      locale,
      // The page scrolls past the map: a wheel or one finger moves the page, Ctrl + wheel or two fingers the map.
      cooperativeGestures: true,
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      attributionControl: { compact: false },
    });
    fallBackToBlankStyle(map);
    map.touchZoomRotate.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    if (approximate) {
      map.on('load', () => {
        map.addSource('approximate-location', {
          type: 'geojson',
          data: { type: 'Feature', properties: {}, geometry: circleAround([lng, lat], APPROXIMATE_RADIUS_M) },
        });
        map.addLayer({
          id: 'approximate-location-fill',
          type: 'fill',
          source: 'approximate-location',
          paint: { 'fill-color': '#b08d57', 'fill-opacity': 0.25 },
        });
        map.addLayer({
          id: 'approximate-location-line',
          type: 'line',
          source: 'approximate-location',
          paint: { 'line-color': '#7d5f2e', 'line-width': 2 },
        });
      });
    } else {
      new Marker({ color: '#102640' }).setLngLat([lng, lat]).addTo(map);
    }
    return () => map.remove();
    // The map is made once per place; new words or style wait for the next listing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lat, lng, approximate]);

  return (
    <div className={styles.frame}>
      <div
        ref={containerRef}
        className={styles.map}
        data-testid="property-location-map"
        data-approximate={approximate || undefined}
      />
    </div>
  );
}
