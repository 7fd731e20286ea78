import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../lib/hooks/use-media-query';
import { useLanguage } from '../../../lib/i18n/localize';
import type { HistoryEvent } from '../api/list-events';
import { EventEntity } from './event-entity';
import { EventActor, EventData, RequestId, useEventTypeLabel } from './event-row-parts';
import { formatEventTime } from './event-time';
import styles from './history.module.css';

export interface HistoryListProps {
  events: HistoryEvent[];
  busy: boolean;
}

/** The events as a table, newest first; on phones, one card per event. */
export function HistoryList({ events, busy }: HistoryListProps) {
  const { t } = useTranslation('adminHistory');
  const language = useLanguage();
  const wide = useMediaQuery('(min-width: 48rem)');
  const typeLabel = useEventTypeLabel();

  if (!wide) {
    return (
      <ul className={styles.cards} aria-busy={busy} aria-label={t('caption')}>
        {events.map((event) => (
          <li key={event.position} className={styles.card} data-event-type={event.type}>
            <span className={styles.meta}>{formatEventTime(event.time, language)}</span>
            <h3 className={styles.cardTitle}>{typeLabel(event.type)}</h3>
            <dl className={styles.cardFacts}>
              <div>
                <dt>{t('columns.entity')}</dt>
                <dd>
                  <EventEntity entity={event.entity} />
                </dd>
              </div>
              <div>
                <dt>{t('columns.actor')}</dt>
                <dd>
                  <EventActor actor={event.actor} />
                </dd>
              </div>
              <div>
                <dt>{t('columns.requestId')}</dt>
                <dd>
                  <RequestId id={event.requestId} />
                </dd>
              </div>
            </dl>
            <EventData data={event.data} erasedPaths={event.erasedPaths} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.tableWrap} role="region" aria-labelledby="history-caption" tabIndex={0}>
      <table className={styles.table} aria-busy={busy}>
        <caption id="history-caption" className="visually-hidden">
          {t('caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.time')}</th>
            <th scope="col">{t('columns.type')}</th>
            <th scope="col">{t('columns.entity')}</th>
            <th scope="col">{t('columns.actor')}</th>
            <th scope="col">{t('columns.requestId')}</th>
            <th scope="col">{t('columns.data')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.position} data-event-type={event.type}>
              <td className={styles.nowrap}>{formatEventTime(event.time, language)}</td>
              <th scope="row" className={styles.type}>
                {typeLabel(event.type)}
              </th>
              <td>
                <EventEntity entity={event.entity} />
              </td>
              <td>
                <EventActor actor={event.actor} />
              </td>
              <td>
                <RequestId id={event.requestId} />
              </td>
              <td>
                <EventData data={event.data} erasedPaths={event.erasedPaths} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
