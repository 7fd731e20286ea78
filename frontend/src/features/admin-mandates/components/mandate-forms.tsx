import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { FormActions } from '../../../components/ui/form-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api/api-client';
import { describeApiError } from '../../../lib/api/describe-api-error';
import type {
  Language,
  MandateTerms,
  RecordMandateRequest,
  SellerRequest,
  SellerView,
} from '../../../lib/api/types';
import { formatNumber } from '../../../lib/format/format';
import { nativeLanguageName } from '../../../lib/i18n/autonyms';
import type { Catalogue } from '../../../lib/i18n/catalogue';
import { LANGUAGES } from '../../../lib/i18n/languages';
import { useLanguage } from '../../../lib/i18n/localize';
import styles from './mandate-panel.module.css';

type Errors = Record<string, string>;
type ErrorCode = Extract<keyof Catalogue<'adminMandates'>['errors'], string>;

/** The rules the API enforces, checked before sending (the API checks them again). */
export const MANDATE_RULES = { maxCommission: 10, nameMax: 120, emailMax: 254 } as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

/** "3,5" or "3.5" -> 3.5; null when it is no number. */
export function parsePercent(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}

/** "2.450.000", "2 450 000" or "2450000" -> 2450000; null when it is no whole number. */
export function parseEuros(text: string): number | null {
  const digits = text.trim().replace(/[\s.,\u00a0\u202f'’]/g, '');
  return /^\d{1,10}$/.test(digits) ? Number(digits) : null;
}

/** The API's field errors in the panel's words where it has its own, else the API's (already translated). */
function apiFieldErrors(t: TFunction<'adminMandates'>, error: unknown): Errors {
  if (!isApiError(error)) return {};
  return Object.fromEntries(
    error.details.map((detail) => [
      detail.field,
      detail.code in KNOWN_CODES ? t(`errors.${detail.code as ErrorCode}`) : detail.message,
    ]),
  );
}

const KNOWN_CODES: Record<ErrorCode, true> = {
  mandate_commission_invalid: true,
  mandate_price_invalid: true,
  mandate_date_invalid: true,
  mandate_ends_before_start: true,
  seller_name_required: true,
  seller_name_too_long: true,
  seller_email_invalid: true,
  seller_phone_invalid: true,
  seller_language_invalid: true,
};

/** What failed as a whole, when the API named no field. */
function useFailure(error: unknown, fields: Errors): string | null {
  const { t } = useTranslation(['adminMandates', 'common']);
  if (!error || Object.keys(fields).length > 0) return null;
  if (isApiError(error) && error.status === 409) return t('adminMandates:conflict');
  const description = describeApiError(error);
  return description.apiMessage ?? t(`common:${description.key}`);
}

function focusFirstError(errors: Errors, form: HTMLFormElement | null) {
  const [field] = Object.keys(errors);
  form?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
}

interface FormProps<Value> {
  pending: boolean;
  error: unknown;
  onSubmit: (value: Value) => void;
  onCancel: () => void;
}

/** The mandate's terms: exclusive or not, commission, dates and the asking price. */
export function MandateForm({
  terms,
  version,
  ...props
}: FormProps<RecordMandateRequest> & { terms: MandateTerms | null; version: number }) {
  const { t } = useTranslation('adminMandates');
  const language = useLanguage();
  const [exclusive, setExclusive] = useState(terms?.exclusive ?? true);
  const [commission, setCommission] = useState(
    terms ? formatNumber(terms.commissionPercent, language, 2) : '',
  );
  const [startsOn, setStartsOn] = useState(terms?.startsOn ?? '');
  const [endsOn, setEndsOn] = useState(terms?.endsOn ?? '');
  const [price, setPrice] = useState(terms ? formatNumber(terms.askingPriceEur, language) : '');
  const [checked, setChecked] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);
  const api = apiFieldErrors(t, props.error);
  const errors = { ...api, ...checked };
  const failure = useFailure(props.error, api);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const percent = parsePercent(commission);
    if (
      percent === null ||
      percent <= 0 ||
      percent > MANDATE_RULES.maxCommission ||
      Math.round(percent * 100) !== percent * 100
    ) {
      found.commissionPercent = t('errors.mandate_commission_invalid');
    }
    if (!DATE.test(startsOn)) found.startsOn = t('errors.mandate_date_invalid');
    if (!DATE.test(endsOn)) found.endsOn = t('errors.mandate_date_invalid');
    else if (DATE.test(startsOn) && endsOn <= startsOn) found.endsOn = t('errors.mandate_ends_before_start');
    const euros = parseEuros(price);
    if (euros === null || euros < 1) found.askingPriceEur = t('errors.mandate_price_invalid');
    setChecked(found);
    if (Object.keys(found).length > 0) return focusFirstError(found, form.current);
    props.onSubmit({
      exclusive,
      commissionPercent: percent!,
      startsOn,
      endsOn,
      askingPriceEur: euros!,
      expectedVersion: version,
    });
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <CheckboxField
        label={t('mandateForm.exclusive')}
        hint={t('mandateForm.exclusiveHint')}
        name="exclusive"
        checked={exclusive}
        onChange={(event) => setExclusive(event.target.checked)}
      />
      <TextField
        label={t('mandateForm.commission')}
        hint={t('mandateForm.commissionHint')}
        name="commissionPercent"
        inputMode="decimal"
        autoComplete="off"
        required
        value={commission}
        error={errors.commissionPercent}
        onChange={(event) => setCommission(event.target.value)}
      />
      <div className={styles.twoColumns}>
        <TextField
          label={t('mandateForm.startsOn')}
          name="startsOn"
          type="date"
          required
          value={startsOn}
          error={errors.startsOn}
          onChange={(event) => setStartsOn(event.target.value)}
        />
        <TextField
          label={t('mandateForm.endsOn')}
          name="endsOn"
          type="date"
          required
          min={startsOn || undefined}
          value={endsOn}
          error={errors.endsOn}
          onChange={(event) => setEndsOn(event.target.value)}
        />
      </div>
      <TextField
        label={t('mandateForm.askingPrice')}
        hint={t('mandateForm.askingPriceHint')}
        name="askingPriceEur"
        inputMode="numeric"
        autoComplete="off"
        required
        value={price}
        error={errors.askingPriceEur}
        onChange={(event) => setPrice(event.target.value)}
      />
      {failure ? <FormAlert tone="error" message={failure} /> : null}
      <FormActions
        pending={props.pending}
        submitLabel={t('mandateForm.submit')}
        pendingLabel={t('actions.saving')}
        cancelLabel={t('actions.cancel')}
        onCancel={props.onCancel}
      />
    </form>
  );
}

/** A seller's name, address, phone and the language the agency writes to them in. */
export function SellerForm({
  seller,
  version,
  ...props
}: FormProps<SellerRequest> & { seller: SellerView | null; version: number }) {
  const { t } = useTranslation('adminMandates');
  // An admin edits what they see: a masked address or phone must be typed again in full.
  const editable = (value: string | null | undefined) => (seller?.masked ? '' : (value ?? ''));
  const [name, setName] = useState(seller?.name ?? '');
  const [email, setEmail] = useState(editable(seller?.email));
  const [phone, setPhone] = useState(editable(seller?.phone));
  const [language, setLanguage] = useState<Language>(seller?.language ?? 'es');
  const [checked, setChecked] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);
  const api = apiFieldErrors(t, props.error);
  const errors = { ...api, ...checked };
  const failure = useFailure(props.error, api);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!name.trim()) found.name = t('errors.seller_name_required');
    else if (name.trim().length > MANDATE_RULES.nameMax) found.name = t('errors.seller_name_too_long');
    if (!EMAIL.test(email.trim()) || email.trim().length > MANDATE_RULES.emailMax) {
      found.email = t('errors.seller_email_invalid');
    }
    if (!PHONE.test(phone.trim())) found.phone = t('errors.seller_phone_invalid');
    setChecked(found);
    if (Object.keys(found).length > 0) return focusFirstError(found, form.current);
    props.onSubmit({
      name: name.trim(),
      email: email.trim(),
      phone: phone.trim(),
      language,
      expectedVersion: version,
    });
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      {seller?.masked ? <p className={styles.muted}>{t('sellerForm.maskedHint')}</p> : null}
      <TextField
        label={t('sellerForm.name')}
        name="name"
        autoComplete="off"
        required
        maxLength={MANDATE_RULES.nameMax}
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={t('sellerForm.email')}
        name="email"
        type="email"
        autoComplete="off"
        required
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('sellerForm.phone')}
        hint={t('sellerForm.phoneHint')}
        name="phone"
        type="tel"
        autoComplete="off"
        required
        value={phone}
        error={errors.phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <SelectField
        label={t('sellerForm.language')}
        name="language"
        value={language}
        error={errors.language}
        onChange={(event) => setLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {nativeLanguageName(option)}
          </option>
        ))}
      </SelectField>
      {failure ? <FormAlert tone="error" message={failure} /> : null}
      <FormActions
        pending={props.pending}
        submitLabel={t('sellerForm.submit')}
        pendingLabel={t('actions.saving')}
        cancelLabel={t('actions.cancel')}
        onCancel={props.onCancel}
      />
    </form>
  );
}
