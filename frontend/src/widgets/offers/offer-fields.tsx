import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { formatNumber } from '../../lib/format/format';
import { useLanguage } from '../../lib/i18n/localize';
import { DEFAULT_VALIDITY_DAYS, MAX_VALIDITY_DAYS, addDays, madridToday } from './madrid-date';
import { FINANCING, type Financing, type OfferTerms } from './offer-types';
import styles from './offer-fields.module.css';

export const CONDITIONS_MAX = 1000;

/** What the person types: the amount as text (grouped as they read numbers), the rest as sent. */
export interface OfferDraft {
  amount: string;
  financing: Financing;
  conditions: string;
  validUntil: string;
}

export function newOfferDraft(now: Date = new Date(), amountEur?: number): OfferDraft {
  return {
    amount: amountEur === undefined ? '' : String(amountEur),
    financing: 'cash',
    conditions: '',
    validUntil: addDays(madridToday(now), DEFAULT_VALIDITY_DAYS),
  };
}

/** Whole euros from what was typed ("450.000", "450 000", "450000 €"); null when it is not one. */
export function parseAmount(text: string): number | null {
  const digits = text.replace(/[\s.,'\u00a0\u202f€]/g, '');
  if (!/^\d{1,12}$/.test(digits)) return null;
  const amount = Number(digits);
  return amount > 0 ? amount : null;
}

export function termsOf(draft: OfferDraft): OfferTerms {
  return {
    amountEur: parseAmount(draft.amount) ?? 0,
    financing: draft.financing,
    conditions: draft.conditions.trim(),
    validUntil: draft.validUntil,
  };
}

/** The rules the API applies, checked before sending: error keys of the `offers` namespace by field. */
export function checkOfferDraft(draft: OfferDraft, now: Date = new Date()) {
  const errors: Partial<Record<'amountEur' | 'conditions' | 'validUntil', OfferErrorKey>> = {};
  if (!draft.amount.trim()) errors.amountEur = 'errors.required';
  else if (parseAmount(draft.amount) === null) errors.amountEur = 'errors.invalid_amount';
  if (draft.conditions.length > CONDITIONS_MAX) errors.conditions = 'errors.too_long';
  const today = madridToday(now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.validUntil)) errors.validUntil = 'errors.invalid_date';
  else if (draft.validUntil < today) errors.validUntil = 'errors.valid_until_past';
  else if (draft.validUntil > addDays(today, MAX_VALIDITY_DAYS))
    errors.validUntil = 'errors.valid_until_too_far';
  return errors;
}

type OfferErrorKey =
  | 'errors.required'
  | 'errors.invalid_amount'
  | 'errors.too_long'
  | 'errors.invalid_date'
  | 'errors.valid_until_past'
  | 'errors.valid_until_too_far';

/** Focuses the first field named in `errors` (their names are the API's field names). */
export function focusFirstError(errors: Record<string, unknown>, within: ParentNode = document) {
  const first = Object.keys(errors)[0];
  if (first) within.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

export interface OfferFieldsProps {
  draft: OfferDraft;
  onChange: (draft: OfferDraft) => void;
  /** Translated errors by the API's field names. */
  errors: Record<string, string>;
  /** A counter-offer keeps the offer's financing: the field is left out. */
  withFinancing?: boolean;
  now?: Date;
}

/** Amount, financing, conditions and valid-until: an offer, a counter-offer or one taken by phone. */
export function OfferFields({ draft, onChange, errors, withFinancing = true, now }: OfferFieldsProps) {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const today = madridToday(now);
  const set = <Key extends keyof OfferDraft>(key: Key, value: OfferDraft[Key]) =>
    onChange({ ...draft, [key]: value });
  // Shown grouped as the reader writes numbers once the field is left ("450.000" in Spanish).
  const regroup = () => {
    const amount = parseAmount(draft.amount);
    if (amount !== null) set('amount', formatNumber(amount, language));
  };

  return (
    <div className={styles.fields}>
      <TextField
        label={t('fields.amount')}
        hint={t('fields.amountHint')}
        name="amountEur"
        inputMode="numeric"
        autoComplete="off"
        required
        value={draft.amount}
        error={errors.amountEur}
        onChange={(event) => set('amount', event.target.value)}
        onBlur={regroup}
      />
      {withFinancing ? (
        <SelectField
          label={t('fields.financing')}
          name="financing"
          required
          value={draft.financing}
          error={errors.financing}
          onChange={(event) => set('financing', event.target.value as Financing)}
        >
          {FINANCING.map((value) => (
            <option key={value} value={value}>
              {t(`financing.${value}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextAreaField
        label={t('fields.conditions')}
        hint={t('fields.conditionsHint')}
        optionalLabel={t('fields.optional')}
        name="conditions"
        rows={3}
        maxLength={CONDITIONS_MAX}
        value={draft.conditions}
        error={errors.conditions}
        onChange={(event) => set('conditions', event.target.value)}
      />
      <TextField
        label={t('fields.validUntil')}
        hint={t('fields.validUntilHint', { days: MAX_VALIDITY_DAYS })}
        name="validUntil"
        type="date"
        required
        min={today}
        max={addDays(today, MAX_VALIDITY_DAYS)}
        value={draft.validUntil}
        error={errors.validUntil}
        onChange={(event) => set('validUntil', event.target.value)}
      />
    </div>
  );
}
