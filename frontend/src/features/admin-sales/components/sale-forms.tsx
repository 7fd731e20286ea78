import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/ui/form-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { formatNumber } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import { addDays, madridToday } from '../../../widgets/offers/madrid-date';
import { offerFieldErrors, offerStepError } from '../../../widgets/offers/offer-errors';
import {
  OfferFields,
  checkOfferDraft,
  focusFirstError,
  newOfferDraft,
  parseAmount,
  termsOf,
} from '../../../widgets/offers/offer-fields';
import type { OfferDraft } from '../../../widgets/offers/offer-fields';
import type { Deal } from '../../../widgets/offers/offer-types';
import type { SaleStep } from '../api/sale';
import styles from './sale-panel.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REASON_MAX = 1000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type DealForm = 'reserve' | 'depositReceived' | 'complete' | 'fallThrough';

interface FormProps {
  pending: boolean;
  error: unknown;
  onSubmit: (step: SaleStep) => void;
  onCancel: () => void;
  now?: Date;
}

/** The API's field errors and, when it named none, what failed as a whole. */
function useApiErrors(error: unknown) {
  const { t } = useTranslation('offers');
  const fields = offerFieldErrors(t, error);
  const failure = error && Object.keys(fields).length === 0 ? offerStepError(t, error) : null;
  return { fields, failure };
}

/** An offer a client made by phone: their account's e-mail and the offer's fields. */
export function RecordOfferForm({ pending, error, onSubmit, onCancel, now }: FormProps) {
  const { t } = useTranslation(['adminSales', 'offers']);
  const [email, setEmail] = useState('');
  const [draft, setDraft] = useState<OfferDraft>(() => newOfferDraft(now));
  const [checked, setChecked] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const api = useApiErrors(error);
  const errors = { ...api.fields, ...checked };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = Object.fromEntries(
      Object.entries(checkOfferDraft(draft, now)).map(([field, key]) => [field, t(`offers:${key}`)]),
    );
    if (!EMAIL.test(email.trim())) found.clientEmail = t('adminSales:errors.clientEmail');
    setChecked(found);
    if (Object.keys(found).length > 0) return focusFirstError(found, form.current ?? document);
    onSubmit({ kind: 'record', terms: { clientEmail: email.trim(), ...termsOf(draft) } });
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.muted}>{t('adminSales:record.explain')}</p>
      <TextField
        label={t('adminSales:record.clientEmail')}
        name="clientEmail"
        type="email"
        autoComplete="off"
        required
        value={email}
        error={errors.clientEmail}
        onChange={(event) => setEmail(event.target.value)}
      />
      <OfferFields draft={draft} onChange={setDraft} errors={errors} now={now} />
      {api.failure ? <FormAlert tone="error" message={api.failure} /> : null}
      <FormActions
        pending={pending}
        submitLabel={t('adminSales:record.submit')}
        pendingLabel={t('adminSales:actions.sending')}
        cancelLabel={t('adminSales:actions.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}

/** The deal's next step after acceptance: reserve, deposit received, complete, or falling through. */
export function DealStepForm({ form: kind, deal, ...props }: FormProps & { form: DealForm; deal: Deal }) {
  const { t } = useTranslation(['adminSales', 'offers']);
  const language = useLanguage();
  const today = madridToday(props.now);
  const tenPercent = Math.round(deal.acceptedAmountEur / 10);
  const [amount, setAmount] = useState(() =>
    formatNumber(kind === 'complete' ? deal.acceptedAmountEur : tenPercent, language),
  );
  const [date, setDate] = useState(() => (kind === 'reserve' ? addDays(today, 7) : today));
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const api = useApiErrors(props.error);
  const errors = { ...api.fields, ...checked };

  const amountField = kind === 'reserve' ? 'depositEur' : 'finalPriceEur';
  const dateField = {
    reserve: 'depositDueOn',
    depositReceived: 'receivedOn',
    complete: 'deedDate',
    fallThrough: '',
  }[kind];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const value = parseAmount(amount);
    if ((kind === 'reserve' || kind === 'complete') && value === null)
      found[amountField] = t('offers:errors.invalid_amount');
    if (dateField && !DATE.test(date)) found[dateField] = t('offers:errors.invalid_date');
    if (kind === 'fallThrough' && !reason.trim()) found.reason = t('offers:errors.required');
    setChecked(found);
    if (Object.keys(found).length > 0) return focusFirstError(found, form.current ?? document);
    switch (kind) {
      case 'reserve':
        return props.onSubmit({ kind, depositEur: value ?? tenPercent, depositDueOn: date });
      case 'depositReceived':
        return props.onSubmit({ kind, receivedOn: date });
      case 'complete':
        return props.onSubmit({ kind, deedDate: date, finalPriceEur: value ?? deal.acceptedAmountEur });
      case 'fallThrough':
        return props.onSubmit({ kind, reason: reason.trim() });
    }
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.muted}>{t(`adminSales:deal.${kind}.explain`)}</p>
      {kind === 'reserve' || kind === 'complete' ? (
        <TextField
          label={t(`adminSales:deal.${kind}.amount`)}
          hint={kind === 'reserve' ? t('adminSales:deal.reserve.amountHint') : undefined}
          name={amountField}
          inputMode="numeric"
          autoComplete="off"
          required
          value={amount}
          error={errors[amountField]}
          onChange={(event) => setAmount(event.target.value)}
        />
      ) : null}
      {kind !== 'fallThrough' ? (
        <TextField
          label={t(`adminSales:deal.${kind}.date`)}
          name={dateField}
          type="date"
          required
          value={date}
          error={errors[dateField]}
          onChange={(event) => setDate(event.target.value)}
        />
      ) : (
        <TextAreaField
          label={t('adminSales:deal.fallThrough.reason')}
          name="reason"
          rows={3}
          required
          maxLength={REASON_MAX}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
      )}
      {api.failure ? <FormAlert tone="error" message={api.failure} /> : null}
      <FormActions
        pending={props.pending}
        submitLabel={t(`adminSales:deal.${kind}.submit`)}
        pendingLabel={t('adminSales:actions.sending')}
        cancelLabel={t('adminSales:actions.cancel')}
        onCancel={props.onCancel}
      />
    </form>
  );
}
