import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../components/ui/button';
import { CheckIcon } from '../../components/ui/icons';
import { formatDay, formatPrice } from '../../lib/format/format';
import { useLanguage } from '../../lib/i18n/localize';
import { offerFieldErrors, offerStepError } from './offer-errors';
import { OfferFields, checkOfferDraft, focusFirstError, newOfferDraft, termsOf } from './offer-fields';
import type { OfferDraft } from './offer-fields';
import { useMakeOffer } from './offers-api';
import { RequestPanel } from '../../components/ui/request-panel';
import styles from '../../components/ui/request-panel.module.css';

export interface MakeOfferProps {
  propertyId: string;
  /** The property's title, in the reader's language. */
  title: string;
}

/** "Make an offer" on an active property's page. */
export function MakeOffer({ propertyId, title }: MakeOfferProps) {
  const { t } = useTranslation('offers');
  return (
    <RequestPanel
      kind="offer"
      propertyId={propertyId}
      heading={t('make.heading')}
      lead={t('make.lead')}
      openLabel={t('make.open')}
      signInFirst={t('make.signInFirst')}
      variant="secondary"
      dialogTitle={t('make.title')}
      description={title}
      closeLabel={t('actions.close')}
    >
      {(close) => <MakeOfferForm propertyId={propertyId} onDone={close} />}
    </RequestPanel>
  );
}

export function MakeOfferForm({
  propertyId,
  onDone,
  now,
}: {
  propertyId: string;
  onDone: () => void;
  now?: Date;
}) {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const make = useMakeOffer();
  const [draft, setDraft] = useState<OfferDraft>(() => newOfferDraft(now));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  if (make.isSuccess) {
    return (
      <div className={styles.sent} role="status">
        <CheckIcon size={28} />
        <h3>{t('make.sent.title')}</h3>
        <p>
          {t('make.sent.message', {
            amount: formatPrice(make.data.amountEur),
            date: formatDay(make.data.validUntil, language),
          })}
        </p>
        <div className={styles.actions}>
          <Link to="/dashboard?tab=offers" className={buttonClass()}>
            {t('make.sent.panel')}
          </Link>
          <Button variant="secondary" onClick={onDone}>
            {t('actions.close')}
          </Button>
        </div>
      </div>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = Object.fromEntries(
      Object.entries(checkOfferDraft(draft, now)).map(([field, key]) => [field, t(key)]),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found, form.current ?? document);
      return;
    }
    make.mutate(
      { propertyId, ...termsOf(draft) },
      {
        onError: (error) => {
          const fields = offerFieldErrors(t, error);
          setErrors(fields);
          setFailure(Object.keys(fields).length > 0 ? t('make.checkFields') : offerStepError(t, error));
          focusFirstError(fields, form.current ?? document);
        },
      },
    );
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.hint}>{t('make.explain')}</p>
      <OfferFields draft={draft} onChange={setDraft} errors={errors} now={now} />
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={make.isPending}>
          {make.isPending ? t('make.sending') : t('make.submit')}
        </Button>
      </div>
    </form>
  );
}
