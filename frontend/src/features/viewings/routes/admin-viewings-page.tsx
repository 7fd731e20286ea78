import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';
import { PageIntro } from '../../../components/ui/page-intro';
import { useToast } from '../../../components/ui/toast';
import type { AdminViewing, ViewingListQuery, ViewingStatus } from '../../../lib/api/types';
import { useSession } from '../../../lib/auth/session';
import { formatDay } from '../../../lib/format/format';
import { useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { AdminListResults } from '../../../widgets/admin-list/admin-list-results';
import { useStaff } from '../../../widgets/staff/staff-api';
import {
  SLOT_START_TIMES,
  addDays,
  madridInstant,
  madridLocal,
  mondayOf,
} from '../../../widgets/viewings/madrid-time';
import { madridDateTime } from '../../../widgets/viewings/viewing-format';
import { useAdminViewings, useViewingsAwaiting } from '../api/admin-viewings';
import { AwaitingAnswerNotice } from '../components/awaiting-answer-notice';
import { ManageViewingDialog } from '../components/manage-viewing-dialog';
import styles from '../components/admin-viewings.module.css';

const STATUSES: ViewingStatus[] = [
  'requested',
  'proposed',
  'confirmed',
  'declined',
  'cancelled',
  'done',
  'no_show',
];
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

type View = 'week' | 'list';

/** The week's row of a Madrid time: the half hour it starts in, as viewings are planned ('10:30'). */
const halfHourOf = (time: string) => `${time.slice(0, 2)}:${Number(time.slice(3, 5)) < 30 ? '00' : '30'}`;

/** The Monday of the week of an instant in Madrid. */
const mondayOfInstant = (instant: Date | string) => mondayOf(madridLocal(instant).date);

/**
 * /admin/viewings (admins and owners): the week's viewings in Madrid time (Monday to Friday, a row for each
 * half hour a viewing may start at) and the list of requests, filtered by status, property and agent; each
 * opens to be confirmed with an agent, given another time, declined, cancelled, or recorded as done or a
 * no-show. The week opens on the next request waiting for an answer (the current week when none waits), and a
 * notice counts those waiting, with the list of them and the next one's week a click away.
 */
export interface AdminViewingsPageProps {
  /** A viewing's history in its dialog, composed in by the application. */
  renderHistory?: (viewingId: string, version: number) => ReactNode;
}

export default function AdminViewingsPage({ renderHistory }: AdminViewingsPageProps) {
  const { t } = useTranslation(['viewings', 'common']);
  useDocumentMeta(t('viewings:admin.meta.title'), t('viewings:admin.meta.description'));
  const language = useLanguage();
  const localize = useLocalize();
  const toast = useToast();
  const session = useSession();
  const staff = useStaff();
  const [view, setView] = useState<View>('week');
  const awaiting = useViewingsAwaiting();
  const [monday, setMonday] = useState<string | null>(null);
  const [status, setStatus] = useState<ViewingStatus | ''>('');
  const [propertyId, setPropertyId] = useState('');
  const [agentId, setAgentId] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);

  // The opening week is chosen once, when the next request waiting is known; answering it later moves nothing.
  if (monday === null && !awaiting.isPending) {
    setMonday(mondayOfInstant(awaiting.data?.next?.startsAt ?? new Date()));
  }
  const showNextWeek = () => {
    const next = awaiting.data?.next;
    if (next) setMonday(mondayOfInstant(next.startsAt));
    setView('week');
  };
  const showAllAwaiting = () => {
    setStatus('requested');
    setView('list');
  };

  const query: ViewingListQuery = {
    status: status || undefined,
    propertyId: propertyId || undefined,
    agentId: agentId || undefined,
    ...(view === 'week' && monday
      ? {
          from: madridInstant(monday, '00:00')!.toISOString(),
          to: madridInstant(addDays(monday, 7), '00:00')!.toISOString(),
        }
      : {}),
  };
  const viewings = useAdminViewings(query, view === 'list' || monday !== null);
  const items = useMemo(() => viewings.data?.items ?? [], [viewings.data]);
  const selected = items.find((item) => item.id === selectedId) ?? null;
  const properties = useMemo(
    () => [...new Map(items.map((item) => [item.property.id, item.property])).values()],
    [items],
  );
  const staffList = staff.data ?? [];
  const agentName = (id: string | null) => staffList.find((member) => member.id === id)?.name ?? '—';
  const when = (item: AdminViewing) =>
    item.appointment
      ? item.appointment.start
      : (item.slots.map((slot) => slot.start).sort()[0] ?? item.requestedAt);

  const results = (
    <AdminListResults
      query={viewings}
      waiting={view === 'week' && !monday}
      // The week shows its grid even when empty.
      isEmpty={() => view === 'list' && items.length === 0}
      texts={{ loading: t('viewings:admin.loading'), failed: t('viewings:admin.failed') }}
      describeFailure={() => ({ message: t('viewings:errors.generic') })}
      empty={{ title: t('viewings:admin.empty.title'), message: t('viewings:admin.empty.message') }}
    >
      {() =>
        view === 'week' && monday ? (
          <div className={styles.weekWrap}>
            <table className={styles.week}>
              <caption className="visually-hidden">{t('viewings:admin.week.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('viewings:admin.week.hour')}</th>
                  {WEEKDAYS.map((day, index) => (
                    <th key={day} scope="col">
                      {t(`viewings:admin.week.days.${day}`)}
                      <br />
                      {formatDay(addDays(monday, index), language)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {SLOT_START_TIMES.map((row) => (
                  <tr key={row}>
                    <th scope="row">{row}</th>
                    {WEEKDAYS.map((day, index) => {
                      const date = addDays(monday, index);
                      const here = items.filter((item) => {
                        const local = madridLocal(when(item));
                        return local.date === date && halfHourOf(local.time) === row;
                      });
                      return (
                        <td key={day}>
                          {here.map((item) => (
                            <button
                              key={item.id}
                              type="button"
                              className={`${styles.event} ${styles[item.status] ?? ''}`}
                              onClick={() => setSelectedId(item.id)}
                            >
                              <span>{madridLocal(when(item)).time}</span> {localize(item.property.title)}
                              <span className={styles.eventStatus}>
                                {t(`viewings:status.${item.status}`)}
                              </span>
                            </button>
                          ))}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <div className={styles.listWrap}>
            <table className={styles.list}>
              <thead>
                <tr>
                  <th scope="col">{t('viewings:admin.columns.when')}</th>
                  <th scope="col">{t('viewings:admin.columns.property')}</th>
                  <th scope="col">{t('viewings:admin.columns.client')}</th>
                  <th scope="col">{t('viewings:admin.columns.status')}</th>
                  <th scope="col">{t('viewings:admin.columns.agent')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('viewings:admin.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id}>
                    <td>{madridDateTime(when(item), language)}</td>
                    <td>
                      {localize(item.property.title)}
                      <br />
                      <small>{item.property.reference}</small>
                    </td>
                    <td>{item.client?.name ?? t('common:personErased')}</td>
                    <td>
                      <Badge tone={item.status === 'requested' ? 'gold' : 'sand'}>
                        {t(`viewings:status.${item.status}`)}
                      </Badge>
                    </td>
                    <td>{agentName(item.agentId)}</td>
                    <td>
                      <Button size="sm" variant="secondary" onClick={() => setSelectedId(item.id)}>
                        {t('viewings:admin.actions.manage')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </AdminListResults>
  );

  return (
    <div className={styles.page}>
      <div className="container">
        <PageIntro
          eyebrow={t('viewings:admin.eyebrow')}
          title={t('viewings:admin.title')}
          lead={t('viewings:admin.lead')}
        />
        <section className={styles.section}>
          <h2 className="visually-hidden">{t('viewings:admin.listHeading')}</h2>
          <AwaitingAnswerNotice
            count={awaiting.data?.count ?? 0}
            onShowAll={showAllAwaiting}
            onShowNextWeek={showNextWeek}
          />
          <div className={styles.toolbar} role="group" aria-label={t('viewings:admin.viewLabel')}>
            <Button
              variant={view === 'week' ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={view === 'week'}
              onClick={() => setView('week')}
            >
              {t('viewings:admin.views.week')}
            </Button>
            <Button
              variant={view === 'list' ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={view === 'list'}
              onClick={() => setView('list')}
            >
              {t('viewings:admin.views.list')}
            </Button>
          </div>
          <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
            <SelectField
              label={t('viewings:admin.filters.status')}
              name="status"
              value={status}
              onChange={(event) => setStatus(event.target.value as ViewingStatus | '')}
            >
              <option value="">{t('viewings:admin.filters.allStatuses')}</option>
              {STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`viewings:status.${value}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('viewings:admin.filters.property')}
              name="propertyId"
              value={propertyId}
              onChange={(event) => setPropertyId(event.target.value)}
            >
              <option value="">{t('viewings:admin.filters.allProperties')}</option>
              {properties.map((property) => (
                <option key={property.id} value={property.id}>
                  {localize(property.title)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('viewings:admin.filters.agent')}
              name="agentId"
              value={agentId}
              onChange={(event) => setAgentId(event.target.value)}
            >
              <option value="">{t('viewings:admin.filters.allAgents')}</option>
              {staffList.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </SelectField>
          </form>
          {view === 'week' && monday ? (
            <div className={styles.weekNav}>
              <Button variant="secondary" size="sm" onClick={() => setMonday(mondayOf(monday, -1))}>
                {t('viewings:admin.week.previous')}
              </Button>
              <p className={styles.weekTitle} aria-live="polite">
                {t('viewings:admin.week.title', { date: formatDay(monday, language) })}
              </p>
              <Button variant="secondary" size="sm" onClick={() => setMonday(mondayOf(monday, 1))}>
                {t('viewings:admin.week.next')}
              </Button>
            </div>
          ) : null}
          <p className={styles.note}>{t('viewings:slots.timezoneNote')}</p>
          {results}
        </section>
      </div>
      <ManageViewingDialog
        viewing={selected}
        staff={staffList}
        currentUserId={session.status === 'authenticated' ? session.user.id : ''}
        renderHistory={renderHistory}
        onClose={() => setSelectedId(null)}
        onDone={(message) => {
          setSelectedId(null);
          toast.show(message, 'success');
        }}
      />
    </div>
  );
}
