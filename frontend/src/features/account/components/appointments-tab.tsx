import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardFooter, CardMedia, CardMeta } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { CalendarIcon } from '../../../components/ui/icons';
import { CardSkeletonGrid } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api/api-client';
import { describeApiError } from '../../../lib/api/describe-api-error';
import type { Viewing, ViewingSlotInput } from '../../../lib/api/types';
import { useContentLang, useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { SlotFields, checkSlots, emptySlot } from '../../../widgets/viewings/slot-fields';
import { madridDateTime } from '../../../widgets/viewings/viewing-format';
import {
  downloadViewingCalendar,
  useChangeMyViewing,
  useMyViewings,
} from '../../../widgets/viewings/viewings-api';
import { EmptyTab } from './empty-tabs';
import styles from './appointments.module.css';
import dated from './dated-sections.module.css';

/** A confirmed viewing can be cancelled or moved online until two hours before it (the API's rule). */
const CHANGE_UNTIL_MS = 2 * 3600_000;

function changeable(viewing: Viewing, now: number): boolean {
  if (viewing.status === 'requested' || viewing.status === 'proposed') return true;
  return (
    viewing.status === 'confirmed' &&
    viewing.appointment !== null &&
    Date.parse(viewing.appointment.start) - now >= CHANGE_UNTIL_MS
  );
}

type Action = { kind: 'cancel' | 'move'; viewing: Viewing } | null;

function ViewingCard({
  viewing,
  now,
  onAction,
}: {
  viewing: Viewing;
  /** When the list was read: what may still change is decided against it. */
  now: number;
  onAction: (action: Action) => void;
}) {
  const { t } = useTranslation(['account', 'viewings']);
  const language = useLanguage();
  const localize = useLocalize();
  const contentLang = useContentLang();
  const toast = useToast();
  const change = useChangeMyViewing();
  const titleId = useId();
  const title = localize(viewing.property.title);
  const when = viewing.appointment
    ? [viewing.appointment]
    : viewing.slots.map((slot) => ({ start: slot.start, mode: slot.mode }));
  const upcoming = ['requested', 'proposed', 'confirmed'].includes(viewing.status);

  return (
    <Card as="li" aria-labelledby={titleId} data-viewing-id={viewing.id}>
      <CardMedia
        overlay={
          <Badge
            tone={viewing.status === 'confirmed' ? 'gold' : viewing.status === 'proposed' ? 'navy' : 'light'}
          >
            {t(`viewings:status.${viewing.status}`)}
          </Badge>
        }
      >
        <FallbackImage src={viewing.property.image ?? undefined} alt="" />
      </CardMedia>
      <CardBody>
        <CardMeta icon={<CalendarIcon size={16} />}>{viewing.property.reference}</CardMeta>
        <h3 id={titleId} className={dated.title} lang={contentLang(viewing.property.title)}>
          <Link to={`/property/${encodeURIComponent(viewing.property.id)}`}>{title}</Link>
        </h3>
        <p className={styles.whenLabel}>
          {viewing.status === 'proposed'
            ? t('account:appointments.proposedTime')
            : viewing.appointment
              ? t('account:appointments.time')
              : t('account:appointments.requestedTimes')}
        </p>
        <ul className={styles.times}>
          {when.map((slot) => (
            <li key={slot.start}>
              {t('viewings:madridTime', { time: madridDateTime(slot.start, language) })} ·{' '}
              {t(`viewings:modes.${slot.mode}`)}
            </li>
          ))}
        </ul>
        {viewing.reason ? (
          <p className={styles.reason}>{t('account:appointments.reason', { reason: viewing.reason })}</p>
        ) : null}
      </CardBody>
      {upcoming ? (
        <CardFooter>
          <div className={styles.actions}>
            {viewing.status === 'proposed' ? (
              <Button
                size="sm"
                disabled={change.isPending}
                aria-describedby={titleId}
                onClick={() =>
                  change.mutate(
                    { kind: 'accept', id: viewing.id },
                    {
                      onSuccess: () => toast.show(t('account:appointments.accepted'), 'success'),
                      onError: (error) => toast.show(stepError(t, error), 'error'),
                    },
                  )
                }
              >
                {t('account:appointments.accept')}
              </Button>
            ) : null}
            {viewing.status === 'confirmed' ? (
              <Button
                variant="secondary"
                size="sm"
                aria-describedby={titleId}
                onClick={() =>
                  downloadViewingCalendar(viewing.id).catch(() =>
                    toast.show(t('account:appointments.calendarFailed'), 'error'),
                  )
                }
              >
                {t('account:appointments.addToCalendar')}
              </Button>
            ) : null}
            {changeable(viewing, now) && viewing.status !== 'requested' ? (
              <Button
                variant="secondary"
                size="sm"
                aria-describedby={titleId}
                onClick={() => onAction({ kind: 'move', viewing })}
              >
                {viewing.status === 'proposed'
                  ? t('account:appointments.otherTimes')
                  : t('account:appointments.move')}
              </Button>
            ) : null}
            {changeable(viewing, now) ? (
              <Button
                variant="ghost"
                size="sm"
                aria-describedby={titleId}
                onClick={() => onAction({ kind: 'cancel', viewing })}
              >
                {t('account:appointments.cancel')}
              </Button>
            ) : viewing.status === 'confirmed' ? (
              <p className={styles.tooLate}>{t('account:appointments.tooLate')}</p>
            ) : null}
          </div>
        </CardFooter>
      ) : null}
    </Card>
  );
}

function stepError(
  t: ReturnType<typeof useTranslation<['account', 'viewings']>>['t'],
  error: unknown,
): string {
  if (isApiError(error) && error.kind === 'network') return t('viewings:errors.network');
  if (isApiError(error) && error.status < 500) return error.message;
  return t('viewings:errors.generic');
}

function MoveDialog({ viewing, onClose }: { viewing: Viewing | null; onClose: () => void }) {
  const { t } = useTranslation(['account', 'viewings']);
  const toast = useToast();
  const change = useChangeMyViewing();
  const [slots, setSlots] = useState<ViewingSlotInput[]>([emptySlot()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!viewing) return;
    const found = Object.fromEntries(
      Object.entries(checkSlots(slots, new Date())).map(([field, key]) => [
        field,
        t(key as 'viewings:errors.generic'),
      ]),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { kind: 'move', id: viewing.id, slots },
      {
        onSuccess: () => {
          toast.show(t('account:appointments.moved'), 'success');
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.details.length > 0) {
            setErrors(Object.fromEntries(error.details.map((detail) => [detail.field, detail.message])));
          } else toast.show(stepError(t, error), 'error');
        },
      },
    );
  };
  return (
    <Dialog
      open={viewing !== null}
      onClose={onClose}
      title={t('account:appointments.moveTitle')}
      description={t('account:appointments.moveLead')}
      closeLabel={t('account:appointments.close')}
      size="lg"
    >
      <form className={styles.moveForm} onSubmit={submit} noValidate>
        <SlotFields slots={slots} onChange={setSlots} errors={errors} now={new Date()} />
        <div className={styles.actions}>
          <Button type="submit" disabled={change.isPending}>
            {t('account:appointments.sendTimes')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The client's viewings: those ahead (requested, proposed or confirmed) and the past ones. A confirmed
 * viewing goes into a calendar, and can be cancelled or moved until two hours before; a proposed time is
 * accepted here, or answered with other times.
 */
export function AppointmentsTab() {
  const { t } = useTranslation(['account', 'common', 'viewings']);
  const viewings = useMyViewings();
  const toast = useToast();
  const change = useChangeMyViewing();
  const [action, setAction] = useState<Action>(null);
  const now = viewings.dataUpdatedAt;

  if (viewings.isPending) return <CardSkeletonGrid count={2} label={t('account:appointments.loading')} />;
  if (viewings.isError) {
    const failure = describeApiError(viewings.error);
    return (
      <ErrorState
        title={t('account:appointments.error')}
        message={failure.apiMessage ?? t(`common:${failure.key}`)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void viewings.refetch()}
      />
    );
  }
  const { upcoming, past } = viewings.data;
  if (upcoming.length === 0 && past.length === 0) return <EmptyTab name="appointments" to="/properties" />;
  const cancelling = action?.kind === 'cancel' ? action.viewing : null;

  return (
    <div className={dated.tab}>
      <section aria-labelledby="appointments-upcoming">
        <h2 id="appointments-upcoming" className={dated.heading}>
          {t('account:appointments.upcoming')}
        </h2>
        {upcoming.length === 0 ? (
          <p className={dated.none}>{t('account:appointments.noneUpcoming')}</p>
        ) : (
          <ul className="grid-cards" role="list" aria-labelledby="appointments-upcoming">
            {upcoming.map((viewing) => (
              <ViewingCard key={viewing.id} viewing={viewing} now={now} onAction={setAction} />
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="appointments-past">
          <h2 id="appointments-past" className={dated.heading}>
            {t('account:appointments.past')}
          </h2>
          <ul className="grid-cards" role="list" aria-labelledby="appointments-past">
            {past.map((viewing) => (
              <ViewingCard key={viewing.id} viewing={viewing} now={now} onAction={setAction} />
            ))}
          </ul>
        </section>
      ) : null}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('account:appointments.cancelTitle')}
        confirmLabel={t('account:appointments.cancelConfirm')}
        cancelLabel={t('account:appointments.keep')}
        closeLabel={t('account:appointments.close')}
        busy={change.isPending}
        danger
        error={change.isError ? stepError(t, change.error) : null}
        onCancel={() => setAction(null)}
        onConfirm={() =>
          cancelling &&
          change.mutate(
            { kind: 'cancel', id: cancelling.id },
            {
              onSuccess: () => {
                setAction(null);
                toast.show(t('account:appointments.cancelled'), 'success');
              },
            },
          )
        }
      >
        {t('account:appointments.cancelText')}
      </ConfirmDialog>
      <MoveDialog
        key={action?.kind === 'move' ? action.viewing.id : 'closed'}
        viewing={action?.kind === 'move' ? action.viewing : null}
        onClose={() => setAction(null)}
      />
    </div>
  );
}
