import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import {
  zAdjustBookingPriceRequestDto,
  zDeclineBookingRequestDto,
  zStaffCancelBookingRequestDto,
} from '../../../lib/api/zod.gen';
import { typedNumber } from '../../../lib/forms/draft-values';
import { optionalText, trimmed } from '../../../lib/forms/rules';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import styles from './admin.module.css';

/** The rules of the decline and cancel bodies on what the dialogs ask (the version is the screen's). */
const declineSchema = z.object({ reason: trimmed(zDeclineBookingRequestDto.shape.reason) });
const cancelSchema = z.object({
  reason: optionalText(zStaffCancelBookingRequestDto.shape.reason, null),
});
const priceSchema = z.object({
  totalPriceEur: z.string().transform(typedNumber).pipe(zAdjustBookingPriceRequestDto.shape.totalPriceEur),
  note: trimmed(zAdjustBookingPriceRequestDto.shape.note),
});

interface FormProps<Body> {
  busy: boolean;
  onSubmit: (body: Body, showServerErrors: (error: unknown) => boolean) => void;
  onBack: () => void;
}

function Actions({ busy, submit, danger }: { busy: boolean; submit: string; danger?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>
      {busy ? t('bookingDetail.dialogs.saving') : submit}
    </Button>
  );
}

/** Declining needs a reason the client reads; cancelling may give one. */
export function ReasonForm({
  action,
  busy,
  onSubmit,
  onBack,
}: FormProps<{ reason?: string | null }> & { action: 'decline' | 'cancel' }) {
  const { t } = useTranslation('admin');
  const form = useContractForm(action === 'decline' ? declineSchema : cancelSchema, {
    defaultValues: { reason: '' },
  });
  return (
    <form
      className={styles.decisionForm}
      noValidate
      onSubmit={(event) => void form.handleSubmit((body) => onSubmit(body, form.showServerErrors))(event)}
    >
      <TextAreaField
        label={t(`bookingDetail.dialogs.${action}.reason`)}
        required={action === 'decline'}
        rows={3}
        {...form.field('reason')}
      />
      <div className={styles.decisionActions}>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('bookingDetail.dialogs.back')}
        </Button>
        <Actions busy={busy} submit={t(`bookingDetail.dialogs.${action}.submit`)} danger />
      </div>
    </form>
  );
}

/** A new total with a note the client reads. */
export function PriceForm({
  current,
  busy,
  onSubmit,
  onBack,
}: FormProps<{ totalPriceEur: number; note: string }> & { current: number | null }) {
  const { t } = useTranslation('admin');
  const form = useContractForm(priceSchema, {
    defaultValues: { totalPriceEur: current === null ? '' : String(current), note: '' },
  });
  return (
    <form
      className={styles.decisionForm}
      noValidate
      onSubmit={(event) => void form.handleSubmit((body) => onSubmit(body, form.showServerErrors))(event)}
    >
      <TextField
        label={t('bookingDetail.dialogs.adjust.total')}
        required
        inputMode="numeric"
        autoComplete="off"
        {...form.field('totalPriceEur')}
      />
      <TextAreaField
        label={t('bookingDetail.dialogs.adjust.note')}
        required
        rows={3}
        {...form.field('note')}
      />
      <div className={styles.decisionActions}>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('bookingDetail.dialogs.back')}
        </Button>
        <Actions busy={busy} submit={t('bookingDetail.dialogs.adjust.submit')} />
      </div>
    </form>
  );
}
