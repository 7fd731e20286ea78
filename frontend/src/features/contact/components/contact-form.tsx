import { useRef, useState } from 'react';
import type { ChangeEvent, FocusEvent, FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { AlertIcon, CheckIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/auth/session';
import { useLanguage } from '../../../lib/i18n/localize';
import { useSenderProfile } from '../api/get-sender-profile';
import { useSendInquiry } from '../api/send-inquiry';
import {
  EMPTY_INQUIRY,
  INQUIRY_FIELDS,
  INQUIRY_LIMITS,
  isInquiryField,
  validateInquiry,
  validateInquiryField,
} from '../../../lib/validation/inquiry-rules';
import type { InquiryField, InquiryValues } from '../../../lib/validation/inquiry-rules';
import styles from './contact-form.module.css';

type Outcome = { kind: 'sent' } | { kind: 'failed'; reason: 'fields' | 'rateLimited' | 'other' } | null;

const FAILURE_DETAIL = {
  fields: 'form.errorSummary',
  rateLimited: 'result.rateLimited',
  other: 'result.errorDetail',
} as const;

const KNOWN_CODES = new Set(['required', 'invalid_email', 'invalid_phone', 'too_long']);

/** What the form knows of a signed-in sender (the session's user at once, the profile once loaded). */
interface Sender {
  firstName: string;
  lastName: string;
  displayName: string | null;
  email: string;
  phone?: string | null;
}

/** A signed-in sender's name, e-mail and phone, to start the form with (each still editable). */
function senderValues(sender: Sender): Pick<InquiryValues, 'name' | 'email' | 'phone'> {
  const name = `${sender.firstName} ${sender.lastName}`.trim() || sender.displayName || '';
  return {
    name: name.slice(0, INQUIRY_LIMITS.name),
    email: sender.email,
    phone: (sender.phone ?? '').slice(0, INQUIRY_LIMITS.phone),
  };
}

/** The property an inquiry is about: its id goes with the inquiry, the subject starts as its name. */
export interface InquiryAbout {
  propertyId: string;
  subject: string;
}

export interface ContactFormProps {
  /** Makes it the inquiry form of a property page, open to every visitor like the contact page. */
  about?: InquiryAbout;
  /** The subject to start from without a property (a booking request for a premium service, say). */
  subject?: string;
  /** The property a catalogue card asked about, sent with the inquiry from the contact page. */
  propertyId?: string;
}

/**
 * The contact form: checks each field with the API's rules, shows every problem next to its field (also
 * the API's own field errors), keeps what the visitor wrote when sending fails and clears it once sent.
 * A signed-in client finds their name, e-mail and phone filled in from their profile.
 */
export function ContactForm({ about, subject, propertyId = about?.propertyId }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const profile = useSenderProfile(signedIn);
  // What the form starts with; the visitor's edits (kept apart) override it field by field, so the
  // profile can arrive after the visitor has started typing without overwriting anything.
  const initial: InquiryValues = {
    ...EMPTY_INQUIRY,
    ...(signedIn ? senderValues(profile.data ?? session.user) : {}),
    subject: (about?.subject ?? subject ?? '').slice(0, INQUIRY_LIMITS.subject),
  };
  const titleId = about ? 'property-inquiry-title' : 'contact-form-title';
  const language = useLanguage();
  const toast = useToast();
  const sendInquiry = useSendInquiry();
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const [edits, setEdits] = useState<Partial<InquiryValues>>({});
  const values: InquiryValues = { ...initial, ...edits };
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<InquiryField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<InquiryField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);

  /** The form's texts are the site's shared validation texts; only the length names its field's limit. */
  const message = (field: InquiryField, code: string): string =>
    code === 'too_long'
      ? t('validation.too_long', { max: INQUIRY_LIMITS[field] })
      : t(`common:validation.${code}`);

  const errorFor = (field: InquiryField): string | null => {
    const code = validateInquiryField(field, values[field]);
    const shown = submitted || (touched[field] && values[field].trim() !== '');
    if (code && shown) return message(field, code);
    return serverErrors[field] ?? null;
  };

  const focusField = (field: InquiryField) => {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name;
    if (!isInquiryField(field)) return;
    const value = event.target.value;
    setEdits((current) => ({ ...current, [field]: value }));
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
    const errors = validateInquiry(values);
    const firstInvalid = INQUIRY_FIELDS.find((field) => errors[field]);
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
        language,
        ...(propertyId ? { propertyId } : {}),
      },
      {
        onSuccess: () => {
          toast.show(t('result.success'), 'success');
          setEdits({});
          setSubmitted(false);
          setTouched({});
          setServerErrors({});
          setOutcome({ kind: 'sent' });
          window.requestAnimationFrame(() => outcomeRef.current?.focus());
        },
        onError: (error) => {
          toast.show(t('result.error'), 'error');
          const fieldErrors: Partial<Record<InquiryField, string>> = {};
          if (isApiError(error)) {
            for (const detail of error.details) {
              const field = detail.field.split('.').pop() ?? detail.field;
              if (!isInquiryField(field) || fieldErrors[field]) continue;
              fieldErrors[field] = KNOWN_CODES.has(detail.code)
                ? message(field, detail.code)
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
      id={about ? 'property-inquiry' : undefined}
      className={styles.form}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={titleId}
      aria-busy={sending || undefined}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {about ? t('form.aboutProperty.title') : t('form.title')}
        </h2>
        <p className={styles.intro}>{about ? t('form.aboutProperty.intro') : t('form.intro')}</p>
      </div>

      {outcome ? (
        <div
          ref={outcomeRef}
          tabIndex={-1}
          className={`${styles.outcome} ${outcome.kind === 'sent' ? styles.success : styles.failure}`}
        >
          {outcome.kind === 'sent' ? <CheckIcon size={22} /> : <AlertIcon size={22} />}
          <div>
            <p className={styles.outcomeTitle}>
              {outcome.kind === 'sent' ? t('result.success') : t('result.error')}
            </p>
            <p>{outcome.kind === 'sent' ? t('result.successDetail') : t(FAILURE_DETAIL[outcome.reason])}</p>
          </div>
        </div>
      ) : null}

      <div className={styles.grid}>
        <TextField
          label={t('form.name')}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={errorFor('name')}
          {...common}
        />
        <TextField
          label={t('form.email')}
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
          label={t('form.phone')}
          optionalLabel={`(${t('form.optional')})`}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          error={errorFor('phone')}
          {...common}
        />
        <TextField
          label={t('form.subject')}
          name="subject"
          required
          value={values.subject}
          error={errorFor('subject')}
          {...common}
        />
      </div>
      <TextAreaField
        label={t('form.message')}
        name="message"
        required
        rows={7}
        hint={t('form.messageHint', { max: INQUIRY_LIMITS.message })}
        value={values.message}
        error={errorFor('message')}
        {...common}
      />

      <p className={styles.privacy}>
        <Trans t={t} i18nKey="form.privacy" components={{ privacyLink: <Link to="/privacy" /> }} />
      </p>

      <div className={styles.actions}>
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? t('form.sending') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
