import { Component, Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../../lib/hooks/use-hydrated';
import { useMapConfig } from '../../api/get-map-config';
import type { PropertyLocationMapProps } from './property-location-map';
import type { ResultsMapProps } from './results-map';
import styles from './map.module.css';

// The maps' code (MapLibre, its style sheet and worker, Terra Draw, Supercluster) is a chunk of its own,
// fetched when a map is first shown and never on the server, which renders the placeholder instead.

async function withStyleSheet<Module>(module: Module): Promise<Module> {
  const { styleSheetReady } = await import('./maplibre');
  await styleSheetReady;
  return module;
}
const loadResultsMap = () => import('./results-map').then(withStyleSheet);
const loadLocationMap = () => import('./property-location-map').then(withStyleSheet);

const ResultsMap = import.meta.env.SSR ? null : lazy(loadResultsMap);
const PropertyLocationMap = import.meta.env.SSR ? null : lazy(loadLocationMap);

/** The map's place while its code and settings load (and on the server): the same size, a quiet note. */
function MapPlaceholder({ className, failed = false }: { className?: string; failed?: boolean }) {
  const { t } = useTranslation('map');
  return (
    <div className={[styles.placeholder, className].filter(Boolean).join(' ')} role="status">
      {failed ? t('loadError') : t('loading')}
    </div>
  );
}

/** A map whose code failed to download (a lost connection) says so instead of taking the page down. */
class MapLoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The installation's tile style, and the maps' code asked for at the same time. */
function useMapSetup(load: () => Promise<unknown>) {
  const config = useMapConfig();
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) void load().catch(() => undefined);
  }, [hydrated, load]);
  return {
    ready: hydrated && config.isSuccess,
    failed: config.isError,
    styleUrl: config.data?.styleUrl ?? null,
  };
}

export function LazyResultsMap(props: Omit<ResultsMapProps, 'styleUrl'>) {
  const setup = useMapSetup(loadResultsMap);
  if (!ResultsMap || !setup.ready) return <MapPlaceholder failed={setup.failed} />;
  return (
    <MapLoadBoundary fallback={<MapPlaceholder failed />}>
      <Suspense fallback={<MapPlaceholder />}>
        <ResultsMap styleUrl={setup.styleUrl} {...props} />
      </Suspense>
    </MapLoadBoundary>
  );
}

/**
 * A listing's location: its map is made when the section comes near the screen (most visitors read the
 * photos and the price first, and many never scroll down to it).
 */
export function LazyPropertyLocationMap({
  title,
  ...props
}: Omit<PropertyLocationMapProps, 'styleUrl'> & { title: string }) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!frame || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frame, near]);

  const { t } = useTranslation('map');
  return (
    <div ref={setFrame} className={styles.location} role="region" aria-label={t('location.label', { title })}>
      {near ? <NearLocationMap {...props} /> : <MapPlaceholder />}
    </div>
  );
}

function NearLocationMap(props: Omit<PropertyLocationMapProps, 'styleUrl'>) {
  const setup = useMapSetup(loadLocationMap);
  if (!PropertyLocationMap || !setup.ready) return <MapPlaceholder failed={setup.failed} />;
  return (
    <MapLoadBoundary fallback={<MapPlaceholder failed />}>
      <Suspense fallback={<MapPlaceholder />}>
        <PropertyLocationMap styleUrl={setup.styleUrl} {...props} />
      </Suspense>
    </MapLoadBoundary>
  );
}
