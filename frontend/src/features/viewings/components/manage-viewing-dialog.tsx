import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField } from '../../../components/ui/form-field';
import type { AdminViewing, StaffMember, ViewingInterest, ViewingSlotInput } from '../../../lib/api/types';
import { useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { SlotFields, checkSlots, emptySlot } from '../../../widgets/viewings/slot-fields';
import { madridDateTime } from '../../../widgets/viewings/viewing-format';
import { ViewingFeedback } from './viewing-feedback';
import { useChangeViewing, type StaffStep } from '../api/admin-viewings';
import { fieldErrorsOf, viewingStepError } from '../utils/viewing-errors';
import styles from './admin-viewings.module.css';

type Panel = 'propose' | 'decline' | 'cancel' | null;

export interface ManageViewingDialogProps {
  viewing: AdminViewing | null;
  staff: StaffMember[];
  /** The staff member using the page: the agent a confirmation defaults to. */
  currentUserId: string;
  /** The viewing's history under the staff's actions. */
  renderHistory?: (viewingId: string, version: number) => ReactNode;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** One request as staff handle it: who asks, for when; confirm a slot with an agent, propose, decline, close. */
export function ManageViewingDialog({
  viewing,
  staff,
  currentUserId,
  renderHistory,
  onClose,
  onDone,
}: ManageViewingDialogProps) {
  const { t } = useTranslation('viewings');
  return (
    <Dialog
      open={viewing !== null}
      onClose={onClose}
      title={t('admin.manage.title')}
      closeLabel={t('request.close')}
      size="lg"
    >
      {viewing ? (
        <>
          <ManageViewing
            key={`${viewing.id}-${viewing.version}`}
            viewing={viewing}
            staff={staff}
            currentUserId={currentUserId}
            onDone={onDone}
          />
          {renderHistory?.(viewing.id, viewing.version)}
        </>
      ) : null}
    </Dialog>
  );
}

function ManageViewing({
  viewing,
  staff,
  currentUserId,
  onDone,
}: Omit<ManageViewingDialogProps, 'onClose' | 'viewing'> & { viewing: AdminViewing }) {
  const { t } = useTranslation(['viewings', 'common']);
  const language = useLanguage();
  const localize = useLocalize();
  const change = useChangeViewing();
  const defaultAgent = staff.some((member) => member.id === currentUserId)
    ? currentUserId
    : (staff[0]?.id ?? '');
  const [agentId, setAgentId] = useState(viewing.agentId ?? defaultAgent);
  const [openedAt] = useState(() => Date.now());
  const [panel, setPanel] = useState<Panel>(null);
  const [proposal, setProposal] = useState<ViewingSlotInput[]>([emptySlot()]);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  // Through the promise rather than mutate's callbacks: the list refreshes before they would run, and a
  // viewing that leaves the filtered list closes this dialog, which would drop them and the confirmation.
  const run = (step: StaffStep, done: string) => {
    setFailure(null);
    change.mutateAsync(step).then(
      () => onDone(done),
      (error: unknown) => {
        setErrors(fieldErrorsOf(t, error));
        setFailure(viewingStepError(t, error));
      },
    );
  };

  const open = ['requested', 'proposed'].includes(viewing.status);
  const confirmed = viewing.status === 'confirmed';
  const started = confirmed && viewing.appointment && Date.parse(viewing.appointment.start) <= openedAt;
  const agentName = (id: string | null) => staff.find((member) => member.id === id)?.name ?? '—';

  const propose = (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkSlots(proposal, new Date(), 'slot');
    const texts = Object.fromEntries(
      Object.entries(found).map(([field, key]) => [
        field.replace('slot.0.', 'slot.'),
        t(key.replace('viewings:', '') as 'errors.generic'),
      ]),
    );
    setErrors(texts);
    if (Object.keys(texts).length > 0) return;
    run({ kind: 'propose', id: viewing.id, slot: proposal[0], agentId }, t('admin.done.proposed'));
  };

  return (
    <div className={styles.manage}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('admin.columns.property')}</dt>
          <dd>
            {localize(viewing.property.title)} · {viewing.property.reference}
          </dd>
        </div>
        <div>
          <dt>{t('admin.columns.client')}</dt>
          <dd>
            {viewing.client ? `${viewing.client.name} · ${viewing.client.email}` : t('common:personErased')}
            <br />
            {viewing.phone === null
              ? viewing.language.toUpperCase()
              : `${viewing.phone} · ${viewing.language.toUpperCase()}`}
          </dd>
        </div>
        <div>
          <dt>{t('admin.columns.status')}</dt>
          <dd>
            <Badge tone={viewing.status === 'confirmed' ? 'gold' : 'sand'}>
              {t(`status.${viewing.status}`)}
            </Badge>
          </dd>
        </div>
        {viewing.appointment ? (
          <div>
            <dt>
              {viewing.status === 'proposed' ? t('admin.manage.proposed') : t('admin.manage.appointment')}
            </dt>
            <dd>
              {t('madridTime', { time: madridDateTime(viewing.appointment.start, language) })} ·{' '}
              {t(`modes.${viewing.appointment.mode}`)} · {agentName(viewing.agentId)}
            </dd>
          </div>
        ) : null}
        {viewing.message ? (
          <div>
            <dt>{t('admin.manage.message')}</dt>
            <dd className={styles.message}>{viewing.message}</dd>
          </div>
        ) : null}
        {viewing.reason ? (
          <div>
            <dt>{t('admin.manage.reason')}</dt>
            <dd>{viewing.reason}</dd>
          </div>
        ) : null}
      </dl>

      {open ? (
        <SelectField
          label={t('admin.manage.agent')}
          name="agentId"
          value={agentId}
          error={errors.agentId}
          onChange={(event) => setAgentId(event.target.value)}
        >
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </SelectField>
      ) : null}

      {viewing.status === 'requested' ? (
        <div>
          <h3 className={styles.subheading}>{t('admin.manage.slots')}</h3>
          <ul className={styles.slotList}>
            {viewing.slots.map((slot, index) => (
              <li key={slot.start}>
                <span>
                  {t('madridTime', { time: madridDateTime(slot.start, language) })} ·{' '}
                  {t(`modes.${slot.mode}`)}
                </span>
                <Button
                  size="sm"
                  disabled={change.isPending || !agentId}
                  onClick={() =>
                    run({ kind: 'confirm', id: viewing.id, slot: index, agentId }, t('admin.done.confirmed'))
                  }
                >
                  {t('admin.actions.confirmSlot', { number: index + 1 })}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}

      <div className={styles.actionRow}>
        {open ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => setPanel('propose')}>
              {t('admin.actions.propose')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setPanel('decline')}>
              {t('admin.actions.decline')}
            </Button>
          </>
        ) : null}
        {open || confirmed ? (
          <Button variant="ghost" size="sm" onClick={() => setPanel('cancel')}>
            {t('admin.actions.cancel')}
          </Button>
        ) : null}
        {started ? (
          <>
            <Button
              size="sm"
              disabled={change.isPending}
              onClick={() => run({ kind: 'complete', id: viewing.id }, t('admin.done.completed'))}
            >
              {t('admin.actions.complete')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={change.isPending}
              onClick={() => run({ kind: 'noShow', id: viewing.id }, t('admin.done.noShow'))}
            >
              {t('admin.actions.noShow')}
            </Button>
          </>
        ) : null}
      </div>

      {viewing.status === 'done' ? (
        <ViewingFeedback
          feedback={viewing.feedback}
          pending={change.isPending}
          errors={errors}
          onSave={(interest: ViewingInterest, remarks: string) =>
            run({ kind: 'feedback', id: viewing.id, interest, remarks }, t('admin.done.feedback'))
          }
        />
      ) : null}

      {panel === 'propose' ? (
        <form className={styles.panelForm} onSubmit={propose} noValidate>
          <h3 className={styles.subheading}>{t('admin.actions.propose')}</h3>
          <SlotFields
            slots={proposal}
            onChange={setProposal}
            errors={Object.fromEntries(
              Object.entries(errors).map(([key, value]) => [key.replace('slot.', 'slot.0.'), value]),
            )}
            now={new Date()}
            field="slot"
            max={1}
          />
          <Button type="submit" disabled={change.isPending}>
            {t('admin.actions.sendProposal')}
          </Button>
        </form>
      ) : null}
      {panel === 'decline' || panel === 'cancel' ? (
        <form
          className={styles.panelForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (panel === 'decline' && !reason.trim()) {
              setErrors({ reason: t('errors.required') });
              return;
            }
            run(
              panel === 'decline'
                ? { kind: 'decline', id: viewing.id, reason: reason.trim() }
                : { kind: 'cancel', id: viewing.id, reason: reason.trim() || null },
              panel === 'decline' ? t('admin.done.declined') : t('admin.done.cancelled'),
            );
          }}
        >
          <TextAreaField
            label={panel === 'decline' ? t('admin.manage.declineReason') : t('admin.manage.cancelReason')}
            optionalLabel={panel === 'cancel' ? t('request.optional') : undefined}
            required={panel === 'decline'}
            name="reason"
            rows={3}
            maxLength={500}
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" variant="danger" disabled={change.isPending}>
            {panel === 'decline' ? t('admin.actions.sendDecline') : t('admin.actions.sendCancel')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
