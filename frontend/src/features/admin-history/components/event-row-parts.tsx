import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import type { HistoryEvent } from '../api/list-events';
import { isEventType } from './event-types';
import { useFieldLabel } from './field-labels';
import styles from './history.module.css';

/** The event's type in words; a type this screen does not know yet shows as recorded. */
export function useEventTypeLabel() {
  const { t } = useTranslation('adminHistory');
  return (type: string) => (isEventType(type) ? t(`types.${type}`) : type);
}

/** Who did it: the account's name and role, or the system (the product itself, or a visitor). */
export function EventActor({ actor }: { actor: HistoryEvent['actor'] }) {
  const { t } = useTranslation(['adminHistory', 'common']);
  if (!actor) return <span className={styles.meta}>{t('adminHistory:system')}</span>;
  return (
    <span className={styles.actor}>
      <span>{actor.name ?? t('common:personErased')}</span>
      {actor.role ? <Badge tone="light">{t(`common:account.roles.${actor.role}`)}</Badge> : null}
    </span>
  );
}

/** The request's id, shortened; the whole id in its title to quote or search the logs. */
export function RequestId({ id }: { id: string | null }) {
  if (!id) return <span className={styles.meta}>—</span>;
  return (
    <code className={styles.requestId} title={id}>
      {id.slice(0, 8)}
    </code>
  );
}

/**
 * The event as stored (personal fields arrive masked for admins), behind a disclosure; the fields erased
 * with their person (null in the data) named in words.
 */
export function EventData({
  data,
  erasedPaths,
}: {
  data: HistoryEvent['data'];
  erasedPaths: HistoryEvent['erasedPaths'];
}) {
  const { t } = useTranslation('adminHistory');
  const label = useFieldLabel();
  return (
    <>
      {erasedPaths.length > 0 ? (
        <span className={styles.erasedNote}>
          {t('erasedFields', {
            fields: erasedPaths.map((path) => label(path.replace(/^(details|changes)\./, ''))).join(', '),
          })}
        </span>
      ) : null}
      <details className={styles.data}>
        <summary>{t('showData')}</summary>
        <pre>{JSON.stringify(data, null, 2)}</pre>
      </details>
    </>
  );
}
