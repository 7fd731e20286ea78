import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  type GeoJSONSource,
  type LngLatBoundsLike,
} from 'maplibre-gl';
import Supercluster from 'supercluster';
import {
  TerraDraw,
  TerraDrawPolygonMode,
  ValidateNotSelfIntersecting,
  type GeoJSONStoreFeatures,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { Button } from '../../../../components/ui/button';
import { AlertIcon } from '../../../../components/ui/icons';
import { formatNumber, formatShortPrice } from '../../../../lib/format/format';
import { useLanguage } from '../../../../lib/i18n/localize';
import type { Area, Bounds, LngLat } from '../../../../widgets/property-search/map-area';
import { useMapLocale } from './map-locale';
import {
  CLUSTERING,
  toFeatures,
  toMarkers,
  type MapMarker,
  type MapPoint,
  type PointProperties,
} from './map-markers';
import { boundsAround, drawnArea, searchShape } from './map-shapes';
import { CANTABRIA_COAST, fallBackToBlankStyle, mapStyle } from './maplibre';
import { MapPropertyCard } from './map-property-card';
import styles from './map.module.css';

export interface ResultsMapProps {
  /** The tile style (null: the blank one). */
  styleUrl: string | null;
  /** Every listing of the search, or undefined while the first answer is on its way. */
  points: readonly MapPoint[] | undefined;
  /** The API left some listings out (too many for one map): the visitor is asked to zoom in. */
  capped: boolean;
  /** Changes when the search changes, other than its map area: the map then frames the new results. */
  searchKey: string;
  bbox?: Bounds;
  area?: Area;
  onSearchBounds: (bounds: Bounds) => void;
  onDrawArea: (area: Area) => void;
  onClearArea: () => void;
}

const SHAPE_SOURCE = 'search-shape';
const FIT_PADDING = 72;
/** A single listing is not shown from the roofs: fitting stops at this zoom. */
const FIT_MAX_ZOOM = 14;
/** Marks the map's own moves (framing the results), which do not offer "search this area". */
const OWN_MOVE = { ownMove: true };

function toLngLatBounds([west, south, east, north]: Bounds): LngLatBoundsLike {
  return [
    [west, south],
    [east, north],
  ];
}

function visibleBounds(map: MapLibreMap): Bounds {
  const bounds = map.getBounds();
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
}

/** What the map frames: the visitor's own area first, else the results, else the coast. */
function framing(points: readonly MapPoint[], bbox?: Bounds, area?: Area): LngLatBoundsLike {
  const shape = boundsAround([
    ...(area ?? []),
    ...(bbox ? [bbox.slice(0, 2), bbox.slice(2)] : []),
  ] as LngLat[]);
  const target = shape ?? boundsAround(points.map((point): LngLat => [point.lng, point.lat]));
  return target ? toLngLatBounds(target) : CANTABRIA_COAST;
}

/**
 * The results of a search on a map: a price marker per listing, clusters where listings crowd, a card on a
 * listing's click; "search this area" and a drawn shape narrow the search through the address.
 */
export default function ResultsMap({
  styleUrl,
  points,
  capped,
  searchKey,
  bbox,
  area,
  onSearchBounds,
  onDrawArea,
  onClearArea,
}: ResultsMapProps) {
  const { t } = useTranslation('map');
  const locale = useMapLocale();
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const drawRef = useRef<TerraDraw | null>(null);
  const [markers, setMarkers] = useState<MapMarker[]>([]);
  const [moved, setMoved] = useState(false);
  const [drawing, setDrawing] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const framedKey = useRef<string | null>(null);

  const index = useMemo(() => {
    const cluster = new Supercluster<PointProperties>(CLUSTERING);
    cluster.load(toFeatures(points ?? []));
    return cluster;
  }, [points]);

  // The latest callbacks, read by the map's own listeners (registered once).
  const onDrawAreaRef = useRef(onDrawArea);
  useEffect(() => {
    onDrawAreaRef.current = onDrawArea;
  });

  // The map, once: its style, its zoom buttons and the drawing tool, all freed when the view closes.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = new MapLibreMap({
      container,
      style: mapStyle(styleUrl),
      bounds: CANTABRIA_COAST,
      fitBoundsOptions: { padding: FIT_PADDING },
      locale,
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      // The tiles' attribution (OpenStreetMap and the provider): folded into a button on a narrow map only.
      attributionControl: {},
    });
    fallBackToBlankStyle(created);
    created.touchZoomRotate.disableRotation();
    created.keyboard.disableRotation();
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    created.on('moveend', (event) => {
      if (!(event as { ownMove?: boolean }).ownMove && event.originalEvent) setMoved(true);
    });
    created.on('load', () => {
      created.addSource(SHAPE_SOURCE, { type: 'geojson', data: searchShape({}) });
      created.addLayer({
        id: 'search-shape-fill',
        type: 'fill',
        source: SHAPE_SOURCE,
        paint: { 'fill-color': '#102640', 'fill-opacity': 0.08 },
      });
      created.addLayer({
        id: 'search-shape-line',
        type: 'line',
        source: SHAPE_SOURCE,
        paint: { 'line-color': '#102640', 'line-width': 2, 'line-dasharray': [2, 1.5] },
      });
      const draw = new TerraDraw({
        adapter: new TerraDrawMapLibreGLAdapter({ map: created }),
        modes: [
          new TerraDrawPolygonMode({
            // The API refuses a shape that crosses itself: the tool does not close one.
            validation: (feature: GeoJSONStoreFeatures, { updateType }: { updateType: string }) =>
              updateType === 'finish' || updateType === 'commit'
                ? ValidateNotSelfIntersecting(feature)
                : { valid: true },
          }),
        ],
      });
      draw.start();
      draw.on('finish', (id) => {
        const feature = draw.getSnapshotFeature(id);
        draw.clear();
        draw.setMode('static');
        setDrawing(false);
        if (feature?.geometry.type === 'Polygon')
          onDrawAreaRef.current(drawnArea(feature.geometry.coordinates[0]));
      });
      drawRef.current = draw;
      setMap(created);
    });
    return () => {
      drawRef.current?.stop();
      drawRef.current = null;
      setMap(null);
      created.remove();
    };
    // The map is made once; the style and words of a later render need no new map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The searched shape, drawn under the markers.
  useEffect(() => {
    map?.getSource<GeoJSONSource>(SHAPE_SOURCE)?.setData(searchShape({ bbox, area }));
  }, [map, bbox, area]);

  // Framing: when a search's results first arrive (not when only its map area changed).
  useEffect(() => {
    if (!map || !points || framedKey.current === searchKey) return;
    framedKey.current = searchKey;
    map.fitBounds(
      framing(points, bbox, area),
      { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false },
      OWN_MOVE,
    );
    setMoved(false);
  }, [map, points, searchKey, bbox, area]);

  // The markers of the view, recomputed as it moves.
  useEffect(() => {
    if (!map) return;
    const update = () => {
      const [west, south, east, north] = visibleBounds(map);
      setMarkers(toMarkers(index.getClusters([west, south, east, north], Math.floor(map.getZoom()))));
    };
    update();
    map.on('moveend', update);
    return () => {
      map.off('moveend', update);
    };
  }, [map, index]);

  // Escape leaves the drawing tool without a shape.
  useEffect(() => {
    if (!drawing) return;
    const cancel = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      drawRef.current?.clear();
      drawRef.current?.setMode('static');
      setDrawing(false);
    };
    document.addEventListener('keydown', cancel);
    return () => document.removeEventListener('keydown', cancel);
  }, [drawing]);

  const startDrawing = () => {
    if (!drawRef.current) return;
    setSelected(null);
    drawRef.current.setMode('polygon');
    setDrawing(true);
  };
  const cancelDrawing = () => {
    drawRef.current?.clear();
    drawRef.current?.setMode('static');
    setDrawing(false);
  };
  const searchHere = () => {
    if (!map) return;
    setMoved(false);
    onSearchBounds(visibleBounds(map));
  };
  const zoomInto = (marker: Extract<MapMarker, { kind: 'cluster' }>) => {
    if (!map) return;
    const zoom = Math.min(index.getClusterExpansionZoom(marker.clusterId), CLUSTERING.maxZoom + 1);
    map.easeTo({ center: [marker.lng, marker.lat], zoom });
  };
  const hasShape = Boolean(bbox ?? area);

  return (
    <div className={styles.frame} data-drawing={drawing || undefined}>
      <div ref={containerRef} className={styles.map} />
      {map
        ? markers.map((marker) => (
            <MarkerButton
              key={marker.key}
              map={map}
              marker={marker}
              selected={marker.kind === 'property' && marker.id === selected}
              onSelect={() => (marker.kind === 'cluster' ? zoomInto(marker) : setSelected(marker.id))}
            />
          ))
        : null}
      <div className={styles.toolbar}>
        {drawing ? (
          <Button size="sm" variant="secondary" onClick={cancelDrawing}>
            {t('controls.cancelDraw')}
          </Button>
        ) : (
          <>
            {moved ? (
              <Button size="sm" onClick={searchHere}>
                {t('controls.searchHere')}
              </Button>
            ) : null}
            <Button size="sm" variant="secondary" onClick={startDrawing} disabled={!map}>
              {t('controls.draw')}
            </Button>
            {hasShape ? (
              <Button size="sm" variant="secondary" onClick={onClearArea}>
                {t('controls.clear')}
              </Button>
            ) : null}
          </>
        )}
      </div>
      {drawing ? (
        <p className={styles.hint} role="status">
          {t('controls.drawHint')}
        </p>
      ) : capped ? (
        <p className={styles.hint} role="status">
          <AlertIcon size={16} />
          {t('capped')}
        </p>
      ) : null}
      {selected ? <MapPropertyCard id={selected} onClose={() => setSelected(null)} /> : null}
    </div>
  );
}

/** A marker as a button of the page (keyboard, screen readers, tests), placed by MapLibre. */
function MarkerButton({
  map,
  marker,
  selected,
  onSelect,
}: {
  map: MapLibreMap;
  marker: MapMarker;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('map');
  const language = useLanguage();
  const [element] = useState(() => {
    const created = document.createElement('div');
    created.className = styles.marker;
    return created;
  });

  useEffect(() => {
    const placed = new Marker({ element, anchor: marker.kind === 'cluster' ? 'center' : 'bottom' })
      .setLngLat([marker.lng, marker.lat])
      .addTo(map);
    return () => {
      placed.remove();
    };
  }, [map, element, marker.kind, marker.lng, marker.lat]);

  if (marker.kind === 'cluster') {
    const count = formatNumber(marker.count, language);
    return createPortal(
      <button
        type="button"
        className={styles.cluster}
        aria-label={t('marker.cluster', { count: marker.count, value: count })}
        onClick={onSelect}
      >
        {count}
      </button>,
      element,
    );
  }
  const price = formatShortPrice(marker.priceEur);
  return createPortal(
    <button
      type="button"
      className={styles.pill}
      data-approximate={marker.approximate || undefined}
      aria-pressed={selected}
      aria-label={t(marker.approximate ? 'marker.approximate' : 'marker.property', { price })}
      onClick={onSelect}
    >
      {price}
    </button>,
    element,
  );
}
