import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { PageIntro } from '../../../components/ui/page-intro';
import { useToast } from '../../../components/ui/toast';
import { formatNumber } from '../../../lib/format/format';
import { useDebouncedSearch } from '../../../lib/hooks/use-debounced-search';
import { useListAddress } from '../../../lib/hooks/use-list-address';
import { useLanguage } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { AdminListResults } from '../../../widgets/admin-list/admin-list-results';
import { useStaff } from '../../../widgets/staff/staff-api';
import { downloadEventsCsv, SYSTEM_ACTOR, useEvents, type HistoryFilters } from '../api/list-events';
import { EVENT_TYPES, HISTORY_MODULES, isEventType, isHistoryModule } from '../components/event-types';
import { useEventTypeLabel } from '../components/event-row-parts';
import { HistoryList } from '../components/history-list';
import styles from '../components/history.module.css';

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isActor = (value: string | null): value is string =>
  value !== null && (value === SYSTEM_ACTOR || ACCOUNT_ID.test(value));

/** The choice of the actor filter for another account than the staff listed: its id is typed. */
const OTHER_ACTOR = 'other';

/** The filters live in the address (`?module=&type=&from=&to=&q=&actor=`), so a filtered view can be shared. */
function useFilters() {
  const { params, update } = useListAddress<'module' | 'type' | 'from' | 'to' | 'q' | 'actor'>();
  const actor = params.get('actor');
  const module = params.get('module');
  const type = params.get('type');
  const from = params.get('from');
  const to = params.get('to');
  const filters: HistoryFilters = {
    module: isHistoryModule(module) ? module : undefined,
    type: isEventType(type) ? type : undefined,
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
    q: params.get('q')?.trim() || undefined,
    actor: isActor(actor) ? actor : undefined,
  };
  return { filters, update };
}

/**
 * /admin/history (admins and owners): every event the platform recorded, newest first, in pages of the
 * API's keyset ("load more"), filtered by module, type, dates and an entity's reference or id, and exported
 * as CSV with the same filters. Each row says what happened, to what, by whom, in which request, and shows
 * the event's data on demand.
 */
export default function HistoryPage() {
  const { t } = useTranslation(['adminHistory', 'common']);
  useDocumentMeta(t('adminHistory:meta.title'), t('adminHistory:meta.description'));
  const language = useLanguage();
  const toast = useToast();
  const typeLabel = useEventTypeLabel();
  const { filters, update } = useFilters();
  const events = useEvents(filters);
  const [exporting, setExporting] = useState(false);
  const [cappedAt, setCappedAt] = useState<number | null>(null);
  const staff = useStaff();
  const staffIds = (staff.data ?? []).map((member) => member.id);
  // Another account: chosen in the select, its id typed (the filter applies once it is a whole id).
  const [otherChosen, setOtherChosen] = useState(false);
  const [otherId, setOtherId] = useState(
    filters.actor && filters.actor !== SYSTEM_ACTOR ? filters.actor : '',
  );
  const actorChoice = !filters.actor
    ? otherChosen
      ? OTHER_ACTOR
      : ''
    : filters.actor === SYSTEM_ACTOR || staffIds.includes(filters.actor)
      ? filters.actor
      : staff.isPending
        ? filters.actor
        : OTHER_ACTOR;
  const otherInvalid = otherId.trim() !== '' && !ACCOUNT_ID.test(otherId.trim());

  const [q, setQ] = useDebouncedSearch(filters.q ?? '', (text) => update({ ...filters, q: text }));

  const exportCsv = async () => {
    setExporting(true);
    setCappedAt(null);
    try {
      const { cappedAt: rows } = await downloadEventsCsv(filters);
      setCappedAt(rows);
    } catch {
      toast.show(t('adminHistory:exportFailed'), 'error');
    } finally {
      setExporting(false);
    }
  };

  const items = events.data?.pages.flatMap((page) => page.items) ?? [];
  const filtering = Object.values(filters).some(Boolean);

  const results = (
    <AdminListResults
      query={events}
      isEmpty={() => items.length === 0}
      texts={{ loading: t('adminHistory:loading'), failed: t('adminHistory:failed') }}
      empty={{ title: t('adminHistory:empty.title'), message: t('adminHistory:empty.message') }}
      noResults={
        filtering
          ? {
              title: t('adminHistory:noResults.title'),
              message: t('adminHistory:noResults.message'),
              clearLabel: t('adminHistory:clearFilters'),
              onClear: () => {
                setQ('');
                setOtherChosen(false);
                setOtherId('');
                update({ module: '', type: '', from: '', to: '', q: '', actor: '' });
              },
            }
          : undefined
      }
    >
      {() => (
        <>
          <HistoryList events={items} busy={events.isFetching} />
          {events.hasNextPage ? (
            <Button
              variant="secondary"
              className={styles.more}
              disabled={events.isFetchingNextPage}
              onClick={() => void events.fetchNextPage()}
            >
              {events.isFetchingNextPage ? t('adminHistory:loadingMore') : t('adminHistory:loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </AdminListResults>
  );

  const modules = filters.module ? [filters.module] : HISTORY_MODULES;
  return (
    <div className={styles.page}>
      <div className="container">
        <PageIntro
          eyebrow={t('adminHistory:eyebrow')}
          title={t('adminHistory:title')}
          lead={t('adminHistory:lead')}
        />
        <section className={styles.section}>
          <h2 className="visually-hidden">{t('adminHistory:listHeading')}</h2>
          <form
            className={styles.filters}
            role="search"
            aria-label={t('adminHistory:filters.label')}
            onSubmit={(event) => event.preventDefault()}
          >
            <SelectField
              label={t('adminHistory:filters.module')}
              name="module"
              value={filters.module ?? ''}
              // A type of another module would match nothing: choosing a module drops it.
              onChange={(event) => update({ ...filters, module: event.target.value, type: '', q })}
            >
              <option value="">{t('adminHistory:filters.allModules')}</option>
              {HISTORY_MODULES.map((module) => (
                <option key={module} value={module}>
                  {t(`adminHistory:modules.${module}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('adminHistory:filters.type')}
              name="type"
              value={filters.type ?? ''}
              onChange={(event) => update({ ...filters, type: event.target.value, q })}
            >
              <option value="">{t('adminHistory:filters.allTypes')}</option>
              {modules.map((module) => (
                <optgroup key={module} label={t(`adminHistory:modules.${module}`)}>
                  {EVENT_TYPES[module].map((type) => (
                    <option key={type} value={type}>
                      {typeLabel(type)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </SelectField>
            <TextField
              label={t('adminHistory:filters.from')}
              name="from"
              type="date"
              value={filters.from ?? ''}
              max={filters.to}
              onChange={(event) => update({ ...filters, from: event.target.value, q })}
            />
            <TextField
              label={t('adminHistory:filters.to')}
              name="to"
              type="date"
              value={filters.to ?? ''}
              min={filters.from}
              onChange={(event) => update({ ...filters, to: event.target.value, q })}
            />
            <TextField
              label={t('adminHistory:filters.search')}
              name="q"
              type="search"
              placeholder={t('adminHistory:filters.searchPlaceholder')}
              value={q}
              onChange={(event) => setQ(event.target.value)}
            />
            <SelectField
              label={t('adminHistory:filters.actor')}
              name="actor"
              value={actorChoice}
              onChange={(event) => {
                const choice = event.target.value;
                setOtherChosen(choice === OTHER_ACTOR);
                if (choice === OTHER_ACTOR) {
                  setOtherId('');
                  update({ ...filters, actor: '', q });
                } else {
                  update({ ...filters, actor: choice, q });
                }
              }}
            >
              <option value="">{t('adminHistory:filters.anyActor')}</option>
              <option value={SYSTEM_ACTOR}>{t('adminHistory:system')}</option>
              {(staff.data ?? []).map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
              {staff.isPending && actorChoice !== '' && actorChoice !== SYSTEM_ACTOR ? (
                <option value={actorChoice}>{actorChoice}</option>
              ) : null}
              <option value={OTHER_ACTOR}>{t('adminHistory:filters.otherActor')}</option>
            </SelectField>
            {actorChoice === OTHER_ACTOR ? (
              <TextField
                label={t('adminHistory:filters.actorId')}
                name="actorId"
                value={otherId}
                error={otherInvalid ? t('adminHistory:filters.actorIdInvalid') : undefined}
                onChange={(event) => {
                  const id = event.target.value;
                  setOtherId(id);
                  setOtherChosen(true);
                  update({ ...filters, actor: ACCOUNT_ID.test(id.trim()) ? id.trim() : '', q });
                }}
              />
            ) : null}
          </form>
          <div className={styles.toolbar}>
            <p className={styles.summary} role="status">
              {events.data ? t('adminHistory:shown', { total: formatNumber(items.length, language) }) : null}
            </p>
            <Button variant="secondary" disabled={exporting} onClick={() => void exportCsv()}>
              {exporting ? t('adminHistory:exporting') : t('adminHistory:export')}
            </Button>
          </div>
          {cappedAt !== null ? (
            <p className={styles.notice} role="status">
              {t('adminHistory:exportCapped', { count: formatNumber(cappedAt, language) })}
            </p>
          ) : null}
          {results}
        </section>
      </div>
    </div>
  );
}
