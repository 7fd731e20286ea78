import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type * as z from 'zod';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { AlertIcon, CheckIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/auth/session';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useLanguage } from '../../../lib/i18n/localize';
import { useSenderProfile } from '../api/get-sender-profile';
import { useSendInquiry } from '../api/send-inquiry';
import { CONTACT_MAX_LENGTH as MAX_LENGTH, contactSchema } from '../utils/contact-schema';
import type { ContactField, ContactValues } from '../utils/contact-schema';
import styles from './contact-form.module.css';

type Outcome = { kind: 'sent' } | { kind: 'failed'; reason: 'fields' | 'rateLimited' | 'other' } | null;

const FAILURE_DETAIL = {
  fields: 'form.errorSummary',
  rateLimited: 'result.rateLimited',
  other: 'result.errorDetail',
} as const;

/** What the form knows of a signed-in sender (the session's user at once, the profile once loaded). */
interface Sender {
  firstName: string;
  lastName: string;
  displayName: string | null;
  email: string;
  phone?: string | null;
}

/** A signed-in sender's name, e-mail and phone, to start the form with (each still editable). */
function senderValues(sender: Sender): Pick<ContactValues, 'name' | 'email' | 'phone'> {
  const name = `${sender.firstName} ${sender.lastName}`.trim() || sender.displayName || '';
  return {
    name: name.slice(0, MAX_LENGTH.name ?? undefined),
    email: sender.email,
    phone: sender.phone ?? '',
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
export function ContactForm({
  about,
  subject: subjectProp,
  propertyId = about?.propertyId,
}: ContactFormProps) {
  const { t } = useTranslation('contact');
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const profile = useSenderProfile(signedIn);
  const titleId = about ? 'property-inquiry-title' : 'contact-form-title';
  const language = useLanguage();
  const toast = useToast();
  const sendInquiry = useSendInquiry();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  // What the form starts with; the profile may arrive after the visitor has started typing: the fields
  // they edited keep what they wrote.
  const form = useContractForm(contactSchema, {
    values: {
      name: '',
      email: '',
      phone: '',
      ...(signedIn ? senderValues(profile.data ?? session.user) : {}),
      subject: (about?.subject ?? subjectProp ?? '').slice(0, MAX_LENGTH.subject ?? undefined),
      message: '',
    },
    resetOptions: { keepDirtyValues: true },
  });

  /** The site's shared validation texts; only the length names its field's limit. */
  const errorFor = (field: ContactField): string | null =>
    form.formState.errors[field]?.message === 'too_long'
      ? t('validation.too_long', { max: MAX_LENGTH[field] })
      : form.errorText(field);
  const field = (name: ContactField) => ({ ...form.field(name), error: errorFor(name) });

  const send = (values: z.output<typeof contactSchema>) => {
    if (sendInquiry.isPending) return;
    sendInquiry.mutate(
      { ...values, language, ...(propertyId ? { propertyId } : {}) },
      {
        onSuccess: () => {
          toast.show(t('result.success'), 'success');
          // Everything the visitor wrote goes (unlike when the profile arrives, which keeps their edits).
          form.reset(undefined, { keepDirtyValues: false });
          setOutcome({ kind: 'sent' });
          window.requestAnimationFrame(() => outcomeRef.current?.focus());
        },
        onError: (error) => {
          toast.show(t('result.error'), 'error');
          const fieldErrors = form.showServerErrors(error);
          const rateLimited = isApiError(error) && error.status === 429;
          setOutcome({
            kind: 'failed',
            reason: fieldErrors ? 'fields' : rateLimited ? 'rateLimited' : 'other',
          });
          if (!fieldErrors) window.requestAnimationFrame(() => outcomeRef.current?.focus());
        },
      },
    );
  };

  const sending = sendInquiry.isPending;

  return (
    <form
      id={about ? 'property-inquiry' : undefined}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        setOutcome(null);
        void form.handleSubmit(send)(event);
      }}
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
        <TextField label={t('form.name')} autoComplete="name" required {...field('name')} />
        <TextField
          label={t('form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <TextField
          label={t('form.phone')}
          optionalLabel={`(${t('form.optional')})`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...field('phone')}
        />
        <TextField label={t('form.subject')} required {...field('subject')} />
      </div>
      <TextAreaField
        label={t('form.message')}
        required
        rows={7}
        hint={t('form.messageHint', { max: MAX_LENGTH.message })}
        {...field('message')}
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
