// MapLibre as the maps use it. This module is only reached through a dynamic import (lazy-maps.tsx): the
// library, its worker and its style sheet reach a browser when a map opens, never on a first visit.
import { setWorkerUrl, type Map as MapLibreMap, type StyleSpecification } from 'maplibre-gl';
import styleSheetUrl from 'maplibre-gl/dist/maplibre-gl.css?url';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

// MapLibre finds its worker next to its own module; bundled, that module is one of the site's chunks.
setWorkerUrl(workerUrl);

/**
 * MapLibre's style sheet, linked when a map first opens. The site's build merges every imported sheet into
 * the one sheet of the first visit, which would make every visitor download the map's styles.
 */
export const styleSheetReady: Promise<void> = new Promise((resolve) => {
  const existing = document.querySelector<HTMLLinkElement>(`link[href="${styleSheetUrl}"]`);
  if (existing) return resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = styleSheetUrl;
  // A sheet that fails to load leaves the controls unstyled, not the map missing: go on either way.
  link.onload = link.onerror = () => resolve();
  document.head.append(link);
});

/** The map without tiles (MAP_STYLE_URL=none: tests, offline use): a plain sea-coloured ground. */
export const BLANK_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#dfe8ee' } }],
};

/** The style a map draws: the configured one, or the blank one. */
export function mapStyle(styleUrl: string | null): string | StyleSpecification {
  return styleUrl ?? BLANK_STYLE;
}

/**
 * When the configured style cannot be fetched (the tile provider down, a network that blocks it), the map
 * draws the blank style instead: without a style MapLibre never fires `load`, so the markers, the zone and
 * the drawing tool would never appear. A missing tile later on is only a grey square and changes nothing.
 */
export function fallBackToBlankStyle(map: MapLibreMap): void {
  const onError = () => {
    if (map.isStyleLoaded()) return;
    map.off('error', onError);
    map.setStyle(BLANK_STYLE);
  };
  map.on('error', onError);
  map.once('load', () => map.off('error', onError));
}

/** Where the map opens when there is nothing to fit: the Cantabrian coast, Castro Urdiales to San Vicente. */
export const CANTABRIA_COAST: [[number, number], [number, number]] = [
  [-4.45, 43.2],
  [-3.1, 43.55],
];
