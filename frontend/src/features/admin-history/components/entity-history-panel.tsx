import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { formatNumber, priceFormatFor } from '../../../lib/format/format';
import { localize, useLanguage } from '../../../lib/i18n/localize';
import type { Language } from '../../../lib/i18n/languages';
import {
  useEntityHistory,
  type EntityHistoryEntry,
  type FieldChange,
  type HistoryKind,
} from '../api/get-entity-history';
import { EventActor, useEventTypeLabel } from './event-row-parts';
import { formatEventTime } from './event-time';
import { useFieldLabel } from './field-labels';
import { useValueLabel, type Code } from './value-labels';
import styles from './history.module.css';

/** Changes of one entry shown before "show all" (a listing sets every field at once). */
const CHANGES_SHOWN = 6;
/** Characters of a text shown before "show in full". */
const TEXT_SHOWN = 120;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isCode = (value: unknown): value is Code => typeof value === 'string' || typeof value === 'boolean';

/** Amounts are named by their currency (`price.saleEur`, `communityFeesEur`, `totalPriceEur`). */
const isEuroField = (path: string) => path.endsWith('Eur');

/** A number as the reader expects it: an amount as the site writes euros everywhere, any other in their format. */
const numberText = (value: number, path: string, language: Language) =>
  isEuroField(path) ? priceFormatFor([value])(value) : formatNumber(value, language);

interface Words {
  language: Language;
  label: (path: string) => string;
  value: (path: string, value: Code | readonly Code[]) => string;
}

/**
 * One value (of the field at `path`) as words: codes and yes or no in words, texts in the reader's
 * language, euros as the site writes them, other numbers in the reader's format, an image by its address, and any other record field by field
 * (`Inicio: …, Fin: …`).
 */
function valueText(value: unknown, path: string, words: Words): string {
  if (isCode(value) || (Array.isArray(value) && value.every(isCode))) return words.value(path, value);
  if (typeof value === 'number') return numberText(value, path, words.language);
  if (Array.isArray(value)) return value.map((item) => valueText(item, path, words)).join(', ');
  if (isRecord(value)) {
    if (typeof value.es === 'string') return localize(value as { es: string }, words.language);
    if (typeof value.url === 'string') return value.url;
    return Object.entries(value)
      .filter(([, item]) => item !== null && item !== undefined)
      .map(([key, item]) => `${words.label(key)}: ${valueText(item, `${path}.${key}`, words)}`)
      .join(', ');
  }
  return '';
}

function useWords(kind: HistoryKind): Words {
  return { language: useLanguage(), label: useFieldLabel(), value: useValueLabel(kind) };
}

/** A value of a change, long texts cut short with a control to read them in full. */
function Value({
  value,
  path,
  erased,
  words,
}: {
  value: unknown;
  path: string;
  erased: boolean;
  words: Words;
}) {
  const { t } = useTranslation('adminHistory');
  const [full, setFull] = useState(false);
  if (erased) return <span className={styles.erased}>{t('erased')}</span>;
  if (value === null || value === undefined) return <span className={styles.none}>{t('panel.none')}</span>;
  const text = valueText(value, path, words);
  if (text.length <= TEXT_SHOWN) return <span className={styles.value}>{text}</span>;
  return (
    <span className={styles.value}>
      {full ? text : `${text.slice(0, TEXT_SHOWN).trimEnd()}…`}{' '}
      <button type="button" className={styles.textToggle} onClick={() => setFull(!full)}>
        {full ? t('panel.collapse') : t('panel.expand')}
      </button>
    </span>
  );
}

function Change({ change, kind }: { change: FieldChange; kind: HistoryKind }) {
  const { t } = useTranslation('adminHistory');
  const words = useWords(kind);
  const list = change.added !== undefined || change.removed !== undefined;
  // A field the event sets for the first time (a listing, a new translation) reads as its value alone.
  const firstSet = (change.before === null || change.before === undefined) && !change.beforeErased;
  return (
    <li data-path={change.path}>
      <span className={styles.field}>{words.label(change.path)}:</span>{' '}
      {list && !change.beforeErased && !change.afterErased ? (
        <span className={styles.listChange}>
          {change.added?.length ? (
            <span>{t('panel.added', { items: valueText(change.added, change.path, words) })}</span>
          ) : null}{' '}
          {change.removed?.length ? (
            <span>{t('panel.removed', { items: valueText(change.removed, change.path, words) })}</span>
          ) : null}
        </span>
      ) : firstSet ? (
        <Value value={change.after} path={change.path} erased={change.afterErased} words={words} />
      ) : (
        <>
          <Value value={change.before} path={change.path} erased={change.beforeErased} words={words} />{' '}
          <span aria-hidden="true">→</span>
          <span className="visually-hidden"> {t('panel.changedTo')} </span>{' '}
          <Value value={change.after} path={change.path} erased={change.afterErased} words={words} />
        </>
      )}
    </li>
  );
}

function Entry({ entry, kind }: { entry: EntityHistoryEntry; kind: HistoryKind }) {
  const { t } = useTranslation('adminHistory');
  const language = useLanguage();
  const typeLabel = useEventTypeLabel();
  const [all, setAll] = useState(false);
  const listId = useId();
  const shown = all ? entry.changes : entry.changes.slice(0, CHANGES_SHOWN);
  return (
    <li className={styles.entry} data-event-type={entry.type}>
      <div className={styles.entryHead}>
        <span className={styles.type}>{typeLabel(entry.type)}</span>
        <time className={styles.meta} dateTime={entry.time}>
          {formatEventTime(entry.time, language)}
        </time>
        <EventActor actor={entry.actor} />
      </div>
      {entry.changes.length === 0 ? (
        <p className={styles.meta}>{t('panel.noChanges')}</p>
      ) : (
        <ul id={listId} className={styles.changes}>
          {shown.map((change) => (
            <Change key={change.path} change={change} kind={kind} />
          ))}
        </ul>
      )}
      {entry.changes.length > CHANGES_SHOWN ? (
        <button
          type="button"
          className={styles.textToggle}
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll(!all)}
        >
          {all ? t('panel.showFewer') : t('panel.showAll', { count: entry.changes.length })}
        </button>
      ) : null}
    </li>
  );
}

export interface EntityHistoryPanelProps {
  kind: HistoryKind;
  id: string;
  /** What the screen knows of the entity's state (its version): a new one reads the history again. */
  revision?: string | number;
}

/**
 * An entity's history on its edit or detail screen (staff): its events newest first, each with when (Madrid
 * time), what in words, who, and the fields it changed, before and after. Personal values arrive masked
 * for admins; erased ones read "Erased".
 */
export function EntityHistoryPanel({ kind, id, revision }: EntityHistoryPanelProps) {
  const { t } = useTranslation(['adminHistory', 'common']);
  const headingId = useId();
  const history = useEntityHistory(kind, id, revision);

  let content;
  if (history.isPending) {
    content = (
      <div role="status" aria-live="polite">
        <span className="visually-hidden">{t('adminHistory:panel.loading')}</span>
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="40%" />
      </div>
    );
  } else if (history.isError) {
    const description = describeApiError(history.error);
    content =
      description.status === 404 ? (
        <p className={styles.meta}>{t('adminHistory:panel.empty')}</p>
      ) : (
        <ErrorState
          title={t('adminHistory:panel.failed')}
          message={description.apiMessage ?? t(`common:${description.key}`)}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void history.refetch()}
        />
      );
  } else {
    content = (
      <ol className={styles.timeline} aria-label={t('adminHistory:panel.caption')}>
        {history.data.entries.map((entry) => (
          <Entry key={entry.position} entry={entry} kind={kind} />
        ))}
      </ol>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-entity-history={kind}>
      <h2 id={headingId}>{t('adminHistory:panel.heading')}</h2>
      {content}
    </section>
  );
}
