import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/form-field';
import { AlertIcon } from '../../../components/ui/icons';
import { PageIntro } from '../../../components/ui/page-intro';
import { Skeleton } from '../../../components/ui/skeleton';
import type { PropertySort } from '../../../lib/api/types';
import { isApiError } from '../../../lib/api/api-client';
import { formatNumber } from '../../../lib/format/format';
import { useInputBeforeHydration } from '../../../lib/hooks/use-input-before-hydration';
import { useMediaQuery } from '../../../lib/hooks/use-media-query';
import { useLanguage } from '../../../lib/i18n/localize';
import { imagePreload } from '../../../lib/media/responsive-image';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { useSearchProperties } from '../api/search-properties';
import { useSearchPropertyMap } from '../api/search-property-map';
import { ActiveFilterChips } from '../components/active-filter-chips';
import { CatalogueGrid } from '../components/catalogue-grid';
import { gridImageLoading, PROPERTY_GRID_IMAGE_SIZES } from '../components/card-image-loading';
import { PropertyCard } from '../components/property-card';
import { PropertyFilterPanel } from '../components/property-filter-panel';
import { PropertyTextSearch } from '../components/property-text-search';
import { LazyResultsMap } from '../components/map/lazy-maps';
import { ResultsViewToggle, readResultsView, type ResultsView } from '../components/results-view-toggle';
import { SaveSearchButton } from '../components/save-search-button';
import { useResultCount } from '../components/result-count';
import {
  activeFilters,
  clearedFilters,
  filtersToParams,
  hasUnreadableMapArea,
  panelFilterCount,
  parseFilters,
  withoutFilter,
  withoutMapArea,
} from '../../../widgets/property-search/property-filters';
import type { PropertyFilters } from '../../../widgets/property-search/property-filters';
import { PAGE_SIZE, SORT_OPTIONS } from '../../../widgets/property-search/search-options';
import searchStyles from '../components/property-search.module.css';
import viewStyles from '../components/results-view.module.css';
import styles from './catalogue-page.module.css';

/** Below this width the filter panel waits behind a 'Filters (n)' button (the map view's own layout is CSS). */
const COMPACT_QUERY = '(max-width: 63.99rem)';

/** The API refused the address's map area (a shape that crosses itself, edited by hand). */
function refusesMapArea(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 400 &&
    Boolean(error.fieldDetail('bbox') ?? error.fieldDetail('area'))
  );
}

/** What a search's map frames anew: any change of the search but its map area and its order. */
function framingKey(filters: PropertyFilters): string {
  return filtersToParams({
    ...filters,
    bbox: undefined,
    area: undefined,
    sort: clearedFilters(filters).sort,
  }).toString();
}

export default function PropertiesPage() {
  const { t } = useTranslation('catalogue');
  const { t: tc } = useTranslation('common');
  const { t: tm } = useTranslation('map');
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const query = useSearchProperties(filters);
  const view = readResultsView(searchParams);
  const mapView = view === 'map';
  // The first card's cover is the grid's largest paint: the head preloads it, ahead of anything else.
  const firstCover = mapView ? undefined : query.data?.pages[0]?.items[0]?.coverImage;
  useDocumentMeta(
    t('properties.meta.title'),
    t('properties.meta.description'),
    firstCover ? { preloadImage: imagePreload(firstCover.url, PROPERTY_GRID_IMAGE_SIZES) } : {},
  );
  const mapPoints = useSearchPropertyMap(filters, mapView);
  const compact = useMediaQuery(COMPACT_QUERY);
  // In the map view the map takes the sidebar's room: the filters wait behind the button at every width.
  // In the grid, the style sheet chooses between the sidebar and the button by the screen's width, so the
  // server's page is already laid out for a phone and nothing moves when the browser takes it over.
  const drawerFilters = compact || mapView;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const headingId = useId();
  const filtersHeadingId = useId();

  // Each committed change is a new history entry, so the back button returns to the previous search.
  const commit = (next: PropertyFilters) => {
    const params = filtersToParams(next);
    if (params.toString() === filtersToParams(filters).toString()) return;
    if (mapView) params.set('view', 'map');
    setSearchParams(params, { preventScrollReset: true });
  };
  const showView = (next: ResultsView) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'map') params.set('view', 'map');
    else params.delete('view');
    setSearchParams(params, { preventScrollReset: true });
  };
  const clearMapArea = () => setSearchParams(withoutMapArea(searchParams), { preventScrollReset: true });
  // One map shape at a time: searching the visible bounds replaces a drawn shape, and the other way round.
  const searchBounds = (bbox: PropertyFilters['bbox']) => commit({ ...filters, bbox, area: undefined });
  const searchArea = (area: PropertyFilters['area']) => commit({ ...filters, area, bbox: undefined });
  const areaRefused = refusesMapArea(query.error);
  const unreadableArea = hasUnreadableMapArea(searchParams, filters) || areaRefused;
  const clear = () => commit(clearedFilters(filters));

  const chips = activeFilters(filters);
  const panelCount = panelFilterCount(filters);
  const pages = query.data?.pages;
  const items = pages?.flatMap((page) => page.items);
  const total = pages?.[0]?.total;
  const totalText = useResultCount(pages?.[0]);
  const filtering = chips.length > 0;

  // A sort chosen before the page's script ran is applied once it hydrates, as if chosen then.
  const sortRef = useInputBeforeHydration(filters.sort, (sort) =>
    commit({ ...filters, sort: sort as PropertySort }),
  );

  const panel = <PropertyFilterPanel filters={filters} onChange={commit} />;
  const count = totalText === undefined ? null : t('properties.count', { value: totalText });

  return (
    <>
      {/* The map view keeps the title and the search's controls to one compact bar, so the map has the screen
          below it; the address says which view it is, so the server's page is laid out as the browser's. */}
      {mapView ? null : (
        <div className={`container ${styles.intro}`}>
          <PageIntro
            eyebrow={t('properties.eyebrow')}
            title={t('properties.title')}
            lead={t('properties.subtitle')}
          />
        </div>
      )}
      <div className={`container ${mapView ? viewStyles.mapView : styles.content}`}>
        {/* One place in the tree for either view: switching keeps the toggle, and its focus, in place. */}
        <div className={mapView ? viewStyles.mapBar : undefined}>
          {mapView ? <h1 className={viewStyles.mapTitle}>{t('properties.title')}</h1> : null}
          <div className={searchStyles.toolbar}>
            <PropertyTextSearch value={filters.q} onCommit={(q) => commit({ ...filters, q })} />
            <ResultsViewToggle view={view} onChange={showView} />
            <SelectField
              ref={sortRef}
              id="property-sort"
              className={[searchStyles.sort, mapView && viewStyles.mapSort].filter(Boolean).join(' ')}
              label={t('search.sort.label')}
              value={filters.sort}
              onChange={(event) => commit({ ...filters, sort: event.target.value as PropertySort })}
            >
              {SORT_OPTIONS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`search.sort.${sort}`)}
                </option>
              ))}
            </SelectField>
            <Button
              variant="secondary"
              className={`${searchStyles.filtersButton} ${mapView ? '' : searchStyles.onNarrowScreens}`}
              aria-haspopup="dialog"
              onClick={() => setDrawerOpen(true)}
            >
              {t('search.filtersButton', { value: formatNumber(panelCount, language) })}
            </Button>
          </div>
        </div>

        <div className={mapView ? viewStyles.mapLayout : searchStyles.layout}>
          {mapView ? null : (
            <aside className={searchStyles.sidebar} aria-labelledby={filtersHeadingId}>
              <h2 id={filtersHeadingId} className={searchStyles.sidebarTitle}>
                {t('search.filters.title')}
              </h2>
              {panel}
            </aside>
          )}

          <section
            className={[searchStyles.results, mapView && viewStyles.mapResults].filter(Boolean).join(' ')}
            aria-labelledby={headingId}
          >
            <h2 id={headingId} className="visually-hidden">
              {t('properties.resultsHeading')}
            </h2>
            <div className={searchStyles.resultsHead}>
              <p className={searchStyles.count} role="status" aria-live="polite">
                {count ?? (query.isPending ? <Skeleton width="12rem" /> : null)}
              </p>
              <SaveSearchButton filters={filters} />
            </div>
            <ActiveFilterChips
              filters={chips}
              onRemove={(filter) => commit(withoutFilter(filters, filter))}
              onClear={clear}
            />
            {unreadableArea ? (
              <div className={viewStyles.notice} role="alert">
                <p>{tm('invalidArea.message')}</p>
                <Button size="sm" variant="secondary" onClick={clearMapArea}>
                  {tm('invalidArea.action')}
                </Button>
              </div>
            ) : null}

            {/* On a phone the map view is the map alone (the style sheet hides the list, so the server's page
                is the phone's); the count above still says what it holds. */}
            {areaRefused ? null : (
              <div className={mapView ? viewStyles.mapListings : undefined}>
                <CatalogueGrid
                  status={items ? 'success' : query.status}
                  error={query.error}
                  items={items}
                  skeletonCount={PAGE_SIZE / 2}
                  onRetry={() => void query.refetch()}
                  texts={{
                    loading: t('properties.loading'),
                    errorTitle: t('properties.error'),
                    emptyTitle: filtering ? t('properties.noResults') : t('properties.empty'),
                    emptyMessage: filtering ? t('properties.noResultsHint') : undefined,
                  }}
                  emptyActions={filtering ? <Button onClick={clear}>{t('search.clear')}</Button> : undefined}
                  renderItem={(property, index) => (
                    <PropertyCard
                      key={property.id}
                      property={property}
                      imageLoading={mapView ? 'lazy' : gridImageLoading(index, 2)}
                    />
                  )}
                />

                {items && totalText !== undefined && items.length > 0 ? (
                  <div className={styles.loadMore}>
                    <p>
                      {t('properties.showing', {
                        shown: formatNumber(items.length, language),
                        total: totalText,
                      })}
                    </p>
                    {query.isFetchNextPageError ? (
                      <p className={searchStyles.pageError} role="alert">
                        <AlertIcon size={16} />
                        {t('properties.loadMoreError')}
                      </p>
                    ) : null}
                    {query.hasNextPage ? (
                      <Button
                        variant="secondary"
                        disabled={query.isFetchingNextPage}
                        aria-busy={query.isFetchingNextPage || undefined}
                        onClick={() => void query.fetchNextPage()}
                      >
                        {query.isFetchingNextPage
                          ? t('properties.loadingMore')
                          : query.isFetchNextPageError
                            ? tc('actions.retry')
                            : t('properties.loadMore')}
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </div>
            )}
          </section>
          {mapView ? (
            <div className={viewStyles.mapPane}>
              <LazyResultsMap
                points={mapPoints.data?.items}
                capped={mapPoints.data?.capped ?? false}
                searchKey={framingKey(filters)}
                bbox={filters.bbox}
                area={filters.area}
                onSearchBounds={searchBounds}
                onDrawArea={searchArea}
                onClearArea={clearMapArea}
              />
            </div>
          ) : null}
        </div>
      </div>

      <Dialog
        open={drawerFilters && drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title={t('search.filters.title')}
        closeLabel={tc('actions.close')}
        size="lg"
      >
        {panel}
        <div className={searchStyles.drawerActions}>
          <Button variant="ghost" onClick={clear} disabled={panelCount === 0}>
            {t('search.clear')}
          </Button>
          <Button onClick={() => setDrawerOpen(false)}>
            {total === undefined
              ? t('search.showResultsPending')
              : t('search.showResults', { count: total, value: totalText })}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
