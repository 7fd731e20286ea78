import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { CheckIcon } from '../../../components/ui/icons';
import type { ViewingSlotInput } from '../../../lib/api/types';
import { useLanguage } from '../../../lib/i18n/localize';
import { SlotFields, checkSlots, emptySlot } from '../../../widgets/viewings/slot-fields';
import { useRequestViewing } from '../../../widgets/viewings/viewings-api';
import { fieldErrorsOf, viewingStepError } from '../utils/viewing-errors';
import { RequestPanel } from '../../../components/ui/request-panel';
import styles from '../../../components/ui/request-panel.module.css';

const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;
const MESSAGE_MAX = 2000;

export interface ViewingRequestProps {
  propertyId: string;
  /** The property's title, in the reader's language. */
  title: string;
}

/** "Request a viewing" on a property page. */
export function ViewingRequest({ propertyId, title }: ViewingRequestProps) {
  const { t } = useTranslation('viewings');
  return (
    <RequestPanel
      kind="viewing"
      propertyId={propertyId}
      heading={t('request.heading')}
      lead={t('request.lead')}
      openLabel={t('request.open')}
      signInFirst={t('request.registerFirst')}
      variant="gold"
      dialogTitle={t('request.title')}
      description={title}
      closeLabel={t('request.close')}
    >
      {(close) => <ViewingRequestForm propertyId={propertyId} onDone={close} />}
    </RequestPanel>
  );
}

function ViewingRequestForm({ propertyId, onDone }: { propertyId: string; onDone: () => void }) {
  const { t } = useTranslation('viewings');
  const language = useLanguage();
  const request = useRequestViewing();
  const [slots, setSlots] = useState<ViewingSlotInput[]>([emptySlot()]);
  const [message, setMessage] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  if (request.isSuccess) {
    return (
      <div className={styles.sent} role="status">
        <CheckIcon size={28} />
        <h3>{t('request.sent.title')}</h3>
        <p>{t('request.sent.message')}</p>
        <div className={styles.actions}>
          <Link to="/dashboard?tab=appointments" className={buttonClass()}>
            {t('request.sent.appointments')}
          </Link>
          <Button variant="secondary" onClick={onDone}>
            {t('request.close')}
          </Button>
        </div>
      </div>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Record<string, string> = Object.fromEntries(
      Object.entries(checkSlots(slots, new Date())).map(([field, key]) => [
        field,
        t(key.replace('viewings:', '') as 'errors.generic'),
      ]),
    );
    if (!PHONE_PATTERN.test(phone.trim())) found.phone = t('errors.invalid_phone');
    if (message.length > MESSAGE_MAX) found.message = t('errors.too_long');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    request.mutate(
      { propertyId, slots, message: message.trim(), phone: phone.trim(), language },
      {
        onError: (error) => {
          const fields = fieldErrorsOf(t, error);
          setErrors(fields);
          setFailure(Object.keys(fields).length > 0 ? t('request.checkFields') : viewingStepError(t, error));
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <SlotFields slots={slots} onChange={setSlots} errors={errors} now={new Date()} />
      <TextField
        label={t('request.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        value={phone}
        error={errors.phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <TextAreaField
        label={t('request.message')}
        optionalLabel={t('request.optional')}
        name="message"
        rows={3}
        maxLength={MESSAGE_MAX}
        value={message}
        error={errors.message}
        onChange={(event) => setMessage(event.target.value)}
      />
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? t('request.sending') : t('request.submit')}
        </Button>
      </div>
    </form>
  );
}
