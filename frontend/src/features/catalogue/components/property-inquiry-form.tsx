import { useRef, useState } from 'react';
import type { ChangeEvent, FocusEvent, FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { AlertIcon, CheckIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api/api-client';
import { useLanguage } from '../../../lib/i18n/localize';
import {
  EMPTY_INQUIRY,
  INQUIRY_FIELDS,
  INQUIRY_LIMITS,
  isInquiryField,
  validateInquiry,
  validateInquiryField,
} from '../../../lib/validation/inquiry-rules';
import type { InquiryField, InquiryValues } from '../../../lib/validation/inquiry-rules';
import { useSendPropertyInquiry } from '../api/send-property-inquiry';
import styles from './property-inquiry-form.module.css';

type Outcome = { kind: 'sent' } | { kind: 'failed'; reason: 'fields' | 'rateLimited' | 'other' } | null;

const FAILURE_DETAIL = {
  fields: 'inquiry.errorSummary',
  rateLimited: 'inquiry.result.rateLimited',
  other: 'inquiry.result.errorDetail',
} as const;

const KNOWN_CODES = new Set(['required', 'invalid_email', 'invalid_phone', 'too_long']);

export interface PropertyInquiryFormProps {
  propertyId: string;
  /** The subject the form starts with: the property's title and reference. */
  subject: string;
}

/**
 * An inquiry about one property, open to every visitor: the contact page's rules and messages, a subject
 * naming the property, and the property's id sent with it so the agency knows which listing it concerns.
 */
export function PropertyInquiryForm({ propertyId, subject }: PropertyInquiryFormProps) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const toast = useToast();
  const sendInquiry = useSendPropertyInquiry();
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const initial: InquiryValues = { ...EMPTY_INQUIRY, subject };

  const [values, setValues] = useState<InquiryValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<InquiryField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<InquiryField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);

  const errorFor = (field: InquiryField): string | null => {
    const code = validateInquiryField(field, values[field]);
    const shown = submitted || (touched[field] && values[field].trim() !== '');
    if (code && shown) return t(`inquiry.validation.${code}`, { max: INQUIRY_LIMITS[field] });
    return serverErrors[field] ?? null;
  };

  const focusField = (field: InquiryField) => {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name;
    if (!isInquiryField(field)) return;
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name;
    if (isInquiryField(field)) setTouched((current) => ({ ...current, [field]: true }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendInquiry.isPending) return;
    setSubmitted(true);
    setOutcome(null);
    const firstInvalid = INQUIRY_FIELDS.find((field) => validateInquiry(values)[field]);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }

    const phone = values.phone.trim();
    sendInquiry.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        ...(phone ? { phone } : {}),
        subject: values.subject.trim(),
        message: values.message.trim(),
        propertyId,
        language,
      },
      {
        onSuccess: () => {
          toast.show(t('inquiry.result.success'), 'success');
          setValues(initial);
          setSubmitted(false);
          setTouched({});
          setServerErrors({});
          setOutcome({ kind: 'sent' });
          window.requestAnimationFrame(() => outcomeRef.current?.focus());
        },
        onError: (error) => {
          toast.show(t('inquiry.result.error'), 'error');
          const fieldErrors: Partial<Record<InquiryField, string>> = {};
          if (isApiError(error)) {
            for (const detail of error.details) {
              const field = detail.field.split('.').pop() ?? detail.field;
              if (!isInquiryField(field) || fieldErrors[field]) continue;
              fieldErrors[field] = KNOWN_CODES.has(detail.code)
                ? t(`inquiry.validation.${detail.code}`, { max: INQUIRY_LIMITS[field] })
                : detail.message;
            }
          }
          setServerErrors(fieldErrors);
          const firstServerError = INQUIRY_FIELDS.find((field) => fieldErrors[field]);
          const rateLimited = isApiError(error) && error.status === 429;
          setOutcome({
            kind: 'failed',
            reason: firstServerError ? 'fields' : rateLimited ? 'rateLimited' : 'other',
          });
          if (firstServerError) focusField(firstServerError);
          else window.requestAnimationFrame(() => outcomeRef.current?.focus());
        },
      },
    );
  };

  const sending = sendInquiry.isPending;
  const common = { onChange: handleChange, onBlur: handleBlur };

  return (
    <form
      ref={formRef}
      id="property-inquiry"
      className={styles.form}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="property-inquiry-title"
      aria-busy={sending || undefined}
    >
      <div className={styles.header}>
        <h2 id="property-inquiry-title" className={styles.title}>
          {t('inquiry.title')}
        </h2>
        <p className={styles.intro}>{t('inquiry.intro')}</p>
      </div>

      {outcome ? (
        <div
          ref={outcomeRef}
          tabIndex={-1}
          role={outcome.kind === 'sent' ? 'status' : 'alert'}
          className={`${styles.outcome} ${outcome.kind === 'sent' ? styles.success : styles.failure}`}
        >
          {outcome.kind === 'sent' ? <CheckIcon size={22} /> : <AlertIcon size={22} />}
          <div>
            <p className={styles.outcomeTitle}>
              {outcome.kind === 'sent' ? t('inquiry.result.success') : t('inquiry.result.error')}
            </p>
            <p>
              {outcome.kind === 'sent'
                ? t('inquiry.result.successDetail')
                : t(FAILURE_DETAIL[outcome.reason])}
            </p>
          </div>
        </div>
      ) : null}

      <div className={styles.grid}>
        <TextField
          label={t('inquiry.name')}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={errorFor('name')}
          {...common}
        />
        <TextField
          label={t('inquiry.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={values.email}
          error={errorFor('email')}
          {...common}
        />
        <TextField
          label={t('inquiry.phone')}
          optionalLabel={`(${t('inquiry.optional')})`}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          error={errorFor('phone')}
          {...common}
        />
      </div>
      <TextField
        label={t('inquiry.subject')}
        name="subject"
        required
        value={values.subject}
        error={errorFor('subject')}
        {...common}
      />
      <TextAreaField
        label={t('inquiry.message')}
        name="message"
        required
        rows={6}
        hint={t('inquiry.messageHint', { max: INQUIRY_LIMITS.message })}
        value={values.message}
        error={errorFor('message')}
        {...common}
      />

      <p className={styles.privacy}>
        <Trans t={t} i18nKey="inquiry.privacy" components={{ privacyLink: <Link to="/privacy" /> }} />
      </p>

      <div className={styles.actions}>
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? t('inquiry.sending') : t('inquiry.submit')}
        </Button>
      </div>
    </form>
  );
}
